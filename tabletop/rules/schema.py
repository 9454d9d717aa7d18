"""A small declarative schema checker: each failure names the file, the key path and the reason."""

from __future__ import annotations

import unicodedata

from tabletop.engine.errors import ConfigError


MAX_REASON = 300  # characters of a failure's reason


class Ctx:
    """What a check needs besides the value: the file name, for messages."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, path: str, reason: str):
        if len(reason) > MAX_REASON:  # a value quoted in full could be huge (YAML aliases multiply it)
            reason = reason[:MAX_REASON] + " ..."
        raise ConfigError(self.file, path or "(top level)", reason)


def _tname(v) -> str:
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
            list: "a list", dict: "a mapping", type(None): "empty"}.get(type(v), type(v).__name__)


class Spec:
    def check(self, v, path: str, ctx: Ctx):
        raise NotImplementedError


class Any_(Spec):
    def check(self, v, path, ctx):
        return v


class Bool(Spec):
    def check(self, v, path, ctx):
        if type(v) is not bool:
            ctx.fail(path, f"expected true or false, got {_tname(v)} {v!r}")
        return v


class Int(Spec):
    """An integer in min..max. `expect` words what is wanted ("a whole number of points, 0 or more") for a
    value of another type or below the minimum; `why` says why the maximum is where it is."""

    def __init__(self, min=None, max=None, expect: str | None = None, why: str | None = None):
        self.min, self.max, self.expect, self.why = min, max, expect, why

    def check(self, v, path, ctx):
        if type(v) is not int:
            ctx.fail(path, f"expected {self.expect or 'an integer'}, got {_tname(v)} {v!r}")
        if self.min is not None and v < self.min:
            ctx.fail(path, f"expected {self.expect}, got {v}" if self.expect else f"{v} is below the minimum {self.min}")
        if self.max is not None and v > self.max:
            ctx.fail(path, f"{v} is above the maximum {self.max}" + (f": {self.why}" if self.why else ""))
        return v


# Points a card (or a round win) scores. The wild action cards, at 50, are the most any shipped card is
# worth; past 1,000 a round alone would pass every match target (see loader.MAX_TARGET): a typo, not a rule.
MAX_POINTS = 1000
POINTS_WHY = "no card or round win is worth that much (the shipped tables score 1 to 50 points)"


def Points(min: int = 0) -> Int:
    """A scoring table's points for one card or one round win."""
    return Int(min, MAX_POINTS, expect=f"a whole number of points, {min} or more", why=POINTS_WHY)


MAX_STR = 200      # characters of a name in a config (an id, a key, a choice, a hook): the longest shipped is 32
MAX_LINE = 200     # characters of a one-line text shown on screen (a game's name, a label): the longest is 35
MAX_TEXT = 20_000  # characters of a text of several lines (a description, rules_text): the longest is 719


class Str(Spec):
    def __init__(self, choices=None, max_len: int = MAX_STR):
        self.choices = list(choices) if choices is not None else None
        self.max_len = max_len

    def check(self, v, path, ctx):
        if type(v) is not str:
            ctx.fail(path, f"expected a string, got {_tname(v)} {v!r}")
        if len(v) > self.max_len:   # a 50-million-character name loaded, and crawled through every screen
            ctx.fail(path, f"{len(v)} characters: at most {self.max_len} here")
        if self.choices is not None and v not in self.choices:
            ctx.fail(path, f"{v!r} is not one of {', '.join(map(str, self.choices))}")
        return v


def unshowable(text: str, lines: bool = True) -> tuple[int, str] | None:
    """(position, character) of the first character a screen cannot show (a control character such as
    NUL, a lone surrogate; with `lines` False also a line break or tab), or None. Drawing such a text
    crashed the table."""
    for i, ch in enumerate(text):
        if ch in "\n\t":
            if lines:
                continue
            return i, ch
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp"):
            return i, ch
    return None


