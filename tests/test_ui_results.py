"""The round and match result screens: who is listed first, and whether points are shown at all."""

import re

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.tools.sim import random_playout
from tabletop.ui.screens.overlays import keeps_score, match_title, standings
from tests.pick import GAMES, every, first, score_switch, table as table_of, takes
from tests.test_ui_driver import home  # noqa: F401


def _one_round(g, players: int) -> bool:
    return g.single_round(g.resolve_options({}, players), players)


def test_a_single_round_match_lists_its_winner_first_and_no_points():
    game = load_game(first("for three, whose match is one round", lambda g: takes(3)(g) and _one_round(g, 3)))
    st, _ = random_playout(game, 3, 3, match=True)
    assert st.phase == "match_over" and st.scores == [0, 0, 0]
    (w,) = st.result["match_winners"]
    assert not keeps_score(game, game.view(st, 0))
    ranks = standings(game.view(st, 0))
    assert ranks[0] == (1, w)
    assert [r for r, _ in ranks[1:]] == [2, 2]  # the others tie on no points


@pytest.mark.parametrize("gid", every(lambda g: takes(4)(g) and not _one_round(g, 4)))
def test_a_scored_match_ranks_by_score_with_shared_ranks(gid):
    game = load_game(gid)
    st, _ = random_playout(game, 5, 4, match=True)
    assert keeps_score(game, game.view(st, 0))
    ranks = standings(game.view(st, 0))
    seats = [i for _, i in ranks]
    assert [st.scores[i] for i in seats] == sorted(st.scores, reverse=True)
    assert set(seats[:len(st.result["match_winners"])]) == set(st.result["match_winners"])


def test_equal_scores_share_a_rank_and_penalty_scores_keep_the_highest_first():
    st = dict(players=4, scores=[-40, -12, -105, -12],
              result={"match_winners": [1, 3], "deltas": [-5, 0, -30, 0]}, options={})
    assert keeps_score(load_game(first("for four, scored", lambda g: takes(4)(g) and not _one_round(g, 4))), st)
    switch = load_game(first("for four, scored or not by an option", lambda g: takes(4)(g) and score_switch(g, 4)))
    name = score_switch(switch, 4)
    on, off = (dict(players=4, options=switch.resolve_options({name: v}, 4)) for v in (True, False))
    assert keeps_score(switch, on) != keeps_score(switch, off)
    assert keeps_score(switch, on if not switch.single_round(on["options"], 4) else off)
    assert standings(st) == [(1, 1), (1, 3), (3, 0), (4, 2)]


def test_the_match_title_agrees_with_its_winners():
    assert match_title(["Ann"]) == "Ann wins the match!"
    assert match_title(["You"], you=True) == "You win the match!"
    assert match_title(["Ann", "Ben"]) == "Ann and Ben win the match!"
    assert match_title(["Ann", "Ben", "Cy"]) == "Ann, Ben and Cy win the match!"   # was "Ann and Ben and Cy"


def test_a_match_without_scoring_shows_no_points_on_the_round_result(home, monkeypatch):
    """Nothing is scored without the scoring option: the round result said "Points in the other hands:
    1267" above a list of names; with scoring on it still says it."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    game = load_game(first("for three, scored or not by an option", lambda g: takes(3)(g) and score_switch(g, 3)))
    name = score_switch(game, 3)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    for on in (False, True):
        scoring = not game.single_round(game.resolve_options({name: on}, 3), 3)
        sess = Session(game, default_seats(3, 1), {name: on}, 3, save=False)
        sess.st, _ = random_playout(game, 3, 3, {name: on})
        assert sess.st.phase in ("round_over", "match_over") and "points" in sess.st.result
        app = make_app()
        table = TableScene(app, sess, threaded=False)
        monkeypatch.setattr(gfx, "blit_text", spy)
        drawn.clear()
        scene = overlays.RoundResultScene(app, table)
        scene.layout(app.size)
        scene.draw(pygame.Surface(app.size))
        monkeypatch.setattr(gfx, "blit_text", real)
        assert any(t.startswith("Points in the other hands") for t in drawn) == scoring, (scoring, drawn)
        app.close()


def test_names_and_verbs_agree_for_the_lone_human_and_for_named_seats():
    from tabletop.ui.table.session import YOU, agrees, says

    assert [says(YOU, v) for v in ("lead", "go", "have")] == ["You lead", "You go", "You have"]
    assert [says("Chen", v) for v in ("lead", "go", "have", "pass", "win")] == \
        ["Chen leads", "Chen goes", "Chen has", "Chen passes", "Chen wins"]
    assert agrees("Ada", "use") == "uses" and agrees(YOU, "use") == "use"


@pytest.mark.parametrize("gid", every(lambda g: takes(3)(g) and not _one_round(g, 3)))
def test_the_results_count_in_the_games_own_units(home, monkeypatch, gid):
    """A match of round wins (two, say): its result screens say "Wins" and "2 wins", not "pts". Each game's
    result screens head their columns and count its scores in its own words (its table's RESULT_HEADS and
    SCORE_UNITS), and never in another game's."""
    import pygame

    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    game = load_game(gid)
    ui = table_of(game)
    (one, many), heads = ui.SCORE_UNITS, ui.RESULT_HEADS
    want = set(heads) | {f"2 {many}", f"1 {one}"}
    other_heads = {h for g in GAMES for h in table_of(g).RESULT_HEADS} - set(heads)   # another game's words
    other_units = {u for g in GAMES for u in table_of(g).SCORE_UNITS} - {one, many}
    sess = Session(game, default_seats(3, 1), {}, 3, save=False)
    st, _ = random_playout(game, 3, 3, match=True)
    st.scores = [2, 1, 0]
    sess.st = st
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    monkeypatch.setattr(gfx, "blit_text", spy)
    drawn.clear()
    for scene in (overlays.RoundResultScene(app, table), overlays.MatchResultScene(app, table)):
        scene.layout(app.size)
        scene.draw(pygame.Surface(app.size))
    monkeypatch.setattr(gfx, "blit_text", real)
    assert want <= set(drawn), (gid, drawn)
    assert not [t for t in drawn if t in other_heads], (gid, other_heads, drawn)
    assert not [t for t in drawn for u in other_units if re.search(rf"\d {re.escape(u)}\b", t)], (gid, drawn)
    app.close()


def test_the_match_result_fits_eight_players_in_the_smallest_window(home):
    """Standings, the rounds line and the button do not overlap, and all stay in the window, for 2 to 8
    players at 960x540 and 1280x720 (with 8 players the button sat on the last rows)."""
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    game = load_game(max(GAMES, key=lambda g: load_game(g).max_players))   # the biggest table
    for size in ((960, 540), (1280, 720)):
        for n in sorted({game.min_players, 4, game.max_players, min(8, game.max_players)} & set(
                range(game.min_players, game.max_players + 1))):
            app = make_app(size=size)
            table = TableScene(app, Session(game, default_seats(n, 1), {}, 3, save=False), threaded=False)
            scene = overlays.MatchResultScene(app, table)
            box, row, button = scene.geometry(size)
            rounds_line = pygame.Rect(box.x, box.bottom + 8, box.w, 24)
            screen = pygame.Rect((0, 0), size)
            assert screen.contains(box) and screen.contains(button) and screen.contains(rounds_line)
            assert not button.colliderect(rounds_line) and not button.colliderect(box), (size, n)
            assert row >= 28 and box.top > int(size[1] * 0.14) + 40
            app.close()
