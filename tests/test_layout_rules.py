"""The project's layout rules, checked on the source itself: a game is one folder, found, never listed.

Where a game's own things go
----------------------------
- its code: `tabletop/games/<id>/` (rules.py, table.py, ai.py, face.py, text.py...);
- its config: `game_configs/<id>.yaml`;
- its own tests: `tests/games/<id>/` (a package: `__init__.py`, `helpers.py` for its scenario builder,
  `test_*.py`): tests of its rules, texts, layout, AI policies, and of shared behaviour only where the
  situation can only be built with that game's cards.

Everything else is shared (the engine, the loader, the AI framework, the table, the menus, the tools,
`scripts/`, and every test outside `tests/games/`) and never names a game: it asks `available_games()`,
`catalogue()` or `tabletop.games.folders()` which games there are, and a game's folder for its parts.

What every game gets without writing a test (see tests/README.md): random playout invariants at every
player count, JSON round-trip, view secrecy, AI fairness at every level, a table played through by bots and
by a human through the generic controls, hot-seat secrecy, the rules page, and shots.

The checks below read every file git knows of (`git ls-files`, and new files it does not ignore), the .py files
with `tokenize`, and the YAML configs:
(a) outside a game's folder, its config and its tests: no game id as a name, a part of a name (`x_flash` for
    game `x`) or a word of a string or a comment, and no game's display name (its config's `name:`, in any
    case) as words of a string or a comment; in the other shared files that are code, configs, tests or
    package metadata (tests' data, catalogues, pyproject.toml; not the *.md documents) no game id as a word,
    and in pyproject.toml no display name;
(b) inside game A's folder and its tests: no reference to another game B by path (`tabletop.games.B`,
    `tests.games.B`, `games/B/`, `B.yaml`, a hook name `"B.…"`); a bare word equal to another id is
    allowed there (one game's call action may bear another game's id);
(c) `game_configs/A.yaml` names no hook of another game;
and every folder under tests/games/ is a game's; no .py file under tabletop/, tests/ or scripts/ is over 500 lines.
A last test checks that the `tabletop` package's modules import one another without a cycle.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
STRINGISH = {tokenize.STRING} | ({tokenize.FSTRING_MIDDLE} if hasattr(tokenize, "FSTRING_MIDDLE") else set())


def game_ids() -> list[str]:
    """Every game id there is: the game folders under tabletop/games/ and the shipped configs."""
    from tabletop.games import folders
    return sorted(set(folders()) | {p.stem for p in (ROOT / "game_configs").glob("*.yaml")})


def tracked(*patterns: str) -> list[Path]:
    """The files git tracks, and new ones it does not ignore (the working tree's, when there is no git)."""
    try:
        out = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "--", *patterns],
                             cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
        files = [ROOT / f for f in out]
    except (OSError, subprocess.CalledProcessError):
        files = [p for pat in patterns for p in ROOT.glob(pat.replace("*", "**/*", 1) if "/" not in pat else pat)]
        files = [p for p in files if ".venv" not in p.parts]
    return sorted(p for p in files if p.is_file())


def owner(path: Path, ids: list[str], root: Path = ROOT) -> str | None:
    """The game a file belongs to (its folder, its config, its tests), or None for shared files."""
    parts = path.relative_to(root).parts
    if len(parts) >= 4 and parts[:2] in (("tabletop", "games"), ("tests", "games")) and parts[2] in ids:
        return parts[2]
    if len(parts) == 2 and parts[0] == "game_configs" and path.suffix == ".yaml" and path.stem in ids:
        return path.stem
    return None


def word(gid: str) -> re.Pattern:
    """A game id as a word of a text or a part of an identifier: `alpha`, `hud["alpha_flash"]`, `alpha.yaml`
    (an underscore separates, a letter or digit does not: `alphabet` holds no id `alpha`)."""
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(gid)}(?![A-Za-z0-9])")


def game_names(ids: list[str]) -> dict[str, str]:
    """game id -> its display name (the `name:` of its shipped config), for the ids that have a config."""
    out = {}
    for gid in ids:
        path = ROOT / "game_configs" / f"{gid}.yaml"
        if path.is_file():
            name = (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("name")
            if isinstance(name, str) and name.strip():
                out[gid] = name
    return out


def name_word(name: str) -> re.Pattern:
    """A display name as whole words, in any case and spacing: `ALPHA GAME`, `Alpha  game`, `alpha game`."""
    body = r"\s+".join(re.escape(w) for w in name.split())
    return re.compile(rf"(?<![A-Za-z0-9_]){body}(?![A-Za-z0-9_])", re.IGNORECASE)


def tokens(path: Path) -> list[tokenize.TokenInfo]:
    return list(tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline))


def where(path: Path, line: int) -> str:
    try:
        return f"{path.relative_to(ROOT)}:{line}"
    except ValueError:
        return f"{path}:{line}"


