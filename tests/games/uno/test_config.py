"""The UNO config: it loads, its own `rules:` section and deck are checked, and a config the rules code
cannot play is refused at load with the key and the reason."""

import copy

import pytest
import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.loader import build_game, config_dir
from tests.games.uno.helpers import G  # noqa: F401  (registers the game)

DATA = yaml.safe_load((config_dir() / "uno.yaml").read_text(encoding="utf-8"))


def refused(change) -> ConfigError:
    data = copy.deepcopy(DATA)
    change(data)
    with pytest.raises(ConfigError) as e:
        build_game(data, "uno.yaml")
    return e.value


def test_the_shipped_config_loads():
    g = build_game(copy.deepcopy(DATA), "uno.yaml")
    assert (g.min_players, g.max_players, g.n_cards) == (2, 10, 108)
    assert set(g.options_spec) == {"score_to_500", "stack_draw_two", "strict_wd4"}
    assert all(o["default"] is False for o in g.options_spec.values())
    assert g.single_round({"score_to_500": False}) and not g.single_round({"score_to_500": True})


def test_a_missing_action_or_option_is_refused():
    e = refused(lambda d: d["actions"].pop("take"))
    assert e.key == "actions.take" and "uses actions 'take'" in e.reason
    e = refused(lambda d: d["options"].pop("strict_wd4"))
    assert e.key == "options.strict_wd4"


def test_a_bad_rules_section_is_refused():
    e = refused(lambda d: d["rules"]["effects"].update(skip="jump"))
    assert e.key == "rules.effects.skip"
    e = refused(lambda d: d["rules"].pop("uno_penalty"))
    assert e.key == "rules.uno_penalty"
    e = refused(lambda d: d["rules"]["effects"].pop("reverse"))
    assert e.key == "rules.effects" and "'reverse'" in e.reason


def test_a_card_the_rules_cannot_play_is_refused():
    def wild_with_colour(d):
        d["deck"]["cards"][-1]["colour"] = "red"
    e = refused(wild_with_colour)
    assert e.key.startswith("deck.cards") and "wild card has no colour" in e.reason

    def numberless(d):
        d["deck"]["cards"][1].pop("number")
    e = refused(numberless)
    assert "number card" in e.reason


def test_scores_must_be_whole_points():
    e = refused(lambda d: d["scoring"].update(action=-5))
    assert e.key == "scoring.action"
