"""The player's files damaged every way the campaign tried (issue 29): settings, statistics and the
autosave truncated, binary, of the wrong types, huge, a FIFO, a folder, empty, nested too deeply, in
another encoding. Loading never raises; a damaged file is kept aside (or left, for statistics that cannot
be read now) with a notice; and the program still starts to its first frame with all three damaged."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.persist import autosave, settings, stats
from tests.pick import first, takes

ROOT = Path(__file__).resolve().parent.parent
GAME = first("for two players", takes(2))
GOOD = {
    "settings": {"speed": "fast", "colour_blind": True, "tables": {}},
    "stats": {"version": 1, "games": {GAME: {"played": 2, "won": 1, "hotseat": 0, "rounds": 5}}},
    "autosave": {"version": 1, "game": GAME, "players": 2, "options": {}, "seed": 3, "actions": [],
                 "seats": [{"kind": "human", "level": None, "name": "You"},
                           {"kind": "ai", "level": "normal", "name": "Bo"}]},
}
MODULES = {"settings": settings, "stats": stats, "autosave": autosave}


def _damage(kind: str, good: dict):
    text = json.dumps(good)
    return {
        "truncated": text[: len(text) // 2],
        "binary": bytes(range(256)) * 4,
        "empty": b"",
        "nul bytes": text.replace('"', '"\x00', 3),
        "utf-16": text.encode("utf-16"),
        "a list": "[1, 2, 3]",
        "a number": "42",
        "wrong types": json.dumps({k: ([v] if not isinstance(v, list) else {"x": v}) for k, v in good.items()}),
        "nested deeply": "[" * 100_000 + "]" * 100_000,
        "a huge number": '{"version": ' + "9" * 100_000 + "}",
        "null": "null",
    }[kind]


KINDS = ["truncated", "binary", "empty", "nul bytes", "utf-16", "a list", "a number", "wrong types",
         "nested deeply", "a huge number", "null"]


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _write(which: str, data) -> Path:
    p = MODULES[which].path()
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(data, str):
        p.write_text(data, encoding="utf-8", errors="surrogatepass")
    else:
        p.write_bytes(data)
    return p


def _load(which: str):
    got, notice = MODULES[which].load()
    if which == "settings":
        assert isinstance(got, dict) and set(settings.DEFAULTS) <= set(got)
    elif which == "stats":
        assert isinstance(got, dict) and isinstance(got["games"], dict)
    else:
        assert got is None or isinstance(got, dict)
    return got, notice


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("which", sorted(MODULES))
def test_a_damaged_file_loads_with_a_notice_and_is_kept(home, which, kind):
    p = _write(which, _damage(kind, GOOD[which]))
    got, notice = _load(which)
    assert notice, "a damaged file says so"
    kept = [x.name for x in p.parent.iterdir() if x.name.startswith(p.name + ".bad-")]
    assert kept or p.exists(), "the damaged text is never simply lost"
    assert "Traceback" not in notice and "Error" not in notice


@pytest.mark.parametrize("which", sorted(MODULES))
def test_a_folder_in_place_of_the_file(home, which):
    p = MODULES[which].path()
    p.mkdir(parents=True)
    got, notice = _load(which)
    assert notice and "unreadable (Is a directory)" in notice


@pytest.mark.parametrize("which", sorted(MODULES))
def test_the_good_file_still_loads(home, which):
    _write(which, json.dumps(GOOD[which]))
    got, notice = _load(which)
    assert got is not None and notice is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_the_program_starts_with_all_three_damaged(tmp_path):
    (tmp_path / "config").mkdir()
    (tmp_path / "data").mkdir()
    os.mkfifo(tmp_path / "config" / "settings.json")
    (tmp_path / "data" / "autosave.json").write_bytes(bytes(range(256)))
    with open(tmp_path / "data" / "stats.json", "wb") as f:
        f.truncate(2 * 1024 ** 3)
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = ("from tabletop.app import run; run(['--first-frame-only']); "
            "from tabletop.persist import stats; print('stats:', stats.load()[1])")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert "first-frame" in r.stdout and "too big" in r.stdout
