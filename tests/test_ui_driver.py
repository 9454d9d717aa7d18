"""Helpers that drive the real scenes with synthetic pygame events (dummy video driver), and their checks."""

from __future__ import annotations

import math
import time

import pygame
import pytest

from tabletop.ui.core.faces import card_size


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def make_app(size=(1280, 720), speed="instant", seed=None, **settings):
    from tabletop.app import App
    from tabletop.persist import settings as S
    s = S.defaults()
    s.update(speed=speed, sound=False, **settings)
    app = App(size=size, settings=s, seed=seed)
    pygame.event.clear()
    return app


def post(kind, **kw) -> None:
    pygame.event.post(pygame.event.Event(kind, **kw))


def step(app, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step(dt)


def armed(app, frames: int = 120) -> None:
    """Step until the top scene takes input (a hand-off or match result ignores it for a moment)."""
    for _ in range(frames):
        top = app.scenes.top
        if top is None or getattr(top, "arming", 0) <= 0:
            return
        step(app)


def click(app, pos) -> None:
    armed(app)
    pos = (int(pos[0]), int(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(app)


def key(app, k, unicode: str = "") -> None:
    armed(app)
    post(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0)
    step(app)


def drag(app, start, end, steps: int = 6) -> None:
    """Press at start, move in steps, release at end (one frame per event group)."""
    armed(app)
    start = (int(start[0]), int(start[1]))
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    step(app)
    for i in range(1, steps + 1):
        p = (int(start[0] + (end[0] - start[0]) * i / steps), int(start[1] + (end[1] - start[1]) * i / steps))
        post(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        step(app)
    post(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)
    step(app)


def bare(table):
    """The point of the table nearest its centre where no pickable table card lies (in a game of sums a card dropped
    there is placed; dropped on a table card, it is summed with it)."""
    r = table.geom.drop_rect()
    pts = [(x, y) for y in range(r.top + 6, r.bottom - 6, 8) for x in range(r.left + 6, r.right - 6, 8)
           if table.picked_card_at((x, y), None) is None]
    return min(pts, key=lambda p: (p[0] - r.centerx) ** 2 + (p[1] - r.centery) ** 2)


def button(scene, text: str):
    """The first enabled button whose label contains `text`."""
    for w in scene.widgets:
        if getattr(w, "label", None) is not None and text in w.label and w.enabled:
            return w
    raise LookupError(f"no button {text!r} in {scene.name}: {[getattr(w, 'label', '') for w in scene.widgets]}")


def press(app, scene, text: str) -> None:
    click(app, button(scene, text).rect.center)


def pump(app, until, frames: int = 2000, dt: float = 1 / 60):
    """Step frames until `until()` is true (waiting for bot threads); fails after `frames`."""
    for _ in range(frames):
        r = until()
        if r:
            return r
        app.step(dt)
        t = app.scenes.find(_table_cls())
        if t is not None and t.runner.job:
            time.sleep(0.0005)
    raise AssertionError(f"condition not reached after {frames} frames (top scene {app.scenes.top.name})")


def count_pixels(surface, rect, want) -> int:
    """How many pixels of `surface` inside `rect` have an RGB that `want` accepts (a colour or a test)."""
    test = want if callable(want) else (lambda rgb: rgb == tuple(want))
    r = pygame.Rect(rect).clip(surface.get_rect())
    return sum(1 for x in range(r.left, r.right) for y in range(r.top, r.bottom)
               if test(tuple(surface.get_at((x, y)))[:3]))


def card_rect(sprite, lifted: bool = False):
    """Where a card sprite is drawn (unrotated), risen by its lift if `lifted`."""
    w, h = card_size(sprite.h)
    r = pygame.Rect(0, 0, w, h)
    r.center = (int(sprite.x), int(sprite.y - (sprite.lift if lifted else 0)))
    return r


def _table_cls():
    from tabletop.ui.table.scene import TableScene
    return TableScene


def grab_point(table, sprite):
    """A point where `sprite` is the topmost card of the hand (cards overlap in the fan)."""
    w, h = card_size(sprite.h)
    a = math.radians(sprite.angle)
    for fy in (0.0, -0.3, 0.3):
        for fx in (-0.42, -0.3, -0.15, 0.0, 0.15, 0.3, 0.42):
            lx, ly = fx * w, fy * h
            x = sprite.x + lx * math.cos(a) + ly * math.sin(a)
            y = sprite.y - sprite.lift - lx * math.sin(a) + ly * math.cos(a)
            if table.card_at((x, y)) is sprite:
                return (x, y)
    raise AssertionError(f"card {sprite.card} cannot be grabbed")


def sprite_of(table, card: int):
    for s in table.hand_sprites():
        if s.card == card:
            return s
    raise LookupError(card)


def test_driver_clicks_reach_widgets(home):
    from tabletop.ui.screens.title import TitleScene
    app = make_app()
    app.scenes.push(TitleScene(app))
    step(app)
    press(app, app.scenes.top, "Settings")
    assert app.scenes.top.name == "settings"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top.name == "title"
    app.close()


def human_move(app, table, rnd) -> None:
    """One move of the seat at the screen through the generic controls, chosen with `rnd`: a dialog's button;
    a pick (click all the cards but the last, then drag the last from the hand onto the table); a hand card
    dragged onto the pile (a play, or another move made with a hand card: the table's CARD_MOVES); D where
    the game draws; else one of the table's own buttons (Pass, End turn, Day...)."""
    s = table.session
    if table.dialog is not None:
        opts = [w for w in table.dialog.widgets if w.label != "Cancel"]
        click(app, rnd.choice(opts).rect.center)
        return
    ui = table.gameui
    legal = s.legal(table.viewer)
    plays = [a for a in legal if a.kind in ui.PICK_KINDS] if table.picker is not None else \
        [a for a in legal if a.kind in ui.CARD_MOVES]
    if plays and table.hand_sprites() and table.picker is not None:
        cards = list(table.picker.cards_of(plays[rnd.randrange(len(plays))]))
        for c in cards[:-1]:
            click(app, grab_point(table, next(x for x in table.pickable_sprites() if x.card == c)))
            assert c in table.picker.cards
        drag(app, grab_point(table, sprite_of(table, cards[-1])), bare(table))
    elif plays and table.hand_sprites():
        x = plays[rnd.randrange(len(plays))].args[0]
        drag(app, grab_point(table, sprite_of(table, x[0] if isinstance(x, tuple) else x)), table.geom.discard_pos)
    elif any(a.kind == "draw" for a in legal):
        key(app, pygame.K_d)
    else:
        own = [w for w in table.widgets if getattr(w, "label", "") not in ("", "Menu") and w.enabled
               and getattr(w, "rect", None) is not None and w.rect.w > 0]
        passes = [w for w in own if w.label.startswith("Pass")]
        click(app, (passes[0] if passes else rnd.choice(own)).rect.center)


def _clear_of_the_other_seats(t, area, size) -> None:
    """`area` of table `t` is inside the window and clear of every other seat's cards and plate."""
    assert pygame.Rect((0, 0), size).contains(area), (size, area)
    others = [s for z, sp in t.director.zones.items() if z.startswith("hand:") and z != f"hand:{t.viewer}"
              for s in sp]
    assert others
    for s in others:
        assert not card_rect(s).colliderect(area), (size, card_rect(s), area)
    for seat, p in t.geom.plate.items():
        assert seat == t.viewer or not p.colliderect(area), (size, seat, p, area)
