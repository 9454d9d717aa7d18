"""TOWAI: card effects inside combos and leads (each combo card resolves its own flip and effect),
and what a Swap lets each seat know afterwards."""

from tests.games.towai.helpers import G, Scene, all_cards_once

A, B, C, D = 0, 1, 2, 3


def lead(players, hand_a, side):
    sc = Scene(players=players)
    sc.setup({A: hand_a})
    sc.st.vars["lead"] = "first"
    sc.act(A, "orient", side)
    return sc


def sizes(sc):
    return [len(h) for h in sc.st.zones["hand"]]


# -- several Twai cards in one combo ----------------------------------------------------------------
def test_each_twai_3_of_a_combo_flips_and_makes_the_others_draw():
    sc = Scene()
    sc.setup({A: ["T3", "T3", "D6"]}, ["D3"], "day")
    before = sizes(sc)
    sc.play(A, "T3")
    assert sc.st.vars["side"] == "night" and sizes(sc) == [2, before[1] + 1, before[2] + 1]
    assert sc.plays() == {"T3"}  # Twai 3 fits night too (3 <= 3)
    sc.play(A, "T3")
    assert sc.st.vars["side"] == "day" and sizes(sc) == [1, before[1] + 2, before[2] + 2]
    sc.done(A)
    assert sc.codes(A) == ["D6"] and sc.st.current == B and sc.codes(zone="field") == ["D3", "T3", "T3"]


def test_three_flip_only_twai_in_a_combo_flip_three_times():
    sc = Scene()
    sc.setup({A: ["T1", "T1", "T1", "D7"], B: ["N1", "D3", "T2"]}, ["N1"], "night")
    sides = []
    for _ in range(3):
        sc.play(A, "T1")
        sides.append(sc.st.vars["side"])
    sc.done(A)
    assert sides == ["day", "night", "day"] and sc.st.current == B and sc.codes(A) == ["D7"]
    assert sc.plays(B) == {"D3", "T2"}  # by day, on Twai 1


def test_each_twai_5_of_a_combo_makes_its_own_swap():
    sc = Scene(players=4)
    sc.setup({A: ["T5", "T5", "N1", "N2"], B: ["D3", "D4"], C: ["N4", "D6"], D: ["N5", "D7"]}, ["D5"], "day")
    sc.play(A, "T5")
    assert sc.st.vars["side"] == "night" and sc.st.pending["type"] == "swap"
    for s, c in ((A, "N1"), (B, "D3"), (C, "N4"), (D, "N5")):
        sc.act(s, "swap", sc.find(s, c))
    assert sorted(sc.codes(A)) == ["D3", "N2", "T5"] and sc.st.current == A and sc.plays() == {"T5"}
    sc.play(A, "T5")  # the second Twai 5 flips back and starts a second Swap
    assert sc.st.vars["side"] == "day" and sc.st.pending["type"] == "swap"
    for s, c in ((A, "N2"), (B, "D4"), (C, "D6"), (D, "N1")):
        sc.act(s, "swap", sc.find(s, c))
    st = sc.st
    assert sorted(sc.codes(A)) == ["D3", "D4"] and sorted(sc.codes(D)) == ["D7", "N2"]
    assert sorted(sc.codes(C)) == ["N1", "N5"] and sorted(sc.codes(B)) == ["D6", "N4"]
    assert st.pending is None and st.current == A and all_cards_once(st)
    sc.done(A)  # A holds no 5: stopping is all that is left
    assert st.current == B


def test_reset_inside_a_combo_ends_the_combo_with_a_fresh_lead():
    sc = Scene()
    sc.setup({A: ["D4", "T4", "N1", "D3"]}, ["D4"], "day")
    sc.play(A, "D4")
    assert sc.plays() == {"T4"}
    sc.play(A, "T4")
    st = sc.st
    assert st.zones["field"] == [] and sorted(sc.codes(zone="discard")) == ["D4", "D4", "T4"]
    assert st.current == A and st.vars["combo"] == 0 and sc.kinds() == {"orient"}  # RES-2
    sc.act(A, "orient", "night")
    assert sc.plays() == {"N1", "D3"}  # any card leads, not only a 4


