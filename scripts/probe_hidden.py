"""Probe: how much would the hard AI gain if its sampled worlds knew what its seat cannot see?

Usage: python scripts/probe_hidden.py --game GAME --know hands --hard hard::48 --games 400 --seed 500
Plays each seat-rotated round twice with the same deal and bot seeds, hard against normal seats: once
honest, once with every sampled world built from the true state (`--know hands`: the other hands as
they are, the hidden piles shuffled again, keeping any top card whose back the table sees; `--know
all`: the hidden piles' order too). Prints both win rates and points shares and their paired
difference with 95% intervals. A cheat for measurement only: it says where the hard AI's gap lies
(what it does not know, or what it makes of what it knows); no bot in the game can do this.
"""

import argparse
import sys
import time

from tabletop.tools.tournament import Tally, mean_ci, play_one
from tabletop.engine.rng import Rng, seed_state
from tabletop.rules.loader import available_games, load_game



def hidden_piles(game) -> list[tuple[str, bool]]:
    """The game's hidden table piles (from its config), each with whether the table sees its top card's back
    (the game folder's bench.SEEN_TOPS), which then stays on top."""
    from tabletop.games import part
    seen = getattr(part(game.family, "bench"), "SEEN_TOPS", ())
    return [(z, z in seen) for z, d in game.zones.items() if d["owner"] == "table" and d["visibility"] == "hidden"]


def knowing(st, seed: int, know: str, game=None):
    """A sampled world from the true state: the hidden piles shuffled again unless `know` is all."""
    game = game or load_game(st.game)
    w = st.clone()
    w.rng = seed_state(seed)
    if know == "all":
        return w
    r = Rng(seed)
    for pile, keep_top in hidden_piles(game):
        cards = w.zones[pile]
        rest = cards[:-1] if keep_top else cards[:]
        r.shuffle(rest)
        w.zones[pile] = rest + cards[-1:] if keep_top and cards else rest
    return w


def play(game, specs, deal, rot, seed, know):
    """The tournament's round (deal `deal`, specs rotated by `rot`, its bot seeds), with the hard seat's
    sampled worlds knowing the true state unless `know` is none; (win share, points share) of that seat."""
    honest_new, honest_det = game.new_state, game.determinize
    live = {}
    if know != "none":
        def new_state(*args, **kw):
            live["st"] = honest_new(*args, **kw)
            return live["st"]
        game.new_state = new_state
        game.determinize = lambda view, s: knowing(live["st"], s, know, game)
    try:
        winners, deltas = play_one(game, specs, deal, rot, seed, {}, False, {sp: Tally() for sp in specs})
    finally:
        game.new_state, game.determinize = honest_new, honest_det
    P = len(specs)
    hs = (-rot) % P
    tot = sum(deltas)
    share = deltas[hs] / (tot / P) if tot > 0 and min(deltas) >= 0 else None
    return (1 / len(winners) if hs in winners else 0.0), share


def half(m_lo_hi):
    """(mean, half-width) of tournament.mean_ci's (mean, low, high)."""
    m, lo, hi = m_lo_hi
    return m, (hi - lo) / 2


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True, choices=available_games())
    ap.add_argument("--know", default="hands", choices=["hands", "all"])
    ap.add_argument("--hard", default="hard::48", help="the hard seat's level (hard::N: N sampled worlds)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=100, help="rounds per variant (seat-rotated)")
    ap.add_argument("--seed", type=int, default=500)
    a = ap.parse_args()
    game = load_game(a.game)
    specs = [a.hard] + ["normal"] * (a.players - 1)
    out = {"none": [], a.know: []}
    t0 = time.perf_counter()
    for i in range(a.games):
        deal, rot = a.seed + i // a.players, i % a.players
        for k in out:
            out[k].append(play(game, specs, deal, rot, a.seed, k))
        print(f"round {i + 1}/{a.games}: honest {out['none'][-1]}, knowing {out[a.know][-1]}", file=sys.stderr)
    print(f"probe: {a.game}  {a.hard} vs {a.players - 1} normal  rounds: {a.games}  seed: {a.seed}  "
          f"time: {time.perf_counter() - t0:.0f} s")
    for j, name in enumerate(("win rate", "points share")):
        pairs = [(x[j], y[j]) for x, y in zip(out["none"], out[a.know]) if x[j] is not None and y[j] is not None]
        if len(pairs) < 2:
            continue
        (m0, h0), (m1, h1), (md, hd) = (half(mean_ci(xs)) for xs in (
            [p[0] for p in pairs], [p[1] for p in pairs], [p[1] - p[0] for p in pairs]))
        print(f"{name:13} honest {m0:.3f} ±{h0:.3f}   knowing {a.know} {m1:.3f} ±{h1:.3f}   "
              f"difference {md:+.3f} ±{hd:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
