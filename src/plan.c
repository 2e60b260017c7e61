/* plan.c - plan totals and the heap-simulator replay (doc/capture-format.md §6,
 * doc/figures.md "Plan"). */
#include "plan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void xt_store_init(xt_store *s)
{
    memset(s, 0, sizeof *s);
    xt_intern_init(&s->strings, &s->arena);
}

void xt_store_free(xt_store *s)
{
    xt_intern_free(&s->strings);
    xt_arena_free(&s->arena);
}

const char *xt_store_intern(xt_store *s, const xt_host *h, const char *str)
{
    const char *in = xt_intern_find(&h->strings, str);
    return in ? in : xt_intern(&s->strings, str);
}

const char *xt_store_intern_n(xt_store *s, const xt_host *h, const char *str, size_t n)
{
    char small[256];
    char *c = n < sizeof small ? small : xt_xmalloc(n + 1);
    memcpy(c, str, n);
    c[n] = 0;
    const char *in = xt_store_intern(s, h, c);
    if (c != small)
        free(c);
    return in;
}

const char *xt_role_name(xt_role r)
{
    static const char *n[] = { "forward", "backward", "workspace", "other" };
    return r < XT_NROLES ? n[r] : "other";
}

const char *xt_role_label(xt_role r)
{
    static const char *n[] = { "forward, kept for backward", "backward",
                               "workspace", "other" };
    return r < XT_NROLES ? n[r] : "other";
}

/* A plan warning, prefixed with the module's name. */
#define warn(st, p, fmt, ...) \
    xt_note(&(st)->arena, &(p)->warnings, &(p)->nwarnings, "%s: " fmt, (p)->module->name, __VA_ARGS__)

static bool idx_eq(const int64_t *a, uint32_t na, const int64_t *b, uint32_t nb)
{
    return na == nb && (na == 0 || !memcmp(a, b, na * sizeof *a));
}

/* The alias entries by parameter number, then shape index (level by
 * level, a shorter one first): a parameter's entry found in log time (a
 * scan of every entry for each parameter took 5.6 s on 100,000 of each:
 * an attacker's capture). */
typedef struct {
    const xt_alias **e;
    size_t n;
} alias_ix;

