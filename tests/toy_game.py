"""A tiny test-only game exercising the generic engine: play a card of the same colour or a higher rank."""

import copy

from tabletop.engine.actions import Action
from tabletop.engine import flow
from tabletop.rules.loader import build_game
from tabletop.rules.registry import hook

CONFIG = {
    "id": "toy", "name": "Toy", "description": "test game",
    "players": {"min": 2, "max": 4},
    "hooks": {"setup": "toy.setup", "legal": "toy.legal"},
    "actions": {"play": "toy.act_play", "draw": "toy.act_draw"},
    "deck": {"count": 12, "attributes": {"rank": {"type": "int", "values": [1, 2, 3, 4, 5, 6]},
                                         "colour": {"type": "str", "values": ["a", "b"]}},
             "cards": [{"rank": [1, 2, 3, 4, 5, 6], "colour": ["a", "b"]}]},
    "zones": {"draw": {"owner": "table", "visibility": "hidden"},
              "pile": {"owner": "table", "visibility": "public"},
              "hand": {"owner": "seat", "visibility": "owner"}},
    "deal": {"hand": 2},
    "turn_order": {"direction": "clockwise"},
    "options": {"target": {"type": "int", "default": 2, "min": 1, "max": 9, "label": "Wins"}},
    "match_end": [{"preset": "score_at_least", "target": {"option": "target"}}],
}


def make(cfg=None, name="toy.yaml"):
    return build_game(copy.deepcopy(cfg or CONFIG), name)


@hook("toy.setup")
def setup(game, st, events):
    flow.deal(game, st, events, list(range(game.n_cards)))
    flow.move_top(st, st.zones["draw"], st.zones["pile"], events, "draw", "pile")


def _fits(game, st, c):
    pile = st.zones["pile"]
    if not pile:
        return True
    t = pile[-1]
    return game.attr["colour"][c] == game.attr["colour"][t] or game.attr["rank"][c] > game.attr["rank"][t]


@hook("toy.legal")
def legal(game, st):
    p = st.current
    acts = [Action(p, "play", (c,)) for c in st.zones["hand"][p] if _fits(game, st, c)]
    if st.zones["draw"] or not acts:
        acts.append(Action(p, "draw"))
    return acts


@hook("toy.act_play")
def play(game, st, a, events):
    p = a.seat
    flow.move(st, a.args[0], st.zones["hand"][p], st.zones["pile"], events, f"hand:{p}", "pile")
    if not st.zones["hand"][p]:
        deltas = [0] * st.players
        deltas[p] = 1
        game.end_round(st, events, [p], deltas)
        return
    st.current = flow.next_seat(st, p)


@hook("toy.act_draw")
def draw(game, st, a, events):
    p = a.seat
    if not st.zones["draw"] and len(st.zones["pile"]) > 1:
        rest = st.zones["pile"][:-1]
        del st.zones["pile"][:-1]
        flow.shuffle_into(st, "draw", rest, events)
    if st.zones["draw"]:
        flow.move_top(st, st.zones["draw"], st.zones["hand"][p], events, "draw", f"hand:{p}")
    st.current = flow.next_seat(st, p)
