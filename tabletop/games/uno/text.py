"""UNO words and checks: why an action is refused, what an action does, config validation.

Every sentence a player reads is one message with named placeholders (MESSAGES, LABELS, CHECKS: each
marked with N_ where it is written, translated by t() where it is said; one naming a count of cards is a tn
call, for the form of its count), so it is translated whole; the code only picks a message and fills it in.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.i18n import N_, seat_ref, t, tc, tn
from tabletop.games.uno.tables import EFFECT_NAMES, tables
from tabletop.rules.registry import hook

MESSAGES = {
    "not_turn": N_("It is not your turn: {player} is to play."),
    "wait_colour": N_("It is not your turn: {player} must name a colour."),
    "wait_wd4": N_("It is not your turn: {player} must take the Wild Draw Four or challenge it."),
    "wait_drawn": N_("It is not your turn: {player} must play the card just drawn or keep it."),
    "wait_stack": lambda count, **kw: tn("It is not your turn: {player} must play a Draw Two or take {n} card.",
                                         "It is not your turn: {player} must play a Draw Two or take {n} cards.",
                                         count, **kw),
    "not_held": N_("You don't hold that card."),
    "bad_play": N_("A play names one card of your hand."),
    "no_match": N_("{card} matches neither the colour ({colour}) nor the number or symbol of {top}."),
    "no_match_wild": N_("{card} is not {colour}, the colour named for the {top}."),
    "strict_wd4": N_("You hold a {colour} card, so you may not play the Wild Draw Four "
                     "(Strict Wild Draw Four is on)."),
    "name_colour": N_("Name one of the colours: {colours}."),
    "first_colour": N_("First name a colour."),
    "first_wd4": N_("First take the Wild Draw Four or challenge it."),
    "only_drawn": N_("Only the card you just drew can be played."),
    "keep_unplayable": N_("Keep the card you just drew: it cannot be played."),
    "drawn_choice": N_("Play the card you just drew or keep it."),
    "stack_only": lambda count, **kw: tn(
        "Only a Draw Two can be played now: play one to pass the card on, or take {n} card.",
        "Only a Draw Two can be played now: play one to pass the cards on, or take {n} cards.", count, **kw),
    "stack_choice": lambda count, **kw: tn("Play a Draw Two to pass the card on, or take {n} card.",
                                           "Play a Draw Two to pass the cards on, or take {n} cards.", count, **kw),
    "no_decision": N_("There is no such decision to make now."),
    "not_drawn": N_("You have not just drawn a card."),
    "no_stack": N_("There are no stacked cards to take."),
    "uno_not_now": N_("Only a player who has just gone down to one card can call UNO, once."),
    "catch_none": N_("Nobody can be caught now: no player is on one card without having called UNO."),
    "catch_other": N_("Only {player} can be caught now."),
    "catch_self": N_("You cannot catch yourself."),
}

LABELS = {
    "play": N_("Play {card}"),
    "draw": N_("Draw a card"),
    "keep": N_("Keep the drawn card"),
    "colour": N_("Name {colour}"),
    "accept": N_("Draw 4 (no challenge)"),
    "challenge": N_("Challenge the Wild Draw Four"),
    "take": lambda count: tn("Take {n} card", "Take {n} cards", count),
    "uno": N_("Call UNO!"),
    "catch": N_("Catch {player} (no UNO call)"),
}

COLOUR_NAMES = {"red": N_("red"), "yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue")}


def seat_name(s: int) -> str:
    return seat_ref(s)


def colour_name(c) -> str:
    """A colour's name in the player's language (a colour the config adds, as the config writes it)."""
    return t(COLOUR_NAMES[c]) if c in COLOUR_NAMES else str(c)


def listed(words) -> str:
    """Names one after the other ("red, yellow, green, blue"), with the language's own separator."""
    return tc("list separator", ", ").join(words)


def say(key: str, **kw) -> str:
    """MESSAGES[key] in the player's language, filled in (a message naming a count of cards takes the form
    for that count)."""
    m = MESSAGES[key]
    return m(**kw) if callable(m) else t(m, **kw)


# -- reason -----------------------------------------------------------------------------------
def _play_reason(game, st, p: int, args) -> str:
    T = tables(game)
    if len(args) != 1:
        return say("bad_play")
    c = args[0]
    if not isinstance(c, int) or c not in st.zones["hand"][p]:
        return say("not_held")
    colour = st.vars["colour"]
    if T.wd4[c]:
        return say("strict_wd4", colour=colour_name(colour))
    top = st.zones["discard"][-1]
    key = "no_match_wild" if T.wild[top] else "no_match"
    return say(key, card=game.card_name(c), colour=colour_name(colour), top=game.card_name(top))


def _pending_reason(game, st, a: Action, pend: dict) -> str:
    s, k = pend["seat"], pend["type"]
    if a.seat != s:
        return say(f"wait_{k}", player=seat_name(s), count=pend.get("count", 0))
    if k == "colour":
        if a.kind == "colour":
            return say("name_colour", colours=listed(colour_name(c) for c in tables(game).colours))
        return say("first_colour")
    if k == "wd4":
        return say("first_wd4")
    if k == "stack":
        if a.kind == "take":
            return say("stack_choice", count=pend["count"])
        if a.kind == "play" and a.args and a.args[0] in st.zones["hand"][s]:
            return say("stack_only", count=pend["count"])
        if a.kind == "play":
            return _play_reason(game, st, s, a.args)
        return say("stack_choice", count=pend["count"])
    # drawn
    if a.kind == "play" and a.args and a.args[0] != pend["private"].get(str(s)):
        return say("only_drawn")
    if a.kind == "play":
        return _play_reason(game, st, s, a.args)
    if not any(x.kind == "play" for x in game.legal_actions(st, s)):
        return say("keep_unplayable")
    return say("drawn_choice")


