"""Hot-seat: no hand is ever drawn face up for the wrong seat; a hand-off screen between two humans."""

import random

import pygame

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session
from tests.test_ui_driver import (click, drag, grab_point, home, key, make_app, pump, sprite_of,  # noqa: F401
                                  step)

GAME = load_game("uno_flex")
SEATS = [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "human", "level": None, "name": "Ben"},
         {"kind": "ai", "level": "normal", "name": "Cy"}]


def allowed_ids(sess, viewer) -> set:
    """Every card id `viewer` may see now (None: only public ones)."""
    v = sess.view(viewer)
    ids = set()
    for z in v["zones"].values():
        for x in z:
            ids.update(x if isinstance(x, list) else [x])
    ids.update(int(c) for c in v.get("known", {}))
    return ids


class Watch:
    """Checks every drawn frame of the table against the engine state; remembers viewers and scenes."""

    def __init__(self, app, sess):
        self.app, self.sess = app, sess
        self.frames = []
        self.checked = 0
        app.draw_log = []
        orig = app.draw

        def draw(dt=0.0):
            orig(dt)
            e = app.draw_log.pop()
            self.frames.append((e["scene"], e["viewer"] if e.get("table") else "-"))
            if e.get("table"):
                self.check(e)
        app.draw = draw

    def check(self, e) -> None:
        sess, v = self.sess, e["viewer"]
        up = e["face_up"]
        assert up <= allowed_ids(sess, v), f"viewer {v} saw {sorted(up - allowed_ids(sess, v))}"
        for h in range(sess.players):
            if h != v:
                mine = set(sess.st.hand(h)) - allowed_ids(sess, v)
                assert not (up & mine), f"seat {h}'s cards drawn face up for viewer {v}"
        if v is not None:
            assert sess.is_human(v)
        self.checked += 1

    def handoffs_between_humans(self) -> None:
        """Between frames shown to two different humans there is always a hand-off frame."""
        last, since = None, True
        for scene, v in self.frames:
            if scene == "handoff":
                since = True
            if v not in ("-", None):
                if last is not None and v != last:
                    assert since, f"table shown to {last} then {v} without a hand-off"
                if v != last:
                    since = False
                last = v


def human_move(app, table, rnd):
    s = table.session
    if table.dialog is not None:
        opts = [w for w in table.dialog.widgets if w.label != "Cancel"]
        click(app, rnd.choice(opts).rect.center)
        return
    plays = [a for a in s.legal(table.viewer) if a.kind == "play"]
    if plays:
        card = rnd.choice(plays).args[0]
        drag(app, grab_point(table, sprite_of(table, card)), table.geom.discard_pos)
    else:
        key(app, pygame.K_d)


def situation(app, table):
    top = app.scenes.top
    if top is not table:
        return top.name
    s = table.session
    if s.st.phase != "play":
        return "over"
    if any(a.kind in ("uno", "catch") and s.is_human(a.seat) for a in s.legal()):
        return "window"
    return "turn" if table.my_turn() else None


def test_hotseat_never_shows_a_hand_to_the_wrong_seat(home):
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="instant")
    sess = Session(GAME, SEATS, {}, 21, save=False)
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    rnd = random.Random(5)
    handoffs = 0
    for _ in range(600):
        what = pump(app, lambda: situation(app, table), frames=3000)
        if what == "handoff":
            assert table.viewer is None
            handoffs += 1
            key(app, pygame.K_RETURN)
        elif what == "window":
            key(app, rnd.choice([pygame.K_u, pygame.K_c]))
        elif what == "turn":
            human_move(app, table, rnd)
        else:
            break
    assert sess.st.phase == "match_over"
    step(app, 3)  # the frames after the match's last play: the public table and the last round's result
    assert app.scenes.top.name == "round_result" and table.viewer is None
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "match_result"
    assert handoffs >= 3 and w.checked > 50
    w.handoffs_between_humans()
    assert table.director.resyncs == 0
    app.close()


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


def _enter_down(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))


def test_a_held_enter_does_not_press_the_hand_off_screen(home):
    """Enter held down after playing a card: its auto-repeats reached the "Pass to Ben" screen once it came
    up and pressed "show my hand", so Ann saw Ben's hand. Keys down when a scene comes up are not for it."""
    from tabletop.ui.screens import overlays, setup, title
    from tabletop.ui.screens import game_choice
    app = make_app()
    app.scenes.push(title.TitleScene(app))
    shown = []
    _enter_down(app)                # Enter goes down on the screen before (it plays Ann's card)...
    step(app)
    app.scenes.push(overlays.HandOffScene(app, "Ben", lambda: shown.append("Ben")))
    for _ in range(60):             # ...and repeats for a second while the hand-off is up
        _enter_down(app)
        step(app)
    assert shown == [] and app.scenes.top.name == "handoff"
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    step(app)
    key(app, pygame.K_RETURN)       # a new press once it is released: Ben is at the screen
    assert shown == ["Ben"]
    app.close()


