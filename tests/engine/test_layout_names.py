"""Shipped layouts have names to translate; every other layout keeps the name its file gives."""

import json
from pathlib import Path

from qtsolitaire.engine.mahjong.layout import Layout
from qtsolitaire.engine.mahjong.layout_names import SHIPPED_NAMES, display_name
from qtsolitaire.engine.text import Text
from qtsolitaire.shipped import shipped_folder


def shipped_layouts() -> dict[str, str]:
    """Name by id, as layouts/ holds them."""
    return {path.stem: json.loads(path.read_text(encoding="utf-8"))["name"]
            for path in sorted(shipped_folder("layouts").glob("*.json"))}


def test_every_shipped_layout_has_its_name_listed_and_nothing_else_is():
    listed = {layout_id: name.source for layout_id, name in SHIPPED_NAMES.items()}
    assert listed == shipped_layouts()


def test_a_shipped_layout_shows_a_name_to_translate():
    turtle = Layout("turtle", "Turtle", 2, ((0, 0, 0), (2, 0, 0)), Path("layouts/turtle.json"))
    assert display_name(turtle) == Text("LayoutNames", "Turtle")
    assert str(display_name(turtle)) == "Turtle"


def test_a_players_layout_keeps_its_own_name_even_a_shipped_one():
    mine = Layout("my-turtle", "Turtle", 2, ((0, 0, 0), (2, 0, 0)))
    renamed = Layout("turtle", "Meine Schildkröte", 2, ((0, 0, 0), (2, 0, 0)))  # a test library's, not ours
    assert display_name(mine) == "Turtle" and isinstance(display_name(mine), str)
    assert display_name(renamed) == "Meine Schildkröte"