static int ix_cmp(int64_t na, const int64_t *a, uint32_t la, int64_t nb, const int64_t *b, uint32_t lb)
{
    if (na != nb)
        return na < nb ? -1 : 1;
    for (uint32_t i = 0; i < la && i < lb; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return (la > lb) - (la < lb);
}

static int alias_cmp(const void *x, const void *y)
{
    const xt_alias *a = *(const xt_alias *const *)x, *b = *(const xt_alias *const *)y;
    return ix_cmp(a->parameter_number, a->param_index, a->nparam_index, b->parameter_number, b->param_index,
                  b->nparam_index);
}

static alias_ix alias_ix_make(const xt_hlo *hlo)
{
    alias_ix x = { xt_xmalloc((hlo->naliases + 1) * sizeof *x.e), hlo->naliases };
    for (size_t i = 0; i < x.n; i++)
        x.e[i] = &hlo->aliases[i];
    qsort(x.e, x.n, sizeof *x.e, alias_cmp);
    return x;
}

/* An entry names the parameter: its number and shape index, or, for a
 * parameter without an index (the whole argument), its number alone. */
static bool param_donated(const alias_ix *x, const xt_alloc *al)
{
    if (al->is_param_aliased)
        return true;
    uint32_t nk = al->nparam_index; /* the first entry at or after the key */
    size_t lo = 0, hi = x->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const xt_alias *e = x->e[mid];
        if (ix_cmp(e->parameter_number, e->param_index, e->nparam_index, al->parameter_number,
                   al->param_shape_index, nk) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == x->n || x->e[lo]->parameter_number != al->parameter_number)
        return false;
    return nk == 0 || idx_eq(x->e[lo]->param_index, x->e[lo]->nparam_index, al->param_shape_index, nk);
}

static bool indefinite(const xt_alloc *a)
{
    return a->is_thread_local || a->is_param || a->is_constant || a->maybe_live_out;
}

static int cmp_i64_desc(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

static void totals(xt_store *st, xt_plan *p, const xt_hlo *hlo)
{
    size_t nd = 0, no = 0;
    int64_t *undonated = xt_xmalloc((hlo->nallocs + 1) * sizeof *undonated);
    int64_t *outs = xt_xmalloc((hlo->nallocs + 1) * sizeof *outs);
    alias_ix aix = alias_ix_make(hlo);
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *a = &hlo->allocs[i];
        if (a->color != 0) {
            size_t k;
            for (k = 0; k < p->ncolors; k++)
                if (p->colors[k].color == a->color)
                    break;
            if (k == p->ncolors && p->ncolors < 8)
                p->colors[p->ncolors++].color = a->color;
            if (k < 8) {
                p->colors[k].bytes = xt_sat_add(p->colors[k].bytes, a->size);
                if (a->is_param && a->size > 0) {
                    p->colors[k].param_bytes = xt_sat_add(p->colors[k].param_bytes, a->size);
                    p->colors[k].nparams++;
                }
            }
            continue;
        }
        if (a->size < 0) {
            p->negative = true;
            warn(st, p, "allocation %lld has a negative size; ignored", (long long)a->index);
            continue;
        }
        if (a->is_param) {
            p->parameters = xt_sat_add(p->parameters, a->size);
            p->nparams++;
            if (param_donated(&aix, a)) {
                p->donated = xt_sat_add(p->donated, a->size);
                p->ndonated++;
            } else {
                undonated[nd++] = a->size;
            }
        }
        if (a->maybe_live_out) {
            if (!a->is_param) {
                p->outputs = xt_sat_add(p->outputs, a->size);
                outs[no++] = a->size;
            }
        }
        if (a->is_constant)
            p->constants = xt_sat_add(p->constants, a->size);
        if (a->is_thread_local)
            p->thread_local = xt_sat_add(p->thread_local, a->size);
        if (!indefinite(a))
            p->temp = xt_sat_add(p->temp, a->size);
    }
    p->total = xt_sat_add(xt_sat_add(p->parameters, p->outputs), p->temp);
    /* a sum that saturated is no size: said, and the verdict says so (a
     * trial read "needs 8.00 EiB > pool 2.79 GiB" as a figure) */
    p->saturated = p->parameters == INT64_MAX || p->outputs == INT64_MAX || p->temp == INT64_MAX ||
                   p->total == INT64_MAX;
    if (p->saturated)
        warn(st, p, "%s", "its buffer sizes add up past 8 EiB (the sums stop there): a damaged "
                          "capture? Its totals, and what is built on them, are not sizes");
    /* aliasable: match non-donated parameters with outputs of the same
     * size, largest first (an output can only reuse one parameter). */
    qsort(undonated, nd, sizeof *undonated, cmp_i64_desc);
    qsort(outs, no, sizeof *outs, cmp_i64_desc);
    size_t j = 0;
    for (size_t i = 0; i < nd && j < no; i++) {
        while (j < no && outs[j] > undonated[i])
            j++;
        if (j < no && outs[j] == undonated[i]) {
            p->aliasable = xt_sat_add(p->aliasable, undonated[i]);
            j++;
        }
    }
    free(undonated);
    free(aix.e);
    free(outs);
}

/* ---- Python source ---------------------------------------------------- */

/* "file:line", the file's name cut past XT_SOURCE_FILE_MAX bytes: a
 * buffer's source is made for each instruction of a live set, and
 * instructions of one 4 KB file name, each of its own line, made 944 MB
 * from a 17 MB file (an attacker's review).  Real file names are tens of
 * bytes. */
enum { XT_SOURCE_FILE_MAX = 256 };

static const char *file_line(xt_arena *a, const char *file, int line)
{
    size_t n = strlen(file);
    if (n <= XT_SOURCE_FILE_MAX)
        return xt_arena_printf(a, "%s:%d", file, line);
    size_t keep = XT_SOURCE_FILE_MAX - 16;
    for (int back = 0; back < 3 && keep > 0 && ((unsigned char)file[keep] & 0xc0) == 0x80; back++)
        keep--;
    return xt_arena_printf(a, "%.*s...:%d", (int)keep, file, line);
}

const char *xt_instr_source(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a)
{
    if (!ins)
        return "";
    if (ins->source_file && *ins->source_file) {
        const char *f = strrchr(ins->source_file, '/');
        return file_line(a, f ? f + 1 : ins->source_file, ins->source_line);
    }
    const xt_stack_index *st = &hlo->stack;
    int32_t fr = ins->stack_frame_id;
    if (fr <= 0 || (size_t)fr > st->nframes)
        return "";
    int32_t loc = st->frames[fr - 1].loc;
    if (loc <= 0 || (size_t)loc > st->nlocs)
        return "";
    const xt_frame_loc *l = &st->locs[loc - 1];
    const char *file = l->file > 0 && (size_t)l->file <= st->nfiles ? st->files[l->file - 1] : "?";
    const char *base = strrchr(file, '/');
    return file_line(a, base ? base + 1 : file, l->line);
}

size_t xt_instr_stack(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a,
                      const char ***out)
{
    return xt_instr_stack_n(hlo, ins, a, out, SIZE_MAX);
}

size_t xt_instr_stack_n(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a, const char ***out,
                        size_t most)
{
    *out = NULL;
    if (!ins)
        return 0;
    const xt_stack_index *st = &hlo->stack;
    /* count first, then fill one array: linear in the chain's length.
     * Bounded by the frame count: a cycle in parent ids cannot loop. */
    size_t n = 0;
    for (int32_t fr = ins->stack_frame_id;
         fr > 0 && (size_t)fr <= st->nframes && n < st->nframes; fr = st->frames[fr - 1].parent)
        n++;
    const char **v = NULL;
    if (n) {
        size_t made = n < most ? n : most;
        v = xt_arena_alloc(a, (made ? made : 1) * sizeof *v);
        int32_t fr = ins->stack_frame_id;
        for (size_t i = 0; i < made; i++, fr = st->frames[fr - 1].parent) {
            const xt_frame *f = &st->frames[fr - 1];
            const char *s = "?";
            if (f->loc > 0 && (size_t)f->loc <= st->nlocs) {
                const xt_frame_loc *l = &st->locs[f->loc - 1];
                const char *file = l->file > 0 && (size_t)l->file <= st->nfiles ? st->files[l->file - 1] : "?";
                const char *fn = l->func > 0 && (size_t)l->func <= st->nfuncs ? st->funcs[l->func - 1] : "?";
                s = xt_arena_printf(a, "%s:%d %s", file, l->line, fn);
            }
            v[i] = s;
        }
    }
    if (!n && ins->source_file && *ins->source_file) {
        v = xt_arena_alloc(a, sizeof *v);
        v[0] = xt_arena_printf(a, "%s:%d", ins->source_file, ins->source_line);
        n = 1;
    }
    *out = v;
    return n;
}

/* ---- roles -------------------------------------------------------------- */

/* The role of a buffer (doc/figures.md, "Roles"): the first match wins.
 * Workspace comes first: the s8/u8 scratch of a backward GEMM has
 * transpose( in its op_name and is still scratch, not gradients. */
static xt_role role_of(const xt_instr *ins, const xt_shape *sub)
{
    if (!ins)
        return XT_ROLE_OTHER;
    if (ins->opcode && !strcmp(ins->opcode, "custom-call") && sub &&
        (sub->type == 2 /* S8 */ || sub->type == 6 /* U8 */))
        return XT_ROLE_WORKSPACE;
    if (ins->op_name && strstr(ins->op_name, "transpose("))
        return XT_ROLE_BACKWARD;
    if (ins->op_name && strstr(ins->op_name, "jvp("))
        return XT_ROLE_FORWARD;
    return XT_ROLE_OTHER;
}

static const xt_shape *lbuf_shape(const xt_instr *ins, const xt_lbuf *lb)
{
    if (!ins)
        return NULL;
    const xt_shape *s = xt_shape_at(&ins->shape, lb->shape_index, lb->nindex);
    if (!s && lb->nindex)  /* xprof's simplification: last index only */
        s = xt_shape_at(&ins->shape, &lb->shape_index[lb->nindex - 1], 1);
    return s ? s : &ins->shape;
}

static const xt_instr *via_of(const xt_hlo *hlo, const xt_instr *ins)
{
    if (!ins)
        return NULL;
    const xt_instr *via = NULL;
    const xt_instr *cur = ins;
    for (size_t steps = 0; steps < 64; steps++) {
        const xt_computation *c = &hlo->comps[cur->computation];
        if (c->id == hlo->entry_id || c->caller < 0)
            break;
        const xt_instr *caller = xt_hlo_instr(hlo, c->caller);
        if (!caller || caller == cur)
            break;
        via = caller;
        cur = caller;
    }
    return via;
}

/* ---- heap simulation -------------------------------------------------- */

typedef struct sim_buf {
    int64_t size, unpadded;
    int64_t ref;
    int64_t contrib, ucontrib; /* bytes this root adds to the heap now */
    int32_t canonical;         /* dense index, -1 for none */
    int32_t display;           /* dense index of the sharer shown, -1 */
    size_t born, died;
    bool born_set;
    bool linked;               /* shares now: SHARE_WITH, not FREE'd since */
} sim_buf;

/* The root a buffer shares with.  A link changes only when a buffer
 * freed shares again (a second SHARE_WITH while it shares is ignored:
 * sim_step), so the path is compressed: each buffer on it points at the
 * root found (a hostile chain of 300,000 links walked whole at every FREE
 * took 5 minutes).  A buffer that shared through one freed and re-linked
 * keeps the old root (XLA's traces share a buffer once). */
static int32_t root_of(sim_buf *b, size_t n, int32_t i)
{
    int32_t r = i;
    for (size_t steps = 0; b[r].canonical >= 0 && steps <= n; steps++)
        r = b[r].canonical;
    while (b[i].canonical >= 0 && b[i].canonical != r) {
        int32_t next = b[i].canonical;
        b[i].canonical = r;
        i = next;
    }
    return r;
}

/* Owner allocation (index into hlo->allocs) of a logical buffer. */
static bool owner_alloc(const xt_hlo *hlo, const xt_imap *lbuf_alloc, int64_t lbuf, size_t *ai)
{
    return xt_imap_get(lbuf_alloc, lbuf, ai);
}

static const xt_heap_trace *pick_trace(const xt_hlo *hlo, const xt_imap *lbuf_alloc)
{
    /* xprof: the trace whose first event's buffer lives in the first
     * non-indefinite colour-0 allocation that owns a trace. */
    const xt_heap_trace *best = NULL;
    size_t best_alloc = SIZE_MAX;
    for (size_t t = 0; t < hlo->ntraces; t++) {
        const xt_heap_trace *tr = &hlo->traces[t];
        if (!tr->nevents)
            continue;
        size_t ai;
        if (!owner_alloc(hlo, lbuf_alloc, tr->events[0].buffer_id, &ai))
            continue;
        const xt_alloc *a = &hlo->allocs[ai];
        if (a->color != 0 || indefinite(a))
            continue;
        if (ai < best_alloc) {
            best_alloc = ai;
            best = tr;
        }
    }
    if (best)
        return best;
    /* fallback: the colour-0 trace with the most events */
    for (size_t t = 0; t < hlo->ntraces; t++) {
        const xt_heap_trace *tr = &hlo->traces[t];
        if (!tr->nevents)
            continue;
        const xt_lbuf *lb = xt_hlo_lbuf(hlo, tr->events[0].buffer_id);
        if (lb && lb->color == 0 && (!best || tr->nevents > best->nevents))
            best = tr;
    }
    return best;
}

int xt_live_buf_cmp(const void *a, const void *b)
{
    const xt_live_buf *x = a, *y = b;
    if (x->bytes != y->bytes)
        return x->bytes < y->bytes ? 1 : -1;
    /* ties: the order they became live in the program */
    if (x->born != y->born)
        return x->born < y->born ? -1 : 1;
    if (x->lbuf_id != y->lbuf_id)
        return x->lbuf_id < y->lbuf_id ? -1 : 1;
    /* two buffers shown through one sharer: the one that dies first (left
     * to qsort, their order was glibc's stable sort's alone: a review) */
    return x->died < y->died ? -1 : x->died > y->died;
}

/* One replay of a heap trace: the buffers' state after the events so far.
 * Lifetimes (born, died) are recorded on the first full pass only and kept
 * by later replays; everything else starts again at sim_reset. */
typedef struct sim {
    const xt_hlo *hlo;
    const xt_heap_trace *tr;
    sim_buf *b;
    size_t n;
    int64_t heap, uheap;
    bool record;            /* first pass: lifetimes and the anomaly counts */
    size_t unknown, negative;
} sim;

/* unpadded: the buffers' unpadded sizes too (a shape lookup a buffer;
 * the heap alone does not need them) */
static void sim_init_as(sim *s, const xt_hlo *hlo, const xt_heap_trace *tr, bool unpadded)
{
    memset(s, 0, sizeof *s);
    s->hlo = hlo;
    s->tr = tr;
    s->n = hlo->nlbufs;
    s->b = xt_xcalloc(s->n + 1, sizeof *s->b);
    for (size_t i = 0; i < s->n; i++) {
        const xt_lbuf *lb = &hlo->lbufs[i];
        sim_buf *b = &s->b[i];
        b->size = lb->size > 0 ? lb->size : 0;
        const xt_shape *sh = unpadded ? lbuf_shape(xt_hlo_instr(hlo, lb->instr_id), lb) : NULL;
        b->unpadded = sh ? xt_shape_unpadded(sh) : b->size;
        if (b->unpadded > b->size)
            b->unpadded = b->size;
        b->canonical = b->display = -1;
    }
}

static void sim_init(sim *s, const xt_hlo *hlo, const xt_heap_trace *tr)
{
    sim_init_as(s, hlo, tr, true);
}

/* Back to an empty heap, lifetimes kept. */
static void sim_reset(sim *s)
{
    for (size_t i = 0; i < s->n; i++) {
        s->b[i].ref = s->b[i].contrib = s->b[i].ucontrib = 0;
        s->b[i].canonical = s->b[i].display = -1;
        s->b[i].linked = false;
    }
    s->heap = s->uheap = 0;
    s->record = false;
}

static void sim_born(sim *s, int32_t i, size_t e)
{
    if (s->record && !s->b[i].born_set) {
        s->b[i].born = e;
        s->b[i].born_set = true;
        s->b[i].died = s->tr->nevents;
    }
}

/* Apply heap-trace event e.  False when it names an unknown buffer. */
static bool sim_step(sim *s, size_t e)
{
    const xt_heap_event *ev = &s->tr->events[e];
    sim_buf *b = s->b;
    int32_t i = ev->buffer_ix; /* looked up when decoded */
    if (i < 0 || (size_t)i >= s->n) {
        s->unknown += s->record;
        return false;
    }
    if (ev->kind == XT_HEAP_ALLOC) {
        b[i].ref++;
        b[i].contrib = xt_sat_add(b[i].contrib, b[i].size);
        b[i].ucontrib = xt_sat_add(b[i].ucontrib, b[i].unpadded);
        s->heap = xt_sat_add(s->heap, b[i].size);
        s->uheap = xt_sat_add(s->uheap, b[i].unpadded);
        sim_born(s, i, e);
    } else if (ev->kind == XT_HEAP_FREE) {
        int32_t r = root_of(b, s->n, i);
        if (b[r].ref <= 0) {
            s->negative += s->record;
            return true;
        }
        if (--b[r].ref == 0) {
            s->heap = xt_sat_sub(s->heap, b[r].contrib);
            s->uheap = xt_sat_sub(s->uheap, b[r].ucontrib);
            b[r].contrib = b[r].ucontrib = 0;
            b[r].display = -1;
        }
        if (s->record)
            b[i].died = e;
        b[i].linked = false; /* a later SHARE_WITH may link it anew */
    } else if (ev->kind == XT_HEAP_SHARE) {
        size_t cx;
        if (!xt_imap_get(&s->hlo->lbuf_by_id, ev->share_with, &cx)) {
            s->unknown += s->record;
            return true;
        }
        int32_t c = (int32_t)cx;
        if (b[i].canonical >= 0 && b[i].linked)
            return true; /* shares already, not freed since (root_of) */
        int32_t r = root_of(b, s->n, c);
        if (r == i || root_of(b, s->n, i) == r)
            return true; /* would make a cycle */
        b[i].canonical = c;
        b[i].linked = true;
        b[r].ref++;
        if (b[r].ref == 1) {
            b[r].contrib = xt_sat_add(b[r].contrib, b[r].size);
            b[r].ucontrib = xt_sat_add(b[r].ucontrib, b[r].unpadded);
            s->heap = xt_sat_add(s->heap, b[r].size);
            s->uheap = xt_sat_add(s->uheap, b[r].unpadded);
            b[r].display = i;
        }
        sim_born(s, i, e);
    }
    return true;
}

/* The first full pass: lifetimes, anomaly counts and the first event at
 * which the heap is highest. */
static size_t sim_find_peak(sim *s, int64_t *peak, int64_t *upeak)
{
    size_t pos = 0;
    *peak = *upeak = 0;
    s->record = true;
    for (size_t e = 0; e < s->tr->nevents; e++)
        if (sim_step(s, e) && s->heap > *peak) {
            *peak = s->heap;
            *upeak = s->uheap;
            pos = e;
        }
    s->record = false;
    return pos;
}

/* Events [0, stop) from an empty heap. */
static void sim_replay(sim *s, size_t stop)
{
    sim_reset(s);
    for (size_t e = 0; e < stop && e < s->tr->nevents; e++)
        sim_step(s, e);
}

/* What o says about logical buffer root (dense index) shown through the
 * sharer show (dense index; root itself when not shared): instruction,
 * via, shape, source and role.  Bytes and lifetime are the caller's. */
/* The role of root's buffer shown through the sharer show: the sharer's
 * own, or where it has no name stack and says "other", the root's
 * (*by_root then). */
static xt_role role_at(const xt_hlo *hlo, size_t root, size_t show, bool *by_root)
{
    const xt_lbuf *lb = &hlo->lbufs[show];
    const xt_instr *ins = xt_hlo_instr(hlo, lb->instr_id);
    xt_role r = role_of(ins, lbuf_shape(ins, lb));
    *by_root = r == XT_ROLE_OTHER && (!ins || !ins->op_name || !*ins->op_name) && show != root;
    if (*by_root) {
        const xt_lbuf *rl = &hlo->lbufs[root];
        const xt_instr *ri = xt_hlo_instr(hlo, rl->instr_id);
        r = role_of(ri, lbuf_shape(ri, rl));
    }
    return r;
}

/* Each instruction's source made once for a live set (src_memo, keyed by
 * the instruction's place): 200,000 buffers of one instruction whose
 * origin was 4 KB each had a copy of it, 876 MB from a 6.6 MB file (an
 * attacker's review). */
typedef struct src_memo {
    xt_imap at; /* instruction index -> srcs[] */
    const char **srcs;
    size_t n, cap;
} src_memo;

static const char *memo_source(src_memo *m, const xt_hlo *hlo, const xt_instr *ins, xt_arena *a)
{
    if (!m || !ins)
        return xt_instr_source(hlo, ins, a);
    int64_t key = (int64_t)(ins - hlo->instrs);
    size_t v;
    if (xt_imap_get(&m->at, key, &v))
        return m->srcs[v];
    const char *s = xt_instr_source(hlo, ins, a);
    XT_PUSH(m->srcs, m->n, m->cap, s);
    xt_imap_put(&m->at, key, m->n - 1);
    return s;
}

static void describe(const xt_hlo *hlo, size_t root, size_t show, xt_arena *a, xt_live_buf *o, src_memo *m)
{
    const xt_lbuf *lb = &hlo->lbufs[show];
    const xt_instr *ins = xt_hlo_instr(hlo, lb->instr_id);
    const xt_shape *sub = lbuf_shape(ins, lb);
    o->lbuf_id = lb->id;
    o->instr = ins;
    o->via = via_of(hlo, ins);
    o->shape = sub ? xt_shape_str(a, sub) : "?";
    o->source = memo_source(m, hlo, ins, a);
    bool by_root;
    o->role = role_at(hlo, root, show, &by_root);
    if (by_root && !*o->source) /* no name stack on the sharer: the root's */
        o->source = memo_source(m, hlo, xt_hlo_instr(hlo, hlo->lbufs[root].instr_id), a);
}

static int out_cmp(const void *x, const void *y)
{
    const xt_live_buf *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes > b->bytes ? -1 : 1;
    return a->lbuf_id < b->lbuf_id ? -1 : a->lbuf_id > b->lbuf_id;
}

/* An allocation as a live buffer, described by the largest logical
 * buffer it holds (shape, instruction, source, role); born and died
 * SIZE_MAX: a parameter or an output, live for the whole step. */
static void describe_alloc(const xt_hlo *hlo, const xt_alloc *al, xt_arena *a, xt_live_buf *b)
{
    const xt_lbuf *best = NULL;
    for (size_t j = 0; j < al->nassigned; j++) {
        const xt_lbuf *lb = xt_hlo_lbuf(hlo, al->assigned[j].lbuf_id);
        if (lb && (!best || lb->size > best->size))
            best = lb;
    }
    memset(b, 0, sizeof *b);
    if (best) {
        size_t d = (size_t)(best - hlo->lbufs);
        describe(hlo, d, d, a, b, NULL);
    } else {
        b->lbuf_id = -1;
        b->shape = "?";
        b->source = "";
        b->role = XT_ROLE_OTHER;
    }
    b->bytes = b->unpadded = al->size;
    b->born = b->died = SIZE_MAX;
    b->born_at = b->died_at = "";
}

size_t xt_plan_outputs(const xt_plan *p, xt_arena *a, xt_live_buf **out)
{
    *out = NULL;
    const xt_hlo *hlo = p->hlo;
    if (!p->has_plan || !hlo)
        return 0;
    size_t n = 0;
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *al = &hlo->allocs[i];
        n += al->color == 0 && al->size >= 0 && al->maybe_live_out && !al->is_param;
    }
    if (!n)
        return 0;
    xt_live_buf *o = xt_arena_alloc(a, n * sizeof *o);
    size_t k = 0;
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *al = &hlo->allocs[i];
        if (al->color != 0 || al->size < 0 || !al->maybe_live_out || al->is_param)
            continue;
        describe_alloc(hlo, al, a, &o[k++]);
    }
    qsort(o, k, sizeof *o, out_cmp);
    *out = o;
    return k;
}

