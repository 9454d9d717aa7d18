"""UNO at the generic table: the colour to match and the direction of play, from the config's `table:`
section and the seat's view (uno has no table module of its own)."""

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.ui.core import gfx
from tabletop.ui.core.notches import NOTCHES, SAFE, VIVID
from tests.games.uno.helpers import G, Scene
from tests.games.uno.test_face import notch_count
from tests.test_ui_driver import count_pixels, home, make_app, pump  # noqa: F401


def _table(hand, cb: bool, size=(1280, 720), players: int = 4):
    """The table with seat 0 (the human) to play `hand` on a Red 7, the other seats bots."""
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session, default_seats
    sc = Scene(players=players).setup({0: hand}, ["R7"])
    sess = Session(G, default_seats(players, 1), {}, 3, save=False)
    sess.st = sc.st
    app = make_app(size=size, colour_blind=cb)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn(), frames=3000)
    return app, table, sc


def _settle(app, table) -> None:
    """Play the batch out; stop as it ends, before the next seat (a bot) moves."""
    pump(app, lambda: not table.director.busy, frames=600)
    table.draw(app.screen)


def _chip(app, table, colour: str, cb: bool) -> None:
    from tabletop.ui.table import status
    r = status.chip_rect(table)
    inner = r.inflate(-12, -12)
    want = (SAFE if cb else VIVID)[colour]
    assert count_pixels(app.screen, inner, want) >= 0.3 * inner.w * inner.h, (colour, r)
    for other in NOTCHES:
        if other != colour:
            assert count_pixels(app.screen, inner, (SAFE if cb else VIVID)[other]) == 0, (colour, other)
    assert notch_count(app.screen, r) == (NOTCHES[colour] if cb else 0)


@pytest.mark.parametrize("cb", [True, False])
def test_the_colour_a_wild_names_shows_on_the_table(home, cb):
    app, table, sc = _table(["W", "G3", "Y5", "B9"], cb)
    table.draw(app.screen)
    _chip(app, table, "red", cb)   # the Red 7's colour, before anything is named
    wild = next(a for a in table.session.legal(0) if a.kind == "play" and G.cards[a.args[0]]["kind"] == "wild")
    assert table.act(wild)
    pump(app, lambda: table.dialog is not None, frames=600)
    assert table.act(Action(0, "colour", ("blue",)))
    _settle(app, table)
    assert table.session.public["vars"]["colour"] == "blue"
    _chip(app, table, "blue", cb)   # blue although the discard pile's top card (the Wild) has no colour
    app.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_a_reverse_turns_the_direction_shown(home, size, monkeypatch):
    app, table, sc = _table(["RR", "G3", "Y5", "B9"], True, size=size, players=10)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    table.draw(app.screen)
    assert "↻ clockwise" in drawn and "↺ counter-clockwise" not in drawn
    rev = next(a for a in table.session.legal(0) if a.kind == "play" and G.cards[a.args[0]]["kind"] == "reverse")
    assert table.act(rev)
    drawn.clear()
    _settle(app, table)
    assert table.session.public["direction"] == -1
    assert "↺ counter-clockwise" in drawn and "↻ clockwise" not in drawn
    from tabletop.ui.table import status
    r = status.chip_rect(table)
    plates = list(table.geom.plate.values())
    assert r.inflate(0, 44).collidelist(plates) == -1 and app.screen.get_rect().contains(r)   # chip and captions clear
    app.close()
