/* runtime.c - allocator replay, executions and their attribution to
 * modules (doc/capture-format.md §7, doc/figures.md "Runtime"). */
#include "runtime.h"

#include <sys/resource.h>
#include <unistd.h>
#include "names.h"

#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdarg.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Interned names of what we look for (NULL when the capture never has
 * them, so pointer comparisons stay cheap on the hot path). */
typedef struct names {
    const char *mem_alloc, *mem_free, *retry, *build_allocs, *thunks_suffix;
    const char *s_allocator_name, *s_index_on_host, *s_device_ordinal;
    const char *s_bytes_allocated, *s_bytes_available, *s_peak, *s_requested;
    const char *s_allocation_bytes, *s_addr, *s_frag, *s_shape;
    const char *s_p, *s_pt, *s_c, *s_ct, *s_module_name, *s_hlo_module;
    const char *s_program_id, *s_correlation_id, *s_name;
} names;

static void init_names(const xt_host *h, names *k)
{
    const xt_strtab *t = &h->strings;
#define F(s) xt_intern_find(t, s)
    k->mem_alloc = F(XT_EV_MEM_ALLOC);
    k->mem_free = F(XT_EV_MEM_FREE);
    k->retry = F(XT_EV_ALLOCATOR_RETRY);
    k->build_allocs = F(XT_EV_BUILD_ALLOCS);
    k->s_allocator_name = F(XT_ST_ALLOCATOR_NAME);
    k->s_index_on_host = F(XT_ST_INDEX_ON_HOST);
    k->s_device_ordinal = F(XT_ST_DEVICE_ORDINAL);
    k->s_bytes_allocated = F(XT_ST_BYTES_ALLOCATED);
    k->s_bytes_available = F(XT_ST_BYTES_AVAILABLE);
    k->s_peak = F(XT_ST_PEAK_BYTES);
    k->s_requested = F(XT_ST_REQUESTED_BYTES);
    k->s_allocation_bytes = F(XT_ST_ALLOCATION_BYTES);
    k->s_addr = F(XT_ST_ADDR);
    k->s_frag = F(XT_ST_FRAGMENTATION);
    k->s_shape = F(XT_ST_SHAPE);
    k->s_p = F(XT_ST_PRODUCER);
    k->s_pt = F(XT_ST_PRODUCER_TYPE);
    k->s_c = F(XT_ST_CONSUMER);
    k->s_ct = F(XT_ST_CONSUMER_TYPE);
    k->s_module_name = F(XT_ST_MODULE_NAME);
    k->s_hlo_module = F(XT_ST_HLO_MODULE);
    k->s_program_id = F(XT_ST_PROGRAM_ID);
    k->s_correlation_id = F(XT_ST_CORRELATION_ID);
    k->s_name = F(XT_ST_NAME);
#undef F
}

/* Stat by interned name pointer (own stats, then metadata's). */
static const xt_stat *st(const xt_event *ev, const char *name)
{
    if (!name)
        return NULL;
    for (uint32_t i = 0; i < ev->nstats; i++)
        if (ev->stats[i].name == name)
            return &ev->stats[i];
    if (ev->meta)
        for (uint32_t i = 0; i < ev->meta->nstats; i++)
            if (ev->meta->stats[i].name == name)
                return &ev->meta->stats[i];
    return NULL;
}

static int64_t st_i64(const xt_event *ev, const char *name, int64_t dflt)
{
    int64_t v;
    return xt_stat_i64(st(ev, name), &v) ? v : dflt;
}

#define rt_warn(st, rt, ...) xt_note(&(st)->arena, &(rt)->warnings, &(rt)->nwarnings, __VA_ARGS__)

#define PREFIX(n, p) (strncmp(n, p, sizeof p - 1) == 0)

/* Top-level execution events of every client generation (§5.1). */
static bool is_exec_root(const char *n)
{
    if (n[0] == '[')
        return false; /* per-device consumers of ≥ 0.9.2 */
    return !strcmp(n, XT_EV_SE_EXECUTE) || PREFIX(n, XT_EV_COMMON_EXECUTE) ||
           PREFIX(n, XT_EV_COMMON_EXECUTE_SHARDED) || PREFIX(n, XT_EV_COMMON_EXECUTE_PORTABLE) ||
           !strcmp(n, XT_EV_TFRT_EXECUTE) || !strcmp(n, XT_EV_TFRT_EXECUTE_SHARDED) ||
           !strcmp(n, XT_EV_TFRT_EXECUTE_PORTABLE) || !strcmp(n, XT_EV_TPU_EXECUTE);
}

static bool is_launch(const char *n)
{
    return strstr(n, XT_EV_EXECUTE_THUNKS) || strstr(n, XT_EV_GPU_MODULE) ||
           PREFIX(n, XT_EV_CU_LAUNCH) || PREFIX(n, XT_EV_CU_GRAPH_LAUNCH) ||
           PREFIX(n, XT_EV_HIP_MODULE_LAUNCH) || PREFIX(n, XT_EV_HIP_EXT_MODULE_LAUNCH) ||
           PREFIX(n, XT_EV_HIP_LAUNCH) || PREFIX(n, XT_EV_HIP_GRAPH_LAUNCH) ||
           !strcmp(n, XT_EV_TPU_EXECUTE_LAUNCH);
}

/* What an event's name means, computed once per event metadata (names are
 * shared by millions of events) and cached in it.  CLS_BASIC: only the
 * cheap bits (CLS_UNNAMED_OR_MEM, CLS_PYTHON) are there, for a window's
 * walk that needs no more (cls_basic); CLS_DONE: every bit. */
enum { CLS_DONE = 1, CLS_ROOT = 2, CLS_LAUNCH = 4, CLS_UNNAMED_OR_MEM = 8, CLS_PYTHON = 16, CLS_BASIC = 32 };

static uint8_t cls_basic_bits(const char *n)
{
    bool skip = !*n || !strcmp(n, XT_EV_MEM_ALLOC) || !strcmp(n, XT_EV_MEM_FREE);
    return (uint8_t)(CLS_BASIC | (skip ? CLS_UNNAMED_OR_MEM : 0) | (PREFIX(n, XT_EV_PYTHON) ? CLS_PYTHON : 0));
}

static uint8_t cls_of(const xt_event *e)
{
    xt_evmeta *m = (xt_evmeta *)e->meta; /* the cache field is ours to fill */
    if (!m)
        return CLS_DONE;
    uint8_t c = __atomic_load_n(&m->cls, __ATOMIC_RELAXED);
    if (!(c & CLS_DONE)) {
        const char *n = m->name ? m->name : "";
        c = (uint8_t)(CLS_DONE | cls_basic_bits(n) | (is_exec_root(n) ? CLS_ROOT : 0) |
                      (is_launch(n) ? CLS_LAUNCH : 0));
        __atomic_store_n(&m->cls, c, __ATOMIC_RELAXED);
    }
    return c;
}

/* The cheap bits alone (a window between two executions: 36,000 events
 * of 15,600 names a host, whose launch and root tests, two strstr over
 * each name, were a third of the walk in a run of 16 hosts). */
static uint8_t cls_basic(const xt_event *e)
{
    xt_evmeta *m = (xt_evmeta *)e->meta;
    if (!m)
        return CLS_DONE | CLS_BASIC;
    /* read and written with relaxed atomics: the window's two halves
     * (between_compute) may fill one name's cache at once, with the same
     * bits */
    uint8_t c = __atomic_load_n(&m->cls, __ATOMIC_RELAXED);
    if (!(c & CLS_BASIC)) {
        c = cls_basic_bits(m->name ? m->name : "");
        __atomic_store_n(&m->cls, c, __ATOMIC_RELAXED);
    }
    return c;
}

/* ---- per-line nesting ---------------------------------------------------- */

#define NO_EXEC UINT32_MAX

/* An execution's span on a line: events [first, last] are inside it. */
typedef struct espan {
    uint32_t first, last, exec;
} espan;

/* What origin_of finds walking up from an event (itself included): the
 * innermost TraceMe (non-Python) event, the innermost Python frame, and
 * the innermost Python file:line outside JAX's files and inside them. */
typedef struct origin_memo {
    int32_t trace, py;
    const char *user, *lib;
} origin_memo;

typedef struct line_info {
    const xt_line *line;
    int ord;          /* the device its execution spans ran on: -2 none
                         seen, -1 several (not a device's own thread) */
    int32_t *parent;  /* innermost enclosing event, -1 if none */
    espan *spans;     /* execution spans, sorted by first once marked */
    size_t nspans, capspans;
    /* origin_of's walks, memoised per event visited (a walk from each
     * allocation to the root was quadratic under 80,000 nested events) */
    xt_imap omap;     /* event -> index into om */
    bool omap_ready;
    origin_memo *om;
    size_t nom, capom;
} line_info;

static void nest(line_info *li)
{
    const xt_line *l = li->line;
    li->parent = xt_xmalloc((l->nevents + 1) * sizeof *li->parent);
    int32_t *stack = xt_xmalloc((l->nevents + 1) * sizeof *stack);
    size_t sp = 0;
    for (size_t i = 0; i < l->nevents; i++) {
        const xt_event *e = &l->events[i];
        int64_t end = e->start_ps + e->dur_ps;
        while (sp) {
            const xt_event *t = &l->events[stack[sp - 1]];
            if (t->start_ps <= e->start_ps && end <= t->start_ps + t->dur_ps)
                break;
            sp--;
        }
        li->parent[i] = sp ? stack[sp - 1] : -1;
        if (e->dur_ps > 0)
            stack[sp++] = (int32_t)i;
    }
    free(stack);
}

/* Note that events inside the span of event i belong to execution x (a
 * range per span, not a word per event: big lines stay small). */
static void mark_span(line_info *li, size_t i, uint32_t x)
{
    const xt_line *l = li->line;
    int64_t end = l->events[i].start_ps + l->events[i].dur_ps;
    size_t j = i;
    while (j + 1 < l->nevents && l->events[j + 1].start_ps <= end)
        j++;
    espan sp = { (uint32_t)i, (uint32_t)j, x };
    XT_PUSH(li->spans, li->nspans, li->capspans, sp);
}

static int cmp_espan(const void *a, const void *b)
{
    const espan *x = a, *y = b;
    return x->first < y->first ? -1 : x->first > y->first;
}

/* The execution whose span holds event i, NO_EXEC if none (spans sorted;
 * when spans nest, the innermost one that starts last wins). */
typedef struct {
    const line_info *li;
    size_t i;
} span_key;

static bool span_starts_by(const void *ctx, size_t k)
{
    const span_key *key = ctx;
    return key->li->spans[k].first <= key->i;
}

static uint32_t exec_at(const line_info *li, size_t i)
{
    span_key key = { li, i };
    size_t lo = xt_lower_bound(li->nspans, &key, span_starts_by);
    for (size_t k = lo; k-- > 0;) {
        if (li->spans[k].last >= i)
            return li->spans[k].exec;
        if (lo - k > 8)
            break; /* spans rarely nest: a short look back is enough */
    }
    return NO_EXEC;
}

/* ---- executions ------------------------------------------------------------ */

typedef struct span {
    line_info *li;
    size_t ev;
    int ord;          /* device ordinal of its allocations or device_ordinal
                         stat, else its line's; -1 if unknown */
    bool launched;    /* a launch inside */
    int64_t retry_ps; /* as xt_exec's, for this span alone */
    bool retry_inf;
} span;

typedef struct exec_build {
    xt_exec x;
    int64_t p;          /* producer id (_p), 0 if none */
    bool has_p;
    span *spans;
    size_t nspans, capspans;
    const char *name;   /* module name seen on the host */
    int64_t program_id; /* from launch stats, -1 if none */
    int64_t *requests;  /* requested bytes of allocations inside */
    size_t nreq, capreq;
    int64_t correlation; /* a launch's correlation id, -1 */
    size_t found;       /* order found in (host roots by line, then device) */
    bool device;        /* from a device XLA Modules line (TPU) */
    size_t first_pool;  /* allocator (order of discovery) of its first allocation */
    int *ords;          /* the devices its spans ran on, ascending, distinct */
    size_t nords;
} exec_build;

/* A module's name and index, sorted by name (add_device_executions,
 * exec_label, the groups of names). */
typedef struct {
    const char *name;
    size_t m;
} name_mod;

static int cmp_name_mod(const void *x, const void *y)
{
    const name_mod *a = x, *b = y;
    int c = strcmp(a->name, b->name);
    return c ? c : (a->m > b->m) - (a->m < b->m);
}

/* The state shared by the phases of xt_runtime_compute. */
typedef struct rt_ctx {
    xt_host *h;
    xt_plan *const *plans;
    xt_store *st;         /* the analysis's: results and made-up strings */
    names k;
    xt_runtime *rt;
    line_info *lines;     /* host lines */
    size_t nlines;
    exec_build *bs;       /* executions; time order once sorted */
    size_t nb, capb;
    size_t *pos;          /* pos[found] = index in bs once sorted */
    xt_imap pool_by_name; /* interned allocator name -> order of discovery */
    size_t capalloc;      /* capacity of rt->allocators */
    size_t *capev;        /* per allocator: capacity of its event array */
    size_t ncapev;        /* capacity of capev */
    size_t nparts;        /* per-device parts, after the executions */
    int *part_ord;        /* per part: its device ordinal */
    uint8_t *twin;        /* per module: 1 when another has its hlo_name
                             (exec_label; NULL until asked) */
    char label_buf[XT_ORIGIN_NAME_BUF]; /* exec_label's name when cut, */
    const char *label_of;                /* of this name */
    char label_unk[XT_ORIGIN_NAME_BUF]; /* an execution without a module */
} rt_ctx;

static const xt_plane *plane_of(const xt_host *h, const xt_line *l);

static const char *rt_intern(rt_ctx *c, const char *s)
{
    return xt_store_intern(c->st, c->h, s);
}

static const char *rt_intern_n(rt_ctx *c, const char *s, size_t n)
{
    return xt_store_intern_n(c->st, c->h, s, n);
}

/* Module name inside "CommonPjRtLoadedExecutable::Execute (<name>)". */
static const char *paren_name(rt_ctx *c, const char *n)
{
    const char *o = strrchr(n, '(');
    size_t len = strlen(n);
    if (!o || n[len - 1] != ')' || o + 1 >= n + len - 1)
        return NULL;
    return rt_intern_n(c, o + 1, (size_t)(n + len - 1 - (o + 1)));
}

static const char *pjit_name(rt_ctx *c, const line_info *li, size_t ev)
{
    for (int32_t p = li->parent[ev]; p >= 0; p = li->parent[p]) {
        const char *n = xt_event_name(&li->line->events[p]);
        if (PREFIX(n, XT_EV_PJIT)) {
            /* the name is all between "PjitFunction(" and the last ')':
             * a __name__ with a '(' of its own ("loss(p)") read from its
             * last '(' ran as jit_p_, where JAX names it jit_loss_p_ */
            size_t nl = strlen(n), pl = sizeof XT_EV_PJIT - 1;
            const char *in = nl > pl + 1 && n[nl - 1] == ')' ? rt_intern_n(c, n + pl, nl - pl - 1) : NULL;
            if (in) {
                /* the whole name: a buffer of 300 bytes cut a module's
                 * name of 300 bytes or more, which then matched no
                 * module: its failed execution went unnamed and the
                 * verdict said "fits", none executed (an attacker's
                 * review) */
                size_t len = strlen(in);
                char sbuf[300];
                char *buf = len + 5 <= sizeof sbuf ? sbuf : xt_xmalloc(len + 5);
                memcpy(buf, "jit_", 4);
                memcpy(buf + 4, in, len + 1);
                /* as JAX names the module (xt_jax_module_chars), so
                 * PjitFunction(<lambda>) runs jit__lambda_; "jit_<lambda>"
                 * matched no module, and a lambda's failed execution
                 * belonged to none (an attacker's review).  A name cut
                 * where it was read keeps its mark: the decoder cut it
                 * as the module's own name is cut (decode.c's
                 * intern_long), so the two stay one name. */
                xt_jax_module_chars(buf + 4, len - xt_name_cut_mark(in, len));
                const char *r = rt_intern(c, buf);
                if (buf != sbuf)
                    free(buf);
                return r;
            }
        }
    }
    return NULL;
}

/* The device ordinal of an allocator name: GPU_<n>_bfc, index_on_host=<n>,
 * device_ordinal=<n>; -1 for anything else (pinned host, collective
 * memory, unknown). */
static int pool_ordinal(const char *name)
{
    int ord = -1, end = 0;
    /* GPU_<n>_bfc: the text around the format's %d */
    const char *pct = strstr(XT_POOL_GPU_FMT, "%d");
    size_t pre = (size_t)(pct - XT_POOL_GPU_FMT);
    if (!strncmp(name, XT_POOL_GPU_FMT, pre) && name[pre] >= '0' && name[pre] <= '9') {
        char *e;
        long v = strtol(name + pre, &e, 10);
        if (!strcmp(e, pct + 2) && v <= INT32_MAX)
            return (int)v;
    }
    const char *keys[] = { XT_ST_INDEX_ON_HOST, XT_ST_DEVICE_ORDINAL };
    for (size_t i = 0; i < 2; i++) {
        size_t n = strlen(keys[i]);
        end = 0;
        if (!strncmp(name, keys[i], n) && sscanf(name + n, "=%d%n", &ord, &end) == 1 && !name[n + end])
            return ord >= 0 ? ord : -1;
    }
    return -1;
}

/* The device an event inside an execution tells: an allocator event's pool
 * (named as allocator_index names it), else a device_ordinal stat; -1. */
static int event_ordinal(const rt_ctx *c, const xt_event *e, bool mem)
{
    const names *k = &c->k;
    int64_t v;
    if (mem) {
        const char *name = xt_stat_str(st(e, k->s_allocator_name));
        if (name && *name)
            return pool_ordinal(name);
        if (xt_stat_i64(st(e, k->s_index_on_host), &v))
            return v >= 0 && v <= INT32_MAX ? (int)v : -1;
    }
    if (xt_stat_i64(st(e, k->s_device_ordinal), &v))
        return v >= 0 && v <= INT32_MAX ? (int)v : -1;
    return -1;
}

/* What a launch left out of the model (model.h, xt_launch) does in a span:
 * what scan_span's loop does with the event (a launch, not an allocator
 * event, and by its name never a module name: the decoder keeps it as an
 * event otherwise). */
static void launched_in(exec_build *b, span *s, const xt_launch_info *in, int64_t correlation)
{
    b->x.launched = s->launched = true;
    if (s->ord < 0)
        s->ord = in->ordinal;
    if (!b->name && in->module)
        b->name = in->module;
    if (b->program_id < 0 && in->has_program_id)
        b->program_id = in->program_id;
    /* with a program id the correlation is never read (resolve_program_ids
     * only asks for executions without one), and not kept */
    if (b->correlation < 0 && in->has_correlation)
        b->correlation = in->has_program_id ? 0 : correlation;
}

static void scan_launch(exec_build *b, span *s, const xt_line *l, size_t k, int64_t end)
{
    const xt_launch *L = &l->launches[k];
    if (L->start_ps + (int64_t)L->dur_ps > end)
        return;
    launched_in(b, s, XT_LAUNCH_INFO(l, k), XT_LAUNCH_CORRELATION(l, k));
}

static void scan_span(rt_ctx *c, exec_build *b, span *s)
{
    const names *k = &c->k;
    const xt_line *l = s->li->line;
    const xt_event *root = &l->events[s->ev];
    int64_t end = root->start_ps + root->dur_ps;
    for (size_t j = s->ev;; j++) {
        /* the launches that lay between events j - 1 and j, after the root */
        const xt_launch_run *run;
        if (j > s->ev && l->nlaunches && l->nlaunch_runs &&
            XT_LAUNCHES_BEGIN(l, j) < XT_LAUNCHES_END(l, j) && (run = xt_line_launch_run(l, j))) {
            /* as the loop below on its launches: the first ends first,
             * and the rest say the same */
            if (run->start_ps > end)
                return;
            if (run->end_ps <= end)
                launched_in(b, s, l->launch_infos[run->info], run->correlation);
        } else if (j > s->ev && l->nlaunches)
            for (size_t lk = XT_LAUNCHES_BEGIN(l, j), le = XT_LAUNCHES_END(l, j); lk < le; lk++) {
                if (l->launches[lk].start_ps > end)
                    return; /* the scan stops at the first event past the end */
                scan_launch(b, s, l, lk, end);
            }
        if (j >= l->nevents || l->events[j].start_ps > end)
            break;
        const xt_event *e = &l->events[j];
        if (j != s->ev && e->start_ps + e->dur_ps > end)
            continue;
        const char *n = xt_event_name(e);
        bool launch = (cls_of(e) & CLS_LAUNCH) != 0;
        if (launch)
            b->x.launched = s->launched = true;
        bool mem = (k->mem_alloc && e->meta->name == k->mem_alloc) ||
                   (k->mem_free && e->meta->name == k->mem_free);
        if (s->ord < 0)
            s->ord = event_ordinal(c, e, mem);
        if (!b->name) {
            const xt_stat *ms = st(e, k->s_module_name);
            if (!ms)
                ms = st(e, k->s_hlo_module);
            if (xt_stat_str(ms) && *xt_stat_str(ms))
                b->name = xt_stat_str(ms);
            else if (strstr(n, XT_EV_GPU_MODULE))
                b->name = rt_intern_n(c, n, (size_t)(strstr(n, XT_EV_GPU_MODULE) - n));
            else if (PREFIX(n, XT_EV_COMMON_EXECUTE_ANY) || strstr(n, XT_EV_COMMON_DEVICE_EXECUTE))
                b->name = paren_name(c, n);
        }
        if (b->program_id < 0) {
            int64_t v;
            if (xt_stat_i64(st(e, k->s_program_id), &v))
                b->program_id = v;
        }
        if (b->correlation < 0 && launch) {
            int64_t v;
            if (xt_stat_i64(st(e, k->s_correlation_id), &v))
                b->correlation = v;
        }
        if (k->retry && e->meta->name == k->retry) {
            b->x.retry_wait_ps += e->dur_ps;
            s->retry_ps += e->dur_ps;
        }
        if (k->build_allocs && e->meta->name == k->build_allocs && e->dur_ps >= 1000000000000LL &&
            !k->retry) {
            /* before JAX 0.11 the BFC retry leaves no event: an allocation
             * phase of a second or more is the wait (inferred) */
            if (e->dur_ps > b->x.retry_wait_ps) {
                b->x.retry_wait_ps = e->dur_ps;
                b->x.retry_inferred = true;
            }
            if (e->dur_ps > s->retry_ps) {
                s->retry_ps = e->dur_ps;
                s->retry_inf = true;
            }
        }
        if (k->mem_alloc && e->meta->name == k->mem_alloc) {
            int64_t r = st_i64(e, k->s_requested, -1);
            XT_PUSH(b->requests, b->nreq, b->capreq, r);
        }
    }
}

/* correlation id -> program id for the wanted correlation ids, from the
 * device planes (CUDA: kernels carry program_id, host launches only
 * correlation_id).  Kernel lines are decoded one at a time and dropped. */
