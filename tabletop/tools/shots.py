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


def _quiet(s) -> bool:
    """The human (seat 0) to play, nothing pending, no UNO window, a few cards each."""
    st = s.st
    return (st.pending is None and st.current == 0 and s.legal() == s.legal(0)
            and all(len(h) >= 3 for h in st.zones["hand"]) and len(st.zones["discard"]) >= 4)


def _my_move(game):
    """Seat 0 to move with a real choice of cards, a few moves into the round."""
    def ok(s) -> bool:
        legal = s.legal(0)
        return (s.st.pending is None and legal == s.legal() and len(s.actions) >= 10
                and sum(a.kind in ("play", "sum", "place") for a in legal) >= 3)
    return ok


def _pending(kind: str):
    def ok(s) -> bool:
        p = s.st.pending
        return p is not None and p["type"] == kind and p["seat"] == 0 and s.legal() == s.legal(0)
    return ok


def _swap(s) -> bool:
    """A TOWAI Swap waiting for seat 0's card (the cards it may pass glow)."""
    return s.st.pending is not None and any(a.kind == "swap" for a in s.legal(0)) and s.legal() == s.legal(0)


def _two_ways(s) -> bool:
    if not _quiet(s):
        return False
    seen: dict = {}
    for a in s.legal(0):
        if a.kind == "play":
            seen[a.args[0]] = seen.get(a.args[0], 0) + 1
    return any(n == 2 for n in seen.values()) and s.game.cards[
        next(c for c, n in seen.items() if n == 2)]["kind"] == "flex_number"


