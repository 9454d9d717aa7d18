"""Hot-seat: no hand is ever drawn face up for the wrong seat; a hand-off screen between two humans (in every
game; a game's own hot-seat moments, such as calls on the hand-off screen, are its own tests)."""

import random

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session
from tests.pick import every, first, multi_round_options, takes
from tests.test_ui_driver import (click, home, human_move, key, make_app, pump,  # noqa: F401
                                  step)

THREE = every(takes(3))   # the games two humans and a bot can play
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


def situation(app, table):
    top = app.scenes.top
    if top is not table:
        return top.name
    s = table.session
    if s.st.phase != "play":
        return "over"
    if any(a.kind in s.game.cfg["windows"] and s.is_human(a.seat) for a in s.legal()):
        return "window"   # an out-of-turn action of a human's (a last-card call, a catch)
    return "turn" if table.my_turn() else None


def window_keys(game) -> list:
    """The keys of the game's out-of-turn actions."""
    return [getattr(pygame, f"K_{k}") for kind, k in game.cfg["keys"].items() if kind in game.cfg["windows"]]


@pytest.mark.parametrize("gid", THREE)
def test_hotseat_never_shows_a_hand_to_the_wrong_seat(home, gid):
    """A round with two humans through the real table: every frame drawn for a seat shows only what that
    seat may see, and a hand-off screen stands between two humans' tables."""
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    app = make_app(speed="instant")
    sess = Session(game, SEATS, {}, 21, save=False)
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
            key(app, rnd.choice(window_keys(game)))
        elif what == "turn":
            human_move(app, table, rnd)
        else:
            break
    if game.single_round(sess.st.options, sess.players):
        assert sess.st.phase == "match_over"
    assert sess.st.phase in ("round_over", "match_over")
    step(app, 3)  # the frames after the round's last play: the public table and the round's result
    assert app.scenes.top.name == "round_result" and table.viewer is None
    over, r = sess.st.phase == "match_over", sess.st.round
    key(app, pygame.K_RETURN)
    if over:
        assert app.scenes.top.name == "match_result"
    else:   # the next round is dealt
        assert app.scenes.find(TableScene) is table and sess.st.phase == "play" and sess.st.round == r + 1
    assert handoffs >= 3 and w.checked > 50
    w.handoffs_between_humans()
    assert table.director.resyncs == 0
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
    game = load_game(first("for four players", takes(4)))
    scored = _finish(game, 8, 4, multi_round_options(game, 4))
    scored.st.result["match_winners"] = [1]   # (drawn as if that round had ended the match)
    for sess, result in ((_finish(game, 7, 4, multi_round_options(game, 4)), overlays.RoundResultScene),
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
    game = load_game(THREE[0])
    app = make_app(speed="instant")
    sess = Session(game, SEATS, {}, 21, save=False)
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
            key(app, window_keys(game)[0])
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
    game = load_game(first("for three, with matches of several rounds", lambda g: takes(3)(g)
                           and not g.single_round(g.resolve_options({}, 3), 3)))
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
