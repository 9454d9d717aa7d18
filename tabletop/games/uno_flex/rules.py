"""UNO FLEX, after the Traditional Chinese rulebook: setup, legal actions and action handlers
(rulings: tabletop/games/uno_flex/rulings.md).

State vars (all public): power[seat] (True = green ✓), colour (current colour name), uno (seat whose
UNO window is open, or -1), held (the table's record of each hand, see record.py).
Pending decisions: colour, target, wd4 (accept/challenge), drawn (after every turn's draw of a card,
playable or not).
Hidden details of a pending decision live in pending["private"][str(seat)].
"""

from __future__ import annotations

from tabletop.engine import flow
from tabletop.games.uno_flex import record
from tabletop.games.uno_flex import text  # noqa: F401  (registers reason/describe/validate hooks)
from tabletop.games.uno_flex.tables import EFFECTS, MAX_SEATS, effect, tables
from tabletop.rules.registry import hook, requires

# the names this code relies on; a config without one is refused at load
requires("uno_flex",
         actions=("accept", "catch", "challenge", "colour", "draw", "keep", "play", "target", "uno"),
         zones=("discard", "draw", "hand"),
         options=("apply_last_card_draw_effects", "flex_action_requires_flex_colour",
                 "flex_colours_count_for_wd4_check", "scoring", "strict_wd4", "two_player_reverse_acts_as_skip",
                 "wilds_count_for_wd4_check"),
         hooks=("describe", "determinize", "legal", "reason", "setup", "validate"),
         deal=("hand",),
         players=(2, MAX_SEATS))


_t = tables


# -- drawing ------------------------------------------------------------------------------------
def draw_cards(st, seat: int, n: int, events: list) -> int:
    """`seat` draws up to `n` cards, reshuffling the discard pile (top card kept) when needed."""
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
    record.drew(st, seat, got)
    return got


def holds_colour(T, hand: list, colour: int, wilds_count: bool, flex_count: bool = False) -> bool:
    """Whether `hand` has a card that can match colour `colour` for the Draw Four check: one of that regular
    colour, any wild when wilds count, one of that flex colour when flex colours count (see wd4_check)."""
    col, wild, fcol = T.col, T.wild, T.fcol
    for d in hand:
        if col[d] == colour or (wilds_count and wild[d]) or (flex_count and fcol[d] == colour):
            return True
    return False


def wd4_check(T, st, p: int, hand: list, colour: int) -> bool:
    """Whether seat `p` holding `hand` may not play a Flex Wild Draw Four (regular) on `colour`: the
    rulebook's "any card that can match the current colour, wilds too". With its Power card on ✓ a card
    whose flex colour is that colour can be played as it, so it counts (house option, on by default)."""
    o = st.options
    flex = o.get("flex_colours_count_for_wd4_check", True) and st.vars["power"][p]
    return holds_colour(T, hand, colour, o["wilds_count_for_wd4_check"], flex)


def _flip(st, seat: int, events: list, why: str) -> None:
    pw = st.vars["power"]
    pw[seat] = not pw[seat]
    events.append({"type": "power", "seat": seat, "green": pw[seat], "why": why})


def _power_updates(T, st, p: int, c: int, flex: bool, events: list) -> None:
    """RES-11: a flex play turns p's Power card to ✘, a flip icon toggles it, then the all-✘ reset (Wild
    All Flip toggles every Power card in its own effect, before this)."""
    pw = st.vars["power"]
    if flex and pw[p]:
        _flip(st, p, events, "flex")
    if T.flip[c]:
        _flip(st, p, events, "flip_icon")
    if not any(pw):
        for s in range(st.players):
            pw[s] = True
        events.append({"type": "power_reset", "green": True})


# -- setup --------------------------------------------------------------------------------------
@hook("uno_flex.setup")
def setup(game, st, events):
    """Deal 7 each, all Power cards green, turn up a start card skipping action cards.

    Every round starts clockwise with the player to the dealer's left (the rulebook's set-up; TT-1),
    whatever direction the previous round ended in.
    """
    st.direction = 1 if game.cfg["turn_order"]["direction"] == "clockwise" else -1
    st.current = (st.dealer + st.direction) % st.players
    flow.deal(game, st, events, list(range(game.n_cards)))
    st.vars = {"power": [True] * st.players, "colour": None, "uno": -1}
    record.start(st)
    turn_up_start(game, st, events)


