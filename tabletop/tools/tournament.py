"""Tournament: bots of several levels play seat-rotated rounds headless; win rates with 95% intervals.

`python -m tabletop tournament --game GAME --seats hard,normal,normal,normal --games N --seed S`.
A "game" is one round/deal (use --match for whole matches). Deal k is played once per rotation of the
seat list (games 0..P-1 share deal 0, and so on), so every level meets the same cards in every seat.
"""

from __future__ import annotations

import argparse
import math
import sys
import time

from tabletop.ai import driver
from tabletop.ai.bots import bot_seed, make_bot, parse_level
from tabletop.tools.pool import cores, ordered_map, progress_line


def add_arguments(p) -> None:
    p.add_argument("--game", required=True)
    p.add_argument("--seats", default="hard,normal,normal,normal",
                   help="comma-separated levels, one per seat: random, easy, normal, hard, hard:SECONDS, "
                        "hard::WORLDS or normal@v1 (the frozen baseline)")
    p.add_argument("--games", type=int, default=100, help="rounds (or matches with --match) to play")
    p.add_argument("--seed", type=int, default=argparse.SUPPRESS, help="first deal's seed (default 1)")
    p.add_argument("--option", action="append", metavar="NAME[=VALUE]")
    p.add_argument("--match", action="store_true", help="play whole matches instead of single rounds")
    p.add_argument("--progress", action="store_true", help="print a line per finished game on stderr")
    p.add_argument("--log", metavar="FILE", help="write one JSON line per round played (game, seats, seeds, "
                   "winners, points) to FILE, the same for any --jobs, so runs can be pooled and rechecked")
    p.add_argument("--jobs", type=int, default=0, metavar="N",
                   help="worker processes playing rounds side by side (default: every core); the results are "
                        "the same for any N")


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion k/n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def mean_ci(xs: list[float], z: float = 1.96) -> tuple[float, float, float]:
    """Mean and normal-approximation 95% interval."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    h = z * sd / math.sqrt(n)
    return m, m - h, m + h


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))]


class Tally:
    """Per-level results: wins (shared on ties), scores, points shares and decision times."""

    def __init__(self):
        self.n, self.wins = 0, 0.0
        self.scores: list[float] = []
        self.shares: list[float] = []
        self.times: list[float] = []
        self.shared_points = False


def play_one(game, specs: list[str], deal: int, rot: int, seed: int, opts: dict, match: bool, tallies: dict):
    """One game: deal `deal`, seat j plays specs[(j + rot) % P]; results go into `tallies`."""
    return tally(tallies, play_round(game, specs, deal, rot, seed, opts, match))


def play_round(game, specs: list[str], deal: int, rot: int, seed: int, opts: dict, match: bool) -> tuple:
    """One game, played: (each seat's spec, winners, deltas, [(seat, seconds) of each decision]). Plain
    data, so a worker process can send it back (see `tally`)."""
    P = len(specs)
    seat_spec = [specs[(j + rot) % P] for j in range(P)]
    kinds = [parse_level(sp)[0].partition("@")[0] for sp in seat_spec]  # what the seat labels show everyone
    bots = [make_bot(game.id, seat_spec[j], bot_seed(seed, deal, rot, j), opponents=kinds)
            for j in range(P)]
    st = game.new_state(deal, P, opts)
    times: list = []
    driver.play(game, st, bots, match=match, timer=lambda seat, dt: times.append((seat, dt)))
    res = st.result or {}
    winners = res.get("match_winners", res.get("winners")) or []
    deltas = st.scores[:] if match else list(res.get("deltas", [0] * P))
    return seat_spec, winners, deltas, times


def tally(tallies: dict, played: tuple):
    """Count one played game (`play_round`'s) into `tallies`; returns (winners, deltas)."""
    seat_spec, winners, deltas, times = played
    P = len(seat_spec)
    for seat, dt in times:
        tallies[seat_spec[seat]].times.append(dt)
    total = sum(deltas)
    if sum(1 for d in deltas if d > 0) > 1:  # points shared out, not just a mark for the winner
        for t in tallies.values():
            t.shared_points = True
    for j in range(P):
        t = tallies[seat_spec[j]]
        t.n += 1
        if j in winners:
            t.wins += 1 / len(winners)
        t.scores.append(deltas[j])
        if total > 0 and min(deltas) >= 0:
            t.shares.append(deltas[j] / (total / P))
    return winners, deltas


def report(game, specs, games: int, seed: int, match: bool, tallies: dict, dt: float, out=None) -> None:
    out = out or sys.stdout
    P = len(specs)
    unit = "matches" if match else "rounds"
    print(f"tournament: {game.id}  seats: {','.join(specs)}  {unit}: {games} (seat-rotated, "
          f"{math.ceil(games / P)} deal{'' if math.ceil(games / P) == 1 else 's'})  seed: {seed}  time: {dt:.1f} s", file=out)
    has_points = any(any(x != 0 for x in t.scores) for t in tallies.values())
    has_share = any(t.shared_points for t in tallies.values())
    head = f"{'level':12} {'seats':>5}  {'win rate':>8}  {'95% CI':>13}"
    if has_points:
        head += f"  {'mean score':>10}  {'95% CI':>15}"
    if has_share:
        head += f"  {'pts share':>9}  {'95% CI':>11}"
    head += f"  {'decisions':>9}  {'p50 ms':>7}  {'p95 ms':>7}"
    print(head, file=out)
    for spec in dict.fromkeys(specs):
        t = tallies[spec]
        lo, hi = wilson(t.wins, t.n)
        line = f"{spec:12} {t.n:5d}  {t.wins / max(1, t.n):8.3f}  [{lo:.3f},{hi:.3f}]"
        if has_points:
            m, a, b = mean_ci(t.scores)
            line += f"  {m:10.2f}  [{a:6.1f},{b:6.1f}]"
        if has_share:
            m, a, b = mean_ci(t.shares)
            line += f"  {m:9.3f}  [{a:.2f},{b:.2f}]"
        line += (f"  {len(t.times):9d}  {percentile(t.times, 0.5) * 1e3:7.2f}  "
                 f"{percentile(t.times, 0.95) * 1e3:7.2f}")
        print(line, file=out)
    print(f"parity: win rate {1 / P:.3f}" + ("; points share 1.000" if has_share else ""), file=out)


def log_line(game_id: str, seed: int, index: int, deal: int, rot: int, opts: dict, match: bool,
             played: tuple) -> str:
    """One round of the tournament as one JSON line: which spec sat where, the seeds that replay it (the
    tournament's and the deal's: `game.new_state(deal, ...)`), winners and each seat's points."""
    import json
    seat_spec, winners, deltas, _ = played
    return json.dumps({"game": game_id, "round": index, "seed": seed, "deal": deal, "rotation": rot,
                       "seats": list(seat_spec), "winners": list(winners), "points": list(deltas),
                       "options": opts, "match": match}, sort_keys=True)


def _log_target(path: str):
    """The --log file as a Path, or a clear Fail before any round is played (its folder is missing, or it
    names a folder)."""
    from pathlib import Path

    from tabletop.tools.common import Fail
    p = Path(path).expanduser()
    if p.is_dir():
        raise Fail(f"--log {path}: that is a folder, not a file")
    if not p.parent.is_dir():
        raise Fail(f"--log {path}: the folder {p.parent} does not exist")
    return p


def run(args) -> int:
    from tabletop.tools.common import Fail, check_players, game_named, options_given
    game = game_named(args.game)
    specs = [s.strip() for s in args.seats.split(",") if s.strip()]
    for s in specs:
        try:
            parse_level(s)
        except ValueError as e:
            raise Fail(str(e)) from None
    check_players(game, len(specs))
    opts = options_given(game, args.option, len(specs))
    if args.games < 1:
        raise Fail("--games must be at least 1")
    jobs = getattr(args, "jobs", 0) or cores()
    if jobs < 0:
        raise Fail("--jobs must be at least 1 (or 0: every core)")
    log = _log_target(args.log) if getattr(args, "log", None) else None
    lines: list[str] = []
    tallies = {s: Tally() for s in specs}
    P = len(specs)
    rounds = [(args.seed + i // P, i % P) for i in range(args.games)]
    workers = max(1, min(jobs, len(rounds)))
    live = sys.stderr.isatty() and not args.progress   # a line that counts up, where someone watches it
    t0 = time.perf_counter()
    played = ordered_map(_play_job, rounds, workers, initializer=_worker_setup,
                         initargs=(game.id, specs, args.seed, opts, args.match))
    for i, result in enumerate(played):   # in round order whatever the workers: the same tallies for any N
        winners, deltas = tally(tallies, result)
        deal, rot = rounds[i]
        if log is not None:
            lines.append(log_line(game.id, args.seed, i, deal, rot, opts, args.match, result))
        if args.progress:
            print(f"game {i + 1}/{args.games}: deal {deal} rotation {rot} winners {winners} points {deltas}",
                  file=sys.stderr)
        elif live:
            print(progress_line(i + 1, args.games, workers, "matches" if args.match else "rounds"), end="",
                  file=sys.stderr, flush=True)
    if live:
        print(file=sys.stderr)
    report(game, specs, args.games, args.seed, args.match, tallies, time.perf_counter() - t0)
    if log is not None:
        from tabletop.persist.store import write_atomic
        from tabletop.tools.common import Fail
        try:
            write_atomic(log, "".join(line + "\n" for line in lines))
        except OSError as e:
            raise Fail(f"--log {args.log}: could not write it ({e.strerror or e})") from None
        print(f"log: {len(lines)} rounds written to {args.log}")
    return 0


_JOB: dict = {}   # in a worker process: what every round of the tournament shares (see _worker_setup)


def _worker_setup(game_id: str, specs: list[str], seed: int, opts: dict, match: bool) -> None:
    from tabletop.rules.loader import load_game
    _JOB.update(game=load_game(game_id), specs=specs, seed=seed, opts=opts, match=match)


def _play_job(round_: tuple) -> tuple:
    """One round (deal, rotation) in a worker: `play_round` with the tournament's shared arguments."""
    deal, rot = round_
    j = _JOB
    return play_round(j["game"], j["specs"], deal, rot, j["seed"], j["opts"], j["match"])
