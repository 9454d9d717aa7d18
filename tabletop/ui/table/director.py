"""The Director: turns engine events (redacted for the viewer) into sprite animations, one step at a time.

It keeps a model of the table as the viewer sees it: zone name ("draw", "hand:2") → card sprites,
bottom first. After every batch it checks the model against the engine's view and rebuilds it if
they differ, so no card can be left stranded.
"""

from __future__ import annotations

from collections import deque

from tabletop.i18n import t
from tabletop.ui.core.sprites import CardSprite
from tabletop.ui.core.tween import Call, Timeline, Tween, Tweener

SPEED = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
MOVE = 0.34        # seconds for a card to travel (normal speed)
DEAL_MOVE = 0.26
DEAL_GAP = 0.05    # between two dealt cards
PLAY_GAP = 0.3     # after a played / drawn card before the next step


def zone_contents(game, view: dict) -> dict[str, list[int]]:
    """zone name → card ids bottom first as `view` shows them (-1 for a card the viewer cannot see)."""
    out: dict[str, list[int]] = {}
    seat = view.get("seat")
    for z, d in game.zones.items():
        if d["owner"] == "table":
            out[z] = list(view["zones"][z]) if z in view["zones"] else [-1] * view["counts"].get(z, 0)
            continue
        for s in range(view["players"]):
            if z in view["zones"] and d["visibility"] == "public":
                ids = list(view["zones"][z][s])
            elif z in view["zones"] and d["visibility"] == "owner" and s == seat:
                ids = list(view["zones"][z])
            else:
                ids = [-1] * view["counts"][z][s]
            out[f"{z}:{s}"] = ids
    return out


