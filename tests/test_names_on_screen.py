"""Players' names in Chinese, Japanese and French render with their own glyphs everywhere a name appears:
the set-up screen, the seats' plates, the move log and the round result (in every language of the table)."""

import pygame
import pytest

from tabletop import i18n
from tabletop.rules.loader import load_game
from tabletop.ui.core import fonts, gfx
from tests.pick import first, takes
from tests.test_ui_driver import home, make_app, step  # noqa: F401

NAMES = ["張小明", "佐藤花子", "Élodie"]


def _glyphed(text: str) -> bool:
    """Every visible character of `text` is drawn by a font that has a glyph for it (no box)."""
    return all(fonts.font_for(ch) is not None for ch in text if ch.strip() and ch.isprintable())


def _spy(monkeypatch):
    drawn = []
    real = gfx.blit_text

    def blit(surf, s, *a, **kw):
        drawn.append(s)
        return real(surf, s, *a, **kw)
    monkeypatch.setattr(gfx, "blit_text", blit)
    return drawn


@pytest.mark.parametrize("lang", ["en", "zh-TW", "ja", "fr"])
def test_names_in_any_script_show_on_the_set_up_plates_log_and_results(home, monkeypatch, lang):
    from tabletop.ui.screens.overlays import RoundResultScene
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session
    game = load_game(first("for three players", takes(3)))
    drawn = _spy(monkeypatch)
    app = make_app(size=(1280, 720))
    i18n.set_language(lang)   # (the app speaks the settings' language as it opens)
    setup = SetupScene(app, game)
    for i, name in enumerate(NAMES):
        setup.set_kind(i, "human" if i == 0 else "ai")
        setup.set_name(i, name)
    setup.set_n(3)
    app.scenes.push(setup)
    step(app)
    on_setup = list(drawn)
    seats = [{"kind": "human", "level": None, "name": NAMES[0]}] + [
        {"kind": "ai", "level": "easy", "name": n} for n in NAMES[1:]]
    sess = Session(game, seats, {}, 7, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.reset(table)
    for _ in range(4000):   # bots and the human play on until the round is over: moves fill the log
        if sess.st.phase != "play":
            break
        if table.my_turn():
            table.act(sess.legal(0)[0])
        elif table.dialog is not None and sess.primary() == 0:
            table.act(sess.legal(0)[0])
        step(app)
    drawn.clear()
    table.draw(app.screen)
    on_table = list(drawn)
    app.scenes.push(RoundResultScene(app, table))
    step(app)
    drawn.clear()
    app.scenes.top.draw(app.screen)
    on_result = list(drawn)
    app.close()
    for where, texts in (("set-up", on_setup), ("table", on_table), ("result", on_result)):
        for name in NAMES:
            shown = [s for s in texts if name in s]
            assert shown, (where, name, "not shown")
            assert all(_glyphed(s) for s in shown), (where, name, shown)
    # a log line opens with the player's name and a colon (the full-width ： in Chinese and Japanese)
    log = [s for s in on_table if any(s.startswith((n + ":", n + "：")) or f" {n}" in s for n in NAMES)]
    assert log, "the move log names the players"
