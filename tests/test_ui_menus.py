"""The menus around the table: the set-up's options and their tips, seat names, the settings screen, Enter on a
menu, and the "Choose a game" tiles (split from test_ui_games.py)."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tests.pick import GAMES, changed_options, every, first, takes
from tests.test_ui_driver import button, click, home, key, make_app, step  # noqa: F401


@pytest.mark.parametrize("gid", GAMES)
def test_every_option_description_is_shown_whole_below_the_options(home, gid, monkeypatch):
    """Hovering an option shows its whole description (it was cut after three lines, which dropped the key
    part of the longer ones), below the option buttons and inside the panel."""
    from tabletop.app import MIN_SIZE
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.setup import SetupScene
    game = load_game(gid)
    for size in (MIN_SIZE, (1280, 720)):
        app = make_app(size=size)
        scene = SetupScene(app, game)
        scene.layout(size)
        for b in (w for w in scene.widgets if getattr(w, "label", "") in ("Back", "Start", "Rules")):
            assert not b.rect.colliderect(scene.left) and not b.rect.colliderect(scene.right), (size, b.label)
        inside = max(w.rect.bottom for w in scene.widgets if scene.right.contains(w.rect))
        tips = [w.tip for w in scene.widgets if getattr(w, "tip", "")]
        assert tips
        for tip in tips:
            drawn = []
            real = gfx.blit_text
            monkeypatch.setattr(gfx, "blit_text", lambda dst, s, pt, pos, *a, **kw: (drawn.append((s, pos)),
                                                                                    real(dst, s, pt, pos, *a, **kw)))
            lines = scene.draw_tip(app.screen, tip)
            monkeypatch.setattr(gfx, "blit_text", real)
            assert " ".join(lines).split() == tip.split()
            assert [s for s, _ in drawn] == lines
            assert min(p[1] for _, p in drawn) >= inside and max(p[1] for _, p in drawn) < scene.right.bottom
        app.close()


@pytest.mark.parametrize("gid", every(takes(4)))
def test_set_up_names_fit_a_shared_screen(home, gid):
    """Switching a second seat to Human named the two "You" and "Bruno" (the hand-off read "Pass to You");
    they are "Player 1" and "Player 2", back to "You" and "Bruno" with one human; typed names stay."""
    from tabletop.ui.screens.setup import SetupScene
    app = make_app()
    scene = SetupScene(app, load_game(gid))
    scene.layout(app.size)
    names = lambda: [s["name"] for s in scene.seats[:scene.n]]  # noqa: E731
    assert names() == ["You", "Bruno", "Chen", "Dara"]
    scene.set_kind(1, "human")
    assert names() == ["Player 1", "Player 2", "Chen", "Dara"]
    scene.set_kind(1, "ai")
    assert names() == ["You", "Bruno", "Chen", "Dara"]
    scene.set_name(0, "Ann")
    scene.set_kind(2, "human")
    assert names() == ["Ann", "Bruno", "Player 3", "Dara"]
    scene.set_name(1, "Bruno")   # typed, though it is the seat's AI name: it stays
    scene.set_kind(1, "human")
    assert names() == ["Ann", "Bruno", "Player 3", "Dara"]
    app.close()


def test_the_tip_shown_is_the_option_under_the_pointer(home):
    """After a click on "Direction of play" (which keeps the keyboard focus), pointing at "Orange cards"
    still explained the direction. (Any game's first choice option, then another option's row.)"""
    from tabletop.ui.core.widgets import Cycle
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.screens.base import tip_widget
    from tests.test_ui_driver import post
    game = load_game(first("with a choice option and another option", lambda g: len(g.options_spec) > 1 and any(
        o["type"] == "choice" for o in g.options_spec.values())))
    choice = next(o["label"] for o in game.options_spec.values() if o["type"] == "choice")
    other = next(o["label"] for o in game.options_spec.values() if o["label"] != choice)

    def row(label):
        return next(w for w in scene.widgets if isinstance(w, Cycle) and getattr(w, "label", "").startswith(label + ":"))
    app = make_app()
    scene = SetupScene(app, game)
    app.scenes.push(scene)
    step(app)
    direction, orange = row(choice), row(other)
    click(app, direction.rect.center)
    direction, orange = row(choice), row(other)
    assert tip_widget(scene.widgets) is direction
    post(pygame.MOUSEMOTION, pos=orange.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert direction.focused and tip_widget(scene.widgets) is orange
    app.close()


def test_settings_fit_with_the_colour_legend_and_whole_tips(home):
    """At 960x540 with colour-blind indicators on, the legend ran under the Done button, and the
    colour-blind tip was cut after two lines."""
    from tabletop.app import MIN_SIZE
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.settings import SettingsScene
    for size in (MIN_SIZE, (1280, 720)):
        for cb in (False, True):
            app = make_app(size=size)
            app.settings["colour_blind"] = cb
            scene = SettingsScene(app)
            scene.layout(size)
            done = next(w for w in scene.widgets if getattr(w, "label", "") == "Done")
            rows = [w for w in scene.widgets if w is not done]
            assert max(w.rect.bottom for w in rows) <= scene.tip_y
            assert min(w.rect.height for w in rows) >= 28
            bottom = scene.legend_y() - 8 + 58 if cb else scene.tip_box.bottom
            assert bottom <= done.rect.top, (size, cb)
            for w in rows:
                assert len(gfx.wrap(w.tip, 16, scene.tip_box.w)) <= 2, w.tip
            app.close()


def test_settings_offer_only_window_sizes_that_fit_the_screen(home, monkeypatch):
    """On a 1280x800 screen, 1600x900 and 1920x1080 were offered: the window ran off the screen and Done
    was out of the pointer's reach. Sizes that fit the biggest screen (with a title bar's room) are
    offered, the smallest always, and the size in use still reads as it is."""
    import pygame
    from tabletop.ui.screens.settings import SettingsScene

    def sizes(screens, current=(1280, 720)):
        monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: screens)
        app = make_app(size=current)
        scene = SettingsScene(app)
        scene.layout(app.size)
        row = next(w for w in scene.widgets if getattr(w, "title", "") == "Window size")
        out = [tuple(v) for v, _ in row.choices], row.label
        app.close()
        return out

    assert sizes([(1280, 800)]) == ([(1024, 576), (1280, 720)], "Window size: 1280 × 720")
    assert sizes([(1280, 800), (1920, 1080)])[0] == [(1024, 576), (1280, 720), (1600, 900)]
    assert sizes([(3840, 2160)])[0] == [(1024, 576), (1280, 720), (1600, 900), (1920, 1080)]
    assert sizes([(800, 600)])[0] == [(1024, 576)] + [(1280, 720)]   # the smallest; the size in use
    app = make_app(size=(1280, 720))
    app.settings["size"] = [1920, 1080]   # saved on a bigger screen: still shown as it is
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1280, 800)])
    scene = SettingsScene(app)
    scene.layout(app.size)
    row = next(w for w in scene.widgets if getattr(w, "title", "") == "Window size")
    assert row.label == "Window size: 1920 × 1080" and [1920, 1080] in [v for v, _ in row.choices]
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_an_options_value_labels_show_on_the_set_up_screen(home, gid):
    """A number an option's config words (`value_labels`: a match end score 0 that is "auto") reads as
    its words on the set-up screen (each game's further words for it: its own tests)."""
    from tabletop.ui.screens.setup import SetupScene
    app = make_app()
    scene = SetupScene(app, load_game(gid))
    scene.layout(app.size)
    labels = [getattr(w, "label", "") for w in scene.widgets]
    for name, o in scene.game.options_spec.items():
        words = o.get("value_labels", {}).get(scene.options[name])
        if words is not None:
            assert any(x.startswith(f"{o['label']}: {words}") for x in labels), (name, words, labels)
    app.close()


def test_enter_presses_the_primary_button_of_a_menu(home):
    """Keyboard-only: Enter on the title is New game (Resume when there is a save), on the set-up Start
    (it did nothing; Start was 21 Tabs away)."""
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.screens.title import TitleScene
    app = make_app()
    app.scenes.push(TitleScene(app))
    step(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "game_choice"
    app.scenes.push(SetupScene(app, load_game(GAMES[0])))
    step(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "table"
    app.close()


def test_the_game_choice_tiles_show_each_games_cards_where_there_is_room(home, monkeypatch):
    """The tiles were mostly empty panels: each now shows three of its game's cards (its config's
    `showcase`) when they can be 56 px high, and the description always ends above Play."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import game_choice, setup, title
    blit = gfx.blit_text
    for size, want in (((1280, 720), True), ((960, 540), False)):
        app = make_app(size=size)
        app.scenes.push(title.TitleScene(app))
        choice = app.scenes.push(game_choice.GameChoiceScene(app))
        shown, drawn = [], []
        real = app.faces.rotated
        monkeypatch.setattr(app.faces, "rotated", lambda game, cid, *a, **kw: shown.append(
            (game.id, game.attr["name"][cid])) or real(game, cid, *a, **kw))
        monkeypatch.setattr(gfx, "blit_text", lambda surf, s, *a, **kw: drawn.append((s, blit(surf, s, *a, **kw))))
        step(app)
        for g, tile in zip(choice.games, choice.tiles):
            names = {nm for gid, nm in shown if gid == g["id"]}
            assert names == (set(g["game"].cfg["showcase"]) if want else set()), (size, g["id"], names)
            play = next(w for w in choice.widgets if w.label == "Play" and tile.contains(w.rect))
            words = g["description"].split()
            mine = [(s, r) for s, r in drawn if tile.contains(r) and s.split() and s.split()[0] in words]
            # the whole description, line after line, every line above Play
            assert " ".join(s for s, _ in mine).split() == words, (size, g["id"], mine)
            assert all(r.bottom <= play.rect.top for _, r in mine), (size, g["id"])
        app.close()


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_start_up_notices_stack_beside_the_title_s_logo_and_buttons(home, size, lang):
    """Two notices at start-up (another window open, a damaged settings file) covered the title's logo."""
    from tabletop import i18n
    from tabletop.app import SECOND_WINDOW
    from tabletop.i18n import t
    from tabletop.ui.screens.title import TitleScene
    app = make_app(size=size)
    i18n.set_language(lang)
    try:
        app.toast(t(SECOND_WINDOW), 10.0)
        app.toast(t("The saved game cannot be resumed: {reason} (kept as {file} in {folder}).",
                    reason=t("not a saved game"), file="autosave.json.bad-1", folder="/home/someone/.local/share/tabletop"),
                  8.0)
        title = TitleScene(app)
        app.scenes.push(title)
        step(app, 3)
        boxes = [r for _, _, r in app.toast_boxes()]
        assert len(boxes) == 2
        screen = app.screen.get_rect()
        middle = min(w.rect.left for w in title.widgets)   # the logo and the games' line lie within the buttons' band
        for i, r in enumerate(boxes):
            assert screen.contains(r), r
            assert r.right < middle, f"a notice reaches the logo or the buttons: {r} (buttons from x={middle})"
            assert not any(r.colliderect(o) for o in boxes[i + 1:]), "two notices overlap"
    finally:
        i18n.set_language("en")
        app.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_new_game_keeps_its_place_on_the_title_once_a_match_is_saved(home, size):
    """Once a match was saved, Resume took New game's place: a habitual click resumed the wrong game."""
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.table.session import Session, default_seats
    app = make_app(size=size)
    title = TitleScene(app)
    app.scenes.push(title)
    step(app)
    before = button(title, "New game").rect.copy()
    assert title.save is None
    game = load_game(first("for four players", takes(4)))
    Session(game, default_seats(4, 1), {}, 3, save=True)
    title.resume()
    step(app)
    assert title.save is not None
    assert button(title, "New game").rect == before, "New game moved when a match was saved"
    assert not button(title, "Resume").rect.colliderect(before)
    app.close()


@pytest.mark.parametrize("size", [(960, 540), (1024, 576), (1280, 720), (1920, 1080)])
def test_the_title_buttons_fit_the_window_with_a_saved_match(home, size):
    """With a match saved (Resume and its line make a row more) every title button lies inside the window,
    below the heading, none over another or over the saved match's line (Quit ran off a 960x540 window)."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.table.session import Session, default_seats
    game = load_game(first("for four players", takes(4)))
    Session(game, default_seats(4, 1), changed_options(game, 4), 3, save=True)   # a save with house rules
    app = make_app(size=size)
    title = TitleScene(app)
    app.scenes.push(title)
    step(app)
    assert [w.label for w in title.widgets] == ["New game", "Resume", "Settings", "Statistics", "History", "Join",
                                                "Quit"]
    screen = app.screen.get_rect()
    for w in title.widgets:
        assert screen.contains(w.rect) and w.rect.top >= title.heading_bottom(size[1]), (w.label, w.rect)
        assert w.rect.bottom <= size[1] - gfx.px(12), (w.label, w.rect)
        assert w.rect.h >= gfx.px(44)
        assert not any(w.rect.colliderect(o.rect) for o in title.widgets if o is not w), w.label
    resume, below = title.widgets[1].rect, title.widgets[2].rect
    line = gfx.font(gfx.px(15)).get_linesize()
    assert resume.bottom + gfx.px(6) + line <= below.top + 2, "the saved match's line runs into Settings"
    app.close()
