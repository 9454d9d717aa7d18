"""The contract between the table scene and a game: what a game's table module may add or change.

A game folder may hold `table.py` defining `class Table(GameTable)`; without one the game plays on this
base class, the generic table. Every member below has a working default, so a game overrides only what
it draws or asks differently. Hooks are static: each receives the table scene (`table`), or the game and
its options where the set-up screen asks before any table exists.

What the generic table already offers from the config alone, without game code:
- the reserved action kinds: `play` (its first argument is the hand card, or a tuple of hand cards,
  moved: drag it onto the pile in the middle or click it), `draw` (the Draw button, the D key, a click
  on the draw pile) and `pass` (a Pass button beside the pile);
- `windows:` in the config: actions a seat may take out of its turn (a last-card call, a catch): a button for
  each human seat that may take one, and a key for it from the config's `keys:`;
- any other decision (a colour to name, a challenge to accept or refuse, a target to pick) as a dialog
  with one button per legal action, labelled with the game's own `describe` words;
- `table:` in the config: the colour to match and the direction of play, read from the seat's view
  (tabletop/ui/table/status.py).
- a tooltip on a card the pointer rests on, from `card_tip(game, cid)` in the game's text module.
"""

from __future__ import annotations

from typing import Callable, ClassVar

import pygame

from tabletop.engine.actions import Action
from tabletop.i18n import N_, t, tn
from tabletop.ui.core.gfx import px
from tabletop.ui.core.widgets import Button
from tabletop.ui.table import dialogs
from tabletop.ui.table.drawing import PLATE_EXTRA
from tabletop.ui.table.hints import action_rects
from tabletop.ui.table.layout import TableLayout
from tabletop.ui.table.picking import default_cards_of
from tabletop.ui.table.tips import card_tip, card_under


