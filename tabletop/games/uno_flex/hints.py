"""UNO FLEX: why a move, in one short line (tabletop.ai.explain), read from the normal policy's features:
the colours held, wilds kept back, the Power card, a player close to going out, the odds of a bluff."""

from __future__ import annotations

from tabletop.ai.registry import explainer
from tabletop.games.uno_flex import ai
from tabletop.games.uno_flex.text import colour_name
from tabletop.i18n import seat_ref, t, tn


def _play(game, ctx, legal, c: int, mode: str) -> str:
    T, name = ctx.T, game.card_name(c)
    if len(ctx.hand) == 1:
        return t("goes out with {card}", card=name)
    flex = mode == "flex"
    nxt = ctx.counts[ctx.nxt]
    kind = ctx.kind[c]
    if T.wild[c]:
        coloured = [a for a in legal if a.kind == "play" and not T.wild[a.args[0]]]
        if not coloured:
            return t("plays {card}: no coloured card fits", card=name)
        if flex and kind in ("flex_wild_target_draw_two", "flex_wild_draw_four", "flex_wild_all_draw"):
            lead = ctx.leader()
            return tn("plays {card} flex to load {player}, on {n} card", "plays {card} flex to load {player}, on {n} cards",
                      ctx.counts[lead], card=name, player=seat_ref(lead))
        return t("plays {card} to move play to its strongest colour", card=name)
    if ctx.urgency(ctx.nxt) >= 3 and kind in ("skip", "flex_skip", "draw_two", "flex_draw_two") and not flex:
        return tn("plays {card} to hold back the next player, on {n} card",
                  "plays {card} to hold back the next player, on {n} cards", nxt, card=name)
    if flex and kind in ai.FLEX_EFFECT:
        return t("plays {card} flex for its stronger effect", card=name)
    held = ctx.colcount[T.col[c]]
    if held > 1 and held == max(ctx.colcount) and T.col[c] != ctx.colour:
        return tn("plays {card} to switch to {colour}, its longest colour: {n} more card of it to follow",
                  "plays {card} to switch to {colour}, its longest colour: {n} more cards of it to follow", held - 1,
                  card=name, colour=colour_name(T.colours[T.col[c]]))
    if held > 1 and held == max(ctx.colcount):
        return tn("plays {card}, staying in {colour}: {n} card of it left to follow",
                  "plays {card}, staying in {colour}: {n} cards of it left to follow", held - 1, card=name,
                  colour=colour_name(T.colours[T.col[c]]))
    if any(T.wild[x] for x in ctx.hand if x != c):
        return t("plays {card} and keeps its wild for when nothing else fits", card=name)
    return t("plays {card}, shedding a colour it holds little of", card=name)


@explainer("uno_flex")
def explain(game, view, legal, action) -> str | None:
    ctx = ai.Ctx(game, view)
    k = action.kind
    if k == "play":
        return _play(game, ctx, legal, action.args[0], action.args[1])
    if k == "draw":
        if not any(a.kind == "play" for a in legal):
            return t("no card fits, so it draws")
        return t("draws rather than spend a card it wants to keep")
    if k == "keep":
        return t("keeps the drawn card: playing it now would waste it")
    if k == "colour":
        i = ctx.T.cidx[action.args[0]]
        if not max(ctx.colcount):
            return t("names {colour}: it holds no coloured card to favour", colour=colour_name(action.args[0]))
        if ctx.colcount[i] < max(ctx.colcount):
            return t("names {colour}, which its flex colours can follow", colour=colour_name(action.args[0]))
        return tn("names {colour}, the colour it holds most ({n} card)",
                  "names {colour}, the colour it holds most ({n} cards)", ctx.colcount[i],
                  colour=colour_name(action.args[0]))
    if k == "target":
        s = action.args[0]
        return tn("aims the draw at {player}, closest to going out ({n} card)",
                  "aims the draw at {player}, closest to going out ({n} cards)", ctx.counts[s], player=seat_ref(s))
    if k in ("challenge", "accept"):
        p = round(100 * ai._p_legal(ctx))
        if k == "challenge":
            return t("challenges: from the cards seen, the Draw Four was legal only about {p}% of the time", p=p)
        return t("accepts: from the cards seen, the Draw Four was legal about {p}% of the time", p=p)
    if k == "uno":
        return t("calls UNO before anyone can catch it")
    if k == "catch":
        return t("catches the missed UNO call: its player draws")
    return None
