"""The wire format between a host and its clients: length-prefixed JSON frames over asyncio streams.

A frame is a 4-byte big-endian length, then that many bytes of UTF-8 JSON: one object with the protocol
version `v` and a `kind`. The standard library's streams do the transport (no new dependency); the cap on
a frame's size is checked on the length before a byte of the body is read, so a claimed 4 GB frame costs
nothing. No pygame here: the host and the client run headless.
"""

from __future__ import annotations

import asyncio
import json
import struct

from tabletop.i18n import t

VERSION = 1
DEFAULT_PORT = 47624          # TCP; changeable on the set-up screen and with --port
MAX_FROM_CLIENT = 64 * 1024   # what the host reads of one client frame: an action is a few dozen bytes
MAX_FROM_HOST = 4 * 1024 * 1024   # what a client reads of one host frame: a view and its events
HEADER = struct.Struct(">I")

# what a client may send, and what the host sends
CLIENT_KINDS = ("join", "action", "reaction", "ping", "leave")
HOST_KINDS = ("welcome", "refused", "update", "seats", "reaction", "pong", "closing")
REACTIONS = ("nice", "oops", "wow", "thanks")   # the quick reactions players can send one another
MAX_NAME = 16   # characters of a player's name, as the set-up screen allows


class ProtocolError(Exception):
    """A frame that cannot be read: `reason` is for the log and the refusal; `fatal` ends the connection
    (the stream's frame boundaries are lost), otherwise only this message is refused."""

    def __init__(self, reason: str, fatal: bool = False):
        super().__init__(reason)
        self.reason, self.fatal = reason, fatal


def encode(kind: str, **fields) -> bytes:
    """One frame: the header and the JSON body, with the version and the kind."""
    body = json.dumps({"v": VERSION, "kind": kind, **fields}, separators=(",", ":"), ensure_ascii=False)
    data = body.encode("utf-8")
    return HEADER.pack(len(data)) + data


def decode(data: bytes) -> dict:
    """The message in a frame's body; ProtocolError (not fatal) if it is not one this version reads."""
    try:
        msg = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ProtocolError(t("The message is not valid JSON.")) from None
    if not isinstance(msg, dict):
        raise ProtocolError(t("A message is a JSON object."))
    if msg.get("v") != VERSION:
        raise ProtocolError(t("The message is of protocol version {version}, not {expected}: both players need the "
                                "same version of tabletop.", version=repr(msg.get("v"))[:20], expected=VERSION))
    if not isinstance(msg.get("kind"), str):
        raise ProtocolError(t("A message names its kind."))
    return msg


async def read_frame(reader: asyncio.StreamReader, limit: int) -> dict | None:
    """The next message, None at a clean end of the stream; ProtocolError for a bad one (fatal for an
    oversized or cut frame: what follows it cannot be found)."""
    try:
        head = await reader.readexactly(HEADER.size)
    except asyncio.IncompleteReadError as e:
        if not e.partial:
            return None
        raise ProtocolError(t("The connection ended inside a message."), fatal=True) from None
    (n,) = HEADER.unpack(head)
    if n > limit:
        raise ProtocolError(t("A message of {size} bytes is over the limit of {limit}.", size=n, limit=limit), fatal=True)
    try:
        body = await reader.readexactly(n)
    except asyncio.IncompleteReadError:
        raise ProtocolError(t("The connection ended inside a message."), fatal=True) from None
    return decode(body)


class Bucket:
    """A token bucket: `rate` messages a second on average, bursts of `burst`."""

    def __init__(self, rate: float, burst: float, clock):
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens, self.at = burst, clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False
