"""UNO FLEX at the table while cards fly: keys and clicks made as a wild flies do not answer the colour dialog
that opens when it lands; the dialog answers Enter, Tab and the arrows (split from tests/test_ui_input.py)."""

import pygame

from tabletop.rules.loader import load_game
from tabletop.ui.table.scene import TableScene
from tabletop.ui.table.session import Session, default_seats
from tests.test_ui_driver import home, key, make_app, post, step  # noqa: F401
from tests.test_ui_input import _settle


def test_input_made_while_a_wild_flies_does_not_answer_the_colour_dialog(home):
    """Keys pressed while a wild flew were kept, then answered the colour dialog that opened when it
    landed, naming a colour unseen (a click there did the same before clicks off the hand stopped being
    kept)."""
    from tabletop.engine.actions import Action
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({0: ["WAF", "R5", "G2"]}, ["B7"], current=0)
    app = make_app(speed="normal")
    sess = Session(load_game("uno_flex"), default_seats(4, 1), {}, 1, save=False)
    sess.st = sc.st
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    _settle(app, table)
    wild = sc.hand(0)[0]
    table.act(Action(0, "play", (wild, "regular")))
    assert table.director.busy
    key(app, pygame.K_RIGHT)    # kept keys meant for the hand: Enter would press the dialog's first button
    key(app, pygame.K_RETURN)
    assert table.keyq
    for _ in range(600):
        if table.dialog is not None or not table.director.busy:
            break
        step(app)
    step(app, 5)
    assert table.dialog is not None and sess.actions[-1].kind == "play"   # the colour is still to choose
    assert not table.keyq
    app.close()


def _wild_dialog(speed="instant"):
    from tabletop.engine.actions import Action
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({0: ["WAF", "R5", "G2"]}, ["B7"], current=0)
    app = make_app(speed=speed)
    sess = Session(load_game("uno_flex"), default_seats(4, 1), {}, 1, save=False)
    sess.st = sc.st
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    _settle(app, table)
    return app, table, sess, Action(0, "play", (sc.hand(0)[0], "regular"))


def test_a_table_dialog_answers_enter_tab_and_arrows(home):
    """Dialogs opened with nothing focused: Enter and Space did nothing, and Tab went to the Menu button
    behind the dialog (the next Enter opened the pause menu). The main (or first) button now has the focus,
    Tab and the arrows move it among the dialog's buttons, and Enter answers."""
    app, table, sess, wild = _wild_dialog()
    table.act(wild)
    for _ in range(100):
        if table.dialog is not None:
            break
        step(app)
    d = table.dialog
    assert d is not None and [w.focused for w in d.widgets].count(True) == 1
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert app.scenes.top is table and table.dialog is d
    focused = next(w for w in d.widgets if w.focused)
    assert d.widgets.index(focused) == 2
    key(app, pygame.K_RETURN)
    assert sess.actions[-1].kind == "colour" and app.scenes.top is table
    app.close()


def test_enter_held_down_to_play_a_wild_does_not_name_its_colour(home):
    """Enter that played the wild, still held, repeats: the colour dialog opening under it must not take
    a repeat for an answer (it now has a focused button that Enter presses)."""
    app, table, sess, wild = _wild_dialog()
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)   # goes down...
    step(app)
    table.act(wild)
    for _ in range(60):                                                          # ...and repeats
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        step(app)
    assert table.dialog is not None and sess.actions[-1].kind == "play"
    post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    key(app, pygame.K_RETURN)                                                    # a new press answers
    assert sess.actions[-1].kind == "colour"
    app.close()
