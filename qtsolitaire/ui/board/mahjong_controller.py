"""Mahjong Solitaire in play: the status bar's words, shuffles, and the clicks the board reports, each
answered by the engine's `click()`."""

from __future__ import annotations

from qtsolitaire.engine.deals import deal_random
from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.i18n import number, translate


class MahjongController(GameController):
    def no_hint_text(self) -> str:
        return translate("MahjongController", "No more matches: try Shuffle or Undo")

    def is_won(self, state) -> bool:
        return mahjong.is_won(state)

    def is_lost(self, state) -> bool:
        return mahjong.is_stuck(state)

    def moves_made(self) -> int:
        return self.state.moves

    def lost_title(self) -> str:
        return translate("MahjongController", "No more matches")

    def lost_text(self) -> str:
        return MahjongController.tr("%n tile(s) left and no two free tiles match. Undo, shuffle, restart or deal "
                                    "again.", None, mahjong.tiles_left(self.state))

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Free pairs", number(mahjong.free_pair_count(state))),
            ("Tiles left", number(mahjong.tiles_left(state))),
            ("Moves", number(state.moves)),
            ("Time", format_seconds(self.clock.seconds)),
            ("Deal", str(self.deal)),
        ]

    def click_tile(self, tile: int) -> None:
        if self.can_act():
            self.act(mahjong.click(self.state, self.selected, tile))

    def fallback_hint(self, state):
        return mahjong.hint(state)

    def hint_move(self):
        return mahjong.RemovePair(*self.hinted) if self.hinted else None

    def shuffle(self) -> None:
        if not self.can_act():
            return
        rng = deal_random(mahjong.GAME_ID, self.deal, f"shuffle{self.counters['shuffles']}")
        self.counters["shuffles"] += 1
        # With winnable deals on, a shuffle keeps the board winnable whenever any dealing can.
        self.play(mahjong.shuffle_move(self.state, rng, winnable=self.winnable_only))
