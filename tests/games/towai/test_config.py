"""TOWAI's config edited: a name its rules code uses, a value or a shape its code cannot play, refused at
load with the file, the key and the reason (split from tests/test_config_errors.py)."""

import pytest

from tests.configs import bad


# -- a shipped config edited: what its code needs ----------------------------------------------------------
def _rename(section, old, new):
    def edit(cfg):
        cfg[section] = {(new if k == old else k): v for k, v in cfg[section].items()}
    return edit


@pytest.mark.parametrize("file, section, old", [
    ("towai.yaml", "actions", "pass"), ("towai.yaml", "zones", "discard"),
    ("towai.yaml", "options", "lead_must_match_state"),
])
def test_a_typo_in_a_name_the_code_uses_fails_at_load(file, section, old):
    # a typo (a deal to an unknown zone is refused earlier, so the deal entry is deleted instead)
    e = bad(file, _rename(section, old, old + "s") if section != "deal" else lambda c: c["deal"].pop(old))
    assert e.file == file and e.key == f"{section}.{old}"
    assert f"rules code uses {section} {old!r}" in e.reason


# -- edits that loaded and then failed in play, at Start, or changed the game without a word ---------------

@pytest.mark.parametrize("file, edit, key, reason", [
    # a target that ends the match at once
    ("towai.yaml", lambda c: c["match_end"][0].update(target=-1000), "match_end[0].target",
     "score_at_least needs a target 1 or more, got -1000"),
    # card attribute defaults
    ("towai.yaml", lambda c: c["deck"]["attributes"]["flips"].update(default="abc"), "deck.attributes.flips.default",
     "expected a bool, got 'abc'"),
    ("towai.yaml", lambda c: c["deck"]["attributes"]["effect"].update(values=["draw", "reset", "swap"]),
     "deck.attributes.effect.default", "'none' is not an allowed value"),
])
def test_an_edit_the_game_cannot_play_is_refused_at_load(file, edit, key, reason):
    e = bad(file, edit)
    assert e.key.startswith(key) and reason in e.reason, (e.key, e.reason)
