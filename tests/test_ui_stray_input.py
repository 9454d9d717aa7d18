"""A panel answers only presses that begin after it opened: Enter and clicks hurrying the last cards of a
round along skipped the round result straight to "wins the match!"; a mouse release (or a key's
auto-repeat) from before it opened does nothing."""

import pygame
import pytest

from tests.pick import GAMES
from tests.test_ui_driver import home, make_app, post, step  # noqa: F401


def last_move(gid: str):
    """A session just before the human seat 0 makes the move that ends a round, and that move."""
    from tabletop.engine.actions import SYSTEM
    from tabletop.persist import autosave
    from tabletop.rules.loader import load_game
    from tabletop.tools.sim import random_playout
    from tabletop.ui.table.session import Session, default_seats
    game = load_game(gid)
    n = max(2, min(3, game.max_players))
    for seed in range(1, 60):
        _, actions = random_playout(game, seed, n)
        st = game.new_state(seed, n)
        for k, a in enumerate(actions):
            before = st.phase
            game.apply(st, a)
            if a.kind == "next_round" and a.seat == SYSTEM:
                break   # the first round only: its deal is what `default_seats` replays
            if before == "play" and st.phase in ("round_over", "match_over"):
                if a.seat == 0:
                    rec = autosave.record(gid, default_seats(n, 1), {}, seed, actions[:k])
                    return Session.resume(game, rec, save=False), a
                break
    pytest.skip(f"no round ended by seat 0's move in {gid}")


@pytest.mark.parametrize("gid", GAMES)
def test_enter_and_clicks_while_the_last_cards_fly_do_not_skip_the_round_result(home, gid):
    from tabletop.ui.table.scene import TableScene
    sess, a = last_move(gid)
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    for _ in range(300):
        step(app)
        if table.my_turn():
            break
    assert table.act(a)
    centre = (app.size[0] // 2, app.size[1] // 2)
    seen = []
    for i in range(90):   # a player pressing Enter and clicking every few frames while the cards fly, and a
        if i % 4 == 0:    # moment longer, as the panel comes up
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
        if i % 4 == 2:
            top = app.scenes.top
            pos = top.widgets[0].rect.center if top is not table and top.widgets else centre
            post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        step(app)
        seen.append(app.scenes.top.name)
        if app.scenes.top.name == "round_result" and seen.count("round_result") * (1 / 60) > 0.3:
            break
    assert "round_result" in seen, seen[-5:]
    assert app.scenes.top.name == "round_result", f"the round result was skipped: {seen[-5:]}"
    app.close()


def test_a_scene_gets_no_release_of_a_press_made_before_it_came_up(home):
    from tabletop.ui.core.scene import Scene
    app = make_app()
    got = []

    class Rec(Scene):
        name = "rec"

        def handle(self, event):
            got.append(event.type)

    app.scenes.push(Rec(app))
    post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    step(app)
    app.scenes.push(Rec(app))   # a panel opens while the button is down
    got.clear()
    post(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)
    step(app)
    assert pygame.MOUSEBUTTONUP not in got, "the release of a press made before it opened reached it"
    post(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)
    step(app)
    assert got.count(pygame.MOUSEBUTTONDOWN) == 1 and got.count(pygame.MOUSEBUTTONUP) == 1, "its own click counts"
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_round_s_last_message_ends_as_its_result_opens(home, gid):
    """A round's last banner ("Round over") stuck out under the round result's panel."""
    from tabletop.ui.table.scene import TableScene
    sess, a = last_move(gid)
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    for _ in range(300):
        step(app)
        if table.my_turn():
            break
    assert table.act(a)
    for _ in range(600):
        step(app)
        if app.scenes.top is not table:
            break
    assert app.scenes.top.name == "round_result"
    assert table.banner_t <= 0, f"the banner {table.banner_text!r} shows under the result"
    app.close()
