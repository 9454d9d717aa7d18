"""BIG TWO at the table with the legal-move highlight on: only the cards that are part of some play that
beats the trick glow, not the whole hand; and H picks the cards of the play the hint suggests."""

import pygame

from tests.games.big_two.helpers import Scene, ids
from tests.games.big_two.table_helpers import _scene_table
from tests.test_ui_driver import home, post, step  # noqa: F401

HIGH = {1: ["2g", "Ag", "Kg", "Qg", "6g"], 2: ["2y", "Ay", "Ky", "Qy", "6y"], 3: ["2r", "Ar", "Kp", "Qr", "6r"]}


def test_the_highlight_lights_only_cards_that_can_beat_the_trick(home):
    hands = {0: ["5g", "9g", "9y", "Jr", "Ap", "2p"], **HIGH}
    app, sess, table = _scene_table(Scene(4).setup(hands, top=(3, ["8r"]), current=0), highlight_legal=True)
    lit = table.legal_cards()
    in_plays = {c for a in sess.legal(0) if a.kind == "play" for c in a.args[0]}
    assert lit == in_plays
    assert lit == set(ids(["9g", "9y", "Jr", "Ap", "2p"]))   # the 5 beats nothing: it stays dark
    app.close()


def test_h_picks_the_suggested_play(home):
    hands = {0: ["5g", "9g", "9y", "Jr", "Ap", "2p"], **HIGH}
    app, sess, table = _scene_table(Scene(4).setup(hands, top=(3, ["8r"]), current=0))
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)
    h = table.hint_last
    assert h is not None and h.action.args[0] == ids(["Jr"])   # the cheapest follow (tests/games/big_two/test_hints.py)
    assert table.picker.cards == list(ids(["Jr"])) and not table.banner_bad
    assert table.banner_text == table.named(h.reason)
    app.close()
