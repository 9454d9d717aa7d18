"""UNO FLEX's config edited: a name its rules code uses, a value or a shape its code cannot play, refused at
load with the file, the key and the reason (split from tests/test_config_errors.py)."""

import subprocess
import sys

import pytest
import yaml

from tabletop.rules.loader import config_dir, load_config
from tests.configs import bad


# -- a shipped config edited: what its code needs ----------------------------------------------------------
def _rename(section, old, new):
    def edit(cfg):
        cfg[section] = {(new if k == old else k): v for k, v in cfg[section].items()}
    return edit


@pytest.mark.parametrize("file, section, old", [
    ("uno_flex.yaml", "actions", "challenge"),
])
def test_a_typo_in_a_name_the_code_uses_fails_at_load(file, section, old):
    # a typo (a deal to an unknown zone is refused earlier, so the deal entry is deleted instead)
    e = bad(file, _rename(section, old, old + "s") if section != "deal" else lambda c: c["deal"].pop(old))
    assert e.file == file and e.key == f"{section}.{old}"
    assert f"rules code uses {section} {old!r}" in e.reason


# -- edits that loaded and then failed in play, at Start, or changed the game without a word ---------------

def _flex_scoring(c):
    c["match_end"][0]["if_option"]["scoring"] = "false"


@pytest.mark.parametrize("file, edit, key, reason", [
    # another game's hooks: the id is a typo
    ("uno_flex.yaml", lambda c: c.update(id="uno_flexx"), "hooks.", "belongs to another game"),
    # a match end rule that can never apply
    ("uno_flex.yaml", _flex_scoring, "match_end[0].if_option.scoring", "'false' is not true or false"),
    # numbers the code cannot play
    ("uno_flex.yaml", lambda c: c["scoring"].update(coloured_action=-20), "scoring.coloured_action", "0 or more"),
    ("uno_flex.yaml", lambda c: c["scoring"].update(number=10), "scoring.number", "only face_value"),
])
def test_an_edit_the_game_cannot_play_is_refused_at_load(file, edit, key, reason):
    e = bad(file, edit)
    assert e.key.startswith(key) and reason in e.reason, (e.key, e.reason)


def test_shapes_the_game_checks_did_not_foresee_are_config_errors():
    def no_kind(c):
        del c["deck"]["cards"][0]["kind"]
    e = bad("uno_flex.yaml", no_kind)
    assert e.key == "(rules)" and "the uno_flex rules cannot use this config" in e.reason


def test_validate_plays_random_rounds_and_reports_a_failure_in_play(tmp_path):
    # an action handler in another action's slot passes every load check; a few random rounds find it
    cfg = yaml.safe_load((config_dir() / "uno_flex.yaml").read_text(encoding="utf-8"))
    cfg["actions"]["keep"] = "uno_flex.act_target"
    p = tmp_path / "swapped.yaml"
    p.write_text(yaml.safe_dump(cfg), encoding="utf-8")
    load_config(p)
    r = subprocess.run([sys.executable, "-m", "tabletop", "validate", str(p)], capture_output=True, text=True)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith("swapped.yaml: (play): ") and "players, seed" in r.stderr
