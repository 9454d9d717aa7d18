"""UNO FLEX under Strict Draw Four: the engine refuses a Draw Four the check would catch, so a challenge can
only fail; a human is offered the draw alone, told why, and the card's text mentions no challenge."""

import pygame

from tabletop.engine.actions import Action
from tests.test_ui_driver import home, key, make_app, pump  # noqa: F401


def _draw_four_on_you(strict: bool):
    """Seat 3 (a bot) has played a regular Flex Wild Draw Four on seat 0 (the lone human): the question is open."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    opts = {"strict_wd4": strict}
    sc = Scene(4, options=opts).setup({3: ["FWD4", "R5", "Y2"]}, ["B7"], current=3)
    sess = Session(load_game("uno_flex"), default_seats(4, 1), opts, 1, save=False)
    sess.st = sc.st
    sess.apply(Action(3, "play", (sc.hand(3)[0], "regular")))
    sess.apply(Action(3, "colour", ("green",)))
    assert sess.st.pending["type"] == "wd4" and sess.st.pending["seat"] == 0
    assert any(a.kind == "challenge" for a in sess.legal(0))   # the engine still lists it
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.dialog is not None, frames=200)
    return app, table, sess


def test_strict_draw_four_offers_the_draw_alone_and_says_why(home):
    app, table, sess = _draw_four_on_you(True)
    d = table.dialog
    assert [w.label for w in d.widgets] == ["Draw 4"]
    assert d.widgets[0].focused
    text = " ".join(d.lines)
    assert "Strict Draw Four is on" in text and "Dara's Draw Four is legal" in text
    assert "You draw 4 and miss your turn" in text and "hallenge" not in text + d.title
    key(app, pygame.K_RETURN)
    assert sess.actions[-1] == Action(0, "accept")
    app.close()


def test_without_strict_the_challenge_is_offered_as_before(home):
    app, table, sess = _draw_four_on_you(False)
    assert [w.label for w in table.dialog.widgets] == ["Accept (+4)", "Challenge!"]
    assert table.dialog.title == "Draw Four: accept or challenge?"
    app.close()


def test_the_regular_draw_four_mentions_a_challenge_only_without_strict(home):
    from tabletop.games.uno_flex.dialogs import _play_label
    for strict, want in ((False, "Normal: next player draws 4 (may challenge)"), (True, "Normal: next player draws 4")):
        app, table, sess = _draw_four_on_you(strict)
        fwd4 = next(i for i, c in enumerate(sess.game.cards) if c["kind"] == "flex_wild_draw_four")
        assert _play_label(table, Action(0, "play", (fwd4, "regular"))) == want
        app.close()


def test_a_dialog_without_cards_leaves_air_between_its_text_and_a_focused_button(home):
    """The focus ring reaches 6 px (at 1280x720) round a button; in a dialog with no cards it nearly touched
    the last line of text (the Strict Draw Four question's "Draw 4")."""
    from tabletop.ui.core import gfx
    for strict in (True, False):
        app, table, sess = _draw_four_on_you(strict)
        d = table.dialog
        px = gfx.px
        last_text_bottom = d.rect.y + px(60) + px(26) * (len(d.wrapped) - 1) + gfx.font(px(18)).get_linesize()
        ring_top = min(w.rect.top for w in d.widgets) - 2 * px(3)
        assert ring_top - last_text_bottom >= px(8), (strict, ring_top, last_text_bottom)
        assert d.rect.bottom >= max(w.rect.bottom for w in d.widgets) + px(12)
        app.close()
