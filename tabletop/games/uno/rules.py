"""UNO: setup, legal actions and action handlers, after Mattel's official rules (the choices where they
leave a point open are in rulings.md beside this file).

State vars (all public): colour (the current colour's name; None only while the first player names the
colour of a Wild turned up at the start), uno (the seat whose UNO window is open, or -1).
Pending decisions: colour (after a wild, or a Wild turned up at the start), wd4 (the next player accepts
or challenges a Wild Draw Four), drawn (play the card just drawn or keep it), stack (Stack Draw Twos: play
a Draw Two or take the cards). Hidden details of a decision live in pending["private"][str(seat)].
"""

from __future__ import annotations

from tabletop.engine import flow
from tabletop.engine import rng as _rng
from tabletop.engine.actions import Action
from tabletop.games.uno import text as uno_text  # noqa: F401  (registers the reason/describe/validate hooks)
from tabletop.games.uno.tables import tables
from tabletop.rules.registry import hook, requires

# the names this code relies on; a config without one is refused at load
requires("uno",
         actions=("accept", "catch", "challenge", "colour", "draw", "keep", "play", "take", "uno"),
         zones=("discard", "draw", "hand"),
         options=("score_to_500", "stack_draw_two", "strict_wd4"),
         hooks=("describe", "determinize", "legal", "reason", "setup", "validate"),
         deal=("hand",))

_t = tables


# -- drawing ------------------------------------------------------------------------------------
def draw_cards(st, seat: int, n: int, events: list) -> int:
    """`seat` draws up to `n` cards. An empty draw pile is refilled from the discard pile, shuffled, its
    top card kept (the official rule); with both exhausted the draw stops short. Returns the count."""
    draw, hand, got = st.zones["draw"], st.zones["hand"][seat], 0
    dst = f"hand:{seat}"
    for _ in range(n):
        if not draw:
            disc = st.zones["discard"]
            if len(disc) <= 1:
                break
            rest = disc[:-1]
            del disc[:-1]
            events.append({"type": "reshuffle", "cards": rest[:]})
            flow.shuffle_into(st, "draw", rest, events)
        flow.move_top(st, draw, hand, events, "draw", dst)
        got += 1
    if got and st.vars.get("uno") == seat:   # no longer on one card: nothing left to call or catch
        st.vars["uno"] = -1
    return got


def holds_colour(T, hand, colour: int) -> bool:
    """Whether `hand` has a card of colour `colour`: the Wild Draw Four check (wilds, and cards matching
    only by number or symbol, do not count)."""
    col = T.col
    return any(col[d] == colour for d in hand)


def wd4_allowed(T, st, p: int, c: int) -> bool:
    """Whether seat `p` may play Wild Draw Four `c` now: always (a bluff risks a challenge), unless Strict
    Wild Draw Four is on and it holds a card of the current colour."""
    if not st.options["strict_wd4"]:
        return True
    col = T.cidx.get(st.vars["colour"], -1)
    return not holds_colour(T, [d for d in st.zones["hand"][p] if d != c], col)


# -- setup --------------------------------------------------------------------------------------
@hook("uno.setup")
def setup(game, st, events):
    """Deal 7 each and turn up the first card of the discard pile.

    Every round starts clockwise with the player to the dealer's left, whatever direction the previous
    round ended in."""
    st.direction = 1 if game.cfg["turn_order"]["direction"] == "clockwise" else -1
    st.current = (st.dealer + st.direction) % st.players
    flow.deal(game, st, events, list(range(game.n_cards)))
    st.vars = {"colour": None, "uno": -1}
    turn_up_start(game, st, events)


