"""TWEAK at the table: the central deck on the blue card with the target on its back, the table cards in
rows, sums picked from the table with one hand card (Capture / TWEAK!), the [T!] cards by each player,
their dialogs (whom to rob, +1 or −1), the Bomb's gift, and banners for what happened.

Everything shown comes from the view and the events; what may be played comes only from
`legal_actions`, and a pick no legal action uses goes to the engine, which says why it is refused.
Identical cards (same colour and value) are one move for the engine: picks are matched by colour and
value (`pick_key`) and by where the card lies (hand or table), so either copy can be picked or dragged.
Drawing is in table_tweak_draw.py.
"""

from __future__ import annotations

import math

import pygame

from tabletop.engine.actions import Action
from tabletop.games.tweak_tables import tables
from tabletop.ui import dialogs, gfx
from tabletop.ui.dialogs import Dialog
from tabletop.ui.director import MOVE
from tabletop.ui.faces import card_size
from tabletop.ui.layout import PICK_LIFT, TableLayout
from tabletop.ui.picking import Picker
from tabletop.ui.overlays import listed
from tabletop.ui.session import YOU, agrees, mid_you, says
from tabletop.ui.table_tweak_draw import (Overlay, TCardButton, draw_centre, plate_extra,  # noqa: F401
                                          plate_marks, round_points)
from tabletop.ui.tween import Call, Timeline, Tween

PICK_KINDS = ("sum", "place")
PICK_ZONES = ("table",)
PICK_TRY_LABEL = "Take these cards"    # a pick that is no legal move: the engine says why
WINDOW_KINDS: set = set()
SHOWCASE = ("Red 5", "The Joker (±1)", "Blue 4")   # on the game's tile in "Choose a game"
T_KIND = {"use_thief": "thief", "use_joker": "joker", "use_shifter": "shifter", "use_bomb": "bomb"}
T_NAME = {"thief": "Thief", "joker": "Joker", "shifter": "Shifter", "bomb": "Bomb"}


# -- picking ----------------------------------------------------------------------------------------
def pick_key(game, cid: int):
    """Cards with the same colour and value play the same (the engine lists one copy)."""
    return tables(game).face[cid]


def hand_key(game, cid: int) -> tuple:
    T = tables(game)
    return (T.value[cid], T.col[cid], cid)


def cards_of(a: Action) -> tuple:
    """The picked cards of a move: the table cards of a sum, then its hand card (dragged last)."""
    if a.kind == "sum":
        return (*a.args[1], a.args[0])
    if a.kind == "place":
        return (a.args[0],)
    return ()


class TweakPicker(Picker):
    """Picks keyed by where the card lies and its face: a Red 3 in the hand is not the Red 3 on the table."""

    def key(self, cid: int):
        return ("t" if cid in self.t.hud.get("table_set", ()) else "h", pick_key(self.t.game, cid))


def pick_label(table, acts: list) -> str:
    if len(acts) > 1:
        return "Capture or place…"
    a = acts[0]
    if a.kind == "place":
        return f"Place {table.game.card_name(a.args[0])}"
    if len(a.args[1]) == len(table.hud.get("table_ids", ())):
        return "TWEAK! (whole table)"
    return f"Capture {len(a.args[1]) + 1} cards"


def picked_split(table, cards) -> tuple[list, list]:
    """(hand cards, table cards) among `cards`."""
    ts = table.hud.get("table_set", ())
    return [c for c in cards if c not in ts], [c for c in cards if c in ts]


def refused_pick(table, seat: int, cards: tuple) -> Action:
    """The sum the pick stands for (the engine explains why it is not one)."""
    hand, tab = picked_split(table, cards)
    h = hand[0] if len(hand) == 1 else (tuple(hand) if hand else None)
    return Action(seat, "sum", (h, tuple(tab)))


def refused_play(table, seat: int, card: int) -> Action:
    return Action(seat, "place", (card,))


