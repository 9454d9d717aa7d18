"""TOWAI: house-rule options, leads and combos beyond §8, refusals, labels, and what each seat may know."""

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tests.games.towai.helpers import G, Scene, all_cards_once, code

A, B, C, D = 0, 1, 2, 3


def lead(players=3, hand_a=(), options=None, kind="first", **kw):
    sc = Scene(players=players, options=options)
    sc.setup({A: list(hand_a)}, **kw)
    sc.st.vars["lead"] = kind
    return sc


def orients(sc, seat=A) -> set:
    return {a.args[0] for a in G.legal_actions(sc.st, seat) if a.kind == "orient"}


# -- leads ----------------------------------------------------------------------------------------
def test_twai_lead_flips_the_chosen_side():
    sc = lead(hand_a=["T2", "N1"])
    sc.act(A, "orient", "day")
    sc.play(A, "T2")
    sc.done(A)
    assert sc.st.vars["side"] == "night" and sc.st.current == B and sc.st.vars["last"] == A


def test_twai_4_lead_grants_another_lead():
    sc = lead(hand_a=["T4", "D5"])
    sc.act(A, "orient", "night")
    sc.play(A, "T4")
    st = sc.st
    assert st.current == A and st.vars["lead"] == "reset" and st.zones["field"] == []
    assert sc.kinds() == {"orient"}


def test_twai_3_lead_makes_the_others_draw():
    sc = lead(hand_a=["T3", "D5"])
    sizes = [len(h) for h in sc.st.zones["hand"]]
    sc.act(A, "orient", "day")
    sc.play(A, "T3")
    assert [len(h) for h in sc.st.zones["hand"]] == [sizes[0] - 1, sizes[1] + 1, sizes[2] + 1]


def test_combo_of_several_cards_and_last_card_by_combo():
    sc = Scene()
    sc.setup({A: ["D4", "D4", "T4"]}, ["D3"], "day")
    sc.play(A, "D4")
    sc.play(A, "D4")
    assert sc.plays() == {"T4"}
    ev = sc.play(A, "T4")  # the last card: A goes out, the Reset is not resolved
    assert sc.st.phase == "round_over" and sc.st.result["winners"] == [A]
    assert not any(e["type"] == "reset" for e in ev)


def test_combo_with_a_card_received_in_the_swap():
    sc = Scene()
    sc.setup({A: ["T5", "N1"], B: ["N5", "D4"], C: ["N2", "D3"]}, ["D5"], "day")
    sc.play(A, "T5")
    sc.act(B, "swap", sc.find(B, "N5"))
    sc.act(A, "swap", sc.find(A, "N1"))
    sc.act(C, "swap", sc.find(C, "D3"))
    assert sc.codes(A) == ["N5"] and sc.st.current == A and sc.plays() == {"N5"} and "stop" in sc.kinds()
    sc.play(A, "N5")
    assert sc.st.phase == "round_over" and sc.st.result["winners"] == [A]


def test_two_player_swap_exchanges_one_card_each():
    sc = Scene(players=2)
    sc.setup({A: ["T5", "N1", "D7"], B: ["D3", "N4"]}, ["D4"], "day")
    sc.play(A, "T5")
    sc.act(A, "swap", sc.find(A, "N1"))
    sc.act(B, "swap", sc.find(B, "D3"))
    assert sorted(sc.codes(A)) == ["D3", "D7"] and sorted(sc.codes(B)) == ["N1", "N4"]


def test_reset_then_restart_tracks_the_reset_player():
    sc = Scene()
    sc.setup({A: ["T4", "D5", "N1"]}, ["N5"], "night")
    sc.play(A, "T4")
    sc.act(A, "orient", "day")
    sc.play(A, "D5")
    sc.done(A)
    sc.act(B, "pass")
    sc.act(C, "pass")
    assert sc.st.current == A and sc.st.vars["lead"] == "restart"


