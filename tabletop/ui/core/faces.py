"""Card faces: each game's painters (generic ones by default), rendered per size and cached.

The contract of a game's faces is `CardFaces` below: a game folder's `face.py` may define
`class Faces(CardFaces)` overriding `paint_face(surf, game, cid, cb)` and/or `paint_back(surf, game)`; both
draw on a w×h transparent surface, the cache rounds the corners. Without a face module the game's cards
get the generic faces; a face module without a `Faces` subclass of CardFaces is refused (TypeError).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop.i18n import language
from tabletop.ui.core import gfx
from tabletop.ui.core.lru import ByteLRU

if TYPE_CHECKING:
    from tabletop.engine.game import Game

RATIO = 2 / 3  # card width / height
BACK = -1


def card_size(h: float) -> tuple[int, int]:
    h = max(12, int(round(h)))
    return max(8, int(round(h * RATIO))), h


def radius(w: int) -> int:
    return max(3, int(w * 0.09))


def pad(w: int) -> int:
    """Transparent margin around a card image that holds its shadow."""
    return max(3, int(w * 0.08))


# -- painters ---------------------------------------------------------------------------------------
TINTS = {"red": (206, 52, 52), "orange": (232, 132, 30), "yellow": (214, 168, 20), "green": (44, 150, 76),
         "blue": (36, 100, 196), "purple": (132, 72, 176), "day": (222, 150, 20), "night": (38, 56, 128),
         "twai": (140, 80, 180), "black-and-white": (40, 40, 40), "colour": (196, 50, 130)}


def generic_face(surf, game, cid: int, cb: bool) -> None:
    """Any game: a white card tinted by the colour word of its name, its rank big, its name small."""
    w, h = surf.get_size()
    name = game.card_name(cid)   # in the player's language; its colour word read from the config's own name
    own = (game.attr["name"][cid] if "name" in game.attr else name).split(" (")[0].split()
    tint = TINTS.get(own[0].lower(), (60, 60, 70)) if own else (60, 60, 70)
    words = name.split(" (")[0].split()
    big = words[-1] if len(words) > 1 else (words[0][:2] if words else "?")
    surf.fill((250, 248, 240))
    m = max(2, int(w * 0.06))
    pygame.draw.rect(surf, tint, (m, m, w - 2 * m, h - 2 * m), max(2, w // 22), border_radius=max(2, radius(w) - 2))
    size = max(8, int(h * (0.36 if len(big) <= 2 else 0.22)))
    size = gfx.fit_size(big, size, int(w * 0.8), bold=True)
    gfx.blit_text(surf, big, size, (w // 2, int(h * 0.44)), tint, True, anchor="center")
    cs = max(7, int(h * 0.11))
    gfx.blit_text(surf, big, cs, (m + max(2, w // 16), m + max(1, h // 40)), tint, True)
    if h >= 60:
        ns = gfx.fit_size(name, max(7, int(h * 0.075)), w - 2 * m - 6, bold=True, min_size=6)
        gfx.blit_text(surf, name, ns, (w // 2, h - m - max(3, h // 30)), gfx.INK_DARK, True, anchor="midbottom")


def generic_back(surf, game) -> None:
    """A deep red back with a diamond lattice and an oval."""
    w, h = surf.get_size()
    surf.fill((250, 248, 240))
    m = max(2, int(w * 0.06))
    inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
    pygame.draw.rect(surf, (128, 24, 36), inner, border_radius=radius(w) - 1)
    step = max(6, w // 7)
    for k in range(-h, w + h, step):
        pygame.draw.line(surf, (150, 40, 52), (inner.x + k, inner.y), (inner.x + k + inner.h, inner.bottom), 1)
        pygame.draw.line(surf, (150, 40, 52), (inner.x + k, inner.bottom), (inner.x + k + inner.h, inner.y), 1)
    o = inner.inflate(-inner.w * 0.25, -inner.h * 0.45)
    pygame.draw.ellipse(surf, (240, 200, 90), o, max(1, w // 30))


class CardFaces:
    """The contract of a game's card faces, and the generic faces: a game's `face.py` subclasses it as
    `Faces` and overrides what it paints differently. Both painters draw on a transparent w×h surface (the
    cache rounds the corners and adds the shadow); `cb` is the colour-blind mode (notches, safe palette)."""

    @staticmethod
    def paint_face(surf: pygame.Surface, game: Game, cid: int, cb: bool) -> None:
        """The face of card `cid` (generic: a white card tinted by its colour word, its rank, its name)."""
        generic_face(surf, game, cid, cb)

    @staticmethod
    def paint_back(surf: pygame.Surface, game: Game) -> None:
        """The back every card of the game shares (generic: a deep red lattice and an oval)."""
        generic_back(surf, game)


def faces_of(game_id: str) -> type[CardFaces]:
    """The faces of a game: its folder's `Faces` class, or the generic CardFaces when it has no face module."""
    from tabletop.games import part
    mod = part(game_id, "face")
    if mod is None:
        return CardFaces
    cls = getattr(mod, "Faces", None)
    if not (isinstance(cls, type) and issubclass(cls, CardFaces)):
        raise TypeError(f"{game_id}'s face module: it must define class Faces(CardFaces) (tabletop/ui/core/faces.py), "
                        "whose paint_face and paint_back are its painters")
    return cls


