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
