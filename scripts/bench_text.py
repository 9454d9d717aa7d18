"""Benchmark: the cost of text on an English table (and, beside it, of Chinese and Japanese text).

Usage: python scripts/bench_text.py [--frames N] [--repeat R] [--size WxH]
Record: a 6-seat English table (AI seats, normal speed) runs N frames under the SDL dummy driver,
and every gfx.text / gfx.wrap / gfx.fit_size / gfx.ellipsize call it makes is noted (the real strings,
sizes and colours the table draws). Replay, each call R times, timed with time.perf_counter:
  render   gfx.font(size, bold).render(...) of each distinct text (what a cache miss of gfx.text costs);
  size     gfx.font(size, bold).size(...) of each distinct text (layout code measures every frame);
  wrap / fit / ellipsize   the recorded calls;
  frame    the table's whole frame CPU time (time.thread_time), text caches warm, as the program runs.
The same replays then run on CJK text: the recorded strings with the seats' names swapped for 張小明,
佐藤花子, ... and a few Chinese and Japanese sentences (only with the CJK fonts; before them the figures
are DejaVu's empty boxes).
Launch and memory (--launches K, each in a new process; peak RSS is its VmHWM at the end, from
/proc/self/status: ru_maxrss of a child counts the parent's pages it was forked with):
  english    `tabletop --first-frame-only`: the title in English, start of the process to its first frame;
  cjk title  the title, then a line of Chinese and one of Japanese drawn on it (regular and bold);
  cjk game   Japanese, a 6-seat table of AI seats named 張小明, 佐藤花子, ... for 600 frames.
  switch     Settings open over that table (English), the language chosen as Settings does, then the next
             frame drawn: en -> zh-TW -> ja -> fr -> en, each switch timed from the choice to the frame on
             screen (the first one into a language reads its catalogues and, for CJK, the font).
Prints figures; asserts nothing. Goals: a game with the CJK fonts loaded <= 150 MB RSS; a language
switch and the next frame <= 0.5 s.
"""

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "TABLETOP_HOME" not in os.environ:  # a throwaway home, removed when the benchmark ends
    _HOME = tempfile.TemporaryDirectory(prefix="tabletop-bench-")
    os.environ["TABLETOP_HOME"] = _HOME.name

NAMES = ("Ada", "Bruno", "Chen", "Dara", "Emeka", "Fumiko")
CJK_NAMES = ("張小明", "佐藤花子", "林美玲", "鈴木一郎", "陳志豪", "高橋さくら")
CJK_LINES = (
    "張小明出了一張紅色的七，輪到佐藤花子。",
    "佐藤花子さんの番です。カードを一枚出すか、山札から引いてください。",
    "這一局由林美玲獲勝，她的隊伍扣分最少。",
    "出せるカードがない、または出さない場合は手番終了です。",
)


PEAK = ("; print('peak-kb', [ln.split()[1] for ln in open('/proc/self/status') if ln.startswith('VmHWM')][0])")
PRELUDE = ("import os, sys, time; t0 = time.time(); "
           "from tabletop.app import App; from tabletop.ui.core.scene import make; "
           "from tabletop.ui.core import gfx; from tabletop.persist import settings as S; ")
