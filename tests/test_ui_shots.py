"""`tabletop shots`: every scene rendered headless, the same pictures from the same seed."""

import os
import tempfile

import pygame

from tabletop.tools import shots

EXPECTED = ["01_title", "02_game_choice", "03_seat_setup", "04_rules", "05_settings", "06_table_2p",
            "07_table_2p_colourblind", "08_table_6p", "09_table_6p_colourblind", "10_dialog_colour_colourblind",
            "11_dialog_target", "12_dialog_challenge", "13_dialog_drawn_card",
            "14_dialog_flex_or_normal_colourblind", "15_pause", "16_hotseat_handoff", "17_round_result",
            "18_match_result", "19_faces", "20_faces_colourblind", "21_settings_notice", "22_big_two_4p_pick",
            "23_big_two_3p_expert5", "24_tweak_4p_pick", "25_tweak_6p_colourblind", "26_towai_4p",
            "27_towai_6p_colourblind", "28_faces_big_two", "29_faces_tweak", "30_faces_towai", "31_towai_4p_swap",
            "32_statistics"]
TABLES = EXPECTED[:18] + EXPECTED[21:27] + EXPECTED[30:]


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
    assert names == EXPECTED
    for n in EXPECTED:
        assert (a / f"{n}.png").read_bytes() == (b / f"{n}.png").read_bytes(), f"{n} differs between runs"
    for n in TABLES:
        assert pygame.image.load(str(a / f"{n}.png")).get_size() == (1280, 720)
