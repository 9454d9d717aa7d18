"""UNO faces: the classic look. A white rim round a red, yellow, green or blue card, the number or symbol
big in a tilted white oval and small in two corners; the Wild's oval in the four colours, the Wild Draw
Four with four small cards fanned; the back black with the red oval and the name.

Colour-blind mode: a colour-vision-safe palette, and the triangle notches that name each colour (▶ red
has four, see tabletop.ui.core.notches) under the big number or symbol and in a column under the top-left
corner index, which a fanned hand always shows. Wilds have no colour, so no notches.
"""

from __future__ import annotations

import pygame

from tabletop.ui.core import gfx
from tabletop.ui.core.faces import CardFaces, radius
from tabletop.ui.core.notches import NOTCHES, SAFE, notch_column, notches, scaled

COLOURS = ("red", "yellow", "green", "blue")
PALETTE = {
    False: {"red": (218, 37, 29), "yellow": (250, 206, 18), "green": (52, 160, 72), "blue": (8, 108, 196)},
    # the colour-blind palette every notched game shares
    True: SAFE,
}
WHITE = (252, 252, 248)
OUTLINE = (34, 34, 40)
WILD_BG = (26, 26, 30)
QUADRANTS = ("red", "blue", "yellow", "green")   # the Wild's oval: top left, top right, bottom left, right
CORNER = {"skip": "⊘", "reverse": "⇄", "draw_two": "+2", "wild_draw_four": "+4"}


def rgb(colour: str, cb: bool) -> tuple:
    return PALETTE[bool(cb)][colour]


