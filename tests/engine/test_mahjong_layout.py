import json
import runpy
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.mahjong.layout import Geometry, LayoutError, layout_from_json, layout_to_json
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layout, load_layouts

ROOT = Path(__file__).resolve().parents[2]

EXPECTED_LAYERS = {
    "pyramid": (72, 42, 20, 6, 4),
    "turtle": (86, 36, 16, 4, 2),
    "cross": (68, 40, 20, 16),
    "fortress": (96, 32, 12, 4),
    "classic-turtle": (87, 36, 16, 4, 1),
}


def shipped():
    layouts, errors = load_layouts([SHIPPED_DIR])
    assert errors == []
    return {layout.id: layout for layout in layouts}


# --- The free rule on hand-made positions --------------------------------------------------------


def free_set(positions, present=None):
    g = Geometry(tuple(positions))
    mask = g.full if present is None else sum(1 << i for i in present)
    return {i for i in range(len(positions)) if g.free_mask(mask) >> i & 1}


def test_a_lone_tile_is_free_and_a_row_frees_only_its_ends():
    assert free_set([(0, 0, 0)]) == {0}
    assert free_set([(0, 0, 0), (2, 0, 0), (4, 0, 0)]) == {0, 2}


@pytest.mark.parametrize("dx, dy", [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1)])
def test_any_overlap_from_above_covers_even_by_a_half(dx, dy):
    assert 0 not in free_set([(4, 4, 0), (4 + dx, 4 + dy, 1)])


def test_a_tile_two_layers_up_covers_too_and_removal_uncovers():
    positions = [(4, 4, 0), (4, 4, 1), (5, 5, 2)]
    assert free_set(positions) == {2}
    assert free_set(positions, present={0, 2}) == {2}  # layer 2 still overlaps the bottom tile
    assert free_set(positions, present={0}) == {0}


def test_a_tile_resting_across_two_covers_both():
    assert free_set([(0, 0, 0), (2, 0, 0), (1, 0, 1)]) == {2}


@pytest.mark.parametrize("dy", [-1, 0, 1])
def test_side_neighbours_that_overlap_vertically_block(dy):
    assert 1 not in free_set([(0, 4 + dy, 0), (2, 4, 0), (4, 4 + dy, 0)])


@pytest.mark.parametrize("dy", [-2, 2])
def test_tiles_touching_only_top_or_bottom_do_not_block(dy):
    assert 1 in free_set([(0, 4 + dy, 0), (2, 4, 0), (4, 4 + dy, 0)])


def test_one_clear_side_is_enough_and_other_layers_never_block_a_side():
    assert 1 in free_set([(0, 4, 0), (2, 4, 0)])
    positions = [(0, 0, 0), (2, 0, 0), (4, 0, 0), (0, 0, 1), (4, 0, 1)]
    # The bottom middle tile has same-layer tiles both sides: blocked; the layer-1 tiles are free.
    assert free_set(positions) == {3, 4}


# --- Shipped layouts ------------------------------------------------------------------------------


def test_the_five_layouts_ship_with_their_names_and_stars():
    layouts = shipped()
    assert set(EXPECTED_LAYERS) <= set(layouts)  # our own designs ship too (tools/layout_designs.py)
    assert {(layouts[key].name, layouts[key].stars) for key in EXPECTED_LAYERS} == {
        ("Pyramid", 1), ("Turtle", 2), ("Cross", 2), ("Fortress", 3), ("Classic Turtle", 2)
    }


@pytest.mark.parametrize("layout_id, layers", sorted(EXPECTED_LAYERS.items()))
def test_shipped_layer_counts_match_the_rule_book(layout_id, layers):
    layout = shipped()[layout_id]
    assert layout.tiles == 144 and layout.layers == layers


def mirrored(positions, axis):
    lo = min(p[axis] for p in positions)
    hi = max(p[axis] for p in positions)
    return {tuple(lo + hi - v if k == axis else v for k, v in enumerate(p)) for p in positions}


@pytest.mark.parametrize("layout_id", ["pyramid", "turtle", "cross", "fortress"])
def test_shipped_layouts_are_symmetric_both_ways(layout_id):
    positions = set(shipped()[layout_id].positions)
    assert mirrored(positions, 0) == positions and mirrored(positions, 1) == positions


