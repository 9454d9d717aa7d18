"""BIG TWO hints: the reason given for normal's choice in clear situations, checked in words."""

import pytest

from tabletop.ai.hint import suggest
from tabletop.i18n import set_language
from tests.games.big_two.helpers import G, Scene, ids


@pytest.fixture(autouse=True)
def english():
    set_language("en")


def hint(sc, seat=0):
    return suggest(G, G.view(sc.st, seat), G.legal_actions(sc.st, seat), seed=1)


HIGH = {1: ["2g", "Ag", "Kg", "Qg", "6g"], 2: ["2y", "Ay", "Ky", "Qy", "6y"], 3: ["2r", "Ar", "Kp", "Qr", "6r"]}


def test_a_weak_lead_keeps_the_control_card():
    h = hint(Scene(4).setup({0: ["4g", "4y", "8r", "Jp", "Kr", "2p"], **HIGH}, current=0))
    assert h.action.args[0] == ids(["4g", "4y"])
    assert h.reason == "leads pair (Green 4, Yellow 4) to get rid of a weak combination; keeps Purple 2 for control"


def test_a_cheap_follow_keeps_the_plan_whole():
    hands = {0: ["5g", "9g", "9y", "Jr", "Ap", "2p"], 1: HIGH[1], 2: HIGH[2]}
    h = hint(Scene(4).setup(hands, top=(3, ["8r"]), current=0))
    assert h.action.args[0] == ids(["Jr"])
    assert h.reason == "beats it with Red J, the cheapest play that keeps the rest of the plan whole"


def test_a_player_on_one_card_is_stopped():
    sc = Scene(4).setup({0: ["5g", "9g", "9y", "Jr", "2p"], 3: ["6r"]}, top=(3, ["8r"]), current=0,
                        fill={1: 5, 2: 5, 3: 1})
    h = hint(sc)
    assert h.action.kind == "play" and "to stop a player on 1 card" in h.reason


def test_a_sure_winner_takes_the_trick():
    """With every higher single seen played, the jack cannot be beaten: that is the reason given."""
    h = hint(Scene(4).setup({0: ["5g", "9g", "9y", "Jr", "Ap", "2p"]}, top=(3, ["8r"]), current=0))
    assert h.reason == "takes the trick with Red J: nothing still out beats it"


def test_nothing_beats_the_top_play():
    h = hint(Scene(4).setup({0: ["5g", "9g", "9y", "Jr"]}, top=(3, ["2p"]), current=0))
    assert h.action.kind == "pass" and h.reason == "nothing in hand beats Purple 2"
