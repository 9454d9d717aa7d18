"""The desktop program: a pygame-ce window running the scene stack (title → game → table → results)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import warnings

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on stdout

import pygame  # noqa: E402

from tabletop.i18n import N_, t  # noqa: E402
from tabletop.persist.settings import SIZE_RANGE  # noqa: E402
from tabletop.ui.core import gfx  # noqa: E402

SECOND_WINDOW = N_("Another tabletop window is open: this one plays without saving "
                   "(the two would overwrite each other's match).")
SWITCH_INTERVAL = 0.001   # seconds a thread holds the interpreter before another may run
MIN_SIZE = (960, 540)  # the smallest window in which every game's largest table fits (tests/test_ui_games.py)
FPS = 60
IDLE_FPS = 20  # a table at rest: the turn marker's pulse still looks smooth
INPUT_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                pygame.MOUSEWHEEL, pygame.TEXTINPUT, pygame.WINDOWRESIZED)


class App:
    """Window, settings, scene stack and the frame loop. Tests drive it with `step()`."""

    def __init__(self, size=None, seed: int | None = None, settings: dict | None = None, save: bool = True,
                 lang: str | None = None):
        from tabletop import i18n
        from tabletop.persist import settings as settings_mod
        from tabletop.ui.core.scene import SceneManager
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(300, 40)
        # a hard AI searches in a thread: the window takes the interpreter back within 1 ms, not 5, so frames
        # keep their 60 per second while it thinks (20.9 ms apart before, 16.8 ms now; its search barely slows)
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.own_settings = settings is None   # loaded here, so a dragged size is saved here on close
        if settings is None:
            # the notice about a damaged settings file speaks the language that file names (or the system's)
            i18n.set_language(lang or settings_mod.saved_language() or i18n.system_language())
            settings, notice = settings_mod.load()
            self.notices = [notice] if notice else []
        else:
            self.notices = []
        self.settings = settings
        # the language: --lang for this window only, else the player's setting, else the system's
        i18n.set_language(lang or settings.get("language") or i18n.system_language())
        self.save_enabled = save
        self.seed = seed
        self._rand = random.Random(seed)
        self._saved_size = list(settings["size"])
        # a one-off size (--size) is this window's, not the player's setting: kept beside the settings for as
        # long as the saved size is the one it stood in for (choosing a size in Settings or dragging ends it)
        self._size_override = (list(size), list(settings["size"])) if size else None
        self.screen = None
        self.set_window()
        pygame.display.set_caption("tabletop")
        self.scenes = SceneManager()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.input_at = -FPS  # the frame of the last key, click or mouse move
        self.toasts: list = []  # (text, seconds left, colour)
        self._faces = None
        self._sound = None
        self.draw_log = None  # set to a list by tests: per frame, what was drawn face up
        for n in self.notices:
            self.toast(n, 8.0)

    # -- window -------------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def set_window(self) -> None:
        s = self.settings
        if s["fullscreen"]:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w, h = s["size"]
            if self._size_override is not None and self._size_override[1] == list(s["size"]):
                w, h = self._size_override[0]
            else:
                self._size_override = None
                room = gfx.screen_room() if pygame.display.get_driver() != "dummy" else None   # dummy: no screen
                if room is not None:   # a size saved on a bigger screen: this one's biggest, the setting kept
                    w, h = min(w, room[0]), min(h, room[1])
            self._set_size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
            self.screen = pygame.display.set_mode(self._set_size, pygame.RESIZABLE)
            _keep_minimum()
        gfx.set_scale(self.size)   # the interface grows with the window (before any scene lays out)

    def resized(self, w: int, h: int) -> None:
        """The player dragged the window to w x h: that becomes their size (saved when the app closes),
        kept within the usable range. An event with the size the app itself last set is the system
        repeating it, not the player. (The window, and pygame's screen with it, already has the dragged
        size when the event arrives: the screen's size cannot tell a drag from a repeat.)"""
        top = SIZE_RANGE[1]
        if not self.settings["fullscreen"] and (w, h) != getattr(self, "_set_size", None):
            w, h = min(max(MIN_SIZE[0], w), top[0]), min(max(MIN_SIZE[1], h), top[1])
            self.settings["size"] = [w, h]
            self._size_override = None
            self._set_size = (w, h)
            # a real window is already w x h, and pygame's screen with it: set_mode would make a new window
            # (X11), which broke a window manager's drag after its first step and un-maximized the window
            self.screen = pygame.display.get_surface() or self.screen
            if self.screen.get_size() != (w, h):   # not resized by a window system (a clamp, the dummy driver)
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
                _keep_minimum()
        gfx.set_scale(self.size)
        self.scenes.layout(self.size)

    # -- services ---------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        """Speak `lang` ("" follows the system) from the next frame: every scene builds its widgets again."""
        from tabletop import i18n
        i18n.set_language(lang or i18n.system_language())
        self.scenes.layout(self.size)

    @property
    def faces(self):
        if self._faces is None:
            from tabletop.ui.core.faces import FaceCache
            self._faces = FaceCache()
        return self._faces

    @property
    def sound(self):
        if self._sound is None:
            from tabletop.ui.core.sound import Sound
            self._sound = Sound(self)
        return self._sound

    def new_seed(self) -> int:
        return self._rand.randrange(1, 2 ** 31)

    def save_settings(self) -> None:
        if not self.save_enabled:
            return
        from tabletop.persist import settings as settings_mod
        problem = settings_mod.save(self.settings)
        if problem:
            self.toast(problem, 5.0)

    def toast(self, text: str, seconds: float = 3.0, colour=None) -> None:
        self.toasts.append([text, seconds, colour])
        self.toasts = self.toasts[-3:]

    # -- loop ---------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE:
            self.resized(event.w, event.h)
        else:
            self.scenes.handle(event)

    def step(self, dt: float | None = None, events=None) -> bool:
        """One frame: events (from the queue unless given), update(dt), draw, flip. False once quitting."""
        if dt is None:
            dt = self.clock.tick(self.frame_rate()) / 1000.0
        dt = min(dt, 0.1)
        for e in (pygame.event.get() if events is None else events):
            if e.type in INPUT_EVENTS:
                self.input_at = self.frames
            self.handle(e)
            if not self.running:
                return False
        if not self.scenes.top:
            self.running = False
            return False
        self.scenes.update(dt)
        self.draw(dt)
        pygame.display.flip()
        self.frames += 1
        return self.running

    def frame_rate(self) -> int:
        """FPS while anything moves or the player has just acted; IDLE_FPS at rest (saves a laptop's battery)."""
        top = self.scenes.top
        if self.frames - self.input_at < FPS or self.toasts or (top is not None and top.animating()):
            return FPS
        return IDLE_FPS

    def draw(self, dt: float = 0.0) -> None:
        if self.draw_log is not None:
            top = self.scenes.top
            self.draw_log.append({"frame": self.frames, "face_up": set(), "viewer": "-",
                                  "scene": top.name if top else None})
        self.scenes.draw(self.screen)
        self._draw_toasts(dt)

    def _draw_toasts(self, dt: float) -> None:
        self.toasts = [item for item in self.toasts if item[1] - dt > 0]
        for item in self.toasts:
            item[1] -= dt
        for lines, size, r in self.toast_boxes():
            gfx.panel(self.screen, r, gfx.px(12), fill=(60, 40, 16), alpha=235, edge=gfx.GOLD)
            step = gfx.font(size, True).get_linesize()
            for i, line in enumerate(lines):
                gfx.blit_text(self.screen, line, size, (r.centerx, r.y + gfx.px(7) + step * i), gfx.INK, True,
                              anchor="midtop")

    def toast_boxes(self) -> list:
        """The notices as drawn, (lines, text size, rect) each, stacked one under another: across the top
        middle, or in the column the top scene keeps free for them (`notice_column`: the title's art and
        buttons fill the middle, and two notices at start-up covered its logo)."""
        px = gfx.px
        w = self.size[0]
        top = self.scenes.top
        col = top.notice_column(self.size) if top is not None else None
        size = px(17) if col is None else px(15)
        step = gfx.font(size, True).get_linesize()
        out, y = [], px(10)
        for text, _, _ in self.toasts:
            if col is None:
                lines = gfx.wrap(text, size, min(px(760), w - px(80)), bold=True)
                bw = min(px(800), w - px(40), max(px(300), max(gfx.font(size, True).size(x)[0] for x in lines) + px(48)))
                x = (w - bw) // 2
            else:
                x, bw = col
                lines = [part for line in gfx.wrap(text, size, bw - px(24), bold=True)
                         for part in _cut(line, size, bw - px(24))]
            r = pygame.Rect(x, y, bw, px(14) + step * len(lines))
            out.append((lines, size, r))
            y = r.bottom + px(6)
        return out

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        while self.scenes.stack:
            self.scenes.pop()
        if self.own_settings and self.settings["size"] != self._saved_size:   # dragged to a new size
            self.save_settings()
        pygame.display.quit()


def _keep_minimum() -> None:
    """Ask the window system to keep the window at MIN_SIZE or more, so a drag stops there instead of the
    app making the window anew at the minimum."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)   # pygame-ce 2.5: "use Window.get_surface"
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_SIZE
    except (AttributeError, pygame.error):   # a pygame without Window, or no window
        pass


def _size(text: str):
    """`--size WxH` as (w, h); a bad one is a one-line message and exit status 2, like every bad argument."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        _bad_argument(f"--size takes WxH such as 1280x720, not {text!r}")
    top = SIZE_RANGE[1]
    if not (MIN_SIZE[0] <= w <= top[0] and MIN_SIZE[1] <= h <= top[1]):
        _bad_argument(f"--size {text} is outside {MIN_SIZE[0]}x{MIN_SIZE[1]} to {top[0]}x{top[1]}")
    return w, h


def _cut(line: str, size: int, avail: int) -> list[str]:
    """A wrapped line still wider than `avail` (a folder's path has no space to wrap at) in pieces that fit:
    after a slash where it can be, else between characters."""
    f = gfx.font(size, True)
    out = []
    while f.size(line)[0] > avail and len(line) > 1:
        n = len(line) - 1
        while n > 1 and f.size(line[:n])[0] > avail:
            n -= 1
        cut = max(line.rfind("/", 0, n), line.rfind("\\", 0, n)) + 1
        n = cut if cut > n // 2 else n
        out.append(line[:n])
        line = line[n:]
    return out + [line]


def _bad_argument(message: str):
    print(f"tabletop: {message}", file=sys.stderr)
    raise SystemExit(2)


def run(argv: list[str]) -> int:
    """Open the window and play until it is closed. argv: [--size WxH] [--seed N]."""
    t0 = time.perf_counter()
    p = argparse.ArgumentParser(prog="tabletop")
    p.add_argument("--size")
    p.add_argument("--seed", type=int)
    p.add_argument("--lang")
    p.add_argument("--port", type=int)
    p.add_argument("--bind")
    p.add_argument("--first-frame-only", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    from tabletop.persist import lock
    held = lock.acquire()
    if held is not None and held.f is not None:   # the only saving window: a save cut short left its temp file
        from tabletop.persist import cleanup_temps
        cleanup_temps()
    app = App(size=_size(args.size) if args.size else None, seed=args.seed, save=held is not None, lang=args.lang)
    if args.port is not None:
        app.net_port = args.port
    if args.bind is not None:
        app.net_bind = args.bind
    if held is None:
        app.toast(t(SECOND_WINDOW), 10.0)
    from tabletop.ui.core.scene import make
    app.scenes.push(make("title", app))
    app.step(0.0)
    if args.first_frame_only:
        print(f"first-frame {time.perf_counter() - t0:.4f} {time.time():.6f}", flush=True)
        app.close()
        if held is not None:
            held.release()
        return 0
    try:
        while app.step():
            pass
    finally:
        app.close()
        if held is not None:
            held.release()
    return 0
