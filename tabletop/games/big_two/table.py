"""BIG TWO at the table: pick cards into a combination and play it, the trick in the middle (the play
to beat in front, the trick's earlier plays behind it), who passed, who leads, the played-card pile.

Everything shown comes from the view and the events; whether a pick is a legal play comes only from
`legal_actions` (the engine explains a refusal).
"""

from __future__ import annotations

import pygame

from tabletop.engine.actions import Action
from tabletop.games.big_two.text import combo_name, decl_name, fair_start_terms, play_label
from tabletop.i18n import N_, joined, t, tn
from tabletop.ui.table import dialogs
from tabletop.ui.core import gfx
from tabletop.ui.core.gfx import px
from tabletop.ui.screens.house_rules import TEAM_FILL
from tabletop.games.big_two.layout import SHOWN_PLAYS, Layout  # noqa: F401
from tabletop.ui.screens.overlays import score_text
from tabletop.ui.table.drawing import direction_caption
from tabletop.ui.core.widgets import Button
from tabletop.ui.table.contract import GameTable

PICK_KINDS = ("play",)
WINDOW_KINDS: set = set()
BUTTON_KEYS = (pygame.K_x, pygame.K_p)   # Pass, Play the pick: kept while cards fly (H, the hint: the table's)


def team_letter(seat: int) -> str:
    """A seat's team in team play: partners sit opposite (seats 1 and 3, 0-based 0 and 2, are A; the
    engine's team_deltas adds seat % 2's penalties together)."""
    return "A" if seat % 2 == 0 else "B"


# -- the set-up screen and the pause menu's house rules (tabletop/ui/house_rules.py) ------------------------
def setup_fixed(game, options: dict, name: str) -> str | None:
    """A stage switch the expert stage already turns on: on whatever the switch says ("on (expert 3)")."""
    from tabletop.games.big_two.rules import STAGE_OPTIONS, stages
    if name not in STAGE_OPTIONS:
        return None
    if stages(dict(options, **{name: False}))[STAGE_OPTIONS.index(name)]:
        return t("on (expert {stage})", stage=options["expert"])
    return None


def _end_score(game, options: dict) -> str:
    """The score that ends the match for these options (the engine's match goal): a team's above +limit in
    team play, else a seat's below −limit."""
    return f"{game.match_goal(options, 4)['target']:+d}".replace("-", "−")


def setup_value(game, options: dict, name: str, value, text: str) -> str:
    """"Match end score: auto (−100)": what auto means for the options chosen now."""
    if name == "end_score" and not value:
        return t("{value} ({score})", value=text, score=_end_score(game, dict(options, end_score=0)))
    return text


def idle_option(options: dict, name: str, players: int) -> bool:
    """The dragons' fair-start value does nothing without stage 4 or without dragons (stages 2 and 5 deal
    them); stacking by kind nothing without stage 1, nor with 2s its only kind (no dragons, no bombs of
    stage 3). big_two.stages: an expert stage or the stage's own switch."""
    from tabletop.games.big_two.rules import stages
    on = stages(options)
    dragons = on[1] or on[4]
    if name == "dragon_fair_value":
        return not (on[3] and dragons)
    return name == "stack_trigger_types" and not (on[0] and (dragons or on[2]))


def seat_team(options: dict, seat: int, players: int) -> str | None:
    return team_letter(seat) if options.get("team") and players == 4 else None


def hand_key(game, cid: int) -> int:
    """Weakest to strongest (card ids are 4 × rank + suit; the dragons come last)."""
    return cid


def cards_of(action: Action) -> tuple:
    return action.args[0] if action.kind == "play" else ()


def pick_label(table, acts: list) -> str:
    if len(acts) > 1:
        return t("Play… (choose the dragon's card)")
    a = acts[0]
    return play_label(table.game, *a.args) if a.kind == "play" else table.game.describe(a)


