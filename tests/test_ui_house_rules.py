"""A match's house rules once it has started: the pause menu lists the options not at their default as the
set-up words them and the score that ends the match; the title's Resume line counts them; TWEAK's table
shows which way play goes."""

import pygame
import pytest

from tabletop.rules.loader import load_game
from tests.test_ui_driver import card_rect, home, make_app, step  # noqa: F401

MOST = {   # every option that can be changed, changed (a set that starts)
    "uno_flex": {"scoring": True, "strict_wd4": True, "wilds_count_for_wd4_check": False,
                 "flex_colours_count_for_wd4_check": False, "two_player_reverse_acts_as_skip": True,
                 "apply_last_card_draw_effects": False, "flex_action_requires_flex_colour": True},
    "big_two": {"expert": 5, "stage1_mighty_two": True, "stage2_dragons": True, "stage3_bombs": True,
                "stage4_fair_start": True, "stage5_transforming_dragon": True, "team": True, "end_score": 500,
                "dragon_fair_value": 0, "stack_trigger_types": True},
    "tweak": {"direction": "left", "used_tweak_cards_score": False, "min_table_cards": 2, "tie_break": True,
              "colour_count": 3, "colour_orange": "out", "colour_yellow": "in", "colour_green": "out",
              "colour_blue": "in", "colour_purple": "out"},
    "towai": {"lead_must_match_state": True, "reset_extra_turn_mandatory": False,
              "restart_lead_mandatory": False, "resolve_effect_of_final_card": True},
}
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _pause(gid: str, options: dict, size=(1280, 720), players: int = 4):
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    app = make_app(size=size)
    sess = Session(load_game(gid), default_seats(players, 1), options, 3, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    step(app, 2)
    table.open_pause()
    step(app)
    pause = app.scenes.top
    assert pause.name == "pause"
    return app, pause


def _text(pause) -> str:
    return " ".join(t for t, *_ in pause.rule_lines)


def _setup_labels(app, gid: str, options: dict) -> dict:
    """The set-up screen's row for each option, with `options` chosen."""
    from tabletop.ui.screens.setup import SetupScene
    scene = SetupScene(app, load_game(gid))
    scene.options.update(options)
    scene.layout(app.size)
    spec = scene.game.options_spec
    rows = [w for w in scene.widgets if any(getattr(w, "label", "").startswith(o["label"] + ":") for o in spec.values())]
    return {name: next(w.label for w in rows if w.label.startswith(o["label"] + ":")) for name, o in spec.items()}


@pytest.mark.parametrize("gid", sorted(MOST))
def test_the_pause_menu_lists_the_house_rules_as_the_set_up_words_them(home, gid):
    """Once a match started nobody could see which house rules it was played with."""
    app, pause = _pause(gid, MOST[gid])
    labels = _setup_labels(app, gid, MOST[gid])
    text = _text(pause)
    assert text.startswith("House rules ")
    spec = load_game(gid).options_spec
    for name, v in MOST[gid].items():
        assert v != spec[name]["default"]
        assert labels[name] in text, (labels[name], text)
    for name, o in spec.items():   # an option at its default is not listed
        if name not in MOST[gid]:
            assert labels[name] not in text
    assert "standard rules" not in text
    app.close()


def test_a_match_at_the_default_rules_says_so_and_gives_the_score_that_ends_it(home):
    from tabletop.games.big_two.rules import end_limit
    from tabletop.games.tweak.text import match_target
    want = {"uno_flex": "House rules None: standard rules",
            "big_two": "House rules None: standard rules The match ends when a score is below −100",
            "tweak": "House rules None: standard rules The match ends at 100 pts",
            "towai": "House rules None: standard rules The match ends at 2 wins"}
    for gid, text in want.items():
        app, pause = _pause(gid, {})
        assert _text(pause) == text
        st = pause.table.session.st
        if gid == "big_two":
            assert end_limit(pause.table.game, st.options) == 100
        if gid == "tweak":
            assert match_target(pause.table.game, st) == 100
        app.close()
    app, pause = _pause("uno_flex", {"scoring": True})
    assert _text(pause) == "House rules Scoring to 500: on The match ends at 500 pts"
    app.close()
    app, pause = _pause("big_two", {"team": True})   # auto: +200 for a team (big_two.end_limit)
    assert _text(pause) == "House rules Team play (4 players): on The match ends when a team's score is above +200"
    app.close()
    app, pause = _pause("big_two", {"expert": 2}, players=3)
    assert _text(pause) == "House rules Expert stage: 2 The match ends when a score is below −200"
    app.close()
    app, pause = _pause("tweak", {}, players=6)
    assert _text(pause).endswith("The match ends at 60 pts")
    app.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid", sorted(MOST))
def test_the_house_rules_fit_in_the_pause_menu(home, gid, size):
    """With every option changed, at 960x540 too: each line inside the panel and the window, clear of
    the buttons, readable (12 px at least at 1280x720)."""
    from tabletop.ui.core import gfx
    app, pause = _pause(gid, MOST[gid], size=size)
    W, H = size
    assert pygame.Rect(0, 0, W, H).contains(pause.box)
    buttons = [w.rect for w in pause.widgets]
    assert all(pause.box.contains(b) for b in buttons)
    for text, sz, colour, bold, pos in pause.rule_lines:
        r = pygame.Rect(pos, gfx.font(sz, bold).size(text))
        assert pause.box.contains(r), (text, r, pause.box)
        assert r.collidelist(buttons) == -1, text
        assert sz >= gfx.px(12)
    rects = [pygame.Rect(pos, gfx.font(sz, b).size(t)) for t, sz, c, b, pos in pause.rule_lines]
    for i, a in enumerate(rects):   # no line over another
        assert all(not a.colliderect(b) for b in rects[i + 1:])
    assert [w.label for w in pause.widgets if w.focused] == ["Resume"]
    app.close()


def test_the_title_counts_the_saved_matchs_house_rules(home, monkeypatch):
    from tabletop.persist import autosave
    from tabletop.ui.core import gfx
    from tabletop.ui.core.gfx import px
    from tabletop.ui.screens.title import TitleScene
    rec = {"game": "big_two", "players": 4, "seats": [{"kind": "human"}] * 4,
           "options": dict(MOST["big_two"]), "actions": [[0, "pass", []]] * 1234}
    monkeypatch.setattr(autosave, "load", lambda: (rec, None))
    app = make_app(size=(960, 540))
    title = app.scenes.push(TitleScene(app))
    step(app)
    assert title.save_label == "BIG TWO · 4 players · 4 humans · 1234 moves · 10 house rules"
    seen = []
    real = gfx.blit_text
    monkeypatch.setattr(gfx, "blit_text", lambda s, text, size, *a, **k: seen.append((text, size, a, k)) or real(
        s, text, size, *a, **k))
    title.draw(app.screen)
    text, size, a, k = next(x for x in seen if x[0] == title.save_label)
    w, h = gfx.font(size).size(text)
    resume, new = title.widgets[0].rect, title.widgets[1].rect
    assert size >= px(12) and w <= min(960 - px(80), resume.w + px(160))   # not wider than the window's middle
    assert a[0][1] + h <= new.y   # above New game
    rec["options"] = {"team": True}
    title._check_save()
    assert title.save_label.endswith("· 1234 moves · 1 house rule")
    rec["options"] = {"team": False}
    title._check_save()
    assert title.save_label.endswith("· 1234 moves")
    rec["game"] = "uno_flex"   # a save from before "Flex colours in the Draw Four check": played with it off
    rec["options"] = {k: v for k, v in MOST["uno_flex"].items() if k == "scoring"}
    title._check_save()
    assert title.save_label.endswith("· 2 house rules")
    app.close()


def test_tweaks_table_shows_which_way_play_goes(home, monkeypatch):
    """TWEAK's "Direction of play" (right or left) changes who plays next, but both looked the same: the
    table shows the direction as BIG TWO's does, under the table cards' panel (cards can fill the panel),
    clear of every card, plate and button, 2 to 6 seats, 960x540 to 1920x1080."""
    from tabletop.ui.core import gfx
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.test_ui_driver import pump
    for size in SIZES:
        for n in (2, 4, 6):
            got = {}
            for way in ("right", "left"):
                app = make_app(size=size)
                sess = Session(load_game("tweak"), default_seats(n, 1), {"direction": way}, 3, save=False)
                table = TableScene(app, sess, threaded=False)
                app.scenes.push(table)
                pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
                pump(app, lambda: table.banner_t <= 0, frames=600)   # (a message over it hides it meanwhile)
                seen = []
                real = gfx.blit_text
                monkeypatch.setattr(gfx, "blit_text", lambda s, text, *a, **k: seen.append(
                    (text, real(s, text, *a, **k))) or seen[-1][1])
                table.draw(app.screen)
                monkeypatch.setattr(gfx, "blit_text", real)
                caption = [(t, r) for t, r in seen if "clockwise" in t]
                assert len(caption) == 1
                got[way], r = caption[0]
                L = table.geom
                panel = L.table_rect.inflate(gfx.px(12), gfx.px(12))
                panel.h += L.status_h
                assert app.screen.get_rect().contains(r) and r.y >= panel.bottom and r.right <= panel.right
                assert r.collidelist(list(L.plate.values())) == -1, (size, n)
                assert r.collidelist([w.rect for w in table.widgets]) == -1, (size, n)
                for s in table.director.sprites():
                    if s.shown:
                        c = card_rect(s)
                        assert not r.colliderect(c.inflate(-4, -4)), (size, n, s.zone, c, r)
                if way == "left":
                    assert sess.st.direction == 1   # clockwise, as the table draws +1
                app.close()
            assert got == {"right": "↺ counter-clockwise", "left": "↻ clockwise"}


@pytest.mark.parametrize("gid, options, players, idle, live", [
    ("uno_flex", {"two_player_reverse_acts_as_skip": True, "strict_wd4": True}, 4,
     "Two-player Reverse skips: on (no effect here)", "Strict Draw Four: on"),
    ("uno_flex", {"two_player_reverse_acts_as_skip": True}, 2, None, "Two-player Reverse skips: on"),
    ("big_two", {"dragon_fair_value": 0, "stack_trigger_types": True}, 4,
     "Stack patience by kind: on (no effect here)", None),
    ("big_two", {"expert": 4, "dragon_fair_value": 0, "stack_trigger_types": True}, 4, None,
     "Stack patience by kind: on"),
    ("big_two", {"stage4_fair_start": True, "dragon_fair_value": 0}, 4,     # no dragons are dealt
     "Dragon value (fair start): 0 (no effect here)", None),
    ("big_two", {"stage1_mighty_two": True, "stack_trigger_types": True}, 4,   # 2s are the only kind
     "Stack patience by kind: on (no effect here)", None),
])
def test_an_option_that_does_nothing_at_this_table_says_so(home, gid, options, players, idle, live):
    """A 4-seat UNO FLEX match listed 'Two-player Reverse skips: on' as a rule in force; BIG TWO's
    fair-start dragon value without stage 4 and stacking by kind without stage 1 likewise."""
    app, pause = _pause(gid, options, players=players)
    lines = [t for t, *_ in pause.rule_lines]
    text = " ".join(lines)
    if idle:
        assert idle in text, text
    else:
        assert "no effect" not in text, text
    if live:
        assert live in text and f"{live} (no effect here)" not in text, text
    if gid == "big_two" and idle and "stack_trigger_types" in options and "dragon_fair_value" in options:
        assert "(no effect here)" in text.split("Dragon value")[1], text
    app.close()
