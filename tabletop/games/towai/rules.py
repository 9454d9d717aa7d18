"""TOWAI, after the Japanese rulebook: setup, legal actions and action handlers
(rulings: tabletop/games/towai/rulings.md).

State vars (all public): side ("day" | "night", None before the round's first lead), stage (what the
current player does now: "orient" sets day or night to lead, "lead" plays the lead card, "play" plays
on the field or passes, "combo" adds same-number cards or stops), lead (kind of the lead turn: "first",
"reset", "restart", "open" after a declined lead; None otherwise), last (seat that last put a card on
the field, -1 none), passes (passes since that play), combo (number of the card just played, 0 none),
pool (cards shuffled into the draw pile at its last rebuild, None before: the pile is a subset of it).
After every play that neither ends the round nor leads to another decision (a Reset's fresh lead, the
Swap picks) the player is in stage "combo": they may add fitting cards of the same number, and "stop"
is always offered, even when nothing fits (rulebook: 出せるカードがない、または出さない場合は手番終了).
The turn never ends by itself there, so no other seat learns whether the player could have gone on:
at a real table a player with nothing to add simply says "done", as one who chooses not to does.
Pending decision: swap (every seat in `waiting` picks a card; picks are in pending["private"]).
The round's first player is st.dealer (turn_order first: dealer, no rotation).
"""

from __future__ import annotations

from tabletop.engine import flow
from tabletop.engine import rng as _rng
from tabletop.games.towai import text  # noqa: F401  (registers reason/describe/validate hooks)
from tabletop.games.towai.tables import DECLINE, FLIP, MAX_SEATS, SIDES, effect, tables
from tabletop.rules.registry import hook, requires

# the names this code relies on; a config without one is refused at load
requires("towai",
         actions=("orient", "pass", "play", "stop", "swap"),
         zones=("discard", "draw", "field", "hand"),
         options=("lead_must_match_state", "reset_extra_turn_mandatory", "resolve_effect_of_final_card",
                 "restart_lead_mandatory"),
         hooks=("describe", "describe_public", "determinize", "legal", "reason", "setup", "validate"),
         deal=("hand",),
         players=(2, MAX_SEATS))


# -- setup --------------------------------------------------------------------------------------
@hook("towai.setup")
def setup(game, st, events):
    """Deal 7 cards each from the whole shuffled deck; the first player leads."""
    flow.deal(game, st, events, list(range(game.n_cards)))
    st.vars = {"side": None, "stage": "orient", "lead": "first", "last": -1, "passes": 0, "combo": 0,
               "pool": None}


# -- legal actions ------------------------------------------------------------------------------
def _orient_acts(T, st, p: int) -> list:
    """A lead: set day or night (only a side some hand card fits, if leads must fit), maybe decline."""
    o = T.orient[p]
    if st.options["lead_must_match_state"]:
        hand = st.zones["hand"][p]
        acts = [o[s] for s in SIDES if any(T.suit_ok[s][c] for c in hand)]
    else:
        acts = [o["day"], o["night"]]
    dec = DECLINE.get(st.vars["lead"])
    if dec and not st.options[dec[0]]:
        acts.append(T.stop[p] if dec[1] == "stop" else T.pass_[p])
    return acts


def _lead_acts(T, st, p: int) -> list:
    """The lead card: any hand card (or one whose suit fits the side, if leads must fit)."""
    hand, pl = st.zones["hand"][p], T.play[p]
    if st.options["lead_must_match_state"]:
        ok = T.suit_ok[st.vars["side"]]
        return [pl[c] for c in hand if ok[c]]
    return [pl[c] for c in hand]


def _play_acts(T, st, p: int) -> list:
    """A card that fits the side and the top field card, or a pass."""
    fit = T.fit[st.vars["side"]][T.num[st.zones["field"][-1]]]
    pl = T.play[p]
    acts = [pl[c] for c in st.zones["hand"][p] if fit[c]]
    acts.append(T.pass_[p])
    return acts


