"""Whole mahjong tiles (body, sides, face art) painted once per size and kept.

A tile is drawn face-up at the top left of its pixmap; its thickness shows on the right
and bottom, the sides away from the single light at the top left. The tiles of the size
a board settles on are also kept on disk, so the next start shows the board without
rendering any SVG: one file per size, holding raw premultiplied pixels, because decoding
forty PNGs took the first frame longer than reading 1.4 MB does.
"""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from qtsolitaire.digests import sha256
from qtsolitaire.outside_files import read_regular_file
from qtsolitaire.store.files import remove_cache_parts, write_cache_file
from qtsolitaire.ui.art.cache import tile_face
from qtsolitaire.ui.art.themes import find_set

OVERLAYS = {  # kind: (fill, outline)
    "blocked": (QColor(20, 30, 25, 105), None),
    "selected": (QColor(255, 196, 40, 90), QColor("#e0a000")),
    "hint": (QColor(80, 200, 255, 110), QColor(40, 160, 255)),
    # Magenta keeps 3:1 contrast on ivory and on dark faces alike; white vanished on ivory.
    "focus": (QColor(0, 0, 0, 0), QColor("#e0208f")),
    "target": (QColor(70, 210, 120, 60), QColor(30, 175, 90)),  # where a picked-up tile may go
}
PAINT_VERSION = 1  # bump whenever _paint draws differently, so stale disk copies are never used
SIZES_KEPT_ON_DISK = 6
DISK_MAGIC = b"qtsolitaire tiles 1\n"
DISK_ENTRY = struct.Struct("<HII")  # name length, width and height in device pixels; then name, then pixels
DISK_PIXELS = QImage.Format.Format_ARGB32_Premultiplied


class TilePalette(NamedTuple):
    face: str
    body: str  # the ivory layer under the face
    back: str  # the coloured back layer, the tile's base
    outline: str
    corner: float  # corner radius as a share of the tile width, as the face art draws it

    @classmethod
    def of_set(cls, art_set) -> "TilePalette":
        info = art_set.info
        width = float(info["viewBox"].split()[2])
        return cls(info["face"], info["edge"], info["side"], info["outline"], info["corner_radius"] / width)


class TileMetrics(NamedTuple):
    """Pixel sizes of one tile at the current zoom: face width and height, thickness."""

    width: int
    height: int
    depth: int

    @classmethod
    def for_width(cls, width: int) -> "TileMetrics":
        width = max(8, int(width))
        return cls(width, round(width * 4 / 3), max(2, round(width * 0.13)))


