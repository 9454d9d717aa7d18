"""Scenario builder for BIG TWO tests: exact hands, the play to beat, whose turn, in spec notation."""

from tabletop.engine.actions import Action
from tabletop.games.big_two import rules as B2
from tabletop.games.big_two import combos as C
from tabletop.rules.loader import load_game

G = load_game("big_two")
SUIT = {"g": 0, "y": 1, "r": 2, "p": 3}
P4 = (0, 3, 2, 1)  # spec players P1..P4 in play order (counter-clockwise) -> seats
P3 = (0, 2, 1)


def card(code: str) -> int:
    """Spec notation ("3g", "10p", "Ar", "DB", "DC") -> card id."""
    if code in ("DB", "DC"):
        return C.DB if code == "DB" else C.DC
    return 4 * C.RANK_NAMES.index(code[:-1]) + SUIT[code[-1]]


def ids(codes) -> tuple:
    return tuple(sorted(card(c) for c in codes))


def decl(*pairs) -> tuple:
    """decl("9y") -> (("9", "yellow"),): what each dragon stands for, in dragon id order."""
    return tuple(C.DECL[card(p)] for p in pairs)


def play_args(codes, *decls) -> tuple:
    return ids(codes), decl(*decls)


def filler_order():
    """Natural cards without 2s, three per rank and no suit on five ranks in a row: no bomb can form."""
    return [4 * r + s for r in range(12) for s in range(4) if (r + s) % 4 != 3]


class Scene:
    """Build one exact situation: st is a real game state with every card in exactly one zone."""

    def __init__(self, players=4, options=None, seed=1):
        self.st = G.new_state(seed, players, options)

    def setup(self, hands: dict, top=None, current=0, fill=5, passes=0, scores=None):
        """hands: seat -> codes (other seats get `fill` filler cards, or fill[seat] if a dict).

        top: (seat, codes, decl codes) of the play to beat, or None for a lead.
        """
        st = self.st
        used = set()
        hs = {s: sorted(card(c) for c in h) for s, h in hands.items()}
        for h in hs.values():
            used.update(h)
        top_cards = ()
        if top is not None:
            top_cards = ids(top[1])
            used.update(top_cards)
        fillers = [c for c in filler_order() if c not in used]
        for s in range(st.players):
            if s not in hs:
                n = fill.get(s, 5) if isinstance(fill, dict) else fill
                hs[s], fillers = sorted(fillers[:n]), fillers[n:]
                used.update(hs[s])
        dragons = st.vars["dragons"]
        deck = range(C.NATURALS + (2 if dragons else 0))
        rest = [c for c in deck if c not in used]
        st.zones = {"box": [c for c in range(G.n_cards) if c not in deck and c not in used],
                    "hand": [hs[s] for s in range(st.players)], "aside": [], "trick": list(top_cards),
                    "played": rest}
        V = st.vars
        V["must"], V["opener"], V["passes"] = -1, 0, passes
        V["top"], V["last"] = None, -1
        if top is not None:
            seat = top[0]
            d = decl(*top[2]) if len(top) > 2 else ()
            cat, key = C.evaluate(top_cards, d, V["stages"][4])
            V["top"] = {"seat": seat, "cards": list(top_cards), "decl": [list(x) for x in d],
                        "combo": C.CAT_NAMES[cat], "size": len(top_cards), "key": C.beat_key(top_cards, key),
                        "bomb": V["stages"][2] and cat in C.BOMBS}
            V["last"] = seat
        if scores is not None:
            st.scores = list(scores)
        st.current, st.pending, st.phase = current, None, "play"
        return self

    def act(self, seat, kind, *args):
        return G.apply(self.st, Action(seat, kind, tuple(args)))

    def play(self, seat, codes, *decls):
        return self.act(seat, "play", ids(codes), decl(*decls))

    def hand(self, seat):
        return self.st.zones["hand"][seat]

    def plays(self, seat=None):
        """The legal plays as sets of card codes (frozensets), declarations dropped."""
        return {frozenset(C.card_code(c) for c in a.args[0])
                for a in G.legal_actions(self.st, seat) if a.kind == "play"}


def all_cards_once(st) -> bool:
    cards = []
    for v in st.zones.values():
        if v and type(v[0]) is list:
            for h in v:
                cards.extend(h)
        else:
            cards.extend(v)
    return sorted(cards) == list(range(G.n_cards))


def fs(*codes) -> frozenset:
    return frozenset(codes)


__all__ = ["G", "B2", "C", "Scene", "card", "ids", "decl", "play_args", "all_cards_once", "fs", "P4", "P3"]
