"""The table scene: draws the match, plays engine events as animations, turns input into actions.

No rule logic here: what may be played comes from `game.legal_actions`, refusals from the engine's
IllegalAction reason. A game's own pictures and dialogs: its folder's table.py (tabletop.ui.table.contract).
"""

from __future__ import annotations

import time
import pygame

from tabletop import i18n
from tabletop.i18n import t
from tabletop.ai.bots import bot_seed
from tabletop.engine.actions import SYSTEM, Action
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.table.bots import BotRunner, make_bot, think_time
from tabletop.ui.table.calls import TableCalls
from tabletop.ui.table.tips import TableTips
from tabletop.ui.table.hints import TableHints
from tabletop.ui.table.director import SPEED, Director
from tabletop.ui.table.layout import TableLayout
from tabletop.ui.table.netplay import NetTable
from tabletop.ui.table.picking import Picker
from tabletop.ui.table import status
from tabletop.ui.core.scene import Scene, make
from tabletop.ui.table.contract import table_of
from tabletop.ui.table.drawing import TableDrawing
from tabletop.ui.table.inputs import TableInput, one_per_effect
from tabletop.ui.table.undo import TableUndo, recent_moves, round_moves  # noqa: F401  (the log of a resumed match)
from tabletop.ui.core.widgets import Button

AI_PAUSE = 0.55   # seconds an AI waits before acting (normal speed) so each step can be followed
WARM_BUDGET = 0.1  # seconds a big table may spend painting faces ahead as it opens (warm_faces)
GRACE = 2.2       # seconds humans get to react (a call, a catch) before AI seats react (normal speed)
MIN_GRACE = 2.5   # real seconds at least, at every animation speed (at fast a catch came after 1.1 s)


