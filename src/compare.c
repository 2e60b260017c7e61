/* compare.c - two analyses side by side (compare.h, doc/compare.md). */
#include "compare.h"
#include "summary.h"

#include <stdatomic.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *xt_cmp_fig_key(xt_cmp_fig f)
{
    static const char *k[XT_NCF] = { "parameters_bytes", "donated_bytes", "outputs_bytes",
                                     "temp_bytes",       "total_bytes",   "heap_peak_bytes",
                                     "remat_instructions" };
    return f < XT_NCF ? k[f] : "";
}

const char *xt_cmp_fig_label(xt_cmp_fig f)
{
    static const char *k[XT_NCF] = { "parameters", "donated", "outputs, not aliased",
                                     "temp block", "total the step needs", "heap peak",
                                     "XLA remat" };
    return f < XT_NCF ? k[f] : "";
}

const char *xt_cmp_status_name(xt_cmp_status s)
{
    static const char *k[] = { "same", "changed", "appeared", "disappeared" };
    return s <= XT_CG_DISAPPEARED ? k[s] : "";
}

const char *xt_est_fig_key(xt_est_fig f)
{
    static const char *k[] = { "total_bytes", "heap_peak_bytes", "growth_bytes_per_execution",
                               "in_use_at_last_start_bytes" };
    return f <= XT_EF_IN_USE_AT_LAST ? k[f] : "";
}

const char *xt_est_fig_label(xt_est_fig f)
{
    static const char *k[] = { "total the step needs", "heap peak",
                               /* the slope times BEFORE's steps, not a
                                * per-execution figure (a trial) */
                               "growth across BEFORE's executions",
                               "in use at the last start" };
    return f <= XT_EF_IN_USE_AT_LAST ? k[f] : "";
}

const char *xt_cmp_diff_name(unsigned bit)
{
    static const char *k[XT_NDIFFS] = { "JAX version", "allocator", "device memory", "pool size" };
    return bit < XT_NDIFFS ? k[bit] : "";
}

/* ---- the sides ------------------------------------------------------------------ */

static size_t worst_of(const xt_capture *c, xt_analysis *const *an)
{
    xt_host_rank *rank = calloc(c->nhosts + 1, sizeof *rank);
    size_t w = 0;
    if (rank) {
        for (size_t i = 0; i < c->nhosts; i++)
            rank[i] = xt_host_rank_of(an[i]);
        w = xt_worst_host(rank, c->nhosts);
    }
    free(rank);
    return w;
}

static size_t count_named(const xt_capture *c, const char *name, size_t *last)
{
    size_t n = 0;
    for (size_t i = 0; i < c->nhosts; i++)
        if (c->hosts[i].hostname && !strcmp(c->hosts[i].hostname, name)) { /* (NULL: a host loading) */
            n++;
            *last = i;
        }
    return n;
}

size_t xt_compare_partner(const xt_capture *from, size_t i, const xt_capture *to,
                          xt_analysis *const *ato, bool from_before, const char **why)
{
    xt_host_rank *rank = xt_xcalloc(to->nhosts + 1, sizeof *rank);
    for (size_t k = 0; k < to->nhosts; k++)
        rank[k] = xt_host_rank_of(ato[k]);
    size_t p = xt_compare_partner_ranked(from, i, to, rank, from_before, why);
    free(rank);
    return p;
}

/* Host i of `from`'s partner in `to` by the rule of
 * xt_compare_partner_ranked, SIZE_MAX when none (*why then unset): the
 * runs paired whole (xt_compare_pair_runs), as the hosts list pairs them
 * (a host paired alone took AFTER's node-0002 by position while AFTER's
 * node-0002 was BEFORE's node-0002's by its name: a trial); rank_to
 * (NULL: none) says which of to's files cannot be read (severity -1). */
static size_t partner_of(const xt_capture *from, size_t i, const xt_capture *to, bool from_before,
                         const xt_host_rank *rank_to, const char **why)
{
    if (i >= from->nhosts)
        return SIZE_MAX;
    size_t nf = from->nhosts, nt = to->nhosts;
    bool *unread = NULL;
    if (rank_to) {
        unread = xt_xcalloc(nt + 1, sizeof *unread);
        for (size_t k = 0; k < nt; k++)
            unread[k] = rank_to[k].severity < 0;
    }
    size_t *pf = xt_xcalloc(nf + 1, sizeof *pf), *pt = xt_xcalloc(nt + 1, sizeof *pt);
    const char **by = xt_xcalloc((from_before ? nf : nt) + 1, sizeof *by);
    if (from_before)
        xt_compare_pair_runs(from, to, NULL, unread, pf, by, pt);
    else
        xt_compare_pair_runs(to, from, unread, NULL, pt, by, pf);
    size_t p = pf[i];
    const char *how = p == SIZE_MAX ? NULL : from_before ? by[i] : by[p];
    free(pf);
    free(pt);
    free(by);
    free(unread);
    if (!how)
        return SIZE_MAX;
    *why = !strcmp(how, "hostname")    ? (from_before ? "the same host as BEFORE's" : "the same host as AFTER's")
           : !strcmp(how, "file name") ? (from_before ? "the same file name as BEFORE's" : "the same file name as AFTER's")
                                       : (from_before ? "the same position as BEFORE's" : "the same position as AFTER's");
    return p;
}

size_t xt_compare_partner_ranked(const xt_capture *from, size_t i, const xt_capture *to,
                                 const xt_host_rank *rank_to, bool from_before, const char **why)
{
    size_t p = partner_of(from, i, to, from_before, rank_to, why);
    if (p != SIZE_MAX)
        return p;
    *why = "the worst";
    return xt_worst_host(rank_to, to->nhosts);
}

/* Whether host rank x (AFTER) is clearly worse than y (the same host in
 * BEFORE): a graver verdict, a pool known where it was not, fewer
 * executions left by a tenth, or less room by a tenth (64 MiB at least);
 * a run's noise is not a move. */
static bool got_worse(const xt_host_rank *x, const xt_host_rank *y)
{
    if (x->severity != y->severity || x->failed != y->failed || x->doubt != y->doubt ||
        x->pool_known != y->pool_known)
        return xt_host_rank_worse(x, y);
    if (x->execs_left != y->execs_left)
        return x->execs_left < 0.9 * y->execs_left;
    int64_t h = y->headroom < 0 ? xt_sat_sub(0, y->headroom) : y->headroom;
    int64_t slack = h / 10 > ((int64_t)64 << 20) ? h / 10 : ((int64_t)64 << 20);
    return x->headroom < xt_sat_sub(y->headroom, slack); /* hostile figures saturate */
}

size_t xt_compare_after_host(const xt_capture *cb, size_t hb, const xt_capture *ca,
                             const xt_host_rank *rank_b, const xt_host_rank *rank_a, const char **why)
{
    size_t p = xt_compare_partner_ranked(cb, hb, ca, rank_a, true, why);
    size_t w = xt_worst_host(rank_a, ca->nhosts);
    /* AFTER's worst when it ranks strictly worse than BEFORE's host there
     * and worse than it did in BEFORE: the problem moved (a trial compared
     * host-14 with host-14 while AFTER's host-15 was the one filling its
     * pool).  A host as bad in BEFORE is not where the fix moved it: the
     * same host then, like with like (a trial's unchanged leak host paired
     * with the attention host it fixed read an estimate "1.06x" across two
     * hosts; its head names the other as its run's worst) */
    if (w < ca->nhosts && w != p && (p >= ca->nhosts || xt_host_rank_worse(&rank_a[w], &rank_a[p]))) {
        const char *twin_why;
        size_t twin = rank_b ? xt_compare_partner_ranked(ca, w, cb, rank_b, false, &twin_why) : SIZE_MAX;
        bool known = twin < cb->nhosts && strcmp(twin_why, "the worst");
        /* BEFORE's host has a partner (by name, position or file name):
         * it stays unless AFTER's worst is known to have got worse; a
         * host BEFORE lacks is not known to be where the problem moved
         * (a review: a file BEFORE of node-1 against a run with node-1
         * was compared with the run's unchanged node-0) */
        bool partner = p < ca->nhosts && strcmp(*why, "the worst");
        if (!partner || (known && got_worse(&rank_a[w], &rank_b[twin]))) {
            *why = "the worst";
            return w;
        }
    }
    return p;
}

