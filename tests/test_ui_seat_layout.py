"""Where the seats sit: at every seat count a game takes and at the small, usual and large window sizes,
no seat's cards cover another seat's plate, no plate meets another or the middle of the table, the
plates' words fit, and every card stays inside the window."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.core.faces import card_size
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES, facts
from tests.test_ui_driver import home, make_app, pump  # noqa: F401

SIZES = ((960, 540), (1280, 720), (1920, 1080))
NAMES = ["Bartholomew", "Dara-Louise", "Evangelina", "Fitzgerald", "Gwendolyn", "Maximilian", "Anastasia",
         "Christopher", "Jacqueline"]


def card_box(x, y, h) -> pygame.Rect:
    w, hh = card_size(h)
    r = pygame.Rect(0, 0, w, hh)
    r.center = (int(x), int(y))
    return r


@pytest.mark.parametrize("gid", GAMES)
def test_plate_texts_stay_clear_of_the_badge_on_a_small_window(home, gid, monkeypatch):
    """960x540, every seat count the game takes, long names: every plate's name and card count line fit
    inside the plate, left of the marks at its top right and of a game's own card beside both lines (its facts)."""
    g = load_game(gid)
    for n in range(g.min_players, g.max_players + 1):
        _plate_texts(g, n, monkeypatch)


