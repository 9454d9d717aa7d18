"""The scene stack: each scene has enter/exit/pause/resume/handle/update(dt)/draw; the top one gets input."""

from __future__ import annotations

import pygame

from tabletop.ui.core import widgets

# Where each named scene lives. Scenes open one another by name (`make`), never by importing each other:
# a screen's module is imported only when it is first opened, and no two screens depend on each other.
PLACES = {
    "title": "tabletop.ui.screens.title:TitleScene",
    "game_choice": "tabletop.ui.screens.game_choice:GameChoiceScene",
    "setup": "tabletop.ui.screens.setup:SetupScene",
    "settings": "tabletop.ui.screens.settings:SettingsScene",
    "stats": "tabletop.ui.screens.stats:StatsScene",
    "rules": "tabletop.ui.screens.rules:RulesScene",
    "pause": "tabletop.ui.screens.overlays:PauseScene",
    "hand_off": "tabletop.ui.screens.overlays:HandOffScene",
    "round_result": "tabletop.ui.screens.overlays:RoundResultScene",
    "match_result": "tabletop.ui.screens.overlays:MatchResultScene",
    "table": "tabletop.ui.table.scene:TableScene",
    "lobby": "tabletop.ui.screens.lobby:LobbyScene",
    "join": "tabletop.ui.screens.join:JoinScene",
    "review": "tabletop.ui.screens.review:ReviewScene",
    "history": "tabletop.ui.screens.history:HistoryScene",
}


def make(name: str, app, *args, **kw) -> "Scene":
    """A new scene of the kind `name` (see PLACES)."""
    import importlib
    module, _, cls = PLACES[name].partition(":")
    return getattr(importlib.import_module(module), cls)(app, *args, **kw)


class Scene:
    """A screen of the program. `opaque` scenes hide what is below; overlays draw over it."""

    opaque = True
    name = "scene"
    arm_time = 0.0   # seconds after it comes up during which it ignores clicks and keys (see SceneManager)

    def __init__(self, app):
        self.app = app
        self.widgets: list = []
        self.focus = 0
        self.held: dict = {}   # keys down when it came up (SceneManager.held_now): their repeats are not for it
        self.pressing: set = set()   # mouse buttons pressed since it came up: only their releases are for it
        self.arming = 0.0

    # life cycle ---------------------------------------------------------------------------------
    def enter(self) -> None:
        self.layout(self.app.size)

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.layout(self.app.size)

    def layout(self, size) -> None:
        """Place widgets for the window size (called on enter, resume and resize)."""

    # per frame ------------------------------------------------------------------------------------
    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        widgets.dispatch(self, event)

    def update(self, dt: float) -> None:
        pass

    def animating(self) -> bool:
        """Whether something moves on screen without input (the window then keeps its full frame rate)."""
        return False

    def notice_column(self, size) -> tuple | None:
        """(x, width) of a column the program's notices stack in, kept clear of this scene's own pictures;
        None: across the top middle."""
        return None

    def draw(self, surf) -> None:
        for w in self.widgets:
            w.draw(surf)

    def back(self) -> None:
        """Escape: leave this scene (the title overrides it to ask nothing and stay)."""
        self.app.scenes.pop()


class SceneManager:
    """A stack of scenes with a clear life cycle.

    A scene that comes to the top ignores the keys that were already down (a held key's auto-repeats,
    meant for the scene before: a held Enter that played a card went on to press the hot-seat screen's
    "show my hand") until they are released; a scene with an `arm_time` also ignores clicks and keys for
    that long after it comes up (a quick double tap or double click meant for the screen before). Nor does
    it get the release of a mouse button pressed before it came up: it answers presses that begin on it."""

    def __init__(self):
        self.stack: list[Scene] = []
        self.down: set = set()
        self.presses: dict = {}   # key -> how many times it went down (its auto-repeats not counted)

    def held_now(self) -> dict:
        """The keys down now, each with its press count: something that opens now (a dialog on the table)
        ignores those presses' auto-repeats (`is_repeat_of`)."""
        return {k: self.presses.get(k, 0) for k in self.down}

    def is_repeat_of(self, held: dict, key) -> bool:
        """Whether a key-down of `key` is an auto-repeat of a press in `held` (from held_now)."""
        return key in held and key in self.down and self.presses.get(key, 0) == held[key]

    def _fresh(self, scene: Scene, arm: bool) -> None:
        scene.held = self.held_now()
        scene.pressing = set()
        if arm:
            scene.arming = scene.arm_time

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].pause()
        self.stack.append(scene)
        self._fresh(scene, True)
        scene.enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        s = self.stack.pop()
        s.exit()
        if self.stack:
            self._fresh(self.stack[-1], False)
            self.stack[-1].resume()
        return s

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack.pop().exit()
        self.stack.append(scene)
        self._fresh(scene, True)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack (exiting every scene) and start again from `scene`."""
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def find(self, cls):
        for s in reversed(self.stack):
            if isinstance(s, cls):
                return s
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def handle(self, event) -> None:
        top = self.top
        t = event.type
        if t == pygame.KEYDOWN:
            k = event.key
            if k not in self.down:   # a new press (an auto-repeat leaves the count as it is)
                self.presses[k] = self.presses.get(k, 0) + 1
            self.down.add(k)
            if top is not None and top.arming > 0:
                top.held[k] = self.presses[k]   # pressed too soon: neither it nor its auto-repeats count
                return
            if top is not None and self.is_repeat_of(top.held, k):
                return
        elif t == pygame.KEYUP:
            self.down.discard(event.key)
        elif t == pygame.WINDOWFOCUSLOST:   # its key-ups go to another window
            self.down.clear()
        elif t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and top is not None:
            if top.arming > 0:
                return
            if t == pygame.MOUSEBUTTONDOWN:
                top.pressing.add(event.button)
            elif event.button in top.pressing:
                top.pressing.discard(event.button)
            else:
                return   # the release of a press made on the screen before (or while this one armed)
        if top is not None:
            top.handle(event)

    def update(self, dt: float) -> None:
        if self.stack:
            top = self.stack[-1]
            top.arming = max(0.0, top.arming - dt)
            top.update(dt)

    def draw(self, surf) -> None:
        for s in self.visible():
            s.draw(surf)

    def layout(self, size) -> None:
        for s in self.stack:
            s.layout(size)
