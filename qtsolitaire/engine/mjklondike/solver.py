"""The MahJongg Klondike solver: knowing every tile, can this position still be won, and how.

`solve(state, node_budget=None) -> api.Solution(winnable, line, nodes)`: winnable True, False, or None when the
node budget ran out first; `line` the game's own moves (Draw, Redeal, ToTableau, ToFoundation) from `state` to a win.
`verdict(state)` is the same with the budget of a position in play, kept per `position_key`.

`solve` first plays the game out (`playouts`): the hint-follower of `game.hint`, then players who now and then take
another useful move. A game they win is a proof; they win most winnable deals of the easier presets within a second
or two. Before them, and at every position of the search, `proved_lost` looks for a tile that can never go up,
counting the places the face-up tiles can lie on (a sound relaxation, proved in its docstring): most dead ends are
proved lost at once, whatever the arrangement of their runs, often tens of moves before a player runs out of
moves. Then comes `search`, exact: it says True or False only when it knows, None past its budget. It settles
endgames, but early in a deal the relaxation proves nothing and the runs can be rearranged in more ways than the
search can walk through, so it still proves no whole deal lost (see bench/solvers.py --game mjklondike).

The position the search works on
- Tiles are read as faces: copies of one face are alike, so two positions that differ only in which copy lies where
  are one position.
- Stock and waste are one sequence, the deck, in the order the tiles are turned (a redeal turns the waste over
  unshuffled, so that order never changes), with a pointer: the tiles before it are the waste. A click of the stock
  only moves the pointer, and nothing but the top of the waste depends on it, so the search never clicks the stock on
  its own: a move "from the stock" names a deck tile and the pass in which the clicks bring it to the top of the
  waste, and plays it from there (the clicks are spelt out in the line). Every tile the clicks can show is tried, on
  each pass it can be shown in, for the same tile shown on a later pass leaves another pointer and fewer redeals.
  Once every pass left turns the same number of tiles, showing a tile on an earlier pass is never worse than on a
  later one (whatever the later pass can do, the earlier one does on the same grid with a pass to spare), so only the
  earliest is tried.
- Foundations: per set the heights of its four piles, sorted (the piles of a set are alike), the dragon it builds and
  the winds it holds.
- Transpositions: a position is remembered by its tableau piles sorted (the piles are alike; an empty pile is any
  empty pile), with the deck, the pointer, the pass (with unlimited redeals the passes that turn alike are one) and
  the foundations. A position seen before is not searched again: it either is on the way here (a loop) or lost.

Moves made at once, without trying the others (`_safe_set`), each proved in its docstring and tested against a brute
force: a last tableau tile goes up when nothing could ever need it in the tableau and it cannot take a foundation
place some other copy needs. Moves not tried: a run taken off a face-up tile when nothing could use that tile next
(`_Search.partial_pays`, proved there), a whole pile into an empty one (the same position), a second empty pile.
Positions not entered: those `proved_lost` settles.

When no tile is face down and the deck is empty, the game is won: every tile lies in a run, each one rank below the
one above it, so a tile is covered only by lower ranks, which go up first (`_finish` plays it out).
"""

from __future__ import annotations


from ..deals import DealRandom, deal_random
from ..verdict_memo import VerdictMemo
from ..api import Solution, Verdict
from .game import (
    FOUNDATION_SUITS,
    GAME_ID,
    PILES_PER_SET,
    TABLEAU_PILES,
    Draw,
    Move,
    Redeal,
    State,
    ToFoundation,
    ToTableau,
    _from_waste,
    _turns_up,
    apply,
    foundation_refusal,
    hint,
    is_stuck,
    is_won,
    legal_moves,
)
from .tiles import DRAGON_RANK, FACE, RANK, SUIT, TILE_COUNT, WIND_RANK

DEFAULT_NODE_BUDGET = 5_000
VERDICT_NODE_BUDGET = 1_000  # what a position in play may cost (with one playout, about a second)
PLAYOUT_MOVES = 1_000  # far beyond any game the hint-follower plays (about 330 moves to a win)
# Games played before the search: the hint-follower's, then ones that now and then take another useful move. Four
# such more win 17 of base deals 1-30 rather than 10 (measured with 0.1, 0.25 wins fewer).
PLAYOUTS = 4
PLAYOUTS_IN_PLAY = 0  # with the verdict's budget: a verdict in play should come within about a second
DETOUR_CHANCE = 0.1

