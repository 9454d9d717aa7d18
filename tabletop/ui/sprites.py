"""Card sprites: position, tilt, size, face up or down, a flip in progress; drawn from the face cache."""

from __future__ import annotations

import pygame

from tabletop.ui.faces import card_size

_seq = [0]


class CardSprite:
    """One card on the table. `card` is its id, or -1 when the viewer may not know which card it is."""

    __slots__ = ("card", "x", "y", "angle", "h", "face_up", "flip", "shown", "zone", "z", "lift", "pop",
                 "moving", "drag", "uid", "glow")

    def __init__(self, card: int, x: float, y: float, h: float, face_up: bool, zone: str):
        self.card, self.x, self.y, self.h = card, x, y, h
        self.angle = 0.0
        self.face_up = face_up   # what the sprite shows when flip >= 0
        self.flip = 1.0          # 1 → 0 → 1 during a flip (width scale); <0 not used
        self.shown = True
        self.zone = zone
        self.z = 0.0
        self.lift = 0.0          # hover / selection lift in the hand, pixels
        self.pop = 0.0           # landing bounce, fraction of size
        self.moving = False
        self.drag = False
        self.glow = False
        _seq[0] += 1
        self.uid = _seq[0]

    def image(self, faces, game, cb: bool) -> pygame.Surface:
        h = self.h * (1.0 + self.pop)
        # sizes rounded to 2 px while moving so the cache stays small; exact at rest
        hq = int(round(h / 2) * 2) if self.moving or self.pop else int(round(h))
        w, hh = card_size(hq)
        up = self.face_up and self.card >= 0
        if self.flip < 0.999:
            img = faces.image(game, self.card, w, hh, cb, up)
            fw = max(1, int(img.get_width() * abs(self.flip)))
            img = pygame.transform.scale(img, (fw, img.get_height()))
            if abs(self.angle) >= 0.5:
                img = pygame.transform.rotate(img, self.angle)
            return img
        return faces.rotated(game, self.card, w, hh, cb, up, self.angle)

    def hit(self, pos, w: float, h: float) -> bool:
        """Whether `pos` is on the card (tilt taken into account)."""
        import math
        dx, dy = pos[0] - self.x, pos[1] - (self.y - self.lift)
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= w / 2 and abs(ly) <= h / 2
