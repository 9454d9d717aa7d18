"""TWEAK: random-playout invariants, replay, views, redaction, determinization and whole matches."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.games.tweak.rules import effective_target
from tabletop.games.tweak.tables import tables
from tabletop.tools.sim import random_playout, replay
from tests.playout import checked_legal
from tests.games.tweak.helpers import G, all_cards_once

T = tables(G)
OPTION_SETS = [None, {"used_tweak_cards_score": False, "direction": "left"}, {"min_table_cards": 0},
               {"colour_count": 6}, {"min_table_cards": 2, "colour_orange": "out"},
               {"colour_count": 3, "colour_purple": "in", "tie_break": True}]
THRESHOLD = {2: 140, 3: 120, 4: 100, 5: 80, 6: 60}


def candidates(st):
    """A spread of actions, legal or not, to probe the refusal path."""
    out = []
    table = st.zones["table"]
    for s in range(st.players):
        hand = st.zones["hand"][s]
        for c in hand:
            out += [Action(s, "place", (c,)), Action(s, "give", (c,)), Action(s, "sum", (c, tuple(table[:2]))),
                    Action(s, "sum", (c, ()))]
        out += [Action(s, "use_thief", ((s + 1) % st.players,)), Action(s, "use_thief", (s,)),
                Action(s, "use_joker", (2,)), Action(s, "use_joker", (1,)), Action(s, "use_shifter"),
                Action(s, "use_bomb"), Action(s, "sum", (None, tuple(table))), Action(s, "sum", (hand[:2], ()))]
    deck = st.zones["deck"]
    if deck:
        out.append(Action(st.current, "place", (deck[-1],)))
    out.append(Action(0, "fly"))
    return out


def check_view(st, seat):
    v = G.view(st, seat)
    assert "deck" not in v["zones"] and "tdeck" not in v["zones"] and v["counts"]["deck"] == len(st.zones["deck"])
    assert v["zones"]["hand"] == st.zones["hand"][seat]
    assert v["counts"]["hand"] == [len(h) for h in st.zones["hand"]]
    for z in ("table", "won", "tzone", "box", "blue"):
        assert v["zones"][z] == st.zones[z]
    deck = st.zones["deck"]
    assert v["deck_top_back"] == (T.back[deck[-1]] if deck else None)
    assert v["target"] == effective_target(T, st)
    assert v["hand_backs"] == [sorted(T.back[c] for c in h) for h in st.zones["hand"]]
    json.loads(json.dumps(v))
    return v


def expected_points(events, opts) -> list:
    """Each seat's deal points recomputed from the events: captures, T! cards gained, used ones lost."""
    pts = T.points
    out: dict = {}
    for e in events:
        s = e.get("seat")
        if e["type"] == "sum":
            out[s] = out.get(s, 0) + pts[e["hand"]] + sum(pts[c] for c in e["table"])
        elif e["type"] == "tweak" and e["card"] >= 0:
            out[s] = out.get(s, 0) + pts[e["card"]]
        elif e["type"] == "use" and not opts.get("used_tweak_cards_score", True):
            out[s] = out.get(s, 0) - pts[e["card"]]
    return out


def check_event(st_before, a, evs):
    """Every capture is one card of the player's hand plus table cards adding up to the target in force."""
    for e in evs:
        if e["type"] == "sum":
            want = effective_target(T, st_before)
            total = T.value[e["hand"]] + sum(T.value[c] for c in e["table"])  # from the cards, not the event
            assert total == e["total"] == e["target"] == want, (a, e)
            assert e["hand"] in st_before.zones["hand"][e["seat"]] and e["seat"] == st_before.current
            assert set(e["table"]) <= set(st_before.zones["table"]) and len(e["table"]) >= \
                st_before.options["min_table_cards"]
            assert e["tweak"] == (len(e["table"]) == len(st_before.zones["table"]) > 0)


def play_checked(seed, players, opts):
    st = G.new_state(seed, players, opts)
    pick = Rng(seed)
    log, events = [], []
    while st.phase == "play":
        legal = checked_legal(G, st, len(log), candidates, check_view, 13, 7)
        a = legal[pick.randbelow(len(legal))]
        before = st.clone()
        evs = G.apply(st, a)
        check_event(before, a, evs)
        events.extend(evs)
        log.append(a)
        assert all_cards_once(st), (seed, a)
        assert len(log) < 2_000
    return st, log, events


