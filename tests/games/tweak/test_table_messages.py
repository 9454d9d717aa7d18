"""TWEAK at the table, driven through the real scene: what it says and shows as a deal goes (event texts and
banners agreeing with the seat, no refill announced at a new deal, plain-word questions, picked cards rising
inside the table, the capture and place buttons on a small window, a tie at the target, the arrow keys, a
[T!] key with no [T!] card)."""

import pygame

from tabletop.engine.actions import Action
from tabletop.ui.table.session import Session, default_seats
from tests.games.tweak.helpers import Scene
from tests.games.tweak.table_helpers import _basic, _ready, _table_for, tsprite
from tests.test_ui_driver import card_rect, home, key, make_app, pump, step  # noqa: F401


# -- faces ------------------------------------------------------------------------------------------------
class _Seats:
    """A session's seats and the words it uses for them (Session.name, is_you and told), nothing else."""

    name, is_you, told = Session.name, Session.is_you, Session.told

    def __init__(self, names, **more):
        self.seats = [{"name": n} for n in names]
        self.__dict__.update(more)


def test_event_texts_agree_with_the_lone_human_and_with_named_seats():
    from types import SimpleNamespace

    from tabletop.games.tweak.table import on_use

    seen = []
    d = SimpleNamespace(t=SimpleNamespace(session=_Seats(["You", "Ada"]), hud={}, time=0.0,
                                          banner=lambda text, secs: seen.append(text)))
    on_use(d, {"seat": 0, "kind": "thief", "victim": 1})
    on_use(d, {"seat": 1, "kind": "thief", "victim": 0})
    on_use(d, {"seat": 1, "kind": "shifter"})
    on_use(d, {"seat": 0, "kind": "joker", "delta": -1})
    assert seen == ["You use the Thief on Ada", "Ada uses the Thief on you",
                    "Ada uses the Shifter: the target card goes onto the table", "You use the Joker: target −1 this turn"]


def test_tweak_and_lost_turn_banners_agree_with_the_seat():
    from types import SimpleNamespace

    from tabletop.rules.loader import load_game
    from tabletop.games.tweak.table import on_lost_turn, on_tweak

    game = load_game("tweak")
    joker = next(i for i in range(game.n_cards) if game.cards[i]["kind"] == "joker")
    seen = []
    st = SimpleNamespace(round=1)
    t = SimpleNamespace(game=game, session=_Seats(["You", "Ada"], st=st, public={"round": 1}),
                        hud={}, time=0.0,
                        banner=lambda text, secs: seen.append(text), sound_event=lambda k: None)
    d = SimpleNamespace(t=t, factor=1.0)
    for s in (0, 1):
        on_tweak(d, {"seat": s, "card": joker})
        on_tweak(d, {"seat": s, "card": None})
        on_lost_turn(d, {"seat": s, "drew": 2})
        on_lost_turn(d, {"seat": s, "drew": 0})
    assert seen == [
        "TWEAK! You take the whole table and win a T! card: the Joker",
        "TWEAK! You take the whole table (no T! card left to win)",
        "You have no cards: draw 2 and lose the turn",
        "You have no cards and the deck is empty: sit out the rest of the round",
        "TWEAK! Ada takes the whole table and wins a T! card: the Joker",
        "TWEAK! Ada takes the whole table (no T! card left to win)",
        "Ada has no cards: draws 2 and loses the turn",
        "Ada has no cards and the deck is empty: sits out the rest of the round"]
    # once the deck is empty a seat without cards is passed over every round of turns: that is told
    # once a deal, and the next deal tells it again
    seen.clear()
    assert on_lost_turn(d, {"seat": 1, "drew": 0}) == 0.0 and seen == []
    st.round = t.session.public["round"] = 2
    on_lost_turn(d, {"seat": 1, "drew": 0})
    assert seen == ["Ada has no cards and the deck is empty: sits out the rest of the round"]


