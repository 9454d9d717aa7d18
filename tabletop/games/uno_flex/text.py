"""UNO FLEX words and checks: why an action is refused, what an action does, config validation."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.i18n import seat_ref
from tabletop.games.uno_flex.tables import EFFECTS, WD4_HOOK, tables
from tabletop.rules.registry import hook

SYMBOL_NAMES = {"skip": "Skip", "reverse": "Reverse", "draw_two": "Draw Two"}


def _seat(s: int) -> str:
    return seat_ref(s)


# -- reason -----------------------------------------------------------------------------------
def _mismatch(game, T, st, p: int, c: int, flex: bool) -> str:
    """Why card `c` matches nothing on the discard pile (and, if its flex colour would and seat `p` may
    still use its Power card, that it could be played flex)."""
    top = st.zones["discard"][-1]
    name, colour = game.card_name(c), st.vars["colour"]
    parts = [f"the current colour ({colour})"]
    if T.num[top] and T.num[c]:
        parts.append(f"number ({T.num[top]})")
    if T.sym[top] and T.sym[c]:
        parts.append(f"symbol ({SYMBOL_NAMES.get(T.sym[top], T.sym[top])})")
    what = " or ".join(parts) if len(parts) < 3 else f"{parts[0]}, {parts[1]} or {parts[2]}"
    msg = f"{name} doesn't match {what}."
    if not flex and T.fcol[c] == T.cidx[colour] and T.fcol[c] >= 0 and st.vars["power"][p]:
        msg += f" Its flex colour ({T.colours[T.fcol[c]]}) would: play it flex."
    return msg


def _play_reason(game, st, p: int, args) -> str:
    T = tables(game)
    if len(args) != 2:
        return "A play names a card and a mode (regular or flex)."
    c, mode = args
    if mode not in ("regular", "flex"):
        return 'The mode of a play must be "regular" or "flex".'
    if not isinstance(c, int) or c not in st.zones["hand"][p]:
        return "You don't hold that card."
    name, colour = game.card_name(c), st.vars["colour"]
    if mode == "flex":
        if not T.has_flex[c]:
            return f"{name} has no flex side."
        if not st.vars["power"][p]:
            return "Your power card is on ✘: no flex play."
        if T.flex_action[c] and st.options["flex_action_requires_flex_colour"]:
            if T.fcol[c] < 0:
                return (f"{name} prints no flex colour, and with “Flex actions need a flex colour” on, its "
                        "flex side needs one: play it normally.")
            return f"The flex function of {name} needs a match by its flex colour."
        return _mismatch(game, T, st, p, c, True)
    if T.wd4[c]:
        ci = T.cidx[colour]
        rest = [d for d in st.zones["hand"][p] if d != c]
        if any(T.col[d] == ci for d in rest):
            return f"You hold a card of the current colour ({colour}): no {name} in regular mode."
        if any(T.wild[d] for d in rest) and st.options["wilds_count_for_wd4_check"]:
            return f"You hold another wild card, which counts as the current colour: no {name} in regular mode."
        return (f"You hold a card whose flex colour is {colour} and your Power card is on ✓, so it can be "
                f"played as {colour}: no {name} in regular mode.")
    return _mismatch(game, T, st, p, c, False)


_WAIT = {"colour": "name a colour", "target": "choose a player to draw",
         "wd4": "accept or challenge the Draw Four", "drawn": "play the card just drawn or keep it"}


def _pending_reason(game, st, a: Action, pend: dict) -> str:
    s, k = pend["seat"], pend["type"]
    if a.seat != s:
        return f"It is not your turn: {_seat(s)} must {_WAIT[k]}."
    if k == "colour":
        return f"Name one of {', '.join(tables(game).colours)}." if a.kind == "colour" else "First name a colour."
    if k == "target":
        return "Choose another player." if a.kind == "target" else "First choose a player to draw."
    if k == "wd4":
        return "First accept or challenge the Draw Four."
    if a.kind == "play" and a.args and a.args[0] != pend["private"].get(str(s)):
        return "Only the card you just drew can be played."
    if a.kind == "play":
        return _play_reason(game, st, s, a.args)
    if not any(x.kind == "play" for x in game.legal_actions(st, s)):
        return "Keep the card you just drew: it cannot be played."
    return "Play the card you just drew or keep it."


def _window_reason(game, st, a: Action) -> str:
    w = st.vars["uno"]
    if a.kind == "uno":
        return "Only a player who has just gone down to one card can call UNO, once."
    if w < 0:
        return "Nobody can be caught now: there is no open UNO window."
    if a.args != (w,):
        return f"Only {_seat(w)} can be caught now."
    return "You cannot catch yourself."


@hook("uno_flex.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    if a.kind in ("uno", "catch"):
        return _window_reason(game, st, a)
    if st.pending is not None:
        return _pending_reason(game, st, a, st.pending)
    if a.seat != st.current:
        return "It is not your turn."
    if a.kind == "play":
        return _play_reason(game, st, a.seat, a.args)
    if a.kind in ("colour", "target", "accept", "challenge"):
        return "There is no such decision to make now."
    if a.kind == "keep":
        return "You have not just drawn a card."
    return ""


# -- describe ---------------------------------------------------------------------------------
_DESCRIBE = {
    "draw": lambda g, a: "Draw a card",
    "keep": lambda g, a: "Keep the drawn card",
    "colour": lambda g, a: f"Name {a.args[0]}",
    "target": lambda g, a: f"Make {_seat(a.args[0])} draw",
    "accept": lambda g, a: "Accept the Draw Four",
    "challenge": lambda g, a: "Challenge the Draw Four",
    "uno": lambda g, a: "Call UNO!",
    "catch": lambda g, a: f"Catch {_seat(a.args[0])} (no UNO)",
    "play": lambda g, a: f"Play {g.card_name(a.args[0])}" + (" by its flex side" if a.args[1] == "flex" else ""),
}


@hook("uno_flex.describe")
def describe(game, a: Action) -> str:
    """A short label for an action ("Play Red 7 by its flex side")."""
    f = _DESCRIBE.get(a.kind)
    return f(game, a) if f else str(a)


# -- validate ---------------------------------------------------------------------------------
def _check_effects(game):
    kinds = set(game.attr["kind"])
    declared = game.cfg["deck"]["attributes"]["kind"].get("values", sorted(kinds))
    eff = game.params["effects"]
    for k, modes in eff.items():
        if k not in declared:
            return f"rules.effects.{k}", f"{k!r} is not a card kind (kinds: {', '.join(declared)})"
        for m, name in modes.items():
            if name not in EFFECTS:
                return f"rules.effects.{k}.{m}", f"{name!r} is not a UNO FLEX card effect"
        if modes.get("flex") == WD4_HOOK:
            return f"rules.effects.{k}.flex", f"{WD4_HOOK} (with challenge) is a regular-mode effect only"
    for k in sorted(kinds):
        if k not in eff:
            return "rules.effects", f"no effect for card kind {k!r}"
    return None


def _check_card(game, i: int, card: dict, colours: list):
    eff = game.params["effects"][card["kind"]]
    where = f"deck.cards (card {i}, {card.get('name')})"
    for key in ("colour", "flex_colour"):
        if card[key] is not None and card[key] not in colours:
            return where, f"{key} {card[key]!r} is not one of rules.colours {colours}"
    if card["wild"] == (card["colour"] is not None):
        return where, "a wild card has no colour and every other card has one"
    if not card["wild"] and not card["number"] and not card["symbol"]:
        return where, "a coloured card needs a number or a symbol"
    if card["flex_colour"] is not None and "flex" not in eff:
        return where, "a card with a flex colour needs a flex effect"
    if card["flip_icon"] and (not card["number"] or "flex" in eff):
        return where, "only classic number cards carry the flip icon"
    if not card.get("name"):
        return where, "every card needs a name"
    return None


@hook("uno_flex.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    colours = game.params["colours"]
    if len(set(colours)) != len(colours):
        return "rules.colours", "a colour is listed twice"
    problem = _check_effects(game)
    if problem:
        return problem
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card, colours)
        if problem:
            return problem
    for key in ("coloured_action", "wild_action"):
        if type(game.scoring.get(key)) is not int or game.scoring[key] < 0:
            return f"scoring.{key}", "expected a whole number of points, 0 or more"
    if game.scoring.get("number", "face_value") != "face_value":
        return "scoring.number", "number cards score their face value (the rulebook's table): only face_value"
    tables(game)
    return None


REGULAR_TEXT = {"skip": "skip the next player", "reverse": "reverse the direction", "draw_two": "next player draws 2",
                "flex_skip": "skip the next player", "flex_reverse": "reverse the direction",
                "flex_draw_two": "next player draws 2", "wild_all_flip": "everyone flips their power card",
                "flex_wild_target_draw_two": "wild: name a colour", "flex_wild_all_draw": "wild: name a colour",
                "flex_wild_draw_four": "next player draws 4 (may challenge)"}


FLEX_TEXT = {"flex_skip": "skip everyone: you play again", "flex_reverse": "reverse, then skip one",
             "flex_draw_two": "everyone else draws 1", "flex_wild_target_draw_two": "a player you choose draws 2",
             "flex_wild_all_draw": "everyone else draws 2", "flex_wild_draw_four": "a player you choose draws 4"}


STRICT_TEXT = {"flex_wild_draw_four": "next player draws 4"}   # under Strict Draw Four: no challenge to win
