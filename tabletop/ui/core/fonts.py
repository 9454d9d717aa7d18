"""Fonts with a fallback: DejaVu Sans for the look of the app, then Noto Sans CJK for what it lacks.

pygame-ce draws a string with one font and has no fallback, so a Chinese or Japanese name came out as
empty boxes. `Font` is a pygame.font.Font (DejaVu Sans, as before) whose size() and render() hand each
character DejaVu has no glyph for to the bundled CJK fonts: first the one of the current language (Noto
Sans CJK JP when it is Japanese, else Noto Sans CJK TC: the two draw some ideographs differently), then
the other. Each run of characters one font draws is rendered by it and the runs are put side by side on
one baseline; a character no font has becomes a visible □ (never an exception, never an empty gap).

Which font has a character is read from the font's own character map (the 'cmap' table, by the small
reader below: no dependency), once per file, when a text first needs it. A text DejaVu draws whole (every
English and French one) takes the fast path: pygame's own size() and render(), after a check (in C for
ASCII, else a verdict remembered per text), so an English game neither reads nor opens the CJK fonts.

The CJK fonts are subsets (scripts/subset_fonts.py). An open CJK face holds ~1 MB (its CFF subroutines),
so at most FACES_PER_FILE faces of each file stay open and another size reuses the least recently used
one (pygame's point_size). A CJK glyph is slow to load and SDL_ttf keeps only 256, so the width of a CJK
run is added up from its glyphs' metrics, remembered per font and size, as SDL_ttf adds them up (the
same pixels: tests/test_fonts.py). `wrap` breaks CJK text between any two characters (Latin at spaces,
as before).
"""

from __future__ import annotations

import re
import struct
import unicodedata
from collections import OrderedDict

import pygame

from tabletop import i18n
from tabletop.resources import asset_path

LATIN = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")   # regular, bold
CJK = {"tc": ("NotoSansCJKtc-Regular-Subset.otf", "NotoSansCJKtc-Bold-Subset.otf"),
       "jp": ("NotoSansCJKjp-Regular-Subset.otf", "NotoSansCJKjp-Bold-Subset.otf")}
REPLACEMENT = "\u25a1"   # □, in both DejaVu weights: what a character no font has is drawn as
FACES_PER_FILE = 4       # open CJK faces (sizes) kept per font file
PLANS = 256              # laid-out texts kept per Font (the slow path's measurements)
GLYPHS = 20000           # CJK glyph metrics remembered, all fonts and sizes together (~2 MB at most)

_SIZE = pygame.font.Font.size
_RENDER = pygame.font.Font.render


# -- which characters a font has ---------------------------------------------------------------------------
_COVER: dict[str, frozenset] = {}


def _read_cmap(path) -> bytes:
    """The 'cmap' table of a font file (read alone: the CJK fonts are megabytes)."""
    with open(path, "rb") as fh:
        head = fh.read(12)
        if head[:4] == b"ttcf":
            raise ValueError("a font collection, not a font")
        tables = struct.unpack_from(">H", head, 4)[0]
        directory = fh.read(16 * tables)
        for i in range(tables):
            tag, _, off, length = struct.unpack_from(">4sIII", directory, 16 * i)
            if tag == b"cmap":
                fh.seek(off)
                return fh.read(length)
    raise ValueError("no cmap table")


