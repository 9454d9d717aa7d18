"""The table reads the match through a seat's view or the public view, never through the full state.

A screen may show only what a seat may know, and the views are where that is decided
(`game.view(st, seat)`, `Session.view`, `Session.public`). The rule checked here: no module of the table
(every module under tabletop/ui/table/ but the session) and no module of a game's table side (a module in
a game's folder that imports pygame or tabletop.ui: its table, dialogs, layout, drawing, faces) reads an
attribute named `st`, the session's full state: neither `session.st`, `s.st` nor `table.session.st`, nor
`getattr(x, "st")`. The session (tabletop/ui/table/session.py) is the one exception: it holds the state,
applies the actions and makes the views from it. A game's `shots()` predicates get a session too and read
`session.public` or `session.legal()` like the rest of the table.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXEMPT = {ROOT / "tabletop" / "ui" / "table" / "session.py"}   # it owns the state and makes the views


def state_reads(source: str) -> list[int]:
    """The lines of `source` that read an attribute named `st` (directly or through getattr)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr == "st":
            out.append(node.lineno)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
              and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "st"):
            out.append(node.lineno)
    return out


def is_ui(source: str) -> bool:
    """Whether a module is on the table side: it imports pygame or tabletop.ui (imports in functions too)."""
    for node in ast.walk(ast.parse(source)):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        if any(n == "pygame" or n.startswith(("pygame.", "tabletop.ui")) for n in names):
            return True
    return False


def table_modules() -> list[Path]:
    """Every module of the table but the session, and every game's table-side module."""
    table = sorted((ROOT / "tabletop" / "ui" / "table").glob("*.py"))
    games = [p for p in sorted((ROOT / "tabletop" / "games").glob("*/**/*.py")) if is_ui(p.read_text("utf-8"))]
    return [p for p in table + games if p not in EXEMPT]


def test_no_table_module_reads_the_full_state():
    mods = table_modules()
    assert any(p.name == "scene.py" for p in mods) and any(p.parent.parent.name == "games" for p in mods)
    found = [f"{p.relative_to(ROOT)}:{line}" for p in mods for line in state_reads(p.read_text("utf-8"))]
    assert not found, "the table reads the full state (use session.public or session.view(seat)): " + ", ".join(found)


def test_the_check_finds_a_state_read():
    assert state_reads("def f(s):\n    return s.st.round\n") == [2]
    assert state_reads("x = table.session.st\n") == [1]
    assert state_reads("x = getattr(session, 'st')\n") == [1]
    assert state_reads("st = view['phase']\nx = s.public['round']\n") == []   # a local named st is no read
    assert is_ui("def f():\n    import pygame\n") and is_ui("from tabletop.ui.core import gfx\n")
    assert not is_ui("from tabletop.engine.actions import Action\n")
