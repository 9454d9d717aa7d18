"""The table scene's input: which cards the viewer may take hold of, keys, clicks and drags turned into
actions (a card played, a pick toggled, a draw), snapping a refused card back to the hand."""

from __future__ import annotations

import math

import pygame

from tabletop.i18n import t

from tabletop.engine.actions import Action
from tabletop.ui.core import gfx, widgets
from tabletop.ui.core.faces import card_size
from tabletop.ui.table.layout import HAND_RISE

DRAG_START = 6    # pixels (at scale 1) before a press becomes a drag
MAX_QUEUED = 8    # keys and clicks kept while cards fly


class TableInput:
    """Mixed into TableScene: the viewer's hand, focus and picks, and the handlers of every input event."""

    def hand_zone(self) -> str | None:
        if self.viewer is None or not self.game.seat_zones:
            return None
        return f"{self.game.seat_zones[0]}:{self.viewer}"

    def hand_sprites(self) -> list:
        z = self.hand_zone()
        return self.director.zones.get(z, []) if z else []

    def pickable_sprites(self) -> list:
        """Cards the viewer may take hold of: the hand, and any table zone the game lets them pick."""
        out = list(self.hand_sprites())
        if self.picker:
            for z in self.gameui.PICK_ZONES:
                out.extend(self.director.zones.get(z, []))
        return out

    def focus_order(self) -> list:
        """The cards Left/Right step through: the hand from left to right, then (while picking) the table
        cards the game lets the viewer pick, row by row."""
        out = [s.card for s in sorted(self.hand_sprites(), key=lambda s: s.x)]
        if self.picker:
            hand = set(out)
            rest = [s for s in self.pickable_sprites() if s.card not in hand]
            out += [s.card for s in sorted(rest, key=lambda s: (round(s.y), s.x))]
        return out

    def card_at(self, pos):
        """The card under `pos` as drawn: the hand card shown whole over its neighbours (the preview)
        first, then the topmost."""
        pv = self.preview_rect
        if pv is not None and pv[1].collidepoint(pos) and pv[0] in self.hand_sprites():
            return pv[0]
        best = None
        for s in self.pickable_sprites():
            w, h = card_size(s.h)
            if s.shown and s.hit(pos, w, h) and (best is None or s.z > best.z):
                best = s
        return best

    def picked_card_at(self, pos, dragged):
        """The topmost card off the hand under `pos` that may be picked (a table card), not `dragged`."""
        hz = self.hand_zone()
        best = None
        for s in self.pickable_sprites():
            if s is dragged or s.zone == hz:
                continue
            w, h = card_size(s.h)
            if s.shown and s.hit(pos, w, h) and (best is None or s.z > best.z):
                best = s
        return best

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.dialog is not None and self.dialog.cancel:
                self.dialog.cancel()
                return
            if self.picker and self.picker.cards:
                self.picker.clear()
                return
            self.open_pause()
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.log_input(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if self.session.can_take_back():
                self.take_back()
            else:
                self.banner(t("No takeback in a match with another human at the table."), 3.0, bad=True)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.session.primary() != self.viewer:
            self.hint()   # not the player's decision (a bot's turn, no hand shown): why no hint, at once
            return
        if self.dialog is not None and (self.director.busy or self.keyq) and not (self.drag and self.drag["moved"]) \
                and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.director.finish()   # a dialog on screen while a card still slides back (a "normal or
            self.drop_kept()         # flex?"): the player's click or key is for it, not lost to the slide
        if event.type == pygame.KEYDOWN and self.dialog is not None and not (self.director.busy or self.keyq):
            if not self.window_key(event.key):   # U / C still act (naming a wild's colour, another may catch)
                self.dialog.handle(event)        # the rest answer the dialog, not the table behind it (Tab
            return                               # went to Menu, and Enter then opened the pause menu)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            widgets.set_focus(self, None)   # back to the hand: Space and Enter are the hand's again, not a button's
        if widgets.dispatch(self, event):
            return
        if event.type == pygame.KEYDOWN and self.window_key(event.key):
            return   # U / C at once, also while cards fly or a dialog is open (naming a wild's colour)
        if self.drag and self.drag["moved"] and event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            if event.type == pygame.MOUSEMOTION:
                self.motion(event.pos)    # a card in hand follows the pointer, animation or not
            elif event.button == 1:
                self.director.finish()    # the drop lands on the table as it now is
                self.release(event.pos)
            return
        if self.director.busy or self.keyq:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.director.finish()  # a click during an animation fast-forwards it
                self.click_kept = self.card_at(event.pos) in self.hand_sprites()   # and on a hand card counts
            release = event.type == pygame.MOUSEBUTTONUP
            if self.queued(event) and (release or len(self.keyq) < MAX_QUEUED):   # a press's release always
                self.keyq.append(event)  # done in order once the table is at rest (TableScene.update)
            return
        self.at_rest(event)

    LOG_KEYS = {pygame.K_PAGEUP: 1, pygame.K_PAGEDOWN: -1, pygame.K_END: 0}

    def log_input(self, event) -> bool:
        """The move log's scrolling, at any moment (cards flying or not): the wheel over it, PageUp and
        PageDown a page of moves, End back to the newest. True if the event was one of these."""
        if event.type == pygame.MOUSEWHEEL:
            if not self.log_area.collidepoint(self.mouse):
                return False
            self.scroll_log(1 if event.y > 0 else -1 if event.y < 0 else 0)
            return True
        if event.type == pygame.KEYDOWN and event.key in self.LOG_KEYS:
            way = self.LOG_KEYS[event.key]
            if way:
                self.scroll_log(way * max(1, self.log_shown - 1))
            else:
                self.log_back = 0
            return True
        return False

    click_kept = False   # the last click made while cards flew was on a hand card: it and its release count

    def queued(self, event) -> bool:
        """Whether an input made while cards fly is kept for when the table is at rest: the keys that act
        on the hand, and a click on a hand card (a click elsewhere only fast-forwards: on the draw pile it
        would have drawn, for good, once the player's turn came)."""
        if event.type == pygame.KEYDOWN:
            return event.key in self.QUEUED_KEYS or event.key in self.gameui.BUTTON_KEYS
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            return True   # the release of a press made at rest (else the card stuck to the pointer)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1 \
            and self.click_kept

    def drop_kept(self, keep=None) -> None:
        """Drop the input kept while cards flew (all of it, or what `keep` refuses); a press whose release
        goes with it is let go too (else its card would stay on the pointer)."""
        before = self.keyq
        self.keyq = [e for e in before if keep(e)] if keep is not None else []
        if self.drag is not None and not self.drag["moved"] and any(
                e.type == pygame.MOUSEBUTTONUP for e in before if e not in self.keyq):
            self.drag = None

    def waits_for_turn(self, event) -> bool:
        """Kept input that still counts when bots move before the player: the arrows (they only point at a
        card). A click is dropped (the card under it then may be another by the player's turn), and so
        are Enter, Space and D rather than done turns later."""
        return event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT)

    def kept_input(self, event) -> None:
        """An input kept while cards flew, now that the table is at rest: a key goes first to the buttons
        as they are now (a game's own letter and digit keys were lost), as it would at rest."""
        if event.type == pygame.KEYDOWN and self.dialog is None:
            self.refresh_controls()
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                widgets.set_focus(self, None)
            elif widgets.dispatch(self, event) or self.window_key(event.key):
                return
        self.at_rest(event)

    def at_rest(self, event) -> None:
        """An input event at rest: to the dialog if one is open, else a key, a click or a drag."""
        if self.dialog is not None:
            self.dialog.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag:
            self.motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)

    QUEUED_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d, pygame.K_h, pygame.K_LEFT, pygame.K_RIGHT,
                   pygame.K_SPACE)

    def window_key(self, k) -> bool:
        """The game's keys for its window actions (U calls, C catches), for the seat at the
        screen (in hot-seat the one whose hand is shown, never another human's); while no hand is shown
        (bots play), for the seat its button acts for. True if the key was one of them, acted on or not."""
        kind = self.gameui.WINDOW_KEYS.get(k)
        if kind is None:
            return False
        v = self.viewer
        acts = [a for a in self.session.legal() if a.kind == kind and self.session.is_human(a.seat)]
        if v is not None:
            acts = [a for a in acts if a.seat == v]
        acts = one_per_effect(acts, v)
        if acts:
            self.act(acts[0])
        elif v is not None and kind in self.game.own_calls:
            self.arm_call(kind)   # pressed before the move that opens it: made with that move, or why not
        elif v is not None:
            self.act(Action(v, kind))   # refused: the engine says why it does nothing now
        return True

    def handle_key(self, e) -> None:
        k = e.key
        if self.window_key(k):
            return
        if k == pygame.K_h and self.dialog is None:
            self.hint()   # or why there is no hint now (not the player's decision)
            return
        if not self.my_turn() or self.dialog is not None:
            return
        ids = self.focus_order()
        if self.focus is not None and self.focus not in ids:   # a card gone since (played, captured): Enter
            self.focus, self.key_focus = None, False          # then said "You don't hold that card"
        if k in (pygame.K_LEFT, pygame.K_RIGHT) and ids:
            if self.focus in ids:
                i = max(0, min(len(ids) - 1, ids.index(self.focus) + (-1 if k == pygame.K_LEFT else 1)))
            else:   # from nowhere into the hand: Left its last card, Right its first (the table comes after)
                i = max(0, len(self.hand_sprites()) - 1) if k == pygame.K_LEFT else 0
            self.focus = ids[i]
            self.key_focus = True
            if not self.picker:
                self.selected = ids[i]
                self.unhide(ids[i])
            else:
                self.unhide(ids[i], HAND_RISE / 2)   # the card the arrows are on rises half as far
        elif self.picker and k == pygame.K_SPACE and self.focus is not None:
            self.picker.toggle(self.focus)
            self.unhide(self.focus if self.focus in self.picker.cards else None)
        elif self.picker and k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.picker.commit(() if self.picker.cards or self.focus is None else (self.focus,))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None:
            self.play_card(self.selected)
        elif k == pygame.K_d:
            self.draw_card()
        elif k in self.gameui.BUTTON_KEYS:   # a game key whose button is not there now: say why
            text = self.gameui.key_refused(self, k)
            if text:
                self.banner(text, 2.5, bad=True)
                self.app.sound.play("refuse")

    def unhide(self, card, rise: float = HAND_RISE) -> None:
        """A message above the hand (not a refusal) ends when the hand card just picked, or the arrows moved
        to, rises (`rise` of the hand's height) into it: the card is what the player looks at now (a
        Swap's banner hid the corner of the card to pass; 'Everyone passed' sat over the card)."""
        s = next((x for x in self.hand_sprites() if x.card == card), None) if card is not None else None
        if s is None or self.banner_t <= 0 or self.banner_bad or not self.banner_text:
            return
        w, h = card_size(s.h)
        risen = pygame.Rect(0, 0, w, h)
        risen.center = (int(s.x), int(s.y - self.geom.hand_h * rise))   # as TableDrawing draws it
        if risen.colliderect(self.banner_box(self.app.size)[0]):
            self.banner_t = 0.0

    def press(self, pos) -> None:
        if not self.my_turn():
            return
        s = self.card_at(pos)
        if s is not None and self.picker and s.zone != self.hand_zone():
            self.picker.toggle(s.card)   # a table card is picked, never dragged
            return
        if self.drag is not None:   # a press whose release never came: let it go before the new one
            self.drag_cancel()
        if s is not None:
            pv = self.preview_rect
            if pv is not None and pv[0] is s and pv[1].collidepoint(pos):   # taken from its whole picture
                off = (pv[1].centerx - pos[0], pv[1].centery - pos[1])
            else:
                off = (s.x - pos[0], s.y - s.lift - pos[1])
            self.drag = {"s": s, "start": pos, "off": off, "moved": False}
            return
        if self.geom.drop_rect().collidepoint(pos) and self.selected is not None:
            self.play_card(self.selected)
        elif self.picker and self.picker.cards and self.geom.drop_rect().collidepoint(pos):
            self.picker.commit()
        elif self.geom.draw_rect().collidepoint(pos) and any(a.kind == "draw" for a in self.session.legal(self.viewer)):
            self.draw_card()
        elif self.picker:
            self.picker.clear()
        else:
            self.selected = None

    def motion(self, pos) -> None:
        d = self.drag
        if not d["moved"] and math.dist(pos, d["start"]) < gfx.px(DRAG_START):
            return
        s = d["s"]
        if not d["moved"]:
            d["moved"] = True
            self.director.tw.cancel_for(s)
            s.drag = True
            s.z = 9000
            s.lift = 0
        s.x, s.y = pos[0] + d["off"][0], pos[1] + d["off"][1]
        s.angle = 0.0

    def release(self, pos) -> None:
        d, self.drag = self.drag, None
        if d is None:
            return
        s = d["s"]
        if not d["moved"]:
            self.key_focus = False   # the pointer is on it: only resting there shows it whole
            if self.picker:
                self.picker.toggle(s.card)
                self.focus = s.card
                self.unhide(s.card if s.card in self.picker.cards else None)
                return
            self.selected = None if self.selected == s.card else s.card
            self.focus = self.selected
            self.unhide(self.selected)
            return
        s.drag = False
        if self.geom.drop_rect().collidepoint(pos):
            if self.picker:
                under = self.picked_card_at(pos, s)
                if under is not None:
                    self.picker.commit_onto(s.card, under.card)
                else:
                    self.picker.commit((s.card,))
                if not self.director.busy:
                    self.snap_back()
                return
            if self.play_card(s.card):
                return
        self.snap_back()

    def drag_cancel(self) -> None:
        if self.drag and self.drag["moved"]:
            self.drag["s"].drag = False
            self.snap_back()
        self.drag = None

    def snap_back(self) -> None:
        z = self.hand_zone()
        if z:
            self.director.place(z, 0.25 * self.factor, ease="ease_out_back")

    def play_card(self, card: int) -> bool:
        """Play `card` from the viewer's hand: one legal way → play (unless the game wants it confirmed, as a
        flex play that spends a power card); several → ask; none → engine's reason."""
        v = self.viewer
        plays = [a for a in self.session.legal(v) if a.kind == "play" and a.args and _mentions(a.args[0], card)]
        asks = len(plays) > 1 or (len(plays) == 1 and self.gameui.confirm(self, plays[0]))
        if len(plays) == 1 and not asks:
            return self.act(plays[0])
        if asks:
            self.selected = card
            self.dialog = self.gameui.play_choice(self, v, card, plays)
            self.dialog_key = self.decision_key(v)
            self.snap_back()
            return True
        self.act(self.gameui.refused_play(self, v, card))  # refused: shows the engine's reason
        return False

    def draw_card(self) -> None:
        """Draw (D, the pile, the button); the engine's reason if not now. D means nothing in a game
        without a draw (on every turn, or where its own buttons take the place of a draw)."""
        if "draw" not in self.game.handlers:
            return
        v = self.viewer
        for a in self.session.legal(v):
            if a.kind == "draw":
                self.act(a)
                return
        self.act(Action(v, "draw"))  # refused with the engine's reason


def one_per_effect(acts: list, viewer) -> list:
    """The window actions with one button per effect: when several human seats may take the same action
    (in hot-seat every human may catch Bruno), one button does it, for the seat at the screen if it is
    one of them (its key acts for it too), else for the first of them. (One button per seat and target
    stacked up to eight buttons, off the top of the window.)"""
    out: dict = {}
    for a in acts:
        k = (a.kind, a.args)
        if k not in out or a.seat == viewer:
            out[k] = a
    return list(out.values())


def _mentions(x, card: int) -> bool:
    return x == card or (isinstance(x, tuple) and card in x)
