"""Benchmark: how long the bots take to decide, per game and level (goal: easy and normal p95 <= 5 ms).

Usage: python scripts/bench_ai.py [--rounds N] [--levels easy,normal] [--game G]
Plays a few 4-player rounds with the level in every seat and times each real decision (more than one
legal action), taking the best of three timings of the same decision so a busy machine does not count
against the bot. Prints p50/p95/max per game and level; asserts nothing.
"""

import argparse
import time

from tabletop.ai import driver, make_bot
from tabletop.rules.loader import available_games, load_game

GOAL_MS = 5.0


def decision_times(game_id: str, level: str, rounds: int) -> list[float]:
    game = load_game(game_id)
    times = []
    for seed in range(rounds):
        st = game.new_state(seed, 4)
        bots = [make_bot(game_id, level, s) for s in range(4)]
        last = None
        while st.phase == "play":
            a = driver.decide(game, st, bots, last)
            legal = game.legal_actions(st, a.seat)
            if len(legal) > 1:
                view = game.view(st, a.seat)
                best = None
                for _ in range(3):
                    t0 = time.perf_counter()
                    make_bot(game_id, level, 1).choose(game, view, legal)
                    dt = time.perf_counter() - t0
                    best = dt if best is None else min(best, dt)
                times.append(best)
            game.apply(st, a, False)
            last = a.seat
    return sorted(times)


def pct(xs: list[float], q: float) -> float:
    return xs[int(q * (len(xs) - 1))] if xs else 0.0


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--levels", default="easy,normal")
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    args = ap.parse_args()
    print(f"{'game':10} {'level':8} {'decisions':>9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}   goal p95 <= {GOAL_MS} ms")
    for g in args.game or available_games():
        for level in args.levels.split(","):
            ts = decision_times(g, level, args.rounds)
            p95 = pct(ts, 0.95) * 1000
            ok = "met" if p95 <= GOAL_MS else "NOT met"
            print(f"{g:10} {level:8} {len(ts):9d} {pct(ts, 0.5) * 1000:8.3f} {p95:8.3f} {ts[-1] * 1000:8.2f}   {ok}")


if __name__ == "__main__":
    main()
