"""BIG TWO words and checks: why an action is refused, what an action does, config validation."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.i18n import joined, seat_ref, t
from tabletop.games.big_two import combos as C
from tabletop.games.big_two.tables import hand_value, tables
from tabletop.rules.registry import hook, register_schema
from tabletop.rules.schema import Any_, Dict, Int, List, Map, Str

register_schema("big_two", Dict({
    "ranks": List(Str(), min_len=13),
    "suits": List(Str(), min_len=4),
    "dragons": List(Str(), min_len=2),
    "fair_start": Dict({"values": Map(Str(), Int(min=0), min_len=1), "below": Int(min=0)},
                       required=["values", "below"]),
}, required=["ranks", "suits", "dragons", "fair_start"]))

# The match's end score: BIG TWO's own end-score option stops at 10,000 (and a match to more never ends).
MAX_END = 10_000
# What the cards left in a loser's hand are multiplied by: the rulebook's brackets use 1 to 3.
MAX_MULTIPLIER = 10

# the scoring keys the code reads (rules.Tables, rules.end_limit): another key is a typo, refused at load
register_schema("big_two", Dict({
    "penalty": Any_(),   # checked by _check_scoring, with the deal sizes
    **{k: Int(1, MAX_END, expect="a positive integer", why="BIG TWO's end-score option stops at 10,000")
       for k in ("end_below", "end_below_expert", "team_end_above")},
}, required=["penalty", "end_below", "end_below_expert", "team_end_above"]), section="scoring")

def _seat(s: int) -> str:
    return seat_ref(s)


def _names(game, cards) -> str:
    return joined(game.card_name(c) for c in cards)


def decl_name(game, d) -> str:
    """The card a dragon is declared as, by its name ("Green Q"); a declaration naming no card as given."""
    c = C.decl_id(d)
    return game.card_name(c) if c is not None else f"{str(d[1]).capitalize()} {d[0]}"


def combo_name(cat: int) -> str:
    """A combination's name ("full house") in the player's language."""
    return t(C.CAT_NAMES[cat])


def _play_parts(game, cards, decls) -> tuple:
    """(category or None, 'Green 9, Colour dragon as Yellow 9'): the combination of a play of more than
    one card (None otherwise) and its cards."""
    res = C.evaluate(cards, decls)
    parts = [game.card_name(c) for c in cards if c < C.NATURALS]
    for c, d in zip([c for c in cards if c >= C.NATURALS], decls):
        parts.append(t("{dragon} as {card}", dragon=game.card_name(c), card=decl_name(game, d)))
    parts += [game.card_name(c) for c in cards if c >= C.NATURALS][len(decls):]
    return (res[0] if isinstance(res, tuple) and len(cards) > 1 else None), joined(parts)


def play_label(game, cards, decls) -> str:
    """A play in a few words: "Play pair" for a combination, "Play Green 9" for a single card."""
    cat, text = _play_parts(game, cards, decls)
    if cat is None:
        return t("Play {cards}", cards=text)
    return t("Play {combo}", combo=combo_name(cat))


def _describe_play(game, cards, decls) -> str:
    """'Play pair: Green 9, Colour dragon as Yellow 9' (or just the cards when not a combination)."""
    cat, text = _play_parts(game, cards, decls)
    if cat is None:
        return t("Play {cards}", cards=text)
    return t("Play {combo}: {cards}", combo=combo_name(cat), cards=text)


# -- reason -----------------------------------------------------------------------------------
def _shape(args):
    """(cards, decls) if `args` has the shape of a play, else None."""
    if not (isinstance(args, tuple) and len(args) == 2 and isinstance(args[0], tuple)
            and isinstance(args[1], tuple)):
        return None
    if not all(type(c) is int for c in args[0]):
        return None
    return args


def _beat_reason(game, st, cards, cat, key) -> str:
    """Why a valid combination does not beat the top play, or "" if it does."""
    top = st.vars["top"]
    sg = st.vars["stages"]
    n = len(cards)
    if top["bomb"] and not (cat in C.BOMBS and key > top["key"]):
        return t("Only a stronger bomb beats the {combo} on the table.", combo=t(top["combo"]))
    if n != top["size"]:
        if sg[2] and cat in C.BOMBS:
            return ""
        if sg[4] and n == 1 and top["size"] != 1 and cards[0] >= C.NATURALS:
            return t("A single dragon goes only on a trick of singles.")
        return _size_reason(top["size"])
    if sg[4] and n == 1 and cards[0] >= C.NATURALS:
        return ""
    if key <= top["key"]:
        return t("Your {mine} does not beat the {combo} on the table ({cards}).", mine=combo_name(cat),
                 combo=t(top["combo"]), cards=_names(game, top["cards"]))
    return ""


def _size_reason(size: int) -> str:
    """A play of the wrong number of cards for the trick (of singles, pairs, triples or five-card hands:
    below five cards a trick's combination is the one its size makes)."""
    if size == 1:
        return t("This trick is of singles: play a stronger single or pass.")
    if size == 2:
        return t("This trick is of pairs: play a stronger pair or pass.")
    if size == 3:
        return t("This trick is of triples: play a stronger triple or pass.")
    return t("This trick is of five-card hands: play a stronger five-card hand or pass.")


def _listed_play(game, st, p, cards, key):
    """The listed play of these `cards` whose combination has this `key`, or None."""
    sg = st.vars["stages"]
    for a in game.legal_actions(st, p):
        if a.kind == "play" and a.args[0] == cards and C.evaluate(a.args[0], a.args[1], sg[4])[1] == key:
            return a
    return None


def _canonical_reason(game, st, p, cards, key) -> str:
    """The play is fine but its dragon declarations are not the ones listed for it."""
    a = _listed_play(game, st, p, cards, key)
    if a is not None:
        decl = joined(f"{d[1]} {d[0]}" for d in a.args[1])
        return t("This play is listed with the dragons declared as {declared} (equivalent declarations are listed "
                 "once).", declared=decl)
    return t("That play is not allowed now.")


@hook("big_two.equivalent")
def equivalent(game, st, a):
    """The listed play that `a` makes with other dragon declarations of the same effect, or None: a
    dragon may be declared as any card that forms the same combination, even one of the same play
    (RES-14, scenario 17: {9g, DC} is a pair with DC declared as a 9 of any suit)."""
    if not isinstance(a, Action) or a.kind != "play" or st.pending is not None or a.seat != st.current:
        return None
    play = _shape(a.args)
    if play is None or not play[1]:
        return None
    cards, decls = play
    hand = st.zones["hand"][a.seat]
    # only cards the seat holds, each once, in order: the combination is worked out from the card numbers,
    # and one outside the deck (60) raised IndexError here, before the reason hook could refuse it
    if any(c not in hand for c in cards) or list(cards) != sorted(set(cards)):
        return None
    res = C.evaluate(cards, decls, st.vars["stages"][4], same_card=True)
    if isinstance(res, str):
        return None
    return _listed_play(game, st, a.seat, cards, res[1])


def _play_reason(game, st, p: int, args) -> str:
    play = _shape(args)
    if play is None:
        return t("A play is (card ids, dragon declarations), e.g. ((0, 1), ()) or ((4, 52), (('4', 'green'),)).")
    cards, decls = play
    hand = st.zones["hand"][p]
    missing = [c for c in cards if c not in hand]
    if missing:
        names = joined(game.card_name(c) if 0 <= c < game.n_cards else str(c) for c in missing)
        return t("You don't hold {cards}.", cards=names)
    if len(set(cards)) != len(cards) or list(cards) != sorted(cards):
        return t("List each card once, in increasing id order.")
    V = st.vars
    res = C.evaluate(cards, decls, V["stages"][4], same_card=True)
    if isinstance(res, str):
        return res
    cat, key = res
    must = V["must"]
    if must >= 0 and must not in cards:
        return t("The first play of the deal must include {card}, the weakest card dealt.", card=game.card_name(must))
    if V["top"] is not None:
        why = _beat_reason(game, st, cards, cat, key)
        if why:
            return why
    return _canonical_reason(game, st, p, cards, key)


def fair_start_terms(game, options: dict, dragons: bool) -> tuple[str, int]:
    """The stage 4 hand values as the rules file sets them ("J=1, Q=2, K=3, A=4, 2=5", and the dragon's
    value when dragons are dealt) and the score under which a redeal may be asked. Each pair is one word,
    so a wrapped line never splits it ("A / 4"), and "2=5" does not read as two numbers."""
    fs = game.params["fair_start"]
    order = {r: i for i, r in enumerate(C.RANK_NAMES)}
    parts = [f"{r}={v}" for r, v in sorted(fs["values"].items(), key=lambda rv: order[str(rv[0])])]
    if dragons:
        parts.append(t("dragon={value}", value=options["dragon_fair_value"]))
    return joined(parts), tables(game).below


def _fair_reason(game, st, a: Action, pend: dict) -> str:
    s = pend["seat"]
    if a.seat != s:
        return t("It is not your turn: {player} decides whether to keep the dealt hand.", player=_seat(s))
    if a.kind == "redeal":
        T = tables(game)
        v = hand_value(T, st.zones["hand"][s], st.options["dragon_fair_value"])
        return t("Your hand is worth {points} points: only a hand worth under {below} may ask for a redeal.",
                 points=v, below=T.below)
    return t("First keep your hand or ask for a redeal (fair start).")


@hook("big_two.reason")
def reason(game, st, a: Action) -> str:
    """A sentence saying why `a` is not legal now."""
    pend = st.pending
    if pend is not None:
        return _fair_reason(game, st, a, pend)
    if a.kind in ("keep", "redeal"):
        return t("There is no fair-start decision now: a redeal is asked for only before the first play.")
    if a.seat != st.current:
        return t("It is not your turn.")
    if a.kind == "pass":
        return t("You lead this trick: play a combination (the leader cannot pass).")
    if a.kind == "play":
        return _play_reason(game, st, a.seat, a.args)
    return ""


# -- describe ---------------------------------------------------------------------------------
_DESCRIBE = {
    "pass": lambda g, a: t("Pass"),
    "keep": lambda g, a: t("Keep the hand"),
    "redeal": lambda g, a: t("Ask for a redeal"),
    "play": lambda g, a: _describe_play(g, *a.args),
}


@hook("big_two.describe")
def describe(game, a: Action) -> str:
    """A short label for an action ("Play pair: Green 9, Yellow 9")."""
    f = _DESCRIBE.get(a.kind)
    try:
        return f(game, a) if f else str(a)
    except (TypeError, ValueError, IndexError, AttributeError):
        return str(a)


# -- validate ---------------------------------------------------------------------------------
def _check_deck(game):
    """The card ids the rules rely on: 4 * rank + suit for the 52 naturals, then the two dragons."""
    if game.n_cards != C.NATURALS + 2:
        return "deck.count", t("BIG TWO needs the 52 natural cards and 2 dragons (54), not {count}", count=game.n_cards)
    want_dr = game.params["dragons"]
    for i, card in enumerate(game.cards):
        if i < C.NATURALS:
            ok = (card["rank"], card["suit"], card["dragon"]) == (C.RANK_NAMES[i >> 2], C.SUIT_NAMES[i & 3], None)
            need = t("expected {suit} {rank}: list ranks weakest first, suits green to purple, then the two dragons",
                     suit=C.SUIT_NAMES[i & 3], rank=C.RANK_NAMES[i >> 2])
        else:
            ok = card["dragon"] == want_dr[i - C.NATURALS] and card["rank"] is None and card["suit"] is None
            need = t("expected the {dragon} dragon: list ranks weakest first, suits green to purple, then the two "
                     "dragons", dragon=want_dr[i - C.NATURALS])
        if not ok:
            return f"deck.cards (card {i})", need
        if not card.get("name"):
            return f"deck.cards (card {i})", t("every card needs a name")
    return None


def _check_scoring(game):
    sc = game.scoring
    pen = sc.get("penalty")
    if not isinstance(pen, dict):
        return "scoring.penalty", t("expected a mapping of player count to [[up to N cards, multiplier], ...]")
    for n in range(game.min_players, game.max_players + 1):
        br = pen.get(n)
        if not isinstance(br, list) or not br or not all(
                isinstance(b, list) and len(b) == 2 and all(type(x) is int and x > 0 for x in b) for b in br):
            return f"scoring.penalty.{n}", t("expected a list of [up to N cards, multiplier] pairs of positive "
                                             "integers")
        if any(b[1] > MAX_MULTIPLIER for b in br):
            return f"scoring.penalty.{n}", t("a multiplier over {most}: the rulebook's brackets multiply the cards "
                                             "left by 1 to 3", most=MAX_MULTIPLIER)
        ups = [b[0] for b in br]
        if ups != sorted(set(ups)) or ups[-1] < game.deal_size("hand", n):
            return f"scoring.penalty.{n}", t("card counts must increase and reach the deal size {size}",
                                             size=game.deal_size("hand", n))
    for key in ("end_below", "end_below_expert", "team_end_above"):
        if type(sc.get(key)) is not int or sc[key] <= 0:
            return f"scoring.{key}", t("expected a positive integer")
    return None


@hook("big_two.validate")
def validate(game):
    """(key, reason) for a config the rules cannot use, else None; builds the tables."""
    P = game.params
    for key, want in (("ranks", C.RANK_NAMES), ("suits", C.SUIT_NAMES), ("dragons", ("mono", "colour"))):
        if tuple(P[key]) != want:
            return f"rules.{key}", t("BIG TWO's order is fixed by the rulebook: {order} (weakest first)",
                                     order=", ".join(want))
    bad = [r for r in P["fair_start"]["values"] if str(r) not in C.RANK_NAMES]
    if bad:
        return "rules.fair_start.values", t("{value} is not a rank", value=repr(bad[0]))
    problem = _check_deck(game) or _check_scoring(game)
    if problem:
        return problem
    if game.deal_size("hand", game.max_players) * game.max_players > C.NATURALS:
        return "deal.hand", t("the deal needs more natural cards than the deck has")
    tables(game)
    return None
