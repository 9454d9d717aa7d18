"""Scenario builder for UNO tests: exact hands, piles, colour and turn.

Card codes: a colour letter (R, Y, G, B) then a number ("R7"), S (Skip), R (Reverse) or D2 (Draw Two)
("GS", "BR", "YD2"); "W" is a Wild and "W4" a Wild Draw Four.
"""

import tabletop.games.uno  # noqa: F401  (registers the game's hooks where the package does not list it)
import tabletop.games.uno.ai  # noqa: F401  (and its policies)
from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game

G = load_game("uno")
COLOURS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
ACTIONS = {"S": "skip", "R": "reverse", "D2": "draw_two"}


def attrs(code: str) -> dict:
    if code == "W":
        return {"kind": "wild"}
    if code == "W4":
        return {"kind": "wild_draw_four"}
    colour, rest = COLOURS[code[0]], code[1:]
    if rest in ACTIONS:
        return {"kind": ACTIONS[rest], "colour": colour}
    return {"kind": "number", "colour": colour, "number": int(rest)}


class Scene:
    """One exact situation: `st` is a real game state with every card in exactly one zone."""

    def __init__(self, players=4, options=None, seed=1):
        self.g = G
        self.st = G.new_state(seed, players, options)
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

    def setup(self, hands: dict, discard, colour=None, current=0, draw_top=(), fill=5, empty_draw=False,
              direction=1):
        """hands: seat -> codes (other seats get `fill` blue and green number cards); discard and draw_top
        are listed bottom first (the last of draw_top is drawn first). With `empty_draw` the draw pile
        holds only draw_top and the other cards are out of play (in the box)."""
        st = self.st
        hs = {s: self.cards(h) for s, h in hands.items()}
        disc = self.cards(discard)
        top = self.cards(draw_top)
        g = self.g
        rest = [c for c in range(g.n_cards) if c not in self.used]
        fillers = [c for c in rest if g.cards[c]["kind"] == "number" and g.cards[c]["colour"] in ("blue", "green")]
        for s in range(st.players):
            if s not in hs:
                hs[s] = fillers[:fill]
                fillers = fillers[fill:]
                self.used.update(hs[s])
        rest = [c for c in range(g.n_cards) if c not in self.used]
        st.zones = {"box": [], "discard": disc, "hand": [hs[s] for s in range(st.players)],
                    "draw": top if empty_draw else rest + top}
        if empty_draw:
            st.zones["box"] = rest
        st.vars = {"colour": colour or (g.cards[disc[-1]]["colour"] if disc else None), "uno": -1}
        st.current, st.direction, st.pending, st.phase = current, direction, None, "play"
        st.known = [{} for _ in range(st.players)]
        return self

    def act(self, seat, kind, *args):
        return self.g.apply(self.st, Action(seat, kind, tuple(args)))

    def hand(self, seat):
        return self.st.zones["hand"][seat]

    def plays(self, seat=None) -> set:
        return {a.args[0] for a in self.g.legal_actions(self.st, seat) if a.kind == "play"}

    def kinds(self, seat) -> set:
        return {a.kind for a in self.g.legal_actions(self.st, seat)}


def all_cards_once(st) -> bool:
    cards = []
    for v in st.zones.values():
        if v and type(v[0]) is list:
            for h in v:
                cards.extend(h)
        else:
            cards.extend(v)
    return sorted(cards) == list(range(G.n_cards))
