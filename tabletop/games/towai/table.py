"""TOWAI at the table: the Day/Night card as a big indicator in the middle (flipping when a Twai card
flips it), the field with its top card large, the draw and discard piles, Day / Night buttons for a
lead, Pass (draw 1) and End turn, a Swap chosen from the hand, round-win pips, passed and combo marks.

What is legal comes only from `legal_actions` (the engine explains a refusal); what is drawn comes from
the viewer's view and the (redacted) events. Drawing helpers live in table_towai_draw.py.
"""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.games.towai import face as F
from tabletop.i18n import N_, language, t
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px, scale
from tabletop.ui.table.layout import MAX_DISCARD_SHOWN, TableLayout, discard_jitter
from tabletop.games.towai.draw import banner_floor, draw_centre, name_side, passed_seats, plate_extra  # noqa: F401
from tabletop.ui.core.tween import Call, Timeline, Tween
from tabletop.ui.core.widgets import Button
from tabletop.ui.table.contract import GameTable

WINDOW_KINDS: set = set()
BUTTON_KEYS = (pygame.K_d, pygame.K_n, pygame.K_p, pygame.K_e)   # Day, Night, Pass, End turn: kept while cards fly
CARD_MOVES = ("play", "swap")  # action kinds whose first argument is the hand card moved: those cards glow
SUIT_ORDER = {"day": 0, "night": 1, "twai": 2}
FIELD_SHOWN = 4          # field cards drawn: the top one and three peeking out under it
AUTO_STOP = 1.1          # seconds (normal speed) the "turn over" banner shows before a forced stop
FORCED_STOP = N_("No card continues the combo: turn over")   # shown through t()
FLIP = 0.5               # seconds for the Day/Night card to turn over (normal speed)
RESULT_HEADS = (N_("Round"), N_("Wins"))   # the match is two round wins, not points
SCORE_UNITS = (N_("win"), N_("wins"))


def hand_key(game, cid: int) -> int:
    """Day cards, then Night cards, then Twai cards, each by number."""
    c = game.cards[cid]
    return SUIT_ORDER.get(c["suit"], 3) * 10 + c["number"]


