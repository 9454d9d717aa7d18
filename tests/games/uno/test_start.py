"""UNO's first card turned up: its official effect on the player to the dealer's left, built card by card
and found in real deals."""

import pytest

from tabletop.games.uno import rules
from tests.games.uno.helpers import G, Scene, all_cards_once


def turn_up(code: str, players: int = 4, dealer: int = 3, under=()):
    """A state whose draw pile has `code` on top (above `under`, bottom first), the first card turned up."""
    sc = Scene(players=players).setup({}, [], draw_top=list(under) + [code], fill=7)
    st = sc.st
    st.vars = {"colour": None, "uno": -1}
    st.dealer, st.current, st.direction = dealer, (dealer + 1) % players, 1
    events: list = []
    rules.turn_up_start(G, st, events)
    return sc, events


def test_a_number_starts_play_on_its_colour():
    sc, ev = turn_up("Y4")
    assert sc.st.current == 0 and sc.st.vars["colour"] == "yellow" and sc.st.pending is None


def test_a_skip_skips_the_first_player():
    sc, ev = turn_up("GS")
    assert sc.st.current == 1 and {"type": "skip", "seats": [0]} in ev


def test_a_reverse_lets_the_dealer_play_first_to_the_right():
    sc, ev = turn_up("BR")
    assert sc.st.current == 3 and sc.st.direction == -1
    sc.act(3, "draw")
    sc.act(3, "keep")
    assert sc.st.current == 2


def test_a_reverse_with_two_players_acts_as_a_skip():
    sc, ev = turn_up("BR", players=2, dealer=1)
    assert sc.st.current == 1, "the first player (seat 0) is skipped: the dealer plays"


def test_a_draw_two_makes_the_first_player_draw_two_and_lose_the_turn():
    sc, ev = turn_up("RD2")
    assert len(sc.hand(0)) == 9 and sc.st.current == 1 and sc.st.vars["colour"] == "red"


def test_a_wild_lets_the_first_player_name_the_colour_then_play():
    sc, ev = turn_up("W")
    assert sc.st.vars["colour"] is None
    assert sc.st.pending == {"type": "colour", "seat": 0, "then": "start"}
    assert sc.kinds(0) == {"colour"} and not sc.kinds(1)
    sc.act(0, "colour", "blue")
    assert sc.st.vars["colour"] == "blue" and sc.st.current == 0 and sc.st.pending is None
    assert "play" in sc.kinds(0) or "draw" in sc.kinds(0)


def test_a_wild_draw_four_goes_back_and_another_card_is_turned_up():
    sc, ev = turn_up("W4", under=["G8"])
    disc = sc.st.zones["discard"]
    assert len(disc) == 1 and G.cards[disc[0]]["kind"] != "wild_draw_four"
    assert [e["type"] for e in ev][:3] == ["move", "move", "shuffle"]
    assert ev[1]["src"] == "discard" and ev[1]["dst"] == "draw"
    assert any(G.cards[c]["kind"] == "wild_draw_four" for c in sc.st.zones["draw"])
    assert all_cards_once(sc.st)


def _first_cards(players: int, seeds=range(600)):
    """{kind of the first card: (seed, state)} over real deals."""
    found = {}
    for seed in seeds:
        st = G.new_state(seed, players)
        found.setdefault(G.cards[st.zones["discard"][0]]["kind"], (seed, st))
    return found


@pytest.mark.parametrize("players", [2, 4, 10])
def test_real_deals_start_as_the_rules_say(players):
    found = _first_cards(players)
    assert set(found) == {"number", "skip", "reverse", "draw_two", "wild"}, "a Wild Draw Four never starts"
    for kind, (seed, st) in found.items():
        first = (st.dealer + 1) % players
        if kind == "number":
            assert st.current == first and st.pending is None
        elif kind == "skip":
            assert st.current == (first + 1) % players
        elif kind == "reverse":
            assert st.current == st.dealer and (st.direction == -1)
        elif kind == "draw_two":
            assert len(st.zones["hand"][first]) == 9 and st.current == (first + 1) % players
        else:
            assert st.pending["type"] == "colour" and st.pending["seat"] == first
        assert all_cards_once(st)


def test_every_round_starts_clockwise_left_of_a_dealer_who_moves_left():
    sc = Scene(options={"score_to_500": True}).setup({0: ["RR"], 1: ["B1"]}, ["R7"], direction=-1)
    sc.st.dealer = 2
    sc.act(0, "play", sc.hand(0)[0])
    assert sc.st.phase == "round_over"
    G.apply(sc.st, G.legal_actions(sc.st)[0])
    assert sc.st.dealer == 3 and sc.st.round == 2
    kind = G.cards[sc.st.zones["discard"][0]]["kind"]
    assert sc.st.direction == (-1 if kind == "reverse" else 1)
