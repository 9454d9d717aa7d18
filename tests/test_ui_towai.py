"""TOWAI at its own table, driven through the real scene: Day / Night buttons for a lead, plays by drag,
click or keyboard, an illegal drop refused with the engine's reason, a combo then End turn, the forced
end of a combo done for the player, a Swap chosen from the hand, the Day/Night card following the view,
a whole round against bots and hot-seat hands kept hidden."""

import random

import pygame

from tabletop.engine.actions import Action
from tabletop.rules.loader import load_game
from tabletop.ui import table_towai as TW
from tabletop.ui.session import Session, default_seats
from tabletop.ui.shots import advance
from tabletop.ui.table_towai_draw import indicator_content
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
    from tabletop.ui.table import TableScene
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
    from tabletop.ui.table import TableScene
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
    from tabletop.ui.table import TableScene
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


# -- faces -----------------------------------------------------------------------------------------------
def _luminance(surf) -> float:
    """Mean relative luminance of a face's inner area (its paper edge left out)."""
    w, h = surf.get_size()
    total, n = 0.0, 0
    for y in range(int(h * 0.1), int(h * 0.9), 3):
        for x in range(int(w * 0.1), int(w * 0.9), 3):
            r, g, b, _ = surf.get_at((x, y))
            total += 0.2126 * r + 0.7152 * g + 0.0722 * b
            n += 1
    return total / n


def test_faces_tell_day_night_and_twai_apart_without_colour(home):
    from tabletop.ui.faces import card_size, render
    app = make_app()   # a display and the fonts
    kinds = {}
    for cid, c in enumerate(GAME.cards):
        kinds.setdefault(c["name"], cid)
    for cb in (False, True):
        w, h = card_size(120)
        faces = {name: render(GAME, cid, w, h, cb, True) for name, cid in kinds.items()}
        raw = {name: pygame.image.tobytes(s, "RGBA") for name, s in faces.items()}
        assert len(set(raw.values())) == len(kinds), "every card kind has its own face"
        back = pygame.image.tobytes(render(GAME, -1, w, h, cb, False), "RGBA")
        assert back not in raw.values()
        lum = {s: [_luminance(faces[n]) for n, cid in kinds.items() if GAME.cards[cid]["suit"] == s]
               for s in ("day", "night", "twai")}
        # light Day, dark Night, Twai in between: apart in a grey-scale picture, not only by hue
        assert min(lum["day"]) > max(lum["twai"]) + 35
        assert min(lum["twai"]) > max(lum["night"]) + 35
    app.close()


def test_the_going_out_banner_agrees_with_the_seat():
    from types import SimpleNamespace

    names = ["You", "Chen"]
    for seat, text in ((0, "You go out!"), (1, "Chen goes out!")):
        seen = []
        t = SimpleNamespace(session=SimpleNamespace(name=lambda s: names[s]), hud={},
                            banner=lambda txt, secs: seen.append(txt))
        TW.on_round_over(SimpleNamespace(t=t), {"winners": [seat]})
        assert seen == [text]


def test_the_move_log_never_names_another_seats_swap_card(home, monkeypatch):
    """A Swap card is passed face down: the log at the top left says who passed a card, and which one
    only to the seat that passed it (it used to print every seat's card, bots' and other humans')."""
    from tabletop.ui import gfx
    sess = advance(GAME, 3, 4, lambda s: s.st.phase == "play" and "swap" in _kinds(s))
    app, table = _open(sess)
    _ready(app, table)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    mine = min(sess.st.zones["hand"][0])
    other = next(c for c in sess.st.zones["hand"][2] if GAME.card_name(c) != GAME.card_name(mine))
    table.log.clear()
    table.log.append(Action(0, "swap", (mine,)))
    table.log.append(Action(2, "swap", (other,)))
    monkeypatch.setattr(gfx, "blit_text", spy)
    for viewer, shown, hidden in ((0, mine, other), (2, other, mine), (None, None, None)):
        table.viewer = viewer
        drawn.clear()
        table.draw_top(app.screen)
        text = " | ".join(drawn)
        if shown is not None:
            assert f"Pass {GAME.card_name(shown)} to the right" in text, text
            assert GAME.card_name(hidden) not in text, text
        assert f"{sess.name(2 if viewer != 2 else 0)}: Pass a card to the right" in text, text
    monkeypatch.setattr(gfx, "blit_text", real)
    app.close()


