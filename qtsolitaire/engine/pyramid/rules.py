"""Pyramid rule options, their stable keys and the presets the menus offer.

`PyramidRules` holds one value per option of RULES.md section 2 (defaults in brackets):
redeals 0, 1, 2 or None for unlimited [2]; stock_top_available [on]; covering_pair [off];
temp_store [off]; goal "pyramid" or "pack" [pyramid]; undo_counts_as_move [off];
streak_scoring [off] (the score of scoring.py's streak scoring instead of 5 points a card).

Every combination has a key, under which players' records are kept, so keys never change:
"pyramid" for the defaults, otherwise "pyramid/" and the non-default options joined by
dots, always in this order:

    r0 | r1 | r-unl     redeals 0, 1 or unlimited (2 is the default, so it has no token)
    no-stock-top        only the waste top is available, not the stock top
    cover               the covering pair is allowed
    temp                the temporary store is on
    pack                the goal is the whole pack
    undo-move           an undo counts as a move
    streak              streak scoring

For example "pyramid/r-unl.cover.undo-move" is the relaxed preset. `parse_key` accepts only
this canonical spelling, so one rule set never has two keys.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from qtsolitaire.engine.api import RuleSet
from qtsolitaire.engine.text import Text, TextContext
from qtsolitaire.quoting import quoted


class PyramidRuleSets(TextContext):
    """The names of Pyramid's rule sets and of their options."""


GAME_ID = "pyramid"
GOALS = ("pyramid", "pack")
REDEAL_CHOICES = (0, 1, 2, None)


@dataclass(frozen=True)
class PyramidRules:
    redeals: int | None = 2
    stock_top_available: bool = True
    covering_pair: bool = False
    temp_store: bool = False
    goal: str = "pyramid"
    undo_counts_as_move: bool = False
    streak_scoring: bool = False

    def __post_init__(self) -> None:
        if self.redeals not in REDEAL_CHOICES or isinstance(self.redeals, bool):
            raise ValueError(f"redeals must be 0, 1, 2 or unlimited, not {self.redeals!r}")
        if self.goal not in GOALS:
            raise ValueError(f"goal must be 'pyramid' or 'pack', not {self.goal!r}")

    @property
    def key(self) -> str:
        return rules_key(self)


DEFAULT = PyramidRules()

# (token, how it changes the defaults); the order here is the order in keys.
_TOKENS: tuple[tuple[str, dict], ...] = (
    ("r0", {"redeals": 0}),
    ("r1", {"redeals": 1}),
    ("r-unl", {"redeals": None}),
    ("no-stock-top", {"stock_top_available": False}),
    ("cover", {"covering_pair": True}),
    ("temp", {"temp_store": True}),
    ("pack", {"goal": "pack"}),
    ("undo-move", {"undo_counts_as_move": True}),
    ("streak", {"streak_scoring": True}),
)


def _tokens(rules: PyramidRules) -> list[str]:
    return [
        token
        for token, change in _TOKENS
        if all(getattr(rules, name) == wanted for name, wanted in change.items())
    ]


def rules_key(rules: PyramidRules) -> str:
    tokens = _tokens(rules)
    return GAME_ID + ("/" + ".".join(tokens) if tokens else "")


def parse_key(key: str) -> PyramidRules:
    """The options of a rule-set key; KeyError when the key is not a canonical Pyramid key."""
    if key == GAME_ID:
        return DEFAULT
    prefix = GAME_ID + "/"
    if not isinstance(key, str) or not key.startswith(prefix):
        raise KeyError(f"not a Pyramid rule set: {quoted(key)}")
    changes: dict = {}
    known = dict(_TOKENS)
    for token in key[len(prefix):].split("."):
        if token not in known:
            raise KeyError(f"{quoted(key)}: unknown option {quoted(token, 40)}; options are {', '.join(known)}")
        for name in known[token]:
            if name in changes:
                raise KeyError(f"{quoted(key)}: option {token!r} conflicts with an earlier one")
        changes.update(known[token])
    rules = replace(DEFAULT, **changes)
    if rules_key(rules) != key:
        raise KeyError(f"{quoted(key)}: write it as {rules_key(rules)!r}")
    return rules


PRESETS: tuple[tuple[Text, PyramidRules], ...] = (
    (PyramidRuleSets.tr("Pyramid"), DEFAULT),
    (PyramidRuleSets.tr("Pyramid — relaxed"),
     PyramidRules(redeals=None, covering_pair=True, undo_counts_as_move=True)),
    (PyramidRuleSets.tr("Pyramid — temp store"), PyramidRules(temp_store=True)),
    (PyramidRuleSets.tr("Pyramid — whole pack"), PyramidRules(goal="pack")),
)


def describe(rules: PyramidRules) -> list[Text]:
    """Short phrases for each non-default option, for names and summaries."""
    phrases = []
    if rules.redeals != DEFAULT.redeals:
        phrases.append({  # 2 is the default, so it never shows here
            None: PyramidRuleSets.tr("unlimited redeals"),
            0: PyramidRuleSets.tr("0 redeals"),
            1: PyramidRuleSets.tr("1 redeal"),
        }[rules.redeals])
    if not rules.stock_top_available:
        phrases.append(PyramidRuleSets.tr("stock top not available"))
    if rules.covering_pair:
        phrases.append(PyramidRuleSets.tr("covering pair"))
    if rules.temp_store:
        phrases.append(PyramidRuleSets.tr("temp store"))
    if rules.goal == "pack":
        phrases.append(PyramidRuleSets.tr("whole pack"))
    if rules.undo_counts_as_move:
        phrases.append(PyramidRuleSets.tr("undo counts as a move"))
    if rules.streak_scoring:
        phrases.append(PyramidRuleSets.tr("streak scoring"))
    return phrases


def rules_name(rules: PyramidRules) -> Text:
    for name, preset in PRESETS:
        if preset == rules:
            return name
    options = describe(rules)
    listed = options[0]
    for option in options[1:]:
        listed = PyramidRuleSets.tr("{options}, {option}").format(options=listed, option=option)
    return PyramidRuleSets.tr("Pyramid ({options})").format(options=listed)


def to_rule_set(rules: PyramidRules) -> RuleSet:
    return RuleSet(rules_key(rules), rules_name(rules), rules)


def rule_sets() -> list[RuleSet]:
    return [to_rule_set(rules) for _, rules in PRESETS]


def rule_set(key: str) -> RuleSet:
    return to_rule_set(parse_key(key))
