"""The .ts files are current with the sources and complete: every string the player can see has its German and
French words: after changing a string, `make translations`, translate the new entries, `make translations`."""

import shutil

import pytest

from tools.translations import FOLDER, LANGUAGES, messages, ts_file, update


def test_the_ts_files_hold_every_marked_string_and_no_other(tmp_path):
    """lupdate over the sources as they are finds nothing new and nothing vanished (`make translations`)."""
    for language in LANGUAGES:
        shutil.copy(ts_file(FOLDER, language), tmp_path)
    update(tmp_path)
    for language in LANGUAGES:
        fresh = {(m.context, m.source, m.disambiguation) for m in messages(ts_file(tmp_path, language))}
        kept = {(m.context, m.source, m.disambiguation) for m in messages(ts_file(FOLDER, language))}
        assert (sorted(fresh - kept), sorted(kept - fresh)) == ([], []), f"{language}: run `make translations`"
        assert ts_file(tmp_path, language).read_text("utf-8") == ts_file(FOLDER, language).read_text("utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_string_is_translated(language):
    unfinished = [f"{m.context} | {m.source!r}" for m in messages(ts_file(FOLDER, language)) if not m.finished]
    assert not unfinished, f"{len(unfinished)} strings have no {language} translation yet:\n" + "\n".join(unfinished)