def play_choice(table, seat: int, card: int, plays: list):
    """The same cards played with different dragon declarations: the dialog names the cards once and
    each button only what differs, the combination and what the dragon stands for ("Flush: Green 5")."""
    from tabletop.games.big_two import combos as C
    g = table.game

    def cancel():
        table.dialog = None
        table.selected = None
        table.snap_back()
    cards = cards_of(plays[0])
    if any(cards_of(a) != cards or not a.args[1] for a in plays):
        return dialogs.generic(table, seat, plays, cancel=cancel)
    opts = []
    for a in plays:
        res = C.evaluate(a.args[0], a.args[1])
        names = decl_names(g, a.args[1])
        if isinstance(res, tuple):
            combo = combo_name(res[0])
            label = t("{combo}: {cards}", combo=combo[:1].upper() + combo[1:], cards=names)
        else:
            label = t("Play: {cards}", cards=names)
        opts.append((label, (lambda a=a: table.act(a)), {}))
    opts.append((t("Cancel"), cancel, {}))
    drs = [c for c in cards if c >= C.NATURALS]
    who = table.session.name(seat)
    lines = [t("Your cards: {cards}.", cards=joined(g.card_name(c) for c in cards))]
    if len(drs) == 1:
        title = t("{player}: what does the dragon stand for?", player=who)
        lines.append(t("Choose the card the dragon stands for."))
    else:
        title = t("{player}: what does each dragon stand for?", player=who)
        lines.append(t("Choose the card each dragon stands for (in the order the dragons are listed)."))
    return dialogs.Dialog(table, title, lines, opts, cards=list(cards), seat=seat, cancel=cancel, wide=True)


def refused_pick(table, seat: int, cards: tuple) -> Action:
    return Action(seat, "play", (tuple(cards), ()))


# -- what the HUD knows -----------------------------------------------------------------------------
def sync(table, view: dict) -> None:
    V = view["vars"]
    h = table.hud
    trick = list(view["zones"].get("trick", []))
    groups = h.get("groups") or []
    if [c for g in groups for c in g] != trick:
        top = (V.get("top") or {}).get("cards") or []
        rest = trick[:len(trick) - len(top)] if top and trick[-len(top):] == list(top) else trick
        size = max(1, len(top) or len(rest))
        groups = [rest[k:k + size] for k in range(0, len(rest), size)] + ([list(top)] if top and rest != trick else [])
        h["groups"] = [g for g in groups if g]
        if table.director is not None and table.layout_obj is not None:
            table.director.place("trick", snap=True)
    h["top"] = V.get("top")
    h["last"], h["passes"] = V.get("last", -1), V.get("passes", 0)
    h["must"] = V.get("must", -1)
    h["team"] = V.get("team", False)
    h["players"] = view["players"]
    h["direction"] = view["direction"]
    h["leader"] = view["current"] if not V.get("top") and view["phase"] == "play" else None


def before_batch(table, events: list) -> None:
    """The cards of a play form one group of the trick before they fly in (so they land together), and
    the line under the trick names the play as they go (it named the one before until they had landed)."""
    groups = table.hud.setdefault("groups", [])
    for e in events:
        if e.get("type") == "play":
            groups.append(list(e["cards"]))
            table.hud["top"] = {"seat": e["seat"], "cards": e["cards"], "combo": e["combo"],
                                 "decl": e.get("decl") or []}


def on_play(d, e) -> float:
    h = d.t.hud   # (the play on top was set as the batch began: before_batch)
    h["last"], h["passes"] = e["seat"], 0
    h["passed_flash"] = {}
    d.t.sound_event("move")
    return 0.15


def on_pass(d, e) -> float:
    h = d.t.hud
    h["passes"] = h.get("passes", 0) + 1
    h.setdefault("passed_flash", {})[e["seat"]] = d.t.time + 1.2
    if h["passes"] >= h.get("players", 4) - 1 and h.get("last", -1) >= 0:
        h["current"] = h["last"]   # the trick is over: the turn shows at its leader as its cards fly off
    return 0.25 * d.factor


def on_trick_over(d, e) -> float:
    h = d.t.hud
    h["groups"], h["top"], h["passes"] = [], None, 0
    h["current"] = e["leader"]
    d.t.banner(d.t.session.told(e["leader"], N_("Everyone passed: {player} leads"), N_("Everyone passed: you lead")),
               1.4)
    return 0.3 * d.factor


def on_redeal(d, e) -> float:
    d.t.banner(d.t.session.told(e["seat"], N_("{player} asks for a redeal (fair start)"),
                                N_("You ask for a redeal (fair start)")), 2.0)
    d.t.hud["groups"] = []
    return 0.3


EVENTS = {"play": on_play, "pass": on_pass, "trick_over": on_trick_over, "redeal": on_redeal}


def passed_seats(table) -> set:
    """Seats that passed since the last play of this trick (they are the ones after the last player)."""
    h = table.hud
    last, n = h.get("last", -1), h.get("passes", 0)
    if last is None or last < 0 or not h.get("top"):
        return set()
    P, d = table.session.players, h.get("direction", -1)
    return {(last + d * k) % P for k in range(1, n + 1)}


# -- drawing -----------------------------------------------------------------------------------------
def decl_names(game, decl) -> str:
    """"Green Q, Red 5": the cards a play's dragons were declared as."""
    return joined(decl_name(game, d) for d in decl)


