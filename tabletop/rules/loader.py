"""Load and validate a game config (YAML, safe_load only) into an engine `Game`."""

from __future__ import annotations

import itertools
import math
from pathlib import Path

from tabletop.engine.actions import RESERVED_KINDS
from tabletop.engine.errors import ConfigError
from tabletop.resources import config_dir, user_data_dir
from tabletop.rules.registry import game_folders, get_limits, get_requirements, get_schema
from tabletop.rules.schema import Any_, Bool, Ctx, Dict, Hook, Int, List, Map, OneOf, Str, Text
from tabletop.rules.view_fields import view_path_problem
from tabletop.rules.yaml_read import read_yaml

SCALAR = OneOf(Int(), Str(), Bool(), describe="an integer, string or boolean")

OPTION = Dict({
    "type": Str(["bool", "int", "choice"]),
    "default": SCALAR,
    "absent": SCALAR,   # the value a saved game or log made before the option existed was played under
    "min": Int(), "max": Int(),
    "choices": List(OneOf(Str(), Int(), describe="a string or integer"), min_len=1),
    "presets": List(Int(), min_len=1),   # int option: the values a table offers (any in min..max is valid)
    "value_labels": Map(Int(), Text(), min_len=1),   # int option: what the set-up shows for a value ("auto")
    "label": Text(), "description": Text(lines=True),
}, required=["type", "default", "label"])

MAX_PLAYERS = 10   # seats one table lays out (ten plates around the felt)
MAX_DECK = 1000   # cards in one deck: a table game has a few hundred at most; a bigger count is a typo

PER_PLAYERS = OneOf(Int(min=1), Map(Int(1, MAX_PLAYERS), Int(min=1), min_len=1),   # a dealt zone gets a card at least
                    describe="a number of cards of 1 or more, or a mapping of player count to one")
PARAM = OneOf(Int(), Dict({"option": Str()}, required=["option"]),
              Map(Int(1, MAX_PLAYERS), Int(), min_len=1),
              describe="an integer, {option: NAME} or a mapping of player count to integer")

# The score a match ends at, either way. The shipped targets are 2 to 500 points and
# the largest end-score option stops at 10,000: beyond that no match ends in a sitting (a target of -10^30 loaded
# and made a match that never ends).
MAX_TARGET = 10_000
TARGET_WHY = "no match reaches it (the shipped targets are 2 to 500 points)"

MATCH_RULE = Dict({
    "if_option": Map(Str(), SCALAR, min_len=1),
    "preset": Str(["single_round", "score_at_least", "score_above", "score_below"]),
    "target": PARAM,
}, required=["preset"])

TOP = Dict({
    "id": Str(), "based_on": Str(), "name": Text(), "showcase": List(Str()), "description": Text(lines=True), "rules_text": Text(lines=True),
    "players": Dict({"min": Int(2, MAX_PLAYERS), "max": Int(2, MAX_PLAYERS)}, required=["min", "max"]),
    "hooks": Dict({slot: Hook(slot) for slot in (
        "setup", "legal", "reason", "view", "determinize", "describe", "validate", "options", "match_end", "match_goal",
        "equivalent", "describe_public")}, required=["setup", "legal"]),
    "actions": Map(Str(), Hook("action"), min_len=1),
    "deck": Dict({
        "count": Int(min=1, max=MAX_DECK),
        "attributes": Map(Str(), Dict({
            "type": Str(["int", "str", "bool"]),
            "values": List(SCALAR, min_len=1),
            "default": SCALAR,
        }, required=["type"]), min_len=1),
        "cards": List(Map(Str(), Any_(), min_len=1), min_len=1),
    }, required=["count", "attributes", "cards"]),
    "zones": Map(Str(), Dict({
        "owner": Str(["table", "seat"]),
        "visibility": Str(["public", "hidden", "owner"]),
        "label": Text(),
    }, required=["owner", "visibility"]), min_len=1),
    "deal": Map(Str(), PER_PLAYERS),
    "turn_order": Dict({
        "direction": Str(["clockwise", "counterclockwise"]),
        "dealer": Str(["random", "seat0"]),
        "first": Str(["dealer", "dealer_next", "rules"]),
        "dealer_rotation": Str(["next", "previous", "none"]),
    }, required=["direction"], defaults={"dealer": "random", "first": "dealer_next",
                                         "dealer_rotation": "next"}),
    "options": Map(Str(), OPTION),
    "view": Dict({"hidden_vars": List(Str()), "private_vars": List(Str())}),
    "scoring": Map(Str(), Any_()),
    "match_end": List(MATCH_RULE, min_len=1),
    "own_calls": List(Str()),   # actions a seat says for itself as it plays (a last-card call): before others react
    "windows": List(Str()),     # actions a seat may take out of its turn (a call, a catch): buttons at the table
    "keys": Map(Str(), Str()),  # action -> the letter or digit that takes it at the table
    "table": Dict({"colour": Str(), "direction": Str()}),   # view fields the generic table shows
    "rules": Any_(),
}, required=["id", "name", "players", "hooks", "actions", "deck", "zones", "turn_order", "match_end"],
    defaults={"description": "", "rules_text": "", "options": {}, "deal": {}, "scoring": {},
              "rules": {}, "view": {}, "own_calls": [], "windows": [], "keys": {},
              "showcase": [], "table": {}})


