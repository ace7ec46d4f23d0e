import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch):
    """No test ever reads or writes the real player's files."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("QTSOLITAIRE_HOME", str(home))
    return home