LAUNCH = {
    "english": "from tabletop.app import run; run(['--size', '1280x720', '--first-frame-only'])" + PEAK,
    "cjk title": PRELUDE + (
        "a = App(size=(1280, 720), settings=S.defaults(), save=False); a.scenes.push(make('title', a)); "
        "a.step(0.0); t1 = time.perf_counter(); "
        "gfx.blit_text(a.screen, '張小明出了一張紅色的七，輪到佐藤花子。', 22, (20, 20)); "
        "gfx.blit_text(a.screen, '佐藤花子さんの番です。カードを一枚出してください。', 18, (20, 60), bold=True); "
        "print(f'first-cjk {(time.perf_counter() - t1) * 1000:.1f}'); a.step(1 / 60); a.close()" + PEAK),
    "cjk game": PRELUDE + (
        "from tabletop import i18n; i18n.set_language('ja'); "
        "from tabletop.rules.loader import available_games, load_game; "
        "from tabletop.ui.table.scene import TableScene; "
        "from tabletop.ui.table.session import Session; s = S.defaults(); s.update(speed='normal', sound=False); "
        "a = App(size=(1280, 720), settings=s, seed=1, save=False); "
        "seats = [{'kind': 'ai', 'level': 'normal', 'name': n} for n in "
        "('張小明', '佐藤花子', '林美玲', '鈴木一郎', '陳志豪', '高橋さくら')]; "
        "g = next(load_game(x) for x in available_games() if load_game(x).max_players >= 6); "
        "t = TableScene(a, Session(g, seats, {}, 1, save=False)); a.scenes.reset(t); "
        "[(a.step(1 / 60), time.sleep(0.0002)) for _ in range(600)]; a.close()" + PEAK),
    "switch": PRELUDE + (
        "from tabletop.rules.loader import available_games, load_game; "
        "from tabletop.ui.table.scene import TableScene; "
        "from tabletop.ui.table.session import Session; s = S.defaults(); s.update(speed='normal', sound=False); "
        "a = App(size=(1280, 720), settings=s, seed=1, save=False, lang='en'); "
        "seats = [{'kind': 'ai', 'level': 'normal', 'name': n} for n in "
        "('張小明', 'Élodie', '林美玲', '鈴木一郎', 'Bruno', '高橋さくら')]; "
        "g = next(load_game(x) for x in available_games() if load_game(x).max_players >= 6); "
        "t = TableScene(a, Session(g, seats, {}, 1, save=False)); a.scenes.reset(t); "
        "[a.step(1 / 60) for _ in range(30)]; a.scenes.push(make('settings', a)); a.step(1 / 60); "
        "w = []\n"
        "for lang in ('zh-TW', 'ja', 'fr', 'en', 'zh-TW'):\n"
        "    t1 = time.perf_counter(); a.set_language(lang); a.step(1 / 60)\n"
        "    w.append(f'{lang}={(time.perf_counter() - t1) * 1000:.1f}')\n"
        "print('switch-ms', *w); a.close()" + PEAK),
}


def six_seats():
    """The first game found that seats six (the table whose texts are timed)."""
    from tabletop.rules.loader import available_games, load_game
    return next(load_game(g) for g in available_games() if load_game(g).max_players >= 6)


def launches(k: int) -> dict:
    """{what: [(seconds to the first frame or None, peak RSS MB, first CJK draw ms or None)]}."""
    import subprocess
    out = {}
    for what, code in LAUNCH.items():
        runs = []
        for _ in range(k):
            t0 = time.time()
            r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ))
            if r.returncode:
                raise SystemExit(f"{what} failed: {r.stderr[-800:]}")
            got = {x.split()[0]: x.split()[1:] for x in r.stdout.splitlines() if x.startswith(("first-", "peak-", "switch-"))}
            first = float(got["first-frame"][1]) - t0 if "first-frame" in got else None
            cjk = float(got["first-cjk"][0]) if "first-cjk" in got else None
            runs.append((first, int(got["peak-kb"][0]) / 1024, cjk, got.get("switch-ms")))
        out[what] = runs
    return out


def record(size, frames: int, seed: int) -> dict:
    """The text calls a 6-seat English table makes in `frames` frames, and its frame CPU ms."""
    from tabletop.app import App
    from tabletop.persist import settings as S
    from tabletop.rules.loader import load_game
    from tabletop.ui.core import gfx
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.session import Session
    calls = {"text": {}, "wrap": {}, "fit": {}, "ellipsize": {}}
    real = {"text": gfx.text, "wrap": gfx.wrap, "fit": gfx.fit_size, "ellipsize": gfx.ellipsize}

    def spy(kind):
        def f(*a, **k):
            calls[kind][(a, tuple(sorted(k.items())))] = calls[kind].get((a, tuple(sorted(k.items()))), 0) + 1
            return real[kind](*a, **k)
        return f

    s = S.defaults()
    s.update(speed="normal", sound=False)
    app = App(size=size, settings=s, seed=seed, save=False)
    game = six_seats()
    seats = [{"kind": "ai", "level": "normal", "name": nm} for nm in NAMES]
    table = TableScene(app, Session(game, seats, {}, seed, save=False))
    app.scenes.reset(table)
    cpu = []
    gfx.text, gfx.wrap, gfx.fit_size, gfx.ellipsize = spy("text"), spy("wrap"), spy("fit"), spy("ellipsize")
    try:
        for i in range(frames):
            c0 = time.thread_time()
            app.step(1 / 60)
            cpu.append((time.thread_time() - c0) * 1000)
            if app.scenes.top is not table:
                table = TableScene(app, Session(game, seats, {}, seed + i, save=False))
                app.scenes.reset(table)
            if table.runner.job:
                time.sleep(0.0002)
    finally:
        gfx.text, gfx.wrap, gfx.fit_size, gfx.ellipsize = real["text"], real["wrap"], real["fit"], real["ellipsize"]
    app.close()
    calls["frame_cpu"] = cpu
    return calls


