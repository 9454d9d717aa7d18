"""Hosting a match on the loopback address and playing it through the real protocol (tests and bench).

Everything here uses 127.0.0.1 only, and every wait is bounded."""

from __future__ import annotations

import random

from tabletop.engine.actions import SYSTEM
from tabletop.net.client import Client
from tabletop.net.host import Host
from tabletop.net.remote import RemoteMatch
from tabletop.ui.table.session import Session

LOOPBACK = "127.0.0.1"
FAST = (1e6, 1e6)   # random play is far quicker than a person: no rate limit here (test_net_bad tests it)
WAIT = 10.0   # seconds any one wait may take before the test fails


def seats(n: int, remote: int) -> list[dict]:
    """Seat 0 the host's own, the next `remote` remote, the rest AI."""
    out = [{"kind": "human", "level": None, "name": "Host"}]
    for i in range(1, n):
        out.append({"kind": "remote", "level": None, "name": f"Remote {i}"} if i <= remote
                   else {"kind": "ai", "level": "normal", "name": f"Bot {i}"})
    return out


def hosted(game, n: int = 4, remote: int = 3, seed: int = 1, save_path=None, options=None) -> Host:
    s = Session(game, seats(n, remote), options or {}, seed, save=False)
    h = Host(s, bind=LOOPBACK, port=0, save_path=save_path, rate=FAST)
    h.start(timeout=WAIT)
    return h


def join(host: Host, name: str, token=None, seat=None, record=False, code=None) -> RemoteMatch:
    c = Client(LOOPBACK, host.port, host.code if code is None else code, name, token=token, seat=seat,
               record=record, keep=False)
    c.start(timeout=WAIT)
    m = RemoteMatch(c)
    return m


def joined(host: Host, k: int, record=False) -> dict[int, RemoteMatch]:
    """`k` clients, each seated (welcomed and synced); seat -> its match."""
    out = {}
    for i in range(k):
        m = join(host, f"P{i + 1}", record=record)
        assert m.wait(lambda m: m.view is not None, WAIT), m.refused
        out[m.seat] = m
    return out


def synced(matches, n: int, started: bool = False) -> None:
    """Every client has the update of move `n` (and, with `started`, knows the match has started)."""
    for m in matches.values():
        assert m.wait(lambda m: m.n >= n and m.lost is None and (m.started or not started), WAIT), \
            (m.seat, m.n, n, m.refused, m.lost)


def pick(legal: list, rng: random.Random):
    """A random legal move, mostly one that plays cards (a move with arguments): pure random play draws
    and passes so often that a round can run for thousands of moves."""
    cards = [a for a in legal if a.args]
    return rng.choice(cards if cards and rng.random() < 0.85 else legal)


def step(host: Host, matches: dict, rng: random.Random, after=None) -> None:
    """One random legal move of a seat that may act: a remote seat's chosen by its client from the legal moves
    it was sent (which must be exactly the engine's for that seat), the others' applied at the host. Returns
    once every client has the update."""
    s = host.session
    with host.lock:
        legal = s.legal()
        n = len(s.actions)
    acting = sorted({a.seat for a in legal})
    p = s.primary()
    seat = p if p in acting and rng.random() < 0.8 else rng.choice(acting)
    mine = [a for a in legal if a.seat == seat]
    if seat in matches and s.seats[seat]["kind"] == "remote":
        m = matches[seat]
        synced({seat: m}, n, started=True)
        assert m.legal == mine, (m.legal, mine)
        was = len(m.refused)
        m.act(pick(m.legal, rng), ref=n)
        assert m.wait(lambda m: m.n > n or len(m.refused) > was, WAIT)
        assert len(m.refused) == was, m.refused[was:]
    else:
        events, reason = host.apply(pick(mine, rng))
        assert reason is None, reason
    synced(matches, n + 1)
    if after is not None:
        after(host, matches)


def play_round(host: Host, matches: dict, rng: random.Random, max_moves: int = 4000, after=None,
               stop=None) -> int:
    """Random legal moves until the round is over (or `stop(host)` holds); how many were made."""
    k = 0
    while host.session.st.phase == "play" and k < max_moves and not (stop and stop(host)):
        step(host, matches, rng, after)
        k += 1
    return k


def close_all(host: Host, matches: dict) -> None:
    for m in matches.values():
        m.client.kill(timeout=2.0)
    host.kill(timeout=2.0)