def play_choice(table, seat: int, card: int, plays: list):
    """A card that both makes the target alone (with "Table cards in a sum" at 0) and may be placed: which?"""
    def cancel():
        table.dialog = None
        table.snap_back()
    kinds = {a.kind for a in plays}
    if kinds != {"sum", "place"}:
        return dialogs.generic(table, seat, plays, cancel=cancel)
    name = table.game.card_name(card)
    opts = []
    for a in sorted(plays, key=lambda a: a.kind != "sum"):
        if a.kind == "sum" and not a.args[1]:   # the card alone makes the target: a label as short as the others
            label = f"Capture it (makes {tables(table.game).value[card]})"
        elif a.kind == "sum":
            label = f"Capture: {table.game.describe(a).removeprefix('Sum ')}"
        else:
            label = "Place it on the table"
        opts.append((label, (lambda a=a: table.act(a)), {"primary": a.kind == "sum"}))
    opts.append(("Cancel", cancel, {}))
    lines = ["Capturing puts it in your won pile; placing leaves it on the table for the next player."]
    return dialogs.Dialog(table, f"{name}: capture or place?", lines, opts, cards=[card], seat=seat,
                          cancel=cancel, wide=True)


# -- layout -------------------------------------------------------------------------------------------
class Layout(TableLayout):
    """The deck (on the blue card), the target and the T! deck in a row; the table cards in rows under
    them; by every player: the hand, the won pile (face down) and the [T!] cards."""

    def __init__(self, size, game, players: int, bottom: int):
        super().__init__(size, game, players, bottom)
        W, H = self.w, self.h
        self.piles, self.rows = ["deck", "tdeck"], []
        self.side_h = int(self.opp_h * 0.8)             # won piles and T! cards of the other players
        self.side_w = card_size(self.side_h)[0]
        self.my_t_h = int(self.hand_h * 0.62)           # the viewer's own T! cards
        self.my_t_w = card_size(self.my_t_h)[0]
        self.clusters = {s: self._cluster(s) for s in self.plate if s != bottom}
        low = self.hand_y - int(self.hand_h * 0.72) - 8
        gap = max(16, int(W * 0.02))
        dh = int(H * 0.15)
        for _ in range(3):   # the deck row's width depends on its height, its height on what is above it
            dw = card_size(dh)[0]
            row_half = max(128, dw * 2.1) / 2 + gap + dw + 6
            top = int(H * 0.08)
            for s, r in self.clusters.items():
                if r.right > self.cx - row_half and r.x < self.cx + row_half and r.centery < H * 0.45:
                    top = max(top, r.bottom + 8)
            dh = max(48, min(int(H * 0.15), int((low - top) * 0.4)))
        left, right = int(W * 0.16), int(W * 0.84)
        self.deck_h = dh
        self.deck_w = card_size(self.deck_h)[0]
        deck_y = top + self.deck_h // 2 + 4
        t_top = deck_y + self.deck_h // 2 + 12
        for s, r in self.clusters.items():
            if r.bottom > t_top and r.y < low:
                if r.centerx < W / 2:
                    left = max(left, r.right + 12)
                else:
                    right = min(right, r.x - 12)
        half = min(self.cx - left, right - self.cx)
        self.status_h = 20                               # a line under the table cards: whose turn, what to do
        self.table_rect = pygame.Rect(self.cx - half, t_top, 2 * half, max(40, low - t_top - self.status_h))
        self.target_rect = pygame.Rect(0, 0, int(max(128, self.deck_w * 2.1)), self.deck_h)
        self.target_rect.center = (self.cx, deck_y)
        self.pile_at = {"deck": (self.target_rect.x - gap - self.deck_w // 2, deck_y),
                        "tdeck": (self.target_rect.right + gap + self.deck_w // 2, deck_y)}
        self.draw_pos = self.pile_at["deck"]
        self.discard_pos = self.table_rect.center
        self.pile_h, self.pile_w = self.deck_h, self.deck_w

    # -- seats ----------------------------------------------------------------------------------------
    def plate_size(self) -> tuple[int, int]:
        return (int(min(200, self.w * 0.16)), int(max(70, self.h * 0.1)))

    def _inward(self, seat: int) -> int:
        return 1 if self.seat_anchor[seat][0] <= self.cx else -1

    def _hand_step(self) -> float:
        return self.opp_w * 0.74

    def _cluster(self, seat: int) -> pygame.Rect:
        """Where a player's things lie: plate, hand (3 cards), won pile and two T! cards."""
        ax, ay = self.seat_anchor[seat]
        hw = self.opp_w + 2 * self._hand_step()
        r = pygame.Rect(int(ax - hw / 2), int(ay - self.opp_h / 2), int(hw), self.opp_h).union(self.plate[seat])
        side = self._side_x(seat, 0, 1)
        extra = pygame.Rect(0, 0, int(abs(self._side_x(seat, 2, 3) - side) + self.side_w), self.side_h)
        extra.center = ((side + self._side_x(seat, 2, 3)) / 2, ay)
        return r.union(extra)

    def _side_x(self, seat: int, k: int, n_t: int) -> float:
        """x of the k-th thing beside a player's hand: 0 the won pile, 1.. the T! cards."""
        ax, ay = self.seat_anchor[seat]
        d = self._inward(seat)
        hw = self.opp_w / 2 + self._hand_step()
        x0 = ax + d * (hw + 10 + self.side_w / 2)
        first = x0 + d * self.side_w * 1.15
        step = self.side_w * (0.6 if n_t < 4 else 0.45)
        tr = getattr(self, "table_rect", None)   # (not yet while the table's own size is being worked out)
        if k and n_t > 1 and tr is not None and abs(ay - tr.centery) < (tr.h + self.side_h) / 2:
            edge = tr.left - 6 - self.side_w / 2 if d > 0 else tr.right + 6 + self.side_w / 2
            room = d * (edge - first)   # many T! cards close up rather than lie on the table's cards
            if room < (n_t - 1) * step:
                step = max(self.side_w * 0.2, room / (n_t - 1))
        x = x0 if k == 0 else first + d * (k - 1) * step
        return min(self.w - self.side_w / 2 - 4, max(self.side_w / 2 + 4, x))

    # -- slots -----------------------------------------------------------------------------------------
    def slot(self, zone: str, i: int, n: int, cid: int = -1):
        name, _, owner = zone.partition(":")
        if name == "table":
            return self._table_slot(i, n)
        if name in ("deck", "tdeck", "box"):
            x, y = self.pile_at["tdeck" if name == "tdeck" else "deck"]
            return x, y, 0.0, self.deck_h, False         # drawn as stacks by draw_centre
        if name == "blue":
            x, y = self.pile_at["deck"]
            return x, y, 0.0, self.deck_h, False
        if owner:
            s = int(owner)
            if name == "won":
                return self._won_slot(s, i, n)
            if name == "tzone":
                return self._t_slot(s, i, n)
            if s != self.bottom:
                ax, ay = self.seat_anchor[s]
                st = self._hand_step()
                return ax + (i - (n - 1) / 2) * st, ay, 0.0, self.opp_h, True
        return super().slot(zone, i, n, cid)

    def table_grid(self, n: int) -> tuple[int, int, int]:
        """(rows, cards per row, card height) for n table cards: as big as the table area allows, with room
        above them for a picked card to rise in (it rose over the decks' counters on a small window). A
        long table wraps into more rows when its cards come out at most 2 px smaller."""
        A = self.table_rect
        gap = max(6, int(self.w * 0.006))
        best = (1, max(1, n), 12)
        for rows in (1, 2, 3):
            per = max(1, math.ceil(n / rows))
            h = min(int(self.h * 0.18), int((A.h - (rows - 1) * gap) / (rows + PICK_LIFT)))
            while h > 12 and per * (card_size(h)[0] + gap) - gap > A.w:
                h -= 2
            if h >= best[2] - (2 if rows > 1 else 0) and h > 12:
                best = (rows, per, h)
        return best

    def _table_slot(self, i: int, n: int):
        rows, per, h = self.table_grid(n)
        A = self.table_rect
        gap = max(6, int(self.w * 0.006))
        w = card_size(h)[0]
        r, k = divmod(i, per)
        in_row = min(per, n - r * per)
        x = A.centerx + (k - (in_row - 1) / 2) * (w + gap)
        y = A.centery + h * PICK_LIFT / 2 + (r - (rows - 1) / 2) * (h + gap)   # (the top row's lift above)
        return x, y, 0.0, h, True

    def _won_slot(self, s: int, i: int, n: int):
        depth = n - 1 - i
        d = min(depth, 4)
        if s == self.bottom:
            p = self.plate[s]
            h = int(self.my_t_h * 0.85)
            x, y = p.right + 12 + card_size(h)[0] / 2, self.h - 12 - self.my_t_h / 2
        else:
            h = self.side_h
            x, y = self._side_x(s, 0, 1), self.seat_anchor[s][1]
        return x - d * 1.2, y - d * 1.2, 0.0, h, depth < 5

    def _t_slot(self, s: int, i: int, n: int):
        if s == self.bottom:
            w = self.my_t_w
            x0 = self.plate[s].right + 12 + card_size(int(self.my_t_h * 0.85))[0] + 16
            room = self.cx - 1.6 * self.hand_w - x0
            per_row = n
            if n > 2 and (room - w) / (n - 1) < w + 8:   # two rows rather than cards (and USE tags) overlapping
                per_row = -(-n // 2)
            row, col = divmod(i, per_row)
            step = min(w + 8, max(w * 0.3, (room - w) / max(1, per_row - 1))) if per_row > 1 else 0
            y = self.h - 12 - self.my_t_h / 2 - row * (self.my_t_h + 16)
            return x0 + w / 2 + col * step, y, 0.0, self.my_t_h, True
        return self._side_x(s, i + 1, n), self.seat_anchor[s][1], 0.0, self.side_h, True

    def drop_rect(self) -> pygame.Rect:
        return self.table_rect.inflate(16, 16)

    def t_rect(self, seat: int, i: int, n: int) -> pygame.Rect:
        x, y, _a, h, _s = self._t_slot(seat, i, n)
        w, h = card_size(h)
        r = pygame.Rect(0, 0, w, h)
        r.center = (int(x), int(y))
        return r


# -- what the HUD knows ------------------------------------------------------------------------------
def sync(table, view: dict) -> None:
    h = table.hud
    V = view["vars"]
    h["target"] = view.get("target")
    h["back"] = view.get("deck_top_back")
    h["mod"] = V.get("mod", 0)
    h["used"] = V.get("used", False)
    h["colours"] = list(V.get("colours") or [])
    h["dealer"] = view.get("dealer")
    h["hand_backs"] = [list(b) for b in view.get("hand_backs") or []]
    ids = list(view["zones"].get("table", []))
    h["table_ids"], h["table_set"] = ids, frozenset(ids)
    h["pending"] = view.get("pending")
    h["phase"] = view["phase"]
    h.pop("joker_next", None)
    d = table.director
    if d is not None:
        for z, lst in d.zones.items():
            if z.startswith("won:"):
                for s in lst:
                    if not s.moving:
                        s.face_up = False   # the won pile lies face down (every capture was shown)
    if table.picker is not None and not isinstance(table.picker, TweakPicker):
        table.picker = TweakPicker(table)


# -- events -------------------------------------------------------------------------------------------------
def _name(d, seat: int) -> str:
    return d.t.session.name(seat)


def _does(d, seat: int, verb: str) -> str:
    """"Ada takes" / "You take" (the verb given as "take")."""
    return says(_name(d, seat), verb)


def _whose(d, seat: int) -> str:
    return "your" if _name(d, seat) == YOU else f"{_name(d, seat)}'s"


def _vals(d, cards) -> list:
    T = tables(d.t.game)
    return [T.value[c] for c in cards]


def result_note(session, r: dict) -> str | None:
    """Under the round's title, with the tie-break option: the leaders tied at or over the target, so the
    match goes on ("You and Bruno tie at 155: one more deal decides"; the panel said only who won the deal)."""
    st = session.st
    if st.phase != "round_over" or not st.options.get("tie_break"):
        return None
    target = session.game.cfg["match_end"][0]["target"]
    if isinstance(target, dict):
        target = st.options[target["option"]] if "option" in target else target[st.players]
    best = max(st.scores)
    top = [i for i, x in enumerate(st.scores) if x == best]
    if best < target or len(top) < 2:
        return None
    who = "" if len(top) == st.players else mid_you(listed([session.name(i) for i in top])) + " "
    return f"{who}{'Tied' if not who else 'tie'} at {best}: one more deal decides"


def before_batch(table, events: list) -> None:
    table.hud["batch_tweak"] = any(e.get("type") == "tweak" for e in events)
    table.hud["refill_told"] = False


def on_move(d, e) -> float:
    gap = d.on_move(e)
    src, dst, why, c = e["src"], e["dst"], e.get("why"), e.get("card", -1)
    t, h = d.t, d.t.hud
    if dst.startswith("won:"):
        _face_down(d, d.zones[dst][-1])
    elif dst == "table" and why == "thief":
        v = int(src.partition(":")[2])
        t.banner(f"The Thief takes {t.game.card_name(c)} from {_whose(d, v)} hand onto the table", 2.6)
    elif dst == "table" and why == "bomb":
        v = int(src.partition(":")[2])
        t.banner(f"Bomb: {_does(d, v, 'put')} {t.game.card_name(c)} on the table", 2.2)
    elif dst == "table" and why == "shifter":
        t.banner(f"Shifter: {t.game.card_name(c)} from the deck onto the table", 2.2)
    elif src == "deck" and dst == "table" and why != "deal" and not h.get("refill_told"):
        h["refill_told"] = True
        text = "Refill: deck cards go face up onto the table"
        if h.get("batch_tweak") and h.get("tweak_text"):
            text = h["tweak_text"] + " · then deck cards go onto the table"
        t.banner(text, 2.8)
    return gap


def _face_down(d, s) -> None:
    dur = d.dur(MOVE)
    if dur <= 0:
        s.face_up = False
        return

    def turn():
        s.face_up = False
    d.tw.add(Timeline([Call(lambda: None, dur), Tween(s, {"flip": 0.0}, dur * 0.4, "ease_in_quad"), Call(turn),
                       Tween(s, {"flip": 1.0}, dur * 0.4, "ease_out_quad")]))


def on_colours(d, e) -> float:
    """A new deal: the blue card goes back under the deck (the engine moves it without an event)."""
    d.t.hud["colours"] = list(e["colours"])
    box, blue = d.zones.setdefault("box", []), d.zones.setdefault("blue", [])
    T = tables(d.t.game)
    if not blue and box:
        s = box.pop()
        s.card, s.zone, s.face_up = T.blue, "blue", True
        blue.append(s)
        d.place("blue", snap=True)
    return 0.0


def on_target(d, e) -> float:
    h = d.t.hud
    mod = h.pop("joker_next", 0)
    h["mod"] = mod
    if h.get("target") != e["target"]:
        h["target_flash"] = d.t.time + max(0.8, 1.2 * d.factor)
    h["target"] = e["target"]
    h["back"] = e["target"] - mod if d.zones.get("deck") else None
    return 0.0


def on_sum(d, e) -> float:
    vals = _vals(d, [e["hand"], *e["table"]])
    text = f"{_name(d, e['seat'])}: {' + '.join(map(str, vals))} = {e['total']}"
    d.t.hud["last_sum"] = (e["seat"], [e["hand"], *e["table"]], d.t.time + 2.0)
    if not e["tweak"]:
        d.t.banner(text, 2.2)
    d.t.hud["sum_text"] = text
    return 0.1


def on_tweak(d, e) -> float:
    c = e.get("card", -1)
    win = agrees(_name(d, e["seat"]), "win")
    gain = f" and {win} a T! card: the {T_NAME[tables(d.t.game).kind[c]]}" if c is not None and c >= 0 else \
        " (no T! card left to win)"
    text = f"TWEAK! {_does(d, e['seat'], 'take')} the whole table{gain}"
    d.t.hud["tweak_text"] = text
    d.t.hud["tweak_flash"] = d.t.time + max(1.0, 1.8 * d.factor)
    d.t.banner(text, 3.0)
    d.t.sound_event("call")
    return 0.35


def on_use(d, e) -> float:
    uses, k = _does(d, e["seat"], "use"), e["kind"]
    h = d.t.hud
    if k == "thief":
        text = f"{uses} the Thief on {_name(d, e['victim'])}"
    elif k == "joker":
        h["joker_next"] = e["delta"]
        text = f"{uses} the Joker: target {'+1' if e['delta'] > 0 else '−1'} this turn"
    elif k == "shifter":
        text = f"{uses} the Shifter: the target card goes onto the table"
    else:
        text = f"Bomb! {uses} the Bomb: every other player puts a card on the table"
    h["t_flash"] = (e["seat"], d.t.time + 1.5)
    d.t.banner(text, 2.6)
    return 0.3


def on_lost_turn(d, e) -> float:
    """A seat without cards: it draws and loses the turn, or (deck empty) sits out the rest of the deal,
    which is said once, not again every time its turn comes round."""
    n = e.get("drew", 0)
    who = _name(d, e["seat"])
    if n:
        d.t.banner(f"{says(who, 'have')} no cards: {agrees(who, 'draw')} {n} and {agrees(who, 'lose')} the turn", 2.4)
        return 0.3
    told = d.t.hud.setdefault("out_told", set())
    key = (d.t.session.st.round, e["seat"])
    if key in told:
        return 0.0
    told.add(key)
    d.t.banner(f"{says(who, 'have')} no cards and the deck is empty: {agrees(who, 'sit')} out the rest of the deal", 2.4)
    return 0.3


def on_round_over(d, e) -> float:
    n = len(e.get("discarded") or [])
    d.t.banner("Deal over: the deck and every hand are empty" +
               (f"; {n} table card{'s' if n != 1 else ''} discarded" if n else ""), 2.4)
    return 0.2


EVENTS = {"move": on_move, "colours": on_colours, "target": on_target, "sum": on_sum, "tweak": on_tweak,
          "use": on_use, "lost_turn": on_lost_turn, "round_over": on_round_over}


# -- dialogs ---------------------------------------------------------------------------------------------------
class CardChoice(Dialog):
    """A modal choice among cards shown big: click one (or press its number)."""

    def __init__(self, table, title: str, lines, cards: list, choose, seat=None):
        self.choice, self.choose = list(cards), choose
        super().__init__(table, title, lines, (), (), None, seat, wide=True)

    def layout(self, size) -> None:
        from tabletop.ui.widgets import Button
        W, H = size
        n = max(1, len(self.choice))
        ch = int(min(H * 0.3, 220))
        cw = card_size(ch)[0]
        w = min(W - 40, max(560, n * (cw + 24) + 60))
        self.wrapped = [x for line in self.lines for x in gfx.wrap(line, 18, w - 50)]
        h = 70 + 26 * len(self.wrapped) + ch + 40
        self.rect = pygame.Rect((W - w) // 2, max(10, int(H * 0.44) - h // 2), w, h)
        self.card_y, self.card_h = self.rect.y + 64 + 26 * len(self.wrapped), 0
        x0 = self.rect.centerx - (n * (cw + 24) - 24) // 2
        self.widgets = []
        for i, c in enumerate(self.choice):
            r = pygame.Rect(x0 + i * (cw + 24), self.card_y + 6, cw, ch)
            b = Button(r, self.t.game.card_name(c), lambda c=c: self.choose(c),
                       hotkey=pygame.K_1 + i if i < 9 else None)
            b.paint = lambda surf, rr, b=b, c=c: self._paint(surf, rr, b, c)
            self.widgets.append(b)

    def _paint(self, surf, r, b, c) -> None:
        lift = 8 if b.hover or b.focused else 0
        img = self.t.app.faces.image(self.t.game, c, r.w, r.h, self.t.cb, True)
        rr = r.move(0, -lift)
        if lift:
            gfx.rrect(surf, gfx.GOLD, rr.inflate(8, 8), 12, 3)
        surf.blit(img, img.get_rect(center=rr.center))
        self.t.log_face_up(c)


def dialog(table, seat: int, acts: list):
    """The Bomb's gift is a dialog (choose a card of your hand); a turn is played with the cards."""
    gives = [a for a in acts if a.kind == "give"]
    if not gives:
        return None
    pend = table.hud.get("pending") or {}
    by = table.session.name(pend.get("by", -1)) if pend.get("by") is not None else "Someone"
    hand = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x) if s.card >= 0]
    legal = {pick_key(table.game, a.args[0]): a for a in gives}

    def choose(c):
        a = legal.get(pick_key(table.game, c))
        table.act(a if a is not None else Action(seat, "give", (c,)))
    return CardChoice(table, "Bomb! Put one card of your choice on the table",
                      [f"{by} used the Bomb: every other player puts one card from their hand face up on the "
                       "table. Click the card you give."], hand, choose, seat=seat)


def _close(table) -> None:
    table.dialog = None


def open_t_dialog(table, kind: str) -> None:
    """The choice a [T!] card needs (whom to rob, +1 or −1) or a confirmation, from the legal uses."""
    v = table.viewer
    acts = [a for a in table.session.legal(v) if T_KIND.get(a.kind) == kind]
    if not acts:
        table.banner("You cannot use that card now.", 2.5, bad=True)
        return
    T = tables(table.game)
    mine = [s.card for s in table.director.zones.get(f"tzone:{v}", []) if s.card >= 0 and T.kind[s.card] == kind]
    h = table.hud
    opts: list = []
    if kind == "thief":
        title = "The Thief: steal from whom?"
        lines = ["A random card from that player's hand goes face up onto the table. "
                 "They refill only at the end of their next turn."]
        for a in acts:
            n = len(table.director.zones.get(f"hand:{a.args[0]}", []))
            opts.append((f"{table.session.name(a.args[0])} ({n} card{'s' if n != 1 else ''})",
                         lambda a=a: table.act(a), {}))
    elif kind == "joker":
        title = "The Joker: target +1 or −1?"
        lines = [f"The target is {h.get('target')}. For this turn only it becomes one more or one less."]
        for a in sorted(acts, key=lambda a: -a.args[0]):
            d = a.args[0]
            opts.append((f"{'+1' if d > 0 else '−1'}: target {h.get('target', 0) + d}", lambda a=a: table.act(a),
                         {"primary": d > 0}))
    elif kind == "shifter":
        title = "Use the Shifter?"
        lines = [f"The deck's top card (back {h.get('back')}) goes face up onto the table; the next card's back "
                 "becomes the target (7 if the deck runs out)."]
        opts.append(("Use the Shifter", lambda a=acts[0]: table.act(a), {"primary": True}))
    else:
        title = "Use the Bomb?"
        lines = ["Every other player with cards chooses one card from their hand and puts it face up on the "
                 "table (they refill only at the end of their next turn)."]
        opts.append(("Use the Bomb", lambda a=acts[0]: table.act(a), {"primary": True}))
    opts.append(("Cancel", lambda: _close(table), {}))
    table.dialog = Dialog(table, title, lines, opts, cards=mine[:1], cancel=lambda: _close(table), seat=v,
                          wide=True)
    table.dialog_key = table.decision_key(v)


# -- buttons ---------------------------------------------------------------------------------------------
def controls(table, mine: bool, legal: list) -> list:
    """The viewer's usable [T!] cards (click one to use it) and the overlay of the backs' numbers."""
    out: list = [Overlay(table)]
    if not mine:
        return out
    v = table.viewer
    usable = {T_KIND[a.kind] for a in legal if a.seat == v and a.kind in T_KIND}
    if not usable:
        return out
    T = tables(table.game)
    sprites = table.director.zones.get(f"tzone:{v}", [])
    L = table.geom
    seen = set()
    for i, s in enumerate(sprites):
        k = T.kind[s.card] if s.card >= 0 else None
        if k in usable and k not in seen:
            seen.add(k)
            r = L.t_rect(v, i, len(sprites))
            n = len(seen)   # keys 1-4, in the order the cards lie
            out.append(TCardButton(table, r, s.card, f"Use the {T_NAME[k]} ▸", lambda k=k: open_t_dialog(table, k),
                                   hotkey=pygame.K_0 + n))
    return out


__all__ = ["EVENTS", "Layout", "PICK_KINDS", "PICK_ZONES", "WINDOW_KINDS", "before_batch", "cards_of", "controls",
           "dialog", "draw_centre", "hand_key", "pick_key", "pick_label", "plate_extra", "plate_marks", "play_choice",
           "refused_pick", "refused_play", "result_note", "round_points", "sync"]
