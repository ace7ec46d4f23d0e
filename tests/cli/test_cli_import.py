"""qtsolitaire-cli layouts import: files in, one JSON layout out per layout, never a file replaced."""

import json

from qtsolitaire import cli
from qtsolitaire.engine.mahjong import game, solver
from qtsolitaire.store import paths
from qtsolitaire.store.layout_files import load_layout, load_layouts
from tests.engine.test_mahjong_importers import FIXTURES, MAP, V11, V11_POSITIONS


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_import_writes_one_file_per_layout_into_the_users_folder(capsys, tmp_path):
    (tmp_path / "little.layout").write_text(V11, encoding="utf-8")
    (tmp_path / "two.map").write_text(MAP, encoding="utf-8")
    code, out, err = run(capsys, "layouts", "import", tmp_path / "little.layout", tmp_path / "two.map")
    folder = paths.user_layouts_dir()
    assert code == 0 and err == ""
    assert out.splitlines() == [
        f"{folder / 'little.json'}: 'Little' from {tmp_path / 'little.layout'}",
        f"{folder / 'steps.json'}: 'Steps' from {tmp_path / 'two.map'}",
        f"{folder / 'pair.json'}: 'Pair' from {tmp_path / 'two.map'}",
    ]
    little = load_layout(folder / "little.json")
    assert set(little.positions) == V11_POSITIONS and little.stars in (1, 2, 3)
    layouts, errors = load_layouts()
    assert errors == [] and {"little", "steps", "pair", "turtle"} <= {layout.id for layout in layouts}


def test_other_programs_quirks_import_and_deal_winnable_games(capsys):
    """Castle's corner marks and the Ziggurat's and Overpass's hanging tiles, in files of our own."""
    code, out, err = run(capsys, "layouts", "import", FIXTURES / "corner-marks.desktop", FIXTURES / "hanging-tiles.map")
    assert (code, err) == (0, "") and len(out.splitlines()) == 3
    for layout_id in ("corner-marks", "overhang", "bridge"):
        rules = game.ENGINE.rule_set(layout_id)
        state = game.ENGINE.new_game(rules, 7, winnable_only=True)
        assert solver.solve_state(state).winnable


def test_a_taken_id_gets_the_next_free_one_and_the_output_says_so(capsys, tmp_path):
    (tmp_path / "turtle.layout").write_text(V11, encoding="utf-8")
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    (out_dir / "turtle-2.json").write_text("{}", encoding="utf-8")  # even a broken file is kept
    code, out, err = run(capsys, "layouts", "import", tmp_path / "turtle.layout", "--out", out_dir)
    assert code == 0
    assert out == (f"{out_dir / 'turtle-3.json'}: 'Turtle 2' from {tmp_path / 'turtle.layout'} "
                   "(id 'turtle' was taken, saved as 'turtle-3'; named 'Turtle 2', as 'Turtle' is taken)\n")
    assert (out_dir / "turtle-2.json").read_text(encoding="utf-8") == "{}"
    assert json.loads((out_dir / "turtle-3.json").read_text(encoding="utf-8"))["name"] == "Turtle 2"
    code, out, err = run(capsys, "layouts", "import", tmp_path / "turtle.layout", "--out", out_dir)
    assert "saved as 'turtle-4'; named 'Turtle 3'" in out


def test_failures_are_one_line_each_nothing_is_written_for_them_and_the_rest_imports(capsys, tmp_path):
    good = tmp_path / "good.layout"
    good.write_text(V11, encoding="utf-8")
    odd = tmp_path / "odd.layout"
    odd.write_text(V11.replace("..12....\n..43....", "..1212..\n..4343.."), encoding="utf-8")
    broken = tmp_path / "broken.map"
    broken.write_text("<mahjongg><map name='x'>", encoding="utf-8")
    half = tmp_path / "half.map"
    half.write_text(MAP.replace('<tile x="1" y="0"/>', '<tile x="1" y="0"/><tile x="5" y="5"/>'), encoding="utf-8")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "layouts", "import", odd, broken, good, tmp_path / "gone.map", half,
                         "--out", out_dir)
    assert code == 1
    assert err.splitlines() == [
        f"{odd}: 5 tiles: an odd count cannot be cleared in pairs",
        f"{broken}: not XML: line 1 column 25: no element found",
        f"{tmp_path / 'gone.map'}: no such file",
        f"{half}: map 'Pair': 3 tiles: an odd count cannot be cleared in pairs",
    ]
    assert sorted(p.name for p in out_dir.iterdir()) == ["good.json", "steps.json"]


def test_a_desktop_file_and_its_layout_bring_the_layout_once(capsys, tmp_path):
    (tmp_path / "small.layout").write_text(V11, encoding="utf-8")
    (tmp_path / "small.desktop").write_text("[KMahjonggLayout]\nName=Small World\nFileName=small.layout\n",
                                            encoding="utf-8")
    out_dir = tmp_path / "out"
    code, out, err = run(capsys, "layouts", "import", tmp_path / "small.desktop", tmp_path / "small.layout",
                         "--out", out_dir)
    assert code == 0 and err == ""
    assert out.splitlines()[1] == f"{tmp_path / 'small.layout'}: the same layout as {tmp_path / 'small.desktop'}, imported once"
    assert [p.name for p in out_dir.iterdir()] == ["small-world.json"]
    assert json.loads((out_dir / "small-world.json").read_text(encoding="utf-8"))["name"] == "Small World"


def test_out_must_be_a_folder(capsys, tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    code, out, err = run(capsys, "layouts", "import", tmp_path / "x.map", "--out", tmp_path / "file")
    assert code == 2 and "is a file, not a folder" in err