# -- combos after a lead ----------------------------------------------------------------------------
def test_a_lead_may_be_followed_by_a_combo():
    sc = lead(3, ["D3", "D3", "N1"], "day")
    sc.play(A, "D3")
    assert sc.st.current == A and sc.plays() == {"D3"} and sc.kinds() == {"play", "stop"}


def test_a_twai_lead_flips_then_the_combo_follows_the_new_side():
    sc = lead(3, ["T3", "N3", "D3", "N1"], "day")
    before = sizes(sc)
    sc.play(A, "T3")
    assert sc.st.vars["side"] == "night" and sizes(sc)[1:] == [before[1] + 1, before[2] + 1]
    assert sc.plays() == {"N3"}  # the rulebook example, from a lead: Day 3 no longer fits


# -- pass ------------------------------------------------------------------------------------------
def test_08_the_card_drawn_on_a_pass_is_not_played_even_if_it_fits():
    sc = Scene()
    sc.setup({B: ["D6"]}, ["D4"], "day", current=B, draw_top=["D7"])
    d7 = sc.st.zones["draw"][-1]
    sc.act(B, "pass")
    assert d7 in sc.hand(B) and len(sc.hand(B)) == 2 and sc.st.current == C
    assert {a.seat for a in G.legal_actions(sc.st)} == {C}


# -- what a Swap lets each seat know ------------------------------------------------------------------
def _two_swaps(d_gives: str):
    """A passes Night 1 to D (its right) in a first Swap; in the second Swap D passes `d_gives` on to C."""
    sc = Scene(players=4)
    sc.setup({A: ["T5", "T5", "N1", "N2"], B: ["D3", "D4"], C: ["N4", "D6"], D: ["N5", "D7"]}, ["D5"], "day")
    sc.play(A, "T5")
    for s, c in ((A, "N1"), (B, "D3"), (C, "N4"), (D, "N5")):
        sc.act(s, "swap", sc.find(s, c))
    n1 = sc.find(D, "N1")
    assert G.view(sc.st, A)["known"] == {str(n1): D}
    sc.play(A, "T5")
    for s, c in ((A, "N2"), (B, "D4"), (C, "D6"), (D, d_gives)):
        sc.act(s, "swap", sc.find(s, c))
    return sc, n1


def test_a_swap_does_not_tell_an_observer_which_card_a_neighbour_passed():
    kept, moved = _two_swaps("D7"), _two_swaps("N1")
    for sc, n1 in (kept, moved):
        n2 = sc.find(D, "N2")
        assert G.view(sc.st, A)["known"] == {str(n2): D}  # the same either way: only A's own gift
    assert kept[1] in kept[0].hand(D) and moved[1] in moved[0].hand(C)


def test_a_swap_observer_is_not_pinned_to_a_stale_guess_when_determinizing():
    sc, n1 = _two_swaps("D7")
    holders = set()
    for seed in range(30):
        d = G.determinize(G.view(sc.st, A), seed)
        assert all_cards_once(d) and d.zones["hand"][A] == sc.hand(A)
        holders |= {s for s in range(4) if n1 in d.zones["hand"][s]}
    assert len(holders - {A}) > 1  # Night 1 may be with D or anywhere A cannot see


def test_the_receiver_keeps_what_it_knew_of_its_giver():
    sc = Scene(players=2)
    sc.setup({A: ["T5", "T5", "N1", "N2"], B: ["D3", "D4", "D6"]}, ["D5"], "day")
    sc.play(A, "T5")
    n1 = sc.find(A, "N1")
    sc.act(A, "swap", n1)
    sc.act(B, "swap", sc.find(B, "D3"))
    sc.play(A, "T5")
    d4 = sc.find(B, "D4")
    sc.act(A, "swap", sc.find(A, "N2"))
    sc.act(B, "swap", d4)  # A sees Day 4 arrive, so Night 1 is still with B
    known = G.view(sc.st, A)["known"]
    assert known == {str(n1): B, str(sc.find(B, "N2")): B} and n1 in sc.hand(B) and sc.st.current == A
    sc.done(A)
    assert G.view(sc.st, A)["known"] == known and sc.st.current == B
