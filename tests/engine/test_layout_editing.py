"""The layout editor's model: placing, mirrors, rectangles, moving, undo, and what it builds."""

from hypothesis import given, settings, strategies as st

from qtsolitaire.engine.mahjong.difficulty import measured_stars
from qtsolitaire.engine.mahjong.importers import parse_kmahjongg
from qtsolitaire.engine.mahjong.layout import layout_from_json
from qtsolitaire.engine.mahjong.layout_editing import LayoutDraft, deals_won

import json
import pytest


def test_place_refuses_a_tile_over_another_on_its_layer():
    draft = LayoutDraft()
    assert draft.place((4, 4, 0))
    assert not draft.place((5, 5, 0))
    assert draft.place((6, 4, 0))
    assert draft.place((5, 4, 1))
    assert draft.positions == {(4, 4, 0), (6, 4, 0), (5, 4, 1)}


def test_mirrors_place_and_remove_the_images_too():
    draft = LayoutDraft(mirror_x=True, mirror_y=True)
    draft.place((2, 2, 0))
    w, h = draft.width - 2, draft.height - 2
    assert draft.positions == {(2, 2, 0), (w - 2, 2, 0), (2, h - 2, 0), (w - 2, h - 2, 0)}
    draft.remove_at(w - 1, h - 1, 0)  # a cell of the far image
    assert draft.positions == frozenset()


def test_a_tile_on_the_mirror_line_is_placed_once():
    draft = LayoutDraft(mirror_x=True)
    middle = (draft.width - 2) // 2
    assert draft.place((middle, 0, 0))
    assert draft.positions == {(middle, 0, 0)}


def test_fill_and_erase_a_rectangle():
    draft = LayoutDraft()
    draft.fill((2, 2, 0), (8, 4))
    assert len(draft.positions) == 8  # 4 tiles wide, 2 high
    draft.erase((2, 2, 0), (3, 3))
    assert (2, 2, 0) not in draft.positions and len(draft.positions) == 7
    draft.fill((8, 4, 0), (2, 2))  # dragged the other way: the same tiles
    assert len(draft.positions) == 8


def test_shift_moves_everything_or_nothing():
    draft = LayoutDraft.of([(0, 0, 0), (2, 0, 0)])
    assert not draft.shift(-1, 0)
    assert draft.shift(3, 1)
    assert draft.positions == {(3, 1, 0), (5, 1, 0)}


def test_unlimited_undo_and_redo_and_a_new_edit_drops_the_redo():
    draft = LayoutDraft()
    for x in range(0, 30, 2):
        draft.place((x, 0, 0))
    draft.rename("Row")
    assert draft.undo() and draft.name == "New Layout"
    while draft.undo():
        pass
    assert draft.positions == frozenset()
    assert draft.redo() and draft.positions == {(0, 0, 0)}
    draft.place((10, 10, 0))
    assert not draft.can_redo


def test_facts_come_from_the_engine_rules():
    draft = LayoutDraft.of([(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)])
    facts = draft.facts()
    assert facts.tiles == 4 and facts.per_layer == (3, 1)
    assert facts.free_at_start == {(0, 0, 0), (4, 0, 0), (2, 0, 1)}
    assert facts.stars == measured_stars(draft.sorted_positions())
    assert facts.save_refusal is None


def test_save_is_refused_for_an_odd_count_with_the_reason():
    draft = LayoutDraft.of([(0, 0, 0), (2, 0, 0), (4, 0, 0)])
    assert "odd" in str(draft.facts().save_refusal)
    with pytest.raises(ValueError, match="odd"):
        draft.to_json()


def test_a_tile_resting_on_nothing_is_named():
    draft = LayoutDraft.of([(0, 0, 0), (8, 8, 1)])
    texts = [(p, str(t)) for p, t, _ in draft.facts().problems]
    assert ((8, 8, 1), "rests on nothing: no tile under it on layer 1") in texts


def test_an_empty_name_blocks_saving():
    draft = LayoutDraft.of([(0, 0, 0), (2, 0, 0)], name="  ")
    assert str(draft.facts().save_refusal) == "the layout needs a name"


positions_strategy = st.sets(
    st.tuples(st.integers(0, 20), st.integers(0, 12), st.integers(0, 2)), max_size=40)


@settings(max_examples=60, deadline=None)
@given(positions_strategy, st.booleans(), st.booleans())
def test_edits_never_overlap_and_undo_returns_every_state(taps, mirror_x, mirror_y):
    draft = LayoutDraft(mirror_x=mirror_x, mirror_y=mirror_y)
    states = [draft.positions]
    for p in sorted(taps):
        if draft.place(p):
            states.append(draft.positions)
    cells = [(x + dx, y + dy, z) for x, y, z in draft.positions for dx in (0, 1) for dy in (0, 1)]
    assert len(cells) == len(set(cells))
    for earlier in reversed(states[:-1]):
        draft.undo()
        assert draft.positions == earlier
    if mirror_x:
        assert {(draft.width - 2 - x, y, z) for x, y, z in states[-1]} == states[-1]


@settings(max_examples=60, deadline=None)
@given(positions_strategy)
def test_what_saves_loads_back_and_kmahjongg_export_imports_the_same_positions(taps):
    draft = LayoutDraft(name="Round Trip")
    for p in sorted(taps):
        draft.place(p)
    if draft.facts().save_refusal is not None:
        return
    layout = layout_from_json("round-trip", json.loads(draft.to_json()))
    assert set(layout.positions) == draft.positions
    imported = parse_kmahjongg(draft.to_kmahjongg(), "Round Trip")
    assert set(imported.positions) == draft.positions


def test_a_stroke_undoes_as_one_step():
    draft = LayoutDraft()
    draft.place((0, 0, 0))
    draft.begin_stroke()
    for x in range(2, 12, 2):
        draft.place((x, 0, 0))
    draft.end_stroke()
    draft.undo()
    assert draft.positions == {(0, 0, 0)}


def test_how_hard_asks_the_solver_about_each_deal():
    apart = LayoutDraft.of([(0, 0, 0), (2, 0, 0), (0, 4, 0), (2, 4, 0)], name="Apart")
    assert list(deals_won(apart.layout("apart"), range(1, 4), 2000)) == [True] * 3  # every tile free
    tower = LayoutDraft.of([(0, 0, 0), (0, 0, 1)], name="Tower")
    assert list(deals_won(tower.layout("tower"), range(1, 3), 2000)) == [False] * 2