def shared_offences(path: Path, ids: list[str], names: dict[str, str] | None = None) -> list[str]:
    """(a): a game id as a name, a part of a name or a word in a string or a comment, or a game's display name as
    words in a string or a comment, in a shared .py file."""
    out = []
    words = {g: word(g) for g in ids}
    shown = {n: name_word(n) for n in (names or {}).values()}
    for t in tokens(path):
        if t.type == tokenize.NAME:
            hits = [(g, "the name") for g, w in words.items() if w.search(t.string)]
        elif t.type in STRINGISH or t.type == tokenize.COMMENT:
            what = "a comment" if t.type == tokenize.COMMENT else "a string"
            hits = [(g, what) for g, w in words.items() if w.search(t.string)]
            hits += [(n, what) for n, w in shown.items() if w.search(t.string)]
        else:
            continue
        lines = t.string.splitlines() or [""]
        for g, what in hits:
            w = words.get(g) or shown[g]
            k = next((i for i, x in enumerate(lines) if w.search(x)), 0)   # 0: a name broken over two lines
            text = lines[k].strip() if k else t.line.strip().splitlines()[0] if t.line.strip() else t.string
            out.append(f"{where(path, t.start[0] + k)}: {g!r} in {what}: {text}" if what != "the name" else
                       f"{where(path, t.start[0])}: the name {t.string!r}: {t.line.strip()}")
    return list(dict.fromkeys(out))


SHARED_TEXT_TOP = ("tabletop", "tests", "scripts", ".ci")   # shared code, tests and tools; docs (*.md) may name games
METADATA = ("pyproject.toml",)


def shared_text_files(ids: list[str]) -> list[Path]:
    """The shared files other than .py that the rule covers: code, configs, tests and package metadata
    (tests' data, catalogues, CI scripts, pyproject.toml); never documentation (.md) or binary files."""
    out = []
    for path in tracked("*"):
        rel = path.relative_to(ROOT)
        if owner(path, ids) is not None or path.suffix in (".py", ".md"):
            continue
        if rel.parts[0] in SHARED_TEXT_TOP or str(rel) in METADATA:
            out.append(path)
    return out


def text_offences(path: Path, ids: list[str], names: dict[str, str] | None = None) -> list[str]:
    """(a) for a shared file that is not Python: a game id as a word anywhere in it; in the package metadata,
    a game's display name too."""
    try:
        text = path.read_text(encoding="utf-8")
    except (UnicodeDecodeError, OSError):
        return []   # a font or a picture: no words to check
    if "\0" in text:
        return []
    pats = {g: word(g) for g in ids}
    if path.name in METADATA:
        pats.update({n: name_word(n) for n in (names or {}).values()})
    return [f"{where(path, i)}: {g!r}: {line.strip()}"
            for i, line in enumerate(text.splitlines(), 1) for g, w in pats.items() if w.search(line)]


def dotted_names(toks: list[tokenize.TokenInfo]):
    """(line, dotted name) of every run NAME . NAME . NAME in the code."""
    run, start = [], None
    for t in toks + [tokenize.TokenInfo(tokenize.ENDMARKER, "", (0, 0), (0, 0), "")]:
        if t.type == tokenize.NAME and (not run or run[-1] == "."):
            run.append(t.string)
            start = start or t.start[0]
        elif t.type == tokenize.OP and t.string == "." and run and run[-1] != ".":
            run.append(".")
        else:
            name = "".join(run).rstrip(".")
            if "." in name:
                yield start, name
            run, start = ([t.string], t.start[0]) if t.type == tokenize.NAME else ([], None)


def other_game_offences(path: Path, gid: str, ids: list[str]) -> list[str]:
    """(b): a file of game `gid` reaching into another game by path or hook name."""
    out = []
    toks = tokens(path)
    names = list(dotted_names(toks))
    strings = [t for t in toks if t.type in STRINGISH]
    others = [b for b in ids if b != gid]
    for b in others:
        dotted = re.compile(rf"(^|\.)games\.{re.escape(b)}($|\.)")
        in_text = [re.compile(rf"(?<![A-Za-z0-9_])(tabletop|tests)\.games\.{re.escape(b)}(?![A-Za-z0-9_])"),
                   re.compile(rf"games/{re.escape(b)}/"), re.compile(rf"(?<![A-Za-z0-9_]){re.escape(b)}\.yaml\b")]
        for line, name in names:
            if dotted.search(name):
                out.append(f"{where(path, line)}: reaches into game {b!r} ({name})")
        for t in strings:
            if b not in t.string:
                continue
            if any(p.search(t.string) for p in in_text):
                out.append(f"{where(path, t.start[0])}: names game {b!r}'s files: {t.line.strip()}")
            body = t.string.lstrip("rbuRBUfF")
            if re.match(rf"""('''|\"\"\"|'|"){re.escape(b)}\.""", body):
                out.append(f"{where(path, t.start[0])}: names a hook of game {b!r}: {t.line.strip()}")
    text = path.read_text(encoding="utf-8")
    for node in (ast.walk(ast.parse(text)) if re.search(r"games\s+import", text) else ()):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[-1] == "games":
            for a in node.names:
                if a.name in others:
                    out.append(f"{where(path, node.lineno)}: imports game {a.name!r} from {node.module}")
    return out


