"""The hint (H, or its button) in every game: on the player's decision it shows the move the normal bot
suggests for the seat's view (tabletop.ai.hint.suggest) with its reason in a banner, and marks it on the
table (its cards lifted or picked, else its button or pile outlined); out of turn it says why not; it
reads nothing but the seat's view."""

import pygame
import pytest

from tabletop.ai import hint as ai_hint
from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES
from tests.test_ui_driver import home, make_app, post, pump, step  # noqa: F401


def press_h(app):
    post(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    post(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0)
    step(app)


def _table(gid, seed=5, size=(1280, 720)):
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    app = make_app(size=size, speed="instant")
    sess = Session(game, default_seats(min(4, game.max_players), 1, "easy"), {}, seed, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    return app, sess, table


def at_decision(app, table):
    """Play on (the player's dialogs answered with their first choice) to a decision made on the table."""
    sess = table.session
    for _ in range(30):
        pump(app, lambda: table.my_turn() and not table.keyq, frames=6000)
        if table.dialog is None:
            return
        table.act([a for a in sess.legal(table.viewer) if a.kind not in table.gameui.WINDOW_KINDS][0])
    pytest.skip("no decision on the table")


def marked(table, action) -> bool:
    """The suggested move shows on the table: its cards lifted or picked, or its button or pile outlined."""
    cards = table.gameui.cards_of(action) if action.args else ()
    if table.picker is not None and cards and list(table.picker.cards) == list(cards):
        return True
    if table.picker is None and cards and table.selected == cards[0]:
        return True
    return bool(table.hint_marks)


@pytest.mark.parametrize("gid", GAMES)
def test_h_shows_the_suggested_move_and_its_reason(home, gid, monkeypatch):
    app, sess, table = _table(gid)
    at_decision(app, table)
    calls, seats = [], []
    real = ai_hint.suggest

    def spy(game, view, legal, seed):
        calls.append((view, list(legal), seed))
        return real(game, view, legal, seed)
    monkeypatch.setattr("tabletop.ui.table.hints.suggest", spy)
    real_view = sess.view
    monkeypatch.setattr(sess, "view", lambda seat=None: (seats.append(seat), real_view(seat))[1])
    press_h(app)
    assert len(calls) == 1
    view, legal, seed = calls[0]
    v = table.viewer
    assert view == real_view(v)    # the seat's own view, nothing more
    assert set(seats) <= {v}       # no other seat's view was asked for while hinting
    assert legal == [a for a in sess.legal(v) if a.kind not in table.gameui.WINDOW_KINDS]
    h = real(sess.game, real_view(v), legal, seed)
    assert table.hint_last == h and h.action in legal   # the one suggest gives for that view
    assert table.banner_t > 0 and not table.banner_bad and table.banner_text == table.named(h.reason)
    assert marked(table, h.action)
    step(app, 2)
    surf = pygame.Surface(app.size)
    table.draw(surf)   # drawn with the hint on show
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_h_out_of_turn_is_refused_with_a_reason(home, gid):
    app, sess, table = _table(gid)
    at_decision(app, table)
    v = table.viewer
    for _ in range(40):   # the player's moves until another seat is to play (a combo goes on, a choice follows)
        pump(app, lambda: not table.director.busy and not table.runner.job, frames=6000)
        if sess.primary() != v or sess.st.phase != "play":
            break
        acts = [a for a in sess.legal(v) if a.kind not in table.gameui.WINDOW_KINDS]
        table.act(next((a for a in acts if a.kind == "play"), acts[0]))
    if sess.primary() == v:
        pytest.skip("the round ended on the player's move")
    table.hint_last = None
    press_h(app)
    assert table.banner_bad and "not your decision" in table.banner_text
    assert table.hint_last is None
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_hint_button_is_offered_on_the_players_decision(home, gid):
    from tests.test_ui_driver import click
    app, sess, table = _table(gid)
    at_decision(app, table)
    btn = next((w for w in table.widgets if getattr(w, "label", None) == "Hint (H)"), None)
    assert btn is not None
    assert sum(1 for w in table.widgets if "Hint" in str(getattr(w, "label", ""))) == 1   # one hint button
    click(app, btn.rect.center)
    assert table.hint_last is not None and not table.banner_bad
    app.close()
