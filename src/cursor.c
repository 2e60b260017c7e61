/* cursor.c - the heap index (one replay of the heap trace, with a delta
 * per event and checkpoints of the live set) and the program-order
 * cursor over it (cursor.h).  The replay follows plan.c's rules exactly:
 * an allocation adds its buffer's size, a share makes the buffer count
 * against its root (adding the root's size when the root was not live),
 * a free releases the root's bytes when its last reference goes; events
 * naming unknown buffers, frees of buffers not live and shares that would
 * make a cycle change nothing. */
#include "cursor.h"

#include <stdlib.h>
#include <string.h>

/* The one buffer whose bytes an event changed, and its new state; also a
 * checkpoint's entry (one live root). */
typedef struct hdelta {
    int32_t root;      /* dense lbuf index; -1: the event changed nothing */
    int32_t display;   /* the sharer shown for it, -1: itself */
    int64_t contrib;   /* bytes it holds of the heap now (a multiple of its
                          size: unpadded bytes follow from it at the cursor) */
} hdelta;

enum { NCACHE = 4 };

struct xt_heap_index {
    const xt_plan *p;
    const xt_hlo *hlo;
    const xt_heap_trace *tr;
    size_t n, nb;            /* events, logical buffers */
    int64_t *heap;           /* after each event */
    size_t *born, *died;     /* per buffer, as plan.c records them */
    hdelta *d;                /* per event */
    size_t nck;
    size_t *ck_at;           /* checkpoint k: the live roots before event ck_at[k] */
    size_t *ck_first;        /* nck + 1 offsets into ck */
    hdelta *ck;               /* the checkpoints' live roots */
    struct { size_t w; xt_series s; } cache[NCACHE];
    size_t cache_next;
};

struct xt_cursor {
    xt_heap_index *hx;
    size_t applied;          /* events replayed: pos + 1 */
    int64_t *contrib;
    int32_t *display, *slot; /* slot: index in live[], -1 if not live */
    int32_t *live;
    size_t nlive;
    /* the role totals at `tot_at` (applied), which every key of the plan
     * view reads: one hash lookup a live buffer (30 ms a key, j or k in
     * the plan's list, at 200,000 buffers: a review) */
    size_t tot_at;
    int64_t tot[XT_NROLES];
    uint8_t *role; /* a buffer shown as itself: its role + 1 (0: not yet
                    * read), a lookup of its instruction spared at each
                    * cursor step (15 ms a step at 200,000 buffers) */
    /* each buffer's shape, source and role as xt_cursor_point described
     * it, for the sharer it was shown through (dshow, -1: not yet), their
     * strings in dar: described again at each step, 200,000 buffers took
     * 90 ms of a step in the list at the cursor */
    int32_t *dshow;
    const char **dshape, **dsource;
    uint8_t *drole;
    xt_arena dar;
    /* the last point's buffers in xt_live_buf_cmp's order (ord, nord),
     * each stamped with its epoch, its bytes and its sharer then: the
     * next point merges what changed into them instead of sorting every
     * buffer again (a qsort of 200,000 described buffers was 60% of a
     * step in the list at the cursor) */
    uint32_t *ord, *ostamp, epoch;
    size_t nord;
    int64_t *obytes;
    int32_t *oshow;
};

/* What dar may hold: past it (a trace whose buffers change sharer at
 * every event), buffers are described in the caller's arena each time. */
#define XT_CURSOR_DESC_MAX ((size_t)64 << 20)

/* ---- the one replay --------------------------------------------------------- */

typedef struct build {
    xt_heap_index *hx;
    int64_t *size, *ref, *contrib;
    int32_t *canonical, *display, *slot, *live;
    size_t nlive;
    bool *born_set;
    bool *linked;            /* shares now (plan.c's sim_buf.linked) */
    int32_t *by_id;          /* id -> dense index when ids are small and */
    size_t nids;             /* unique (XLA numbers them from 0), else NULL */
} build;

