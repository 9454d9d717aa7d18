"""Malformed configs are refused at load with the file name, the key path and the reason."""

import copy
import subprocess
import sys

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import available_games, build_game, config_dir, load_config
from tests.configs import bad, raw
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


# -- a shipped config edited: what its code needs, hooks in the wrong slot, shapes its checks did not foresee
def _rename(section, old, new):
    def edit(cfg):
        cfg[section] = {(new if k == old else k): v for k, v in cfg[section].items()}
    return edit


@pytest.mark.parametrize("file, section, old", [
    ("towai.yaml", "actions", "pass"), ("uno_flex.yaml", "actions", "challenge"), ("tweak.yaml", "actions", "use_thief"),
    ("towai.yaml", "zones", "discard"), ("big_two.yaml", "zones", "trick"), ("tweak.yaml", "zones", "won"),
    ("towai.yaml", "options", "lead_must_match_state"), ("tweak.yaml", "options", "min_table_cards"),
    ("big_two.yaml", "options", "stage3_bombs"), ("big_two.yaml", "deal", "hand"), ("tweak.yaml", "deal", "hand"),
])
def test_a_typo_in_a_name_the_code_uses_fails_at_load(file, section, old):
    # a typo (a deal to an unknown zone is refused earlier, so the deal entry is deleted instead)
    e = bad(file, _rename(section, old, old + "s") if section != "deal" else lambda c: c["deal"].pop(old))
    assert e.file == file and e.key == f"{section}.{old}"
    assert f"rules code uses {section} {old!r}" in e.reason


@pytest.mark.parametrize("file, where, name, reason", [
    ("towai.yaml", ("hooks", "setup"), "uno_flex.wild", "is not a setup hook"),
    ("big_two.yaml", ("hooks", "match_end"), "big_two.setup", "is not a match_end hook"),
    ("towai.yaml", ("hooks", "validate"), "big_two.determinize", "is not a validate hook"),
    ("towai.yaml", ("actions", "pass"), "towai.reset", "is not an action handler"),
    ("tweak.yaml", ("actions", "place"), "tweak.legal", "is not an action handler"),
])
def test_a_hook_in_the_wrong_slot_fails_at_load(file, where, name, reason):
    e = bad(file, lambda c: c[where[0]].update({where[1]: name}))
    assert e.key == ".".join(where) and reason in e.reason


def test_shapes_the_game_checks_did_not_foresee_are_config_errors():
    e = bad("tweak.yaml", lambda c: c.update(scoring=2))
    assert e.key == "scoring" and "expected" in e.reason

    def no_kind(c):
        del c["deck"]["cards"][0]["kind"]
    e = bad("uno_flex.yaml", no_kind)
    assert e.key == "(rules)" and "the uno_flex rules cannot use this config" in e.reason


def test_non_utf8_and_deeply_nested_files_are_config_errors(tmp_path):
    p = tmp_path / "latin1.yaml"
    p.write_bytes((config_dir() / "towai.yaml").read_bytes() + b"\n# caf\xe9\n")
    with pytest.raises(ConfigError, match="not UTF-8 text"):
        load_config(p)
    p = tmp_path / "deep.yaml"
    p.write_text("rules: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(ConfigError, match="nested too deeply"):
        load_config(p)


def test_a_match_end_target_for_every_player_count():
    e = bad("tweak.yaml", lambda c: c["match_end"][0]["target"].pop(3))
    assert e.key == "match_end[0].target" and e.reason == "no target for 3 players"


def test_a_huge_card_count_is_refused_before_the_cards_are_made():
    e = bad("towai.yaml", lambda c: c["deck"]["cards"][0].update(count=10 ** 12))
    assert e.key == "deck.count" and "the card list makes 1000000000056 cards but count says 60" in e.reason


def test_an_absurd_deck_size_is_refused_at_load():
    """A consistent but absurd deck (200,000 cards listed and counted) is a config error, not a slow load."""
    e = bad("towai.yaml", lambda c: (c["deck"].update(count=200000),
                                     c["deck"]["cards"][0].update(count=c["deck"]["cards"][0].get("count", 1) + 199940)))
    assert e.key == "deck.count" and e.reason == "200000 is above the maximum 1000"


def test_a_key_given_twice_is_refused_with_its_line(tmp_path):
    p = tmp_path / "twice.yaml"
    text = (config_dir() / "towai.yaml").read_text(encoding="utf-8")
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


def test_a_table_needs_two_players():
    e = bad("uno_flex.yaml", lambda c: c["players"].update(min=1))
    assert e.key == "players.min" and "below the minimum 2" in e.reason


def test_tweak_default_colours_must_make_enough_cards_for_every_table_size():
    e = bad("tweak.yaml", lambda c: c["rules"]["colours_by_players"].update({3: 1}))
    assert e.key == "rules.colours_by_players"
    assert e.reason == "with the default options at 3 players: 1 colour(s) make 9 number cards; 3 players need at least 11."


def test_validate_plays_random_rounds_and_reports_a_failure_in_play(tmp_path):
    # an action handler in another action's slot passes every load check; a few random rounds find it
    cfg = yaml.safe_load((config_dir() / "uno_flex.yaml").read_text(encoding="utf-8"))
    cfg["actions"]["keep"] = "uno_flex.act_target"
    p = tmp_path / "swapped.yaml"
    p.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    load_config(p)
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(p)], capture_output=True, text=True)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith("swapped.yaml: (play): ") and "players, seed" in r.stderr


