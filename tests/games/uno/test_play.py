"""UNO played out: random rounds at every table size end legally, a state survives JSON exactly and
replays from its log, a seat's view hides the other hands and the other seats' secrets, and the
command line simulates and validates the game."""

import json

import pytest

from tabletop.ai import driver, make_bot
from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.engine.state import State
from tabletop.tools.cli import main
from tabletop.tools.sim import random_playout, replay
from tests.games.uno.helpers import G, Scene, all_cards_once

OPTIONS = [{}, {"stack_draw_two": True}, {"strict_wd4": True}, {"score_to_500": True}]


def _check_end(st):
    assert st.phase in ("round_over", "match_over")
    w = st.result["winners"]
    assert len(w) == 1 and st.zones["hand"][w[0]] == []
    assert all(st.zones["hand"][s] for s in range(st.players) if s != w[0])
    total = sum(sum(G.cards[c]["number"] if G.cards[c]["number"] is not None
                    else 50 if G.cards[c]["wild"] else 20 for c in h)
                for s, h in enumerate(st.zones["hand"]) if s != w[0])
    assert st.result["points"] == total   # the cards left in the other hands
    assert all_cards_once(st)


@pytest.mark.parametrize("players", range(2, 11))
def test_random_rounds_end_legally_at_every_table_size(players):
    for seed in range(6):
        opts = OPTIONS[seed % len(OPTIONS)]
        st, acts = random_playout(G, seed, players, opts)
        _check_end(st)
        assert replay(G, seed, players, opts, acts).to_json() == st.to_json()


def test_a_match_to_500_ends_with_a_winner_at_500():
    st, acts = random_playout(G, 3, 3, {"score_to_500": True}, match=True)
    assert st.phase == "match_over" and max(st.scores) >= 500
    assert st.result["match_winners"] == [st.scores.index(max(st.scores))]
    assert st.round > 1


@pytest.mark.parametrize("players", [2, 5, 10])
def test_state_survives_json_and_views_hide_what_they_must(players):
    st = G.new_state(7, players, {"stack_draw_two": True})
    pick = Rng(11)
    seen_pending = set()
    for k in range(1500):
        if st.phase != "play":
            break
        legal = G.legal_actions(st)
        G.apply(st, legal[pick.randbelow(len(legal))])
        assert all_cards_once(st)
        if k % 7 == 0:
            assert State.from_json(st.to_json()) == st
        for seat in range(players):
            v = json.loads(json.dumps(G.view(st, seat)))
            assert v["zones"]["hand"] == st.zones["hand"][seat]
            assert v["counts"]["hand"] == [len(h) for h in st.zones["hand"]]
            assert "draw" not in v["zones"] and v["counts"]["draw"] == len(st.zones["draw"])
            pend = v["pending"]
            if pend and "private" in pend:
                seen_pending.add(pend["type"])
                assert set(pend["private"]) <= {str(seat)}
    assert seen_pending >= {"drawn"}


def test_the_drawn_card_and_a_wild_draw_fours_legality_stay_private():
    sc = Scene().setup({0: ["W4", "R2", "B5"]}, ["R7"])
    sc.act(0, "play", sc.hand(0)[0])
    assert G.view(sc.st, 0)["pending"]["private"] == {"0": False}
    assert G.view(sc.st, 1)["pending"]["private"] == {}
    sc.act(0, "colour", "blue")
    assert G.view(sc.st, 1)["pending"]["private"] == {}, "the challenger does not know before challenging"
    sc = Scene().setup({0: ["B5"]}, ["R7"], draw_top=["R3"])
    sc.act(0, "draw")
    assert G.view(sc.st, 2)["pending"] == {"type": "drawn", "seat": 0, "private": {}}


def test_a_sampled_world_fits_the_view_and_refills_the_secrets():
    sc = Scene().setup({0: ["W4", "R2", "B5"]}, ["R7"])
    sc.act(0, "play", sc.hand(0)[0])
    sc.act(0, "colour", "blue")
    view = G.view(sc.st, 1)
    for seed in range(5):
        w = G.determinize(view, seed)
        assert G.view(w, 1) == view and G.legal_actions(w, 1) == G.legal_actions(sc.st, 1)
        hand0 = w.zones["hand"][0]
        assert w.pending["private"]["0"] == (not any(G.cards[c]["colour"] == "red" for c in hand0))
    sc = Scene().setup({0: ["B5"]}, ["R7"], draw_top=["R3"])
    sc.act(0, "draw")
    view = G.view(sc.st, 2)
    w = G.determinize(view, 3)
    assert w.pending["private"]["0"] == w.zones["hand"][0][-1]
    G.apply(w, G.legal_actions(w, 0)[0])   # the sampled drawn card can be played or kept


def test_ten_normal_bots_finish_rounds():
    for seed in range(3):
        st = G.new_state(seed, 10)
        bots = [make_bot("uno", "normal", seed * 10 + s) for s in range(10)]
        driver.play(G, st, bots)
        _check_end(st)


def test_an_illegal_action_is_refused_with_a_reason_and_changes_nothing():
    st = G.new_state(2, 4)
    before = st.to_json()
    for a in (Action(st.current, "keep"), Action(st.current, "colour", ("red",)), Action(st.current, "take", (2,)),
              Action(st.current, "play", (999,))):
        with pytest.raises(Exception) as e:
            G.apply(st, a)
        assert getattr(e.value, "reason", "")
    assert st.to_json() == before


def test_the_command_line_validates_and_simulates(capsys, tmp_path):
    from tabletop.rules.loader import config_dir
    assert main(["validate", str(config_dir() / "uno.yaml")]) == 0
    assert "uno.yaml: ok (UNO, 108 cards, 2-10 players" in capsys.readouterr().out
    log = tmp_path / "uno.jsonl"
    for n in (2, 10):
        assert main(["simulate", "--game", "uno", "--players", str(n), "--games", "10", "--seed", "1",
                     "--log", str(log)]) == 0
        out = capsys.readouterr().out
        assert "games: 10" in out and "wins per seat" in out
        assert main(["replay", str(log)]) == 0
        assert "10 identical, 0 different" in capsys.readouterr().out
