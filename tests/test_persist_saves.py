"""Saves edited or damaged outside the app: set aside with the reason and the folder of the kept copy, never
a crash at launch or at Resume (a move nested hundreds deep, a path for a game, a name that cannot be drawn)."""

import errno
import json
import os

import pytest

from tabletop.engine.actions import Action
from tabletop.persist import autosave
from tests.pick import GAMES, first, takes
from tests.test_persist_files import a_save, write_save
from tests.test_ui_driver import home, make_app  # noqa: F401


@pytest.mark.parametrize("depth", [40, 700, 900])
def test_a_save_with_a_move_nested_hundreds_deep_is_set_aside_not_a_crash(home, depth):
    """json reads nesting up to about 950 levels; turning such a move into an action overflowed the stack,
    and the title crashed at every launch (the save stayed in place)."""
    from tabletop.ui.screens.title import TitleScene
    args = "[" * depth + "]" * depth
    raw = json.dumps(a_save()).replace('"actions": []', f'"actions": [[0, "play", {args}]]')
    p = write_save(None, raw)
    app = make_app()
    app.scenes.push(TitleScene(app))          # the title checks the save as it enters
    app.step(1 / 60, events=[])
    assert app.scenes.top.save is None and (p.parent / "autosave.json.bad-1").read_text() == raw
    assert any("cannot be resumed: one of its moves is not a valid move" in t[0] for t in app.toasts)
    app.close()


def test_an_action_nested_too_deeply_is_refused_as_no_action():
    assert Action.from_json([0, "play", [[[1, 2]]]]) == Action(0, "play", (((1, 2),),))
    deep = []
    for _ in range(2000):
        deep = [deep]
    with pytest.raises(ValueError):
        Action.from_json([0, "play", deep])


@pytest.mark.parametrize("game", [f"../game_configs/{GAMES[0]}", f"/tmp/{GAMES[0]}", "chess", 3])
def test_a_save_must_name_one_of_the_games(home, game):
    p = write_save(a_save(game=game))
    rec, notice = autosave.load()
    assert rec is None and "it names no game tabletop has" in notice
    assert (p.parent / "autosave.json.bad-1").exists()


@pytest.mark.parametrize("name,clean", [("Ada\u0000x", "Adax"), ("\ud800", "Player 2"), ("Bo\nb", "Bob"),
                                        ("x" * 41, "x" * 40)])
def test_a_seat_name_that_cannot_be_drawn_is_cleaned_and_the_old_save_kept(home, name, clean):
    """NUL or a lone surrogate in a name crashed the table as it drew the plates, at every Resume. Such a
    save was then set aside whole (the match lost); now the names are cleaned (issue 29: clean names
    wherever they enter), the match resumes, the old file is kept as autosave.json.bad-1 and the save is
    rewritten, so the next start neither cleans nor copies again."""
    rec = a_save()
    rec["seats"][1]["name"] = name
    p = write_save(rec)
    raw = p.read_text(encoding="utf-8")
    got, notice = autosave.load()
    assert got is not None and got["seats"][1]["name"] == clean
    assert notice == ("The saved game's seat name (2) held characters that cannot be shown: cleaned (the old save "
                      f"is kept as autosave.json.bad-1 in {p.parent}).")
    assert (p.parent / "autosave.json.bad-1").read_text(encoding="utf-8") == raw
    again, notice = autosave.load()
    assert notice is None and again["seats"][1]["name"] == clean
    assert not (p.parent / "autosave.json.bad-2").exists()
    rec["seats"][1]["name"] = "Zoë 🂡"
    write_save(rec)
    assert autosave.load()[0]["seats"][1]["name"] == "Zoë 🂡"


@pytest.mark.parametrize("raw,words", [
    ("{not json", "not valid JSON"),
    (None, "made by a newer version of tabletop"),
    ('{"version": 1}', "not a saved game (no 'game')"),
])
def test_save_notices_say_where_the_copy_is_and_why(home, raw, words):
    p = write_save(a_save(version=2), raw)
    rec, notice = autosave.load()
    assert rec is None
    assert notice == f"The saved game cannot be resumed: {words} (kept as autosave.json.bad-1 in {p.parent})."
    assert "corrupt" not in notice and "Error" not in notice


def test_a_failed_autosave_names_the_folder(home, monkeypatch):
    def full(src, dst):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(os, "replace", full)
    assert autosave.save(a_save()) == f"Could not autosave to {autosave.path().parent}: No space left on device"


def test_the_autosave_is_compact_and_its_actions_are_converted_once(home):
    """Saved after every move: written as compact JSON (an indent made Python's json module leave its C
    encoder, 70 ms a move late in a long match) and each action encoded once (1.3 ms a move at
    11,000 moves: /tmp script autosave_bench.py)."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    game = load_game(first("for three players", takes(3)))
    sess = Session(game, default_seats(3, 1), {}, 3)
    calls = []
    real = Action.to_json
    for _ in range(6):   # (a move on its turn, not an out-of-turn call)
        sess.apply(next(a for a in sess.legal() if a.kind not in game.cfg["windows"]))
    Action.to_json = lambda self: calls.append(self) or real(self)
    try:
        sess.apply(next(a for a in sess.legal() if a.kind not in game.cfg["windows"]))
    finally:
        Action.to_json = real
    assert calls == sess.actions[-1:]   # only the new move was converted
    text = autosave.path().read_text(encoding="utf-8")
    assert text.count("\n") == 1 and json.loads(text)["actions"] == [a.to_json() for a in sess.actions]
    rec, notice = autosave.load()
    assert notice is None and rec["actions"] == [a.to_json() for a in sess.actions]


def test_a_save_with_an_option_this_version_no_longer_has_resumes_without_it(home):
    """An older save naming a since-removed option was set aside whole ("unknown option ..."); the match
    now resumes without it and the player is told which."""
    from tabletop.ui.screens.title import TitleScene
    from tests.test_ui_driver import press, step
    write_save(a_save(options={"old_house_rule": True}))
    app = make_app()
    title = app.scenes.push(TitleScene(app))
    step(app)
    press(app, title, "Resume")
    assert app.scenes.top.name == "table" and "old_house_rule" not in app.scenes.top.session.options
    assert any("Resumed without the option old_house_rule" in t[0] for t in app.toasts)
    assert autosave.path().exists() and not list(autosave.path().parent.glob("*.bad-*"))
    app.close()
