"""TWEAK's policies: the decisions a good player makes in clear situations (split from the shared policy
tests; decision speed is measured by scripts/bench_ai.py: a test asserts no wall-clock time)."""

from tabletop.engine.actions import Action
from tests.policies import choose


def tk():
    from tests.games.tweak.helpers import Scene
    return Scene


def test_tweak_takes_the_most_valuable_capture():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O1", "R5", "Y2"]}, table=["O3", "R2", "Y4", "G1"], deck=["O6[b8]"], deck_fill=8,
                        current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "sum"
    pts = g.cards[a.args[0]]
    assert {g.cards[c]["colour"] for c in a.args[1]} | {pts["colour"]} >= {"red"}


def test_tweak_prefers_the_tweak():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O4", "Y1", "G6"]}, table=["O3", "B1"], deck=["O6[b8]"], deck_fill=8, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "sum" and sorted(a.args[1]) == sorted(sc.st.zones["table"])


def test_tweak_joker_when_it_makes_a_capture():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O6", "Y6", "G6"]}, table=["R3", "B6"], deck=["O1[b8]"], deck_fill=2,
                        tzone={0: ["joker"]}, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a == Action(0, "use_joker", (1,))


def test_tweak_joker_turns_a_small_sum_into_a_tweak():
    """G6+B1 makes 7 (2 points, P1 left for the next player); Joker +1 makes G6+P1+B1 = 8, the whole
    table and a T! card: normal uses the Joker (it only ever used one when no sum was there)."""
    Scene = tk()
    for deck in ([], ["O1[b7]"]):   # the deck's last card or an empty deck: target 7 either way
        sc = Scene(4).setup(hands={0: ["G6", "G2"], 1: ["O3", "Y4"], 2: ["B2"], 3: ["P4", "O2"]},
                            table=["P1", "B1"], deck=deck, tzone={0: ["joker"]}, current=0)
        assert sc.target() == 7 and any(a.kind == "sum" for a in sc.game.legal_actions(sc.st))
        assert choose(sc.game, sc.st, 0) == Action(0, "use_joker", (1,)), deck


def test_tweak_places_the_card_least_useful_to_the_next_player():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["R5", "O6", "Y6"]}, table=["G6"], deck=["O1[b7]"], deck_fill=8, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "place" and g.cards[a.args[0]]["colour"] != "red"


def test_tweak_keeps_a_joker_that_makes_no_capture():
    """No capture at the target nor at one more or one less: normal places a card and keeps its Joker
    (it used it for nothing, then placed a card anyway: 13 of 35 Joker uses in 40 rounds)."""
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["R5", "O5", "Y4"]}, table=["B6"], deck=["O1[b8]"], deck_fill=8,
                        tzone={0: ["joker"]}, current=0)
    g = sc.game
    assert not any(a.kind == "sum" for a in g.legal_actions(sc.st))
    a = choose(g, sc.st, 0)
    assert a.kind == "place", a


def test_tweak_keeps_a_bomb_that_would_hit_nobody():
    """Every other hand is empty: the Bomb would do nothing, so normal places a card (it used the Bomb,
    which with used T! cards discarded threw away 2 points)."""
    Scene = tk()
    for used_score in (True, False):
        sc = Scene(3, {"used_tweak_cards_score": used_score}).setup(
            hands={0: ["O6", "Y6"], 1: [], 2: []}, table=["B5"], tzone={0: ["bomb"]}, current=0)
        a = choose(sc.game, sc.st, 0)
        assert a.kind == "place", (used_score, a)


def test_tweak_counts_the_points_a_used_t_card_loses_under_the_house_option():
    """With used T! cards discarded, a Thief that buys only a small expected gain is not worth its 2 points;
    with the default scoring the same Thief is used."""
    Scene = tk()
    kinds = {}
    for used_score in (True, False):
        sc = Scene(3, {"used_tweak_cards_score": used_score}).setup(
            hands={0: ["O6", "Y6", "G6"]}, table=["B6"], deck=["O1[b9]"], deck_fill=2,
            tzone={0: ["thief"]}, current=0)
        kinds[used_score] = choose(sc.game, sc.st, 0).kind
    assert kinds == {True: "use_thief", False: "place"}, kinds
