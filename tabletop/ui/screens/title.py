"""The title screen: resume the saved match, start a new one, settings, statistics, quit."""

from __future__ import annotations

from tabletop.engine.actions import SYSTEM
from tabletop.i18n import t, tn
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.words import config_text, separator
from tabletop.ui.core.widgets import Button
from tabletop.ui.screens import house_rules
from tabletop.ui.screens.base import MenuScene


class TitleScene(MenuScene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.save = None

    def enter(self) -> None:
        self._check_save()
        super().enter()

    def resume(self) -> None:
        self._check_save()
        super().resume()

    def _check_save(self) -> None:
        from tabletop.persist import autosave
        self.save, notice = autosave.load() if self.app.save_enabled else (None, None)
        if notice:
            self.app.toast(notice, 8.0)

    @property
    def save_label(self) -> str:
        """The saved match in a line: its game, players, humans, moves and house rules ("" on the first frame,
        which names no game: that would load their rules; see _games)."""
        s = self.save
        if not s or not self._games():
            return ""
        humans = sum(1 for x in s["seats"] if x["kind"] == "human")
        name = next((config_text(e["game"].name) for e in self._games() if e["id"] == s["game"] and e["game"]),
                    s["game"])
        moves = sum(1 for a in s["actions"] if a[0] != SYSTEM)   # the players' moves, not "next round"
        rules = house_rules.count_saved(s)
        # the items of a list, each a message with its own count: "Game · 4 players · 1 human · 12 moves"
        parts = [name, tn("{n} player", "{n} players", s["players"]), tn("{n} human", "{n} humans", humans),
                 tn("{n} move", "{n} moves", moves)]
        if rules:
            parts.append(tn("{n} house rule", "{n} house rules", rules))
        return " · ".join(parts)

    @staticmethod
    def heading_bottom(h: int) -> int:
        """The bottom of the line naming the four games, in a window `h` high (the buttons go below it)."""
        return int(h * 0.42) + gfx.font(max(px(14), int(h * 0.026)), True).get_linesize()

    def build(self, size) -> None:
        w, h = size
        bw, bh = min(px(360), w - px(80)), px(52)
        x = (w - bw) // 2
        # New game first and in the same place with a saved match or without (Resume took its place once a
        # match was saved, so a habitual click resumed it); Resume and the saved match's line come under it
        rows = [[(t("New game"), self.new_game, not self.save)]]
        rows += [[(t("Resume"), self.resume_game, True)]] if self.save else []
        if self.hosted:
            rows.append([(t("Host the network match again"), self.host_again, False)])
        rows += [[(t("Settings"), self.settings, False), (t("Statistics"), self.statistics, False)],
                 [(t("History"), self.history, False), (t("Join"), self.join, False),
                  (t("Quit"), self.app.quit, False)]]
        extra = px(20)   # room for the saved game's line under Resume (kept without one: New game stays put)
        gap = px(14)
        # from mid-window down; in a low window up to just under the heading, and the buttons a little lower
        # if even that is short (Quit ran off a 960x540 window); laid out for the rows a saved match makes
        top, bottom = self.heading_bottom(h) + px(10), h - px(16)
        n = len(rows) + (0 if self.save else 1)
        need = n * bh + (n - 1) * gap + extra
        y = max(top, min(int(h * 0.5), bottom - need))
        bh = min(bh, (bottom - y - (n - 1) * gap - extra) // n)
        self.widgets = []
        for i, row in enumerate(rows):
            each = (bw - gap * (len(row) - 1)) // len(row)
            below = extra if self.save and i >= 2 else 0   # under the saved match's line
            for j, (lab, fn, prim) in enumerate(row):
                self.widgets.append(Button((x + j * (each + gap), y + i * (bh + gap) + below, each, bh),
                                           lab, fn, primary=prim))

    def back(self) -> None:
        pass  # Escape on the title does nothing: Quit is a button

    def notice_column(self, size) -> tuple:
        """The notices stack at the left, beside the logo and the buttons (across the top they covered the
        logo's cards): the margin left of the buttons, or of the line of game names if that is wider."""
        w, h = size
        bw = min(px(360), w - px(80))
        line = " · ".join(config_text(e["game"].name) for e in self._games() if e["game"] and not e["own"])
        lw = min(w - px(40), gfx.font(max(px(14), int(h * 0.026)), True).size(line)[0])
        return px(10), max(px(160), (w - max(bw, lw)) // 2 - px(22))

    def resume_game(self) -> None:
        from tabletop.persist import autosave
        from tabletop.rules.loader import load_game
        from tabletop.ui.table.session import Session
        try:
            game = load_game(self.save["game"])
        except Exception as e:  # noqa: BLE001  the game's rules file is at fault, not the save: keep it in place
            why = e.args[0] if isinstance(e, KeyError) and e.args else str(e) or t("it did not load")
            self.app.toast(t("The saved game cannot be resumed until its rules file loads: {reason}", reason=why), 8.0)
            return
        rec = self.save
        gone = sorted(k for k in rec["options"] if k not in game.options_spec)
        if gone:   # an option this version no longer offers (an older save): play on without it
            rec = dict(rec, options={k: v for k, v in rec["options"].items() if k not in gone})
        try:
            sess = Session.resume(game, rec, save=self.app.save_enabled)
        except Exception as e:  # noqa: BLE001  an old save the current rules refuse: kept aside
            kept = autosave.set_aside_refused()
            why = str(e) or t("its moves do not replay")
            if kept is not None:
                notice = t("The saved game cannot be resumed (kept as {file} in {folder}): {reason}",
                           file=kept.name, folder=str(kept.parent), reason=why)
            else:
                notice = t("The saved game cannot be resumed: {reason}", reason=why)
            self.app.toast(notice, 6.0)
            self.resume()
            return
        self.app.scenes.push(make("table", self.app, sess))
        if sess.dropped is not None:   # one bad move no longer loses the match: the old save is kept
            kept = autosave.keep_resumed()
            if self.app.save_enabled and kept:
                sess.start_saving()   # the save now holds the moves that replay
            self.app.toast(sess.dropped.notice(kept), 10.0)
        if gone:
            self.app.toast(tn("Resumed without the option {names}, which this version no longer has.",
                              "Resumed without the options {names}, which this version no longer has.", len(gone),
                              names=separator().join(gone)), 6.0)

    def new_game(self) -> None:
        self.app.scenes.push(make("game_choice", self.app))

    @property
    def hosted(self) -> bool:
        """Whether a networked match this computer hosted is kept to be hosted again."""
        from tabletop.net.hosted import path
        return self.app.save_enabled and path().is_file()

    def host_again(self) -> None:
        from tabletop.net.host import resume
        from tabletop.net.hosted import path
        from tabletop.net.protocol import DEFAULT_PORT
        host, problem = resume(path(), bind=getattr(self.app, "net_bind", "0.0.0.0"),
                               port=getattr(self.app, "net_port", DEFAULT_PORT))
        if host is None:
            self.app.toast(problem, 6.0)
            return
        self.app.scenes.push(make("lobby", self.app, host.session, host=host))

    def join(self) -> None:
        self.app.scenes.push(make("join", self.app))

    def settings(self) -> None:
        self.app.scenes.push(make("settings", self.app))

    def statistics(self) -> None:
        self.app.scenes.push(make("stats", self.app))

    def history(self) -> None:
        self.app.scenes.push(make("history", self.app))

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        w, h = surf.get_size()
        self._draw_fan(surf, w // 2, int(h * 0.2), int(h * 0.19))
        gfx.blit_text(surf, "tabletop", int(h * 0.08), (w // 2, int(h * 0.315)), gfx.INK, True,
                      anchor="midtop", shadow=True)
        line = " · ".join(config_text(e["game"].name) for e in self._games() if e["game"] and not e["own"])
        size = gfx.fit_size(line, max(px(14), int(h * 0.026)), w - px(40), bold=True, min_size=px(10))
        gfx.blit_text(surf, line, size, (w // 2, int(h * 0.42)), gfx.GOLD, True, anchor="midtop")
        for wd in self.widgets:
            wd.draw(surf)
        if self.save and len(self.widgets) > 1:
            r = self.widgets[1].rect   # Resume
            room = min(surf.get_width() - px(80), r.w + px(160))   # a little wider than Resume, else smaller type
            size = gfx.fit_size(self.save_label, px(15), room, min_size=px(12))
            gfx.blit_text(surf, self.save_label, size, (r.centerx, r.bottom + px(6)), gfx.INK_DIM, anchor="midtop")

    def _draw_fan(self, surf, cx: int, cy: int, ch: int) -> None:
        """A fan of cards as the title art, one from each game."""
        cards = self._fan_cards()
        if not cards:
            return
        from tabletop.ui.core.faces import card_size
        cw, ch = card_size(ch)
        n = len(cards)
        for i, (game, cid) in enumerate(cards):
            ang = (i - (n - 1) / 2) * 11
            img = self.app.faces.rotated(game, cid, cw, ch, self.app.settings["colour_blind"], True, -ang)
            dx = (i - (n - 1) / 2) * cw * 0.42
            dy = abs(i - (n - 1) / 2) ** 2 * ch * 0.03
            surf.blit(img, img.get_rect(center=(cx + dx, cy + dy)))

    def _games(self) -> list:
        """The games found, loaded once for the title's line of names, its fan of cards and its saved match's
        line; none on the program's first frame: loading them (YAML, each game's rules, compiled afresh where
        no bytecode is kept) was most of the launch. They show a frame later; the buttons take input at once."""
        if not hasattr(self, "_found"):
            if self.app.frames == 0:
                return []
            from tabletop.rules.loader import catalogue
            self._found = catalogue()
        return self._found

    def _fan_cards(self):
        """A card of each shipped game: the first of its config's `showcase`."""
        if not hasattr(self, "_fan"):
            if not self._games():
                return []
            self._fan = []
            for e in self._games():
                g = e["game"]
                if g is not None and not e["own"] and g.cfg["showcase"]:
                    self._fan.append((g, g.attr["name"].index(g.cfg["showcase"][0])))
        return self._fan