def test_classic_turtle_is_symmetric_but_for_its_end_tiles_and_its_top_is_centred():
    layout = shipped()["classic-turtle"]
    positions = set(layout.positions)
    assert mirrored(positions, 1) == positions
    ends = {p for p in positions if p[2] == 0 and p[1] % 2}
    assert len(ends) == 3
    body = positions - ends
    assert mirrored(body, 0) == body
    left = [p for p in ends if p[0] < min(q[0] for q in body)]
    assert len(left) == 1
    (top,) = [p for p in positions if p[2] == 4]
    block = [p for p in positions if p[2] == 3]
    assert top[0] == (min(p[0] for p in block) + max(p[0] for p in block)) // 2
    assert top[1] == (min(p[1] for p in block) + max(p[1] for p in block)) // 2


def bottom_rows(layout):
    """Tiles per whole row of the bottom layer, top to bottom (half-offset end tiles left out)."""
    rows = Counter(y for x, y, z in layout.positions if z == 0 and y % 2 == 0)
    return [rows[y] for y in sorted(rows)]


def test_classic_turtle_bottom_rows():
    assert bottom_rows(shipped()["classic-turtle"]) == [12, 8, 10, 12, 12, 10, 8, 12]


@pytest.mark.parametrize("layout_id", ["turtle", "classic-turtle"])
def test_turtle_end_tiles_jut_half_a_row_down_and_block_the_middle_rows(layout_id):
    layout = shipped()[layout_id]
    g = layout.geometry
    free = g.free_mask(g.full)
    rows = sorted({y for _, y, z in layout.positions if z == 0 and y % 2 == 0})
    upper, lower = rows[3], rows[4]
    jutting = sorted((x, i) for i, (x, y, z) in enumerate(layout.positions) if z == 0 and y == upper + 1)
    assert free >> jutting[0][1] & 1 and free >> jutting[-1][1] & 1  # the outermost ones
    for y in (upper, lower):
        row = sorted((x, i) for i, (x, yy, z) in enumerate(layout.positions) if z == 0 and yy == y)
        assert jutting[0][0] < row[0][0] and row[-1][0] < jutting[-1][0]
        assert not free >> row[0][1] & 1 and not free >> row[-1][1] & 1


def test_the_pyramid_starts_with_the_most_free_tiles_of_the_four():
    """RULES.md 1: that is why it has one star."""
    layouts = shipped()
    free = {key: layouts[key].free_at_start for key in ("pyramid", "turtle", "cross", "fortress")}
    assert max(free, key=free.get) == "pyramid"
    assert free["pyramid"] > max(free[key] for key in ("turtle", "cross", "fortress")), free


def test_the_pyramid_is_a_solid_8_by_9_block_each_layer_stepping_in_toward_the_middle():
    positions = shipped()["pyramid"].positions
    assert {p for p in positions if p[2] == 0} == {(2 * c, 2 * r, 0) for c in range(8) for r in range(9)}
    boxes = []
    for z in range(5):
        layer = [p for p in positions if p[2] == z]
        boxes.append((min(x for x, _, _ in layer), min(y for _, y, _ in layer),
                      max(x for x, _, _ in layer), max(y for _, y, _ in layer)))
        if z:
            below = {(x + dx, y + dy) for x, y, zz in positions if zz == z - 1 for dx in (0, 1) for dy in (0, 1)}
            assert all({(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)} & below for x, y, _ in layer)  # resting
    for lower, upper in zip(boxes, boxes[1:]):
        assert lower[0] <= upper[0] and lower[1] < upper[1] and upper[2] <= lower[2] and upper[3] < lower[3]
        assert (lower[0] + lower[2], lower[1] + lower[3]) == (upper[0] + upper[2], upper[1] + upper[3])  # centred
    assert all(lower[0] < upper[0] for lower, upper in zip(boxes[:3], boxes[1:4]))  # narrower up to the top block


def test_in_the_fortress_only_the_two_end_tiles_of_each_12_tile_row_start_free():
    layout = shipped()["fortress"]
    free = layout.geometry.free_mask(layout.geometry.full)
    rows = Counter((y, z) for _, y, z in layout.positions)
    long_rows = [key for key, count in rows.items() if count == 12]
    assert len(long_rows) == 8
    for y, z in long_rows:
        row = sorted((x, i) for i, (x, yy, zz) in enumerate(layout.positions) if (yy, zz) == (y, z))
        assert [x for x, i in row if free >> i & 1] == [row[0][0], row[-1][0]]