_PAINTERS: dict = {}


def painter(game_id: str):
    """(paint_face, paint_back) for a game: its `Faces` painters, the generic ones where it has none."""
    p = _PAINTERS.get(game_id)
    if p is None:
        cls = faces_of(game_id)
        p = (cls.paint_face, cls.paint_back)
        _PAINTERS[game_id] = p
    return p


def round_corners(surf, r: int) -> None:
    """Make everything outside a rounded rectangle transparent."""
    mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)


def render(game, cid: int, w: int, h: int, cb: bool, face_up: bool) -> pygame.Surface:
    """A freshly painted card (w×h, corners rounded), not cached."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    face, back = painter(game.family)
    if face_up and cid >= 0:
        face(surf, game, cid, cb)
    else:
        back(surf, game)
    round_corners(surf, radius(w))
    return surf


class FaceCache:
    """Card images keyed by (game, card, size, colour-blind, face-up); a window resize asks for new sizes.

    `image()` is the card with its soft shadow baked in (the card centred in it); `rotated()` caches
    whole-degree rotations of that; `face()` the bare face an image is made from. The three stores share
    one budget of MAX_BYTES of pixels, the least recently used picture of any of them going first (a face
    whose image is made is not asked for again, so it goes early), and each holds at most MAX pictures.

    Resizing through large windows kept every size (over 1 GB); then each store had 64 MiB of its own, and a
    long session grew to 124 MiB of RSS at 9,000 frames on the way to 3 x 64. 32 MiB leaves a
    two-hour session room under 150 MB for the CJK fonts to come. The price, measured on a 4-seat table of
    AI seats: at 1280x720 250-290 pictures painted per 2,000 frames (126 on average over 36,000 with no
    bound); at 1920x1080 320-390 against 170-290.
    """

    MAX = 900
    MAX_BYTES = 32 * 1024 * 1024   # all three stores together

    def __init__(self):
        self.lru = ByteLRU(self.MAX_BYTES)
        self.faces = self.lru.store(self.MAX)
        self.images = self.lru.store(self.MAX)
        self.rot = self.lru.store(self.MAX)
        self.renders = 0

    @staticmethod
    def key(game, cid: int, w: int, h: int, cb: bool, face_up: bool) -> tuple:
        cid = cid if face_up and cid >= 0 else BACK
        # the language too: a face may print a word ("DRAGON", "WILD") in the player's language
        return (game.id, cid, int(w), int(h), bool(cb) and cid >= 0, cid >= 0, language() if cid >= 0 else "")

    def _get(self, store, key, make):
        s = store.get(key)
        if s is None:
            s = make()
            store.put(key, s)
        return s

    def held_bytes(self) -> int:
        """The pixels every store holds, in bytes."""
        return self.lru.bytes

    def face(self, game, cid: int, w: int, h: int, cb: bool, face_up: bool) -> pygame.Surface:
        k = self.key(game, cid, w, h, cb, face_up)

        def make():
            self.renders += 1
            s = render(game, k[1], k[2], k[3], k[4], k[5])
            return s.convert_alpha() if pygame.display.get_surface() else s

        return self._get(self.faces, k, make)

    def has_image(self, game, cid: int, w: int, h: int, cb: bool, face_up: bool) -> bool:
        """Whether `image()` of these has been made (and not dropped since)."""
        return self.key(game, cid, w, h, cb, face_up) in self.images

    def image(self, game, cid: int, w: int, h: int, cb: bool, face_up: bool) -> pygame.Surface:
        k = self.key(game, cid, w, h, cb, face_up)

        def make():
            p = pad(w)
            img = pygame.Surface((w + 2 * p, h + 2 * p), pygame.SRCALPHA)
            off = max(1, p // 2)
            blur = max(2, p - off)
            sh = gfx.soft_shadow(w, h, radius(w), blur, 80)
            img.blit(sh, (p - blur, p - blur + off))
            img.blit(self.face(game, cid, w, h, cb, face_up), (p, p))
            return img.convert_alpha() if pygame.display.get_surface() else img

        return self._get(self.images, k, make)

    def rotated(self, game, cid: int, w: int, h: int, cb: bool, face_up: bool, angle: float) -> pygame.Surface:
        a = int(round(angle)) % 360
        if a == 0:
            return self.image(game, cid, w, h, cb, face_up)
        k = self.key(game, cid, w, h, cb, face_up) + (a,)
        return self._get(self.rot, k, lambda: pygame.transform.rotozoom(
            self.image(game, cid, w, h, cb, face_up), a, 1.0))

    def clear(self) -> None:
        self.lru.clear()
