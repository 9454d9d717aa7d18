"""UNO FLEX bots and the drawn-card decision, which now follows every draw (playable card or not)."""

import pytest

from tabletop.ai import driver, make_bot
from tabletop.ai.registry import get_policy
from tabletop.ai.driver import play
from tabletop.engine.actions import Action
from tabletop.engine.rng import Rng
from tabletop.rules.loader import load_game
from tests.games.uno_flex.helpers import G, Scene

A = 0


def _drawn(hand, top, drawn, power=None):
    sc = Scene()
    sc.setup({A: hand}, [top], draw_top=[drawn], power=power)
    sc.act(A, "draw")
    return sc


def _choose(sc, level):
    return make_bot(G.id, level, 7).choose(G, G.view(sc.st, A), G.legal_actions(sc.st, A))


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_an_unplayable_drawn_card_is_kept(level):
    sc = _drawn(["Y1", "G3"], "R6", "B2")
    legal = G.legal_actions(sc.st, A)
    assert legal == [Action(A, "keep")]
    scores = get_policy(G.id, level)(G, G.view(sc.st, A), legal, Rng(1))  # the policy copes with it too
    assert len(scores) == 1
    assert _choose(sc, level) == Action(A, "keep")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_playable_drawn_card_is_played(level):
    sc = _drawn(["Y1", "G3"], "R6", "R8")
    assert _choose(sc, level) == Action(A, "play", (sc.hand(A)[-1], "regular"))


def test_normal_keeps_a_drawn_draw_four_it_could_only_bluff_with():
    """Power red (no flex side), a red card in hand: a regular Draw Four would be a bluff; normal keeps it."""
    sc = _drawn(["R1", "Y3", "G2"], "R6", "FWD4", power=[False, True, True, True])
    fwd4 = sc.hand(A)[-1]
    assert set(G.legal_actions(sc.st, A)) == {Action(A, "play", (fwd4, "regular")), Action(A, "keep")}
    assert _choose(sc, "normal") == Action(A, "keep")
    assert _choose(sc, "easy") == Action(A, "play", (fwd4, "regular"))


def test_bots_finish_rounds_answering_every_drawn_decision():
    """Whole rounds at normal and easy, replayed with legality checks: dead draws kept, some live ones played."""
    dead = live_played = 0
    for seed in range(6):
        bots = [make_bot(G.id, lv, seed * 10 + i) for i, lv in enumerate(["normal", "easy", "easy", "normal"])]
        actions = play(G, G.new_state(seed, 4), bots)
        st = G.new_state(seed, 4)
        for a in actions:
            if st.pending and st.pending["type"] == "drawn":
                legal = G.legal_actions(st, st.pending["seat"])
                if legal == [Action(st.pending["seat"], "keep")]:
                    dead += 1
                    assert a.kind == "keep"
                elif a.kind == "play":
                    live_played += 1
            G.apply(st, a)
        assert st.phase != "play" and st.result["winners"]
    assert dead > 0 and live_played > 0


# -- hard: its prior, its short rollouts ------------------------------------------------------------
def test_hard_holds_a_wild_that_normal_spends():
    """A red card fits: normal spends its wild (three greens to name); hard's prior keeps the wild for when
    nothing fits (the search may still overrule it: the flex side makes everyone draw two)."""
    sc = Scene(4).setup({A: ["FWAD", "R3", "G5", "G7", "G1", "Y2"]}, ["R6"], current=A)
    wild, r3 = sc.hand(A)[0], sc.hand(A)[1]
    assert _choose(sc, "normal").args[0] == wild
    legal = G.legal_actions(sc.st, A)
    prior = get_policy(G.id, "hard")(G, G.view(sc.st, A), legal, Rng(1))
    assert legal[prior.index(max(prior))] == Action(A, "play", (r3, "regular"))


