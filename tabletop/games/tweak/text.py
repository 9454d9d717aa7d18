"""TWEAK words, checks and information: reason, describe, validate, options, view, determinize, match end."""

from __future__ import annotations

from tabletop.engine import rng as _rng
from tabletop.engine.actions import Action
from tabletop.i18n import N_, joined, seat_ref, t, tn
from tabletop.games.tweak.tables import NUMBER, TARGET, tables
from tabletop.rules.registry import hook

T_ACTS = {"use_thief": "thief", "use_joker": "joker", "use_shifter": "shifter", "use_bomb": "bomb"}
NO_T_CARD = {"thief": N_("You have no Thief card."), "joker": N_("You have no Joker card."),
             "shifter": N_("You have no Shifter card."), "bomb": N_("You have no Bomb card.")}
# the colours' own words, where a message lists colours (a colour the rules add later shows as named)
COLOUR_WORDS = {"red": N_("red"), "orange": N_("orange"), "yellow": N_("yellow"), "green": N_("green"),
                "blue": N_("blue"), "purple": N_("purple")}


def _seat(s: int) -> str:
    return seat_ref(s)


def _upper_first(text: str) -> str:
    """A message that begins with a seat's words ("player 2 ..."), begun with a capital as a sentence."""
    return text[:1].upper() + text[1:]


def _target(T, st) -> int:
    deck = st.zones["deck"]
    return (T.back[deck[-1]] if deck else T.empty_target) + st.vars["mod"]


# -- reason -----------------------------------------------------------------------------------
def _card_arg(a: Action):
    return a.args[0] if len(a.args) == 1 and type(a.args[0]) is int else None


def _sum_parts(a: Action):
    """(hand card, table cards) of a sum action, or a sentence saying why its shape is wrong."""
    if len(a.args) != 2 or not isinstance(a.args[1], tuple):
        return t("A sum names one hand card and a list of table cards.")
    h, picked = a.args
    if h is None:
        return t("A sum needs one card from your hand; table cards alone do not count.")
    if isinstance(h, tuple):
        return t("A sum uses exactly one card from your hand.") if len(h) != 1 else t("Name the hand card itself.")
    if type(h) is not int or any(type(c) is not int for c in picked):
        return t("A sum names cards by their numbers.")
    return h, picked


def _twin(game, st, a: Action) -> str:
    """A sentence pointing at the listed twin of a sum made with identical-looking cards, else ""."""
    T = tables(game)
    h, picked = a.args
    key = (T.face[h], sorted(T.face[c] for c in picked))
    for b in game.legal_actions(st, a.seat):
        if b.kind == "sum" and (T.face[b.args[0]], sorted(T.face[c] for c in b.args[1])) == key:
            return t("Those cards look the same as another copy: this sum is listed as “{move}”.",
                     move=describe(game, b))
    return ""


@hook("tweak.equivalent")
def equivalent(game, st, a):
    """The listed sum that `a` makes with its table cards named in another order, or None (a sum takes
    a set of table cards; each is listed once, in the order the search found it)."""
    if not isinstance(a, Action) or a.kind != "sum" or isinstance(_sum_parts(a), str):
        return None
    h, picked = a.args
    want = sorted(picked)
    for b in game.legal_actions(st, a.seat):
        if b.kind == "sum" and b.args[0] == h and len(b.args[1]) == len(picked) and sorted(b.args[1]) == want:
            return b
    return None


def _sum_reason(game, st, a: Action) -> str:
    T = tables(game)
    parts = _sum_parts(a)
    if isinstance(parts, str):
        return parts
    h, picked = parts
    if h not in st.zones["hand"][a.seat]:
        return t("You don't hold that card.")
    table = st.zones["table"]
    if len(set(picked)) != len(picked) or any(c not in table for c in picked):
        return t("A sum can only use cards that are on the table, each once.")
    k = st.options["min_table_cards"]
    if len(picked) < k:
        return tn("A sum needs at least one table card besides your hand card.",
                  "A sum needs at least {n} table cards besides your hand card.", k)
    total = T.value[h] + sum(T.value[c] for c in picked)
    want = _target(T, st)
    if total != want:
        return t("{values} = {total}, but the target is {target}.",
                 values=" + ".join(str(T.value[c]) for c in (h, *picked)), total=total, target=want)
    return _twin(game, st, a) or t("That sum is not allowed now.")


