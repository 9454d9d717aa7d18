"""Malformed configs are refused at load with the file name, the key path and the reason."""

import copy
import subprocess
import sys

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import available_games, build_game, config_dir, load_config
from tests.configs import bad, raw
from tests.pick import GAMES, first
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
    ("a zone dealt no cards", lambda c: c["deal"].update(hand=0), "deal.hand",
     "expected a number of cards of 1 or more, or a mapping of player count to one, got an integer 0"),
    ("option value label outside range", lambda c: c["options"]["target"].update(value_labels={0: "none"}),
     "options.target.value_labels.0", "value 0 is outside min/max"),
    ("value labels on a bool option", lambda c: c["options"].update(fast={"type": "bool", "default": False,
                                                                          "label": "F", "value_labels": {0: "x"}}),
     "options.fast.value_labels", "only an int option has value labels"),
    ("presets on a bool option", lambda c: c["options"].update(fast={"type": "bool", "default": False, "label": "F",
                                                                      "presets": [1]}),
     "options.fast.presets", "only an int option has presets"),
    ("option of unknown type", lambda c: c["options"]["target"].update(type="float"), "options.target.type",
     "'float' is not one of bool, int, choice"),
    ("match end names an unknown option", lambda c: c["match_end"][0].update(target={"option": "goal"}),
     "match_end[0].target.option", "unknown option 'goal'"),
    ("unknown match end preset", lambda c: c["match_end"][0].update(preset="first_to"), "match_end[0].preset",
     "'first_to' is not one of"),
    ("match end with no rule for some options", lambda c: c["match_end"][0].update(if_option={"target": 3}),
     "match_end[0].if_option", "the last rule must apply whatever the options"),
    ("turn order direction typo", lambda c: c["turn_order"].update(direction="clockwize"), "turn_order.direction",
     "'clockwize' is not one of clockwise, counterclockwise"),
    ("a table field that is no field of the view", lambda c: c.update(table={"colour": "colour"}), "table.colour",
     "'colour' is not a field of a seat's view"),
    ("a table field nested too deep", lambda c: c.update(table={"colour": "vars.colour.name"}), "table.colour",
     "is not a field of a seat's view"),
    ("a table field some seat does not see", lambda c: c.update(table={"colour": "vars.secret"},
                                                               view={"hidden_vars": ["secret"]}),
     "table.colour", "is not shown to every seat"),
    ("an unknown table field", lambda c: c.update(table={"score": "round"}), "table.score", "unknown key 'score'"),
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
    bad.write_text("id: x\nname: X\nplayers: {min: 2, max: 11}\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(bad)], capture_output=True, text=True)
    assert r.returncode == 1
    assert r.stderr.strip() == "bad.yaml: players.max: 11 is above the maximum 10"
    for g in available_games():
        r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(config_dir() / f"{g}.yaml")],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr


# -- a shipped config edited: hooks in the wrong slot, another game's hooks, shapes its checks did not foresee
# (each game's own names and values: tests/games/<id>/test_config.py)
def _own(gid: str, slot: str) -> str:
    return raw(f"{gid}.yaml")["hooks"][slot]


def _wrong_slots(gid: str) -> list:
    """(where, hook name, reason): a hook put in a slot of another role, its own or the toy game's."""
    first_action = next(iter(raw(f"{gid}.yaml")["actions"]))
    return [(("hooks", "setup"), "toy.act_play", "is not a setup hook"),
            (("hooks", "match_end"), _own(gid, "setup"), "is not a match_end hook"),
            (("hooks", "validate"), _own(gid, "legal"), "is not a validate hook"),
            (("actions", first_action), _own(gid, "legal"), "is not an action handler")]


@pytest.mark.parametrize("gid", GAMES)
def test_a_hook_in_the_wrong_slot_fails_at_load(gid):
    for where, name, reason in _wrong_slots(gid):
        e = bad(f"{gid}.yaml", lambda c: c[where[0]].update({where[1]: name}))
        assert e.key == ".".join(where) and reason in e.reason, (where, name, e.key, e.reason)


@pytest.mark.parametrize("gid", GAMES)
def test_another_games_hooks_are_refused_at_load(gid):
    """A hook copied from another game (here the toy game's), or the id mistyped so that every hook is
    another game's: refused at load, not a wrong call in the middle of a game."""
    first_action = next(iter(raw(f"{gid}.yaml")["actions"]))
    for edit, key in ((lambda c: c.update(id=gid + "x"), "hooks."),
                      (lambda c: c["hooks"].update(setup="toy.setup"), "hooks.setup"),
                      (lambda c: c["actions"].update({first_action: "toy.act_play"}), f"actions.{first_action}")):
        e = bad(f"{gid}.yaml", edit)
        assert e.key.startswith(key) and "belongs to another game" in e.reason, (e.key, e.reason)


@pytest.mark.parametrize("gid", GAMES)
def test_shapes_the_game_checks_did_not_foresee_are_config_errors(gid):
    e = bad(f"{gid}.yaml", lambda c: c.update(scoring=2))
    assert e.key == "scoring" and "expected" in e.reason


