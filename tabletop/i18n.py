"""The words the program shows, in the player's language: gettext-style catalogues read at run time.

Each folder that shows text keeps its messages in `locale/<lang>.po` (the shared ones in
`tabletop/locale/`, a game's in `tabletop/games/<id>/locale/`). The source text is the English message
itself, so English needs no catalogue. A message built from parts is ONE message with named
placeholders, `t("{name} plays {card}", name=..., card=...)`, so each language orders its own words;
`tn` picks a plural form by the language's Plural-Forms rule; `tc` tells apart two uses of one English
word ("on" a switch, "on" a card) by a context.

The catalogues are read straight from their .po sources by the small reader below (no compiled .mo files
to keep in step, no dependency). `scripts/catalogues.py` extracts the messages and checks every language.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

LANGUAGES = ("en", "zh-TW", "ja", "fr")
NAMES = {"en": "English", "zh-TW": "繁體中文", "ja": "日本語", "fr": "Français"}   # each in its own words
SOURCE = "en"
# A pseudo-language for testing layouts (the convention's "qps-ploc"): every message about 40% longer, its
# letters accented, so a text that would not fit French or leaves its box shows; never offered to players.
PSEUDO = "qps-ploc"

_current = SOURCE
_catalogues: dict[str, dict] = {}   # language -> {(context, msgid): [msgstr, ...]}
_plurals: dict[str, object] = {}    # language -> n -> index of the plural form
_ROOT = Path(__file__).resolve().parent


# -- the language ---------------------------------------------------------------------------------------
def language() -> str:
    return _current


def set_language(lang: str) -> None:
    """Speak `lang` from now on (one of LANGUAGES); its catalogues are read on first use."""
    global _current
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"unknown language {lang!r} (choose from {', '.join(LANGUAGES)})")
    changed, _current = lang != _current, lang
    if changed:
        for fn in _listeners:
            fn()


_listeners: list = []


def on_change(fn) -> None:
    """Call fn() after each change of the language (the fonts' order depends on it: ui/core/fonts.py)."""
    _listeners.append(fn)


def system_language(environ=None) -> str:
    """The system locale's language where it is one of LANGUAGES (zh_TW and zh_HK read Traditional
    Chinese), else English: LANGUAGE, LC_ALL, LC_MESSAGES and LANG in the order gettext reads them."""
    env = os.environ if environ is None else environ
    for key in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for value in (env.get(key) or "").split(":"):
            code = value.split(".")[0].split("@")[0].replace("-", "_")
            if not code or code in ("C", "POSIX"):
                continue
            lang, *rest = code.split("_")
            lang = lang.lower()
            if lang == "zh":
                if {r.upper() for r in rest} & {"TW", "HK", "MO", "HANT"}:
                    return "zh-TW"
                continue   # Simplified Chinese: not one of ours; look further
            if lang in ("ja", "fr", "en"):
                return lang
    return SOURCE


# -- looking up --------------------------------------------------------------------------------------------
def t(msgid: str, **params) -> str:
    """`msgid` in the current language, its {placeholders} filled from `params`."""
    return _fill(_lookup("", msgid, None, None), params)


def tc(context: str, msgid: str, **params) -> str:
    """`msgid` as used in `context` (gettext's msgctxt), in the current language."""
    return _fill(_lookup(context, msgid, None, None), params)


def N_(msgid: str) -> str:
    """Marks a message for the catalogues where it is defined (a table of texts at import time) and
    returns it untranslated: the code that shows it passes it through t() then, in the language of the moment."""
    return msgid


def tn(singular: str, plural: str, n: int, **params) -> str:
    """The form of a message for the count `n` ("{n} card" / "{n} cards"); `n` is also a placeholder."""
    return _fill(_lookup("", singular, plural, n), {"n": n, **params})


def _lookup(context: str, msgid: str, plural: str | None, n: int | None) -> str:
    lang = _current
    if lang == PSEUDO:
        return pseudo(msgid if plural is None or n == 1 else plural)
    if lang != SOURCE:
        forms = _catalogue(lang).get((context, msgid))
        if forms:
            i = _plurals[lang](n) if plural is not None else 0
            text = forms[i] if i < len(forms) else forms[-1]
            if text:
                return text
    return msgid if plural is None or n == 1 else plural


_ACCENTS = str.maketrans("aceinousyzACEINOUSYZ", "áçéîñöûšýžÁÇÉÎÑÖÛŠÝŽ")
_PSEUDO: dict[str, str] = {}


def joined(items) -> str:
    """The items of a list side by side as the language separates them ("Red 3, Red 4"; Japanese "、")."""
    return tc("list separator", ", ").join(items)


def pseudo(text: str) -> str:
    """`text` in the pseudo-language: letters accented and each word about 40% longer (so lines still wrap
    between words), placeholders kept."""
    out = _PSEUDO.get(text)
    if out is None:
        def word(m):
            w = m.group(0)
            return w.translate(_ACCENTS) + "ŵ" * round(len(w) * 0.4)
        parts = re.split(r"(\{[^{}]*\})", text)
        out = _PSEUDO[text] = "".join(p if p.startswith("{") else re.sub(r"[A-Za-z]+", word, p) for p in parts)
    return out


class _Keep(dict):
    """Placeholders the caller did not give stay as they are, never an exception on screen."""

    def __missing__(self, key):
        return "{" + key + "}"


def _fill(text: str, params: dict) -> str:
    if not params or "{" not in text:
        return text
    try:
        return text.format_map(_Keep(params))
    except (ValueError, IndexError, AttributeError):   # a stray brace in a translation: show it unfilled
        return text


# -- seats in the rules' words -----------------------------------------------------------------------------
def seat_ref(s: int) -> str:
    """How the rules' texts name seat `s`: "player 3" in the player's language; the table puts the seat's
    own name there (`named`)."""
    return t("player {number}", number=s + 1)


def named(text: str, name) -> str:
    """`text` with every seat_ref replaced by `name(seat)` (the table's names for its seats)."""
    words = t("player {number}")
    if "{number}" not in words:   # a translation that lost its number: nothing to find
        return text
    pattern = re.escape(words).replace(re.escape("{number}"), r"(\d+)")
    # (not after an ASCII letter or digit: "a 3-player table" stays; a Japanese word may run into it)
    return re.sub(r"(?<![A-Za-z0-9_])" + pattern + r"(?!\d)", lambda m: name(int(m.group(1)) - 1), text)


# -- the catalogues ----------------------------------------------------------------------------------------
def catalogue_files(lang: str) -> list[Path]:
    """Every .po file of `lang`: the shared one, then each game folder's."""
    return sorted(_ROOT.glob(f"locale/{lang}.po")) + sorted(_ROOT.glob(f"games/*/locale/{lang}.po"))


def _catalogue(lang: str) -> dict:
    cat = _catalogues.get(lang)
    if cat is None:
        cat = {}
        rule = None
        for path in catalogue_files(lang):
            entries = read_po(path.read_text(encoding="utf-8"))
            header = entries.pop(("", ""), None)
            if rule is None and header:
                rule = plural_rule(header[0])
            for key, forms in entries.items():
                cat.setdefault(key, forms)
        _catalogues[lang] = cat
        _plurals[lang] = rule or plural_rule("")
    return cat


def reload() -> None:
    """Forget the catalogues read (a test or a maintainer changed a .po file)."""
    _catalogues.clear()
    _plurals.clear()


_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(s: str) -> str:
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        raise ValueError(f"not a quoted string: {s!r}")
    return re.sub(r'\\(.)', lambda m: _ESCAPES.get(m.group(1), m.group(1)), s[1:-1])


def read_po(text: str) -> dict:
    """{(msgctxt, msgid): [msgstr or msgstr[0], msgstr[1], ...]} of a .po file's entries (the header is the
    entry with an empty msgid); fuzzy and obsolete entries are left out, as gettext does."""
    out: dict = {}
    entry: dict = {}
    field = None
    fuzzy = False

    def flush():
        nonlocal entry, fuzzy
        if "msgid" in entry and not fuzzy:
            if "msgstr" in entry:
                forms = [entry["msgstr"]]
            else:
                forms = [entry[k] for k in sorted((k for k in entry if k.startswith("msgstr[")),
                                                  key=lambda k: int(k[7:-1]))]
            out[(entry.get("msgctxt", ""), entry["msgid"])] = forms
        entry, fuzzy = {}, False

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            field = None
            continue
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            if line.startswith("#~"):
                field = None
            continue
        if line.startswith('"'):
            if field is None:
                raise ValueError(f"a continued string with nothing to continue: {raw!r}")
            entry[field] += _unquote(line)
            continue
        key, _, rest = line.partition(" ")
        if key in ("msgctxt", "msgid") and key in entry and "msgid" in entry:
            flush()
        if key not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not re.fullmatch(r"msgstr\[\d+\]", key):
            raise ValueError(f"an unknown keyword in a .po file: {raw!r}")
        field = key
        entry[key] = _unquote(rest)
    flush()
    return out


# -- Plural-Forms, read without eval -----------------------------------------------------------------------
_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()]))")


