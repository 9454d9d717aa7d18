"""The move log holds the whole round, scrolls (wheel, PageUp/PageDown, End) and says who drew how many
cards on whose move (a player who went from 4 cards to 6 between turns could not find out why)."""

import random

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES
from tests.test_ui_driver import home, key, make_app, post, step  # noqa: F401


def _played(gid, moves=60, seed=5):
    """A session with `moves` random legal moves of its first round made (fewer if the round ends)."""
    game = load_game(gid)
    sess = Session(game, default_seats(min(4, game.max_players), 1), {}, seed, save=False)
    rnd = random.Random(seed)
    for _ in range(moves):
        sess.apply(rnd.choice(sess.legal()))
        if sess.st.phase != "play":   # the round ended: the same moves but the last
            acts = sess.actions[:-1]
            sess = Session(game, sess.seats, sess.options, seed, save=False)
            for a in acts:
                sess.apply(a)
            break
    return game, sess


@pytest.mark.parametrize("gid", GAMES)
def test_the_log_holds_the_whole_round_and_scrolls(home, gid):
    from tabletop.ui.table.scene import TableScene
    game, sess = _played(gid)
    app = make_app(size=(960, 540))
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    table.drive = lambda dt: None   # the bots wait: the log stays as it is while it is read
    step(app)
    players = [a for a in sess.actions if a.seat >= 0]
    assert table.log == players and len(table.log) > 8   # every move of the round, not the last five
    newest = [x for x, _, _ in table.log_lines()]
    assert 0 < table.log_shown < len(table.log)
    key(app, pygame.K_PAGEUP)
    assert table.log_back == max(1, table.log_shown - 1)
    back = [x for x, _, _ in table.log_lines()]
    assert back != newest and table.log_hint()   # earlier moves, and a line saying newer ones are below
    key(app, pygame.K_PAGEDOWN)
    assert table.log_back == 0 and [x for x, _, _ in table.log_lines()] == newest
    # the wheel over the log scrolls it a move at a time; elsewhere it does nothing
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    step(app)
    assert table.log_back == 0
    at = table.log_area.center
    post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    step(app)
    assert table.log_back == 2
    # scrolled back, a new move keeps the lines being read where they are
    shown = [x for x, _, _ in table.log_lines()]
    table.log.append(table.log[-1])
    table.log_back += 1   # (as TableScene.act does)
    assert [x for x, _, _ in table.log_lines()] == shown
    key(app, pygame.K_END)
    assert table.log_back == 0
    app.close()


@pytest.mark.parametrize("gid", [g for g in GAMES if "draw" in load_game(g).cfg["actions"]])
def test_each_draw_says_how_many_and_on_whose_move(home, gid):
    from tabletop.ui.table.scene import TableScene
    game, sess = _played(gid, moves=150)
    app = make_app(size=(1280, 720))
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app)
    drew = [k for k, a in enumerate(table.log) if table.log_draws.get(k, {}).get(a.seat)]
    assert drew, "no move drew a card"
    k = drew[0]
    n = table.log_draws[k][table.log[k].seat]
    text = table.log_entry_texts(k)[0]
    assert text.startswith(sess.name(table.log[k].seat) + ":") and f"({n} card" in text, text
    # a seat made to draw by another's move (a Draw Two, a penalty) gets a line of its own under that move
    other = [k for k, a in enumerate(table.log) if set(table.log_draws.get(k, {})) - {a.seat}]
    for k in other:
        lines = table.log_entry_texts(k)
        seat = min(set(table.log_draws[k]) - {table.log[k].seat})
        n = table.log_draws[k][seat]
        assert any(x.startswith("↳ ") and sess.name(seat) in x and f"{n} card" in x for x in lines[1:]), lines
    app.close()
