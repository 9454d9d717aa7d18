"""TWEAK hard AI: the search's reward and short rollouts, and decisions where it should beat normal (iteration
capped, so deterministic; decision speed is measured by scripts/bench_ai.py, never asserted here)."""

from tabletop.ai import driver, make_bot
from tabletop.ai.registry import get_policy, get_search_settings
from tabletop.ai.search import _RolloutBot
from tabletop.games.tweak.ai import HORIZON, points_share, short_rollout
from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.games.tweak.rules import round_points
from tabletop.games.tweak.tables import tables
from tests.games.tweak.helpers import Scene


def choose(sc, level, seed=1):
    g, st = sc.game, sc.st
    s = st.current
    return make_bot(g.id, level, seed).choose(g, g.view(st, s), g.legal_actions(st, s))


def test_reward_is_the_share_at_the_end_of_the_deal():
    g = Scene(4).game
    st = g.new_state(3, 4)
    bots = [make_bot("tweak", "normal", s) for s in range(4)]
    driver.play(g, st, bots)
    d = st.result["deltas"]
    assert [points_share(g, st, s) for s in range(4)] == [d[s] / sum(d) for s in range(4)]


def test_reward_during_the_deal_splits_what_is_still_out_equally():
    # seat 0 has won R5 (5) and a Joker (2); seat 1 has won O1 (1); everything else is still out
    sc = Scene(4).setup(hands={0: ["G6", "G2"]}, table=["P1", "B1"], deck=["O2[b9]"], deck_fill=10,
                        won={0: ["R5", "joker"], 1: ["O1"]}, current=0)
    g, st = sc.game, sc.st
    pts = tables(g).points
    out = sum(pts[c] for z in ("deck", "table", "tdeck") for c in st.zones[z])
    out += sum(pts[c] for h in st.zones["hand"] for c in h)
    assert round_points(g, st) == [7, 1, 0, 0]
    tot = 8 + out
    assert points_share(g, st, 0) == (7 + out / 4) / tot
    assert points_share(g, st, 2) == (0 + out / 4) / tot
    assert abs(sum(points_share(g, st, s) for s in range(4)) - 1.0) < 1e-12


def test_short_rollout_plays_at_most_the_horizon_then_judges():
    g = Scene(4).game
    st = g.new_state(5, 4)
    rng = Rng(1)
    bots = [_RolloutBot(get_policy("tweak", "normal"), rng)] * 4
    moves = st.moves
    v = short_rollout(g, st, 0, bots, points_share)
    assert st.phase == "play" and st.moves - moves == HORIZON  # a fresh deal lasts far longer
    assert v == points_share(g, st, 0)
    assert get_search_settings("tweak")["rollout"] is short_rollout


def test_hard_uses_the_joker_to_turn_a_sum_into_a_tweak():
    # deck empty (target 7): G6+B1 would leave P1; Joker +1 makes G6+P1+B1 = 8, the whole table: a
    # TWEAK, a T! card (2 points) and nothing left for the next player (normal sees it too since it
    # scores a Joker on the sums' scale, tests/test_ai_policies.py)
    sc = Scene(4).setup(hands={0: ["G6", "G2"], 1: ["O3", "Y4"], 2: ["B2"], 3: ["P4", "O2"]},
                        table=["P1", "B1"], tzone={0: ["joker"]}, current=0)
    assert sc.target() == 7
    for seed in (1, 2, 3):
        assert choose(sc, "hard::40", seed) == Action(0, "use_joker", (1,))
