"""The table scene's drawing: felt, plates, cards (with picks, hover and legal-move glow), labels, banner."""

from __future__ import annotations

import math

import pygame

from tabletop import i18n
from tabletop.i18n import t, tn
from tabletop.ui.core import gfx
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px
from tabletop.ui.table.layout import HAND_RISE, PICK_LIFT
from tabletop.ui.core.words import config_text, level, level_ai

PLATE_EXTRA = 46  # a plate's width kept clear of the name (at scale 1): margins and the game's marks at the top right


def fit_name(name: str, room: int) -> tuple[str, int]:
    """(text, size) of a seat's name on its plate: bold, shrunk to fit `room` pixels down to 9 px (at scale
    1), and cut with "…" only when even that is too wide (it ran under the marks at the plate's top right)."""
    size = gfx.fit_size(name, px(18), room, bold=True, min_size=px(9))
    f = gfx.font(size, True)
    if f.size(name)[0] <= room:
        return name, size
    cut = name
    while len(cut) > 1 and f.size(cut.rstrip() + "…")[0] > room:
        cut = cut[:-1]
    return cut.rstrip() + "…", size


DIRECTION_INK = (150, 205, 170)
FOCUS_FRAME = (250, 250, 255)   # the frame of the card the arrow keys are on (gold is a picked card's)


def direction_label(direction: int) -> str:
    """The way play goes round the table as drawn (clockwise runs bottom → left → top → right)."""
    return t("↺ counter-clockwise") if direction < 0 else t("↻ clockwise")


def direction_caption(table, surf, rect, below: bool = False, unless=None) -> pygame.Rect:
    """The direction of play in the top right corner of `rect` (a trick area), or just under its
    bottom right corner (table cards, which can fill their panel); not drawn where it would meet
    the rect `unless` (a message over it). Returns where it goes."""
    label = direction_label(table.hud.get("direction", -1))
    r = pygame.Rect((0, 0), gfx.font(px(13), True).size(label))
    r.topright = (rect.right - px(12), rect.bottom + px(2) if below else rect.y + px(8))
    if unless is not None and r.colliderect(unless):
        return r
    return gfx.blit_text(surf, label, px(13), r.topright, DIRECTION_INK, True, anchor="topright")


def move_texts(s, a, draws, viewer) -> list[str]:
    """The lines of a move in a log, as the seat `viewer` may know it (None: a spectator): who did what,
    then each seat it made draw, and how many ("Ada: Catch you", "↳ You: 2 cards drawn"); a
    seat's own draw is said on its line. `s`: the session (its seats' names), `draws`: {seat: cards}."""
    draws = dict(draws or {})
    move = i18n.named(s.game.describe_to(a, viewer), s.mark)
    own = draws.pop(a.seat, 0)
    if own:
        head = tn("{player}: {move} ({n} card drawn)", "{player}: {move} ({n} cards drawn)", own,
                  player=s.mark(a.seat), move=move)
    else:
        head = t("{player}: {move}", player=s.mark(a.seat), move=move)
    out = [s.spoken(head)]
    for seat, n in sorted(draws.items()):
        out.append(tn("↳ {player}: {n} card drawn", "↳ {player}: {n} cards drawn", n, player=s.name(seat)))
    return out


