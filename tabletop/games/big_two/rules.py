"""BIG TWO, after the Traditional Chinese rulebook of the Gameology/playte edition: setup, legal actions,
action handlers, scoring and match end (rulings: tabletop/games/big_two/rulings.md).

State vars (all public): stages (five bools: expert stages 1-5 in effect), dragons (dragons in the
deck), team, opener (the weakest natural card dealt), must (the card the opening play must contain,
or -1), top (the play to beat: seat, cards, decl, combo, size, key = what a follow's key must exceed,
bomb; None on a lead), last (seat of the last play), passes (consecutive passes since it). Stage 4 decision: pending
{"type": "fair_start", "seat": s, "left": n}, asked of every seat in turn from the opener.
"""

from __future__ import annotations

from tabletop.engine import flow
from tabletop.engine.actions import Action
from tabletop.games.big_two import combos as C
from tabletop.games.big_two import text  # noqa: F401  (registers reason/describe/validate hooks)
from tabletop.i18n import t
from tabletop.games.big_two.tables import (MAX_SEATS, STAGE_OPTIONS, TWOS, Tables, hand_value,  # noqa: F401
                                           stages, tables)
from tabletop.rules.registry import hook, requires

# the names this code relies on; a config without one is refused at load
requires("big_two",
         actions=("keep", "pass", "play", "redeal"),
         zones=("aside", "hand", "played", "trick"),
         options=("dragon_fair_value", "end_score", "expert", "stack_trigger_types", "team", *STAGE_OPTIONS),
         hooks=("describe", "determinize", "equivalent", "legal", "match_goal", "options",
                "reason", "setup", "validate"),
         deal=("hand",),
         ranges={"expert": (0, 5), "dragon_fair_value": (0, None), "end_score": (0, 10_000)},   # text.MAX_END
         players=(3, MAX_SEATS))

def may_redeal(game, st, seat: int) -> bool:
    T = tables(game)
    return hand_value(T, st.zones["hand"][seat], st.options["dragon_fair_value"]) < T.below


# -- setup --------------------------------------------------------------------------------------
@hook("big_two.setup")
def setup(game, st, events):
    """Deal 13 (4 players) or 17 (3 players); the rest stays face down; the weakest card opens."""
    sg = stages(st.options)
    dragons = sg[1] or sg[4]
    flow.deal(game, st, events, list(range(C.NATURALS + (2 if dragons else 0))), src="aside")
    hands = st.zones["hand"]
    for h in hands:
        h.sort()
    opener, seat = min((h[0], s) for s, h in enumerate(hands))
    st.current = seat
    st.vars = {"stages": sg, "dragons": dragons, "team": st.options["team"], "opener": opener,
               "must": opener, "top": None, "last": -1, "passes": 0}
    events.append({"type": "opener", "seat": seat, "card": opener})
    if sg[3]:
        st.pending = {"type": "fair_start", "seat": seat, "left": st.players}


# -- legal actions ------------------------------------------------------------------------------
@hook("big_two.legal")
def legal(game, st):
    """The stage 4 decision if pending, else the current player's plays (and pass when following)."""
    T = tables(game)
    pend = st.pending
    if pend is not None:
        s = pend["seat"]
        return [T.keep[s], T.redeal[s]] if may_redeal(game, st, s) else [T.keep[s]]
    p = st.current
    V = st.vars
    top = V["top"]
    sg = V["stages"]
    if top is None:
        found = C.plays(st.zones["hand"][p], 0, 0, sg[2], sg[4])
        must = V["must"]
        if must >= 0:
            found = [a for a in found if must in a[0]]
        return [Action(p, "play", a) for a in found]
    found = C.plays(st.zones["hand"][p], top["size"], top["key"], sg[2], sg[4])
    acts = [Action(p, "play", a) for a in found]
    acts.append(T.pass_[p])
    return acts