def option_value_problem(o: dict, v) -> str | None:
    """Why `v` is not a value of option `o` (bool, int in min..max, or one of the choices), or None."""
    t = o["type"]
    if t == "bool":
        return None if type(v) is bool else f"{v!r} is not true or false"
    if t == "int":
        if type(v) is not int:
            return f"{v!r} is not an integer"
        if "min" in o and v < o["min"] or "max" in o and v > o["max"]:
            return f"{v} is outside {o.get('min')}..{o.get('max')}"
        return None
    if not any(type(c) is type(v) and c == v for c in o.get("choices", [])):
        return f"{v!r} is not one of the choices {o.get('choices')}"
    return None


def _check_options(opts: dict, ctx: Ctx) -> None:
    for name, o in opts.items():
        p = f"options.{name}"
        t, d = o["type"], o["default"]
        if t == "bool" and type(d) is not bool:
            ctx.fail(f"{p}.default", f"a bool option needs true or false, got {d!r}")
        if t == "int":
            if type(d) is not int:
                ctx.fail(f"{p}.default", f"an int option needs an integer default, got {d!r}")
            if "min" in o and d < o["min"] or "max" in o and d > o["max"]:
                ctx.fail(f"{p}.default", f"default {d} is outside min/max")
            for i, v in enumerate(o.get("presets", [])):
                if "min" in o and v < o["min"] or "max" in o and v > o["max"]:
                    ctx.fail(f"{p}.presets[{i}]", f"preset {v} is outside min/max")
            if "presets" in o and d not in o["presets"]:
                ctx.fail(f"{p}.presets", f"the default {d} must be one of the presets")
            for v in o.get("value_labels", {}):
                if "min" in o and v < o["min"] or "max" in o and v > o["max"]:
                    ctx.fail(f"{p}.value_labels.{v}", f"value {v} is outside min/max")
        elif "presets" in o:
            ctx.fail(f"{p}.presets", "only an int option has presets")
        if "absent" in o:
            why = option_value_problem(o, o["absent"])
            if why:
                ctx.fail(f"{p}.absent", why)
        if t != "int" and "value_labels" in o:
            ctx.fail(f"{p}.value_labels", "only an int option has value labels")
        if t == "choice":
            if "choices" not in o:
                ctx.fail(p, "a choice option needs 'choices'")
            if d not in o["choices"]:
                ctx.fail(f"{p}.default", f"default {d!r} is not one of the choices {o['choices']}")


ATTR_TYPES = {"int": int, "str": str, "bool": bool}