# -- options ----------------------------------------------------------------------------------------
def test_lead_must_match_state():
    sc = lead(hand_a=["N1", "N2"], options={"lead_must_match_state": True})
    assert orients(sc) == {"night"}
    with pytest.raises(IllegalAction, match="no card that fits day: a lead must be a Day or Twai card"):
        sc.act(A, "orient", "day")
    sc = lead(hand_a=["D3", "N1", "T2"], options={"lead_must_match_state": True})
    assert orients(sc) == {"day", "night"}
    sc.act(A, "orient", "day")
    assert sc.plays() == {"D3", "T2"}
    with pytest.raises(IllegalAction, match="By day a lead must be a Day or Twai card; Night 1 is not"):
        sc.play(A, "N1")
    assert lead(hand_a=["N1", "N2"]).kinds() == {"orient"} and orients(lead(hand_a=["N1"])) == {"day", "night"}


def test_optional_reset_turn_can_be_declined_without_drawing():
    sc = Scene(options={"reset_extra_turn_mandatory": False})
    sc.setup({A: ["T4", "D5", "N1"]}, ["N5"], "night")
    sc.play(A, "T4")
    assert sc.kinds() == {"orient", "stop"}
    with pytest.raises(IllegalAction, match=r"^After a Reset you set day or night and play a card, or end your turn\.$"):
        sc.act(A, "pass")   # the refusal names the way out the house rule gives, not "must play"
    n = len(sc.st.zones["draw"])
    sc.act(A, "stop")
    st = sc.st
    assert st.current == B and st.vars["lead"] == "open" and len(sc.hand(A)) == 2 and len(st.zones["draw"]) == n
    assert sc.kinds(B) == {"orient"}  # restart_lead_mandatory (default) also governs this lead


def test_optional_restart_lead_can_be_passed():
    opts = {"restart_lead_mandatory": False}
    sc = lead(hand_a=["D6", "N1"], options=opts)
    assert sc.kinds() == {"orient"}  # never on the first turn of a round
    sc.act(A, "orient", "day")
    sc.play(A, "D6")
    sc.done(A)
    sc.act(B, "pass")
    sc.act(C, "pass")
    assert sc.st.vars["lead"] == "restart" and sc.kinds() == {"orient", "pass"}
    with pytest.raises(IllegalAction, match=r"^You lead after a restart: set day or night and play a card, or pass\.$"):
        sc.act(A, "stop")
    sc.act(A, "pass")
    assert len(sc.hand(A)) == 2 and sc.st.current == B and sc.st.vars["lead"] == "open"
    assert sc.kinds(B) == {"orient", "pass"}
    sc = Scene(options=opts)
    sc.setup({A: ["T4", "D5"]}, ["N5"], "night")
    sc.play(A, "T4")
    assert sc.kinds() == {"orient"}  # the Reset lead has its own option


def test_final_card_effect_draw_when_resolved():
    sc = Scene(options={"resolve_effect_of_final_card": True})
    sc.setup({A: ["T3"]}, ["D3"], "day")
    sizes = [len(h) for h in sc.st.zones["hand"]]
    sc.play(A, "T3")
    assert sc.st.phase == "round_over" and [len(h) for h in sc.st.zones["hand"]] == [0, sizes[1] + 1, sizes[2] + 1]


def test_final_card_swap_when_resolved_skips_the_player_who_went_out():
    sc = Scene(options={"resolve_effect_of_final_card": True})
    sc.setup({A: ["T5"], B: ["D3", "D4"], C: ["N2", "N5"]}, ["D4"], "day")
    sc.play(A, "T5")
    assert sc.st.pending["seats"] == [B, C]
    sc.act(B, "swap", sc.find(B, "D3"))
    sc.act(C, "swap", sc.find(C, "N5"))
    assert sc.codes(A) == [] and sc.codes(B) == ["D4", "N5"] and sc.codes(C) == ["N2", "D3"]
    assert sc.st.phase == "round_over" and sc.st.result["winners"] == [A]
    sc = Scene(players=2, options={"resolve_effect_of_final_card": True})
    sc.setup({A: ["T5"]}, ["D4"], "day")
    sc.play(A, "T5")
    assert sc.st.phase == "round_over"  # nobody left to swap with


