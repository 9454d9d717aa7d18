"""The player's files are read only when they are regular files of a sane size (issue 29, defect 3): a
settings file that was a FIFO hung the start for ever, waiting for a writer."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# (file, its folder under TABLETOP_HOME, a program that reads it and prints the notice)
FILES = [
    ("settings.json", "config", "from tabletop.app import run; run(['--first-frame-only'])"),
    ("autosave.json", "data", "from tabletop.app import run; run(['--first-frame-only'])"),
    ("stats.json", "data", "from tabletop.persist import stats; print(stats.load()[1])"),
]


def _run(home, program, timeout=60):
    env = dict(os.environ, TABLETOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, cwd=ROOT, env=env,
                          timeout=timeout)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("name,folder,program", FILES)
def test_a_fifo_in_place_of_a_file_does_not_hang_the_start(tmp_path, name, folder, program):
    (tmp_path / folder).mkdir()
    os.mkfifo(tmp_path / folder / name)
    try:
        r = _run(tmp_path, program, timeout=40)
    except subprocess.TimeoutExpired:
        pytest.fail(f"reading a FIFO as {name} hung")
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stderr
    kept = tmp_path / folder / f"{name}.bad-1"   # set aside as any damaged file is
    assert kept.exists() and not kept.is_file()


@pytest.mark.parametrize("name,folder,program", FILES)
def test_a_huge_file_is_refused_by_its_size_not_read(tmp_path, name, folder, program):
    from tabletop.persist import store
    p = tmp_path / folder / name
    p.parent.mkdir()
    with open(p, "wb") as f:   # sparse: 3 GB said, nothing written
        f.truncate(3 * 1024 ** 3)
    r = _run(tmp_path, program)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    assert (tmp_path / folder / f"{name}.bad-1").stat().st_size == 3 * 1024 ** 3
    with pytest.raises(store.FileProblem, match=r"too big \(3072.0 MB; at most 1.0 MB\)"):
        store.read_capped(tmp_path / folder / f"{name}.bad-1", store.MAX_JSON)


def test_read_json_says_why_in_plain_words(tmp_path):
    from tabletop.persist.store import read_json
    assert read_json(tmp_path)[1] == "unreadable (Is a directory)"
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        assert read_json(tmp_path / "pipe.json")[1] == "not a regular file (a pipe or a device)"
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * 600_000 + "0]")
    assert read_json(big)[1] == "too big (1.1 MB; at most 1.0 MB)"
    assert read_json(big, 2 * 1024 * 1024)[1] is None
