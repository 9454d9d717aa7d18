"""Command line: start the table, validate configs, simulate, replay, tournaments, screenshots."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from tabletop.engine.actions import Action
from tabletop.engine.errors import ConfigError, IllegalAction
from tabletop.i18n import LANGUAGES
from tabletop.tools.common import Fail, check_players, game_named, options_given


SMOKE_SEEDS = (1, 2)      # random rounds `validate` plays per player count
SMOKE_MAX_MOVES = 20_000


def _smoke(game) -> str | None:
    """Play a few random rounds at every player count with the default options; what went wrong, or None.
    Catches what a load cannot see, such as an action handler filling another action's slot."""
    from tabletop.tools.sim import GameDidNotEnd, random_playout
    for n in range(game.min_players, game.max_players + 1):
        for seed in SMOKE_SEEDS:
            try:
                random_playout(game, seed, n, max_moves=SMOKE_MAX_MOVES)
            except GameDidNotEnd:
                return f"{n} players, seed {seed}: a random round did not end within {SMOKE_MAX_MOVES} moves"
            except Exception as e:  # noqa: BLE001  (any failure of the rules in play is the finding)
                return f"{n} players, seed {seed}: {type(e).__name__}: {e}"
    return None


def cmd_validate(args) -> int:
    from tabletop.rules.loader import config_files, load_config, user_games_dir
    bad = 0
    paths = args.paths
    if not paths:   # every game found: the shipped ones and the player's own
        own = user_games_dir()
        print(f"your own games folder: {own}" + ("" if own.is_dir() else " (not made yet)"))
        paths = [str(p) for p, _ in config_files().values()]
        shipped = {Path(p).stem for p, own_file in config_files().values() if not own_file}
        if own.is_dir():
            for p in sorted(own.glob("*.yaml")):
                if p.stem in shipped:
                    print(f"{p.name}: id: {p.stem!r} is a shipped game's name: give your game its own file name "
                          "and id", file=sys.stderr)
                    bad += 1
    for path in paths:
        try:
            g = load_config(path)
        except ConfigError as e:
            print(f"{e}", file=sys.stderr)
            bad += 1
            continue
        problem = _smoke(g)
        if problem:
            print(f"{Path(path).name}: (play): {problem}", file=sys.stderr)
            bad += 1
        else:
            print(f"{path}: ok ({g.name}, {g.n_cards} cards, {g.min_players}-{g.max_players} players; "
                  f"random rounds played at each)")
    return 1 if bad else 0


def cmd_simulate(args) -> int:
    from tabletop.tools.sim import MAX_MOVES, GameDidNotEnd, outcome, random_playout
    game = game_named(args.game)
    check_players(game, args.players)
    opts = options_given(game, args.option, args.players)
    if args.games < 1:
        raise Fail("--games must be at least 1")
    log = [] if args.log else None   # written at the end in one go (temp file + rename): all or nothing
    wins = [0.0] * args.players
    decisions = 0
    unfinished: list[int] = []   # random play can wander for ever (a team match is a random walk)
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        try:
            st, actions = random_playout(game, seed, args.players, opts, match=args.match)
        except GameDidNotEnd:
            unfinished.append(seed)
            decisions += MAX_MOVES + 1
            continue
        decisions += len(actions)
        res = outcome(st)
        for w in res["winners"] or []:
            wins[w] += 1 / len(res["winners"])
        if log is not None:
            rec = {"game": game.id, "seed": seed, "players": args.players, "options": opts,
                   "match": args.match, "actions": [a.to_json() for a in actions], "result": res}
            log.append(json.dumps(rec, sort_keys=True, separators=(",", ":")) + "\n")
    dt = time.perf_counter() - t0
    if log is not None:
        from tabletop.persist.store import write_atomic
        try:
            write_atomic(args.log, "".join(log))
        except OSError as e:
            raise Fail(f"cannot write log {args.log}: {e.strerror or e}") from None
    unit = "matches" if args.match else "games"
    print(f"game: {game.id}  players: {args.players}  options: {json.dumps(opts, sort_keys=True)}")
    print(f"{unit}: {args.games}  time: {dt:.2f} s  {unit}/s: {args.games / dt:.1f}  "
          f"decisions/s: {decisions / dt:.0f}  mean decisions per {'match' if args.match else 'game'}: "
          f"{decisions / args.games:.1f}")
    print("wins per seat: " + "  ".join(f"{i}:{w:g}" for i, w in enumerate(wins)))
    if unfinished:
        seeds = ", ".join(map(str, unfinished[:10])) + (", ..." if len(unfinished) > 10 else "")
        print(f"unfinished: {len(unfinished)} (no end within {MAX_MOVES} random moves; seeds {seeds}), "
              f"left out of the wins{' and the log' if log is not None else ''}")
    return 0


