"""AI framework: levels and make_bot, determinism, legality, reactions, the driver and the tournament."""

import json

import pytest

from tabletop.ai import ALL_LEVELS, LEVELS, make_bot, parse_level
from tabletop.ai import driver
from tabletop.ai.registry import get_policy, has_policy
from tabletop.tools.tournament import mean_ci, percentile, wilson
from tabletop.tools.cli import main
from tabletop.engine.actions import Action
from tabletop.engine.state import State
from tabletop.rules.loader import load_game
from tests.pick import GAMES, first, multi_round_options, seats, takes

PLAIN = (dict, list, str, int, float, bool, type(None))


def plain(x) -> bool:
    """Whether `x` is plain JSON-like data all the way down (no State, no objects)."""
    if isinstance(x, dict):
        return all(type(k) is str and plain(v) for k, v in x.items())
    if isinstance(x, list):
        return all(plain(v) for v in x)
    return type(x) in PLAIN


class Spy:
    """Wraps a bot; checks every argument it is given and records how it was called."""

    def __init__(self, bot, game, st, seat):
        self.bot, self.game, self.st, self.seat = bot, game, st, seat
        self.calls = 0

    def _check(self, game, view, legal):
        assert game is self.game
        assert type(view) is dict and plain(view) and not isinstance(view, State)
        assert view["seat"] == self.seat
        assert view == game.view(self.st, self.seat)
        assert legal and all(isinstance(a, Action) and a.seat == self.seat for a in legal)
        assert legal == game.legal_actions(self.st, self.seat) or set(legal) <= set(game.legal_actions(self.st))
        self.calls += 1

    def choose(self, game, view, legal):
        self._check(game, view, legal)
        a = self.bot.choose(game, view, legal)
        view["zones"].clear()  # scribbling on the view must not reach the real state
        return a

    def react(self, game, view, legal):
        self._check(game, view, legal)
        return self.bot.react(game, view, legal)


def test_levels_and_parse():
    assert ALL_LEVELS == ("random", "easy", "normal", "hard")
    assert LEVELS == ("easy", "normal", "hard")  # what the table offers; random is the tournament baseline
    assert parse_level("hard:0.2") == ("hard", 0.2, None)
    assert parse_level("hard:0.5:40") == ("hard", 0.5, 40)
    assert parse_level("Normal") == ("normal", None, None)
    for bad in ("expert", "normal:1", "hard:x", "hard:0", "hard:1:2:3", "hard:nan", "hard:inf", "hard:-1"):
        with pytest.raises(ValueError):
            parse_level(bad)


@pytest.mark.parametrize("game_id", GAMES)
def test_make_bot_budget_and_iterations(game_id):
    b = make_bot(game_id, "hard", 1)
    assert b.budget == 1.0 and b.iterations is None
    b = make_bot(game_id, "hard:0.2", 1)
    assert b.budget == 0.2
    b = make_bot(game_id, "hard", 1, iterations=5)
    assert b.budget is None and b.iterations == 5
    b = make_bot(game_id, "hard", 1, budget=0.3, iterations=5)
    assert b.budget == 0.3 and b.iterations == 5


def test_unknown_game_falls_back_to_generic_policy():
    from tabletop.ai import generic
    from tabletop.games import part
    assert get_policy("no_such_game", "normal") is generic.normal
    assert get_policy("no_such_game", "easy") is generic.easy
    assert get_policy("no_such_game", "rollout") is generic.normal
    with_ai = [g for g in GAMES if part(load_game(g).family, "ai") is not None]
    assert with_ai
    for g in with_ai:   # a game folder's ai.py registers its own easy and normal policies
        assert has_policy(g, "normal") and has_policy(g, "easy"), g


def _seat_calls_and_reactions(game):
    """A state where the seat to move may make its own call (game.own_calls) while another seat has an
    out-of-turn action, found by seeded random play: (state, caller, the caller's calls, another seat)."""
    from tabletop.engine.rng import Rng
    for seed in range(1, 400):
        st = game.new_state(seed, seats(game, 4))
        pick = Rng(seed)
        while st.phase == "play":
            acts = game.legal_actions(st)
            by = {}
            for a in acts:
                by.setdefault(a.seat, []).append(a)
            p = driver.primary_seat(st, by)
            own = [a for a in by[p] if a.kind in game.own_calls]
            others = [s for s in by if s != p and any(a.kind in game.cfg["windows"] for a in by[s])]
            if own and others:
                return st, p, own, others[0]
            game.apply(st, acts[pick.randbelow(len(acts))])
    raise AssertionError(f"{game.id}: no own call met beside another seat's reaction")


