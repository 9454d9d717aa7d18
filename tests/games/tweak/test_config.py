"""TWEAK's config edited: a name its rules code uses, a value or a shape its code cannot play, refused at
load with the file, the key and the reason (split from tests/test_config_errors.py)."""

import pytest

from tests.configs import bad


# -- a shipped config edited: what its code needs ----------------------------------------------------------
def _rename(section, old, new):
    def edit(cfg):
        cfg[section] = {(new if k == old else k): v for k, v in cfg[section].items()}
    return edit


@pytest.mark.parametrize("file, section, old", [
    ("tweak.yaml", "actions", "use_thief"), ("tweak.yaml", "zones", "won"),
    ("tweak.yaml", "options", "min_table_cards"), ("tweak.yaml", "deal", "hand"),
])
def test_a_typo_in_a_name_the_code_uses_fails_at_load(file, section, old):
    # a typo (a deal to an unknown zone is refused earlier, so the deal entry is deleted instead)
    e = bad(file, _rename(section, old, old + "s") if section != "deal" else lambda c: c["deal"].pop(old))
    assert e.file == file and e.key == f"{section}.{old}"
    assert f"rules code uses {section} {old!r}" in e.reason


# -- edits that loaded and then failed in play, at Start, or changed the game without a word ---------------

@pytest.mark.parametrize("file, edit, key, reason", [
    # a hook the rules code needs, deleted
    ("tweak.yaml", lambda c: c["hooks"].pop("view"), "hooks.view", "rules code uses hooks 'view'"),
    ("tweak.yaml", lambda c: c["hooks"].pop("options"), "hooks.options", "rules code uses hooks 'options'"),
    # a target that ends the match at once
    ("tweak.yaml", lambda c: c["match_end"][0]["target"].update({4: 0}), "match_end[0].target.4",
     "needs a target 1 or more"),
    # choices and numbers the code cannot play
    ("tweak.yaml", lambda c: c["options"]["colour_count"]["choices"].append("abc"), "options.colour_count.choices[7]",
     "'abc' is not a colour_count the tweak rules know"),
    ("tweak.yaml", lambda c: c["options"]["direction"].update(choices=["right", "lefft"]),
     "options.direction.choices[1]", "'lefft' is not a direction"),
    ("tweak.yaml", lambda c: c["options"]["colour_blue"]["choices"].append("maybe"), "options.colour_blue.choices[3]",
     "'maybe' is not auto, in or out"),
    ("tweak.yaml", lambda c: c["scoring"].update(red=-3), "scoring.red", "0 or more"),
])
def test_an_edit_the_game_cannot_play_is_refused_at_load(file, edit, key, reason):
    e = bad(file, edit)
    assert e.key.startswith(key) and reason in e.reason, (e.key, e.reason)


def test_tweak_default_colours_must_make_enough_cards_for_every_table_size():
    e = bad("tweak.yaml", lambda c: c["rules"]["colours_by_players"].update({3: 1}))
    assert e.key == "rules.colours_by_players"
    assert e.reason == "with the default options at 3 players: 1 colour(s) make 9 number cards; 3 players need at least 11."
