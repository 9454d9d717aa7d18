"""BIG TWO at the table: cards are picked by click or keyboard and played as one combination; a pick
that is no legal play is refused with the engine's reason and stays in the hand; the trick shows the
play to beat in front."""

import pygame

from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.games.big_two.table_helpers import _plays, _table
from tests.test_ui_driver import (button, click, count_pixels, drag, grab_point, home, key, make_app, pump,  # noqa: F401
                                  sprite_of)


def test_pick_by_click_then_play_button(home):
    app, sess, table = _table()
    acts = _plays(sess, table)
    target = max(acts, key=lambda a: (len(a.args[0]), a.args[0]))
    cards = list(target.args[0])
    for c in cards:
        click(app, grab_point(table, sprite_of(table, c)))
    assert sorted(table.picker.cards) == sorted(cards)
    label = table.picker.label(table.picker.candidates())
    before = len(sess.actions)
    click(app, button(table, label).rect.center)
    assert sess.actions[before] == target
    assert table.picker.cards == []
    assert all(c in sess.st.zones["trick"] for c in cards)
    app.close()


def test_an_illegal_pick_is_refused_with_the_reason_and_stays(home):
    app, sess, table = _table()
    hand = sorted(sess.st.zones["hand"][table.viewer])
    legal_sets = {frozenset(a.args[0]) for a in _plays(sess, table)}
    bad = next([a, b] for a in hand for b in hand if a < b and frozenset((a, b)) not in legal_sets)
    for c in bad:
        click(app, grab_point(table, sprite_of(table, c)))
    before = len(sess.actions)
    click(app, button(table, "Play these cards").rect.center)
    assert len(sess.actions) == before
    assert table.banner_bad and table.banner_text
    assert sorted(sess.st.zones["hand"][table.viewer]) == hand
    key(app, pygame.K_ESCAPE)          # Esc clears the pick before it opens the menu
    assert table.picker.cards == [] and app.scenes.top is table
    app.close()


def test_keyboard_pick_and_play(home):
    app, sess, table = _table()
    single = _plays(sess, table, 1)[0]
    card = single.args[0][0]
    order = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x)]
    for _ in range(order.index(card) + 1):
        key(app, pygame.K_RIGHT)
    assert table.focus == card
    key(app, pygame.K_SPACE)
    assert table.picker.cards == [card]
    before = len(sess.actions)
    key(app, pygame.K_RETURN)
    assert sess.actions[before] == single
    app.close()


def test_hand_is_shown_weakest_to_strongest_and_the_trick_in_front(home):
    app, sess, table = _table()
    fan = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x)]
    assert fan == sorted(fan)
    for _ in range(30):   # the human plays small singles (or passes) until a trick holds two plays
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        groups = table.hud.get("groups") or []
        if len(groups) >= 2 or sess.st.phase != "play":
            break
        singles = _plays(sess, table, 1)
        table.act(min(singles, key=lambda a: a.args[0]) if singles else
                  next(a for a in sess.legal(table.viewer) if a.kind in ("pass", "play")))
    assert len(table.hud["groups"]) >= 2
    top = sess.st.vars["top"]["cards"]
    sprites = {s.card: s for s in table.director.zones["trick"]}
    older = [c for c in sess.st.zones["trick"] if c not in top]
    if older:
        assert min(sprites[c].h for c in top) > max(sprites[c].h for c in older)
        assert min(sprites[c].z for c in top) > max(sprites[c].z for c in older)
    app.close()


def test_hint_picks_a_legal_play_and_pass_passes(home):
    app, sess, table = _table()
    click(app, button(table, "Hint").rect.center)
    assert table.picker.candidates(), "the hint picks a legal play"
    key(app, pygame.K_ESCAPE)
    assert table.picker.cards == []
    for _ in range(30):   # lead small singles until the human follows someone (and may pass)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        if any(a.kind == "pass" for a in sess.legal(table.viewer)):
            break
        table.act(min(_plays(sess, table), key=lambda a: (len(a.args[0]), a.args[0])))
    before = len(sess.actions)
    click(app, button(table, "Pass").rect.center)
    assert sess.actions[before].kind == "pass"
    app.close()


def test_drag_a_card_onto_the_trick_plays_it_with_the_picked_ones(home):
    app, sess, table = _table()
    pairs = _plays(sess, table, 2)
    if not pairs:
        app.close()
        return
    a, b = pairs[0].args[0]
    click(app, grab_point(table, sprite_of(table, a)))
    before = len(sess.actions)
    drag(app, grab_point(table, sprite_of(table, b)), table.geom.discard_pos)
    assert sess.actions[before] == pairs[0]
    app.close()


def test_hotseat_big_two_never_shows_a_hand_to_the_wrong_seat(home):
    """Two humans and two bots: picks and plays through the UI, a hand-off between the humans, and no
    frame ever shows a card the viewer may not see."""
    import random

    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_hotseat import Watch
    game = load_game("big_two")
    seats = [{"kind": "human", "level": None, "name": "Ann"}, {"kind": "ai", "level": "normal", "name": "Cy"},
             {"kind": "human", "level": None, "name": "Ben"}, {"kind": "ai", "level": "normal", "name": "Di"}]
    app = make_app(speed="instant")
    sess = Session(game, seats, {}, 8, save=False)
    table = TableScene(app, sess, threaded=False)
    w = Watch(app, sess)
    app.scenes.push(table)
    rnd = random.Random(3)
    handoffs = moves = 0
    for _ in range(400):
        pump(app, lambda: app.scenes.top is not table or sess.st.phase != "play" or table.my_turn(), frames=6000)
        if app.scenes.top.name == "handoff":
            assert table.viewer is None
            handoffs += 1
            key(app, pygame.K_RETURN)
            continue
        if app.scenes.top is not table or sess.st.phase != "play":
            break
        plays = _plays(sess, table)
        if plays and (rnd.random() < 0.8 or not any(a.kind == "pass" for a in sess.legal(table.viewer))):
            cards = list(rnd.choice(plays).args[0])
            for c in cards:
                click(app, grab_point(table, sprite_of(table, c)))
            click(app, button(table, table.picker.label(table.picker.candidates())).rect.center)
        else:
            click(app, button(table, "Pass").rect.center)
        moves += 1
    assert sess.st.phase != "play" and moves >= 10
    assert handoffs >= 3 and w.checked > 50
    w.handoffs_between_humans()
    assert table.director.resyncs == 0
    app.close()


