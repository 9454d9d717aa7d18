"""Join a table hosted at another computer: its address, port and join code, the player's name; then the
table plays as at home, in this player's language and settings. A seat taken before (its token is kept in
the user data folder) is taken back."""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.net.protocol import DEFAULT_PORT
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.widgets import Button, Label, TextField
from tabletop.ui.screens.base import MenuScene

WAIT = 8.0   # seconds for the host's welcome before the attempt is given up


class JoinScene(MenuScene):
    name = "join"

    def __init__(self, app):
        super().__init__(app)
        self.address, self.port = "", str(getattr(app, "net_port", DEFAULT_PORT))
        self.code, self.player = "", ""
        self.match = None
        self.status, self.bad = "", False
        self.used_token = False
        self.waited = 0.0

    def build(self, size) -> None:
        w, h = size
        bw = min(px(520), w - px(80))
        x = (w - bw) // 2
        lw = int(bw * 0.38)
        self.widgets = []
        y = int(h * 0.2)
        fields = [(t("Host's address"), self.address, 64, lambda v: setattr(self, "address", v.strip())),
                  (t("Port"), self.port, 5, lambda v: setattr(self, "port", v.strip())),
                  (t("Join code"), self.code, 6, lambda v: setattr(self, "code", v.strip().upper())),
                  (t("Your name"), self.player, 16, lambda v: setattr(self, "player", v))]
        row = min(px(58), (h - y - px(200)) // len(fields))
        for label, value, n, fn in fields:
            size = gfx.fit_size(label, px(18), lw - px(10), min_size=px(10))
            self.widgets.append(Label((x, y, lw, row - px(10)), label, size))
            self.widgets.append(TextField((x + lw, y, bw - lw, row - px(10)), value, fn, max_len=n))
            y += row
        self.status_y = y + px(10)
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), t("Back"), self.back))
        self.widgets.append(Button((w // 2 - px(100), h - px(74), px(200), px(54)), t("Join"), self.join,
                                   primary=True, enabled=self.match is None))

    def join(self, token: bool = True) -> None:
        from tabletop.net.client import Client, saved_token
        from tabletop.net.remote import RemoteMatch
        try:
            port = int(self.port)
            if not 1 <= port <= 65535:
                raise ValueError
        except ValueError:
            self.say(t("The port is a number from 1 to 65535."), True)
            return
        if not self.address:
            self.say(t("Type the host's address (its screen shows it)."), True)
            return
        tok = saved_token(self.address, port) if token else None
        self.used_token = tok is not None
        c = Client(self.address, port, self.code, self.player.strip(), token=tok, keep=self.app.save_enabled)
        c.start(wait=False)
        self.match, self.waited = RemoteMatch(c), 0.0
        self.say(t("Connecting to {address}…", address=self.address), False)

    def say(self, text: str, bad: bool) -> None:
        self.status, self.bad = text, bad
        self.layout(self.app.size)

    def update(self, dt: float) -> None:
        m = self.match
        if m is None:
            return
        m.pump()
        self.waited += dt
        if m.refused and m.view is None:
            m.client.kill()
            self.match = None
            if self.used_token:   # the seat kept is not this match's: join as a newcomer
                self.join(token=False)
                return
            self.say(m.refused[0]["reason"], True)
        elif m.view is not None and m.game_id is not None:
            self.enter_table(m)
        elif m.lost is not None or self.waited > WAIT:
            m.client.kill()
            self.match = None
            self.say(t("Could not join: {reason}", reason=m.lost or t("no answer")), True)

    def enter_table(self, m) -> None:
        from tabletop.rules.loader import available_games, load_game
        from tabletop.ui.table.netplay import ClientSession
        if m.game_id not in available_games():
            m.client.close()
            self.match = None
            self.say(t("The host plays a game this computer does not have ({game}).", game=m.game_id), True)
            return
        sess = ClientSession(load_game(m.game_id), m)
        self.match = None
        self.app.scenes.reset(make("title", self.app))
        self.app.scenes.push(make("table", self.app, sess))

    def back(self) -> None:
        if self.match is not None:
            self.match.client.close()
            self.match = None
        super().back()

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        gfx.heading(surf, t("Join a table"), int(surf.get_height() * 0.05))
        for wd in self.widgets:
            wd.draw(surf)
        if self.status:
            w = surf.get_width()
            y = self.status_y
            for line in gfx.wrap(self.status, px(17), min(px(620), w - px(80))):
                gfx.blit_text(surf, line, px(17), (w // 2, y), gfx.BAD if self.bad else gfx.INK_DIM, anchor="midtop")
                y += px(24)
