"""Where settings and saves live (platformdirs, or $TABLETOP_HOME) and how files are written safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

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
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "data"
    import platformdirs
    return Path(platformdirs.user_data_dir(APP))


def write_atomic(path: Path, text: str) -> None:
    """Write `text` to `path` so a reader sees the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json(path: Path, data) -> None:
    write_atomic(path, json.dumps(data, indent=1, sort_keys=True) + "\n")


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


def read_json(path: Path):
    """(data, problem): problem is None, "missing", or a short reason the file cannot be used."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None, "missing"
    except OSError as e:
        return None, f"unreadable ({e.strerror or e})"
    try:
        return json.loads(raw.decode("utf-8")), None
    except (UnicodeDecodeError, ValueError, RecursionError) as e:  # RecursionError: nested too deep to read
        return None, f"corrupt ({type(e).__name__})"
