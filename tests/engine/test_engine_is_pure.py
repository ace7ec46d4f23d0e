"""The engine is pure: no Qt, no files, no store. It is what the CLI, solvers and tests run on."""

import ast
from pathlib import Path

import qtsolitaire.engine

ENGINE_DIR = Path(qtsolitaire.engine.__file__).parent

QT = {"PySide6", "PyQt5", "PyQt6", "shiboken6"}
STORE = {"qtsolitaire.store", "platformdirs", "sqlite3"}
FILE_IO = {"os", "io", "shutil", "tempfile", "glob", "fileinput", "mmap"}
PURE_PATHS = {"PurePath", "PurePosixPath", "PureWindowsPath"}  # names, no file access


def imports(tree: ast.AST):
    """(module, names imported from it) for every import of a module."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((alias.name, ()) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module, tuple(alias.name for alias in node.names)


def faults(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for module, names in imports(tree):
        top = module.split(".")[0]
        if top in QT or top in FILE_IO or any(module == s or module.startswith(s + ".") for s in STORE):
            found.append(f"imports {module}")
        elif top == "pathlib" and not set(names) <= PURE_PATHS:
            found.append(f"imports {', '.join(names) or 'pathlib'} from pathlib (only {', '.join(sorted(PURE_PATHS))})")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "open":
            found.append(f"line {node.lineno} calls open()")
    return found


def test_no_qt_files_or_store_anywhere_in_the_engine():
    offenders = [f"{path.relative_to(ENGINE_DIR)} {fault}" for path in sorted(ENGINE_DIR.rglob("*.py")) for fault in faults(path)]
    assert not offenders, offenders


def test_the_check_sees_every_engine_module():
    assert len(list(ENGINE_DIR.rglob("*.py"))) >= 4


def test_the_check_catches_each_kind_of_fault(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import os\nfrom pathlib import Path, PurePath\nfrom qtsolitaire.store import paths\n"
        "import platformdirs\nfrom PySide6.QtCore import Qt\nopen('x')\nfrom pathlib import PurePosixPath\n",
        encoding="utf-8",
    )
    assert faults(sample) == [
        "imports os",
        "imports Path, PurePath from pathlib (only PurePath, PurePosixPath, PureWindowsPath)",
        "imports qtsolitaire.store",
        "imports platformdirs",
        "imports PySide6.QtCore",
        "line 6 calls open()",
    ]
