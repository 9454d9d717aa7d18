"""TOWAI hints: the reason given for normal's choice in clear situations, checked in words."""

import pytest

from tabletop.ai.hint import suggest
from tabletop.i18n import set_language
from tests.games.towai.helpers import G, Scene


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def hint(sc, seat=0):
    return suggest(G, G.view(sc.st, seat), G.legal_actions(sc.st, seat), seed=1)


def test_reset_is_played_for_a_free_lead():
    sc = Scene(3).setup({0: ["T4", "D5", "N2", "D7"]}, field=["N5"], side="night", current=0)
    h = hint(sc)
    assert h.action.args == (sc.find(0, "T4"),)
    assert h.reason == f"plays {G.card_name(sc.find(0, 'T4'))}: the Reset gives it a free lead"


def test_the_side_chosen_is_the_one_whose_lead_sheds_a_combo():
    sc = Scene(3).setup({0: ["D3", "T3", "N3", "D6", "N1"]}, current=0)
    h = hint(sc)
    assert h.action.kind == "orient"
    side = h.action.args[0]
    assert h.reason.startswith(f"sets {side}: its best lead there, ") and h.reason.endswith("sheds 3 cards")


def test_a_combo_is_the_reason_for_a_play():
    sc = Scene(3).setup({0: ["D3", "T3", "N3", "D6", "N1"]}, current=0)
    a = hint(sc).action
    sc.act(0, a.kind, *a.args)
    h = hint(sc)
    assert G.cards[h.action.args[0]]["number"] == 3
    assert h.reason.endswith("to start a combo that sheds 3 cards")
