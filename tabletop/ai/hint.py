"""The hint a table offers a player: the move the normal level would make, with its reason.

`suggest(game, view, legal, seed) -> Hint(action, reason)`: `view` is the player's seat's view and
`legal` its legal actions (on its turn or at a pending decision); the same seed gives the same hint.
The reason is one short line in the player's language (see tabletop.ai.explain).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ai.base import PolicyBot
from tabletop.ai.explain import explain

__all__ = ["Hint", "explain", "suggest"]


@dataclass(frozen=True)
class Hint:
    action: object   # one of the legal actions given
    reason: str      # why, in the player's language


def suggest(game, view: dict, legal: list, seed: int) -> Hint:
    """The normal level's choice among `legal` and why it is a good one."""
    if not legal:
        raise ValueError("no legal action to suggest")
    action = PolicyBot(game.id, "normal", seed).choose(game, view, legal)
    return Hint(action, explain(game, view, legal, action))
