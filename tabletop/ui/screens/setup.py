"""The set-up of a match: seats (human, AI with its level, or a remote player), names, the house rules, Start.

A remote seat is played at another computer: Start then hosts the match (the lobby scene)."""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t, tn
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.widgets import Button, Cycle, Fixed, Label, TextField
from tabletop.ui.core.words import config_text, level
from tabletop.ui.screens import house_rules
from tabletop.ui.screens.base import MenuScene, tip_widget


class SetupScene(MenuScene):
    name = "setup"

    def __init__(self, app, game):
        super().__init__(app)
        from tabletop.ui.table.bots import levels
        from tabletop.ui.table.session import default_seats
        self.game = game
        self.levels = levels()
        lvl = "normal" if "normal" in self.levels else self.levels[0]
        self.n = min(max(game.min_players, 4), game.max_players)
        self.seats = default_seats(game.max_players, 1, lvl)
        self.options = {k: o["default"] for k, o in game.options_spec.items()}
        self.error = ""
        self.confirming = False   # Start asked whether to replace the saved match in progress
        self.typed: set = set()   # seats whose name a player typed (kept whatever the table becomes)
        self.before_confirm = None   # the focus when Start asked (it goes back there on Cancel)
        self.teams: list = []
        self.recall(lvl)

    def recall(self, lvl: str) -> None:
        """The game's last table as it was started (see tabletop.ui.screens.setup_memory), where it still fits."""
        from tabletop.ui.screens import setup_memory
        mem = setup_memory.recall(self.app, self.game, self.levels)
        self.n = mem.get("players", self.n)
        for i, kind, level, name in mem.get("seats", []):
            s = self.seats[i]
            s["kind"] = kind
            if kind == "ai":
                s["level"] = level or s.get("level") or lvl
            if name:
                s["name"] = name
                self.typed.add(i)
        self.options = mem.get("options", self.options)
        self.rename_defaults()

    def build(self, size) -> None:
        from tabletop.ui.table.session import YOU
        w, h = size
        g = self.game
        self.widgets = []
        if self.confirming:
            self.box = pygame.Rect(w // 2 - px(260), h // 2 - px(110), px(520), px(220))
            self.widgets = [Button((w // 2 - px(240), h // 2 + px(30), px(220), px(56)), t("Cancel"),
                                   self.cancel_start, primary=True),
                            Button((w // 2 + px(20), h // 2 + px(30), px(220), px(56)), t("Replace it"),
                                   lambda: self.start(True))]
            return
        top = int(h * 0.15)   # the panels end 10 px above the Start button
        left = pygame.Rect(px(40), top, int(w * (0.5 if len(g.options_spec) > 8 else 0.55)) - px(60),
                           min(int(h * 0.72), h - px(84) - top))
        right = pygame.Rect(left.right + px(30), left.y, w - left.right - px(70), left.h)
        self.left, self.right = left, right
        row = min(px(48), (left.h - px(70)) // max(1, g.max_players))
        y = left.y + px(14)
        self.widgets.append(Button((left.x + px(16), y, px(44), px(40)), "−", lambda: self.set_n(self.n - 1),
                                   enabled=self.n > g.min_players))
        self.widgets.append(Label((left.x + px(70), y, px(180), px(40)), tn("{n} player", "{n} players", self.n),
                                  px(22), bold=True))
        self.widgets.append(Button((left.x + px(230), y, px(44), px(40)), "+", lambda: self.set_n(self.n + 1),
                                   enabled=self.n < g.max_players))
        y += px(56)
        lvls = [(lv, level(lv)) for lv in self.levels]
        self.teams = []   # (rect, letter) of each seat's team mark (team play), drawn by draw()
        for i in range(self.n):
            s = self.seats[i]
            ry = y + i * row
            bh = row - px(8)
            team = house_rules.seat_team(g, self.options, i, self.n)
            off = px(30) if team else 0   # the team's mark between the seat's number and its name
            self.widgets.append(Label((left.x + px(16), ry, px(40), bh), t("{number}.", number=i + 1), px(18),
                                      gfx.INK_DIM))
            if team:
                self.teams.append((pygame.Rect(left.x + px(46), ry + (bh - px(26)) // 2, px(26), px(26)), team))
            shown = t("You") if s["name"] == YOU else s["name"]   # the lone human's name in the player's language
            self.widgets.append(TextField((left.x + px(50) + off, ry, int(left.w * 0.36) - off, bh), shown,
                                          lambda v, i=i: self.set_name(i, v)))
            kx = left.x + px(60) + int(left.w * 0.36)
            self.widgets.append(Cycle((kx, ry, int(left.w * 0.24), bh), "", [("human", t("Human")), ("ai", t("AI")),
                                                                        ("remote", t("Remote player"))],
                                      s["kind"], lambda v, i=i: self.set_kind(i, v)))
            lx = kx + int(left.w * 0.24) + px(10)
            if s["kind"] == "ai":
                self.widgets.append(Cycle((lx, ry, left.right - lx - px(14), bh), N_("Level"), lvls, s["level"],
                                          lambda v, i=i: self.set_level(i, v)))
        opts = list(g.options_spec.items())
        top, room = right.y + px(56), right.bottom - px(76) - (right.y + px(56))   # the option's tip goes below
        cols = 1 if len(opts) * px(40) <= room else 2           # rows of at least 40 px, else two columns
        per_col = -(-len(opts) // cols) if opts else 1
        step = min(px(50), room // per_col)
        cw = (right.w - px(32) - px(10) * (cols - 1)) // cols
        now = house_rules.at_table(g, self.options, self.n)   # as this many players would play them
        for k, (name, o) in enumerate(opts):
            c, r = divmod(k, per_col)
            rect = (right.x + px(16) + c * (cw + px(10)), top + r * step, cw, step - px(8))
            tip = config_text(o.get("description", ""))
            held = house_rules.fixed(g, now, name, self.n)
            if held is not None:   # nothing to choose: a row to read
                self.widgets.append(Fixed(rect, t("{label}: {value}", label=config_text(o["label"]), value=held),
                                          tip=tip))
                continue
            self.widgets.append(Cycle(rect, o["label"], house_rules.value_choices(g, now, name),
                                      now[name], lambda v, name=name: self.set_option(name, v), tip=tip))
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), t("Back"), self.back))
        self.widgets.append(Button((w // 2 - px(100), h - px(74), px(200), px(54)), t("Start"), self.start,
                                   primary=True))
        self.widgets.append(Button((w - px(164), h - px(70), px(140), px(46)), t("Rules"), self.rules))

    def set_n(self, n: int) -> None:
        self.n = max(self.game.min_players, min(self.game.max_players, n))
        self.rename_defaults()
        self.layout(self.app.size)

    def rename_defaults(self) -> None:
        """Seats still under a name the screen gave them get the names that fit the table now: "You" for
        a lone human, "Player 2" and so on when several share the screen, a friendly name for an AI (with
        two humans, one was still "You" and the other kept the AI name "Bruno"). Typed names stay."""
        from tabletop.ui.table.session import AI_NAMES, YOU, player_name
        humans = sum(1 for s in self.seats[:self.n] if s["kind"] == "human")
        for i, s in enumerate(self.seats):
            given = {YOU, player_name(i), AI_NAMES[i % len(AI_NAMES)]}
            if i not in self.typed and s["name"] in given:
                if s["kind"] == "ai":
                    s["name"] = AI_NAMES[i % len(AI_NAMES)]
                else:
                    s["name"] = YOU if humans == 1 else player_name(i)

    def set_name(self, i: int, v: str) -> None:
        self.seats[i]["name"] = v
        self.typed.add(i)

    def set_kind(self, i: int, v: str) -> None:
        s = self.seats[i]
        s["kind"] = v
        if v == "ai" and not s.get("level"):
            s["level"] = "normal" if "normal" in self.levels else self.levels[0]
        self.rename_defaults()
        self.layout(self.app.size)   # (the focus stays on the seat's kind button)

    def set_level(self, i: int, v: str) -> None:
        self.seats[i]["level"] = v

    def set_option(self, name: str, v) -> None:
        """One option changed: the rows rebuilt, as another may read differently now (an expert stage
        turns stage switches on, "auto" names another score)."""
        self.options[name] = v
        self.layout(self.app.size)

    def seat_list(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.seats[: self.n]):
            name = s["name"].strip() or (t("Player {number}", number=i + 1) if s["kind"] == "human"
                                         else t("AI {number}", number=i + 1))
            out.append({"kind": s["kind"], "level": s["level"] if s["kind"] == "ai" else None, "name": name})
        return out

    def start(self, replace: bool = False) -> None:
        """Deal the match; a saved match in progress is replaced only once the player says so."""
        from tabletop.persist import autosave
        from tabletop.ui.table.session import Session
        seed = self.app.seed if self.app.seed is not None else self.app.new_seed()
        try:
            sess = Session(self.game, self.seat_list(), house_rules.at_table(self.game, self.options, self.n), seed,
                           save=False)
        except ValueError as e:
            self.error = str(e)
            self.app.toast(self.error, 5.0)
            return
        if any(x["kind"] == "remote" for x in sess.seats):   # hosted: its own save (hosted.json), no replacing
            from tabletop.ui.screens import setup_memory
            setup_memory.remember(self.app, self.game, self.n, self.seats, self.typed, self.options)
            self.app.scenes.push(make("lobby", self.app, sess))
            return
        if self.app.save_enabled and not replace and autosave.path().exists():
            self.before_confirm = widgets.focus_key(self)
            self.confirming = True
            self.layout(self.app.size)
            widgets.set_focus(self, self.widgets[0])   # Cancel: Enter keeps the saved match
            return
        if self.app.save_enabled:
            sess.start_saving()
        from tabletop.ui.screens import setup_memory
        setup_memory.remember(self.app, self.game, self.n, self.seats, self.typed, self.options)
        self.app.scenes.reset(make("title", self.app))
        self.app.scenes.push(make("table", self.app, sess))

    def cancel_start(self) -> None:
        self.confirming = False
        self.layout(self.app.size)
        widgets.restore_focus(self, self.before_confirm)   # back where it was (Start)

    def rules(self) -> None:
        self.app.scenes.push(make("rules", self.app, self.game.id, self.game.name, self.game))   # (its name: a message)

    def back(self) -> None:
        if self.confirming:
            self.cancel_start()
        else:
            super().back()

    def draw(self, surf) -> None:
        if self.confirming:
            surf.blit(gfx.felt(surf.get_size()), (0, 0))
            gfx.panel(surf, self.box, px(18), alpha=240, edge=gfx.GOLD)
            gfx.blit_text(surf, t("Replace the saved match?"), px(28), (self.box.centerx, self.box.y + px(22)), gfx.INK,
                          True, anchor="midtop")
            gfx.blit_text(surf, t("A match in progress is saved; starting this one replaces it."), px(17),
                          (self.box.centerx, self.box.y + px(68)), gfx.INK_DIM, anchor="midtop")
            for wd in self.widgets:
                wd.draw(surf)
            return
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        gfx.heading(surf, t("{game}: seats and options", game=config_text(self.game.name)),
                    int(surf.get_height() * 0.04), px(36))
        gfx.panel(surf, self.left, px(16))
        gfx.panel(surf, self.right, px(16))
        gfx.blit_text(surf, t("Options"), px(22), (self.right.x + px(16), self.right.y + px(16)), gfx.GOLD, True)
        for wd in self.widgets:
            wd.draw(surf)
        for r, team in self.teams:
            house_rules.team_mark(surf, r, team)
        hot = tip_widget(self.widgets)
        if hot is not None:
            self.draw_tip(surf, hot.tip)

    def draw_tip(self, surf, tip: str) -> list:
        """The hovered option's description, whole, under the options (smaller type if it needs it)."""
        inside = [wd.rect.bottom for wd in self.widgets if self.right.contains(wd.rect)]
        top = max(inside, default=self.right.y + px(50)) + px(8)
        for size in (px(15), px(14), px(13), px(12)):
            step = size + px(5)
            lines = gfx.wrap(tip, size, self.right.w - px(32))
            if top + step * len(lines) <= self.right.bottom - px(8):
                break
        y = self.right.bottom - px(8) - step * len(lines)
        for line in lines:
            gfx.blit_text(surf, line, size, (self.right.x + px(16), y), gfx.INK_DIM)
            y += step
        return lines
