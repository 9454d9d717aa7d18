"""TWEAK's tooltips: every T! card, also when shown as the button that uses it."""

from tabletop.rules.loader import load_game


def test_every_t_card_has_a_tip_and_number_cards_none():
    from tabletop.ui.table.tips import card_tip
    g = load_game("tweak")
    for c, card in enumerate(g.cards):
        assert (card_tip(g, c) is not None) == (card["kind"] in ("thief", "joker", "shifter", "bomb")), card["name"]


def test_a_usable_t_card_button_gives_its_card_s_tip():
    import pygame
    from tabletop.ui.table.tips import card_under

    class B:
        def __init__(self, cid):
            self.rect, self.cid = pygame.Rect(10, 10, 50, 80), cid

    class T:
        preview_rect = None
        widgets = [B(61)]
    assert card_under(T(), (20, 20)) == 61
