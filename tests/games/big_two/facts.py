"""What the shared table tests need to know of BIG TWO (read by tests/pick.py `facts`)."""

SCORE_OPTIONS = [{}, {"team": True}]   # options under which each seat's score is written beside its plate


def status_mark(table, seat: int):
    """Put BIG TWO's "passed" mark on `seat` the way its events would; the colour of the mark's pill."""
    table.hud.setdefault("passed_flash", {})[seat] = table.time + 100
    return (96, 96, 104)
