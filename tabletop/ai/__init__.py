"""AI opponents: random, easy, normal and hard bots for every game, fair by construction.

A bot gets `game.view(st, seat)` and `game.legal_actions(st, seat)` and nothing else:
`bot.choose(game, view, legal) -> Action` on its turn or pending decision, and
`bot.react(game, view, legal) -> Action | None` for out-of-turn chances (a last-card call, a catch), where
None lets the moment pass. `tabletop.ai.driver.decide` shows the order a table asks them in.
Per-game policies live in each game folder's ai.py; hard search in search.py; tournaments in tabletop/tools.
"""

from tabletop.ai.bots import ALL_LEVELS, DEFAULT_BUDGET, LEVELS, PolicyBot, RandomBot, make_bot, parse_level
from tabletop.ai.registry import get_policy, policy, search_settings

__all__ = ["ALL_LEVELS", "DEFAULT_BUDGET", "LEVELS", "PolicyBot", "RandomBot", "make_bot", "parse_level", "get_policy",
           "policy", "search_settings"]
