"""A hosted match played through the real protocol on the loopback address: a host and three clients play
a whole round of every game found with random legal moves; every client's view after every move is exactly
the engine's view for its seat."""

import random

import pytest

from tests.net_play import close_all, hosted, joined, play_round
from tests.pick import GAMES, game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("gid", GAMES)
def test_a_round_of_every_game_through_the_protocol(gid, home):
    g = game(gid)
    host = hosted(g, n=4, remote=3, seed=7)
    matches = {}
    try:
        matches = joined(host, 3)
        assert sorted(matches) == [1, 2, 3]
        host.start_match()

        def same_view(h, ms):
            for seat, m in ms.items():
                assert m.view == h.game.view(h.session.st, seat)

        k = play_round(host, matches, random.Random(gid), after=same_view)
        assert k > 0 and host.session.st.phase in ("round_over", "match_over")
        for m in matches.values():
            assert m.view["phase"] == host.session.st.phase
            assert m.public["scores"] == host.session.st.scores
    finally:
        close_all(host, matches)