def plural_rule(header: str):
    """n -> plural form index, from the header's `Plural-Forms: nplurals=N; plural=EXPR;` (the C expression
    gettext uses, parsed by a small recursive-descent reader: never eval). No rule: English's."""
    m = re.search(r"plural\s*=\s*([^;\n]+)", header)
    if not m:
        return lambda n: 0 if n == 1 else 1
    toks, pos = [], 0
    expr = m.group(1).strip()
    while pos < len(expr):
        mt = _TOKEN.match(expr, pos)
        if not mt or mt.end() == pos:
            raise ValueError(f"cannot read the plural rule {expr!r}")
        toks.append(mt.group(1) or mt.group(2) or mt.group(3))
        pos = mt.end()
    tree, rest = _ternary(toks)
    if rest:
        raise ValueError(f"cannot read the plural rule {expr!r}")
    return lambda n: int(_eval(tree, 0 if n is None else n))


_BINARY = [("||",), ("&&",), ("==", "!="), ("<", ">", "<=", ">="), ("+", "-"), ("*", "/", "%")]


def _ternary(toks):
    cond, toks = _binary(toks, 0)
    if toks and toks[0] == "?":
        a, toks = _ternary(toks[1:])
        if not toks or toks[0] != ":":
            raise ValueError("':' expected in the plural rule")
        b, toks = _ternary(toks[1:])
        return ("?", cond, a, b), toks
    return cond, toks


