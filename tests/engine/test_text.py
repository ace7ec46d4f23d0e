"""The engine's translatable messages: English by default, every part translated when the UI renders them."""

from hypothesis import given
from hypothesis import strategies as st

from qtsolitaire.engine.text import Text, TextContext, english, render


class Sample(TextContext):
    pass


def bracket(context, source, disambiguation, n):
    return f"[{context}: " + english(context, source, disambiguation, n) + "]"


def test_a_context_class_names_its_context_and_keeps_the_source():
    message = Sample.tr("%n tile(s) left", "count", 3)
    assert message == Text("Sample", "%n tile(s) left", "count", 3)
    assert str(message) == "3 tiles left"


def test_arguments_fill_placeholders_after_translation_and_are_translated_themselves():
    message = Sample.tr("{tile} cannot move").format(tile=Sample.tr("Red dragon"))
    assert str(message) == "Red dragon cannot move"
    assert render(message, bracket) == "[Sample: [Sample: Red dragon] cannot move]"


def test_plain_values_render_as_str():
    assert render(7) == "7"
    assert str(Sample.tr("pile {number}").format(number=4)) == "pile 4"


@given(st.text(alphabet=st.characters(blacklist_characters="{}%(")), st.integers(min_value=-1, max_value=10**6))
def test_english_is_the_source_with_its_count(source, n):
    assert str(Sample.tr(source, None, n)) == (source if n < 0 else source.replace("%n", str(n)))


def test_english_plurals_drop_or_keep_their_suffix_by_the_count():
    assert [str(Sample.tr("%n tile(s) left", None, n)) for n in (0, 1, 2)] == ["0 tiles left", "1 tile left",
                                                                             "2 tiles left"]
    assert str(Sample.tr("%n match(es) (covered)", None, 1)) == "1 match (covered)"
    assert str(Sample.tr("%n match(es) (covered)", None, 3)) == "3 matches (covered)"
