import os

import pytest
from hypothesis import settings

# Every run tries the same examples, as CI and a newcomer do: a property test's failure is reproducible, not luck.
settings.register_profile("suite", derandomize=True)
settings.load_profile("suite")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QTSOLITAIRE_ANIMATIONS"] = "off"  # tests see each state at once
# The system locale Qt reports, which the app speaks when started: C, whatever the machine's, so tests read English
# and numbers come without group separators.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)


@pytest.fixture(autouse=True, scope="session")
def layout_folders():
    """The Mahjong engine plays the layout folders, as in the app and the CLI."""
    from qtsolitaire.store.layout_files import use_layout_folders

    use_layout_folders()


@pytest.fixture(autouse=True)
def isolated_home(tmp_path_factory, monkeypatch):
    """No test ever reads or writes the real player's files."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("QTSOLITAIRE_HOME", str(home))
    return home


def has_qapplication(request) -> bool:
    """Whether the test asks for a QApplication (pytest-qt's qtbot or qapp)."""
    return bool({"qtbot", "qapp"} & set(request.fixturenames))


@pytest.fixture(autouse=True)
def english_plurals(request):
    """The words of the app in English, plural forms included, wherever a test has a QApplication (as the app does)."""
    if has_qapplication(request):
        from qtsolitaire.ui.i18n import install_english_plurals

        install_english_plurals(request.getfixturevalue("qapp"))


@pytest.fixture(autouse=True)
def collector_on_the_test_thread(request):
    """Where a test has a QApplication, the cycle collector runs on the test's own thread only, as the game window
    runs it on the UI thread (`ui/garbage_collection.py`): a worker's run could destroy a Qt object and freeze the
    suite, as it once did."""
    if not has_qapplication(request):
        yield
        return
    import gc

    from qtsolitaire.ui.garbage_collection import collect_due_garbage

    was = gc.isenabled()
    gc.disable()
    yield
    collect_due_garbage()
    if was:
        gc.enable()


@pytest.fixture(autouse=True)
def seeded_deals(request, monkeypatch):
    """A deal left to chance is the same in every run of a test, so a winnable one costs the solver the same
    each time: a test is never slow (or fails) only on the runs that drew a hard deal."""
    import random

    from qtsolitaire.engine import deals

    monkeypatch.setattr(deals, "CHANCE", random.Random(request.node.nodeid))


@pytest.fixture
def game_record():
    """Makes GameRecords that end one minute apart from a fixed moment, in the order they are made."""
    from datetime import datetime, timedelta, timezone
    from itertools import count

    from qtsolitaire.store.records import GameRecord, Outcome

    clock = [datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)]
    deals = count(1)

    def make(game_id="pyramid", rule_key="standard", outcome="won", seconds=120, moves=30, **fields):
        clock[0] += timedelta(minutes=1)
        fields.setdefault("deal", next(deals))
        return GameRecord(
            game_id=game_id,
            rule_key=rule_key,
            started_at=clock[0] - timedelta(seconds=seconds),
            ended_at=clock[0],
            outcome=Outcome(outcome),
            seconds=seconds,
            moves=moves,
            **fields,
        )

    return make