# -- layout ------------------------------------------------------------------------------------------
class Layout(TableLayout):
    """The Day/Night card on the left, the field in the middle, the draw and discard piles on the right.

    `discard_pos` is where a played card is dropped (the field), as every table's tests expect; the
    discard pile itself sits at pile_at["discard"]."""

    def __init__(self, size, game, players: int, bottom: int):
        super().__init__(size, game, players, bottom)
        self._place(0, 0)
        self._fit_between_seats()

    def _place(self, dx: int, dy: int) -> None:
        """The row's places from the pile size, moved (dx, dy) from where it sits on its own."""
        self.field_h = int(self.pile_h * 1.12)
        self.field_w = card_size(self.field_h)[0]
        self.disc_h = int(self.pile_h * 0.82)
        fx, fy = self.cx + int(self.pile_w * 0.1) + dx, self.cy + int(self.h * 0.03) + dy   # clear of the upper plates
        self.field_pos = (fx, fy)
        self.peek = self.field_w * 0.24           # how far each card under the top one peeks out
        iw, ih = int(self.pile_w * 2.05), int(self.pile_h * 1.16)
        self.dn_rect = pygame.Rect(0, 0, iw, ih)
        left = fx - self.field_w / 2 - self.peek * (FIELD_SHOWN - 1)
        self.dn_rect.center = (int(left - max(px(16), self.pile_w * 0.22) - iw / 2), fy)
        dx = int(fx + self.field_w / 2 + max(px(24), self.pile_w * 0.42) + self.pile_w / 2)
        self.pile_at = {"draw": (dx, fy), "discard": (int(dx + self.pile_w * 1.3), fy)}
        self.draw_pos = self.pile_at["draw"]
        self.discard_pos = self.field_pos
        self.piles, self.rows = ["draw", "discard"], []

    def row_rect(self) -> pygame.Rect:
        """The middle row: the Day/Night card with its flash frame, the field, the piles with their words."""
        x, y = self.pile_at["discard"]
        dw = card_size(self.disc_h)[0]
        piles = pygame.Rect(0, 0, x + dw // 2 + px(10) - self.pile_at["draw"][0] + self.pile_w // 2,
                            self.pile_h + px(50))
        piles.midleft = (self.pile_at["draw"][0] - self.pile_w // 2, y)
        return self.dn_rect.inflate(px(16), px(16)).union(self.field_rect()).union(piles)

    def _fit_between_seats(self) -> None:
        """On a squarer or tall window (a half-screen tile, 960x1080; a portrait monitor) the row, sized by
        the window's height, ran under the side seats' cards and plates. Its cards get smaller, as little
        as they must (to 60% at most), until it fits between the side seats, centred between them, where it
        is or as little higher or lower as clears them, under the move log and above the hand."""
        areas = [self.seat_area(s) for s in self.plate if s != self.bottom]
        if not any(a.colliderect(self.row_rect()) for a in areas):
            return
        gap = px(12)
        floor = self.hand_y - self.hand_h // 2 - px(40)   # the turn's line under the row stays above the hand
        ceiling = px(100)                                  # the move log
        tall, k = self.pile_h, 1.0
        while k >= 0.6:
            self.pile_h = int(tall * k)
            self.pile_w = card_size(self.pile_h)[0]
            self._place(0, 0)
            row = self.row_rect()
            moves = {0} | {a.bottom + gap - row.top for a in areas} | {a.top - gap - row.bottom for a in areas}
            for dy in sorted(moves, key=lambda m: (abs(m), m)):
                band = row.move(0, dy)
                if band.top < ceiling or band.bottom > floor:
                    continue
                beside = [a for a in areas if a.top < band.bottom and a.bottom > band.top]
                left = max((a.right for a in beside if a.centerx < self.cx), default=0) + gap
                right = min((a.left for a in beside if a.centerx >= self.cx), default=self.w) - gap
                if row.w > right - left:
                    continue
                self._place((left + right) // 2 - row.centerx, dy)
                if not any(a.colliderect(self.row_rect()) for a in areas):
                    return
            k *= 0.95
        self.pile_h = int(tall * 0.6)
        self.pile_w = card_size(self.pile_h)[0]
        self._place(0, 0)

    def field_rect(self) -> pygame.Rect:
        """The field's bed: the top card and the ones peeking out to its left."""
        r = pygame.Rect(0, 0, int(self.field_w + self.peek * (FIELD_SHOWN - 1) + px(18)), int(self.field_h + px(18)))
        r.midright = (int(self.field_pos[0] + self.field_w / 2 + px(9)), self.field_pos[1])
        return r

    def drop_rect(self) -> pygame.Rect:
        return self.field_rect().inflate(int(self.field_w * 0.5), int(self.field_h * 0.3))

    def slot(self, zone: str, i: int, n: int, cid: int = -1):
        if zone == "field":
            depth = n - 1 - i
            d = min(depth, FIELD_SHOWN - 1)
            x, y = self.field_pos
            ang = 0.0 if depth == 0 else ((cid * 29) % 9 - 4) * 0.9
            return x - d * self.peek, y - d * 2 * scale(), ang, self.field_h, depth < FIELD_SHOWN
        if zone == "discard":
            x, y = self.pile_at["discard"]
            dx, dy, ang = discard_jitter(cid)
            k = scale()
            return x + dx * k, y + dy * k, ang, self.disc_h, n - 1 - i < MAX_DISCARD_SHOWN
        return super().slot(zone, i, n, cid)


# -- the Day/Night card ------------------------------------------------------------------------------
class DayNight:
    """The indicator: its side ("day", "night" or None before the first lead) and a flip in progress."""

    def __init__(self, side=None):
        self.side, self.flip, self.flash = side, 1.0, 0.0


def _flip_to(d, side) -> None:
    """Turn the Day/Night card over to `side` (its width closes, the other side shows, it opens)."""
    dn = d.t.hud.setdefault("dn", DayNight())
    d.t.hud["side"] = side
    if dn.side == side:
        return
    t = d.dur(FLIP)
    dn.flash = d.t.time + max(0.8, 1.6 * d.factor)
    if t <= 0 or dn.side is None:
        dn.side = side
        return

    def turn():
        dn.side = side
    d.tw.add(Timeline([Tween(dn, {"flip": 0.0}, t / 2, "ease_in_quad"), Call(turn),
                       Tween(dn, {"flip": 1.0}, t / 2, "ease_out_back")]))


# -- what the HUD knows ------------------------------------------------------------------------------
def sync(table, view: dict) -> None:
    V = view["vars"]
    h = table.hud
    dn = h.setdefault("dn", DayNight())
    if dn.flip >= 0.999:
        dn.side = V.get("side")
    h["side"] = V.get("side")
    playing = view["phase"] == "play"
    h["stage"] = V.get("stage") if playing else None
    h["lead"] = V.get("lead")
    h["last"], h["passes"] = V.get("last", -1), V.get("passes", 0)
    h["combo_seat"] = view["current"] if playing and V.get("stage") == "combo" and not view.get("pending") else None
    h["turn"] = view["current"] if playing else None
    h["players"] = view["players"]
    h["fit_lead"] = bool(view["options"].get("lead_must_match_state"))   # the house rule, for the words
    pend = view.get("pending") or {}
    if playing and pend.get("type") == "swap":
        mine = (pend.get("private") or {}).get(str(view.get("seat")))
        h["swap"] = {"seat": pend["seat"], "seats": list(pend["seats"]), "waiting": list(pend["waiting"]),
                     "mine": mine}
    else:
        h["swap"] = None
    ends = table.game.cfg.get("match_end") or [{}]
    h["target"] = ends[0].get("target", 2)


def right_of(table, seat: int):
    """Who receives `seat`'s card in the Swap under way: the previous seat of the ring (the view's)."""
    sw = table.hud.get("swap")
    if not sw or seat not in sw["seats"]:
        return None
    ring = sw["seats"]
    return ring[ring.index(seat) - 1]


# -- events ----------------------------------------------------------------------------------------------
NO_COMBO = ("reset", "round_over")   # a play with one of these in its batch opens no combo


def before_batch(table, events: list) -> None:
    """A Reset, or the card that goes out, is no combo's start: the line under the field never offers one."""
    h = table.hud
    h["no_combo"] = any(e.get("type") in NO_COMBO for e in events)
    if h["no_combo"]:
        h["turn"] = h["combo_seat"] = None   # nor is it a turn to play on: the lead comes back, or the round ends


def on_move(d, e) -> float:
    h = d.t.hud
    src, dst = e["src"], e["dst"]
    if dst == "field" and src.startswith("hand:"):
        seat = int(src.partition(":")[2])
        h["last"], h["passes"] = seat, 0
        h["combo_seat"] = None if h.get("no_combo") else seat
        h["passed_flash"] = {}
    gap = d.on_move(e)
    if src == "field" and dst == "discard":
        return 0.06   # a Reset or a Restart sweeps the whole field away at once
    return gap


def on_orient(d, e) -> float:
    _flip_to(d, e["side"])
    tb = d.t
    tb.hud["stage"] = "lead"
    if e["seat"] != tb.viewer:
        if e["side"] == "day":
            text = tb.session.told(e["seat"], N_("{player} leads by day"), N_("You lead by day"))
        else:
            text = tb.session.told(e["seat"], N_("{player} leads by night"), N_("You lead by night"))
        tb.banner(text, 1.5)
    return 0.35


def on_flip(d, e) -> float:
    _flip_to(d, e["side"])
    field = d.zones.get("field") or []
    top = field[-1].card if field else -1
    if top >= 0 and d.t.game.cards[top].get("effect") == "draw":
        d.t.banner(t("Draw: everyone else draws 1"), 1.8)
    return 0.45


def on_reset(d, e) -> float:
    tb = d.t
    tb.hud["combo_seat"], tb.hud["passes"] = None, 0
    tb.banner(tb.session.told(e["seat"], N_("Reset: {player} leads again"), N_("Reset: you lead again")), 2.0)
    return 0.3


def on_restart(d, e) -> float:
    tb = d.t
    tb.hud["combo_seat"], tb.hud["passes"], tb.hud["last"] = None, 0, -1
    tb.banner(tb.session.told(e["seat"], N_("Everyone passed: {player} leads"), N_("Everyone passed: you lead")), 2.0)
    return 0.35


def on_swap_start(d, e) -> float:
    d.t.hud["swap"] = {"seat": e["seat"], "seats": list(e["seats"]), "waiting": list(e["seats"]), "mine": None}
    d.t.hud["combo_seat"] = None   # the player's combo goes on once every card has been passed
    d.t.banner(t("Swap: everyone passes one card to the right"), 2.2)
    return 0.4


def on_swap_pick(d, e) -> float:
    sw = d.t.hud.get("swap")
    if sw:
        if e["seat"] in sw["waiting"]:
            sw["waiting"].remove(e["seat"])
        if e.get("card", -1) is not None and e.get("card", -1) >= 0:
            sw["mine"] = e["card"]
    return 0.1


def on_swap_done(d, e) -> float:
    d.t.hud["swap"] = None
    return 0.2


def on_pass(d, e) -> float:
    h = d.t.hud
    h["passes"] = h.get("passes", 0) + 1
    h.setdefault("passed_flash", {})[e["seat"]] = d.t.time + max(0.8, 1.4 * d.factor)
    return 0.2


def on_stop(d, e) -> float:
    d.t.hud["combo_seat"] = None
    return 0.1


def on_no_draw(d, e) -> float:
    d.t.banner(t("Nothing left to draw: play goes on"), 1.8)
    return 0.2


def on_round_over(d, e) -> float:
    tb = d.t
    w = e.get("winners") or []
    if w:
        tb.banner(tb.session.told(w[0], N_("{player} goes out!"), N_("You go out!")), 2.0)
    tb.hud["combo_seat"] = tb.hud["turn"] = None   # nobody's turn: the round is over
    return 0.6


EVENTS = {"move": on_move, "orient": on_orient, "flip": on_flip, "reset": on_reset, "restart": on_restart,
          "swap_start": on_swap_start, "swap_pick": on_swap_pick, "swap_done": on_swap_done, "pass": on_pass,
          "stop": on_stop, "no_draw": on_no_draw, "round_over": on_round_over}


# -- decisions ---------------------------------------------------------------------------------------
def dialog(table, seat: int, acts: list):
    """No dialog: day or night, pass and end turn are buttons, cards come from the hand. When ending the
    turn is all a human seat can do, it is done for them after a short banner."""
    if len(acts) == 1 and acts[0].kind == "stop" and table.session.is_human(seat) and table.viewer == seat:
        _auto_stop(table, seat, acts[0])


def _auto_stop(table, seat: int, act: Action) -> None:
    """Show why the turn ends, wait a moment (scaled by the animation speed), then end it."""
    stamp = len(table.session.actions)

    def show():
        table.hud["forced"] = stamp
        table.banner(t(FORCED_STOP), max(1.2, 2.2 * table.factor))

    def apply():
        s = table.session
        if len(s.actions) == stamp and table.viewer == seat and act in s.legal(seat):
            table.act(act)
    table.director.queue.append((show, AUTO_STOP))
    table.director.queue.append((apply, 0.0))


def refused_play(table, seat: int, card: int) -> Action:
    """A card dropped on the field: during a Swap it is the card passed; otherwise a play the engine
    refuses (with its reason)."""
    swap = Action(seat, "swap", (card,))
    if swap in table.session.legal(seat):
        return swap
    return Action(seat, "play", (card,))


# -- buttons -----------------------------------------------------------------------------------------
class SwapButton(Button):
    """"Pass <card> to <neighbour>": enabled once a hand card is selected (the label follows it)."""

    def __init__(self, table, rect, to: int):
        self.t, self.to = table, to
        super().__init__(rect, "", self._go, primary=True, size=px(16))

    @property
    def label(self) -> str:
        c = self.t.selected
        who = self.t.session.name(self.to)
        if c is None:
            return t("Choose a card to pass")
        return t("Pass {card} to {player}", card=self.t.game.card_name(c), player=who)

    @label.setter
    def label(self, _value) -> None:
        pass

    @property
    def enabled(self) -> bool:
        c = self.t.selected
        return c is not None and Action(self.t.viewer, "swap", (c,)) in self.t.session.legal(self.t.viewer)

    @enabled.setter
    def enabled(self, _value) -> None:
        pass

    def _go(self) -> None:
        self.t.act(Action(self.t.viewer, "swap", (self.t.selected,)))


def _side_paint(side: str, hot: str):
    """A Day / Night button face (its sky and sign, the side's name, what it asks for)."""
    cache: dict = {}

    def paint(surf, r) -> None:
        inner = r.inflate(-px(6), -px(6))
        key = (inner.size, language())
        img = cache.get(key)
        if img is None:
            rule = t("equal or higher") if side == "day" else t("equal or lower")
            img = cache[key] = F.side_button(inner.size, side, rule, hot)
        surf.blit(img, inner)
    return paint


def controls(table, mine: bool, legal: list) -> list:
    """Day / Night for a lead; Pass (draw 1); End turn during a combo; the Swap's pass button."""
    if not mine:
        return []
    v = table.viewer
    acts = [a for a in legal if a.seat == v]
    W, H = table.app.size
    L = table.geom
    out = []
    orient = {a.args[0]: a for a in acts if a.kind == "orient"}
    if orient:
        bed = L.field_rect()
        bw, bh = max(px(150), bed.w + px(10)), int(max(px(50), (bed.h - px(4)) / 2))
        for k, side in enumerate(("day", "night")):
            if side in orient:
                r = pygame.Rect(0, 0, bw, bh)
                r.center = (bed.centerx, int(bed.centery + (k - 0.5) * (bh + px(10))))
                hot = pygame.K_d if side == "day" else pygame.K_n
                out.append(Button(r, t(F.SIDE_NAME[side]), lambda a=orient[side]: table.act(a), hotkey=hot,
                                  paint=_side_paint(side, "D" if side == "day" else "N")))
    bw = int(min(px(220), max(px(170), W * 0.15)))
    bh, step = px(50), px(60)
    x, y = W - px(20) - bw, H - px(20) - bh
    passes = [a for a in acts if a.kind == "pass"]
    stops = [a for a in acts if a.kind == "stop"]
    plays = [a for a in acts if a.kind == "play"]
    swaps = [a for a in acts if a.kind == "swap"]
    if passes:   # P in every state: D is Day (it was Pass whenever the Day button was not there)
        hot, label = pygame.K_p, t("Pass (draw 1) · P")
        out.append(Button((x, y, bw, bh), label, lambda a=passes[0]: table.act(a), hotkey=hot, size=px(16)))
        y -= step
    if stops and (plays or orient):
        label = t("End turn · E") if plays else t("End turn (no lead) · E")
        out.append(Button((x, y, bw, bh), label, lambda a=stops[0]: table.act(a), primary=bool(plays),
                          hotkey=pygame.K_e, size=px(16)))
        y -= step
    if swaps:
        to = right_of(table, v)
        if to is not None:
            bw2 = int(min(px(300), max(px(220), W * 0.2)))
            out.append(SwapButton(table, (W - px(20) - bw2, H - px(20) - bh, bw2, bh), to))
    return out


class Table(GameTable):
    """TOWAI at the table: the Day/Night card, the field, the combo and the Swap."""

    BUTTON_KEYS = BUTTON_KEYS
    CARD_MOVES = CARD_MOVES
    EVENTS = EVENTS
    Layout = Layout
    RESULT_HEADS = RESULT_HEADS
    SCORE_UNITS = SCORE_UNITS
    banner_floor = staticmethod(banner_floor)
    before_batch = staticmethod(before_batch)
    controls = staticmethod(controls)
    dialog = staticmethod(dialog)
    draw_centre = staticmethod(draw_centre)
    hand_key = staticmethod(hand_key)
    name_side = staticmethod(name_side)
    plate_extra = staticmethod(plate_extra)
    refused_play = staticmethod(refused_play)
    sync = staticmethod(sync)
