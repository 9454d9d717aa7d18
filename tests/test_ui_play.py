"""Playing at the real table: a refused drop snaps back with the engine's reason, click-then-pile and the
keyboard play, a dragged card is drawn over everything, Restart asks first, a resumed match shows its last
moves (each in every game it applies to; a game played through from the title: its own tests)."""

import pygame
import pytest

from tabletop.engine.actions import Action
from tests.pick import changed_options, every, first, table as table_of, takes
from tests.test_ui_driver import (button, click, drag, grab_point, home, key, make_app, post, press, pump,  # noqa: F401
                                  sprite_of, step)


# games whose hand cards are played one at a time, dragged onto the table (not picked, then confirmed)
ONE_BY_ONE = every(lambda g: takes(2)(g) and not table_of(g).PICK_KINDS and "play" in g.cfg["actions"])


def _a_first_move(game, want):
    """A two-seat session (not saved) where the human seat 0 moves, alone, with nothing pending, and
    `want(session)` holds: a deal it opens, or else a position a few seeded random moves in."""
    from tabletop.tools.shots import advance
    from tabletop.ui.table.session import Session, default_seats

    def ok(s):
        return s.st.current == 0 and s.st.pending is None and s.legal() == s.legal(0) and want(s)
    for seed in range(1, 80):
        sess = Session(game, default_seats(2, 1), {}, seed, save=False)
        if ok(sess):
            return sess
    return advance(game, 1, 2, ok)


@pytest.mark.parametrize("gid", ONE_BY_ONE)
def test_illegal_drop_snaps_back_with_the_engines_reason(home, gid):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene

    def unplayable(s):
        return [c for c in s.st.hand(0) if c not in {a.args[0] for a in s.legal(0) if a.kind == "play"}]
    game = load_game(gid)
    app = make_app(speed="normal")
    sess = _a_first_move(game, lambda s: any(a.kind == "play" for a in s.legal(0)) and unplayable(s))
    bad = unplayable(sess)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    card = bad[0]
    sp = sprite_of(table, card)
    home_xy = (sp.x, sp.y)
    expected = game.reason(sess.st, table.gameui.refused_play(table, 0, card))
    before = list(sess.actions)
    drag(app, grab_point(table, sp), table.geom.discard_pos)
    assert sess.actions == before, "the engine refused the drop"
    assert table.banner_text == expected and table.banner_bad and table.banner_t > 0
    assert table.banner_box(app.size)[1][0].startswith("✘ "), "a refusal shows a sign, not only red"
    assert sp.zone == "hand:0" and not sp.drag
    step(app, 40)
    assert abs(sp.x - home_xy[0]) < 1 and abs(sp.y - home_xy[1]) < 1, "the card went back to its place"
    app.close()


@pytest.mark.parametrize("gid", ONE_BY_ONE)
def test_click_then_pile_and_keyboard_play(home, gid):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene

    def single(s):   # cards with one way to play them, played without a question first
        plays = [a for a in s.legal(0) if a.kind == "play"]
        ways = [a.args[0] for a in plays]
        return [a.args[0] for a in plays if ways.count(a.args[0]) == 1 and not ask(s, a)]

    def ask(s, a):   # (a card played several ways, or a play with a side effect, asks first)
        return table_of(game).confirm(TableScene(app, s, threaded=False), a)
    game = load_game(gid)
    app = make_app(speed="instant")
    sess = _a_first_move(game, single)
    ok = single(sess)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    card = ok[0]
    click(app, grab_point(table, sprite_of(table, card)))
    assert table.selected == card
    click(app, table.geom.discard_pos)
    last = sess.actions[-1]
    assert (last.seat, last.kind, last.args[0]) == (0, "play", card)
    # keyboard: arrows choose, Enter plays (or the engine's reason is shown), D draws
    pump(app, lambda: table.my_turn() and table.dialog is None or sess.st.phase != "play", frames=4000)
    if sess.st.phase == "play":
        n = len(sess.actions)
        key(app, pygame.K_RIGHT)
        assert table.selected is not None
        key(app, pygame.K_RETURN)
        assert len(sess.actions) > n or table.banner_bad or table.dialog is not None
    app.close()