void xt_compare_pick_hosts(const xt_capture *cb, xt_analysis *const *ab, const xt_capture *ca,
                           xt_analysis *const *aa, size_t hi[2], const char *why[2])
{
    hi[0] = worst_of(cb, ab);
    why[0] = "the worst";
    xt_host_rank *rank = xt_xcalloc(ca->nhosts + 1, sizeof *rank);
    xt_host_rank *rank_b = xt_xcalloc(cb->nhosts + 1, sizeof *rank_b);
    for (size_t k = 0; k < ca->nhosts; k++)
        rank[k] = xt_host_rank_of(aa[k]);
    for (size_t k = 0; k < cb->nhosts; k++)
        rank_b[k] = xt_host_rank_of(ab[k]);
    hi[1] = xt_compare_after_host(cb, hi[0], ca, rank_b, rank, &why[1]);
    free(rank);
    free(rank_b);
}

/* Whether the sides are two hosts (xt_compare.other_host): both runs of
 * several hosts, AFTER's host not BEFORE's partner (a unique name on both
 * sides, else the same position in runs of as many hosts). */
static bool two_hosts(const xt_cmp_side *b, const xt_cmp_side *a, bool *unpaired)
{
    *unpaired = false;
    if (!b->cap || !a->cap || (b->nhosts < 2 && a->nhosts < 2) || a->host_index >= a->cap->nhosts ||
        b->host_index >= b->cap->nhosts)
        return false;
    /* AFTER's host is not BEFORE's partner.  A run against one host too:
     * BEFORE's failing node-0 against AFTER's only host, BEFORE's node-1
     * by name, read "fails -> fits" with no word (an attacker's review) */
    const char *why;
    size_t p = partner_of(b->cap, b->host_index, a->cap, true, NULL, &why);
    if (p != SIZE_MAX)
        return p != a->host_index;
    size_t q = partner_of(a->cap, a->host_index, b->cap, false, NULL, &why);
    if (q != SIZE_MAX)
        return q != b->host_index;
    /* no partner either way: not known to be one host, so not scored as
     * one (a run's node-a against another run's node-0007, each "only in"
     * its run in the hosts list, read "actual drop 0 B (measured), 0.00x"
     * for sharing a recorded hostname with others: a trial) */
    *unpaired = true;
    return true;
}

static void side_init(xt_cmp_side *s, const xt_capture *cap, xt_analysis *an)
{
    const xt_host *h = an->host;
    s->cap = cap;
    s->an = an;
    s->path = h->path;
    s->run = cap ? cap->run : NULL;
    s->host = h->hostname;
    s->nhosts = cap && cap->nhosts ? cap->nhosts : 1;
    s->host_index = cap && h >= cap->hosts && h < cap->hosts + cap->nhosts ? (size_t)(h - cap->hosts) : 0;
    s->host_why = NULL;
    s->worst_other = NULL;
    s->jax_version = h->jax_version;
    s->module = an->selected < h->nmodules ? an->selected : SIZE_MAX;
}

/* The side's pool, once its device is settled (align_devices). */
static void side_pool(xt_cmp_side *s)
{
    xt_analysis *an = s->an;
    const xt_allocator *pool = NULL;
    if (s->module != SIZE_MAX) {
        xt_analysis_prepare(an, s->module);
        pool = xt_analysis_pool(an, s->module);
    } else if (an->rt->main_allocator != SIZE_MAX) {
        pool = &an->rt->allocators[an->rt->main_allocator];
    }
    s->pool_name = pool ? pool->name : NULL;
    s->pool = pool && pool->capacity > 0 ? pool->capacity : -1;
    s->device_memory = pool && pool->device_memory > 0 ? pool->device_memory : -1;
}

/* How badly side a's selected device failed with its selected module: 2
 * an execution never launched there, 1 it waited for memory, 0 neither. */
static int device_failure(xt_analysis *a)
{
    if (a->selected >= a->host->nmodules || a->rt->ndevices < 2 || a->device >= a->rt->ndevices)
        return 0;
    const xt_devices *v = xt_analysis_devices(a, a->selected);
    if (v->failed >= v->n || v->rows[v->failed].device != a->device)
        return 0;
    return v->rows[v->failed].never_launched ? 2 : 1;
}

static size_t device_labelled(const xt_runtime *rt, const char *label)
{
    for (size_t d = 0; label && d < rt->ndevices; d++)
        if (rt->devices[d].label && !strcmp(rt->devices[d].label, label))
            return d;
    return SIZE_MAX;
}

/* Whether side x's selected module ran on its device d (or x has no
 * module to tell: the move is as before). */
static bool ran_on(xt_analysis *x, size_t d)
{
    if (x->selected >= x->host->nmodules || d >= x->rt->ndevices)
        return true;
    const xt_devices *v = xt_analysis_devices(x, x->selected);
    return d >= v->n || (v->rows[d].mrt && v->rows[d].mrt->nexecs > 0);
}

/* Like with like: both sides on one device.  Two 8-GPU runs compared
 * BEFORE's failed GPU 5 with AFTER's own worst, GPU 3, where GPU 5 had
 * dropped exactly as predicted: "0.50x" and "remaining: allocator-retry"
 * were another device's story (a trial).  The device is the one that
 * failed worse (an execution never launched, over a wait for memory), on
 * a tie BEFORE's (the failure the fix was for, or BEFORE's pick when
 * neither failed), unless one side's device was chosen in its view (that
 * one leads); the other side moves to the
 * device of that label when it has one, and keeps its own pick and why
 * in device_other, which the head says. */
static void align_devices(xt_compare *c, xt_analysis *b, xt_analysis *a)
{
    xt_arena *ar = &c->arena;
    xt_analysis *sides[2] = { b, a };
    /* each side from its own pick: a comparison made again (a host
     * switch) over a side moved before compared the moved device, and
     * said it was that side's own (a review) */
    xt_analysis_own_device(b);
    xt_analysis_own_device(a);
    for (int i = 0; i < 2; i++) {
        xt_analysis *x = sides[i];
        xt_cmp_side *s = i ? &c->after : &c->before;
        s->rank_own = xt_host_rank_of(x); /* before a side moves */
        s->device = s->device_why = s->device_other = s->own_device = NULL;
        s->own_ids = NULL;
        s->nown_ids = 0;
        s->own_failure = 0;
        s->own_ids_module = SIZE_MAX;
        if (x->rt->ndevices >= 2 && x->device < x->rt->ndevices)
            s->device = x->rt->devices[x->device].label;
    }
    if (!c->before.device || !c->after.device || !strcmp(c->before.device, c->after.device))
        goto said;
    int lead = device_failure(a) > device_failure(b);
    /* a device the user chose in one side's view leads (x dropped GPU 3,
     * picked in BEFORE, for GPU 5: a trial) */
    if (xt_analysis_device_chosen(b) != xt_analysis_device_chosen(a))
        lead = xt_analysis_device_chosen(a);
    /* not onto a device where the moved side's module never ran: the
     * conv capture's GPU 1 (the least headroom, nothing failed) read the
     * attention capture, whose module ran on GPU 0 alone, as "0
     * executions (measured)", -5 (a trial); the other way where the
     * leader did not fail (a failed device stays compared on its own) */
    size_t d = device_labelled(sides[1 - lead]->rt, (lead ? &c->after : &c->before)->device);
    if (d != SIZE_MAX && !ran_on(sides[1 - lead], d)) {
        size_t back = device_labelled(sides[lead]->rt, (lead ? &c->before : &c->after)->device);
        if (device_failure(sides[lead]) || back == SIZE_MAX || !ran_on(sides[lead], back))
            goto said;
        lead = 1 - lead;
    }
    xt_analysis *from = sides[lead], *to = sides[1 - lead];
    xt_cmp_side *sf = lead ? &c->after : &c->before, *st = lead ? &c->before : &c->after;
    d = device_labelled(to->rt, sf->device);
    if (d == SIZE_MAX)
        goto said;
    const char *own = st->device, *own_why = to->device_why;
    /* the moved side's own pick's diagnosis, before the move drops it:
     * a line there that the compared device lacks moved, not went */
    st->own_device = own;
    if (to->selected < to->host->nmodules) {
        xt_analysis_prepare(to, to->selected);
        const xt_prepared *po = xt_analysis_prepared(to, to->selected);
        st->own_ids_module = to->selected;
        st->nown_ids = po ? po->ndiag : 0;
        st->own_ids = xt_arena_alloc(ar, (st->nown_ids + 1) * sizeof *st->own_ids);
        for (size_t i = 0; i < st->nown_ids; i++)
            st->own_ids[i] = po->diag[i].id;
    }
    st->own_failure = device_failure(to);
    xt_analysis_move_device(to, d, lead ? "as AFTER's" : "as BEFORE's");
    st->device = to->rt->devices[d].label;
    st->device_other = xt_arena_printf(ar, "%s%s%s%s", own, own_why ? " (" : "", own_why ? own_why : "",
                                       own_why ? ")" : "");
    /* "on GPU 5, as BEFORE: it failed" under AFTER read as GPU 5
     * failing again in AFTER (a trial): whose pick, and where it did */
    const char *lw = lead ? "AFTER" : "BEFORE";
    st->device_why = from->device_why
                         ? xt_arena_printf(ar, "%s's pick (%s in %s)", lw, from->device_why, lw)
                         : xt_arena_printf(ar, "%s's pick", lw);
said:
    for (int i = 0; i < 2; i++) {
        xt_cmp_side *s = i ? &c->after : &c->before;
        if (s->device && !s->device_why)
            s->device_why = sides[i]->device_why;
    }
}

