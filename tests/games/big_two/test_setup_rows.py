"""BIG TWO's set-up rows that depend on other choices: stage switches an expert stage already turns on, what
"auto" means for the match end score, the seats' teams in team play (split from the shared set-up tests)."""

import pygame
import pytest

from tests.setup_rows import SIZES, _row, _set, _setup, pygame_focus_order
from tests.test_ui_driver import click, home, key, make_app  # noqa: F401


@pytest.mark.parametrize("size", SIZES)
def test_stage_switches_an_expert_stage_covers_read_on_and_cannot_be_clicked(home, size):
    """With "Expert stage: 3" the stage 1-3 switches read "off" and clicking them changed nothing: they read
    "on (expert 3)", are not buttons (no click, no keyboard focus); stages 4 and 5 work as before."""
    from tabletop.ui.core.widgets import Cycle, Fixed
    app = make_app(size=size)
    scene = _setup(app, "big_two")
    _set(app, scene, "Expert stage", 3)
    for k, name in enumerate(("mighty 2", "dragons", "bombs")):
        row = _row(scene, f"Stage {k + 1} ({name})")
        assert isinstance(row, Fixed) and row.label == f"Stage {k + 1} ({name}): on (expert 3)"
        before = dict(scene.options)
        click(app, row.rect.center)
        assert scene.options == before and _row(scene, f"Stage {k + 1}").label.endswith("on (expert 3)")
        assert row.tip   # its description still shows under the pointer
    four = _row(scene, "Stage 4")
    assert isinstance(four, Cycle) and four.label == "Stage 4 (fair start): off"
    click(app, four.rect.center)
    assert scene.options["stage4_fair_start"] is True and _row(scene, "Stage 4").label == "Stage 4 (fair start): on"
    assert not any(isinstance(w, Fixed) for w in pygame_focus_order(scene))
    _set(app, scene, "Expert stage", 1)   # lowered: stage 2 and 3 are switches again, at their own value
    assert isinstance(_row(scene, "Stage 2"), Cycle) and _row(scene, "Stage 2").label == "Stage 2 (dragons): off"
    assert isinstance(_row(scene, "Stage 1"), Fixed)
    for w in scene.widgets:   # every row inside the options panel
        if w.rect.colliderect(scene.right):
            assert scene.right.contains(w.rect), w.label
    app.close()


def test_the_expert_stage_keeps_the_keyboard_focus_as_the_rows_change(home):
    """Right on the expert stage rebuilds the rows below it; the focus stays on the expert stage."""
    app = make_app()
    scene = _setup(app, "big_two")
    expert = _row(scene, "Expert stage")
    from tabletop.ui.core import widgets
    widgets.set_focus(scene, expert)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    focused = next(w for w in scene.widgets if w.focused)
    assert focused.label == "Expert stage: 2" and scene.options["expert"] == 2
    app.close()


def test_auto_match_end_score_says_what_it_is_for_the_choices_now(home):
    """"Match end score: auto" meant 100, 200 with an expert stage, +200 for a team: it says which, from
    the engine's end_limit."""
    from tabletop.games.big_two.rules import end_limit
    app = make_app()
    scene = _setup(app, "big_two")
    g = scene.game
    assert _row(scene, "Match end score").label == f"Match end score: auto (−{end_limit(g, scene.options)})" \
        == "Match end score: auto (−100)"
    _set(app, scene, "Stage 3", True)
    assert _row(scene, "Match end score").label == "Match end score: auto (−200)"
    _set(app, scene, "Stage 3", False)
    _set(app, scene, "Expert stage", 1)
    assert _row(scene, "Match end score").label == "Match end score: auto (−200)"
    _set(app, scene, "Team play", True)
    assert _row(scene, "Match end score").label == f"Match end score: auto (+{end_limit(g, scene.options)})" \
        == "Match end score: auto (+200)"
    _set(app, scene, "Match end score", 300)
    assert _row(scene, "Match end score").label == "Match end score: 300"
    app.close()


def test_team_play_shows_each_seats_team(home):
    """Two humans could not tell whether they were partners: with Team play on (4 seats) each seat row
    shows its team, 1 and 3 A, 2 and 4 B, the engine's partners (their penalties add up together)."""
    from tabletop.games.big_two.rules import team_deltas
    deltas, team_pen, _ = team_deltas([0, 5, 7, 11], 0)
    assert team_pen == [0 + 7, 5 + 11]   # seats 0 and 2 (1 and 3 on the screen) are one team
    for size in SIZES:
        app = make_app(size=size)
        scene = _setup(app, "big_two")
        assert scene.teams == []
        _set(app, scene, "Team play", True)
        assert [t for _, t in scene.teams] == ["A", "B", "A", "B"]
        names = [w for w in scene.widgets if type(w).__name__ == "TextField"]
        for (r, _), field in zip(scene.teams, names):
            assert r.right <= field.rect.x and field.rect.top <= r.centery <= field.rect.bottom
            assert scene.left.contains(r)
        click(app, next(w for w in scene.widgets if getattr(w, "label", "") == "−").rect.center)   # 3 players
        assert scene.n == 3 and scene.teams == []   # team play needs four
        app.close()


def test_team_play_at_three_players_reads_off_and_the_match_starts(home):
    """Team play turned on at four players stayed "on" at three (it could even be clicked on there), the
    match end read the team's +200, and Start was refused ("Team play needs exactly 4 players"). At three it
    reads off, cannot be clicked, the end score is a seat's, and the match starts without teams; back at
    four the player's choice is on again."""
    from tabletop.ui.core.widgets import Cycle, Fixed
    app = make_app()
    scene = _setup(app, "big_two")
    _set(app, scene, "Team play", True)
    assert _row(scene, "Match end score").label == "Match end score: auto (+200)"
    click(app, next(w for w in scene.widgets if getattr(w, "label", "") == "−").rect.center)
    assert scene.n == 3
    team = _row(scene, "Team play")
    assert isinstance(team, Fixed) and team.label == "Team play (4 players): off (not with 3 players)"
    click(app, team.rect.center)
    assert isinstance(_row(scene, "Team play"), Fixed)
    assert _row(scene, "Match end score").label == "Match end score: auto (−100)"
    click(app, next(w for w in scene.widgets if getattr(w, "label", "") == "+").rect.center)
    team = _row(scene, "Team play")
    assert isinstance(team, Cycle) and team.value is True
    click(app, next(w for w in scene.widgets if getattr(w, "label", "") == "−").rect.center)
    scene.start()
    assert app.scenes.top.name == "table", scene.error
    st = app.scenes.top.session.st
    assert st.players == 3 and st.options["team"] is False
    app.close()