class Director:
    def __init__(self, table):
        self.t = table
        self.zones: dict[str, list[CardSprite]] = {}
        self.tw = Tweener()
        self.queue: deque = deque()
        self.wait = 0.0
        self.resyncs = 0
        self.dealing = False
        self._moves = 0
        self.handlers = {"move": self.on_move, "shuffle": self.on_shuffle, "reshuffle": self.on_reshuffle,
                         "round_start": self.on_round_start}
        self.handlers.update({k: (lambda e, f=f: f(self, e)) for k, f in table.gameui.EVENTS.items()})

    # -- speed ---------------------------------------------------------------------------------------
    @property
    def factor(self) -> float:
        return SPEED.get(self.t.app.settings["speed"], 1.0)

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.tw.busy or self.wait > 0

    # -- model ------------------------------------------------------------------------------------------
    def sprites(self):
        for lst in self.zones.values():
            yield from lst

    def face_shown(self, zone: str) -> bool:
        v = self.t.viewer
        return self.t.game.zone_visible(zone, -99 if v is None else v)

    def build(self, view: dict) -> None:
        """Snap the model to `view` (no animation): on start, resume, viewer change or resize."""
        self.tw.finish()
        self.queue.clear()
        self.wait = 0.0
        old = {}
        for s in self.sprites():
            old.setdefault(s.zone, []).append(s)
        self.zones = {}
        for z, ids in zone_contents(self.t.game, view).items():
            up = self.face_shown(z)
            lst = []
            for cid in ids:
                s = CardSprite(cid, 0, 0, 10, up and cid >= 0, z)
                lst.append(s)
            self.zones[z] = lst
            self.place(z, snap=True)
        self.t.sync_hud(view)

    def place(self, zone: str, dur: float = 0.0, snap: bool = False, ease: str = "ease_out_cubic") -> None:
        """Send every sprite of `zone` to its slot (tweened unless snap/instant)."""
        lst = self.zones.get(zone, [])
        L = self.t.geom
        n = len(lst)
        base = self.z_base(zone)
        for i, s in self.display_order(zone, lst):
            x, y, ang, h, shown = L.slot(zone, i, n, s.card)
            if s.drag:
                continue
            if snap or dur <= 0:
                self.tw.cancel_for(s)
                s.x, s.y, s.angle, s.h = x, y, ang, h
                s.moving = False
                s.shown = shown
                s.z = base + i
                continue
            if (abs(s.x - x) > 0.5 or abs(s.y - y) > 0.5 or abs(s.angle - ang) > 0.5 or abs(s.h - h) > 0.5):
                self.tw.cancel_for(s)
                self.tw.add(Tween(s, {"x": x, "y": y, "angle": ang, "h": h}, dur, ease,
                                  on_done=lambda s=s, sh=shown, zz=base + i: self._land(s, sh, zz)))
                s.shown = s.shown or shown
            else:
                self._land(s, shown, base + i)

    def display_order(self, zone: str, lst: list) -> list:
        """(slot index, sprite) pairs: the viewer's own hand sorted by the game's `hand_key` if it has
        one (the engine's order is kept in the model, so the checks against the view still hold)."""
        key = self.t.gameui.hand_key
        if key is None or zone != self.t.hand_zone():
            return list(enumerate(lst))
        game = self.t.game
        order = sorted(lst, key=lambda s: (s.card < 0, key(game, s.card) if s.card >= 0 else 0, s.uid))
        return [(i, s) for i, s in enumerate(order)]

    def _land(self, s: CardSprite, shown: bool, z: float) -> None:
        s.moving = False
        s.shown = shown
        s.z = z

    def z_base(self, zone: str) -> float:
        name, _, owner = zone.partition(":")
        if not owner:
            return 0.0
        if int(owner) == self.t.geom.bottom:
            return 3000.0
        return 1000.0 + 100 * int(owner)

    # -- batches ----------------------------------------------------------------------------------------
    def feed(self, events: list[dict], view_after: dict) -> None:
        """Queue one batch (the events of one action, already redacted) and the view after it."""
        dealing = any(e.get("type") == "round_start" for e in events)
        self.queue.append((lambda: self._set_dealing(dealing), 0.0))
        self.queue.append((lambda: self.t.gameui.before_batch(self.t, events), 0.0))
        for e in events:
            self.queue.append((e, None))
        self.queue.append((lambda: self._end(view_after), 0.0))

    def deal_in(self, view: dict) -> None:
        """Start of a match: everything in the draw pile, then the deal played out as moves."""
        contents = zone_contents(self.t.game, view)
        piles = self.t.geom.piles
        src = "draw" if "draw" in contents else (piles[0] if piles else "box")
        empty = {z: [] for z in contents}
        empty["box"] = list(contents.get("box", []))
        # a face-down pile of its own (a deck of special cards) lies in place: it is not dealt from the deck
        kept = {z for z in contents if ":" not in z and z != src and z in piles and not self.face_shown(z)}
        for z in kept:
            empty[z] = list(contents[z])
        empty[src] = [-1] * sum(len(v) for z, v in contents.items() if z != "box" and z not in kept)
        self.tw.finish()
        self.queue.clear()
        self._build_contents(empty)
        seat_zones = [z for z in contents if ":" in z]
        events = []
        longest = max((len(contents[z]) for z in seat_zones), default=0)
        for k in range(longest):
            for z in seat_zones:
                if k < len(contents[z]):
                    events.append({"type": "move", "card": contents[z][k], "src": src, "dst": z, "why": "deal"})
        for z, ids in contents.items():
            if ":" not in z and z not in (src, "box") and z not in kept:
                for c in ids:
                    events.append({"type": "move", "card": c, "src": src, "dst": z, "why": "deal"})
        self.queue.append((lambda: self._set_dealing(True), 0.0))
        for e in events:
            self.queue.append((e, None))
        self.queue.append((lambda: self._end(view), 0.0))

    def _build_contents(self, contents: dict) -> None:
        self.zones = {}
        for z, ids in contents.items():
            up = self.face_shown(z)
            self.zones[z] = [CardSprite(c, 0, 0, 10, up and c >= 0, z) for c in ids]
            self.place(z, snap=True)

    def _set_dealing(self, on: bool) -> None:
        self.dealing = on

    def _end(self, view: dict) -> None:
        self.dealing = False
        want = zone_contents(self.t.game, view)
        if not self._matches(want):
            self._reorder(want)   # the same cards in another order (a hand the rules keep sorted): no rebuild
        if not self._matches(want):
            self.resyncs += 1
            self.build(view)
        else:
            self.t.sync_hud(view)

    def _reorder(self, want: dict) -> None:
        """Put each zone's sprites in the view's order where it holds exactly the cards the view names
        (a game that sorts a dealt hand: the deal's last step rebuilt the whole table to sort it), and slide
        them to their places."""
        for z, ids in want.items():
            have = self.zones.get(z)
            if have is None or len(have) != len(ids) or any(c < 0 for c in ids):
                continue
            by_card = {s.card: s for s in have}
            if len(by_card) == len(have) and set(by_card) == set(ids) and [s.card for s in have] != ids:
                self.zones[z] = [by_card[c] for c in ids]
                self.place(z, 0.2)

    def _matches(self, want: dict) -> bool:
        if set(want) != set(self.zones):
            return False
        for z, ids in want.items():
            have = self.zones[z]
            if len(have) != len(ids):
                return False
            for s, c in zip(have, ids):
                if c >= 0 and s.card != c:
                    return False
                if c < 0 and s.face_up:
                    return False
        return True

    def update(self, dt: float) -> None:
        f = self.factor
        if f == 0:
            self.finish()
            return
        self.wait -= dt
        while self.queue and self.wait <= 0:
            gap = self._run(self.queue.popleft())
            self.wait += gap * f
        if self.wait < 0 and not self.queue:
            self.wait = 0.0
        self.tw.update(dt)

    def finish(self) -> None:
        """Run every queued step and end every animation now (instant speed, fast-forward)."""
        for _ in range(100000):
            if not self.queue:
                break
            self._run(self.queue.popleft())
            self.tw.finish()
        self.tw.finish()
        self.wait = 0.0

    def _run(self, item) -> float:
        what, gap = item
        if callable(what):
            what()
            return gap or 0.0
        fn = self.handlers.get(what.get("type"))
        return (fn(what) or 0.0) if fn else 0.0

    # -- generic event handlers -------------------------------------------------------------------------------
    def dur(self, base: float) -> float:
        return base * self.factor

    def take(self, zone: str, card: int) -> CardSprite:
        """The sprite leaving `zone`: the one showing `card` if any, else the top one (or a new one)."""
        lst = self.zones.setdefault(zone, [])
        if card >= 0:
            for i in range(len(lst) - 1, -1, -1):
                if lst[i].card == card:
                    return lst.pop(i)
        for i in range(len(lst) - 1, -1, -1):
            if lst[i].card < 0 or not lst[i].face_up:
                return lst.pop(i)
        if lst:
            return lst.pop()
        x, y, ang, h, _ = self.t.geom.slot(zone, 0, 1)
        s = CardSprite(card, x, y, h, False, zone)
        s.angle = ang
        return s

    def on_move(self, e: dict) -> float:
        src, dst, card = e["src"], e["dst"], e.get("card", -1)
        s = self.take(src, card)
        if card >= 0:
            s.card = card
        up = self.face_shown(dst) and s.card >= 0
        self.zones.setdefault(dst, []).append(s)
        s.zone = dst
        s.shown = True
        s.moving = True
        self._moves += 1
        s.z = 6000 + self._moves
        d = self.dur(DEAL_MOVE if self.dealing else MOVE)
        if s.face_up != up:
            self.flip(s, up, d)
        self.place(src, d * 0.8)
        self.place(dst, d)
        if dst == "discard" and d > 0:
            self.tw.add(Timeline([Call(lambda: None, d * 0.95), Tween(s, {"pop": 0.07}, d * 0.18, "ease_out_quad"),
                                  Tween(s, {"pop": 0.0}, d * 0.3, "ease_out_back")]))
        self.t.sound_event("move")
        return DEAL_GAP if self.dealing else PLAY_GAP

    def flip(self, s: CardSprite, up: bool, d: float) -> None:
        """Turn a card over: its width closes to nothing, the other side shows, it opens again."""
        if d <= 0:
            s.face_up = up
            s.flip = 1.0
            return

        def turn():
            s.face_up = up
        self.tw.add(Timeline([Tween(s, {"flip": 0.0}, d / 2, "ease_in_quad"), Call(turn),
                              Tween(s, {"flip": 1.0}, d / 2, "ease_out_quad")]))

    def on_shuffle(self, e: dict) -> float:
        z, n = e["zone"], e["count"]
        lst = self.zones.setdefault(z, [])
        box = self.zones.setdefault("box", [])
        while len(lst) < n and box:
            s = box.pop()
            s.zone, s.face_up, s.card = z, False, -1
            lst.insert(0, s)
        while len(lst) > n:
            s = lst.pop(0)
            s.zone = "box"
            box.append(s)
        for s in lst:
            if not self.face_shown(z):
                s.face_up = False
                s.card = -1
        d = self.dur(0.45)
        self.place(z, 0.0)
        if d > 0:
            for k, s in enumerate(lst[-6:]):
                x0 = s.x
                off = (-1) ** k * self.t.geom.pile_w * 0.35
                self.tw.add(Timeline([Tween(s, {"x": x0 + off}, d * 0.3, "ease_out_quad"),
                                      Tween(s, {"x": x0}, d * 0.5, "ease_out_back")]))
        self.t.sound_event("shuffle")
        return 0.5

    def on_reshuffle(self, e: dict) -> float:
        """The event's cards (else all but the top one) leave the discard pile to become the draw pile."""
        disc = self.zones.setdefault("discard", [])
        draw = self.zones.setdefault("draw", [])
        ids = e.get("cards")
        if ids is None:
            moving = disc[:-1]
        else:
            want = set(ids)
            moving = [s for s in disc if s.card in want]
        keep = [s for s in disc if s not in moving]
        disc[:] = keep
        d = self.dur(MOVE)
        for s in moving:
            s.zone = "draw"
            if s.face_up:
                self.flip(s, False, d)
            s.card = -1
        draw[:0] = moving
        self.place("draw", d)
        self.t.banner(t("Reshuffle: the discard pile becomes the draw pile"), 1.6)
        return 0.35

    def on_round_start(self, e: dict) -> float:
        """Gather every card back to the deck before the deal; the game's marks start the round afresh."""
        self.t.gameui.new_round(self.t)
        box = self.zones.setdefault("box", [])
        d = self.dur(0.4)
        for z, lst in self.zones.items():
            if z == "box":
                continue
            for s in lst:
                s.zone = "box"
                if s.face_up:
                    self.flip(s, False, d)
                s.card = -1
                box.append(s)
            lst.clear()
        self.place("box", d)
        return 0.45
