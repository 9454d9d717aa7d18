"""TOWAI: after a play the turn never ends by itself, so whether the player could have gone on with a
combo stays hidden (at a real table a player with nothing to add says "done", like one who chooses to)."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.state import State
from tests.games.towai.helpers import G, Scene, all_cards_once, code

A, B, C = 0, 1, 2


def twins(hands, could, could_not, field, side):
    """Two states identical except that A holds `could` (a card that can continue the combo) in one and
    `could_not` in the other; the other card lies at the bottom of the hidden draw pile."""
    sc = Scene()
    hands = dict(hands)
    hands[A] = list(hands[A]) + [could]
    sc.setup(hands, field, side, draw=[could_not, "N4", "D7", "N5"])
    fits = sc.st
    other = State.from_json(fits.to_json())
    x, y = fits.zones["hand"][A][-1], fits.zones["draw"][0]
    assert (code(x), code(y)) == (could, could_not)
    other.zones["hand"][A][-1], other.zones["draw"][0] = y, x
    assert all_cards_once(fits) and all_cards_once(other)
    return fits, other


def card(st, seat, c):
    return next(x for x in st.zones["hand"][seat] if code(x) == c)


def play_then_stop(st, first, picks=()):
    """A plays `first` (then every seat makes its Swap pick, if any) and stops: what each other seat and
    a spectator saw of it (events of the play, events of the stop, the view after)."""
    events = G.apply(st, Action(A, "play", (card(st, A, first),)))
    for s, c in picks:
        events += G.apply(st, Action(s, "swap", (card(st, s, c),)))
    legal = G.legal_actions(st)
    assert st.current == A and st.pending is None and Action(A, "stop") in legal  # always asked
    could = any(a.kind == "play" for a in legal)
    stop = G.apply(st, Action(A, "stop"))
    assert st.current == B and st.vars["stage"] == "play"
    seen = {s: (G.redact(events, s), G.redact(stop, s), G.view(st, s)) for s in (B, C)}
    seen[None] = (G.redact(events, None), G.redact(stop, None))
    return could, seen


CASES = [  # (A's hand besides the twin card, card A plays, twin that fits, twin that does not, field, side)
    (["D3", "N1"], "D3", "D3", "N2", ["D3"], "day"),        # the rulebook's plain combo
    (["T3", "N1"], "T3", "N3", "D3", ["D3"], "day"),        # Draw: the others draw, then N3 fits night
    (["T6", "D7"], "T6", "T6", "N5", ["D4"], "day"),        # a flip: another Twai 6 fits night too
    (["D5", "D7"], "D5", "T5", "N1", ["D4"], "day"),        # the next card would be a Swap
]


@pytest.mark.parametrize("hand,first,could,could_not,field,side", CASES)
def test_stopping_looks_the_same_whether_or_not_a_combo_card_fits(hand, first, could, could_not, field, side):
    fits, other = twins({A: hand}, could, could_not, field, side)
    assert G.view(fits, B) == G.view(other, B) and G.view(fits, A) != G.view(other, A)
    could_1, seen_1 = play_then_stop(fits, first)
    could_2, seen_2 = play_then_stop(other, first)
    assert (could_1, could_2) == (True, False)  # only one of them could have gone on...
    for s in (B, C, None):
        assert seen_1[s] == seen_2[s], s  # ...and no other seat can tell which


def test_stopping_after_a_swap_looks_the_same_whether_or_not_a_5_is_left():
    hands = {A: ["T5", "N1"], B: ["D3", "D4"], C: ["N2", "N4"]}
    fits, other = twins(hands, "T5", "D7", ["D5"], "day")
    picks = ((A, "N1"), (B, "D3"), (C, "N4"))
    could_1, seen_1 = play_then_stop(fits, "T5", picks)
    could_2, seen_2 = play_then_stop(other, "T5", picks)
    assert (could_1, could_2) == (True, False)
    for s in (B, C, None):
        assert seen_1[s] == seen_2[s], s


def test_determinize_does_not_infer_a_combo_card():
    sc = Scene()
    sc.setup({A: ["D3", "D3", "N1", "N2", "N3"]}, ["D3"], "day")
    sc.play(A, "D3")  # A may hold another 3 that fits, or not: "stop" is offered either way
    assert sc.st.vars["stage"] == "combo"
    could = set()
    for seed in range(40):
        d = G.determinize(G.view(sc.st, B), seed)
        kinds = {a.kind for a in G.legal_actions(d, A)}
        assert "stop" in kinds and all_cards_once(d)
        assert d.zones["hand"][B] == sc.hand(B) and len(d.zones["hand"][A]) == 4
        could.add("play" in kinds)
    assert could == {True, False}  # samples with and without a fitting 3: nothing pins one in A's hand
