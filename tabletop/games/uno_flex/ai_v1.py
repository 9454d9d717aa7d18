"""Frozen baseline: the uno_flex normal policy as it stood when the levels were measured (issue 31),
registered as the seat kind `normal@v1` so a new normal can be measured against it in one run.
Do not tune this copy; improve ai.py instead. Its original description:

UNO FLEX policies: normal keeps colour options, spends power and wilds well, aims draws at the leader,
challenges a Draw Four when the odds favour it, calls UNO and catches; easy plays any matching card.

After every draw on a turn the engine asks "play the drawn card or keep it", playable or not (so the
table cannot tell). With only `keep` legal the driver answers without asking the policy; otherwise the
drawn card's plays are scored like any play against a fixed keep value."""

from __future__ import annotations

from tabletop.ai.registry import policy
from tabletop.games.uno_flex.rules import holds_colour
from tabletop.games.uno_flex.tables import tables

WIN = 1000.0
BLUFF_RATE = 0.15      # assumed chance an opponent plays a regular Draw Four while holding the colour
CHALLENGE_BELOW = 0.75  # challenge when the Draw Four is legal with less than this probability
KEEP = 3.0             # normal keeps a drawn card whose best play scores below this (a bluff Draw Four,
WILD_COST = 5.0        # normal's reluctance to spend a wild while 3+ other cards remain
LAST_WILD_COST = 8.0   # and with one other card: the wild kept for last always fits, a coloured card may not


class Ctx:
    """What the seat knows, precomputed once per decision."""

    def __init__(self, game, view):
        self.game, self.T, self.view = game, tables(game), view
        T = self.T
        self.me, self.P, self.dir = view["seat"], view["players"], view["direction"]
        self.hand = view["zones"]["hand"]
        self.counts = view["counts"]["hand"]
        V = view["vars"]
        self.power = V["power"][self.me]
        self.colour = T.cidx[V["colour"]] if V["colour"] is not None else -1
        self.colcount = [0] * len(T.colours)
        for c in self.hand:
            if T.col[c] >= 0:
                self.colcount[T.col[c]] += 1
        self.flexers = sum(1 for c in self.hand if T.has_flex[c])
        self.nxt = (self.me + self.dir) % self.P
        self.prev = (self.me - self.dir) % self.P
        self.kind = game.attr["kind"]
        self.shed = 0.05 if view["options"]["scoring"] else 0.01  # points left in hand count when scoring

    def urgency(self, seat: int) -> float:
        """How much it matters to hold `seat` back: large when they are close to going out."""
        return max(0.0, 6.0 - self.counts[seat]) if seat != self.me else 0.0

    def leader(self) -> int:
        others = [s for s in range(self.P) if s != self.me]
        return min(others, key=lambda s: (self.counts[s], ((s - self.me) * self.dir) % self.P))

    def power_value(self) -> float:
        return 1.5 + 1.5 * max(0, self.flexers - 1)


def _holds_colour(ctx, c: int) -> bool:
    """Whether playing Draw Four `c` regular now would be a bluff (we hold the current colour)."""
    rest = [d for d in ctx.hand if d != c]
    return holds_colour(ctx.T, rest, ctx.colour, ctx.view["options"]["wilds_count_for_wd4_check"],
                        ctx.view["options"].get("flex_colours_count_for_wd4_check", True) and ctx.power)


def _others_urgency(ctx) -> float:
    return sum(ctx.urgency(s) for s in range(ctx.P) if s != ctx.me)


def _all_flip(ctx, c) -> float:
    return 1.0 + (-1.0 if ctx.power else 1.0) * ctx.power_value()


def _regular_wd4(ctx, c) -> float:
    return -40.0 if _holds_colour(ctx, c) else 5.0 + 1.5 * ctx.urgency(ctx.nxt)


def _reverse(ctx, c) -> float:
    return 0.5 + 0.8 * (ctx.urgency(ctx.nxt) - ctx.urgency(ctx.prev)) if ctx.P > 2 else 0.5


