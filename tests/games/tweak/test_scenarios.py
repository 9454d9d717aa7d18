"""TWEAK: the 20 test scenarios of spec §8, each building its exact situation, plus close variants."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.tools.sim import random_playout
from tests.games.tweak.helpers import G, Scene, all_cards_once, rng_for, turn_order


def sums(sc, seat=None):
    """{(hand card, table cards)} of the legal sums."""
    return {a.args for a in sc.legal(seat) if a.kind == "sum"}


def event(evs, kind):
    return next(e for e in evs if e["type"] == kind)


def test_01_basic_sum():
    sc = Scene()
    sc.setup({0: ["P3", "O6", "Y4"]}, table=["O1", "Y3", "G2", "B5"], deck=["O2[b9]", "R1[b8]"], deck_fill=5)
    A = sc.A
    p3, o6, y4 = sc.hand(A)
    o1, y3, g2, b5 = sc.zone("table")
    o2 = sc.zone("deck")[-1]
    assert sc.target() == 9
    assert (p3, tuple(sorted((o1, y3, g2)))) in sums(sc)
    evs = sc.sum(A, p3, (o1, y3, g2))
    e = event(evs, "sum")
    assert (e["total"], e["target"], e["tweak"]) == (9, 9, False)
    assert sorted(sc.zone("won", A)) == sorted([p3, o1, y3, g2])
    assert sc.zone("table") == [b5]
    assert sc.hand(A) == [o6, y4, o2]  # exactly one card drawn, the table is not refilled
    assert sc.target() == 8 and not sc.zone("tzone", A)
    assert not any(e["type"] == "tweak" for e in evs)


def test_02_table_only_sum_rejected():
    sc = Scene()
    sc.setup({0: ["G1", "G2", "G3"]}, table=["O4", "Y5"], deck=["R1[b9]"], deck_fill=3)
    g1 = sc.hand(sc.A)[0]
    o4, y5 = sc.zone("table")
    assert sc.target() == 9
    with pytest.raises(IllegalAction, match="needs one card from your hand"):
        sc.act(sc.A, "sum", None, (o4, y5))
    with pytest.raises(IllegalAction, match=r"1 \+ 4 \+ 5 = 10, but the target is 9"):
        sc.sum(sc.A, g1, (o4, y5))
    assert not sums(sc)


def test_03_two_hand_cards_rejected():
    sc = Scene()
    sc.setup({0: ["O4", "Y5", "P2"]}, table=["G1"], deck=["R1[b10]"], deck_fill=3)
    o4, y5, _ = sc.hand(sc.A)
    g1 = sc.zone("table")[0]
    assert sc.target() == 10
    with pytest.raises(IllegalAction, match="exactly one card from your hand"):
        sc.act(sc.A, "sum", (o4, y5), (g1,))
    assert not sums(sc)


def _tweak_scene(deck):
    sc = Scene()
    # spec §8.4 writes R3[b8] on top but a target of 9: the top card's back is the target, so R3 has back 9
    sc.setup({0: ["G6", "P1", "B1"]}, table=["O1", "Y2"], deck=deck, tdeck=["joker"])
    return sc


def test_04_tweak_gains_a_t_card_and_refills_hand_then_table():
    sc = _tweak_scene(["R3[b9]", "O2[b7]", "Y1[b10]", "G4[b9]"])
    A = sc.A
    g6, p1, b1 = sc.hand(A)
    o1, y2 = sc.zone("table")
    r3, o2, y1, g4 = sc.zone("deck")[::-1]
    assert sc.target() == 9
    evs = sc.sum(A, g6, (o1, y2))
    assert event(evs, "sum")["tweak"] is True
    assert sorted(sc.zone("won", A)) == sorted([g6, o1, y2])
    assert [G.cards[c]["kind"] for c in sc.zone("tzone", A)] == ["joker"]
    assert sc.hand(A) == [p1, b1, r3]
    assert sc.zone("table") == [o2, y1]
    assert sc.zone("deck") == [g4] and sc.target() == 9
    moves = [(e["src"], e["dst"]) for e in evs if e["type"] == "move"]
    assert moves.index(("deck", f"hand:{A}")) < moves.index(("deck", "table"))  # hand first, then table


def test_05_tweak_with_a_short_deck():
    sc = _tweak_scene(["R3[b9]", "O2[b7]"])
    A = sc.A
    g6, p1, b1 = sc.hand(A)
    r3, o2 = sc.zone("deck")[::-1]
    sc.sum(A, g6, sc.zone("table")[:])
    assert sc.hand(A) == [p1, b1, r3] and sc.zone("table") == [o2]
    assert sc.zone("deck") == [] and sc.target() == 7


def test_06_one_card_table_tweak_with_empty_deck():
    sc = Scene()
    sc.setup({0: ["Y4", "G1"], sc.B: ["P2"], sc.C: ["B1"]}, table=["O3"])
    A, B = sc.A, sc.B
    y4, g1 = sc.hand(A)
    top_t = sc.zone("tdeck")[-1]
    assert sc.target() == 7
    evs = sc.sum(A, y4, sc.zone("table")[:])
    assert event(evs, "sum")["tweak"] is True and event(evs, "tweak")["card"] == top_t
    assert sc.zone("tzone", A) == [top_t] and sc.zone("table") == [] and sc.hand(A) == [g1]
    assert sc.st.current == B
    assert sc.legal() == [Action(B, "place", (sc.hand(B)[0],))]


def test_07_place_when_no_sum_exists():
    sc = Scene()
    sc.setup({0: ["Y2", "G3", "B4"]}, table=["O1"], deck=["R1[b10]"], deck_fill=2)
    A = sc.A
    y2, g3, b4 = sc.hand(A)
    o1 = sc.zone("table")[0]
    assert not sums(sc)
    sc.act(A, "place", g3)
    assert sc.zone("table") == [o1, g3] and len(sc.hand(A)) == 3


def test_08_voluntary_place_forfeits_the_sum():
    sc = Scene()
    sc.setup({0: ["Y6", "R2", "R3"], sc.B: ["G1", "P3", "B2"]}, table=["O4"], deck=["R1[b10]", "O3[b7]"],
             deck_fill=4)
    A, B, C = sc.A, sc.B, sc.C
    y6 = sc.hand(A)[0]
    o4 = sc.zone("table")[0]
    assert (y6, (o4,)) in sums(sc)
    sc.act(A, "place", y6)
    assert sc.zone("table") == [o4, y6]
    assert sc.legal(A) == [] and sc.legal(C) == []  # nobody claims a sum outside their own turn
    g1, p3, b2 = sc.hand(B)
    assert sc.target() == 7
    assert {(g1, (y6,)), (p3, (o4,))} <= sums(sc, B)


def test_09_joker_plus_one_and_expiry():
    sc = Scene()
    sc.setup({0: ["O5", "P1"]}, table=["Y3"], tzone={0: ["joker"]})
    A, B = sc.A, sc.B
    o5, p1 = sc.hand(A)
    y3 = sc.zone("table")[0]
    joker = sc.zone("tzone", A)[0]
    with pytest.raises(IllegalAction, match=r"5 \+ 3 = 8, but the target is 7"):
        sc.sum(A, o5, (y3,))
    sc.act(A, "use_joker", 1)
    assert sc.target() == 8
    evs = sc.sum(A, o5, (y3,))
    e = event(evs, "sum")
    assert (e["total"], e["target"], e["tweak"]) == (8, 8, True)
    assert joker in sc.zone("won", A)
    assert sc.st.current == B and sc.target() == 7 and sc.st.vars["mod"] == 0


def test_10_shifter():
    sc = Scene()
    sc.setup({0: ["G5", "P1", "B1"]}, table=["Y4"], deck=["R2[b10]", "O5[b7]"], deck_fill=3,
             tzone={0: ["shifter"]})
    A = sc.A
    g5, p1, b1 = sc.hand(A)
    y4 = sc.zone("table")[0]
    r2 = sc.zone("deck")[-1]
    assert sc.target() == 10
    sc.act(A, "use_shifter")
    assert sc.zone("table") == [y4, r2] and sc.target() == 7
    legal = sums(sc)
    assert (g5, (r2,)) in legal and (p1, tuple(sorted((y4, r2)))) in legal and (b1, tuple(sorted((y4, r2)))) in legal
    st0 = sc.st.clone()
    assert event(sc.sum(A, g5, (r2,)), "sum")["tweak"] is False
    sc.st = st0
    assert event(sc.sum(A, p1, (y4, r2)), "sum")["tweak"] is True


def test_10_shifter_with_an_empty_deck_is_rejected():
    sc = Scene()
    sc.setup({0: ["G5", "P1"]}, table=["Y4"], tzone={0: ["shifter"]})
    assert Action(sc.A, "use_shifter") not in sc.legal()
    with pytest.raises(IllegalAction, match="central deck is empty"):
        sc.act(sc.A, "use_shifter")


def test_11_thief():
    sc = Scene()
    sc.setup({0: ["R6", "R4", "P6"], 2: ["O1", "Y2", "G3"], 1: []}, table=["B6"], deck=["R1[b10]"],
             deck_fill=6, tzone={0: ["thief"]})
    A, B, C = sc.A, sc.B, sc.C
    assert (B, C) == (2, 1)
    o1, y2, g3 = sc.hand(B)
    assert Action(A, "use_thief", (C,)) not in sc.legal()
    with pytest.raises(IllegalAction, match="Player 2 has no cards to steal"):
        sc.act(A, "use_thief", C)
    sc.st.rng = rng_for(1, 3)
    evs = sc.act(A, "use_thief", B)
    assert sc.zone("table")[-1] == y2 and sc.hand(B) == [o1, g3]
    assert event(evs, "use")["victim"] == B
    sc.act(A, "place", sc.hand(A)[0])
    assert sc.st.current == B and len(sc.hand(B)) == 2
    sc.act(B, "place", o1)
    assert len(sc.hand(B)) == 3


def _bomb_scene(deck_fill):
    sc = Scene()
    sc.setup({0: ["R6", "R4", "P5"], 2: ["O1", "Y2", "G3"], 1: ["P6"]}, table=["B6"], tzone={0: ["bomb"]},
             deck=["R1[b10]"] if deck_fill else [], deck_fill=deck_fill)
    return sc


def _bombed():
    """Scenario 12 played out: A's Bomb, B gives G3, C gives its only card P6."""
    sc = _bomb_scene(5)
    A, B, C = sc.A, sc.B, sc.C
    a_hand = sc.hand(A)[:]
    o1, y2, g3 = sc.hand(B)
    p6 = sc.hand(C)[0]
    sc.act(A, "use_bomb")
    assert sc.st.pending["seat"] == B and {a.seat for a in sc.legal()} == {B}
    with pytest.raises(IllegalAction, match="not player 2.s turn"):
        sc.act(C, "give", p6)
    sc.act(B, "give", g3)
    assert sc.legal() == [Action(C, "give", (p6,))]
    sc.act(C, "give", p6)
    assert sc.zone("table")[-2:] == [g3, p6]
    assert sc.hand(B) == [o1, y2] and sc.hand(C) == [] and sc.hand(A) == a_hand
    assert sc.st.pending is None and {a.seat for a in sc.legal()} == {A}
    return sc


