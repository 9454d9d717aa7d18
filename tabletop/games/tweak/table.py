"""TWEAK at the table: the central deck on the blue card with the target on its back, the table cards in
rows, sums picked from the table with one hand card (Capture / TWEAK!), the [T!] cards by each player,
their dialogs (whom to rob, +1 or −1), the Bomb's gift, and banners for what happened.

Everything shown comes from the view and the events; what may be played comes only from
`legal_actions`, and a pick no legal action uses goes to the engine, which says why it is refused.
Identical cards (same colour and value) are one move for the engine: picks are matched by colour and
value (`pick_key`) and by where the card lies (hand or table), so either copy can be picked or dragged.
Drawing is in table_tweak_draw.py, the layout in table_tweak_layout.py.
"""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.games.tweak.tables import tables
from tabletop.games.tweak.text import sum_equation
from tabletop.i18n import N_, t, tn
from tabletop.ui.table import dialogs
from tabletop.ui.table.dialogs import CardChoice, Dialog
from tabletop.ui.table.director import MOVE
from tabletop.ui.screens.overlays import listed
from tabletop.ui.table.picking import Picker
from tabletop.games.tweak.draw import (Overlay, TCardButton, draw_centre, plate_extra,  # noqa: F401
                                          plate_marks, round_points)
from tabletop.games.tweak.layout import Layout  # noqa: F401  (the game's layout, found by name)
from tabletop.ui.core.tween import Call, Timeline, Tween
from tabletop.ui.table.contract import GameTable

PICK_KINDS = ("sum", "place")
PICK_ZONES = ("table",)
PICK_TRY_LABEL = N_("Take these cards")    # a pick that is no legal move: the engine says why
WINDOW_KINDS: set = set()
BUTTON_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_p)   # T! cards, Capture: kept while cards fly
T_KIND = {"use_thief": "thief", "use_joker": "joker", "use_shifter": "shifter", "use_bomb": "bomb"}
USE_LABEL = {"thief": N_("Use the Thief ▸"), "joker": N_("Use the Joker ▸"), "shifter": N_("Use the Shifter ▸"),
             "bomb": N_("Use the Bomb ▸")}
# a TWEAK's banner by the T! card won: (said of another seat, said to the lone human)
TWEAK_WON = {
    "thief": (N_("TWEAK! {player} takes the whole table and wins a T! card: the Thief"),
              N_("TWEAK! You take the whole table and win a T! card: the Thief")),
    "joker": (N_("TWEAK! {player} takes the whole table and wins a T! card: the Joker"),
              N_("TWEAK! You take the whole table and win a T! card: the Joker")),
    "shifter": (N_("TWEAK! {player} takes the whole table and wins a T! card: the Shifter"),
                N_("TWEAK! You take the whole table and win a T! card: the Shifter")),
    "bomb": (N_("TWEAK! {player} takes the whole table and wins a T! card: the Bomb"),
             N_("TWEAK! You take the whole table and win a T! card: the Bomb")),
    None: (N_("TWEAK! {player} takes the whole table (no T! card left to win)"),
           N_("TWEAK! You take the whole table (no T! card left to win)")),
}


# -- picking ----------------------------------------------------------------------------------------
def pick_key(game, cid: int):
    """Cards with the same colour and value play the same (the engine lists one copy)."""
    return tables(game).face[cid]


def hand_key(game, cid: int) -> tuple:
    T = tables(game)
    return (T.value[cid], T.col[cid], cid)


def cards_of(a: Action) -> tuple:
    """The picked cards of a move: the table cards of a sum, then its hand card (dragged last)."""
    if a.kind == "sum":
        return (*a.args[1], a.args[0])
    if a.kind == "place":
        return (a.args[0],)
    return ()


class TweakPicker(Picker):
    """Picks keyed by where the card lies and its face: a Red 3 in the hand is not the Red 3 on the table."""

    def key(self, cid: int):
        return ("t" if cid in self.t.hud.get("table_set", ()) else "h", pick_key(self.t.game, cid))


def pick_label(table, acts: list) -> str:
    if len(acts) > 1:
        return t("Capture or place…")
    a = acts[0]
    if a.kind == "place":
        return t("Place {card}", card=table.game.card_name(a.args[0]))
    if len(a.args[1]) == len(table.hud.get("table_ids", ())):
        return t("TWEAK! (whole table)")
    return tn("Capture {n} card", "Capture {n} cards", len(a.args[1]) + 1)


def pick_more(table) -> str:
    """A hand card dropped on a table card that sums with it, but short of the target."""
    return t("Now pick the table cards that make up the rest of {target}, then capture.",
             target=table.hud.get("target"))


