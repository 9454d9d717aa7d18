"""One saving window at a time: an operating-system lock on a file in the data directory.

Two windows open at once would write the same autosave, each overwriting the other's match. The first
window holds the lock for as long as it runs (the system lets go of it if the program dies); a second one
plays without saving and says so. A lock that cannot be taken for another reason (a read-only disk) is
not a second window: that window saves as usual and the save itself reports any failure.
"""

from __future__ import annotations

import errno
import os

from tabletop.persist.store import data_dir

FILE = "running.lock"


class InstanceLock:
    """The held lock; `release()` (or the end of the process) lets the next window save."""

    def __init__(self, f):
        self.f = f

    def release(self) -> None:
        if self.f is not None:
            try:
                _unlock(self.f)
            finally:
                self.f.close()
                self.f = None


def acquire() -> InstanceLock | None:
    """The lock if this is the only window, None if another window holds it. Where no lock can be taken
    at all (the directory cannot be written), an empty lock: nobody can tell, so saving goes on."""
    try:
        d = data_dir()
        d.mkdir(parents=True, exist_ok=True)
        f = open(d / FILE, "a+b")
    except OSError:
        return InstanceLock(None)
    try:
        _lock(f)
    except BlockingIOError:
        f.close()
        return None
    except OSError:
        f.close()
        return InstanceLock(None)
    try:
        f.seek(0)
        f.truncate()
        f.write(f"{os.getpid()}\n".encode())
        f.flush()
    except OSError:
        pass
    return InstanceLock(f)


if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(f) -> None:
        f.seek(0)
        try:
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError as e:
            if e.errno in (errno.EACCES, errno.EDEADLOCK):   # held by another window
                raise BlockingIOError(str(e)) from None
            raise

    def _unlock(f) -> None:
        f.seek(0)
        msvcrt.locking(f.fileno(), msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(f) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(f) -> None:
        fcntl.flock(f.fileno(), fcntl.LOCK_UN)
