"""BIG TWO faces: ranks 3 to 2 in the four colours of this edition, each colour with its own pip shape
(green circle, yellow triangle, red square, purple star) so a suit reads without its colour; the two
dragons; a navy back."""

from __future__ import annotations

import math

import pygame

from tabletop.i18n import t, tc
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import CardFaces, radius

SUITS = ("green", "yellow", "red", "purple")
INK = {
    False: {"green": (28, 138, 70), "yellow": (200, 140, 0), "red": (204, 38, 46), "purple": (118, 58, 170)},
    True: {"green": (0, 140, 105), "yellow": (200, 150, 0), "red": (200, 80, 10), "purple": (90, 70, 190)},
}
PAPER = (251, 249, 242)
SUIT_WORD = {"green": "Green", "yellow": "Yellow", "red": "Red", "purple": "Purple"}


def suit_ink(suit: str, cb: bool) -> tuple:
    return INK[bool(cb)][suit]


def pip(surf, suit: str, cx: float, cy: float, r: float, colour) -> None:
    """The suit's shape centred on (cx, cy), about 2r across."""
    r = max(2.0, r)
    if suit == "green":
        pygame.draw.circle(surf, colour, (cx, cy), r)
    elif suit == "yellow":
        pygame.draw.polygon(surf, colour, [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)])
    elif suit == "red":
        pygame.draw.rect(surf, colour, pygame.Rect(cx - r * 0.88, cy - r * 0.88, r * 1.76, r * 1.76))
    else:
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rr = r * 1.12 if k % 2 == 0 else r * 0.48
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        pygame.draw.polygon(surf, colour, pts)


def paint_face(surf, game, cid: int, cb: bool) -> None:
    card = game.cards[cid]
    if card.get("dragon"):
        _dragon(surf, card["dragon"] == "colour")
        return
    w, h = surf.get_size()
    rank, suit = card["rank"], card["suit"]
    ink = suit_ink(suit, cb)
    surf.fill(PAPER)
    m = max(2, int(w * 0.05))
    pygame.draw.rect(surf, ink, (m, m, w - 2 * m, h - 2 * m), max(2, w // 20), border_radius=max(2, radius(w) - 2))
    # corners: rank over pip, top left and (turned) bottom right
    cs = max(8, int(h * 0.15))
    corner = pygame.Surface((int(w * 0.3), int(cs * 1.9)), pygame.SRCALPHA)
    img = gfx.text(rank, gfx.fit_size(rank, cs, corner.get_width(), bold=True), ink, True)
    corner.blit(img, img.get_rect(midtop=(corner.get_width() // 2, 0)))
    pip(corner, suit, corner.get_width() / 2, cs * 1.35, cs * 0.3, ink)
    surf.blit(corner, (m + max(1, w // 30), m + max(1, h // 50)))
    turned = pygame.transform.rotate(corner, 180)
    surf.blit(turned, turned.get_rect(bottomright=(w - m - max(1, w // 30), h - m - max(1, h // 50))))
    # centre: the rank big, the suit's pip under it
    size = gfx.fit_size(rank, int(h * (0.34 if len(rank) == 1 else 0.28)), int(w * 0.62), bold=True)
    gfx.blit_text(surf, rank, size, (w // 2, int(h * 0.43)), ink, True, anchor="center")
    pip(surf, suit, w / 2, h * 0.7, h * 0.07, ink)


def _dragon(surf, colour: bool) -> None:
    w, h = surf.get_size()
    surf.fill((24, 24, 30))
    m = max(2, int(w * 0.05))
    edge = (230, 190, 80) if colour else (235, 235, 235)
    pygame.draw.rect(surf, edge, (m, m, w - 2 * m, h - 2 * m), max(2, w // 22), border_radius=max(2, radius(w) - 2))
    cx, cy, r = w / 2, h * 0.46, w * 0.3
    rim = [INK[False][s] for s in SUITS] if colour else [(245, 245, 245), (40, 40, 40)] * 2
    n = len(rim)
    for k, c in enumerate(rim):
        a0, a1 = k * 2 * math.pi / n, (k + 1) * 2 * math.pi / n
        pts = [(cx, cy)] + [(cx + r * math.cos(a0 + (a1 - a0) * i / 8), cy + r * math.sin(a0 + (a1 - a0) * i / 8))
                            for i in range(9)]
        pygame.draw.polygon(surf, c, pts)
    pygame.draw.circle(surf, (24, 24, 30), (cx, cy), r * 0.55)
    # a coiled body: a spiral of scales
    for i in range(14):
        a = i * 0.62
        rr = r * (0.12 + 0.028 * i)
        pygame.draw.circle(surf, edge, (cx + rr * math.cos(a), cy + rr * math.sin(a)), max(1.5, r * 0.07))
    label = t("DRAGON")
    size = gfx.fit_size(label, max(7, int(h * 0.1)), int(w * 0.82), bold=True, min_size=6)
    gfx.blit_text(surf, label, size, (w // 2, int(h * 0.8)), edge, True, anchor="center")
    sub = tc("dragon card", "colour") if colour else tc("dragon card", "black & white")
    if h >= 70:
        ss = gfx.fit_size(sub, max(7, int(h * 0.065)), int(w * 0.86), min_size=6)
        gfx.blit_text(surf, sub, ss, (w // 2, int(h * 0.9)), gfx.INK_DIM, anchor="center")
    gfx.blit_text(surf, tc("dragon card's corner", "D"), max(8, int(h * 0.12)), (m + max(2, w // 18), m + 1), edge, True)


def paint_back(surf, game) -> None:
    """Navy with a gold lattice and "BIG 2" in an oval."""
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.05))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, (22, 42, 92), inner, border_radius=max(2, radius(w) - 1))
    step = max(6, w // 6)
    for k in range(-h, w + h, step):
        pygame.draw.line(surf, (40, 66, 128), (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, (40, 66, 128), (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), 1)
    o = inner.inflate(-inner.w * 0.2, -inner.h * 0.5)
    pygame.draw.ellipse(surf, (22, 42, 92), o)
    pygame.draw.ellipse(surf, (236, 196, 90), o, max(1, w // 28))
    if h >= 40:
        size = gfx.fit_size("BIG 2", max(7, int(h * 0.12)), int(o.w * 0.8), bold=True, min_size=6)
        gfx.blit_text(surf, "BIG 2", size, o.center, (236, 196, 90), True, anchor="center")


class Faces(CardFaces):
    """This game's card faces (the contract: tabletop/ui/core/faces.py)."""

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_back)
