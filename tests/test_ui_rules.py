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
COMMON = ["Aim of the game", "The cards", "Setting up", "Options in this program", "Playing at this table"]
HEADINGS = {
    "uno_flex": ["The cards", "Setting up", "Your turn", "What the cards do", "Winning", "House rules (options)",
                 "Playing at the table"],
    "big_two": COMMON + ["Combinations", "Straights", "Which play is stronger", "A trick", "End of a deal and scoring",
                         "End of the match", "Expert stages", "Stage 1: mighty 2", "Stage 2: dragons",
                         "Stage 3: bombs", "Stage 4: fair start", "Stage 5: transforming dragon", "Team play"],
    "tweak": COMMON + ["Your turn", "TWEAK!", "The T! cards", "Empty hands and the empty deck",
                       "End of a deal and scoring"],
    "towai": COMMON + ["Leading", "Playing on the field", "Combos", "What the Twai cards do", "Restart",
                       "Going out and winning"],
}
OPTIONS_HEADING = {"uno_flex": "House rules (options)"}


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


def test_every_game_has_its_own_rules_text():
    import tabletop.games
    assert set(HEADINGS) == set(GAMES), "add the expected headings of a new game here"
    for gid in GAMES:
        page = Path(tabletop.games.__file__).parent / gid / "guide" / "en.md"
        assert page.is_file(), f"{page} is missing"
        text = _text(gid)
        lines = text.splitlines()
        assert lines[0] == f"# {load_game(gid).name}"
        assert 70 <= len(lines) <= 170 and len(text) > 5000, (gid, len(lines), len(text))
        heads = [ln.lstrip("#").strip() for ln in lines if ln.startswith("##")]
        missing = [h for h in HEADINGS[gid] if h not in heads]
        assert not missing, (gid, missing)
        assert len(heads) == len(set(heads)), (gid, "a heading appears twice")


def test_every_option_is_explained_with_its_default():
    for gid in GAMES:
        text = _text(gid)
        heading = OPTIONS_HEADING.get(gid, "Options in this program")
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
    """Focusing an option on the set-up screen shows its description (TWEAK's five colours showed none)."""
    for gid in GAMES:
        for name, spec in load_game(gid).options_spec.items():
            assert spec.get("description", "").strip(), (gid, name)
