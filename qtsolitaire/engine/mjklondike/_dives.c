/* The dives of win_search.py, compiled: the same positions in the same order, so the same lines and counts.

   win_search.py is the reference and says why each step is there; this file only says where it departs from a
   line-by-line reading of it. The tile tables, the rule set and the dives' constants all come from Python, so
   nothing of the rules is written here twice but the moves themselves.

   - A position is remembered by a 128-bit hash of its key (search.py's `seen_key`) rather than the key: at a
     few hundred thousand positions two keys share a hash with a chance far below 1e-25, and a dive's line is
     replayed by the game before anyone sees it.
   - A dive's moves are built at once, not lazily (`_Order`): the order is the same. */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NPILES 12
#define NSETS 3
#define MAXH 40     /* a pile: at most 11 face-down tiles, then a run of at most 11 ranks */
#define MAXDECK 64  /* the deck: 54 tiles */
#define MAXFACES 64 /* faces: 34, each a bit of a uint64_t */
#define MAXDRAW 16  /* passes that turn a number of their own; a rule set with more runs the Python dives */
#define MAXREACH ((MAXDRAW + 1) * MAXDECK + 1)
#define MAXPASS 0x3FFE /* a move's pass has 14 bits */

enum { UP = 0, DECK_UP = 1, PILE = 2, DECK_PILE = 3 };

typedef uint32_t Move; /* kind 2 bits, a 8, b 14 (a pass), c 8 */
#define MV(k, a, b, c) (((uint32_t)(k) << 30) | ((uint32_t)(a) << 22) | ((uint32_t)(b) << 8) | (uint32_t)(c))
#define MK(m) ((int)((m) >> 30))
#define MA(m) ((int)(((m) >> 22) & 0xFF))
#define MB(m) ((int)(((m) >> 8) & 0x3FFF))
#define MC(m) ((int)((m) & 0xFF))

/* position.py's foundations: per set the heights of its piles sorted, its dragon (-1: none yet), its winds */
typedef struct {
    uint8_t h[NSETS][4];
    int8_t dragon[NSETS];
    uint8_t winds[NSETS];
} Found;

/* position.py's reading of a position, shared by the frames that hold it (`refs`) */
typedef struct {
    int refs;
    uint8_t len[NPILES], down[NPILES], t[NPILES][MAXH];
    uint8_t deck[MAXDECK];
    int decklen, ptr, pss;
    Found f;
} Pos;

/* a list of moves, shared by the frames that hold it */
typedef struct {
    int refs, n, cap;
    Move m[];
} Moves;

/* a position the dives entered, by the hash of its key, and its `_Taken` */
typedef struct {
    uint64_t h1, h2;
    int dead, dive;
    int n, cap;
    Move *taken;
} Entry;

/* a frame of a dive: [safe moves, position, moves, how many tried, quiet moves before it, all moves kept, entry] */
typedef struct {
    Moves *safe;
    Pos *pos;
    Moves *moves;
    int tried, streak, quiet_too, entry;
} Frame;

typedef struct {
    Frame *f;
    int n, cap;
} Stack;

/* a far line of the pool: its score, its frames, and per frame whether it is spent as a point */
typedef struct {
    int score;
    Stack frames;
    uint8_t *spent;
} Line;

typedef struct {
    uint64_t state;
} Rng;

/* the search: win_search.py's `_Dives` */
typedef struct {
    /* tables */
    int nfaces;
    int rank[MAXFACES], suit[MAXFACES], wind_bit[MAXFACES], empty_takes[MAXFACES];
    uint64_t accepts[MAXFACES]; /* per face u: the faces that may lie on it */
    int lockstep, redeals, same_from, complete, ndraw, draw[MAXDRAW];
    /* constants */
    int slack, detour_per_mille, width, quiet_run, early_bias, pool, pass_cost, tile_count;
    long budget, nodes;
    /* transpositions */
    Entry *entries;
    int nentries, capentries;
    int32_t *index;
    uint64_t mask;
    /* dives */
    int dive_number;
    Line *lines;
    int nlines;
    int line; /* index in lines of the dive under way's line, or -1 */
} S;

/* ---- small helpers ---- */

static Moves *moves_new(int cap) {
    if (cap < 4) cap = 4;
    Moves *m = malloc(sizeof(Moves) + sizeof(Move) * cap);
    m->refs = 1;
    m->n = 0;
    m->cap = cap;
    return m;
}

static void moves_push(Moves **mp, Move v) {
    Moves *m = *mp;
    if (m->n == m->cap) {
        m->cap *= 2;
        m = realloc(m, sizeof(Moves) + sizeof(Move) * m->cap);
        *mp = m;
    }
    m->m[m->n++] = v;
}

static void moves_decref(Moves *m) {
    if (m && --m->refs == 0) free(m);
}

static void pos_decref(Pos *p) {
    if (p && --p->refs == 0) free(p);
}

static void frame_incref(Frame *f) {
    f->safe->refs++;
    if (f->pos) f->pos->refs++;
    f->moves->refs++;
}

static void frame_release(Frame *f) {
    moves_decref(f->safe);
    pos_decref(f->pos);
    moves_decref(f->moves);
}

static void stack_push(Stack *s, Frame f) {
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 64;
        s->f = realloc(s->f, sizeof(Frame) * s->cap);
    }
    s->f[s->n++] = f;
}

