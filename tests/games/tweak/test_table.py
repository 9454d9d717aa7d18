"""TWEAK at the table, driven through the real scene: sums picked from the table with one hand card
(Capture button or a dragged hand card), placements, refusals with the engine's reason, the second copy of
identical cards, [T!] cards through their dialogs, the Bomb's gift (also through a hot-seat hand-off),
the target with the Joker, and a whole deal against bots (how the table looks: test_table_look)."""

import random

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.table.session import Session, default_seats
from tests.games.tweak.helpers import Scene
from tests.games.tweak.table_helpers import _basic, _pick, _ready, _table_for, tsprite
from tests.test_ui_driver import (bare, button, click, drag, grab_point, home, key, make_app, pump,  # noqa: F401
                                  sprite_of, step)


# -- sums and placements -------------------------------------------------------------------------------------
def test_capture_by_picking_table_cards_then_the_capture_button(home):
    from tabletop.games.tweak.draw import _target_note
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    assert table.hud["target"] == 9 and table.hud["back"] == 9
    _pick(app, table, [t["O1"], t["Y3"], t["G2"], h["P3"]])
    assert _target_note(table, 0) == "3 + 1 + 3 + 2 = 9 ✓"
    b = button(table, "Capture")
    assert b.primary
    before = len(sess.actions)
    click(app, b.rect.center)
    want = Action(0, "sum", (h["P3"], tuple(sorted([t["O1"], t["Y3"], t["G2"]]))))
    assert sess.actions[before] == want
    assert {h["P3"], t["O1"], t["Y3"], t["G2"]} <= set(sess.st.zones["won"][0])
    assert sess.st.zones["table"] == [t["B5"]]
    assert table.picker.cards == []
    assert "3 + 1 + 3 + 2 = 9" in table.banner_text
    app.close()


def test_capture_with_the_keyboard_alone(home):
    """Left/Right step through the hand and then the table cards, Space picks, Enter captures."""
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    order = table.focus_order()
    assert set(order[:3]) == set(h.values()) and set(order[3:]) == set(t.values())
    for c in (t["O1"], t["Y3"], t["G2"], h["P3"]):
        for _ in range(len(order)):
            if table.focus == c:
                break
            ids = table.focus_order()
            here = ids.index(table.focus) if table.focus in ids else -1
            key(app, pygame.K_RIGHT if ids.index(c) > here else pygame.K_LEFT)
        assert table.focus == c
        key(app, pygame.K_SPACE)
        assert c in table.picker.cards
    before = len(sess.actions)
    key(app, pygame.K_RETURN)
    pump(app, lambda: len(sess.actions) > before, frames=600)
    assert sess.actions[before] == Action(0, "sum", (h["P3"], tuple(sorted([t["O1"], t["Y3"], t["G2"]]))))
    app.close()


def test_capture_by_dragging_a_hand_card_onto_the_table_with_table_cards_picked(home):
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    _pick(app, table, [t["Y3"]])
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, h["O6"])), bare(table))
    assert sess.actions[before] == Action(0, "sum", (h["O6"], (t["Y3"],)))
    assert {h["O6"], t["Y3"]} <= set(sess.st.zones["won"][0])
    app.close()


def test_place_by_dragging_with_nothing_picked(home):
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, h["O6"])), bare(table))
    assert sess.actions[before] == Action(0, "place", (h["O6"],))
    assert h["O6"] in sess.st.zones["table"]
    assert any(s.card == h["O6"] for s in table.director.zones["table"])
    app.close()


def test_a_hand_card_dropped_on_a_table_card_that_makes_the_target_captures_it(home):
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, h["O6"])), grab_point(table, tsprite(table, t["Y3"])))
    assert sess.actions[before:] == [Action(0, "sum", (h["O6"], (t["Y3"],)))]   # 6 + 3 = 9
    assert {h["O6"], t["Y3"]} <= set(sess.st.zones["won"][0])
    app.close()


def test_a_hand_card_dropped_on_a_table_card_short_of_the_target_starts_the_pick(home):
    """3 + 1 is short of 9, and sums with both exist: both are picked and the player is told to go on."""
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, h["P3"])), grab_point(table, tsprite(table, t["O1"])))
    assert len(sess.actions) == before and h["P3"] in sess.st.hand(0)
    assert sorted(table.picker.cards) == sorted([h["P3"], t["O1"]])
    assert not table.banner_bad and "rest of 9" in table.banner_text
    _pick(app, table, [t["B5"]])
    click(app, button(table, "Capture").rect.center)
    assert sess.actions[before:] == [Action(0, "sum", (h["P3"], tuple(sorted([t["O1"], t["B5"]]))))]
    app.close()


def test_a_hand_card_dropped_on_a_table_card_it_cannot_sum_with_is_refused_not_placed(home):
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, h["O6"])), grab_point(table, tsprite(table, t["B5"])))
    assert len(sess.actions) == before and h["O6"] in sess.st.hand(0)
    assert table.banner_bad
    assert table.banner_text == "6 + 5 = 11, but the target is 9. To place the card, drop it where the table is bare."
    assert table.picker.cards == []
    drag(app, grab_point(table, sprite_of(table, h["O6"])), bare(table))
    assert sess.actions[before:] == [Action(0, "place", (h["O6"],))]
    app.close()


