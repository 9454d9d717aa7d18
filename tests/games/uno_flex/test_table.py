"""UNO FLEX table: the drawn-card decision. An unplayable drawn card is shown and kept without a dialog."""

import copy

import pygame

from tabletop.engine.actions import Action
from tests.games.uno_flex.table_helpers import _flex_only_table
from tests.test_ui_driver import card_rect, home, key, make_app, pump, step  # noqa: F401


def _session(playable: bool):
    """A 2-player session (human seat 0 first to play) whose draw-pile top is playable or not."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    game = load_game("uno_flex")
    for seed in range(1, 400):
        sess = Session(game, default_seats(2, 1), {}, seed, save=False)
        if sess.st.current != 0 or sess.st.pending is not None:
            continue
        st = copy.deepcopy(sess.st)
        game.apply(st, Action(0, "draw"))
        if st.pending and any(a.kind == "play" for a in game.legal_actions(st, 0)) == playable:
            return game, sess, st.zones["hand"][0][-1]
    raise AssertionError("no such deal")


def _table(sess, speed):
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed=speed)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn())
    return app, table


def test_an_unplayable_drawn_card_is_shown_and_kept_without_a_dialog(home):
    game, sess, card = _session(playable=False)
    app, table = _table(sess, "normal")
    key(app, pygame.K_d)
    pump(app, lambda: len(sess.actions) >= 2, frames=600)
    assert [(a.seat, a.kind) for a in sess.actions[:2]] == [(0, "draw"), (0, "keep")]
    assert table.dialog is None
    text = f"You drew {game.card_name(card)}: it cannot be played"
    title, cards, until, viewer = table.hud["reveal"]
    assert (title, cards, viewer) == (text, [card], 0) and until > table.time
    assert table.director.busy, "the table holds a moment before the bot plays"
    step(app, 20)
    assert len(sess.actions) == 2 and sess.st.current == 1
    step(app, 400)
    assert len(sess.actions) > 2 and sess.st.hand(0).count(card) == 1
    app.close()


def test_a_playable_drawn_card_asks_play_or_keep(home):
    game, sess, card = _session(playable=True)
    app, table = _table(sess, "instant")
    key(app, pygame.K_d)
    pump(app, lambda: table.dialog is not None, frames=600)
    assert [a.kind for a in sess.actions] == ["draw"]
    labels = [w.label for w in table.dialog.widgets]
    assert "Keep it" in labels and len(labels) >= 2
    assert table.dialog.title == f"You drew {game.card_name(card)}"
    app.close()


def test_a_card_playable_only_by_its_flex_side_asks_first(home):
    """Its one legal play spends the Power card, so it is not played at once: the dialog says what the
    flex side costs, Cancel keeps the card and the Power card, the flex button plays it."""
    app, table, sess, card = _flex_only_table()
    assert [a.args[1] for a in sess.legal(0) if a.kind == "play" and a.args[0] == card] == ["flex"]
    assert table.play_card(card) and sess.actions == []
    d = table.dialog
    assert d.title == f"Play {sess.game.card_name(card)} by its flex side?", d.title
    assert "The flex side turns your power card to ✘." in d.lines
    assert "It still leaves yellow to match next." in d.lines   # one way only: not "either way"
    labels = [w.label for w in d.widgets]
    assert labels == ["Flex: match by green (✓→✘)", "Cancel"], labels
    d.widgets[1].on_click()
    assert table.dialog is None and sess.actions == [] and sess.st.vars["power"][0] is True
    table.play_card(card)
    table.dialog.widgets[0].on_click()
    assert sess.actions == [Action(0, "play", (card, "flex"))] and sess.st.vars["power"][0] is False
    assert sess.st.vars["colour"] == "yellow"
    app.close()


def test_a_card_playable_by_either_side_asks_which_and_says_the_colour_stays(home):
    """Yellow 7 (flex green) on a Green 7: the number fits by its normal side, green by its flex side."""
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=2).setup({0: ["F(Y/G)7", "B1", "R2"]}, ["G7"])
    card = sc.hand(0)[0]
    sess = Session(sc.g, default_seats(2, 1), {}, 1, save=False)
    sess.st = sc.st
    assert sorted(a.args[1] for a in sess.legal(0) if a.kind == "play" and a.args[0] == card) == ["flex", "regular"]
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() and not table.director.busy)
    assert table.play_card(card) and sess.actions == []
    d = table.dialog
    assert d.title == f"Play {sess.game.card_name(card)}: normal or flex?", d.title
    assert "Either way the colour to match next is yellow." in d.lines
    app.close()


def test_a_drawn_card_playable_only_flex_says_so(home):
    """The drawn-card dialog names a flex play as one (it spends the Power card): "Play it" only for a
    regular play."""
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    for top, power, want in (("G5", True, ["Flex: match by green (✓→✘)", "Keep it"]),
                             ("Y5", False, ["Play it", "Keep it"])):   # Power card on ✘: regular only
        sc = Scene(players=2).setup({0: ["B1", "R2"]}, [top], draw_top=["F(Y/G)7"], power=[power, True])
        sc.act(0, "draw")
        sess = Session(sc.g, default_seats(2, 1), {}, 1, save=False)
        sess.st = sc.st
        app = make_app(speed="instant")
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.dialog is not None, frames=600)
        assert [w.label for w in table.dialog.widgets] == want, [w.label for w in table.dialog.widgets]
        assert ("The flex side turns your power card to ✘." in table.dialog.lines) == want[0].startswith("Flex")
        app.close()


def test_table_messages_agree_with_you_and_give_the_configured_draws():
    """"You name red", "You were bluffing and draw 4" (they read "You names", "You was"); the numbers drawn
    come from the config, and a challenged hand is captioned as shown now (a catch may have added cards)."""
    from types import SimpleNamespace

    from tabletop.rules.loader import load_game
    from tabletop.games.uno_flex import table as U
    from tabletop.ui.table.session import Session
    game = load_game("uno_flex")
    seats = [{"kind": "human", "level": None, "name": "You"}, {"kind": "ai", "level": "normal", "name": "Ada"}]
    seen = []
    t = SimpleNamespace(game=game, session=Session(game, seats, {}, 1, save=False), hud={}, time=0.0, viewer=1,
                        banner=lambda text, secs: seen.append(text), sound_event=lambda k: None)
    d = SimpleNamespace(t=t, factor=1.0)
    U.on_colour(d, {"seat": 0, "colour": "red"})
    U.on_accept(d, {"seat": 0})
    U.on_target(d, {"seat": 0, "target": 1, "draw": 2})
    U.on_challenge(d, {"seat": 1, "by": 0, "legal": False, "cards": [1, 2]})
    U.on_challenge(d, {"seat": 0, "by": 1, "legal": True, "cards": [1, 2]})
    U.on_catch(d, {"seat": 1, "offender": 0})
    assert seen == ["You name red", "You accept the Draw Four", "You make Ada draw 2",
                    "Ada challenges: you were bluffing and draw 4",
                    "You challenge: the Draw Four was legal, you draw 6",
                    "Ada caught you without UNO: +2 cards"]
    assert t.hud["reveal"][0] == "Your hand, shown for the challenge"   # (seat 0 challenged, seen by seat 1)
    from tabletop.ui.table.session import mid_you
    assert [mid_you(x) for x in seen[3:]] == ["Ada challenges: you were bluffing and draw 4",
                                              "You challenge: the Draw Four was legal, you draw 6",
                                              "Ada caught you without UNO: +2 cards"]
    assert mid_you("TWEAK! You take the whole table") == "TWEAK! You take the whole table"


def test_cards_shown_to_a_seat_lie_clear_of_every_plate(home):
    """A drawn card that cannot be played, or a challenged hand of up to 12 cards, is shown in a panel over
    the piles that meets no plate, at the smallest window with 8 seats and at 1280x720 (it covered the
    top seat's plate, under which it was drawn)."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tabletop.games.uno_flex.table import chip_rect, reveal_box
    game = load_game("uno_flex")
    for n, size in ((8, (960, 540)), (6, (960, 540)), (4, (960, 540)), (4, (1280, 720)), (2, (1280, 720))):
        for cb in (False, True):
            app = make_app(size=size)
            app.settings["colour_blind"] = cb
            table = TableScene(app, Session(game, default_seats(n, 1), {}, 2, save=False), threaded=False)
            app.scenes.push(table)
            for k in (1, 7, 12):
                r, cw, ch, step = reveal_box(table, "Bruno's hand, shown for the challenge", k)
                assert app.screen.get_rect().contains(r)
                assert r.collidelist(list(table.geom.plate.values())) == -1, (n, size, k, r)
                # nor the colour chip with its caption (it hid the notches of the colour to play)
                assert not r.colliderect(chip_rect(table).inflate(0, 22).move(0, -11)), (n, size, k, r)
                assert not cb or ch >= 84   # cards big enough for their notches to count apart
            app.close()


def test_uno_and_catch_buttons_meet_no_plate_and_no_card(home):
    """The UNO! and Catch buttons stand at the bottom right, clear of every plate and of the hand, for 2 to
    8 seats at the smallest window and at 1280x720 (above the hand they covered the lower right plate)."""
    from tabletop.app import MIN_SIZE
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
    for size in (MIN_SIZE, (1280, 720)):
        for n in (2, 5, 6, 8):
            app = make_app(size=size)
            table = TableScene(app, Session(game, default_seats(n, 1), {}, 2, save=False), threaded=False)
            app.scenes.push(table)
            step(app, 2)
            acts = [Action(0, "uno"), Action(0, "catch", (1,))]
            if size[1] >= 720:   # three at once (two opponents to catch) fit below the plates from 720 px up
                acts.append(Action(0, "catch", (n - 1,)))
            buttons = table.window_buttons(acts, [])
            assert [b.label for b in buttons] == [table.gameui.window_label(table, a) for a in acts]
            plates = list(table.geom.plate.values())
            for b in buttons:
                assert app.screen.get_rect().contains(b.rect)
                assert b.rect.collidelist(plates) == -1, (size, n, b.label, b.rect)
                pts = [(x, y) for x in range(b.rect.left, b.rect.right, 6) for y in range(b.rect.top, b.rect.bottom, 6)]
                assert not [p for p in pts if table.card_at(p) is not None], (size, n, b.label)
            assert len({b.rect.y for b in buttons}) == len(buttons)
            app.close()


def test_hot_seat_humans_share_one_catch_button_that_stays_in_the_window(home):
    """Eight humans: every other human could catch Player 6, and each had a button "Player k: Catch Player
    6!"; stacked, they ran off the top of the window (the C key only acts for the seat at the screen, so a
    human whose button was off it could not catch). Now one Catch button per offender, for the seat at
    the screen when it may catch, and the column never leaves the window."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene, one_per_effect
    game = load_game("uno_flex")
    seats = [dict(s, kind="human", level=None) for s in default_seats(8, 8)]
    app = make_app(size=(960, 540))
    table = TableScene(app, Session(game, seats, {}, 2, save=False), threaded=False)
    app.scenes.push(table)
    step(app, 2)
    acts = [Action(5, "uno")] + [Action(s, "catch", (5,)) for s in range(8) if s != 5]
    for viewer, catcher in ((2, 2), (5, 0), (None, 0)):
        table.viewer = viewer
        assert one_per_effect(acts, viewer) == [Action(5, "uno"), Action(catcher, "catch", (5,))]
    # whatever the actions, the column stays inside the window (the lowest place when none is clear)
    buttons = table.window_buttons(acts, [])
    assert len(buttons) == 8 and all(app.screen.get_rect().contains(b.rect) for b in buttons)
    app.close()


def test_a_plates_second_line_stops_before_the_power_card(home, monkeypatch):
    """"7 cards · Normal AI" ends left of the Power card at every size (at 1920x1080 the card, which grows
    with the plate, covered "AI": the room kept for it was a fixed 36 px)."""
    from tabletop.rules.loader import load_game
    from tabletop.games.uno_flex import face as F
    from tabletop.ui.core import gfx
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    game = load_game("uno_flex")
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        app = make_app(size=size)
        table = TableScene(app, Session(game, default_seats(4, 1), {}, 2, save=False), threaded=False)
        app.scenes.push(table)
        step(app, 2)
        texts, icons = [], []
        real_text, real_icon = gfx.blit_text, F.power_icon
        monkeypatch.setattr(gfx, "blit_text", lambda dst, s, pt, pos, *a, **kw: (texts.append((s, pt, pos)),
                                                                                real_text(dst, s, pt, pos, *a, **kw)))
        monkeypatch.setattr(F, "power_icon", lambda dst, r, green: (icons.append(pygame.Rect(r)),
                                                                    real_icon(dst, r, green)))
        table.draw_plates(app.screen)
        monkeypatch.setattr(gfx, "blit_text", real_text)
        monkeypatch.setattr(F, "power_icon", real_icon)
        lines = [(s, pt, pos) for s, pt, pos in texts if " card" in s and " · " in s]
        assert len(lines) == 4 and len(icons) == 4
        for (s, pt, (x, y)), icon in zip(lines, icons):
            assert x + gfx.font(pt).size(s)[0] <= icon.left - 2, (size, s, x, icon)
            if size[0] >= 1280:   # room for the whole level there ("Normal AI"; a narrow plate drops "AI")
                assert s.endswith(("Normal AI", "Human", "thinking…")), s
        app.close()


def test_a_human_who_plays_a_wild_to_one_card_has_time_to_call_uno(home):
    """Playing a wild as the second-to-last card opens the colour choice, so the human is still the seat
    to act; the AI seats now wait the grace time before they may catch (they caught at once), and U calls
    UNO meanwhile."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import MIN_GRACE, TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup({0: ["FWT2", "R2"]}, ["R5"])
    sess = Session(load_game("uno_flex"), default_seats(3, 1), {}, 1, save=False)
    sess.st = sc.st
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() and not table.director.busy)
    wild = sc.hand(0)[0]
    assert table.act(Action(0, "play", (wild, "regular")))
    pump(app, lambda: not table.director.busy and table.dialog is not None)
    step(app, int(MIN_GRACE * 60 * 0.8))
    assert [a.kind for a in sess.actions] == ["play"], sess.actions   # nobody caught you yet
    key(app, pygame.K_u)
    assert [a.kind for a in sess.actions] == ["play", "uno"]
    pump(app, lambda: table.dialog is not None)   # and the colour is still yours to name
    assert sess.st.pending["type"] == "colour" and table.dialog.title.startswith("Choose")
    app.close()


