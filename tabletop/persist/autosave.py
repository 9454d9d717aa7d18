"""The game in progress, saved after every action: seats, options, seed and actions (JSON, atomic)."""

from __future__ import annotations

from tabletop.ai.bots import LEVELS as AI_LEVELS
from tabletop.engine.actions import Action
from tabletop.persist.store import data_dir, read_json, set_aside, write_json

FILE = "autosave.json"
VERSION = 1
KEYS = ("version", "game", "players", "seats", "options", "seed", "actions")


def path():
    return data_dir() / FILE


def record(game_id: str, seats: list[dict], options: dict, seed: int, actions: list[Action]) -> dict:
    return {"version": VERSION, "game": game_id, "players": len(seats),
            "seats": [{"kind": s["kind"], "level": s.get("level"), "name": s["name"]} for s in seats],
            "options": dict(options), "seed": seed, "actions": [a.to_json() for a in actions]}


def save(rec: dict) -> str | None:
    """Write the record atomically; returns a notice if that failed (never raises)."""
    try:
        write_json(path(), rec)
        return None
    except OSError as e:
        return f"Could not autosave: {e.strerror or e}"


def _valid(rec) -> bool:
    if not isinstance(rec, dict) or any(k not in rec for k in KEYS) or type(rec["version"]) is not int \
            or rec["version"] != VERSION:
        return False
    seats = rec["seats"]
    return (isinstance(rec["game"], str) and type(rec["seed"]) is int and isinstance(rec["options"], dict)
            and isinstance(seats, list) and len(seats) == rec["players"]
            and all(isinstance(s, dict) and s.get("kind") in ("human", "ai") and isinstance(s.get("name"), str)
                    and s.get("level") in (AI_LEVELS if s["kind"] == "ai" else (None,) + AI_LEVELS)
                    for s in seats)
            and isinstance(rec["actions"], list))


def load() -> tuple[dict | None, str | None]:
    """(record or None, notice). A bad save is set aside as autosave.json.bad-<n>."""
    p = path()
    rec, problem = read_json(p)
    if problem == "missing":
        return None, None
    if problem is None and _valid(rec):
        try:
            rec["actions_parsed"] = [Action.from_json(a) for a in rec["actions"]]
            return rec, None
        except ValueError:
            pass
        problem = "corrupt (bad action)"
    problem = problem or "corrupt"
    kept = set_aside(p)
    return None, f"The saved game was {problem} and cannot be resumed" + (f" (kept as {kept.name})." if kept else ".")


def set_aside_refused() -> str:
    """The save is well formed but the rules refuse it (an illegal action, another game): keep it as
    autosave.json.bad-<n> instead of deleting it; returns how it was kept, for the notice."""
    kept = set_aside(path())
    return f" (kept as {kept.name})" if kept else ""


def clear() -> None:
    try:
        path().unlink()
    except OSError:
        pass
