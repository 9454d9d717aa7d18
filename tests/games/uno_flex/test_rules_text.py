"""UNO FLEX's rules text (assets/rules/uno_flex.md): the sections it has (split from tests/test_ui_rules.py,
which checks what every game's text must be)."""

from tests.test_ui_rules import _text

HEADINGS = ["The cards", "Setting up", "Your turn", "What the cards do", "Winning", "House rules (options)",
            "Playing at the table"]


def test_the_rules_text_has_its_sections():
    heads = [ln.lstrip("#").strip() for ln in _text("uno_flex").splitlines() if ln.startswith("##")]
    missing = [h for h in HEADINGS if h not in heads]
    assert not missing, missing
