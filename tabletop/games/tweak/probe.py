"""Probe: does a change to TWEAK's hard search help? Two variants of the hard seat, paired on the same rounds.

Usage: python -m tabletop.games.tweak.probe --a base --b turns:3 --hard hard::128 --games 160 --seed 2000
Each seat-rotated round of the tournament (same deal, same bot seeds, hard against three normal seats) is
played once with each variant of the hard seat; prints both points shares and their paired difference with
a 95% interval. Variants (for measurement; the game's hard AI is `base`):
  base      the search as it ships: 10 moves of rollout, then the expected points share
  turns:N   roll out until the hard seat's N-th next turn begins, so every candidate is judged at the
            same point of the turn order (a T! card or a Bomb's gives no longer shorten the look-ahead)
  hold:X    at the rollout's end, each unused T! card still held while the deck lasts is worth X points
            more than its 2 (the use it may still have), for every seat
  keep:K    inside the rollouts the hard seat itself keeps its T! cards by KEEP_T = K (normal: 1.2);
            the normal seats stay normal
  end:N[/L[/D]]  once the deck holds at most D cards (0 unless given) and the hands at most N, a
            sampled world is played out exactly for the hard seat (its best choice at each of its turns,
            at most L of them, 400 unless given) against the normal seats, instead of the rollout
"""

import argparse
import sys
import time

from tabletop.ai import driver, search
from tabletop.tools import tournament
from tabletop.games.tweak import ai as tw
from tabletop.ai.registry import get_policy
from tabletop.tools.tournament import Tally, mean_ci, play_one
from tabletop.engine.rng import Rng
from tabletop.games.tweak.rules import round_points
from tabletop.games.tweak.tables import tables
from tabletop.rules.loader import load_game


def turns_rollout(n: int):
    """A rollout that stops when the hard seat's n-th next turn begins (or the deal ends)."""
    def rollout(game, st, seat, bots, reward):
        last, cur, turns = None, st.current, 0
        for _ in range(search.ROLLOUT_MAX_MOVES):
            if st.phase != "play":
                break
            a = driver.decide(game, st, bots, last)
            game.apply(st, a, False)
            last = a.seat
            if st.current != cur:
                cur = st.current
                turns += cur == seat
                if turns >= n:
                    break
        return reward(game, st, seat)
    return rollout


def hold_reward(x: float):
    """tw.points_share with every held T! card worth `x` more while the deck lasts."""
    def reward(game, st, seat):
        z = st.zones
        if st.phase != "play" or not z["deck"]:
            return tw.points_share(game, st, seat)
        pts = tables(game).points
        held = [x * len(t) for t in z["tzone"]]
        won = [w + h for w, h in zip(round_points(game, st), held)]
        out = sum(pts[c] for k in ("deck", "table", "tdeck") for c in z[k])
        out += sum(pts[c] for h in z["hand"] for c in h)
        tot = sum(won) + out
        return (won[seat] + out / st.players) / tot if tot > 0 else 1.0 / st.players
    return reward


def keep_policy(k: float):
    """TWEAK's normal policy with KEEP_T = k (swapped in for the call; the probe is single-threaded)."""
    def policy(game, view, legal, rng):
        old, tw.KEEP_T = tw.KEEP_T, k
        try:
            return tw.normal(game, view, legal, rng)
        finally:
            tw.KEEP_T = old
    return policy


def keep_value(bot, k: float):
    """bot._value with the hard seat's own rollout moves played by keep_policy(k)."""
    mine = keep_policy(k)

    def value(game, world, seat, a, roll_seed):
        st = world.clone()
        game.apply(st, a, False)
        rng = Rng(roll_seed)
        bots = [search._RolloutBot(bot.roll, rng)] * st.players
        bots[seat] = search._RolloutBot(mine, rng)
        return bot.rollout(game, st, seat, bots, bot.reward)
    return value


class _Spent(Exception):
    """The exact endgame searched more of its own choices than its limit."""


