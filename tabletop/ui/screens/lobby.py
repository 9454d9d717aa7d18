"""The host's lobby: where players join (address, port, join code), who has joined, and Start once every
remote seat is taken (or handed to an AI). Leaving it closes the table to the network."""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.net.protocol import DEFAULT_PORT
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import make
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text
from tabletop.ui.screens.base import MenuScene

ALL = "0.0.0.0"   # every interface: the address a real game listens on


def local_addresses(bind: str) -> list[str]:
    """The addresses players type: the one bound, or for every interface this computer's own (not loopback)."""
    if bind != ALL:
        return [bind]
    import socket
    try:
        found = socket.gethostbyname_ex(socket.gethostname())[2]
    except OSError:
        found = []
    return [a for a in found if not a.startswith("127.")][:3] or [t("this computer's address")]


class LobbyScene(MenuScene):
    name = "lobby"

    def __init__(self, app, session, bind: str | None = None, port: int | None = None, host=None):
        """Host `session` (a new match), or with `host` a resumed one (tabletop.net.host.resume)."""
        super().__init__(app)
        from tabletop.net.host import Host
        from tabletop.net.hosted import path
        self.session, self.game = session, session.game
        self.bind = bind or getattr(app, "net_bind", ALL)
        port = getattr(app, "net_port", DEFAULT_PORT) if port is None else port
        if host is None:
            host = Host(session, bind=self.bind, port=port, save_path=path() if app.save_enabled else None)
        self.host, self.bind, port = host, host.bind, host.port
        self.error = ""
        self.handed = False   # the host went on to the table (it stays open)
        try:
            self.host.start()
        except OSError as e:
            self.error = t("Cannot listen on port {port}: {error}", port=port, error=e.strerror or str(e))
        self.addresses = local_addresses(self.bind) if not self.error else []

    def exit(self) -> None:
        if not self.handed:
            self.host.close()

    def update(self, dt: float) -> None:
        changed = False
        while not self.host.notes.empty():
            self.host.notes.get_nowait()
            changed = True
        if changed:
            self.layout(self.app.size)

    def build(self, size) -> None:
        w, h = size
        self.box = pygame.Rect(px(40), int(h * 0.14), w - px(80), h - int(h * 0.14) - px(118))
        col = self.box.x + self.box.w // 2 + px(10)
        self.widgets = []
        self.rows = []
        row = min(px(44), (self.box.h - px(30)) // max(1, self.session.players))
        for i, s in enumerate(self.host.seats()):
            y = self.box.y + px(16) + i * row
            self.rows.append((i, s, y, row))
            if s["kind"] == "remote" and not s["connected"]:
                label = t("Wait for a player") if s["ai"] else t("Let an AI play it")
                bw = min(px(230), self.box.right - px(16) - (col + int(self.box.w * 0.28)))
                self.widgets.append(Button((self.box.right - px(16) - bw, y, bw, row - px(8)), label,
                                           lambda i=i, on=not s["ai"]: self.hand(i, on), size=px(15)))
        self.name_col, self.info_col = col, self.box.x + px(20)
        self.widgets.append(Button((px(24), h - px(70), px(140), px(46)), t("Back"), self.back))
        self.widgets.append(Button((w // 2 - px(100), h - px(74), px(200), px(54)), t("Start"), self.start,
                                   primary=True, enabled=not self.error and self.host.ready()))

    def hand(self, seat: int, on: bool) -> None:
        self.host.set_ai(seat, on)
        self.layout(self.app.size)

    def start(self) -> None:
        if self.error or not self.host.ready():
            return
        self.host.start_match()   # (a resumed match: every client gets the table as it stands)
        self.host.defer()
        self.handed = True
        self.app.scenes.reset(make("title", self.app))
        self.app.scenes.push(make("table", self.app, self.session, net=self.host))

    def seat_line(self, i: int, s: dict) -> tuple[str, tuple]:
        if s["kind"] != "remote":
            kind = t("you, at this computer") if s["kind"] == "human" else t("AI")
            return t("{name} ({kind})", name=s["name"], kind=kind), gfx.INK
        if s["connected"]:
            return t("{name} (joined)", name=s["name"]), gfx.GOOD
        if s["ai"]:
            return t("An AI plays until a player comes"), gfx.INK_DIM
        return t("Waiting for a player…"), gfx.INK_DIM

    def draw(self, surf) -> None:
        surf.blit(gfx.felt(surf.get_size()), (0, 0))
        gfx.heading(surf, t("Hosting {game}", game=config_text(self.game.name)), int(surf.get_height() * 0.04), px(36))
        b = self.box
        gfx.panel(surf, b, px(16))
        left_w = self.name_col - b.x - px(40)
        x, y = self.info_col, b.y + px(18)
        if self.error:
            for line in gfx.wrap(self.error, px(18), left_w):
                gfx.blit_text(surf, line, px(18), (x, y), gfx.BAD)
                y += px(26)
        else:
            lines = [(t("Players join at"), px(16), gfx.INK_DIM, False)]
            lines += [(a, px(24), gfx.INK, True) for a in self.addresses]
            lines += [(t("Port {port} (TCP)", port=self.host.port), px(18), gfx.INK, False),
                      (t("Join code"), px(16), gfx.INK_DIM, False),
                      (self.host.code, px(40), gfx.GOLD, True),
                      (t("Everyone plays on the same network; allow this port through the firewall."),
                       px(14), gfx.INK_DIM, False)]
            for text, size, colour, bold in lines:
                size = gfx.fit_size(text, size, left_w, bold=bold, min_size=px(10)) if size > px(16) else size
                for line in gfx.wrap(text, size, left_w, bold=bold):
                    gfx.blit_text(surf, line, size, (x, y), colour, bold)
                    y += size + px(8)
                y += px(4)
        for i, s, ry, row in self.rows:
            text, colour = self.seat_line(i, s)
            room = b.right - self.name_col - px(16) - (px(240) if s["kind"] == "remote" and not s["connected"] else 0)
            line = t("{number}. {name}", number=i + 1, name=text)
            size = gfx.fit_size(line, px(18), room, min_size=px(10))
            gfx.blit_text(surf, line, size, (self.name_col, ry + (row - px(8)) // 2), colour, anchor="midleft")
        if not self.error and not self.host.ready():
            gfx.blit_text(surf, t("Start once every remote seat is taken"), px(15),
                          (surf.get_width() // 2, self.box.bottom + px(6)), gfx.INK_DIM, anchor="midtop")
        for wd in self.widgets:
            wd.draw(surf)
