"""Card faces in every game: each kind of card has its own face and all share one back, in both colour modes;
faces are cached per size, painted again for a new window size, within a bounded number of bytes (a
game's colour-blind notches and palette: its own tests)."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.core.faces import FaceCache, card_size, render
from tests.pick import GAMES, first, takes
from tests.test_ui_driver import home, make_app, step  # noqa: F401

G = load_game(GAMES[0])


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    yield


def kinds(g):
    """A card of each name (each kind of card once)."""
    seen = {}
    for i, c in enumerate(g.cards):
        seen.setdefault(g.card_name(i), i)
    return sorted(seen.values())


@pytest.mark.parametrize("gid", GAMES)
def test_every_card_kind_has_its_own_face_and_a_back(gid):
    """In either colour mode no two kinds of card look alike, and every card has the one back."""
    g = load_game(gid)
    w, h = card_size(150)
    for cb in (False, True):
        seen = {}
        for cid in kinds(g):
            img = pygame.image.tobytes(render(g, cid, w, h, cb, True), "RGBA")
            assert img not in seen, f"{g.card_name(cid)} looks like {seen.get(img)} (colour-blind: {cb})"
            seen[img] = g.card_name(cid)
        back = pygame.image.tobytes(render(g, 0, w, h, cb, False), "RGBA")
        assert back == pygame.image.tobytes(render(g, g.n_cards - 1, w, h, not cb, False), "RGBA"), \
            "one back for every card"
        assert back not in seen


def test_faces_are_cached_per_size_and_rerendered_on_resize(home):
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    G = load_game(first("for four players", takes(4)))
    app = make_app(speed="instant")
    sess = Session(G, default_seats(4, 1), {}, 3, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 2)
    fc = app.faces
    h1 = table.geom.hand_h
    sizes1 = {k[3] for k in fc.faces}
    step(app, 5)
    n = fc.renders
    for gid, cid, w, h, cb, up, *_ in list(fc.faces)[:20]:
        fc.face(G, cid, w, h, cb, up)
    assert fc.renders == n, "a cached face is not painted again"
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900)))
    step(app, 2)
    assert app.size == (1600, 900)
    h2 = table.geom.hand_h
    assert h2 > h1 and fc.renders > n and h2 in {k[3] for k in fc.faces} - sizes1
    assert FaceCache.key(G, 5, 10, 15, True, False) == FaceCache.key(G, 7, 10, 15, True, False), "backs shared"
    app.close()


def test_the_face_cache_holds_a_bounded_number_of_bytes(home, monkeypatch):
    """Resizing through big windows kept every size's faces (over 1 GB at 4K sizes): each store now lets
    the least recently used go once it holds MAX_BYTES, and the held count matches what it holds."""
    monkeypatch.setattr(FaceCache, "MAX_BYTES", 4 * 1024 * 1024)
    fc = FaceCache()
    for h in range(150, 400, 10):
        w = h * 2 // 3
        for cid in range(6):
            fc.rotated(G, cid, w, h, False, True, 7.0)
    held = {name: sum(s.get_width() * s.get_height() * s.get_bytesize() for s in store.values())
            for name, store in (("faces", fc.faces), ("images", fc.images), ("rot", fc.rot))}
    assert all(b <= FaceCache.MAX_BYTES for b in held.values()), held
    assert fc.held_bytes() == sum(held.values())
    assert FaceCache.key(G, 5, 260, 390, False, True) in fc.faces        # the newest size stays
    assert FaceCache.key(G, 5, 100, 150, False, True) not in fc.faces    # the oldest went


def test_outlined_text_is_drawn_once_per_look():
    """The power-card ✓/✘ and the colour chip's name were outlined afresh every frame (about 12% of it)."""
    from tabletop.ui.core import gfx
    a = gfx.outlined("✓", 20, (255, 255, 255))
    assert gfx.outlined("✓", 20, (255, 255, 255)) is a
    assert gfx.outlined("✓", 21, (255, 255, 255)) is not a and gfx.outlined("✘", 20, (255, 255, 255)) is not a


@pytest.mark.parametrize("gid", GAMES)
def test_a_games_faces_follow_the_written_contract(gid):
    """A game's faces are its folder's `Faces(CardFaces)` (or the generic CardFaces), looked up by that
    contract rather than by names fetched with getattr; its painters are what the cache paints with."""
    from tabletop.ui.core.faces import CardFaces, faces_of, painter
    game = load_game(gid)
    cls = faces_of(game.family)
    assert isinstance(cls, type) and issubclass(cls, CardFaces)
    assert painter(game.family) == (cls.paint_face, cls.paint_back)


def test_a_face_module_without_its_faces_class_is_refused(monkeypatch):
    """Module functions named like painters but no `Faces` class: refused with what to write, rather than
    the cards silently drawn with the generic faces; the same for a `Faces` that is no CardFaces."""
    import types

    import tabletop.games
    from tabletop.ui.core import faces

    def paint_face(surf, game, cid, cb):
        raise AssertionError("never called")
    for mod in (types.SimpleNamespace(paint_face=paint_face),
                types.SimpleNamespace(Faces=type("Faces", (), {"paint_face": staticmethod(paint_face)}))):
        monkeypatch.setattr(tabletop.games, "part", lambda gid, name, mod=mod: mod if name == "face" else None)
        with pytest.raises(TypeError, match=r"somegame's face module: it must define class Faces\(CardFaces\)"):
            faces.faces_of("somegame")
    monkeypatch.setattr(tabletop.games, "part", lambda gid, name: None)
    assert faces.faces_of("somegame") is faces.CardFaces


def test_a_table_whose_layout_is_no_table_layout_is_refused(monkeypatch):
    import types

    import tabletop.games
    from tabletop.ui.table.contract import GameTable, table_of
    game = load_game(GAMES[0])
    bad = type("Table", (GameTable,), {"Layout": object})
    monkeypatch.setattr(tabletop.games, "part", lambda gid, name: types.SimpleNamespace(Table=bad))
    with pytest.raises(TypeError, match="Table.Layout must be a subclass of TableLayout"):
        table_of(game)
