"""UNO FLEX dialogs: the colour to name, the player to draw, the Draw Four challenge, the card just drawn,
and a flex card's normal-or-flex question."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.uno_flex import face as F
from tabletop.games.uno_flex.text import FLEX_TEXT, REGULAR_TEXT, STRICT_TEXT
from tabletop.ui.core.gfx import px
from tabletop.ui.table.dialogs import Dialog

KEPT_SHOWN = 1.8  # seconds (at normal speed) the unplayable drawn card stays on show after the auto-keep


def regular_text(table, kind: str, default: str) -> str:
    """What a card's regular side does, as its play button says it (a Draw Four mentions no challenge when
    Strict Draw Four leaves none that could win)."""
    if table.session.public["options"].get("strict_wd4") and kind in STRICT_TEXT:
        return STRICT_TEXT[kind]
    return REGULAR_TEXT.get(kind, default)


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
    opts = [(a.args[0].capitalize(), (lambda a=a: table.act(a)), {"swatch": _swatch(a.args[0], cb)})
            for a in acts if a.kind == "colour"]
    return Dialog(table, "Choose the next colour", ["Everyone must match this colour next."], opts, seat=seat)


def _target(table, seat, acts):
    pend = table.session.view(seat)["pending"] or {}
    n = pend.get("draw", 2)
    counts = table.director.zones
    opts = []
    for a in acts:
        if a.kind == "target":
            t = a.args[0]
            c = len(counts.get(f"hand:{t}", []))
            opts.append((f"{table.session.name(t)} ({c})", (lambda a=a: table.act(a)), {}))
    return Dialog(table, f"Who draws {n}?", ["Choose a player to draw; then you name a colour."], opts, seat=seat)


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
        lines = [f"Strict Draw Four is on: no bluffing, so {by}'s Draw Four is legal. "
                 f"You draw {P['wd4_draw']} and miss your turn."]
        return Dialog(table, f"{by} played a Draw Four", lines,
                      [(f"Draw {P['wd4_draw']}", (lambda a=accept: table.act(a)), {"primary": True})],
                      seat=seat, wide=True, focus=0)
    held = f"a {prev} card" + (" or another wild" if opts.get("wilds_count_for_wd4_check") else "")
    if opts.get("flex_colours_count_for_wd4_check", True) and vars_["power"][pend.get("by", 0)]:
        held = held.replace(" or ", ", ") + f" or one with {prev} as its flex colour"
    lines = [f"{by} played a Flex Wild Draw Four and named {vars_.get('colour')}.",
             f"Accept: you draw {P['wd4_draw']} and miss your turn.",
             f"Challenge: if {by} held {held}, {by} draws {P['wd4_bluff_penalty']} and you play on; "
             f"if not, you draw {P['wd4_failed_challenge']} and miss your turn."]
    opts = []
    for a in acts:
        if a.kind == "accept":
            opts.append((f"Accept (+{P['wd4_draw']})", (lambda a=a: table.act(a)), {}))
        elif a.kind == "challenge":
            opts.append(("Challenge!", (lambda a=a: table.act(a)), {"primary": True}))
    # Enter alone accepts: a challenge is a gamble (six cards if it fails) to take on purpose
    return Dialog(table, "Draw Four: accept or challenge?", lines, opts, seat=seat, wide=True, focus=0)


def _drawn(table, seat, acts):
    """Play the card just drawn or keep it. A card that cannot be played is shown and kept at once: the
    engine asks every time (so the table learns nothing), but a human acting on their own cards leaks nothing."""
    view = table.session.view(seat)
    priv = (view.get("pending") or {}).get("private", {})
    cid = priv.get(str(seat))
    name = table.game.card_name(cid) if cid is not None else "a card"
    plays = [a for a in acts if a.kind == "play"]
    keep = next((a for a in acts if a.kind == "keep"), None)
    if not plays and keep is not None:
        _keep_dead(table, seat, cid, name, keep)
        return None
    opts = []
    for a in plays:   # a flex play always says so: it spends the Power card
        label = "Play it" if len(plays) == 1 and a.args[1] == "regular" else _play_label(table, a)
        opts.append((label, (lambda a=a: table.act(a)), {"primary": a.args[1] == "regular"}))
    if keep is not None:
        opts.append(("Keep it", (lambda a=keep: table.act(a)), {}))
    lines = ["It can be played now, or kept."]
    if any(a.args[1] == "flex" for a in plays):
        lines.append("The flex side turns your power card to ✘.")
    return Dialog(table, f"You drew {name}", lines, opts, cards=[cid] if cid is not None else [], seat=seat)


def _keep_dead(table, seat: int, cid, name: str, keep: Action) -> None:
    """Show the drawn card with "You drew X: it cannot be played", keep it, and pause the table briefly."""
    text = f"You drew {name}: it cannot be played"
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
            return f"Flex: match by {card['flex_colour']} (✓→✘)"
        return "Flex: " + FLEX_TEXT.get(card["kind"], "flex side") + " (✓→✘)"
    if card["wild"]:
        return "Normal: " + regular_text(table, card["kind"], "wild")
    return f"Normal: {card['colour']}" if card["kind"] in ("number", "flex_number") else \
        "Normal: " + regular_text(table, card["kind"], "play")


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
    opts.append(("Cancel", lambda: _cancel(table), {}))
    cd = table.game.cards[card]
    name = table.game.card_name(card)
    lines = ["The flex side turns your power card to ✘."]
    if cd["flex_colour"] and cd["kind"] == "flex_number":
        lines.append(f"It still leaves {cd['colour']} to match next." if only_flex else
                     f"Either way the colour to match next is {cd['colour']}.")
    title = f"Play {name} by its flex side?" if only_flex else f"Play {name}: normal or flex?"
    return Dialog(table, title, lines, opts, cards=[card], cancel=lambda: _cancel(table), seat=seat, wide=True)


def _cancel(table) -> None:
    """Cancel the flex-or-normal question: the card goes back to the hand, still chosen (Enter asks again)."""
    table.dialog = None
    table.snap_back()
