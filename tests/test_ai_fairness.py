"""Fair by construction: a bot's decision depends only on its seat's view, never on the cards it cannot see.

For several states of every game, the hidden cards (other hands, hidden piles) are dealt differently in
two ways: a sample consistent with the seat's view (`game.determinize`) and a direct shuffle of the
hidden zones. The seat's view and legal actions stay the same, and so must every level's decision.
"""

import pytest

from tabletop.ai import driver, make_bot
from tabletop.engine.rng import Rng
from tabletop.rules.loader import available_games, load_game

GAMES = available_games()
LEVELS = ["random", "easy", "normal", "hard"]


def players_for(game) -> int:
    return 4 if game.min_players <= 4 <= game.max_players else game.min_players


def sample_states(game, n: int = 6):
    """(state copy, seat) pairs along normal-bot rounds where that seat has a real choice to make."""
    out = []
    for seed in range(40):
        st = game.new_state(seed, players_for(game))
        bots = [make_bot(game.id, "normal", seed * 7 + s) for s in range(st.players)]
        last, k = None, 0
        while st.phase == "play" and len(out) < n * (seed + 1) // 2 + 1:
            by = {}
            for a in game.legal_actions(st):
                by.setdefault(a.seat, []).append(a)
            seat = driver.primary_seat(st, by)
            if len(by[seat]) > 1 and k % 5 == seed % 5:
                out.append((st.clone(), seat))
            a = driver.decide(game, st, bots, last)
            game.apply(st, a, False)
            last, k = a.seat, k + 1
        if len(out) >= n:
            return out[:n]
    return out


def shuffle_hidden(game, st, seat: int, seed: int):
    """The state with every card `seat` cannot see (other hidden hands, hidden piles) shuffled, sizes kept."""
    alt = st.clone()
    known = {int(c) for c in st.known[seat]}
    slots = []
    for z, d in game.zones.items():
        if d["visibility"] == "public":
            continue
        if d["owner"] == "table":
            slots += [(z, None, i) for i in range(len(alt.zones[z]))]
        else:
            for s in range(alt.players):
                if s != seat:
                    slots += [(z, s, i) for i, c in enumerate(alt.zones[z][s]) if c not in known]
    cards = [alt.zones[z][i] if s is None else alt.zones[z][s][i] for z, s, i in slots]
    Rng(seed).shuffle(cards)
    for (z, s, i), c in zip(slots, cards):
        if s is None:
            alt.zones[z][i] = c
        else:
            alt.zones[z][s][i] = c
    return alt


def alternatives(game, st, seat: int):
    """Other real states the seat cannot tell apart from `st` (same view, same legal actions)."""
    view, legal = game.view(st, seat), game.legal_actions(st, seat)
    out = []
    for k in range(2):
        alt = game.determinize(view, 1000 + k)
        assert game.view(alt, seat) == view
        assert game.legal_actions(alt, seat) == legal
        out.append(alt)
    for k in range(2):
        alt = shuffle_hidden(game, st, seat, 2000 + k)
        if game.view(alt, seat) == view and game.legal_actions(alt, seat) == legal:
            out.append(alt)
    different = [a for a in out if a.zones != st.zones]
    assert different, "no alternative deal differs from the real one"
    return out


def decision(game, st, seat: int, level: str, seed: int, opponents=None):
    bot = make_bot(game.id, level, seed, iterations=3, opponents=opponents)
    return bot.choose(game, game.view(st, seat), game.legal_actions(st, seat))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_decision(game_id, level):
    game = load_game(game_id)
    states = sample_states(game, 6 if level != "hard" else 3)
    assert len(states) >= 3
    for n, (st, seat) in enumerate(states):
        want = decision(game, st, seat, level, 40 + n)
        for alt in alternatives(game, st, seat):
            assert decision(game, alt, seat, level, 40 + n) == want


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_modelling_seat_kinds_still_ignores_hidden_cards(game_id):
    """Knowing which seats are random or easy bots (public labels) lets no hidden card through either."""
    game = load_game(game_id)
    for n, (st, seat) in enumerate(sample_states(game, 3)):
        kinds = [("random", "easy", "normal")[(s + n) % 3] for s in range(st.players)]
        kinds[seat] = "hard"
        want = decision(game, st, seat, "hard", 60 + n, kinds)
        for alt in alternatives(game, st, seat):
            assert decision(game, alt, seat, "hard", 60 + n, kinds) == want


