"""TWEAK: capture enumeration (distinct, complete, fast), rule variants, options, words, deck data, bad configs."""

import copy
import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.games.tweak.tables import tables
from tabletop.rules.loader import build_game
from tests.configs import bad
from tests.games.tweak.helpers import RAW, G, Scene

T = tables(G)
NUMBERS = list(T.numbers)


def make_state(hand, table, top_back_card, mod=0, min_k=1):
    """A 2-player state with exact hand/table ids and one deck card (setting the target)."""
    st = G.new_state(1, 2, {"min_table_cards": min_k})
    rest = [c for c in range(G.n_cards) if c not in hand and c not in table and c != top_back_card]
    st.zones.update(hand=[list(hand), []], table=list(table), deck=[top_back_card], box=rest, tdeck=[], blue=[])
    st.zones["tzone"], st.zones["won"] = [[], []], [[], []]
    st.vars.update(mod=mod, used=False)
    st.current, st.pending = 0, None
    return st


def brute_force(hand, table, target, min_k):
    """{(hand face, sorted table faces)} of every sum, by trying every subset of the table."""
    out = set()
    for h in hand:
        for k in range(min_k, len(table) + 1):
            for sub in itertools.combinations(table, k):
                if T.value[h] + sum(T.value[c] for c in sub) == target:
                    out.add((T.face[h], tuple(sorted(T.face[c] for c in sub))))
    return out


@settings(max_examples=150, deadline=None)
@given(hs.data())
def test_captures_are_complete_and_distinct(data):
    cards = data.draw(hs.permutations(NUMBERS))
    n_table = data.draw(hs.integers(0, 12))
    hand, table, top = cards[:3], cards[3:3 + n_table], cards[3 + n_table]
    mod = data.draw(hs.sampled_from([-1, 0, 1]))
    min_k = data.draw(hs.integers(0, 2))
    st = make_state(hand, table, top, mod, min_k)
    target = T.back[top] + mod
    legal = [a.args for a in G.legal_actions(st) if a.kind == "sum"]
    keys = [(T.face[h], tuple(sorted(T.face[c] for c in sub))) for h, sub in legal]
    assert len(keys) == len(set(keys))  # no two listed sums look the same
    assert set(keys) == brute_force(hand, table, target, min_k)
    for h, sub in legal:
        assert h in hand and set(sub) <= set(table) and list(sub) == sorted(sub) and len(sub) >= min_k
        assert T.value[h] + sum(T.value[c] for c in sub) == target
    places = [a.args[0] for a in G.legal_actions(st) if a.kind == "place"]
    assert len(places) == len({T.face[c] for c in hand})


def _small_cards():
    """The 1s and 2s of every colour: the table that makes the most sums."""
    return [c for c in NUMBERS if T.value[c] <= 2]


def test_twelve_card_table_lists_every_capture():
    ones_twos = _small_cards()
    table = ones_twos[:12]
    hand = [c for c in NUMBERS if T.value[c] == 1 and c not in table][:1] + \
        [c for c in NUMBERS if T.value[c] == 3][:2]
    top = next(c for c in NUMBERS if T.back[c] == 10 and c not in table and c not in hand)
    st = make_state(hand, table, top, mod=1)
    acts = G.legal_actions(st)
    sums = [a for a in acts if a.kind == "sum"]
    assert len(sums) == len(brute_force(hand, table, 11, 1)) > 20   # timed in scripts/bench_engine.py


def test_twelve_distinct_faces_table_lists_every_capture():
    """The worst 12-card table: a 1 and a 2 of every colour (no twins to merge), target 10 + Joker."""
    ones = [c for c in NUMBERS if T.value[c] == 1][::2]
    twos = [c for c in NUMBERS if T.value[c] == 2][::2]
    table = ones + twos
    assert len({T.face[c] for c in table}) == 12
    hand = [c for c in NUMBERS if T.value[c] == 1 and c not in table][:1] + \
        [c for c in NUMBERS if T.value[c] in (3, 4)][:2]
    top = next(c for c in NUMBERS if T.back[c] == 10 and c not in table and c not in hand)
    st = make_state(hand, table, top, mod=1)
    acts = G.legal_actions(st)
    sums = [a for a in acts if a.kind == "sum"]
    assert len(sums) == len(brute_force(hand, table, 11, 1)) > 1000   # timed in scripts/bench_engine.py