def _draw_four_on(seat_b, cards_left: int, power_a: bool = False):
    """A plays a Draw Four on yellow with `cards_left` reds. Its Power card on ✘ unless asked: on ✓ every
    card with yellow as its flex colour could match too, so a legal Draw Four is less likely."""
    sc = Scene(4).setup({A: ["FWD4"] + [f"R{i}" for i in range(1, cards_left + 1)]}, ["Y2"], current=A,
                        power=[power_a, True, True, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "green")
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == seat_b
    return sc


def test_hard_accepts_a_draw_four_normal_would_challenge_without_searching_it():
    """Four cards left: a legal Draw Four is unlikely from a random hand but bots do not bluff; hard takes
    the four cards rather than risk six, and runs no rollouts (sampled hands would exaggerate bluffs)."""
    sc = _draw_four_on(1, 4)
    view, legal = G.view(sc.st, 1), G.legal_actions(sc.st, 1)
    assert make_bot(G.id, "normal", 3).choose(G, view, legal) == Action(1, "challenge")
    bot = make_bot(G.id, "hard::64", 3)
    assert bot.choose(G, view, legal) == Action(1, "accept")
    assert bot.last_stats == []
    # a bluff stays likely enough with seven cards left: hard challenges too
    sc = _draw_four_on(1, 7)
    assert make_bot(G.id, "hard::64", 3).choose(G, G.view(sc.st, 1), G.legal_actions(sc.st, 1)) == \
        Action(1, "challenge")


def test_a_draw_four_looks_less_likely_legal_while_its_player_can_play_flex():
    """With A's Power card on ✓ the cards whose flex colour is the current colour count in the Draw Four
    check, so more of the unseen cards would have made it illegal."""
    from tabletop.games.uno_flex.ai import Ctx, _p_legal
    p = {}
    for power in (False, True):
        sc = _draw_four_on(1, 4, power)
        p[power] = _p_legal(Ctx(G, G.view(sc.st, 1)))
    assert 0 < p[True] < p[False] < 1


def test_the_win_model_favours_fewer_cards_and_sums_to_one():
    from tabletop.games.uno_flex.ai import evaluate
    sc = Scene(4).setup({0: ["Y1", "Y2", "Y3", "Y5", "Y6", "Y7"], 1: ["G1"], 2: ["B1", "B2", "B3"],
                         3: ["R1", "R2", "R3"]}, ["R6"], current=0)
    v = [evaluate(G, sc.st, s) for s in range(4)]
    assert abs(sum(v) - 1) < 1e-9
    assert v[1] > v[2] > v[0] and v[1] > 0.4
    # the same hand holding a wild instead of a number card is worth more
    sc2 = Scene(4).setup({0: ["Y1", "Y2", "Y3", "Y5", "Y6", "FWAD"], 1: ["G1"], 2: ["B1", "B2", "B3"],
                          3: ["R1", "R2", "R3"]}, ["R6"], current=0)
    assert evaluate(G, sc2.st, 0) > v[0]


def test_short_rollout_returns_the_round_result_when_the_round_ends():
    from tabletop.ai.search import _RolloutBot, win_share
    from tabletop.games.uno_flex.ai import short_rollout
    sc = Scene(4).setup({A: ["Y5"]}, ["Y1"], current=A)
    sc.act(A, "play", sc.hand(A)[0], "regular")
    assert sc.st.phase != "play"
    bots = [_RolloutBot(get_policy(G.id, "rollout"), Rng(1))] * 4
    assert short_rollout(G, sc.st.clone(), A, bots, win_share) == 1.0
    assert short_rollout(G, sc.st.clone(), 2, bots, win_share) == 0.0
    # a live round: a probability, and the state moved on
    st = G.new_state(5, 4)
    v = short_rollout(G, st, 0, bots, win_share)
    assert 0.0 <= v <= 1.0 and st.moves >= 16


def test_hard_never_searches_a_draw_against_a_play():
    """A red card fits: hard searches other plays, never drawing instead; on a drawn card it may weigh
    playing it, never keeping it once its prior wants it played."""
    sc = Scene(4).setup({A: ["R3", "R5", "G5", "G7", "Y2", "B8"]}, ["R6"], current=A)
    view, legal = G.view(sc.st, A), G.legal_actions(sc.st, A)
    assert any(a.kind == "draw" for a in legal)
    bot = make_bot(G.id, "hard::8", 3)
    cands = bot._candidates(G, view, legal)
    assert cands[0].kind == "play" and len(cands) > 1
    assert all(a.kind == "play" for a in cands)
    sc = _drawn(["G5", "G7", "Y2"], "R6", "R8")
    view, legal = G.view(sc.st, A), G.legal_actions(sc.st, A)
    assert {a.kind for a in legal} == {"play", "keep"}
    cands = make_bot(G.id, "hard::8", 3)._candidates(G, view, legal)
    assert cands[0].kind == "play" and all(a.kind == "play" for a in cands)
    # with nothing to play the draw is the prior's choice and stands
    sc = Scene(4).setup({A: ["G5", "G7", "Y2"]}, ["R6"], current=A)
    legal = G.legal_actions(sc.st, A)
    assert [a.kind for a in legal] == ["draw"]


def _strict_draw_four(cards_left: int = 4):
    """A plays a legal Draw Four on yellow (reds only) under Strict Draw Four; B (seat 1) answers."""
    sc = Scene(4, options={"strict_wd4": True}).setup(
        {A: ["FWD4"] + [f"R{i}" for i in range(1, cards_left + 1)]}, ["Y2"], current=A,
        power=[False, True, True, True])
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "green")
    assert sc.st.pending["type"] == "wd4" and sc.st.pending["seat"] == 1
    return sc