# Faces as small codes, and what the search needs to know of each.
_FACES = tuple(dict.fromkeys(FACE))
CODE = tuple(_FACES.index(face) for face in FACE)  # the code of each tile id
_SAMPLE = tuple(FACE.index(face) for face in _FACES)
_RANK = tuple(RANK[t] for t in _SAMPLE)
_SUIT = tuple(FOUNDATION_SUITS.index(SUIT[t]) if SUIT[t] else -1 for t in _SAMPLE)
_WIND_BIT = {code: 1 << k for k, code in enumerate(c for c in range(len(_FACES)) if _RANK[c] == WIND_RANK)}
# The codes that may lie on a tile of each code in the tableau: one rank lower, another suit (or none).
_ACCEPTS = tuple(
    frozenset(c for c in range(len(_FACES)) if _RANK[c] + 1 == _RANK[u] and (_SUIT[c] < 0 or _SUIT[c] != _SUIT[u]))
    for u in range(len(_FACES))
)
_FULL = WIND_RANK + 1
_EMPTY_SET = ((0, 0, 0, 0), -1, 0)
_WON = ((_FULL,) * PILES_PER_SET,) * len(FOUNDATION_SUITS)

# Moves of the search: (kind, a, b, c)
_UP = 0  # ("up", pile, set): the last tile of a pile to the set
_DECK_UP = 1  # (.., deck index, pass, set): a tile the stock shows, to the set
_PILE = 2  # (.., pile, index, target pile): the run from index on onto the target
_DECK_PILE = 3  # (.., deck index, pass, target pile)


class _BudgetSpent(Exception):
    pass


def _foundations(state: State) -> tuple:
    sets = []
    for s in range(len(FOUNDATION_SUITS)):
        piles = state.foundations[s * PILES_PER_SET : (s + 1) * PILES_PER_SET]
        dragon = next((CODE[p[0]] for p in piles if p), -1)
        winds = 0
        for p in piles:
            if len(p) == _FULL:
                winds |= _WIND_BIT[CODE[p[-1]]]
        sets.append((tuple(sorted(len(p) for p in piles)), dragon, winds))
    return tuple(sets)


def _position(state: State) -> tuple:
    """The search's reading of a state: (piles, face-down counts, deck, pointer, pass, foundations) in faces."""
    piles = tuple(tuple(CODE[t] for t in pile) for pile in state.tableau)
    deck = tuple(CODE[t] for t in state.waste + state.stock)
    return piles, state.face_down, deck, len(state.waste), state.pass_index, _foundations(state)


def _up_sets(found: tuple, code: int, lockstep: bool) -> tuple[int, ...]:
    """The sets a tile of this face may go up on now."""
    rank = _RANK[code]
    suit = _SUIT[code]
    if suit >= 0:
        heights = found[suit][0]
        return (suit,) if (heights[0] == rank if lockstep else rank in heights) else ()
    if rank == DRAGON_RANK:
        free = []
        for s, (heights, dragon, _) in enumerate(found):
            if dragon == code:
                return (s,) if heights[0] == 0 else ()
            if dragon < 0:
                free.append(s)
        return tuple(free)
    bit = _WIND_BIT[code]
    return tuple(
        s
        for s, (heights, _, winds) in enumerate(found)
        if not winds & bit and (heights[0] == WIND_RANK if lockstep else WIND_RANK in heights)
    )


def _placed(found: tuple, s: int, code: int) -> tuple:
    heights, dragon, winds = found[s]
    rank = _RANK[code]
    i = 3 - heights[::-1].index(rank)  # the last pile of that height: the heights stay sorted
    heights = heights[:i] + (rank + 1,) + heights[i + 1 :]
    if rank == DRAGON_RANK:
        dragon = code
    elif rank == WIND_RANK:
        winds |= _WIND_BIT[code]
    return found[:s] + ((heights, dragon, winds),) + found[s + 1 :]