def declared(game, combo: str, decl) -> str:
    """"full house (dragon as Green Q)": a combination's name (as the state keeps it) and what its dragons
    stand for; the name alone without one."""
    name = t(combo) if combo else ""
    if not decl:
        return name
    if len(decl) == 1:
        return t("{combo} (dragon as {card})", combo=name, card=decl_names(game, decl))
    return t("{combo} (dragons as {cards})", combo=name, cards=decl_names(game, decl))


def draw_centre(table, surf) -> None:
    L = table.geom
    h = table.hud
    top = h.get("top")
    r = L.drop_rect()
    gfx.panel(surf, r, px(22), fill=(8, 40, 26), alpha=110, edge=(60, 120, 86))
    y = r.bottom + px(6)
    s = table.session
    if top:
        who = s.name(top["seat"])
        play = declared(table.game, top.get("combo", ""), top.get("decl"))
        if table.my_turn():
            text = t("{player}: {play}  ·  beat it or pass", player=who, play=play)
        else:
            text = t("{player}: {play}", player=who, play=play)
    elif h.get("leader") is not None:
        lead = h["leader"]
        if lead != table.viewer:
            text = s.told(lead, N_("{player} leads: any combination"), N_("You lead: any combination"))
        else:
            text = t("Your lead: play any combination")
        must = h.get("must", -1)
        if must is not None and must >= 0:
            text = s.told(lead, N_("{player} opens with a combination containing {card}"),
                          N_("You open with a combination containing {card}"), card=table.game.card_name(must))
    else:
        text = ""
    if text:
        text = table.named(text)
        size = gfx.fit_size(text, px(17), int(table.app.size[0] * 0.8), bold=True, min_size=px(12))
        gfx.blit_text(surf, text, size, (L.cx, y), gfx.INK, True, anchor="midtop", shadow=True)
    for z in ("played", "aside"):
        n = len(table.director.zones.get(z, []))
        if n:
            x, yy = L.pile_at[z]
            label = tn("{n} played", "{n} played", n) if z == "played" else tn("{n} set aside", "{n} set aside", n)
            gfx.blit_text(surf, label, px(14), (x, yy + int(L.pile_h * 0.38) + px(6)), gfx.INK_DIM, True,
                          anchor="midtop")
    _direction(table, surf)


def _direction(table, surf) -> None:
    direction_caption(table, surf, table.geom.drop_rect())


def plate_extra(table, surf, seat: int, rect) -> None:
    line = _score_line(table, seat, rect)
    if line is None:
        return
    r, pts, team = line
    x = r.right
    if pts:
        x = surf.blit(pts, pts.get_rect(midright=(x, r.centery))).x - px(8)
    if team:
        _pill(surf, t("team {team}", team=team), (x, r.centery), TEAM_FILL[team])


def plate_marks(table, surf, seat: int, rect) -> None:
    """Over the top of the plate, in front of the seat's cards (over its score line when that is above):
    a pass since the last play, or the play on top of the trick."""
    h = table.hud
    if seat in passed_seats(table) or h.get("passed_flash", {}).get(seat, 0) > table.time:
        text, fill = t("passed"), (96, 96, 104)
    elif h.get("top") and h["top"].get("seat") == seat:
        text, fill = t("on top"), (176, 120, 30)
    else:
        return
    line = _score_line(table, seat, rect)
    y = line[0].y - px(2) if line is not None and line[0].bottom <= rect.y else rect.y - px(4)
    _pill(surf, text, (rect.centerx, y), fill, anchor="midbottom")


def _score_line(table, seat: int, rect):
    """(where, points text, team) of the seat's points and, in team play, its team, on one line beside
    the plate (`score_spot`); None when there is nothing to show."""
    sc = table.hud.get("scores") or []
    pts = gfx.text(score_text(table, sc[seat]), px(13), gfx.GOLD, True) if seat < len(sc) else None
    team = team_letter(seat) if table.hud.get("team") else None
    if pts is None and team is None:
        return None
    tag = gfx.text(t("team {team}", team=team), px(13), gfx.INK, True) if team else None
    width = (pts.get_width() if pts else 0) + (tag.get_width() + px(22) if tag else 0)
    line = table.score_spot(seat, (width, px(20)))
    return line, pts, team