def test_identical_cards_make_one_capture_and_the_twin_is_explained():
    sc = Scene()
    sc.setup({0: ["G6", "P6"]}, table=["O1", "O1", "Y2"], deck=["R1[b9]"], deck_fill=2)
    A = sc.A
    g6 = sc.hand(A)[0]
    o1a, o1b, y2 = sc.zone("table")
    got = [a.args for a in sc.legal() if a.kind == "sum" and a.args[0] == g6]
    assert got == [(g6, tuple(sorted((min(o1a, o1b), y2))))]  # either Orange 1: one capture
    twin = max(o1a, o1b)
    with pytest.raises(IllegalAction, match="this sum is listed as .Sum Green 6 \\+ Orange 1 \\+ Yellow 2 = 9"):
        sc.sum(A, g6, (twin, y2))


def test_identical_hand_cards_are_one_place():
    sc = Scene()
    sc.setup({0: ["O1", "O1", "Y2"]}, table=["B6"], deck=["R1[b10]"], deck_fill=2)
    o1a, o1b, y2 = sc.hand(sc.A)
    assert sorted(a.args[0] for a in sc.legal() if a.kind == "place") == sorted([min(o1a, o1b), y2])
    with pytest.raises(IllegalAction, match="cards that look the same are the same move"):
        sc.act(sc.A, "place", max(o1a, o1b))


def test_min_table_cards_zero_allows_the_hand_card_alone_but_it_is_no_tweak():
    sc = Scene(options={"min_table_cards": 0})
    sc.setup({0: ["O6", "P1"]}, table=["Y3"], tzone={0: ["joker"]})
    A = sc.A
    o6 = sc.hand(A)[0]
    assert (o6, ()) not in {a.args for a in sc.legal() if a.kind == "sum"}
    sc.act(A, "use_joker", -1)
    evs = sc.act(A, "sum", o6, ())
    e = next(e for e in evs if e["type"] == "sum")
    assert (e["total"], e["target"], e["tweak"]) == (6, 6, False) and sc.zone("table") != []


def test_min_table_cards_zero_on_an_empty_table():
    sc = Scene(options={"min_table_cards": 0})
    sc.setup({0: ["O6", "P1"]}, tzone={0: ["joker"]})
    sc.act(sc.A, "use_joker", -1)
    evs = sc.act(sc.A, "sum", sc.hand(sc.A)[0], ())
    assert next(e for e in evs if e["type"] == "sum")["tweak"] is False and not sc.zone("tzone", sc.A)


def test_min_table_cards_two():
    sc = Scene(options={"min_table_cards": 2})
    sc.setup({0: ["O6", "P1"]}, table=["Y1", "G3", "B3"])
    o6, p1 = sc.hand(sc.A)
    got = {a.args for a in sc.legal() if a.kind == "sum"}
    assert got == {(p1, tuple(sorted(sc.zone("table")[1:])))}
    with pytest.raises(IllegalAction, match="at least 2 table cards"):
        sc.sum(sc.A, o6, (sc.zone("table")[0],))


def test_joker_minus_one_and_tweak_uses_the_modified_target():
    sc = Scene()
    sc.setup({0: ["O3", "P1"]}, table=["Y2", "G1"], deck=["R1[b7]"], deck_fill=3, tzone={0: ["joker"]})
    o3 = sc.hand(sc.A)[0]
    sc.act(sc.A, "use_joker", -1)
    assert sc.target() == 6
    evs = sc.sum(sc.A, o3, sc.zone("table")[:])
    assert next(e for e in evs if e["type"] == "tweak")
    assert sc.target() == 7


