"""The hardening campaign, kept in the project: checks the tests run in a small dose and
scripts/campaign.py runs at length.

- `fuzz_engine`: random matches of a game with random player counts and options; after every action the
  invariants (every card in exactly one zone, a legal action whenever the game is in play, none listed
  twice), illegal probes that must be refused with a reason and change nothing, the state's JSON
  round-trip and `determinize` of every seat's view (the same view again, every card once).
- `kill_trials`: a process writing autosaves in a loop, killed (SIGKILL) at random moments; after each
  kill the save loads and is one of those written, and the next start's cleanup leaves no temporary file.
- `monkey`: the real scenes driven headless by random pygame events (clicks, drags, keys, typing, wheel,
  resizes), from the title through set-up, the table and its menus; nothing may raise.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from tabletop.engine.actions import SYSTEM, Action
from tabletop.engine.errors import IllegalAction
from tabletop.engine.state import State


class CampaignFailure(AssertionError):
    """A check of the campaign failed: the message says which game, seed and move."""


# -- engine fuzz ---------------------------------------------------------------------------------------
def every_card(zones: dict) -> list:
    out = []
    for z in zones.values():
        for x in z:
            out.extend(x if isinstance(x, list) else [x])
    return sorted(out)


def random_options(game, rng: random.Random, players: int) -> dict:
    """Random values for every option (from its declared type and range); the defaults where the rules
    refuse the combination."""
    opts = {}
    for name, o in game.options_spec.items():
        t = o["type"]
        if t == "bool":
            opts[name] = rng.random() < 0.5
        elif t == "int":
            lo = o.get("min", 0)
            hi = o.get("max", lo + 10)
            opts[name] = rng.choice(o["presets"]) if "presets" in o and rng.random() < 0.5 else rng.randint(lo, hi)
        else:
            opts[name] = rng.choice(o["choices"])
    try:
        return game.resolve_options(opts, players)
    except ValueError:
        return game.resolve_options({}, players)


JUNK_ARGS = ((), (None,), ("x",), (1.5,), (-1,), (10 ** 9,), (((((),),),),), ((1, 2), (3, "x")),
             (("9", "green"),), ((60, 61), (("9", "green"), ("9", "red"))), (True,), ({},))


def illegal_probes(game, st, legal: list, rng: random.Random, n: int) -> list:
    """Up to `n` actions that are probably not legal: legal ones with another seat, kind or arguments (numbers
    out of the deck, wrong types, parts missing or added), and things that are no action at all."""
    out: list = [None, ("play",), Action(0, "no_such_move"), Action("0", "play", ()), Action(0, "play", [1])]
    kinds = sorted(game.handlers) + ["next_round"]
    for _ in range(n * 3):
        if not legal:
            break
        a = rng.choice(legal)
        r = rng.random()
        if r < 0.2:
            out.append(Action(rng.choice([SYSTEM, -7, st.players, 99] + list(range(st.players))), a.kind, a.args))
        elif r < 0.35:
            out.append(Action(a.seat, rng.choice(kinds), a.args))
        elif r < 0.55:
            out.append(Action(a.seat, a.kind, rng.choice(JUNK_ARGS)))
        elif r < 0.85 and a.args:
            args = list(a.args)
            i = rng.randrange(len(args))
            args[i] = _mutate(args[i], game, rng)
            out.append(Action(a.seat, a.kind, tuple(args)))
        else:
            out.append(Action(a.seat, a.kind, a.args + (rng.choice([0, "x", None]),)))
    return out[: n + 5]


def _mutate(x, game, rng: random.Random):
    if isinstance(x, bool):
        return not x if rng.random() < 0.5 else 1
    if isinstance(x, int):
        return rng.choice([-1, game.n_cards, game.n_cards + 7, 10 ** 12, x + 1, x - 1, str(x), float(x)])
    if isinstance(x, str):
        return rng.choice(["", x + "x", x.upper(), "\x00", 3, None])
    if isinstance(x, tuple):
        if x and rng.random() < 0.6:
            y = list(x)
            i = rng.randrange(len(y))
            y[i] = _mutate(y[i], game, rng)
            return tuple(y)
        return rng.choice([(), x + x[:1], x[1:], (x,), list(x)])
    return rng.choice([0, "x", None, ()])


def check_state(game, st, cards: list, where: str) -> None:
    got = every_card(st.zones)
    if got != cards:
        raise CampaignFailure(f"{where}: cards lost or doubled ({len(got)} instead of {len(cards)})")
    if st.phase == "play":
        legal = game.legal_actions(st)
        if not legal:
            raise CampaignFailure(f"{where}: no legal action while in play")
        if len(set(legal)) != len(legal):
            raise CampaignFailure(f"{where}: an action listed twice")


def check_json(st, where: str) -> None:
    if State.from_json(st.to_json()) != st:
        raise CampaignFailure(f"{where}: the state does not survive JSON")


def check_probes(game, st, rng: random.Random, n: int, where: str) -> int:
    """Each probe that is not legal is refused with a reason and changes nothing (a probe the game's
    `equivalent` hook names another way to write a listed action must do exactly what that action does)."""
    legal = game.legal_actions(st)
    eq = game.hooks.get("equivalent")
    done = 0
    for a in illegal_probes(game, st, legal, rng, n):
        try:
            if isinstance(a, Action) and a in legal and all(type(b) is type(c) for b, c in zip(a, legal[legal.index(a)])):
                continue
        except TypeError:
            pass
        alt = None
        if eq is not None and isinstance(a, Action):
            try:
                alt = eq(game, st, a)
            except Exception as e:  # noqa: BLE001
                raise CampaignFailure(f"{where}: the equivalent hook failed on {a!r}: {type(e).__name__}: {e}")
        if alt is not None and alt in legal:
            x, y = st.clone(), st.clone()
            if game.apply(x, a) != game.apply(y, alt) or x != y:
                raise CampaignFailure(f"{where}: {a!r} is not what its listed equivalent {alt!r} does")
            done += 1
            continue
        before = st.to_json()
        try:
            game.apply(st, a)
        except IllegalAction as e:
            if not e.reason or not isinstance(e.reason, str):
                raise CampaignFailure(f"{where}: {a!r} refused without a reason")
        except Exception as e:  # noqa: BLE001  (the finding: anything but a refusal)
            raise CampaignFailure(f"{where}: apply({a!r}) raised {type(e).__name__}: {e}") from e
        else:
            raise CampaignFailure(f"{where}: apply({a!r}) accepted an action that is not listed")
        if st.to_json() != before:
            raise CampaignFailure(f"{where}: refusing {a!r} changed the state")
        done += 1
    return done


def check_determinize(game, st, seed: int, where: str) -> None:
    """Every seat's view dealt out again: every card once, the zone sizes kept, and the seat sees the
    same view as in the real state."""
    cards = every_card(st.zones)
    for seat in range(st.players):
        view = game.view(st, seat)
        try:
            d = game.determinize(json.loads(json.dumps(view)), seed + seat)
        except Exception as e:  # noqa: BLE001
            raise CampaignFailure(f"{where}: determinize of seat {seat} raised {type(e).__name__}: {e}") from e
        if every_card(d.zones) != cards:
            raise CampaignFailure(f"{where}: determinize of seat {seat} lost or doubled cards")
        again = game.view(d, seat)
        if json.dumps(again, sort_keys=True) != json.dumps(view, sort_keys=True):
            keys = sorted(k for k in view if view[k] != again.get(k))
            raise CampaignFailure(f"{where}: seat {seat} sees another view in its determinized state ({keys})")


def fuzz_engine(game, seed: int, matches: int, max_moves: int = 3000, probes: int = 6, probe_every: int = 1,
                determinize_every: int = 1) -> dict:
    """`matches` random matches (random player counts and options); every check after every action (or
    every `probe_every` / `determinize_every` actions). Returns counts; raises CampaignFailure."""
    rng = random.Random(f"{game.id}:{seed}")
    counts = {"matches": 0, "actions": 0, "probes": 0, "determinized": 0}
    for m in range(matches):
        players = rng.randint(game.min_players, game.max_players)
        opts = random_options(game, rng, players)
        mseed = rng.randrange(2 ** 31)
        st = game.new_state(mseed, players, opts)
        cards = every_card(st.zones)
        if len(cards) != game.n_cards or len(set(cards)) != len(cards):
            raise CampaignFailure(f"{game.id} seed {mseed}: the deal does not hold each card once")
        n = 0
        while st.phase != "match_over" and n < max_moves:
            where = f"{game.id} seed {mseed}, {players} players, options {opts}, move {n}"
            check_state(game, st, cards, where)
            if n % probe_every == 0:
                counts["probes"] += check_probes(game, st, rng, probes, where)
                check_json(st, where)
            if n % determinize_every == 0:
                check_determinize(game, st, mseed + n, where)
                counts["determinized"] += st.players
            legal = game.legal_actions(st)
            game.apply(st, rng.choice(legal))
            n += 1
        check_state(game, st, cards, f"{game.id} seed {mseed}: the end")
        check_json(st, f"{game.id} seed {mseed}: the end")
        counts["matches"] += 1
        counts["actions"] += n
    return counts


# -- kill -9 during a save --------------------------------------------------------------------------------
SAVER = r"""
import json, sys
from tabletop.persist import autosave
n = 0
rec = {"version": 1, "game": sys.argv[1], "players": 2, "options": {}, "seed": 1,
       "seats": [{"kind": "human", "level": None, "name": "You"}, {"kind": "ai", "level": "normal", "name": "Bo"}],
       "actions": []}
