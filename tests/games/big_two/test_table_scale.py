"""BIG TWO's table at every window shape: the piles beside the trick and the trick's panel keep clear of the
other seats (split from tests/test_ui_scale.py)."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.core import gfx
from tests.test_ui_driver import _clear_of_the_other_seats, card_rect, home, make_app, step  # noqa: F401



@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1280, 800), (1440, 900), (1920, 1200),
                                  (2560, 1600), (1280, 1024), (1024, 768), (960, 1080), (1280, 1600),
                                  (1080, 1920), (960, 2700)])
def test_big_two_piles_keep_clear_of_the_side_plates(home, size):
    """A 3-seat BIG TWO table: the played and set-aside piles sit by the window's height, the side plates
    by its width; on 16:10 windows the piles ran 4-11 px into the plates, on 4:3 and 5:4 ones far into
    them (drawn in, they sat inside the trick's panel: they go under the plates); on tall windows (half-screen
    tiles, a portrait monitor) they ran off the window, or the layout failed (960x2700): under the panel,
    inside the window. Up to 16:9 they sit as before."""
    from tabletop.tools.shots import advance
    from tests.playout import my_move as _my_move
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    app = make_app(size=size)
    t = TableScene(app, advance(game, 5, 3, _my_move(game)), threaded=False)
    app.scenes.push(t)
    step(app, 4)
    L = t.geom
    if size[0] * 9 == size[1] * 16:
        assert L.pile_at["played"][0] == L.cx - int(L.trick_w * 3.6)
    shown = [s for z in ("played", "aside") for s in t.director.zones.get(z, []) if s.shown]
    assert shown
    for s in shown:
        r = card_rect(s)
        assert not any(r.colliderect(p) for p in L.plate.values()), (size, r, L.plate)
        assert not r.colliderect(L.drop_rect()), (size, r, L.drop_rect())
        assert pygame.Rect((0, 0), size).contains(r), (size, r)
    app.close()


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1024, 768), (1280, 1024), (1024, 1024),
                                  (1280, 1280), (1080, 1600), (1200, 1920), (960, 2700), (2560, 1080)])
def test_big_two_trick_panel_keeps_clear_of_the_other_seats(home, size, players):
    """The trick's panel (where cards are dropped and the trick lies) on square and tall windows: with 3
    seats the side seats' cards and plates came down into it, with 4 it grew wider than the window's room
    between them and ran under both. It now goes down under them or its cards get smaller: clear of every
    other seat's cards and plate, its caption line above the hand, the piles beside or under it; at 16:9
    nothing moves."""
    from tabletop.tools.shots import advance
    from tests.playout import my_move as _my_move
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    app = make_app(size=size)
    t = TableScene(app, advance(game, 5, players, _my_move(game)), threaded=False)
    app.scenes.push(t)
    step(app, 4)
    L, panel = t.geom, t.geom.drop_rect()
    if size[0] * 9 == size[1] * 16:
        assert (L.cy, L.trick_h) == (int(size[1] * 0.45), int(L.pile_h * 0.92))
    _clear_of_the_other_seats(t, panel, size)
    mine = [card_rect(s) for s in t.director.zones[f"hand:{t.viewer}"]]
    assert panel.bottom + gfx.px(30) <= min(r.top for r in mine), (size, panel, mine)
    for s in (s for z in ("played", "aside") for s in t.director.zones.get(z, []) if s.shown):
        assert not card_rect(s).colliderect(panel), (size, card_rect(s), panel)
    assert L.trick_h >= min(L.pile_h * 0.92, L.hand_h * 0.8) * 0.95   # about as big as the hand's, at least
    app.close()
