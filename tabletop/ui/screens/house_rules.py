"""A game's options in the set-up screen's words, for the set-up itself, the pause menu (the match's house
rules) and the title's Resume line: one place that words an option's value.

A game's table (tabletop.ui.table.contract.GameTable) words what the config cannot: setup_fixed,
setup_value, seat_team and idle_option. How a match ends comes from the engine (Game.match_goal).
"""

from __future__ import annotations

from tabletop.i18n import t, tn
from tabletop.ui.core.words import config_text, switches


def _ui(game):
    from tabletop.ui.table.contract import table_of
    return table_of(game)


def choices(o: dict) -> list:
    """(value, words) for each value an option may take, in the order the set-up steps through them; the
    words in the player's language (the config's value words are messages of the game's catalogue)."""
    kind = o["type"]
    if kind == "bool":
        return switches()
    if kind == "choice":
        return [(c, config_text(c) if isinstance(c, str) else str(c)) for c in o["choices"]]
    names = o.get("value_labels", {})
    if "presets" in o:
        return [(v, config_text(names[v]) if v in names else str(v)) for v in o["presets"]]
    lo, hi = o.get("min", 0), o.get("max", o.get("min", 0) + 10)
    return [(v, config_text(names[v]) if v in names else str(v)) for v in range(lo, hi + 1)]


def value_choices(game, options: dict, name: str) -> list:
    """choices() with the game's own words for the values (a number shown as "auto (−100)")."""
    ui = _ui(game)
    return [(v, ui.setup_value(game, options, name, v, words)) for v, words in choices(game.options_spec[name])]


def fixed(game, options: dict, name: str, players: int | None = None) -> str | None:
    """The value of a row the player cannot change: an option with one value ("always in"), one the game
    says another option decides now, or (given the table's size) one the game takes only one value of at
    this table ("off (not with 3 players)"); None for a row the player steps through."""
    o = game.options_spec[name]
    if len(choices(o)) == 1:
        return t("always {value}", value=choices(o)[0][1])
    held = _ui(game).setup_fixed(game, options, name)
    if held is not None or players is None:
        return held
    ok = _taken(game, options, name, players)
    if len(ok) != 1:
        return None
    words = next(w for v, w in value_choices(game, options, name) if v == ok[0])
    lo, hi = game.min_players, game.max_players
    by_count = any(len(_taken(game, options, name, n)) > 1 for n in range(lo, hi + 1) if n != players)
    if by_count:
        return tn("{value} (not with {n} player)", "{value} (not with {n} players)", players, value=words)
    return t("{value} (with these rules)", value=words)


def _taken(game, options: dict, name: str, players: int) -> list:
    """The values of option `name` the game takes at a table of `players`, the other options as they are."""
    out = []
    for v, _words in choices(game.options_spec[name]):
        try:
            game.resolve_options({**options, name: v}, players)
        except (ValueError, TypeError):
            continue
        out.append(v)
    return out


def at_table(game, options: dict, players: int) -> dict:
    """`options` as a table of `players` plays them: an option the game takes only one value of there
    (team play at 3 players: off) has that value; the player's own choice is kept by the
    caller for a table where it fits again."""
    out = dict(options)
    for _ in range(len(game.options_spec)):   # one fixed value can leave another with one value
        changed = False
        for name, o in game.options_spec.items():
            if len(choices(o)) < 2:
                continue
            ok = _taken(game, out, name, players)
            if len(ok) == 1 and out.get(name, o["default"]) != ok[0]:
                out[name], changed = ok[0], True
        if not changed:
            break
    return out


def value_text(game, options: dict, name: str) -> str:
    """The words for the option's value now, as its set-up row shows it."""
    held = fixed(game, options, name)
    if held is not None:
        return held
    v = options.get(name, game.options_spec[name]["default"])
    return next((words for x, words in value_choices(game, options, name) if x == v), str(v))


def row_text(game, options: dict, name: str) -> str:
    """"Label: value", as the set-up screen shows the option."""
    return t("{label}: {value}", label=config_text(game.options_spec[name]["label"]),
             value=value_text(game, options, name))


def changed(game, options: dict, players: int | None = None) -> list[str]:
    """The options whose value is not the default (an option an older save does not name is at its
    `absent` value), each as the set-up words it, in the set-up's order; given the table's size, one that
    does nothing at it says so (the game's `idle_option`)."""
    full = {k: o["default"] for k, o in game.options_spec.items()}
    full.update(game.recorded_options({k: v for k, v in options.items() if k in game.options_spec}))
    idle = _ui(game).idle_option if players is not None else None
    return [t("{option} (no effect here)", option=row_text(game, full, k)) if idle and idle(full, k, players)
            else row_text(game, full, k)
            for k, o in game.options_spec.items() if full[k] != o["default"]]


def match_end_text(game, options: dict, players: int) -> str | None:
    """The score that ends the match, in a few words ("The match ends at 500 pts"); None for a match of
    one round (the engine's match goal for this table)."""
    goal = game.match_goal(options, players)
    if goal is None:
        return None
    target = goal["target"]
    if goal["preset"] == "score_at_least":
        return t("The match ends at {score}", score=_ui(game).score_words(target))
    signed = f"{target:+d}".replace("-", "−")
    team = goal["by"] == "team"
    if goal["preset"] == "score_above":
        return (t("The match ends when a team's score is above {score}", score=signed) if team
                else t("The match ends when a score is above {score}", score=signed))
    return (t("The match ends when a team's score is below {score}", score=signed) if team
            else t("The match ends when a score is below {score}", score=signed))


def seat_team(game, options: dict, seat: int, players: int) -> str | None:
    """The team of a seat as the set-up screen shows it ("A"), where the game plays in teams."""
    return _ui(game).seat_team(options, seat, players)


TEAM_FILL = {"A": (50, 90, 150), "B": (140, 60, 110)}   # as the table's "team A" / "team B" marks


def team_mark(surf, rect, team: str) -> None:
    """A seat's team on the set-up screen: its letter on the team's colour."""
    from tabletop.ui.core import gfx
    gfx.rrect(surf, TEAM_FILL.get(team, (90, 90, 90)), rect, rect.h // 2)
    gfx.blit_text(surf, team, max(9, rect.h * 2 // 3), rect.center, gfx.INK, True, anchor="center")


def count_saved(rec: dict) -> int:
    """How many options of a saved match (an autosave record) are house rules: 0 if it names no options or
    its game does not load (the title still offers the save; resuming it says what is wrong)."""
    from tabletop.rules.loader import load_game
    if not isinstance(rec.get("options"), dict):
        return 0
    try:
        return len(changed(load_game(rec["game"]), rec["options"]))
    except Exception:  # noqa: BLE001
        return 0