# -- action handlers ----------------------------------------------------------------------------
@hook("big_two.act_play")
def act_play(game, st, a, events):
    """Put a combination on the trick; the deal ends at once if the hand is empty."""
    p = a.seat
    cards, decls = a.args
    V = st.vars
    sg = V["stages"]
    cat, key = C.evaluate(cards, decls, sg[4])
    hand, trick = st.zones["hand"][p], st.zones["trick"]
    src = f"hand:{p}"
    for c in cards:
        flow.move(st, c, hand, trick, events, src, "trick")
    decl = [list(d) for d in decls]
    V["top"] = {"seat": p, "cards": list(cards), "decl": decl, "combo": C.CAT_NAMES[cat],
                "size": len(cards), "key": C.beat_key(cards, key), "bomb": sg[2] and cat in C.BOMBS}
    V["last"], V["passes"], V["must"] = p, 0, -1
    events.append({"type": "play", "seat": p, "cards": list(cards), "decl": decl, "combo": C.CAT_NAMES[cat]})
    if not hand:
        score_deal(game, st, p, cat, cards, events)
        return
    st.current = flow.next_seat(st, p)


@hook("big_two.act_pass")
def act_pass(game, st, a, events):
    """Pass; when every other player has passed in a row, the last player to play leads."""
    p = a.seat
    V = st.vars
    V["passes"] += 1
    events.append({"type": "pass", "seat": p})
    if V["passes"] < st.players - 1:
        st.current = flow.next_seat(st, p)
        return
    trick, played = st.zones["trick"], st.zones["played"]
    while trick:
        flow.move_top(st, trick, played, events, "trick", "played")
    V["top"], V["passes"] = None, 0
    st.current = V["last"]
    events.append({"type": "trick_over", "leader": V["last"]})


@hook("big_two.act_keep")
def act_keep(game, st, a, events):
    """Keep the dealt hand (stage 4); play starts once every seat has kept."""
    pend = st.pending
    events.append({"type": "keep", "seat": a.seat})
    left = pend["left"] - 1
    st.pending = {"type": "fair_start", "seat": flow.next_seat(st, a.seat), "left": left} if left else None


@hook("big_two.act_redeal")
def act_redeal(game, st, a, events):
    """Stage 4: a hand worth under 3 points asks for a complete reshuffle and redeal."""
    events.append({"type": "redeal", "seat": a.seat})
    game.start_round(st, events)


# -- scoring ------------------------------------------------------------------------------------
def flourish(sg: list, cat: int, cards) -> bool:
    """Stage 1 splendid finish: the last play was a single 2 or dragon, or (stage 3) a bomb (RES-32)."""
    if not sg[0]:
        return False
    if len(cards) == 1:
        return cards[0] in TWOS or cards[0] >= C.NATURALS
    return sg[2] and cat in C.BOMBS


def patience_kinds(sg: list, hand) -> int:
    """How many kinds of stage 1 over-patience triggers a loser holds: a 2, a dragon, a bomb (RES-16)."""
    if not sg[0]:
        return 0
    n = any(c in TWOS for c in hand)
    n += any(c >= C.NATURALS for c in hand)
    if sg[2]:
        n += C.holds_bomb(hand)
    return n


def base_penalty(T: Tables, players: int, n: int) -> int:
    """Cards left times the bracket multiplier (the rulebook's penalty table, RES-6)."""
    for upto, mult in T.brackets[players]:
        if n <= upto:
            return n * mult
    return n * T.brackets[players][-1][1]


def penalties(game, st, winner: int, fl: bool) -> list[int]:
    """Every loser's penalty with the stage 1 doublings (the winner's is 0)."""
    T = tables(game)
    sg = st.vars["stages"]
    stack = st.options["stack_trigger_types"]
    out = [0] * st.players
    for s, h in enumerate(st.zones["hand"]):
        if s == winner:
            continue
        pen = base_penalty(T, st.players, len(h)) * (2 if fl else 1)
        kinds = patience_kinds(sg, h)
        out[s] = pen * (2 ** kinds if stack else 2 if kinds else 1)
    return out


