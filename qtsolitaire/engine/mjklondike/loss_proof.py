"""A sound proof that a MahJongg Klondike position is lost: some tile can never go up, whatever is played."""

from __future__ import annotations

from itertools import combinations, permutations

from .game import PILES_PER_SET, TABLEAU_PILES
from .position import FACE_CLASS, FACE_RANK, FACE_SUIT, FACES, WIND_BIT, fit_on_hosts
from .tiles import DRAGON_RANK, WIND_RANK

_DRAGONS = tuple(c for c in range(len(FACES)) if FACE_RANK[c] == DRAGON_RANK)
_FACE_OF = {(FACE_SUIT[c], FACE_RANK[c]): c for c in range(len(FACES)) if FACE_SUIT[c] >= 0}
TIMED_CLICKS = 8  # clicks of the last pass the proof follows one by one (each costs a round of the fixed point)


def proved_lost(position, options) -> bool:
    """True when some tile can never go up, whatever is played: the position is lost. Sound, never complete.

    A won game ends with each set building one dragon type, each type on one set; so the position is lost when,
    for every way the types not yet begun may be shared among the sets without one (at most 6), some tile can
    never go up in a line that shares them so (`_lost_with`)."""
    return all(_lost_with(position, options, a) for a in _dragon_assignments(position[5]))


