"""TOWAI's tooltips: the Draw, Reset and Swap cards and every other Twai card (they flip day and night)."""

from tabletop.rules.loader import load_game


def test_every_twai_card_has_a_tip_and_day_and_night_cards_none():
    from tabletop.ui.table.tips import card_tip
    g = load_game("towai")
    effects = set()
    for c, card in enumerate(g.cards):
        tip = card_tip(g, c)
        assert (tip is not None) == (card["suit"] == "twai"), card["name"]
        if card["effect"] != "none":
            effects.add(tip)
    assert len(effects) == 3
