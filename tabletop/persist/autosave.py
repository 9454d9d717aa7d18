"""The game in progress, saved after every action: seats, options, seed and actions (JSON, atomic)."""

from __future__ import annotations

from tabletop.ai.bots import LEVELS as AI_LEVELS
from tabletop.engine.actions import Action
import json

from tabletop.i18n import t, tn
from tabletop.persist.names import clean_name
from tabletop.persist.store import data_dir, keep_copy, read_json, set_aside, write_atomic

FILE = "autosave.json"
MAX_BYTES = 16 * 1024 * 1024   # an 11,000-move match saves in about 0.6 MB
VERSION = 1
KEYS = ("version", "game", "players", "seats", "options", "seed", "actions")


def path():
    return data_dir() / FILE


def record(game_id: str, seats: list[dict], options: dict, seed: int, actions: list[Action]) -> dict:
    return {"version": VERSION, "game": game_id, "players": len(seats),
            "seats": [{"kind": s["kind"], "level": s.get("level"), "name": s["name"]} for s in seats],
            "options": dict(options), "seed": seed, "actions": [a.to_json() for a in actions]}


COMPACT = (",", ":")


def action_text(a: Action) -> str:
    """One action as the save writes it (see `text`)."""
    return json.dumps(a.to_json(), separators=COMPACT)


def text(rec: dict, action_texts: list[str] | None = None) -> str:
    """The record as compact JSON. It is written after every move, so it must be quick: with an indent,
    Python's json module leaves its C encoder (70 ms for an 11,000-move match); compact, 4 ms;
    with `action_texts` (each action's `action_text`, kept by the caller as moves come) the actions are
    only joined, not encoded again."""
    if action_texts is None:
        return json.dumps(rec, separators=COMPACT, sort_keys=True) + "\n"
    head = json.dumps({k: v for k, v in rec.items() if k != "actions"}, separators=COMPACT, sort_keys=True)
    return head[:-1] + ',"actions":[' + ",".join(action_texts) + "]}\n"


def save(rec: dict, action_texts: list[str] | None = None) -> str | None:
    """Write the record atomically; returns a notice if that failed (never raises)."""
    try:
        write_atomic(path(), text(rec, action_texts), make_parents=True)
        return None
    except OSError as e:
        return t("Could not autosave to {folder}: {error}", folder=str(path().parent), error=e.strerror or e)


MAX_NAME = 40   # characters of a seat name (typed ones are at most 16)


def _short(v) -> str:
    r = repr(v)
    return r if len(r) <= 40 else r[:37] + "..."


def _problem(rec) -> str | None:
    """Why `rec` is not a save this version can resume (plain words, for the notice), or None."""
    from tabletop.rules.loader import available_games
    if not isinstance(rec, dict):
        return t("not a saved game")
    missing = [k for k in KEYS if k not in rec]
    if missing:
        return t("not a saved game (no {key})", key=repr(missing[0]))
    v = rec["version"]
    if type(v) is not int:
        return t("not a saved game (its version is not a number)")
    if v > VERSION:
        return t("made by a newer version of tabletop")
    if v != VERSION:
        return t("an unknown save version {version}", version=v)
    if not isinstance(rec["game"], str) or rec["game"] not in available_games():
        return t("it names no game tabletop has ({game})", game=_short(rec["game"]))
    if type(rec["seed"]) is not int:
        return t("its seed is not a whole number")
    if not isinstance(rec["options"], dict):
        return t("its options are not a mapping")
    seats = rec["seats"]
    if not isinstance(seats, list) or type(rec["players"]) is not int or len(seats) != rec["players"]:
        return t("its seats do not match its number of players")
    for i, st in enumerate(seats, 1):
        if not isinstance(st, dict) or st.get("kind") not in ("human", "ai"):
            return t("seat {number} is neither a human nor an AI", number=i)
        if not isinstance(st.get("name"), str):
            return t("seat {number}'s name is not plain text of at most {count} characters", number=i, count=MAX_NAME)
        if st.get("level") not in (AI_LEVELS if st["kind"] == "ai" else (None,) + AI_LEVELS):
            return t("seat {number} has an unknown AI level", number=i)
    if not isinstance(rec["actions"], list):
        return t("its moves are not a list")
    return None


def load() -> tuple[dict | None, str | None]:
    """(record or None, notice). A bad save is set aside as autosave.json.bad-<n>; the notice says why
    and in which folder the copy is kept."""
    p = path()
    rec, problem = read_json(p, MAX_BYTES)
    if problem == "missing":
        return None, None
    problem = problem or _problem(rec)
    if problem is None:
        try:
            parsed = [Action.from_json(a) for a in rec["actions"]]
        except (ValueError, RecursionError):   # RecursionError: a move's arguments nested too deeply
            problem = t("one of its moves is not a valid move")
    if problem is None:
        notice = _clean_names(rec)
        rec["actions_parsed"] = parsed
        return rec, notice
    kept = set_aside(p)
    if kept:
        return None, t("The saved game cannot be resumed: {reason} (kept as {file} in {folder}).", reason=problem,
                       file=kept.name, folder=str(kept.parent))
    return None, t("The saved game cannot be resumed: {reason} ({path}).", reason=problem, path=str(p))


def _clean_names(rec: dict) -> str | None:
    """Clean the seat names (a NUL or a lone surrogate crashed the table as it drew the plates, at every
    Resume): the match resumes under the cleaned names, the save is rewritten with them and the old one
    kept as autosave.json.bad-<n>. The notice says so, or None if every name was clean."""
    changed = []
    for i, seat in enumerate(rec["seats"], 1):
        name = clean_name(seat["name"], MAX_NAME) or t("Player {number}", number=i)
        if name != seat["name"]:
            seat["name"] = name
            changed.append(i)
    if not changed:
        return None
    kept = keep_copy(path())
    if kept is not None:
        save(rec)
    seats = ", ".join(map(str, changed))
    if kept is None:
        return tn("The saved game's seat name ({seats}) held characters that cannot be shown: cleaned.",
                  "The saved game's seat names ({seats}) held characters that cannot be shown: cleaned.",
                  len(changed), seats=seats)
    return tn("The saved game's seat name ({seats}) held characters that cannot be shown: cleaned (the old "
              "save is kept as {file} in {folder}).",
              "The saved game's seat names ({seats}) held characters that cannot be shown: cleaned (the old "
              "save is kept as {file} in {folder}).", len(changed), seats=seats, file=kept.name,
              folder=str(kept.parent))


def keep_resumed():
    """A save resumed without its last moves (the rules refused one): keep a copy as autosave.json.bad-<n>
    before it is rewritten; returns where it is kept (None if no copy could be made: the save is then left
    as it is until the next move)."""
    return keep_copy(path())


def set_aside_refused():
    """The save is well formed but the rules refuse it (an illegal action, another game): keep it as
    autosave.json.bad-<n> instead of deleting it; returns where it is kept (None if it could not be), for the
    notice."""
    return set_aside(path())


def clear() -> None:
    try:
        path().unlink()
    except OSError:
        pass
