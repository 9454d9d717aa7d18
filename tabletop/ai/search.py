"""Hard level: determinized (perfect-information Monte Carlo) search over the seat's information set.

Each iteration samples a complete world consistent with the seat's view (`game.determinize`, which
keeps every card the seat has seen where it saw it and deals the unseen ones at random), then scores
every surviving candidate action in that same world (common random numbers) by playing the round out
with the rollout policy for every seat, or by solving it exactly when the game's endgame solver says
it is small enough. Candidates are halved between phases (sequential halving) so the budget goes to
the close calls. It stops at its time budget or its iteration cap, whichever comes first.
"""

from __future__ import annotations

import math
import time

from tabletop.ai import driver
from tabletop.ai.base import PolicyBot, RandomBot, best
from tabletop.ai.registry import get_policy, get_search_settings
from tabletop.engine.rng import Rng

ROLLOUT_MAX_MOVES = 4000
MIN_SAMPLES = 16    # sampled worlds a candidate needs before it may overrule the normal policy
SIGNIFICANCE = 2.0  # standard errors a paired advantage needs before overruling the normal policy
WORLDS_CAP = 10.0   # seconds a decision by world count alone (hard::N) may take at most


class _RolloutBot:
    """A policy player inside a sampled world; the whole table shares one generator per rollout."""

    __slots__ = ("score", "rng")

    def __init__(self, score, rng):
        self.score, self.rng = score, rng

    def choose(self, game, view, legal):
        return best(self.score(game, view, legal, self.rng), legal, self.rng)

    def react(self, game, view, legal):
        s = self.score(game, view, legal, self.rng)
        return best(s, legal, self.rng) if max(s) >= 0 else None


def win_share(game, st, seat: int) -> float:
    """1 for a sole winner of the round, 1/k for one of k winners, else 0."""
    w = (st.result or {}).get("winners") or []
    return 1.0 / len(w) if seat in w else 0.0


def rollout(game, st, seat: int, bots, reward) -> float:
    """Play `st` to the end of the round with `bots`; the reward of `seat` (0.5/players if it drags on)."""
    if st.phase == "play":
        try:
            driver.play(game, st, bots, max_moves=ROLLOUT_MAX_MOVES)
        except driver.RoundTooLong:
            return 1.0 / st.players
    return reward(game, st, seat)


class _OutOfNodes(Exception):
    pass


def forced_win(game, st, seat: int, limit: int) -> bool | None:
    """Exact (paranoid) solve of a small endgame: True if `seat` wins the round whatever the others do,
    False if the others can stop it, None if that takes more than `limit` positions."""
    left = [limit]
    memo: dict = {}

    def rec(s) -> bool:
        if s.phase != "play":
            return seat in ((s.result or {}).get("winners") or [])
        key = (str(s.zones), str(s.vars), s.current, str(s.pending))
        if key in memo:
            return memo[key]
        left[0] -= 1
        if left[0] < 0:
            raise _OutOfNodes
        acts = game.legal_actions(s)
        mine = any(a.seat == seat for a in acts)
        out = not mine
        for a in acts:
            t = s.clone()
            game.apply(t, a, False)
            if rec(t) == mine:
                out = mine
                break
        memo[key] = out
        return out

    try:
        return rec(st)
    except _OutOfNodes:
        return None


def small_endgame(max_cards: int, limit: int = 3000):
    """An endgame setting: solve exactly when the hands hold at most `max_cards` cards in all; a proven
    win is worth 1, anything else is left to the rollouts."""

    def endgame(game, st, seat: int, reward) -> float | None:
        if sum(len(h) for h in st.zones["hand"]) > max_cards:
            return None
        return 1.0 if forced_win(game, st, seat, limit) else None

    return endgame


