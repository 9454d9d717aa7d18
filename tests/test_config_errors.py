"""Malformed configs are refused at load with the file name, the key path and the reason."""

import copy
import subprocess
import sys

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import available_games, config_dir, load_config
from tests.toy_game import CONFIG


def mutate(fn):
    cfg = copy.deepcopy(CONFIG)
    fn(cfg)
    return cfg


def load_dict(tmp_path, cfg, name="bad.yaml"):
    p = tmp_path / name
    p.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    return load_config(p)


CASES = [
    ("unknown top-level key", lambda c: c.update(colour="red"), "colour", "unknown key 'colour'"),
    ("typo in a zone key", lambda c: c["zones"]["draw"].update(visibilty="hidden"), "zones.draw.visibilty",
     "unknown key 'visibilty'"),
    ("bad visibility value", lambda c: c["zones"]["draw"].update(visibility="secret"), "zones.draw.visibility",
     "'secret' is not one of public, hidden, owner"),
    ("unknown hook", lambda c: c["hooks"].update(setup="toy.setpu"), "hooks.setup", "unknown hook 'toy.setpu'"),
    ("unknown action hook", lambda c: c["actions"].update(play="toy.plya"), "actions.play",
     "unknown hook 'toy.plya'"),
    ("missing required key", lambda c: c.pop("deck"), "deck", "required key is missing"),
    ("wrong type", lambda c: c["players"].update(min="two"), "players.min", "expected an integer, got a string 'two'"),
    ("min above max", lambda c: c["players"].update(min=5), "players", "min 5 is greater than max 4"),
    ("card count mismatch", lambda c: c["deck"].update(count=13), "deck.count",
     "the card list makes 12 cards but count says 13"),
    ("undeclared card attribute", lambda c: c["deck"]["cards"][0].update(suit="x"), "deck.cards[0].suit",
     "unknown card attribute 'suit'"),
    ("card value not allowed", lambda c: c["deck"]["cards"][0].update(rank=[1, 7]), "deck.cards[0].rank",
     "7 is not an allowed value"),
    ("deal too large", lambda c: c.update(deal={"hand": 4}), "deal.hand",
     "dealing 4 to 4 players needs 16 cards, deck has 12"),
    ("deal into a table zone", lambda c: c.update(deal={"draw": 1}), "deal.draw", "is not a seat zone"),
    ("option default outside range", lambda c: c["options"]["target"].update(default=12), "options.target.default",
     "default 12 is outside min/max"),
    ("option preset outside range", lambda c: c["options"]["target"].update(presets=[3, 99]),
     "options.target.presets[1]", "preset 99 is outside min/max"),
    ("presets on a bool option", lambda c: c["options"].update(fast={"type": "bool", "default": False, "label": "F",
                                                                      "presets": [1]}),
     "options.fast.presets", "only an int option has presets"),
    ("option of unknown type", lambda c: c["options"]["target"].update(type="float"), "options.target.type",
     "'float' is not one of bool, int, choice"),
    ("match end names an unknown option", lambda c: c["match_end"][0].update(target={"option": "goal"}),
     "match_end[0].target.option", "unknown option 'goal'"),
    ("unknown match end preset", lambda c: c["match_end"][0].update(preset="first_to"), "match_end[0].preset",
     "'first_to' is not one of"),
    ("turn order direction typo", lambda c: c["turn_order"].update(direction="clockwize"), "turn_order.direction",
     "'clockwize' is not one of clockwise, counterclockwise"),
]


@pytest.mark.parametrize("what,fn,key,reason", CASES, ids=[c[0] for c in CASES])
def test_malformed_config_is_refused(tmp_path, what, fn, key, reason):
    with pytest.raises(ConfigError) as e:
        load_dict(tmp_path, mutate(fn))
    assert e.value.file == "bad.yaml"
    assert e.value.key == key
    assert reason in e.value.reason
    assert str(e.value).startswith(f"bad.yaml: {key}: ")


def test_the_valid_toy_config_loads(tmp_path):
    g = load_dict(tmp_path, copy.deepcopy(CONFIG), "toy.yaml")
    assert g.n_cards == 12 and "box" in g.zones


def test_yaml_syntax_error_names_the_line(tmp_path):
    p = tmp_path / "broken.yaml"
    p.write_text("id: x\nplayers: {min: 2, max: 4\n", encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert e.value.file == "broken.yaml" and "not valid YAML at line" in e.value.reason


def test_unsafe_yaml_tags_are_refused(tmp_path):
    p = tmp_path / "evil.yaml"
    p.write_text("id: !!python/object/apply:os.system ['echo hi']\n", encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert "not valid YAML" in e.value.reason


def test_missing_file_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="cannot read"):
        load_config(tmp_path / "nope.yaml")


def test_every_shipped_config_loads():
    for g in available_games():
        game = load_config(config_dir() / f"{g}.yaml")
        assert game.id == g


def test_validate_command_exit_codes(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: x\nname: X\nplayers: {min: 2, max: 9}\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(bad)], capture_output=True, text=True)
    assert r.returncode == 1
    assert r.stderr.strip() == "bad.yaml: players.max: 9 is above the maximum 8"
    for g in available_games():
        r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(config_dir() / f"{g}.yaml")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
