"""The measuring probes in scripts/: probe_hidden.py (its knowing worlds are the true state with only the hidden
piles reshuffled) and probe_tweak_variants.py (its variants of TWEAK's hard search)."""

import importlib.util
from pathlib import Path

from tabletop.rules.loader import load_game


def _script(name: str):
    """The module scripts/NAME.py (scripts are not a package)."""
    path = Path(__file__).resolve().parents[1] / "scripts" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _probe():
    return _script("probe_hidden")


def test_knowing_hands_keeps_hands_and_the_seen_top_and_reshuffles_the_piles():
    probe = _probe()
    game = load_game("tweak")
    st = game.new_state(4, 4, {})
    w = probe.knowing(st, 99, "hands")
    assert w.zones["hand"] == st.zones["hand"] and w.zones["table"] == st.zones["table"]
    assert w.zones["deck"][-1] == st.zones["deck"][-1]  # its back is the target everyone sees
    assert sorted(w.zones["deck"]) == sorted(st.zones["deck"]) and w.zones["deck"] != st.zones["deck"]
    assert sorted(w.zones["tdeck"]) == sorted(st.zones["tdeck"])
    assert probe.knowing(st, 99, "all").zones == st.zones


def test_a_probe_round_leaves_the_game_honest_afterwards():
    probe = _probe()
    game = load_game("tweak")
    honest, new = game.determinize, game.new_state
    win, share = probe.play(game, ["hard::2", "normal", "normal", "normal"], 3, 1, 7, "hands")
    assert game.determinize == honest and game.new_state == new
    assert 0.0 <= win <= 1.0 and share is not None and share >= 0.0


def _variants():
    return _script("probe_tweak_variants")


def test_a_turns_rollout_stops_as_the_seats_next_turn_begins():
    from tabletop.ai import search
    from tabletop.ai import tweak as tw
    from tabletop.engine.rng import Rng
    probe = _variants()
    game = load_game("tweak")
    st = game.new_state(4, 4, {})
    seat = st.current
    bots = [search._RolloutBot(tw.normal, Rng(1))] * 4
    probe.turns_rollout(1)(game, st, seat, bots, tw.points_share)
    assert st.phase == "play" and st.current == seat and st.pending is None
    assert sum(len(w) for w in st.zones["won"]) + len(st.zones["table"]) > 2  # the others have played


def test_held_t_cards_count_more_only_in_the_hold_variant_and_keep_restores_normal():
    from tabletop.ai import tweak as tw
    from tabletop.engine.rng import Rng
    probe = _variants()
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


def test_an_unknown_variant_is_refused():
    import pytest
    from tabletop.ai import search
    probe = _variants()
    with pytest.raises(SystemExit, match="unknown variant"):
        probe.vary(search.SearchBot("tweak", 0, iterations=1), "deeper:2")
