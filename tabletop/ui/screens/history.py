"""The history of finished matches (the last 50, newest first): pick a match, then one of its rounds to
review it (the same review as after a round)."""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t, tc, tn
from tabletop.persist import history
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text, listed
from tabletop.ui.screens.base import MenuScene


class HistoryScene(MenuScene):
    name = "history"
    title = N_("Match history")

    def __init__(self, app):
        super().__init__(app)
        from tabletop.rules.loader import catalogue
        data, self.notice = history.load()
        self.matches = list(reversed(data["matches"]))   # the newest first
        self.names = {e["id"]: e["game"].name for e in catalogue() if e["game"] is not None}
        self.first = 0       # the first match row shown (the list scrolls)
        self.chosen = 0 if self.matches else None
        self.shown = 1

    def enter(self) -> None:
        if self.notice:
            self.app.toast(self.notice, 8.0)
        super().enter()

    def label(self, m: dict) -> str:
        """A match in a line: when it ended, its game, who won, its rounds, and a takeback if one was used."""
        names = [s["name"] for s in m["seats"]]
        from tabletop.ui.table.session import YOU
        you = tc("the lone human, inside a sentence", "you")
        won = [you if names[i] == YOU else names[i] for i in m["winners"] if 0 <= i < len(names)]
        parts = [m.get("ended", ""), config_text(self.names.get(m["game"], m["game"])),
                 t("won by {names}", names=listed(won)) if won else t("no winner"),
                 tn("{n} round", "{n} rounds", m["rounds"])]
        if m.get("takeback"):
            parts.append(t("with a takeback"))
        return " · ".join(x for x in parts if x)   # the items of a list, not a sentence

    def areas(self, size) -> tuple[pygame.Rect, pygame.Rect]:
        """(the list of matches, the rounds of the chosen one)."""
        w, h = size
        top, bottom = int(h * 0.16), h - px(90)
        left = pygame.Rect(px(24), top, int(w * 0.64) - px(36), bottom - top)
        right = pygame.Rect(left.right + px(24), top, w - left.right - px(48), bottom - top)
        return left, right

    def build(self, size) -> None:
        w, h = size
        left, right = self.areas(size)
        rh, gap = px(40), px(8)
        self.shown = max(1, (left.h + gap) // (rh + gap))
        self.first = max(0, min(self.first, len(self.matches) - self.shown))
        self.widgets = []
        for k, m in enumerate(self.matches[self.first:self.first + self.shown]):
            i = self.first + k
            label = gfx.ellipsize(self.label(m), px(15), left.w - px(24))
            self.widgets.append(Button((left.x, left.y + k * (rh + gap), left.w, rh), label,
                                       lambda i=i: self.choose(i), primary=i == self.chosen, size=px(15)))
        if self.chosen is not None:   # its rounds, by number, a page at a time ("»" turns it)
            rounds = self.matches[self.chosen]["rounds"]
            side = px(44)
            cols = max(1, (right.w + gap) // (side + gap))
            top = right.y + px(30)
            fit = max(1, (right.bottom - top + gap) // (side + gap)) * cols
            page = fit if rounds <= fit else fit - 1
            self.round_first = self.round_first if self.round_first < rounds else 0
            cells = [(str(r + 1), lambda r=r: self.review(r + 1))
                     for r in range(self.round_first, min(rounds, self.round_first + page))]
            if rounds > fit:
                cells.append(("»", lambda: self.turn_rounds(page)))
            for k, (label, fn) in enumerate(cells):
                col, row = k % cols, k // cols
                self.widgets.append(Button((right.x + col * (side + gap), top + row * (side + gap), side, side),
                                           label, fn, size=px(15)))
        self.widgets.append(Button((w // 2 - px(120), h - px(72), px(240), px(52)), t("Done"), self.back))

    round_first = 0   # the first round button shown of the chosen match

    def choose(self, i: int) -> None:
        self.chosen, self.round_first = i, 0
        self.layout(self.app.size)

    def turn_rounds(self, page: int) -> None:
        """The next page of round buttons (after the last, the first again)."""
        self.round_first += page
        self.layout(self.app.size)

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.matches) - self.shown))
        self.layout(self.app.size)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(self.shown if event.key == pygame.K_PAGEDOWN else -self.shown)
            return
        super().handle(event)

    def review(self, round_no: int) -> None:
        """The chosen match's round, replayed in the review (a match whose game no longer loads or whose
        moves no longer replay says why and stays listed)."""
        m = self.matches[self.chosen]
        try:
            self.app.scenes.push(make("review", self.app, m, round_no))
        except Exception as e:  # noqa: BLE001  a game's file that no longer loads, moves its rules refuse
            self.app.toast(t("This match cannot be replayed: {reason}", reason=str(e) or type(e).__name__), 6.0)

    def back(self) -> None:
        self.app.scenes.pop()

    def draw(self, surf) -> None:
        super().draw(surf)
        left, right = self.areas(surf.get_size())
        if not self.matches:
            gfx.blit_text(surf, t("No finished match yet."), px(18), left.midtop, gfx.INK_DIM, anchor="midtop")
            return
        if self.chosen is not None:
            head = t("Review a round of this match:")
            gfx.blit_text(surf, gfx.ellipsize(head, px(16), right.w), px(16), (right.x, right.y), gfx.GOLD, True)
        if len(self.matches) > self.shown:
            more = t("Matches {first}–{last} of {n}: mouse wheel or PageUp/PageDown", first=self.first + 1,
                     last=min(len(self.matches), self.first + self.shown), n=len(self.matches))
            gfx.blit_text(surf, gfx.ellipsize(more, px(14), left.w), px(14), (left.x, left.bottom + px(2)),
                          gfx.INK_DIM)
