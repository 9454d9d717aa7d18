"""Statistics: what the finished matches with a human at the table came to, per game, in the user data
directory (stats.json). A damaged file is set aside (kept as stats.json.bad-<n>) and counting starts
again, with a notice; one that cannot be read now, or a newer version's, is left in place and nothing is
counted into it; recording never raises.

Per game: `played` and `won` count the matches with one human (against AI seats), `easy`, `normal` and
`hard` the same as [won, played] when every AI seat was at that level, `hotseat` the matches with two or
more humans, `rounds` the rounds (deals) of all of them. A match against AI seats in which a move was
taken back (Undo) counts apart, in `takeback` as [won, played], never in `played`, `won` or a level. A game this version does not know (a newer
version's) is kept as it is.
"""

from __future__ import annotations

from tabletop.i18n import t
from tabletop.persist.store import data_dir, read_json, set_aside, write_json

FILE = "stats.json"
VERSION = 1
LEVELS = ("easy", "normal", "hard")
COUNTS = ("played", "won", "hotseat", "rounds")
PAIRS = LEVELS + ("takeback",)   # [won, played] counts


def path():
    return data_dir() / FILE


def blank() -> dict:
    """A game's statistics before its first match."""
    out: dict = {k: 0 for k in COUNTS}
    out.update((lv, [0, 0]) for lv in PAIRS)
    return out


def _count(v) -> bool:
    return type(v) is int and 0 <= v < 10 ** 12


def _problem(data) -> str | None:
    """Why `data` is not a statistics file this version can use, or None."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        return t("not a statistics file")
    if not _count(data.get("version")):
        return t("not a statistics file (no version)")
    for gid, g in data["games"].items():
        if not isinstance(g, dict):
            return t("damaged at {place}", place=repr(gid))
        for k in COUNTS:
            if k in g and not _count(g[k]):
                return t("damaged at {place}", place=f"{gid}.{k}")
        for lv in PAIRS:
            v = g.get(lv, [0, 0])
            if not (isinstance(v, list) and len(v) == 2 and all(map(_count, v)) and v[0] <= v[1]):
                return t("damaged at {place}", place=f"{gid}.{lv}")
        if g.get("won", 0) > g.get("played", 0):
            return t("damaged at {place} (more than played)", place=f"{gid}.won")
    return None


def load() -> tuple[dict, str | None]:
    """(statistics, notice). Never raises: a missing file is no matches yet; a damaged one is renamed to
    stats.json.bad-<n> and counting starts again; one that cannot be read now, or a newer version's, is
    left in place and marked `keep` (nothing is written into it). The notice says which."""
    p = path()
    data, problem = read_json(p)
    if problem == "missing":
        return {"version": VERSION, "games": {}}, None
    if problem is not None and problem.kind == "unreadable":
        # a file that cannot be read now (permissions, a disk error) may be fine later: left in place, and
        # nothing is counted into it until it can be read
        return {"version": VERSION, "games": {}, "keep": True}, t(
            "The statistics file {path} is {problem}: it is left as it is, and nothing is counted into it until it "
            "can be read.", path=str(p), problem=problem)
    if problem is None and isinstance(data, dict) and _count(data.get("version")) and data["version"] > VERSION:
        # a newer version's file: left as it is, and nothing is counted into it by this one
        return {"version": VERSION, "games": {}, "keep": True}, t(
            "The statistics file {path} was made by a newer version of tabletop: this version shows and counts "
            "nothing in it.", path=str(p))
    problem = problem or _problem(data)
    if problem:
        kept = set_aside(p)
        if kept:
            notice = t("The statistics file {path} is {problem}: counting starts again (the old file is kept as "
                       "{file}).", path=str(p), problem=problem, file=kept.name)
        else:
            notice = t("The statistics file {path} is {problem}: counting starts again.", path=str(p), problem=problem)
        return {"version": VERSION, "games": {}}, notice
    games = {}
    for gid, g in data["games"].items():
        games[gid] = blank()
        games[gid].update((k, list(v) if isinstance(v, list) else v) for k, v in g.items())
    return {"version": VERSION, "games": games}, None


def save(data: dict) -> str | None:
    """Write the statistics atomically; a notice if that failed (never raises)."""
    try:
        write_json(path(), data)
        return None
    except OSError as e:
        return t("Could not save the statistics to {path}: {error}", path=str(path()), error=e.strerror or e)


def game(data: dict, game_id: str) -> dict:
    """One game's statistics (a blank one before its first match)."""
    return data["games"].get(game_id) or blank()


def record(game_id: str, seats: list[dict], winners: list[int], rounds: int, takeback: bool = False) -> str | None:
    """Count a finished match (nothing when no human played; with a takeback apart from the clean ones);
    returns a notice if the file was damaged or could not be written."""
    humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
    if not humans:
        return None
    data, notice = load()
    if data.get("keep"):
        return notice
    g = data["games"].setdefault(game_id, blank())
    g["rounds"] += max(0, int(rounds))
    if len(humans) > 1:
        g["hotseat"] += 1
    elif takeback:
        g["takeback"][0] += int(humans[0] in winners)
        g["takeback"][1] += 1
    else:
        won = int(humans[0] in winners)
        g["played"] += 1
        g["won"] += won
        levels = {s.get("level") for s in seats if s["kind"] != "human"}
        if len(levels) == 1 and (lv := levels.pop()) in LEVELS:
            g[lv][0] += won
            g[lv][1] += 1
    return save(data) or notice


def reset() -> str | None:
    """Forget every match (a newer version's file, or one that cannot be read, is left alone); a notice if
    nothing was reset."""
    data, notice = load()
    if data.get("keep"):
        return notice
    return save({"version": VERSION, "games": {}})