def _combo_acts(T, st, p: int) -> list:
    """Another card of the combo number that fits the side, or stop."""
    V = st.vars
    ok = T.combo[V["side"]][V["combo"]]
    pl = T.play[p]
    acts = [pl[c] for c in st.zones["hand"][p] if ok[c]]
    acts.append(T.stop[p])
    return acts


STAGES = {"orient": _orient_acts, "lead": _lead_acts, "play": _play_acts, "combo": _combo_acts}


@hook("towai.legal")
def legal(game, st):
    """Every legal action now: the Swap picks of the seats still choosing, else the current turn."""
    T = tables(game)
    pend = st.pending
    if pend is not None:
        hands, sw = st.zones["hand"], T.swap
        return [sw[s][c] for s in pend["waiting"] for c in hands[s]]
    return STAGES[st.vars["stage"]](T, st, st.current)


# -- drawing and the field ------------------------------------------------------------------------
def _field_to_discard(st, n: int, events: list) -> None:
    """Move the bottom `n` field cards to the discard pile."""
    field, disc = st.zones["field"], st.zones["discard"]
    for c in field[:n]:
        flow.move(st, c, field, disc, events, "field", "discard")


def rebuild_pile(st, events: list) -> bool:
    """Q&A: keep the top field card, shuffle the discards into a new pile; False if nothing to draw."""
    _field_to_discard(st, len(st.zones["field"]) - 1, events)
    disc = st.zones["discard"]
    if not disc:
        return False
    cards = disc[:]
    disc.clear()
    st.vars["pool"] = sorted(cards)
    events.append({"type": "reshuffle", "cards": sorted(cards)})
    flow.shuffle_into(st, "draw", cards, events)
    return True


def draw_one(st, seat: int, events: list) -> bool:
    """`seat` draws 1, rebuilding the pile when it is empty; False (and play goes on) if impossible."""
    draw = st.zones["draw"]
    if not draw and not rebuild_pile(st, events):
        events.append({"type": "no_draw", "seat": seat})
        return False
    flow.move_top(st, draw, st.zones["hand"][seat], events, "draw", f"hand:{seat}")
    return True


# -- turn flow ----------------------------------------------------------------------------------
def _lead(st, kind: str) -> None:
    V = st.vars
    V["stage"], V["lead"], V["combo"] = "orient", kind, 0


def end_turn(st, p: int, events: list) -> None:
    """Pass the turn to the left; if everyone else passed since `last` played, restart with them."""
    V = st.vars
    V["combo"] = 0
    nxt = flow.next_seat(st, p)
    st.current = nxt
    field = st.zones["field"]
    if not field:
        _lead(st, "open")
    elif nxt == V["last"]:
        _field_to_discard(st, len(field), events)
        V["passes"] = 0
        _lead(st, "restart")
        events.append({"type": "restart", "seat": nxt})
    else:
        V["stage"], V["lead"] = "play", None


def win(game, st, p: int, events: list) -> None:
    """`p` went out: one more agari; the next round starts with the seat after them."""
    st.pending = None
    st.dealer = flow.next_seat(st, p)
    deltas = [0] * st.players
    deltas[p] = game.scoring["agari"]
    game.end_round(st, events, [p], deltas, agari=st.scores[p] + deltas[p])


def _continue(game, st, p: int, events: list) -> None:
    """After a card and its effect: out, else the player decides (combo or stop, or a Reset's lead).

    The turn never ends here even when no card fits: that would tell every seat what `p` holds."""
    if not st.zones["hand"][p]:
        win(game, st, p, events)


# -- effects (named in the YAML `rules.effects`) --------------------------------------------------
@effect("towai.no_effect")
def no_effect(game, st, p, c, events):
    """Day, Night and Twai 1, 2, 6, 7: nothing beyond the flip."""


@effect("towai.others_draw")
def others_draw(game, st, p, c, events):
    """Twai 3 (Draw): every other player draws 1, clockwise from the next."""
    for k in range(1, st.players):
        draw_one(st, flow.next_seat(st, p, k), events)