/* by number, then shape index, level by level as numbers ({0,2} before
 * {0,10}: as text it came after, a review) */
int xt_plan_param_cmp(const xt_plan_param *a, const xt_plan_param *b)
{
    return ix_cmp(a->number, a->ix, a->nix, b->number, b->ix, b->nix);
}

static int param_cmp(const void *x, const void *y) { return xt_plan_param_cmp(x, y); }

/* parameters' places, largest first (ties by place): the order
 * totals() pairs them with outputs in */
typedef struct {
    int64_t bytes;
    size_t at;
} param_size;

static int param_size_cmp(const void *x, const void *y)
{
    const param_size *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes > b->bytes ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at);
}

size_t xt_plan_params(const xt_plan *p, xt_arena *a, xt_plan_param **out)
{
    *out = NULL;
    const xt_hlo *hlo = p->hlo;
    if (!p->has_plan || !hlo)
        return 0;
    size_t n = 0, no = 0;
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *al = &hlo->allocs[i];
        n += al->color == 0 && al->size >= 0 && al->is_param;
        no += al->color == 0 && al->size >= 0 && al->maybe_live_out && !al->is_param;
    }
    if (!n)
        return 0;
    xt_plan_param *o = xt_arena_alloc(a, n * sizeof *o);
    int64_t *outs = xt_xmalloc((no + 1) * sizeof *outs);
    alias_ix aix = alias_ix_make(hlo);
    size_t k = 0;
    no = 0;
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *al = &hlo->allocs[i];
        if (al->color != 0 || al->size < 0)
            continue;
        if (al->maybe_live_out && !al->is_param)
            outs[no++] = al->size;
        if (!al->is_param)
            continue;
        xt_plan_param *q = &o[k++];
        memset(q, 0, sizeof *q);
        q->number = al->parameter_number;
        q->bytes = al->size;
        q->donated = param_donated(&aix, al);
        q->ix = al->param_shape_index;
        q->nix = al->nparam_index;
        /* its first 8 levels, the rest marked (a deep one was cut without
         * a mark, two then alike: a review) */
        char ix[256] = "";
        size_t used = 0;
        for (uint32_t j = 0; j < al->nparam_index && j < 8; j++)
            used += (size_t)snprintf(ix + used, sizeof ix - used, "%s%lld", j ? "," : "{",
                                     (long long)al->param_shape_index[j]);
        if (used)
            snprintf(ix + used, sizeof ix - used, "%s}", al->nparam_index > 8 ? ",..." : "");
        q->index = xt_arena_strdup(a, ix);
        describe_alloc(hlo, al, a, &q->desc);
    }
    /* which of the undonated ones an output of their size pairs with, as
     * totals() pairs them for p->aliasable: largest first, an output
     * reused once */
    param_size *ps = xt_xmalloc((k + 1) * sizeof *ps);
    size_t nu = 0;
    for (size_t i = 0; i < k; i++)
        if (!o[i].donated)
            ps[nu++] = (param_size){ o[i].bytes, i };
    qsort(ps, nu, sizeof *ps, param_size_cmp);
    qsort(outs, no, sizeof *outs, cmp_i64_desc);
    for (size_t i = 0, j = 0; i < nu && j < no; i++) {
        while (j < no && outs[j] > ps[i].bytes)
            j++;
        if (j < no && outs[j] == ps[i].bytes) {
            o[ps[i].at].output_alike = true;
            j++;
        }
    }
    free(ps);
    free(outs);
    free(aix.e);
    qsort(o, k, sizeof *o, param_cmp);
    *out = o;
    return k;
}

