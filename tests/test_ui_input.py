"""Input is never lost while cards fly: keys and clicks made during an animation count once the table is
at rest, and a card held in hand when an animation starts still plays where it is dropped."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tabletop.ui.table.scene import TableScene
from tabletop.ui.core.faces import card_size
from tests.pick import GAMES, first, table as table_of, takes
from tests.test_ui_driver import grab_point, home, key, make_app, post, sprite_of, step  # noqa: F401


def _table(gid, seed, speed="normal", level="normal", where=None):
    """A table of four (the human in seat 0) dealt from `seed`, or from the first seed on whose deal
    `where(session)` holds."""
    app = make_app(speed=speed)
    for seed in range(seed, seed + 200):
        sess = Session(load_game(gid), default_seats(4, 1, level=level), {}, seed, save=False)
        if where is None or where(sess):
            break
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    return app, sess, table


def _settle(app, table):
    for _ in range(3000):
        if not table.director.busy and not table.keyq and table.my_turn():
            return
        step(app)
    raise AssertionError("the table never came to rest on the player's turn")


FOUR = [g for g in GAMES if takes(4)(load_game(g))]
def no_picks() -> str:
    """A game for four whose hand cards are selected with a click (not picked for a combination)."""
    return first("for four, whose hand cards are selected (no picking)",
                 lambda g: takes(4)(g) and not table_of(g).PICK_KINDS)


def with_draw() -> str:
    return first("for four, with a draw", lambda g: takes(4)(g) and "draw" in g.cfg["actions"])


def _dealt(g, players: int) -> int:
    """The cards dealt to each hand at `players` seats."""
    n = g.cfg["deal"][g.seat_zones[0]]
    return n if isinstance(n, int) else n[players]


def crowded() -> str:
    """A game for four that picks cards from the hand alone, and deals a crowded hand."""
    return first("for four, picking from the hand, with a crowded hand", lambda g: takes(4)(g)
                 and table_of(g).PICK_KINDS and not table_of(g).PICK_ZONES and _dealt(g, 4) >= 10)


@pytest.mark.parametrize("gid", FOUR)
def test_keys_pressed_during_the_deal_all_count(home, gid):
    """Three Rights during the deal focus the third card (only the last key was kept, and it was handled
    before the player's turn opened, so it did nothing)."""
    app, sess, table = _table(gid, 2, where=lambda s: s.primary() == 0)   # the player moves first
    step(app, 20)
    assert table.director.busy and sess.primary() == 0
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    _settle(app, table)
    order = table.focus_order()
    assert table.focus == order[2], gid
    app.close()


def _bot_move_before_my_turn(app, sess, table):
    """Step until a bot's move animates and the player moves next."""
    for _ in range(8000):
        if (table.director.busy and table.director.queue and sess.primary() == 0 and sess.actions
                and sess.actions[-1].seat != 0):
            return
        if table.my_turn():
            table.act([a for a in sess.legal(0) if a.kind not in table.gameui.WINDOW_KINDS][0])
        step(app)
    raise AssertionError("no bot move before the player's turn")


def test_a_click_on_a_card_during_an_animation_fast_forwards_and_selects_it(home):
    app, sess, table = _table(no_picks(), 5, speed="slow")
    _bot_move_before_my_turn(app, sess, table)
    step(app, 3)
    s = [x for x in table.hand_sprites() if x.shown][0]
    post(pygame.MOUSEBUTTONDOWN, pos=(int(s.x), int(s.y - s.lift)), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(int(s.x), int(s.y - s.lift)), button=1)
    step(app)
    assert not table.director.busy   # the click fast-forwarded the move
    _settle(app, table)
    assert table.selected == s.card  # and it counted (it only fast-forwarded)
    app.close()


def test_a_card_held_while_a_catch_animates_is_played_where_it_is_dropped(home):
    """Holding a card, the player presses C to catch a bot that forgot its call, then drops the card
    on the discard pile while the catch animates. It was not played, kept following the pointer with no
    button held, and then stayed hidden in the hand. (Any game with a key for an out-of-turn action on
    another seat, taken on the player's own turn.)"""
    gid = first("for four, with a key for an out-of-turn action on another seat", lambda g: takes(4)(g) and any(
        k in g.cfg["keys"] and k not in g.own_calls for k in g.cfg["windows"]))
    game = load_game(gid)
    react = [k for k in game.cfg["windows"] if k in game.cfg["keys"] and k not in game.own_calls]
    for seed in range(26, 60):
        app, sess, table = _table(gid, seed, speed="instant", level="easy")
        for _ in range(3000):
            if table.my_turn() and table.dialog is None:
                if (any(a.kind in react and a.seat == 0 for a in sess.legal())
                        and any(a.kind == "play" for a in sess.legal(0))):
                    break
                table.act([a for a in sess.legal(0) if a.kind not in game.cfg["windows"]][0])
            elif table.my_turn():   # a decision of the player's own (a colour to name): the first answer
                table.act([a for a in sess.legal(0) if a.kind not in game.cfg["windows"]][0])
            if sess.st.phase != "play":
                break
            step(app)
        else:
            raise AssertionError("the table stood still")
        if sess.st.phase == "play":
            break
        app.close()
    else:
        raise AssertionError("no moment to catch on the player's turn")
    kind = next(a.kind for a in sess.legal(0) if a.kind in react)
    app.settings["speed"] = "normal"
    play = next(a for a in sess.legal(0) if a.kind == "play")
    card = play.args[0]
    sp = sprite_of(table, card)
    x0, y0 = (int(v) for v in grab_point(table, sp))
    x1, y1 = (int(v) for v in table.geom.discard_pos)
    post(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)
    step(app)
    for i in range(1, 7):
        post(pygame.MOUSEMOTION, pos=(x0 + (x1 - x0) * i // 8, y0 + (y1 - y0) * i // 8), rel=(0, 0),
             buttons=(1, 0, 0))
        step(app)
    n = len(sess.actions)
    key(app, getattr(pygame, f"K_{game.cfg['keys'][kind]}"))
    assert sess.actions[n].kind == kind and table.director.busy
    post(pygame.MOUSEMOTION, pos=(x1, y1), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)
    step(app)
    assert sess.actions[n + 1] == play and table.drag is None and not sp.drag
    app.close()


def test_a_crowded_hands_card_is_shown_whole_above_the_hand(home):
    """A hand of 13 covers most of every card (in colour-blind mode its notches): the card the pointer
    rests on, or the keyboard is on, is also drawn whole above the hand; not the uncovered last card, and
    not while the pointer only passes over."""
    gid = crowded()
    app, sess, table = _table(gid, 3, speed="instant")
    _settle(app, table)
    hand = sorted(table.hand_sprites(), key=lambda s: s.x)
    assert len(hand) == _dealt(load_game(gid), 4) >= 10
    mid = hand[6]
    post(pygame.MOUSEMOTION, pos=(int(mid.x - 10), int(mid.y)), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    hover = table.card_at(table.mouse)
    assert hover is mid and table.preview_card(hover) is None       # just arrived
    step(app, 30)
    assert table.preview_card(table.card_at(table.mouse)) is mid    # rested on it
    s, r = table.preview_rect                                        # raised out of the hand, not on the table
    assert s is mid and r.bottom < mid.y + mid.h / 2 and r.top > table.geom.cy
    post(pygame.MOUSEMOTION, pos=(r.centerx, r.top + 5), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert table.card_at((r.centerx, r.top + 5)) is mid              # the picture is that card to a click
    post(pygame.MOUSEBUTTONDOWN, pos=(r.centerx, r.top + 5), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(r.centerx, r.top + 5), button=1)
    step(app)
    assert mid.card in table.picker.cards
    # the keyboard's picture stays when the pointer goes onto it (it blinked for 0.4 s)
    table.picker.clear()
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert table.focus == mid.card and table.preview_rect is None   # a click's card: no picture off the pointer
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert table.focus == hand[3].card
    _, r3 = table.preview_rect
    post(pygame.MOUSEMOTION, pos=(r3.centerx, r3.top + 5), rel=(0, 0), buttons=(0, 0, 0))
    shown = []
    for _ in range(30):
        step(app)
        shown.append(table.preview_rect is not None and table.preview_rect[0] is hand[3])
    assert all(shown), shown
    # a drag from the picture keeps the card under the pointer
    post(pygame.MOUSEBUTTONDOWN, pos=(r3.centerx, r3.top + 5), button=1)
    post(pygame.MOUSEMOTION, pos=(r3.centerx, r3.top - 40), rel=(0, 0), buttons=(1, 0, 0))
    step(app)
    assert table.drag is not None and table.drag["s"] is hand[3]
    held = hand[3]
    assert abs(held.x - r3.centerx) < 2 and abs(held.y - (r3.centery - 45)) < 2
    post(pygame.MOUSEBUTTONUP, pos=(r3.centerx, r3.top - 40), button=1)
    step(app)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert table.focus == hand[6].card
    step(app)
    assert table.preview_rect is not None
    table.open_pause()                     # not under the pause menu
    step(app)
    assert table.preview_rect is None
    app.scenes.pop()
    last = hand[-1]
    post(pygame.MOUSEMOTION, pos=(int(last.x + 10), int(last.y)), rel=(0, 0), buttons=(0, 0, 0))
    step(app, 30)
    assert table.card_at(table.mouse) is last and table.preview_card(last) is None   # nothing covers it
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert table.focus == hand[8].card and table.preview_card(None) is hand[8]   # from the picked card on
    app.close()


def test_a_clicked_cards_picture_does_not_stay_over_the_cards_beside_it(home):
    """A card picked with a click is not shown whole once the pointer leaves it (its picture stayed over
    the next cards and took their clicks: picking a pair meant clicking the cards' very bottom edges);
    the next card's strip, clicked, is picked; Esc leaves no picture either."""
    app, sess, table = _table(crowded(), 3, speed="instant")
    _settle(app, table)
    hand = sorted(table.hand_sprites(), key=lambda s: s.x)
    a, b, c = hand[5], hand[6], hand[7]
    w = card_size(int(a.h))[0]

    def strip(s, t, up=0.0):   # the middle of s's strip, which t covers from its left edge on
        return int((s.x + t.x) / 2 - w / 2), int(s.y - s.h * up)

    spot_a = strip(a, b)
    post(pygame.MOUSEMOTION, pos=spot_a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=spot_a, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot_a, button=1)
    step(app)
    assert set(table.picker.cards) == {a.card}
    spot_b = strip(b, c, 0.3)   # high on b, where a's picture lay
    assert table.card_at(spot_b) is b
    post(pygame.MOUSEMOTION, pos=spot_b, rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert table.preview_rect is None, "the pointer only arrived on b: no picture of a (nor yet of b)"
    post(pygame.MOUSEBUTTONDOWN, pos=spot_b, button=1)
    post(pygame.MOUSEBUTTONUP, pos=spot_b, button=1)
    step(app)
    assert set(table.picker.cards) == {a.card, b.card}
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    key(app, pygame.K_ESCAPE)
    step(app, 30)
    assert not table.picker.cards and table.preview_rect is None
    app.close()


@pytest.mark.parametrize("gid", FOUR)
def test_arrows_pressed_during_the_deal_wait_while_a_bot_moves_first(home, gid):
    """A game whose bot opens: Right twice during the deal still focuses the second card once the player's
    turn comes (they were dropped at the first moment the table was at rest, a bot's turn)."""
    app, sess, table = _table(gid, 1, where=lambda s: s.primary() != 0)
    step(app, 10)
    assert table.director.busy and sess.primary() != 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    _settle(app, table)
    assert table.focus == table.focus_order()[1]
    app.close()


def test_a_click_on_the_draw_pile_while_a_bot_moves_only_fast_forwards(home):
    """Kept, a click on the draw pile made to skip a bot's animation drew a card (for good) once the
    player's turn came; a click on a hand card still counts (it selects)."""
    app, sess, table = _table(with_draw(), 1, level="easy")
    for _ in range(8000):   # a bot's cards fly, and the player moves next
        if (table.director.busy and table.director.queue and sess.primary() == 0 and sess.actions
                and sess.actions[-1].seat != 0):
            break
        if table.my_turn():   # the player's move, or a decision of its own (a colour to name)
            table.act([a for a in sess.legal(0) if a.kind not in table.gameui.WINDOW_KINDS][0])
        step(app)
    n = len(sess.actions)
    pile = table.geom.draw_rect().center
    post(pygame.MOUSEBUTTONDOWN, pos=pile, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pile, button=1)
    step(app, 240)
    assert table.my_turn() and not [a for a in sess.actions[n:] if a.seat == 0]
    app.close()


def test_input_kept_for_the_table_goes_when_a_scene_covers_it(home):
    """A D pressed as a round's last card flew drew a card in the next round: the round result, the pause
    menu or a new round drop what was kept."""
    app, sess, table = _table(with_draw(), 5)
    step(app, 10)
    key(app, pygame.K_d)
    assert table.keyq
    table.open_pause()           # the pause menu (a round result is pushed the same way: Scene.pause)
    assert not table.keyq
    app.scenes.pop()
    key(app, pygame.K_d)
    assert table.keyq
    table.expire_messages()      # a new round
    assert not table.keyq
    app.close()


def test_a_press_released_while_cards_fly_does_not_leave_the_card_on_the_pointer(home):
    """A press on a hand card at rest, released while cards flew (a D drew one): the release was thrown
    away, and the card then followed the pointer with no button held."""
    app, sess, table = _table(with_draw(), 3)
    _settle(app, table)
    s = table.hand_sprites()[0]
    x, y = (int(v) for v in grab_point(table, s))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    step(app)
    assert table.drag is not None
    key(app, pygame.K_d)
    assert table.director.busy
    post(pygame.MOUSEBUTTONUP, pos=(x, y), button=1)
    step(app, 120)
    post(pygame.MOUSEMOTION, pos=(300, 250), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert table.drag is None and not s.drag and abs(s.x - 300) > 50
    app.close()


@pytest.mark.parametrize("gid", FOUR)
def test_the_table_works_out_the_legal_moves_once_per_position(home, monkeypatch, gid):
    """The table asked the engine 13 times a frame (73 ms frames with a rich hand); a move made
    gives the new position's moves."""
    sess = Session(load_game(gid), default_seats(4, 1), {}, 3, save=False)
    calls = []
    real = sess.game.legal_actions
    monkeypatch.setattr(sess.game, "legal_actions", lambda st, seat=None: (calls.append(1), real(st, seat))[1])
    first = sess.legal()
    for _ in range(5):
        assert sess.legal() == first and sess.primary() is not None
    mine = sess.legal(first[0].seat)
    assert len(calls) == 1 and mine == [a for a in first if a.seat == first[0].seat]
    sess.apply(first[0])   # (the engine checks the move against its own list)
    calls.clear()
    after = sess.legal()
    assert sess.legal() == after and len(calls) == 1 and after == real(sess.st) and after != first


def test_a_key_kept_for_the_players_own_turn_waits_while_a_bot_may_still_react(home):
    """The player moves next but a bot may still make its call or catch: D pressed while the bot's card flew
    was dropped at the first rest (a bot was still deciding); it now draws when the turn opens."""
    gid = first("for four, with a draw and out-of-turn windows", lambda g: takes(4)(g) and "draw" in g.cfg["actions"]
                and g.cfg["windows"])
    app, sess, table = _table(gid, 1, level="easy")
    for _ in range(30000):
        if (table.director.busy and table.director.queue and sess.actions and sess.actions[-1].seat not in (0, -1)
                and sess.primary() == 0 and sess.st.phase == "play" and any(a.seat != 0 for a in sess.legal())):
            break
        if table.dialog is not None and not table.director.busy:
            w = table.dialog.widgets[0]
            w.click(w.rect.center)
        elif table.my_turn() and table.dialog is None:
            acts = [a for a in sess.legal(0) if a.kind not in table.gameui.WINDOW_KINDS]
            plays = [a for a in acts if a.kind == "play"]
            table.act(plays[0] if plays else acts[0])
        step(app)
    else:
        raise AssertionError("no bot move before the player's turn with a reaction open")
    n = len(sess.actions)
    key(app, pygame.K_d)
    for _ in range(3000):
        if table.my_turn() and not table.keyq:
            break
        step(app)
    assert [a.kind for a in sess.actions[n:] if a.seat == 0] == ["draw"]
    app.close()


def test_a_click_after_many_kept_keys_keeps_its_release(home):
    """Holding Right while a bot's card flew filled the kept input (8 events): a click's press was kept and
    its release refused, so the card followed the pointer with no button held, and after the next click it
    was never drawn again."""
    app, sess, table = _table(no_picks(), 5, speed="slow")
    _bot_move_before_my_turn(app, sess, table)
    for _ in range(7):
        post(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    step(app)
    s = sorted(table.hand_sprites(), key=lambda x: x.x)[0]
    pos = (int(s.x), int(s.y - s.lift))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    step(app)
    _settle(app, table)
    step(app, 3)
    post(pygame.MOUSEMOTION, pos=(640, 240), rel=(0, 0), buttons=(0, 0, 0))
    step(app)
    assert table.drag is None and not [x for x in table.director.sprites() if x.drag]
    app.close()
