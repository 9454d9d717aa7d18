"""TWEAK, after the Traditional Chinese rulebook and its French edition: setup, legal actions and action
handlers (rulings: tabletop/games/tweak/rulings.md).

State vars (all public): colours (colours in play, chosen once per match), mod (the Joker's ±1, this
turn only), used (a T! card was used this turn). The target is not stored: it is the back of the
central deck's top card (the last card of zone "deck"), or the blue card's 7 once the deck is empty.
Pending decision: {"type": "bomb", "seat": victim, "by": user, "queue": [victims after it]}.
"""

from __future__ import annotations

from tabletop.engine import flow
from tabletop.engine import rng as _rng
from tabletop.engine.actions import Action
from tabletop.games.tweak.tables import MAX_SEATS, distinct, groups, subsets, tables
from tabletop.games.tweak.text import colour_count  # (also registers reason/describe/validate/options/view hooks)
from tabletop.rules.registry import hook, requires

# the names this code relies on; a config without one is refused at load
requires("tweak",
         actions=("give", "place", "sum", "use_bomb", "use_joker", "use_shifter", "use_thief"),
         zones=("blue", "deck", "hand", "table", "tdeck", "tzone", "won"),
         options=("colour_count", "direction", "min_table_cards", "tie_break", "used_tweak_cards_score"),
         hooks=("describe", "determinize", "equivalent", "legal", "match_end", "options",
                "reason", "setup", "validate", "view"),
         deal=("hand",),
         ranges={"min_table_cards": (0, None)},
         choices={"direction": ("right", "left"), "colour_count": ("auto", 1, 2, 3, 4, 5, 6)},
         players=(2, MAX_SEATS))


RIGHT = -1  # "to the right" in seat order (YAML direction: counterclockwise)


def target(T, st) -> int:
    """The target printed on the deck's top back, or the blue card's value once the deck is empty."""
    deck = st.zones["deck"]
    return T.back[deck[-1]] if deck else T.empty_target


def effective_target(T, st) -> int:
    """The target in force now (with this turn's Joker)."""
    return target(T, st) + st.vars["mod"]


# -- setup --------------------------------------------------------------------------------------
def colours_in_play(game, st) -> list:
    """The colours of this match: the ones marked in, then random ones marked auto up to the count."""
    O = st.options
    cols = game.params["colours"]
    ins = [c for c in cols if O[f"colour_{c}"] == "in"]
    free = [c for c in cols if O[f"colour_{c}"] == "auto"]
    _rng.shuffle(st, free)
    chosen = set(ins + free[:colour_count(game, O, st.players) - len(ins)])
    return [c for c in cols if c in chosen]


def _take_out_of_box(st, cards: list) -> None:
    chosen = set(cards)
    st.zones["box"] = [c for c in st.zones["box"] if c not in chosen]


@hook("tweak.setup")
def setup(game, st, events):
    """Rotate the dealer right (after the first deal), then T! deck, blue card, hands, table, deck."""
    T = tables(game)
    st.direction = RIGHT if st.options["direction"] == "right" else -RIGHT
    if st.round > 1:
        st.dealer = (st.dealer + RIGHT) % st.players
        start = next((e for e in reversed(events) if e["type"] == "round_start"), None)
        if start is not None:
            start["dealer"] = st.dealer  # the engine announced the deal before this hook rotated the dealer
    st.current = flow.next_seat(st, st.dealer)
    cols = st.vars.get("colours") or colours_in_play(game, st)
    st.vars = {"colours": cols, "mod": 0, "used": False}
    events.append({"type": "colours", "colours": cols[:]})
    tcards = list(T.t_cards)
    _take_out_of_box(st, tcards + [T.blue])
    flow.shuffle_into(st, "tdeck", tcards, events)
    st.zones["blue"].append(T.blue)
    flow.deal(game, st, events, [c for col in cols for c in T.by_colour[col]], src="deck")
    deck, table = st.zones["deck"], st.zones["table"]
    for _ in range(min(game.params["table_start"], len(deck))):
        flow.move_top(st, deck, table, events, "deck", "table", why="deal")
    events.append({"type": "target", "target": target(T, st)})


