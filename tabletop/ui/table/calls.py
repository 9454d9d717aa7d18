"""A seat's own calls made ahead (a last-card call said as the card is played): the call's key or button,
pressed on the player's turn before the move that opens the call, arms it; the move then makes the call
at once, before anyone may react. Generic: the calls are the config's `own_calls` that are also
`windows`, and whether a move opens one is asked of the engine (each legal move tried on a copy)."""

from __future__ import annotations

from tabletop.engine.actions import Action
from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.widgets import Button
from tabletop.ui.table.layout import control_column


class TableCalls:
    """Mixed into TableScene: `armed` is the call kind the viewer asked for ahead, or None."""

    armed: str | None = None
    _ahead_memo = None
    _ahead: frozenset = frozenset()

    def calls_ahead(self) -> frozenset:
        """The viewer's own calls that one of their legal moves now would open (worked out once a position)."""
        v, s = self.viewer, self.session
        memo = (s.position(), v)
        if self._ahead_memo == memo:
            return self._ahead
        kinds = self.game.own_calls & self.gameui.WINDOW_KINDS
        out = s.calls_opened(v, kinds) if v is not None and kinds and s.public["phase"] == "play" else frozenset()
        self._ahead_memo, self._ahead = memo, frozenset(out)
        return self._ahead

    def arm_call(self, kind: str) -> bool:
        """The viewer's call of `kind` pressed before it may be made: armed if their next move opens it
        (a message says so), else refused with the engine's reason. True if armed."""
        v = self.viewer
        if v is None:
            return False
        if kind in self.calls_ahead():
            self.armed = kind
            self.banner(t("Your card will be played with: {call}", call=self.named(self.game.describe(Action(v, kind)))),
                        3.0)
            self.controls_key = None
            return True
        self.act(Action(v, kind))   # refused: the engine says why it cannot be made now
        return False

    def take_window(self, a: Action) -> None:
        """A window button: the action if it may be taken now, else the call armed ahead."""
        if a in self.session.legal():
            self.act(a)
        else:
            self.arm_call(a.kind)

    def armed_buttons(self, mine: bool) -> list:
        """The calls the viewer may arm on their turn, as window actions for buttons (one per kind)."""
        if not mine or self.viewer is None:
            return []
        return [Action(self.viewer, k) for k in sorted(self.calls_ahead())]

    def after_move(self, action: Action) -> None:
        """After an action: an armed call is made if the viewer's move opened it; it is dropped once the
        viewer no longer decides (their turn went by without opening it)."""
        kind, v = self.armed, self.viewer
        if kind is None:
            return
        call = next((a for a in self.session.legal(v) if a.kind == kind), None) if v is not None else None
        if call is not None:
            self.armed = None
            self.act(call)
        elif v is None or self.session.primary() != v:
            self.armed = None

    def window_buttons(self, acts: list, taken: list) -> list:
        """The window buttons (a call, a catch) stacked at the bottom right, beside the hand (its fan keeps
        clear of that column), raised until they meet no plate and no button in `taken` (above the hand they covered
        the lower right seat's plate with five or more seats)."""
        if not acts:
            return []
        W, H = self.app.size
        labels = [self.gameui.window_label(self, a) for a in acts]
        bw = min(control_column(W) - px(30), max(px(150), max(gfx.font(px(18), True).size(x)[0] + px(30) for x in labels)))
        avoid = list(self.geom.plate.values()) + [w.rect for w in taken]

        def column(bottom: int) -> list:
            return [Button((W - px(20) - bw, bottom - px(52) - px(60) * i, bw, px(52)), label, lambda a=a: self.take_window(a),
                           primary=True)
                    for i, (a, label) in enumerate(zip(acts, labels))]

        bottom = H - px(20)
        while bottom >= H * 0.6:
            out = column(bottom)
            if out[-1].rect.top >= 0 and all(b.rect.collidelist(avoid) == -1 for b in out):
                return out
            bottom -= px(20)
        return column(H - px(20))   # nowhere clear: beside the hand, where the fan leaves room, never off the window