def _t_reason(game, st, a: Action) -> str:
    T = tables(game)
    p, kind = a.seat, T_ACTS[a.kind]
    if st.vars["used"]:
        return t("Only one T! card can be used per turn.")
    if not any(T.kind[c] == kind for c in st.zones["tzone"][p]):
        return t(NO_T_CARD[kind])
    if kind == "thief":
        v = a.args[0] if len(a.args) == 1 else None
        if type(v) is not int or not 0 <= v < st.players or v == p:
            return t("The Thief steals from another player: name one.")
        return _upper_first(t("{player} has no cards to steal.", player=_seat(v)))
    if kind == "joker":
        return t("The Joker changes the target by +1 or -1: choose one.")
    if kind == "shifter":
        return t("The central deck is empty: there is no target card to shift.")
    return ""


@hook("tweak.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    pend = st.pending
    if pend is not None:
        if a.seat != pend["seat"]:
            return t("Wait: {player} must first put a card on the table (the Bomb).", player=_seat(pend["seat"]))
        if a.kind != "give":
            return t("First put one card from your hand on the table (the Bomb).")
        if _card_arg(a) in st.zones["hand"][a.seat]:
            return t("Give the listed copy: cards that look the same are the same move.")
        return t("Put one card from your hand on the table (the Bomb).")
    if a.seat != st.current:
        return t("It is not your turn.")
    if a.kind == "give":
        return t("Cards are given only when a Bomb goes off.")
    if a.kind in T_ACTS:
        return _t_reason(game, st, a)
    if a.kind == "sum":
        return _sum_reason(game, st, a)
    c = _card_arg(a)
    if c is None or c not in st.zones["hand"][a.seat]:
        return t("You don't hold that card.")
    return t("Place the listed copy: cards that look the same are the same move.")


# -- describe ---------------------------------------------------------------------------------
def sum_equation(game, a: Action) -> str:
    """"Purple 3 + Orange 1 + Yellow 3 = 7": a sum's hand card, then its table cards, and the total."""
    T = tables(game)
    h, picked = a.args
    total = T.value[h] + sum(T.value[c] for c in picked)
    if not picked:
        return t("{card} + no table card = {total}", card=game.card_name(h), total=total)
    return " + ".join(game.card_name(c) for c in (h, *picked)) + f" = {total}"


_DESCRIBE = {
    "use_thief": lambda g, a: t("Use the Thief on {player}", player=_seat(a.args[0])),
    "use_joker": lambda g, a: t("Use the Joker: target +1") if a.args[0] > 0 else t("Use the Joker: target -1"),
    "use_shifter": lambda g, a: t("Use the Shifter"),
    "use_bomb": lambda g, a: t("Use the Bomb"),
    "give": lambda g, a: t("Put {card} on the table (Bomb)", card=g.card_name(a.args[0])),
    "place": lambda g, a: t("Place {card}", card=g.card_name(a.args[0])),
    "sum": lambda g, a: t("Sum {equation}", equation=sum_equation(g, a)),
}


@hook("tweak.describe")
def describe(game, a: Action) -> str:
    """A short label for an action ("Sum Purple 3 + Orange 1 + Yellow 3 + Green 2 = 9")."""
    f = _DESCRIBE.get(a.kind)
    return f(game, a) if f else str(a)


# -- options ----------------------------------------------------------------------------------
def colour_count(game, O: dict, players: int | None) -> int:
    """How many colours are in play: the option, or by player count stretched to the in/out marks."""
    cols = game.params["colours"]
    n_in = sum(O[f"colour_{c}"] == "in" for c in cols)
    n_ok = sum(O[f"colour_{c}"] != "out" for c in cols)
    if O["colour_count"] != "auto":
        return O["colour_count"]
    base = game.params["colours_by_players"].get(players, len(cols)) if players else len(cols)
    return max(n_in, min(base, n_ok))


@hook("tweak.options")
def options(game, O: dict, players):
    """Reject a colour choice the player licence does not allow (red out, too few cards)."""
    P = game.params
    cols, must = P["colours"], P["required_colour"]
    if O[f"colour_{must}"] == "out":
        cards = game.options_spec[f"colour_{must}"].get("label") or f"{must.capitalize()} cards"
        return _upper_first(t("{cards} are always in play (they score more).", cards=t(cards)))
    n = colour_count(game, O, players)
    ins = [c for c in cols if O[f"colour_{c}"] == "in"]
    ok = [c for c in cols if O[f"colour_{c}"] != "out"]
    label = t(game.options_spec["colour_count"]["label"])
    if len(ins) > n:
        return t("{option} is {n}, but {count} colours are in ({colours}; {required} is always in): set one to auto "
                 "or out, or raise {option}.", option=label, n=n, count=len(ins), colours=_names(ins),
                 required=colour_word(must))
    if len(ok) < n:
        return t("{option} is {n}, but only {count} colours are not out ({colours}): set one more to auto or in, or "
                 "lower {option}.", option=label, n=n, count=len(ok), colours=_names(ok))
    if players:
        T = tables(game)
        sizes = sorted(len(T.by_colour[c]) for c in ok if c not in ins)
        cards = sum(len(T.by_colour[c]) for c in ins) + sum(sizes[:n - len(ins)])
        need = game.deal_size("hand", players) * players + P["table_start"]
        if cards < need:
            return t("{n} colour(s) make {cards} number cards; {players} players need at least {need}.", n=n,
                     cards=cards, players=players, need=need)
    return None


def colour_word(colour: str) -> str:
    """A colour's word in the player's language ("red")."""
    word = COLOUR_WORDS.get(colour)
    return t(word) if word else colour


def _names(cols: list) -> str:
    """'red, orange and blue'."""
    words = [colour_word(c) for c in cols]
    if len(words) == 1:
        return words[0]
    return t("{colours} and {last}", colours=joined(words[:-1]), last=words[-1])


# -- validate ---------------------------------------------------------------------------------
def _check_card(game, i: int, card: dict):
    where = f"deck.cards (card {i}, {card.get('name')})"
    k = card["kind"]
    if k == NUMBER:
        if card["colour"] not in game.params["colours"]:
            return where, t("colour {colour} is not one of rules.colours", colour=repr(card["colour"]))
        if card["value"] is None or not 1 <= card["value"] <= 6 or card["back"] is None:
            return where, t("a number card needs a value 1-6 and a back value")
    elif card["colour"] is not None:
        return where, t("only number cards have a colour")
    if k == TARGET and card["back"] is None:
        return where, t("the blue target card needs its value as back")
    if not card.get("name"):
        return where, t("every card needs a name")
    return None


@hook("tweak.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    P = game.params
    kinds = game.attr["kind"]
    if kinds.count(TARGET) != 1:
        return "deck.cards", t("the deck needs exactly one blue target card (kind: target)")
    if P["required_colour"] not in P["colours"]:
        return "rules.required_colour", t("{colour} is not one of rules.colours", colour=repr(P["required_colour"]))
    by_players, lo, hi = P["colours_by_players"], game.min_players, game.max_players
    for n in sorted(by_players):   # ({2: 4} played all six colours at 3-6 players; {2: 40} was capped unsaid)
        if not lo <= n <= hi:
            return f"rules.colours_by_players.{n}", t("{n} players is outside players {lo}-{hi}", n=n, lo=lo, hi=hi)
        if by_players[n] > len(P["colours"]):
            return (f"rules.colours_by_players.{n}", t("{count} colours, but rules.colours has {most}",
                                                        count=by_players[n], most=len(P["colours"])))
    missing = [n for n in range(lo, hi + 1) if n not in by_players]
    if missing:
        return "rules.colours_by_players", t("no colour count for {counts} players (one for each of {lo} to {hi})",
                                             counts=", ".join(map(str, missing)), lo=lo, hi=hi)
    for i, card in enumerate(game.cards):
        problem = _check_card(game, i, card)
        if problem:
            return problem
    for c in P["colours"]:
        o = game.options_spec.get(f"colour_{c}")
        if o is None:
            return "options", t("no option colour_{colour} for the colour {colour}", colour=c)
        for i, v in enumerate(o.get("choices", [])):
            if v not in ("auto", "in", "out"):
                return f"options.colour_{c}.choices[{i}]", t("{value} is not auto, in or out", value=repr(v))
    for key in ("number", "red", "five", "red_five", "tweak_card"):
        if type(game.scoring.get(key)) is not int or game.scoring[key] < 0:
            return f"scoring.{key}", t("expected a whole number of points, 0 or more")
    tables(game)
    defaults = {k: o["default"] for k, o in game.options_spec.items()}
    pl = game.cfg["players"]
    for n in range(pl["min"], pl["max"] + 1):  # every table size must be playable with the default options
        problem = options(game, defaults, n)
        if problem:
            return "rules.colours_by_players", t("with the default options at {n} players: {problem}", n=n,
                                                 problem=problem)
    return None


# -- information ----------------------------------------------------------------------------------
@hook("tweak.view")
def view(game, st, seat, v):
    """Add the public backs: the deck's top card (the target) and every card held in a hand."""
    # every hand card was the deck's top card, back up, when it was dealt or drawn, and is held back outwards
    T = tables(game)
    deck = st.zones["deck"]
    back = T.back
    v["deck_top_back"] = back[deck[-1]] if deck else None
    v["target"] = _target(T, st)
    v["hand_backs"] = [sorted(back[c] for c in h) for h in st.zones["hand"]]


@hook("tweak.determinize")
def determinize(game, st, view):
    """Deal the unseen cards again: T! cards to the T! deck, number cards so that every public back fits."""
    T = tables(game)
    seat = view["seat"]
    hands = st.zones["hand"]
    others = [s for s in range(st.players) if s != seat]
    unseen = st.zones["deck"] + st.zones["tdeck"] + [c for s in others for c in hands[s]]
    nums = [c for c in unseen if not T.is_t[c]]
    ts = [c for c in unseen if T.is_t[c]]
    _rng.shuffle(st, nums)
    _rng.shuffle(st, ts)
    by_back: dict = {}
    for c in nums:
        by_back.setdefault(T.back[c], []).append(c)
    back = view["deck_top_back"]
    top = [by_back[back].pop()] if back is not None else []
    for s in others:
        hands[s] = [by_back[b].pop() for b in view["hand_backs"][s]]
    taken = set(top).union(*(hands[s] for s in others))
    st.zones["deck"] = [c for c in nums if c not in taken] + top
    st.zones["tdeck"] = ts


def match_target(game, st) -> int:
    """The score that ends the match (the engine's match goal for this table)."""
    return game.match_goal(st.options, st.players)["target"]


@hook("tweak.match_end")
def match_end(game, st, round_winners):
    """Over once someone reaches the threshold; tied leaders share the win unless tie_break asks for a deal more."""
    goal = match_target(game, st)
    s = st.scores
    best = max(s)
    if best < goal:
        return False, []
    top = [i for i, x in enumerate(s) if x == best]
    if len(top) > 1 and st.options["tie_break"]:
        return False, []
    return True, top


__all__ = ["colour_count", "describe", "determinize", "match_end", "match_target", "options", "reason", "validate",
           "view"]


# -- what a T! card does, shown when the pointer rests on it (tabletop/ui/table/tips.py) -----------------
CARD_TIPS = {
    "thief": N_("Thief (T!): a random card from another player's hand goes onto the table; they refill at "
                "the end of their next turn. Use it before your sum, on a later turn than you won it."),
    "joker": N_("Joker (T!): the target is 1 more or 1 less, as you choose, for this turn. Use it before your "
                "sum, on a later turn than you won it."),
    "shifter": N_("Shifter (T!): the deck's top card goes onto the table and the next card's back is the new "
                  "target. Use it before your sum, on a later turn than you won it."),
    "bomb": N_("Bomb (T!): every other player puts a card of their choice from their hand onto the table. Use "
               "it before your sum, on a later turn than you won it."),
}


def card_tip(game, cid: int) -> str | None:
    """What card `cid` does, in a sentence (None for a number card or the target card)."""
    text = CARD_TIPS.get(game.cards[cid]["kind"])
    return t(text) if text else None
