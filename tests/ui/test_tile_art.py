"""The stroke glyphs and the generated tile art: complete, font-free, renderable, in sync with the script."""

from __future__ import annotations

import json
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from qtsolitaire.engine.mahjong.tiles import ALL_FACES, DRAGON_FACES, SUIT_FACES, WIND_FACES, match_group, match_groups
from qtsolitaire.ui.art.themes import tile_sets
from tools.art import glyphs, make_tiles


def render(svg: bytes, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(QByteArray(svg))
    assert renderer.isValid(), svg[:200]
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def inked_pixels(image: QImage) -> int:
    return sum(1 for y in range(image.height()) for x in range(image.width()) if image.pixelColor(x, y).alpha() > 64)


def inked_columns(image: QImage) -> list[int]:
    return [x for x in range(image.width()) if any(image.pixelColor(x, y).alpha() > 64 for y in range(image.height()))]


def test_glyphs_cover_card_and_tile_indices():
    for ch in "0123456789AJQK" + "".join(make_tiles.index_text(face) or "" for face in ALL_FACES):
        assert ch in glyphs.CHARACTERS


def test_unknown_glyph_is_a_clear_error():
    with pytest.raises(ValueError, match=r"glyphs: no glyph for '\?'"):
        glyphs.text_path("A?", 0, 0, 10)


def test_transform_path_scales_then_moves_and_keeps_arc_flags():
    assert glyphs.transform_path("M1 2 L3 4", 2, 10, 20) == "M 12 24 L 16 28"
    assert glyphs.transform_path("M0 0 A3 3 0 1 0 6 0 Z", 0.5, 1, 1) == "M 1 1 A 1.5 1.5 0 1 0 4 1 Z"


def test_transform_path_rejects_broken_data():
    with pytest.raises(ValueError, match="path data"):
        glyphs.transform_path("M1 2 L3", 1)


def test_text_width_grows_with_height_and_length():
    one = glyphs.text_width("1", 10)
    ten = glyphs.text_width("10", 10)
    assert ten == pytest.approx(one + glyphs.TRACKING + glyphs.ADVANCES["0"])
    assert glyphs.text_width("10", 20) == pytest.approx(2 * ten)


@pytest.mark.parametrize("anchor", ["start", "middle", "end"])
def test_svg_text_draws_ink_where_anchored(qapp, anchor):
    x = {"start": 10, "middle": 50, "end": 90}[anchor]
    element = glyphs.svg_text("KQ", x, 5, 20, "#000000", anchor=anchor)
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 30">{element}</svg>'.encode()
    columns = inked_columns(render(svg, 100, 30))
    middle = (columns[0] + columns[-1]) / 2
    expected_middle = x + {"start": 0.5, "middle": 0, "end": -0.5}[anchor] * glyphs.text_width("KQ", 20)
    assert abs(middle - expected_middle) < 2


def test_every_glyph_renders_ink(qapp):
    for ch in glyphs.CHARACTERS:
        svg = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 14">'
               f'{glyphs.svg_text(ch, 2, 2, 10, "#000")}</svg>').encode()
        assert inked_pixels(render(svg, 24, 28)) > 20, ch


# --- the committed tile sets ---------------------------------------------------------------------

TILES = Path(__file__).resolve().parents[2] / "resources" / "tiles"
TILE_SETS = sorted(p for p in TILES.iterdir() if p.is_dir())
ART_FILES = [f"{face}.svg" for face in ALL_FACES] + ["back.svg"]


def test_there_are_two_tile_sets_or_more():
    assert {"classic", "night"} <= {p.name for p in TILE_SETS}


@pytest.mark.parametrize("folder", TILE_SETS, ids=lambda p: p.name)
def test_tile_set_is_complete_font_free_and_renders(qapp, folder):
    seen = set()
    for name in ART_FILES:
        data = (folder / name).read_bytes()
        root = ElementTree.fromstring(data)
        assert root.tag == "{http://www.w3.org/2000/svg}svg", name
        assert root.get("viewBox") == "0 0 60 80", name
        tags = {element.tag.split("}")[1] for element in root.iter()}
        assert not tags & {"text", "tspan", "font", "image"}, name
        assert b"font" not in data, name
        image = render(data, 30, 40)
        assert inked_pixels(image) > 60, name
        seen.add(bytes(image.constBits()))
    assert len(seen) == len(ART_FILES), "two faces render the same"