def test_12_bomb():
    _bombed()


def test_13_lost_turn_refills_and_passes():
    sc = _bombed()
    A, B, C = sc.A, sc.B, sc.C
    sc.act(A, "place", sc.hand(A)[0])
    sc.act(B, "place", sc.hand(B)[0])
    assert sc.st.current == A  # C drew 3 and lost the turn
    assert len(sc.hand(C)) == 3


def test_13_lost_turn_events():
    sc = _bomb_scene(8)
    A, B, C = sc.A, sc.B, sc.C
    sc.act(A, "use_bomb")
    sc.act(B, "give", sc.hand(B)[0])
    sc.act(C, "give", sc.hand(C)[0])
    sc.act(A, "place", sc.hand(A)[0])
    evs = sc.act(B, "place", sc.hand(B)[0])
    lost = event(evs, "lost_turn")
    assert lost["seat"] == C and lost["drew"] == 3 and len(sc.hand(C)) == 3 and sc.st.current == A
    assert not any(e["type"] in ("sum", "use") and e["seat"] == C for e in evs)
    # C's draw turned the deck's next card up: the last target event is the target A now plays to
    targets = [e["target"] for e in evs if e["type"] == "target"]
    assert targets[-1] == sc.game.view(sc.st, A)["target"] and evs.index(lost) < len(evs) - 1


