"""UNO FLEX: the §7 resolutions (RES-n) and rule corners the §8 scenarios do not reach."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.games.uno_flex import rules as uno_flex
from tests.games.uno_flex.helpers import G, Scene, all_cards_once
from tests.games.uno_flex.res_helpers import plays, sizes

A, B, C, D = 0, 1, 2, 3


# -- §2 setup, RES-2, RES-9, RES-24 ------------------------------------------------------------
def test_res02_two_to_eight_players():
    for n in range(2, 9):
        st = G.new_state(3, n)
        assert all(len(h) == 7 for h in st.zones["hand"]) and st.vars["power"] == [True] * n
    for n in (1, 9):
        with pytest.raises(ValueError, match="2 to 8 players"):
            G.new_state(3, n)


def test_res09_flex_actions_and_flex_wilds_are_ignored_as_start_cards():
    sc = Scene()
    fd2, fwd4, frev, f5 = sc.cards(["FlexD2-G", "FWD4", "FlexRev-B", "F(R/Y)5"])
    sc.setup({}, ["Y1"])
    st = sc.st
    st.zones["box"].extend(st.zones["discard"])
    st.zones["discard"] = []
    st.zones["draw"] += [f5, frev, fwd4, fd2]
    uno_flex.turn_up_start(G, st, [])
    assert st.zones["discard"] == [fd2, fwd4, frev, f5]
    assert st.vars["colour"] == "red"  # the flex number's regular colour
    assert st.direction == 1 and st.current == A and st.vars["power"] == [True] * 4


def test_res24_next_round_resets_power_direction_and_first_player():
    """A round that ends counter-clockwise: the next one still starts clockwise, left of the dealer."""
    sc = Scene(options={"scoring": True})
    sc.setup({A: ["Rev-G"]}, ["G3"], power=[False, True, False, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    st = sc.st
    assert st.phase == "round_over" and st.direction == -1
    G.apply(st, Action(-1, "next_round"))
    assert st.direction == 1 and st.current == (st.dealer + 1) % 4
    assert st.vars["power"] == [True] * 4 and st.vars["uno"] == -1 and all_cards_once(st)
    assert G.cards[st.zones["discard"][-1]]["number"]


@pytest.mark.parametrize("dealer", range(4))
@pytest.mark.parametrize("last", ["Rev-G", "G1"])
def test_the_deal_passes_left_whichever_way_the_round_ended(dealer, last):
    """dealer_rotation: next follows the config's clockwise order, not the direction play ended in."""
    sc = Scene(options={"scoring": True})
    sc.setup({A: [last]}, ["G3"])
    st = sc.st
    st.dealer = dealer
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert st.phase == "round_over" and st.direction == (-1 if last == "Rev-G" else 1)
    ev = G.apply(st, Action(-1, "next_round"))
    assert st.dealer == (dealer + 1) % 4  # the seat to the previous dealer's left
    assert next(e for e in ev if e["type"] == "round_start")["dealer"] == st.dealer
    assert st.direction == 1 and st.current == (dealer + 2) % 4


# -- §3.1 matching, RES-6, RES-7, RES-8 ----------------------------------------------------------
def test_res06_flex_and_classic_actions_share_their_symbol():
    sc = Scene()
    sc.setup({A: ["FlexD2-Y", "Rev-G", "FlexRev-Y", "Skip-G"]}, ["B1", "D2-B"], power=[False, True, True, True])
    fd2, rev, frev, skip = sc.hand(A)
    assert plays(sc) == {(fd2, "regular")}  # power red: regular only; Reverse/Skip do not match Draw Two
    sc = Scene()
    sc.setup({A: ["Rev-G", "D2-Y"]}, ["B1", "FlexRev-B"])
    rev, d2 = sc.hand(A)
    assert plays(sc) == {(rev, "regular")}


