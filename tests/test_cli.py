"""The simulate / replay command lines: summaries, byte-identical logs, clear one-line errors."""

import json
import subprocess
import sys

import pytest

from tabletop.rules.loader import load_game
from tests.pick import GAMES, first, takes


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
    assert "replayed 5 game(s): 4 identical, 1 different" in r.stdout
    # and one whose moves stop at an illegal action: counted once, as replayed (it said "replayed 4 game(s):
    # 4 identical, 1 different" for five records)
    recs[3]["actions"] = recs[3]["actions"][1:]
    a.write_text("\n".join(json.dumps(x) for x in recs) + "\n")
    r = run("replay", str(a))
    assert r.returncode == 1 and "illegal action on replay" in r.stdout, r.stdout
    assert "replayed 5 game(s): 3 identical, 1 different, 1 stopped at an illegal action" in r.stdout


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
    gid = first("for two players", takes(2))
    junk.write_text(json.dumps({"game": gid, "seed": 1, "players": 2, "options": {}, "actions": []}) + "\n")
    r = run("replay", str(junk))
    assert r.returncode == 2 and f"{junk}:1: not a valid game record (missing key 'result')" in r.stderr
    assert "Traceback" not in r.stderr
    # a seed of 1.5 replayed seed 1 (the RNG took int(seed)); true as a player count is no count
    for seed, players in ((1.5, 2), (1, True)):
        junk.write_text(json.dumps({"game": gid, "seed": seed, "players": players, "options": {},
                                    "actions": [], "result": {}}) + "\n")
        r = run("replay", str(junk))
        assert r.returncode == 2 and "not a valid game record (" in r.stderr and "whole number" in r.stderr
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


def test_unwritable_outputs_are_one_line_and_an_old_log_survives(tmp_path):
    """simulate --log into a path that cannot be written, or shots --out onto a file, exit 2 with one
    line (they ended in a traceback); a log is written whole or not at all, so an old one is not emptied."""
    a_file = tmp_path / "plain.txt"
    a_file.write_text("x")
    gid = first("for two players", takes(2))
    r = run("simulate", "--game", gid, "--players", "2", "--games", "2", "--log", str(a_file / "log.jsonl"))
    assert r.returncode == 2 and "cannot write log" in r.stderr and "Traceback" not in r.stderr
    r = run("shots", "--out", str(a_file))
    assert r.returncode == 2 and "cannot write screenshots" in r.stderr and "Traceback" not in r.stderr
    old = tmp_path / "old.jsonl"
    old.write_text("kept\n")
    r = run("simulate", "--game", gid, "--players", "2", "--games", "2", "--log", str(old / "x"))
    assert r.returncode == 2 and old.read_text() == "kept\n"
    r = run("simulate", "--game", gid, "--players", "2", "--games", "2", "--log", str(old))
    assert r.returncode == 0 and len(old.read_text().splitlines()) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["old.jsonl", "plain.txt"], "no temp file left"


def test_a_window_size_outside_the_usable_range_is_refused():
    from tabletop.app import _size
    assert _size("1280x720") == (1280, 720)
    for bad in ("0x0", "640x480", "99999x720", "wide"):
        with pytest.raises(SystemExit) as e:
            _size(bad)
        assert e.value.code == 2   # like every other bad argument (it was 1)


def test_simulate_names_its_unit_in_the_summary():
    gid = first("for two players", takes(2))
    r = run("simulate", "--game", gid, "--players", "2", "--games", "2", "--seed", "1", "--match")
    assert r.returncode == 0, r.stderr
    assert "mean decisions per match:" in r.stdout and "matche" not in r.stdout.replace("matches", "")
    r = run("simulate", "--game", gid, "--players", "2", "--games", "2", "--seed", "1")
    assert "mean decisions per game:" in r.stdout
