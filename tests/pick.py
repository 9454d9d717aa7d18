"""The games a shared test plays: every game found, or the first found with the feature the test needs.

A shared test never names a game (tests/test_layout_rules.py checks it): it runs over `GAMES`, or asks for
"a game whose table picks cards" (`first("that picks cards", lambda g: table(g).PICK_KINDS)`), "a game
with out-of-turn windows" (`lambda g: g.cfg["windows"]`) and so on. Features are read from a game's config
and its table contract (tabletop/ui/table/contract.py), the same places the app reads them from.
"""

from __future__ import annotations

import pytest

from tabletop.rules.loader import available_games, load_game

GAMES = available_games()


def game(gid: str):
    return load_game(gid)


def table(g):
    """The table contract of game `g` (a game or an id): its folder's Table, or the generic table."""
    from tabletop.ui.table.contract import table_of
    return table_of(load_game(g) if isinstance(g, str) else g)


def every(pred) -> list[str]:
    """The ids of every game found for which `pred(game)` holds."""
    return [gid for gid in GAMES if pred(load_game(gid))]


def first(what: str, pred) -> str:
    """The id of the first game found for which `pred(game)` holds (skips the test when none has it)."""
    found = every(pred)
    if not found:
        pytest.skip(f"no game found {what}")
    return found[0]


def seats(g, want: int) -> int:
    """`want` players, or the nearest count the game takes."""
    return min(max(want, g.min_players), g.max_players)


def takes(n: int):
    """A feature: the game takes `n` players."""
    return lambda g: g.min_players <= n <= g.max_players


def alternatives(spec: dict) -> list:
    """An option's values other than its default, the most different first."""
    d, t = spec["default"], spec["type"]
    if t == "bool":
        return [not d]
    if t == "choice":
        return [c for c in spec["choices"] if c != d]
    vals = list(spec.get("presets", [])) + [spec.get("max"), spec.get("min")]
    out = []
    for v in sorted((v for v in vals if v is not None and v != d), key=lambda v: -abs(v - d)):
        if v not in out:
            out.append(v)
    return out or [d + 1]


def changed_options(g, players: int) -> dict:
    """As many options as possible away from their defaults, together, in a set that starts at `players`
    seats (each option in turn takes the first other value the rules still accept with those before)."""
    out: dict = {}
    for name, spec in g.options_spec.items():
        for v in alternatives(spec):
            try:
                g.new_state(1, players, dict(out, **{name: v}))
            except ValueError:
                continue
            out[name] = v
            break
    return out


def facts(gid: str):
    """What shared tests need to know of a game that only the game's own tests can say (which mark its table
    puts on a seat, the pictures it draws in the middle...): tests/games/<id>/facts.py, optional, read as a
    module; an empty namespace for a game without one (tests/README.md lists what a facts module may hold)."""
    import importlib
    import importlib.util
    import types
    try:
        found = importlib.util.find_spec(f"tests.games.{gid}.facts") is not None
    except ModuleNotFoundError:   # no tests/games/<id>/ at all
        found = False
    return importlib.import_module(f"tests.games.{gid}.facts") if found else types.SimpleNamespace()


def multi_round_options(g, players: int) -> dict:
    """Options under which the match has more than one round: the defaults, or (where the default match is a
    single round) the first on/off option turned the other way that makes it several."""
    if not g.single_round(g.resolve_options({}, players), players):
        return {}
    for name, o in g.options_spec.items():
        if o["type"] == "bool":
            opts = {name: not o["default"]}
            try:
                if not g.single_round(g.resolve_options(opts, players), players):
                    return opts
            except ValueError:   # a value this table size refuses
                continue
    raise AssertionError(f"{g.id}: no option gives a match of several rounds")


def score_switch(g, players: int) -> str | None:
    """The on/off option that decides whether the match keeps score (several rounds) or is one round, or None."""
    for name, o in g.options_spec.items():
        if o["type"] == "bool":
            try:
                a, b = (g.resolve_options({name: v}, players) for v in (False, True))
            except ValueError:   # a value this table size refuses
                continue
            if g.single_round(a, players) != g.single_round(b, players):
                return name
    return None