def _safe_set(found: tuple, code: int, lockstep: bool) -> int:
    """The set a last tableau tile of this face goes up on at once, without trying anything else; -1 if none.

    Say the tile t goes up now and L is any winning line from here that leaves t in the tableau for a while. Nothing
    is ever put on t in L (see below), so t stays the last tile of whatever pile it is in, and L can be followed with
    t already up: a move of t alone is skipped, a run ending in t moves without it (same head, same target), a move
    onto a pile is never a move onto t, and a tile under t is only turned up sooner. The foundations hold t early,
    which allows every foundation move of L if t took a place no other tile needs:
    - a suit tile of rank r goes up only when every pile of its set is at least r high: the piles of height r are
      then exactly one for each copy of its face still to come, all alike, so any one will do. Nothing can be put on
      it once the tiles one rank lower of the other two suits are all up (for a 1: every dragon).
    - a dragon: nothing goes on a dragon. Its set must be forced: the one building its type, or the only set left
      without a dragon when its type is begun nowhere; where there is a choice, the search tries each.
    - a wind, once every 9 is up (nothing else goes on a wind): every set is then ready for winds, and each copy of a
      wind face fits every set still lacking that face, so which copy goes to which of them never matters.
    """
    rank = _RANK[code]
    suit = _SUIT[code]
    if suit >= 0:
        if found[suit][0][0] != rank:
            return -1
        if rank == 1:
            needs_it_done = all(heights[0] >= 1 for heights, _, _ in found)
        else:
            needs_it_done = all(found[s][0][0] >= rank for s in range(len(found)) if s != suit)
        return suit if needs_it_done else -1
    if rank == WIND_RANK and not all(heights[0] >= WIND_RANK for heights, _, _ in found):
        return -1
    sets = _up_sets(found, code, lockstep)
    return sets[0] if len(sets) == 1 or (sets and rank == WIND_RANK) else -1


_CLASS = tuple(s if s >= 0 else 3 for s in _SUIT)  # suit 0-2, 3 for dragons and winds
_DRAGONS = tuple(c for c in range(len(_FACES)) if _RANK[c] == DRAGON_RANK)
_FACE_OF = {(_SUIT[c], _RANK[c]): c for c in range(len(_FACES)) if _SUIT[c] >= 0}


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
    takes_empty = (lambda code: True) if rule == "any" else (lambda code: rule == "wind" and _RANK[code] == WIND_RANK)
    # Tiles already up, per face.
    up = [0] * len(_FACES)
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
        rank = _RANK[code]
        if rank == DRAGON_RANK:
            return True
        if rank == WIND_RANK:
            bit = _WIND_BIT[code]
            return any(not found[s][2] & bit and set_ready(s, WIND_RANK) for s in range(len(found)))
        return set_ready(_SUIT[code], rank)

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
        if _RANK[code] < WIND_RANK and fits(_RANK[code] + 1, add=_CLASS[code]):
            return True
        return takes_empty(code) and empty_possible

    changed = True
    while changed:
        changed = False
        in_g = [0] * len(_FACES)
        demand = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
        hosts = [[0, 0, 0, 0] for _ in range(WIND_RANK + 1)]
        for k in range(n):
            code = codes[k]
            if gone[k]:
                in_g[code] += 1
            elif floating[k]:
                demand[_RANK[code]][_CLASS[code]] += 1
            if hosting[k]:
                hosts[_RANK[code]][_CLASS[code]] += 1
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
            free = p < 0 or i < down[p] or fits(_RANK[code], without=_CLASS[code])
            if free and prerequisites(code):
                gone[k] = changed = True
    return not all(gone)


