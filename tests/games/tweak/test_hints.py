"""TWEAK hints: the reason given for normal's choice in clear situations, checked in words."""

import pytest

from tabletop.ai.hint import suggest
from tabletop.i18n import set_language
from tests.games.tweak.helpers import Scene


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def hint(sc, seat=0):
    g = sc.game
    return suggest(g, g.view(sc.st, seat), g.legal_actions(sc.st, seat), seed=1)


def test_a_tweak_is_named_as_such():
    sc = Scene(3).setup(hands={0: ["O4", "Y1", "G6"]}, table=["O3", "B1"], deck=["O6[b8]"], deck_fill=8, current=0)
    h = hint(sc)
    assert h.action.kind == "sum"
    assert h.reason.startswith("captures 3 cards worth ") and h.reason.endswith("and clears the table: a TWEAK")


def test_the_joker_says_what_it_makes_possible():
    sc = Scene(3).setup(hands={0: ["O6", "Y6", "G6"]}, table=["R3", "B6"], deck=["O1[b8]"], deck_fill=2,
                        tzone={0: ["joker"]}, current=0)
    h = hint(sc)
    assert h.action.kind == "use_joker"
    target = sc.st.vars.get("target", None)
    assert h.reason.startswith("plays the Joker: at ") and "it captures cards worth about" in h.reason


def test_a_placement_without_a_capture():
    sc = Scene(3).setup(hands={0: ["O1", "Y1", "G1"]}, table=["R6"], deck=["O6[b8]"], deck_fill=8, current=0)
    h = hint(sc)
    assert h.action.kind == "place"
    assert h.reason.startswith("no capture makes the target, so it places ")