@effect("towai.reset")
def reset(game, st, p, c, events):
    """Twai 4 (Reset): the whole field is discarded and `p` leads again, setting day or night."""
    _field_to_discard(st, len(st.zones["field"]), events)
    st.vars["passes"] = 0
    _lead(st, "reset")
    events.append({"type": "reset", "seat": p})


@effect("towai.swap")
def swap(game, st, p, c, events):
    """Twai 5 (Swap): every seat holding a card picks one to pass to the right (RES-9: all at once)."""
    hands = st.zones["hand"]
    ring = [s for s in (flow.next_seat(st, p, k) for k in range(st.players)) if hands[s]]
    if len(ring) < 2:  # only when the player went out and the final card still resolves, with 2 players
        return
    st.pending = {"type": "swap", "seat": p, "seats": ring, "waiting": ring[:], "private": {}}
    events.append({"type": "swap_start", "seat": p, "seats": ring[:]})


# -- action handlers ----------------------------------------------------------------------------
@hook("towai.act_orient")
def act_orient(game, st, a, events):
    """Set the Day/Night card to the chosen side before leading."""
    st.vars["side"] = a.args[0]
    st.vars["stage"] = "lead"
    events.append({"type": "orient", "seat": a.seat, "side": a.args[0]})


@hook("towai.act_play")
def act_play(game, st, a, events):
    """Put a card on the field; a Twai flips day and night, then its effect resolves."""
    T = tables(game)
    p, c = a.seat, a.args[0]
    V = st.vars
    hand = st.zones["hand"][p]
    flow.move(st, c, hand, st.zones["field"], events, f"hand:{p}", "field")
    V["last"], V["passes"], V["lead"] = p, 0, None
    if not hand and not st.options["resolve_effect_of_final_card"]:
        win(game, st, p, events)  # RES-8: going out overrides the effect
        return
    if T.flips[c]:
        V["side"] = FLIP[V["side"]]
        events.append({"type": "flip", "side": V["side"]})
    V["combo"], V["stage"] = T.num[c], "combo"
    T.eff[c](game, st, p, c, events)
    if st.pending is None:
        _continue(game, st, p, events)


@hook("towai.act_stop")
def act_stop(game, st, a, events):
    """End the turn without drawing: after a play (whether or not a same-number card fits), or
    declining an optional Reset lead."""
    events.append({"type": "stop", "seat": a.seat})
    end_turn(st, a.seat, events)


@hook("towai.act_pass")
def act_pass(game, st, a, events):
    """Play nothing: draw 1 (if any card can be drawn) and end the turn."""
    p = a.seat
    got = draw_one(st, p, events)
    st.vars["passes"] += 1
    events.append({"type": "pass", "seat": p, "drew": got})
    end_turn(st, p, events)


@hook("towai.act_swap")
def act_swap(game, st, a, events):
    """Pick the card to pass right; when every seat has picked, all cards move at once."""
    pend = st.pending
    s, c = a.seat, a.args[0]
    pend["waiting"].remove(s)
    pend["private"][str(s)] = c
    events.append({"type": "swap_pick", "seat": s, "card": c, "private_to": [s]})
    if not pend["waiting"]:
        _resolve_swap(game, st, pend, events)


def _blur_known(st, ring: list) -> None:
    """Every giver hands over a card unseen by the other seats: what an observer knew of a giver's hand
    is now only "there or with its right-hand neighbour", so it is forgotten. The receiver keeps it
    (it sees which card arrives), and so does nobody else: keeping or dropping the entry by the real
    card would tell the observer which card was passed."""
    receiver = {g: ring[i - 1] for i, g in enumerate(ring)}
    for k, known in enumerate(st.known):
        for key, holder in list(known.items()):
            if holder in receiver and receiver[holder] != k:
                del known[key]


