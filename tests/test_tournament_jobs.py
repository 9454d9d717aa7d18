"""`tournament --jobs N` plays the rounds in N worker processes with the same results for any N: the same
per-round outcomes (deal, rotation, winners, points) and the same table, only the times differ."""

import re

import pytest

from tabletop.rules.loader import available_games
from tabletop.tools.cli import main
from tabletop.tools.pool import ordered_map

GAMES = available_games()


def _run(capsys, argv, jobs):
    assert main(["tournament", *argv, "--progress", "--jobs", str(jobs)]) == 0
    cap = capsys.readouterr()
    rounds = [line for line in cap.err.splitlines() if line.startswith("game ")]
    table = []
    for line in cap.out.splitlines():
        line = re.sub(r"time: [0-9.]+ s", "time: -", line)
        if re.match(r"^(random|easy|normal|hard)", line):
            line = " ".join(line.split()[:-2])   # without the decision times (p50 ms, p95 ms)
        table.append(line)
    return rounds, table


@pytest.mark.parametrize("game_id", GAMES)
def test_the_results_are_the_same_whatever_the_number_of_workers(capsys, game_id):
    argv = ["--game", game_id, "--seats", "normal,easy,random", "--games", "7", "--seed", "4"]
    one = _run(capsys, argv, 1)
    assert len(one[0]) == 7 and one[0][0].startswith("game 1/7: deal 4 rotation 0 winners ")
    for jobs in (2, 3):
        assert _run(capsys, argv, jobs) == one


def test_a_hard_seat_capped_by_iterations_is_the_same_too(capsys):
    argv = ["--game", GAMES[-1], "--seats", "hard::12,normal", "--games", "4", "--seed", "2"]
    assert _run(capsys, argv, 2) == _run(capsys, argv, 1)


def test_a_bad_jobs_count_is_one_line(capsys):
    assert main(["tournament", "--game", GAMES[0], "--seats", "normal,easy,easy", "--jobs", "-2"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err


def _square(x):
    if x == 3:
        raise ValueError("three")
    return x * x


def test_the_pool_hands_results_back_in_job_order_and_raises_a_jobs_error():
    assert list(ordered_map(_square, [5, 1, 4, 2], 3)) == [25, 1, 16, 4]
    got = ordered_map(_square, [1, 2, 3, 4], 2)
    assert next(got) == 1 and next(got) == 4
    with pytest.raises(ValueError, match="three"):
        next(got)
