"""Frozen baseline: the big_two normal policy as it stood when the levels were measured (issue 31),
registered as the seat kind `normal@v1` so a new normal can be measured against it in one run.
Do not tune this copy; improve ai.py instead. Its original description:

BIG TWO policies. Normal plans its hand into combinations (five-card hands, triples, pairs, singles),
leads its weakest combination (its sure winners only once at most one weak one is left, so they can win
back the lead after each weak lead), follows with the cheapest beating play that keeps the plan whole,
keeps its control cards (2s, aces, bombs) for when they win the deal unless nothing still out beats
them (then it takes the lead at once), and blocks a player close to going out. Easy leads its lowest
card and beats whatever it can with the cheapest play."""

from __future__ import annotations

from tabletop.ai.registry import policy
from tabletop.games.big_two import combos as C

CONTROL_RANK = 11  # aces and 2s keep control of a trick
WIN = 1000.0
K = {"size": 2.0, "five": 0.0, "break": 10.0, "ctrl": 10.0, "ctrl_margin": 0, "lead_break": 12.0, "pass": 0.0, "losers": 1}


def _natural_fives(hand) -> list:
    """Every natural five-card combination in `hand` as sorted card tuples."""
    B, S, _ = C.split(hand)
    out: list = []
    C.fives_natural(B, S, hand, C.LEAD, C.ALL_FIVES, out)
    return [p[0] for p in out]


def _by_rank(cards) -> dict:
    out: dict = {}
    for c in cards:
        out.setdefault(c >> 2 if c < C.NATURALS else 13 + c - C.NATURALS, []).append(c)
    return out


def _damage(rest_count: dict, five) -> int:
    """How many pairs/triples a five-card hand breaks (takes part of a rank held twice or more)."""
    used = _by_rank(five)
    return sum(1 for r, cs in used.items() if rest_count.get(r, 0) >= 2 and len(cs) < rest_count[r])


def _small_sets(cards) -> list:
    """Triples, pairs and singles by rank (a four makes two pairs); dragons stay singles."""
    out = []
    for r, cs in sorted(_by_rank(cards).items()):
        cs = sorted(cs)
        if r >= 13:
            out += [(c,) for c in cs]
        elif len(cs) == 4:
            out += [tuple(cs[:2]), tuple(cs[2:])]
        else:
            out.append(tuple(cs))
    return out


_PARTS: dict = {}  # hand -> its candidate partitions (with and without five-card hands); a pure cache
# Entries each cache keeps before it starts again: 20,000 partitions are about 17 MiB. At 100,000 (as it was)
# a long session against hard seats, whose searches see thousands of hands, held 85 MiB in this cache alone.
PARTS_MAX = 20_000
FIVES_MAX = 20_000


def _partitions(hand: tuple) -> tuple:
    """The candidate partitions of a sorted hand: greedy five-card hands that break at most one set, then
    triples, pairs and singles; and the same without five-card hands."""
    got = _PARTS.get(hand)
    if got is not None:
        return got
    out = []
    for use_fives in (True, False):
        rest, combos = list(hand), []
        while use_fives and len(rest) >= 5:
            fives = _natural_fives(rest)
            if not fives:
                break
            cnt = {r: len(cs) for r, cs in _by_rank(rest).items()}
            pick = min(fives, key=lambda f: (_damage(cnt, f), f[-1]))
            if _damage(cnt, pick) > 1:
                break
            combos.append(pick)
            rest = [c for c in rest if c not in pick]
        combos += _small_sets(rest)
        out.append(combos)
    if len(_PARTS) >= PARTS_MAX:
        _PARTS.clear()
    _PARTS[hand] = got = tuple(out)
    return got


def plan(hand, control=None) -> list:
    """A partition of the hand into combinations: the fewer plays and the more control, the better."""
    control = control or static_control
    best, best_cost = None, None
    for combos in _partitions(tuple(sorted(hand))):
        cost = 10 * len(combos) - 3 * sum(1 for p in combos if control(p))
        if best_cost is None or cost < best_cost:
            best, best_cost = combos, cost
    return best


_FIVE_STRENGTH: dict = {}  # five-card tuple -> strength; a pure cache


