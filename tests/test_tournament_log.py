"""`tournament --log FILE`: one JSON line per round, the same for any --jobs, enough to replay and pool."""

import json

from tabletop.ai import driver, make_bot
from tabletop.ai.bots import bot_seed, parse_level
from tabletop.rules.loader import load_game
from tabletop.tools.cli import main
from tests.pick import first, takes


def run_log(tmp_path, name, gid, jobs, capsys):
    path = tmp_path / name
    assert main(["tournament", "--game", gid, "--seats", "normal,easy,random,normal@v1", "--games", "8",
                 "--seed", "5", "--jobs", str(jobs), "--log", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"log: 8 rounds written to {path}" in out
    return path.read_text()


def test_log_is_one_line_per_round_and_the_same_for_any_jobs(tmp_path, capsys):
    gid = first("for four players", takes(4))
    one = run_log(tmp_path, "one.jsonl", gid, 1, capsys)
    two = run_log(tmp_path, "two.jsonl", gid, 2, capsys)
    assert one == two
    rows = [json.loads(line) for line in one.splitlines()]
    assert len(rows) == 8 and [r["round"] for r in rows] == list(range(8))
    assert [(r["deal"], r["rotation"]) for r in rows] == [(5 + i // 4, i % 4) for i in range(8)]
    for r in rows:
        assert r["game"] == gid and r["seed"] == 5 and r["match"] is False
        assert sorted(r["seats"]) == sorted(["normal", "easy", "random", "normal@v1"])
        assert len(r["points"]) == 4 and r["winners"] and all(0 <= w < 4 for w in r["winners"])
    # a line replays its round: the same bots on the same deal give the same winners
    game, r = load_game(gid), rows[3]
    st = game.new_state(r["deal"], 4, r["options"])
    kinds = [parse_level(s)[0].partition("@")[0] for s in r["seats"]]
    bots = [make_bot(gid, s, bot_seed(r["seed"], r["deal"], r["rotation"], j), opponents=kinds)
            for j, s in enumerate(r["seats"])]
    driver.play(game, st, bots)
    assert st.result["winners"] == r["winners"]


def test_log_into_a_missing_folder_fails_before_playing(tmp_path, capsys):
    gid = first("for four players", takes(4))
    target = tmp_path / "nope" / "x.jsonl"
    assert main(["tournament", "--game", gid, "--seats", "normal,easy,easy,easy", "--games", "4",
                 "--log", str(target)]) != 0
    err = capsys.readouterr().err
    assert "does not exist" in err and not target.exists()
