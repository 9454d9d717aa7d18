"""The in-game rules reader: every game ships a full English rules text (tabletop/games/<id>/guide/en.md) with the
expected sections, every option of its YAML explained, only characters the bundled font can draw; the
rules scene typesets it inside its panel and scrolls from the top to the last line."""

import re

import pygame
from pathlib import Path

import pytest

from tabletop.rules.loader import available_games, load_game
from tests.test_ui_driver import home, key, make_app, post, step  # noqa: F401

GAMES = available_games()


def _text(gid: str) -> str:
    from tabletop.ui.screens.rules import rules_text
    return rules_text(gid, load_game(gid))


def _section(text: str, heading: str) -> str:
    """The lines under `## heading` up to the next heading of the same level."""
    out, on = [], False
    for line in text.splitlines():
        if line.startswith("## "):
            on = line[3:].strip() == heading
            continue
        if on:
            out.append(line)
    return "\n".join(out)


def _headings(text: str) -> list[str]:
    return [ln.lstrip("#").strip() for ln in text.splitlines() if ln.startswith("##")]


@pytest.mark.parametrize("gid", GAMES)
def test_every_game_has_its_own_rules_text(gid):
    """(The sections each game's text has: its own tests, tests/games/<id>/test_rules_text.py.)"""
    import tabletop.games
    page = Path(tabletop.games.__file__).parent / gid / "guide" / "en.md"
    assert page.is_file(), f"{page} is missing"
    text = _text(gid)
    lines = text.splitlines()
    assert lines[0] == f"# {load_game(gid).name}"
    assert 70 <= len(lines) <= 170 and len(text) > 5000, (gid, len(lines), len(text))
    heads = _headings(text)
    assert len(heads) == len(set(heads)), (gid, "a heading appears twice")


@pytest.mark.parametrize("gid", GAMES)
def test_every_option_is_explained_with_its_default(gid):
    text = _text(gid)
    named = [h for h in _headings(text) if "option" in h.lower()]   # "Options in this program", "House rules (options)"
    assert len(named) == 1, (gid, "one section explains the options", named)
    heading = named[0]
    part = _section(text, heading)
    assert part.strip(), (gid, heading)
    for name, spec in load_game(gid).options_spec.items():
        label = spec.get("label") or name
        line = next((ln for ln in part.splitlines() if label in ln), None)
        assert line is not None, (gid, f"option {name!r} ({label}) is not in the section {heading!r}")
        d = spec["default"]
        word = ("on" if d else "off") if isinstance(d, bool) else str(d)
        word = spec.get("value_labels", {}).get(d, word)   # as the set-up screen shows it ("auto")
        assert re.search(rf"\((default |each )?{re.escape(word)}( by default)?\)", line), \
            (gid, name, f"the default {word!r} is not given", line)


def test_rules_only_use_characters_the_bundled_font_draws():
    from tabletop.resources import asset_path
    pygame.font.init()
    f = pygame.font.Font(str(asset_path("fonts", "DejaVuSans.ttf")), 17)

    def ink(ch: str) -> bytes:
        return pygame.image.tobytes(f.render(ch, True, (255, 255, 255)), "RGBA")
    notdef = ink("\ue000")   # a private-use code point: the font's empty-box glyph
    assert ink("\u65e5") == notdef, "the check itself: a CJK character has no glyph"
    for gid in GAMES:
        chars = sorted({c for c in _text(gid) if c not in "\n "})
        bad = [c for c in chars if ink(c) == notdef]
        assert not bad, (gid, bad)
        assert "**" not in _text(gid) and "|---" not in _text(gid), (gid, "markdown the reader does not typeset")


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("gid", GAMES)
def test_rules_scene_opens_fits_and_scrolls_to_the_end(home, gid, size):
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.rules import RulesScene
    game = load_game(gid)
    app = make_app(size=size)
    scene = RulesScene(app, gid, game.name, game)
    app.scenes.push(scene)
    step(app, 2)
    assert app.scenes.top is scene and scene.scroll == 0
    assert len(scene.lines) > 80
    inner = scene.box.inflate(-20, -20)
    bar = scene._bar()
    for line, sz, bold, _c, indent, _g in scene.lines:   # every line ends before the scroll bar
        assert inner.x + 20 + indent + gfx.font(sz, bold).size(line)[0] <= bar.x - 2, (gid, line)
    back = next(w for w in scene.widgets if w.label == "Back")
    assert scene.box.bottom + 8 <= back.rect.top, "the panel ends above the Back button"
    view = scene.box.h - 20
    end = scene.content_height() - view
    assert end > view, "the text is longer than one screen"
    pages = 0
    while scene.scroll < end and pages < 100:
        key(app, pygame.K_PAGEDOWN)
        pages += 1
    assert scene.scroll == end and pages >= 3
    key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == end, "no scrolling past the end"
    y = inner.y + 10 - scene.scroll + sum(int(sz * 1.45) + gap for _, sz, _, _, _, gap in scene.lines)
    assert inner.y < y <= inner.bottom, "the last line is on screen at the end"
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_END)
    assert scene.scroll == end
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    step(app)
    assert scene.scroll == end - 96
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene
    app.close()


def test_every_option_has_a_set_up_tip():
    """Focusing an option on the set-up screen shows its description (one game's five colours showed none)."""
    for gid in GAMES:
        for name, spec in load_game(gid).options_spec.items():
            assert spec.get("description", "").strip(), (gid, name)