def test_turtle_bottom_rows_and_blocks():
    layout = shipped()["turtle"]
    assert bottom_rows(layout) == [8, 10, 12, 12, 12, 12, 10, 8]
    top = sorted(p for p in layout.positions if p[2] == 4)
    assert len(top) == 2 and top[0][1] == top[1][1] and top[1][0] - top[0][0] == 2


def test_shipped_files_are_what_the_generator_writes():
    texts = runpy.run_path(str(ROOT / "tools" / "make_layouts.py"))["texts"]()
    for key, text in texts.items():
        assert (SHIPPED_DIR / f"{key}.json").read_text(encoding="utf-8") == text


# --- Validation ----------------------------------------------------------------------------------


def doc(**changes):
    d = {"format": "qtsolitaire-layout", "version": 1, "name": "Two", "stars": 1, "positions": [[0, 0, 0], [2, 0, 0]]}
    d.update(changes)
    return d


def write(tmp_path, content, name="mine.json"):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif isinstance(content, str):
        path.write_text(content, encoding="utf-8")
    else:
        path.write_text(json.dumps(content), encoding="utf-8")
    return path


def reason(tmp_path, content):
    with pytest.raises(LayoutError) as e:
        load_layout(write(tmp_path, content))
    return str(e.value)


@pytest.mark.parametrize(
    "content, expected",
    [
        ("{", "not JSON: line 1 column 2"),
        ("[1, 2]", "must hold a JSON object"),
        (b"\xff\xfe{}", "not UTF-8"),
        ("1" * 5000, "not JSON we can read"),
        ("[" * 100000, "not JSON we can read"),
        (doc(format="other"), '"format" must be'),
        (doc(version="1"), '"version" must be a whole number'),
        (doc(version=True), '"version" must be a whole number'),
        (doc(version=2), "version 2 is newer"),
        (doc(name=""), '"name" must be a non-empty string'),
        (doc(name=7), '"name" must be a non-empty string'),
        (doc(name="x" * 101), "longer than 100"),
        (doc(name="two\nlines"), '"name" must be one line'),
        (doc(stars=0), '"stars" must be 1, 2 or 3'),
        (doc(stars=True), '"stars" must be 1, 2 or 3'),
        (doc(stars=2.0), '"stars" must be 1, 2 or 3'),
        ({k: v for k, v in doc().items() if k != "positions"}, '"positions" is missing'),
        (doc(positions={}), "positions must be a list"),
        (doc(positions=[]), "no positions"),
        (doc(positions=[[0, 0, 0]] * 2001), "2001 positions, more than the 2000 allowed"),
        (doc(positions=[[0, 0, 0], [2, 0]]), "position 1: must be [x, y, z]"),
        (doc(positions=[[0, 0, 0], [2, 0, True]]), "position 1: must be [x, y, z]"),
        (doc(positions=[[0, 0, 0], [2.0, 0, 0]]), "position 1: must be [x, y, z]"),
        (doc(positions=[[0, 0, 0], "2,0,0"]), "position 1: must be [x, y, z]"),
        (doc(positions=[[0, 0, 0], [10**30, 0, 0]]), "position 1: x and y must be 0 to 255"),
        (doc(positions=[[0, -2, 0], [2, 0, 0]]), "position 0: x and y must be 0 to 255"),
        (doc(positions=[[0, 0, 0], [2, 0, 32]]), "position 1: layer must be 0 to 31"),
        (doc(positions=[[0, 0, 0], [2, 0, 0], [4, 0, 0]]), "3 positions: an odd count"),
        (doc(positions=[[0, 0, 0], [0, 0, 0]]), "position 1: is in the same place as position 0"),
        (doc(positions=[[0, 0, 0], [4, 0, 0], [8, 0, 0], [5, 1, 0]]), "position 3: overlaps position 1"),
        (doc(positions=[[0, 0, 1], [2, 0, 1], [1, 1, 1], [9, 0, 1]]), "position 2: overlaps position 0"),
    ],
)
def test_every_schema_error_has_a_clear_reason(tmp_path, content, expected):
    assert expected in reason(tmp_path, content)


