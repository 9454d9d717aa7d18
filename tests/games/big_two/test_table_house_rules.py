"""BIG TWO's house rules once a match has started: the pause menu's words for them (split from
tests/test_ui_house_rules.py, whose helpers it uses)."""

import pytest

from tests.test_ui_driver import home  # noqa: F401
from tests.test_ui_house_rules import _pause, _text


@pytest.mark.parametrize("gid, options, players, idle, live", [
    ("big_two", {"dragon_fair_value": 0, "stack_trigger_types": True}, 4,
     "Stack patience by kind: on (no effect here)", None),
    ("big_two", {"expert": 4, "dragon_fair_value": 0, "stack_trigger_types": True}, 4, None,
     "Stack patience by kind: on"),
    ("big_two", {"stage4_fair_start": True, "dragon_fair_value": 0}, 4,     # no dragons are dealt
     "Dragon value (fair start): 0 (no effect here)", None),
    ("big_two", {"stage1_mighty_two": True, "stack_trigger_types": True}, 4,   # 2s are the only kind
     "Stack patience by kind: on (no effect here)", None),
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
    if gid == "big_two" and idle and "stack_trigger_types" in options and "dragon_fair_value" in options:
        assert "(no effect here)" in text.split("Dragon value")[1], text
    app.close()


def test_a_match_at_the_default_rules_says_so_and_gives_the_score_that_ends_it(home):
    from tabletop.games.big_two.rules import end_limit
    app, pause = _pause("big_two", {})
    assert _text(pause) == "House rules None: standard rules The match ends when a score is below −100"
    st = pause.table.session.st
    assert end_limit(pause.table.game, st.options) == 100
    app.close()
    app, pause = _pause("big_two", {"team": True})   # auto: +200 for a team (big_two.end_limit)
    assert _text(pause) == "House rules Team play (4 players): on The match ends when a team's score is above +200"
    app.close()
    app, pause = _pause("big_two", {"expert": 2}, players=3)
    assert _text(pause) == "House rules Expert stage: 2 The match ends when a score is below −200"
    app.close()
