"""UNO FLEX: absurd penalties and card points are refused at load (issue 29, defect 5)."""

import pytest

from tests.configs import bad

F = "uno_flex.yaml"


@pytest.mark.parametrize("key", ["uno_penalty", "wd4_draw", "wd4_failed_challenge", "wd4_bluff_penalty"])
def test_a_penalty_of_a_billion_cards_is_refused(key):
    e = bad(F, lambda c: c["rules"].update({key: 1_000_000_000}))
    assert e.key == f"rules.{key}" and e.reason.startswith("1000000000 is above the maximum 20: the rulebook's")


@pytest.mark.parametrize("key", ["coloured_action", "wild_action"])
def test_card_points_past_any_target_are_refused(key):
    e = bad(F, lambda c: c["scoring"].update({key: 10 ** 9}))
    assert e.key == f"scoring.{key}" and "is worth that much" in e.reason


def test_the_wild_action_typo_of_the_issue_is_refused():
    e = bad(F, lambda c: c["scoring"].update(wild_actoin=c["scoring"].pop("wild_action")))
    assert e.key == "scoring.wild_actoin" and "unknown key" in e.reason
