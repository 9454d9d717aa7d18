"""What a newcomer tripped on at TWEAK's table: Enter at the start of a turn said "You don't hold that
card" (the arrows' focus left on a table card last turn), and the TWEAK! message stayed over the next
player's move."""

import pygame

from tests.games.tweak.helpers import Scene
from tests.games.tweak.test_table import _ready, _table_for
from tests.test_ui_driver import home, key, pump, step  # noqa: F401


def test_enter_at_the_start_of_a_turn_does_not_play_a_card_focused_last_turn(home):
    sc = Scene(2).setup(hands={0: ["P3", "O6", "Y4"]}, table=["O1", "Y3", "G2", "B5"], deck=["R2"], deck_fill=12,
                        current=0)
    app, sess, table = _table_for(sc)
    _ready(app, table)
    for _ in range(4):   # through the hand's three cards to the first table card
        key(app, pygame.K_RIGHT)
    assert table.focus in sc.zone("table")
    move = next(a for a in sess.legal(0) if a.kind not in ("use_thief", "use_joker", "use_shifter", "use_bomb"))
    assert table.act(move)
    pump(app, lambda: len(sess.actions) > 1 and table.my_turn(), frames=3000)
    table.banner_t = 0.0
    key(app, pygame.K_RETURN)
    assert "hold" not in table.banner_text, table.banner_text
    app.close()


def test_the_tweak_message_ends_when_the_next_player_moves(home):
    sc = Scene(2).setup(hands={0: ["B5", "O6", "Y4"]}, table=["O1", "Y3"], deck=["R2"], deck_fill=12, current=0)
    app, sess, table = _table_for(sc)
    _ready(app, table)

    def tweaks(a):
        st = sess.st.clone()
        return any(e.get("type") == "tweak" for e in sess.game.apply(st, a, check=False))
    move = next(a for a in sess.legal(0) if tweaks(a))
    assert table.act(move)
    pump(app, lambda: not table.director.busy, frames=600)
    text = table.banner_text
    assert table.hud["tweak_text"] in text and table.banner_t > 0
    n = len(sess.actions)
    pump(app, lambda: len(sess.actions) > n, frames=3000)
    step(app, 2)
    assert not (table.banner_t > 0 and table.banner_text == text), "TWEAK! still shown"
    assert table.hud["tweak_flash"] <= table.time
    app.close()
