"""Words for the player, kept as keys the UI translates: the engine stays free of Qt.

A message is a `Text`: Qt's translation context, the English source, a disambiguation, a count for
plural forms (`%n` in the source) and named arguments for `{name}` placeholders, whose values may be
`Text`s themselves. Each context is a `TextContext` subclass named after it; `Context.tr(...)` has the
shape Qt's `lupdate` reads from Python sources, so the engine's strings reach the `.ts` files like the
UI's. `str()` of a `Text` is its English, for the command line, logs and exceptions.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple


class Text(NamedTuple):
    """A message for the player, in English until the UI translates it."""

    context: str
    source: str
    disambiguation: str | None = None
    n: int = -1  # the count that picks a plural form and replaces `%n`; -1: no plural
    args: tuple[tuple[str, object], ...] = ()

    def format(self, **args: object) -> Text:
        """The same message with its `{name}` placeholders given values (`Text`s are rendered too)."""
        return Text(self.context, self.source, self.disambiguation, self.n, self.args + tuple(args.items()))

    def render(self, translate: Callable[[str, str, str | None, int], str]) -> str:
        """The message in the words `translate(context, source, disambiguation, n)` gives."""
        words = translate(self.context, self.source, self.disambiguation, self.n)
        if not self.args:
            return words
        values = {name: render(value, translate) for name, value in self.args}
        return words.format_map(values)

    def __str__(self) -> str:
        return self.render(english)


def english(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The untranslated words in their plural form, with `%n` replaced as Qt does."""
    return plural_form(source, n).replace("%n", str(n)) if n >= 0 else source


def plural_form(source: str, n: int) -> str:
    """English's form of a source written "%n tile(s) left" for the count `n`: "tile" for 1, "tiles" else."""
    return _PLURAL_SUFFIX.sub(lambda suffix: "" if n == 1 else suffix[1], source)


_PLURAL_SUFFIX = re.compile(r"(?<=\w)\((e?s)\)")  # "tile(s)", "match(es)"; never "(covered)"


def render(value: object, translate: Callable[[str, str, str | None, int], str] = english) -> str:
    """A `Text` in the words of `translate`; anything else as `str()` gives it."""
    return value.render(translate) if isinstance(value, Text) else str(value)


class TextContext:
    """Subclass once per context, named after it; its `tr` marks a string for translation."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> Text:
        return Text(cls.__name__, source, disambiguation, n)
