"""TWEAK's table as it looks: table cards wrapping into rows inside their area, card faces told apart
without their hue, the turn's line under a message, and plates no taller than their lines."""

import pygame

from tests.test_ui_driver import home, make_app, step  # noqa: F401


def test_table_cards_wrap_into_rows_inside_the_table_area():
    import pygame as pg
    from tabletop.rules.loader import load_game
    from tabletop.ui.core.faces import card_size
    from tabletop.games.tweak.table import Layout
    g = load_game("tweak")
    from tabletop.ui.core import gfx
    for size, players in (((1280, 720), 4), ((960, 540), 6), ((1280, 720), 6), ((960, 540), 2)):
        gfx.set_scale(size)
        L = Layout(size, g, players, 0)
        for n in (2, 8, 12, 16):
            rows, per, h = L.table_grid(n)
            if n >= 12 and players >= 4 and size == (1280, 720):
                assert rows >= 2, (size, players, n)     # a long table wraps (small windows keep one row
            assert rows * per >= n                       # when that gives bigger cards)
            assert h >= 32, (size, players, n, h)
            for i in range(n):
                x, y, _a, hh, shown = L.slot("table", i, n)
                w, hh = card_size(hh)
                r = pg.Rect(0, 0, w, hh)
                r.center = (int(x), int(y))
                assert shown and L.table_rect.inflate(2, 2).contains(r), (size, players, n, i)
        for s, p in L.plate.items():
            assert pg.Rect(0, 0, *size).contains(p)
            if s != 0:
                assert not p.colliderect(L.table_rect), (size, players, s)
        assert not L.target_rect.colliderect(L.table_rect)


def _grey(surf) -> list:
    w, h = surf.get_size()
    return [sum(surf.get_at((x, y))[:3]) // 3 for y in range(0, h, 2) for x in range(0, w, 2)]


def test_colours_differ_without_their_hue_and_backs_show_their_number():
    """Two number cards of the same value but different colours differ even in greyscale (the colour's
    initial, and a pattern in colour-blind mode); the back's number is drawn; the T! cards differ."""
    pygame.display.init()
    pygame.font.init()
    from tabletop.rules.loader import load_game
    from tabletop.games.tweak import face as F
    from tabletop.ui.core.faces import card_size, render
    g = load_game("tweak")
    w, h = card_size(120)
    by_colour = {g.cards[i]["colour"]: i for i in range(54) if g.cards[i]["value"] == 3}
    assert sorted(by_colour) == sorted(F.COLOURS)
    for cb in (False, True):
        greys = {c: _grey(render(g, i, w, h, cb, True)) for c, i in by_colour.items()}
        for a in F.COLOURS:
            for b in F.COLOURS:
                if a < b:
                    diff = sum(abs(x - y) > 40 for x, y in zip(greys[a], greys[b]))
                    assert diff > (150 if cb else 30), (cb, a, b, diff)   # patterns add to the initials
    backs = [_grey(F.back_with_value(g, w, h, v)) for v in (7, 8, 9, 10, None)]
    assert len({tuple(b) for b in backs}) == 5
    ts = [i for i in range(g.n_cards) if g.cards[i]["kind"] in ("thief", "joker", "shifter", "bomb")]
    kinds = {g.cards[i]["kind"]: _grey(render(g, i, w, h, False, True)) for i in ts}
    assert len({tuple(v) for v in kinds.values()}) == 4


def test_a_message_over_the_status_line_hides_it_until_it_goes(home, monkeypatch):
    """A capture's message above the hand covered the turn's line under the table and its direction
    caption only in part: their tops and ends peeked out around it. While the message covers them they are
    not drawn; once it goes they are back."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.tools.shots import advance
    from tests.playout import my_move as _my_move
    from tabletop.ui.table.scene import TableScene
    g = load_game("tweak")
    for size in ((1280, 720), (960, 540)):
        app = make_app(size=size)
        t = TableScene(app, advance(g, 7, 4, _my_move(g)), threaded=False)
        app.scenes.push(t)
        step(app, 2)
        drawn = []
        real = gfx.blit_text
        monkeypatch.setattr(gfx, "blit_text", lambda s, text, *a, **kw: drawn.append(text) or real(s, text, *a, **kw))
        step(app)
        assert any(x.startswith("Your turn") for x in drawn) and any("clockwise" in x for x in drawn)
        t.banner("Bruno: Purple 3 + Orange 1 + Green 6 = 10 and a TWEAK!", 3.0)
        drawn.clear()
        step(app)
        assert not any(x.startswith("Your turn") or "clockwise" in x for x in drawn), drawn
        t.banner_t = 0.0
        drawn.clear()
        step(app)
        assert any(x.startswith("Your turn") for x in drawn)
        if size == (1280, 720):   # a short message in the middle covers the turn's line, not the caption
            t.banner("Dara: 5 + 4 = 9", 3.0)
            drawn.clear()
            step(app)
            assert any("clockwise" in x for x in drawn) and not any(x.startswith("Your turn") for x in drawn)
        monkeypatch.setattr(gfx, "blit_text", real)
        app.close()


def test_plates_are_no_taller_than_their_three_lines_need(home):
    """TWEAK's plates were a tenth of the window's height: on 16:10 and squarer windows a gap opened between
    their second and third lines (90 px at 1440x900 for 3 lines of text). At 16:9 they are as before."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.games.tweak.layout import Layout
    g = load_game("tweak")
    for size, want in (((1280, 720), 72), ((1920, 1080), 108), ((1440, 900), None), ((1280, 800), None),
                       ((1024, 1024), None), ((1280, 1024), None)):
        gfx.set_scale(size)
        h = Layout(size, g, 4, 0).plate_size()[1]
        assert h == want if want else gfx.px(70) <= h <= gfx.px(74), (size, h)
    gfx.set_scale((1280, 720))