# -- legal actions ------------------------------------------------------------------------------
def _t_actions(T, st, p: int, tz: list, acts: list) -> None:
    """One use action per T! kind p holds (per victim for the Thief)."""
    kinds = {T.kind[c] for c in tz}
    if "thief" in kinds:
        hands = st.zones["hand"]
        for k in range(1, st.players):
            v = flow.next_seat(st, p, k)
            if hands[v]:
                acts.append(T.thief[p][v])
    if "joker" in kinds:
        acts.extend(T.joker[p])
    if "shifter" in kinds and st.zones["deck"]:
        acts.append(T.shifter[p])
    if "bomb" in kinds:
        acts.append(T.bomb[p])


def captures(T, st, hand: list, min_k: int) -> list:
    """[(hand card, table ids)] of every distinct legal sum: one hand card plus table cards = target."""
    table = st.zones["table"]
    if len(table) < min_k:
        return []
    eff = effective_target(T, st)
    gs = groups(T, table)
    memo: dict = {}
    out = []
    value = T.value
    for h in hand:
        r = eff - value[h]
        if r < 0:
            continue
        subs = memo.get(r)
        if subs is None:
            subs = memo[r] = subsets(gs, r, min_k)
        out.extend((h, s) for s in subs)
    return out


@hook("tweak.legal")
def legal(game, st):
    """The pending Bomb gift, or the current player's T! uses, sums and placements."""
    T = tables(game)
    pend = st.pending
    if pend is not None:
        s = pend["seat"]
        give = T.give[s]
        return [give[c] for c in distinct(T, st.zones["hand"][s])]
    p = st.current
    hand = distinct(T, st.zones["hand"][p])
    acts: list = []
    if not hand:
        return acts
    tz = st.zones["tzone"][p]
    if tz and not st.vars["used"]:
        _t_actions(T, st, p, tz, acts)
    acts.extend(Action(p, "sum", x) for x in captures(T, st, hand, st.options["min_table_cards"]))
    place = T.place[p]
    acts.extend(place[c] for c in hand)
    return acts


# -- turn flow ----------------------------------------------------------------------------------
def refill(game, st, s: int, events: list) -> int:
    """Seat `s` draws from the central deck up to the hand size; returns how many it drew."""
    deck, hand = st.zones["deck"], st.zones["hand"][s]
    n = min(game.deal_size("hand", st.players) - len(hand), len(deck))
    dst = f"hand:{s}"
    for _ in range(n):
        flow.move_top(st, deck, hand, events, "deck", dst)
    return max(n, 0)


def _end_turn(game, st, p: int, events: list, tweak: bool) -> None:
    """Hand first, then (after a TWEAK) the table; the Joker expires; the next player with cards plays."""
    T = tables(game)
    refill(game, st, p, events)
    if tweak:
        deck, table = st.zones["deck"], st.zones["table"]
        for _ in range(min(game.params["tweak_table_refill"], len(deck))):
            flow.move_top(st, deck, table, events, "deck", "table")
    V = st.vars
    V["mod"], V["used"] = 0, False
    events.append({"type": "target", "target": target(T, st)})
    _advance(game, st, p, events)


def _advance(game, st, p: int, events: list) -> None:
    """Pass the turn; a player without cards loses the turn (refilling if the deck allows)."""
    deck, hands = st.zones["deck"], st.zones["hand"]
    s = p
    while True:
        if not deck and not any(hands):
            _end_round(game, st, events)
            return
        s = flow.next_seat(st, s)
        if hands[s]:
            st.current = s
            return
        drew = refill(game, st, s, events)
        events.append({"type": "lost_turn", "seat": s, "drew": drew})
        if drew:   # the deck's top card, and so the target, changed
            events.append({"type": "target", "target": target(tables(game), st)})


def round_points(game, st) -> list:
    """Each seat's points this deal: its won pile plus its unused T! cards."""
    pts = tables(game).points
    won, tz = st.zones["won"], st.zones["tzone"]
    return [sum(pts[c] for c in won[s]) + sum(pts[c] for c in tz[s]) for s in range(st.players)]


def _end_round(game, st, events: list) -> None:
    """Score the deal; the cards left on the table are discarded and score nothing."""
    table = st.zones["table"]
    left = table[:]
    for c in left:
        flow.move(st, c, table, st.zones["box"], events, "table", "box")
    deltas = round_points(game, st)
    best = max(deltas)
    game.end_round(st, events, [s for s, d in enumerate(deltas) if d == best], deltas, discarded=left)


