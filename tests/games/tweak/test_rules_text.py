"""TWEAK's rules text (assets/rules/tweak.md): the sections it has (split from tests/test_ui_rules.py,
which checks what every game's text must be)."""

from tests.test_ui_rules import _text

COMMON = ["Aim of the game", "The cards", "Setting up", "Options in this program", "Playing at this table"]
HEADINGS = COMMON + ["Your turn", "TWEAK!", "The T! cards", "Empty hands and the empty deck",
                   "End of a deal and scoring"]


def test_the_rules_text_has_its_sections():
    heads = [ln.lstrip("#").strip() for ln in _text("tweak").splitlines() if ln.startswith("##")]
    missing = [h for h in HEADINGS if h not in heads]
    assert not missing, missing
