"""The catalogue reader: .po entries, plural rules read without eval, the system language, lookups."""

import pytest

from tests.test_ui_driver import home  # noqa: F401

from tabletop import i18n
from tabletop.i18n import plural_rule, read_po, system_language

PO = r'''
# a comment
msgid ""
msgstr ""
"Language: fr\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

#: somewhere.py:1
msgid "Pass"
msgstr "Passer"

msgctxt "switch"
msgid "on"
msgstr "activé"

msgid "{name} plays {card}"
msgstr "{name} joue {card}"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} carte"
msgstr[1] "{n} cartes"

msgid "A long "
"message\n"
"on lines"
msgstr "Un long "
"message\n"
"sur des lignes"

#, fuzzy
msgid "Draw"
msgstr "Tirer (à revoir)"

#~ msgid "Gone"
#~ msgstr "Parti"

msgid "Quote \"me\" \\ now"
msgstr "Cite \"moi\" \\ maintenant"
'''


def test_read_po_takes_contexts_plurals_continuations_and_escapes_and_leaves_fuzzy_out():
    e = read_po(PO)
    assert e[("", "Pass")] == ["Passer"]
    assert e[("switch", "on")] == ["activé"]
    assert e[("", "{n} card")] == ["{n} carte", "{n} cartes"]
    assert e[("", "A long message\non lines")] == ["Un long message\nsur des lignes"]
    assert e[("", 'Quote "me" \\ now')] == ['Cite "moi" \\ maintenant']
    assert ("", "Draw") not in e and ("", "Gone") not in e
    assert "Plural-Forms" in e[("", "")][0]


@pytest.mark.parametrize("rule,cases", [
    ("nplurals=2; plural=(n != 1);", {0: 1, 1: 0, 2: 1, 21: 1}),
    ("nplurals=2; plural=(n > 1);", {0: 0, 1: 0, 2: 1, 100: 1}),
    ("nplurals=1; plural=0;", {0: 0, 1: 0, 7: 0}),
    ("nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
     {1: 0, 2: 1, 4: 1, 5: 2, 12: 2, 22: 1, 25: 2, 112: 2}),   # Polish
    ("nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);",
     {0: 0, 1: 1, 2: 2, 3: 3, 11: 4, 100: 5, 102: 5}),         # Arabic
])
def test_plural_rules_are_read_as_gettext_reads_them(rule, cases):
    f = plural_rule(f"Plural-Forms: {rule}\n")
    assert {n: f(n) for n in cases} == cases


@pytest.mark.parametrize("bad", ["__import__('os').system('true')", "n.__class__", "(n > 1",
                                 "n ? 1", "exec(n)"])
def test_a_plural_rule_that_is_not_the_c_subset_is_refused_never_run(bad):
    with pytest.raises(ValueError):
        plural_rule(f"Plural-Forms: nplurals=2; plural={bad};\n")


@pytest.mark.parametrize("env,want", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LANG": "ja_JP.UTF-8"}, "ja"), ({"LANG": "zh_TW.UTF-8"}, "zh-TW"),
    ({"LANG": "zh_HK.UTF-8"}, "zh-TW"), ({"LANG": "zh_CN.UTF-8"}, "en"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"), ({}, "en"), ({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "fr_FR.UTF-8"}, "ja"), ({"LANG": "zh_Hant_TW"}, "zh-TW"),
])
def test_the_default_language_is_the_systems_where_it_is_one_of_ours(env, want):
    assert system_language(env) == want


def test_lookups_fill_placeholders_pick_plurals_and_fall_back_to_english(tmp_path, monkeypatch):
    (tmp_path / "fr.po").write_text(PO, encoding="utf-8")
    monkeypatch.setattr(i18n, "catalogue_files", lambda lang: [tmp_path / f"{lang}.po"] if lang == "fr" else [])
    i18n.reload()
    try:
        i18n.set_language("fr")
        assert i18n.t("Pass") == "Passer"
        assert i18n.tc("switch", "on") == "activé" and i18n.t("on") == "on"
        assert i18n.t("{name} plays {card}", name="Élodie", card="7") == "Élodie joue 7"
        assert i18n.tn("{n} card", "{n} cards", 1) == "1 carte" and i18n.tn("{n} card", "{n} cards", 2) == "2 cartes"
        assert i18n.t("Not translated {x}", x=3) == "Not translated 3"
        assert i18n.t("{name} plays {card}", name="Ann") == "Ann joue {card}"   # a missing value stays visible
        i18n.set_language("en")
        assert i18n.t("Pass") == "Pass" and i18n.tn("{n} card", "{n} cards", 2) == "2 cards"
        with pytest.raises(ValueError):
            i18n.set_language("de")
    finally:
        i18n.set_language("en")
        i18n.reload()