def test_tweak_with_an_empty_t_deck_still_refills_the_table():
    sc = Scene()
    sc.setup({0: ["G6", "P1", "B1"]}, table=["O1", "Y2"], deck=["R3[b9]", "O2[b7]", "Y1[b10]"])
    A = sc.A
    sc.st.zones["box"] += sc.zone("tdeck")
    sc.st.zones["tdeck"] = []
    evs = sc.sum(A, sc.hand(A)[0], sc.zone("table")[:])
    assert next(e for e in evs if e["type"] == "tweak")["card"] == -1 and sc.zone("tzone", A) == []
    assert len(sc.zone("table")) == 2 and sc.zone("deck") == []  # RES-21


def test_refill_gives_the_hand_priority_over_the_table():
    """RES-23: after a TWEAK with 2 deck cards left and 2 hand cards missing, the table gets none."""
    sc = Scene()
    sc.setup({0: ["G6", "P1"]}, table=["O1", "Y2"], deck=["R3[b9]", "O2[b7]"])
    A = sc.A
    g6, p1 = sc.hand(A)
    r3, o2 = sc.zone("deck")[::-1]
    evs = sc.sum(A, g6, sc.zone("table")[:])
    assert next(e for e in evs if e["type"] == "sum")["tweak"] is True
    assert sc.hand(A) == [p1, r3, o2] and sc.zone("table") == [] and sc.zone("deck") == []
    assert sc.target() == 7 and sc.st.current == sc.B


def test_colours_besides_red_are_random_by_default():
    """RES-14: red plus a random choice of the others, drawn from the seed."""
    seen = {tuple(G.new_state(seed, 3).vars["colours"]) for seed in range(30)}
    assert all(c[0] == "red" and len(c) == 4 for c in seen) and len(seen) >= 5
    assert G.new_state(7, 3).vars["colours"] == G.new_state(7, 3).vars["colours"]


def test_shifter_on_the_last_deck_card_makes_the_target_seven():
    sc = Scene()
    sc.setup({0: ["G5", "P1"]}, table=["Y4"], deck=["R2[b10]"], tzone={0: ["shifter"]})
    assert sc.target() == 10
    sc.act(sc.A, "use_shifter")
    assert sc.zone("deck") == [] and sc.target() == 7 and len(sc.zone("table")) == 2


def test_thief_victims_are_the_others_with_cards():
    sc = Scene(players=4)
    sc.setup({0: ["R6"], sc.seats[1]: ["O1"], sc.seats[2]: [], sc.seats[3]: ["Y1", "Y2"]}, table=["B6"],
             tzone={0: ["thief", "thief"]})
    got = [a.args[0] for a in sc.legal() if a.kind == "use_thief"]
    assert got == [sc.seats[1], sc.seats[3]]  # in turn order, one action however many Thieves
    with pytest.raises(IllegalAction, match="steals from another player"):
        sc.act(sc.A, "use_thief", sc.A)


def test_bomb_without_victims_has_no_effect():
    sc = Scene()
    sc.setup({0: ["R6", "R4"], 1: [], 2: []}, table=["B6"], tzone={0: ["bomb"]})
    bomb = sc.zone("tzone", sc.A)[0]
    sc.act(sc.A, "use_bomb")
    assert sc.st.pending is None and bomb in sc.zone("won", sc.A) and sc.st.vars["used"] is True
    assert {a.kind for a in sc.legal()} == {"place"}