def _lost_with(position, options, assignment: tuple[int, ...]) -> bool:
    """True when some tile can never go up in a line whose sets end with the dragon types of `assignment`.

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
      without: one; a set's 1s: the dragons of its type in `assignment`), and once it is free: the last of its
      pile, a covered tile that can be uncovered, a face-down tile that can turn up, a deck tile the stock can
      bring to the top, or a deck tile that may have been put in the tableau and can be uncovered there.
    - A face-down tile turns up only when the tile on it leaves: it goes up, or onto a host, or (if the empty
      rule takes it) into an empty pile, which needs a pile that can empty: one empty now, or one whose bottom
      tile can leave. And at that moment every tile that lay on it has left its place, so those that cannot be
      up then lie in the tableau at once with the floating ones that cannot (`_room`, below).
    - With redeals left every deck tile may come to the top.

    On the last pass the proof also keeps time: the clicks of the stock, which only move forward. Window c is
    what may happen after click c and before the next; the fixed point is taken window after window, G and the
    hosts carried from one to the next (what may happen by an earlier click may happen by a later one), and in
    window c a tile still in the stock does not exist: it neither hosts nor goes up. Every event of a line falls
    in some window and its condition uses only events of that window or earlier ones, so the induction above
    holds window by window. G of window c holds only what may be up by then: the floating tiles outside it are
    held on hosts through the whole window, and prerequisites are read at that time, not at the end of the game.
    The waste is a stack that every click buries deeper, so which deck tile may be on top is decided afresh in
    each window (only a tile on top goes up or into the tableau; what it may have done in an earlier window
    stays in G and the hosts, and a tile put in the tableau then lies there since: it may go up from there in a
    later window, uncovered as a floating tile is, whatever the waste holds by then):
    - the top after the click; a tile below it once every tile above it may have left the waste (may be up, or
      in the tableau: may be a host), and when it comes to the top, the tiles above it that cannot be up then lie
      in the tableau at that moment, each on a distinct host one rank higher of another class, as do the floating
      tiles that cannot be up then (`_room`). Cannot be up then: out of G, or waiting for a tile that cannot have
      left the waste (it, and those below it that never went up nor into the tableau) by the foundations' order
      (a set without its dragons yet goes nowhere). Neither those stuck tiles nor a tile still in the stock hosts
      then. A deck tile in the tableau lies on a host, for only a pile's own tiles lie on its face-down ones, and
      only a wind (with "any": any tile, counted as above) heads an empty pile.
    - when the new top can neither go up nor go into the tableau, the window adds nothing: the waste stays as
      it is and every other event was already possible in the window before.
    - past TIMED_CLICKS clicks, one last window stands for all the rest: any tile left in the stock may be on top
      (as with redeals left), and a tile drawn earlier comes to the top once the tiles drawn above it before that
      may have left (those drawn later would have to leave too: leaving them out only lets more happen).
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
        shown[k] = not last_pass
    # On the last pass time is the clicks made: window c is what may happen after click c and before the next,
    # with the waste as it lies after click c (ending before `end`); past the first TIMED_CLICKS clicks, one last
    # window in which any tile left in the stock may be on top. Otherwise one window with every deck tile shown.
    windows = [(len(deck), True)]  # (end of the waste, whether the rest of the stock may be on top)
    if last_pass:
        step = options.draw_on_pass(pss)
        clicks = -(-(len(deck) - ptr) // step)
        windows = [(min(ptr + c * step, len(deck)), False) for c in range(min(clicks, TIMED_CLICKS) + 1)]
        if clicks > TIMED_CLICKS:
            windows.append((windows[-1][0], True))
    empty_possible = any(not pile for pile in piles)
    hosting = shown[:first_deck] + [False] * len(deck)  # a deck tile hosts once it can be put in the tableau

    def set_ready(s: int, rank: int) -> bool:
        """Whether set s may ever reach `rank`: its copies of the rank below are up or may go up."""
        heights, dragon, winds = found[s]
        if rank == 1:
            return up[assignment[s]] + in_g[assignment[s]] >= need
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
        of `rank` (less one of class `without`); kept for the round of the fixed point."""
        known = fitting.get((rank, add, without))
        if known is None:
            d = list(demand[rank - 1]) if rank >= 1 else [0, 0, 0, 0]
            h = list(hosts[rank]) if rank <= WIND_RANK else [0, 0, 0, 0]
            if add >= 0:
                d[add] += 1
            if without >= 0:
                h[without] -= 1
            known = fitting[(rank, add, without)] = fit_on_hosts(d, h, wild)
        return known

    def can_leave(code: int) -> bool:
        """Whether a (non-floating) tile of this face may leave where it lies other than by going up."""
        if FACE_RANK[code] < WIND_RANK and fits(FACE_RANK[code] + 1, add=FACE_CLASS[code]):
            return True
        return takes_empty(code) and empty_possible

    up_count = list(up)
    for s, (heights, _, _) in enumerate(found):
        for rank in range(1, WIND_RANK):
            up_count[_FACE_OF[(s, rank)]] = sum(1 for h in heights if h > rank)

    # The tableau tiles `tableau_now` counts loose (floating, or a wind at index 0) and the piles with a wind or
    # nothing at index 0: neither changes during the proof.
    loose_items = [k for k in range(first_deck)
                   if floating[k] or (where[k][1] == 0 and FACE_RANK[codes[k]] == WIND_RANK)]
    slots = sum(1 for pile in piles if not pile or FACE_RANK[pile[0]] == WIND_RANK)

    def tableau_now() -> tuple:
        """What every moment of this round shares: the floating tiles and the winds at index 0 (per face: how many
        are out of G, how many in), the piles with a wind or nothing at index 0, and the piles whose base (not a
        wind) may have left, each with its tiles in place (face, whether in G) and whether none of those past the
        base is a wind."""
        loose: dict[int, list[int]] = {}
        for k in loose_items:
            loose.setdefault(codes[k], [0, 0])[gone[k]] += 1
        if rule == "any":  # any tile may head an empty pile: winds are counted among the hosts (`wild`) instead
            return loose, (TABLEAU_PILES + len(deck), [])
        leaving = []
        for p, pile in enumerate(piles):
            base = item_at.get((p, 0))
            if pile and FACE_RANK[pile[0]] != WIND_RANK and shown[base] and leaves[base]:
                tiles = [(codes[k], gone[k]) for k in range(base, base + down[p] + 1)]
                leaving.append((p, tiles, all(FACE_RANK[code] != WIND_RANK for code, _ in tiles[1:])))
        return loose, (slots, leaving)

    def turn_room(p: int, i: int, now: tuple) -> bool:
        """Whether the face-down tile i of pile p may turn up as far as room goes: the tiles that lay on it have
        left, and those that cannot be up then lie in the tableau with the floating ones that cannot."""
        loose, (slots, leaving) = now
        loose = {code: list(counts) for code, counts in loose.items()}
        avail = [u + g for u, g in zip(up_count, in_g)]
        base = item_at[(p, 0)]
        for k in range(base, base + i + 1):  # in place, so not up
            avail[codes[k]] -= gone[k]
        for k in range(base + i + 1, base + down[p] + 1):
            loose.setdefault(codes[k], [0, 0])[gone[k]] += 1
        places = (slots, [(tiles, windless) for q, tiles, windless in leaving if q != p])
        return _room(loose, avail, hosts, found, assignment, need, wild, places)  # nothing lies on tile i yet

    def surface(end: int, now: tuple) -> bool:
        """Marks the waste tiles that may come to the top in this window (the waste ending before `end`); whether
        any is new. A tile below the top comes up once every tile above it may have left, and when it does, the
        tiles above it that cannot be up then lie in the tableau with the floating ones that cannot (`_room`)."""
        avail = [u + g for u, g in zip(up_count, in_g)]  # copies of each face that may be up
        room = [list(r) for r in hosts]
        loose, (slots, leaving) = now
        loose = {code: list(counts) for code, counts in loose.items()}
        places = (slots, [(tiles, windless) for _, tiles, windless in leaving])
        new = False
        for j in range(end - 2, -1, -1):
            k = first_deck + j
            if not leaves[k + 1]:
                break
            loose.setdefault(codes[k + 1], [0, 0])[gone[k + 1]] += 1
            if shown[k]:
                continue
            # Below this tile lie only tiles that never left the waste: neither up nor hosts then.
            code = codes[k]
            avail[code] -= gone[k]
            room[FACE_RANK[code]][FACE_CLASS[code]] -= hosting[k]
            if _room(loose, avail, room, found, assignment, need, wild, places):
                shown[k] = new = True
            avail[code] += gone[k]
            room[FACE_RANK[code]][FACE_CLASS[code]] += hosting[k]
        return new

    ready = movable = None
    # `ready` reads only in_g, `movable` only the demand, the hosts and empty_possible (the rest is fixed for the
    # proof): kept per those, since many rounds and windows repeat them.
    ready_memo: dict = {}
    movable_memo: dict = {}
    for end, rest in windows:
        if last_pass:  # on top during this window: the top after the click, or a tile all those above have left
            shown[first_deck:] = [False] * end + [rest] * (len(deck) - end)
            # A top that can neither go up nor be put in the tableau keeps the waste as it is: nothing new.
            if not rest and ready and end and not (ready[deck[end - 1]] or movable[deck[end - 1]]):
                continue
        if end:
            shown[first_deck + end - 1] = True
        changed = True
        while changed:
            changed = False
            fitting: dict = {}
            in_g = [0] * len(FACES)
            demand = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
            hosts = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
            for k in range(n):
                code = codes[k]
                if gone[k]:
                    in_g[code] += 1
                elif floating[k]:
                    demand[FACE_RANK[code]][FACE_CLASS[code]] += 1
                if hosting[k]:
                    hosts[FACE_RANK[code]][FACE_CLASS[code]] += 1
            counts = (tuple(map(tuple, demand)), tuple(map(tuple, hosts)), empty_possible)
            movable = movable_memo.get(counts)
            if movable is None:
                movable = movable_memo[counts] = [can_leave(code) for code in range(len(FACES))]
            # A deck tile may have left the waste already: up, or put in the tableau (where it hosts).
            leaves = [gone[k] or (k >= first_deck and hosting[k]) or (shown[k] and movable[codes[k]]) for k in range(n)]
            for k in range(first_deck, n):
                if shown[k] and not hosting[k] and movable[codes[k]]:
                    hosting[k] = changed = True
            # Tableau: turning up, emptying.
            now = tableau_now()
            for p, pile in enumerate(piles):
                if not pile:
                    continue
                base = item_at[(p, 0)]
                for i in range(min(down[p], len(pile) - 1) - 1, -1, -1):
                    k = item_at[(p, i)]
                    above = item_at[(p, i + 1)]
                    if not shown[k] and shown[above] and leaves[above] and turn_room(p, i, now):
                        shown[k] = hosting[k] = changed = True
                if not empty_possible and shown[base] and leaves[base]:
                    empty_possible = changed = True
            # The waste on the last pass: a tile comes to the top once every tile above it can leave, and those that
            # cannot go up before it find room in the tableau together.
            if last_pass and surface(end, now):
                changed = True
            in_g_now = tuple(in_g)
            ready = ready_memo.get(in_g_now)
            if ready is None:
                ready = ready_memo[in_g_now] = [prerequisites(code) for code in range(len(FACES))]
            for k in range(n):
                if gone[k] or not ready[codes[k]]:
                    continue
                code = codes[k]
                p, i = where[k]
                uncovered = fits(FACE_RANK[code], without=FACE_CLASS[code])
                # A deck tile put in the tableau (in this window or an earlier one) goes up from there, uncovered.
                if shown[k] and (p < 0 or i < down[p] or uncovered) or p < 0 and hosting[k] and uncovered:
                    gone[k] = changed = True
    return not all(gone)