def strength(cards) -> float:
    """0 (weak) .. 13 (strong): rank of the combination's deciding card; five-card hands by category."""
    if len(cards) == 5:
        key = tuple(cards)
        got = _FIVE_STRENGTH.get(key)
        if got is None:
            cat, _ = C.evaluate(cards, (), False) if all(c < C.NATURALS for c in cards) else (C.STRAIGHT, 0)
            got = 6.0 + 1.5 * (cat - C.STRAIGHT) + (max(cards) >> 2) / 12.0
            if len(_FIVE_STRENGTH) >= FIVES_MAX:
                _FIVE_STRENGTH.clear()
            _FIVE_STRENGTH[key] = got
        return got
    top = max(cards)
    return 13.0 if top >= C.NATURALS else (top >> 2) + (top & 3) / 4.0


def static_control(cards) -> bool:
    """Whether a combination is hard to beat, not knowing what is out: aces and 2s, a full house or more."""
    if len(cards) == 5:
        return strength(cards) >= 9.0
    return max(cards) >= C.NATURALS or (max(cards) >> 2) >= CONTROL_RANK


class Ctx:
    def __init__(self, view):
        self.view = view
        self.me, self.P = view["seat"], view["players"]
        self.hand = view["zones"]["hand"]
        self.counts = view["counts"]["hand"]
        V = view["vars"]
        self.top = V["top"]
        self.team = V.get("team", False)
        self.partner = (self.me + 2) % 4 if self.team and self.P == 4 else -1
        sg = V.get("stages") or [False] * 5
        self.mighty = sg[0]       # stage 1: going out on a single 2 (or dragon, or stage 3 bomb) doubles
        self.bombs = sg[2]
        self.transform = sg[4]    # stage 5: a lone dragon is the weakest single, and a wild card for sets
        out = set(self.hand) | set(view["zones"]["played"]) | set(view["zones"]["trick"])
        deck = C.NATURALS + (2 if V.get("dragons") else 0)
        self.unseen = unseen = [c for c in range(deck) if c not in out]
        self.dragons_out = bool(unseen) and unseen[-1] >= C.NATURALS
        by_rank = [0] * 13
        max_single = -1
        for c in unseen:
            if c < C.NATURALS:
                by_rank[c >> 2] += 1
                max_single = c
        self.max_single = max_single
        # the highest rank still out at least k times (k = 1, 2, 3), -1 if none
        mg = [-1] * 4
        for k in range(4):
            for r in range(12, -1, -1):
                if by_rank[r] >= k:
                    mg[k] = r
                    break
        self.max_group = mg
        self._ctl: dict = {}
        self.plan = plan(self.hand, self.control)
        self.ctl = sum(1 for p in self.plan if self.control(p))
        self.losers = len(self.plan) - self.ctl  # planned plays that may not win their trick
        self.where = {c: i for i, p in enumerate(self.plan) for c in p}
        self.opp = opp = [self.counts[s] for s in range(self.P) if s != self.me and s != self.partner]
        self.danger = min(opp) if opp else 99
        nxt = (self.me + view["direction"]) % self.P
        self.next_danger = self.counts[nxt] if nxt != self.partner else 99

    def control(self, cards) -> bool:
        """Whether nobody else can beat this combination any more (from the cards still unseen)."""
        key = tuple(cards)
        got = self._ctl.get(key)
        if got is None:
            n = len(cards)
            top = max(cards)
            if n == 5:
                got = static_control(cards)
            elif top >= C.NATURALS:
                got = not (self.transform and n == 1)  # stage 5: every card beats a lone dragon
            elif n == 1:
                got = not self.dragons_out and self.max_single < top
            else:
                got = self.max_group[n] <= top >> 2
            self._ctl[key] = got
        return got

    def strength(self, cards) -> float:
        """`strength(cards)`, with a lone dragon the weakest single in stage 5."""
        if self.transform and len(cards) == 1 and cards[0] >= C.NATURALS:
            return -1.0
        return strength(cards)

    def wasted_wild(self, cards) -> float:
        """Stage 5: what playing a lone dragon as a single throws away (it makes pairs and five-card hands)."""
        return 8.0 if self.transform and len(cards) == 1 and cards[0] >= C.NATURALS else 0.0

    def flourish(self, cards) -> bool:
        """Stage 1: going out on this play would double every penalty (a single 2 or dragon, a bomb)."""
        if not self.mighty:
            return False
        if len(cards) == 1:
            return cards[0] >= C.NATURALS or cards[0] >> 2 == 12
        return self.bombs and len(cards) >= 4 and C.holds_bomb(list(cards))

    def partner_safe(self) -> bool:
        """Team play: whether the partner's play on top may be left to win the trick (nobody can beat it, or
        no opponent could go out by beating it)."""
        top = self.top
        return self.control(tuple(top["cards"])) or top["size"] not in self.opp

    def breaks(self, cards) -> int:
        """How many planned combinations a play takes only part of."""
        used: dict = {}
        for c in cards:
            i = self.where[c]
            used[i] = used.get(i, 0) + 1
        return sum(1 for i, k in used.items() if k < len(self.plan[i]))

    def plays_left(self, cards) -> int:
        """Planned plays still needed after `cards` (a broken combination leaves its rest as singles)."""
        n = len(self.plan)
        used: dict = {}
        for c in cards:
            i = self.where[c]
            used[i] = used.get(i, 0) + 1
        for i, k in used.items():
            left = len(self.plan[i]) - k
            n += -1 if left == 0 else (0 if left <= 3 and len(self.plan[i]) <= 3 else left - 1)
        return n


