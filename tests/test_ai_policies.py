"""Per-game policies: the decisions a good player makes in clear situations (decision speed is measured
by scripts/bench_ai.py: a test asserts no wall-clock time)."""


from tabletop.ai import make_bot
from tabletop.engine.actions import Action


def choose(game, st, seat, level="normal", seed=1):
    bot = make_bot(game.id, level, seed)
    return bot.choose(game, game.view(st, seat), game.legal_actions(st, seat))


def react(game, st, seat, level="normal", seed=1):
    return make_bot(game.id, level, seed).react(game, game.view(st, seat), game.legal_actions(st, seat))


# -- UNO FLEX ---------------------------------------------------------------------------------------
def uno():
    from tests.games.uno_flex.helpers import G, Scene
    return G, Scene


def test_uno_goes_out_and_calls_and_catches():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["Y5"]}, ["Y1"], current=0)
    assert choose(G, sc.st, 0) == Action(0, "play", (sc.hand(0)[0], "regular"))
    sc = Scene(4).setup({0: ["Y5", "Y6"]}, ["Y1"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert react(G, sc.st, 0) == Action(0, "uno")
    assert react(G, sc.st, 2) == Action(2, "catch", (0,))
    assert choose(G, sc.st, 1).kind == "catch"  # the next player catches before playing


def test_uno_keeps_colour_options_and_wilds():
    G, Scene = uno()
    # blue 2 matches by number; yellow 6 keeps the three yellows together; the wild waits
    sc = Scene(4).setup({0: ["Y6", "Y7", "Y3", "B2", "FWT2"]}, ["Y2"], current=0)
    a = choose(G, sc.st, 0)
    assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "yellow" and a.args[1] == "regular"


def test_uno_names_the_colour_it_holds_most():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["WAF", "R1", "R2", "R3", "G5"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert sc.st.pending["type"] == "colour"
    assert choose(G, sc.st, 0) == Action(0, "colour", ("red",))


def test_uno_aims_draws_at_the_leader():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["FWT2", "R1", "R2"], 2: ["G1", "G2"]}, ["Y2"], current=0, fill=6)
    sc.act(0, "play", sc.hand(0)[0], "flex")
    assert sc.st.pending["type"] == "target"
    assert choose(G, sc.st, 0) == Action(0, "target", (2,))


def test_uno_blocks_the_next_player_close_to_going_out():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["Y7", "D2-Y", "B5"], 1: ["G1"]}, ["Y2"], current=0)
    a = choose(G, sc.st, 0)
    assert G.cards[a.args[0]]["kind"] == "draw_two"


def test_uno_never_bluffs_a_draw_four():
    G, Scene = uno()
    sc = Scene(4).setup({0: ["FWD4", "Y7", "B5"]}, ["Y2"], current=0, power=[False] * 4)
    a = choose(G, sc.st, 0)
    assert a != Action(0, "play", (sc.hand(0)[0], "regular"))
    assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "yellow"


def test_uno_challenges_only_when_the_odds_favour_it():
    G, Scene = uno()
    # the Draw Four player still holds many cards: a legal Draw Four is unlikely, challenge
    sc = Scene(4).setup({0: ["FWD4", "R1", "R2", "R3", "R4", "R5", "R6", "R7"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == 1
    assert choose(G, sc.st, 1) == Action(1, "challenge")
    # with one card left it is probably legal: accept
    sc = Scene(4).setup({0: ["FWD4", "R1", "R2"]}, ["Y2"], current=0)
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    assert choose(G, sc.st, 1) == Action(1, "accept")


def test_uno_easy_plays_rather_than_draws():
    G, Scene = uno()
    for seed in range(10):
        sc = Scene(4).setup({0: ["Y6", "B3", "G4"]}, ["Y2"], current=0)
        assert choose(G, sc.st, 0, "easy", seed).kind == "play"


# -- BIG TWO --------------------------------------------------------------------------------------
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


# -- TOWAI --------------------------------------------------------------------------------------------
def tw():
    from tests.games.towai.helpers import G, Scene
    return G, Scene


def test_towai_plays_reset_for_a_free_lead():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["T4", "D5", "N2", "D7"]}, field=["N5"], side="night", current=0)
    a = choose(G, sc.st, 0)
    assert a == Action(0, "play", (sc.find(0, "T4"),))


def test_towai_leads_the_side_that_sheds_a_combo():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["D3", "T3", "N3", "D6", "N1"]}, current=0)
    a = choose(G, sc.st, 0)
    assert a.kind == "orient"
    sc.act(0, *(a.kind, *a.args))
    b = choose(G, sc.st, 0)
    assert G.cards[b.args[0]]["number"] == 3  # the three 3s go together
    sc.act(0, "play", b.args[0])
    assert choose(G, sc.st, 0).kind == "play"  # and the combo goes on


def test_towai_plays_rather_than_passes():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["D6", "N2", "N3"]}, field=["D5"], side="day", current=0)
    assert choose(G, sc.st, 0) == Action(0, "play", (sc.find(0, "D6"),))


def test_towai_swap_gives_the_least_useful_card():
    G, Scene = tw()
    sc = Scene(3).setup({0: ["T5", "T2", "D4", "N2", "N1", "D7"]}, field=["D3"], side="day", current=0)
    sc.play(0, "T5")
    assert sc.st.pending and sc.st.pending["type"] == "swap"
    a = choose(G, sc.st, 0)
    assert a.args[0] == sc.find(0, "D4")  # a lone middle number: no combo, no blocking power


