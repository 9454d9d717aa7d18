"""UNO FLEX played through the real scenes: title → game → seats → table → result, by drag and drop."""

import pygame
import pytest

from tabletop.engine.actions import Action
from tests.test_ui_driver import (button, click, drag, grab_point, home, key, make_app, post, press, pump,  # noqa: F401
                                  sprite_of, step)


def start_game(app, players: int):
    """From the title through the game choice and seat set-up to the table (clicks only)."""
    from tabletop.ui.screens.title import TitleScene
    app.scenes.push(TitleScene(app))
    step(app)
    press(app, app.scenes.top, "New game")
    choice = app.scenes.top
    assert choice.name == "game_choice"
    uno = [i for i, g in enumerate(choice.games) if g["id"] == "uno_flex"][0]
    play = choice.widgets[2 * uno]  # each game tile has its Play button, then its Rules button
    assert play.label == "Play"
    click(app, play.rect.center)
    setup = app.scenes.top
    assert setup.name == "setup"
    while setup.n > players:
        press(app, setup, "−")
    while setup.n < players:
        press(app, setup, "+")
    press(app, setup, "Start")
    table = app.scenes.top
    assert table.name == "table"
    return table


def my_turn_or_done(app, table):
    top = app.scenes.top
    if top is not table:
        return top.name
    s = table.session
    if s.st.phase != "play":
        return None
    if any(a.kind == "uno" and s.is_human(a.seat) for a in s.legal()):
        return "uno"
    if table.my_turn() and (table.dialog is not None or table.session.primary() == table.viewer):
        return "turn"
    return None


def human_move(app, table, stats):
    """One move of the human seat through the UI: dialog button, drag a legal card, or draw."""
    s = table.session
    if table.dialog is not None:
        opts = [w for w in table.dialog.widgets if w.label != "Cancel"]
        pick = next((w for w in opts if "Challenge" in w.label), opts[0])
        click(app, pick.rect.center)
        stats["dialogs"] += 1
        return
    legal = s.legal(table.viewer)
    plays = [a for a in legal if a.kind == "play"]
    if plays:
        card = plays[len(stats["moves"]) % len(plays)].args[0]
        sp = sprite_of(table, card)
        before = len(s.actions)
        drag(app, grab_point(table, sp), table.geom.discard_pos)
        if table.dialog is None:  # one legal way: played straight away
            assert len(s.actions) == before + 1 and s.actions[-1].args[0] == card
        stats["drags"] += 1
        stats["moves"].append(card)
        return
    before = len(s.actions)
    key(app, pygame.K_d)
    assert len(s.actions) > before and s.actions[before].kind == "draw", (
        s.st.pending, legal, table.dialog, table.banner_text, s.actions[-3:])
    stats["draws"] += 1


@pytest.mark.parametrize("seed", [3, 8, 16])
def test_complete_game_by_drag_and_drop_against_bots(home, seed):
    app = make_app(speed="instant", seed=seed)
    app.draw_log = []
    table = start_game(app, 3)
    s = table.session
    assert [x["kind"] for x in s.seats] == ["human", "ai", "ai"]
    stats = {"drags": 0, "draws": 0, "dialogs": 0, "uno": 0, "moves": []}
    for _ in range(400):
        what = pump(app, lambda: my_turn_or_done(app, table), frames=3000)
        if what == "uno":
            key(app, pygame.K_u)
            stats["uno"] += 1
        elif what == "turn":
            human_move(app, table, stats)
        else:
            break
    assert app.scenes.top.name == "round_result"
    assert s.st.phase == "match_over" and s.st.result["winners"]
    assert stats["drags"] >= 3 and stats["uno"] >= 1
    human_plays = [a for a in s.actions if a.seat == 0 and a.kind == "play"]
    assert len(human_plays) >= 3
    assert table.director.resyncs == 0, "the animation model drifted from the engine"
    # every card is somewhere on the table model, once
    ids = [sp.card for sp in table.director.sprites()]
    assert len(ids) == table.game.n_cards
    press(app, app.scenes.top, "Match result")
    assert app.scenes.top.name == "match_result"
    press(app, app.scenes.top, "Back to title")
    assert app.scenes.top.name == "title"
    from tabletop.persist import autosave
    assert autosave.load() == (None, None), "a finished match leaves no save behind"
    app.close()


