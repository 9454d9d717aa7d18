"""Benchmark: decisions/s and games/s of 4-player random self-play for every game that exists.

Usage: python scripts/bench_engine.py [--games N] [--seconds S]
A "game" is one round/deal (UNO FLEX round, BIG TWO deal, TWEAK deal, TOWAI round). Single process,
single core. Prints figures; asserts nothing.
"""

import argparse
import time

from tabletop.rules.loader import available_games, load_game
from tabletop.sim import random_playout

GOALS = {"uno_flex": ("decisions/s", 60000), "big_two": ("games/s", 650),
         "tweak": ("games/s", 400), "towai": ("games/s", 400)}


def bench(game_id: str, games: int, seconds: float, players: int = 4) -> dict:
    game = load_game(game_id)
    random_playout(game, 0, players)  # warm caches
    n = decisions = 0
    t0 = time.perf_counter()
    while n < games and time.perf_counter() - t0 < seconds:
        _, acts = random_playout(game, 1000 + n, players)
        decisions += len(acts)
        n += 1
    dt = time.perf_counter() - t0
    return {"game": game_id, "games": n, "seconds": dt, "games/s": n / dt, "decisions/s": decisions / dt,
            "decisions/game": decisions / n}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=10.0)
    args = ap.parse_args()
    print(f"{'game':10} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9}   goal")
    for g in available_games():
        r = bench(g, args.games, args.seconds)
        metric, goal = GOALS.get(g, ("games/s", 0))
        ok = "met" if r[metric] >= goal else "NOT met"
        print(f"{g:10} {r['games']:6d} {r['games/s']:9.1f} {r['decisions/s']:12.0f} {r['decisions/game']:9.1f}"
              f"   {metric} >= {goal}: {ok}")


if __name__ == "__main__":
    main()
