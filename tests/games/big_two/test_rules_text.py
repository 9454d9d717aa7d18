"""BIG TWO's rules text (assets/rules/big_two.md): the sections it has (split from tests/test_ui_rules.py,
which checks what every game's text must be)."""

from tests.test_ui_rules import _text

COMMON = ["Aim of the game", "The cards", "Setting up", "Options in this program", "Playing at this table"]
HEADINGS = COMMON + ["Combinations", "Straights", "Which play is stronger", "A trick", "End of a deal and scoring",
                     "End of the match", "Expert stages", "Stage 1: mighty 2", "Stage 2: dragons",
                     "Stage 3: bombs", "Stage 4: fair start", "Stage 5: transforming dragon", "Team play"]


def test_the_rules_text_has_its_sections():
    heads = [ln.lstrip("#").strip() for ln in _text("big_two").splitlines() if ln.startswith("##")]
    missing = [h for h in HEADINGS if h not in heads]
    assert not missing, missing