class TilePainter:
    def __init__(self, tile_set: str, disk_folder: Path | None = None) -> None:
        self.tile_set = tile_set
        self.art_set = find_set("tiles", tile_set)
        self.palette = TilePalette.of_set(self.art_set)
        self._disk_folder = disk_folder
        self._cache: dict[tuple, QPixmap] = {}
        self._blocked: dict[tuple, QPixmap] = {}  # tiles with the "blocked" wash on them
        self._on_disk: dict[tuple, dict[str, QPixmap]] = {}  # (metrics, dpr): the faces of that size's file
        self._art_digest: str | None = None
        self._parts_cleared = False

    def tile(self, face: str | None, metrics: TileMetrics, dpr: float) -> QPixmap:
        key = (face, metrics, dpr)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._stored(metrics, dpr).get(face or "blank") or self._paint(face, metrics, dpr)
            self._cache[key] = pixmap
        return pixmap

    def blocked_tile(self, face: str | None, metrics: TileMetrics, dpr: float) -> QPixmap:
        """The tile with the "blocked" wash already on it: most of a board is blocked, and one blit
        each instead of two took a full repaint 1.3 ms less."""
        key = (face, metrics, dpr)
        pixmap = self._blocked.get(key)
        if pixmap is None:
            pixmap = QPixmap(self.tile(face, metrics, dpr))
            painter = QPainter(pixmap)
            painter.drawPixmap(0, 0, self.overlay("blocked", metrics, dpr))
            painter.end()
            self._blocked[key] = pixmap
        return pixmap

    def clear(self) -> None:
        self._cache.clear()
        self._blocked.clear()
        self._on_disk.clear()

    def overlay(self, kind: str, metrics: TileMetrics, dpr: float) -> QPixmap:
        """A face-sized wash: "blocked" dims, "selected" and "hint" highlight.

        Pre-painted because an antialiased rounded fill costs far more than a blit.
        """
        key = (f"overlay:{kind}", metrics, dpr)
        pixmap = self._cache.get(key)
        if pixmap is None:
            pixmap = self._cache[key] = self._paint_overlay(kind, metrics, dpr)
        return pixmap

    def _paint_overlay(self, kind: str, m: TileMetrics, dpr: float) -> QPixmap:
        fill, line = OVERLAYS[kind]
        pixmap, painter = _canvas(m.width, m.height, dpr)
        radius = m.width * self.palette.corner
        rect = QRectF(0.5, 0.5, m.width - 1, m.height - 1)
        painter.setBrush(fill)
        if line is None:
            painter.setPen(Qt.PenStyle.NoPen)
        else:
            width = max(2.0, m.width * 0.06)
            painter.setPen(QPen(line, width))
            rect = rect.adjusted(width / 2, width / 2, -width / 2, -width / 2)
        painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        return pixmap

    def persist(self, metrics: TileMetrics, dpr: float) -> None:
        """Keep the tiles painted at this size on disk for the next start; a cache, so failures are ignored."""
        path = self._size_file(metrics, dpr)
        if path is None:
            return
        if not self._parts_cleared:
            remove_cache_parts(path.parent)  # what a write cut short by a kill left
            self._parts_cleared = True
        tiles = dict(self._stored(metrics, dpr))
        painted = {face or "blank": pixmap for (face, m, d), pixmap in self._cache.items()
                   if m == metrics and d == dpr and not str(face).startswith("overlay:")}
        if painted.keys() <= tiles.keys():
            return  # the file already holds every one of them
        tiles.update(painted)
        chunks = [DISK_MAGIC]
        for name, pixmap in sorted(tiles.items()):
            image = pixmap.toImage().convertToFormat(DISK_PIXELS)
            encoded = name.encode("utf-8")
            chunks += [DISK_ENTRY.pack(len(encoded), image.width(), image.height()), encoded, bytes(image.constBits())]
        if not write_cache_file(path, b"".join(chunks)):
            return  # short of room (the player's saves come first) or the write failed
        self._on_disk[(metrics, dpr)] = tiles
        try:
            import shutil  # only needed once the board has settled

            sizes = sorted(path.parent.iterdir(), key=lambda entry: entry.stat().st_mtime, reverse=True)
            for old in sizes[SIZES_KEPT_ON_DISK:]:
                if old.is_dir():  # a size kept by an older version, one PNG per face
                    shutil.rmtree(old, ignore_errors=True)
                else:
                    old.unlink(missing_ok=True)
        except OSError:
            pass

    def _size_file(self, m: TileMetrics, dpr: float) -> Path | None:
        if self._disk_folder is None:
            return None
        if self._art_digest is None:
            stamp = [PAINT_VERSION, self.palette]
            with os.scandir(self.art_set.folder) as entries:
                for entry in sorted(entries, key=lambda e: e.name):
                    if entry.name.endswith(".svg"):
                        info = entry.stat()
                        stamp.append((entry.name, info.st_mtime_ns, info.st_size))
            self._art_digest = sha256(repr(stamp).encode()).hexdigest()[:12]
        return self._disk_folder / self.tile_set / f"{m.width}x{m.height}x{m.depth}@{dpr:g}-{self._art_digest}.tiles"

    def _stored(self, m: TileMetrics, dpr: float) -> dict[str, QPixmap]:
        """The tiles of that size's file, read once; none when it is missing, damaged or of another size."""
        key = (m, dpr)
        if key not in self._on_disk:
            path = self._size_file(m, dpr)
            try:
                data = read_regular_file(path) if path is not None else b""
            except OSError:
                data = b""
            self._on_disk[key] = _read_tiles(data, m, dpr)
        return self._on_disk[key]

    def _paint(self, face: str | None, m: TileMetrics, dpr: float) -> QPixmap:
        p = self.palette
        pixmap, painter = _canvas(m.width + 2 * m.depth, m.height + 2 * m.depth, dpr)
        radius = m.width * self.palette.corner
        face_rect = QRectF(0.5, 0.5, m.width - 1, m.height - 1)

        # A soft shadow on whatever lies below and to the right: it is what makes layers read.
        for spread, alpha in ((1.9, 28), (1.5, 34), (1.15, 40)):
            shadow = QPainterPath()
            shadow.addRoundedRect(face_rect.translated(m.depth * spread, m.depth * spread), radius, radius)
            painter.fillPath(shadow, QColor(0, 0, 0, alpha))

        # The body: a coloured back layer and an ivory middle, stepping down and right.
        back = QPainterPath()
        back.addRoundedRect(face_rect.translated(m.depth, m.depth), radius, radius)
        painter.fillPath(back, QColor(p.back))
        middle = QPainterPath()
        middle.addRoundedRect(face_rect.translated(m.depth * 0.55, m.depth * 0.55), radius, radius)
        painter.fillPath(middle, QColor(p.body))
        painter.setPen(QPen(QColor(p.outline), 0.8))
        painter.drawPath(back)

        face_path = QPainterPath()
        face_path.addRoundedRect(face_rect, radius, radius)
        gradient = QLinearGradient(QPointF(0, 0), QPointF(m.width, m.height))
        gradient.setColorAt(0.0, QColor(p.face))
        gradient.setColorAt(1.0, QColor(p.face).darker(108))
        painter.fillPath(face_path, gradient)
        painter.setPen(QPen(QColor(p.outline), 1.0))
        painter.drawPath(face_path)

        if face is not None:
            art = tile_face(self.tile_set, face, m.width, m.height, dpr)
            painter.drawPixmap(QRectF(0, 0, m.width, m.height), art, QRectF(art.rect()))
        painter.end()
        return pixmap


def _read_tiles(data: bytes, m: TileMetrics, dpr: float) -> dict[str, QPixmap]:
    if not data.startswith(DISK_MAGIC):
        return {}
    expected = (round((m.width + 2 * m.depth) * dpr), round((m.height + 2 * m.depth) * dpr))
    tiles = {}
    at = len(DISK_MAGIC)
    while at < len(data):
        if at + DISK_ENTRY.size > len(data):
            return {}
        name_length, width, height = DISK_ENTRY.unpack_from(data, at)
        at += DISK_ENTRY.size
        end = at + name_length + width * height * 4
        if (width, height) != expected or end > len(data):
            return {}
        name = data[at:at + name_length].decode("utf-8", "replace")
        image = QImage(data[at + name_length:end], width, height, DISK_PIXELS)
        pixmap = QPixmap.fromImage(image)  # a copy: the bytes may go
        pixmap.setDevicePixelRatio(dpr)
        tiles[name] = pixmap
        at = end
    return tiles


def _canvas(width: float, height: float, dpr: float) -> tuple[QPixmap, QPainter]:
    """A transparent pixmap of that logical size at device pixels, and an antialiased painter on it."""
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    return pixmap, painter
