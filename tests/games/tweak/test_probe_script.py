"""The measuring probes: scripts/probe_hidden.py (its knowing worlds are the true state with only the hidden
piles reshuffled) and tabletop.games.tweak.probe (its variants of TWEAK's hard search, the exact endgame
among them)."""

import importlib
import importlib.util
from pathlib import Path

from tabletop.rules.loader import load_game


def _script(name: str):
    """The module scripts/NAME.py (scripts are not a package)."""
    path = Path(__file__).resolve().parents[3] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


HIDDEN = _script("probe_hidden")
VARIANTS = importlib.import_module("tabletop.games.tweak.probe")


def test_knowing_hands_keeps_hands_and_the_seen_top_and_reshuffles_the_piles():
    probe = HIDDEN
    game = load_game("tweak")
    st = game.new_state(4, 4, {})
    w = probe.knowing(st, 99, "hands")
    assert w.zones["hand"] == st.zones["hand"] and w.zones["table"] == st.zones["table"]
    assert w.zones["deck"][-1] == st.zones["deck"][-1]  # its back is the target everyone sees
    assert sorted(w.zones["deck"]) == sorted(st.zones["deck"]) and w.zones["deck"] != st.zones["deck"]
    assert sorted(w.zones["tdeck"]) == sorted(st.zones["tdeck"])
    assert probe.knowing(st, 99, "all").zones == st.zones


def test_a_probe_round_leaves_the_game_honest_afterwards():
    probe = HIDDEN
    game = load_game("tweak")
    honest, new = game.determinize, game.new_state
    win, share = probe.play(game, ["hard::2", "normal", "normal", "normal"], 3, 1, 7, "hands")
    assert game.determinize == honest and game.new_state == new
    assert 0.0 <= win <= 1.0 and share is not None and share >= 0.0


def test_a_turns_rollout_stops_as_the_seats_next_turn_begins():
    from tabletop.ai import search
    from tabletop.games.tweak import ai as tw
    from tabletop.engine.rng import Rng
    probe = VARIANTS
    game = load_game("tweak")
    st = game.new_state(4, 4, {})
    seat = st.current
    bots = [search._RolloutBot(tw.normal, Rng(1))] * 4
    probe.turns_rollout(1)(game, st, seat, bots, tw.points_share)
    assert st.phase == "play" and st.current == seat and st.pending is None
    assert sum(len(w) for w in st.zones["won"]) + len(st.zones["table"]) > 2  # the others have played


def test_held_t_cards_count_more_only_in_the_hold_variant_and_keep_restores_normal():
    from tabletop.games.tweak import ai as tw
    from tabletop.engine.rng import Rng
    probe = VARIANTS
    game = load_game("tweak")
    st = game.new_state(4, 4, {})
    me = st.current
    assert probe.hold_reward(1.5)(game, st, me) == tw.points_share(game, st, me)  # nobody holds one yet
    st.zones["tzone"][me].append(st.zones["tdeck"].pop())
    assert probe.hold_reward(1.5)(game, st, me) > tw.points_share(game, st, me)
    view = game.view(st, me)
    legal = game.legal_actions(st)
    assert any(a.kind.startswith("use_") for a in legal)
    before = tw.KEEP_T
    assert probe.keep_policy(9.0)(game, view, legal, Rng(1)) != tw.normal(game, view, legal, Rng(1))
    assert tw.KEEP_T == before


def test_an_unknown_or_malformed_variant_is_refused():
    import pytest
    from tabletop.ai import search
    probe = VARIANTS
    with pytest.raises(SystemExit, match="unknown variant"):
        probe.vary(search.SearchBot("tweak", 0, iterations=1), "deeper:2")
    for bad in ("end:twelve", "end:12/x", "turns:", "hold:much"):
        with pytest.raises(SystemExit, match="bad number"):
            probe.vary(search.SearchBot("tweak", 0, iterations=1), bad)
    bot = search.SearchBot("tweak", 0, iterations=1)
    probe.vary(bot, "end:9/50/2")
    assert bot.endgame is not None