/* The buffers holding bytes of the heap now, largest first, in arena a;
 * roles[] gets their bytes by role (they add up to the heap). */
static size_t sim_live(const sim *s, xt_arena *a, xt_live_buf **out, int64_t roles[XT_NROLES])
{
    const xt_heap_trace *tr = s->tr;
    const sim_buf *b = s->b;
    size_t nl = 0, n = 0;
    for (size_t i = 0; i < s->n; i++)
        if (b[i].contrib)
            nl++;
    xt_live_buf *live = xt_arena_alloc(a, (nl ? nl : 1) * sizeof *live);
    src_memo memo = { .srcs = NULL };
    xt_imap_init(&memo.at, nl < 64 ? 64 : nl);
    for (size_t i = 0; i < s->n; i++) {
        if (!b[i].contrib)
            continue;
        int32_t show = b[i].display >= 0 ? b[i].display : (int32_t)i;
        xt_live_buf *o = &live[n++];
        describe(s->hlo, i, (size_t)show, a, o, &memo);
        o->bytes = b[i].contrib;
        o->unpadded = b[i].ucontrib;
        o->born = b[show].born;
        o->died = b[i].died;
        o->born_at = o->born < tr->nevents ? tr->events[o->born].instruction_name : "";
        o->died_at = o->died < tr->nevents ? tr->events[o->died].instruction_name : "(end)";
        roles[o->role] = xt_sat_add(roles[o->role], o->bytes);
    }
    xt_imap_free(&memo.at);
    free(memo.srcs);
    if (n > 1)
        qsort(live, n, sizeof *live, xt_live_buf_cmp);
    *out = live;
    return n;
}