def test_hotseat_hands_the_screen_over_whether_or_not_the_combo_can_go_on(home):
    """Hot-seat: a human in the combo stage is handed the screen whether they can add a card or only end
    their turn; only then does a forced end show its banner. (Ending it on the previous player's screen
    told them the hand held nothing that fits: the engine offers "stop" either way to hide exactly that.)"""
    def forced(s):
        return s.primary() == 0 and s.st.vars["stage"] == "combo" and [a.kind for a in s.legal(0)] == ["stop"]

    def free(s):
        return s.primary() == 0 and s.st.vars["stage"] == "combo" and len(s.legal(0)) > 1
    for want in (forced, free):
        sess = advance(GAME, 5, 3, want, humans=2)
        n = len(sess.actions)
        app, table = _open(sess, speed="normal")
        table.set_viewer(1)   # Player 2 is at the screen
        pump(app, lambda: app.scenes.top is not table, frames=600)
        assert app.scenes.top.name == "handoff", want.__name__
        assert len(sess.actions) == n and table.banner_text != TW.FORCED_STOP
        key(app, pygame.K_RETURN)
        if want is forced:
            pump(app, lambda: len(sess.actions) > n, frames=1200)
            assert sess.actions[n] == Action(0, "stop") and table.viewer == 0
        app.close()


def test_the_line_under_the_field_says_your_card_for_the_lone_human(home, monkeypatch):
    """After the lone human plays and a bot is next, the line under the field reads "Bruno to play on
    your 1" (it read "Bruno to play on You's 1"); another seat's card stays "Chen's 1"."""
    from tabletop.ui import gfx

    def want(s):
        V = s.st.vars
        return (s.st.phase == "play" and s.st.pending is None and V.get("last") == 0 and s.st.current != 0
                and V.get("stage") == "play" and bool(s.st.zones["field"]))
    sess = advance(GAME, 5, 4, want, tries=300)
    app, table = _open(sess, size=(960, 540))   # (drawn before the bot's turn is run)
    drawn = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda dst, s, *a, **kw: (drawn.append(s), real(dst, s, *a, **kw))[1])
    n = GAME.cards[table.director.zones["field"][-1].card]["number"]
    table.draw(app.screen)
    line = [t for t in drawn if " to play on " in t]
    assert line == [f"{sess.name(sess.st.current)} to play on your {n}"], drawn
    table.hud["last"] = 2
    drawn.clear()
    table.draw(app.screen)
    assert f"{sess.name(sess.st.current)} to play on {sess.name(2)}'s {n}" in drawn, drawn
    app.close()