class GameTable:
    """The generic table, and the base of every game's `Table`."""

    # -- what the table lays out and animates -------------------------------------------------------------
    Layout: ClassVar[type] = TableLayout   # where zones, plates and buttons go (a subclass of TableLayout)
    EVENTS: ClassVar[dict[str, Callable]] = {}   # engine event type -> handler(director, event) -> seconds to wait
    HAND_KINDS: ClassVar[frozenset] = frozenset({"play", "draw", "pass"})   # made with the hand and the piles
    CARD_MOVES: ClassVar[tuple] = ("play",)    # kinds whose first argument is the hand card(s) moved: they glow
    BUTTON_KEYS: ClassVar[tuple] = ()         # the keys of the game's own buttons, kept while cards fly

    # -- picking several cards for one move (combinations, sums) ------------------------------------------
    PICK_KINDS: ClassVar[tuple] = ()          # action kinds made by picking cards, then confirming; none: no picker
    PICK_ZONES: ClassVar[tuple] = ()          # zones besides the hand whose cards may be picked
    PICK_TRY_LABEL: ClassVar[str] = N_("Play these cards")   # the button for a pick that is no legal move yet

    # -- results --------------------------------------------------------------------------------------------
    # (texts a game sets here are messages, marked with N_ where they are written: the table translates them)
    RESULT_HEADS: ClassVar[tuple] = (N_("Round"), N_("Match"))   # the result panel's score columns
    SCORE_UNITS: ClassVar[tuple] = ("pt", "pts")   # a match score's unit, one and many (see score_words)

    def __init__(self, game):
        self.game = game
        # out-of-turn actions and their keys, from the config (`windows:` and `keys:`)
        self.WINDOW_KINDS: frozenset = frozenset(game.cfg.get("windows", ()))
        self.WINDOW_KEYS: dict = {getattr(pygame, f"K_{k}"): kind for kind, k in game.cfg.get("keys", {}).items()
                                  if kind in self.WINDOW_KINDS}

    # -- drawing --------------------------------------------------------------------------------------------
    @staticmethod
    def sync(table, view: dict) -> None:
        """Copy what the game's pictures show from the seat's view (nothing beyond the generic plates)."""

    @staticmethod
    def draw_centre(table, surf) -> None:
        """Pictures in the middle of the table, under the cards (none)."""

    @staticmethod
    def draw_over(table, surf) -> None:
        """Pictures over the cards and buttons, under a card held by the pointer (none)."""

    @staticmethod
    def plate_extra(table, surf, seat: int, rect) -> None:
        """Extra marks on a seat's name plate (none)."""

    @staticmethod
    def plate_marks(table, surf, seat: int, rect) -> None:
        """Status marks beside a plate, drawn over the seats' cards ("last card!", "passed"; none)."""

    @staticmethod
    def name_side(table, rect) -> int:
        """Room the game's marks take at a plate's top right, kept clear of the name."""
        return px(PLATE_EXTRA) - px(10)

    @staticmethod
    def plate_side(rect) -> int:
        """Room a game's mark takes at the plate's right, kept clear of its card count."""
        return 0

    @staticmethod
    def tip_at(table, pos) -> str | None:
        """What the thing under the pointer does, shown when it rests there (None: nothing to say). The
        generic table: the face-up card there, in the words of the game's folder (its text module's
        `card_tip(game, cid)`); a game adds its own pictures (cards drawn on the plates)."""
        return card_tip(table.game, card_under(table, pos))

    @staticmethod
    def banner_floor(table) -> int | None:
        """The lowest a banner may reach (over the game's own row of cards), or None."""
        return None

    # -- animating ------------------------------------------------------------------------------------------
    @staticmethod
    def before_batch(table, events: list) -> None:
        """Called as a batch of engine events begins to play, before its first animation."""

    @staticmethod
    def new_round(table) -> None:
        """A new round is dealt: the game's marks start afresh."""

    hand_key: ClassVar[Callable | None] = None   # (game, card) -> sort key of the viewer's hand; None: engine order

    # -- deciding -------------------------------------------------------------------------------------------
    @staticmethod
    def dialog(table, seat: int, acts: list):
        """A dialog when the decision is not made with the hand and the piles (one button per action)."""
        if not acts or {a.kind for a in acts} <= table.gameui.HAND_KINDS:
            return None
        return dialogs.generic(table, seat, acts)

    @staticmethod
    def play_choice(table, seat: int, card: int, plays: list):
        """The card dropped makes several plays (or `confirm` asked): which one."""
        def cancel():
            table.dialog = None
            table.selected = None
            table.snap_back()
        return dialogs.generic(table, seat, plays, cancel=cancel)

    @staticmethod
    def confirm(table, a: Action) -> bool:
        """Whether the only play a dropped card makes is asked about first (a play with a side effect)."""
        return False

    @staticmethod
    def refused_play(table, seat: int, card: int) -> Action:
        """The action whose refusal explains why `card` cannot be played (the engine gives the reason)."""
        return Action(seat, "play", (card,))

    @staticmethod
    def window_label(table, a: Action) -> str:
        """The words on an out-of-turn action's button."""
        return table.named(table.game.describe(a))

    @staticmethod
    def controls(table, mine: bool, legal: list) -> list:
        """The game's own buttons; the generic table has Pass beside the pile when the viewer may pass."""
        out = []
        for a in legal:
            if a.kind == "pass" and mine and a.seat == table.viewer:
                r = table.geom.drop_rect()
                out.append(Button((r.right + px(12), r.centery - px(19), px(110), px(38)), t("Pass"),
                                  lambda a=a: table.act(a), size=px(16)))
        return out

    @staticmethod
    def show_hint(table, action: Action) -> None:
        """Show the move a hint suggests: the hand cards it plays lifted (picked, for a game that picks
        several cards), else the buttons or pile that make it outlined (tabletop.ui.table.hints)."""
        hand = {s.card for s in table.hand_sprites()}
        cards = default_cards_of(action) if action.kind in table.gameui.CARD_MOVES and action.args else ()
        if table.picker is not None and action.kind in table.gameui.PICK_KINDS:
            cards = table.gameui.cards_of(action)
        cards = tuple(c for c in cards if isinstance(c, int))
        if cards and set(cards) <= hand | {s.card for s in table.pickable_sprites()}:
            if table.picker is not None:
                table.picker.clear()
                table.picker.cards = list(cards)
                table.focus = cards[0]
            else:
                table.selected = table.focus = cards[0]
            return
        table.refresh_controls()
        table.hint_marks = action_rects(table, action)

    @staticmethod
    def key_refused(table, key) -> str | None:
        """Why one of BUTTON_KEYS does nothing now (its button is not there), or None to say nothing."""
        return None

    # -- picking --------------------------------------------------------------------------------------------
    @staticmethod
    def cards_of(action: Action) -> tuple:
        """The cards a pickable action uses."""
        return default_cards_of(action)

    @staticmethod
    def pick_key(game, cid: int):
        """What makes two cards the same for picking (identical cards share a key)."""
        return cid

    @staticmethod
    def pick_label(table, acts: list) -> str:
        """The play button's words for the moves the pick makes."""
        return table.named(table.game.describe(acts[0])) if len(acts) == 1 else t("Play…")

    @staticmethod
    def pick_more(table) -> str:
        """What to do when a dropped card and its target need more cards."""
        return t("Pick the rest of the cards, then play them.")

    @staticmethod
    def onto_refused(table) -> str | None:
        """Added to a refusal of a card dropped on a table card, or None."""
        return None

    @staticmethod
    def refused_pick(table, seat: int, cards: tuple) -> Action:
        """The action whose refusal explains why the picked `cards` make no move."""
        return Action(seat, table.gameui.PICK_KINDS[0], (cards,))

    # -- the set-up screen and the results --------------------------------------------------------------------
    @staticmethod
    def setup_value(game, options: dict, name: str, value, text: str) -> str:
        """An option value's words on the set-up screen ("auto (−100)")."""
        return text

    @staticmethod
    def setup_fixed(game, options: dict, name: str) -> str | None:
        """The words of an option row another option holds at one value, or None."""
        return None

    @staticmethod
    def idle_option(options: dict, name: str, players: int) -> bool:
        """Whether an option does nothing with the others chosen (listed as "no effect here")."""
        return False

    @staticmethod
    def seat_team(options: dict, seat: int, players: int) -> str | None:
        """A seat's team letter where the game plays in teams."""
        return None

    @classmethod
    def score_words(cls, n: int) -> str:
        """A match score with its unit, as one message with its plural forms: "1 pt", "12 pts". A game that
        counts in another unit overrides this (a game that only set SCORE_UNITS has them put after the number)."""
        if tuple(cls.SCORE_UNITS) == ("pt", "pts"):
            return tn("{score} pt", "{score} pts", abs(n), score=n)   # the form of the count: -1 pt as 1 pt
        one, many = cls.SCORE_UNITS
        return t("{score} {unit}", score=n, unit=t(one if n in (1, -1) else many))

    @staticmethod
    def result_note(session, r: dict) -> str | None:
        """A line under the round result's title, or None."""
        return None

    # -- screenshots ------------------------------------------------------------------------------------------
    @staticmethod
    def shots() -> list[dict]:
        """The game's own pictures for `tabletop shots`, besides those every game gets (tables at each size,
        its decisions, pause, hand-off, results, faces): each {name, players, want(session) -> bool (the
        position to stop at, found by seeded random play), options, then(app, table), colour_blind, frames}."""
        return []


def table_of(game) -> GameTable:
    """The table contract of `game`: its folder's `Table` class, or the generic table."""
    from tabletop.games import part
    mod = part(game.family, "table")
    cls = getattr(mod, "Table", GameTable) if mod is not None else GameTable
    if not (isinstance(cls, type) and issubclass(cls, GameTable)):
        raise TypeError(f"{game.family}'s table module: Table must be a subclass of GameTable")
    if not (isinstance(cls.Layout, type) and issubclass(cls.Layout, TableLayout)):
        raise TypeError(f"{game.family}'s table module: Table.Layout must be a subclass of TableLayout")
    return cls(game)
