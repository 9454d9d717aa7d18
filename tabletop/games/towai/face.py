"""TOWAI faces: Day cards (light and warm, a sun), Night cards (dark blue, a crescent moon and stars),
Twai cards (a twilight sky from purple to dusk orange over a setting sun, their effect named and pictured
on 3 Draw, 4 Reset, 5 Swap); the number big in the middle and in two corners; a back; and the Day/Night
card (the indicator in the middle of the table).

The three suits differ by more than colour: light / dark / split background, sun / moon / half sun on a
horizon, and the suit or effect word at the bottom of every card tall enough to hold it.
"""

from __future__ import annotations

import math

import pygame

from tabletop.i18n import N_, t
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import CardFaces, radius

PAPER = (252, 249, 240)
# (top of the gradient, bottom, frame, number ink, number outline, motif)
STYLE = {
    "day": ((255, 243, 196), (252, 192, 84), (214, 116, 14), (138, 56, 0), (255, 248, 225), (250, 164, 20)),
    "night": ((16, 24, 66), (42, 66, 140), (160, 184, 240), (252, 246, 212), (10, 14, 40), (246, 232, 150)),
    "twai": ((74, 40, 132), (238, 132, 104), (255, 214, 236), (255, 255, 255), (52, 18, 74), (255, 196, 92)),
}
# colour-blind mode: the same light / dark / split idea with a palette that keeps them apart
STYLE_CB = {
    "day": ((255, 246, 200), (246, 206, 70), (190, 120, 0), (100, 50, 0), (255, 250, 230), (230, 160, 0)),
    "night": ((8, 16, 52), (24, 48, 112), (200, 214, 255), (255, 255, 255), (0, 0, 20), (255, 240, 170)),
    "twai": ((92, 40, 132), (240, 140, 60), (255, 226, 180), (255, 255, 255), (30, 6, 40), (255, 214, 120)),
}
# the suit's or the effect's word on a face, the side's name on a Day / Night button (shown through t())
WORD = {"day": N_("DAY"), "night": N_("NIGHT"), "twai": N_("TWAI")}
EFFECT_WORD = {"draw": N_("DRAW"), "reset": N_("RESET"), "swap": N_("SWAP")}
SIDE_NAME = {"day": N_("Day"), "night": N_("Night")}
EFFECT_HINT = {"draw": "others draw 1", "reset": "clear · lead again", "swap": "pass 1 right"}
SUN, SUN_RAYS = (255, 190, 40), (255, 222, 120)
SKY_DAY = ((255, 236, 160), (246, 166, 52))
SKY_NIGHT = ((12, 20, 58), (38, 60, 128))


def style(suit: str, cb: bool) -> tuple:
    return (STYLE_CB if cb else STYLE)[suit]


# -- motifs ------------------------------------------------------------------------------------------
def gradient(surf, rect, top, bottom) -> None:
    """A vertical gradient filling `rect`."""
    rect = pygame.Rect(rect)
    n = max(1, rect.h - 1)
    for k in range(rect.h):
        t = k / n
        c = tuple(int(top[j] + (bottom[j] - top[j]) * t) for j in range(3))
        pygame.draw.line(surf, c, (rect.x, rect.y + k), (rect.right - 1, rect.y + k))


def sun(surf, cx: float, cy: float, r: float, colour=SUN, rays=SUN_RAYS, n: int = 12) -> None:
    """A disc with n pointed rays around it."""
    r = max(2.0, r)
    for k in range(n):
        a = k * 2 * math.pi / n
        b = math.pi / n * 0.55
        pts = [(cx + r * 1.18 * math.cos(a - b), cy + r * 1.18 * math.sin(a - b)),
               (cx + r * 1.75 * math.cos(a), cy + r * 1.75 * math.sin(a)),
               (cx + r * 1.18 * math.cos(a + b), cy + r * 1.18 * math.sin(a + b))]
        pygame.draw.polygon(surf, rays, pts)
    pygame.draw.circle(surf, colour, (cx, cy), r)
    if r >= 6:
        pygame.draw.circle(surf, rays, (cx, cy), r, max(1, int(r / 6)))


def moon(surf, cx: float, cy: float, r: float, colour) -> None:
    """A crescent opening to the right (a disc with a disc cut out of it)."""
    r = max(2.0, r)
    size = int(r * 2 + 4)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, colour, (c, c), r)
    pygame.draw.circle(s, (0, 0, 0, 0), (c + r * 0.55, c - r * 0.22), r * 0.86)
    surf.blit(s, (cx - c, cy - c))