/* Dense index of logical buffer id: the host's map, or the table that
 * spares a hash lookup per event (the build's cost on long traces). */
static bool lookup(const build *b, int64_t id, size_t *ix)
{
    if (!b->by_id)
        return xt_imap_get(&b->hx->hlo->lbuf_by_id, id, ix);
    if (id < 0 || (uint64_t)id >= b->nids || b->by_id[id] < 0)
        return false;
    *ix = (size_t)b->by_id[id];
    return true;
}

static void id_table(build *b)
{
    const xt_hlo *hlo = b->hx->hlo;
    int64_t max = -1;
    for (size_t i = 0; i < hlo->nlbufs; i++) {
        if (hlo->lbufs[i].id < 0)
            return;
        max = hlo->lbufs[i].id > max ? hlo->lbufs[i].id : max;
    }
    if (max < 0 || (uint64_t)max > 4 * (uint64_t)hlo->nlbufs + 1024 || hlo->nlbufs > INT32_MAX)
        return;
    b->nids = (size_t)max + 1;
    b->by_id = xt_xmalloc(b->nids * sizeof *b->by_id);
    memset(b->by_id, 0xff, b->nids * sizeof *b->by_id);
    for (size_t i = 0; i < hlo->nlbufs; i++) {
        if (b->by_id[hlo->lbufs[i].id] >= 0) {
            /* a repeated id: the host's map decides which one it names */
            free(b->by_id);
            b->by_id = NULL;
            return;
        }
        b->by_id[hlo->lbufs[i].id] = (int32_t)i;
    }
}

static const xt_shape *lbuf_shape(const xt_instr *ins, const xt_lbuf *lb)
{
    if (!ins)
        return NULL;
    const xt_shape *s = xt_shape_at(&ins->shape, lb->shape_index, lb->nindex);
    if (!s && lb->nindex)
        s = xt_shape_at(&ins->shape, &lb->shape_index[lb->nindex - 1], 1);
    return s ? s : &ins->shape;
}

/* As plan.c's: a link changes only when a freed buffer shares again, so
 * the path is compressed. */
static int32_t root_of(const build *b, int32_t i)
{
    int32_t r = i;
    for (size_t steps = 0; b->canonical[r] >= 0 && steps <= b->hx->nb; steps++)
        r = b->canonical[r];
    while (b->canonical[i] >= 0 && b->canonical[i] != r) {
        int32_t next = b->canonical[i];
        b->canonical[i] = r;
        i = next;
    }
    return r;
}

/* The live set of the build and of the cursor: live[0..*n) lists the live
 * roots, slot[r] is r's index there or -1.  Adds or removes r in O(1),
 * the last root taking a removed one's place. */
static inline void set_live(int32_t *slot, int32_t *live, size_t *n, int32_t r, bool is_live)
{
    if (is_live && slot[r] < 0) {
        slot[r] = (int32_t)*n;
        live[(*n)++] = r;
    } else if (!is_live && slot[r] >= 0) {
        int32_t last = live[--*n];
        live[slot[r]] = last;
        slot[last] = slot[r];
        slot[r] = -1;
    }
}

/* Record root r's new bytes as event e's delta, and keep the live list. */
static void changed(build *b, size_t e, int32_t r)
{
    b->hx->d[e] = (hdelta){ r, b->display[r], b->contrib[r] };
    set_live(b->slot, b->live, &b->nlive, r, b->contrib[r] != 0);
}

static void born(build *b, int32_t i, size_t e)
{
    if (!b->born_set[i]) {
        b->born_set[i] = true;
        b->hx->born[i] = e;
        b->hx->died[i] = b->hx->n;
    }
}

static void add_bytes(build *b, int32_t r, int64_t *heap)
{
    b->contrib[r] = xt_sat_add(b->contrib[r], b->size[r]);
    *heap = xt_sat_add(*heap, b->size[r]);
}

