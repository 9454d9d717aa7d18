"""UNO FLEX words and checks: why an action is refused, what an action does, config validation.

Every sentence a player reads is one whole message with named placeholders (a refusal that names a card, a
colour and a number; the play buttons' labels), so each language orders its own words: the tables of texts
are marked with N_ where they are written and translated by t() where they are said.
"""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.i18n import N_, seat_ref, t, tc
from tabletop.games.uno_flex.tables import EFFECTS, WD4_HOOK, tables
from tabletop.rules.registry import hook

SYMBOL_NAMES = {"skip": N_("Skip"), "reverse": N_("Reverse"), "draw_two": N_("Draw Two")}
COLOUR_NAMES = {"yellow": N_("yellow"), "green": N_("green"), "blue": N_("blue"), "red": N_("red")}


def _seat(s: int) -> str:
    return seat_ref(s)


def colour_name(c) -> str:
    """A colour's name in the player's language (a colour the config adds, as the config writes it)."""
    return t(COLOUR_NAMES[c]) if c in COLOUR_NAMES else str(c)


def colour_label(c) -> str:
    """A colour's name standing alone, on a button or a chip: "Red"."""
    name = colour_name(c)
    return name[:1].upper() + name[1:]


def symbol_name(sym) -> str:
    return t(SYMBOL_NAMES[sym]) if sym in SYMBOL_NAMES else str(sym)


# -- reason -----------------------------------------------------------------------------------
# why a card matches nothing: (it could match by number, by symbol, its flex colour would) -> the refusal
_MISMATCH = {
    (False, False, False): N_("{card} doesn't match the current colour ({colour})."),
    (True, False, False): N_("{card} doesn't match the current colour ({colour}) or number ({number})."),
    (False, True, False): N_("{card} doesn't match the current colour ({colour}) or symbol ({symbol})."),
    (True, True, False): N_("{card} doesn't match the current colour ({colour}), number ({number}) or "
                            "symbol ({symbol})."),
    (False, False, True): N_("{card} doesn't match the current colour ({colour}). Its flex colour ({flex}) "
                             "would: play it flex."),
    (True, False, True): N_("{card} doesn't match the current colour ({colour}) or number ({number}). Its flex "
                            "colour ({flex}) would: play it flex."),
    (False, True, True): N_("{card} doesn't match the current colour ({colour}) or symbol ({symbol}). Its flex "
                            "colour ({flex}) would: play it flex."),
    (True, True, True): N_("{card} doesn't match the current colour ({colour}), number ({number}) or symbol "
                           "({symbol}). Its flex colour ({flex}) would: play it flex."),
}


def _mismatch(game, T, st, p: int, c: int, flex: bool) -> str:
    """Why card `c` matches nothing on the discard pile (and, if its flex colour would and seat `p` may
    still use its Power card, that it could be played flex)."""
    top = st.zones["discard"][-1]
    colour = st.vars["colour"]
    number = bool(T.num[top] and T.num[c])
    symbol = bool(T.sym[top] and T.sym[c])
    hint = bool(not flex and T.fcol[c] == T.cidx[colour] and T.fcol[c] >= 0 and st.vars["power"][p])
    return t(_MISMATCH[number, symbol, hint], card=game.card_name(c), colour=colour_name(colour), number=T.num[top],
             symbol=symbol_name(T.sym[top]), flex=colour_name(T.colours[T.fcol[c]]) if hint else "")


def _play_reason(game, st, p: int, args) -> str:
    T = tables(game)
    if len(args) != 2:
        return t("A play names a card and a mode (regular or flex).")
    c, mode = args
    if mode not in ("regular", "flex"):
        return t('The mode of a play must be "regular" or "flex".')
    if not isinstance(c, int) or c not in st.zones["hand"][p]:
        return t("You don't hold that card.")
    name, colour = game.card_name(c), st.vars["colour"]
    if mode == "flex":
        if not T.has_flex[c]:
            return t("{card} has no flex side.", card=name)
        if not st.vars["power"][p]:
            return t("Your power card is on ✘: no flex play.")
        if T.flex_action[c] and st.options["flex_action_requires_flex_colour"]:
            if T.fcol[c] < 0:
                return t("{card} prints no flex colour, and with “{option}” on, its flex side needs one: play it "
                         "normally.", card=name,
                         option=t(game.options_spec["flex_action_requires_flex_colour"]["label"]))
            return t("The flex function of {card} needs a match by its flex colour.", card=name)
        return _mismatch(game, T, st, p, c, True)
    if T.wd4[c]:
        ci = T.cidx[colour]
        rest = [d for d in st.zones["hand"][p] if d != c]
        if any(T.col[d] == ci for d in rest):
            return t("You hold a card of the current colour ({colour}): no {card} in regular mode.",
                     colour=colour_name(colour), card=name)
        if any(T.wild[d] for d in rest) and st.options["wilds_count_for_wd4_check"]:
            return t("You hold another wild card, which counts as the current colour: no {card} in regular mode.",
                     card=name)
        return t("You hold a card whose flex colour is {colour} and your Power card is on ✓, so it can be "
                 "played as {colour}: no {card} in regular mode.", colour=colour_name(colour), card=name)
    return _mismatch(game, T, st, p, c, False)