def test_final_card_reset_when_resolved():
    sc = Scene(options={"resolve_effect_of_final_card": True})
    sc.setup({A: ["T4"]}, ["N5"], "night")
    ev = sc.play(A, "T4")
    assert sc.st.phase == "round_over" and sc.st.zones["field"] == [] and any(e["type"] == "reset" for e in ev)


# -- refusals and labels ----------------------------------------------------------------------------
def test_refusal_reasons():
    sc = Scene()
    sc.setup({A: ["D5", "N1"], B: ["D6"]}, ["D4"], "day")
    with pytest.raises(IllegalAction, match="It is not player 2's turn"):
        sc.play(B, "D6")
    with pytest.raises(IllegalAction, match="set only by the player who leads"):
        sc.act(A, "orient", "night")
    with pytest.raises(IllegalAction, match="You have not played yet"):
        sc.act(A, "stop")
    with pytest.raises(IllegalAction, match="You don't hold that card"):
        sc.act(A, "play", sc.hand(B)[0])
    with pytest.raises(IllegalAction, match="no Swap to answer"):
        sc.act(A, "swap", sc.hand(A)[0])
    with pytest.raises(IllegalAction, match="no move called 'fly'"):
        sc.act(A, "fly")


def test_swap_refusals():
    sc = Scene()
    sc.setup({A: ["T5", "N1"], B: ["D3", "D4"]}, ["D5"], "day")
    sc.play(A, "T5")
    with pytest.raises(IllegalAction, match="Swap: every player first chooses a card"):
        sc.act(A, "stop")
    with pytest.raises(IllegalAction, match="You don't hold that card"):
        sc.act(B, "swap", sc.hand(A)[0])
    sc.act(B, "swap", sc.hand(B)[0])
    with pytest.raises(IllegalAction, match="not player 2's turn"):  # the engine's words: B has no decision left
        sc.act(B, "swap", sc.hand(B)[1])


def test_refused_action_leaves_the_state_unchanged():
    sc = Scene()
    sc.setup({A: ["D5", "N1"]}, ["D4"], "day")
    before = sc.st.to_json()
    for a in (Action(A, "play", (sc.find(A, "N1"),)), Action(A, "orient", ("dusk",)), Action(A, "play", ("x",))):
        with pytest.raises(IllegalAction):
            G.apply(sc.st, a)
    assert sc.st.to_json() == before


def test_describe():
    t3 = next(i for i, c in enumerate(G.cards) if c["suit"] == "twai" and c["number"] == 3)
    n2 = next(i for i, c in enumerate(G.cards) if c["suit"] == "night" and c["number"] == 2)
    assert G.describe(Action(0, "play", (t3,))) == "Play Twai 3 (Draw)"
    assert G.describe(Action(0, "orient", ("night",))) == "Set night"
    assert G.describe(Action(1, "swap", (n2,))) == "Pass Night 2 to the right"
    assert G.describe(Action(1, "pass")) == "Pass (draw a card)" and G.describe(Action(1, "stop")) == "End the turn"


# -- information --------------------------------------------------------------------------------------
def _swap_scene():
    sc = Scene()
    sc.setup({A: ["T5", "N1", "D7"], B: ["D3", "D4"], C: ["N2", "N5"]}, ["D5"], "day")
    sc.play(A, "T5")
    return sc


def test_swap_picks_are_private():
    sc = _swap_scene()
    ev = sc.act(C, "swap", sc.find(C, "N5"))
    assert G.view(sc.st, C)["pending"]["private"] == {"2": sc.find(C, "N5")}
    assert G.view(sc.st, A)["pending"]["private"] == {} and G.view(sc.st, A)["pending"]["waiting"] == [A, B]
    assert "card" not in G.redact(ev, A)[0] and G.redact(ev, C)[0]["card"] == sc.find(C, "N5")


