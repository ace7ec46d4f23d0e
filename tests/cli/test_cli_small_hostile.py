"""Issue 31, item 9 on the command line: a 2,000-tile layout, empty arguments, a flood of maps, rule keys and
messages that quote megabytes or Python's own words."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtsolitaire import cli
from qtsolitaire.engine.mahjong import importers
from qtsolitaire.engine.mahjong.importers import MAX_MAPS
from qtsolitaire.engine.mahjong.layout import MAX_POSITIONS
from qtsolitaire.store import paths
from tests.waiting import PATIENCE_S

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv):
    code = cli.main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def write_layout(layout_id, positions, name=None):
    folder = paths.user_layouts_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc = {"format": "qtsolitaire-layout", "version": 1, "name": name or layout_id.title(), "stars": 1,
           "positions": positions}
    (folder / f"{layout_id}.json").write_text(json.dumps(doc), encoding="utf-8")


def test_a_winnable_deal_of_the_largest_layout_allowed(capsys):
    grid = [[x, y, 0] for y in range(0, 80, 2) for x in range(0, 100, 2)]
    assert len(grid) == MAX_POSITIONS
    write_layout("vast", grid)
    code, out, err = run(capsys, "deal", "mahjong", "--layout", "vast", "--deal", "1", "--winnable", "--json")
    assert code == 0, err
    assert len(json.loads(out)["positions"]) == MAX_POSITIONS


def test_an_empty_out_folder_is_refused(capsys, tmp_path):
    code, out, err = run(capsys, "layouts", "import", tmp_path / "whatever.map", "--out", "")
    assert code == 2 and "--out needs a folder" in err
    assert not paths.user_layouts_dir().exists()


def test_a_map_file_of_thousands_of_maps_imports_the_first_ones_and_says_so(capsys, tmp_path, monkeypatch):
    maps = "".join(f'<map name="M{n}"><tile x="0" y="0"/><tile x="1" y="0"/></map>' for n in range(5000))
    flood = tmp_path / "flood.map"
    flood.write_text(f"<mahjongg>{maps}</mahjongg>", encoding="utf-8")
    tags = []
    read = importers._MapReader.start

    def start(reader, tag, attrs):
        tags.append(tag)
        read(reader, tag, attrs)

    monkeypatch.setattr(importers._MapReader, "start", start)
    code, out, err = run(capsys, "layouts", "import", flood, "--out", tmp_path / "out")
    assert tags.count("map") == MAX_MAPS + 1  # the reading stops at the first map too many
    assert code == 1
    assert len(list((tmp_path / "out").iterdir())) == MAX_MAPS
    assert err == (f"{flood}: line 1: more than {MAX_MAPS} maps in one file; the first {MAX_MAPS} were read, "
                   "the rest left out\n")


@pytest.mark.parametrize("key", ["garbage", "draw=x;redeals=2;lockstep=on;empty=wind",
                                 "draw=3;redeals=" + "9" * 5000 + ";lockstep=on;empty=wind"])
def test_a_bad_mahjongg_klondike_rule_key_is_explained_in_our_words(capsys, key):
    code, out, err = run(capsys, "deal", "mjklondike", "--deal", "1", "--rules", key)
    assert code == 2
    assert "dictionary update" not in err and "invalid literal" not in err and "Traceback" not in err
    assert "MahJongg Klondike rule set" in err and len(err) < 400


def test_a_megabyte_game_name_is_not_echoed_whole(capsys):
    code, out, err = run(capsys, "deal", "x" * 1_000_000, "--deal", "1")
    assert code == 2 and "unknown game" in err and len(err) < 400


def test_no_winnable_deal_is_said_once_in_plain_words(capsys, monkeypatch):
    from qtsolitaire.engine.pyramid import game

    monkeypatch.setattr(game, "MAX_WINNABLE_ATTEMPTS", 0)
    code, out, err = run(capsys, "deal", "pyramid", "--deal", "3", "--winnable")
    assert code == 2
    assert err.count("deal 3") == 1 and "tries" not in err
    assert err == "qtsolitaire-cli: deal 3: none of the 0 deals tried was shown to be winnable\n"


def test_the_app_refuses_rules_without_a_game():
    done = subprocess.run([sys.executable, "-m", "qtsolitaire", "--rules", "x"], capture_output=True, text=True,
                          timeout=PATIENCE_S, env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                                           "QTSOLITAIRE_HOME": str(paths.data_dir().parent)})
    assert done.returncode == 2 and "--rules needs --game" in done.stderr


def test_an_argument_that_is_not_utf8_is_refused_not_a_crash():
    """Qt was handed the surrogate escape Python makes of the byte \\xff, and the app died of a segmentation fault."""
    import os

    done = subprocess.run([sys.executable, "-m", "qtsolitaire", "--game", "pyramid", "--rules", os.fsdecode(b"\xff")],
                          capture_output=True, timeout=PATIENCE_S,
                          env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen",
                               "QTSOLITAIRE_HOME": str(paths.data_dir().parent)})
    assert done.returncode == 2, done.stderr
    assert b"not a Pyramid rule set" in done.stderr


def test_bidi_controls_never_reach_a_layout_name_shown(capsys):
    write_layout("sneaky", [[0, 0, 0], [2, 0, 0]], name="Turtle \u202egnp.exe\u2066")
    code, out, err = run(capsys, "layouts", "list", "--json")
    assert code == 0
    (sneaky,) = [row for row in json.loads(out) if row["id"] == "sneaky"]
    assert sneaky["name"] == "Turtle gnp.exe"