def test_res07_wild_on_a_wild_and_the_named_colour():
    sc = Scene()
    sc.setup({A: ["FWT2", "B3", "G3", "F(G/B)2"]}, ["Y5", "WAF"], colour="blue", power=[False, True, True, True])
    fwt2, b3, g3, fg = sc.hand(A)
    assert plays(sc) == {(fwt2, "regular"), (b3, "regular")}  # a wild, or the named colour; no number on a wild


def test_res08_flex_number_matches_by_number_without_power():
    sc = Scene()
    sc.setup({A: ["F(Y/G)5", "R1"]}, ["B5"], power=[False, True, True, True])
    f5 = sc.hand(A)[0]
    assert plays(sc) == {(f5, "regular")}
    sc.act(A, "play", f5, "regular")
    assert sc.st.vars["colour"] == "yellow" and sc.st.vars["power"][A] is False


def test_flex_number_flex_mode_needs_its_flex_colour_or_another_match():
    sc = Scene()
    sc.setup({A: ["F(Y/G)3", "R1"]}, ["B5"])
    assert not plays(sc) & {(sc.hand(A)[0], "flex"), (sc.hand(A)[0], "regular")}
    with pytest.raises(IllegalAction, match=r"Yellow 3 \(flex green\) doesn't match"):
        sc.act(A, "play", sc.hand(A)[0], "flex")


# -- §3.2 drawing, RES-10 ------------------------------------------------------------------------
def test_res10_one_draw_per_turn():
    sc = Scene()
    sc.setup({A: ["R1"]}, ["R6"], draw_top=["R8"])
    sc.act(A, "draw")
    assert not any(a.kind == "draw" for a in G.legal_actions(sc.st))
    with pytest.raises(IllegalAction, match="Play the card you just drew or keep it"):
        sc.act(A, "draw")


def test_drawn_draw_four_under_strict_rule_can_only_go_flex():
    sc = Scene(options={"strict_wd4": True})
    sc.setup({A: ["R1"]}, ["R6"], draw_top=["FWD4"])
    sc.act(A, "draw")
    fwd4 = sc.hand(A)[-1]
    assert set(G.legal_actions(sc.st)) == {Action(A, "play", (fwd4, "flex")), Action(A, "keep")}


def _drawn_worlds(hand, top, drawn_pair, power=None):
    """Two scenes after A draws, differing only in which card of `drawn_pair` was on top of the draw pile."""
    out = []
    for order in (drawn_pair[::-1], drawn_pair):  # bottom first: the first scene draws drawn_pair[0]
        sc = Scene()
        sc.setup({A: hand}, [top], draw_top=list(order), power=power)
        out.append((sc, sc.act(A, "draw")))
    return out


@pytest.mark.parametrize("hand,top,pair", [
    (["Y1", "G3"], "R6", ("B2", "R8")),            # the second drawn card matches by colour
    (["Y1", "B3"], "G6", ("Y3", "F(Y/G)7")),       # the second one matches only flex (power green)
    (["R1", "B3"], "R6", ("Y2", "FWD4")),          # a wild (a bluff Draw Four here) against a dead card
])
def test_whether_the_drawn_card_is_playable_is_told_to_nobody(hand, top, pair):
    """Playable or not, the drawn card opens the same decision: every other seat's view and events are equal."""
    (dead, ev_dead), (live, ev_live) = _drawn_worlds(hand, top, pair)
    assert not any(a.kind == "play" for a in G.legal_actions(dead.st))
    assert any(a.kind == "play" for a in G.legal_actions(live.st))
    assert dead.st.pending["type"] == live.st.pending["type"] == "drawn"
    for seat in (B, C, D):
        assert G.view(dead.st, seat) == G.view(live.st, seat)
        assert G.redact(ev_dead, seat) == G.redact(ev_live, seat)
        assert G.legal_actions(dead.st, seat) == G.legal_actions(live.st, seat) == []
    assert G.redact(ev_dead, None) == G.redact(ev_live, None)
    assert G.to_act(dead.st) == G.to_act(live.st) == [A]
    ev_dead, ev_live = dead.act(A, "keep"), live.act(A, "keep")  # a kept playable card looks the same too
    for seat in (B, C, D):
        assert G.view(dead.st, seat) == G.view(live.st, seat)
        assert G.redact(ev_dead, seat) == G.redact(ev_live, seat)
    assert dead.st.current == live.st.current == B


