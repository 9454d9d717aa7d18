"""Game configs from outside: values YAML cannot make and text a screen cannot show are config errors
(file: key: reason), only shipped games load by id, and a rules file that fails in any way keeps the save."""

import copy
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules import loader
from tests.pick import GAMES
from tests.test_persist_files import a_save, write_save
from tests.test_ui_driver import home, make_app  # noqa: F401
from tests.toy_game import CONFIG

ROOT = Path(__file__).resolve().parent.parent


def run(*args):
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True, text=True, cwd=ROOT)


@pytest.mark.parametrize("text,key,words", [
    ("name: " + "9" * 5000, "name", "an integer of 5000 digits is too long to read"),
    ("name: 0x" + "f" * 4000, "name", "is too long to read"),
    ("name: 2001-02-30", "name", "'2001-02-30' is not a real date or time (line 1): day is out of range"),
    ("name: 2001-12-14 25:99:00", "name", "is not a real date or time"),
    ("name: !!int abc", "name", "'abc' is not an integer (line 1)"),
    ("players:\n  min: !!float abc", "players.min", "'abc' is not a number (line 2)"),
])
def test_yaml_values_python_cannot_make_are_config_errors(tmp_path, text, key, words):
    """PyYAML raised ValueError for these: `validate` printed a traceback, and Resume set the save aside."""
    p = tmp_path / "odd.yaml"
    p.write_text(text + "\n", encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        loader.load_config(p)
    assert e.value.file == "odd.yaml" and e.value.key == key and words in e.value.reason
    assert "sys." not in e.value.reason and "int()" not in e.value.reason
    r = run("validate", str(p))
    assert r.returncode == 1 and r.stderr.startswith(f"odd.yaml: {key}: ") and "Traceback" not in r.stderr


def test_a_rules_file_that_fails_to_load_in_any_way_keeps_the_saved_match(home, monkeypatch):
    """Only the rules refusing the saved moves sets a save aside; any failure to load the rules (not just a
    ConfigError) keeps it in place for when the file is mended."""
    from tabletop.ui.screens.title import TitleScene
    p = write_save(a_save())
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title)
    app.step(1 / 60, events=[])
    assert title.save is not None

    def broken(game_id):
        raise ValueError(f"a value in {game_id}.yaml cannot be read")
    with monkeypatch.context() as m:
        m.setattr(loader, "load_game", broken)
        title.resume_game()
    assert app.scenes.top is title and f"until its rules file loads: a value in {a_save()['game']}.yaml" in app.toasts[-1][0]
    assert p.exists() and not list(p.parent.glob("*.bad-*"))
    title.resume_game()
    assert app.scenes.top.name == "table"
    app.close()


@pytest.mark.parametrize("game_id", [f"../game_configs/{GAMES[0]}", str(loader.config_dir() / GAMES[0]), "chess"])
def test_load_game_takes_only_the_ids_of_available_games(game_id):
    with pytest.raises(KeyError) as e:
        loader.load_game(game_id)
    assert "unknown game" in e.value.args[0]


@pytest.mark.parametrize("where,value,key", [
    (("name",), "A\u0000GAME", "name"),
    (("name",), "Two\nlines", "name"),
    (("description",), "bad \ud800 half", "description"),
    (("options", "target", "label"), "Wi\u0007ns", "options.target.label"),
    (("deck", "cards", 0, "colour"), ["a\u0000", "b"], "deck.cards[0].colour"),
])
def test_config_text_must_be_printable(tmp_path, where, value, key):
    cfg = copy.deepcopy(CONFIG)
    cfg["deck"]["attributes"]["colour"] = {"type": "str"}
    d = cfg
    for k in where[:-1]:
        d = d[k]
    d[where[-1]] = value
    p = tmp_path / "toy.yaml"
    p.write_text(yaml.safe_dump(cfg, allow_unicode=False), encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        loader.load_config(p)
    assert e.value.file == "toy.yaml" and e.value.key.startswith(key) and "printable" in e.value.reason
    cfg_ok = copy.deepcopy(CONFIG)
    cfg_ok["description"] = "Deux lignes,\nune règle\u00a0: ça va."
    p.write_text(yaml.safe_dump(cfg_ok, allow_unicode=True), encoding="utf-8")
    assert loader.load_config(p).description.startswith("Deux lignes")
