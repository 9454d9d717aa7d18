"""Benchmark: decisions/s and games/s of 4-player random self-play for every game that exists, and the
worst cases of legal-move generation (a 12-card TWEAK table, the richest 13-card BIG TWO hand).

Usage: python scripts/bench_engine.py [--games N] [--seconds S] [--game G]
A "game" is one round/deal (UNO FLEX round, BIG TWO deal, TWEAK deal, TOWAI round). Single process,
single core. Prints figures; asserts nothing.
"""

import argparse
import time

from tabletop.rules.loader import available_games, load_game
from tabletop.tools.sim import random_playout

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


def per_call_ms(fn, n: int) -> float:
    fn()
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n * 1000


def worst_cases() -> None:
    """legal_actions where it has the most to enumerate."""
    tw = load_game("tweak")
    from tabletop.games.tweak.tables import tables
    T = tables(tw)
    nums = list(T.numbers)
    for label, table in (("TWEAK, 12 table cards (1s and 2s, twins merged)", [c for c in nums if T.value[c] <= 2][:12]),
                         ("TWEAK, 12 table cards (a 1 and a 2 of every colour)",
                          [c for c in nums if T.value[c] == 1][::2] + [c for c in nums if T.value[c] == 2][::2])):
        hand = [c for c in nums if T.value[c] in (1, 3, 4) and c not in table][:3]
        top = next(c for c in nums if T.back[c] == 10 and c not in table and c not in hand)
        st = tw.new_state(1, 2)
        rest = [c for c in range(tw.n_cards) if c not in hand and c not in table and c != top]
        st.zones.update(hand=[list(hand), []], table=list(table), deck=[top], box=rest, tdeck=[], blue=[],
                        tzone=[[], []], won=[[], []])
        st.vars.update(mod=1, used=False)
        st.current, st.pending = 0, None
        n = len(tw.legal_actions(st))
        print(f"  {label}: {n} legal actions, {per_call_ms(lambda: tw.legal_actions(st), 50):.2f} ms per call")
    from tabletop.games.big_two import combos as C
    hand = [4 * r + 3 for r in range(11)] + [52, 53]   # eleven purples and both dragons
    for label, size, lo in (("lead", 0, C.LEAD), ("on a flush", 5, C.BASE[C.FLUSH][0])):
        n = len(C.plays(hand, size, lo, True, False))
        print(f"  BIG TWO, 11 purples + 2 dragons, {label}: {n} plays, "
              f"{per_call_ms(lambda: C.plays(hand, size, lo, True, False), 20):.2f} ms per call")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    args = ap.parse_args()
    print(f"{'game':10} {'games':>6} {'games/s':>9} {'decisions/s':>12} {'dec/game':>9}   goal")
    for g in args.game or available_games():
        r = bench(g, args.games, args.seconds)
        metric, goal = GOALS.get(g, ("games/s", 0))
        ok = "met" if r[metric] >= goal else "NOT met"
        print(f"{g:10} {r['games']:6d} {r['games/s']:9.1f} {r['decisions/s']:12.0f} {r['decisions/game']:9.1f}"
              f"   {metric} >= {goal}: {ok}")
    if not args.game:
        print("worst cases of legal-move generation:")
        worst_cases()


if __name__ == "__main__":
    main()
