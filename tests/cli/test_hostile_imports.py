"""Issue 31, item 4: files that made the importer raise. Each is one `file: reason` line, the rest of the
batch still imports, and nothing half-written is left behind."""

import json
import os

from qtsolitaire import cli
from tests.engine.test_mahjong_importers import V11


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def import_with_a_good_file_after(capsys, tmp_path, bad):
    """Import `bad`, then a good layout: the bad one fails alone, with one line naming it."""
    good = tmp_path / "good.layout"
    good.write_text(V11, encoding="utf-8")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "layouts", "import", bad, good, "--out", out_dir)
    assert code == 1
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{bad}: "), err
    assert out.splitlines() == [f"{out_dir / 'good.json'}: 'Good' from {good}"]
    return lines[0]


def test_a_width_in_superscript_digits_is_refused(capsys, tmp_path):
    bad = tmp_path / "square.layout"
    bad.write_text(V11.replace("w8", "w\u00b2"), encoding="utf-8")
    assert "is not a width" in import_with_a_good_file_after(capsys, tmp_path, bad)


def test_a_width_of_five_thousand_digits_is_refused_without_quoting_it_all(capsys, tmp_path):
    bad = tmp_path / "wide.layout"
    bad.write_text(V11.replace("w8", "w" + "9" * 5000), encoding="utf-8")
    line = import_with_a_good_file_after(capsys, tmp_path, bad)
    assert "width" in line and len(line) < len(str(bad)) + 200


def test_a_map_tile_at_1e308_is_refused(capsys, tmp_path):
    bad = tmp_path / "far.map"
    bad.write_text('<mahjongg><map name="Far"><tile x="0" y="0"/><tile x="1e308" y="0"/></map></mahjongg>',
                   encoding="utf-8")
    assert "x=1e308 is outside" in import_with_a_good_file_after(capsys, tmp_path, bad)


def test_a_symlink_loop_is_refused(capsys, tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.symlink_to(b)
    b.symlink_to(a)
    assert "symbolic link" in import_with_a_good_file_after(capsys, tmp_path, a)


def test_a_desktop_file_naming_a_symlink_loop_is_refused(capsys, tmp_path):
    (tmp_path / "loop.layout").symlink_to(tmp_path / "loop.layout")
    desktop = tmp_path / "loop.desktop"
    desktop.write_text("[KMahjonggLayout]\nName=Loop\nFileName=loop.layout\n", encoding="utf-8")
    assert "symbolic link" in import_with_a_good_file_after(capsys, tmp_path, desktop)


def test_a_layout_named_with_an_unpaired_surrogate_is_refused_and_leaves_no_file(capsys, tmp_path):
    doc = {"format": "qtsolitaire-layout", "version": 1, "name": "\ud800", "stars": 1,
           "positions": [[0, 0, 0], [2, 0, 0]]}
    bad = tmp_path / "surrogate.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")  # json.dumps escapes it: "\ud800"
    line = import_with_a_good_file_after(capsys, tmp_path, bad)
    assert '"name"' in line
    assert sorted(os.listdir(tmp_path / "out")) == ["good.json"]


def test_a_layout_that_cannot_be_saved_leaves_no_empty_file(capsys, tmp_path, monkeypatch):
    from qtsolitaire.store import layout_library

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    (tmp_path / "little.layout").write_text(V11, encoding="utf-8")
    monkeypatch.setattr(layout_library.os, "write", full_disk)
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "layouts", "import", tmp_path / "little.layout", "--out", out_dir)
    assert code == 1 and "the disk is full" in err and "Traceback" not in err
    assert os.listdir(out_dir) == []