def _binary(toks, level):
    if level == len(_BINARY):
        return _unary(toks)
    left, toks = _binary(toks, level + 1)
    while toks and toks[0] in _BINARY[level]:
        op = toks[0]
        right, toks = _binary(toks[1:], level + 1)
        left = (op, left, right)
    return left, toks


def _unary(toks):
    if not toks:
        raise ValueError("the plural rule ends too soon")
    tok = toks[0]
    if tok == "!":
        x, rest = _unary(toks[1:])
        return ("!", x), rest
    if tok == "(":
        x, rest = _ternary(toks[1:])
        if not rest or rest[0] != ")":
            raise ValueError("')' expected in the plural rule")
        return x, rest[1:]
    if tok == "n":
        return ("n",), toks[1:]
    if tok.isdigit():
        return ("num", int(tok)), toks[1:]
    raise ValueError(f"unexpected {tok!r} in the plural rule")


def _eval(node, n: int) -> int:
    op = node[0]
    if op == "n":
        return n
    if op == "num":
        return node[1]
    if op == "!":
        return int(not _eval(node[1], n))
    if op == "?":
        return _eval(node[2], n) if _eval(node[1], n) else _eval(node[3], n)
    a = _eval(node[1], n)
    if op == "||":
        return int(bool(a) or bool(_eval(node[2], n)))
    if op == "&&":
        return int(bool(a) and bool(_eval(node[2], n)))
    b = _eval(node[2], n)
    if op in ("/", "%"):
        return 0 if b == 0 else (a // b if op == "/" else a % b)
    return int(_OPS[op](a, b))


_OPS = {"==": int.__eq__, "!=": int.__ne__, "<": int.__lt__, ">": int.__gt__, "<=": int.__le__, ">=": int.__ge__,
        "+": int.__add__, "-": int.__sub__, "*": int.__mul__}
