"""Scenario builder for UNO FLEX tests: exact hands, piles, power cards and turn."""

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game

G = load_game("uno_flex")
COLOURS = {"Y": "yellow", "G": "green", "B": "blue", "R": "red"}
WILDS = {"WAF": "wild_all_flip", "FWT2": "flex_wild_target_draw_two", "FWAD": "flex_wild_all_draw",
         "FWD4": "flex_wild_draw_four"}
ACTIONS = {"Skip": "skip", "FlexSkip": "flex_skip", "D2": "draw_two", "FlexD2": "flex_draw_two",
           "Rev": "reverse", "FlexRev": "flex_reverse"}


def attrs(code: str) -> dict:
    """Spec notation ("Y7", "R4*", "F(Y/G)7", "Skip-B", "FWD4") -> card attributes."""
    if code in WILDS:
        return {"kind": WILDS[code]}
    if "-" in code:
        a, c = code.split("-")
        return {"kind": ACTIONS[a], "colour": COLOURS[c]}
    if code.startswith("F("):
        reg, flex = code[2], code[4]
        return {"kind": "flex_number", "colour": COLOURS[reg], "flex_colour": COLOURS[flex], "number": int(code[6:])}
    want = {"kind": "number", "colour": COLOURS[code[0]], "number": int(code[1:].rstrip("*"))}
    if code.endswith("*"):  # without a star the icon is left open: the shipped deck puts it on every 4 and 8
        want["flip_icon"] = True
    return want


class Scene:
    """Build one exact situation: st is a real game state with every card in exactly one zone."""

    def __init__(self, players=4, options=None, seed=1, game=None):
        self.g = game or G
        self.st = self.g.new_state(seed, players, options)
        self.used: set = set()

    def card(self, code: str) -> int:
        want = attrs(code)
        for i, c in enumerate(self.g.cards):
            if i not in self.used and all(c[k] == v for k, v in want.items()):
                self.used.add(i)
                return i
        raise LookupError(code)

    def cards(self, codes) -> list:
        return [self.card(x) for x in codes]

    def setup(self, hands: dict, discard, colour=None, power=None, current=0, draw_top=(), fill=5,
              empty_draw=False):
        """hands: seat -> codes (other seats get `fill` filler cards); discard/draw_top bottom first."""
        st = self.st
        hs = {s: self.cards(h) for s, h in hands.items()}
        disc = self.cards(discard)
        top = self.cards(draw_top)
        g = self.g
        rest = [c for c in range(g.n_cards) if c not in self.used]
        # fillers: plain number cards, so they change nothing unless a test uses them
        fillers = [c for c in rest if g.cards[c]["kind"] == "number" and not g.cards[c]["flip_icon"]]
        for s in range(st.players):
            if s not in hs:
                hs[s] = fillers[:fill]
                fillers = fillers[fill:]
                self.used.update(hs[s])
        rest = [c for c in range(g.n_cards) if c not in self.used]
        st.zones = {"box": [], "discard": disc, "hand": [hs[s] for s in range(st.players)],
                    "draw": [] if empty_draw else rest + top}
        if empty_draw:
            st.zones["box"] = rest
        st.vars = {"power": list(power) if power else [True] * st.players,
                   "colour": colour or g.cards[disc[-1]]["colour"], "uno": -1}
        st.current, st.direction, st.pending, st.phase = current, 1, None, "play"
        return self

    def act(self, seat, kind, *args):
        return self.g.apply(self.st, Action(seat, kind, tuple(args)))

    def hand(self, seat):
        return self.st.zones["hand"][seat]


def all_cards_once(st) -> bool:
    cards = []
    for z, v in st.zones.items():
        if v and type(v[0]) is list:
            for h in v:
                cards.extend(h)
        else:
            cards.extend(v)
    return sorted(cards) == list(range(G.n_cards))
