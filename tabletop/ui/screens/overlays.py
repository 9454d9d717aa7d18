"""Scenes over the table: pause menu, hot-seat hand-off, round result and match result."""

from __future__ import annotations

import pygame

from tabletop.engine.actions import SYSTEM, Action
from tabletop.i18n import N_, t, tn
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import Scene, make
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import listed
from tabletop.ui.table.drawing import card_row


class PauseScene(Scene):
    """Resume, rules, settings, restart, quit to title."""

    name = "pause"
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.confirming = False   # Restart asks first: it throws the match in progress away
        self.before_confirm = None   # the focus when it asked (it goes back there on Cancel)

    def enter(self) -> None:
        super().enter()
        widgets.set_focus(self, self.widgets[0])   # Resume: Enter or Space goes back to the table

    def handle(self, event) -> None:
        if widgets.dispatch(self, event) or event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):   # nothing focused (a click beside the
            self.widgets[0].click(self.widgets[0].rect.center)     # buttons): Resume, or Cancel

    def layout(self, size) -> None:
        keep = widgets.focus_key(self)   # the same button after the rules, the settings or a resize
        self.build(size)
        widgets.restore_focus(self, keep)

    def build(self, size) -> None:
        w, h = size
        bw, bh = px(320), px(50)
        x = (w - bw) // 2
        y = h // 2 - px(150)
        self.rule_lines = []
        if self.confirming:
            y = h // 2 - px(40)
            items = [(t("Cancel"), self.cancel_restart, True), (t("Restart: a new deal"), self.restart, False)]
        else:
            items = [(t("Resume"), self.back, True), (t("Rules"), self.rules, False),
                     (t("Settings"), self.settings, False), (t("Restart…"), self.ask_restart, False),
                     (t("Quit to title"), self.quit_to_title, False)]
        head = px(100) if self.confirming else px(70)   # room for the title (and the warning under it)
        self.box = pygame.Rect(x - px(30), y - head, bw + px(60), len(items) * (bh + px(12)) + head + px(20))
        if not self.confirming:   # the match's house rules right of the buttons
            rw = min(px(380), w - bw - px(140))
            x = (w - (bw + px(40) + rw)) // 2
            room = h - px(20) - head - px(20)
            self.rule_lines, need = house_rules_lines(self.table, rw, room)
            self.box = pygame.Rect(x - px(30), y - head, bw + px(40) + rw + px(60),
                                   max(self.box.h, head + need + px(20)))
            self.box.y = max(px(10), min(self.box.y, h - px(10) - self.box.h))
            y = self.box.y + head
            self.rule_lines = [(text, sz, c, b, (x + bw + px(40), self.box.y + head + dy))
                               for text, sz, c, b, dy in self.rule_lines]
        self.widgets = [Button((x, y + i * (bh + px(12)), bw, bh), lab, fn, primary=p)
                        for i, (lab, fn, p) in enumerate(items)]

    def rules(self) -> None:
        g = self.table.game
        self.app.scenes.push(make("rules", self.app, g.id, g.name, g))

    def settings(self) -> None:
        self.app.scenes.push(make("settings", self.app))

    def ask_restart(self) -> None:
        self.before_confirm = widgets.focus_key(self)
        self.confirming = True
        self.layout(self.app.size)
        widgets.set_focus(self, self.widgets[0])   # Cancel: Enter keeps the match

    def cancel_restart(self) -> None:
        self.confirming = False
        self.layout(self.app.size)
        widgets.restore_focus(self, self.before_confirm)   # back on "Restart…"

    def back(self) -> None:
        if self.confirming:
            self.cancel_restart()
        else:
            super().back()

    def restart(self) -> None:
        """The same seats and options, a new deal."""
        new_match(self.app, self.table)

    def quit_to_title(self) -> None:
        """Back to the title; the autosave stays, so the title offers Resume."""
        self.app.scenes.reset(make("title", self.app))

    def draw(self, surf) -> None:
        gfx.dim(surf, 150)
        gfx.panel(surf, self.box, px(18), alpha=240, edge=gfx.GOLD)
        title = t("Restart the match?") if self.confirming else t("Paused")
        gfx.blit_text(surf, title, px(32), (self.box.centerx, self.box.y + px(18)), gfx.INK, True, anchor="midtop")
        if self.confirming:
            gfx.blit_text(surf, t("The match in progress will be lost."), px(17),
                          (self.box.centerx, self.box.y + px(58)), gfx.INK_DIM, anchor="midtop")
        for text, size, colour, bold, pos in self.rule_lines:
            gfx.blit_text(surf, text, size, pos, colour, bold)
        super().draw(surf)


