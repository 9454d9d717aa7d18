"""UNO FLEX at big windows: its colour chip grows with the window (split from tests/test_ui_scale.py)."""

import pygame

from tabletop.ui.core import gfx
from tests.test_ui_driver import home, make_app  # noqa: F401


def test_the_colour_chip_rim_grows_with_the_window(home):
    """UNO FLEX's colour chip (the table's Colour, the colour dialog, the colour-blind legend): its white
    rim is 3 px at 1280x720 and three times that at 3840x2160, like the chip."""
    from tabletop.games.uno_flex.face import WHITE, colour_chip
    for size, rim in (((1280, 720), 3), ((3840, 2160), 9)):
        app = make_app(size=size)
        surf = pygame.Surface((600, 300))
        surf.fill((0, 0, 0))
        r = pygame.Rect(50, 50, gfx.px(110), gfx.px(40))
        colour_chip(surf, r, "blue", False, label=False)
        y = r.centery
        white = [x for x in range(r.left, r.centerx) if surf.get_at((x, y))[:3] == WHITE]
        assert len(white) == rim, (size, white)
        app.close()
