"""Why a move: one short line in the player's language, for the table's hint button and for any bot.

`explain(game, view, legal, action)` asks the game's own explainer (registered with
`tabletop.ai.registry.explainer` in its folder) and, where it has nothing to say, gives the generic
reading below: what the action does that the generic policy values (a call, a catch, the most cards
shed, holding back when nothing fits). It reads the seat's view and the action only, so the line can
name no card the seat cannot see.
"""

from __future__ import annotations

from tabletop.ai.generic import RELUCTANT, _eager, _size
from tabletop.i18n import t, tn


def explain(game, view: dict, legal: list, action) -> str:
    """The reason for `action` among `legal` in `view`, in the current language (never empty)."""
    from tabletop.ai.registry import get_explainer
    fn = get_explainer(game.id)
    if fn is not None:
        text = fn(game, view, legal, action)
        if text:
            return text
    return generic(game, view, legal, action)


def generic(game, view: dict, legal: list, action) -> str:
    """What can truly be said of any action from the generic policy's features."""
    kind = action.kind
    if kind in game.own_calls:
        return t("calls it now, before anyone can catch the miss")
    if _eager(game, kind) is not None:
        return t("takes the chance while it is open")
    plays = [a for a in legal if a.kind == "play"]
    if kind == "play":
        n = _size(action.args)
        most = max(_size(a.args) for a in plays)
        if len(plays) == 1:
            return t("the only card that can be played")
        if n >= most and any(_size(a.args) < n for a in plays):
            return tn("sheds {n} card, the most any play here sheds", "sheds {n} cards, the most any play here sheds",
                      n)
        return tn("sheds {n} card while it can", "sheds {n} cards while it can", n)
    if kind in RELUCTANT:
        if not plays:
            return t("nothing can be played, so this is what is left")
        return t("keeps its cards back: no play here is worth what it costs")
    return tn("the best of {n} choice here for the cards in hand", "the best of {n} choices here for the cards in hand",
              len(legal))