def test_under_strict_draw_four_no_bot_challenges_a_draw_four_that_cannot_be_a_bluff():
    """The engine refuses a Draw Four the check would catch, so a challenge can only fail (draw 6): the
    hand that makes normal challenge without the option is accepted by every level with it."""
    sc = _strict_draw_four()
    view, legal = G.view(sc.st, 1), G.legal_actions(sc.st, 1)
    assert Action(1, "challenge") in legal
    assert make_bot(G.id, "normal", 3).choose(G, view, legal) == Action(1, "accept")
    assert all(make_bot(G.id, "easy", s).choose(G, view, legal) == Action(1, "accept") for s in range(40))
    assert make_bot(G.id, "hard::64", 3).choose(G, view, legal) == Action(1, "accept")


def test_under_strict_draw_four_sampled_hands_fit_the_legal_play():
    """Hard's sampled worlds: the Draw Four player's hand never holds what the check would catch, so the
    Draw Four is legal in every one of them (without the option some samples make it a bluff)."""
    from tabletop.games.uno_flex.rules import wd4_check
    from tabletop.games.uno_flex.tables import tables
    T = tables(G)
    for strict in (True, False):
        sc = _strict_draw_four(7) if strict else _draw_four_on(1, 7)
        view = G.view(sc.st, 1)
        legal = []
        for seed in range(60):
            w = G.determinize(view, seed)
            hand = w.zones["hand"][A]
            hidden = [s for s in range(4) if s != 1]
            assert len(hand) == 7 and sorted(sum((w.zones["hand"][s] for s in hidden), w.zones["draw"])) == \
                sorted(sum((sc.st.zones["hand"][s] for s in hidden), sc.st.zones["draw"]))
            legal.append(w.pending["private"][str(A)])
            assert legal[-1] == (not wd4_check(T, w, A, hand, T.cidx["yellow"]))
        assert all(legal) if strict else not all(legal)


def test_under_strict_draw_four_sampled_hands_fit_even_with_a_short_draw_pile():
    """Late in a round the draw pile holds too few cards to swap for: the cards the check would catch are
    swapped with the other sampled hands too, so the Draw Four stays legal in every sampled world."""
    sc = Scene(4, options={"strict_wd4": True}).setup(
        {A: ["FWD4"] + [f"R{i}" for i in range(1, 8)], 2: [f"Y{i}" for i in range(3, 8)], 3: ["Y8", "Y1"]},
        ["Y2"], current=A, power=[False, True, True, True])
    st = sc.st
    ys = [c for c in st.zones["draw"] if G.cards[c]["colour"] == "yellow"][:3]
    st.zones["discard"] = [c for c in st.zones["draw"] if c not in ys] + st.zones["discard"]
    st.zones["draw"] = ys   # three cards left, all yellow
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "green")
    view = G.view(sc.st, 1)
    worlds = [G.determinize(view, seed) for seed in range(60)]
    assert all(w.pending["private"][str(A)] for w in worlds)
    assert all(sorted(sum((w.zones["hand"][s] for s in (0, 2, 3)), w.zones["draw"])) ==
               sorted(sum((st.zones["hand"][s] for s in (0, 2, 3)), st.zones["draw"])) for w in worlds)
    assert make_bot(G.id, "hard::64", 3).choose(G, view, G.legal_actions(sc.st, 1)) == Action(1, "accept")


