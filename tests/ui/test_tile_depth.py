"""Stacks read in 3D: every tile shows its walls, lower layers are darker, higher tiles cast a shadow."""

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.ui.board.tile_pixmaps import MOST_SHADE, TileMetrics, TilePainter, layer_shade
from tests.ui.conftest import click_scene_point, write_user_layout

# Two tiles side by side with a third resting across them, and one alone to the right.
TWO_AND_ONE = [(0, 0, 0), (2, 0, 0), (1, 0, 1), (8, 0, 0)]
LEFT, RIGHT, ON_TOP, ALONE = range(4)


def brightness(colour: QColor) -> float:
    return 0.299 * colour.red() + 0.587 * colour.green() + 0.114 * colour.blue()


def test_each_layer_down_is_a_little_darker_and_a_tall_stack_never_too_dark():
    for top in (1, 4, 6, 12):
        shades = [layer_shade(layer, top) for layer in range(top, -1, -1)]
        assert shades[0] == 0.0
        assert all(lower > upper for upper, lower in zip(shades, shades[1:]))
        assert shades[-1] <= MOST_SHADE + 1e-9
    assert layer_shade(0, 0) == 0.0


def test_a_shaded_tile_is_darker_all_over_and_its_shadow_is_not_doubled(qapp, tmp_path):
    tiles = TilePainter("classic", tmp_path)
    m = TileMetrics.for_width(48)
    plain = tiles.tile("dots-1", m, 1.0).toImage()
    shaded = tiles.tile("dots-1", m, 1.0, shade=0.2).toImage()
    corner = (3, m.height - 4)  # blank face, under the index and clear of the art
    wall = (m.width + m.depth // 2, m.height // 2)
    for x, y in (corner, wall):
        assert brightness(shaded.pixelColor(x, y)) < 0.85 * brightness(plain.pixelColor(x, y))
    beyond = (m.width + round(1.7 * m.depth), m.height // 2)  # the tile's shadow on the table
    assert shaded.pixelColor(*beyond).alpha() == plain.pixelColor(*beyond).alpha() > 0


def test_walls_face_away_from_the_light(qapp, tmp_path):
    tiles = TilePainter("classic", tmp_path)
    m = TileMetrics.for_width(60)
    image = tiles.tile(None, m, 1.0).toImage()
    face = brightness(image.pixelColor(m.width // 2, m.height // 2))
    bottom = brightness(image.pixelColor(m.width // 2, m.height + m.depth // 4))
    right = brightness(image.pixelColor(m.width + m.depth // 4, m.height // 2))
    assert right < bottom < face  # the light is at the top left


def test_a_higher_tile_casts_a_shadow_on_the_tile_below(qapp, tmp_path):
    tiles = TilePainter("classic", tmp_path)
    m = TileMetrics.for_width(60)
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1d5a3c"))
    painter = QPainter(image)
    painter.drawPixmap(20, 20, tiles.tile(None, m, 1.0))
    painter.end()
    upper = (20 - m.depth - m.width // 2, 20 - m.depth)  # one layer up, half a tile to the left
    probe = (upper[0] + m.width + m.depth + m.depth // 3, 20 + m.height // 2)  # just beyond its right wall
    lit = brightness(image.pixelColor(*probe))
    painter = QPainter(image)
    painter.drawPixmap(*upper, tiles.tile(None, m, 1.0))
    painter.end()
    assert brightness(image.pixelColor(*probe)) < 0.8 * lit


def show_bridge(qtbot, window):
    write_user_layout("two-and-one", TWO_AND_ONE)
    window.start_game("mahjong", "two-and-one", 1)
    window.show()
    qtbot.waitExposed(window)
    window.view.refit()
    return window.view.board_scene()


def test_every_tile_shows_its_walls_beside_its_neighbour(qtbot, window):
    scene = show_bridge(qtbot, window)
    m = scene.metrics
    left, right = scene.items_by_index[LEFT], scene.items_by_index[RIGHT]
    assert right.x() - left.x() == m.width + m.depth and right.y() == left.y()
    top = scene.items_by_index[ON_TOP]
    assert top.pos() == left.pos() + QPointF((m.width + m.depth) // 2 - m.depth, -m.depth)
    image = window.view.viewport().grab().toImage()
    wall = window.view.mapFromScene(left.pos() + QPointF(m.width + m.depth / 2, m.height * 0.9))
    face = window.view.mapFromScene(left.pos() + QPointF(m.width / 2, m.height * 0.93))
    table = window.view.mapFromScene(left.pos() + QPointF(m.width / 2, m.height + 3 * m.depth))
    wall_colour = image.pixelColor(wall)
    assert wall_colour != image.pixelColor(face) and wall_colour != image.pixelColor(table)


def test_the_lower_layer_is_shaded_and_the_stacking_follows_the_light(qtbot, window):
    scene = show_bridge(qtbot, window)
    tiles = scene.items_by_index
    assert tiles[ON_TOP].shade == 0.0 < tiles[LEFT].shade == tiles[RIGHT].shade == tiles[ALONE].shade
    assert tiles[LEFT].zValue() < tiles[RIGHT].zValue() < tiles[ALONE].zValue() < tiles[ON_TOP].zValue()


def test_a_click_on_a_tiles_wall_picks_that_tile(qtbot, window):
    scene = show_bridge(qtbot, window)
    m = scene.metrics
    alone = scene.items_by_index[ALONE]
    assert not mahjong.why_not_select(window.controller.state, ALONE)
    click_scene_point(qtbot, window.view, alone.pos() + QPointF(m.width + m.depth / 2, m.height / 2))
    assert window.controller.selected == ALONE


def test_a_shaded_tile_is_the_whole_tile_darkened_pixel_for_pixel(qapp, tmp_path):
    """Only the face and walls are darkened: the rest is the black shadow, which darkening leaves unchanged."""
    tiles = TilePainter("classic", tmp_path)
    for width in (40, 57, 83):
        m = TileMetrics.for_width(width)
        for dpr in (1.0, 1.5, 2.0):
            for darkness in (13, 51):
                whole = QImage(tiles.tile("bamboo-3", m, dpr).toImage())
                painter = QPainter(whole)
                painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
                painter.fillRect(whole.rect(), QColor(0, 0, 0, darkness))
                painter.end()
                assert tiles.tile("bamboo-3", m, dpr, shade=darkness / 255).toImage() == whole
