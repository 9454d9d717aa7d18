"""BIG TWO's tables: ready-made actions and the numbers read from the config, and which expert stages are
on; shared by the rules, their texts and the AI."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.big_two import combos as C

STAGE_OPTIONS = ("stage1_mighty_two", "stage2_dragons", "stage3_bombs", "stage4_fair_start",
                 "stage5_transforming_dragon")

TWOS = frozenset(range(48, 52))
MAX_SEATS = 4


class Tables:
    """Ready-made per-seat actions and the numbers read from the config, built once per game."""

    def __init__(self, game):
        seats = range(MAX_SEATS)
        self.pass_ = [Action(s, "pass") for s in seats]
        self.keep = [Action(s, "keep") for s in seats]
        self.redeal = [Action(s, "redeal") for s in seats]
        fs = game.params["fair_start"]
        rank = {r: i for i, r in enumerate(C.RANK_NAMES)}
        self.values = [0] * 13
        for r, v in fs["values"].items():
            self.values[rank[str(r)]] = v
        self.below = fs["below"]
        self.brackets = {int(n): [tuple(b) for b in br] for n, br in game.scoring["penalty"].items()}


def tables(game) -> Tables:
    """The game's tables, built on first use."""
    try:
        return game._b2
    except AttributeError:
        game._b2 = Tables(game)
        return game._b2


def stages(opts: dict) -> list[bool]:
    """Which expert stages are on: stage k with `expert` >= k or its own option (RES-13)."""
    e = opts["expert"]
    return [e > k or bool(opts[name]) for k, name in enumerate(STAGE_OPTIONS)]


def hand_value(T: Tables, hand, dragon_value: int) -> int:
    """The stage 4 value of a dealt hand: J 1, Q 2, K 3, A 4, 2 5, a dragon `dragon_value` (RES-20)."""
    v = T.values
    return sum(v[c >> 2] if c < C.NATURALS else dragon_value for c in hand)
