"""Takeback: alone against AI seats, Undo (its button, Ctrl+Z) takes the table back to before the player's
last decision, the bots' moves since undone too; refused with a reason when there is nothing to undo and
in hot-seat; a match with a takeback is marked (save, history) and counted apart in the statistics."""

import random

import pygame
import pytest

from tabletop.persist import autosave, history, stats
from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES
from tests.test_ui_driver import click, home, make_app, post, pump, step  # noqa: F401


def ctrl_z(app):
    post(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0)
    post(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=0)
    step(app)


def _table(gid, humans=1, seed=6):
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    n = min(4, game.max_players)
    app = make_app(size=(1280, 720), speed="instant")
    sess = Session(game, default_seats(n, humans, "easy"), {}, seed, save=True)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    return app, sess, table


def _undo_button(table):
    return next((w for w in table.widgets if getattr(w, "label", None) == "Undo (Ctrl+Z)"), None)


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_the_table_back_to_before_the_last_decision(home, gid):
    app, sess, table = _table(gid)
    pump(app, lambda: table.my_turn(), frames=6000)
    assert _undo_button(table) is not None   # offered alone against AI seats
    ctrl_z(app)   # nothing of the player's yet this round: refused, with the reason
    assert table.banner_bad and "Nothing to undo" in table.banner_text and not sess.takeback
    def decide():
        acts = [a for a in sess.legal(table.viewer) if a.kind not in table.gameui.WINDOW_KINDS]
        choice = next((a for a in acts if a.kind == "play"), acts[0])
        was = list(sess.actions)
        table.act(choice)   # the player's decision
        return was, choice
    before, mine = decide()
    for _ in range(20):   # until a bot has moved since (a drawn card to keep or play is the player's again)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        if sess.st.phase != "play":
            pytest.skip("the round ended on the player's move")
        if any(a.seat != table.viewer for a in sess.actions[len(before):]):
            break
        before, mine = decide()
    ctrl_z(app)
    assert sess.actions == before and sess.takeback   # the bots' moves since are undone too
    fresh = Session(sess.game, sess.seats, sess.options, sess.seed, save=False)
    for a in before:
        fresh.apply(a)
    assert sess.st.to_dict() == fresh.st.to_dict()
    hand = sess.view(table.viewer)["zones"].get(table.hand_zone())
    if hand is not None:
        assert sorted(s.card for s in table.hand_sprites()) == sorted(hand)
    assert table.log == [a for a in before if a.seat >= 0][-len(table.log):] if table.log else True
    assert autosave.load()[0]["takeback"] is True   # the save says so
    pump(app, lambda: table.my_turn(), frames=6000)
    assert mine in sess.legal(table.viewer)   # the same decision again
    now = list(sess.actions)
    earlier = [i for i, a in enumerate(now) if a.seat == table.viewer]
    round_start = max([i for i, a in enumerate(now) if a.kind == "next_round"], default=-1)
    click(app, _undo_button(table).rect.center)   # the button: back to the decision before, if any
    if earlier and earlier[-1] > round_start:
        assert sess.actions == now[:earlier[-1]]
    else:
        assert table.banner_bad and sess.actions == now
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_no_takeback_in_hot_seat(home, gid):
    app, sess, table = _table(gid, humans=2)
    step(app, 5)
    assert _undo_button(table) is None
    n = len(sess.actions)
    assert sess.take_back(0) is not None
    ctrl_z(app)
    assert len(sess.actions) == n and not sess.takeback
    app.close()


def test_a_match_with_a_takeback_is_marked_and_counted_apart(home):
    from tests.pick import first, takes
    gid = first("for three players", takes(3))
    game = load_game(gid)
    rnd = random.Random(2)
    sess = Session(game, default_seats(3, 1, "easy"), {}, 2, save=True)
    took = False
    while sess.st.phase != "match_over":
        if sess.st.phase == "round_over":
            sess.apply(sess.legal()[0])
            continue
        sess.apply(rnd.choice(sess.legal()))
        if not took and sum(a.seat == 0 for a in sess.actions) >= 2:
            assert sess.take_back(0) is None
            took = True
            resumed = Session.resume(game, autosave.load()[0], save=True)
            assert resumed.takeback and resumed.actions == sess.actions   # the mark survives a resume
    g = stats.game(stats.load()[0], gid)
    assert g["takeback"][1] == 1 and g["played"] == 0 and g["won"] == 0
    assert all(g[lv] == [0, 0] for lv in stats.LEVELS)
    (m,) = history.load()[0]["matches"]
    assert m["takeback"] is True
