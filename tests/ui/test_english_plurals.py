"""The English window in its plural forms, though English has no translation file."""

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from qtsolitaire.ui.i18n import EnglishPlurals, install_english_plurals


class Sample(QObject):
    pass


def test_a_count_picks_the_english_form(qapp):
    install_english_plurals(qapp)
    assert Sample.tr("%n file(s) could not be read", None, 1) == "1 file could not be read"
    assert Sample.tr("%n file(s) could not be read", None, 3) == "3 files could not be read"
    assert Sample.tr("%n file(s) could not be read", None, 0) == "0 files could not be read"
    assert QCoreApplication.translate("Sample", "Choose (s)ome") == "Choose (s)ome"  # no count: not a plural
    install_english_plurals(qapp)
    assert len(qapp.findChildren(EnglishPlurals)) == 1


class German(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):
        return "%n Datei(en)" if source == "%n file(s)" else None

    def isEmpty(self):
        return False


def test_a_language_installed_later_comes_first(qapp):
    install_english_plurals(qapp)
    german = German(qapp)
    qapp.installTranslator(german)
    try:
        assert Sample.tr("%n file(s)", None, 2) == "2 Datei(en)"
        assert Sample.tr("%n layout(s)", None, 2) == "2 layouts"  # one it lacks still reads as English
    finally:
        qapp.removeTranslator(german)
