"""Tweens with named easings, chained into timelines (pure Python, no pygame)."""

from __future__ import annotations

import math


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


EASINGS = {f.__name__: f for f in (linear, ease_in_quad, ease_out_quad, ease_in_out_quad, ease_out_cubic,
                                   ease_in_out_cubic, ease_out_back, ease_out_elastic)}


class Tween:
    """Move named attributes of `target` from their current values to `to` over `duration` seconds.

    Start values are read when the tween starts (after its delay), so chained tweens compose.
    """

    def __init__(self, target, to: dict, duration: float, ease: str = "ease_out_cubic", delay: float = 0.0,
                 on_start=None, on_done=None):
        self.target, self.to, self.duration = target, dict(to), max(0.0, duration)
        self.ease = EASINGS[ease]
        self.delay, self.on_start, self.on_done = delay, on_start, on_done
        self.t = 0.0
        self.start: dict | None = None
        self.done = False

    def _begin(self) -> None:
        self.start = {k: getattr(self.target, k) for k in self.to}
        if self.on_start:
            self.on_start()

    def update(self, dt: float) -> float:
        """Advance by dt; returns the time left over once finished (for chaining)."""
        if self.done:
            return dt
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return 0.0
            dt = -self.delay
            self.delay = 0.0
        if self.start is None:
            self._begin()
        self.t += dt
        if self.t >= self.duration:
            self.finish()
            return self.t - self.duration
        k = self.ease(self.t / self.duration)
        for name, end in self.to.items():
            s = self.start[name]
            setattr(self.target, name, s + (end - s) * k)
        return 0.0

    def finish(self) -> None:
        """Jump to the end values and fire callbacks (used by instant speed and fast-forward)."""
        if self.done:
            return
        if self.start is None:
            self._begin()
        for name, end in self.to.items():
            setattr(self.target, name, end)
        self.done = True
        if self.on_done:
            self.on_done()


class Call:
    """A timeline step that calls a function (zero duration)."""

    def __init__(self, fn, delay: float = 0.0):
        self.fn, self.delay, self.done = fn, delay, False

    def update(self, dt: float) -> float:
        if self.done:
            return dt
        self.delay -= dt
        if self.delay > 0:
            return 0.0
        self.finish()
        return -self.delay

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Timeline:
    """Steps run one after another; leftover time flows into the next step."""

    def __init__(self, steps=()):
        self.steps = list(steps)

    def then(self, step) -> "Timeline":
        self.steps.append(step)
        return self

    @property
    def done(self) -> bool:
        return not self.steps

    def update(self, dt: float) -> float:
        while self.steps:
            dt = self.steps[0].update(dt)
            if not self.steps[0].done:
                return 0.0
            self.steps.pop(0)
        return dt

    def finish(self) -> None:
        while self.steps:
            self.steps.pop(0).finish()


class Tweener:
    """A set of running tweens/timelines; update them all, finish them all."""

    def __init__(self):
        self.items: list = []

    def add(self, item):
        self.items.append(item)
        return item

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def update(self, dt: float) -> None:
        if not self.items:
            return
        items, self.items = self.items, []
        for it in items:
            it.update(dt)
        # callbacks may have added tweens to self.items meanwhile: keep them after the survivors
        self.items = [it for it in items if not it.done] + self.items

    def finish(self) -> None:
        for _ in range(100):  # callbacks may add more tweens; they finish too
            if not self.items:
                return
            items, self.items = self.items, []
            for it in items:
                it.finish()

    def cancel_for(self, target) -> None:
        """Drop the running tweens of `target` (their end values are not applied)."""
        self.items = [it for it in self.items if getattr(it, "target", None) is not target]