static bool str_differ(const char *a, const char *b)
{
    if (!a || !b)
        return a != b;
    return strcmp(a, b) != 0;
}

static unsigned differences(const xt_cmp_side *b, const xt_cmp_side *a)
{
    unsigned d = 0;
    if (str_differ(b->jax_version, a->jax_version))
        d |= XT_DIFF_JAX;
    if (str_differ(b->pool_name, a->pool_name))
        d |= XT_DIFF_ALLOCATOR;
    if (b->device_memory != a->device_memory)
        d |= XT_DIFF_DEVICE;
    if (b->pool != a->pool)
        d |= XT_DIFF_POOL;
    return d;
}

/* ---- one pair of modules ---------------------------------------------------------- */

static xt_cmp_val val(int64_t b, bool hb, int64_t a, bool ha)
{
    xt_cmp_val v = { hb ? b : 0, ha ? a : 0, hb, ha };
    return v;
}

static bool heap_known(const xt_plan *p)
{
    return p->has_plan && (p->has_heap_trace || p->temp == 0);
}

static int64_t plan_fig(const xt_plan *p, xt_cmp_fig f)
{
    switch (f) {
    case XT_CF_PARAMETERS: return p->parameters;
    case XT_CF_DONATED: return p->donated;
    case XT_CF_OUTPUTS: return p->outputs;
    case XT_CF_TEMP: return p->temp;
    case XT_CF_TOTAL: return p->total;
    case XT_CF_HEAP_PEAK: return p->heap_peak;
    case XT_CF_REMAT: return (int64_t)p->remat;
    default: return 0;
    }
}

static int cmp_group(const void *x, const void *y)
{
    const xt_cmp_group *a = x, *b = y;
    bool sa = a->status == XT_CG_SAME, sb = b->status == XT_CG_SAME;
    if (sa != sb)
        return sa ? 1 : -1;
    int64_t ka = sa ? a->before_bytes : llabs(a->after_bytes - a->before_bytes);
    int64_t kb = sb ? b->before_bytes : llabs(b->after_bytes - b->before_bytes);
    if (ka != kb)
        return ka < kb ? 1 : -1;
    int c = strcmp(a->shape, b->shape);
    if (!c) /* lines in line order, as the plan's lists sort them (model.py:1025 came before :129: a trial) */
        c = xt_source_cmp(a->source, b->source);
    if (!c)
        c = (int)a->role - (int)b->role;
    return c;
}

static bool same_key(const xt_live_group *a, const xt_live_group *b)
{
    return a->role == b->role && !strcmp(a->shape, b->shape) && !strcmp(a->source, b->source);
}

/* A new row of m->groups with g's key (the one same_key matches), on
 * neither side yet: the caller sets its side's count, bytes and group. */
static xt_cmp_group *add_group(xt_cmp_module *m, const xt_live_group *g)
{
    xt_cmp_group *o = &m->groups[m->ngroups++];
    o->shape = g->shape;
    o->source = g->source ? g->source : "";
    o->role = g->role;
    o->after_source = NULL;
    o->before_group = o->after_group = SIZE_MAX;
    return o;
}

/* AFTER's groups in an order to find them by: role, shape, then (the
 * moved pass) bytes, or (the same-key pass) source; the group's index
 * last, so that the first of equal ones is the lowest (an attacker's
 * review: both passes scanned every AFTER group for each BEFORE group, a
 * comparison of 80,000 groups a side 30 s). */
typedef struct grp_ix {
    const xt_live_group *g;
    size_t k;
} grp_ix;

static const char *src_of(const xt_live_group *g) { return g->source ? g->source : ""; }

static int cmp_role_shape(const xt_live_group *a, const xt_live_group *b)
{
    if (a->role != b->role)
        return a->role < b->role ? -1 : 1;
    return strcmp(a->shape, b->shape);
}

static int by_key(const void *x, const void *y)
{
    const grp_ix *a = x, *b = y;
    int c = cmp_role_shape(a->g, b->g);
    if (!c)
        c = strcmp(src_of(a->g), src_of(b->g));
    return c ? c : (a->k > b->k) - (a->k < b->k);
}

static int by_size(const void *x, const void *y)
{
    const grp_ix *a = x, *b = y;
    int c = cmp_role_shape(a->g, b->g);
    if (!c && a->g->bytes != b->g->bytes)
        c = a->g->bytes < b->g->bytes ? -1 : 1;
    return c ? c : (a->k > b->k) - (a->k < b->k);
}

/* The first place in ix[0..n) not below g (by key, or by size with the
 * lowest index). */
