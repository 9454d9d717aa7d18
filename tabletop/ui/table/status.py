"""What the config's `table:` section has the generic table show from the seat's view, with no game code:

- `colour: vars.colour`: the colour to match (a Wild's named colour, the top card's colour), shown as a
  chip in that colour beside the discard pile, with the colour's name in the player's language and, in
  colour-blind mode, the colour-vision-safe palette and the notches of tabletop.ui.core.notches;
- `direction: direction`: the direction of play, a caption under the chip (as on the other tables).

Each value is a path into the seat's view (`game.view(st, seat)`): `direction` is the view's own field,
`vars.colour` a state var every seat sees. A field the view does not hold (None: no colour named yet)
shows nothing.
"""

from __future__ import annotations

import pygame

from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.notches import COLOUR_WORDS, NOTCHES, RIM, SAFE, VIVID, notches
from tabletop.ui.table.drawing import DIRECTION_INK, direction_label

UNKNOWN_INK = (128, 128, 136)   # a colour the shared palettes do not know: a grey chip with its name


def field(view: dict, path: str):
    """The value at dotted `path` in `view` ("vars.colour"), or None where it has none."""
    v = view
    for part in path.split("."):
        if not isinstance(v, dict) or part not in v:
            return None
        v = v[part]
    return v


def read(cfg: dict, view: dict) -> dict:
    """What the table shows now: {"colour": name or None, "direction": +1/-1 or None} from the view."""
    out = {}
    for key in ("colour", "direction"):
        path = cfg.get(key)
        out[key] = field(view, path) if path else None
    if not isinstance(out["colour"], str):
        out["colour"] = None
    if type(out["direction"]) is not int or out["direction"] == 0:
        out["direction"] = None
    return out


def colour_word(colour: str) -> str:
    return t(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour.replace("_", " ").capitalize()


def colour_rgb(colour: str, cb: bool) -> tuple:
    return (SAFE if cb else VIVID).get(colour, UNKNOWN_INK)


def chip_rect(table) -> pygame.Rect:
    """The chip right of the discard pile (its caption above it), moved down clear of the plates."""
    L = table.geom
    x, y = L.discard_pos
    w = max(px(110), int(L.pile_w * 1.1))
    h = max(px(62) if table.cb else px(46), int(L.pile_h * (0.46 if table.cb else 0.32)))
    r = pygame.Rect(int(x + L.pile_w * 0.7) + px(18), y - h // 2, w, h)
    plates = list(L.plate.values())
    for _ in range(12):
        if pygame.Rect(r.x, r.y - px(22), r.w, r.h + px(44)).collidelist(plates) == -1:   # with both captions
            break
        r.y += px(4)
    return r


def draw_chip(surf, rect, colour: str, cb: bool) -> None:
    """A swatch of `colour` on a white rim, its name over it, and its notches under the name when
    colour-blind (the notches count the same as on the cards)."""
    rect = pygame.Rect(rect)
    gfx.rrect(surf, RIM, rect, rect.h // 3)
    inner = rect.inflate(-2 * px(3), -2 * px(3))
    gfx.rrect(surf, colour_rgb(colour, cb), inner, inner.h // 3)
    word = colour_word(colour)
    size = gfx.fit_size(word, max(10, int(inner.h * (0.36 if cb else 0.45))), inner.w - px(12), bold=True, min_size=9)
    txt = gfx.outlined(word, size, RIM, (34, 34, 40), True, max(1, size // 12))
    cy = inner.centery - (inner.h * 0.17 if cb and colour in NOTCHES else 0)
    surf.blit(txt, txt.get_rect(center=(inner.centerx, int(cy))))
    if cb and colour in NOTCHES:
        n = NOTCHES[colour]
        notches(surf, inner.centerx, inner.centery + inner.h * 0.24, n, min(inner.h * 0.26, inner.w / (n * 1.6)))


def draw(table, surf) -> None:
    """The chip and the direction caption, where the config declares them and the view holds them; no
    colour before the first card is on the discard pile (the opening deal is still flying)."""
    shown = table.hud.get("status") or {}
    colour = shown.get("colour") if table.director.zones.get("discard") else None
    direction = shown.get("direction")
    if colour is None and direction is None:
        return
    r = chip_rect(table)
    if colour is not None:
        gfx.blit_text(surf, t("Colour"), px(14), (r.centerx, r.y - px(4)), gfx.INK_DIM, True, anchor="midbottom")
        draw_chip(surf, r, colour, table.cb)
    if direction is not None:
        label = direction_label(direction)
        size = gfx.fit_size(label, px(14), max(r.w, px(150)), bold=True, min_size=px(10))
        top = r.bottom + px(6) if colour is not None else r.centery
        gfx.blit_text(surf, label, size, (r.centerx, top), DIRECTION_INK, True, anchor="midtop")
