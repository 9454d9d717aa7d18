"""BIG TWO at the table: where things lie and what they say (no card under the buttons, the frames of picked
cards, the card the keyboard is on, the fair-start values, the turn, the dragon line, the plates), and the
keyboard alone."""

import pygame

from tabletop.rules.loader import load_game
from tabletop.ui.core.faces import card_size
from tabletop.ui.table.session import Session, default_seats
from tests.games.big_two.table_helpers import _plays, _scene_table, _table
from tests.test_ui_driver import button, count_pixels, home, key, make_app, pump, step  # noqa: F401


def test_no_card_of_a_full_hand_lies_under_the_buttons_beside_it(home):
    """Thirteen cards at the smallest window: with cards picked (Play/Clear) and a trick to beat (Pass),
    no point of those buttons is over a card of the hand (the dragon card used to sit under Play)."""
    from tabletop.app import MIN_SIZE
    from tabletop.ui.table.scene import TableScene
    from tests.games.big_two.helpers import Scene
    from tests.test_ui_driver import step
    game = load_game("big_two")
    for size in (MIN_SIZE, (1024, 576), (1280, 720)):
        sc = Scene(options={"expert": 2}).setup(
            {0: ["3g", "4g", "5y", "6r", "7g", "8p", "9y", "10g", "Jr", "Qg", "Kp", "2g", "DC"]}, top=(1, ["3y"]),
            current=0)
        sess = Session(game, default_seats(4, 1), {"expert": 2}, 1, save=False)
        sess.st = sc.st
        app = make_app(size=size)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        step(app, 3)
        for s in table.hand_sprites()[-2:]:
            table.picker.toggle(s.card)
        table.controls_key = None
        step(app, 3)
        buttons = [w for w in table.widgets if getattr(w, "label", "") and w.label != "Menu"]
        assert {"Pass · X", "Clear (Esc)"} <= {w.label for w in buttons}, [w.label for w in buttons]
        for w in buttons:
            r = w.rect
            pts = [(x, y) for x in range(r.left, r.right, 6) for y in range(r.top, r.bottom, 6)]
            assert not [p for p in pts if table.card_at(p) is not None], (size, w.label)
        app.close()