# -- TWEAK ------------------------------------------------------------------------------------------
def tk():
    from tests.games.tweak.helpers import Scene
    return Scene


def test_tweak_takes_the_most_valuable_capture():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O1", "R5", "Y2"]}, table=["O3", "R2", "Y4", "G1"], deck=["O6[b8]"], deck_fill=8,
                        current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "sum"
    pts = g.cards[a.args[0]]
    assert {g.cards[c]["colour"] for c in a.args[1]} | {pts["colour"]} >= {"red"}


def test_tweak_prefers_the_tweak():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O4", "Y1", "G6"]}, table=["O3", "B1"], deck=["O6[b8]"], deck_fill=8, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "sum" and sorted(a.args[1]) == sorted(sc.st.zones["table"])


def test_tweak_joker_when_it_makes_a_capture():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["O6", "Y6", "G6"]}, table=["R3", "B6"], deck=["O1[b8]"], deck_fill=2,
                        tzone={0: ["joker"]}, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a == Action(0, "use_joker", (1,))


def test_tweak_joker_turns_a_small_sum_into_a_tweak():
    """G6+B1 makes 7 (2 points, P1 left for the next player); Joker +1 makes G6+P1+B1 = 8, the whole
    table and a T! card: normal uses the Joker (it only ever used one when no sum was there)."""
    Scene = tk()
    for deck in ([], ["O1[b7]"]):   # the deck's last card or an empty deck: target 7 either way
        sc = Scene(4).setup(hands={0: ["G6", "G2"], 1: ["O3", "Y4"], 2: ["B2"], 3: ["P4", "O2"]},
                            table=["P1", "B1"], deck=deck, tzone={0: ["joker"]}, current=0)
        assert sc.target() == 7 and any(a.kind == "sum" for a in sc.game.legal_actions(sc.st))
        assert choose(sc.game, sc.st, 0) == Action(0, "use_joker", (1,)), deck


def test_tweak_places_the_card_least_useful_to_the_next_player():
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["R5", "O6", "Y6"]}, table=["G6"], deck=["O1[b7]"], deck_fill=8, current=0)
    g = sc.game
    a = choose(g, sc.st, 0)
    assert a.kind == "place" and g.cards[a.args[0]]["colour"] != "red"


def test_uno_plays_its_coloured_card_and_keeps_the_wild_for_last():
    """With Red 4 and a wild on red, normal and hard's prior play the Red 4: the wild kept for last always
    fits, the red card might not (they played the wild first, then were stuck or caught)."""
    G, Scene = uno()
    for level in ("normal", "hard::8"):
        sc = Scene(4).setup({0: ["R4", "FWT2"]}, ["R5"], current=0)
        a = choose(G, sc.st, 0, level)
        assert a.kind == "play" and G.cards[a.args[0]]["colour"] == "red", (level, a)


def test_easy_never_names_a_colour_it_holds_none_of():
    """Easy picks a colour at random among those it holds (it named yellow holding only Red 5)."""
    G, Scene = uno()
    for seed in range(30):
        sc = Scene(4).setup({0: ["WAF", "R5", "R2"]}, ["Y2"], current=0)
        sc.act(0, "play", sc.hand(0)[0], "regular")
        assert choose(G, sc.st, 0, "easy", seed) == Action(0, "colour", ("red",)), seed


def test_tweak_keeps_a_joker_that_makes_no_capture():
    """No capture at the target nor at one more or one less: normal places a card and keeps its Joker
    (it used it for nothing, then placed a card anyway: 13 of 35 Joker uses in 40 rounds)."""
    Scene = tk()
    sc = Scene(3).setup(hands={0: ["R5", "O5", "Y4"]}, table=["B6"], deck=["O1[b8]"], deck_fill=8,
                        tzone={0: ["joker"]}, current=0)
    g = sc.game
    assert not any(a.kind == "sum" for a in g.legal_actions(sc.st))
    a = choose(g, sc.st, 0)
    assert a.kind == "place", a


def test_tweak_keeps_a_bomb_that_would_hit_nobody():
    """Every other hand is empty: the Bomb would do nothing, so normal places a card (it used the Bomb,
    which with used T! cards discarded threw away 2 points)."""
    Scene = tk()
    for used_score in (True, False):
        sc = Scene(3, {"used_tweak_cards_score": used_score}).setup(
            hands={0: ["O6", "Y6"], 1: [], 2: []}, table=["B5"], tzone={0: ["bomb"]}, current=0)
        a = choose(sc.game, sc.st, 0)
        assert a.kind == "place", (used_score, a)


def test_tweak_counts_the_points_a_used_t_card_loses_under_the_house_option():
    """With used T! cards discarded, a Thief that buys only a small expected gain is not worth its 2 points;
    with the default scoring the same Thief is used."""
    Scene = tk()
    kinds = {}
    for used_score in (True, False):
        sc = Scene(3, {"used_tweak_cards_score": used_score}).setup(
            hands={0: ["O6", "Y6", "G6"]}, table=["B6"], deck=["O1[b9]"], deck_fill=2,
            tzone={0: ["thief"]}, current=0)
        kinds[used_score] = choose(sc.game, sc.st, 0).kind
    assert kinds == {True: "use_thief", False: "place"}, kinds
