"""Decision dialogs over the table: a panel with a title, a few lines, optional cards and buttons.

The generic dialog lists the legal actions of one decision with `game.describe(action)`; games give
polished ones (a game folder's table.py).
"""

from __future__ import annotations

import pygame

from tabletop.i18n import N_, t
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.faces import card_size
from tabletop.ui.core.gfx import px
from tabletop.ui.core.widgets import Button


class Dialog:
    """A modal choice on the table. options: [(label, fn, extra)] where extra may hold swatch/primary."""

    def __init__(self, table, title: str, lines=(), options=(), cards=(), cancel=None, seat=None, wide=False,
                 focus: int | None = None):
        self.t = table
        self.title, self.lines, self.cards = title, list(lines), list(cards)
        self.options = list(options)
        self.cancel = cancel
        self.seat = seat
        self.wide = wide
        self.first_focus = focus   # the button focused when it opens (else the main one, else the first)
        self.widgets: list = []
        self.rect = pygame.Rect(0, 0, 10, 10)
        scenes = getattr(table.app, "scenes", None)
        self.held = scenes.held_now() if scenes is not None else {}   # keys down as it opens: not for it
        self.layout(table.app.size)

    def layout(self, size) -> None:
        W, H = size
        n = len(self.options)
        bw = px(220) if n <= 4 else px(180)
        cols = min(n, 4) if n else 1
        rows = (n + cols - 1) // cols if n else 0
        bh = px(50)
        gap = px(14)
        for opt in self.options:   # wide enough for the longest label at the buttons' own font size
            extra = opt[2] if len(opt) > 2 else {}
            need = gfx.font(px(21), True).size(opt[0])[0] + (bh + px(10) if extra.get("swatch") else px(24))
            bw = max(bw, min(need, px(360)))
        ch = int(H * 0.2) if self.cards else 0
        cw = card_size(ch)[0] if ch else 0
        w = max(px(640) if self.wide else px(400), cols * (bw + gap) + px(30), len(self.cards) * (cw + px(10)) + px(40))
        w = min(w, W - px(40))
        if cols * (bw + gap) + px(30) > w:
            bw = (w - px(30)) // cols - gap
        text_w = w - px(50)
        self.wrapped = []
        for line in self.lines:
            self.wrapped.extend(gfx.wrap(line, px(18), text_w))
        # with no cards, a little air between the text and the buttons (a focused button's ring reaches 6 px
        # out and nearly touched the last line)
        air = ch + px(20) if ch else (px(8) if self.wrapped else 0)
        h = px(70) + px(26) * len(self.wrapped) + air + rows * (bh + px(12)) + px(20)
        self.rect = pygame.Rect((W - w) // 2, max(px(10), int(H * 0.44) - h // 2), w, h)
        self.card_y = self.rect.y + px(64) + px(26) * len(self.wrapped)
        self.card_h = ch
        y = self.card_y + air
        was = next((i for i, w in enumerate(self.widgets) if w.focused), None)
        self.widgets = []
        x0 = self.rect.centerx - (cols * (bw + gap) - gap) // 2
        for i, opt in enumerate(self.options):
            label, fn = opt[0], opt[1]
            extra = opt[2] if len(opt) > 2 else {}
            r = pygame.Rect(x0 + (i % cols) * (bw + gap), y + (i // cols) * (bh + px(12)), bw, bh)
            hot = pygame.K_1 + i if i < 9 else None
            self.widgets.append(Button(r, label, fn, primary=extra.get("primary", False), hotkey=hot,
                                       swatch=extra.get("swatch")))
        if self.widgets:   # Enter and Space answer at once: the main button has the focus (or the first one)
            first = self.first_focus if self.first_focus is not None and self.first_focus < len(self.widgets) \
                else next((i for i, w in enumerate(self.widgets) if w.primary), 0)
            self.widgets[was if was is not None and was < len(self.widgets) else first].focused = True

    def carry_over(self, old: "Dialog") -> None:
        """A dialog asking what `old` asked (the same title and buttons: it closed for a last-card call or a
        catch in the meantime) keeps its focused button and its held keys, so the next Enter does what the
        player had moved to (the focus went back to the first button: Enter named another colour, or
        challenged a Draw Four the player had moved to accept)."""
        if (old.title, [w.label for w in old.widgets]) != (self.title, [w.label for w in self.widgets]):
            return
        self.held = old.held
        widgets.restore_focus(self, widgets.focus_key(old))

    def handle(self, event) -> bool:
        """True if the dialog used the event (a modal dialog swallows clicks on the table)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.cancel:
            self.cancel()
            return True
        scenes = getattr(self.t.app, "scenes", None)
        if event.type == pygame.KEYDOWN and scenes is not None and scenes.is_repeat_of(self.held, event.key):
            return True   # a key held down since before it opened (Enter that played the wild): not an answer
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP if event.key == pygame.K_LEFT else pygame.K_DOWN,
                                       mod=0, unicode="")
        widgets.dispatch(self, event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surf) -> None:
        r = self.rect
        gfx.panel(surf, r.move(0, px(6)), px(18), fill=(0, 0, 0), alpha=90, edge=None)
        gfx.panel(surf, r, px(18), alpha=240, edge=gfx.GOLD)
        size = gfx.fit_size(self.title, px(24), r.w - px(40), bold=True, min_size=px(9))
        gfx.blit_text(surf, self.title, size, (r.centerx, r.y + px(18)), gfx.INK, True, anchor="midtop")
        y = r.y + px(60)
        for line in self.wrapped:
            gfx.blit_text(surf, line, px(18), (r.centerx, y), gfx.INK_DIM, anchor="midtop")
            y += px(26)
        if self.cards:
            cw, chh = card_size(self.card_h)
            n = len(self.cards)
            gap = px(10)
            x0 = r.centerx - (n * (cw + gap) - gap) // 2
            for i, cid in enumerate(self.cards):
                img = self.t.app.faces.image(self.t.game, cid, cw, chh, self.t.cb, True)
                surf.blit(img, img.get_rect(center=(x0 + i * (cw + gap) + cw // 2, self.card_y + chh // 2)))
                self.t.log_face_up(cid)
        for w in self.widgets:
            w.draw(surf)


PAGE = 11


def generic(table, seat: int, acts: list, page: int = 0, cancel=None) -> Dialog:
    """One button per legal action of a decision, labelled with the game's own description (paged)."""
    g = table.game
    many = len(acts) > PAGE + 1
    shown = acts[page * PAGE:(page + 1) * PAGE] if many else acts
    opts = [(table.named(g.describe(a)), (lambda a=a: table.act(a)), {}) for a in shown]
    if many:
        pages = (len(acts) + PAGE - 1) // PAGE
        nxt = (page + 1) % pages

        def more():
            table.dialog = generic(table, seat, acts, nxt, cancel)
        opts.append((t("More… ({page}/{pages})", page=page + 1, pages=pages), more, {"primary": True}))
    if cancel is not None:
        opts.append((t("Cancel"), cancel, {}))
    title = table.session.told(seat, N_("{player}: your decision"), N_("You: your decision"))
    return Dialog(table, title, [], opts, seat=seat, cancel=cancel)


# -- dialogs ---------------------------------------------------------------------------------------------------
class CardChoice(Dialog):
    """A modal choice among cards shown big: click one (or press its number)."""

    def __init__(self, table, title: str, lines, cards: list, choose, seat=None):
        self.choice, self.choose = list(cards), choose
        super().__init__(table, title, lines, (), (), None, seat, wide=True)

    def layout(self, size) -> None:
        W, H = size
        n = max(1, len(self.choice))
        ch = int(min(H * 0.3, px(220)))
        cw = card_size(ch)[0]
        gap = px(24)
        w = min(W - px(40), max(px(560), n * (cw + gap) + px(60)))
        self.wrapped = [x for line in self.lines for x in gfx.wrap(line, px(18), w - px(50))]
        h = px(70) + px(26) * len(self.wrapped) + ch + px(40)
        self.rect = pygame.Rect((W - w) // 2, max(px(10), int(H * 0.44) - h // 2), w, h)
        self.card_y, self.card_h = self.rect.y + px(64) + px(26) * len(self.wrapped), 0
        x0 = self.rect.centerx - (n * (cw + gap) - gap) // 2
        was = next((i for i, w in enumerate(self.widgets) if w.focused), 0)
        self.widgets = []
        for i, c in enumerate(self.choice):
            r = pygame.Rect(x0 + i * (cw + gap), self.card_y + px(6), cw, ch)
            b = Button(r, self.t.game.card_name(c), lambda c=c: self.choose(c),
                       hotkey=pygame.K_1 + i if i < 9 else None)
            b.paint = lambda surf, rr, b=b, c=c, i=i: self._paint(surf, rr, b, c, i)
            b.plain = True   # the card is the button: no body or ring under it when it rises
            self.widgets.append(b)
        if self.widgets:   # the arrows move from the first card, Enter gives the one focused
            self.widgets[min(was, len(self.widgets) - 1)].focused = True

    def _paint(self, surf, r, b, c, i: int) -> None:
        lift = px(8) if b.hover or b.focused else 0
        img = self.t.app.faces.image(self.t.game, c, r.w, r.h, self.t.cb, True)
        rr = r.move(0, -lift)
        if lift:
            gfx.rrect(surf, gfx.GOLD, rr.inflate(px(8), px(8)), px(12), px(3))
        surf.blit(img, img.get_rect(center=rr.center))
        if i < 9:   # its number key, under the card
            gfx.blit_text(surf, str(i + 1), px(17), (r.centerx, r.bottom + px(8)), gfx.INK_DIM, True,
                          anchor="midtop")
        self.t.log_face_up(c)
