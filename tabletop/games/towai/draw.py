"""TOWAI table drawing: the Day/Night card, the field's bed, pile captions, the line under the field (or
the Swap prompt), and the plates' round-win pips and passed / combo / Swap marks. Reads only the HUD
(filled from the viewer's view and the redacted events) and the director's public table zones."""

from __future__ import annotations

import pygame

from tabletop.games.towai import face as F
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.table.session import YOU, mid_you

RULE = {"day": "play equal or higher", "night": "play equal or lower"}
SUITS = {"day": "Day or Twai cards", "night": "Night or Twai cards"}
_TILES = gfx.store(60)


def passed_seats(table) -> set:
    """Seats that passed since the last card was played (the seats right after the last player)."""
    h = table.hud
    last, n = h.get("last", -1), h.get("passes", 0)
    if last is None or last < 0 or not n or not table.director.zones.get("field"):
        return set()
    P, d = table.session.players, h.get("direction", 1) or 1
    return {(last + d * k) % P for k in range(1, n + 1)}


def _top_number(table):
    """The number of the top field card as the animation shows it (None: the field is empty)."""
    field = table.director.zones.get("field") or []
    if not field or field[-1].card < 0:
        return None
    return table.game.cards[field[-1].card]["number"]


def _leader(table) -> str:
    """"You choose" for the viewer, "Chen chooses" for another seat ("" when nobody is to play)."""
    t = table.hud.get("turn")
    if t is None:
        return ""
    return "You choose" if t == table.viewer else f"{table.session.name(t)} chooses"


def indicator_content(table) -> tuple:
    """(side, title, lines, badge) of the Day/Night card as the table shows it now."""
    h = table.hud
    dn = h.get("dn")
    side = dn.side if dn is not None else h.get("side")
    if side is None:
        return None, "Day / Night", ["not set yet", _leader(table)], ""
    n = _top_number(table)
    lines = [RULE[side], SUITS[side]]
    if n is None:
        lead = f"lead a {SUITS[side].replace(' cards', '')} card" if h.get("fit_lead") else "lead any card"
        badge = lead if h.get("stage") in ("orient", "lead") else ""
    elif h.get("combo_seat") is not None and n is not None:
        badge = f"combo: another {n}"
    else:
        badge = f"▲ {n} or higher" if side == "day" else f"▼ {n} or lower"
    return side, side.upper(), lines, badge


def _tile(rect, content) -> pygame.Surface:
    key = (rect.size, content[0], content[1], tuple(content[2]), content[3])
    return gfx.cached(_TILES, key, lambda: F.indicator(rect, *content))


def caption_rect(table):
    """Where "Day/Night card" goes: above the gold frame a flip flashes round the card (8 px out; it
    crossed the words), else just above the card where a seat's plate is in the way, else nowhere (a
    plate would hide half of it)."""
    r = table.geom.dn_rect
    plates = list(table.geom.plate.values())
    for gap in (px(10), px(4)):
        cap = pygame.Rect((0, 0), gfx.font(px(13), True).size("Day/Night card"))
        cap.midbottom = (r.centerx, r.y - gap)
        if cap.collidelist(plates) == -1:
            return cap
    return None


def draw_daynight(table, surf) -> None:
    L = table.geom
    r = L.dn_rect
    dn = table.hud.get("dn")
    flip = abs(dn.flip) if dn is not None else 1.0
    if dn is not None and dn.flash > table.time:
        k = (dn.flash - table.time)
        grow = px(10) + int(px(6) * min(1.0, k))
        gfx.rrect(surf, gfx.GOLD, r.inflate(grow, grow), px(18), px(4))
    cap = caption_rect(table)
    if cap is not None:
        gfx.blit_text(surf, "Day/Night card", px(13), cap.midbottom, gfx.INK_DIM, True, anchor="midbottom")
    tile = _tile(r, indicator_content(table))
    if flip < 0.999:
        w = max(2, int(r.w * flip))
        tile = pygame.transform.smoothscale(tile, (w, r.h))
    shadow = gfx.soft_shadow(tile.get_width(), r.h, px(14), px(6), 90)
    surf.blit(shadow, shadow.get_rect(center=(r.centerx, r.centery + px(4))))
    surf.blit(tile, tile.get_rect(center=r.center))


