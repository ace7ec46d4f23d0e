"""Pyramid Solitaire in play: the status bar's words, the hint's, and the touches the board reports,
each answered by the engine's interaction rules (engine/pyramid/interaction.py)."""

from __future__ import annotations

from qtsolitaire.engine.pyramid import interaction
from qtsolitaire.engine.pyramid.cards import card_label
from qtsolitaire.engine.pyramid.game import Draw, Park, Redeal
from qtsolitaire.engine.pyramid.interaction import STOCK
from qtsolitaire.ui.clock import format_seconds
from qtsolitaire.ui.controller import GameController
from qtsolitaire.ui.i18n import number, text, translate


def describe_move(state, move) -> str:
    """A move in the words of a hint, after "Hint:"."""
    if isinstance(move, Draw):
        return translate("PyramidController", "turn a card from the stock")
    if isinstance(move, Redeal):
        return translate("PyramidController", "turn the waste over to make a new stock")
    if isinstance(move, Park):
        return translate("PyramidController", "park the {card} in the store").format(card=text(card_label(move.card)))
    if len(move.cards) == 1:
        (king,) = move.cards
        if interaction.location(state, king)[0] == STOCK:  # a click there would turn it
            return translate("PyramidController", "drag the {card} from the stock to the foundation").format(
                card=text(card_label(king)))
        return translate("PyramidController", "remove the {card}").format(card=text(card_label(king)))
    a, b = move.cards
    return translate("PyramidController", "pair the {card} with the {other}").format(
        card=text(card_label(a)), other=text(card_label(b)))


class PyramidController(GameController):
    # -- judgement and the status bar ------------------------------------------------------
    def is_won(self, state) -> bool:
        return state.is_won

    def is_lost(self, state) -> bool:
        return self.engine.is_lost(state)  # a search: asked once per new position

    def moves_made(self) -> int:
        """Under "undo counts as a move" the engine counts the undos in."""
        return self.engine.moves_counted(self.state, self.counters["undos"])

    @property
    def scores_by_streak(self) -> bool:
        return self.engine.scores_by_streak(self.rules)

    def score(self) -> int:
        """Under streak scoring a win counts itself into the streak; a game not won scores its points once."""
        if not self.scores_by_streak:
            return self.state.score
        return self.engine.streak_score(self.state, self.streak + 1 if self.outcome == "won" else 1)

    def score_text(self) -> str:
        """The score as the status bar shows it; in play under streak scoring, with the multiplier a win brings."""
        if self.scores_by_streak and self.outcome is None:
            streaked = translate("PyramidController", "{score} × {streak}", "points so far × the streak a win makes")
            return streaked.format(score=number(self.state.score), streak=number(self.streak + 1))
        return number(self.score())

    def lost_title(self) -> str:
        return translate("PyramidController", "No more moves")

    def lost_text(self) -> str:
        return translate("PyramidController", "No two available cards add up to 13, no King is free, and no card still "
                         "to come from the stock can change that. Score {score}. Undo, replay the deal or start a new "
                         "one.").format(score=number(self.score()))

    def status_items(self) -> list[tuple[str, str]]:
        state = self.state
        return [
            ("Score", self.score_text()),
            ("Moves", number(self.moves_made())),
            ("Time", format_seconds(self.clock.seconds)),
            ("Stock", number(len(state.stock))),
            ("Redeals left", translate("PyramidController", "unlimited") if state.redeals_left is None
             else number(state.redeals_left)),
            ("Deal", str(self.deal)),
        ]

    # -- what the player can touch: the engine's interaction rules say what each touch means -------
    def touch(self, target) -> None:
        """A click, Enter or Space on a card or a pile."""
        if self.can_act():
            self.act(interaction.click(self.state, self.selected, target))

    def draw(self) -> None:
        """Move > Turn Stock: as a click on the stock."""
        self.touch(STOCK)

    def drop_allowed(self, card: int, target) -> bool:
        return self.can_act() and interaction.drop_allowed(self.state, card, target)

    def drop(self, card: int, target) -> None:
        """A drag ends: play what the drop means, or put everything back where it was."""
        if self.can_act():
            self.act(interaction.drop(self.state, card, target))
        else:
            self.changed.emit()

    def describe_hint(self, hinted) -> str:
        return describe_move(self.state, hinted)
