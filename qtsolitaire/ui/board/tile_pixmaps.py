"""Whole mahjong tiles (body, sides, face art) painted once per size and kept.

A tile is drawn face-up at the top left of its pixmap; its thickness shows as two solid walls on
the right and bottom, the sides away from the single light at the top left, and it casts a soft
shadow further down and right, onto the table or the tiles of the layers below. A tile lying
under others is drawn a little darker for each layer (layer_shade), so the height of a stack
reads at a glance. The plain tiles of the size a board settles on are also kept on disk, so
the next start shows the board without rendering any SVG: one file per size, holding raw
premultiplied pixels, because decoding forty PNGs took the first frame longer than reading
1.4 MB does.
"""

from __future__ import annotations

import math
import os
import struct
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from qtsolitaire.digests import sha256
from qtsolitaire.outside_files import read_regular_file
from qtsolitaire.store.files import remove_cache_parts, write_cache_file
from qtsolitaire.ui.art.cache import tile_face
from qtsolitaire.ui.art.themes import find_set

OVERLAYS = {  # kind: (fill, outline)
    "blocked": (QColor(20, 30, 25, 105), None),
    "selected": (QColor(255, 196, 40, 90), QColor("#e0a000")),
    "hint": (QColor(80, 200, 255, 110), QColor(40, 160, 255)),
    "target": (QColor(70, 210, 120, 60), QColor(30, 175, 90)),  # where a picked-up tile may go
}
DEPTH_SHARE = 0.15  # a tile's thickness, and the step from one layer to the next, in tile widths
IVORY_SHARE = 0.5  # of the thickness: the ivory layer under the face; the coloured back is the rest
BOTTOM_WALL_SHADE, RIGHT_WALL_SHADE = 40, 85  # black laid over the walls facing away from the light
SHADOW_REACH, SHADOW_BLUR = 1.4, 0.5  # how far the shadow falls down and right, how soft: in thicknesses
SHADOW_RINGS, SHADOW_RING_ALPHA = 8, 40  # its soft edge is that many faint rings
LAYER_SHADE, MOST_SHADE = 0.05, 0.22  # how much darker each layer is than the one above, and at most
PAINT_VERSION = 2  # bump whenever _paint draws differently, so stale disk copies are never used
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
        return cls(width, round(width * 4 / 3), max(3, round(width * DEPTH_SHARE)))


def layer_shade(layer: int, top: int) -> float:
    """How much darker to draw a tile on `layer` of a stack or board whose highest layer is `top`:
    a step for each layer down, the steps shrunk on a tall stack so the lowest is never too dark."""
    if top <= 0:
        return 0.0
    return (top - layer) * min(LAYER_SHADE, MOST_SHADE / top)


