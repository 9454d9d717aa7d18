"""Small synthesized sounds (no sound files): a card flick, a shuffle, a refusal buzz, a chime."""

from __future__ import annotations

import array
import math
import sys

from tabletop.i18n import t


def _tone(freqs, ms: int, vol: float, noise: float = 0.0, rate: int = 22050) -> bytes:
    n = rate * ms // 1000
    out = array.array("h")
    x = 1
    for i in range(n):
        t = i / rate
        env = (1 - i / n) ** 2
        v = sum(math.sin(2 * math.pi * f * t) for f in freqs) / max(1, len(freqs))
        if noise:
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            v = v * (1 - noise) + ((x >> 8) / (1 << 22) - 1) * noise
        out.append(int(max(-1.0, min(1.0, v * env * vol)) * 32767))
    return out.tobytes()


RECIPES = {
    "move": lambda: _tone([900], 45, 0.25, noise=0.8),
    "shuffle": lambda: _tone([500], 260, 0.22, noise=0.95),
    "refuse": lambda: _tone([150, 157], 180, 0.35),
    "call": lambda: _tone([660, 880, 1320], 300, 0.3),
}


class Sound:
    """Plays named sounds when the sound setting is on; if audio fails, sound stops for the session and
    the player is told once (on screen and on stderr)."""

    def __init__(self, app):
        self.app = app
        self.ok = None
        self.sounds: dict = {}

    def _init(self) -> bool:
        if self.ok is None:
            try:
                import pygame
                pygame.mixer.init(22050, -16, 1, 512)
                self.ok = True
            except Exception as e:
                self._off(e)
        return self.ok

    def play(self, name: str) -> None:
        if not self.app.settings.get("sound") or name not in RECIPES or not self._init():
            return
        import pygame
        try:
            s = self.sounds.get(name)
            if s is None:
                s = self.sounds[name] = pygame.mixer.Sound(buffer=RECIPES[name]())
            s.play()
        except Exception as e:
            self._off(e)

    def _off(self, e: Exception) -> None:
        """No more sound this session, said once on screen and on stderr (the setting stays as the player
        left it)."""
        self.ok = False
        print(f"tabletop: sound is off for this session: {type(e).__name__}: {e}", file=sys.stderr)
        toast = getattr(self.app, "toast", None)
        if toast is not None:
            toast(t("No sound: the audio device could not be used."), 6.0)