def draw_centre(table, surf) -> None:
    L = table.geom
    bed = L.field_rect()
    gfx.panel(surf, bed, px(16), fill=(8, 40, 26), alpha=110, edge=(60, 120, 86))
    if not table.director.zones.get("field"):
        gfx.blit_text(surf, "field", px(15), (L.field_pos[0], bed.y + px(8)), (130, 180, 150), True, anchor="midtop")
    draw_daynight(table, surf)
    d = table.director.zones
    for z in ("draw", "discard"):   # an empty pile still shows where it is
        if not d.get(z):
            x, y = L.pile_at[z]
            r = pygame.Rect(0, 0, L.pile_w, L.pile_h)
            r.center = (x, y)
            gfx.rrect(surf, (60, 120, 86), r, px(10), px(2))
    x, y = L.pile_at["draw"]
    gfx.blit_text(surf, "draw pile", px(13), (x, y - L.pile_h // 2 - px(8)), gfx.INK_DIM, True, anchor="midbottom")
    n = len(d.get("discard", []))
    x, y = L.pile_at["discard"]
    gfx.blit_text(surf, "discard", px(13), (x, y - L.pile_h // 2 - px(8)), gfx.INK_DIM, True, anchor="midbottom")
    gfx.blit_text(surf, str(n), px(16), (x, y + L.pile_h // 2 + px(4)), gfx.INK_DIM, True, anchor="midtop")
    _status(table, surf)


STATUS_MIN = 14   # below this size (at scale 1) the Swap line names how many players it waits for, not who


def status_line(table):
    """(text, style) of the line under the field: who does what now; during a Swap the viewer's prompt.
    style: "strong" (the viewer's own Swap choice, on gold), "soft" (other Swap lines, on a panel) or
    "plain". None when there is nothing to say."""
    h = table.hud
    sw = h.get("swap")
    v = table.viewer
    name = table.session.name
    if sw:
        to = _right_of(sw, v) if v is not None else None
        if v is not None and v in sw["waiting"] and to is not None and table.my_turn():
            return f"Swap: choose a card to pass to {name(to)}", "strong"
        if v is not None and sw.get("mine") is not None and to is not None:
            text = f"You pass {table.game.card_name(sw['mine'])} to {name(to)}"
        elif v is not None and v in sw["waiting"] and to is not None:
            # the viewer's own choice comes next: the plates say who else is still choosing
            return f"Swap: you will pass a card to {name(to)}", "soft"
        else:
            text = "Swap: every player passes a card to the right"
        others = [s for s in sw["waiting"] if s != v]   # (the viewer is never "waited for" on its own screen)
        if others:
            full = text + " · waiting for " + ", ".join(mid_you(name(s)) for s in others)
            if gfx.fit_size(full, px(18), int(table.app.size[0] * 0.5), bold=True, min_size=px(9)) >= px(STATUS_MIN):
                return full, "soft"
            n = len(others)
            return text + f" · waiting for {n} player{'s' if n != 1 else ''}", "soft"
        return text, "soft"
    stage, turn = h.get("stage"), h.get("turn")
    if stage is None or turn is None:
        return None
    me = turn == v
    who = name(turn)
    n = _top_number(table)
    if h.get("forced") == len(table.session.actions) and me:
        text = "No card continues the combo: your turn ends"
    elif h.get("combo_seat") is not None and n is not None:
        who = name(h["combo_seat"])
        text = (f"Combo: play another {n} that fits, or end your turn" if h["combo_seat"] == v
                else f"{who} may add more {n}s")
    elif stage == "orient":
        card = "a card that fits it" if h.get("fit_lead") else "any card"
        text = f"Your lead: choose day or night, then play {card}" if me else f"{who} sets day or night"
    elif stage == "lead":
        text = "Your lead: play a card" if me else f"{who} leads"
    elif n is not None:
        last = h.get("last", -1)
        if last is None or last < 0:
            by = f"the {n}"
        else:   # "Bruno to play on your 1" for the lone human at the screen (it said "You's 1")
            by = f"your {n}" if name(last) == YOU else f"{name(last)}'s {n}"
        text = f"Your turn: play on {by} or pass (draw 1)" if me else f"{who} to play on {by}"
    else:
        return None
    return table.named(text), "plain"


def status_box(table):
    """(rect, text, size, style) of the line under the field as drawn (None: no line)."""
    line = status_line(table)
    if line is None:
        return None
    text, style = line
    W = table.app.size[0]
    y = table.geom.field_rect().bottom + px(10)
    if style == "plain":
        size = gfx.fit_size(text, px(17), int(W * 0.5), bold=True, min_size=px(9))
        r = pygame.Rect((0, 0), gfx.font(size, True).size(text))
    else:
        size = gfx.fit_size(text, px(18), int(W * 0.5), bold=True, min_size=px(9))
        r = pygame.Rect((0, 0), gfx.font(size, True).size(text)).inflate(px(28), px(12))
    r.midtop = (table.geom.cx, y)
    return r, text, size, style


def banner_floor(table):
    """The y a message above the hand keeps below: the line under the field (a Swap's banner covered it
    on a small window). None when there is no line."""
    box = status_box(table)
    return box[0].bottom if box is not None else None


def _status(table, surf) -> None:
    """One line under the field (see status_line)."""
    box = status_box(table)
    if box is None:
        return
    r, text, size, style = box
    if style == "plain":
        gfx.blit_text(surf, text, size, r.midtop, gfx.INK, True, anchor="midtop", shadow=True)
        return
    t = gfx.text(text, size, gfx.INK_DARK if style == "strong" else gfx.INK, True)
    if style == "strong":
        gfx.rrect(surf, gfx.GOLD, r, r.h // 2)
    else:
        gfx.panel(surf, r, r.h // 2, alpha=200)
    surf.blit(t, t.get_rect(center=r.center))


def _right_of(sw: dict, seat):
    ring = sw["seats"]
    if seat not in ring:
        return None
    return ring[ring.index(seat) - 1]


# -- plates ----------------------------------------------------------------------------------------------
def plate_extra(table, surf, seat: int, rect) -> None:
    h = table.hud
    _pips(surf, rect, (h.get("scores") or [0] * (seat + 1))[seat], h.get("target", 2))
    mark = _mark(table, seat)
    if mark:   # under the plate (over it for the viewer's own plate at the bottom edge)
        below = rect.bottom + px(26) < table.app.size[1]
        _pill(surf, mark[0], (rect.centerx, rect.bottom + px(4) if below else rect.y - px(4)), mark[1],
              "midtop" if below else "midbottom")


PIP_R, PIP_GAP = 6, 5   # a round-win pip's radius, the space between two pips (at scale 1)


def name_side(table, rect) -> int:
    """The plate's width the round-win pips take at its top right, margins included: the seat's name stops
    before them (a long name ran under the pips)."""
    target = table.hud.get("target", 2)
    return px(10) + target * 2 * px(PIP_R) + (target - 1) * px(PIP_GAP) + px(6)


def _pips(surf, rect, wins: int, target: int) -> None:
    """● for each round won, ○ for the ones still needed (the match is won at `target`)."""
    r = px(PIP_R)
    x = rect.right - px(10) - r
    y = rect.y + px(14)
    for k in range(target - 1, -1, -1):
        if k < wins:
            pygame.draw.circle(surf, gfx.GOLD, (x, y), r)
        else:
            pygame.draw.circle(surf, (150, 160, 150), (x, y), r, px(2))
        x -= 2 * r + px(PIP_GAP)


def _mark(table, seat: int):
    """(text, colour) of the pill over a plate: the Swap, a combo, or a pass since the last play."""
    h = table.hud
    sw = h.get("swap")
    if sw and seat in sw["seats"]:
        if seat in sw["waiting"]:
            return "choosing a card…", (110, 60, 150)
        return "✓ card chosen", (60, 120, 80)
    if h.get("combo_seat") == seat:
        return "combo", (190, 110, 20)
    if seat in passed_seats(table) or h.get("passed_flash", {}).get(seat, 0) > table.time:
        return "passed", (96, 96, 104)
    return None


def _pill(surf, text: str, pos, fill, anchor: str) -> None:
    t = gfx.text(text, px(13), gfx.INK, True)
    r = t.get_rect().inflate(px(14), px(6))
    setattr(r, anchor, (int(pos[0]), int(pos[1])))
    gfx.rrect(surf, fill, r, r.h // 2)
    surf.blit(t, t.get_rect(center=r.center))
