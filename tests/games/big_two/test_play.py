"""BIG TWO: random-playout invariants for every option, replay, views, determinization, matches,
options and config errors."""

import copy
import json
import subprocess
import sys

import pytest

from tabletop.engine.actions import SYSTEM, Action
from tabletop.engine.rng import Rng
from tabletop.engine.state import State
from tabletop.rules.loader import build_game
from tabletop.tools.sim import random_playout, replay
from tests.configs import bad, raw
from tests.playout import checked_legal
from tests.games.big_two.helpers import C, G, Scene, all_cards_once

STAGES = ["stage1_mighty_two", "stage2_dragons", "stage3_bombs", "stage4_fair_start", "stage5_transforming_dragon"]
OPTION_SETS = ([None] + [{s: True} for s in STAGES] + [{"expert": 5}, {"expert": 3, "stack_trigger_types": True},
                                                         {"expert": 4, "dragon_fair_value": 0}])
TEAM_SETS = [{"team": True}, {"team": True, "expert": 5}]


def candidates(st):
    """A spread of actions, legal or not, to probe the refusal path."""
    out = [Action(0, "fly")]
    for s in range(st.players):
        h = st.zones["hand"][s]
        out += [Action(s, "pass"), Action(s, "keep"), Action(s, "redeal")]
        out += [Action(s, "play", ((c,), ())) for c in h[:3]]
        if len(h) >= 2:
            out += [Action(s, "play", ((h[0], h[-1]), ())), Action(s, "play", ((h[-1], h[0]), ()))]
        if len(h) >= 4:
            out.append(Action(s, "play", (tuple(h[:4]), ())))
        if len(h) >= 5:
            out.append(Action(s, "play", (tuple(h[-5:]), ())))
        out.append(Action(s, "play", ((h[0], 53), (("9", "blue"),))))
    played = st.zones["played"] + st.zones["trick"]
    if played:
        out.append(Action(st.current, "play", ((played[0],), ())))
    out.append(Action(st.current, "play", (1, 2)))
    return out


def check_view(st, seat):
    v = G.view(st, seat)
    assert "rng" not in v and "aside" not in v["zones"] and v["counts"]["aside"] == len(st.zones["aside"])
    assert v["zones"]["hand"] == st.zones["hand"][seat]
    assert v["counts"]["hand"] == [len(h) for h in st.zones["hand"]]  # every count is public
    assert v["zones"]["played"] == st.zones["played"] and v["zones"]["trick"] == st.zones["trick"]
    others = {c for s, h in enumerate(st.zones["hand"]) if s != seat for c in h}
    text = json.dumps(v)
    assert not others & set(v["zones"]["hand"])
    json.loads(text)
    return v


def run_deal(seed, players, opts, probe=True):
    st = G.new_state(seed, players, opts)
    pick = Rng(seed)
    log = []
    while st.phase == "play":
        legal = checked_legal(G, st, len(log), candidates, check_view, 7 if probe else 0, 5)
        a = legal[pick.randbelow(len(legal))]
        G.apply(st, a)
        log.append(a)
        assert all_cards_once(st), (seed, a)
        assert all(h == sorted(h) for h in st.zones["hand"])
        assert len(log) < 2000
    return st, log


def _params():
    out = [(p, o) for p in (3, 4) for o in OPTION_SETS]
    return out + [(4, o) for o in TEAM_SETS]


@pytest.mark.parametrize("players,opts", _params())
def test_random_deals_keep_invariants(players, opts):
    for seed in range(6):
        st, log = run_deal(seed, players, opts)
        out, d = st.result["went_out"], st.result["deltas"]
        assert not st.zones["hand"][out] and st.result["penalties"][out] == 0
        assert sum(d) == 0 and sum(st.scores) == 0
        if not (opts or {}).get("team"):
            assert st.result["winners"] == [out] and d[out] == sum(st.result["penalties"]) > 0
        else:  # the team that gains wins the deal, partners opposite; nobody on a tie
            assert st.result["winners"] == [s for s in range(4) if d[s] > 0]
            assert st.result["winners"] in ([0, 2], [1, 3], []) and (st.result["winners"] != []) == any(d)
        again = replay(G, seed, players, opts, [Action.from_json(json.loads(json.dumps(x.to_json()))) for x in log])
        assert again.to_json() == st.to_json()


@pytest.mark.parametrize("players,opts", _params())
def test_playouts_are_deterministic(players, opts):
    a, la = random_playout(G, 5, players, opts)
    b, lb = random_playout(G, 5, players, opts)
    assert la == lb and a.to_json() == b.to_json()


@pytest.mark.parametrize("players,opts", [(3, None), (4, None), (4, {"expert": 5}), (3, {"expert": 2}),
                                          (4, {"team": True, "expert": 3})])
