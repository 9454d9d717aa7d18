"""Buttons, cycling choices, steppers and text fields; mouse and keyboard (Tab/arrows/Enter) driven."""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.persist.names import clean_name
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.words import config_text


class Widget:
    focusable = True

    def __init__(self, rect, enabled: bool = True, tip: str = ""):
        self.rect = pygame.Rect(rect)
        self.enabled = enabled
        self.hover = False
        self.focused = False
        self.tip = tip

    def click(self, pos) -> None:
        pass

    def key(self, event) -> bool:
        """Handle a key while focused; True if used."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.click(self.rect.center)
            return True
        return False

    def draw(self, surf) -> None:
        pass


class Label(Widget):
    focusable = False

    def __init__(self, rect, text: str, size: int | None = None, colour=gfx.INK, bold=False, anchor="midleft"):
        size = px(18) if size is None else size
        super().__init__(rect)
        self.text, self.size, self.colour, self.bold, self.anchor = text, size, colour, bold, anchor

    def draw(self, surf) -> None:
        pos = getattr(self.rect, self.anchor)
        gfx.blit_text(surf, self.text, self.size, pos, self.colour, self.bold, anchor=self.anchor)


READABLE = 14   # below this (at scale 1) a long label is set on two lines when the button is tall enough


def two_lines(label: str, size: int, max_w: int, max_h: int):
    """(lines, size): `label` wrapped on two lines at the largest size <= `size` (not under 11 at scale 1)
    where both fit in max_w and together in max_h; None if it never does (or one line is enough)."""
    colon = next((label.index(c) + len(c) for c in (": ", "：", ":") if c in label), None)
    for sz in range(size, px(10), -1):
        if 2 * gfx.font(sz, True).get_linesize() > max_h:
            continue
        lines = None
        if colon is not None:   # "Title: value" breaks after its colon where both halves fit (no word cut)
            halves = [label[:colon].rstrip(), label[colon:].strip()]
            if all(gfx.font(sz, True).size(x)[0] <= max_w for x in halves):
                lines = halves
        lines = lines or gfx.wrap(label, sz, max_w, bold=True)
        if len(lines) == 2 and all(gfx.font(sz, True).size(x)[0] <= max_w for x in lines):
            return lines, sz
    return None


class Button(Widget):
    """A rounded button; `on_click()` runs on click, Enter/Space when focused, or its hotkey."""

    def __init__(self, rect, label: str, on_click, primary: bool = False, enabled: bool = True,
                 hotkey: int | None = None, size: int | None = None, swatch=None, tip: str = "",
                 paint=None):
        super().__init__(rect, enabled, tip)
        self.label, self.on_click, self.primary = label, on_click, primary
        self.hotkey, self.size, self.swatch, self.paint = hotkey, size, swatch, paint

    def click(self, pos) -> None:
        if self.enabled:
            self.on_click()

    plain = False   # True: `paint` draws the whole button, its own focus mark too (a card shown as a button)

    def draw(self, surf) -> None:
        r = self.rect
        if self.plain and self.paint is not None:
            self.paint(surf, r)
            return
        if not self.enabled:
            base = gfx.DISABLED
        elif self.primary:
            base = gfx.BUTTON_PRIMARY_HOT if self.hover or self.focused else gfx.BUTTON_PRIMARY
        else:
            base = gfx.BUTTON_HOT if self.hover or self.focused else gfx.BUTTON
        rad = min(px(12), r.h // 3)
        gfx.rrect(surf, (0, 0, 0), r.move(0, px(3)), rad)
        gfx.rrect(surf, base, r, rad)
        hi = tuple(min(255, c + 40) for c in base)
        pygame.draw.line(surf, hi, (r.x + rad, r.y + px(1)), (r.right - rad - 1, r.y + px(1)), px(2))
        if self.focused:
            focus_ring(surf, r, rad)
        self.draw_label(surf, gfx.INK if self.enabled else (150, 150, 150))

    def draw_label(self, surf, colour) -> None:
        """The label (or the swatch and label, or the `paint`), fitted to the button."""
        r = self.rect
        x0 = r.x + px(12)
        if self.swatch is not None:
            self.swatch(surf, pygame.Rect(r.x + px(8), r.y + px(6), r.h - px(12), r.h - px(12)))
            x0 = r.x + r.h
        if self.paint is not None:
            self.paint(surf, r)
            return
        size = self.size or max(px(12), min(px(22), int(r.h * 0.42)))
        avail = r.right - x0 - px(10) if self.swatch is not None else r.w - px(20)
        want = size
        size = gfx.fit_size(self.label, size, avail, bold=True, min_size=px(9))
        if self.swatch is None and size < min(want, px(READABLE)):
            got = two_lines(self.label, min(want, px(READABLE)), avail, r.h - px(4))
            if got and got[1] > size:
                lines, size = got
                gap = gfx.font(size, True).get_linesize()
                for i, line in enumerate(lines):
                    gfx.blit_text(surf, line, size, (r.centerx, r.centery + (i - (len(lines) - 1) / 2) * gap),
                                  colour, True, anchor="center")
                return
        # still too wide at the smallest size (a long translation): the end is cut with "…", never past the edge
        label = gfx.ellipsize(self.label, size, avail, bold=True)
        if self.swatch is not None:
            gfx.blit_text(surf, label, size, (x0, r.centery), colour, True, anchor="midleft")
        else:
            gfx.blit_text(surf, label, size, r.center, colour, True, anchor="center")


FOCUS_DARK = (12, 16, 20)    # the keyboard focus: a dark band round the button, then a light ring outside
FOCUS_LIGHT = (250, 246, 236)


def focus_ring(surf, r: pygame.Rect, rad: int) -> None:
    """The keyboard focus round a button: a dark band against its edge and a light ring outside that, so
    it stands out on every button colour and every background (a gold ring alone all but vanished next to
    an orange primary button such as Start, Play or Challenge!)."""
    k = px(3)   # one rounded width for both bands: rounded apart they left a 1 px seam at fractional scales
    gfx.rrect(surf, FOCUS_DARK, r.inflate(2 * k, 2 * k), rad + k, k)
    gfx.rrect(surf, FOCUS_LIGHT, r.inflate(4 * k, 4 * k), rad + 2 * k, k)


class Cycle(Button):
    """A button that steps through `choices` (value, label); shows "Title: label". `title` is a message
    (marked with N_ where it is written, translated as it is shown): the focus finds the rebuilt row by
    it whatever the language."""

    def __init__(self, rect, title: str, choices: list, value, on_change, enabled=True, tip: str = ""):
        self.title, self.choices, self.value, self.on_change = title, choices, value, on_change
        super().__init__(rect, "", self._next, enabled=enabled, tip=tip)
        self._relabel()

    def _relabel(self) -> None:
        lab = next((lab for v, lab in self.choices if v == self.value), str(self.value))
        self.label = t("{label}: {value}", label=config_text(self.title), value=lab) if self.title else lab

    def _step(self, d: int) -> None:
        vals = [v for v, _ in self.choices]
        i = vals.index(self.value) if self.value in vals else 0
        self.value = vals[(i + d) % len(vals)]
        self._relabel()
        self.on_change(self.value)

    def _next(self) -> None:
        self._step(1)

    def key(self, event) -> bool:
        if event.key == pygame.K_LEFT:
            self._step(-1)
            return True
        if event.key == pygame.K_RIGHT:
            self._step(1)
            return True
        return super().key(event)


class Fixed(Button):
    """A row that shows a setting the player cannot change here ("Red cards: always in", a stage an expert
    stage already turns on): flat, with no shadow or highlight, never focused, a click does nothing; its
    tip still shows under the pointer."""

    focusable = False

    def __init__(self, rect, label: str, tip: str = ""):
        super().__init__(rect, label, lambda: None, tip=tip)

    def click(self, pos) -> None:
        pass

    def draw(self, surf) -> None:
        r = self.rect
        rad = min(px(12), r.h // 3)
        gfx.rrect(surf, FIXED_FILL, r, rad)
        gfx.rrect(surf, FIXED_EDGE, r, rad, px(1))
        self.draw_label(surf, gfx.INK_DIM)


FIXED_FILL = (22, 34, 40)   # darker than a button, with a thin edge: a row to read, not to press
FIXED_EDGE = (70, 92, 100)


class TextField(Widget):
    """A one-line text input: click to focus, type, Backspace, Enter/Tab to leave."""

    def __init__(self, rect, value: str, on_change, max_len: int = 16, enabled=True):
        super().__init__(rect, enabled)
        self.value, self.on_change, self.max_len = value, on_change, max_len
        self.editing = False

    def click(self, pos) -> None:
        if self.enabled:
            self.editing = True

    def key(self, event) -> bool:
        if not self.editing:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.editing = True
                return True
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
            self.editing = False
            return True
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            self.on_change(self.value)
            return True
        if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.text_input(clipboard_text())   # paste: cleaned as typing is
            return True
        return event.key not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)

    def text_input(self, s: str) -> None:
        """Typed (or pasted) text added at the end: what a screen cannot draw (a NUL, a line break, a lone
        surrogate) left out, at most max_len characters in all (spaces at the ends kept while typing)."""
        if self.editing and self.enabled:
            self.value = clean_name(self.value + clean_name(s, self.max_len, trim=False), self.max_len, trim=False)
            self.on_change(self.value)

    def draw(self, surf) -> None:
        r = self.rect
        gfx.rrect(surf, (250, 248, 240) if self.enabled else (150, 150, 150), r, px(8))
        if self.editing or self.focused:
            k = px(2)   # inset and width from one rounded number: no seam at fractional scales
            gfx.rrect(surf, gfx.GOLD, r.inflate(2 * k, 2 * k), px(8) + k, k)
        size = max(px(12), int(r.h * 0.5))
        shown = self.value + ("|" if self.editing and (pygame.time.get_ticks() // 500) % 2 == 0 else "")
        gfx.blit_text(surf, shown, size, (r.x + px(10), r.centery), gfx.INK_DARK, anchor="midleft")


def clipboard_text() -> str:
    """The system clipboard's text, "" if there is none or it cannot be read."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError):   # no clipboard here (a pygame without scrap.get_text)
        return ""
    return text if isinstance(text, str) else ""


