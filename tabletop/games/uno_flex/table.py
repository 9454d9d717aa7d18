"""UNO FLEX at the table: current colour, direction, power cards, event animations and every dialog."""

from __future__ import annotations

import math

import pygame

from tabletop.engine.actions import Action
from tabletop.games.uno_flex import face as F
from tabletop.ui.core import gfx
from tabletop.games.uno_flex.dialogs import confirm, dialog, play_choice
from tabletop.games.uno_flex.text import colour_name, power_tip
from tabletop.i18n import N_, t, tn
from tabletop.ui.core.gfx import px
from tabletop.ui.screens.overlays import score_text
from tabletop.ui.core.tween import Call, Timeline, Tween
from tabletop.ui.table.contract import GameTable

KEPT_HOLD = 0.9   # seconds the table waits before the next player moves


def idle_option(options: dict, name: str, players: int) -> bool:
    """For the pause menu's house rules (tabletop/ui/house_rules.py): the two-player Reverse rule does
    nothing at a table of three or more."""
    return name == "two_player_reverse_acts_as_skip" and players != 2


class Chip:
    """A seat's power card on its plate: green ✓ / red ✘, with a flip in progress (width scale)."""

    def __init__(self, green: bool = True):
        self.green, self.flip = green, 1.0


# -- HUD state --------------------------------------------------------------------------------------
def sync(table, view: dict) -> None:
    v = view["vars"]
    hud = table.hud
    power = list(v.get("power") or [])
    chips = hud.get("chips")
    if not chips or len(chips) != len(power):
        hud["chips"] = [Chip(g) for g in power]
    else:
        for c, g in zip(chips, power):
            c.green = g
    hud["colour"] = v.get("colour")
    hud["uno_window"] = v.get("uno", -1)
    counts = view["counts"].get("hand") if view["counts"].get("hand") else None
    called = hud.setdefault("called", set())
    if counts is not None:
        for s in list(called):
            if s >= len(counts) or counts[s] != 1:
                called.discard(s)
    hud.setdefault("skipped", {})
    hud.setdefault("dir_flash", 0.0)


def _chip_flip(d, seat: int, green: bool) -> None:
    chips = d.t.hud.get("chips") or []
    if seat >= len(chips):
        return
    c = chips[seat]
    secs = d.dur(0.36)
    if secs <= 0:
        c.green = green
        return

    def turn():
        c.green = green
    d.tw.add(Timeline([Tween(c, {"flip": 0.0}, secs / 2, "ease_in_quad"), Call(turn),
                       Tween(c, {"flip": 1.0}, secs / 2, "ease_out_back")]))


# -- events ---------------------------------------------------------------------------------------------
def on_power(d, e) -> float:
    _chip_flip(d, e["seat"], e["green"])
    return 0.12


def new_round(table) -> None:
    """A new deal: every power card is back on ✓ and nobody has called UNO (the plates showed last round's
    until the deal had been dealt)."""
    for c in table.hud.get("chips") or []:
        c.green, c.flip = True, 1.0
    table.hud["called"] = set()
    table.hud["uno_window"] = -1


def on_power_reset(d, e) -> float:
    for s in range(len(d.t.hud.get("chips") or [])):
        if not d.t.hud["chips"][s].green:
            _chip_flip(d, s, True)
    d.t.banner(t("Every power card was on ✘: all back to ✓"), 2.0)
    return 0.3


def on_direction(d, e) -> float:
    d.t.hud["direction"] = e["direction"]
    d.t.hud["dir_flash"] = d.t.time + max(0.6, 1.2 * d.factor)
    d.t.banner(t("Direction reversed: clockwise") if e["direction"] > 0 else t("Direction reversed: counter-clockwise"),
               1.6)
    return 0.35


def on_colour(d, e) -> float:
    d.t.hud["colour"] = e["colour"]
    d.t.banner(d.t.session.told(e["seat"], N_("{player} names {colour}"), N_("You name {colour}"),
                                colour=colour_name(e["colour"])), 1.8)
    return 0.3


def on_start_card(d, e) -> float:
    d.t.hud["colour"] = e.get("colour")
    return 0.2


def on_skip(d, e) -> float:
    until = d.t.time + max(0.8, 1.4 * d.factor)
    for s in e["seats"]:
        d.t.hud.setdefault("skipped", {})[s] = until
    return 0.25


def on_uno(d, e) -> float:
    d.t.hud.setdefault("called", set()).add(e["seat"])
    d.t.banner(t("{player}: UNO!", player=d.t.session.name(e["seat"])), 1.8)
    d.t.sound_event("call")
    return 0.3


