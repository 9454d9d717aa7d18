"""The message catalogues: extract every message the program shows, keep each folder's .po files in step,
and check them (a development tool; `python scripts/catalogues.py update|check`).

Messages come from the code (the literal first arguments of t(), tc() and tn(), found with `ast`, never by
running anything) and from the game configs (names, descriptions, option labels, value words, zone and
card names). Each belongs to the folder it was found in: a game's code and config to
`tabletop/games/<id>/locale/`, the rest to `tabletop/locale/`.
"""

from __future__ import annotations

import ast
import re
import string
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from tabletop.i18n import LANGUAGES, SOURCE, read_po

ROOT = Path(__file__).resolve().parent.parent        # the tabletop package
CONFIGS = ROOT.parent / "game_configs"
FUNCS = {"t": ("msgid",), "tc": ("msgctxt", "msgid"), "tn": ("msgid", "msgid_plural"), "N_": ("msgid",)}
HEADERS = {
    "zh-TW": "nplurals=1; plural=0;",
    "ja": "nplurals=1; plural=0;",
    "fr": "nplurals=2; plural=(n > 1);",
}
CONFIG_CONTEXT = ""   # config texts are plain messages: the same words in the code translate alike


@dataclass
class Message:
    msgid: str
    context: str = ""
    plural: str | None = None
    where: list = field(default_factory=list)

    @property
    def key(self) -> tuple[str, str]:
        return self.context, self.msgid


def domain_of(path: Path) -> Path:
    """The folder whose locale/ holds the messages found in `path`."""
    path = path.resolve()
    games = ROOT / "games"
    if path.is_relative_to(games) and len(path.relative_to(games).parts) > 1:
        return games / path.relative_to(games).parts[0]
    if path.parent == CONFIGS.resolve():
        return games / path.stem
    return ROOT


def from_code(path: Path) -> list[Message]:
    """The messages of one module: calls of t, tc and tn whose message arguments are string literals."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else \
            node.func.attr if isinstance(node.func, ast.Attribute) else None
        if name not in FUNCS:
            continue
        args = node.args[:len(FUNCS[name])]
        if len(args) < len(FUNCS[name]) or not all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                                   for a in args):
            continue
        vals = dict(zip(FUNCS[name], (a.value for a in args)))
        out.append(Message(vals["msgid"], vals.get("msgctxt", ""), vals.get("msgid_plural"),
                           [f"{path.relative_to(ROOT.parent)}:{node.lineno}"]))
    return out


def from_config(path: Path) -> list[Message]:
    """The texts of a game config a player reads: its name and description, option labels, descriptions
    and value words, zone labels, card names."""
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    where = [str(path.relative_to(CONFIGS.parent))]
    texts: list[str] = []
    for key in ("name", "description"):
        if isinstance(data.get(key), str):
            texts.append(data[key])
    for o in (data.get("options") or {}).values():
        if not isinstance(o, dict):
            continue
        for key in ("label", "description"):
            if isinstance(o.get(key), str):
                texts.append(o[key])
        texts += [v for v in (o.get("value_labels") or {}).values() if isinstance(v, str)]
        texts += [c for c in (o.get("choices") or []) if isinstance(c, str)]
    for z in (data.get("zones") or {}).values():
        if isinstance(z, dict) and isinstance(z.get("label"), str):
            texts.append(z["label"])
    for card in ((data.get("deck") or {}).get("cards") or []):
        if isinstance(card, dict) and isinstance(card.get("name"), str):
            texts.append(card["name"])
    return [Message(" ".join(x.split()) if "\n" in x else x, CONFIG_CONTEXT, None, list(where)) for x in texts]


def extract() -> dict[Path, dict[tuple, Message]]:
    """Every message, by the folder it belongs to, in the order first found."""
    out: dict[Path, dict[tuple, Message]] = {}
    sources = [(p, from_code) for p in sorted(ROOT.rglob("*.py")) if "__pycache__" not in p.parts]
    sources += [(p, from_config) for p in sorted(CONFIGS.glob("*.yaml"))]
    for path, read in sources:
        for m in read(path):
            box = out.setdefault(domain_of(path), {})
            if m.key in box:
                box[m.key].where += m.where
                box[m.key].plural = box[m.key].plural or m.plural
            else:
                box[m.key] = m
    return out


def placeholders(text: str) -> set[str]:
    """The {names} a message fills in."""
    try:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}
    except ValueError:
        return {"(unbalanced braces)"}


# -- writing .po files ----------------------------------------------------------------------------------------
def _quote(s: str) -> str:
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{s}"'


def render_po(lang: str, messages: dict[tuple, Message], old: dict) -> str:
    """A .po file of `messages`, keeping the translations `old` has for them."""
    lines = ['msgid ""', 'msgstr ""', _quote("Content-Type: text/plain; charset=UTF-8\n"),
             _quote(f"Language: {lang}\n"), _quote(f"Plural-Forms: {HEADERS[lang]}\n"), ""]
    nplurals = int(re.search(r"nplurals=(\d+)", HEADERS[lang]).group(1))
    for m in messages.values():
        for w in m.where[:4]:
            lines.append(f"#: {w}")
        if placeholders(m.msgid) or (m.plural and placeholders(m.plural)):
            lines.append("#, python-brace-format")
        if m.context:
            lines.append(f"msgctxt {_quote(m.context)}")
        lines.append(f"msgid {_quote(m.msgid)}")
        forms = old.get(m.key) or []
        if m.plural is not None:
            lines.append(f"msgid_plural {_quote(m.plural)}")
            for i in range(nplurals):
                lines.append(f"msgstr[{i}] {_quote(forms[i] if i < len(forms) else '')}")
        else:
            lines.append(f"msgstr {_quote(forms[0] if forms else '')}")
        lines.append("")
    return "\n".join(lines)


def update() -> list[Path]:
    """Rewrite every folder's .po files to hold exactly the messages found, keeping translations."""
    written = []
    for folder, messages in extract().items():
        for lang in LANGUAGES:
            if lang == SOURCE:
                continue
            path = folder / "locale" / f"{lang}.po"
            old = read_po(path.read_text(encoding="utf-8")) if path.is_file() else {}
            text = render_po(lang, messages, old)
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
                written.append(path)
    return written


@dataclass
class Problem:
    lang: str
    folder: Path
    msgid: str
    why: str

    def __str__(self) -> str:
        return f"{self.lang}: {self.folder.relative_to(ROOT.parent)}: {self.msgid!r}: {self.why}"


def check(langs=None) -> list[Problem]:
    """Every message found, missing or wrong in some language: untranslated, or its placeholders differ."""
    problems = []
    for folder, messages in extract().items():
        for lang in langs or [x for x in LANGUAGES if x != SOURCE]:
            path = folder / "locale" / f"{lang}.po"
            have = read_po(path.read_text(encoding="utf-8")) if path.is_file() else {}
            for m in messages.values():
                forms = have.get(m.key)
                if not forms or not all(forms):
                    problems.append(Problem(lang, folder, m.msgid, "no translation"))
                    continue
                want = placeholders(m.msgid) | (placeholders(m.plural) if m.plural else set())
                for f in forms:
                    got = placeholders(f)
                    if got - want or (want - got - {"n"}):
                        problems.append(Problem(lang, folder, m.msgid,
                                                f"placeholders {sorted(got)} differ from {sorted(want)}"))
    return problems
