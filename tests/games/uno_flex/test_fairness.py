"""UNO FLEX's out-of-turn window is fair: a seat's UNO call or catch never depends on the cards it cannot see
(split from tests/test_ai_fairness.py, whose helpers it uses)."""

from tabletop.ai import make_bot
from tabletop.rules.loader import load_game
from tests.test_ai_fairness import alternatives


def test_uno_window_reactions_ignore_hidden_cards():
    from tests.games.uno_flex.helpers import Scene
    game = load_game("uno_flex")
    sc = Scene(4).setup({0: ["Y5", "Y6"], 1: ["B1", "B2"]}, ["Y1"], current=0)
    sc.act(0, "play", sc.st.zones["hand"][0][0], "regular")
    for s in (0, 2, 3):
        legal = game.legal_actions(sc.st, s)
        assert legal
        for level in ("random", "easy", "normal", "hard"):
            for seed in range(4):
                want = make_bot("uno_flex", level, seed, iterations=2).react(game, game.view(sc.st, s), legal)
                for alt in alternatives(game, sc.st, s):
                    assert make_bot("uno_flex", level, seed, iterations=2).react(game, game.view(alt, s), legal) == want