def _lead(ctx, cards) -> float:
    n = ctx.plays_left(cards)
    if n == 0:
        return WIN
    s = 50.0 - K["lead_break"] * ctx.breaks(cards) - 4.0 * n - ctx.wasted_wild(cards)
    st = ctx.strength(cards)
    if ctx.control(cards) and ctx.losers <= K["losers"]:
        s += 30.0  # at most one weak combination left: cash the sure winners, then go out with it
        if ctx.losers == 0 and ctx.flourish(cards):
            s -= 5.0  # stage 1: all sure winners; keep the single 2 (or bomb) to go out on, doubling
    elif ctx.partner >= 0 and ctx.counts[ctx.partner] == 1 and len(cards) == 1 and 1 not in ctx.opp:
        s += 15.0 - st  # team play: a low single the partner, on one card, may go out on
    elif ctx.danger <= 3 and len(cards) <= ctx.danger and len(cards) < 5:
        s += st - 15.0  # they could go out on it: lead high, or better another size
    else:
        s -= st
        s += K["size"] * len(cards) + (K["five"] if len(cards) == 5 else 0.0)
    return s


def _follow(ctx, cards) -> float:
    n = ctx.plays_left(cards)
    if n == 0:
        return WIN
    top = ctx.top
    if top["seat"] == ctx.partner and ctx.partner_safe():
        return -10.0
    urgent = ctx.danger <= top["size"] or ctx.danger <= 2
    st = ctx.strength(cards)
    s = 20.0 - K["break"] * ctx.breaks(cards) - st - 2.0 * (n - len(ctx.plan) + 1) - ctx.wasted_wild(cards)
    ctl_cards = sum(1 for c in cards if (c >= C.NATURALS and not ctx.transform) or (c >> 2) >= CONTROL_RANK)
    if urgent:
        s += 40.0 + 2.0 * st
    elif n > ctx.ctl + K["ctrl_margin"] and not ctx.control(cards):
        s -= K["ctrl"] * ctl_cards  # a sure winner costs nothing: it takes the lead
    if top.get("bomb") or (len(cards) == 5 and top["size"] < 5):
        s -= 0.0 if urgent else 15.0  # spend a bomb only to stop someone
    return s


def _pass(ctx) -> float:
    top = ctx.top
    if top["seat"] == ctx.partner and ctx.partner_safe():
        return 10.0
    return K["pass"]


@policy("big_two", "normal@v1")
def normal(game, view, legal, rng) -> list[float]:
    """Score every legal action (see the module docstring)."""
    ctx = Ctx(view)
    out = []
    for a in legal:
        k = a.kind
        if k == "play":
            s = _lead(ctx, a.args[0]) if ctx.top is None else _follow(ctx, a.args[0])
        elif k == "pass":
            s = _pass(ctx)
        elif k == "redeal":
            s = 1.0
        else:  # keep
            s = 0.0
        out.append(s + rng.random() * 1e-3)
    return out


# The digest of every action a table of the normal this copies played over the probe of
# tests/test_ai_frozen.py, computed with that normal when it was frozen.
FINGERPRINT = "cc602eb5e1f7cf5102a31585570e6123d7a4c5f2f9c704a489af1b72b0d8b618"
