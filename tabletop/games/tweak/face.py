"""TWEAK faces: number cards 1–6 in six colours (each with its initial, and a pattern in colour-blind
mode, so a colour reads without its hue), the corner points, the four [T!] cards with their effect in a
few words, the blue 7 target card, and the black backs.

A back's target number (7–10) belongs to one card, but the face cache paints one back for every card,
so the number is laid over the back by `back_with_value` where the table knows it (the deck's top card,
the cards held in a hand, whose backs everyone at the table sees).
"""

from __future__ import annotations

import math

import pygame

from tabletop.i18n import N_, t, tc
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import CardFaces, radius, render

COLOURS = ("red", "orange", "yellow", "green", "blue", "purple")
# the colour's name along a number card's bottom
COLOUR_NAME = {"red": N_("RED"), "orange": N_("ORANGE"), "yellow": N_("YELLOW"), "green": N_("GREEN"),
               "blue": N_("BLUE"), "purple": N_("PURPLE")}
PALETTE = {
    False: {"red": (208, 40, 44), "orange": (234, 124, 22), "yellow": (226, 184, 16), "green": (34, 146, 70),
            "blue": (30, 96, 200), "purple": (126, 62, 176)},
    # colour-blind mode: hues pushed apart in lightness too (after Okabe & Ito), plus a pattern each
    True: {"red": (200, 60, 10), "orange": (236, 160, 0), "yellow": (244, 226, 80), "green": (0, 150, 110),
           "blue": (0, 92, 178), "purple": (150, 90, 160)},
}
PATTERN = {"red": "none", "orange": "dots", "yellow": "rings", "green": "stripes", "blue": "grid", "purple": "zigzag"}
PAPER = (252, 250, 244)
OUTLINE = (26, 26, 30)
BACK = (22, 22, 26)
BACK_LINE = (46, 46, 54)
TARGET_BLUE = (22, 110, 220)

T_STYLE = {  # kind: (title, fill, effect in a few words); the words shown through t()
    "thief": (N_("THIEF"), (74, 46, 118), N_("steals a random card from a player onto the table")),
    "joker": (N_("JOKER"), (190, 140, 20), N_("target +1 or −1 for this turn")),
    "shifter": (N_("SHIFTER"), (18, 118, 128), N_("the deck's top card goes onto the table: new target")),
    "bomb": (N_("BOMB"), (150, 28, 30), N_("every other player puts a card on the table")),
}


def initial(colour: str) -> str:
    """The colour's initial in a number card's corner (its letter in the player's language)."""
    if colour == "red":
        return tc("colour initial", "R")
    if colour == "orange":
        return tc("colour initial", "O")
    if colour == "yellow":
        return tc("colour initial", "Y")
    if colour == "green":
        return tc("colour initial", "G")
    if colour == "blue":
        return tc("colour initial", "B")
    if colour == "purple":
        return tc("colour initial", "P")
    return colour[:1].upper()


def rgb(colour: str, cb: bool) -> tuple:
    return PALETTE[bool(cb)][colour]


