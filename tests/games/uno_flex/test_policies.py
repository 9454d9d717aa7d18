"""UNO FLEX's policies: the decisions a good player makes in clear situations (split from the shared policy
tests; decision speed is measured by scripts/bench_ai.py: a test asserts no wall-clock time)."""

from tabletop.engine.actions import Action
from tests.policies import choose, react


def uno():
    from tests.games.uno_flex.helpers import G, Scene
    return G, Scene


def test_uno_goes_out_and_calls_and_catches():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["Y5"]}, ["Y1"], current=0)
    assert choose(G, sc.st, 0) == Action(0, "play", (sc.hand(0)[0], "regular"))
    sc = Scene(4).setup({0: ["Y5", "Y6"]}, ["Y1"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert react(G, sc.st, 0) == Action(0, "uno")
    assert react(G, sc.st, 2) == Action(2, "catch", (0,))
    assert choose(G, sc.st, 1).kind == "catch"  # the next player catches before playing


def test_uno_keeps_colour_options_and_wilds():
    G, Scene = uno()
    # blue 2 matches by number; yellow 6 keeps the three yellows together; the wild waits
    sc = Scene(4).setup({0: ["Y6", "Y7", "Y3", "B2", "FWT2"]}, ["Y2"], current=0)
    a = choose(G, sc.st, 0)
    assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "yellow" and a.args[1] == "regular"


def test_uno_names_the_colour_it_holds_most():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["WAF", "R1", "R2", "R3", "G5"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert sc.st.pending["type"] == "colour"
    assert choose(G, sc.st, 0) == Action(0, "colour", ("red",))


def test_uno_aims_draws_at_the_leader():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["FWT2", "R1", "R2"], 2: ["G1", "G2"]}, ["Y2"], current=0, fill=6)
    sc.act(0, "play", sc.hand(0)[0], "flex")
    assert sc.st.pending["type"] == "target"
    assert choose(G, sc.st, 0) == Action(0, "target", (2,))


def test_uno_blocks_the_next_player_close_to_going_out():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["Y7", "D2-Y", "B5"], 1: ["G1"]}, ["Y2"], current=0)
    a = choose(G, sc.st, 0)
    assert G.cards[a.args[0]]["kind"] == "draw_two"


def test_uno_never_bluffs_a_draw_four():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["FWD4", "Y7", "B5"]}, ["Y2"], current=0, power=[False] * 4)
    a = choose(G, sc.st, 0)
    assert a != Action(0, "play", (sc.hand(0)[0], "regular"))
    assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "yellow"


def test_uno_challenges_only_when_the_odds_favour_it():
    G, Scene = uno()
    # the Draw Four player still holds many cards: a legal Draw Four is unlikely, challenge
    sc = Scene(4).setup({0: ["FWD4", "R1", "R2", "R3", "R4", "R5", "R6", "R7"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == 1
    assert choose(G, sc.st, 1) == Action(1, "challenge")
    # with one card left it is probably legal: accept
    sc = Scene(4).setup({0: ["FWD4", "R1", "R2"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    assert choose(G, sc.st, 1) == Action(1, "accept")


def test_uno_easy_plays_rather_than_draws():
    G, Scene = uno()
    for seed in range(10):
        sc = Scene(4).setup({0: ["Y6", "B3", "G4"]}, ["Y2"], current=0)
        assert choose(G, sc.st, 0, "easy", seed).kind == "play"


def test_uno_plays_its_coloured_card_and_keeps_the_wild_for_last():
    """With Red 4 and a wild on red, normal and hard's prior play the Red 4: the wild kept for last always
    fits, the red card might not (they played the wild first, then were stuck or caught)."""
    G, Scene = uno()
    for level in ("normal", "hard::8"):
        sc = Scene(4).setup({0: ["R4", "FWT2"]}, ["R5"], current=0)
        a = choose(G, sc.st, 0, level)
        assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "red", (level, a)


def test_easy_never_names_a_colour_it_holds_none_of():
    """Easy picks a colour at random among those it holds (it named yellow holding only Red 5)."""
    G, Scene = uno()
    for seed in range(30):
        sc = Scene(4).setup({0: ["WAF", "R5", "R2"]}, ["Y2"], current=0)
        sc.act(0, "play", sc.hand(0)[0], "regular")
        assert choose(G, sc.st, 0, "easy", seed) == Action(0, "colour", ("red",)), seed