def test_a_double_tap_does_not_press_the_hand_off_screen_at_once(home):
    """Two quick presses of Enter (the second one 50 ms after the hand-off came up) do not show the hand;
    after 0.4 s Enter does."""
    from tabletop.ui.screens import overlays, setup, title
    from tabletop.ui.screens import game_choice
    app = make_app()
    app.scenes.push(title.TitleScene(app))
    shown = []
    app.scenes.push(overlays.HandOffScene(app, "Ben", lambda: shown.append("Ben")))
    step(app, 3)
    for k in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(k, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    step(app)
    button = app.scenes.top.widgets[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    step(app)
    assert shown == []
    step(app, 24)
    key(app, pygame.K_RETURN)
    assert shown == ["Ben"]
    app.close()


def test_enter_pressed_too_soon_on_the_hand_off_and_held_does_not_show_the_hand(home):
    """Enter pressed 0.07 s after the hand-off came up was dropped, but its auto-repeats, still held,
    pressed "show my hand" once the 0.4 s were over."""
    from tabletop.ui.screens import overlays, setup, title
    from tabletop.ui.screens import game_choice
    app = make_app()
    app.scenes.push(title.TitleScene(app))
    shown = []
    app.scenes.push(overlays.HandOffScene(app, "Ben", lambda: shown.append("Ben")))
    step(app, 4)
    for _ in range(60):    # held for a second: the first press, then its repeats
        _enter_down(app)
        step(app)
    assert shown == []
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    step(app)
    key(app, pygame.K_RETURN)
    assert shown == ["Ben"]
    app.close()


def test_the_hand_off_title_fits_a_tall_window_and_a_long_name(home, monkeypatch):
    """'Pass to Player 2' at 8% of the window's height ran off both sides of a portrait window (1080x1600),
    and a 40-character name off a 1280x720 one: the title now shrinks to fit, with 40 px either side."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.overlays import HandOffScene
    drawn = []
    real = gfx.blit_text

    def spy(surf, text, size, pos, colour, bold=False, **kw):
        drawn.append((text, size, bold))
        return real(surf, text, size, pos, colour, bold, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    for size, who in (((1080, 1600), "Player 2"), ((1280, 720), "W" * 40), ((960, 540), "Ann")):
        app = make_app(size=size)
        app.scenes.push(HandOffScene(app, who, lambda: None))
        drawn.clear()
        step(app)
        text, pt, bold = next(d for d in drawn if d[0] == f"Pass to {who}")
        assert gfx.font(pt, bold).size(text)[0] <= size[0] - 80, (size, pt)
        if who == "Ann":
            assert pt == int(size[1] * 0.08)   # a short name on a landscape window: as big as before
        app.close()


def test_long_names_stop_short_of_the_scores_in_the_results(home, monkeypatch):
    """A 40-character name ran under the Round and Match columns of the round result and past the score of
    the match result: it is cut with "…" before them."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.tools.shots import finish as _finish
    from tabletop.ui.table.scene import TableScene
    drawn = []
    real = gfx.blit_text

    def spy(surf, text, size, pos, colour, bold=False, **kw):
        w = gfx.font(size, bold).size(text)[0]
        left = pos[0] - (w if kw.get("anchor") == "topright" else w // 2 if kw.get("anchor") == "midtop" else 0)
        drawn.append((text, size, bold, (left, pos[1])))
        return real(surf, text, size, pos, colour, bold, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    app = make_app()
    scored = _finish(GAME, 8, 4, {"scoring": True})
    scored.st.result["match_winners"] = [1]   # (drawn as if that round had ended the match)
    for sess, result in ((_finish(GAME, 7, 4, {"scoring": True}), overlays.RoundResultScene),
                         (scored, overlays.MatchResultScene)):
        for i, seat in enumerate(sess.seats):
            seat["name"] = "W" * 40 if i % 2 else "Wolfgang Amadeus Mozart the Younger of Salzburg"
        t = TableScene(app, sess, threaded=False)
        app.scenes.push(t)
        scene = result(app, t)
        app.scenes.push(scene)
        drawn.clear()
        step(app)
        scores = [d for d in drawn if d[0].lstrip("+-").split(" ")[0].isdigit()]   # "+12", "276 pts"
        rows = {y for _, _, _, (_, y) in scores}   # the result's rows (the table under it draws names too)
        names = [d for d in drawn if ("WWW" in d[0] or "Wolfgang" in d[0]) and d[3][1] in rows and d[1] >= 14]
        assert len(names) == 4, names
        for text, size, bold, (x, y) in names:
            assert text.endswith("…"), text
            right = x + gfx.font(size, bold).size(text)[0]
            assert all(right < sx - 8 for _, _, _, (sx, sy) in scores if sy == y and sx > x), (text, right, scores)
        app.scenes.pop()
        app.scenes.pop()
    assert overlays.match_title([]) == "The match is over!"
    app.close()


def test_escape_on_the_hand_off_opens_the_pause_menu_and_the_table_stays_hidden(home):
    """Esc (or the Menu button) on "Pass to Ben" opens the pause menu over it; every frame meanwhile hides
    the hands, and Resume goes back to the hand-off, not to a hand."""
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="instant")
    sess = Session(GAME, SEATS, {}, 21, save=False)
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    rnd = random.Random(5)
    for _ in range(200):
        what = pump(app, lambda: situation(app, table), frames=3000)
        if what == "handoff" and table.handing_off and any(f[1] not in ("-", None) for f in w.frames):
            break   # a hand-off between the two humans (after one of them has played)
        if what == "handoff":
            key(app, pygame.K_RETURN)
        elif what == "window":
            key(app, pygame.K_u)
        elif what == "turn":
            human_move(app, table, rnd)
    assert app.scenes.top.name == "handoff"
    handoff = app.scenes.top
    step(app, 30)
    seen = len(w.frames)
    key(app, pygame.K_ESCAPE)
    step(app, 3)
    assert app.scenes.top.name == "pause" and table.viewer is None
    key(app, pygame.K_ESCAPE)               # Resume
    assert app.scenes.top is handoff and table.viewer is None
    menu = next(b for b in handoff.widgets if b.label == "Menu")
    click(app, menu.rect.center)
    assert app.scenes.top.name == "pause"
    click(app, app.scenes.top.widgets[0].rect.center)   # Resume
    assert app.scenes.top is handoff and table.viewer is None
    assert all(v in ("-", None) for _s, v in w.frames[seen:]), "no hand drawn while the menu was up"
    key(app, pygame.K_RETURN)
    assert table.viewer is not None and sess.is_human(table.viewer)
    app.close()


def round_ending_with_its_next_first_player(game, humans: int):
    """A seed and round one's actions but the last, whose last move is by the seat that starts round two."""
    from tabletop.engine.actions import SYSTEM
    for seed in range(1, 300):
        st = game.new_state(seed, humans)
        rnd, actions = random.Random(seed), []
        while st.phase == "play":
            a = rnd.choice(game.legal_actions(st))
            game.apply(st, a)
            actions.append(a)
        if st.phase != "round_over":
            continue
        game.apply(st, Action(SYSTEM, "next_round"))
        first = Session(game, [{"kind": "human", "level": None, "name": n} for n in "ABCD"[:humans]], {}, seed,
                        save=False)
        first.st = st
        if actions[-1].seat == first.primary():
            return seed, actions
    raise AssertionError("no such round")


def test_a_new_round_opens_with_the_hand_off_even_for_the_seat_that_ended_the_last(home):
    """Cal ends round one and starts round two: "Next round" shows the hand-off, not Cal's hand at once."""
    from tabletop.ui.table.scene import TableScene
    game = load_game("tweak")
    seed, actions = round_ending_with_its_next_first_player(game, 3)
    seats = [{"kind": "human", "level": None, "name": n} for n in ("Ann", "Ben", "Cal")]
    sess = Session(game, seats, {}, seed, save=False)
    for a in actions[:-1]:
        sess.apply(a)
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    assert pump(app, lambda: app.scenes.top.name == "handoff", frames=200)
    key(app, pygame.K_RETURN)
    assert pump(app, lambda: table.viewer == actions[-1].seat, frames=200)
    assert table.act(actions[-1])
    assert pump(app, lambda: app.scenes.top.name == "round_result", frames=600)
    key(app, pygame.K_RETURN)
    assert sess.st.phase == "play" and sess.primary() == actions[-1].seat
    assert pump(app, lambda: app.scenes.top.name == "handoff", frames=600), "the new round showed the hand at once"
    assert table.viewer is None
    key(app, pygame.K_RETURN)
    assert pump(app, lambda: table.viewer == actions[-1].seat, frames=200)
    result = max(i for i, (scene, _) in enumerate(w.frames) if scene == "round_result")
    after = w.frames[result + 1:]
    shown = next(i for i, (_, v) in enumerate(after) if v not in ("-", None))
    assert any(scene == "handoff" for scene, _ in after[:shown]), "Cal's new hand drawn before the hand-off"
    assert w.checked > 3
    app.close()
