"""No two engine modules import each other, even through others or from inside a function: what both need
lives in a module of its own (a game's position.py), so each can be read, tested and loaded alone."""

import ast
from pathlib import Path

import qtsolitaire.engine

ENGINE_DIR = Path(qtsolitaire.engine.__file__).parent
PACKAGE = "qtsolitaire.engine"


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE_DIR).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


def engine_imports(path: Path, known: set[str]) -> set[str]:
    """The engine modules `path` imports anywhere in it, relative imports resolved."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            # `from package import module` names a module; `from module import name` names the module.
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        found.update(t for t in targets if t in known and t != name)
    return found


def import_graph() -> dict[str, set[str]]:
    paths = sorted(ENGINE_DIR.rglob("*.py"))
    known = {module_name(path) for path in paths}
    return {module_name(path): engine_imports(path, known) for path in paths}


def cycle_through(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A path of imports from `start` back to itself, or None."""
    stack, seen = [(start, [start])], set()
    while stack:
        module, path = stack.pop()
        for target in graph[module]:
            if target == start:
                return path + [start]
            if target not in seen:
                seen.add(target)
                stack.append((target, path + [target]))
    return None


def test_no_engine_module_imports_itself_through_others():
    graph = import_graph()
    cycles = [" -> ".join(cycle) for module in graph if (cycle := cycle_through(graph, module))]
    assert not cycles, cycles


def test_the_graph_sees_imports_inside_functions_and_relative_ones():
    graph = import_graph()
    assert "qtsolitaire.engine.pyramid.solver" in graph["qtsolitaire.engine.pyramid.game"]
    assert "qtsolitaire.engine.mahjong.solver" in graph["qtsolitaire.engine.mahjong.game"]  # inside a method
    assert "qtsolitaire.engine.mahjong.position" in graph["qtsolitaire.engine.mahjong.generate"]  # relative