@pytest.mark.parametrize("folder", TILE_SETS, ids=lambda p: p.name)
def test_set_json_gives_the_tile_body_colours(folder):
    info = json.loads((folder / "set.json").read_text(encoding="utf-8"))
    assert info["name"]
    for key in ("face", "edge", "side", "outline", "back"):
        assert QColor(info[key]).isValid(), key
    assert info["viewBox"] == "0 0 60 80"
    assert 0 < info["corner_radius"] < 15


def test_faces_leave_the_background_transparent(qapp):
    image = render((TILES / "classic" / "dots-2.svg").read_bytes(), 60, 80)
    assert image.pixelColor(58, 78).alpha() == 0
    assert image.pixelColor(30, 27).alpha() == 255  # the centre of the top dot


def test_back_covers_the_whole_face(qapp):
    image = render((TILES / "classic" / "back.svg").read_bytes(), 60, 80)
    assert inked_pixels(image) > 0.95 * 60 * 80


def test_committed_tiles_match_the_generator(tmp_path):
    make_tiles.write_sets(tmp_path)
    for folder in TILE_SETS:
        fresh = {p.name: p.read_bytes() for p in (tmp_path / folder.name).iterdir()}
        committed = {p.name: p.read_bytes() for p in folder.iterdir()}
        assert sorted(fresh) == sorted(committed), folder.name
        stale = [name for name in fresh if fresh[name] != committed[name]]
        assert not stale, f"{folder.name}: run python -m tools.art.make_tiles ({stale[:5]})"


def test_every_face_has_an_index_of_its_own():
    """The White dragon and the West wind both carried a "W", told apart by colour alone: in MahJongg
    Klondike, where dragons start a set and winds end it, that mattered. Every face has its own index
    (the numbers of the three suits told apart by their suit's colour), except that the flowers share
    one mark and the seasons another, as any flower matches any flower."""
    for palette in make_tiles.SETS.values():
        groups_by_index: dict[str, set[str]] = {}
        for face in ALL_FACES:
            groups_by_index.setdefault(make_tiles.index_corner(face, palette), set()).add(match_group(face))
        assert all(len(groups) == 1 for groups in groups_by_index.values()), palette.name
        assert len(groups_by_index) == len(match_groups())
    honours = [make_tiles.index_text(face) for face in WIND_FACES + DRAGON_FACES]
    assert len(set(honours)) == len(honours)  # letters that differ, whatever colour they are seen in
    assert not set(honours) & {make_tiles.index_text(face) for face in SUIT_FACES}
    assert make_tiles.index_text("dragon-white") == "Wh" and make_tiles.index_text("wind-west") == "W"


def test_generator_reports_an_unwritable_folder(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert make_tiles.main(["--out", str(blocker)]) == 1
    assert str(blocker) in capsys.readouterr().err


def _luminance(colour: QColor) -> float:
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def _contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("tile_set", [s.id for s in tile_sets()])
def test_the_keyboard_focus_ring_stands_out_on_every_tile_face(qtbot, tile_set):
    """A white ring on ivory tiles was all but invisible: keyboard players could not see where they were.
    The board's one ring (ui/board/items.py) has a dark edge around its white line: one of the two stands
    out on any face, light or dark."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from qtsolitaire.ui.board.items import Ring
    from qtsolitaire.ui.board.tile_pixmaps import TilePainter

    face = QColor(TilePainter(tile_set).palette.face)
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(face)
    ring = Ring("#ffffff")
    ring.set_rect(QRectF(20, 20, 80, 80))  # its line runs at x = 16
    painter = QPainter(image)
    ring.paint(painter, None)
    painter.end()
    edge, line = image.pixelColor(13, 60), image.pixelColor(16, 60)
    assert max(_contrast(edge, face), _contrast(line, face)) >= 3.0  # WCAG's least contrast for a focus indicator