def star(surf, cx: float, cy: float, r: float, colour) -> None:
    """A small four-pointed star."""
    r = max(1.5, r)
    q = r * 0.3
    pts = [(cx, cy - r), (cx + q, cy - q), (cx + r, cy), (cx + q, cy + q), (cx, cy + r), (cx - q, cy + q),
           (cx - r, cy), (cx - q, cy - q)]
    pygame.draw.polygon(surf, colour, pts)


def horizon(surf, cx: float, cy: float, r: float, colour, line) -> None:
    """A half sun sitting on a horizon line (twilight)."""
    r = max(2.0, r)
    size = int(r * 2 + 4)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, colour, (c, c), r)
    s.fill((0, 0, 0, 0), (0, int(c), size, size))
    for k in range(1, 6):   # short rays above the horizon
        a = math.pi + k * math.pi / 6
        pygame.draw.line(s, colour, (c + r * 1.15 * math.cos(a), c + r * 1.15 * math.sin(a)),
                         (c + r * 1.45 * math.cos(a), c + r * 1.45 * math.sin(a)), max(1, int(r / 5)))
    surf.blit(s, (cx - c, cy - c))
    w = max(1, int(r / 4))
    pygame.draw.line(surf, line, (cx - r * 1.6, cy + w / 2), (cx + r * 1.6, cy + w / 2), w)


def motif(surf, suit: str, cx: float, cy: float, r: float, cb: bool = False) -> None:
    """The suit's sign: sun (Day), crescent (Night), half sun on a horizon (Twai)."""
    st = style(suit, cb)
    if suit == "day":
        sun(surf, cx, cy, r * 0.62, st[5], _mix(st[5], (255, 255, 255), 0.45))
    elif suit == "night":
        moon(surf, cx, cy, r, st[5])
    else:
        horizon(surf, cx, cy + r * 0.35, r * 0.9, st[5], st[3])