def test_long_names_stop_before_the_round_win_pips(home, monkeypatch):
    """960x540, six seats with long names: each plate's name ends left of its round-win pips ("Bartholomew
    Wood" and "Guillermo Montes" ran under them), cut with "…" when even the smallest size is too wide."""
    from tabletop.ui import gfx
    names = ["Wilhelmina Moore", "Mohammed Wahdani", "Ali", "Konstantinopolous", "Guillermo Montes",
             "Bartholomew Wood"]
    seats = default_seats(6, 1)
    for s, name in zip(seats, names):
        s["name"] = name
    sess = Session(GAME, seats, {}, 5, save=False)
    app, table = _open(sess, size=(960, 540))
    pump(app, lambda: not table.director.busy, frames=600)
    texts, pips = [], []
    real_text, real_circle = gfx.blit_text, pygame.draw.circle

    def text_spy(dst, s, size, pos, *a, **kw):
        r = real_text(dst, s, size, pos, *a, **kw)
        texts.append((s, size, r))
        return r

    def circle_spy(surf, colour, centre, radius, *a, **kw):
        pips.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        return real_circle(surf, colour, centre, radius, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", text_spy)
    monkeypatch.setattr(pygame.draw, "circle", circle_spy)
    table.draw_plates(app.screen)
    for seat, name in enumerate(names):
        plate = table.geom.plate[seat]
        mine = [p for p in pips if plate.contains(p)]
        assert len(mine) == 2, (seat, mine)
        shown = [(s, size, r) for s, size, r in texts if plate.collidepoint(r.topleft) and r.y < plate.y + 12]
        assert len(shown) == 1, (seat, shown)
        s, size, r = shown[0]
        assert s == name or (s.endswith("…") and name.startswith(s[:-1].rstrip()) and size == 9), (name, s)
        assert r.right < min(p.x for p in mine) - 2, (name, s, r, mine)
    assert [s for s, _, r in texts if s.startswith("Ali")] == ["Ali"]
    app.close()


def test_the_swap_line_is_short_readable_and_clear_of_the_banner(home, monkeypatch):
    """960x540, six players, a Swap: the line under the field said "Swap: you will pass a card to Fumiko ·
    waiting for Bruno, Chen, Dara, Emeka, Fumiko, You" at 9-10 px, naming the viewer as "You" after "you
    will pass", and the Swap banner covered its lower edge. Now it names no "You", reads at 14 px or more,
    and the banner sits below it."""
    from tabletop.ui import gfx

    def swap(s):
        p = s.st.pending
        return p is not None and p.get("type") == "swap" and 0 in p["waiting"] and len(p["waiting"]) >= 5
    sess = advance(GAME, 5, 6, swap, tries=300)
    app, table = _open(sess, size=(960, 540))
    step(app, 2)
    assert table.hud.get("swap") and 0 in table.hud["swap"]["waiting"]
    to = sess.name(table.hud["swap"]["seats"][table.hud["swap"]["seats"].index(0) - 1])
    texts, panels = [], []
    real_text, real_panel = gfx.text, gfx.panel

    def text_spy(s, size, *a, **kw):
        texts.append((s, size))
        return real_text(s, size, *a, **kw)

    def panel_spy(surf, r, *a, **kw):
        panels.append(pygame.Rect(r))
        return real_panel(surf, r, *a, **kw)
    monkeypatch.setattr(gfx, "text", text_spy)
    monkeypatch.setattr(gfx, "panel", panel_spy)

    def line():
        texts.clear()
        panels.clear()
        table.draw(app.screen)
        found = [(s, size) for s, size in texts if s.startswith(("Swap:", "You pass")) and "everyone" not in s]
        assert len(found) == 1, texts
        return found[0]
    monkeypatch.setattr(table, "my_turn", lambda: False)   # the Swap banner still showing: not yet choosing
    table.banner("Swap: everyone passes one card to the right", 2.2)
    text, size = line()
    assert text == f"Swap: you will pass a card to {to}" and size >= 14, (text, size)
    status = next(r for r in panels if r.collidepoint(table.geom.cx, table.geom.field_rect().bottom + 14))
    banner = panels[-1]
    assert banner.top >= status.bottom + 2 and app.screen.get_rect().contains(banner), (banner, status)
    # once the viewer has chosen: its own card, and the others still choosing (never the viewer)
    table.banner_t = 0
    table.hud["swap"] = dict(table.hud["swap"], mine=sess.st.zones["hand"][0][0],
                             waiting=[s for s in table.hud["swap"]["waiting"] if s != 0])
    text, size = line()
    assert text.startswith("You pass ") and " waiting for " in text and "You" not in text[3:], text
    assert size >= 14, (text, size)
    # the viewer's own prompt once it may choose, full size
    monkeypatch.setattr(table, "my_turn", lambda: True)
    table.hud["swap"] = dict(table.hud["swap"], mine=None, waiting=[0] + table.hud["swap"]["waiting"])
    text, size = line()
    assert text == f"Swap: choose a card to pass to {to}" and size >= 16, (text, size)
    app.close()


def test_the_day_night_caption_is_never_crossed_by_the_flash_frame_or_hidden_by_a_plate(home, monkeypatch):
    """The gold frame a flip flashes round the Day/Night card crossed its "Day/Night card" caption (960x540,
    six players), and with five players a plate hid half of it: the caption is drawn whole, clear of
    every plate and above the frame, or (no room between a plate and the card) not at all."""
    from tabletop.ui import gfx
    from tabletop.ui.table import TableScene
    from tabletop.ui.table_towai_draw import draw_daynight
    real = gfx.blit_text
    caps = []

    def spy(dst, s, *a, **kw):
        r = real(dst, s, *a, **kw)
        if s == "Day/Night card":
            caps.append(r)
        return r
    monkeypatch.setattr(gfx, "blit_text", spy)
    app = make_app(size=(960, 540))
    for n in range(2, 7):
        sess = Session(GAME, default_seats(n, 1), {}, 5, save=False)
        table = TableScene(app, sess, threaded=False)
        for size in ((960, 540), (1024, 576), (1280, 720)):
            table.layout_obj = table.make_layout(size)
            L = table.geom
            caps.clear()
            draw_daynight(table, pygame.Surface(size))
            assert len(caps) <= 1
            if n == 6 and size == (960, 540):
                assert caps, "the caption is shown"
            for r in caps:
                assert r.collidelist(list(L.plate.values())) == -1, (n, size, r)
                frame = L.dn_rect.inflate(16, 16)   # the flash frame at its widest, 4 px thick
                # (just above the card, under the frame's edge, only where a plate leaves no room higher up)
                assert r.bottom <= frame.y or any(p.colliderect(r.move(0, -6)) for p in L.plate.values()), \
                    (n, size, r, frame)
    app.close()
