"""A test that would hang on a bad file fails instead, and the run goes on."""

import threading


def within_seconds(work, seconds=5.0):
    """Run `work` on a thread and return what it returned (or raise what it raised): a hang fails
    the test instead of stopping the run."""
    outcome: list = []

    def run():
        try:
            outcome.append((work(), None))
        except Exception as error:
            outcome.append((None, error))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "it waited on the file"
    value, error = outcome[0]
    if error is not None:
        raise error
    return value
