"""The host of a networked match: it runs the only engine and tells each client only what its seat may know.

The match is an ordinary Session whose remote seats have the kind "remote". The server runs in a thread of
its own with its own asyncio event loop, so the host's window never waits on the network; the engine is
reached under one lock from both sides (the host's own moves and bots from the window's thread, the
clients' moves from the network's). Every client message is checked: its shape, its kind, the rate it
comes at, and an action against `legal_actions` (the engine's refusal reason goes back to the client).
"""

from __future__ import annotations

import asyncio
import queue
import secrets
import threading
import time

from tabletop.engine.actions import SYSTEM, Action
from tabletop.i18n import t
from tabletop.net import hosted
from tabletop.net.protocol import (CLIENT_KINDS, MAX_FROM_CLIENT, MAX_NAME, REACTIONS, Bucket, ProtocolError,
                                   encode, read_frame)
from tabletop.persist.names import clean_name
from tabletop.ui.table.session import public_view, recent_moves

HANDSHAKE_TIMEOUT = 5.0   # seconds a new connection has to say who it is
RATE = (30.0, 60.0)       # messages a second a client may send on average, and in a burst
FLOOD_LIMIT = 200         # messages refused for the rate before the client is disconnected
MAX_BUFFER = 8 * 1024 * 1024   # bytes waiting for a client that does not read: then it is dropped
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I: read aloud across a room
LOG_MOVES = 5


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(6))


def seen_action(game, a: Action, seat: int) -> Action:
    """`a` as `seat` may know it: another seat's move that names a card only its player sees (the game's
    `describe_public` words it without the card) loses its arguments."""
    if a.seat in (seat, SYSTEM) or "describe_public" not in game.hooks:
        return a
    return a if game.hooks["describe_public"](game, a) is None else Action(a.seat, a.kind, ())


class Conn:
    """One client connection: its stream, its seat once joined, its rate bucket."""

    def __init__(self, writer, rate: tuple):
        self.writer = writer
        self.seat: int | None = None
        self.bucket = Bucket(rate[0], rate[1], time.monotonic)
        self.flooded = 0

    def send(self, frame: bytes) -> None:
        tr = self.writer.transport
        if tr.is_closing():
            return
        if tr.get_write_buffer_size() > MAX_BUFFER:   # it stopped reading: drop it rather than hold it all
            tr.abort()
            return
        self.writer.write(frame)