static size_t lower_key(const grp_ix *ix, size_t n, const xt_live_group *g, bool size)
{
    grp_ix want = { g, 0 };
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if ((size ? by_size : by_key)(&ix[mid], &want) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Union-find over places of a sorted array: the nearest place not taken,
 * to the right (next) or to the left (prev, shifted by one: 0 is "none"). */
static size_t find_next(size_t *nx, size_t i)
{
    size_t r = i;
    while (nx[r] != r)
        r = nx[r];
    while (nx[i] != r) {
        size_t t = nx[i];
        nx[i] = r;
        i = t;
    }
    return r;
}

static void compare_groups(xt_compare *c, xt_cmp_module *m, const xt_plan *pb, const xt_plan *pa)
{
    xt_arena *ar = &c->arena;
    m->nbefore_groups = pb->has_plan ? xt_plan_groups_next(pb, ar, &m->before_groups, &m->before_next) : 0;
    m->nafter_groups = pa->has_plan ? xt_plan_groups_next(pa, ar, &m->after_groups, &m->after_next) : 0;
    size_t cap = m->nbefore_groups + m->nafter_groups;
    m->groups = xt_arena_alloc(ar, (cap + 1) * sizeof *m->groups);
    if (!heap_known(pb) || !heap_known(pa)) {
        bool b = !heap_known(pb), a = !heap_known(pa);
        const xt_plan *p = b ? pb : pa;
        const char *why = b && a && pb->has_plan != pa->has_plan ? "no buffer assignment or heap trace"
                          : p->has_plan                        ? "no heap-simulator trace"
                                                               : "no buffer assignment";
        m->live_unknown = xt_arena_printf(ar, "%s in %s", why, b && a ? "either capture" : b ? "BEFORE" : "AFTER");
        return;
    }
    size_t na = m->nafter_groups;
    bool *used = xt_xcalloc(na + 1, sizeof *used);
    grp_ix *ix = xt_xmalloc((na + 1) * sizeof *ix);
    for (size_t k = 0; k < na; k++)
        ix[k] = (grp_ix){ &m->after_groups[k], k };
    /* the same key (role, shape, line): the k-th of a key in BEFORE takes
     * the k-th of it in AFTER (each key's run consumed in order: cur[]
     * holds, at a run's first place, the next place to take) */
    qsort(ix, na, sizeof *ix, by_key);
    size_t *cur = xt_xmalloc((na + 1) * sizeof *cur);
    for (size_t k = 0; k < na; k++)
        cur[k] = k;
    for (size_t i = 0; i < m->nbefore_groups; i++) {
        const xt_live_group *g = &m->before_groups[i];
        xt_cmp_group *o = add_group(m, g);
        o->before_count = g->count;
        o->before_bytes = g->bytes;
        o->before_group = i;
        size_t p0 = lower_key(ix, na, g, false), p = p0 < na ? cur[p0] : na;
        if (p >= na || !same_key(g, ix[p].g))
            continue;
        cur[p0] = p + 1;
        size_t k = ix[p].k;
        used[k] = true;
        o->after_group = k;
        o->after_count = m->after_groups[k].count;
        o->after_bytes = m->after_groups[k].bytes;
    }
    /* then a line moved: BEFORE's groups left alone matched by shape and
     * role (the keys above first: a group whose line is in both is never
     * taken for another's), the same bytes first, else the nearest (ties:
     * the lowest AFTER group) */
    qsort(ix, na, sizeof *ix, by_size);
    size_t *nx = xt_xmalloc((na + 2) * sizeof *nx), *pv = xt_xmalloc((na + 2) * sizeof *pv);
    for (size_t q = 0; q <= na; q++)
        nx[q] = pv[q] = q; /* nx: place q (na: none); pv: place q - 1 (0: none) */
    for (size_t q = 0; q < na; q++)
        if (used[ix[q].k]) {
            nx[q] = q + 1;
            pv[q + 1] = q;
        }
    for (size_t i = 0; i < m->ngroups; i++) {
        xt_cmp_group *o = &m->groups[i];
        if (o->after_group != SIZE_MAX)
            continue;
        const xt_live_group *g = &m->before_groups[o->before_group];
        size_t at = lower_key(ix, na, g, true);
        /* above: the first free place at or after at (the smallest bytes
         * >= g's, its lowest group); below: the last free place before
         * at, then the first free one of its bytes (its lowest group) */
        size_t up = find_next(nx, at), dn = find_next(pv, at);
        size_t best = SIZE_MAX;
        int64_t gap = INT64_MAX;
        if (up < na && !cmp_role_shape(ix[up].g, g)) {
            best = up;
            gap = ix[up].g->bytes - g->bytes;
        }
        if (dn > 0 && !cmp_role_shape(ix[dn - 1].g, g)) {
            const xt_live_group *b = ix[dn - 1].g;
            size_t first = find_next(nx, lower_key(ix, na, b, true));
            int64_t d = g->bytes - b->bytes;
            if (best == SIZE_MAX || d < gap || (d == gap && ix[first].k < ix[best].k)) {
                best = first;
                gap = d;
            }
        }
        if (best == SIZE_MAX)
            continue;
        nx[best] = best + 1; /* taken */
        pv[best + 1] = best;
        size_t k = ix[best].k;
        used[k] = true;
        o->after_group = k;
        o->after_count = m->after_groups[k].count;
        o->after_bytes = m->after_groups[k].bytes;
        o->after_source = src_of(&m->after_groups[k]);
    }
    free(nx);
    free(pv);
    free(cur);
    free(ix);
    for (size_t i = 0; i < m->ngroups; i++) {
        xt_cmp_group *o = &m->groups[i];
        o->status = o->after_group == SIZE_MAX ? XT_CG_DISAPPEARED
                    : (o->after_count != o->before_count || o->after_bytes != o->before_bytes)
                        ? XT_CG_CHANGED
                        : XT_CG_SAME;
    }
    for (size_t k = 0; k < m->nafter_groups; k++) {
        if (used[k])
            continue;
        const xt_live_group *g = &m->after_groups[k];
        xt_cmp_group *o = add_group(m, g);
        o->after_count = g->count;
        o->after_bytes = g->bytes;
        o->after_group = k;
        o->status = XT_CG_APPEARED;
    }
    free(used);
    if (m->ngroups > 1)
        qsort(m->groups, m->ngroups, sizeof *m->groups, cmp_group);
}

static void fill_module(xt_compare *c, xt_cmp_module *m, size_t mb, size_t ma)
{
    xt_analysis *B = c->before.an, *A = c->after.an;
    const xt_plan *pb = B->plans[mb], *pa = A->plans[ma];
    m->before = mb;
    m->after = ma;
    m->has_plan_before = pb->has_plan;
    m->has_plan_after = pa->has_plan;
    for (int f = 0; f < XT_NCF; f++) {
        bool hb = pb->has_plan, ha = pa->has_plan;
        if (f == XT_CF_HEAP_PEAK) {
            hb = heap_known(pb);
            ha = heap_known(pa);
        }
        m->plan[f] = val(plan_fig(pb, (xt_cmp_fig)f), hb, plan_fig(pa, (xt_cmp_fig)f), ha);
    }
    for (int r = 0; r < XT_NROLES; r++) {
        bool hb = heap_known(pb), ha = heap_known(pa);
        m->roles[r] = val(pb->roles[r], hb, pa->roles[r], ha);
        m->share_before[r] = hb && pb->heap_peak > 0 ? 100.0 * (double)pb->roles[r] / (double)pb->heap_peak : NAN;
        m->share_after[r] = ha && pa->heap_peak > 0 ? 100.0 * (double)pa->roles[r] / (double)pa->heap_peak : NAN;
    }
    const xt_allocator *qb = c->pools_before[mb], *qa = c->pools_after[ma];
    bool kb = qb && qb->capacity > 0, ka = qa && qa->capacity > 0;
    m->pool = val(kb ? qb->capacity : 0, kb, ka ? qa->capacity : 0, ka);
    /* unknown for want of a plan is not "pool unknown" beside a pool
     * measured (an attacker's review) */
    m->fits_before = !pb->has_plan ? -2 : kb ? pb->total <= qb->capacity : -1;
    m->fits_after = !pa->has_plan ? -2 : ka ? pa->total <= qa->capacity : -1;
    compare_groups(c, m, pb, pa);
}

/* The pool of every module in one pass over the executions: the rule of
 * xt_analysis_pool (the allocator of its first execution that has one on
 * the analysis's device, else that device's pool, else the host's main
 * allocator) without computing each module's whole
 * runtime, which an eager program with thousands of modules cannot
 * afford.  The default pair uses xt_analysis_pool itself;
 * tests/unit/test_compare.c checks that both agree. */
static const xt_allocator **module_pools(xt_arena *ar, const xt_analysis *an)
{
    const xt_runtime *rt = an->rt;
    size_t n = an->host->nmodules;
    const xt_allocator **pools = xt_arena_alloc(ar, (n + 1) * sizeof *pools);
    for (size_t i = 0; i < rt->nexecs; i++) {
        /* on the analysis's device: its part of a multi-device execution */
        size_t on = xt_runtime_exec_on(rt, i, an->device < rt->ndevices ? an->device : SIZE_MAX);
        const xt_exec *x = on != SIZE_MAX ? &rt->execs[on] : NULL;
        if (x && x->counted && x->module < n && !pools[x->module] && x->allocator < rt->nallocators)
            pools[x->module] = &rt->allocators[x->allocator];
    }
    size_t dp = an->device < rt->ndevices ? rt->devices[an->device].allocator : SIZE_MAX;
    const xt_allocator *main_pool = dp < rt->nallocators ? &rt->allocators[dp]
                                    : rt->main_allocator < rt->nallocators
                                        ? &rt->allocators[rt->main_allocator] : NULL;
    for (size_t m = 0; m < n; m++)
        if (!pools[m])
            pools[m] = main_pool;
    return pools;
}

static const char *hlo_name(const xt_module *m)
{
    return m->hlo_name ? m->hlo_name : m->name;
}

typedef struct mod_ix {
    const char *name;
    size_t k;
} mod_ix;

static int by_mod_name(const void *x, const void *y)
{
    const mod_ix *a = x, *b = y;
    int c = strcmp(a->name, b->name);
    return c ? c : (a->k > b->k) - (a->k < b->k);
}

/* Modules matched by HLO name: the k-th module of a name in BEFORE (module
 * order) with the k-th of that name in AFTER. */
static void match_modules(xt_compare *c)
{
    const xt_host *hb = c->before.an->host, *ha = c->after.an->host;
    size_t *of_after = xt_xmalloc((hb->nmodules + 1) * sizeof *of_after);
    bool *taken = xt_xcalloc(ha->nmodules + 1, sizeof *taken);
    size_t nmatch = 0;
    /* AFTER's modules by name, then module order: each name's run taken
     * in order (cur[] at its first place: the next to take), so the k-th
     * of a name in BEFORE meets the k-th in AFTER (a scan of AFTER for
     * every BEFORE module took 3.4 s for 32,000 names: an attacker's
     * review) */
    size_t nam = ha->nmodules;
    mod_ix *ix = xt_xmalloc((nam + 1) * sizeof *ix);
    size_t *cur = xt_xmalloc((nam + 1) * sizeof *cur);
    for (size_t k = 0; k < nam; k++) {
        ix[k] = (mod_ix){ hlo_name(&ha->modules[k]), k };
        cur[k] = k;
    }
    qsort(ix, nam, sizeof *ix, by_mod_name);
    for (size_t i = 0; i < hb->nmodules; i++) {
        of_after[i] = SIZE_MAX;
        const char *n = hlo_name(&hb->modules[i]);
        size_t lo = 0, hi = nam;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (strcmp(ix[mid].name, n) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        size_t p = lo < nam ? cur[lo] : nam;
        if (p >= nam || strcmp(ix[p].name, n))
            continue;
        cur[lo] = p + 1;
        taken[ix[p].k] = true;
        of_after[i] = ix[p].k;
        nmatch++;
    }
    free(ix);
    free(cur);
    xt_arena *ar = &c->arena;
    c->modules = xt_arena_alloc(ar, (nmatch + 2) * sizeof *c->modules);
    c->removed = xt_arena_alloc(ar, (hb->nmodules + 1) * sizeof *c->removed);
    c->added = xt_arena_alloc(ar, (ha->nmodules + 1) * sizeof *c->added);
    c->pair = SIZE_MAX;
    size_t sb = c->before.module, sa = c->after.module;
    /* each module in exactly one place: the selections, paired across
     * names below ("A vs B"), are neither unmatched nor in a pair by name
     * (a trial: two programs compared listed A and B in the default pair
     * and again under "only in BEFORE" / "only in AFTER").  A pair by name
     * that held one of them loses it, and its other module is unmatched. */
    bool cross = sb < hb->nmodules && sa < ha->nmodules && of_after[sb] != sa;
    if (cross) {
        if (of_after[sb] != SIZE_MAX)
            taken[of_after[sb]] = false;
        of_after[sb] = SIZE_MAX;
        for (size_t i = 0; i < hb->nmodules; i++)
            if (of_after[i] == sa)
                of_after[i] = SIZE_MAX;
        taken[sa] = true;
    }
    for (size_t i = 0; i < hb->nmodules; i++) {
        if (cross && i == sb)
            continue;
        if (of_after[i] == SIZE_MAX) {
            c->removed[c->nremoved++] = i;
            continue;
        }
        xt_cmp_module *m = &c->modules[c->nmodules];
        m->name = hlo_name(&hb->modules[i]);
        m->by_name = true;
        fill_module(c, m, i, of_after[i]);
        if (i == sb && of_after[i] == sa)
            c->pair = c->nmodules;
        c->nmodules++;
    }
    for (size_t k = 0; k < ha->nmodules; k++)
        if (!taken[k])
            c->added[c->nadded++] = k;
    free(of_after);
    free(taken);
    /* the default pair is what each capture selects on its own, even when
     * the two selections are not the same name */
    if (cross) {
        xt_cmp_module *m = &c->modules[c->nmodules];
        const char *nb = hlo_name(&hb->modules[sb]), *na = hlo_name(&ha->modules[sa]);
        m->name = strcmp(nb, na) ? xt_arena_printf(ar, "%s vs %s", nb, na) : nb;
        m->by_name = false;
        fill_module(c, m, sb, sa);
        c->pair = c->nmodules++;
    }
    /* which pairs share a name, once, by the names sorted: the modules
     * pane compared each pair's with every other's (20,000 pairs: 20 s to
     * the first screen, an attacker's review) */
    mod_ix *nx = xt_xmalloc((c->nmodules ? c->nmodules : 1) * sizeof *nx);
    for (size_t i = 0; i < c->nmodules; i++)
        nx[i] = (mod_ix){ c->modules[i].name, i };
    qsort(nx, c->nmodules, sizeof *nx, by_mod_name);
    for (size_t i = 1; i < c->nmodules; i++)
        if (!strcmp(nx[i].name, nx[i - 1].name))
            c->modules[nx[i].k].name_shared = c->modules[nx[i - 1].k].name_shared = true;
    free(nx);
}

bool xt_cmp_namesake_in_pair(const xt_compare *c, int side, size_t m)
{
    if (c->pair >= c->nmodules || c->modules[c->pair].by_name)
        return false;
    const xt_host *h = (side ? c->after.an : c->before.an)->host, *o = (side ? c->before.an : c->after.an)->host;
    size_t om = side ? c->modules[c->pair].before : c->modules[c->pair].after;
    return m < h->nmodules && om < o->nmodules && !strcmp(hlo_name(&h->modules[m]), hlo_name(&o->modules[om]));
}

/* ---- runtime of the pair ---------------------------------------------------------- */

static void runtime_side(xt_compare *c, xt_analysis *an, size_t m, int side)
{
    xt_cmp_runtime *R = &c->rt;
    const xt_module_runtime *r = xt_analysis_mrt(an, m);
    if (!r)
        return;
    const xt_allocator *pool = xt_analysis_pool(an, m);
    int64_t first = -1, last = -1, never = (int64_t)r->never_launched;
    bool inferred = false;
    int64_t *series = xt_arena_alloc(&c->arena, (r->nexecs + 1) * sizeof *series);
    for (size_t i = 0; i < r->nexecs; i++) {
        const xt_exec *x = &an->rt->execs[r->execs[i]];
        series[i] = x->in_use_at_start;
        if (x->retry_wait_ps > 0 && x->retry_inferred)
            inferred = true;
    }
    if (r->nexecs) {
        first = series[0];
        last = r->in_use_at_last;
    }
    int64_t growth = r->has_growth ? (int64_t)llround(r->growth) : 0;
    double r2 = r->has_growth ? r->growth_r2 : NAN;
#define SET(field, v, known)                                                                       \
    do {                                                                                           \
        if (side == 0) {                                                                           \
            R->field.before = (known) ? (v) : 0;                                                   \
            R->field.has_before = (known);                                                         \
        } else {                                                                                   \
            R->field.after = (known) ? (v) : 0;                                                    \
            R->field.has_after = (known);                                                          \
        }                                                                                          \
    } while (0)
    SET(executions, (int64_t)r->nexecs, true);
    SET(in_use_first, first, first >= 0);
    SET(in_use_last, last, last >= 0);
    SET(growth, growth, r->has_growth);
    /* of no execution, or without allocator events, nothing is known: "-",
     * not "0" or "none" (a side that never ran read "it did not fail") */
    SET(never_launched, never, r->nexecs > 0);
    SET(longest_retry_ps, r->longest_retry_ps, r->nexecs > 0 && pool);
#undef SET
    if (side == 0) {
        R->allocator_before = pool ? pool->name : NULL;
        R->growth_r2_before = r2;
        R->leak_before = xt_growth_significant(r);
        R->last_failed_before = r->last_never_launched;
        R->retry_inferred_before = inferred;
        R->nseries_before = r->nexecs;
        R->series_before = series;
    } else {
        R->allocator_after = pool ? pool->name : NULL;
        R->growth_r2_after = r2;
        R->leak_after = xt_growth_significant(r);
        R->last_failed_after = r->last_never_launched;
        R->retry_inferred_after = inferred;
        R->nseries_after = r->nexecs;
        R->series_after = series;
    }
}

/* ---- was the estimate right -------------------------------------------------------- */

/* Which figure each diagnosis saving predicts (doc/compare.md).  A rule
 * with a saving that is not listed predicts the total the step needs. */
static const struct {
    const char *id;
    xt_est_fig fig;
} est_map[] = {
    { "mostly-forward", XT_EF_TOTAL },
    { "mostly-backward", XT_EF_TOTAL },
    { "mostly-workspace", XT_EF_TOTAL },
    { "no-donation", XT_EF_TOTAL },
    { "growth-per-execution", XT_EF_GROWTH },
    { "other-live-arrays", XT_EF_IN_USE_AT_LAST },
};

static xt_est_fig fig_of(const char *id)
{
    for (size_t i = 0; i < sizeof est_map / sizeof est_map[0]; i++)
        if (!strcmp(est_map[i].id, id))
            return est_map[i].fig;
    return XT_EF_TOTAL;
}

bool xt_cmp_figure_drop(const xt_compare *c, xt_est_fig f, int64_t *drop)
{
    if (c->pair == SIZE_MAX)
        return false;
    const xt_cmp_module *m = &c->modules[c->pair];
    const xt_cmp_val *v = NULL;
    switch (f) {
    case XT_EF_TOTAL: v = &m->plan[XT_CF_TOTAL]; break;
    case XT_EF_HEAP_PEAK: v = &m->plan[XT_CF_HEAP_PEAK]; break;
    case XT_EF_IN_USE_AT_LAST: v = &c->rt.in_use_last; break;
    case XT_EF_GROWTH:
        /* the slope's change over as many steps as BEFORE took to grow:
         * comparable with "what the last start holds beyond the first"
         * even when AFTER ran a different number of executions */
        if (!xt_cmp_known(&c->rt.growth) || !c->rt.executions.has_before ||
            c->rt.executions.before < 2)
            return false;
        /* saturated: a hostile slope near 2^62 times 9 steps wrapped to
         * a drop of 4.86 EiB where it was 36.9 (an attacker's review) */
        *drop = xt_sat_mul(xt_sat_sub(c->rt.growth.before, c->rt.growth.after), c->rt.executions.before - 1);
        return true;
    }
    if (!v || !xt_cmp_known(v))
        return false;
    *drop = xt_sat_sub(v->before, v->after);
    return true;
}

/* A growth's drop from the in-use rows, measured: what in use grew from
 * the first start to BEFORE's last, BEFORE's less AFTER's over as many
 * starts (the saving is what BEFORE's last start holds beyond its first).
 * False when AFTER ran fewer executions or a start's bytes are unknown:
 * the slopes then (inferred). */
static bool growth_measured(const xt_compare *c, int64_t *drop, size_t *span, int64_t *rb, int64_t *ra)
{
    const xt_cmp_runtime *r = &c->rt;
    size_t n = r->nseries_before;
    if (n < 2 || r->nseries_after < n)
        return false;
    int64_t b0 = r->series_before[0], b1 = r->series_before[n - 1];
    int64_t a0 = r->series_after[0], a1 = r->series_after[n - 1];
    if (b0 < 0 || b1 < 0 || a0 < 0 || a1 < 0)
        return false;
    *rb = xt_sat_sub(b1, b0);
    *ra = xt_sat_sub(a1, a0);
    *drop = xt_sat_sub(*rb, *ra);
    *span = n;
    return true;
}

static bool has_id(const xt_prepared *p, const char *id)
{
    for (size_t i = 0; p && i < p->ndiag; i++)
        if (!strcmp(p->diag[i].id, id))
            return true;
    return false;
}

static bool in_ids(const char *const *v, size_t n, const char *id)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i], id))
            return true;
    return false;
}

