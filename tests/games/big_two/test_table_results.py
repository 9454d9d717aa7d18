"""BIG TWO's round result in team play: the winning team, who went out, the teams' penalties, a tie (split from
tests/test_ui_results.py)."""

import pygame

from tabletop.rules.loader import load_game
from tests.test_ui_driver import home  # noqa: F401


def _team_round_result(monkeypatch, fill: dict):
    """BIG TWO team play: seat 0 goes out with the others holding `fill` cards; the round result screen
    drawn, with every text it drew as (text, colour), and the seats' names."""
    from tabletop.ui.core import gfx
    from tabletop.ui.screens import overlays
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.big_two.helpers import Scene
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