def on_catch(d, e) -> float:
    s, k = d.t.session, d.t.game.params["uno_penalty"]
    seat, off = e["seat"], e["offender"]
    if s.is_you(seat):
        msg = tn("You caught {player} without UNO: +{n} card", "You caught {player} without UNO: +{n} cards", k,
                 player=s.name(off))
    elif s.is_you(off):
        msg = tn("{player} caught you without UNO: +{n} card", "{player} caught you without UNO: +{n} cards", k,
                 player=s.name(seat))
    else:
        msg = tn("{player} caught {offender} without UNO: +{n} card",
                 "{player} caught {offender} without UNO: +{n} cards", k, player=s.name(seat), offender=s.name(off))
    d.t.banner(msg, 2.4)
    return 0.3


def on_accept(d, e) -> float:
    d.t.banner(d.t.session.told(e["seat"], N_("{player} accepts the Draw Four"), N_("You accept the Draw Four")), 1.6)
    return 0.2


def on_challenge(d, e) -> float:
    s = d.t.session
    seat, by = e["seat"], e["by"]
    P = d.t.game.params
    if e["legal"]:
        msg = s.told(seat, N_("{player} challenges: the Draw Four was legal, {player} draws {n}"),
                     N_("You challenge: the Draw Four was legal, you draw {n}"), n=P["wd4_failed_challenge"])
    elif s.is_you(by):
        msg = t("{player} challenges: you were bluffing and draw {n}", player=s.name(seat), n=P["wd4_bluff_penalty"])
    else:
        msg = s.told(seat, N_("{player} challenges: {bluffer} was bluffing and draws {n}"),
                     N_("You challenge: {bluffer} was bluffing and draws {n}"), bluffer=s.name(by),
                     n=P["wd4_bluff_penalty"])
    d.t.banner(msg, 3.0)
    if "cards" in e and d.t.viewer is not None and d.t.viewer != e["by"]:
        # the hand as shown now (cards caught since the play included); the verdict is on the play's moment
        title = t("Your hand, shown for the challenge") if s.is_you(by) else \
            t("{player}'s hand, shown for the challenge", player=s.name(by))
        d.t.hud["reveal"] = (title, list(e["cards"]), d.t.time + max(2.5, 3.5 * d.factor), d.t.viewer)
    return 0.5


def on_target(d, e) -> float:
    s, seat, target = d.t.session, e["seat"], e["target"]
    if s.is_you(target):
        msg = t("{player} makes you draw {n}", player=s.name(seat), n=e["draw"])
    else:
        msg = s.told(seat, N_("{player} makes {target} draw {n}"), N_("You make {target} draw {n}"),
                     target=s.name(target), n=e["draw"])
    d.t.banner(msg, 1.8)
    return 0.25


def on_no_draw(d, e) -> float:
    d.t.banner(t("The draw pile is empty: nothing to draw"), 1.8)
    return 0.2


def on_kept_hold(d, e) -> float:
    """A pause (no engine event) after an automatic keep, while the kept card is on show."""
    return KEPT_HOLD


EVENTS = {"power": on_power, "power_reset": on_power_reset, "direction": on_direction, "colour": on_colour,
          "start_card": on_start_card, "skip": on_skip, "uno": on_uno, "catch": on_catch, "accept": on_accept,
          "challenge": on_challenge, "target": on_target, "no_draw": on_no_draw, "kept_hold": on_kept_hold}


# -- drawing ------------------------------------------------------------------------------------------------
def draw_centre(table, surf) -> None:
    L = table.geom
    # no colour before the first card is on the discard pile (the opening deal is still flying)
    colour = table.hud.get("colour") if table.director.zones.get("discard") else None
    cb = table.cb
    if colour:  # a glow of the current colour under the discard pile
        x, y = L.discard_pos
        r = pygame.Rect(0, 0, int(L.pile_w * 1.22), int(L.pile_h * 1.16))
        r.center = (x, y)
        gfx.rrect(surf, F.rgb(colour, cb), r, px(14), px(6))
    _direction_ring(table, surf)
    if colour:
        r = chip_rect(table)
        gfx.blit_text(surf, t("Colour"), px(14), (r.centerx, r.y - px(4)), gfx.INK_DIM, True, anchor="midbottom")
        F.colour_chip(surf, r, colour, cb)


def draw_over(table, surf) -> None:
    """Over the plates and every seat's cards: a hand or a drawn card shown to this seat."""
    _reveal(table, surf)