def onto_refused(table) -> str:
    """After a hand card dropped on a table card is refused as a sum."""
    return t("To place the card, drop it where the table is bare.")


def picked_split(table, cards) -> tuple[list, list]:
    """(hand cards, table cards) among `cards`."""
    ts = table.hud.get("table_set", ())
    return [c for c in cards if c not in ts], [c for c in cards if c in ts]


def refused_pick(table, seat: int, cards: tuple) -> Action:
    """The sum the pick stands for (the engine explains why it is not one)."""
    hand, tab = picked_split(table, cards)
    h = hand[0] if len(hand) == 1 else (tuple(hand) if hand else None)
    return Action(seat, "sum", (h, tuple(tab)))


def refused_play(table, seat: int, card: int) -> Action:
    return Action(seat, "place", (card,))


def play_choice(table, seat: int, card: int, plays: list):
    """A card that both makes the target alone (with "Table cards in a sum" at 0) and may be placed: which?"""
    def cancel():
        table.dialog = None
        table.snap_back()
    kinds = {a.kind for a in plays}
    if kinds != {"sum", "place"}:
        return dialogs.generic(table, seat, plays, cancel=cancel)
    name = table.game.card_name(card)
    opts = []
    for a in sorted(plays, key=lambda a: a.kind != "sum"):
        if a.kind == "sum" and not a.args[1]:   # the card alone makes the target: a label as short as the others
            label = t("Capture it (makes {value})", value=tables(table.game).value[card])
        elif a.kind == "sum":
            label = t("Capture: {equation}", equation=sum_equation(table.game, a))
        else:
            label = t("Place it on the table")
        opts.append((label, (lambda a=a: table.act(a)), {"primary": a.kind == "sum"}))
    opts.append((t("Cancel"), cancel, {}))
    lines = [t("Capturing puts it in your won pile; placing leaves it on the table for the next player.")]
    return dialogs.Dialog(table, t("{card}: capture or place?", card=name), lines, opts, cards=[card], seat=seat,
                          cancel=cancel, wide=True)


# -- what the HUD knows ------------------------------------------------------------------------------
def sync(table, view: dict) -> None:
    h = table.hud
    V = view["vars"]
    h["target"] = view.get("target")
    h["back"] = view.get("deck_top_back")
    h["mod"] = V.get("mod", 0)
    h["used"] = V.get("used", False)
    h["colours"] = list(V.get("colours") or [])
    h["dealer"] = view.get("dealer")
    h["hand_backs"] = [list(b) for b in view.get("hand_backs") or []]
    ids = list(view["zones"].get("table", []))
    h["table_ids"], h["table_set"] = ids, frozenset(ids)
    h["pending"] = view.get("pending")
    h["phase"] = view["phase"]
    h.pop("joker_next", None)
    d = table.director
    if d is not None:
        for z, lst in d.zones.items():
            if z.startswith("won:"):
                for s in lst:
                    if not s.moving:
                        s.face_up = False   # the won pile lies face down (every capture was shown)
    if table.picker is not None and not isinstance(table.picker, TweakPicker):
        table.picker = TweakPicker(table)


# -- events -------------------------------------------------------------------------------------------------
def _name(d, seat: int) -> str:
    return d.t.session.name(seat)


def _vals(d, cards) -> list:
    T = tables(d.t.game)
    return [T.value[c] for c in cards]


def result_note(session, r: dict) -> str | None:
    """Under the round's title, with the tie-break option: the leaders tied at or over the target, so the
    match goes on ("You and Bruno tie at 155: one more round decides"; the panel said only who won the deal)."""
    pub = session.public
    if pub["phase"] != "round_over" or not pub["options"].get("tie_break"):
        return None
    target = session.game.match_goal(pub["options"], pub["players"])["target"]
    best = max(pub["scores"])
    top = [i for i, x in enumerate(pub["scores"]) if x == best]
    if best < target or len(top) < 2:
        return None
    if len(top) == pub["players"]:
        return t("Tied at {score}: one more round decides", score=best)
    you = [i for i in top if session.is_you(i)]
    if you:   # the lone human first: "You and Bruno tie"
        others = listed([session.name(i) for i in top if i not in you])
        return t("You and {players} tie at {score}: one more round decides", players=others, score=best)
    return t("{players} tie at {score}: one more round decides", players=listed([session.name(i) for i in top]),
             score=best)


