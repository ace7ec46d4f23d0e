import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from qtsolitaire.store import paths


def test_home_override_puts_everything_in_one_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("QTSOLITAIRE_HOME", str(tmp_path))
    folders = [paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.user_layouts_dir()]
    assert all(tmp_path in f.parents for f in folders)
    assert len(set(folders)) == 4


def test_without_override_platform_folders_are_used(monkeypatch):
    monkeypatch.delenv("QTSOLITAIRE_HOME", raising=False)
    assert paths.config_dir().name == "qtsolitaire"
    assert paths.data_dir() != paths.config_dir()


XDG_VARIABLES = ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "HOME")
# Unset, empty, relative (the XDG rule ignores it), absolute, with a trailing slash, the root.
ENV_VALUES = st.sampled_from([None, "", "rel/dir", "~/x", "/abs/dir", "/abs/dir/", "/", "//twice"])


@pytest.mark.skipif(sys.platform != "linux", reason="the folders are read without platformdirs on Linux only")
@given(st.fixed_dictionaries({name: ENV_VALUES for name in XDG_VARIABLES}))
def test_linux_folders_are_where_platformdirs_puts_them(environment):
    """A player's settings, records and saves must be found where earlier versions (platformdirs) kept them."""
    import platformdirs

    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.delenv("QTSOLITAIRE_HOME", raising=False)
        monkeypatch.delenv("ANDROID_DATA", raising=False)
        for name, value in environment.items():
            if value is None:
                monkeypatch.delenv(name, raising=False)
            else:
                monkeypatch.setenv(name, value)
        for ours, theirs in ((paths.config_dir, platformdirs.user_config_dir),
                             (paths.data_dir, platformdirs.user_data_dir),
                             (paths.state_dir, platformdirs.user_state_dir),
                             (paths.cache_dir, platformdirs.user_cache_dir)):
            try:
                expected = Path(theirs("qtsolitaire", appauthor=False))
            except RuntimeError:  # no home to be found: ours asks platformdirs, which says so
                with pytest.raises(RuntimeError):
                    ours()
            else:
                assert ours() == expected


def test_a_linux_start_finds_its_folders_without_loading_platformdirs(tmp_path):
    code = ("import sys\nfrom qtsolitaire.store import paths\n"
            "print([paths.config_dir(), paths.data_dir(), paths.state_dir(), paths.cache_dir()])\n"
            "print('platformdirs' in sys.modules)\n")
    environment = {key: value for key, value in os.environ.items()
                   if key != "QTSOLITAIRE_HOME" and not key.startswith("XDG_")}
    environment["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[-2] == str(sys.platform != "linux")
