"""UNO FLEX in hot-seat: a challenge goes through the hand-off, the player handing over can still call UNO,
U and C act for the seat at the screen, the next human starts clean (split from tests/test_ui_hotseat.py)."""

import pygame

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session
from tests.test_ui_driver import click, drag, grab_point, home, key, make_app, pump, sprite_of, step  # noqa: F401
from tests.test_ui_hotseat import SEATS, Watch

GAME = load_game("uno_flex")


def find_wd4_between_humans():
    """A seed and the actions up to a human's regular Draw Four whose answer is the other human's."""
    from tabletop.tools.sim import random_playout
    wd4 = {i for i, c in enumerate(GAME.cards) if c["kind"] == "flex_wild_draw_four"}
    for seed in range(1, 400):
        st, actions = random_playout(GAME, seed, 3)
        probe = GAME.new_state(seed, 3)
        for k, a in enumerate(actions):
            GAME.apply(probe, a)
            if a.seat in (0, 1) and a.kind == "play" and a.args[0] in wd4 and a.args[1] == "regular":
                if probe.pending and probe.pending["type"] == "colour" and (a.seat + probe.direction) % 3 in (0, 1):
                    return seed, actions[:k + 1], a.seat
    raise AssertionError("no such game")


def test_challenge_goes_through_the_hand_off(home):
    from tabletop.persist import autosave
    from tabletop.ui.table.scene import TableScene
    seed, actions, by = find_wd4_between_humans()
    rec = autosave.record("uno_flex", SEATS, {}, seed, actions)
    sess = Session.resume(GAME, rec, save=False)
    other = 1 - by
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    step(app, 2)
    assert app.scenes.top.name == "handoff" and app.scenes.top.who == SEATS[by]["name"]
    key(app, pygame.K_RETURN)
    pump(app, lambda: table.dialog is not None)
    assert table.viewer == by and "colour" in table.dialog.title
    click(app, table.dialog.widgets[2].rect.center)  # a colour
    pump(app, lambda: app.scenes.top.name == "handoff")
    assert app.scenes.top.who == SEATS[other]["name"] and table.viewer is None
    key(app, pygame.K_RETURN)
    pump(app, lambda: table.dialog is not None)
    assert table.viewer == other and "challenge" in table.dialog.title
    hand_of_by = set(sess.st.hand(by))
    click(app, [b for b in table.dialog.widgets if "Challenge" in b.label][0].rect.center)
    step(app)
    assert sess.actions[-1] == Action(other, "challenge")
    assert "challenges" in table.banner_text
    assert hand_of_by <= {int(c) for c in sess.view(other)["known"]}, "the challenger saw the hand"
    assert table.hud.get("reveal") and set(table.hud["reveal"][1]) == hand_of_by
    w.handoffs_between_humans()
    app.close()


def _two_humans_at(hands: dict, discard, current=0, speed="instant"):
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup(hands, discard, current=current)
    sess = Session(GAME, SEATS, {}, 1, save=False)
    sess.st = sc.st
    app = make_app(speed=speed)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "handoff", frames=4000)
    key(app, pygame.K_RETURN)   # the first player sits down
    return sc, sess, app, table


def test_the_player_handing_over_can_still_call_uno_on_the_hand_off_screen(home):
    """Ann plays her second-to-last card and the screen goes to "Pass to Ben": the hand-off screen offers
    Ann's UNO call (button and U), which was only on Ben's revealed table before."""
    sc, sess, app, table = _two_humans_at({0: ["R7", "R2"]}, ["R5"])
    pump(app, lambda: table.my_turn() and not table.director.busy)
    assert table.act(Action(0, "play", (sc.hand(0)[0], "regular")))
    pump(app, lambda: app.scenes.top.name == "handoff")
    hand_off = app.scenes.top
    assert [w.label for w in hand_off.widgets] == ["I'm Ben: show my hand", "Ann: Call UNO! · U", "Menu"]
    key(app, pygame.K_u)
    assert [a.kind for a in sess.actions] == ["play", "uno"] and sess.actions[-1].seat == 0
    assert [w.label for w in hand_off.widgets] == ["I'm Ben: show my hand", "Menu"]
    app.close()


def test_u_and_c_act_for_the_seat_at_the_screen_only_and_also_mid_animation(home):
    """C catches for the human whose hand is shown (it caught for the first human in seat order), and U/C
    are taken at once while cards are still flying (they were dropped)."""
    sc, sess, app, table = _two_humans_at({0: ["R7", "R2"]}, ["R5"], current=0, speed="slow")
    pump(app, lambda: table.my_turn() and not table.director.busy, frames=4000)
    sess.seats[0] = dict(sess.seats[0], kind="ai", level="normal")   # Ann is a bot now: Ben is at the screen
    table.set_viewer(1)
    assert table.act(Action(0, "play", (sc.hand(0)[0], "regular")))
    assert table.director.busy
    kinds = {(a.seat, a.kind) for a in sess.legal()}
    assert (1, "catch") in kinds
    key(app, pygame.K_c)
    assert (sess.actions[-1].seat, sess.actions[-1].kind) == (1, "catch")
    app.close()


def test_the_next_human_sees_no_message_and_gets_no_key_of_the_last_one(home):
    """Ann's refused drop named a card of hers ("Green 4 doesn't match…") and her key pressed while her
    card flew (D) were still there after the hand-off: Ben read her card, and drew a card he never asked
    for. Another seat at the screen now starts clean."""
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup({0: ["R2", "G4", "B8", "B3"], 1: ["Y1", "R3", "Y5", "G6"]}, ["R5"], current=0)
    sess = Session(GAME, SEATS, {}, 1, save=False)
    sess.st = sc.st
    app = make_app(speed="normal")
    t = TableScene(app, sess, threaded=False)
    app.scenes.push(t)
    pump(app, lambda: app.scenes.top.name == "handoff", frames=4000)
    key(app, pygame.K_RETURN)
    pump(app, lambda: t.my_turn(), frames=4000)
    drag(app, grab_point(t, sprite_of(t, sc.hand(0)[1])), t.geom.discard_pos)    # Green 4: refused
    assert "Green 4" in t.banner_text and t.banner_t > 2.0
    drag(app, grab_point(t, sprite_of(t, sc.hand(0)[0])), t.geom.discard_pos)    # Red 2
    assert sess.actions[-1].kind == "play" and t.director.busy
    key(app, pygame.K_d)
    assert t.keyq
    pump(app, lambda: app.scenes.top.name == "handoff", frames=4000)
    n = len(sess.actions)
    key(app, pygame.K_RETURN)
    step(app, 120)
    assert t.viewer == 1 and "Green 4" not in t.banner_text and sess.actions[n:] == []
    assert len(sess.st.hand(1)) == 4
    assert t.mouse == (-1, -1) and t.preview_rect is None   # Ann's pointer spot raised none of Ben's cards
    app.close()