class _Search:
    def __init__(self, state: State, budget: int) -> None:
        options = state.options
        self.lockstep = options.lockstep
        self.empty_rule = options.empty_pile
        self.options = options
        self.budget = budget
        self.nodes = 0
        self.seen: set = set()
        self.lost_memo: dict = {}
        self.complete = sum(map(len, state.tableau)) + len(state.stock) + len(state.waste) + sum(
            map(len, state.foundations)
        ) == TILE_COUNT
        # Passes from `self.same_from` on all turn the same number of tiles (with unlimited redeals: all alike).
        redeals = options.redeals
        if redeals is None:
            self.same_from = len(options.draw) - 1
        else:
            last = options.draw_on_pass(redeals)
            self.same_from = redeals
            while self.same_from > 0 and options.draw_on_pass(self.same_from - 1) == last:
                self.same_from -= 1

    def pass_key(self, pss: int) -> int:
        return min(pss, self.same_from) if self.options.redeals is None else pss

    def takes_empty(self, code: int) -> bool:
        rule = self.empty_rule
        return rule == "any" or (rule == "wind" and _RANK[code] == WIND_RANK)

    def reach(self, size: int, ptr: int, pss: int) -> list[tuple[int, int]]:
        """(deck index, pass) of every tile the stock can bring to the top of the waste, the current top first."""
        out = [(ptr - 1, pss)] if ptr else []
        if not size:
            return out
        options = self.options
        shown_late: set[int] = set()  # shown on a pass of the same-sized tail: later showings are no better
        if pss >= self.same_from:
            shown_late.update(i for i, _ in out)
        redeals = options.redeals
        q, p = pss, ptr
        while True:
            step = options.draw_on_pass(q)
            while p < size:
                p = min(p + step, size)
                if q >= self.same_from:
                    if p - 1 in shown_late:
                        continue
                    shown_late.add(p - 1)
                out.append((p - 1, q))
            if redeals is not None and q >= redeals:
                return out
            if redeals is None and q > pss and q >= self.same_from:
                return out  # a whole pass of the last kind has shown everything it ever will
            q, p = q + 1, 0

    def run(self, state: State) -> list | None:
        """A winning line of the search's moves, or None when there is none; depth first, on a stack of its own."""
        root = _position(state)
        stack: list[list] = []  # [safe moves made on entering, position, its moves, how many tried]
        entered = self.enter(root)
        while True:
            if entered is not None:
                safe, position, moves = entered
                if moves is None:  # won
                    return [m for frame in stack for m in frame[0] + [frame[2][frame[3] - 1]]] + safe
                stack.append([safe, position, moves, 0])
            while stack and stack[-1][3] == len(stack[-1][2]):
                stack.pop()
            if not stack:
                return None
            frame = stack[-1]
            frame[3] += 1
            entered = self.enter(self.child(frame[2][frame[3] - 1], *frame[1]))

    def enter(self, position) -> tuple | None:
        """(safe moves made, the position after them, its moves to try, or None when it is won); None when the
        position was seen before."""
        piles, down, deck, ptr, pss, found = position
        lockstep = self.lockstep
        safe = []
        piles = list(piles)
        down = list(down)
        moved = True
        while moved:
            moved = False
            for i, pile in enumerate(piles):
                if pile:
                    s = _safe_set(found, pile[-1], lockstep)
                    if s >= 0:
                        safe.append((_UP, i, s, 0))
                        found = _placed(found, s, pile[-1])
                        rest = piles[i] = pile[:-1]
                        if rest and down[i] == len(rest):
                            down[i] -= 1
                        moved = True
        if found == _WON:
            return safe, None, None
        if not deck and not any(down) and self.complete:
            return safe + _finish(piles, found, lockstep), None, None
        rest_key = (deck, ptr, self.pass_key(pss), found)
        key = (tuple(sorted(zip(piles, down))), rest_key)
        if key in self.seen:
            return None
        self.seen.add(key)
        self.spend(1)
        position = (tuple(piles), tuple(down), deck, ptr, pss, found)
        if self.proved_lost(position):
            return None
        return safe, position, self.moves(*position)

    def proved_lost(self, position) -> bool:
        """`proved_lost`, kept per what it reads: the face-down tiles of each pile with the tile on them (or at
        the bottom), the floating tiles as a multiset, the deck and the foundations. Runs moved between face-up
        tiles change none of that, so a whole family of arrangements is proved (or not) at once."""
        piles, down, deck, ptr, pss, found = position
        key = (
            tuple(sorted(pile[: d + 1] for pile, d in zip(piles, down))),
            tuple(sorted(code for pile, d in zip(piles, down) for code in pile[d + 1 :])),
            deck, ptr, self.pass_key(pss), found,
        )
        known = self.lost_memo.get(key)
        if known is None:
            known = self.lost_memo[key] = proved_lost(position, self.options)
        return known

    def spend(self, nodes: int) -> None:
        self.nodes += nodes
        if self.nodes > self.budget:
            raise _BudgetSpent

    def moves(self, piles, down, deck, ptr, pss, found) -> list:
        """The moves from here, the likeliest first; a quiet move only where it can pay (`partial_pays`)."""
        lockstep = self.lockstep
        out = []
        lasts: dict[int, list[int]] = {}
        empty = -1
        for j, pile in enumerate(piles):
            if pile:
                lasts.setdefault(pile[-1], []).append(j)
            elif empty < 0:
                empty = j
        accepts = _ACCEPTS
        for i, pile in enumerate(piles):
            if not pile:
                continue
            for s in _up_sets(found, pile[-1], lockstep):
                out.append((0, (_UP, i, s, 0)))
            first = down[i]
            for k in range(first, len(pile)):
                head = pile[k]
                targets = [j for u in lasts if head in accepts[u] for j in lasts[u]]
                if empty >= 0 and k and self.takes_empty(head):
                    targets.append(empty)
                if not targets:
                    continue
                if k > first:
                    if not self.partial_pays(pile[k - 1], found, piles, down, deck, ptr, pss):
                        continue
                    priority = 6
                elif first:
                    priority = 2 - first / 100  # the deepest pile first: it hides the most
                else:
                    priority = 5
                out.extend((priority, (_PILE, i, k, j)) for j in targets)
        for index, q in self.reach(len(deck), ptr, pss):
            code = deck[index]
            on_top = index == ptr - 1 and q == pss
            for s in _up_sets(found, code, lockstep):
                out.append((1 if on_top else 4, (_DECK_UP, index, q, s)))
            priority = 3 if on_top else 4.5
            for u in lasts:
                if code in accepts[u]:
                    out.extend((priority, (_DECK_PILE, index, q, j)) for j in lasts[u])
            if empty >= 0 and self.takes_empty(code):
                out.append((priority, (_DECK_PILE, index, q, empty)))
        out.sort(key=lambda m: m[0])
        return [move for _, move in out]

    def partial_pays(self, tile, found, piles, down, deck, ptr, pss) -> bool:
        """Whether a run taken off the face-up `tile` (which stays last) can be of use: only if the very next move
        uses the tile, going up or taking a run or a tile from the stock. That loses no win: in a winning line, a
        quiet move whose tile is used later can wait until just before that use (the moves between touch neither
        the tile's pile nor the tile the run went on, bar the run itself, which they can take from where it was),
        and where the use is moving the tile with the run above it, the two moves swap: that run, with the first,
        goes first, and the first run follows on its own."""
        if _up_sets(found, tile, self.lockstep):
            return True
        accepts = _ACCEPTS[tile]
        if any(deck[i] in accepts for i, _ in self.reach(len(deck), ptr, pss)):
            return True
        for pile, first in zip(piles, down):
            for k in range(first, len(pile)):
                if pile[k] in accepts:
                    return True
        return False

    @staticmethod
    def child(move, piles, down, deck, ptr, pss, found):
        kind, a, b, c = move
        piles = list(piles)
        down = list(down)
        if kind == _UP or kind == _PILE:
            pile = piles[a]
            cut = len(pile) - 1 if kind == _UP else b
            run = pile[cut:]
            piles[a] = pile[:cut]
            if cut and down[a] == cut:
                down[a] -= 1
        else:
            run = (deck[a],)
            deck = deck[:a] + deck[a + 1 :]
            ptr, pss = a, b
        if kind == _UP:
            found = _placed(found, b, run[0])
        elif kind == _DECK_UP:
            found = _placed(found, c, run[0])
        else:
            piles[c] = piles[c] + run
        return tuple(piles), tuple(down), deck, ptr, pss, found


