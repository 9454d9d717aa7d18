"""The round result shows every hand left face up and reads only what the engine publishes; its Review
steps through the round from the deal (keys and buttons), and Export writes a `simulate --log` line that
`tabletop replay` accepts."""

import json
import subprocess
import sys

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES
from tests.test_ui_driver import click, home, key, make_app, pump, step  # noqa: F401


class NoState:
    """A session that lends everything but its state: the result screens must read the public view."""

    def __init__(self, real):
        object.__setattr__(self, "_real", real)

    def __getattr__(self, name):
        if name == "st":
            raise AssertionError("a result screen read the match's state")
        return getattr(self._real, name)


def _finished(gid, size=(1280, 720)):
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    n = min(4, game.max_players)
    app = make_app(size=size, speed="instant")
    sess = Session(game, [dict(s, kind="ai", level="easy") for s in default_seats(n, 0)], {}, 9, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=20000)
    return app, sess, table


def _button(scene, label):
    return next(w for w in scene.widgets if w.label == label)


@pytest.mark.parametrize("gid", GAMES)
def test_the_result_shows_every_hand_and_reads_no_state(home, gid, monkeypatch):
    from tabletop.ui.screens import overlays
    app, sess, table = _finished(gid)
    pub = sess.public
    hands = pub["result"]["hands"]
    assert set(hands) == set(sess.game.seat_zones)
    for z in sess.game.seat_zones:
        assert hands[z] == sess.st.zones[z]   # every seat's cards, as the round left them
    shown = []
    monkeypatch.setattr(overlays, "card_row", lambda surf, app, game, cards, rect, cb: shown.append(list(cards)))
    table.session = NoState(sess)   # the result screens may not read the state
    try:
        rr = app.scenes.top
        rr.layout(app.size)
        rr.draw(app.screen)
        if sess.public["phase"] == "match_over":
            mr = overlays.MatchResultScene(app, table)
            mr.layout(app.size)
            mr.draw(app.screen)
    finally:
        table.session = sess
    want = [[c for z in sess.game.seat_zones for c in sess.st.zones[z][i]] for i in range(sess.players)]
    assert [x for x in shown if x] == [w for w in want if w]
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_review_steps_through_the_round_and_exports_a_line_replay_accepts(home, gid):
    app, sess, table = _finished(gid)
    click(app, _button(app.scenes.top, "Review (R)").rect.center)
    rv = app.scenes.top
    assert rv.name == "review"
    moves = [a for a in sess.actions if a.seat >= 0]
    assert rv.moves == len(moves) and rv.at == rv.moves
    assert rv.replay.states[-1].zones == sess.st.zones   # the replay ends where the round did
    key(app, pygame.K_LEFT)
    assert rv.at == rv.moves - 1
    key(app, pygame.K_HOME)
    assert rv.at == 0
    first = rv.replay.states[0]
    assert sum(len(h) for z in sess.game.seat_zones for h in first.zones[z]) > 0   # the deal, every hand
    click(app, _button(rv, "Forward (→) ▶").rect.center)
    key(app, pygame.K_RIGHT)
    assert rv.at == 2 and rv.replay.steps[1][0] == moves[1]
    click(app, _button(rv, "◀ Back (←)").rect.center)
    assert rv.at == 1
    key(app, pygame.K_END)
    assert rv.at == rv.moves
    click(app, _button(rv, "Export").rect.center)
    path = rv.export_path
    assert path.exists() and str(path.parent) in rv.message
    lines = path.read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["actions"]
    r = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(path)], capture_output=True, text=True)
    assert r.returncode == 0 and "1 identical, 0 different" in r.stdout, r.stdout + r.stderr
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.name == "round_result"
    app.close()
