"""Bring resources/translations/ up to date with the sources: `make translations` runs this.

`pyside6-lupdate` reads every marked string of qtsolitaire/ (engine included) into one `.ts` file per
language, dropping strings that vanished; `pyside6-lrelease` compiles each into the `.qm` the app loads.
The `.ts` files keep no source locations and sort messages within a context, so moving code does not
change them: a diff of a `.ts` file is a change of words. Both files are committed, so a fresh clone
plays in every language without a build step; tests/ui/test_translation_files.py checks they are current.

    python tools/translations.py            # update the .ts files, then compile the .qm files
    python tools/translations.py --into D   # the same, on copies in D (the .ts files found there)
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "qtsolitaire"
FOLDER = ROOT / "resources" / "translations"
LANGUAGES = ("de", "fr")


def tool(name: str) -> str:
    """A PySide6 tool of the Python that runs this, as the venv installs it next to it."""
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else name


def ts_file(folder: Path, language: str) -> Path:
    return folder / f"qtsolitaire_{language}.ts"


def update(folder: Path = FOLDER) -> None:
    """lupdate then lrelease, for every language, in `folder`."""
    for language in LANGUAGES:
        ts = ts_file(folder, language)
        subprocess.run(
            [tool("pyside6-lupdate"), "-silent", "-extensions", "py", "-locations", "none", "-no-obsolete",
             "-sort-messages", "-source-language", "en", "-target-language", language, str(SOURCES), "-ts", str(ts)],
            check=True,
        )
        release(ts, ts.with_suffix(".qm"))


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


class Message(NamedTuple):
    context: str
    source: str
    disambiguation: str | None
    forms: tuple[str, ...]  # the translation, or its plural forms; empty strings where none is given yet
    finished: bool


def messages(ts: Path) -> Iterator[Message]:
    for context in ElementTree.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            plural = translation.findall("numerusform")
            forms = tuple(form.text or "" for form in plural) if plural else (translation.text or "",)
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete") and all(forms)
            yield Message(name, message.findtext("source"), message.findtext("comment"), forms, finished)


PLACEHOLDER = re.compile(r"(?<!\{)\{(\w+)\}")


def accelerators(words: str) -> int:
    """How many `&` mark a shortcut letter (`&&` is a literal ampersand)."""
    return words.replace("&&", "").count("&")


def mismatches(message: Message) -> list[str]:
    """How a translation differs from its source where it must not: `{name}` placeholders, `%n`, the `&`."""
    found = []
    forms = [form for form in message.forms if form]
    for form in forms:
        if sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(message.source)):
            found.append(f"placeholders differ in {form!r}")
        if "%n" in form and "%n" not in message.source:
            found.append(f"%n differs in {form!r}")
        if accelerators(form) != min(accelerators(message.source), 1) or accelerators(form) > 1:
            found.append(f"the & accelerators differ in {form!r}")
    # A singular may say the number in words ("Zeit des letzten Spiels"); the plural forms together must show it.
    if "%n" in message.source and forms and not any("%n" in form for form in forms):
        found.append(f"%n differs in {forms!r}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--into", type=Path, default=FOLDER, help="the folder of the .ts files to update")
    update(parser.parse_args().into)


if __name__ == "__main__":
    main()
