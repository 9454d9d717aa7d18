"""UNO rules: the deck, matching, every card's effect, the Wild Draw Four and its challenge, drawing, the
UNO call and catch, the reshuffle, the last card and scoring (official rules; see rulings.md)."""

from collections import Counter

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.games.uno import text as uno_text
from tests.games.uno.helpers import G, Scene, all_cards_once

A, B, C, D = 0, 1, 2, 3


# -- the deck and the deal --------------------------------------------------------------------------------
def test_the_deck_is_the_108_official_cards():
    assert G.n_cards == 108
    per = Counter((c["kind"], c["colour"], c["number"]) for c in G.cards)
    for colour in ("red", "yellow", "green", "blue"):
        assert per[("number", colour, 0)] == 1
        for n in range(1, 10):
            assert per[("number", colour, n)] == 2
        for kind in ("skip", "reverse", "draw_two"):
            assert per[(kind, colour, None)] == 2
    assert per[("wild", None, None)] == 4 and per[("wild_draw_four", None, None)] == 4
    assert sum(1 for c in G.cards if c["colour"] == "red") == 25


@pytest.mark.parametrize("players", range(2, 11))
def test_seven_cards_each_at_every_table_size(players):
    for seed in range(3):
        st = G.new_state(seed, players)
        hands = st.zones["hand"]
        first = (st.dealer + 1) % players
        extra = [2 if s == first and G.cards[st.zones["discard"][0]]["kind"] == "draw_two" else 0
                 for s in range(players)]
        assert [len(h) for h in hands] == [7 + e for e in extra]
        assert len(st.zones["discard"]) == 1
        assert all_cards_once(st)


# -- matching -------------------------------------------------------------------------------------------
def test_match_by_colour_number_or_symbol_and_wilds_always():
    sc = Scene().setup({A: ["R2", "B7", "B2", "GS", "W", "W4"]}, ["R7"])
    r2, b7, b2, gs, w, w4 = sc.hand(A)
    assert sc.plays(A) == {r2, b7, w, w4}
    with pytest.raises(IllegalAction, match=r"Blue 2 matches neither the colour \(red\) nor the number or symbol "
                                            r"of Red 7"):
        sc.act(A, "play", b2)
    sc2 = Scene().setup({A: ["GS", "GR", "YS", "B0"]}, ["BS"])
    gs, gr, ys, b0 = sc2.hand(A)
    assert sc2.plays(A) == {gs, ys, b0}


def test_number_zero_matches_zero():
    sc = Scene().setup({A: ["Y0", "Y5"]}, ["R0"])
    assert sc.plays(A) == {sc.hand(A)[0]}


