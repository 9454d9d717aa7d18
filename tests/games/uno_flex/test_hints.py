"""UNO FLEX hints: the reason given for normal's choice in clear situations, checked in words."""

import pytest

from tabletop.ai.hint import suggest
from tabletop.i18n import set_language
from tests.games.uno_flex.helpers import G, Scene


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def hint(sc, seat=0):
    return suggest(G, G.view(sc.st, seat), G.legal_actions(sc.st, seat), seed=1)


def test_going_out():
    sc = Scene(4).setup({0: ["Y5"]}, ["Y1"], current=0)
    assert hint(sc).reason == f"goes out with {G.card_name(sc.hand(0)[0])}"


def test_a_coloured_play_keeps_the_wild():
    sc = Scene(4).setup({0: ["Y6", "Y7", "Y3", "B2", "FWT2"]}, ["Y2"], current=0)
    h = hint(sc)
    assert G.cards[h.action.args[0]]["colour"] == "yellow"
    assert "staying in yellow: 2 cards of it left to follow" in h.reason


def test_the_colour_named_is_the_one_held_most():
    sc = Scene(4).setup({0: ["WAF", "R1", "R2", "R3", "G5"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    h = hint(sc)
    assert h.action.args == ("red",) and h.reason == "names red, the colour it holds most (3 cards)"
