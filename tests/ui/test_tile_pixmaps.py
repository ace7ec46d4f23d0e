from qtsolitaire.ui.art import cache as art_cache
from qtsolitaire.ui.board.tile_pixmaps import TileMetrics, TilePainter

FACES = ["dots-1", "bamboo-5", "wind-east", None]


def rendered_faces(monkeypatch) -> list:
    calls = []
    real = art_cache.tile_face

    def counting(*args):
        calls.append(args[1])
        return real(*args)

    monkeypatch.setattr("qtsolitaire.ui.board.tile_pixmaps.tile_face", counting)
    return calls


def test_a_settled_size_comes_back_from_disk_pixel_for_pixel(qapp, tmp_path, monkeypatch):
    metrics = TileMetrics.for_width(40)
    first = TilePainter("classic", tmp_path)
    painted = {face: first.tile(face, metrics, 2.0).toImage() for face in FACES}
    first.persist(metrics, 2.0)
    rendered = rendered_faces(monkeypatch)
    again = TilePainter("classic", tmp_path)
    for face in FACES:
        pixmap = again.tile(face, metrics, 2.0)
        assert pixmap.devicePixelRatio() == 2.0
        assert pixmap.toImage() == painted[face]
    assert rendered == []  # nothing was drawn again


def test_a_damaged_or_foreign_file_is_painted_over(qapp, tmp_path, monkeypatch):
    metrics = TileMetrics.for_width(40)
    first = TilePainter("classic", tmp_path)
    for face in FACES:
        first.tile(face, metrics, 1.0)
    first.persist(metrics, 1.0)
    [stored] = (tmp_path / "classic").iterdir()
    data = stored.read_bytes()
    for damage in (data[: len(data) // 2], b"PNG" + data[3:], b""):
        stored.write_bytes(damage)
        rendered = rendered_faces(monkeypatch)
        painter = TilePainter("classic", tmp_path)
        assert not painter.tile("dots-1", metrics, 1.0).isNull()
        assert rendered == ["dots-1"]
        monkeypatch.undo()


def test_new_faces_join_the_file_and_old_sizes_go(qapp, tmp_path):
    small = TileMetrics.for_width(30)
    painter = TilePainter("classic", tmp_path)
    painter.tile("dots-1", small, 1.0)
    painter.persist(small, 1.0)
    later = TilePainter("classic", tmp_path)
    later.tile("dots-2", small, 1.0)
    later.persist(small, 1.0)
    assert set(TilePainter("classic", tmp_path)._stored(small, 1.0)) == {"dots-1", "dots-2"}
    for width in range(31, 40):
        sized = TileMetrics.for_width(width)
        painter.tile("dots-1", sized, 1.0)
        painter.persist(sized, 1.0)
    assert len(list((tmp_path / "classic").iterdir())) == 6


def test_a_blocked_tile_in_one_blit_looks_as_the_tile_and_its_wash_in_two(qapp, tmp_path):
    from PySide6.QtGui import QColor, QImage, QPainter

    tiles = TilePainter("classic", tmp_path)
    metrics = TileMetrics.for_width(40)
    for dpr in (1.0, 2.0):
        for face in FACES:
            two, one = (QImage(120, 140, QImage.Format.Format_ARGB32_Premultiplied) for _ in range(2))
            for image in (two, one):
                image.fill(QColor("#1d5a3c"))  # the table under the tile
            painter = QPainter(two)
            painter.drawPixmap(10, 10, tiles.tile(face, metrics, dpr))
            painter.drawPixmap(10, 10, tiles.overlay("blocked", metrics, dpr))
            painter.end()
            painter = QPainter(one)
            painter.drawPixmap(10, 10, tiles.tile(face, metrics, dpr, blocked=True))
            painter.end()
            worst = max(abs(a - b) for a, b in zip(bytes(two.constBits()), bytes(one.constBits())))
            assert worst <= 2, (face, dpr)  # rounding of the premultiplied blend, no more
    tiles.persist(metrics, 2.0)
    assert tiles.tile(FACES[0], metrics, 2.0) is not tiles.tile(FACES[0], metrics, 2.0, blocked=True)
