"""The review of a finished round: the replay from the match's seed and actions, step by step from the deal,
back and forward, every hand face up, the move log following the step; and its export as one line of a
`simulate --log` file, which `tabletop replay` checks.

A round is reviewed only once it is over, so every hand is public by then (in hot-seat too).
"""

from __future__ import annotations

import json

import pygame

from tabletop.engine.actions import SYSTEM, Action
from tabletop.i18n import t
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.core.scene import Scene
from tabletop.ui.core.widgets import Button
from tabletop.ui.core.words import config_text
from tabletop.ui.table.drawing import card_row, move_texts


class Replay:
    """The states of one round of a recorded match: `states[k]` after the round's first k moves (states[0]
    as dealt), `steps[k]` the (k+1)-th move with the cards it made each seat draw. `upto`: the actions of
    the match from its start to the end of that round (what an exported line replays)."""

    def __init__(self, game, rec: dict, round_no: int):
        from tabletop.ui.table.session import Session
        actions = [Action.from_json(x) for x in rec["actions"]]
        self.session = s = Session(game, rec["seats"], game.recorded_options(rec["options"]), rec["seed"],
                                   save=False)
        self.game, self.seed, self.round = game, rec["seed"], round_no
        self.states, self.steps, self.upto = [], [], []
        if s.st.round == round_no:
            self.states.append(s.st.clone())
        for a in actions:
            if s.st.round > round_no or (s.st.round == round_no and a.seat == SYSTEM and a.kind == "next_round"):
                break
            s.apply(a)
            self.upto.append(a)
            if s.st.round == round_no:
                if not self.states:   # the deal of this round
                    self.states.append(s.st.clone())
                elif a.seat != SYSTEM:
                    self.steps.append((a, s.drawn[-1]))
                    self.states.append(s.st.clone())
                else:
                    self.states[-1] = s.st.clone()
        if not self.states:
            raise ValueError(t("The match has no round {round}.", round=round_no))
        self.final = s.st

    def log_line(self) -> str:
        """The round as one line of a `simulate --log` file (the match from its deal to this round's end)."""
        from tabletop.tools.sim import outcome
        rec = {"game": self.game.id, "seed": self.seed, "players": self.final.players,
               "options": dict(self.final.options), "match": False,
               "actions": [a.to_json() for a in self.upto], "result": outcome(self.final)}
        return json.dumps(rec, sort_keys=True, separators=(",", ":")) + "\n"