def _plate_texts(g, n: int, monkeypatch) -> None:
    from tabletop.ui.core import gfx
    from tabletop.ui.table import drawing as table_draw
    from tabletop.ui.table.scene import TableScene
    seats = default_seats(n, 1)
    for i, s in enumerate(seats[1:]):
        s["name"] = NAMES[i]
    sess = Session(g, seats, {}, 5, save=False)
    app = make_app(size=(960, 540))
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: not table.director.busy, frames=600)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, size, pos, *a, **kw):
        r = real(dst, s, size, pos, *a, **kw)
        drawn.append((s, r))
        return r
    monkeypatch.setattr(gfx, "blit_text", spy)
    table.draw_plates(app.screen)
    for seat in range(n):
        plate = table.geom.plate[seat]
        mine = [(s, r) for s, r in drawn if plate.collidepoint(r.topleft) and (s == sess.name(seat) or " card" in s and s[0].isdigit())]
        assert len(mine) == 2, (g.id, n, seat, drawn)
        side = table.gameui.plate_side(plate)
        for s, r in mine:
            room = table_draw.PLATE_EXTRA - 10 if s == sess.name(seat) else 10 + side
            assert r.right <= plate.right - room, (g.id, n, s, r, plate)
    monkeypatch.setattr(gfx, "blit_text", real)
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_at_the_smallest_window_no_plate_runs_into_the_centre_or_a_button(home, gid, monkeypatch):
    """The smallest window the table allows, at every seat count the game takes (the largest and six seats
    both with and without the colour-blind mode): no seat's plate overlaps another plate, a button (Draw,
    Pass...), a card in the middle of the table, or the game's own pictures there (its facts'
    `centre_rects`: a colour chip, taller when colour-blind, a Day/Night card; the chip and
    direction caption a config's `table:` asks for), and no
    seat's card covers another seat's plate (ten seats' side rows covered the "N cards" line below)."""
    from tabletop.app import MIN_SIZE
    from tabletop.ui.core.faces import card_size
    from tabletop.ui.table.scene import TableScene
    g = load_game(gid)
    n = g.max_players
    pictures = getattr(facts(gid), "centre_rects", lambda table: [])
    runs = [(5, n, False), (6, n, True), (7, min(6, n), True), (8, min(6, n), False)]
    runs += [(9 + k, k, k % 2 == 1) for k in range(g.min_players, g.max_players + 1) if k not in (n, min(6, n))]
    for seed, n, cb in runs:
        app = make_app(size=MIN_SIZE, speed="instant", colour_blind=cb)
        assert app.size == MIN_SIZE
        sess = Session(g, default_seats(n, 1), {}, seed, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        table.draw(app.screen)
        L = table.geom
        plates = [L.plate[s] for s in range(n)]
        centre = [w.rect for w in table.widgets if getattr(w, "rect", None) is not None and w.rect.w > 0]
        for s in table.director.sprites():
            owner = s.zone.partition(":")[2]
            if s.shown and not owner:   # a table zone's card, not a seat's
                centre.append(card_box(s.x, s.y, s.h))
            elif s.shown:
                others = [L.plate[o] for o in range(n) if o != int(owner)]
                hit = card_box(s.x, s.y - s.lift, s.h).collidelist(others)
                assert hit == -1, (gid, seed, n, s.zone, s.card, others[hit])
        centre += [pygame.Rect(r) for r in pictures(table)]
        if g.cfg["table"]:   # the colour chip and direction caption the config asks the generic table for
            from tabletop.ui.table import status
            centre.append(status.chip_rect(table).inflate(0, 44))
        for i, p in enumerate(plates):
            assert p.collidelist(plates[i + 1:]) == -1, (gid, seed, i)
            hit = p.collidelist(centre)
            assert hit == -1, (gid, seed, n, i, p, centre[hit])
        app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_every_seats_cards_stay_inside_a_wide_window(home, gid):
    """On a wide window (1920x1080, a QHD full screen) a side seat's row of cards, centred on its plate,
    ran past the window's left or right edge (4 seats in every game, 8 in one): every seat's card,
    however many it holds, is inside the window at every size and seat count."""
    from tabletop.ui.table.scene import TableScene
    g = load_game(gid)
    app = make_app(speed="instant")
    for n in range(g.min_players, g.max_players + 1):
        sess = Session(g, default_seats(n, 1), {}, 5, save=False)
        table = TableScene(app, sess, threaded=False)
        main = g.seat_zones[0]
        for size in ((960, 540), (1280, 720), (1920, 1080), (2560, 1440)):
            L = table.make_layout(size)
            screen = pygame.Rect((0, 0), size)
            for seat in range(n):
                if seat == L.bottom:
                    continue
                for k in getattr(facts(gid), "HAND_SIZES", (1, 5, 10, 13, 17, 20, 30)):
                    for i in range(k):
                        x, y, _, h, shown = L.slot(f"{main}:{seat}", i, k)
                        w, hh = card_size(h)
                        r = pygame.Rect(0, 0, w, hh)
                        r.center = (int(x), int(y))
                        assert screen.contains(r), (gid, n, size, seat, k, i, r)
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_no_seats_cards_cover_another_seats_plate(home, gid):
    """At 960x540, 1280x720 and 1920x1080 and every seat count the game takes (a ten-seat game at 960x540
    covered the card count line of the plate below): no plate meets another, and no seat's row of cards,
    at every hand size it can hold and at the widest the row gets, nor the viewer's fan at its widest,
    covers another seat's plate."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.contract import table_of
    g = load_game(gid)
    main = g.seat_zones[0]
    Layout = table_of(g).Layout
    sizes = getattr(facts(gid), "HAND_SIZES", (1, 5, 10, 13, 17, 20, 30))
    try:
        for size in SIZES:
            gfx.set_scale(size)
            for n in range(g.min_players, g.max_players + 1):
                L = Layout(size, g, n, 0)
                plates = {s: L.plate[s] for s in range(n)}
                for s, p in plates.items():
                    others = [q for o, q in plates.items() if o != s]
                    assert p.collidelist(others) == -1, (gid, size, n, s)
                    rows = []
                    for k in sizes:
                        rows += [card_box(*L.slot(f"{main}:{s}", i, k)[:2], L.slot(f"{main}:{s}", i, k)[3])
                                 for i in (0, k - 1)]
                    if s != L.bottom:
                        rows.append(L.seat_row(s))
                    for r in rows:
                        hit = r.collidelist(others)
                        assert hit == -1, (gid, size, n, s, r, others[hit])
    finally:
        gfx.set_scale((1280, 720))