def _finish(piles: list, found: tuple, lockstep: bool) -> list:
    """The rest of a won game with the deck empty and every tile face up: whatever can go up, in turn."""
    piles = list(piles)
    line = []
    while any(piles):
        for i, pile in enumerate(piles):
            if pile:
                sets = _up_sets(found, pile[-1], lockstep)
                if sets:
                    line.append((_UP, i, sets[0], 0))
                    found = _placed(found, sets[0], pile[-1])
                    piles[i] = pile[:-1]
    return line


def _real_moves(state: State, line: list) -> tuple[Move, ...]:
    """The search's moves as the game's, clicks of the stock included, checked by playing them."""
    out = []
    for kind, a, b, c in line:
        if kind in (_DECK_UP, _DECK_PILE):
            while (state.pass_index, len(state.waste)) != (b, a + 1):
                click = Draw() if state.stock else Redeal()
                out.append(click)
                state = apply(state, click)
            tile = state.waste[-1]
        elif kind == _UP:
            tile = state.tableau[a][-1]
        else:
            tile = state.tableau[a][b]
        if kind in (_UP, _DECK_UP):
            first = (b if kind == _UP else c) * PILES_PER_SET
            pile = next(p for p in range(first, first + PILES_PER_SET) if foundation_refusal(state, tile, p) is None)
            move: Move = ToFoundation(tile, pile)
        else:
            move = ToTableau(tile, c)
        out.append(move)
        state = apply(state, move)
    return tuple(out)


