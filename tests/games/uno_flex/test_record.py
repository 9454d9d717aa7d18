"""UNO FLEX: the table's public record of each hand (uno_flex_record) and the sampled hands that fit it."""

import pytest

from tabletop.ai import make_bot
from tabletop.ai.driver import decide
from tabletop.engine.actions import Action
from tabletop.engine.state import State
from tabletop.games.uno_flex import record as R
from tabletop.games.uno_flex.tables import tables
from tests.games.uno_flex.helpers import G, Scene

T = tables(G)


def _scene(hands, discard, draw_top=(), **kw):
    sc = Scene()
    sc.setup(hands, discard, draw_top=draw_top, **kw)
    R.start(sc.st)
    return sc


def test_a_round_starts_with_one_unmarked_group_per_hand():
    st = G.new_state(3, 4)
    assert st.vars["held"] == [[[7]] for _ in range(4)]


def test_choosing_to_draw_marks_every_held_card_and_a_kept_card_too():
    sc = _scene({0: ["Y1", "G3"]}, ["R6"], draw_top=["B2"])
    sc.act(0, "draw")
    m = R.code(T.cidx["red"], sc.st.zones["discard"][-1], True)
    assert sc.st.vars["held"][0] == [[2, m], [1]]
    sc.act(0, "keep")
    assert sc.st.vars["held"][0] == [[2, m], [1, m]]


def test_a_played_drawn_card_leaves_the_unmarked_group():
    sc = _scene({0: ["Y1", "G3"]}, ["R6"], draw_top=["R8"])
    sc.act(0, "draw")
    drawn = sc.hand(0)[-1]
    sc.act(0, "play", drawn, "regular")
    assert sc.st.vars["held"][0] == [[2, R.code(T.cidx["red"], sc.st.zones["discard"][-2], True)]]


def test_a_played_card_leaves_the_most_marked_group_it_fits():
    """Y1 could come from either group; the record takes it from the marked one (claims less)."""
    sc = _scene({0: ["Y1", "G3"], 1: ["Y5", "B5"]}, ["R6"], draw_top=["B2", "G7"])
    sc.act(0, "draw")
    sc.act(0, "keep")
    st = sc.st
    st.vars["held"][0] = [[2, R.code(T.cidx["red"], st.zones["discard"][-1], True)], [1]]
    st.current, st.vars["colour"] = 0, "yellow"
    y1 = sc.hand(0)[0]
    sc.act(0, "play", y1, "regular")
    assert st.vars["held"][0] == [[1, st.vars["held"][0][0][1]], [1]]  # the marked group lost the card


def test_a_card_the_record_says_was_not_held_clears_the_seats_marks():
    """A player who drew holding a red card later plays it: the habit did not hold, the marks go."""
    sc = _scene({0: ["R1", "G3"]}, ["R6"], draw_top=["B2"])
    sc.act(0, "draw")
    sc.act(0, "keep")
    st = sc.st
    st.current = 0
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert st.vars["held"][0] == [[2]]


def test_every_group_count_adds_up_to_the_hand_through_whole_rounds():
    for seed in range(8):
        st = G.new_state(seed, 4)
        bots = [make_bot(G.id, lv, seed * 4 + j) for j, lv in enumerate(["normal", "easy", "random", "normal"])]
        last = None
        while st.phase == "play":
            for s in range(4):
                assert sum(g[0] for g in st.vars["held"][s]) == len(st.zones["hand"][s])
                assert all(g[0] > 0 for g in st.vars["held"][s])
            a = decide(G, st, bots, last)
            G.apply(st, a, False)
            last = a.seat


def test_the_record_is_public_and_survives_json():
    st = G.new_state(5, 4)
    bots = [make_bot(G.id, "normal", j) for j in range(4)]
    last = None
    for _ in range(60):
        a = decide(G, st, bots, last)
        G.apply(st, a, False)
        last = a.seat
    for s in range(4):
        assert G.view(st, s)["vars"]["held"] == st.vars["held"]
    assert State.from_json(st.to_json()).vars["held"] == st.vars["held"]


def test_sampled_hands_fit_their_marked_groups():
    """Seat 1 drew on red 6 holding four cards and kept the card it drew: in every sampled world its five
    cards are neither red, nor 6s, nor wild, and the world is a whole deck."""
    sc = _scene({0: ["Y2", "G4"], 1: ["G1", "B3", "Y8", "B5"]}, ["R6"], draw_top=["G2", "B7"], current=1)
    sc.act(1, "draw")
    sc.act(1, "keep")
    st = sc.st
    view = G.view(st, 0)
    marked = st.vars["held"][1]
    assert [g[0] for g in marked] == [4, 1] and all(len(g) == 2 for g in marked)
    for seed in range(40):
        w = G.determinize(view, seed)
        hand = w.zones["hand"][1]
        assert len(hand) == 5
        for c in hand:
            assert R.fits(T, c, marked[0]), G.cards[c]
        assert w.vars["held"] == st.vars["held"]
        everything = sorted(c for z in ("draw", "discard", "box") for c in w.zones[z])
        everything += [c for h in w.zones["hand"] for c in h]
        assert sorted(everything) == list(range(G.n_cards))


def test_sampled_hands_keep_cards_the_viewer_has_seen():
    sc = _scene({0: ["Y2"], 1: ["G1", "B3", "Y8"]}, ["R6"], draw_top=["G2"], current=1)
    sc.act(1, "draw")
    sc.act(1, "keep")
    st = sc.st
    seen = st.zones["hand"][1][0]
    st.known[0][str(seen)] = 1
    for seed in range(10):
        w = G.determinize(G.view(st, 0), seed)
        assert seen in w.zones["hand"][1] and len(w.zones["hand"][1]) == 4


@pytest.mark.parametrize("held", [None, [[[1]], [[9]], [[5]], [[5]]]])
def test_a_missing_or_stale_record_deals_freely(held):
    """A state saved before the record existed, or one whose record disagrees with the hand sizes."""
    sc = Scene()
    sc.setup({0: ["Y2"]}, ["R6"])
    if held is not None:
        sc.st.vars["held"] = held
    view = G.view(sc.st, 0)
    w = G.determinize(view, 1)
    assert [len(h) for h in w.zones["hand"]] == [1, 5, 5, 5]
    assert G.legal_actions(w)
    G.apply(sc.st, Action(0, "draw"))  # the record's bookkeeping copes with the gap too


def test_hard_drops_the_record_of_a_seat_labelled_random_only():
    """A random player draws whenever it likes, so its draws say nothing about its hand."""
    sc = _scene({0: ["R1", "R3", "Y6"], 1: ["G1", "B3"], 2: ["G3", "B5"]}, ["R6"], draw_top=["G2", "B7"],
                current=1)
    sc.act(1, "draw")
    sc.act(1, "keep")
    sc.act(2, "draw")
    sc.act(2, "keep")
    st = sc.st
    st.current = 0
    seen = []
    real = G.determinize

    def spy(view, seed):
        seen.append(view["vars"]["held"])
        return real(view, seed)
    bot = make_bot(G.id, "hard::4", 1, opponents=["hard", "random", "normal", "normal"])
    try:
        G.determinize = spy
        bot.choose(G, G.view(st, 0), G.legal_actions(st, 0))
    finally:
        del G.determinize
    assert seen
    for held in seen:
        assert held[1] == [[3]]                                   # the random seat: any cards
        assert held[2] == st.vars["held"][2] and len(held[2][0]) > 1  # a normal seat keeps its marks
    assert len(st.vars["held"][1][0]) > 1                        # the state itself is untouched
