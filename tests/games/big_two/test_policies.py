"""BIG TWO's policies: the decisions a good player makes in clear situations (split from the shared policy
tests; decision speed is measured by scripts/bench_ai.py: a test asserts no wall-clock time)."""

from tests.policies import choose


def b2():
    from tests.games.big_two.helpers import G, Scene, ids
    return G, Scene, ids


def test_big_two_plan_keeps_combinations_together():
    from tabletop.games.big_two.ai import plan
    _, _, ids = b2()
    hand = ids(["3g", "4y", "5r", "6p", "7g", "9g", "9y", "Kr", "Kp", "2p"])
    p = [tuple(sorted(x)) for x in plan(hand)]
    assert ids(["3g", "4y", "5r", "6p", "7g"]) in p
    assert ids(["9g", "9y"]) in p and ids(["Kr", "Kp"]) in p and ids(["2p"]) in p and len(p) == 4


def test_big_two_leads_its_weakest_combination_and_opens_with_the_weakest_card():
    G, Scene, ids = b2()
    high = {1: ["2g", "Ag", "Kg", "Qg", "6g"], 2: ["2y", "Ay", "Ky", "Qy", "6y"], 3: ["2r", "Ar", "Kp", "Qr", "6r"]}
    sc = Scene(4).setup({0: ["4g", "4y", "8r", "Jp", "Kr", "2p"], **high}, current=0)
    a = choose(G, sc.st, 0)
    assert a.args[0] == ids(["4g", "4y"])
    sc = Scene(4).setup({0: ["3g", "4y", "5r", "6p", "7g", "Kr", "2p"]}, current=0)
    sc.st.vars["must"] = sc.hand(0)[0]
    a = choose(G, sc.st, 0)
    assert a.args[0] == ids(["3g", "4y", "5r", "6p", "7g"])


def test_big_two_follows_cheaply_without_breaking_pairs():
    G, Scene, ids = b2()
    sc = Scene(4).setup({0: ["5g", "9g", "9y", "Jr", "Ap", "2p"]}, top=(3, ["8r"]), current=0)
    assert choose(G, sc.st, 0).args[0] == ids(["Jr"])


def test_big_two_takes_the_lead_with_a_sure_winner_but_keeps_a_beatable_two():
    G, Scene, ids = b2()
    # purple 2 beats everything still out: it wins the trick and the lead for the weak singles
    sc = Scene(4).setup({0: ["5g", "9g", "Jr", "2p"]}, top=(3, ["Ar"]), current=0, fill=8)
    assert choose(G, sc.st, 0).args[0] == ids(["2p"])
    # red 2 can still be beaten by purple 2 (held by seat 1): keep it for later
    sc = Scene(4).setup({0: ["5g", "9g", "Jr", "2r"], 1: ["2p", "3g", "4g", "6g", "7g", "8g", "10g", "Qg"]},
                        top=(3, ["Ar"]), current=0, fill=8)
    assert choose(G, sc.st, 0).kind == "pass"


def test_big_two_leads_a_weak_single_before_its_sure_winner():
    G, Scene, ids = b2()
    # two weak singles and the top 2: lead a weak one, keep 2p to win the lead back for the other
    sc = Scene(4).setup({0: ["6r", "9y", "2p"]}, current=0, fill=8)
    assert choose(G, sc.st, 0).args[0] == ids(["6r"])
    # one weak single left: cash the 2 first, then go out with the single
    sc = Scene(4).setup({0: ["9y", "2p"]}, current=0, fill=8)
    assert choose(G, sc.st, 0).args[0] == ids(["2p"])


def test_big_two_blocks_a_player_about_to_go_out():
    G, Scene, ids = b2()
    # the next player (seat 3 in counter-clockwise play) holds one card: beat with the strongest single
    sc = Scene(4).setup({0: ["5g", "9g", "Jr", "Kg", "2p"]}, top=(1, ["8r"]), current=0,
                        fill={1: 5, 2: 5, 3: 1})
    assert choose(G, sc.st, 0).args[0] == ids(["2p"])
    # on a lead, no single they could beat
    sc = Scene(4).setup({0: ["5g", "5y", "9g", "Jr", "Kg"], 1: ["2g", "Ag", "Qg", "6g", "7g"],
                         2: ["2y", "Ay", "Qy", "6y", "7y"], 3: ["2r"]}, current=0)
    assert len(choose(G, sc.st, 0).args[0]) > 1