static void estimates(xt_compare *c)
{
    if (c->pair == SIZE_MAX)
        return;
    const xt_cmp_module *m = &c->modules[c->pair];
    xt_analysis_prepare(c->before.an, m->before);
    xt_analysis_prepare(c->after.an, m->after);
    const xt_prepared *pb = xt_analysis_prepared(c->before.an, m->before);
    const xt_prepared *pa = xt_analysis_prepared(c->after.an, m->after);
    size_t nb = pb ? pb->ndiag : 0, na = pa ? pa->ndiag : 0;
    xt_arena *ar = &c->arena;
    c->estimates = xt_arena_alloc(ar, (nb + 1) * sizeof *c->estimates);
    c->gone = xt_arena_alloc(ar, (nb + 1) * sizeof *c->gone);
    c->remaining = xt_arena_alloc(ar, (nb + 1) * sizeof *c->remaining);
    c->fresh = xt_arena_alloc(ar, (na + 1) * sizeof *c->fresh);
    /* the moved side's own pick's lines that its compared device lacks
     * (AFTER's: a problem that moved there; BEFORE's: one the comparison
     * of this device does not see), either way round (a trial found the
     * lines told in one order only) */
    c->elsewhere_side = c->after.device_other ? 1 : 0;
    const xt_cmp_side *sm = c->elsewhere_side ? &c->after : &c->before;
    const xt_prepared *pm = c->elsewhere_side ? pa : pb;
    bool own = sm->device_other && sm->own_ids_module == (c->elsewhere_side ? m->after : m->before);
    c->elsewhere = xt_arena_alloc(ar, (sm->nown_ids + 1) * sizeof *c->elsewhere);
    for (size_t i = 0; own && i < sm->nown_ids; i++)
        if (!has_id(pm, sm->own_ids[i]) && !in_ids(c->elsewhere, c->nelsewhere, sm->own_ids[i]))
            c->elsewhere[c->nelsewhere++] = sm->own_ids[i];
    for (size_t i = 0; i < nb; i++) {
        const xt_diag *d = &pb->diag[i];
        /* gone from the device compared; AFTER's own pick may have it */
        bool stays = has_id(pa, d->id),
             moved = !stays && c->elsewhere_side && in_ids(c->elsewhere, c->nelsewhere, d->id);
        if (stays)
            c->remaining[c->nremaining++] = d->id;
        else
            c->gone[c->ngone++] = d->id;
        if (d->savings < 0)
            continue;
        xt_cmp_estimate *e = &c->estimates[c->nestimates++];
        e->id = d->id;
        e->predicted = d->savings;
        e->predicted_label = d->savings_label;
        e->figure = fig_of(d->id);
        e->measured_label = e->figure == XT_EF_TOTAL || e->figure == XT_EF_HEAP_PEAK ? XT_READ
                            : e->figure == XT_EF_GROWTH                             ? XT_INFERRED
                                                                                    : XT_MEASURED;
        e->other_program = !m->by_name;
        e->other_host = c->other_host;
        e->hosts_unpaired = c->hosts_unpaired;
        /* a side whose sizes overflow (its verdict says "a damaged
         * capture?"): no drop measured from it (AFTER's slope of -4 EiB
         * per step read as an actual drop: an attacker's review) */
        e->damaged = (pb && pb->verdict.damaged) || (pa && pa->verdict.damaged);
        /* a growth's drop from the in-use rows where they span BEFORE's
         * steps on both sides: measured, as the rows beside it (a trial
         * read an inferred drop beside a measured -936.0 MiB) */
        if (e->damaged) {
            e->has_measured = false;
        } else if (!e->other_program && !e->other_host && e->figure == XT_EF_GROWTH &&
                   growth_measured(c, &e->measured, &e->span, &e->rise_before, &e->rise_after)) {
            e->has_measured = true;
            e->measured_label = XT_MEASURED;
        } else {
            e->has_measured = !e->other_program && !e->other_host &&
                              xt_cmp_figure_drop(c, e->figure, &e->measured);
        }
        e->ratio = e->has_measured && e->predicted > 0 ? (double)e->measured / (double)e->predicted
                                                       : NAN;
        e->gone = !stays;
        e->elsewhere = moved;
    }
    for (size_t i = 0; i < na; i++)
        if (!has_id(pb, pa->diag[i].id))
            c->fresh[c->nnew++] = pa->diag[i].id;
}