def test_fair_start_dialog_says_what_the_hand_allows(home):
    """Stage 4 asks every seat (so nobody learns who could redeal); the text follows the legal choices."""
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    seen = set()
    for seed in (708, 0, 1, 2, 3):   # seat 0 may ask for a redeal with seed 708 (found by search)
        app = make_app(speed="instant")
        sess = Session(game, default_seats(4, 1), {"expert": 4}, seed, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.dialog is not None or table.my_turn(), frames=6000)
        if table.dialog is not None:
            kinds = {a.kind for a in sess.legal(table.viewer)}
            text = " ".join(table.dialog.lines)
            assert ("may ask for a redeal" in text) == ("redeal" in kinds)
            assert sess.st.vars["dragons"] and "J=1, Q=2, K=3, A=4, 2=5, dragon=5)" in text, text
            seen.add("redeal" in kinds)
        app.close()
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_fair_start_text_follows_the_rules_file(tmp_path):
    """The values and the redeal limit come from the config's rules.fair_start (they were written into the
    dialog: a rules file with other values still showed 'J 1, Q 2, K 3, A 4, 2 5' and 'under 3')."""
    from tabletop.games.big_two.text import fair_start_terms
    from tabletop.rules.loader import config_dir, load_config
    game = load_game("big_two")
    st = game.new_state(1, 4, {"expert": 4})
    assert fair_start_terms(game, st.options, st.vars["dragons"]) == ("J=1, Q=2, K=3, A=4, 2=5, dragon=5", 3)
    text = (config_dir() / "big_two.yaml").read_text()
    old = 'fair_start: {values: {J: 1, Q: 2, K: 3, A: 4, "2": 5}, below: 3}'
    assert old in text
    path = tmp_path / "big_two.yaml"
    path.write_text(text.replace(old, 'fair_start: {values: {"10": 1, A: 3, "2": 4}, below: 5}'))
    other = load_config(path)
    st = other.new_state(1, 4, {"stage4_fair_start": True})
    assert fair_start_terms(other, st.options, st.vars["dragons"]) == ("10=1, A=3, 2=4", 5)


def test_team_play_shows_every_seats_team_where_no_card_covers_it(home):
    """Team play: each plate's team label is drawn beside its score, outside the plate, in full view
    (above a plate the seat's cards would cover it)."""
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    for size in ((1280, 720), (960, 540)):
        app = make_app(speed="instant", size=size)
        sess = Session(game, default_seats(4, 1), {"team": True}, 4, save=False)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
        app.step(1 / 60, events=[])
        screen = app.screen
        for seat in range(4):
            colour = (50, 90, 150) if seat % 2 == 0 else (140, 60, 110)
            seen = count_pixels(screen, table.geom.plate[seat].inflate(60, 70), colour)
            assert seen > 150, (size, seat, seen)
        app.close()


def test_dragon_declarations_are_asked_by_what_differs(home):
    """Five cards with a dragon can be played with several declarations: the dialog names the cards once
    and each button reads "Flush: Green 5" (they used to repeat the whole play, shrunk past reading)."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    from tests.games.big_two.helpers import Scene, ids
    sc = Scene(options={"expert": 2}).setup({0: ["3g", "4g", "7g", "2g", "DC", "9y"]}, current=0)
    cards = ids(["3g", "4g", "7g", "2g", "DC"])
    plays = [a for a in load_game("big_two").legal_actions(sc.st)
             if a.kind == "play" and tuple(sorted(a.args[0])) == tuple(sorted(cards))]
    assert len(plays) > 4
    game = load_game("big_two")
    for size in ((960, 540), (1280, 720)):
        sess = Session(game, default_seats(4, 1), {"expert": 2}, 1, save=False)
        sess.st = sc.st.clone()
        app = make_app(size=size)
        table = TableScene(app, sess, threaded=False)
        app.scenes.push(table)
        d = table.gameui.play_choice(table, 0, cards[0], plays)
        labels = [w.label for w in d.widgets]
        assert d.title == "You: what does the dragon stand for?"
        assert labels[-1] == "Cancel" and len(labels) == len(plays) + 1
        assert all(lab.startswith("Flush: Green ") for lab in labels[:-1]), labels
        assert "Your cards: Green 3, Green 4, Green 7, Green 2, Colour dragon." in d.lines
        for w in d.widgets:   # every label fits its button at a readable size
            assert gfx.fit_size(w.label, 21, w.rect.w - 20, bold=True) >= 16, (size, w.label, w.rect)
        assert d.rect.width <= size[0] and d.rect.height <= size[1]
        d.widgets[0].on_click()
        assert sess.actions == [plays[0]]
        app.close()