_WAIT = {"colour": N_("It is not your turn: {player} must name a colour."),
         "target": N_("It is not your turn: {player} must choose a player to draw."),
         "wd4": N_("It is not your turn: {player} must accept or challenge the Draw Four."),
         "drawn": N_("It is not your turn: {player} must play the card just drawn or keep it.")}


def _pending_reason(game, st, a: Action, pend: dict) -> str:
    s, k = pend["seat"], pend["type"]
    if a.seat != s:
        return t(_WAIT[k], player=_seat(s))
    if k == "colour":
        if a.kind == "colour":
            colours = tc("list separator", ", ").join(colour_name(c) for c in tables(game).colours)
            return t("Name one of {colours}.", colours=colours)
        return t("First name a colour.")
    if k == "target":
        return t("Choose another player.") if a.kind == "target" else t("First choose a player to draw.")
    if k == "wd4":
        return t("First accept or challenge the Draw Four.")
    if a.kind == "play" and a.args and a.args[0] != pend["private"].get(str(s)):
        return t("Only the card you just drew can be played.")
    if a.kind == "play":
        return _play_reason(game, st, s, a.args)
    if not any(x.kind == "play" for x in game.legal_actions(st, s)):
        return t("Keep the card you just drew: it cannot be played.")
    return t("Play the card you just drew or keep it.")


def _window_reason(game, st, a: Action) -> str:
    w = st.vars["uno"]
    if a.kind == "uno":
        return t("Only a player who has just gone down to one card can call UNO, once.")
    if w < 0:
        return t("Nobody can be caught now: there is no open UNO window.")
    if a.args != (w,):
        return t("Only {player} can be caught now.", player=_seat(w))
    return t("You cannot catch yourself.")


