"""The art cache renders SVG art at exact device pixels once per key; the theme lists find the sets."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor

from qtsolitaire.engine.mahjong.tiles import ALL_FACES
from qtsolitaire.ui.art.cache import ArtCache, tile_face
from qtsolitaire.ui.art.themes import ArtError, art_sets, card_sets, find_set, find_set_or_default, tile_sets

SQUARE = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
          '<rect x="0" y="0" width="5" height="10" fill="#ff0000"/></svg>')


@pytest.fixture
def square(tmp_path):
    path = tmp_path / "square.svg"
    path.write_text(SQUARE)
    return path


def make_set(root, kind, set_id, info):
    folder = root / kind / set_id
    folder.mkdir(parents=True)
    (folder / "set.json").write_text(json.dumps(info) if isinstance(info, dict) else info)
    (folder / "back.svg").write_text(SQUARE)
    return folder


def test_same_key_returns_the_same_pixmap(qapp, square):
    art = ArtCache()
    first = art.pixmap(square, 40, 30, 1.0)
    assert art.pixmap(square, 40, 30, 1.0) is first
    assert art.renders == 1


def test_new_size_or_dpr_renders_anew(qapp, square):
    art = ArtCache()
    base = art.pixmap(square, 40, 30, 1.0)
    bigger = art.pixmap(square, 41, 30, 1.0)
    sharper = art.pixmap(square, 40, 30, 2.0)
    assert len({id(base), id(bigger), id(sharper)}) == 3
    assert art.renders == 3 and len(art) == 3


def test_pixmap_has_device_pixels_and_ratio(qapp, square):
    pixmap = ArtCache().pixmap(square, 45, 60, 1.5)
    assert (pixmap.width(), pixmap.height()) == (68, 90)
    assert pixmap.devicePixelRatio() == 1.5
    assert pixmap.deviceIndependentSize().width() == pytest.approx(45, abs=0.5)


def test_render_fills_the_whole_pixmap_with_the_art(qapp, square):
    image = ArtCache().pixmap(square, 20, 20, 2.0).toImage()
    assert image.pixelColor(5, 20) == QColor("#ff0000")  # left half is the red rectangle
    assert image.pixelColor(35, 20).alpha() == 0  # right half stays transparent


def test_renderer_is_parsed_once_per_file(qapp, square, monkeypatch):
    from PySide6 import QtSvg

    created = []
    real = QtSvg.QSvgRenderer

    def counting(path):
        created.append(path)
        return real(path)

    monkeypatch.setattr(QtSvg, "QSvgRenderer", counting)
    art = ArtCache()
    for width in (10, 20, 30):
        art.pixmap(square, width, width, 1.0)
    assert len(created) == 1


def test_element_and_path_keys_are_apart(qapp):
    art = ArtCache()
    by_element = art.element("tiles", "classic", "dots-3", 30, 40, 1.0)
    by_path = art.pixmap(find_set("tiles", "classic").path("dots-3"), 30, 40, 1.0)
    assert by_element is not by_path
    assert by_element.toImage() == by_path.toImage()
    assert art.element("tiles", "classic", "dots-3", 30, 40, 1.0) is by_element


def test_budget_drops_the_least_recently_used(qapp, tmp_path):
    files = []
    for name in "abc":
        files.append(tmp_path / f"{name}.svg")
        files[-1].write_text(SQUARE)
    art = ArtCache(budget=2 * 10 * 10 * 4)  # room for two 10 x 10 pixmaps
    a = art.pixmap(files[0], 10, 10)
    art.pixmap(files[1], 10, 10)
    assert art.pixmap(files[0], 10, 10) is a  # a is now the most recently used
    art.pixmap(files[2], 10, 10)  # over budget: b goes
    assert len(art) == 2
    assert art.pixmap(files[0], 10, 10) is a
    renders = art.renders
    art.pixmap(files[1], 10, 10)
    assert art.renders == renders + 1


def test_clear_forgets_everything(qapp, square):
    art = ArtCache()
    first = art.pixmap(square, 10, 10, 1.0)
    art.clear()
    assert len(art) == 0
    assert art.pixmap(square, 10, 10, 1.0) is not first


def test_missing_and_broken_files_say_which_file(qapp, tmp_path):
    art = ArtCache()
    with pytest.raises(ArtError, match="nothing.svg: no such art file"):
        art.pixmap(tmp_path / "nothing.svg", 10, 10)
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg")
    with pytest.raises(ArtError, match="broken.svg: not a valid SVG file"):
        art.pixmap(broken, 10, 10)


def test_tile_face_draws_every_shipped_face(qapp):
    for face in ALL_FACES + ("back",):
        pixmap = tile_face("night", face, 30, 40, 2.0)
        assert (pixmap.width(), pixmap.height()) == (60, 80)


def test_shipped_sets_are_listed():
    tiles = {s.id: s for s in tile_sets()}
    assert {"classic", "night"} <= set(tiles)
    assert tiles["classic"].name == "Classic"
    assert tiles["night"].info["face"].startswith("#")
    assert all(s.kind == "cards" and s.name for s in card_sets())


def test_sets_are_listed_by_kind_and_folder(tmp_path):
    make_set(tmp_path, "tiles", "b", {"name": "Bee"})
    make_set(tmp_path, "tiles", "a", {"name": "Ay"})
    make_set(tmp_path, "cards", "c", {"name": "Sea"})
    (tmp_path / "tiles" / "not-a-set").mkdir()
    assert [(s.id, s.name) for s in tile_sets(tmp_path)] == [("a", "Ay"), ("b", "Bee")]
    assert [s.id for s in card_sets(tmp_path)] == ["c"]
    assert find_set("tiles", "b", tmp_path).path("back") == tmp_path / "tiles" / "b" / "back.svg"
    assert art_sets("cards", tmp_path / "elsewhere") == []


def test_unknown_set_names_the_sets_there_are(tmp_path):
    make_set(tmp_path, "tiles", "a", {"name": "Ay"})
    with pytest.raises(ArtError, match=r"no such tiles set \(have a\)"):
        find_set("tiles", "zz", tmp_path)
    with pytest.raises(ValueError, match="unknown kind of art"):
        art_sets("posters", tmp_path)


def test_a_setting_naming_a_lost_set_falls_back_to_the_default(tmp_path):
    make_set(tmp_path, "tiles", "classic", {"name": "Classic"})
    make_set(tmp_path, "tiles", "jade", {"name": "Jade"})
    assert find_set_or_default("tiles", "jade", tmp_path).id == "jade"
    assert find_set_or_default("tiles", "gone", tmp_path).id == "classic"
    assert find_set_or_default("tiles", None, tmp_path).id == "classic"
    with pytest.raises(ArtError, match="no such cards set"):
        find_set_or_default("cards", "gone", tmp_path)


@pytest.mark.parametrize("text, reason", [
    ("{", "not valid JSON"),
    ("[]", 'needs a JSON object with a "name"'),
    ('{"name": ""}', 'needs a JSON object with a "name"'),
])
def test_bad_set_json_says_file_and_reason(tmp_path, text, reason):
    make_set(tmp_path, "tiles", "bad", text)
    with pytest.raises(ArtError, match="set.json: " + reason.replace("(", r"\(")):
        tile_sets(tmp_path)


def test_element_of_an_unknown_set_is_a_clear_error(qapp):
    with pytest.raises(ArtError, match="no such tiles set"):
        ArtCache().element("tiles", "no-such-set", "dots-1", 10, 10)