class ReviewScene(Scene):
    """Left/Right (or the buttons) step back and forward, Home and End go to the deal and the round's end,
    Esc closes; Export writes the round to the user data folder and says where."""

    name = "review"
    opaque = True

    def __init__(self, app, rec: dict, round_no: int, game=None):
        super().__init__(app)
        if game is None:
            from tabletop.rules.loader import load_game
            game = load_game(rec["game"])
        self.game = game
        self.replay = Replay(game, rec, round_no)
        self.at = len(self.replay.steps)   # the round's end first (where the result left it)
        self.message = ""

    @property
    def moves(self) -> int:
        return len(self.replay.steps)

    def go(self, k: int) -> None:
        self.at = max(0, min(self.moves, k))

    def layout(self, size) -> None:
        w, h = size
        bh, y = px(44), h - px(56)
        items = [(t("« Deal (Home)"), lambda: self.go(0), pygame.K_HOME),
                 (t("◀ Back (←)"), lambda: self.go(self.at - 1), pygame.K_LEFT),
                 (t("Forward (→) ▶"), lambda: self.go(self.at + 1), pygame.K_RIGHT),
                 (t("End (End) »"), lambda: self.go(self.moves), pygame.K_END),
                 (t("Export"), self.export, None), (t("Close (Esc)"), self.back, None)]
        gap = px(10)
        bw = min(px(190), (w - px(32) - gap * (len(items) - 1)) // len(items))
        x = (w - (bw * len(items) + gap * (len(items) - 1))) // 2
        self.widgets = [Button((x + i * (bw + gap), y, bw, bh), label, fn, hotkey=k, size=px(15),
                               primary=k == pygame.K_RIGHT)
                        for i, (label, fn, k) in enumerate(items)]

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.go({pygame.K_LEFT: self.at - 1, pygame.K_RIGHT: self.at + 1, pygame.K_HOME: 0,
                     pygame.K_END: self.moves}[event.key])
            return
        super().handle(event)

    def export(self) -> None:
        """The round as one `simulate --log` line in the user data folder's exports; the message says where."""
        from tabletop.persist.store import data_dir, write_atomic
        r = self.replay
        path = data_dir() / "exports" / f"{self.game.id}-{r.seed}-round{r.round}.jsonl"
        try:
            write_atomic(path, r.log_line(), make_parents=True)
            self.message = t("Round saved as {file} in {folder} (tabletop replay checks it).", file=path.name,
                             folder=str(path.parent))
        except OSError as e:
            self.message = t("Could not write {path}: {error}", path=str(path), error=e.strerror or e)
        self.export_path = path

    export_path = None

    # -- drawing ---------------------------------------------------------------------------------------------
    def draw(self, surf) -> None:
        w, h = surf.get_size()
        surf.blit(gfx.felt((w, h)), (0, 0))
        r, s = self.replay, self.replay.session
        st = r.states[self.at]   # a round that is over: every hand may be shown
        title = t("Review of {game}, round {round}: move {step} of {moves}", game=config_text(self.game.name),
                  round=r.round, step=self.at, moves=self.moves)
        size = gfx.fit_size(title, px(22), w - px(32), bold=True, min_size=px(10))
        gfx.blit_text(surf, title, size, (px(16), px(12)), gfx.INK, True, shadow=True)
        split = int(w * 0.66)
        top, bottom = px(48), h - px(64) - (px(22) if self.message else 0)
        self.draw_seats(surf, st, pygame.Rect(px(16), top, split - px(28), bottom - top))
        self.draw_log(surf, pygame.Rect(split, top, w - split - px(16), bottom - top))
        if self.message:
            line = gfx.ellipsize(self.message, px(14), w - px(32))
            gfx.blit_text(surf, line, px(14), (w // 2, bottom + px(2)), gfx.GOLD, anchor="midtop")
        super().draw(surf)

    def draw_seats(self, surf, st, area: pygame.Rect) -> None:
        """A row per seat (its name and score, every card it holds face up, each seat zone apart) and a
        last row for the table's piles (their cards face up where they are public, else a back and a count)."""
        g, s = self.game, self.replay.session
        rows = st.players + 1
        row = min(px(96), area.h // rows)
        pend = st.pending or {}
        turn = pend.get("seat", st.current) if st.phase == "play" else None
        name_w = min(px(150), area.w // 4)
        cb = bool(self.app.settings["colour_blind"])
        for i in range(st.players):
            y = area.y + i * row
            colour = gfx.GOLD if i == turn else gfx.INK
            pt = min(px(16), row // 3)
            gfx.blit_text(surf, gfx.ellipsize(s.name(i), pt, name_w, True), pt, (area.x, y + px(2)), colour, True)
            gfx.blit_text(surf, str(st.scores[i]), min(px(14), pt), (area.x, y + pt + px(6)), gfx.INK_DIM)
            x = area.x + name_w + px(10)
            zones = [st.zones[z][i] for z in g.seat_zones if st.zones[z][i]]
            room = area.right - x
            for k, cards in enumerate(zones):
                share = room * len(cards) // max(1, sum(map(len, zones)))
                fan = pygame.Rect(x, y + px(2), max(px(20), share - px(12)), row - px(6))
                card_row(surf, self.app, g, cards, fan, cb)
                x += share
        y = area.y + st.players * row + px(4)
        x = area.x + name_w + px(10)
        gfx.blit_text(surf, t("Table"), min(px(16), row // 3), (area.x, y + px(2)), gfx.INK_DIM, True)
        from tabletop.ui.core.faces import card_size
        cw, ch = card_size(row - px(26))
        for z in g.table_zones:
            cards = st.zones[z]
            if z == "box" or not cards:
                continue
            if g.zones[z]["visibility"] == "public":
                shown = cards[-8:]
                fan = pygame.Rect(x, y, min(area.right - x, cw + px(14) * (len(shown) - 1)), ch)
                card_row(surf, self.app, g, shown, fan, cb)
                x = fan.right + px(16)
            else:
                img = self.app.faces.image(g, cards[-1], cw, ch, cb, False)
                surf.blit(img, (x, y))
                gfx.blit_text(surf, str(len(cards)), px(14), (x + cw // 2, y + ch + px(2)), gfx.INK_DIM, True,
                              anchor="midtop")
                x += cw + px(16)
            if x >= area.right - cw:
                break

    def draw_log(self, surf, area: pygame.Rect) -> None:
        """The moves up to the step, the newest at the bottom in gold, as many as fit above it."""
        gfx.panel(surf, area, px(12), alpha=200)
        s = self.replay.session
        size, line = px(14), px(18)
        inner = area.inflate(-px(20), -px(16))
        entries = []
        for k in range(self.at - 1, -1, -1):
            a, draws = self.replay.steps[k]
            lines = []
            for text in move_texts(s, a, draws, a.seat):   # (the step's own move is bold: wrapped so)
                lines.extend(gfx.wrap(text, size, inner.w, bold=k == self.at - 1))
            entries.append((k, lines))
            if sum(len(x) for _, x in entries) * line > inner.h:
                break
        y = inner.bottom
        for k, lines in entries:
            y -= line * len(lines)
            if y < inner.y:
                break
            for j, text in enumerate(lines):
                gfx.blit_text(surf, text, size, (inner.x, y + j * line), gfx.GOLD if k == self.at - 1 else gfx.INK_DIM,
                              k == self.at - 1)
        if not self.at:
            gfx.blit_text(surf, t("The deal"), size, (inner.x, inner.y), gfx.GOLD, True)
