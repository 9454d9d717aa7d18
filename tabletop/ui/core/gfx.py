"""Drawing helpers: theme colours, the bundled fonts (DejaVu, and Noto Sans CJK for what it lacks: fonts.py),
cached text, rounded panels, the felt."""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from tabletop.ui.core import fonts
from tabletop.ui.core.lru import ByteLRU, Store

# -- theme ------------------------------------------------------------------------------------------
FELT = (22, 92, 62)
FELT_DARK = (9, 48, 32)
INK = (245, 242, 232)
INK_DIM = (190, 200, 190)
INK_DARK = (28, 30, 36)
GOLD = (246, 196, 74)
PANEL = (14, 22, 28)
PANEL_EDGE = (70, 92, 88)
BUTTON = (34, 58, 66)
BUTTON_HOT = (52, 92, 100)
BUTTON_PRIMARY = (196, 120, 32)
BUTTON_PRIMARY_HOT = (226, 150, 52)
DISABLED = (60, 66, 70)
GOOD = (86, 200, 120)
BAD = (230, 84, 76)
SHADOW = (0, 0, 0)

# -- scale ------------------------------------------------------------------------------------------
# The interface (text, plates, buttons, dialogs, margins) is designed for 1280x720 and grows with a bigger
# window by one factor: s = max(1, min(W / 1280, H / 720)). The App sets it (set_scale) whenever the window
# is made or resized, before the scenes lay out; px() turns a design size into this window's pixels. At
# s = 1 px() returns its argument untouched, so windows up to 1280x720 draw exactly as before. Things sized
# as fractions of the window (the cards, and the card faces drawn from a card's height) do not use it.
BASE_SIZE = (1280, 720)
_SCALE = 1.0