def _window_reason(game, st, a: Action) -> str:
    w = st.vars["uno"]
    if a.kind == "uno":
        return say("uno_not_now")
    if w < 0 or len(st.zones["hand"][w]) != 1:
        return say("catch_none")
    if a.seat == w:
        return say("catch_self")
    return say("catch_other", player=seat_name(w))


@hook("uno.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    if a.kind in ("uno", "catch"):
        return _window_reason(game, st, a)
    if st.pending is not None:
        return _pending_reason(game, st, a, st.pending)
    if a.seat != st.current:
        return say("not_turn", player=seat_name(st.current))
    if a.kind == "play":
        return _play_reason(game, st, a.seat, a.args)
    if a.kind in ("colour", "accept", "challenge"):
        return say("no_decision")
    if a.kind == "keep":
        return say("not_drawn")
    if a.kind == "take":
        return say("no_stack")
    return ""


# -- describe ---------------------------------------------------------------------------------
def _fill(game, a: Action) -> dict:
    k, args = a.kind, a.args
    if k == "play":
        return {"card": game.card_name(args[0])}
    if k == "colour":
        return {"colour": colour_name(args[0])}
    if k == "take":
        return {"count": args[0]}
    if k == "catch":
        return {"player": seat_name(args[0])}
    return {}


@hook("uno.describe")
def describe(game, a: Action) -> str:
    """A short label for an action ("Play Red 7", "Name blue")."""
    label = LABELS.get(a.kind)
    if label is None:
        return str(a)
    return label(**_fill(game, a)) if callable(label) else t(label, **_fill(game, a))


# -- validate ---------------------------------------------------------------------------------
CHECKS = {
    "dup_colour": N_("a colour is listed twice"),
    "unknown_kind": N_("{kind!r} is not a card kind (kinds: {kinds})"),
    "no_effect": N_("no effect for card kind {kind!r}"),
    "colour_not_listed": N_("colour {colour!r} is not one of rules.colours {colours}"),
    "wild_colour": N_("a wild card has no colour and every other card has one"),
    "number_effect": N_("a number card's kind must have no effect (none), and only number cards carry a number"),
    "no_name": N_("every card needs a name"),
    "wild_effect": N_("a wild card's kind must be a wild effect (wild or wild_draw_four), and only a wild's"),
    "points": N_("expected a whole number of points, 0 or more"),
    "face_value": N_("number cards score their face value (the official scoring): only face_value"),
}


def _check_card(game, i: int, card: dict, colours: list):
    eff = game.params["effects"][card["kind"]]
    where = t("deck.cards (card {number}, {name})", number=i, name=card.get("name"))
    if card["colour"] is not None and card["colour"] not in colours:
        return where, t(CHECKS["colour_not_listed"], colour=card["colour"], colours=colours)
    if card["wild"] == (card["colour"] is not None):
        return where, t(CHECKS["wild_colour"])
    if (card["number"] is not None) != (eff == "none"):
        return where, t(CHECKS["number_effect"])
    if card["wild"] != (eff in ("wild", "wild_draw_four")):
        return where, t(CHECKS["wild_effect"])
    if not card.get("name"):
        return where, t(CHECKS["no_name"])
    return None


@hook("uno.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    colours = game.params["colours"]
    if len(set(colours)) != len(colours):
        return "rules.colours", t(CHECKS["dup_colour"])
    kinds = set(game.attr["kind"])
    declared = game.cfg["deck"]["attributes"]["kind"].get("values", sorted(kinds))
    for k in game.params["effects"]:
        if k not in declared:
            return f"rules.effects.{k}", t(CHECKS["unknown_kind"], kind=k, kinds=", ".join(declared))
    for k in sorted(kinds):
        if k not in game.params["effects"]:
            return "rules.effects", t(CHECKS["no_effect"], kind=k)
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card, colours)
        if problem:
            return problem
    for key in ("action", "wild"):
        if type(game.scoring.get(key)) is not int or game.scoring[key] < 0:
            return f"scoring.{key}", t(CHECKS["points"])
    if game.scoring.get("number", "face_value") != "face_value":
        return "scoring.number", t(CHECKS["face_value"])
    tables(game)
    return None


__all__ = ["EFFECT_NAMES", "LABELS", "MESSAGES", "describe", "reason", "validate"]


# -- what an action card does, shown when the pointer rests on it (tabletop/ui/table/tips.py) ------------
CARD_TIPS = {
    "skip": N_("Skip: the next player misses their turn."),
    "reverse": N_("Reverse: the direction of play changes. With two players it acts like a Skip: you play "
                  "again."),
    "draw_two": N_("Draw Two: the next player draws 2 cards and misses their turn."),
    "wild": N_("Wild: can be played on any card; you name the next colour."),
    "wild_draw_four": N_("Wild Draw Four: you name the next colour; the next player draws 4 cards and misses "
                         "their turn, or challenges. Legal only when you hold no card of the current colour."),
}


def card_tip(game, cid: int) -> str | None:
    """What card `cid` does, in a sentence (None for a number card)."""
    text = CARD_TIPS.get(game.cards[cid]["kind"])
    return t(text) if text else None