@pytest.mark.parametrize("gid", every(takes(4)))
def test_a_dragged_card_is_drawn_over_the_buttons_and_marks(home, gid):
    """The card in the player's hand is the topmost thing on the table: carried over a button (or a
    seat's status mark) it is seen whole, not with the button painted through it."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    app = make_app(speed="instant")
    sess = next(s for s in (Session(game, default_seats(4, 1), {}, seed, save=False) for seed in range(1, 60))
                if s.st.current == 0)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() and not table.director.busy)
    target = next(w for w in table.widgets if getattr(w, "label", None) and w.enabled)
    sp = table.hand_sprites()[0]
    start = grab_point(table, sp)
    post(pygame.MOUSEMOTION, pos=(int(start[0]), int(start[1])), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)
    step(app)
    for f in (0.5, 1.0):
        p = (int(start[0] + (target.rect.centerx - start[0]) * f), int(start[1] + (target.rect.centery - start[1]) * f))
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    assert sp.drag and sp.angle == 0.0
    img = sp.image(app.faces, game, table.cb)
    r = img.get_rect(center=(int(sp.x), int(sp.y - sp.lift)))
    assert r.colliderect(target.rect), "the card is over the button"
    inside = r.clip(target.rect)
    screen = app.screen
    wrong = sum(1 for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom)
                if img.get_at((x - r.left, y - r.top))[3] == 255
                and tuple(screen.get_at((x, y)))[:3] != tuple(img.get_at((x - r.left, y - r.top)))[:3])
    assert wrong == 0, f"{wrong} pixels of the card were painted over by the {target.label!r} button"
    post(pygame.MOUSEBUTTONUP, pos=target.rect.center, button=1)
    step(app)
    app.close()


def test_restart_asks_first_and_cancel_keeps_the_match(home):
    """Restart in the pause menu throws the match away: it asks first; Cancel (or Esc) goes back to the
    menu with the match as it was, and confirming deals a new match with the same seats and options."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="instant")
    game = load_game(first("for three players", takes(3)))
    sess = Session(game, default_seats(3, 1), changed_options(game, 3), 5, save=False)   # house rules too
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    press(app, table, "Menu")
    pause = app.scenes.top
    assert pause.name == "pause"
    press(app, pause, "Restart")
    assert app.scenes.top is pause and pause.confirming
    assert [w.label for w in pause.widgets] == ["Cancel", "Restart: a new deal"]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and not pause.confirming and button(pause, "Resume")
    press(app, pause, "Restart")
    press(app, pause, "Cancel")
    assert app.scenes.top is pause and app.scenes.find(TableScene) is table
    press(app, pause, "Restart")
    press(app, pause, "Restart: a new deal")
    new = app.scenes.top
    assert new.name == "table" and new is not table and new.session.options == sess.options
    app.close()


@pytest.mark.parametrize("gid", every(takes(3)))
def test_a_resumed_match_shows_its_last_moves_in_the_log(home, gid):
    """After Quit and Resume the move log under the title was empty; it now holds the round's last moves
    (not those of a round before the last "next round")."""
    from tabletop.engine.actions import SYSTEM
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene, recent_moves
    game = load_game(gid)
    sess = Session(game, default_seats(3, 1), {}, 3, save=False)
    for _ in range(8):   # moves on a turn, not out-of-turn calls
        a = next(a for a in sess.legal() if a.kind not in game.cfg["windows"])
        sess.apply(a)
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    assert list(table.log) == sess.actions and len(sess.actions) == 8   # the whole round, not the last five
    app.close()
    acts = [Action(0, "play", (1, "regular")), Action(SYSTEM, "next_round"), Action(1, "draw"), Action(2, "draw")]
    assert recent_moves(acts) == acts[2:]
