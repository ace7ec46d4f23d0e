"""Layout files on disk (store/layout_files.py): our own files and their folders, other programs' files to import,
and the library the Mahjong engine plays."""

import re

import pytest

from qtsolitaire.engine.mahjong.layout import LayoutError, layout_to_json
from qtsolitaire.store import paths
from qtsolitaire.store.layout_files import MAX_FILE_BYTES, load_layout, load_layouts, read_import_file
from tests.engine.test_mahjong_game import ROW
from tests.engine.test_mahjong_importers import MAP, V11, V11_POSITIONS, v10_text
from tests.engine.test_mahjong_layout import doc, write

# --- Our own files ---------------------------------------------------------------------------------


def test_a_good_file_loads_with_its_stem_as_id(tmp_path):
    layout = load_layout(write(tmp_path, doc(name="  Two  "), "two-tiles.json"))
    assert (layout.id, layout.name, layout.stars, layout.positions, layout.layers) == (
        "two-tiles", "Two", 1, ((0, 0, 0), (2, 0, 0)), (2,)
    )
    assert layout.source == tmp_path / "two-tiles.json" and layout.free_at_start == 2


def test_a_huge_file_is_refused_before_parsing(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: costs no disk
    with pytest.raises(LayoutError, match="larger than 4 MB"):
        load_layout(path)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(LayoutError, match="no such file"):
        load_layout(tmp_path / "gone.json")
    with pytest.raises(LayoutError, match="folder"):
        load_layout(tmp_path)


def test_a_broken_file_is_reported_and_the_others_still_load(tmp_path):
    write(tmp_path, doc(), "a.json")
    write(tmp_path, doc(positions=[[0, 0, 0], [0, 0, 0]]), "b.json")
    write(tmp_path, "not json", "c.json")
    write(tmp_path, "ignored", "notes.txt")
    layouts, errors = load_layouts([tmp_path, tmp_path / "missing"])
    assert [l.id for l in layouts] == ["a"]
    assert [str(error) for error in errors] == ["b.json: position 1: is in the same place as position 0",
                      "c.json: not JSON: line 1 column 1: Expecting value"]


def test_a_user_layout_cannot_shadow_a_shipped_one():
    user = paths.user_layouts_dir()
    user.mkdir(parents=True)
    write(user, doc(name="My Turtle"), "turtle.json")
    write(user, doc(name="Mine"), "mine.json")
    layouts, errors = load_layouts()
    by_id = {l.id: l for l in layouts}
    assert by_id["turtle"].name == "Turtle" and by_id["mine"].name == "Mine"
    assert len(errors) == 1 and str(errors[0]).startswith("turtle.json: id 'turtle' is already used by")


def test_a_first_start_reads_one_layout_with_the_precedence_of_the_whole_library():
    from qtsolitaire.engine.mahjong.game import MahjongEngine
    from qtsolitaire.store.layout_files import LayoutFolders

    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True)
    (folder / "turtle.json").write_text(layout_to_json("Not The Turtle", 1, ROW.positions), encoding="utf-8")
    (folder / "mini.json").write_text(layout_to_json("Mini", 1, ROW.positions), encoding="utf-8")
    (folder / "broken.json").write_text("{", encoding="utf-8")
    for key in ("turtle", "mini", "classic-turtle"):
        first_start, menus = MahjongEngine(LayoutFolders()), MahjongEngine(LayoutFolders())
        assert first_start.rule_set(key) == next(r for r in menus.rule_sets() if r.key == key)
    with pytest.raises(KeyError, match="unknown layout 'broken'"):
        MahjongEngine(LayoutFolders()).rule_set("broken")  # refused as the menus refuse it


