"""AI seats for the table: tabletop.ai bots, run off the UI thread so the window never freezes."""

from __future__ import annotations

import time
import traceback
from concurrent.futures import ThreadPoolExecutor

from tabletop import ai


def levels() -> tuple:
    """The AI levels to offer in seat set-up."""
    return tuple(ai.LEVELS)


class FirstLegal:
    """The stand-in for a bot that failed: its own call when it may, otherwise the first legal action."""

    def choose(self, game, view, legal):
        calls = getattr(game, "own_calls", ())
        for a in legal:
            if a.kind in calls:
                return a
        return legal[0]

    def react(self, game, view, legal):
        return self.choose(game, view, legal)


def make_bot(game_id: str, level: str | None, seed: int, budget=None, opponents=None):
    """tabletop.ai.make_bot at `level` (normal if None); FirstLegal, with the traceback on stderr, if that
    fails. `opponents` is every seat's kind as the table labels it (a level, or "human")."""
    try:
        return ai.make_bot(game_id, level or "normal", seed, budget=budget,
                           opponents=list(opponents) if opponents is not None else None)
    except Exception:  # a bot that cannot be built must not stop the table, nor fail unseen
        traceback.print_exc()
        return FirstLegal()


def think_time(bot) -> float:
    """How long a bot's every decision takes at the table: a searching bot its whole budget, also when
    it has nothing to weigh (one legal action), so its pauses tell nobody whether it had a choice; a
    policy bot nothing (its pause is the table's own, the same for every move)."""
    budget = getattr(bot, "budget", None)
    return float(budget) if getattr(bot, "level", None) == "hard" and budget else 0.0


class BotRunner:
    """Runs one bot decision at a time in a worker thread so the window never freezes."""

    def __init__(self, threaded: bool = True):
        self.threaded = threaded
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot") if threaded else None
        self.job = None  # (seat, moves-stamp, future-or-result)
        self.ready_at = 0.0

    def busy_for(self) -> int | None:
        return self.job[0] if self.job else None

    def start(self, bot, game, view: dict, legal: list, seat: int, stamp: int, react: bool = False,
              min_time: float = 0.0) -> None:
        """Ask `bot` for a choice (or, with react, an out-of-turn action or None to let it pass); the
        answer is given no sooner than `min_time` seconds from now (see `think_time`)."""
        self.ready_at = time.perf_counter() + min_time
        def think():
            try:
                if react and hasattr(bot, "react"):
                    a = bot.react(game, view, legal)
                    return a if a in legal else None
                a = bot.choose(game, view, legal)
            except Exception:  # a bot's defect must not stop the table, nor go unseen
                traceback.print_exc()
                if react:
                    return None  # let the moment pass rather than act out of turn at random
                a = None
            return a if a in legal else FirstLegal().choose(game, view, legal)

        if self.threaded:
            self.job = (seat, stamp, self.pool.submit(think))
        else:
            self.job = (seat, stamp, think())

    def result(self):
        """(seat, stamp, action) when the decision is ready, else None."""
        if not self.job:
            return None
        seat, stamp, fut = self.job
        if self.threaded and not fut.done() or time.perf_counter() < self.ready_at:
            return None
        if self.threaded:
            fut = fut.result()
        self.job = None
        return seat, stamp, fut

    def cancel(self) -> None:
        self.job = None

    def close(self) -> None:
        self.job = None
        if self.pool:
            self.pool.shutdown(wait=False, cancel_futures=True)
