"""The message catalogues are complete: every message the program shows (found in the code and the game
configs, as `python scripts/catalogues.py` finds them) has a translation in every language, with the same
placeholders, each folder's .po files hold exactly the messages found, and every game's rules page is
written in every language."""

from tabletop.i18n import LANGUAGES, SOURCE, read_po
from tabletop.tools import catalogues


def test_every_message_has_a_translation_in_every_language_with_the_same_placeholders():
    problems = catalogues.check()
    shown = "\n  ".join(str(p) for p in problems[:60])
    more = f"\n  ... and {len(problems) - 60} more" if len(problems) > 60 else ""
    assert not problems, (f"{len(problems)} message(s) untranslated or with other placeholders:\n  {shown}{more}"
                          "\n\nWhat to do: translate them in the .po file named (python scripts/catalogues.py "
                          "check lists them all).")


def test_the_catalogues_hold_exactly_the_messages_the_program_shows():
    stale = []
    for folder, messages in catalogues.extract().items():
        for lang in LANGUAGES:
            if lang == SOURCE:
                continue
            path = folder / "locale" / f"{lang}.po"
            text = path.read_text(encoding="utf-8") if path.is_file() else ""
            old = read_po(text) if text else {}
            if catalogues.render_po(lang, messages, old) != text:
                stale.append(str(path.relative_to(catalogues.ROOT.parent)))
    assert not stale, ("these catalogues are out of step with the code and configs: " + ", ".join(stale) +
                       "\nWhat to do: python scripts/catalogues.py update, then translate what it adds.")


def test_every_game_s_rules_page_is_written_in_every_language():
    from tabletop.games import folders
    missing = [f"tabletop/games/{g}/guide/{lang}.md" for g in folders()
               for lang in LANGUAGES if (catalogues.ROOT / "games" / g / "guide" / "en.md").is_file()
               and not (catalogues.ROOT / "games" / g / "guide" / f"{lang}.md").is_file()]
    assert not missing, "rules pages missing: " + ", ".join(missing)


def test_the_check_finds_a_missing_translation_and_a_wrong_placeholder(tmp_path, monkeypatch):
    """The check itself: a message with no translation and one whose translation names another value."""
    pkg = tmp_path / "tabletop"
    (pkg / "locale").mkdir(parents=True)
    (pkg / "mod.py").write_text('t("Hello")\nt("{name} plays {card}")\n', encoding="utf-8")
    for lang in LANGUAGES:
        if lang != SOURCE:
            (pkg / "locale" / f"{lang}.po").write_text(
                'msgid "Hello"\nmsgstr ""\n\nmsgid "{name} plays {card}"\nmsgstr "{nom} {card}"\n',
                encoding="utf-8")
    monkeypatch.setattr(catalogues, "ROOT", pkg)
    monkeypatch.setattr(catalogues, "CONFIGS", tmp_path / "game_configs")
    got = {(p.msgid, p.why.split(" ")[0]) for p in catalogues.check()}
    assert got == {("Hello", "no"), ("{name} plays {card}", "placeholders")}
