"""UNO FLEX played through the real scenes: title → game → seats → table → result, by drag and drop; a match
of rounds to 500; a forgotten UNO caught; its long option labels (split from tests/test_ui_play.py)."""

import pygame
import pytest

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
