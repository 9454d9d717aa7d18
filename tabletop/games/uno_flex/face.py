"""UNO FLEX faces: four colours (a colour-vision-safe palette in colour-blind mode), numbers 1–8,
action and wild symbols, the flex side on a band, power cards, and the rulebook's triangle notches.

Notches: ▶ yellow, ▶▶ green, ▶▶▶ blue, ▶▶▶▶ red, under the number or symbol (normal colour: under the
big one, and in a column under the corner index, which a fanned hand always shows) and on the flex band
next to the power icon (flex colour). They are drawn by the shared tabletop.ui.core.notches (in NOTCH_INK,
a colour used for nothing else, so a test can count them).
"""

from __future__ import annotations

import pygame

from tabletop.games.uno_flex.text import colour_label
from tabletop.i18n import N_, t
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import CardFaces, radius
from tabletop.ui.core.notches import (NOTCH_INK, NOTCHES, SAFE, notch_column, notches, row_width,  # noqa: F401
                                      scaled)

COLOURS = ("yellow", "green", "blue", "red")
PALETTE = {
    False: {"yellow": (250, 204, 40), "green": (46, 160, 80), "blue": (34, 110, 210), "red": (222, 52, 52)},
    # the colour-blind palette every notched game shares
    True: SAFE,
}
OUTLINE = (40, 40, 48)
WILD_BG = (30, 30, 34)
FLEX_BAND = (44, 44, 50)
WHITE = (252, 252, 248)
POWER_GREEN = (40, 168, 84)
POWER_RED = (210, 48, 48)

# the words printed on a face (N_ here, t() as the face is painted: the face cache keys on the language)
FLEX_TEXT = {"flex_skip": N_("skip all"), "flex_reverse": N_("rev. + skip"), "flex_draw_two": N_("others +1"),
             "flex_wild_target_draw_two": N_("target +2"), "flex_wild_all_draw": N_("others +2"),
             "flex_wild_draw_four": N_("target +4")}
WILD_TITLE = {"wild_all_flip": N_("ALL FLIP"), "flex_wild_target_draw_two": N_("WILD"),
              "flex_wild_all_draw": N_("WILD"), "flex_wild_draw_four": N_("WILD +4")}
CORNER = {"skip": "⊘", "reverse": "⇄", "draw_two": "+2", "all_flip": "⟳", "target_draw_two": "+2",
          "all_draw": "+2", "draw_four": "+4"}


def rgb(colour: str, cb: bool) -> tuple:
    return PALETTE[bool(cb)][colour]


