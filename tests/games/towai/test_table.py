"""TOWAI at its own table, driven through the real scene: Day / Night buttons for a lead, plays by drag,
click or keyboard, an illegal drop refused with the engine's reason, a combo then End turn, the forced
end of a combo done for the player, a Swap chosen from the hand, the Day/Night card following the view,
a whole round against bots and hot-seat hands kept hidden."""

import random

import pygame

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game
from tabletop.games.towai import table as TW
from tabletop.ui.table.session import Session, default_seats
from tabletop.tools.shots import advance
from tabletop.games.towai.draw import indicator_content
from tests.test_ui_driver import (  # noqa: F401
    button,
    click,
    drag,
    grab_point,
    home,
    key,
    make_app,
    pump,
    sprite_of,
    step,
)

GAME = load_game("towai")
NUM = GAME.attr["number"]


def _open(sess, speed: str = "instant", size=(1280, 720)):
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed=speed, size=size)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    return app, table


def _ready(app, table):
    pump(app, lambda: table.my_turn() or table.session.st.phase != "play", frames=6000)


def _kinds(sess, seat: int = 0) -> set:
    return {a.kind for a in sess.legal(seat)}


def _mine(s) -> bool:
    """Seat 0 (the human) alone has something to do."""
    return s.st.phase == "play" and s.game.to_act(s.st) == [0]


def _after(s, a: Action):
    """The state after `a` (on a copy) and the legal actions of its seat there."""
    st = s.st.clone()
    s.game.apply(st, a)
    return st, s.game.legal_actions(st, a.seat)


def _plays(sess, seat: int = 0) -> list:
    return [a for a in sess.legal(seat) if a.kind == "play"]


def _combo_follows(s) -> Action | None:
    """A play of seat 0 after which it may add another card (not its last card, no Swap or Reset)."""
    for a in _plays(s):
        st, nxt = _after(s, a)
        if st.phase == "play" and st.pending is None and st.vars["stage"] == "combo" and \
                any(b.kind == "play" for b in nxt):
            return a
    return None


def _forced_stop_follows(s) -> Action | None:
    """A play of seat 0 after which ending the turn is all it can do."""
    for a in _plays(s):
        st, nxt = _after(s, a)
        if st.phase == "play" and st.vars["stage"] == "combo" and [b.kind for b in nxt] == ["stop"]:
            return a
    return None


def test_first_lead_sets_night_with_its_button_and_the_indicator_shows_it(home):
    seed = next(k for k in range(1, 200) if GAME.new_state(k, 4).current == 0)
    sess = Session(GAME, default_seats(4, 1), {}, seed, save=False)
    app, table = _open(sess)
    _ready(app, table)
    assert indicator_content(table)[0] is None, "no side before the first lead"
    assert table.dialog is None, "day or night is chosen with buttons, not a dialog"
    click(app, button(table, "Night").rect.center)
    assert sess.actions[-1] == Action(0, "orient", ("night",))
    _ready(app, table)
    side, title, lines, _ = indicator_content(table)
    assert side == "night" and title == "NIGHT" and "play equal or lower" in lines
    assert table.hud["dn"].side == sess.view(0)["vars"]["side"] == "night"
    app.close()


def test_a_lead_after_a_restart_is_oriented_by_hotkey(home):
    sess = advance(GAME, 5, 4, lambda s: _mine(s) and "orient" in _kinds(s) and s.st.vars["side"] is not None)
    app, table = _open(sess)
    _ready(app, table)
    assert {b.label for b in table.widgets} >= {"Day", "Night"}
    key(app, pygame.K_d)
    assert sess.actions[-1] == Action(0, "orient", ("day",))
    app.close()


def test_a_legal_play_by_drag(home):
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["stage"] == "play" and len(_plays(s)) >= 1)
    app, table = _open(sess)
    _ready(app, table)
    a = _plays(sess)[0]
    card = a.args[0]
    assert card in table.legal_cards()
    drag(app, grab_point(table, sprite_of(table, card)), table.geom.discard_pos)
    assert a in sess.actions
    assert card in sess.st.zones["field"] or sess.st.phase != "play" or card in sess.st.zones["discard"]
    app.close()


def test_a_legal_play_by_keyboard_and_by_click_then_field(home):
    sess = advance(GAME, 7, 3, lambda s: _mine(s) and s.st.vars["stage"] == "play" and len(_plays(s)) >= 1)
    app, table = _open(sess)
    _ready(app, table)
    a = _plays(sess)[0]
    order = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x)]
    for _ in range(order.index(a.args[0]) + 1):
        key(app, pygame.K_RIGHT)
    assert table.selected == a.args[0]
    key(app, pygame.K_RETURN)
    assert a in sess.actions
    app.close()
    sess = advance(GAME, 11, 3, lambda s: _mine(s) and s.st.vars["stage"] == "play" and len(_plays(s)) >= 1)
    app, table = _open(sess)
    _ready(app, table)
    a = _plays(sess)[-1]
    click(app, grab_point(table, sprite_of(table, a.args[0])))
    assert table.selected == a.args[0]
    click(app, table.geom.field_pos)
    assert a in sess.actions
    app.close()


