"""Options and presets of MahJongg Klondike (RULES.md section 3, "Variants").

A rule set is an `Options` value; its `key` is the canonical text records and saves are filed under, for example
``draw=3-2-1;redeals=2;lockstep=on;empty=wind`` (the base game). Keys are stored in players' records: the format and
the preset keys below never change. `parse_key(key)` accepts exactly the canonical keys, so one rule set never ends
up under two keys.

Options:
- ``draw``: tiles turned per click of the stock on the first pass, the second pass, ...; the last figure holds for
  any later pass. (3, 2, 1) is three at a time, then two, then one.
- ``redeals``: how often the waste may be turned back into the stock; None is unlimited.
- ``lockstep``: a rank must be on all four piles of a foundation set before the next rank goes on that set.
- ``empty_pile``: what may go into an empty tableau pile: "wind" (a wind or a run headed by one), "any" (any tile or
  run) or "none" (nothing: an emptied pile stays empty).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from qtsolitaire.quoting import quoted

from ..api import RuleSet
from ..text import Text, TextContext


class KlondikeRuleSets(TextContext):
    """The names and descriptions of MahJongg Klondike's rule sets."""


EMPTY_PILE_RULES = {
    "wind": KlondikeRuleSets.tr("only a wind, or a run headed by a wind"),
    "any": KlondikeRuleSets.tr("any tile or run"),
    "none": KlondikeRuleSets.tr("nothing: an emptied pile stays empty"),
}
MAX_DRAW = 9


@dataclass(frozen=True)
class Options:
    draw: tuple[int, ...] = (3, 2, 1)
    redeals: int | None = 2
    lockstep: bool = True
    empty_pile: str = "wind"

    def __post_init__(self) -> None:
        draw = tuple(self.draw)
        if not draw or any(not isinstance(n, int) or not 1 <= n <= MAX_DRAW for n in draw):
            raise ValueError(f"draw: each pass turns 1 to {MAX_DRAW} tiles at a time")
        if self.redeals is not None and (not isinstance(self.redeals, int) or self.redeals < 0):
            raise ValueError("redeals: a count from 0 up, or unlimited")
        if self.empty_pile not in EMPTY_PILE_RULES:
            raise ValueError(f"empty pile rule: one of {', '.join(EMPTY_PILE_RULES)}")
        # Canonical form: a figure repeated at the end, or one for a pass that never comes, says nothing.
        if self.redeals is not None:
            draw = draw[: self.redeals + 1]
        while len(draw) > 1 and draw[-1] == draw[-2]:
            draw = draw[:-1]
        object.__setattr__(self, "draw", draw)

    def draw_on_pass(self, pass_index: int) -> int:
        """Tiles turned per click on pass `pass_index` (0 is the first pass)."""
        return self.draw[min(pass_index, len(self.draw) - 1)]

    @property
    def key(self) -> str:
        redeals = "unlimited" if self.redeals is None else str(self.redeals)
        return (
            f"draw={'-'.join(map(str, self.draw))};redeals={redeals};"
            f"lockstep={'on' if self.lockstep else 'off'};empty={self.empty_pile}"
        )

    def describe(self) -> Text:
        """The options in a short sentence for menus and the rules text."""
        passes: Text | str = str(self.draw[0])
        for n in self.draw[1:]:
            passes = KlondikeRuleSets.tr("{passes}, then {n}").format(passes=passes, n=n)
        if self.redeals is None:
            redeals = KlondikeRuleSets.tr("redeals unlimited")
        else:
            redeals = {0: KlondikeRuleSets.tr("no redeal"), 1: KlondikeRuleSets.tr("one redeal")}.get(
                self.redeals, KlondikeRuleSets.tr("{count} redeals").format(count=self.redeals))
        lockstep = (KlondikeRuleSets.tr("lockstep foundations") if self.lockstep
                    else KlondikeRuleSets.tr("free foundations (no lockstep)"))
        return KlondikeRuleSets.tr(
            "stock turned {passes} at a time, {redeals}; {lockstep}; empty piles take {empty}").format(
            passes=passes, redeals=redeals, lockstep=lockstep, empty=EMPTY_PILE_RULES[self.empty_pile])


