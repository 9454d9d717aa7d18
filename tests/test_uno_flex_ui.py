"""UNO FLEX table: the drawn-card decision. An unplayable drawn card is shown and kept without a dialog."""

import copy

import pygame

from tabletop.engine.actions import Action
from tests.test_ui_driver import home, key, make_app, pump, step  # noqa: F401


def _session(playable: bool):
    """A 2-player session (human seat 0 first to play) whose draw-pile top is playable or not."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.session import Session, default_seats
    game = load_game("uno_flex")
    for seed in range(1, 400):
        sess = Session(game, default_seats(2, 1), {}, seed, save=False)
        if sess.st.current != 0 or sess.st.pending is not None:
            continue
        st = copy.deepcopy(sess.st)
        game.apply(st, Action(0, "draw"))
        if st.pending and any(a.kind == "play" for a in game.legal_actions(st, 0)) == playable:
            return game, sess, st.zones["hand"][0][-1]
    raise AssertionError("no such deal")


def _table(sess, speed):
    from tabletop.ui.table import TableScene
    app = make_app(speed=speed)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    return app, table


def test_an_unplayable_drawn_card_is_shown_and_kept_without_a_dialog(home):
    game, sess, card = _session(playable=False)
    app, table = _table(sess, "normal")
    key(app, pygame.K_d)
    pump(app, lambda: len(sess.actions) >= 2, frames=600)
    assert [(a.seat, a.kind) for a in sess.actions[:2]] == [(0, "draw"), (0, "keep")]
    assert table.dialog is None
    text = f"You drew {game.card_name(card)}: it cannot be played"
    title, cards, until, viewer = table.hud["reveal"]
    assert (title, cards, viewer) == (text, [card], 0) and until > table.time
    assert table.director.busy, "the table holds a moment before the bot plays"
    step(app, 20)
    assert len(sess.actions) == 2 and sess.st.current == 1
    step(app, 400)
    assert len(sess.actions) > 2 and sess.st.hand(0).count(card) == 1
    app.close()


def test_a_playable_drawn_card_asks_play_or_keep(home):
    game, sess, card = _session(playable=True)
    app, table = _table(sess, "instant")
    key(app, pygame.K_d)
    pump(app, lambda: table.dialog is not None, frames=600)
    assert [a.kind for a in sess.actions] == ["draw"]
    labels = [w.label for w in table.dialog.widgets]
    assert "Keep it" in labels and len(labels) >= 2
    assert table.dialog.title == f"You drew {game.card_name(card)}"
    app.close()
