"""What the shared table tests need to know of TOWAI (read by tests/pick.py `facts`)."""


def status_mark(table, seat: int):
    """Put TOWAI's "passed" mark on `seat` the way its events would; the colour of the mark's pill."""
    table.hud.setdefault("passed_flash", {})[seat] = table.time + 100
    return (96, 96, 104)


def centre_rects(table) -> list:
    """The game's own pictures in the middle of the table: the Day/Night card."""
    return [table.geom.dn_rect]