print("ready", flush=True)
while True:
    n += 1
    rec["seed"] = n                      # which save this is
    rec["actions"] = [[0, "pass", []]] * (n % 4000)   # saves of many sizes, some long
    autosave.save(rec)
"""


def kill_trials(home: Path, trials: int, seed: int = 1, max_wait: float = 0.25) -> dict:
    """`trials` times: start a process saving in a loop into `home`, kill it (SIGKILL) after a random moment,
    then check that the save reads as one whole record of those written and that the next start's cleanup
    leaves no temporary file. Returns counts; raises CampaignFailure."""
    from tabletop.persist import autosave
    from tabletop.persist.store import read_json
    rng = random.Random(seed)
    env = dict(os.environ, TABLETOP_HOME=str(home))
    counts = {"trials": 0, "temps_left_by_kills": 0, "saves_seen": set()}
    data = home / "data"
    last = None
    from tabletop.rules.loader import available_games
    game = available_games()[0]   # the saves name a game that exists (the record is what matters here)
    for t in range(trials):
        p = subprocess.Popen([sys.executable, "-c", SAVER, game], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
        if p.stdout.readline().strip() != b"ready":
            raise CampaignFailure(f"trial {t}: the saver did not start: {p.stderr.read()[-500:]!r}")
        time.sleep(rng.random() * max_wait)
        p.send_signal(signal.SIGKILL)
        p.wait()
        p.stdout.close()
        p.stderr.close()
        counts["temps_left_by_kills"] += sum(1 for e in data.iterdir() if e.name.endswith(".tmp"))
        rec, problem = read_json(data / autosave.FILE, autosave.MAX_BYTES)
        if problem == "missing" and last is None:
            pass   # killed before its first save
        elif problem is not None:
            raise CampaignFailure(f"trial {t}: the save is damaged after a kill: {problem}")
        else:
            if not (isinstance(rec, dict) and len(rec["actions"]) == rec["seed"] % 4000):
                raise CampaignFailure(f"trial {t}: the save is not one whole record")
            last = rec["seed"]
            counts["saves_seen"].add(last)
        cleanup_after_crash(home)   # what the next start does
        left = [e.name for e in data.iterdir() if e.name.endswith(".tmp")]
        if left:
            raise CampaignFailure(f"trial {t}: temporary files survive the next start: {left}")
        counts["trials"] += 1
    counts["saves_seen"] = len(counts["saves_seen"])
    return counts


def cleanup_after_crash(home: Path) -> None:
    """What the next start does (tabletop.app.run, holding the lock), for the folders under `home`."""
    from tabletop.persist import cleanup_temps
    before = os.environ.get("TABLETOP_HOME")
    os.environ["TABLETOP_HOME"] = str(home)
    try:
        cleanup_temps()
    finally:
        if before is None:
            del os.environ["TABLETOP_HOME"]
        else:
            os.environ["TABLETOP_HOME"] = before


# -- GUI monkey -----------------------------------------------------------------------------------------
def monkey(game_id: str, events: int, seed: int = 1, size=(1280, 720), per_frame: int = 5,
           resize_chance: float = 0.01) -> dict:
    """Drive the real scenes (dummy video driver) with `events` random pygame events, `per_frame` to a frame:
    the pointer clicking, dragging and wheeling anywhere (mostly on widgets and cards), keys the game uses
    and any others, typing, resizes. It starts at the set-up of `game_id` and comes back to it whenever the
    scene stack empties or the title is reached. Raises whatever a scene raises. Returns counts."""
    import pygame

    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.screens.setup import SetupScene
    from tabletop.ui.screens.title import TitleScene

    rng = random.Random(f"{game_id}:{seed}")
    s = S.defaults()
    s.update(speed=rng.choice(["instant", "fast"]), sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    game = load_game(game_id)

    def to_setup():
        app.scenes.reset(TitleScene(app))
        app.scenes.push(SetupScene(app, game))
        app.running = True

    to_setup()
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
            pygame.K_TAB, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_d, pygame.K_u, pygame.K_c, pygame.K_x,
            pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_n, pygame.K_p, pygame.K_s, pygame.K_v,
            pygame.K_KP_ENTER, pygame.K_F1, pygame.K_a]
    texts = ["a", "Zoë", "\x00", "\ud800", "🂡", " ", "x" * 30, "\u200b"]
    counts = {"events": 0, "frames": 0, "scenes": set(), "actions": 0}
    pos = (size[0] // 2, size[1] // 2)
    down = False
    try:
        while counts["events"] < events:
            w, h = app.size
            top = app.scenes.top
            targets = [wd.rect.center for wd in getattr(top, "widgets", []) if getattr(wd, "enabled", False)]
            director = getattr(top, "director", None)
            if director is not None:
                targets += [(int(sp.x), int(sp.y)) for sp in director.sprites() if sp.shown]
            batch = []
            for _ in range(per_frame):
                r = rng.random()
                if r < 0.45 and targets:
                    pos = rng.choice(targets)
                    pos = (pos[0] + rng.randint(-6, 6), pos[1] + rng.randint(-6, 6))
                elif r < 0.55:
                    pos = (rng.randrange(w), rng.randrange(h))
                else:
                    pos = (min(w - 1, max(0, pos[0] + rng.randint(-40, 40))),
                           min(h - 1, max(0, pos[1] + rng.randint(-40, 40))))
                r = rng.random()
                if r < 0.3:
                    batch.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                                    buttons=(1 if down else 0, 0, 0)))
                elif r < 0.5:
                    down = not down
                    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
                    batch.append(pygame.event.Event(kind, pos=pos, button=rng.choice([1, 1, 1, 3])))
                elif r < 0.8:
                    k = rng.choice(keys)
                    mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
                    batch.append(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
                    batch.append(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
                elif r < 0.9:
                    batch.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(texts)))
                else:
                    batch.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False,
                                                    precise_x=0.0, precise_y=0.0))
            if rng.random() < resize_chance:   # a resize lays everything out and paints new sizes: now and then
                nw, nh = rng.randint(960, 1600), rng.randint(540, 1000)
                batch.append(pygame.event.Event(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh)))
            counts["events"] += len(batch)
            app.step(rng.choice([1 / 60, 1 / 60, 0.1]), events=batch)
            counts["frames"] += 1
            top = app.scenes.top
            if top is not None:
                counts["scenes"].add(top.name)
                sess = getattr(top, "session", None)
                if sess is not None:
                    counts["actions"] = max(counts["actions"], len(sess.actions))
            if top is None or not app.running or top.name in ("title", "stats", "settings") and rng.random() < 0.05:
                to_setup()
    finally:
        app.close()
    counts["scenes"] = sorted(counts["scenes"])
    return counts
