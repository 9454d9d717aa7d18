"""BIG TWO: the 23 test scenarios of spec §8, each building its exact situation, plus variants."""

import pytest

from tabletop.engine.errors import IllegalAction
from tests.games.big_two.helpers import B2, C, G, P3, P4, Scene, all_cards_once, card, fs, ids
from tests.games.big_two.scenario_helpers import _finish, cat, key, refuse

P1, P2, PL3, PL4 = P4  # seats of spec players P1..P4 (4 players, counter-clockwise)


# -- 1-9: combinations and comparisons -------------------------------------------------------------
def test_01_single_order():
    order = ["2p", "2r", "2y", "2g", "Ap", "Ar", "Ay", "Ag", "Kp", "5g", "4p", "4g", "3p", "3r", "3y", "3g"]
    keys = [key([c]) for c in order]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert [C.SINGLE_KEY[c] for c in range(52)] == sorted(C.SINGLE_KEY)
    sc = Scene().setup({P2: ["3y", "5g"]}, top=(P1, ["3g"]), current=P2)
    assert fs("3y") in sc.plays()
    sc = Scene().setup({P2: ["2p", "2g", "Ap", "3y", "Kr"]}, top=(P1, ["2r"]), current=P2)
    assert sc.plays() == {fs("2p")}


def test_02_pair_comparison_rulebook_example():
    assert key(["4p", "4g"]) > key(["4r", "4y"])  # highest suit purple beats red
    assert key(["4g", "4y"]) < key(["4r", "4y"])  # yellow < red
    assert key(["5g", "5y"]) > key(["4r", "4y"])
    sc = Scene().setup({P2: ["4p", "4g", "5g", "5y", "9r"]}, top=(P1, ["4r", "4y"]), current=P2)
    assert sc.plays() == {fs("4p", "4g"), fs("5g", "5y")}
    sc.play(P2, ["4p", "4g"])
    assert sc.st.vars["top"]["combo"] == "pair"


STRAIGHTS = [["Ag", "2y", "3r", "4p", "5g"], ["2g", "3y", "4r", "5p", "6g"], ["10g", "Jy", "Qr", "Kp", "Ag"],
             ["9g", "10y", "Jr", "Qp", "Kg"], ["8g", "9y", "10r", "Jp", "Qg"], ["7g", "8y", "9r", "10p", "Jg"],
             ["6g", "7y", "8r", "9p", "10g"], ["5g", "6y", "7r", "8p", "9g"], ["4g", "5y", "6r", "7p", "8g"],
             ["3g", "4y", "5r", "6p", "7g"]]


def test_03_straight_order():
    keys = [key(s) for s in STRAIGHTS]
    assert all(cat(s) == "straight" for s in STRAIGHTS)
    assert keys == sorted(keys, reverse=True)
    # any suits: the top card's suit never lifts a straight above the next straight up
    assert key(["3p", "4p", "5p", "6p", "7g"]) < key(["4g", "5g", "6g", "7g", "8y"])
    sc = Scene().setup({P2: ["2g", "3y", "4r", "5g", "6y", "9y", "10g", "Jr", "Qp", "Kp"]},
                       top=(P1, ["10p", "Jg", "Qg", "Kr", "Ap"]), current=P2)
    assert fs("2g", "3y", "4r", "5g", "6y") in sc.plays()
    refuse(sc, P2, ["9y", "10g", "Jr", "Qp", "Kp"], match="does not beat")
    sc.play(P2, ["2g", "3y", "4r", "5g", "6y"])


def test_04_invalid_straights():
    for hand in (["Jg", "Qy", "Kr", "Ap", "2g"], ["Qg", "Ky", "Ar", "2p", "3g"], ["Kg", "Ay", "2r", "3p", "4g"]):
        assert isinstance(C.evaluate(ids(hand)), str)
    assert cat(["Jg", "Qg", "Kg", "Ag", "2g"]) == "flush"
    sc = Scene().setup({P1: ["Jg", "Qy", "Kr", "Ap", "2g", "5y"]})
    refuse(sc, P1, ["Jg", "Qy", "Kr", "Ap", "2g"], match="Not a five-card combination")


