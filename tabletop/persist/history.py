"""The history of finished matches: the last LIMIT of them, newest last, in the user data directory
(history.json), each with what a review needs to replay it (game, seats, options, seed, actions) and what
the list shows (when it ended, its rounds, winners and scores, whether a takeback was used).

Written atomically; a damaged file is set aside (kept as history.json.bad-<n>) with a notice and the
history starts again, nothing else touched; one that cannot be read now, or a newer version's, is left in
place and nothing is written into it. Adding never raises.
"""

from __future__ import annotations

import json
import time

from tabletop.i18n import t
from tabletop.persist.store import data_dir, read_json, set_aside, write_atomic

FILE = "history.json"
VERSION = 1
LIMIT = 50
MAX_BYTES = 64 * 1024 * 1024   # fifty long matches of a few thousand moves each


def path():
    return data_dir() / FILE


def _whole(v) -> bool:
    return type(v) is int and -10 ** 12 < v < 10 ** 12


def _entry_problem(e) -> str | None:
    if not isinstance(e, dict):
        return "not an object"
    if not isinstance(e.get("game"), str) or not _whole(e.get("seed")):
        return "game or seed"
    if not isinstance(e.get("seats"), list) or not all(isinstance(s, dict) and isinstance(s.get("name"), str)
                                                         and s.get("kind") in ("human", "ai") for s in e["seats"]):
        return "seats"
    if not isinstance(e.get("options"), dict) or not isinstance(e.get("actions"), list):
        return "options or actions"
    if not _whole(e.get("rounds")) or not isinstance(e.get("winners"), list) or not isinstance(e.get("scores"), list):
        return "result"
    if not isinstance(e.get("takeback", False), bool) or not isinstance(e.get("ended", ""), str):
        return "takeback or date"
    return None


def _problem(data) -> str | None:
    """Why `data` is not a history file this version can use, or None."""
    if not isinstance(data, dict) or not isinstance(data.get("matches"), list) or not _whole(data.get("version")):
        return t("not a history file")
    for i, e in enumerate(data["matches"]):
        if _entry_problem(e):
            return t("damaged at {place}", place=f"matches[{i}]")
    return None


def load() -> tuple[dict, str | None]:
    """(history, notice). Never raises: a missing file is no matches yet; a damaged one is renamed to
    history.json.bad-<n> and the history starts again; one that cannot be read now, or a newer version's,
    is left in place and marked `keep` (nothing is written into it). The notice says which."""
    p = path()
    data, problem = read_json(p, MAX_BYTES)
    if problem == "missing":
        return {"version": VERSION, "matches": []}, None
    if problem is not None and problem.kind == "unreadable":
        return {"version": VERSION, "matches": [], "keep": True}, t(
            "The match history {path} is {problem}: it is left as it is, and no match is added until it can be "
            "read.", path=str(p), problem=problem)
    if problem is None and isinstance(data, dict) and _whole(data.get("version")) and data["version"] > VERSION:
        return {"version": VERSION, "matches": [], "keep": True}, t(
            "The match history {path} was made by a newer version of tabletop: this version shows and adds "
            "nothing in it.", path=str(p))
    problem = problem or _problem(data)
    if problem:
        kept = set_aside(p)
        name = kept.name if kept else "-"
        return {"version": VERSION, "matches": []}, t(
            "The match history {path} is {problem}: it starts again (the old file is kept as {file}).",
            path=str(p), problem=problem, file=name)
    return {"version": VERSION, "matches": data["matches"][-LIMIT:]}, None


def entry(game_id: str, seats: list[dict], options: dict, seed: int, actions: list, result: dict, rounds: int,
          scores: list[int], takeback: bool = False) -> dict:
    """One finished match as the history keeps it (`actions`: as the save writes them, Action.to_json)."""
    return {"game": game_id, "seats": [{"kind": s["kind"], "level": s.get("level"), "name": s["name"]} for s in seats],
            "options": dict(options), "seed": seed, "actions": list(actions), "rounds": int(rounds),
            "winners": list((result or {}).get("match_winners") or []), "scores": list(scores),
            "takeback": bool(takeback), "ended": time.strftime("%Y-%m-%d %H:%M")}


def add(item: dict) -> str | None:
    """Keep a finished match (the oldest beyond LIMIT go); a notice if the file was damaged or could not
    be written (never raises)."""
    data, notice = load()
    if data.get("keep"):
        return notice
    data["matches"] = (data["matches"] + [item])[-LIMIT:]
    try:
        write_atomic(path(), json.dumps({"version": VERSION, "matches": data["matches"]},
                                        separators=(",", ":")) + "\n", make_parents=True)
    except OSError as e:
        return t("Could not save the match history to {path}: {error}", path=str(path()), error=e.strerror or e)
    return notice
