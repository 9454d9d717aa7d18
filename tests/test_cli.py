"""The simulate / replay command lines: summaries, byte-identical logs, clear one-line errors."""

import json
import subprocess
import sys

import pytest

from tabletop.rules.loader import available_games, load_game

GAMES = available_games()


def run(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=cwd)


@pytest.mark.parametrize("game", GAMES)
def test_simulate_log_is_byte_identical_and_replays(tmp_path, game):
    g = load_game(game)
    n = min(4, g.max_players)
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for f in (a, b):
        r = run("simulate", "--game", game, "--players", str(n), "--games", "5", "--seed", "3", "--log", str(f))
        assert r.returncode == 0, r.stderr
    assert a.read_bytes() == b.read_bytes()
    assert "games: 5" in r.stdout and "decisions/s" in r.stdout and "wins per seat" in r.stdout
    recs = [json.loads(line) for line in a.read_text().splitlines()]
    assert len(recs) == 5
    for rec in recs:
        assert {"game", "seed", "players", "options", "actions", "result"} <= set(rec)
        assert rec["result"]["winners"]
    r = run("replay", str(a))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "5 identical, 0 different" in r.stdout
    # tamper with one outcome: replay must notice and fail
    recs[2]["result"]["scores"][0] += 1
    a.write_text("\n".join(json.dumps(x) for x in recs) + "\n")
    r = run("replay", str(a))
    assert r.returncode == 1 and "outcome differs" in r.stdout


def test_clear_errors_without_traceback(tmp_path):
    r = run("simulate", "--game", "chess")
    assert r.returncode == 2 and r.stderr.startswith("tabletop: unknown game 'chess' (available:")
    assert "Traceback" not in r.stderr
    r = run("replay", str(tmp_path / "none.jsonl"))
    assert r.returncode == 2 and "cannot read log" in r.stderr and "Traceback" not in r.stderr
    junk = tmp_path / "junk.jsonl"
    junk.write_text("{not json\n")
    r = run("replay", str(junk))
    assert r.returncode == 2 and "not a valid game record" in r.stderr and "Traceback" not in r.stderr
    # a record without its result, and one nested too deeply to read
    junk.write_text(json.dumps({"game": "towai", "seed": 1, "players": 2, "options": {}, "actions": []}) + "\n")
    r = run("replay", str(junk))
    assert r.returncode == 2 and "not a valid game record ('result')" in r.stderr and "Traceback" not in r.stderr
    junk.write_text("[" * 100000 + "]" * 100000 + "\n")
    r = run("replay", str(junk))
    assert r.returncode == 2 and "nested too deeply" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("game", GAMES)
def test_bad_players_and_options_are_one_line(game):
    g = load_game(game)
    r = run("simulate", "--game", game, "--players", str(g.max_players + 1))
    assert r.returncode == 2 and f"takes {g.min_players} to {g.max_players} players" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    r = run("simulate", "--game", game, "--option", "no_such_option")
    assert r.returncode == 2 and "unknown option 'no_such_option'" in r.stderr and "allowed:" in r.stderr
