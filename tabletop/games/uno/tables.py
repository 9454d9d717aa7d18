"""UNO static tables: per-card tuples and ready-made actions, built once per game from its config."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.rules.registry import register_schema
from tabletop.rules.schema import Any_, Dict, Int, List, Map, Points, Str

MAX_SEATS = 10
# Cards a penalty or a Wild Draw Four makes a player draw: the official rules' are 2 to 6. Past 20 one
# forgotten "UNO" would empty the draw pile (a huge number reshuffled the discards for ever).
MAX_DRAW = 20


def _draw() -> Int:
    return Int(0, MAX_DRAW, why="the official penalties draw 2 to 6 cards; more than 20 would empty the draw pile")

# what playing a card does (the config's rules.effects names one per card kind)
EFFECT_NAMES = ("none", "skip", "reverse", "draw_two", "wild", "wild_draw_four")

register_schema("uno", Dict({
    "colours": List(Str(), min_len=1),
    "effects": Map(Str(), Str(EFFECT_NAMES), min_len=1),
    "draw_two": _draw(),
    "wd4_draw": _draw(),
    "wd4_failed_challenge": _draw(),
    "wd4_bluff_penalty": _draw(),
    "uno_penalty": _draw(),
}, required=["colours", "effects", "draw_two", "wd4_draw", "wd4_failed_challenge", "wd4_bluff_penalty",
             "uno_penalty"]))

# the scoring keys the code reads (Tables, text.validate): another key is a typo, refused at load
register_schema("uno", Dict({
    "number": Any_(),   # only "face_value" (text.validate says so)
    "action": Points(),
    "wild": Points(),
}, required=["action", "wild"]), section="scoring")


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