typedef struct corr_visit {
    const names *k;
    xt_imap *want;
} corr_visit;

static void corr_event(void *ctx, const xt_event *e)
{
    corr_visit *cv = ctx;
    int64_t c, pid;
    size_t old;
    if (xt_stat_i64(st(e, cv->k->s_correlation_id), &c) && xt_imap_get(cv->want, c, &old) &&
        old == SIZE_MAX && xt_stat_i64(st(e, cv->k->s_program_id), &pid))
        xt_imap_put(cv->want, c, (size_t)pid);
}

static void device_program_ids(xt_host *h, const names *k, xt_imap *want)
{
    if (!k->s_correlation_id || !k->s_program_id || !want->count)
        return;
    corr_visit cv = { k, want };
    for (size_t p = 0; p < h->nplanes; p++) {
        const xt_plane *pl = &h->planes[p];
        if (!PREFIX(pl->name, XT_PLANE_DEVICE))
            continue;
        for (size_t l = 0; l < pl->nlines; l++) {
            xt_error err;
            xt_line_visit(h, pl, &pl->lines[l], corr_event, &cv, &err);
        }
    }
}

/* Host events that carry program_id (ROCm launch callbacks, recorded on
 * their own thread lines), in time order, to join with executions. */
typedef struct pid_mark {
    int64_t t_ps;
    int64_t program_id;
    const char *module; /* hlo_module, NULL if absent */
} pid_mark;

/* Marks come line by line, each line already in time order: merge the
 * runs in order (adjacent runs pairwise, the left one first on equal
 * times) instead of sorting.  That is what a stable sort by time gives,
 * as the qsort did before, and any input is still sorted (a line out of
 * order only makes more runs). */
static void merge_marks(pid_mark *v, size_t n)
{
    size_t *runs = NULL, nruns = 0, cap = 0; /* where each run starts */
    for (size_t i = 0; i < n; i++)
        if (i == 0 || v[i].t_ps < v[i - 1].t_ps)
            XT_PUSH(runs, nruns, cap, i);
    if (nruns > 1) {
        pid_mark *tmp = xt_xmalloc(n * sizeof *tmp), *from = v;
        while (nruns > 1) {
            size_t out = 0;
            for (size_t r = 0; r < nruns; r += 2) {
                size_t a = runs[r], mid = r + 1 < nruns ? runs[r + 1] : n;
                size_t end = r + 2 < nruns ? runs[r + 2] : n, i = a, j = mid, k = a;
                while (i < mid && j < end)
                    tmp[k++] = from[j].t_ps < from[i].t_ps ? from[j++] : from[i++];
                while (i < mid)
                    tmp[k++] = from[i++];
                while (j < end)
                    tmp[k++] = from[j++];
                runs[out++] = a;
            }
            nruns = out;
            pid_mark *t = from; /* the merged runs are read from next */
            from = tmp;
            tmp = t;
        }
        if (from != v)
            memcpy(v, from, n * sizeof *v);
        free(from == v ? tmp : from);
    }
    free(runs);
}

static size_t host_program_marks(const line_info *lines, size_t nlines, const names *k,
                                 pid_mark **out)
{
    pid_mark *v = NULL;
    size_t n = 0, cap = 0;
    if (k->s_program_id)
        for (size_t li = 0; li < nlines; li++) {
            const xt_line *l = lines[li].line;
            /* launches with a program id: records, never runs */
            bool pids = false;
            for (size_t q = 0; q < l->nlaunch_infos && !pids; q++)
                pids = l->launch_infos[q]->has_program_id;
            for (size_t i = 0; i <= l->nevents; i++) {
                /* launches left out of events[], in line order */
                size_t lk = pids ? XT_LAUNCHES_BEGIN(l, i) : 0;
                size_t le = pids ? XT_LAUNCHES_END(l, i) : 0;
                if (lk < le && l->nlaunch_runs && xt_line_launch_run(l, i))
                    le = lk; /* a run: no program id */
                for (; lk < le; lk++) {
                    const xt_launch_info *in = XT_LAUNCH_INFO(l, lk);
                    if (!in->has_program_id)
                        continue;
                    pid_mark m = { l->launches[lk].start_ps, in->program_id, in->hlo_module };
                    XT_PUSH(v, n, cap, m);
                }
                if (i == l->nevents)
                    break;
                const xt_event *e = &l->events[i];
                int64_t pid;
                if (!xt_stat_i64(st(e, k->s_program_id), &pid))
                    continue;
                pid_mark m = { e->start_ps, pid, xt_stat_str(st(e, k->s_hlo_module)) };
                XT_PUSH(v, n, cap, m);
            }
        }
    merge_marks(v, n);
    *out = v;
    return n;
}

typedef struct mark_key {
    const pid_mark *v;
    int64_t t;
} mark_key;

static bool mark_before(const void *ctx, size_t i)
{
    const mark_key *k = ctx;
    return k->v[i].t_ps < k->t;
}

/* A program id launched for module name inside [t0, t1], -1 if none. */
static int64_t mark_in(const pid_mark *v, size_t n, int64_t t0, int64_t t1, const char *name)
{
    mark_key key = { v, t0 };
    for (size_t i = xt_lower_bound(n, &key, mark_before); i < n && v[i].t_ps <= t1; i++)
        if (!name || !v[i].module || !strcmp(v[i].module, name))
            return v[i].program_id;
    return -1;
}

/* Which module an execution ran: by program id when a launch told us,
 * else by name, else by the allocation sizes the plan predicts. */
/* The host's modules by program id and by name, and each module's sizes
 * of colour-0 allocations other than parameters (built at its first
 * scoring), so that matching an execution to its module costs a lookup,
 * not a scan of every module (40,000 executions of as many modules named
 * alike took 10 s) nor requests times allocations. */
typedef struct mod_key {
    uint64_t pid;
    const char *name;
    size_t m;
} mod_key;

/* A size of a colour-0 allocation (not a parameter) of module m. */
typedef struct size_mod {
    int64_t size;
    size_t m;
} size_mod;

/* The sizes of every module of one name (the modules by_name[lo..)),
 * sorted by (size, m): which compiles have an allocation of a size. */
typedef struct name_sizes {
    size_mod *v;
    size_t n;
} name_sizes;

typedef struct mod_index {
    mod_key *by_pid, *by_name; /* sorted by (pid, m), (name, m) */
    mod_key *by_pid_name;      /* sorted by (pid, name, m) */
    size_t n;
    xt_imap ns_at;             /* lo of a name's range -> index into ns */
    name_sizes *ns;
    size_t nns, capns;
} mod_index;

static int cmp_by_pid(const void *x, const void *y)
{
    const mod_key *a = x, *b = y;
    if (a->pid != b->pid)
        return a->pid < b->pid ? -1 : 1;
    return (a->m > b->m) - (a->m < b->m);
}

static int cmp_by_name(const void *x, const void *y)
{
    const mod_key *a = x, *b = y;
    int c = strcmp(a->name, b->name);
    return c ? c : (a->m > b->m) - (a->m < b->m);
}

static int cmp_by_pid_name(const void *x, const void *y)
{
    const mod_key *a = x, *b = y;
    if (a->pid != b->pid)
        return a->pid < b->pid ? -1 : 1;
    return cmp_by_name(x, y);
}

/* The first of the n sorted keys not below want in cmp's order. */
static size_t key_lower(const mod_key *k, size_t n, const mod_key *want,
                        int (*cmp)(const void *, const void *))
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cmp(&k[mid], want) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static void mod_index_init(mod_index *ix, const xt_host *h)
{
    ix->n = h->nmodules;
    ix->by_pid = xt_xmalloc((ix->n + 1) * sizeof *ix->by_pid);
    ix->by_name = xt_xmalloc((ix->n + 1) * sizeof *ix->by_name);
    ix->by_pid_name = xt_xmalloc((ix->n + 1) * sizeof *ix->by_pid_name);
    xt_imap_init(&ix->ns_at, 16);
    ix->ns = NULL;
    ix->nns = ix->capns = 0;
    for (size_t m = 0; m < ix->n; m++)
        ix->by_pid[m] = ix->by_name[m] = ix->by_pid_name[m] =
            (mod_key){ h->modules[m].program_id, h->modules[m].hlo_name, m };
    qsort(ix->by_pid, ix->n, sizeof *ix->by_pid, cmp_by_pid);
    qsort(ix->by_name, ix->n, sizeof *ix->by_name, cmp_by_name);
    qsort(ix->by_pid_name, ix->n, sizeof *ix->by_pid_name, cmp_by_pid_name);
}

static void mod_index_free(mod_index *ix)
{
    for (size_t i = 0; i < ix->nns; i++)
        free(ix->ns[i].v);
    free(ix->ns);
    xt_imap_free(&ix->ns_at);
    free(ix->by_pid);
    free(ix->by_name);
    free(ix->by_pid_name);
}

static int cmp_size_mod(const void *x, const void *y)
{
    const size_mod *a = x, *b = y;
    if (a->size != b->size)
        return a->size < b->size ? -1 : 1;
    return (a->m > b->m) - (a->m < b->m);
}

/* The sizes of the modules by_name[lo, hi) that have a plan, built at
 * the name's first execution scored. */
static const name_sizes *sizes_of_name(mod_index *ix, const xt_host *h, xt_plan *const *plans, size_t lo,
                                       size_t hi)
{
    size_t at;
    if (xt_imap_get(&ix->ns_at, (int64_t)lo, &at))
        return &ix->ns[at];
    name_sizes ns = { NULL, 0 };
    size_t cap = 0;
    for (size_t k = lo; k < hi; k++) {
        size_t m = ix->by_name[k].m;
        const xt_plan *p = plans ? plans[m] : NULL;
        const xt_hlo *hlo = h->modules[m].hlo;
        if (!p || !p->has_plan || !hlo)
            continue;
        for (size_t a = 0; a < hlo->nallocs; a++)
            if (hlo->allocs[a].color == 0 && !hlo->allocs[a].is_param) {
                size_mod e = { hlo->allocs[a].size, m };
                XT_PUSH(ns.v, ns.n, cap, e);
            }
    }
    if (ns.n > 1)
        qsort(ns.v, ns.n, sizeof *ns.v, cmp_size_mod);
    size_t k = 0; /* a module once per size */
    for (size_t i = 0; i < ns.n; i++)
        if (!k || ns.v[i].size != ns.v[k - 1].size || ns.v[i].m != ns.v[k - 1].m)
            ns.v[k++] = ns.v[i];
    ns.n = k;
    XT_PUSH(ix->ns, ix->nns, ix->capns, ns);
    xt_imap_put(&ix->ns_at, (int64_t)lo, ix->nns - 1);
    return &ix->ns[ix->nns - 1];
}

/* Most modules of one name a request is counted for: the newest of those
 * that have an allocation of its size.  Real recompiles of a name differ
 * in their sizes; a hostile host has 40,000 compiles of one name and
 * size, each counted for each request. */
#define RESOLVE_PER_SIZE 256

static size_t resolve_module(const xt_host *h, xt_plan *const *plans, const exec_build *b,
                             mod_index *ix)
{
    if (b->program_id >= 0) {
        /* the first module of that id (and name, when the host side says one) */
        mod_key want = { (uint64_t)b->program_id, b->name ? b->name : "", 0 };
        const mod_key *k = b->name ? ix->by_pid_name : ix->by_pid;
        size_t at = key_lower(k, ix->n, &want, b->name ? cmp_by_pid_name : cmp_by_pid);
        if (at < ix->n && k[at].pid == want.pid && (!b->name || !strcmp(k[at].name, b->name)))
            return k[at].m;
    }
    if (!b->name)
        return SIZE_MAX;
    mod_key want = { 0, b->name, 0 };
    size_t lo = key_lower(ix->by_name, ix->n, &want, cmp_by_name);
    want.m = SIZE_MAX;
    size_t hi = key_lower(ix->by_name, ix->n, &want, cmp_by_name);
    if (hi == lo)
        return SIZE_MAX;
    /* the module of the name whose plan has allocations of the most of
     * the execution's requested sizes (a request counts as often as it
     * occurs); ties, and no size matched: the newest compile (highest
     * program id, the last module) */
    size_t best = ix->by_name[hi - 1].m;
    if (!b->nreq || hi - lo == 1)
        return best;
    const name_sizes *ns = sizes_of_name(ix, h, plans, lo, hi);
    xt_imap score;
    xt_imap_init(&score, 16);
    for (size_t r = 0; r < b->nreq; r++) {
        size_t a = 0, z = ns->n; /* the run of this size */
        while (a < z) {
            size_t mid = a + (z - a) / 2;
            if (ns->v[mid].size < b->requests[r])
                a = mid + 1;
            else
                z = mid;
        }
        size_t e = a, y = ns->n; /* its end, by halving too: a run can be 40,000 long */
        while (e < y) {
            size_t mid = e + (y - e) / 2;
            if (ns->v[mid].size <= b->requests[r])
                e = mid + 1;
            else
                y = mid;
        }
        for (size_t k = e, seen = 0; k > a && seen < RESOLVE_PER_SIZE; k--, seen++) {
            size_t c = 0;
            xt_imap_get(&score, (int64_t)ns->v[k - 1].m, &c);
            xt_imap_put(&score, (int64_t)ns->v[k - 1].m, c + 1);
        }
    }
    size_t best_score = 0;
    for (size_t i = 0; i < score.cap; i++)
        if (score.used[i] && (score.vals[i] > best_score ||
                              (score.vals[i] == best_score && (size_t)score.keys[i] > best))) {
            best_score = score.vals[i];
            best = (size_t)score.keys[i];
        }
    xt_imap_free(&score);
    return best;
}

/* ---- allocators ------------------------------------------------------------- */

/* The allocator an event goes to (order of discovery), by interned name
 * through a hash map: 160,000 distinct names must not be a linear search. */
static size_t allocator_index(rt_ctx *c, const xt_event *e)
{
    const names *k = &c->k;
    xt_runtime *rt = c->rt;
    const char *name = xt_stat_str(st(e, k->s_allocator_name));
    char buf[64];
    if (!name || !*name) {
        int64_t v;
        if (xt_stat_i64(st(e, k->s_index_on_host), &v)) {
            snprintf(buf, sizeof buf, "%s=%lld", XT_ST_INDEX_ON_HOST, (long long)v);
            name = rt_intern(c, buf);
        } else if (xt_stat_i64(st(e, k->s_device_ordinal), &v)) {
            snprintf(buf, sizeof buf, "%s=%lld", XT_ST_DEVICE_ORDINAL, (long long)v);
            name = rt_intern(c, buf);
        } else {
            name = rt_intern(c, XT_POOL_UNKNOWN);
        }
    }
    size_t i;
    if (xt_imap_get(&c->pool_by_name, (int64_t)(intptr_t)name, &i))
        return i;
    xt_allocator a;
    memset(&a, 0, sizeof a);
    a.name = name;
    a.device_memory = -1;
    a.frag_at_peak = NAN;
    a.device = SIZE_MAX;
    XT_PUSH(rt->allocators, rt->nallocators, c->capalloc, a);
    xt_grow((void **)&c->capev, &c->ncapev, rt->nallocators, sizeof *c->capev);
    c->capev[rt->nallocators - 1] = 0;
    xt_imap_put(&c->pool_by_name, (int64_t)(intptr_t)name, rt->nallocators - 1);
    return rt->nallocators - 1;
}

static int cmp_mem(const void *a, const void *b)
{
    const xt_mem_event *x = a, *y = b;
    return x->t_ps < y->t_ps ? -1 : x->t_ps > y->t_ps;
}

/* Files of JAX itself: a Python frame there is the library, not the
 * user's line (the tracer names frames by file basename). */
static bool jax_library_frame(const char *name)
{
    static const char *const files[] = { "api.py", "pjit.py", "dispatch.py", "array.py",
                                         "xla_bridge.py", "traceback_util.py", "pxla.py",
                                         "api_util.py", "profiler.py", "basearray.py" };
    const char *f = name + strlen(XT_EV_PYTHON);
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        size_t n = strlen(files[i]);
        if (!strncmp(f, files[i], n) && f[n] == ':')
            return true;
    }
    return false;
}

/* "evaluate.py:23" of a Python-tracer frame "$evaluate.py:23 evaluate";
 * NULL for "$<unknown> name" and names without a line. */
static const char *py_file_line(rt_ctx *c, const char *name)
{
    const char *f = name + strlen(XT_EV_PYTHON), *sp = strchr(f, ' ');
    size_t n = sp ? (size_t)(sp - f) : strlen(f);
    const char *colon = memchr(f, ':', n);
    if (*f == '<' || !colon || colon == f || colon + 1 == f + n)
        return NULL;
    return rt_intern_n(c, f, n);
}

/* The memo of event p's chain (p and every event around it), made for the
 * events of the chain not yet seen, from the outermost in: each event of a
 * line is walked once however many allocations it encloses. */
static origin_memo chain_memo(rt_ctx *c, line_info *li, int32_t p)
{
    origin_memo none = { -1, -1, NULL, NULL };
    if (p < 0)
        return none;
    if (!li->omap_ready) {
        xt_imap_init(&li->omap, 64);
        li->omap_ready = true;
    }
    size_t at;
    if (xt_imap_get(&li->omap, p, &at))
        return li->om[at];
    /* the events up to the first one memoised (or the root) */
    int32_t *walk = NULL;
    size_t nw = 0, capw = 0;
    origin_memo up = none;
    for (int32_t q = p; q >= 0; q = li->parent[q]) {
        if (xt_imap_get(&li->omap, q, &at)) {
            up = li->om[at];
            break;
        }
        XT_PUSH(walk, nw, capw, q);
    }
    const xt_line *l = li->line;
    while (nw-- > 0) {
        int32_t q = walk[nw];
        const char *n = xt_event_name(&l->events[q]);
        origin_memo m = up;
        if (PREFIX(n, XT_EV_PYTHON)) {
            m.py = q;
            const char *fl = py_file_line(c, n);
            if (fl && jax_library_frame(n))
                m.lib = fl;
            else if (fl)
                m.user = fl;
        } else {
            m.trace = q;
        }
        XT_PUSH(li->om, li->nom, li->capom, m);
        xt_imap_put(&li->omap, q, li->nom - 1);
        up = m;
    }
    free(walk);
    return up;
}

/* Where an allocation outside any execution came from: the innermost
 * TraceMe around it (with its shape stat), else the innermost Python
 * frame.  *source: the Python file:line around it, the innermost frame
 * outside JAX's own files (else the innermost one), "" if none. */
/* An origin longer than this is cut, marked: 60 op names of 80,000 path
 * parts each (56 MB) cost seconds a key, each name read whole at every
 * build of the rows, and an allocation's name read whole each time (an
 * attacker's review); a real one is a few hundred bytes. */
enum { XT_ORIGIN_MAX = 4096 };

static const char *origin_cut(rt_ctx *c, const char *n)
{
    if (strnlen(n, XT_ORIGIN_MAX + 1) <= XT_ORIGIN_MAX)
        return n;
    int keep = XT_ORIGIN_MAX; /* on a character's first byte */
    while (keep > 0 && ((unsigned char)n[keep] & 0xc0) == 0x80)
        keep--;
    char *b = xt_xmalloc(XT_ORIGIN_MAX + 64);
    snprintf(b, XT_ORIGIN_MAX + 64, "%.*s... (a name of over %d bytes, cut)", keep, n, XT_ORIGIN_MAX);
    const char *r = rt_intern(c, b);
    free(b);
    return r;
}

static const char *origin_of(rt_ctx *c, line_info *li, size_t ev, const char *shape,
                             const char **source)
{
    const xt_line *l = li->line;
    origin_memo m = chain_memo(c, li, li->parent[ev]);
    *source = m.user ? m.user : m.lib ? m.lib : "";
    if (m.trace >= 0) {
        const char *n = xt_event_name(&l->events[m.trace]);
        if (shape && *shape) {
            /* "name(shape)" in 599 bytes at most, each read no further
             * than the bytes kept */
            char ob[600];
            size_t at = 0;
            const char *part[4] = { n, "(", shape, ")" };
            for (int k = 0; k < 4; k++) {
                size_t pl = strnlen(part[k], sizeof ob - 1 - at);
                memcpy(ob + at, part[k], pl);
                at += pl;
            }
            ob[at] = 0;
            return rt_intern(c, ob);
        }
        return origin_cut(c, n);
    }
    if (m.py >= 0)
        return origin_cut(c, xt_event_name(&l->events[m.py]));
    return rt_intern(c, "no TraceMe event around it (Python code or none)");
}

static void device_memory(const xt_host *h, xt_allocator *a)
{
    /* the devices table's own reading of the name (sscanf took
     * "GPU_5_bfcX" and wrapped "GPU_4294967301_bfc" to 5: a pool of no
     * device given GPU 5's memory, an attacker's review) */
    int ord = pool_ordinal(a->name);
    if (ord < 0 || (strncmp(a->name, XT_ST_INDEX_ON_HOST, strlen(XT_ST_INDEX_ON_HOST)) &&
                    strncmp(a->name, XT_POOL_GPU_FMT, (size_t)(strstr(XT_POOL_GPU_FMT, "%d") - XT_POOL_GPU_FMT))))
        return;
    char want[64];
    for (size_t p = 0; p < h->nplanes; p++) {
        snprintf(want, sizeof want, "%s%d", XT_PLANE_GPU, ord);
        const xt_plane *pl = &h->planes[p];
        if (strcmp(pl->name, want)) {
            snprintf(want, sizeof want, "%s%d", XT_PLANE_TPU, ord);
            if (strcmp(pl->name, want))
                continue;
        }
        int64_t v;
        if (xt_stat_i64(xt_plane_stat(pl, XT_ST_MEMORY_SIZE), &v))
            a->device_memory = v;
    }
}

static void finish_allocator(xt_host *h, xt_allocator *a)
{
    if (a->nevents > 1)
        qsort(a->events, a->nevents, sizeof *a->events, cmp_mem);
    xt_imap live;
    xt_imap_init(&live, a->nevents / 2 + 1);
    for (size_t i = 0; i < a->nevents; i++) {
        xt_mem_event *e = &a->events[i];
        e->freed_by = SIZE_MAX;
        if (i == 0)
            a->before_capture = e->alloc ? xt_sat_sub(e->in_use, e->bytes) : xt_sat_add(e->in_use, e->bytes);
        if (e->alloc) {
            a->nallocs++;
            size_t prev;
            /* an address handed out while it is live: events without an
             * address, or a damaged capture (the earlier one can no
             * longer be matched by its free) */
            if (xt_imap_get(&live, (int64_t)e->addr, &prev) && prev != SIZE_MAX)
                a->addr_reused++;
            xt_imap_put(&live, (int64_t)e->addr, i);
        } else {
            a->ndeallocs++;
            size_t ai;
            if (xt_imap_get(&live, (int64_t)e->addr, &ai) && ai != SIZE_MAX &&
                a->events[ai].freed_by == SIZE_MAX && a->events[ai].alloc) {
                a->events[ai].freed_by = i;
                /* remove by re-pointing to a free marker */
                xt_imap_put(&live, (int64_t)e->addr, SIZE_MAX);
                if (e->origin == NULL)
                    e->origin = a->events[ai].origin;
            } else {
                a->unmatched_frees++;
            }
        }
        if (xt_sat_add(e->in_use, e->available) > a->capacity)
            a->capacity = xt_sat_add(e->in_use, e->available);
        a->over_pool += e->available < 0;
        if (e->lifetime_peak > a->lifetime_peak)
            a->lifetime_peak = e->lifetime_peak;
        if (e->in_use > a->window_peak || i == 0) {
            if (e->in_use > a->window_peak)
                a->frag_at_peak = e->fragmentation;
            a->window_peak = e->in_use > a->window_peak ? e->in_use : a->window_peak;
        }
    }
    for (size_t i = 0; i < a->nevents; i++)
        if (a->events[i].alloc && a->events[i].freed_by == SIZE_MAX)
            a->never_freed++;
    xt_imap_free(&live);
    if (a->before_capture < 0)
        a->before_capture = 0;
    device_memory(h, a);
}

