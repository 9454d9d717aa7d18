"""BIG TWO's table layout: the trick panel in the middle (beside or under the side seats, whichever gives
the bigger cards), the played and set-aside piles either side of it."""

from __future__ import annotations

import pygame

from tabletop.ui.core import gfx
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px
from tabletop.ui.table.layout import MAX_PILE_SHOWN, TableLayout

SHOWN_PLAYS = 4          # plays of the current trick drawn (the newest in front)


# -- layout ------------------------------------------------------------------------------------------
class Layout(TableLayout):
    """The trick in the middle; the played cards to its left, the set-aside cards to its right."""

    def __init__(self, size, game, players: int, bottom: int):
        super().__init__(size, game, players, bottom)
        self._place_trick(int(self.pile_h * 0.92))
        self.discard_pos = (self.cx, self.cy)
        side, y = self._pile_spot()
        self.pile_at = {"played": (self.cx - side, y), "aside": (self.cx + side, y)}
        self.draw_pos = self.pile_at["aside"]
        self.piles, self.rows = ["played", "aside"], []

    def _place_trick(self, tall: int) -> None:
        """The trick's card height and centre: its panel clear of the other seats' cards and plates. On a
        square or tall window the side seats come up beside the panel (3 players), or the panel, whose
        cards follow the window's height, grows wider than the room between them: its cards get smaller,
        as little as they must, until the panel fits between the side seats where it is, or under them
        (above the hand) with room left for the two piles beside it; its cards stay about as big as the hand's."""
        areas = [self.seat_area(s) for s in self.plate if s != self.bottom]
        areas = [a for a in areas if not a.left < self.cx < a.right]   # the seat across sits above it
        floor = self.hand_y - self.hand_h // 2 - px(40)   # the panel's caption line stays above the hand
        gap, cy0, k = px(12), self.cy, 1.0
        beside = 2 * (self.cx - 2 * self._pile_half()[3])   # the widest panel the piles fit beside
        least = min(tall, self.hand_h * 0.8)   # the trick's cards stay about as big as the hand's
        while tall * k >= least:
            self.trick_h = int(tall * k)
            self.trick_w = card_size(self.trick_h)[0]
            self.cy = cy0
            r = self.drop_rect()
            if not any(a.colliderect(r) for a in areas):
                return
            top = max(a.bottom for a in areas if a.left < r.right and a.right > r.left) + gap
            if r.w <= beside and top + r.h <= floor:
                self.cy += top - r.top
                return
            k *= 0.95
        self.trick_h, self.cy = int(tall), cy0
        self.trick_w = card_size(self.trick_h)[0]

    def _pile_half(self) -> tuple[int, int, int, int]:
        """A pile's card width and height, how far its stack reaches, and half the width it needs."""
        pw, ph = card_size(int(self.pile_h * 0.7))
        stack = int(MAX_PILE_SHOWN * 1.2 * gfx.scale())
        return pw, ph, stack, int(pw * 0.62) + stack + px(12)  # tilt, stack, margin

    def _pile_spot(self) -> tuple[int, int]:
        """How far from the centre the two piles sit, and at what height: beside the trick, clear of the
        side seats' plates and inside the window. The piles' distance grows with the window's height, the
        plates' places with its width: on 16:10 windows they are drawn in a little; on a squarer window
        (4:3, 5:4) that would put them inside the trick's panel, so they go down, under the plates; on a
        tall one (a half-screen tile, a portrait monitor), under the panel."""
        pw, ph, stack, half = self._pile_half()
        side = min(int(self.trick_w * 3.6), self.cx - half)
        reach = int(ph * 0.56) + stack + px(4)   # the piles' height either side of the centre (tilt, stack)
        room, low = self.w, None
        for p in self.plate.values():
            if p.bottom < self.cy - reach or p.top > self.cy + reach:
                continue
            room = min(room, (self.cx - p.right) if p.centerx < self.cx else (p.left - self.cx))
            low = max(low or 0, p.bottom)
        drop = self.drop_rect()
        if room - half >= side:
            return side, self.cy
        if room - half >= drop.w // 2 + half:
            return room - half, self.cy
        y = low + px(24) + ph // 2 + stack   # under the plate's points line
        if side - half < drop.w // 2:         # the panel spans the piles' places: under it
            y = max(y, drop.bottom + px(30) + ph // 2 + stack)
        return side, min(y, self.hand_y - self.hand_h // 2 - ph // 2 - px(28))

    def drop_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, int(self.trick_w * 5.2), int(self.trick_h * 1.7))
        r.center = (self.cx, self.cy - int(self.trick_h * 0.1))
        return r

    def slot(self, zone: str, i: int, n: int, cid: int = -1):
        if zone == "trick":
            return self._trick_slot(i, n, cid)
        if zone == "played":
            x, y = self.pile_at["played"]
            d = min(n - 1 - i, MAX_PILE_SHOWN) * gfx.scale()
            return x - d * 1.2, y - d * 1.2, ((cid * 29) % 17 - 8) * 0.8, int(self.pile_h * 0.7), n - 1 - i < 6
        if zone == "aside":
            x, y = self.pile_at["aside"]
            k = i * 3 * gfx.scale()
            return x - k, y - k, 0.0, int(self.pile_h * 0.7), True
        return super().slot(zone, i, n, cid)

    def _trick_slot(self, i: int, n: int, cid: int):
        groups = self.hud.get("groups") or []
        gi, j, m = len(groups), i, n
        for k, g in enumerate(groups):
            if cid in g:
                gi, j, m = k, g.index(cid), len(g)
                break
        age = max(0, len(groups) - 1 - gi)
        scale = 1.0 - 0.14 * min(age, 3)
        h = self.trick_h * scale
        step = card_size(h)[0] * 0.66
        x = self.cx + (j - (m - 1) / 2) * step - age * self.trick_w * 0.18
        y = self.cy - age * self.trick_h * 0.2
        return x, y, 0.0, h, age < SHOWN_PLAYS
