import json

from qtsolitaire import cli


def run(capsys, *argv):
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_pyramid_prints_a_json_object_per_deal_and_a_summary(capsys):
    code, out, err = run(capsys, "solve", "pyramid", "--deals", "3", "--first", "12", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and err == "" and len(lines) == 4
    assert [row["deal"] for row in lines[:3]] == [12, 13, 14]
    assert all(set(row) == {"deal", "winnable", "seconds", "nodes"} for row in lines[:3])
    summary = lines[3]["summary"]
    assert summary["rules"] == "pyramid" and summary["deals"] == 3
    assert summary["winnable"] + summary["unwinnable"] + summary["undecided"] == 3
    assert summary["winnable"] == sum(row["winnable"] is True for row in lines[:3])
    assert "median_seconds" in summary


def test_solve_pyramid_options_make_the_rule_set(capsys):
    code, out, _ = run(capsys, "solve", "pyramid", "--redeals", "unlimited", "--covering-pair", "--temp-store",
                       "--no-stock-top", "--goal", "pack", "--deals", "1", "--json", "--budget", "500")
    assert code == 0
    assert json.loads(out.splitlines()[-1])["summary"]["rules"] == "pyramid/r-unl.no-stock-top.cover.temp.pack"


def test_solve_pyramid_table_and_winnable_deals(capsys):
    code, out, _ = run(capsys, "solve", "pyramid", "--deals", "1", "--first", "10")
    assert out.splitlines()[1].split()[:2] == ["10", "no"]
    code, out, _ = run(capsys, "solve", "pyramid", "--deals", "1", "--first", "10", "--winnable")
    lines = out.splitlines()
    assert code == 0 and lines[0].split() == ["DEAL", "WINNABLE", "SECONDS", "NODES"]
    assert lines[1].split()[:2] == ["10", "yes"]
    assert lines[-1].startswith("1 deals: 1 winnable, 0 not, 0 undecided")


def test_solve_pyramid_refuses_bad_options(capsys):
    code, _, err = run(capsys, "solve", "pyramid", "--redeals", "3")
    assert code == 2 and "redeals are 0, 1, 2 or unlimited" in err
    code, _, err = run(capsys, "solve", "pyramid", "--deals", "0")
    assert code == 2 and "--deals must be at least 1" in err


def test_deal_pyramid_shows_rows_and_stock(capsys):
    code, out, _ = run(capsys, "deal", "pyramid", "--deal", "1", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["pyramid"][0] == ["6C"] and doc["stock"][0] == "4S" and len(doc["stock"]) == 24
    code, out, _ = run(capsys, "deal", "pyramid", "--deal", "1", "--rules", "pyramid/r0.cover", "--json")
    assert code == 0 and json.loads(out)["rules"] == "pyramid/r0.cover"
    code, _, err = run(capsys, "deal", "pyramid", "--deal", "1", "--rules", "pyramid/bogus")
    assert code == 2 and "unknown option 'bogus'" in err