typedef struct time_key {
    const xt_mem_event *ev;
    int64_t t;
} time_key;

static bool mem_before(const void *ctx, size_t i)
{
    const time_key *k = ctx;
    return k->ev[i].t_ps < k->t;
}

int64_t xt_allocator_in_use_at(const xt_allocator *a, int64_t t_ps)
{
    if (!a->nevents)
        return -1;
    /* last event strictly before t */
    time_key key = { a->events, t_ps };
    size_t lo = xt_lower_bound(a->nevents, &key, mem_before);
    return lo == 0 ? a->before_capture : a->events[lo - 1].in_use;
}

int64_t xt_allocator_most_between(const xt_allocator *a, int64_t t0_ps, int64_t t1_ps)
{
    time_key key = { a->events, t0_ps };
    int64_t most = -1;
    for (size_t i = xt_lower_bound(a->nevents, &key, mem_before); i < a->nevents && a->events[i].t_ps <= t1_ps;
         i++)
        if (a->events[i].in_use > most)
            most = a->events[i].in_use;
    return most;
}

size_t xt_allocator_peak_event(const xt_allocator *a)
{
    for (size_t i = 0; i < a->nevents; i++)
        if (a->events[i].in_use == a->window_peak)
            return i;
    return SIZE_MAX;
}

/* GPU_2_bfc before GPU_10_bfc: digits compare as numbers */
static int cmp_natural(const char *a, const char *b)
{
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            char *ea, *eb;
            unsigned long long x = strtoull(a, &ea, 10), y = strtoull(b, &eb, 10);
            if (x != y)
                return x < y ? -1 : 1;
            a = ea;
            b = eb;
            continue;
        }
        if (*a != *b)
            return (unsigned char)*a - (unsigned char)*b;
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

static int cmp_allocator(const void *a, const void *b)
{
    return cmp_natural(((const xt_allocator *)a)->name, ((const xt_allocator *)b)->name);
}

/* The module as named in origins: its JAX name, or name(id) when several
 * modules share that name.  Which share one is found once, by the names
 * sorted: each allocation scanned every module (32,000 modules and
 * 200,000 outputs: 50 s, an attacker's review). */
static const char *exec_label(rt_ctx *c, const xt_exec *x)
{
    xt_host *h = c->h;
    if (x->module == SIZE_MAX)
        return x->module_name ? xt_origin_module_name(c->label_unk, x->module_name) : "?";
    if (!c->twin) {
        size_t nm = h->nmodules;
        name_mod *v = xt_xmalloc((nm ? nm : 1) * sizeof *v);
        for (size_t i = 0; i < nm; i++)
            v[i] = (name_mod){ h->modules[i].hlo_name, i };
        qsort(v, nm, sizeof *v, cmp_name_mod);
        c->twin = xt_xcalloc(nm ? nm : 1, 1);
        for (size_t i = 1; i < nm; i++)
            if (!strcmp(v[i].name, v[i - 1].name))
                c->twin[v[i].m] = c->twin[v[i - 1].m] = 1;
        free(v);
    }
    const xt_module *m = &h->modules[x->module];
    const char *n = c->twin[x->module] ? m->name : m->hlo_name;
    if (strlen(n) <= XT_ORIGIN_NAME_MAX)
        return n;
    if (c->label_of != n) { /* cut once a module, not once an execution */
        xt_origin_module_name(c->label_buf, n);
        c->label_of = n;
    }
    return c->label_buf;
}

/* The device pool a module without allocations of its own runs in:
 * device 0's, else the device pool nearest to full, then the busiest
 * (doc/figures.md, "The main allocator"), never a pinned-host one
 * (xla_gpu_host_bfc, gpu_host_bfc; TPU's index_on_host=N are device pools).
 * A TensorFlow worker on GPUs 1, 4 and 6 has no device 0. */
static bool device_zero_pool(const char *n)
{
    size_t ni = strlen(XT_ST_INDEX_ON_HOST);
    return !strcmp(n, XT_POOL_GPU0) || (!strncmp(n, XT_ST_INDEX_ON_HOST, ni) && !strcmp(n + ni, "=0"));
}

static double full_share(const xt_allocator *al)
{
    return al->capacity > 0 && al->lifetime_peak > 0 ? (double)al->lifetime_peak / (double)al->capacity : 0;
}

/* The device pool that came nearest to full (its lifetime peak's share of
 * the pool), then the busiest, then the first by name; `but` left out
 * (SIZE_MAX: none).  SIZE_MAX when there is none. */
static size_t fullest_pool(const xt_runtime *rt, size_t but)
{
    size_t best = SIZE_MAX;
    double bf = -1;
    for (size_t i = 0; i < rt->nallocators; i++) {
        const xt_allocator *al = &rt->allocators[i];
        if (i == but || strstr(al->name, XT_POOL_HOST))
            continue;
        double f = full_share(al);
        if (best == SIZE_MAX || f > bf || (f == bf && al->nevents > rt->allocators[best].nevents)) {
            best = i;
            bf = f;
        }
    }
    return best;
}

static size_t main_allocator(const xt_runtime *rt)
{
    for (size_t i = 0; i < rt->nallocators; i++)
        if (device_zero_pool(rt->allocators[i].name))
            return i;
    /* no device 0 (a TensorFlow job on GPUs 1, 4 and 6): the device pool
     * that came nearest to full, then the busiest, not the first by name
     * (a trial: the title named GPU 4's peak, 1.2 MB under GPU 6's, both
     * 969 events) */
    return fullest_pool(rt, SIZE_MAX);
}

size_t xt_runtime_main_runner_up(const xt_runtime *rt, bool *device_zero)
{
    size_t m = rt->main_allocator;
    *device_zero = m < rt->nallocators && device_zero_pool(rt->allocators[m].name);
    return m < rt->nallocators && !*device_zero ? fullest_pool(rt, m) : SIZE_MAX;
}

/* ---- the phases of xt_runtime_compute ------------------------------------------ */

/* 1. Host lines: every /host: plane except metadata (post-processing merges
 * them into /host:CPU, but older or hand-made files may not), with each
 * event's innermost enclosing event. */
static int cmp_str_ptr(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

static void collect_host_lines(rt_ctx *c)
{
    xt_host *h = c->h;
    size_t cap = 0;
    for (size_t p = 0; p < h->nplanes; p++) {
        const xt_plane *pl = &h->planes[p];
        if (!PREFIX(pl->name, XT_PLANE_HOST) || !strcmp(pl->name, XT_PLANE_METADATA))
            continue;
        for (size_t l = 0; l < pl->nlines; l++) {
            line_info li;
            memset(&li, 0, sizeof li);
            li.line = &pl->lines[l];
            li.ord = -2;
            nest(&li);
            XT_PUSH(c->lines, c->nlines, cap, li);
        }
    }
    /* two planes of one name (a merged or concatenated capture): their
     * events are read as one host's, executions and frees twice (a GPU
     * that ran everything was called the one that failed, shares of
     * 700%: an attacker's review) */
    const char **pn = xt_xmalloc((h->nplanes + 1) * sizeof *pn);
    for (size_t p = 0; p < h->nplanes; p++)
        pn[p] = h->planes[p].name ? h->planes[p].name : "";
    qsort(pn, h->nplanes, sizeof *pn, cmp_str_ptr);
    size_t twice = 0;
    const char *dup = NULL;
    for (size_t p = 1; p < h->nplanes; p++)
        twice += !strcmp(pn[p], pn[p - 1]) && (p < 2 || strcmp(pn[p], pn[p - 2]));
    /* the first in the file's order of the names written twice */
    for (size_t p = 0; twice && !dup && p < h->nplanes; p++) {
        const char *nm = h->planes[p].name ? h->planes[p].name : "", *key = nm;
        const char **at = bsearch(&key, pn, h->nplanes, sizeof *pn, cmp_str_ptr);
        if (at && ((at > pn && !strcmp(at[-1], nm)) || (at + 1 < pn + h->nplanes && !strcmp(at[1], nm))))
            dup = nm;
    }
    if (twice)
        rt_warn(c->st, c->rt, "%zu plane name%s twice or more (%s%s): a merged or concatenated capture? "
                              "Their events are read as one host's, so executions, allocations and "
                              "frees may count twice",
                twice, twice == 1 ? " is" : "s are", twice == 1 ? "" : "the first: ", dup && *dup ? dup : "unnamed");
    free(pn);
    /* the analyses read a line in start order, as JAX saves it: a line out
     * of it (a merged or edited capture) gave another execution's
     * launches and allocations to the one before it, and the opposite
     * verdict, without a word (an attacker's review) */
    size_t bad = 0;
    const char *first = NULL;
    for (size_t i = 0; i < c->nlines; i++)
        if (c->lines[i].line->unordered && !bad++)
            first = c->lines[i].line->name;
    if (bad)
        rt_warn(c->st, c->rt, "%zu host line%s not in start order (%s%s%s): a merged or edited capture? "
                              "Each line is read in order, so executions, their launches and "
                              "allocations may be told wrong",
                bad, bad == 1 ? " is" : "s are", bad == 1 ? "" : "the first: ",
                first && *first ? first : "unnamed", "");
}

static exec_build new_exec(rt_ctx *c, const xt_line *l, size_t ev)
{
    const xt_event *e = &l->events[ev];
    exec_build b;
    memset(&b, 0, sizeof b);
    b.x.start_ps = e->start_ps;
    b.x.end_ps = e->start_ps + e->dur_ps;
    b.x.line = l;
    b.x.first_ev = ev;
    b.x.allocator = SIZE_MAX;
    b.x.in_use_at_start = -1;
    b.program_id = -1;
    b.correlation = -1;
    b.first_pool = SIZE_MAX;
    b.x.device = SIZE_MAX;
    b.x.parent = SIZE_MAX;
    b.found = c->nb;
    return b;
}

/* 2. Execution roots: root events not nested in another root.  Whether an
 * ancestor is a root is carried down the nesting once per line (parents
 * come first), not walked per event: 300,000 nested roots stay linear. */
static void find_exec_roots(rt_ctx *c)
{
    for (size_t li = 0; li < c->nlines; li++) {
        line_info *info = &c->lines[li];
        const xt_line *l = info->line;
        uint8_t *in_root = xt_xcalloc(l->nevents + 1, 1);
        /* a thread runs one execution at a time: a root the same as one
         * found (start, duration, name) is a copy, not another execution
         * (a hostile line of 10,000 copies made 10,000 roots, each
         * scanning every copy: 16.8 s) */
        xt_imap seen;
        xt_imap_init(&seen, 16);
        for (size_t i = 0; i < l->nevents; i++) {
            const xt_event *e = &l->events[i];
            int32_t p = info->parent[i];
            bool root = (cls_of(e) & CLS_ROOT) != 0;
            bool nested = p >= 0 && (in_root[p] || (cls_of(&l->events[p]) & CLS_ROOT));
            in_root[i] = nested;
            if (!root || nested)
                continue; /* a root nested in another root is part of it */
            int64_t key = (int64_t)xt_hash64((uint64_t)e->start_ps ^
                                             xt_hash64((uint64_t)e->dur_ps ^
                                                       xt_hash64((uint64_t)(uintptr_t)e->meta)));
            size_t was;
            if (xt_imap_get(&seen, key, &was) && l->events[was].start_ps == e->start_ps &&
                l->events[was].dur_ps == e->dur_ps && l->events[was].meta == e->meta)
                continue;
            xt_imap_put(&seen, key, i);
            exec_build b = new_exec(c, l, i);
            int64_t pv;
            if (xt_stat_i64(st(e, c->k.s_p), &pv)) {
                b.p = pv;
                b.has_p = true;
            }
            span s = { info, i, -1, false, 0, false };
            XT_PUSH(b.spans, b.nspans, b.capspans, s);
            XT_PUSH(c->bs, c->nb, c->capb, b);
        }
        xt_imap_free(&seen);
        free(in_root);
    }
}

static int plane_ordinal(const char *name, bool *tpu);

static int cmp_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return x < y ? -1 : x > y;
}

/* The group (modules of one name) an event names, SIZE_MAX for none: a
 * search of the sorted names once per event metadata (cache). */
static size_t name_group(const xt_event *ev, const name_mod *byname, const size_t *gid, size_t nm, xt_imap *cache)
{
    size_t g;
    int64_t key = (int64_t)(intptr_t)ev->meta;
    if (xt_imap_get(cache, key, &g))
        return g;
    const char *n = xt_event_name(ev);
    g = SIZE_MAX;
    for (size_t lo = 0, hi = nm; lo < hi;) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(byname[mid].name, n);
        if (!c) {
            g = gid[mid];
            break;
        }
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    xt_imap_put(cache, key, g);
    return g;
}

/* 3. TPU-style captures: executions from the device XLA Modules lines; per
 * module, the chip with the most events.  Host roots stay (allocation
 * origins); the device events count.  Every chip whose XLA Modules line
 * has events of the module ran each of them: one part per chip.  Each
 * line is read once for every module, by the modules' names sorted: every
 * module scanned every line (16,000 modules and 200,000 events, a 1 MB
 * gzip: 29 s, an attacker's review). */
static void add_device_executions(rt_ctx *c)
{
    xt_host *h = c->h;
    size_t nm = h->nmodules;
    if (!nm)
        return;
    name_mod *byname = xt_xmalloc(nm * sizeof *byname);
    for (size_t m = 0; m < nm; m++)
        byname[m] = (name_mod){ h->modules[m].name, m };
    qsort(byname, nm, sizeof *byname, cmp_name_mod);
    size_t *gid = xt_xmalloc(nm * sizeof *gid), *gid_of = xt_xmalloc(nm * sizeof *gid_of), ng = 0;
    for (size_t i = 0; i < nm; i++) {
        if (!i || strcmp(byname[i].name, byname[i - 1].name))
            ng++;
        gid[i] = ng - 1;
        gid_of[byname[i].m] = ng - 1;
    }
    const xt_line **best = xt_xcalloc(ng, sizeof *best);
    size_t *best_n = xt_xcalloc(ng, sizeof *best_n), *cnt = xt_xcalloc(ng, sizeof *cnt);
    size_t *touched = xt_xmalloc(ng * sizeof *touched), nt = 0;
    /* the chips that ran each group: each execution's parts */
    int **ords = xt_xcalloc(ng, sizeof *ords);
    size_t *nords = xt_xcalloc(ng, sizeof *nords), *capords = xt_xcalloc(ng, sizeof *capords);
    xt_imap cache;
    xt_imap_init(&cache, 64);
    for (size_t p = 0; p < h->nplanes; p++) {
        const xt_plane *pl = &h->planes[p];
        if (!PREFIX(pl->name, XT_PLANE_DEVICE))
            continue;
        for (size_t l = 0; l < pl->nlines; l++) {
            const xt_line *ln = &pl->lines[l];
            if (strcmp(ln->name, XT_LINE_XLA_MODULES))
                continue;
            for (size_t i = 0; i < ln->nevents; i++) {
                size_t g = name_group(&ln->events[i], byname, gid, nm, &cache);
                if (g != SIZE_MAX && !cnt[g]++)
                    touched[nt++] = g;
            }
            bool tpu;
            int ord = plane_ordinal(pl->name, &tpu);
            for (size_t k = 0; k < nt; k++) { /* in first-seen order: as good as any, they are sorted below */
                size_t g = touched[k];
                if (ord >= 0)
                    XT_PUSH(ords[g], nords[g], capords[g], ord);
                if (cnt[g] > best_n[g]) {
                    best_n[g] = cnt[g];
                    best[g] = ln;
                }
                cnt[g] = 0;
            }
            nt = 0;
        }
    }
    /* each group's events on its line, in line order: one pass a line */
    size_t **evs = xt_xcalloc(ng, sizeof *evs), *nevs = xt_xcalloc(ng, sizeof *nevs),
           *capevs = xt_xcalloc(ng, sizeof *capevs);
    for (size_t g0 = 0; g0 < ng; g0++) {
        const xt_line *ln = best[g0];
        if (!ln || nevs[g0])
            continue;
        for (size_t i = 0; i < ln->nevents; i++) {
            size_t g = name_group(&ln->events[i], byname, gid, nm, &cache);
            if (g != SIZE_MAX && best[g] == ln)
                XT_PUSH(evs[g], nevs[g], capevs[g], i);
        }
    }
    xt_imap_free(&cache);
    for (size_t m = 0; m < nm; m++) {
        size_t g = gid_of[m];
        for (size_t k = 0; k < nevs[g]; k++) {
            exec_build b = new_exec(c, best[g], evs[g][k]);
            b.device = true;
            b.x.module = m;
            b.x.module_name = h->modules[m].hlo_name;
            b.x.launched = true; /* it ran on the device */
            if (nords[g] >= 2) {
                b.ords = xt_xmalloc(nords[g] * sizeof *b.ords);
                memcpy(b.ords, ords[g], nords[g] * sizeof *ords[g]);
                qsort(b.ords, nords[g], sizeof *b.ords, cmp_int);
                size_t n = 0;
                for (size_t k2 = 0; k2 < nords[g]; k2++)
                    if (!n || b.ords[n - 1] != b.ords[k2])
                        b.ords[n++] = b.ords[k2];
                b.nords = n;
            }
            XT_PUSH(c->bs, c->nb, c->capb, b);
        }
    }
    for (size_t g = 0; g < ng; g++) {
        free(ords[g]);
        free(evs[g]);
    }
    free(ords);
    free(nords);
    free(capords);
    free(evs);
    free(nevs);
    free(capevs);
    free(touched);
    free(cnt);
    free(best_n);
    free(best);
    free(gid_of);
    free(gid);
    free(byname);
}

static bool has_device_modules(const xt_host *h)
{
    for (size_t p = 0; p < h->nplanes; p++)
        for (size_t l = 0; l < h->planes[p].nlines; l++)
            if (!strcmp(h->planes[p].lines[l].name, XT_LINE_XLA_MODULES))
                return true;
    return false;
}

/* By start; equal starts in the order found (a stable sort on any libc). */
static int cmp_build(const void *a, const void *b)
{
    const exec_build *x = a, *y = b;
    if (x->x.start_ps != y->x.start_ps)
        return x->x.start_ps < y->x.start_ps ? -1 : 1;
    return x->found < y->found ? -1 : x->found > y->found;
}

/* 4. Time order, before anything stores an execution's index. */
static void sort_executions(rt_ctx *c)
{
    if (c->nb > 1)
        qsort(c->bs, c->nb, sizeof *c->bs, cmp_build);
    c->pos = xt_xmalloc((c->nb + 1) * sizeof *c->pos);
    for (size_t i = 0; i < c->nb; i++)
        c->pos[c->bs[i].found] = i;
}

/* The execution found n-th (host roots in line order, then device ones). */
static exec_build *found_nth(rt_ctx *c, size_t n)
{
    return &c->bs[c->pos[n]];
}

/* Whether event e's name is an executable's own scope (ExecuteHelper):
 * once per metadata (cache: meta -> 0/1). */
static bool scope_named(const xt_event *e, xt_imap *cache)
{
    size_t v;
    int64_t key = (int64_t)(intptr_t)e->meta;
    if (xt_imap_get(cache, key, &v))
        return v != 0;
    const char *pn = xt_event_name(e);
    bool sc = strstr(pn, XT_EV_EXECUTABLE_SCOPE) || strstr(pn, XT_EV_EXECUTABLE_CALL);
    xt_imap_put(cache, key, sc);
    return sc;
}

/* For scope-named event x of line l: the top of the unbroken chain of
 * scope-named events from x up (ctop[x]) and the first ancestor above it
 * that is none (cstop[x], -1: none), each computed once (-2: not yet).
 * Every consumer walked its whole chain: nested ExecuteHelper events each
 * naming an execution made depth^2 steps (150,000: 176 s, an attacker's
 * review).  *path: scratch. */
static void scope_chain(const xt_line *l, const int32_t *parent, int32_t x, int32_t *ctop, int32_t *cstop,
                        xt_imap *cache, int32_t **path, size_t *cap)
{
    size_t n = 0;
    int32_t y = x;
    while (y >= 0 && ctop[y] == -2 && scope_named(&l->events[y], cache)) {
        XT_PUSH(*path, n, *cap, y);
        y = parent[y];
    }
    int32_t bt, bs;
    if (y < 0)
        bt = -1, bs = -1;
    else if (ctop[y] != -2)
        bt = ctop[y], bs = cstop[y];
    else /* not scope-named: where the chain stops */
        bt = -1, bs = y;
    while (n--) {
        int32_t z = (*path)[n];
        ctop[z] = bt >= 0 ? bt : z;
        cstop[z] = bs;
        bt = ctop[z];
    }
}

/* 5. Consumer spans: events whose _c names an execution's _p, widened to
 * the executable's own enclosing events (ExecuteHelper), never to Python
 * frames. */
