"""Statistics: what is counted for a finished match, a damaged or newer file, and the screen that shows them."""

import json

import pygame

from tabletop.persist import stats
from tests.pick import GAMES, first, takes
from tests.test_ui_driver import click, home, make_app, post, step  # noqa: F401

ONE, TWO = (GAMES + ["a_second_game"])[:2]   # two games' ids: what is counted for one is not for the other


def _seats(levels, humans=1):
    return [{"kind": "human", "name": f"P{i}"} for i in range(humans)] + \
        [{"kind": "ai", "level": lv, "name": f"AI{i}"} for i, lv in enumerate(levels)]


def test_a_match_against_ai_counts_by_level_and_hot_seat_apart(home):
    assert stats.record(ONE, _seats(["normal"] * 3), [0], 4) is None
    stats.record(ONE, _seats(["normal"] * 3), [2], 3)
    stats.record(ONE, _seats(["easy", "hard"]), [0, 1], 2)   # mixed levels, a shared win
    stats.record(ONE, _seats(["easy"], humans=2), [1], 5)     # hot-seat
    stats.record(ONE, _seats(["hard"], humans=0), [0], 9)     # nobody human: not counted
    data, notice = stats.load()
    g = stats.game(data, ONE)
    assert notice is None
    assert (g["played"], g["won"], g["hotseat"], g["rounds"]) == (3, 2, 1, 14)
    assert (g["normal"], g["easy"], g["hard"]) == ([1, 2], [0, 0], [0, 0])
    assert stats.game(data, TWO) == stats.blank()


def test_a_damaged_file_is_kept_aside_and_counting_starts_again(home):
    p = stats.path()
    p.parent.mkdir(parents=True, exist_ok=True)
    for text, why in (("{not json", "not valid JSON"), (json.dumps({"version": 1, "games": {TWO: {"won": -1}}}),
                                                        f"damaged at {TWO}.won"),
                      (json.dumps({"version": 1, "games": {TWO: {"played": 1, "won": 2}}}), "more than played"),
                      (json.dumps({"version": 1, "games": {TWO: {"hard": [3, 1]}}}), f"damaged at {TWO}.hard"),
                      ('[1, 2]', "not a statistics file")):
        p.write_text(text)
        notice = stats.record(TWO, _seats(["easy"]), [0], 2)
        assert why in notice and "counting starts again" in notice, notice
        assert stats.game(stats.load()[0], TWO)["won"] == 1
        kept = sorted(p.parent.glob("stats.json.bad-*"))
        assert kept and kept[-1].read_text() == text
        p.unlink()


def test_a_newer_versions_file_is_left_alone(home):
    p = stats.path()
    p.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({"version": 2, "games": {TWO: {"played": "lots"}}})
    p.write_text(text)
    notice = stats.record(TWO, _seats(["easy"]), [0], 2)
    assert "newer version" in notice
    assert "newer version" in stats.reset()
    assert p.read_text() == text and not list(p.parent.glob("stats.json.bad-*"))


def test_a_game_this_version_does_not_know_is_kept(home):
    stats.save({"version": 1, "games": {"newgame": {"played": 2, "won": 1}}})
    stats.record(TWO, _seats(["easy"]), [1], 2)
    data, _ = stats.load()
    assert data["games"]["newgame"]["played"] == 2 and data["games"][TWO]["played"] == 1


def _finish(sess, game):
    """Play every seat (the human's too) by the normal policy until the match is over."""
    from tabletop.ai import driver
    from tabletop.ai.bots import make_bot
    bots = [make_bot(game.id, "normal", k) for k in range(sess.players)]
    last = None
    for _ in range(20000):
        if sess.st.phase == "match_over":
            return
        a = driver.decide(game, sess.st, bots, last)
        sess.apply(a)
        last = a.seat
    raise AssertionError("the match did not end")