def test_whole_matches_end(players, opts):
    opts = dict(opts or {}, end_score=30)
    for seed in range(3):
        st, acts = random_playout(G, seed, players, opts, match=True)
        assert st.phase == "match_over" and sum(st.scores) == 0
        best = max(st.scores)
        assert st.result["match_winners"] == [i for i, x in enumerate(st.scores) if x == best]
        if opts.get("team"):
            assert best > 30 and st.scores[0] == st.scores[2] and st.scores[1] == st.scores[3]
        else:
            assert min(st.scores) < -30


def test_default_match_end_limits():
    from tabletop.games.big_two.rules import end_limit
    opts = G.resolve_options({}, 4)
    assert end_limit(G, opts) == 100
    assert end_limit(G, dict(opts, expert=1)) == 200
    assert end_limit(G, dict(opts, stage3_bombs=True)) == 200
    assert end_limit(G, dict(opts, team=True)) == 200
    assert end_limit(G, dict(opts, end_score=50)) == 50


@pytest.mark.parametrize("players,opts", [(4, None), (3, None), (4, {"expert": 5}), (3, {"expert": 5})])
def test_determinize_is_consistent_with_the_view(players, opts):
    for seed in range(25):
        st = G.new_state(seed, players, opts)
        pick = Rng(seed + 100)
        for _ in range(pick.randbelow(25)):
            if st.phase != "play":
                break
            legal = G.legal_actions(st)
            G.apply(st, legal[pick.randbelow(len(legal))])
        if st.phase != "play":
            continue
        for seat in range(players):
            d = G.determinize(G.view(st, seat), seed)
            assert all_cards_once(d) and d.zones["hand"][seat] == st.zones["hand"][seat]
            assert [len(h) for h in d.zones["hand"]] == [len(h) for h in st.zones["hand"]]
            assert len(d.zones["aside"]) == len(st.zones["aside"])
            assert all(c in d.zones["aside"] for c in range(st.vars["opener"]))  # never dealt
            if any(a.seat == seat for a in G.legal_actions(st)):
                assert set(G.legal_actions(d, seat)) == set(G.legal_actions(st, seat))
            assert G.legal_actions(d)  # the whole table can act in the sample


def test_determinize_puts_the_opening_card_with_the_opener():
    for seed in range(40):
        st = G.new_state(seed, 3)
        seat = (st.current + 1) % 3
        d = G.determinize(G.view(st, seat), seed + 1)
        assert st.vars["must"] in d.zones["hand"][d.current]
        assert all(st.vars["must"] in a.args[0] for a in G.legal_actions(d))


def test_deal_is_hidden_in_redacted_events():
    sc = Scene(options={"expert": 4})
    sc.setup({0: ["3g", "4y", "5r", "6p", "7g", "8y", "9r", "10p", "3y", "4r", "5p", "Jg", "Jy"]})
    sc.st.pending = {"type": "fair_start", "seat": 0, "left": 4}
    ev = sc.act(0, "redeal")
    for seat in range(4):
        for e in G.redact(ev, seat):
            if e["type"] == "move":
                mine = e["dst"] == f"hand:{seat}"
                assert (e["card"] >= 0) == mine
    play = Scene().setup({0: ["3g", "5y"]}).play(0, ["3g"])
    assert all(e["card"] >= 0 for e in G.redact(play, 2) if e["type"] == "move")  # played cards are public


def test_bad_options():
    with pytest.raises(ValueError, match=r"^Team play needs exactly 4 players \(2 against 2\), not 3$"):
        G.new_state(1, 3, {"team": True})
    with pytest.raises(ValueError, match="expert must be between 0 and 5"):
        G.new_state(1, 4, {"expert": 6})
    assert G.resolve_options({"team": True}) == dict(G.resolve_options({}), team=True)