def test_hand_is_sorted_by_kind_then_number(home):
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["stage"] == "play")
    app, table = _open(sess)
    _ready(app, table)
    fan = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x)]
    keys = [(TW.SUIT_ORDER[GAME.cards[c]["suit"]], NUM[c]) for c in fan]
    assert keys == sorted(keys) and len(fan) == len(sess.st.zones["hand"][0])
    app.close()


def test_plates_mark_the_seats_that_passed_since_the_last_play(home):
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["passes"] >= 2)
    app, table = _open(sess)
    _ready(app, table)
    k = max(i for i, a in enumerate(sess.actions) if a.kind == "play")
    passed = {a.seat for a in sess.actions[k + 1:] if a.kind == "pass"}
    assert len(passed) >= 2 and TW.passed_seats(table) == passed
    assert table.hud["combo_seat"] is None
    app.close()


def test_an_illegal_drop_snaps_back_with_the_engines_reason(home):
    def want(s):
        legal = {a.args[0] for a in _plays(s)}
        return _mine(s) and s.st.vars["stage"] == "play" and any(c not in legal for c in s.st.zones["hand"][0])
    sess = advance(GAME, 3, 4, want)
    app, table = _open(sess)
    _ready(app, table)
    legal = {a.args[0] for a in _plays(sess)}
    bad = next(c for c in sess.st.zones["hand"][0] if c not in legal)
    hand = sorted(sess.st.zones["hand"][0])
    s = sprite_of(table, bad)
    home_xy = (s.x, s.y)
    before = len(sess.actions)
    drag(app, grab_point(table, s), table.geom.discard_pos)
    assert len(sess.actions) == before
    assert sorted(sess.st.zones["hand"][0]) == hand
    assert table.banner_bad
    assert table.banner_text == table.named(GAME.reason(sess.st, Action(0, "play", (bad,))))
    step(app, 30)
    s = sprite_of(table, bad)
    assert abs(s.x - home_xy[0]) < 1 and abs(s.y - home_xy[1]) < 1, "the card is back in the fan"
    app.close()


def test_a_combo_then_end_turn(home):
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["stage"] == "play" and _combo_follows(s))
    app, table = _open(sess)
    _ready(app, table)
    a = _combo_follows(sess)
    drag(app, grab_point(table, sprite_of(table, a.args[0])), table.geom.discard_pos)
    assert sess.actions[-1] == a
    _ready(app, table)
    assert table.hud["combo_seat"] == 0 and indicator_content(table)[3] == f"combo: another {NUM[a.args[0]]}"
    more = _plays(sess)
    assert more and all(NUM[b.args[0]] == NUM[a.args[0]] for b in more)
    assert not any("Pass" in getattr(w, "label", "") for w in table.widgets), "no pass once a card is played"
    click(app, button(table, "End turn").rect.center)
    assert sess.actions[-1] == Action(0, "stop")
    assert sess.st.current != 0
    app.close()


def test_a_forced_stop_is_applied_after_a_banner(home):
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["stage"] == "play" and _forced_stop_follows(s))
    app, table = _open(sess, speed="normal")
    _ready(app, table)
    a = _forced_stop_follows(sess)
    table.act(a)
    pump(app, lambda: table.banner_text == TW.FORCED_STOP)
    assert sess.actions[-1] == a, "the banner shows before the turn ends"
    assert not table.my_turn(), "nothing to click while the turn ends"
    frames = 0
    while sess.actions[-1] == a:
        step(app)
        frames += 1
        assert frames < 400
    assert sess.actions[-1] == Action(0, "stop")
    assert frames >= int(TW.AUTO_STOP * 60 * 0.8), "a short pause before the turn ends"
    app.close()


