"""Frozen baseline: the uno normal policy as it stood when the levels were measured (issue 31),
registered as the seat kind `normal@v1` so a new normal can be measured against it in one run.
Do not tune this copy; improve ai.py instead. Its original description:

UNO policies. Normal sheds action and high-value cards while keeping the colour it holds most in play,
saves its wilds for when nothing else fits (a Wild Draw Four for a player close to going out), never
bluffs a Wild Draw Four, names the colour it holds most, calls UNO, catches every miss and challenges a
Wild Draw Four when the odds say it was a bluff. Easy plays any matching card, bluffs and challenges at
random and sometimes forgets to call UNO or to catch. Hard searches sampled worlds (tabletop.ai.search)
with normal as its prior.

After every draw the engine asks "play the drawn card or keep it", playable or not; with only `keep`
legal the driver answers without asking the policy, otherwise the drawn card's play is scored like any
play against a fixed keep value."""

from __future__ import annotations

from tabletop.ai.registry import policy
from tabletop.games.uno.rules import holds_colour
from tabletop.games.uno.tables import tables

WIN = 1000.0
KEEP = 3.0              # normal keeps a drawn card whose play scores below this (a bluff Draw Four)
WILD_COST = 5.0         # normal's reluctance to spend a wild while another card could do
WD4_COST = 6.5          # a Wild Draw Four is held longer still: it is the answer to a player on one card
LAST_WILD_COST = 8.0    # with one other card left, the wild is kept for last: it always fits
BLUFF = -40.0           # normal never plays a Wild Draw Four while holding the current colour
BLUFF_RATE = 0.2        # assumed chance a player bluffs a Wild Draw Four when it holds the colour
CHALLENGE_BELOW = 0.7   # challenge when the Draw Four was legal with less than this probability


class Ctx:
    """What the seat knows, worked out once per decision."""

    def __init__(self, game, view):
        self.game, self.T, self.view = game, tables(game), view
        T = self.T
        self.me, self.P, self.dir = view["seat"], view["players"], view["direction"]
        self.hand = view["zones"]["hand"]
        self.counts = view["counts"]["hand"]
        colour = view["vars"]["colour"]
        self.colour = T.cidx.get(colour, -1) if colour is not None else -1
        self.colcount = [0] * len(T.colours)
        for c in self.hand:
            if T.col[c] >= 0:
                self.colcount[T.col[c]] += 1
        self.nxt = (self.me + self.dir) % self.P
        self.prev = (self.me - self.dir) % self.P
        self.shed = 0.05 if view["options"]["score_to_500"] else 0.01   # points left in hand count then

    def urgency(self, seat: int) -> float:
        """How much it matters to hold `seat` back: large when they are close to going out."""
        return max(0.0, 6.0 - self.counts[seat]) if seat != self.me else 0.0


def _effect(ctx, c: int) -> float:
    """Value of the card's effect for this seat."""
    e = ctx.T.eff[c]
    if e == "skip" or (e == "reverse" and ctx.P == 2):
        return 1.5 + ctx.urgency(ctx.nxt)
    if e == "reverse":
        return 0.5 + 0.8 * (ctx.urgency(ctx.nxt) - ctx.urgency(ctx.prev))
    if e == "draw_two":
        return 3.0 + 1.5 * ctx.urgency(ctx.nxt)
    if e == "wild_draw_four":
        return 3.0 + 2.0 * ctx.urgency(ctx.nxt)
    return 0.0


def play_score(ctx, c: int) -> float:
    """Normal's value of playing card `c` now."""
    T = ctx.T
    rest = len(ctx.hand) - 1
    if rest == 0:
        return WIN
    s = 10.0 + ctx.shed * T.points[c] + _effect(ctx, c)
    if T.wild[c]:
        if T.wd4[c] and holds_colour(T, [d for d in ctx.hand if d != c], ctx.colour):
            return BLUFF
        cost = LAST_WILD_COST if rest == 1 else WD4_COST if T.wd4[c] else WILD_COST
        return s - cost + 1.5 * max(ctx.colcount)
    s += 1.5 * (ctx.colcount[T.col[c]] - 1)
    if T.num[c] < 0:   # an action card: shed it while it can still hurt someone
        s += 0.5
    return s


def p_legal(ctx, bluff_rate: float = BLUFF_RATE) -> float:
    """Chance the pending Wild Draw Four was legal: its player held no card of the colour it replaced."""
    T, view, pend = ctx.T, ctx.view, ctx.view["pending"]
    if view["options"]["strict_wd4"]:
        return 1.0
    by, prev = pend["by"], T.cidx.get(pend["prev"], -1)
    known = view["known"]
    if any(h == by and T.col[int(c)] == prev for c, h in known.items()):
        return 0.0   # seen in that hand (a challenge showed it) and not played since
    seen = set(ctx.hand) | set(view["zones"]["discard"]) | set(view["zones"].get("box", []))
    seen |= {int(c) for c in known}
    unseen = [c for c in range(ctx.game.n_cards) if c not in seen]
    U = len(unseen)
    K = sum(1 for c in unseen if T.col[c] == prev)
    h = ctx.counts[by] - sum(1 for c, holder in known.items() if holder == by)
    p = 1.0
    for i in range(max(0, h)):
        if U - i <= 0:
            break
        p *= max(0, U - K - i) / (U - i)
    return p / (p + bluff_rate * (1 - p)) if p < 1 else 1.0


def colour_score(ctx, i: int) -> float:
    """Name the colour held most (action cards of it weigh a little more: they keep the turn)."""
    T = ctx.T
    acts = sum(1 for c in ctx.hand if T.col[c] == i and T.num[c] < 0)
    return 2.0 * ctx.colcount[i] + 0.5 * acts


NORMAL = {
    "play": lambda ctx, a: play_score(ctx, a.args[0]),
    "draw": lambda ctx, a: 0.0,
    "keep": lambda ctx, a: KEEP,
    "colour": lambda ctx, a: colour_score(ctx, ctx.T.cidx[a.args[0]]),
    "accept": lambda ctx, a: 0.0,
    "challenge": lambda ctx, a: CHALLENGE_BELOW - p_legal(ctx),
    "take": lambda ctx, a: 0.0,
    "uno": lambda ctx, a: WIN,
    "catch": lambda ctx, a: WIN - 100,
}


@policy("uno", "normal@v1")
def normal(game, view, legal, rng) -> list[float]:
    """Score every legal action (see the module docstring)."""
    ctx = Ctx(game, view)
    return [NORMAL[a.kind](ctx, a) + rng.random() * 1e-3 for a in legal]


# The digest of every action a table of the normal this copies played over the probe of
# tests/test_ai_frozen.py, computed with that normal when it was frozen.
FINGERPRINT = "05b6cd447524e3572e19f4982d579cbbc3024165118af67de82de49b0dad8e65"
