"""BIG TWO on the command line: a random team match that wanders (split from tests/test_cli_output.py)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env)


def test_simulate_counts_a_random_match_that_never_ends_instead_of_crashing():
    """A random-play BIG TWO team match wanders (seed 1 passes the move cap): counted, not a traceback."""
    r = run("simulate", "--game", "big_two", "--players", "4", "--option", "team", "--match", "--games", "2",
            "--seed", "1")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "unfinished: 1 (no end within 200000 random moves; seeds 1), left out of the wins" in r.stdout
    assert "wins per seat: 0:0  1:0.5  2:0  3:0.5" in r.stdout