def _resolve_swap(game, st, pend: dict, events: list) -> None:
    """Every picked card goes to its giver's right-hand neighbour (the previous seat among the givers)."""
    hands, priv, p = st.zones["hand"], pend["private"], pend["seat"]
    ring = pend["seats"]
    _blur_known(st, ring)
    for i, g in enumerate(ring):
        r, c = ring[i - 1], priv[str(g)]
        flow.move(st, c, hands[g], hands[r], events, f"hand:{g}", f"hand:{r}", why="swap")
        flow.reveal(st, g, r, [c])
    st.pending = None
    events.append({"type": "swap_done", "seat": p})
    _continue(game, st, p, events)


# -- information ----------------------------------------------------------------------------------
def _fill_swap_picks(st, view: dict) -> None:
    """Seats that picked a Swap card this seat has not seen: pick one of their sampled cards."""
    pend = st.pending
    if not pend or pend.get("type") != "swap":
        return
    priv, hands = pend["private"], st.zones["hand"]
    for s in pend["seats"]:
        if s not in pend["waiting"] and str(s) not in priv:
            priv[str(s)] = hands[s][_rng.randbelow(st, len(hands[s]))]


def _pile_within_pool(st, view: dict) -> None:
    """The draw pile holds only cards of its last rebuild (`pool`): swap others with hidden hand cards."""
    pool = st.vars.get("pool")
    draw = st.zones["draw"]
    if pool is None or not draw:
        return
    inpool = set(pool)
    seat = view["seat"]
    fixed = {int(k) for k in view["known"]}
    bad = [i for i, c in enumerate(draw) if c not in inpool]
    if not bad:
        return
    spots = [(s, j) for s in range(st.players) if s != seat
             for j, c in enumerate(st.zones["hand"][s]) if c in inpool and c not in fixed]
    _rng.shuffle(st, spots)
    for i, (s, j) in zip(bad, spots):
        h = st.zones["hand"][s]
        draw[i], h[j] = h[j], draw[i]


def _must_hold(T, st):
    """What the current player surely holds: a fitting lead card, when leads must fit (the side they
    just set was only offered because one fits). Nothing in a combo: "stop" is offered whether or not
    a card fits, so a seat still in its combo may hold none."""
    V = st.vars
    if st.pending is not None:
        return None
    if V["stage"] == "lead" and st.options["lead_must_match_state"]:
        return T.suit_ok[V["side"]]
    return None


def _current_holds(game, st, view: dict) -> None:
    """Give the current player a card they surely hold, in exchange for one of their sampled cards."""
    p, seat = st.current, view["seat"]
    ok = _must_hold(tables(game), st)
    hands = st.zones["hand"]
    if p == seat or ok is None or any(ok[c] for c in hands[p]):
        return
    fixed = {int(k) for k in view["known"]}
    pool = st.vars["pool"]
    mine = [j for j, c in enumerate(hands[p]) if c not in fixed]
    spots = [(hands[s], i) for s in range(st.players) if s not in (p, seat)
             for i, c in enumerate(hands[s]) if ok[c] and c not in fixed]
    if not spots:  # from the pile, in exchange for a card that may lie there (its last rebuild)
        mine = [j for j in mine if pool is None or hands[p][j] in pool]
        spots = [(st.zones["draw"], i) for i, c in enumerate(st.zones["draw"]) if ok[c]]
    if not (mine and spots):
        return
    j = mine[_rng.randbelow(st, len(mine))]
    zone, i = spots[_rng.randbelow(st, len(spots))]
    hands[p][j], zone[i] = zone[i], hands[p][j]


@hook("towai.determinize")
def determinize(game, st, view):
    """Restore what a seat knows beyond zone sizes: the pile comes from its last rebuild, the current
    player's surely held fitting lead card (leads must fit), the Swap picks of the other seats."""
    _pile_within_pool(st, view)
    _current_holds(game, st, view)
    _fill_swap_picks(st, view)


__all__ = ["setup", "legal", "draw_one", "rebuild_pile", "end_turn", "win", "STAGES"]
