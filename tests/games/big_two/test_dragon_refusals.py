"""BIG TWO with dragons: a play naming a card outside the deck is refused with a reason, and a log that
holds one replays to a plain line naming the game and the line (issue 29, defect 1)."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.rules.loader import load_game
from tabletop.tools.cli import main

G = load_game("big_two")
DRAGON_OPTIONS = ("stage2_dragons", "stage5_transforming_dragon")
BAD_CARDS = [(60, 61), (53, 999), (-5, 52), (52, 10 ** 30), (3, 52, 700), (52, 52), (53, 52)]


@pytest.mark.parametrize("option", DRAGON_OPTIONS)
@pytest.mark.parametrize("cards", BAD_CARDS)
def test_a_play_of_cards_outside_the_deck_is_refused_with_a_reason(option, cards):
    """The `equivalent` hook worked the combination out before anything checked the cards: card 60 (no such
    dragon) raised IndexError from `apply` instead of IllegalAction."""
    st = G.new_state(1, 4, {option: True})
    before = st.to_json()
    decls = tuple(("9", "green") for c in cards if not 0 <= c < 52)
    with pytest.raises(IllegalAction) as e:
        G.apply(st, Action(st.current, "play", (cards, decls)))
    assert e.value.reason and "Traceback" not in e.value.reason
    assert st.to_json() == before


def test_replay_of_a_log_holding_such_a_play_names_the_line(tmp_path, capsys):
    opts = G.resolve_options({"stage2_dragons": True}, 4)
    st = G.new_state(3, 4, opts)
    bad = Action(st.current, "play", ((60, 61), (("9", "green"), ("9", "red"))))
    rec = {"game": "big_two", "seed": 3, "players": 4, "options": opts, "match": False,
           "actions": [bad.to_json()], "result": {}}
    log = tmp_path / "b2.jsonl"
    log.write_text(json.dumps(rec) + "\n")
    assert main(["replay", str(log)]) == 1
    out = capsys.readouterr()
    assert f"{log}:1: big_two seed 3: illegal action on replay" in out.out, out
    assert "Traceback" not in out.out + out.err
