"""The table's takeback (Undo) and the move log it rebuilds: the round's moves from the session's record."""

from __future__ import annotations

from tabletop.engine.actions import SYSTEM
from tabletop.i18n import t
from tabletop.ui.table.session import recent_moves, round_moves  # noqa: F401  (the table's log imports them here)


class TableUndo:
    """Mixed into TableScene: Undo, which the session does (Session.take_back), and the table rebuilt after it."""

    def reload_log(self) -> None:
        """The move log as the session's record has it: the round under way, with the cards each move made
        a seat draw; following the newest move."""
        s = self.session
        self.log_back = 0   # how many moves the log is scrolled back from the newest (0: it follows)
        if getattr(s, "remote", False):   # a joined seat: the round's moves as the host told them
            self.log, self.log_draws = list(s.actions), {}
            return
        idx = round_moves(s.actions)
        self.log = [s.actions[i] for i in idx]
        self.log_draws = {k: s.drawn[i] for k, i in enumerate(idx) if i < len(s.drawn) and s.drawn[i]}

    def take_back(self) -> None:
        """Undo (its button, Ctrl+Z): the table back to just before the player's last decision, the bots'
        moves since undone too (Session.take_back), or the reason there is nothing to undo."""
        humans = self.session.humans()
        seat = self.viewer if self.viewer is not None else (humans[0] if humans else 0)
        reason = self.session.take_back(seat)
        if reason is not None:
            self.banner(reason, 3.0, bad=True)
            self.app.sound.play("refuse")
            return
        self.director.finish()
        self.drag_cancel()
        self.drop_kept()
        s = self.session
        self.reload_log()
        self.react_key, self.ai_wait, self.result_for = None, 0.0, None
        self.set_viewer(self.viewer)   # the table rebuilt as it then was, nothing of the undone moves kept
        self.sync_hud(s.view(self.viewer))
        self.banner(t("Taken back to your last decision: this match now counts apart from clean wins."), 3.0)
