"""What every game gets tested for by being there (a folder under tabletop/games/ and its config): random
rounds at every player count it takes, with the engine's invariants checked as they go.

The other tests every game gets live beside the shared code they exercise, each parametrized over the games
found: random rounds and matches with random options (test_games_properties.py: cards, JSON, views,
replay), AI fairness at every level (test_ai_fairness.py), bots through a round and a human through the
generic controls at the real table (test_ui_games.py), hot-seat secrecy (test_ui_hotseat.py), the rules page
(test_ui_rules.py) and the screenshots (test_ui_shots.py). tests/README.md lists them all.
"""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.engine.state import State
from tabletop.tools.sim import replay
from tests.pick import GAMES, game
from tests.playout import checked_legal

ROUNDS = 2     # per player count: enough to meet each count's deal, cheap enough for every count of every game
MOVES = 400    # a round is checked up to this many moves (a random round at eight seats can run to thousands)


def every_card(zones: dict) -> list:
    out = []
    for z in zones.values():
        for x in z:
            out.extend(x if isinstance(x, list) else [x])
    return sorted(out)


def candidates(g):
    """Actions to probe the refusal path with, legal or not: the current seat's and the next one's, of every kind
    the game has, with no arguments and with a card that does not exist, and a kind that does not exist."""
    def out(st):
        seats = {st.current, (st.current + 1) % st.players}
        acts = [Action(s, k, ()) for s in seats for k in g.cfg["actions"]]
        acts += [Action(s, k, (g.n_cards + 5,)) for s in seats for k in g.cfg["actions"]]
        return acts + [Action(st.current, "fly")]
    return out


def seat_secrets(g, st, seat: int) -> set:
    """The cards in other seats' zones that are not public: what `seat` must not see."""
    hidden = [z for z, d in g.zones.items() if d["owner"] == "seat" and d["visibility"] != "public"]
    return {c for z in hidden for s, h in enumerate(st.zones[z]) if s != seat for c in h}


def checker(g):
    def check_view(st, seat):
        v = json.loads(json.dumps(g.view(st, seat)))   # plain JSON data
        assert not seat_secrets(g, st, seat) & set(every_card(v["zones"])), (g.id, st.seed, seat)
        d = g.determinize(g.view(st, seat), st.seed + seat)
        assert every_card(d.zones) == every_card(st.zones)
        assert g.view(d, seat) == g.view(st, seat) and g.legal_actions(d, seat) == g.legal_actions(st, seat)
    return check_view


@pytest.mark.parametrize("gid", GAMES)
def test_random_rounds_at_every_player_count_keep_the_engines_invariants(gid):
    """At each player count the game takes, seeded random rounds: the game is never stuck and lists no
    action twice; an action not listed is refused with a reason and changes nothing; every card is in
    exactly one zone; the state survives JSON; a seat's view is plain JSON without another hand's hidden
    cards, and a world sampled from it looks the same to that seat; the log replays to the same state. (Each
    game's own tests play many more rounds, with its own checks: tests/games/<id>/test_play.py.)"""
    g = game(gid)
    check_view = checker(g)
    for players in range(g.min_players, g.max_players + 1):
        for r in range(ROUNDS):
            seed = 1000 * players + r
            st = g.new_state(seed, players)
            cards = every_card(st.zones)
            assert len(cards) == len(set(cards)) == g.n_cards
            pick, log = Rng(seed), []
            while st.phase == "play" and len(log) < MOVES:
                legal = checked_legal(g, st, len(log), candidates(g), check_view, 41, 17)
                a = legal[pick.randbelow(len(legal))]
                g.apply(st, a)
                log.append(a)
                assert every_card(st.zones) == cards, (gid, seed, a)
            if st.phase != "play":
                assert st.phase in ("round_over", "match_over") and st.result is not None
            assert State.from_json(st.to_json()) == st
            assert replay(g, seed, players, st.options, log).to_json() == st.to_json()
