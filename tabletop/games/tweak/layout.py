"""TWEAK's table layout: the deck on the blue card, the target and the T! deck in a row, the table cards in
rows under them, and by every player the hand, the won pile and the [T!] cards (split from table_tweak.py)."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px, scale
from tabletop.ui.table.layout import PICK_LIFT, TableLayout


class Layout(TableLayout):
    """The deck (on the blue card), the target and the T! deck in a row; the table cards in rows under
    them; by every player: the hand, the won pile (face down) and the [T!] cards."""

    def __init__(self, size, game, players: int, bottom: int):
        super().__init__(size, game, players, bottom)
        W, H = self.w, self.h
        self.piles, self.rows = ["deck", "tdeck"], []
        self.side_h = int(self.opp_h * 0.8)             # won piles and T! cards of the other players
        self.side_w = card_size(self.side_h)[0]
        self.my_t_h = int(self.hand_h * 0.62)           # the viewer's own T! cards
        self.my_t_w = card_size(self.my_t_h)[0]
        self.clusters = {s: self._cluster(s) for s in self.plate if s != bottom}
        low = self.hand_y - int(self.hand_h * 0.72) - px(8)
        gap = max(px(16), int(W * 0.02))
        most = int(min(H, W) * 0.15)   # the decks' height (no more than a square window's)
        dh = most
        for _ in range(3):   # the deck row's width depends on its height, its height on what is above it
            dw = card_size(dh)[0]
            row_half = max(px(128), dw * 2.1) / 2 + gap + dw + px(6)
            top = int(H * 0.08)
            for s, r in self.clusters.items():
                if r.right > self.cx - row_half and r.x < self.cx + row_half and r.centery < H * 0.45:
                    top = max(top, r.bottom + px(8))
            dh = max(px(48), min(most, int((low - top) * 0.4)))
        left, right = int(W * 0.16), int(W * 0.84)
        self.deck_h = dh
        self.deck_w = card_size(self.deck_h)[0]
        deck_y = top + self.deck_h // 2 + px(4)
        t_top = deck_y + self.deck_h // 2 + px(12)
        for s, r in self.clusters.items():
            if r.bottom > t_top and r.y < low:
                if r.centerx < W / 2:
                    left = max(left, r.right + px(12))
                else:
                    right = min(right, r.x - px(12))
        half = min(self.cx - left, right - self.cx)
        self.status_h = px(20)                           # a line under the table cards: whose turn, what to do
        self.table_rect = pygame.Rect(self.cx - half, t_top, 2 * half, max(px(40), low - t_top - self.status_h))
        self.target_rect = pygame.Rect(0, 0, int(max(px(128), self.deck_w * 2.1)), self.deck_h)
        self.target_rect.center = (self.cx, deck_y)
        self.pile_at = {"deck": (self.target_rect.x - gap - self.deck_w // 2, deck_y),
                        "tdeck": (self.target_rect.right + gap + self.deck_w // 2, deck_y)}
        self.draw_pos = self.pile_at["deck"]
        self.discard_pos = self.table_rect.center
        self.pile_h, self.pile_w = self.deck_h, self.deck_w

    # -- seats ----------------------------------------------------------------------------------------
    def plate_size(self) -> tuple[int, int]:
        """Three lines of text: a tenth of the window's height at 16:9, no taller elsewhere (on 16:10 and
        squarer windows a gap opened between the second and third lines)."""
        return (int(min(px(200), self.w * 0.16)), int(max(px(70), min(self.h * 0.1, px(74)))))

    def _inward(self, seat: int) -> int:
        return 1 if self.seat_anchor[seat][0] <= self.cx else -1

    def _hand_step(self) -> float:
        return self.opp_w * 0.74

    def _cluster(self, seat: int) -> pygame.Rect:
        """Where a player's things lie: plate, hand (3 cards), won pile and two T! cards."""
        ax, ay = self.seat_anchor[seat]
        hw = self.opp_w + 2 * self._hand_step()
        r = pygame.Rect(int(ax - hw / 2), int(ay - self.opp_h / 2), int(hw), self.opp_h).union(self.plate[seat])
        side = self._side_x(seat, 0, 1)
        extra = pygame.Rect(0, 0, int(abs(self._side_x(seat, 2, 3) - side) + self.side_w), self.side_h)
        extra.center = ((side + self._side_x(seat, 2, 3)) / 2, ay)
        return r.union(extra)

    def _side_x(self, seat: int, k: int, n_t: int) -> float:
        """x of the k-th thing beside a player's hand: 0 the won pile, 1.. the T! cards."""
        ax, ay = self.seat_anchor[seat]
        d = self._inward(seat)
        hw = self.opp_w / 2 + self._hand_step()
        x0 = ax + d * (hw + px(10) + self.side_w / 2)
        first = x0 + d * self.side_w * 1.15
        step = self.side_w * (0.6 if n_t < 4 else 0.45)
        tr = getattr(self, "table_rect", None)   # (not yet while the table's own size is being worked out)
        if k and n_t > 1 and tr is not None and abs(ay - tr.centery) < (tr.h + self.side_h) / 2:
            edge = tr.left - px(6) - self.side_w / 2 if d > 0 else tr.right + px(6) + self.side_w / 2
            room = d * (edge - first)   # many T! cards close up rather than lie on the table's cards
            if room < (n_t - 1) * step:
                step = max(self.side_w * 0.2, room / (n_t - 1))
        x = x0 if k == 0 else first + d * (k - 1) * step
        return min(self.w - self.side_w / 2 - px(4), max(self.side_w / 2 + px(4), x))

    # -- slots -----------------------------------------------------------------------------------------
    def slot(self, zone: str, i: int, n: int, cid: int = -1):
        name, _, owner = zone.partition(":")
        if name == "table":
            return self._table_slot(i, n)
        if name in ("deck", "tdeck", "box"):
            x, y = self.pile_at["tdeck" if name == "tdeck" else "deck"]
            return x, y, 0.0, self.deck_h, False         # drawn as stacks by draw_centre
        if name == "blue":
            x, y = self.pile_at["deck"]
            return x, y, 0.0, self.deck_h, False
        if owner:
            s = int(owner)
            if name == "won":
                return self._won_slot(s, i, n)
            if name == "tzone":
                return self._t_slot(s, i, n)
            if s != self.bottom:
                ax, ay = self.seat_anchor[s]
                st = self._hand_step()
                return ax + (i - (n - 1) / 2) * st, ay, 0.0, self.opp_h, True
        return super().slot(zone, i, n, cid)

    def table_grid(self, n: int) -> tuple[int, int, int]:
        """(rows, cards per row, card height) for n table cards: as big as the table area allows, with room
        above them for a picked card to rise in (it rose over the decks' counters on a small window). A
        long table wraps into more rows when its cards come out at most 2 px smaller."""
        A = self.table_rect
        gap = max(px(6), int(self.w * 0.006))
        best = (1, max(1, n), 12)
        for rows in (1, 2, 3):
            per = max(1, math.ceil(n / rows))
            h = min(int(min(self.h, self.w) * 0.18), int((A.h - (rows - 1) * gap) / (rows + PICK_LIFT)))
            while h > 12 and per * (card_size(h)[0] + gap) - gap > A.w:
                h -= 2
            if h >= best[2] - (2 if rows > 1 else 0) and h > 12:
                best = (rows, per, h)
        return best

    def _table_slot(self, i: int, n: int):
        rows, per, h = self.table_grid(n)
        A = self.table_rect
        gap = max(px(6), int(self.w * 0.006))
        w = card_size(h)[0]
        r, k = divmod(i, per)
        in_row = min(per, n - r * per)
        x = A.centerx + (k - (in_row - 1) / 2) * (w + gap)
        y = A.centery + h * PICK_LIFT / 2 + (r - (rows - 1) / 2) * (h + gap)   # (the top row's lift above)
        return x, y, 0.0, h, True

    def _won_slot(self, s: int, i: int, n: int):
        depth = n - 1 - i
        d = min(depth, 4)
        if s == self.bottom:
            p = self.plate[s]
            h = int(self.my_t_h * 0.85)
            x, y = p.right + px(12) + card_size(h)[0] / 2, self.h - px(12) - self.my_t_h / 2
        else:
            h = self.side_h
            x, y = self._side_x(s, 0, 1), self.seat_anchor[s][1]
        d = d * scale()
        return x - d * 1.2, y - d * 1.2, 0.0, h, depth < 5

    def _t_slot(self, s: int, i: int, n: int):
        if s == self.bottom:
            w = self.my_t_w
            x0 = self.plate[s].right + px(12) + card_size(int(self.my_t_h * 0.85))[0] + px(16)
            room = self.cx - 1.6 * self.hand_w - x0
            per_row = n
            if n > 2 and (room - w) / (n - 1) < w + px(8):   # two rows rather than cards (and USE tags) overlapping
                per_row = -(-n // 2)
            row, col = divmod(i, per_row)
            step = min(w + px(8), max(w * 0.3, (room - w) / max(1, per_row - 1))) if per_row > 1 else 0
            y = self.h - px(12) - self.my_t_h / 2 - row * (self.my_t_h + px(16))
            return x0 + w / 2 + col * step, y, 0.0, self.my_t_h, True
        return self._side_x(s, i + 1, n), self.seat_anchor[s][1], 0.0, self.side_h, True

    def drop_rect(self) -> pygame.Rect:
        return self.table_rect.inflate(px(16), px(16))

    def t_rect(self, seat: int, i: int, n: int) -> pygame.Rect:
        x, y, _a, h, _s = self._t_slot(seat, i, n)
        w, h = card_size(h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(x), int(y))
        return r