def test_13_lost_turn_t_card_waits():
    """RES-18: C holds a Joker but has no hand card at the start of the turn: it draws and passes."""
    sc = Scene()
    sc.setup({0: ["R6", "R4", "P5"], 2: ["O1", "Y2", "G3"], 1: []}, table=["B6"], tzone={1: ["joker"]},
             deck=["R1[b10]"], deck_fill=8, current=2)
    A, B, C = sc.A, sc.B, sc.C
    joker = sc.zone("tzone", C)[0]
    evs = sc.act(B, "place", sc.hand(B)[0])
    assert event(evs, "lost_turn") == {"type": "lost_turn", "seat": C, "drew": 3}
    assert sc.st.current == A and sc.zone("tzone", C) == [joker] and len(sc.hand(C)) == 3
    assert not any(e["type"] == "use" for e in evs)
    sc.act(A, "place", sc.hand(A)[0])
    sc.act(B, "place", sc.hand(B)[0])
    assert sc.st.current == C and Action(C, "use_joker", (1,)) in sc.legal()  # usable on C's next turn


def test_13_lost_turn_with_empty_deck_is_a_skip():
    sc = _bomb_scene(0)
    A, B, C = sc.A, sc.B, sc.C
    sc.act(A, "use_bomb")
    sc.act(B, "give", sc.hand(B)[0])
    sc.act(C, "give", sc.hand(C)[0])
    sc.act(A, "place", sc.hand(A)[0])
    evs = sc.act(B, "place", sc.hand(B)[0])
    assert event(evs, "lost_turn") == {"type": "lost_turn", "seat": C, "drew": 0}
    assert sc.hand(C) == [] and sc.st.current == A


