"""Bad input from the network, sent to a real host on the loopback address: each gets a clear refusal, the
match's state is exactly as it was, and the host goes on serving (a well-behaved client still plays)."""

import json
import random
import socket
import struct

import pytest

from tabletop.engine.actions import Action
from tabletop.net.host import RATE
from tabletop.net.protocol import HEADER, MAX_FROM_CLIENT, VERSION, encode
from tests.net_play import LOOPBACK, WAIT, close_all, hosted, join, joined, step
from tests.pick import GAMES, game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def table(home):
    """A started match: the host's seat 0 and three clients; seat 1's client is the one misbehaving."""
    host = hosted(game(GAMES[0]), seed=11)
    matches = joined(host, 3)
    host.start_match()
    yield host, matches
    close_all(host, matches)


def frame(body: bytes) -> bytes:
    return HEADER.pack(len(body)) + body


def refused_after(m, send) -> str:
    """Send with `send(m)`, return the reason of the refusal that comes back."""
    before = len(m.refused)
    send(m)
    assert m.wait(lambda m: len(m.refused) > before, WAIT), "no refusal came"
    return m.refused[before]["reason"]


def still_serving(host, matches) -> None:
    """The host is unharmed: a good client's move is still played and seen by everyone."""
    rng = random.Random(0)
    for _ in range(3):
        step(host, {s: m for s, m in matches.items() if m.lost is None}, rng)


BAD = {
    "malformed JSON": (lambda m: m.client.send_raw(frame(b"{not json")), "not valid JSON"),
    "not UTF-8": (lambda m: m.client.send_raw(frame(b"\xff\xfe\x00")), "not valid JSON"),
    "a list, not an object": (lambda m: m.client.send_raw(frame(b"[1,2]")), "JSON object"),
    "another protocol version": (lambda m: m.client.send_raw(frame(json.dumps({"v": VERSION + 1, "kind": "ping"}).encode())),
                                 "protocol version"),
    "no kind": (lambda m: m.client.send_raw(frame(json.dumps({"v": VERSION}).encode())), "names its kind"),
    "an unknown kind": (lambda m: m.client.send("explode"), "Unknown message kind"),
    "a second join": (lambda m: m.client.send("join", code="x"), "Unknown message kind"),
    "not a move": (lambda m: m.client.send("action", action={"play": 1}), "not a move"),
    "a move nested deep": (lambda m: m.client.send_raw(frame(('{"v":%d,"kind":"action","action":' % VERSION
                                                               + "[" * 5000 + "]" * 5000 + "}").encode())), "not valid JSON"),
    "a move's arguments nested deep": (lambda m: m.client.send("action", action=[1, "play", [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]),
                                       "not a move"),
    "another seat's move": (lambda m: m.act(Action(3, "pass", ())), "You play seat 2 only"),
    "an unknown reaction": (lambda m: m.client.send("reaction", id="<script>"), "Unknown reaction"),
}


@pytest.mark.parametrize("what", list(BAD))
def test_a_bad_message_is_refused_and_changes_nothing(table, what):
    host, matches = table
    send, words = BAD[what]
    before = host.session.st.to_json()
    reason = refused_after(matches[1], send)
    assert words in reason and reason.strip()
    assert host.session.st.to_json() == before
    assert matches[1].lost is None   # the connection stays: only the message is refused
    still_serving(host, matches)


def test_a_move_out_of_turn_gets_the_engines_reason(table):
    host, matches = table
    s = host.session
    seat = next(i for i in (1, 2, 3) if not s.legal(i))   # a seat that may not act now
    a = next(x for x in s.game.legal_actions(s.st) if x.seat != seat)
    out = Action(seat, a.kind, a.args)
    before = s.st.to_json()
    reason = refused_after(matches[seat], lambda m: m.act(out))
    assert reason == s.game.reason(s.st, out)
    assert s.st.to_json() == before
    still_serving(host, matches)


def test_an_oversized_frame_is_refused_without_being_read(table):
    host, matches = table
    before = host.session.st.to_json()
    m = matches[1]
    reason = refused_after(m, lambda m: m.client.send_raw(struct.pack(">I", MAX_FROM_CLIENT + 1) + b"x" * 100))
    assert "over the limit" in reason
    assert m.wait(lambda m: m.lost is not None, WAIT)   # the stream's boundaries are lost: it is closed
    assert host.session.st.to_json() == before
    still_serving(host, {s: x for s, x in matches.items() if s != 1} | {1: m})


def test_a_flood_is_rate_limited(home):
    host = hosted(game(GAMES[0]), seed=12)
    host.rate = RATE   # the limit a real match has
    matches = {}
    try:
        matches = joined(host, 3)
        host.start_match()
        before = host.session.st.to_json()
        m = matches[1]
        m.client.send_raw(b"".join(encode("ping", at=i) for i in range(int(RATE[1]) * 3)))
        assert m.wait(lambda m: any("slow down" in r["reason"] for r in m.refused), WAIT)
        assert host.session.st.to_json() == before
    finally:
        close_all(host, matches)


def test_wrong_code_taken_seat_and_silence_are_refused(home):
    host = hosted(game(GAMES[0]), seed=13)
    matches = {}
    try:
        wrong = join(host, "Eve", code="WRONG1")
        assert wrong.wait(lambda m: m.refused, WAIT) and "join code" in wrong.refused[0]["reason"]
        assert wrong.wait(lambda m: m.lost is not None, WAIT) and wrong.view is None
        first = join(host, "Ann", seat=1)
        assert first.wait(lambda m: m.view is not None, WAIT)
        matches[1] = first
        second = join(host, "Bob", seat=1)
        assert second.wait(lambda m: m.refused, WAIT) and "taken" in second.refused[0]["reason"]
        nope = join(host, "Bob", seat=0)   # the host's own seat is no remote seat
        assert nope.wait(lambda m: m.refused, WAIT) and "no remote seat" in nope.refused[0]["reason"]
        early = join(host, "Cy", seat=2)
        assert early.wait(lambda m: m.view is not None, WAIT)
        matches[2] = early
        reason = refused_after(early, lambda m: m.act(Action(2, "pass", ())))
        assert "not started" in reason
        host.handshake = 0.3
        with socket.create_connection((LOOPBACK, host.port), timeout=WAIT) as sock:
            sock.settimeout(WAIT)
            data = b""
            while True:   # silence: refused, then closed, in the handshake time
                part = sock.recv(4096)
                if not part:
                    break
                data += part
        assert b"No join message came in time" in data
        with socket.create_connection((LOOPBACK, host.port), timeout=WAIT) as sock:
            sock.settimeout(WAIT)
            sock.sendall(encode("ping"))
            data = sock.recv(4096)
        assert b"join message" in data
        assert host.session.seats[1]["name"] == "Ann" and host.conns[1] is first_conn(host, 1)
    finally:
        close_all(host, matches)


def first_conn(host, seat):
    return host.conns.get(seat)
