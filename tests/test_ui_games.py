"""Every game whose config loads can be played at the generic table: bots finish a round with the
animation model in step with the engine, and a human seat plays through dialogs, drags and buttons."""

import random

import pygame
import pytest

from tabletop.rules.loader import load_game
from tabletop.ui.core.faces import card_size
from tabletop.ui.table.session import Session, default_seats
from tests.pick import GAMES, facts, first, multi_round_options, takes
from tests.test_ui_driver import (bare, click, count_pixels, drag, grab_point, home, key, make_app, pump,  # noqa: F401
                                 sprite_of, step)



@pytest.mark.parametrize("gid", GAMES)
def test_bots_finish_a_round_at_the_table(home, gid):
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    n = min(4, game.max_players)
    app = make_app(speed="instant")
    sess = Session(game, [dict(s, kind="ai", level="normal") for s in default_seats(n, 0)], {}, 9, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=6000)
    assert sess.st.phase in ("round_over", "match_over")
    assert table.director.resyncs == 0
    assert sum(1 for _ in table.director.sprites()) == game.n_cards
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_a_human_plays_through_the_generic_controls(home, gid):
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    n = min(3, game.max_players) if game.min_players <= 3 else game.min_players
    app = make_app(speed="instant")
    sess = Session(game, default_seats(n, 1), {}, 4, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    rnd = random.Random(1)
    mine = 0

    def ready():
        top = app.scenes.top
        return top is not table or sess.st.phase != "play" or table.my_turn()

    for _ in range(40):
        pump(app, ready, frames=6000)
        if app.scenes.top is not table or sess.st.phase != "play":
            break
        before = len(sess.actions)
        if table.dialog is not None:
            opts = [w for w in table.dialog.widgets if w.label != "Cancel"]
            click(app, rnd.choice(opts).rect.center)
        else:
            pick_kinds = table.gameui.PICK_KINDS
            plays = [a for a in sess.legal(table.viewer) if a.kind == "play" or a.kind in pick_kinds]
            passes = [w for w in table.widgets if getattr(w, "label", "").startswith("Pass")]
            if plays and table.hand_sprites() and table.picker is not None:
                # several cards: click all but one to pick them (in the hand or on the table), then drag
                # the last one (from the hand) onto the table
                cards = list(table.picker.cards_of(plays[rnd.randrange(len(plays))]))
                for c in cards[:-1]:
                    p = grab_point(table, next(s for s in table.pickable_sprites() if s.card == c))
                    click(app, p)
                    assert c in table.picker.cards
                drag(app, grab_point(table, sprite_of(table, cards[-1])), bare(table))
            elif plays and table.hand_sprites():
                x = plays[rnd.randrange(len(plays))].args[0]
                card = x[0] if isinstance(x, tuple) else x
                drag(app, grab_point(table, sprite_of(table, card)), table.geom.discard_pos)
            elif passes:
                click(app, passes[0].rect.center)
            else:
                key(app, pygame.K_d)
        mine += len(sess.actions) > before and any(a.seat == table.viewer for a in sess.actions[before:])
    assert mine >= 5, f"{gid}: only {mine} human moves went through"
    assert table.director.resyncs == 0
    app.close()


def test_table_bots_know_the_seat_labels(home):
    """The table tells a hard bot what every seat is labelled (Human, Easy AI...), nothing more."""
    from tabletop.ui.table.scene import TableScene
    game = load_game(first("for four players", takes(4)))
    seats = default_seats(4, 1)
    seats[1] = dict(seats[1], level="hard")
    seats[2] = dict(seats[2], level="easy")
    app = make_app(speed="instant")
    table = TableScene(app, Session(game, seats, {}, 5, save=False), threaded=False)
    bot = table.bot(1)
    assert bot.level == "hard"
    assert bot.models == [None, None, "easy", None]  # human, itself (hard), easy, normal
    app.close()


def test_the_window_slows_down_at_rest_and_speeds_up_for_input_and_animation(home):
    """A table waiting for the human draws 20 frames a second; a click or a moving card brings back 60."""
    from tabletop import app as app_mod
    from tabletop.ui.table.scene import TableScene
    g = load_game(first("for four players, with a draw", lambda g: takes(4)(g) and "draw" in g.cfg["actions"]))
    sess = Session(g, default_seats(4, 1), {}, 3, save=False)
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    assert app.frame_rate() == app_mod.FPS  # the deal glides in
    pump(app, lambda: table.my_turn() and not table.animating(), frames=3000)
    for _ in range(app_mod.FPS + 1):
        app.step(1 / 60, events=[])
    assert app.frame_rate() == app_mod.IDLE_FPS
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert app.frame_rate() == app_mod.FPS
    for _ in range(app_mod.FPS + 1):
        app.step(1 / 60, events=[])
    assert app.frame_rate() == app_mod.IDLE_FPS
    draw = next(a for a in sess.legal(0) if a.kind == "draw")
    table.act(draw)
    app.step(1 / 60, events=[])
    assert table.animating() and app.frame_rate() == app_mod.FPS  # the drawn card glides
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
@pytest.mark.parametrize("gid", [g for g in GAMES if hasattr(facts(g), "status_mark")])
def test_a_seats_status_mark_is_never_hidden_under_its_cards(home, gid, size, monkeypatch):
    """A status mark ("last card!", "skipped", "passed", "choosing a card") shows in full view next
    to every opponent's plate, although the seat's cards sit right above the plate (they used to cover it)."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    g = load_game(gid)
    n = min(4, g.max_players)
    app = make_app(size=size, speed="instant")
    sess = Session(g, default_seats(n, 1), {}, 5, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: not table.director.busy, frames=600)
    screen = app.screen
    pills = []
    real = gfx.rrect

    def spy(surf, colour, rect, *a, **kw):
        pills.append((tuple(colour)[:3], pygame.Rect(rect)))
        return real(surf, colour, rect, *a, **kw)
    monkeypatch.setattr(gfx, "rrect", spy)
    for seat in range(1, n):
        table.hud.pop("pending", None)
        colour = facts(gid).status_mark(table, seat)   # the game's mark, as its events would put it
        pills.clear()
        table.draw(screen)
        near = table.geom.plate[seat].inflate(80, 90)
        mine = [r for c, r in pills if c == colour and r.colliderect(near)]
        assert len(mine) == 1, (gid, seat, pills)
        r = mine[0].clip(screen.get_rect())
        assert r.w * r.h >= 0.9 * mine[0].w * mine[0].h, (gid, seat, r, mine[0])  # inside the window
        filled = count_pixels(screen, r, colour)
        assert filled >= 0.45 * r.w * r.h, (gid, size, seat, filled, r)
    app.close()


def test_the_window_is_never_made_smaller_than_the_table_needs(home):
    from tabletop.app import MIN_SIZE
    app = make_app(size=(800, 480))
    assert app.size == MIN_SIZE
    app.resized(700, 420)
    assert app.size == MIN_SIZE and app.settings["size"] == list(MIN_SIZE)
    app.resized(1100, 620)
    assert app.size == (1100, 620)
    app.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize("gid,options", [(g, o) for g in GAMES for o in getattr(facts(g), "SCORE_OPTIONS", [])])
def test_the_score_beside_each_plate_stays_clear_of_the_middle_and_the_buttons(home, gid, options, size):
    """Where a game writes each seat's score beside its plate (its facts' SCORE_OPTIONS: with
    scoring, with teams): each seat's line sits in the window, off the piles, the trick, the
    direction ring, the Draw button, the other plates and every button, and is drawn where `score_spot` puts
    it."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    g = load_game(gid)
    for n in sorted({g.min_players, 4, min(8, g.max_players)}):
        if options.get("team") and n != 4:
            continue
        app = make_app(size=size, speed="instant")
        sess = Session(g, default_seats(n, 1), options, 5, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        table.dialog, table.banner_t = None, 0   # nothing drawn over the table
        table.draw(app.screen)
        L = table.geom
        rx, ry = L.ring
        busy = [L.drop_rect(), L.draw_rect(), pygame.Rect(L.cx - rx, L.cy - ry, 2 * rx, 2 * ry)]
        busy += [w.rect for w in table.widgets if getattr(w, "rect", None) is not None and w.rect.w]
        if "draw" in g.cfg["actions"]:   # a game with a draw has a Draw button
            busy.append(L.draw_button_rect())
        for seat in range(n):
            spot = table.score_spot(seat, (60 if not options.get("team") else 130, 20))
            others = [L.plate[s] for s in range(n)]
            assert app.screen.get_rect().contains(spot), (gid, n, seat, spot)
            assert spot.collidelist(busy + others) == -1, (gid, n, seat, spot, busy + others)
            pts = gfx.text(f"{sess.st.scores[seat]} pts", 13, gfx.GOLD, True)
            if options.get("team"):
                size_ = (pts.get_width() + gfx.text("team A", 13, gfx.INK, True).get_width() + 22, 20)
            else:
                size_ = pts.get_size()
            line = table.score_spot(seat, size_)
            # gold text (the table may be dimmed)
            gold = count_pixels(app.screen, line, lambda c: c[0] > 100 and c[1] > 70 and c[2] < 90 and c[0] > c[1])
            assert gold > 10, (gid, n, seat, line)   # the "0 pts" text is drawn there
        app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_draw_key_never_sends_a_move_the_game_does_not_have(home, gid):
    """D draws in a game with a draw; in a game without one it does nothing rather than show "… has no move
    called 'draw'" (on every turn, or whenever the game's own D button was not showing)."""
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    app = make_app(speed="instant")
    for seed in range(1, 40):
        sess = Session(game, default_seats(min(4, game.max_players), 1), {}, seed, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: (table.my_turn() and not table.director.busy) or sess.st.phase != "play", frames=6000)
        if sess.st.phase != "play" or table.dialog is not None:
            app.scenes.pop()
            continue
        # take away the D hotkey of a game's own buttons, as when none is offered
        table.widgets = [w for w in table.widgets if getattr(w, "hotkey", None) != pygame.K_d]
        table.controls_key = ("kept",)
        table.refresh_controls = lambda: None
        n = len(sess.actions)
        can_draw = any(a.kind == "draw" for a in sess.legal(0))
        table.banner_text = ""
        key(app, pygame.K_d)
        assert "no move called" not in table.banner_text, table.banner_text
        assert (len(sess.actions) > n and sess.actions[n].kind == "draw") == can_draw
        break
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_a_message_above_the_hand_keeps_off_the_plates(home, gid):
    """The banner is as wide as its text and wraps narrower where that keeps it off the seats' plates (an
    800 px panel covered the side seats' names and scores with six or more seats at 960x540)."""
    from tabletop.app import MIN_SIZE
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    for size in (MIN_SIZE, (1280, 720)):
        app = make_app(size=size)
        table = TableScene(app, Session(game, default_seats(game.max_players, 1), {}, 4, save=False),
                           threaded=False)
        app.scenes.push(table)
        plates = list(table.geom.plate.values())
        for text in ("Ada: last card!", "Everyone passed: Ada leads",
                     "Bruno challenges: the Draw Four was legal, Bruno draws 6 and loses the turn to Chen"):
            table.banner_text = text
            r, lines = table.banner_box(size)
            assert r.collidelist(plates) == -1, (gid, size, text, r)
            assert " ".join(lines) == text
            if len(text) < 30:
                assert r.w < 420
        app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_next_round_starts_without_the_last_rounds_messages(home, gid):
    """The table's clock stands still under the round result, so the last message ("… goes out!") and
    marks (a game's own, passed, skipped) came back over the new deal; now they end when the next round starts,
    and the move log starts afresh."""
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    n = min(4, game.max_players)
    app = make_app(speed="instant")
    sess = Session(game, [dict(s, kind="ai", level="normal") for s in default_seats(n, 0)],
                   multi_round_options(game, n), 9, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=6000)
    if sess.st.phase == "match_over":
        pytest.skip("a one-round match")
    table.banner("Ada goes out!", 3.0)
    until = table.time + 2.0
    assert table.log
    n = len(sess.actions)
    click(app, next(w for w in app.scenes.top.widgets if w.label == "Next round").rect.center)
    assert app.scenes.top is table and sess.st.round == 2
    assert table.banner_t == 0 or table.banner_text != "Ada goes out!"
    assert table.time > until
    assert list(table.log) == [a for a in sess.actions[n:] if a.kind != "next_round"]   # the whole new round
    app.close()


@pytest.mark.parametrize("gid", GAMES)
def test_the_move_log_is_readable_and_keeps_off_the_seats(home, gid):
    """The log under the title: a long move goes on two lines at 12 px or more (it shrank to 9 px), and the
    lines stop above the plates and cards of the seats below them (with 8 seats at 960x540 they ran into
    the top left seat's cards)."""
    from tabletop.app import MIN_SIZE
    from tabletop.engine.actions import Action
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    game = load_game(gid)
    for size in (MIN_SIZE, (1280, 720)):
        app = make_app(size=size)
        table = TableScene(app, Session(game, default_seats(game.max_players, 1), {}, 2, save=False),
                           threaded=False)
        app.scenes.push(table)
        real = table.game.describe_to
        table.game.describe_to = lambda a, seat: ("Play full house: Green 3, Purple 3, Green J, Purple J, "
                                                  "Black-and-white dragon as Yellow J") if a.kind == "x" else real(a, seat)
        for k in range(5):
            table.log.append(Action(k % 2, "x"))
        lines = table.log_lines()
        table.game.describe_to = real
        obstacles = list(table.geom.plate.values())
        for text, pt, y in lines:
            assert pt >= 12
            r = pygame.Rect(16, y, gfx.font(pt).size(text)[0], pt + 4)
            assert r.right <= 16 + int(size[0] * 0.26) + 1
            assert r.collidelist(obstacles) == -1, (gid, size, text, r)
            pts = [(x, yy) for x in range(r.left, r.right, 5) for yy in range(r.top, r.bottom, 4)]
            cards = [sp for sp in table.director.sprites() if sp.shown]
            assert not [p for p in pts for sp in cards if sp.hit(p, *card_size(sp.h))], (gid, size, text)
        assert [y for *_, y in lines] == sorted(y for *_, y in lines) and (not lines or lines[0][2] == 40)
        app.close()


def test_a_move_too_long_for_two_log_lines_ends_in_an_ellipsis(home):
    """The second of a long move's two lines said nothing of the words cut after it."""
    from tabletop.engine.actions import Action
    from tabletop.ui.table.scene import TableScene
    game = load_game(first("for four players", takes(4)))
    app = make_app(size=(1280, 720))
    table = TableScene(app, Session(game, default_seats(4, 1), {}, 7, save=False), threaded=False)
    app.scenes.push(table)
    real = game.describe_to
    long = ("Play straight flush: Yellow 3, Yellow 4, Yellow 6, Black-and-white dragon as Yellow 5, Colour dragon "
            "as Yellow 7")
    game.describe_to = lambda a, seat: long
    try:
        table.log.append(Action(0, "x"))
        lines = [text for text, _, _ in table.log_lines()]
    finally:
        game.describe_to = real
    assert len(lines) == 2 and lines[1].endswith(" …") and lines[0].startswith("You: Play straight flush")
    app.close()


def test_the_move_logs_lines_share_one_size(home):
    """A longer move was drawn smaller than its neighbours ("Bruno: Play Flex Wild Target Draw 2 by its
    flex side" at 12 px between lines at 14): every line of the log has one size, the biggest at which each
    move fits, and a short log keeps the full size."""
    from tabletop.engine.actions import Action
    from tabletop.ui.table.scene import TableScene
    game = load_game(first("for four players", takes(4)))
    app = make_app(size=(1280, 720))
    table = TableScene(app, Session(game, default_seats(4, 1), {}, 7, save=False), threaded=False)
    app.scenes.push(table)
    real = game.describe_to
    words = {"a": "Play Yellow 2", "b": "Play Flex Wild Target Draw 2 by its flex side", "c": "Name red"}
    game.describe_to = lambda a, seat: words[a.kind]
    try:
        table.log.extend([Action(2, "a"), Action(3, "c")])
        assert {pt for _, pt, _ in table.log_lines()} == {14}
        table.log.extend([Action(1, "b"), Action(1, "c")])
        lines = table.log_lines()
    finally:
        game.describe_to = real
    assert len(lines) == 4 and len({pt for _, pt, _ in lines}) == 1, lines
    assert 12 <= lines[0][1] < 14
    app.close()


def test_a_short_notice_is_only_as_wide_as_its_words(home, monkeypatch):
    """A notice at the top ("Team play needs exactly 4 players…") is sized to its text, so it hides as
    little of the screen's title as it can (it was always 800 px wide)."""
    from tabletop.ui.core import gfx
    app = make_app()
    panels = []
    real = gfx.panel
    monkeypatch.setattr(gfx, "panel", lambda surf, r, *a, **kw: (panels.append(pygame.Rect(r)), real(surf, r, *a, **kw)))
    app.toast("Saved.", 2.0)
    app.toast("Team play needs exactly 4 players (2 against 2), not 3", 2.0)
    app._draw_toasts(0.0)
    assert len(panels) == 2 and panels[0].w == 300 and 300 < panels[1].w < 800
    assert panels[1].w >= gfx.font(17, True).size("Team play needs exactly 4 players (2 against 2), not 3")[0] + 40
    app.close()