def test_a_swap_is_chosen_by_clicking_a_hand_card(home):
    sess = advance(GAME, 3, 4, lambda s: s.st.phase == "play" and "swap" in _kinds(s))
    app, table = _open(sess)
    _ready(app, table)
    assert "swap" in _kinds(sess) and table.dialog is None
    to = TW.right_of(table, 0)
    ring = sess.st.pending["seats"]
    assert to == ring[ring.index(0) - 1]
    if len(ring) == 4:
        assert to == 3, "the right-hand neighbour is the previous seat in turn order"
    card = min(sess.st.zones["hand"][0])
    passable = {a.args[0] for a in sess.legal(0) if a.kind == "swap"}
    assert passable and table.legal_cards() == passable, "the cards that may be passed glow"
    assert not button_enabled(table, "Pass "), "nothing to pass before a card is chosen"
    click(app, grab_point(table, sprite_of(table, card)))
    b = button(table, "Pass ")
    assert GAME.card_name(card) in b.label and sess.name(to) in b.label
    click(app, b.rect.center)
    assert Action(0, "swap", (card,)) in sess.actions
    pump(app, lambda: sess.st.pending is None or sess.st.phase != "play", frames=6000)
    assert card in sess.st.zones["hand"][to]
    assert table.director.resyncs == 0
    app.close()


def button_enabled(table, text: str) -> bool:
    try:
        button(table, text)
        return True
    except LookupError:
        return False


def test_a_swap_card_can_be_dropped_on_the_field(home):
    sess = advance(GAME, 9, 3, lambda s: s.st.phase == "play" and "swap" in _kinds(s))
    app, table = _open(sess)
    _ready(app, table)
    card = max(sess.st.zones["hand"][0])
    drag(app, grab_point(table, sprite_of(table, card)), table.geom.discard_pos)
    assert Action(0, "swap", (card,)) in sess.actions
    app.close()


def test_the_day_night_card_follows_the_view_after_a_twai_flip(home):
    def want(s):
        return _mine(s) and s.st.vars["stage"] == "play" and len(s.st.zones["hand"][0]) > 1 and any(
            GAME.cards[a.args[0]]["suit"] == "twai" and GAME.cards[a.args[0]]["number"] not in (4, 5)
            for a in _plays(s))
    sess = advance(GAME, 3, 4, want)
    app, table = _open(sess, speed="normal")
    _ready(app, table)
    before = sess.st.vars["side"]
    assert table.hud["dn"].side == before
    a = next(a for a in _plays(sess) if GAME.cards[a.args[0]]["suit"] == "twai" and NUM[a.args[0]] not in (4, 5))
    drag(app, grab_point(table, sprite_of(table, a.args[0])), table.geom.discard_pos)
    assert sess.actions[-1] == a
    flipped = False
    for _ in range(240):
        step(app)
        flipped |= table.hud["dn"].flip < 0.5   # the card turns over (its width closes)
    assert flipped
    after = sess.view(0)["vars"]["side"]
    assert after != before
    assert table.hud["dn"].side == after and indicator_content(table)[0] == after
    assert indicator_content(table)[1] == after.upper()
    app.close()


# -- whole rounds ------------------------------------------------------------------------------------
def human_move(app, table, rnd) -> None:
    """One decision of the viewer, made the way a player would: buttons, drags, clicks."""
    s = table.session
    v = table.viewer
    kinds = {a.kind for a in s.legal(v)}
    if "orient" in kinds:   # the sides offered, and declining the lead when a house rule allows it
        labels = [b.label for b in table.widgets if b.label in ("Day", "Night") or "(no lead)" in b.label
                  or b.label.startswith("Pass (draw 1)")]
        assert len(labels) == len([a for a in s.legal(v)])
        click(app, button(table, rnd.choice(labels)).rect.center)
    elif "swap" in kinds:
        card = rnd.choice(s.st.zones["hand"][v])
        click(app, grab_point(table, sprite_of(table, card)))
        click(app, button(table, "Pass ").rect.center)
    elif "play" in kinds and (rnd.random() < 0.8 or not kinds & {"pass", "stop"}):
        card = rnd.choice([a for a in s.legal(v) if a.kind == "play"]).args[0]
        drag(app, grab_point(table, sprite_of(table, card)), table.geom.discard_pos)
    elif "pass" in kinds:
        click(app, button(table, "Pass (draw 1)").rect.center)
    else:
        click(app, button(table, "End turn").rect.center)


def test_a_full_round_one_human_against_three_bots(home):
    sess = Session(GAME, default_seats(4, 1), {}, 5, save=False)
    app, table = _open(sess)
    rnd = random.Random(3)
    moves = 0
    for _ in range(400):
        pump(app, lambda: table.my_turn() or app.scenes.top is not table, frames=6000)
        if app.scenes.top is not table:
            break
        before = len(sess.actions)
        human_move(app, table, rnd)
        assert len(sess.actions) > before or table.director.busy, "every human decision goes through"
        moves += 1
    assert app.scenes.top.name == "round_result" and sess.st.phase in ("round_over", "match_over")
    assert {a.kind for a in sess.actions if a.seat == 0} == {"orient", "play", "stop", "pass", "swap"}
    assert moves >= 5
    assert table.director.resyncs == 0
    assert sum(1 for _ in table.director.sprites()) == GAME.n_cards
    app.close()


