"""Importers on hand-made files. Every expected position is worked out by hand from the format's
rules: KMahjongg gives the column, row and level of a tile's '1' cell; GNOME doubles x and y."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.mahjong.difficulty import free_share, measured_stars, stars_for_share
from qtsolitaire.engine.mahjong.importers import (
    name_from_file_name,
    parse_gnome_map,
    parse_kmahjongg,
    slug,
)
from qtsolitaire.engine.mahjong.layout import LayoutError, layout_from_json, layout_to_json
from qtsolitaire.store.layout_files import read_import_file

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "layouts"  # our own files with other programs' quirks

# Line numbers matter: the error cases below name them.
V11 = """kmahjongg-layout-v1.1
# a comment
w8
h4
d2
# Level 0
.1212...
.4343.12
......43
........
# Level 1
..12....
..43....
........
........
"""
# Level 0: tiles at columns 1 and 3 of row 0, one at column 6 of row 1 (half a tile down);
# level 1: one at column 2, resting across the first two.
V11_POSITIONS = {(1, 0, 0), (3, 0, 0), (6, 1, 0), (2, 0, 1)}


def v10_text(tiles):
    """A 32 x 16 x 5 v1.0 grid with the four cells of a tile written at each (x, y, z)."""
    grid = [[["."] * 32 for _ in range(16)] for _ in range(5)]
    for x, y, z in tiles:
        for dx, dy, ch in ((0, 0, "1"), (1, 0, "2"), (1, 1, "3"), (0, 1, "4")):
            grid[z][y + dy][x + dx] = ch
    lines = ["kmahjongg-layout-v1.0"]
    for z in range(5):
        lines.append(f"# level {z}")
        lines += ["".join(row) for row in grid[z]]
    return "\n".join(lines) + "\n"


def test_kmahjongg_v11_cells_are_our_half_tile_units():
    layout = parse_kmahjongg(V11, "Little")
    assert layout.name == "Little"
    assert set(layout.positions) == V11_POSITIONS


def test_kmahjongg_v10_has_the_fixed_grid_and_reaches_its_far_corner():
    tiles = [(0, 0, 0), (30, 14, 0), (30, 14, 1), (15, 7, 0)]
    assert set(parse_kmahjongg(v10_text(tiles), "Corners").positions) == set(tiles)


def test_imported_positions_round_trip_through_our_json():
    for layout in (parse_kmahjongg(V11, "Little"), parse_gnome_map(MAP).layouts[0]):
        doc = json.loads(layout_to_json(layout.name, 1, layout.positions))
        assert layout_from_json("x", doc).positions == layout.positions


def edit(text, old, new):
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("text, reason", [
    ("", "empty file: not a KMahjongg layout"),
    ("kmahjongg-layout-v2.0\n", "line 1: 'kmahjongg-layout-v2.0' is a version this program does not read"),
    ("<mahjongg/>\n", "line 1: not a KMahjongg layout"),
    (V11.rsplit("........\n", 2)[0], "truncated: 6 grid rows, expected 8 (2 levels of 4 rows)"),
    (V11 + "........\n", "line 16: more grid rows than the 2 levels of 4 rows the file declares"),
    (edit(V11, "w8\n", ""), "the size line 'w' is missing"),
    (edit(V11, "w8\n", "wide\n"), "line 3: 'wide' is not a width"),
    (edit(V11, "w8\n", "w300\n"), "a 300 x 4 grid is larger than the 256 x 256 this program plays"),
    (edit(V11, "d2\n", "d40\n"), "40 levels, more than the 32 this program plays"),
    (edit(V11, ".4343.12", ".4343.1"), "line 8: 7 cells, expected 8 (the grid width)"),
    (edit(V11, ".4343.12", ".43x3.12"), "line 8 column 4: 'x' is not a cell"),
    (edit(V11, "..12....\n..43....", "..1212..\n..4343.."), "5 tiles: an odd count cannot be cleared in pairs"),
    (edit(V11, ".1212...\n", ".1112...\n"), "line 7 column 3: the tile overlaps the one at line 7 column 2"),
    (edit(V11, "..12....\n..43....", "..12....\n..1243.."), "line 13 column 3: the tile overlaps the one at line 12 column 3"),
    (v10_text([]), "no tiles"),
])
def test_broken_kmahjongg_files_say_what_and_where(text, reason):
    with pytest.raises(LayoutError, match=re.escape(reason)):
        parse_kmahjongg(text, "Broken")


def test_a_tile_stands_wherever_its_1_does_whatever_the_other_corners_say():
    result = read_import_file(FIXTURES / "corner-marks.layout")  # Castle's and Crab's "12" over "32"
    assert result.failures == ()
    (layout,) = result.layouts
    assert layout.name == "Corner Marks"
    assert set(layout.positions) == {(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0), (3, 0, 1), (5, 0, 1)}


def test_a_kmahjongg_tile_over_an_empty_level_is_taken_as_it_stands():
    overhang = edit(V11, "........\n........\n", "12..12..\n43..43..\n")
    assert set(parse_kmahjongg(overhang, "Over").positions) == V11_POSITIONS | {(0, 2, 1), (4, 2, 1)}


def test_v10_size_lines_are_not_part_of_that_version():
    with pytest.raises(LayoutError, match=re.escape("line 2: 3 cells, expected 32")):
        parse_kmahjongg(edit(v10_text([(0, 0, 0), (2, 0, 0)]), "# level 0\n", "w32\n"), "Old")


# --- GNOME Mahjongg ------------------------------------------------------------------------------

MAP = """<?xml version="1.0"?>
<!-- two maps -->
<mahjongg>
  <map name="Steps" scorename="steps">
    <layer z="0">
      <row y="0" left="0" right="2"/>
      <tile x="0.5" y="1.5"/>
    </layer>
    <block z="1" left="0.5" right="1.5" top="0" bottom="0"/>
    <column x="5" top="0" bottom="1"/>
  </map>
  <MAP NAME="Pair">
    <TILE X="0" Y="0"/><tile x="1" y="0"/>
  </MAP>
