"""`tabletop shots`: every scene rendered headless, the same pictures from the same seed."""

import os
import tempfile

import pygame

from tabletop.tools import shots

SCREENS = ["01_title", "02_game_choice", "03_settings", "04_statistics", "05_settings_notice", "06_lobby",
           "07_join", "08_history"]
EVERY_GAME = ["setup", "rules", "pause", "hotseat_handoff", "round_result", "match_result", "faces",
              "faces_colourblind", "review", "takeback", "hint"]


def expected() -> set[str]:
    """The pictures every run makes: the screens, and for every game found its own set."""
    from tabletop.rules.loader import catalogue
    out = set(SCREENS)
    for e in catalogue():
        g = e["game"]
        if g is not None:
            out |= {f"{g.id}_{n}" for n in EVERY_GAME}
            out |= {f"{g.id}_table_{g.min_players}p", f"{g.id}_table_{g.max_players}p_colourblind"}
    return out


def test_shots_cover_every_scene_and_are_reproducible(tmp_path, monkeypatch):
    for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "TABLETOP_HOME", "PYGAME_HIDE_SUPPORT_PROMPT"):
        monkeypatch.setenv(k, "dummy" if k.startswith("SDL") else str(tmp_path / "home"))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    a, b = tmp_path / "a", tmp_path / "b"
    assert shots.main(str(a), 3) == 0
    assert shots.main(str(b), 3) == 0
    assert list(scratch.iterdir()) == [], "the throwaway home was left behind"
    assert os.environ["TABLETOP_HOME"] == str(tmp_path / "home"), "the environment was not restored"
    names = sorted(p.stem for p in a.glob("*.png"))
    assert expected() <= set(names), sorted(expected() - set(names))
    assert names == sorted(p.stem for p in b.glob("*.png"))
    for n in names:
        assert (a / f"{n}.png").read_bytes() == (b / f"{n}.png").read_bytes(), f"{n} differs between runs"
        if not n.endswith(("_faces", "_faces_colourblind")):
            assert pygame.image.load(str(a / f"{n}.png")).get_size() == (1280, 720)
