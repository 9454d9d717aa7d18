"""The hardening campaign at length (the tests run a small dose of each; see tabletop/tools/campaign.py).

Usage:
  python scripts/campaign.py engine [--matches N] [--seed S] [--game G]    invariants, illegal probes, JSON,
                                                                          determinize, after every action
  python scripts/campaign.py kill [--trials N]                             kill -9 during autosaves
  python scripts/campaign.py monkey [--events N] [--game G] [--seed S]     random events on the real scenes
  python scripts/campaign.py all                                           each of them, at its default dose
Prints what it did; exits 1 at the first failure, naming game, seed and move.
"""

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop.rules.loader import available_games, load_game  # noqa: E402
from tabletop.tools import campaign  # noqa: E402


def engine(args) -> None:
    for gid in [args.game] if args.game else available_games():
        t = time.perf_counter()
        c = campaign.fuzz_engine(load_game(gid), args.seed, args.matches, max_moves=args.max_moves)
        print(f"engine {gid}: {c['matches']} matches, {c['actions']} actions, {c['probes']} illegal probes, "
              f"{c['determinized']} seats determinized ({time.perf_counter() - t:.0f} s)", flush=True)


def kill(args) -> None:
    with tempfile.TemporaryDirectory(prefix="tabletop-kill-") as home:
        t = time.perf_counter()
        c = campaign.kill_trials(Path(home), args.trials, args.seed)
        print(f"kill: {c['trials']} trials, {c['saves_seen']} different saves found whole after a kill, "
              f"{c['temps_left_by_kills']} temporary files left by kills and removed at the next start "
              f"({time.perf_counter() - t:.0f} s)", flush=True)


def monkey(args) -> None:
    with tempfile.TemporaryDirectory(prefix="tabletop-monkey-") as home:
        os.environ["TABLETOP_HOME"] = home
        for gid in [args.game] if args.game else available_games():
            t = time.perf_counter()
            c = campaign.monkey(gid, args.events, args.seed, per_frame=20)
            print(f"monkey {gid}: {c['events']} events in {c['frames']} frames, scenes {', '.join(c['scenes'])}, "
                  f"up to {c['actions']} moves in a match ({time.perf_counter() - t:.0f} s)", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["engine", "kill", "monkey", "all"])
    ap.add_argument("--game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--matches", type=int, default=20, help="engine: random matches per game")
    ap.add_argument("--max-moves", type=int, default=3000, help="engine: moves a match may take")
    ap.add_argument("--trials", type=int, default=200, help="kill: processes killed during a save")
    ap.add_argument("--events", type=int, default=200_000, help="monkey: random events per game")
    args = ap.parse_args()
    try:
        for what in (["engine", "kill", "monkey"] if args.what == "all" else [args.what]):
            {"engine": engine, "kill": kill, "monkey": monkey}[what](args)
    except campaign.CampaignFailure as e:
        print(f"FAILED: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