def playout(state: State, rng: DealRandom | None = None) -> tuple[Move, ...] | None:
    """The moves of a player who takes `game.hint` (or, with `rng`, now and then another useful move: one up, one
    that turns a tile over or plays from the waste, a click of the stock), when they win from `state`."""
    line = []
    for _ in range(PLAYOUT_MOVES):
        move = hint(state)
        if move is None:
            break
        if rng is not None and rng.below(1000) < DETOUR_CHANCE * 1000:
            useful = [m for m in legal_moves(state) if isinstance(m, (ToFoundation, Draw, Redeal))
                      or _turns_up(state, m) or _from_waste(state, m)]
            move = rng.choice(useful) if useful else move
        line.append(move)
        state = apply(state, move)
    return tuple(line) if is_won(state) else None


def playouts(state: State, count: int = PLAYOUTS) -> tuple[Move, ...] | None:
    """The first winning line of the hint-follower and `count` players who stray now and then (their streams are
    the deal's own, so the answer is the same every time)."""
    line = playout(state)
    for k in range(count):
        if line is not None:
            break
        line = playout(state, deal_random(GAME_ID, state.deal, f"playout-{k}"))
    return line


def solve(state: State, node_budget: int | None = None) -> Solution:
    """First games played out (most winnable deals are won so in a second or two), then the exact search."""
    if is_won(state):
        return Solution(True, (), 0)
    if is_stuck(state):
        return Solution(False, (), 0)
    budget = DEFAULT_NODE_BUDGET if node_budget is None else node_budget
    if proved_lost(_position(state), state.options):
        return Solution(False, (), 1)
    line = playouts(state, PLAYOUTS if budget >= DEFAULT_NODE_BUDGET else PLAYOUTS_IN_PLAY)
    if line is not None:
        return Solution(True, line, len(line))
    return search(state, budget)


def search(state: State, node_budget: int | None = None) -> Solution:
    """The exact search alone: a win, a proof that there is none, or None past the budget."""
    search = _Search(state, DEFAULT_NODE_BUDGET if node_budget is None else node_budget)
    try:
        found = search.run(state)
    except _BudgetSpent:
        return Solution(None, (), search.nodes)
    if found is None:
        return Solution(False, (), search.nodes)
    return Solution(True, _real_moves(state, found), search.nodes)


def position_key(state: State) -> tuple:
    """Equal for positions that play alike: where each tile lies (by id, so a hint found for one fits the other),
    the foundations as the search reads them, and the pass (with unlimited redeals, the passes that turn alike are
    one)."""
    redeals = state.options.redeals
    passes = min(state.pass_index, len(state.options.draw) - 1) if redeals is None else state.pass_index
    return (state.options.key, state.tableau, state.face_down, state.stock, state.waste, passes,
            _foundations(state))


_VERDICTS = VerdictMemo()


def verdict(state: State, node_budget: int = VERDICT_NODE_BUDGET) -> Verdict:
    """Can this game still be won, and the next move of a winning line. Kept per position, with every position of
    a winning line found: undo answers at once, and so does each position along a line a player follows."""
    key = (position_key(state), node_budget)
    known = _VERDICTS.get(key)
    if known is not None:
        return known
    result = solve(state, node_budget)
    if not (result.winnable and result.line):
        _VERDICTS.remember(key, Verdict(result.winnable, None))
        return Verdict(result.winnable, None)
    remember_line(state, result.line, node_budget)
    return Verdict(True, result.line[0])


def remember_line(state: State, line: tuple[Move, ...], node_budget: int = VERDICT_NODE_BUDGET) -> None:
    """Every position along a winning line is winnable, with the line's next move as its hint."""
    for move in line:
        _VERDICTS.remember((position_key(state), node_budget), Verdict(True, move))
        state = apply(state, move)
