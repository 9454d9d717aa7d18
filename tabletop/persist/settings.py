"""Player settings: JSON in the user config directory; bad files fall back to defaults with a notice."""

from __future__ import annotations

from tabletop.i18n import LANGUAGES, t, tc
from tabletop.persist.store import config_dir, keep_copy, read_json, set_aside, write_json

FILE = "settings.json"
SPEEDS = ("slow", "normal", "fast", "instant")   # in order: the setting steps through them slowest first
SIZES = ((1024, 576), (1280, 720), (1600, 900), (1920, 1080))
SIZE_RANGE = ((640, 400), (16384, 16384))  # a saved windowed size outside it is bad; --size uses the top too
AI_BUDGETS = (0.25, 0.5, 1.0, 2.0, 4.0)   # seconds a hard AI may think per decision
DEFAULTS = {
    "speed": "normal",          # animation speed; "instant" snaps every animation
    "colour_blind": False,      # colour notches on the faces and the colour-vision-safe palette
    "sound": True,
    "fullscreen": False,
    "size": [1280, 720],        # windowed size
    "highlight_legal": True,
    "ai_budget": 1.0,           # hard AI: seconds of search per decision
    "tables": {},               # each game's last table from its set-up (tabletop.ui.screens.setup_memory checks it)
    "language": "",             # one of tabletop.i18n.LANGUAGES; "" follows the system's language
}


def _ok_size(v) -> bool:
    return (isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v)
            and all(lo <= x <= hi for x, lo, hi in zip(v, *SIZE_RANGE)))


CHECKS = {
    "speed": lambda v: v in SPEEDS,
    "colour_blind": lambda v: type(v) is bool,
    "sound": lambda v: type(v) is bool,
    "fullscreen": lambda v: type(v) is bool,
    "size": _ok_size,
    "highlight_legal": lambda v: type(v) is bool,
    "ai_budget": lambda v: type(v) in (int, float) and v in AI_BUDGETS,
    "tables": lambda v: isinstance(v, dict),
    "language": lambda v: v == "" or v in LANGUAGES,
}


def path():
    return config_dir() / FILE


def defaults() -> dict:
    return {k: (type(v)(v) if isinstance(v, (list, dict)) else v) for k, v in DEFAULTS.items()}


def load() -> tuple[dict, str | None]:
    """(settings, notice). Never raises: a missing, unreadable or corrupt file gives the defaults.

    A file that exists but cannot be used is renamed to settings.json.bad-<n> and kept; a file with
    some bad values keeps its good values (the bad ones go back to their defaults, a copy of the old
    file is kept as settings.json.bad-<n> and the cleaned settings are written). Keys this version does
    not know (a newer version's settings) are kept as they are and written back by `save`. The notice
    says what happened and where the file is, for the title screen.
    """
    p = path()
    data, problem = read_json(p)
    s = defaults()
    if problem == "missing":
        return s, t("No settings saved yet: using the defaults.")
    if problem is None and not isinstance(data, dict):
        problem = t("not a JSON object")
    if problem:
        kept = set_aside(p)
        if kept:
            return s, t("The settings file {path} is {problem}: using the defaults (the old file is kept as {file}).",
                        path=str(p), problem=problem, file=kept.name)
        return s, t("The settings file {path} is {problem}: using the defaults.", path=str(p), problem=problem)
    bad = [k for k, v in data.items() if k in CHECKS and not CHECKS[k](v)]
    for k, v in data.items():
        if k not in bad:
            s[k] = v
    if bad:
        names = tc("list separator", ", ").join(sorted(bad))   # the settings' own names, as the file has them
        # the cleaned file is written while a copy of the old one is kept; the old one is never renamed
        # away first, so a failed write (a full disk) cannot lose the player's good settings
        kept = keep_copy(p)
        if kept is None:
            return s, t("Bad settings reset to defaults for now: {names} (the settings file {path} is left as it "
                        "is: no copy of it could be kept).", names=names, path=str(p))
        problem = save(s)
        if problem:
            try:
                kept.unlink()   # the old file is still in place: no copy needed
            except OSError:
                pass
            return s, t("Bad settings reset to defaults for now: {names}. {problem} (the old file is left as it "
                        "was).", names=names, problem=problem)
        return s, t("Bad settings reset to defaults: {names} (the old file is kept as {file} in {folder}).",
                    names=names, file=kept.name, folder=str(p.parent))
    return s, None


def saved_language() -> str:
    """The language the settings file names ("" for none, or a file that cannot be read): the app speaks it
    before load() words its notice about that file."""
    data, problem = read_json(path())
    v = data.get("language", "") if problem is None and isinstance(data, dict) else ""
    return v if isinstance(v, str) and CHECKS["language"](v) else ""


def save(settings: dict) -> str | None:
    """Write the settings atomically; returns a notice if that failed (never raises). Keys this version
    does not know are written back unchanged, so a newer version's settings survive an older one."""
    clean = {k: settings.get(k, v) for k, v in DEFAULTS.items()}
    clean.update((k, v) for k, v in settings.items() if k not in DEFAULTS)
    try:
        write_json(path(), clean)
        return None
    except OSError as e:
        return t("Could not save settings to {path}: {error}", path=str(path()), error=e.strerror or e)