def _direction_ring(table, surf) -> None:
    L = table.geom
    d = table.hud.get("direction", 1)
    cx, cy = L.cx, L.cy
    rx, ry = L.ring
    flash = table.hud.get("dir_flash", 0.0) > table.time
    col = gfx.GOLD if flash else (150, 205, 170)
    width = px(5) if flash else px(3)
    phase = -d * table.time * 0.35
    for k in range(3):
        a0 = phase + k * 2 * math.pi / 3
        a1 = a0 + 1.3
        pts = [(cx + rx * math.cos(a0 + (a1 - a0) * i / 16), cy - ry * math.sin(a0 + (a1 - a0) * i / 16))
               for i in range(17)]
        pygame.draw.lines(surf, col, False, pts, width)
        a = a0 if d > 0 else a1
        ax, ay = cx + rx * math.cos(a), cy - ry * math.sin(a)
        vx, vy = (rx * math.sin(a), ry * math.cos(a)) if d > 0 else (-rx * math.sin(a), -ry * math.cos(a))
        ang = math.atan2(vy, vx)
        tip = (ax + math.cos(ang) * px(8), ay + math.sin(ang) * px(8))
        gfx.arrow_head(surf, col, tip, ang, px(16) if flash else px(13))
    label = t("↻ clockwise") if d > 0 else t("↺ counter-clockwise")
    gfx.blit_text(surf, label, px(14), (cx, cy + ry + px(6)), col, True, anchor="midtop")