static void step(build *b, size_t e, int64_t *heap)
{
    const xt_heap_event *ev = &b->hx->tr->events[e];
    size_t ix, cx;
    b->hx->d[e].root = -1;
    if (!lookup(b, ev->buffer_id, &ix))
        return;
    int32_t i = (int32_t)ix;
    if (ev->kind == XT_HEAP_ALLOC) {
        b->ref[i]++;
        add_bytes(b, i, heap);
        born(b, i, e);
        changed(b, e, i);
    } else if (ev->kind == XT_HEAP_FREE) {
        int32_t r = root_of(b, i);
        if (b->ref[r] <= 0)
            return;
        if (--b->ref[r] == 0) {
            *heap = xt_sat_sub(*heap, b->contrib[r]);
            b->contrib[r] = 0;
            b->display[r] = -1;
            changed(b, e, r);
        }
        b->hx->died[i] = e;
        b->linked[i] = false;
    } else if (ev->kind == XT_HEAP_SHARE) {
        if (!lookup(b, ev->share_with, &cx))
            return;
        if (b->canonical[i] >= 0 && b->linked[i])
            return; /* shares already, not freed since (root_of) */
        int32_t c = (int32_t)cx, r = root_of(b, c);
        if (r == i || root_of(b, i) == r)
            return;
        b->canonical[i] = c;
        b->linked[i] = true;
        if (++b->ref[r] == 1) {
            add_bytes(b, r, heap);
            b->display[r] = i;
            changed(b, e, r);
        }
        born(b, i, e);
    }
}

static void build_init(build *b, xt_heap_index *hx)
{
    size_t nb = hx->nb ? hx->nb : 1;
    memset(b, 0, sizeof *b);
    b->hx = hx;
    b->size = xt_xcalloc(nb, sizeof *b->size);
    b->ref = xt_xcalloc(nb, sizeof *b->ref);
    b->contrib = xt_xcalloc(nb, sizeof *b->contrib);
    b->canonical = xt_xmalloc(nb * sizeof *b->canonical);
    b->display = xt_xmalloc(nb * sizeof *b->display);
    b->slot = xt_xmalloc(nb * sizeof *b->slot);
    b->live = xt_xmalloc(nb * sizeof *b->live);
    b->born_set = xt_xcalloc(nb, sizeof *b->born_set);
    b->linked = xt_xcalloc(nb, sizeof *b->linked);
    for (size_t i = 0; i < hx->nb; i++) {
        const xt_lbuf *lb = &hx->hlo->lbufs[i];
        b->size[i] = lb->size > 0 ? lb->size : 0;
        b->canonical[i] = b->display[i] = b->slot[i] = -1;
    }
    id_table(b);
}

static void build_free(build *b)
{
    free(b->size);
    free(b->ref);
    free(b->contrib);
    free(b->canonical);
    free(b->display);
    free(b->slot);
    free(b->live);
    free(b->born_set);
    free(b->linked);
    free(b->by_id);
}

/* Save the live roots before event e as the next checkpoint. */
static void checkpoint(build *b, size_t e, size_t *cap, size_t kcap[2])
{
    xt_heap_index *hx = b->hx;
    size_t k = hx->nck++;
    xt_grow((void **)&hx->ck_at, &kcap[0], k + 2, sizeof *hx->ck_at);
    xt_grow((void **)&hx->ck_first, &kcap[1], k + 2, sizeof *hx->ck_first);
    hx->ck_at[k] = e;
    size_t at = k ? hx->ck_first[k] : 0;
    hx->ck_first[k] = at;
    xt_grow((void **)&hx->ck, cap, at + b->nlive + 1, sizeof *hx->ck);
    for (size_t j = 0; j < b->nlive; j++) {
        int32_t r = b->live[j];
        hx->ck[at + j] = (hdelta){ r, b->display[r], b->contrib[r] };
    }
    hx->ck_first[k + 1] = at + b->nlive;
}

