"""Scenario builder for TOWAI tests: exact hands, field, piles, day or night and turn."""

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game

G = load_game("towai")
SUITS = {"D": "day", "N": "night", "T": "twai"}


def attrs(code: str) -> dict:
    """Spec notation ("D5", "N3", "T4", "D3a" for a named copy) -> card attributes."""
    return {"suit": SUITS[code[0]], "number": int(code[1])}


def code(cid: int) -> str:
    """Card id -> spec notation."""
    c = G.cards[cid]
    return c["suit"][0].upper() + str(c["number"])


class Scene:
    """Build one exact situation: st is a real game state with every card in exactly one zone."""

    def __init__(self, players=3, options=None, seed=1):
        self.st = G.new_state(seed, players, options)
        self.used: set = set()

    def card(self, code: str) -> int:
        want = attrs(code)
        for i, c in enumerate(G.cards):
            if i not in self.used and all(c[k] == v for k, v in want.items()):
                self.used.add(i)
                return i
        raise LookupError(code)

    def cards(self, codes) -> list:
        return [self.card(x) for x in codes]

    def setup(self, hands: dict, field=(), side="day", current=0, discard=(), draw_top=(), draw=None,
              fill=5, last=None, stage=None, scores=None):
        """hands: seat -> codes (other seats get `fill` Night 4/Day 7 fillers); piles bottom first.

        draw=None: every unused card goes under `draw_top`; draw=[codes]: exactly those, the rest in the box.
        """
        st = self.st
        hs = {s: self.cards(h) for s, h in hands.items()}
        fl, disc, top = self.cards(field), self.cards(discard), self.cards(draw_top)
        exact = None if draw is None else self.cards(draw)
        fillers = [c for c in range(G.n_cards) if c not in self.used and code(c) in ("N4", "D7", "N5", "D6")]
        for s in range(st.players):
            if s not in hs:
                hs[s] = fillers[:fill]
                fillers = fillers[fill:]
                self.used.update(hs[s])
        rest = [c for c in range(G.n_cards) if c not in self.used]
        st.zones = {"box": [], "field": fl, "discard": disc, "hand": [hs[s] for s in range(st.players)],
                    "draw": rest + top if exact is None else exact + top}
        if exact is not None:
            st.zones["box"] = rest
        n = players = st.players
        st.vars = {"side": side, "stage": stage or ("play" if fl else "orient"), "lead": None if fl else "open",
                   "last": ((current - 1) % n if last is None else last) if fl else -1, "passes": 0,
                   "combo": 0, "pool": None}
        st.current, st.direction, st.pending, st.phase = current, 1, None, "play"
        st.scores = list(scores) if scores else [0] * players
        return self

    def act(self, seat, kind, *args):
        return G.apply(self.st, Action(seat, kind, tuple(args)))

    def play(self, seat, code_: str):
        """Play the first card of `code_` in `seat`'s hand."""
        return self.act(seat, "play", self.find(seat, code_))

    def find(self, seat, code_: str) -> int:
        return next(c for c in self.hand(seat) if code(c) == code_[:2])

    def hand(self, seat):
        return self.st.zones["hand"][seat]

    def codes(self, seat=None, zone=None):
        cards = self.hand(seat) if zone is None else self.st.zones[zone]
        return [code(c) for c in cards]

    def plays(self, seat=None) -> set:
        """Codes of the legal plays."""
        return {code(a.args[0]) for a in G.legal_actions(self.st, seat) if a.kind == "play"}

    def kinds(self, seat=None) -> set:
        return {a.kind for a in G.legal_actions(self.st, seat)}

    def done(self, seat):
        """`seat` has nothing more that fits its combo: "stop" is its only action (the turn never ends
        by itself after a play, so nobody learns whether the player could have gone on)."""
        assert G.legal_actions(self.st) == [Action(seat, "stop")], G.legal_actions(self.st)
        return self.act(seat, "stop")


def all_cards_once(st) -> bool:
    cards = []
    for z, v in st.zones.items():
        if v and type(v[0]) is list:
            for h in v:
                cards.extend(h)
        else:
            cards.extend(v)
    return sorted(cards) == list(range(G.n_cards))


def swap_pending(s) -> bool:
    """A position predicate: a Swap waiting for seat 0's card."""
    return s.st.pending is not None and any(a.kind == "swap" for a in s.legal(0)) and s.legal() == s.legal(0)
