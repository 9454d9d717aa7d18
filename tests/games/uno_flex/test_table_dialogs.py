"""UNO FLEX table: the keyboard and the questions (hot-seat U and C while no hand is shown, Enter after a
cancel, the colour dialog, the Draw Four question, a click while the card slides back), and a plate's
one-point score."""

from tabletop.engine.actions import Action
from tests.games.uno_flex.table_helpers import _flex_only_table
from tests.test_ui_driver import home, key, make_app, pump, step  # noqa: F401


def test_hot_seat_u_and_c_act_while_no_hand_is_shown(home):
    """Hot-seat, a bot to play (no hand on screen): the UNO! and Catch buttons showed but U and C did
    nothing (they acted only for the seat at the screen, and there was none). They now act for the seat
    the button acts for, and the buttons show the key."""
    import pygame as pg

    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    seats = [{"kind": "human", "level": None, "name": n} for n in ("Ann", "Ben")] + \
        [{"kind": "ai", "level": "normal", "name": "Cy"}]
    for k, want in ((pg.K_u, Action(0, "uno")), (pg.K_c, Action(1, "catch", (0,)))):
        sc = Scene(3).setup({0: ["R5"]}, ["R7"], current=2)
        sc.st.vars["uno"] = 0          # Ann is down to one card and has not called yet
        sess = Session(load_game("uno_flex"), seats, {}, 1, save=False)
        sess.st = sc.st
        app = make_app()
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        table.viewer = None
        table.refresh_controls()
        labels = [w.label for w in table.widgets if "UNO" in w.label or "Catch" in w.label]
        assert labels == ["UNO! (Ann) · U", "Ben: Catch Ann! · C"], labels
        assert table.window_key(k) and sess.actions[-1] == want
        app.close()


def test_enter_on_the_card_the_keyboard_is_on_asks_again_after_a_cancel(home):
    """Esc on the flex-or-normal question left the card raised under the keyboard's focus but no longer
    selected, and Enter then did nothing; the card stays chosen and Enter asks again."""
    import pygame as pg

    from tests.test_ui_driver import key
    app, table, sess, card = _flex_only_table()
    ids = table.focus_order()
    for _ in range(ids.index(card) + 1):
        key(app, pg.K_RIGHT)
    assert table.focus == card
    key(app, pg.K_RETURN)
    assert table.dialog is not None
    key(app, pg.K_ESCAPE)
    assert table.dialog is None and table.selected == card and table.focus == card
    key(app, pg.K_RETURN)
    assert table.dialog is not None and sess.actions == []
    app.close()


def _colour_dialog_on_one_card(hand, hotseat=False):
    """Seat 0 plays the first card of `hand` (a wild) down to one card: the colour question is open and
    seat 0 may still call UNO."""
    from tabletop.engine.actions import Action as A
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({0: hand}, ["B7"], current=0)
    app = make_app()
    sess = Session(load_game("uno_flex"), default_seats(4, 1), {}, 1, save=False)
    sess.st = sc.st
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 5)
    table.act(A(0, "play", (sc.hand(0)[0], "regular")))
    pump(app, lambda: table.dialog is not None, frames=200)
    return app, table, sess


def test_a_uno_call_keeps_the_colour_the_keyboard_was_on(home):
    """Right to Red, then U (UNO!): the call closed the colour question and it reopened on its first
    button, so the next Enter named yellow. The reopened question keeps the focus; Enter names red."""
    import pygame as pg

    from tests.test_ui_driver import key
    app, table, sess = _colour_dialog_on_one_card(["WAF", "R5"])
    for _ in range(3):
        key(app, pg.K_RIGHT)
    assert [w.label for w in table.dialog.widgets if w.focused] == ["Red"]
    key(app, pg.K_u)
    assert sess.actions[-1] == Action(0, "uno")
    step(app, 5)
    assert [w.label for w in table.dialog.widgets if w.focused] == ["Red"]
    key(app, pg.K_RETURN)
    assert sess.actions[-1] == Action(0, "colour", ("red",))
    app.close()


def test_the_draw_four_question_opens_on_accept(home):
    """Enter alone accepts: a challenge that fails draws six, so it is not the default (it was, as the
    main button)."""
    from tabletop.engine.actions import Action as A
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({3: ["FWD4", "R5", "Y2"]}, ["B7"], current=3)   # a bot's Draw Four on seat 0
    sess = Session(load_game("uno_flex"), default_seats(4, 1), {}, 1, save=False)
    sess.st = sc.st
    sess.apply(A(3, "play", (sc.hand(3)[0], "regular")))
    sess.apply(A(3, "colour", ("green",)))
    assert sess.st.pending["type"] == "wd4" and sess.st.pending["seat"] == 0
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    for _ in range(200):
        if table.dialog is not None:
            break
        step(app)
    assert [w.label for w in table.dialog.widgets if w.focused] == ["Accept (+4)"]
    app.close()


def test_a_click_on_the_flex_or_normal_question_counts_while_the_card_slides_back(home):
    """The question opens as the dropped card slides back to the hand: a click on its button (or Enter)
    in that quarter second was lost, and the player had to click again."""
    import pygame as pg

    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import drag, grab_point, post, pump, sprite_of
    game = load_game("uno_flex")
    for seed in range(1, 60):
        app = make_app(size=(960, 540), speed="normal")
        sess = Session(game, default_seats(3, 1), {}, seed, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.my_turn() and not table.director.busy, frames=6000)
        by: dict = {}
        for a in sess.legal(0):
            if a.kind == "play":
                by.setdefault(a.args[0], []).append(a)
        multi = [c for c, acts in by.items() if len(acts) > 1]
        if not multi:
            app.close()
            continue
        drag(app, grab_point(table, sprite_of(table, multi[0])), table.geom.discard_pos)
        d = table.dialog
        step(app, 3)
        assert d is not None and table.director.busy   # the card is still on its way back
        before = len(sess.actions)
        pos = d.widgets[0].rect.center
        post(pg.MOUSEBUTTONDOWN, pos=pos, button=1)
        post(pg.MOUSEBUTTONUP, pos=pos, button=1)
        step(app)
        assert len(sess.actions) == before + 1 and sess.actions[-1].args[0] == multi[0]
        app.close()
        return
    raise AssertionError("no card with two ways to play in these deals")


def test_a_plates_score_of_one_point_reads_pt(home, monkeypatch):
    """Scoring to 500: a plate read "1 pts" (the result screens already said "1 pt")."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    sess = Session(load_game("uno_flex"), default_seats(3, 1), {"scoring": True}, 4, save=False)
    sess.st.scores = [1, 40, 0]
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: not table.director.busy, frames=2000)
    drawn = []
    real = gfx.text
    monkeypatch.setattr(gfx, "text", lambda s, *a, **kw: (drawn.append(s), real(s, *a, **kw))[1])
    table.draw(app.screen)
    assert {"1 pt", "40 pts", "0 pts"} <= set(drawn) and "1 pts" not in drawn, drawn
    app.close()
