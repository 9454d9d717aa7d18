"""Benchmark: frame CPU time of a 6-seat table (the first game found that seats six) with cards animating, of
each game's human turn, idle CPU, and launch time.

Usage: python scripts/bench_render.py [--frames N] [--size WxH] [--launches K] [--idle SECONDS]
       python scripts/bench_render.py --launch [--launches K]
       python scripts/bench_render.py --memory [--minutes M] [--game GAME ...]
Frames: the real scenes under the SDL dummy driver, 6 seats (AI bots in their worker thread, as in the
program), normal animation speed, a fixed 1/60 s step. Frame CPU time is the main thread's CPU time
(time.thread_time) for events + update + draw + flip; the first 60 frames (faces painted the first
time) are reported apart. Human turn: each game (and the heavy turns its folder lists, such as a dealt hand
with 1,462 lead plays) at the human's turn, the pointer sweeping over the hand. Launch: wall time from
starting `python -c ...` to the first frame of the title screen being ready for input. Idle: the real frame loop (the clock's own pacing) on a 4-seat table
waiting for the human, nothing moving and no input: frames drawn per second and the process's CPU use.
Launch only (--launch): the launch, K times, with no compiled bytecode read or written (the child runs with
PYTHONDONTWRITEBYTECODE=1 and PYTHONPYCACHEPREFIX a fresh empty folder, as on an install that cannot write
its .pyc files): median, best and worst.
Memory (--memory): each game's table of AI seats (or only the --game ones), in a process of its own, for a
session of --minutes minutes of play (default 120: two hours at 60 frames a second, simulated as fast as
the machine goes); its RSS at checkpoints along the way and what the picture caches hold at the end.
Prints figures; asserts nothing. Goals: p99 <= 4 ms, launch <= 0.5 s, RSS <= 150 MB.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "TABLETOP_HOME" not in os.environ:  # a throwaway home, removed when the benchmark ends
    _HOME = tempfile.TemporaryDirectory(prefix="tabletop-bench-")
    os.environ["TABLETOP_HOME"] = _HOME.name

LAUNCH = "from tabletop.app import run; run(['--size', '{size}', '--first-frame-only'])"


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def launch(size: str, k: int, bytecode: bool = True) -> list[float]:
    """Seconds from starting the process to the title's first frame ready for input, `k` times. Without
    `bytecode` no .pyc is read or written: writing is off and the cache prefix is a new empty folder."""
    out = []
    for _ in range(k):
        env = dict(os.environ)
        with tempfile.TemporaryDirectory(prefix="tabletop-nopyc-") as empty:
            if not bytecode:
                env.update(PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=empty)
            t0 = time.time()
            r = subprocess.run([sys.executable, "-c", LAUNCH.format(size=size)], capture_output=True, text=True,
                               env=env)
            if not bytecode and any(os.scandir(empty)):
                raise SystemExit("launch: compiled bytecode was written although it should not be")
        line = [x for x in r.stdout.splitlines() if x.startswith("first-frame")]
        if not line:
            raise SystemExit(f"launch failed: {r.stderr[-800:]}")
        out.append(float(line[0].split()[2]) - t0)
    return out


def frames(size, n: int, seed: int):
    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session
    from tabletop.ui.table.scene import TableScene
    s = S.defaults()
    s.update(speed="normal", sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    game = seating(6)
    seats = [{"kind": "ai", "level": "normal", "name": nm} for nm in ("Ada", "Bruno", "Chen", "Dara", "Emeka", "Fumiko")]

    def new_table(k):
        t = TableScene(app, Session(game, seats, {}, seed + k, save=False))
        app.scenes.reset(t)
        return t

    table = new_table(0)
    cpu, wall, moving = [], [], []
    matches = 0
    for i in range(n):
        c0, w0 = time.thread_time(), time.perf_counter()
        app.step(1 / 60)
        cpu.append((time.thread_time() - c0) * 1000)
        wall.append((time.perf_counter() - w0) * 1000)
        moving.append(sum(1 for sp in table.director.sprites() if sp.moving))
        if app.scenes.top is not table:  # round over: a new match, so cards keep moving
            matches += 1
            table = new_table(matches)
        if table.runner.job:
            time.sleep(0.0002)  # let the bot thread run, as the real 60 fps loop would
    app.close()
    return cpu, wall, moving, matches, len(table.session.actions)


def seating(n: int):
    """The first game found that seats `n`."""
    from tabletop.rules.loader import available_games, load_game
    return next(load_game(g) for g in available_games() if load_game(g).min_players <= n <= load_game(g).max_players)


def turns() -> list:
    """(game id, options, seed, what): every game's human turn, and the heavy turns its folder names
    (bench.RENDER_TURNS: (options, seed, what), e.g. a dealt hand with 1,462 lead plays)."""
    from tabletop.games import part
    from tabletop.rules.loader import available_games, load_game
    out = []
    for gid in available_games():
        out.append((gid, {}, 1, gid))
        bench = part(load_game(gid).family, "bench")
        out += [(gid, opts, seed, f"{gid} ({what})") for opts, seed, what in getattr(bench, "RENDER_TURNS", ())]
    return out


def turn_frames(size, gid: str, options: dict, seed: int, n: int) -> list[float]:
    """Frame CPU ms of the human's turn at rest, the pointer sweeping over the hand (hover lift, glow,
    whole-card preview), as a player reads their cards."""
    import pygame

    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    s = S.defaults()
    s.update(speed="instant", sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    table = TableScene(app, Session(load_game(gid), default_seats(4, 1), options, seed, save=False),
                       threaded=False)
    app.scenes.reset(table)
    for _ in range(3000):
        if table.my_turn() and not table.animating():
            break
        app.step(1 / 60)
    hand = sorted(table.hand_sprites(), key=lambda sp: sp.x)
    xs = [sp.x for sp in hand] or [size[0] / 2]
    y = int(hand[0].y) if hand else size[1] - 60
    out = []
    for i in range(n):
        x = int(xs[0] + (xs[-1] - xs[0]) * ((i // 30) % 10) / 9)
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
        c0 = time.thread_time()
        app.step(1 / 60, events=[ev])
        out.append((time.thread_time() - c0) * 1000)
    app.close()
    return out


def idle(size, seconds: float, seed: int) -> tuple[float, float]:
    """(frames per second, CPU seconds per second) of a table at rest under the real loop."""
    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    s = S.defaults()
    s.update(speed="normal", sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    table = TableScene(app, Session(seating(4), default_seats(4, 1), {}, seed, save=False))
    app.scenes.reset(table)
    t_end = time.perf_counter() + 20
    while time.perf_counter() < t_end and not (table.my_turn() and not table.animating()):
        app.step()
    for _ in range(70):  # past the last input's second of full speed
        app.step()
    f0, c0, w0 = app.frames, time.process_time(), time.perf_counter()
    while time.perf_counter() - w0 < seconds:
        app.step()
    w = time.perf_counter() - w0
    fps, cpu = (app.frames - f0) / w, (time.process_time() - c0) / w
    app.close()
    return fps, cpu


def rss_mib() -> float:
    """This process's resident memory, MiB (Linux /proc; elsewhere the peak from getrusage)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


