"""What the TOWAI table shows: faces that tell the suits apart without colour, the banners and the move log
(never another seat's Swap card), the hot-seat hand-over, the line under the field, the plates' names and
round-win pips, the Swap line and the Day/Night caption (split from test_table.py)."""

import pygame
import pytest

from tabletop.engine.actions import Action
from tabletop.games.towai import table as TW
from tabletop.ui.table.session import Session, default_seats
from tabletop.tools.shots import advance
from tests.test_ui_driver import home, key, make_app, pump, step  # noqa: F401
from tests.games.towai.test_table import GAME, _kinds, _open, _ready


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
    from tabletop.ui.core.faces import card_size, render
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

    class Seats:   # a session's seats and its words for them, nothing else
        name, is_you, told = Session.name, Session.is_you, Session.told
        seats = [{"name": "You"}, {"name": "Chen"}]

    for seat, text in ((0, "You go out!"), (1, "Chen goes out!")):
        seen = []
        t = SimpleNamespace(session=Seats(), hud={}, banner=lambda txt, secs: seen.append(txt))
        TW.on_round_over(SimpleNamespace(t=t), {"winners": [seat]})
        assert seen == [text]


def test_the_move_log_never_names_another_seats_swap_card(home, monkeypatch):
    """A Swap card is passed face down: the log at the top left says who passed a card, and which one
    only to the seat that passed it (it used to print every seat's card, bots' and other humans')."""
    from tabletop.ui.core import gfx
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
    from tabletop.ui.core import gfx

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
    from tabletop.ui.core import gfx
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
    from tabletop.ui.core import gfx

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
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    from tabletop.games.towai.draw import draw_daynight
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


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (2560, 1080)])
def test_the_swap_banner_keeps_off_the_hand(home, monkeypatch, size):
    """A Swap offered (shot 31_towai_4p_swap): its banner goes below the line under the field, and at
    960x540 it then covered the top of the viewer's hand by 3 px. It sits between the two, its text
    inside it, at every size."""
    from tabletop.ui.core import gfx
    from tests.games.towai.helpers import swap_pending as _swap
    from tabletop.games.towai.draw import status_box
    sess = advance(GAME, 7, 4, _swap)
    app, table = _open(sess, size=size)
    step(app, 30)
    table.banner("Swap: everyone passes one card to the right", 2.2)
    texts, panels = [], []
    real_text, real_panel = gfx.blit_text, gfx.panel

    def text_spy(dst, s, *a, **kw):
        r = real_text(dst, s, *a, **kw)
        texts.append((s, r))
        return r

    def panel_spy(surf, r, *a, **kw):
        panels.append(pygame.Rect(r))
        return real_panel(surf, r, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", text_spy)
    monkeypatch.setattr(gfx, "panel", panel_spy)
    table.draw_banner(app.screen)
    banner = panels[-1]
    status = status_box(table)[0]
    hand_top = min(s.y - s.h / 2 for s in table.hand_sprites())   # (the fan's top edge, nothing picked)
    assert banner.top >= status.bottom + 2, (size, banner, status)
    assert banner.bottom <= hand_top, (size, banner, hand_top)
    text = [r for s, r in texts if s.startswith("Swap: everyone")]
    assert len(text) == 1 and banner.contains(text[0]), (size, banner, text)
    app.close()


@pytest.mark.parametrize("what", ["reset", "out"])
def test_the_line_under_the_field_offers_no_combo_after_a_reset_or_the_last_card(home, what):
    """While a Reset or the player's last card flies, the line under the field read "Combo: play another 4
    that fits, or end your turn", then "play another None", and under "You go out!" "Your turn: play on
    your 3 or pass (draw 1)". Neither opens a combo, and going out ends the turn for good: frame by frame
    it never offers a combo or a turn until the lead comes back (Reset) or the round is over."""
    from tabletop.games.towai.draw import status_line

    def plays(s):
        acts = [a for a in s.legal(0) if a.kind == "play"]
        if what == "reset":
            return [a for a in acts if GAME.cards[a.args[0]]["effect"] == "reset"]
        return acts if len(s.st.zones["hand"][0]) == 1 and s.st.vars["stage"] == "play" else []

    def want(s):
        return s.st.phase == "play" and s.game.to_act(s.st) == [0] and bool(plays(s)) \
            and (what == "out" or len(s.st.zones["hand"][0]) > 2)
    sess = advance(GAME, 5, 4, want, tries=300)
    app, table = _open(sess, speed="normal")
    _ready(app, table)
    assert table.act(plays(sess)[0])
    step(app)   # the frame the card leaves the hand: from here on the table shows the play
    lines = []
    for _ in range(600):
        line = status_line(table)
        lines.append(line[0] if line else None)
        if not table.director.busy or app.scenes.top is not table:
            break
        step(app)
    said = [x for x in lines if x]
    assert len(lines) > 20   # the batch was watched as it played out
    assert not any("None" in x or x.startswith(("Combo", "Your turn")) for x in said), said
    if what == "reset":
        assert sess.st.current == 0 and said and said[-1].startswith("Your lead"), said
    else:
        assert sess.st.phase in ("round_over", "match_over")
    app.close()


def test_a_banner_ends_when_the_card_just_picked_rises_into_it(home):
    """960x540, a Swap: the card the player picked to pass rose under "Swap: everyone passes one card to
    the right", which hid its corner (play-test). The banner ends when a picked card reaches it; a refusal
    keeps its time."""
    from tests.games.towai.helpers import swap_pending as _swap
    from tests.test_ui_driver import card_rect, click, grab_point, sprite_of
    sess = advance(GAME, 7, 4, _swap)
    app, table = _open(sess, size=(960, 540))
    pump(app, lambda: table.my_turn() and not table.director.busy, frames=600)
    hand = sorted(table.hand_sprites(), key=lambda s: s.x)
    s = hand[len(hand) // 2]
    table.banner("Swap: everyone passes one card to the right", 2.2)
    box = table.banner_box(app.size)[0]
    click(app, grab_point(table, s))
    assert table.selected == s.card
    step(app)
    assert card_rect(s, lifted=True).colliderect(box)   # where it rose, the banner was
    assert table.banner_t <= 0
    click(app, grab_point(table, s))   # put back
    table.banner("Not that card", 3.0, bad=True)
    click(app, grab_point(table, sprite_of(table, s.card)))
    assert table.selected == s.card and table.banner_t > 0
    app.close()
