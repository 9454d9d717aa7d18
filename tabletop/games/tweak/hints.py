"""TWEAK: why a move, in one short line (tabletop.ai.explain), read from the normal policy's features: the
points a capture takes, a TWEAK's clear table, what a placed card leaves the next player (whose possible
targets are read from the public card backs), what a T! card gains."""

from __future__ import annotations

from tabletop.ai.registry import explainer
from tabletop.games.tweak import ai
from tabletop.i18n import seat_ref, t, tn


def _sum(game, ctx, h: int, picked) -> str:
    T = ctx.T
    pts = T.points[h] + sum(T.points[c] for c in picked)
    n = 1 + len(picked)
    if not [c for c in ctx.table if c not in picked]:
        return tn("captures {n} card worth {points} points and clears the table: a TWEAK",
                  "captures {n} cards worth {points} points and clears the table: a TWEAK", n, points=pts)
    if ai.DANGER * ctx.danger([c for c in ctx.table if c not in picked]) < 1.0:
        return tn("captures {n} card worth {points} points to make {target}, leaving little for the next player",
                  "captures {n} cards worth {points} points to make {target}, leaving little for the next player",
                  n, points=pts, target=ctx.target)
    return tn("captures {n} card worth {points} points to make {target}, the best capture here",
              "captures {n} cards worth {points} points to make {target}, the best capture here", n, points=pts,
              target=ctx.target)


def _t_card(game, ctx, view, action) -> str | None:
    k = action.kind
    if k == "use_joker":
        target = ctx.target + action.args[0]
        then = ctx.capture_value(ctx.table, target)
        return t("plays the Joker: at {target} it captures cards worth about {points} points", target=target,
                 points=round(then))
    if k == "use_thief":
        v = action.args[0]
        if max(view["scores"]) == view["scores"][v]:
            return t("uses the Thief on {player}, who leads the scores", player=seat_ref(v))
        return t("uses the Thief on {player}: one more card on the table improves its capture", player=seat_ref(v))
    if k == "use_shifter":
        return t("uses the Shifter: the next target is likely to give a better capture")
    if k == "use_bomb":
        victims = sum(1 for s, n in enumerate(view["counts"]["hand"]) if s != ctx.me and n)
        return tn("uses the Bomb: {n} player must give it a card", "uses the Bomb: {n} players must give it a card",
                  victims)
    return None


@explainer("tweak")
def explain(game, view, legal, action) -> str | None:
    ctx = ai.Ctx(game, view)
    k = action.kind
    if k == "sum":
        return _sum(game, ctx, *action.args)
    if k == "place":
        name = game.card_name(action.args[0])
        if not any(a.kind == "sum" for a in legal):
            return t("no capture makes the target, so it places {card}, the card that helps the next player least",
                     card=name)
        return t("places {card} rather than capture: what it leaves the next player costs more than it wins",
                 card=name)
    if k == "give":
        return t("gives {card}, the card that helps the bomber least", card=game.card_name(action.args[0]))
    return _t_card(game, ctx, view, action)