def test_05_straight_tie_break():
    top = ["3g", "4g", "5y", "6r", "7r"]
    sc = Scene().setup({P2: ["3y", "4y", "5g", "6g", "7p", "7y", "3p"]}, top=(P1, top), current=P2)
    assert fs("3y", "4y", "5g", "6g", "7p") in sc.plays()
    assert not any("7y" in p for p in sc.plays())
    refuse(sc, P2, ["3y", "4y", "5g", "6g", "7y"], match="does not beat")
    assert key(["3p", "4y", "5g", "6g", "7g"]) < key(top)


def test_06_flush_comparison():
    sc = Scene().setup({P2: ["2g", "5g", "Jg", "Qg", "Ag"]}, top=(P1, ["3p", "5p", "8p", "Jp", "Ap"]), current=P2)
    assert fs("2g", "5g", "Jg", "Qg", "Ag") in sc.plays()
    sc = Scene().setup({P2: ["4g", "6g", "8g", "9g", "Jg", "3p", "6p", "8p", "9p", "10p"]},
                       top=(P1, ["4r", "6r", "8r", "9r", "10r"]), current=P2)
    assert fs("4g", "6g", "8g", "9g", "Jg") in sc.plays()
    refuse(sc, P2, ["3p", "6p", "8p", "9p", "10p"], match="does not beat")


def test_07_category_order():
    fl = ["3g", "5g", "8g", "Jg", "Kg"]
    assert key(fl) > key(["10g", "Jy", "Qr", "Kp", "Ap"])
    assert key(["3g", "3y", "3r", "4g", "4y"]) > key(["3p", "5p", "8p", "Jp", "2p"])
    assert key(["6g", "6y", "6r", "6p", "Kg"]) > key(["2g", "2y", "2r", "Ag", "Ay"])
    assert key(["3y", "4y", "5y", "6y", "7y"]) > key(["2g", "2y", "2r", "2p", "Ag"])
    sc = Scene().setup({P2: fl}, top=(P1, ["10r", "Jy", "Qr", "Kp", "Ap"]), current=P2)
    sc.play(P2, fl)
    sc = Scene().setup({P2: ["3g", "3y", "3r", "4g", "4y"]}, top=(P1, ["3p", "5p", "8p", "Jp", "2p"]), current=P2)
    sc.play(P2, ["3g", "3y", "3r", "4g", "4y"])
    sc = Scene().setup({P2: ["6g", "6y", "6r", "6p", "Kg"]}, top=(P1, ["2g", "2y", "2r", "Ag", "Ay"]), current=P2)
    sc.play(P2, ["6g", "6y", "6r", "6p", "Kg"])
    sc = Scene().setup({P2: ["3y", "4y", "5y", "6y", "7y"]}, top=(P1, ["2g", "2y", "2r", "2p", "Ag"]), current=P2)
    sc.play(P2, ["3y", "4y", "5y", "6y", "7y"])


def test_08_full_house_and_four_keys():
    assert key(["Kg", "Ky", "Kr", "5g", "5y"]) > key(["7g", "7y", "7r", "2g", "2p"])
    assert key(["6g", "6y", "6r", "6p", "3g"]) > key(["5g", "5y", "5r", "5p", "2p"])


def test_09_card_count_must_match():
    hand = ["9g", "9y", "9r", "Kg", "Ky", "3y", "4r", "5p", "6g", "7y", "2p"]
    sc = Scene().setup({P2: hand}, top=(P1, ["8g", "8y"]), current=P2)
    assert {len(p) for p in sc.plays()} == {2}
    refuse(sc, P2, ["9g", "9y", "9r"], match="trick is of pairs")
    refuse(sc, P2, ["2p"], match="trick is of pairs")
    refuse(sc, P2, ["3y", "4r", "5p", "6g", "7y"], match="trick is of pairs")
    refuse(sc, P2, ["9g", "9y", "9r", "Kg"], match="Four cards are never a combination")
    sc = Scene().setup({P1: ["9g", "9y", "9r", "9p", "3g"]})
    refuse(sc, P1, ["9g", "9y", "9r", "9p"], match="Four cards")
    sc.play(P1, ["9g", "9y", "9r", "9p", "3g"])


# -- 10-15: turn structure and scoring ----------------------------------------------------------------
def test_10_opening_lead():
    sc = Scene().setup({PL3: ["3g", "3r", "5y", "9g"]}, current=PL3)
    sc.st.vars["must"] = sc.st.vars["opener"] = card("3g")
    assert {fs("3g"), fs("3g", "3r")} <= sc.plays() and all("3g" in p for p in sc.plays())
    refuse(sc, PL3, ["5y"], match="must include Green 3")
    sc.play(PL3, ["3g", "3r"])
    assert sc.st.vars["must"] == -1


