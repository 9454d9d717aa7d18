"""UNO FLEX faces: notch counts per colour (cards, colour indicator, colour dialog), a colour-vision-safe
palette, every face distinct across both colour modes (every game's faces and the face cache:
tests/test_ui_faces.py)."""

import itertools
import math

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.games.uno_flex import face as F
from tabletop.ui.core.faces import card_size, render
from tests.test_ui_driver import home, make_app, step  # noqa: F401

G = load_game("uno_flex")


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
    m = pygame.mask.from_threshold(surf, (*F.NOTCH_INK, 255), (2, 2, 2, 255))
    return sum(1 for c in m.connected_components() if c.count() >= 4)


def kinds():
    seen = {}
    for i, c in enumerate(G.cards):
        seen.setdefault(c["name"], i)
    return sorted(seen.values())


@pytest.mark.parametrize("h", [180, 120, 80])
def test_notches_per_colour_on_every_card(h):
    w, h = card_size(h)
    for cid in kinds():
        card = G.cards[cid]
        face = render(G, cid, w, h, True, True)
        R = F.regions(w, h, card["kind"].startswith("flex_"))
        main = F.NOTCHES[card["colour"]] if card["colour"] else 0
        # under the big number or symbol, and again in the corner strip a fanned hand leaves uncovered
        strip = pygame.Rect(0, 0, int(w * 0.22), R["top"].bottom)
        assert notch_count(face, strip) == main, card["name"]
        assert notch_count(face, R["top"]) == 2 * main, card["name"]
        if R["band"] is not None:
            flex = F.NOTCHES[card["flex_colour"]] if card["flex_colour"] else 0
            assert notch_count(face, R["band"]) == flex, card["name"]
            # from the left, next to the power icon: in the left 70% (a hand of 7 to 9 at 960x540 shows that)
            left = R["band"].copy()
            left.w = int(w * 0.7)
            assert notch_count(face, left) == flex, card["name"]
        assert notch_count(render(G, cid, w, h, False, True)) == 0, "no notches when the mode is off"


def test_notches_on_the_colour_indicator():
    for colour, n in F.NOTCHES.items():
        s = pygame.Surface((130, 56), pygame.SRCALPHA)
        F.colour_chip(s, s.get_rect(), colour, True)
        assert notch_count(s) == n
        s2 = pygame.Surface((130, 56), pygame.SRCALPHA)
        F.colour_chip(s2, s2.get_rect(), colour, False)
        assert notch_count(s2) == 0
    assert [F.NOTCHES[c] for c in ("yellow", "green", "blue", "red")] == [1, 2, 3, 4]


def test_notches_in_the_colour_choice_dialog(home):
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    wilds = [a for a in range(G.n_cards) if G.cards[a]["wild"] and G.cards[a]["kind"] != "flex_wild_draw_four"]
    for seed in range(1, 200):
        sess = Session(G, default_seats(2, 1), {}, seed, save=False)
        mine = [a for a in sess.legal(0) if a.kind == "play" and a.args[0] in wilds and a.args[1] == "regular"]
        if sess.st.current == 0 and mine:
            break
    sess.apply(mine[0])
    assert sess.st.pending["type"] == "colour"
    app = make_app(speed="instant", colour_blind=True)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 3)
    d = table.dialog
    assert d is not None and "colour" in d.title.lower()
    for b in d.widgets:
        assert notch_count(app.screen, b.rect) == F.NOTCHES[b.label.lower()], b.label
    app.close()


# -- palette --------------------------------------------------------------------------------------------------
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
    for name, m in CVD.items():
        labs = {}
        for c, rgb in pal.items():
            lin = [_lin(v) for v in rgb]
            labs[c] = _lab([max(0.0, min(1.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)])
        worst = min(math.dist(labs[a], labs[b]) for a, b in itertools.combinations(pal, 2))
        assert worst >= 25, f"{name}: two colours only {worst:.1f} apart (CIELAB ΔE)"


# -- faces ----------------------------------------------------------------------------------------------------
def test_every_card_kind_has_its_own_face_and_a_back():
    w, h = card_size(150)
    seen = {}
    for cid in kinds():
        for cb in (False, True):
            img = pygame.image.tobytes(render(G, cid, w, h, cb, True), "RGBA")
            assert img not in seen, f"{G.cards[cid]['name']} looks like {seen.get(img)}"
            seen[img] = G.cards[cid]["name"]
    back = pygame.image.tobytes(render(G, 0, w, h, False, False), "RGBA")
    assert back == pygame.image.tobytes(render(G, 50, w, h, True, False), "RGBA"), "one back for every card"
    assert back not in seen


def test_notches_are_big_enough_to_count_on_a_hand_card_at_1280x720():
    """The hand's notches were 7-8 px high at 1280x720: hard to count. Every one is now 9 px or more."""
    w, h = card_size(144)   # the hand's cards at 1280x720
    for cid in kinds():
        if not G.cards[cid].get("colour") and not G.cards[cid].get("flex_colour"):
            continue
        m = pygame.mask.from_threshold(render(G, cid, w, h, True, True), (*F.NOTCH_INK, 255), (2, 2, 2, 255))
        blobs = [r for r in m.get_bounding_rects() if r.w * r.h >= 4]
        assert blobs and min(r.h for r in blobs) >= 9, (G.cards[cid]["name"], sorted(r.h for r in blobs))