def before_batch(table, events: list) -> None:
    if table.hud.get("batch_tweak") and not any(e.get("type") == "tweak" for e in events):
        # the next move: the TWEAK! of the one before ends (its banner and flash stayed over that move)
        table.hud["tweak_flash"] = 0.0
        if table.banner_text == table.named(table.hud.get("tweak_banner") or ""):
            table.banner_t = 0.0
    table.hud["batch_tweak"] = any(e.get("type") == "tweak" for e in events)
    table.hud["refill_told"] = False


def on_move(d, e) -> float:
    gap = d.on_move(e)
    src, dst, why, c = e["src"], e["dst"], e.get("why"), e.get("card", -1)
    tb, h = d.t, d.t.hud
    if dst.startswith("won:"):
        _face_down(d, d.zones[dst][-1])
    elif dst == "table" and why == "thief":
        v = int(src.partition(":")[2])
        tb.banner(tb.session.told(v, N_("The Thief takes {card} from {player}'s hand onto the table"),
                                  N_("The Thief takes {card} from your hand onto the table"),
                                  card=tb.game.card_name(c)), 2.6)
    elif dst == "table" and why == "bomb":
        v = int(src.partition(":")[2])
        tb.banner(tb.session.told(v, N_("Bomb: {player} puts {card} on the table"),
                                  N_("Bomb: you put {card} on the table"), card=tb.game.card_name(c)), 2.2)
    elif dst == "table" and why == "shifter":
        tb.banner(t("Shifter: {card} from the deck onto the table", card=tb.game.card_name(c)), 2.2)
    elif src == "deck" and dst == "table" and why != "deal" and not h.get("refill_told"):
        h["refill_told"] = True
        text = t("Refill: deck cards go face up onto the table")
        if h.get("batch_tweak") and h.get("tweak_text"):
            text = t("{tweak} · then deck cards go onto the table", tweak=h["tweak_text"])
        tb.banner(text, 2.8)
        if h.get("batch_tweak"):
            h["tweak_banner"] = text
    return gap


def _face_down(d, s) -> None:
    dur = d.dur(MOVE)
    if dur <= 0:
        s.face_up = False
        return

    def turn():
        s.face_up = False
    d.tw.add(Timeline([Call(lambda: None, dur), Tween(s, {"flip": 0.0}, dur * 0.4, "ease_in_quad"), Call(turn),
                       Tween(s, {"flip": 1.0}, dur * 0.4, "ease_out_quad")]))


def on_colours(d, e) -> float:
    """A new deal: the blue card goes back under the deck (the engine moves it without an event)."""
    d.t.hud["colours"] = list(e["colours"])
    box, blue = d.zones.setdefault("box", []), d.zones.setdefault("blue", [])
    T = tables(d.t.game)
    if not blue and box:
        s = box.pop()
        s.card, s.zone, s.face_up = T.blue, "blue", True
        blue.append(s)
        d.place("blue", snap=True)
    return 0.0


def on_target(d, e) -> float:
    h = d.t.hud
    mod = h.pop("joker_next", 0)
    h["mod"] = mod
    if h.get("target") != e["target"]:
        h["target_flash"] = d.t.time + max(0.8, 1.2 * d.factor)
    h["target"] = e["target"]
    h["back"] = e["target"] - mod if d.zones.get("deck") else None
    return 0.0


def on_sum(d, e) -> float:
    vals = _vals(d, [e["hand"], *e["table"]])
    text = t("{player}: {values} = {total}", player=_name(d, e["seat"]), values=" + ".join(map(str, vals)),
             total=e["total"])
    d.t.hud["last_sum"] = (e["seat"], [e["hand"], *e["table"]], d.t.time + 2.0)
    if not e["tweak"]:
        d.t.banner(text, 2.2)
    d.t.hud["sum_text"] = text
    return 0.1


def on_tweak(d, e) -> float:
    c = e.get("card", -1)
    kind = tables(d.t.game).kind[c] if c is not None and c >= 0 else None
    text = d.t.session.told(e["seat"], *TWEAK_WON.get(kind, TWEAK_WON[None]))
    d.t.hud["tweak_text"] = text
    d.t.hud["tweak_flash"] = d.t.time + max(1.0, 1.8 * d.factor)
    d.t.banner(text, 3.0)
    d.t.hud["tweak_banner"] = text   # ended by the next move (before_batch)
    d.t.sound_event("call")
    return 0.35