def effect_icon(surf, effect: str, cx: float, cy: float, r: float, colour, dark) -> None:
    """On a dark badge: Draw a card with +1, Reset a circular arrow, Swap two opposed arrows."""
    r = max(3.0, r)
    badge = pygame.Rect(0, 0, int(r * 2.6), int(r * 1.9))
    badge.center = (int(cx), int(cy))
    gfx.rrect(surf, dark, badge, badge.h // 2)
    gfx.rrect(surf, colour, badge, badge.h // 2, max(1, int(r / 8)))
    if effect == "draw":
        rc = pygame.Rect(0, 0, int(r * 0.75), int(r * 1.1))
        rc.center = (int(cx - r * 0.55), int(cy))
        gfx.rrect(surf, colour, rc, max(1, int(r / 6)))
        _glyph(surf, "+1", r * 0.95, (cx + r * 0.45, cy), colour, dark)
    elif effect == "reset":
        w = max(2, int(r / 4.5))
        box = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
        box.center = (int(cx), int(cy))
        pygame.draw.arc(surf, colour, box, math.radians(60), math.radians(360), w)
        a = math.radians(60)
        tip = (cx + r * 0.65 * math.cos(a), cy - r * 0.65 * math.sin(a))
        gfx.arrow_head(surf, colour, (tip[0] - r * 0.28, tip[1] - r * 0.02), math.pi, r * 0.45)
    elif effect == "swap":
        w = max(2, int(r / 5))
        for sgn in (-1, 1):
            y = cy + sgn * r * 0.3
            x0, x1 = (cx - r * 0.8, cx + r * 0.55) if sgn < 0 else (cx + r * 0.8, cx - r * 0.55)
            pygame.draw.line(surf, colour, (x0, y), (x1, y), w)
            gfx.arrow_head(surf, colour, (x1 + (r * 0.28 if sgn < 0 else -r * 0.28), y), 0 if sgn < 0 else math.pi,
                           r * 0.4)


def _glyph(surf, s: str, size: float, center, colour, outline) -> None:
    img = outlined(s, max(7, int(size)), colour, outline)
    surf.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def _mix(a, b, t: float) -> tuple:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def outlined(s: str, size: int, colour, outline, bold: bool = True) -> pygame.Surface:
    """Text with an outline all round, readable on any background."""
    return gfx.outlined(s, size, colour, outline, bold)


# -- faces ------------------------------------------------------------------------------------------
def _background(surf, suit: str, inner: pygame.Rect, st: tuple, cb: bool) -> None:
    """The suit's sky: sun rays (Day), stars (Night), twilight bands over a horizon (Twai)."""
    clip = surf.get_clip()
    surf.set_clip(inner)
    gradient(surf, inner, st[0], st[1])
    w, h = inner.size
    if suit == "day":
        ray = _mix(st[0], st[1], 0.45)
        cx, cy = inner.centerx, inner.y + h * 0.42
        for k in range(16):
            a = k * math.pi / 8
            b = math.pi / 32
            R = h
            pygame.draw.polygon(surf, ray, [(cx, cy), (cx + R * math.cos(a - b), cy + R * math.sin(a - b)),
                                            (cx + R * math.cos(a + b), cy + R * math.sin(a + b))])
    elif suit == "night":
        for k in range(9):
            x = inner.x + (0.3 + 0.6 * ((k * 37 + 11) % 97) / 97) * w
            y = inner.y + (0.04 + 0.62 * ((k * 53 + 29) % 89) / 89) * h
            star(surf, x, y, max(1.5, w * (0.022 if k % 3 else 0.035)), _mix(st[5], st[1], 0.35))
    else:
        y = inner.y + h * 0.8
        pygame.draw.line(surf, _mix(st[1], (255, 240, 190), 0.5), (inner.x, y), (inner.right, y), max(1, h // 70))
    surf.set_clip(clip)


def _corner(suit: str, number: str, cs: int, st: tuple, cb: bool) -> pygame.Surface:
    """The corner index: the number over the suit's small sign."""
    w = int(cs * 1.25)
    corner = pygame.Surface((w, int(cs * 2.05)), pygame.SRCALPHA)
    t = outlined(number, cs, st[3], st[4])
    tr = corner.blit(t, t.get_rect(midtop=(w // 2, 0)))
    if number in ("6", "9"):   # underlined on its baseline, so a 6 seen upside down is not a 9
        f = gfx.font(cs, True)
        y = tr.y + max(1, cs // 13) + f.get_ascent() + max(1, cs // 10)
        lw = max(2, cs // 8)
        x0, x1 = tr.x + cs * 0.16, tr.right - cs * 0.16
        pygame.draw.line(corner, st[4], (x0, y), (x1, y), lw + 2)
        pygame.draw.line(corner, st[3], (x0, y), (x1, y), lw)
    motif(corner, suit, w / 2, cs * 1.5, cs * 0.34, cb)
    return corner


def paint_face(surf, game, cid: int, cb: bool) -> None:
    card = game.cards[cid]
    suit, number, eff = card["suit"], str(card["number"]), card.get("effect") or "none"
    st = style(suit, cb)
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.05))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    _background(surf, suit, inner, st, cb)
    pygame.draw.rect(surf, st[2], inner, max(2, w // 24), border_radius=max(2, radius(w) - 2))
    # corners, top left and (turned) bottom right
    cs = max(8, int(h * 0.14))
    corner = _corner(suit, number, cs, st, cb)
    surf.blit(corner, (m + max(1, w // 28), m + max(1, h // 60)))
    turned = pygame.transform.rotate(corner, 180)
    surf.blit(turned, turned.get_rect(bottomright=(w - m - max(1, w // 28), h - m - max(1, h // 60))))
    # the number big in the middle, the suit (or effect) word under it, its sign (or effect picture) below
    big = outlined(number, max(10, int(h * 0.34)), st[3], st[4])
    surf.blit(big, big.get_rect(center=(w // 2, int(h * 0.37))))
    eff_word = EFFECT_WORD.get(eff)
    word = t(eff_word or WORD[suit])
    if h >= 56:
        size = gfx.fit_size(word, max(7, int(h * 0.085)), int(w * 0.66), bold=True, min_size=6)
        img = outlined(word, size, st[3], st[4])
        surf.blit(img, img.get_rect(center=(w // 2, int(h * 0.6))))
    r = h * 0.085
    if eff_word:
        effect_icon(surf, eff, w / 2, h * 0.77, r, (255, 240, 210), st[4])
    else:
        motif(surf, suit, w / 2, h * 0.77, r, cb)


def paint_back(surf, game) -> None:
    """Twilight: the upper half a day sky with a sun, the lower a night sky with a moon, "TOWAI" between."""
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.05))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    clip = surf.get_clip()
    surf.set_clip(inner)
    gradient(surf, inner, (84, 46, 140), (20, 28, 76))
    top = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 2)
    gradient(surf, top, (246, 170, 84), (140, 70, 150))
    sun(surf, inner.centerx, inner.y + inner.h * 0.25, w * 0.12)
    moon(surf, inner.centerx, inner.y + inner.h * 0.76, w * 0.17, (246, 232, 150))
    surf.set_clip(clip)
    pygame.draw.rect(surf, (236, 196, 90), inner, max(1, w // 28), border_radius=max(2, radius(w) - 1))
    if h >= 40:
        size = gfx.fit_size("TOWAI", max(7, int(h * 0.1)), int(inner.w * 0.82), bold=True, min_size=6)
        img = outlined("TOWAI", size, (255, 236, 180), (40, 16, 60))
        surf.blit(img, img.get_rect(center=inner.center))


# -- the Day/Night card ----------------------------------------------------------------------------------------
def indicator(rect, side: str | None, title: str, lines: list[str], badge: str) -> pygame.Surface:
    """The Day/Night card as a tile: its side's sky and sign, the side's name, what to play, the number badge.

    side None: neither side chosen yet (a neutral twilight tile)."""
    rect = pygame.Rect(rect)
    w, h = rect.size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(8, h // 8)
    body = _sky(w, h, side, rad)
    s.blit(body, (0, 0))
    edge = (150, 70, 0) if side == "day" else (190, 206, 255) if side == "night" else (220, 190, 240)
    gfx.rrect(s, edge, s.get_rect(), rad, max(2, h // 45))
    ink = (92, 40, 0) if side == "day" else (255, 250, 226)
    outline = (255, 244, 214) if side == "day" else (6, 10, 34)
    # the sign on the left, the title to its right
    r = h * 0.16
    sx, sy = int(w * 0.19), int(h * 0.27)
    if side == "day":
        sun(s, sx, sy, r * 0.72)
    elif side == "night":
        moon(s, sx, sy, r * 1.05, (246, 232, 150))
    else:
        horizon(s, sx, sy + r * 0.3, r, (255, 196, 92), (255, 240, 220))
    tsize = gfx.fit_size(title, int(h * 0.2), int(w * 0.6), bold=True)
    t = outlined(title, tsize, ink, outline)
    s.blit(t, t.get_rect(midleft=(int(w * 0.36), sy)))
    bh = max(14, int(h * 0.2))
    bottom = h - max(4, h // 16) - (bh + 4 if badge else 0)
    lines = [x for x in lines if x]
    if lines:
        top = int(h * 0.45)
        size0 = max(8, min(int(h * 0.1), int((bottom - top) / (1.3 * len(lines)))))
        step = (bottom - top) / len(lines)
        for k, line in enumerate(lines):
            size = gfx.fit_size(line, size0, int(w * 0.9), bold=True, min_size=7)
            img = outlined(line, size, ink, outline)
            s.blit(img, img.get_rect(center=(w // 2, int(top + step * (k + 0.5)))))
    if badge:
        bsize = gfx.fit_size(badge, int(bh * 0.78), int(w * 0.84), bold=True, min_size=7)
        img = gfx.text(badge, bsize, (255, 255, 255) if side == "night" else (255, 250, 235), True)
        br = img.get_rect().inflate(bh * 0.6, max(4, bh - img.get_height()))
        br.midbottom = (w // 2, h - max(4, h // 16))
        fill = (150, 70, 0) if side == "day" else (70, 90, 170) if side == "night" else (110, 60, 150)
        gfx.rrect(s, fill, br, br.h // 2)
        s.blit(img, img.get_rect(center=br.center))
    return s


def _sky(w: int, h: int, side, rad: int) -> pygame.Surface:
    """A rounded w×h panel of the side's sky (stars by night)."""
    sky = SKY_DAY if side == "day" else SKY_NIGHT if side == "night" else ((84, 46, 140), (30, 30, 80))
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    gradient(body, body.get_rect(), *sky)
    if side == "night":
        for k in range(11):
            star(body, w * ((k * 37 + 5) % 101) / 101, h * ((k * 59 + 13) % 97) / 97 * 0.6, max(1.5, h * 0.014),
                 (200, 206, 240))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return body


def side_button(size, side: str, rule: str, hot: str) -> pygame.Surface:
    """The face of a Day / Night choice: the sign on the left, the side's name big, the rule under it."""
    w, h = size
    s = _sky(w, h, side, max(6, h // 5))
    ink = (92, 40, 0) if side == "day" else (255, 250, 226)
    outline = (255, 244, 214) if side == "day" else (6, 10, 34)
    sx, sy, r = h * 0.5, h / 2, h * 0.27
    if side == "day":
        sun(s, sx, sy, r * 0.62)
    else:
        moon(s, sx, sy, r, (246, 232, 150))
    x = int(h * 0.95)
    title = t(SIDE_NAME[side])
    img = outlined(title, gfx.fit_size(title, int(h * 0.36), w - x - 10, bold=True), ink, outline)
    s.blit(img, img.get_rect(bottomleft=(x, int(h * 0.56))))
    size2 = gfx.fit_size(rule, max(9, int(h * 0.2)), w - x - 10, bold=True)
    u = outlined(rule, size2, ink, outline)
    s.blit(u, u.get_rect(topleft=(x, int(h * 0.56))))
    k = outlined(hot, max(9, int(h * 0.2)), ink, outline)
    s.blit(k, k.get_rect(topright=(w - 8, 5)))
    return s


class Faces(CardFaces):
    """This game's card faces (the contract: tabletop/ui/core/faces.py)."""

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_back)
