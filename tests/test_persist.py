"""Settings and autosave: saved and reloaded, bad files set aside with a notice, a killed game resumed."""

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
import pytest

from tabletop.persist import autosave, settings, store
from tests.pick import GAMES, every, first, game, takes
from tests.test_ui_driver import button, click, home, key, make_app, press, pump, step  # noqa: F401

ROOT = Path(__file__).resolve().parent.parent


def test_paths_follow_tabletop_home(home):
    assert store.config_dir() == home / "config" and store.data_dir() == home / "data"


def test_settings_saved_from_the_scene_and_reloaded(home):
    from tabletop.app import App
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.screens.settings import SettingsScene
    app = App(size=(1280, 720))
    assert app.settings == settings.defaults()
    app.scenes.push(TitleScene(app))
    press(app, app.scenes.top, "Settings")
    sc = app.scenes.top
    assert isinstance(sc, SettingsScene)
    press(app, sc, "Animation speed")           # normal -> fast
    press(app, sc, "Colour-blind indicators")   # off -> on
    press(app, sc, "Sound")                     # on -> off
    press(app, sc, "Highlight legal moves")     # on -> off
    press(app, sc, "Hard AI thinking time")     # 1 s -> 2 s
    b = button(sc, "Animation speed")           # keyboard: focus it, Left goes back one
    click(app, b.rect.center)                    # fast -> instant
    key(app, pygame.K_LEFT)                     # instant -> fast
    app.close()
    saved = json.loads((home / "config" / "settings.json").read_text())
    assert saved["speed"] == "fast" and saved["colour_blind"] is True
    assert saved["sound"] is False and saved["highlight_legal"] is False and saved["ai_budget"] == 2.0
    loaded, notice = settings.load()
    assert notice is None and loaded == saved
    app = App()
    assert app.settings == saved and not app.toasts
    app.close()


def test_animation_speed_steps_in_order_from_slowest_to_instant(home):
    """Settings' speed went normal -> slow -> instant -> fast: each press now goes one step faster, in order."""
    from tabletop.app import App
    from tabletop.ui.screens.title import TitleScene
    app = App(size=(1280, 720))
    app.scenes.push(TitleScene(app))
    press(app, app.scenes.top, "Settings")
    sc = app.scenes.top
    seen = [app.settings["speed"]]
    for _ in range(4):
        press(app, sc, "Animation speed")
        seen.append(app.settings["speed"])
    app.close()
    assert seen == ["normal", "fast", "instant", "slow", "normal"]


def test_hard_ai_thinks_for_the_budget_in_the_settings(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(ai_budget=0.25)
    seats = default_seats(4, 1)
    seats[1] = dict(seats[1], kind="ai", level="hard")
    table = TableScene(app, Session(load_game(first("for four players", takes(4))), seats, {}, 3, save=False),
                       threaded=False)
    assert table.bot(1).level == "hard" and table.bot(1).budget == 0.25
    assert table.bot(2).level == "normal"
    app.close()
    p = home / "config" / "settings.json"
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(dict(settings.defaults(), ai_budget=7)))
    loaded, notice = settings.load()
    assert loaded["ai_budget"] == 1.0 and "ai_budget" in notice


@pytest.mark.parametrize("content", [b"{not json", b"\xff\xfe\x00garbage", b"[1, 2, 3]", b""])
def test_corrupt_settings_fall_back_to_defaults_with_a_notice(home, content):
    from tabletop.app import App
    from tabletop.ui.screens.title import TitleScene
    p = home / "config" / "settings.json"
    p.parent.mkdir(parents=True)
    p.write_bytes(content)
    app = App(size=(1280, 720))
    assert app.settings == settings.defaults()
    assert any("using the defaults" in t[0] and "settings.json.bad-1" in t[0] for t in app.toasts)
    app.scenes.push(TitleScene(app))
    step(app)  # the title draws with the notice on top, no crash
    assert (home / "config" / "settings.json.bad-1").read_bytes() == content
    assert not p.exists()
    app.save_settings()
    assert settings.load() == (settings.defaults(), None)
    app.close()


def test_unreadable_and_partly_bad_settings(home):
    p = home / "config" / "settings.json"
    p.mkdir(parents=True)  # a directory where the file should be: unreadable
    s, notice = settings.load()
    assert s == settings.defaults() and "unreadable" in notice
    assert (home / "config" / "settings.json.bad-1").is_dir()
    p.write_text(json.dumps({"speed": "warp", "colour_blind": True, "size": [1, 2], "extra": 1}))
    s, notice = settings.load()
    assert s["colour_blind"] is True and s["speed"] == "normal" and s["size"] == [1280, 720]
    assert "size" in notice and "speed" in notice and "bad-2" in notice
    # the good values are saved again, so the next start keeps them with no notice
    assert settings.load() == (s, None)


