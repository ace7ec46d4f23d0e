from collections import Counter

from qtsolitaire.engine.mahjong.tiles import ALL_FACES, full_set, match_group, match_groups, matches


def test_a_set_is_144_tiles_of_42_faces():
    tiles = full_set()
    assert len(tiles) == 144 and len(ALL_FACES) == 42 and set(tiles) == set(ALL_FACES)
    counts = Counter(tiles)
    assert all(counts[f] == 4 for f in ALL_FACES if f.split("-")[0] not in ("flower", "season"))
    assert all(counts[f] == 1 for f in ALL_FACES if f.split("-")[0] in ("flower", "season"))


def test_every_match_group_has_four_members_so_two_pairs():
    groups = Counter(match_group(t) for t in full_set())
    assert len(groups) == 36 and set(groups.values()) == {4}
    assert all(len(faces) == 4 for faces in match_groups().values())


def test_flowers_match_flowers_and_seasons_seasons_only():
    assert matches("flower-plum", "flower-bamboo")
    assert matches("season-spring", "season-winter")
    assert not matches("flower-plum", "season-spring")
    assert not matches("flower-bamboo", "bamboo-1")
    assert matches("dots-3", "dots-3") and not matches("dots-3", "dots-4")
    assert not matches("wind-east", "wind-west")