def test_a_finished_match_is_counted_once_by_a_saving_session_only(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session
    game = load_game(first("for two players", takes(2)))
    sess = Session(game, _seats(["hard"]), {}, 5, save=True)
    _finish(sess, game)
    g = stats.game(stats.load()[0], game.id)
    won = int(0 in sess.st.result["match_winners"])
    assert (g["played"], g["won"], g["hard"], g["rounds"]) == (1, won, [won, 1], sess.st.round)
    # a match played without saving (a second window, the screenshots) is not counted
    quiet = Session(game, _seats(["hard"]), {}, 6, save=False)
    _finish(quiet, game)
    assert stats.game(stats.load()[0], game.id)["played"] == 1


def test_the_title_opens_the_statistics_and_a_reset_asks_first(home):
    from tabletop.ui.screens.title import TitleScene
    stats.record(ONE, _seats(["easy"] * 3), [0], 6)
    app = make_app()
    app.scenes.push(TitleScene(app))
    step(app)
    button = next(w for w in app.scenes.top.widgets if w.label == "Statistics")
    click(app, button.rect.center)
    scene = app.scenes.top
    assert scene.name == "stats" and stats.game(scene.data, ONE)["easy"] == [1, 1]
    step(app)
    click(app, next(w for w in scene.widgets if w.label == "Reset statistics").rect.center)
    assert [w.label for w in scene.widgets] == ["Cancel", "Reset everything"] and scene.widgets[0].focused
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)   # Enter: Cancel keeps them
    step(app)
    assert not scene.confirming and stats.game(stats.load()[0], ONE)["played"] == 1
    click(app, next(w for w in scene.widgets if w.label == "Reset statistics").rect.center)
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=0)   # Escape: back, not away
    step(app)
    assert app.scenes.top is scene and not scene.confirming
    assert next(w for w in scene.widgets if w.focused).label == "Reset statistics"   # the focus where it was
    # Enter with the focus nowhere (a click on the felt) keeps them too: Cancel is the primary button
    click(app, next(w for w in scene.widgets if w.label == "Reset statistics").rect.center)
    click(app, (5, 5))
    assert not any(w.focused for w in scene.widgets)
    post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    step(app)
    assert not scene.confirming and stats.game(stats.load()[0], ONE)["played"] == 1
    click(app, next(w for w in scene.widgets if w.label == "Reset statistics").rect.center)
    click(app, next(w for w in scene.widgets if w.label == "Reset everything").rect.center)
    assert stats.game(stats.load()[0], ONE) == stats.blank() == stats.game(scene.data, ONE)
    click(app, next(w for w in scene.widgets if w.label == "Done").rect.center)
    assert app.scenes.top.name == "title"
    app.close()


def test_a_damaged_file_is_reported_on_the_statistics_screen(home):
    from tabletop.ui.screens.stats import StatsScene
    stats.path().parent.mkdir(parents=True, exist_ok=True)
    stats.path().write_text("garbage")
    app = make_app()
    toasts = []
    app.toast = lambda text, secs=3.0: toasts.append(text)
    app.scenes.push(StatsScene(app))
    step(app)
    assert toasts and "not valid JSON" in toasts[0] and "stats.json.bad-1" in toasts[0]
    app.close()


def test_a_second_window_cannot_reset_the_statistics(home):
    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.ui.screens.stats import StatsScene
    stats.record(TWO, _seats(["easy"]), [0], 2)
    app = App(size=(1280, 720), settings=dict(S.defaults(), sound=False), save=False)
    app.scenes.push(StatsScene(app))
    step(app)
    reset = next(w for w in app.scenes.top.widgets if w.label == "Reset statistics")
    assert not reset.enabled
    click(app, reset.rect.center)
    assert not app.scenes.top.confirming and stats.game(stats.load()[0], TWO)["played"] == 1
    app.close()


def test_a_file_that_cannot_be_read_now_is_left_in_place(home):
    p = stats.path()
    p.mkdir(parents=True)   # a folder where the file should be: reading it fails as a disk error would
    notice = stats.record(TWO, _seats(["easy"]), [0], 2)
    assert "left as it is" in notice and "unreadable" in notice
    assert p.is_dir() and not list(p.parent.glob("stats.json.bad-*"))
    assert "left as it is" in stats.reset()


def test_the_win_rate_says_0_and_100_only_when_it_is():
    from tabletop.ui.screens.stats import share
    assert [share(*x) for x in ((0, 0), (1, 201), (199, 200), (0, 3), (3, 3), (3, 5))] == \
        ["–", "1 of 201 (1%)", "199 of 200 (99%)", "0 of 3 (0%)", "3 of 3 (100%)", "3 of 5 (60%)"]