def turn_up_start(game, st, events):
    """The official start: the top card of the draw pile starts the discard pile, with its effect on the
    player to the dealer's left. A Wild Draw Four goes back into the pile, which is shuffled, and another
    card is turned up; a Wild lets the first player name the colour; a Skip skips the first player; a
    Reverse lets the dealer play first, to the right; a Draw Two makes the first player draw two and lose
    the turn."""
    T = _t(game)
    draw, disc = st.zones["draw"], st.zones["discard"]
    c = flow.move_top(st, draw, disc, events, "draw", "discard")
    while T.wd4[c] and any(not T.wd4[d] for d in draw):
        flow.move(st, c, disc, draw, events, "discard", "draw", why="start_wd4")
        _rng.shuffle(st, draw)
        events.append({"type": "shuffle", "zone": "draw", "count": len(draw)})
        c = flow.move_top(st, draw, disc, events, "draw", "discard")
    first = st.current
    st.vars["colour"] = None if T.wild[c] else T.cname[c]
    events.append({"type": "start_card", "card": c, "colour": st.vars["colour"]})
    e = T.eff[c]
    if T.wild[c]:
        st.pending = {"type": "colour", "seat": first, "then": "start"}
    elif e == "skip":
        events.append({"type": "skip", "seats": [first]})
        st.current = flow.next_seat(st, first)
    elif e == "reverse":
        st.direction = -st.direction
        events.append({"type": "direction", "direction": st.direction})
        st.current = st.dealer
    elif e == "draw_two":
        draw_cards(st, first, game.params["draw_two"], events)
        events.append({"type": "skip", "seats": [first]})
        st.current = flow.next_seat(st, first)


# -- legal actions ------------------------------------------------------------------------------
def _plays(T, st, p: int, cards, acts: list) -> None:
    """Append the play of each of `cards` that seat `p` may play on the discard pile now."""
    colour = T.cidx.get(st.vars["colour"], -1)
    top = st.zones["discard"][-1]
    pa = T.play[p]
    for c in cards:
        if T.matches(c, colour, top) and (not T.wd4[c] or wd4_allowed(T, st, p, c)):
            acts.append(pa[c])


def _pending_acts(T, st, pend: dict, acts: list) -> None:
    s, k = pend["seat"], pend["type"]
    if k == "colour":
        acts.extend(T.colour[s])
    elif k == "wd4":
        acts.extend(T.answer[s])
    elif k == "stack":
        pa = T.play[s]
        acts.extend(pa[c] for c in st.zones["hand"][s] if T.draw_two[c])
        acts.append(Action(s, "take", (pend["count"],)))
    else:  # drawn: the card just drawn may be played if it matches; keeping it is always allowed
        _plays(T, st, s, (pend["private"][str(s)],), acts)
        acts.append(T.keep[s])


@hook("uno.legal")
def legal(game, st):
    """Every legal action now: the turn (or the pending decision), then the UNO window."""
    T = _t(game)
    acts: list = []
    pend = st.pending
    if pend is None:
        p = st.current
        _plays(T, st, p, st.zones["hand"][p], acts)
        acts.append(T.draw[p])
    else:
        _pending_acts(T, st, pend, acts)
    w = st.vars["uno"]
    if w >= 0 and len(st.zones["hand"][w]) == 1:
        acts.append(T.uno[w])
        acts.extend(T.catch[w][:st.players - 1])
    return acts


# -- turn flow ----------------------------------------------------------------------------------
def _advance(st, p: int, steps: int = 1) -> None:
    st.current = (p + st.direction * steps) % st.players
    st.pending = None


def _skip(st, seat: int, events: list) -> None:
    events.append({"type": "skip", "seats": [seat]})


def _end_round(game, st, p: int, events: list) -> None:
    """`p` has emptied their hand: they score the cards left in the other hands (official scoring)."""
    pts = _t(game).points
    total = sum(pts[c] for s, h in enumerate(st.zones["hand"]) if s != p for c in h)
    deltas = [0] * st.players
    if st.options["score_to_500"]:
        deltas[p] = total
    game.end_round(st, events, [p], deltas, points=total)


def _last_card(game, st, p: int, c: int, stacked: int, events: list) -> None:
    """The official rule for a round's last card: a Draw Two or Wild Draw Four still makes the next player
    draw, and those cards count in the score. A last Wild Draw Four cannot be a bluff (the hand it left is
    empty), so there is no challenge; a last wild names no colour."""
    T, n = _t(game), flow.next_seat(st, p)
    if T.draw_two[c]:
        draw_cards(st, n, stacked + game.params["draw_two"], events)
    elif T.wd4[c]:
        draw_cards(st, n, game.params["wd4_draw"], events)
    _end_round(game, st, p, events)