def test_a_seat_sees_only_the_cards_it_gives_and_receives():
    sc = _swap_scene()
    n1, d3, n5 = sc.find(A, "N1"), sc.find(B, "D3"), sc.find(C, "N5")
    sc.act(A, "swap", n1)
    sc.act(C, "swap", n5)
    ev = sc.act(B, "swap", d3)
    moves = [e for e in ev if e["type"] == "move"]
    seen = {s: {e["card"] for e in G.redact(moves, s) if e["card"] >= 0} for s in (A, B, C)}
    assert seen == {A: {n1, d3}, B: {d3, n5}, C: {n5, n1}}
    assert all(e["card"] == -1 for e in G.redact(moves, None))
    assert G.view(sc.st, A)["known"] == {str(n1): C} and G.view(sc.st, B)["known"] == {str(d3): A}


def test_determinize_keeps_the_card_passed_in_a_swap():
    sc = _swap_scene()
    n1 = sc.find(A, "N1")
    sc.act(A, "swap", n1)
    sc.act(C, "swap", sc.find(C, "N5"))
    sc.act(B, "swap", sc.find(B, "D3"))
    for seed in range(20):
        d = G.determinize(G.view(sc.st, A), seed)
        assert n1 in d.zones["hand"][C] and all_cards_once(d)
        assert d.zones["hand"][A] == sc.hand(A)


def test_determinize_fills_the_hidden_swap_picks():
    sc = _swap_scene()
    sc.act(C, "swap", sc.find(C, "N5"))
    for seed in range(10):
        d = G.determinize(G.view(sc.st, A), seed)
        pick = d.pending["private"]["2"]
        assert pick in d.zones["hand"][C] and set(d.pending["private"]) == {"2"}
        assert set(G.legal_actions(d, A)) == set(G.legal_actions(sc.st, A))
        G.apply(d, Action(A, "swap", (sc.find(A, "N1"),)))
        G.apply(d, G.legal_actions(d)[0])
        assert d.pending is None and all_cards_once(d)


def test_determinize_draws_the_pile_from_its_last_rebuild():
    sc = Scene()
    sc.setup({B: ["D3"]}, ["N5", "N3", "T2"], "night", current=B, discard=["D4", "D6"], draw=[])
    box = sc.st.zones["box"]  # the unused cards go to the hands, so any of them could be sampled into the pile
    for i, c in enumerate(box):
        sc.hand(i % 3).append(c)
    box.clear()
    sc.act(B, "pass")
    pool = set(sc.st.vars["pool"])
    assert len(sc.st.zones["draw"]) == 3 and set(sc.st.zones["draw"]) <= pool
    for seed in range(30):
        d = G.determinize(G.view(sc.st, C), seed)
        assert set(d.zones["draw"]) <= pool and all_cards_once(d)
        assert [len(h) for h in d.zones["hand"]] == [len(h) for h in sc.st.zones["hand"]]


def test_view_shows_the_day_night_card_and_hides_the_rest():
    sc = Scene()
    sc.setup({A: ["D5", "N1"]}, ["D4"], "day")
    v = G.view(sc.st, B)
    assert v["vars"]["side"] == "day" and v["zones"]["field"] == sc.st.zones["field"]
    assert v["zones"]["hand"] == sc.hand(B) and "draw" not in v["zones"]
    assert v["counts"]["hand"] == [2, 5, 5] and v["counts"]["draw"] == len(sc.st.zones["draw"])
    assert code(sc.st.zones["field"][-1]) == "D4"


def test_determinize_keeps_a_fitting_lead_card_when_leads_must_fit():
    sc = lead(hand_a=["N1", "N2", "N3", "N4", "D5"], options={"lead_must_match_state": True})
    sc.act(A, "orient", "day")
    for seed in range(30):
        d = G.determinize(G.view(sc.st, C), seed)
        assert G.legal_actions(d, A) and all_cards_once(d)
