"""Edits that loaded and played wrong are refused at load with file, key and reason (issue 29, defect 5):
a key under `scoring` no code reads (a typo, ignored silently), a name of millions of characters, a match
target no match can reach. The games' own bounds are in tests/games/<id>/test_config_bounds.py."""

import pytest

from tabletop.rules.loader import available_games, build_game
from tabletop.rules.registry import get_schema
from tests.configs import bad, raw

GAMES = available_games()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_declares_the_scoring_keys_it_reads(game_id):
    assert get_schema(game_id, "scoring") is not None
    build_game(raw(f"{game_id}.yaml"), f"{game_id}.yaml")   # and the shipped table passes it


@pytest.mark.parametrize("game_id", GAMES)
def test_an_unknown_scoring_key_is_refused(game_id):
    e = bad(f"{game_id}.yaml", lambda c: c["scoring"].update(wild_actoin=50))
    assert (e.file, e.key) == (f"{game_id}.yaml", "scoring.wild_actoin")
    assert e.reason.startswith("unknown key 'wild_actoin' (allowed: ")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("where", ["name", "description", "label"])
def test_a_text_of_millions_of_characters_is_refused(game_id, where):
    def edit(c):
        if where == "label":
            next(iter(c["options"].values()))["label"] = "x" * 50_000_000
        else:
            c[where] = "x" * 50_000_000
    e = bad(f"{game_id}.yaml", edit)
    assert e.key.endswith(where) and e.reason.startswith("50000000 characters: at most ")


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", [10 ** 30, 10_001])   # loader.MAX_TARGET is 10,000
def test_a_match_target_no_match_can_reach_is_refused(game_id, size):
    def edit(c):
        for rule in c["match_end"]:
            sign = -1 if rule["preset"] == "score_below" else 1
            if isinstance(rule.get("target"), dict):
                rule["target"] = {k: sign * size for k in rule["target"]}
            elif "target" in rule:
                rule["target"] = sign * size
    cfg = raw(f"{game_id}.yaml")
    if not any("target" in r for r in cfg["match_end"]):
        pytest.skip("no target in this game's match_end")
    e = bad(f"{game_id}.yaml", edit)
    assert e.key.startswith("match_end[") and ".target" in e.key
    assert "beyond" in e.reason and "no match reaches it" in e.reason, e.reason