def config_offences(path: Path, gid: str, ids: list[str]) -> list[str]:
    """(c): a game's config naming a hook of another game."""
    out = []
    hook_of = re.compile(rf"^({'|'.join(re.escape(b) for b in ids if b != gid)})\.")
    todo = [yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)]
    while todo:
        node = todo.pop()
        if isinstance(node, yaml.ScalarNode):
            m = hook_of.match(str(node.value)) if len(ids) > 1 else None
            if m:
                out.append(f"{where(path, node.start_mark.line + 1)}: names {m.group(1)!r}'s hook {node.value!r}")
        elif isinstance(node, yaml.MappingNode):
            todo += [x for kv in node.value for x in kv]
        elif isinstance(node, yaml.SequenceNode):
            todo += node.value
    return out


HOW = {
    "shared": "Shared code and shared tests never name a game. A test about one game's rules, texts or layout "
              "goes to tests/games/<id>/; a test of shared behaviour runs over the games found "
              "(`available_games()`, `catalogue()`) or picks its game by the feature it needs "
              "(tests/pick.py), or plays the toy game (tests/toy_game.py); shared code asks "
              "`tabletop.games.part(game.family, ...)` or the game's config.",
    "other": "A game's folder and its tests stand alone: take what another game has through shared code "
             "(the engine, the loader, tabletop/ui), never by that game's path or hook names.",
    "config": "A game's config names only its own hooks (<id>.<name>, registered in tabletop/games/<id>/).",
}


def report(found: list[str], how: str) -> str:
    return f"{len(found)} place(s) break the layout rules:\n  " + "\n  ".join(found) + f"\n\nWhat to do: {HOW[how]}"


def test_shared_code_tests_and_scripts_never_name_a_game():
    ids = game_ids()
    assert ids, "no game found: the check would check nothing"
    names = game_names(ids)
    found = []
    for path in tracked("*.py"):
        if owner(path, ids) is None:
            found += shared_offences(path, ids, names)
    for path in shared_text_files(ids):
        found += text_offences(path, ids, names)
    if found:
        pytest.fail(report(found, "shared"), pytrace=False)


def test_a_game_never_reaches_into_another_game():
    ids = game_ids()
    found = []
    for path in tracked("tabletop/games/*.py", "tests/games/*.py"):
        gid = owner(path, ids)
        if gid is not None:
            found += other_game_offences(path, gid, ids)
    if found:
        pytest.fail(report(found, "other"), pytrace=False)


def test_a_games_config_names_only_its_own_hooks():
    ids = game_ids()
    found = []
    for path in tracked("game_configs/*.yaml"):
        gid = owner(path, ids)
        if gid is not None:
            found += config_offences(path, gid, ids)
    if found:
        pytest.fail(report(found, "config"), pytrace=False)


def test_every_game_test_folder_is_a_games_and_a_package():
    """tests/games/<id>/ is the tests of a game that exists (a removed or renamed game's tests go with it),
    and a package, so its modules' names do not clash with another game's."""
    ids = game_ids()
    games = ROOT / "tests" / "games"
    assert (games / "__init__.py").is_file()
    for d in sorted(p for p in games.iterdir() if p.is_dir() and p.name != "__pycache__"):
        assert d.name in ids, f"tests/games/{d.name}/: there is no game {d.name!r} (tests of a game it was?)"
        assert (d / "__init__.py").is_file(), f"tests/games/{d.name}/ needs an __init__.py"


MAX_LINES = 500


