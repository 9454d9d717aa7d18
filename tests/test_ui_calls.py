"""A seat's own call (said as one plays: the config's `own_calls` that are also `windows`) at the table:
pressed ahead it is made with the move that opens it, refused with a reason when no move opens it, shown
as a button before and while the card flies, and a human gets at least two real seconds, at every
animation speed, before an AI may react to a call they forgot (a catch came 1.1 s after the card landed
at fast speed)."""

import pygame
import pytest

from tabletop.engine.actions import Action
from tests.pick import every
from tests.test_ui_driver import click, drag, grab_point, home, key, make_app, sprite_of, step  # noqa: F401

CALLING = every(lambda g: set(g.cfg["own_calls"]) & set(g.cfg["windows"]) and set(g.cfg["keys"]) & set(g.cfg["own_calls"]))


def _opens_call(game, st, a, kinds) -> bool:
    """Whether move `a` opens the mover's own call (and asks them nothing more: no colour to name)."""
    st2 = st.clone()
    game.apply(st2, a, check=False)
    return st2.pending is None and any(x.seat == a.seat and x.kind in kinds for x in game.legal_actions(st2))


def position(gid: str, opens: bool):
    """A session where the human seat 0 is to move, with a single-way card play that opens its own call
    (`opens`), or with plays of which none does; and that play."""
    from tabletop.persist import autosave
    from tabletop.rules.loader import load_game
    from tabletop.tools.sim import random_playout
    from tabletop.ui.table.session import Session, default_seats
    game = load_game(gid)
    kinds = game.own_calls & set(game.cfg["windows"])
    for seed in range(1, 400):
        _, actions = random_playout(game, seed, 3)
        st = game.new_state(seed, 3)
        for k, a in enumerate(actions):
            game.apply(st, a)
            if st.phase != "play" or st.pending is not None or st.current != 0:
                continue
            legal = [x for x in game.legal_actions(st) if x.seat == 0]
            if any(x.kind in kinds for x in game.legal_actions(st)):
                continue
            plays = [x for x in legal if x.kind == "play"]
            by_card: dict = {}
            for x in plays:
                by_card.setdefault(x.args[0], []).append(x)
            opening = [x for x in plays if _opens_call(game, st, x, kinds)]
            if opens:
                one = [x for x in opening if len(by_card[x.args[0]]) == 1]
                if one:
                    rec = autosave.record(gid, default_seats(3, 1), {}, seed, actions[:k + 1])
                    return Session.resume(game, rec, save=False), one[0], kinds
            elif plays and not opening:
                rec = autosave.record(gid, default_seats(3, 1), {}, seed, actions[:k + 1])
                return Session.resume(game, rec, save=False), plays[0], kinds
    raise LookupError(gid)


def table_at(gid, opens, speed="normal", size=(1280, 720)):
    from tabletop.ui.table.scene import TableScene
    sess, play, kinds = position(gid, opens)
    app = make_app(size=size, speed=speed)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 3)
    assert table.my_turn()
    kind = sorted(kinds)[0]
    k = {v: kk for kk, v in table.gameui.WINDOW_KEYS.items()}[kind]
    return app, table, sess, play, kind, k


def calls(table) -> list:
    """The table's buttons for window actions (all but Menu, Draw, Undo and Hint: the position has no pick
    and no Pass)."""
    from tabletop.i18n import t
    return [b for b in table.widgets if b.label not in (t("Menu"), t("Draw (D)"), t("Undo (Ctrl+Z)"), t("Hint (H)"))]


def drag_play(app, table, play):
    s = sprite_of(table, play.args[0])
    drag(app, grab_point(table, s), table.geom.drop_rect().center)


@pytest.mark.parametrize("gid", CALLING)
def test_the_call_key_pressed_before_playing_is_made_with_the_move(home, gid):
    app, table, sess, play, kind, k = table_at(gid, True)
    n = len(sess.actions)
    assert not table.banner_text
    key(app, k)   # before the card: it did nothing and said nothing
    assert len(sess.actions) == n and table.armed == kind
    assert table.banner_t > 0 and not table.banner_bad and table.banner_text
    assert calls(table), "the call's button is there before the card is played"
    drag_play(app, table, play)
    assert [a.kind for a in sess.actions[n:n + 2]] == ["play", kind], "the call is made with the card"
    for _ in range(400):
        step(app)
    assert not any(a.kind != kind and a.seat != 0 and a.args == (0,) for a in sess.actions[n:]), \
        "nobody caught a player who called"
    app.close()


@pytest.mark.parametrize("gid", CALLING)
def test_the_call_button_before_playing_arms_the_call(home, gid):
    app, table, sess, play, kind, k = table_at(gid, True)
    n = len(sess.actions)
    assert len(calls(table)) == 1
    click(app, calls(table)[0].rect.center)
    assert table.armed == kind and len(sess.actions) == n
    drag_play(app, table, play)
    assert [a.kind for a in sess.actions[n:n + 2]] == ["play", kind]
    app.close()


@pytest.mark.parametrize("gid", CALLING)
def test_the_call_key_says_why_it_does_nothing_when_no_move_opens_it(home, gid):
    app, table, sess, play, kind, k = table_at(gid, False)
    n = len(sess.actions)
    key(app, k)
    assert len(sess.actions) == n and table.armed is None
    assert table.banner_t > 0 and table.banner_bad and table.banner_text, "a refusal line says why"
    reason = sess.try_apply(Action(0, kind))[1]
    assert reason and table.banner_text == table.named(reason)
    app.close()


@pytest.mark.parametrize("gid", CALLING)
def test_the_button_shows_while_the_card_flies(home, gid):
    app, table, sess, play, kind, k = table_at(gid, True)
    n = len(sess.actions)
    drag_play(app, table, play)
    assert sess.actions[n].kind == "play" and table.director.busy
    assert calls(table), "the call's button shows as the card flies"
    key(app, k)   # and the key makes it while the card still flies
    assert sess.actions[-1].kind == kind and sess.actions[-1].seat == 0
    app.close()


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "instant"])
@pytest.mark.parametrize("gid", CALLING)
def test_a_human_has_two_real_seconds_to_call_at_every_speed(home, gid, speed):
    app, table, sess, play, kind, k = table_at(gid, True, speed=speed)
    n = len(sess.actions)
    drag_play(app, table, play)
    assert sess.actions[n].kind == "play"
    for _ in range(600):   # the card lands
        if not table.director.busy:
            break
        step(app)
    for _ in range(2 * 60):   # two seconds of frames
        step(app)
        assert len(sess.actions) == n + 1, f"an AI acted {sess.actions[n + 1:]} within 2 s at {speed} speed"
    app.close()
