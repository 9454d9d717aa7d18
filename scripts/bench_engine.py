"""Benchmark: decisions/s and games/s of 4-player random self-play for every game found, against the goal
each game's folder sets (its bench.py: GOAL), and the worst cases of legal-move generation each folder names
(bench.worst_cases).

Usage: python scripts/bench_engine.py [--games N] [--seconds S] [--game G]
A "game" is one round/deal (a round or a deal, as the game has it). Single process,
single core. Prints figures; asserts nothing.
"""

import argparse
import time

from tabletop.rules.loader import available_games, load_game
from tabletop.tools.sim import random_playout



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


def per_call_ms(fn, n: int) -> float:
    fn()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n * 1000


def worst_cases(game_ids) -> None:
    """legal_actions where each game has the most to enumerate (its folder's bench.worst_cases)."""
    from tabletop.games import part
    for gid in game_ids:
        game = load_game(gid)
        bench = part(game.family, "bench")
        for label, st in (bench.worst_cases(game) if hasattr(bench, "worst_cases") else []):
            n = len(game.legal_actions(st))
            print(f"  {label}: {n} legal actions, {per_call_ms(lambda: game.legal_actions(st), 20):.2f} ms per call")


def goal(game_id: str) -> tuple[str, float]:
    from tabletop.games import part
    bench = part(load_game(game_id).family, "bench")
    return getattr(bench, "GOAL", ("games/s", 0))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    args = ap.parse_args()
    print(f"{'game':10} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9}   goal")
    for g in args.game or available_games():
        r = bench(g, args.games, args.seconds)
        metric, want = goal(g)
        ok = "met" if r[metric] >= want else "NOT met"
        print(f"{g:10} {r['games']:6d} {r['games/s']:9.1f} {r['decisions/s']:12.0f} {r['decisions/game']:9.1f}"
              f"   {metric} >= {want}: {ok}")
    print("worst cases of legal-move generation:")
    worst_cases(args.game or available_games())


if __name__ == "__main__":
    main()
