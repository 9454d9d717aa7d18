"""The view fields a config may name for the table to show (its `table:` section)."""

from __future__ import annotations

VIEW_FIELDS = ("current", "dealer", "direction", "round", "phase", "players")   # a seat's view's own fields


def view_path_problem(path: str, view: dict) -> str | None:
    """Why `path` names no field of a seat's view the table could show, or None: a view field of its own
    (`direction`) or a state var every seat sees (`vars.NAME`)."""
    parts = path.split(".")
    if len(parts) == 1 and path in VIEW_FIELDS:
        return None
    if len(parts) == 2 and parts[0] == "vars" and parts[1].isidentifier():
        if parts[1] in view.get("hidden_vars", []) or parts[1] in view.get("private_vars", []):
            return f"{path!r} is not shown to every seat (it is in view.hidden_vars or view.private_vars)"
        return None
    return f"{path!r} is not a field of a seat's view: give one of {', '.join(VIEW_FIELDS)} or vars.NAME"