static void attach_consumers(rt_ctx *c)
{
    if (!c->nb || !c->k.s_c)
        return;
    xt_imap byp, seen;
    xt_imap_init(&byp, c->nb);
    xt_imap_init(&seen, c->nb);
    for (size_t n = 0; n < c->nb; n++)
        if (found_nth(c, n)->has_p)
            xt_imap_put(&byp, found_nth(c, n)->p, c->pos[n]);
    xt_imap scope_cache;
    xt_imap_init(&scope_cache, 64);
    int32_t *path = NULL;
    size_t cappath = 0;
    for (size_t li = 0; li < c->nlines; li++) {
        line_info *info = &c->lines[li];
        const xt_line *l = info->line;
        int32_t *ctop = NULL, *cstop = NULL; /* this line's chains, once a consumer asks */
        for (size_t i = 0; i < l->nevents; i++) {
            const xt_event *e = &l->events[i];
            int64_t cv, ct;
            size_t bi;
            if (!xt_stat_i64(st(e, c->k.s_c), &cv) ||
                (xt_stat_i64(st(e, c->k.s_ct), &ct) && ct != 5) || !xt_imap_get(&byp, cv, &bi))
                continue;
            exec_build *b = &c->bs[bi];
            /* its ancestors up the scope-named chain, and the first that is
             * none: the execution's root among them, the event is inside
             * it; else the chain's top is the consumer span */
            size_t top = i;
            bool inside_root = false;
            int32_t x = info->parent[i];
            bool root_here = info == b->spans[0].li;
            int32_t r = root_here ? (int32_t)b->spans[0].ev : -1;
            if (x >= 0) {
                if (!ctop) {
                    ctop = xt_xmalloc(l->nevents * sizeof *ctop);
                    cstop = xt_xmalloc(l->nevents * sizeof *cstop);
                    for (size_t k = 0; k < l->nevents; k++)
                        ctop[k] = -2;
                }
                scope_chain(l, info->parent, x, ctop, cstop, &scope_cache, &path, &cappath);
                if (ctop[x] == -2) { /* x is no scope: the walk stops at it */
                    inside_root = r == x;
                } else {
                    top = (size_t)ctop[x];
                    if (r >= 0 && r == cstop[x]) {
                        inside_root = true;
                    } else if (r >= 0 && r <= x) { /* on the chain: scope-named, same top, around x */
                        scope_chain(l, info->parent, r, ctop, cstop, &scope_cache, &path, &cappath);
                        const xt_event *re = &l->events[r], *xe = &l->events[x];
                        inside_root = ctop[r] != -2 && ctop[r] == ctop[x] && re->start_ps <= xe->start_ps &&
                                      xe->start_ps + xe->dur_ps <= re->start_ps + re->dur_ps;
                    }
                }
            }
            if (inside_root)
                continue;
            /* a consumer the same as one attached to this execution (start,
             * duration, name) is a copy (as find_exec_roots) */
            const xt_event *te = &l->events[top];
            int64_t key = (int64_t)xt_hash64(
                (uint64_t)bi ^ xt_hash64((uint64_t)te->start_ps ^
                                         xt_hash64((uint64_t)te->dur_ps ^
                                                   xt_hash64((uint64_t)(uintptr_t)te->meta))));
            size_t was;
            if (xt_imap_get(&seen, key, &was) && was < b->nspans &&
                b->spans[was].li->line->events[b->spans[was].ev].start_ps == te->start_ps &&
                b->spans[was].li->line->events[b->spans[was].ev].dur_ps == te->dur_ps &&
                b->spans[was].li->line->events[b->spans[was].ev].meta == te->meta)
                continue;
            span s = { info, top, -1, false, 0, false };
            XT_PUSH(b->spans, b->nspans, b->capspans, s);
            xt_imap_put(&seen, key, b->nspans - 1);
        }
        free(ctop);
        free(cstop);
    }
    free(path);
    xt_imap_free(&scope_cache);
    xt_imap_free(&seen);
    xt_imap_free(&byp);
}

/* Spans scanned once each.  Executions can share a span: consumers of
 * many executions inside one ExecuteHelper are all widened to it, and each
 * scanned every event in it (20,000 executions: 10 s; 1,000,000 events
 * in the span: 50 s, an attacker's review).  A span's findings are those
 * of a scan into an empty execution, merged into each execution that
 * holds it as the scan itself would have (the first name, program id and
 * correlation; the retries added, or the longest inferred).  The
 * requests inside a span that several executions hold are none of
 * theirs: they would pick the module of a shared name (resolve_module),
 * and were copied into each. */
typedef struct span_found {
    exec_build b; /* name, program_id, correlation, x.launched/retry, requests */
    span s;       /* ord, launched, retry_ps, retry_inf */
    size_t holders;
} span_found;

typedef struct span_memo {
    xt_imap at; /* (line, event) -> index into found */
    span_found *found;
    size_t n, cap;
} span_memo;

static int64_t span_memo_key(const span *s)
{
    return (int64_t)xt_hash64((uint64_t)(uintptr_t)s->li ^ xt_hash64((uint64_t)s->ev));
}

/* Which span each is and how many executions hold it, before any scan. */
static void span_memo_init(span_memo *m, rt_ctx *c)
{
    *m = (span_memo){ 0 };
    xt_imap_init(&m->at, c->nb + 1);
    for (size_t n = 0; n < c->nb; n++) {
        exec_build *b = found_nth(c, n);
        for (size_t i = 0; !b->device && i < b->nspans; i++) {
            const span *s = &b->spans[i];
            size_t k;
            int64_t key = span_memo_key(s);
            /* a key's collision is told apart by the span it stands for */
            while (xt_imap_get(&m->at, key, &k) && (m->found[k].s.li != s->li || m->found[k].s.ev != s->ev))
                key = (int64_t)xt_hash64((uint64_t)key);
            if (!xt_imap_get(&m->at, key, &k)) {
                span_found f = { .b = { .program_id = -1, .correlation = -1 },
                                 .s = { s->li, s->ev, -1, false, 0, false } };
                XT_PUSH(m->found, m->n, m->cap, f);
                k = m->n - 1;
                xt_imap_put(&m->at, key, k);
                m->found[k].b.x.launched = false;
                m->found[k].b.found = SIZE_MAX; /* not scanned yet */
            }
            m->found[k].holders++;
        }
    }
}

static void span_memo_free(span_memo *m)
{
    for (size_t i = 0; i < m->n; i++)
        free(m->found[i].b.requests);
    free(m->found);
    xt_imap_free(&m->at);
}

static void scan_span_once(rt_ctx *c, span_memo *m, exec_build *b, span *s)
{
    size_t k;
    int64_t key = span_memo_key(s);
    while (xt_imap_get(&m->at, key, &k) && (m->found[k].s.li != s->li || m->found[k].s.ev != s->ev))
        key = (int64_t)xt_hash64((uint64_t)key);
    if (!xt_imap_get(&m->at, key, &k) || m->found[k].holders < 2) {
        scan_span(c, b, s); /* its own: scanned into it */
        return;
    }
    span_found *f = &m->found[k];
    if (f->b.found == SIZE_MAX) {
        f->b.found = 0;
        scan_span(c, &f->b, &f->s);
    }
    if (f->b.x.launched)
        b->x.launched = true;
    if (f->s.launched)
        s->launched = true;
    if (s->ord < 0)
        s->ord = f->s.ord;
    if (!b->name)
        b->name = f->b.name;
    if (b->program_id < 0)
        b->program_id = f->b.program_id;
    if (b->correlation < 0)
        b->correlation = f->b.correlation;
    if (c->k.retry) { /* retry events: added */
        b->x.retry_wait_ps = xt_sat_add(b->x.retry_wait_ps, f->b.x.retry_wait_ps);
        s->retry_ps = xt_sat_add(s->retry_ps, f->s.retry_ps);
    } else { /* the longest allocation phase, inferred */
        if (f->b.x.retry_inferred && f->b.x.retry_wait_ps > b->x.retry_wait_ps) {
            b->x.retry_wait_ps = f->b.x.retry_wait_ps;
            b->x.retry_inferred = true;
        }
        if (f->s.retry_inf && f->s.retry_ps > s->retry_ps) {
            s->retry_ps = f->s.retry_ps;
            s->retry_inf = true;
        }
    }
}

/* 6. What each host execution did (launches, retries, its module's name,
 * the requests inside), and which line events belong to it. */
static void name_executions(rt_ctx *c)
{
    /* built when the first execution needs them: none does when every
     * launch carries program_id (CUDA from 0.8), which saves a pass over
     * every host event and its stats */
    pid_mark *marks = NULL;
    size_t nmarks = 0;
    bool have_marks = false;
    span_memo memo;
    span_memo_init(&memo, c);
    for (size_t n = 0; n < c->nb; n++) {
        exec_build *b = found_nth(c, n);
        if (b->device)
            continue;
        for (size_t s = 0; s < b->nspans; s++)
            scan_span_once(c, &memo, b, &b->spans[s]);
        if (!b->name)
            b->name = pjit_name(c, b->spans[0].li, b->spans[0].ev);
        if (b->program_id < 0 && b->name && !have_marks) {
            nmarks = host_program_marks(c->lines, c->nlines, &c->k, &marks);
            have_marks = true;
        }
        for (size_t sp = 0; sp < b->nspans && b->program_id < 0 && b->name && nmarks; sp++) {
            const xt_event *e = &b->spans[sp].li->line->events[b->spans[sp].ev];
            b->program_id = mark_in(marks, nmarks, e->start_ps, e->start_ps + e->dur_ps, b->name);
        }
    }
    span_memo_free(&memo);
    free(marks);
}

/* The ordinals of the host's device planes, sorted and distinct. */
static size_t device_plane_ordinals(const xt_host *h, int **out)
{
    int *v = xt_xmalloc((h->nplanes + 1) * sizeof *v);
    size_t n = 0;
    for (size_t p = 0; p < h->nplanes; p++) {
        bool tpu;
        int ord = plane_ordinal(h->planes[p].name, &tpu);
        if (ord >= 0)
            v[n++] = ord;
    }
    if (n > 1)
        qsort(v, n, sizeof *v, cmp_int);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (!k || v[k - 1] != v[i])
            v[k++] = v[i];
    *out = v;
    return k;
}

/* A consumer that nothing places (a thread of its own, no allocation: its
 * first request failed) ran on the device the execution's other spans did
 * not use, when there is exactly one such consumer and one such device
 * plane.  b->ords (sorted, distinct, not empty) gets that device. */
static void place_by_elimination(exec_build *b, const int *pords, size_t npords)
{
    span *lost = NULL;
    for (size_t s = 1; s < b->nspans; s++) /* spans[0] is the root */
        if (b->spans[s].ord < 0) {
            if (lost)
                return;
            lost = &b->spans[s];
        }
    if (!lost || npords != b->nords + 1)
        return;
    size_t k = 0;
    while (k < b->nords && b->ords[k] == pords[k])
        k++;
    for (size_t j = k; j < b->nords; j++)
        if (b->ords[j] != pords[j + 1])
            return; /* the planes are not the used devices plus one */
    lost->ord = pords[k];
    b->ords = xt_xrealloc(b->ords, (b->nords + 1) * sizeof *b->ords);
    memmove(b->ords + k + 1, b->ords + k, (b->nords - k) * sizeof *b->ords);
    b->ords[k] = pords[k];
    b->nords++;
}

/* 6b. Devices: each span's device from its allocations (or a
 * device_ordinal stat).  A thread whose spans all ran on one device is that
 * device's own (JAX runs each GPU's part on a worker of its own), so a span
 * there that allocated nothing (its first request failed) ran on it too.
 * An execution whose spans ran on two devices or more gets one part per
 * device (counted here, made in make_parts). */
static void assign_devices(rt_ctx *c)
{
    int *pords;
    size_t npords = device_plane_ordinals(c->h, &pords);
    for (size_t i = 0; i < c->nb; i++)
        for (size_t s = 0; s < c->bs[i].nspans; s++) {
            const span *sp = &c->bs[i].spans[s];
            int *lo = &sp->li->ord;
            if (sp->ord >= 0)
                *lo = *lo == -2 || *lo == sp->ord ? sp->ord : -1;
        }
    for (size_t i = 0; i < c->nb; i++) {
        exec_build *b = &c->bs[i];
        if (b->device && b->nords >= 2)
            c->nparts += b->nords; /* a TPU execution: one part per chip that ran it */
        if (!b->nspans)
            continue;
        b->ords = xt_xmalloc(b->nspans * sizeof *b->ords);
        for (size_t s = 0; s < b->nspans; s++) {
            span *sp = &b->spans[s];
            if (sp->ord < 0 && sp->li->ord >= 0)
                sp->ord = sp->li->ord;
            if (sp->ord >= 0)
                b->ords[b->nords++] = sp->ord;
        }
        if (b->nords > 1)
            qsort(b->ords, b->nords, sizeof *b->ords, cmp_int);
        size_t n = 0;
        for (size_t k = 0; k < b->nords; k++)
            if (!n || b->ords[n - 1] != b->ords[k])
                b->ords[n++] = b->ords[k];
        b->nords = n;
        if (n)
            place_by_elimination(b, pords, npords);
        if (b->nords >= 2)
            c->nparts += b->nords;
    }
    free(pords);
}

/* The part of b for device ordinal ord (b->ords is sorted). */
typedef struct {
    const exec_build *b;
    int ord;
} ord_key;

static bool ord_before(const void *ctx, size_t k)
{
    const ord_key *key = ctx;
    return key->b->ords[k] < key->ord;
}

static size_t part_slot(const exec_build *b, int ord)
{
    ord_key key = { b, ord };
    return xt_lower_bound(b->nords, &key, ord_before);
}

/* Add span sp's figures to its device's part p. */
static void add_to_part(xt_exec *p, const span *sp)
{
    p->launched |= sp->launched;
    if (sp->retry_inf) {
        if (sp->retry_ps > p->retry_wait_ps)
            p->retry_wait_ps = sp->retry_ps;
        p->retry_inferred = true;
    } else if (!p->retry_inferred) {
        p->retry_wait_ps += sp->retry_ps;
    }
}

/* 7b. The per-device parts (after the executions in rt->execs), and which
 * execution or part each span's events belong to. */
static void make_parts(rt_ctx *c)
{
    xt_runtime *rt = c->rt;
    c->part_ord = xt_xmalloc((c->nparts + 1) * sizeof *c->part_ord);
    size_t np = 0;
    for (size_t i = 0; i < c->nb; i++) {
        const exec_build *b = &c->bs[i];
        xt_exec *x = &rt->execs[i];
        bool split = b->nords >= 2;
        if (split) {
            x->first_part = rt->nexecs + np;
            x->nparts = b->nords;
            for (size_t k = 0; k < b->nords; k++, np++) {
                xt_exec *p = &rt->execs[rt->nexecs + np];
                *p = *x;
                p->parent = i;
                p->first_part = p->nparts = 0;
                p->launched = b->device; /* a chip's XLA Modules event: it ran there */
                p->retry_wait_ps = 0;
                p->retry_inferred = false;
                c->part_ord[np] = b->ords[k];
            }
        }
        for (size_t s = 0; s < b->nspans; s++) {
            const span *sp = &b->spans[s];
            size_t to = split && sp->ord >= 0 ? x->first_part + part_slot(b, sp->ord) : i;
            if (to != i)
                add_to_part(&rt->execs[to], sp);
            mark_span(sp->li, sp->ev, (uint32_t)to);
        }
        if (split) {
            /* as a whole: launched only where every device launched; the
             * longest wait */
            x->launched = true;
            x->retry_wait_ps = 0;
            x->retry_inferred = false;
            for (size_t k = 0; k < x->nparts; k++) {
                const xt_exec *p = &rt->execs[x->first_part + k];
                x->launched &= p->launched;
                if (p->retry_wait_ps > x->retry_wait_ps) {
                    x->retry_wait_ps = p->retry_wait_ps;
                    x->retry_inferred = p->retry_inferred;
                }
            }
            for (size_t s = 1; s < b->nspans; s++)
                if (b->spans[s].ord < 0 && !b->spans[s].launched)
                    x->launched = false; /* a consumer on no known device did not launch */
        }
    }
    rt->nparts = np;
    /* spans in line order; nested ones in the order they were found */
    for (size_t li = 0; li < c->nlines; li++)
        if (c->lines[li].nspans > 1)
            qsort(c->lines[li].spans, c->lines[li].nspans, sizeof *c->lines[li].spans, cmp_espan);
}

/* 7. Modules: program ids from the device launches (CUDA; only needed to
 * tell apart modules that share a name, so the kernel lines are read only
 * when such an execution exists), then by name or by allocation sizes. */
static void resolve_program_ids(rt_ctx *c)
{
    xt_host *h = c->h;
    xt_imap named; /* interned module name -> how many modules have it */
    xt_imap_init(&named, h->nmodules);
    for (size_t m = 0; m < h->nmodules; m++) {
        const char *hn = rt_intern(c, h->modules[m].hlo_name);
        size_t n = 0;
        xt_imap_get(&named, (int64_t)(intptr_t)hn, &n);
        xt_imap_put(&named, (int64_t)(intptr_t)hn, n + 1);
    }
    xt_imap corr;
    xt_imap_init(&corr, 16);
    for (size_t i = 0; i < c->nb; i++) {
        const exec_build *b = &c->bs[i];
        size_t n = 0;
        if (b->device)
            continue;
        if (b->name)
            xt_imap_get(&named, (int64_t)(intptr_t)rt_intern(c, b->name), &n);
        if (b->program_id < 0 && b->correlation >= 0 && n != 1)
            xt_imap_put(&corr, b->correlation, SIZE_MAX);
    }
    xt_imap_free(&named);
    device_program_ids(h, &c->k, &corr);
    c->rt->execs = xt_arena_alloc(&c->st->arena, (c->nb + c->nparts + 1) * sizeof *c->rt->execs);
    c->rt->nexecs = c->nb;
    mod_index ix;
    mod_index_init(&ix, h);
    for (size_t i = 0; i < c->nb; i++) {
        exec_build *b = &c->bs[i];
        size_t pid;
        if (!b->device) {
            if (b->program_id < 0 && b->correlation >= 0 && xt_imap_get(&corr, b->correlation, &pid) &&
                pid != SIZE_MAX)
                b->program_id = (int64_t)pid;
            b->x.module = resolve_module(h, c->plans, b, &ix);
            b->x.module_name = b->x.module != SIZE_MAX ? h->modules[b->x.module].hlo_name : b->name;
        }
        c->rt->execs[i] = b->x;
    }
    mod_index_free(&ix);
    xt_imap_free(&corr);
}

static xt_mem_event mem_event(rt_ctx *c, const xt_event *e, bool alloc)
{
    const names *k = &c->k;
    xt_mem_event m;
    memset(&m, 0, sizeof m);
    m.t_ps = e->start_ps;
    m.alloc = alloc;
    m.bytes = st_i64(e, k->s_allocation_bytes, 0);
    m.requested = st_i64(e, k->s_requested, m.bytes);
    m.addr = (uint64_t)st_i64(e, k->s_addr, 0);
    m.in_use = st_i64(e, k->s_bytes_allocated, 0);
    m.available = st_i64(e, k->s_bytes_available, 0);
    m.lifetime_peak = st_i64(e, k->s_peak, 0);
    double fd;
    /* BFC's fragmentation is a fraction: 1e300 printed 300 digits and
     * inf "inf" (an attacker's review); out of [0, 1] it is unknown;
     * -0.0 is 0 ("-0.00" in the report, -0 in the JSON: another) */
    m.fragmentation = xt_stat_num(st(e, k->s_frag), &fd) && fd >= 0 && fd <= 1 ? fd + 0.0 : NAN;
    const char *shape = xt_stat_str(st(e, k->s_shape));
    m.shape = shape ? shape : "";
    m.source = "";
    m.raw = e;
    return m;
}

/* 8. Allocator events, with their execution and origin. */
static void collect_memory_events(rt_ctx *c)
{
    const names *k = &c->k;
    xt_runtime *rt = c->rt;
    size_t negative = 0;
    for (size_t li = 0; li < c->nlines && (k->mem_alloc || k->mem_free); li++) {
        const xt_line *l = c->lines[li].line;
        for (size_t i = 0; i < l->nevents; i++) {
            const xt_event *e = &l->events[i];
            bool al = k->mem_alloc && e->meta->name == k->mem_alloc;
            bool fr = k->mem_free && e->meta->name == k->mem_free;
            if (!al && !fr)
                continue;
            size_t ai = allocator_index(c, e);
            xt_mem_event m = mem_event(c, e, al);
            /* no allocation has fewer than 0 bytes: a damaged capture's
             * (-8.00 EiB a step made "By module: -8.00 EiB" under no
             * warning: a trial) counts as 0, and is said */
            if (m.bytes < 0 || m.requested < 0 || m.in_use < 0) {
                negative++;
                m.bytes = m.bytes < 0 ? 0 : m.bytes;
                m.requested = m.requested < 0 ? m.bytes : m.requested;
                m.in_use = m.in_use < 0 ? 0 : m.in_use;
            }
            uint32_t ex = exec_at(&c->lines[li], i);
            m.exec = ex == NO_EXEC ? SIZE_MAX : ex;
            if (al && m.exec != SIZE_MAX) {
                xt_exec *x = &rt->execs[m.exec];
                size_t whole = x->parent != SIZE_MAX ? x->parent : m.exec;
                x->allocated = xt_sat_add(x->allocated, m.bytes);
                x->nallocs++;
                if (whole != m.exec) {
                    rt->execs[whole].allocated = xt_sat_add(rt->execs[whole].allocated, m.bytes);
                    rt->execs[whole].nallocs++;
                }
                if (c->bs[whole].first_pool == SIZE_MAX)
                    c->bs[whole].first_pool = ai;
                /* origin named once executions are numbered */
            } else if (al) {
                m.origin = origin_of(c, &c->lines[li], i, m.shape, &m.source);
                m.line = l; /* python_sources reads its Python frames */
            }
            xt_allocator *a = &rt->allocators[ai];
            XT_PUSH(a->events, a->nevents, c->capev[ai], m);
        }
    }
    if (negative)
        rt_warn(c->st, rt, "%zu allocator event%s (measured) a size below 0 bytes (a damaged capture?): "
                           "counted as 0, so the figures built on them are doubtful",
                negative, negative == 1 ? " gives" : "s give");
}

/* 9. Per-module numbering, in time order.  TPU: the device's module events
 * count; host roots are numbered apart, to name their outputs. */
static void number_executions(rt_ctx *c)
{
    xt_runtime *rt = c->rt;
    size_t nm = c->h->nmodules;
    rt->module_execs = xt_arena_alloc(&c->st->arena, (nm + 1) * sizeof *rt->module_execs);
    size_t *host_counts = xt_xcalloc(nm + 1, sizeof *host_counts);
    for (size_t i = 0; i < rt->nexecs; i++) {
        xt_exec *x = &rt->execs[i];
        bool dev = x->line && !strcmp(x->line->name, XT_LINE_XLA_MODULES);
        x->counted = rt->device_executions ? dev : true;
        x->index = x->module == SIZE_MAX ? 0
                   : x->counted ? ++rt->module_execs[x->module]
                                : ++host_counts[x->module];
    }
    free(host_counts);
    for (size_t i = rt->nexecs; i < rt->nexecs + rt->nparts; i++) {
        xt_exec *p = &rt->execs[i];
        p->counted = rt->execs[p->parent].counted;
        p->index = rt->execs[p->parent].index;
    }
}

/* Allocations inside an execution are its outputs (groups compare origins
 * by pointer: interned). */
