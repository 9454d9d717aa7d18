"""UNO FLEX's house rules once a match has started: the pause menu's words for them (split from
tests/test_ui_house_rules.py, whose helpers it uses)."""

import pytest

from tests.test_ui_driver import home  # noqa: F401
from tests.test_ui_house_rules import _pause, _text


@pytest.mark.parametrize("gid, options, players, idle, live", [
    ("uno_flex", {"two_player_reverse_acts_as_skip": True, "strict_wd4": True}, 4,
     "Two-player Reverse skips: on (no effect here)", "Strict Draw Four: on"),
    ("uno_flex", {"two_player_reverse_acts_as_skip": True}, 2, None, "Two-player Reverse skips: on"),
])
def test_an_option_that_does_nothing_at_this_table_says_so(home, gid, options, players, idle, live):
    """A 4-seat UNO FLEX match listed 'Two-player Reverse skips: on' as a rule in force; BIG TWO's
    fair-start dragon value without stage 4 and stacking by kind without stage 1 likewise."""
    app, pause = _pause(gid, options, players=players)
    lines = [t for t, *_ in pause.rule_lines]
    text = " ".join(lines)
    if idle:
        assert idle in text, text
    else:
        assert "no effect" not in text, text
    if live:
        assert live in text and f"{live} (no effect here)" not in text, text
    app.close()


def test_a_match_at_the_default_rules_says_so_and_gives_the_score_that_ends_it(home):
    app, pause = _pause("uno_flex", {})
    assert _text(pause) == "House rules None: standard rules"
    app.close()
    app, pause = _pause("uno_flex", {"scoring": True})
    assert _text(pause) == "House rules Scoring to 500: on The match ends at 500 pts"
    app.close()
