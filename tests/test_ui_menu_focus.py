"""Keyboard focus in the menus and the scenes between hands: it survives a rebuild and a return, a bare Enter
opens nothing the player did not choose, the keypad's Enter counts, and the focus shows on every button."""

import pygame

from tabletop.rules.loader import load_game
from tests.pick import GAMES, first, score_switch, takes
from tests.test_ui_driver import home, key, make_app, step  # noqa: F401


def focused(scene):
    return next((w for w in scene.widgets if w.focused), None)


def title_then_choice(app):
    from tabletop.ui.screens.title import TitleScene
    app.scenes.push(TitleScene(app))
    step(app)
    key(app, pygame.K_RETURN)   # New game
    assert app.scenes.top.name == "game_choice"
    return app.scenes.top


def test_the_minus_keeps_the_focus_and_a_second_enter_takes_away_another_player(home):
    """Enter on "−" removed a player and dropped the focus, so the second Enter started the match. The
    focus stays on "−" (also through a resize), and goes to "+" once "−" can do no more."""
    from tabletop.ui.screens.setup import SetupScene
    app = make_app()
    game = load_game(first("for two to four players", lambda g: takes(2)(g) and takes(4)(g)))
    setup = app.scenes.push(SetupScene(app, game))
    step(app)
    assert setup.n == 4
    key(app, pygame.K_TAB)
    assert focused(setup).label == "−"
    key(app, pygame.K_RETURN)
    assert setup.n == 3 and focused(setup).label == "−"
    app.scenes.layout((1024, 600))
    assert focused(setup).label == "−"
    key(app, pygame.K_RETURN)
    assert app.scenes.top is setup and setup.n == 2
    assert focused(setup).label == "+"            # "−" is disabled at the fewest players
    key(app, pygame.K_RETURN)
    assert app.scenes.top is setup and setup.n == 3 and focused(setup).label == "+"
    app.close()


def test_after_reading_the_rules_enter_is_still_on_rules(home):
    """Coming back from the rules, Enter started the match from the set-up, and from "Choose a game" it
    opened UNO FLEX's set-up after TOWAI's rules: the focus is back on the Rules the player read. (The last
    game's tile: not the first, whose Play a lost focus falls back to.)"""
    app = make_app()
    choice = title_then_choice(app)
    last = len(choice.games) - 1
    name, gid = choice.games[last]["game"].name, choice.games[last]["id"]
    rules = [w for w in choice.widgets if w.label == "Rules"][last]
    while focused(choice) is not rules:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules" and app.scenes.top.game_name == name
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is choice
    assert focused(choice) is [w for w in choice.widgets if w.label == "Rules"][last]
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules" and app.scenes.top.game_name == name
    key(app, pygame.K_ESCAPE)
    # the set-up: Rules, back, Enter is Rules again, not Start
    play = [w for w in choice.widgets if w.label == "Play"][last]
    while focused(choice) is not play:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    assert setup.name == "setup" and setup.game.id == gid
    while getattr(focused(setup), "label", None) != "Rules":
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is setup and focused(setup).label == "Rules"
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules"
    app.close()