def chip_rect(table) -> pygame.Rect:
    """The current-colour chip right of the direction ring (its caption sits just above it)."""
    L = table.geom
    y = L.discard_pos[1]
    w = max(px(110), int(L.pile_w * 1.1))
    h = max(px(62) if table.cb else px(46), int(L.pile_h * (0.46 if table.cb else 0.32)))
    r = pygame.Rect(L.cx + int(L.ring[0]) + px(18), y - h // 2, w, h)
    plates = list(L.plate.values())
    for _ in range(10):   # the taller colour-blind chip can meet a plate above it at small sizes
        if pygame.Rect(r.x, r.y - px(22), r.w, r.h + px(22)).collidelist(plates) == -1:   # with its caption
            break
        r.y += px(4)
    return r


def reveal_box(table, title: str, n: int):
    """(panel, card width, card height, card step) of the cards shown to this seat: over the piles, clear
    of the plates (above the piles it hid the top seat) and of the colour chip, as wide as its title; the
    cards large enough for their colour-blind notches to count apart."""
    from tabletop.ui.core.faces import card_size
    L = table.geom
    cw, ch = card_size(max(int(L.opp_h * 1.2), px(84) if table.cb else 0))
    W = table.app.size[0]
    n = max(1, n)
    step = min(cw + px(6), (W * 0.6) / n)
    w = min(W - px(40), max(int(step * (n - 1) + cw + px(40)), px(360), gfx.font(px(16), True).size(title)[0] + px(40)))
    plates = list(L.plate.values())
    chip = chip_rect(table).inflate(0, px(22)).move(0, -px(11))   # with its caption
    r = pygame.Rect(0, 0, w, ch + px(60))
    r.center = (L.cx, L.cy)
    while r.w > px(300) and (r.collidelist(plates) != -1 or r.colliderect(chip)):   # narrower, cards closer
        r.inflate_ip(-px(8), 0)
    if n > 1:
        step = min(step, (r.w - px(40) - cw) / (n - 1))
    return r, cw, ch, step


def _reveal(table, surf) -> None:
    rv = table.hud.get("reveal")
    if not rv:
        return
    title, cards, until, viewer = rv
    if table.time > until or viewer != table.viewer:
        table.hud["reveal"] = None
        return
    title = table.named(title)
    r, cw, ch, step = reveal_box(table, title, len(cards))
    n = max(1, len(cards))
    gfx.panel(surf, r, px(14), alpha=240, edge=gfx.GOLD)
    size = gfx.fit_size(title, px(16), r.w - px(24), bold=True, min_size=px(9))
    gfx.blit_text(surf, title, size, (r.centerx, r.y + px(8)), gfx.INK, True, anchor="midtop")
    x0 = r.centerx - (step * (n - 1)) / 2
    for i, c in enumerate(cards):
        img = table.app.faces.image(table.game, c, cw, ch, table.cb, True)
        surf.blit(img, img.get_rect(center=(int(x0 + i * step), r.y + px(36) + ch // 2)))
        table.log_face_up(c)


def _power_size(rect) -> tuple[int, int]:
    """The Power card's size at the right of a plate, both lines high."""
    h = int(rect.h * 0.72)
    return int(h * 0.7), h


def plate_side(rect) -> int:
    """The plate's width the Power card takes, margins included (the seat's line of text stops before it)."""
    return _power_size(rect)[0] + px(12)


def plate_extra(table, surf, seat: int, rect) -> None:
    chips = table.hud.get("chips") or []
    if seat < len(chips):
        c = chips[seat]
        w, h = _power_size(rect)
        fw = max(2, int(w * abs(c.flip)))
        r = pygame.Rect(0, 0, fw, h)
        r.center = (rect.right - w // 2 - px(8), rect.centery)
        F.power_icon(surf, r, c.green)
    if table.session.public["options"].get("scoring"):
        sc = table.hud.get("scores") or []
        if seat < len(sc):
            img = gfx.text(score_text(table, sc[seat]), px(13), gfx.GOLD, True)
            spot = table.score_spot(seat, img.get_size())
            surf.blit(img, img.get_rect(midright=spot.midright))


def tip_at(table, pos) -> str | None:
    """A Power card on a plate says what its side means; a card, what it does (the game's text)."""
    chips = table.hud.get("chips") or []
    for seat, rect in table.geom.plate.items():
        if seat < len(chips):
            w, h = _power_size(rect)
            r = pygame.Rect(0, 0, w, h)
            r.center = (rect.right - w // 2 - px(8), rect.centery)
            if r.collidepoint(pos):
                return power_tip(chips[seat].green)
    return GameTable.tip_at(table, pos)


def plate_marks(table, surf, seat: int, rect) -> None:
    """Over the top of the plate, in front of the seat's cards: a skip just suffered, or an UNO call."""
    skipped = table.hud.get("skipped", {})
    if skipped.get(seat, 0) > table.time:
        _pill(surf, t("⊘ skipped"), (rect.centerx, rect.y - px(4)), (200, 60, 50))
    elif seat in table.hud.get("called", set()):
        _pill(surf, t("UNO!"), (rect.centerx, rect.y - px(4)), (214, 40, 40))


def _pill(surf, text: str, midbottom, fill) -> None:
    img = gfx.text(text, px(15), gfx.INK, True)
    r = img.get_rect(midbottom=midbottom).inflate(px(16), px(6))
    gfx.rrect(surf, fill, r, r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))


def refused_play(table, seat: int, card: int) -> Action:
    return Action(seat, "play", (card, "regular"))


def window_label(table, a: Action) -> str:
    """"UNO! · U", "Catch Bruno! · C": the key shown for the seat at the screen (U and C act for it), and
    on every button while no hand is shown (then they act for the seat the button acts for)."""
    s = table.session
    keyed = a.seat == table.viewer or table.viewer is None
    label = _WINDOW_LABELS[a.kind, s.hotseat, keyed]
    if a.kind == "uno":
        return t(label, player=s.name(a.seat), key="U")
    return t(label, seat=s.name(a.seat), player=s.name(a.args[0]), key="C")


# the window buttons' labels: (action, hot-seat (the button names its seat), with the key) -> the label
_WINDOW_LABELS = {
    ("uno", False, False): N_("UNO!"), ("uno", False, True): N_("UNO! · {key}"),
    ("uno", True, False): N_("UNO! ({player})"), ("uno", True, True): N_("UNO! ({player}) · {key}"),
    ("catch", False, False): N_("Catch {player}!"), ("catch", False, True): N_("Catch {player}! · {key}"),
    ("catch", True, False): N_("{seat}: Catch {player}!"),
    ("catch", True, True): N_("{seat}: Catch {player}! · {key}"),
}


def shots() -> list[dict]:
    """A flex number card that plays either way: the dialog asking which (colour-blind notches on)."""
    def two_ways(s) -> bool:
        pub = s.public
        if pub["pending"] is not None or pub["current"] != 0 or s.legal() != s.legal(0) or len(s.actions) < 6:
            return False
        seen: dict = {}
        for a in s.legal(0):
            if a.kind == "play":
                seen[a.args[0]] = seen.get(a.args[0], 0) + 1
        return any(n == 2 and s.game.cards[c]["kind"] == "flex_number" for c, n in seen.items())

    def ask(app, table):
        seen: dict = {}
        for a in table.session.legal(0):
            if a.kind == "play":
                seen[a.args[0]] = seen.get(a.args[0], 0) + 1
        table.play_card(next(c for c, n in seen.items() if n == 2))
    return [{"name": "dialog_flex_or_normal", "players": 4, "want": two_ways, "then": ask, "colour_blind": True}]


class Table(GameTable):
    """UNO FLEX at the table: the colour chip, the Power cards on the plates, the draw and keep steps."""

    EVENTS = EVENTS
    confirm = staticmethod(confirm)
    dialog = staticmethod(dialog)
    draw_centre = staticmethod(draw_centre)
    draw_over = staticmethod(draw_over)
    idle_option = staticmethod(idle_option)
    new_round = staticmethod(new_round)
    plate_extra = staticmethod(plate_extra)
    plate_marks = staticmethod(plate_marks)
    plate_side = staticmethod(plate_side)
    play_choice = staticmethod(play_choice)
    refused_play = staticmethod(refused_play)
    shots = staticmethod(shots)
    sync = staticmethod(sync)
    tip_at = staticmethod(tip_at)
    window_label = staticmethod(window_label)
