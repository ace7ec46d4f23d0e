from collections import Counter

from qtsolitaire.engine.mahjong.tiles import ALL_FACES
from qtsolitaire.engine.mjklondike.tiles import FACE, RANK, SUIT, TILE_COUNT, TILES, is_dragon, is_wind, tile_name


def test_132_tiles_of_the_right_kinds_and_counts():
    assert TILE_COUNT == len(TILES) == 132
    counts = Counter(FACE)
    dragons = [t for t in TILES if t.kind == "dragon"]
    winds = [t for t in TILES if t.kind == "wind"]
    suits = [t for t in TILES if t.kind == "suit"]
    assert len(dragons) == 12 and {counts[t.face] for t in dragons} == {4}
    assert {t.face for t in dragons} == {"dragon-red", "dragon-green", "dragon-white"}
    assert len(winds) == 12 and {counts[t.face] for t in winds} == {3}
    assert {t.face for t in winds} == {"wind-east", "wind-south", "wind-west", "wind-north"}
    assert len(suits) == 108 and {counts[t.face] for t in suits} == {4} and len({t.face for t in suits}) == 27


def test_ranks_and_suits():
    assert all(t.rank == 0 and t.suit is None and is_dragon(t.id) for t in TILES if t.kind == "dragon")
    assert all(t.rank == 10 and t.suit is None and is_wind(t.id) for t in TILES if t.kind == "wind")
    for t in TILES:
        if t.kind == "suit":
            suit, rank = t.face.rsplit("-", 1)
            assert (t.suit, t.rank) == (suit, int(rank)) and 1 <= t.rank <= 9
    assert RANK == tuple(t.rank for t in TILES) and SUIT == tuple(t.suit for t in TILES)


def test_faces_are_the_mahjong_faces_and_ids_are_pinned():
    assert set(FACE) <= set(ALL_FACES)
    assert [t.id for t in TILES] == list(range(132))
    # Saves and move records name tiles by id: these must never change.
    assert FACE[0] == "dragon-red" and FACE[11] == "dragon-white"
    assert FACE[12] == "dots-1" and FACE[47] == "dots-9" and FACE[48] == "bamboo-1" and FACE[119] == "characters-9"
    assert FACE[120] == "wind-east" and FACE[131] == "wind-north"


def test_names_for_the_player():
    assert str(tile_name(FACE.index("dots-3"))) == "3 of Circles"
    assert str(tile_name(FACE.index("bamboo-9"))) == "9 of Bamboo"
    assert str(tile_name(FACE.index("dragon-green"))) == "Green Dragon"
    assert str(tile_name(FACE.index("wind-east"))) == "East Wind"