def test_bomb_skips_players_without_cards():
    sc = Scene(players=4)
    s1, s2, s3 = sc.seats[1:]
    sc.setup({0: ["R6"], s1: [], s2: ["O1"], s3: ["Y1", "Y2"]}, table=["B6"], tzone={0: ["bomb"]})
    sc.act(sc.A, "use_bomb")
    assert sc.st.pending == {"type": "bomb", "seat": s2, "by": sc.A, "queue": [s3]}
    sc.act(s2, "give", sc.hand(s2)[0])
    assert {a.seat for a in sc.legal()} == {s3}
    with pytest.raises(IllegalAction, match="Put one card from your hand on the table"):
        sc.act(s3, "give", sc.zone("table")[0])


def test_t_card_use_needs_the_card():
    sc = Scene()
    sc.setup({0: ["R6"]}, table=["B6"], tzone={0: ["joker"]})
    with pytest.raises(IllegalAction, match="You have no Bomb card"):
        sc.act(sc.A, "use_bomb")
    with pytest.raises(IllegalAction, match=r"\+1 or -1"):
        sc.act(sc.A, "use_joker", 2)
    with pytest.raises(IllegalAction, match="only when a Bomb goes off"):
        sc.act(sc.A, "give", sc.hand(sc.A)[0])


def test_sum_reasons():
    sc = Scene()
    sc.setup({0: ["O4", "Y5"]}, table=["G1"], deck=["R1[b10]"], deck_fill=3)
    o4, y5 = sc.hand(sc.A)
    g1 = sc.zone("table")[0]
    with pytest.raises(IllegalAction, match="don't hold that card"):
        sc.sum(sc.A, g1, (g1,))
    with pytest.raises(IllegalAction, match="only use cards that are on the table"):
        sc.sum(sc.A, o4, (y5,))
    with pytest.raises(IllegalAction, match="at least one table card"):
        sc.act(sc.A, "sum", o4, ())
    with pytest.raises(IllegalAction, match="names one hand card and a list"):
        sc.act(sc.A, "sum", o4)


def test_describe():
    sc = Scene()
    sc.setup({0: ["P3"]}, table=["O1", "Y3", "G2"])
    p3 = sc.hand(sc.A)[0]
    o1, y3, g2 = sc.zone("table")
    d = G.describe
    assert d(Action(0, "sum", (p3, (o1, y3, g2)))) == "Sum Purple 3 + Orange 1 + Yellow 3 + Green 2 = 9"
    assert d(Action(0, "place", (p3,))) == "Place Purple 3"
    assert d(Action(0, "give", (p3,))) == "Put Purple 3 on the table (Bomb)"
    assert d(Action(0, "use_thief", (2,))) == "Use the Thief on player 3"
    assert d(Action(0, "use_joker", (-1,))) == "Use the Joker: target -1"
    assert d(Action(0, "use_shifter")) == "Use the Shifter" and d(Action(0, "use_bomb")) == "Use the Bomb"


# -- deck data and options ------------------------------------------------------------------------
def test_deck_composition_and_points():
    cards = G.cards
    assert len(cards) == 65
    nums = [c for c in cards if c["kind"] == "number"]
    assert len(nums) == 54
    for col in ("red", "orange", "yellow", "green", "blue", "purple"):
        assert sorted(c["value"] for c in nums if c["colour"] == col) == [1, 1, 2, 2, 3, 3, 4, 5, 6]
        assert sum(T.points[i] for i in T.by_colour[col]) == (29 if col == "red" else 12)
    assert [c["back"] for c in nums] == [7 + i % 4 for i in range(54)]  # RES-15, in list order
    assert Counter(c["back"] for c in nums) == {7: 14, 8: 14, 9: 13, 10: 13}
    assert Counter(c["kind"] for c in cards if c["kind"] != "number") == {
        "thief": 4, "joker": 3, "shifter": 2, "bomb": 1, "target": 1}
    assert all(T.points[i] == 2 for i in T.t_cards) and T.empty_target == 7


