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
