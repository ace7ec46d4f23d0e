"""The tile and card sets found under resources/<kind>/<set>/ (qtsolitaire/shipped.py).

A set is a folder holding a set.json (at least a "name"; tile sets also give the body colours
face, edge, side, outline and back) and one SVG file per element: tiles/<set>/<face>.svg and
back.svg; cards/<set>/ as its set.json describes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from qtsolitaire.shipped import shipped_folder
from qtsolitaire.ui.i18n import translate

RESOURCES = shipped_folder("resources")
KINDS = ("tiles", "cards")
DEFAULT_SETS = {"tiles": "classic", "cards": "classic"}


class ArtError(ValueError):
    """Art that cannot be used; the message starts with the file at fault."""


@dataclass(frozen=True)
class ArtSet:
    """A tile or card set found on disk: its folder and the set.json that describes it."""

    kind: str
    id: str
    name: str
    folder: Path
    info: dict = field(compare=False, repr=False)

    @property
    def display_name(self) -> str:
        """The name in the player's language: the shipped sets' are translated, any other's is its set.json's."""
        names = {
            ("tiles", "classic"): translate("ArtSet", "Classic"),
            ("tiles", "night"): translate("ArtSet", "Night"),
            ("cards", "classic"): translate("ArtSet", "Classic"),
            ("cards", "large-index"): translate("ArtSet", "Large index"),
        }
        return names.get((self.kind, self.id), self.name)

    def path(self, element: str) -> Path:
        """The SVG file of one element, e.g. "dots-3", "back" or "QH"."""
        return self.folder / f"{element}.svg"


def _load(kind: str, folder: Path) -> ArtSet:
    info_file = folder / "set.json"
    try:
        info = json.loads(info_file.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise ArtError(f"{info_file}: cannot read ({error})") from None
    except json.JSONDecodeError as error:
        raise ArtError(f"{info_file}: not valid JSON (line {error.lineno}: {error.msg})") from None
    if not isinstance(info, dict) or not isinstance(info.get("name"), str) or not info["name"].strip():
        raise ArtError(f"{info_file}: needs a JSON object with a \"name\"")
    return ArtSet(kind, folder.name, info["name"], folder, info)


def back_name(back: dict) -> str:
    """A card back's name (an entry of its set's "backs") in the player's language, as display_name."""
    names = {
        "Blue lattice": translate("ArtSet", "Blue lattice"),
        "Red suits": translate("ArtSet", "Red suits"),
        "Midnight guilloche": translate("ArtSet", "Midnight guilloche"),
    }
    return names.get(back["name"], back["name"])


def art_sets(kind: str, root: Path = RESOURCES) -> list[ArtSet]:
    """The sets of one kind ("tiles" or "cards"), sorted by id; folders without set.json are skipped."""
    if kind not in KINDS:
        raise ValueError(f"unknown kind of art {kind!r} (have {', '.join(KINDS)})")
    base = root / kind
    if not base.is_dir():
        return []
    return [_load(kind, folder) for folder in sorted(base.iterdir()) if (folder / "set.json").is_file()]


def tile_sets(root: Path = RESOURCES) -> list[ArtSet]:
    return art_sets("tiles", root)


def card_sets(root: Path = RESOURCES) -> list[ArtSet]:
    return art_sets("cards", root)


def find_set(kind: str, set_id: str, root: Path = RESOURCES) -> ArtSet:
    """One set by id; a clear ArtError naming the sets there are when it is missing."""
    sets = art_sets(kind, root)
    for art_set in sets:
        if art_set.id == set_id:
            return art_set
    have = ", ".join(s.id for s in sets) or "none"
    raise ArtError(f"{root / kind / set_id}: no such {kind} set (have {have})")


def find_set_or_default(kind: str, set_id: str | None, root: Path = RESOURCES) -> ArtSet:
    """The set a setting names, or the default one when it names none or a set that is gone."""
    named = {s.id: s for s in art_sets(kind, root)}.get(set_id)
    return named or find_set(kind, DEFAULT_SETS[kind], root)