# card kind -> value of its effect for the player, played flex / regular
FLEX_EFFECT = {
    "flex_skip": lambda ctx, c: 7.0,
    "flex_reverse": lambda ctx, c: 2.0 + ctx.urgency(ctx.prev),
    "flex_draw_two": lambda ctx, c: 3.0 + 0.3 * _others_urgency(ctx),
    "flex_wild_target_draw_two": lambda ctx, c: 2.0 + 1.5 * ctx.urgency(ctx.leader()),
    "flex_wild_all_draw": lambda ctx, c: 3.0 + 0.5 * _others_urgency(ctx),
    "flex_wild_draw_four": lambda ctx, c: 3.0 + 2.0 * ctx.urgency(ctx.leader()),
}
REGULAR_EFFECT = {
    "skip": lambda ctx, c: 1.5 + ctx.urgency(ctx.nxt),
    "flex_skip": lambda ctx, c: 1.5 + ctx.urgency(ctx.nxt),
    "reverse": _reverse,
    "flex_reverse": _reverse,
    "draw_two": lambda ctx, c: 3.0 + 1.5 * ctx.urgency(ctx.nxt),
    "flex_draw_two": lambda ctx, c: 3.0 + 1.5 * ctx.urgency(ctx.nxt),
    "wild_all_flip": _all_flip,
    "flex_wild_draw_four": _regular_wd4,
}


def _effect(ctx, c: int, flex: bool) -> float:
    """Value of the card's effect for this seat."""
    fn = (FLEX_EFFECT if flex else REGULAR_EFFECT).get(ctx.kind[c])
    return fn(ctx, c) if fn else 0.0


def play_score(ctx, c: int, mode: str, wild_cost: float = WILD_COST) -> float:
    """Normal's value of playing card `c` in `mode` on its turn (hard's with a higher `wild_cost`)."""
    T = ctx.T
    rest = len(ctx.hand) - 1
    if rest == 0:
        return WIN
    flex = mode == "flex"
    s = 10.0 + ctx.shed * T.points[c]
    if T.wild[c]:
        s += 1.5 * max(ctx.colcount) - (wild_cost if rest >= 3 else LAST_WILD_COST if rest == 1 else 1.0)
    else:
        s += 1.5 * (ctx.colcount[T.col[c]] - 1)
    s += _effect(ctx, c, flex)
    after = ctx.power
    if flex and after:
        after = False
    if T.flip[c]:
        after = not after
    s += (after - ctx.power) * ctx.power_value()
    return s


def _p_legal(ctx, bluff_rate: float = BLUFF_RATE) -> float:
    """Chance the pending Draw Four was legal: no card of the previous colour in the player's hand."""
    T, view, pend = ctx.T, ctx.view, ctx.view["pending"]
    by, prev = pend["by"], T.cidx[pend["prev"]]
    o = view["options"]
    if o["strict_wd4"]:   # the engine allows a regular Draw Four only when the check passes: never a bluff
        return 1.0
    wc = o["wilds_count_for_wd4_check"]
    fc = o.get("flex_colours_count_for_wd4_check", True) and view["vars"]["power"][by]
    seen = set(ctx.hand) | set(view["zones"]["discard"]) | set(view["zones"].get("box", []))
    unseen = [c for c in range(ctx.game.n_cards) if c not in seen]
    U = len(unseen)
    K = sum(1 for c in unseen if holds_colour(T, (c,), prev, wc, fc))
    h = ctx.counts[by]
    p = 1.0
    for i in range(h):
        if U - i <= 0:
            break
        p *= max(0, U - K - i) / (U - i)
    return p / (p + bluff_rate * (1 - p)) if p < 1 else 1.0


def _colour_score(ctx, name: str) -> float:
    T = ctx.T
    i = T.cidx[name]
    flex = sum(1 for c in ctx.hand if T.fcol[c] == i) if ctx.power else 0
    return 2.0 * ctx.colcount[i] + 0.5 * flex


NORMAL = {
    "play": lambda ctx, a: play_score(ctx, a.args[0], a.args[1]),
    "draw": lambda ctx, a: 0.0,
    "keep": lambda ctx, a: KEEP,
    "colour": lambda ctx, a: _colour_score(ctx, a.args[0]),
    "target": lambda ctx, a: -ctx.counts[a.args[0]] - 0.01 * (((a.args[0] - ctx.me) * ctx.dir) % ctx.P),
    "accept": lambda ctx, a: 0.0,
    "challenge": lambda ctx, a: CHALLENGE_BELOW - _p_legal(ctx),
    "uno": lambda ctx, a: WIN,
    "catch": lambda ctx, a: WIN - 100,
}


@policy("uno_flex", "normal@v1")
def normal(game, view, legal, rng) -> list[float]:
    """Score every legal action (see the module docstring)."""
    ctx = Ctx(game, view)
    return [NORMAL[a.kind](ctx, a) + rng.random() * 1e-3 for a in legal]


# The digest of every action a table of the normal this copies played over the probe of
# tests/test_ai_frozen.py, computed with that normal when it was frozen.
FINGERPRINT = "db9bb48830ae34fc276f5bce1e7d66e242670b312de107f18f416faf091ce6bc"