def _finish(game, seed: int, players: int, options: dict):
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
    title = f"{game.name} faces" + (" · colour-blind indicators (▶ yellow ▶▶ green ▶▶▶ blue ▶▶▶▶ red)"
                                    if cb and game.id == "uno_flex" else " · colour-blind palette" if cb else "")
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
    import pygame

    from tabletop.app import App
    from tabletop.persist import autosave
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.screens import menus, overlays, settings as settings_view
    from tabletop.ui.table.session import Session
    from tabletop.ui.table.scene import TableScene

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    game = load_game("uno_flex")
    made: list[str] = []

    def fresh(cb: bool = False) -> App:
        s = S.defaults()
        s.update(speed="instant", sound=False, colour_blind=cb)
        return App(size=size, settings=s, seed=seed)

    def snap(app, name: str, frames: int = 3) -> None:
        for _ in range(frames):
            app.step(1 / 60, events=[])
        _save_png(app.screen, out / f"{name}.png")
        made.append(name)

    def table_shot(name: str, sess, cb: bool = False, then=None, frames: int = 3) -> None:
        app = fresh(cb)
        t = TableScene(app, sess, threaded=False)
        app.scenes.push(menus.TitleScene(app))
        app.scenes.push(t)
        app.step(1 / 60, events=[])
        if then:
            then(app, t)
        snap(app, name, frames)
        app.close()

    # menus (a saved game makes the title offer Resume)
    autosave.save(advance(game, seed, 4, _quiet).record())
    app = fresh()
    app.scenes.push(menus.TitleScene(app))
    snap(app, "01_title")
    app.scenes.push(menus.GameChoiceScene(app))
    snap(app, "02_game_choice")
    app.scenes.push(menus.SetupScene(app, game))
    snap(app, "03_seat_setup")
    app.scenes.push(menus.RulesScene(app, game.id, game.name, game))
    snap(app, "04_rules")
    app.settings["colour_blind"] = True
    app.scenes.push(settings_view.SettingsScene(app))
    snap(app, "05_settings")
    app.close()

    # tables mid-game: 2 and 6 seats, normal and colour-blind
    two = advance(game, seed, 2, _quiet)
    six = advance(game, seed, 6, _quiet)
    table_shot("06_table_2p", two)
    table_shot("07_table_2p_colourblind", two, cb=True)
    table_shot("08_table_6p", six)
    table_shot("09_table_6p_colourblind", six, cb=True)

    # decision dialogs
    table_shot("10_dialog_colour_colourblind", advance(game, seed, 4, _pending("colour")), cb=True)
    table_shot("11_dialog_target", advance(game, seed, 5, _pending("target")))
    table_shot("12_dialog_challenge", advance(game, seed, 4, _pending("wd4")))
    def playable_draw(s) -> bool:
        return _pending("drawn")(s) and any(a.kind == "play" for a in s.legal(0))
    table_shot("13_dialog_drawn_card", advance(game, seed, 3, playable_draw))

    def flex_choice(app, t):
        seen: dict = {}
        for a in t.session.legal(0):
            if a.kind == "play":
                seen[a.args[0]] = seen.get(a.args[0], 0) + 1
        t.play_card(next(c for c, n in seen.items() if n == 2))
    table_shot("14_dialog_flex_or_normal_colourblind", advance(game, seed, 4, _two_ways), cb=True, then=flex_choice)

    # pause menu, hot-seat hand-off, results
    def pause(app, t):
        t.open_pause()
    table_shot("15_pause", advance(game, seed, 4, _quiet), then=pause)
    def until_handoff(app, t):
        for _ in range(300):
            if app.scenes.top.name == "handoff":
                return
            app.step(1 / 60, events=[])
    hs = Session(game, _seats(3, humans=2), {}, seed, save=False)
    table_shot("16_hotseat_handoff", hs, then=until_handoff, frames=1)
    table_shot("17_round_result", _finish(game, seed, 4, {"scoring": True}), frames=3)

    def to_match(app, t):
        app.step(1 / 60, events=[])
        app.scenes.replace(overlays.MatchResultScene(app, t))
    table_shot("18_match_result", _finish(game, seed + 1, 4, {}), then=to_match)

    # the faces, and the notice after a corrupt settings file
    app = fresh()
    for cb, name in ((False, "19_faces"), (True, "20_faces_colourblind")):
        _save_png(faces_sheet(app, game, cb), out / f"{name}.png")
        made.append(name)
    app.close()
    cfg = Path(home) / "config"
    cfg.mkdir(parents=True, exist_ok=True)
    (cfg / "settings.json").write_text("{ this is not json")
    app = App(size=size, seed=seed)
    app.settings.update(speed="instant", sound=False)
    for t in app.toasts:   # the notice names the throwaway folder: shown as a player's own, the same every run
        t[0] = t[0].replace(str(cfg), "~/.config/tabletop")
    app.scenes.push(menus.TitleScene(app))
    snap(app, "21_settings_notice")
    app.close()
    # the other three games at their own tables, a move being picked, and their faces
    def pick_largest(app, t):
        plays = [a for a in t.session.legal(0) if a.kind in getattr(t.gameui, "PICK_KINDS", ())]
        if plays:
            t.picker.cards = list(t.picker.cards_of(max(plays, key=lambda a: len(t.picker.cards_of(a)))))
            t.controls_key = None
    others = [("22_big_two_4p_pick", "big_two", 4, {}, pick_largest, False),
              ("23_big_two_3p_expert5", "big_two", 3, {"expert": 5}, None, False),
              ("24_tweak_4p_pick", "tweak", 4, {}, pick_largest, False),
              ("25_tweak_6p_colourblind", "tweak", 6, {}, None, True),
              ("26_towai_4p", "towai", 4, {}, None, False),
              ("27_towai_6p_colourblind", "towai", 6, {}, None, True)]
    for name, gid, n, opts, then, cb in others:
        g = load_game(gid)
        table_shot(name, advance(g, seed, n, _my_move(g), options=opts), cb=cb, then=then)
    g = load_game("towai")
    table_shot("31_towai_4p_swap", advance(g, seed, 4, _swap), frames=30)
    app = fresh()
    for k, gid in enumerate(("big_two", "tweak", "towai")):
        _save_png(faces_sheet(app, load_game(gid), False), out / f"{28 + k}_faces_{gid}.png")
        made.append(f"{28 + k}_faces_{gid}")
    app.close()

    # statistics after a few matches: against AI seats of each level, mixed levels, hot-seat
    from tabletop.persist import stats
    from tabletop.ui.screens.stats import StatsScene

    def seats(levels, humans=1):
        return [{"kind": "human"}] * humans + [{"kind": "ai", "level": lv} for lv in levels]
    for gid, levels, humans, won, rounds in (("uno_flex", ("easy",) * 3, 1, True, 4),
                                              ("uno_flex", ("normal",) * 3, 1, False, 6),
                                              ("uno_flex", ("normal",) * 3, 1, True, 3),
                                              ("big_two", ("hard",) * 3, 1, False, 5),
                                              ("big_two", ("easy", "hard"), 1, True, 7),
                                              ("tweak", ("normal",), 2, False, 3),
                                              ("towai", ("hard",) * 2, 1, True, 3)):
        stats.record(gid, seats(levels, humans), [0] if won else [1], rounds)
    app = fresh()
    app.scenes.push(menus.TitleScene(app))
    app.scenes.push(StatsScene(app))
    snap(app, "32_statistics")
    app.close()
    print(f"wrote {len(made)} screenshots to {out}")
    return 0
