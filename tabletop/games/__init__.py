"""The games: one folder each, found by scanning this package (README.md here: how to add one).

How a game's rules are built (the contract every game's rules.py follows)
---------------------------------------------------------------------------
`game_configs/<id>.yaml` declares the data: `players`, `deck` (attributes + card entries; a list value
expands as a product, `count` repeats), `zones` (owner table|seat, visibility public|hidden|owner; a
public table zone `box` always exists and holds every card out of play), `deal` sizes (per player count
if needed), `turn_order` (direction, dealer, first, dealer_rotation), `options` (bool|int|choice with
default and label), `scoring` (free data the hooks read), `match_end` (ordered rules, first whose
`if_option` holds wins: single_round | score_at_least | score_above | score_below with a `target` that
is an int, {option: NAME} or {players: target}), `view` (hidden_vars, private_vars), `rules` (the game's
own section, checked by the schema the module registers with `register_schema`).

`tabletop/games/<id>/` (one folder: rules.py and its helpers) registers hooks with `@hook("<id>.<name>")`; the YAML refers to them:
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
  match_end(game, st, round_winners) -> (over, match_winners) (overrides the YAML match_end rules),
  match_goal(game, options, players) -> {"preset", "target", "by": "seat" | "team"} | None (how a match with
  these options ends, for a game whose end depends on several options; None: one round counting no
  points; `Game.match_goal` returns it, and the table words it),
  equivalent(game, st, action) -> Action | None (the listed legal action an unlisted one stands for,
  such as a card declared as another with the same effect; called before the action's cards are
  checked, so it must refuse, by returning None, any argument it does not understand),
  describe_public(game, action) -> str | None (the words for an action as the other seats may know it,
  without what only its player sees; None: the same as `describe`).

Reserved action kind: `next_round` is the engine's own (a SYSTEM action the engine lists between rounds);
a config's `actions` may not use that name. The kinds the generic table treats specially (`play`, `draw`,
`pass`, those a config lists in `windows`) are listed in README.md here.

State rules: plain JSON data only (lists, str-keyed dicts, ints, strs, bools, None; never tuples or
sets), RNG only through `tabletop.engine.rng` on the state, no module-level mutable state.
Events are dicts with a "type"; card moves use `flow.move`/`flow.move_top` (type "move", card,
src, dst zone names such as "draw" or "hand:2").
"""

import importlib
import importlib.util
import pkgutil


def folders() -> list[str]:
    """The ids of the game folders: every package under tabletop/games/ (a folder with an __init__.py)."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg)


def load(game_id: str) -> bool:
    """Import one game's folder (which registers its hooks); False if there is no such folder. The registry
    calls it when a hook, a requirement or a schema of that game is first asked for, so the title, which
    shows no game's rules, compiles none of them at launch."""
    if not isinstance(game_id, str) or game_id not in folders():
        return False
    importlib.import_module(f"{__name__}.{game_id}")
    return True


def load_all() -> None:
    """Import every game folder: each registers its rules hooks as it is imported."""
    for gid in folders():
        load(gid)


def part(game_id: str, name: str):
    """A module of a game's folder (`table`, `face`, `ai`), or None when the folder has none. An error
    inside a module that is there is raised, not taken for an absent module."""
    if game_id not in folders():
        return None
    full = f"{__name__}.{game_id}.{name}"
    if importlib.util.find_spec(full) is None:
        return None
    return importlib.import_module(full)


def guide(game_id: str, lang: str | None = None) -> str | None:
    """The player's rules of a game in `lang` (the current language unless given): its folder's
    guide/<lang>.md, else the English guide/en.md; None if the folder has neither."""
    from pathlib import Path

    from tabletop.i18n import language
    if game_id not in folders():
        return None
    folder = Path(__file__).parent / game_id / "guide"
    for code in dict.fromkeys((lang or language(), "en")):
        try:
            return (folder / f"{code}.md").read_text(encoding="utf-8")
        except OSError:
            continue
    return None