xt_heap_index *xt_heap_index_build(const xt_plan *p)
{
    if (!p || !p->hlo || !p->heap_trace || !p->heap_trace->nevents)
        return NULL;
    xt_heap_index *hx = xt_xcalloc(1, sizeof *hx);
    hx->p = p;
    hx->hlo = p->hlo;
    hx->tr = p->heap_trace;
    hx->n = hx->tr->nevents;
    hx->nb = hx->hlo->nlbufs;
    hx->heap = xt_xmalloc(hx->n * sizeof *hx->heap);
    hx->born = xt_xcalloc(hx->nb + 1, sizeof *hx->born);
    hx->died = xt_xcalloc(hx->nb + 1, sizeof *hx->died);
    hx->d = xt_xmalloc(hx->n * sizeof *hx->d);
    size_t cap = 0, kcap[2] = { 0, 0 };
    build b;
    build_init(&b, hx);
    int64_t heap = 0;
    /* a checkpoint every XT_CURSOR_CHECKPOINT events, or every as many
     * events as it holds roots when more are live: the checkpoints then
     * hold at most about one root an event (a hostile trace of 150,000
     * roots live across 300,000 events took 1 GB in fixed steps), and a
     * move replays no more deltas than a checkpoint restores roots */
    size_t last = 0;
    for (size_t e = 0; e < hx->n; e++) {
        if (e == 0 || (e - last >= XT_CURSOR_CHECKPOINT && e - last >= b.nlive)) {
            checkpoint(&b, e, &cap, kcap);
            last = e;
        }
        step(&b, e, &heap);
        hx->heap[e] = heap;
    }
    build_free(&b);
    return hx;
}

void xt_heap_index_free(xt_heap_index *hx)
{
    if (!hx)
        return;
    for (size_t i = 0; i < NCACHE; i++)
        xt_series_free(&hx->cache[i].s);
    free(hx->heap);
    free(hx->born);
    free(hx->died);
    free(hx->d);
    free(hx->ck_at);
    free(hx->ck_first);
    free(hx->ck);
    free(hx);
}

const xt_plan *xt_heap_index_plan(const xt_heap_index *hx) { return hx->p; }
size_t xt_heap_index_events(const xt_heap_index *hx) { return hx->n; }
const int64_t *xt_heap_index_values(const xt_heap_index *hx) { return hx->heap; }

int64_t xt_heap_index_at(const xt_heap_index *hx, size_t e)
{
    return hx->heap[e < hx->n ? e : hx->n - 1];
}

const xt_series *xt_heap_index_series(xt_heap_index *hx, size_t w)
{
    if (!w)
        w = 1;
    for (size_t i = 0; i < NCACHE; i++)
        if (hx->cache[i].w == w)
            return &hx->cache[i].s;
    size_t k = hx->cache_next++ % NCACHE;
    xt_series_free(&hx->cache[k].s);
    xt_series_of(hx->heap, hx->n, w, &hx->cache[k].s);
    hx->cache[k].w = w;
    return &hx->cache[k].s;
}

xt_lifetime xt_buf_lifetime(const xt_plan *p, const xt_live_buf *b)
{
    xt_lifetime l = { b->born, b->died, b->born_at, b->died_at, b->died < p->trace_events };
    if (!l.freed) {
        l.to = p->trace_events;
        l.to_instr = "(end)";
    }
    return l;
}

/* ---- the cursor --------------------------------------------------------------- */

static void put_root(xt_cursor *c, const hdelta *d)
{
    int32_t r = d->root;
    c->contrib[r] = d->contrib;
    c->display[r] = d->display;
    set_live(c->slot, c->live, &c->nlive, r, d->contrib != 0);
}

/* Replay until `applied` events are in: from where the cursor is when that
 * is at most one checkpoint interval ahead, else from the checkpoint at or
 * before the target. */