def turn_up_start(game, st, events):
    """Turn up draw-pile cards onto the discard pile until a number card shows (RES-9)."""
    T = _t(game)
    draw, disc = st.zones["draw"], st.zones["discard"]
    while draw:
        c = flow.move_top(st, draw, disc, events, "draw", "discard")
        if T.num[c]:
            break
    if disc:
        st.vars["colour"] = T.cname[disc[-1]]
    events.append({"type": "start_card", "card": disc[-1] if disc else -1, "colour": st.vars["colour"]})


# -- legal actions ------------------------------------------------------------------------------
def card_plays(T, st, p: int, c: int, hand: list, acts: list) -> None:
    """Append the legal play actions (regular and/or flex) of card `c` for seat `p`."""
    V = st.vars
    col = T.cidx[V["colour"]]
    green = V["power"][p]
    pa = T.play[p][c]
    if T.wild[c]:
        if not (T.wd4[c] and st.options["strict_wd4"] and wd4_check(T, st, p, [d for d in hand if d != c], col)):
            acts.append(pa[0])
        if green and T.has_flex[c]:
            acts.append(pa[1])
        return
    reg = T.matches(c, col, st.zones["discard"][-1])
    if reg:
        acts.append(pa[0])
    if green and T.has_flex[c]:
        if T.fcol[c] == col or (reg and not (T.flex_action[c] and st.options["flex_action_requires_flex_colour"])):
            acts.append(pa[1])


def _window(T, st, acts: list) -> None:
    """UNO window actions: the offender may call, any other seat may catch."""
    w = st.vars["uno"]
    if w >= 0 and len(st.zones["hand"][w]) == 1:
        acts.append(T.uno[w])
        acts.extend(T.catch[w][:st.players - 1])


def _pending_acts(T, st, pend: dict, acts: list) -> None:
    s = pend["seat"]
    k = pend["type"]
    if k == "colour":
        acts.extend(T.colour[s])
    elif k == "target":
        acts.extend(T.target[s][:st.players - 1])
    elif k == "wd4":
        acts.extend(T.answer[s])
    else:  # drawn
        card_plays(T, st, s, pend["private"][str(s)], st.zones["hand"][s], acts)
        acts.append(T.keep[s])


@hook("uno_flex.legal")
def legal(game, st):
    """Every legal action now: the turn (or pending decision) plus the UNO window."""
    T = _t(game)
    acts: list = []
    pend = st.pending
    if pend is None:
        p = st.current
        hand = st.zones["hand"][p]
        for c in hand:
            card_plays(T, st, p, c, hand, acts)
        acts.append(T.draw[p])
    else:
        _pending_acts(T, st, pend, acts)
    if st.vars["uno"] >= 0:
        _window(T, st, acts)
    return acts


# -- turn flow ----------------------------------------------------------------------------------
def _advance(st, p: int, steps: int = 1) -> None:
    st.current = (p + st.direction * steps) % st.players
    st.pending = None


def _maybe_end(game, st, p: int, events: list) -> None:
    """End the round if `p` has no cards and nothing is left to resolve."""
    if st.pending is None and not st.zones["hand"][p] and st.phase == "play":
        T = _t(game)
        pts = T.points
        total = sum(pts[c] for s, h in enumerate(st.zones["hand"]) if s != p for c in h)
        deltas = [0] * st.players
        if st.options["scoring"]:
            deltas[p] = total
        game.end_round(st, events, [p], deltas, points=total)


def _ask_colour(st, p: int, then: str = "next", **extra) -> None:
    st.pending = {"type": "colour", "seat": p, "then": then, **extra}


# -- effects (named in the YAML `rules.effects`) --------------------------------------------------
@effect("uno_flex.no_effect")
def no_effect(game, st, p, c, events):
    """A number card: the next player plays."""
    _advance(st, p)


