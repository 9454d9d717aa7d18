"""Helpers test_table.py and test_table_look.py share."""

from tabletop.rules.loader import load_game
from tabletop.ui.table.session import Session, default_seats
from tests.test_ui_driver import make_app, pump


def _table(seed: int = 4, players: int = 4):
    from tabletop.ui.table.scene import TableScene
    game = load_game("big_two")
    app = make_app(speed="instant")
    sess = Session(game, default_seats(players, 1), {}, seed, save=False)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() or sess.st.phase != "play", frames=6000)
    return app, sess, table


def _scene_table(sc, options=None, **app_kw):
    """A table on a scenario's exact state (seat 0 human), at rest on the human's turn."""
    from tabletop.ui.table.scene import TableScene
    sess = Session(load_game("big_two"), default_seats(sc.st.players, 1), options or {}, 1, save=False)
    sess.st = sc.st
    app = make_app(**app_kw)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() and not table.director.busy, frames=600)
    return app, sess, table


def _plays(sess, table, size=None):
    acts = [a for a in sess.legal(table.viewer) if a.kind == "play"]
    return [a for a in acts if size is None or len(a.args[0]) == size]