def test_10_real_deal_opens_with_the_weakest_card():
    for seed in range(20):
        st = G.new_state(seed, 4)
        holder = next(s for s, h in enumerate(st.zones["hand"]) if card("3g") in h)
        assert st.current == holder and st.vars["must"] == card("3g")
        assert all(card("3g") in a.args[0] for a in G.legal_actions(st))


def test_10_three_players_green_three_set_aside():
    seed = next(s for s in range(2000) if card("3g") in G.new_state(s, 3).zones["aside"])
    st = G.new_state(seed, 3)
    dealt = [c for h in st.zones["hand"] for c in h]
    weakest = min(dealt)
    assert len(st.zones["aside"]) == 1 and weakest == card("3y")
    assert weakest in st.zones["hand"][st.current] and st.vars["must"] == weakest
    assert all(weakest in a.args[0] for a in G.legal_actions(st))


def test_11_pass_and_re_enter():
    sc = Scene().setup({P1: ["5g", "10r", "Kp"], P2: ["Jg", "4y"], PL3: ["8y", "3p"], PL4: ["4g", "6r"]},
                       current=P1)
    sc.play(P1, ["5g"])
    sc.act(P2, "pass")
    sc.play(PL3, ["8y"])
    sc.act(PL4, "pass")
    sc.play(P1, ["10r"])
    assert sc.st.current == P2
    sc.play(P2, ["Jg"])
    assert sc.st.vars["top"]["seat"] == P2 and sc.st.vars["passes"] == 0


def test_12_trick_end_and_next_leader():
    sc = Scene().setup({PL3: ["2p", "4g", "4y"]}, top=(P2, ["Kg"]), current=PL3)
    sc.play(PL3, ["2p"])
    for p in (PL4, P1, P2):
        sc.act(p, "pass")
    st = sc.st
    assert st.vars["top"] is None and st.current == PL3 and st.zones["trick"] == []
    assert {card("2p"), card("Kg")} <= set(st.zones["played"])
    assert {a.kind for a in G.legal_actions(st)} == {"play"}
    assert fs("4g", "4y") in sc.plays()
    with pytest.raises(IllegalAction, match="cannot pass"):
        sc.act(PL3, "pass")
    assert all_cards_once(st)


def test_13_four_player_scoring():
    sc = Scene().setup({P2: ["9g"]}, current=P2, fill={P1: 3, PL3: 10, PL4: 13})
    ev = _finish(sc, P2, ["9g"])
    d = ev["deltas"]
    assert (d[P1], d[PL3], d[PL4], d[P2]) == (-3, -20, -39, 62)
    assert sum(d) == 0 and ev["winners"] == [P2]


@pytest.mark.parametrize("left,pen", [(1, 1), (11, 11), (12, 24), (16, 32), (17, 51)])
def test_14_three_player_scoring_thresholds(left, pen):
    sc = Scene(players=3).setup({P3[1]: ["9g"]}, current=P3[1], fill={P3[0]: left, P3[2]: 2})
    ev = _finish(sc, P3[1], ["9g"])
    assert ev["penalties"][P3[0]] == pen and ev["deltas"][P3[1]] == pen + 2


def test_14_four_player_brackets():
    T = B2.tables(G)
    assert [B2.base_penalty(T, 4, n) for n in (1, 8, 9, 12, 13)] == [1, 8, 18, 24, 39]


@pytest.mark.parametrize("before,over", [(-95, True), (-94, False)])
def test_15_game_end(before, over):
    scores = [0, 0, 0, 0]
    scores[PL3] = before
    scores[P1] = 40
    sc = Scene().setup({P2: ["9g"]}, current=P2, fill={P1: 1, PL3: 6, PL4: 1}, scores=scores)
    _finish(sc, P2, ["9g"])
    st = sc.st
    assert st.scores[PL3] == before - 6
    assert (st.phase == "match_over") is over
    if over:
        assert st.scores[PL3] == -101 and st.result["match_winners"] == [P1]  # 40 - 1 = 39 > P2's 8
    else:
        assert st.scores[PL3] == -100 and st.phase == "round_over"
