"""A saved match with an illegal action resumes up to the last good one, with a notice naming how many
moves were dropped; the damaged save is kept as autosave.json.bad-<n> and rewritten (issue 29, defect 7:
one illegal action lost the whole match)."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.persist import autosave
from tabletop.rules.loader import available_games, load_game
from tabletop.ui.table.session import default_seats
from tests.test_ui_driver import home, make_app, step  # noqa: F401

GAMES = available_games()


def _moves(game, players, n, seed=5):
    st = game.new_state(seed, players, {})
    acts = []
    for i in range(n):
        legal = game.legal_actions(st)
        a = legal[i % len(legal)]
        game.apply(st, a)
        acts.append(a)
    return acts


def _save(game_id, actions, bad_at):
    g = load_game(game_id)
    n = g.min_players
    good = _moves(g, n, len(actions))
    rec = autosave.record(game_id, default_seats(n, 1), g.resolve_options({}, n), 5, good)
    rec["actions"].insert(bad_at, [0, "play", [9999]])   # no card 9999 in any game
    p = autosave.path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(rec))
    return rec, good, p


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("bad_at", [0, 4, 8])
def test_a_save_with_an_illegal_move_resumes_before_it(home, game_id, bad_at):
    from tabletop.ui.screens.title import TitleScene
    rec, good, p = _save(game_id, range(8), bad_at)
    original = p.read_text()
    app = make_app()
    title = TitleScene(app)
    app.scenes.push(title)
    step(app)
    title.resume_game()
    table = app.scenes.top
    assert table.name == "table" and table.session.actions == good[:bad_at]   # (before the AI seats move on)
    dropped = 9 - bad_at
    notice = (f"The saved game's move {bad_at + 1} is refused by the rules (")
    toast = next(t[0] for t in app.toasts if t[0].startswith(notice))
    assert f"the match resumes before it, {dropped} move{'s' if dropped != 1 else ''} dropped (the old save is " \
           f"kept as autosave.json.bad-1 in {p.parent})." in toast
    assert (p.parent / "autosave.json.bad-1").read_text() == original
    again, notice = autosave.load()   # the save holds what replays: nothing dropped next time
    assert notice is None and again["actions_parsed"] == good[:bad_at]
    step(app, 5)
    assert app.scenes.top is table
    app.close()


def test_a_move_the_rules_fail_on_is_dropped_like_a_refused_one(home, monkeypatch):
    """A move whose handler fails half-way (a bug) leaves no half-made state: the match is rebuilt without it."""
    from tabletop.ui.table.session import Session
    game = load_game(GAMES[0])
    good = _moves(game, game.min_players, 6)
    rec = autosave.record(game.id, default_seats(game.min_players, 1), game.resolve_options({}, game.min_players),
                          5, good)
    kind = good[3].kind
    real = game.handlers[kind]
    calls = []

    def fails_on_the_fourth(g, st, a, events):
        calls.append(a)
        if a == good[3] and len(calls) == sum(1 for x in good[:4] if x.kind == kind):
            st.moves += 1000   # half-way through
            raise IndexError("tuple index out of range")
        return real(g, st, a, events)
    monkeypatch.setitem(game.handlers, kind, fails_on_the_fourth)
    rec["actions_parsed"] = [Action.from_json(x) for x in rec["actions"]]
    s = Session.resume(game, rec, save=False)
    monkeypatch.setitem(game.handlers, kind, real)
    assert s.actions == good[:3] and s.dropped.first == 3 and s.dropped.count == 3
    assert "IndexError" in s.dropped.reason
    st = game.new_state(5, game.min_players, game.resolve_options({}, game.min_players))
    for a in good[:3]:
        game.apply(st, a)
    assert s.st.to_json() == st.to_json()
