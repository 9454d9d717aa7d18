"""Where settings and saves live (platformdirs, or $TABLETOP_HOME) and how files are written safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from tabletop.i18n import t

APP = "tabletop"


def config_dir() -> Path:
    """The user config directory; $TABLETOP_HOME/config when that variable is set."""
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "config"
    import platformdirs
    return Path(platformdirs.user_config_dir(APP))


def data_dir() -> Path:
    """The user data directory; $TABLETOP_HOME/data when that variable is set."""
    from tabletop.resources import user_data_dir
    return user_data_dir()


def _umask() -> int:
    """The process's umask, read without changing it (os.umask would, for a moment, for every thread)."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)   # elsewhere (macOS, Windows): read it by setting it, then put it back
    os.umask(mask)
    return mask


def write_atomic(path: Path, text: str, make_parents: bool = False) -> None:
    """Write `text` to `path` so a reader sees the old file or the new one, never half of one.

    A symlink is written through (its target gets the new text, the link stays); the file keeps its
    permission bits (a new one gets 0o666 less the umask, like any file the program opens). Missing
    folders are made only with `make_parents` (the app's own config and data folders), never for a path
    the player typed: a typo there is an error, not a new folder."""
    path = Path(path)
    try:
        path = path.resolve()
    except (OSError, RuntimeError):   # a symlink loop: os.replace below reports it
        pass
    if make_parents:
        path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            try:
                os.chmod(tmp, mode)
            except OSError:
                pass
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json(path: Path, data) -> None:
    """The app's own JSON files (settings, autosave): their folder is made if missing."""
    write_atomic(path, json.dumps(data, indent=1, sort_keys=True) + "\n", make_parents=True)


def set_aside(path: Path) -> Path | None:
    """Rename a bad file to `<name>.bad-<n>` (first free n) so it is kept, not lost; returns the new path."""
    path = Path(path)
    for n in range(1, 1000):
        dst = path.with_name(f"{path.name}.bad-{n}")
        if not dst.exists():
            try:
                os.replace(path, dst)
                return dst
            except OSError:
                return None
    return None


def keep_copy(path: Path) -> Path | None:
    """Keep the file as `<name>.bad-<n>` (first free n) while leaving it in place, so it can be rewritten
    and the old text is never lost on the way; returns the copy's path, or None if none could be made."""
    path = Path(path)
    for n in range(1, 1000):
        dst = path.with_name(f"{path.name}.bad-{n}")
        if dst.exists() or dst.is_symlink():
            continue
        try:
            os.link(path, dst)
            return dst
        except OSError:
            pass
        try:   # no hard links here (another disk, FAT): a plain copy
            data = path.read_bytes()
            out = open(dst, "xb")
        except OSError:
            return None
        try:
            with out:
                out.write(data)
            return dst
        except OSError:
            try:
                dst.unlink()
            except OSError:
                pass
            return None
    return None


class Problem(str):
    """Why a file cannot be used, in the player's words (the notices say it), with its `kind` for the code:
    "missing", "unreadable", "encoding", "nesting", "json" or "content"."""

    kind = "content"

    def __new__(cls, text: str, kind: str = "content"):
        self = super().__new__(cls, text)
        self.kind = kind
        return self


def read_json(path: Path):
    """(data, problem): problem is None, "missing", or a short reason the file cannot be used (a Problem:
    its words, in the player's language, follow "is" in a notice: "The settings file ... is not valid JSON")."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, Problem("missing", "missing")
    except OSError as e:
        return None, Problem(t("unreadable ({error})", error=e.strerror or e), "unreadable")
    try:
        text = raw.decode("utf-8-sig")   # a byte-order mark (a file saved by Notepad) is fine
    except UnicodeDecodeError:
        return None, Problem(t("not UTF-8 text"), "encoding")
    try:
        return json.loads(text), None
    except RecursionError:
        return None, Problem(t("nested too deeply to read"), "nesting")
    except ValueError:   # not JSON, or a number too long to read
        return None, Problem(t("not valid JSON"), "json")