def test_no_module_is_over_500_lines():
    """A module over 500 lines is split by role (see the contributor's guide): every .py file git knows of under
    tabletop/, tests/ and scripts/."""
    long = [f"{p.relative_to(ROOT)}: {n} lines" for p in tracked("tabletop/*.py", "tests/*.py", "scripts/*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES]
    if long:
        pytest.fail(f"{len(long)} module(s) over {MAX_LINES} lines:\n  " + "\n  ".join(long) + "\n\nWhat to do: split "
                    "each by role (a part of its own, a topic of tests) into modules of its folder.", pytrace=False)


# -- the checks check --------------------------------------------------------------------------------------
def test_the_checks_find_what_they_look_for(tmp_path):
    """Each check on a file made to break it (with made-up ids: no real game is named here)."""
    ids = ["alpha", "beta_two"]
    shared = tmp_path / "tabletop" / "ui" / "x.py"
    shared.parent.mkdir(parents=True)
    shared.write_text("import os\n# alpha in a comment counts\nfrom tabletop.games import alpha\n"
                      "x = 'the alpha game'\ny = 'alphabet beta_twos'\nz = f\"{n}.beta_two\"\n"
                      "hud['alpha_flash'] = 1\nalpha_mark = 2\nw = 'a Gamma  Ray deal'  # gamma ray, too\n"
                      "v = 'gammas rays'\n", encoding="utf-8")
    got = shared_offences(shared, ids, {"alpha": "ALPHA", "gamma": "GAMMA RAY"})
    assert sorted({int(g.split(":")[1]) for g in got}) == [2, 3, 4, 6, 7, 8, 9], got
    meta = tmp_path / "pyproject.toml"
    meta.write_text('name = "x"\ndescription = "A table for Gamma Ray"\n', encoding="utf-8")
    data = tmp_path / "tests" / "cases.yaml"
    data.parent.mkdir(exist_ok=True)
    data.write_text("- {file: beta_two.yaml}\n- {name: Gamma Ray}\n- {file: alphabet.yaml}\n", encoding="utf-8")
    assert [int(g.split(":")[1]) for g in text_offences(meta, ids, {"gamma": "GAMMA RAY"})] == [2]
    assert [int(g.split(":")[1]) for g in text_offences(data, ids, {"gamma": "GAMMA RAY"})] == [1]
    mine = tmp_path / "tests" / "games" / "alpha" / "test_x.py"
    mine.parent.mkdir(parents=True)
    mine.write_text("from tabletop.games.beta_two import rules\nfrom tabletop.games import beta_two\n"
                    "import tests.games.beta_two.helpers\nh = 'beta_two.setup'\np = 'game_configs/beta_two.yaml'\n"
                    "ok = 'beta_two'\nalso = 'alpha.setup'\n", encoding="utf-8")
    assert owner(mine, ids, tmp_path) == "alpha" and owner(shared, ids, tmp_path) is None
    got = other_game_offences(mine, "alpha", ids)
    assert sorted({int(g.split(":")[1]) for g in got}) == [1, 2, 3, 4, 5], got
    cfg = tmp_path / "game_configs" / "alpha.yaml"
    cfg.parent.mkdir()
    cfg.write_text("id: alpha\nhooks:\n  setup: alpha.setup\n  legal: beta_two.legal\n", encoding="utf-8")
    assert owner(cfg, ids, tmp_path) == "alpha"
    got = config_offences(cfg, "alpha", ids)
    assert len(got) == 1 and ":4:" in got[0], got


# -- the import graph ----------------------------------------------------------------------------------------
def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> dict[str, set[str]]:
    """module -> the tabletop modules it imports (anywhere in it, inside functions too). `from pkg import
    name` is an import of pkg.name when that is a module, else of pkg."""
    paths = {module_name(p): p for p in tracked("tabletop/*.py")}
    graph: dict[str, set[str]] = {}
    for mod, path in paths.items():
        pkg = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                deps |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = pkg.split(".")
                    up = up[:len(up) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                for a in node.names:
                    deps.add(f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base)
        graph[mod] = {d for d in deps if d in paths and d != mod}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each as one cycle through them all
    where there is one, else as the group."""
    index, low, on, stack, out = {}, {}, set(), [], []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(out)


def path_round(graph, group: list[str]) -> list[str]:
    """A cycle from the group's first module back to it, through the group (breadth first)."""
    start, inside = group[0], set(group)
    prev, todo = {start: None}, [start]
    while todo:
        v = todo.pop(0)
        for w in sorted(graph[v] & inside):
            if w == start:
                out = [v]
                while prev[out[-1]] is not None:
                    out.append(prev[out[-1]])
                return list(reversed(out)) + [start]
            if w not in prev:
                prev[w] = v
                todo.append(w)
    return group


def test_the_package_imports_without_a_cycle():
    graph = import_graph()
    assert "tabletop.engine.game" in graph and graph["tabletop.rules.loader"], "the graph is read"
    found = [" -> ".join(path_round(graph, g)) + (f"  (a group of {len(g)}: {', '.join(g)})" if len(g) > 2 else "")
             for g in cycles(graph)]
    if found:
        pytest.fail("modules of tabletop/ import one another in a cycle (a module imported inside a function counts "
                    "too):\n  " + "\n  ".join(found) + "\n\nWhat to do: move what both need into a third module, or "
                    "pass it in, so the imports go one way.", pytrace=False)


def test_the_cycle_check_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e2"}, "e2": set()}
    assert cycles(graph) == [["a", "b", "c"]] and path_round(graph, ["a", "b", "c"]) == ["a", "b", "c", "a"]
