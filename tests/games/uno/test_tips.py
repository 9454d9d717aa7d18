"""UNO's tooltips, read from its own folder through the generic table: every action card and wild."""

from tabletop.rules.loader import load_game


def test_every_action_card_and_wild_has_a_tip_and_the_generic_table_asks_for_it():
    from tabletop.ui.table.contract import GameTable, table_of
    from tabletop.ui.table.tips import card_tip
    g = load_game("uno")
    assert type(table_of(g)) is GameTable   # the generic table: the words come from the game's text module
    for c, card in enumerate(g.cards):
        assert (card_tip(g, c) is None) == (card["kind"] == "number"), card["name"]