def test_14_one_t_card_per_turn():
    sc = Scene()
    sc.setup({0: ["G5", "P1", "B1"]}, table=["Y4"], deck=["R2[b10]", "O5[b7]"], deck_fill=3,
             tzone={0: ["shifter", "joker"]})
    A = sc.A
    assert {a.kind for a in sc.legal()} >= {"use_shifter", "use_joker"}
    sc.act(A, "use_shifter")
    assert not any(a.kind.startswith("use_") for a in sc.legal())
    with pytest.raises(IllegalAction, match="Only one T! card can be used per turn"):
        sc.act(A, "use_joker", 1)


def test_14_t_card_won_this_turn_waits_for_a_later_turn():
    sc = Scene()
    sc.setup({0: ["G6", "P1", "B1"]}, table=["O1", "Y2"], deck=["R3[b9]"], deck_fill=8, tdeck=["joker"])
    A = sc.A
    sc.sum(A, sc.hand(A)[0], sc.zone("table")[:])
    assert sc.zone("tzone", A) and sc.st.current != A and sc.legal(A) == []
    while sc.st.current != A:
        s = sc.st.current
        sc.act(s, "place", sc.hand(s)[0])
    assert Action(A, "use_joker", (1,)) in sc.legal()


def test_15_t_card_unusable_with_an_empty_hand():
    sc = Scene()
    sc.setup({0: [], 2: ["P2"], 1: ["Y1"]}, table=["G6"], tzone={0: ["joker"]}, current=1)
    A, B, C = sc.A, sc.B, sc.C
    evs = sc.act(C, "place", sc.hand(C)[0])
    assert event(evs, "lost_turn") == {"type": "lost_turn", "seat": A, "drew": 0}
    assert sc.st.current == B and sc.legal(A) == []
    with pytest.raises(IllegalAction, match="not player 1.s turn"):
        sc.act(A, "use_joker", 1)
    sc.act(B, "place", sc.hand(B)[0])
    assert sc.st.phase == "round_over"
    assert sc.st.result["deltas"][A] == 2


def test_16_empty_deck_gives_no_refill():
    sc = Scene()
    sc.setup({0: ["Y1", "O2"]}, table=["G6"])
    y1, o2 = sc.hand(sc.A)
    sc.act(sc.A, "place", y1)
    assert sc.hand(sc.A) == [o2] and sc.target() == 7


@pytest.mark.parametrize("used_score,total", [(True, 17), (False, 15)])
def test_17_round_end_and_scoring(used_score, total):
    sc = Scene(players=2, options={"used_tweak_cards_score": used_score})
    sc.setup({0: ["O2"], 1: ["G4"]}, won={0: ["R5", "R1", "O5", "Y2"]}, tzone={0: ["thief", "joker"]})
    A, B = sc.A, sc.B
    o2, g4 = sc.hand(A)[0], sc.hand(B)[0]
    sc.act(A, "use_thief", B)  # steals G4: the Thief is used, the Joker stays unused
    evs = sc.act(A, "place", o2)
    assert sc.st.phase == "round_over"
    over = event(evs, "round_over")
    assert sorted(over["discarded"]) == sorted([o2, g4]) and sc.zone("table") == []
    assert set(over["discarded"]) <= set(sc.zone("box"))
    assert over["deltas"] == [total, 0] and sc.st.scores == [total, 0] and over["winners"] == [A]


@pytest.mark.parametrize("c_round,winners", [(40, [2]), (32, [0, 1, 2])])
def test_18_match_end(c_round, winners):
    st = G.new_state(1, 3)
    st.scores = [110, 119, 90]
    evs = []
    G.end_round(st, evs, [2], [12, 3, c_round])
    assert st.phase == "match_over" and st.result["match_winners"] == winners
    assert event(evs, "match_over")["scores"] == [122, 122, 90 + c_round]


