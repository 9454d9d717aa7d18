"""A joined seat's match for the table scene: what a Session offers the table, fed by the host's messages.

No engine runs on the client and no state exists: the view, the public view, the seat's legal moves and
whose turn it is are the host's last update (tabletop.net.remote.RemoteMatch). A move is sent to the host;
its events come back in the host's update and the table plays them as it plays its own (`next_update`).
A move the seat may not make is refused here with the engine's reason, worded in this player's language
from a state dealt consistently with the seat's view (nothing it cannot know is in it).
"""

from __future__ import annotations

from tabletop.engine.actions import SYSTEM, Action
from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.widgets import Button
from tabletop.ui.table.session import YOU, Session, calls_opened, drawn, recent_moves


class SeenMoves:
    """The match's moves as the table reads them: how many there were, and the seat's recent log."""

    def __init__(self, n: int, log: list):
        self.n, self.log = n, log

    def __len__(self) -> int:
        return self.n

    def __iter__(self):
        return iter(self.log)

    def __reversed__(self):
        return reversed(self.log)

    def __getitem__(self, i):
        return self.log[i]

    def __bool__(self) -> bool:
        return self.n > 0


class ClientSession(Session):
    """The table's session on a joined seat (see the module's note)."""

    remote = True

    def __init__(self, game, match):
        self.game, self.match = game, match
        self.seed, self.save, self.notice, self.dropped = 0, False, None, None
        self.options = dict(match.options)
        self.me = match.seat
        self._upd = None
        self.queue: list = []    # host updates not yet played by the table
        self._log = list(match.log)
        self.drawn: list[dict] = []   # per move played here: {seat: cards it drew} (the move log's lines)
        self._take(match.updates[-1] if match.updates else None)
        match.updates.clear()

    def _take(self, upd) -> None:
        m = self.match
        if upd is not None:
            self._view, self._public = upd["view"], upd["public"]
            self._legal = [Action.from_json(a) for a in upd["legal"]]
            self._primary, self._n, self._match = upd["primary"], upd["n"], upd.get("match", 0)
        else:
            self._view, self._public, self._legal = m.view, m.public, list(m.legal)
            self._primary, self._n, self._match = m.primary, m.n, m.match
        self._log = list(m.log) if upd is None or upd.get("sync") else self._log

    # -- what the table asks -------------------------------------------------------------------------
    @property
    def seats(self) -> list[dict]:
        out = []
        for i, s in enumerate(self.match.seats):
            kind = "human" if i == self.me else ("ai" if s.get("kind") == "ai" or s.get("ai") else "remote")
            level = (s.get("level") or "normal") if kind == "ai" else None
            out.append({"kind": kind, "level": level, "name": YOU if i == self.me else s.get("name", "")})
        return out

    def drives(self, seat: int) -> bool:
        return False   # every other seat is played at the host

    @property
    def actions(self) -> SeenMoves:
        return SeenMoves(self._n, self._log)

    def legal(self, seat: int | None = None) -> list[Action]:
        return [a for a in self._legal if seat is None or a.seat == seat]

    def position(self) -> tuple:
        return (self._match, self._n)

    def primary(self):
        return self._primary if self.match.started else None   # in the lobby nobody acts

    def view(self, seat):
        return self._view if seat == self.me else self._public

    @property
    def public(self) -> dict:
        return self._public

    def try_apply(self, action: Action):
        """(None, None): sent (the host's update brings its events), or a table step the host takes itself;
        (None, reason) for a move this seat may not make, nothing sent."""
        if action.seat == SYSTEM:
            return None, None
        if action in self._legal:
            self.match.act(action, ref=self._n)
            return None, None
        return None, self.reason(action)

    def calls_opened(self, seat: int, kinds) -> frozenset:
        """As at home, tried on a state dealt consistently with this seat's view (a call a move opens depends
        only on the seat's own cards and what is public)."""
        try:
            return calls_opened(self.game, self.game.determinize(self._view, 0), self.legal(seat), seat, kinds)
        except Exception:  # noqa: BLE001  a view the dealing cannot fill: no call armed ahead, made after
            return frozenset()

    def reason(self, action) -> str:
        try:
            st = self.game.determinize(self._view, 0)
            return self.game.reason(st, action)
        except Exception:  # noqa: BLE001  a view the dealing cannot fill: still a refusal, in plain words
            return t("That move is not allowed now.")

    # -- the host's messages -------------------------------------------------------------------------
    def next_update(self):
        """The next host update to play: (action as this seat knows it or None, its events, whether the
        table is to be rebuilt from the view: a rejoin, a new match); None when there is none."""
        m = self.match
        m.pump()
        self.queue.extend(m.updates)
        m.updates.clear()
        if not self.queue:
            return None
        upd = self.queue.pop(0)
        self._take(upd)
        a = Action.from_json(upd["action"]) if upd.get("action") is not None else None
        if a is not None and a.kind == "next_round":
            self._log = []
        elif a is not None and a.seat != SYSTEM:
            self._log = self._log + [a]   # the whole round, as the table's log keeps it
        self.drawn.append(drawn(self.game, upd["events"]))
        return a, upd["events"], bool(upd.get("sync"))

    def waiting(self) -> str | None:
        """What the table waits for, in words (a missing player, the host gone), or None."""
        m = self.match
        if m.lost is not None:
            return t("The host has closed the table.") if m.closing else \
                t("The connection to the host is lost ({reason}).", reason=m.lost)
        if not m.started:
            return t("Waiting for the host to start…")
        gone = m.missing()
        if gone:
            return t("Waiting for {player} to come back…", player=m.seats[gone[0]].get("name", ""))
        return None


