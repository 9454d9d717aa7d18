"""UNO bots: normal's heuristics (shed actions, keep wilds, never bluff, the colour held most, call, catch,
challenge on the odds), easy's slips, hard's legality, and the levels' order in short tournaments."""

import io
from contextlib import redirect_stdout

from tabletop.ai import driver, make_bot
from tabletop.ai.registry import get_policy
from tabletop.engine.rng import Rng
from tabletop.tools.cli import main
from tests.games.uno.helpers import G, Scene

A, B, C, D = 0, 1, 2, 3


def choice(sc, seat=A, level="normal", seed=1):
    bot = make_bot("uno", level, seed)
    return bot.choose(G, G.view(sc.st, seat), G.legal_actions(sc.st, seat))


def name(sc, a) -> str:
    return G.cards[a.args[0]]["name"] if a.kind == "play" else a.kind


def test_the_game_has_its_own_policies():
    from tabletop.games.uno import ai
    assert get_policy("uno", "normal") is ai.normal and get_policy("uno", "easy") is ai.easy


def test_normal_keeps_a_wild_while_a_coloured_card_fits():
    sc = Scene().setup({A: ["W", "R3", "B4", "G5"]}, ["R7"])
    assert name(sc, choice(sc)) == "Red 3"


def test_normal_plays_from_the_colour_it_holds_most():
    sc = Scene().setup({A: ["R3", "B7", "B4", "B5", "G1"]}, ["R7"])
    assert name(sc, choice(sc)) == "Blue 7", "the 7 turns the play to blue, its longest colour"


def test_normal_hits_a_player_close_to_going_out():
    sc = Scene().setup({A: ["R3", "RD2", "B4", "G5"], B: ["Y1"]}, ["R7"])
    assert name(sc, choice(sc)) == "Red Draw Two"


def test_normal_never_bluffs_a_wild_draw_four():
    sc = Scene().setup({A: ["W4", "R3", "B4"], B: ["Y1"]}, ["R7"])
    assert name(sc, choice(sc)) == "Red 3"
    sc = Scene().setup({A: ["W4", "B3", "B4"], B: ["Y1"]}, ["R7"])
    assert name(sc, choice(sc)) == "Wild Draw Four", "with no red card it is legal, and the next is on one card"


def test_normal_names_the_colour_it_holds_most():
    sc = Scene().setup({A: ["W", "G3", "G4", "B1", "G9"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert choice(sc).args == ("green",)


def test_normal_calls_uno_and_catches():
    sc = Scene().setup({A: ["R2", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    for seed in range(5):
        assert make_bot("uno", "normal", seed).react(G, G.view(sc.st, A), G.legal_actions(sc.st, A)).kind == "uno"
        a = make_bot("uno", "normal", seed).react(G, G.view(sc.st, C), G.legal_actions(sc.st, C))
        assert a.kind == "catch" and a.args == (A,)


def test_the_driver_offers_the_call_before_the_catch():
    sc = Scene().setup({A: ["R2", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    bots = [make_bot("uno", "normal", s) for s in range(4)]
    assert driver.decide(G, sc.st, bots, last=A).kind == "uno"


def test_normal_challenges_on_the_odds():
    # a player with many cards is unlikely to hold no red at all: a Draw Four from them is likely a bluff
    sc = Scene().setup({A: ["W4"] + ["B1", "B2", "G3", "G4", "Y5", "Y6", "B7", "G8"], B: ["Y1", "Y2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(A, "colour", "blue")
    assert choice(sc, B).kind == "challenge"
    # with two cards left it is likely legal
    sc = Scene().setup({A: ["W4", "B1", "G2"], B: ["Y1", "Y2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(A, "colour", "blue")
    assert choice(sc, B).kind == "accept"


def test_normal_challenges_after_seeing_the_colour_in_that_hand():
    sc = Scene().setup({A: ["W4", "R1", "G2"], B: ["Y1", "Y2"]}, ["R7"])
    sc.st.known[B] = {str(sc.hand(A)[1]): A}
    sc.act(A, "play", sc.hand(A)[0])
    sc.act(A, "colour", "blue")
    assert choice(sc, B).kind == "challenge"


def test_normal_passes_a_stack_on():
    sc = Scene(options={"stack_draw_two": True}).setup({A: ["RD2", "B1", "B2"], B: ["GD2", "G1", "G2"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    assert name(sc, choice(sc, B)) == "Green Draw Two"


def test_easy_sometimes_forgets_uno_and_seldom_catches():
    sc = Scene().setup({A: ["R2", "R5"]}, ["R7"])
    sc.act(A, "play", sc.hand(A)[0])
    calls = sum(make_bot("uno", "easy", s).react(G, G.view(sc.st, A), G.legal_actions(sc.st, A)) is not None
                for s in range(200))
    catches = sum(make_bot("uno", "easy", s).react(G, G.view(sc.st, C), G.legal_actions(sc.st, C)) is not None
                  for s in range(200))
    assert 100 < calls < 190 and 30 < catches < 120


def test_hard_plays_a_legal_round():
    st = G.new_state(5, 4)
    bots = [make_bot("uno", "hard" if s == 0 else "normal", s, iterations=3) for s in range(4)]
    driver.play(G, st, bots)
    assert st.phase in ("round_over", "match_over")


def test_policies_score_every_legal_action_from_the_view_alone():
    st = G.new_state(9, 5, {"stack_draw_two": True})
    pick = Rng(4)
    for _ in range(300):
        if st.phase != "play":
            break
        for seat in {a.seat for a in G.legal_actions(st)}:
            legal = G.legal_actions(st, seat)
            for level in ("easy", "normal"):
                scores = get_policy("uno", level)(G, G.view(st, seat), legal, Rng(1))
                assert len(scores) == len(legal) and all(isinstance(x, float) for x in scores)
        legal = G.legal_actions(st)
        G.apply(st, legal[pick.randbelow(len(legal))])


def _rates(seats: str, games: int) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["tournament", "--game", "uno", "--seats", seats, "--games", str(games), "--seed", "1"]) == 0
    rates = {}
    for line in out.getvalue().splitlines():
        parts = line.split()
        if parts and parts[0] in ("random", "easy", "normal"):
            rates[parts[0]] = float(parts[2])
    return rates


def test_normal_beats_easy_and_easy_beats_random():
    assert _rates("normal,easy,easy,easy", 400)["normal"] > 0.32
    assert _rates("easy,random,random,random", 100)["easy"] > 0.8
