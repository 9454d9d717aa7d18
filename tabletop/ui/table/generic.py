"""Table pieces for a game without its own module: generic dialogs, no extra HUD."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.ui.table import dialogs

EVENTS: dict = {}          # event type -> handler(director, event) -> seconds before the next step
WINDOW_KINDS: set = set()  # action kinds any human seat may take out of turn (shown as buttons)
HAND_KINDS = {"play", "draw", "pass"}
WINDOW_KEYS: dict = {}   # pygame key -> window action kind, taken by the seat at the screen
CARD_MOVES = ("play",)   # action kinds whose first argument is the hand card(s) moved: those cards glow
BUTTON_KEYS: tuple = ()  # the keys of the game's own buttons: kept like Enter when pressed while cards fly
SHOWCASE: tuple = ()     # card names shown on the game's tile in "Choose a game" (else its first cards)


def sync(table, view: dict) -> None:
    """Copy what the HUD shows from a view (nothing beyond the generic plates)."""


def draw_centre(table, surf) -> None:
    """Pictures in the middle of the table (none)."""


def plate_extra(table, surf, seat: int, rect) -> None:
    """Extra marks on a seat's name plate (none)."""


def dialog(table, seat: int, acts: list):
    """A dialog when the decision is not made with the hand and the piles."""
    if not acts or {a.kind for a in acts} <= HAND_KINDS:
        return None
    return dialogs.generic(table, seat, acts)


def play_choice(table, seat: int, card: int, plays: list):
    def cancel():
        table.dialog = None
        table.selected = None
        table.snap_back()
    return dialogs.generic(table, seat, plays, cancel=cancel)


def refused_play(table, seat: int, card: int) -> Action:
    """The action whose refusal explains why `card` cannot be played (the engine gives the reason)."""
    return Action(seat, "play", (card,))


def window_label(table, a: Action) -> str:
    return table.named(table.game.describe(a))
