"""What the command-line tools share: the one-line user error, and the game, player count and options a
command names, checked."""

from __future__ import annotations

from tabletop.engine.errors import ConfigError


class Fail(Exception):
    """A user error: printed as one line, exit status 2."""


def game_named(game_id: str):
    from tabletop.rules.loader import available_games, load_game
    games = available_games()
    if game_id not in games:
        raise Fail(f"unknown game {game_id!r} (available: {', '.join(games)})")
    try:
        return load_game(game_id)
    except ConfigError as e:
        raise Fail(f"config error: {e}") from None


def options_given(game, pairs: list[str] | None, players: int) -> dict:
    opts = {}
    for p in pairs or []:
        name, eq, value = p.partition("=")
        if name not in game.options_spec:
            allowed = ", ".join(sorted(game.options_spec)) or "none"
            raise Fail(f"unknown option {name!r} for {game.id} (allowed: {allowed})")
        if not eq:
            if game.options_spec[name]["type"] != "bool":
                raise Fail(f"option {name} needs a value: --option {name}=VALUE")
            value = "true"
        opts[name] = value
    try:
        return game.resolve_options(opts, players)
    except ValueError as e:
        raise Fail(str(e)) from None


def check_players(game, n: int) -> None:
    if not game.min_players <= n <= game.max_players:
        raise Fail(f"{game.name} takes {game.min_players} to {game.max_players} players, not {n}")
