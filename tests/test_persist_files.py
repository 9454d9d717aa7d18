"""Settings and save files as files: a failed rewrite loses nothing, notices say where the file is in plain
words, symlinks and permission bits are kept, a typed path's missing folder is an error, a BOM is fine."""

import errno
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop.persist import autosave, settings, store
from tests.pick import first, takes
from tests.test_ui_driver import home  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent


def run(*args, env=None):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env)


def a_save(**changes) -> dict:
    """A saved match of a game for three, at its start."""
    from tabletop.ui.table.session import default_seats
    rec = autosave.record(first("for three players", takes(3)), default_seats(3, 1), {}, 5, [])
    rec.update(changes)
    return rec


def write_save(rec, raw: str | None = None) -> Path:
    p = autosave.path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(raw if raw is not None else json.dumps(rec), encoding="utf-8")
    return p


def test_partly_bad_settings_survive_a_failed_rewrite(home, monkeypatch):
    """One bad value: the file was renamed away first, then the cleaned settings written; when that write
    failed (a full disk) there was no settings file any more and every setting was lost at the next start."""
    p = settings.path()
    p.parent.mkdir(parents=True)
    mine = json.dumps({"colour_blind": True, "speed": "slow", "ai_budget": 8.0})
    p.write_text(mine)
    real = os.replace

    def full_disk(src, dst):
        if str(dst).endswith("settings.json"):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(src, dst)
    with monkeypatch.context() as m:
        m.setattr(os, "replace", full_disk)
        s, notice = settings.load()
    assert s["colour_blind"] is True and s["speed"] == "slow" and s["ai_budget"] == 1.0
    assert "ai_budget" in notice and "Could not save settings" in notice and "No space left on device" in notice
    assert p.read_text() == mine, "the player's file is still there, as it was"
    assert sorted(x.name for x in p.parent.iterdir()) == ["settings.json"]
    s, notice = settings.load()                 # the next start: the good values are all still there
    assert s["colour_blind"] is True and s["speed"] == "slow" and "ai_budget" in notice
    assert json.loads((p.parent / "settings.json.bad-1").read_text()) == json.loads(mine)
    assert settings.load() == (s, None)


@pytest.mark.parametrize("content,words", [(b"{not json", "is not valid JSON"),
                                           (b"\xff\xfe\x00garbage", "is not UTF-8 text"),
                                           (b"[1, 2]", "is not a JSON object")])
def test_settings_notices_say_where_the_file_is_in_plain_words(home, content, words):
    p = settings.path()
    p.parent.mkdir(parents=True)
    p.write_bytes(content)
    s, notice = settings.load()
    assert notice == f"The settings file {p} {words}: using the defaults (the old file is kept as settings.json.bad-1)."
    assert "Error" not in notice


def test_a_failed_settings_save_names_the_file(home, monkeypatch):
    def full(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    assert settings.save(settings.defaults()) == (f"Could not save settings to {settings.path()}: "
                                                  "No space left on device")


def test_settings_written_through_a_symlink_keep_the_link_and_the_mode(home, tmp_path):
    dotfiles = tmp_path / "dotfiles"
    dotfiles.mkdir()
    target = dotfiles / "tabletop.json"
    target.write_text(json.dumps(settings.defaults()))
    target.chmod(0o640)
    link = settings.path()
    link.parent.mkdir(parents=True)
    link.symlink_to(target)
    s = settings.defaults()
    s["speed"] = "fast"
    assert settings.save(s) is None
    assert link.is_symlink() and json.loads(target.read_text())["speed"] == "fast"
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(x.name for x in dotfiles.iterdir()) == ["tabletop.json"]


def test_a_new_file_gets_the_usual_mode(tmp_path):
    mask = os.umask(0o027)
    try:
        store.write_atomic(tmp_path / "a.jsonl", "x\n")
    finally:
        os.umask(mask)
    assert stat.S_IMODE((tmp_path / "a.jsonl").stat().st_mode) == 0o640   # not mkstemp's 0o600


def test_a_log_into_a_missing_folder_is_an_error_not_a_new_folder(tmp_path):
    where = tmp_path / "no" / "such" / "dir" / "x.jsonl"
    r = run("simulate", "--game", first("for two players", takes(2)), "--players", "2", "--games", "1", "--log",
            str(where))
    assert r.returncode == 2 and f"cannot write log {where}: No such file or directory" in r.stderr
    assert not (tmp_path / "no").exists()
    with pytest.raises(FileNotFoundError):
        store.write_atomic(where, "x")
    store.write_json(tmp_path / "app" / "data" / "autosave.json", {})   # the app's own folders are made
    assert (tmp_path / "app" / "data" / "autosave.json").exists()


def test_files_with_a_byte_order_mark_are_read(home):
    p = settings.path()
    p.parent.mkdir(parents=True)
    p.write_bytes(b"\xef\xbb\xbf" + json.dumps(dict(settings.defaults(), speed="fast")).encode())
    s, notice = settings.load()
    assert notice is None and s["speed"] == "fast" and p.exists()
    a = write_save(None, "")
    a.write_bytes(b"\xef\xbb\xbf" + json.dumps(a_save()).encode())
    rec, notice = autosave.load()
    assert notice is None and rec["game"] == a_save()["game"]
