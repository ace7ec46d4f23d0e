"""Each menu's keyboard accelerators (the letter after "&") are unique, whichever game fills the menus."""

import re
from collections import Counter

import pytest
from PySide6.QtWidgets import QMenu


def accelerators(titles) -> Counter:
    return Counter(match.group(1).lower() for title in titles if (match := re.search(r"&([^&])", title)))


@pytest.mark.parametrize("game_id", ["mahjong", "pyramid", "mjklondike"])
def test_no_menu_has_two_entries_on_one_letter(window, game_id):
    window.start_game(game_id, None, 3, winnable=False)
    bar = window.menuBar()
    menus = [bar.actions()] + [menu.actions() for menu in bar.findChildren(QMenu)]
    assert len(menus) > 5
    for actions in menus:
        taken = accelerators(action.text() for action in actions if not action.isSeparator())
        assert [letter for letter, count in taken.items() if count > 1] == [], [a.text() for a in actions]
