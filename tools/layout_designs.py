"""Our own layout designs, 144 tiles each, drawn as pictures: tools/make_layouts.py writes them.

A layer is a picture in whole tiles, one character per tile (`.`: none). `stack` centres every
layer on the bottom one, by half tiles where their sizes differ by an odd number, so a layer one
tile narrower rests across the tiles below it. The stars are measured, not chosen
(engine/mahjong/difficulty.py); tests/engine/test_shipped_designs.py checks that each design
has 144 tiles and is symmetric.
"""

from __future__ import annotations

Position = tuple[int, int, int]


def art(z: int, rows: list[str], dx: int = 0, dy: int = 0) -> list[Position]:
    """The tiles of one picture on layer z; dx, dy in half tiles."""
    return [(dx + 2 * c, dy + 2 * r, z) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."]


def stack(*layers: list[str]) -> list[Position]:
    """Pictures one on another, each centred on the bottom one."""
    width, height = len(layers[0][0]), len(layers[0])
    return [p for z, rows in enumerate(layers) for p in art(z, rows, width - len(rows[0]), height - len(rows))]


def mirror(rows: list[str]) -> list[str]:
    """Left halves made whole, so the picture is symmetric left to right."""
    return [row + row[::-1] for row in rows]


def four_towers():
    # The towers stand apart from the hall, so the hall's rows open at their ends.
    hall = "##.##########.##"
    ground = [hall, hall, "...##########...", "...##########...", hall, hall]
    towers = ["##............##"] * 2 + ["................"] * 2 + ["##............##"] * 2
    roof = ["................"] * 2 + [".....######....."] * 2 + ["................"] * 2
    ridge = ["................"] * 2 + ["......####......"] * 2 + ["................"] * 2
    return stack(ground, overlay(towers, roof), overlay(towers, ridge), towers)


def bridge():
    # A deck of tiles set half a tile over, so that each rests on a pier standing in the water;
    # nothing else straddles, so no tile holds down a wide cone of others.
    banks = [p for col in (0, 13) for p in block(0, col, 0, 3, 8)]
    for z, (wide, deep, row) in enumerate(((2, 6, 1), (2, 4, 2), (1, 2, 3)), start=1):
        banks += [p for col in (0, 16 - wide) for p in block(z, col, row, wide, deep)]
    piers = [(x, y, 0) for x in range(6, 25, 3) for y in (6, 8)]
    deck = [(x, y, 1) for x in range(5, 26, 2) for y in (6, 8)]
    arch = [(x, y, 2) for x in range(11, 20, 2) for y in (6, 8)] + [(x, y, 3) for x in (13, 15, 17) for y in (6, 8)]
    return banks + piers + deck + arch


def butterfly():
    wings = mirror([
        "##......",
        "###....#",
        "####..##",
        ".###.###",
        "...#####",
        ".###.###",
        "####..##",
        "###....#",
        "##......",
    ])
    inner = mirror([
        "........",
        ".......#",
        ".##...##",
        "..#..###",
        "......##",
        "..#..###",
        ".##...##",
        ".......#",
        "........",
    ])
    return stack(wings, inner, ["##"] * 7, ["##"] * 3, ["##"])


def letter_h():
    post = "###......###"
    bar = "############"
    return stack([post] * 3 + [bar] * 2 + [post] * 3,
                 ["##......##"] * 3 + ["##########"] * 2 + ["##......##"] * 3,
                 ["#......#"] * 2 + ["########"] * 2 + ["#......#"] * 2,
                 ["######"] * 2, ["##"] * 2)


def letter_x():
    top = mirror([
        "###.....",
        "####....",
        ".####...",
        "..####..",
        "...####.",
        "....####",
    ])
    second = mirror([
        "........",
        ".##.....",
        "..##....",
        "...##...",
        "....##..",
        ".....###",
    ])
    third = mirror(["........"] * 5 + ["......##"])
    return stack(top + top[::-1], second + second[::-1], third + third[::-1])


def double_spiral():
    # Two arms wind out of the middle; a half turn maps the drawing onto itself.
    arms = [
        "#############..",
        "#...........#..",
        "#.#########.#..",
        "#.#.......#.#..",
        "#.#.#####.#.#.#",
        "#.#.#...#.#.#.#",
        "#.#.#.#.#.#.#.#",
        "#.#.#.#...#.#.#",
        "#.#.#.#####.#.#",
        "..#.#.......#.#",
        "..#.#########.#",
        "..#...........#",
        "..#############",
    ]
    raised = ["#############..", "...............", "...########....", *["..............."] * 7,
              "....########...", "...............", "..#############"]
    return stack(arms, raised)


def city():
    # Nine blocks of 3 x 2 tiles with streets between; the higher the nearer the middle.
    heights = [[2, 3, 2], [3, 4, 3], [2, 3, 2]]
    return [p for r, row in enumerate(heights) for c, height in enumerate(row)
            for z in range(height) for p in block(z, 4 * c, 3 * r, 3, 2)]


def checkerboard():
    return stack(["############"] * 8, ["#.#.#.#.#.#.", ".#.#.#.#.#.#"] * 4)


def hourglass():
    widths = (14, 12, 10, 8, 6, 4)
    glass = [("#" * w).center(14, ".") for w in widths]
    sand = [("#" * w).center(14, ".") for w in (0, 8, 6, 4, 0, 0)]
    return stack(glass + glass[::-1], sand + sand[::-1])


def rows_of(widths: list[int], full: int) -> list[str]:
    """A picture whose rows hold the given numbers of tiles, each centred."""
    return [("#" * w).center(full, ".") for w in widths]


def heart():
    outline = mirror([
        ".####..",
        "######.",
        "#######",
        "#######",
        ".######",
        "..#####",
        "...####",
        "....###",
        ".....##",
        "......#",
    ])
    inner = mirror([
        ".......",
        ".......",
        ".#####.",
        ".######",
        "..#####",
        "...####",
        "....###",
        ".....##",
        "......#",
        ".......",
    ])
    core = mirror(["......."] * 3 + ["......#"] + ["......."] * 6)
    return stack(outline, inner, core)


def crown():
    return stack(
        ["#......##......#",
         "##....####....##",
         "###..######..###",
         "################",
         "################",
         "################",
         ".##############."],
        ["#......##......#",
         "##....####....##",
         ".#....####....#.",
         "..####....####..",
         "..####....####..",
         "..####....####..",
         "................"],
        [".......##.......",
         ".......##.......",
         "................",
         "...##......##...",
         "...##......##...",
         "................",
         "................"],
        [".......##.......",
         "................",
         "................",
         "................",
         "...#........#...",
         "................",
         "................"],
    )


def pine_tree():
    tree = rows_of([1, 3, 5, 7, 3, 7, 9, 11, 5, 11, 13, 15, 3, 3], 15)
    boughs = rows_of([0, 0, 3, 5, 0, 0, 5, 7, 0, 0, 9, 11, 0, 0], 15)
    snow = rows_of([0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0], 15)
    return stack(tree, boughs, snow)


def owl():
    return stack(
        ["##........##",
         "###......###",
         "############",
         "############",
         "############",
         "############",
         ".##########.",
         ".##########.",
         "..########..",
         "...##..##..."],
        ["##........##",
         "............",
         ".###....###.",
         ".###....###.",
         ".###....###.",
         ".....##.....",
         "...######...",
         "...######...",
         "....####....",
         "............"],
        ["............"] * 3 + ["..#......#.."] + ["............"] * 2
        + ["....####....", "....####...."] + ["............"] * 2,
        ["............"] * 6 + ["....####...."] + ["............"] * 3,
    )


def crab():
    return stack(
        ["##............##",
         "###..........###",
         ".##..........##.",
         "..##.######.##..",
         "...##########...",
         "..############..",
         ".##############.",
         "..############..",
         ".#.##########.#.",
         "#..#.#....#.#..#"],
        ["................"] * 3
        + [".....#....#.....",
           "....########....",
           "...##########...",
           "..############..",
           "...##########...",
           "....########....",
           "................"],
        ["................"] * 6 + ["......####......"] + ["................"] * 3,
    )


def castle():
    gate = "######..######"
    side = "##..........##"
    keep = "##...####...##"
    ground = [gate, gate, side, side, keep, keep, side, side, gate, gate]
    battlements = "##..##..##..##"
    corner = "#............#"
    walls = [battlements, side, corner, *[".............."] * 1, ".....####.....", ".....####.....",
             *[".............."] * 1, corner, side, battlements]
    towers = ["##..........##", "##..........##", *[".............."] * 2, "......##......", "......##......",
              *[".............."] * 2, "##..........##", "##..........##"]
    tops = [corner, *[".............."] * 3, "......##......", "......##......", *[".............."] * 3, corner]
    return stack(ground, walls, towers, tops)


def arena():
    # Stands in sections, split by aisles, rise towards the rim around an open floor.
    stand = "####.####.####"
    ring = [stand] * 2 + ["###........###"] * 4 + [stand] * 2
    rim = [stand] + ["##..........##"] * 6 + [stand]
    top = [".###.####.###."] + [".............."] * 2 + ["#............#"] * 2 + [".............."] * 2 \
        + [".###.####.###."]
    return stack(ring, rim, top)


def turned(rows: list[str]) -> list[str]:
    """A square picture turned a quarter clockwise."""
    return ["".join(row[c] for row in reversed(rows)) for c in range(len(rows))]


def overlay(*pictures: list[str]) -> list[str]:
    return ["".join("#" if any(p[r][c] != "." for p in pictures) else "." for c in range(len(pictures[0][0])))
            for r in range(len(pictures[0]))]


def pinwheel():
    # Four blades around a hub; a quarter turn maps it onto itself.
    blade = ["#####......."] * 3 + [".....##....."] * 2 + ["............"] * 7
    vane = ["####........"] * 2 + ["............"] + [".....##....."] * 2 + ["............"] * 7
    tip = ["##.........."] + ["............"] * 11
    hub = ["............"] * 5 + [".....##....."] * 2 + ["............"] * 5

    def four(picture: list[str]) -> list[list[str]]:
        turns = [picture]
        for _ in range(3):
            turns.append(turned(turns[-1]))
        return turns

    return stack(overlay(*four(blade), hub), overlay(*four(vane), hub), overlay(*four(tip), hub))


def twin_peaks():
    peak = [(0, 0, 7, 5), (1, 0, 5, 5), (2, 0.5, 3, 4)]  # (col, row, wide, deep) per layer
    return [p for z, (col, row, wide, deep) in enumerate(peak) for left in (col, 16 - col - wide)
            for p in block(z, left, row, wide, deep)]


def rocket():
    hull = rows_of([2, 4, 6, 6, 6, 6, 6, 6, 6, 6, 8, 10], 10) + ["##.####.##", "#..#..#..#"]
    return stack(hull, rows_of([0, 0] + [4] * 9 + [0, 0, 0], 10), rows_of([0, 0, 0] + [2] * 7 + [0] * 4, 10),
                 rows_of([0] * 4 + [2] * 5 + [0] * 5, 10))


def compass_star():
    half = [1, 3, 3, 5, 9, 13]
    return stack(rows_of(half + [13] + half[::-1], 13),
                 rows_of([0, 1, 1, 3, 5, 9, 11, 9, 5, 3, 1, 1, 0], 13),
                 rows_of([0] * 5 + [7, 0, 7] + [0] * 5, 13))


def block(z: int, col: float, row: float, wide: int, deep: int) -> list[Position]:
    return [(int(2 * (col + c)), int(2 * (row + r)), z) for r in range(deep) for c in range(wide)]


DESIGNS = {
    "four-towers": ("Four Towers", four_towers),
    "bridge": ("Bridge", bridge),
    "butterfly": ("Butterfly", butterfly),
    "letter-h": ("Letter H", letter_h),
    "letter-x": ("Letter X", letter_x),
    "double-spiral": ("Double Spiral", double_spiral),
    "city": ("City", city),
    "checkerboard": ("Checkerboard", checkerboard),
    "hourglass": ("Hourglass", hourglass),
    "heart": ("Heart", heart),
    "crown": ("Crown", crown),
    "pine-tree": ("Pine Tree", pine_tree),
    "owl": ("Owl", owl),
    "crab": ("Crab", crab),
    "castle": ("Castle", castle),
    "arena": ("Arena", arena),
    "pinwheel": ("Pinwheel", pinwheel),
    "twin-peaks": ("Twin Peaks", twin_peaks),
    "rocket": ("Rocket", rocket),
    "compass-star": ("Compass Star", compass_star),
}
