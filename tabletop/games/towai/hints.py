"""TOWAI: why a move, in one short line (tabletop.ai.explain), read from the normal policy's features: the
cards a combo sheds, how likely the next player is to follow (from the cards unseen), Reset and Draw."""

from __future__ import annotations

from tabletop.ai.registry import explainer
from tabletop.games.towai import ai
from tabletop.i18n import t, tn


def _follow_odds(ctx, side, num) -> int:
    return round(100 * ctx.p_follow(side, num))


def _orient(game, ctx, side: str) -> str:
    fits = [c for c in ctx.hand if ctx.T.suit_ok[side][c]] or ctx.hand   # a lead must fit the side
    best = max(fits, key=lambda c: ctx.value(side, c))
    shed = ctx.chain(side, best, ctx.hand)[0]
    if side == "day":
        return tn("sets day: its best lead there, {card}, sheds {n} card",
                  "sets day: its best lead there, {card}, sheds {n} cards", shed, card=game.card_name(best))
    return tn("sets night: its best lead there, {card}, sheds {n} card",
              "sets night: its best lead there, {card}, sheds {n} cards", shed, card=game.card_name(best))


def _after(ctx, c: int):
    """(cards shed, the field's side after the combo or None) of playing `c` now."""
    shed, side, _, _ = ctx.chain(ctx.V["side"], c, ctx.hand)
    return shed, side


def _play(game, ctx, legal, c: int) -> str:
    name = game.card_name(c)
    if len(ctx.hand) == 1:
        return t("goes out with {card}", card=name)
    shed, side2, bonus, rest = ctx.chain(ctx.V["side"], c, ctx.hand)
    if not rest:
        return tn("goes out: {card} starts a combo of its last {n} card",
                  "goes out: {card} starts a combo of its last {n} cards", shed, card=name)
    if ctx.effect[c] == "reset":
        return t("plays {card}: the Reset gives it a free lead", card=name)
    if shed > 1:
        return tn("plays {card} to start a combo that sheds {n} card", "plays {card} to start a combo that sheds {n} cards",
                  shed, card=name)
    if ctx.effect[c] == "draw":
        return t("plays {card}: its Draw loads the other players", card=name)
    if side2 is not None:
        p = _follow_odds(ctx, side2, ctx.T.num[c])
        odds = [_follow_odds(ctx, sd, ctx.T.num[a.args[0]]) for a in legal if a.kind == "play"
                for sh, sd in [_after(ctx, a.args[0])] if sd is not None]
        if p <= min(odds, default=p):
            return t("plays {card}, the hardest of its plays to follow (the next player can, about {p}% of the time)",
                     card=name, p=p)
    return t("plays {card}, keeping its more useful cards for combos", card=name)


@explainer("towai")
def explain(game, view, legal, action) -> str | None:
    ctx = ai.Ctx(game, view)
    k = action.kind
    if k == "orient":
        return _orient(game, ctx, action.args[0]) if ctx.hand else None
    if k == "play":
        return _play(game, ctx, legal, action.args[0])
    if k == "stop":
        if ctx.V["stage"] == "combo":
            field = view["zones"]["field"]
            return t("stops the combo: the next player can follow {card} only about {p}% of the time",
                     card=game.card_name(field[-1]), p=_follow_odds(ctx, ctx.V["side"], ctx.T.num[field[-1]]))
        return t("declines the lead: no card it holds is worth leading now")
    if k == "pass":
        if not any(a.kind == "play" for a in legal):
            return t("nothing in hand fits, so it passes")
        return t("passes rather than spend a card it needs for a combo")
    if k == "swap":
        return t("passes on {card}, its least useful card", card=game.card_name(action.args[0]))
    return None
