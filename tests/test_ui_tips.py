"""Cards say what they do when the pointer rests on them: a tooltip from the game's own texts (its text
module's `card_tip`), through the table contract, after about half a second, inside the window and off
the banner; and the banner stays over the hand's whole-card picture."""

import pygame
import pytest

from tests.pick import GAMES
from tests.test_ui_driver import home, make_app, post, step  # noqa: F401

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def tipped(gid):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.tips import card_tip
    g = load_game(gid)
    return [c for c in range(g.n_cards) if card_tip(g, c)]


WITH_TIPS = [g for g in GAMES if tipped(g)]


def test_every_game_with_action_cards_has_tips():
    """The shipped games with action, power or T! cards say what they do (four of them today)."""
    assert len(WITH_TIPS) >= 4


def table_with_tipped_card(gid, size):
    """A table whose viewer sees, face up and uncovered, a card with a tip; and that sprite."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.tips import card_tip, card_under
    game = load_game(gid)
    app = make_app(size=size)
    for seed in range(1, 300):
        sess = Session(game, default_seats(min(4, game.max_players), 1), {}, seed, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        step(app, 3)
        for s in sorted(table.director.sprites(), key=lambda s: -s.z):
            if s.shown and s.face_up and s.card >= 0 and card_tip(game, s.card):
                pos = (int(s.x), int(s.y - s.lift))
                if card_under(table, pos) == s.card:
                    return app, table, s, pos
        app.scenes.pop()
    app.close()
    pytest.skip(f"no tipped card shown in {gid}")


def rest(app, pos, seconds):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    step(app, max(1, int(seconds * 60)))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid", WITH_TIPS)
def test_a_card_says_what_it_does_when_the_pointer_rests_on_it(home, gid, size):
    from tabletop.ui.table.tips import card_tip, tip_box
    app, table, s, pos = table_with_tipped_card(gid, size)
    rest(app, pos, 0.2)
    assert table.tip_now() is None, "no tip while the pointer only passes"
    step(app, 30)
    text = table.tip_now()
    assert text == card_tip(table.game, s.card)
    box = tip_box(table, app.size, text)[0]
    assert app.screen.get_rect().contains(box)
    rest(app, (2, 2), 0.1)   # off the card (the window's corner): the tip goes
    assert table.tip_now() is None
    app.close()


@pytest.mark.parametrize("lang", ["fr", "ja", "zh-TW"])
@pytest.mark.parametrize("gid", WITH_TIPS)
def test_the_tip_is_in_the_player_s_language(home, gid, lang):
    from tabletop import i18n
    from tabletop.ui.table.tips import card_tip
    app, table, s, pos = table_with_tipped_card(gid, (1280, 720))
    english = card_tip(table.game, s.card)
    i18n.set_language(lang)
    try:
        rest(app, pos, 0.7)
        text = table.tip_now()
        assert text and text != english
    finally:
        i18n.set_language("en")
        app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid", WITH_TIPS)
def test_the_tip_keeps_off_the_banner(home, gid, size):
    from tabletop.ui.table.tips import tip_box
    app, table, s, pos = table_with_tipped_card(gid, size)
    rest(app, pos, 0.7)
    table.banner("A long message about what just happened at the table, to cover the middle of it", 30.0, bad=True)
    step(app)
    text = table.tip_now()
    banner = table.banner_box(app.size)[0]
    for p in [pos, (banner.centerx, banner.top - 4), (banner.centerx, banner.bottom + 4), (banner.left + 4, banner.top - 2)]:
        table.mouse = p
        box = tip_box(table, app.size, text)[0]
        assert not box.colliderect(banner), (p, box, banner)
        assert app.screen.get_rect().contains(box)
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_banner_is_drawn_over_the_hand_s_whole_card_picture(home, gid, monkeypatch):
    """A crowded hand's whole-card picture (and the cards) were drawn over a refusal or an instruction."""
    from tabletop.ui.table.drawing import TableDrawing
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session, default_seats
    game = load_game(gid)
    app = make_app()
    table = TableScene(app, Session(game, default_seats(min(4, game.max_players), 1), {}, 1, save=False), threaded=False)
    app.scenes.push(table)
    step(app, 3)
    order = []
    for name in ("draw_preview", "draw_banner", "draw_cards"):
        real = getattr(TableDrawing, name)
        monkeypatch.setattr(TableDrawing, name, lambda self, *a, _n=name, _r=real, **k: order.append(_n) or _r(self, *a, **k))
    table.banner("Refused", 5.0, bad=True)
    step(app)
    last = len(order) - 1 - order[::-1].index("draw_banner")
    assert all(i < last for i, n in enumerate(order) if n in ("draw_preview", "draw_cards")), order
    app.close()