def test_18_match_goes_on_below_the_threshold_and_tie_break_option():
    st = G.new_state(1, 3)
    st.scores = [100, 100, 90]
    G.end_round(st, [], [0], [19, 19, 29])
    assert st.phase == "round_over"
    st = G.new_state(1, 3, {"tie_break": True})
    st.scores = [110, 119, 90]
    G.end_round(st, [], [0], [12, 3, 32])
    assert st.phase == "round_over"  # a three-way tie at 122: another deal
    G.apply(st, Action(-1, "next_round"))
    G.end_round(st, [], [0], [1, 0, 0])
    assert st.phase == "match_over" and st.result["match_winners"] == [0]


def _sizes(st):
    z = st.zones
    return [len(h) for h in z["hand"]], len(z["table"]), len(z["deck"]), len(z["tdeck"])


def test_19_setup_four_players():
    for seed in range(5):
        st = G.new_state(seed, 4)
        cols = st.vars["colours"]
        assert "red" in cols and len(cols) == 5
        assert _sizes(st) == ([3, 3, 3, 3], 2, 31, 10)
        assert st.zones["blue"] == [64] and all_cards_once(st)
        assert len(st.zones["box"]) == 9 and all(G.cards[c]["colour"] not in cols for c in st.zones["box"])


def test_19_no_red_is_rejected_and_licence_accepted():
    assert G.options_spec["colour_red"]["choices"] == ["in"]  # the setup screen offers no "out"
    with pytest.raises(ValueError, match="option colour_red must be one of in, not 'out'"):
        G.new_state(1, 4, {"colour_red": "out"})
    st = G.new_state(1, 2, {"colour_count": 2})
    assert len(st.vars["colours"]) == 2 and "red" in st.vars["colours"]
    assert _sizes(st) == ([3, 3], 2, 10, 10)


@pytest.mark.parametrize("players,expected", [(2, 4), (3, 4), (5, 6), (6, 6)])
def test_19_colours_by_player_count(players, expected):
    st = G.new_state(3, players)
    n = 9 * expected
    assert len(st.vars["colours"]) == expected and _sizes(st)[2] == n - 3 * players - 2


def test_20_dealer_rotation_and_first_player():
    st = G.new_state(11, 4)
    S = turn_order(4, st.dealer)
    assert st.current == S[1]
    st, _ = random_playout(G, 11, 4)
    G.apply(st, Action(-1, "next_round"))
    assert st.dealer == S[1] and st.current == S[2]


def test_20_round_start_event_names_the_new_dealer():
    st, _ = random_playout(G, 11, 4)
    d = st.dealer
    evs = G.apply(st, Action(-1, "next_round"))
    assert event(evs, "round_start")["dealer"] == st.dealer == (d - 1) % 4


def test_20_direction_left_keeps_the_dealer_moving_right():
    st = G.new_state(11, 4, {"direction": "left"})
    d = st.dealer
    assert st.direction == 1 and st.current == (d + 1) % 4
    st, _ = random_playout(G, 11, 4, {"direction": "left"})
    G.apply(st, Action(-1, "next_round"))
    assert st.dealer == (d - 1) % 4 and st.current == d


def test_a_sum_may_name_its_table_cards_in_any_order():
    """A sum takes a set of table cards: named in another order than the listed one it is that sum
    (it used to be refused with a message about identical-looking copies)."""
    sc = Scene()
    sc.setup({0: ["P3", "O6", "Y4"]}, table=["O1", "Y3", "G2", "B5"], deck=["O2[b9]"], deck_fill=5)
    A = sc.A
    p3 = sc.hand(A)[0]
    o1, y3, g2, b5 = sc.zone("table")
    (listed,) = [a for a in sc.legal() if a.kind == "sum" and a.args[0] == p3 and len(a.args[1]) == 3]
    assert sorted(listed.args[1]) == sorted((o1, y3, g2))
    runs = []
    for order in (listed.args[1], tuple(reversed(listed.args[1])), (g2, o1, y3)):
        st = sc.st.clone()
        evs = sc.game.apply(st, Action(A, "sum", (p3, order)))
        runs.append((st.to_json(), evs))
    assert runs[0] == runs[1] == runs[2]
    with pytest.raises(IllegalAction, match="but the target is"):
        sc.game.apply(sc.st.clone(), Action(A, "sum", (p3, (g2, b5))))   # 3 + 2 + 5 = 10, not 9