def card_row(surf, app, game, cards: list[int], rect: pygame.Rect, cb: bool) -> None:
    """Cards face up in a row inside `rect` (their height), overlapping as much as they must to fit: a
    round's hands on its result and in its review, where the round is over and every card is public."""
    if not cards or rect.w <= 0:
        return
    w, h = card_size(rect.h)
    step = min(w + px(3), max(1, (rect.w - w) // max(1, len(cards) - 1)))
    for k, c in enumerate(cards):
        img = app.faces.image(game, c, w, h, cb, True)
        surf.blit(img, img.get_rect(midleft=(rect.x + k * step, rect.centery)))


class TableDrawing:
    """Mixed into TableScene: everything `draw` paints, nothing that changes the match."""

    # -- drawing ----------------------------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        log = self.app.draw_log
        if log is not None and log:
            log[-1]["viewer"] = self.viewer
            log[-1]["table"] = True
            log[-1]["moves"] = len(self.session.actions)
        W, H = surf.get_size()
        surf.blit(gfx.felt((W, H)), (0, 0))
        self.gameui.draw_centre(self, surf)
        self.draw_status(surf)
        self.draw_plates(surf)
        self.draw_cards(surf)
        self.draw_pile_labels(surf)
        self.draw_top(surf)
        for w in self.widgets:
            w.draw(surf)
        self.draw_plate_marks(surf)
        self.gameui.draw_over(self, surf)
        self.draw_cards(surf, held=True)   # the card in the player's hand goes over every mark and button
        self.draw_preview(surf, self.preview_for)
        self.draw_hint(surf)
        self.draw_banner(surf)   # over the hand's whole-card picture: a refusal or an instruction stays readable
        self.draw_tip(surf)   # over the cards and their picture, never over the banner (tips.tip_box)
        if self.dialog is not None:
            gfx.dim(surf, 110)
            self.dialog.draw(surf)

    def draw_cards(self, surf, held: bool = False) -> None:
        """The card sprites in z order: those on the table, or (`held`) the one being dragged."""
        if held and not self.drag:
            return
        faces, game, cb = self.app.faces, self.game, self.cb
        hand_z = self.hand_zone()
        legal_cards = self.legal_cards() if self.app.settings["highlight_legal"] else set()
        hover = self.card_at(self.mouse) if self.my_turn() and not self.drag and self.dialog is None else None
        sprites = [s for s in self.director.sprites() if s.shown and s.drag == held]
        sprites.sort(key=lambda s: s.z)
        pick_zones = self.gameui.PICK_ZONES
        for s in sprites:
            in_hand = s.zone == hand_z and not s.moving and not s.drag
            lift = 0.0
            picked = self.picker is not None and s.card in self.picker.cards
            keyed = self.key_focus and s.card == self.focus and self.picker is not None \
                and (in_hand or s.zone in pick_zones)   # the card the arrows are on
            if in_hand:
                if s.card == self.selected or picked:
                    lift = self.geom.hand_h * HAND_RISE
                elif s is hover or keyed:
                    lift = self.geom.hand_h * HAND_RISE / 2   # the card the keyboard is on rises a little, as under the mouse
            elif picked:
                lift = s.h * PICK_LIFT
            elif keyed:
                lift = s.h * PICK_LIFT / 2   # a table card the arrows are on rises too (half a pick)
            s.lift = lift
            img = s.image(faces, game, cb)
            cx, cy = s.x, s.y - lift
            if (in_hand or self.picker is not None) and s.card in legal_cards and not s.moving:
                g = self.glow(int(s.h), s.angle)
                surf.blit(g, g.get_rect(center=(int(cx), int(cy))))
            surf.blit(img, img.get_rect(center=(int(cx), int(cy))))
            if s.face_up and s.card >= 0 and s.flip > 0:
                self.log_face_up(s.card)
            if (in_hand and s.card == self.selected) or picked or keyed:
                # turned with the card, so every card of a fan shows it; gold: picked, white: the arrows
                o = self.outline(int(s.h), s.angle, gfx.GOLD if (in_hand and s.card == self.selected) or picked
                                 else FOCUS_FRAME)
                surf.blit(o, o.get_rect(center=(int(cx), int(cy))))
        if not held:
            self.preview_for = hover   # drawn under the banner (TableDrawing.draw): both sit above the hand

    PREVIEW_BELOW = 0.8   # a hand card showing less than this share of its width is previewed whole
    preview_for = None    # the hand card under the pointer, as the last draw of the cards found it
    preview_rect = None   # (sprite, rect) of the whole-card picture drawn last frame, or None
    PREVIEW_AFTER = 0.4   # seconds the pointer rests on a card before its preview shows (the keyboard: at once)
    hover_since = (None, 0.0)

    def preview_card(self, hover):
        """The hand card to show whole above a crowded hand: the one under the mouse, else the one the
        keyboard moved to (not one a click picked: its picture would stay over the cards beside it after
        the pointer left, and take their clicks), when the next card covers much of it (None otherwise)."""
        if self.app.scenes.top is not self:   # under the pause menu or a result: no picture
            return None
        hand = [s for s in self.hand_sprites() if s.shown and not s.moving and not s.drag]
        shown = self.preview_rect[0] if self.preview_rect is not None else None
        if hover is not None and hover in hand and hover is shown:
            s = hover   # the pointer is on the picture already shown: it stays
        elif hover is not None and hover in hand:
            if self.hover_since[0] != hover.card:
                self.hover_since = (hover.card, self.time)
            if self.time - self.hover_since[1] < self.PREVIEW_AFTER:
                return None   # the pointer only passing over the hand: no picture yet
            s = hover
        elif self.key_focus and self.my_turn() and self.dialog is None and not self.drag:
            s = next((x for x in hand if x.card == self.focus), None)
        else:
            return None
        if s is None:
            return None
        right = [x.x for x in hand if x.x > s.x + 0.5]
        w = card_size(int(s.h))[0]
        return s if right and (min(right) - s.x) < w * self.PREVIEW_BELOW else None

    def draw_preview(self, surf, hover) -> None:
        """A crowded hand hides most of every card: the card under the mouse or the keyboard is also shown
        whole, raised out of the hand over its neighbours (not over the table's middle); a click or a drag
        on the picture takes that card (TableInput.card_at)."""
        s = self.preview_card(hover)   # (it reads last frame's picture: a pointer on it keeps it)
        self.preview_rect = None
        if s is None:
            return
        w, h = card_size(int(s.h))
        img = self.app.faces.image(self.game, s.card, w, h, self.cb, True)
        r = img.get_rect(center=(int(s.x), int(s.y - s.lift - h * 0.45)))
        r.clamp_ip(surf.get_rect())
        self.preview_rect = (s, r)
        surf.blit(img, r)   # (the cached image has the card's soft shadow in it)
        o = self.outline(h, 0.0)
        surf.blit(o, o.get_rect(center=r.center))

    def outline(self, h: int, angle: float, colour=gfx.GOLD) -> pygame.Surface:
        """The frame of a picked or chosen card (gold) or of the card the arrows are on (white), of height
        `h`, turned by `angle` (cached)."""
        key = ("outline", h, int(round(angle)), gfx.scale(), tuple(colour))
        o = self.glows.get(key)
        if o is None:
            w, hh = card_size(h)
            o = pygame.Surface((w + px(6), hh + px(6)), pygame.SRCALPHA)
            gfx.rrect(o, colour, o.get_rect(), px(10), px(3))
            o = pygame.transform.rotozoom(o, key[2], 1.0) if key[2] else o
            if len(self.glows) > 300:
                self.glows.clear()
            self.glows[key] = o
        return o

    def glow(self, h: int, angle: float) -> pygame.Surface:
        key = (h, int(round(angle)), gfx.scale())
        g = self.glows.get(key)
        if g is None:
            w, hh = card_size(h)
            pad = px(10)
            g = pygame.Surface((w + 2 * pad, hh + 2 * pad), pygame.SRCALPHA)
            for i, a in enumerate((40, 70, 120, 200)):
                o, d = pad - px(8) + px(2 * i), px(16 - 4 * i)
                gfx.rrect(g, (255, 214, 90, a), (o, o, w + d, hh + d), px(12), px(3))
            g = pygame.transform.rotozoom(g, key[1], 1.0) if key[1] else g
            if len(self.glows) > 300:
                self.glows.clear()
            self.glows[key] = g
        return g

    def legal_cards(self) -> set:
        if not self.my_turn() or self.dialog is not None:
            return set()
        if self.picker is not None:
            return self.picker.addable()
        out = set()
        moves = self.gameui.CARD_MOVES
        for a in self.session.legal(self.viewer):
            if a.kind in moves and a.args:
                x = a.args[0]
                out.update(x if isinstance(x, tuple) else (x,))
        return out

    def draw_pile_labels(self, surf) -> None:
        L = self.geom
        d = self.director.zones
        for z in ("draw",):
            if z in d:
                x, y = L.draw_pos
                n = len(d[z])
                gfx.blit_text(surf, f"{n}", px(16), (x, y + L.pile_h // 2 + px(4)), gfx.INK_DIM, True, anchor="midtop")

    def draw_plates(self, surf) -> None:
        s = self.session
        L = self.geom
        cur = self.hud.get("current")
        thinking = self.runner.busy_for()
        main = self.game.seat_zones[0] if self.game.seat_zones else None
        for seat in range(s.players):
            r = L.plate[seat]
            active = seat == cur and s.public["phase"] == "play"
            if active:
                pulse = 0.5 + 0.5 * math.sin(self.time * 4)
                grow = px(8) + int(px(4) * pulse)
                gfx.rrect(surf, (246, 196, 74), r.inflate(grow, grow), px(14), px(3))
            gfx.panel(surf, r, px(12), fill=(40, 34, 18) if active else gfx.PANEL, alpha=230,
                      edge=gfx.GOLD if active else gfx.PANEL_EDGE)
            room = r.w - px(10) - self.gameui.name_side(self, r)   # room a game's marks at the top right take
            name, size = fit_name(s.name(seat), room)
            gfx.blit_text(surf, name, size, (r.x + px(10), r.y + px(6)), gfx.INK, True)
            n = len(self.director.zones.get(f"{main}:{seat}", [])) if main else 0
            remote = s.seats[seat]["kind"] == "remote"   # played at another computer
            ai = not s.is_human(seat) and not remote and thinking != seat
            who = t("thinking…") if thinking == seat else t("Human") if s.is_human(seat) else (
                t("Remote player") if remote else level_ai(s.seats[seat]["level"]))
            room = r.w - px(20) - self.gameui.plate_side(r)   # room a game's mark at the plate's right takes
            cards = tn("{n} card", "{n} cards", n)
            info = f"{cards} · {who}"   # the items of a list, not a sentence
            if ai and gfx.font(px(11)).size(info)[0] > room:  # a narrow plate: the level without "AI"
                info = f"{cards} · {level(s.seats[seat]['level'])}"
            elif remote and gfx.font(px(10)).size(info)[0] > room:   # a narrow plate: the cards only
                info = cards
            size = gfx.fit_size(info, px(14), room, min_size=px(10))
            gfx.blit_text(surf, info, size, (r.x + px(10), r.bottom - px(8)), gfx.GOLD if thinking == seat else gfx.INK_DIM,
                          anchor="bottomleft")
            self.gameui.plate_extra(self, surf, seat, r)

    def score_spot(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Where a line of `size` about a seat's score goes beside its plate: under it, right-aligned; to
        its right where that would run into the middle of the table (the piles, the direction ring, the
        Draw button); above it when the window ends below (the bottom seat, whose cards are beside its
        plate). A seat's cards sit above its plate, so nothing here hides under them. The spot depends on
        the layout only, so a label never jumps when a button comes and goes."""
        r = self.geom.plate[seat]
        w, h = size
        W, H = self.app.size
        L = self.geom
        rx, ry = L.ring   # every layout has the direction ring's radii (TableLayout)
        busy = [L.drop_rect(), L.draw_rect(), pygame.Rect(L.cx - rx, L.cy - ry, 2 * rx, 2 * ry)]
        if "draw" in self.game.cfg.get("actions", {}):   # where the Draw button shows on the viewer's turns
            busy.append(L.draw_button_rect())
        spots = [pygame.Rect(r.right - px(8) - w, r.bottom + px(2), w, h),
                 pygame.Rect(r.right + px(8), r.centery - h // 2, w, h),
                 pygame.Rect(r.right - px(8) - w, r.y - px(2) - h, w, h)]
        if r.centery > H // 2:   # the bottom seat: its cards are to the right
            spots = [spots[0], spots[2]]
        screen = pygame.Rect(0, 0, W, H)
        for spot in spots:
            if screen.contains(spot) and spot.collidelist(busy) == -1:
                return spot
        return next((spot for spot in spots if screen.contains(spot)), spots[-1])

    def draw_plate_marks(self, surf) -> None:
        """A game's status marks beside the plates ("last card!", "passed"...), drawn over the cards and the
        table's own widgets (a game may redraw the backs): the seats' cards sit just above their plates, and a
        mark drawn under them would be hidden."""
        for seat in range(self.session.players):
            self.gameui.plate_marks(self, surf, seat, self.geom.plate[seat])

    def draw_top(self, surf) -> None:
        txt = t("{game} · round {round}", game=config_text(self.game.name), round=self.session.public["round"])
        gfx.blit_text(surf, txt, px(18), (px(16), px(12)), gfx.INK, True, shadow=True)
        for text, size, y in self.log_lines():
            gfx.blit_text(surf, text, size, (px(16), y), gfx.INK_DIM)
        hint = self.log_hint()
        if hint:
            gfx.blit_text(surf, hint, px(12), (px(16), self.log_area.bottom + px(2)), gfx.GOLD)

    log_area = pygame.Rect(0, 0, 0, 0)   # where the move log is drawn (the wheel scrolls it there)
    log_shown = 0                        # how many moves it showed last

    def log_entry_texts(self, k: int) -> list[str]:
        """The lines of the log's move `k` (move_texts)."""
        return move_texts(self.session, self.log[k], self.log_draws.get(k), self.viewer)

    def log_lines(self) -> list:
        """(text, size, y) of the move log under the title: the moves up to the one scrolled to (the newest
        unless scrolled back), all at one size, a long one on two lines at a readable size (not shrunk to 9
        px), as many as fit above the seats' plates and cards below it."""
        W = self.app.size[0]
        width = int(W * 0.26)
        L = self.geom
        top, line, big, small = px(40), px(17), px(14), px(12)
        area = pygame.Rect(px(16), top, width, self.app.size[1])
        below = [r for r in L.plate.values() if r.colliderect(area)]
        for s, (ax, ay) in L.seat_anchor.items():
            if s != L.bottom:
                r = pygame.Rect(0, 0, int(L.opp_w * 3), L.opp_h)
                r.center = (ax, ay)
                if r.colliderect(area):
                    below.append(r)
        bottom = min([r.top for r in below] + [top + px(4 * 19 + 19)]) - px(2)
        self.log_back = max(0, min(self.log_back, len(self.log) - 1))
        end = len(self.log) - self.log_back
        if self.log_back:
            bottom -= px(16)   # room for the line saying newer moves are below
        self.log_area = pygame.Rect(px(16), top, width, max(0, bottom - top))
        groups = [self.log_entry_texts(k) for k in range(max(0, end - 4), end)]
        texts = [x for g in groups for x in g]
        # one size for every line (a longer move was drawn a size smaller than its neighbours): the biggest
        # at which each fits on one line, not below `small`; a move too long for that goes on two lines
        fits = {text: gfx.fit_size(text, big, width, min_size=px(9)) for text in texts}
        size = max(small, min(fits.values(), default=big))
        entries = []
        for g in groups:
            parts = []
            for text in g:
                if fits[text] >= size:
                    parts.append(text)
                    continue
                wrapped = gfx.wrap(text, size, width)
                if len(wrapped) > 2:   # a third line will not fit: the second says it goes on
                    wrapped = [wrapped[0], gfx.ellipsize(" ".join(wrapped[1:]), size, width)]
                parts.extend(wrapped)
            entries.append(parts)
        out, y, shown = [], bottom, 0
        for parts in reversed(entries):   # the newest first, from the bottom up, while they fit
            h = line * len(parts) + px(2)
            if y - h < top:
                break
            y -= h
            shown += 1
            out[:0] = [(x, size, y + line * i) for i, x in enumerate(parts)]
        self.log_shown = shown
        shift = out[0][2] - top if out else 0   # then set them at the top, under the title
        return [(x, sz, y - shift) for x, sz, y in out]

    def log_hint(self) -> str:
        """Under the log: how many newer moves are below when it is scrolled back; with the pointer on it,
        how to see the earlier ones."""
        if self.log_back:
            return tn("{n} newer move: PageDown, End", "{n} newer moves: PageDown, End", self.log_back)
        if len(self.log) > self.log_shown and self.log_area.collidepoint(self.mouse):
            return t("Earlier moves: mouse wheel or PageUp")
        return ""

    def scroll_log(self, moves: int) -> None:
        """Scroll the move log back (`moves` > 0) or forward; at 0 it follows the new moves again."""
        self.log_back = max(0, min(self.log_back + moves, len(self.log) - 1))

    banner_rise = 0   # pixels the banner sits higher, over the cards a hint lifts (TableHints.hint)

    def banner_box(self, size) -> tuple:
        """(panel, lines) of the message above the hand: as wide as its text, and narrower (more lines)
        where that keeps it off the seats' plates; below a line the game keeps under the middle of the
        table (one a banner covered on a small window)."""
        W, H = size
        L = self.geom
        plates = list(L.plate.values())
        floor = self.gameui.banner_floor(self)
        font = gfx.font(px(18), True)
        width = min(px(760), W - px(120))
        # a refusal also says so by a sign, not only by its red (which some players cannot tell from gold)
        text = ("✘ " if self.banner_bad else "") + self.banner_text
        while True:
            lines = gfx.wrap(text, px(18), width, bold=True)
            w = max(px(240), max(font.size(x)[0] for x in lines) + px(48))
            h = px(16) + px(24) * len(lines)
            r = pygame.Rect((W - w) // 2, H - L.hand_h - px(40) - h - self.banner_rise, w, h)
            if floor is not None and r.y < floor + px(4):
                r.y = min(floor + px(4), H - px(4) - h)
                # pushed down, it keeps off the top of the hand too (with less room around its text: the
                # Swap's banner at 960x540 covered the cards by 3 px)
                room = L.hand_y - L.hand_h // 2 - px(2) - r.y
                if r.h > room >= px(24) * len(lines) + px(4):
                    r.h = room
            if width <= px(300) or r.collidelist(plates) == -1:
                return r, lines
            width -= px(40)

    def draw_banner(self, surf) -> None:
        if self.banner_t <= 0 or not self.banner_text:
            return
        r, lines = self.banner_box(surf.get_size())
        fill = (90, 22, 22) if self.banner_bad else (22, 40, 60)
        gfx.panel(surf, r, px(12), fill=fill, alpha=235, edge=gfx.BAD if self.banner_bad else gfx.GOLD)
        top = r.y + (r.h - px(24) * len(lines)) // 2   # (8 px above the text, less where the room is short)
        for i, line in enumerate(lines):
            gfx.blit_text(surf, line, px(18), (r.centerx, top + px(24) * i), gfx.INK, True, anchor="midtop")
