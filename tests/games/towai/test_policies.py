"""TOWAI's policies: the decisions a good player makes in clear situations (split from the shared policy
tests; decision speed is measured by scripts/bench_ai.py: a test asserts no wall-clock time)."""

from tabletop.engine.actions import Action
from tests.policies import choose


def tw():
    from tests.games.towai.helpers import G, Scene
    return G, Scene


def test_towai_plays_reset_for_a_free_lead():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["T4", "D5", "N2", "D7"]}, field=["N5"], side="night", current=0)
    a = choose(G, sc.st, 0)
    assert a == Action(0, "play", (sc.find(0, "T4"),))


def test_towai_leads_the_side_that_sheds_a_combo():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["D3", "T3", "N3", "D6", "N1"]}, current=0)
    a = choose(G, sc.st, 0)
    assert a.kind == "orient"
    sc.act(0, *(a.kind, *a.args))
    b = choose(G, sc.st, 0)
    assert G.cards[b.args[0]]["number"] == 3  # the three 3s go together
    sc.act(0, "play", b.args[0])
    assert choose(G, sc.st, 0).kind == "play"  # and the combo goes on


def test_towai_plays_rather_than_passes():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["D6", "N2", "N3"]}, field=["D5"], side="day", current=0)
    assert choose(G, sc.st, 0) == Action(0, "play", (sc.find(0, "D6"),))


def test_towai_swap_gives_the_least_useful_card():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["T5", "T2", "D4", "N2", "N1", "D7"]}, field=["D3"], side="day", current=0)
    sc.play(0, "T5")
    assert sc.st.pending and sc.st.pending["type"] == "swap"
    a = choose(G, sc.st, 0)
    assert a.args[0] == sc.find(0, "D4")  # a lone middle number: no combo, no blocking power