def timed(fn, items, repeat: int) -> float:
    """Mean microseconds of one call of fn(item) over all items, best of `repeat` passes."""
    best = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        for it in items:
            fn(it)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    return best * 1e6 / max(1, len(items))


def replay(calls: dict, repeat: int, swap=None) -> dict:
    from tabletop.ui.core import gfx
    sw = swap or (lambda s: s)

    def a_text(key):
        (a, kw) = key
        s, size = a[0], a[1]
        colour = a[2] if len(a) > 2 else dict(kw).get("colour", gfx.INK)
        bold = a[3] if len(a) > 3 else dict(kw).get("bold", False)
        return sw(s), int(size), colour, bold

    texts = [a_text(k) for k in calls["text"]]
    out = {"texts": len(texts), "chars": sum(len(t[0]) for t in texts)}
    out["render"] = timed(lambda t: gfx.font(t[1], t[3]).render(t[0], True, t[2]), texts, repeat)
    out["size"] = timed(lambda t: gfx.font(t[1], t[3]).size(t[0]), texts, repeat)
    for kind in ("wrap", "fit", "ellipsize"):
        fn = {"wrap": gfx.wrap, "fit": gfx.fit_size, "ellipsize": gfx.ellipsize}[kind]
        items = [((sw(a[0]),) + a[1:], dict(kw)) for a, kw in calls[kind]]
        out[kind] = (timed(lambda it: fn(*it[0], **it[1]), items, repeat), len(items))
    return out


def show(label: str, r: dict) -> None:
    print(f"{label}: {r['texts']} distinct texts ({r['chars']} chars)")
    print(f"  render (cache miss) {r['render']:.1f} us/text   size {r['size']:.2f} us/text")
    for kind in ("wrap", "fit", "ellipsize"):
        us, n = r[kind]
        print(f"  {kind:9s} {us:.1f} us/call ({n} distinct calls)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=900)
    ap.add_argument("--repeat", type=int, default=15)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--launches", type=int, default=3, help="processes per launch measurement (0: none)")
    args = ap.parse_args()
    w, h = (int(x) for x in args.size.split("x"))
    calls = record((w, h), args.frames, args.seed)
    cpu = calls["frame_cpu"][60:]
    import pygame
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((w, h))
    print(f"English table, 6 seats, {len(calls['frame_cpu'])} frames at {w}x{h}: frame CPU ms p50 "
          f"{statistics.median(cpu):.2f}  p99 {sorted(cpu)[int(0.99 * (len(cpu) - 1))]:.2f}  "
          f"mean {statistics.mean(cpu):.2f}")
    show("English table's text", replay(calls, args.repeat))
    from tabletop.ui.core import gfx
    t0 = time.perf_counter()
    gfx.font(18, True).size("張")
    first = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    gfx.font(18, True).render("張小明", True, gfx.INK)
    first_render = (time.perf_counter() - t0) * 1000
    print(f"first CJK measure {first:.1f} ms (reads the fonts' character maps), first CJK render "
          f"{first_render:.1f} ms (opens the CJK font)")

    def swap(s):
        for a, b in zip(NAMES, CJK_NAMES):
            s = s.replace(a, b)
        return s

    cjk = dict(calls)
    extra = {((line, 18), ()): 1 for line in CJK_LINES}
    cjk["text"] = {**calls["text"], **extra}
    cjk["wrap"] = {**calls["wrap"], **{((line, 18, 300), ()): 1 for line in CJK_LINES}}
    show("the same with CJK names, plus 4 CJK sentences", replay(cjk, args.repeat, swap))
    only = {"text": extra, "wrap": {((line, 18, 300), ()): 1 for line in CJK_LINES}, "fit": {},
            "ellipsize": {((line, 18, 200), ()): 1 for line in CJK_LINES}}
    show("the 4 CJK sentences alone", replay(only, args.repeat))
    sys.stdout.flush()
    if args.launches:
        for what, runs in launches(args.launches).items():
            rss = [r[1] for r in runs]
            line = f"{what:10s} peak RSS MB: median {statistics.median(rss):.1f}  max {max(rss):.1f}"
            if runs[0][0] is not None:
                line += f"   to the first frame s: median {statistics.median(r[0] for r in runs):.3f}"
            if runs[0][2] is not None:
                line += f"   first CJK lines drawn ms: median {statistics.median(r[2] for r in runs):.1f}"
            print(line)
            if runs[0][3] is not None:   # language switches: the first into each language, then zh-TW again
                for r in runs:
                    print(f"{'':10s} switch and next frame ms: {'  '.join(r[3])}")


if __name__ == "__main__":
    main()
