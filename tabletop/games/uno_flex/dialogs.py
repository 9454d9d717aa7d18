"""UNO FLEX dialogs: the colour to name, the player to draw, the Draw Four challenge, the card just drawn,
and a flex card's normal-or-flex question."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.uno_flex import face as F
from tabletop.games.uno_flex.text import (FLEX_OTHER, FLEX_TEXT, REGULAR_PLAY, REGULAR_TEXT, REGULAR_WILD, STRICT_TEXT,
                                          colour_label, colour_name)
from tabletop.i18n import N_, t
from tabletop.ui.core.gfx import px
from tabletop.ui.table.dialogs import Dialog

KEPT_SHOWN = 1.8  # seconds (at normal speed) the unplayable drawn card stays on show after the auto-keep


def regular_text(table, kind: str, default: str) -> str:
    """What a card's regular side does, as its play button says it (a Draw Four mentions no challenge when
    Strict Draw Four leaves none that could win): the whole label, in the player's language."""
    if table.session.public["options"].get("strict_wd4") and kind in STRICT_TEXT:
        return t(STRICT_TEXT[kind])
    return t(REGULAR_TEXT.get(kind, default))


# -- dialogs ------------------------------------------------------------------------------------------------
def _swatch(colour: str, cb: bool):
    return lambda surf, r: F.colour_chip(surf, r.inflate(px(4), 0), colour, cb, label=False)


def dialog(table, seat: int, acts: list):
    """The dialog for a pending decision, or None on an ordinary turn (played with the hand)."""
    kinds = {a.kind for a in acts}
    for k, fn in (("colour", _colour), ("target", _target), ("challenge", _wd4), ("keep", _drawn)):
        if k in kinds:
            return fn(table, seat, acts)
    return None


def _colour(table, seat, acts):
    cb = table.cb
    opts = [(colour_label(a.args[0]), (lambda a=a: table.act(a)), {"swatch": _swatch(a.args[0], cb)})
            for a in acts if a.kind == "colour"]
    return Dialog(table, t("Choose the next colour"), [t("Everyone must match this colour next.")], opts, seat=seat)


def _target(table, seat, acts):
    pend = table.session.view(seat)["pending"] or {}
    n = pend.get("draw", 2)
    counts = table.director.zones
    opts = []
    for a in acts:
        if a.kind == "target":
            who = a.args[0]
            c = len(counts.get(f"hand:{who}", []))
            opts.append((t("{player} ({count})", player=table.session.name(who), count=c),
                         (lambda a=a: table.act(a)), {}))
    return Dialog(table, t("Who draws {n}?", n=n), [t("Choose a player to draw; then you name a colour.")], opts,
                  seat=seat)


def _wd4(table, seat, acts):
    view = table.session.view(seat)
    pend, opts, vars_ = view["pending"] or {}, view["options"], view["vars"]
    g = table.game
    by = table.session.name(pend.get("by", 0))
    prev = pend.get("prev", "?")
    P = g.params
    accept = next((a for a in acts if a.kind == "accept"), None)
    if opts.get("strict_wd4") and accept is not None:
        # the engine refused every Draw Four the check would catch: a challenge can only fail (the engine
        # still offers it; no bot takes it), so a human is offered the draw alone, and told why
        lines = [t("Strict Draw Four is on: no bluffing, so {player}'s Draw Four is legal. You draw {n} and miss "
                   "your turn.", player=by, n=P["wd4_draw"])]
        return Dialog(table, t("{player} played a Draw Four", player=by), lines,
                      [(t("Draw {n}", n=P["wd4_draw"]), (lambda a=accept: table.act(a)), {"primary": True})],
                      seat=seat, wide=True, focus=0)
    wilds = bool(opts.get("wilds_count_for_wd4_check"))
    flex = bool(opts.get("flex_colours_count_for_wd4_check", True) and vars_["power"][pend.get("by", 0)])
    lines = [t("{player} played a Flex Wild Draw Four and named {colour}.", player=by,
               colour=colour_name(vars_.get("colour"))),
             t("Accept: you draw {n} and miss your turn.", n=P["wd4_draw"]),
             t(_CHALLENGE[wilds, flex], player=by, colour=colour_name(prev), bluff=P["wd4_bluff_penalty"],
               failed=P["wd4_failed_challenge"])]
    opts = []
    for a in acts:
        if a.kind == "accept":
            opts.append((t("Accept (+{n})", n=P["wd4_draw"]), (lambda a=a: table.act(a)), {}))
        elif a.kind == "challenge":
            opts.append((t("Challenge!"), (lambda a=a: table.act(a)), {"primary": True}))
    # Enter alone accepts: a challenge is a gamble (six cards if it fails) to take on purpose
    return Dialog(table, t("Draw Four: accept or challenge?"), lines, opts, seat=seat, wide=True, focus=0)


