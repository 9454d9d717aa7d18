"""TOWAI: what a round win scores stays within what a match can use (issue 29, defect 5)."""

from tests.configs import bad


def test_a_round_win_worth_a_billion_is_refused():
    e = bad("towai.yaml", lambda c: c["scoring"].update(agari=10 ** 9))
    assert e.key == "scoring.agari" and "is worth that much" in e.reason
