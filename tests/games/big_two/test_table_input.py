"""BIG TWO at the table while cards fly: its Pass key pressed as a bot's play flies counts once it lands
(split from tests/test_ui_input.py)."""

import pygame

from tests.test_ui_driver import home, post, step  # noqa: F401
from tests.test_ui_input import _settle, _table


def test_a_button_key_pressed_while_a_bots_cards_fly_counts_when_they_land(home):
    """BIG TWO: X (Pass) pressed while the play before the player's turn still flew was lost (only Enter,
    Space, D and the arrows were kept); the game's button keys are kept too and press the button once it
    is there."""
    app, sess, table = _table("big_two", 1)
    for _ in range(20000):   # a bot's play flies, the player moves next and may pass
        if (table.director.busy and sess.primary() == 0 and sess.actions and sess.actions[-1].seat != 0
                and sess.actions[-1].kind == "play" and any(a.kind == "pass" for a in sess.legal(0))):
            break
        if table.my_turn() and table.dialog is None:
            plays = [a for a in sess.legal(0) if a.kind == "play"]
            table.act(plays[0] if plays else sess.legal(0)[0])
        step(app)
    else:
        raise AssertionError("no such moment")
    n = len(sess.actions)
    post(pygame.KEYDOWN, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    post(pygame.KEYUP, key=pygame.K_x, mod=0, unicode="x", scancode=0)
    step(app)
    assert table.keyq
    _settle(app, table)
    assert [a.kind for a in sess.actions[n:] if a.seat == 0][:1] == ["pass"]
    app.close()
