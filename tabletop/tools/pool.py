"""Independent jobs spread over worker processes, their results handed back in the order of the jobs.

Used by `tournament --jobs N`: each round is one job that depends only on its own arguments (its deal's
seed, its rotation, its bots' seeds), so the results, taken in job order, are the same whatever the
number of workers.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from typing import Callable, Iterator


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def ordered_map(fn: Callable, jobs: list, workers: int, initializer: Callable | None = None,
                initargs: tuple = ()) -> Iterator:
    """fn(job) for each job, in job order. With one worker (or one job) in this process, without a pool;
    else in `workers` processes (forked where the system can, so nothing is imported again), each job sent
    alone so a slow one does not hold others back. `initializer(*initargs)` runs once in each worker
    (and here, when there is no pool). A job's exception is raised here, when its turn comes."""
    workers = max(1, min(workers, len(jobs)))
    if workers == 1:
        if initializer is not None:
            initializer(*initargs)
        yield from map(fn, jobs)
        return
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else None)
    ex = ProcessPoolExecutor(max_workers=workers, mp_context=ctx, initializer=initializer, initargs=initargs)
    try:
        futures = [ex.submit(fn, job) for job in jobs]
        for f in futures:
            yield f.result()
    finally:   # an error, Ctrl+C or a reader that stopped: the rest is not played
        ex.shutdown(wait=True, cancel_futures=True)


def progress_line(done: int, total: int, workers: int, unit: str) -> str:
    return f"\r{done}/{total} {unit} played ({workers} worker{'s' if workers != 1 else ''})"