def test_driver_offers_a_seats_own_call_first_and_then_the_reactions():
    """The seat that just played is asked about its own call (a last-card call) before any other seat may react
    to it (a catch); when it lets the moment pass, the others are asked, and a reaction is taken."""
    game = load_game(first("with own calls and out-of-turn windows", lambda g: g.own_calls and g.cfg["windows"]))
    st, p, own, other = _seat_calls_and_reactions(game)

    class Decline:
        def react(self, game, view, legal):
            return None

        def choose(self, game, view, legal):
            return legal[0]

    class Grab(Decline):
        def __init__(self):
            self.seen = []

        def react(self, game, view, legal):
            self.seen.append(list(legal))
            return legal[0]

    grab = Grab()
    bots = [Decline() for _ in range(st.players)]
    bots[p] = grab
    assert driver.decide(game, st, bots) == own[0] and grab.seen == [own]   # asked first, and only its calls
    catcher = Grab()
    bots = [Decline() for _ in range(st.players)]
    bots[other] = catcher
    a = driver.decide(game, st, bots, last=p)
    assert catcher.seen and a == catcher.seen[0][0] and a.seat == other   # the reaction it chose is taken


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_bots_play_legal_rounds_and_never_see_the_state(game_id, level):
    game = load_game(game_id)
    for seed in range(3):
        st = game.new_state(seed, 4 if game.min_players <= 4 <= game.max_players else game.min_players)
        bots = [Spy(make_bot(game_id, level, seed * 10 + s), game, st, s) for s in range(st.players)]
        before = st.to_json()
        driver.play(game, st, bots)
        assert st.phase in ("round_over", "match_over")
        assert st.to_json() != before
        assert sum(b.calls for b in bots) > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_plays_a_legal_round_and_never_sees_the_state(game_id):
    game = load_game(game_id)
    st = game.new_state(3, 4 if game.min_players <= 4 <= game.max_players else game.min_players)
    bots = [Spy(make_bot(game_id, "hard" if s == 0 else "normal", s, iterations=2), game, st, s)
            for s in range(st.players)]
    driver.play(game, st, bots)
    assert st.phase in ("round_over", "match_over") and bots[0].calls > 0


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_game(game_id, level):
    """Bots are deterministic for a fixed seed (hard with an iteration cap)."""
    game = load_game(game_id)
    P = 4 if game.min_players <= 4 <= game.max_players else game.min_players

    def run():
        st = game.new_state(11, P)
        bots = [make_bot(game_id, level if s == 0 else "normal", 100 + s, iterations=2) for s in range(P)]
        return driver.play(game, st, bots), st.to_json()

    assert run() == run()


@pytest.mark.parametrize("game_id", GAMES)
def test_driver_rejects_an_illegal_choice(game_id):
    from tabletop.engine.rng import Rng
    game = load_game(game_id)
    st = game.new_state(1, seats(game, 4))
    pick = Rng(1)
    while len(game.legal_actions(st, driver.primary_seat(st, {a.seat: 1 for a in game.legal_actions(st)}))) < 2:
        legal = game.legal_actions(st)   # on to a real choice: a lone legal action is taken without asking
        game.apply(st, legal[pick.randbelow(len(legal))])

    class Cheat:
        def choose(self, game, view, legal):
            return Action(view["seat"], "play", (999, "regular"))

        def react(self, game, view, legal):
            return None

    with pytest.raises(driver.BotError):
        driver.decide(game, st, [Cheat()] * st.players)


def test_statistics_helpers():
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert wilson(0, 0) == (0.0, 1.0)
    m, a, b = mean_ci([1.0, 2.0, 3.0])
    assert m == 2.0 and a < 2.0 < b
    assert percentile([3, 1, 2, 4], 0.5) == 2 and percentile([1, 2, 3, 4], 0.95) == 4


def test_tournament_command(capsys):
    gid = first("for four players", takes(4))
    rc = main(["tournament", "--game", gid, "--seats", "normal,easy,random,hard:0.01:1", "--games", "4",
               "--seed", "3"])
    out = capsys.readouterr().out
    assert rc == 0
    for word in (gid, "normal", "easy", "random", "hard:0.01:1", "95% CI", "p50 ms", "p95 ms", "parity"):
        assert word in out
    assert "rounds: 4" in out and "(seat-rotated, 1 deal)" in out   # it said "1 deals"