static void simulate(xt_plan *p, xt_store *st, const xt_hlo *hlo, const xt_heap_trace *tr)
{
    sim s;
    sim_init(&s, hlo, tr);
    int64_t peak, upeak;
    size_t peak_pos = sim_find_peak(&s, &peak, &upeak);
    if (s.unknown)
        warn(st, p, "heap trace names %zu unknown logical buffer(s); those events were skipped",
             s.unknown);
    if (s.negative)
        warn(st, p, "heap trace frees %zu buffer(s) that were not live (freed twice?); ignored",
             s.negative);
    p->heap_peak = peak;
    p->heap_peak_unpadded = upeak;
    p->peak_event = peak_pos;
    p->trace_events = tr->nevents;
    p->peak_instruction = tr->nevents ? tr->events[peak_pos].instruction_name : "";
    if (peak > 0) {
        sim_replay(&s, peak_pos + 1);
        p->nlive = sim_live(&s, &st->arena, &p->live, p->roles);
    }
    free(s.b);
}

int64_t *xt_plan_heap_values(const xt_plan *p)
{
    if (!p->hlo || !p->heap_trace || !p->heap_trace->nevents)
        return NULL;
    const xt_heap_trace *tr = p->heap_trace;
    sim s;
    sim_init_as(&s, p->hlo, tr, false);
    int64_t *v = xt_xmalloc(tr->nevents * sizeof *v);
    for (size_t e = 0; e < tr->nevents; e++) {
        sim_step(&s, e);
        v[e] = s.heap;
    }
    free(s.b);
    return v;
}