static void stack_clear(Stack *s) {
    for (int i = 0; i < s->n; i++) frame_release(&s->f[i]);
    s->n = 0;
}

static void stack_free(Stack *s) {
    stack_clear(s);
    free(s->f);
    s->f = NULL;
    s->cap = 0;
}

static uint64_t rng_next(Rng *r) {
    r->state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = r->state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* deals.DealRandom.below */
static int rng_below(Rng *r, int n) {
    uint64_t span_mod = ((uint64_t)0 - (uint64_t)n) % (uint64_t)n; /* 2**64 % n */
    uint64_t limit = (uint64_t)0 - span_mod;                        /* 2**64 - that, unless it is 0 */
    while (1) {
        uint64_t v = rng_next(r);
        if (span_mod == 0 || v < limit) return (int)(v % (uint64_t)n);
    }
}

/* ---- foundations (position.py) ---- */

static int up_sets(S *s, const Found *f, int code, int out[NSETS]) {
    int rank = s->rank[code], suit = s->suit[code], n = 0;
    if (suit >= 0) {
        const uint8_t *h = f->h[suit];
        int ok;
        if (s->lockstep)
            ok = h[0] == rank;
        else
            ok = h[0] == rank || h[1] == rank || h[2] == rank || h[3] == rank;
        if (ok) out[n++] = suit;
        return n;
    }
    if (rank == 0) {
        for (int k = 0; k < NSETS; k++) {
            if (f->dragon[k] == code) {
                if (f->h[k][0] == 0) {
                    out[0] = k;
                    return 1;
                }
                return 0;
            }
            if (f->dragon[k] < 0) out[n++] = k;
        }
        return n;
    }
    int bit = s->wind_bit[code];
    for (int k = 0; k < NSETS; k++) {
        const uint8_t *h = f->h[k];
        int ready = s->lockstep ? h[0] == 10 : (h[0] == 10 || h[1] == 10 || h[2] == 10 || h[3] == 10);
        if (!(f->winds[k] & bit) && ready) out[n++] = k;
    }
    return n;
}

static void placed(S *s, Found *f, int k, int code) {
    int rank = s->rank[code];
    uint8_t *h = f->h[k];
    for (int i = 3; i >= 0; i--)
        if (h[i] == rank) {
            h[i] = rank + 1;
            break;
        }
    if (rank == 0)
        f->dragon[k] = code;
    else if (rank == 10)
        f->winds[k] |= s->wind_bit[code];
}

static int safe_set(S *s, const Found *f, int code) {
    int rank = s->rank[code], suit = s->suit[code];
    if (suit >= 0) {
        if (f->h[suit][0] != rank) return -1;
        int done = 1;
        if (rank == 1) {
            for (int k = 0; k < NSETS; k++)
                if (f->h[k][0] < 1) done = 0;
        } else {
            for (int k = 0; k < NSETS; k++)
                if (k != suit && f->h[k][0] < rank) done = 0;
        }
        return done ? suit : -1;
    }
    if (rank == 10)
        for (int k = 0; k < NSETS; k++)
            if (f->h[k][0] < 10) return -1;
    int sets[NSETS];
    int n = up_sets(s, f, code, sets);
    return (n == 1 || (n && rank == 10)) ? sets[0] : -1;
}

/* ---- transpositions ---- */

static int cmp_pile(const Pos *p, int a, int b) {
    if (p->down[a] != p->down[b]) return p->down[a] - p->down[b];
    if (p->len[a] != p->len[b]) return p->len[a] - p->len[b];
    return memcmp(p->t[a], p->t[b], p->len[a]);
}

static void hash_bytes(uint64_t *h1, uint64_t *h2, const uint8_t *b, int n) {
    for (int i = 0; i < n; i++) {
        *h1 = (*h1 ^ b[i]) * 0x100000001B3ULL;
        *h2 = (*h2 + b[i] + 1) * 0x9E3779B97F4A7C15ULL;
        *h2 ^= *h2 >> 29;
    }
}

static int pass_key(S *s, int pss) {
    if (s->redeals < 0) return pss < s->same_from ? pss : s->same_from;
    return pss;
}

static void key_hash(S *s, const Pos *p, uint64_t *o1, uint64_t *o2) {
    int order[NPILES];
    for (int i = 0; i < NPILES; i++) {
        int j = i;
        while (j > 0 && cmp_pile(p, order[j - 1], i) > 0) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
    uint64_t h1 = 0xCBF29CE484222325ULL, h2 = 0x6A09E667F3BCC909ULL;
    for (int k = 0; k < NPILES; k++) {
        int i = order[k];
        uint8_t head[2] = {p->down[i], p->len[i]};
        hash_bytes(&h1, &h2, head, 2);
        hash_bytes(&h1, &h2, p->t[i], p->len[i]);
    }
    int pass = pass_key(s, p->pss);
    uint8_t mid[5] = {(uint8_t)p->decklen, (uint8_t)p->ptr, (uint8_t)pass, (uint8_t)(pass >> 8), 0xFF};
    hash_bytes(&h1, &h2, mid, sizeof mid);
    hash_bytes(&h1, &h2, p->deck, p->decklen);
    hash_bytes(&h1, &h2, (const uint8_t *)&p->f, sizeof(Found));
    *o1 = h1;
    *o2 = h2 ^ (h2 >> 31);
}

static void table_grow(S *s) {
    uint64_t size = (s->mask + 1) * 2;
    free(s->index);
    s->index = malloc(sizeof(int32_t) * size);
    memset(s->index, 0xFF, sizeof(int32_t) * size);
    s->mask = size - 1;
    for (int e = 0; e < s->nentries; e++) {
        uint64_t i = s->entries[e].h1 & s->mask;
        while (s->index[i] >= 0) i = (i + 1) & s->mask;
        s->index[i] = e;
    }
}

static int table_entry(S *s, uint64_t h1, uint64_t h2) {
    uint64_t i = h1 & s->mask;
    while (s->index[i] >= 0) {
        Entry *e = &s->entries[s->index[i]];
        if (e->h1 == h1 && e->h2 == h2) return s->index[i];
        i = (i + 1) & s->mask;
    }
    if (s->nentries == s->capentries) {
        s->capentries = s->capentries ? s->capentries * 2 : 4096;
        s->entries = realloc(s->entries, sizeof(Entry) * s->capentries);
    }
    int e = s->nentries++;
    Entry *n = &s->entries[e];
    n->h1 = h1;
    n->h2 = h2;
    n->dead = 0;
    n->dive = -1;
    n->n = n->cap = 0;
    n->taken = NULL;
    s->index[i] = e;
    if ((uint64_t)s->nentries * 2 > s->mask) table_grow(s);
    return e;
}

static int taken_has(const Entry *e, Move m) {
    for (int i = 0; i < e->n; i++)
        if (e->taken[i] == m) return 1;
    return 0;
}

static void taken_add(Entry *e, Move m) {
    if (taken_has(e, m)) return;
    if (e->n == e->cap) {
        e->cap = e->cap ? e->cap * 2 : 2;
        e->taken = realloc(e->taken, sizeof(Move) * e->cap);
    }
    e->taken[e->n++] = m;
}

/* ---- entering a position (search.py's `enter`) ---- */

#define ENTER_NONE 0
#define ENTER_OK 1
#define ENTER_WON 2
#define ENTER_SPENT 3

/* Consumes `p` (takes its reference). On ENTER_OK `*out` is the position after the safe moves and `*entry` its
   entry; on ENTER_WON `*safe` holds the safe moves and the finish. */
static int enter(S *s, Pos *p, Moves **safe, Pos **out, int *entry) {
    Moves *sm = moves_new(4);
    int moved = 1;
    while (moved) {
        moved = 0;
        for (int i = 0; i < NPILES; i++) {
            if (p->len[i]) {
                int top = p->t[i][p->len[i] - 1];
                int k = safe_set(s, &p->f, top);
                if (k >= 0) {
                    moves_push(&sm, MV(UP, i, k, 0));
                    placed(s, &p->f, k, top);
                    p->len[i]--;
                    if (p->len[i] && p->down[i] == p->len[i]) p->down[i]--;
                    moved = 1;
                }
            }
        }
    }
    int any_down = 0;
    for (int i = 0; i < NPILES; i++) any_down |= p->down[i];
    if (!p->decklen && !any_down && s->complete) {
        /* _finish */
        int left = 1;
        while (left) {
            left = 0;
            for (int i = 0; i < NPILES; i++) {
                if (p->len[i]) {
                    int sets[NSETS];
                    int top = p->t[i][p->len[i] - 1];
                    if (up_sets(s, &p->f, top, sets)) {
                        moves_push(&sm, MV(UP, i, sets[0], 0));
                        placed(s, &p->f, sets[0], top);
                        p->len[i]--;
                    }
                    left |= p->len[i] != 0;
                }
            }
        }
        pos_decref(p);
        *safe = sm;
        return ENTER_WON;
    }
    uint64_t h1, h2;
    key_hash(s, p, &h1, &h2);
    int e = table_entry(s, h1, h2);
    Entry *en = &s->entries[e];
    if (en->dead || en->dive == s->dive_number) {
        pos_decref(p);
        moves_decref(sm);
        return ENTER_NONE;
    }
    en->dive = s->dive_number;
    s->nodes++;
    if (s->nodes > s->budget) {
        pos_decref(p);
        moves_decref(sm);
        return ENTER_SPENT;
    }
    *safe = sm;
    *out = p;
    *entry = e;
    return ENTER_OK;
}

static Pos *child(S *s, Move m, const Pos *from) {
    Pos *p = malloc(sizeof(Pos));
    memcpy(p, from, sizeof(Pos));
    p->refs = 1;
    int kind = MK(m), a = MA(m), b = MB(m), c = MC(m);
    uint8_t run[MAXH];
    int runlen;
    if (kind == UP || kind == PILE) {
        int cut = kind == UP ? p->len[a] - 1 : b;
        runlen = p->len[a] - cut;
        memcpy(run, p->t[a] + cut, runlen);
        p->len[a] = cut;
        if (cut && p->down[a] == cut) p->down[a]--;
    } else {
        run[0] = p->deck[a];
        runlen = 1;
        memmove(p->deck + a, p->deck + a + 1, p->decklen - a - 1);
        p->decklen--;
        p->ptr = a;
        p->pss = b;
    }
    if (kind == UP)
        placed(s, &p->f, b, run[0]);
    else if (kind == DECK_UP)
        placed(s, &p->f, c, run[0]);
    else {
        memcpy(p->t[c] + p->len[c], run, runlen);
        p->len[c] += runlen;
    }
    return p;
}

/* ---- the moves (search.py's `landing`, `reach`, ... and win_search.py's `order`) ---- */

typedef struct {
    int ups[MAXFACES][NSETS], nups[MAXFACES];
    int onto[MAXFACES][NPILES * 2], nonto[MAXFACES];
    int empty;
    int reach[MAXREACH][2], nreach;
} Ctx;

static void landing(S *s, const Pos *p, Ctx *c) {
    int faces[NPILES], piles_of[NPILES][NPILES], npiles_of[NPILES], nfaces = 0;
    c->empty = -1;
    for (int j = 0; j < NPILES; j++) {
        if (p->len[j]) {
            int u = p->t[j][p->len[j] - 1], f;
            for (f = 0; f < nfaces && faces[f] != u; f++)
                ;
            if (f == nfaces) {
                faces[nfaces] = u;
                npiles_of[nfaces++] = 0;
            }
            piles_of[f][npiles_of[f]++] = j;
        } else if (c->empty < 0)
            c->empty = j;
    }
    for (int code = 0; code < s->nfaces; code++) c->nonto[code] = 0;
    for (int f = 0; f < nfaces; f++) {
        uint64_t acc = s->accepts[faces[f]];
        while (acc) {
            int code = __builtin_ctzll(acc);
            acc &= acc - 1;
            for (int k = 0; k < npiles_of[f]; k++) c->onto[code][c->nonto[code]++] = piles_of[f][k];
        }
    }
}

static void reach(S *s, int size, int ptr, int pss, Ctx *c) {
    int n = 0;
    if (ptr) {
        c->reach[n][0] = ptr - 1;
        c->reach[n++][1] = pss;
    }
    c->nreach = n;
    if (!size) return;
    uint8_t shown_late[MAXDECK] = {0};
    if (pss >= s->same_from)
        for (int i = 0; i < n; i++) shown_late[c->reach[i][0]] = 1;
    int q = pss, pp = ptr;
    while (1) {
        int step = s->draw[q < s->ndraw ? q : s->ndraw - 1];
        while (pp < size) {
            pp = pp + step < size ? pp + step : size;
            if (q >= s->same_from) {
                if (shown_late[pp - 1]) continue;
                shown_late[pp - 1] = 1;
            }
            c->reach[n][0] = pp - 1; /* at most one per tile and pass, on at most MAXDRAW + 1 passes */
            c->reach[n++][1] = q;
        }
        if (s->redeals >= 0 && q >= s->redeals) break;
        /* search.py stops here only with unlimited redeals: with many redeals the later passes add nothing */
        if (q > pss && q >= s->same_from) break;
        q++;
        pp = 0;
    }
    c->nreach = n;
}

static void context(S *s, const Pos *p, Ctx *c) {
    for (int code = 0; code < s->nfaces; code++) c->nups[code] = up_sets(s, &p->f, code, c->ups[code]);
    landing(s, p, c);
    reach(s, p->decklen, p->ptr, p->pss, c);
}

/* targets of a run headed by `head` taken off a tile (or from the stock) */
static int targets(S *s, const Ctx *c, int head, int off_a_tile, int out[]) {
    int n = c->nonto[head];
    memcpy(out, c->onto[head], sizeof(int) * n);
    if (c->empty >= 0 && off_a_tile && s->empty_takes[head]) out[n++] = c->empty;
    return n;
}

static void deck_moves(S *s, const Pos *p, const Ctx *c, int r, Moves **out) {
    int index = c->reach[r][0], q = c->reach[r][1], code = p->deck[index];
    for (int k = 0; k < c->nups[code]; k++) moves_push(out, MV(DECK_UP, index, q, c->ups[code][k]));
    int t[NPILES * 2 + 1];
    int n = targets(s, c, code, 1, t);
    for (int k = 0; k < n; k++) moves_push(out, MV(DECK_PILE, index, q, t[k]));
}

/* quiet runs: (pile, index) with their targets, as search.py's `quiet_runs` lists them */
typedef struct {
    int i, k, n, t[NPILES * 2 + 1];
} Run;

static int quiet_runs(S *s, const Pos *p, const Ctx *c, Run *out) {
    int n = 0, usable_known = 0;
    uint64_t usable = 0;
    for (int i = 0; i < NPILES; i++) {
        int first = p->down[i];
        for (int k = first ? first + 1 : 0; k < p->len[i]; k++) {
            int head = p->t[i][k];
            int takes_empty = c->empty >= 0 && s->empty_takes[head];
            if (!c->nonto[head] && !takes_empty) continue;
            if (!k) {
                if (c->nonto[head]) {
                    out[n].i = i;
                    out[n].k = 0;
                    out[n].n = c->nonto[head];
                    memcpy(out[n].t, c->onto[head], sizeof(int) * c->nonto[head]);
                    n++;
                }
                continue;
            }
            int tile = p->t[i][k - 1];
            if (!c->nups[tile]) {
                if (!usable_known) {
                    for (int j = 0; j < NPILES; j++)
                        for (int x = p->down[j]; x < p->len[j]; x++) usable |= 1ULL << p->t[j][x];
                    for (int r = 0; r < c->nreach; r++) usable |= 1ULL << p->deck[c->reach[r][0]];
                    usable_known = 1;
                }
                if (!(s->accepts[tile] & usable)) continue;
            }
            out[n].i = i;
            out[n].k = k;
            out[n].n = targets(s, c, head, 1, out[n].t);
            n++;
        }
    }
    return n;
}

/* win_search.py's `_Rooms.place`: -1 stands for None */
#define NO_RANK (-1)

static int room_rank(S *s, const Ctx *c, int tile, const int first_shown[], uint64_t heads) {
    uint64_t takes;
    if (tile < 0) {
        for (int code = 0; code < s->nfaces; code++)
            if ((heads >> code & 1) && s->empty_takes[code]) return 0;
        takes = 0;
        for (int code = 0; code < s->nfaces; code++)
            if (first_shown[code] >= 0 && s->empty_takes[code]) takes |= 1ULL << code;
    } else {
        if (c->nups[tile]) return 0;
        takes = s->accepts[tile];
        if (heads & takes) return 0;
    }
    int first = NO_RANK;
    while (takes) {
        int code = __builtin_ctzll(takes);
        takes &= takes - 1;
        int shown = first_shown[code];
        if (shown >= 0 && (first == NO_RANK || shown < first)) first = shown;
    }
    return first;
}

/* The moves from `p` in the dives' order (`_Dives.order` and `later_moves`). */
static Moves *order(S *s, const Pos *p, int quiet_too) {
    Ctx c;
    context(s, p, &c);
    Moves *m = moves_new(32);
    for (int i = 0; i < NPILES; i++)
        if (p->len[i]) {
            int top = p->t[i][p->len[i] - 1];
            for (int k = 0; k < c.nups[top]; k++) moves_push(&m, MV(UP, i, c.ups[top][k], 0));
        }
    /* turn-ups, the deepest pile first (a stable sort by the face-down count, descending) */
    int order_of[NPILES], nt = 0, ntargets[NPILES], turn_targets[NPILES][NPILES * 2 + 1];
    for (int i = 0; i < NPILES; i++) {
        int first = p->down[i];
        if (first && (ntargets[i] = targets(s, &c, p->t[i][first], 1, turn_targets[i]))) {
            int j = nt++;
            for (; j > 0 && p->down[order_of[j - 1]] < first; j--) order_of[j] = order_of[j - 1];
            order_of[j] = i;
        }
    }
    for (int x = 0; x < nt; x++) {
        int i = order_of[x];
        for (int k = 0; k < ntargets[i]; k++) moves_push(&m, MV(PILE, i, p->down[i], turn_targets[i][k]));
    }
    if (c.nreach) deck_moves(s, p, &c, 0, &m);
    /* later: quiet runs by the rank of what they make room for, and the stock's later tiles */
    Run runs[NPILES * MAXH];
    int nruns = quiet_too ? quiet_runs(s, p, &c, runs) : 0;
    int rank_of[NPILES * MAXH];
    if (nruns) {
        int first_shown[MAXFACES];
        for (int code = 0; code < s->nfaces; code++) first_shown[code] = -1;
        for (int r = 0; r < c.nreach; r++) {
            int code = p->deck[c.reach[r][0]];
            if (first_shown[code] < 0) first_shown[code] = r;
        }
        uint64_t heads = 0;
        for (int i = 0; i < NPILES; i++)
            if (p->down[i]) heads |= 1ULL << p->t[i][p->down[i]];
        int known[MAXFACES + 1];
        for (int x = 0; x <= s->nfaces; x++) known[x] = -2;
        for (int x = 0; x < nruns; x++) {
            int tile = runs[x].k ? p->t[runs[x].i][runs[x].k - 1] : -1;
            int slot = tile < 0 ? s->nfaces : tile;
            if (known[slot] == -2) known[slot] = room_rank(s, &c, tile, first_shown, heads);
            rank_of[x] = known[slot];
        }
    }
    int ranks[MAXREACH + 1], nranks = 0;
    ranks[nranks++] = 0;
    for (int r = 1; r < c.nreach; r++) ranks[nranks++] = r;
    ranks[nranks++] = NO_RANK;
    for (int x = 0; x < nranks; x++) {
        int rank = ranks[x];
        for (int whole = 1; whole >= 0; whole--)
            for (int y = 0; y < nruns; y++)
                if (rank_of[y] == rank && (runs[y].k == 0) == whole)
                    for (int k = 0; k < runs[y].n; k++) moves_push(&m, MV(PILE, runs[y].i, runs[y].k, runs[y].t[k]));
        if (rank > 0) deck_moves(s, p, &c, rank, &m);
    }
    return m;
}

/* ---- the dives ---- */

static int score(S *s, const Pos *p) {
    int up = 0, down = 0;
    for (int k = 0; k < NSETS; k++) up += p->f.h[k][0] + p->f.h[k][1] + p->f.h[k][2] + p->f.h[k][3];
    for (int i = 0; i < NPILES; i++) down += p->down[i];
    return up - down - s->pass_cost * p->pss;
}

static int quiet(Move m, const Pos *p) {
    if (MK(m) != PILE) return 0;
    int a = MA(m), b = MB(m);
    return !(b == p->down[a] && p->down[a] > 0);
}

static Moves *untaken_first(Moves *m, const Entry *e) {
    Moves *out = moves_new(m->n);
    if (!e->n) {
        memcpy(out->m, m->m, sizeof(Move) * m->n);
        out->n = m->n;
        return out;
    }
    for (int i = 0; i < m->n; i++)
        if (!taken_has(e, m->m[i])) out->m[out->n++] = m->m[i];
    for (int i = 0; i < m->n; i++)
        if (taken_has(e, m->m[i])) out->m[out->n++] = m->m[i];
    return out;
}

static void move_to_front(Moves *m, int i) {
    Move v = m->m[i];
    memmove(m->m + 1, m->m, sizeof(Move) * i);
    m->m[0] = v;
}

/* Drops line i from the pool (Python's `del self.lines[i]`). */
static void drop_line(S *s, int i) {
    stack_free(&s->lines[i].frames);
    free(s->lines[i].spent);
    memmove(s->lines + i, s->lines + i + 1, sizeof(Line) * (s->nlines - i - 1));
    s->nlines--;
}

static void reached(S *s, int sc, Stack *stack) {
    Line *line;
    if (s->line < 0) {
        if (s->nlines == s->pool) {
            int least = 0;
            for (int i = 1; i < s->pool; i++)
                if (s->lines[i].score < s->lines[least].score) least = i;
            if (sc <= s->lines[least].score) return;
            drop_line(s, least);
        }
        line = &s->lines[s->nlines];
        memset(line, 0, sizeof(Line));
        s->line = s->nlines++;
    }
    line = &s->lines[s->line];
    line->score = sc;
    stack_clear(&line->frames);
    for (int i = 0; i < stack->n; i++) {
        Frame f = stack->f[i];
        frame_incref(&f);
        stack_push(&line->frames, f);
    }
    free(line->spent);
    line->spent = calloc(stack->n + 1, 1);
}

/* A winning line: each frame's safe moves and the move it is trying, then `safe`. */
static Moves *won_line(Stack *stack, Moves *safe) {
    Moves *line = moves_new(256);
    for (int i = 0; i < stack->n; i++) {
        Frame *f = &stack->f[i];
        for (int k = 0; k < f->safe->n; k++) moves_push(&line, f->safe->m[k]);
        moves_push(&line, f->moves->m[f->tried - 1]);
    }
    for (int k = 0; k < safe->n; k++) moves_push(&line, safe->m[k]);
    return line;
}

/* What a dive or a restart ends with; a win hands its line over in `*won`. */
enum { DIVE_LOST, DIVE_WON, DIVE_SPENT, DIVES_EXHAUSTED };

/* win_search.py's `_Dives.dive`. No Python object is touched: the search runs without the GIL. */
static int dive(S *s, Stack *stack, Rng *rng, Pos *root, Moves **won) {
    int floor = stack->n - (root == NULL);
    s->dive_number++;
    for (int i = 0; i < stack->n; i++) s->entries[stack->f[i].entry].dive = s->dive_number;
    long start = s->nodes;
    int deepest = 0, furthest = -s->tile_count, streak = 0;
    s->line = -1;
    int status = ENTER_NONE;
    Moves *safe = NULL;
    Pos *pos = NULL;
    int entry = -1;
    if (root) status = enter(s, root, &safe, &pos, &entry);
    while (1) {
        if (status == ENTER_SPENT) return DIVE_SPENT;
        if (status == ENTER_WON) {
            *won = won_line(stack, safe);
            moves_decref(safe);
            return DIVE_WON;
        }
        if (status == ENTER_OK) {
            int quiet_too = streak < s->quiet_run;
            Moves *m = order(s, pos, quiet_too);
            Entry *e = &s->entries[entry];
            if (e->n) {
                Moves *u = untaken_first(m, e);
                moves_decref(m);
                m = u;
            }
            if (rng && m->n >= 2 && rng_below(rng, 1000) < s->detour_per_mille) {
                int w = m->n - 1 < s->width ? m->n - 1 : s->width;
                move_to_front(m, 1 + rng_below(rng, w));
            }
            Frame f = {safe, pos, m, 0, streak, quiet_too, entry};
            stack_push(stack, f);
            if (stack->n - floor > deepest) deepest = stack->n - floor;
            int sc = score(s, pos);
            if (sc > furthest) {
                furthest = sc;
                reached(s, sc, stack);
            }
        }
        while (stack->n > floor && stack->f[stack->n - 1].moves->n < stack->f[stack->n - 1].tried + 1) {
            Frame *f = &stack->f[--stack->n];
            if (f->quiet_too) s->entries[f->entry].dead = 1;
            frame_release(f);
        }
        if (stack->n == floor || s->nodes - start - deepest >= s->slack) return DIVE_LOST;
        Frame *f = &stack->f[stack->n - 1];
        Move move = f->moves->m[f->tried++];
        taken_add(&s->entries[f->entry], move);
        streak = quiet(move, f->pos) ? f->streak + 1 : 0;
        status = enter(s, child(s, move, f->pos), &safe, &pos, &entry);
    }
}

/* win_search.py's `_Dives.restart`: how its dive ended, or DIVES_EXHAUSTED when no line is left. */
static int restart(S *s, Rng *rng, Moves **won) {
    int pick, npoints = 0;
    int *points = NULL;
    Line *line;
    while (1) {
        if (!s->nlines) {
            free(points);
            return DIVES_EXHAUSTED;
        }
        pick = s->nlines > 1 ? rng_below(rng, s->nlines) : 0;
        line = &s->lines[pick];
        free(points);
        points = malloc(sizeof(int) * (line->frames.n + 1));
        npoints = 0;
        for (int i = 0; i < line->frames.n; i++)
            if (!line->spent[i] && !s->entries[line->frames.f[i].entry].dead) points[npoints++] = i;
        if (npoints) break;
        drop_line(s, pick);
    }
    int best = rng_below(rng, npoints);
    for (int k = 1; k < s->early_bias; k++) {
        int d = rng_below(rng, npoints);
        if (d < best) best = d;
    }
    int at = points[best];
    free(points);
    Stack stack = {0};
    for (int i = 0; i <= at; i++) {
        Frame f = line->frames.f[i];
        frame_incref(&f);
        stack_push(&stack, f);
    }
    Frame *f = &stack.f[at];
    Entry *e = &s->entries[f->entry];
    Moves *m = untaken_first(f->moves, e);
    int untaken = 0;
    for (int i = 0; i < m->n; i++) untaken += !taken_has(e, m->m[i]);
    if (untaken) move_to_front(m, rng_below(rng, untaken < s->width ? untaken : s->width));
    moves_decref(f->moves);
    f->moves = m;
    f->tried = 0;
    long before = s->nodes;
    /* A dive that enters no position keeps the pool as it is, so the picked line is still there. */
    uint8_t *spent = line->spent;
    int found = dive(s, &stack, rng, NULL, won);
    stack_free(&stack);
    if (s->nodes == before) spent[at] = 1;
    return found;
}

/* ---- the module ---- */

/* Reads a sequence of at most `max` small ints; their count, or -1 with a Python error set. */
static int read_ints(PyObject *seq, int *out, int max, int below, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (!fast) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    for (Py_ssize_t i = 0; i < n && i < max && !PyErr_Occurred(); i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (!PyErr_Occurred() && (v < -1 || v >= below)) PyErr_Format(PyExc_ValueError, "%s: %ld is out of range", what, v);
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    if (!PyErr_Occurred() && n > max) PyErr_Format(PyExc_ValueError, "%s: more than %d", what, max);
    return PyErr_Occurred() ? -1 : (int)n;
}

/* The tile tables, the rule set and the constants (win_search.py's `_compiled_win_search`); -1 on an error. */
static int read_setup(S *s, PyObject *tables, PyObject *rules, PyObject *constants) {
    PyObject *ranks, *suits, *accepts, *winds, *empty_takes, *draws;
    if (!PyArg_ParseTuple(tables, "OOOO", &ranks, &suits, &accepts, &winds)) return -1;
    s->nfaces = read_ints(ranks, s->rank, MAXFACES, 11, "ranks");
    if (s->nfaces < 0 || read_ints(suits, s->suit, MAXFACES, NSETS, "suits") != s->nfaces ||
        read_ints(winds, s->wind_bit, MAXFACES, 256, "winds") != s->nfaces)
        return -1;
    PyObject *fast = PySequence_Fast(accepts, "accepts");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != s->nfaces) PyErr_SetString(PyExc_ValueError, "accepts: one per face");
    for (int i = 0; i < s->nfaces && !PyErr_Occurred(); i++)
        s->accepts[i] = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    if (PyErr_Occurred()) return -1;
    if (!PyArg_ParseTuple(rules, "iOOiii", &s->lockstep, &empty_takes, &draws, &s->redeals, &s->same_from,
                          &s->complete))
        return -1;
    if (read_ints(empty_takes, s->empty_takes, MAXFACES, 2, "empty") != s->nfaces) return -1;
    PyObject *fast_draws = PySequence_Fast(draws, "draw");
    if (!fast_draws) return -1;
    Py_ssize_t passes = PySequence_Fast_GET_SIZE(fast_draws);
    Py_DECREF(fast_draws);
    if (passes > MAXDRAW || s->same_from > MAXDRAW) {
        PyErr_SetString(PyExc_OverflowError, "draw: more passes of their own than the compiled dives hold");
        return -1;
    }
    s->ndraw = read_ints(draws, s->draw, MAXDRAW, MAXDECK, "draw");
    if (s->ndraw <= 0) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "draw: at least one pass");
        return -1;
    }
    if (!PyArg_ParseTuple(constants, "iiiiiiii", &s->slack, &s->detour_per_mille, &s->width, &s->quiet_run,
                          &s->early_bias, &s->pool, &s->pass_cost, &s->tile_count))
        return -1;
    if (s->width < 1 || s->early_bias < 1 || s->pool < 1) {
        PyErr_SetString(PyExc_ValueError, "constants: a width, bias and pool of at least one");
        return -1;
    }
    return 0;
}

