"""docs/reliability.md names the tests that hold each promise: every one of them must exist."""

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "reliability.md"


def test_every_test_the_reliability_page_names_exists():
    named = re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", DOC.read_text(encoding="utf-8"))
    assert len(named) >= 30
    missing = []
    for file, name in named:
        path = ROOT / file
        functions = set()
        if path.is_file():
            tree = ast.parse(path.read_text(encoding="utf-8"))
            functions = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
        if name not in functions:
            missing.append(f"{file}::{name}")
    assert missing == []