# -- edits that loaded and then failed in play, at Start, or changed the game without a word ---------------
def _flex_scoring(c):
    c["match_end"][0]["if_option"]["scoring"] = "false"


@pytest.mark.parametrize("file, edit, key, reason", [
    # another game's hooks: the id is a typo, or a hook was copied from another game
    ("uno_flex.yaml", lambda c: c.update(id="uno_flexx"), "hooks.", "belongs to another game"),
    ("towai.yaml", lambda c: c["hooks"].update(setup="tweak.setup"), "hooks.setup", "belongs to another game"),
    ("big_two.yaml", lambda c: c["actions"].update({"pass": "towai.act_pass"}), "actions.pass",
     "belongs to another game"),
    # a hook the rules code needs, deleted
    ("tweak.yaml", lambda c: c["hooks"].pop("view"), "hooks.view", "rules code uses hooks 'view'"),
    ("tweak.yaml", lambda c: c["hooks"].pop("options"), "hooks.options", "rules code uses hooks 'options'"),
    # a match end rule that can never apply, or a target that ends or never ends the match
    ("uno_flex.yaml", _flex_scoring, "match_end[0].if_option.scoring", "'false' is not true or false"),
    ("towai.yaml", lambda c: c["match_end"][0].update(target=-1000), "match_end[0].target",
     "score_at_least needs a target 1 or more, got -1000"),
    ("big_two.yaml", lambda c: c["match_end"][0].update(target=100), "match_end[0].target",
     "score_below needs a target 0 or less"),
    ("tweak.yaml", lambda c: c["match_end"][0]["target"].update({4: 0}), "match_end[0].target.4",
     "needs a target 1 or more"),
    # choices and numbers the code cannot play
    ("tweak.yaml", lambda c: c["options"]["colour_count"]["choices"].append("abc"), "options.colour_count.choices[7]",
     "'abc' is not a colour_count the tweak rules know"),
    ("tweak.yaml", lambda c: c["options"]["direction"].update(choices=["right", "lefft"]),
     "options.direction.choices[1]", "'lefft' is not a direction"),
    ("tweak.yaml", lambda c: c["options"]["colour_blue"]["choices"].append("maybe"), "options.colour_blue.choices[3]",
     "'maybe' is not auto, in or out"),
    ("big_two.yaml", lambda c: c["options"]["expert"].update(min=-5), "options.expert.min",
     "the big_two rules play expert from 0 to 5"),
    ("uno_flex.yaml", lambda c: c["scoring"].update(coloured_action=-20), "scoring.coloured_action", "0 or more"),
    ("uno_flex.yaml", lambda c: c["scoring"].update(number=10), "scoring.number", "only face_value"),
    ("tweak.yaml", lambda c: c["scoring"].update(red=-3), "scoring.red", "0 or more"),
    # card attribute defaults
    ("towai.yaml", lambda c: c["deck"]["attributes"]["flips"].update(default="abc"), "deck.attributes.flips.default",
     "expected a bool, got 'abc'"),
    ("towai.yaml", lambda c: c["deck"]["attributes"]["effect"].update(values=["draw", "reset", "swap"]),
     "deck.attributes.effect.default", "'none' is not an allowed value"),
    # default options every table size cannot start with
    ("big_two.yaml", lambda c: c["options"]["team"].update(default=True), "options",
     "the default options are refused at 3 players"),
])
def test_an_edit_the_game_cannot_play_is_refused_at_load(file, edit, key, reason):
    e = bad(file, edit)
    assert e.key.startswith(key) and reason in e.reason, (e.key, e.reason)


def test_a_file_whose_id_is_not_its_name_is_refused(tmp_path, monkeypatch):
    from tabletop.rules import loader
    text = (config_dir() / "towai.yaml").read_text(encoding="utf-8")
    (tmp_path / "towai.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "twai.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(loader, "config_dir", lambda: tmp_path)
    monkeypatch.setattr(loader, "_CACHE", {})
    assert loader.load_game("towai").id == "towai"
    with pytest.raises(ConfigError) as e:
        loader.load_game("twai")
    assert e.value.file == "twai.yaml" and e.value.key == "id" and "differs from the file name" in e.value.reason


def test_a_score_below_target_of_zero_is_allowed():
    """score_below 0 ends the match once a score goes negative: a real rule, not one that ends at once."""
    cfg = raw("big_two.yaml")
    cfg["match_end"][0]["target"] = 0
    build_game(cfg, "big_two.yaml")
