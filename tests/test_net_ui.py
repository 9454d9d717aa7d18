"""Network play through the real scenes (dummy video driver, loopback address only): the set-up offers a
Remote player seat and hosts from the lobby; a client joins from the title's "Join" and plays at a
table driven by the host's messages, with its own animations model kept in step with its view."""

import random

import pygame

from tabletop.engine.actions import SYSTEM
from tabletop.ui.core.scene import make
from tabletop.ui.table.director import zone_contents
from tests.net_play import LOOPBACK, WAIT, close_all, hosted, join, joined, pick, synced
from tests.pick import GAMES, game
from tests.test_ui_driver import click, home, make_app, step  # noqa: F401  (home: a fixture)


def button(scene, label):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def until(app, pred, frames: int = 500) -> bool:
    """Step the app until `pred()` holds (the network thread's news reach the window in its own time)."""
    for _ in range(frames):
        if pred():
            return True
        step(app)
        pygame.time.wait(2)
    return pred()


def model_matches(table) -> bool:
    d = table.director
    want = zone_contents(table.game, table.session.view(table.viewer))
    return {z: [s.card for s in v] for z, v in d.zones.items()} == want or d._matches(want)


def test_the_set_up_offers_a_remote_seat_and_starts_the_lobby(home):
    app = make_app()
    g = game(GAMES[0])
    app.net_bind, app.net_port = LOOPBACK, 0
    app.scenes.push(make("setup", app, g))
    step(app)
    setup = app.scenes.top
    def kind_of(i):
        return [w for w in app.scenes.top.widgets if type(w).__name__ == "Cycle"
                and any(v == "remote" for v, _ in w.choices)][i]
    for _ in range(3):   # the second seat's kind, clicked round to Remote player
        if kind_of(1).value == "remote":
            break
        click(app, kind_of(1).rect.center)
    assert kind_of(1).value == "remote" and setup.seats[1]["kind"] == "remote"
    click(app, button(setup, "Start").rect.center)
    lobby = app.scenes.top
    assert lobby.name == "lobby" and not lobby.error
    try:
        assert not button(lobby, "Start").enabled   # seat 2 is empty
        m = join(lobby.host, "Zoe")
        assert m.wait(lambda m: m.view is not None, WAIT)
        assert until(app, lambda: button(lobby, "Start").enabled)
        click(app, button(lobby, "Start").rect.center)
        table = app.scenes.top
        assert table.name == "table" and table.net is lobby.host
        assert m.wait(lambda m: m.started, WAIT)
        m.client.kill()
    finally:
        lobby.host.kill()


def test_a_hosted_match_through_the_hosts_table(home):
    """The host's window plays its AI seat and animates the clients' moves; a round ends."""
    app = make_app()
    g = game(GAMES[0])
    from tabletop.ui.table.session import Session
    seats = [{"kind": "ai", "level": "easy", "name": "Bot"}] + \
            [{"kind": "remote", "level": None, "name": f"R{i}"} for i in (1, 2, 3)]
    sess = Session(g, seats, {}, 5, save=False)
    app.net_bind, app.net_port = LOOPBACK, 0
    lobby = make("lobby", app, sess)
    app.scenes.push(lobby)
    step(app)
    lobby.host.rate = (1e6, 1e6)
    matches = joined(lobby.host, 3)
    assert until(app, lambda: button(lobby, "Start").enabled)
    click(app, button(lobby, "Start").rect.center)
    table = app.scenes.top
    host = lobby.host
    rng = random.Random(3)
    try:
        for _ in range(20000):
            if host.session.st.phase != "play":
                break
            step(app)
            for m in matches.values():
                m.pump()
                if m.started and m.legal and m.primary == m.seat and m.n == len(host.session.actions):
                    m.act(pick(m.legal, rng), ref=m.n)
        assert host.session.st.phase != "play"
        assert {a.seat for a in host.session.actions} >= {0, 1, 2, 3}   # the table's AI and every client
        step(app, 5)
        synced(matches, len(host.session.actions))
        assert table.director.resyncs <= 1
    finally:
        close_all(host, matches)


def test_a_client_joins_from_the_title_and_plays_a_round(home):
    g = game(GAMES[0])
    host = hosted(g, n=4, remote=3, seed=8)
    others = {}
    try:
        app = make_app()
        app.scenes.push(make("title", app))
        step(app, 2)
        click(app, button(app.scenes.top, "Join").rect.center)
        j = app.scenes.top
        assert j.name == "join"
        j.address, j.port, j.code, j.player = LOOPBACK, str(host.port), host.code, "Mia"
        click(app, button(j, "Join").rect.center)
        for _ in range(300):
            step(app)
            if app.scenes.top.name == "table":
                break
            pygame.time.wait(2)
        table = app.scenes.top
        assert table.name == "table", j.status
        seat = table.session.me
        assert host.session.seats[seat]["name"] == "Mia"
        others = joined(host, 2)
        host.start_match()
        rng = random.Random(1)
        for _ in range(20000):
            s = host.session
            if s.st.phase != "play":
                break
            step(app)
            with host.lock:
                legal, n, p = s.legal(), len(s.actions), s.primary()
            if p == 0:
                host.apply(pick(s.legal(0), rng))
            elif p in others:
                m = others[p]
                m.pump()
                if m.n == n and m.legal:
                    m.act(pick(m.legal, rng), ref=n)
            elif p == seat and table.session.position()[1] == n and table.my_turn():
                table.act(pick(table.session.legal(seat), rng))   # as the table's controls would
            pygame.time.wait(1)
        assert host.session.st.phase != "play"
        assert any(a.seat == seat for a in host.session.actions)   # the window's seat played its part
        for _ in range(200):
            step(app)
            if table.session.position()[1] == len(host.session.actions) and not table.director.busy:
                break
            pygame.time.wait(2)
        assert table.session.view(seat) == g.view(host.session.st, seat)
        assert model_matches(table)
        assert table.session.primary() == SYSTEM or host.session.st.phase == "match_over"
    finally:
        close_all(host, others)


