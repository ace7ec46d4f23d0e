"""What the engines word for the player is a `Text`: English by `str()`, and every part of it, down to a tile
or card name inside a refusal, reaches the translator when the UI renders it."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from qtsolitaire.engine import registry
from qtsolitaire.engine.api import IllegalMove
from qtsolitaire.engine.mahjong import game as mahjong
from qtsolitaire.engine.mjklondike import game as klondike
from qtsolitaire.engine.mjklondike import interaction as klondike_touch
from qtsolitaire.engine.mjklondike.engine import ENGINE as KLONDIKE
from qtsolitaire.engine.mjklondike.rules import Options
from qtsolitaire.engine.mjklondike.tiles import FACE, TILE_COUNT
from qtsolitaire.engine.pyramid import game as pyramid
from qtsolitaire.engine.pyramid import interaction as pyramid_touch
from qtsolitaire.engine.pyramid.cards import PACK, parse_card
from qtsolitaire.engine.pyramid.rules import PyramidRules
from qtsolitaire.engine.text import Text, english, render
from tests.engine.pyramid_helpers import position
from tests.engine.random_play import played_on
from tests.engine.test_mjklondike_game import board


def marked(context, source, disambiguation, n):
    """A translator that marks every string it is asked for, so what it never saw stands out."""
    return "«" + english(context, source, disambiguation, n) + "»"


def unmarked(shown: str) -> str:
    """What is left of a rendering once every marked part (nested too) is taken out."""
    while True:
        shorter = re.sub(r"«[^«»]*»", "", shown)
        if shorter == shown:
            return shown
        shown = shorter


def fully_translated(message) -> bool:
    """A Text whose every word went through the translator: only numbers, symbols and punctuation are left."""
    return isinstance(message, Text) and not re.search(r"[A-Za-z]", unmarked(render(message, marked)))


class German:
    """A few real translations, to see them reach the places they are used in."""

    words = {
        ("Tiles", "Red Dragon"): "Roter Drache",
        ("Tiles", "{rank} of Circles"): "{rank} Kreise",
        ("KlondikeMoves", "The {tile} goes only on a tile one rank higher."):
            "{tile} passt nur auf einen Stein, der einen Rang höher ist.",
        ("Cards", "Five of Clubs"): "Kreuz-Fünf",
        ("PyramidMoves", "Only a King can be removed on its own; the {card} needs a partner"):
            "Nur ein König darf allein abgelegt werden; die {card} braucht einen Partner",
    }

    def __call__(self, context, source, disambiguation, n):
        return self.words.get((context, source), english(context, source, disambiguation, n))


def test_a_refusal_names_its_tile_in_the_players_words():
    state = board([["wind-east"], ["dragon-red"]], face_down=[0, 0])
    dragon = state.tableau[1][0]
    refusal = klondike.tableau_refusal(state, dragon, 0)
    assert isinstance(refusal, Text) and str(refusal) == "The Red Dragon goes only on a tile one rank higher."
    assert render(refusal, German()) == "Roter Drache passt nur auf einen Stein, der einen Rang höher ist."
    assert render(klondike.tile_name(FACE.index("dots-3")), German()) == "3 Kreise"


def test_a_pyramid_refusal_is_a_text_with_the_card_inside():
    state = position(PyramidRules(), {21: "5C", 22: "KH"}, ["3S"])
    result = pyramid_touch.click(state, parse_card("5C"), pyramid_touch.FOUNDATION)
    assert isinstance(result.message, Text)
    assert str(result.message) == "Only a King can be removed on its own; the Five of Clubs needs a partner"
    assert render(result.message, German()) == (
        "Nur ein König darf allein abgelegt werden; die Kreuz-Fünf braucht einen Partner")
    assert fully_translated(result.message)


def test_illegal_moves_carry_their_text_and_read_as_english():
    state = pyramid.new_game(PyramidRules(), 1)
    try:
        pyramid.apply(state, pyramid.Redeal())
    except IllegalMove as error:
        assert isinstance(error.args[0], Text)
        assert str(error) == "The waste can be turned over only when the stock is empty"
    else:
        raise AssertionError("a redeal with a full stock was played")


def test_every_mahjong_refusal_and_tile_name_is_translated_whole():
    from qtsolitaire.engine.mahjong.tiles import ALL_FACES, face_name

    for message in (mahjong.BLOCKED, mahjong.NOT_ON_BOARD, mahjong.NO_MATCH, mahjong.SAME_TILE,
                    mahjong.NOTHING_TO_SHUFFLE):
        assert fully_translated(message)
    for face in ALL_FACES:
        assert fully_translated(face_name(face)), face


def test_every_card_name_is_translated_whole():
    assert all(fully_translated(pyramid.card_label(card)) for card in PACK)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10_000), st.lists(st.integers(0, 200), max_size=60), st.integers(0, TILE_COUNT - 1),
       st.integers(0, klondike.TABLEAU_PILES - 1))
def test_every_klondike_refusal_is_translated_whole(deal, steps, tile, pile):
    state = played_on(KLONDIKE.new_game(KLONDIKE.rule_sets()[0], deal), steps, klondike.legal_moves, klondike.apply)
    for refusal in (klondike.tableau_refusal(state, tile, pile), klondike.foundation_refusal(state, tile, pile),
                    klondike_touch.to_foundation(state, tile).message, klondike_touch.select(state, tile).message):
        assert refusal is None or fully_translated(refusal), refusal
    for move in klondike.legal_moves(state):
        assert fully_translated(klondike.describe_move(state, move))


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10_000), st.lists(st.integers(0, 200), max_size=40), st.sampled_from(PACK),
       st.sampled_from(PACK), st.booleans())
def test_every_pyramid_refusal_is_translated_whole(deal, steps, card, other, relaxed):
    rules = PyramidRules(covering_pair=relaxed, temp_store=relaxed, stock_top_available=not relaxed)
    state = played_on(pyramid.new_game(rules, deal), steps, pyramid.legal_moves, pyramid.apply)
    for move in (pyramid.Remove.of(card), pyramid.Remove.of(card, other), pyramid.Park(card), pyramid.Draw(),
                 pyramid.Redeal()):
        refusal = pyramid_touch.refusal(state, move)
        assert refusal is None or fully_translated(refusal), refusal


def test_game_names_are_translated_whole():
    assert all(fully_translated(info.name) for info in registry.GAMES)
    assert [str(info.name) for info in registry.GAMES] == ["Mahjong Solitaire", "Pyramid Solitaire", "MahJongg Klondike"]


def test_rule_set_names_and_descriptions_are_translated_whole():
    customs = [KLONDIKE.rule_set(Options(draw=(3, 2), redeals=4, lockstep=False, empty_pile=rule).key)
               for rule in ("wind", "any", "none")]
    for rules in KLONDIKE.rule_sets() + customs:
        assert fully_translated(rules.name) and fully_translated(rules.options.describe())
    for key in ("pyramid", "pyramid/r0.no-stock-top.cover.temp.pack.undo-move.streak", "pyramid/r-unl"):
        assert fully_translated(pyramid.ENGINE.rule_set(key).name)


def rules_html_translated_whole(engine, rules, allowed=()) -> bool:
    shown = engine.rules_text(rules, render=lambda message: render(message, marked))
    words = re.sub(r"<[^>]+>", " ", unmarked(shown))
    for name in allowed:
        words = words.replace(name, "")
    return not re.search(r"[A-Za-z]", words)


def test_the_rules_of_every_card_game_rule_set_are_translated_paragraph_by_paragraph():
    pyramid_keys = ("pyramid", "pyramid/r0.no-stock-top.cover.temp.pack.undo-move.streak", "pyramid/r1",
                    "pyramid/r-unl.temp")
    for rules in [pyramid.ENGINE.rule_set(key) for key in pyramid_keys] + pyramid.ENGINE.rule_sets():
        assert rules_html_translated_whole(pyramid.ENGINE, rules), rules.key
    for options in (Options(draw=(1,), redeals=None, lockstep=False, empty_pile="any"),
                    Options(draw=(3, 2, 1), redeals=7, empty_pile="none"), Options(draw=(2, 1), redeals=1)):
        assert rules_html_translated_whole(KLONDIKE, KLONDIKE.rule_set(options.key)), options.key
    for rules in KLONDIKE.rule_sets():
        assert rules_html_translated_whole(KLONDIKE, rules), rules.key


def test_the_mahjong_rules_are_translated_but_for_the_layout_name():
    from qtsolitaire.store.layout_files import use_layout_folders

    use_layout_folders()
    engine = registry.game("mahjong").engine
    rules = engine.rule_set("turtle")
    assert rules_html_translated_whole(engine, rules, allowed=[str(rules.name)])
    assert engine.rules_text(rules).startswith(f"<h2>Mahjong Solitaire: {rules.name}</h2>")


def test_the_layout_editor_names_the_tile_and_words_the_problem_for_translation():
    from qtsolitaire.engine.mahjong.layout_editing import LayoutDraft

    draft = LayoutDraft(positions=frozenset({(0, 0, 0), (4, 0, 0), (8, 0, 0), (5, 1, 0)}), name="")
    problems = {(problem.position, str(problem.text)) for problem in draft.facts().problems}
    assert problems == {((5, 1, 0), "overlaps another tile"), (None, "the layout needs a name")}
    assert all(fully_translated(problem.text) for problem in draft.facts().problems)
    hanging = LayoutDraft(positions=frozenset({(0, 0, 0), (2, 0, 0), (9, 9, 2), (20, 0, 0)}), name="x" * 200)
    assert {str(p.text) for p in hanging.facts().problems} == {
        "rests on nothing: no tile under it on layer 2", "the name is longer than 100 characters"}
    assert all(fully_translated(problem.text) for problem in hanging.facts().problems)


@settings(max_examples=150, deadline=None)
@given(st.one_of(
    st.text(max_size=300),
    st.builds(lambda rows: "kmahjongg-layout-v1.1\nw4\nh2\nd1\n" + "\n".join(rows),
              st.lists(st.text(alphabet=".1234x", max_size=6), max_size=4)),
    st.builds(lambda body: f'<mahjongg><map name="M">{body}</map></mahjongg>',
              st.text(alphabet='<>/ ="tilerowcolumnblockxyzlefttopbottom0123456789.-', max_size=120)),
))
def test_every_importer_reason_is_a_text_that_reads_as_its_english(text):
    from qtsolitaire.engine.mahjong.importers import parse_gnome_map, parse_kmahjongg
    from qtsolitaire.engine.mahjong.layout import LayoutError

    for parse in (lambda: parse_kmahjongg(text, "x").positions, lambda: parse_gnome_map(text).failures):
        try:
            reasons = parse()
        except LayoutError as error:
            reasons = (error.args[0],)
        for reason in reasons:
            if isinstance(reason, tuple) and not isinstance(reason, Text):
                continue  # a position, not a reason
            assert isinstance(reason, Text), reason
            assert str(reason) == render(reason, english) and "«" in render(reason, marked)