def test_settings_keys_this_version_does_not_know_survive_a_save(home):
    # a newer version's setting is neither dropped nor a reason to reset anything
    p = home / "config" / "settings.json"
    p.parent.mkdir(parents=True)
    p.write_text(json.dumps({"speed": "fast", "volume": 0.4, "seat_names": ["Ada", "Bo"]}))
    s, notice = settings.load()
    assert notice is None and s["speed"] == "fast" and s["volume"] == 0.4
    s["speed"] = "slow"
    assert settings.save(s) is None
    on_disk = json.loads(p.read_text())
    assert on_disk["volume"] == 0.4 and on_disk["seat_names"] == ["Ada", "Bo"] and on_disk["speed"] == "slow"
    assert not list(p.parent.glob("settings.json.bad-*"))
    # with a bad known value beside it, the unknown key is still kept in the rewritten file
    p.write_text(json.dumps({"speed": "warp", "volume": 0.4}))
    s, notice = settings.load()
    assert "speed" in notice and s["speed"] == "normal"
    assert json.loads(p.read_text())["volume"] == 0.4


def test_settings_and_save_nested_too_deep_are_set_aside(home):
    deep = "[" * 100000 + "]" * 100000
    p = settings.path()
    p.parent.mkdir(parents=True)
    p.write_text(deep)
    s, notice = settings.load()
    assert s == settings.defaults() and "is nested too deeply to read" in notice
    assert (p.parent / "settings.json.bad-1").read_text() == deep
    a = autosave.path()
    a.parent.mkdir(parents=True)
    a.write_text(deep)
    rec, notice = autosave.load()
    assert rec is None and "cannot be resumed" in notice and (a.parent / "autosave.json.bad-1").exists()


