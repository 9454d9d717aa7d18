"""Frozen baselines: a game folder's `ai_v1.py` keeps its normal policy as it was when the levels were
measured, as the seat kind `normal@v1`, so a new normal is measured against the old one in one run.

Each frozen module carries `FINGERPRINT`, the digest of every action a table of the level it froze played
over the probe below, computed when it was frozen (with "normal" itself). The frozen copy must keep
playing exactly those actions, whatever becomes of the live normal.
"""

import hashlib

import pytest

from tabletop.ai import driver, make_bot, parse_level
from tabletop.ai.bots import bot_seed
from tabletop.games import part
from tabletop.rules.loader import available_games, family, load_game

GAMES = [g for g in available_games() if part(family(g), "ai_v1") is not None]


def players_for(game) -> int:
    return 4 if game.min_players <= 4 <= game.max_players else game.min_players


def fingerprint(game_id: str, level: str, rounds: int = 12) -> str:
    """The digest of every action (turns and reactions) of `rounds` seeded rounds, `level` in every seat."""
    game = load_game(game_id)
    h = hashlib.sha256()
    for seed in range(rounds):
        st = game.new_state(seed, players_for(game))
        bots = [make_bot(game_id, level, bot_seed("frozen", seed, s)) for s in range(st.players)]
        for a in driver.play(game, st, bots):
            h.update(repr(a).encode())
    return h.hexdigest()


def test_frozen_baselines_exist():
    assert GAMES, "no game keeps a frozen normal"
    assert parse_level("normal@v1") == ("normal@v1", None, None)
    with pytest.raises(ValueError):
        parse_level("normal@v1:2")


@pytest.mark.parametrize("game_id", GAMES)
def test_frozen_normal_plays_as_the_normal_it_froze(game_id):
    want = part(family(game_id), "ai_v1").FINGERPRINT
    assert fingerprint(game_id, "normal@v1") == want


@pytest.mark.parametrize("game_id", GAMES)
def test_frozen_normal_is_its_own_policy(game_id):
    """normal@v1 is the copy, not the live normal under another name (it must not change with it)."""
    from tabletop.ai.registry import get_policy
    assert get_policy(game_id, "normal@v1") is not get_policy(game_id, "normal")
    assert get_policy(game_id, "normal@v1").__module__.endswith(".ai_v1")
