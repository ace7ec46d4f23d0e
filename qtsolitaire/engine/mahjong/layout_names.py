"""The shipped layouts' names, in the player's language; a layout's id, its records and saves keep the English.

lupdate cannot read the layout files, so their names are listed here, each marked where lupdate finds it;
tests/engine/test_layout_names.py checks the list and layouts/ name the same layouts. A layout the player
made or imported is called what its file says, in no language of ours.
"""

from __future__ import annotations

from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.text import Text, TextContext


class LayoutNames(TextContext):
    """The names of the shipped Mahjong layouts."""


SHIPPED_NAMES = {  # by layout id
    "arena": LayoutNames.tr("Arena"),
    "bridge": LayoutNames.tr("Bridge"),
    "butterfly": LayoutNames.tr("Butterfly"),
    "castle": LayoutNames.tr("Castle"),
    "checkerboard": LayoutNames.tr("Checkerboard"),
    "city": LayoutNames.tr("City"),
    "classic-turtle": LayoutNames.tr("Classic Turtle"),
    "compass-star": LayoutNames.tr("Compass Star"),
    "crab": LayoutNames.tr("Crab"),
    "cross": LayoutNames.tr("Cross"),
    "crown": LayoutNames.tr("Crown"),
    "double-spiral": LayoutNames.tr("Double Spiral"),
    "fortress": LayoutNames.tr("Fortress"),
    "four-towers": LayoutNames.tr("Four Towers"),
    "heart": LayoutNames.tr("Heart"),
    "hourglass": LayoutNames.tr("Hourglass"),
    "letter-h": LayoutNames.tr("Letter H"),
    "letter-x": LayoutNames.tr("Letter X"),
    "owl": LayoutNames.tr("Owl"),
    "pine-tree": LayoutNames.tr("Pine Tree"),
    "pinwheel": LayoutNames.tr("Pinwheel"),
    "pyramid": LayoutNames.tr("Pyramid"),
    "rocket": LayoutNames.tr("Rocket"),
    "turtle": LayoutNames.tr("Turtle"),
    "twin-peaks": LayoutNames.tr("Twin Peaks"),
}


def display_name(layout: Layout) -> Text | str:
    """What to call a layout: a shipped layout's name, to translate; any other's as its file gives it."""
    name = SHIPPED_NAMES.get(layout.id)
    return name if name is not None and name.source == layout.name else layout.name
