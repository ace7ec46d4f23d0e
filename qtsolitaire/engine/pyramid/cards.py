"""The 52-card pack of Pyramid Solitaire.

A card is an int id 0..51: `id = 13 * suit + (value - 1)` with suits in the order
clubs, diamonds, hearts, spades and values Ace 1 .. King 13. Ids never change: saves,
the CLI and the art key on them.

Every card also has a stable short name, rank then suit letter: "AS", "2C", "10D",
"JH", "QH", "KS". `card_name` and `parse_card` convert; `card_label` is the spoken
form for players ("Queen of Hearts"), `card_symbol` the printed one ("Q♥").
"""

from __future__ import annotations

SUITS = ("C", "D", "H", "S")
SUIT_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades")
SUIT_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")  # ♣ ♦ ♥ ♠
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_NAMES = ("Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King")

PACK = tuple(range(52))
KING = 13
PAIR_SUM = 13


def card_id(value: int, suit: int) -> int:
    if not (1 <= value <= 13 and 0 <= suit < 4):
        raise ValueError(f"no card with value {value} and suit {suit}")
    return 13 * suit + value - 1


def value(card: int) -> int:
    """Ace 1, number cards their number, Jack 11, Queen 12, King 13."""
    return card % 13 + 1


VALUE_OF = tuple(value(card) for card in PACK)  # `value` as a table, for the solvers' hot paths


def suit(card: int) -> int:
    return card // 13


def card_name(card: int) -> str:
    return RANKS[card % 13] + SUITS[card // 13]


def card_symbol(card: int) -> str:
    """ "Q♠", "10♦": the short form a player reads off the card."""
    return RANKS[card % 13] + SUIT_SYMBOLS[card // 13]


def card_label(card: int) -> str:
    return f"{RANK_NAMES[card % 13]} of {SUIT_NAMES[card // 13]}"


_BY_NAME = {card_name(c): c for c in PACK}


def parse_card(name: str) -> int:
    """The id of a card name such as "QH" or "10s" (case does not matter)."""
    try:
        return _BY_NAME[str(name).strip().upper()]
    except KeyError:
        raise ValueError(f"not a card: {name!r} (cards are written like AS, 10D, QH)") from None