/* ---- the comparison ----------------------------------------------------------------- */

xt_compare *xt_compare_new(const xt_capture *cb, xt_analysis *before, const xt_capture *ca,
                           xt_analysis *after)
{
    static atomic_ulong made;
    xt_compare *c = xt_xcalloc(1, sizeof *c);
    c->serial = atomic_fetch_add(&made, 1) + 1;
    side_init(&c->before, cb, before);
    side_init(&c->after, ca, after);
    c->other_host = two_hosts(&c->before, &c->after, &c->hosts_unpaired);
    for (int k = 0; k < 2; k++) { /* (copied: a lazy side frees a host's strings) */
        xt_cmp_side *sd = k ? &c->after : &c->before;
        if (sd->cap && sd->host_index < sd->cap->nhosts)
            sd->label = xt_arena_strdup(&c->arena, xt_cmp_host_label(&c->arena, c, k, sd->host_index));
    }
    align_devices(c, before, after);
    side_pool(&c->before);
    side_pool(&c->after);
    c->diffs = differences(&c->before, &c->after);
    c->pools_before = module_pools(&c->arena, before);
    c->pools_after = module_pools(&c->arena, after);
    c->rt.growth_r2_before = c->rt.growth_r2_after = NAN;
    match_modules(c);
    if (c->pair != SIZE_MAX) {
        runtime_side(c, before, c->modules[c->pair].before, 0);
        runtime_side(c, after, c->modules[c->pair].after, 1);
    }
    estimates(c);
    return c;
}

void xt_compare_side_unread(xt_compare *c, int side, const char *host, const char *error)
{
    xt_cmp_side *s = side ? &c->after : &c->before;
    size_t n = s->nunread;
    const char **h = xt_arena_alloc(&c->arena, (n + 1) * sizeof *h);
    const char **e = xt_arena_alloc(&c->arena, (n + 1) * sizeof *e);
    if (n) {
        memcpy(h, s->unread_host, n * sizeof *h);
        memcpy(e, s->unread_error, n * sizeof *e);
    }
    h[n] = xt_arena_strdup(&c->arena, host);
    e[n] = xt_arena_strdup(&c->arena, error);
    s->unread_host = h;
    s->unread_error = e;
    s->nunread = n + 1;
}

void xt_compare_free(xt_compare *c)
{
    if (!c)
        return;
    xt_arena_free(&c->arena);
    free(c);
}

bool xt_cmp_module_fallback(const char *module, char *buf, size_t n)
{
    size_t len = module ? strlen(module) : 0;
    if (len < 4 || module[len - 1] != ')')
        return false;
    size_t i = len - 1;
    while (i > 0 && module[i - 1] >= '0' && module[i - 1] <= '9')
        i--;
    if (i == len - 1 || i < 2 || module[i - 1] != '(' || i + 1 > n)
        return false;
    memcpy(buf, module, i);
    buf[i] = 0;
    return true;
}