@pytest.mark.parametrize("game_id", GAMES)
def test_tournament_points(capsys, monkeypatch, game_id):
    """Mean scores where a game has points; the points share only where points are shared out (more than one
    seat gaining in a round), as the rounds the tournament played show."""
    from tabletop.tools import tournament
    played = []
    real = tournament.tally   # every round played is counted through it, whatever runs the rounds
    monkeypatch.setattr(tournament, "tally", lambda *a, **k: played.append(real(*a, **k)) or played[-1])
    game = load_game(game_id)
    n = seats(game, 3)
    options = [f"{k}={str(v).lower()}" for k, v in multi_round_options(game, n).items()]
    argv = ["tournament", "--game", game_id, "--seats", ",".join(["normal"] + ["easy"] * (n - 1)), "--games", str(n),
            "--seed", "1"] + [x for o in options for x in ("--option", o)]
    assert main(argv) == 0
    out = capsys.readouterr().out
    deltas = [d for _, d in played]
    assert len(deltas) == n and any(any(d) for d in deltas), "the rounds scored points"
    shared = any(sum(x > 0 for x in d) > 1 for d in deltas)
    assert "mean score" in out
    assert ("pts share" in out) == shared and ("points share 1.000" in out) == shared, (shared, out)


def test_tournament_matches(capsys):
    assert main(["tournament", "--game", first("for two players", takes(2)), "--seats", "normal,easy", "--games",
                 "2", "--seed", "1", "--match"]) == 0
    out = capsys.readouterr().out
    assert "matches: 2" in out


ANY = load_game(GAMES[0])


@pytest.mark.parametrize("argv, msg", [
    (["--game", "nope"], "unknown game"),
    (["--game", ANY.id, "--seats", "normal,expert"], "unknown AI level"),
    (["--game", ANY.id, "--seats", "normal"], f"takes {ANY.min_players} to {ANY.max_players} players"),
    (["--game", ANY.id, "--games", "0"], "--games must be at least 1"),
])
def test_tournament_errors(capsys, argv, msg):
    assert main(["tournament"] + argv) == 2
    assert msg in capsys.readouterr().err


@pytest.mark.parametrize("game_id", GAMES)
def test_view_is_json(game_id):
    game = load_game(game_id)
    st = game.new_state(2, seats(game, 4))
    json.dumps(game.view(st, 1))


def test_hard_models_random_and_easy_seats_as_what_they_are():
    """Seat kinds are public (the table labels them): a random seat is rolled out at random, an easy one by
    the easy policy, every other seat (and every seat when none are given) by the rollout policy."""
    from tabletop.ai.bots import RandomBot
    from tabletop.ai.search import _RolloutBot
    from tabletop.engine.rng import Rng
    kinds = ["hard", "random", "easy", "human"]
    gid = first("for four players", takes(4))
    bot = make_bot(gid, "hard", 1, iterations=2, opponents=kinds)
    base = [_RolloutBot(bot.roll, Rng(1))] * 4
    got = bot._model_bots(base, Rng(1), 0)
    assert got[0] is base[0] and got[3] is base[3]
    assert isinstance(got[1], RandomBot) and got[1].rng is got[2].rng  # one generator per rollout
    assert isinstance(got[2], _RolloutBot) and got[2].score is get_policy(gid, "easy")
    assert bot._model_bots(base, Rng(1), 1)[1] is base[1]  # its own seat always plays the rollout policy
    plain_bot = make_bot(gid, "hard", 1, iterations=2)
    assert not any(plain_bot.models)


@pytest.mark.parametrize("game_id", GAMES)
def test_hard_with_modelled_opponents_is_deterministic_and_legal(game_id):
    game = load_game(game_id)
    P = 4 if game.min_players <= 4 <= game.max_players else game.min_players
    kinds = (["hard", "random", "easy", "normal"] * 2)[:P]

    def run():
        st = game.new_state(5, P)
        bots = [make_bot(game_id, kinds[s], 200 + s, iterations=3, opponents=kinds) for s in range(P)]
        return driver.play(game, st, bots), st.to_json()

    assert run() == run()


@pytest.mark.parametrize("cost", [0.013, 0.07, 0.3])
def test_hard_never_starts_an_evaluation_that_would_end_past_its_budget(monkeypatch, cost):
    """A fake clock that moves only while a sampled world is evaluated (`cost` seconds each): the search
    stops before an evaluation would overrun the 1 s budget, and still evaluates worlds up to it."""
    from tabletop.ai import search
    gid = first("for four players", takes(4))
    game = load_game(gid)
    st = game.new_state(3, 4, {})
    view, legal = game.view(st, st.current), game.legal_actions(st)
    clock = [100.0]
    monkeypatch.setattr(search.time, "perf_counter", lambda: clock[0])
    calls = []

    def value(self, game, world, seat, a, roll_seed):
        clock[0] += cost
        calls.append(a)
        return (roll_seed % 997 + len(str(a))) / 1000

    monkeypatch.setattr(search.SearchBot, "_value", value)
    bot = make_bot(gid, "hard", 7)
    assert bot.budget == 1.0
    bot.choose(game, view, legal)
    assert clock[0] - 100.0 <= 1.0 + 1e-9, (cost, clock[0] - 100.0)
    assert clock[0] - 100.0 > 1.0 - 3 * cost and len(calls) >= 2
