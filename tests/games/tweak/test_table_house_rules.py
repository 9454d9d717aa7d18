"""TWEAK's house rules once a match has started: the table shows which way play goes, and the pause menu's
words for the score that ends the match (split from tests/test_ui_house_rules.py, whose helpers it uses)."""

from tabletop.rules.loader import load_game
from tests.test_ui_driver import card_rect, home, make_app  # noqa: F401
from tests.test_ui_house_rules import SIZES, _pause, _text


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


def test_a_match_at_the_default_rules_says_so_and_gives_the_score_that_ends_it(home):
    from tabletop.games.tweak.text import match_target
    app, pause = _pause("tweak", {})
    assert _text(pause) == "House rules None: standard rules The match ends at 100 pts"
    st = pause.table.session.st
    assert match_target(pause.table.game, st) == 100
    app.close()
    app, pause = _pause("tweak", {}, players=6)
    assert _text(pause).endswith("The match ends at 60 pts")
    app.close()
