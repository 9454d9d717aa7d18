"""`tabletop shots --out DIR [--seed S]`: a PNG of every scene and of mid-game tables, headless and
reproducible from the seed (nothing is read from or written to the player's own settings or saves)."""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

W, H = 1280, 720


class ShotError(Exception):
    """A screenshot that could not be written (the folder is not writable, the disk is full): one line."""


def _save_png(surf, path: Path) -> None:
    import pygame
    try:
        pygame.image.save(surf, str(path))
    except (pygame.error, OSError) as e:
        why = getattr(e, "strerror", None) or str(e).rpartition(": ")[2] or "the file could not be written"
        raise ShotError(f"cannot write screenshot {path}: {why}") from None


def _env(home: str) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    os.environ["TABLETOP_HOME"] = home


def _seats(n: int, humans: int = 1) -> list[dict]:
    from tabletop.ui.table.session import default_seats
    return default_seats(n, humans)


def advance(game, seed: int, players: int, want, options=None, humans: int = 1, tries: int = 60):
    """A session (not saved) played by seeded random choices until `want(session)` holds."""
    from tabletop.ui.table.session import Session
    for t in range(tries):
        s = Session(game, _seats(players, humans), options or {}, seed + 7919 * t, save=False)
        rnd = random.Random(seed * 31 + t)
        for _ in range(600):
            if s.st.phase != "play":
                break
            if len(s.actions) >= 6 and want(s):
                return s
            legal = s.legal()
            s.apply(legal[rnd.randrange(len(legal))])
    raise RuntimeError("no such position found")


def quiet(s) -> bool:
    """The human (seat 0) to act with nothing pending and no other seat able to act, a few moves into the
    round, every seat holding a few cards."""
    st = s.st
    hands = st.zones.get("hand")
    return (st.pending is None and st.current == 0 and s.legal() == s.legal(0) and len(s.actions) >= 6
            and (hands is None or all(len(h) >= 3 for h in hands)))


def my_move(s) -> bool:
    """Seat 0 to move with a real choice of cards, a few moves into the round."""
    legal = s.legal(0)
    return (s.st.pending is None and legal == s.legal() and len(s.actions) >= 10
            and sum(bool(a.args) and a.kind not in ("draw", "pass") for a in legal) >= 3)


def pending(kind: str):
    """Seat 0 asked to decide `kind` (a pending decision of the game's), alone."""
    def ok(s) -> bool:
        p = s.st.pending
        return p is not None and p.get("type") == kind and p.get("seat") == 0 and s.legal() == s.legal(0)
    return ok


def decisions(game, seed: int, players: int, rounds: int = 12) -> list[str]:
    """The kinds of pending decision seat 0 meets in a few seeded random rounds, in the order first met."""
    from tabletop.ui.table.session import Session
    found: list[str] = []
    for r in range(rounds):
        s = Session(game, _seats(players), {}, seed + 104729 * r, save=False)
        rnd = random.Random(seed * 17 + r)
        for _ in range(800):
            if s.st.phase != "play":
                break
            p = s.st.pending
            if p and p.get("seat") == 0 and p.get("type") not in found and s.legal() == s.legal(0):
                found.append(p["type"])
            legal = s.legal()
            s.apply(legal[rnd.randrange(len(legal))])
    return found


def finish(game, seed: int, players: int, options: dict):
    """A session played to the end of its first round."""
    from tabletop.ui.table.session import Session
    s = Session(game, _seats(players), options, seed, save=False)
    rnd = random.Random(seed)
    while s.st.phase == "play":
        legal = s.legal()
        s.apply(legal[rnd.randrange(len(legal))])
    return s


