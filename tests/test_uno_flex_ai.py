"""UNO FLEX bots and the drawn-card decision, which now follows every draw (playable card or not)."""

import pytest

from tabletop.ai import make_bot
from tabletop.ai.registry import get_policy
from tabletop.ai.driver import play
from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tests.test_uno_flex_helpers import G, Scene

A = 0


def _drawn(hand, top, drawn, power=None):
    sc = Scene()
    sc.setup({A: hand}, [top], draw_top=[drawn], power=power)
    sc.act(A, "draw")
    return sc


def _choose(sc, level):
    return make_bot(G.id, level, 7).choose(G, G.view(sc.st, A), G.legal_actions(sc.st, A))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_an_unplayable_drawn_card_is_kept(level):
    sc = _drawn(["Y1", "G3"], "R6", "B2")
    legal = G.legal_actions(sc.st, A)
    assert legal == [Action(A, "keep")]
    scores = get_policy(G.id, level)(G, G.view(sc.st, A), legal, Rng(1))  # the policy copes with it too
    assert len(scores) == 1
    assert _choose(sc, level) == Action(A, "keep")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_playable_drawn_card_is_played(level):
    sc = _drawn(["Y1", "G3"], "R6", "R8")
    assert _choose(sc, level) == Action(A, "play", (sc.hand(A)[-1], "regular"))


def test_normal_keeps_a_drawn_draw_four_it_could_only_bluff_with():
    """Power red (no flex side), a red card in hand: a regular Draw Four would be a bluff; normal keeps it."""
    sc = _drawn(["R1", "Y3", "G2"], "R6", "FWD4", power=[False, True, True, True])
    fwd4 = sc.hand(A)[-1]
    assert set(G.legal_actions(sc.st, A)) == {Action(A, "play", (fwd4, "regular")), Action(A, "keep")}
    assert _choose(sc, "normal") == Action(A, "keep")
    assert _choose(sc, "easy") == Action(A, "play", (fwd4, "regular"))


def test_bots_finish_rounds_answering_every_drawn_decision():
    """Whole rounds at normal and easy, replayed with legality checks: dead draws kept, some live ones played."""
    dead = live_played = 0
    for seed in range(6):
        bots = [make_bot(G.id, lv, seed * 10 + i) for i, lv in enumerate(["normal", "easy", "easy", "normal"])]
        actions = play(G, G.new_state(seed, 4), bots)
        st = G.new_state(seed, 4)
        for a in actions:
            if st.pending and st.pending["type"] == "drawn":
                legal = G.legal_actions(st, st.pending["seat"])
                if legal == [Action(st.pending["seat"], "keep")]:
                    dead += 1
                    assert a.kind == "keep"
                elif a.kind == "play":
                    live_played += 1
            G.apply(st, a)
        assert st.phase != "play" and st.result["winners"]
    assert dead > 0 and live_played > 0
