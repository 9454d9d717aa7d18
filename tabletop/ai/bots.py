"""Bots: random, policy-driven (easy, normal) and search (hard). A bot sees a seat's view and its legal
actions, nothing else, and owns its random generator, so a fixed seed gives fixed decisions."""

from __future__ import annotations

import hashlib

from tabletop.ai.base import PolicyBot, RandomBot, best

__all__ = ["ALL_LEVELS", "DEFAULT_BUDGET", "FROZEN", "LEVELS", "PolicyBot", "RandomBot", "best", "bot_seed", "make_bot",
           "parse_level"]

ALL_LEVELS = ("random", "easy", "normal", "hard")  # what make_bot and the tournament accept
FROZEN = ("normal@v1",)   # frozen baselines (a game folder's ai_v1.py) the tournament measures against
LEVELS = ("easy", "normal", "hard")                 # what a table offers a player to play against
DEFAULT_BUDGET = 1.0  # seconds per hard decision unless the settings or the seat spec say otherwise


def parse_level(spec: str) -> tuple[str, float | None, int | None]:
    """"hard:0.2" -> ("hard", 0.2, None); "hard:0.2:300" also caps iterations; "normal" -> ("normal", None, None);
    a frozen baseline "normal@v1" -> ("normal@v1", None, None)."""
    parts = str(spec).strip().lower().split(":")
    level = parts[0]
    if level not in ALL_LEVELS and level not in FROZEN:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(ALL_LEVELS + FROZEN)})")
    budget = iters = None
    try:
        if len(parts) > 1 and parts[1]:
            budget = float(parts[1])
        if len(parts) > 2 and parts[2]:
            iters = int(parts[2])
    except ValueError:
        raise ValueError(f"bad level {spec!r}: write hard:SECONDS or hard:SECONDS:ITERATIONS") from None
    if len(parts) > 3 or (len(parts) > 1 and level != "hard"):
        raise ValueError(f"bad level {spec!r}: only hard takes a budget (hard:0.2)")
    if budget is not None and not 0 < budget < 3600 or iters is not None and iters < 1:   # (nan, inf too)
        raise ValueError(f"bad level {spec!r}: the budget must be more than 0 and under an hour, "
                         "the iterations positive")
    return level, budget, iters


def bot_seed(*parts) -> int:
    """A bot's own random seed from the match's (its seed, seat, deal...): a one-way hash, so no bot can
    work back from its generator to the seed that dealt the cards."""
    h = hashlib.blake2b(repr(parts).encode(), digest_size=8, person=b"tabletop-bot")
    return int.from_bytes(h.digest(), "big") >> 2


def make_bot(game_id: str, level: str, seed: int, budget: float | None = None, iterations: int | None = None,
             opponents: list[str] | None = None):
    """A bot for `game_id` at `level` (random|easy|normal|hard, or "hard:SECONDS[:ITERATIONS]").

    Hard thinks for `budget` seconds per decision (default 1 s); with `iterations` and no budget
    ("hard::N") it stops after that many sampled worlds, which makes it deterministic (tests use this),
    or at tabletop.ai.search.WORLDS_CAP seconds, whichever comes first.
    `opponents`, every seat's kind as the table labels it (random, easy, normal, hard, human), lets hard
    model a random or easy opponent as what it is (see tabletop.ai.search.SearchBot).
    """
    level, b, it = parse_level(level)
    budget = b if b is not None else budget
    iterations = it if it is not None else iterations
    if level == "random":
        return RandomBot(seed)
    if level == "hard":
        from tabletop.ai.search import SearchBot
        if budget is None and iterations is None:
            budget = DEFAULT_BUDGET
        return SearchBot(game_id, seed, budget=budget, iterations=iterations, opponents=opponents)
    return PolicyBot(game_id, level, seed)
