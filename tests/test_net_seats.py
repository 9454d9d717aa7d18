"""Drop and return on the loopback address: a client killed mid-round takes back its seat with its token
while the table waits for it; the host can hand a missing seat to an AI and back; a host killed mid-round
resumes from its save and its clients rejoin their own seats."""

import random

import pytest

from tabletop.net.host import resume
from tests.net_play import FAST, WAIT, close_all, hosted, join, joined, play_round, step, synced
from tests.pick import GAMES, game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def test_a_client_killed_mid_round_rejoins_its_seat(home):
    g = game(GAMES[0])
    host = hosted(g, seed=3)
    matches = {}
    try:
        matches = joined(host, 3)
        host.start_match()
        rng = random.Random(5)
        for _ in range(6):
            step(host, matches, rng)
        lost = matches.pop(2)
        token = lost.client.token
        lost.client.kill()
        for m in matches.values():   # every other seat is told who is missing
            assert m.wait(lambda m: m.missing() == [2], WAIT), m.seats
        assert host.missing() == [2]
        assert not host.ready()
        # a stranger cannot take the seat without its token, nor with another's
        other = join(host, "Eve", seat=2)
        assert other.wait(lambda m: m.refused, WAIT)
        assert "taken" in other.refused[0]["reason"]
        bad = join(host, "Eve", token="not-a-token")
        assert bad.wait(lambda m: m.refused, WAIT) and bad.view is None
        back = join(host, "ignored", token=token)
        assert back.wait(lambda m: m.view is not None, WAIT)
        assert back.seat == 2 and back.view == g.view(host.session.st, 2)
        assert host.session.seats[2]["name"] == "P2"   # the seat keeps its player's name
        matches[2] = back
        for m in matches.values():
            assert m.wait(lambda m: m.missing() == [], WAIT)
        play_round(host, matches, rng)
        assert host.session.st.phase != "play"
    finally:
        close_all(host, matches)


def test_the_host_hands_a_missing_seat_to_an_ai_and_back(home):
    g = game(GAMES[0])
    host = hosted(g, seed=4)
    matches = {}
    try:
        matches = joined(host, 2)   # seat 3 never comes
        assert host.missing() == [3] and not host.ready()
        host.set_ai(3, True)
        assert host.ready() and host.session.seats[3]["kind"] == "ai"
        for m in matches.values():
            assert m.wait(lambda m: any(s.get("ai") for s in m.seats), WAIT)
        host.start_match()
        rng = random.Random(1)
        for _ in range(5):
            step(host, matches, rng)
        late = join(host, "Late", seat=3)
        assert late.wait(lambda m: m.view is not None, WAIT), late.refused
        assert host.session.seats[3]["kind"] == "remote"   # back in its player's hands
        matches[3] = late
        play_round(host, matches, rng)
    finally:
        close_all(host, matches)


def test_the_host_killed_mid_round_resumes_from_its_save_and_clients_rejoin(home):
    g = game(GAMES[-1])
    where = home / "hosted.json"
    host = hosted(g, seed=9, save_path=where)
    matches = {}
    try:
        matches = joined(host, 3)
        host.start_match()
        rng = random.Random(2)
        for _ in range(8):
            step(host, matches, rng)
        before = host.session.st.to_json()
        tokens = {s: m.client.token for s, m in matches.items()}
        host.kill()
        for m in matches.values():
            assert m.wait(lambda m: m.lost is not None, WAIT)
        host2, problem = resume(where, bind="127.0.0.1", port=0)
        assert problem is None
        host2.rate = FAST
        host2.start(timeout=WAIT)
        host = host2
        assert host.session.st.to_json() == before and not host.started
        # a newcomer without a token finds every seat taken
        stranger = join(host, "Eve")
        assert stranger.wait(lambda m: m.refused, WAIT) and stranger.view is None
        matches = {}
        for seat, tok in tokens.items():
            m = join(host, "x", token=tok)
            assert m.wait(lambda m: m.view is not None, WAIT), m.refused
            assert m.seat == seat
            matches[seat] = m
        assert host.ready()
        host.start_match()
        synced(matches, len(host.session.actions))
        play_round(host, matches, rng)
        assert host.session.st.phase != "play"
    finally:
        close_all(host, matches)


def test_closing_the_host_tells_every_client(home):
    host = hosted(game(GAMES[0]))
    matches = joined(host, 3)
    host.close()
    for m in matches.values():
        assert m.wait(lambda m: m.closing and m.lost is not None, WAIT)
    close_all(host, matches)