def test_a_start_reads_its_layout_once_and_again_only_when_the_file_changes(monkeypatch):
    from qtsolitaire.engine.mahjong.game import MahjongEngine
    from qtsolitaire.store import layout_files

    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True)
    path = folder / "mini.json"
    path.write_text(layout_to_json("Mini", 1, ROW.positions), encoding="utf-8")
    reads = []
    monkeypatch.setattr(layout_files, "read_text", lambda p, read=layout_files.read_text: reads.append(p) or read(p))
    engine = MahjongEngine(layout_files.LayoutFolders())
    assert engine.rule_set("mini") == engine.rule_set("mini") and reads == [path]  # the window asks twice
    path.write_text(layout_to_json("Mini Again", 1, ROW.positions), encoding="utf-8")
    assert engine.rule_set("mini").name == "Mini Again" and reads == [path, path]


# --- Other programs' files -------------------------------------------------------------------


def test_kmahjongg_v10_windows_line_ends_and_a_bom_are_fine(tmp_path):
    path = tmp_path / "crlf.layout"
    path.write_bytes(b"\xef\xbb\xbf" + v10_text([(0, 0, 0), (2, 0, 0)]).replace("\n", "\r\n").encode())
    assert set(read_import_file(path).layouts[0].positions) == {(0, 0, 0), (2, 0, 0)}


def test_the_name_comes_from_the_companion_desktop_file(tmp_path):
    (tmp_path / "little_one.layout").write_text(V11, encoding="utf-8")
    assert read_import_file(tmp_path / "little_one.layout").layouts[0].name == "Little one"
    (tmp_path / "little_one.desktop").write_text(
        "[KMahjonggLayout]\nName=Tiny Turtle\nName[de]=Kleine Schildkröte\nFileName=little_one.layout\n",
        encoding="utf-8")
    assert read_import_file(tmp_path / "little_one.layout").layouts[0].name == "Tiny Turtle"
    by_desktop = read_import_file(tmp_path / "little_one.desktop").layouts[0]
    assert by_desktop.name == "Tiny Turtle" and set(by_desktop.positions) == V11_POSITIONS
    (tmp_path / "little_one.desktop").write_text("[KMahjonggLayout]\nName=Other\nFileName=other.layout\n",
                                                 encoding="utf-8")
    assert read_import_file(tmp_path / "little_one.layout").layouts[0].name == "Little one"  # not its description


def test_a_desktop_file_that_names_no_layout_says_so(tmp_path):
    (tmp_path / "x.desktop").write_text("[Desktop Entry]\nName=X\n", encoding="utf-8")
    with pytest.raises(LayoutError, match=re.escape("no [KMahjonggLayout] FileName= line")):
        read_import_file(tmp_path / "x.desktop")


def test_huge_files_binary_files_and_unknown_kinds_are_refused(tmp_path):
    huge = tmp_path / "huge.map"
    huge.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(LayoutError, match="larger than 4 MB"):
        read_import_file(huge)
    binary = tmp_path / "photo.layout"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(LayoutError, match="not UTF-8 text"):
        read_import_file(binary)
    notes = tmp_path / "notes.txt"
    notes.write_text("shopping list", encoding="utf-8")
    with pytest.raises(LayoutError, match="not a layout file this program knows"):
        read_import_file(notes)
    with pytest.raises(LayoutError, match="no such file"):
        read_import_file(tmp_path / "gone.map")


def test_kinds_are_sniffed_when_the_extension_says_nothing(tmp_path):
    (tmp_path / "a.txt").write_text(V11, encoding="utf-8")
    (tmp_path / "b.xml").write_text(MAP, encoding="utf-8")
    assert set(read_import_file(tmp_path / "a.txt").layouts[0].positions) == V11_POSITIONS
    assert len(read_import_file(tmp_path / "b.xml").layouts) == 2


def test_our_own_json_files_import_with_their_stars(tmp_path):
    (tmp_path / "mine.json").write_text(layout_to_json("Mine", 3, [(0, 0, 0), (2, 0, 0)]), encoding="utf-8")
    layout = read_import_file(tmp_path / "mine.json").layouts[0]
    assert (layout.name, layout.stars, layout.positions) == ("Mine", 3, ((0, 0, 0), (2, 0, 0)))