FPS = 60   # frames a second of play: a minute of a session is 3,600 frames


def memory_one(gid: str, minutes: float, size, seed: int, points: int = 12) -> None:
    """A table of AI seats (normal speed, a new match whenever one ends) for `minutes` of play at FPS frames
    a second, stepped as fast as the machine goes; RSS at about `points` checkpoints, each a whole minute of
    play (every 10 minutes of two hours), and at the end what the picture caches hold. Run in a process of
    its own per game."""
    n = int(minutes * 60 * FPS)
    every = max(1, round(minutes / points))   # minutes between checkpoints
    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    s = S.defaults()
    s.update(speed="normal", sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    game = load_game(gid)
    seats = default_seats(min(4, game.max_players), 0)
    matches = [0]

    def new_table():
        matches[0] += 1
        t = TableScene(app, Session(game, seats, {}, seed + matches[0], save=False), threaded=False)
        app.scenes.reset(t)
        return t

    table = new_table()
    marks = {k * every * 60 * FPS for k in range(int(minutes // every) + 1)} | {n}
    out = []
    t0 = time.time()
    for i in range(n + 1):
        if i in marks:
            out.append(f"{i / (60 * FPS):g}:{rss_mib():.0f}")
        app.step(1 / FPS)
        if app.scenes.top is not table:
            table = new_table()
    faces = app.faces.held_bytes() / 2 ** 20
    ui = getattr(getattr(gfx, "UI_CACHE", None), "bytes", 0) / 2 ** 20
    print(f"{gid:9} RSS MiB by minute of play  {'  '.join(out)}\n{'':9} after {minutes:g} min ({n} frames, "
          f"{time.time() - t0:.0f} s to simulate): RSS {rss_mib():.0f} MiB; matches {matches[0]}; card pictures "
          f"{faces:.1f} MiB ({app.faces.renders} painted), other pictures {ui:.1f} MiB", flush=True)
    app.close()


def memory(size: str, minutes: float, seed: int, games: list[str] | None = None) -> None:
    """memory_one for every game (or `games`), each in a fresh process (so one game's memory is not another's)."""
    from tabletop.rules.loader import available_games
    known = available_games()
    for gid in games or known:
        if gid not in known:
            raise SystemExit(f"--game {gid}: no such game (there are: {', '.join(known)})")
        r = subprocess.run([sys.executable, __file__, "--memory-one", gid, "--minutes", str(minutes), "--size", size,
                            "--seed", str(seed)], capture_output=True, text=True, env=dict(os.environ))
        print(r.stdout.strip() or f"{gid}: failed: {r.stderr[-800:]}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=1800)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--launches", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--idle", type=float, default=5.0, help="seconds of the idle measurement")
    ap.add_argument("--turn-frames", type=int, default=330, help="frames of each game's human turn")
    ap.add_argument("--memory", action="store_true",
                    help="only the memory run: each game's AI table for --minutes of play, RSS as it goes")
    ap.add_argument("--minutes", type=float, default=120.0,
                    help="minutes of play of the memory run (60 frames a second; default 120, a two-hour session)")
    ap.add_argument("--game", action="append", help="the memory run for this game only (may be repeated)")
    ap.add_argument("--launch", action="store_true",
                    help="only the launch, --launches times, with no compiled bytecode read or written")
    ap.add_argument("--memory-one", metavar="GAME", help=argparse.SUPPRESS)
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    if args.memory_one:
        memory_one(args.memory_one, args.minutes, (w, h), args.seed)
        return
    if args.memory:
        print(f"memory: {args.minutes:g} minutes of play ({int(args.minutes * 60 * FPS)} frames at {FPS} a second) "
              f"of {'each game' if not args.game else ', '.join(args.game)} at {w}x{h}, AI seats, normal speed "
              "(goal: <= 150 MB for a two-hour session)")
        memory(args.size, args.minutes, args.seed, args.game)
        return
    if args.launch:
        ls = launch(args.size, args.launches, bytecode=False)
        print(f"launch to first interactive frame (title) without compiled bytecode, {len(ls)} runs: median "
              f"{statistics.median(ls):.3f} s  min {min(ls):.3f} s  max {max(ls):.3f} s   goal <= 0.5 s")
        return
    cpu, wall, moving, matches, _ = frames((w, h), args.frames, args.seed)
    warm, cold = cpu[60:], cpu[:60]
    anim = [c for c, m in zip(cpu[60:], moving[60:]) if m]
    print(f"frames: {len(cpu)} at {w}x{h}, 6 seats, normal speed; rounds finished: {matches}; "
          f"frames with cards in flight: {sum(1 for m in moving if m)}")
    print(f"frame CPU ms (after the first 60): p50 {pct(warm, 50):.2f}  p99 {pct(warm, 99):.2f}  "
          f"max {max(warm):.2f}  mean {statistics.mean(warm):.2f}   goal p99 <= 4 ms")
    if anim:
        print(f"  frames with cards moving:        p50 {pct(anim, 50):.2f}  p99 {pct(anim, 99):.2f}")
    print(f"  first 60 frames (cold face cache): p50 {pct(cold, 50):.2f}  max {max(cold):.2f}")
    print(f"frame wall ms: p50 {pct(wall[60:], 50):.2f}  p99 {pct(wall[60:], 99):.2f}")
    for gid, opts, seed, what in turns():
        t = turn_frames((w, h), gid, opts, seed, args.turn_frames)[30:]
        print(f"human's turn, pointer over the hand, {what}: frame CPU ms p50 {pct(t, 50):.2f}  "
              f"p99 {pct(t, 99):.2f}  max {max(t):.2f}")
    fps, use = idle((w, h), args.idle, args.seed)
    print(f"idle table (human to play, nothing moving): {fps:.1f} frames/s, CPU {100 * use:.1f}% of a core")
    ls = launch(args.size, args.launches)
    print(f"launch to first interactive frame (title), {len(ls)} runs: median {statistics.median(ls):.3f} s  "
          f"best {min(ls):.3f} s  worst {max(ls):.3f} s   goal <= 0.5 s")


if __name__ == "__main__":
    main()
