"""A sound proof that a MahJongg Klondike position is lost: some tile can never go up, whatever is played."""

from __future__ import annotations

from .game import PILES_PER_SET, TABLEAU_PILES
from .position import FACE_RANK, FACE_SUIT, FACES, WIND_BIT
from .tiles import DRAGON_RANK, WIND_RANK

_CLASS = tuple(s if s >= 0 else 3 for s in FACE_SUIT)  # suit 0-2, 3 for dragons and winds
_DRAGONS = tuple(c for c in range(len(FACES)) if FACE_RANK[c] == DRAGON_RANK)
_FACE_OF = {(FACE_SUIT[c], FACE_RANK[c]): c for c in range(len(FACES)) if FACE_SUIT[c] >= 0}


def proved_lost(position, options) -> bool:
    """True when some tile can never go up, whatever is played: the position is lost. Sound, never complete.

    The proof is a least fixed point of what may ever happen: tiles that may go up (G), face-down tiles that may
    turn up, deck tiles that may reach the top of the waste, and whether a pile may ever empty. Each grows only by
    a condition every real event of that kind must meet, so by induction on the events of any line (each event's
    condition only needs earlier events), whatever happens in a line is in the fixed point; a tile left out of G
    can never go up, and the game is lost.

    The conditions that make it bite count hosts. A face-up tile that lies on another (floating) stays on one of
    rank one higher, another suit, until it goes up: under the wind rule only winds go into empty piles and nothing
    lies on a wind but a 9, so it never heads a pile again (with "any", each pile may be one more place, counted).
    So while the floating tiles of rank r-1 that can never go up (not in G) still lie in the tableau, they hold
    as many distinct hosts of rank r, each one face up then: face up now, turned up, or played from the deck,
    all in the fixed point. A tile of rank r is uncovered only if those tiles fit on the other hosts; a tile moves
    onto a host only if they and it fit. By suit: with hosts h[c] per class c (three suits and none) and demand
    d[c], they fit iff sum d <= sum h and d[s] <= sum h - h[s] for each suit s (Hall's condition: two different
    classes of demand together may use every host).
    - A tile goes up only once the tiles its foundation needs first may (lockstep: all copies of the rank below;
      without: one), and once it is free: the last of its pile, a covered tile that can be uncovered, a face-down
      tile that can turn up, a deck tile the stock can bring to the top.
    - A face-down tile turns up only when the tile on it leaves: it goes up, or onto a host, or (if the empty
      rule takes it) into an empty pile, which needs a pile that can empty: one empty now, or one whose bottom
      tile can leave.
    - With redeals left every deck tile may come to the top. On the last pass any tile still in the stock may; a
      tile in the waste only when every tile above it can leave.
    """
    piles, down, deck, ptr, pss, found = position
    lockstep = options.lockstep
    rule = options.empty_pile
    need = PILES_PER_SET if lockstep else 1
    wild = TABLEAU_PILES if rule == "any" else 0
    takes_empty = (lambda code: True) if rule == "any" else (lambda code: rule == "wind" and FACE_RANK[code] == WIND_RANK)
    # Tiles already up, per face.
    up = [0] * len(FACES)
    for s, (heights, dragon, winds) in enumerate(found):
        if dragon >= 0:
            up[dragon] += sum(1 for h in heights if h >= 1)
    # Items: tableau tiles and deck tiles, each an index into these lists.
    codes = []
    where = []  # (pile, index) or (-1, deck index)
    for p, pile in enumerate(piles):
        for i, code in enumerate(pile):
            codes.append(code)
            where.append((p, i))
    first_deck = len(codes)
    for j, code in enumerate(deck):
        codes.append(code)
        where.append((-1, j))
    n = len(codes)
    item_at = {w: k for k, w in enumerate(where)}
    floating = [p >= 0 and i > down[p] for p, i in where]
    face_up = [p >= 0 and i >= down[p] for p, i in where]
    last_pass = options.redeals is not None and pss >= options.redeals
    gone = [False] * n  # may go up (G)
    shown = list(face_up)  # may be face up in the tableau at some time (hosts)
    for k in range(first_deck, n):
        j = k - first_deck
        shown[k] = not last_pass or j >= ptr - 1
    empty_possible = any(not pile for pile in piles)
    hosting = shown[:first_deck] + [False] * len(deck)  # a deck tile hosts once it can be put in the tableau

    def set_ready(s: int, rank: int) -> bool:
        """Whether set s may ever reach `rank`: its copies of the rank below are up or may go up."""
        heights, dragon, winds = found[s]
        if rank == 1:
            if dragon >= 0:
                return up[dragon] + in_g[dragon] >= need
            taken = {d for _, d, _ in found}
            return any(up[c] + in_g[c] >= need for c in _DRAGONS if c not in taken)
        below = sum(1 for h in heights if h >= rank)
        return below + in_g[_FACE_OF[(s, rank - 1)]] >= need

    def prerequisites(code: int) -> bool:
        rank = FACE_RANK[code]
        if rank == DRAGON_RANK:
            return True
        if rank == WIND_RANK:
            bit = WIND_BIT[code]
            return any(not found[s][2] & bit and set_ready(s, WIND_RANK) for s in range(len(found)))
        return set_ready(FACE_SUIT[code], rank)

    def fits(rank: int, add: int = -1, without: int = -1) -> bool:
        """Hall's condition for the floating tiles of rank-1 not in G (and one tile of class `add`) on the hosts
        of `rank` (less one of class `without`)."""
        d = list(demand[rank - 1]) if rank >= 1 else [0, 0, 0, 0]
        h = list(hosts[rank]) if rank <= WIND_RANK else [0, 0, 0, 0]
        if add >= 0:
            d[add] += 1
        if without >= 0:
            h[without] -= 1
        total = sum(h) + wild
        if sum(d) > total:
            return False
        return all(d[c] <= total - h[c] for c in range(3))

    def can_leave(k: int) -> bool:
        """Whether the (non-floating) tile k may leave where it lies other than by going up."""
        code = codes[k]
        if FACE_RANK[code] < WIND_RANK and fits(FACE_RANK[code] + 1, add=_CLASS[code]):
            return True
        return takes_empty(code) and empty_possible

    changed = True
    while changed:
        changed = False
        in_g = [0] * len(FACES)
        demand = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
        hosts = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
        for k in range(n):
            code = codes[k]
            if gone[k]:
                in_g[code] += 1
            elif floating[k]:
                demand[FACE_RANK[code]][_CLASS[code]] += 1
            if hosting[k]:
                hosts[FACE_RANK[code]][_CLASS[code]] += 1
        leaves = [gone[k] or ((shown[k] if where[k][0] >= 0 else True) and can_leave(k)) for k in range(n)]
        for k in range(first_deck, n):
            if shown[k] and not hosting[k] and can_leave(k):
                hosting[k] = changed = True
        # Tableau: turning up, emptying.
        for p, pile in enumerate(piles):
            if not pile:
                continue
            base = item_at[(p, 0)]
            for i in range(min(down[p], len(pile) - 1) - 1, -1, -1):
                k = item_at[(p, i)]
                above = item_at[(p, i + 1)]
                if not shown[k] and shown[above] and leaves[above]:
                    shown[k] = hosting[k] = changed = True
            if not empty_possible and shown[base] and leaves[base]:
                empty_possible = changed = True
        # The waste on the last pass: a tile comes to the top once every tile above it can leave.
        if last_pass:
            for j in range(ptr - 2, -1, -1):
                k = first_deck + j
                if shown[k]:
                    continue
                if not leaves[k + 1]:
                    break
                shown[k] = changed = True
        for k in range(n):
            if gone[k] or not shown[k]:
                continue
            code = codes[k]
            p, i = where[k]
            free = p < 0 or i < down[p] or fits(FACE_RANK[code], without=_CLASS[code])
            if free and prerequisites(code):
                gone[k] = changed = True
    return not all(gone)

