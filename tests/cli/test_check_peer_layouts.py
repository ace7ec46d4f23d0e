"""tools/check_peer_layouts.py on our own files with the other programs' quirks (the tests never need their packages)."""

from tests.engine.test_mahjong_importers import FIXTURES
from tools import check_peer_layouts


def test_every_layout_is_imported_dealt_and_proven_winnable(capsys):
    code = check_peer_layouts.main(["--kmahjongg", str(FIXTURES), "--gnome", str(FIXTURES)])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    # file: layout, tiles, free at the start, winnable deal: worked out by hand from the fixtures' comments
    assert [line.rsplit(None, 4)[:4] for line in out[1:4]] == [
        ["corner-marks.layout: Corner Marks", "6", "3", "yes"],
        ["hanging-tiles.map: Overhang", "8", "4", "yes"],
        ["hanging-tiles.map: Bridge", "10", "2", "yes"],
    ]
    assert out[-1].startswith("2 files, 3 layouts: 3 imported and dealt a proven winnable game, 0 failed")


def test_a_file_that_does_not_import_is_a_failed_row_and_exit_status_1(capsys, tmp_path):
    (tmp_path / "broken.layout").write_text("kmahjongg-layout-v9\n", encoding="utf-8")
    code = check_peer_layouts.main(["--kmahjongg", str(tmp_path), "--gnome", str(FIXTURES)])
    out = capsys.readouterr().out
    assert code == 1
    assert "broken.layout" in out and "not imported: line 1: 'kmahjongg-layout-v9' is a version" in out
    assert "3 layouts: 2 imported and dealt a proven winnable game, 1 failed" in out