@hook("uno_flex.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    if a.kind in ("uno", "catch"):
        return _window_reason(game, st, a)
    if st.pending is not None:
        return _pending_reason(game, st, a, st.pending)
    if a.seat != st.current:
        return t("It is not your turn.")
    if a.kind == "play":
        return _play_reason(game, st, a.seat, a.args)
    if a.kind in ("colour", "target", "accept", "challenge"):
        return t("There is no such decision to make now.")
    if a.kind == "keep":
        return t("You have not just drawn a card.")
    return ""


# -- describe ---------------------------------------------------------------------------------
_DESCRIBE = {
    "draw": lambda g, a: t("Draw a card"),
    "keep": lambda g, a: t("Keep the drawn card"),
    "colour": lambda g, a: t("Name {colour}", colour=colour_name(a.args[0])),
    "target": lambda g, a: t("Make {player} draw", player=_seat(a.args[0])),
    "accept": lambda g, a: t("Accept the Draw Four"),
    "challenge": lambda g, a: t("Challenge the Draw Four"),
    "uno": lambda g, a: t("Call UNO!"),
    "catch": lambda g, a: t("Catch {player} (no UNO)", player=_seat(a.args[0])),
    "play": lambda g, a: (t("Play {card} by its flex side", card=g.card_name(a.args[0])) if a.args[1] == "flex"
                          else t("Play {card}", card=g.card_name(a.args[0]))),
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
            return f"rules.effects.{k}", t("{kind!r} is not a card kind (kinds: {kinds})", kind=k,
                                           kinds=", ".join(declared))
        for m, name in modes.items():
            if name not in EFFECTS:
                return f"rules.effects.{k}.{m}", t("{effect!r} is not a UNO FLEX card effect", effect=name)
        if modes.get("flex") == WD4_HOOK:
            return f"rules.effects.{k}.flex", t("{effect} (with challenge) is a regular-mode effect only",
                                                effect=WD4_HOOK)
    for k in sorted(kinds):
        if k not in eff:
            return "rules.effects", t("no effect for card kind {kind!r}", kind=k)
    return None


def _check_card(game, i: int, card: dict, colours: list):
    eff = game.params["effects"][card["kind"]]
    where = t("deck.cards (card {number}, {name})", number=i, name=card.get("name"))
    for key in ("colour", "flex_colour"):
        if card[key] is not None and card[key] not in colours:
            return where, t("{key} {value!r} is not one of rules.colours {colours}", key=key, value=card[key],
                            colours=colours)
    if card["wild"] == (card["colour"] is not None):
        return where, t("a wild card has no colour and every other card has one")
    if not card["wild"] and not card["number"] and not card["symbol"]:
        return where, t("a coloured card needs a number or a symbol")
    if card["flex_colour"] is not None and "flex" not in eff:
        return where, t("a card with a flex colour needs a flex effect")
    if card["flip_icon"] and (not card["number"] or "flex" in eff):
        return where, t("only classic number cards carry the flip icon")
    if not card.get("name"):
        return where, t("every card needs a name")
    return None


@hook("uno_flex.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    colours = game.params["colours"]
    if len(set(colours)) != len(colours):
        return "rules.colours", t("a colour is listed twice")
    problem = _check_effects(game)
    if problem:
        return problem
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card, colours)
        if problem:
            return problem
    for key in ("coloured_action", "wild_action"):
        if type(game.scoring.get(key)) is not int or game.scoring[key] < 0:
            return f"scoring.{key}", t("expected a whole number of points, 0 or more")
    if game.scoring.get("number", "face_value") != "face_value":
        return "scoring.number", t("number cards score their face value (the rulebook's table): only face_value")
    tables(game)
    return None


# -- the play buttons' words (tabletop/games/uno_flex/dialogs.py) ---------------------------------------
# Each label whole, by card kind (N_ here, t() where a button shows it): what a card's regular side does,
REGULAR_TEXT = {"skip": N_("Normal: skip the next player"), "reverse": N_("Normal: reverse the direction"),
                "draw_two": N_("Normal: next player draws 2"), "flex_skip": N_("Normal: skip the next player"),
                "flex_reverse": N_("Normal: reverse the direction"), "flex_draw_two": N_("Normal: next player draws 2"),
                "wild_all_flip": N_("Normal: everyone flips their power card"),
                "flex_wild_target_draw_two": N_("Normal: wild: name a colour"),
                "flex_wild_all_draw": N_("Normal: wild: name a colour"),
                "flex_wild_draw_four": N_("Normal: next player draws 4 (may challenge)")}
REGULAR_WILD, REGULAR_PLAY = N_("Normal: wild"), N_("Normal: play")   # a wild, a card of another kind

# what its flex side does (a flex side matched by its flex colour says that colour instead),
FLEX_TEXT = {"flex_skip": N_("Flex: skip everyone: you play again (✓→✘)"),
             "flex_reverse": N_("Flex: reverse, then skip one (✓→✘)"),
             "flex_draw_two": N_("Flex: everyone else draws 1 (✓→✘)"),
             "flex_wild_target_draw_two": N_("Flex: a player you choose draws 2 (✓→✘)"),
             "flex_wild_all_draw": N_("Flex: everyone else draws 2 (✓→✘)"),
             "flex_wild_draw_four": N_("Flex: a player you choose draws 4 (✓→✘)")}
FLEX_OTHER = N_("Flex: flex side (✓→✘)")

# and the regular side under Strict Draw Four, where no challenge could win
STRICT_TEXT = {"flex_wild_draw_four": N_("Normal: next player draws 4")}


# -- what an action card does, shown when the pointer rests on it (tabletop/ui/table/tips.py) ------------
CARD_TIPS = {
    "skip": N_("Skip: the next player misses their turn."),
    "reverse": N_("Reverse: the direction of play changes."),
    "draw_two": N_("Draw Two: the next player draws 2 cards and misses their turn."),
    "flex_skip": N_("Flex Skip: the next player misses their turn. Flex side (your Power card on ✓): every "
                    "other player is skipped, so you play again."),
    "flex_reverse": N_("Flex Reverse: the direction of play changes. Flex side (your Power card on ✓): it "
                       "changes, and the next player in the new direction is skipped."),
    "flex_draw_two": N_("Flex Draw Two: the next player draws 2 cards and misses their turn. Flex side (your "
                        "Power card on ✓): every other player draws 1; the next player still plays."),
    "wild_all_flip": N_("Wild All Flip: everyone turns their Power card over; you name the next colour."),
    "flex_wild_target_draw_two": N_("Flex Wild Target Draw 2: a wild, you name the next colour. Flex side "
                                    "(your Power card on ✓): a player you choose draws 2; the next player "
                                    "still plays."),
    "flex_wild_all_draw": N_("Flex Wild All Draw: a wild, you name the next colour. Flex side (your Power card "
                             "on ✓): every other player draws 2; the next player still plays."),
    "flex_wild_draw_four": N_("Flex Wild Draw Four: you name the next colour; the next player draws 4 and "
                              "misses their turn, or challenges. Flex side (your Power card on ✓): a player "
                              "you choose draws 4, with no challenge."),
    "flex_number": N_("Flex number card: with your Power card on ✓ it may be played on its flex colour (the "
                      "✓ FLEX band); your Power card then turns to ✘."),
    "flip": N_("⟳ on this card: playing it turns your own Power card over."),
}
POWER_TIPS = {
    True: N_("Power card on ✓: this player may play a card's flex side, which turns it to ✘."),
    False: N_("Power card on ✘: no flex plays until it turns back to ✓ (a ⟳ card, a Wild All Flip, or when "
              "every Power card shows ✘)."),
}


def card_tip(game, cid: int) -> str | None:
    """What card `cid` does, in a sentence (None for a plain number card)."""
    c = game.cards[cid]
    text = CARD_TIPS.get("flip" if c["kind"] == "number" and c["flip_icon"] else c["kind"])
    return t(text) if text else None


def power_tip(green: bool) -> str:
    """What a Power card showing ✓ (`green`) or ✘ means."""
    return t(POWER_TIPS[bool(green)])
