"""The set-up screen remembers each game's last table (count, seats, typed names, house rules) in the
settings file, and takes back from it only what the game can still use."""

import json

from tabletop.persist import settings as S
from tabletop.rules.loader import load_game
from tests.test_ui_driver import home, make_app  # noqa: F401


def _setup(app, gid):
    from tabletop.ui.screens.setup import SetupScene
    scene = SetupScene(app, load_game(gid))
    scene.layout(app.size)
    return scene


def test_the_last_table_comes_back_on_the_next_set_up_and_after_a_restart(home):
    app = make_app()
    scene = _setup(app, "tweak")
    scene.set_n(3)
    scene.set_kind(1, "human")
    scene.set_name(1, "Zoë")
    scene.set_level(2, "hard")
    scene.set_option("direction", "left")
    scene.start()
    assert app.scenes.top.name == "table"
    again = _setup(app, "tweak")
    assert again.n == 3
    assert [(s["kind"], s["name"]) for s in again.seats[:3]] == [("human", "Player 1"), ("human", "Zoë"),
                                                                 ("ai", "Chen")]
    assert again.seats[2]["level"] == "hard"
    assert again.options["direction"] == "left"
    assert _setup(app, "uno_flex").n == 4, "each game keeps its own table"
    app.close()
    saved = json.loads(S.path().read_text(encoding="utf-8"))   # written to the settings file
    assert saved["tables"]["tweak"]["players"] == 3
    assert [s.get("name") for s in saved["tables"]["tweak"]["seats"]] == [None, "Zoë", None], \
        "only typed names are kept: the others follow the table"
    settings, _notice = S.load()
    app = make_app(**{"tables": settings["tables"]})
    assert _setup(app, "tweak").seats[1]["name"] == "Zoë"
    app.close()


def test_a_remembered_table_the_game_cannot_use_falls_back_value_by_value(home):
    """A hand-edited or older entry: each thing the game does not take goes back to the screen's default
    and the rest is kept; nothing fails."""
    bad = {"players": 99, "options": {"direction": "up", "no_such_option": 1, "tie_break": True},
           "seats": [{"kind": "robot"}, {"kind": "ai", "level": "godlike", "name": 12},
                     {"kind": "human", "name": "  Ann  "}, "junk"]}
    app = make_app(tables={"tweak": bad, "big_two": "junk"})
    scene = _setup(app, "tweak")
    assert scene.n == 4
    assert scene.options["direction"] == "right" and scene.options["tie_break"] is True
    assert [(s["kind"], s["name"]) for s in scene.seats[:4]] == [("human", "Player 1"), ("ai", "Bruno"),
                                                                 ("human", "Ann"), ("ai", "Dara")]
    assert scene.seats[1]["level"] == "normal"
    assert _setup(app, "big_two").n == 4
    app.close()


def test_a_settings_file_whose_tables_are_not_an_object_keeps_its_other_settings(home):
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(json.dumps({"speed": "fast", "tables": [1, 2]}), encoding="utf-8")
    settings, notice = S.load()
    assert settings["speed"] == "fast" and settings["tables"] == {}
    assert "tables" in notice