def test_every_window_size_the_command_line_takes_survives_a_save(home):
    """`--size` and the settings file agree on the largest size (8000x4500 opened, was saved, and the next
    start reset it as a bad setting); a resize beyond it is clamped."""
    from tabletop.app import MIN_SIZE, App, _size
    top = settings.SIZE_RANGE[1]
    for text in (f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", "8000x4500", f"{top[0]}x{top[1]}"):
        s = settings.defaults()
        s["size"] = list(_size(text))
        settings.save(s)
        assert settings.load()[0]["size"] == s["size"], text
    app = App(size=(1280, 720))
    app.resized(top[0] + 100, 600)
    assert app.settings["size"] == [top[0], 600]
    app.close()


def test_missing_settings_give_defaults_and_say_so(home):
    s, notice = settings.load()
    assert s == settings.defaults() and "defaults" in notice


def test_atomic_write_keeps_the_old_file_when_interrupted(home, monkeypatch):
    p = home / "config" / "settings.json"
    store.write_json(p, {"a": 1})

    def boom(src, dst):
        raise OSError(28, "No space left on device")
    with monkeypatch.context() as m:   # (monkeypatch.undo() would also undo `home`: a save into the real config)
        m.setattr(os, "replace", boom)
        with pytest.raises(OSError):
            store.write_json(p, {"a": 2})
    assert json.loads(p.read_text()) == {"a": 1}
    assert sorted(x.name for x in p.parent.iterdir()) == ["settings.json"], "no temp file left behind"
    assert settings.save({"speed": "fast"}) is None
    assert json.loads(p.read_text())["speed"] == "fast"


def test_corrupt_autosave_is_set_aside(home):
    p = autosave.path()
    p.parent.mkdir(parents=True)
    p.write_text('{"version": 1, "game": "' + GAMES[0] + '"')
    rec, notice = autosave.load()
    assert rec is None and "cannot be resumed" in notice
    assert (p.parent / "autosave.json.bad-1").exists() and not p.exists()


@pytest.mark.parametrize("level", [None, 3, "godlike"])
def test_a_save_with_a_bad_ai_level_is_set_aside_not_resumed(home, level):
    """An AI seat's level must be one the app has (a missing or odd one crashed the table on every Resume,
    the save staying in place); a human seat's may be empty. A version of true is not 1."""
    from tabletop.ui.table.session import default_seats
    seats = default_seats(3, 1)
    rec = autosave.record(first("for three players", takes(3)), seats, {}, 5, [])
    p = autosave.path()
    p.parent.mkdir(parents=True, exist_ok=True)
    good = dict(rec, seats=[dict(rec["seats"][0], level=None)] + rec["seats"][1:])
    p.write_text(json.dumps(good))
    assert autosave.load()[0] is not None
    bad = dict(rec, seats=rec["seats"][:1] + [dict(rec["seats"][1], level=level)] + rec["seats"][2:])
    p.write_text(json.dumps(bad))
    got, notice = autosave.load()
    assert got is None and "cannot be resumed" in notice and (p.parent / "autosave.json.bad-1").exists()
    p.write_text(json.dumps(dict(rec, version=True)))
    assert autosave.load()[0] is None


def test_a_save_the_rules_refuse_is_kept_aside_on_resume(home):
    """A well-formed save the rules refuse from its start (an option value this version does not take) is
    kept, not deleted. (A save with an illegal last action resumes before it since issue 29: that case is
    tests/test_resume_damaged.py.)"""
    from tabletop.app import App
    from tabletop.rules.loader import load_game
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.table.session import default_seats
    g = load_game(first("for three players", takes(3)))
    opts = g.resolve_options({}, 3)
    name = next(k for k, o in g.options_spec.items() if "maybe" not in o.get("choices", []))
    rec = autosave.record(g.id, default_seats(3, 1), dict(opts, **{name: "maybe"}), 5, [])
    p = autosave.path()
    p.parent.mkdir(parents=True)
    p.write_text(json.dumps(rec))
    app = App(size=(1024, 576), settings=dict(settings.defaults(), sound=False, speed="instant"))
    title = TitleScene(app)
    app.scenes.push(title)
    app.step(1 / 60)
    assert title.save is not None
    title.resume_game()
    app.step(1 / 60)
    assert any(f"cannot be resumed (kept as autosave.json.bad-1 in {p.parent})" in t[0] for t in app.toasts)
    assert json.loads((p.parent / "autosave.json.bad-1").read_text()) == rec and not p.exists()
    assert app.scenes.top is title and title.save is None
    app.close()


KILLED = textwrap.dedent("""
    import os, sys, time
    from tabletop.app import App
    from tabletop.persist import settings
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    s = settings.defaults(); s.update(speed="instant", sound=False)
    app = App(size=(1280, 720), settings=s)
    sess = Session(load_game(GAME_ID), default_seats(3, 1), {}, 77)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    while len(sess.actions) < 25 and sess.st.phase == "play":
        if table.my_turn():
            table.act(sess.legal(table.viewer)[-1])
        app.step(1 / 60)
    print(sess.st.to_json(), flush=True)
    time.sleep(60)
""")


def test_a_killed_game_is_resumed_exactly(home):
    # a game for three where a seat may always draw: its round lasts the 25 moves the match is killed after
    gid = first("for three players with a draw", lambda g: takes(3)(g) and "draw" in g.cfg["actions"])
    env = dict(os.environ, TABLETOP_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", KILLED.replace("GAME_ID", repr(gid))], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, text=True)
    try:
        line = proc.stdout.readline()
        assert line.startswith("{"), proc.stderr.read() if proc.poll() is not None else line
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    assert proc.returncode == -signal.SIGKILL
    from tabletop.ui.screens.title import TitleScene
    app = make_app()
    app.scenes.push(TitleScene(app))
    step(app)
    title = app.scenes.top
    assert title.save is not None and game(gid).name in title.save_label
    press(app, title, "Resume")
    table = app.scenes.top
    assert table.name == "table"
    assert table.session.st.to_json() == line.strip(), "the table is back exactly as it was"
    assert len(table.session.actions) >= 25
    step(app, 3)
    from tabletop.ui.table.director import zone_contents
    want = zone_contents(table.game, table.session.view(table.viewer))
    assert {z: len(v) for z, v in want.items()} == {z: len(v) for z, v in table.director.zones.items()}
    app.close()


def test_starting_a_new_game_asks_before_it_replaces_the_saved_match(home):
    """New game → Start with a match saved asks first (it overwrote the save at once); Cancel keeps the
    save and the set-up, Replace it deals the new match and saves that."""
    from tabletop.app import App
    from tabletop.rules.loader import load_game
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.table.session import Session, default_seats
    three = every(takes(3))   # the saved match's game, and another one to start where there is one
    was, new = three[0], (GAMES[1] if three[0] == GAMES[0] and len(GAMES) > 1 else GAMES[0])
    old = Session(load_game(was), default_seats(3, 1), {}, 9, save=True)
    saved = autosave.path().read_text()
    app = App(size=(1024, 576), settings=dict(settings.defaults(), sound=False, speed="instant"))
    setup = SetupScene(app, load_game(new))
    app.scenes.push(setup)
    setup.start()
    assert setup.confirming and app.scenes.top is setup and autosave.path().read_text() == saved
    assert [w.label for w in setup.widgets] == ["Cancel", "Replace it"]
    setup.widgets[0].on_click()
    assert not setup.confirming and autosave.path().read_text() == saved
    setup.start()
    setup.widgets[1].on_click()
    assert app.scenes.top.name == "table"
    assert json.loads(autosave.path().read_text())["game"] == new
    assert old.game.id == was
    app.close()


def test_a_broken_rules_file_says_why_and_keeps_the_saved_match(home, tmp_path, monkeypatch):
    """A typo in a game's YAML: its tile says the file, key and reason (it said only "Not yet available");
    Resume of a saved match of that game says it waits for the file and keeps the save where it is (it
    was set aside, so the fixed game no longer offered Resume)."""
    import shutil
    from pathlib import Path

    from tabletop.app import App
    from tabletop.rules import loader
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.screens.game_choice import catalogue
    from tabletop.ui.table.session import Session, default_seats
    cfg = tmp_path / "cfg"
    shutil.copytree(Path(loader.config_dir()), cfg)
    monkeypatch.setattr(loader, "config_dir", lambda: cfg)
    loader._CACHE.clear()
    gid = first("for three players", takes(3))
    Session(loader.load_game(gid), default_seats(3, 1), {}, 3, save=True)
    good = (cfg / f"{gid}.yaml").read_text()
    (cfg / f"{gid}.yaml").write_text(good.replace("\nturn_order:", "\nturn_ordr:"))
    loader._CACHE.clear()
    app = App(size=(1280, 720), settings=dict(settings.defaults(), sound=False, speed="instant"))
    title = TitleScene(app)
    app.scenes.push(title)
    tile = next(g for g in catalogue() if g["id"] == gid)
    assert not tile["available"] and tile["error"].startswith(f"{gid}.yaml: turn_ordr: unknown key")
    title.resume_game()
    assert app.scenes.top is title and f"until its rules file loads: {gid}.yaml: turn_ordr" in app.toasts[-1][0]
    assert autosave.path().exists() and not list(autosave.path().parent.glob("*.bad-*"))
    (cfg / f"{gid}.yaml").write_text(good)
    loader._CACHE.clear()
    title.resume()
    assert [w.label for w in title.widgets][1] == "Resume"
    title.resume_game()
    assert app.scenes.top.name == "table"
    loader._CACHE.clear()
    app.close()


def test_a_second_window_plays_without_saving_and_says_so(home, monkeypatch):
    """Two windows at once wrote the same autosave, each overwriting the other's match: the second one now
    plays without saving, with a notice; once the first has closed, the next window saves again."""
    from tabletop import app as app_mod
    from tabletop.persist import lock
    first = lock.acquire()
    assert first is not None and first.f is not None
    assert lock.acquire() is None          # the lock is held by the first window
    made = []
    real = app_mod.App

    def spy(*a, **k):
        made.append(real(*a, **k))
        return made[-1]
    monkeypatch.setattr(app_mod, "App", spy)
    assert app_mod.run(["--first-frame-only"]) == 0
    second = made[-1]
    assert second.save_enabled is False and any(t[0] == app_mod.SECOND_WINDOW for t in second.toasts)
    first.release()
    assert app_mod.run(["--first-frame-only"]) == 0
    assert made[-1].save_enabled is True and not any(t[0] == app_mod.SECOND_WINDOW for t in made[-1].toasts)
    again = lock.acquire()                 # run() let go of its lock when it closed
    assert again is not None
    again.release()


def test_only_a_held_lock_means_another_window(home, monkeypatch):
    """A lock that fails for another reason (no locking on this disk) lets the window save as usual; only
    'already locked' is a second window (on Windows every failure counted as one)."""
    import errno

    from tabletop.persist import lock

    def fails(f):
        raise OSError(errno.ENOLCK, "no locks here")
    monkeypatch.setattr(lock, "_lock", fails)
    held = lock.acquire()
    assert held is not None and held.f is None
    held.release()

    def taken(f):
        raise BlockingIOError(errno.EWOULDBLOCK, "held")
    monkeypatch.setattr(lock, "_lock", taken)
    assert lock.acquire() is None


def test_the_title_counts_the_saved_games_humans_and_players_moves(home, monkeypatch):
    """"2 human" read "2 humans"; the move count also counted the table's own "next round" steps."""
    from tabletop.persist import autosave
    from tabletop.ui.screens.title import TitleScene
    gid = first("for three players", takes(3))
    rec = {"game": gid, "players": 3, "seats": [{"kind": "human"}, {"kind": "human"}, {"kind": "ai"}],
           "actions": [[0, "draw", []], [-1, "next_round", []], [1, "draw", []]]}
    monkeypatch.setattr(autosave, "load", lambda: (rec, None))
    app = make_app()
    title = app.scenes.push(TitleScene(app))
    app.step(1 / 60)   # (the program's first frame names no game: the line comes with the second)
    assert title.save_label == f"{game(gid).name} · 3 players · 2 humans · 2 moves"
    rec["seats"][1]["kind"] = "ai"
    rec["actions"] = rec["actions"][:1]
    title._check_save()
    assert title.save_label == f"{game(gid).name} · 3 players · 1 human · 1 move"
    app.close()