# -- card effects (named by the config's rules.effects) -------------------------------------------
def _none(game, st, p, c, stacked, events):
    _advance(st, p)


def _skip_next(game, st, p, c, stacked, events):
    """Skip: the next player loses their turn."""
    _skip(st, flow.next_seat(st, p), events)
    _advance(st, p, 2)


def _reverse(game, st, p, c, stacked, events):
    """Reverse: the direction of play changes; with two players it acts as a Skip."""
    st.direction = -st.direction
    events.append({"type": "direction", "direction": st.direction})
    if st.players == 2:
        _skip(st, flow.next_seat(st, p), events)
        _advance(st, p, 2)
    else:
        _advance(st, p)


def _draw_two(game, st, p, c, stacked, events):
    """Draw Two: the next player draws two and loses their turn; with Stack Draw Twos they may answer with
    a Draw Two of their own, passing the total on."""
    n = flow.next_seat(st, p)
    count = stacked + game.params["draw_two"]
    if st.options["stack_draw_two"]:
        st.current = n
        st.pending = {"type": "stack", "seat": n, "count": count}
        return
    draw_cards(st, n, count, events)
    _skip(st, n, events)
    _advance(st, p, 2)


def _wild(game, st, p, c, stacked, events):
    """Wild: its player names the colour."""
    st.pending = {"type": "colour", "seat": p, "then": "next"}


def _wild_draw_four(game, st, p, c, stacked, events):
    """Wild Draw Four: its player names the colour, then the next player draws four or challenges. Whether
    the play was legal (no card of the colour it replaced in the hand) stays private to its player."""
    T = _t(game)
    prev = st.vars["colour"]
    ok = not holds_colour(T, st.zones["hand"][p], T.cidx.get(prev, -1))
    st.pending = {"type": "colour", "seat": p, "then": "wd4", "prev": prev, "private": {str(p): ok}}


EFFECTS = {"none": _none, "skip": _skip_next, "reverse": _reverse, "draw_two": _draw_two, "wild": _wild,
           "wild_draw_four": _wild_draw_four}


# -- action handlers ----------------------------------------------------------------------------
@hook("uno.act_play")
def act_play(game, st, a, events):
    """Play a card and resolve it. Any play closes an open UNO window (the catching chance ends when the
    next player acts); going down to one card opens the player's own."""
    T = _t(game)
    p, c = a.seat, a.args[0]
    V = st.vars
    V["uno"] = -1
    pend = st.pending
    stacked = pend["count"] if pend is not None and pend["type"] == "stack" else 0
    st.pending = None
    hand = st.zones["hand"][p]
    flow.move(st, c, hand, st.zones["discard"], events, f"hand:{p}", "discard")
    if not T.wild[c]:
        V["colour"] = T.cname[c]
    if not hand:
        _last_card(game, st, p, c, stacked, events)
        return
    if len(hand) == 1:
        V["uno"] = p
    EFFECTS[T.eff[c]](game, st, p, c, stacked, events)


@hook("uno.act_draw")
def act_draw(game, st, a, events):
    """Draw one card, then decide: play it (when it matches) or keep it. The decision opens whether or not
    the card can be played, so the others learn nothing about it from the course of the turn."""
    p = a.seat
    st.vars["uno"] = -1
    if not draw_cards(st, p, 1, events):
        events.append({"type": "no_draw", "seat": p})
        _advance(st, p)
        return
    st.pending = {"type": "drawn", "seat": p, "private": {str(p): st.zones["hand"][p][-1]}}


@hook("uno.act_keep")
def act_keep(game, st, a, events):
    """Keep the drawn card: the turn passes."""
    _advance(st, a.seat)