@pytest.mark.parametrize("opts,players,msg", [
    ({"colour_red": "out"}, 4, "option colour_red must be one of in, not 'out'"),
    ({"colour_count": 1}, 6, "make 9 number cards; 6 players need at least 20"),
    ({"colour_count": 2, "colour_orange": "in", "colour_blue": "in"}, 2,
     "Colours in play is 2, but 3 colours are in .red, orange and blue; red is always in.: set one to auto or out, "
     "or raise Colours in play"),
    ({"colour_count": 6, "colour_orange": "out"}, 3,
     "Colours in play is 6, but only 5 colours are not out .red, yellow, green, blue and purple.: set one more to "
     "auto or in, or lower Colours in play"),
    ({"colour_count": 2}, 6, "make 18 number cards; 6 players need at least 20"),
])
def test_bad_colour_options(opts, players, msg):
    with pytest.raises(ValueError, match=msg):
        G.new_state(1, players, opts)


@pytest.mark.parametrize("opts,players,want", [
    ({"colour_purple": "out"}, 5, 5),                        # remove a colour: shorter
    ({"colour_orange": "in", "colour_yellow": "in", "colour_green": "in", "colour_blue": "in"}, 2, 5),  # add one
    ({"colour_count": 6}, 2, 6),
    ({"colour_count": 1}, 2, 1),                              # 9 cards >= 3*2 + 2
])
def test_player_licence(opts, players, want):
    st = G.new_state(2, players, opts)
    cols = st.vars["colours"]
    assert len(cols) == want and "red" in cols
    assert all(c in cols for c in G.params["colours"] if opts.get(f"colour_{c}") == "in")
    assert all(c not in cols for c in G.params["colours"] if opts.get(f"colour_{c}") == "out")


def test_colours_are_kept_for_the_whole_match():
    st = G.new_state(9, 3)
    cols = st.vars["colours"][:]
    for _ in range(3):
        G.end_round(st, [], [0], [0, 0, 0])
        G.apply(st, Action(-1, "next_round"))
        assert st.vars["colours"] == cols


# -- malformed configs -------------------------------------------------------------------------
def _bad(fn):
    return bad("tweak.yaml", fn)


def test_config_without_the_blue_card():
    def drop(c):
        c["deck"]["cards"].pop()
        c["deck"]["count"] = 64
    e = _bad(drop)
    assert e.key == "deck.cards" and "exactly one blue target card" in e.reason


def test_config_number_card_without_colour():
    e = _bad(lambda c: c["deck"]["cards"][3].pop("colour"))
    assert e.key.startswith("deck.cards (card 3") and "not one of rules.colours" in e.reason


def test_config_number_card_without_back():
    e = _bad(lambda c: c["deck"]["cards"][5].pop("back"))
    assert e.key.startswith("deck.cards (card 5") and "back value" in e.reason


def test_config_back_out_of_range():
    e = _bad(lambda c: c["deck"]["cards"][0].update(back=11))
    assert e.key == "deck.cards[0].back" and "not an allowed value" in e.reason


def test_config_required_colour_unknown():
    e = _bad(lambda c: c["rules"].update(required_colour="pink"))
    assert e.key == "rules.required_colour"


def test_config_scoring_missing():
    e = _bad(lambda c: c["scoring"].pop("red_five"))
    assert e.key == "scoring.red_five"


def test_config_rules_typo():
    e = _bad(lambda c: c["rules"].update(table_strat=2))
    assert e.key == "rules.table_strat" and "unknown key" in e.reason


def test_config_colour_without_option():
    e = _bad(lambda c: c["options"].pop("colour_green"))
    assert e.key == "options" and "colour_green" in e.reason


def test_a_config_that_lets_red_out_is_still_refused_red_out():
    """The shipped config offers red only "in"; an edited one offering "out" meets the rule's own check."""
    cfg = copy.deepcopy(RAW)
    cfg["options"]["colour_red"]["choices"] = ["in", "out"]
    g = build_game(cfg, "tweak.yaml")
    with pytest.raises(ValueError, match="Red cards are always in play"):
        g.new_state(1, 4, {"colour_red": "out"})
