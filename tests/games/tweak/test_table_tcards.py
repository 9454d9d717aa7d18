"""TWEAK at the table: the [T!] cards (their dialogs, keys and layout) and the Bomb's gift, played through the
real scenes."""

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.table.session import Session, default_seats
from tests.games.tweak.helpers import Scene
from tests.test_ui_driver import button, click, home, key, make_app, pump, step  # noqa: F401
from tests.games.tweak.test_table import _pick, _ready, _table_for


# -- [T!] cards ------------------------------------------------------------------------------------------------
def test_the_joker_through_its_dialog_then_a_tweak_at_the_new_target(home):
    sc = Scene(4).setup(hands={0: ["G6", "P4", "B1"]}, table=["O1", "Y3"], deck=["R2"], deck_fill=12,
                        tzone={0: ["joker"]}, current=0)
    g6 = sc.hand(0)[0]
    o1, y3 = sc.zone("table")
    app, sess, table = _table_for(sc)
    _ready(app, table)
    click(app, button(table, "Use the Joker").rect.center)
    d = table.dialog
    assert d is not None and "Joker" in d.title
    labels = [w.label for w in d.widgets]
    assert labels == ["+1: target 10", "−1: target 8", "Cancel"]
    click(app, next(w for w in d.widgets if w.label.startswith("+1")).rect.center)
    assert sess.actions[-1] == Action(0, "use_joker", (1,))
    assert table.hud["target"] == 10 and table.hud["mod"] == 1 and table.hud["back"] == 9
    assert "Joker" in table.banner_text
    _ready(app, table)
    with_joker = [w for w in table.widgets if "Use the" in getattr(w, "label", "")]
    assert with_joker == [], "one T! card a turn: no other use offered"
    _pick(app, table, [o1, y3, g6])
    b = button(table, "TWEAK!")
    assert b.label == "TWEAK! (whole table)" and b.primary
    click(app, b.rect.center)
    assert sess.actions[-1] == Action(0, "sum", (g6, (o1, y3)))
    assert "TWEAK!" in table.banner_text
    assert len(sess.st.zones["tzone"][0]) == 1           # the T! card won by the TWEAK
    assert table.hud["target"] == sc.target() and table.hud["mod"] == 0
    app.close()


def test_the_thief_through_its_dialog(home):
    sc = Scene(4).setup(hands={0: ["G6", "P4", "B1"]}, table=["O1"], deck=["R2"], deck_fill=12,
                        tzone={0: ["thief"]}, current=0)
    app, sess, table = _table_for(sc)
    _ready(app, table)
    victim = sc.B
    click(app, button(table, "Use the Thief").rect.center)
    d = table.dialog
    assert "Thief" in d.title
    opt = next(w for w in d.widgets if w.label.startswith(sess.name(victim)))
    assert opt.label == f"{sess.name(victim)} (3 cards)"
    click(app, opt.rect.center)
    assert sess.actions[-1] == Action(0, "use_thief", (victim,))
    assert len(sess.st.zones["table"]) == 2 and len(sess.st.hand(victim)) == 2
    assert "Thief" in table.banner_text and table.dialog is None
    app.close()


def test_a_t_card_dialog_can_be_cancelled_and_is_offered_only_when_legal(home):
    sc = Scene(4).setup(hands={0: ["G6", "P4", "B1"]}, table=["O1"], deck=[], tzone={0: ["shifter", "bomb"]},
                        current=0)
    app, sess, table = _table_for(sc)
    _ready(app, table)
    labels = [getattr(w, "label", "") for w in table.widgets]
    assert "Use the Bomb ▸" in labels
    assert not any("Shifter" in x for x in labels), "the Shifter needs a deck card"
    click(app, button(table, "Use the Bomb").rect.center)
    assert table.dialog is not None
    key(app, pygame.K_ESCAPE)
    assert table.dialog is None and sess.actions == []
    assert table.my_turn()
    app.close()


# -- the Bomb's gift --------------------------------------------------------------------------------------------
def test_a_bomb_answer_by_clicking_a_card(home):
    from tabletop.games.tweak.table import CardChoice
    sc = Scene(3).setup(hands={0: ["R1", "R1", "O2"]}, table=["Y3"], deck=["R2"], deck_fill=10,
                        tzone={2: ["bomb"]}, current=2)
    r1a, r1b, o2 = sc.hand(0)
    app, sess, table = _table_for(sc)
    sess.apply(Action(2, "use_bomb"))        # before the table opens: the AI victim (seat 1) gives first
    pump(app, lambda: isinstance(table.dialog, CardChoice), frames=3000)
    assert sess.actions[-1].kind == "give" and sess.actions[-1].seat == 1
    d = table.dialog
    assert d.title == "Bomb! Put one card of your choice on the table"
    assert [w.label for w in d.widgets] == [sess.game.card_name(c) for c in (r1a, r1b, o2)]
    click(app, d.widgets[1].rect.center)       # the second Red 1
    assert sess.actions[-1] == Action(0, "give", (r1a,))
    assert r1a in sess.st.zones["table"] and sorted(sess.st.hand(0)) == sorted([r1b, o2])
    assert sess.st.pending is None and "Bomb" in table.banner_text
    app.close()