def scale_for(size) -> float:
    """The interface scale of a window of `size`: 1 up to 1280x720, then the smaller of the two ratios."""
    return max(1.0, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def set_scale(size) -> float:
    """Set the interface scale for a window of `size` (the App calls it); returns it."""
    global _SCALE
    _SCALE = scale_for(size)
    return _SCALE


def scale() -> float:
    return _SCALE


def px(n):
    """A design size (pixels at 1280x720) in this window's pixels: `n` itself at scale 1, else rounded."""
    return n if _SCALE == 1.0 else int(round(n * _SCALE))


# Every cached picture of the interface but the card faces (text, outlined text, panels, shadows, veils, the
# games' small pictures) shares one budget, least recently used first. Each of these caches was bounded by a
# count alone (600 texts, 200 panels of up to a window each...), which a long session filled: 33 MB of them
# at 6,000 frames of one game and rising. A 1280x720 table shows a few MB of them at once; a dialog over it
# (veil, panel, its texts) as much again.
UI_MAX_BYTES = 16 * 1024 * 1024
UI_CACHE = ByteLRU(UI_MAX_BYTES)


def store(max_items: int | None = None) -> Store:
    """A cache of pictures within the interface's budget (UI_CACHE): `cached(store, key, make)` fills it."""
    return UI_CACHE.store(max_items)


def cached(st: Store, key, make) -> pygame.Surface:
    """The picture under `key` in `st`, made (and kept) by `make()` the first time. The caller must not change
    the surface it gets."""
    s = st.get(key)
    if s is None:
        s = make()
        st.put(key, s)
    return s


_FONTS: OrderedDict = OrderedDict()
_FONTS_MAX = 64   # font objects (one per pixel size and weight): each holds its own glyph cache
_TEXT_MAX = 600
_TEXT = store(_TEXT_MAX)


TITLE_ROOM = 48   # px of a screen's height a window's title bar and a desktop's panel may take


def screen_room():
    """The biggest window (w, h) the biggest screen holds with room for a title bar, or None if unknown."""
    try:
        screens = pygame.display.get_desktop_sizes()
    except pygame.error:
        screens = []
    if not screens:
        return None
    sw, sh = max(screens, key=lambda s: s[0] * s[1])
    return sw, sh - TITLE_ROOM


def font(size: int, bold: bool = False) -> fonts.Font:
    """The bundled DejaVu Sans at `size` px (never pygame's default font); its size() and render() draw
    the characters it lacks (Chinese, Japanese) with the bundled Noto Sans CJK (fonts.py)."""
    size = max(6, int(size))
    key = (size, bold)
    f = _FONTS.get(key)
    if f is None:
        f = _FONTS[key] = fonts.Font(size, bold)
        if len(_FONTS) > _FONTS_MAX:   # fit_size tries size after size: a resize sweep made hundreds
            _FONTS.popitem(last=False)
    else:
        _FONTS.move_to_end(key)
    return f


def _forget_text() -> None:
    """The language's CJK font changed: text rendered before is drawn again."""
    _TEXT.clear()
    _OUTLINED.clear()


fonts.on_reorder(_forget_text)


def render(f, s: str, colour) -> pygame.Surface:
    """`f.render(s)` (antialiased) that never fails on the text: the font refuses a NUL, a lone surrogate
    and a text of zero width (a lone joiner); those characters are left out, and nothing to draw is an
    empty surface of the line's height."""
    try:
        return f.render(s, True, colour)
    except (ValueError, UnicodeError, pygame.error):
        pass
    shown = "".join(ch for ch in s if ch.isprintable() or ch in "\t")
    try:
        return f.render(shown, True, colour)
    except (ValueError, UnicodeError, pygame.error):
        return pygame.Surface((0, f.get_linesize()), pygame.SRCALPHA)


def text(s: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """A rendered line of text, cached (HUD text is redrawn every frame)."""
    key = (s, int(size), tuple(colour), bold)
    surf = _TEXT.get(key)
    if surf is None:
        surf = render(font(size, bold), s, colour)
        _TEXT.put(key, surf)
    return surf


def blit_text(dst, s: str, size: int, pos, colour=INK, bold: bool = False, anchor: str = "topleft",
              shadow: bool = False) -> pygame.Rect:
    """Draw text anchored at `pos` ("center", "midleft", ...); returns its rect."""
    surf = text(s, size, colour, bold)
    r = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        dst.blit(text(s, size, (0, 0, 0), bold), r.move(px(1), px(2)))
    dst.blit(surf, r)
    return r


_OUTLINED = store(400)


def outlined(s: str, size: int, colour, outline=(40, 40, 48), bold: bool = True, width: int | None = None) -> pygame.Surface:
    """Text with an outline all round (readable on any colour); `width` defaults to size / 13. Cached (the
    table redraws the same icons every frame): the caller must not change the surface it gets."""
    key = (s, size, tuple(colour), tuple(outline), bold, width)
    return cached(_OUTLINED, key, lambda: _outlined(s, size, colour, outline, bold, width))


def _outlined(s: str, size: int, colour, outline, bold: bool, width: int | None) -> pygame.Surface:
    f = font(size, bold)
    inner = render(f, s, colour)
    d = width if width is not None else max(1, size // 13)
    out = pygame.Surface((inner.get_width() + 2 * d, inner.get_height() + 2 * d), pygame.SRCALPHA)
    dark = render(f, s, outline)
    for dx in range(-d, d + 1):
        for dy in range(-d, d + 1):
            if dx * dx + dy * dy <= d * d + 1:
                out.blit(dark, (d + dx, d + dy))
    out.blit(inner, (d, d))
    return out


def heading(surf, s: str, y: int, size: int | None = None) -> None:
    """A screen's title, centred at height `y`, with a shadow (44 px at scale 1 unless `size` is given)."""
    size = px(44) if size is None else size
    blit_text(surf, s, size, (surf.get_width() // 2, y), INK, True, anchor="midtop", shadow=True)


def fit_size(s: str, size: int, max_w: int, bold: bool = False, min_size: int = 9) -> int:
    """The largest font size <= size at which `s` fits in max_w pixels."""
    while size > min_size and font(size, bold).size(s)[0] > max_w:
        size -= 1
    return size


def wrap(s: str, size: int, max_w: int, bold: bool = False) -> list[str]:
    """Greedy wrap of one paragraph into lines no wider than max_w: at spaces, and between any two
    Chinese or Japanese characters."""
    return fonts.wrap(font(size, bold), s, max_w)


def ellipsize(s: str, size: int, max_w: int, bold: bool = False) -> str:
    """`s`, cut at a word (inside one too long by itself) and ended with "…" if it is wider than max_w pixels."""
    f = font(size, bold)
    if f.size(s)[0] <= max_w:
        return s
    words = s.split()
    while len(words) > 1 and f.size(" ".join(words) + " …")[0] > max_w:
        words.pop()
    out = " ".join(words) + " …"
    if f.size(out)[0] <= max_w and f.size(out)[0] >= max_w * 0.6:
        return out
    out = s   # a long word (a name) would be dropped whole or does not fit alone: cut inside it
    while len(out) > 1 and f.size(out.rstrip() + "…")[0] > max_w:
        out = out[:-1]
    return out.rstrip() + "…"


def rrect(dst, colour, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(dst, colour, rect, width, border_radius=max(0, int(radius)))


_PANELS = store(200)


def panel(dst, rect, radius: int = 14, fill=PANEL, alpha: int = 225, edge=PANEL_EDGE) -> None:
    """A translucent rounded panel with a thin edge (cached per size and style)."""
    rect = pygame.Rect(rect)
    key = (rect.size, radius, tuple(fill), alpha, tuple(edge) if edge else None, _SCALE)
    s = _PANELS.get(key)
    if s is None:
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        rrect(s, (*fill, alpha), s.get_rect(), radius)
        if edge:
            rrect(s, (*edge, 255), s.get_rect(), radius, px(2))
        _PANELS.put(key, s)
    dst.blit(s, rect)


_SHADOWS = store(64)   # a few card sizes at a time; old window sizes go


def soft_shadow(w: int, h: int, radius: int, blur: int = 6, alpha: int = 90) -> pygame.Surface:
    """A blurred rounded-rect shadow of size (w + 2*blur, h + 2*blur), cached."""
    key = (w, h, radius, blur, alpha)
    s = _SHADOWS.get(key)
    if s is None:
        s = pygame.Surface((w + 2 * blur, h + 2 * blur), pygame.SRCALPHA)
        for i in range(blur, 0, -1):
            a = int(alpha * (1 - i / (blur + 1)) ** 2 / 2) + 2
            rrect(s, (0, 0, 0, a), (blur - i, blur - i, w + 2 * i, h + 2 * i), radius + i)
        rrect(s, (0, 0, 0, alpha), (blur, blur, w, h), radius)
        _SHADOWS.put(key, s)
    return s


_FELT: dict = {}


def felt(size) -> pygame.Surface:
    """The table: a green felt with a soft light in the middle and a dark vignette, cached per size."""
    size = (int(size[0]), int(size[1]))
    s = _FELT.get((size, _SCALE))
    if s is not None:
        return s
    w, h = size
    s = pygame.Surface(size)
    s.fill(FELT_DARK)
    steps = 28
    for i in range(steps):
        k = i / (steps - 1)
        c = tuple(int(FELT_DARK[j] + (FELT[j] - FELT_DARK[j]) * math.sqrt(k)) for j in range(3))
        rw, rh = int(w * (1.45 - 0.95 * k)), int(h * (1.55 - 1.0 * k))
        pygame.draw.ellipse(s, c, ((w - rw) // 2, (h - rh) // 2 - int(h * 0.04), rw, rh))
    # a faint woven texture: fixed pseudo-random specks (deterministic, no RNG state)
    speck = pygame.Surface(size, pygame.SRCALPHA)
    x = 12345
    for _ in range(w * h // 90):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        sx, sy = x % w, (x >> 11) % h
        speck.set_at((sx, sy), (255, 255, 255, 10) if x & 1 else (0, 0, 0, 16))
    s.blit(speck, (0, 0))
    # table rim
    pygame.draw.rect(s, (6, 30, 20), s.get_rect(), px(6))
    if len(_FELT) > 1:   # one window size at a time (a 4K felt is 33 MB)
        _FELT.clear()
    _FELT[(size, _SCALE)] = s = s.convert() if pygame.display.get_surface() else s
    return s


_VEILS = store(8)


def dim(dst, alpha: int = 150) -> None:
    """Darken the whole surface (behind a dialog or an overlay scene)."""
    key = (dst.get_size(), alpha)
    veil = _VEILS.get(key)
    if veil is None:
        veil = pygame.Surface(dst.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, alpha))
        _VEILS.put(key, veil)
    dst.blit(veil, (0, 0))


def triangle_right(dst, colour, x: float, y: float, size: float) -> None:
    """A ▶ triangle (the colour-blind notch) with its left edge at x, centred on y."""
    pts = [(round(x), round(y - size / 2)), (round(x + size * 0.9), round(y)), (round(x), round(y + size / 2))]
    pygame.draw.polygon(dst, colour, pts)


def arrow_head(dst, colour, tip, angle: float, size: float) -> None:
    """A filled arrow head at `tip` pointing along `angle` (radians, screen coordinates)."""
    a1, a2 = angle + math.pi * 0.82, angle - math.pi * 0.82
    pts = [tip, (tip[0] + size * math.cos(a1), tip[1] + size * math.sin(a1)),
           (tip[0] + size * math.cos(a2), tip[1] + size * math.sin(a2))]
    pygame.draw.polygon(dst, colour, pts)