@effect("uno_flex.skip_next")
def skip_next(game, st, p, c, events):
    """The next player is skipped."""
    events.append({"type": "skip", "seats": [flow.next_seat(st, p)]})
    _advance(st, p, 2)


@effect("uno_flex.reverse")
def reverse(game, st, p, c, events):
    """Reverse the direction; with 2 players the opponent plays next unless the option says skip."""
    st.direction = -st.direction
    events.append({"type": "direction", "direction": st.direction})
    two_skip = st.players == 2 and st.options["two_player_reverse_acts_as_skip"]
    _advance(st, p, 2 if two_skip else 1)


@effect("uno_flex.draw_two_next")
def draw_two_next(game, st, p, c, events):
    """The next player draws 2 and is skipped."""
    n = flow.next_seat(st, p)
    draw_cards(st, n, 2, events)
    events.append({"type": "skip", "seats": [n]})
    _advance(st, p, 2)


@effect("uno_flex.skip_all")
def skip_all(game, st, p, c, events):
    """Every other player is skipped: p takes another turn."""
    events.append({"type": "skip", "seats": [s for s in range(st.players) if s != p]})
    _advance(st, p, 0)


@effect("uno_flex.reverse_skip")
def reverse_skip(game, st, p, c, events):
    """Reverse the direction, then skip the next player in the new direction."""
    st.direction = -st.direction
    events.append({"type": "direction", "direction": st.direction})
    events.append({"type": "skip", "seats": [flow.next_seat(st, p)]})
    _advance(st, p, 2)


def _others_draw(st, p: int, n: int, events: list) -> None:
    for k in range(1, st.players):
        draw_cards(st, flow.next_seat(st, p, k), n, events)


@effect("uno_flex.others_draw_one")
def others_draw_one(game, st, p, c, events):
    """Every other player draws 1; the next player is not skipped."""
    _others_draw(st, p, 1, events)
    _advance(st, p)


@effect("uno_flex.all_flip")
def all_flip(game, st, p, c, events):
    """Every player toggles their Power card; p names a colour."""
    for s in range(st.players):
        _flip(st, s, events, "all_flip")
    _ask_colour(st, p)


@effect("uno_flex.wild")
def wild(game, st, p, c, events):
    """An ordinary wild: p names a colour."""
    _ask_colour(st, p)


@effect("uno_flex.others_draw_two")
def others_draw_two(game, st, p, c, events):
    """Every other player draws 2, the next is not skipped; p names a colour."""
    _others_draw(st, p, 2, events)
    _ask_colour(st, p)


@effect("uno_flex.target_draw_two")
def target_draw_two(game, st, p, c, events):
    """p picks another player who draws 2, then names a colour."""
    st.pending = {"type": "target", "seat": p, "draw": 2}


@effect("uno_flex.target_draw_four")
def target_draw_four(game, st, p, c, events):
    """p picks another player who draws 4 (no challenge), then names a colour."""
    st.pending = {"type": "target", "seat": p, "draw": game.params["wd4_draw"]}


@effect("uno_flex.wild_draw_four")
def wild_draw_four(game, st, p, c, events):
    """Regular Draw Four: p names a colour, then the next player accepts or challenges."""
    T = _t(game)
    prev = st.vars["colour"]
    ok = not wd4_check(T, st, p, st.zones["hand"][p], T.cidx[prev])
    _ask_colour(st, p, "wd4", prev=prev, private={str(p): ok})


# -- action handlers ----------------------------------------------------------------------------
@hook("uno_flex.act_play")
def act_play(game, st, a, events):
    """Play a card in regular or flex mode and resolve it."""
    T = _t(game)
    p = a.seat
    c, mode = a.args
    flex = mode == "flex"
    V = st.vars
    V["uno"] = -1
    st.pending = None
    hand = st.zones["hand"][p]
    record.played(T, st, p, c)
    flow.move(st, c, hand, st.zones["discard"], events, f"hand:{p}", "discard", mode=mode)
    if not T.wild[c]:
        V["colour"] = T.cname[c]
    if not hand and not st.options["apply_last_card_draw_effects"]:
        _maybe_end(game, st, p, events)
        return
    if len(hand) == 1:
        V["uno"] = p
    (T.eff_flex if flex else T.eff_reg)[c](game, st, p, c, events)
    _power_updates(T, st, p, c, flex, events)
    _maybe_end(game, st, p, events)


