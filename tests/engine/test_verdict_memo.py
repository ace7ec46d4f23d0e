from qtsolitaire.engine.api import Verdict
from qtsolitaire.engine.verdict_memo import VerdictMemo


def test_the_memo_keeps_the_most_recently_used_verdicts_and_forgets_the_oldest():
    memo = VerdictMemo(kept=2)
    memo.remember("a", Verdict(True, None))
    memo.remember("b", Verdict(False, None))
    assert memo.get("a") == Verdict(True, None)  # "a" is now the most recently used
    memo.remember("c", Verdict(None, None))
    assert memo.get("b") is None
    assert memo.get("a") == Verdict(True, None) and memo.get("c") == Verdict(None, None)


def test_a_cleared_memo_knows_nothing():
    memo = VerdictMemo()
    memo.remember("a", Verdict(True, None))
    memo.clear()
    assert memo.get("a") is None
