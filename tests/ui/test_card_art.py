"""The generated playing cards: complete, font-free, renderable, readable, and in sync with their generator."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtGui import QImage

from qtsolitaire.engine.pyramid.cards import PACK, card_name
from tests.ui.test_tile_art import render
from tools.art import make_cards

CARDS = Path(make_cards.__file__).resolve().parents[2] / "resources" / "cards"
SETS = sorted(make_cards.CARD_SETS)
FACES = [f"{card_name(card)}.svg" for card in PACK]  # the board asks the art for cards by the engine's names


def ink_in(image: QImage, left: int, top: int, right: int, bottom: int) -> tuple[int, int]:
    """(red, dark) pixel counts in a region: red ink is clearly red, dark ink is near black."""
    red = dark = 0
    for y in range(top, bottom):
        for x in range(left, right):
            colour = image.pixelColor(x, y)
            if colour.red() > 150 and colour.green() < 90 and colour.blue() < 110:
                red += 1
            elif max(colour.red(), colour.green(), colour.blue()) < 80 and colour.alpha() > 200:
                dark += 1
    return red, dark


def manifest(name: str) -> dict:
    return json.loads((CARDS / name / "set.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", SETS)
def test_set_is_complete(name):
    info = manifest(name)
    backs = [back["file"] for back in info["backs"]]
    assert len(backs) >= 2
    assert info["width"] / info["height"] == pytest.approx(info["aspect_ratio"], abs=1e-5)
    assert 0 < info["corner_radius"] < info["width"] / 4
    expected = set(FACES) | set(backs) | {info["slot"], "set.json"}
    assert {p.name for p in (CARDS / name).iterdir()} == expected
    assert [info["faces"].format(rank=r, suit=s) for s in info["suits"] for r in info["ranks"]] == FACES


@pytest.mark.parametrize("name", SETS)
def test_cards_are_drawn_with_paths_only(name):
    info = manifest(name)
    for svg in (CARDS / name).glob("*.svg"):
        root = ElementTree.parse(svg).getroot()
        assert root.get("viewBox") == f"0 0 {info['width']} {info['height']}", svg.name
        tags = {element.tag.rpartition("}")[2] for element in root.iter()}
        assert tags <= {"svg", "g", "path"}, (svg.name, tags)
        assert "font" not in svg.read_text(encoding="utf-8"), svg.name


@pytest.mark.parametrize("name", SETS)
def test_every_card_renders_with_the_suit_colour_in_its_index(name):
    folder = CARDS / name
    for file_name in FACES:
        image = render((folder / file_name).read_bytes(), 60, 84)
        red, dark = ink_in(image, 1, 1, 14, 26)  # top-left index at 60 px wide
        if file_name[-5] in "DH":
            assert red > 25 and dark < red / 4, (file_name, red, dark)
        else:
            assert dark > 25 and red < dark / 4, (file_name, red, dark)
    for back in manifest(name)["backs"] + [{"file": manifest(name)["slot"]}]:
        image = render((folder / back["file"]).read_bytes(), 60, 84)
        painted = sum(1 for y in range(0, image.height(), 3) for x in range(0, image.width(), 3)
                      if image.pixelColor(x, y).alpha() > 0)
        assert painted > 0.8 * (image.width() // 3) * (image.height() // 3), back["file"]


def test_pip_cards_carry_their_number_of_pips_in_the_traditional_layout():
    def turned(spots):
        return sorted((round(make_cards.WIDTH - x, 3), round(make_cards.HEIGHT - y, 3)) for x, y in spots)

    for value in range(2, 11):
        spots = make_cards.pip_positions(str(value))
        assert len(spots) == value
        if value != 7:
            assert turned(spots) == sorted((round(x, 3), round(y, 3)) for x, y in spots), value
    # the seven is the six with one more pip in the middle column of the upper half
    seven, six = make_cards.pip_positions("7"), make_cards.pip_positions("6")
    (extra,) = set(seven) - set(six)
    assert extra[0] == make_cards.WIDTH / 2 and extra[1] < make_cards.HEIGHT / 2


def test_pips_keep_clear_of_each_other_and_of_the_index_column():
    pip_width = 100 * make_cards.PIP_SIZE
    for value in range(2, 11):
        spots = make_cards.pip_positions(str(value))
        for i, (x1, y1) in enumerate(spots):
            assert x1 - pip_width / 2 > make_cards.INDEX_X + 50 * make_cards.INDEX_PIP + 8
            for x2, y2 in spots[i + 1:]:
                assert abs(x1 - x2) > pip_width or abs(y1 - y2) > pip_width * 0.85, (value, (x1, y1), (x2, y2))


def test_committed_cards_match_the_generator(tmp_path):
    make_cards.write_sets(tmp_path)
    for name in SETS:
        generated = {p.name: p.read_bytes() for p in (tmp_path / name).iterdir()}
        committed = {p.name: p.read_bytes() for p in (CARDS / name).iterdir()}
        assert generated.keys() == committed.keys()
        stale = sorted(file for file in generated if generated[file] != committed[file])
        assert not stale, f"run `python -m tools.art.make_cards`; out of date: {stale}"