def on_use(d, e) -> float:
    s, seat, k = d.t.session, e["seat"], e["kind"]
    h = d.t.hud
    if k == "thief":
        v = e["victim"]
        if s.is_you(v):
            text = t("{player} uses the Thief on you", player=s.name(seat))
        else:
            text = s.told(seat, N_("{player} uses the Thief on {victim}"), N_("You use the Thief on {victim}"),
                          victim=s.name(v))
    elif k == "joker":
        h["joker_next"] = e["delta"]
        if e["delta"] > 0:
            text = s.told(seat, N_("{player} uses the Joker: target +1 this turn"),
                          N_("You use the Joker: target +1 this turn"))
        else:
            text = s.told(seat, N_("{player} uses the Joker: target −1 this turn"),
                          N_("You use the Joker: target −1 this turn"))
    elif k == "shifter":
        text = s.told(seat, N_("{player} uses the Shifter: the target card goes onto the table"),
                      N_("You use the Shifter: the target card goes onto the table"))
    else:
        text = s.told(seat, N_("Bomb! {player} uses the Bomb: every other player puts a card on the table"),
                      N_("Bomb! You use the Bomb: every other player puts a card on the table"))
    h["t_flash"] = (e["seat"], d.t.time + 1.5)
    d.t.banner(text, 2.6)
    return 0.3


def on_lost_turn(d, e) -> float:
    """A seat without cards: it draws and loses the turn, or (deck empty) sits out the rest of the deal,
    which is said once, not again every time its turn comes round."""
    n = e.get("drew", 0)
    s = d.t.session
    if n:
        d.t.banner(s.told(e["seat"], N_("{player} has no cards: draws {n} and loses the turn"),
                          N_("You have no cards: draw {n} and lose the turn"), n=n), 2.4)
        return 0.3
    told = d.t.hud.setdefault("out_told", set())
    key = (d.t.session.public["round"], e["seat"])
    if key in told:
        return 0.0
    told.add(key)
    d.t.banner(s.told(e["seat"], N_("{player} has no cards and the deck is empty: sits out the rest of the round"),
                      N_("You have no cards and the deck is empty: sit out the rest of the round")), 2.4)
    return 0.3


def on_round_over(d, e) -> float:
    n = len(e.get("discarded") or [])
    if n:
        text = tn("Round over: the deck and every hand are empty; {n} table card discarded",
                  "Round over: the deck and every hand are empty; {n} table cards discarded", n)
    else:
        text = t("Round over: the deck and every hand are empty")
    d.t.banner(text, 2.4)
    return 0.2


EVENTS = {"move": on_move, "colours": on_colours, "target": on_target, "sum": on_sum, "tweak": on_tweak,
          "use": on_use, "lost_turn": on_lost_turn, "round_over": on_round_over}


def dialog(table, seat: int, acts: list):
    """The Bomb's gift is a dialog (choose a card of your hand); a turn is played with the cards."""
    gives = [a for a in acts if a.kind == "give"]
    if not gives:
        return None
    pend = table.hud.get("pending") or {}
    if pend.get("by") is not None:
        line = t("{player} used the Bomb: every other player puts one card from their hand face up on the table. "
                 "Click the card you give, or press its number.", player=table.session.name(pend["by"]))
    else:
        line = t("Someone used the Bomb: every other player puts one card from their hand face up on the table. "
                 "Click the card you give, or press its number.")
    hand = [s.card for s in sorted(table.hand_sprites(), key=lambda s: s.x) if s.card >= 0]
    legal = {pick_key(table.game, a.args[0]): a for a in gives}

    def choose(c):
        a = legal.get(pick_key(table.game, c))
        table.act(a if a is not None else Action(seat, "give", (c,)))
    return CardChoice(table, t("Bomb! Put one card of your choice on the table"), [line], hand, choose, seat=seat)


def _close(table) -> None:
    table.dialog = None