/* position.py's `read_position` tuple; -1 on an error. */
static int read_root(S *s, PyObject *position, Pos *p) {
    PyObject *piles, *down, *deck, *found;
    int buf[MAXH];
    if (!PyArg_ParseTuple(position, "OOOiiO", &piles, &down, &deck, &p->ptr, &p->pss, &found)) return -1;
    PyObject *fast = PySequence_Fast(piles, "piles");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != NPILES) PyErr_SetString(PyExc_ValueError, "piles: twelve");
    for (int i = 0; i < NPILES && !PyErr_Occurred(); i++) {
        int n = read_ints(PySequence_Fast_GET_ITEM(fast, i), buf, MAXH, s->nfaces, "pile");
        p->len[i] = n < 0 ? 0 : n;
        for (int k = 0; k < n; k++) p->t[i][k] = buf[k];
    }
    Py_DECREF(fast);
    if (PyErr_Occurred() || read_ints(down, buf, NPILES, MAXH, "down") != NPILES) return -1;
    for (int i = 0; i < NPILES; i++) {
        if (buf[i] < 0 || (buf[i] && buf[i] >= p->len[i])) {
            PyErr_SetString(PyExc_ValueError, "down: the last tile of a pile is face up");
            return -1;
        }
        p->down[i] = buf[i];
    }
    int deckbuf[MAXDECK];
    p->decklen = read_ints(deck, deckbuf, MAXDECK, s->nfaces, "deck");
    if (p->decklen < 0) return -1;
    for (int i = 0; i < p->decklen; i++) p->deck[i] = deckbuf[i];
    if (p->ptr < 0 || p->ptr > p->decklen || p->pss < 0) {
        PyErr_SetString(PyExc_ValueError, "pointer or pass out of range");
        return -1;
    }
    if (p->pss > MAXPASS) {
        PyErr_SetString(PyExc_OverflowError, "pass: more than the compiled dives hold");
        return -1;
    }
    fast = PySequence_Fast(found, "found");
    if (!fast) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != NSETS) PyErr_SetString(PyExc_ValueError, "found: three sets");
    for (int k = 0; k < NSETS && !PyErr_Occurred(); k++) {
        PyObject *heights;
        int dragon, winds, h[4];
        if (PyArg_ParseTuple(PySequence_Fast_GET_ITEM(fast, k), "Oii", &heights, &dragon, &winds) &&
            read_ints(heights, h, 4, 12, "heights") == 4) {
            for (int i = 0; i < 4; i++) p->f.h[k][i] = h[i];
            p->f.dragon[k] = dragon;
            p->f.winds[k] = winds;
        } else if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "heights: four");
    }
    Py_DECREF(fast);
    return PyErr_Occurred() ? -1 : 0;
}

