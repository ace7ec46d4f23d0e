"""The engine must never import Qt: it is what the CLI, solvers and tests run on."""

import ast
from pathlib import Path

import qtsolitaire.engine

ENGINE_DIR = Path(qtsolitaire.engine.__file__).parent


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_no_qt_anywhere_in_the_engine():
    offenders = [
        f"{path.relative_to(ENGINE_DIR)} imports {name}"
        for path in sorted(ENGINE_DIR.rglob("*.py"))
        for name in imported_modules(path)
        if name.split(".")[0] in {"PySide6", "PyQt5", "PyQt6", "shiboken6"}
    ]
    assert not offenders, offenders


def test_the_check_sees_every_engine_module():
    assert len(list(ENGINE_DIR.rglob("*.py"))) >= 4
