"""The round and match result screens: who is listed first, and whether points are shown at all."""

from types import SimpleNamespace

from tabletop.rules.loader import load_game
from tabletop.sim import random_playout
from tabletop.ui.overlays import keeps_score, match_title, standings


def test_a_single_round_uno_flex_match_lists_its_winner_first_and_no_points():
    game = load_game("uno_flex")
    st, _ = random_playout(game, 3, 3, match=True)
    assert st.phase == "match_over" and st.scores == [0, 0, 0]
    (w,) = st.result["match_winners"]
    assert not keeps_score(st)
    ranks = standings(st)
    assert ranks[0] == (1, w)
    assert [r for r, _ in ranks[1:]] == [2, 2]  # the others tie on no points


def test_a_scored_match_ranks_by_score_with_shared_ranks():
    game = load_game("tweak")
    st, _ = random_playout(game, 5, 4, match=True)
    assert keeps_score(st)
    ranks = standings(st)
    seats = [i for _, i in ranks]
    assert [st.scores[i] for i in seats] == sorted(st.scores, reverse=True)
    assert set(seats[:len(st.result["match_winners"])]) == set(st.result["match_winners"])


def test_equal_scores_share_a_rank_and_penalty_scores_keep_the_highest_first():
    st = SimpleNamespace(players=4, scores=[-40, -12, -105, -12],
                         result={"match_winners": [1, 3], "deltas": [-5, 0, -30, 0]})
    assert keeps_score(st)
    assert standings(st) == [(1, 1), (1, 3), (3, 0), (4, 2)]


def test_the_match_title_agrees_with_its_winners():
    assert match_title(["Ann"]) == "Ann wins the match!"
    assert match_title(["You"]) == "You win the match!"
    assert match_title(["Ann", "Ben"]) == "Ann and Ben win the match!"


def test_names_and_verbs_agree_for_the_lone_human_and_for_named_seats():
    from tabletop.ui.session import YOU, agrees, says

    assert [says(YOU, v) for v in ("lead", "go", "have")] == ["You lead", "You go", "You have"]
    assert [says("Chen", v) for v in ("lead", "go", "have", "pass", "win")] == \
        ["Chen leads", "Chen goes", "Chen has", "Chen passes", "Chen wins"]
    assert agrees("Ada", "use") == "uses" and agrees(YOU, "use") == "use"
