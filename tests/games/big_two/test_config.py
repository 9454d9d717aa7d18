"""BIG TWO's config edited: a name its rules code uses, a value or a shape its code cannot play, refused at
load with the file, the key and the reason (split from tests/test_config_errors.py)."""

import pytest

from tests.configs import bad


# -- a shipped config edited: what its code needs ----------------------------------------------------------
def _rename(section, old, new):
    def edit(cfg):
        cfg[section] = {(new if k == old else k): v for k, v in cfg[section].items()}
    return edit


@pytest.mark.parametrize("file, section, old", [
    ("big_two.yaml", "zones", "trick"), ("big_two.yaml", "options", "stage3_bombs"),
    ("big_two.yaml", "deal", "hand"),
])
def test_a_typo_in_a_name_the_code_uses_fails_at_load(file, section, old):
    # a typo (a deal to an unknown zone is refused earlier, so the deal entry is deleted instead)
    e = bad(file, _rename(section, old, old + "s") if section != "deal" else lambda c: c["deal"].pop(old))
    assert e.file == file and e.key == f"{section}.{old}"
    assert f"rules code uses {section} {old!r}" in e.reason


# -- edits that loaded and then failed in play, at Start, or changed the game without a word ---------------

@pytest.mark.parametrize("file, edit, key, reason", [
    # a target that never ends the match
    ("big_two.yaml", lambda c: c["match_end"][0].update(target=100), "match_end[0].target",
     "score_below needs a target 0 or less"),
    # numbers the code cannot play
    ("big_two.yaml", lambda c: c["options"]["expert"].update(min=-5), "options.expert.min",
     "the big_two rules play expert from 0 to 5"),
    # default options every table size cannot start with
    ("big_two.yaml", lambda c: c["options"]["team"].update(default=True), "options",
     "the default options are refused at 3 players"),
])
def test_an_edit_the_game_cannot_play_is_refused_at_load(file, edit, key, reason):
    e = bad(file, edit)
    assert e.key.startswith(key) and reason in e.reason, (e.key, e.reason)