def team_deltas(pens: list[int], winner: int) -> tuple[list[int], list[int], list[int]]:
    """Team play (4 seats, partners opposite): (deltas, team penalties, gaining seats) (RES-23)."""
    wt = winner % 2
    team_pen = [0, 0]
    for s, x in enumerate(pens):
        team_pen[s % 2] += x
    diff = team_pen[1 - wt] - team_pen[wt]
    gain = [0, 0]
    gain[wt], gain[1 - wt] = diff, -diff
    deltas = [gain[s % 2] for s in range(len(pens))]
    gainers = [s for s in range(len(pens)) if deltas[s] > 0]
    return deltas, team_pen, gainers


def score_deal(game, st, winner: int, cat: int, cards, events) -> None:
    """Score the deal the winner just ended and close the round."""
    fl = flourish(st.vars["stages"], cat, cards)
    pens = penalties(game, st, winner, fl)
    left = [len(h) for h in st.zones["hand"]]
    if st.vars["team"]:
        # the team with the smaller penalty wins the deal, which need not be the finisher's (RES-23:
        # "扣分少的隊伍獲勝", the rulebook's example "獲勝隊伍為B隊"); on a tie nobody does
        deltas, team_pen, gainers = team_deltas(pens, winner)
        game.end_round(st, events, gainers, deltas, penalties=pens, cards_left=left, flourish=fl,
                       team_penalties=team_pen, went_out=winner)
        return
    deltas = [-x for x in pens]
    deltas[winner] = sum(pens)
    game.end_round(st, events, [winner], deltas, penalties=pens, cards_left=left, flourish=fl, went_out=winner)


def end_limit(game, opts: dict) -> int:
    """The match end score: the option, else 100 (200 with any expert stage or in team play)."""
    if opts["end_score"]:
        return opts["end_score"]
    sc = game.scoring
    if opts["team"]:
        return sc["team_end_above"]
    return sc["end_below_expert"] if any(stages(opts)) else sc["end_below"]


@hook("big_two.match_goal")
def match_goal(game, opts, players):
    """Individual: over when a score is below -limit. Team: over when a team is above +limit (each seat
    holds its team's score). The highest score wins; equal highest scores are co-winners (RES-9)."""
    lim = end_limit(game, opts)
    if opts["team"]:
        return {"preset": "score_above", "target": lim, "by": "team"}
    return {"preset": "score_below", "target": -lim, "by": "seat"}


@hook("big_two.options")
def options(game, opts, players):
    """Team play needs exactly 4 players."""
    if opts["team"] and players is not None and players != 4:
        return t("Team play needs exactly 4 players (2 against 2), not {players}", players=players)
    return None


# -- information --------------------------------------------------------------------------------
def _swap_into(zones: list, dst: int, card: int, avoid) -> None:
    """Move `card` into hidden zone `dst` (an index of `zones`), giving back a card of dst not in `avoid`."""
    src = next(i for i, z in enumerate(zones) if card in z)
    if src == dst:
        return
    give = next(c for c in zones[dst] if c not in avoid)
    a, b = zones[src], zones[dst]
    a[a.index(card)] = give
    b[b.index(give)] = card


@hook("big_two.determinize")
def determinize(game, st, view):
    """Keep what the opening reveals: cards weaker than the opener are set aside; `must` is held by
    the player to lead."""
    seat = view["seat"]
    V = st.vars
    opener = V["opener"]
    hands = st.zones["hand"]
    hidden = [h for s, h in enumerate(hands) if s != seat] + [st.zones["aside"]]
    where = {s: i for i, s in enumerate(s for s in range(st.players) if s != seat)}
    aside = len(hidden) - 1
    weaker = [c for c in range(opener) if any(c in z for z in hidden)]
    for c in weaker:
        _swap_into(hidden, aside, c, set(weaker) | {opener})
    if V["must"] >= 0 and st.current != seat:
        _swap_into(hidden, where[st.current], V["must"], set())
    for h in hands:
        h.sort()
