"""TWEAK table pictures: the deck on the blue card with the target on its back, the target sign (with
the Joker's change and the running sum of a pick), the T! deck, the table area, the plates (points this
round, match score, dealer), the backs' numbers on the other hands and the clickable [T!] cards."""

from __future__ import annotations

import math

import pygame

from tabletop.games.tweak.tables import tables
from tabletop.i18n import N_, language, t, tc
from tabletop.games.tweak import face as F
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px
from tabletop.ui.table.drawing import direction_caption
from tabletop.ui.core.widgets import Button, Widget

FELT_PANEL = (8, 40, 26)
FELT_EDGE = (60, 120, 86)


def round_points(table, seat: int) -> int:
    """Points of a player's won pile and [T!] cards so far this deal (all public)."""
    pts = tables(table.game).points
    z = table.director.zones
    return sum(pts[s.card] for k in (f"won:{seat}", f"tzone:{seat}") for s in z.get(k, []) if s.card >= 0)


# -- the centre ---------------------------------------------------------------------------------------
def draw_centre(table, surf) -> None:
    L = table.geom
    h = table.hud
    _table_area(table, surf)
    _deck(table, surf)
    _t_deck(table, surf)
    _target(table, surf)
    if h.get("tweak_flash", 0) > table.time:
        k = (h["tweak_flash"] - table.time)
        size = max(px(20), int(L.table_rect.h * (0.45 + 0.05 * math.sin(table.time * 9))) // 4 * 4)
        img = _flash_text(size)
        if k < 0.4:
            img = img.copy()
            img.set_alpha(int(255 * k / 0.4))
        surf.blit(img, img.get_rect(center=L.table_rect.center))


_FLASH = gfx.store(24)


def _flash_text(size: int) -> pygame.Surface:
    """The outlined "TWEAK!" at `size` (in steps of 4 px), drawn once per size and language: it pulses for a
    second after every TWEAK, and drawing it afresh took 16 ms a frame at 1920x1080."""
    return gfx.cached(_FLASH, (language(), size), lambda: F.outlined(t("TWEAK!"), size, gfx.GOLD,
                                                                       width=max(2, size // 14)))


def _table_area(table, surf) -> None:
    L = table.geom
    r = L.table_rect.inflate(px(12), px(12))
    r.h += L.status_h
    gfx.panel(surf, r, px(18), fill=FELT_PANEL, alpha=110, edge=FELT_EDGE)
    n = len(table.director.zones.get("table", []))
    if n == 0 and table.hud.get("tweak_flash", 0) <= table.time:
        gfx.blit_text(surf, t("The table is empty"), px(17), r.center, (150, 190, 160), True, anchor="center")
    # a message above the hand (a capture, a Thief) may cover the turn's line or the direction's caption:
    # what it covers waits until it goes, rather than peek out around it
    banner = pygame.Rect(0, 0, 0, 0)
    if table.banner_t > 0 and table.banner_text:
        banner = table.banner_box(surf.get_size())[0]
    direction_caption(table, surf, r, below=True, unless=banner)   # the option: right and left play the other way
    text, short = _status(table)
    if short and gfx.font(px(12), True).size(text)[0] > r.w - px(24):
        text = short
    size = gfx.fit_size(text, px(14), r.w - px(24), bold=True, min_size=px(9))
    line = pygame.Rect((0, 0), gfx.font(size, True).size(text))
    line.midbottom = (r.centerx, r.bottom - px(4))
    if not banner.colliderect(line):
        gfx.blit_text(surf, text, size, line.midbottom, (176, 214, 186), True, anchor="midbottom")


def _status(table) -> tuple[str, str | None]:
    """One line under the table: whose turn it is and what they can do; and a shorter one for a narrow
    table (None: the line has no shorter form)."""
    h = table.hud
    s = table.session
    pend = h.get("pending") or {}
    if h.get("phase") != "play":
        return t("Round over"), None
    if pend.get("type") == "bomb":
        who = pend.get("seat")
        if who == table.viewer:
            return (t("Bomb! Choose a card from your hand to put on the table") if table.my_turn() else ""), None
        return s.told(who, N_("Bomb! {player} chooses a card to put on the table"),
                      N_("Bomb! You choose a card to put on the table")), None
    cur = h.get("current")
    if cur is None:
        return "", None
    if cur == table.viewer:
        if not table.my_turn():
            return "", None
        if not h.get("table_ids"):
            return t("Your turn: drag a card here to place it on the table"), None
        target = h.get("target")
        return (t("Your turn: pick table cards and one hand card that make {target}, or drag a card here to place it",
                  target=target),
                t("Your turn: capture cards that make {target}, or place a card", target=target))
    return s.told(cur, N_("{player}'s turn"), N_("Your turn")), None


def _card(surf, img, center) -> None:
    surf.blit(img, img.get_rect(center=(int(center[0]), int(center[1]))))


def _shadowed(table, img) -> pygame.Surface:
    w, h = img.get_size()
    k = px(4)
    out = pygame.Surface((w + 2 * k, h + 2 * k + px(2)), pygame.SRCALPHA)
    out.blit(gfx.soft_shadow(w, h, max(3, w // 11), k, 80), (0, px(2)))
    out.blit(img, (k, k))
    return out


def _deck(table, surf) -> None:
    L = table.geom
    g = table.game
    x, y = L.pile_at["deck"]
    w, h = L.deck_w, L.deck_h
    n = len(table.director.zones.get("deck", []))
    blue = table.director.zones.get("blue", [])
    if blue and blue[0].card >= 0:
        img = table.app.faces.image(g, blue[0].card, w, h, table.cb, True)
        _card(surf, img, (x - (0 if not n else int(w * 0.16)), y + (0 if not n else px(5))))
        table.log_face_up(blue[0].card)
    for k in range(min(n, 6) - 1, 0, -1):
        d = k * 1.5 * gfx.scale()
        _card(surf, table.app.faces.image(g, -1, w, h, table.cb, False), (x - d, y - d))
    if n:
        _card(surf, _shadowed(table, F.back_with_value(g, w, h, table.hud.get("back"))), (x, y))
        _count(surf, t("deck {n}", n=n), (x, y + h // 2))


def _t_deck(table, surf) -> None:
    L = table.geom
    x, y = L.pile_at["tdeck"]
    w, h = L.deck_w, L.deck_h
    n = len(table.director.zones.get("tdeck", []))
    if n:
        img = _shadowed(table, F.t_back(w, h))
        for k in range(min(n, 5) - 1, -1, -1):
            d = k * 1.5 * gfx.scale()
            _card(surf, img, (x - d, y - d))
    else:
        r = pygame.Rect(0, 0, w, h)
        r.center = (x, y)
        gfx.rrect(surf, (60, 110, 80), r, px(8), px(2))
        gfx.blit_text(surf, t("no T!"), px(13), r.center, (120, 170, 140), True, anchor="center")
    _count(surf, t("T! deck {n}", n=n), (x, y + h // 2))


def _count(surf, text: str, center) -> None:
    """A small dark label over a pile's lower edge."""
    t = gfx.text(text, px(12), gfx.INK, True)
    r = t.get_rect(center=(int(center[0]), int(center[1]))).inflate(px(10), px(4))
    gfx.rrect(surf, (14, 22, 28), r, r.h // 2)
    surf.blit(t, t.get_rect(center=r.center))


def _target(table, surf) -> None:
    L = table.geom
    h = table.hud
    r = L.target_rect
    flash = h.get("target_flash", 0) > table.time
    gfx.panel(surf, r, px(16), fill=(14, 22, 28), alpha=225, edge=gfx.GOLD if flash else (120, 150, 140))
    if flash:
        gfx.rrect(surf, gfx.GOLD, r.inflate(px(6), px(6)), px(18), px(2))
    tgt = h.get("target")
    mod = h.get("mod", 0) or 0
    head = t("TARGET") if not mod else t("TARGET · Joker +1") if mod > 0 else t("TARGET · Joker −1")
    hs = gfx.fit_size(head, max(px(11), int(r.h * 0.13)), r.w - px(12), bold=True, min_size=px(8))
    gfx.blit_text(surf, head, hs, (r.centerx, r.y + px(5)), gfx.GOLD, True, anchor="midtop")
    big = max(px(18), int(r.h * 0.5))
    colour = (255, 226, 120) if mod else gfx.INK
    img = F.outlined(str(tgt) if tgt is not None else "–", big, colour, width=max(1, big // 18))
    surf.blit(img, img.get_rect(center=(r.centerx, r.centery + int(r.h * 0.02))))
    sub, kind = _target_line(table, mod)
    if sub:
        size = gfx.fit_size(sub, max(px(12), int(r.h * 0.13)), r.w - px(12), bold=True, min_size=px(8))
        col = gfx.GOOD if kind == "made" else (255, 226, 120) if kind == "joker" else gfx.INK_DIM
        gfx.blit_text(surf, sub, size, (r.centerx, r.bottom - px(5)), col, True, anchor="midbottom")


def _target_note(table, mod: int) -> str:
    """Under the target: the running sum of a pick, else the Joker's change or where the target comes from."""
    return _target_line(table, mod)[0]


def _target_line(table, mod: int) -> tuple[str, str]:
    """(the note under the target, what it says: "made" a pick that makes the target, "joker" the Joker's
    change, "" anything else)."""
    pk = table.picker
    h = table.hud
    if pk is not None and pk.cards and table.my_turn():
        T = tables(table.game)
        vals = [T.value[c] for c in sorted(pk.cards, key=lambda c: c in h.get("table_set", ()))]
        total = sum(vals)
        acts = [a for a in pk.candidates() if a.kind == "sum"]
        eq = f"{' + '.join(map(str, vals))} = {total}"
        if acts:
            return eq + " ✓", "made"
        if total != h.get("target"):
            return t("= {total}, target {target}", total=total, target=h.get("target")), ""
        return eq, ""
    if mod:
        back = h.get("back")
        return t("this turn (card: {back})", back=back if back is not None else 7), "joker"
    if h.get("back") is None:
        return t("blue card"), ""
    return t("on the deck's back"), ""


# -- plates ------------------------------------------------------------------------------------------------
def plate_extra(table, surf, seat: int, rect) -> None:
    h = table.hud
    if h.get("dealer") == seat:
        c = (rect.right - px(14), rect.y + px(14))
        pygame.draw.circle(surf, (245, 242, 232), c, px(10))
        pygame.draw.circle(surf, (30, 30, 36), c, px(10), px(2))
        gfx.blit_text(surf, tc("the dealer's button", "D"), px(13), (c[0], c[1] + px(1)), (30, 30, 36), True,
                      anchor="center")
    sc = h.get("scores") or []
    total = sc[seat] if seat < len(sc) else 0
    pts = round_points(table, seat)
    text = t("★ {points} this round · {total} total", points=pts, total=total)
    if gfx.font(px(12), True).size(text)[0] > rect.w - px(20):
        text = t("★ {points} round · {total} total", points=pts, total=total)
    size = gfx.fit_size(text, px(13), rect.w - px(20), bold=True, min_size=px(8))
    gfx.blit_text(surf, text, size, (rect.x + px(10), rect.y + px(28)), gfx.GOLD, True)
    fl = h.get("t_flash")
    if fl and fl[0] == seat and fl[1] > table.time:
        gfx.rrect(surf, (250, 214, 90), rect.inflate(px(6), px(6)), px(14), px(2))


def plate_marks(table, surf, seat: int, rect) -> None:
    """Over the top of the plate, in front of the seat's cards: a Bomb victim still choosing its card."""
    pend = table.hud.get("pending") or {}
    if pend.get("type") == "bomb" and pend.get("seat") == seat and seat != table.viewer:
        _pill(surf, t("Bomb: choosing a card"), (rect.centerx, rect.y - px(4)), (150, 28, 30))


def _pill(surf, text: str, midbottom, fill) -> None:
    t = gfx.text(text, px(13), gfx.INK, True)
    r = t.get_rect(midbottom=(int(midbottom[0]), int(midbottom[1]))).inflate(px(14), px(6))
    gfx.rrect(surf, fill, r, r.h // 2)
    surf.blit(t, t.get_rect(center=r.center))


# -- drawn over the cards ----------------------------------------------------------------------------------
class Overlay(Widget):
    """The target numbers on the backs of the other players' hand cards (the backs face the table)."""

    focusable = False

    def __init__(self, table):
        super().__init__((0, 0, 0, 0))
        self.t = table

    def draw(self, surf) -> None:
        t = self.t
        backs = t.hud.get("hand_backs") or []
        for seat, vals in enumerate(backs):
            if seat == t.viewer:
                continue
            lst = t.director.zones.get(f"hand:{seat}", [])
            if len(lst) != len(vals) or any(s.moving or s.drag or s.face_up or not s.shown for s in lst):
                continue
            for s, v in zip(sorted(lst, key=lambda s: s.x), vals):
                w, h = card_size(s.h)
                surf.blit(F.back_with_value(t.game, w, h, v), F.back_with_value(t.game, w, h, v).get_rect(
                    center=(int(s.x), int(s.y))))


class TCardButton(Button):
    """One of the viewer's usable [T!] cards: it glows; a click opens its dialog."""

    def __init__(self, table, rect, cid: int, label: str, fn, hotkey: int | None = None):
        super().__init__(rect, label, fn, hotkey=hotkey)
        self.t, self.cid = table, cid

    def draw(self, surf) -> None:
        tb = self.t
        r = self.rect.move(0, -px(8) if self.hover or self.focused else 0)
        pulse = 0.5 + 0.5 * math.sin(tb.time * 4)
        grow = px(8) + int(px(4) * pulse)
        gfx.rrect(surf, gfx.GOLD, r.inflate(grow, grow), px(12), px(3))
        img = tb.app.faces.image(tb.game, self.cid, r.w, r.h, tb.cb, True)
        surf.blit(img, img.get_rect(center=r.center))
        tb.log_face_up(self.cid)
        tag = t("USE {key}", key=self.hotkey - pygame.K_0) if self.hotkey is not None else t("USE ▸")   # its key
        txt = gfx.text(tag, max(px(11), r.w // 5), gfx.INK_DARK, True)
        p = txt.get_rect(midbottom=(r.centerx, r.bottom - px(4))).inflate(px(10), px(4))
        gfx.rrect(surf, gfx.GOLD, p, p.h // 2)
        surf.blit(txt, txt.get_rect(center=p.center))
