"""TOWAI: the 20 test scenarios of spec §8, each building its exact situation, plus option variants."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tests.games.towai.helpers import G, Scene, all_cards_once, code

A, B, C, D = 0, 1, 2, 3


def test_01_day_legality():
    sc = Scene()
    sc.setup({A: ["D5", "D6", "D7", "T5", "T6", "T7", "D4", "D3", "N5", "N1", "T4", "T1"]}, ["D5"], "day")
    assert sc.plays() == {"D5", "D6", "D7", "T5", "T6", "T7"}
    assert "pass" in sc.kinds()
    for bad in ("D4", "D3", "N5", "N1", "T4", "T1"):
        with pytest.raises(IllegalAction, match="By day play a Day or Twai card numbered 5 or higher"):
            sc.play(A, bad)


def test_02_night_legality():
    sc = Scene()
    sc.setup({A: ["N3", "N2", "N1", "T3", "T2", "T1", "N4", "N5", "D3", "T4", "T5"]}, ["N3"], "night")
    assert sc.plays() == {"N3", "N2", "N1", "T3", "T2", "T1"}
    with pytest.raises(IllegalAction, match="By night play a Night or Twai card numbered 3 or lower; Day 3"):
        sc.play(A, "D3")


def test_03_rulebook_combo():
    sc = Scene()
    sc.setup({A: ["D3", "T3", "N3", "N2", "D7"]}, ["D3"], "day")
    b, c = len(sc.hand(B)), len(sc.hand(C))
    sc.play(A, "D3")
    assert sc.st.current == A and sc.plays() == {"T3"} and sc.kinds() == {"play", "stop"}
    sc.play(A, "T3")
    assert sc.st.vars["side"] == "night"
    assert (len(sc.hand(B)), len(sc.hand(C))) == (b + 1, c + 1)
    assert sc.plays() == {"N3"}  # same number, fits night; N2 and D7 cannot follow
    with pytest.raises(IllegalAction, match=r"same number \(3\); Night 2 is not a 3"):
        sc.play(A, "N2")
    n = len(sc.st.zones["draw"])
    sc.play(A, "N3")
    assert sc.codes(A) == ["N2", "D7"] and sc.codes(zone="field")[-1] == "N3"
    sc.done(A)  # no 3 left: A ends the turn, no draw
    assert sc.st.current == B and sc.st.vars["stage"] == "play" and len(sc.st.zones["draw"]) == n


def test_04_combo_blocked_by_state():
    sc = Scene()
    sc.setup({A: ["D3", "N3"]}, ["D3"], "day")
    n = len(sc.st.zones["draw"])
    sc.play(A, "D3")
    assert sc.codes(A) == ["N3"] and sc.st.current == A and sc.plays() == set()
    sc.done(A)  # A's only option is to end the turn (no draw)
    assert sc.st.current == B and len(sc.st.zones["draw"]) == n and sc.codes(A) == ["N3"]


def test_04_stopping_a_combo_draws_nothing():
    sc = Scene()
    sc.setup({A: ["D3", "D3", "N1"]}, ["D3"], "day")
    n = len(sc.st.zones["draw"])
    sc.play(A, "D3")
    assert sc.plays() == {"D3"} and "pass" not in sc.kinds()
    with pytest.raises(IllegalAction, match="already played this turn"):
        sc.act(A, "pass")
    sc.act(A, "stop")
    assert sc.codes(A) == ["D3", "N1"] and sc.st.current == B and len(sc.st.zones["draw"]) == n
    assert sc.st.vars["passes"] == 0


def test_05_flip_via_any_twai():
    sc = Scene()
    sc.setup({A: ["T6", "N1"], B: ["N5", "T7", "D6"]}, ["D4"], "day")
    ev = sc.play(A, "T6")
    st = sc.st
    assert st.vars["side"] == "night" and sc.codes(zone="field")[-1] == "T6"
    assert [e["type"] for e in ev if e["type"] not in ("move",)] == ["flip"]
    sc.done(A)
    assert st.current == B and st.vars["side"] == "night"
    assert sc.plays(B) == {"N5"}


def test_06_reset():
    sc = Scene()
    sc.setup({A: ["T4", "D7", "N1"], B: ["D7", "T7", "D6", "N1", "T6"]}, ["N5", "N4"], "night")
    sc.play(A, "T4")
    st = sc.st
    assert st.zones["field"] == [] and sorted(sc.codes(zone="discard")) == ["N4", "N5", "T4"]
    assert st.current == A and set(G.legal_actions(st)) == {Action(A, "orient", ("day",)),
                                                            Action(A, "orient", ("night",))}
    with pytest.raises(IllegalAction, match="After a Reset you must set day or night and play a card"):
        sc.act(A, "pass")
    sc.act(A, "orient", "day")
    assert "pass" not in sc.kinds()
    sc.play(A, "D7")
    sc.done(A)
    assert sc.codes(zone="field") == ["D7"] and st.current == B and st.vars["last"] == A
    assert sc.plays(B) == {"D7", "T7"}


def test_07_swap():
    sc = Scene()
    sc.setup({A: ["T5", "N1"], B: ["D3", "D4"], C: ["N2", "N5"]}, ["D5"], "day")
    sc.play(A, "T5")
    st = sc.st
    assert st.vars["side"] == "night" and st.pending["type"] == "swap"
    assert {a.seat for a in G.legal_actions(st)} == {A, B, C}
    sc.act(C, "swap", sc.find(C, "N5"))
    sc.act(A, "swap", sc.find(A, "N1"))
    assert {a.seat for a in G.legal_actions(st)} == {B}
    sc.act(B, "swap", sc.find(B, "D3"))
    assert sc.codes(A) == ["D3"] and sc.codes(B) == ["D4", "N5"] and sc.codes(C) == ["N2", "N1"]
    assert st.pending is None and st.current == A
    sc.done(A)  # A received no 5: stopping is all that is left
    assert st.current == B


def test_08_pass_with_a_playable_card():
    sc = Scene()
    sc.setup({B: ["D6"]}, ["D4"], "day", current=B)
    assert sc.plays(B) == {"D6"}
    sc.act(B, "pass")
    assert len(sc.hand(B)) == 2 and sc.st.current == C and sc.st.vars["passes"] == 1


def test_09_no_pass_on_the_first_turn():
    st = G.new_state(4, 3)
    a = st.current
    assert {x.kind for x in G.legal_actions(st)} == {"orient"}
    with pytest.raises(IllegalAction, match="No pass on the first turn of a round"):
        G.apply(st, Action(a, "pass"))
    with pytest.raises(IllegalAction, match="First set the Day/Night card"):
        G.apply(st, Action(a, "play", (st.zones["hand"][a][0],)))
    G.apply(st, Action(a, "orient", ("night",)))
    assert {x.kind for x in G.legal_actions(st)} == {"play"}
    assert {x.args[0] for x in G.legal_actions(st)} == set(st.zones["hand"][a])  # any card leads (RES-4)


def _first_lead(players, hand_a, side="day"):
    sc = Scene(players=players)
    sc.setup({A: hand_a})
    sc.st.vars["lead"] = "first"
    sc.act(A, "orient", side)
    return sc


def test_10_restart_with_3_players():
    sc = _first_lead(3, ["D6", "N1"])
    sc.play(A, "D6")
    sc.done(A)
    b, c = len(sc.hand(B)), len(sc.hand(C))
    sc.act(B, "pass")
    sc.act(C, "pass")
    st = sc.st
    assert (len(sc.hand(B)), len(sc.hand(C))) == (b + 1, c + 1)
    assert st.current == A and st.zones["field"] == [] and sc.codes(zone="discard") == ["D6"]
    assert st.vars["lead"] == "restart" and sc.kinds() == {"orient"}
    with pytest.raises(IllegalAction, match="You lead after a restart: must set day or night"):
        sc.act(A, "pass")
    sc.act(A, "orient", "night")
    assert sc.plays() == {"N1"} and sc.kinds() == {"play"}


def test_11_restart_with_2_players():
    sc = _first_lead(2, ["N2", "D3"], "night")
    sc.play(A, "N2")
    sc.done(A)
    sc.act(B, "pass")
    assert sc.st.current == A and sc.st.zones["field"] == [] and sc.st.vars["lead"] == "restart"


def test_12_a_play_resets_the_pass_count():
    sc = _first_lead(3, ["D3", "N1", "N2"])
    c5 = sc.card("D5")
    sc.st.zones["draw"].remove(c5)
    sc.hand(C).append(c5)
    sc.play(A, "D3")
    sc.done(A)
    sc.act(B, "pass")
    assert sc.st.vars["passes"] == 1
    sc.act(C, "play", c5)
    sc.act(C, "stop")
    assert sc.st.vars["passes"] == 0 and sc.st.vars["last"] == C
    sc.act(A, "pass")
    sc.act(B, "pass")
    assert sc.st.current == C and sc.st.vars["lead"] == "restart" and sc.st.zones["field"] == []


def test_13_go_out_on_a_special_card():
    sc = Scene()
    sc.setup({A: ["T5"]}, ["D4"], "day")
    others = [sc.hand(B)[:], sc.hand(C)[:]]
    ev = sc.play(A, "T5")
    st = sc.st
    assert st.phase == "round_over" and st.result["winners"] == [A] and st.scores == [1, 0, 0]
    assert st.pending is None and [sc.hand(B), sc.hand(C)] == others
    assert not any(e["type"].startswith("swap") for e in ev)


def test_14_second_agari_wins():
    sc = Scene()
    sc.setup({A: ["D6"]}, ["D4"], "day", scores=[1, 1, 0])
    ev = sc.play(A, "D6")
    assert sc.st.phase == "match_over" and sc.st.result["match_winners"] == [A]
    assert any(e["type"] == "match_over" and e["winners"] == [A] for e in ev)
    with pytest.raises(IllegalAction, match="The match is over"):
        sc.act(B, "pass")


def test_15_next_rounds_first_player():
    sc = Scene()
    sc.setup({A: ["D6"]}, ["D4"], "day")
    sc.play(A, "D6")
    assert sc.st.phase == "round_over" and sc.st.scores == [1, 0, 0]
    G.apply(sc.st, Action(-1, "next_round"))
    st = sc.st
    assert st.round == 2 and st.current == B and st.phase == "play"
    assert [len(h) for h in st.zones["hand"]] == [7, 7, 7] and len(st.zones["draw"]) == 39
    assert st.zones["field"] == st.zones["discard"] == st.zones["box"] == [] and all_cards_once(st)
    assert st.vars["lead"] == "first" and st.vars["side"] is None and st.scores == [1, 0, 0]
    assert {a.seat for a in G.legal_actions(st)} == {B}


def test_16_draw_pile_exhaustion_on_a_pass():
    sc = Scene()
    sc.setup({B: ["D3"]}, ["N5", "N3", "T2"], "night", current=B, discard=["D4", "D6"], draw=[])
    sc.act(B, "pass")
    st = sc.st
    assert sc.codes(zone="field") == ["T2"] and st.zones["discard"] == []
    assert len(st.zones["draw"]) == 3 and code(sc.hand(B)[-1]) in {"D4", "D6", "N5", "N3"}
    assert sorted(code(c) for c in st.vars["pool"]) == ["D4", "D6", "N3", "N5"]
    assert all_cards_once(st)


def test_17_nothing_to_draw():
    sc = Scene()
    sc.setup({B: ["D3"]}, ["T2"], "night", current=B, draw=[])
    ev = sc.act(B, "pass")
    assert sc.codes(B) == ["D3"] and sc.st.vars["passes"] == 1 and sc.st.current == C
    assert any(e["type"] == "no_draw" for e in ev) and any(e["type"] == "pass" and not e["drew"] for e in ev)
    sc.act(C, "pass")  # C also draws nothing; the turn comes back to A, the last player: restart
    assert sc.st.current == A and sc.st.vars["lead"] == "restart"


def test_18_draw_effect_with_a_short_pile():
    sc = Scene(players=4)
    sc.setup({A: ["T3", "D6"]}, ["D3", "D3"], "day", discard=["N4"], draw=["N1"])
    x = sc.st.zones["draw"][0]
    sizes = [len(h) for h in sc.st.zones["hand"]]
    sc.play(A, "T3")
    st = sc.st
    assert st.vars["side"] == "night" and x in sc.hand(B)
    assert sc.codes(zone="field") == ["T3"] and st.zones["discard"] == []
    assert [len(h) for h in st.zones["hand"]] == [sizes[0] - 1, sizes[1] + 1, sizes[2] + 1, sizes[3] + 1]
    assert len(st.zones["draw"]) == 1 and sorted(code(c) for c in st.vars["pool"]) == ["D3", "D3", "N4"]
    assert st.current == A and all_cards_once(st)
    sc.done(A)  # no other 3 for A: the turn ends
    assert st.current == B and len(st.zones["draw"]) == 1


@pytest.mark.parametrize("players,pile", [(2, 46), (3, 39), (4, 32), (5, 25), (6, 18)])
def test_19_deal_sizes(players, pile):
    st = G.new_state(9, players)
    assert [len(h) for h in st.zones["hand"]] == [7] * players and len(st.zones["draw"]) == pile
    assert all_cards_once(st)


def test_19_deck_composition():
    from collections import Counter
    got = Counter((c["suit"], c["number"]) for c in G.cards)
    want = {("day", n): 4 for n in range(3, 8)} | {("night", n): 4 for n in range(1, 6)}
    want |= {("twai", n): 3 for n in (1, 2, 3, 5, 6, 7)} | {("twai", 4): 2}
    assert got == want and len(G.cards) == 60
    effects = {(c["number"], c["effect"]) for c in G.cards if c["effect"] != "none"}
    assert effects == {(3, "draw"), (4, "reset"), (5, "swap")}
    assert all(c["flips"] == (c["suit"] == "twai") for c in G.cards)


def test_20_night_with_top_t1():
    sc = Scene()
    sc.setup({A: ["N1", "T1", "N2", "T2", "D3"], B: ["N2", "D7", "T2"]}, ["T1"], "night")
    assert sc.plays() == {"N1", "T1"}
    sc.act(A, "pass")
    assert sc.kinds(B) == {"pass"}
