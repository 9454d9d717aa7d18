"""TOWAI's house rules once a match has started: the pause menu's words for them (split from
tests/test_ui_house_rules.py, whose helpers it uses)."""

from tests.test_ui_driver import home  # noqa: F401
from tests.test_ui_house_rules import _pause, _text


def test_a_match_at_the_default_rules_says_so_and_gives_the_score_that_ends_it(home):
    app, pause = _pause("towai", {})
    assert _text(pause) == "House rules None: standard rules The match ends at 2 wins"
    app.close()