def _expand_deck(deck: dict, ctx: Ctx) -> list[dict]:
    attrs = deck["attributes"]
    for k, a in attrs.items():
        want = ATTR_TYPES[a["type"]]
        for i, x in enumerate(a.get("values", [])):
            if type(x) is not want:
                ctx.fail(f"deck.attributes.{k}.values[{i}]", f"expected {a['type']} values, got {x!r}")
        if "default" in a:
            d = a["default"]
            if type(d) is not want:
                ctx.fail(f"deck.attributes.{k}.default", f"expected a {a['type']}, got {d!r}")
            if "values" in a and d not in a["values"]:
                ctx.fail(f"deck.attributes.{k}.default", f"{d!r} is not an allowed value {a['values']}")
    cards: list[dict] = []
    total = 0
    for i, entry in enumerate(deck["cards"]):
        p = f"deck.cards[{i}]"
        count = entry.get("count", 1)
        if type(count) is not int or count < 1:
            ctx.fail(f"{p}.count", f"expected a positive integer, got {count!r}")
        axes = []
        for k, v in entry.items():
            if k == "count":
                continue
            if k not in attrs:
                ctx.fail(f"{p}.{k}", f"unknown card attribute {k!r} (declared: {', '.join(attrs)})")
            vals = v if type(v) is list else [v]
            if not vals:
                ctx.fail(f"{p}.{k}", "empty list of values")
            a = attrs[k]
            want = ATTR_TYPES[a["type"]]
            for x in vals:
                if type(x) is not want:
                    ctx.fail(f"{p}.{k}", f"expected {a['type']} values, got {x!r}")
                if "values" in a and x not in a["values"]:
                    ctx.fail(f"{p}.{k}", f"{x!r} is not an allowed value {a['values']}")
            axes.append((k, vals))
        total += count * math.prod(len(vals) for _, vals in axes)
        if total > deck["count"]:
            continue  # counted, not made: a huge count must not fill the memory before the check below
        for combo in itertools.product(*[vals for _, vals in axes]):
            card = {k: a.get("default") for k, a in attrs.items()}
            card.update({k: x for (k, _), x in zip(axes, combo)})
            cards.extend(dict(card) for _ in range(count))
    if total != deck["count"]:
        ctx.fail("deck.count", f"the card list makes {total} cards but count says {deck['count']}")
    return cards


def load_config(path) -> "Game":
    """Read, validate and build a game from a YAML file; raises ConfigError naming file/key/reason."""
    path = Path(path)
    data = read_config(path)
    try:
        return build_game(data, path.name)
    except RecursionError:
        raise ConfigError(path.name, "(file)", "nested too deeply to be a game config") from None


