"""What a card does, shown when the pointer rests on it: a short tooltip in the player's language.

The words live with each game: its folder's text module may define `card_tip(game, cid) -> str | None`
(an action card, a T! card...); the table asks through its contract (`GameTable.tip_at`), which a game
extends for pictures that are not cards (cards drawn on the plates)."""

from __future__ import annotations

import pygame

from tabletop.ui.core import gfx
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px

REST = 0.5      # seconds the pointer rests on a thing before its tip shows
WIDTH = 340     # the widest a tip is (at scale 1); it wraps below that


def card_tip(game, cid: int) -> str | None:
    """The words of the game's folder for what card `cid` does, or None (a plain card)."""
    from tabletop.games import part
    mod = part(game.family, "text")
    fn = getattr(mod, "card_tip", None) if mod is not None else None
    return fn(game, cid) if fn is not None and cid is not None and cid >= 0 else None


def card_under(table, pos) -> int | None:
    """The face-up card drawn topmost under `pos`: the whole picture of a crowded hand's card, a card
    shown as a button (a game's usable special cards), else the topmost face-up card sprite."""
    pv = table.preview_rect
    if pv is not None and pv[1].collidepoint(pos):
        return pv[0].card
    for w in reversed(table.widgets):
        if w.rect.collidepoint(pos):
            cid = getattr(w, "cid", None)
            return cid if isinstance(cid, int) and cid >= 0 else None
    best = None
    for s in table.director.sprites():
        if not s.shown or not s.face_up or s.card < 0:
            continue
        w, h = card_size(s.h)
        if s.hit(pos, w, h) and (best is None or s.z > best.z):
            best = s
    return best.card if best is not None else None


class TableTips:
    """Mixed into TableScene: the tip under the pointer once it has rested there REST seconds."""

    tip_since = (None, 0.0)   # (what the pointer is on, since when on the table's clock)

    def tip_now(self) -> str | None:
        """The tip to show this frame, or None (the pointer moving, a dialog or a drag, another scene on top)."""
        if self.app.scenes.top is not self or self.dialog is not None or self.drag or self.mouse[0] < 0:
            self.tip_since = (None, 0.0)
            return None
        text = self.gameui.tip_at(self, self.mouse)
        key = (text, self.mouse)
        if text is None:
            self.tip_since = (None, 0.0)
            return None
        if self.tip_since[0] is None or self.tip_since[0][0] != text or _far(self.tip_since[0][1], self.mouse):
            self.tip_since = (key, self.time)
        return text if self.time - self.tip_since[1] >= REST else None

    def draw_tip(self, surf) -> None:
        """The tip in a box by the pointer: within the window, and above or below the pointer, whichever
        keeps it off the banner (a refusal or an instruction stays readable)."""
        text = self.tip_now()
        if not text:
            return
        box, lines, size = tip_box(self, surf.get_size(), text)
        gfx.panel(surf, box, px(10), fill=(18, 24, 30), alpha=240, edge=gfx.GOLD)
        step = gfx.font(size).get_linesize()
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, size, (box.x + px(10), box.y + px(7) + i * step), gfx.INK)


def tip_box(table, size, text: str) -> tuple:
    """(rect, lines, text size) of the tip for `text` by the pointer."""
    W, H = size
    tsize = px(15)
    lines = gfx.wrap(text, tsize, min(px(WIDTH), W - px(40)))
    f = gfx.font(tsize)
    w = max(f.size(x)[0] for x in lines) + px(20)
    h = f.get_linesize() * len(lines) + px(14)
    mx, my = table.mouse
    screen = pygame.Rect(0, 0, W, H)
    avoid = []
    if table.banner_t > 0 and table.banner_text:
        avoid.append(table.banner_box(size)[0])
    tries = [(mx + px(16), my - h - px(12)), (mx + px(16), my + px(22)), (mx - w - px(16), my - h - px(12)),
             (mx - w - px(16), my + px(22))]
    box = None
    for x, y in tries:
        r = pygame.Rect(x, y, w, h).clamp(screen)
        if r.collidelist(avoid) == -1:
            box = r
            break
    if box is None:   # the banner is everywhere near: above it or below it, at the pointer's side
        b = avoid[0]
        r = pygame.Rect(mx + px(16), b.top - h - px(6), w, h)
        if r.top < 0:
            r.top = b.bottom + px(6)
        box = r.clamp(screen)
    return box, lines, tsize


def _far(a, b) -> bool:
    """The pointer moved more than a few pixels (resting on the same card, it may shake a little)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > px(6)