def test_the_language_setting_is_checked_and_the_app_speaks_it_or_the_systems(tmp_path, monkeypatch):
    from tabletop.persist import settings as S
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(k, raising=False)
    s = S.defaults()
    assert s["language"] == "" and S.CHECKS["language"]("fr") and not S.CHECKS["language"]("de")
    from tests.test_ui_driver import make_app
    try:
        app = make_app()
        assert i18n.language() == "ja"              # the system's
        app.settings["language"] = "fr"
        app.set_language("fr")
        assert i18n.language() == "fr"
        app.set_language("")
        assert i18n.language() == "ja"
        app.close()
        from tabletop.app import App
        app = App(size=(960, 540), settings=dict(S.defaults(), language="fr"), save=False, lang="zh-TW")
        assert i18n.language() == "zh-TW"           # --lang wins for this window
        app.close()
    finally:
        i18n.set_language("en")


def test_the_rules_name_seats_in_the_players_language_and_the_table_puts_names_there(tmp_path, monkeypatch):
    (tmp_path / "fr.po").write_text('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
                                    'msgid "player {number}"\nmsgstr "joueur {number}"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "catalogue_files", lambda lang: [tmp_path / f"{lang}.po"] if lang == "fr" else [])
    i18n.reload()
    names = ["Ann", "Ben", "Cy"] + [f"P{k}" for k in range(4, 13)]
    try:
        text = f"It is not {i18n.seat_ref(2)}'s turn; {i18n.seat_ref(11)} waits"
        assert text == "It is not player 3's turn; player 12 waits"
        assert i18n.named(text, names.__getitem__) == "It is not Cy's turn; P12 waits"
        assert i18n.named("a 3-player table", names.__getitem__) == "a 3-player table"
        i18n.set_language("fr")
        text = f"Au tour de {i18n.seat_ref(0)}"
        assert text == "Au tour de joueur 1" and i18n.named(text, names.__getitem__) == "Au tour de Ann"
    finally:
        i18n.set_language("en")
        i18n.reload()


def test_a_message_about_the_lone_human_is_its_own_message(home):
    from tabletop.i18n import N_
    from tabletop.rules.loader import available_games, load_game
    from tabletop.ui.table.session import Session, default_seats
    s = Session(load_game(available_games()[0]), default_seats(3, 1), {}, 1, save=False)
    lead, leads = N_("You lead"), N_("{player} leads")
    assert s.told(0, leads, lead) == "You lead" and s.told(1, leads, lead) == f"{s.name(1)} leads"
    assert s.name(0) == "You" and s.is_you(0) and not s.is_you(1)


def test_a_seat_named_inside_a_japanese_sentence_gets_its_name(tmp_path, monkeypatch):
    """Kana and kanji are word characters: "捕まえられるのはプレイヤー2だけ" kept the placeholder where the
    seat's name belonged (the lookbehind was on any word character)."""
    (tmp_path / "ja.po").write_text('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=1; plural=0;\\n"\n\n'
                                    'msgid "player {number}"\nmsgstr "プレイヤー{number}"\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "catalogue_files", lambda lang: [tmp_path / f"{lang}.po"] if lang == "ja" else [])
    i18n.reload()
    try:
        i18n.set_language("ja")
        text = "捕まえられるのは" + i18n.seat_ref(1) + "だけ、" + i18n.joined(["赤の3", "黄の3"])
        assert i18n.named(text, ["花子", "太郎"].__getitem__) == "捕まえられるのは太郎だけ、赤の3, 黄の3"
    finally:
        i18n.set_language("en")
        i18n.reload()
