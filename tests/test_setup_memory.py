"""The set-up screen remembers each game's last table (count, seats, typed names, house rules) in the
settings file, and takes back from it only what the game can still use."""

import json

from tabletop.persist import settings as S
from tabletop.rules.loader import load_game
from tests.pick import GAMES, first, seats, takes
from tests.test_ui_driver import home, make_app  # noqa: F401


def _setup(app, gid):
    from tabletop.ui.screens.setup import SetupScene
    scene = SetupScene(app, load_game(gid))
    scene.layout(app.size)
    return scene


def _choice(g) -> str:
    """The game's first choice option (several values to pick from)."""
    return next(n for n, o in g.options_spec.items() if o["type"] == "choice" and len(o["choices"]) > 1)


def _flag(g) -> str:
    """The game's first on/off option."""
    return next(n for n, o in g.options_spec.items() if o["type"] == "bool")


def _game() -> str:
    """A game for three and four with a choice option (several values) and an on/off option."""
    return first("for three and four players, with a choice option and an on/off option", lambda g: takes(3)(g)
                 and takes(4)(g) and any(o["type"] == "choice" and len(o["choices"]) > 1 for o in g.options_spec.values())
                 and any(o["type"] == "bool" for o in g.options_spec.values()))


def _other(gid):
    """Another game than `gid` (the same where there is no other)."""
    return next((g for g in GAMES if g != gid), gid)


def test_the_last_table_comes_back_on_the_next_set_up_and_after_a_restart(home):
    GAME = _game()
    g = load_game(GAME)
    choice = _choice(g)
    value = next(c for c in g.options_spec[choice]["choices"] if c != g.options_spec[choice]["default"])
    other = _other(GAME)
    app = make_app()
    fresh = _setup(app, other).n
    scene = _setup(app, GAME)
    scene.set_n(3)
    scene.set_kind(1, "human")
    scene.set_name(1, "Zoë")
    scene.set_level(2, "hard")
    scene.set_option(choice, value)
    scene.start()
    assert app.scenes.top.name == "table"
    again = _setup(app, GAME)
    assert again.n == 3
    assert [(s["kind"], s["name"]) for s in again.seats[:3]] == [("human", "Player 1"), ("human", "Zoë"),
                                                                 ("ai", "Chen")]
    assert again.seats[2]["level"] == "hard"
    assert again.options[choice] == value
    assert _setup(app, other).n == (fresh if other != GAME else 3), "each game keeps its own table"
    app.close()
    saved = json.loads(S.path().read_text(encoding="utf-8"))   # written to the settings file
    assert saved["tables"][GAME]["players"] == 3
    assert [s.get("name") for s in saved["tables"][GAME]["seats"]] == [None, "Zoë", None], \
        "only typed names are kept: the others follow the table"
    settings, _notice = S.load()
    app = make_app(**{"tables": settings["tables"]})
    assert _setup(app, GAME).seats[1]["name"] == "Zoë"
    app.close()


def test_a_remembered_table_the_game_cannot_use_falls_back_value_by_value(home):
    """A hand-edited or older entry: each thing the game does not take goes back to the screen's default
    and the rest is kept; nothing fails."""
    GAME = _game()
    g = load_game(GAME)
    choice, flag = _choice(g), _flag(g)
    bad = {"players": 99, "options": {choice: "up", "no_such_option": 1, flag: not g.options_spec[flag]["default"]},
           "seats": [{"kind": "robot"}, {"kind": "ai", "level": "godlike", "name": 12},
                     {"kind": "human", "name": "  Ann  "}, "junk"]}
    other = _other(GAME)
    app = make_app(tables={GAME: bad, other: "junk"} if other != GAME else {GAME: bad})
    scene = _setup(app, GAME)
    assert scene.n == 4
    assert scene.options[choice] == g.options_spec[choice]["default"]
    assert scene.options[flag] is (not g.options_spec[flag]["default"])
    assert [(s["kind"], s["name"]) for s in scene.seats[:4]] == [("human", "Player 1"), ("ai", "Bruno"),
                                                                 ("human", "Ann"), ("ai", "Dara")]
    assert scene.seats[1]["level"] == "normal"
    assert _setup(app, other).n == seats(load_game(other), 4)
    app.close()


def test_a_settings_file_whose_tables_are_not_an_object_keeps_its_other_settings(home):
    S.path().parent.mkdir(parents=True, exist_ok=True)
    S.path().write_text(json.dumps({"speed": "fast", "tables": [1, 2]}), encoding="utf-8")
    settings, notice = S.load()
    assert settings["speed"] == "fast" and settings["tables"] == {}
    assert "tables" in notice
