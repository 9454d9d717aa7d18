"""`shots` and `replay` on bad input: one line, a non-zero exit, FILE:LINE and plain words, no traceback."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pick import every, takes

ROOT = Path(__file__).resolve().parent.parent


def run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env)


def test_shots_into_a_folder_it_cannot_write_is_one_line(tmp_path):
    out = tmp_path / "out"
    (out / "01_title.png").mkdir(parents=True)      # the first picture cannot be written
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = run("shots", "--out", str(out), env=env)
    assert r.returncode == 2 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert r.stderr.startswith(f"tabletop: cannot write screenshot {out / '01_title.png'}: ")


def test_shots_take_the_window_size_given(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = run("--size", "960x540", "shots", "--out", str(tmp_path / "out"), env=env)
    assert r.returncode == 0, r.stderr
    import pygame
    shots = sorted((tmp_path / "out").glob("*.png"))
    windows = [p for p in shots if not p.stem.endswith(("_faces", "_faces_colourblind"))]
    assert any("_table_" in p.stem for p in windows) and any(p.stem == "01_title" for p in windows)
    for p in windows:
        assert pygame.image.load(str(p)).get_size() == (960, 540), p.name
    r = run("--size", "90x50", "shots", "--out", str(tmp_path / "bad"), env=env)
    assert r.returncode == 2 and r.stderr.startswith("tabletop: --size 90x50 is outside")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes anywhere")
def test_shots_into_a_read_only_folder_is_one_line(tmp_path):
    out = tmp_path / "ro"
    out.mkdir()
    out.chmod(0o555)
    try:
        r = run("shots", "--out", str(out))
    finally:
        out.chmod(0o755)
    assert r.returncode == 2 and r.stderr.startswith(f"tabletop: cannot write screenshots to {out}")


ANY = every(takes(2))[0]   # a game for two
GOOD = {"game": ANY, "seed": 1, "players": 2, "options": {}, "actions": [], "result": {}}


@pytest.mark.parametrize("line,words", [
    ("[1, 2]", "a record must be a JSON object"),
    (json.dumps({k: v for k, v in GOOD.items() if k != "actions"}), "missing key 'actions'"),
    (json.dumps(dict(GOOD, options=None)), "'options' must be a JSON object"),
    (json.dumps(dict(GOOD, options=[])), "'options' must be a JSON object"),
    (json.dumps(dict(GOOD, actions=None)), "'actions' must be a list of actions"),
    (json.dumps(dict(GOOD, actions=[[0, "play"]])), "action 1 is not an action"),
    ('{"game": "' + ANY + '", "seed": 1' + "1" * 5000 + "}", "a number is too long"),
    (json.dumps(dict(GOOD, game="poker")), "unknown game 'poker'"),
])
def test_replay_says_file_line_and_what_is_wrong_in_plain_words(tmp_path, line, words):
    log = tmp_path / "games.jsonl"
    log.write_text("\n" + line + "\n")
    r = run("replay", str(log))
    assert r.returncode == 2 and r.stderr.startswith(f"tabletop: {log}:2: ") and words in r.stderr
    for python in ("Traceback", "NoneType", "indices", "sys.set_int"):
        assert python not in r.stderr


def test_replay_of_an_empty_log_says_there_was_nothing_to_replay(tmp_path):
    log = tmp_path / "empty.jsonl"
    for text in ("", "\n\n  \n"):
        log.write_text(text)
        r = run("replay", str(log))
        assert r.returncode != 0 and "nothing to replay" in r.stderr and "Traceback" not in r.stderr


def test_simulate_into_a_closed_pipe_stops_quietly():
    p = subprocess.Popen([sys.executable, "-m", "tabletop", "simulate", "--game", ANY, "--games", "5"],
                         cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()   # the reader is gone before anything is written (`... | head -0`)
    err = p.stderr.read().decode()
    p.stderr.close()
    assert p.wait() == 141 and err == ""


@pytest.mark.parametrize("before", [True, False])
def test_seed_and_size_count_before_or_after_the_subcommand(tmp_path, before):
    """`tabletop --seed 5 simulate` and `tabletop simulate --seed 5` play the same games (the subcommand's
    own default overwrote the program's --seed); `shots --size` is taken after the subcommand too."""
    a = run(*(("--seed", "5", "simulate") if before else ("simulate", "--seed", "5")),
            "--game", ANY, "--games", "3", "--log", str(tmp_path / "a.jsonl"))
    assert a.returncode == 0, a.stderr
    seeds = [json.loads(line)["seed"] for line in (tmp_path / "a.jsonl").read_text().splitlines()]
    assert seeds == [5, 6, 7]
    r = run("simulate", "--game", ANY, "--games", "1", "--log", str(tmp_path / "b.jsonl"))
    assert json.loads((tmp_path / "b.jsonl").read_text())["seed"] == 1   # the default when none is given
    if before:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        r = run("shots", "--out", str(tmp_path / "s"), "--size", "960x540", env=env)
        assert r.returncode == 0, r.stderr
        import pygame
        assert pygame.image.load(str(tmp_path / "s" / "01_title.png")).get_size() == (960, 540)


@pytest.mark.parametrize("game_id", __import__("tabletop.rules.loader", fromlist=["x"]).available_games())
def test_replay_of_an_action_the_rules_fail_on_is_one_line_naming_game_and_line(tmp_path, capsys, monkeypatch,
                                                                                  game_id):
    """`replay` caught only IllegalAction, ValueError, KeyError and TypeError: an IndexError from a game's
    hook (issue 29) came out as a traceback. Any failure of the rules is now a line
    naming the file, the line, the game and the action, and the replay goes on to the next record."""
    from tabletop.rules.loader import load_game
    from tabletop.tools.cli import main
    from tabletop.tools.sim import random_playout
    game = load_game(game_id)
    st, actions = random_playout(game, 5, game.min_players)
    rec = {"game": game_id, "seed": 5, "players": game.min_players, "options": st.options, "match": False,
           "actions": [a.to_json() for a in actions], "result": {}}
    log = tmp_path / "games.jsonl"
    log.write_text(json.dumps(rec) + "\n" + json.dumps(rec) + "\n")
    kind = actions[-1].kind

    def broken(*args):
        raise IndexError("tuple index out of range")
    monkeypatch.setitem(game.handlers, kind, broken)
    assert main(["replay", str(log)]) == 1
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    for n in (1, 2):
        assert f"{log}:{n}: {game_id} seed 5: action " in out.out and "IndexError" in out.out, out.out
    assert "replayed 2 game(s): 0 identical, 0 different, 2 stopped by a failure of the rules" in out.out