def test_a_bomb_answer_goes_through_the_hot_seat_hand_off(home):
    from tabletop.games.tweak.table import CardChoice
    from tests.test_ui_hotseat import Watch
    seats = [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "human", "level": None, "name": "Ben"},
             {"kind": "ai", "level": "normal", "name": "Cy"}]
    sc = Scene(3).setup(hands={1: ["O2", "Y4", "G5"]}, table=["Y3"], deck=["R2"], deck_fill=10,
                        tzone={0: ["bomb"]}, current=0)
    app, sess, table = _table_for(sc, seats=seats)
    w = Watch(app, sess)
    pump(app, lambda: app.scenes.top.name == "handoff" or table.my_turn(), frames=3000)
    if app.scenes.top.name == "handoff":
        key(app, pygame.K_RETURN)
    _ready(app, table)
    assert table.viewer == 0
    click(app, button(table, "Use the Bomb").rect.center)
    click(app, button(table.dialog, "Use the Bomb").rect.center)
    assert sess.actions[-1] == Action(0, "use_bomb")
    # Cy (AI, next to the right) gives first, then Ben is asked: the table hides until Ben is there
    pump(app, lambda: app.scenes.top.name == "handoff", frames=3000)
    assert app.scenes.top.who == "Ben" and table.viewer is None
    key(app, pygame.K_RETURN)
    pump(app, lambda: isinstance(table.dialog, CardChoice), frames=3000)
    assert table.viewer == 1 and "Bomb!" in table.dialog.title
    ben = list(sess.st.hand(1))
    click(app, table.dialog.widgets[0].rect.center)
    gave = sess.actions[-1]
    assert gave.seat == 1 and gave.kind == "give" and gave.args[0] in ben
    pump(app, lambda: app.scenes.top.name == "handoff", frames=3000)
    assert app.scenes.top.who == "Ann"
    w.handoffs_between_humans()
    assert w.checked > 5 and table.director.resyncs == 0
    app.close()


def test_four_t_cards_lie_apart_and_off_the_table_cards(home):
    """Your four T! cards (each with its USE tag) lie in two rows rather than over each other, and a side
    player's T! cards close up rather than lie on the table's cards (both overlapped at 960x540)."""
    from tabletop.ui.table.scene import TableScene
    for n, size in ((4, (960, 540)), (5, (1024, 576)), (6, (960, 540)), (4, (1280, 720))):
        sc = Scene(players=n)
        sc.setup({0: ["R6", "O3", "P5"]}, table=["G1", "B2", "P3", "O4", "Y1", "G3", "B1", "P2", "R1"], deck_fill=12,
                 tzone={0: ["joker", "thief", "shifter", "bomb"], 1: ["joker", "thief", "shifter", "thief"]},
                 current=0)
        sess = Session(sc.game, default_seats(n, 1), {}, 1, save=False)
        sess.st = sc.st
        app = make_app(size=size)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        step(app, 3)
        L = table.geom
        mine = [L.t_rect(0, i, 4) for i in range(4)]
        assert all(not a.colliderect(b) for k, a in enumerate(mine) for b in mine[k + 1:]), (n, size, mine)
        assert all(app.screen.get_rect().contains(r) for r in mine)
        assert all(r.collidelist(list(L.plate.values())) == -1 for r in mine), (n, size)
        side = [L.t_rect(1, i, 4) for i in range(4)]
        assert all(not r.colliderect(L.table_rect) for r in side), (n, size, side, L.table_rect)
        app.close()


def test_t_cards_open_with_their_number_keys(home):
    """Each usable T! card has a key, 1 to 4 in the order the cards lie, shown on its tag ("USE 1"); they
    could only be reached with Tab before."""
    sc = Scene(4).setup(hands={0: ["G6", "P4", "B1"]}, table=["O1", "Y3"], deck=["R2"], deck_fill=12,
                        tzone={0: ["joker", "thief"]}, current=0)
    app, sess, table = _table_for(sc)
    _ready(app, table)
    uses = [w for w in table.widgets if "Use the" in getattr(w, "label", "")]
    assert [(w.label, w.hotkey) for w in uses] == [("Use the Joker ▸", pygame.K_1), ("Use the Thief ▸", pygame.K_2)]
    key(app, pygame.K_2)
    assert table.dialog is not None and "Thief" in table.dialog.title
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_1)
    assert table.dialog is not None and "Joker" in table.dialog.title
    app.close()


def test_the_bomb_gift_shows_its_number_keys_and_answers_enter(home):
    """The gift said "press its number" but showed none, and opened with no card focused: each card now
    has its number under it, the first is focused, Right moves on and Enter gives the focused card."""
    from tabletop.ui.core import gfx
    from tabletop.games.tweak.table import CardChoice
    sc = Scene(3).setup(hands={0: ["R1", "G4", "O2"]}, table=["Y3"], deck=["R2"], deck_fill=10,
                        tzone={2: ["bomb"]}, current=2)
    r1, g4, o2 = sc.hand(0)
    app, sess, table = _table_for(sc)
    sess.apply(Action(2, "use_bomb"))
    pump(app, lambda: isinstance(table.dialog, CardChoice), frames=3000)
    d = table.dialog
    assert [w.focused for w in d.widgets] == [True, False, False]
    assert all(w.plain for w in d.widgets)   # the card is the button: no body or ring left under a risen card
    drawn = []
    real = gfx.blit_text
    gfx.blit_text = lambda dst, s, *a, **kw: drawn.append(s) or real(dst, s, *a, **kw)
    try:
        d.draw(app.screen)
    finally:
        gfx.blit_text = real
    assert {"1", "2", "3"} <= set(drawn)
    second = d.choice[1]   # the cards lie as in the hand on screen
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert sess.actions[-1] == Action(0, "give", (second,)) and second in (r1, g4, o2)
    app.close()
