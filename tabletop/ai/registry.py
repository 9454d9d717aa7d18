"""Policy registry: per-game scoring policies by (game id, level), loaded lazily, with a generic fallback.

A policy is `fn(game, view, legal, rng) -> list[float]`: one desirability score per legal action (the
bot plays the best; out of turn, a best score below 0 means "let the moment pass"). It may read the
game's static tables (cards, options) and the seat's view, never a state.
"""

from __future__ import annotations

from typing import Callable

_POLICIES: dict[tuple[str, str], Callable] = {}
_SETTINGS: dict[str, dict] = {}
_EXPLAINERS: dict[str, Callable] = {}
_GOALS: dict[str, dict] = {}


def policy(game_id: str, level: str):
    """Register the decorated scoring function as `game_id`'s policy for `level` (easy, normal, rollout)."""

    def deco(fn: Callable) -> Callable:
        key = (game_id, level)
        if key in _POLICIES and _POLICIES[key] is not fn:
            raise ValueError(f"policy {key} registered twice")
        _POLICIES[key] = fn
        return fn

    return deco


def explainer(game_id: str):
    """Register the decorated `fn(game, view, legal, action) -> str | None` as `game_id`'s explanation of a
    move: one short line in the player's language saying why the action is a good one, from the seat's
    view only (None: it has nothing to say about that action; the generic explanation speaks then). A
    game keeps it in its folder's `hints` module (or its `ai` module)."""

    def deco(fn: Callable) -> Callable:
        if game_id in _EXPLAINERS and _EXPLAINERS[game_id] is not fn:
            raise ValueError(f"explainer {game_id!r} registered twice")
        _EXPLAINERS[game_id] = fn
        return fn

    return deco


def get_explainer(game_id: str) -> Callable | None:
    """The game's explanation of a move (see `explainer`), or None for a game without one."""
    from tabletop.games import part
    fam = _load(game_id)
    part(fam, "hints")
    return _EXPLAINERS.get(fam)


def strength_goals(game_id: str, metric: str = "win", **goals: float) -> None:
    """The strength a game's levels aim at, for scripts/ai_ladder.py: `metric` "win" (win rate of one seat
    against three) or "share" (points share), and any of `new_vs_v1` (normal against three normal@v1),
    `hard_vs_new` (hard against three normal), `hard_vs_v1` (hard against three normal@v1)."""
    if metric not in ("win", "share"):
        raise ValueError(f"unknown metric {metric!r}")
    _GOALS[game_id] = dict(goals, metric=metric)


def get_strength_goals(game_id: str) -> dict:
    """The game's goals (see `strength_goals`); {"metric": "win"} for a game that set none."""
    return dict(_GOALS.get(_load(game_id), {"metric": "win"}))


def search_settings(game_id: str, **kw) -> None:
    """Per-game knobs for the hard search (reward, endgame solver, candidate count...)."""
    _SETTINGS.setdefault(game_id, {}).update(kw)


def get_search_settings(game_id: str) -> dict:
    return _SETTINGS.get(_load(game_id), {})


def _load(game_id: str) -> str:
    """Import the AI module of the game folder that runs `game_id` (its policies register themselves);
    the folder's id, under which they are registered."""
    from tabletop.games import part
    from tabletop.rules.loader import family
    fam = family(game_id)
    part(fam, "ai")
    return fam


def frozen(level: str) -> tuple[str, str | None]:
    """"normal@v1" -> ("normal", "v1"): a frozen baseline of a level, kept by the game's folder in its
    module `ai_v1` (registered as "normal@v1"); "normal" -> ("normal", None)."""
    base, _, tag = level.partition("@")
    return base, (tag or None)


def get_policy(game_id: str, level: str) -> Callable:
    """The game's policy for `level`; `rollout` falls back to `normal`; a game without one gets the generic.
    A frozen level ("normal@v1") comes from the folder's `ai_v1` module; a game with no AI module of its
    own plays the generic there too (that is what its normal was), one whose folder keeps no such copy
    is an error (its normal changed and the old one is gone)."""
    from tabletop.games import part
    fam = _load(game_id)
    base, tag = frozen(level)
    if tag is not None:
        part(fam, f"ai_{tag}")
        fn = _POLICIES.get((fam, level))
        if fn is not None:
            return fn
        if part(fam, "ai") is not None:
            raise ValueError(f"{game_id} keeps no frozen policy {level!r}")
        level = base
    for lv in ((level, "normal") if level == "rollout" else (level,)):
        fn = _POLICIES.get((fam, lv))
        if fn is not None:
            return fn
    from tabletop.ai import generic
    return generic.easy if level == "easy" else generic.normal


def has_policy(game_id: str, level: str) -> bool:
    fam = _load(game_id)
    tag = frozen(level)[1]
    if tag is not None:
        from tabletop.games import part
        part(fam, f"ai_{tag}")
    return (fam, level) in _POLICIES
