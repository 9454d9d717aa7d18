"""UNO faces: the colour-blind notches per colour (under the big symbol and under the corner index a fanned
hand shows), none without the mode or on a wild, a colour-vision-safe palette, every face its own, one
back, and the game's own painter at the table."""

import itertools
import math

import pygame
import pytest

from tabletop.games.uno import face as F
from tabletop.ui.core.faces import card_size, painter, render
from tabletop.ui.core.notches import NOTCH_INK, NOTCHES
from tests.games.uno.helpers import G


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    yield


def notch_count(surf, rect=None) -> int:
    """Triangle notches: connected blobs of the notch ink (at least a few pixels each)."""
    if rect is not None:
        surf = surf.subsurface(pygame.Rect(rect).clip(surf.get_rect()))
    m = pygame.mask.from_threshold(surf, (*NOTCH_INK, 255), (2, 2, 2, 255))
    return sum(1 for c in m.connected_components() if c.count() >= 4)


def kinds():
    seen = {}
    for i, c in enumerate(G.cards):
        seen.setdefault(c["name"], i)
    return sorted(seen.values())


def test_the_table_paints_uno_with_its_own_faces():
    assert painter("uno") == (F.paint_face, F.paint_back)


@pytest.mark.parametrize("h", [180, 144, 120, 80])
def test_notches_per_colour_on_every_card(h):
    w, h = card_size(h)
    for cid in kinds():
        card = G.cards[cid]
        face = render(G, cid, w, h, True, True)
        n = NOTCHES[card["colour"]] if card["colour"] else 0
        strip = pygame.Rect(0, 0, int(w * 0.22), h)   # the corner column a fanned hand leaves uncovered
        assert notch_count(face, strip) == n, card["name"]
        assert notch_count(face) == 2 * n, card["name"]
        assert notch_count(render(G, cid, w, h, False, True)) == 0, "no notches when the mode is off"


CVD = {  # Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def _lin(c):
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb):
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116  # noqa: E731
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_colour_blind_palette_stays_distinct_under_simulated_deficiencies():
    pal = F.PALETTE[True]
    assert set(pal) == set(F.COLOURS) == set(G.params["colours"])
    for name, m in CVD.items():
        labs = {}
        for c, rgb in pal.items():
            lin = [_lin(v) for v in rgb]
            labs[c] = _lab([max(0.0, min(1.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)])
        worst = min(math.dist(labs[a], labs[b]) for a, b in itertools.combinations(pal, 2))
        assert worst >= 25, f"{name}: two colours only {worst:.1f} apart (CIELAB ΔE)"


def test_every_card_has_its_own_face_and_all_share_one_back():
    w, h = card_size(150)
    seen = {}
    for cid in kinds():
        for cb in (False, True):
            img = pygame.image.tobytes(render(G, cid, w, h, cb, True), "RGBA")
            assert img not in seen, f"{G.cards[cid]['name']} looks like {seen.get(img)}"
            seen[img] = G.cards[cid]["name"]
    back = pygame.image.tobytes(render(G, 0, w, h, False, False), "RGBA")
    assert back == pygame.image.tobytes(render(G, 107, w, h, True, False), "RGBA")
    assert back not in seen


@pytest.mark.parametrize("h", [24, 40, 300])
def test_faces_paint_at_any_size(h):
    w, h = card_size(h)
    for cid in kinds():
        for cb in (False, True):
            assert render(G, cid, w, h, cb, True).get_size() == (w, h)


def test_notches_are_big_enough_to_count_on_a_hand_card_at_1280x720():
    """The hand's notches were 7-8 px high at 1280x720: hard to count. Every one is now 9 px or more."""
    w, h = card_size(144)   # the hand's cards at 1280x720
    for cid in kinds():
        if not G.cards[cid]["colour"]:
            continue
        m = pygame.mask.from_threshold(render(G, cid, w, h, True, True), (*NOTCH_INK, 255), (2, 2, 2, 255))
        blobs = [r for r in m.get_bounding_rects() if r.w * r.h >= 4]
        assert blobs and min(r.h for r in blobs) >= 9, (G.cards[cid]["name"], sorted(r.h for r in blobs))
