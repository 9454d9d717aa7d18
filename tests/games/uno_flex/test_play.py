"""UNO FLEX: random-playout invariants, replay, views, determinization, options and config errors."""

import json

import pytest

from tabletop.engine.actions import Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.rng import Rng
from tabletop.tools.sim import random_playout, replay
from tests.configs import bad
from tests.playout import checked_legal
from tests.games.uno_flex.helpers import G, Scene, all_cards_once

OPTION_SETS = [None, {"scoring": True}, {"strict_wd4": True, "wilds_count_for_wd4_check": False},
               {"two_player_reverse_acts_as_skip": True, "apply_last_card_draw_effects": False,
                "flex_action_requires_flex_colour": True}]


def candidates(st):
    """A spread of actions, legal or not, to probe the refusal path."""
    out = [Action(s, "draw") for s in range(st.players)]
    for s in range(st.players):
        for c in st.zones["hand"][s][:4]:
            out += [Action(s, "play", (c, "regular")), Action(s, "play", (c, "flex"))]
        out += [Action(s, "keep"), Action(s, "uno"), Action(s, "accept"), Action(s, "challenge"),
                Action(s, "colour", ("red",)), Action(s, "target", ((s + 1) % st.players,)),
                Action(s, "catch", ((s + 1) % st.players,))]
    out += [Action(0, "play", (st.zones["discard"][-1], "regular")), Action(0, "colour", ("purple",)),
            Action(0, "fly")]
    return out


def check_view(st, seat):
    v = G.view(st, seat)
    text = json.dumps(v)
    assert "rng" not in v and "draw" not in v["zones"] and v["counts"]["draw"] == len(st.zones["draw"])
    assert v["zones"]["hand"] == st.zones["hand"][seat]
    pend = v["pending"]
    if pend and "private" in pend:
        assert set(pend["private"]) <= {str(seat)}
    json.loads(text)
    return v


@pytest.mark.parametrize("players", range(2, 9))
def test_random_playouts_keep_invariants(players):
    for seed in range(12 if players <= 4 else 3):
        opts = OPTION_SETS[seed % len(OPTION_SETS)]
        st = G.new_state(seed, players, opts)
        pick = Rng(seed)
        log = []
        while st.phase == "play":
            legal = checked_legal(G, st, len(log), candidates, check_view, 29, 31)
            a = legal[pick.randbelow(len(legal))]
            G.apply(st, a)
            log.append(a)
            assert all_cards_once(st), (seed, a)
            assert len(log) < 20_000
        assert st.result["winners"] and not st.zones["hand"][st.result["winners"][0]]
        again = replay(G, seed, players, opts, [Action.from_json(json.loads(json.dumps(x.to_json()))) for x in log])
        assert again.to_json() == st.to_json()


def test_matches_with_scoring_end():
    for seed in range(6):
        st, acts = random_playout(G, seed, 3 + seed % 4, {"scoring": True}, match=True)
        assert st.phase == "match_over" and max(st.scores) >= 500
        assert st.result["match_winners"] == [st.scores.index(max(st.scores))]


def test_determinize_is_consistent_with_the_view():
    for seed in range(30):
        st = G.new_state(seed, 4)
        pick = Rng(seed + 100)
        for _ in range(pick.randbelow(60)):
            if st.phase != "play":
                break
            legal = G.legal_actions(st)
            G.apply(st, legal[pick.randbelow(len(legal))])
        if st.phase != "play":
            continue
        for seat in range(4):
            v = G.view(st, seat)
            d = G.determinize(v, seed)
            assert all_cards_once(d) and d.zones["hand"][seat] == st.zones["hand"][seat]
            assert [len(h) for h in d.zones["hand"]] == [len(h) for h in st.zones["hand"]]
            if any(a.seat == seat for a in G.legal_actions(st)):
                assert set(G.legal_actions(d, seat)) == set(G.legal_actions(st, seat))
            G.legal_actions(d)  # the whole table can act in the sample


def test_challenged_hand_is_known_after_determinize():
    sc = Scene()
    sc.setup({0: ["FWD4", "Y3", "G2"]}, ["B5"], colour="blue")
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    sc.act(1, "challenge")
    d = G.determinize(G.view(sc.st, 1), 5)
    assert sorted(d.zones["hand"][0]) == sorted(sc.hand(0))


