"""Shared moves every game uses: seats in turn order, moving cards between zones, dealing."""

from __future__ import annotations

from tabletop.engine import rng as _rng
from tabletop.engine.state import State


def next_seat(st: State, seat: int, steps: int = 1) -> int:
    """The seat `steps` places after `seat` in the current direction of play."""
    return (seat + st.direction * steps) % st.players


def move(st: State, card: int, src: list, dst: list, events: list, src_name: str, dst_name: str,
         **extra) -> None:
    """Move one card (which must be in `src`) to the top of `dst` and record the event."""
    src.remove(card)
    dst.append(card)
    if st.known:
        _forget(st, card, dst_name)
    events.append({"type": "move", "card": card, "src": src_name, "dst": dst_name, **extra})


def move_top(st: State, src: list, dst: list, events: list, src_name: str, dst_name: str, **extra) -> int:
    """Move the top card of `src` to `dst`; returns it."""
    card = src.pop()
    dst.append(card)
    if st.known:
        _forget(st, card, dst_name)
    events.append({"type": "move", "card": card, "src": src_name, "dst": dst_name, **extra})
    return card


def _forget(st: State, card: int, dst_name: str) -> None:
    """A card leaving a hand is no longer a fact about that hand for the seats that had seen it."""
    key = str(card)
    for k in st.known:
        if key in k:
            holder = k[key]
            if dst_name != f"hand:{holder}":
                del k[key]


def reveal(st: State, observer: int, holder: int, cards: list[int]) -> None:
    """Record that `observer` has seen `cards` in `holder`'s hand (for fair determinization)."""
    if observer != holder:
        k = st.known[observer]
        for c in cards:
            k[str(c)] = holder


def shuffle_into(st: State, zone: str, cards: list[int], events: list) -> None:
    """Shuffle `cards` with the state's RNG and put them in table zone `zone` (bottom first)."""
    _rng.shuffle(st, cards)
    st.zones[zone][:0] = cards
    events.append({"type": "shuffle", "zone": zone, "count": len(st.zones[zone])})


def deal(game, st: State, events: list, cards: list[int], src: str = "draw") -> None:
    """Shuffle `cards` into table zone `src`, then deal the config's deal sizes one at a time.

    Cards go round the table from the first player (`st.current`) in the direction of play.
    """
    box = st.zones["box"]
    chosen = set(cards)
    st.zones["box"] = [c for c in box if c not in chosen]
    pile = st.zones[src]
    pile.extend(cards)
    _rng.shuffle(st, pile)
    events.append({"type": "shuffle", "zone": src, "count": len(pile)})
    for zone in game.cfg["deal"]:
        n = game.deal_size(zone, st.players)
        hands = st.zones[zone]
        for _ in range(n):
            for k in range(st.players):
                seat = (st.current + st.direction * k) % st.players
                move_top(st, pile, hands[seat], events, src, f"{zone}:{seat}")
