"""What the shared table tests need to know of UNO FLEX (read by tests/pick.py `facts`)."""

SCORE_OPTIONS = [{"scoring": True}]   # options under which each seat's score is written beside its plate


def status_mark(table, seat: int):
    """Put UNO FLEX's "skipped" mark on `seat` the way its events would; the colour of the mark's pill."""
    table.hud.setdefault("skipped", {})[seat] = table.time + 100
    return (200, 60, 50)


def centre_rects(table) -> list:
    """The game's own pictures in the middle of the table: the Colour chip."""
    from tabletop.games.uno_flex.table import chip_rect
    return [chip_rect(table)]