def test_pending_draw_four_legality_is_private():
    sc = Scene()
    sc.setup({0: ["FWD4", "Y3"]}, ["B5"], colour="blue")
    sc.act(0, "play", sc.hand(0)[0], "regular")
    sc.act(0, "colour", "green")
    assert G.view(sc.st, 1)["pending"]["private"] == {}
    assert G.view(sc.st, 0)["pending"]["private"] == {"0": True}
    d = G.determinize(G.view(sc.st, 1), 3)
    assert isinstance(d.pending["private"]["0"], bool)
    G.apply(d, Action(1, "challenge"))


def test_drawn_card_is_private():
    sc = Scene()
    sc.setup({0: ["R1"]}, ["R6"], draw_top=["R8"])
    ev = sc.act(0, "draw")
    assert G.view(sc.st, 1)["pending"] == {"type": "drawn", "seat": 0, "private": {}}
    assert all(e.get("card", -1) == -1 for e in G.redact(ev, 1) if e["type"] == "move")
    d = G.determinize(G.view(sc.st, 1), 3)
    assert any(a.seat == 0 and a.kind == "keep" for a in G.legal_actions(d))


def test_two_player_reverse():
    sc = Scene(players=2)
    sc.setup({0: ["Rev-G", "B1"]}, ["G3"])
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert sc.st.current == 1
    sc = Scene(players=2, options={"two_player_reverse_acts_as_skip": True})
    sc.setup({0: ["Rev-G", "B1"]}, ["G3"])
    sc.act(0, "play", sc.hand(0)[0], "regular")
    assert sc.st.current == 0


def test_two_player_flex_reverse_gives_another_turn():
    sc = Scene(players=2)
    sc.setup({0: ["FlexRev-G", "B1"]}, ["G3"])
    sc.act(0, "play", sc.hand(0)[0], "flex")
    assert sc.st.current == 0


def test_two_flex_uses_reset_both_in_two_player_game():
    sc = Scene(players=2)
    sc.setup({0: ["F(Y/G)7", "B1"], 1: ["F(R/Y)2", "Y3"]}, ["G5"])
    sc.act(0, "play", sc.hand(0)[0], "flex")
    assert sc.st.vars["power"] == [False, True]
    sc.act(1, "play", sc.hand(1)[0], "flex")  # red 2 matches yellow by its flex colour
    assert sc.st.vars["power"] == [True, True]


def test_voluntary_flex_mode_flips_power():
    sc = Scene()
    sc.setup({0: ["F(Y/G)7", "B1"]}, ["Y5"])
    f = sc.hand(0)[0]
    assert {Action(0, "play", (f, "regular")), Action(0, "play", (f, "flex"))} <= set(G.legal_actions(sc.st))
    sc.act(0, "play", f, "flex")
    assert sc.st.vars["power"][0] is False and sc.st.vars["colour"] == "yellow"


def test_flex_action_requires_flex_colour_option():
    sc = Scene(options={"flex_action_requires_flex_colour": True})
    sc.setup({0: ["FlexSkip-Y", "B1"]}, ["Y5"])
    fs = sc.hand(0)[0]
    legal = set(G.legal_actions(sc.st))
    assert Action(0, "play", (fs, "regular")) in legal and Action(0, "play", (fs, "flex")) not in legal
    # the deck's flex actions print no flex colour: the refusal says so rather than ask for a match by it
    with pytest.raises(IllegalAction, match=r"^Yellow Flex Skip prints no flex colour, and with “Flex actions need "
                                            r"a flex colour” on, its flex side needs one: play it normally\.$"):
        sc.act(0, "play", fs, "flex")


def test_the_play_it_flex_hint_only_while_the_power_card_is_green():
    """A card whose flex colour would match is refused in regular mode with the hint to play it flex,
    unless the Power card is on ✘, when a flex play is not possible (it used to give the hint anyway)."""
    for power, hint in ((True, True), (False, False)):
        sc = Scene()
        sc.setup({0: ["F(Y/G)7", "B1"]}, ["G5"])
        sc.st.vars["power"][0] = power
        f = sc.hand(0)[0]
        with pytest.raises(IllegalAction) as e:
            sc.act(0, "play", f, "regular")
        assert ("Its flex colour (green) would: play it flex." in e.value.reason) == hint, e.value.reason