def test_a_bare_enter_on_the_game_choice_opens_no_game(home):
    """Four games, four Play buttons: Enter with nothing focused opened UNO FLEX. It now only shows the
    first Play (focused); the next Enter opens that game."""
    app = make_app()
    choice = title_then_choice(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top is choice
    first = focused(choice)
    assert first is not None and first.label == "Play" and first is choice.widgets[0]
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "setup" and app.scenes.top.game.id == choice.games[0]["id"]
    app.close()


def _pause(app):
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game(first("for three players", takes(3)))
    app.scenes.push(TitleScene(app))
    table = app.scenes.push(TableScene(app, Session(game, default_seats(3, 1), {}, 4, save=False),
                                       threaded=False))
    step(app, 5)
    table.open_pause()
    step(app)
    assert app.scenes.top.name == "pause"
    return table, app.scenes.top


def test_the_pause_menu_opens_on_resume_and_keeps_its_focus(home):
    """Enter and Space did nothing on the pause menu until Tab focused a button: Resume has the focus when
    it opens; coming back from the rules the focus is on Rules; Cancel on "Restart…" goes back to it."""
    app = make_app()
    table, pause = _pause(app)
    assert focused(pause).label == "Resume"
    key(app, pygame.K_RETURN)
    assert app.scenes.top is table
    table.open_pause()
    step(app)
    key(app, pygame.K_SPACE)
    assert app.scenes.top is table
    table.open_pause()
    step(app)
    pause = app.scenes.top
    key(app, pygame.K_DOWN)
    assert focused(pause).label == "Rules"
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules"
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and focused(pause).label == "Rules"
    while focused(pause).label != "Restart…":
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert pause.confirming and focused(pause).label == "Cancel"
    key(app, pygame.K_RETURN)
    assert not pause.confirming and focused(pause).label == "Restart…"
    app.close()


def test_the_keypads_enter_answers_the_scenes_between_hands(home):
    """The keypad's Enter was ignored on the hand-off, the round result and the match result (their
    buttons answered the main Enter only)."""
    from tabletop.tools.sim import random_playout
    from tabletop.ui.screens import overlays
    from tabletop.ui.screens.title import TitleScene
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app()
    app.scenes.push(TitleScene(app))
    ready = []
    app.scenes.push(overlays.HandOffScene(app, "Ann", lambda: ready.append(1)))
    step(app)
    key(app, pygame.K_KP_ENTER)
    assert ready == [1] and app.scenes.top.name == "title"

    game = load_game(first("for three, scored or not by an option", lambda g: takes(3)(g) and score_switch(g, 3)))
    on, off = ({score_switch(game, 3): v} for v in (True, False))
    if game.single_round(game.resolve_options(on, 3), 3):
        on, off = off, on   # (`on`: a match of several rounds; `off`: a single round)
    sess = Session(game, default_seats(3, 1), on, 3, save=False)
    sess.st, _ = random_playout(game, 3, 3, on)
    assert sess.st.phase == "round_over"
    table = app.scenes.push(TableScene(app, sess, threaded=False))
    result = app.scenes.push(overlays.RoundResultScene(app, table))
    step(app)
    key(app, pygame.K_KP_ENTER)
    assert app.scenes.top is table and sess.st.round == 2

    one = Session(game, default_seats(3, 1), off, 3, save=False)   # a single round
    one.st, _ = random_playout(game, 3, 3, off)
    assert one.st.phase == "match_over"
    table = app.scenes.push(TableScene(app, one, threaded=False))
    app.scenes.push(overlays.RoundResultScene(app, table))
    step(app)
    key(app, pygame.K_KP_ENTER)   # Match result
    final = app.scenes.top
    assert final.name == "match_result"
    key(app, pygame.K_KP_ENTER)   # Play again
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top is not table
    assert final not in app.scenes.stack and result not in app.scenes.stack
    app.close()




def test_left_and_right_move_between_the_game_tiles(home):
    """Left/Right did nothing on the row of four games: they go to the same button on the tile beside and
    stop at the ends."""
    app = make_app()
    choice = title_then_choice(app)
    plays = [w for w in choice.widgets if w.label == "Play"]
    rules = [w for w in choice.widgets if w.label == "Rules"]
    last = len(plays) - 1
    key(app, pygame.K_RIGHT)
    assert focused(choice) is plays[0]
    for i in [*range(1, last + 1), last]:
        key(app, pygame.K_RIGHT)
        assert focused(choice) is plays[i]
    key(app, pygame.K_DOWN)
    assert focused(choice) is rules[last]
    for i in [*range(last - 1, -1, -1), 0]:
        key(app, pygame.K_LEFT)
        assert focused(choice) is rules[i]
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "rules" and app.scenes.top.game_id == choice.games[0]["id"]
    app.close()


def _luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_focus_shows_clearly_on_every_button_colour(home):
    """The gold focus ring was all but invisible next to an orange (primary) button such as Start, Play or
    Challenge!: on every side of a focused button, of either colour, over the felt or a dark panel, what
    the focus adds outside the button has pixels that stand out (contrast 3:1) from the button itself and
    pixels that stand out from what is around it."""
    from tabletop.ui.core import gfx
    from tabletop.ui.core.widgets import Button
    make_app().close()   # fonts
    for primary in (True, False):
        for ground in (gfx.FELT, gfx.PANEL, gfx.FELT_DARK):
            seen = []
            for focus in (False, True):
                surf = pygame.Surface((300, 160))
                surf.fill(ground)
                b = Button((60, 50, 180, 52), "Start", lambda: None, primary=primary)
                b.focused = focus
                b.draw(surf)
                seen.append(surf)
            fill = tuple(seen[1].get_at((b.rect.x + 20, b.rect.centery)))[:3]
            r = b.rect
            sides = {"top": [(r.centerx, r.y - d) for d in range(1, 10)],
                     "left": [(r.x - d, r.centery) for d in range(1, 10)],
                     "right": [(r.right - 1 + d, r.centery) for d in range(1, 10)]}   # (below: its shadow)
            for side, pts in sides.items():
                cols = [tuple(seen[1].get_at(p))[:3] for p in pts if seen[1].get_at(p) != seen[0].get_at(p)]
                assert any(contrast(c, fill) >= 3 for c in cols), (primary, ground, side, fill, cols)
                assert any(contrast(c, ground) >= 3 for c in cols), (primary, ground, side, cols)


def test_left_and_right_move_between_settings_and_statistics_on_the_title(home):
    from tabletop.ui.screens.title import TitleScene
    app = make_app()
    app.scenes.push(TitleScene(app))
    step(app)
    title = app.scenes.top
    labels = lambda: [w.label for w in title.widgets if w.focused]   # noqa: E731
    for k, want in ((pygame.K_DOWN, "New game"), (pygame.K_DOWN, "Settings"), (pygame.K_RIGHT, "Statistics"),
                    (pygame.K_RIGHT, "Statistics"), (pygame.K_LEFT, "Settings"), (pygame.K_UP, "New game")):
        key(app, k)
        assert labels() == [want], (k, labels())
    app.close()


def test_left_and_right_never_move_onto_a_choice_that_would_take_the_next_key(home):
    """On the set-up, Right from a seat's name box went onto its Human/AI choice, and the Left meant to come
    back switched the seat instead (the only human became an AI). A choice keeps its keys; the focus never
    moves onto one sideways."""
    from tabletop.ui.core import widgets
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.core.widgets import TextField
    app = make_app()
    scene = SetupScene(app, load_game(GAMES[0]))
    app.scenes.push(scene)
    step(app)
    widgets.set_focus(scene, next(w for w in scene.widgets if isinstance(w, TextField)))
    kinds = [s["kind"] for s in scene.seats[:scene.n]]
    for k in (pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RIGHT):
        key(app, k)
    assert [s["kind"] for s in scene.seats[:scene.n]] == kinds
    app.close()
