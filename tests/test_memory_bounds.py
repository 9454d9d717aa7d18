"""The picture caches hold a bounded number of bytes in all (issue 29: one game's table grew 37 -> 87 -> 124
MiB over 0, 1,500 and 9,000 frames; the face cache had 64 MiB in each of three stores, the text caches a
count of entries whatever their size). Bytes, not times: scripts/bench_render.py --memory measures RSS."""

import pygame
import pytest

from tabletop.rules.loader import available_games, load_game
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import FaceCache
from tabletop.ui.core.lru import ByteLRU


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _bytes(store) -> int:
    return sum(s.get_width() * s.get_height() * s.get_bytesize() for s in store.values())


def test_the_face_stores_share_one_budget():
    game = load_game(available_games()[0])
    fc = FaceCache()
    for h in range(300, 420, 10):   # a resize sweep: cards at every size, tilted
        for cid in range(0, game.n_cards, max(1, game.n_cards // 5)):
            fc.rotated(game, cid, h * 2 // 3, h, False, True, 9.0)
    total = _bytes(fc.faces) + _bytes(fc.images) + _bytes(fc.rot)
    assert fc.held_bytes() == total <= FaceCache.MAX_BYTES
    assert total > FaceCache.MAX_BYTES * 0.8   # it is used, not emptied


def test_the_interface_pictures_share_one_budget():
    """Texts, outlined texts, panels, shadows and veils: each cache bounded its count only (200 panels of up
    to a window each)."""
    pygame.display.init()
    try:
        before = gfx.UI_CACHE.bytes
        for i in range(120):
            gfx.panel(pygame.Surface((10, 10)), (0, 0, 600 + i, 400), 14)
            gfx.text(f"line {i} " * 20, 40)
            gfx.outlined(f"{i}!" * 5, 60, (255, 255, 255))
            gfx.dim(pygame.Surface((700 + i, 500)))
        held = sum(_bytes(st) for st in (gfx._TEXT, gfx._OUTLINED, gfx._PANELS, gfx._SHADOWS, gfx._VEILS))
        assert held <= gfx.UI_CACHE.bytes <= gfx.UI_MAX_BYTES
        assert gfx.UI_CACHE.bytes > gfx.UI_MAX_BYTES * 0.8 and before >= 0
    finally:
        gfx.UI_CACHE.clear()


def test_the_font_objects_are_bounded():
    for size in range(6, 400):
        gfx.font(size, size % 2 == 0)
    assert len(gfx._FONTS) <= gfx._FONTS_MAX


def test_one_budget_lets_the_least_recently_used_of_any_store_go():
    lru = ByteLRU(100 * 100 * 4 * 3)
    a, b = lru.store(), lru.store()
    for k in range(3):
        a.put(k, pygame.Surface((100, 100), pygame.SRCALPHA))
    assert a.get(0) is not None   # 0 is used again: 1 is now the oldest
    b.put("x", pygame.Surface((100, 100), pygame.SRCALPHA))
    assert 1 not in a and 0 in a and 2 in a and "x" in b and lru.bytes == 3 * 40000
    b.put("big", pygame.Surface((200, 200), pygame.SRCALPHA))   # over the budget alone: kept, the rest go
    assert list(b) == ["big"] and len(a) == 0 and lru.bytes == 160000
    capped = lru.store(max_items=2)
    for k in range(4):
        capped.put(k, pygame.Surface((1, 1)))
    assert list(capped) == [2, 3]