@hook("uno.act_colour")
def act_colour(game, st, a, events):
    """Name the colour after a wild, then carry on with the card's effect."""
    p, pend = a.seat, st.pending
    st.vars["colour"] = a.args[0]
    events.append({"type": "colour", "seat": p, "colour": a.args[0]})
    then = pend["then"]
    if then == "start":   # a Wild turned up at the start: the first player names the colour, then plays
        st.pending = None
        return
    if then != "wd4":
        _advance(st, p)
        return
    n = flow.next_seat(st, p)
    if st.options["strict_wd4"]:   # the table allowed it only when legal: no challenge to offer
        draw_cards(st, n, game.params["wd4_draw"], events)
        _skip(st, n, events)
        _advance(st, p, 2)
        return
    st.pending = {"type": "wd4", "seat": n, "by": p, "prev": pend["prev"], "private": dict(pend["private"])}


@hook("uno.act_accept")
def act_accept(game, st, a, events):
    """Take the Wild Draw Four: draw four and lose the turn."""
    by = st.pending["by"]
    st.vars["uno"] = -1
    events.append({"type": "accept", "seat": a.seat})
    draw_cards(st, a.seat, game.params["wd4_draw"], events)
    _skip(st, a.seat, events)
    _advance(st, by, 2)


@hook("uno.act_challenge")
def act_challenge(game, st, a, events):
    """Challenge the Wild Draw Four: its player shows their hand to the challenger. An illegal play costs
    its player four cards and the challenger plays on; a legal one costs the challenger six and the turn."""
    n, pend = a.seat, st.pending
    by = pend["by"]
    st.vars["uno"] = -1
    ok = pend["private"][str(by)]
    hand = st.zones["hand"][by]
    flow.reveal(st, n, by, hand)
    events.append({"type": "challenge", "seat": n, "by": by, "legal": ok, "cards": hand[:],
                   "private_to": [n, by]})
    if ok:
        draw_cards(st, n, game.params["wd4_failed_challenge"], events)
        _skip(st, n, events)
        _advance(st, by, 2)
    else:
        draw_cards(st, by, game.params["wd4_bluff_penalty"], events)
        _advance(st, by, 1)


@hook("uno.act_take")
def act_take(game, st, a, events):
    """Stack Draw Twos: take the stacked cards instead of passing them on, and lose the turn."""
    s = a.seat
    st.vars["uno"] = -1
    draw_cards(st, s, st.pending["count"], events)
    _skip(st, s, events)
    _advance(st, s, 1)


@hook("uno.act_uno")
def act_uno(game, st, a, events):
    """Call UNO: the window closes safely."""
    st.vars["uno"] = -1
    events.append({"type": "uno", "seat": a.seat})


@hook("uno.act_catch")
def act_catch(game, st, a, events):
    """Catch a player who went down to one card without calling UNO: they draw the penalty."""
    off = a.args[0]
    st.vars["uno"] = -1
    events.append({"type": "catch", "seat": a.seat, "offender": off})
    draw_cards(st, off, game.params["uno_penalty"], events)


# -- information ----------------------------------------------------------------------------------
def _sample_drawn(st, view, s: int) -> int:
    """Seat `s`'s drawn card in a sampled world: the last card of its sampled hand the viewer cannot place
    (the engine keeps the drawn card last; any unplaced card is as likely as any other)."""
    hand = st.zones["hand"][s]
    known = view["known"]
    last = len(hand) - 1
    for i in range(last, -1, -1):
        if str(hand[i]) not in known:
            hand[i], hand[last] = hand[last], hand[i]
            break
    return hand[last]


@hook("uno.determinize")
def determinize(game, st, view):
    """Refill the hidden details of a pending decision from the sampled hands: another seat's drawn card,
    and whether another seat's Wild Draw Four was legal."""
    pend = st.pending
    if not pend or "private" not in pend:
        return
    priv = pend["private"]
    if pend["type"] == "drawn":
        s = pend["seat"]
        if str(s) not in priv:
            priv[str(s)] = _sample_drawn(st, view, s)
        return
    by = pend.get("by", pend["seat"])
    if str(by) not in priv:
        T = _t(game)
        priv[str(by)] = not holds_colour(T, st.zones["hand"][by], T.cidx.get(pend["prev"], -1))


__all__ = ["EFFECTS", "draw_cards", "holds_colour", "legal", "setup", "turn_up_start", "wd4_allowed"]