RECORD_KEYS = ("game", "seed", "players", "options", "actions", "result")


def _record_shape(rec) -> str | None:
    """What is wrong with the shape of a logged game (one line of a `simulate --log` file), or None."""
    if not isinstance(rec, dict):
        return "a record must be a JSON object"
    for k in RECORD_KEYS:
        if k not in rec:
            return f"missing key {k!r}"
    if not isinstance(rec["game"], str):
        return "'game' must be a game's name"
    if not isinstance(rec["options"], dict):
        return "'options' must be a JSON object"
    if not isinstance(rec["actions"], list):
        return "'actions' must be a list of actions"
    if not isinstance(rec["result"], dict):
        return "'result' must be a JSON object"
    if "match" in rec and not isinstance(rec["match"], bool):
        return "'match' must be true or false"
    return None


class _Broke(Exception):
    """A logged action the rules failed on with an error of their own (a bug, not a refusal)."""

    def __init__(self, index: int, action, error: Exception):
        super().__init__(index, action, error)
        self.index, self.action, self.error = index, action, error


def cmd_replay(args) -> int:
    from tabletop.tools.sim import outcome
    try:
        with open(args.file, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        reason = "not UTF-8 text" if isinstance(e, UnicodeDecodeError) else e.strerror or e
        raise Fail(f"cannot read log {args.file}: {reason}") from None
    same = differ = failed = broke = 0
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        at = f"{args.file}:{n}"
        try:
            rec = json.loads(line)
        except RecursionError:
            raise Fail(f"{at}: not a valid game record (nested too deeply)") from None
        except ValueError as e:   # not JSON, or a number too long to read
            why = f"not valid JSON: {e.msg}" if isinstance(e, json.JSONDecodeError) else "a number is too long"
            raise Fail(f"{at}: not a valid game record ({why})") from None
        shape = _record_shape(rec)
        if shape:
            raise Fail(f"{at}: not a valid game record ({shape})")
        try:
            game = game_named(rec["game"])
        except Fail as e:
            raise Fail(f"{at}: {e}") from None
        try:
            actions = []
            for i, a in enumerate(rec["actions"], 1):
                try:
                    actions.append(Action.from_json(a))
                except ValueError:
                    raise ValueError(f"action {i} is not an action [seat, kind, [arguments]]") from None
            st = game.new_state(rec["seed"], rec["players"], game.recorded_options(rec["options"]))
            for i, a in enumerate(actions, 1):
                try:
                    game.apply(st, a)
                except IllegalAction:
                    raise
                except RecursionError:
                    raise
                except Exception as e:  # noqa: BLE001  the rules failed on this record: a line, never a traceback
                    raise _Broke(i, a, e) from None
            if rec.get("match") is False and st.phase not in ("round_over", "match_over"):
                raise ValueError("the round did not end")
            got = outcome(st)
            want = rec["result"]
        except RecursionError:
            raise Fail(f"{at}: not a valid game record (nested too deeply)") from None
        except (ValueError, KeyError, TypeError) as e:
            why = e.args[0] if isinstance(e, KeyError) and e.args else e
            raise Fail(f"{at}: not a valid game record ({why})") from None
        except IllegalAction as e:
            print(f"{at}: {rec['game']} seed {rec['seed']}: illegal action on replay: {e.reason}")
            failed += 1
            continue
        except _Broke as e:
            print(f"{at}: {rec['game']} seed {rec['seed']}: action {e.index} ({e.action}) could not be replayed: "
                  f"the rules failed on it ({type(e.error).__name__}: {e.error})")
            broke += 1
            continue
        except Exception as e:  # noqa: BLE001  (anything else the record makes the rules do: one line)
            raise Fail(f"{at}: {rec['game']}: not a valid game record ({type(e).__name__}: {e})") from None
        if got != want:
            print(f"{at}: {rec['game']} seed {rec['seed']}: outcome differs: logged {want}, replayed {got}")
            differ += 1
        else:
            same += 1
    total = same + differ + failed + broke
    if total == 0:
        raise Fail(f"{args.file}: nothing to replay (no game records in the file)")
    stopped = f", {failed} stopped at an illegal action" if failed else ""
    stopped += f", {broke} stopped by a failure of the rules" if broke else ""
    print(f"replayed {total} game(s): {same} identical, {differ} different{stopped}")
    return 1 if differ or failed or broke else 0


def cmd_shots(args) -> int:
    import tempfile
    from pathlib import Path

    from tabletop.tools.shots import ShotError
    from tabletop.tools.shots import main as shots_main
    try:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=args.out):   # a folder that exists but cannot be written
            pass
    except OSError as e:
        raise Fail(f"cannot write screenshots to {args.out}: {e.strerror or e}") from None
    try:
        if args.size:
            from tabletop.app import _size
            return shots_main(args.out, args.seed, _size(args.size))
        return shots_main(args.out, args.seed)
    except ShotError as e:
        raise Fail(str(e)) from None


