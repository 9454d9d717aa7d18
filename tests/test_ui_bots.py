"""The table's bot runner: a bot that raises never stops the table, and its traceback is printed."""

from tabletop.engine.actions import Action
from tabletop.ui.table.bots import BotRunner
from tests.pick import GAMES, first, takes
from tests.test_ui_driver import home  # noqa: F401


class Broken:
    def choose(self, game, view, legal):
        raise RuntimeError("choose is broken")

    def react(self, game, view, legal):
        raise RuntimeError("react is broken")


def test_a_failing_choice_falls_back_to_a_legal_action_and_is_reported(capsys):
    legal = [Action(0, "draw"), Action(0, "play", (3,))]
    r = BotRunner(threaded=False)
    r.start(Broken(), None, {}, legal, 0, 7)
    assert r.result() == (0, 7, legal[0])
    err = capsys.readouterr().err
    assert "Traceback" in err and "choose is broken" in err


def test_a_failing_reaction_lets_the_moment_pass(capsys):
    r = BotRunner(threaded=False)
    r.start(Broken(), None, {}, [Action(1, "catch", (0,))], 1, 3, react=True)
    assert r.result() == (1, 3, None)
    assert "react is broken" in capsys.readouterr().err


def test_the_threaded_runner_gives_the_same_answer(capsys):
    legal = [Action(2, "place", (5,))]
    r = BotRunner(threaded=True)
    r.start(Broken(), None, {}, legal, 2, 1)
    r.job[2].result()  # wait for the worker thread
    assert r.result() == (2, 1, legal[0])
    assert "choose is broken" in capsys.readouterr().err
    r.pool.shutdown()


def test_the_table_builds_real_bots_and_a_bad_level_falls_back_loudly(capsys):
    from tabletop.ai import PolicyBot
    from tabletop.ai.search import SearchBot
    from tabletop.ui.table.bots import FirstLegal, levels, make_bot

    assert levels() == ("easy", "normal", "hard")
    for gid in GAMES:
        assert isinstance(make_bot(gid, None, 1), PolicyBot)
        hard = make_bot(gid, "hard", 1, budget=0.3, opponents=["hard", "human", "easy", "random"])
        assert isinstance(hard, SearchBot) and hard.budget == 0.3 and hard.models == [None, None, "easy", "random"]
    assert isinstance(make_bot(GAMES[0], "grandmaster", 1), FirstLegal)
    assert "grandmaster" in capsys.readouterr().err


def test_a_hard_seat_takes_its_whole_budget_also_with_no_choice_to_make():
    """The hard bot answers a lone legal action at once and searches a real choice for its budget: at the
    table both take the budget, so its pause does not tell the others whether it had a choice (a kept
    drawn card, an end of turn, a fair-start keep); policy bots are not held."""
    import time

    from tabletop.rules.loader import load_game
    from tabletop.ui.table.bots import make_bot, think_time
    game = load_game(first("for three players", takes(3)))
    st = game.new_state(3, 3)
    seat = st.current
    hard = make_bot(game.id, "hard", 1, budget=0.25)
    assert think_time(hard) == 0.25 and think_time(make_bot(game.id, "normal", 1)) == 0.0
    for legal in ([game.legal_actions(st, seat)[0]], game.legal_actions(st, seat)):
        for threaded in (False, True):
            r = BotRunner(threaded=threaded)
            t0 = time.perf_counter()
            r.start(hard, game, game.view(st, seat), legal, seat, 0, min_time=think_time(hard))
            while (got := r.result()) is None:
                time.sleep(0.005)
            took = time.perf_counter() - t0
            assert got[2] in legal and took >= 0.25, (len(legal), threaded, took)
            if r.pool:
                r.pool.shutdown()


def test_the_table_holds_a_hard_seats_answer_for_its_budget(home, monkeypatch):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    game = load_game(first("for two players", takes(2)))
    seats = default_seats(2, 1)
    seats[1] = dict(seats[1], level="hard")
    app = make_app(ai_budget=0.5)
    table = TableScene(app, Session(game, seats, {}, 4, save=False), threaded=False)
    got = {}
    monkeypatch.setattr(table.runner, "start", lambda *a, **kw: got.update(kw))
    table.ask_bot(1, table.session.legal(1))
    assert got["min_time"] == 0.5
    app.close()


def test_a_bots_seed_does_not_lead_back_to_the_deal(home):
    """A bot's generator is seeded by a one-way hash of the match seed and its seat: undoing the generator's
    seeding gives a number from which no simple formula re-deals the cards (with `seed * 31 + seat`, the
    old seeding, it re-dealt every hand)."""
    from tabletop.ai.bots import bot_seed
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import make_app
    mask, k, c = (1 << 64) - 1, 0x9E3779B97F4A7C15, 0x632BE59BD9B4E019
    game = load_game(first("for four players", takes(4)))
    app = make_app()
    sess = Session(game, default_seats(4, 1), {}, 12345, save=False)
    table = TableScene(app, sess, threaded=False)
    bot = table.bot(1)
    raw = ((bot.rng.rng - c) * pow(k, -1, 1 << 64)) & mask   # the seed the bot's generator was given
    assert raw == bot_seed(12345, 1) and bot_seed(12345, 1) == bot_seed(12345, 1) != bot_seed(12345, 2)
    guesses = {raw, raw // 31, (raw - 1) // 31, raw >> 1, raw & 0xFFFFFFFF}
    assert 12345 not in guesses
    for g in guesses:
        hand = game.seat_zones[0]   # (the seats' first zone: their hands)
        assert game.new_state(g, 4, sess.options).zones[hand] != sess.st.zones[hand]
    app.close()



def test_the_window_takes_the_interpreter_back_quickly_from_a_thinking_bot(home):
    """A hard AI searches in a thread that shares the interpreter: the window asks for it back within 1 ms
    (Python's default is 5 ms, which spaced frames 21 ms apart while the AI thought)."""
    import sys

    from tabletop.app import SWITCH_INTERVAL
    from tests.test_ui_driver import make_app
    app = make_app()
    assert sys.getswitchinterval() == SWITCH_INTERVAL <= 0.001
    app.close()
