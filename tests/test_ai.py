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
from tabletop.rules.loader import available_games, load_game

GAMES = available_games()
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


def test_make_bot_budget_and_iterations():
    b = make_bot("uno_flex", "hard", 1)
    assert b.budget == 1.0 and b.iterations is None
    b = make_bot("uno_flex", "hard:0.2", 1)
    assert b.budget == 0.2
    b = make_bot("uno_flex", "hard", 1, iterations=5)
    assert b.budget is None and b.iterations == 5
    b = make_bot("uno_flex", "hard", 1, budget=0.3, iterations=5)
    assert b.budget == 0.3 and b.iterations == 5


def test_unknown_game_falls_back_to_generic_policy():
    from tabletop.ai import generic
    assert get_policy("no_such_game", "normal") is generic.normal
    assert get_policy("no_such_game", "easy") is generic.easy
    assert get_policy("no_such_game", "rollout") is generic.normal
    assert has_policy("uno_flex", "normal") and has_policy("uno_flex", "easy")


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


def test_driver_offers_reactions_first_and_accepts_declines():
    """UNO window: the offender may call before anyone catches; declining lets the others act."""
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({0: ["Y5", "Y6"], 1: ["B1", "B2"]}, ["Y1"], current=0)
    sc.act(0, "play", sc.st.zones["hand"][0][0], "regular")
    assert sc.st.vars["uno"] == 0

    class Decline:
        def react(self, game, view, legal):
            return None

        def choose(self, game, view, legal):
            return legal[0]

    class Grab(Decline):
        def __init__(self):
            self.seen = []

        def react(self, game, view, legal):
            self.seen.append([a.kind for a in legal])
            return legal[0]

    game = sc.st and load_game("uno_flex")
    grab = Grab()
    a = driver.decide(game, sc.st, [grab, Decline(), Decline(), Decline()], last=0)
    assert a == Action(0, "uno") and grab.seen == [["uno"]]
    catcher = Grab()
    a = driver.decide(game, sc.st, [Decline(), Decline(), catcher, Decline()], last=0)
    assert a == Action(2, "catch", (0,))


def test_driver_rejects_an_illegal_choice():
    game = load_game("uno_flex")
    st = game.new_state(1, 4)

    class Cheat:
        def choose(self, game, view, legal):
            return Action(view["seat"], "play", (999, "regular"))

        def react(self, game, view, legal):
            return None

    with pytest.raises(driver.BotError):
        driver.decide(game, st, [Cheat()] * 4)


def test_statistics_helpers():
    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9
    assert wilson(0, 0) == (0.0, 1.0)
    m, a, b = mean_ci([1.0, 2.0, 3.0])
    assert m == 2.0 and a < 2.0 < b
    assert percentile([3, 1, 2, 4], 0.5) == 2 and percentile([1, 2, 3, 4], 0.95) == 4


def test_tournament_command(capsys):
    rc = main(["tournament", "--game", "uno_flex", "--seats", "normal,easy,random,hard:0.01:1", "--games", "4",
               "--seed", "3"])
    out = capsys.readouterr().out
    assert rc == 0
    for word in ("uno_flex", "normal", "easy", "random", "hard:0.01:1", "95% CI", "p50 ms", "p95 ms", "parity"):
        assert word in out
    assert "rounds: 4" in out and "(seat-rotated, 1 deal)" in out   # it said "1 deals"


def test_tournament_points(capsys):
    """Mean scores where a game has points; the points share only where points are shared out."""
    assert main(["tournament", "--game", "uno_flex", "--seats", "normal,easy", "--games", "2", "--seed", "1",
                 "--option", "scoring=true"]) == 0
    out = capsys.readouterr().out
    assert "mean score" in out and "pts share" not in out
    assert main(["tournament", "--game", "tweak", "--seats", "normal,easy,easy", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "mean score" in out and "pts share" in out and "points share 1.000" in out


def test_tournament_matches(capsys):
    assert main(["tournament", "--game", "towai", "--seats", "normal,easy", "--games", "2", "--seed", "1",
                 "--match"]) == 0
    out = capsys.readouterr().out
    assert "matches: 2" in out


@pytest.mark.parametrize("argv, msg", [
    (["--game", "nope"], "unknown game"),
    (["--game", "uno_flex", "--seats", "normal,expert"], "unknown AI level"),
    (["--game", "uno_flex", "--seats", "normal"], "takes 2 to 8 players"),
    (["--game", "uno_flex", "--games", "0"], "--games must be at least 1"),
])
def test_tournament_errors(capsys, argv, msg):
    assert main(["tournament"] + argv) == 2
    assert msg in capsys.readouterr().err


def test_view_is_json():
    game = load_game("uno_flex")
    st = game.new_state(2, 4)
    json.dumps(game.view(st, 1))


def test_hard_models_random_and_easy_seats_as_what_they_are():
    """Seat kinds are public (the table labels them): a random seat is rolled out at random, an easy one by
    the easy policy, every other seat (and every seat when none are given) by the rollout policy."""
    from tabletop.ai.bots import RandomBot
    from tabletop.ai.search import _RolloutBot
    from tabletop.engine.rng import Rng
    kinds = ["hard", "random", "easy", "human"]
    bot = make_bot("big_two", "hard", 1, iterations=2, opponents=kinds)
    base = [_RolloutBot(bot.roll, Rng(1))] * 4
    got = bot._model_bots(base, Rng(1), 0)
    assert got[0] is base[0] and got[3] is base[3]
    assert isinstance(got[1], RandomBot) and got[1].rng is got[2].rng  # one generator per rollout
    assert isinstance(got[2], _RolloutBot) and got[2].score is get_policy("big_two", "easy")
    assert bot._model_bots(base, Rng(1), 1)[1] is base[1]  # its own seat always plays the rollout policy
    plain_bot = make_bot("big_two", "hard", 1, iterations=2)
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
    game = load_game("tweak")
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
    bot = make_bot("tweak", "hard", 7)
    assert bot.budget == 1.0
    bot.choose(game, view, legal)
    assert clock[0] - 100.0 <= 1.0 + 1e-9, (cost, clock[0] - 100.0)
    assert clock[0] - 100.0 > 1.0 - 3 * cost and len(calls) >= 2


def test_a_seat_that_plays_a_wild_to_one_card_calls_uno_before_anyone_may_catch_it():
    """A wild played as the second-to-last card leaves its player naming a colour, so it is still that
    seat's decision; its own UNO call (game.own_calls) is offered to it before the other seats may catch
    it (they were asked first, and a normal neighbour always caught: 26 times in 40 rounds)."""
    from tabletop.ai import driver
    from tabletop.ai.bots import make_bot
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup({0: ["FWT2", "R2"]}, ["R5"])
    g = sc.g
    assert g.own_calls == {"uno"}
    wild = sc.hand(0)[0]
    sc.act(0, "play", wild, "regular")
    assert sc.st.pending["type"] == "colour" and sc.st.vars["uno"] == 0
    kinds = {(a.seat, a.kind) for a in g.legal_actions(sc.st)}
    assert (0, "uno") in kinds and (1, "catch") in kinds and (2, "catch") in kinds
    bots = [make_bot("uno_flex", "normal", s) for s in range(3)]
    a = driver.decide(g, sc.st, bots, last=0)
    assert (a.seat, a.kind) == (0, "uno")