static void name_outputs(rt_ctx *c, xt_allocator *al)
{
    /* one label an execution, made once: each allocation formatted and
     * hashed the module's whole name (a name of 1,000,000 bytes and
     * 20,000 outputs: 103 s, an attacker's review) */
    xt_imap made;
    xt_imap_init(&made, 64);
    for (size_t i = 0; i < al->nevents; i++) {
        xt_mem_event *m = &al->events[i];
        if (m->exec == SIZE_MAX || !m->alloc)
            continue;
        size_t was;
        if (xt_imap_get(&made, (int64_t)m->exec, &was)) {
            m->origin = al->events[was].origin;
            continue;
        }
        xt_imap_put(&made, (int64_t)m->exec, i);
        const xt_exec *x = &c->rt->execs[m->exec];
        /* whole, however long the name: a cut "outputs of M execution N"
         * made one module's outputs another's (a 359-character name whose
         * twin ends in " execution 9...": a review) */
        char ob[400], *o = ob;
        const char *mod = x->index         ? exec_label(c, x)
                          : x->module_name ? xt_origin_module_name(c->label_unk, x->module_name)
                                           : "an unknown module";
        for (int pass = 0; pass < 2; pass++) {
            size_t cap = o == ob ? sizeof ob : strlen(mod) + 64;
            int n = x->index ? snprintf(o, cap, "outputs of %s execution %zu", mod, x->index)
                             : snprintf(o, cap, "outputs of %s (unattributed execution)", mod);
            if (n >= 0 && (size_t)n < cap)
                break;
            o = xt_xmalloc(strlen(mod) + 64);
        }
        m->origin = rt_intern(c, o);
        if (o != ob)
            free(o);
    }
    xt_imap_free(&made);
}

/* 10. Finish allocators (sorted by name), give each execution its pool and
 * the bytes in use when it started. */
static void finish_allocators(rt_ctx *c)
{
    xt_runtime *rt = c->rt;
    size_t na = rt->nallocators;
    for (size_t a = 0; a < na; a++) {
        xt_allocator *al = &rt->allocators[a];
        name_outputs(c, al);
        finish_allocator(c->h, al);
        xt_mem_event *copy = xt_arena_memdup(&c->st->arena, al->events,
                                             (al->nevents ? al->nevents : 1) * sizeof *al->events);
        free(al->events);
        al->events = copy;
    }
    /* sorted by name: rank[order of discovery] = index */
    size_t *rank = xt_xmalloc((na + 1) * sizeof *rank);
    for (size_t a = 0; a < na; a++)
        rank[a] = a;
    if (na > 1) {
        const char **disc = xt_xmalloc(na * sizeof *disc);
        for (size_t a = 0; a < na; a++)
            disc[a] = rt->allocators[a].name;
        qsort(rt->allocators, na, sizeof *rt->allocators, cmp_allocator);
        xt_imap by;
        xt_imap_init(&by, na);
        for (size_t a = 0; a < na; a++)
            xt_imap_put(&by, (int64_t)(intptr_t)rt->allocators[a].name, a);
        for (size_t a = 0; a < na; a++)
            xt_imap_get(&by, (int64_t)(intptr_t)disc[a], &rank[a]);
        xt_imap_free(&by);
        free(disc);
    }
    xt_allocator *acopy = xt_arena_memdup(&c->st->arena, rt->allocators,
                                          (na ? na : 1) * sizeof *acopy);
    free(rt->allocators);
    rt->allocators = acopy;
    size_t unmatched = 0, with = 0;
    char which[160] = "";
    for (size_t i = 0; i < na; i++)
        if (rt->allocators[i].unmatched_frees) {
            unmatched += rt->allocators[i].unmatched_frees;
            size_t len = strlen(which);
            if (with < 3 && len < sizeof which)
                snprintf(which + len, sizeof which - len, "%s%s", with ? ", " : "",
                         rt->allocators[i].name);
            with++;
        }
    /* which allocators: the first three by name */
    if (unmatched)
        rt_warn(c->st, rt, "%zu deallocation%s in %s%s%s free%s %s allocated before the "
                           "capture started; %s bytes count as \"allocated before the capture started\"",
                unmatched, xt_plural(unmatched), with > 3 ? xt_arena_printf(&c->st->arena, "%zu allocators (", with) : "",
                which, with > 3 ? ", ...)" : "", unmatched == 1 ? "s" : "",
                unmatched == 1 ? "a buffer" : "buffers", unmatched == 1 ? "its" : "their");
    /* a BFC pool never holds more than it has: a capture that says so
     * (a profiler's bug, or a file made up) is named, not believed */
    for (size_t i = 0; i < na; i++) {
        const xt_allocator *al = &rt->allocators[i];
        if (!al->over_pool && (al->capacity <= 0 || al->window_peak <= al->capacity))
            continue;
        char peak[32], pool[32], num[48];
        snprintf(num, sizeof num, "%zu event%s", al->over_pool, al->over_pool == 1 ? " says" : "s say");
        if (xt_allocator_in_use_over_pool(al))
            /* its figures measured ("doubtful (read)" labelled events'
             * figures read: an audit) */
            rt_warn(c->st, rt, "%s: bytes in use reach %s (measured), more than its pool of %s (measured)%s%s%s: "
                               "this capture's allocator figures disagree, so its pool, headroom and "
                               "\"fits\" figures are doubtful",
                    al->name, xt_fmt_bytes(peak, sizeof peak, al->window_peak),
                    xt_fmt_bytes(pool, sizeof pool, al->capacity),
                    al->over_pool ? "; " : "", al->over_pool ? num : "",
                    al->over_pool ? " less than 0 bytes are available" : "");
        else /* "in use reach 164.0 MiB, more than its pool of 2.00 GiB"
              * was false (an attacker's review): the events alone disagree */
            rt_warn(c->st, rt, "%s: %s less than 0 bytes are available, while bytes in use reach "
                               "%s (measured) of its pool of %s (measured): this capture's allocator figures disagree, "
                               "so its pool, headroom and \"fits\" figures are doubtful",
                    al->name, num, xt_fmt_bytes(peak, sizeof peak, al->window_peak),
                    xt_fmt_bytes(pool, sizeof pool, al->capacity));
    }
    /* the lifetime peak is the most ever in use: an in-capture peak above
     * it is a size that overflowed (a sum stopped at 8 EiB) or a damaged
     * capture, not a peak (a trial read "peak 8.00 EiB, lifetime 314.0
     * MiB" unhinted) */
    for (size_t i = 0; i < na; i++) {
        const xt_allocator *al = &rt->allocators[i];
        if (!xt_allocator_peak_over_lifetime(al))
            continue;
        char peak[32], life[32];
        rt_warn(c->st, rt, "%s: bytes in use reach %s in the capture (measured), above its lifetime peak of %s "
                           "(measured): sizes overflow (a damaged capture?), so its in-use figures are "
                           "doubtful",
                al->name, xt_fmt_bytes(peak, sizeof peak, al->window_peak),
                xt_fmt_bytes(life, sizeof life, al->lifetime_peak));
    }
    rt->main_allocator = main_allocator(rt);
    for (size_t i = 0; i < rt->nexecs; i++) {
        xt_exec *x = &rt->execs[i];
        size_t fp = c->bs[i].first_pool;
        /* no allocation inside: the device's main pool */
        x->allocator = fp != SIZE_MAX ? rank[fp] : rt->main_allocator;
        if (x->allocator != SIZE_MAX)
            x->in_use_at_start = xt_allocator_in_use_at(&rt->allocators[x->allocator], x->start_ps);
    }
    free(rank);
}

/* The ordinal of a device plane "/device:GPU:<n>" or "/device:TPU:<n>"
 * (exactly), -1 otherwise; *tpu says which. */
static int plane_ordinal(const char *name, bool *tpu)
{
    const char *pre[] = { XT_PLANE_GPU, XT_PLANE_TPU };
    for (size_t i = 0; i < 2; i++) {
        size_t n = strlen(pre[i]);
        int ord = -1, end = 0;
        if (!strncmp(name, pre[i], n) && sscanf(name + n, "%d%n", &ord, &end) == 1 &&
            !name[n + end] && ord >= 0 && name[n] >= '0' && name[n] <= '9') {
            *tpu = i == 1;
            return ord;
        }
    }
    return -1;
}

static void add_ordinal(int **v, size_t *n, size_t *cap, int ord)
{
    if (ord >= 0)
        XT_PUSH(*v, *n, *cap, ord);
}

/* 11. The host's devices (from device pools, device planes and the parts),
 * by ordinal; each part and each execution that ran on one device gets
 * its device, each part its device's pool and the bytes in use there at
 * its execution's start. */
static void build_devices(rt_ctx *c)
{
    xt_runtime *rt = c->rt;
    int *ords = NULL;
    size_t n = 0, cap = 0;
    bool tpu_any = false;
    xt_imap pool_of; /* ordinal -> its pool (the first by name) */
    xt_imap_init(&pool_of, rt->nallocators + 1);
    for (size_t a = 0; a < rt->nallocators; a++) {
        int ord = pool_ordinal(rt->allocators[a].name);
        size_t old;
        rt->allocators[a].device = SIZE_MAX;
        add_ordinal(&ords, &n, &cap, ord);
        if (ord >= 0 && !xt_imap_get(&pool_of, ord, &old))
            xt_imap_put(&pool_of, ord, a);
    }
    for (size_t p = 0; p < c->h->nplanes; p++) {
        bool tpu = false;
        add_ordinal(&ords, &n, &cap, plane_ordinal(c->h->planes[p].name, &tpu));
        tpu_any |= tpu;
    }
    for (size_t i = 0; i < rt->nparts; i++)
        add_ordinal(&ords, &n, &cap, c->part_ord[i]);
    if (n > 1)
        qsort(ords, n, sizeof *ords, cmp_int);
    rt->devices = xt_arena_alloc(&c->st->arena, (n + 1) * sizeof *rt->devices);
    for (size_t k = 0; k < n; k++) {
        if (rt->ndevices && rt->devices[rt->ndevices - 1].ordinal == ords[k])
            continue;
        xt_device *d = &rt->devices[rt->ndevices++];
        d->ordinal = ords[k];
        if (!xt_imap_get(&pool_of, ords[k], &d->allocator))
            d->allocator = SIZE_MAX;
        else
            rt->allocators[d->allocator].device = rt->ndevices - 1;
        d->tpu = d->allocator != SIZE_MAX
                     ? !strncmp(rt->allocators[d->allocator].name, XT_ST_INDEX_ON_HOST,
                                strlen(XT_ST_INDEX_ON_HOST))
                     : tpu_any;
        char b[64];
        snprintf(b, sizeof b, "%s%d", d->tpu ? XT_PLANE_TPU : XT_PLANE_GPU, d->ordinal);
        d->name = rt_intern(c, b);
        snprintf(b, sizeof b, "%s %d", d->tpu ? "TPU" : "GPU", d->ordinal);
        d->label = rt_intern(c, b);
    }
    free(ords);
    xt_imap_free(&pool_of);
    xt_imap dev_of; /* ordinal -> device */
    xt_imap_init(&dev_of, rt->ndevices + 1);
    for (size_t d = 0; d < rt->ndevices; d++)
        xt_imap_put(&dev_of, rt->devices[d].ordinal, d);
    for (size_t i = 0; i < rt->nexecs; i++) {
        xt_exec *x = &rt->execs[i];
        if (x->nparts)
            continue;
        x->device = xt_runtime_device_of_pool(rt, x->allocator);
        if (x->device == SIZE_MAX && c->bs[i].nords == 1 &&
            !xt_imap_get(&dev_of, c->bs[i].ords[0], &x->device))
            x->device = SIZE_MAX;
    }
    for (size_t i = 0; i < rt->nparts; i++) {
        xt_exec *p = &rt->execs[rt->nexecs + i];
        if (!xt_imap_get(&dev_of, c->part_ord[i], &p->device))
            p->device = SIZE_MAX;
        p->allocator = p->device != SIZE_MAX ? rt->devices[p->device].allocator : SIZE_MAX;
        p->in_use_at_start = p->allocator != SIZE_MAX
                                 ? xt_allocator_in_use_at(&rt->allocators[p->allocator], p->start_ps)
                                 : -1;
    }
    xt_imap_free(&dev_of);
}

size_t xt_runtime_device_of_pool(const xt_runtime *rt, size_t a)
{
    return a < rt->nallocators ? rt->allocators[a].device : SIZE_MAX;
}

/* 12. The Python line of each allocation outside executions (the user's
 * device_put, an eval dataset): the Python-tracer frames are not kept in
 * memory, so the line is read back around each run of such allocations
 * (from PY_LOOKBACK_PS before), keeping the stack of open frames. */
/* How far before an allocation (and before a module's first execution)
 * Python frames are looked for: 1 s.  A frame that started earlier, and
 * after the capture's start, is missed. */
#define PY_LOOKBACK_PS (1000LL * 1000000000LL)

typedef struct py_query {
    const xt_line *line;
    int64_t t_ps;
    xt_mem_event *m;
} py_query;

typedef struct py_frame {
    const char *name;
    int64_t end_ps;
    /* of the stack up to this frame, once a query needed it: the
     * innermost file:line outside JAX's files and inside them (each
     * query walked the whole stack: quadratic under 160,000 frames) */
    bool memo;
    const char *user, *lib;
} py_frame;

typedef struct py_sweep {
    rt_ctx *c;
    py_query *q;
    size_t nq, next;
    py_frame *stack;
    size_t ns, caps;
} py_sweep;

static int cmp_query(const void *a, const void *b)
{
    const py_query *x = a, *y = b;
    if (x->line != y->line)
        return (uintptr_t)x->line < (uintptr_t)y->line ? -1 : 1;
    return x->t_ps < y->t_ps ? -1 : x->t_ps > y->t_ps;
}

/* Answer the queries before t: the innermost open frame outside JAX's own
 * files, else the innermost open frame with a file:line. */
static void answer_before(py_sweep *s, int64_t t, bool all)
{
    for (; s->next < s->nq && (all || s->q[s->next].t_ps < t); s->next++) {
        py_query *q = &s->q[s->next];
        while (s->ns && s->stack[s->ns - 1].end_ps <= q->t_ps)
            s->ns--;
        /* the memo from the innermost frame that has one, made for those
         * above it (a frame keeps its memo while it is on the stack) */
        size_t k = s->ns;
        while (k > 0 && !s->stack[k - 1].memo)
            k--;
        for (; k < s->ns; k++) {
            py_frame *f = &s->stack[k];
            const py_frame *below = k ? &s->stack[k - 1] : NULL;
            f->user = below ? below->user : NULL;
            f->lib = below ? below->lib : NULL;
            const char *fl = py_file_line(s->c, f->name);
            if (fl && jax_library_frame(f->name))
                f->lib = fl;
            else if (fl)
                f->user = fl;
            f->memo = true;
        }
        const py_frame *top = s->ns ? &s->stack[s->ns - 1] : NULL;
        if (top && (top->user || top->lib))
            q->m->source = top->user ? top->user : top->lib;
    }
}

static void py_sweep_event(void *ctx, const xt_event *e)
{
    py_sweep *s = ctx;
    const char *n = xt_event_name(e);
    if (!PREFIX(n, XT_EV_PYTHON))
        return;
    answer_before(s, e->start_ps, false); /* a frame starting at t encloses t */
    while (s->ns && s->stack[s->ns - 1].end_ps <= e->start_ps)
        s->ns--;
    py_frame f = { n, e->start_ps + e->dur_ps, false, NULL, NULL };
    XT_PUSH(s->stack, s->ns, s->caps, f);
}

static void python_sources(rt_ctx *c)
{
    py_query *q = NULL;
    size_t nq = 0, capq = 0;
    for (size_t ai = 0; ai < c->rt->nallocators; ai++) {
        xt_allocator *a = &c->rt->allocators[ai];
        for (size_t i = 0; i < a->nevents; i++)
            if (a->events[i].alloc && a->events[i].line) {
                py_query x = { a->events[i].line, a->events[i].t_ps, &a->events[i] };
                XT_PUSH(q, nq, capq, x);
            }
    }
    if (nq > 1)
        qsort(q, nq, sizeof *q, cmp_query);
    /* each run of allocations on a line, from PY_LOOKBACK_PS before each:
     * reading the whole line would parse every Python event */
    for (size_t i = 0; i < nq;) {
        size_t j = i + 1;
        while (j < nq && q[j].line == q[i].line && q[j].t_ps - PY_LOOKBACK_PS <= q[j - 1].t_ps)
            j++;
        const xt_plane *pl = plane_of(c->h, q[i].line);
        py_sweep s = { c, q + i, j - i, 0, NULL, 0, 0 };
        xt_error err;
        if (pl && pl->name && !strncmp(pl->name, "/host:", 6) &&
            xt_line_window(c->h, pl, q[i].line, q[i].t_ps - PY_LOOKBACK_PS, q[j - 1].t_ps + 1,
                           py_sweep_event, &s, &err) == XT_OK)
            answer_before(&s, 0, true);
        free(s.stack);
        i = j;
    }
    free(q);
}

static void free_ctx(rt_ctx *c)
{
    for (size_t i = 0; i < c->nb; i++) {
        free(c->bs[i].spans);
        free(c->bs[i].requests);
        free(c->bs[i].ords);
    }
    free(c->part_ord);
    free(c->twin);
    free(c->bs);
    free(c->pos);
    for (size_t i = 0; i < c->nlines; i++) {
        free(c->lines[i].parent);
        free(c->lines[i].spans);
        if (c->lines[i].omap_ready)
            xt_imap_free(&c->lines[i].omap);
        free(c->lines[i].om);
    }
    free(c->lines);
    free(c->capev);
    xt_imap_free(&c->pool_by_name);
}

void xt_runtime_set_max_memory(uint64_t bytes)
{
    xt_set_max_memory(bytes);
}

int xt_runtime_check_memory(const xt_host *h, xt_error *err)
{
    names k;
    init_names(h, &k);
    if (!k.mem_alloc && !k.mem_free)
        return XT_OK;
    uint64_t n = 0;
    for (size_t p = 0; p < h->nplanes; p++) {
        const xt_plane *pl = &h->planes[p];
        if (!PREFIX(pl->name, XT_PLANE_HOST) || !strcmp(pl->name, XT_PLANE_METADATA))
            continue;
        for (size_t l = 0; l < pl->nlines; l++)
            for (size_t i = 0; i < pl->lines[l].nevents; i++) {
                const char *nm = pl->lines[l].events[i].meta->name;
                n += (k.mem_alloc && nm == k.mem_alloc) || (k.mem_free && nm == k.mem_free);
            }
    }
    uint64_t need = n * XT_MEM_EVENT_COST;
    xt_over over = xt_memory_over(need, (uint64_t)h->buf_len, 16);
    /* beside what the load holds (its events, launch records and kept
     * stats): a limit is on the whole (the ratio to the file is the
     * analysis' own) */
    uint64_t held = h->need_kept;
    bool beside = false;
    if (over == XT_OVER_NONE && held) {
        over = xt_memory_over(held + need, (uint64_t)h->buf_len, UINT_MAX);
        beside = over != XT_OVER_NONE;
    }
    if (over == XT_OVER_NONE)
        return XT_OK;
    char nb[32], fb[32], hb[32], with[64] = "";
    xt_fmt_bytes(nb, sizeof nb, need > INT64_MAX ? INT64_MAX : (int64_t)need);
    xt_fmt_bytes(fb, sizeof fb, (int64_t)h->buf_len);
    if (beside) {
        xt_fmt_bytes(hb, sizeof hb, held > INT64_MAX ? INT64_MAX : (int64_t)held);
        snprintf(with, sizeof with, ", beside the %s the load holds", hb);
    }
    return xt_fail(err, XT_EINPUT,
                   "%s: %llu allocator events would need about %s of memory to analyse%s (%s of "
                   "capture, %s): refusing; set XOOMTUI_MAX_MEMORY=<bytes> to allow it",
                   h->path, (unsigned long long)n, nb, with, fb,
                   over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
                   : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                            : "more than 16 times the capture's bytes: their stats are not "
                                              "on the events");
}

static void index_allocators(rt_ctx *c); /* with the live sets, below */

xt_runtime *xt_runtime_compute(xt_host *h, xt_plan *const *plans, xt_store *st)
{
    rt_ctx c;
    memset(&c, 0, sizeof c);
    c.h = h;
    c.plans = plans;
    c.st = st;
    c.rt = xt_arena_alloc(&st->arena, sizeof *c.rt);
    init_names(h, &c.k);
    xt_imap_init(&c.pool_by_name, 16);
    collect_host_lines(&c);
    find_exec_roots(&c);
    size_t nhost = c.nb;
    if (has_device_modules(h))
        add_device_executions(&c);
    c.rt->device_executions = c.nb > nhost;
    sort_executions(&c);
    attach_consumers(&c);
    name_executions(&c);
    assign_devices(&c);
    resolve_program_ids(&c);
    make_parts(&c);
    collect_memory_events(&c);
    number_executions(&c);
    finish_allocators(&c);
    build_devices(&c);
    python_sources(&c);
    index_allocators(&c);
    free_ctx(&c);
    /* compiled modules but no host plane: every capture JAX writes has
     * /host:CPU, which holds the allocator events, so a file cut where a
     * plane ends (protobuf cannot tell) is the likelier story than a JAX
     * version (an audit: a cut file read as "JAX 0.4.30 ... record none",
     * exit 0) */
    if (!c.rt->nallocators && h->nmodules && !xt_host_plane(h, "/host:CPU"))
        rt_warn(st, c.rt, "no allocator events and no /host:CPU plane, though the capture has compiled "
                          "modules: the file may be cut short where a plane ends (every capture JAX "
                          "writes has that plane, and the allocator events are in it); else JAX 0.4.30 "
                          "GPU captures, host_tracer_level < 2, and non-BFC allocators record none");
    else if (!c.rt->nallocators)
        rt_warn(st, c.rt, "no allocator events (MemoryAllocation): JAX 0.4.30 GPU captures, "
                          "host_tracer_level < 2, and non-BFC allocators "
                          "(XLA_PYTHON_CLIENT_ALLOCATOR=platform/cuda_async) record none");
    return c.rt;
}

/* ---- live sets ------------------------------------------------------------------ */

/* A map key for a pair of interned strings (by address). */
static int64_t pair_key(const char *a, const char *b)
{
    uint64_t h = (uint64_t)(uintptr_t)a * 0x9e3779b97f4a7c15ULL;
    h ^= (uint64_t)(uintptr_t)b + 0x632be59bd9b4e019ULL + (h << 6) + (h >> 2);
    return (int64_t)h;
}

/* An allocator's allocations in time order, each with when it was freed,
 * the number of its group (origin and Python line) and what the search
 * for a step's parameters compares, built once: a live set is then one
 * sequential pass over 56-byte records, with no hashing and no jump to
 * the freeing event or the execution.  A leak of one array a step makes
 * 66,000 live groups at 2 GiB, rebuilt at every key that shows them. */
typedef struct xt_live_rec {
    int64_t t_ps, freed_ps; /* freed_ps: INT64_MAX if never freed */
    int64_t bytes, requested;
    const char *shape;
    uint32_t group, ev;     /* ev: index into allocator->events */
    uint32_t module;        /* MOD_NONE: outside any execution */
} xt_live_rec;

typedef struct xt_live_index {
    xt_live_rec *recs;
    size_t nrecs, ngroups;
    const char **origin, **source; /* per group */
    uint32_t *family, *exec;       /* per group: xt_origin_group's */
} xt_live_index;

/* The modules named in "outputs of M execution N" origins, numbered as
 * first seen (tag_outputs). */
typedef struct out_names {
    xt_imap by; /* the name's hash -> its number */
    const char **name;
    size_t *len, n, cap;
} out_names;

