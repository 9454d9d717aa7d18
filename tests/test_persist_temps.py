"""A save cut short (the program killed while it wrote) leaves its temporary file; the next start removes
them (issue 29, defect 6): before, every kill during an autosave left one more autosave.json.*.tmp."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
START = "from tabletop.app import run; run(['--first-frame-only'])"
STALE = {"config": ["settings.json.a1b2c3d4.tmp"],
         "data": ["autosave.json.k3j_x9ab.tmp", "autosave.json.00000000.tmp", "stats.json.zzzzzzzz.tmp"]}
KEPT = {"config": ["settings.json", "settings.json.bad-1", "notes.tmp"],
        "data": ["autosave.json.bad-2", "autosave.json.abc.tmp", "other.json.k3j_x9ab.tmp", "autosave.json.tmp"]}


def _start(home):
    env = dict(os.environ, TABLETOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    r = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr


def _lay_out(home):
    for folder in ("config", "data"):
        (home / folder).mkdir(exist_ok=True)
        for name in STALE[folder] + KEPT[folder]:
            (home / folder / name).write_text("{}" if name.endswith(".json") else "half a save", encoding="utf-8")


def test_the_next_start_removes_the_temporary_files_of_saves_cut_short(tmp_path):
    _lay_out(tmp_path)
    _start(tmp_path)
    for folder in ("config", "data"):
        left = {p.name for p in (tmp_path / folder).iterdir()}
        assert not set(STALE[folder]) & left, left
        assert set(KEPT[folder]) <= left, left


def test_a_second_window_leaves_them_to_the_first(tmp_path, monkeypatch):
    """A window that does not hold the lock saves nothing, and must not remove a file the other may be
    writing at that moment."""
    from tabletop.persist import lock
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    _lay_out(tmp_path)
    held = lock.acquire()
    assert held is not None and held.f is not None
    try:
        _start(tmp_path)
    finally:
        held.release()
    for folder in ("config", "data"):
        assert set(STALE[folder]) <= {p.name for p in (tmp_path / folder).iterdir()}
