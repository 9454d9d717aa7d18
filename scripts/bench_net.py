"""Benchmark: a host with 9 clients on the loopback address (127.0.0.1 only) playing random legal moves.

Prints the time from a move being sent (by a client, or made at the host) to the moment the LAST of the
clients has the update it caused: p50 / p95 / max (goal: p95 <= 20 ms), and the host process's CPU time
per move (user + system: the engine, the views of ten seats, the encoding, the sends). Each client is a
process of its own, as on a real network; clocks are compared with time.monotonic(), one clock for every
process of a machine. Asserts nothing.

Usage: python scripts/bench_net.py [--moves N] [--clients K] [--seed S] [--game G]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

LOOPBACK = "127.0.0.1"
WAIT = 30.0


def pick(legal, rng):
    cards = [a for a in legal if a.args]
    return rng.choice(cards if cards and rng.random() < 0.85 else legal)


def client(port: int, code: str, seed: int) -> None:
    """One client process: joins, plays its seat's random legal moves when it is its turn, and prints when
    it received each update and when it sent each move (JSON on stdout) once the host closes."""
    from tabletop.net.client import Client
    from tabletop.net.remote import RemoteMatch
    c = Client(LOOPBACK, port, code, f"bench{seed}", keep=False)
    c.start(timeout=WAIT)
    m = RemoteMatch(c)
    rng = random.Random(seed)
    got, sent = {}, {}
    end = time.monotonic() + 600
    while m.lost is None and time.monotonic() < end:
        try:
            msg = c.inbox.get(timeout=1.0)
        except Exception:  # noqa: BLE001  queue.Empty: wait on
            continue
        now = time.monotonic()
        m.handle(msg)
        if msg.get("kind") != "update":
            continue
        got[f"{m.match}:{m.n}"] = now
        if m.started and m.primary == m.seat and m.legal and m.view["phase"] == "play":
            sent[f"{m.match}:{m.n}"] = time.monotonic()
            m.act(pick(m.legal, rng), ref=m.n)
    print(json.dumps({"seat": m.seat, "got": got, "sent": sent}))


def host(moves: int, clients: int, seed: int, game_id: str | None) -> None:
    from tabletop.engine.actions import SYSTEM
    from tabletop.net.host import Host
    from tabletop.rules.loader import available_games, load_game
    from tabletop.ui.table.session import Session
    games = [load_game(g) for g in available_games()]
    n = clients + 1
    fit = [g for g in games if g.min_players <= n <= g.max_players]
    g = load_game(game_id) if game_id else (fit[0] if fit else max(games, key=lambda x: x.max_players))
    n = min(n, g.max_players)
    seats = [{"kind": "human", "level": None, "name": "Host"}] + \
            [{"kind": "remote", "level": None, "name": f"R{i}"} for i in range(1, n)]
    h = Host(Session(g, seats, {}, seed, save=False), bind=LOOPBACK, port=0, rate=(1e6, 1e6))
    h.start(timeout=WAIT)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    procs = [subprocess.Popen([sys.executable, __file__, "--client", str(h.port), h.code, str(seed * 100 + i)],
                              stdout=subprocess.PIPE, text=True, env=env) for i in range(1, n)]
    deadline = time.monotonic() + WAIT
    while not h.ready() and time.monotonic() < deadline:
        time.sleep(0.01)
    if not h.ready():
        sys.exit("the clients did not all join in time")
    rng = random.Random(seed)
    mine = {}
    r0, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
    h.start_match()
    made = before = 0   # moves made in all, and in the matches before this one
    end = time.monotonic() + 600
    while made < moves and time.monotonic() < end:
        with h.lock:
            s = h.session
            k = len(s.actions)
            made = before + k
            if s.st.phase == "match_over":
                before += k
                h.rematch(seed + h.match + 1)
                continue
            p = s.primary()
            legal = s.legal(p) if p in (0, SYSTEM) else []
        if legal:
            mine[f"{h.match}:{k}"] = time.monotonic()
            h.apply(pick(legal, rng))
        else:
            time.sleep(0.0005)
    r1, t1 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
    h.close()
    outs = [json.loads(p.communicate(timeout=WAIT)[0].strip().splitlines()[-1]) for p in procs]
    sent = dict(mine)
    for o in outs:
        sent.update(o["sent"])
    lat = []
    for key, at in sent.items():
        match, k = key.split(":")
        after = f"{match}:{int(k) + 1}"
        if all(after in o["got"] for o in outs):
            lat.append((max(o["got"][after] for o in outs) - at) * 1000)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    lat.sort()
    print(f"game {g.id}, {n} seats: the host and {n - 1} client processes on {LOOPBACK}")
    print(f"moves timed: {len(lat)} of {made} made in {t1 - t0:.1f} s ({h.match + 1} matches)")
    if lat:
        q = statistics.quantiles(lat, n=100) if len(lat) > 1 else [lat[0]] * 99
        print(f"move -> every client updated: p50 {q[49]:.2f} ms, p95 {q[94]:.2f} ms, max {lat[-1]:.2f} ms "
              f"(goal p95 <= 20 ms)")
    print(f"host CPU per move: {cpu / max(made, 1) * 1000:.2f} ms (user+system, the host process)")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--client":
        client(int(sys.argv[2]), sys.argv[3], int(sys.argv[4]))
        return
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=2000)
    ap.add_argument("--clients", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game")
    a = ap.parse_args()
    host(a.moves, a.clients, a.seed, a.game)


if __name__ == "__main__":
    main()