def test_big_two_team_play_leaves_a_partners_winner_but_blocks_an_opponent_going_out_on_it():
    """Team play: normal passes on its partner's Ace, but when the partner's Green 4 would let the next
    opponent (one card left) go out, it beats the partner with its 2 (it always passed on a partner)."""
    G, Scene, ids = b2()
    sc = Scene(4, {"team": True}).setup({0: ["5g", "9g", "Jr", "2p"]}, top=(2, ["Ar"]), current=0, fill=8,
                                         passes=1)
    assert choose(G, sc.st, 0).kind == "pass"
    sc = Scene(4, {"team": True}).setup({0: ["5g", "9g", "Jr", "2p"], 3: ["Kg"]}, top=(2, ["4g"]), current=0,
                                         fill={1: 8, 2: 8}, passes=1)
    assert choose(G, sc.st, 0).args[0] == ids(["2p"])


def test_big_two_team_play_leads_a_single_for_a_partner_on_one_card():
    G, Scene, ids = b2()
    sc = Scene(4, {"team": True}).setup({0: ["4g", "4y", "8r", "Jp", "Kr", "Kg"], 2: ["Qy"]}, current=0,
                                         fill={1: 8, 3: 8})
    assert choose(G, sc.st, 0).args[0] == ids(["8r"])


def test_big_two_stage5_never_blocks_with_a_lone_dragon():
    """Stage 5: every card beats a single dragon, so it stops nobody; normal blocked a one-card opponent with
    it (its strongest single in stage 2) and that opponent went out on it."""
    G, Scene, ids = b2()
    sc = Scene(4, {"expert": 5}).setup({0: ["5g", "9g", "Jr", "DC", "2p"], 3: ["Kg"]}, top=(1, ["8r"]),
                                        current=0, fill={1: 8, 2: 8})
    assert choose(G, sc.st, 0).args[0] == ids(["2p"])
    # in stage 2 the same dragon is the strongest single: blocking with it is right
    sc = Scene(4, {"stage2_dragons": True}).setup({0: ["5g", "9g", "Jr", "DC", "2p"], 3: ["Kg"]},
                                                   top=(1, ["8r"]), current=0, fill={1: 8, 2: 8})
    assert choose(G, sc.st, 0).args[0] in (ids(["DC"]), ids(["2p"]))


def test_big_two_stage1_goes_out_on_the_single_two():
    """Stage 1: with two sure winners left, cash the other first and go out on the single 2, which doubles
    every penalty (normal led the 2 first in half the deals)."""
    G, Scene, ids = b2()
    for seed in range(10):
        sc = Scene(4, {"expert": 1}).setup({0: ["Jy", "2p"]}, current=0, fill=8)
        assert max(c for s in (1, 2, 3) for c in sc.hand(s)) < ids(["Jy"])[0]  # both are sure winners
        assert choose(G, sc.st, 0, "normal", seed).args[0] == ids(["Jy"]), seed


def test_big_two_goes_out_when_it_can():
    G, Scene, ids = b2()
    sc = Scene(4).setup({0: ["9g", "9y"]}, top=(3, ["8r", "8g"]), current=0)
    assert choose(G, sc.st, 0).args[0] == ids(["9g", "9y"])
    assert choose(G, sc.st, 0, "easy").args[0] == ids(["9g", "9y"])


def test_big_two_endgame_solver():
    from tabletop.ai.search import forced_win
    G, Scene, ids = b2()
    # holding the top single and a pair: lead 2p, nobody beats it, then the pair ends the deal
    sc = Scene(4).setup({0: ["2p", "4g", "4y"]}, current=0, fill=2)
    assert forced_win(G, sc.st, 0, 5000) is True
    # a lone 3 against a player holding a 2 and one more card: they can always stop us
    sc = Scene(4).setup({0: ["3y", "3r", "5g"], 3: ["2p", "Kg"]}, current=0, fill=3)
    assert forced_win(G, sc.st, 0, 5000) is False
    assert forced_win(G, G.new_state(1, 4), 0, 10) is None