class SearchBot:
    """The hard bot. Settings per game (tabletop.ai.registry.search_settings): `reward`, `candidates`
    (how many of the normal policy's best actions to search), `endgame(game, st, seat, reward)` returning
    an exact value or None, `min_samples` and `significance` (the gate against the normal policy's
    choice; MIN_SAMPLES and SIGNIFICANCE unless set), `rollout(game, st, seat, bots, reward)` returning
    the value of a sampled world after the candidate (the module's `rollout`, a play to the round's end,
    unless set: a game may cut it short and evaluate the position instead), `prior` (the policy level
    that orders the candidates, answers out of turn and whose choice stands unless overruled; "normal"
    unless set). `candidates` may be a function of (view, legal) giving the count; 1 plays the prior's
    choice without searching. `alternative(view, first, a)` (optional) says whether action `a` may be
    searched against the prior's choice `first` at all (a game drops kinds its sampled worlds misjudge).

    `opponents` (optional) names each seat's kind as the table shows it to everyone ("random", "easy",
    "normal", "hard" or "human"): inside a sampled world a `random` seat plays at random and an `easy` one
    by the easy policy; every other seat, and every seat when it is not given, by the rollout policy.
    It is public (the seat labels), so knowing it is no peek at hidden cards. A game whose view carries
    a reading of the hands that assumes sensible play (who chose to draw on what) may set
    `unread(view, seats)`: the view with that reading dropped for the seats that play at random."""

    level = "hard"

    def __init__(self, game_id: str, seed: int, budget: float | None = 1.0, iterations: int | None = None,
                 opponents: list[str] | None = None, cap: float = WORLDS_CAP):
        self.game_id, self.budget, self.iterations = game_id, budget, iterations
        # The seconds a decision may take: its budget; for a count of worlds alone (hard::N) `cap`, so no
        # decision runs for minutes on a slow or busy machine (below the cap it is deterministic: the tests
        # rely on that).
        self.limit = budget if budget else (cap if iterations else 1.0)
        self.rng = Rng(seed)
        cfg = get_search_settings(game_id)
        self.reward = cfg.get("reward", win_share)
        self.max_cands = cfg.get("candidates", 8)
        self.alternative = cfg.get("alternative")
        self.unread = cfg.get("unread")
        self.endgame = cfg.get("endgame")
        self.min_samples = cfg.get("min_samples", MIN_SAMPLES)
        self.significance = cfg.get("significance", SIGNIFICANCE)
        self.rollout = cfg.get("rollout", rollout)
        prior = cfg.get("prior", "normal")
        self.prior = get_policy(game_id, prior)
        self.roll = get_policy(game_id, "rollout")
        self.models = [m if m in ("random", "easy") else None for m in (opponents or [])]
        self.easy = get_policy(game_id, "easy") if "easy" in self.models else None
        self.helper = PolicyBot(game_id, prior, seed ^ 0x5EED)
        self.last_stats: list = []

    def react(self, game, view: dict, legal: list):
        return self.helper.react(game, view, legal)

    def explain(self, game, view: dict, legal: list, action) -> str:
        """Why `action`: the game's reading of it, and, when this bot's last search chose it over the
        normal policy's choice, how many sampled deals that took."""
        from tabletop.ai.explain import explain
        from tabletop.i18n import tn
        why = explain(game, view, legal, action)
        stats = self.last_stats
        if len(stats) > 1 and stats[0][0] != action:
            for a, n, _ in stats[1:]:
                if a == action and n:
                    return tn("{why} (it did better in {n} sampled deal)", "{why} (it did better over {n} sampled deals)",
                              n, why=why)
        return why

    def _candidates(self, game, view, legal) -> list:
        """The legal actions ordered by the normal policy, at most `candidates` of them."""
        scores = self.prior(game, view, legal, Rng(self.rng.randbelow(1 << 62)))
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        k = self.max_cands(view, legal) if callable(self.max_cands) else self.max_cands
        if self.alternative is not None:
            first = legal[order[0]]
            order = order[:1] + [i for i in order[1:] if self.alternative(view, first, legal[i])]
        return [legal[i] for i in order[:k]]

    def _value(self, game, world, seat: int, a, roll_seed: int) -> float:
        st = world.clone()
        game.apply(st, a, False)
        if self.endgame is not None and st.phase == "play":
            v = self.endgame(game, st, seat, self.reward)
            if v is not None:
                return v
        rng = Rng(roll_seed)
        bots = [_RolloutBot(self.roll, rng)] * st.players
        if any(self.models):
            bots = self._model_bots(bots, rng, seat)
        return self.rollout(game, st, seat, bots, self.reward)

    def _model_bots(self, bots: list, rng: Rng, seat: int) -> list:
        """The rollout table with each `random` or `easy` opponent played as its kind."""
        bots = list(bots)
        for s, m in enumerate(self.models[:len(bots)]):
            if s != seat and m == "random":
                bots[s] = RandomBot(0, rng)
            elif s != seat and m == "easy":
                bots[s] = _RolloutBot(self.easy, rng)
        return bots

    def choose(self, game, view: dict, legal: list):
        if len(legal) == 1:
            return legal[0]
        randoms = [s for s, m in enumerate(self.models) if m == "random" and s != view["seat"]]
        if randoms and self.unread is not None:
            view = self.unread(view, randoms)
        cands = self._candidates(game, view, legal)
        if len(cands) == 1:
            self.last_stats = []
            return cands[0]
        seat = view["seat"]
        start = time.perf_counter()
        n = len(cands)
        total, count = [0.0] * n, [0] * n
        diff, diff2 = [0.0] * n, [0.0] * n  # paired differences against the normal policy's choice (0)
        alive = list(range(n))
        phases = max(1, math.ceil(math.log2(n)))
        per_phase = max(1, self.iterations // phases) if self.iterations else None
        deadline = start + self.limit
        slowest = 0.0   # the longest one evaluation has taken: none starts that would end past the budget
        for ph in range(phases):
            end = start + self.limit * (ph + 1) / phases
            k = 0
            while per_phase is None or k < per_phase:
                if time.perf_counter() + slowest >= end:
                    break
                world = game.determinize(view, self.rng.randbelow(1 << 62))
                roll_seed = self.rng.randbelow(1 << 62)
                vals = {}
                for i in alive:
                    now = time.perf_counter()
                    if vals and now + slowest >= deadline:
                        break
                    vals[i] = self._value(game, world, seat, cands[i], roll_seed)
                    slowest = max(slowest, time.perf_counter() - now)
                if len(vals) < len(alive):  # out of time in the middle of a world: drop it
                    break
                for i, v in vals.items():
                    total[i] += v
                    count[i] += 1
                    d = v - vals[0]
                    diff[i] += d
                    diff2[i] += d * d
                k += 1
            if ph < phases - 1 and len(alive) > 2 and count[0]:
                rest = sorted(alive[1:], key=lambda i: (-total[i] / count[i], i))
                alive = [0] + sorted(rest[:max(1, len(alive) // 2)])
        self.last_stats = [(cands[i], count[i], total[i] / count[i] if count[i] else None) for i in range(n)]
        return cands[self._pick(alive, diff, diff2, count)]

    def _pick(self, alive: list, diff: list, diff2: list, count: list) -> int:
        """The best candidate whose paired advantage over the normal policy's choice is significant."""
        pick, best_gain = 0, 0.0
        for i in alive[1:]:
            m = count[i]
            if m < self.min_samples:
                continue
            mean = diff[i] / m
            var = max(0.0, diff2[i] / m - mean * mean)
            if mean > self.significance * math.sqrt(var / m) and mean > best_gain:
                pick, best_gain = i, mean
        return pick