@hook("uno_flex.act_draw")
def act_draw(game, st, a, events):
    """Draw one card, then always decide: play it (when it is playable) or keep it (RES-10).

    The decision opens whether or not the card can be played, so the other seats learn nothing about the
    card from the turn's course: `keep` is always legal, the drawn card's plays only when it matches.
    """
    p = a.seat
    st.vars["uno"] = -1
    record.chose_to_draw(_t(game), st, p)
    if not draw_cards(st, p, 1, events):
        events.append({"type": "no_draw", "seat": p})
        _advance(st, p)
        return
    st.pending = {"type": "drawn", "seat": p, "private": {str(p): st.zones["hand"][p][-1]}}


@hook("uno_flex.act_keep")
def act_keep(game, st, a, events):
    """Keep the drawn card: the turn ends."""
    record.kept(_t(game), st, a.seat)
    _advance(st, a.seat)


@hook("uno_flex.act_colour")
def act_colour(game, st, a, events):
    """Name the colour after a wild, then continue the card's effect."""
    p, pend = a.seat, st.pending
    st.vars["colour"] = a.args[0]
    events.append({"type": "colour", "seat": p, "colour": a.args[0]})
    if pend["then"] == "wd4":
        n = flow.next_seat(st, p)
        st.pending = {"type": "wd4", "seat": n, "by": p, "prev": pend["prev"], "private": dict(pend["private"])}
        return
    _advance(st, p)
    _maybe_end(game, st, p, events)


@hook("uno_flex.act_target")
def act_target(game, st, a, events):
    """The chosen player draws; then the player names a colour."""
    p, t = a.seat, a.args[0]
    n = st.pending["draw"]
    events.append({"type": "target", "seat": p, "target": t, "draw": n})
    draw_cards(st, t, n, events)
    _ask_colour(st, p)


@hook("uno_flex.act_accept")
def act_accept(game, st, a, events):
    """Accept the Draw Four: draw 4 and lose the turn."""
    by = st.pending["by"]
    st.vars["uno"] = -1
    events.append({"type": "accept", "seat": a.seat})
    draw_cards(st, a.seat, game.params["wd4_draw"], events)
    _advance(st, by, 2)
    _maybe_end(game, st, by, events)


@hook("uno_flex.act_challenge")
def act_challenge(game, st, a, events):
    """Challenge the Draw Four: the challenger sees the hand; the loser of the challenge draws."""
    n, pend = a.seat, st.pending
    by = pend["by"]
    st.vars["uno"] = -1
    ok = pend["private"][str(by)]
    hand = st.zones["hand"][by]
    flow.reveal(st, n, by, hand)
    events.append({"type": "challenge", "seat": n, "by": by, "legal": ok, "cards": hand[:], "private_to": [n, by]})
    if ok:
        draw_cards(st, n, game.params["wd4_failed_challenge"], events)
        _advance(st, by, 2)
    else:
        draw_cards(st, by, game.params["wd4_bluff_penalty"], events)
        _advance(st, by, 1)
    _maybe_end(game, st, by, events)


@hook("uno_flex.act_uno")
def act_uno(game, st, a, events):
    """Call UNO: the window closes safely."""
    st.vars["uno"] = -1
    events.append({"type": "uno", "seat": a.seat})


@hook("uno_flex.act_catch")
def act_catch(game, st, a, events):
    """Catch a player who did not call UNO: they draw the penalty."""
    off = a.args[0]
    st.vars["uno"] = -1
    events.append({"type": "catch", "seat": a.seat, "offender": off})
    draw_cards(st, off, game.params["uno_penalty"], events)


__all__ = ["EFFECTS", "draw_cards", "holds_colour", "card_plays", "legal", "setup", "turn_up_start", "wd4_check"]