def test_a_new_deal_is_not_announced_as_a_table_refill(home):
    """The four table cards of a new deal are dealt, not a refill after a TWEAK: no "Refill" message while
    the next deal is laid out (it showed at every deal)."""
    from tabletop.engine.actions import SYSTEM
    from tabletop.rules.loader import load_game
    from tabletop.tools.sim import random_playout
    from tabletop.ui.table.scene import TableScene
    game = load_game("tweak")
    st, _ = random_playout(game, 5, 4)
    assert st.phase == "round_over"
    sess = Session(game, default_seats(4, 1), {}, 5, save=False)
    sess.st = st
    app = make_app(speed="normal")
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 5)
    while app.scenes.top is not table:
        app.scenes.pop()
    said = []
    real = table.banner
    assert table.act(Action(SYSTEM, "next_round"))
    n = len(sess.actions)
    table.banner = lambda text, *a, **kw: (len(sess.actions) == n and said.append(text), real(text, *a, **kw))
    pump(app, lambda: not table.director.busy or len(sess.actions) > n, frames=3000)
    assert sess.st.round == 2
    assert not [t for t in said if "Refill" in t or "onto the table" in t], said
    app.close()


def test_the_first_deal_neither_announces_a_refill_nor_deals_the_t_deck(home):
    """At a match's start the deal is played out from the deck; the T! deck is a pile of its own that lies
    in place (its cards flew out of the number deck across the target), and no "Refill" message shows."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    app = make_app(speed="normal")
    sess = Session(load_game("tweak"), default_seats(4, 1), {}, 5, save=False)
    table = TableScene(app, sess, threaded=False)
    said = []
    real = table.banner
    table.banner = lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))
    moves = []
    app.scenes.push(table)
    feed = table.director.on_move
    table.director.on_move = lambda e: (moves.append(e), feed(e))[1]
    pump(app, lambda: not table.director.busy, frames=3000)
    assert moves and not [e for e in moves if e["dst"] == "tdeck"]
    assert all(e.get("why") == "deal" for e in moves)
    assert not [t for t in said if "Refill" in t], said
    assert len(table.director.zones["tdeck"]) == len(sess.st.zones["tdeck"])
    app.close()


def test_a_card_that_captures_alone_or_is_placed_asks_in_plain_words(home):
    """With "Table cards in a sum" at 0 a hand card equal to the target (a Joker's 7 - 1) may be captured alone
    or placed:
    the dialog shows the card and says "capture or place?" (it was the generic "your decision")."""
    from tabletop.ui.table.scene import TableScene
    sc = Scene(options={"min_table_cards": 0})
    sc.setup({0: ["R6", "O3", "P5"]}, table=["G1"], deck=["O2[b7]"], deck_fill=8, current=0)
    sc.st.vars["mod"], sc.st.vars["used"] = -1, True   # the Joker played this turn: the target is 6
    sess = Session(sc.game, default_seats(4, 1), {"min_table_cards": 0}, 1, save=False)
    sess.st = sc.st
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 3)
    r6 = sc.hand(0)[0]
    plays = [a for a in sess.legal(0) if a.args and a.args[0] == r6 and a.kind in ("sum", "place")]
    assert {a.kind for a in plays} == {"sum", "place"}, plays
    d = table.gameui.play_choice(table, 0, r6, plays)
    assert d.title == "Red 6: capture or place?"
    labels = [w.label for w in d.widgets]
    assert labels == ["Capture it (makes 6)", "Place it on the table", "Cancel"], labels
    d.widgets[1].on_click()
    assert sess.actions == [Action(0, "place", (r6,))]
    app.close()


def test_picked_table_cards_rise_inside_the_table_and_leave_the_deck_counters_clear(home, monkeypatch):
    """At 960x540 a picked table card rose over the "deck N" and "T! deck N" counters under the decks
    ("deck 10" read "deck 1"): the table's cards leave room above them for the rise, so a picked card
    stays inside the table area at every size, seat count and number of table cards, and both counters
    show whole over picked cards."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.ui.core.faces import card_size
    from tabletop.ui.table.layout import PICK_LIFT
    from tabletop.games.tweak.table import Layout
    g = load_game("tweak")
    for size in ((960, 540), (1024, 576), (1280, 720), (1920, 1080)):
        gfx.set_scale(size)   # the window's interface scale, as the App sets it
        for players in range(2, 7):
            L = Layout(size, g, players, 0)
            for n in (1, 3, 5, 8, 12, 16):
                for i in range(n):
                    x, y, _a, h, _shown = L.slot("table", i, n)
                    w, hh = card_size(h)
                    assert y - hh / 2 - h * PICK_LIFT >= L.table_rect.top - 1, (size, players, n, i)
                    assert y + hh / 2 <= L.table_rect.bottom + 1, (size, players, n, i)
    for players, table_cards in ((6, ["O1", "Y3", "B3"]), (2, ["P1", "O4", "P2", "G5", "B6", "R1"])):
        sc = Scene(players).setup(hands={0: ["B1", "G4", "O6"]}, table=table_cards, deck_fill=12, current=0)
        app, sess, table = _table_for(sc, size=(960, 540))
        _ready(app, table)
        table.picker.cards = list(sess.st.zones["table"])
        pills = []
        real = gfx.rrect

        def spy(surf, colour, rect, *a, **kw):
            if tuple(colour)[:3] == (14, 22, 28):
                pills.append(pygame.Rect(rect))
            return real(surf, colour, rect, *a, **kw)
        monkeypatch.setattr(gfx, "rrect", spy)
        table.draw(app.screen)
        monkeypatch.setattr(gfx, "rrect", real)
        assert len(pills) == 2, pills
        for s in table.director.zones["table"]:
            assert s.lift > 0
            r = card_rect(s, lifted=True)
            assert r.collidelist(pills) == -1, (players, r, pills)
        app.close()


def test_the_capture_or_place_buttons_read_at_one_size_on_a_small_window(home, monkeypatch):
    """960x540: the capture button of "capture or place?" read "Capture: Green 6 + no table card = 6" at
    about 12 px beside the 21-px "Place it on the table" and "Cancel"; it reads "Capture it (makes 6)" at
    their size."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    sc = Scene(options={"min_table_cards": 0})
    sc.setup({0: ["R6", "O3", "P5"]}, table=["G1"], deck=["O2[b7]"], deck_fill=8, current=0)
    sc.st.vars["mod"], sc.st.vars["used"] = -1, True   # the Joker played this turn: the target is 6
    sess = Session(sc.game, default_seats(4, 1), {"min_table_cards": 0}, 1, save=False)
    sess.st = sc.st
    app = make_app(size=(960, 540))
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 3)
    r6 = sc.hand(0)[0]
    plays = [a for a in sess.legal(0) if a.args and a.args[0] == r6 and a.kind in ("sum", "place")]
    table.dialog = table.gameui.play_choice(table, 0, r6, plays)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, size, *a, **kw):
        drawn.append((s, size))
        return real(dst, s, size, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    table.dialog.draw(app.screen)
    sizes = {s: size for s, size in drawn if s in ("Capture it (makes 6)", "Place it on the table", "Cancel")}
    assert len(sizes) == 3 and len(set(sizes.values())) == 1, drawn
    app.close()


def test_a_tie_at_the_target_with_the_tie_break_says_another_deal_decides(home, monkeypatch):
    """Tie-break on, both players at 155 over the target 140 after deal 5: the round panel said only "Round
    5: Bruno won" and "Next round"; it now says "Tied at 155: one more round decides". With three players
    it names the tied leaders; without the option, or below the target, it says nothing more."""
    from tabletop.rules.loader import load_game
    from tabletop.tools.sim import random_playout
    from tabletop.ui.core import gfx
    from tabletop.games.tweak import table as TT
    from tabletop.ui.table.scene import TableScene
    game = load_game("tweak")
    _st, acts = random_playout(game, 271, 2, {"tie_break": True}, match=True)
    sess = Session(game, default_seats(2, 1), {"tie_break": True}, 271, save=False)
    for a in acts:
        sess.apply(a)
        if sess.st.phase == "round_over" and sess.st.round == 5:
            break
    assert sess.st.phase == "round_over" and sess.st.scores == [155, 155]
    app = make_app()
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=600)
    drawn = []
    real = gfx.blit_text

    def spy(dst, s, *a, **kw):
        drawn.append(s)
        return real(dst, s, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", spy)
    app.scenes.top.draw(app.screen)
    assert "Tied at 155: one more round decides" in drawn, drawn
    app.close()
    three = Session(game, default_seats(3, 1), {"tie_break": True}, 5, save=False)
    three.st.phase, three.st.scores = "round_over", [130, 130, 90]   # target 120 with three players
    assert TT.result_note(three, {}) == "You and Bruno tie at 130: one more round decides"
    three.st.scores = [110, 110, 90]
    assert TT.result_note(three, {}) is None
    plain = Session(game, default_seats(3, 1), {}, 5, save=False)
    plain.st.phase, plain.st.scores = "round_over", [130, 130, 90]
    assert TT.result_note(plain, {}) is None


def test_the_arrows_start_in_the_hand_and_show_the_table_card_they_reach(home):
    """Left from nowhere is on the hand's last card (it went to the last table card, and Space picked it);
    Right past the hand reaches the table, and that card rises with the white frame of the arrows."""
    from tabletop.ui.table.drawing import FOCUS_FRAME
    from tests.test_ui_driver import count_pixels
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    hand = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x)]
    key(app, pygame.K_LEFT)
    assert table.focus == hand[-1]
    key(app, pygame.K_SPACE)
    assert table.picker.cards == [hand[-1]]
    key(app, pygame.K_SPACE)
    assert table.picker.cards == []
    table.focus = None
    key(app, pygame.K_RIGHT)
    assert table.focus == hand[0]
    for _ in range(len(hand)):
        key(app, pygame.K_RIGHT)
    assert table.focus == t["O1"]   # the table's first card, left of its top row
    step(app, 2)
    s = tsprite(table, t["O1"])
    assert s.lift > 0 and all(o.lift == 0 for o in table.director.zones["table"] if o is not s)
    w, hh = card_rect(s).size
    box = pygame.Rect(0, 0, w + 12, hh + 12)
    box.center = (int(s.x), int(s.y - s.lift))
    assert count_pixels(app.screen, box, FOCUS_FRAME) > 40
    app.close()


def test_a_t_card_key_with_no_t_card_says_why(home):
    """1-4 with no [T!] card to use did nothing at all; now the table says why, as a refusal."""
    sc, h, t = _basic()
    app, sess, table = _table_for(sc)
    _ready(app, table)
    before = len(sess.actions)
    key(app, pygame.K_1)
    assert table.banner_text == "You have no T! card." and table.banner_bad
    assert len(sess.actions) == before and table.dialog is None
    app.close()


def test_the_tweak_flash_ends_when_the_next_round_starts(home):
    """The table's clock stands still under the round result: the TWEAK! flash of the last deal came back over
    the new one. Set as the last deal ends, it is over once Next round is pressed, and the new deal's table is
    drawn without it."""
    from tabletop.rules.loader import load_game
    from tabletop.ui.table.scene import TableScene
    from tests.pick import multi_round_options
    from tests.test_ui_driver import click
    game = load_game("tweak")
    app = make_app(speed="instant")
    sess = Session(game, [dict(s, kind="ai", level="normal") for s in default_seats(4, 0)],
                   multi_round_options(game, 4), 9, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: app.scenes.top.name == "round_result", frames=6000)
    assert sess.st.phase == "round_over"
    table.hud["tweak_flash"] = table.time + 2.0
    click(app, next(w for w in app.scenes.top.widgets if w.label == "Next round").rect.center)
    assert app.scenes.top is table and sess.st.round == 2
    assert table.hud["tweak_flash"] <= table.time
    step(app)
    app.close()
