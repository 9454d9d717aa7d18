"""UNO hints: the reason given for normal's choice in clear situations, checked in words."""

import pytest

from tabletop.ai.hint import suggest
from tabletop.i18n import set_language
from tests.games.uno.helpers import G, Scene

A, B = 0, 1


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def hint(sc, seat=A):
    return suggest(G, G.view(sc.st, seat), G.legal_actions(sc.st, seat), seed=1)


def test_keeping_the_wild_is_the_reason_for_a_coloured_play():
    h = hint(Scene().setup({A: ["W", "R3", "B4", "G5"]}, ["R7"]))
    assert G.card_name(h.action.args[0]) == "Red 3"
    assert h.reason == "plays Red 3 and keeps its wild for when nothing else fits"


def test_switching_to_the_longest_colour():
    h = hint(Scene().setup({A: ["R3", "B7", "B4", "B5", "G1"]}, ["R7"]))
    assert h.reason == "plays Blue 7 to switch to blue, its longest colour: 2 more cards of it to follow"


def test_a_player_close_to_going_out_is_held_back():
    h = hint(Scene().setup({A: ["R3", "RD2", "B4", "G5"], B: ["Y1"]}, ["R7"]))
    assert h.reason == "plays Red Draw Two to hold back the next player, on 1 card"


def test_the_colour_named_is_the_one_held_most():
    sc = Scene().setup({A: ["W", "G3", "G4", "B1", "G9"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    h = hint(sc)
    assert h.action.args == ("green",) and h.reason == "names green, the colour it holds most (3 cards)"
