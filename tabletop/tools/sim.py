"""Headless play: random-legal-move games, their logs, and replay of a log."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng

MAX_MOVES = 200_000


class GameDidNotEnd(RuntimeError):
    pass


def random_playout(game, seed: int, players: int, options: dict | None = None, match: bool = False,
                   chooser_seed: int | None = None, max_moves: int = MAX_MOVES):
    """Play one round (or the whole match) choosing uniformly among legal actions.

    Returns (final state, list of actions). The chooser has its own RNG so the game's RNG sees
    exactly the same calls on replay.
    """
    st = game.new_state(seed, players, options)
    pick = Rng(seed * 7919 + 17 if chooser_seed is None else chooser_seed)
    actions: list[Action] = []
    legal_actions, apply = game.legal_actions, game.apply
    while True:
        if st.phase == "match_over" or (st.phase == "round_over" and not match):
            return st, actions
        legal = legal_actions(st)
        a = legal[pick.randbelow(len(legal))] if len(legal) > 1 else legal[0]
        apply(st, a, False)
        actions.append(a)
        if len(actions) > max_moves:
            raise GameDidNotEnd(f"{game.id} seed {seed}: no end after {max_moves} moves")


def outcome(st) -> dict:
    """The comparable result of a finished round or match."""
    r = st.result or {}
    return {"phase": st.phase, "round": st.round, "winners": r.get("match_winners", r.get("winners")),
            "scores": st.scores[:]}


def replay(game, seed: int, players: int, options: dict, actions: list[Action]):
    """Re-run a game from its seed and actions (each checked for legality); returns the state."""
    st = game.new_state(seed, players, options)
    for a in actions:
        game.apply(st, a)
    return st