/* Group k's family and execution, from its origin o: read once per
 * origin here, not at each replay (xt_live_families read 33,000 origins
 * at each execution step on a leak: 5 ms of a 13 ms key). */
static void tag_outputs(out_names *on, xt_live_index *x, size_t k, const char *o)
{
    size_t mlen, e = xt_output_origin(o, &mlen);
    x->family[k] = XT_FAMILY_NONE;
    x->exec[k] = 0;
    if (!e)
        return;
    if (e >= UINT32_MAX || on->n >= UINT32_MAX - 2) {
        x->family[k] = 0; /* read from the origin */
        return;
    }
    const char *m = o + strlen("outputs of ");
    int64_t key = (int64_t)xt_hash_key(m, mlen);
    size_t f;
    /* a hash not in the map is a name not seen: the names are scanned only
     * where another name has its hash (scanning at each new name made
     * 80,000 modules 7.1 s: an attacker's review) */
    bool hit = xt_imap_get(&on->by, key, &f);
    bool found = hit && on->len[f] == mlen && !memcmp(on->name[f], m, mlen);
    for (size_t j = 0; !found && hit && j < on->n; j++) /* two names, one hash: rare */
        if (on->len[j] == mlen && !memcmp(on->name[j], m, mlen)) {
            f = j;
            found = true;
        }
    if (!found) {
        if (on->n == on->cap) {
            on->cap = on->cap ? 2 * on->cap : 16;
            on->name = xt_xrealloc(on->name, on->cap * sizeof *on->name);
            on->len = xt_xrealloc(on->len, on->cap * sizeof *on->len);
        }
        f = on->n++;
        on->name[f] = m;
        on->len[f] = mlen;
        if (!xt_imap_get(&on->by, key, &(size_t){ 0 }))
            xt_imap_put(&on->by, key, f);
    }
    x->family[k] = (uint32_t)f + 1;
    x->exec[k] = (uint32_t)e;
}

/* A module index as the records keep it. */
#define MOD_NONE UINT32_MAX
static uint32_t mod32(size_t m)
{
    return m >= UINT32_MAX - 1 ? UINT32_MAX - 1 : (uint32_t)m; /* SIZE_MAX: unknown */
}

/* Build a's index in arena ar (NULL: malloc'd, for live_index_free); rt
 * names the executions' modules (NULL: none known).  False when the
 * allocator is too big for 32-bit indices. */
static bool live_index_build(const xt_allocator *a, const xt_runtime *rt, xt_arena *ar,
                             xt_live_index *x)
{
    memset(x, 0, sizeof *x);
    if (a->nevents >= UINT32_MAX)
        return false;
    size_t n = 0;
    for (size_t i = 0; i < a->nevents; i++)
        n += a->events[i].alloc;
    size_t bytes = (n ? n : 1) * sizeof *x->recs, gbytes = (n ? n : 1) * sizeof *x->origin;
    x->recs = ar ? xt_arena_alloc(ar, bytes) : xt_xmalloc(bytes);
    const char **go = xt_xmalloc(gbytes), **gs = xt_xmalloc(gbytes);
    size_t tbytes = (n ? n : 1) * sizeof *x->family;
    uint32_t *gf = xt_xmalloc(tbytes), *ge = xt_xmalloc(tbytes);
    x->family = gf;
    x->exec = ge;
    out_names on = { .n = 0 };
    xt_imap_init(&on.by, 16);
    xt_imap by;
    xt_imap_init(&by, 64);
    for (size_t i = 0; i < a->nevents; i++) {
        const xt_mem_event *m = &a->events[i];
        if (!m->alloc)
            continue;
        const char *o = m->origin ? m->origin : "unknown";
        const char *src = m->source ? m->source : "";
        /* one group per origin and Python line (both interned): the map is
         * keyed by the pair's hash and checked; a pair whose hash is
         * another's (rare) is found by a scan */
        int64_t key = pair_key(o, src);
        size_t k;
        bool found = xt_imap_get(&by, key, &k);
        if (found && (go[k] != o || gs[k] != src)) {
            found = false;
            for (size_t j = 0; j < x->ngroups && !found; j++)
                if (go[j] == o && gs[j] == src) {
                    k = j;
                    found = true;
                }
        }
        if (!found) {
            k = x->ngroups++;
            go[k] = o;
            gs[k] = src;
            tag_outputs(&on, x, k, o);
            if (!xt_imap_get(&by, key, &(size_t){ 0 }))
                xt_imap_put(&by, key, k);
        }
        uint32_t mod = MOD_NONE;
        if (m->exec != SIZE_MAX && rt && m->exec < rt->nexecs)
            mod = mod32(rt->execs[m->exec].module);
        x->recs[x->nrecs++] = (xt_live_rec){
            m->t_ps, m->freed_by != SIZE_MAX ? a->events[m->freed_by].t_ps : INT64_MAX,
            m->bytes, m->requested, m->shape, (uint32_t)k, (uint32_t)i, mod
        };
    }
    xt_imap_free(&by);
    xt_imap_free(&on.by);
    free(on.name);
    free(on.len);
    if (ar) {
        size_t ng = x->ngroups ? x->ngroups : 1;
        x->origin = xt_arena_memdup(ar, go, ng * sizeof *go);
        x->source = xt_arena_memdup(ar, gs, ng * sizeof *gs);
        x->family = xt_arena_memdup(ar, gf, ng * sizeof *gf);
        x->exec = xt_arena_memdup(ar, ge, ng * sizeof *ge);
        free(go);
        free(gs);
        free(gf);
        free(ge);
    } else {
        x->origin = go;
        x->source = gs;
    }
    return true;
}

static void live_index_free(xt_live_index *x)
{
    free(x->recs);
    free(x->origin);
    free(x->source);
    free(x->family);
    free(x->exec);
}

/* Every allocator's index, after the last pass that names origins and
 * Python lines (python_sources). */
static void index_allocators(rt_ctx *c)
{
    for (size_t i = 0; i < c->rt->nallocators; i++) {
        xt_allocator *al = &c->rt->allocators[i];
        xt_live_index *x = xt_arena_alloc(&c->st->arena, sizeof *x);
        al->live = live_index_build(al, c->rt, &c->st->arena, x) ? x : NULL;
    }
}

/* A live group's sums while a live set is gathered (live_groups). */
typedef struct live_sum {
    int64_t bytes;
    const char *shape;
    uint32_t buffers, group;
} live_sum;

/* The live set of a at t_ps (x: a's index) into g[front...]
 * (xt_runtime_live_at): *out is g itself, with `front` free places before
 * the groups.  With cand set, *mem is the members array every group's
 * members point into and *cand (malloc'd) holds beside each member the
 * record it came from (the step parameters' search reads sizes and
 * modules there), UINT32_MAX where neither its bytes nor its request is
 * a key of want (NULL: every member's). */
static size_t live_groups(const xt_allocator *a, const xt_live_index *x, int64_t t_ps, size_t at_ev,
                          xt_arena *arena, size_t front, xt_origin_group **out,
                          int64_t *in_use, size_t **mem_out, uint32_t **cand, const xt_imap *want)
{
    *out = NULL;
    if (cand)
        *cand = NULL;
    /* at_ev: just after that event (events at its instant after it left
     * out), else just before t_ps */
    bool by_ev = at_ev < a->nevents;
    int64_t use = by_ev ? a->events[at_ev].in_use : xt_allocator_in_use_at(a, t_ps);
    if (in_use)
        *in_use = use;
    if (use < 0)
        return 0;
    /* the allocations before t_ps, or up to at_ev (a binary search: they
     * are in time order, and so in event order) */
    size_t lo = 0, hi = x->nrecs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (by_ev ? x->recs[mid].ev <= at_ev : x->recs[mid].t_ps < t_ps)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t upto = lo;
    /* First the sums, in scratch beside each group in the order first
     * seen (slot[group]: that place, or UINT32_MAX); then the order by
     * size; then each group written once, in its place, into the arena (a
     * leak of one array a step: 66,000 groups, 4 MB of fresh pages that
     * an in-place sort afterwards walked again at random). */
    size_t ngr = x->ngroups ? x->ngroups : 1;
    uint32_t *slot = xt_xmalloc(ngr * sizeof *slot);
    memset(slot, 0xff, ngr * sizeof *slot);
    uint32_t *live = xt_xmalloc((upto ? upto : 1) * sizeof *live); /* rec of each live buffer */
    size_t ncap = x->ngroups < upto ? x->ngroups : upto;
    live_sum *sum = xt_xmalloc((ncap ? ncap : 1) * sizeof *sum);
    size_t nlive = 0, ng = 0;
    int64_t known = 0;
    for (size_t i = 0; i < upto; i++) {
        const xt_live_rec *m = &x->recs[i];
        if (by_ev ? a->events[m->ev].freed_by <= at_ev : m->freed_ps < t_ps)
            continue;
        uint32_t k = slot[m->group];
        if (k == UINT32_MAX) {
            k = slot[m->group] = (uint32_t)ng;
            sum[ng++] = (live_sum){ 0, m->shape, 0, m->group };
        }
        live_sum *s = &sum[k];
        if (s->shape != m->shape && strcmp(s->shape, m->shape))
            s->shape = ""; /* mixed shapes: the origin says what they are */
        s->bytes = xt_sat_add(s->bytes, m->bytes);
        s->buffers++;
        known = xt_sat_add(known, m->bytes);
        live[nlive++] = (uint32_t)i;
    }
    /* largest first; equal sizes in the order first seen (a stable sort
     * of the order first seen) */
    xt_sort_key *key = xt_xmalloc((ng ? ng : 1) * sizeof *key);
    for (size_t i = 0; i < ng; i++)
        key[i] = (xt_sort_key){ xt_key_desc(sum[i].bytes), 0, i };
    if (ng > 1)
        xt_radix_sort(key, ng);
    size_t cap = front + ng + 1; /* + the remainder */
    xt_origin_group *base = xt_arena_alloc(arena, cap * sizeof *base), *g = base + front;
    /* members: one array, a slice per group (never empty) in the groups'
     * order, each slice in event order; slot[] now maps a group to its
     * place in g */
    size_t *mem = xt_arena_alloc(arena, (nlive ? nlive : 1) * sizeof *mem), at = 0;
    uint32_t *cd = cand ? xt_xmalloc((nlive ? nlive : 1) * sizeof *cd) : NULL;
    for (size_t r = 0; r < ng; r++) {
        const live_sum *s = &sum[key[r].idx];
        g[r] = (xt_origin_group){ .origin = x->origin[s->group], .bytes = s->bytes,
                                  .members = mem + at, .shape = s->shape,
                                  .source = x->source[s->group], .family = x->family[s->group],
                                  .exec = x->exec[s->group] };
        at += s->buffers;
        slot[s->group] = (uint32_t)r;
    }
    for (size_t i = 0; i < nlive; i++) {
        const xt_live_rec *m = &x->recs[live[i]];
        xt_origin_group *gg = &g[slot[m->group]];
        if (cd) {
            size_t h;
            cd[gg->members + gg->buffers - mem] =
                !want || xt_imap_get(want, m->bytes, &h) || xt_imap_get(want, m->requested, &h) ? live[i]
                                                                                            : UINT32_MAX;
        }
        gg->members[gg->buffers++] = m->ev;
    }
    free(key);
    free(sum);
    free(live);
    free(slot);
    int64_t rest = xt_sat_sub(use, known);
    if (rest != 0)
        g[ng++] = (xt_origin_group){ .origin = rest > 0 ? XT_ORIGIN_BEFORE
                                                        : "freed but not explained (inconsistent events)",
                                     .bytes = rest, .shape = "", .source = "",
                                     .family = XT_FAMILY_NONE };
    *out = base;
    if (mem_out)
        *mem_out = mem;
    if (cand)
        *cand = cd;
    return ng;
}

size_t xt_runtime_live_at(const xt_allocator *a, int64_t t_ps, xt_arena *arena,
                          xt_origin_group **out, int64_t *in_use)
{
    xt_live_index own;
    const xt_live_index *x = a->live;
    if (!x && !live_index_build(a, NULL, NULL, &own)) {
        *out = NULL;
        if (in_use)
            *in_use = xt_allocator_in_use_at(a, t_ps);
        return 0;
    }
    size_t n = live_groups(a, x ? x : &own, t_ps, SIZE_MAX, arena, 0, out, in_use, NULL, NULL, NULL);
    if (!x)
        live_index_free(&own);
    return n;
}

size_t xt_runtime_live_after(const xt_allocator *a, size_t ev, xt_arena *arena, xt_origin_group **out,
                             int64_t *in_use)
{
    *out = NULL;
    if (in_use)
        *in_use = -1;
    if (ev >= a->nevents)
        return 0;
    xt_live_index own;
    const xt_live_index *x = a->live;
    if (!x && !live_index_build(a, NULL, NULL, &own))
        return 0;
    size_t n = live_groups(a, x ? x : &own, 0, ev, arena, 0, out, in_use, NULL, NULL, NULL);
    if (!x)
        live_index_free(&own);
    return n;
}

/* The members and candidates of the step parameters' search (rec: each
 * member's record in the index, beside it), and the live buffers by size:
 * for each (own, bytes) and (own, requested) the members holding it in
 * group then member order, a list consumed from its front.  Built once, at
 * the first parameter; each parameter's lookup is then O(1) (every
 * parameter scanned every live buffer: 64,000 of each, 18.8 s, an
 * attacker's review). */
typedef struct param_search {
    const xt_live_index *x;
    const size_t *mem;
    uint32_t *rec;
    uint32_t module;
    bool built;
    size_t nslots;      /* members of all groups: slots of mem */
    xt_imap head[2][2]; /* [exact][own]: size -> first slot, UINT32_MAX when used up */
    uint32_t *next[2];  /* [exact]: per slot, the next slot of its list */
    uint32_t *grp;      /* per slot: its group */
    bool *taken;
} param_search;

static void param_index(param_search *ps, const xt_origin_group *g, size_t ng)
{
    ps->built = true;
    for (size_t k = 0; k < ng; k++)
        if (g[k].buffers && (size_t)(g[k].members - ps->mem) + g[k].buffers > ps->nslots)
            ps->nslots = (size_t)(g[k].members - ps->mem) + g[k].buffers;
    size_t n = ps->nslots + 1;
    ps->next[0] = xt_xmalloc(n * sizeof *ps->next[0]);
    ps->next[1] = xt_xmalloc(n * sizeof *ps->next[1]);
    ps->grp = xt_xmalloc(n * sizeof *ps->grp);
    ps->taken = xt_xcalloc(n, sizeof *ps->taken);
    for (size_t i = 0; i < n; i++)
        ps->grp[i] = UINT32_MAX;
    for (int e = 0; e < 2; e++)
        for (int o = 0; o < 2; o++)
            xt_imap_init(&ps->head[e][o], 64);
    /* backwards, each pushed in front: the lists run forwards; a member
     * of no size looked for (live_groups: UINT32_MAX) on none */
    for (size_t k = ng; k-- > 0;)
        for (size_t j = g[k].buffers; j-- > 0;) {
            size_t slot = (size_t)(g[k].members - ps->mem) + j;
            ps->grp[slot] = (uint32_t)k;
            if (ps->rec[slot] == UINT32_MAX)
                continue;
            const xt_live_rec *m = &ps->x->recs[ps->rec[slot]];
            int own = m->module != MOD_NONE && m->module == ps->module;
            int64_t key[2] = { m->requested, m->bytes };
            for (int e = 0; e < 2; e++) {
                size_t h;
                ps->next[e][slot] = xt_imap_get(&ps->head[e][own], key[e], &h) ? (uint32_t)h : UINT32_MAX;
                xt_imap_put(&ps->head[e][own], key[e], slot);
            }
        }
}

static void param_search_free(param_search *ps)
{
    if (!ps->built)
        return;
    for (int e = 0; e < 2; e++) {
        free(ps->next[e]);
        for (int o = 0; o < 2; o++)
            xt_imap_free(&ps->head[e][o]);
    }
    free(ps->grp);
    free(ps->taken);
}

/* The first member not yet taken on the list of (exact, own, size). */
static bool param_pop(param_search *ps, int exact, int own, int64_t size, size_t *slot)
{
    size_t h;
    if (!xt_imap_get(&ps->head[exact][own], size, &h))
        return false;
    while (h != UINT32_MAX && ps->taken[h])
        h = ps->next[exact][h];
    xt_imap_put(&ps->head[exact][own], size, h);
    *slot = h;
    return h != UINT32_MAX;
}

/* Move the member in `slot` from its group to the parameters' group. */
static void param_move(param_search *ps, xt_origin_group *g, size_t slot, xt_origin_group *pg)
{
    xt_origin_group *from = &g[ps->grp[slot]];
    int64_t bytes = ps->x->recs[ps->rec[slot]].bytes;
    ps->taken[slot] = true;
    pg->members[pg->buffers++] = ps->mem[slot];
    pg->bytes = xt_sat_add(pg->bytes, bytes);
    from->bytes -= bytes;
    from->buffers--;
}

/* Take a live buffer of exactly `size` bytes (requested or allocated) for
 * the parameters, from the groups own (1: the module's own outputs) or
 * not own (0: any other group with buffers): the first group holding one,
 * its first such member.  True if one was found.  A taken member stays in
 * its group's array, marked, until param_compact. */
static bool take_param(param_search *ps, xt_origin_group *g, size_t ng, int own,
                       int64_t size, xt_origin_group *pg)
{
    if (!ps->built)
        param_index(ps, g, ng);
    /* a buffer of exactly the parameter's bytes first, then one whose
     * request was that size (the allocator rounded it up) */
    size_t slot;
    if (!param_pop(ps, 1, own, size, &slot) && !param_pop(ps, 0, own, size, &slot))
        return false;
    param_move(ps, g, slot, pg);
    return true;
}

/* A member released as a step ended, with when. */
typedef struct released {
    int64_t freed_ps;
    size_t slot;
} released;

