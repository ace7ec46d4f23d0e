import json

import pytest

from qtsolitaire import cli
from qtsolitaire.engine.mahjong.layout import layout_to_json
from qtsolitaire.store.layout_files import SHIPPED_DIR
from qtsolitaire.store import paths


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_layouts_list_as_a_table(capsys):
    code, out, err = run(capsys, "layouts", "list")
    lines = out.splitlines()
    assert code == 0 and err == ""
    assert lines[0].split() == ["ID", "NAME", "STARS", "TILES", "LAYERS", "FREE"]
    assert lines[1].split()[:4] == ["turtle", "Turtle", "**", "144"]
    assert len(lines) == 1 + len(list(SHIPPED_DIR.glob("*.json")))


def test_layouts_list_json_is_one_list_and_reports_broken_user_files(capsys):
    user = paths.user_layouts_dir()
    user.mkdir(parents=True)
    (user / "mini.json").write_text(layout_to_json("Mini", 1, [(0, 0, 0), (2, 0, 0)]), encoding="utf-8")
    (user / "broken.json").write_text("{", encoding="utf-8")
    code, out, err = run(capsys, "layouts", "list", "--json")
    rows = json.loads(out)
    assert code == 0 and isinstance(rows, list)
    by_id = {r["id"]: r for r in rows}
    assert by_id["turtle"] == {"id": "turtle", "name": "Turtle", "stars": 2, "tiles": 144,
                               "layers": [86, 36, 16, 4, 2], "free_at_start": by_id["turtle"]["free_at_start"]}
    assert by_id["mini"]["layers"] == [2] and by_id["mini"]["free_at_start"] == 2
    assert err.startswith("broken.json: not JSON")


def test_layouts_check_exit_status_and_one_line_per_file(capsys, tmp_path):
    good = SHIPPED_DIR / "turtle.json"
    code, out, err = run(capsys, "layouts", "check", str(good))
    assert code == 0 and out == f"{good}: ok, 144 tiles, layers 86 36 16 4 2\n" and err == ""
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "qtsolitaire-layout", "version": 1, "name": "B", "stars": 1, "positions": '
                   '[[0, 0, 0], [1, 1, 0]]}', encoding="utf-8")
    code, out, err = run(capsys, "layouts", "check", str(good), str(bad), str(tmp_path / "gone.json"))
    assert code == 1 and out.count("\n") == 1
    assert err.splitlines() == [f"{bad}: position 1: overlaps position 0", f"{tmp_path / 'gone.json'}: no such file"]


def test_layouts_check_warns_about_a_shipped_id(capsys, tmp_path):
    mine = tmp_path / "turtle.json"
    mine.write_text(layout_to_json("Mine", 1, [(0, 0, 0), (2, 0, 0)]), encoding="utf-8")
    code, out, err = run(capsys, "layouts", "check", str(mine))
    assert code == 0 and "is a shipped layout's, rename the file" in out


def test_deal_prints_the_mahjong_positions_and_faces(capsys):
    code, out, err = run(capsys, "deal", "mahjong", "--deal", "42", "--layout", "pyramid", "--json")
    doc = json.loads(out)
    assert code == 0 and out.count("\n") == 1
    assert (doc["game"], doc["layout"], doc["deal"]) == ("mahjong", "pyramid", 42)
    assert len(doc["positions"]) == len(doc["faces"]) == 144
    again = run(capsys, "deal", "mahjong", "--deal", "42", "--rules", "pyramid")[1]
    assert json.loads(again) == doc and again.count("\n") > 1


def test_deal_defaults_to_the_first_rule_set(capsys):
    doc = json.loads(run(capsys, "deal", "mahjong", "--deal", "1", "--json")[1])
    assert doc["rules"] == "turtle"


@pytest.mark.parametrize(
    "argv, message",
    [
        ([], "required: VERB"),
        (["layouts"], "layouts: the following arguments are required: ACTION"),
        (["layouts", "check"], "required: FILE"),
        (["deal", "mahjong"], "one of the arguments --deal --daily is required"),
        (["deal", "mahjong", "--deal", "x"], "invalid int value: 'x'"),
        (["deal", "mahjong", "--deal", "0"], "deal 0: deal numbers run from 1"),
        (["deal", "chess", "--deal", "1"], "unknown game 'chess'"),
        (["deal", "mahjong", "--deal", "1", "--layout", "nope"], "unknown layout 'nope'"),
        (["deal", "mahjong", "--deal", "1", "--layout", "turtle", "--rules", "cross"], "different layouts"),
        (["deal", "mjklondike", "--deal", "1", "--layout", "turtle"], "--layout is only for mahjong"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
    ],
)
def test_bad_arguments_give_one_line_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("qtsolitaire-cli: ") and message in err


def test_help_exits_0(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0 and "layouts" in out and "deal" in out