void xt_compare_note_worst(xt_compare *c, int side, const xt_capture *cap, xt_analysis **an,
                           const xt_host_summary *sum, size_t compared)
{
    xt_cmp_side *sd = side ? &c->after : &c->before;
    sd->worst_other = NULL;
    size_t n = cap->nhosts;
    if (n < 2 || compared >= n)
        return;
    /* the run's tally: the verdict compares one host (a trial's "fails ->
     * fits" was GPU 5 of one host, while 2 of 12 failed before) */
    sd->counted = true;
    sd->nfail = sd->nwarn = sd->nunknown = 0;
    for (size_t i = 0; i < n; i++) {
        int sev = -1;
        if (sum)
            sev = sum[i].error ? -1 : sum[i].severity;
        else if (an[i])
            xt_host_verdict(an[i], &sev);
        sd->nfail += sev == XT_SEV_BAD;
        sd->nwarn += sev == XT_SEV_WARN;
        sd->nunknown += sev < 0;
    }
    xt_host_rank *rank = xt_xcalloc(n + 1, sizeof *rank);
    for (size_t i = 0; i < n; i++)
        rank[i] = sum ? sum[i].rank
                  : i == compared ? sd->rank_own /* its own device's, not the comparison's */
                  : an[i] ? xt_host_rank_of(an[i]) : XT_HOST_RANK_UNREAD;
    size_t w = xt_worst_host(rank, n);
    bool worse = w != compared && xt_host_rank_worse(&rank[w], &rank[compared]);
    /* why it is the worst: the verdicts may read alike ("fits (2%)" on
     * both, which read as a contradiction: a trial) */
    const char *why = NULL;
    if (worse) {
        const char **names = xt_xcalloc(n + 1, sizeof *names);
        for (size_t i = 0; i < n; i++)
            names[i] = sum ? xt_host_shown(&c->arena, sum[i].hostname, sum[i].path, sum[i].name_repeats)
                           : xt_host_shown(&c->arena, cap->hosts[i].hostname, cap->hosts[i].path,
                                           xt_capture_name_repeats(cap, i));
        xt_worst_pick wp = xt_worst_pick_of(rank, names, n, &c->arena);
        if (wp.host == w)
            why = wp.why;
        free(names);
    }
    free(rank);
    int sev = 0;
    const char *v = !worse ? NULL
                    : sum  ? (sum[w].error ? NULL : sum[w].verdict)
                    : an[w] ? xt_host_verdict(an[w], &sev)
                            : NULL;
    if (!v)
        return;
    /* as the comparison names a host (one file, one name on both sides) */
    const char *name = xt_cmp_host_label(&c->arena, c, side, w);
    sd->worst_other = why ? xt_arena_printf(&c->arena, "%s: %s; why: %s", name, v, why)
                          : xt_arena_printf(&c->arena, "%s: %s", name, v);
}

const char *xt_cmp_host_label(xt_arena *ar, const xt_compare *c, int side, size_t i)
{
    const xt_capture *own = side ? c->after.cap : c->before.cap, *other = side ? c->before.cap : c->after.cap;
    if (!own || i >= own->nhosts)
        return "?";
    const xt_host *h = &own->hosts[i];
    size_t last = 0;
    bool rep = h->hostname && (count_named(own, h->hostname, &last) > 1 ||
                               (other && own->nhosts > 1 && other->nhosts > 1 &&
                                count_named(other, h->hostname, &last) > 1));
    return xt_host_shown(ar, h->hostname, h->path, rep);
}

/* ---- two runs: every host's verdict on each side ---------------------------------------- */

const char *xt_cmp_host_change_name(xt_cmp_host_change h)
{
    static const char *k[XT_HC_N] = { "now fails",      "still fails",    "no longer fails", "now warns",
                                      "still warns",    "no longer warns", "unread",          "only in BEFORE",
                                      "only in AFTER",  "fits on both" };
    return h < XT_HC_N ? k[h] : "";
}

const char *xt_cmp_host_change_key(xt_cmp_host_change h)
{
    static const char *k[XT_HC_N] = { "now_fails",   "still_fails",     "no_longer_fails", "now_warns",
                                      "still_warns", "no_longer_warns", "unread",          "only_before",
                                      "only_after",  "fits_both" };
    return h < XT_HC_N ? k[h] : "";
}

/* A run's hosts by name: hostnames and files' names interned (one table
 * for both runs, so that equal names are one pointer), each mapped to its
 * host, SIZE_MAX where two hosts have it. */
typedef struct {
    const xt_capture *cap;
    const char **host, **file;
    xt_imap by_host, by_file;
} name_index;

static void name_index_init(name_index *x, const xt_capture *cap, xt_strtab *names, xt_arena *tmp)
{
    size_t n = cap->nhosts;
    x->cap = cap;
    x->host = xt_xcalloc(n + 1, sizeof *x->host);
    x->file = xt_xcalloc(n + 1, sizeof *x->file);
    xt_imap_init(&x->by_host, n);
    xt_imap_init(&x->by_file, n);
    for (size_t i = 0; i < n; i++) {
        x->host[i] = xt_intern(names, cap->hosts[i].hostname ? cap->hosts[i].hostname : "");
        x->file[i] = xt_intern(names, xt_host_name_of_file(tmp, cap->hosts[i].path));
        size_t v;
        int64_t kh = (int64_t)(intptr_t)x->host[i], kf = (int64_t)(intptr_t)x->file[i];
        xt_imap_put(&x->by_host, kh, xt_imap_get(&x->by_host, kh, &v) ? SIZE_MAX : i);
        xt_imap_put(&x->by_file, kf, xt_imap_get(&x->by_file, kf, &v) ? SIZE_MAX : i);
    }
}

static void name_index_free(name_index *x)
{
    free(x->host);
    free(x->file);
    xt_imap_free(&x->by_host);
    xt_imap_free(&x->by_file);
}

/* The one host that has key in m; SIZE_MAX: none, or two. */
static size_t unique_in(const xt_imap *m, const char *key)
{
    size_t v;
    return xt_imap_get(m, (int64_t)(intptr_t)key, &v) ? v : SIZE_MAX;
}

/* Whether two hosts or more have key in m. */
static bool repeated_in(const xt_imap *m, const char *key)
{
    size_t v = 0;
    return xt_imap_get(m, (int64_t)(intptr_t)key, &v) && v == SIZE_MAX;
}

static void pair_indexed(const name_index *xb, const name_index *xa, const bool *unread_b, const bool *unread_a,
                         size_t *pb, const char **by, size_t *pa)
{
    size_t nb = xb->cap->nhosts, na = xa->cap->nhosts;
    for (size_t i = 0; i < nb; i++)
        pb[i] = SIZE_MAX, by[i] = NULL;
    for (size_t k = 0; k < na; k++)
        pa[k] = SIZE_MAX;
    /* each pass over every host before the next: BEFORE's node-0000 took
     * AFTER's node-0002 by position before node-0002 met its namesake, and
     * a file's name took a host that one host on each side records (a
     * trial) */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < nb; i++) {
            if (pb[i] != SIZE_MAX)
                continue;
            const name_index *own = xb;
            const char *key = pass ? own->file[i] : own->host[i];
            size_t mine = unique_in(pass ? &xb->by_file : &xb->by_host, key);
            size_t theirs = unique_in(pass ? &xa->by_file : &xa->by_host, key);
            if (mine != i || theirs == SIZE_MAX || pa[theirs] != SIZE_MAX)
                continue;
            pb[i] = theirs;
            pa[theirs] = i;
            by[i] = pass ? "file name" : "hostname";
        }
    /* the position: runs of as many hosts that name none alike (a job
     * relaunched on other nodes), both left and read (an unread file is
     * no rank: it hid AFTER's failing host under "unread").  Where names
     * paired hosts, the hosts left are others: a removed node-0009 and an
     * added node-0010 read as one host "no longer fails" (a trial) */
    bool named = false;
    for (size_t i = 0; i < nb && !named; i++)
        named = pb[i] != SIZE_MAX;
    if (nb == na && !named)
        for (size_t i = 0; i < nb; i++)
            if (pb[i] == SIZE_MAX && pa[i] == SIZE_MAX && !(unread_b && unread_b[i]) && !(unread_a && unread_a[i])) {
                pb[i] = i;
                pa[i] = i;
                by[i] = "position";
            }
}

void xt_compare_pair_runs(const xt_capture *b, const xt_capture *a, const bool *unread_b, const bool *unread_a,
                          size_t *pb, const char **by, size_t *pa)
{
    xt_arena tmp = { 0 };
    xt_strtab names;
    xt_intern_init(&names, &tmp);
    name_index xb, xa;
    name_index_init(&xb, b, &names, &tmp);
    name_index_init(&xa, a, &names, &tmp);
    pair_indexed(&xb, &xa, unread_b, unread_a, pb, by, pa);
    name_index_free(&xb);
    name_index_free(&xa);
    xt_intern_free(&names);
    xt_arena_free(&tmp);
}

/* Host i of a side (x; other: the other side's index) as the rows read
 * it: its name shown, verdict and severity, from its summary or its
 * analysis. */