def focusables(scene) -> list:
    return [w for w in scene.widgets if w.focusable and w.enabled]


def set_focus(scene, w) -> None:
    for x in scene.widgets:
        x.focused = x is w
        if x is not w and isinstance(x, TextField):
            x.editing = False


def _ident(w) -> tuple:
    """What a widget is, in terms a rebuilt one has too: a cycle's title and the seat or setting it changes
    (its label shows the value), a button's label, else its kind."""
    if isinstance(w, Cycle):
        return ("cycle", w.title, getattr(w.on_change, "__defaults__", None))
    if isinstance(w, Button):
        return ("button", w.label)
    return (type(w).__name__,)


def focus_key(scene):
    """The keyboard focus of `scene` in a form that survives a rebuild of its widgets (see restore_focus):
    what the focused widget is, which of its kind it is (the third "Rules" is the third game's), whether it was
    being typed in; None when nothing has the focus."""
    ws = scene.widgets
    cur = next((w for w in ws if w.focused), None)
    if cur is None:
        return None
    ident = _ident(cur)
    nth = sum(1 for w in ws[:ws.index(cur)] if _ident(w) == ident)
    return ident, nth, isinstance(cur, TextField) and cur.editing


def restore_focus(scene, key) -> bool:
    """Put the focus back on the rebuilt widget that `key` (from focus_key) names. If it is now disabled
    the focus goes to the nearest enabled one before it, else after it (the "−" at the fewest players
    hands it to its "+", the "+" at the most to its "−"). False, and no focus, if that widget is gone."""
    if key is None:
        return False
    ident, nth, editing = key
    ws = scene.widgets
    same = [w for w in ws if _ident(w) == ident]
    if nth >= len(same):
        set_focus(scene, None)
        return False
    w = same[nth]
    if not (w.focusable and w.enabled):
        i = ws.index(w)
        near = ([x for x in reversed(ws[:i]) if x.focusable and x.enabled][:1]
                or [x for x in ws[i + 1:] if x.focusable and x.enabled][:1])
        if not near:
            set_focus(scene, None)
            return False
        w, editing = near[0], False
    set_focus(scene, w)
    if editing and isinstance(w, TextField):
        w.editing = True
    return True