def exact_endgame(max_cards: int, limit: int = 400, deck: int = 0):
    """The variant end:N/L/D as a search `endgame` setting: once the deck holds at most `deck` cards and the
    hands at most `max_cards`, the sampled world is played out exactly for the searching seat (its best
    choice at each of its turns and gifts, in this world) while every other seat plays the rollout policy.
    Gives the final points share, or None past `limit` of its own choices (the rollout judges that world)."""

    def endgame(game, st, seat: int, reward) -> float | None:
        z = st.zones
        if len(z["deck"]) > deck or sum(len(h) for h in z["hand"]) > max_cards:
            return None
        left = [limit]
        rng = Rng(st.rng)
        bots = [search._RolloutBot(get_policy("tweak", "rollout"), rng)] * st.players

        def run(s, last) -> float:
            while s.phase == "play":
                acts = game.legal_actions(s)
                by_seat: dict = {}
                for a in acts:
                    by_seat.setdefault(a.seat, []).append(a)
                if by_seat.get(seat) and driver.primary_seat(s, by_seat) == seat and len(by_seat[seat]) > 1:
                    left[0] -= 1
                    if left[0] < 0:
                        raise _Spent
                    out = -1.0
                    for a in by_seat[seat]:
                        t = s.clone()
                        game.apply(t, a, False)
                        out = max(out, run(t, seat))
                    return out
                a = driver.decide(game, s, bots, last)
                game.apply(s, a, False)
                last = a.seat
            return reward(game, s, seat)

        try:
            return run(st.clone(), None)
        except _Spent:
            return None

    return endgame


VARIANTS = "base, turns:N, hold:X, keep:K or end:N[/L[/D]]"


def vary(bot, variant: str) -> None:
    """Turn the hard bot `bot` into `variant` (see the module docstring)."""
    name, _, arg = variant.partition(":")
    try:
        if name == "base":
            return
        if name == "turns":
            bot.rollout = turns_rollout(int(arg))
        elif name == "hold":
            bot.reward = hold_reward(float(arg))
        elif name == "keep":
            bot._value = keep_value(bot, float(arg))
        elif name == "end":
            cards, limit, deck = (arg.split("/") + ["", ""])[:3]
            bot.endgame = exact_endgame(int(cards), int(limit or 400), int(deck or 0))
        else:
            raise SystemExit(f"unknown variant {variant!r}: {VARIANTS}")
    except ValueError:
        raise SystemExit(f"bad number in the variant {variant!r}: {VARIANTS}") from None


def play(game, specs, deal, rot, seed, variant):
    """The tournament's round with the hard seat playing `variant`; that seat's points share."""
    honest = tournament.make_bot

    def make(game_id, spec, *args, **kw):
        bot = honest(game_id, spec, *args, **kw)
        if spec.startswith("hard"):
            vary(bot, variant)
        return bot
    tournament.make_bot = make
    try:
        _, deltas = play_one(game, specs, deal, rot, seed, {}, False, {sp: Tally() for sp in specs})
    finally:
        tournament.make_bot = honest
    P, tot = len(specs), sum(deltas)
    return deltas[(-rot) % P] / (tot / P) if tot > 0 else 1.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--a", default="base")
    ap.add_argument("--b", required=True)
    ap.add_argument("--hard", default="hard::128", help="the hard seat's level (hard::N: N sampled worlds)")
    ap.add_argument("--games", type=int, default=160, help="rounds per variant (seat-rotated)")
    ap.add_argument("--seed", type=int, default=2000)
    a = ap.parse_args()
    for v in (a.a, a.b):
        vary(search.SearchBot("tweak", 0, iterations=1), v)  # a bad variant fails before any play
    game = load_game("tweak")
    specs = [a.hard, "normal", "normal", "normal"]
    xs, ys = [], []
    t0 = time.perf_counter()
    for i in range(a.games):
        deal, rot = a.seed + i // 4, i % 4
        xs.append(play(game, specs, deal, rot, a.seed, a.a))
        ys.append(play(game, specs, deal, rot, a.seed, a.b))
        print(f"round {i + 1}/{a.games}: {a.a} {xs[-1]:.3f}, {a.b} {ys[-1]:.3f}", file=sys.stderr)
    print(f"probe: tweak  {a.hard} vs 3 normal  rounds: {a.games}  seed: {a.seed}  "
          f"time: {time.perf_counter() - t0:.0f} s")
    (m0, l0, h0), (m1, l1, h1), (md, ld, hd) = (mean_ci(v) for v in (xs, ys, [y - x for x, y in zip(xs, ys)]))
    print(f"points share  {a.a} {m0:.3f} ±{(h0 - l0) / 2:.3f}   {a.b} {m1:.3f} ±{(h1 - l1) / 2:.3f}   "
          f"difference {md:+.3f} ±{(hd - ld) / 2:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
