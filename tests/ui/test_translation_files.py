"""The shipped translations: compiled from the .ts files as they are, and each keeps what its source needs."""

import pytest

from tools.translations import FOLDER, LANGUAGES, messages, mismatches, release, ts_file


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_qm_file_is_compiled_from_the_ts_file_as_it_is(language, tmp_path):
    ts = ts_file(FOLDER, language)
    release(ts, tmp_path / "fresh.qm")
    assert (tmp_path / "fresh.qm").read_bytes() == ts.with_suffix(".qm").read_bytes(), "run `make translations`"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translation_keeps_the_placeholders_the_count_and_the_accelerator(language):
    wrong = [f"{m.context} | {m.source!r}: {why}" for m in messages(ts_file(FOLDER, language)) for why in mismatches(m)]
    assert not wrong, "\n".join(wrong)


def test_the_check_finds_what_a_translation_lost(tmp_path):
    ts = tmp_path / "qtsolitaire_xx.ts"
    ts.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context><name>C</name>
<message><source>&amp;Open {file}</source><translation>&amp;Öffnen {datei}</translation></message>
<message numerus="yes"><source>%n tile(s) left</source>
  <translation><numerusform>ein Stein übrig</numerusform><numerusform>viele Steine übrig</numerusform></translation></message>
<message numerus="yes"><source>%n game(s)</source>
  <translation><numerusform>ein Spiel</numerusform><numerusform>%n Spiele</numerusform></translation></message>
<message><source>&amp;Undo</source><translation>&amp;Zug &amp;rückgängig</translation></message>
<message><source>Rock &amp;&amp; roll</source><translation>Rock &amp;&amp; Roll</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    found = {m.source: mismatches(m) for m in messages(ts)}
    assert [why.split(" in ")[0] for why in found["&Open {file}"]] == ["placeholders differ"]
    assert [why.split(" in ")[0] for why in found["%n tile(s) left"]] == ["%n differs"]
    assert [why.split(" in ")[0] for why in found["&Undo"]] == ["the & accelerators differ"]
    assert found["Rock && roll"] == []
    assert found["%n game(s)"] == []  # a singular may say "one" in words