bool xt_plan_replay_to(const xt_plan *p, size_t event, xt_arena *a, xt_heap_point *out)
{
    memset(out, 0, sizeof *out);
    if (!p->heap_trace || !p->heap_trace->nevents)
        return false;
    const xt_heap_trace *tr = p->heap_trace;
    if (event >= tr->nevents)
        event = tr->nevents - 1;
    sim s;
    sim_init(&s, p->hlo, tr);
    int64_t peak, upeak;
    sim_find_peak(&s, &peak, &upeak); /* lifetimes, as the live set at the peak has them */
    sim_replay(&s, event + 1);
    out->event = event;
    out->instruction = tr->events[event].instruction_name;
    out->heap = s.heap;
    out->heap_unpadded = s.uheap;
    out->nlive = sim_live(&s, a, &out->live, out->roles);
    free(s.b);
    return true;
}

static xt_plan *plan_compute(xt_host *h, xt_module *m, xt_store *st);

/* A plan made once for the modules a run's hosts share (the hlo cache):
 * it depends on the HloProto alone. */
typedef struct shared_plan {
    xt_store store;
    xt_plan *plan;
} shared_plan;

static void shared_plan_free(void *v)
{
    shared_plan *sp = v;
    xt_store_free(&sp->store);
    free(sp);
}

