"""TWEAK static tables (per-card tuples, ready-made actions) and the capture search, built once per game."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.rules.registry import register_schema
from tabletop.rules.schema import Dict, Int, List, Map, Points, Str

T_KINDS = ("thief", "joker", "shifter", "bomb")  # the T! cards, in the order their actions are listed
NUMBER, TARGET = "number", "target"
MAX_SEATS = 8
FACES = 8  # face id = colour index * FACES + value

# Cards laid out on the table at the start and when T! cards run out: the rulebook's are 2. More than 12
# would not fit the table's row of cards (and a billion dealt out the deck and beyond).
MAX_TABLE_CARDS = 12
TABLE_WHY = "the rulebook lays out 2; the table has room for 12"

register_schema("tweak", Dict({
    "colours": List(Str(), min_len=1),
    "required_colour": Str(),
    "colours_by_players": Map(Int(1, 8), Int(min=1), min_len=1),   # one per player count: text.validate
    "table_start": Int(0, MAX_TABLE_CARDS, why=TABLE_WHY),
    "tweak_table_refill": Int(0, MAX_TABLE_CARDS, why=TABLE_WHY),
}, required=["colours", "required_colour", "colours_by_players", "table_start", "tweak_table_refill"]))

# the scoring keys the code reads (card_points): another key is a typo, refused at load
register_schema("tweak", Dict({k: Points() for k in ("number", "red", "five", "red_five", "tweak_card")},
                              required=["number", "red", "five", "red_five", "tweak_card"]), section="scoring")


def card_points(sc: dict, kind: str, colour, value) -> int:
    """The corner points of one card from the YAML scoring table."""
    if kind in T_KINDS:
        return sc["tweak_card"]
    if kind != NUMBER:
        return 0
    red = colour == "red"
    if value == 5:
        return sc["red_five"] if red else sc["five"]
    return sc["red"] if red else sc["number"]


class Tables:
    """Precomputed per-card tuples (index = card id) and per-seat actions."""

    def __init__(self, game):
        A = game.attr
        self.colours = tuple(game.params["colours"])
        cidx = {c: i for i, c in enumerate(self.colours)}
        kinds = A["kind"]
        n = game.n_cards
        self.kind = kinds
        self.is_num = tuple(k == NUMBER for k in kinds)
        self.is_t = tuple(k in T_KINDS for k in kinds)
        self.value = tuple(v or 0 for v in A["value"])
        self.back = tuple(b or 0 for b in A["back"])
        self.col = tuple(cidx.get(c, -1) for c in A["colour"])
        self.face = tuple(self.col[i] * FACES + self.value[i] if self.is_num[i] else -1 - i for i in range(n))
        self.points = tuple(card_points(game.scoring, kinds[i], A["colour"][i], self.value[i]) for i in range(n))
        self.numbers = tuple(i for i in range(n) if self.is_num[i])
        self.by_colour = {c: tuple(i for i in self.numbers if A["colour"][i] == c) for c in self.colours}
        self.t_cards = tuple(i for i in range(n) if self.is_t[i])
        self.blue = kinds.index(TARGET)
        self.empty_target = self.back[self.blue]  # the blue card: 7 once the deck is empty
        self._actions(n)

    def _actions(self, n: int):
        seats = range(MAX_SEATS)
        self.place = [[Action(s, "place", (c,)) for c in range(n)] for s in seats]
        self.give = [[Action(s, "give", (c,)) for c in range(n)] for s in seats]
        self.thief = [[Action(s, "use_thief", (v,)) for v in seats] for s in seats]
        self.joker = [(Action(s, "use_joker", (1,)), Action(s, "use_joker", (-1,))) for s in seats]
        self.shifter = [Action(s, "use_shifter") for s in seats]
        self.bomb = [Action(s, "use_bomb") for s in seats]


def tables(game) -> Tables:
    """The game's tables, built on first use."""
    try:
        return game._tw
    except AttributeError:
        game._tw = Tables(game)
        return game._tw


def distinct(T: Tables, cards: list) -> list:
    """One card per face (the lowest id): two cards with the same colour and value are the same play."""
    face = T.face
    seen, out = [], []
    for c in sorted(cards):
        f = face[c]
        if f not in seen:
            seen.append(f)
            out.append(c)
    return out


def groups(T: Tables, table: list) -> list:
    """Table cards by face as (value, [ids ascending]), values ascending."""
    g: dict = {}
    face = T.face
    for c in sorted(table):
        f = face[c]
        if f in g:
            g[f].append(c)
        else:
            g[f] = [c]
    value = T.value
    return sorted(((value[ids[0]], ids) for ids in g.values()), key=lambda x: x[0])


def subsets(gs: list, r: int, min_k: int) -> list:
    """Every distinct choice (by face) of table cards whose values add up to `r`: sorted id tuples."""
    # depth first over the face groups (values ascending), choosing how many cards of each face to take;
    # a branch stops as soon as the next value is too big or the cards left cannot reach the rest
    out: list = []
    n = len(gs)
    rest = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        rest[i] = rest[i + 1] + gs[i][0] * len(gs[i][1])
    pick: list = []

    def rec(i: int, r: int) -> None:
        if r == 0:
            if len(pick) >= min_k:
                out.append(tuple(sorted(pick)))
            return
        if i == n or rest[i] < r:
            return
        v, ids = gs[i]
        if v > r:
            return
        for k in range(min(len(ids), r // v), -1, -1):
            pick.extend(ids[:k])
            rec(i + 1, r - k * v)
            if k:
                del pick[-k:]

    rec(0, r)
    return out
