"""TOWAI words and checks: why an action is refused, what an action does, config validation."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.games.towai.tables import DECLINE, EFFECTS, SIDES, SUITS, tables
from tabletop.rules.registry import hook

LEAD_WORDS = {"first": "The first player of a round", "reset": "After a Reset you",
              "restart": "You lead after a restart:", "open": "You lead on an empty field:"}


def _card(game, st, p: int, args) -> tuple[int | None, str]:
    """(card, "") when `args` names a card in p's hand, else (None, why not)."""
    if len(args) != 1 or not isinstance(args[0], int) or isinstance(args[0], bool):
        return None, "Name one card."
    if args[0] not in st.zones["hand"][p]:
        return None, "You don't hold that card."
    return args[0], ""


def _suits(side: str) -> str:
    a, b = SUITS[side]
    return f"{a.capitalize()} or {b.capitalize()}"


# -- reason, by stage -----------------------------------------------------------------------------
def _orient_reason(game, st, a: Action) -> str:
    lead = st.vars["lead"]
    if a.kind == "orient":
        if len(a.args) != 1 or a.args[0] not in SIDES:
            return "Set the Day/Night card to day or night."
        return f"You hold no card that fits {a.args[0]}: a lead must be a {_suits(a.args[0])} card."
    if a.kind == "pass" and lead == "first":
        return "No pass on the first turn of a round: set day or night, then play a card."
    if a.kind in ("pass", "stop"):
        opt, decline = DECLINE.get(lead, (None, None))
        if opt is not None and not st.options[opt]:   # the house rule lets the lead be declined another way
            other = "end your turn" if decline == "stop" else "pass"
            return f"{LEAD_WORDS.get(lead, 'You')} set day or night and play a card, or {other}."
        return f"{LEAD_WORDS.get(lead, 'You')} must set day or night and play a card."
    return "First set the Day/Night card to day or night."


def _lead_reason(game, st, a: Action) -> str:
    if a.kind == "orient":
        return f"It is already {st.vars['side']}: now play a card."
    if a.kind != "play":
        return "You lead: play a card."
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    side = st.vars["side"]
    return f"By {side} a lead must be a {_suits(side)} card; {game.card_name(c)} is not."


def _play_reason(game, st, a: Action) -> str:
    if a.kind == "orient":
        return "Day or night is set only by the player who leads on an empty field."
    if a.kind == "stop":
        return "You have not played yet: play a card or pass."
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    T = tables(game)
    side, top = st.vars["side"], T.num[st.zones["field"][-1]]
    more = "or higher" if side == "day" else "or lower"
    return f"By {side} play a {_suits(side)} card numbered {top} {more}; {game.card_name(c)} doesn't fit."


def _combo_reason(game, st, a: Action) -> str:
    n = st.vars["combo"]
    if a.kind == "pass":
        return f"You have already played this turn: play another {n} or end the turn (no draw)."
    if a.kind == "orient":
        return "Day or night is set only by the player who leads on an empty field."
    c, why = _card(game, st, a.seat, a.args)
    if why:
        return why
    if tables(game).num[c] != n:
        return f"A combo goes on with the same number ({n}); {game.card_name(c)} is not a {n}."
    side = st.vars["side"]
    return f"{game.card_name(c)} doesn't fit {side}: by {side} only {_suits(side)} cards."


REASONS = {"orient": _orient_reason, "lead": _lead_reason, "play": _play_reason, "combo": _combo_reason}


def _swap_reason(game, st, a: Action, pend: dict) -> str:
    """Only seats still choosing get here (the engine answers the others: not their turn)."""
    if a.kind != "swap":
        return "Swap: every player first chooses a card to pass to their right-hand neighbour."
    return _card(game, st, a.seat, a.args)[1] or "Choose one of your cards."


@hook("towai.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    pend = st.pending
    if pend is not None:
        return _swap_reason(game, st, a, pend)
    if a.kind == "swap":
        return "There is no Swap to answer now."
    if a.seat != st.current:
        return "It is not your turn."
    return REASONS[st.vars["stage"]](game, st, a)


# -- describe ---------------------------------------------------------------------------------
_DESCRIBE = {
    "orient": lambda g, a: f"Set {a.args[0]}",
    "play": lambda g, a: f"Play {g.card_name(a.args[0])}",
    "stop": lambda g, a: "End the turn",
    "pass": lambda g, a: "Pass (draw a card)",
    "swap": lambda g, a: f"Pass {g.card_name(a.args[0])} to the right",
}


@hook("towai.describe_public")
def describe_public(game, a: Action) -> str | None:
    """A Swap as the other seats know it: a card is passed face down, so which one is not said."""
    return "Pass a card to the right" if a.kind == "swap" else None


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
            return f"rules.effects.{k}", f"{name!r} is not a TOWAI card effect"
    for k in sorted(set(game.attr["effect"])):
        if k not in eff:
            return "rules.effects", f"no effect for card effect {k!r}"
    return None


def _check_card(game, i: int, card: dict):
    where = f"deck.cards (card {i}, {card.get('name')})"
    if card["suit"] not in ("day", "night", "twai"):
        return where, "the suit must be day, night or twai"
    if type(card["number"]) is not int or not 1 <= card["number"] <= 7:
        return where, "every card needs a number from 1 to 7"
    if card["effect"] not in (None, "none") and not card["flips"]:
        return where, "only Twai cards (which flip day and night) carry an effect"
    if not card.get("name"):
        return where, "every card needs a name"
    return None


@hook("towai.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    attrs = game.cfg["deck"]["attributes"]
    for k in ("suit", "number", "flips", "effect", "name"):
        if k not in attrs:
            return "deck.attributes", f"TOWAI cards need the attribute {k!r}"
    problem = _check_effects(game)
    if problem:
        return problem
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card)
        if problem:
            return problem
    if type(game.scoring.get("agari")) is not int or game.scoring["agari"] < 1:
        return "scoring.agari", "expected a positive integer (what a round win adds to the score)"
    if game.max_players > 6:
        return "players.max", "TOWAI is written for at most 6 seats"
    tables(game)
    return None