def test_drawn_card_in_a_sampled_world_is_any_unseen_card():
    """Another seat's sample of the drawn card depends on nothing but its view: playable or not alike."""
    (dead, _), (live, _) = _drawn_worlds(["R1", "Y2", "G3"], "B6", ("R8", "B8"))
    view = G.view(dead.st, C)
    assert view == G.view(live.st, C) and view["pending"] == {"type": "drawn", "seat": A, "private": {}}
    playable = set()
    for seed in range(40):
        d = G.determinize(view, seed)
        assert all_cards_once(d) and d.zones["hand"][C] == dead.hand(C)
        drawn = d.pending["private"][str(A)]
        assert drawn == d.zones["hand"][A][-1]
        acts = G.legal_actions(d, A)
        assert Action(A, "keep") in acts and all(a.kind == "keep" or a.args[0] == drawn for a in acts)
        playable.add(any(a.kind == "play" for a in acts))
    assert playable == {True, False}
    mine = G.determinize(G.view(live.st, A), 3)  # the drawing seat knows its card
    assert mine.pending["private"][str(A)] == live.hand(A)[-1] == mine.zones["hand"][A][-1]


def test_drawn_card_sample_avoids_cards_the_viewer_has_seen_in_that_hand():
    sc = Scene()
    sc.setup({A: ["R1", "Y2"]}, ["B6"], draw_top=["B8"])
    sc.act(A, "draw")
    r1, y2 = sc.hand(A)[:2]
    sc.st.known[C] = {str(r1): A, str(y2): A}  # C saw both cards A held before the draw
    for seed in range(10):
        d = G.determinize(G.view(sc.st, C), seed)
        drawn = d.pending["private"][str(A)]
        assert sorted(d.zones["hand"][A][:2]) == sorted([r1, y2]) and drawn not in (r1, y2)


@pytest.mark.parametrize("hand,bluff", [(["Y1", "G3"], False), (["R1", "G3"], True)])
def test_a_drawn_draw_four_played_at_once_can_be_challenged(hand, bluff):
    """The legality of a Draw Four played straight after the draw is judged on the hand it leaves behind."""
    sc = Scene()
    sc.setup({A: hand}, ["R6"], draw_top=["FWD4"])
    sc.act(A, "draw")
    fwd4 = sc.hand(A)[-1]
    sc.act(A, "play", fwd4, "regular")
    sc.act(A, "colour", "blue")
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == B
    nb = len(sc.hand(B))
    sc.act(B, "challenge")
    st = sc.st
    assert st.vars["colour"] == "blue" and st.pending is None
    if bluff:
        assert len(sc.hand(A)) == 2 + 4 and len(sc.hand(B)) == nb and st.current == B
    else:
        assert len(sc.hand(A)) == 2 and len(sc.hand(B)) == nb + 6 and st.current == C


# -- §3.4 power, RES-11, RES-16 ------------------------------------------------------------------
def test_res11_flip_icon_can_trigger_the_all_red_reset():
    sc = Scene(players=2)
    sc.setup({A: ["Y4*", "R1"]}, ["Y2"], power=[True, False])
    ev = sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.vars["power"] == [True, True] and any(e["type"] == "power_reset" for e in ev)


