"""Where everything sits on the table for 2–10 seats: the viewer's fan at the bottom, the others around."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px, scale

MAX_PILE_SHOWN = 6     # cards drawn on a face-down pile (the rest are under them)
MAX_DISCARD_SHOWN = 5  # cards drawn on a face-up pile
PICK_LIFT = 0.15       # a picked table card rises by this share of its height
HAND_RISE = 0.2        # a picked or chosen hand card rises by this share of the hand's height (half: hovered)


def control_column(W: int) -> int:
    """How far from the right edge the buttons beside the hand (Play/Clear, Pass, Hint) reach: the hand's
    fan stays left of it, so no card lies under a button."""
    return px(20) + min(int(W * 0.22), px(260)) + px(10)


def discard_jitter(cid: int) -> tuple[float, float, float]:
    """A fixed small offset and tilt per card so the discard pile looks thrown, not stacked."""
    if cid < 0:
        return 0.0, 0.0, 0.0
    return ((cid * 37) % 9 - 4) * 0.8, ((cid * 53) % 7 - 3) * 0.8, ((cid * 29) % 25 - 12) * 1.0


class TableLayout:
    """Positions for one window size, seat count and bottom seat.

    seat order around the table follows play order: the seat after the bottom one sits on its left
    (clockwise play runs bottom → left → top → right, as at a real table).
    """

    def __init__(self, size, game, players: int, bottom: int):
        self.w, self.h = W, H = size
        self.game, self.players, self.bottom = game, players, bottom
        self.hud: dict = {}
        self.hand_h = int(min(H * 0.2, W * 0.13))
        tall = min(H, W)   # cards follow the height, but no more than a square window's on a tall one
        self.pile_h = int(tall * 0.18)
        self.opp_h = int(tall * (0.095 if players <= 5 else 0.085))
        self.hand_w = card_size(self.hand_h)[0]
        self.pile_w = card_size(self.pile_h)[0]
        self.opp_w = card_size(self.opp_h)[0]
        self.cx, self.cy = W // 2, int(H * 0.45)
        self.piles, self.rows = self._table_zones()
        step = int(self.pile_w * 1.6)
        x0 = self.cx - step * (len(self.piles) - 1) / 2
        self.pile_at = {z: (int(x0 + i * step), self.cy) for i, z in enumerate(self.piles)}
        self.draw_pos = self.pile_at.get("draw", self.pile_at[self.piles[0]] if self.piles else (self.cx, self.cy))
        if "discard" in self.pile_at:
            self.discard_pos = self.pile_at["discard"]
        elif self.rows:
            self.discard_pos = (self.cx, self.cy + int(self.pile_h * 0.5 + self.opp_h * 0.5) + px(26))
        else:
            self.discard_pos = self.pile_at[self.piles[-1]] if self.piles else (self.cx, self.cy)
        self.ring: tuple[float, float] = (self.pile_w * 2.05, self.pile_h * 0.86)  # the direction ring's radii
        self.hand_y = H - int(self.hand_h * 0.64) - px(12)
        self.seat_anchor: dict[int, tuple[int, int]] = {}
        self.plate: dict[int, pygame.Rect] = {}
        self._seats()
        for share, lo in self.CROWDED:   # nine or ten seats on a small window: smaller cards, seats lower
            if not self.crowded():
                break
            self.opp_h = min(int(tall * share), self.opp_h)
            self.opp_w = card_size(self.opp_h)[0]
            self._seats(lo)

    # -- seats --------------------------------------------------------------------------------------
    # Tried in turn while a seat's cards or plate cover another seat's plate (`crowded`): the other seats'
    # card height as a share of the window's height, and the angle of the lowest side seats (205 degrees
    # puts them a little below the middle; more, lower, further apart). Every table of up to eight seats
    # fits as first placed, so it keeps that layout; ten seats at 960x540 need the last entries.
    CROWDED = ((0.085, 213.0), (0.08, 213.0), (0.075, 213.0), (0.07, 210.0), (0.07, 213.0), (0.065, 213.0))

    def _angles(self, m: int, lo: float | None = None) -> list[float]:
        if m == 1:
            return [90.0]
        if m == 2:
            return [150.0, 30.0]
        if m == 3:
            return [180.0, 90.0, 0.0]
        if lo is None:
            lo = 198.0 if m <= 5 else 205.0
        hi = 180.0 - lo
        return [lo + (hi - lo) * i / (m - 1) for i in range(m)]

    def _seats(self, lo: float | None = None) -> None:
        W, H = self.w, self.h
        n = self.players
        pw, ph = self.plate_size()
        cy = H * 0.46
        rx, ry = W * 0.5 - pw * 0.62 - px(8), cy - self.opp_h * 0.5 - px(50)
        for k, ang in enumerate(self._angles(n - 1, lo), start=1):
            s = (self.bottom + k) % n
            a = math.radians(ang)
            x = W / 2 + rx * math.cos(a)
            y = cy - ry * math.sin(a)
            self.seat_anchor[s] = (int(x), int(y))
            self.plate[s] = pygame.Rect(int(x - pw / 2), int(y + self.opp_h * 0.5 + px(4)), pw, ph)
        b = self.bottom
        self.seat_anchor[b] = (W // 2, self.hand_y)
        self.plate[b] = pygame.Rect(px(14), H - ph - px(14), pw, ph)

    def seat_row(self, seat: int) -> pygame.Rect:
        """Where another seat's row of cards reaches at most (its full width, past the row's cap)."""
        n = 40
        x0, y, _, h, _ = self._seat_slot(self.game.seat_zones[0], seat, 0, n)
        x1 = self._seat_slot(self.game.seat_zones[0], seat, n - 1, n)[0]
        return pygame.Rect(int(x0 - self.opp_w / 2), int(y - h / 2), int(x1 - x0 + self.opp_w), h)

    def seat_area(self, seat: int) -> pygame.Rect:
        """What another seat covers at most: its row of cards at full width, its plate and the points line
        under the plate."""
        return self.seat_row(seat).union(self.plate[seat]).union(self.plate[seat].move(0, px(22)))

    def crowded(self) -> bool:
        """Whether a plate meets another plate or leaves the window, or a seat's row of cards (at its
        widest) covers another seat's plate or reaches above the window."""
        screen = pygame.Rect(0, 0, self.w, self.h)
        for s, p in self.plate.items():
            others = [q for o, q in self.plate.items() if o != s]
            if p.collidelist(others) != -1 or not screen.contains(p):
                return True
            if s != self.bottom and self.game.seat_zones:
                row = self.seat_row(s)
                if row.top < 0 or row.collidelist(others) != -1:
                    return True
        return False

    def plate_size(self) -> tuple[int, int]:
        """A seat plate: a share of the window, its width capped (190 px at scale 1), its height at least 50."""
        return (int(min(px(190), self.w * 0.15)), int(max(px(50), self.h * 0.075)))

    # -- zones ----------------------------------------------------------------------------------------
    PILES = ("draw", "discard", "played")

    def _table_zones(self) -> tuple[list, list]:
        """Table zones as piles (hidden ones, draw/discard/played) or rows of cards (other public ones)."""
        piles, rows = [], []
        for z in self.game.table_zones:
            if z == "box":
                continue
            d = self.game.zones[z]
            (piles if d["visibility"] == "hidden" or z in self.PILES else rows).append(z)
        return piles, rows

    def _row_y(self, zone: str) -> int:
        k = self.rows.index(zone)
        return self.cy + int(self.pile_h * 0.5 + self.opp_h * 0.5) + px(26) + k * int(self.opp_h * 1.05)

    def pile_pos(self, zone: str) -> tuple[int, int]:
        if zone in self.pile_at:
            return self.pile_at[zone]
        if zone in self.rows:
            return (self.cx, self._row_y(zone))
        return self.draw_pos

    def drop_rect(self) -> pygame.Rect:
        """Where a dragged card counts as dropped on the discard pile (generous)."""
        x, y = self.discard_pos
        return pygame.Rect(0, 0, int(self.pile_w * 1.9), int(self.pile_h * 1.6)).move(
            x - int(self.pile_w * 0.95), y - int(self.pile_h * 0.8))

    def draw_button_rect(self) -> pygame.Rect:
        """The Draw button, left of the draw pile and of the direction ring; below a seat's plate that is
        there (3 players on a small window: the left seat's plate, its Power chip under the button)."""
        r = self.draw_rect()
        x = min(r.x - px(14), self.cx - int(self.ring[0]) - px(18)) - px(124)
        b = pygame.Rect(x, r.centery - px(19), px(124), px(38))
        for _ in range(len(self.plate)):
            hit = [p for s, p in self.plate.items() if s != self.bottom and p.colliderect(b)]
            if not hit:
                break
            b.y = max(p.bottom for p in hit) + px(8)
        return b

    def draw_rect(self) -> pygame.Rect:
        x, y = self.draw_pos
        return pygame.Rect(x - self.pile_w // 2 - px(6), y - self.pile_h // 2 - px(6), self.pile_w + px(12),
                           self.pile_h + px(12))

    def slot(self, zone: str, i: int, n: int, cid: int = -1) -> tuple[float, float, float, int, bool]:
        """(x, y, angle, card height, shown) of the i-th card (bottom first) of n in `zone`."""
        name, _, owner = zone.partition(":")
        if owner:
            return self._seat_slot(name, int(owner), i, n)
        if name == "box":
            x, y = self.draw_pos
            return x, y, 0.0, self.pile_h, False
        if name in self.rows:
            return self._row_slot(self._row_y(name), i, n)
        x, y = self.pile_pos(name)
        depth = n - 1 - i
        if name == "discard" or self.game.zones.get(name, {}).get("visibility") == "public":
            dx, dy, ang = discard_jitter(cid)
            k = scale()   # the pile's jitter and depth grow with the cards (exactly as before at scale 1)
            return x + dx * k, y + dy * k, ang, self.pile_h, depth < MAX_DISCARD_SHOWN
        d = min(depth, MAX_PILE_SHOWN) * scale()
        return x - d * 1.5, y - d * 1.5, 0.0, self.pile_h, depth < MAX_PILE_SHOWN

    def _row_slot(self, y: int, i: int, n: int):
        w = self.opp_w
        step = min(w * 1.05, (self.w * 0.5) / max(1, n))
        x0 = self.cx - step * (n - 1) / 2
        return x0 + i * step, y, 0.0, self.opp_h, True

    def _seat_slot(self, zone: str, seat: int, i: int, n: int):
        main = zone == self.game.seat_zones[0]
        if seat == self.bottom and main:
            return self._fan_slot(i, n)
        ax, ay = self.seat_anchor.get(seat, (self.cx, self.cy))
        if not main:  # extra seat zones (won piles...): a small row beside the plate
            k = self.game.seat_zones.index(zone)
            pr = self.plate[seat]
            return pr.right + px(10) + i * px(6) + (k - 1) * self.opp_w, pr.centery, 0.0, int(self.opp_h * 0.8), True
        maxw = min(self.w * (0.2 if self.players <= 4 else 0.14), self.opp_w * 4)
        step = min(self.opp_w * 0.32, (maxw - self.opp_w) / max(1, n - 1)) if n > 1 else 0
        x0 = ax - step * (n - 1) / 2
        # a side seat's row, centred on its plate, would reach past the window's edge on a wide window
        # (the plate is capped at 190 px, the row is not): it slides in, so every card stays in the window
        margin = self.opp_w / 2 + px(4)
        x0 = max(margin, min(x0, self.w - margin - step * (n - 1)))
        return x0 + i * step, ay, 0.0, self.opp_h, True

    def _fan_slot(self, i: int, n: int):
        """The viewer's hand: a fan along a gentle arc, narrower steps for big hands."""
        w = self.hand_w
        maxw = min(self.w * 0.62, 2 * (self.w - control_column(self.w) - self.cx))
        step = min(w * 0.8, (maxw - w) / max(1, n - 1)) if n > 1 else 0
        mid = (n - 1) / 2
        spread = min(2.6, 26.0 / max(1, n))
        ang = -(i - mid) * spread
        x = self.cx + (i - mid) * step
        y = self.hand_y + ((i - mid) * step / max(1, maxw)) ** 2 * self.hand_h * 0.9
        return x, y, ang, self.hand_h, True
