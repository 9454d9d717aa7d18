"""TWEAK: colours_by_players names a colour count for every player count, within the colours (issue 29,
defect 5): {2: 4} played all six colours at 3-6 players, and {2: 40} was capped without a word."""

import pytest

from tests.configs import bad

F = "tweak.yaml"


def test_a_colour_count_for_two_players_only_is_refused():
    e = bad(F, lambda c: c["rules"].update(colours_by_players={2: 4}))
    assert e.key == "rules.colours_by_players"
    assert e.reason == "no colour count for 3, 4, 5, 6 players (one for each of 2 to 6)"


def test_more_colours_than_there_are_is_refused():
    e = bad(F, lambda c: c["rules"]["colours_by_players"].update({2: 40}))
    assert e.key == "rules.colours_by_players.2" and e.reason == "40 colours, but rules.colours has 6"


def test_a_player_count_outside_the_game_is_refused():
    e = bad(F, lambda c: c["rules"]["colours_by_players"].update({7: 6}))
    assert e.key == "rules.colours_by_players.7" and e.reason == "7 players is outside players 2-6"


@pytest.mark.parametrize("key", ["table_start", "tweak_table_refill"])
def test_a_table_of_a_billion_cards_is_refused(key):
    e = bad(F, lambda c: c["rules"].update({key: 10 ** 9}))
    assert e.key == f"rules.{key}" and "is above the maximum 12" in e.reason


def test_card_points_past_any_target_are_refused():
    e = bad(F, lambda c: c["scoring"].update(red_five=10 ** 9))
    assert e.key == "scoring.red_five" and "is worth that much" in e.reason