static void free_search(S *s) {
    while (s->nlines) drop_line(s, s->nlines - 1);
    free(s->lines);
    for (int e = 0; e < s->nentries; e++) free(s->entries[e].taken);
    free(s->entries);
    free(s->index);
}

/* search(position, tables, rules, constants, budget, seed, stopped) -> (line or None, positions, stopped):
   `seed(k)` is the seed of the k-th restart's stream; `stopped()` (or None) is asked before each restart. */
static PyObject *search(PyObject *Py_UNUSED(module), PyObject *args) {
    PyObject *position, *tables, *rules, *constants, *seed, *stopped;
    long budget;
    if (!PyArg_ParseTuple(args, "OOOOlOO", &position, &tables, &rules, &constants, &budget, &seed, &stopped))
        return NULL;
    S s;
    memset(&s, 0, sizeof(S));
    if (read_setup(&s, tables, rules, constants) < 0) return NULL;
    s.budget = budget;
    Pos *root = calloc(1, sizeof(Pos));
    root->refs = 1;
    if (read_root(&s, position, root) < 0) {
        free(root);
        return NULL;
    }
    s.mask = 4095;
    s.index = malloc(sizeof(int32_t) * (s.mask + 1));
    memset(s.index, 0xFF, sizeof(int32_t) * (s.mask + 1));
    s.lines = calloc(s.pool + 1, sizeof(Line));
    s.line = -1;

    /* The dives run without the GIL (the window's thread goes on drawing); it is taken back between dives for
       `stopped` and `seed`. */
    int was_stopped = 0, failed = 0, result;
    Moves *won = NULL;
    Stack stack = {0};
    Py_BEGIN_ALLOW_THREADS
    result = dive(&s, &stack, NULL, root, &won);
    stack_free(&stack);
    Py_END_ALLOW_THREADS
    for (long k = 1; result == DIVE_LOST; k++) {
        if (stopped != Py_None) {
            PyObject *answer = PyObject_CallNoArgs(stopped);
            int yes = answer ? PyObject_IsTrue(answer) : -1;
            Py_XDECREF(answer);
            if (yes) {
                failed = yes < 0;
                was_stopped = yes > 0;
                break;
            }
        }
        PyObject *value = PyObject_CallFunction(seed, "l", k);
        Rng rng = {value ? PyLong_AsUnsignedLongLongMask(value) : 0};
        Py_XDECREF(value);
        if (PyErr_Occurred()) {
            failed = 1;
            break;
        }
        Py_BEGIN_ALLOW_THREADS
        result = restart(&s, &rng, &won);
        Py_END_ALLOW_THREADS
    }
    free_search(&s);
    if (failed) {
        moves_decref(won);
        return NULL;
    }
    PyObject *line = Py_None;
    if (won) {
        line = PyList_New(won->n);
        for (int i = 0; line && i < won->n; i++) {
            Move m = won->m[i];
            PyList_SET_ITEM(line, i, Py_BuildValue("(iiii)", MK(m), MA(m), MB(m), MC(m)));
        }
        moves_decref(won);
        if (!line) return NULL;
    } else
        Py_INCREF(Py_None);
    return Py_BuildValue("(Nli)", line, s.nodes, was_stopped);
}

static PyMethodDef methods[] = {
    {"search", search, METH_VARARGS, "The dives of win_search.py: (line or None, positions, stopped)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_dives", NULL, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__dives(void) { return PyModule_Create(&module); }