static void move_to(xt_cursor *c, size_t applied)
{
    const xt_heap_index *hx = c->hx;
    /* the last checkpoint at or before the target */
    size_t lo = 0, hi = hx->nck;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (hx->ck_at[mid] <= applied)
            lo = mid;
        else
            hi = mid;
    }
    if (applied < c->applied || c->applied < hx->ck_at[lo]) {
        for (size_t j = 0; j < c->nlive; j++) {
            int32_t r = c->live[j];
            c->contrib[r] = 0;
            c->display[r] = c->slot[r] = -1;
        }
        c->nlive = 0;
        for (size_t j = hx->ck_first[lo]; j < hx->ck_first[lo + 1]; j++)
            put_root(c, &hx->ck[j]);
        c->applied = hx->ck_at[lo];
    }
    for (; c->applied < applied; c->applied++)
        if (hx->d[c->applied].root >= 0)
            put_root(c, &hx->d[c->applied]);
}

xt_cursor *xt_cursor_new(xt_heap_index *hx)
{
    xt_cursor *c = xt_xcalloc(1, sizeof *c);
    size_t nb = hx->nb ? hx->nb : 1;
    c->hx = hx;
    c->tot_at = SIZE_MAX;
    c->contrib = xt_xcalloc(nb, sizeof *c->contrib);
    c->display = xt_xmalloc(nb * sizeof *c->display);
    c->slot = xt_xmalloc(nb * sizeof *c->slot);
    c->live = xt_xmalloc(nb * sizeof *c->live);
    c->role = xt_xcalloc(nb, sizeof *c->role);
    for (size_t i = 0; i < nb; i++)
        c->display[i] = c->slot[i] = -1;
    xt_cursor_to_peak(c);
    return c;
}

void xt_cursor_free(xt_cursor *c)
{
    if (!c)
        return;
    free(c->contrib);
    free(c->display);
    free(c->slot);
    free(c->live);
    free(c->role);
    free(c->dshow);
    free(c->dshape);
    free(c->dsource);
    free(c->drole);
    xt_arena_free(&c->dar);
    free(c->ord);
    free(c->ostamp);
    free(c->obytes);
    free(c->oshow);
    free(c);
}

size_t xt_cursor_pos(const xt_cursor *c) { return c->applied - 1; }

void xt_cursor_set(xt_cursor *c, size_t e)
{
    if (e >= c->hx->n)
        e = c->hx->n - 1;
    move_to(c, e + 1);
}

void xt_cursor_step(xt_cursor *c, long delta)
{
    size_t pos = xt_cursor_pos(c);
    if (delta < 0)
        xt_cursor_set(c, (size_t)-delta > pos ? 0 : pos - (size_t)-delta);
    else
        xt_cursor_set(c, pos + (size_t)delta < pos ? SIZE_MAX : pos + (size_t)delta);
}

bool xt_cursor_column(xt_cursor *c, int dir, size_t w)
{
    const xt_series *s = xt_heap_index_series(c->hx, w);
    size_t pos = xt_cursor_pos(c);
    size_t col = xt_series_col(c->hx->n, s->w, pos);
    for (;;) {
        if ((dir < 0 && col == 0) || (dir > 0 && col + 1 >= s->w))
            return false;
        col = dir < 0 ? col - 1 : col + 1;
        if ((size_t)s->x[col] != pos)
            break; /* a sample spans several columns when w > n */
    }
    xt_cursor_set(c, (size_t)s->x[col]);
    return true;
}

/* v[e] rose there (from v[e-1], or from 0 at the start). */
static bool rose(const int64_t *v, size_t e)
{
    return e ? v[e] > v[e - 1] : v[0] > 0;
}

/* The next (dir > 0) or previous local peak of v[0..n) after (before)
 * `from`: where v rose and, from there, next changes by falling (or never
 * changes again).  SIZE_MAX if none. */
