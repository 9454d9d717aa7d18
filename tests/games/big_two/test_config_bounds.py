"""BIG TWO: end scores and penalty multipliers no match plays are refused at load (issue 29, defect 5)."""

import pytest

from tests.configs import bad

F = "big_two.yaml"


@pytest.mark.parametrize("key", ["end_below", "end_below_expert", "team_end_above"])
def test_an_end_score_no_match_reaches_is_refused(key):
    e = bad(F, lambda c: c["scoring"].update({key: 10 ** 30}))
    assert e.key == f"scoring.{key}" and "is above the maximum 10000" in e.reason


def test_an_end_score_option_without_bound_is_refused():
    e = bad(F, lambda c: c["options"]["end_score"].update(max=10 ** 30))
    assert e.key == "options.end_score.max"


def test_a_penalty_multiplier_of_a_million_is_refused():
    e = bad(F, lambda c: c["scoring"]["penalty"].update({4: [[8, 1], [12, 2], [13, 1_000_000]]}))
    assert e.key == "scoring.penalty.4" and "multiplier over 10" in e.reason
