"""The table's bot runner: a bot that raises never stops the table, and its traceback is printed."""

from tabletop.engine.actions import Action
from tabletop.ui.bots import BotRunner


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
    from tabletop.ui.bots import FirstLegal, levels, make_bot

    assert levels() == ("easy", "normal", "hard")
    assert isinstance(make_bot("tweak", None, 1), PolicyBot)
    hard = make_bot("big_two", "hard", 1, budget=0.3, opponents=["hard", "human", "easy", "random"])
    assert isinstance(hard, SearchBot) and hard.budget == 0.3 and hard.models == [None, None, "easy", "random"]
    assert isinstance(make_bot("tweak", "grandmaster", 1), FirstLegal)
    assert "grandmaster" in capsys.readouterr().err
