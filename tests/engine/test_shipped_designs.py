"""Our own shipped designs (tools/layout_designs.py): 144 tiles, symmetric, distinct, measured stars."""

import pytest

from qtsolitaire.engine.mahjong.difficulty import measured_stars
from qtsolitaire.store.layout_files import SHIPPED_DIR, load_layouts
from tools.layout_designs import DESIGNS


def shipped():
    layouts, errors = load_layouts([SHIPPED_DIR])
    assert errors == []
    return {layout.id: layout for layout in layouts}


def normalised(positions):
    low_x = min(x for x, _, _ in positions)
    low_y = min(y for _, y, _ in positions)
    return frozenset((x - low_x, y - low_y, z) for x, y, z in positions)


def symmetries(positions):
    """Which of: mirror left-right, mirror top-bottom, half turn, map the layout onto itself."""
    shape = normalised(positions)
    wide = max(x for x, _, _ in shape)
    deep = max(y for _, y, _ in shape)
    images = {
        "mirror": {(wide - x, y, z) for x, y, z in shape},
        "flip": {(x, deep - y, z) for x, y, z in shape},
        "half turn": {(wide - x, deep - y, z) for x, y, z in shape},
    }
    return {name for name, image in images.items() if image == shape}


def test_at_least_twenty_designs_ship_each_its_own_shape():
    layouts = shipped()
    assert len(DESIGNS) >= 20 and set(DESIGNS) <= set(layouts)
    shapes = {normalised(layouts[key].positions) for key in DESIGNS}
    assert len(shapes) == len(DESIGNS)
    assert len({layouts[key].name for key in layouts}) == len(layouts)


@pytest.mark.parametrize("key", sorted(DESIGNS))
def test_a_design_uses_one_full_set_is_symmetric_and_its_stars_are_measured(key):
    layout = shipped()[key]
    assert layout.name == DESIGNS[key][0]
    assert layout.tiles == 144 and len(layout.layers) >= 2
    assert symmetries(layout.positions)
    assert layout.stars == measured_stars(layout.positions)


def test_the_designs_are_not_all_of_one_difficulty():
    layouts = shipped()
    assert len({layouts[key].stars for key in DESIGNS}) >= 2
