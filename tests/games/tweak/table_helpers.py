"""Helpers test_table.py and test_table_messages.py share."""

from tabletop.ui.table.session import Session, default_seats
from tests.games.tweak.helpers import Scene
from tests.test_ui_driver import click, grab_point, make_app, pump


def _table_for(sc, seats=None, size=(1280, 720)):
    """A table scene on the scenario's exact state (seat 0 human, the others AI unless `seats`)."""
    from tabletop.ui.table.scene import TableScene
    app = make_app(size=size, speed="instant")
    sess = Session(sc.game, seats or default_seats(sc.players, 1), {}, 1, save=False)
    sess.st = sc.st
    table = TableScene(app, sess, threaded=False)
    app.scenes.push(table)
    return app, sess, table


def _ready(app, table):
    pump(app, lambda: table.my_turn() or app.scenes.top is not table, frames=3000)


def tsprite(table, card: int):
    return next(s for s in table.director.zones["table"] if s.card == card)


def _basic(players=4):
    """Target 9 (the deck's top card Red 2 has back 9); table O1 Y3 G2 B5; your hand P3 O6 Y4."""
    sc = Scene(players).setup(hands={0: ["P3", "O6", "Y4"]}, table=["O1", "Y3", "G2", "B5"], deck=["R2"],
                              deck_fill=12, current=0)
    assert sc.target() == 9
    hand, tab = sc.hand(0), sc.zone("table")
    return sc, dict(zip(("P3", "O6", "Y4"), hand)), dict(zip(("O1", "Y3", "G2", "B5"), tab))


def _pick(app, table, cards) -> None:
    for c in cards:
        s = next(s for s in table.pickable_sprites() if s.card == c)
        click(app, grab_point(table, s))
        assert c in table.picker.cards