</mahjongg>
"""


def test_gnome_coordinates_double_into_half_tile_units():
    result = parse_gnome_map(MAP)
    assert result.failures == ()
    steps, pair = result.layouts
    assert steps.name == "Steps"
    # row y=0 from 0 to 2: x 0, 2, 4; tile (0.5, 1.5): (1, 3); the block on z=1 from 0.5 to 1.5:
    # x 1, 3; the column after </layer> is back on z=0: y 0 and 2 at x 10.
    assert set(steps.positions) == {(0, 0, 0), (2, 0, 0), (4, 0, 0), (1, 3, 0), (1, 0, 1), (3, 0, 1),
                                    (10, 0, 0), (10, 2, 0)}
    assert pair.name == "Pair" and set(pair.positions) == {(0, 0, 0), (2, 0, 0)}


def map_of(body, name="M"):
    return f'<mahjongg>\n<map name="{name}">\n{body}\n</map>\n</mahjongg>\n'


@pytest.mark.parametrize("body, reason", [
    ("", "map 'M': no tiles"),
    ('<tile x="0.25" y="0"/><tile x="2" y="0"/>', "map 'M': line 3: x=0.25 is not a whole or half tile"),
    ('<tile x="-1" y="0"/><tile x="2" y="0"/>', "map 'M': line 3: x=-1 is outside 0 to 127.5"),
    ('<tile x="abc" y="0"/><tile x="2" y="0"/>', "map 'M': line 3: x='abc' is not a number"),
    ('<tile x="nan" y="0"/><tile x="2" y="0"/>', "map 'M': line 3: x='nan' is not a number"),
    ('<tile x="0" y="0" z="1.5"/>', "map 'M': line 3: z=1.5 is not a layer from 0 to 31"),
    ('<row y="0" left="5" right="2"/>', "map 'M': line 3: right=2 is left of left=5"),
    ('<column x="0" top="5" bottom="2"/>', "map 'M': line 3: bottom=2 is above top=5"),
    ('<tile x="0" y="0"/>\n<tile x="0.5" y="0.5"/>', "map 'M': line 4: the tile overlaps the one at line 3"),
    ('<tile x="0" y="0"/>\n<tile x="0" y="0"/>', "map 'M': line 4: the tile overlaps the one at line 3"),
    ('<row y="0" left="0" right="2"/>', "map 'M': 3 tiles: an odd count cannot be cleared in pairs"),
    ('<block left="0" right="127" top="0" bottom="127"/>', "map 'M': line 3: more than 2000 tiles: too many to play"),
])
def test_a_broken_map_is_a_failure_with_a_reason(body, reason):
    result = parse_gnome_map(map_of(body))
    assert result.layouts == () and tuple(map(str, result.failures)) == (reason,)


def test_one_broken_map_leaves_the_others_importable():
    text = MAP.replace('<tile x="1" y="0"/>', '<tile x="1" y="0"/><tile x="9" y="9" z="3"/>')
    result = parse_gnome_map(text)
    assert [layout.name for layout in result.layouts] == ["Steps"]
    assert tuple(map(str, result.failures)) == ("map 'Pair': 3 tiles: an odd count cannot be cleared in pairs",)


def test_tiles_resting_on_nothing_import_as_they_stand():
    """The Ziggurat's overhang and Overpass's bridge, in maps of our own."""
    result = read_import_file(FIXTURES / "hanging-tiles.map")
    assert result.failures == ()
    overhang, bridge = result.layouts
    assert set(overhang.positions) == {(0, 0, 0), (2, 0, 0), (4, 0, 0), (6, 0, 0), (2, 0, 1), (4, 0, 1),
                                       (4, 0, 2), (6, 0, 2)}  # (6, 0, 2): nothing on layer 1 under it
    assert set(bridge.positions) == {(0, 0, 0), (2, 0, 0), (8, 0, 0), (10, 0, 0)} | {(x, 0, 1) for x in range(0, 12, 2)}


@pytest.mark.parametrize("text, reason", [
    ("<mahjongg><map name='x'>", "not XML: line 1 column 25: no element found"),
    ("this is not xml", "not XML: line 1 column 1: syntax error"),
    ("<mahjongg></mahjongg>", "no <map> in the file: not a GNOME Mahjongg map file"),
    ('<mahjongg><tile x="0" y="0"/></mahjongg>', "line 1: <tile> outside any <map>"),
    ('<mahjongg><map name="a"><map name="b"></map></map></mahjongg>', "line 1: a <map> inside another <map>"),
    ('<!DOCTYPE m [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><mahjongg>&b;</mahjongg>',
     "a DOCTYPE is not allowed in a map file"),
])
def test_a_file_that_is_not_a_map_file_is_refused_whole(text, reason):
    with pytest.raises(LayoutError, match=re.escape(reason)):
        parse_gnome_map(text)


# --- Names and stars -----------------------------------------------------------------------------


def test_ids_and_names_from_text():
    assert slug("Four Bridges") == "four-bridges"
    assert slug("Schildkröte / Turtle!") == "schildkrote-turtle"
    assert slug("龍") == "layout"
    assert name_from_file_name("4_winds") == "4 winds"
    assert name_from_file_name("X_shaped") == "X shaped"


def test_stars_come_from_the_share_of_free_tiles():
    row = [(x, 0, 0) for x in range(0, 8, 2)]  # 4 tiles, the 2 ends free
    assert free_share(row) == 0.5 and measured_stars(row) == 1
    assert [stars_for_share(s) for s in (0.4, 0.36, 0.3, 0.24, 0.2)] == [1, 1, 2, 2, 3]


# --- Properties: a tile wherever the source program sees one ------------------------------------

spots = st.lists(st.tuples(st.integers(0, 14), st.integers(0, 6), st.integers(0, 3)), max_size=40)


def apart(candidates):
    """The candidates that share no cell of their layer with an earlier one (resting on anything or nothing)."""
    kept = []
    for x, y, z in candidates:
        if not any(k[2] == z and abs(k[0] - x) < 2 and abs(k[1] - y) < 2 for k in kept):
            kept.append((x, y, z))
    return kept[: len(kept) // 2 * 2] or [(0, 0, 0), (2, 0, 0)]


@settings(max_examples=80, deadline=None)
@given(candidates=spots, marks=st.lists(st.sampled_from(".234"), min_size=16 * 8 * 4, max_size=16 * 8 * 4))
def test_kmahjongg_reads_a_tile_at_every_1_whatever_the_other_cells_hold(candidates, marks):
    tiles = apart(candidates)
    grid = [[list(marks[(z * 8 + y) * 16:(z * 8 + y + 1) * 16]) for y in range(8)] for z in range(4)]
    for x, y, z in tiles:
        grid[z][y][x] = "1"
    text = "kmahjongg-layout-v1.1\nw16\nh8\nd4\n" + "".join(
        "".join(row) + "\n" for level in grid for row in level)
    assert sorted(parse_kmahjongg(text, "Any").positions) == sorted(tiles)


@settings(max_examples=80, deadline=None)
@given(candidates=spots)
def test_gnome_reads_every_tile_where_it_stands_held_up_or_not(candidates):
    tiles = apart(candidates)
    body = "".join(f'<tile x="{x / 2:g}" y="{y / 2:g}" z="{z}"/>' for x, y, z in tiles)
    (layout,) = parse_gnome_map(map_of(body)).layouts
    assert sorted(layout.positions) == sorted(tiles)
