"""UNO FLEX's sampled worlds for the AI (the `determinize` hook): the other hands dealt to fit the table's record
of them (record.py), and the hidden details of a pending decision refilled from the sampled hands."""

from __future__ import annotations

from tabletop.engine import rng as _rng
from tabletop.games.uno_flex import record
from tabletop.games.uno_flex.rules import wd4_check
from tabletop.games.uno_flex.tables import tables as _t
from tabletop.rules.registry import hook


def _sample_drawn(st, view, s: int) -> int:
    """Seat `s`'s drawn card in a sampled world: the last card of its sampled hand not known to the viewer.

    A "drawn" decision follows every draw, playable card or not, so the view says nothing about the card:
    any card the viewer cannot place is as likely as any other (the engine keeps it last in the hand).
    """
    hand = st.zones["hand"][s]
    known = view["known"]
    last = len(hand) - 1
    for i in range(last, -1, -1):
        if str(hand[i]) not in known:
            hand[i], hand[last] = hand[last], hand[i]
            break
    return hand[last]


@hook("uno_flex.determinize")
def determinize(game, st, view):
    """Deal the other hands to fit the table's record of them (see record.py), then refill hidden
    pending details (the drawn card, Draw Four legality) from the sampled hands."""
    record.deal_hands(_t(game), st, view, lambda xs: _rng.shuffle(st, xs))
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
        prev = T.cidx[pend["prev"]]
        if st.options["strict_wd4"]:   # the engine refused a Draw Four the check would catch: it was legal
            _strict_fit(T, st, view, by, prev)
        priv[str(by)] = not wd4_check(T, st, by, st.zones["hand"][by], prev)


def _strict_fit(T, st, view, by: int, prev: int) -> None:
    """Under Strict Draw Four, swap every card of `by`'s sampled hand that the check would catch for one
    that it would not, so the sampled hand fits the legal play everyone saw: a random place (the state's
    generator) in the hidden draw pile or a hand the table's record has not marked, then in the marked
    hands, the least marked first (never a card the viewer has seen where it is)."""
    known = view.get("known", {})
    me = view["seat"]
    draw = st.zones["draw"]
    held = st.vars.get("held") or []
    marks = {s: sum(len(g) - 1 for g in held[s]) if s < len(held) else 0 for s in range(st.players)}
    tiers: dict = {0: [(draw, j) for j in range(len(draw))]}   # the draw pile and unmarked hands alike
    for s in range(st.players):
        if s not in (me, by):
            h = st.zones["hand"][s]
            tiers.setdefault(marks[s], []).extend((h, j) for j in range(len(h)) if known.get(str(h[j])) != s)
    spots = []
    for m in sorted(tiers):
        _rng.shuffle(st, tiers[m])
        spots.extend(tiers[m])
    hand = st.zones["hand"][by]
    k = 0
    for i, c in enumerate(hand):
        if known.get(str(c)) == by or not wd4_check(T, st, by, [c], prev):
            continue
        while k < len(spots) and wd4_check(T, st, by, [spots[k][0][spots[k][1]]], prev):
            k += 1
        if k == len(spots):
            return
        zone, j = spots[k]
        hand[i], zone[j] = zone[j], hand[i]
        k += 1