def test_wrong_turn_and_pending_reasons():
    sc = Scene()
    sc.setup({0: ["FWT2", "B1"], 1: ["Y1"]}, ["G3"])
    with pytest.raises(IllegalAction, match="not player 2's turn"):
        sc.act(1, "play", sc.hand(1)[0], "regular")
    sc.act(0, "play", sc.hand(0)[0], "regular")
    with pytest.raises(IllegalAction, match="First name a colour"):
        sc.act(0, "draw")
    with pytest.raises(IllegalAction, match="Name one of yellow, green, blue, red"):
        sc.act(0, "colour", "purple")


def test_describe():
    sc = Scene()
    sc.setup({0: ["R7"]}, ["R3"])
    r7 = sc.hand(0)[0]
    assert G.describe(Action(0, "play", (r7, "flex"))) == "Play Red 7 by its flex side"
    assert G.describe(Action(0, "play", (r7, "regular"))) == "Play Red 7"
    assert G.describe(Action(2, "catch", (1,))) == "Catch player 2 (no UNO)"
    assert G.describe(Action(0, "colour", ("blue",))) == "Name blue"


def test_deck_composition():
    cards = G.cards
    assert len(cards) == 104
    count = lambda **kw: sum(all(c[k] == v for k, v in kw.items()) for c in cards)
    assert count(kind="number") == 32 and count(kind="flex_number") == 32
    assert count(kind="number", flip_icon=True) == 8 and count(wild=True) == 16
    for k in ("skip", "reverse", "draw_two", "flex_skip", "flex_reverse", "flex_draw_two"):
        assert count(kind=k) == 4
    assert all(c["flex_colour"] is None for c in cards if c["kind"] != "flex_number")
    nxt = {"yellow": "green", "green": "blue", "blue": "red", "red": "yellow"}
    assert all(c["flex_colour"] == nxt[c["colour"]] for c in cards if c["kind"] == "flex_number")
    assert {(c["colour"], c["number"]) for c in cards if c["flip_icon"]} == {(k, n) for k in nxt for n in (4, 8)}
    for k in ("wild_all_flip", "flex_wild_target_draw_two", "flex_wild_all_draw", "flex_wild_draw_four"):
        assert count(kind=k, wild=True, colour=None) == 4
    for k in nxt:
        assert sorted(c["number"] for c in cards if c["colour"] == k and c["number"]) == sorted(list(range(1, 9)) * 2)


# -- malformed configs -------------------------------------------------------------------------
def _bad(fn):
    return bad("uno_flex.yaml", fn)


def test_unknown_effect_hook():
    e = _bad(lambda c: c["rules"]["effects"]["skip"].update(regular="uno_flex.skip_nxt"))
    assert (e.file, e.key) == ("uno_flex.yaml", "rules.effects.skip.regular") and "unknown hook" in e.reason


def test_effect_hook_that_is_not_an_effect():
    e = _bad(lambda c: c["rules"]["effects"]["skip"].update(regular="uno_flex.setup"))
    assert e.key == "rules.effects.skip.regular" and "not a UNO FLEX card effect" in e.reason


def test_bad_colour():
    e = _bad(lambda c: c["deck"]["cards"][0].update(colour="purple"))
    assert e.key == "deck.cards[0].colour" and "'purple' is not an allowed value" in e.reason


def test_rules_colour_list_must_cover_the_cards():
    e = _bad(lambda c: c["rules"].update(colours=["yellow", "green", "blue"]))
    assert e.key.startswith("deck.cards") and "not one of rules.colours" in e.reason


def test_count_mismatch():
    e = _bad(lambda c: c["deck"].update(count=103))
    assert e.key == "deck.count" and "makes 104 cards but count says 103" in e.reason


def test_rules_key_typo():
    e = _bad(lambda c: c["rules"].update(uno_penalti=2))
    assert e.key == "rules.uno_penalti" and "unknown key" in e.reason


def test_card_kind_without_effect():
    e = _bad(lambda c: c["rules"]["effects"].pop("flex_skip"))
    assert e.key == "rules.effects" and "flex_skip" in e.reason


def test_wild_with_colour():
    e = _bad(lambda c: c["deck"]["cards"][-1].update(colour="red"))
    assert e.key.startswith("deck.cards") and "wild card has no colour" in e.reason