static size_t next_peak(const int64_t *v, size_t n, size_t from, int dir)
{
    if (dir > 0) {
        size_t cand = SIZE_MAX;
        for (size_t e = from + 1; e < n; e++) {
            if (rose(v, e))
                cand = e;
            else if (v[e] < v[e - 1] && cand != SIZE_MAX)
                return cand;
        }
        return cand;
    }
    if (from == 0 || from > n)
        return SIZE_MAX;
    size_t e = from - 1, j = e + 1;
    while (j < n && v[j] == v[e])
        j++;
    bool has_after = j < n;
    int64_t after = has_after ? v[j] : 0;
    for (;; e--) {
        if (rose(v, e) && (!has_after || after < v[e]))
            return e;
        if (e == 0)
            return SIZE_MAX;
        if (v[e - 1] != v[e]) {
            after = v[e];
            has_after = true;
        }
    }
}

bool xt_cursor_local_peak(xt_cursor *c, int dir, size_t w)
{
    size_t pos = xt_cursor_pos(c), to;
    if (!w) {
        to = next_peak(c->hx->heap, c->hx->n, pos, dir);
    } else {
        const xt_series *s = xt_heap_index_series(c->hx, w);
        size_t col = xt_series_col(c->hx->n, s->w, pos);
        /* the cursor's own column first: its most, when that lies the way
         * the key goes (the heap peak in the last column, the cursor at
         * the last event: "(" said there was no peak before) */
        size_t here = col < s->w ? (size_t)s->x[col] : SIZE_MAX;
        /* ... when that column is a peak of the chart: no neighbouring
         * column higher (from the last event of a falling tail, its own
         * column's most is no peak: "a local peak" said it was) */
        bool col_peak = here != SIZE_MAX && (col == 0 || s->y[col - 1] <= s->y[col]) &&
                        (col + 1 >= s->w || s->y[col + 1] <= s->y[col]);
        if (col_peak && ((dir < 0 && here < pos) || (dir > 0 && here > pos))) {
            to = here;
        } else {
            size_t pc = next_peak(s->y, s->w, col, dir);
            to = pc == SIZE_MAX ? SIZE_MAX : (size_t)s->x[pc];
        }
    }
    if (to == SIZE_MAX || to == pos)
        return false;
    xt_cursor_set(c, to);
    return true;
}

void xt_cursor_to_peak(xt_cursor *c) { xt_cursor_set(c, c->hx->p->peak_event); }
void xt_cursor_to_start(xt_cursor *c) { xt_cursor_set(c, 0); }
void xt_cursor_to_end(xt_cursor *c) { xt_cursor_set(c, c->hx->n - 1); }

int64_t xt_cursor_heap(const xt_cursor *c) { return c->hx->heap[xt_cursor_pos(c)]; }

const char *xt_cursor_instruction(const xt_cursor *c)
{
    return c->hx->tr->events[xt_cursor_pos(c)].instruction_name;
}

/* Unpadded bytes of root r holding `bytes` of the heap (its size, times
 * the holds that added it): as plan.c counts them, from r's own shape,
 * at most its size. */
static int64_t unpadded_of(const xt_hlo *hlo, size_t r, int64_t bytes)
{
    const xt_lbuf *lb = &hlo->lbufs[r];
    if (lb->size <= 0)
        return 0;
    const xt_shape *sh = lbuf_shape(xt_hlo_instr(hlo, lb->instr_id), lb);
    int64_t u = sh ? xt_shape_unpadded(sh) : lb->size;
    return (bytes / lb->size) * (u < lb->size ? u : lb->size);
}

/* What a point says of itself, before its buffers. */
static void point_head(const xt_cursor *c, xt_heap_point *out)
{
    const xt_heap_index *hx = c->hx;
    memset(out, 0, sizeof *out);
    size_t pos = xt_cursor_pos(c);
    out->event = pos;
    out->instruction = hx->tr->events[pos].instruction_name;
    out->heap = hx->heap[pos];
    out->nlive = c->nlive;
}