def _cmap_codepoints(cmap: bytes) -> set[int]:
    """The code points a 'cmap' table maps to a glyph (its Unicode subtables of format 4 or 12)."""
    subtables = {}
    for i in range(struct.unpack_from(">H", cmap, 2)[0]):
        platform, encoding, sub = struct.unpack_from(">HHI", cmap, 4 + 8 * i)
        if (platform == 3 and encoding in (1, 10)) or platform == 0:
            fmt = struct.unpack_from(">H", cmap, sub)[0]
            if fmt in (4, 12):
                subtables.setdefault(fmt, sub)
    out: set[int] = set()
    if 12 in subtables:   # the full repertoire, beyond the BMP too
        sub = subtables[12]
        n = struct.unpack_from(">I", cmap, sub + 12)[0]
        groups = struct.unpack_from(f">{3 * n}I", cmap, sub + 16)   # (first, last, glyph) each
        firsts, lasts, glyphs = groups[0::3], groups[1::3], groups[2::3]
        out.update(firsts)
        for first, last, glyph in zip(firsts, lasts, glyphs):
            if last > first:
                out.update(range(first, last + 1))
            if glyph == 0:
                out.discard(first)
        return out
    if 4 not in subtables:
        raise ValueError("no Unicode cmap of format 4 or 12")
    sub = subtables[4]
    n = struct.unpack_from(">H", cmap, sub + 6)[0] // 2
    ends = struct.unpack_from(f">{n}H", cmap, sub + 14)
    starts = struct.unpack_from(f">{n}H", cmap, sub + 16 + 2 * n)
    deltas = struct.unpack_from(f">{n}h", cmap, sub + 16 + 4 * n)
    at = sub + 16 + 6 * n   # idRangeOffset[0]
    offsets = struct.unpack_from(f">{n}H", cmap, at)
    for i in range(n):
        for c in range(starts[i], min(ends[i], 0xFFFE) + 1):
            if offsets[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                glyph = struct.unpack_from(">H", cmap, at + 2 * i + offsets[i] + 2 * (c - starts[i]))[0]
                glyph = glyph and (glyph + deltas[i]) & 0xFFFF
            if glyph:
                out.add(c)
    return out


def coverage(name: str) -> frozenset:
    """The characters (1-char strings) the bundled font `name` has a glyph for; empty if it is missing."""
    got = _COVER.get(name)
    if got is None:
        try:
            cmap = _read_cmap(asset_path("fonts", name))
        except OSError:
            got = frozenset()
        else:
            got = frozenset(map(chr, _cmap_codepoints(cmap)))
        for other in _COVER.values():   # a Regular and a Bold subset of one list share one set
            if other == got:
                got = other
                break
        _COVER[name] = got
    return got


def order(lang: str | None = None) -> tuple[str, str]:
    """The CJK fonts' order for `lang` (the current language by default): Japanese's first for "ja"."""
    return ("jp", "tc") if (i18n.language() if lang is None else lang) == "ja" else ("tc", "jp")


def chain(bold: bool = False, lang: str | None = None) -> tuple[str, str, str]:
    """The font files a character is looked for in, in order."""
    return (LATIN[bold],) + tuple(CJK[k][bold] for k in order(lang))


def font_for(ch: str, bold: bool = False, lang: str | None = None) -> str | None:
    """The file that draws `ch` (the first of the chain that has it), or None: drawn as REPLACEMENT."""
    for name in chain(bold, lang):
        if ch in coverage(name):
            return name
    return None


def _invisible(ch: str) -> bool:
    """A character that has no look of its own (a joiner, a direction mark, a variation selector): left
    out when no font has it, rather than shown as a box."""
    return unicodedata.category(ch) == "Cf" or "\ufe00" <= ch <= "\ufe0f" or "\U000e0100" <= ch <= "\U000e01ef"


# -- the open CJK faces --------------------------------------------------------------------------------------
_FACES: dict[str, OrderedDict] = {}   # file -> {size: pygame.font.Font}, least recently used first


def _face(name: str, size: int) -> pygame.font.Font:
    faces = _FACES.setdefault(name, OrderedDict())
    f = faces.get(size)
    if f is not None:
        faces.move_to_end(size)
        return f
    if len(faces) >= FACES_PER_FILE:   # reuse the least recently used face at the new size
        _, f = faces.popitem(last=False)
        f.point_size = size
    else:
        f = pygame.font.Font(str(asset_path("fonts", name)), size)
    faces[size] = f
    return f


# -- the language's order changes what is drawn --------------------------------------------------------------
_listeners: list = []
_order_seen = order()


def on_reorder(fn) -> None:
    """Call fn() when the CJK fonts' order changes (the language became Japanese or stopped being it):
    whoever caches rendered text drops it."""
    _listeners.append(fn)


def _language_changed() -> None:
    global _order_seen
    now = order()
    if now != _order_seen:
        _order_seen = now
        for fn in _listeners:
            fn()


i18n.on_change(_language_changed)


# -- the font ---------------------------------------------------------------------------------------------------
_LATIN_OK: tuple[dict, dict] = ({}, {})   # text -> DejaVu draws all of it, per weight (texts recur each frame)
_GLYPHS: dict = {}   # (CJK file, size) -> {character: (advance, min x, max x, min y, max y)}


def _glyphs(name: str, size: int, run: str) -> list:
    """The metrics of each character of `run` in the CJK font `name` at `size`, remembered: loading a
    CJK glyph costs ~25 us and SDL_ttf keeps only 256 glyphs, so a long text would load them again at
    each measure."""
    known = _GLYPHS.get((name, size))
    if known is None:
        if sum(len(d) for d in _GLYPHS.values()) > GLYPHS:
            _GLYPHS.clear()
        known = _GLYPHS[(name, size)] = {}
    new = "".join(dict.fromkeys(ch for ch in run if ch not in known))
    if new:
        for ch, m in zip(new, _face(name, size).metrics(new)):
            known[ch] = (m[4], m[0], m[1], m[2], m[3]) if m else (0, 0, 0, 0, 0)
    return [known[ch] for ch in run]


class Font(pygame.font.Font):
    """DejaVu Sans (Bold) at `size` px whose size() and render() draw what DejaVu lacks with the CJK fonts.
    Everything else (get_linesize, get_ascent, metrics, ...) is DejaVu's, as before."""

    def __init__(self, size: int, bold: bool = False):
        super().__init__(str(asset_path("fonts", LATIN[bold])), size)
        self._px = size
        self._heavy = bool(bold)
        self._plans: dict = {}

    def _latin(self, text) -> bool:
        """True if DejaVu draws all of `text` (or it is not a str: pygame's own handling)."""
        if text.__class__ is not str or (text.isascii() and text.isprintable()):
            return True
        seen = _LATIN_OK[self._heavy]
        ok = seen.get(text)
        if ok is None:
            if len(seen) >= 4096:
                seen.clear()
            ok = seen[text] = coverage(LATIN[self._heavy]).issuperset(text)
        return ok

    def size(self, text):
        if self._latin(text):
            return _SIZE(self, text)
        return self._plan(text)[0]

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if self._latin(text):
            return _RENDER(self, text, antialias, color, bgcolor, wraplength)
        (w, h), ascent, pieces = self._plan(text)
        if bgcolor is None:
            out = pygame.Surface((w, h), pygame.SRCALPHA)
            c = pygame.Color(color)
            out.fill((c.r, c.g, c.b, 0))
        else:
            out = pygame.Surface((w, h))
            out.fill(bgcolor)
        for name, run, x in pieces:
            face = self if name is None else _face(name, self._px)
            out.blit(_RENDER(face, run, antialias, color), (x, ascent - face.get_ascent()))
        return out

    def _plan(self, text: str):
        """((width, height), baseline from the top, [(file or None for DejaVu, run, x)]) of a text the
        chain draws: the runs of characters by the font that has them, side by side, each as wide as
        pygame draws it. The line is DejaVu's (the height of an English text) unless a CJK glyph reaches
        above or below it."""
        names = chain(self._heavy)
        key = (text, names[1])
        plan = self._plans.get(key)
        if plan is not None:
            return plan
        covers = [coverage(names[0])]
        runs: list = []
        for ch in text:
            i = 0
            while True:
                if i == len(covers):
                    if i == len(names):   # no font has it
                        break
                    covers.append(coverage(names[i]))   # the next font's map, read when first needed
                if ch in covers[i]:
                    break
                i += 1
            if i == len(names):
                if _invisible(ch):
                    continue
                i, ch = 0, REPLACEMENT
            if runs and runs[-1][0] == i:
                runs[-1][1] += ch
            else:
                runs.append([i, ch])
        ascent = self.get_ascent()
        below = self.get_height() - ascent
        pieces, x = [], 0
        for i, run in runs:
            if i == 0:
                pieces.append((None, run, x))
                x += _SIZE(self, run)[0]
                continue
            # as SDL_ttf measures a run: from the leftmost ink (or the pen's start) to the rightmost ink
            # (or the pen's end)
            pen, left, right = 0, 0, 0
            for adv, minx, maxx, miny, maxy in _glyphs(names[i], self._px, run):
                left, right = min(left, pen + minx), max(right, pen + maxx)
                ascent, below = max(ascent, maxy), max(below, -miny)
                pen += adv
            pieces.append((names[i], run, x))
            x += max(right, pen) - left
        plan = ((x, ascent + below), ascent, tuple(pieces))
        if len(self._plans) >= PLANS:
            self._plans.clear()
        self._plans[key] = plan
        return plan


# -- line breaking --------------------------------------------------------------------------------------------
# CJK ideographs, kana, Hangul and their punctuation and full-width forms: a line may break before and after
# each of them (they are written without spaces), except before a closing mark and after an opening one.
# All of them are from U+2E80 on: a text whose largest character is below it (any Latin text, with its
# dashes, quotes, arrows and ✓ ★) is told apart without a regular expression (compiling these classes
# takes ~8 ms: done when a text first needs it, not at import).
_CJK = ("\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3130-\u318f\u31a0-\u31ff\u3200-\u33ff"
        "\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef"
        "\U00020000-\U0003ffff")
_CJK_FROM = "\u2e80"
_PATTERNS: list = []


def _patterns():
    if not _PATTERNS:
        _PATTERNS[:] = [re.compile(f"[{_CJK}]"), re.compile(f"[{_CJK}]|[^{_CJK}]+")]
    return _PATTERNS


def has_cjk(s: str) -> bool:
    """Does `s` hold a character a line may break around (CJK)?"""
    return not s.isascii() and max(s) >= _CJK_FROM and _patterns()[0].search(s) is not None


NO_START = set("、。，．・：；？！）」』】〕〉》〙〗〟｝］｠ヽヾゝゞ々〻ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
               "…‥～,.!?:;)]}”’%℃")
NO_END = set("（「『【〔〈《〘〖〝｛［｟([{“‘")


def units(word: str) -> list[str]:
    """A word (no spaces) cut where a line may break: around each CJK character, but never before a
    closing mark or a small kana, nor after an opening mark."""
    out: list[str] = []
    for u in _patterns()[1].findall(word):
        if out and (u[0] in NO_START or out[-1][-1] in NO_END):
            out[-1] += u
        else:
            out.append(u)
    return out


def wrap(f, s: str, max_w: int) -> list[str]:
    """Greedy wrap of one paragraph into lines no wider than max_w by `f`'s size(): Latin text breaks at
    spaces, CJK text between any two characters; a word or a character wider than max_w by itself
    overflows its own line."""
    if not has_cjk(s):   # as it always was
        words, lines, line = s.split(), [], ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= max_w or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        if line:
            lines.append(line)
        return lines or [""]
    # CJK: a line ends where the greedy wrap would end it (the longest run of units that fits), found
    # from the units' widths added up and then checked by measuring the line itself: a few measures per
    # line, not one per character
    tokens = [(" " if i == 0 else "", u) for word in s.split() for i, u in enumerate(units(word))]
    widths: dict = {}

    def width(t: str) -> int:
        w = widths.get(t)
        if w is None:
            w = widths[t] = f.size(t)[0]
        return w

    def line_of(start: int, k: int) -> str:
        return tokens[start][1] + "".join(g + u for g, u in tokens[start + 1:start + k])

    space = f.size(" ")[0]
    lines, start, n = [], 0, len(tokens)
    while start < n:
        k, run = 1, width(tokens[start][1])
        while start + k < n:
            glue, unit = tokens[start + k]
            run += width(unit) + (space if glue else 0)
            if run > max_w:
                break
            k += 1
        while k > 1 and f.size(line_of(start, k))[0] > max_w:
            k -= 1
        while start + k < n and f.size(line_of(start, k + 1))[0] <= max_w:
            k += 1
        lines.append(line_of(start, k))
        start += k
    return lines or [""]