def faces_sheet(app, game, cb: bool, h: int = 150):
    import pygame
    from tabletop.ui.core import gfx
    from tabletop.ui.core.faces import card_size
    w, h = card_size(h)
    ids, names = [], set()
    for i, c in enumerate(game.cards):
        if game.card_name(i) not in names:
            names.add(game.card_name(i))
            ids.append(i)
    ids.append(-1)
    cols = 14
    rows = (len(ids) + cols - 1) // cols
    surf = pygame.Surface((cols * (w + 10) + 10, rows * (h + 10) + 60))
    surf.blit(gfx.felt(surf.get_size()), (0, 0))
    from tabletop.i18n import t
    name = t(game.name)
    title = t("{game} faces · colour-blind mode", game=name) if cb else t("{game} faces", game=name)
    gfx.blit_text(surf, title, 22, (12, 14), gfx.INK, True)
    for k, cid in enumerate(ids):
        img = app.faces.face(game, cid, w, h, cb, cid >= 0)
        surf.blit(img, (10 + (k % cols) * (w + 10), 50 + (k // cols) * (h + 10)))
    return surf


def main(out_dir: str, seed: int, size: tuple[int, int] = (W, H)) -> int:
    """Render every shot into `out_dir` at window `size` with a throwaway home (removed afterwards, the
    environment restored)."""
    keys = ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "PYGAME_HIDE_SUPPORT_PROMPT", "TABLETOP_HOME")
    saved = {k: os.environ.get(k) for k in keys}
    try:
        with tempfile.TemporaryDirectory(prefix="tabletop-shots-") as home:
            _env(home)
            return _render(out_dir, seed, home, size)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _render(out_dir: str, seed: int, home: str, size: tuple[int, int]) -> int:
    from tabletop.app import App
    from tabletop.persist import autosave, stats
    from tabletop.persist import settings as S
    from tabletop.rules.loader import catalogue
    from tabletop.ui.core.scene import make

    from tabletop import i18n
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    games = [e["game"] for e in catalogue() if e["game"] is not None]
    lang = i18n.language()   # --lang, else English: the same pictures whatever the machine's locale
    made: list[str] = []

    def fresh(cb: bool = False) -> App:
        s = S.defaults()
        s.update(speed="instant", sound=False, colour_blind=cb)
        return App(size=size, settings=s, seed=seed, lang=lang)

    def snap(app, name: str, frames: int = 3) -> None:
        for _ in range(frames):
            app.step(1 / 60, events=[])
        _save_png(app.screen, out / f"{name}.png")
        made.append(name)

    def table_shot(name: str, sess, cb: bool = False, then=None, frames: int = 3) -> None:
        app = fresh(cb)
        t = make("table", app, sess, threaded=False)
        app.scenes.push(make("title", app))
        app.scenes.push(t)
        app.step(1 / 60, events=[])
        if then:
            then(app, t)
        snap(app, name, frames)
        app.close()

    # the screens around the tables (a saved match makes the title offer Resume)
    first = games[0]
    autosave.save(advance(first, seed, _fit(first, 4), quiet).record())
    app = fresh()
    app.scenes.push(make("title", app))
    snap(app, "01_title")
    app.scenes.push(make("game_choice", app))
    snap(app, "02_game_choice")
    app.settings["colour_blind"] = True
    app.scenes.push(make("settings", app))
    snap(app, "03_settings")
    app.close()
    for gid, levels, humans, won, rounds in _played(games):
        stats.record(gid, [{"kind": "human"}] * humans + [{"kind": "ai", "level": lv} for lv in levels],
                     [0] if won else [1], rounds)
    app = fresh()
    app.scenes.push(make("title", app))
    app.scenes.push(make("stats", app))
    snap(app, "04_statistics")
    app.close()
    _history(games, seed)
    app = fresh()
    app.scenes.push(make("title", app))
    app.scenes.push(make("history", app))
    snap(app, "08_history")
    app.close()
    cfg = Path(home) / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "settings.json").write_text("{ this is not json")
    app = App(size=size, seed=seed, lang=lang)
    app.settings.update(speed="instant", sound=False)
    for t in app.toasts:   # the notice names the throwaway folder: shown as a player's own, the same every run
        t[0] = t[0].replace(str(cfg), "~/.config/tabletop")
    app.scenes.push(make("title", app))
    snap(app, "05_settings_notice")
    app.close()
    for f in cfg.glob("settings.json*"):   # the damaged file set aside: the next shots start afresh
        f.unlink()
    _net_shots(first, seed, fresh, snap, table_shot)
    for game in games:
        _game_shots(game, seed, fresh, snap, table_shot, made, out)
    print(f"wrote {len(made)} screenshots to {out}")
    return 0


def _net_shots(game, seed, fresh, snap, table_shot) -> None:
    """The host's lobby with a player joined, the join screen filled in, and a joined seat's table: on the
    loopback address only, the port the pictures show the default one (the one bound is any free one)."""
    from tabletop.net.client import Client
    from tabletop.net.host import Host
    from tabletop.net.protocol import DEFAULT_PORT
    from tabletop.net.remote import RemoteMatch
    from tabletop.ui.core.scene import make
    from tabletop.ui.table.netplay import ClientSession
    from tabletop.ui.table.session import Session
    n = _fit(game, 4)
    seats = _seats(n)
    for i in range(1, n - 1):
        seats[i] = {"kind": "remote", "level": None, "name": f"Player {i + 1}"}

    def joined(host, name):
        c = Client("127.0.0.1", host.port, host.code, name, keep=False)
        c.start(timeout=5.0)
        m = RemoteMatch(c)
        if not m.wait(lambda m: m.view is not None, 5.0):
            raise RuntimeError("the screenshot's client could not join")
        return m

    app = fresh()
    app.net_bind, app.net_port = "127.0.0.1", 0
    app.scenes.push(make("title", app))
    lobby = make("lobby", app, Session(game, seats, {}, seed, save=False))
    lobby.host.code = "K7QX2M"
    app.scenes.push(lobby)
    m = joined(lobby.host, "Zoe")
    for _ in range(100):   # until the lobby has heard of the player
        app.step(1 / 60, events=[])
        if any(s.get("connected") for s in lobby.host.seats()):
            break
    bound, lobby.host.port = lobby.host.port, DEFAULT_PORT   # the picture's port (see above)
    app.step(1 / 60, events=[])
    snap(app, "06_lobby")
    lobby.host.port = bound
    m.client.kill()
    app.close()
    app = fresh()
    app.scenes.push(make("title", app))
    join = make("join", app)
    join.address, join.code, join.player = "192.168.1.20", "K7QX2M", "Zoe"
    app.scenes.push(join)
    snap(app, "07_join")
    app.close()
    sess = Session(game, [dict(s, kind="remote") if 0 < i < n else s for i, s in enumerate(seats)], {}, seed, save=False)
    host = Host(sess, bind="127.0.0.1", port=0)
    host.start()
    try:
        rnd = random.Random(seed)
        host.start_match()
        ms = [joined(host, name) for name in ("Zoe", "Kai", "Ravi")[:n - 1]]
        while len(sess.actions) < 8 and sess.st.phase == "play":
            host.apply(sess.legal()[rnd.randrange(len(sess.legal()))])
        m = ms[0]
        m.wait(lambda m: m.n == len(sess.actions), 5.0)
        table_shot(f"{game.id}_client_table", ClientSession(game, m))
        for x in ms:
            x.client.kill()
    finally:
        host.kill()


def _fit(game, n: int) -> int:
    return max(game.min_players, min(game.max_players, n))


def _played(games) -> list:
    """A few finished matches for the statistics screen: (game id, AI levels, humans, won, rounds)."""
    plays = [(("easy",) * 3, 1, True, 4), (("normal",) * 3, 1, False, 6), (("hard",) * 2, 1, True, 3),
             (("easy", "hard"), 1, True, 7), (("normal",), 2, False, 3)]
    return [(g.id, *plays[(i + k) % len(plays)]) for i, g in enumerate(games) for k in range(1 + i % 2)]


def _history(games, seed: int) -> None:
    """A few finished matches in the history (random play, one with a takeback), dated alike every run."""
    from tabletop.persist import history
    from tabletop.tools.sim import random_playout
    for k, game in enumerate(games * 2):
        n = _fit(game, 3 + k % 2)
        st, actions = random_playout(game, seed + k, n, {}, match=True)
        e = history.entry(game.id, _seats(n), st.options, seed + k, [a.to_json() for a in actions], st.result,
                          st.round, st.scores, takeback=k == 1)
        e["ended"] = f"2026-06-{1 + k:02d} 20:{10 + k:02d}"
        history.add(e)


def _game_shots(game, seed, fresh, snap, table_shot, made, out) -> None:
    """Every generic shot of one game, then the game's own (its table's `shots`)."""
    from tabletop.ui.core.scene import make
    from tabletop.ui.table.contract import table_of
    from tabletop.ui.table.session import Session
    g, lo, hi = game.id, game.min_players, game.max_players
    app = fresh()
    app.scenes.push(make("title", app))
    app.scenes.push(make("setup", app, game))
    snap(app, f"{g}_setup")
    app.scenes.push(make("rules", app, game.id, game.name, game))
    snap(app, f"{g}_rules")
    app.close()
    table_shot(f"{g}_table_{lo}p", advance(game, seed, lo, quiet))
    mid = _fit(game, 4)
    if mid != lo:
        table_shot(f"{g}_table_{mid}p_move", advance(game, seed, mid, my_move))
    table_shot(f"{g}_table_{hi}p_colourblind", advance(game, seed, hi, quiet), cb=True)
    ui = table_of(game)
    if ui.PICK_KINDS:
        def pick_largest(app, t):
            plays = [a for a in t.session.legal(0) if a.kind in t.gameui.PICK_KINDS]
            if plays:
                t.picker.cards = list(t.picker.cards_of(max(plays, key=lambda a: len(t.picker.cards_of(a)))))
                t.controls_key = None
        table_shot(f"{g}_table_{mid}p_pick", advance(game, seed, mid, my_move), then=pick_largest)
    for kind in decisions(game, seed, mid):
        table_shot(f"{g}_dialog_{kind}", advance(game, seed, mid, pending(kind)), frames=30)

    def pause(app, t):
        t.open_pause()
    table_shot(f"{g}_pause", advance(game, seed, mid, quiet), then=pause)

    def until_handoff(app, t):
        for _ in range(300):
            if app.scenes.top.name == "handoff":
                return
            app.step(1 / 60, events=[])
    table_shot(f"{g}_hotseat_handoff", Session(game, _seats(_fit(game, 3), humans=2), {}, seed, save=False),
               then=until_handoff, frames=1)
    table_shot(f"{g}_round_result", finish(game, seed, mid, {}))

    done = finish(game, seed, mid, {})   # the round reviewed half-way, every hand shown
    app = fresh()
    app.scenes.push(make("title", app))
    review = make("review", app, done.record(), 1, game)
    review.go(review.moves // 2)
    app.scenes.push(review)
    snap(app, f"{g}_review")
    app.close()

    def take_back(app, t):   # Undo pressed: the table back to before the player's last move, and it says so
        t.take_back()
    table_shot(f"{g}_takeback", advance(game, seed, mid, lambda s: quiet(s) and any(a.seat == 0 for a in s.actions)),
               then=take_back)

    def hint(app, t):   # H pressed on the player's decision: the move marked and the reason shown
        for _ in range(600):
            if t.my_turn() and t.dialog is None:
                break
            app.step(1 / 60, events=[])
        t.hint()
    table_shot(f"{g}_hint", advance(game, seed, mid, lambda s: quiet(s) and my_move(s)), then=hint, frames=6)

    def to_match(app, t):
        app.step(1 / 60, events=[])
        app.scenes.replace(make("match_result", app, t))
    table_shot(f"{g}_match_result", finish(game, seed + 1, mid, {}), then=to_match)
    for shot in ui.shots():
        sess = advance(game, seed, shot["players"], shot["want"], options=shot.get("options"))
        table_shot(f"{g}_{shot['name']}", sess, cb=shot.get("colour_blind", False), then=shot.get("then"),
                   frames=shot.get("frames", 3))
    app = fresh()
    for cb, name in ((False, f"{g}_faces"), (True, f"{g}_faces_colourblind")):
        _save_png(faces_sheet(app, game, cb), out / f"{name}.png")
        made.append(name)
    app.close()
