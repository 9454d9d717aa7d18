"""Colour-blind notches: ▶ triangles whose count names a card colour (▶ yellow, ▶▶ green, ▶▶▶ blue,
▶▶▶▶ red), drawn in NOTCH_INK on a thin white rim so they read on any colour and count apart.

NOTCH_INK is a colour used for nothing else on a card face, so a test can count the notches as
connected blobs of that ink.
"""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t
from tabletop.ui.core import gfx

NOTCHES = {"yellow": 1, "green": 2, "blue": 3, "red": 4}   # colour name -> how many notches name it
COLOUR_WORDS = {"yellow": N_("Yellow"), "green": N_("Green"), "blue": N_("Blue"), "red": N_("Red")}   # the legend's
NOTCH_INK = (16, 16, 16)
RIM = (252, 252, 248)
# the four colours in the colour-blind palette, after Okabe & Ito: they stay apart under protan, deutan and
# tritan simulation (tests/test_ui_faces.py); the games whose cards carry notches paint with it
SAFE = {"yellow": (245, 220, 70), "green": (0, 158, 115), "blue": (24, 82, 178), "red": (214, 84, 10)}
# the same four colours as printed on classic cards: what a table shows out of colour-blind mode
VIVID = {"red": (218, 37, 29), "yellow": (250, 206, 18), "green": (52, 160, 72), "blue": (8, 108, 196)}


def scaled(w: float, small: float, big: float) -> float:
    """A notch size for a card `w` wide: `small` of its width on the smallest cards (a bigger share there
    runs them together), `big` from a hand card's width at 1280x720 up (the notches read better bigger)."""
    k = small if w < 60 else big if w >= 70 else small + (big - small) * (w - 60) / 10
    return max(4.0, w * k)


def step(size: float) -> float:
    """The distance from one notch to the next: small notches keep a clear gap, they must count apart."""
    size = max(4.0, size)
    return max(size * 1.35, size * 0.9 + 3.5)


def row_width(n: int, size: float) -> float:
    """The width of a row of `n` notches of `size` (without the rim)."""
    size = max(4.0, size)
    return (n - 1) * step(size) + size * 0.9


def notches(surf, cx: float, cy: float, n: int, size: float) -> pygame.Rect:
    """n ▶ notches in a row centred on (cx, cy), ink on a thin white rim; returns their bounds."""
    size = max(4.0, size)
    st = step(size)
    x0 = cx - (n * st - (st - size * 0.9)) / 2
    rim = max(1, round(size / 5))   # a rim that shows: ink on a dark card colour stands out by it
    for i in range(n):
        x = x0 + i * st
        pts = [(x - rim, cy - size / 2 - rim * 1.4), (x + size * 0.9 + rim * 1.6, cy), (x - rim, cy + size / 2 + rim * 1.4)]
        pygame.draw.polygon(surf, RIM, pts)
    for i in range(n):
        gfx.triangle_right(surf, NOTCH_INK, x0 + i * st, cy, size)
    return pygame.Rect(int(x0 - rim), int(cy - size / 2 - rim * 2), int(n * st + 2 * rim), int(size + 4 * rim))


def notch_column(surf, cx: float, top: float, n: int, size: float) -> pygame.Rect:
    """n ▶ notches stacked downwards from `top`, centred on x = cx; returns their bounds."""
    size = max(4.0, size)
    st = max(size * 1.3, size + 3.5)
    out = None
    for i in range(n):
        r = notches(surf, cx, top + size / 2 + i * st, 1, size)
        out = r if out is None else out.union(r)
    return out


def colour_notches(surf, cx: float, cy: float, colour: str, size: float) -> pygame.Rect:
    """The row of notches that names `colour` (one of NOTCHES), centred on (cx, cy)."""
    return notches(surf, cx, cy, NOTCHES[colour], size)


def legend_chip(surf, rect, colour: str) -> None:
    """A legend entry: the colour's name over its notches, on its colour-blind swatch."""
    rect = pygame.Rect(rect)
    gfx.rrect(surf, RIM, rect, rect.h // 3)
    inner = rect.inflate(-2 * gfx.px(3), -2 * gfx.px(3))
    gfx.rrect(surf, SAFE[colour], inner, inner.h // 3)
    size = max(10, int(inner.h * 0.36))
    word = t(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour.capitalize()
    txt = gfx.outlined(word, size, RIM, (40, 40, 48), True, max(1, size // 14))
    surf.blit(txt, txt.get_rect(center=(inner.centerx, int(inner.centery - inner.h * 0.17))))
    notches(surf, inner.centerx, inner.centery + inner.h * 0.24, NOTCHES[colour],
            min(inner.h * 0.26, inner.w / (NOTCHES[colour] * 1.6)))
