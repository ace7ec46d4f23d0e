"""SVG art rendered to pixmaps at exact device pixels, kept until the budget needs the room.

A pixmap is rendered at (width x DPR, height x DPR) pixels and carries that device pixel
ratio, so it is crisp on any screen when drawn at (width, height). Pixmaps are cached per
(source, pixel size, DPR), where the source is a file path or a (kind, set, element) triple;
one QSvgRenderer per file is parsed once and reused for every size.

    tile_face("classic", "dots-3", 45, 60, window.devicePixelRatio())
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from qtsolitaire.ui.art.themes import RESOURCES, ArtError, ArtSet, find_set

if TYPE_CHECKING:  # loaded only when a tile must be rendered: see `_renderer`
    from PySide6.QtSvg import QSvgRenderer

DEFAULT_BUDGET = 128 * 1024 * 1024  # bytes of pixmaps; a full tile set at 90 px and DPR 2 is about 7 MB


def pixel_size(width: float, height: float, dpr: float) -> tuple[int, int]:
    return max(1, round(width * dpr)), max(1, round(height * dpr))


class ArtCache:
    def __init__(self, budget: int = DEFAULT_BUDGET, root: Path = RESOURCES) -> None:
        self.budget = budget
        self.root = root
        self.renders = 0  # how many pixmaps were rendered rather than reused
        self._pixmaps: OrderedDict[tuple, QPixmap] = OrderedDict()
        self._bytes = 0
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._sets: dict[tuple[str, str], ArtSet] = {}

    def pixmap(self, path: str | Path, width: float, height: float, dpr: float = 1.0) -> QPixmap:
        """The SVG file at `path`, drawn to fill width x height logical pixels."""
        path = Path(path)
        return self._get(str(path), lambda: path, width, height, dpr)

    def element(self, kind: str, set_id: str, element: str, width: float, height: float,
                dpr: float = 1.0) -> QPixmap:
        """One element of a set, e.g. ("tiles", "classic", "wind-east") or ("cards", "classic", "QH")."""
        return self._get((kind, set_id, element), lambda: self._set(kind, set_id).path(element), width, height, dpr)

    def clear(self) -> None:
        """Forget every pixmap and renderer, e.g. after the art files changed."""
        self._pixmaps.clear()
        self._bytes = 0
        self._renderers.clear()
        self._sets.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def _get(self, source, locate, width: float, height: float, dpr: float) -> QPixmap:
        size = pixel_size(width, height, dpr)
        key = (source, size, dpr)
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = self._render(self._renderer(locate()), size, dpr)
        self._pixmaps[key] = pixmap
        self._bytes += size[0] * size[1] * 4
        self._trim()
        return pixmap

    def _render(self, renderer: QSvgRenderer, size: tuple[int, int], dpr: float) -> QPixmap:
        image = QImage(size[0], size[1], QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size[0], size[1]))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self.renders += 1
        return pixmap

    def _renderer(self, path: Path) -> QSvgRenderer:
        renderer = self._renderers.get(path)
        if renderer is None:
            if not path.is_file():
                raise ArtError(f"{path}: no such art file")
            from PySide6.QtSvg import QSvgRenderer  # a start that finds its tiles on disk never loads QtSvg

            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise ArtError(f"{path}: not a valid SVG file")
            self._renderers[path] = renderer
        return renderer

    def _set(self, kind: str, set_id: str) -> ArtSet:
        art_set = self._sets.get((kind, set_id))
        if art_set is None:
            art_set = self._sets[(kind, set_id)] = find_set(kind, set_id, self.root)
        return art_set

    def _trim(self) -> None:
        # The newest pixmap always stays, even when it alone is over budget.
        while self._bytes > self.budget and len(self._pixmaps) > 1:
            (_, (w, h), _), _ = self._pixmaps.popitem(last=False)
            self._bytes -= w * h * 4


_shared: ArtCache | None = None


def shared_cache() -> ArtCache:
    """The one cache every board draws from."""
    global _shared
    if _shared is None:
        _shared = ArtCache()
    return _shared


def tile_face(set_id: str, face: str, width: float, height: float, dpr: float = 1.0) -> QPixmap:
    """A tile face ("dots-3", or "back" for a face-down tile) of a tile set, as a pixmap."""
    return shared_cache().element("tiles", set_id, face, width, height, dpr)


def card_face(set_id: str, element: str, width: float, height: float, dpr: float = 1.0) -> QPixmap:
    """A card element ("QH", "back-blue", "slot") of a card set, as a pixmap."""
    return shared_cache().element("cards", set_id, element, width, height, dpr)