# -- T! cards -----------------------------------------------------------------------------------
def _use(game, st, p: int, kind: str, events: list, **detail) -> None:
    """Spend p's first T! card of `kind`: to the won pile (scores 2) or out of play, per the option."""
    T = tables(game)
    tz = st.zones["tzone"][p]
    c = next(c for c in tz if T.kind[c] == kind)
    if st.options["used_tweak_cards_score"]:
        flow.move(st, c, tz, st.zones["won"][p], events, f"tzone:{p}", f"won:{p}")
    else:
        flow.move(st, c, tz, st.zones["box"], events, f"tzone:{p}", "box")
    st.vars["used"] = True
    events.append({"type": "use", "seat": p, "kind": kind, "card": c, **detail})


@hook("tweak.act_thief")
def act_thief(game, st, a, events):
    """A random card of the victim's hand goes face up onto the table; the victim does not refill."""
    p, v = a.seat, a.args[0]
    _use(game, st, p, "thief", events, victim=v)
    hand = st.zones["hand"][v]
    c = hand[_rng.randbelow(st, len(hand))]
    flow.move(st, c, hand, st.zones["table"], events, f"hand:{v}", "table", why="thief")


@hook("tweak.act_joker")
def act_joker(game, st, a, events):
    """The target is one more or one less for the rest of this turn."""
    _use(game, st, a.seat, "joker", events, delta=a.args[0])
    st.vars["mod"] = a.args[0]
    events.append({"type": "target", "target": effective_target(tables(game), st)})


@hook("tweak.act_shifter")
def act_shifter(game, st, a, events):
    """The deck's top card goes face up onto the table; the next card's back is the new target."""
    T = tables(game)
    _use(game, st, a.seat, "shifter", events)
    flow.move_top(st, st.zones["deck"], st.zones["table"], events, "deck", "table", why="shifter")
    events.append({"type": "target", "target": effective_target(T, st)})


@hook("tweak.act_bomb")
def act_bomb(game, st, a, events):
    """Every other player holding cards, in turn order, puts a card of their choice on the table."""
    p = a.seat
    _use(game, st, p, "bomb", events)
    hands = st.zones["hand"]
    victims = [s for s in (flow.next_seat(st, p, k) for k in range(1, st.players)) if hands[s]]
    if victims:
        st.pending = {"type": "bomb", "seat": victims[0], "by": p, "queue": victims[1:]}


@hook("tweak.act_give")
def act_give(game, st, a, events):
    """A Bomb victim's chosen card goes face up onto the table; then the next victim chooses."""
    s, c = a.seat, a.args[0]
    flow.move(st, c, st.zones["hand"][s], st.zones["table"], events, f"hand:{s}", "table", why="bomb")
    pend = st.pending
    if pend["queue"]:
        pend["seat"] = pend["queue"].pop(0)
    else:
        st.pending = None


# -- main actions -------------------------------------------------------------------------------
@hook("tweak.act_sum")
def act_sum(game, st, a, events):
    """Win the hand card and the table cards that make the target; all of the table is a TWEAK."""
    T = tables(game)
    p = a.seat
    h, picked = a.args
    table, won = st.zones["table"], st.zones["won"][p]
    tweak = len(picked) == len(table) and len(picked) > 0
    eff = effective_target(T, st)
    events.append({"type": "sum", "seat": p, "hand": h, "table": list(picked), "target": eff,
                   "total": T.value[h] + sum(T.value[c] for c in picked), "tweak": tweak})
    flow.move(st, h, st.zones["hand"][p], won, events, f"hand:{p}", f"won:{p}")
    for c in picked:
        flow.move(st, c, table, won, events, "table", f"won:{p}")
    if tweak:
        tdeck = st.zones["tdeck"]
        gained = flow.move_top(st, tdeck, st.zones["tzone"][p], events, "tdeck", f"tzone:{p}") if tdeck else -1
        events.append({"type": "tweak", "seat": p, "card": gained})
    _end_turn(game, st, p, events, tweak)


@hook("tweak.act_place")
def act_place(game, st, a, events):
    """Put a hand card face up on the table."""
    p, c = a.seat, a.args[0]
    flow.move(st, c, st.zones["hand"][p], st.zones["table"], events, f"hand:{p}", "table")
    _end_turn(game, st, p, events, False)


__all__ = ["captures", "effective_target", "legal", "refill", "round_points", "setup", "target"]