void xt_cursor_totals(xt_cursor *c, xt_heap_point *out)
{
    point_head(c, out);
    if (c->tot_at != c->applied) { /* the state at a position is one, however reached */
        memset(c->tot, 0, sizeof c->tot);
        for (size_t j = 0; j < c->nlive; j++) {
            int32_t r = c->live[j];
            size_t show = c->display[r] >= 0 ? (size_t)c->display[r] : (size_t)r;
            xt_role role;
            if (show != (size_t)r) {
                role = xt_plan_role(c->hx->p, (size_t)r, show);
            } else if (c->role[r]) {
                role = (xt_role)(c->role[r] - 1);
            } else {
                role = xt_plan_role(c->hx->p, (size_t)r, show);
                c->role[r] = (uint8_t)(role + 1);
            }
            c->tot[role] = xt_sat_add(c->tot[role], c->contrib[r]);
        }
        c->tot_at = c->applied;
    }
    memcpy(out->roles, c->tot, sizeof out->roles);
}

/* Buffer r shown through show, described once (its strings the
 * cursor's), or in a once dar is full. */
static void describe_kept(xt_cursor *c, int32_t r, size_t show, xt_arena *a, xt_live_buf *o)
{
    const xt_plan *p = c->hx->p;
    if (!c->dshow) {
        size_t nb = c->hx->nb ? c->hx->nb : 1;
        c->dshow = xt_xmalloc(nb * sizeof *c->dshow);
        for (size_t i = 0; i < nb; i++)
            c->dshow[i] = -1;
        c->dshape = xt_xcalloc(nb, sizeof *c->dshape);
        c->dsource = xt_xcalloc(nb, sizeof *c->dsource);
        c->drole = xt_xcalloc(nb, sizeof *c->drole);
    }
    if (c->dshow[r] >= 0 && (size_t)c->dshow[r] == show) {
        xt_plan_describe_ids(p, show, o);
        o->shape = c->dshape[r];
        o->source = c->dsource[r];
        o->role = (xt_role)c->drole[r];
        return;
    }
    if (c->dar.used_total >= XT_CURSOR_DESC_MAX) {
        xt_plan_describe(p, (size_t)r, show, a, o);
        return;
    }
    xt_plan_describe(p, (size_t)r, show, &c->dar, o);
    c->dshow[r] = (int32_t)show;
    c->dshape[r] = o->shape;
    c->dsource[r] = o->source;
    c->drole[r] = (uint8_t)o->role;
}

/* A live buffer's place in xt_live_buf_cmp's order: its bytes, when it
 * became live (its sharer's), the id it is shown by. */
typedef struct okey {
    int64_t bytes, id;
    size_t born, died;
    int32_t r;
} okey;

static okey key_of(const xt_cursor *c, int32_t r)
{
    const xt_heap_index *hx = c->hx;
    size_t show = c->display[r] >= 0 ? (size_t)c->display[r] : (size_t)r;
    return (okey){ c->contrib[r], show < hx->hlo->nlbufs ? hx->hlo->lbufs[show].id : 0, hx->born[show],
                   hx->died[r], r };
}

static int okey_cmp(const void *x, const void *y)
{
    const okey *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes < b->bytes ? 1 : -1;
    if (a->born != b->born)
        return a->born < b->born ? -1 : 1;
    if (a->id != b->id)
        return a->id < b->id ? -1 : 1;
    if (a->died != b->died) /* two buffers shown through one sharer */
        return a->died < b->died ? -1 : 1;
    return a->r < b->r ? -1 : a->r > b->r;
}

/* c->ord made the order of the live set now: the last point's order less
 * the buffers gone or changed, merged with the new and changed ones
 * sorted (O(live) for a step, O(live log live) at worst). */
