"""TOWAI table drawing: the Day/Night card, the field's bed, pile captions, the line under the field (or
the Swap prompt), and the plates' round-win pips and passed / combo / Swap marks. Reads only the HUD
(filled from the viewer's view and the redacted events) and the director's public table zones."""

from __future__ import annotations

import pygame

from tabletop.games.towai import face as F
from tabletop.i18n import N_, joined, t, tc, tn
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px

# the Day/Night card's words by side (shown through t())
RULE = {"day": N_("play equal or higher"), "night": N_("play equal or lower")}
SUITS = {"day": N_("Day or Twai cards"), "night": N_("Night or Twai cards")}
LEAD_FIT = {"day": N_("lead a Day or Twai card"), "night": N_("lead a Night or Twai card")}
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
    turn = table.hud.get("turn")
    if turn is None:
        return ""
    if turn == table.viewer:
        return t("You choose")
    return table.session.told(turn, N_("{player} chooses"), N_("You choose"))


def indicator_content(table) -> tuple:
    """(side, title, lines, badge) of the Day/Night card as the table shows it now."""
    h = table.hud
    dn = h.get("dn")
    side = dn.side if dn is not None else h.get("side")
    if side is None:
        return None, t("Day / Night"), [t("not set yet"), _leader(table)], ""
    n = _top_number(table)
    lines = [t(RULE[side]), t(SUITS[side])]
    if n is None:
        lead = t(LEAD_FIT[side]) if h.get("fit_lead") else t("lead any card")
        badge = lead if h.get("stage") in ("orient", "lead") else ""
    elif h.get("combo_seat") is not None and n is not None:
        badge = t("combo: another {number}", number=n)
    else:
        badge = t("▲ {number} or higher", number=n) if side == "day" else t("▼ {number} or lower", number=n)
    return side, t(F.WORD[side]), lines, badge


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
        cap = pygame.Rect((0, 0), gfx.font(px(13), True).size(t("Day/Night card")))
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
        gfx.blit_text(surf, t("Day/Night card"), px(13), cap.midbottom, gfx.INK_DIM, True, anchor="midbottom")
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
        gfx.blit_text(surf, tc("the field's label", "field"), px(15), (L.field_pos[0], bed.y + px(8)), (130, 180, 150),
                      True, anchor="midtop")
    draw_daynight(table, surf)
    d = table.director.zones
    for z in ("draw", "discard"):   # an empty pile still shows where it is
        if not d.get(z):
            x, y = L.pile_at[z]
            r = pygame.Rect(0, 0, L.pile_w, L.pile_h)
            r.center = (x, y)
            gfx.rrect(surf, (60, 120, 86), r, px(10), px(2))
    x, y = L.pile_at["draw"]
    gfx.blit_text(surf, t("draw pile"), px(13), (x, y - L.pile_h // 2 - px(8)), gfx.INK_DIM, True, anchor="midbottom")
    n = len(d.get("discard", []))
    x, y = L.pile_at["discard"]
    gfx.blit_text(surf, tc("a pile's label", "discard"), px(13), (x, y - L.pile_h // 2 - px(8)), gfx.INK_DIM, True,
                  anchor="midbottom")
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
            return t("Swap: choose a card to pass to {player}", player=name(to)), "strong"
        if v is not None and sw.get("mine") is not None and to is not None:
            text = t("You pass {card} to {player}", card=table.game.card_name(sw["mine"]), player=name(to))
        elif v is not None and v in sw["waiting"] and to is not None:
            # the viewer's own choice comes next: the plates say who else is still choosing
            return t("Swap: you will pass a card to {player}", player=name(to)), "soft"
        else:
            text = t("Swap: every player passes a card to the right")
        others = [s for s in sw["waiting"] if s != v]   # (the viewer is never "waited for" on its own screen)
        if others:
            names = joined(tc("in a list of players", "you") if table.session.is_you(s) else name(s)
                           for s in others)
            full = t("{status} · waiting for {players}", status=text, players=names)
            if gfx.fit_size(full, px(18), int(table.app.size[0] * 0.5), bold=True, min_size=px(9)) >= px(STATUS_MIN):
                return full, "soft"
            return tn("{status} · waiting for {n} player", "{status} · waiting for {n} players", len(others),
                      status=text), "soft"
        return text, "soft"
    stage, turn = h.get("stage"), h.get("turn")
    if stage is None or turn is None:
        return None
    me = turn == v
    s = table.session
    n = _top_number(table)
    if h.get("forced") == len(table.session.actions) and me:
        return None   # the banner says it (FORCED_STOP): said twice, it read as two things happening
    if h.get("combo_seat") is not None and n is not None:
        combo = h["combo_seat"]
        text = t("Combo: play another {number} that fits, or end your turn", number=n) if combo == v else \
            s.told(combo, N_("{player} may add more {number}s"), N_("You may add more {number}s"), number=n)
    elif stage == "orient":
        if me:
            text = t("Your lead: choose day or night, then play a card that fits it") if h.get("fit_lead") else \
                t("Your lead: choose day or night, then play any card")
        else:
            text = s.told(turn, N_("{player} sets day or night"), N_("You set day or night"))
    elif stage == "lead":
        text = t("Your lead: play a card") if me else s.told(turn, N_("{player} leads"), N_("You lead"))
    elif n is not None:
        text = _play_on(table, turn, me, n)
    else:
        return None
    return table.named(text), "plain"


def _play_on(table, turn: int, me: bool, n: int) -> str:
    """"Your turn: play on Chen's 3 or pass (draw 1)", "Bruno to play on your 1": whose card is on top of the
    field (the lone human's is "your": it said "You's 1"; none after a restart)."""
    s = table.session
    last = table.hud.get("last", -1)
    if last is None or last < 0:
        if me:
            return t("Your turn: play on the {number} or pass (draw 1)", number=n)
        return t("{player} to play on the {number}", player=s.name(turn), number=n)
    if s.is_you(last):
        if me:
            return t("Your turn: play on your {number} or pass (draw 1)", number=n)
        return t("{player} to play on your {number}", player=s.name(turn), number=n)
    if me:
        return t("Your turn: play on {last}'s {number} or pass (draw 1)", last=s.name(last), number=n)
    return t("{player} to play on {last}'s {number}", player=s.name(turn), last=s.name(last), number=n)


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
    img = gfx.text(text, size, gfx.INK_DARK if style == "strong" else gfx.INK, True)
    if style == "strong":
        gfx.rrect(surf, gfx.GOLD, r, r.h // 2)
    else:
        gfx.panel(surf, r, r.h // 2, alpha=200)
    surf.blit(img, img.get_rect(center=r.center))


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
            return t("choosing a card…"), (110, 60, 150)
        return t("✓ card chosen"), (60, 120, 80)
    if h.get("combo_seat") == seat:
        return tc("a plate's mark", "combo"), (190, 110, 20)
    if seat in passed_seats(table) or h.get("passed_flash", {}).get(seat, 0) > table.time:
        return t("passed"), (96, 96, 104)
    return None


def _pill(surf, text: str, pos, fill, anchor: str) -> None:
    img = gfx.text(text, px(13), gfx.INK, True)
    r = img.get_rect().inflate(px(14), px(6))
    setattr(r, anchor, (int(pos[0]), int(pos[1])))
    gfx.rrect(surf, fill, r, r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))
