"""No client receives what its seat may not know: every byte a client receives over a round is recorded and
searched for the other seats' hands (their card ids as the lists a view or an event would carry, an
event's card, their cards' names), the hidden piles' order and the match's seed (which would deal every card). On the loopback
address, a host and three clients playing random legal moves, for every game found."""

import random

import pytest

from tabletop.net.protocol import HEADER, decode
from tests.net_play import close_all, hosted, joined, play_round
from tests.pick import GAMES, game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def frames(data: bytes) -> list[dict]:
    out, i = [], 0
    while i < len(data):
        (n,) = HEADER.unpack(data[i:i + 4])
        out.append(decode(data[i + 4:i + 4 + n]))
        i += 4 + n
    return out


def hidden_from(g, st, seat) -> tuple[list, list]:
    """(the other seats' hidden hands, the hidden table piles) now, as lists of card ids."""
    hands, piles = [], []
    for z, d in g.zones.items():
        if d["owner"] == "seat" and d["visibility"] != "public":
            hands += [h[:] for s, h in enumerate(st.zones[z]) if s != seat or d["visibility"] == "hidden"]
        elif d["owner"] == "table" and d["visibility"] != "public":
            piles.append(st.zones[z][:])
    return hands, piles


def fragments(ids: list, k: int) -> set[bytes]:
    """Every run of `k` card ids in order, as JSON would write it ("12,5,33")."""
    return {",".join(map(str, ids[i:i + k])).encode() for i in range(len(ids) - k + 1)}


@pytest.mark.parametrize("gid", GAMES)
def test_a_client_receives_nothing_of_another_hand_or_the_pile(gid, home):
    g = game(gid)
    host = hosted(g, n=4, remote=3, seed=21)
    matches = {}
    try:
        matches = joined(host, 3, record=True)
        host.start_match()
        unique = {}
        for c in range(g.n_cards):
            unique.setdefault(g.card_name(c), []).append(c)
        done = {s: 0 for s in matches}   # bytes of each client already searched

        def search(h, ms):
            """What each client received since the last move, against what its seat may not know now."""
            if h.session.st.phase != "play":    # a round's end shows the hands: that is public then
                return
            for s, m in ms.items():
                new = bytes(m.client.received[done[s]:])
                done[s] += len(new)
                # cards this seat was shown: the engine's `known`, and a hand shown to it alone (an event
                # `private_to` it: a challenged hand is shown to the challenger)
                known = {int(c) for c in h.session.st.known[s]}
                for u in m.updates:
                    for e in u["events"]:
                        if s in e.get("private_to", ()):
                            known |= set(e.get("cards", ())) | ({e["card"]} if "card" in e else set())
                hands, piles = hidden_from(g, h.session.st, s)
                runs, names = set(), set()
                for hand in hands:
                    secret = [c for c in hand if c not in known]
                    runs |= fragments(secret, 3)
                    for c in secret:
                        name = g.card_name(c)
                        if len(unique[name]) == 1 and len(name) >= 4:   # a name only that card has
                            names.add(name)
                    runs |= {b'"card":%d,' % c for c in secret} | {b'"card":%d}' % c for c in secret}
                for pile in piles:
                    runs |= fragments(pile, 4)
                    runs |= {b'"card":%d,' % c for c in pile} | {b'"card":%d}' % c for c in pile}
                # a run of ids also occurs by chance inside other numbers ("1,2,3" in "11,2,33"): whole ones only
                leaked = [x for x in runs if any(x.startswith(b'"') or new[i - 1:i] in (b"[", b",")
                                                 and new[i + len(x):i + len(x) + 1] in (b"]", b",")
                                                 for i in _all(new, x))]
                assert not leaked, (s, len(h.session.actions), leaked[:3])
                text = new.decode("utf-8", errors="replace")   # (the frames' binary length headers)
                assert not [n for n in names if n in text], (s, sorted(names)[:5])
                assert b'"seed"' not in new

        search(host, matches)
        play_round(host, matches, random.Random(gid + "secret"), after=search)
        for m in matches.values():
            assert frames(bytes(m.client.received))   # what was received is well-formed frames throughout
    finally:
        close_all(host, matches)


def _all(data: bytes, x: bytes):
    i = data.find(x)
    while i != -1:
        yield i
        i = data.find(x, i + 1)
