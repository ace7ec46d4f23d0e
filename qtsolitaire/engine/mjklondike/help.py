"""MahJongg Klondike's rules as the player reads them (Help > Rules), for any rule set."""

from __future__ import annotations

from typing import Callable

from ..api import RuleSet
from ..text import Text, TextContext
from .rules import EMPTY_PILE_RULES, PRESETS, Options


class KlondikeHelp(TextContext):
    """The rules of MahJongg Klondike (Help > Rules)."""


def rules_text(rule_set: RuleSet, render: Callable[[Text | str], str] = str) -> str:
    """The rules of `rule_set` as HTML, each heading and paragraph in the words `render` gives it."""
    import html  # its entity tables are only needed once the rules are shown

    options: Options = rule_set.options

    def words(message: Text | str) -> str:
        return html.escape(render(message))

    parts: list[tuple[str, Text | str]] = [
        ("h2", words(rule_set.name)),
        ("p", KlondikeHelp.tr("<b>This rule set:</b> {options}.").format(options=words(options.describe()))),
        ("h3", KlondikeHelp.tr("Tiles")),
        ("p", KlondikeHelp.tr(
            "132 mahjong tiles: 12 dragons (four each of White, Green and Red, rank 0, no suit), 108 suit tiles "
            "(1 to 9 of Bamboo, Characters and Circles, four of each) and 12 winds (three each of North, South, "
            "East and West, rank 10, no suit).")),
        ("h3", KlondikeHelp.tr("Foundations")),
        ("p", KlondikeHelp.tr(
            "Twelve piles in three sets of four, down the left side: the first set is Bamboo, the second "
            "Characters, the third Circles. Each pile is built up from a dragon, then 1 to 9 of its set's suit, "
            "then a wind. The four dragons of a set must be of one type: the first dragon you put on a set decides "
            "which, and as there are just four of each, a type begun on one set cannot begin another. The four "
            "winds of a set must be one of each wind.")),
        ("p", KlondikeHelp.tr(
            "<b>Lockstep:</b> a tile of each rank must be on all four piles of a set before any tile of the next "
            "rank may go on that set.") if options.lockstep
            else KlondikeHelp.tr("No lockstep: each pile of a set is built on its own.")),
        ("h3", KlondikeHelp.tr("Tableau")),
        ("p", KlondikeHelp.tr(
            "Twelve piles: pile 1 is dealt 1 tile, pile 2 gets 2, and so on to 12 tiles in pile 12. Only the last "
            "tile of each pile is face up; a face-down tile turns up when it becomes the last of its pile. A last "
            "tile may go onto the last tile of another pile if it is one rank lower and of a different suit "
            "(dragons and winds have no suit, so they differ from every suit). A run in sequence down, each tile "
            "of a different suit from the one above, moves as a unit. An empty pile takes {empty}. The last tile "
            "of a pile may go to a foundation when the foundation rules allow it.").format(
            empty=words(EMPTY_PILE_RULES[options.empty_pile]))),
        ("h3", KlondikeHelp.tr("Stock")),
        ("p", KlondikeHelp.tr(
            "The other 54 tiles, face down. Click the stock (or press Enter) to turn tiles onto the waste: "
            "{passes}. {redeals} The top waste tile may be played to the tableau or a foundation.").format(
            passes=words(_passes_sentence(options)), redeals=words(_redeals_sentence(options)))),
        ("h3", KlondikeHelp.tr("Goal")),
        ("p", KlondikeHelp.tr(
            "All 132 tiles on the foundations. When no move can change anything any more, the game says so.")),
        ("h3", KlondikeHelp.tr("The presets")),
    ]
    lines = [f"<{tag}>{render(message)}</{tag}>" for tag, message in parts]
    lines.append("<ul>")
    lines += [f"<li><b>{words(p.name)}</b>: {words(p.definition)}</li>" for p in PRESETS]
    lines.append("</ul>")
    return "\n".join(lines)


# "{n} at a time on the first pass", ... : one whole phrase per ordinal, as languages word them differently.
_ON_PASS = (
    KlondikeHelp.tr("{n} at a time on the first pass"),
    KlondikeHelp.tr("{n} at a time on the second pass"),
    KlondikeHelp.tr("{n} at a time on the third pass"),
    KlondikeHelp.tr("{n} at a time on the fourth pass"),
    KlondikeHelp.tr("{n} at a time on the fifth pass"),
    KlondikeHelp.tr("{n} at a time on the sixth pass"),
    KlondikeHelp.tr("{n} at a time on the seventh pass"),
    KlondikeHelp.tr("{n} at a time on the eighth pass"),
    KlondikeHelp.tr("{n} at a time on the ninth pass"),
)


def _passes_sentence(options: Options) -> Text:
    """How many tiles each pass turns: "3 at a time on every pass", "3 at a time on the first pass; 2 ..."."""
    if len(options.draw) == 1:
        if options.redeals == 0:
            return KlondikeHelp.tr("{n} at a time").format(n=options.draw[0])
        return KlondikeHelp.tr("{n} at a time on every pass").format(n=options.draw[0])
    passes = _ON_PASS[0].format(n=options.draw[0])
    for i, n in enumerate(options.draw[1:], 1):
        passes = KlondikeHelp.tr("{passes}; {next}").format(passes=passes, next=_ON_PASS[i].format(n=n))
    if options.redeals is None or options.redeals + 1 > len(options.draw):
        passes = KlondikeHelp.tr("{passes} and every later pass").format(passes=passes)
    return passes


def _redeals_sentence(options: Options) -> Text:
    if options.redeals is None:
        return KlondikeHelp.tr(
            "When the stock is empty, clicking it turns the waste back over as the stock, as often as you like.")
    if options.redeals == 0:
        return KlondikeHelp.tr("There is no redeal: once the stock is empty it stays empty.")
    if options.redeals == 1:
        return KlondikeHelp.tr("When the stock is empty, clicking it turns the waste back over as the stock, once "
                               "in a game.")
    if options.redeals == 2:
        return KlondikeHelp.tr("When the stock is empty, clicking it turns the waste back over as the stock, twice "
                               "in a game.")
    return KlondikeHelp.tr("When the stock is empty, clicking it turns the waste back over as the stock, {count} "
                           "times in a game.").format(count=options.redeals)