xt_plan *xt_plan_compute(xt_host *h, xt_module *m, xt_store *st)
{
    xt_error err;
    xt_hlo *hlo = m->hlo_shared || h->hlo_cache ? xt_module_hlo(h, m, &err) : NULL;
    if (hlo && m->hlo_shared && h->hlo_cache) {
        shared_plan *sp = xt_hlo_cache_extra(h->hlo_cache, hlo);
        if (!sp) {
            shared_plan *mine = xt_xcalloc(1, sizeof *mine);
            xt_store_init(&mine->store);
            mine->plan = plan_compute(h, m, &mine->store);
            sp = xt_hlo_cache_extra_put(h->hlo_cache, hlo, mine, shared_plan_free);
        }
        if (sp) {
            /* the figures, live buffers and warnings are the cache's (it
             * outlives the hosts); the module is this host's */
            xt_plan *p = xt_arena_memdup(&st->arena, sp->plan, sizeof *p);
            p->module = m;
            return p;
        }
    }
    return plan_compute(h, m, st);
}

static xt_plan *plan_compute(xt_host *h, xt_module *m, xt_store *st)
{
    xt_plan *p = xt_arena_alloc(&st->arena, sizeof *p);
    p->module = m;
    xt_error err;
    xt_hlo *hlo = xt_module_hlo(h, m, &err);
    if (!hlo) {
        warn(st, p, "%s", err.msg);
        return p;
    }
    p->remat = hlo->remat_count;
    if (!hlo->has_buffer_assignment) {
        warn(st, p, "%s", "the HloProto has no buffer assignment; no plan to show");
        return p;
    }
    p->has_plan = true;
    p->hlo = hlo;
    totals(st, p, hlo);
    xt_imap lbuf_alloc;
    xt_imap_init(&lbuf_alloc, hlo->nlbufs);
    for (size_t i = 0; i < hlo->nallocs; i++)
        for (size_t k = 0; k < hlo->allocs[i].nassigned; k++)
            xt_imap_put(&lbuf_alloc, hlo->allocs[i].assigned[k].lbuf_id, i);
    const xt_heap_trace *tr = pick_trace(hlo, &lbuf_alloc);
    xt_imap_free(&lbuf_alloc);
    if (tr) {
        p->has_heap_trace = true;
        p->heap_trace = tr;
        simulate(p, st, hlo, tr);
        /* a temp block of 0 bytes under a trace that peaks above it is
         * the worst of this disagreement, not none (an attacker's review:
         * "needs 5.0 KiB" of a trace peaking at 256 MiB, without a note) */
        if (p->heap_peak > p->temp)
            warn(st, p, "%s", p->temp > 0
                                  ? "heap peak exceeds the temp block: the trace and the allocations disagree"
                                  : "heap peak above a temp block of 0 bytes: the trace and the allocations "
                                    "disagree, and the step's needs leave its temp out");
    } else if (p->temp > 0) {
        warn(st, p, "%s", "no heap-simulator trace for the temp block; live-at-peak unknown");
    }
    return p;
}

