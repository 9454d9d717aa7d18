"""Per-game hooks. Importing a game's module (`load`) registers its hooks by name; the registry does it
when it is first asked for one of them.

How a game is built (the contract every game module follows)
-------------------------------------------------------------
`game_configs/<id>.yaml` declares the data: `players`, `deck` (attributes + card entries; a list value
expands as a product, `count` repeats), `zones` (owner table|seat, visibility public|hidden|owner; a
public table zone `box` always exists and holds every card out of play), `deal` sizes (per player count
if needed), `turn_order` (direction, dealer, first, dealer_rotation), `options` (bool|int|choice with
default and label), `scoring` (free data the hooks read), `match_end` (ordered rules, first whose
`if_option` holds wins: single_round | score_at_least | score_above | score_below with a `target` that
is an int, {option: NAME} or {players: target}), `view` (hidden_vars, private_vars), `rules` (the game's
own section, checked by the schema the module registers with `register_schema`).

`tabletop/games/<id>.py` registers hooks with `@hook("<id>.<name>")`; the YAML refers to them:
- hooks.setup(game, st, events): deal the round. `game.start_round` has already emptied the zones,
  put every card in `st.zones["box"]`, set `st.current` to the first player. Use `flow.deal`.
- hooks.legal(game, st) -> list[Action]: every legal action of every seat that may act now
  (pending decisions included). Must be fast: it runs once per decision in simulation.
- actions.<kind>(game, st, action, events): apply one legal action of that kind (already checked).
  Call `game.end_round(st, events, winners, deltas, **detail)` when the round ends.
- optional: reason(game, st, action) -> str (why an action is illegal), view(game, st, seat, v)
  (adjust a seat's view in place), determinize(game, st, view) (restore what a seat knows beyond
  zone sizes), describe(game, action) -> str, validate(game) -> (key, reason) | None,
  options(game, opts, players) -> str | None (reject an option combination),
  match_end(game, st, round_winners) -> (over, match_winners) (overrides the YAML match_end rules).

State rules: plain JSON data only (lists, str-keyed dicts, ints, strs, bools, None; never tuples or
sets), RNG only through `tabletop.engine.rng` on the state, no module-level mutable state.
Events are dicts with a "type"; card moves use `flow.move`/`flow.move_top` (type "move", card,
src, dst zone names such as "draw" or "hand:2").
"""

import importlib

GAMES = ("uno_flex", "big_two", "tweak", "towai")


def load(game_id: str) -> bool:
    """Import a game's module (which registers its hooks); False if there is none. The registry calls it
    when a hook, a requirement or a schema of the game is first asked for: the title, which shows one
    game's cards, no longer compiles the rules of all four at launch."""
    if not isinstance(game_id, str) or not game_id.isidentifier():
        return False
    try:
        importlib.import_module(f"tabletop.games.{game_id}")
    except ModuleNotFoundError as e:  # a game whose module is not written yet
        if e.name != f"tabletop.games.{game_id}":
            raise
        return False
    return True


def load_all() -> None:
    for g in GAMES:
        load(g)