class TableScene(NetTable, TableUndo, TableCalls, TableTips, TableHints, TableInput, TableDrawing, Scene):
    name = "table"

    def __init__(self, app, session, threaded: bool = True, net=None):
        super().__init__(app)
        self.session, self.game = session, session.game
        self.net = net   # hosting: the Host every move goes through (a joined seat's session sends its own)
        self.gameui = table_of(self.game)
        self.runner = BotRunner(threaded)
        self.bots: dict = {}
        humans = session.humans()
        self.viewer = humans[0] if len(humans) == 1 else None
        self.last_human = None   # hot-seat: the human whose hand was last shown
        self.shown_round = None   # ... and the round it was shown in (a new round always hands off)
        self.bottom = humans[0] if humans else 0
        self.layout_obj = None
        self.hud: dict = {"current": session.public["current"]}
        self.dialog = None
        self.dialog_key = None
        self.drag = None
        self.selected: int | None = None
        self.focus: int | None = None
        self.key_focus = False   # the keyboard put the focus where it is (a click moves it without this)
        self.mouse = (-1, -1)
        self.banner_text, self.banner_t, self.banner_bad = "", 0.0, False
        # the move log: the whole round (a resumed match keeps it), with the cards each move made a seat draw
        self.log: list = []         # the move log: the whole round (a resumed match keeps it) ...
        self.log_draws: dict = {}   # ... with the cards each move made a seat draw (TableUndo.reload_log)
        self.reload_log()
        self.grace = 0.0
        self.react_key = None
        self.asked: set = set()
        self.ai_wait = 0.0
        self.result_for = None
        self.keyq: list = []
        self.handing_off = False
        self.controls_key = None
        self.time = 0.0
        self.glows: dict = {}
        self.director = None
        self.started = False
        self.picker = Picker(self) if self.gameui.PICK_KINDS else None

    # -- properties -----------------------------------------------------------------------------------
    @property
    def geom(self) -> TableLayout:
        return self.layout_obj

    def make_layout(self, size) -> TableLayout:
        """The game's own layout class if its table module has one, else the shared one."""
        cls = self.gameui.Layout
        lay = cls(size, self.game, self.session.players, self.bottom)
        lay.hud = self.hud   # what the game's table module knows beyond zones (trick groups...)
        return lay

    def warm_faces(self, lay) -> None:
        """On a big window (scale over 1), paint a few faces at the sizes cards show face up (the hand, the
        piles, the steps a card turned up on its way is painted at) and the backs on their way to the seats,
        as the table opens: the first face painted at a size loads its fonts and shapes, 2.5 ms at 1920x1080
        (a frame's worth each time a played card first showed, frame p99 over 4 ms), the next ones 0.6 ms.
        At most WARM_BUDGET once, as the table opens (not on a resize: a drag would stall at every size);
        what it has no time for is painted when first shown, as before (a 4K table took 170-300 ms)."""
        if gfx.scale() <= 1.0:
            return
        end = time.perf_counter() + WARM_BUDGET
        from tabletop.ui.core.faces import card_size
        from tabletop.ui.core.sprites import bucket
        lo, hi = sorted((lay.hand_h, lay.pile_h))
        n = self.game.n_cards
        ids = sorted({k * n // 6 for k in range(6)})   # a few kinds of card (numbers, actions, wilds...)
        # first what shows first and stays: the sizes at rest (hand, piles), the backs dealt out; then the
        # steps a card turned up on its way is painted at
        rest = [(cid, h, True) for h in (hi, lo) for cid in ids]
        backs = [(-1, h, False) for h in sorted({bucket(h) for h in range(int(lay.opp_h * 0.9), int(hi * 1.08) + 1)})]
        steps = [(cid, h, True) for h in sorted({bucket(h) for h in range(int(lo * 0.9), int(hi * 1.08) + 1)} - {lo, hi})
                 for cid in ids]
        for cid, h, up in rest + backs + steps:
            if time.perf_counter() > end:
                return
            self.app.faces.face(self.game, cid, *card_size(h), self.cb, up)

    @property
    def cb(self) -> bool:
        return bool(self.app.settings["colour_blind"])

    @property
    def factor(self) -> float:
        return SPEED.get(self.app.settings["speed"], 1.0)

    def named(self, text: str) -> str:
        """The rules' texts with the seats' own names where they name a seat (i18n.seat_ref); the lone
        human is "You" starting a sentence and "you" inside one (Session.spoken)."""
        return self.session.spoken(i18n.named(text, self.session.mark))

    # -- life cycle ---------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.layout_obj = self.make_layout(self.app.size)
        self.warm_faces(self.layout_obj)
        self.director = Director(self)
        view = self.session.view(self.viewer)
        if not self.session.actions and self.game.seat_zones:
            self.director.deal_in(view)
        else:
            self.director.build(view)
        self.sync_hud(view)
        self.layout(self.app.size)
        self.started = True

    def exit(self) -> None:
        self.runner.close()
        self.net_close()

    def pause(self) -> None:
        """A scene over the table (a result, the pause menu, a hand-off): input kept for the table is for
        the moment that has gone (a D pressed as the round's last card flew drew in the next round)."""
        self.drag_cancel()
        self.drop_kept()

    def resume(self) -> None:
        self.layout(self.app.size)

    def layout(self, size) -> None:
        if self.director is None:
            return
        if self.layout_obj is None or self.layout_obj.w != size[0] or self.layout_obj.h != size[1] \
                or self.layout_obj.bottom != self.bottom:
            self.layout_obj = self.make_layout(size)
            self.director.tw.finish()
            for z in self.director.zones:
                self.director.place(z, snap=True)
        if self.dialog:
            self.dialog.layout(size)
        self.controls_key = None
        self.refresh_controls()   # now: under the pause menu the table gets no update to do it

    # -- viewer (hot-seat) -------------------------------------------------------------------------------
    def wanted_viewer(self):
        humans = self.session.humans()
        if len(humans) <= 1:
            return humans[0] if humans else None
        p = self.session.primary()  # None once the match is over: then the public table
        return p if p is not None and self.session.is_human(p) else None

    def set_viewer(self, seat) -> None:
        """Show the table as `seat` may see it (None: public only). Rebuilds the model, no animation.
        Another seat at the screen starts clean: the last one's message (a refusal naming a card of theirs,
        "nothing continues the combo", a hint) and their keys still waiting for the table go with them."""
        if seat != self.viewer:
            self.banner_t, self.banner_text = 0.0, ""
            self.drop_kept()
            self.mouse = (-1, -1)   # where the last player left the pointer means nothing to this one
        self.viewer = seat
        if seat is not None:
            self.last_human, self.shown_round = seat, self.session.public["round"]
            self.bottom = seat
        self.selected = self.focus = None
        self.key_focus = False
        self.armed = None
        if self.picker:
            self.picker.clear()
        self.dialog = self.closed_dialog = None   # nothing of another seat's dialog carries over
        self.dialog_key = None
        self.layout_obj = self.make_layout(self.app.size)
        self.director.build(self.session.view(seat))
        self.controls_key = None

    def hand_off(self, seat: int) -> None:
        self.set_viewer(None)
        self.handing_off = True

        def ready():
            self.handing_off = False
            self.set_viewer(seat)
        self.app.scenes.push(make("hand_off", self.app, self.session.name(seat), ready, self))

    # -- acting -------------------------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """Send an action to the engine; animate its events, or show the engine's reason for refusing."""
        events, reason = (self.net.apply if self.net is not None else self.session.try_apply)(action)
        if reason is not None:
            self.banner(reason, 4.0, bad=True)
            self.app.sound.play("refuse")
            return False
        if events is None:   # sent to the host: its update brings the events (net_updates)
            return self.sent()
        self.applied(action, events)
        return True

    def applied(self, action: Action, events: list) -> None:
        """Play a move's events: the table's own move, or one made at another computer."""
        if self.session.notice:
            self.banner(self.session.notice, 4.0, bad=True)
        if action.seat != SYSTEM:
            self.log.append(action)   # worded when drawn, as the seat then watching may know it
            if self.session.drawn and self.session.drawn[-1]:
                self.log_draws[len(self.log) - 1] = self.session.drawn[-1]
            if self.log_back:
                self.log_back += 1   # scrolled back: the lines read stay where they are
        self.director.feed(self.game.redact(events, self.viewer), self.session.view(self.viewer))
        self.selected = None
        if self.picker:
            self.picker.clear()
        # a call or a catch (or another seat's move) closes the dialog without answering it: the one
        # that reopens for the same question keeps its focus; the player's own answer starts afresh
        answered = action.seat == self.viewer and action.kind not in self.gameui.WINDOW_KINDS
        self.closed_dialog = None if answered else self.dialog
        self.dialog = None
        self.dialog_key = None
        self.ai_wait = 0.0
        self.controls_key = None
        self.after_move(action)   # a call armed ahead is made as the move that opens it

    def bot(self, seat: int):
        if seat not in self.bots:
            s = self.session.seats[seat]
            kinds = [(x.get("level") or "normal") if x.get("kind") == "ai" else "human" for x in self.session.seats]
            self.bots[seat] = make_bot(self.game.id, s.get("level"), bot_seed(self.session.seed, seat),
                                       budget=float(self.app.settings.get("ai_budget", 1.0)), opponents=kinds)
        return self.bots[seat]

    def ask_bot(self, seat: int, legal: list) -> None:
        view = self.session.view(seat)
        bot = self.bot(seat)
        self.runner.start(bot, self.game, view, list(legal), seat, len(self.session.actions), min_time=think_time(bot))

    # -- the frame -----------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.banner_t = max(0.0, self.banner_t - dt)
        self.net_frame()
        if not self.director.busy:
            if self.picker:
                self.picker.prune()
            self.drive(dt)   # first: it opens the viewer's turn (dialog_key) that a queued key acts in
            while self.keyq and not self.director.busy and self.app.scenes.top is self:
                if self.dialog is not None:   # it opened after the input was made: the input was not for it
                    self.drop_kept()
                    break
                if not self.my_turn():
                    if self.session.primary() != self.viewer:   # bots move first: only the arrows wait
                        self.drop_kept(self.waits_for_turn)
                    break   # (the player's own turn, a bot still deciding whether to react: all waits)
                self.kept_input(self.keyq.pop(0))
        self.director.update(dt)
        self.refresh_controls()

    def animating(self) -> bool:
        return self.director.busy or bool(self.drag) or self.banner_t > 0 or bool(self.keyq)

    def drive(self, dt: float) -> None:
        """With the table at rest: results, hand-offs, bot moves, reactions, human dialogs."""
        s = self.session
        pub = s.public
        if self.handing_off or self.app.scenes.top is not self:
            return
        job = self.runner.result()
        if job is not None:
            seat, stamp, a = job
            if stamp == len(s.actions) and a is not None:
                self.act(a)
            return
        if self.runner.job:
            return
        want = self.wanted_viewer()
        if want != self.viewer:
            if want is not None and s.hotseat and (want != self.last_human or pub["round"] != self.shown_round):
                self.hand_off(want)
            else:
                self.set_viewer(want)
            return
        if pub["phase"] in ("round_over", "match_over"):
            if self.result_for != (pub["round"], pub["phase"]):
                self.result_for = (pub["round"], pub["phase"])
                self.banner_t = 0.0   # the round's last message ends: it stuck out under the result panel
                self.app.scenes.push(make("round_result", self.app, self))
            return
        p = s.primary()
        if p is None:
            return
        if self.react(dt, p):
            return
        if not s.is_human(p):
            if not s.drives(p):
                return   # played at another computer: its move comes over the network
            self.ai_wait += dt
            if self.ai_wait >= AI_PAUSE * self.factor:
                self.ai_wait = 0.0
                self.ask_bot(p, s.legal(p))
            return
        self.ensure_dialog(p)

    def react(self, dt: float, p: int) -> bool:
        """Out-of-turn actions of seats other than the one to play (calls, catches). True while busy.

        AI seats are asked with `bot.react` (they may let the moment pass), in the order the AI driver
        uses: the seat that acted last first, then in turn order. While a human may react (make their
        own call), other AI seats wait GRACE seconds first, and an AI to play waits too. The seat to play
        counts here with its own calls (`game.own_calls`: its last-card call, said as it plays):
        it had just acted, so it is asked first, or, human, has its grace time before anyone may catch it.
        """
        s = self.session
        reactions = [a for a in s.legal() if a.seat != p or a.kind in self.game.own_calls]
        key = (len(s.actions), tuple(reactions))
        if key != self.react_key:
            self.react_key, self.grace, self.asked = key, 0.0, set()
        if not reactions:
            return False
        human = any(s.is_human(a.seat) for a in reactions)
        last = s.actions[-1].seat if s.actions else None
        ai = self._react_order({a.seat for a in reactions if s.drives(a.seat)} - self.asked, last)
        if ai and (not human or ai[0] == last):
            self._ask_react(ai[0], reactions)
            return True
        self.grace += dt
        if human and self.grace < max(MIN_GRACE, GRACE * self.factor):
            return not s.is_human(p)  # an AI to play waits while humans may react; a human plays on
        if ai:
            self._ask_react(ai[0], reactions)
            return True
        return False

    def _react_order(self, seats: set, last) -> list:
        pub = self.session.public
        order = sorted(seats, key=lambda x: ((x - pub["current"]) * pub["direction"]) % pub["players"])
        if last in order:
            order.remove(last)
            order.insert(0, last)
        return order

    def _ask_react(self, seat: int, reactions: list) -> None:
        self.asked.add(seat)
        view = self.session.view(seat)
        self.runner.start(self.bot(seat), self.game, view, [a for a in reactions if a.seat == seat], seat,
                          len(self.session.actions), react=True)

    def ensure_dialog(self, p: int) -> None:
        if self.viewer != p:
            return
        key = self.decision_key(p)
        if key == self.dialog_key:
            return
        self.dialog_key = key
        if self.focus not in [x.card for x in self.hand_sprites()]:   # a table card the arrows left last turn:
            self.focus, self.key_focus = None, False                 # Enter played it alone ("You don't hold...")
        old = self.dialog or self.closed_dialog
        self.dialog = self.gameui.dialog(self, p, list(key[1]))
        self.closed_dialog = None
        if old is not None and self.dialog is not None:
            self.dialog.carry_over(old)

    def decision_key(self, p: int) -> tuple:
        """What the dialog of seat p depends on: the move count and p's legal (non-window) actions (worked
        out once per position: the table asks several times a frame)."""
        s = self.session
        memo = (s.position(), p)
        if self._dk_memo != memo:
            acts = [a for a in s.legal(p) if a.kind not in self.gameui.WINDOW_KINDS]
            self._dk_memo, self._dk = memo, (len(s.actions), tuple(acts))
        return self._dk

    _dk_memo = None
    _dk: tuple = ()
    closed_dialog = None   # the dialog an action closed: a new one asking the same keeps its focus

    # -- input --------------------------------------------------------------------------------------------
    def my_turn(self) -> bool:
        v = self.viewer
        return (v is not None and not self.director.busy and not self.handing_off and not self.runner.job
                and self.session.primary() == v and self.session.public["phase"] == "play"
                and self.dialog_key == self.decision_key(v))

    def open_pause(self) -> None:
        self.drag_cancel()
        self.app.scenes.push(make("pause", self.app, self))

    # -- controls ---------------------------------------------------------------------------------------------
    def refresh_controls(self) -> None:
        """Buttons: menu, draw, and the window actions (calls, catches) of human seats."""
        legal = self.session.legal()
        mine = self.my_turn() and self.dialog is None
        key = (tuple(legal), mine, self.app.size, self.viewer, tuple(self.picker.cards) if self.picker else (),
               self.net_key(), self.armed)
        if key == self.controls_key:
            return
        self.controls_key = key
        W, H = self.app.size
        L = self.geom
        ws = []
        if mine and any(a.kind == "draw" for a in legal if a.seat == self.viewer):
            ws.append(Button(L.draw_button_rect(), t("Draw (D)"), self.draw_card, size=px(16)))
        win = one_per_effect([a for a in legal if a.kind in self.gameui.WINDOW_KINDS and self.session.is_human(a.seat)],
                             self.viewer) + self.armed_buttons(mine)
        picks = self.pick_controls() if mine and self.picker else []
        ws.extend(self.window_buttons(win, picks))
        ws.extend(picks)
        ws.extend(self.gameui.controls(self, mine, legal))
        ws.extend(self.net_controls())
        if self.session.can_take_back() and self.session.public["phase"] == "play":   # never in hot-seat
            label = t("Undo (Ctrl+Z)")
            uw = max(px(118), gfx.font(px(16), True).size(label)[0] + px(24))
            ws.append(Button((W - px(132) - px(10) - uw, px(12), uw, px(40)), label, self.take_back, size=px(16)))
        ws.extend(self.hint_controls(mine, ws[-1].rect.x if ws and getattr(ws[-1], "on_click", None) == self.take_back
                                           else W - px(132)))
        # last: Tab reaches the moves first
        ws.append(Button((W - px(132), px(12), px(118), px(40)), t("Menu"), self.open_pause, size=px(17)))
        self.widgets = ws
        for w in ws:
            w.hover = w.rect.collidepoint(self.mouse)

    def pick_controls(self) -> list:
        """Bottom right: play the picked cards (the engine explains a refusal) and clear the pick."""
        W, H = self.app.size
        pk = self.picker
        if not pk.cards:
            return []
        acts = pk.candidates()
        label = pk.label(acts) if acts else t(self.gameui.PICK_TRY_LABEL)
        bw = min(W * 0.22, px(260), max(px(170), gfx.font(px(17), True).size(label)[0] + px(30)))
        x, y = W - px(20) - bw, H - px(20) - px(46) * 2 - px(10)
        return [Button((x, y, bw, px(46)), label, lambda: pk.commit(), primary=bool(acts), size=px(17),
                       hotkey=pygame.K_p),
                Button((x, y + px(56), bw, px(46)), t("Clear (Esc)"), pk.clear, size=px(16))]

    # -- hud --------------------------------------------------------------------------------------------------------
    def sync_hud(self, view: dict) -> None:
        pend = view.get("pending") or {}
        self.hud["current"] = pend.get("seat", view["current"]) if view["phase"] == "play" else None
        self.hud["direction"] = view["direction"]
        self.hud["scores"] = view["scores"]
        self.hud["status"] = status.read(self.game.cfg.get("table") or {}, view)   # the config's `table:`
        self.gameui.sync(self, view)

    def draw_status(self, surf) -> None:
        """The colour to match and the direction of play, where the config's `table:` names them."""
        status.draw(self, surf)

    def expire_messages(self) -> None:
        """A new round: the last round's banner, flashes and marks ("goes out!", a game's own marks, "Round over")
        end now rather than resume over the new deal (the table's clock stood still under the result),
        and the move log starts afresh."""
        self.banner_t, self.banner_text = 0.0, ""
        self.time += 3600.0   # every mark and flash is shown until a moment of this clock: all are past
        self.armed = None
        self.log.clear()
        self.log_draws.clear()
        self.log_back = 0
        self.drop_kept()

    def banner(self, text: str, secs: float = 2.5, bad: bool = False) -> None:
        self.banner_text, self.banner_t, self.banner_bad, self.banner_rise = self.named(text), secs, bad, 0

    def sound_event(self, kind: str) -> None:
        if self.factor > 0:
            self.app.sound.play(kind)

    def log_face_up(self, cid: int) -> None:
        log = self.app.draw_log
        if log is not None and log and cid >= 0:
            log[-1]["face_up"].add(cid)
