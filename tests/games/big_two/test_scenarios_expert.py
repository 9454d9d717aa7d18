"""BIG TWO: the test scenarios 16-23 of spec §8 (the expert stages and team play), each building its exact
situation, plus variants, and the describe and reason texts."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tests.games.big_two.helpers import B2, C, G, P4, Scene, all_cards_once, card, decl, fs, ids, play_args
from tests.games.big_two.scenario_helpers import _finish, key, refuse

P1, P2, PL3, PL4 = P4  # seats of spec players P1..P4 (4 players, counter-clockwise)


# -- 16-20: expert stages ------------------------------------------------------------------------------
STAGE1 = [{"expert": 1}, {"stage1_mighty_two": True}]


@pytest.mark.parametrize("opts", STAGE1)
def test_16_stage1_rulebook_example(opts):
    sc = Scene(options=opts).setup({P2: ["2g"], PL3: ["2r", "2y", "3g", "4y", "5r", "6p", "8g", "9y", "10r"]},
                                   current=P2, fill={P1: 5, PL4: 13})
    ev = _finish(sc, P2, ["2g"])
    assert ev["flourish"] is True
    assert (ev["penalties"][P1], ev["penalties"][PL3], ev["penalties"][PL4]) == (10, 72, 78)
    assert ev["deltas"][P2] == 160


def test_16_variant_pair_of_twos_is_no_flourish():
    # the spec's variant finishes with {2g, 2y} while the 9-card loser holds 2r and 2y; we give that
    # loser 2r and 2p instead so that no card is in two places.
    sc = Scene(options={"expert": 1}).setup(
        {P2: ["2g", "2y"], PL3: ["2r", "2p", "3g", "4y", "5r", "6p", "8g", "9y", "10r"]},
        current=P2, fill={P1: 5, PL4: 13})
    ev = _finish(sc, P2, ["2g", "2y"])
    assert ev["flourish"] is False
    assert (ev["penalties"][P1], ev["penalties"][PL3], ev["penalties"][PL4]) == (5, 36, 39)


def test_16_basic_rules_do_not_double():
    sc = Scene().setup({P2: ["2g"], PL3: ["2r", "2y", "3g"]}, current=P2, fill={P1: 5, PL4: 13})
    ev = _finish(sc, P2, ["2g"])
    assert (ev["penalties"][P1], ev["penalties"][PL3], ev["penalties"][PL4]) == (5, 3, 39)


@pytest.mark.parametrize("opts", [{"expert": 2}, {"stage2_dragons": True}])
def test_17_stage2_dragons(opts):
    sc = Scene(options=opts).setup({P2: ["DB", "3y"], PL3: ["DC", "4y"], PL4: ["5y", "6y"]},
                                   top=(P1, ["2p"]), current=P2)
    assert fs("DB") in sc.plays()
    sc.play(P2, ["DB"])
    assert sc.plays() == {fs("DC")}
    sc.play(PL3, ["DC"])
    assert sc.plays() == set()
    sc = Scene(options=opts).setup({P2: ["DB", "3y"]}, top=(P1, ["DC"]), current=P2)
    refuse(sc, P2, ["DB"], match="does not beat")


@pytest.mark.parametrize("opts", [{"expert": 2}, {"stage2_dragons": True}])
def test_17_dragon_pair_and_triple_tie(opts):
    sc = Scene(options=opts).setup({P2: ["9g", "DC", "3y"]}, top=(P1, ["8p", "8r"]), current=P2)
    assert fs("9g", "DC") in sc.plays()
    # "DC declared as 9 of any suit": every suit is accepted, as the one play listed for it
    listed = sc.st.clone()
    G.apply(listed, Action(P2, "play", (ids(["9g", "DC"]), decl("9y"))))
    for d in ("9g", "9y", "9r", "9p"):
        st = sc.st.clone()
        G.apply(st, Action(P2, "play", (ids(["9g", "DC"]), decl(d))))
        assert st == listed, d
    assert listed.vars["top"]["decl"] == [["9", "yellow"]]
    # a declaration that makes no pair is still refused, with its reason
    refuse(sc, P2, ["9g", "DC"], "8p", match="same rank")
    sc = Scene(options=opts).setup({P2: ["7r", "7p", "DC", "3y"]}, top=(P1, ["7g", "7y", "DB"], ["7r"]), current=P2)
    assert key(["7r", "7p", "DC"], "7g") > key(["7g", "7y", "DB"], "7r")
    sc.play(P2, ["7r", "7p", "DC"], "7g")


def test_17_any_equivalent_declaration_is_the_listed_play():
    # RES-14: the player declares the dragon; a declaration with the same effect is the play listed for it
    opts = {"expert": 2}
    sc = Scene(options=opts).setup({P1: ["3g", "4y", "5r", "6p", "DC", "Kg"]}, current=P1)
    straight = ids(["3g", "4y", "5r", "6p", "DC"])
    got = set()
    for d in ("7g", "7y", "7r", "7p"):
        st = sc.st.clone()
        G.apply(st, Action(P1, "play", (straight, decl(d))))
        got.add(json.dumps(st.to_json(), sort_keys=True))
    assert len(got) == 1
    # a dragon standing for a card of its own play is judged by what it makes: here a pair too weak to follow
    sc = Scene(options=opts).setup({P2: ["9g", "DC", "3y"]}, top=(P1, ["10p", "10r"]), current=P2)
    refuse(sc, P2, ["9g", "DC"], "9g", match="does not beat")


def test_17_all_dragon_pair_ties_with_its_rank():
    # RES-14: {DB, DC} has no natural card to compare and the other side has no dragon: a tie both ways
    opts = {"expert": 2}
    sc = Scene(options=opts).setup({P2: ["9r", "9p", "10g", "10y"]}, top=(P1, ["DB", "DC"], ["9g", "9y"]), current=P2)
    assert sc.plays() == {fs("10g", "10y")}
    refuse(sc, P2, ["9r", "9p"], match="does not beat")
    sc = Scene(options=opts).setup({P2: ["DB", "DC", "3y"]}, top=(P1, ["9r", "9p"]), current=P2)
    assert fs("DB", "DC") in sc.plays()
    refuse(sc, P2, ["DB", "DC"], "9g", "9y", match="does not beat")
    sc.play(P2, ["DB", "DC"], "10g", "10y")


def test_17_full_house_tie_compares_the_triples():
    # same triple rank (only with dragons): the natural cards of the triples decide, not the pairs
    opts = {"expert": 2}
    low = (["7g", "7y", "DB", "Kg", "Ky"], "7r")
    high = (["7r", "7p", "DC", "3g", "3y"], "7g")
    assert key(*high) > key(*low)
    sc = Scene(options=opts).setup({P2: high[0] + ["4y"]}, top=(P1, low[0], [low[1]]), current=P2)
    sc.play(P2, *high)
    sc = Scene(options=opts).setup({P2: low[0] + ["4y"]}, top=(P1, high[0], [high[1]]), current=P2)
    refuse(sc, P2, *low, match="does not beat")


def test_17_dragons_absent_without_stage2():
    st = G.new_state(3, 4)
    assert set(st.zones["box"]) == {C.DB, C.DC}
    st = G.new_state(3, 4, {"expert": 2})
    assert not st.zones["box"] and len(st.zones["aside"]) == 2


@pytest.mark.parametrize("opts", [{"expert": 3}, {"stage3_bombs": True}])
def test_18_stage3_bombs(opts):
    sc = Scene(options=opts).setup({P2: ["4g", "4y", "4r", "4p", "Kg", "9r"], PL3: ["Ap", "Qg", "Qy"],
                                    PL4: ["5g", "6g", "7g", "8g", "9g", "3r"]}, top=(P1, ["2p"]), current=P2)
    assert fs("4g", "4y", "4r", "4p", "Kg") in sc.plays()
    sc.play(P2, ["4g", "4y", "4r", "4p", "Kg"])
    assert sc.st.vars["top"]["bomb"] is True and sc.plays() == set()
    refuse(sc, PL3, ["Ap"], match="Only a stronger bomb")
    refuse(sc, PL3, ["Qg", "Qy"], match="Only a stronger bomb")
    sc.act(PL3, "pass")
    # the spec's {3y, 4y, 5y, 6y, 7y} reuses 4y from the bomb; any straight flush does
    assert fs("5g", "6g", "7g", "8g", "9g") in sc.plays()
    sc.play(PL4, ["5g", "6g", "7g", "8g", "9g"])
    sc = Scene(options=opts).setup({P2: ["5g", "5y", "5r", "5p", "3g", "9r"]},
                                   top=(P1, ["4g", "4y", "4r", "4p", "Kg"]), current=P2)
    sc.play(P2, ["5g", "5y", "5r", "5p", "3g"])


def test_18_no_bombs_on_small_tricks_in_basic_rules():
    sc = Scene().setup({P2: ["4g", "4y", "4r", "4p", "Kg"]}, top=(P1, ["2p"]), current=P2)
    assert sc.plays() == set()
    refuse(sc, P2, ["4g", "4y", "4r", "4p", "Kg"], match="trick is of singles")


def test_18_bomb_scoring():
    sc = Scene(options={"expert": 3}).setup(
        {P2: ["6g", "6y", "6r", "6p", "3y"], P1: ["9g", "9y", "9r", "9p", "3g"], PL3: ["10g", "10y", "10r", "10p"]},
        current=P2, fill={PL4: 2})
    ev = _finish(sc, P2, ["6g", "6y", "6r", "6p", "3y"])
    assert ev["flourish"] is True
    assert (ev["penalties"][P1], ev["penalties"][PL3], ev["penalties"][PL4]) == (5 * 4, 4 * 2, 2 * 2)


def test_18_stage1_alone_a_bomb_finish_is_no_flourish():
    sc = Scene(options={"stage1_mighty_two": True}).setup(
        {P2: ["6g", "6y", "6r", "6p", "3y"], P1: ["9g", "9y", "9r", "9p", "3g"]}, current=P2, fill={PL3: 2, PL4: 2})
    ev = _finish(sc, P2, ["6g", "6y", "6r", "6p", "3y"])
    assert ev["flourish"] is False and ev["penalties"][P1] == 5


def _fair(sc, seat, codes):
    sc.setup({seat: codes})
    sc.st.pending = {"type": "fair_start", "seat": seat, "left": 4}
    return {a.kind for a in G.legal_actions(sc.st)}


LOW = ["3g", "4y", "5r", "6p", "7g", "8y", "9r", "10p", "3y", "4r", "5p"]


@pytest.mark.parametrize("extra,value,redeal", [(["J", "Q"], 3, False), (["J", "J"], 2, True),
                                                (["A", "3"], 4, False), (["DC", "3"], 5, False)])
def test_19_stage4_hand_value(extra, value, redeal):
    suits = iter("gyrp")
    codes = LOW + [e if e == "DC" else e + next(suits) for e in extra]
    sc = Scene(options={"expert": 4})
    assert _fair(sc, P1, codes) == ({"keep", "redeal"} if redeal else {"keep"})
    assert B2.hand_value(B2.tables(G), sc.hand(P1), 5) == value


def test_19_dragon_value_option():
    sc = Scene(options={"expert": 4, "dragon_fair_value": 0})
    assert _fair(sc, P1, LOW + ["DC", "3p"]) == {"keep", "redeal"}


def test_19_fair_start_flow():
    st = G.new_state(11, 4, {"stage4_fair_start": True})
    assert st.pending == {"type": "fair_start", "seat": st.current, "left": 4}
    seat = st.current
    asked = []
    while st.pending is not None:
        s = st.pending["seat"]
        asked.append(s)
        G.apply(st, Action(s, "keep"))
    assert asked == [seat, (seat - 1) % 4, (seat - 2) % 4, (seat - 3) % 4]
    assert {a.kind for a in G.legal_actions(st)} == {"play"}


def test_19_redeal_deals_again():
    sc = Scene(options={"expert": 4})
    _fair(sc, P1, LOW + ["Jg", "Jy"])
    before = [h[:] for h in sc.st.zones["hand"]]
    ev = sc.act(P1, "redeal")
    st = sc.st
    assert any(e["type"] == "redeal" for e in ev) and st.round == 1
    assert st.zones["hand"] != before and all_cards_once(st)
    assert st.pending["type"] == "fair_start" and st.pending["left"] == 4
    with pytest.raises(IllegalAction, match="not player"):
        G.apply(st, Action((st.pending["seat"] + 1) % 4, "keep"))


@pytest.mark.parametrize("opts", [{"expert": 5}, {"stage5_transforming_dragon": True}])
def test_20_stage5_rulebook_example(opts):
    sc = Scene(options=opts).setup({P1: ["5g", "Kg"], P2: ["DC", "3y"], PL3: ["DB", "4y"], PL4: ["Ay", "6y"]},
                                   current=P1)
    sc.play(P1, ["5g"])
    sc.play(P2, ["DC"])
    sc.play(PL3, ["DB"])
    sc.play(PL4, ["Ay"])
    for p in (P1, P2, PL3):
        sc.act(p, "pass")
    assert sc.st.current == PL4 and sc.st.vars["top"] is None


def test_20_anything_beats_a_transforming_dragon():
    sc = Scene(options={"expert": 5}).setup({P2: ["3g", "9y"]}, top=(P1, ["DB"]), current=P2)
    assert sc.plays() == {fs("3g"), fs("9y")}
    sc.play(P2, ["3g"])


def test_20_no_dragon_on_a_bombed_or_pair_trick():
    sc = Scene(options={"expert": 5}).setup({P2: ["DC", "3y"]}, top=(P1, ["9g", "9y"]), current=P2)
    refuse(sc, P2, ["DC"], match="only on a trick of singles")
    # an ordinary single there is refused for what it is, not as a dragon
    assert refuse(sc, P2, ["3y"]) == "This trick is of pairs: play a stronger pair or pass."
    sc = Scene(options={"expert": 5}).setup({P2: ["DC", "3y"]}, top=(P1, ["9g", "9y", "9r", "9p", "3g"]), current=P2)
    sc.st.vars["top"]["size"] = 5
    refuse(sc, P2, ["DC"], match="Only a stronger bomb")


# -- 21-23: team play -------------------------------------------------------------------------------
def test_21_team_scoring_rulebook_example():
    sc = Scene(options={"team": True}).setup({P1: ["9g"]}, current=P1, fill={PL3: 9, P2: 3, PL4: 8})
    ev = _finish(sc, P1, ["9g"])
    assert ev["team_penalties"][P1 % 2] == 18 and ev["team_penalties"][P2 % 2] == 11
    d = ev["deltas"]
    assert (d[P1], d[PL3], d[P2], d[PL4]) == (-7, -7, 7, 7)
    # "獲勝隊伍為B隊": the team with the smaller penalty wins the deal, not the player who went out
    assert ev["winners"] == sorted([P2, PL4]) and ev["went_out"] == P1
    assert sc.st.result["winners"] == sorted([P2, PL4])


def test_22_team_with_flourish():
    sc = Scene(options={"team": True, "expert": 1}).setup({P1: ["2y"]}, current=P1, fill={PL3: 9, P2: 3, PL4: 8})
    ev = _finish(sc, P1, ["2y"])
    assert ev["team_penalties"][P1 % 2] == 36 and ev["team_penalties"][P2 % 2] == 22
    d = ev["deltas"]
    assert (d[P1], d[PL3], d[P2], d[PL4]) == (-14, -14, 14, 14)


def test_23_team_game_end():
    scores = [-195 if s % 2 == P1 % 2 else 195 for s in range(4)]
    sc = Scene(options={"team": True}).setup({P1: ["9g"]}, current=P1, fill={PL3: 9, P2: 3, PL4: 8},
                                            scores=scores)
    _finish(sc, P1, ["9g"])
    st = sc.st
    assert st.phase == "match_over" and st.scores[P2] == st.scores[PL4] == 202
    assert st.scores[P1] == st.scores[PL3] == -202 and st.result["match_winners"] == sorted([P2, PL4])


def test_23_team_tie_transfers_nothing():
    sc = Scene(options={"team": True}).setup({P1: ["9g"]}, current=P1, fill={PL3: 5, P2: 2, PL4: 3})
    ev = _finish(sc, P1, ["9g"])
    assert ev["deltas"] == [0, 0, 0, 0] and ev["winners"] == [] and ev["went_out"] == P1  # neither team wins


def test_team_needs_four_players():
    with pytest.raises(ValueError, match=r"^Team play needs exactly 4 players \(2 against 2\), not 3$"):
        G.new_state(1, 3, {"team": True})


# -- describe and reasons ----------------------------------------------------------------------------
def test_describe():
    assert G.describe(Action(0, "play", play_args(["9g", "9y"]))) == "Play pair: Green 9, Yellow 9"
    assert G.describe(Action(0, "play", play_args(["9g", "DC"], "9y"))) == "Play pair: Green 9, Colour dragon as Yellow 9"
    assert G.describe(Action(0, "play", play_args(["3g"]))) == "Play Green 3"
    assert G.describe(Action(0, "pass")) == "Pass"
    assert G.describe(Action(0, "redeal")) == "Ask for a redeal"


def test_reasons():
    sc = Scene().setup({P1: ["3g", "5y"], P2: ["9g"]}, current=P1)
    for act, match in [(Action(P2, "play", play_args(["9g"])), "not player"),
                       (Action(P1, "play", play_args(["9g"])), "don't hold Green 9"),
                       (Action(P1, "play", ((card("5y"), card("3g")), ())), "increasing id order"),
                       (Action(P1, "play", (5,)), "A play is"),
                       (Action(P1, "keep"), "no fair-start decision"),
                       (Action(P1, "play", play_args(["3g", "5y"])), "Not a pair")]:
        with pytest.raises(IllegalAction, match=match):
            G.apply(sc.st, act)
