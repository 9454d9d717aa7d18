"""Choose a game: a tile per game found, with its players, description and a few of its cards."""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text
from tabletop.ui.screens.base import MenuScene


def catalogue() -> list[dict]:
    """Every game found (shipped, then the player's own): loaded ones with their config data, the others
    listed unplayable with the reason (file: key: reason)."""
    from tabletop.rules.loader import catalogue as files
    out = []
    for e in files():
        g = e["game"]
        if g is not None:
            out.append({"id": e["id"], "game": g, "name": g.name, "min": g.min_players, "max": g.max_players,
                        "description": g.description, "available": True, "own": e["own"]})
        else:   # missing or not valid config: listed, not playable, with the reason
            out.append({"id": e["id"], "game": None, "name": e["id"], "min": None, "max": None, "description": "",
                        "available": False, "own": e["own"], "error": e["error"]})
    return out


MIN_TILE = 150   # the narrowest tile (at scale 1) before the games take two rows


class GameChoiceScene(MenuScene):
    name = "game_choice"
    title = N_("Choose a game")

    def enter(self) -> None:
        self.games = catalogue()
        self._showcase: dict = {}
        super().enter()

    def build(self, size) -> None:
        """A row of tiles, or two when one row would make them narrower than MIN_TILE."""
        w, h = size
        n = len(self.games)
        gap = px(18)
        rows = 1 if n <= 1 or (w - px(80) - gap * (n - 1)) // n >= px(MIN_TILE) else 2
        per = -(-n // rows)
        cw = min(px(280), (w - px(80) - gap * (per - 1)) // per)
        top = int(h * 0.18)
        room = h - px(90) - top
        ch = min(room, max(int(h * 0.6), px(340))) if rows == 1 else (room - gap) // rows
        self.tiles = []
        self.widgets = []
        for i, g in enumerate(self.games):
            row, col = divmod(i, per)
            k = min(per, n - row * per)   # tiles in this row: a shorter last row is centred
            x0 = (w - (cw * k + gap * (k - 1))) // 2
            r = pygame.Rect(x0 + col * (cw + gap), top + row * (ch + gap), cw, ch)
            self.tiles.append(r)
            play = t("Play") if g["available"] else t("Rules file error") if g.get("error") else t("Not yet available")
            if rows == 1:   # Play over Rules
                pr = (r.x + px(16), r.bottom - px(112), r.w - px(32), px(44))
                rr = (r.x + px(16), r.bottom - px(58), r.w - px(32), px(40))
            else:           # side by side: the short tiles of two rows keep room for the description
                pw = (r.w - px(32) - px(8)) * 3 // 5
                pr = (r.x + px(16), r.bottom - px(46), pw, px(34))
                rr = (r.x + px(16) + pw + px(8), r.bottom - px(46), r.w - px(32) - px(8) - pw, px(34))
            self.widgets.append(Button(pr, play if g["available"] or rows == 1 else t("Error"),
                                       lambda g=g: self.choose(g),
                                       primary=g["available"], enabled=g["available"]))
            self.widgets.append(Button(rr, t("Rules"), lambda g=g: self.rules(g),
                                       enabled=g["game"] is not None or bool(g.get("error"))))
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), t("Back"), self.back, hotkey=None))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.across(1 if event.key == pygame.K_RIGHT else -1)
            return
        super().handle(event)

    def across(self, d: int) -> None:
        """Left/Right: the same button (Play or Rules) on the tile beside, stopping at the row's ends (its
        Rules where a game cannot be played); from nowhere or Back, Right goes to the first tile, Left to
        the last."""
        n = len(self.games)
        tile = [self.widgets[2 * i: 2 * i + 2] for i in range(n)]
        cur = next((w for w in self.widgets if w.focused), None)
        at = next(((i, row.index(cur)) for i, row in enumerate(tile) if cur in row), None)
        if at is None:
            i, j = (0 if d > 0 else n - 1), 0
        else:
            i, j = at[0] + d, at[1]
            if not 0 <= i < n:
                return
        w = tile[i][j] if tile[i][j].enabled else tile[i][1 - j]
        widgets.set_focus(self, w)

    def choose(self, g) -> None:
        self.app.scenes.push(make("setup", self.app, g["game"]))

    def rules(self, g) -> None:
        """The game's rules; for a file that does not load, the whole reason (file, key, reason), which its
        tile may have no room for."""
        if g["game"] is None and g.get("error"):
            self.app.scenes.push(make("rules", self.app, g["id"], g["name"], None, text=self.why(g),
                                      heading=t("Rules file error")))
            return
        self.app.scenes.push(make("rules", self.app, g["id"], g["name"], g["game"]))

    @staticmethod
    def why(g) -> str:
        return t("Its rules file does not load: {reason}", reason=" ".join(g["error"].split()))

    def draw(self, surf) -> None:
        super().draw(surf)
        for g, r, play in zip(self.games, self.tiles, self.widgets[::2]):
            gfx.panel(surf, r, px(18), alpha=210, edge=gfx.GOLD if g["available"] else gfx.PANEL_EDGE)
            name = config_text(g["name"]) if g["game"] is not None else g["name"]   # (unloaded: the file's id)
            size = gfx.fit_size(name, px(28), r.w - px(24), bold=True, min_size=px(9))
            y = r.y + px(16)
            gfx.blit_text(surf, name, size, (r.centerx, y), gfx.INK, True, anchor="midtop")
            y += gfx.font(size, True).get_linesize() + px(4)
            if g["min"] is not None:
                line = (t("{min}–{max} players · your own", min=g["min"], max=g["max"]) if g["own"]
                        else t("{min}–{max} players", min=g["min"], max=g["max"]))
                size = gfx.fit_size(line, px(17), r.w - px(24), bold=True, min_size=px(9))
                gfx.blit_text(surf, line, size, (r.centerx, y), gfx.GOLD, True, anchor="midtop")
                y += gfx.font(size, True).get_linesize() + px(10)
            bottom = play.rect.y - px(8)
            if g.get("error"):   # a config that does not load: say why (file, key, reason) instead
                lines = gfx.wrap(self.why(g), px(13), r.w - px(32))
                fit = max(0, (bottom - y) // px(17))
                if len(lines) > fit and fit:   # the rest ends in "…": the whole reason is behind Rules
                    lines = lines[:fit - 1] + [gfx.ellipsize(" ".join(lines[fit - 1:]), px(13), r.w - px(32))]
                for line in lines[:fit]:
                    gfx.blit_text(surf, line, px(13), (r.x + px(16), y), gfx.BAD)
                    y += px(17)
                continue
            text = config_text(g["description"])
            # the largest type (16 px, down to 12) at which the whole description fits above Play
            for size in (px(16), px(15), px(14), px(13), px(12)):
                step = size * 11 // 8
                lines = gfx.wrap(text, size, r.w - px(32))
                fit = max(0, (bottom - y) // step)
                if len(lines) <= fit:
                    break
            if len(lines) > fit and fit:   # what does not fit ends in "…" on the last line that does
                lines = lines[:fit - 1] + [gfx.ellipsize(" ".join(lines[fit - 1:]), size, r.w - px(32))]
            for line in lines[:fit]:
                gfx.blit_text(surf, line, size, (r.x + px(16), y), gfx.INK_DIM)
                y += step
            if g["available"]:
                self._draw_showcase(surf, g, pygame.Rect(r.x + px(12), y + px(12), r.w - px(24),
                                                         bottom - px(4) - (y + px(12))))
        for wd in self.widgets:
            wd.draw(surf)

    def _draw_showcase(self, surf, g: dict, area: pygame.Rect) -> None:
        """A small fan of the game's cards in the tile's empty middle (its config's `showcase`), when
        there is room for cards at least 56 px high."""
        from tabletop.ui.core.faces import card_size
        game = g["game"]
        cards = self._showcase.get(g["id"])
        if cards is None:
            names = game.attr["name"]
            cards = [names.index(nm) for nm in game.cfg["showcase"]] or list(range(min(3, game.n_cards)))
            self._showcase[g["id"]] = cards
        ch = min(int(area.h * 0.8), px(150))
        cw, ch = card_size(ch)
        n = len(cards)
        if ch < px(56) or cw * (1 + 0.55 * (n - 1)) > area.w:
            return
        for i, cid in enumerate(cards):
            off = i - (n - 1) / 2
            img = self.app.faces.rotated(game, cid, cw, ch, self.app.settings["colour_blind"], True, -off * 12)
            surf.blit(img, img.get_rect(center=(area.centerx + off * cw * 0.55, area.centery + abs(off) * ch * 0.06)))
