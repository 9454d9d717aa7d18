"""Properties of all four games under random play (a round or, capped, a match) with random player
counts and options (hypothesis): every card stays in exactly one zone, every action offered can be
played, a state survives JSON exactly, a seat's view holds no other seat's hidden cards, and seed +
action log replays to the identical state."""

import json

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as hs

from tabletop.engine import State
from tabletop.engine.rng import Rng
from tabletop.rules.loader import available_games, load_game
from tabletop.tools.sim import replay

GAMES = {g: load_game(g) for g in available_games()}


def option_values(spec: dict):
    """A strategy for one option's value, from its declared type and range."""
    t = spec["type"]
    if t == "bool":
        return hs.booleans()
    if t == "int":
        lo = spec.get("min", 0)
        return hs.integers(lo, spec.get("max", lo + 10))
    return hs.sampled_from(spec["choices"])


def every_card(zones: dict) -> list:
    out = []
    for z in zones.values():
        for x in z:
            out.extend(x if isinstance(x, list) else [x])
    return sorted(out)


def hidden_zones(game) -> list:
    return [z for z, d in game.zones.items() if d["owner"] == "seat" and d["visibility"] != "public"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=hs.data())
def test_random_rounds_keep_cards_views_and_replays_exact(game_id, data):
    game = GAMES[game_id]
    players = data.draw(hs.integers(game.min_players, game.max_players), label="players")
    opts = {name: data.draw(option_values(spec), label=name) for name, spec in game.options_spec.items()}
    seed = data.draw(hs.integers(0, 2**32), label="seed")
    match = data.draw(hs.booleans(), label="whole match")
    try:
        st = game.new_state(seed, players, opts)
    except ValueError:
        assume(False)  # a combination the rules refuse (with a message; tested elsewhere)
    cards = every_card(st.zones)
    assert len(cards) == len(set(cards))
    pick, log = Rng(seed ^ 0xABCDEF), []
    hidden = hidden_zones(game)
    while (st.phase == "play" or match and st.phase == "round_over") and len(log) < 3000:
        legal = game.legal_actions(st)
        a = legal[pick.randbelow(len(legal))]
        game.apply(st, a)
        log.append(a)
        assert every_card(st.zones) == cards
        if len(log) % 60 == 1:
            for b in game.legal_actions(st):  # every action offered can be played
                t = st.clone()
                game.apply(t, b)
                assert every_card(t.zones) == cards
        if len(log) % 25 == 0:
            assert State.from_json(st.to_json()) == st
            seat = len(log) % players
            v = json.loads(json.dumps(game.view(st, seat)))  # plain JSON data
            others = {c for z in hidden for s, h in enumerate(st.zones[z]) if s != seat for c in h}
            shown = set(every_card(v["zones"]))
            assert not others & shown
    assert replay(game, seed, players, opts, log).to_json() == st.to_json()
