"""Read a game config's YAML text into plain data: size-capped, safe constructors only, libyaml where PyYAML has
it, and every problem (a key named twice, a value YAML cannot make, a character a screen cannot show) a
ConfigError naming file, key and reason."""

from __future__ import annotations

from pathlib import Path

import yaml

from tabletop.engine.errors import ConfigError
from tabletop.rules.schema import unshowable


def _duplicate_key(node, path: str = "", done: set | None = None):
    """(key path, reason) for the first mapping that names a key twice (YAML keeps only the last), or None.
    A node shared through an alias is looked at once."""
    done = set() if done is None else done
    if id(node) in done:
        return None
    done.add(id(node))
    if isinstance(node, yaml.MappingNode):
        seen = set()
        for k, v in node.value:
            key = k.value if isinstance(k, yaml.ScalarNode) else None
            kp = f"{path}.{key}" if path else str(key)
            if key is not None and key in seen:
                return kp, f"duplicate key {key!r} (line {k.start_mark.line + 1}): the earlier one would be ignored"
            seen.add(key)
            found = _duplicate_key(v, kp, done)
            if found:
                return found
    elif isinstance(node, yaml.SequenceNode):
        for i, v in enumerate(node.value):
            found = _duplicate_key(v, f"{path}[{i}]", done)
            if found:
                return found
    return None


KINDS = {"tag:yaml.org,2002:int": "an integer", "tag:yaml.org,2002:float": "a number",
         "tag:yaml.org,2002:timestamp": "a real date or time", "tag:yaml.org,2002:bool": "true or false"}


def _unreadable_value(text: str):
    """(key path, reason) for the first value YAML cannot make (an impossible date, `!!int abc`, an
    integer of thousands of digits), found by making each value in turn; None if none fails alone."""
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except (yaml.YAMLError, RecursionError):
        return None
    done: set = set()
    todo = [(root, "")]
    while todo:
        node, path = todo.pop()
        if id(node) in done:
            continue
        done.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            try:
                yaml.constructor.SafeConstructor().construct_object(node)
            except (ValueError, OverflowError, yaml.YAMLError) as e:
                v = node.value if len(node.value) <= 40 else node.value[:20] + "..." + node.value[-8:]
                line = f" (line {node.start_mark.line + 1})"
                digits = sum(c.isdigit() for c in node.value)
                if node.tag == "tag:yaml.org,2002:int" and digits > 4000:
                    return path or "(file)", f"an integer of {digits} digits is too long to read{line}"
                # a date's own reason is plain ("day is out of range for month"); int()'s and float()'s are not
                why = str(e) if node.tag == "tag:yaml.org,2002:timestamp" and "sys." not in str(e) else ""
                kind = KINDS.get(node.tag, "a value")
                return path or "(file)", (f"{v!r} is not {kind}{line}" + (f": {why}" if why else ""))
        elif isinstance(node, yaml.MappingNode):
            for k, v in reversed(node.value):
                key = k.value if isinstance(k, yaml.ScalarNode) else "?"
                kp = f"{path}.{key}" if path else str(key)
                todo.append((v, kp))
                todo.append((k, kp))
        elif isinstance(node, yaml.SequenceNode):
            for i, v in reversed(list(enumerate(node.value))):
                todo.append((v, f"{path}[{i}]"))
    return None


MAX_INT_BITS = 14_000   # about 4200 decimal digits: beyond that Python cannot even print the number


def _unusable_value(data):
    """(key path, reason) for the first text (a value or a key) holding a character a screen cannot show
    (NUL, another control character, a lone surrogate: drawing it crashed the table), or an integer too
    long to print (a hexadecimal one of thousands of digits); None if there is none. Line breaks and tabs
    are allowed here; names and labels are checked for one line by the schema."""
    done: set = set()
    todo = [(data, "")]
    while todo:
        x, path = todo.pop()
        if type(x) is int and x.bit_length() > MAX_INT_BITS:
            return path or "(file)", f"an integer of about {int(x.bit_length() * 0.30103)} digits is too long to read"
        if isinstance(x, str):
            bad = unshowable(x)
            if bad:
                i, ch = bad
                return path or "(file)", (f"the control character U+{ord(ch):04X} at character {i + 1}: "
                                          "text in a game config must be printable")
        elif isinstance(x, (dict, list)):
            if id(x) in done:   # shared through a YAML alias: looked at once
                continue
            done.add(id(x))
            items = x.items() if isinstance(x, dict) else enumerate(x)
            for k, v in reversed(list(items)):
                kp = (f"{path}.{k}" if path else str(k)) if isinstance(x, dict) else f"{path}[{k}]"
                todo.append((v, kp))
                if isinstance(k, (str, int)):
                    todo.append((k, kp))
    return None


MAX_CONFIG_BYTES = 1024 * 1024   # the shipped configs are 5 to 13 KB; a deck of MAX_DECK cards listed one by one
# is about 100 KB. Without a cap a 50 MB config took minutes to validate, with a 588 MB peak.

# libyaml's parser where PyYAML was built with it (ten times as fast: 16 ms -> 1.3 ms for the biggest shipped
# config, which the title pays at launch); the same node tree, so the duplicate-key check and the safe constructor are unchanged
SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _parse(text: str, name: str, loader_class):
    """The data of a YAML text, parsed once: the node tree is checked for a key named twice, then made into
    data. Raises ConfigError, yaml.YAMLError or RecursionError."""
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        dup = _duplicate_key(node)
        if dup:
            raise ConfigError(name, dup[0], dup[1])
        try:
            return loader.construct_document(node) if node is not None else None
        except (ValueError, OverflowError) as e:  # a value YAML cannot make: 2001-02-30, !!int abc, 5000 digits
            key, reason = _unreadable_value(text) or ("(file)", f"a value cannot be read ({e})")
            raise ConfigError(name, key, reason) from None
    finally:
        loader.dispose()


def read_yaml(path: Path):
    """The data of a YAML file (safe_load rules: plain data only); raises ConfigError naming file/key/reason."""
    from tabletop.persist.store import FileProblem, read_capped, size_words
    name = path.name
    try:
        text = read_capped(path, MAX_CONFIG_BYTES).decode("utf-8")
    except FileProblem as e:   # a FIFO waited for ever; a 50 MB file took minutes and 588 MB to validate
        raise ConfigError(name, "(file)", f"{e}: a game config is a text file of at most "
                          f"{size_words(MAX_CONFIG_BYTES)}") from None
    except OSError as e:
        raise ConfigError(name, "(file)", f"cannot read: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise ConfigError(name, "(file)", f"not UTF-8 text (byte {e.start}): save the file as UTF-8") from None
    try:
        try:
            data = _parse(text, name, SAFE_LOADER)
        except yaml.YAMLError:
            if SAFE_LOADER is yaml.SafeLoader:
                raise
            # libyaml refuses a little more than PyYAML's own parser (an escaped lone surrogate, 1000 levels
            # of nesting) and words it otherwise: a file it refuses is read again the old way, so every
            # file is accepted or refused, and named, as before
            data = _parse(text, name, yaml.SafeLoader)
        bad = _unusable_value(data)
        if bad:
            raise ConfigError(name, bad[0], bad[1])
    except yaml.YAMLError as e:
        where = getattr(e, "problem_mark", None)
        at = f" at line {where.line + 1}, column {where.column + 1}" if where else ""
        raise ConfigError(name, "(file)", f"not valid YAML{at}: {getattr(e, 'problem', e)}") from None
    except RecursionError:
        raise ConfigError(name, "(file)", "nested too deeply to be a game config") from None
    return data