def test_the_move_log_says_you_inside_a_sentence(home):
    """"Bruno: Catch you (no UNO)" and "You: Play Yellow 7 (flex green) by its flex side" (it read "Catch
    You" and "(flex green) (flex)")."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=3).setup({0: ["F(Y/G)7", "R2"]}, ["G5"])
    sess = Session(load_game("uno_flex"), default_seats(3, 1), {}, 1, save=False)
    sess.st = sc.st
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    table.log.extend([Action(1, "catch", (0,)), Action(0, "play", (sc.hand(0)[0], "flex"))])
    texts = [t for t, _, _ in table.log_lines()]
    assert texts == [f"{sess.name(1)}: Catch you (no UNO)", "You: Play Yellow 7 (flex green) by its flex side"], texts
    app.close()


def test_no_colour_is_shown_before_the_first_card_is_on_the_discard_pile(home, monkeypatch):
    """The Colour chip read 'Blue' while the opening deal was still flying and the discard pile empty."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="normal")
    table = TableScene(app, Session(load_game("uno_flex"), default_seats(4, 1), {}, 4, save=False), threaded=False)
    app.scenes.push(table)
    drawn = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda surf, text, *a, **k: (drawn.append(text), real(surf, text, *a, **k)))
    step(app, 20)
    assert table.director.busy and not table.director.zones.get("discard") and table.hud.get("colour")
    assert "Colour" not in drawn
    pump(app, lambda: not table.director.busy, frames=2000)
    drawn.clear()
    step(app)
    assert "Colour" in drawn
    app.close()