def _room(loose: dict, avail: list[int], room: list, found: tuple, assignment: tuple, need: int, wild: int,
          places: tuple) -> bool:
    """Whether the loose tiles (per face: out of G, in G) that cannot be up can all lie in the tableau at one
    moment: each on a distinct host in `room` one rank higher of another class (Hall's condition per rank), each
    wind at index 0 of a pile of its own. A tile in G cannot be up while its set lacks the copies the foundations
    need first (only `avail` of each face may be up); a wind cannot while no set may have its four 9s up.

    A wind lies on no tile, so a wind in the tableau not dealt where it lies is at index 0 of a pile, as are
    those dealt there. `places` is (slots, leaving): how many piles have a wind or nothing at index 0, and the
    other piles whose base may have left, each with its tiles in place (none of them counted in `loose`) and
    whether it is windless (below). A pile has a wind at index 0 only if it is a slot or its base has left, so
    past the slots that many bases of `leaving` have left. While no wind can be up, those are windless piles (no
    wind among those tiles past the base): a pile with such a wind that lost its base moved that wind to index 0
    of another pile, one wind more than the loose ones. So that many windless piles of `leaving` are then empty of
    their own tiles, and those tiles that cannot be up lie in the tableau too (each choice of them is tried)."""
    slots, leaving = places
    ceiling = _ceilings(avail, found, assignment, need)
    winds_down = all(c <= WIND_RANK for c in ceiling)

    def stuck(code: int, out: int, within: int) -> int:
        rank = FACE_RANK[code]
        if rank == WIND_RANK:
            return out + (within if winds_down else 0)
        return out + (within if DRAGON_RANK < rank and rank >= ceiling[FACE_SUIT[code]] else 0)

    waiting = [[0, 0, 0, 0] for _ in range(WIND_RANK)]
    based = 0
    for code, (out, within) in loose.items():
        count = stuck(code, out, within) if within else out  # only tiles in G may be up
        if FACE_RANK[code] == WIND_RANK:
            based += count
        else:
            waiting[FACE_RANK[code]][FACE_CLASS[code]] += count
    extra = max(based - slots, 0)
    windless = [tiles for tiles, no_wind in leaving if no_wind]
    if extra > len(leaving) or (winds_down and extra > len(windless)):
        return False
    for chosen in combinations(windless, extra if winds_down else 0):
        demand = [list(w) for w in waiting]
        for tiles in chosen:
            for code, in_g in tiles:
                demand[FACE_RANK[code]][FACE_CLASS[code]] += stuck(code, 1 - in_g, in_g)
        if all(fit_on_hosts(demand[r], room[r + 1], wild) for r in range(WIND_RANK) if any(demand[r])):
            return True
    return False


def _dragon_assignments(found: tuple) -> list[tuple[int, ...]]:
    """Every way the dragon types may end up shared among the sets: each set builds one type, each type on one set."""
    taken = [dragon for _, dragon, _ in found]
    free = [c for c in _DRAGONS if c not in taken]
    out = []
    for order in permutations(free):
        rest = iter(order)
        out.append(tuple(dragon if dragon >= 0 else next(rest) for dragon in taken))
    return out


def _ceilings(avail: list[int], found: tuple, assignment: tuple[int, ...], need: int) -> list[int]:
    """Per set, the lowest rank that cannot be up while only `avail` copies of each face may be."""
    out = []
    for s in range(len(found)):
        rank = 1
        if avail[assignment[s]] >= need:
            rank = 2
            while rank <= WIND_RANK and avail[_FACE_OF[(s, rank - 1)]] >= need:
                rank += 1
        out.append(rank)
    return out
