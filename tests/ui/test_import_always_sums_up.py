"""Issue 31, item 4, in the window: whatever one file does to its reader, the Import dialog ends with its
summary and the other files are imported."""

from qtsolitaire.store import layout_files, layout_library, paths
from qtsolitaire.ui import file_dialogs
from qtsolitaire.ui.dialogs import layouts as dialogs
from tests.engine.test_mahjong_importers import V11


def test_a_reader_that_breaks_on_one_file_costs_that_file_only(qtbot, window, monkeypatch, tmp_path):
    for name in ("first.layout", "cursed.layout", "last.layout"):
        (tmp_path / name).write_text(V11, encoding="utf-8")

    def read(path):
        if "cursed" in str(path):
            raise OverflowError("cannot convert float infinity to integer")
        return layout_files.read_import_file(path)

    monkeypatch.setattr(layout_library, "read_import_file", read)
    files = [str(tmp_path / name) for name in ("first.layout", "cursed.layout", "last.layout")]
    monkeypatch.setattr(file_dialogs, "open_file_names", lambda *a: files)
    window.act_import_layouts.trigger()
    run = window.findChild(dialogs.LayoutImport)
    qtbot.waitUntil(lambda: run.summary is not None, timeout=5000)
    assert run.summary.text() == "Imported 2 layouts from 2 files."
    assert run.summary.informativeText().startswith("1 of the 3 files had problems")
    details = run.summary.detailedText()
    assert f"{files[1]}: could not be imported: this program met something it did not expect" in details
    assert "infinity" not in details  # no internals
    assert sorted(p.name for p in paths.user_layouts_dir().iterdir()) == ["first.json", "last.json"]
