"""UNO FLEX's tooltips: every action card and wild says what it does, and so does a Power card on a plate."""

import pygame

from tests.test_ui_driver import home, make_app, post, step  # noqa: F401


def test_every_action_card_and_wild_has_a_tip():
    from tabletop.games.uno_flex.text import card_tip
    from tabletop.rules.loader import load_game
    g = load_game("uno_flex")
    for c, card in enumerate(g.cards):
        plain = card["kind"] == "number" and not card["flip_icon"]
        assert (card_tip(g, c) is None) == plain, card["name"]


def test_a_power_card_on_a_plate_says_what_its_side_means(home):
    from tabletop.games.uno_flex.table import _power_size
    from tabletop.games.uno_flex.text import power_tip
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session, default_seats
    app = make_app()
    for seed in range(1, 50):   # a deal that opens with no dialog over the table
        table = TableScene(app, Session(load_game("uno_flex"), default_seats(4, 1), {}, seed, save=False), threaded=False)
        app.scenes.push(table)
        step(app, 3)
        if table.dialog is None:
            break
        app.scenes.pop()
    rect = table.geom.plate[2]
    w, _ = _power_size(rect)
    post(pygame.MOUSEMOTION, pos=(rect.right - w // 2 - 8, rect.centery), rel=(0, 0), buttons=(0, 0, 0))
    step(app, 40)
    assert table.tip_now() == power_tip(True)
    table.hud["chips"][2].green = False   # turned over: the new words after the pointer rests again
    step(app, 40)
    assert table.tip_now() == power_tip(False)
    app.close()