# what a challenge risks, by what counts for the check: (another wild counts, a flex colour counts) -> the line
_CHALLENGE = {
    (False, False): N_("Challenge: if {player} held a {colour} card, {player} draws {bluff} and you play on; if not, "
                       "you draw {failed} and miss your turn."),
    (True, False): N_("Challenge: if {player} held a {colour} card or another wild, {player} draws {bluff} and you "
                      "play on; if not, you draw {failed} and miss your turn."),
    (False, True): N_("Challenge: if {player} held a {colour} card or one with {colour} as its flex colour, {player} "
                      "draws {bluff} and you play on; if not, you draw {failed} and miss your turn."),
    (True, True): N_("Challenge: if {player} held a {colour} card, another wild or one with {colour} as its flex "
                     "colour, {player} draws {bluff} and you play on; if not, you draw {failed} and miss your turn."),
}


def _drawn(table, seat, acts):
    """Play the card just drawn or keep it. A card that cannot be played is shown and kept at once: the
    engine asks every time (so the table learns nothing), but a human acting on their own cards leaks nothing."""
    view = table.session.view(seat)
    priv = (view.get("pending") or {}).get("private", {})
    cid = priv.get(str(seat))
    name = table.game.card_name(cid) if cid is not None else t("a card")
    plays = [a for a in acts if a.kind == "play"]
    keep = next((a for a in acts if a.kind == "keep"), None)
    if not plays and keep is not None:
        _keep_dead(table, seat, cid, name, keep)
        return None
    opts = []
    for a in plays:   # a flex play always says so: it spends the Power card
        label = t("Play it") if len(plays) == 1 and a.args[1] == "regular" else _play_label(table, a)
        opts.append((label, (lambda a=a: table.act(a)), {"primary": a.args[1] == "regular"}))
    if keep is not None:
        opts.append((t("Keep it"), (lambda a=keep: table.act(a)), {}))
    lines = [t("It can be played now, or kept.")]
    if any(a.args[1] == "flex" for a in plays):
        lines.append(t("The flex side turns your power card to ✘."))
    return Dialog(table, t("You drew {card}", card=name), lines, opts, cards=[cid] if cid is not None else [],
                  seat=seat)


def _keep_dead(table, seat: int, cid, name: str, keep: Action) -> None:
    """Show the drawn card with "You drew X: it cannot be played", keep it, and pause the table briefly."""
    text = t("You drew {card}: it cannot be played", card=name)
    f = table.factor
    if cid is not None:
        table.hud["reveal"] = (text, [cid], table.time + max(0.8, KEPT_SHOWN * f), seat)
    else:
        table.banner(text, max(1.0, KEPT_SHOWN * f))
    if table.act(keep):
        table.director.feed([{"type": "kept_hold", "seat": seat}], table.session.view(table.viewer))


def _play_label(table, a: Action) -> str:
    c, mode = a.args
    card = table.game.cards[c]
    if mode == "flex":
        if card["flex_colour"]:   # matched by its flex colour; the colour to match next is still the regular one
            return t("Flex: match by {colour} (✓→✘)", colour=colour_name(card["flex_colour"]))
        return t(FLEX_TEXT.get(card["kind"], FLEX_OTHER))
    if card["wild"]:
        return regular_text(table, card["kind"], REGULAR_WILD)
    return t("Normal: {colour}", colour=colour_name(card["colour"])) if card["kind"] in ("number", "flex_number") \
        else regular_text(table, card["kind"], REGULAR_PLAY)


def confirm(table, a: Action) -> bool:
    """A card that can be played only by its flex side is not played at once: that spends the Power card."""
    return a.kind == "play" and a.args[1] == "flex"


def play_choice(table, seat: int, card: int, plays: list):
    """Regular or flex side? (both legal), or the flex side confirmed (the only way): the flex side flips
    the power card to ✘."""
    opts = []
    only_flex = all(a.args[1] == "flex" for a in plays)
    for a in plays:
        cd = table.game.cards[a.args[0]]
        colour = cd["flex_colour"] if a.args[1] == "flex" else cd["colour"]
        extra = {"primary": a.args[1] == "regular" or only_flex}
        if colour and cd["kind"] in ("number", "flex_number"):
            extra["swatch"] = _swatch(colour, table.cb)
        opts.append((_play_label(table, a), (lambda a=a: table.act(a)), extra))
    opts.append((t("Cancel"), lambda: _cancel(table), {}))
    cd = table.game.cards[card]
    name = table.game.card_name(card)
    lines = [t("The flex side turns your power card to ✘.")]
    if cd["flex_colour"] and cd["kind"] == "flex_number":
        colour = colour_name(cd["colour"])
        lines.append(t("It still leaves {colour} to match next.", colour=colour) if only_flex else
                     t("Either way the colour to match next is {colour}.", colour=colour))
    title = t("Play {card} by its flex side?", card=name) if only_flex else \
        t("Play {card}: normal or flex?", card=name)
    return Dialog(table, title, lines, opts, cards=[card], cancel=lambda: _cancel(table), seat=seat, wide=True)


def _cancel(table) -> None:
    """Cancel the flex-or-normal question: the card goes back to the hand, still chosen (Enter asks again)."""
    table.dialog = None
    table.snap_back()
