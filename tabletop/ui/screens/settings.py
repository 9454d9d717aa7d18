"""The settings screen: animation speed, colour-blind indicators, sound, window, legal-move outlines and the
hard AI's thinking time, each saved as it changes."""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t, tc
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.screens.base import MenuScene, tip_widget
from tabletop.ui.core.widgets import Button, Cycle
from tabletop.ui.core.words import switches


def speed_words() -> dict:
    """Each animation speed's words (a context of their own: "normal" is a word of the games too)."""
    return {"instant": tc("animation speed", "instant"), "fast": tc("animation speed", "fast"),
            "normal": tc("animation speed", "normal"), "slow": tc("animation speed", "slow")}


def fitting(sizes) -> list:
    """The window sizes that fit on the biggest screen, with room for a title bar (a bigger one ran off the
    screen, its lower buttons out of the pointer's reach); the smallest always."""
    room = gfx.screen_room()
    if room is None:
        return list(sizes)
    return [sz for i, sz in enumerate(sizes) if i == 0 or (sz[0] <= room[0] and sz[1] <= room[1])]


class SettingsScene(MenuScene):
    name = "settings"
    title = N_("Settings")

    def build(self, size) -> None:
        from tabletop.persist.settings import AI_BUDGETS, SIZES, SPEEDS
        w, h = size
        s = self.app.settings
        sizes = [(list(sz), f"{sz[0]} × {sz[1]}") for sz in fitting(SIZES)]
        if list(s["size"]) not in [v for v, _ in sizes]:
            sizes.append((list(s["size"]), f"{s['size'][0]} × {s['size'][1]}"))
        onoff = switches()
        from tabletop import i18n
        system = i18n.NAMES[i18n.system_language()]   # each language's name in its own words, never translated
        rows = [   # (title, choices, setting, tip): the titles are messages, translated by the Cycle
            (N_("Language"), [("", t("System ({name})", name=system))] + [(code, i18n.NAMES[code])
                                                                          for code in i18n.LANGUAGES],
             "language", t("The language of every screen; names stay as they were typed.")),
            (N_("Animation speed"), [(v, speed_words().get(v, v)) for v in SPEEDS], "speed",
             t("How fast cards move. Instant skips the animations.")),
            (N_("Colour-blind indicators"), onoff, "colour_blind",
             t("Notches on coloured cards (▶ yellow, ▶▶ green, ▶▶▶ blue, ▶▶▶▶ red) and a palette that "
               "colour-blind players tell apart.")),
            (N_("Sound"), onoff, "sound", t("Card sounds.")),
            (N_("Window"), [(False, t("windowed")), (True, t("full screen"))], "fullscreen",
             t("Windowed or full screen.")),
            (N_("Window size"), sizes, "size", t("The size of the window (those that fit the screen; it can also be "
                                                 "resized by dragging).")),
            (N_("Highlight legal moves"), onoff, "highlight_legal", t("Outline the cards you may play.")),
            (N_("Hard AI thinking time"), [(v, t("{seconds} s", seconds=f"{v:g}")) for v in AI_BUDGETS], "ai_budget",
             t("How long a hard AI searches before each decision: longer plays stronger (the window never freezes).")),
        ]
        bw = min(px(520), w - px(80))
        below = px(6) + px(48) + (px(12) + px(58) if s["colour_blind"] else 0) + px(8)   # tip, legend, margin
        x, y, gap = (w - bw) // 2, int(h * 0.15), px(10)
        cols, per = 1, len(rows)
        bh = min(px(48), ((h - px(80)) - y - below) // per - gap)
        if bh < px(30):   # a small window: the rows closer and higher, so the legend stays above Done
            y, gap = int(h * 0.14), px(6)
            bh = min(px(48), ((h - px(80)) - y - below) // per - gap)
        if bh < px(28) and w - px(80) >= 2 * px(300) + px(16):   # still too low: two columns of rows
            cols, per = 2, -(-len(rows) // 2)
            y, gap = int(h * 0.17), px(10)   # half as many rows: room again under the heading
            bw2 = min(px(480), (w - px(80) - px(16)) // 2)
            x = (w - (2 * bw2 + px(16))) // 2
            bw, tip_w = bw2, 2 * bw2 + px(16)
            bh = min(px(48), ((h - px(80)) - y - below) // per - gap)
        bh = max(px(28), bh)
        tip_w = bw * cols + px(16) * (cols - 1)
        self.widgets = []
        for i, (title, choices, key, tip) in enumerate(rows):
            col, row = divmod(i, per)
            self.widgets.append(Cycle((x + col * (bw + px(16)), y + row * (bh + gap), bw, bh), title, choices, s[key],
                                      lambda v, key=key: self.change(key, v), tip=tip))
        self.widgets.append(Button(((w - px(180)) // 2, h - px(80), px(180), px(52)), t("Done"), self.back,
                                   primary=True))
        self.tip_y = y + per * (bh + gap) + px(6)
        self.tip_box = pygame.Rect(x, self.tip_y, tip_w, px(48))

    def change(self, key: str, v) -> None:
        self.app.settings[key] = list(v) if isinstance(v, list) else v
        self.app.save_settings()
        if key == "language":   # at once: every scene is laid out again in the new words
            self.app.set_language(v)
            return
        if key in ("fullscreen", "size", "colour_blind"):   # (the colour legend takes room)
            if key != "colour_blind":
                self.app.set_window()
                self.app.scenes.layout(self.app.size)
            self.layout(self.app.size)   # (the focus stays on this setting)

    def draw(self, surf) -> None:
        super().draw(surf)
        hot = tip_widget(self.widgets)
        if hot is not None:
            y = self.tip_y
            lines = gfx.wrap(hot.tip, px(16), self.tip_box.w)
            if len(lines) > 2:
                lines = [lines[0], gfx.ellipsize(" ".join(lines[1:]), px(16), self.tip_box.w)]
            for line in lines:
                gfx.blit_text(surf, line, px(16), (self.tip_box.centerx, y), gfx.INK_DIM, anchor="midtop")
                y += px(22)
        if self.app.settings["colour_blind"]:
            self._legend(surf, self.legend_y())

    def legend_y(self) -> int:
        """Where the colour-blind legend's chips start (they are 58 px tall, from 8 px above this)."""
        return self.tip_box.bottom + px(12)

    def _legend(self, surf, y: int) -> None:
        from tabletop.ui.core.notches import NOTCHES, legend_chip
        w = surf.get_width()
        x = w // 2 - 2 * px(136) + px(8)
        for i, c in enumerate(NOTCHES):
            legend_chip(surf, pygame.Rect(x + i * px(136), y - px(8), px(120), px(58)), c)