def test_it_is_not_your_turn():
    sc = Scene().setup({B: ["R3"]}, ["R7"])
    with pytest.raises(IllegalAction, match="It is not player 2's turn"):
        sc.act(B, "play", sc.hand(B)[0])
    sc = Scene().setup({A: ["R2", "R5"], B: ["R3", "B1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])   # B may catch A now, but not play
    with pytest.raises(IllegalAction, match="It is not your turn: player 2 is to play"):
        sc.act(C, "play", sc.hand(C)[0])


# -- effects --------------------------------------------------------------------------------------------
def test_a_number_card_passes_the_turn():
    sc = Scene().setup({A: ["R2", "B5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.current == B and sc.st.vars["colour"] == "red"


def test_skip_skips_the_next_player():
    sc = Scene().setup({A: ["RS", "B5"]}, ["R7"])
    ev = sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.current == C
    assert {"type": "skip", "seats": [B]} in ev


def test_reverse_turns_the_direction():
    sc = Scene().setup({A: ["RR", "B5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.direction == -1 and sc.st.current == D


def test_reverse_with_two_players_acts_as_a_skip():
    sc = Scene(players=2).setup({A: ["RR", "B5", "R1"]}, ["R7"])
    ev = sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.current == A and {"type": "skip", "seats": [B]} in ev


def test_draw_two_makes_the_next_player_draw_two_and_lose_the_turn():
    sc = Scene().setup({A: ["RD2", "B5"], B: ["G1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert len(sc.hand(B)) == 3 and sc.st.current == C and sc.st.pending is None


def test_a_draw_two_may_go_on_a_draw_two_of_another_colour_later():
    sc = Scene().setup({A: ["BD2", "B5"]}, ["RD2"], colour="red")
    assert sc.hand(A)[0] in sc.plays(A)


def test_wild_names_the_colour_and_the_next_player_must_follow_it():
    sc = Scene().setup({A: ["W", "B5", "B6"], B: ["G7", "R3", "Y2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.pending["type"] == "colour" and sc.kinds(A) == {"colour"}
    assert {a.args[0] for a in G.legal_actions(sc.st, A)} == {"red", "yellow", "green", "blue"}
    with pytest.raises(IllegalAction, match="It is not player 2's turn"):
        sc.act(B, "draw")
    assert uno_text.reason(G, sc.st, Action(B, "draw")) == "It is not your turn: player 1 must name a colour."
    assert uno_text.reason(G, sc.st, Action(A, "draw")) == "First name a colour."
    sc.act(A, "colour", "green")
    assert sc.st.vars["colour"] == "green" and sc.st.current == B
    g7, r3, y2 = sc.hand(B)
    assert sc.plays(B) == {g7}
    with pytest.raises(IllegalAction, match="Red 3 is not green, the colour named for the Wild"):
        sc.act(B, "play", r3)


def test_a_wild_may_be_played_while_holding_a_card_that_fits():
    sc = Scene().setup({A: ["R2", "W"]}, ["R7"])
    assert set(sc.hand(A)) == sc.plays(A)


# -- Wild Draw Four -------------------------------------------------------------------------------------
def _wd4(players=4, hand_a=("W4", "B5", "B6"), options=None, hand_b=("G1", "G2")):
    sc = Scene(players=players, options=options).setup({A: list(hand_a), B: list(hand_b)}, ["R7"])
    w4 = next(c for c in sc.hand(A) if G.cards[c]["kind"] == "wild_draw_four")
    sc.act(A, "play", w4)
    sc.act(A, "colour", "yellow")
    return sc


def test_wild_draw_four_taken_draws_four_and_skips():
    sc = _wd4()
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == B
    assert sc.kinds(B) == {"accept", "challenge"}
    assert sc.st.vars["colour"] == "yellow"
    sc.act(B, "accept")
    assert len(sc.hand(B)) == 6 and sc.st.current == C and sc.st.pending is None


def test_wild_draw_four_failed_challenge_costs_six_and_the_turn():
    sc = _wd4()
    ev = sc.act(B, "challenge")
    ch = next(e for e in ev if e["type"] == "challenge")
    assert ch["legal"] is True and ch["private_to"] == [B, A] and ch["cards"] == sc.hand(A)
    assert len(sc.hand(B)) == 8 and len(sc.hand(A)) == 2 and sc.st.current == C
    assert sc.st.known[B] == {str(c): A for c in sc.hand(A)}, "the challenger has seen the hand"
    assert G.redact(ev, C)[[e["type"] for e in ev].index("challenge")].get("cards") is None, "the others have not"


def test_a_bluffed_wild_draw_four_caught_by_a_challenge():
    sc = _wd4(hand_a=("W4", "R2", "B5"))
    sc.act(B, "challenge")
    assert len(sc.hand(A)) == 6 and len(sc.hand(B)) == 2
    assert sc.st.current == B and sc.st.vars["colour"] == "yellow", "the challenger plays on the named colour"


def test_only_the_current_colour_makes_a_wild_draw_four_a_bluff():
    """Cards matching by number or symbol, and other wilds, do not count (official check)."""
    sc = _wd4(hand_a=("W4", "B7", "W", "G5"))
    sc.act(B, "challenge")
    assert len(sc.hand(B)) == 8, "a legal play: the challenger draws six"


def test_the_check_is_on_the_colour_in_play_after_a_wild():
    sc = Scene().setup({A: ["W4", "R2"], B: ["G1"]}, ["R7", "W"], colour="blue")
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(A, "colour", "green")
    assert sc.st.pending["private"] == {str(A): True}


def test_strict_wild_draw_four_refuses_a_bluff_and_needs_no_challenge():
    sc = Scene(options={"strict_wd4": True}).setup({A: ["W4", "R2"]}, ["R7"])
    w4, r2 = sc.hand(A)
    assert sc.plays(A) == {r2}
    with pytest.raises(IllegalAction, match="You hold a red card, so you may not play the Wild Draw Four"):
        sc.act(A, "play", w4)
    sc = _wd4(options={"strict_wd4": True})
    assert sc.st.pending is None and len(sc.hand(B)) == 6 and sc.st.current == C


def test_wild_draw_four_with_two_players_lets_its_player_go_again():
    sc = _wd4(players=2)
    sc.act(B, "accept")
    assert sc.st.current == A


# -- drawing --------------------------------------------------------------------------------------------
def test_draw_then_play_the_drawn_card_or_keep_it():
    sc = Scene().setup({A: ["B5", "R2"]}, ["R7"], draw_top=["R9"])
    b5, r2 = sc.hand(A)
    assert Action(A, "draw") in G.legal_actions(sc.st), "drawing is allowed while holding a card that fits"
    sc.act(A, "draw")
    drawn = sc.hand(A)[-1]
    assert G.cards[drawn]["name"] == "Red 9" and sc.st.pending == {"type": "drawn", "seat": A,
                                                                     "private": {str(A): drawn}}
    assert sc.plays(A) == {drawn} and "keep" in sc.kinds(A)
    with pytest.raises(IllegalAction, match="Only the card you just drew can be played"):
        sc.act(A, "play", r2)
    sc.act(A, "play", drawn)
    assert sc.st.current == B and G.cards[sc.st.zones["discard"][-1]]["name"] == "Red 9"


def test_a_drawn_card_that_does_not_fit_is_kept():
    sc = Scene().setup({A: ["B5"]}, ["R7"], draw_top=["G3"])
    sc.act(A, "draw")
    assert sc.plays(A) == set() and sc.kinds(A) == {"keep"}
    with pytest.raises(IllegalAction, match=r"Green 3 matches neither the colour \(red\)"):
        sc.act(A, "play", sc.hand(A)[-1])
    with pytest.raises(IllegalAction, match="Keep the card you just drew: it cannot be played"):
        sc.act(A, "draw")
    sc.act(A, "keep")
    assert len(sc.hand(A)) == 2 and sc.st.current == B


def test_a_playable_drawn_card_may_be_kept_too():
    sc = Scene().setup({A: ["B5"]}, ["R7"], draw_top=["R3"])
    sc.act(A, "draw")
    sc.act(A, "keep")
    assert len(sc.hand(A)) == 2 and sc.st.current == B


# -- the reshuffle --------------------------------------------------------------------------------------
def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_but_its_top():
    sc = Scene().setup({A: ["B5"]}, ["G1", "G2", "Y3", "R7"], empty_draw=True)
    ev = sc.act(A, "draw")
    assert [e["type"] for e in ev][:2] == ["reshuffle", "shuffle"]
    assert sc.st.zones["discard"] == [sc.st.zones["discard"][-1]]
    assert G.cards[sc.st.zones["discard"][-1]]["name"] == "Red 7"
    assert len(sc.hand(A)) == 2 and len(sc.st.zones["draw"]) == 2


def test_with_both_piles_empty_a_draw_passes():
    sc = Scene().setup({A: ["B5"]}, ["R7"], empty_draw=True)
    ev = sc.act(A, "draw")
    assert {"type": "no_draw", "seat": A} in ev and sc.st.current == B and len(sc.hand(A)) == 1


def test_a_draw_two_reshuffles_when_the_pile_runs_out_midway():
    sc = Scene().setup({A: ["RD2", "B5"], B: ["G1"]}, ["Y1", "Y2", "R7"], draw_top=["G9"], empty_draw=True)
    ev = sc.act(A, "play", sc.hand(A)[0])
    assert len(sc.hand(B)) == 3 and all_cards_once(sc.st)
    assert [e["type"] for e in ev].count("reshuffle") == 1
    assert [G.cards[c]["name"] for c in sc.st.zones["discard"]] == ["Red Draw Two"]


# -- UNO ------------------------------------------------------------------------------------------------
def test_uno_call_closes_the_window():
    sc = Scene().setup({A: ["R2", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.vars["uno"] == A
    assert Action(A, "uno") in G.legal_actions(sc.st)
    assert {a for a in G.legal_actions(sc.st) if a.kind == "catch"} == {Action(s, "catch", (A,)) for s in (B, C, D)}
    assert "uno" in G.own_calls
    sc.act(A, "uno")
    assert sc.st.vars["uno"] == -1 and not any(a.kind in ("uno", "catch") for a in G.legal_actions(sc.st))


def test_a_caught_player_draws_two():
    sc = Scene().setup({A: ["R2", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    with pytest.raises(IllegalAction, match="You cannot catch yourself"):
        sc.act(A, "catch", A)
    sc.act(C, "catch", A)
    assert len(sc.hand(A)) == 3 and sc.st.vars["uno"] == -1 and sc.st.current == B


def test_the_catching_chance_ends_when_the_next_player_acts():
    sc = Scene().setup({A: ["R2", "R5"], B: ["R1", "B1", "B2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(B, "play", sc.hand(B)[0])
    assert not any(a.kind in ("uno", "catch") for a in G.legal_actions(sc.st))
    with pytest.raises(IllegalAction, match="Nobody can be caught now"):
        sc.act(C, "catch", A)


def test_the_window_stays_open_while_a_wild_names_its_colour():
    sc = Scene().setup({A: ["W", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert {"colour", "uno"} <= sc.kinds(A) and "catch" in sc.kinds(B)
    sc.act(A, "colour", "red")
    sc.act(D, "catch", A)
    assert len(sc.hand(A)) == 3


def test_a_draw_or_a_wild_draw_four_answer_closes_the_window_too():
    sc = Scene().setup({A: ["R2", "R5"], B: ["B9"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(B, "draw")
    assert sc.st.vars["uno"] == -1
    sc = _wd4(hand_a=("W4", "B5"))
    assert sc.st.vars["uno"] == A
    sc.act(B, "accept")
    assert sc.st.vars["uno"] == -1


# -- last card and scoring ------------------------------------------------------------------------------
def test_going_out_scores_the_other_hands():
    sc = Scene().setup({A: ["R2"], B: ["G7", "BS"], C: ["W", "Y0"], D: ["W4", "GD2", "B9"]}, ["R7"])
    ev = sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.phase == "match_over"
    over = next(e for e in ev if e["type"] == "round_over")
    assert over["winners"] == [A] and over["points"] == 7 + 20 + 50 + 0 + 50 + 20 + 9
    assert over["deltas"] == [0, 0, 0, 0], "a single round counts no points toward a match"


def test_match_to_500_adds_the_points_and_ends_at_500():
    sc = Scene(options={"score_to_500": True}).setup({A: ["R2"], B: ["W", "W4"]}, ["R7"])
    sc.st.scores = [420, 0, 0, 0]
    ev = sc.act(A, "play", sc.hand(A)[0])
    over = next(e for e in ev if e["type"] == "round_over")
    assert over["deltas"][A] == over["points"] and sc.st.scores[A] == 420 + over["points"] >= 500
    assert sc.st.phase == "match_over" and sc.st.result["match_winners"] == [A]
    sc = Scene(options={"score_to_500": True}).setup({A: ["R2"], B: ["B1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.phase == "round_over"


def test_a_last_draw_two_still_makes_the_next_player_draw_and_counts():
    sc = Scene().setup({A: ["RD2"], B: ["B1"]}, ["R7"], draw_top=["G5", "Y9"])
    ev = sc.act(A, "play", sc.hand(A)[0])
    assert len(sc.hand(B)) == 3 and sc.st.phase == "match_over"
    others = [c for s in (B, C, D) for c in sc.hand(s)]
    assert next(e for e in ev if e["type"] == "round_over")["points"] == sum(G.cards[c]["number"] for c in others)
    assert {G.cards[c]["name"] for c in sc.hand(B)} == {"Blue 1", "Green 5", "Yellow 9"}


def test_a_last_wild_draw_four_needs_no_colour_and_no_challenge():
    sc = Scene().setup({A: ["W4"], B: ["B1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert sc.st.phase == "match_over" and len(sc.hand(B)) == 5


# -- stacking (option) ----------------------------------------------------------------------------------
def test_no_stacking_by_default():
    sc = Scene().setup({A: ["RD2", "B5"], B: ["GD2", "B1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert len(sc.hand(B)) == 4 and sc.st.current == C


def test_stack_draw_twos_passes_the_total_on():
    sc = Scene(options={"stack_draw_two": True}).setup({A: ["RD2", "B5"], B: ["GD2", "B1", "R4"],
                                                        C: ["Y1", "Y2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    pend = sc.st.pending
    assert pend == {"type": "stack", "seat": B, "count": 2} and sc.st.current == B
    gd2, b1, r4 = sc.hand(B)
    assert sc.plays(B) == {gd2} and Action(B, "take", (2,)) in G.legal_actions(sc.st)
    with pytest.raises(IllegalAction, match="Only a Draw Two can be played now"):
        sc.act(B, "play", r4)
    sc.act(B, "play", gd2)
    assert sc.st.pending == {"type": "stack", "seat": C, "count": 4} and sc.st.vars["colour"] == "green"
    assert sc.kinds(C) == {"take"}, "offered even without a Draw Two: the table gives nothing away"
    sc.act(C, "take", 4)
    assert len(sc.hand(C)) == 6 and sc.st.current == D and sc.st.pending is None


def test_a_stacked_last_card_makes_the_next_player_draw_the_whole_stack():
    sc = Scene(options={"stack_draw_two": True}).setup({A: ["RD2", "B5"], B: ["GD2"], C: ["Y1"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(B, "play", sc.hand(B)[0])
    assert sc.st.phase == "match_over" and len(sc.hand(C)) == 5


# -- texts ----------------------------------------------------------------------------------------------
def test_actions_are_described_in_plain_words():
    red7 = next(i for i, c in enumerate(G.cards) if c["name"] == "Red 7")
    assert G.describe(Action(A, "play", (red7,))) == "Play Red 7"
    assert G.describe(Action(A, "colour", ("blue",))) == "Name blue"
    assert G.describe(Action(B, "catch", (A,))) == "Catch player 1 (no UNO call)"
    assert G.describe(Action(B, "take", (4,))) == "Take 4 cards"
    assert G.describe(Action(B, "challenge")) == "Challenge the Wild Draw Four"