def house_rules_lines(table, width: int, room: int) -> tuple[list, int]:
    """The pause menu's account of the match's rules, wrapped to `width`: "House rules", each option not at
    its default as the set-up words it (else "None: standard rules"), and the score that ends the match.
    ([(text, size, colour, bold, y from the top)], height): the largest type from 16 px down to 12 px (at scale 1)
    that fits in `room`."""
    from tabletop.ui.screens import house_rules
    pub = table.session.public
    items = ([(text, gfx.INK) for text in house_rules.changed(table.game, pub["options"], pub["players"])]
             or [(t("None: standard rules"), gfx.INK)])
    end = house_rules.match_end_text(table.game, pub["options"], pub["players"])
    if end:
        items.append((end, gfx.GOLD))
    for size in (px(16), px(15), px(14), px(13), px(12)):
        out, dy = [(t("House rules"), px(20), gfx.GOLD, True, 0)], px(20) + px(12)
        for text, colour in items:
            if colour is gfx.GOLD:
                dy += px(8)   # the match's end apart from the options
            for line in gfx.wrap(text, size, width):
                out.append((line, size, colour, False, dy))
                dy += size + px(5)
            dy += px(3)
        if dy <= room:
            break
    return out, dy


class HandOffScene(Scene):
    """Hot-seat: hides the whole table until the next human says they are at the screen."""

    name = "handoff"
    opaque = True
    arm_time = 0.4   # a double tap of Enter on the screen before must not show the next hand

    def __init__(self, app, who: str, ready, table=None):
        super().__init__(app)
        self.who, self.ready, self.table = who, ready, table

    def layout(self, size) -> None:
        w, h = size
        self.widgets = [Button((w // 2 - px(170), int(h * 0.58), px(340), px(60)),
                               t("I'm {player}: show my hand", player=self.who), self.go, primary=True,
                               hotkey=pygame.K_RETURN)]
        keys = {kind: k for k, kind in self.table.gameui.WINDOW_KEYS.items()} if self.table else {}
        for i, a in enumerate(self.calls()):   # the player who just passed the screen may still make its own call
            s = self.table.session
            k = keys.get(a.kind) if i == 0 else None
            label = t("{player}: {move}", player=s.name(a.seat), move=s.game.describe(a))
            if k:
                label = t("{action} · {key}", action=label, key=pygame.key.name(k).upper())
            self.widgets.append(Button((w // 2 - px(170), int(h * 0.58) + px(80) + px(62) * i, px(340), px(52)), label,
                                       lambda a=a: self.call(a), hotkey=k))
        if self.table is not None:   # the pause menu, over this screen: the table stays hidden behind it
            self.widgets.append(Button((w - px(132), px(12), px(118), px(40)), t("Menu"), self.back, size=px(17)))

    def calls(self) -> list:
        """The own calls (a last-card call) human seats may make now, while the table is hidden."""
        if self.table is None:
            return []
        s = self.table.session
        return [a for a in s.legal() if a.kind in s.game.own_calls and s.is_human(a.seat)]

    def call(self, a) -> None:
        self.table.act(a)
        self.layout(self.app.size)

    def back(self) -> None:
        """Escape (or Menu): the pause menu over this screen; it reveals and skips nothing."""
        if self.table is not None:
            self.table.open_pause()

    def go(self) -> None:
        self.app.scenes.pop()
        self.ready()

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        surf.blit(gfx.felt((w, h)), (0, 0))
        gfx.dim(surf, 200)
        title = t("Pass to {player}", player=self.who)   # as big as fits: a tall window or a long name ran off
        size = gfx.fit_size(title, int(h * 0.08), w - px(80), bold=True, min_size=px(12))
        gfx.blit_text(surf, title, size, (w // 2, int(h * 0.3)), gfx.INK, True, anchor="midtop", shadow=True)
        y = int(h * 0.3) + int(h * 0.12)   # wrapped: a longer language ran off both sides
        for line in gfx.wrap(t("Everyone else: look away. The table stays hidden until they are ready."), px(20),
                             w - px(80)):
            gfx.blit_text(surf, line, px(20), (w // 2, y), gfx.INK_DIM, anchor="midtop")
            y += gfx.font(px(20)).get_linesize()
        super().draw(surf)


def keeps_score(game, pub: dict) -> bool:
    """Whether the match counts points (a game without its scoring option does not: the round's
    winner wins the match, and every score stays 0), from what the engine publishes (a view: its
    options and players). A round where no points changed hands still shows them (a team tie)."""
    return not game.single_round(pub["options"], pub["players"])


def score_text(table, n: int) -> str:
    """A match score with the game's unit: "1 pt", "12 pts"; a game may count rounds won ("1 win")."""
    return table.gameui.score_words(n)


def match_title(names: list[str], you: bool = False) -> str:
    """"Ann wins the match!", "Ann and Ben win the match!", "You win the match!" (`you`: the one winner is
    the lone human): each a whole message, the names joined in the language's words (words.listed)."""
    if not names:
        return t("The match is over!")
    if len(names) == 1:
        return t("You win the match!") if you else t("{player} wins the match!", player=names[0])
    return t("{names} win the match!", names=listed(names))


def standings(pub: dict) -> list[tuple[int, int]]:
    """(rank, seat) at the match's end, from the published view: the winners first, then by score; equal
    scores share a rank."""
    won = set((pub.get("result") or {}).get("match_winners") or [])
    scores = pub["scores"]
    key = {i: (i not in won, -scores[i]) for i in range(pub["players"])}
    order = sorted(range(pub["players"]), key=lambda i: (key[i], i))
    out = []
    for n, i in enumerate(order):
        rank = out[-1][0] if n and key[i] == key[order[n - 1]] else n + 1
        out.append((rank, i))
    return out


def left_cards(game, result: dict, seat: int) -> list[int]:
    """The cards a seat held at the round's end, every seat zone in turn (the round's result record)."""
    hands = result.get("hands") or {}
    return [c for z in game.seat_zones for c in (hands.get(z) or [[]] * (seat + 1))[seat]]


class RoundResultScene(Scene):
    """Scores of the round and of the match so far, every hand left face up; next round, the match result,
    or a review of the round. It reads what the engine publishes (the public view and its round result),
    never the match's state."""

    name = "round_result"
    opaque = False
    arm_time = 0.4   # Enter or clicks hurrying the last cards along must not skip it to the match's result

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def layout(self, size) -> None:
        w, h = size
        n = self.table.session.players
        # a row for each player, 52 px (room for the cards left), closer (down to 24) on a low window
        self.row = max(px(24), min(px(52), (h - px(20) - px(230)) // n))
        self.box = pygame.Rect(0, 0, min(px(900), w - px(40)), px(150) + self.row * n + px(80))
        self.box.center = (w // 2, h // 2)
        over = self.table.session.public["phase"] == "match_over"
        label, fn = (t("Match result"), self.match) if over else (t("Next round"), self.next_round)
        y = self.box.bottom - px(70)
        self.widgets = [Button((self.box.centerx + px(10), y, px(220), px(52)), label, fn, primary=True,
                               hotkey=pygame.K_RETURN)]
        # the review replays the match from its seed, which a table joined over the network is never told
        if not getattr(self.table.session, "remote", False):
            self.widgets.append(Button((self.box.centerx - px(230), y, px(220), px(52)), t("Review (R)"),
                                       self.review, hotkey=pygame.K_r))

    def back(self) -> None:
        self.table.open_pause()

    def next_round(self) -> None:
        self.app.scenes.pop()
        self.table.expire_messages()
        self.table.act(Action(SYSTEM, "next_round"))

    def match(self) -> None:
        self.app.scenes.replace(make("match_result", self.app, self.table))

    def review(self) -> None:
        """The round just played, step by step from the deal, every hand shown."""
        s = self.table.session
        self.app.scenes.push(make("review", self.app, s.record(), s.public["round"], s.game))

    def draw(self, surf) -> None:
        s = self.table.session
        pub = s.public
        r = pub.get("result") or {}
        gfx.dim(surf, 140)
        gfx.panel(surf, self.box, px(18), alpha=242, edge=gfx.GOLD)
        b = self.box
        winners = r.get("winners") or []
        n = r.get("round", pub["round"])
        if not winners:
            title = t("Round {round}: no winner", round=n)
        elif len(winners) == 1:
            title = s.told(winners[0], N_("Round {round}: {player} won"), N_("Round {round}: You won"), round=n)
        else:
            title = t("Round {round}: {names} won", round=n, names=listed([s.name(x) for x in winners]))
        size = gfx.fit_size(title, px(28), b.w - px(40), bold=True, min_size=px(9))
        gfx.blit_text(surf, title, size, (b.centerx, b.y + px(18)), gfx.INK, True, anchor="midtop")
        scored = keeps_score(s.game, pub)
        note = (t("Points in the other hands: {points}", points=r["points"]) if "points" in r and scored
                else self.table.gameui.result_note(s, r))
        if note:
            size = gfx.fit_size(note, px(17), b.w - px(40), min_size=px(9))
            gfx.blit_text(surf, note, size, (b.centerx, b.y + px(60)), gfx.INK_DIM, anchor="midtop")
        y = b.y + px(100)
        cols = (b.x + px(30), b.x + b.w - px(200), b.x + b.w - px(80))
        deltas = r.get("deltas") or [0] * s.players
        heads = (t("Player"),) + tuple(t(x) for x in self.table.gameui.RESULT_HEADS)
        for x, head in zip(cols, heads if scored else heads[:1]):
            gfx.blit_text(surf, head, px(16), (x, y), gfx.GOLD, True)
        y += px(30)
        pt = min(px(18), self.row - px(8))
        name_w = min(px(170), (b.w - px(60)) // 4)
        cards_x = cols[0] + name_w + px(10)
        cards_r = (cols[1] if scored else b.right - px(30)) - px(20)
        for i in range(s.players):
            colour = gfx.GOLD if i in winners else gfx.INK
            gfx.blit_text(surf, gfx.ellipsize(s.name(i), pt, name_w, i in winners), pt, (cols[0], y), colour,
                          i in winners)
            # the cards the seat was left with, face up: what its score (or the winner's) was made of
            card_row(surf, self.app, s.game, left_cards(s.game, r, i),
                     pygame.Rect(cards_x, y - px(4), cards_r - cards_x, self.row - px(4)), self.table.cb)
            if scored:
                gfx.blit_text(surf, f"{deltas[i]:+d}", pt, (cols[1], y), colour)
                gfx.blit_text(surf, str(pub["scores"][i]), pt, (cols[2], y), colour, True)
            y += self.row
        super().draw(surf)


def new_match(app, table) -> None:
    """A new match at `table`'s seats and options, with a new deal (the title under it)."""
    from tabletop.ui.table.session import Session
    s = table.session
    if getattr(s, "remote", False):   # joined: back to the table, where the host's new deal comes
        app.scenes.pop()
        return
    host, table.net = table.net, None   # hosting: the same table deals again (it stays open to the network)
    if host is not None:
        host.rematch(app.new_seed())
        new = host.session
    else:
        new = Session(s.game, s.seats, s.options, app.new_seed(), save=s.save)
    app.scenes.reset(make("title", app))
    app.scenes.push(make("table", app, new, table.runner.threaded, net=host))


class MatchResultScene(Scene):
    name = "match_result"
    opaque = True
    arm_time = 0.5   # a double tap on "Match result" must not deal a new match before the standings show

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table

    def geometry(self, size) -> tuple:
        """(standings box, row height, button row rect): the rows shrink (down to 24 px) so that the rounds
        line and the buttons below them stay in the window with eight players at 960x540; a bigger table
        stands in two columns (each as wide as the box of a small table)."""
        w, h = size
        rows = self.rows()
        top = int(h * 0.3)
        row = max(px(24), min(px(40), (h - top - px(30) - px(8) - px(26) - px(12) - px(56) - px(16)) // rows))
        width = px(520) if self.columns() == 1 else min(w - px(40), px(880))
        box = pygame.Rect(w // 2 - width // 2, top, width, row * rows + px(30))
        button = pygame.Rect(w // 2 - px(250), max(int(h * 0.8), box.bottom + px(8) + px(26) + px(12)), px(500), px(56))
        return box, row, button

    def columns(self) -> int:
        """Two columns of standings from nine players on: ten rows did not fit at 960x540."""
        return 2 if self.table.session.players > 8 else 1

    def rows(self) -> int:
        return -(-self.table.session.players // self.columns())

    def layout(self, size) -> None:
        row = self.geometry(size)[2]
        half = (row.w - px(20)) // 2
        self.widgets = [Button((row.x, row.y, half, row.h), t("Play again"), self.again, primary=True,
                               hotkey=pygame.K_RETURN),
                        Button((row.right - half, row.y, half, row.h), t("Back to title"), self.done)]

    def back(self) -> None:
        self.done()

    def again(self) -> None:
        """The same players and options, a new match (it replaces the finished one's save)."""
        new_match(self.app, self.table)

    def done(self) -> None:
        from tabletop.persist import autosave
        if self.table.session.save:
            autosave.clear()
        self.app.scenes.reset(make("title", self.app))

    def draw(self, surf) -> None:
        s = self.table.session
        pub = s.public
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        w, h = surf.get_size()
        winners = (pub.get("result") or {}).get("match_winners") or []
        title = match_title([s.name(x) for x in winners], you=len(winners) == 1 and s.is_you(winners[0]))
        size = gfx.fit_size(title, int(h * 0.07), w - px(80), bold=True, min_size=px(9))
        gfx.blit_text(surf, title, size, (w // 2, int(h * 0.14)), gfx.GOLD, True, anchor="midtop", shadow=True)
        box, row, _ = self.geometry((w, h))
        gfx.panel(surf, box, px(16))
        scored = keeps_score(s.game, pub)
        pt = min(px(20), row - px(10))
        cols, rows = self.columns(), self.rows()
        cw = box.w // cols
        for k, (rank, i) in enumerate(standings(pub)):
            col, r = divmod(k, rows)
            x0, y = box.x + col * cw, box.y + px(16) + r * row
            colour = gfx.GOLD if i in winners else gfx.INK
            room = cw - px(60) - (px(120) if scored else 0)   # a long name stops short of the score
            gfx.blit_text(surf, gfx.ellipsize(t("{rank}. {player}", rank=rank, player=s.name(i)), pt, room, True), pt,
                          (x0 + px(30), y), colour, True)
            if scored:
                gfx.blit_text(surf, score_text(self.table, pub["scores"][i]), pt, (x0 + cw - px(30), y), colour,
                              anchor="topright")
        gfx.blit_text(surf, tn("{n} round played", "{n} rounds played", pub["round"]), px(17),
                      (w // 2, box.bottom + px(8)), gfx.INK_DIM, anchor="midtop")
        super().draw(surf)