static int cmp_group(const void *x, const void *y)
{
    const xt_live_group *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes < b->bytes ? 1 : -1;
    return a->first < b->first ? -1 : a->first > b->first;
}

size_t xt_plan_groups(const xt_plan *p, xt_arena *a, xt_live_group **out)
{
    return xt_plan_groups_next(p, a, out, NULL);
}

size_t xt_plan_groups_next(const xt_plan *p, xt_arena *a, xt_live_group **out, size_t **next)
{
    xt_live_group *g = xt_arena_alloc(a, (p->nlive + 1) * sizeof *g);
    size_t ng = 0;
    /* the chain: each group's last member so far (by the group's index
     * before the sort; the chain holds buffer indices, which it keeps) */
    size_t *nx = next ? xt_arena_alloc(a, (p->nlive + 1) * sizeof *nx) : NULL;
    size_t *last = next ? xt_xmalloc((p->nlive + 1) * sizeof *last) : NULL;
    /* key: hash of (role, shape, source) -> first group with that hash */
    xt_imap by_key;
    xt_imap_init(&by_key, p->nlive);
    for (size_t i = 0; i < p->nlive; i++) {
        const xt_live_buf *lb = &p->live[i];
        uint64_t h = xt_hash_key(lb->shape, strlen(lb->shape)) * 31 +
                     xt_hash_key(lb->source, strlen(lb->source)) * 7 + (uint64_t)lb->role;
        size_t k;
        bool found = false;
        /* linear probing over equal hashes: key h, h+1, ... */
        for (uint64_t probe = h;; probe++) {
            if (!xt_imap_get(&by_key, (int64_t)probe, &k))
                break;
            if (g[k].role == lb->role && !strcmp(g[k].shape, lb->shape) &&
                (g[k].source == lb->source || !strcmp(g[k].source, lb->source))) {
                found = true;
                break;
            }
        }
        if (!found) {
            uint64_t probe = h;
            while (xt_imap_get(&by_key, (int64_t)probe, NULL))
                probe++;
            k = ng++;
            g[k].shape = lb->shape;
            g[k].source = lb->source;
            g[k].role = lb->role;
            g[k].first = i;
            xt_imap_put(&by_key, (int64_t)probe, k);
        } else if (nx) {
            nx[last[k]] = i;
        }
        if (nx) {
            nx[i] = SIZE_MAX;
            last[k] = i;
        }
        g[k].count++;
        g[k].bytes = xt_sat_add(g[k].bytes, lb->bytes);
    }
    xt_imap_free(&by_key);
    free(last);
    if (next)
        *next = nx;
    /* largest total first; ties in the order they appear */
    if (ng > 1)
        qsort(g, ng, sizeof *g, cmp_group);
    *out = g;
    return ng;
}

xt_role xt_plan_role(const xt_plan *p, size_t root, size_t show)
{
    bool by_root;
    if (!p->hlo || root >= p->hlo->nlbufs || show >= p->hlo->nlbufs)
        return (xt_role)0; /* as xt_plan_describe leaves it */
    return role_at(p->hlo, root, show, &by_root);
}

void xt_plan_describe_ids(const xt_plan *p, size_t show, xt_live_buf *out)
{
    memset(out, 0, sizeof *out);
    if (!p->hlo || show >= p->hlo->nlbufs)
        return;
    const xt_lbuf *lb = &p->hlo->lbufs[show];
    out->lbuf_id = lb->id;
    out->instr = xt_hlo_instr(p->hlo, lb->instr_id);
    out->via = via_of(p->hlo, out->instr);
}

void xt_plan_describe(const xt_plan *p, size_t root, size_t show, xt_arena *a, xt_live_buf *out)
{
    memset(out, 0, sizeof *out);
    if (!p->hlo || root >= p->hlo->nlbufs || show >= p->hlo->nlbufs)
        return;
    describe(p->hlo, root, show, a, out, NULL);
}
