"""TOWAI words and checks: why an action is refused, what an action does, config validation."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.towai.tables import DECLINE, EFFECTS, SIDES, tables
from tabletop.i18n import N_, t
from tabletop.rules.registry import hook

# a lead the house rules let the leader decline, by the kind of lead (reset: by ending the turn, else by passing)
DECLINABLE = {"reset": N_("After a Reset you set day or night and play a card, or end your turn."),
              "restart": N_("You lead after a restart: set day or night and play a card, or pass."),
              "open": N_("You lead on an empty field: set day or night and play a card, or pass.")}
MUST_LEAD = {"first": N_("The first player of a round must set day or night and play a card."),
             "reset": N_("After a Reset you must set day or night and play a card."),
             "restart": N_("You lead after a restart: must set day or night and play a card."),
             "open": N_("You lead on an empty field: must set day or night and play a card.")}
SET_SIDE = {"day": N_("Set day"), "night": N_("Set night")}


def _card(game, st, p: int, args) -> tuple[int | None, str]:
    """(card, "") when `args` names a card in p's hand, else (None, why not)."""
    if len(args) != 1 or not isinstance(args[0], int) or isinstance(args[0], bool):
        return None, t("Name one card.")
    if args[0] not in st.zones["hand"][p]:
        return None, t("You don't hold that card.")
    return args[0], ""


# -- reason, by stage -----------------------------------------------------------------------------
def _orient_reason(game, st, a: Action) -> str:
    lead = st.vars["lead"]
    if a.kind == "orient":
        if len(a.args) != 1 or a.args[0] not in SIDES:
            return t("Set the Day/Night card to day or night.")
        if a.args[0] == "day":
            return t("You hold no card that fits day: a lead must be a Day or Twai card.")
        return t("You hold no card that fits night: a lead must be a Night or Twai card.")
    if a.kind == "pass" and lead == "first":
        return t("No pass on the first turn of a round: set day or night, then play a card.")
    if a.kind in ("pass", "stop"):
        opt, decline = DECLINE.get(lead, (None, None))
        if opt is not None and not st.options[opt] and lead in DECLINABLE:   # the house rule lets the lead be
            return t(DECLINABLE[lead])                                        # declined another way
        return t(MUST_LEAD[lead]) if lead in MUST_LEAD else t("You must set day or night and play a card.")
    return t("First set the Day/Night card to day or night.")


def _lead_reason(game, st, a: Action) -> str:
    if a.kind == "orient":
        return t("It is already day: now play a card.") if st.vars["side"] == "day" else \
            t("It is already night: now play a card.")
    if a.kind != "play":
        return t("You lead: play a card.")
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    if st.vars["side"] == "day":
        return t("By day a lead must be a Day or Twai card; {card} is not.", card=game.card_name(c))
    return t("By night a lead must be a Night or Twai card; {card} is not.", card=game.card_name(c))


def _play_reason(game, st, a: Action) -> str:
    if a.kind == "orient":
        return t("Day or night is set only by the player who leads on an empty field.")
    if a.kind == "stop":
        return t("You have not played yet: play a card or pass.")
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    T = tables(game)
    side, top = st.vars["side"], T.num[st.zones["field"][-1]]
    if side == "day":
        return t("By day play a Day or Twai card numbered {number} or higher; {card} doesn't fit.", number=top,
                 card=game.card_name(c))
    return t("By night play a Night or Twai card numbered {number} or lower; {card} doesn't fit.", number=top,
             card=game.card_name(c))


def _combo_reason(game, st, a: Action) -> str:
    n = st.vars["combo"]
    if a.kind == "pass":
        return t("You have already played this turn: play another {number} or end the turn (no draw).", number=n)
    if a.kind == "orient":
        return t("Day or night is set only by the player who leads on an empty field.")
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    if tables(game).num[c] != n:
        return t("A combo goes on with the same number ({number}); {card} is not a {number}.", number=n,
                 card=game.card_name(c))
    if st.vars["side"] == "day":
        return t("{card} doesn't fit day: by day only Day or Twai cards.", card=game.card_name(c))
    return t("{card} doesn't fit night: by night only Night or Twai cards.", card=game.card_name(c))