def cmd_tournament(args) -> int:
    from tabletop.tools.tournament import run
    return run(args)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabletop", description="A card table for published card games, against AI "
                                "opponents or hot-seat friends.")
    p.add_argument("--size", help="window size WxH, e.g. 1280x720")
    p.add_argument("--seed", type=int, default=None, help="seed for new games (default: random)")
    p.add_argument("--port", type=int, default=None, help="TCP port to host a network table on and to join "
                   "(default 47624)")
    p.add_argument("--bind", default=None, help="the address a hosted table listens on (default: every "
                   "interface, 0.0.0.0)")
    p.add_argument("--lang", choices=LANGUAGES, help="the language of the table and of what commands print "
                   "(the table's default: Settings, else the system's; the commands': en)")
    sub = p.add_subparsers(dest="cmd")
    v = sub.add_parser("validate", help="check game config files (none named: every game found, yours too)")
    v.add_argument("paths", nargs="*")
    v.set_defaults(fn=cmd_validate)
    s = sub.add_parser("simulate", help="play random-legal-move games headless")
    s.add_argument("--game", required=True)
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=argparse.SUPPRESS, help="first seed (default 1)")
    s.add_argument("--option", action="append", metavar="NAME[=VALUE]")
    s.add_argument("--match", action="store_true", help="play whole matches instead of single rounds")
    s.add_argument("--log", metavar="FILE", help="write one JSON line per game")
    s.set_defaults(fn=cmd_simulate)
    r = sub.add_parser("replay", help="re-run logged games and check their outcomes")
    r.add_argument("file")
    r.set_defaults(fn=cmd_replay)
    sh = sub.add_parser("shots", help="render screenshots of every scene headless")
    sh.add_argument("--out", required=True)
    sh.add_argument("--seed", type=int, default=argparse.SUPPRESS, help="default 7")
    sh.add_argument("--size", default=argparse.SUPPRESS, help="window size WxH (default 1280x720)")
    sh.set_defaults(fn=cmd_shots)
    t = sub.add_parser("tournament", help="play bots against each other and report win rates")
    try:
        from tabletop.tools.tournament import add_arguments
        add_arguments(t)
    except ImportError:
        pass
    t.set_defaults(fn=cmd_tournament)
    return p


SEED_DEFAULTS = {"simulate": 1, "shots": 7, "tournament": 1}   # a subcommand's seed when none is given


def _seed_default(args) -> None:
    """`--seed` may come before the subcommand (the program's own) or after it; the subcommands leave it
    unset (SUPPRESS) so the one given either way stands, and fall back to their own default."""
    if args.seed is None and args.cmd in SEED_DEFAULTS:
        args.seed = SEED_DEFAULTS[args.cmd]


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    _seed_default(args)
    if args.lang:
        from tabletop import i18n
        i18n.set_language(args.lang)
    try:
        if args.cmd is None:
            from tabletop.app import run
            rest = ["--lang", args.lang] if args.lang else []
            if args.size:
                rest += ["--size", args.size]
            if args.seed is not None:
                rest += ["--seed", str(args.seed)]
            if args.port is not None:
                rest += ["--port", str(args.port)]
            if args.bind is not None:
                rest += ["--bind", args.bind]
            return run(rest)
        return args.fn(args)
    except Fail as e:
        print(f"tabletop: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:   # `tabletop simulate ... | head`: the reader left; stop quietly, like other tools
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
