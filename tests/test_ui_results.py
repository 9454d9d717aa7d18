"""The round and match result screens: who is listed first, and whether points are shown at all."""

from types import SimpleNamespace

import pygame

from tabletop.rules.loader import load_game
from tabletop.tools.sim import random_playout
from tabletop.ui.screens.overlays import keeps_score, match_title, standings
from tests.test_ui_driver import home  # noqa: F401


def test_a_single_round_uno_flex_match_lists_its_winner_first_and_no_points():
    game = load_game("uno_flex")
    st, _ = random_playout(game, 3, 3, match=True)
    assert st.phase == "match_over" and st.scores == [0, 0, 0]
    (w,) = st.result["match_winners"]
    assert not keeps_score(game, st)
    ranks = standings(st)
    assert ranks[0] == (1, w)
    assert [r for r, _ in ranks[1:]] == [2, 2]  # the others tie on no points


def test_a_scored_match_ranks_by_score_with_shared_ranks():
    game = load_game("tweak")
    st, _ = random_playout(game, 5, 4, match=True)
    assert keeps_score(game, st)
    ranks = standings(st)
    seats = [i for _, i in ranks]
    assert [st.scores[i] for i in seats] == sorted(st.scores, reverse=True)
    assert set(seats[:len(st.result["match_winners"])]) == set(st.result["match_winners"])


def test_equal_scores_share_a_rank_and_penalty_scores_keep_the_highest_first():
    st = SimpleNamespace(players=4, scores=[-40, -12, -105, -12],
                         result={"match_winners": [1, 3], "deltas": [-5, 0, -30, 0]}, options={})
    assert keeps_score(load_game("big_two"), st)
    uno = load_game("uno_flex")
    assert keeps_score(uno, SimpleNamespace(players=4, options={"scoring": True})) and not keeps_score(uno, SimpleNamespace(players=4, 
        options={"scoring": False}))
    assert standings(st) == [(1, 1), (1, 3), (3, 0), (4, 2)]


def test_the_match_title_agrees_with_its_winners():
    assert match_title(["Ann"]) == "Ann wins the match!"
    assert match_title(["You"], you=True) == "You win the match!"
    assert match_title(["Ann", "Ben"]) == "Ann and Ben win the match!"
    assert match_title(["Ann", "Ben", "Cy"]) == "Ann, Ben and Cy win the match!"   # was "Ann and Ben and Cy"


def test_uno_flex_without_scoring_shows_no_points_on_the_round_result(home, monkeypatch):
    """Nothing is scored without the scoring option: the round result said "Points in the other hands:
    1267" above a list of names; with scoring on it still says it."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    game = load_game("uno_flex")
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    for scoring in (False, True):
        sess = Session(game, default_seats(3, 1), {"scoring": scoring}, 3, save=False)
        sess.st, _ = random_playout(game, 3, 3, {"scoring": scoring})
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


def test_towai_results_count_round_wins_not_points(home, monkeypatch):
    """TOWAI's match is two round wins: its result screens say "Wins" and "2 wins", not "pts"."""
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
    for gid, want, unwanted in (("towai", {"Wins", "2 wins", "1 win"}, "pts"),
                                ("tweak", {"Round", "Match"}, "Wins")):
        game = load_game(gid)
        sess = Session(game, default_seats(3, 1), {}, 3, save=False)
        st, _ = random_playout(game, 3, 3, match=True)
        if gid == "towai":
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
        assert not any(unwanted in t for t in drawn), (gid, drawn)
        app.close()


def _team_round_result(monkeypatch, fill: dict):
    """BIG TWO team play: seat 0 goes out with the others holding `fill` cards; the round result screen
    drawn, with every text it drew as (text, colour), and the seats' names."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_big_two_helpers import Scene
    from tests.test_ui_driver import make_app
    sc = Scene(options={"team": True}).setup({0: ["9g"]}, current=0, fill=fill)
    sc.play(0, ["9g"])
    sess = Session(load_game("big_two"), default_seats(4, 1), {"team": True}, 3, save=False)
    sess.st = sc.st
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, pt, pos, colour=gfx.INK, *a, **kw):
        drawn.append((s, colour))
        return real(dst, s, pt, pos, colour, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    scene = overlays.RoundResultScene(app, table)
    scene.layout(app.size)
    scene.draw(pygame.Surface(app.size))
    monkeypatch.setattr(gfx, "blit_text", real)
    app.close()
    return sc.st, drawn, [sess.name(i) for i in range(4)]


def test_big_two_team_round_result_names_the_winning_team_and_who_went_out(home, monkeypatch):
    """The rulebook's team example: the player who went out is on team A, but team A holds more penalty
    (18 to 11) and pays team B 7, so team B won the deal ("獲勝隊伍為B隊"): its players are the title and
    the gold rows, and the line under the title says who went out and the teams' penalties."""
    from tabletop.ui.core import gfx
    st, drawn, names = _team_round_result(monkeypatch, {2: 9, 1: 3, 3: 8})
    assert st.result["winners"] == [1, 3] and st.result["deltas"] == [-7, 7, -7, 7]
    texts = [t for t, _ in drawn]
    assert f"Round 1: {names[1]} and {names[3]} won" in texts, texts
    assert f"{names[0]} went out · team penalties: A 18, B 11" in texts, texts
    gold = {t for t, c in drawn if c == gfx.GOLD}
    assert names[1] in gold and names[3] in gold and names[0] not in gold and names[2] not in gold


def test_a_big_two_team_tie_shows_no_winner_and_still_its_points(home, monkeypatch):
    """Equal team penalties: nobody wins the deal and no points change hands; the screen says so and
    still shows the Round and Match columns (they used to vanish while every score was 0)."""
    st, drawn, names = _team_round_result(monkeypatch, {2: 5, 1: 2, 3: 3})
    assert st.result["winners"] == [] and st.scores == [0, 0, 0, 0]
    texts = [t for t, _ in drawn]
    assert "Round 1: no winner" in texts and {"Round", "Match"} <= set(texts) and texts.count("+0") == 4, texts
    assert "You went out · team penalties: A 5, B 5 · a tie, no points change hands" in texts, texts


def test_the_match_result_fits_eight_players_in_the_smallest_window(home):
    """Standings, the rounds line and the button do not overlap, and all stay in the window, for 2 to 8
    players at 960x540 and 1280x720 (with 8 players the button sat on the last rows)."""
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    game = load_game("uno_flex")
    for size in ((960, 540), (1280, 720)):
        for n in (2, 4, 8):
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
