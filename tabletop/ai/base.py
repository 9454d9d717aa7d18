"""The bots every level is made of: uniform random, and a player of a registered policy's scores. Kept
apart from `bots` (which builds a bot for a level, hard's search included) so the search can use them
without importing what imports it."""

from __future__ import annotations

from tabletop.engine.rng import Rng


class RandomBot:
    """Uniform over the legal actions (the tournament baseline); out of turn, acting is one more choice."""

    level = "random"

    def __init__(self, seed: int, rng: Rng | None = None):
        self.rng = rng if rng is not None else Rng(seed)  # a shared generator inside a search's rollout

    def choose(self, game, view: dict, legal: list):
        return legal[self.rng.randbelow(len(legal))] if len(legal) > 1 else legal[0]

    def react(self, game, view: dict, legal: list):
        i = self.rng.randbelow(len(legal) + 1)
        return legal[i] if i < len(legal) else None

    def explain(self, game, view: dict, legal: list, action) -> str:
        """Why `action` (chosen here at random) is a reasonable move: the game's reading of it."""
        from tabletop.ai.explain import explain
        return explain(game, view, legal, action)


def best(scores: list[float], legal: list, rng: Rng):
    """The action with the highest score; ties broken by the bot's generator."""
    top = max(scores)
    ties = [a for a, s in zip(legal, scores) if s == top]
    return ties[0] if len(ties) == 1 else ties[rng.randbelow(len(ties))]


class PolicyBot:
    """Plays the best-scored action of a registered policy (see tabletop.ai.registry)."""

    def __init__(self, game_id: str, level: str, seed: int):
        from tabletop.ai.registry import get_policy
        self.level = level
        self.rng = Rng(seed)
        self.score = get_policy(game_id, level)

    def choose(self, game, view: dict, legal: list):
        if len(legal) == 1:
            return legal[0]
        return best(self.score(game, view, legal, self.rng), legal, self.rng)

    def react(self, game, view: dict, legal: list):
        """An out-of-turn action (call, catch...) or None to let the moment pass."""
        scores = self.score(game, view, legal, self.rng)
        return best(scores, legal, self.rng) if max(scores) >= 0 else None

    def explain(self, game, view: dict, legal: list, action) -> str:
        """Why `action` is a good move here, in one short line of the player's language."""
        from tabletop.ai.explain import explain
        return explain(game, view, legal, action)