class TilePainter:
    def __init__(self, tile_set: str, disk_folder: Path | None = None) -> None:
        self.tile_set = tile_set
        self.art_set = find_set("tiles", tile_set)
        self.palette = TilePalette.of_set(self.art_set)
        self._disk_folder = disk_folder
        self._cache: dict[tuple, QPixmap] = {}  # (face, metrics, dpr, darkness, blocked): the tile
        self._overlays: dict[tuple, QPixmap] = {}
        self._on_disk: dict[tuple, dict[str, QPixmap]] = {}  # (metrics, dpr): the faces of that size's file
        self._art_digest: str | None = None
        self._parts_cleared = False

    def tile(self, face: str | None, metrics: TileMetrics, dpr: float, shade: float = 0.0,
             blocked: bool = False) -> QPixmap:
        """The whole tile, darkened by `shade` (0 to 1: see layer_shade) and washed when `blocked`.

        Shaded and blocked tiles are kept ready-made: most of a board is both, and one blit each
        instead of two took a full repaint 1.3 ms less.
        """
        darkness = round(shade * 255)
        key = (face, metrics, dpr, darkness, blocked)
        pixmap = self._cache.get(key)
        if pixmap is None:
            if darkness or blocked:
                pixmap = QPixmap(self.tile(face, metrics, dpr))
                painter = QPainter(pixmap)
                if darkness:  # the whole tile, face and walls; its shadow is black already
                    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
                    painter.fillRect(self._body_rect(metrics), QColor(0, 0, 0, darkness))
                    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                if blocked:
                    painter.drawPixmap(0, 0, self.overlay("blocked", metrics, dpr))
                painter.end()
            else:
                pixmap = self._stored(metrics, dpr).get(face or "blank") or self._paint(face, metrics, dpr)
            self._cache[key] = pixmap
        return pixmap

    @staticmethod
    def _body_rect(m: TileMetrics) -> QRect:
        """Face and walls with their outline: beyond them lies only the shadow, black already, which darkening
        leaves as it is. Left out, it spares a fifth of the darkening, the first frame's costliest step."""
        return QRect(0, 0, m.width + m.depth + 1, m.height + m.depth + 1)

    def clear(self) -> None:
        self._cache.clear()
        self._overlays.clear()
        self._on_disk.clear()

    def overlay(self, kind: str, metrics: TileMetrics, dpr: float) -> QPixmap:
        """A face-sized wash: "blocked" dims, "selected" and "hint" highlight.

        Pre-painted because an antialiased rounded fill costs far more than a blit.
        """
        key = (kind, metrics, dpr)
        pixmap = self._overlays.get(key)
        if pixmap is None:
            pixmap = self._overlays[key] = self._paint_overlay(kind, metrics, dpr)
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
        painted = {face or "blank": pixmap for (face, m, d, darkness, blocked), pixmap in self._cache.items()
                   if m == metrics and d == dpr and not darkness and not blocked}
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
        radius = m.width * p.corner
        face_rect = QRectF(0.5, 0.5, m.width - 1, m.height - 1)
        d = m.depth

        # The shadow this tile casts on whatever lies below and to the right: on the tiles of the layer
        # under it, it is what shows how high the stack stands. Soft: many thin rings fading outwards.
        blur = d * SHADOW_BLUR
        for ring in range(SHADOW_RINGS):
            grow = blur * (1 - 2 * ring / (SHADOW_RINGS - 1))
            shadow = QPainterPath()
            shadow.addRoundedRect(face_rect.translated(d * SHADOW_REACH, d * SHADOW_REACH)
                                  .adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
            painter.fillPath(shadow, QColor(0, 0, 0, SHADOW_RING_ALPHA))

        # The body: the face swept down and right by the thickness, an ivory layer under the face and
        # the coloured back below it, each a solid wall.
        body = _swept(face_rect, radius, d)
        painter.fillPath(body, QColor(p.back))
        painter.fillPath(_swept(face_rect, radius, d * IVORY_SHARE), QColor(p.body))
        # Both walls face away from the light at the top left: the right one most.
        painter.save()
        painter.setClipPath(body)
        painter.fillRect(QRectF(0, 0, m.width + 2 * d, m.height + 2 * d), QColor(0, 0, 0, BOTTOM_WALL_SHADE))
        painter.fillPath(_right_of_diagonal(face_rect, radius, d), QColor(0, 0, 0, RIGHT_WALL_SHADE))
        painter.restore()
        painter.setPen(QPen(QColor(p.outline), 0.9))
        painter.drawPath(body)

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


def _swept(face: QRectF, radius: float, depth: float) -> QPainterPath:
    """The outline of a rounded face pushed `depth` down and right: both ends and the band between."""
    path = QPainterPath()
    path.addRoundedRect(face, radius, radius)
    moved = QPainterPath()
    moved.addRoundedRect(face.translated(depth, depth), radius, radius)
    # The band's edges leave the top-right and bottom-left corners where they face the sweep's sides.
    lean = radius * (1 - 1 / math.sqrt(2))
    top_right = QPointF(face.right() - lean, face.top() + lean)
    bottom_left = QPointF(face.left() + lean, face.bottom() - lean)
    shift = QPointF(depth, depth)
    band = QPainterPath()
    band.addPolygon(QPolygonF([top_right, top_right + shift, bottom_left + shift, bottom_left]))
    return path.united(moved).united(band)


def _right_of_diagonal(face: QRectF, radius: float, depth: float) -> QPainterPath:
    """The part of a tile's pixmap right of the line the bottom-right corner sweeps along: its right wall."""
    lean = radius * (1 - 1 / math.sqrt(2))
    corner = QPointF(face.right() - lean, face.bottom() - lean)
    far = face.width() + face.height() + 4 * depth  # beyond the pixmap every way
    path = QPainterPath()
    path.addPolygon(QPolygonF([corner - QPointF(far, far), corner + QPointF(far, -far), corner + QPointF(far, far)]))
    return path


def _read_tiles(data: bytes, m: TileMetrics, dpr: float) -> dict[str, QPixmap]:
    if not data.startswith(DISK_MAGIC):
        return {}
    expected = (round((m.width + 2 * m.depth) * dpr), round((m.height + 2 * m.depth) * dpr))
    tiles = {}
    at = len(DISK_MAGIC)
    pixels = memoryview(data)  # each tile's pixels straight from the file's bytes: a slice would copy them first
    while at < len(data):
        if at + DISK_ENTRY.size > len(data):
            return {}
        name_length, width, height = DISK_ENTRY.unpack_from(data, at)
        at += DISK_ENTRY.size
        end = at + name_length + width * height * 4
        if (width, height) != expected or end > len(data):
            return {}
        name = data[at:at + name_length].decode("utf-8", "replace")
        image = QImage(pixels[at + name_length:end], width, height, DISK_PIXELS)
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
