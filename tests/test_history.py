"""The history of finished matches: the last 50 kept in the user data folder, a damaged file set aside
with a notice (nothing else lost), browsed from the title, any round opened in the review."""

import json

import pytest

from tabletop.persist import history, stats
from tabletop.rules.loader import load_game
from tabletop.tools.sim import random_playout
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES, multi_round_options
from tests.test_ui_driver import click, home, make_app, step  # noqa: F401


def _entry(k):
    return history.entry("g", default_seats(2, 1), {}, k, [], {"match_winners": [0]}, 1, [0, 0])


def test_the_last_fifty_are_kept_newest_last(home):
    for k in range(55):
        assert history.add(_entry(k)) is None
    data, notice = history.load()
    assert notice is None and [m["seed"] for m in data["matches"]] == list(range(5, 55))


@pytest.mark.parametrize("damage", ["{not json", json.dumps({"version": 1, "matches": [{"game": 3}]})])
def test_a_damaged_history_is_set_aside_and_nothing_else_is_lost(home, damage):
    stats.record("g", default_seats(2, 1), [0], 1)
    before = stats.path().read_text()
    history.add(_entry(1))
    history.path().write_text(damage)
    data, notice = history.load()
    assert data["matches"] == [] and "history.json.bad-1" in notice
    assert (history.path().parent / "history.json.bad-1").read_text() == damage   # kept, not lost
    assert stats.path().read_text() == before
    assert history.add(_entry(2)) is None
    assert [m["seed"] for m in history.load()[0]["matches"]] == [2]


@pytest.mark.parametrize("gid", GAMES)
def test_a_finished_match_is_listed_from_the_title_and_any_round_reviewed(home, gid):
    game = load_game(gid)
    n = min(4, game.max_players)
    opts = multi_round_options(game, n)
    st, actions = random_playout(game, 4, n, opts, match=True)
    sess = Session(game, default_seats(n, 1), opts, 4, save=True)
    for a in actions:
        sess.apply(a)
    assert sess.st.phase == "match_over"
    (m,) = history.load()[0]["matches"]
    assert m["rounds"] == st.round and m["seed"] == 4 and not m["takeback"]
    app = make_app(size=(960, 540))
    from tabletop.ui.core.scene import make
    app.scenes.push(make("title", app))
    step(app)
    click(app, next(w for w in app.scenes.top.widgets if w.label == "History").rect.center)
    hs = app.scenes.top
    assert hs.name == "history" and len(hs.matches) == 1
    assert game.name.split()[0].lower() in hs.widgets[0].label.lower()
    last = st.round
    while not any(w.label == str(last) for w in hs.widgets):   # a long match: its rounds a page at a time
        click(app, next(w for w in hs.widgets if w.label == "»").rect.center)
    click(app, next(w for w in hs.widgets if w.label == str(last)).rect.center)
    rv = app.scenes.top
    assert rv.name == "review" and rv.replay.round == last
    assert rv.replay.states[0].round == last and rv.replay.states[-1].zones == st.zones
    step(app)
    app.close()