def test_a_full_round_with_the_house_rules_for_leads(home):
    opts = {"lead_must_match_state": True, "reset_extra_turn_mandatory": False, "restart_lead_mandatory": False}
    sess = Session(GAME, default_seats(3, 1), opts, 4, save=False)
    app, table = _open(sess)
    rnd = random.Random(4)
    leads = set()
    for _ in range(400):
        pump(app, lambda: table.my_turn() or app.scenes.top is not table, frames=6000)
        if app.scenes.top is not table:
            break
        if "orient" in _kinds(sess):
            leads.add(tuple(sorted(b.label for b in table.widgets if b.label in ("Day", "Night"))))
            assert button(table, "Pass (draw 1)"), "a lead after a restart may be declined"
        human_move(app, table, rnd)
    assert ("Day",) in leads, "only the side a hand card fits is offered"
    assert ("Day", "Night") in leads
    assert sess.st.phase in ("round_over", "match_over")
    assert table.director.resyncs == 0
    app.close()


def test_hotseat_two_humans_never_see_each_others_hands(home):
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_hotseat import Watch
    seats = [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "human", "level": None, "name": "Ben"},
             {"kind": "ai", "level": "normal", "name": "Cy"}]
    sess = Session(GAME, seats, {}, 4, save=False)
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    rnd = random.Random(2)
    handoffs = 0
    for _ in range(600):
        pump(app, lambda: app.scenes.top is not table or table.my_turn() or sess.st.phase != "play", frames=6000)
        top = app.scenes.top
        if top.name == "handoff":
            assert table.viewer is None
            handoffs += 1
            key(app, pygame.K_RETURN)
        elif top is table and sess.st.phase == "play":
            human_move(app, table, rnd)
        else:
            break
    assert sess.st.phase in ("round_over", "match_over")
    for seat in (0, 1):   # each human led, played, passed, ended a turn and chose a Swap card
        assert {a.kind for a in sess.actions if a.seat == seat} == {"orient", "play", "stop", "pass", "swap"}
    assert handoffs >= 2 and w.checked > 50
    w.handoffs_between_humans()
    assert table.director.resyncs == 0
    app.close()


def test_hotseat_swap_each_human_chooses_after_a_hand_off(home):
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_hotseat import Watch

    def want(s):
        p = s.st.pending
        return p is not None and {0, 1} <= set(p["waiting"])
    sess = advance(GAME, 3, 3, want, humans=2)
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    picked = set()
    for _ in range(20):
        pump(app, lambda: app.scenes.top is not table or table.my_turn() or sess.st.pending is None, frames=6000)
        if sess.st.pending is None:
            break
        if app.scenes.top.name == "handoff":
            key(app, pygame.K_RETURN)
            continue
        v = table.viewer
        assert table.dialog is None and "swap" in _kinds(sess, v)
        card = min(sess.st.zones["hand"][v])
        click(app, grab_point(table, sprite_of(table, card)))
        click(app, button(table, "Pass ").rect.center)
        assert Action(v, "swap", (card,)) in sess.actions
        picked.add(v)
    assert picked == {0, 1} and sess.st.pending is None
    w.handoffs_between_humans()
    assert w.checked > 5 and table.director.resyncs == 0
    app.close()


def test_each_action_has_one_key_in_every_state(home):
    """D was Pass while no Day button showed and Day while it did: now D is Day, N Night and P Pass in
    every state, and the buttons say so."""
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and "pass" in _kinds(s) and "orient" not in _kinds(s))
    app, table = _open(sess)
    _ready(app, table)
    n = len(sess.actions)
    labels = [b.label for b in table.widgets]
    assert "Pass (draw 1) · P" in labels, labels
    key(app, pygame.K_d)
    assert len(sess.actions) == n, "D is Day, never Pass"
    key(app, pygame.K_p)
    assert sess.actions[-1] == Action(0, "pass")
    app.close()


def test_a_forced_stop_is_said_once(home):
    """"No card continues the combo: your turn ends" under the field and the "turn over" banner said the
    same thing twice."""
    from tabletop.games.towai.draw import status_line
    sess = advance(GAME, 3, 4, lambda s: _mine(s) and s.st.vars["stage"] == "play" and _forced_stop_follows(s))
    app, table = _open(sess, speed="normal")
    _ready(app, table)
    table.act(_forced_stop_follows(sess))
    pump(app, lambda: table.banner_text == TW.FORCED_STOP)
    line = status_line(table)
    assert line is None or "combo" not in line[0].lower(), line
    app.close()
