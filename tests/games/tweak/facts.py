"""What the shared table tests need to know of TWEAK (read by tests/pick.py `facts`)."""

HAND_SIZES = (1, 2, 3)   # the cards a hand can hold: 3 dealt, never more


def status_mark(table, seat: int):
    """Put TWEAK's "Bomb: choosing a card" mark on `seat` the way its events would; the colour of its pill."""
    table.hud["pending"] = {"type": "bomb", "seat": seat}
    return (150, 28, 30)
