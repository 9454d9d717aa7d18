"""A joining player's connection to a host: a thread with its own event loop, messages handed over a queue.

The window polls `poll()` once a frame and never waits on the network; `send` may be called from any
thread. Each seat's token is kept in the user data folder (`tokens.json`), keyed by the host's address,
so a player whose program closed takes back the same seat.
"""

from __future__ import annotations

import asyncio
import queue
import threading

from tabletop.i18n import t
from tabletop.net.protocol import MAX_FROM_HOST, ProtocolError, encode, read_frame
from tabletop.persist.store import data_dir, read_json, write_json

TOKENS = "net_tokens.json"
CONNECT_TIMEOUT = 5.0


def saved_token(host: str, port: int) -> str | None:
    data, problem = read_json(data_dir() / TOKENS)
    if problem is None and isinstance(data, dict):
        tok = data.get(f"{host}:{port}")
        return tok if isinstance(tok, str) else None
    return None


def keep_token(host: str, port: int, token: str) -> None:
    data, problem = read_json(data_dir() / TOKENS)
    data = data if problem is None and isinstance(data, dict) else {}
    data[f"{host}:{port}"] = token
    try:
        write_json(data_dir() / TOKENS, dict(list(data.items())[-20:]))   # the last few hosts only
    except OSError:
        pass   # the seat can still be taken back by the host handing it


class Client:
    """Connects to (host, port) and joins with `code` and `name` (or takes back a seat with `token`).

    Messages from the host arrive in `inbox` (a queue.Queue of dicts); a lost connection arrives as
    {"kind": "lost", "reason": ...}. With `record`, every byte received is kept in `received` (tests)."""

    def __init__(self, host: str, port: int, code: str, name: str = "", token: str | None = None,
                 seat: int | None = None, record: bool = False, keep: bool = True):
        self.host, self.port, self.code, self.name = host, port, code, name
        self.token, self.want_seat, self.keep = token, seat, keep
        self.inbox: queue.Queue = queue.Queue()
        self.record = record
        self.received = bytearray()
        self.loop: asyncio.AbstractEventLoop | None = None
        self.writer = None
        self.thread: threading.Thread | None = None
        self.seat: int | None = None
        self.closed = threading.Event()

    def start(self, timeout: float = CONNECT_TIMEOUT, wait: bool = True) -> None:
        """Connect and send the join message: with `wait`, OSError if the host cannot be reached in `timeout`;
        without (a window's thread, which must not wait), a failure arrives in the inbox as "lost"."""
        ready, failed = threading.Event(), []

        def run():
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)   # this thread's own
            self.loop = loop
            try:
                reader, self.writer = loop.run_until_complete(
                    asyncio.wait_for(asyncio.open_connection(self.host, self.port), timeout))
            except (OSError, asyncio.TimeoutError) as e:
                failed.append(e if isinstance(e, OSError) else OSError(str(e) or "timed out"))
                self.inbox.put({"kind": "lost", "reason": str(failed[0]) or "timed out"})
                ready.set()
                loop.close()
                return
            join = {"code": self.code, "name": self.name}
            if self.token:
                join["token"] = self.token
            if self.want_seat is not None:
                join["seat"] = self.want_seat
            self.writer.write(encode("join", **join))
            ready.set()
            try:
                loop.run_until_complete(self._read(reader))
            finally:
                self.closed.set()
                loop.close()

        self.thread = threading.Thread(target=run, name="net-client", daemon=True)
        self.thread.start()
        if not wait:
            return
        if not ready.wait(timeout + 1.0):
            raise OSError("timed out")
        if failed:
            raise failed[0]

    async def _read(self, reader) -> None:
        reason = "closed"
        try:
            while True:
                msg = await read_frame(reader, MAX_FROM_HOST) if not self.record else await self._recorded(reader)
                if msg is None:
                    break
                if msg["kind"] == "welcome":
                    self.seat, self.token = msg.get("seat"), msg.get("token")
                    if self.keep and isinstance(self.token, str):
                        keep_token(self.host, self.port, self.token)
                self.inbox.put(msg)
        except ProtocolError as e:
            reason = e.reason
        except (OSError, asyncio.IncompleteReadError) as e:
            reason = str(e) or type(e).__name__
        except asyncio.CancelledError:
            reason = "closed"
        self.inbox.put({"kind": "lost", "reason": reason})
        if self.writer is not None:
            self.writer.close()

    async def _recorded(self, reader):
        """read_frame, keeping every byte it reads."""
        from tabletop.net.protocol import HEADER, decode
        try:
            head = await reader.readexactly(HEADER.size)
        except asyncio.IncompleteReadError as e:
            self.received += e.partial
            return None
        self.received += head
        (n,) = HEADER.unpack(head)
        if n > MAX_FROM_HOST:
            raise ProtocolError(t("A message of {size} bytes is over the limit of {limit}.", size=n, limit=MAX_FROM_HOST),
                                fatal=True)
        body = await reader.readexactly(n)
        self.received += body
        return decode(body)

    # -- from the window's thread ----------------------------------------------------------------------
    def send(self, kind: str, **fields) -> None:
        self.send_raw(encode(kind, **fields))

    def send_raw(self, data: bytes) -> None:
        """Bytes as they are (the tests send bad frames with it)."""
        loop, w = self.loop, self.writer
        if loop is not None and w is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(w.write, data)
            except RuntimeError:   # the loop closed meanwhile
                pass

    def poll(self) -> list[dict]:
        """Every message received since the last poll (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def close(self, timeout: float = 3.0) -> None:
        """Say goodbye and end the connection."""
        self.send("leave")
        self._stop(timeout, abort=False)

    def kill(self, timeout: float = 3.0) -> None:
        """Cut the connection without a word (a program that crashed, a cable pulled)."""
        self._stop(timeout, abort=True)

    def _stop(self, timeout: float, abort: bool) -> None:
        loop, w = self.loop, self.writer
        if loop is None or w is None or loop.is_closed():
            return

        def stop():
            if abort:
                w.transport.abort()
            else:
                w.close()
        try:
            loop.call_soon_threadsafe(stop)
        except RuntimeError:
            return
        self.closed.wait(timeout)
