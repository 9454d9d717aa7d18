"""Seat names are cleaned wherever they come in: the settings' remembered tables, a saved game, typing and
pasting in the set-up's name field (issue 29, defect 2). A NUL or a lone surrogate crashed the set-up
screen every time it opened."""

import json

import pygame
import pytest

from tabletop.persist import autosave
from tabletop.persist import settings as S
from tabletop.persist.names import clean_name
from tabletop.rules.loader import available_games, load_game
from tests.test_persist_files import a_save, write_save
from tests.test_ui_driver import home, make_app, step  # noqa: F401

GAMES = available_games()
# (what the settings file holds, as JSON text, what the set-up shows)
BAD_NAMES = [('"Ada\\u0000x"', "Adax"), ('"\\ud800Bo"', "Bo"), ('"Li\\nLi"', "LiLi"), ('"\\u200b"', None),
             ('"' + "w" * 50_000 + '"', "w" * 16), ('"  Ann \\u0007 "', "Ann"), ('"\\udc80"', None)]


def test_clean_name_keeps_what_a_screen_can_draw():
    assert clean_name("  Zoë 🂡  ", 16) == "Zoë 🂡"
    assert clean_name("A\x00B\ud800C\u202eD\nE\tF", 40) == "ABCDEF"
    assert clean_name("x" * 10 ** 6, 16) == "x" * 16
    assert clean_name(" a b ", 16, trim=False) == " a b "
    assert clean_name(None, 16) == "" and clean_name(12, 16) == ""


@pytest.mark.parametrize("game_id", GAMES)
def test_a_remembered_name_the_font_refuses_does_not_crash_the_set_up(home, game_id):
    from tabletop.ui.screens.setup import SetupScene
    seats = ",".join('{"kind": "human", "name": %s}' % raw for raw, _ in BAD_NAMES)
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text('{"tables": {"%s": {"players": 2, "seats": [%s]}}}' % (game_id, seats), encoding="utf-8")
    settings, _notice = S.load()
    app = make_app(tables=settings["tables"])
    game = load_game(game_id)
    for _ in range(2):   # "every time it opens"
        scene = SetupScene(app, game)
        app.scenes.push(scene)
        step(app, 3)
        for i, (_raw, shown) in enumerate(BAD_NAMES[:game.max_players]):
            if shown is not None:
                assert scene.seats[i]["name"] == shown
            assert scene.seats[i]["name"].isprintable()
        app.scenes.pop()
    app.close()


def test_a_saved_name_the_font_refuses_is_cleaned_and_the_match_resumes(home):
    from tabletop.ui.screens.title import TitleScene
    rec = a_save()
    rec["seats"][1]["name"] = "Bo\u0000b"
    write_save(None, json.dumps(rec).replace("Bo\\u0000b", "Bo\\u0000b\\ud800"))
    got, notice = autosave.load()
    assert "cleaned" in notice and got["seats"][1]["name"] == "Bob"
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title)
    step(app)
    title.resume_game()
    assert app.scenes.top.name == "table"
    step(app, 5)
    app.close()


def _field(app, game_id=None):
    from tabletop.ui.core.widgets import TextField
    from tabletop.ui.screens.setup import SetupScene
    scene = SetupScene(app, load_game(game_id or available_games()[0]))
    app.scenes.push(scene)
    step(app)
    field = next(w for w in scene.widgets if isinstance(w, TextField))
    from tests.test_ui_driver import click
    click(app, field.rect.center)
    assert field.editing
    return scene, field


def test_typing_leaves_out_what_the_font_refuses(home):
    app = make_app()
    scene, field = _field(app)
    field.value = ""
    for bit in ("A", "\x00", "n\ud800", " ", "n\u200be", "x" * 40):
        field.text_input(bit)
    assert field.value == ("An ne" + "x" * 40)[:16] and scene.seats[0]["name"] == field.value
    step(app, 2)
    app.close()


def test_a_paste_is_cleaned_as_typing_is(home, monkeypatch):
    from tabletop.ui.core import widgets
    monkeypatch.setattr(widgets, "clipboard_text", lambda: "Bo\x00b\r\n\ud800 Smith-Jones the Third")
    app = make_app()
    scene, field = _field(app)
    field.value = ""
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
    app.step(1 / 60, events=[down])
    assert field.value == "Bob Smith-Jones " and scene.seats[0]["name"] == field.value
    assert scene.seat_list()[0]["name"] == "Bob Smith-Jones"   # the match gets it trimmed
    app.close()