@pytest.mark.parametrize("game_id", GAMES)
def test_reactions_do_not_depend_on_hidden_cards(game_id):
    """Out-of-turn chances (calls, catches) too: same view, same answer."""
    game = load_game(game_id)
    checked = 0
    for st, seat in sample_states(game, 30):
        by = {}
        for a in game.legal_actions(st):
            by.setdefault(a.seat, []).append(a)
        for s, legal in by.items():
            if s == seat:
                continue
            for level in ("random", "easy", "normal", "hard"):
                want = make_bot(game_id, level, 5, iterations=2).react(game, game.view(st, s), legal)
                for alt in alternatives(game, st, s):
                    got = make_bot(game_id, level, 5, iterations=2).react(game, game.view(alt, s), legal)
                    assert got == want
            checked += 1
    assert checked >= 0  # games without out-of-turn actions have nothing to check


@pytest.mark.parametrize("game_id", GAMES)
def test_shuffle_hidden_really_moves_cards(game_id):
    game = load_game(game_id)
    st = game.new_state(4, players_for(game))
    alt = shuffle_hidden(game, st, 0, 1)
    hidden = [z for z, d in game.zones.items() if d["visibility"] != "public"]
    for z in hidden:
        if game.zones[z]["owner"] == "seat":
            assert alt.zones[z][0] == st.zones[z][0]   # the seat's own cards stay
    assert any(alt.zones[z] != st.zones[z] for z in hidden), "some unseen card moved"
    for z in hidden:   # the same cards, each hidden zone its size
        a, b = alt.zones[z], st.zones[z]
        if game.zones[z]["owner"] == "seat":
            assert [len(h) for h in a] == [len(h) for h in b]
            a, b = sum(a, []), sum(b, [])
        assert len(a) == len(b)
    assert sorted(c for z in hidden for c in (sum(alt.zones[z], []) if game.zones[z]["owner"] == "seat" else alt.zones[z])) \
        == sorted(c for z in hidden for c in (sum(st.zones[z], []) if game.zones[z]["owner"] == "seat" else st.zones[z]))


def deciding_worlds(game_id: str) -> int:
    """Enough sampled worlds that every candidate still searched in the last phase has passed the search's
    gate (its `min_samples`), so the search, not the normal policy, makes the decision."""
    from tabletop.ai.search import SearchBot
    bot = SearchBot(game_id, 0, iterations=1)
    return 2 * bot.min_samples + 8


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_search_that_decides_ignores_hidden_cards(game_id):
    """Hard with worlds enough to pass its gate: the search's own choice, not normal's, is still the same
    in every deal the seat cannot tell apart."""
    game = load_game(game_id)
    worlds = deciding_worlds(game_id)
    searched = 0
    for n, (st, seat) in enumerate(sample_states(game, 4)):
        view, legal = game.view(st, seat), game.legal_actions(st, seat)
        bot = make_bot(game_id, "hard", 80 + n, iterations=worlds)
        want = bot.choose(game, view, legal)
        stats = bot.last_stats
        if stats and max(c for _, c, _ in stats[1:]) >= bot.min_samples:
            searched += 1   # an alternative was weighed on enough worlds to overrule normal's choice
        for alt in alternatives(game, st, seat):
            got = make_bot(game_id, "hard", 80 + n, iterations=worlds).choose(game, game.view(alt, seat), legal)
            assert got == want
    assert searched, "no sampled state reached the search's gate: the test would check normal only"


def test_hard_by_worlds_stops_at_its_time_cap():
    """hard::N cannot think for minutes: a count of worlds far beyond its cap's reach stops at the cap."""
    from tabletop.ai.search import WORLDS_CAP, SearchBot
    game = load_game(GAMES[0])
    assert SearchBot(game.id, 3, budget=None, iterations=5).limit == WORLDS_CAP
    for st, seat in sample_states(game, 6):
        bot = SearchBot(game.id, 3, budget=None, iterations=10 ** 7, cap=0.05)
        bot.choose(game, game.view(st, seat), game.legal_actions(st, seat))
        if bot.last_stats:   # it searched (more than one candidate), and stopped long before its count
            assert 0 < max(c for _, c, _ in bot.last_stats) < 10 ** 7
            return
    raise AssertionError("no sampled state made hard search")