def test_an_illegal_sum_is_refused_with_the_engines_reason_and_nothing_moves(home):
    from tabletop.games.tweak.draw import _target_note
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    zones = {k: [list(x) if isinstance(x, list) else x for x in v] for k, v in sess.st.zones.items()}
    before = len(sess.actions)
    _pick(app, table, [h["O6"], t["B5"]])            # 6 + 5 = 11, the target is 9
    assert _target_note(table, 0) == "= 11, target 9"
    b = button(table, "Take these cards")
    assert not b.primary
    click(app, b.rect.center)
    reason = sess.game.reason(sess.st, Action(0, "sum", (h["O6"], (t["B5"],))))
    assert reason == "6 + 5 = 11, but the target is 9."
    assert table.banner_bad and table.banner_text == reason
    assert len(sess.actions) == before and sess.st.zones == zones
    assert sorted(s.card for s in table.director.zones["table"]) == sorted(t.values())
    # table cards alone (no hand card) are refused too, with the engine's words
    key(app, pygame.K_ESCAPE)
    _pick(app, table, [t["O1"], t["Y3"], t["B5"]])   # 1 + 3 + 5 = 9 but no hand card
    click(app, button(table, "Take these cards").rect.center)
    assert table.banner_text == "A sum needs one card from your hand; table cards alone do not count."
    assert len(sess.actions) == before and sess.st.zones == zones
    app.close()


# -- identical cards -----------------------------------------------------------------------------------------
def _twins():
    """Target 9; your hand R1 R1 O2 (two identical Red 1); table Y3 Y3 B5 (two identical Yellow 3)."""
    sc = Scene(4).setup(hands={0: ["R1", "R1", "O2"]}, table=["Y3", "Y3", "B5"], deck=["R2"], deck_fill=12,
                        current=0)
    assert sc.target() == 9
    r1a, r1b, _o2 = sc.hand(0)
    y3a, y3b, b5 = sc.zone("table")
    listed = [a for a in sc.legal(0) if a.kind == "sum"]
    assert listed == [Action(0, "sum", (r1a, (y3a, b5)))], "the engine lists one copy of each"
    return sc, (r1a, r1b), (y3a, y3b, b5)


def test_the_second_copy_of_identical_cards_can_be_picked_and_dragged(home):
    sc, (r1a, r1b), (y3a, y3b, b5) = _twins()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    _pick(app, table, [y3b, b5])                     # the copy the engine does not list
    assert r1b in table.picker.addable(), "either Red 1 completes the sum"
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, r1b)), bare(table))   # the other Red 1
    assert sess.actions[before] == Action(0, "sum", (r1a, (y3a, b5)))
    assert table.banner_text and not table.banner_bad
    assert {r1a, y3a, b5} <= set(sess.st.zones["won"][0])
    assert y3b in sess.st.zones["table"] and r1b in sess.st.hand(0)
    app.close()


def test_placing_the_second_copy_places_the_listed_one(home):
    sc, (r1a, r1b), _t = _twins()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, r1b)), bare(table))
    assert sess.actions[before] == Action(0, "place", (r1a,))
    assert not table.banner_bad
    app.close()


def test_a_hand_card_and_the_same_card_on_the_table_are_told_apart(home):
    """A Red 3 in the hand and a Red 3 on the table share colour and value but not their place: picking
    the table's Red 3 with another table card is refused (no hand card), not turned into a sum."""
    sc = Scene(4).setup(hands={0: ["R3", "O1", "P1"]}, table=["R3", "Y3"], deck=["R2"], deck_fill=12, current=0)
    r3_hand, r3_table, y3 = sc.hand(0)[0], sc.zone("table")[0], sc.zone("table")[1]
    # hand R3 + table Y3 = 6; table R3 + Y3 = 6 needs no hand card: refused
    app, sess, table = _table_for(sc)
    _ready(app, table)
    _pick(app, table, [r3_table, y3])
    assert table.picker.candidates() == []
    before = len(sess.actions)
    click(app, button(table, "Take these cards").rect.center)
    assert len(sess.actions) == before and table.banner_bad
    assert r3_hand in sess.st.hand(0)
    app.close()


# -- a whole deal ---------------------------------------------------------------------------------------
def test_a_full_deal_one_human_against_three_bots(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    game = load_game("tweak")
    app = make_app(speed="instant")
    sess = Session(game, default_seats(4, 1), {}, 3, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    rnd = random.Random(3)
    mine = {"sum": 0, "place": 0, "other": 0}
    for _ in range(80):
        pump(app, lambda: app.scenes.top is not table or table.my_turn(), frames=6000)
        if app.scenes.top is not table:
            break
        before = len(sess.actions)
        if table.dialog is not None:
            click(app, table.dialog.widgets[0].rect.center)
        else:
            legal = sess.legal(0)
            sums = [a for a in legal if a.kind == "sum"]
            a = rnd.choice(sums) if sums and rnd.random() < 0.7 else rnd.choice([a for a in legal if a.kind == "place"])
            cards = table.picker.cards_of(a)
            _pick(app, table, cards[:-1])
            drag(app, grab_point(table, sprite_of(table, cards[-1])), bare(table))
            assert sess.actions[before] == a, (a, sess.actions[before:])
        new = [x for x in sess.actions[before:] if x.seat == 0]
        for x in new:
            mine[x.kind if x.kind in mine else "other"] += 1
    assert app.scenes.top.name == "round_result"
    assert sess.st.phase in ("round_over", "match_over")
    assert mine["sum"] >= 2 and mine["sum"] + mine["place"] >= 6
    assert table.director.resyncs == 0
    assert sum(1 for _ in table.director.sprites()) == game.n_cards
    app.close()


def test_the_next_deal_starts_without_a_resync(home):
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    game = load_game("tweak")
    app = make_app(speed="instant")
    sess = Session(game, [dict(s, kind="ai", level="normal") for s in default_seats(3, 0)], {}, 5, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=8000)
    key(app, pygame.K_RETURN)                     # Next round
    pump(app, lambda: sess.st.round == 2 and not table.director.busy, frames=200)
    step(app, 3)
    assert table.director.resyncs == 0
    assert [s.card for s in table.director.zones["blue"]] == sess.st.zones["blue"]
    app.close()