def build_game(data, name: str = "<config>") -> "Game":
    from tabletop.engine.game import Game
    ctx = Ctx(name)
    cfg = TOP.check(data, "", ctx)
    pl = cfg["players"]
    if pl["min"] > pl["max"]:
        ctx.fail("players", f"min {pl['min']} is greater than max {pl['max']}")
    seats = get_limits(cfg.get("based_on", cfg["id"])).get("players")
    if seats:   # the code's tables are built for so many seats: more would fail in play
        lo, hi = seats
        fam = cfg.get("based_on", cfg["id"])
        if pl["max"] > hi:
            ctx.fail("players.max", f"the {fam} rules seat at most {hi} players, not {pl['max']}")
        if pl["min"] < lo:
            ctx.fail("players.min", f"the {fam} rules need at least {lo} players, not {pl['min']}")
    _check_options(cfg["options"], ctx)
    cards = _expand_deck(cfg["deck"], ctx)
    zones = cfg["zones"]
    zones.setdefault("box", {"owner": "table", "visibility": "public", "label": "Out of play"})
    if zones["box"] != {"owner": "table", "visibility": "public", **({"label": zones["box"]["label"]} if "label" in zones["box"] else {})}:
        ctx.fail("zones.box", "the box (cards out of play) must be a public table zone")
    for z, n in cfg["deal"].items():
        if z not in zones or zones[z]["owner"] != "seat":
            ctx.fail(f"deal.{z}", f"deal target {z!r} is not a seat zone")
        if isinstance(n, dict):
            for k in n:
                if not pl["min"] <= k <= pl["max"]:
                    ctx.fail(f"deal.{z}.{k}", f"{k} players is outside players {pl['min']}-{pl['max']}")
            for k in range(pl["min"], pl["max"] + 1):
                if k not in n:
                    ctx.fail(f"deal.{z}", f"no deal size for {k} players")
    for z in cfg["deal"]:
        for k in range(pl["min"], pl["max"] + 1):
            n = cfg["deal"][z] if isinstance(cfg["deal"][z], int) else cfg["deal"][z][k]
            if n * k > len(cards):
                ctx.fail(f"deal.{z}", f"dealing {n} to {k} players needs {n * k} cards, deck has {len(cards)}")
    for i, rule in enumerate(cfg["match_end"]):
        for opt, v in rule.get("if_option", {}).items():
            if opt not in cfg["options"]:
                ctx.fail(f"match_end[{i}].if_option.{opt}", f"unknown option {opt!r}")
            why = option_value_problem(cfg["options"][opt], v)
            if why:
                ctx.fail(f"match_end[{i}].if_option.{opt}", f"{why} (the rule would never apply)")
        t = rule.get("target")
        sign = {"score_at_least": 1, "score_above": 0, "score_below": -1}.get(rule["preset"])
        for k, n in (t.items() if isinstance(t, dict) and "option" not in t else [(None, t)]):
            where = f"match_end[{i}].target" + (f".{k}" if k is not None else "")
            if type(n) is int and sign is not None and (n < 1 if sign > 0 else n < 0 if sign == 0 else n > 0):
                need = {1: "1 or more", 0: "0 or more", -1: "0 or less (every score starts at 0)"}[sign]
                ctx.fail(where, f"{rule['preset']} needs a target {need}, got {n}")
            if type(n) is int and abs(n) > MAX_TARGET:
                ctx.fail(where, f"a target of {n} is beyond {'-' if n < 0 else ''}{MAX_TARGET:,}: {TARGET_WHY}")
        if isinstance(t, dict) and "option" in t and t["option"] not in cfg["options"]:
            ctx.fail(f"match_end[{i}].target.option", f"unknown option {t['option']!r}")
        if isinstance(t, dict) and "option" in t and sign is not None:
            o = cfg["options"][t["option"]]
            for end in ("min", "max"):
                if o["type"] != "int" or end not in o or abs(o[end]) > MAX_TARGET:
                    ctx.fail(f"options.{t['option']}.{end}", f"the option sets the match_end[{i}] target: it needs "
                             f"a {end} within -{MAX_TARGET:,}..{MAX_TARGET:,} ({TARGET_WHY})")
        if isinstance(t, dict) and "option" not in t:
            for k in range(pl["min"], pl["max"] + 1):
                if k not in t:
                    ctx.fail(f"match_end[{i}].target", f"no target for {k} players")
        if rule["preset"] != "single_round" and t is None:
            ctx.fail(f"match_end[{i}].target", f"preset {rule['preset']} needs a target")
    gid = cfg["id"]
    fam = cfg.setdefault("based_on", gid)
    if "based_on" in data and fam not in game_folders():
        ctx.fail("based_on", f"there is no game {fam!r} to base this one on (there are: {', '.join(game_folders())})")
    for kind in cfg["actions"]:
        if kind in RESERVED_KINDS:
            ctx.fail(f"actions.{kind}", f"{kind!r} is the engine's own action (it deals the next round): give the "
                     "action another name")
    named = [(f"hooks.{slot}", h) for slot, h in cfg["hooks"].items()]
    named += [(f"actions.{kind}", h) for kind, h in cfg["actions"].items()]
    for key, h in named:
        if h.partition(".")[0] != fam:
            if fam != gid:
                ctx.fail(key, f"{h!r} belongs to another game: a game based on {fam} uses {fam}.* hooks")
            ctx.fail(key, f"{h!r} belongs to another game: the {gid} rules use {gid}.* hooks (is id {gid!r} "
                     f"a typo?)")
    for sec in ("own_calls", "windows"):
        for i, name in enumerate(cfg[sec]):
            if name not in cfg["actions"]:
                ctx.fail(f"{sec}[{i}]", f"{name!r} is not one of the actions")
    names = [c.get("name") for c in cards]
    for i, nm in enumerate(cfg["showcase"]):
        if nm not in names:
            ctx.fail(f"showcase[{i}]", f"no card is named {nm!r}" + ("" if "name" in cfg["deck"]["attributes"]
                                                                     else " (the deck has no name attribute)"))
    for kind, k in cfg["keys"].items():
        if kind not in cfg["actions"]:
            ctx.fail(f"keys.{kind}", f"{kind!r} is not one of the actions")
        if not (len(k) == 1 and (k.isascii() and k.isalnum()) and k == k.lower()):
            ctx.fail(f"keys.{kind}", f"a key is one lower-case letter or digit, not {k!r}")
    for key, path in cfg["table"].items():
        problem = view_path_problem(path, cfg["view"])
        if problem:
            ctx.fail(f"table.{key}", problem)
    last = len(cfg["match_end"]) - 1
    if not {"match_end", "match_goal"} & set(cfg["hooks"]) and cfg["match_end"][last].get("if_option"):
        ctx.fail(f"match_end[{last}].if_option", "the last rule must apply whatever the options (without it, "
                 "a match whose options no rule matches would never end)")
    sections = {"actions": cfg["actions"], "zones": zones, "options": cfg["options"], "deal": cfg["deal"],
                "hooks": cfg["hooks"]}
    for sec, names in get_requirements(fam).items():
        for n in names:
            if n not in sections[sec]:
                ctx.fail(f"{sec}.{n}", f"missing: the {fam} rules code uses {sec} {n!r}")
    limits = get_limits(fam)
    for n, (lo, hi) in limits["ranges"].items():
        o = cfg["options"][n]
        for end, bound, worse in (("min", lo, lambda v, b: v < b), ("max", hi, lambda v, b: v > b)):
            if bound is not None and (end not in o or worse(o[end], bound)):
                ctx.fail(f"options.{n}.{end}", f"the {fam} rules play {n} from {lo} to {hi}; "
                         f"{end} {o.get(end, 'missing')} is outside that")
    for n, known in limits["choices"].items():
        for i, c in enumerate(cfg["options"][n].get("choices", [])):
            if not any(type(k) is type(c) and k == c for k in known):
                ctx.fail(f"options.{n}.choices[{i}]", f"{c!r} is not a {n} the {fam} rules know "
                         f"({', '.join(map(str, known))})")
    for key in ("hidden_vars", "private_vars"):
        cfg["view"].setdefault(key, [])
    for section in ("rules", "scoring"):
        schema = get_schema(fam, section)
        if schema is not None:
            cfg[section] = schema.check(cfg[section], section, ctx)
    game = Game(cfg, cards, name)
    if "validate" in cfg["hooks"]:
        try:
            problem = game.hooks["validate"](game)
        except (AttributeError, IndexError, KeyError, TypeError, ValueError) as e:
            # a shape the game's own checks did not foresee: still a config error, never a traceback
            ctx.fail("(rules)", f"the {fam} rules cannot use this config ({type(e).__name__}: {e})")
        if problem:
            key, reason = problem
            ctx.fail(key, reason)
    for k in range(pl["min"], pl["max"] + 1):   # every table size must start with the default options
        try:
            game.resolve_options({}, k)
        except ValueError as e:
            ctx.fail("options", f"the default options are refused at {k} players: {e}")
    return game