@pytest.mark.parametrize("players", range(2, 7))
def test_random_playouts_keep_invariants(players):
    for seed in range(30 if players <= 4 else 20):
        opts = OPTION_SETS[seed % len(OPTION_SETS)]
        st, log, events = play_checked(seed, players, opts)
        assert st.phase == "round_over" and not st.zones["deck"] and not any(st.zones["hand"])
        deltas = st.result["deltas"]
        exp = expected_points(events, opts or {})
        assert deltas == [exp.get(s, 0) for s in range(players)]
        assert st.result["winners"] == [s for s in range(players) if deltas[s] == max(deltas)]
        assert sum(deltas) <= sum(T.points[c] for c in range(G.n_cards))
        again = replay(G, seed, players, opts, [Action.from_json(json.loads(json.dumps(x.to_json()))) for x in log])
        assert again.to_json() == st.to_json()
        st2, log2, _ = play_checked(seed, players, opts)
        assert log2 == log and st2.to_json() == st.to_json()


def test_redacted_events_hide_drawn_cards():
    st = G.new_state(5, 3)
    pick = Rng(5)
    seen_hidden = seen_own = 0
    while st.phase == "play":
        legal = G.legal_actions(st)
        evs = G.apply(st, legal[pick.randbelow(len(legal))])
        for seat in range(3):
            for e in G.redact(evs, seat):
                if e["type"] == "move" and e["src"] == "deck" and e["dst"].startswith("hand:"):
                    if e["dst"] == f"hand:{seat}":
                        assert e["card"] >= 0
                        seen_own += 1
                    else:
                        assert e["card"] == -1
                        seen_hidden += 1
                if e["type"] == "move" and e["dst"] == "table":
                    assert e["card"] >= 0  # everything that reaches the table is seen by all
    assert seen_hidden and seen_own


def _midgame(seed, players, steps):
    st = G.new_state(seed, players)
    pick = Rng(seed + 100)
    for _ in range(steps):
        if st.phase != "play":
            break
        legal = G.legal_actions(st)
        G.apply(st, legal[pick.randbelow(len(legal))])
    return st


def test_determinize_keeps_what_each_seat_knows():
    checked = 0
    for seed in range(40):
        players = 2 + seed % 5
        st = _midgame(seed, players, Rng(seed).randbelow(45))
        if st.phase != "play":
            continue
        for seat in range(players):
            v = G.view(st, seat)
            d = G.determinize(v, seed)
            assert all_cards_once(d)
            assert d.zones["hand"][seat] == st.zones["hand"][seat]
            assert [len(h) for h in d.zones["hand"]] == [len(h) for h in st.zones["hand"]]
            for z in ("table", "won", "tzone", "box", "blue"):
                assert d.zones[z] == st.zones[z]
            assert len(d.zones["deck"]) == len(st.zones["deck"])
            assert sorted(d.zones["tdeck"]) == sorted(st.zones["tdeck"])  # only T! cards are unseen T! cards
            assert all(T.is_num[c] for h in d.zones["hand"] for c in h)
            dv = G.view(d, seat)
            assert dv["deck_top_back"] == v["deck_top_back"] and dv["hand_backs"] == v["hand_backs"]
            if any(a.seat == seat for a in G.legal_actions(st)):
                assert set(G.legal_actions(d, seat)) == set(G.legal_actions(st, seat))
            legal = G.legal_actions(d)
            G.apply(d, legal[seed % len(legal)])  # the sample is playable
            checked += 1
    assert checked > 60


def test_determinize_during_a_bomb():
    found = 0
    for seed in range(60):
        st = G.new_state(seed, 4)
        pick = Rng(seed)
        while st.phase == "play" and not st.pending:
            legal = G.legal_actions(st)
            bombs = [a for a in legal if a.kind == "use_bomb"]
            G.apply(st, bombs[0] if bombs else legal[pick.randbelow(len(legal))])
        if st.phase != "play":
            continue
        s = st.pending["seat"]
        d = G.determinize(G.view(st, s), seed)
        assert d.pending == st.pending and set(G.legal_actions(d)) == set(G.legal_actions(st))
        found += 1
    assert found >= 5


@pytest.mark.parametrize("players", range(2, 7))
def test_whole_matches_end_at_the_threshold(players):
    for seed in range(3):
        st, acts = random_playout(G, seed, players, match=True)
        assert st.phase == "match_over" and max(st.scores) >= THRESHOLD[players]
        assert st.result["match_winners"] == [i for i, x in enumerate(st.scores) if x == max(st.scores)]
        assert st.round >= 2


def test_cli_style_options_are_accepted():
    opts = G.resolve_options({"colour_count": "2", "min_table_cards": "0", "used_tweak_cards_score": "off"}, 2)
    assert opts["colour_count"] == 2 and opts["min_table_cards"] == 0 and opts["used_tweak_cards_score"] is False
    st, _ = random_playout(G, 4, 2, opts)
    assert st.phase == "round_over" and len(st.vars["colours"]) == 2
