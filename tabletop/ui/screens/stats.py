"""The statistics screen: per game, the matches won against AI seats (in all and by level), the hot-seat
matches and the rounds played; a reset that asks first."""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t
from tabletop.persist import stats
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.gfx import px
from tabletop.ui.screens.base import MenuScene
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text

HEADS = (N_("Game"), N_("Won vs AI"), N_("Easy"), N_("Normal"), N_("Hard"), N_("Takeback"), N_("Hot-seat"),
         N_("Rounds"))
COLUMNS = (0.0, 0.25, 0.43, 0.525, 0.62, 0.725, 0.845, 0.95)   # where each column starts (the first) or centres, of the width
NOTE = N_("Won vs AI: finished matches with you the only human at the table (a shared win or a team's win "
          "counts). Easy, Normal, Hard: won of played when every AI seat was at that level. Hot-seat: matches of "
          "two or more humans. A match left unfinished is not counted.")
NOTE_TAKEBACK = N_("Takeback: won of played among the matches in which a move was taken back (Undo); they are not "
                   "counted in the other columns.")


def share(won: int, played: int) -> str:
    """"3 of 5 (60%)", or "–" before the first match; 0% and 100% only when no match or every match was won."""
    if not played:
        return "–"
    pct = min(99, max(1, round(100 * won / played))) if 0 < won < played else 100 * won // played
    return t("{won} of {played} ({percent}%)", won=won, played=played, percent=pct)


def cells(g: dict) -> list[str]:
    """One game's row after its name, as the columns show it."""
    lv = [f"{g[k][0]}/{g[k][1]}" if g[k][1] else "–" for k in stats.PAIRS]
    return [share(g["won"], g["played"]), *lv, str(g["hotseat"]) if g["hotseat"] else "–",
            str(g["rounds"]) if g["rounds"] else "–"]


def _room(width: int, c: int) -> int:
    """How wide column c's text may be: as far as the nearer of its neighbours (the panel's edge for the last)."""
    after = COLUMNS[c + 1] if c + 1 < len(COLUMNS) else 1.0 + (1.0 - COLUMNS[c])
    return int(width * min(COLUMNS[c] - COLUMNS[c - 1], after - COLUMNS[c]))


class StatsScene(MenuScene):
    name = "stats"
    title = N_("Statistics")

    def __init__(self, app):
        super().__init__(app)
        from tabletop.rules.loader import catalogue
        self.confirming = False
        self.data, self.notice = stats.load()
        # a row per game that loads (a game's statistics are kept while its file does not load, not shown)
        self.games = [(e["id"], e["game"].name) for e in catalogue() if e["game"] is not None]   # names: messages

    def enter(self) -> None:
        if self.notice:
            self.app.toast(self.notice, 8.0)
        super().enter()

    def box(self, size) -> pygame.Rect:
        w, h = size
        bw = min(px(900), w - px(40))
        rows = 1 + len(self.games)
        return pygame.Rect((w - bw) // 2, int(h * 0.17), bw, min(px(24) + px(44) * rows, h - int(h * 0.17) - px(232)))

    def build(self, size) -> None:
        w, h = size
        y = h - px(80)
        if self.confirming:
            # Cancel is the primary button: Enter, with the focus anywhere, keeps the statistics
            self.widgets = [Button((w // 2 - px(250), y, px(240), px(52)), t("Cancel"), self.cancel, primary=True),
                            Button((w // 2 + px(10), y, px(240), px(52)), t("Reset everything"), self.do_reset)]
            return
        # a second window (it plays without saving) leaves the first one's statistics alone
        self.widgets = [Button((w // 2 - px(250), y, px(240), px(52)), t("Reset statistics"), self.ask_reset,
                               enabled=self.app.save_enabled),
                        Button((w // 2 + px(10), y, px(240), px(52)), t("Done"), self.back, primary=True)]

    def back(self) -> None:
        if self.confirming:
            self.cancel()
        else:
            self.app.scenes.pop()

    def ask_reset(self) -> None:
        self.confirming = True
        self.layout(self.app.size)
        widgets.set_focus(self, self.widgets[0])   # Enter keeps the statistics

    def cancel(self) -> None:
        self.confirming = False
        self.layout(self.app.size)
        widgets.set_focus(self, self.widgets[0])   # back on Reset statistics, where the player was

    def do_reset(self) -> None:
        notice = stats.reset()
        if notice:
            self.app.toast(notice, 6.0)
        self.data, _ = stats.load()
        self.cancel()

    def draw(self, surf) -> None:
        super().draw(surf)
        w, h = surf.get_size()
        box = self.box((w, h))
        gfx.panel(surf, box, px(16))
        inner = box.inflate(-px(48), 0)
        row = (box.h - px(24)) // (1 + len(self.games))
        size = min(px(19), row - px(8))
        heads = [t(x) for x in HEADS]
        for r, (label, values) in enumerate([(heads[0], heads[1:])] +
                                            [(config_text(name), cells(stats.game(self.data, gid)))
                                             for gid, name in self.games]):
            y = box.y + px(12) + r * row + (row - size) // 2
            colour = gfx.GOLD if r == 0 else gfx.INK
            fit = gfx.fit_size(label, size, int(inner.w * COLUMNS[1]) - px(8), bold=True, min_size=px(10))
            gfx.blit_text(surf, label, fit, (inner.x, y + (size - fit) // 2), colour, True)
            fits = [gfx.fit_size(text, size, _room(inner.w, c) - px(8), bold=r == 0, min_size=px(10))
                    for c, text in enumerate(values, start=1)]   # big counts shrink; the heads all alike
            for c, (text, pt) in enumerate(zip(values, [min(fits)] * len(fits) if r == 0 else fits), start=1):
                x = inner.x + int(inner.w * COLUMNS[c])
                gfx.blit_text(surf, text, pt, (x, y + (size - pt) // 2), colour, r == 0, anchor="midtop")
        lines = gfx.wrap(t(NOTE), px(15), box.w) + gfx.wrap(t(NOTE_TAKEBACK), px(15), box.w)
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, px(15), (w // 2, box.bottom + px(12) + i * px(21)), gfx.INK_DIM,
                          anchor="midtop")
        if not self.app.save_enabled:
            gfx.blit_text(surf, t("Another tabletop window is open: this one counts no matches and cannot reset."),
                          px(16), (w // 2, h - px(80) - px(30)), gfx.GOLD, anchor="midtop")
        if self.confirming:
            gfx.blit_text(surf, t("Reset every game's statistics? This cannot be undone."), px(18),
                          (w // 2, h - px(80) - px(34)), gfx.GOLD, True, anchor="midtop")