def test_options_are_recorded_in_simulation_logs(tmp_path):
    log = tmp_path / "b2.jsonl"
    r = subprocess.run([sys.executable, "-m", "tabletop", "simulate", "--game", "big_two", "--players", "4",
                        "--games", "3", "--seed", "2", "--option", "expert=5", "--option", "team",
                        "--log", str(log)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    recs = [json.loads(x) for x in log.read_text().splitlines()]
    assert all(rec["options"]["expert"] == 5 and rec["options"]["team"] is True for rec in recs)
    r = subprocess.run([sys.executable, "-m", "tabletop", "replay", str(log)], capture_output=True, text=True)
    assert r.returncode == 0 and "3 identical, 0 different" in r.stdout


# -- malformed configs -------------------------------------------------------------------------
def _bad(fn):
    return bad("big_two.yaml", fn)


def test_shipped_config_loads():
    g = build_game(raw("big_two.yaml"), "big_two.yaml")
    assert g.n_cards == 54 and [g.card_name(c) for c in (0, 51, 52, 53)] == [
        "Green 3", "Purple 2", "Black-and-white dragon", "Colour dragon"]


def test_cards_out_of_order():
    def swap(c):
        cards = c["deck"]["cards"]
        cards[0], cards[1] = cards[1], cards[0]
    e = _bad(swap)
    assert e.key == "deck.cards (card 0)" and "expected green 3" in e.reason


def test_rank_order_is_fixed():
    e = _bad(lambda c: c["rules"].update(ranks=["2"] + c["rules"]["ranks"][:-1]))
    assert e.key == "rules.ranks" and "fixed by the rulebook" in e.reason


def test_penalty_brackets_checked():
    e = _bad(lambda c: c["scoring"]["penalty"].update({4: [[8, 1], [12, 2]]}))
    assert e.key == "scoring.penalty.4" and "reach the deal size 13" in e.reason
    e = _bad(lambda c: c["scoring"]["penalty"].update({3: [[11, "x"]]}))
    assert e.key == "scoring.penalty.3"


def test_fair_start_rank_checked():
    e = _bad(lambda c: c["rules"]["fair_start"]["values"].update({"Z": 2}))
    assert e.key == "rules.fair_start.values" and "'Z' is not a rank" in e.reason


def test_rules_key_typo():
    e = _bad(lambda c: c["rules"].update(rankz=[]))
    assert e.key == "rules.rankz" and "unknown key" in e.reason


def test_unknown_hook():
    e = _bad(lambda c: c["actions"].update(play="big_two.act_ply"))
    assert e.key == "actions.play" and "unknown hook" in e.reason


def test_dragon_card_checked():
    e = _bad(lambda c: c["deck"]["cards"][-1].update(dragon="mono"))
    assert e.key == "deck.cards (card 53)" and "colour dragon" in e.reason


def test_module_tables_are_constant():
    assert isinstance(C.SINGLE_KEY, tuple) and isinstance(C.WIN_DESC, tuple)


# -- what a view and the redacted events give away ---------------------------------------------------
def _swap_hidden(st, seat):
    """A copy of `st` in which a set-aside card changed places with a card of another seat's hand."""
    opener = st.vars["opener"]
    other = next(s for s in range(st.players) if s != seat and st.zones["hand"][s])
    x = next((c for c in st.zones["aside"] if c > opener), None)
    y = next((c for c in st.zones["hand"][other] if c != opener and c != x), None)
    if x is None or y is None:
        return None
    d = State.from_json(st.to_json())
    aside, hand = d.zones["aside"], d.zones["hand"][other]
    aside[aside.index(x)] = y
    hand[hand.index(y)] = x
    hand.sort()
    return d


@pytest.mark.parametrize("players,opts", [(3, None), (3, {"expert": 5}), (4, {"expert": 2})])
def test_view_does_not_depend_on_hidden_cards(players, opts):
    """The set-aside cards and the other hands are not in a view: swapping them changes nothing seen."""
    checked = 0
    for seed in range(12):
        st = G.new_state(seed, players, opts)
        pick = Rng(seed)
        for _ in range(pick.randbelow(20)):
            if st.phase != "play":
                break
            legal = G.legal_actions(st)
            G.apply(st, legal[pick.randbelow(len(legal))])
        if st.phase != "play":
            continue
        for seat in range(players):
            d = _swap_hidden(st, seat)
            if d is None:
                continue
            assert d.zones != st.zones and all_cards_once(d)
            assert G.view(d, seat) == G.view(st, seat)
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("players,opts", [(3, None), (4, {"expert": 5})])
def test_set_aside_cards_never_show_in_events(players, opts):
    """Over whole rounds, no redacted event (any seat, or a spectator) names a set-aside card."""
    st = G.new_state(4, players, dict(opts or {}, end_score=40))
    pick = Rng(8)
    rounds = 0
    while st.phase != "match_over" and rounds < 4:
        events = G.apply(st, Action(SYSTEM, "next_round")) if st.phase == "round_over" else []
        aside = set(st.zones["aside"])
        assert len(aside) == {3: 1, 4: 0}[players] + (2 if st.vars["dragons"] else 0)
        while st.phase == "play":
            legal = G.legal_actions(st)
            events += G.apply(st, legal[pick.randbelow(len(legal))])
        assert set(st.zones["aside"]) == aside  # nobody ever took them
        for seat in list(range(players)) + [None]:
            for e in G.redact(copy.deepcopy(events), seat):
                shown = set(e.get("cards", [])) | ({e["card"]} if isinstance(e.get("card"), int) else set())
                assert not shown & aside, (seat, e)
        rounds += 1
    assert rounds >= 2
