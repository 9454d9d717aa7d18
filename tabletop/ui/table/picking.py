"""Picking several cards for one move (combinations, sums): click to pick, then play.

A game's table module opts in with `PICK_KINDS` (the action kinds made of picked cards) and may give
`PICK_ZONES` (table zones whose cards may be picked too), `cards_of(action)` (the cards an action
uses, default: its first argument), `pick_key(game, cid)` (cards that play the same, such as two
identical cards, share a key) and `pick_label(table, actions)` for the play button. What may be
played still comes only from `legal_actions`; a picked set no legal action uses is sent to the
engine anyway, so the player reads the engine's own reason for refusing it.
"""

from __future__ import annotations

from collections import Counter

from tabletop.engine.actions import Action
from tabletop.i18n import t


def default_cards_of(action: Action) -> tuple:
    x = action.args[0] if action.args else ()
    return x if isinstance(x, tuple) else (x,)


class Picker:
    def __init__(self, table):
        self.t = table
        self.ui = table.gameui
        self.cards: list[int] = []   # picked card ids, in the order they were picked
        self._legal_key = None
        self._moves: list = []       # (action, Counter of keys) of the viewer's pickable moves

    # -- what the rules allow ---------------------------------------------------------------------------
    def cards_of(self, a: Action) -> tuple:
        return self.ui.cards_of(a)

    def key(self, cid: int):
        return self.ui.pick_key(self.t.game, cid)

    def moves(self) -> list:
        """The viewer's legal pickable actions, each with the multiset of card keys it uses."""
        t = self.t
        k = (t.session.position(), t.viewer)
        if k != self._legal_key:   # once per position: a rich hand can have 1462 plays
            legal = t.session.legal(t.viewer) if t.viewer is not None else []
            self._legal_key = k
            self._moves = [(a, Counter(self.key(c) for c in self.cards_of(a)))
                           for a in legal if a.kind in self.ui.PICK_KINDS]
        return self._moves

    def _keys(self, extra=()) -> Counter:
        return Counter(self.key(c) for c in [*self.cards, *extra])

    def candidates(self, extra=()) -> list[Action]:
        """Legal actions using exactly the picked cards (plus `extra`)."""
        want = self._keys(extra)
        return [a for a, ks in self.moves() if ks == want] if want else []

    def addable(self) -> set[int]:
        """Cards on show that some legal move uses together with everything already picked."""
        want = self._keys()
        moves = self.moves()
        memo = (self._legal_key, tuple(sorted(want.items(), key=repr)))
        if self._add_memo != memo:   # a rich hand can have 1462 plays: not every frame
            keys: set = set()
            for _a, ks in moves:
                if all(ks[k] >= n for k, n in want.items()):
                    keys.update(ks - want)
            self._add_memo, self._add_keys = memo, keys
        keys = self._add_keys
        out = set()
        for z in self.zones():
            for s in self.t.director.zones.get(z, []):
                if s.card >= 0 and s.card not in self.cards and self.key(s.card) in keys:
                    out.add(s.card)
        return out

    _add_memo = None
    _add_keys: set = set()

    def zones(self) -> list[str]:
        z = self.t.hand_zone()
        return ([z] if z else []) + list(self.ui.PICK_ZONES)

    # -- changing the pick -----------------------------------------------------------------------------
    def toggle(self, cid: int) -> None:
        if cid in self.cards:
            self.cards.remove(cid)
        else:
            self.cards.append(cid)
        self.t.controls_key = None

    def clear(self) -> None:
        if self.cards:
            self.cards = []
            self.t.controls_key = None

    def prune(self) -> None:
        """Forget picked cards that are no longer where they can be picked (after any move)."""
        here = {s.card for z in self.zones() for s in self.t.director.zones.get(z, [])}
        kept = [c for c in self.cards if c in here]
        if kept != self.cards:
            self.cards = kept
            self.t.controls_key = None

    # -- playing -----------------------------------------------------------------------------------------
    def label(self, acts: list) -> str:
        return self.ui.pick_label(self.t, acts)

    def commit_onto(self, card: int, onto: int) -> bool:
        """`card` dropped on `onto` (a card off the hand, on the table): the move using both with the pick so
        far, when there is one; when a move needs more cards besides, both join the pick and the player is
        told to pick the rest; else the engine's reason. True if a move was made, a choice opened or the
        pick grew."""
        extra = tuple(c for c in dict.fromkeys((card, onto)) if c not in self.cards)
        if self.candidates(extra):
            return self.commit(extra)
        want = self._keys(extra)
        if any(all(ks[k] >= n for k, n in want.items()) for _a, ks in self.moves()):
            self.cards.extend(extra)
            self.t.controls_key = None
            self.t.banner(self.ui.pick_more(self.t), 3.0)
            return True
        done = self.commit(extra)
        more = self.ui.onto_refused(self.t)
        if not done and more and self.t.banner_bad:
            self.t.banner(t("{reason} {more}", reason=self.t.banner_text, more=more), 4.0, bad=True)   # two sentences
        return done

    def commit(self, extra=()) -> bool:
        """Play the picked cards (plus `extra`, a dragged card): one way → act; several → ask; none →
        the engine's reason. True if a move was made or a choice opened."""
        table = self.t
        extra = tuple(c for c in extra if c not in self.cards)
        acts = self.candidates(extra)
        if len(acts) == 1:
            ok = table.act(acts[0])
            if ok:
                self.cards = []
            return ok
        if len(acts) > 1:
            table.dialog = self.ui.play_choice(table, table.viewer, (self.cards + list(extra))[0], acts)
            table.dialog_key = table.decision_key(table.viewer)
            return True
        cards = tuple(self.cards) + extra
        if not cards:
            table.banner(t("Pick the cards to play first."), 3.0, bad=True)
            return False
        table.act(self.ui.refused_pick(table, table.viewer, cards))
        return False
