"""BIG TWO: why a move, in one short line (tabletop.ai.explain), read from the normal policy's features:
its plan of the hand, which plays still control their kind (from every card seen played), a player
close to going out, the partner's trick."""

from __future__ import annotations

from tabletop.ai.registry import explainer
from tabletop.games.big_two import ai
from tabletop.games.big_two.text import _names, _play_parts, combo_name
from tabletop.i18n import t, tn


def play_words(game, cards, decls=()) -> str:
    """A play in the fewest words: "pair (Green 9, Yellow 9)", or the card of a single."""
    cat, text = _play_parts(game, cards, decls)
    return text if cat is None else t("{combo} ({cards})", combo=combo_name(cat), cards=text)


def _kept(game, ctx, cards, size: int | None = None) -> str | None:
    """The strongest controlling combination of the plan the play leaves in hand (of `size` cards if
    given), in words."""
    kept = [p for p in ctx.plan if ctx.control(p) and not set(p) & set(cards) and size in (None, len(p))]
    if not kept:
        return None
    return play_words(game, max(kept, key=ctx.strength))


def _lead(game, ctx, cards, words) -> str:
    if ctx.control(cards) and len(cards) == 5:
        return t("leads {play}, a five-card hand few can beat, to take the lead", play=words)
    if ctx.control(cards):
        if ctx.losers == 0:
            return t("leads {play}, which nobody can beat: every play it has left wins its trick", play=words)
        return tn("leads {play}, which nobody can beat, to keep the lead for its {n} weak play",
                  "leads {play}, which nobody can beat, to keep the lead for its {n} weak plays",
                  ctx.losers, play=words)
    if ctx.danger <= 3 and len(cards) <= ctx.danger and len(cards) < 5:
        return tn("leads {play} high: a player holds only {n} card", "leads {play} high: a player holds only {n} cards",
                  ctx.danger, play=words)
    if ctx.danger <= 3 and len(cards) > ctx.danger:
        return tn("leads {play}: more cards than the player on {n} card can follow",
                  "leads {play}: more cards than the player on {n} cards can follow", ctx.danger, play=words)
    kept = _kept(game, ctx, cards)
    if kept is not None:
        return t("leads {play} to get rid of a weak combination; keeps {kept} for control", play=words, kept=kept)
    return tn("leads {play} to get rid of a weak combination, in a hand planned as {n} play",
              "leads {play} to get rid of a weak combination, in a hand planned as {n} plays", len(ctx.plan),
              play=words)


def _follow(game, ctx, cards, words) -> str:
    top = ctx.top
    if ctx.danger <= top["size"] or ctx.danger <= 2:
        return tn("beats it with {play} to stop a player on {n} card", "beats it with {play} to stop a player on {n} cards",
                  ctx.danger, play=words)
    if ctx.control(cards) and len(cards) == 5:
        return t("takes the trick with {play}, a five-card hand few can beat", play=words)
    if ctx.control(cards):
        return t("takes the trick with {play}: nothing still out beats it", play=words)
    if ctx.breaks(cards) == 0:
        return t("beats it with {play}, the cheapest play that keeps the rest of the plan whole", play=words)
    return t("beats it with {play}, the cheapest play that beats it", play=words)


def _pass(game, ctx, legal) -> str:
    top = ctx.top
    if top is not None and top["seat"] == ctx.partner and ctx.partner_safe():
        return t("leaves the trick to the partner")
    if not any(a.kind == "play" for a in legal):
        return t("nothing in hand beats {cards}", cards=_names(game, top["cards"]) if top else "")
    kept = _kept(game, ctx, (), top["size"])
    if kept is not None:
        return t("passes: beating it would break the plan or spend {kept}, kept for control", kept=kept)
    return t("passes: beating it would break a planned combination")


@explainer("big_two")
def explain(game, view, legal, action) -> str | None:
    ctx = ai.Ctx(view)
    k = action.kind
    if k == "redeal":
        return t("a hand this weak is worth giving back for a new deal")
    if k == "keep":
        return t("keeps a hand worth playing")
    if k == "pass":
        return _pass(game, ctx, legal)
    if k != "play":
        return None
    cards = action.args[0]
    words = play_words(game, cards, action.args[1] if len(action.args) > 1 else ())
    if len(cards) == len(ctx.hand):
        return t("goes out with {play}", play=words)
    if ctx.plays_left(cards) == 0:
        return t("goes out with {play}", play=words)
    return _lead(game, ctx, cards, words) if ctx.top is None else _follow(game, ctx, cards, words)