def test_a_new_deal_starts_with_every_power_card_on_green_and_no_uno_marks(home):
    """The plates showed last round's red ✘ power cards and UNO! marks through the whole new deal."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import press
    seats = [{"kind": "ai", "level": "normal", "name": n} for n in ("Ada", "Bo", "Cy")]
    sess = Session(load_game("uno_flex"), seats, {"scoring": True}, 4, save=False)
    app = make_app(speed="instant")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    for _ in range(20):
        pump(app, lambda: app.scenes.top.name == "round_result", frames=20000)
        if not all(sess.st.vars["power"]) or sess.st.phase == "match_over":
            break
        press(app, app.scenes.top, "Next round")
    assert not all(sess.st.vars["power"]), "a round that ends with a power card on ✘"
    table.hud.setdefault("called", set()).add(0)
    app.settings["speed"] = "normal"
    press(app, app.scenes.top, "Next round")
    step(app, 30)
    assert table.director.busy and all(sess.st.vars["power"])
    assert [c.green for c in table.hud["chips"]] == [True] * 3 and not table.hud["called"]
    app.close()


def test_the_draw_button_meets_no_plate_and_no_card(home):
    """With 3 players at 960x540 and 1024x576 the Draw button covered the corner of the left seat's plate
    and its Power chip: for 2 to 8 seats, small to large windows, the button shown on the viewer's turn
    meets no plate, no seat's card, no pile and not the colour chip, and stays inside the window."""
    from tabletop.app import MIN_SIZE
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tabletop.games.uno_flex.table import chip_rect
    game = load_game("uno_flex")
    for size in (MIN_SIZE, (1024, 576), (1280, 720), (1920, 1080)):
        for n in range(2, 9):
            app = make_app(size=size)
            sess = Session(game, default_seats(n, 1), {}, 3, save=False)
            table = TableScene(app, sess, threaded=False)
            app.scenes.push(table)
            pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
            L = table.geom
            b = next(w.rect for w in table.widgets if getattr(w, "label", "") == "Draw (D)")
            assert b == L.draw_button_rect()
            assert app.screen.get_rect().contains(b), (size, n, b)
            assert b.collidelist(list(L.plate.values())) == -1, (size, n, b, L.plate)
            assert not b.colliderect(chip_rect(table)) and not b.colliderect(L.draw_rect()), (size, n, b)
            for s in table.director.sprites():
                if s.shown:
                    r = card_rect(s)
                    assert not b.colliderect(r.inflate(-4, -4)), (size, n, s.zone, r, b)
            app.close()


def test_the_flex_colour_option_tip_is_a_plain_sentence():
    """The set-up tip of "Flex actions need a flex colour" had no verb ("A coloured flex action's flex
    function only when it matches by its flex colour.")."""
    from tabletop.rules.loader import load_game
    text = load_game("uno_flex").cfg["options"]["flex_action_requires_flex_colour"]["description"]
    first, rest = text.split(". ", 1)
    assert first == "A coloured flex action can use its flex function only when it matches by its flex colour"
    assert "print no flex colour" in rest and rest.endswith("can only be played normally.")