def test_every_picked_card_of_a_fanned_hand_has_its_gold_frame(home):
    """The frame of a picked card turns with the card (it was drawn only on a nearly upright one, so only
    the middle card of a fan showed it)."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    from tests.games.big_two.helpers import Scene
    from tests.test_ui_driver import step
    sc = Scene().setup({0: ["3g", "4g", "5y", "6r", "7g", "8p", "9y", "10g", "Jr", "Qg", "Kp", "Ay", "2g"]},
                       current=0)
    sess = Session(load_game("big_two"), default_seats(4, 1), {}, 1, save=False)
    sess.st = sc.st
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 3)
    hand = table.hand_sprites()
    picked = [hand[0], hand[5], hand[-1]]
    for s in picked:
        table.picker.toggle(s.card)
    step(app, 3)
    for s in picked:
        assert abs(s.angle) >= 0.5 or s is hand[5]
        w, h = card_size(s.h)
        box = pygame.Rect(0, 0, w + 12, h + 12)
        box.center = (int(s.x), int(s.y - s.lift))
        assert count_pixels(app.screen, box, gfx.GOLD) > 40, (s.card, s.angle)
    app.close()


def test_keyboard_only_pass_and_no_focus_trap(home):
    """X passes (Pass had no key; Tab reached it, then kept the focus while Left/Right moved along the hand,
    so Space meant to pick a card passed instead); Tab now reaches the moves before Menu."""
    from tabletop.ui.core import widgets
    app, sess, table = _table()
    for _ in range(30):   # lead small singles until the human follows someone (and may pass)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        if any(a.kind == "pass" for a in sess.legal(table.viewer)):
            break
        table.act(min(_plays(sess, table), key=lambda a: (len(a.args[0]), a.args[0])))
    pump(app, lambda: table.my_turn() and not table.director.busy, frames=6000)
    assert button(table, "Pass").label == "Pass · X"
    key(app, pygame.K_TAB)
    focused = next(w for w in table.widgets if w.focused)
    assert focused.label != "Menu", "Tab reaches the game's buttons first"
    before = len(sess.actions)
    key(app, pygame.K_RIGHT)
    assert not any(w.focused for w in widgets.focusables(table))
    key(app, pygame.K_SPACE)
    assert len(sess.actions) == before and table.picker.cards, "Space picked the card under the focus"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_x)
    assert sess.actions[before].kind == "pass"
    app.close()


def test_the_card_the_keyboard_is_on_rises(home):
    """In a picking game the focused hand card is lifted like a hovered one (it had only a thin frame,
    mostly under its neighbours)."""
    from tests.test_ui_driver import step
    app, sess, table = _table()
    pump(app, lambda: table.my_turn() and not table.director.busy, frames=6000)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    step(app, 2)
    focused = next(s for s in table.hand_sprites() if s.card == table.focus)
    others = [s for s in table.hand_sprites() if s.card != table.focus and s.card not in table.picker.cards]
    assert focused.lift > 0 and all(s.lift == 0 for s in others)
    app.close()


def test_the_fair_start_values_never_wrap_inside_a_pair(home, monkeypatch):
    """960x540 and 1280x720, the fair-start dialog: each value pair stays on one line ("A / 4" was split
    across two) and reads as a pair ("2=5", not "2 5")."""
    from tabletop.engine.actions import Action
    from tabletop.games.big_two.text import fair_start_terms
    from tabletop.ui.core import gfx
    from tabletop.games.big_two import table as TB
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    for size in ((960, 540), (1024, 576), (1280, 720)):
        app = make_app(speed="instant", size=size)
        sess = Session(game, default_seats(4, 1), {"expert": 4}, 4, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        values, _ = fair_start_terms(game, sess.st.options, sess.st.vars["dragons"])
        pairs = values.split(", ")
        assert pairs[:5] == ["J=1", "Q=2", "K=3", "A=4", "2=5"], pairs
        drawn = []
        real = gfx.blit_text

        def spy(dst, s, *a, **kw):
            drawn.append(s)
            return real(dst, s, *a, **kw)
        for kinds in (("keep", "redeal"), ("keep",)):
            d = TB.dialog(table, 0, [Action(0, k) for k in kinds])
            drawn.clear()
            monkeypatch.setattr(gfx, "blit_text", spy)
            d.draw(app.screen)
            monkeypatch.setattr(gfx, "blit_text", real)
            assert any("scores" in t for t in drawn), drawn
            for p in pairs:
                assert any(p in t for t in drawn), (size, kinds, p, drawn)
        app.close()


def test_a_new_deal_sorts_the_hand_without_rebuilding_the_table(home):
    """The next deal's cards arrive in deal order and the rules keep a hand sorted: the deal's last step
    found the hand out of order and rebuilt the whole table (cards jumped, and the last trick's cards
    stayed on show until then). The hand is now put in order and slides into place."""
    from tabletop.engine.actions import SYSTEM, Action
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="fast")
    sess = Session(load_game("big_two"), default_seats(4, 1), {}, 7, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    for _ in range(40000):
        if sess.st.round >= 2 and not table.director.busy and not table.director.queue:
            break
        if app.scenes.top.name == "round_result":
            app.scenes.pop()
            table.act(Action(SYSTEM, "next_round"))
        elif table.my_turn() and table.dialog is None:
            acts = sess.legal(0)
            plays = [a for a in acts if a.kind == "play"]
            table.act(plays[0] if plays else acts[0])
        step(app)
    assert sess.st.round >= 2
    step(app, 120)
    assert table.director.resyncs == 0
    assert [s.card for s in table.director.zones["hand:0"]] == sess.view(0)["zones"]["hand"]
    app.close()


def test_the_turn_shows_at_the_leader_as_soon_as_everyone_has_passed(home):
    """The last pass of a trick moves the turn's mark to the player who leads at once (it stayed on the
    last player to pass for about a second, while the trick's cards flew to the played pile)."""
    from tests.games.big_two.helpers import Scene
    from tests.test_ui_driver import step
    sc = Scene().setup({0: ["3g", "4g", "5y", "6r", "7g"], 1: ["8p", "9y"]}, top=(1, ["2g"]), current=0, passes=2)
    app, sess, table = _scene_table(sc, speed="normal")
    assert table.hud["current"] == 0
    key(app, pygame.K_x)
    assert sess.actions[-1].kind == "pass" and sess.actions[-1].seat == 0 and sess.st.current == 1
    busy = 0
    while table.director.busy:
        step(app, 1, dt=0.05)
        busy += 1
        if table.director.busy:
            assert table.hud["current"] == 1, f"the mark was still on the passer {busy * 0.05:.2f} s on"
    assert busy >= 4   # the trick's cards took a while to fly off
    app.close()