_CACHE: dict[str, "Game"] = {}
MAX_BASE_DEPTH = 1   # a game is based on a shipped game, which is based on none


def user_games_dir() -> Path:
    """Where a player's own game files go: `games/` in the user data folder."""
    return user_data_dir() / "games"


def config_files() -> dict[str, tuple[Path, bool]]:
    """game id -> (its YAML file, whether it is the player's own): the shipped configs, then the player's
    own files whose name no shipped game has (one that takes a shipped name is left out: see `catalogue`)."""
    out = {p.stem: (p, False) for p in sorted(config_dir().glob("*.yaml"))}
    own = user_games_dir()
    if own.is_dir():
        for p in sorted(own.glob("*.yaml")):
            if p.stem not in out and p.is_file():
                out[p.stem] = (p, True)
    return out


def available_games() -> list[str]:
    """The ids of every game a config file names: shipped ones, then the player's own."""
    return list(config_files())


def read_config(path) -> dict:
    """A config's data: the YAML file, over the shipped game it is `based_on` (a variant names only what it
    changes: mappings merge key by key, anything else replaces the base's). Raises ConfigError."""
    path = Path(path)
    data = read_yaml(path)
    base = data.get("based_on") if isinstance(data, dict) else None
    if base is None or not isinstance(base, str):
        return data
    shipped = config_dir() / f"{base}.yaml"
    if path.resolve() == shipped.resolve():
        return data
    if not shipped.is_file():
        raise ConfigError(path.name, "based_on", f"there is no game {base!r} to base this one on (there are: "
                          f"{', '.join(sorted(p.stem for p in config_dir().glob('*.yaml')))})")
    base_data = read_yaml(shipped)
    if isinstance(base_data, dict) and "based_on" in base_data:
        raise ConfigError(path.name, "based_on", f"{base!r} is itself based on another game: base a game on "
                          "one that stands alone")
    for key in ("id", "name"):
        if key not in data:
            raise ConfigError(path.name, key, f"missing: a game based on {base} needs its own {key}")
    return merged(base_data, data)


