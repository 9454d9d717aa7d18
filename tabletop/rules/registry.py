"""Named hooks: plain functions registered by name and referenced from game configs (never eval)."""

from __future__ import annotations

from typing import Callable

_HOOKS: dict[str, Callable] = {}
_SCHEMAS: dict[str, object] = {}


def hook(name: str):
    """Register the decorated function under `name` (e.g. "uno_flex.skip_next")."""

    def deco(fn: Callable) -> Callable:
        if name in _HOOKS and _HOOKS[name] is not fn:
            raise ValueError(f"hook {name!r} registered twice")
        _HOOKS[name] = fn
        return fn

    return deco


# Readable aliases used by game modules: an effect changes state, a predicate answers a question.
effect = hook
predicate = hook


def get_hook(name: str) -> Callable:
    _load_games()
    return _HOOKS[name]


def has_hook(name: str) -> bool:
    _load_games()
    return name in _HOOKS


def hook_names(prefix: str = "") -> list[str]:
    _load_games()
    return sorted(n for n in _HOOKS if n.startswith(prefix))


def register_schema(game_id: str, schema) -> None:
    """Register the schema of a game's own `rules:` section."""
    _SCHEMAS[game_id] = schema


def get_schema(game_id: str):
    _load_games()
    return _SCHEMAS.get(game_id)


_loaded = False


def _load_games() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        import tabletop.games  # noqa: F401  (registers every game's hooks)
