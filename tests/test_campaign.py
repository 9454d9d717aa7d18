"""The hardening campaign's CI dose (issue 29): the engine fuzz for every game (invariants after every
action, illegal probes that must change nothing, the JSON round-trip, determinize of every seat), kill -9
during autosaves (20 trials) and the GUI monkey (20,000 random events per game). The slow marker runs
the engine fuzz longer; scripts/campaign.py runs each at length."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.rules.loader import available_games, load_game
from tabletop.tools import campaign

GAMES = available_games()
ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("game_id", GAMES)
def test_engine_fuzz(game_id):
    c = campaign.fuzz_engine(load_game(game_id), seed=1, matches=2, max_moves=150, probes=4, probe_every=1,
                             determinize_every=3)
    assert c["matches"] == 2 and c["probes"] > 100 and c["determinized"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_engine_fuzz_long(game_id):
    c = campaign.fuzz_engine(load_game(game_id), seed=2, matches=2, max_moves=400, determinize_every=2)
    assert c["matches"] == 2


def test_the_fuzz_finds_an_apply_that_raises_instead_of_refusing(monkeypatch):
    """The probes catch what issue 29's defect 1 was: an action naming a card outside the deck raising
    IndexError from a hook instead of IllegalAction."""
    game = load_game(GAMES[0])
    eq = game.hooks.get("equivalent")

    def broken(g, st, a):
        if isinstance(a, campaign.Action) and any(x == 10 ** 9 for x in a.args if type(x) is int):
            raise IndexError("tuple index out of range")
        return eq(g, st, a) if eq else None
    monkeypatch.setitem(game.hooks, "equivalent", broken)
    with pytest.raises(campaign.CampaignFailure, match="IndexError"):
        campaign.fuzz_engine(game, seed=1, matches=1, max_moves=40)


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "win32", reason="SIGKILL")
def test_kill_during_autosave(tmp_path):
    c = campaign.kill_trials(tmp_path, trials=20, seed=3)
    assert c["trials"] == 20 and c["saves_seen"] >= 2
    # and a real start after the last kill: the save is offered, no temporary file is left
    (tmp_path / "data" / "autosave.json.abcd1234.tmp").write_text("half")
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-c", "from tabletop.app import run; run(['--first-frame-only'])"],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    assert not [p.name for p in (tmp_path / "data").iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("game_id", GAMES)
def test_gui_monkey(home, game_id):
    c = campaign.monkey(game_id, events=20_000, seed=1, per_frame=20)
    assert c["events"] >= 20_000 and "table" in c["scenes"] and "setup" in c["scenes"]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path