def test_non_utf8_and_deeply_nested_files_are_config_errors(tmp_path):
    p = tmp_path / "latin1.yaml"
    p.write_bytes((config_dir() / f"{GAMES[0]}.yaml").read_bytes() + b"\n# caf\xe9\n")
    with pytest.raises(ConfigError, match="not UTF-8 text"):
        load_config(p)
    p = tmp_path / "deep.yaml"
    p.write_text("rules: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="nested too deeply"):
        load_config(p)


def test_a_match_end_target_for_every_player_count():
    """A target given per player count must give one for every count the game takes."""
    gid = first("with a match end target per player count", lambda g: any(
        isinstance(r.get("target"), dict) and "option" not in r["target"] for r in g.cfg["match_end"]))
    i, rule = next((i, r) for i, r in enumerate(raw(f"{gid}.yaml")["match_end"])
                   if isinstance(r.get("target"), dict) and "option" not in r["target"])
    n = sorted(rule["target"])[1]
    e = bad(f"{gid}.yaml", lambda c: c["match_end"][i]["target"].pop(n))
    assert e.key == f"match_end[{i}].target" and e.reason == f"no target for {n} players"


def _cards(entry: dict) -> int:
    """How many cards one entry of a deck's card list makes (a list value multiplies)."""
    n = entry.get("count", 1)
    for k, v in entry.items():
        if k != "count" and isinstance(v, list):
            n *= len(v)
    return n


@pytest.mark.parametrize("gid", GAMES)
def test_a_huge_card_count_is_refused_before_the_cards_are_made(gid):
    cfg = raw(f"{gid}.yaml")
    entry, total = cfg["deck"]["cards"][0], cfg["deck"]["count"]
    made = total - _cards(entry) + _cards(dict(entry, count=10 ** 12))
    e = bad(f"{gid}.yaml", lambda c: c["deck"]["cards"][0].update(count=10 ** 12))
    assert e.key == "deck.count" and f"the card list makes {made} cards but count says {total}" in e.reason


@pytest.mark.parametrize("gid", GAMES)
def test_an_absurd_deck_size_is_refused_at_load(gid):
    """A consistent but absurd deck (200,000 cards listed and counted) is a config error, not a slow load."""
    def edit(c):
        one = {k: (v[0] if isinstance(v, list) else v) for k, v in c["deck"]["cards"][0].items() if k != "count"}
        c["deck"]["cards"].append(dict(one, count=200000 - c["deck"]["count"]))
        c["deck"].update(count=200000)
    e = bad(f"{gid}.yaml", edit)
    assert e.key == "deck.count" and e.reason == "200000 is above the maximum 1000"


@pytest.mark.parametrize("gid", GAMES)
def test_a_key_given_twice_is_refused_with_its_line(tmp_path, gid):
    p = tmp_path / "twice.yaml"
    text = (config_dir() / f"{gid}.yaml").read_text(encoding="utf-8")
    p.write_text(text + "\nplayers: {min: 2, max: 3}\n", encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert e.value.key == "players" and "duplicate key 'players' (line" in e.value.reason


def test_a_reason_quoting_a_huge_value_is_cut(tmp_path):
    p = tmp_path / "aliases.yaml"
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [*a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}, *a{i - 1}]" for i in range(1, 9)]
    p.write_text("\n".join(lines) + "\nid: *a8\n", encoding="utf-8")
    with pytest.raises(ConfigError) as e:
        load_config(p)
    assert len(e.value.reason) < 400


@pytest.mark.parametrize("gid", GAMES)
def test_a_table_needs_two_players(gid):
    e = bad(f"{gid}.yaml", lambda c: c["players"].update(min=1))
    assert e.key == "players.min" and "below the minimum 2" in e.reason


@pytest.mark.parametrize("gid", GAMES)
def test_a_file_whose_id_is_not_its_name_is_refused(tmp_path, monkeypatch, gid):
    from tabletop.rules import loader
    text = (config_dir() / f"{gid}.yaml").read_text(encoding="utf-8")
    (tmp_path / f"{gid}.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "another_name.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(loader, "config_dir", lambda: tmp_path)
    monkeypatch.setattr(loader, "_CACHE", {})
    assert loader.load_game(gid).id == gid
    with pytest.raises(ConfigError) as e:
        loader.load_game("another_name")
    assert e.value.file == "another_name.yaml" and e.value.key == "id" and "differs from the file name" in e.value.reason


def test_a_score_below_target_of_zero_is_allowed():
    """score_below 0 ends the match once a score goes negative: a real rule, not one that ends at once."""
    gid = first("whose match ends on a score below a target", lambda g: any(
        r["preset"] == "score_below" and isinstance(r.get("target"), int) for r in g.cfg["match_end"]))
    cfg = raw(f"{gid}.yaml")
    i = next(i for i, r in enumerate(cfg["match_end"]) if r["preset"] == "score_below")
    cfg["match_end"][i]["target"] = 0
    build_game(cfg, f"{gid}.yaml")


def _not_a_value(o: dict):
    """A value option `o` cannot take: outside min..max for a number (an expert stage of 0..5: absent 9
    loaded, then set every older save aside), not true or false for a switch, not one of the choices."""
    if o["type"] == "int":
        return o["max"] + 4 if "max" in o else o["min"] - 4 if "min" in o else "abc"
    return "abc" if o["type"] == "bool" else "not one of the choices"


@pytest.mark.parametrize("gid", GAMES)
def test_an_options_absent_value_must_be_one_it_can_take(gid):
    for name, o in raw(f"{gid}.yaml")["options"].items():
        e = bad(f"{gid}.yaml", lambda c: c["options"][name].update(absent=_not_a_value(o)))
        assert e.key == f"options.{name}.absent", str(e)
        if o["type"] == "int" and ("min" in o or "max" in o):
            assert "outside" in e.reason, str(e)
