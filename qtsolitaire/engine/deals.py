"""Deal numbers to reproducible random streams.

The generator is our own (SplitMix64 with rejection sampling) because the standard
library promises a stable sequence only for random(), not for shuffle() or randrange():
a deal number must give the same deal on every machine and every version, forever.
"""

from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

from qtsolitaire.digests import sha256

T = TypeVar("T")

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
MAX_DEAL = 999_999_999


class DealRandom:
    """A small, fully specified pseudo-random generator."""

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0 .. n-1."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _SPAN - _SPAN % n
        while True:
            r = self.next64()
            if r < limit:
                return r % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def deal_random(game_id: str, deal: int, stream: str = "") -> DealRandom:
    """The random stream of one deal of one game; `stream` separates independent uses."""
    return DealRandom(deal_seed(game_id, deal, stream))


def deal_seed(game_id: str, deal: int, stream: str = "") -> int:
    """The seed of `deal_random`'s stream, for a generator written elsewhere (mjklondike/_dives.c)."""
    digest = sha256(f"qtsolitaire/{game_id}/{deal}/{stream}".encode()).digest()
    return int.from_bytes(digest[:8], "little")


CHANCE = random.SystemRandom()  # where new deal numbers come from (tests seed it); secrets would load OpenSSL


def new_deal_number() -> int:
    return 1 + CHANCE.randrange(MAX_DEAL)


def check_deal_number(deal: int) -> int:
    if not isinstance(deal, int) or isinstance(deal, bool) or not 1 <= deal <= MAX_DEAL:
        raise ValueError(f"deal numbers run from 1 to {MAX_DEAL}")
    return deal
