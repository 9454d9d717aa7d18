"""TOWAI's table at every window shape: the middle row keeps clear of the other seats (split from
tests/test_ui_scale.py)."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.core import gfx
from tests.test_ui_driver import _clear_of_the_other_seats, card_rect, home, make_app, step  # noqa: F401



@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("size", [(1280, 720), (960, 540), (1024, 768), (1280, 1024), (960, 1080), (1024, 1024),
                                  (1080, 1600), (1200, 1920), (1280, 1600), (2560, 1080)])
def test_towai_middle_row_keeps_clear_of_the_other_seats(home, size, players):
    """TOWAI's Day/Night card, field and piles lie in one row sized by the window's height: on a squarer
    window (a half-screen tile, 960x1080; 5:4) it ran under the side seats' cards and plates, on a tall one
    off the window. It now fits between them (smaller, centred) or under them above the hand: clear of every
    other seat's cards and plate, inside the window, its turn line above the hand; at 1280x720 nothing moves."""
    from tabletop.tools.shots import advance
    from tests.playout import my_move as _my_move
    from tabletop.ui.table.scene import TableScene
    game = load_game("towai")
    app = make_app(size=size)
    t = TableScene(app, advance(game, 5, players, _my_move(game)), threaded=False)
    app.scenes.push(t)
    step(app, 4)
    L = t.geom
    row = L.dn_rect.union(L.field_rect())   # what the row shows: the Day/Night card, the field, the piles
    for z in ("draw", "discard"):
        x, y = L.pile_at[z]
        pile = pygame.Rect(0, 0, L.pile_w, L.pile_h)
        pile.center = (x, y)
        row = row.union(pile)
    if size == (1280, 720):
        assert L.pile_h == int(size[1] * 0.18) and L.field_pos[1] == L.cy + int(size[1] * 0.03)
    _clear_of_the_other_seats(t, row, size)
    for z in ("field", "draw", "discard"):
        for s in t.director.zones.get(z, []):
            if s.shown:
                assert L.row_rect().contains(card_rect(s)), (size, z, card_rect(s), L.row_rect())
    mine = [card_rect(s) for s in t.director.zones[f"hand:{t.viewer}"]]
    assert row.bottom + gfx.px(24) <= min(r.top for r in mine), (size, row, mine)
    app.close()