class Text(Str):
    """A string shown to the player: printable text, on one line unless `lines` (a description)."""

    def __init__(self, lines: bool = False, choices=None):
        super().__init__(choices, MAX_TEXT if lines else MAX_LINE)
        self.lines = lines

    def check(self, v, path, ctx):
        super().check(v, path, ctx)
        bad = unshowable(v, self.lines)
        if bad:
            i, ch = bad
            what = "a line break or tab" if ch in "\n\t" else f"the control character U+{ord(ch):04X}"
            ctx.fail(path, f"{what} at character {i + 1}: the text is shown on screen and must be printable"
                     + ("" if self.lines else " text on one line"))
        return v


class Hook(Spec):
    """The name of a registered hook that fills `role` (see tabletop.rules.registry.role_problem)."""

    def __init__(self, role: str | None = None):
        self.role = role

    def check(self, v, path, ctx):
        from tabletop.rules.registry import has_hook, hook_names, role_problem
        Str().check(v, path, ctx)
        if not has_hook(v):
            near = [n for n in hook_names(v.split(".")[0] + ".")][:6]
            hint = f" (known: {', '.join(near)}...)" if near else ""
            ctx.fail(path, f"unknown hook {v!r}{hint}")
        problem = role_problem(v, self.role) if self.role else None
        if problem:
            ctx.fail(path, problem)
        return v


class List(Spec):
    def __init__(self, item: Spec, min_len=0):
        self.item, self.min_len = item, min_len

    def check(self, v, path, ctx):
        if type(v) is not list:
            ctx.fail(path, f"expected a list, got {_tname(v)} {v!r}")
        if len(v) < self.min_len:
            ctx.fail(path, f"needs at least {self.min_len} item(s)")
        return [self.item.check(x, f"{path}[{i}]", ctx) for i, x in enumerate(v)]


class Dict(Spec):
    """A mapping with a fixed set of keys; `required` lists the keys that must be present."""

    def __init__(self, keys: dict, required=(), defaults=None):
        self.keys, self.required, self.defaults = keys, set(required), defaults or {}

    def check(self, v, path, ctx):
        if type(v) is not dict:
            ctx.fail(path, f"expected a mapping, got {_tname(v)} {v!r}")
        out = dict(self.defaults)
        for k, x in v.items():
            kp = f"{path}.{k}" if path else str(k)
            if k not in self.keys:
                ctx.fail(kp, f"unknown key {k!r} (allowed: {', '.join(sorted(map(str, self.keys)))})")
            out[k] = self.keys[k].check(x, kp, ctx)
        for k in sorted(self.required, key=str):
            if k not in v:
                ctx.fail(f"{path}.{k}" if path else str(k), "required key is missing")
        return out


class Map(Spec):
    """A mapping with free keys of one kind and values of one kind."""

    def __init__(self, key: Spec, value: Spec, min_len=0):
        self.key, self.value, self.min_len = key, value, min_len

    def check(self, v, path, ctx):
        if type(v) is not dict:
            ctx.fail(path, f"expected a mapping, got {_tname(v)} {v!r}")
        if len(v) < self.min_len:
            ctx.fail(path, f"needs at least {self.min_len} entr(y/ies)")
        out = {}
        for k, x in v.items():
            kp = f"{path}.{k}" if path else str(k)
            self.key.check(k, kp, ctx)
            out[k] = self.value.check(x, kp, ctx)
        return out


class OneOf(Spec):
    """The first alternative that accepts the value; otherwise the reason of the last one."""

    def __init__(self, *alts: Spec, describe: str = ""):
        self.alts, self.describe = alts, describe

    def check(self, v, path, ctx):
        err = None
        for a in self.alts:
            try:
                return a.check(v, path, ctx)
            except ConfigError as e:
                err = e
        if self.describe:
            ctx.fail(path, f"expected {self.describe}, got {_tname(v)} {v!r}")
        raise err