def outlined(s: str, size: int, colour, width: int | None = None) -> pygame.Surface:
    """Bold text with a dark outline (readable on any colour)."""
    return gfx.outlined(s, size, colour, OUTLINE, True, width if width is not None else max(1, size // 12))


def _blit_center(surf, img, center) -> pygame.Rect:
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surf.blit(img, r)
    return r


_OVALS: dict = {}


def oval(w: int, h: int, fill, tilt: float = 30) -> pygame.Surface:
    """The tilted oval of a card, antialiased: one colour, or a tuple of four colours for the quadrants of a
    wild (top left, top right, bottom left, bottom right). Cached per size and fill; do not draw on it."""
    key = (w, h, fill, tilt)
    s = _OVALS.get(key)
    if s is None:
        if len(_OVALS) > 48:   # a few card sizes at a time; old window sizes go
            _OVALS.clear()
        s = _OVALS[key] = _draw_oval(w, h, fill, tilt)
    return s


def _draw_oval(w: int, h: int, fill, tilt: float) -> pygame.Surface:
    k = 3 if max(w, h) <= 120 else 2   # drawn larger, then scaled down smoothly
    W, H = max(2, w * k), max(2, h * k)
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    if isinstance(fill[0], tuple):
        tl, tr, bl, br = fill
        s.fill(tl, (0, 0, W // 2, H // 2))
        s.fill(tr, (W // 2, 0, W - W // 2, H // 2))
        s.fill(bl, (0, H // 2, W // 2, H - H // 2))
        s.fill(br, (W // 2, H // 2, W - W // 2, H - H // 2))
        m = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.ellipse(m, (255, 255, 255, 255), m.get_rect())
        s.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        pygame.draw.ellipse(s, fill, s.get_rect())
    s = pygame.transform.rotozoom(s, tilt, 1.0)
    return pygame.transform.smoothscale(s, (max(1, s.get_width() // k), max(1, s.get_height() // k)))


def _wild_fill(cb: bool) -> tuple:
    P = PALETTE[bool(cb)]
    return tuple(P[c] for c in QUADRANTS)


# -- symbols ------------------------------------------------------------------------------------------
def skip_sign(surf, center, r: float, colour) -> pygame.Rect:
    """The Skip sign: a ring with a slash, in `colour` edged dark."""
    cx, cy = center
    r = max(3.0, r)
    t = max(2, int(r * 0.3))
    e = max(1, int(r * 0.09))
    d = r * 0.7071 - t * 0.2
    for width, col, pad in ((t + 2 * e, OUTLINE, e), (t, colour, 0)):
        pygame.draw.circle(surf, col, (cx, cy), r + pad, width)
        pygame.draw.line(surf, col, (cx - d, cy + d), (cx + d, cy - d), width)
    return pygame.Rect(int(cx - r - e), int(cy - r - e), int(2 * (r + e)), int(2 * (r + e)))


def mini_card(surf, center, w: float, colour, angle: float = 0.0) -> None:
    """A small card (white rim, coloured middle) drawn on a face: the Draw Two's and Wild Draw Four's."""
    w = max(4, int(w))
    h = max(6, int(w * 1.45))
    c = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    r = max(2, w // 7)
    gfx.rrect(c, OUTLINE, pygame.Rect(0, 0, w + 4, h + 4), r + 2)
    gfx.rrect(c, WHITE, pygame.Rect(2, 2, w, h), r)
    m = max(1, w // 9)
    gfx.rrect(c, colour, pygame.Rect(2 + m, 2 + m, w - 2 * m, h - 2 * m), max(1, r - 1))
    if angle:
        c = pygame.transform.rotozoom(c, angle, 1.0)
    _blit_center(surf, c, center)


def _centre(surf, card: dict, top: pygame.Rect, big: int, ink, cb: bool) -> pygame.Rect:
    """The big number or symbol in the middle of the card; returns where it went."""
    kind = card["kind"]
    cx, cy = top.center
    if kind == "number":
        n = str(card["number"])
        glyph = outlined(n, big, ink, max(1, big // 10))
        gr = _blit_center(surf, glyph, (cx, cy))
        if n in ("6", "9"):   # the printed underline that tells a 6 from a 9
            uw, th = int(gr.w * 0.55), max(2, big // 14)
            ul = pygame.Rect(0, 0, uw, th)
            ul.midtop = (cx, gr.bottom - int(big * 0.12))
            pygame.draw.rect(surf, OUTLINE, ul.inflate(max(2, th // 2) * 2, max(2, th // 2) * 2))
            pygame.draw.rect(surf, ink, ul)
            gr = gr.union(ul)
        return gr
    if kind == "skip":
        return skip_sign(surf, (cx, cy), big * 0.36, ink)
    if kind == "reverse":
        glyph = pygame.transform.rotozoom(outlined("⇄", int(big * 0.95), ink, max(1, big // 11)), 45, 1.0)
        return _blit_center(surf, glyph, (cx, cy))
    if kind == "draw_two":
        w = big * 0.4
        mini_card(surf, (cx - w * 0.28, cy - w * 0.3), w, ink, 0)
        mini_card(surf, (cx + w * 0.28, cy + w * 0.3), w, ink, 0)
        return pygame.Rect(int(cx - w * 0.8), int(cy - w * 1.1), int(w * 1.6), int(w * 2.2))
    if kind == "wild_draw_four":
        P = PALETTE[bool(cb)]
        w = big * 0.36
        for i, col in enumerate(("blue", "green", "red", "yellow")):
            mini_card(surf, (cx + (i - 1.5) * w * 0.5, cy + abs(i - 1.5) * w * 0.16), w, P[col], (1.5 - i) * 12)
        return pygame.Rect(int(cx - w * 1.4), int(cy - w), int(w * 2.8), int(w * 2))
    return pygame.Rect(cx, cy, 1, 1)   # a Wild: the four-colour oval says it all


def _corner(surf, card: dict, size: int, cb: bool) -> pygame.Surface:
    """The corner index: the number or a symbol in white, or a small four-colour oval on a Wild."""
    kind = card["kind"]
    if kind == "wild":
        return oval(int(size * 0.75), int(size * 1.0), _wild_fill(cb), 30)
    if kind == "skip":
        d = int(size * 1.1)
        s = pygame.Surface((d, d), pygame.SRCALPHA)
        skip_sign(s, (d / 2, d / 2), d * 0.4, WHITE)
        return s
    sym = str(card["number"]) if kind == "number" else CORNER[kind]
    return outlined(sym, size, WHITE, max(1, size // 9))


# -- faces --------------------------------------------------------------------------------------------
def paint_face(surf, game, cid: int, cb: bool) -> None:
    card = game.cards[cid]
    w, h = surf.get_size()
    wild = bool(card["wild"])
    m = max(2, round(w * 0.055))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    surf.fill(WHITE)
    main = WILD_BG if wild else rgb(card["colour"], cb)
    gfx.rrect(surf, main, inner, max(2, radius(w) - 2))
    # the tilted oval: white on a colour, the four colours on a wild
    ow, oh = int(inner.w * 0.9), int(inner.h * 0.72)
    fill = _wild_fill(cb) if card["kind"] == "wild" else WHITE   # the Wild Draw Four's cards show on white
    _blit_center(surf, oval(ow, oh, fill), inner.center)
    marks = cb and not wild
    big = max(8, int(inner.h * (0.36 if marks else 0.42)))
    top = inner.copy()
    if marks:   # the symbol moves up to leave room under it for the notches, inside the oval
        top.h -= int(inner.h * 0.16)
    ink = WHITE if wild else main
    gr = _centre(surf, card, top, big, ink, cb)
    if marks:
        size = scaled(w, 0.08, 0.105)   # at 1280x720 the hand's were 5 px: hard to count
        notches(surf, inner.centerx, gr.bottom + size * 0.95, NOTCHES[card["colour"]], size)
    # corner indexes: top left, and bottom right upside down
    cs = max(7, int(h * 0.13))
    corner = _corner(surf, card, cs, cb)
    cr = surf.blit(corner, (inner.x + max(1, w // 28), inner.y + max(1, h // 60)))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(flipped, flipped.get_rect(bottomright=(inner.right - max(1, w // 28), inner.bottom - max(1, h // 60))))
    if cb and not wild:   # again under the corner index, in a column: the part a fanned hand always shows
        cs_n = scaled(w, 0.07, 0.09)
        notch_column(surf, cr.x + cs_n * 0.8, cr.bottom + max(2, h * 0.015), NOTCHES[card["colour"]], cs_n)


def paint_back(surf, game) -> None:
    """The UNO back: black with the red tilted oval and the name in yellow."""
    w, h = surf.get_size()
    surf.fill(WHITE)
    m = max(2, round(w * 0.055))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    gfx.rrect(surf, WILD_BG, inner, max(2, radius(w) - 2))
    _blit_center(surf, oval(int(inner.w * 0.95), int(inner.h * 0.66), (218, 37, 29), 30), inner.center)
    if h >= 30:
        big = max(7, int(h * 0.24))
        t = outlined("UNO", big, (252, 214, 40), max(1, big // 8))
        t = pygame.transform.rotozoom(t, 14, 1.0)
        _blit_center(surf, t, inner.center)


class Faces(CardFaces):
    """This game's card faces (the contract: tabletop/ui/core/faces.py)."""

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_back)
