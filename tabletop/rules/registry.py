"""Named hooks: plain functions registered by name and referenced from game configs (never eval)."""

from __future__ import annotations

from typing import Callable

_HOOKS: dict[str, Callable] = {}
_SCHEMAS: dict[str, object] = {}


def hook(name: str):
    """Register the decorated function under `name`, "<game id>.<hook>" (a config names it so)."""

    def deco(fn: Callable) -> Callable:
        if name in _HOOKS and _HOOKS[name] is not fn:
            raise ValueError(f"hook {name!r} registered twice")
        _HOOKS[name] = fn
        return fn

    return deco


# Readable aliases used by game modules: an effect changes state, a predicate answers a question.
effect = hook
predicate = hook


def role_problem(name: str, role: str) -> str | None:
    """Why hook `name` cannot fill `role`, or None. Hooks are named for their role: a config slot such as
    hooks.setup takes "<game>.setup" and an action "<game>.act_<kind>" (card effects are checked by
    each game); so a name put in the wrong slot fails at load, not as a wrong call in the middle of a game."""
    last = name.rpartition(".")[2]
    if role == "action":
        ok, like = last.startswith("act_"), "an action handler (expected a name like <game>.act_<kind>)"
    else:
        ok, like = last == role, f"a {role} hook (expected a name like <game>.{role})"
    return None if ok else f"{name!r} is not {like}"


def get_hook(name: str) -> Callable:
    _load_game(name.partition(".")[0])
    return _HOOKS[name]


def has_hook(name: str) -> bool:
    _load_game(name.partition(".")[0])
    return name in _HOOKS


def hook_names(prefix: str = "") -> list[str]:
    if "." in prefix:
        _load_game(prefix.partition(".")[0])
    else:
        _load_games()
    return sorted(n for n in _HOOKS if n.startswith(prefix))


_REQUIRES: dict[str, dict[str, tuple]] = {}


def requires(game_id: str, ranges: dict | None = None, choices: dict | None = None,
             players: tuple[int, int] | None = None, **names) -> None:
    """Declare the names a game's code relies on, per config section (actions, zones, options, deal, hooks),
    so a config that lacks one (a typo, a deleted entry) is refused at load instead of failing in play.
    `ranges`: option -> (lowest, highest) the code can play (None: no bound), which the option's min and
    max must stay within; `choices`: option -> the values the code understands, which every choice must be;
    `players`: the fewest and most seats the code can play (its tables are built for that many)."""
    _REQUIRES[game_id] = {k: tuple(v) for k, v in names.items()}
    _LIMITS[game_id] = {"ranges": dict(ranges or {}), "choices": {k: tuple(v) for k, v in (choices or {}).items()},
                        "players": players}


_LIMITS: dict[str, dict] = {}


def get_limits(game_id: str) -> dict:
    """The option ranges and choices a game's code can play (see `requires`)."""
    _load_game(game_id)
    return _LIMITS.get(game_id, {"ranges": {}, "choices": {}, "players": None})


def get_requirements(game_id: str) -> dict[str, tuple]:
    _load_game(game_id)
    return _REQUIRES.get(game_id, {})


SECTIONS = ("rules", "scoring")   # the config sections a game's own schema checks


def register_schema(game_id: str, schema, section: str = "rules") -> None:
    """Register the schema of a game's own `rules:` section, or (`section="scoring"`) of its `scoring:`
    table, which is free data the game's hooks read: declared, a key the code does not read (a typo such
    as `wild_actoin`) is refused at load instead of being ignored."""
    if section not in SECTIONS:
        raise ValueError(f"no schema for a section {section!r} (only {', '.join(SECTIONS)})")
    _SCHEMAS[(game_id, section)] = schema


def get_schema(game_id: str, section: str = "rules"):
    _load_game(game_id)
    return _SCHEMAS.get((game_id, section))


_loaded: set = set()   # game ids whose module was imported (or found missing)


def _load_game(game_id: str) -> None:
    """Import the module of one game (registering its hooks) the first time it is asked for."""
    if game_id not in _loaded:
        _loaded.add(game_id)
        from tabletop.games import load
        load(game_id)


def _load_games() -> None:
    """Every game's module (to list every hook)."""
    for g in game_folders():
        _load_game(g)


def game_folders() -> list[str]:
    """The ids of the games whose code is installed (one folder each under tabletop/games/)."""
    import tabletop.games
    return tabletop.games.folders()