def test_the_title_hosts_a_kept_network_match_again_and_its_player_rejoins(home):
    """A host that closed mid-match: the title offers to host it again; the lobby has the same join code,
    the player takes back the same seat with its token, and Start deals the table as it stood."""
    from tabletop.net.hosted import path
    g = game(GAMES[0])
    host = hosted(g, n=4, remote=1, seed=6, save_path=path())
    m = joined(host, 1)[1]
    host.start_match()
    rng = random.Random(4)
    from tests.net_play import step as net_step
    for _ in range(4):
        net_step(host, {1: m}, rng)
    before, code, token = host.session.st.to_json(), host.code, m.client.token
    host.kill()
    m.client.kill()
    app = make_app()
    app.net_bind, app.net_port = LOOPBACK, 0
    app.scenes.push(make("title", app))
    step(app, 2)
    click(app, button(app.scenes.top, "Host the network match again").rect.center)
    lobby = app.scenes.top
    back = None
    try:
        assert lobby.name == "lobby" and lobby.host.code == code and not lobby.error
        assert lobby.host.session.st.to_json() == before
        assert not button(lobby, "Start").enabled   # its player has not come back yet
        back = join(lobby.host, "", token=token)
        assert back.wait(lambda m: m.view is not None, WAIT) and back.seat == 1
        assert until(app, lambda: button(lobby, "Start").enabled)
        click(app, button(lobby, "Start").rect.center)
        assert app.scenes.top.name == "table"
        assert back.wait(lambda m: m.started and m.legal == lobby.host.session.legal(1), WAIT)
    finally:
        if back is not None:
            back.client.kill()
        lobby.host.kill()


def test_the_host_lets_an_ai_play_for_a_missing_player(home):
    app = make_app()
    g = game(GAMES[0])
    from tabletop.ui.table.session import Session
    seats = [{"kind": "ai", "level": "easy", "name": "Bot"}, {"kind": "remote", "level": None, "name": "R"}] + \
            [{"kind": "ai", "level": "easy", "name": f"B{i}"} for i in range(2, 4)]
    app.net_bind, app.net_port = LOOPBACK, 0
    lobby = make("lobby", app, Session(g, seats, {}, 9, save=False))
    app.scenes.push(lobby)
    step(app)
    host = lobby.host
    try:
        m = joined(host, 1)[1]
        assert until(app, lambda: button(lobby, "Start").enabled)
        click(app, button(lobby, "Start").rect.center)
        table = app.scenes.top
        m.client.kill()
        label = "Let an AI play for P1"
        for _ in range(300):
            step(app)
            if any(getattr(w, "label", None) == label for w in table.widgets):
                break
            pygame.time.wait(2)
        assert host.missing() == [1]
        click(app, button(table, label).rect.center)
        assert host.session.seats[1]["kind"] == "ai" and host.missing() == []
        for _ in range(3000):
            if any(a.seat == 1 for a in host.session.actions) or host.session.st.phase != "play":
                break
            step(app)
        assert any(a.seat == 1 for a in host.session.actions)   # the table's AI played the seat
    finally:
        host.kill()


def test_play_again_at_a_hosted_table_deals_again_to_the_same_players(home):
    from tabletop.ui.screens.overlays import new_match
    from tabletop.ui.table.session import Session
    app = make_app()
    g = game(GAMES[0])
    seats = [{"kind": "ai", "level": "easy", "name": "Bot"}, {"kind": "remote", "level": None, "name": "R"}] + \
            [{"kind": "ai", "level": "easy", "name": f"B{i}"} for i in range(2, 4)]
    app.net_bind, app.net_port = LOOPBACK, 0
    lobby = make("lobby", app, Session(g, seats, {}, 9, save=False))
    app.scenes.push(lobby)
    step(app)
    host = lobby.host
    try:
        m = joined(host, 1)[1]
        assert until(app, lambda: button(lobby, "Start").enabled)
        click(app, button(lobby, "Start").rect.center)
        table = app.scenes.top
        rng = random.Random(2)

        def plays(done):
            """The client plays its seat's moves as they come; `done()` at last."""
            m.pump()
            if m.started and m.legal and m.primary == 1 and m.n == len(host.session.actions):
                m.act(pick(m.legal, rng), ref=m.n)
            return done()
        assert until(app, lambda: plays(lambda: len(host.session.actions) >= 2), 3000)
        new_match(app, table)   # what Play again does
        again = app.scenes.top
        assert again is not table and again.net is host and host.match == 1
        assert again.session is host.session and not host.session.actions
        assert m.wait(lambda m: m.match == 1 and m.view is not None and m.n == 0, WAIT)
        assert m.view == g.view(host.session.st, 1) or host.session.actions   # (the AI may have moved already)
        assert until(app, lambda: plays(lambda: len(host.session.actions) >= 2), 3000)   # the new table plays on
        m.client.kill()
    finally:
        host.kill()
