"""The 52-card pack of Pyramid Solitaire.

A card is an int id 0..51: `id = 13 * suit + (value - 1)` with suits in the order
clubs, diamonds, hearts, spades and values Ace 1 .. King 13. Ids never change: saves,
the CLI and the art key on them.

Every card also has a stable short name, rank then suit letter: "AS", "2C", "10D",
"JH", "QH", "KS". `card_name` and `parse_card` convert; `card_label` is the spoken
form for players ("Queen of Hearts"), `card_symbol` the printed one ("Q♥").
"""

from __future__ import annotations

from qtsolitaire.engine.text import Text, TextContext


class Cards(TextContext):
    """The names of playing cards."""


SUITS = ("C", "D", "H", "S")
SUIT_SYMBOLS = ("\u2663", "\u2666", "\u2665", "\u2660")  # ♣ ♦ ♥ ♠
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# One name per card, suit by suit in id order, each one string to translate (a rank and a suit are not
# put together: languages decline them differently).
CARD_LABELS = (
    Cards.tr("Ace of Clubs"), Cards.tr("Two of Clubs"), Cards.tr("Three of Clubs"), Cards.tr("Four of Clubs"),
    Cards.tr("Five of Clubs"), Cards.tr("Six of Clubs"), Cards.tr("Seven of Clubs"), Cards.tr("Eight of Clubs"),
    Cards.tr("Nine of Clubs"), Cards.tr("Ten of Clubs"), Cards.tr("Jack of Clubs"), Cards.tr("Queen of Clubs"),
    Cards.tr("King of Clubs"),
    Cards.tr("Ace of Diamonds"), Cards.tr("Two of Diamonds"), Cards.tr("Three of Diamonds"),
    Cards.tr("Four of Diamonds"), Cards.tr("Five of Diamonds"), Cards.tr("Six of Diamonds"),
    Cards.tr("Seven of Diamonds"), Cards.tr("Eight of Diamonds"), Cards.tr("Nine of Diamonds"),
    Cards.tr("Ten of Diamonds"), Cards.tr("Jack of Diamonds"), Cards.tr("Queen of Diamonds"),
    Cards.tr("King of Diamonds"),
    Cards.tr("Ace of Hearts"), Cards.tr("Two of Hearts"), Cards.tr("Three of Hearts"), Cards.tr("Four of Hearts"),
    Cards.tr("Five of Hearts"), Cards.tr("Six of Hearts"), Cards.tr("Seven of Hearts"), Cards.tr("Eight of Hearts"),
    Cards.tr("Nine of Hearts"), Cards.tr("Ten of Hearts"), Cards.tr("Jack of Hearts"), Cards.tr("Queen of Hearts"),
    Cards.tr("King of Hearts"),
    Cards.tr("Ace of Spades"), Cards.tr("Two of Spades"), Cards.tr("Three of Spades"), Cards.tr("Four of Spades"),
    Cards.tr("Five of Spades"), Cards.tr("Six of Spades"), Cards.tr("Seven of Spades"), Cards.tr("Eight of Spades"),
    Cards.tr("Nine of Spades"), Cards.tr("Ten of Spades"), Cards.tr("Jack of Spades"), Cards.tr("Queen of Spades"),
    Cards.tr("King of Spades"),
)

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


def card_label(card: int) -> Text:
    """ "Queen of Hearts": the card as a player says it."""
    return CARD_LABELS[card]


_BY_NAME = {card_name(c): c for c in PACK}


def parse_card(name: str) -> int:
    """The id of a card name such as "QH" or "10s" (case does not matter)."""
    try:
        return _BY_NAME[str(name).strip().upper()]
    except KeyError:
        raise ValueError(f"not a card: {name!r} (cards are written like AS, 10D, QH)") from None
