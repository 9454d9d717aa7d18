"""TOWAI: random-playout invariants for 2-6 players, matches, replay, views, determinization, configs."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.tools.sim import random_playout, replay
from tests.configs import bad
from tests.playout import checked_legal
from tests.games.towai.helpers import G, all_cards_once

OPTION_SETS = [None, {"lead_must_match_state": True},
               {"reset_extra_turn_mandatory": False, "restart_lead_mandatory": False},
               {"resolve_effect_of_final_card": True, "lead_must_match_state": True}]


def candidates(st):
    """A spread of actions, legal or not, to probe the refusal path."""
    out = []
    for s in range(st.players):
        hand = st.zones["hand"][s]
        out += [Action(s, "pass"), Action(s, "stop"), Action(s, "orient", ("day",)),
                Action(s, "orient", ("dusk",)), Action(s, "play", ("x",)), Action(s, "swap", ())]
        out += [Action(s, "play", (c,)) for c in hand[:4]] + [Action(s, "swap", (c,)) for c in hand[:2]]
    if st.zones["field"]:
        out.append(Action(st.current, "play", (st.zones["field"][-1],)))
    out.append(Action(0, "fly"))
    return out


def check_view(st, seat):
    v = G.view(st, seat)
    assert "rng" not in json.dumps(v) and "draw" not in v["zones"] and v["counts"]["draw"] == len(st.zones["draw"])
    assert v["zones"]["hand"] == st.zones["hand"][seat]
    assert v["counts"]["hand"] == [len(h) for h in st.zones["hand"]]
    assert v["vars"]["side"] == st.vars["side"] and v["zones"]["field"] == st.zones["field"]
    pend = v["pending"]
    if pend:
        assert set(pend["private"]) <= {str(seat)}
    for c, holder in v["known"].items():  # what a seat knows of another hand is true
        assert int(c) in st.zones["hand"][holder]
    return v


def check_determinize(st, seat, seed):
    d = G.determinize(G.view(st, seat), seed)
    assert all_cards_once(d) and d.zones["hand"][seat] == st.zones["hand"][seat]
    assert [len(h) for h in d.zones["hand"]] == [len(h) for h in st.zones["hand"]]
    if st.vars["pool"] is not None:
        assert set(d.zones["draw"]) <= set(st.vars["pool"])
    assert set(G.legal_actions(d, seat)) == set(G.legal_actions(st, seat))
    if st.pending is None and st.vars["stage"] == "lead":  # the current player surely can play
        assert {a.kind for a in G.legal_actions(d)} == {a.kind for a in G.legal_actions(st)}
    if st.pending is None and st.vars["stage"] == "combo":  # stop is asked whether or not a card fits
        assert Action(st.current, "stop") in G.legal_actions(d)
    assert G.legal_actions(d)  # the whole sampled table can go on


def play_round(players, seed, opts):
    st = G.new_state(seed, players, opts)
    pick = Rng(seed)
    log = []
    while st.phase == "play":
        legal = checked_legal(G, st, len(log), candidates, check_view, 23, 17)
        if len(log) % 17 == 0:
            check_determinize(st, len(log) % players, seed)
        a = legal[pick.randbelow(len(legal))]
        player = st.pending["seat"] if st.pending else a.seat  # whose play it was (a Swap: who played it)
        G.apply(st, a)
        log.append(a)
        if a.kind in ("play", "swap") and st.phase == "play" and st.pending is None:
            # the turn never ends by itself after a play: the player stops, or leads again after a Reset
            assert st.current == player and st.vars["stage"] in ("combo", "orient"), (seed, a)
            if st.vars["stage"] == "combo":
                assert Action(player, "stop") in G.legal_actions(st)
        assert all_cards_once(st), (seed, a)
        assert len(log) < 20_000
    return st, log


@pytest.mark.parametrize("players", range(2, 7))
def test_random_rounds_keep_invariants(players):
    for seed in range(40 if players <= 4 else 15):
        opts = OPTION_SETS[seed % len(OPTION_SETS)]
        st, log = play_round(players, seed, opts)
        w = st.result["winners"]
        assert len(w) == 1 and not st.zones["hand"][w[0]] and st.scores[w[0]] == 1 and sum(st.scores) == 1
        assert all(st.zones["hand"][s] for s in range(players) if s != w[0])
        again = replay(G, seed, players, opts, [Action.from_json(json.loads(json.dumps(x.to_json()))) for x in log])
        assert again.to_json() == st.to_json()


@pytest.mark.parametrize("players", range(2, 7))
def test_matches_end_on_a_second_agari(players):
    for seed in range(12):
        opts = OPTION_SETS[seed % len(OPTION_SETS)]
        st, acts = random_playout(G, seed, players, opts, match=True)
        assert st.phase == "match_over"
        winner = st.result["match_winners"]
        assert len(winner) == 1 and st.scores[winner[0]] == 2 and st.result["winners"] == winner
        assert sorted(st.scores)[-2] <= 1 and sum(st.scores) == st.round
        rounds = [a for a in acts if a.kind == "next_round"]
        assert len(rounds) == st.round - 1


def test_next_round_starts_after_the_winner():
    for seed in range(8):
        st = G.new_state(seed, 4)
        pick = Rng(seed)
        while st.phase == "play":
            legal = G.legal_actions(st)
            G.apply(st, legal[pick.randbelow(len(legal))])
        w = st.result["winners"][0]
        G.apply(st, Action(-1, "next_round"))
        assert st.current == (w + 1) % 4 and {a.seat for a in G.legal_actions(st)} == {(w + 1) % 4}
        assert [len(h) for h in st.zones["hand"]] == [7] * 4 and len(st.zones["draw"]) == 32


def test_playouts_are_deterministic():
    for seed in range(3):
        a, la = random_playout(G, seed, 5, match=True)
        b, lb = random_playout(G, seed, 5, match=True)
        assert a.to_json() == b.to_json() and la == lb
    assert random_playout(G, 1, 4)[1] != random_playout(G, 2, 4)[1]


def test_swap_rounds_happen_and_reshuffles_happen():
    """The playouts reach the rarer paths: Swap picks and draw-pile rebuilds."""
    kinds, rebuilt = set(), False
    for seed in range(30):
        st, acts = random_playout(G, seed, 6)
        kinds |= {a.kind for a in acts}
        rebuilt = rebuilt or st.vars["pool"] is not None
    assert kinds == {"orient", "play", "stop", "pass", "swap"} and rebuilt


# -- malformed configs -------------------------------------------------------------------------
def _bad(fn):
    return bad("towai.yaml", fn)


def test_unknown_effect_hook():
    e = _bad(lambda c: c["rules"]["effects"].update(draw="towai.others_drew"))
    assert (e.file, e.key) == ("towai.yaml", "rules.effects.draw") and "unknown hook" in e.reason


def test_effect_hook_that_is_not_an_effect():
    e = _bad(lambda c: c["rules"]["effects"].update(swap="towai.setup"))
    assert e.key == "rules.effects.swap" and "not a TOWAI card effect" in e.reason


def test_card_effect_without_hook():
    e = _bad(lambda c: c["rules"]["effects"].pop("reset"))
    assert e.key == "rules.effects" and "'reset'" in e.reason


def test_effect_on_a_card_that_does_not_flip():
    e = _bad(lambda c: c["deck"]["cards"][0].update(effect="draw"))
    assert e.key.startswith("deck.cards") and "only Twai cards" in e.reason


def test_count_mismatch():
    e = _bad(lambda c: c["deck"]["cards"][0].update(count=3))
    assert e.key == "deck.count" and "makes 59 cards but count says 60" in e.reason


def test_rules_key_typo():
    e = _bad(lambda c: c["rules"].update(effect={}))
    assert e.key == "rules.effect" and "unknown key" in e.reason


def test_too_many_seats():
    e = _bad(lambda c: c["players"].update(max=7))
    assert e.key == "players.max" and "at most 6" in e.reason