def test_illegal_drop_snaps_back_with_the_engines_reason(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
    app = make_app(speed="normal")
    for seed in range(1, 60):
        sess = Session(game, default_seats(2, 1), {}, seed, save=False)
        if sess.st.current != 0:
            continue
        legal = {a.args[0] for a in sess.legal(0) if a.kind == "play"}
        bad = [c for c in sess.st.hand(0) if c not in legal]
        if bad:
            break
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    card = bad[0]
    sp = sprite_of(table, card)
    home_xy = (sp.x, sp.y)
    expected = game.reason(sess.st, Action(0, "play", (card, "regular")))
    drag(app, grab_point(table, sp), table.geom.discard_pos)
    assert sess.actions == [], "the engine refused the drop"
    assert table.banner_text == expected and table.banner_bad and table.banner_t > 0
    assert table.banner_box(app.size)[1][0].startswith("✘ "), "a refusal shows a sign, not only red"
    assert sp.zone == "hand:0" and not sp.drag
    step(app, 40)
    assert abs(sp.x - home_xy[0]) < 1 and abs(sp.y - home_xy[1]) < 1, "the card went back to its place"
    app.close()


def test_click_then_pile_and_keyboard_play(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
    app = make_app(speed="instant")
    for seed in range(1, 80):
        sess = Session(game, default_seats(2, 1), {}, seed, save=False)
        single = {}
        for a in sess.legal(0):
            if a.kind == "play":
                single.setdefault(a.args[0], []).append(a.args[1])
        ok = [c for c, modes in single.items() if modes == ["regular"]]  # a lone flex play asks first
        if sess.st.current == 0 and len(ok) >= 1:
            break
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


def test_rounds_to_500_then_the_match_result(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
    app = make_app(speed="instant")
    seats = [{"kind": "ai", "level": "normal", "name": n} for n in ("Ada", "Bo")]
    sess = Session(game, seats, {"scoring": True}, 6, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    rounds = 0
    while True:
        pump(app, lambda: app.scenes.top.name == "round_result", frames=20000)
        rounds += 1
        assert table.director.resyncs == 0
        if sess.st.phase == "match_over":
            break
        r = sess.st.round
        press(app, app.scenes.top, "Next round")
        assert app.scenes.top is table and sess.st.round == r + 1
    assert rounds >= 2 and max(sess.st.scores) >= 500
    press(app, app.scenes.top, "Match result")
    assert app.scenes.top.name == "match_result"
    # a second Enter at once (a double tap on "Match result") does not deal a new match over the standings
    for k in (pygame.KEYDOWN, pygame.KEYUP):
        post(k, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    assert app.scenes.top.name == "match_result" and app.scenes.top.table is table
    # Play again: the same players and options, a new deal, with the title under the table
    press(app, app.scenes.top, "Play again")
    new = app.scenes.top
    assert isinstance(new, TableScene) and new is not table and app.scenes.stack[0].name == "title"
    s2 = new.session
    assert (s2.seats, s2.options, s2.st.round, s2.st.scores) == (sess.seats, sess.options, 1, [0, 0])
    assert s2.seed != sess.seed
    app.close()


def test_a_forgotten_uno_is_caught_after_the_grace_time(home):
    from tabletop.persist import autosave
    from tabletop.rules.loader import load_game
    from tabletop.tools.sim import random_playout
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import GRACE, MIN_GRACE, TableScene
    game = load_game("uno_flex")
    found = None
    for seed in range(1, 300):
        _, actions = random_playout(game, seed, 3)
        st = game.new_state(seed, 3)
        for k, a in enumerate(actions):
            game.apply(st, a)
            if (a.seat == 0 and a.kind == "play" and st.vars["uno"] == 0 and st.pending is None
                    and st.current != 0 and st.phase == "play"):
                found = (seed, actions[:k + 1])
                break
        if found:
            break
    seed, acts = found
    sess = Session.resume(game, autosave.record("uno_flex", default_seats(3, 1), {}, seed, acts), save=False)
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 2)
    assert any(w.label == "UNO! · U" for w in table.widgets), "the human may call UNO (U)"
    step(app, int(max(MIN_GRACE, GRACE) * 60) - 10)
    assert len(sess.actions) == len(acts), "nobody acts while the human may still call UNO"
    pump(app, lambda: len(sess.actions) > len(acts), frames=200)
    a = sess.actions[len(acts)]
    assert a.kind == "catch" and a.args == (0,) and len(sess.st.hand(0)) == 3
    step(app, 30)
    assert "caught" in table.banner_text
    app.close()


def test_a_dragged_card_is_drawn_over_the_buttons_and_marks(home):
    """The card in the player's hand is the topmost thing on the table: carried over a button (or a
    seat's status mark) it is seen whole, not with the button painted through it."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
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
    sess = Session(load_game("uno_flex"), default_seats(3, 1), {"scoring": True}, 5, save=False)
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


def test_a_long_option_label_is_set_on_two_readable_lines_in_a_small_window(home):
    """At 960x540 UNO FLEX's seven options take two columns; "Wilds count for the Draw Four check: on" was
    shrunk to 9 px and still ran into the next button. It now wraps onto two lines of at least 11 px."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx, widgets
    from tabletop.ui.screens import game_choice, setup, title
    app = make_app(size=(960, 540))
    app.scenes.push(title.TitleScene(app))
    app.scenes.push(setup.SetupScene(app, load_game("uno_flex")))
    step(app)
    cycles = [w for w in app.scenes.top.widgets if isinstance(w, widgets.Cycle) and "Draw Four check" in w.label]
    assert len(cycles) == 2
    for w in cycles:
        r = w.rect
        assert gfx.font(9, True).size(w.label)[0] > r.w - 20 or gfx.fit_size(w.label, 14, r.w - 20, True) < 14
        lines, size = widgets.two_lines(w.label, 14, r.w - 20, r.h - 4)
        assert size >= 11 and len(lines) == 2
        assert all(gfx.font(size, True).size(x)[0] <= r.w - 20 for x in lines)
        drawn = []
        real = gfx.blit_text
        gfx.blit_text = lambda dst, s, sz, pos, *a, **kw: drawn.append((s, sz, pos)) or real(dst, s, sz, pos, *a, **kw)
        try:
            w.draw(app.screen)
        finally:
            gfx.blit_text = real
        assert [(t, sz) for t, sz, _ in drawn] == [(x, size) for x in lines]   # what the button draws
        assert all(r.collidepoint(pos) for _, _, pos in drawn)
    app.close()


def test_a_resumed_match_shows_its_last_moves_in_the_log(home):
    """After Quit and Resume the move log under the title was empty; it now holds the round's last moves
    (not those of a round before the last "next round")."""
    from tabletop.engine.actions import SYSTEM
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene, recent_moves
    game = load_game("uno_flex")
    sess = Session(game, default_seats(3, 1), {}, 3, save=False)
    for _ in range(8):
        a = next(a for a in sess.legal() if a.kind in ("play", "draw", "keep", "colour"))
        sess.apply(a)
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    assert list(table.log) == sess.actions[-5:] and len(sess.actions) == 8
    app.close()
    acts = [Action(0, "play", (1, "regular")), Action(SYSTEM, "next_round"), Action(1, "draw"), Action(2, "draw")]
    assert recent_moves(acts) == acts[2:]
