"""Who acts next among bots: the seat whose turn or decision it is, after out-of-turn reactions.

The primary seat's own calls (`game.own_calls`: a last-card call, said as the card is played) are offered to
it first; then reactions (a catch, another seat's call) starting with the seat that acted last, through
`bot.react(game, view, legal)`, which may decline with None; then the primary seat chooses. Every bot
gets `game.view(st, seat)` and its own legal actions, never the state.
"""

from __future__ import annotations

import time

from tabletop.engine.actions import SYSTEM

MAX_MOVES = 20_000


class RoundTooLong(RuntimeError):
    pass


def primary_seat(st, by_seat: dict) -> int:
    """The pending decision's seat, else the current player, else the first seat able to act."""
    pend = st.pending
    if pend and pend.get("seat") in by_seat:
        return pend["seat"]
    if st.current in by_seat:
        return st.current
    return next(iter(by_seat))


def _order(st, seats: list[int], first: int | None) -> list[int]:
    """`seats` in turn order from the current player, with `first` (the last actor) in front."""
    n = st.players
    key = sorted(seats, key=lambda s: ((s - st.current) * st.direction) % n)
    if first in key:
        key.remove(first)
        key.insert(0, first)
    return key


def decide(game, st, bots, last: int | None = None, timer=None):
    """The next action: a reaction if some out-of-turn seat takes one, else the primary seat's choice.

    `timer(seat, seconds)` (optional) is told how long each real choice (more than one option) took.
    """
    acts = game.legal_actions(st)
    by_seat: dict[int, list] = {}
    for a in acts:
        by_seat.setdefault(a.seat, []).append(a)
    if SYSTEM in by_seat:
        return by_seat[SYSTEM][0]
    p = primary_seat(st, by_seat)
    own = [a for a in by_seat[p] if a.kind in game.own_calls]
    if own:   # its own call (said as the card is played) comes before the others may catch it
        a = bots[p].react(game, game.view(st, p), own)
        if a is not None:
            return _checked(a, own, p)
    others = [s for s in by_seat if s != p]
    for s in _order(st, others, last) if others else ():
        a = bots[s].react(game, game.view(st, s), by_seat[s])
        if a is not None:
            return _checked(a, by_seat[s], s)
    legal = by_seat[p]
    if len(legal) == 1:
        return legal[0]
    t0 = time.perf_counter()
    a = bots[p].choose(game, game.view(st, p), legal)
    if timer:
        timer(p, time.perf_counter() - t0)
    return _checked(a, legal, p)


class BotError(RuntimeError):
    pass


def _checked(a, legal: list, seat: int):
    if a not in legal:
        raise BotError(f"the bot of seat {seat} chose {a!r}, which is not one of its legal actions")
    return a


def play(game, st, bots, match: bool = False, timer=None, max_moves: int = MAX_MOVES) -> list:
    """Play the round (or the whole match) out with `bots` (one per seat); returns the actions."""
    actions, last = [], None
    while st.phase == "play" or (match and st.phase == "round_over"):
        a = decide(game, st, bots, last, timer)
        game.apply(st, a, False)
        actions.append(a)
        last = a.seat
        if len(actions) > max_moves:
            raise RoundTooLong(f"{game.id} seed {st.seed}: no end after {max_moves} moves")
    return actions
