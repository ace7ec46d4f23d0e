import json

from qtsolitaire import cli


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_mahjong_json_gives_one_object_per_deal_then_the_summary(capsys):
    code, out, err = run(capsys, "solve", "mahjong", "--layout", "pyramid", "--deals", "3", "--first", "7", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and err == "" and len(lines) == 4
    assert [row["deal"] for row in lines[:3]] == [7, 8, 9]
    assert all(row["winnable"] is True and row["nodes"] >= 1 and row["seconds"] >= 0 for row in lines[:3])
    summary = lines[3]["summary"]
    assert summary["layout"] == "pyramid" and summary["kind"] == "winnable"
    assert (summary["deals"], summary["winnable"], summary["unwinnable"], summary["undecided"]) == (3, 3, 0, 0)


def test_solve_mahjong_random_deals_with_a_tiny_budget_are_undecided(capsys):
    code, out, _ = run(capsys, "solve", "mahjong", "--random", "--deals", "2", "--budget", "1", "--json")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [row["winnable"] for row in rows[:2]] == [None, None]
    assert rows[2]["summary"]["kind"] == "random" and rows[2]["summary"]["undecided"] == 2


def test_solve_mahjong_prints_a_table_by_default(capsys):
    code, out, _ = run(capsys, "solve", "mahjong", "--deals", "2")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["DEAL", "WINNABLE", "SECONDS", "NODES"]
    assert lines[1].split()[:2] == ["1", "yes"] and lines[3].startswith("2 deals: 2 winnable, 0 not, 0 undecided")


def test_solve_mahjong_refuses_bad_arguments_in_one_line(capsys):
    for argv, message in [
        (("--deals", "0"), "--deals must be at least 1"),
        (("--first", "0"), "deals run from 1 to"),
        (("--budget", "0"), "--budget must be at least 1"),
        (("--layout", "nope"), "unknown layout 'nope'"),
    ]:
        code, out, err = run(capsys, "solve", "mahjong", *argv)
        assert code == 2 and out == "" and message in err and len(err.splitlines()) == 1
