import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
# the tests read the program's English words: the machine's own locale must not choose another language
for _k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_k, None)
os.environ["LANG"] = "C.UTF-8"
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pytest


@pytest.fixture(autouse=True)
def _interface_scale_at_one():
    """Every test starts at the interface scale of a 1280x720 window: the scale is module state, set by an
    App (or a test) for its window, and a big window's 1.5 must not reach the next test's layout. Only
    when the UI is loaded already (engine tests never import pygame)."""
    gfx = sys.modules.get("tabletop.ui.core.gfx")
    if gfx is not None:
        gfx.set_scale((1280, 720))
    yield


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """A test that speaks another language leaves the next one in English."""
    yield
    i18n = sys.modules.get("tabletop.i18n")
    if i18n is not None:
        i18n.set_language("en")