def test_res11_wild_all_flip_turns_the_last_green_red_then_resets():
    sc = Scene(players=3)
    sc.setup({A: ["WAF", "R1"]}, ["Y2"], power=[False, False, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.vars["power"] == [True, True, False]  # toggled: A, B green, C red; not all red


# -- §4 effects, RES-13, RES-15, RES-18, RES-20, RES-25 -------------------------------------------
def test_res13_flex_draw_four_may_target_the_next_player_who_still_plays():
    sc = Scene()
    sc.setup({A: ["FWD4", "B2"]}, ["B5"], colour="blue")
    nb = len(sc.hand(B))
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert {a.args[0] for a in G.legal_actions(sc.st) if a.kind == "target"} == {B, C, D}
    sc.act(A, "target", B)
    sc.act(A, "colour", "blue")
    assert len(sc.hand(B)) == nb + 4 and sc.st.current == B and sc.st.pending is None


def test_res15_target_draw_two_on_the_next_player_who_still_plays():
    sc = Scene()
    sc.setup({A: ["FWT2", "B2"]}, ["G5"])
    nb = len(sc.hand(B))
    sc.act(A, "play", sc.hand(A)[0], "flex")
    sc.act(A, "target", B)
    sc.act(A, "colour", "green")
    assert len(sc.hand(B)) == nb + 2 and sc.st.current == B


def test_flex_wild_all_draw_flex():
    sc = Scene()
    sc.setup({A: ["FWAD", "B2"]}, ["G5"])
    before = sizes(sc)
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert sizes(sc) == [before[0] - 1] + [n + 2 for n in before[1:]]
    assert sc.st.pending["type"] == "colour" and sc.st.vars["power"][A] is False
    sc.act(A, "colour", "red")
    assert sc.st.current == B and sc.st.vars["colour"] == "red"


def test_flex_wild_all_draw_regular_is_a_plain_wild():
    sc = Scene()
    sc.setup({A: ["FWAD", "B2"]}, ["G5"])
    before = sizes(sc)
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "green")
    assert sizes(sc)[1:] == before[1:] and sc.st.current == B and sc.st.vars["power"][A] is True


def test_flex_draw_two_regular_and_skip_regular():
    sc = Scene()
    sc.setup({A: ["FlexD2-Y", "B2"]}, ["Y5"])
    nb = len(sc.hand(B))
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert len(sc.hand(B)) == nb + 2 and sc.st.current == C and sc.st.vars["power"][A] is True
    sc = Scene()
    sc.setup({A: ["FlexSkip-Y", "B2"]}, ["Y5"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.current == C and sc.st.vars["power"][A] is True


def test_flex_reverse_flex_with_three_players():
    sc = Scene(players=3)
    sc.setup({A: ["FlexRev-Y", "B2"]}, ["Y5"])
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert sc.st.direction == -1 and sc.st.current == B  # C, next in the new direction, is skipped


def test_reverse_counter_clockwise_goes_back():
    sc = Scene()
    sc.setup({C: ["Rev-Y", "B2"]}, ["Y5"], current=C)
    sc.st.direction = -1
    sc.act(C, "play", sc.hand(C)[0], "regular")
    assert sc.st.direction == 1 and sc.st.current == D


def test_res20_flex_skip_chains():
    """2 players, B already red: A's flex play makes all red, the reset greens A, so A can flex again."""
    sc = Scene(players=2)
    sc.setup({A: ["FlexSkip-Y", "FlexSkip-R", "B2"]}, ["Y5"], power=[True, False])
    sc.act(A, "play", sc.hand(A)[0], "flex")
    assert sc.st.current == A and sc.st.vars["power"] == [True, True]
    sc.act(A, "play", sc.hand(A)[0], "flex")  # Skip symbol matches
    assert sc.st.current == A and sc.st.vars["power"] == [False, True]
    assert Action(A, "draw") in G.legal_actions(sc.st)  # a third complete turn


def test_res25_no_stacking_on_a_draw_two():
    sc = Scene()
    sc.setup({A: ["D2-G", "B2", "B3"], B: ["D2-R", "FWD4", "Y1"]}, ["G5"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert len(sc.hand(B)) == 5 and sc.st.current == C
    assert not G.legal_actions(sc.st, B)
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        sc.act(B, "play", sc.hand(B)[0], "regular")


def test_res26_any_colour_may_be_named():
    sc = Scene()
    sc.setup({A: ["WAF", "B2", "B3"]}, ["G5"])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert {a.args for a in G.legal_actions(sc.st)} == {("yellow",), ("green",), ("blue",), ("red",)}