def _alone(sc, seat):
    """The best final points share `seat` can reach playing every remaining card itself (brute force)."""
    from tabletop.games.tweak.ai import points_share
    g, st = sc.game, sc.st

    def best(s) -> float:
        while s.phase == "play":
            acts = g.legal_actions(s)
            mine = [a for a in acts if a.seat == seat]
            if len(mine) > 1:
                out = -1.0
                for a in mine:
                    t = s.clone()
                    g.apply(t, a, False)
                    out = max(out, best(t))
                return out
            g.apply(s, acts[0], False)
        return points_share(g, s, seat)
    return best(st.clone())


def test_exact_endgame_finds_the_best_play_of_a_lone_hand():
    # only seat 0 still holds cards (the others are skipped): the exact endgame is a plain maximum over
    # every order of its plays, T! uses included, which a brute force recomputes
    import random
    from tabletop.ai.registry import get_policy
    from tabletop.ai.search import _RolloutBot
    from tabletop.games.tweak.ai import points_share, short_rollout
    from tabletop.engine.rng import Rng
    from tests.games.tweak.helpers import Scene
    codes = [f"{c}{v}" for c in "ROYGB" for v in (1, 1, 2, 2, 3, 3, 4, 5, 6) if f"{c}{v}" != "R5"]
    for k in range(12):
        r = random.Random(k)
        picks = r.sample(codes, 3 + r.randint(1, 4))
        sc = Scene(4).setup(hands={0: picks[:3], 1: [], 2: [], 3: []}, table=picks[3:],
                            tzone={0: ["joker"] if k % 2 else []}, won={1: ["R5"]}, current=0)
        want = _alone(sc, 0)
        got = VARIANTS.exact_endgame(12)(sc.game, sc.st, 0, points_share)
        assert got == want
        assert got >= short_rollout(sc.game, sc.st.clone(), 0, [_RolloutBot(get_policy("tweak", "normal"),
                                                                            Rng(k))] * 4, points_share)


def test_exact_endgame_beats_greedy_capture_order():
    # target 7, seat 0 alone with G6, G3; table O1, Y4, P3. Normal takes the most points now (G3+O1+P3) and
    # G6 then has nothing to take; G3+Y4 first keeps O1 for G6: four points instead of three
    from tabletop.ai import driver
    from tabletop.ai.registry import get_policy
    from tabletop.ai.search import _RolloutBot
    from tabletop.games.tweak.ai import points_share
    from tabletop.engine.rng import Rng
    from tests.games.tweak.helpers import Scene
    sc = Scene(4).setup(hands={0: ["G6", "G3"], 1: [], 2: [], 3: []}, table=["O1", "Y4", "P3"],
                        won={1: ["R5"]}, current=0)
    g, st = sc.game, sc.st
    v = VARIANTS.exact_endgame(12)(g, st, 0, points_share)
    st2 = st.clone()
    driver.play(g, st2, [_RolloutBot(get_policy("tweak", "normal"), Rng(1))] * 4)
    assert v > points_share(g, st2, 0)


def test_exact_endgame_waits_for_an_empty_deck_small_hands_and_its_limit():
    from tabletop.games.tweak.ai import points_share
    from tests.games.tweak.helpers import Scene
    sc = Scene(4).setup(hands={0: ["G6", "G3"], 1: ["O2"], 2: [], 3: []}, table=["O1", "Y4"], deck=["P2[b9]"],
                        won={1: ["R5"]}, current=0)
    g, st = sc.game, sc.st
    assert VARIANTS.exact_endgame(12)(g, st, 0, points_share) is None             # a card left in the deck
    assert VARIANTS.exact_endgame(12, deck=1)(g, st, 0, points_share) is not None  # unless allowed
    st.zones["box"] += st.zones["deck"]
    st.zones["deck"] = []
    assert VARIANTS.exact_endgame(2)(g, st, 0, points_share) is None              # three cards in the hands
    assert VARIANTS.exact_endgame(3, limit=0)(g, st, 0, points_share) is None     # no choice may be searched
    assert VARIANTS.exact_endgame(3)(g, st, 0, points_share) is not None