# -- small drawing pieces ------------------------------------------------------------------------------
def outlined(s: str, size: int, colour, bold: bool = True, outline=OUTLINE, width: int | None = None) -> pygame.Surface:
    """Text with a dark outline (readable on any colour)."""
    return gfx.outlined(s, size, colour, outline, bold, width if width is not None else max(1, size // 14))


def _blit_center(surf, img, center) -> pygame.Rect:
    r = img.get_rect(center=(int(center[0]), int(center[1])))
    surf.blit(img, r)
    return r


_OVALS = gfx.store(48)   # a few card sizes at a time; old window sizes go


def _oval(w: int, h: int, fill, tilt: float = 28) -> pygame.Surface:
    """The tilted central oval of a card (a solid colour or four colour quadrants for wilds), antialiased;
    cached (every card of a size has one of three: drawing it took most of a face's first paint, 3 ms
    at 1920x1080). The caller must not change the surface it gets."""
    key = (w, h, tuple(sorted(fill.items())) if isinstance(fill, dict) else tuple(fill), tilt)
    return gfx.cached(_OVALS, key, lambda: _draw_oval(w, h, fill, tilt))


def _draw_oval(w: int, h: int, fill, tilt: float) -> pygame.Surface:
    k = 3 if max(w, h) <= 120 else 2  # drawn 3× larger (a big window's big oval 2×), then scaled down smoothly
    W, H = max(2, w * k), max(2, h * k)
    s = pygame.Surface((W, H), pygame.SRCALPHA)
    if isinstance(fill, dict):  # quadrants
        q = fill
        s.fill(q["tl"], (0, 0, W // 2, H // 2))
        s.fill(q["tr"], (W // 2, 0, W - W // 2, H // 2))
        s.fill(q["bl"], (0, H // 2, W // 2, H - H // 2))
        s.fill(q["br"], (W // 2, H // 2, W - W // 2, H - H // 2))
        m = pygame.Surface((W, H), pygame.SRCALPHA)
        pygame.draw.ellipse(m, (255, 255, 255, 255), m.get_rect())
        s.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    else:
        pygame.draw.ellipse(s, fill, s.get_rect())
    s = pygame.transform.rotozoom(s, tilt, 1.0)
    return pygame.transform.smoothscale(s, (max(1, s.get_width() // k), max(1, s.get_height() // k)))


def power_icon(surf, rect, green: bool) -> None:
    """A seat's Power card: green with ✓ or red with ✘ (a mini card)."""
    rect = pygame.Rect(rect)
    r = max(3, rect.w // 6)
    gfx.rrect(surf, WHITE, rect, r)
    inner = rect.inflate(-max(2, rect.w // 8), -max(2, rect.w // 8))
    gfx.rrect(surf, POWER_GREEN if green else POWER_RED, inner, max(2, r - 1))
    sym = outlined("✓" if green else "✘", max(8, int(inner.h * 0.62)), WHITE, True, (20, 20, 20))
    _blit_center(surf, sym, inner.center)


def colour_chip(surf, rect, colour: str, cb: bool, label: bool = True) -> None:
    """The current-colour indicator / colour button face: swatch, name, notches when colour-blind."""
    rect = pygame.Rect(rect)
    gfx.rrect(surf, WHITE, rect, rect.h // 3)
    inner = rect.inflate(-2 * gfx.px(3), -2 * gfx.px(3))   # an interface chip: its rim grows with the window
    gfx.rrect(surf, rgb(colour, cb), inner, inner.h // 3)
    size = max(10, int(inner.h * (0.36 if cb else 0.45)))
    if label:
        txt = outlined(colour_label(colour), size, WHITE)
        cy = inner.centery - (inner.h * 0.17 if cb else 0)
        _blit_center(surf, txt, (inner.centerx, cy))
    if cb:
        ny = inner.centery + inner.h * 0.24 if label else inner.centery
        notches(surf, inner.centerx, ny, NOTCHES[colour], min(inner.h * 0.26, inner.w / (NOTCHES[colour] * 1.6)))


# -- faces --------------------------------------------------------------------------------------------
def regions(w: int, h: int, has_band: bool) -> dict:
    """Where things go on a w×h card: inner panel, the oval area and the flex band."""
    m = max(2, round(w * 0.055))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    band = pygame.Rect(inner.x, inner.bottom - round(h * 0.23), inner.w, round(h * 0.23)) if has_band else None
    top = pygame.Rect(inner.x, inner.y, inner.w, (band.y if band else inner.bottom) - inner.y)
    return {"inner": inner, "band": band, "top": top}


def paint_face(surf, game, cid: int, cb: bool) -> None:
    card = game.cards[cid]
    w, h = surf.get_size()
    kind = card["kind"]
    wild = bool(card["wild"])
    has_flex = kind.startswith("flex_")
    R = regions(w, h, has_flex)
    inner, band, top = R["inner"], R["band"], R["top"]
    surf.fill(WHITE)
    main = WILD_BG if wild else rgb(card["colour"], cb)
    gfx.rrect(surf, main, inner, max(2, radius(w) - 2))
    # central oval
    ow, oh = int(top.w * 0.92), int(top.h * (0.74 if has_flex else 0.7))
    if wild:
        P = PALETTE[bool(cb)]
        oval = _oval(ow, oh, {"tl": P["red"], "tr": P["blue"], "bl": P["yellow"], "br": P["green"]})
    else:
        oval = _oval(ow, oh, WHITE)
    _blit_center(surf, oval, top.center)
    # number or symbol (main colour on white, white on a wild)
    big = max(8, int(top.h * (0.42 if card["number"] else 0.34)))
    ink = WHITE if wild else main
    sym = str(card["number"]) if card["number"] else CORNER.get(card["symbol"], "?")
    glyph = outlined(sym, big, ink, True, OUTLINE, max(1, big // 11))
    if card["symbol"] == "reverse":
        glyph = pygame.transform.rotozoom(glyph, 45, 1.0)
    if card["symbol"] == "target_draw_two":
        _target(surf, (top.centerx, top.centery), int(min(ow, oh) * 0.44))
    cy = top.centery - (top.h * 0.07 if cb and not wild else 0)
    gr = _blit_center(surf, glyph, (top.centerx, cy))
    if cb and not wild:
        notches(surf, top.centerx, min(gr.bottom + big * 0.12, top.bottom - big * 0.2), NOTCHES[card["colour"]],
                scaled(w, 0.085, 0.105))   # at 1280x720 the hand's were 6 px: hard to count
    # corner index and titles
    cs = max(7, int(h * 0.12))
    corner = outlined(sym, cs, WHITE, True, OUTLINE, max(1, cs // 9))
    cr = surf.blit(corner, (inner.x + max(1, w // 30), inner.y + max(1, h // 60)))
    if cb and not wild:   # again under the corner index, in a column: the part a fanned hand always shows
        size = scaled(w, 0.07, 0.09)
        notch_column(surf, cr.x + size * 0.8, cr.bottom + max(2, h * 0.015), NOTCHES[card["colour"]], size)
    if wild and h >= 70:
        title = t(WILD_TITLE.get(kind, N_("WILD")))
        ts = gfx.fit_size(title, max(7, int(h * 0.075)), int(inner.w * 0.55), bold=True, min_size=6)
        timg = outlined(title, ts, WHITE, True, OUTLINE, 1)
        surf.blit(timg, timg.get_rect(topright=(inner.right - max(2, w // 25), inner.y + max(2, h // 45))))
        if card["symbol"] == "all_draw":
            a = outlined(t("ALL"), max(7, int(h * 0.09)), WHITE, True, OUTLINE, 1)
            _blit_center(surf, a, (top.centerx, gr.bottom + a.get_height() * 0.2))
        if kind == "wild_all_flip":
            small = max(6, int(h * 0.09))
            pw = int(small * 1.2)
            power_icon(surf, (top.centerx - pw - 2, top.bottom - int(pw * 1.45) - 2, pw, int(pw * 1.4)), True)
            power_icon(surf, (top.centerx + 2, top.bottom - int(pw * 1.45) - 2, pw, int(pw * 1.4)), False)
    if card["flip_icon"]:
        _flip_badge(surf, inner, w, h)
    if band is not None:
        _band(surf, card, band, w, h, cb)


def _target(surf, c, r: int) -> None:
    """A crosshair ring behind the "+2" of the Target Draw 2: pick a player."""
    pygame.draw.circle(surf, WHITE, c, r, max(2, r // 7))
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        a = (c[0] + dx * r * 0.75, c[1] + dy * r * 0.75)
        b = (c[0] + dx * r * 1.2, c[1] + dy * r * 1.2)
        pygame.draw.line(surf, WHITE, a, b, max(2, r // 7))


def _flip_badge(surf, inner, w: int, h: int) -> None:
    """The flip icon of classic 4s and 8s: a round badge with a circular arrow (playing it flips Power)."""
    rr = max(5, int(w * 0.11))
    c = (inner.right - rr - max(2, w // 30), inner.y + rr + max(2, h // 50))
    pygame.draw.circle(surf, WHITE, c, rr)
    pygame.draw.circle(surf, OUTLINE, c, rr, max(1, rr // 6))
    g = gfx.font(max(7, int(rr * 1.5)), True).render("⟳", True, OUTLINE)
    _blit_center(surf, g, (c[0], c[1] + 1))


def _band(surf, card, band, w: int, h: int, cb: bool) -> None:
    """The flex side: the flex colour (with its notches) or, on flex actions, a dark ✓ band with the effect."""
    fc = card["flex_colour"]
    fill = rgb(fc, cb) if fc else FLEX_BAND
    r = max(2, radius(w) - 2)
    pygame.draw.rect(surf, fill, band, border_bottom_left_radius=r, border_bottom_right_radius=r)
    pygame.draw.line(surf, WHITE, (band.x, band.y), (band.right - 1, band.y), max(1, h // 80))
    ts = max(6, int(band.h * 0.34))
    chip = max(6, int(band.h * 0.52))
    x = band.x + max(2, w // 25)
    power_icon(surf, (x, band.centery - chip * 0.7, chip, int(chip * 1.4)), True)
    x += chip + max(2, w // 30)
    if fc:
        n = NOTCHES[fc] if cb else 0
        size = max(4.0, min(band.h * 0.5, scaled(w, 0.075, 0.09)))
        if n:   # next to the power icon, from the left: a fanned hand covers a card's right side first
            row = row_width(n, size)
            x = notches(surf, x + row / 2, band.centery, n, size).right + max(2, w // 30)
        if h >= 60:
            img = outlined(t("FLEX"), ts, WHITE, True, OUTLINE, 1)
            if x + img.get_width() + 3 <= band.right - max(3, w // 20):
                surf.blit(img, img.get_rect(midleft=(x, band.centery)))
    elif h >= 60:
        txt = t(FLEX_TEXT.get(card["kind"], N_("flex")))
        ts = gfx.fit_size(txt, ts, band.right - x - 3, bold=True, min_size=6)
        img = outlined(txt, ts, WHITE, True, OUTLINE, 1)
        if img.get_width() <= band.right - x:   # too small a card for the words: the ✓ band alone
            surf.blit(img, img.get_rect(midleft=(x, band.centery)))


def paint_back(surf, game) -> None:
    """The UNO FLEX back: black with the red tilted oval and the name."""
    w, h = surf.get_size()
    surf.fill(WHITE)
    m = max(2, round(w * 0.055))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    gfx.rrect(surf, (24, 24, 28), inner, max(2, radius(w) - 2))
    oval = _oval(int(inner.w * 0.95), int(inner.h * 0.62), (214, 40, 40), 30)
    _blit_center(surf, oval, inner.center)
    if h >= 40:
        big = max(7, int(h * 0.2))
        # the logo, the same in every language (a back is cached for every language alike)
        logo = outlined("UNO", big, (252, 214, 52), True, (20, 20, 20), max(1, big // 10))
        logo = pygame.transform.rotozoom(logo, 12, 1.0)
        _blit_center(surf, logo, (inner.centerx, inner.centery - h * 0.03))
        s = outlined("FLEX", max(6, int(h * 0.085)), WHITE, True, (20, 20, 20), 1)
        _blit_center(surf, s, (inner.centerx, inner.centery + h * 0.12))


class Faces(CardFaces):
    """This game's card faces (the contract: tabletop/ui/core/faces.py)."""

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_back)
