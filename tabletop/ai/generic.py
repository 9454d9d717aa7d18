"""Generic heuristic for a game without its own policy: shed cards, call and catch, never stall."""

from __future__ import annotations

# Kinds a player of most shedding games wants last; anything else sits in between. First come the game's
# own calls (said as one plays: a last-card call) and its out-of-turn windows (a catch), from its config.
RELUCTANT = {"draw": -5.0, "pass": -5.0, "keep": -1.0, "stop": -1.0}


def _eager(game, kind: str) -> float | None:
    if kind in game.own_calls:
        return 50.0
    if kind in game.cfg.get("windows", ()):
        return 40.0
    return None


def _size(args) -> int:
    """How many cards an action moves: the length of a card tuple among its args, else 1."""
    for a in args:
        if isinstance(a, tuple):
            return len(a)
    return 1


def normal(game, view, legal, rng) -> list[float]:
    """Call and catch first, then play as many cards as possible, draw or pass last."""
    out = []
    for a in legal:
        s = _eager(game, a.kind)
        if s is None:
            s = RELUCTANT.get(a.kind, 0.0) + (_size(a.args) if a.kind == "play" else 0.0)
        out.append(s + rng.random() * 0.1)
    return out


def easy(game, view, legal, rng) -> list[float]:
    """Any action that is not a draw or pass, at random; calls and catches most of the time."""
    out = []
    for a in legal:
        s = _eager(game, a.kind)
        if s is not None:
            out.append(s if rng.random() < 0.7 else -1.0)
        else:
            out.append(RELUCTANT.get(a.kind, 0.0) + rng.random())
    return out
