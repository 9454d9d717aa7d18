"""Menu scenes: title, game choice and seat set-up (settings, statistics and the rules reader have their own
modules: tabletop.ui.screens.settings, stats_view, rules_view)."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import SYSTEM
from tabletop.ui.core import gfx, widgets
from tabletop.ui.screens import house_rules
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import Scene
from tabletop.ui.core.widgets import Button, Cycle, Fixed, Label, TextField
from tabletop.persist.names import clean_name
from tabletop.ui.screens.setup_memory import NAME_LEN

# Shown for a game whose config does not load yet (the YAML wins once it does).
PLACEHOLDER = {
    "uno_flex": ("UNO FLEX", 2, 8, "Match colour, number or symbol; flex cards and power cards bend the rules."),
    "big_two": ("BIG TWO", 3, 4, "Beat the last play with a higher card or combination; be first to empty your hand."),
    "tweak": ("TWEAK", 2, 6, "Take cards from the table by adding up to the target; T! cards twist the sums."),
    "towai": ("TOWAI", 2, 6, "Shed your hand onto the field; go out twice to win."),
}


def catalogue() -> list[dict]:
    """The four games in order: loaded ones with their config data, the others marked unavailable."""
    from tabletop.games import GAMES
    from tabletop.rules.loader import load_game
    out = []
    for gid in GAMES:
        name, lo, hi, desc = PLACEHOLDER.get(gid, (gid.upper(), 2, 4, ""))
        try:
            g = load_game(gid)
            out.append({"id": gid, "game": g, "name": g.name, "min": g.min_players, "max": g.max_players,
                        "description": g.description or desc, "available": True})
        except Exception as e:  # missing or not valid config: listed, not playable, with the reason
            out.append({"id": gid, "game": None, "name": name, "min": lo, "max": hi, "description": desc,
                        "available": False, "error": str(e) or type(e).__name__})
    return out


class MenuScene(Scene):
    """A scene over the felt with a title and a column of widgets; Enter presses the primary button when
    no other widget takes it (Resume or New game on the title, Start on the set-up), or, where there are
    several (a Play per game), only focuses the first."""

    title = ""

    def layout(self, size) -> None:
        """Build the widgets (`build`), keeping the keyboard focus on the same control: a rebuild (a player
        fewer, coming back from the rules, a resize) dropped it, and the next Enter pressed Start."""
        keep = widgets.focus_key(self)
        self.build(size)
        widgets.restore_focus(self, keep)

    def build(self, size) -> None:
        """Place the widgets for the window size."""

    def handle(self, event) -> None:
        if widgets.dispatch(self, event) or event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            primary = [w for w in self.widgets if getattr(w, "primary", False) and w.enabled]
            if len(primary) == 1:
                primary[0].click(primary[0].rect.center)
            elif primary:   # several (a Play per game): none is the player's choice; show the first
                widgets.set_focus(self, primary[0])

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        if self.title:
            gfx.heading(surf, self.title, int(surf.get_height() * 0.05))
        super().draw(surf)


# -- title ------------------------------------------------------------------------------------------
class TitleScene(MenuScene):
    name = "title"

    def __init__(self, app):
        super().__init__(app)
        self.save = None
        self.save_label = ""

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
        self.save_label = ""
        if self.save:
            s = self.save
            humans = sum(1 for x in s["seats"] if x["kind"] == "human")
            name = PLACEHOLDER.get(s["game"], (s["game"],))[0]
            moves = sum(1 for a in s["actions"] if a[0] != SYSTEM)   # the players' moves, not "next round"
            rules = house_rules.count_saved(s)
            self.save_label = (f"{name} · {s['players']} players · {humans} human{'' if humans == 1 else 's'} · "
                               f"{moves} move{'' if moves == 1 else 's'}"
                               + (f" · {rules} house rule{'' if rules == 1 else 's'}" if rules else ""))

    @staticmethod
    def heading_bottom(h: int) -> int:
        """The bottom of the line naming the four games, in a window `h` high (the buttons go below it)."""
        return int(h * 0.42) + gfx.font(max(px(14), int(h * 0.026)), True).get_linesize()

    def build(self, size) -> None:
        w, h = size
        bw, bh = min(px(360), w - px(80)), px(52)
        x = (w - bw) // 2
        rows = [[("Resume", self.resume_game, True)]] if self.save else []
        rows += [[("New game", self.new_game, not self.save)],
                 [("Settings", self.settings, False), ("Statistics", self.statistics, False)],
                 [("Quit", self.app.quit, False)]]
        extra = px(20) if self.save else 0  # room for the saved game's line under Resume
        gap = px(14)
        # from mid-window down; in a low window with a saved match (one row more) up to just under the
        # heading, and the buttons a little lower if even that is short (Quit ran off a 960x540 window)
        top, bottom = self.heading_bottom(h) + px(10), h - px(16)
        need = len(rows) * bh + (len(rows) - 1) * gap + extra
        y = max(top, min(int(h * 0.5), bottom - need))
        bh = min(bh, (bottom - y - (len(rows) - 1) * gap - extra) // len(rows))
        self.widgets = []
        for i, row in enumerate(rows):
            each = (bw - gap * (len(row) - 1)) // len(row)
            for j, (lab, fn, prim) in enumerate(row):
                self.widgets.append(Button((x + j * (each + gap), y + i * (bh + gap) + (extra if i else 0), each, bh),
                                           lab, fn, primary=prim))

    def back(self) -> None:
        pass  # Escape on the title does nothing: Quit is a button

    def resume_game(self) -> None:
        from tabletop.persist import autosave
        from tabletop.rules.loader import load_game
        from tabletop.ui.table.session import Session
        from tabletop.ui.table.scene import TableScene
        try:
            game = load_game(self.save["game"])
        except Exception as e:  # noqa: BLE001  the game's rules file is at fault, not the save: keep it in place
            why = e.args[0] if isinstance(e, KeyError) and e.args else str(e) or "it did not load"
            self.app.toast(f"The saved game cannot be resumed until its rules file loads: {why}", 8.0)
            return
        rec = self.save
        gone = sorted(k for k in rec["options"] if k not in game.options_spec)
        if gone:   # an option this version no longer offers (an older save): play on without it
            rec = dict(rec, options={k: v for k, v in rec["options"].items() if k not in gone})
        try:
            sess = Session.resume(game, rec, save=self.app.save_enabled)
        except Exception as e:  # noqa: BLE001  an old save the current rules refuse: kept aside
            kept = autosave.set_aside_refused()
            why = str(e) or "its moves do not replay"
            self.app.toast(f"The saved game cannot be resumed{kept}: {why}", 6.0)
            self.resume()
            return
        self.app.scenes.push(TableScene(self.app, sess))
        if sess.dropped is not None:   # one bad move no longer loses the match: the old save is kept
            kept = autosave.keep_resumed()
            if self.app.save_enabled and kept:
                sess.start_saving()   # the save now holds the moves that replay
            self.app.toast(sess.dropped.notice(kept), 10.0)
        if gone:
            self.app.toast(f"Resumed without the option{'s' if len(gone) > 1 else ''} {', '.join(gone)}, "
                           "which this version no longer has.", 6.0)

    def new_game(self) -> None:
        self.app.scenes.push(GameChoiceScene(self.app))

    def settings(self) -> None:
        from tabletop.ui.screens.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def statistics(self) -> None:
        from tabletop.ui.screens.stats import StatsScene
        self.app.scenes.push(StatsScene(self.app))

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        w, h = surf.get_size()
        self._draw_fan(surf, w // 2, int(h * 0.2), int(h * 0.19))
        gfx.blit_text(surf, "tabletop", int(h * 0.08), (w // 2, int(h * 0.315)), gfx.INK, True,
                      anchor="midtop", shadow=True)
        gfx.blit_text(surf, "UNO FLEX · BIG TWO · TWEAK · TOWAI", max(px(14), int(h * 0.026)),
                      (w // 2, int(h * 0.42)), gfx.GOLD, True, anchor="midtop")
        for wd in self.widgets:
            wd.draw(surf)
        if self.save and self.widgets:
            r = self.widgets[0].rect
            room = min(surf.get_width() - px(80), r.w + px(160))   # a little wider than Resume, else smaller type
            size = gfx.fit_size(self.save_label, px(15), room, min_size=px(12))
            gfx.blit_text(surf, self.save_label, size, (r.centerx, r.bottom + px(6)), gfx.INK_DIM, anchor="midtop")

    def _draw_fan(self, surf, cx: int, cy: int, ch: int) -> None:
        """A fan of UNO FLEX cards as the title art (falls back to nothing if the game is missing)."""
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

    def _fan_cards(self):
        if not hasattr(self, "_fan"):
            if self.app.frames == 0:
                # the program's first frame comes without the fan: it needs a game's rules (YAML, the game's
                # modules, compiled afresh where no bytecode is kept), a fifth of the launch; it shows a frame
                # later, and the title takes input from the first
                return []
            try:
                from tabletop.rules.loader import load_game
                g = load_game("uno_flex")
                names = ["Red 7", "Yellow 2 (flex green)", "Flex Wild Draw Four", "Blue Flex Reverse", "Green 8 (flip)"]
                self._fan = [(g, g.attr["name"].index(nm)) for nm in names]
            except Exception:
                self._fan = []
        return self._fan


# -- game choice ------------------------------------------------------------------------------------
class GameChoiceScene(MenuScene):
    name = "game_choice"
    title = "Choose a game"

    def enter(self) -> None:
        self.games = catalogue()
        self._showcase: dict = {}
        super().enter()

    def build(self, size) -> None:
        w, h = size
        n = len(self.games)
        gap = px(18)
        cw = min(px(280), (w - px(80) - gap * (n - 1)) // n)
        x0 = (w - (cw * n + gap * (n - 1))) // 2
        top = int(h * 0.18)
        ch = min(h - px(90) - top, max(int(h * 0.6), px(340)))   # small windows: room for four lines above Play
        self.tiles = []
        self.widgets = []
        for i, g in enumerate(self.games):
            r = pygame.Rect(x0 + i * (cw + gap), top, cw, ch)
            self.tiles.append(r)
            self.widgets.append(Button((r.x + px(16), r.bottom - px(112), r.w - px(32), px(44)), "Play" if g["available"] else "Rules file error" if g.get("error") else "Not yet available",
                                       lambda g=g: self.choose(g), primary=g["available"], enabled=g["available"]))
            self.widgets.append(Button((r.x + px(16), r.bottom - px(58), r.w - px(32), px(40)), "Rules",
                                       lambda g=g: self.rules(g)))
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), "Back", self.back, hotkey=None))

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
        self.app.scenes.push(SetupScene(self.app, g["game"]))

    def rules(self, g) -> None:
        from tabletop.ui.screens.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, g["id"], g["name"], g["game"]))

    def draw(self, surf) -> None:
        super().draw(surf)
        for g, r in zip(self.games, self.tiles):
            gfx.panel(surf, r, px(18), alpha=210, edge=gfx.GOLD if g["available"] else gfx.PANEL_EDGE)
            size = gfx.fit_size(g["name"], px(28), r.w - px(24), bold=True, min_size=px(9))
            gfx.blit_text(surf, g["name"], size, (r.centerx, r.y + px(22)), gfx.INK, True, anchor="midtop")
            gfx.blit_text(surf, f"{g['min']}–{g['max']} players", px(17), (r.centerx, r.y + px(64)), gfx.GOLD, True,
                          anchor="midtop")
            y = r.y + px(104)
            if g.get("error"):   # a config that does not load: say why (file, key, reason) instead
                for line in gfx.wrap("Its rules file does not load: " + g["error"], px(13), r.w - px(32))[:8]:
                    gfx.blit_text(surf, line, px(13), (r.x + px(16), y), gfx.BAD)
                    y += px(17)
                continue
            for line in gfx.wrap(g["description"], px(16), r.w - px(32)):
                gfx.blit_text(surf, line, px(16), (r.x + px(16), y), gfx.INK_DIM)
                y += px(22)
            if g["available"]:
                self._draw_showcase(surf, g, pygame.Rect(r.x + px(12), y + px(12), r.w - px(24),
                                                         r.bottom - px(124) - (y + px(12))))
            if not g["available"]:
                gfx.blit_text(surf, "Not yet available", px(16), (r.centerx, r.bottom - px(140)), gfx.BAD, True,
                              anchor="midtop")
        for wd in self.widgets:
            wd.draw(surf)


    def _draw_showcase(self, surf, g: dict, area: pygame.Rect) -> None:
        """A small fan of the game's cards in the tile's empty middle (its table module's SHOWCASE), when
        there is room for cards at least 56 px high."""
        from tabletop.ui.core.faces import card_size
        from tabletop.ui.table.scene import game_ui
        game = g["game"]
        cards = self._showcase.get(g["id"])
        if cards is None:
            names = game.attr["name"]
            cards = [names.index(nm) for nm in game_ui(g["id"]).SHOWCASE if nm in names] or list(range(3))
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


# -- seat set-up ------------------------------------------------------------------------------------------
def tip_widget(widgets):
    """The widget whose tip to show: the one under the pointer, else the one with the keyboard focus (the
    focus stays on the last one clicked, whose tip showed while the pointer was on another)."""
    return (next((wd for wd in widgets if wd.hover and wd.tip), None)
            or next((wd for wd in widgets if wd.focused and wd.tip), None))


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
        self.title = f"{game.name}: seats and options"
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
        w, h = size
        g = self.game
        self.widgets = []
        if self.confirming:
            self.box = pygame.Rect(w // 2 - px(260), h // 2 - px(110), px(520), px(220))
            self.widgets = [Button((w // 2 - px(240), h // 2 + px(30), px(220), px(56)), "Cancel", self.cancel_start,
                                   primary=True),
                            Button((w // 2 + px(20), h // 2 + px(30), px(220), px(56)), "Replace it",
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
        self.widgets.append(Label((left.x + px(70), y, px(180), px(40)), f"{self.n} players", px(22), bold=True))
        self.widgets.append(Button((left.x + px(230), y, px(44), px(40)), "+", lambda: self.set_n(self.n + 1),
                                   enabled=self.n < g.max_players))
        y += px(56)
        lvls = [(lv, lv.capitalize()) for lv in self.levels]
        self.teams = []   # (rect, letter) of each seat's team mark (BIG TWO team play), drawn by draw()
        for i in range(self.n):
            s = self.seats[i]
            ry = y + i * row
            bh = row - px(8)
            team = house_rules.seat_team(g, self.options, i, self.n)
            off = px(30) if team else 0   # the team's mark between the seat's number and its name
            self.widgets.append(Label((left.x + px(16), ry, px(40), bh), f"{i + 1}.", px(18), gfx.INK_DIM))
            if team:
                self.teams.append((pygame.Rect(left.x + px(46), ry + (bh - px(26)) // 2, px(26), px(26)), team))
            self.widgets.append(TextField((left.x + px(50) + off, ry, int(left.w * 0.36) - off, bh), s["name"],
                                          lambda v, i=i: self.set_name(i, v)))
            kx = left.x + px(60) + int(left.w * 0.36)
            self.widgets.append(Cycle((kx, ry, int(left.w * 0.24), bh), "", [("human", "Human"), ("ai", "AI")],
                                      s["kind"], lambda v, i=i: self.set_kind(i, v)))
            lx = kx + int(left.w * 0.24) + px(10)
            if s["kind"] == "ai":
                self.widgets.append(Cycle((lx, ry, left.right - lx - px(14), bh), "Level", lvls, s["level"],
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
            tip = o.get("description", "")
            held = house_rules.fixed(g, now, name, self.n)
            if held is not None:   # nothing to choose: a row to read
                self.widgets.append(Fixed(rect, f"{o['label']}: {held}", tip=tip))
                continue
            self.widgets.append(Cycle(rect, o["label"], house_rules.value_choices(g, now, name),
                                      now[name], lambda v, name=name: self.set_option(name, v), tip=tip))
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), "Back", self.back))
        self.widgets.append(Button((w // 2 - px(100), h - px(74), px(200), px(54)), "Start", self.start, primary=True))
        self.widgets.append(Button((w - px(164), h - px(70), px(140), px(46)), "Rules", self.rules))

    def set_n(self, n: int) -> None:
        self.n = max(self.game.min_players, min(self.game.max_players, n))
        self.rename_defaults()
        self.layout(self.app.size)

    def rename_defaults(self) -> None:
        """Seats still under a name the screen gave them get the names that fit the table now: "You" for
        a lone human, "Player 2" and so on when several share the screen, a friendly name for an AI (with
        two humans, one was still "You" and the other kept the AI name "Bruno"). Typed names stay."""
        from tabletop.ui.table.session import AI_NAMES, YOU
        humans = sum(1 for s in self.seats[:self.n] if s["kind"] == "human")
        for i, s in enumerate(self.seats):
            given = {YOU, f"Player {i + 1}", AI_NAMES[i % len(AI_NAMES)]}
            if i not in self.typed and s["name"] in given:
                if s["kind"] == "ai":
                    s["name"] = AI_NAMES[i % len(AI_NAMES)]
                else:
                    s["name"] = YOU if humans == 1 else f"Player {i + 1}"

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
            name = clean_name(s["name"], NAME_LEN) or (f"Player {i + 1}" if s["kind"] == "human" else f"AI {i + 1}")
            out.append({"kind": s["kind"], "level": s["level"] if s["kind"] == "ai" else None, "name": name})
        return out

    def start(self, replace: bool = False) -> None:
        """Deal the match; a saved match in progress is replaced only once the player says so."""
        from tabletop.persist import autosave
        from tabletop.ui.table.session import Session
        from tabletop.ui.table.scene import TableScene
        seed = self.app.seed if self.app.seed is not None else self.app.new_seed()
        try:
            sess = Session(self.game, self.seat_list(), house_rules.at_table(self.game, self.options, self.n), seed,
                           save=False)
        except ValueError as e:
            self.error = str(e)
            self.app.toast(self.error, 5.0)
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
        self.app.scenes.reset(TitleScene(self.app))
        self.app.scenes.push(TableScene(self.app, sess))

    def cancel_start(self) -> None:
        self.confirming = False
        self.layout(self.app.size)
        widgets.restore_focus(self, self.before_confirm)   # back where it was (Start)

    def rules(self) -> None:
        from tabletop.ui.screens.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.game.id, self.game.name, self.game))

    def back(self) -> None:
        if self.confirming:
            self.cancel_start()
        else:
            super().back()

    def draw(self, surf) -> None:
        if self.confirming:
            surf.blit(gfx.felt(surf.get_size()), (0, 0))
            gfx.panel(surf, self.box, px(18), alpha=240, edge=gfx.GOLD)
            gfx.blit_text(surf, "Replace the saved match?", px(28), (self.box.centerx, self.box.y + px(22)), gfx.INK,
                          True, anchor="midtop")
            gfx.blit_text(surf, "A match in progress is saved; starting this one replaces it.", px(17),
                          (self.box.centerx, self.box.y + px(68)), gfx.INK_DIM, anchor="midtop")
            for wd in self.widgets:
                wd.draw(surf)
            return
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        gfx.heading(surf, self.title, int(surf.get_height() * 0.04), px(36))
        gfx.panel(surf, self.left, px(16))
        gfx.panel(surf, self.right, px(16))
        gfx.blit_text(surf, "Options", px(22), (self.right.x + px(16), self.right.y + px(16)), gfx.GOLD, True)
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


def __getattr__(name: str):
    """RulesScene, imported when first asked for: the title does not need the rules reader at launch."""
    if name == "RulesScene":
        from tabletop.ui.screens.rules import RulesScene
        return RulesScene
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
