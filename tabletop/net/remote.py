"""The match as a joined seat knows it, kept up from the host's messages: its view, the public view, its
legal moves, whose turn it is, the seats and who is missing. No engine runs here and no state exists:
only what the host sent, which is only what this seat may know."""

from __future__ import annotations

import queue
import time

from tabletop.engine.actions import Action


class RemoteMatch:
    def __init__(self, client):
        self.client = client
        self.game_id: str | None = None
        self.options: dict = {}
        self.players = 0
        self.seat: int | None = None
        self.view: dict | None = None
        self.public: dict | None = None
        self.legal: list[Action] = []
        self.n = 0                    # moves made in the match, as of the last update
        self.match = 0                # which match at this table (the host's rematch count)
        self.primary = None
        self.started = False
        self.seats: list[dict] = []
        self.log: list[Action] = []
        self.updates: list[dict] = []   # updates not yet taken by the table (`take`)
        self.refused: list[dict] = []
        self.reactions: list[tuple] = []
        self.closing = False            # the host said it is closing
        self.lost: str | None = None     # the connection ended (why)

    def handle(self, msg: dict) -> None:
        kind = msg.get("kind")
        if kind == "welcome":
            self.seat, self.game_id = msg["seat"], msg["game"]
            self.options, self.players = msg["options"], msg["players"]
        elif kind == "update":
            self.view, self.public, self.n = msg["view"], msg["public"], msg["n"]
            self.legal = [Action.from_json(a) for a in msg["legal"]]
            self.primary, self.started, self.match = msg["primary"], msg["started"], msg.get("match", 0)
            if msg.get("sync"):
                self.log = [Action.from_json(a) for a in msg["log"]]
                self.seats = msg["seats"]
            elif msg.get("action") is not None:
                a = Action.from_json(msg["action"])
                if a.kind == "next_round":
                    self.log = []
                elif a.seat >= 0:
                    self.log = (self.log + [a])[-5:]
            self.updates.append(msg)
        elif kind == "seats":
            self.seats, self.started = msg["seats"], msg["started"]
        elif kind == "refused":
            self.refused.append(msg)
        elif kind == "reaction":
            self.reactions.append((msg.get("seat"), msg.get("id")))
        elif kind == "closing":
            self.closing = True
        elif kind == "lost":
            self.lost = msg.get("reason") or "closed"

    def pump(self) -> int:
        """Take in every message received (never waits); how many there were."""
        msgs = self.client.poll()
        for m in msgs:
            self.handle(m)
        return len(msgs)

    def wait(self, pred, timeout: float = 5.0) -> bool:
        """Take in messages until `pred(self)` holds (True) or `timeout` seconds pass (False)."""
        end = time.monotonic() + timeout
        while not pred(self):
            left = end - time.monotonic()
            if left <= 0:
                return False
            try:
                self.handle(self.client.inbox.get(timeout=min(left, 0.5)))
            except queue.Empty:
                pass
        return True

    def missing(self) -> list[int]:
        return [i for i, s in enumerate(self.seats)
                if s.get("kind") == "remote" and not s.get("connected") and not s.get("ai")]

    def act(self, action: Action, ref: int | None = None) -> None:
        self.client.send("action", action=action.to_json(), ref=ref)