def dispatch(scene, event) -> bool:
    """Route one event to the scene's widgets: hover, click, hotkeys, focus moves, typing."""
    ws = scene.widgets
    if event.type == pygame.MOUSEMOTION:
        for w in ws:
            w.hover = w.enabled and w.rect.collidepoint(event.pos)
        return False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for w in reversed(ws):
            if w.enabled and w.focusable and w.rect.collidepoint(event.pos):
                set_focus(scene, w)
                w.click(event.pos)
                return True
        set_focus(scene, None)
        return False
    if event.type == pygame.TEXTINPUT:
        for w in ws:
            if isinstance(w, TextField) and w.editing:
                w.text_input(event.text)
                return True
        return False
    if event.type != pygame.KEYDOWN:
        return False
    cur = next((w for w in ws if w.focused), None)
    if cur is not None and cur.key(event):
        return True
    key = pygame.K_RETURN if event.key == pygame.K_KP_ENTER else event.key   # the keypad's Enter is Enter
    for w in ws:
        if isinstance(w, Button) and w.enabled and w.hotkey is not None and w.hotkey == key:
            w.click(w.rect.center)
            return True
    order = focusables(scene)
    if not order:
        return False
    if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
        back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        i = order.index(cur) if cur in order else (-1 if not back else 0)
        set_focus(scene, order[(i + (-1 if back else 1)) % len(order)])
        return True
    if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and cur in order:   # to the control beside, on its row
        left = event.key == pygame.K_LEFT
        r = cur.rect
        # never onto a choice: it takes Left/Right itself, so the next key would change it, not come back
        side = [w for w in order if w.rect.top < r.bottom and w.rect.bottom > r.top and not isinstance(w, Cycle)
                and (w.rect.centerx < r.centerx if left else w.rect.centerx > r.centerx)]
        if side:
            set_focus(scene, min(side, key=lambda w: abs(w.rect.centerx - r.centerx)))
            return True
    return False


def column(x: int, y: int, w: int, h: int, gap: int, n: int) -> list[pygame.Rect]:
    """n rects stacked vertically."""
    return [pygame.Rect(x, y + i * (h + gap), w, h) for i in range(n)]
