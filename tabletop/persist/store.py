"""Where settings and saves live (platformdirs, or $TABLETOP_HOME) and how files are written safely."""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
from pathlib import Path

from tabletop.i18n import t, tn

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


_TEMP = re.compile(r"\.[A-Za-z0-9_]{8}\.tmp")   # what tempfile.mkstemp adds between the name and .tmp


def remove_stale_temps(folder: Path, names) -> int:
    """Remove the temporary files write_atomic left behind in `folder` for these file names (a kill during a
    save leaves `autosave.json.k3j_x9ab.tmp`; nothing else removed them, so every kill left one more).
    Only for the window holding the instance lock: no other window writes these files then. Returns how
    many were removed; never raises."""
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for e in entries:
        for name in names:
            if e.name.startswith(name) and _TEMP.fullmatch(e.name[len(name):]):
                try:
                    if e.is_file(follow_symlinks=False):
                        os.unlink(e.path)
                        removed += 1
                except OSError:
                    pass
                break
    return removed


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


class FileProblem(ValueError):
    """A file that is there but is no file to read: not a regular file, or too big. The message is plain words."""


def size_words(n: int) -> str:
    if n >= 1024 * 1024:
        return t("{size} MB", size=f"{n / 1024 / 1024:.1f}")
    return t("{size} KB", size=f"{n / 1024:.0f}") if n >= 1024 else tn("{n} byte", "{n} bytes", n)


def read_capped(path, max_bytes: int) -> bytes:
    """The bytes of the regular file at `path`, at most `max_bytes` of them. Raises FileProblem for
    anything else there (a FIFO or a device: reading a FIFO waited for a writer for ever, and the program
    hung at its start) or a bigger file, OSError if it cannot be opened or read (IsADirectoryError for a
    folder, as reading one always said).

    Opened without waiting (O_NONBLOCK: a FIFO opens at once) and checked on the open file itself, so
    what is checked is what is read."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):   # as reading it says (and statistics leave it for later, as before)
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(st.st_mode):
            raise FileProblem(t("not a regular file (a pipe or a device)"))
        if st.st_size > max_bytes:
            raise FileProblem(t("too big ({size}; at most {most})", size=size_words(st.st_size),
                                most=size_words(max_bytes)))
        chunks, total = [], 0
        while True:   # the size said may be wrong (a file still growing): never more than the cap
            b = os.read(fd, min(1 << 20, max_bytes + 1 - total))
            if not b:
                break
            chunks.append(b)
            total += len(b)
            if total > max_bytes:
                raise FileProblem(t("too big (over {most})", most=size_words(max_bytes)))
        return b"".join(chunks)
    finally:
        os.close(fd)


MAX_JSON = 1024 * 1024   # a settings or statistics file: a few KB (a long saved match says more; see autosave)


def read_json(path: Path, max_bytes: int = MAX_JSON):
    """(data, problem): problem is None, "missing", or a short reason the file cannot be used (a Problem:
    its words, in the player's language, follow "is" in a notice: "The settings file ... is not valid JSON";
    among them: not a regular file, bigger than `max_bytes`)."""
    path = Path(path)
    try:
        raw = read_capped(path, max_bytes)
    except FileNotFoundError:
        return None, Problem("missing", "missing")
    except FileProblem as e:
        return None, Problem(str(e), "content")   # no file to read (a pipe, too big): set aside like damage
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
