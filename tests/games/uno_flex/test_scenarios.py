"""UNO FLEX: the 22 test scenarios of spec §8, each building its exact situation, plus variants."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.games.uno_flex import rules as uno_flex
from tests.games.uno_flex.helpers import G, Scene, all_cards_once

A, B, C, D = 0, 1, 2, 3


def plays(sc, seat=None):
    """{(card, mode)} of the legal plays."""
    return {a.args for a in G.legal_actions(sc.st, seat) if a.kind == "play"}


def test_01_basic_matching():
    sc = Scene()
    sc.setup({A: ["Y2", "B5", "B2", "WAF", "FWT2", "FWAD", "FWD4"]}, ["Y5"])
    y2, b5, b2, waf, fwt2, fwad, fwd4 = sc.hand(A)
    ok = plays(sc)
    for c in (y2, b5, waf, fwt2, fwad, fwd4):
        assert (c, "regular") in ok
    assert (b2, "regular") not in ok and (b2, "flex") not in ok
    assert (waf, "flex") not in ok  # Wild All Flip has no flex side
    with pytest.raises(IllegalAction, match=r"Blue 2 doesn't match the current colour \(yellow\) or number \(5\)"):
        sc.act(A, "play", b2, "regular")


def test_01_strict_wd4_forbids_holding_the_colour():
    sc = Scene(options={"strict_wd4": True})
    sc.setup({A: ["Y2", "FWD4"]}, ["Y5"])
    fwd4 = sc.hand(A)[1]
    assert (fwd4, "regular") not in plays(sc)
    assert (fwd4, "flex") in plays(sc)  # no restriction in FLEX mode
    with pytest.raises(IllegalAction, match="current colour"):
        sc.act(A, "play", fwd4, "regular")


def test_01_symbol_matching():
    sc = Scene()
    sc.setup({A: ["Skip-R", "FlexSkip-Y", "D2-R", "Rev-G"]}, ["Skip-B"])
    skr, fsy, d2r, revg = sc.hand(A)
    ok = plays(sc)
    assert (skr, "regular") in ok and (fsy, "regular") in ok and (fsy, "flex") in ok
    assert (d2r, "regular") not in ok and (revg, "regular") not in ok
    with pytest.raises(IllegalAction, match=r"symbol \(Skip\)"):
        sc.act(A, "play", d2r, "regular")


def test_02_flex_colour_play():
    sc = Scene()
    sc.setup({A: ["F(Y/G)7", "B1"], B: ["Y3", "R7", "B2"]}, ["G5"])
    f = sc.hand(A)[0]
    assert (f, "flex") in plays(sc) and (f, "regular") not in plays(sc)
    with pytest.raises(IllegalAction, match="flex colour"):
        sc.act(A, "play", f, "regular")
    sc.act(A, "play", f, "flex")
    st = sc.st
    assert st.vars["power"][A] is False and st.vars["colour"] == "yellow" and st.current == B
    y3, r7, b2 = sc.hand(B)
    assert {(y3, "regular"), (r7, "regular")} <= plays(sc) and (b2, "regular") not in plays(sc)


def test_03_flex_blocked_by_red_power():
    sc = Scene()
    sc.setup({A: ["F(Y/G)7", "B1"]}, ["G5"], power=[False, True, True, True])
    f = sc.hand(A)[0]
    assert (f, "flex") not in plays(sc) and (f, "regular") not in plays(sc)
    with pytest.raises(IllegalAction, match="Your power card is on ✘: no flex play."):
        sc.act(A, "play", f, "flex")


@pytest.mark.parametrize("before,after", [(False, True), (True, False)])
def test_04_flip_icon_toggles_both_ways(before, after):
    sc = Scene()
    sc.setup({A: ["Y4*", "B1"]}, ["Y2"], power=[before, True, True, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.vars["power"][A] is after


def test_05_all_red_reset():
    sc = Scene(players=3)
    sc.setup({A: ["F(Y/G)7", "B1"]}, ["G5"], power=[True, False, False])
    ev = sc.act(A, "play", sc.hand(A)[0], "flex")
    assert sc.st.vars["power"] == [True, True, True]
    assert any(e["type"] == "power_reset" for e in ev)


def test_06_wild_all_flip():
    sc = Scene(players=3)
    sc.setup({A: ["WAF", "B1"]}, ["G5"], power=[True, False, False])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.pending["type"] == "colour" and sc.st.pending["seat"] == A
    sc.act(A, "colour", "blue")
    assert sc.st.vars["power"] == [False, True, True]
    assert sc.st.vars["colour"] == "blue" and sc.st.current == B and sc.st.pending is None


def test_07_wild_all_flip_all_green():
    sc = Scene(players=3)
    sc.setup({A: ["WAF", "B1"]}, ["G5"])
    ev = sc.act(A, "play", sc.hand(A)[0], "regular")
    assert [e["green"] for e in ev if e["type"] == "power"] == [False, False, False]
    assert any(e["type"] == "power_reset" for e in ev)
    assert sc.st.vars["power"] == [True, True, True]


def test_08_draw_two():
    sc = Scene()
    sc.setup({A: ["D2-G", "B1"]}, ["G3"])
    n = len(sc.hand(B))
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert len(sc.hand(B)) == n + 2 and sc.st.current == C


def test_09_flex_draw_two_flex():
    sc = Scene()
    sc.setup({A: ["FlexD2-Y", "B1"]}, ["Y1"])
    sizes = [len(sc.hand(s)) for s in range(4)]
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert [len(sc.hand(s)) for s in (B, C, D)] == [sizes[s] + 1 for s in (B, C, D)]
    assert sc.st.current == B and sc.st.vars["power"][A] is False


@pytest.mark.parametrize("mode,nxt", [("flex", C), ("regular", D)])
def test_10_flex_reverse(mode, nxt):
    sc = Scene()
    sc.setup({A: ["FlexRev-G", "B1"]}, ["G3"])
    ev = sc.act(A, "play", sc.hand(A)[0], mode)
    assert sc.st.direction == -1 and sc.st.current == nxt
    assert [e["seats"] for e in ev if e["type"] == "skip"] == ([[D]] if mode == "flex" else [])


def test_11_flex_skip_flex():
    sc = Scene()
    sc.setup({A: ["FlexSkip-R", "R1", "B2"]}, ["R3"])
    ev = sc.act(A, "play", sc.hand(A)[0], "flex")
    st = sc.st
    assert st.current == A and st.pending is None and st.vars["power"][A] is False
    assert [e["seats"] for e in ev if e["type"] == "skip"] == [[B, C, D]]
    kinds = {a.kind for a in G.legal_actions(st, A)}
    assert {"play", "draw"} <= kinds  # a complete new turn


def test_12_flex_wild_target_draw_two():
    sc = Scene()
    sc.setup({A: ["FWT2", "B1"]}, ["G3"])
    nc = len(sc.hand(C))
    sc.act(A, "play", sc.hand(A)[0], "flex")
    targets = {a.args[0] for a in G.legal_actions(sc.st) if a.kind == "target"}
    assert targets == {B, C, D}  # any other player
    with pytest.raises(IllegalAction, match="another player"):
        sc.act(A, "target", A)
    sc.act(A, "target", C)
    sc.act(A, "colour", "red")
    st = sc.st
    assert len(sc.hand(C)) == nc + 2 and st.current == B and st.vars["colour"] == "red"
    assert st.vars["power"][A] is False


def test_12_also_regular_mode_is_a_plain_wild():
    sc = Scene()
    sc.setup({A: ["FWT2", "B1"]}, ["G3"])
    sizes = [len(h) for h in sc.st.zones["hand"]]
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.pending["type"] == "colour"
    assert {a.args[0] for a in G.legal_actions(sc.st) if a.kind == "colour"} == {"yellow", "green", "blue", "red"}
    sc.act(A, "colour", "green")  # the current colour may be named
    assert [len(h) for h in sc.st.zones["hand"]][1:] == sizes[1:] and sc.st.current == B
    assert sc.st.vars["power"][A] is True


def _wd4(hand, colour="blue", top="B5", named="green", **opts):
    sc = Scene(options=opts or None)
    sc.setup({A: hand}, [top], colour=colour)
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", named)
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == B
    return sc


def test_13_wd4_accepted():
    sc = _wd4(["FWD4", "Y3"])
    nb = len(sc.hand(B))
    sc.act(B, "accept")
    assert len(sc.hand(B)) == nb + 4 and sc.st.current == C and sc.st.vars["colour"] == "green"


def test_14_wd4_challenged_legal():
    sc = _wd4(["FWD4", "Y3"])
    nb, na = len(sc.hand(B)), len(sc.hand(A))
    ev = sc.act(B, "challenge")
    st = sc.st
    assert len(sc.hand(B)) == nb + 6 and len(sc.hand(A)) == na and st.current == C and st.vars["colour"] == "green"
    assert next(e for e in ev if e["type"] == "challenge")["legal"] is True
    assert st.known[B] == {str(c): A for c in sc.hand(A)}  # the challenger saw the hand


@pytest.mark.parametrize("other", ["B2", "WAF"])
def test_15_wd4_challenged_illegal(other):
    sc = _wd4(["FWD4", other], named="red")
    nb, na = len(sc.hand(B)), len(sc.hand(A))
    sc.act(B, "challenge")
    st = sc.st
    assert len(sc.hand(A)) == na + 4 and len(sc.hand(B)) == nb
    assert st.vars["colour"] == "red" and st.current == B and st.pending is None


def test_15_wilds_do_not_count_when_the_option_is_off():
    sc = _wd4(["FWD4", "WAF"], named="red", wilds_count_for_wd4_check=False)
    nb = len(sc.hand(B))
    sc.act(B, "challenge")
    assert len(sc.hand(B)) == nb + 6 and sc.st.current == C


def test_16_wd4_flex_targeted():
    sc = Scene()
    sc.setup({A: ["FWD4", "B2"]}, ["B5"], colour="blue")
    nd = len(sc.hand(D))
    sc.act(A, "play", sc.hand(A)[0], "flex")
    sc.act(A, "target", D)
    sc.act(A, "colour", "yellow")
    st = sc.st
    assert len(sc.hand(D)) == nd + 4 and st.pending is None and st.current == B
    assert st.vars["power"][A] is False and st.vars["colour"] == "yellow"
    assert not any(a.kind in ("accept", "challenge") for a in G.legal_actions(st))


def test_17_draw_then_play_only_the_drawn_card():
    sc = Scene()
    sc.setup({A: ["R1"]}, ["R6"], draw_top=["R8"])
    r1, r8 = sc.hand(A)[0], sc.st.zones["draw"][-1]
    assert (r1, "regular") in plays(sc)
    sc.act(A, "draw")
    assert sc.st.pending["type"] == "drawn" and sc.st.current == A
    assert set(G.legal_actions(sc.st)) == {Action(A, "play", (r8, "regular")), Action(A, "keep")}
    with pytest.raises(IllegalAction, match="Only the card you just drew can be played."):
        sc.act(A, "play", r1, "regular")
    sc.act(A, "play", r8, "regular")
    assert sc.st.current == B and sc.hand(A) == [r1]


def test_17_keep_the_drawn_card():
    sc = Scene()
    sc.setup({A: ["R1"]}, ["R6"], draw_top=["R8"])
    sc.act(A, "draw")
    sc.act(A, "keep")
    assert sc.st.current == B and len(sc.hand(A)) == 2 and sc.st.pending is None


def test_17_unplayable_drawn_card_ends_the_turn():
    """The turn ends with the unplayable card kept; the keep is a decision like any other (no tell)."""
    sc = Scene()
    sc.setup({A: ["R1"]}, ["R6"], draw_top=["B2"])
    r1 = sc.hand(A)[0]
    sc.act(A, "draw")
    b2 = sc.hand(A)[-1]
    assert sc.st.pending == {"type": "drawn", "seat": A, "private": {str(A): b2}} and sc.st.current == A
    assert G.legal_actions(sc.st) == [Action(A, "keep")]
    with pytest.raises(IllegalAction, match=r"Blue 2 doesn't match the current colour \(red\) or number \(6\)"):
        sc.act(A, "play", b2, "regular")
    with pytest.raises(IllegalAction, match="Only the card you just drew can be played."):
        sc.act(A, "play", r1, "regular")
    with pytest.raises(IllegalAction, match="Keep the card you just drew: it cannot be played."):
        sc.act(A, "draw")
    sc.act(A, "keep")
    assert sc.st.current == B and sc.st.pending is None and sc.hand(A) == [r1, b2]


def test_17_drawn_flex_card_may_be_played_flex():
    sc = Scene()
    sc.setup({A: ["R1"]}, ["G6"], draw_top=["F(Y/G)7"])
    sc.act(A, "draw")
    f = sc.hand(A)[-1]
    assert set(G.legal_actions(sc.st)) == {Action(A, "play", (f, "flex")), Action(A, "keep")}


def test_18_start_card_skips_action_cards():
    sc = Scene()
    skip_g, waf, y5 = sc.cards(["Skip-G", "WAF", "Y5"])
    sc.setup({}, ["Y1"])
    st = sc.st
    st.zones["box"].extend(st.zones["discard"])
    st.zones["discard"] = []
    st.zones["draw"] += [y5, waf, skip_g]  # top last: Skip-G is turned first
    sizes = [len(h) for h in st.zones["hand"]]
    uno_flex.turn_up_start(G, st, [])
    assert st.zones["discard"] == [skip_g, waf, y5] and st.vars["colour"] == "yellow"
    assert [len(h) for h in st.zones["hand"]] == sizes and st.vars["power"] == [True] * 4
    assert st.current == A and st.direction == 1 and st.pending is None and all_cards_once(st)


def test_18_first_player_is_left_of_the_dealer():
    for seed in range(10):
        st = G.new_state(seed, 5)
        assert st.current == (st.dealer + 1) % 5 and st.direction == 1
        top = st.zones["discard"][-1]
        assert G.cards[top]["number"] and st.vars["colour"] == G.cards[top]["colour"]
        assert all(len(h) == 7 for h in st.zones["hand"])


def test_19_uno_penalty():
    sc = Scene()
    sc.setup({A: ["Y2", "Y3"]}, ["Y5"])
    na = 2
    sc.act(A, "play", sc.hand(A)[0], "regular")
    legal = set(G.legal_actions(sc.st))
    assert Action(A, "uno") in legal and {Action(s, "catch", (A,)) for s in (B, C, D)} <= legal
    sc.act(C, "catch", A)
    assert len(sc.hand(A)) == na - 1 + 2
    assert not any(a.kind in ("uno", "catch") for a in G.legal_actions(sc.st))


def test_19_also_calling_first_avoids_the_penalty():
    sc = Scene()
    sc.setup({A: ["Y2", "Y3"]}, ["Y5"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "uno")
    with pytest.raises(IllegalAction):
        sc.act(C, "catch", A)
    assert len(sc.hand(A)) == 1


def test_19_also_window_closes_when_the_next_turn_starts():
    sc = Scene()
    sc.setup({A: ["Y2", "Y3"]}, ["Y5"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(B, "draw")
    with pytest.raises(IllegalAction):
        sc.act(C, "catch", A)
    assert "no open UNO window" in G.hooks["reason"](G, sc.st, Action(C, "catch", (A,)))


def test_19_window_closes_at_own_extra_turn():
    sc = Scene()
    sc.setup({A: ["FlexSkip-Y", "Y3"]}, ["Y5"])
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert Action(B, "catch", (A,)) in G.legal_actions(sc.st)
    sc.act(A, "draw")  # A's own extra turn starts
    assert not any(a.kind == "catch" for a in G.legal_actions(sc.st))


def _go_out(options=None, a_last="Y1", top="Y5"):
    sc = Scene(options=options)
    sc.setup({A: [a_last], B: ["F(Y/G)5", "Skip-R"], C: ["FWAD"], D: ["Y8*", "FlexRev-B"]}, [top])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    return sc


def test_20_scoring():
    sc = _go_out({"scoring": True})
    st = sc.st
    assert st.result["winners"] == [A] and st.result["points"] == 103
    assert st.scores == [103, 0, 0, 0] and st.phase == "round_over"
    G.apply(st, Action(-1, "next_round"))
    assert st.round == 2 and st.vars["power"] == [True] * 4 and st.scores == [103, 0, 0, 0]
    assert all(len(h) == 7 for h in st.zones["hand"]) and all_cards_once(st)


def test_20_also_reaching_500_wins_the_match():
    sc = Scene(options={"scoring": True})
    sc.setup({A: ["Y1"], B: ["F(Y/G)5", "Skip-R"], C: ["FWAD"], D: ["Y8*", "FlexRev-B"]}, ["Y5"])
    sc.st.scores = [397, 450, 0, 0]
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.phase == "match_over" and sc.st.result["match_winners"] == [A] and sc.st.scores[A] == 500


def test_20_without_scoring_the_round_is_the_match():
    sc = _go_out()
    assert sc.st.phase == "match_over" and sc.st.result["match_winners"] == [A] and sc.st.scores == [0] * 4


def test_21_reshuffle_keeps_the_top_discard():
    sc = Scene()
    sc.setup({A: ["R2"]}, ["Y1", "G1", "B7"], empty_draw=True)
    y1, g1, b7 = sc.st.zones["discard"]
    ev = sc.act(A, "draw")
    st = sc.st
    assert st.zones["discard"] == [b7] and len(st.zones["draw"]) == 1
    assert set(st.zones["draw"] + [sc.hand(A)[-1]]) == {y1, g1} and len(sc.hand(A)) == 2
    assert any(e["type"] == "shuffle" for e in ev) and all_cards_once(st)


def test_21_nothing_to_shuffle_means_no_draw():
    sc = Scene()
    sc.setup({A: ["R2"]}, ["B7"], empty_draw=True)
    sc.act(A, "draw")
    assert len(sc.hand(A)) == 1 and sc.st.current == B


def test_22_last_card_draw_two_applies_before_scoring():
    sc = Scene(options={"scoring": True})
    sc.setup({A: ["D2-G"], B: ["Y1"], C: ["Y2"], D: ["Y3"]}, ["G4"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert len(sc.hand(B)) == 3 and sc.st.result["winners"] == [A]
    pts = uno_flex.tables(G).points
    assert sc.st.scores[A] == sum(pts[c] for h in sc.st.zones["hand"] for c in h) > 6


def test_22_option_off_skips_last_card_effects():
    sc = Scene(options={"apply_last_card_draw_effects": False})
    sc.setup({A: ["D2-G"], B: ["Y1"]}, ["G4"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert len(sc.hand(B)) == 1 and sc.st.result["winners"] == [A]


def test_15_a_flex_card_of_the_colour_counts_while_the_power_card_is_green():
    """The rulebook's challenge: "any card that *can* match the current colour, wild cards too". With A's
    Power card on ✓, F(G/B)7 can be played as blue, so the Draw Four on blue was a bluff."""
    sc = _wd4(["FWD4", "F(G/B)7"], named="red")
    na, nb = len(sc.hand(A)), len(sc.hand(B))
    ev = sc.act(B, "challenge")
    assert next(e for e in ev if e["type"] == "challenge")["legal"] is False
    assert len(sc.hand(A)) == na + 4 and len(sc.hand(B)) == nb and sc.st.current == B


@pytest.mark.parametrize("power, option", [(False, True), (True, False)])
def test_15_the_flex_colour_does_not_count_on_a_red_power_card_or_with_the_option_off(power, option):
    sc = Scene(options={"flex_colours_count_for_wd4_check": option})
    sc.setup({A: ["FWD4", "F(G/B)7"]}, ["B5"], colour="blue", power=[power, True, True, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "red")
    nb = len(sc.hand(B))
    ev = sc.act(B, "challenge")
    assert next(e for e in ev if e["type"] == "challenge")["legal"] is True
    assert len(sc.hand(B)) == nb + 6 and sc.st.current == C


def test_01_strict_wd4_refuses_it_while_a_flex_card_can_match():
    sc = Scene(options={"strict_wd4": True})
    sc.setup({A: ["FWD4", "F(G/B)7"]}, ["B5"], colour="blue")
    wd4 = sc.hand(A)[0]
    acts = G.legal_actions(sc.st, A)
    assert Action(A, "play", (wd4, "regular")) not in acts and Action(A, "play", (wd4, "flex")) in acts
    why = G.reason(sc.st, Action(A, "play", (wd4, "regular")))
    assert "flex colour is blue" in why and "Power card" in why
    sc.st.vars["power"][A] = False   # on ✘ the flex card cannot be played as blue: the Draw Four may be
    assert Action(A, "play", (wd4, "regular")) in G.legal_actions(sc.st, A)
