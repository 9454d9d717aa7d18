"""A match's house rules once it has started: the pause menu lists the options not at their default as the
set-up words them and the score that ends the match; the title's Resume line counts them (each game's own
words for its rules and its match end: its own tests)."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tests.pick import changed_options, every, first, game, takes
from tests.test_ui_driver import home, make_app, step  # noqa: F401

FOUR = every(takes(4))


def most(gid: str) -> dict:
    """Every option that can be changed, changed (a set that starts at four players)."""
    return changed_options(load_game(gid), 4)


SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _pause(gid: str, options: dict, size=(1280, 720), players: int = 4):
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(size=size)
    sess = Session(load_game(gid), default_seats(players, 1), options, 3, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 2)
    table.open_pause()
    step(app)
    pause = app.scenes.top
    assert pause.name == "pause"
    return app, pause


def _text(pause) -> str:
    return " ".join(t for t, *_ in pause.rule_lines)


def _setup_labels(app, gid: str, options: dict) -> dict:
    """The set-up screen's row for each option, with `options` chosen."""
    from tabletop.ui.screens.setup import SetupScene
    scene = SetupScene(app, load_game(gid))
    scene.options.update(options)
    scene.layout(app.size)
    spec = scene.game.options_spec
    rows = [w for w in scene.widgets if any(getattr(w, "label", "").startswith(o["label"] + ":") for o in spec.values())]
    return {name: next(w.label for w in rows if w.label.startswith(o["label"] + ":")) for name, o in spec.items()}


@pytest.mark.parametrize("gid", FOUR)
def test_the_pause_menu_lists_the_house_rules_as_the_set_up_words_them(home, gid):
    """Once a match started nobody could see which house rules it was played with."""
    app, pause = _pause(gid, most(gid))
    labels = _setup_labels(app, gid, most(gid))
    text = _text(pause)
    assert text.startswith("House rules ")
    spec = load_game(gid).options_spec
    for name, v in most(gid).items():
        assert v != spec[name]["default"]
        assert labels[name] in text, (labels[name], text)
    for name, o in spec.items():   # an option at its default is not listed
        if name not in most(gid):
            assert labels[name] not in text
    assert "standard rules" not in text
    app.close()


@pytest.mark.parametrize("gid", FOUR)
def test_a_match_at_the_default_rules_says_so(home, gid):
    """(The score that ends each game's match, in its words: the game's own tests.)"""
    app, pause = _pause(gid, {})
    assert _text(pause).startswith("House rules None: standard rules")
    app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid", FOUR)
def test_the_house_rules_fit_in_the_pause_menu(home, gid, size):
    """With every option changed, at 960x540 too: each line inside the panel and the window, clear of
    the buttons, readable (12 px at least at 1280x720)."""
    from tabletop.ui.core import gfx
    app, pause = _pause(gid, most(gid), size=size)
    W, H = size
    assert pygame.Rect(0, 0, W, H).contains(pause.box)
    buttons = [w.rect for w in pause.widgets]
    assert all(pause.box.contains(b) for b in buttons)
    for text, sz, colour, bold, pos in pause.rule_lines:
        r = pygame.Rect(pos, gfx.font(sz, bold).size(text))
        assert pause.box.contains(r), (text, r, pause.box)
        assert r.collidelist(buttons) == -1, text
        assert sz >= gfx.px(12)
    rects = [pygame.Rect(pos, gfx.font(sz, b).size(t)) for t, sz, c, b, pos in pause.rule_lines]
    for i, a in enumerate(rects):   # no line over another
        assert all(not a.colliderect(b) for b in rects[i + 1:])
    assert [w.label for w in pause.widgets if w.focused] == ["Resume"]
    app.close()


def test_the_title_counts_the_saved_matchs_house_rules(home, monkeypatch):
    from tabletop.persist import autosave
    from tabletop.ui.core import gfx
    from tabletop.ui.core.gfx import px
    from tabletop.ui.screens.title import TitleScene
    gid = FOUR[0]
    flag = next(n for n, o in game(gid).options_spec.items() if o["type"] == "bool")   # an on/off option
    default = game(gid).options_spec[flag]["default"]
    rec = {"game": gid, "players": 4, "seats": [{"kind": "human"}] * 4,
           "options": dict(most(gid)), "actions": [[0, "pass", []]] * 1234}
    monkeypatch.setattr(autosave, "load", lambda: (rec, None))
    app = make_app(size=(960, 540))
    title = app.scenes.push(TitleScene(app))
    step(app)
    assert title.save_label == f"{game(gid).name} · 4 players · 4 humans · 1234 moves · {len(most(gid))} house rules"
    seen = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda s, text, size, *a, **k: seen.append((text, size, a, k)) or real(
        s, text, size, *a, **k))
    title.draw(app.screen)
    text, size, a, k = next(x for x in seen if x[0] == title.save_label)
    w, h = gfx.font(size).size(text)
    resume, below = title.widgets[1].rect, title.widgets[2].rect
    assert size >= px(12) and w <= min(960 - px(80), resume.w + px(160))   # not wider than the window's middle
    assert a[0][1] >= resume.bottom and a[0][1] + h <= below.y   # under Resume, above Settings
    rec["options"] = {flag: not default}
    title._check_save()
    assert title.save_label.endswith("· 1234 moves · 1 house rule")
    rec["options"] = {flag: default}
    title._check_save()
    assert title.save_label.endswith("· 1234 moves")
    app.close()


def test_an_option_missing_from_an_older_save_counts_as_played_its_old_way(home, monkeypatch):
    """An option added later says how matches saved before it were played (`absent`): where that is not its
    default, a save without it was played with a house rule (a Draw Four
    check option, off before it existed)."""
    from tabletop.persist import autosave
    from tabletop.ui.screens.title import TitleScene
    gid = first("for four, with an option older saves played another way", lambda g: takes(4)(g) and any(
        "absent" in o and o["absent"] != o["default"] for o in g.options_spec.values()))
    spec = game(gid).options_spec
    other = next(n for n, o in spec.items() if n in most(gid) and not ("absent" in o and o["absent"] != o["default"]))
    rec = {"game": gid, "players": 4, "seats": [{"kind": "human"}] * 4,
           "options": {other: most(gid)[other]}, "actions": [[0, "pass", []]] * 1234}
    monkeypatch.setattr(autosave, "load", lambda: (rec, None))
    app = make_app(size=(960, 540))
    title = app.scenes.push(TitleScene(app))
    step(app)
    assert title.save_label.endswith("· 2 house rules")
    app.close()
