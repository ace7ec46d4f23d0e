"""MahJongg Klondike in play: the status bar's words, the hint's, and the touches the board reports,
each answered by the engine's interaction rules (engine/mjklondike/interaction.py)."""

from __future__ import annotations

from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike import interaction
from qtsolitaire.engine.mjklondike.interaction import STOCK, Target
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.i18n import number, text, translate

TILE_TOTAL = klondike.FOUNDATION_PILES * klondike.FULL_PILE  # 132


class KlondikeController(GameController):
    def no_hint_text(self) -> str:
        return translate("KlondikeController", "No useful moves left: undo, restart or deal again.")

    # -- judgement ---------------------------------------------------------------------------
    def is_won(self, state) -> bool:
        return klondike.is_won(state)

    def is_lost(self, state) -> bool:
        return klondike.is_stuck(state)

    def moves_made(self) -> int:
        return self.history.cursor

    def lost_title(self) -> str:
        return translate("KlondikeController", "No useful moves left")

    def lost_text(self) -> str:
        up = sum(len(p) for p in self.state.foundations)
        return KlondikeController.tr("%n of {total} tiles are on the foundations and nothing left can put another up, "
                                     "turn a tile over or play from the waste. Undo, restart or deal again.",
                                     None, up).format(total=number(TILE_TOTAL))

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Stock", translate("KlondikeController", "{tiles}, {draw} per turn").format(
                tiles=number(len(state.stock)), draw=number(state.draw_count))),
            ("Pass", pass_text(state)),
            ("Redeals left", redeals_text(state)),
            ("Foundations", translate("KlondikeController", "{up}/{total}").format(
                up=number(sum(len(p) for p in state.foundations)), total=number(TILE_TOTAL))),
            ("Moves", number(self.history.cursor)),
            ("Time", format_seconds(self.clock.seconds)),
            ("Deal", str(self.deal)),
        ]

    # -- what the board shows ----------------------------------------------------------------
    def movable_tiles(self) -> set[int]:
        return interaction.movable_tiles(self.state)

    def movable(self, tile: int) -> bool:
        return interaction.movable(self.state, tile)

    def run_of(self, tile: int) -> tuple[int, ...]:
        return interaction.run_of(self.state, tile)

    def waste_group(self) -> tuple[int, ...]:
        """The tiles of the last turn of the stock still on the waste (fanned on the board), top last."""
        state = self.state
        states = self.history.states_back()
        _, after = next(states)
        for (_, before), move in zip(states, reversed(self.history.done_moves)):
            if isinstance(move, klondike.Redeal):
                break
            if isinstance(move, klondike.Draw):
                turned = after.waste[len(before.waste):]
                group = tuple(t for t in turned if t in state.waste)
                return group or state.waste[-1:]
            after = before
        return state.waste[-1:]

    # -- the player's verbs: the engine's interaction rules say what each touch means -----------
    def touch(self, result_of) -> bool:
        """Carry out `result_of(state, selected)`, one of the engine's interaction rules; whether it played."""
        return self.can_act() and self.act(result_of(self.state, self.selected))

    def click(self, place) -> bool:
        """A click on a tile, an empty pile, the stock or the bare table (None)."""
        return self.touch(lambda state, held: interaction.click(state, held, place))

    def drop(self, tile: int, target: Target) -> bool:
        """A drag ends on `target`: refused, whatever was picked up stays so."""
        return self.touch(lambda state, held: interaction.drop(state, tile, target, held))

    def takes(self, tile: int, target: Target) -> bool:
        return interaction.takes(self.state, tile, target)

    def targets_for(self, tile: int) -> list[Target]:
        return interaction.targets_for(self.state, tile)

    def to_foundation(self, tile: int) -> bool:
        """A double click: send the tile up if any foundation takes it, else say why not."""
        return self.touch(lambda state, _: interaction.to_foundation(state, tile))

    def activate(self, place) -> bool:
        """Enter or Space on the focused place."""
        return self.touch(lambda state, held: interaction.activate(state, held, place))

    def draw(self) -> None:
        """Move > Turn Stock: as a click on the stock."""
        self.click(STOCK)

    def describe_hint(self, hinted) -> str:
        return text(klondike.describe_move(self.state, hinted))


def pass_text(state) -> str:
    if state.options.redeals is None:
        return number(state.pass_index + 1)
    return translate("KlondikeController", "{pass_number} of {passes}").format(
        pass_number=number(state.pass_index + 1), passes=number(state.options.redeals + 1))


def redeals_text(state) -> str:
    left = state.redeals_left
    return translate("KlondikeController", "unlimited") if left is None else number(left)