REASONS = {"orient": _orient_reason, "lead": _lead_reason, "play": _play_reason, "combo": _combo_reason}


def _swap_reason(game, st, a: Action, pend: dict) -> str:
    """Only seats still choosing get here (the engine answers the others: not their turn)."""
    if a.kind != "swap":
        return t("Swap: every player first chooses a card to pass to their right-hand neighbour.")
    return _card(game, st, a.seat, a.args)[1] or t("Choose one of your cards.")


@hook("towai.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    pend = st.pending
    if pend is not None:
        return _swap_reason(game, st, a, pend)
    if a.kind == "swap":
        return t("There is no Swap to answer now.")
    if a.seat != st.current:
        return t("It is not your turn.")
    return REASONS[st.vars["stage"]](game, st, a)


# -- describe ---------------------------------------------------------------------------------
_DESCRIBE = {
    "orient": lambda g, a: t(SET_SIDE[a.args[0]]) if a.args[0] in SET_SIDE else str(a),
    "play": lambda g, a: t("Play {card}", card=g.card_name(a.args[0])),
    "stop": lambda g, a: t("End the turn"),
    "pass": lambda g, a: t("Pass (draw a card)"),
    "swap": lambda g, a: t("Pass {card} to the right", card=g.card_name(a.args[0])),
}


@hook("towai.describe_public")
def describe_public(game, a: Action) -> str | None:
    """A Swap as the other seats know it: a card is passed face down, so which one is not said."""
    return t("Pass a card to the right") if a.kind == "swap" else None


@hook("towai.describe")
def describe(game, a: Action) -> str:
    """A short label for an action ("Play Twai 3 (Draw)")."""
    f = _DESCRIBE.get(a.kind)
    return f(game, a) if f else str(a)


# -- validate ---------------------------------------------------------------------------------
def _check_effects(game):
    eff = game.params["effects"]
    for k, name in eff.items():
        if name not in EFFECTS:
            return f"rules.effects.{k}", t("{name} is not a TOWAI card effect", name=repr(name))
    for k in sorted(set(game.attr["effect"])):
        if k not in eff:
            return "rules.effects", t("no effect for card effect {effect}", effect=repr(k))
    return None


def _check_card(game, i: int, card: dict):
    where = f"deck.cards (card {i}, {card.get('name')})"
    if card["suit"] not in ("day", "night", "twai"):
        return where, t("the suit must be day, night or twai")
    if type(card["number"]) is not int or not 1 <= card["number"] <= 7:
        return where, t("every card needs a number from 1 to 7")
    if card["effect"] not in (None, "none") and not card["flips"]:
        return where, t("only Twai cards (which flip day and night) carry an effect")
    if not card.get("name"):
        return where, t("every card needs a name")
    return None


@hook("towai.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    attrs = game.cfg["deck"]["attributes"]
    for k in ("suit", "number", "flips", "effect", "name"):
        if k not in attrs:
            return "deck.attributes", t("TOWAI cards need the attribute {attribute}", attribute=repr(k))
    problem = _check_effects(game)
    if problem:
        return problem
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card)
        if problem:
            return problem
    if type(game.scoring.get("agari")) is not int or game.scoring["agari"] < 1:
        return "scoring.agari", t("expected a positive integer (what a round win adds to the score)")
    if game.max_players > 6:
        return "players.max", t("TOWAI is written for at most 6 seats")
    tables(game)
    return None


# -- what a Twai card does, shown when the pointer rests on it (tabletop/ui/table/tips.py) ---------------
CARD_TIPS = {
    "draw": N_("Twai 3, Draw: it flips day and night, then every other player draws 1 card."),
    "reset": N_("Twai 4, Reset: it flips day and night; the whole field goes to the discard pile and you lead "
                "again."),
    "swap": N_("Twai 5, Swap: it flips day and night, then every player passes one card of their hand to "
               "their right-hand neighbour."),
}
FLIPS_TIP = N_("Twai: playing it flips day and night.")


def card_tip(game, cid: int) -> str | None:
    """What card `cid` does, in a sentence (None for a Day or Night card)."""
    c = game.cards[cid]
    if c["effect"] in CARD_TIPS:
        return t(CARD_TIPS[c["effect"]])
    return t(FLIPS_TIP) if c["flips"] else None