def test_under_strict_draw_four_the_caught_cards_go_where_the_record_allows():
    """The cards the check would catch leave the Draw Four player's sampled hand for a random place in the
    draw pile or an unmarked hand, not into a hand the table saw draw on that colour (they went there in
    122 of 200 worlds), nor mostly to the top of the draw pile."""
    from tabletop.games.uno_flex import record as record
    from tabletop.games.uno_flex.tables import tables
    T = tables(G)
    sc = Scene(4, options={"strict_wd4": True}).setup(
        {A: ["FWD4"] + [f"R{i}" for i in range(1, 8)], 2: ["G3", "G5", "B3", "B6", "G6"],
         3: ["Y8", "Y1", "G7", "B7", "B8"]}, ["Y2"], current=A, power=[False] * 4)
    st = sc.st
    ys = [c for c in st.zones["draw"] if G.cards[c]["colour"] == "yellow"][:3]
    st.zones["discard"] = [c for c in st.zones["draw"] if c not in ys] + st.zones["discard"]
    st.zones["draw"] = ys
    record.start(st)
    st.vars["held"][2][0].append(record.code(T.cidx["yellow"], st.zones["discard"][-1], False))  # drew on yellow
    sc.act(A, "play", sc.hand(A)[0], "regular")
    sc.act(A, "colour", "green")
    view = G.view(sc.st, 1)
    worlds = [G.determinize(view, seed) for seed in range(120)]
    assert all(w.pending["private"][str(A)] for w in worlds)
    assert not any(not record.fits(T, c, st.vars["held"][2][0]) for w in worlds for c in w.zones["hand"][2])
    yellow = T.cidx["yellow"]
    on_top = sum(T.col[w.zones["draw"][-1]] == yellow for w in worlds) / len(worlds)
    assert on_top < 0.75, on_top   # draw-pile-first, top-first put a yellow on top in every world
    assert G.determinize(view, 7).zones == G.determinize(view, 7).zones


def test_driver_offers_reactions_first_and_accepts_declines():
    """UNO window: the offender may call before anyone catches; declining lets the others act."""
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(4).setup({0: ["Y5", "Y6"], 1: ["B1", "B2"]}, ["Y1"], current=0)
    sc.act(0, "play", sc.st.zones["hand"][0][0], "regular")
    assert sc.st.vars["uno"] == 0

    class Decline:
        def react(self, game, view, legal):
            return None

        def choose(self, game, view, legal):
            return legal[0]

    class Grab(Decline):
        def __init__(self):
            self.seen = []

        def react(self, game, view, legal):
            self.seen.append([a.kind for a in legal])
            return legal[0]

    game = sc.st and load_game("uno_flex")
    grab = Grab()
    a = driver.decide(game, sc.st, [grab, Decline(), Decline(), Decline()], last=0)
    assert a == Action(0, "uno") and grab.seen == [["uno"]]
    catcher = Grab()
    a = driver.decide(game, sc.st, [Decline(), Decline(), catcher, Decline()], last=0)
    assert a == Action(2, "catch", (0,))


def test_a_seat_that_plays_a_wild_to_one_card_calls_uno_before_anyone_may_catch_it():
    """A wild played as the second-to-last card leaves its player naming a colour, so it is still that
    seat's decision; its own UNO call (game.own_calls) is offered to it before the other seats may catch
    it (they were asked first, and a normal neighbour always caught: 26 times in 40 rounds)."""
    from tabletop.ai import driver
    from tabletop.ai.bots import make_bot
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup({0: ["FWT2", "R2"]}, ["R5"])
    g = sc.g
    assert g.own_calls == {"uno"}
    wild = sc.hand(0)[0]
    sc.act(0, "play", wild, "regular")
    assert sc.st.pending["type"] == "colour" and sc.st.vars["uno"] == 0
    kinds = {(a.seat, a.kind) for a in g.legal_actions(sc.st)}
    assert (0, "uno") in kinds and (1, "catch") in kinds and (2, "catch") in kinds
    bots = [make_bot("uno_flex", "normal", s) for s in range(3)]
    a = driver.decide(g, sc.st, bots, last=0)
    assert (a.seat, a.kind) == (0, "uno")
