"""TOWAI static tables: per-card tuples, which cards fit day or night, effect dispatch, ready-made actions."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.rules.registry import get_hook, hook, register_schema
from tabletop.rules.schema import Dict, Hook, Map, Points, Str

# lead kind -> (option that makes the lead compulsory, the action that declines it)
DECLINE = {"reset": ("reset_extra_turn_mandatory", "stop"), "restart": ("restart_lead_mandatory", "pass"),
           "open": ("restart_lead_mandatory", "pass")}

EFFECTS: dict = {}  # name -> effect function; filled at import by @effect, never changed afterwards
MAX_SEATS = 6
SIDES = ("day", "night")
FLIP = {"day": "night", "night": "day"}
SUITS = {"day": ("day", "twai"), "night": ("night", "twai")}  # the suits each side accepts

register_schema("towai", Dict({
    "effects": Map(Str(), Hook(), min_len=1),
}, required=["effects"]))

# the scoring key the code reads (what a round win adds): another key is a typo, refused at load
register_schema("towai", Dict({"agari": Points(1)}, required=["agari"]), section="scoring")


def effect(name: str):
    """Register a card effect hook (callable from the YAML `rules.effects` mapping)."""

    def deco(fn):
        EFFECTS[name] = fn
        return hook(name)(fn)

    return deco


def fits(suit: str, number: int, side: str, top: int) -> bool:
    """Whether a card may go on `top` (a number) by `side`: day wants >= top, night <= top."""
    if suit not in SUITS[side]:
        return False
    return number >= top if side == "day" else number <= top


class Tables:
    """Precomputed per-card tuples (index = card id) and per-seat actions."""

    def __init__(self, game):
        A = game.attr
        n = game.n_cards
        self.suit = A["suit"]
        self.num = A["number"]
        self.flips = tuple(bool(f) for f in A["flips"])
        self.eff = tuple(get_hook(game.params["effects"][e]) for e in A["effect"])
        # fit[side][top][c]: card c may go on a top card numbered `top`; combo[side][n][c]: same number n too
        self.fit = {s: [tuple(fits(self.suit[c], self.num[c], s, t) for c in range(n)) for t in range(8)]
                    for s in SIDES}
        self.combo = {s: [tuple(self.fit[s][t][c] and self.num[c] == t for c in range(n)) for t in range(8)]
                      for s in SIDES}
        self.suit_ok = {s: tuple(self.suit[c] in SUITS[s] for c in range(n)) for s in SIDES}
        self._actions(n)

    def _actions(self, n: int):
        seats = range(MAX_SEATS)
        self.play = [[Action(s, "play", (c,)) for c in range(n)] for s in seats]
        self.swap = [[Action(s, "swap", (c,)) for c in range(n)] for s in seats]
        self.orient = [{side: Action(s, "orient", (side,)) for side in SIDES} for s in seats]
        self.stop = [Action(s, "stop") for s in seats]
        self.pass_ = [Action(s, "pass") for s in seats]


def tables(game) -> Tables:
    """The game's tables, built on first use."""
    try:
        return game._tw
    except AttributeError:
        game._tw = Tables(game)
        return game._tw
