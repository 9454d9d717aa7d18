"""The rules reader: a game's rules (its folder's guide/en.md), scrollable."""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import Scene
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text


# -- rules reader ------------------------------------------------------------------------------------
def rules_text(game_id: str, game=None) -> str:
    """The player's rules: the guide in the game's folder (a game based on another: its own description,
    then the guide of the game it is based on), else the config's rules_text."""
    from tabletop.games import guide
    family = game.family if game is not None else game_id
    text = guide(family)
    if text is not None:
        if game is not None and game.id != family:
            base = text.splitlines()[0].lstrip("#").strip() if text.startswith("#") else family
            own = (f"# {config_text(game.name)}\n\n{config_text(game.description)}\n\n"
                   + t("Everything else as in {game}:", game=base) + "\n\n")   # (Markdown lines, not a sentence)
            return own + "\n".join("#" + line if line.startswith("#") else line for line in text.splitlines())
        return text
    if game is not None and game.cfg.get("rules_text"):
        return f"# {config_text(game.name)}\n\n{game.cfg['rules_text']}"
    return "# " + t("Rules") + "\n\n" + t("The rules of this game are not written yet.")   # a heading, a paragraph


def fit_lines(text: str, size: int, width: int) -> list[str]:
    """`text` wrapped to `width`, a word too long for a line by itself (a file name, a long key in a reason)
    cut between characters rather than run past the panel's edge."""
    f = gfx.font(size)
    out = []
    for line in gfx.wrap(text, size, width):
        while f.size(line)[0] > width and len(line) > 1:
            k = len(line) - 1
            while k > 1 and f.size(line[:k])[0] > width:
                k -= 1
            out.append(line[:k])
            line = line[k:]
        out.append(line)
    return out


class RulesScene(Scene):
    """The game's rules in the player's language, scrollable (wheel, arrows, Page Up/Down, Home/End, the bar);
    or, given `text` and `heading`, that text instead (why a game's file does not load, in full)."""

    name = "rules"
    opaque = True

    def __init__(self, app, game_id: str, game_name: str, game=None, text: str | None = None,
                 heading: str | None = None):
        super().__init__(app)
        self.game_id, self.game_name, self.game = game_id, game_name, game
        self.fixed, self.heading = text, heading
        self.text = text if text is not None else rules_text(game_id, game)
        self.scroll = 0.0
        self.lines: list = []

    def layout(self, size) -> None:
        w, h = size
        if self.fixed is None:
            self.text = rules_text(self.game_id, self.game)   # (again: the language may have changed)
        top = int(h * 0.12)   # the panel ends above the Back button (small windows too)
        self.box = pygame.Rect(max(px(30), (w - px(900)) // 2), top, min(px(900), w - px(60)),
                               min(int(h * 0.76), h - px(80) - top))
        self.lines = self._typeset(self.box.w - px(60))
        self.widgets = [Button((self.box.centerx - px(80), h - px(66), px(160), px(48)), t("Back"), self.back,
                               primary=True)]
        self._clamp()

    def _typeset(self, width: int) -> list:
        """(text, size, bold, colour, indent, gap-before) per line: # headings, - bullets, paragraphs."""
        out = []
        for para in self.text.split("\n\n"):
            para = para.strip("\n")
            if not para:
                continue
            for raw in para.split("\n") if para.lstrip().startswith(("-", "#", "|")) else [para.replace("\n", " ")]:
                s = raw.rstrip()
                if not s:
                    continue
                if s.startswith("#"):
                    level = len(s) - len(s.lstrip("#"))
                    size = px({1: 30, 2: 23}.get(level, 19))
                    for i, line in enumerate(gfx.wrap(s.lstrip("# "), size, width, bold=True)):
                        out.append((line, size, True, gfx.GOLD if level > 1 else gfx.INK, 0, px(14) if i == 0 else 0))
                    continue
                indent = 0
                if s.lstrip().startswith("- "):
                    depth = (len(s) - len(s.lstrip())) // 2
                    indent = px(18) + depth * px(18)
                    s = "•  " + s.lstrip()[2:]
                hang = px(16) if indent else 0
                for i, line in enumerate(fit_lines(s, px(17), width - indent - hang)):  # hanging indent
                    out.append((line, px(17), False, gfx.INK, indent + (0 if i == 0 else hang),
                                px(6) if i == 0 else 0))
        return out

    def content_height(self) -> int:
        return sum(int(sz * 1.45) + gap for _, sz, _, _, _, gap in self.lines) + px(30)

    def _clamp(self) -> None:
        self.scroll = max(0.0, min(self.scroll, max(0, self.content_height() - (self.box.h - px(20)))))

    def handle(self, event) -> None:
        page = self.box.h - px(60)
        step = {pygame.K_DOWN: px(40), pygame.K_UP: -px(40), pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * px(48)
            self._clamp()
            return
        if event.type == pygame.KEYDOWN and event.key in step:
            self.scroll += step[event.key]
            self._clamp()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0 if event.key == pygame.K_HOME else 10 ** 9
            self._clamp()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._bar().collidepoint(event.pos):
            self._drag_bar(event.pos[1])
            return
        if event.type == pygame.MOUSEMOTION and event.buttons[0] and self._bar().collidepoint(event.pos):
            self._drag_bar(event.pos[1])
            return
        super().handle(event)

    def _bar(self) -> pygame.Rect:
        return pygame.Rect(self.box.right - px(18), self.box.y + px(10), px(10), self.box.h - px(20))

    def _drag_bar(self, y: int) -> None:
        bar = self._bar()
        self.scroll = (y - bar.y) / bar.h * self.content_height()
        self._clamp()

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        title = self.heading if self.heading is not None else t("Rules: {game}", game=config_text(self.game_name))
        gfx.heading(surf, title, int(surf.get_height() * 0.03), px(34))
        gfx.panel(surf, self.box, px(16), alpha=235)
        clip = surf.get_clip()
        inner = self.box.inflate(-px(20), -px(20))
        surf.set_clip(inner)
        y = inner.y + px(10) - int(self.scroll)
        for line, size, bold, colour, indent, gap in self.lines:
            y += gap
            if y > inner.bottom:
                break
            if y + size * 2 > inner.y:
                gfx.blit_text(surf, line, size, (inner.x + px(20) + indent, y), colour, bold)
            y += int(size * 1.45)
        surf.set_clip(clip)
        total = self.content_height()
        bar = self._bar()
        view = self.box.h - px(20)
        if total > view:
            gfx.rrect(surf, (40, 50, 56), bar, px(5))
            frac = view / total
            th = max(px(30), int(bar.h * frac))
            ty = bar.y + int((bar.h - th) * (self.scroll / max(1, total - view)))
            gfx.rrect(surf, gfx.GOLD, (bar.x, ty, bar.w, th), px(5))
        for wd in self.widgets:
            wd.draw(surf)


# -- settings -------------------------------------------------------------------------------------------
