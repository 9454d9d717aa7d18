"""The host's save of a networked match: the match record plus each remote seat's token and the join code,
so a host that closed (or crashed) resumes the same match and its players rejoin their own seats.

Kept apart from the ordinary autosave: a hosted match is resumed by hosting it again (host.resume).
"""

from __future__ import annotations

import json

from tabletop.engine.actions import Action
from tabletop.i18n import t
from tabletop.persist import autosave
from tabletop.persist.store import data_dir, read_json, write_atomic

FILE = "hosted.json"
VERSION = 1


def path():
    return data_dir() / FILE


def save(where, session, tokens: dict, code: str, texts: list) -> str | None:
    """Write atomically; `texts` caches each action's encoding between calls. A notice if it failed."""
    if len(texts) > len(session.actions):
        texts.clear()
    texts.extend(autosave.action_text(a) for a in session.actions[len(texts):])
    rec = {"version": VERSION, "code": code, "tokens": {str(k): v for k, v in tokens.items()},
           "seats": [{"kind": s["kind"], "level": s.get("level"), "name": s["name"]} for s in session.seats],
           "game": session.game.id, "options": session.options, "seed": session.seed}
    head = json.dumps(rec, separators=(",", ":"), sort_keys=True)
    try:
        write_atomic(where, head[:-1] + ',"actions":[' + ",".join(texts) + "]}\n", make_parents=True)
    except OSError as e:
        return t("Could not autosave to {folder}: {error}", folder=str(where.parent), error=e.strerror or e)
    return None


def load(where) -> tuple[dict | None, str | None]:
    """(record, None) with `actions_parsed`, or (None, why it cannot be resumed)."""
    rec, problem = read_json(where, autosave.MAX_BYTES)
    if problem == "missing":
        return None, t("There is no hosted match to resume.")
    if problem is not None:
        return None, t("The hosted match cannot be resumed: {reason}", reason=problem)
    try:
        ok = (rec["version"] == VERSION and isinstance(rec["code"], str) and isinstance(rec["tokens"], dict)
              and all(isinstance(v, str) for v in rec["tokens"].values()) and isinstance(rec["seats"], list)
              and all(isinstance(s, dict) and s.get("kind") in ("human", "ai", "remote")
                      and isinstance(s.get("name"), str) for s in rec["seats"]))
        tokens = {int(k): v for k, v in rec["tokens"].items()}
        parsed = [Action.from_json(a) for a in rec["actions"]]
    except (KeyError, TypeError, ValueError, RecursionError):
        ok = False
    if not ok:
        return None, t("The hosted match cannot be resumed: {reason}", reason=t("not a saved game"))
    rec["tokens"], rec["actions_parsed"] = tokens, parsed
    return rec, None
