"""The set-up screen's memory: each game's last table (player count, seats, typed names, house rules).

Kept in the settings file under "tables" (one entry per game id), written when a match starts. What comes
back is checked against the game as it is now: a value it cannot use (a level, an option or a count this
version does not have, a hand-edited file) falls back to the screen's default for that one thing.
"""

from __future__ import annotations

from tabletop.persist.names import clean_name

KINDS = ("human", "ai", "remote")
NAME_LEN = 16   # the set-up's name field takes at most this many characters


def remember(app, game, n: int, seats: list[dict], typed: set, options: dict) -> None:
    """Note the table a match starts with (names only where a player typed them) and save the settings."""
    entry = {"players": n, "options": dict(options),
             "seats": [{"kind": s["kind"], "level": s.get("level"),
                        **({"name": s["name"]} if i in typed else {})} for i, s in enumerate(seats[:n])]}
    tables = app.settings.get("tables")
    tables = dict(tables) if isinstance(tables, dict) else {}
    if tables.get(game.id) != entry:
        tables[game.id] = entry
        app.settings["tables"] = tables
        app.save_settings()


def recall(app, game, levels: list[str]) -> dict:
    """{"players", "seats" [(index, kind, level, name or None)], "options"}: what of the game's last table
    can be used now; empty when there is none."""
    tables = app.settings.get("tables")
    entry = tables.get(game.id) if isinstance(tables, dict) else None
    if not isinstance(entry, dict):
        return {}
    out: dict = {}
    n = entry.get("players")
    if type(n) is int and game.min_players <= n <= game.max_players:
        out["players"] = n
    seats = entry.get("seats")
    if isinstance(seats, list):
        out["seats"] = [_seat(i, s, levels) for i, s in enumerate(seats[:game.max_players]) if isinstance(s, dict)
                        and s.get("kind") in KINDS]
    opts = entry.get("options")
    if isinstance(opts, dict):
        out["options"] = _options(game, opts, out.get("players", game.min_players))
    return out


def _seat(i: int, s: dict, levels: list[str]) -> tuple:
    level = s.get("level") if s.get("level") in levels else None
    name = clean_name(s.get("name"), NAME_LEN) or None   # a NUL or a lone surrogate crashed the screen
    return i, s["kind"], level, name


def _options(game, given: dict, n: int) -> dict:
    """The defaults with each remembered value the game still takes, one at a time (a value that only
    another option or the player count refuses is dropped alone)."""
    opts = {k: o["default"] for k, o in game.options_spec.items()}
    for name, v in given.items():
        if name not in opts:
            continue
        try:
            opts[name] = game.resolve_options({**opts, name: v}, n)[name]
        except (ValueError, TypeError):
            continue
    return opts