class Host:
    """Serves `session` on (bind, port); `tokens` (seat -> token) and `code` are kept by a resumed match."""

    def __init__(self, session, bind: str = "127.0.0.1", port: int = 0, code: str | None = None,
                 tokens: dict | None = None, save_path=None, rate: tuple = RATE):
        self.session, self.game = session, session.game
        self.bind, self.port = bind, port
        self.code = code or new_code()
        self.remote = [i for i, s in enumerate(session.seats) if s["kind"] == "remote" or i in (tokens or {})]
        self.tokens = {i: (tokens or {}).get(i) or secrets.token_urlsafe(18) for i in self.remote}
        self.conns: dict[int, Conn] = {}     # seat -> its live connection
        self.lock = threading.RLock()
        self.started = False
        self.match = 0   # how many matches this host has dealt after its first (rematch)
        self.save_path = save_path
        self._texts: list[str] = []
        self.notes: queue.Queue = queue.Queue()   # what the host's window is told: ("applied", action, events)...
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.server = None
        self.refusals = 0   # messages refused (every reason), for the tests and the log
        self.notice: str | None = None   # why the last save failed, for the host's window
        self.rate = rate
        self._last_events: list = []
        self.deferred: queue.Queue | None = None   # with a window: clients' moves wait for its thread (pump)
        self.handshake = HANDSHAKE_TIMEOUT

    # -- life cycle ------------------------------------------------------------------------------------
    def start(self, timeout: float = 5.0) -> None:
        """Listen (in the network thread); OSError if the address cannot be bound."""
        ready, failed = threading.Event(), []

        def run():
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)   # this thread's own
            self.loop = loop
            try:
                self.server = loop.run_until_complete(asyncio.start_server(self._serve, self.bind, self.port))
                self.port = self.server.sockets[0].getsockname()[1]
            except OSError as e:
                failed.append(e)
                ready.set()
                loop.close()
                return
            ready.set()
            try:
                loop.run_forever()
            finally:   # the connections' tasks end (cancelled) before the loop closes
                tasks = asyncio.all_tasks(loop)
                for task in tasks:
                    task.cancel()
                if tasks:
                    loop.run_until_complete(asyncio.gather(*tasks, return_exceptions=True))
                loop.close()

        self.thread = threading.Thread(target=run, name="net-host", daemon=True)
        self.thread.start()
        if not ready.wait(timeout):
            raise OSError(t("The network did not start in time."))
        if failed:
            raise failed[0]
        self.save()

    def close(self, timeout: float = 5.0) -> None:
        """Tell every client the host is closing, then stop listening and end the thread."""
        loop = self.loop
        if loop is None or not loop.is_running():
            return

        async def stop():
            for c in list(self.conns.values()):
                c.send(encode("closing", reason="host closed"))
                try:
                    await asyncio.wait_for(c.writer.drain(), 1.0)
                except (OSError, asyncio.TimeoutError):
                    pass
                c.writer.close()
            self.server.close()
            loop.stop()
        asyncio.run_coroutine_threadsafe(stop(), loop)
        self.thread.join(timeout)

    def kill(self, timeout: float = 5.0) -> None:
        """End abruptly (a host that crashed): no goodbye, every connection cut."""
        loop = self.loop
        if loop is None or not loop.is_running():
            return

        def stop():
            for c in list(self.conns.values()):
                c.writer.transport.abort()
            self.server.close()
            loop.stop()
        loop.call_soon_threadsafe(stop)
        self.thread.join(timeout)

    # -- seats -----------------------------------------------------------------------------------------
    def seats(self) -> list[dict]:
        """Every seat as the lobby and the clients show it: name, kind, and for a remote seat whether its
        player is connected and whether an AI plays it for now. The host's lone player (the screen's "You")
        is the Host to everyone else."""
        out = []
        for i, s in enumerate(self.session.seats):
            name = t("Host") if self.session.is_you(i) else self.session.name(i)
            d = {"name": name, "kind": "remote" if i in self.remote else s["kind"], "level": s.get("level")}
            if i in self.remote:
                d["connected"] = i in self.conns
                d["ai"] = s["kind"] == "ai"
            out.append(d)
        return out

    def missing(self) -> list[int]:
        """Remote seats nobody plays: no player connected and not handed to an AI (the table waits)."""
        return [i for i in self.remote if i not in self.conns and self.session.seats[i]["kind"] == "remote"]

    def ready(self) -> bool:
        return not self.missing()

    def set_ai(self, seat: int, on: bool) -> None:
        """Hand a remote seat to an AI (the host's table plays it) or give it back to its player."""
        with self.lock:
            if seat not in self.remote:
                return
            s = self.session.seats[seat]
            s["kind"], s["level"] = ("ai", s.get("level") or "normal") if on else ("remote", None)
            self._seats_changed()

    def start_match(self) -> None:
        with self.lock:
            self.started = True
            for c in list(self.conns.values()):
                self._send(c, self._sync(c.seat))
            self.save()

    def rematch(self, seed: int) -> None:
        """A new match at the same table (the same seats, options and players), dealt from `seed`."""
        from tabletop.ui.table.session import Session
        with self.lock:
            old = self.session
            self.session = Session(self.game, old.seats, old.options, seed, save=False)
            self._texts = []
            self.match += 1
            for c in list(self.conns.values()):
                self._send(c, self._sync(c.seat))
            self.save()

    # -- the engine ------------------------------------------------------------------------------------
    def apply(self, action: Action, notify: bool = False) -> tuple[list | None, str | None]:
        """Apply `action` (from any thread) and send each client its update: (events, None), or (None, the
        engine's reason) with nothing changed. With `notify` the host's window hears of it (a client's move)."""
        with self.lock:
            events, reason = self.session.try_apply(action)
            if reason is not None:
                return None, reason
            self._last_events = events
            pub = public_view(self.game, self.session.st)
            primary = self.session.primary()
            for c in list(self.conns.values()):
                self._send(c, self._update(c.seat, action, events, pub, primary))
            self.save()
            if notify:
                self.notes.put(("applied", action, events))
            return events, None

    def _update(self, seat: int, action, events, pub, primary, **extra) -> bytes:
        """What changed for `seat`: the move as it may know it, the events redacted for it, its view after,
        the public view, its legal moves (none unless it may act) and whose turn it is."""
        g, s = self.game, self.session
        legal = [a.to_json() for a in s.legal(seat)] if self.started else []   # nothing to do in the lobby
        return encode("update", n=len(s.actions), action=seen_action(g, action, seat).to_json() if action else None,
                      events=g.redact(events, seat), view=g.view(s.st, seat), public=pub, legal=legal,
                      primary=primary, started=self.started, match=self.match, **extra)

    def _sync(self, seat: int) -> bytes:
        """Everything a (re)joining seat needs to draw the table now: its view, no events, the recent log."""
        s = self.session
        log = [seen_action(self.game, a, seat).to_json() for a in recent_moves(s.actions, LOG_MOVES)]
        return self._update(seat, None, [], public_view(self.game, s.st), s.primary(), sync=True, log=log,
                            seats=self.seats())

    def _seats_changed(self) -> None:
        frame = encode("seats", seats=self.seats(), started=self.started)
        for c in list(self.conns.values()):
            self._send(c, frame)
        self.notes.put(("seats",))
        self.save()

    def save(self) -> None:
        """The hosted match and its seats' tokens, for a host that closed to resume (atomic)."""
        if self.save_path is None:
            return
        with self.lock:
            if self.session.st.phase == "match_over":   # nothing left to resume
                try:
                    self.save_path.unlink()
                except OSError:
                    pass
                return
            self.notice = hosted.save(self.save_path, self.session, self.tokens, self.code, self._texts)

    # -- the network thread ----------------------------------------------------------------------------
    def _send(self, conn: Conn, frame: bytes) -> None:
        """Queue a frame for `conn` from any thread; the order of calls is the order on the wire."""
        loop = self.loop
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(conn.send, frame)

    def _refuse(self, conn: Conn, reason: str, **extra) -> None:
        self.refusals += 1
        conn.send(encode("refused", reason=reason, **extra))

    async def _serve(self, reader, writer) -> None:
        conn = Conn(writer, self.rate)
        try:
            try:
                msg = await asyncio.wait_for(read_frame(reader, MAX_FROM_CLIENT), self.handshake)
            except asyncio.TimeoutError:
                self._refuse(conn, t("No join message came in time."))
                return
            except ProtocolError as e:
                self._refuse(conn, e.reason)
                return
            if msg is None or not self._join(conn, msg):
                return
            while True:
                try:
                    msg = await read_frame(reader, MAX_FROM_CLIENT)
                except ProtocolError as e:
                    self._refuse(conn, e.reason)
                    if e.fatal:
                        return
                    continue
                if msg is None or msg["kind"] == "leave":
                    return
                if not conn.bucket.take():
                    conn.flooded += 1
                    self._refuse(conn, t("Too many messages: slow down."))
                    if conn.flooded > FLOOD_LIMIT:
                        return
                    continue
                self._handle(conn, msg)
                await writer.drain()
        except (OSError, asyncio.IncompleteReadError):
            pass
        except asyncio.CancelledError:   # the host is closing: end quietly (the stream's callback reads
            pass                         # a cancelled task's exception and would log it)
        finally:
            with self.lock:
                if conn.seat is not None and self.conns.get(conn.seat) is conn:
                    del self.conns[conn.seat]
                    self._seats_changed()
            writer.close()   # what is still buffered (a refusal) goes out first

    def _join(self, conn: Conn, msg: dict) -> bool:
        """Seat a joining client (a token takes back its seat); False with a refusal if it may not sit."""
        if msg["kind"] != "join":
            self._refuse(conn, t("Say who you are first (a join message)."))
            return False
        if msg.get("code") != self.code:
            self._refuse(conn, t("The join code is wrong."))
            return False
        token, want = msg.get("token"), msg.get("seat")
        with self.lock:
            seat = next((i for i, tok in self.tokens.items() if token is not None and tok == token), None)
            if seat is None:
                if token is not None:
                    self._refuse(conn, t("That seat's token is not this match's."))
                    return False
                # a seat nobody has sat in yet (waiting, or played by an AI until someone comes)
                free = [i for i in self.remote if i not in self.conns and not self.session.seats[i].get("claimed")]
                if want is not None:
                    if type(want) is not int or want not in self.remote:
                        self._refuse(conn, t("There is no remote seat {number}.", number=repr(want)))
                        return False
                    if want not in free:
                        self._refuse(conn, t("Seat {number} is taken.", number=want + 1))
                        return False
                    seat = want
                elif not free:
                    self._refuse(conn, t("Every seat is taken."))
                    return False
                else:
                    seat = free[0]
                name = clean_name(msg.get("name") if isinstance(msg.get("name"), str) else "", MAX_NAME)
                self.session.seats[seat]["name"] = name or t("Player {number}", number=seat + 1)
                self.session.seats[seat]["claimed"] = True
            old = self.conns.get(seat)
            if old is not None:   # the same player again (its old connection not yet seen to drop)
                old.writer.transport.abort()
            conn.seat = seat
            self.conns[seat] = conn
            s = self.session.seats[seat]
            if s["kind"] == "ai":   # back from an AI's hands
                s["kind"], s["level"] = "remote", None
            conn.send(encode("welcome", seat=seat, token=self.tokens[seat], game=self.game.id,
                             options=self.session.options, players=self.session.players))
            conn.send(self._sync(seat))
            self._seats_changed()
        return True

    def _handle(self, conn: Conn, msg: dict) -> None:
        kind = msg["kind"]
        if kind not in CLIENT_KINDS or kind == "join":
            self._refuse(conn, t("Unknown message kind {kind}.", kind=repr(kind)[:40]))
        elif kind == "ping":
            conn.send(encode("pong", at=msg.get("at")))
        elif kind == "reaction":
            if msg.get("id") not in REACTIONS:
                self._refuse(conn, t("Unknown reaction."))
                return
            frame = encode("reaction", seat=conn.seat, id=msg["id"])
            for c in list(self.conns.values()):
                c.send(frame)
            self.notes.put(("reaction", conn.seat, msg["id"]))
        elif kind == "action":
            self._action(conn, msg)

    def _action(self, conn: Conn, msg: dict) -> None:
        ref = msg.get("ref") if isinstance(msg.get("ref"), int) else None
        if not self.started:
            self._refuse(conn, t("The match has not started yet."), ref=ref)
            return
        try:
            a = Action.from_json(msg.get("action"))
        except (ValueError, RecursionError):
            self._refuse(conn, t("That is not a move."), ref=ref)
            return
        if a.seat != conn.seat:
            self._refuse(conn, t("You play seat {number} only.", number=conn.seat + 1), ref=ref)
            return
        if self.session.seats[conn.seat]["kind"] != "remote":
            self._refuse(conn, t("An AI plays your seat for now."), ref=ref)
            return
        if self.deferred is not None:
            self.deferred.put((conn, a, ref))
            return
        reason = self._apply_checked(a)
        if reason is not None:
            self._refuse(conn, reason, ref=ref)

    def _apply_checked(self, a: Action, notify: bool = True) -> str | None:
        try:
            return self.apply(a, notify=notify)[1]
        except Exception as e:  # noqa: BLE001  a rule failing on an odd action must not take the host down
            return f"{type(e).__name__}: {e}"

    def defer(self) -> None:
        """From now on clients' moves are applied in the thread that calls `pump` (the host's window: the
        table it draws never changes under it)."""
        self.deferred = queue.Queue()

    def pump(self) -> list:
        """Apply the clients' moves waiting (see `defer`); (action, events) of each one applied."""
        out = []
        while self.deferred is not None:
            try:
                conn, a, ref = self.deferred.get_nowait()
            except queue.Empty:
                break
            with self.lock:
                reason = self._apply_checked(a, notify=False)
                if reason is None:
                    out.append((a, list(self._last_events)))
            if reason is not None:
                self._send(conn, encode("refused", reason=reason, ref=ref))
        return out


def resume(where, bind: str = "127.0.0.1", port: int = 0):
    """A Host for the saved match (not started: call start()), or (None, why not)."""
    from tabletop.rules.loader import available_games, load_game
    from tabletop.ui.table.session import Session
    rec, problem = hosted.load(where)
    if rec is None:
        return None, problem
    if rec.get("game") not in available_games():
        return None, t("The hosted match cannot be resumed: {reason}",
                       reason=t("it names no game tabletop has ({game})", game=repr(rec.get("game"))[:40]))
    game = load_game(rec["game"])
    try:
        s = Session.resume(game, rec, save=False)
    except (ValueError, KeyError, TypeError) as e:
        return None, t("The hosted match cannot be resumed: {reason}", reason=str(e))
    for i in rec["tokens"]:
        if 0 <= i < len(s.seats):
            s.seats[i]["claimed"] = True
    h = Host(s, bind=bind, port=port, code=rec["code"], tokens=rec["tokens"], save_path=where)
    return h, None   # its players rejoin in the lobby; start_match deals them the table as it stands