def outlined(s: str, size: int, colour, bold: bool = True, outline=OUTLINE, width: int | None = None) -> pygame.Surface:
    """Text with a dark outline (readable on any colour)."""
    return gfx.outlined(s, size, colour, outline, bold, width if width is not None else max(1, size // 12))


def _blit(surf, img, **anchor) -> pygame.Rect:
    r = img.get_rect(**{k: (int(v[0]), int(v[1])) for k, v in anchor.items()})
    surf.blit(img, r)
    return r


def _pattern(surf, rect: pygame.Rect, kind: str, ink) -> None:
    """A light texture that tells the colours apart without their hue (colour-blind mode)."""
    if kind == "none":
        return
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    w, h = rect.size
    step = max(5, w // 6)
    col = (*ink, 120)
    lw = max(1, w // 45)
    if kind == "dots":
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step % 2) * step // 2, w, step):
                pygame.draw.circle(layer, col, (x, y), max(1, step // 5))
    elif kind == "rings":
        for y in range(step // 2, h, step):
            for x in range(step // 2, w, step):
                pygame.draw.circle(layer, col, (x, y), max(2, step // 3), lw)
    elif kind == "stripes":
        for k in range(-h, w, step):
            pygame.draw.line(layer, col, (k, h), (k + h, 0), lw + 1)
    elif kind == "grid":
        for x in range(0, w, step):
            pygame.draw.line(layer, col, (x, 0), (x, h), lw)
        for y in range(0, h, step):
            pygame.draw.line(layer, col, (0, y), (w, y), lw)
    elif kind == "zigzag":
        for y in range(step // 2, h + step, step):
            pts = [(x, y + (step // 3 if (x // (step // 2 or 1)) % 2 else -step // 3)) for x in range(0, w + step, step // 2 or 1)]
            pygame.draw.lines(layer, col, False, pts, lw + 1)
    surf.blit(layer, rect)


def points_badge(surf, cx: float, cy: float, r: float, pts: int) -> None:
    """The corner points: a white disc with the number in black."""
    r = max(4.0, r)
    pygame.draw.circle(surf, OUTLINE, (cx, cy), r + max(1, r / 6))
    pygame.draw.circle(surf, PAPER, (cx, cy), r)
    size = max(6, int(r * 1.35))
    gfx.blit_text(surf, str(pts), size, (cx, cy + 1), OUTLINE, True, anchor="center")


# -- faces ------------------------------------------------------------------------------------------------
def paint_face(surf, game, cid: int, cb: bool) -> None:
    card = game.cards[cid]
    kind = card["kind"]
    if kind == "number":
        _number(surf, game, cid, card, cb)
    elif kind == "target":
        _target_card(surf, card["value"])
    else:
        _t_card(surf, kind)


def _points(game, cid: int) -> int:
    from tabletop.games.tweak.tables import tables
    return tables(game).points[cid]


def _number(surf, game, cid: int, card: dict, cb: bool) -> None:
    w, h = surf.get_size()
    colour, value = card["colour"], card["value"]
    ink = rgb(colour, cb)
    surf.fill(PAPER)
    m = max(2, int(w * 0.06))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, ink, inner, border_radius=max(2, radius(w) - 2))
    if cb:
        _pattern(surf, inner.inflate(-2, -2), PATTERN[colour], (255, 255, 255) if colour != "yellow" else OUTLINE)
    # the value big in the middle, white with a dark outline (reads on every colour)
    big = outlined(str(value), max(10, int(h * 0.46)), PAPER, width=max(1, h // 40))
    _blit(surf, big, center=(w / 2, h * 0.5))
    # top left: value over the colour initial; top right: the points
    cs = max(8, int(h * 0.15))
    corner = outlined(str(value), cs, PAPER, width=max(1, cs // 10))
    r = _blit(surf, corner, topleft=(m + max(1, w // 24), m))
    ini = outlined(initial(colour), max(7, int(cs * 0.72)), PAPER, width=1)
    _blit(surf, ini, midtop=(r.centerx, r.bottom - max(1, h // 60)))
    pr = max(4.0, h * 0.075)
    points_badge(surf, w - m - pr - max(2, w // 18), m + pr + max(2, h // 40), pr, _points(game, cid))
    if h >= 70:  # the colour's name along the bottom
        name = t(COLOUR_NAME[colour]) if colour in COLOUR_NAME else colour.upper()
        size = gfx.fit_size(name, max(7, int(h * 0.085)), int(w * 0.8), bold=True, min_size=6)
        _blit(surf, outlined(name, size, PAPER, width=1), midbottom=(w / 2, h - m - max(2, h // 40)))


def _target_card(surf, value: int) -> None:
    """The blue card under the deck: 7 on both sides (the target once the deck is empty)."""
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.06))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, TARGET_BLUE, inner, border_radius=max(2, radius(w) - 2))
    pygame.draw.ellipse(surf, PAPER, inner.inflate(-inner.w * 0.12, -inner.h * 0.3), max(2, w // 24))
    big = outlined(str(value), max(10, int(h * 0.46)), PAPER, width=max(1, h // 40))
    _blit(surf, big, center=(w / 2, h * 0.5))
    if h >= 60:
        word = t("TARGET")
        size = gfx.fit_size(word, max(7, int(h * 0.09)), int(w * 0.8), bold=True, min_size=6)
        _blit(surf, outlined(word, size, PAPER, width=1), midtop=(w / 2, m + max(2, h // 30)))
        _blit(surf, outlined(t("deck empty"), max(6, size - 2), PAPER, width=1),
              midbottom=(w / 2, h - m - max(2, h // 30)))


def _t_card(surf, kind: str) -> None:
    title, fill, effect = T_STYLE[kind]
    title, effect = t(title), t(effect)
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.06))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, fill, inner, border_radius=max(2, radius(w) - 2))
    pygame.draw.rect(surf, (250, 214, 90), inner.inflate(-max(2, w // 14), -max(2, w // 14)), max(1, w // 40),
                     border_radius=max(2, radius(w) - 3))
    small = h < 90
    gfx.blit_text(surf, "T!", max(7, int(h * 0.1)), (m + max(2, w // 12), m + max(1, h // 40)), (250, 214, 90), True)
    if small:
        t_icon(surf, kind, w / 2, h * 0.56, h * 0.19)
        ts = gfx.fit_size(title, max(7, int(h * 0.13)), int(w * 0.84), bold=True, min_size=6)
        _blit(surf, outlined(title, ts, PAPER, width=1), midbottom=(w / 2, h * 0.34))
        return
    pr = max(4.0, h * 0.06)
    points_badge(surf, w - m - pr - max(2, w // 16), m + pr + max(2, h // 40), pr, 2)
    ts = gfx.fit_size(title, max(7, int(h * 0.1)), int(w * 0.84), bold=True, min_size=6)
    _blit(surf, outlined(title, ts, PAPER, width=1), midtop=(w / 2, m + 2 * pr + max(3, h // 25)))
    t_icon(surf, kind, w / 2, h * 0.45, h * 0.13)
    # the effect inside the gold frame (it ran into it): a smaller type where four lines do not hold it
    room, top, bottom = int(w * 0.72), h * 0.62, h - m - max(2, w // 14)
    for fs in range(max(7, int(h * 0.068)), 5, -1):
        lines = gfx.wrap(effect, fs, room)
        if (top + len(lines) * fs * 1.18 <= bottom and all(gfx.font(fs).size(x)[0] <= room for x in lines)):
            break
    y = top
    for line in lines[:4]:
        gfx.blit_text(surf, line, fs, (w / 2, y), PAPER, anchor="midtop")
        y += fs * 1.18


def t_icon(surf, kind: str, cx: float, cy: float, r: float) -> None:
    """A small picture of a [T!] card's effect, about 2r across."""
    gold, ink, paper = (250, 214, 90), OUTLINE, PAPER
    if kind == "thief":      # a robber's mask
        band = pygame.Rect(0, 0, r * 2.1, r * 0.9)
        band.center = (int(cx), int(cy))
        pygame.draw.ellipse(surf, ink, band)
        for sx in (-1, 1):
            eye = pygame.Rect(0, 0, r * 0.62, r * 0.42)
            eye.center = (int(cx + sx * r * 0.48), int(cy))
            pygame.draw.ellipse(surf, paper, eye)
        pygame.draw.line(surf, ink, (cx - r * 1.05, cy), (cx - r * 1.45, cy - r * 0.35), max(2, int(r / 5)))
        pygame.draw.line(surf, ink, (cx + r * 1.05, cy), (cx + r * 1.45, cy - r * 0.35), max(2, int(r / 5)))
    elif kind == "joker":    # ±1
        img = outlined("±1", max(8, int(r * 1.5)), paper, width=max(1, int(r / 8)))
        _blit(surf, img, center=(cx, cy))
    elif kind == "shifter":  # a card lifted off a deck, with an arrow
        cw, chh = r * 0.95, r * 1.35
        base = pygame.Rect(0, 0, cw, chh)
        base.center = (int(cx - r * 0.35), int(cy + r * 0.2))
        for k in (2, 1, 0):
            pygame.draw.rect(surf, ink, base.move(k * 2, k * 2), border_radius=max(1, int(r / 6)))
        pygame.draw.rect(surf, paper, base, max(1, int(r / 8)), border_radius=max(1, int(r / 6)))
        top = base.move(int(r * 0.8), -int(r * 0.55))
        pygame.draw.rect(surf, paper, top, border_radius=max(1, int(r / 6)))
        pygame.draw.rect(surf, ink, top, max(1, int(r / 10)), border_radius=max(1, int(r / 6)))
        gfx.arrow_head(surf, gold, (top.centerx, top.y - r * 0.15), -math.pi / 2, r * 0.5)
    elif kind == "bomb":     # a round bomb with a lit fuse
        pygame.draw.circle(surf, ink, (cx, cy + r * 0.15), r * 0.85)
        pygame.draw.circle(surf, (90, 90, 100), (cx - r * 0.3, cy - r * 0.15), r * 0.2)
        pygame.draw.line(surf, (200, 170, 120), (cx + r * 0.45, cy - r * 0.5), (cx + r * 0.85, cy - r * 0.95),
                         max(2, int(r / 6)))
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surf, gold, (cx + r * 0.9, cy - r * 1.0),
                             (cx + r * 0.9 + math.cos(a) * r * 0.35, cy - r * 1.0 + math.sin(a) * r * 0.35),
                             max(1, int(r / 8)))


# -- backs ------------------------------------------------------------------------------------------------
def paint_back(surf, game) -> None:
    """The black back of a number card (its target number is laid over it where the table knows it)."""
    w, h = surf.get_size()
    surf.fill(PAPER)
    m = max(2, int(w * 0.05))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, BACK, inner, border_radius=max(2, radius(w) - 1))
    step = max(5, w // 7)
    surf.set_clip(inner.inflate(-2, -2))
    for k in range(-h, w + h, step):
        pygame.draw.line(surf, BACK_LINE, (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
    surf.set_clip(None)
    if h >= 36:
        size = gfx.fit_size("TWEAK", max(7, int(h * 0.09)), int(w * 0.8), bold=True, min_size=6)
        gfx.blit_text(surf, "TWEAK", size, (w // 2, h - m - max(2, h // 20)), (200, 200, 200), True, anchor="midbottom")


_BACKS = gfx.store(200)


def _cached(key, make) -> pygame.Surface:
    return gfx.cached(_BACKS, key, make)


def back_with_value(game, w: int, h: int, value) -> pygame.Surface:
    """A number card's back showing its target number (7–10) in a white ring; None: the plain back."""
    def make():
        s = render(game, -1, w, h, False, False)
        if value is None:
            return s
        r = min(w, h) * 0.34
        c = (w / 2, h * 0.46)
        pygame.draw.circle(s, (250, 250, 250), c, r, max(2, int(r / 7)))
        img = outlined(str(value), max(8, int(r * (1.25 if value < 10 else 1.0))), PAPER, width=max(1, int(r / 12)))
        _blit(s, img, center=c)
        return s
    return _cached(("b", id(game), w, h, value), make)


def t_back(w: int, h: int) -> pygame.Surface:
    """The back of the [T!] deck: dark violet with a gold T!."""
    def make():
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        s.fill(PAPER)
        m = max(2, int(w * 0.05))
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        pygame.draw.rect(s, (40, 20, 60), inner, border_radius=max(2, radius(w) - 1))
        pygame.draw.rect(s, (250, 214, 90), inner.inflate(-max(4, w // 8), -max(4, w // 8)), max(1, w // 36),
                         border_radius=max(2, radius(w) - 2))
        img = outlined("T!", max(8, int(h * 0.3)), (250, 214, 90), width=max(1, h // 50))
        _blit(s, img, center=(w / 2, h / 2))
        from tabletop.ui.core.faces import round_corners
        round_corners(s, radius(w))
        return s
    return _cached(("t", w, h), make)


class Faces(CardFaces):
    """This game's card faces (the contract: tabletop/ui/core/faces.py)."""

    paint_face = staticmethod(paint_face)
    paint_back = staticmethod(paint_back)