static void hr_host(xt_compare *c, const name_index *x, const name_index *other, const xt_host_summary *sum,
                    xt_analysis **an, size_t i, const char **name, const char **verdict, int *sev)
{
    const xt_host_summary *h = sum ? &sum[i] : NULL;
    /* xt_cmp_host_label's rule, hashed: its hostname names one host here
     * and at most one there */
    bool rep = unique_in(&x->by_host, x->host[i]) == SIZE_MAX || repeated_in(&other->by_host, x->host[i]);
    /* copied: a name xt_safe leaves as it is is the capture's, and a
     * lazy side may free a host's strings */
    *name = xt_arena_strdup(&c->arena,
                            xt_host_shown(&c->arena, x->cap->hosts[i].hostname, x->cap->hosts[i].path, rep));
    *sev = -1;
    if (h) {
        *verdict = h->verdict ? xt_arena_strdup(&c->arena, h->verdict) : NULL;
        if (!h->error)
            *sev = h->severity;
    } else {
        int v = XT_SEV_FINE;
        const char *t = xt_host_verdict(an[i], &v);
        *verdict = t ? xt_arena_strdup(&c->arena, t) : NULL;
        *sev = v;
    }
}

static xt_cmp_host_change hr_class(const xt_cmp_host *r)
{
    int b = r->sev_before, a = r->sev_after;
    /* an unread file first: its run's host is not known to be absent */
    if ((r->before != SIZE_MAX && b < 0) || (r->after != SIZE_MAX && a < 0))
        return XT_HC_UNREAD;
    if (r->before == SIZE_MAX) /* failing in AFTER only: it now fails (it hid below "unread": a trial) */
        return a == XT_SEV_BAD ? XT_HC_NOW_FAILS : XT_HC_ONLY_AFTER;
    if (r->after == SIZE_MAX)
        return XT_HC_ONLY_BEFORE;
    if (a == XT_SEV_BAD)
        return b == XT_SEV_BAD ? XT_HC_STILL_FAILS : XT_HC_NOW_FAILS;
    if (b == XT_SEV_BAD)
        return XT_HC_NO_LONGER_FAILS;
    if (a == XT_SEV_WARN)
        return b == XT_SEV_WARN ? XT_HC_STILL_WARNS : XT_HC_NOW_WARNS;
    return b == XT_SEV_WARN ? XT_HC_NO_LONGER_WARNS : XT_HC_FITS_BOTH;
}

static int hr_cmp(const void *x, const void *y)
{
    const xt_cmp_host *a = x, *b = y;
    if (a->change != b->change)
        return a->change < b->change ? -1 : 1;
    /* BEFORE's file order; AFTER's only hosts after, in theirs */
    bool oa = a->before == SIZE_MAX, ob = b->before == SIZE_MAX;
    if (oa != ob)
        return oa ? 1 : -1;
    size_t ka = oa ? a->after : a->before, kb = ob ? b->after : b->before;
    return ka < kb ? -1 : ka > kb;
}

/* Every host of the side known, summarised or analysed (a run's summary
 * that skipped a host: no list then). */
static bool side_known(const xt_capture *cap, const xt_host_summary *sum, xt_analysis **an)
{
    for (size_t i = 0; i < cap->nhosts; i++)
        if (sum ? sum[i].skipped : !an || !an[i])
            return false;
    return true;
}

void xt_compare_host_rows(xt_compare *c, const xt_host_summary *sb, xt_analysis **ab, const xt_host_summary *sa,
                          xt_analysis **aa)
{
    c->nhost_rows = 0;
    c->host_rows = NULL;
    memset(c->host_counts, 0, sizeof c->host_counts);
    const xt_capture *cb = c->before.cap, *ca = c->after.cap;
    if (!cb || !ca || cb->nhosts < 2 || ca->nhosts < 2 || !side_known(cb, sb, ab) || !side_known(ca, sa, aa))
        return;
    size_t nb = cb->nhosts, na = ca->nhosts;
    xt_arena tmp = { 0 };
    xt_strtab names;
    xt_intern_init(&names, &tmp);
    name_index x[2];
    name_index_init(&x[0], cb, &names, &tmp);
    name_index_init(&x[1], ca, &names, &tmp);
    bool *unread_b = xt_xcalloc(nb + 1, sizeof *unread_b), *unread_a = xt_xcalloc(na + 1, sizeof *unread_a);
    for (size_t i = 0; sb && i < nb; i++)
        unread_b[i] = sb[i].error != NULL;
    for (size_t k = 0; sa && k < na; k++)
        unread_a[k] = sa[k].error != NULL;
    size_t *pb = xt_xcalloc(nb + 1, sizeof *pb), *pa = xt_xcalloc(na + 1, sizeof *pa);
    const char **by = xt_xcalloc(nb + 1, sizeof *by);
    pair_indexed(&x[0], &x[1], unread_b, unread_a, pb, by, pa);
    xt_cmp_host *rows = xt_arena_alloc(&c->arena, (nb + na) * sizeof *rows);
    size_t n = 0;
    for (size_t i = 0; i < nb + na; i++) {
        bool b = i < nb;
        size_t k = b ? i : i - nb;
        if (!b && pa[k] != SIZE_MAX) /* paired: BEFORE's row */
            continue;
        xt_cmp_host *r = &rows[n++];
        memset(r, 0, sizeof *r);
        r->before = b ? k : SIZE_MAX;
        r->after = b ? pb[k] : k;
        r->paired_by = b ? by[k] : NULL;
        r->sev_before = r->sev_after = -1;
        if (r->before != SIZE_MAX) {
            hr_host(c, &x[0], &x[1], sb, ab, r->before, &r->name_before, &r->verdict_before, &r->sev_before);
            if (!(sb && sb[r->before].error)) /* unread: no hostname recorded */
                r->hostname_before = xt_arena_strdup(&c->arena, xt_safe(&c->arena, x[0].host[r->before]));
        }
        if (r->after != SIZE_MAX) {
            hr_host(c, &x[1], &x[0], sa, aa, r->after, &r->name_after, &r->verdict_after, &r->sev_after);
            if (!(sa && sa[r->after].error))
                r->hostname_after = xt_arena_strdup(&c->arena, xt_safe(&c->arena, x[1].host[r->after]));
        }
        /* one name where the pair has one: the file's name of a pair by
         * it (the lists showed the same file as node-0000 on one side and
         * gpu-node-3 on the other: a trial) */
        if (r->paired_by && !strcmp(r->paired_by, "file name"))
            r->name = xt_arena_strdup(&c->arena, xt_safe(&c->arena, x[0].file[r->before])); /* tmp's */
        else if (!r->name_before || !r->name_after || !strcmp(r->name_before, r->name_after))
            r->name = r->name_before ? r->name_before : r->name_after;
        r->change = hr_class(r);
        r->compared = (r->before != SIZE_MAX && r->before == c->before.host_index ? 1u : 0u) |
                      (r->after != SIZE_MAX && r->after == c->after.host_index ? 2u : 0u);
        c->host_counts[r->change]++;
    }
    qsort(rows, n, sizeof *rows, hr_cmp);
    c->host_rows = rows;
    c->nhost_rows = n;
    free(pb);
    free(pa);
    free(by);
    free(unread_b);
    free(unread_a);
    name_index_free(&x[0]);
    name_index_free(&x[1]);
    xt_intern_free(&names);
    xt_arena_free(&tmp);
}

size_t xt_compare_host_unread(xt_compare *c, int side, size_t host, const char *error)
{
    size_t at = SIZE_MAX;
    for (size_t i = 0; i < c->nhost_rows && at == SIZE_MAX; i++)
        if ((side ? c->host_rows[i].after : c->host_rows[i].before) == host)
            at = i;
    if (at == SIZE_MAX)
        return SIZE_MAX;
    xt_cmp_host *r = &c->host_rows[at];
    const char *v = xt_arena_printf(&c->arena, "cannot be read: %s", error ? error : "?");
    /* a file not read records no hostname: its row said "hostnames
     * fixture-host -> node-1" of an unread AFTER, node-1 being its file's
     * name (an attacker's review) */
    if (side) {
        r->verdict_after = v;
        r->sev_after = -1;
        r->hostname_after = NULL;
    } else {
        r->verdict_before = v;
        r->sev_before = -1;
        r->hostname_before = NULL;
    }
    c->host_counts[r->change]--;
    r->change = hr_class(r);
    c->host_counts[r->change]++;
    xt_cmp_host keep = *r;
    qsort(c->host_rows, c->nhost_rows, sizeof *c->host_rows, hr_cmp);
    for (size_t i = 0; i < c->nhost_rows; i++)
        if (c->host_rows[i].before == keep.before && c->host_rows[i].after == keep.after)
            return i;
    return SIZE_MAX;
}