def merged(base, over):
    """`over` laid on `base`: mappings merge key by key, anything else (lists, values) replaces."""
    if isinstance(base, dict) and isinstance(over, dict):
        out = dict(base)
        for k, v in over.items():
            out[k] = merged(base[k], v) if k in base else v
        return out
    return over


def load_game(game_id: str) -> "Game":
    """The game `game_id` (shipped, or the player's own), loaded once and cached."""
    if game_id not in _CACHE:
        files = config_files()
        # only a known game's id: never a path ("../x" or "/tmp/x" read a YAML file from anywhere)
        if not isinstance(game_id, str) or game_id not in files:
            raise KeyError(f"unknown game {game_id!r} (available: {', '.join(files)})")
        path, own = files[game_id]
        game = load_config(path)
        if game.id != game_id:
            raise ConfigError(path.name, "id", f"{game.id!r} differs from the file name: the {game_id} file must "
                              f"say id: {game_id}")
        game.own = own
        _CACHE[game_id] = game
    return _CACHE[game_id]


def catalogue() -> list[dict]:
    """Every game file, for the game choice: {id, file, own, game (None if it does not load), error (file: key:
    reason)}; shipped games first, then the player's own, each group by name."""
    out = []
    shipped = {p.stem for p in config_dir().glob("*.yaml")}
    for gid, (path, own) in config_files().items():
        try:
            g = load_game(gid)
            out.append({"id": gid, "file": path, "own": own, "game": g, "error": None})
        except (ConfigError, KeyError) as e:
            out.append({"id": gid, "file": path, "own": own, "game": None, "error": str(e)})
    own_dir = user_games_dir()
    if own_dir.is_dir():
        for p in sorted(own_dir.glob("*.yaml")):
            if p.stem in shipped:
                out.append({"id": p.stem, "file": p, "own": True, "game": None,
                            "error": f"{p.name}: id: {p.stem!r} is a shipped game's name: give your game its own "
                                     "file name and id"})
    return sorted(out, key=lambda e: (e["own"], (e["game"].name if e["game"] else e["id"]).casefold()))
def family(game_id: str) -> str:
    """The game folder whose code runs `game_id` (a game's own id, or the shipped game a variant is based
    on); an id no config names is its own family."""
    try:
        return load_game(game_id).family
    except (KeyError, ConfigError):
        return game_id
