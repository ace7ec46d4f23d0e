"""The tile cache on disk never crowds out the player's saves: it keeps a margin, leaves no pieces
behind, and gives way when a save needs the room."""

import errno
import os
import shutil
from collections import namedtuple

from qtsolitaire.store import paths
from qtsolitaire.store.settings import Settings
from qtsolitaire.ui.board.tile_pixmaps import TileMetrics, TilePainter

Usage = namedtuple("Usage", "total used free")
METRICS = TileMetrics.for_width(40)


def painted(folder) -> TilePainter:
    painter = TilePainter("classic", folder)
    for face in ("dots-1", "bamboo-5", None):
        painter.tile(face, METRICS, 1.0)
    return painter


def test_the_cache_is_not_written_when_it_would_leave_less_than_the_margin(qapp, tmp_path, monkeypatch):
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: Usage(2**20, 0, 2**20))  # a 1 MB disk
    painted(tmp_path).persist(METRICS, 1.0)
    assert list((tmp_path / "classic").iterdir()) == []


def test_a_write_cut_short_by_a_full_disk_leaves_no_piece(qapp, tmp_path, monkeypatch):
    real_write = os.write

    def full_after_a_little(fd, data):
        if len(data) > 4096:
            real_write(fd, bytes(data[:4096]))
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    monkeypatch.setattr(os, "write", full_after_a_little)
    painted(tmp_path).persist(METRICS, 1.0)
    assert list((tmp_path / "classic").iterdir()) == []


def test_pieces_a_killed_write_left_are_cleared(qapp, tmp_path):
    folder = tmp_path / "classic"
    folder.mkdir()
    (folder / "40x53x5@1-0123456789ab.tiles.part").write_bytes(b"x" * 987_000)
    (folder / ".40x53x5@1-0123456789ab.tiles.k3j4.part").write_bytes(b"x" * 1000)
    painted(tmp_path).persist(METRICS, 1.0)
    assert [p.suffix for p in folder.iterdir()] == [".tiles"]


def test_a_save_short_of_room_clears_the_cache_and_is_written(monkeypatch):
    cached = paths.cache_dir() / "tiles" / "classic" / "40x53x5@1-0123456789ab.tiles"
    cached.parent.mkdir(parents=True)
    cached.write_bytes(b"x" * 1000)
    real_fsync = os.fsync

    def full_while_the_cache_is_there(fd):
        if cached.exists():
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full_while_the_cache_is_there)
    settings = Settings.load()
    settings.theme = "jade"
    settings.save()
    assert Settings.load().theme == "jade" and not cached.exists()
    assert [p.name for p in paths.config_dir().iterdir()] == ["settings.json"]