class NetTable:
    """The table scene's part in network play (a mixin of TableScene)."""

    net = None

    def net_frame(self) -> None:
        if self.net is not None or getattr(self.session, "remote", False):
            self.net_updates()
            wait = self.waiting()
            if wait and self.banner_t < 0.5:
                self.banner(wait, 1.0, bad=True)

    def net_close(self) -> None:
        """Leaving the table: a host closes it (its clients are told), a joined seat says goodbye."""
        if self.net is not None:
            self.net.close()
        if getattr(self.session, "remote", False):
            self.session.match.client.close()

    def sent(self) -> bool:
        """A move sent to the host: the pick and the dialog go, its update brings the events."""
        self.selected = None
        if self.picker:
            self.picker.clear()
        self.closed_dialog, self.dialog, self.dialog_key = self.dialog, None, None
        self.controls_key = None
        return True

    def net_updates(self) -> None:
        """Moves made at other computers, played as the table's own are (hosting: the clients' moves,
        applied now in this thread; joined: the host's updates, one batch each)."""
        if self.net is not None:
            for action, events in self.net.pump():
                self.applied(action, events)
            while not self.net.notes.empty():   # (the lobby's news: the table reads the seats itself)
                self.net.notes.get_nowait()
            return
        if not getattr(self.session, "remote", False):
            return
        while (nxt := self.session.next_update()) is not None:
            action, events, rebuild = nxt
            if rebuild:   # a rejoin or a new match: the table as it stands, its recent moves in the log
                self.result_for = None
                self.set_viewer(self.session.me)
                self.log.clear()
                self.log.extend(recent_moves(self.session.actions))
            elif action is not None:
                self.applied(action, events)

    def waiting(self) -> str | None:
        """What the table waits for (a player who dropped, the host gone), in words; None if nothing."""
        if self.net is not None:
            gone = self.net.missing()
            return t("Waiting for {player} to come back…", player=self.session.name(gone[0])) if gone else None
        return self.session.waiting() if getattr(self.session, "remote", False) else None

    def net_key(self) -> tuple:
        """What the network controls depend on: the seats nobody plays now."""
        return tuple(self.net.missing()) if self.net is not None else ()

    def net_controls(self) -> list:
        """Hosting, while a player is missing: a button that lets an AI play their seat (it is theirs
        again as soon as they rejoin)."""
        if self.net is None or not self.net.missing():
            return []
        seat = self.net.missing()[0]
        label = t("Let an AI play for {player}", player=self.session.name(seat))
        W = self.app.size[0]
        bw = min(px(330), W // 3)
        size = gfx.fit_size(label, px(15), bw - px(20), bold=True, min_size=px(10))
        return [Button((W - px(144) - bw, px(12), bw, px(40)), label, lambda: self.net.set_ai(seat, True),
                       size=size)]
