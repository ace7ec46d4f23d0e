import gc

from PySide6.QtWidgets import QApplication

from qtsolitaire import app as entry


def test_the_collector_is_off_for_the_first_frame_and_back_once_the_window_settles(qtbot, monkeypatch):
    seen = {}

    def run_until_settled():
        window = next(w for w in QApplication.topLevelWidgets() if w.isVisible() and hasattr(w, "settled"))
        seen["at first"] = gc.isenabled()
        with qtbot.waitSignal(window.settled, timeout=5000):
            pass
        seen["settled"] = gc.isenabled()
        window.close()
        return 0

    monkeypatch.setattr(QApplication, "exec", lambda *_: run_until_settled())
    try:
        assert entry.main(["--game", "pyramid", "--deal", "3"]) == 0
    finally:
        gc.unfreeze()
        gc.enable()
    assert seen == {"at first": False, "settled": True}


def test_pyside_stops_reading_the_source_of_each_module_imported_after_it(monkeypatch, tmp_path):
    import inspect

    entry.spare_pyside_source_reads()
    read = []
    monkeypatch.setattr(inspect, "getsource", lambda module: read.append(module.__name__) or "")
    (tmp_path / "module_imported_after_pyside.py").write_text("from PySide6.QtCore import QObject\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    exec("import module_imported_after_pyside")  # through builtins.__import__, where PySide listens
    assert read == []
