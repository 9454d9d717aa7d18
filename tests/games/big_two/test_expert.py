"""BIG TWO: expert-stage and team details the spec's §8 scenarios leave implicit (spec §6, RES-7,
RES-16, RES-18, RES-21, RES-22, RES-25), each built as an exact situation."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tests.games.big_two.helpers import G, P3, P4, Scene, card, fs

P1, P2, PL3, PL4 = P4


def _finish(sc, seat, codes, *decls):
    ev = sc.play(seat, codes, *decls)
    return next(e for e in ev if e["type"] == "round_over")


def _pens(ev, seats):
    return tuple(ev["penalties"][s] for s in seats)


# -- §3.1 / RES-7: the 3-player opening when green 3 is set aside ---------------------------------
def test_10_three_players_p2_holds_yellow_three():
    """Spec §8.10 variant: 3g is set aside and P2 holds 3y, the weakest dealt card: P2 leads with 3y."""
    p2 = P3[1]

    def fits(st):
        return card("3g") in st.zones["aside"] and card("3y") in st.zones["hand"][p2]
    st = next(st for st in (G.new_state(s, 3) for s in range(5000)) if fits(st))
    assert st.current == p2 and st.vars["opener"] == st.vars["must"] == card("3y")
    legal = G.legal_actions(st)
    assert legal and all(card("3y") in a.args[0] and a.seat == p2 for a in legal)
    other = next(c for c in st.zones["hand"][p2] if c != card("3y"))
    with pytest.raises(IllegalAction, match="must include Yellow 3"):
        G.apply(st, Action(p2, "play", ((other,), ())))


# -- stage 2 scoring: dragons count like 2s (spec §6.2) --------------------------------------------
def test_17_dragon_finish_and_held_dragon_double():
    sc = Scene(options={"expert": 2}).setup({P2: ["DB"], P1: ["DC", "3y", "4r"], PL3: ["2g", "5y"]},
                                            current=P2, fill={PL4: 4})
    ev = _finish(sc, P2, ["DB"])
    assert ev["flourish"] is True
    # P1: 3 cards x2 (flourish) x2 (holds a dragon); P3: 2 x2 x2 (holds a 2); P4: 4 x2
    assert _pens(ev, (P1, PL3, PL4)) == (12, 8, 8) and ev["deltas"][P2] == 28


def test_17_dragons_alone_change_no_scoring():
    """Stage 2 selected on its own: no stage 1 scoring, so a dragon finish doubles nothing."""
    sc = Scene(options={"stage2_dragons": True}).setup({P2: ["DB"], P1: ["DC", "3y", "4r"], PL3: ["2g", "5y"]},
                                                       current=P2, fill={PL4: 4})
    ev = _finish(sc, P2, ["DB"])
    assert ev["flourish"] is False and _pens(ev, (P1, PL3, PL4)) == (3, 2, 4)


# -- RES-16: over-patience is one x2 however many kinds; stack_trigger_types multiplies per kind ----
HOARD = ["DC", "2y", "5g", "5y", "5r", "5p", "3r"]  # a dragon, a 2 and a bomb (four 5s + 3r)


@pytest.mark.parametrize("stack,pen", [(False, 7 * 2), (True, 7 * 8)])
def test_res16_over_patience_kinds(stack, pen):
    sc = Scene(options={"expert": 3, "stack_trigger_types": stack}).setup(
        {P2: ["9g"], P1: HOARD}, current=P2, fill={PL3: 2, PL4: 2})
    ev = _finish(sc, P2, ["9g"])
    assert ev["flourish"] is False and _pens(ev, (P1, PL3, PL4)) == (pen, 2, 2)


def test_res16_flourish_and_over_patience_stack_to_four():
    sc = Scene(options={"expert": 1}).setup({P2: ["2p"], P1: ["2g", "2y", "2r", "3y"]}, current=P2,
                                            fill={PL3: 2, PL4: 2})
    ev = _finish(sc, P2, ["2p"])
    assert _pens(ev, (P1, PL3, PL4)) == (4 * 4, 2 * 2, 2 * 2)  # three 2s still double once


# -- stage 5 (RES-21, RES-22) ----------------------------------------------------------------------
def test_res21_single_dragon_lead_and_bomb_over_it():
    sc = Scene(options={"expert": 5}).setup({P1: ["DC", "9r"], P2: ["3g", "6g", "6y", "6r", "6p", "Kg"]},
                                            current=P1)
    assert fs("DC") in sc.plays()
    sc.play(P1, ["DC"])
    assert sc.plays() == {fs("3g"), fs("6g"), fs("6y"), fs("6r"), fs("6p"), fs("Kg"),
                          fs("6g", "6y", "6r", "6p", "Kg"), fs("6g", "6y", "6r", "6p", "3g")}
    sc.play(P2, ["6g", "6y", "6r", "6p", "Kg"])
    assert sc.st.vars["top"]["bomb"] is True


def test_res22_single_dragon_finish_is_a_flourish():
    sc = Scene(options={"expert": 5}).setup({P2: ["DC"], P1: ["2r", "4y"]}, top=(P1, ["9g"]), current=P2,
                                            fill={PL3: 2, PL4: 3})
    ev = _finish(sc, P2, ["DC"])
    assert ev["flourish"] is True and _pens(ev, (P1, PL3, PL4)) == (8, 4, 6)


# -- stage 3: RES-18 the bomb player leads if nobody bombs over --------------------------------------
@pytest.mark.parametrize("top", [["Qg", "Qy"], ["Qg", "Qy", "Qr"]])
def test_res18_bomb_on_a_pair_or_triple_trick_then_leads(top):
    sc = Scene(options={"stage3_bombs": True}).setup(
        {P2: ["3y", "4y", "5y", "6y", "7y", "9r"], PL3: ["Kg", "Ky", "Kr", "Ap"], PL4: ["8g", "8y"]},
        top=(P1, top), current=P2)
    assert fs("3y", "4y", "5y", "6y", "7y") in sc.plays()
    sc.play(P2, ["3y", "4y", "5y", "6y", "7y"])
    assert sc.plays() == set()  # P3's pair / triple / single no longer count
    with pytest.raises(IllegalAction, match="Only a stronger bomb"):
        sc.play(PL3, ["Kg", "Ky"])
    for p in (PL3, PL4, P1):
        sc.act(p, "pass")
    assert sc.st.current == P2 and sc.st.vars["top"] is None
    assert fs("9r") in sc.plays()


# -- team play (RES-25): over-patience per player before the team sums ----------------------------------
def test_res25_team_over_patience_per_player():
    sc = Scene(options={"team": True, "expert": 1}).setup(
        {P1: ["9g"], PL3: ["2g", "3y", "4r", "5p", "6g", "7y", "8r", "10p", "Jg"], P2: ["2y", "3r", "4p"]},
        current=P1, fill={PL4: 8})
    ev = _finish(sc, P1, ["9g"])
    assert ev["flourish"] is False
    assert _pens(ev, (PL3, P2, PL4)) == (9 * 2 * 2, 3 * 2, 8)
    assert ev["team_penalties"][P1 % 2] == 36 and ev["team_penalties"][P2 % 2] == 14
    d = ev["deltas"]
    assert (d[P1], d[PL3], d[P2], d[PL4]) == (-22, -22, 22, 22)
