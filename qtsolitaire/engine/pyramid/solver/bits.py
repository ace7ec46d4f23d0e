"""Bit tricks the solver's hot paths run on: sums over the set bits of a mask a byte at a time, card
counts packed in one int, Hall's condition, and a memo that fills itself."""

from __future__ import annotations

from qtsolitaire.engine.pyramid.cards import KING


def distinct_partners(options: list[int]) -> bool:
    """Whether each option set (a bitmask) can give a different member: Hall's condition,
    checked on every subset (there are at most four cards of a value)."""
    if len(options) == 1:
        return options[0] != 0
    union = [0] * (1 << len(options))
    for subset in range(1, len(union)):
        low = subset & -subset
        union[subset] = union[subset ^ low] | options[low.bit_length() - 1]
        if union[subset].bit_count() < subset.bit_count():
            return False
    return True


def byte_tables(items: list, zero) -> list[list]:
    """For each 8 of `items` and each subset of them (bit i: item 8k + i), the sum of those
    items in order: tuples and bytes join, ints add. With `summed`, a sum over the set bits of
    a mask costs a step per byte, not per bit."""
    tables = []
    for base in range(0, max(len(items), 1), 8):
        table = [zero] * 256
        for bits in range(1, 1 << min(8, len(items) - base)):
            top = bits.bit_length() - 1
            table[bits] = table[bits ^ 1 << top] + items[base + top]
        tables.append(table)
    return tables


def summed(tables: list[list], mask: int):
    """The sum of the items of `byte_tables` at the set bits of `mask`."""
    total = tables[0][mask & 255]
    mask >>= 8
    byte = 1
    while mask:
        total += tables[byte][mask & 255]
        mask >>= 8
        byte += 1
    return total


SLOTS = byte_tables([(slot,) for slot in range(56)], ())  # a mask's set bits, lowest first


# Card counts by value packed in one int, 4 bits a value (value v at bit 4v): there are at most
# four cards of a value, so the counts of all values add, subtract and compare at once.
# Card counts by value packed in one int, 4 bits a value (value v at bit 4v): there are at most
# four cards of a value, so the counts of all values add, subtract and compare at once.
COUNT_GUARDS = sum(8 << 4 * v for v in range(1, KING))  # the top bit of each count, Kings left out

PARTNERS = 64  # where a second set of packed counts starts in one int

VALUES = (1 << PARTNERS) - 1  # the first set



def short_values(partners: int, counts: int) -> int:
    """The guard bits of the values v for which `counts` holds more cards of value v than
    `partners` holds partners: both packed by v, `counts` in its low set."""
    return ~((partners | COUNT_GUARDS) - (counts & VALUES)) & COUNT_GUARDS


class Memo(dict):
    """A dict that works out, keeps and returns the value of a key it lacks: a lookup that
    hits makes no Python call, which counts on the hot paths."""

    def __init__(self, work_out) -> None:
        super().__init__()
        self.work_out = work_out

    def __missing__(self, key):
        found = self[key] = self.work_out(key)
        return found
