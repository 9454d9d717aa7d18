"""UNO FLEX static tables: per-card tuples, effect dispatch and ready-made actions, built once per game."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.rules.registry import get_hook, hook, register_schema
from tabletop.rules.schema import Any_, Dict, Hook, Int, List, Map, Points, Str

EFFECTS: dict = {}  # name -> effect function; filled at import by @effect, never changed afterwards
WD4_HOOK = "uno_flex.wild_draw_four"
MAX_SEATS = 8

# Cards a penalty or a Wild Draw Four makes a player draw: the rulebook's are 2 to 6. Past 20 one forgotten
# "UNO" would empty the draw pile (uno_penalty: 1000000000 loaded, and reshuffled the discards for ever).
MAX_DRAW = 20
DRAW_WHY = "the rulebook's penalties draw 2 to 6 cards; more than 20 would empty the draw pile at once"


def _draw() -> Int:
    return Int(0, MAX_DRAW, why=DRAW_WHY)


register_schema("uno_flex", Dict({
    "colours": List(Str(), min_len=1),
    "uno_penalty": _draw(),
    "wd4_draw": _draw(),
    "wd4_failed_challenge": _draw(),
    "wd4_bluff_penalty": _draw(),
    "effects": Map(Str(), Dict({"regular": Hook(), "flex": Hook()}, required=["regular"]), min_len=1),
}, required=["colours", "uno_penalty", "wd4_draw", "wd4_failed_challenge", "wd4_bluff_penalty", "effects"]))

# the scoring keys the code reads (tables.Tables, text.validate): another key is a typo, refused at load
register_schema("uno_flex", Dict({
    "number": Any_(),            # only "face_value" (text.validate says so)
    "coloured_action": Points(),
    "wild_action": Points(),
}, required=["coloured_action", "wild_action"]), section="scoring")


def effect(name: str):
    """Register a card effect hook (callable from the YAML `rules.effects` mapping)."""

    def deco(fn):
        EFFECTS[name] = fn
        return hook(name)(fn)

    return deco


class Tables:
    """Precomputed per-card tuples (index = card id) and per-seat actions."""

    def __init__(self, game):
        A, P = game.attr, game.params
        colours = P["colours"]
        self.colours = tuple(colours)
        self.cidx = {c: i for i, c in enumerate(colours)}
        self.cidx[None] = -1
        n = game.n_cards
        eff = P["effects"]
        kinds = A["kind"]
        self.cname = A["colour"]
        self.col = tuple(self.cidx.get(c, -1) for c in A["colour"])
        self.fcol = tuple(self.cidx.get(c, -1) for c in A["flex_colour"])
        self.num = tuple(x or 0 for x in A["number"])
        self.wild = tuple(bool(w) for w in A["wild"])
        self.sym = tuple(None if self.wild[i] else A["symbol"][i] for i in range(n))
        self.flip = tuple(bool(f) for f in A["flip_icon"])
        self.eff_reg = tuple(get_hook(eff[k]["regular"]) for k in kinds)
        self.eff_flex = tuple(get_hook(eff[k]["flex"]) if "flex" in eff[k] else None for k in kinds)
        self.has_flex = tuple(f is not None for f in self.eff_flex)
        self.wd4 = tuple(eff[k]["regular"] == WD4_HOOK for k in kinds)
        self.flex_action = tuple(self.has_flex[i] and not self.wild[i] and not self.num[i] for i in range(n))
        sc = game.scoring
        self.points = tuple(self.num[i] if self.num[i] else sc["wild_action"] if self.wild[i]
                            else sc["coloured_action"] for i in range(n))
        self._actions()

    def matches(self, c: int, colour: int, top: int) -> bool:
        """Whether coloured card `c` may be played in regular mode on `top` with `colour` current: same
        colour, same number or same symbol."""
        n, s = self.num[c], self.sym[c]
        return self.col[c] == colour or (n and n == self.num[top]) or (s is not None and s == self.sym[top])

    def _actions(self):
        seats = range(MAX_SEATS)
        self.play = [[(Action(s, "play", (c, "regular")), Action(s, "play", (c, "flex")))
                      for c in range(len(self.col))] for s in seats]
        self.colour = [[Action(s, "colour", (c,)) for c in self.colours] for s in seats]
        self.target = [[Action(s, "target", (t,)) for t in seats if t != s] for s in seats]
        self.catch = [[Action(s, "catch", (w,)) for s in seats if s != w] for w in seats]
        self.answer = [[Action(s, "accept"), Action(s, "challenge")] for s in seats]
        self.uno = [Action(s, "uno") for s in seats]
        self.keep = [Action(s, "keep") for s in seats]
        self.draw = [Action(s, "draw") for s in seats]


def tables(game) -> Tables:
    """The game's tables, built on first use."""
    try:
        return game._uf
    except AttributeError:
        game._uf = Tables(game)
        return game._uf
