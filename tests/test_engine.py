"""Generic engine behaviour on a tiny test game: determinism, JSON, views, determinize, errors."""

import json
import subprocess
import sys

import pytest

from tabletop.engine import Action, IllegalAction, State
from tabletop.engine.actions import SYSTEM
from tabletop.engine.rng import Rng
from tabletop.tools.sim import random_playout, replay, outcome
from tests.pick import GAMES, first
from tests.toy_game import make


def all_cards(st):
    out = []
    for z in st.zones.values():
        if z and isinstance(z[0], list):
            for h in z:
                out.extend(h)
        else:
            out.extend(z)
    return sorted(out)


def test_engine_and_rules_never_import_pygame():
    code = ("import sys, tabletop.engine, tabletop.rules.loader, tabletop.games, tabletop.tools.sim, tabletop.tools.cli;"
            "from tabletop.rules.loader import available_games, load_game;"
            "[load_game(g) for g in available_games()];"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_same_seed_same_states_and_events():
    g = make()
    runs = []
    for _ in range(2):
        st = g.new_state(42, 3)
        trace = [st.to_json()]
        pick = Rng(5)
        while st.phase != "match_over":
            legal = g.legal_actions(st)
            ev = g.apply(st, legal[pick.randbelow(len(legal))])
            trace.append(json.dumps(ev, sort_keys=True) + st.to_json())
        runs.append(trace)
    assert runs[0] == runs[1]
    assert g.new_state(43, 3).to_json() != g.new_state(42, 3).to_json()


def test_json_round_trip_and_clone_are_exact():
    g = make()
    st = g.new_state(7, 4)
    pick = Rng(1)
    for _ in range(30):
        if st.phase == "match_over":
            break
        legal = g.legal_actions(st)
        g.apply(st, legal[pick.randbelow(len(legal))])
        back = State.from_json(st.to_json())
        assert back == st and back.to_json() == st.to_json()
        c = st.clone()
        assert c == st
        c.zones["hand"][0].append(999)
        c.vars["x"] = 1
        assert c != st


def test_every_card_in_exactly_one_zone_through_a_match():
    g = make()
    for seed in range(20):
        st = g.new_state(seed, 2 + seed % 3)
        pick = Rng(seed)
        while st.phase != "match_over":
            legal = g.legal_actions(st)
            g.apply(st, legal[pick.randbelow(len(legal))])
            assert all_cards(st) == list(range(12))
        assert max(st.scores) == 2


def test_illegal_actions_are_refused_with_a_reason():
    g = make()
    st = g.new_state(3, 2)
    other = (st.current + 1) % 2
    with pytest.raises(IllegalAction, match="not player"):
        g.apply(st, Action(other, "draw"))
    with pytest.raises(IllegalAction, match="no move called"):
        g.apply(st, Action(st.current, "fly"))
    with pytest.raises(IllegalAction):
        g.apply(st, Action(st.current, "play", (999,)))
    with pytest.raises(IllegalAction):
        g.apply(st, ("draw",))
    before = st.to_json()
    for odd in (Action(str(st.current), "draw"), Action(None, "draw"), Action(st.current, "draw", [])):
        with pytest.raises(IllegalAction, match="not an action"):   # was a TypeError in a game's reason hook
            g.apply(st, odd)
    with pytest.raises(IllegalAction):
        g.apply(st, Action(SYSTEM, "next_round"))
    assert st.to_json() == before  # a refused action changes nothing


def _look_alike(x):
    """`x` with every int as a float and every tuple's items likewise (5.0 == 5, but it is not 5)."""
    if isinstance(x, tuple):
        return tuple(_look_alike(y) for y in x)
    return float(x) if type(x) is int else x


def _deepest(actions):
    """The action whose arguments hold the most numbers (nested tuples count each of theirs)."""
    def numbers(x):
        return sum(numbers(y) for y in x) if isinstance(x, tuple) else int(type(x) is int)
    return max(actions, key=lambda a: (numbers(a.args), -actions.index(a)))


@pytest.mark.parametrize("gid", GAMES)
def test_an_action_with_look_alike_arguments_is_applied_as_the_listed_one(gid):
    """5.0 == 5 and True == 1: a hand-edited log or save may carry them; the handler gets the listed action."""
    from tabletop.rules.loader import load_game
    g = load_game(gid)
    st = g.new_state(1, g.min_players)
    pick = Rng(1)
    for _ in range(40):   # a position whose moves carry nested arguments, where the game has them
        legal = g.legal_actions(st)
        if any(isinstance(x, tuple) for a in legal for x in a.args) or st.phase != "play":
            break
        g.apply(st, legal[pick.randbelow(len(legal))])
    if st.phase != "play":
        st = g.new_state(1, g.min_players)
    a = _deepest(g.legal_actions(st))
    twin = st.clone()
    look = Action(float(a.seat), a.kind, _look_alike(a.args))
    assert look == a and look.args is not a.args
    assert g.apply(twin, look) == g.apply(st, a)
    assert twin == st and json.dumps(twin.to_json()) == json.dumps(st.to_json())


def test_round_over_then_next_round_rotates_dealer():
    g = make()
    st = g.new_state(11, 3)
    pick = Rng(2)
    while st.phase == "play":
        legal = g.legal_actions(st)
        g.apply(st, legal[pick.randbelow(len(legal))])
    assert st.phase == "round_over"
    assert g.legal_actions(st) == [Action(SYSTEM, "next_round")]
    dealer = st.dealer
    ev = g.apply(st, Action(SYSTEM, "next_round"))
    assert st.round == 2 and st.dealer == (dealer + 1) % 3 and st.phase == "play"
    assert ev[0]["type"] == "round_start"
    assert all_cards(st) == list(range(12))


def test_view_shows_only_what_a_seat_may_know():
    g = make()
    st = g.new_state(5, 3)
    v = g.view(st, 1)
    assert v["zones"]["hand"] == st.zones["hand"][1]
    assert v["counts"]["hand"] == [2, 2, 2]
    assert "draw" not in v["zones"] and v["counts"]["draw"] == len(st.zones["draw"])
    text = json.dumps(v)
    assert "rng" not in v and str(st.rng) not in text
    for s in (0, 2):
        for c in st.zones["hand"][s]:
            assert c not in v["zones"]["hand"]


def test_determinize_is_consistent_and_keeps_known_cards():
    g = make()
    st = g.new_state(9, 3)
    from tabletop.engine.flow import reveal
    reveal(st, 0, 2, [st.zones["hand"][2][0]])
    v = g.view(st, 0)
    for seed in range(10):
        d = g.determinize(v, seed)
        assert all_cards(d) == list(range(12))
        assert d.zones["hand"][0] == st.zones["hand"][0]
        assert d.zones["pile"] == st.zones["pile"]
        assert [len(h) for h in d.zones["hand"]] == [len(h) for h in st.zones["hand"]]
        assert st.zones["hand"][2][0] in d.zones["hand"][2]
        assert d.rng != st.rng
        assert g.legal_actions(d, d.current)  # playable


def test_redact_hides_cards_moving_between_unseen_zones():
    g = make()
    st = g.new_state(4, 2)
    p = st.current
    ev = g.apply(st, Action(p, "draw"))
    moves = [e for e in ev if e["type"] == "move"]
    assert moves and moves[0]["card"] >= 0
    assert g.redact(ev, p)[0]["card"] >= 0
    assert g.redact(ev, 1 - p)[0]["card"] == -1
    assert g.redact(ev, None)[0]["card"] == -1


def test_playout_log_replays_to_the_same_outcome():
    g = make()
    st, actions = random_playout(g, 21, 3, {"target": 3}, match=True)
    again = replay(g, 21, 3, g.resolve_options({"target": 3}), [Action.from_json(json.loads(json.dumps(a.to_json()))) for a in actions])
    assert outcome(again) == outcome(st) and again == st


def test_options_are_resolved_and_checked():
    g = make()
    assert g.resolve_options({}) == {"target": 2}
    assert g.resolve_options({"target": "5"}) == {"target": 5}
    with pytest.raises(ValueError, match="unknown option speed.*allowed: target"):
        g.resolve_options({"speed": 1})
    with pytest.raises(ValueError, match="between 1 and 9"):
        g.resolve_options({"target": 10})
    with pytest.raises(ValueError, match="takes 2 to 4 players"):
        g.new_state(1, 5)


def test_a_choice_option_takes_its_own_values_not_look_alikes():
    from tabletop.rules.loader import load_game
    gid = first("with a choice option of numbers", lambda g: any(
        o["type"] == "choice" and any(type(c) is int for c in o["choices"]) for o in g.options_spec.values()))
    g = load_game(gid)
    name, o = next((n, o) for n, o in g.options_spec.items()
                   if o["type"] == "choice" and any(type(c) is int for c in o["choices"]))
    players = next(n for n in range(g.min_players, g.max_players + 1)
                   if any(_resolves(g, {name: c}, n) for c in o["choices"] if type(c) is int and c != 1))
    v = next(c for c in o["choices"] if type(c) is int and c != 1 and _resolves(g, {name: c}, players))
    assert g.resolve_options({name: str(v)}, players)[name] == v
    for odd in (float(v), True):
        with pytest.raises(ValueError, match=f"option {name} must be one of"):
            g.resolve_options({name: odd}, players)


def _resolves(g, opts, players) -> bool:
    try:
        g.resolve_options(opts, players)
    except ValueError:
        return False
    return True


def test_action_json_round_trip_nested_args():
    a = Action(2, "play", ((12, 52), ((3, 0),)))
    data = json.loads(json.dumps(a.to_json()))
    assert data == [2, "play", [[12, 52], [[3, 0]]]]
    assert Action.from_json(data) == a
    with pytest.raises(ValueError):
        Action.from_json({"seat": 1})
