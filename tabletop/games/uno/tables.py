"""UNO static tables: per-card tuples and ready-made actions, built once per game from its config."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.rules.registry import register_schema
from tabletop.rules.schema import Dict, Int, List, Map, Str

MAX_SEATS = 10
# what playing a card does (the config's rules.effects names one per card kind)
EFFECT_NAMES = ("none", "skip", "reverse", "draw_two", "wild", "wild_draw_four")

register_schema("uno", Dict({
    "colours": List(Str(), min_len=1),
    "effects": Map(Str(), Str(EFFECT_NAMES), min_len=1),
    "draw_two": Int(min=0),
    "wd4_draw": Int(min=0),
    "wd4_failed_challenge": Int(min=0),
    "wd4_bluff_penalty": Int(min=0),
    "uno_penalty": Int(min=0),
}, required=["colours", "effects", "draw_two", "wd4_draw", "wd4_failed_challenge", "wd4_bluff_penalty",
             "uno_penalty"]))


class Tables:
    """Per-card tuples (index = card id) and per-seat actions."""

    def __init__(self, game):
        A, P = game.attr, game.params
        n = game.n_cards
        self.colours = tuple(P["colours"])
        self.cidx = {c: i for i, c in enumerate(self.colours)}
        self.cname = A["colour"]
        self.col = tuple(self.cidx.get(c, -1) if c is not None else -1 for c in A["colour"])
        self.num = tuple(-1 if x is None else x for x in A["number"])
        self.wild = tuple(bool(w) for w in A["wild"])
        self.eff = tuple(P["effects"][k] for k in A["kind"])
        self.wd4 = tuple(e == "wild_draw_four" for e in self.eff)
        self.draw_two = tuple(e == "draw_two" for e in self.eff)
        # the symbol a coloured action card matches by (a Skip on a Skip); numbers and wilds have none
        self.sym = tuple(None if self.wild[i] or self.num[i] >= 0 else A["kind"][i] for i in range(n))
        sc = game.scoring
        self.points = tuple(self.num[i] if self.num[i] >= 0 else sc["wild"] if self.wild[i] else sc["action"]
                            for i in range(n))
        self._actions(n)

    def matches(self, c: int, colour: int, top: int) -> bool:
        """Whether card `c` may be played on `top` with `colour` current: a wild always; else the same
        colour, the same number or the same symbol."""
        if self.wild[c]:
            return True
        if self.col[c] == colour:
            return True
        n = self.num[c]
        if n >= 0:
            return n == self.num[top]
        return self.sym[c] == self.sym[top]

    def _actions(self, n: int) -> None:
        seats = range(MAX_SEATS)
        self.play = [[Action(s, "play", (c,)) for c in range(n)] for s in seats]
        self.colour = [[Action(s, "colour", (c,)) for c in self.colours] for s in seats]
        self.catch = [[Action(s, "catch", (w,)) for s in seats if s != w] for w in seats]
        self.answer = [[Action(s, "accept"), Action(s, "challenge")] for s in seats]
        self.uno = [Action(s, "uno") for s in seats]
        self.keep = [Action(s, "keep") for s in seats]
        self.draw = [Action(s, "draw") for s in seats]


def tables(game) -> Tables:
    """The game's tables, built on first use."""
    try:
        return game._uno
    except AttributeError:
        game._uno = Tables(game)
        return game._uno