static int released_cmp(const void *a, const void *b)
{
    const released *x = a, *y = b;
    if (x->freed_ps != y->freed_ps)
        return x->freed_ps < y->freed_ps ? -1 : 1;
    return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* Parameters left (not done) that a live buffer of their size, not the
 * module's own, stands for because it was freed as the step ended: from
 * its start to one more of its durations after its end, the soonest freed
 * first, a buffer of exactly the bytes first, then one requested at that
 * size.  An argument's last reference goes when the call returns: the
 * real captures' softmax feeding jit_matmul(59) was freed 9 us after it,
 * the kernel put on the device inside each jit_forward_3d_conv call 71 us
 * after it, while the matmul(19) outputs of the same size lived 3 ms on;
 * bytes from before the capture had stood in for both, and the arguments
 * were listed as arrays outside the step (a review against the
 * captures).  Per size, a queue in freeing order: 64,000 parameters of
 * one size against 64,000 such buffers stay n log n.  Returns the
 * parameters' bytes still left. */
static int64_t take_released(param_search *ps, xt_origin_group *g, size_t ng, const xt_hlo *hlo, bool *done,
                             const xt_exec *x, int64_t left, xt_origin_group *pg)
{
    if (x->end_ps <= x->start_ps)
        return left;
    int64_t until = xt_sat_add(x->end_ps, x->end_ps - x->start_ps);
    if (!ps->built)
        param_index(ps, g, ng);
    size_t n = 0;
    for (size_t slot = 0; slot < ps->nslots; slot++) {
        if (ps->taken[slot] || ps->rec[slot] == UINT32_MAX || ps->grp[slot] == UINT32_MAX)
            continue;
        const xt_live_rec *m = &ps->x->recs[ps->rec[slot]];
        n += m->freed_ps >= x->start_ps && m->freed_ps <= until && !(m->module != MOD_NONE && m->module == ps->module);
    }
    if (!n)
        return left;
    released *c = xt_xmalloc(n * sizeof *c);
    n = 0;
    for (size_t slot = 0; slot < ps->nslots; slot++) {
        if (ps->taken[slot] || ps->rec[slot] == UINT32_MAX || ps->grp[slot] == UINT32_MAX)
            continue;
        const xt_live_rec *m = &ps->x->recs[ps->rec[slot]];
        if (m->freed_ps >= x->start_ps && m->freed_ps <= until && !(m->module != MOD_NONE && m->module == ps->module))
            c[n++] = (released){ m->freed_ps, slot };
    }
    qsort(c, n, sizeof *c, released_cmp);
    /* [exact]: size -> first candidate; next[exact]: the next of its size */
    xt_imap head[2];
    uint32_t *next[2];
    for (int e = 0; e < 2; e++) {
        xt_imap_init(&head[e], n);
        next[e] = xt_xmalloc(n * sizeof *next[e]);
    }
    for (size_t k = n; k-- > 0;) {
        const xt_live_rec *m = &ps->x->recs[ps->rec[c[k].slot]];
        int64_t key[2] = { m->requested, m->bytes };
        for (int e = 0; e < 2; e++) {
            size_t h;
            next[e][k] = xt_imap_get(&head[e], key[e], &h) ? (uint32_t)h : UINT32_MAX;
            xt_imap_put(&head[e], key[e], k);
        }
    }
    for (size_t i = 0; i < hlo->nallocs && left > 0; i++) {
        if (done[i])
            continue;
        int64_t size = hlo->allocs[i].size;
        for (int e = 1; e >= 0 && !done[i]; e--) {
            size_t h;
            if (!xt_imap_get(&head[e], size, &h))
                continue;
            while (h != UINT32_MAX && ps->taken[c[h].slot])
                h = next[e][h];
            xt_imap_put(&head[e], size, h);
            if (h == UINT32_MAX)
                continue;
            param_move(ps, g, c[h].slot, pg);
            left -= size;
            done[i] = true;
        }
    }
    for (int e = 0; e < 2; e++) {
        xt_imap_free(&head[e]);
        free(next[e]);
    }
    free(c);
    return left;
}

/* The taken members out of their groups' arrays, the rest in their order. */
static void param_compact(param_search *ps, xt_origin_group *g, size_t ng)
{
    if (!ps->built)
        return;
    for (size_t k = 0; k < ng; k++) {
        if (!g[k].members)
            continue;
        size_t off = (size_t)(g[k].members - ps->mem), w = 0;
        for (size_t slot = off; slot < ps->nslots && w < g[k].buffers; slot++)
            if (ps->grp[slot] == k && !ps->taken[slot])
                g[k].members[w++] = ps->mem[slot];
    }
}

size_t xt_runtime_live_at_exec(const xt_runtime *rt, const xt_module_runtime *r,
                               const xt_plan *plan, size_t exec, xt_arena *arena,
                               xt_origin_group **out, int64_t *in_use)
{
    *out = NULL;
    if (in_use)
        *in_use = -1;
    if (!r || !r->allocator || exec >= r->nexecs)
        return 0;
    const xt_exec *x = &rt->execs[r->execs[exec]];
    bool params = plan && plan->has_plan && plan->parameters > 0 && plan->hlo;
    xt_live_index own;
    const xt_live_index *lx = r->allocator->live;
    if (!lx && !live_index_build(r->allocator, rt, NULL, &own))
        return 0;
    param_search ps = { .x = lx ? lx : &own, .module = mod32(x->module) };
    xt_origin_group *base;
    size_t *mem = NULL;
    /* the sizes looked for, the parameters' (take_param's only): a live
     * buffer of another size is no candidate.  Every live buffer on four
     * lists was 37% of a module switch on a capture of 100,000s of live
     * buffers and few parameters, most of it reading each one's record
     * again at random (bench/RESULTS.md, fiftieth session) */
    xt_imap want;
    xt_imap_init(&want, 64);
    for (size_t i = 0; params && i < plan->hlo->nallocs; i++) {
        const xt_alloc *al = &plan->hlo->allocs[i];
        if (al->is_param && al->color == 0 && al->size > 0)
            xt_imap_put(&want, al->size, 0);
    }
    /* one free place in front: the parameters' group */
    size_t ng = live_groups(r->allocator, ps.x, x->start_ps, SIZE_MAX, arena, 1, &base, in_use, &mem,
                            params ? &ps.rec : NULL, &want);
    xt_imap_free(&want);
    ps.mem = mem;
    xt_origin_group *g = base ? base + 1 : NULL;
    if (!ng || !params) {
        free(ps.rec);
        if (!lx)
            live_index_free(&own);
        *out = g;
        return ng;
    }
    const xt_hlo *hlo = plan->hlo;
    size_t nparams = 0;
    for (size_t i = 0; i < hlo->nallocs; i++)
        nparams += hlo->allocs[i].is_param;
    xt_origin_group pg = { .origin = "the step's own parameters (read from the plan)", .shape = "",
                           .source = "", .step_parameters = true, .family = XT_FAMILY_NONE };
    pg.members = xt_arena_alloc(arena, (nparams + 1) * sizeof *pg.members);
    xt_origin_group *before = g[ng - 1].buffers == 0 && g[ng - 1].bytes > 0 ? &g[ng - 1] : NULL;
    /* unmatched parameter bytes after each pass */
    int64_t left = 0;
    bool *done = xt_xmalloc((hlo->nallocs + 1) * sizeof *done);
    for (size_t i = 0; i < hlo->nallocs; i++) {
        const xt_alloc *al = &hlo->allocs[i];
        done[i] = !al->is_param || al->color != 0 || al->size <= 0;
        /* 1. the module's own earlier outputs: state carried over */
        if (!done[i])
            done[i] = take_param(&ps, g, ng, 1, al->size, &pg);
        if (!done[i])
            left = xt_sat_add(left, al->size);
    }
    /* 2. a buffer of its size freed as the step ended: its argument */
    if (left > 0)
        left = take_released(&ps, g, ng, hlo, done, x, left, &pg);
    /* 3. bytes from before the capture, whole parameters only (in plan
     * order): a part of one would leave the rest to pass 4, which takes
     * whole buffers, and the group would hold more than the parameters */
    for (size_t i = 0; before && i < hlo->nallocs && left > 0; i++) {
        int64_t size = hlo->allocs[i].size;
        if (done[i] || size > before->bytes)
            continue;
        before->bytes = xt_sat_sub(before->bytes, size);
        pg.bytes = xt_sat_add(pg.bytes, size);
        pg.params_from_before = xt_sat_add(pg.params_from_before, size);
        left = xt_sat_sub(left, size);
        done[i] = true;
    }
    /* 4. any other live buffer of a parameter's size */
    for (size_t i = 0; i < hlo->nallocs && left > 0; i++)
        if (!done[i] && take_param(&ps, g, ng, 0, hlo->allocs[i].size, &pg))
            left -= hlo->allocs[i].size;
    free(done);
    param_compact(&ps, g, ng);
    param_search_free(&ps);
    free(ps.rec);
    if (!lx)
        live_index_free(&own);
    /* the parameters first (in the place in front), then the groups left,
     * largest first, the remainder last; emptied groups go.  In place:
     * each group moves to a place at or before its own. */
    xt_origin_group rest = before ? *before : (xt_origin_group){ 0 };
    xt_origin_group *o = pg.bytes > 0 ? base : g;
    size_t n = 0;
    if (pg.bytes > 0)
        o[n++] = pg;
    size_t body = before ? ng - 1 : ng;
    for (size_t k = 0; k < body; k++)
        if (g[k].bytes != 0 || g[k].buffers)
            o[n++] = g[k];
    size_t first = pg.bytes > 0 ? 1 : 0;
    /* members[0] of a shrunk group may have moved: order by bytes only,
     * stable (insertion sort keeps equal groups in their order) */
    for (size_t k = first + 1; k < n; k++) {
        xt_origin_group v = o[k];
        size_t j = k;
        while (j > first && o[j - 1].bytes < v.bytes) {
            o[j] = o[j - 1];
            j--;
        }
        o[j] = v;
    }
    if (before && rest.bytes > 0)
        o[n++] = rest;
    *out = o;
    return n;
}

/* ---- per module ------------------------------------------------------------------ */

static int cmp_between(const void *a, const void *b)
{
    const xt_host_event_total *x = a, *y = b;
    if (x->kind != y->kind)
        return x->kind < y->kind ? -1 : 1;
    if (x->total_ps != y->total_ps) {
        /* enclosing frames: innermost (shortest) first; others: longest */
        bool up = x->kind == XT_HOST_ENCLOSING;
        return (x->total_ps < y->total_ps) == up ? -1 : 1;
    }
    return strcmp(x->name, y->name);
}

const char *xt_host_event_meaning(const char *name, xt_arena *a)
{
    static const char *const list_methods[] = { "append", "extend", "insert", "pop" };
    static const char unknown[] = "$<unknown> ";
    if (strncmp(name, unknown, sizeof unknown - 1))
        return NULL;
    const char *fn = name + sizeof unknown - 1;
    for (size_t i = 0; i < sizeof list_methods / sizeof *list_methods; i++)
        if (!strcmp(fn, list_methods[i]))
            return xt_arena_printf(a, "list.%s (Python)", fn);
    return xt_arena_printf(a, "%s (a Python built-in)", fn);
}

/* The plane a line belongs to. */
static const xt_plane *plane_of(const xt_host *h, const xt_line *l)
{
    for (size_t p = 0; p < h->nplanes; p++)
        if (l >= h->planes[p].lines && l < h->planes[p].lines + h->planes[p].nlines)
            return &h->planes[p];
    return NULL;
}

typedef struct between_acc {
    xt_host_event_total *v;
    size_t nv, cap;
    const xt_plane *pl;
    xt_imap *by_name, *enclosing;
    /* by_name's entries by their event's metadata (xt_plane_meta_index;
     * UINT32_MAX: none yet), nslot of them: one load an event, where the
     * map keyed by the name's address cost three misses (a window of
     * 36,000 events and 15,600 names, two thirds of a module switch's
     * wait).  NULL when the plane keeps no table; a metadata outside it
     * goes through by_name.  Two metadata may share a name: between_dedup
     * adds such entries up. */
    uint32_t *slot;
    size_t nslot;
    /* beside v (cap of them): each entry's metadata index in the
     * plane's table (0: none), for the order of names (sort_between) */
    uint32_t *mi;
    int64_t t0, t1;
} between_acc;

/* A new entry t at the end of a->v, of metadata index mi. */
static void acc_push(between_acc *a, xt_host_event_total t, uint32_t mi)
{
    if (a->nv == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 64;
        a->v = xt_xrealloc(a->v, cap * sizeof *a->v);
        a->mi = xt_xrealloc(a->mi, cap * sizeof *a->mi);
        a->cap = cap;
    }
    a->mi[a->nv] = mi;
    a->v[a->nv++] = t;
}

static void between_add(between_acc *a, xt_imap *map, const xt_event *e, int64_t dur,
                        xt_host_event_kind kind)
{
    /* names are the metadata's interned strings: by pointer */
    const char *name = e->meta->name;
    size_t k;
    uint32_t *slot = NULL;
    size_t i = 0;
    if (map == a->by_name && a->slot) {
        i = xt_plane_meta_index(a->pl, e->meta);
        if (i && i < a->nslot)
            slot = &a->slot[i];
    }
    if (slot ? *slot == UINT32_MAX : !xt_imap_get(map, (int64_t)(intptr_t)name, &k)) {
        if (!slot && a->nslot > 1) /* a new enclosing frame's (few) */
            i = xt_plane_meta_index(a->pl, e->meta);
        acc_push(a, (xt_host_event_total){ name, 0, 0, kind },
                 i < a->nslot && i <= UINT32_MAX ? (uint32_t)i : 0);
        k = a->nv - 1;
        if (slot)
            *slot = (uint32_t)k;
        else
            xt_imap_put(map, (int64_t)(intptr_t)name, k);
    } else if (slot) {
        k = *slot;
    }
    a->v[k].count++;
    if (kind == XT_HOST_ENCLOSING) {
        if (dur > a->v[k].total_ps)
            a->v[k].total_ps = dur;
    } else {
        a->v[k].total_ps += dur;
    }
}

/* Entries of one name (interned: one address) and kind added up into the
 * first: two metadata of one name, one reached through by_name and one
 * through a slot, or (merged) the same name from two parts of the window
 * read side by side (between_compute), where an enclosing frame keeps the
 * longest.  A sort of the addresses, an integer each. */
static void between_dedup(between_acc *a, bool merged)
{
    if ((!a->slot && !merged) || a->nv < 2)
        return;
    xt_sort_key *k = xt_xmalloc(a->nv * sizeof *k);
    for (size_t i = 0; i < a->nv; i++)
        k[i] = (xt_sort_key){ (uint64_t)(uintptr_t)a->v[i].name,
                              a->v[i].kind == XT_HOST_ENCLOSING, i };
    xt_radix_sort(k, a->nv);
    bool any = false;
    for (size_t i = 1; i < a->nv; i++) {
        xt_host_event_total *x = &a->v[k[i - 1].idx], *y = &a->v[k[i].idx];
        if (k[i].k1 != k[i - 1].k1 || k[i].k2 != k[i - 1].k2 || (k[i].k2 && !merged) || !x->count)
            continue;
        /* the stable sort keeps the first made first: y into it */
        x->count += y->count;
        if (k[i].k2) /* enclosing: the longest, as between_add */
            x->total_ps = y->total_ps > x->total_ps ? y->total_ps : x->total_ps;
        else
            x->total_ps = xt_sat_add(x->total_ps, y->total_ps);
        y->count = 0;
        k[i].idx = k[i - 1].idx; /* a third of the name goes into x too */
        any = true;
    }
    free(k);
    if (!any)
        return;
    size_t n = 0;
    for (size_t i = 0; i < a->nv; i++)
        if (a->v[i].count) {
            a->mi[n] = a->mi[i];
            a->v[n++] = a->v[i];
        }
    a->nv = n;
}

/* Every event that starts before the last execution: those strictly
 * between the two executions (not the calls that wrap either), and the
 * Python frames that enclose the whole window (the loop around the step). */
static void between_event(void *ctx, const xt_event *e)
{
    between_acc *a = ctx;
    /* what the name is, from its metadata's cache: a window is tens of
     * thousands of events and a few hundred names */
    uint8_t cls = cls_basic(e);
    if (!e->meta || (cls & CLS_UNNAMED_OR_MEM))
        return;
    bool py = cls & CLS_PYTHON;
    int64_t end = e->start_ps + e->dur_ps;
    if (e->start_ps < a->t0) {
        if (py && end >= a->t1)
            between_add(a, a->enclosing, e, e->dur_ps, XT_HOST_ENCLOSING);
        return;
    }
    if (end >= a->t1)
        return;
    between_add(a, a->by_name, e, e->dur_ps, py ? XT_HOST_PYTHON : XT_HOST_RUNTIME);
}

static atomic_size_t g_ranked;

size_t xt_runtime_ties_ranked(void)
{
    return atomic_load(&g_ranked);
}

/* Fewer entries than this sort their ties as strings: the plane's table
 * of name places costs a sort of every name it holds, once. */
enum { RANK_MIN = 512 };

/* cmp_between's order: by kind, then total (enclosing frames ascending,
 * the others descending), then name: a radix sort by total, strcmp only
 * inside a run of equal totals (a three-way string sort of the run), and
 * a stable split by kind. */
static void sort_between(between_acc *a)
{
    if (a->nv < 2)
        return;
    xt_sort_key *k = xt_xmalloc(a->nv * sizeof *k);
    for (size_t i = 0; i < a->nv; i++) {
        int64_t t = a->v[i].total_ps;
        k[i] = (xt_sort_key){ a->v[i].kind == XT_HOST_ENCLOSING ? xt_key_asc(t) : xt_key_desc(t), 0, i };
    }
    /* ties by name: by the names' places in the plane's table when every
     * entry has one and the ties are many (a window of 15,600 names, most
     * tied: the string sort was 1.6 ms of a module switch), else a
     * string sort of each run of ties (the same order: equal names of
     * one kind were added up) */
    const uint32_t *rank = NULL;
    if (a->nv >= RANK_MIN && a->pl) {
        bool all = true;
        for (size_t i = 0; i < a->nv && all; i++)
            all = a->mi[i] != 0;
        rank = all ? xt_plane_name_ranks(a->pl) : NULL;
    }
    if (rank) {
        for (size_t i = 0; i < a->nv; i++)
            k[i].k2 = rank[a->mi[i]];
        atomic_fetch_add(&g_ranked, 1);
    }
    xt_radix_sort(k, a->nv);
    xt_named *run = NULL;
    for (size_t i = 0, j; !rank && i < a->nv; i = j) {
        for (j = i + 1; j < a->nv && k[j].k1 == k[i].k1; j++)
            ;
        if (j - i < 2)
            continue;
        if (!run)
            run = xt_xmalloc(a->nv * sizeof *run);
        for (size_t r = i; r < j; r++)
            run[r - i] = (xt_named){ a->v[k[r].idx].name, k[r].idx };
        xt_sort_strings(run, j - i);
        for (size_t r = i; r < j; r++)
            k[r].idx = run[r - i].i;
    }
    free(run);
    xt_host_event_total *o = xt_xmalloc(a->nv * sizeof *o);
    size_t n = 0;
    for (int kind = XT_HOST_ENCLOSING; kind <= XT_HOST_RUNTIME; kind++)
        for (size_t i = 0; i < a->nv; i++)
            if ((int)a->v[k[i].idx].kind == kind)
                o[n++] = a->v[k[i].idx];
    if (n == a->nv) /* every kind is one of the three */
        memcpy(a->v, o, n * sizeof *o);
    else
        qsort(a->v, a->nv, sizeof *a->v, cmp_between);
    free(o);
    free(k);
}

size_t xt_runtime_execs_in_use_known(const xt_runtime *rt, const xt_module_runtime *r)
{
    size_t n = 0;
    for (size_t i = 0; r && i < r->nexecs; i++)
        n += rt->execs[r->execs[i]].in_use_at_start >= 0;
    return n;
}

/* Growth: least squares over in-use at start vs execution number. */
static void module_growth(xt_module_runtime *r, const xt_runtime *rt, const xt_plan *plan)
{
    size_t m = 0;
    double sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0;
    for (size_t i = 0; i < r->nexecs; i++) {
        const xt_exec *x = &rt->execs[r->execs[i]];
        if (x->in_use_at_start < 0)
            continue;
        double X = (double)(i + 1), Y = (double)x->in_use_at_start;
        sx += X; sy += Y; sxx += X * X; sxy += X * Y; syy += Y * Y;
        m++;
    }
    if (m >= 3) {
        double den = m * sxx - sx * sx;
        if (den > 0) {
            r->has_growth = true;
            r->growth = (m * sxy - sx * sy) / den;
            double vy = m * syy - sy * sy;
            double num = m * sxy - sx * sy;
            r->growth_r2 = vy > 0 ? (num * num) / (den * vy) : 1.0;
            if (plan && plan->outputs > 0)
                r->growth_ratio = r->growth / (double)plan->outputs;
        }
    }
}

/* The failed request (inferred): the first planned allocation (outputs,
 * then temp, in index order) with no MemoryAllocation in the failed
 * execution. */
static void failed_request(const xt_host *h, xt_module_runtime *r, size_t module,
                           const xt_plan *plan)
{
    if (!r->last_never_launched || !plan || !plan->has_plan || module >= h->nmodules ||
        !h->modules[module].hlo)
        return;
    const xt_hlo *hlo = h->modules[module].hlo;
    const xt_allocator *a = r->allocator;
    size_t lastx = r->execs[r->nexecs - 1];
    /* the failed execution's requests counted by size: a planned
     * allocation takes one of its size (each scanned a list of all of them,
     * the taken ones too: 100,000 outputs, 4 s, an attacker's review) */
    xt_imap seen;
    xt_imap_init(&seen, 64);
    for (size_t i = 0; a && i < a->nevents; i++)
        if (a->events[i].alloc && a->events[i].exec == lastx) {
            size_t k = 0;
            xt_imap_get(&seen, a->events[i].requested, &k);
            xt_imap_put(&seen, a->events[i].requested, k + 1);
        }
    for (int pass = 0; pass < 2 && r->failed_request < 0; pass++)
        for (size_t i = 0; i < hlo->nallocs; i++) {
            const xt_alloc *al = &hlo->allocs[i];
            if (al->color != 0 || al->size <= 0 || al->is_param || al->is_constant ||
                al->is_thread_local)
                continue;
            bool is_out = al->maybe_live_out;
            if ((pass == 0) != is_out)
                continue;
            size_t left = 0;
            bool found = xt_imap_get(&seen, al->size, &left) && left > 0;
            if (found)
                xt_imap_put(&seen, al->size, left - 1); /* consumed */
            if (!found) {
                r->failed_request = al->size;
                r->failed_kind = is_out ? "output" : "temp";
                break;
            }
        }
    xt_imap_free(&seen);
}

/* A share of the window's reads for one thread, with accumulators of its
 * own (between_merge merges them). */
typedef struct between_part {
    xt_host *h;
    const xt_plane *pl;
    const xt_line *l;
    int64_t reads[4][2];
    int nreads;
    between_acc acc;
    xt_imap by_name, enclosing;
    int rc;
    xt_error err;
} between_part;

static void part_init(between_part *p, xt_host *h, const xt_plane *pl, const xt_line *l,
                      int64_t t0, int64_t t1)
{
    memset(p, 0, sizeof *p);
    p->h = h;
    p->pl = pl;
    p->l = l;
    xt_imap_init(&p->by_name, 64);
    xt_imap_init(&p->enclosing, 16);
    p->acc = (between_acc){ .pl = pl, .by_name = &p->by_name, .enclosing = &p->enclosing,
                            .t0 = t0, .t1 = t1 };
    p->acc.nslot = pl ? xt_plane_metas(pl) : 1;
    if (p->acc.nslot > 1) {
        p->acc.slot = xt_xmalloc(p->acc.nslot * sizeof *p->acc.slot);
        memset(p->acc.slot, 0xff, p->acc.nslot * sizeof *p->acc.slot);
    }
}

static void part_read(between_part *p)
{
    for (int i = 0; i < p->nreads && p->rc == XT_OK; i++)
        p->rc = xt_line_window(p->h, p->pl, p->l, p->reads[i][0], p->reads[i][1], between_event,
                               &p->acc, &p->err);
}

static void part_free(between_part *p)
{
    free(p->acc.slot);
    p->acc.slot = NULL;
    free(p->acc.mi);
    p->acc.mi = NULL;
    xt_imap_free(&p->by_name);
    xt_imap_free(&p->enclosing);
}

typedef struct window_bound {
    const xt_line *l;
    int64_t t;
} window_bound;

static bool line_mark_before(const void *ctx, size_t i)
{
    const window_bound *b = ctx;
    return b->l->marks[i].start_ps < b->t;
}

/* The marks of l that start in [from, to): how much of a Python-traced
 * line a read decodes (a mark every XT_MARK_EVERY events); 0 for a line
 * whose events are all in memory (read without decoding). */
static size_t marks_in(const xt_line *l, int64_t from, int64_t to, size_t *first)
{
    window_bound a = { l, from }, b = { l, to };
    size_t lo = xt_lower_bound(l->nmarks, &a, line_mark_before),
           hi = xt_lower_bound(l->nmarks, &b, line_mark_before);
    *first = lo;
    return hi > lo ? hi - lo : 0;
}

/* reads[0, n) are the window's reads, in line order.  Split them between
 * a and b at a mark (a line read back from the file: its events are in
 * start order, so [from, t) and [t, to) hand over what [from, to) does),
 * about half the work each: a mark's worth of events weighs one before
 * the window (t0: only looked at, for the loop around it) and two in it
 * (each added up by name).  False: too little to be worth a thread. */
static bool split_reads(const xt_line *l, int64_t reads[3][2], int n, int64_t t0,
                        between_part *a, between_part *b)
{
    enum { MIN_MARKS = 8 * 4096 / XT_MARK_EVERY }; /* 32,768 events */
    if (!l->python_skipped || l->nmarks < MIN_MARKS)
        return false;
    for (size_t i = 1; i < l->nmarks; i++) /* in start order, as the split needs */
        if (l->marks[i].start_ps < l->marks[i - 1].start_ps)
            return false;
    size_t marks = 0, total = 0, first, k[3], w[3];
    for (int i = 0; i < n; i++) {
        k[i] = marks_in(l, reads[i][0], reads[i][1], &first);
        w[i] = reads[i][0] >= t0 ? 2 : 1;
        marks += k[i];
        total += k[i] * w[i];
    }
    if (marks < MIN_MARKS)
        return false;
    size_t half = total / 2, seen = 0;
    a->nreads = b->nreads = 0;
    for (int i = 0; i < n; i++) {
        size_t weight = k[i] * w[i];
        if (seen >= half) {
            b->reads[b->nreads][0] = reads[i][0];
            b->reads[b->nreads++][1] = reads[i][1];
        } else if (seen + weight <= half) {
            a->reads[a->nreads][0] = reads[i][0];
            a->reads[a->nreads++][1] = reads[i][1];
        } else {
            /* the cut inside this read, at one of its marks */
            marks_in(l, reads[i][0], reads[i][1], &first);
            int64_t t = l->marks[first + (half - seen) / w[i]].start_ps;
            if (t > reads[i][0]) {
                a->reads[a->nreads][0] = reads[i][0];
                a->reads[a->nreads++][1] = t;
            }
            b->reads[b->nreads][0] = t > reads[i][0] ? t : reads[i][0];
            b->reads[b->nreads++][1] = reads[i][1];
        }
        seen += weight;
    }
    return a->nreads && b->nreads;
}

/* Host events between the last two executions of a module (Python-tracer
 * events included: they are read back from the line).  The work touches
 * no store, so it may run on a thread of its own beside the live set
 * (xt_runtime_module_on): v is malloc'd, and a line that fails to re-read
 * leaves rc and err for between_finish to note, not a silently empty list.
 * The re-read is a pread into a private copy (xt_host_read), so this
 * thread needs no SIGBUS guard; the plane's name ranks are built on first
 * use, and only this job asks for them while it runs. */
typedef struct between_job {
    xt_host *h;
    const xt_runtime *rt;
    const xt_module_runtime *r;
    xt_host_event_total *v;
    size_t nv;
    int rc;
    xt_error err;
    /* the window's reads in one part or two (between_prepare); each run
     * by whichever thread claims it first: the job's thread in order, the
     * caller's the second once its live set is done (between_steal) */
    between_part parts[2];
    int nparts;
    atomic_int claimed[2];
} between_job;

static atomic_size_t g_split;

size_t xt_runtime_windows_split(void)
{
    return atomic_load(&g_split);
}

/* The window's reads, split in two parts where a second thread may take
 * one (a long Python-traced window read back from the file). */
static void between_prepare(between_job *j)
{
    const xt_runtime *rt = j->rt;
    const xt_module_runtime *r = j->r;
    const xt_exec *last = &rt->execs[r->execs[r->nexecs - 1]];
    const xt_exec *prev = &rt->execs[r->execs[r->nexecs - 2]];
    const xt_line *l = last->line;
    const xt_plane *pl = l ? plane_of(j->h, l) : NULL;
    /* The window, and where a loop around it may have started, without
     * reading the whole line (the Python events are most of it): the
     * capture's start (frames already running when tracing began, up to
     * the line's first event kept in memory) and PY_LOOKBACK_PS before the
     * module's first execution.  Windows that overlap are read as one. */
    int64_t first = rt->execs[r->execs[0]].start_ps;
    int64_t w[3][2] = { { INT64_MIN, l && l->nevents ? l->events[0].start_ps + 1 : INT64_MIN },
                        { first - PY_LOOKBACK_PS, first + 1 },
                        { prev->end_ps, last->start_ps } };
    int64_t reads[3][2];
    int nreads = 0;
    int64_t from = w[0][0], to = w[0][1];
    for (int i = 1; i <= 3 && l && pl && prev->line == l; i++) {
        if (i < 3 && w[i][0] <= to) {
            to = w[i][1] > to ? w[i][1] : to; /* overlaps: one read */
            continue;
        }
        if (to > from) {
            reads[nreads][0] = from;
            reads[nreads++][1] = to;
        }
        if (i < 3) {
            from = w[i][0];
            to = w[i][1];
        }
    }
    /* In two parts when there are cores (a window of a step read back
     * from the file: 36,000 events, 7-10 ms a host in a run of 16), each
     * into accumulators of its own, merged after: the same totals (sums,
     * and the longest of an enclosing frame) */
    between_part *parts = j->parts;
    part_init(&parts[0], j->h, pl, l, prev->end_ps, last->start_ps);
    for (int i = 0; i < nreads; i++) {
        parts[0].reads[i][0] = reads[i][0];
        parts[0].reads[i][1] = reads[i][1];
    }
    parts[0].nreads = nreads;
    j->nparts = 1;
    atomic_store(&j->claimed[0], 0);
    atomic_store(&j->claimed[1], 0);
    /* (a line without marks enough is read whole by one: no second
     * part's tables made and freed at every module switch) */
    if (nreads && pl && pl->dict && l->python_skipped && l->nmarks >= 8 && xt_threads() > 1) {
        part_init(&parts[1], j->h, pl, l, prev->end_ps, last->start_ps);
        if (split_reads(l, reads, nreads, prev->end_ps, &parts[0], &parts[1])) {
            j->nparts = 2;
            atomic_fetch_add(&g_split, 1);
        } else {
            part_free(&parts[1]);
            for (int i = 0; i < nreads; i++) {
                parts[0].reads[i][0] = reads[i][0];
                parts[0].reads[i][1] = reads[i][1];
            }
            parts[0].nreads = nreads;
        }
    }
}

/* Part k of the window read, unless another thread claimed it first. */
static void between_take(between_job *j, int k)
{
    if (k < j->nparts && atomic_exchange(&j->claimed[k], 1) == 0)
        part_read(&j->parts[k]);
}

/* Every part read (both claimed and done): the lists merged and sorted. */
static void between_merge(between_job *j)
{
    between_part *parts = j->parts;
    between_acc *acc = &parts[0].acc;
    j->rc = parts[0].rc;
    j->err = parts[0].err;
    if (j->nparts == 2) {
        /* as one thread reading in order: what the second part read only
         * when the first read all of its own */
        if (j->rc == XT_OK) {
            j->rc = parts[1].rc;
            j->err = parts[1].err;
            for (size_t i = 0; i < parts[1].acc.nv; i++)
                acc_push(acc, parts[1].acc.v[i], parts[1].acc.mi[i]);
        }
        free(parts[1].acc.v);
        part_free(&parts[1]);
    }
    between_dedup(acc, j->nparts == 2);
    sort_between(acc);
    part_free(&parts[0]);
    j->v = acc->v;
    j->nv = acc->nv;
}

/* The window on this thread alone: both parts in order. */
static void between_compute(between_job *j)
{
    between_prepare(j);
    between_take(j, 0);
    between_take(j, 1);
    between_merge(j);
}

static atomic_size_t g_beside;

size_t xt_runtime_stories_beside(void)
{
    return atomic_load(&g_beside);
}

/* The window's parts in order, on a thread of its own (prepared by the
 * caller, who may take the second once its live set is done). */
static void *between_thread(void *arg)
{
    between_job *j = arg;
    between_take(j, 0);
    between_take(j, 1);
    atomic_fetch_add(&g_beside, 1);
    return NULL;
}

static atomic_size_t g_warmed;

size_t xt_runtime_stories_warmed(void)
{
    return atomic_load(&g_warmed);
}

static void *warm_thread(void *arg)
{
    between_compute(arg);
    return NULL;
}

/* The heap pages a live set's replay writes its scratch into (live_groups:
 * a slot, a sum and a sort key a group, a record a live buffer), touched
 * once and given back to malloc, which keeps them while keys are answered
 * (xt_memory_for_keys: trims above 64 MiB): the next module's first visit
 * then writes into pages already there.  Without it the second module a
 * user opened took 72 fresh pages there, 10-15 ms in a VM (legacy-kind
 * 1 GiB).  Up to 16 MiB, under malloc's 32 MiB mapping threshold. */
static void warm_live_scratch(const xt_allocator *al)
{
    const xt_live_index *x = al ? al->live : NULL;
    if (!x)
        return;
    size_t per_group = sizeof(uint32_t) + sizeof(live_sum) + sizeof(xt_sort_key);
    size_t bytes = x->ngroups < ((size_t)16 << 20) / per_group ? x->ngroups * per_group : (size_t)16 << 20;
    size_t recs = x->nrecs < ((size_t)4 << 20) ? x->nrecs * 2 * sizeof(uint32_t) : (size_t)8 << 20;
    bytes = bytes + recs < ((size_t)16 << 20) ? bytes + recs : (size_t)16 << 20;
    volatile char *p = malloc(bytes);
    if (!p)
        return;
    for (size_t i = 0; i < bytes; i += 4096) /* a store a page: not optimised away */
        p[i] = 0;
    free((void *)p);
}

void xt_runtime_warm_story(xt_host *h, const xt_runtime *rt, const xt_module_runtime *r)
{
    if (r)
        warm_live_scratch(r->allocator);
    if (!r || r->nexecs < 2 || !r->allocator || xt_threads() < 2)
        return;
    between_job bj = { .h = h, .rt = rt, .r = r };
    pthread_t th;
    if (pthread_create(&th, NULL, warm_thread, &bj))
        return;
    pthread_join(th, NULL);
    free(bj.v);
    atomic_fetch_add(&g_warmed, 1);
}

static void between_finish(between_job *j, xt_module_runtime *r, size_t module,
                           xt_store *st)
{
    if (j->rc != XT_OK)
        xt_note(&st->arena, &r->warnings, &r->nwarnings,
                "host events between the last two executions of %s are not listed: "
                "re-reading their line failed (%s)",
                j->h->modules[module].name, j->err.msg);
    r->between = xt_arena_memdup(&st->arena, j->v, (j->nv ? j->nv : 1) * sizeof *j->v);
    r->nbetween = j->nv;
    free(j->v);
}

const char *xt_origin_module_name(char buf[XT_ORIGIN_NAME_BUF], const char *name)
{
    size_t n = strlen(name);
    if (n <= XT_ORIGIN_NAME_MAX)
        return name;
    /* FNV-1a, not the seeded table hash: the same label in every run */
    uint64_t h = 1469598103934665603ULL;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)name[i]) * 1099511628211ULL;
    size_t k = XT_ORIGIN_NAME_MAX - 24;
    while (k && ((unsigned char)name[k] & 0xC0) == 0x80) /* not inside a character */
        k--;
    snprintf(buf, XT_ORIGIN_NAME_BUF, "%.*s\xe2\x80\xa6#%016llx", (int)k, name, (unsigned long long)h);
    return buf;
}