static void order_live(xt_cursor *c)
{
    size_t nb = c->hx->nb ? c->hx->nb : 1, n = c->nlive;
    if (!c->ord) {
        c->ord = xt_xmalloc(nb * sizeof *c->ord);
        c->ostamp = xt_xcalloc(nb, sizeof *c->ostamp);
        c->obytes = xt_xmalloc(nb * sizeof *c->obytes);
        c->oshow = xt_xmalloc(nb * sizeof *c->oshow);
    }
    uint32_t prev = c->epoch, next = prev + 1;
    if (!next) { /* the stamps wrapped: none is the last point's */
        memset(c->ostamp, 0, nb * sizeof *c->ostamp);
        prev = 0, next = 1;
    }
    okey *fresh = xt_xmalloc((n ? n : 1) * sizeof *fresh);
    size_t k = 0;
    for (size_t j = 0; j < n; j++) {
        int32_t r = c->live[j];
        if (prev && c->ostamp[r] == prev && c->obytes[r] == c->contrib[r] && c->oshow[r] == c->display[r])
            continue; /* in the last order, its key the same */
        fresh[k++] = key_of(c, r);
    }
    size_t m = 0; /* the last order's buffers still live, their keys the same */
    for (size_t i = 0; prev && i < c->nord; i++) {
        int32_t r = (int32_t)c->ord[i];
        if (c->slot[r] >= 0 && c->obytes[r] == c->contrib[r] && c->oshow[r] == c->display[r])
            c->ord[m++] = (uint32_t)r;
    }
    if (k > 1)
        qsort(fresh, k, sizeof *fresh, okey_cmp);
    /* merged from the end, in place: ord has room for n */
    size_t i = m, f = k, w = m + k;
    while (f > 0) {
        okey kk = i ? key_of(c, (int32_t)c->ord[i - 1]) : (okey){ 0, 0, 0, 0, 0 };
        if (i && okey_cmp(&kk, &fresh[f - 1]) > 0)
            c->ord[--w] = c->ord[--i];
        else
            c->ord[--w] = (uint32_t)fresh[--f].r;
    }
    free(fresh);
    c->nord = m + k;
    for (size_t j = 0; j < c->nord; j++) {
        int32_t r = (int32_t)c->ord[j];
        c->ostamp[r] = next;
        c->obytes[r] = c->contrib[r];
        c->oshow[r] = c->display[r];
    }
    c->epoch = next;
}

bool xt_cursor_point(xt_cursor *c, xt_arena *a, xt_heap_point *out)
{
    const xt_heap_index *hx = c->hx;
    const xt_heap_trace *tr = hx->tr;
    point_head(c, out);
    out->live = xt_arena_alloc(a, (c->nlive ? c->nlive : 1) * sizeof *out->live);
    order_live(c);
    for (size_t j = 0; j < c->nlive; j++) {
        int32_t r = (int32_t)c->ord[j];
        size_t show = c->display[r] >= 0 ? (size_t)c->display[r] : (size_t)r;
        xt_live_buf *o = &out->live[j];
        describe_kept(c, r, show, a, o);
        o->bytes = c->contrib[r];
        o->unpadded = unpadded_of(hx->hlo, (size_t)r, o->bytes);
        out->heap_unpadded += o->unpadded;
        o->born = hx->born[show];
        o->died = hx->died[r];
        o->born_at = o->born < tr->nevents ? tr->events[o->born].instruction_name : "";
        o->died_at = o->died < tr->nevents ? tr->events[o->died].instruction_name : "(end)";
        out->roles[o->role] = xt_sat_add(out->roles[o->role], o->bytes);
    }
    return true;
}

size_t xt_at_event(const xt_plan *p, int64_t at)
{
    if (!at || !p || !p->has_heap_trace || !p->trace_events)
        return SIZE_MAX;
    if (at == XT_AT_PEAK)
        return p->peak_event;
    if (at < 1 || (uint64_t)at > p->trace_events)
        return SIZE_MAX;
    return (size_t)at - 1;
}
