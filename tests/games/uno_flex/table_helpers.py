"""A helper test_table.py and test_table_dialogs.py share."""

from tests.test_ui_driver import make_app, pump


def _flex_only_table(speed="instant"):
    """Seat 0 (human) to play on a green 5 holding Yellow 7 (flex green): only its flex side fits."""
    from tabletop.ui.table.session import Session, default_seats
    from tabletop.ui.table.scene import TableScene
    from tests.games.uno_flex.helpers import Scene
    sc = Scene(players=2).setup({0: ["F(Y/G)7", "B1", "R2"]}, ["G5"])
    sess = Session(sc.g, default_seats(2, 1), {}, 1, save=False)
    sess.st = sc.st
    app = make_app(speed=speed)
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    pump(app, lambda: table.my_turn() and not table.director.busy)
    return app, table, sess, sc.hand(0)[0]
