"""The AI's strength table: every game's levels against one another, with 95% intervals, in one command.

Usage: python scripts/ai_ladder.py [--budget MINUTES] [--jobs N] [--seed S] [--game G] [--hard-seconds S]

For every game (found, not listed), one seat against three, 4 players where the game takes them,
seat-rotated deals (the tournament's rounds, tabletop/tools/tournament.py):
- new normal vs 3 normal@v1 (the frozen baseline), with the game's goal (its ai.py `strength_goals`);
- hard (timed) vs 3 normal, and hard::N beside it, N the sampled worlds the same time buys on one idle
  core (calibrated here first), so a loaded machine's few worlds do not pass for hard's strength;
- hard vs 3 normal@v1 where the game sets that goal;
- the ladder: easy vs 3 normal and normal vs 3 easy (easy < normal), and hard vs 3 normal above.

`--budget MINUTES` (default 30) is the wall-clock time the whole table may take on `--jobs` workers
(default: every core): round counts come from it (cheap normal rows get up to 2,000 rounds; the hard rows
share the rest equally, at least 8 rounds each) and, when 1 s per hard decision would leave a hard row
fewer than 40 rounds, a shorter hard time is used and printed. The figures are printed as measured; a
goal counts as met only when the whole interval is at or above it. Asserts nothing.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from tabletop.ai import driver, make_bot
from tabletop.ai.registry import get_strength_goals, has_policy
from tabletop.ai.search import SearchBot
from tabletop.rules.loader import available_games, load_game
from tabletop.tools import tournament as T
from tabletop.tools.common import options_given
from tabletop.tools.pool import cores, ordered_map

NORMAL_MAX = 2000      # rounds of a row without hard seats
HARD_MIN_ROUNDS = 40   # below this, the hard time shrinks (down to HARD_MIN_SECONDS)
HARD_MIN_SECONDS = 0.1


def players_for(game) -> int:
    return 4 if game.min_players <= 4 <= game.max_players else game.min_players


def calibrate(game, seed: int) -> dict:
    """Seconds a normal round takes, hard decisions per round (one seat), and worlds per second of hard."""
    P = players_for(game)
    t0 = time.perf_counter()
    decisions, rounds = 0, 4
    for r in range(rounds):
        st = game.new_state(seed + 1000 + r, P)
        bots = [make_bot(game.id, "normal", r * 10 + s) for s in range(P)]
        driver.play(game, st, bots, timer=lambda s, dt: None)
    normal_round = (time.perf_counter() - t0) / rounds
    st = game.new_state(seed + 2000, P)
    bots = [make_bot(game.id, "normal", s) for s in range(P)]
    counted = []
    driver.play(game, st, bots, timer=lambda s, dt: counted.append(s))
    decisions = max(1, sum(1 for s in counted if s == 0))
    # worlds per second: a hard bot with a short budget on the first few real choices of a round
    worlds, spent = 0, 0.0
    st = game.new_state(seed + 3000, P)
    bots = [make_bot(game.id, "normal", s) for s in range(P)]
    last, probes = None, 0
    while st.phase == "play" and probes < 4:
        by: dict = {}
        for a in game.legal_actions(st):
            by.setdefault(a.seat, []).append(a)
        p = driver.primary_seat(st, by)
        if len(by[p]) > 1:
            hb = SearchBot(game.id, probes, budget=0.25)
            t1 = time.perf_counter()
            hb.choose(game, game.view(st, p), by[p])
            if hb.last_stats:
                spent += time.perf_counter() - t1
                worlds += hb.last_stats[0][1]
                probes += 1
        a = driver.decide(game, st, bots, last)
        game.apply(st, a, False)
        last = a.seat
        if len(by[p]) > 1 and not probes and st.phase != "play":
            break
    return {"normal_round": normal_round, "decisions": decisions,
            "worlds_per_s": worlds / spent if spent else 0.0}


def rows_for(game, goals: dict, hard: str, hard_n: str) -> list[tuple]:
    """(label, seat specs, goal key or None, has hard seat) of every row measured for `game`."""
    P = players_for(game)
    rest = P - 1
    rows = [("new normal vs normal@v1", ["normal"] + ["normal@v1"] * rest, "new_vs_v1", False),
            ("hard vs normal", [hard] + ["normal"] * rest, "hard_vs_new", True),
            ("hard::N vs normal", [hard_n] + ["normal"] * rest, "hard_vs_new", True)]
    if "hard_vs_v1" in goals:
        rows += [("hard vs normal@v1", [hard] + ["normal@v1"] * rest, "hard_vs_v1", True),
                 ("hard::N vs normal@v1", [hard_n] + ["normal@v1"] * rest, "hard_vs_v1", True)]
    rows += [("easy vs normal", ["easy"] + ["normal"] * rest, None, False),
             ("normal vs easy", ["normal"] + ["easy"] * rest, None, False)]
    return rows


def measure(game, specs: list[str], games: int, seed: int, jobs: int) -> T.Tally:
    """The first spec's tally over `games` seat-rotated rounds (the tournament's own rounds)."""
    P = len(specs)
    rounds = [(seed + i // P, i % P) for i in range(games)]
    tallies = {s: T.Tally() for s in specs}
    opts = options_given(game, None, P)
    for result in ordered_map(T._play_job, rounds, max(1, min(jobs, len(rounds))), initializer=T._worker_setup,
                              initargs=(game.id, specs, seed, opts, False)):
        T.tally(tallies, result)
    return tallies[specs[0]]


def figure(t: T.Tally, metric: str) -> tuple[float, float, float]:
    if metric == "share" and t.shares:
        return T.mean_ci(t.shares)
    lo, hi = T.wilson(t.wins, t.n)
    return t.wins / max(1, t.n), lo, hi


def verdict(goal, m, lo, hi) -> str:
    if goal is None:
        return ""
    if lo >= goal:
        return "met"
    if hi < goal:
        return "NOT met"
    return "unclear"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=30.0, metavar="MINUTES")
    ap.add_argument("--jobs", type=int, default=0, help="worker processes (default: every core)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--hard-seconds", type=float, default=None,
                    help="seconds per timed hard decision (default 1, shorter if the budget needs it)")
    args = ap.parse_args()
    if args.budget <= 0:
        print("--budget must be more than 0 minutes", file=sys.stderr)
        return 2
    jobs = args.jobs or cores()
    games = args.game or available_games()
    started = time.perf_counter()
    cal = {g: calibrate(load_game(g), args.seed) for g in games}
    spent = time.perf_counter() - started
    core_s = max(1.0, (args.budget * 60 - spent) * jobs * 0.85)   # a margin for the pool and the machine
    normal_rows = sum(1 for g in games for r in rows_for(load_game(g), get_strength_goals(g), "h", "h") if not r[3])
    hard_rows = sum(1 for g in games for r in rows_for(load_game(g), get_strength_goals(g), "h", "h") if r[3])
    normal_share = min(0.2 * core_s, sum(NORMAL_MAX * cal[g]["normal_round"] * 4 for g in games))
    per_hard = (core_s - normal_share) / max(1, hard_rows)
    print(f"ai_ladder: budget {args.budget:g} min on {jobs} worker(s), seed {args.seed}; calibration {spent:.0f} s")
    print(f"{'game':10} {'row':22} {'seats':34} {'rounds':>6}  {'result':>7}  {'95% CI':>15}  {'goal':>6}  verdict")
    for g in games:
        game = load_game(g)
        goals = get_strength_goals(g)
        metric = goals["metric"]
        c = cal[g]
        P = players_for(game)
        secs = args.hard_seconds or 1.0
        if args.hard_seconds is None:   # shrink the hard time until the hard rows get HARD_MIN_ROUNDS
            while secs > HARD_MIN_SECONDS and per_hard / (c["decisions"] * secs) < HARD_MIN_ROUNDS:
                secs = max(HARD_MIN_SECONDS, round(secs / 2, 2))
        n_worlds = max(1, int(c["worlds_per_s"] * secs))
        hard, hard_n = f"hard:{secs:g}", f"hard::{n_worlds}"
        print(f"{g:10} calibration: normal round {c['normal_round'] * 1e3:.0f} ms, {c['decisions']} decisions a seat, "
              f"hard {c['worlds_per_s']:.0f} worlds/s -> {hard} beside {hard_n}", flush=True)
        for label, specs, key, has_hard in rows_for(game, goals, hard, hard_n):
            if not has_policy(g, "normal") and "@" in "".join(specs):
                continue
            if has_hard:
                n = int(per_hard / (c["decisions"] * secs + c["normal_round"]))
                n = max(2 * P, n)
            else:
                n = int(normal_share / max(1, normal_rows) / max(1e-4, c["normal_round"]))
                n = max(4 * P, min(NORMAL_MAX, n))
            n -= n % P
            t = measure(game, specs, n, args.seed, jobs)
            m, lo, hi = figure(t, metric)
            goal = goals.get(key) if key else None
            unit = "x" if metric == "share" and t.shares else ""
            fmt = (lambda v: f"{v:.3f}{unit}")
            seats = f"{specs[0]} vs {P - 1} {specs[1]}"
            print(f"{g:10} {label:22} {seats:34} {n:6d}  {fmt(m):>7}  "
                  f"[{lo:.3f},{hi:.3f}]  {'' if goal is None else f'{goal:g}':>6}  {verdict(goal, m, lo, hi)}",
                  flush=True)
    print(f"total {time.perf_counter() - started:.0f} s. hard::N is deterministic; N = worlds the timed hard's "
          "seconds buy on one idle core, as calibrated above. Rows replay with: python -m tabletop tournament "
          f"--game GAME --seats SEATS --games ROUNDS --seed {args.seed}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