def test_tiles_resting_on_nothing_load_and_play_by_the_free_rule(tmp_path):
    """An overhang and a bridge over a gap, as other programs' layouts have them (RULES.md 1)."""
    bridge = [[0, 0, 0], [8, 0, 0], [0, 0, 1], [2, 0, 1], [4, 0, 1], [6, 0, 1], [8, 0, 1], [20, 4, 3]]
    layout = load_layout(write(tmp_path, doc(positions=bridge), "bridge.json"))
    assert layout.layers == (2, 5, 0, 1)
    # The road's two ends are free; the piers under them are covered; the lone tile high up is free.
    assert free_set(layout.positions) == {2, 6, 7}
    assert free_set(layout.positions, present={0, 1, 3, 4, 5}) == {0, 1, 3, 5}


def test_layout_to_json_writes_a_file_that_loads_back(tmp_path):
    positions = [(0, 0, 0), (2, 0, 0), (1, 0, 1), (3, 0, 1)]
    text = layout_to_json("Mini «é»", 3, positions)
    assert "«é»" in text and text.count("\n") == 10  # one line per row
    layout = load_layout(write(tmp_path, text, "mini.json"))
    assert (layout.name, layout.stars, layout.positions) == ("Mini «é»", 3, tuple(positions))
    with pytest.raises(LayoutError, match="odd count"):
        layout_to_json("Bad", 1, positions[:3])


# --- Properties ----------------------------------------------------------------------------------

coordinates = st.tuples(st.integers(0, 14), st.integers(0, 10), st.integers(0, 3))


def buildable(candidates):
    """The candidates that fit: no two tiles of a layer overlap. A tile may rest on nothing."""
    kept = []
    for x, y, z in dict.fromkeys(candidates):
        if not any(p[2] == z and abs(p[0] - x) < 2 and abs(p[1] - y) < 2 for p in kept):
            kept.append((x, y, z))
    return kept


def free_by_the_book(positions, present):
    """RULES.md 1, Free tiles, word for word."""
    def free(x, y, z):
        on_top = any(zz > z and abs(xx - x) <= 1 and abs(yy - y) <= 1 for xx, yy, zz in present)
        left = any(zz == z and xx == x - 2 and abs(yy - y) <= 1 for xx, yy, zz in present)
        right = any(zz == z and xx == x + 2 and abs(yy - y) <= 1 for xx, yy, zz in present)
        return not on_top and (not left or not right)
    return {i for i, p in enumerate(positions) if p in present and free(*p)}


@settings(max_examples=60, deadline=None)
@given(candidates=st.lists(coordinates, min_size=1, max_size=60), keep=st.integers(0, 2**60))
def test_the_bitmask_free_rule_is_the_rule_book(candidates, keep):
    positions = buildable(candidates)
    present = {p for k, p in enumerate(positions) if keep >> k & 1}
    mask = sum(1 << k for k, p in enumerate(positions) if p in present)
    g = Geometry(tuple(positions))
    assert {i for i in range(len(positions)) if g.free_mask(mask) >> i & 1} == free_by_the_book(positions, present)
    assert all(g.is_free(i, mask) == (g.free_mask(mask) >> i & 1 == 1) for i in range(len(positions)) if mask >> i & 1)


@settings(max_examples=60, deadline=None)
@given(candidates=st.lists(coordinates, min_size=1, max_size=40))
def test_the_loader_accepts_exactly_the_buildable_even_layouts(candidates):
    positions = [list(p) for p in candidates]
    fits = len(buildable(candidates)) == len(candidates) and len(candidates) % 2 == 0
    try:
        layout = layout_from_json("fuzz", doc(positions=positions))
    except LayoutError:
        assert not fits
    else:
        assert fits and layout.positions == tuple(candidates)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=80, deadline=None)
@given(value=json_values, key=st.sampled_from(["format", "version", "name", "stars", "positions"]))
def test_any_json_value_anywhere_gives_a_layout_or_a_layout_error(value, key):
    for document in (value, doc(**{key: value})):
        try:
            layout_from_json("fuzz", document)
        except LayoutError as e:
            assert str(e)


@settings(max_examples=60, deadline=None)
@given(candidates=st.lists(coordinates, min_size=1, max_size=60), keep=st.integers(0, 2**60), gone=st.integers(0, 2**60))
def test_the_free_tiles_after_a_removal_are_those_counted_afresh(candidates, keep, gone):
    g = Geometry(tuple(buildable(candidates)))
    before = keep & g.full
    removed = before & gone
    assert g.free_after(before & ~removed, removed, g.free_mask(before)) == g.free_mask(before & ~removed)