def _pill(surf, text: str, pos, fill, anchor: str = "midright") -> None:
    """A rounded label anchored at `pos`."""
    img = gfx.text(text, px(13), gfx.INK, True)
    r = img.get_rect().inflate(px(14), px(6))
    setattr(r, anchor, (int(pos[0]), int(pos[1])))
    gfx.rrect(surf, fill, r, r.h // 2)
    surf.blit(img, img.get_rect(center=r.center))


# -- decisions and buttons ---------------------------------------------------------------------------
def result_note(session, r: dict) -> str | None:
    """Under a team-play round's title: who went out and the two teams' penalties (the finisher's team
    may still lose the deal)."""
    pens = r.get("team_penalties")
    if pens is None or "went_out" not in r:
        return None
    if r.get("winners"):
        return session.told(r["went_out"], N_("{player} went out · team penalties: A {a}, B {b}"),
                            N_("You went out · team penalties: A {a}, B {b}"), a=pens[0], b=pens[1])
    return session.told(r["went_out"],
                        N_("{player} went out · team penalties: A {a}, B {b} · a tie, no points change hands"),
                        N_("You went out · team penalties: A {a}, B {b} · a tie, no points change hands"),
                        a=pens[0], b=pens[1])


def dialog(table, seat: int, acts: list):
    """Only the fair-start decision (keep or redeal) is a dialog; plays are picked from the hand."""
    kinds = {a.kind for a in acts}
    if not acts or kinds <= {"play", "pass"}:
        return None
    d = dialogs.generic(table, seat, acts)
    d.title = t("{player}: fair start", player=table.session.name(seat))
    view = table.session.view(seat)
    values, below = fair_start_terms(table.session.game, view["options"], view["vars"]["dragons"])
    if "redeal" in kinds:
        d.lines = [t("Your hand scores under {below} points ({values}): you may ask for a redeal.", below=below,
                     values=values)]
    else:   # every seat is asked, so nobody learns who could have asked
        d.lines = [t("Your hand scores {below} points or more ({values}): keep it to start.", below=below,
                     values=values)]
    d.layout(table.app.size)
    return d


def controls(table, mine: bool, legal: list) -> list:
    """Pass (the hint is the table's own button, H)."""
    if not mine:
        return []
    W, H = table.app.size
    out = []
    passes = [a for a in legal if a.kind == "pass" and a.seat == table.viewer]
    bw = px(150)
    x, y = W - px(20) - bw, H - px(20) - px(46) * 3 - px(20)
    if passes:
        out.append(Button((x, y, bw, px(46)), t("Pass · X"), lambda a=passes[0]: table.act(a), size=px(17),
                          hotkey=pygame.K_x))
    return out


def key_refused(table, key) -> str | None:
    """Why X or P does nothing now (its button is not there)."""
    legal = table.session.legal(table.viewer)
    if key == pygame.K_x and not any(a.kind == "pass" for a in legal):
        return t("You lead: you cannot pass.") if not table.hud.get("top") else t("You cannot pass now.")
    if key == pygame.K_p and table.picker and not table.picker.cards:
        return t("Pick cards to play first: click them, or Left/Right and Space.")
    return None


def refused_play(table, seat: int, card: int) -> Action:
    return Action(seat, "play", ((card,), ()))


def shots() -> list[dict]:
    """The expert stage 5 table (dragons, bombs, the fair start) at three players."""
    def mine(s) -> bool:
        return s.public["current"] == 0 and s.legal() == s.legal(0) and len(s.actions) >= 10
    return [{"name": "table_3p_expert5", "players": 3, "options": {"expert": 5}, "want": mine}]


class Table(GameTable):
    """BIG TWO at the table: the trick in the middle, combinations picked card by card, and Pass."""

    BUTTON_KEYS = BUTTON_KEYS
    EVENTS = EVENTS
    Layout = Layout
    PICK_KINDS = PICK_KINDS
    before_batch = staticmethod(before_batch)
    cards_of = staticmethod(cards_of)
    controls = staticmethod(controls)
    dialog = staticmethod(dialog)
    draw_centre = staticmethod(draw_centre)
    hand_key = staticmethod(hand_key)
    idle_option = staticmethod(idle_option)
    key_refused = staticmethod(key_refused)
    pick_label = staticmethod(pick_label)
    plate_extra = staticmethod(plate_extra)
    plate_marks = staticmethod(plate_marks)
    play_choice = staticmethod(play_choice)
    refused_pick = staticmethod(refused_pick)
    refused_play = staticmethod(refused_play)
    result_note = staticmethod(result_note)
    seat_team = staticmethod(seat_team)
    setup_fixed = staticmethod(setup_fixed)
    setup_value = staticmethod(setup_value)
    shots = staticmethod(shots)
    sync = staticmethod(sync)
