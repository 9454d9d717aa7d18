"""The table's hint (H, its button): the move the normal bot would make for the seat at the screen, from
that seat's view and legal actions only (tabletop.ai.hint.suggest), shown on the table with its reason.

How the suggested move is shown is the game's (GameTable.show_hint: by default the cards it plays are
lifted or picked, else the button or pile that makes it is outlined); the reason is a banner."""

from __future__ import annotations

import pygame

from tabletop.ai.bots import bot_seed
from tabletop.ai.hint import suggest
from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.widgets import Button
from tabletop.ui.table.layout import HAND_RISE

SHOW = 4.0   # seconds the reason and the outline stay


def action_rects(table, action) -> list:
    """Where the move `action` is made other than with the hand: the buttons that make it (their click
    acts it), and the draw pile for a draw."""
    out = [w.rect for w in table.widgets
           if isinstance(w, Button) and getattr(w.on_click, "__defaults__", None) == (action,)]
    if action.kind == "draw":
        out += [w.rect for w in table.widgets if getattr(w.on_click, "__func__", None) is type(table).draw_card]
        out.append(table.geom.draw_rect())
    return out


class TableHints:
    """Mixed into TableScene: the hint, its button, and the outline it draws."""

    hint_marks: list = []     # rects outlined for the hint shown
    hint_until = 0.0          # on the table's clock
    hint_last = None          # the Hint of the last press (tests and the screenshots read it)

    def hint_refusal(self) -> str | None:
        """Why no hint now, or None."""
        v = self.viewer
        if v is None or self.handing_off or self.session.public["phase"] != "play":
            return t("No hint now: it is not your decision.")
        if self.session.primary() != v or not self.decision_key(v)[1]:
            return t("No hint now: it is not your decision.")
        if self.director.busy or self.runner.job:
            return t("No hint while the cards move: try again in a moment.")
        return None

    def hint(self) -> None:
        """H or the Hint button: show the suggested move and its reason, or why there is none."""
        why = self.hint_refusal()
        if why is not None:
            self.banner(why, 2.5, bad=True)
            self.app.sound.play("refuse")
            return
        v = self.viewer
        legal = list(self.decision_key(v)[1])
        view = self.session.view(v)   # the seat's view only: what the player may see
        h = suggest(self.game, view, legal, bot_seed(self.session.seed, v, "hint", len(self.session.actions)))
        self.hint_last = h
        self.hint_marks = []
        self.gameui.show_hint(self, h.action)
        self.hint_until = self.time + SHOW
        self.controls_key = None
        self.banner(h.reason, SHOW)
        self.banner_rise = int(self.geom.hand_h * HAND_RISE)   # above the lifted cards, not over them

    def hint_controls(self, mine: bool, right: int) -> list:
        """The Hint button at the top, left of `right` (the Undo and Menu buttons), on the player's decision."""
        if not mine:
            return []
        label = t("Hint (H)")
        w = max(px(100), gfx.font(px(16), True).size(label)[0] + px(24))
        return [Button((right - px(10) - w, px(12), w, px(40)), label, self.hint, size=px(16))]

    def draw_hint(self, surf) -> None:
        """The outline of the buttons and piles the hint points at, while it shows."""
        if not self.hint_marks or self.time >= self.hint_until or not self.my_turn():
            return
        for r in self.hint_marks:
            pygame.draw.rect(surf, gfx.GOLD, pygame.Rect(r).inflate(px(10), px(10)), max(2, px(4)), border_radius=px(12))