/* The execution number of "outputs of M execution N", and M's length; 0
 * when the origin is not one. */
size_t xt_output_origin(const char *o, size_t *mlen)
{
    static const char pre[] = "outputs of ", ex[] = " execution ";
    size_t np = sizeof pre - 1, nx = sizeof ex - 1;
    if (o[0] != 'o' || strncmp(o, pre, np))
        return 0;
    /* one pass to the end, then back over the digits */
    size_t n = np + strlen(o + np), d = n;
    while (d > np && o[d - 1] >= '0' && o[d - 1] <= '9')
        d--;
    if (d == n || n - d > 18 || d < np + nx + 1 || memcmp(o + d - nx, ex, nx))
        return 0;
    *mlen = d - nx - np;
    size_t v = 0;
    for (size_t i = d; i < n; i++)
        v = v * 10 + (size_t)(o[i] - '0');
    return v;
}

int xt_live_family_cmp(const void *x, const void *y)
{
    const xt_live_family *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes > b->bytes ? -1 : 1;
    return a->top < b->top ? -1 : a->top > b->top;
}

/* A live group's family and execution number (xt_live_families). */
typedef struct fam_exec {
    size_t family, exec;
} fam_exec;

static int fe_cmp(const void *x, const void *y)
{
    const fam_exec *a = x, *b = y;
    if (a->family != b->family)
        return a->family < b->family ? -1 : 1;
    return a->exec < b->exec ? -1 : a->exec > b->exec;
}

/* One pass, a hash of each module's name (the family of the group before
 * first: a leak's groups come one module's after another), no map of the
 * executions: a group whose number is outside its family's range so far
 * cannot repeat one; a family with one inside it has its numbers counted
 * at the end. */
size_t xt_live_families(const xt_origin_group *g, size_t n, xt_arena *ar, xt_live_family **out)
{
    xt_live_family *f = NULL;
    size_t nf = 0, capf = 0;
    fam_exec *seen = NULL; /* each output group's, in order */
    size_t nseen = 0, capseen = 0;
    bool *mixed = NULL;
    size_t capmixed = 0;
    xt_imap by; /* family by its name's hash, or by its tag */
    xt_imap_init(&by, 16);
    /* groups of one replay carry their family and execution (tagged when
     * the index was built): read the origins only when one does not */
    bool tagged = true;
    for (size_t i = 0; i < n && tagged; i++)
        tagged = g[i].family || g[i].step_parameters || !g[i].buffers;
    size_t k = SIZE_MAX;
    uint32_t *tag = NULL; /* tagged: each family's */
    for (size_t i = 0; i < n; i++) {
        size_t mlen = 0, e;
        const char *m = NULL;
        bool found;
        int64_t key;
        if (g[i].step_parameters || !g[i].buffers)
            continue;
        if (tagged) {
            if (g[i].family == XT_FAMILY_NONE)
                continue;
            e = g[i].exec;
            key = g[i].family;
            found = (k != SIZE_MAX && tag[k] == g[i].family) || xt_imap_get(&by, key, &k);
            if (!found) {
                e = xt_output_origin(g[i].origin, &mlen); /* once a family */
                m = g[i].origin + strlen("outputs of ");
            }
        } else {
            if (!(e = xt_output_origin(g[i].origin, &mlen)))
                continue;
            m = g[i].origin + strlen("outputs of ");
            found = k != SIZE_MAX && f[k].mlen == mlen && !memcmp(f[k].module, m, mlen);
            key = found ? 0 : (int64_t)xt_hash_key(m, mlen);
            /* a hit on another name (two names, one hash: rare) scans them
             * all; a miss is a new module (scanning then made thousands of
             * modules quadratic: 30,000 took 34 s, a review) */
            bool hit = !found && xt_imap_get(&by, key, &k);
            found = found || (hit && f[k].mlen == mlen && !strncmp(f[k].module, m, mlen));
            for (size_t j = 0; !found && hit && j < nf; j++)
                if (f[j].mlen == mlen && !strncmp(f[j].module, m, mlen)) {
                    k = j;
                    found = true;
                }
        }
        if (!found) {
            xt_live_family z = { .module = m, .mlen = mlen, .first = e, .last = e, .top = i };
            XT_PUSH(f, nf, capf, z);
            k = nf - 1;
            xt_imap_put(&by, key, k);
            /* grown with the families, not at each one: a realloc that
             * moves (ASan's always does) made that quadratic */
            if (capmixed < capf) {
                mixed = xt_xrealloc(mixed, capf * sizeof *mixed);
                if (tagged)
                    tag = xt_xrealloc(tag, capf * sizeof *tag);
                capmixed = capf;
            }
            mixed[k] = false;
            if (tagged)
                tag[k] = g[i].family;
        } else if (e >= f[k].first && e <= f[k].last) {
            mixed[k] = true; /* may repeat an execution: counted below */
        }
        xt_live_family *x = &f[k];
        XT_PUSH(seen, nseen, capseen, ((fam_exec){ k, e }));
        x->groups++;
        x->buffers += g[i].buffers;
        x->bytes = xt_sat_add(x->bytes, g[i].bytes);
        x->first = e < x->first ? e : x->first;
        x->last = e > x->last ? e : x->last;
        if (g[i].bytes > g[x->top].bytes)
            x->top = i;
    }
    xt_imap_free(&by);
    free(tag);
    /* one execution's outputs from several Python lines are several
     * groups: count the execution once.  A bit per number in each mixed
     * family's range when the ranges are dense (a capture's executions
     * are numbered 1..N: a few KB), else the numbers sorted (a hostile
     * capture's sparse ones) */
    size_t bits = 0;
    size_t *base = xt_xcalloc(nf + 1, sizeof *base);
    for (size_t j = 0; j < nf; j++) {
        if (!mixed[j]) {
            f[j].executions = f[j].groups;
            continue;
        }
        base[j] = bits;
        size_t width = f[j].last - f[j].first + 1;
        bits = width > SIZE_MAX / 2 - bits ? SIZE_MAX / 2 : bits + width;
    }
    if (bits <= 64 * (nseen + 1)) {
        uint64_t *set = xt_xcalloc(bits / 64 + 1, sizeof *set);
        for (size_t i = 0; i < nseen; i++) {
            size_t j = seen[i].family;
            if (!mixed[j])
                continue;
            size_t b = base[j] + (seen[i].exec - f[j].first);
            if (!(set[b / 64] >> (b % 64) & 1)) {
                set[b / 64] |= (uint64_t)1 << (b % 64);
                f[j].executions++;
            }
        }
        free(set);
    } else {
        size_t c = 0;
        for (size_t i = 0; i < nseen; i++)
            if (mixed[seen[i].family])
                seen[c++] = seen[i];
        qsort(seen, c, sizeof *seen, fe_cmp);
        for (size_t i = 0; i < c; i++)
            f[seen[i].family].executions +=
                !i || seen[i].family != seen[i - 1].family || seen[i].exec != seen[i - 1].exec;
    }
    free(base);
    free(seen);
    free(mixed);
    for (size_t j = 0; j < nf; j++)
        f[j].module = xt_arena_strndup(ar, f[j].module, f[j].mlen);
    *out = nf ? xt_arena_memdup(ar, f, nf * sizeof *f) : NULL;
    free(f);
    return nf;
}

/* Execution i as it ran on device d (SIZE_MAX: as a whole): i itself, its
 * part on d, or SIZE_MAX when it did not run there.  An execution whose
 * device is unknown counts on every device. */
size_t xt_runtime_exec_on(const xt_runtime *rt, size_t i, size_t d)
{
    const xt_exec *x = &rt->execs[i];
    if (d == SIZE_MAX)
        return i;
    if (!x->nparts)
        return x->device == d || x->device == SIZE_MAX ? i : SIZE_MAX;
    for (size_t k = 0; k < x->nparts; k++)
        if (rt->execs[x->first_part + k].device == d)
            return x->first_part + k;
    return SIZE_MAX;
}

xt_module_runtime *xt_runtime_module(xt_host *h, const xt_runtime *rt, size_t module,
                                     const xt_plan *plan, xt_store *st)
{
    return xt_runtime_module_on(h, rt, module, SIZE_MAX, plan, st);
}

/* The figures of a module on a device that need no replay of the live
 * set and no re-read of the file: a device row's (runtime.h). */
xt_module_runtime *xt_runtime_module_row_on(xt_host *h, const xt_runtime *rt, size_t module,
                                            size_t device, const xt_plan *plan, xt_store *st)
{
    xt_module_runtime *r = xt_arena_alloc(&st->arena, sizeof *r);
    r->failed_request = -1;
    r->in_use_at_last = -1; /* unknown until an allocator says it */
    r->device = device < rt->ndevices ? device : SIZE_MAX;
    size_t n = 0;
    for (size_t i = 0; i < rt->nexecs; i++)
        if (rt->execs[i].module == module && rt->execs[i].counted)
            n++;
    r->execs = xt_arena_alloc(&st->arena, (n + 1) * sizeof *r->execs);
    for (size_t i = 0; i < rt->nexecs; i++) {
        size_t on;
        if (rt->execs[i].module == module && rt->execs[i].counted &&
            (on = xt_runtime_exec_on(rt, i, r->device)) != SIZE_MAX)
            r->execs[r->nexecs++] = on;
    }
    for (size_t i = 0; i < r->nexecs; i++) {
        const xt_exec *x = &rt->execs[r->execs[i]];
        if (!r->allocator && x->allocator != SIZE_MAX)
            r->allocator = &rt->allocators[x->allocator];
        if (x->retry_wait_ps > r->longest_retry_ps) {
            r->longest_retry_ps = x->retry_wait_ps;
            r->longest_retry_exec = i;
        }
        if (!x->launched)
            r->never_launched++;
    }
    if (!r->allocator && r->device != SIZE_MAX && rt->devices[r->device].allocator != SIZE_MAX)
        r->allocator = &rt->allocators[rt->devices[r->device].allocator];
    if (!r->nexecs)
        return r;
    const xt_exec *last = &rt->execs[r->execs[r->nexecs - 1]];
    r->last_never_launched = !last->launched;
    module_growth(r, rt, plan);
    if (r->allocator)
        r->in_use_at_last = xt_allocator_in_use_at(r->allocator, last->start_ps);
    /* its own outputs among them, where its host call allocated them
     * before the device began: "left" took them off twice on TPU (a
     * trial: 21.2 GiB left of 31.2 beside a 5.00 GiB output) */
    const xt_exec *call = r->in_use_at_last > 0 && r->allocator ? xt_runtime_call_before(rt, last) : NULL;
    if (call) { /* its allocations still live when the device began (a review) */
        int64_t live = xt_runtime_call_live(rt, r->allocator, call, last);
        r->outputs_at_last = live < r->in_use_at_last ? live : r->in_use_at_last;
    }
    failed_request(h, r, module, plan);
    return r;
}

int64_t xt_runtime_call_live(const xt_runtime *rt, const xt_allocator *al, const xt_exec *call, const xt_exec *x)
{
    if (!al || !call || !x)
        return 0;
    size_t ci = (size_t)(call - rt->execs);
    int64_t live = 0;
    for (size_t i = 0; i < al->nevents; i++) {
        const xt_mem_event *e = &al->events[i];
        if (e->alloc && e->exec == ci && e->t_ps < x->start_ps &&
            (e->freed_by >= al->nevents || al->events[e->freed_by].t_ps >= x->start_ps))
            live = xt_sat_add(live, e->bytes);
    }
    return live;
}

const xt_exec *xt_runtime_call_before(const xt_runtime *rt, const xt_exec *x)
{
    if (!rt->device_executions || !x->counted || x->module == SIZE_MAX)
        return NULL;
    /* paired by index only where the module has as many host calls as
     * device executions: a capture that starts inside a call would pair
     * every call with the execution after its own (a review) */
    const xt_exec *c = NULL;
    size_t calls = 0, runs = 0;
    for (size_t i = 0; i < rt->nexecs; i++) {
        const xt_exec *e = &rt->execs[i];
        if (e->module != x->module)
            continue;
        if (e->counted)
            runs++;
        else if (++calls && e->index == x->index)
            c = e;
    }
    if (!c || calls != runs)
        return NULL;
    return c->start_ps <= x->start_ps && c->end_ps <= x->start_ps && c->allocated > 0 ? c : NULL;
}

void xt_runtime_module_live(const xt_runtime *rt, xt_module_runtime *r, const xt_plan *plan,
                            xt_arena *live)
{
    r->nlive = 0;
    r->live_at_last = NULL;
    r->nfamilies = 0;
    r->families = NULL;
    if (!r->allocator || !r->nexecs)
        return;
    r->nlive = xt_runtime_live_at_exec(rt, r, plan, r->nexecs - 1, live, &r->live_at_last,
                                       &r->in_use_at_last);
    r->nfamilies = xt_live_families(r->live_at_last, r->nlive, live, &r->families);
}

xt_module_runtime *xt_runtime_module_on(xt_host *h, const xt_runtime *rt, size_t module,
                                        size_t device, const xt_plan *plan, xt_store *st)
{
    return xt_runtime_module_on_live(h, rt, module, device, plan, st, &st->arena);
}

xt_module_runtime *xt_runtime_module_on_live(xt_host *h, const xt_runtime *rt, size_t module,
                                             size_t device, const xt_plan *plan, xt_store *st,
                                             xt_arena *live)
{
    xt_module_runtime *r = xt_runtime_module_row_on(h, rt, module, device, plan, st);
    if (!r->nexecs)
        return r;
    /* The live set when the last execution started and the host events
     * between the last two: independent, each a few milliseconds on a
     * big capture (a leak of one buffer a step: 33,000 live groups; a
     * window of 15,000 names read back from the file), so side by side
     * when there are cores for it: a module switch waits for the longer. */
    between_job bj = { .h = h, .rt = rt, .r = r };
    bool between = r->nexecs >= 2;
    if (between)
        between_prepare(&bj);
    pthread_t th;
    bool beside = between && r->allocator && xt_threads() > 1 &&
                  pthread_create(&th, NULL, between_thread, &bj) == 0;
    if (r->allocator)
        xt_runtime_module_live(rt, r, plan, live);
    if (beside) {
        /* the window's second part, if its thread has not reached it: a
         * live set of a few groups (a run's hosts) leaves this core free,
         * a leak's 33,000 groups do not, and no third thread competes
         * with them (a module switch's worst went up with one) */
        between_take(&bj, 1);
        pthread_join(th, NULL);
    } else if (between) {
        between_take(&bj, 0);
        between_take(&bj, 1);
    }
    if (between) {
        between_merge(&bj);
        between_finish(&bj, r, module, st);
    }
    return r;
}