def parse_key(key: str) -> Options:
    """The options of a canonical key; KeyError with the reason otherwise."""
    try:
        options = _options_of(key)
    except ValueError as error:
        raise KeyError(f"MahJongg Klondike rule set {quoted(key)}: {error}") from None
    if options.key != key:
        raise KeyError(f"MahJongg Klondike rule set {quoted(key)}: not canonical, write {options.key!r}")
    return options


_KEY_FIELDS = ("draw", "redeals", "lockstep", "empty")
_KEY_SHAPE = "expected draw=..;redeals=..;lockstep=..;empty=.., e.g. draw=3-2-1;redeals=2;lockstep=on;empty=wind"


def _options_of(key: str) -> Options:
    """ValueError with a reason a player can act on (never Python's own words about the text)."""
    parts = [part.partition("=") for part in key.split(";")]
    if [name for name, _, _ in parts] != list(_KEY_FIELDS) or not all(sep for _, sep, _ in parts):
        raise ValueError(_KEY_SHAPE)
    fields = {name: value for name, _, value in parts}
    if not re.fullmatch(r"[0-9]{1,2}(-[0-9]{1,2}){0,9}", fields["draw"]):
        raise ValueError(f"draw: tiles per pass, like 3-2-1 (each 1 to {MAX_DRAW})")
    if fields["redeals"] != "unlimited" and not re.fullmatch(r"[0-9]{1,3}", fields["redeals"]):
        raise ValueError("redeals: a count from 0 up, or unlimited")
    if fields["lockstep"] not in ("on", "off"):
        raise ValueError("lockstep is on or off")
    return Options(
        draw=tuple(int(n) for n in fields["draw"].split("-")),
        redeals=None if fields["redeals"] == "unlimited" else int(fields["redeals"]),
        lockstep=fields["lockstep"] == "on",
        empty_pile=fields["empty"],
    )


@dataclass(frozen=True)
class Preset:
    name: Text
    options: Options
    definition: Text  # why the preset is what it is, for the rules text


PRESETS: tuple[Preset, ...] = (
    Preset(
        KlondikeRuleSets.tr("MahJongg Klondike"),
        Options(),
        KlondikeRuleSets.tr(
            "The base game: the stock is turned three tiles at a time, then two, then one, with two redeals; "
            "foundations in lockstep; only a wind (or a run headed by one) goes into an empty pile."),
    ),
    Preset(
        KlondikeRuleSets.tr("Long Klondike"),
        Options(draw=(3, 2, 1), redeals=5),
        KlondikeRuleSets.tr(
            "The base game with a longer stock: after the three passes of the base game come three more, "
            "one tile at a time (five redeals). The easiest preset."),
    ),
    Preset(
        KlondikeRuleSets.tr("Klondike Deal Three"),
        Options(draw=(3,), redeals=None),
        KlondikeRuleSets.tr(
            "Three tiles at a time on every pass, as often as you like (unlimited redeals); otherwise the base game."),
    ),
    Preset(
        KlondikeRuleSets.tr("Klondike Gold Rush"),
        Options(draw=(3,), redeals=2),
        KlondikeRuleSets.tr(
            "Three tiles at a time on every pass and only two redeals: harder than the base game, whose later "
            "passes turn two and then one, and easier than Strict Klondike."),
    ),
    Preset(
        KlondikeRuleSets.tr("Strict Klondike"),
        Options(draw=(3,), redeals=0),
        KlondikeRuleSets.tr(
            "A single pass through the stock, three tiles at a time, and no redeal. The hardest preset: the solver "
            "seldom finds a win, so most deals are dealt as they fall and the outlook often stays undecided."),
    ),
)


def rule_sets() -> list[RuleSet]:
    return [RuleSet(p.options.key, p.name, p.options) for p in PRESETS]


def rule_set(key: str) -> RuleSet:
    """Any canonical key, preset or not; KeyError if it is not one."""
    options = parse_key(key)
    for preset in PRESETS:
        if preset.options == options:
            return RuleSet(key, preset.name, options)
    name = KlondikeRuleSets.tr("MahJongg Klondike ({options})").format(options=options.describe())
    return RuleSet(key, name, options)
