"""Card sprites: position, tilt, size, face up or down, a flip in progress; drawn from the face cache."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.core.faces import card_size, pad

_seq = [0]
BUCKET = 1.06   # a face first shown while moving is painted at a height of a power of this, then scaled


def bucket(h: int) -> int:
    """The height of the ladder of BUCKET steps nearest h."""
    return max(2, int(round(BUCKET ** round(math.log(max(2, h)) / math.log(BUCKET)))))


class CardSprite:
    """One card on the table. `card` is its id, or -1 when the viewer may not know which card it is."""

    __slots__ = ("card", "x", "y", "angle", "h", "face_up", "flip", "shown", "zone", "z", "lift", "pop",
                 "moving", "drag", "uid", "glow", "base")

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
        self.base = None         # (what it showed, its last painted image): scaled while it moves
        _seq[0] += 1
        self.uid = _seq[0]

    def image(self, faces, game, cb: bool) -> pygame.Surface:
        h = self.h * (1.0 + self.pop)
        moving = self.moving or self.pop
        up = self.face_up and self.card >= 0
        # sizes rounded while moving so the cache stays small (a back, the same for every card, to a few
        # BUCKET sizes: it was painted afresh at every other pixel of its way); exact at rest
        hq = (int(round(h / 2) * 2) if up else bucket(h)) if moving else int(round(h))
        w, hh = card_size(hq)
        shows = (game.id, self.card, up, bool(cb))
        img = None
        if moving and up and not faces.has_image(game, self.card, w, hh, cb, up):
            # a face at a size it passes through on its way: its last picture, scaled (painting the face at
            # every size it grows through took 3 ms a frame at 1920x1080); a face turned up on the way is
            # painted once, at a size of a few (BUCKET) that every card shares; the exact picture once it is
            # at rest. (A back is painted once per size for every card: it keeps the cached pictures.)
            if self.base is None or self.base[0] != shows:
                self.base = (shows, card_size(bucket(hq)))
            if not isinstance(self.base[1], pygame.Surface):   # (the size it was last shown at)
                self.base = (shows, faces.image(game, self.card, *self.base[1], cb, up))
            base = self.base[1]
            p = pad(w)
            size = (w + 2 * p, hh + 2 * p)
            img = base if base.get_size() == size else pygame.transform.smoothscale(base, size)
        if img is None:
            self.base = (shows, (w, hh))
            if self.flip >= 0.999:
                return faces.rotated(game, self.card, w, hh, cb, up, self.angle)
            img = faces.image(game, self.card, w, hh, cb, up)
        if self.flip < 0.999:
            fw = max(1, int(img.get_width() * abs(self.flip)))
            img = pygame.transform.scale(img, (fw, img.get_height()))
            if abs(self.angle) >= 0.5:
                img = pygame.transform.rotate(img, self.angle)
            return img
        a = int(round(self.angle)) % 360
        return pygame.transform.rotozoom(img, a, 1.0) if a else img

    def hit(self, pos, w: float, h: float) -> bool:
        """Whether `pos` is on the card (tilt taken into account)."""
        import math
        dx, dy = pos[0] - self.x, pos[1] - (self.y - self.lift)
        a = math.radians(self.angle)
        lx = dx * math.cos(a) - dy * math.sin(a)
        ly = dx * math.sin(a) + dy * math.cos(a)
        return abs(lx) <= w / 2 and abs(ly) <= h / 2
