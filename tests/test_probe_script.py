"""scripts/probe_hidden.py: its knowing worlds are the true state with only the hidden piles reshuffled."""

import importlib.util
from pathlib import Path

from tabletop.rules.loader import load_game


def _probe():
    path = Path(__file__).resolve().parents[1] / "scripts" / "probe_hidden.py"
    spec = importlib.util.spec_from_file_location("probe_hidden", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


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