def open_t_dialog(table, kind: str) -> None:
    """The choice a [T!] card needs (whom to rob, +1 or −1) or a confirmation, from the legal uses."""
    v = table.viewer
    acts = [a for a in table.session.legal(v) if T_KIND.get(a.kind) == kind]
    if not acts:
        table.banner(t("You cannot use that card now."), 2.5, bad=True)
        return
    T = tables(table.game)
    mine = [s.card for s in table.director.zones.get(f"tzone:{v}", []) if s.card >= 0 and T.kind[s.card] == kind]
    h = table.hud
    opts: list = []
    if kind == "thief":
        title = t("The Thief: steal from whom?")
        lines = [t("A random card from that player's hand goes face up onto the table. "
                   "They refill only at the end of their next turn.")]
        for a in acts:
            n = len(table.director.zones.get(f"hand:{a.args[0]}", []))
            opts.append((tn("{player} ({n} card)", "{player} ({n} cards)", n, player=table.session.name(a.args[0])),
                         lambda a=a: table.act(a), {}))
    elif kind == "joker":
        title = t("The Joker: target +1 or −1?")
        lines = [t("The target is {target}. For this turn only it becomes one more or one less.",
                   target=h.get("target"))]
        for a in sorted(acts, key=lambda a: -a.args[0]):
            d = a.args[0]
            aim = h.get("target", 0) + d
            opts.append((t("+1: target {target}", target=aim) if d > 0 else t("−1: target {target}", target=aim),
                         lambda a=a: table.act(a), {"primary": d > 0}))
    elif kind == "shifter":
        title = t("Use the Shifter?")
        lines = [t("The deck's top card (back {back}) goes face up onto the table; the next card's back "
                   "becomes the target (7 if the deck runs out).", back=h.get("back"))]
        opts.append((t("Use the Shifter"), lambda a=acts[0]: table.act(a), {"primary": True}))
    else:
        title = t("Use the Bomb?")
        lines = [t("Every other player with cards chooses one card from their hand and puts it face up on the "
                   "table (they refill only at the end of their next turn).")]
        opts.append((t("Use the Bomb"), lambda a=acts[0]: table.act(a), {"primary": True}))
    opts.append((t("Cancel"), lambda: _close(table), {}))
    table.dialog = Dialog(table, title, lines, opts, cards=mine[:1], cancel=lambda: _close(table), seat=v,
                          wide=True)
    table.dialog_key = table.decision_key(v)


# -- buttons ---------------------------------------------------------------------------------------------
def key_refused(table, key) -> str | None:
    """Why 1-4 or P does nothing now (no such [T!] button, or nothing picked to capture)."""
    if pygame.K_1 <= key <= pygame.K_4:
        mine = [s for s in table.director.zones.get(f"tzone:{table.viewer}", []) if s.card >= 0]
        return t("You cannot use a T! card now.") if mine else t("You have no T! card.")
    if key == pygame.K_p and table.picker is not None and not table.picker.cards:
        return t("Pick table cards and one hand card that make the target first.")
    return None


def controls(table, mine: bool, legal: list) -> list:
    """The viewer's usable [T!] cards (click one to use it) and the overlay of the backs' numbers."""
    out: list = [Overlay(table)]
    if not mine:
        return out
    v = table.viewer
    usable = {T_KIND[a.kind] for a in legal if a.seat == v and a.kind in T_KIND}
    if not usable:
        return out
    T = tables(table.game)
    sprites = table.director.zones.get(f"tzone:{v}", [])
    L = table.geom
    seen = set()
    for i, s in enumerate(sprites):
        k = T.kind[s.card] if s.card >= 0 else None
        if k in usable and k not in seen:
            seen.add(k)
            r = L.t_rect(v, i, len(sprites))
            n = len(seen)   # keys 1-4, in the order the cards lie
            out.append(TCardButton(table, r, s.card, t(USE_LABEL[k]), lambda k=k: open_t_dialog(table, k),
                                   hotkey=pygame.K_0 + n))
    return out


__all__ = ["EVENTS", "Layout", "PICK_KINDS", "PICK_ZONES", "WINDOW_KINDS", "before_batch", "cards_of", "controls",
           "dialog", "draw_centre", "hand_key", "key_refused", "onto_refused", "pick_key", "pick_label", "pick_more", "plate_extra",
           "plate_marks", "play_choice", "refused_pick", "refused_play", "result_note", "round_points", "sync"]


class Table(GameTable):
    """TWEAK at the table: the table cards picked into sums, the T! cards and their dialogs."""

    BUTTON_KEYS = BUTTON_KEYS
    EVENTS = EVENTS
    PICK_KINDS = PICK_KINDS
    PICK_TRY_LABEL = PICK_TRY_LABEL
    PICK_ZONES = PICK_ZONES
    Layout = staticmethod(Layout)
    before_batch = staticmethod(before_batch)
    cards_of = staticmethod(cards_of)
    controls = staticmethod(controls)
    dialog = staticmethod(dialog)
    draw_centre = staticmethod(draw_centre)
    hand_key = staticmethod(hand_key)
    key_refused = staticmethod(key_refused)
    onto_refused = staticmethod(onto_refused)
    pick_key = staticmethod(pick_key)
    pick_label = staticmethod(pick_label)
    pick_more = staticmethod(pick_more)
    plate_extra = staticmethod(plate_extra)
    plate_marks = staticmethod(plate_marks)
    play_choice = staticmethod(play_choice)
    refused_pick = staticmethod(refused_pick)
    refused_play = staticmethod(refused_play)
    result_note = staticmethod(result_note)
    sync = staticmethod(sync)
