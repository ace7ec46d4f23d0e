"""Card art speed: what the Pyramid board pays for its cards when it opens or the window is resized.

Target: a whole card set (52 faces, the backs and the slot) rendered at a new size in well under 200 ms.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from qtsolitaire.ui.art.cache import ArtCache  # noqa: E402
from qtsolitaire.ui.art.themes import card_sets  # noqa: E402
from benchkit import print_table  # bench/benchkit.py: run as python bench/<name>.py


def elements(info: dict) -> list[str]:
    faces = [info["faces"].format(rank=rank, suit=suit) for suit in info["suits"] for rank in info["ranks"]]
    files = faces + [back["file"] for back in info["backs"]] + [info["slot"]]
    return [name.removesuffix(".svg") for name in files]


def main() -> None:
    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (pixmaps need it)
    rows = []
    for card_set in card_sets():
        names = elements(card_set.info)
        for width, dpr in ((60, 1.0), (60, 2.0), (90, 2.0), (150, 2.0)):
            height = width * card_set.info["height"] / card_set.info["width"]
            runs = []
            for _ in range(3):  # best of three, from a fresh cache: the machine may be busy
                art = ArtCache()
                start = time.perf_counter()
                for name in names:
                    art.element("cards", card_set.id, name, width, height, dpr)
                runs.append((time.perf_counter() - start) * 1000)
            rows.append((f"{card_set.id}: {len(names)} card images, new size {width} px at DPR {dpr:g}", min(runs)))
    print_table("card art cache", "ms", rows, decimals=1)


if __name__ == "__main__":
    main()