def test_the_line_under_the_trick_says_what_a_dragon_stands_for(home, monkeypatch):
    """A full house with the Colour dragon declared as Green Q read only "Bruno: full house": whether its
    three were 3s or Qs (what beats it) was in the move log alone, cut off at 960x540; and while the cards
    flew in, the line still named the trick's last state (play-test)."""
    from tabletop.ui.core import gfx
    from tests.games.big_two.helpers import Scene, decl, ids
    from tests.test_ui_driver import step
    sc = Scene(options={"expert": 5}).setup({0: ["3r", "3p", "Qy", "Qr", "DC", "5g"]}, current=0)
    app, sess, table = _scene_table(sc, {"expert": 5}, size=(960, 540), speed="normal")
    play = next(a for a in sess.legal(0) if a.kind == "play" and sorted(a.args[0]) == sorted(ids(
        ["3r", "3p", "Qy", "Qr", "DC"])) and tuple(map(tuple, a.args[1])) == decl("Qg"))
    assert table.act(play)
    step(app)
    assert table.director.busy
    drawn = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda dst, s, *a, **kw: (drawn.append((s, a, kw)), real(dst, s, *a, **kw))[1])
    for during in (True, False):   # as the cards land, and once the table is at rest
        if not during:
            pump(app, lambda: not table.director.busy, frames=600)
        drawn.clear()
        table.draw(app.screen)
        line = [x for x in drawn if x[0].startswith("You: full house")]
        assert [x[0] for x in line] == ["You: full house (dragon as Green Q)"], [x[0] for x in drawn]
    s, a, kw = line[0]
    w = gfx.font(a[0], True).size(s)[0]
    assert w <= app.size[0] * 0.8
    app.close()


def test_a_plates_score_of_one_point_reads_pt(home, monkeypatch):
    """BIG TWO plates read "1 pts" and "-1 pts" (the result screens already said "1 pt")."""
    from tabletop.ui.core import gfx
    from tests.games.big_two.helpers import Scene
    sc = Scene().setup({0: ["3g", "4g"]}, current=0, scores=[1, -1, 12, 0])
    app, sess, table = _scene_table(sc)
    drawn = []
    real = gfx.text
    monkeypatch.setattr(gfx, "text", lambda s, *a, **kw: (drawn.append(s), real(s, *a, **kw))[1])
    table.draw(app.screen)
    assert {"1 pt", "-1 pt", "12 pts", "0 pts"} <= set(drawn), drawn
    assert not {"1 pts", "-1 pts"} & set(drawn)
    app.close()


def test_a_banner_ends_when_the_card_the_arrows_reach_rises_into_it(home):
    """'Everyone passed: you lead' stayed over the hand card the arrow keys had lifted into it (play-test)."""
    from tabletop.ui.table.layout import HAND_RISE
    from tests.games.big_two.helpers import Scene
    from tests.test_ui_driver import card_rect
    sc = Scene().setup({0: ["3g", "4g", "5y", "6r", "7g", "8p", "9y", "10g", "Jr", "Qg"]}, current=0)
    app, sess, table = _scene_table(sc)
    table.banner("Everyone passed: you lead", 1.4)
    box = table.banner_box(app.size)[0]
    hand = sorted(table.hand_sprites(), key=lambda s: s.x)
    key(app, pygame.K_RIGHT)
    s = hand[0]
    r = card_rect(s)
    r.y -= int(table.geom.hand_h * HAND_RISE / 2)
    if not r.colliderect(box):   # the first card may sit low in the fan: step on to one under the banner
        for s in hand[1:]:
            key(app, pygame.K_RIGHT)
            r = card_rect(s)
            r.y -= int(table.geom.hand_h * HAND_RISE / 2)
            if r.colliderect(box):
                break
    assert table.focus == s.card and r.colliderect(box)
    assert table.banner_t <= 0
    app.close()


def test_a_game_key_with_no_button_says_why(home):
    """X on a lead did nothing at all (no Pass button there); now the table says why, as a refusal."""
    from tests.games.big_two.helpers import Scene
    sc = Scene().setup({0: ["3g", "4g", "5y"]}, current=0)
    app, sess, table = _scene_table(sc)
    before = len(sess.actions)
    key(app, pygame.K_x)
    assert table.banner_text == "You lead: you cannot pass." and table.banner_bad and table.banner_t > 0
    key(app, pygame.K_p)
    assert table.banner_text.startswith("Pick cards to play first")
    assert len(sess.actions) == before
    app.close()
