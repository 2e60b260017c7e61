/* analysis.c - ties plans, runtime and diagnosis together per host. */
#include "analysis.h"
#include "text.h"

#include <stdatomic.h>
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Extra state kept beside the public struct. */
typedef struct analysis_priv {
    xt_analysis pub;
    xt_prepared *prep;  /* per module */
    bool *prepared;     /* per module */
    xt_devices **devs;  /* per module, computed on first use */
    xt_store store;     /* what the analyses allocate (never the host's arena) */
    xt_arena *live;     /* per module: its story's live set at the last start
                           (4 MB on a 2 GiB leak: dropped by
                           xt_analysis_keep_live, made again on use) */
    bool *live_gone;    /* per module: dropped; xt_analysis_mrt makes it again */
    const char *nomod;  /* the verdict of a capture without modules, */
    const xt_allocator *nomod_pool; /* ... made for this pool */
    int nomod_sev;
    size_t chosen;      /* the device picked with xt_analysis_select_device
                           (SIZE_MAX: none; the default is each module's) */
    bool moved;         /* the device set by xt_analysis_move_device (a
                           comparison's side on the other side's device),
                           not the analysis's own pick */
    size_t story_bytes; /* the largest list of host events a story copied
                           into the store (xt_analysis_idle) */
    xt_pool_peak peak;  /* a capture without modules: its pool's live set
                           at its peak, in peak_arena (pool_peak_make) */
    xt_arena peak_arena;
} analysis_priv;

static void pool_peak_make(analysis_priv *p);
static void pool_peak_fold(xt_pool_peak *pk, xt_arena *ar);

static size_t select_default(xt_analysis *a)
{
    xt_host *h = a->host;
    if (!h->nmodules)
        return SIZE_MAX;
    /* 1. the module whose last execution never launched a kernel (the
     *    latest such failure if several) */
    size_t pick = SIZE_MAX;
    int64_t pick_t = INT64_MIN;
    /* one pass over the executions (time order): each module's last one */
    size_t *last = xt_xmalloc((h->nmodules + 1) * sizeof *last);
    for (size_t m = 0; m < h->nmodules; m++)
        last[m] = SIZE_MAX;
    for (size_t i = 0; i < a->rt->nexecs; i++) {
        const xt_exec *x = &a->rt->execs[i];
        if (x->counted && x->module < h->nmodules)
            last[x->module] = i;
    }
    for (size_t m = 0; m < h->nmodules; m++) {
        if (last[m] == SIZE_MAX)
            continue;
        const xt_exec *x = &a->rt->execs[last[m]];
        if (!x->launched && x->start_ps > pick_t) {
            pick_t = x->start_ps;
            pick = m;
        }
    }
    free(last);
    if (pick != SIZE_MAX) {
        a->selected_why = "its last execution never launched a kernel";
        return pick;
    }
    /* 2. the largest module (plan total) that executed; 3. the largest */
    for (int pass = 0; pass < 2; pass++) {
        int64_t best = -1;
        bool tied = false;
        for (size_t m = 0; m < h->nmodules; m++) {
            if (pass == 0 && !a->rt->module_execs[m])
                continue;
            int64_t t = a->plans[m]->has_plan ? a->plans[m]->total : 0;
            tied |= t == best;
            if (t > best) {
                best = t;
                pick = m;
                tied = false;
            }
        }
        /* "the largest" of two the same size says which (a trial) */
        if (pick != SIZE_MAX) {
            a->selected_why = pass == 0 ? tied ? "the largest module that executed, tied in size: the "
                                                 "first of them"
                                               : "the largest module that executed"
                              : tied ? "the largest module, tied in size: the first of them; none "
                                       "executed in the capture"
                                     : "the largest module; none executed in the capture";
            return pick;
        }
    }
    return 0;
}

/* The module `name` picks: its whole name (with its id), else the name
 * without its id when one module has it, else a prefix of one.  SIZE_MAX
 * when none or several: *nprefix and *nexact count the candidates. */
static size_t find_module(const xt_host *h, const char *name, size_t *nprefix, size_t *nexact)
{
    size_t pfx = SIZE_MAX, exact = SIZE_MAX;
    *nprefix = *nexact = 0;
    for (size_t m = 0; m < h->nmodules; m++) {
        if (!strcmp(h->modules[m].name, name))
            return m;
        if (!strncmp(h->modules[m].name, name, strlen(name))) {
            (*nprefix)++;
            pfx = m;
        }
        /* the name without its (id), when one module has it: jit_fn_1
         * is not jit_fn_10's prefix to a user who typed it whole */
        if (h->modules[m].hlo_name && !strcmp(h->modules[m].hlo_name, name)) {
            (*nexact)++;
            exact = m;
        }
    }
    if (*nexact == 1)
        return exact;
    if (*nexact == 0 && *nprefix == 1)
        return pfx;
    return SIZE_MAX;
}

static atomic_uint_fast64_t g_serial;

/* A host of a run that --module names no one module of: its own pick,
 * said (how, and the message a strict lookup would have given). */
static xt_analysis *own_pick(xt_analysis *a, xt_arena *ar, const char *module, const char *how,
                             const char *msg)
{
    a->selected = select_default(a);
    a->module_missing = xt_arena_strdup(ar, module);
    a->module_missing_why = xt_arena_strdup(ar, msg);
    a->selected_why = xt_arena_printf(ar, "%s; %s", how, a->selected_why ? a->selected_why : "no module");
    a->device = xt_analysis_default_device(a, a->selected, &a->device_why);
    return a;
}

static xt_analysis *analyze(xt_host *h, const char *module, bool lenient, xt_error *err)
{
    if (xt_runtime_check_memory(h, err))
        return NULL;
    analysis_priv *p = xt_xcalloc(1, sizeof *p);
    xt_analysis *a = &p->pub;
    a->serial = (uint64_t)atomic_fetch_add(&g_serial, 1) + 1;
    a->host = h;
    xt_store_init(&p->store);
    a->plans = xt_xcalloc(h->nmodules + 1, sizeof *a->plans);
    for (size_t m = 0; m < h->nmodules; m++)
        a->plans[m] = xt_plan_compute(h, &h->modules[m], &p->store);
    a->rt = xt_runtime_compute(h, a->plans, &p->store);
    a->mrt = xt_xcalloc(h->nmodules + 1, sizeof *a->mrt);
    p->live = xt_xcalloc(h->nmodules + 1, sizeof *p->live);
    p->live_gone = xt_xcalloc(h->nmodules + 1, sizeof *p->live_gone);
    p->prep = xt_xcalloc(h->nmodules + 1, sizeof *p->prep);
    p->prepared = xt_xcalloc(h->nmodules + 1, sizeof *p->prepared);
    p->devs = xt_xcalloc(h->nmodules + 1, sizeof *p->devs);
    a->device = SIZE_MAX;
    p->chosen = SIZE_MAX;
    a->pool_pick = SIZE_MAX;
    pool_peak_make(p);
    if (module) {
        /* the name as typed, then as the TUI shows it (without jit_:
         * "matmul(59)" for jit_matmul(59)) */
        size_t found = SIZE_MAX, nprefix = 0, nexact = 0;
        const char *name = module;
        for (int pass = 0; pass < 2 && found == SIZE_MAX && !nprefix && !nexact; pass++) {
            if (pass == 1) {
                if (!strncmp(module, "jit_", 4))
                    break;
                name = xt_arena_printf(&p->store.arena, "jit_%s", module);
            }
            found = find_module(h, name, &nprefix, &nexact);
        }
        /* then a part of the name, when one module has it: the function's
         * name as the user wrote it ("multi_slice" for jit__multi_slice(13)
         * was no module: a trial) */
        /* in the name, not its id ("--module 1" took whichever id had a
         * 1), and not for a name given with an id: "step(12)" is a
         * program, which a comparison's fallback by name looks for (it
         * took jit_eval_step(12): a review) */
        size_t ninside = 0;
        if (found == SIZE_MAX && !nexact && !nprefix && *module && !strchr(module, '(')) {
            for (size_t i = 0; i < h->nmodules; i++)
                if (h->modules[i].hlo_name && strstr(h->modules[i].hlo_name, module)) {
                    if (!ninside++)
                        found = i;
                }
            if (ninside > 1) {
                found = SIZE_MAX;
                nprefix = ninside;
            }
        }
        if (found == SIZE_MAX && (nexact > 1 || nprefix > 1)) { /* which: as many as fit */
            char names[360];
            size_t k = 0, shown = 0;
            names[0] = 0;
            for (size_t i = 0; i < h->nmodules; i++) {
                const char *nm = h->modules[i].name;
                if (nexact > 1 ? !h->modules[i].hlo_name || strcmp(h->modules[i].hlo_name, name)
                    : ninside   ? !h->modules[i].hlo_name || !strstr(h->modules[i].hlo_name, module)
                                : strncmp(nm, name, strlen(name)))
                    continue;
                if (k + strlen(nm) + 8 >= sizeof names)
                    break;
                k += (size_t)snprintf(names + k, sizeof names - k, "%s%s", shown ? ", " : "", nm);
                shown++;
            }
            if (shown < (nexact > 1 ? nexact : nprefix))
                snprintf(names + k, sizeof names - k, ", ...");
            xt_error own = { 0, "" }; /* lenient: the reason kept, not failed */
            xt_error *e = lenient ? &own : err;
            if (nexact > 1) /* one name, several programs: only the id tells them apart */
                xt_fail(e, XT_EINPUT, "%s: %zu modules are named '%s' (%s): give the name with its (id)",
                        h->path, nexact, name, names);
            else if (ninside)
                xt_fail(e, XT_EINPUT, "%s: %zu modules have '%s' in their names (%s): give more of the name",
                        h->path, nprefix, module, names);
            else
                xt_fail(e, XT_EINPUT, "%s: %zu modules start with '%s' (%s): give more of the name",
                        h->path, nprefix, name, names);
            if (lenient)
                return own_pick(a, &p->store.arena, module,
                                xt_arena_printf(&p->store.arena, "%zu modules here match '%s'",
                                                nexact > 1 ? nexact : nprefix, module),
                                own.msg);
            xt_analysis_free(a);
            return NULL;
        }
        if (found == SIZE_MAX) {
            xt_error own = { 0, "" };
            xt_error *e = lenient ? &own : err;
            xt_fail(e, XT_EINPUT, "%s: no module '%s' (%zu module%s; --report lists them)",
                    h->path, module, h->nmodules, xt_plural(h->nmodules));
            if (lenient)
                return own_pick(a, &p->store.arena, module,
                                xt_arena_printf(&p->store.arena, "no module '%s' here", module), own.msg);
            xt_analysis_free(a);
            return NULL;
        }
        a->selected = found;
        a->selected_why = "chosen with --module";
    } else {
        a->selected = select_default(a);
    }
    a->device = xt_analysis_default_device(a, a->selected, &a->device_why);
    return a;
}

xt_analysis *xt_analyze(xt_host *h, const char *module, xt_error *err)
{
    return analyze(h, module, false, err);
}

xt_analysis *xt_analyze_or_default(xt_host *h, const char *module, xt_error *err)
{
    return analyze(h, module, true, err);
}

const xt_module_runtime *xt_analysis_mrt(xt_analysis *a, size_t module)
{
    analysis_priv *p = (analysis_priv *)a;
    if (module >= a->host->nmodules)
        return NULL;
    xt_module_runtime *r = a->mrt[module];
    if (!r) {
        a->mrt[module] = xt_runtime_module_on_live(a->host, a->rt, module, a->device, a->plans[module],
                                                   &p->store, &p->live[module]);
        size_t b = a->mrt[module] ? a->mrt[module]->nbetween * sizeof *a->mrt[module]->between : 0;
        if (b > p->story_bytes)
            p->story_bytes = b;
    } else if (p->live_gone[module]) {
        /* dropped by xt_analysis_keep_live: the same replay again (its
         * in-use figure is the one the story kept) */
        xt_runtime_module_live(a->rt, r, a->plans[module], &p->live[module]);
        p->live_gone[module] = false;
    }
    return a->mrt[module];
}

void xt_analysis_idle(xt_analysis *a, size_t module)
{
    analysis_priv *p = (analysis_priv *)a;
    /* the next module's live set in blocks already mapped: as big as the
     * shown one's (the first switch after a load mapped 7 MB afresh, 71
     * faults, 26-66 ms at legacy-kind 2 GiB) */
    if (p && module < a->host->nmodules)
        xt_arena_keep_like(&p->live[module]);
    /* the next story's list of host events (a copy into the store) in
     * pages already there: sized by the largest one so far, a quarter
     * more; nothing for the short lists of small captures */
    if (p && p->story_bytes >= ((size_t)64 << 10))
        xt_arena_ready(&p->store.arena, p->story_bytes + p->story_bytes / 4);
}

void xt_analysis_warm(xt_analysis *a, size_t module)
{
    if (a && module < a->host->nmodules && a->mrt[module])
        xt_runtime_warm_story(a->host, a->rt, a->mrt[module]);
}

/* Module m's live set given back: its story keeps every other figure. */
static void drop_live(analysis_priv *p, size_t m)
{
    xt_module_runtime *r = p->pub.mrt[m];
    if (r) {
        r->live_at_last = NULL;
        r->nlive = 0;
        r->families = NULL;
        r->nfamilies = 0;
    }
    xt_arena_free(&p->live[m]);
    p->live_gone[m] = r != NULL;
}

void xt_analysis_keep_live(xt_analysis *a, size_t keep, size_t min_bytes)
{
    analysis_priv *p = (analysis_priv *)a;
    for (size_t m = 0; m < a->host->nmodules; m++)
        if (m != keep && a->mrt[m] && !p->live_gone[m] && xt_arena_reserved(&p->live[m]) >= min_bytes)
            drop_live(p, m);
}

size_t xt_analysis_live_reserved(const xt_analysis *a, size_t m)
{
    const analysis_priv *p = (const analysis_priv *)a;
    return m < a->host->nmodules ? xt_arena_reserved(&p->live[m]) : 0;
}

const xt_allocator *xt_analysis_pool(xt_analysis *a, size_t module)
{
    const xt_module_runtime *r = xt_analysis_mrt(a, module);
    if (r && r->allocator)
        return r->allocator;
    return xt_analysis_main_pool(a);
}

bool xt_group_plan_outputs(const xt_analysis *a, const xt_allocator *al, const xt_origin_group *g,
                           int64_t *plan_outputs, int64_t *requested)
{
    size_t ml;
    if (!a || !al || g->step_parameters || !g->buffers || !g->members ||
        !xt_output_origin(g->origin, &ml))
        return false;
    const xt_runtime *rt = a->rt;
    size_t x = al->events[g->members[0]].exec;
    size_t m = x < rt->nexecs + rt->nparts ? rt->execs[x].module : SIZE_MAX;
    const xt_plan *p = m < a->host->nmodules ? a->plans[m] : NULL;
    if (!p || !p->has_plan)
        return false;
    *plan_outputs = p->outputs;
    if (requested) {
        int64_t req = 0;
        for (size_t b = 0; b < g->buffers; b++)
            req = xt_sat_add(req, al->events[g->members[b]].requested);
        *requested = req;
    }
    return true;
}

const xt_allocator *xt_analysis_main_pool(const xt_analysis *a)
{
    if (a->pool_pick < a->rt->nallocators)
        return &a->rt->allocators[a->pool_pick];
    if (a->rt->main_allocator != SIZE_MAX)
        return &a->rt->allocators[a->rt->main_allocator];
    return NULL;
}

/* ---- devices ------------------------------------------------------------------- */

/* Device rows past this many are left unknown (a hostile capture may name
 * thousands of pools; a real host has at most a few dozen devices). */
enum { XT_MAX_DEVICE_ROWS = 256 }; /* its why says the number */

const char *xt_device_verdict_name(xt_device_verdict v)
{
    static const char *n[] = { "unknown", "ok", "least-headroom", "failed", "short" };
    return (unsigned)v < 5 ? n[v] : "unknown";
}

/* One device's row: the module's story there and what it says. */
static void device_row(xt_analysis *a, size_t m, size_t d, xt_device_row *row)
{
    analysis_priv *p = (analysis_priv *)a;
    const xt_runtime *rt = a->rt;
    row->device = d;
    row->headroom = INT64_MIN;
    row->in_use_at_last = -1;
    row->why = "";
    row->pool = rt->devices[d].allocator != SIZE_MAX ? &rt->allocators[rt->devices[d].allocator] : NULL;
    if (m >= a->host->nmodules || d >= XT_MAX_DEVICE_ROWS) {
        /* no module: nothing ran, nothing failed (a 0 here was written to
         * the JSON as a failed request of 0 bytes: an audit) */
        xt_module_runtime *none = xt_arena_alloc(&p->store.arena, sizeof *row->mrt);
        none->device = d;
        none->failed_request = -1;
        none->in_use_at_last = -1;
        row->mrt = none;
        if (m < a->host->nmodules) { /* a module, this device past the rows analysed */
            row->unanalysed = true;
            row->why = "not analysed: past the first 256 devices";
        }
        return;
    }
    /* the selected device's full story when it is there already; the
     * others' counts only (no live set, no re-read of the file) */
    const xt_module_runtime *r = d == a->device && a->mrt[m]
                                     ? a->mrt[m]
                                     : xt_runtime_module_row_on(a->host, rt, m, d, a->plans[m], &p->store);
    row->mrt = r;
    if (!r->nexecs)
        return;
    if (r->allocator && r->in_use_at_last >= 0)
        row->in_use_at_last = r->in_use_at_last;
    for (size_t i = r->nexecs; i-- > 0;)
        if (!rt->execs[r->execs[i]].launched) {
            row->never_launched = i + 1;
            break;
        }
    const xt_plan *pl = a->plans[m];
    if (row->pool && row->in_use_at_last >= 0)
        row->headroom = xt_sat_sub(xt_sat_sub(row->pool->capacity, row->in_use_at_last),
                                   pl->has_plan ? xt_sat_add(xt_outputs_to_come(pl, r), pl->temp) : 0);
    row->verdict = row->pool ? XT_DEV_OK : XT_DEV_UNKNOWN;
    if (row->never_launched) {
        row->verdict = XT_DEV_FAILED;
        row->why = xt_arena_printf(&p->store.arena, "execution %zu never launched", row->never_launched);
    } else if (r->longest_retry_ps > 0) {
        char w[32];
        for (size_t i = 0; i < r->nexecs; i++)
            if (rt->execs[r->execs[i]].retry_wait_ps == r->longest_retry_ps) {
                row->waited_in = i + 1;
                row->wait_inferred = rt->execs[r->execs[i]].retry_inferred;
            }
        row->verdict = XT_DEV_FAILED;
        /* its label, measured or inferred: the title, the hosts list and
         * the diagnosis's first line show this text (a trial read a bare
         * "waited 3.0 s" above "3.0 s (inferred)" in the executions) */
        row->why = xt_arena_printf(&p->store.arena, "waited %s%s %s for memory in execution %zu",
                                   row->wait_inferred ? "~" : "",
                                   xt_fmt_dur(w, sizeof w, r->longest_retry_ps),
                                   row->wait_inferred ? "(inferred)" : "(measured)", row->waited_in);
    } else if (row->headroom != INT64_MIN && row->headroom < 0) {
        char b[32];
        row->verdict = XT_DEV_SHORT;
        row->why = xt_arena_printf(&p->store.arena, "short by %s (inferred) at the last start",
                                   xt_fmt_bytes(b, sizeof b, -row->headroom));
    }
}

/* Which failed: the latest never-launched execution, then the longest
 * wait, then the first by ordinal. */
static bool fails_before(const xt_device_row *x, const xt_device_row *y)
{
    if (x->never_launched != y->never_launched)
        return x->never_launched > y->never_launched;
    return x->mrt->longest_retry_ps > y->mrt->longest_retry_ps;
}

const xt_device_row *xt_analysis_lone_failure(xt_analysis *a, size_t m)
{
    if (m >= a->host->nmodules)
        return NULL;
    const xt_devices *dv = xt_analysis_devices(a, m);
    if (dv->failed == SIZE_MAX || dv->ran >= 2)
        return NULL; /* two or more: the verdict names the failed one */
    const xt_device_row *r = &dv->rows[dv->failed];
    return r->never_launched && r->device == a->device ? r : NULL;
}

const char *xt_verdict_without_never(xt_arena *ar, const char *v)
{
    const char *t = v ? strstr(v, XT_VERDICT_NEVER_TAIL) : NULL;
    return t && !t[strlen(XT_VERDICT_NEVER_TAIL)] ? xt_arena_printf(ar, "%.*s", (int)(t - v), v) : v;
}

const char *xt_verdict_as_failed(xt_arena *ar, xt_analysis *a, size_t m, const char *v)
{
    if (!v || !xt_analysis_lone_failure(a, m) || strstr(v, " failed: "))
        return v;
    return xt_arena_printf(ar, "failed: %s", xt_verdict_without_never(ar, v));
}

const char *xt_verdict_with_figures(xt_arena *ar, const xt_prepared *p)
{
    const char *v = p ? p->verdict.text : NULL, *tail = NULL;
    if (!v || !p->verdict.figures)
        return v;
    for (const char *q = strstr(v, "; "); q; q = strstr(q + 1, "; "))
        tail = q;
    return tail ? xt_arena_printf(ar, "%.*s; %s%s", (int)(tail - v), v,
                                  xt_verdict_without_never(ar, p->verdict.figures), tail)
                : v;
}

const xt_devices *xt_analysis_devices(xt_analysis *a, size_t m)
{
    analysis_priv *p = (analysis_priv *)a;
    size_t slot = m < a->host->nmodules ? m : a->host->nmodules;
    if (p->devs[slot])
        return p->devs[slot];
    xt_devices *v = xt_arena_alloc(&p->store.arena, sizeof *v);
    v->n = a->rt->ndevices;
    v->rows = xt_arena_alloc(&p->store.arena, (v->n + 1) * sizeof *v->rows);
    v->failed = v->least_headroom = SIZE_MAX;
    for (size_t d = 0; d < v->n; d++) {
        xt_device_row *row = &v->rows[d];
        device_row(a, m, d, row);
        if (row->mrt->nexecs)
            v->ran++;
        if (row->verdict == XT_DEV_FAILED && (v->failed == SIZE_MAX || fails_before(row, &v->rows[v->failed])))
            v->failed = d;
    }
    /* the least headroom, when it is less than another device's: eight
     * devices with the same room have no least (one was marked, the
     * first, as if it stood out) */
    int64_t most = INT64_MIN;
    if (v->failed == SIZE_MAX && v->ran >= 2)
        for (size_t d = 0; d < v->n; d++) {
            if (v->rows[d].headroom == INT64_MIN)
                continue;
            if (v->rows[d].headroom > most)
                most = v->rows[d].headroom;
            if (v->least_headroom == SIZE_MAX || v->rows[d].headroom < v->rows[v->least_headroom].headroom)
                v->least_headroom = d;
        }
    if (v->least_headroom != SIZE_MAX && v->rows[v->least_headroom].headroom == most)
        v->least_headroom = SIZE_MAX;
    if (v->least_headroom != SIZE_MAX && v->rows[v->least_headroom].verdict == XT_DEV_OK)
        v->rows[v->least_headroom].verdict = XT_DEV_LEAST_HEADROOM;
    for (size_t d = 0; v->least_headroom != SIZE_MAX && d < v->n; d++)
        v->least_ties += d != v->least_headroom &&
                         v->rows[d].headroom == v->rows[v->least_headroom].headroom;
    p->devs[slot] = v;
    return v;
}

/* Why the least-headroom device is the one shown: the first of equals,
 * or by how much it has less than the next (devices whose figures look
 * alike to a decimal differ by a few MiB). */
static const char *least_why(xt_analysis *a, const xt_devices *v)
{
    xt_arena *ar = &((analysis_priv *)a)->store.arena;
    const xt_device_row *l = &v->rows[v->least_headroom];
    /* the next device's: the least of those with more (the tied ones'
     * equal room is no "next": "the first of 7" beside eight rows that
     * all read "142.4 GiB left" said nothing of the eighth, a trial) */
    int64_t next = INT64_MAX;
    size_t nd = SIZE_MAX, nn = 0; /* the first device with that room, and how many */
    for (size_t d = 0; d < v->n; d++) {
        int64_t hr = v->rows[d].headroom;
        if (hr == INT64_MIN || hr <= l->headroom || hr > next)
            continue;
        if (hr < next)
            next = hr, nd = d, nn = 0;
        nn++;
    }
    char b[64];
    /* the next one named: "less than the next device's" read as the row
     * below, GPU 2, tied with it; GPU 0 had more (a trial) */
    const char *than = nd < a->rt->ndevices && a->rt->devices[nd].label
                           ? nn > 1 ? xt_arena_printf(ar, "%s's and %zu other%s, the next least", a->rt->devices[nd].label,
                                                      nn - 1, nn - 1 == 1 ? "" : "s")
                                    : xt_arena_printf(ar, "%s's, the next least", a->rt->devices[nd].label)
                           : "the next device's";
    if (v->least_ties)
        return next == INT64_MAX
                   ? xt_arena_printf(ar, "no device failed; it is the first of %zu with the least headroom",
                                     v->least_ties + 1)
                   : xt_arena_printf(ar,
                                     "no device failed; it is the first of %zu with the least headroom, %s less "
                                     "than %s (inferred)",
                                     v->least_ties + 1, xt_fmt_bytes_diff(b, sizeof b, next - l->headroom), than);
    if (next == INT64_MAX)
        return "no device failed; it has the least headroom";
    return xt_arena_printf(ar, "no device failed; it has the least headroom, %s less than %s (inferred)",
                           xt_fmt_bytes_diff(b, sizeof b, next - l->headroom), than);
}

size_t xt_analysis_default_device(xt_analysis *a, size_t m, const char **why)
{
    const char *w = NULL;
    size_t d = SIZE_MAX;
    if (a->rt->ndevices) {
        const xt_devices *v = xt_analysis_devices(a, m);
        if (v->failed != SIZE_MAX) {
            d = v->failed;
            w = v->rows[d].never_launched ? "it failed" : "it waited for memory";
        } else if (v->least_headroom != SIZE_MAX) {
            d = v->least_headroom;
            w = v->rows[d].verdict == XT_DEV_SHORT ? "no device failed; it is short at its last start"
                : least_why(a, v);
        }
        size_t ran = 0;
        for (size_t i = 0; i < v->n; i++)
            ran += v->rows[i].mrt->nexecs > 0;
        for (size_t i = 0; d == SIZE_MAX && i < v->n; i++)
            if (v->rows[i].mrt->nexecs) {
                d = i;
                /* "the module ran there" read as there alone (TPU: all 4) */
                w = ran > 1 ? xt_arena_printf(&((analysis_priv *)a)->store.arena,
                                              "the first of the %zu devices the module ran on; none failed", ran)
                            : "the module ran there";
            }
        if (d == SIZE_MAX && a->rt->main_allocator != SIZE_MAX &&
            (d = xt_runtime_device_of_pool(a->rt, a->rt->main_allocator)) != SIZE_MAX)
            w = "the main pool's device";
        if (d == SIZE_MAX) {
            d = 0;
            w = "the first device";
        }
    }
    if (why)
        *why = w;
    return d;
}

/* Device d described from now on, why said; the per-module stories
 * describe the device: dropped, recomputed on use. */
static void set_device(xt_analysis *a, size_t d, const char *why)
{
    analysis_priv *p = (analysis_priv *)a;
    a->device_why = why;
    if (d == a->device)
        return;
    a->device = d;
    for (size_t m = 0; m < a->host->nmodules; m++) {
        drop_live(p, m);
        a->mrt[m] = NULL;
        p->live_gone[m] = false;
        p->prepared[m] = false;
    }
}

bool xt_analysis_select_device_why(xt_analysis *a, size_t d, const char *why)
{
    analysis_priv *p = (analysis_priv *)a;
    if (d >= a->rt->ndevices)
        return false;
    p->moved = false;
    p->chosen = d;
    if (d != a->device)
        set_device(a, d, why);
    return true;
}

bool xt_analysis_select_device(xt_analysis *a, size_t d)
{
    ((analysis_priv *)a)->moved = false;
    return xt_analysis_select_device_why(a, d, "chosen");
}

bool xt_analysis_move_device(xt_analysis *a, size_t d, const char *why)
{
    analysis_priv *p = (analysis_priv *)a;
    if (d >= a->rt->ndevices)
        return false;
    p->moved = true;
    set_device(a, d, why);
    return true;
}

void xt_analysis_own_device(xt_analysis *a)
{
    analysis_priv *p = (analysis_priv *)a;
    if (!p->moved)
        return;
    p->moved = false;
    if (p->chosen < a->rt->ndevices) {
        set_device(a, p->chosen, "chosen");
        return;
    }
    const char *why = NULL;
    size_t d = xt_analysis_default_device(a, a->selected < a->host->nmodules ? a->selected : 0, &why);
    if (d < a->rt->ndevices)
        set_device(a, d, why);
}

bool xt_analysis_device_chosen(const xt_analysis *a)
{
    const analysis_priv *p = (const analysis_priv *)a;
    return !p->moved && p->chosen < a->rt->ndevices && p->chosen == a->device;
}

void xt_analysis_unchoose_device(xt_analysis *a)
{
    ((analysis_priv *)a)->chosen = SIZE_MAX;
}

bool xt_analysis_show_module(xt_analysis *a, size_t m)
{
    analysis_priv *p = (analysis_priv *)a;
    if (!a->rt->ndevices || m >= a->host->nmodules)
        return false;
    const xt_devices *v = xt_analysis_devices(a, m);
    bool ran = false;
    for (size_t i = 0; i < v->n && !ran; i++)
        ran = v->rows[i].mrt && v->rows[i].mrt->nexecs > 0;
    size_t was = a->device;
    if (p->chosen < a->rt->ndevices && ran) {
        set_device(a, p->chosen, "chosen");
    } else {
        const char *why = NULL;
        size_t d = xt_analysis_default_device(a, m, &why);
        if (d < a->rt->ndevices)
            set_device(a, d, why);
    }
    return a->device != was;
}

/* The live set of the pool shown at its peak (a capture without modules:
 * its allocators are all there is). */
static void pool_peak_make(analysis_priv *p)
{
    xt_analysis *a = &p->pub;
    xt_arena_free(&p->peak_arena);
    p->peak = (xt_pool_peak){ 0 };
    const xt_allocator *al = xt_analysis_main_pool(a);
    size_t ev = al && !a->host->nmodules ? xt_allocator_peak_event(al) : SIZE_MAX;
    if (ev == SIZE_MAX)
        return;
    xt_origin_group *g = NULL;
    p->peak.ng = xt_runtime_live_after(al, ev, &p->peak_arena, &g, &p->peak.use);
    p->peak.g = g;
    p->peak.al = al;
    p->peak.event = ev;
    pool_peak_fold(&p->peak, &p->peak_arena);
    p->peak.never_freed = al->never_freed;
    for (size_t i = 0; i < al->nevents; i++)
        if (al->events[i].alloc && al->events[i].freed_by == SIZE_MAX)
            p->peak.never_freed_bytes = xt_sat_add(p->peak.never_freed_bytes, al->events[i].bytes);
    /* sizes that overflow: rows of 4 EiB at 50% each under 8 EiB in use
     * read as measured (an attacker's review) */
    int64_t sum = 0;
    for (size_t i = 0; i < p->peak.ng; i++)
        sum = xt_sat_add(sum, g[i].bytes);
    p->peak.saturated = p->peak.use == INT64_MAX || sum == INT64_MAX || p->peak.never_freed_bytes == INT64_MAX;
    p->peak.overflow = p->peak.saturated || xt_allocator_peak_over_lifetime(al);
}

/* Origin s with every run of digits before its last '/' made one mark (in
 * ar), for grouping only.  The mark is a backslash and a 'd', and the name's
 * own backslashes are doubled, so no text of a name reads as a folded run:
 * with "N" for the mark, "NN1/x" and "1N1/x" were one row, shown under the
 * first's name (a review).  Shown keys are fold_key_varying's. */
static const char *fold_key(xt_arena *ar, const char *s)
{
    const char *last = strrchr(s, '/');
    if (!last)
        return s;
    size_t n = 0; /* the key's length: a run of digits 2 bytes, a backslash 2 */
    for (const char *p = s; *p; p++) {
        bool digit = p < last && *p >= '0' && *p <= '9';
        if (!digit)
            n += *p == '\\' ? 2 : 1;
        else if (p == s || p[-1] < '0' || p[-1] > '9')
            n += 2;
    }
    char *k = xt_arena_alloc(ar, n + 1), *o = k;
    for (const char *p = s; *p;) {
        if (p < last && *p >= '0' && *p <= '9') {
            while (p < last && *p >= '0' && *p <= '9')
                p++;
            *o++ = '\\';
            *o++ = 'd';
        } else {
            if (*p == '\\')
                *o++ = '\\';
            *o++ = *p++;
        }
    }
    *o = 0;
    return k;
}

typedef struct fold_item {
    const char *key;
    size_t group; /* its place in the live set: the order first seen */
} fold_item;

static int fold_by_key(const void *x, const void *y)
{
    const fold_item *a = x, *b = y;
    int c = strcmp(a->key, b->key);
    return c ? c : (a->group > b->group) - (a->group < b->group);
}

/* A folded row and where its first group is in the live set. */
typedef struct fold_row {
    struct xt_pool_fold f;
    size_t first, from; /* its first group; its first place among the items */
} fold_row;

/* largest first; equal sizes in the order of their first group */
static int fold_by_size(const void *x, const void *y)
{
    const fold_row *a = x, *b = y;
    if (a->f.bytes != b->f.bytes)
        return a->f.bytes < b->f.bytes ? 1 : -1;
    return (a->first > b->first) - (a->first < b->first);
}

/* The groups' origins with the numbers in their paths folded (xt_pool_peak). */
/* The key of a fold of ng groups (gi), its runs of digits read N only
 * where they differ among the groups: every allocation at GPU_6_bfc's
 * peak was replica_6's, and "replica_N" hid which replica held the pool
 * (a trial).  The groups share fold_key, so their runs line up. */
static const char *fold_key_varying(xt_arena *ar, const xt_pool_peak *pk, const size_t *gi, size_t ng)
{
    const char *o0 = pk->g[gi[0]].origin, *last0 = strrchr(o0, '/');
    if (!last0)
        return o0;
    size_t nruns = 0;
    for (const char *p = o0; p < last0; p++)
        if (*p >= '0' && *p <= '9' && (p == o0 || p[-1] < '0' || p[-1] > '9'))
            nruns++;
    bool *vary = xt_xcalloc(nruns + 1, sizeof *vary);
    for (size_t k = 1; k < ng; k++) {
        const char *a = o0, *b = pk->g[gi[k]].origin, *lb = strrchr(b, '/');
        size_t j = 0;
        while (a < last0 && b && b < lb && j < nruns) {
            if (*a >= '0' && *a <= '9') { /* a run in both, at the same place */
                const char *ea = a, *eb = b;
                while (ea < last0 && *ea >= '0' && *ea <= '9')
                    ea++;
                while (eb < lb && *eb >= '0' && *eb <= '9')
                    eb++;
                if (ea - a != eb - b || memcmp(a, b, (size_t)(ea - a)))
                    vary[j] = true;
                j++;
                a = ea;
                b = eb;
            } else {
                a++;
                b++;
            }
        }
    }
    char *k = xt_arena_alloc(ar, strlen(o0) + 1), *o = k;
    size_t j = 0;
    for (const char *p = o0; *p;) {
        if (p < last0 && *p >= '0' && *p <= '9') {
            const char *e = p;
            while (e < last0 && *e >= '0' && *e <= '9')
                e++;
            if (j < nruns && vary[j]) {
                *o++ = 'N';
            } else {
                memcpy(o, p, (size_t)(e - p));
                o += e - p;
            }
            j++;
            p = e;
        } else {
            *o++ = *p++;
        }
    }
    *o = 0;
    free(vary);
    return k;
}

static void pool_peak_fold(xt_pool_peak *pk, xt_arena *ar)
{
    size_t n = 0;
    fold_item *it = xt_xmalloc((pk->ng ? pk->ng : 1) * sizeof *it);
    for (size_t i = 0; i < pk->ng; i++)
        if (pk->g[i].buffers)
            it[n++] = (fold_item){ fold_key(ar, pk->g[i].origin), i };
    qsort(it, n, sizeof *it, fold_by_key);
    fold_row *r = xt_xmalloc((n ? n : 1) * sizeof *r);
    size_t nf = 0;
    for (size_t i = 0; i < n; i++) {
        const xt_origin_group *g = &pk->g[it[i].group];
        if (!nf || strcmp(r[nf - 1].f.key, it[i].key))
            r[nf++] = (fold_row){ { it[i].key, 0, 0, 0, NULL }, it[i].group, i }; /* the lowest: sorted so */
        r[nf - 1].f.bytes = xt_sat_add(r[nf - 1].f.bytes, g->bytes);
        r[nf - 1].f.buffers += g->buffers;
        r[nf - 1].f.groups++;
    }
    if (nf < n) { /* folding merged some */
        qsort(r, nf, sizeof *r, fold_by_size);
        pk->fold = xt_arena_alloc(ar, nf * sizeof *pk->fold);
        for (size_t i = 0; i < nf; i++) {
            pk->fold[i] = r[i].f;
            if (r[i].f.groups == 1) /* alone: its own origin, numbers and all */
                pk->fold[i].key = pk->g[r[i].first].origin;
            size_t *gi = xt_arena_alloc(ar, r[i].f.groups * sizeof *gi);
            for (size_t k = 0; k < r[i].f.groups; k++)
                gi[k] = it[r[i].from + k].group;
            pk->fold[i].group = gi;
            if (r[i].f.groups > 1)
                pk->fold[i].key = fold_key_varying(ar, pk, gi, r[i].f.groups);
        }
        pk->nfold = nf;
    }
    free(it);
    free(r);
}

const xt_pool_peak *xt_analysis_pool_peak(const xt_analysis *a)
{
    const analysis_priv *p = (const analysis_priv *)a;
    return p->peak.al ? &p->peak : NULL;
}

bool xt_analysis_select_pool(xt_analysis *a, size_t i)
{
    if (i >= a->rt->nallocators)
        return false;
    a->pool_pick = i;
    pool_peak_make((analysis_priv *)a);
    return true;
}

/* "GPUs 0-2, 4-7" (or "GPU 1"): the devices of v whose row passes keep. */
static const char *device_list(xt_arena *ar, const xt_runtime *rt, const xt_devices *v,
                               bool (*keep)(const xt_device_row *, size_t), size_t arg)
{
    char buf[512] = "";
    size_t len = 0, count = 0;
    for (size_t i = 0; i < v->n; i++) {
        if (!keep(&v->rows[i], arg))
            continue;
        size_t j = i;
        while (j + 1 < v->n && keep(&v->rows[j + 1], arg) &&
               rt->devices[j + 1].ordinal == rt->devices[j].ordinal + 1)
            j++;
        int n = j > i ? snprintf(buf + len, sizeof buf - len, "%s%d-%d", count ? ", " : "",
                                 rt->devices[i].ordinal, rt->devices[j].ordinal)
                      : snprintf(buf + len, sizeof buf - len, "%s%d", count ? ", " : "",
                                 rt->devices[i].ordinal);
        if (n > 0 && (size_t)n < sizeof buf - len)
            len += (size_t)n;
        count += j - i + 1;
        i = j;
    }
    if (!count)
        return NULL;
    const char *kind = rt->devices[0].tpu ? "TPU" : "GPU";
    return xt_arena_printf(ar, "%s%s %s", kind, count > 1 ? "s" : "", buf);
}

/* Rows that ran execution number arg (1-based) and launched it. */
static bool ran_it(const xt_device_row *r, size_t arg)
{
    return r->mrt->nexecs >= arg && r->verdict != XT_DEV_FAILED;
}

/* Rows that ran the module and never waited for memory. */
static bool did_not_wait(const xt_device_row *r, size_t arg)
{
    (void)arg;
    return r->mrt->nexecs && !r->mrt->longest_retry_ps;
}

/* On a host where two devices or more ran the module and one failed, the
 * verdict names it: "GPU 0 failed: execution 5 never launched; GPUs 1-7
 * ran it". */
static void device_verdict(xt_analysis *a, xt_prepared *x)
{
    const xt_devices *v = x->devices;
    if (v->failed == SIZE_MAX || v->ran < 2)
        return;
    analysis_priv *p = (analysis_priv *)a;
    const xt_device_row *f = &v->rows[v->failed];
    const char *label = a->rt->devices[f->device].label;
    if (f->never_launched) {
        /* why, in figures, for the title (it said at no width: a trial) */
        x->verdict.figures = f->device == a->device ? x->verdict.text : NULL;
        const char *ran = device_list(&p->store.arena, a->rt, v, ran_it, f->never_launched);
        x->verdict.text = xt_arena_printf(&p->store.arena, "%s failed: %s; %s", label, f->why,
                                          ran ? xt_arena_printf(&p->store.arena, "%s ran it", ran)
                                              : "no device ran it");
    } else {
        /* every execution launched there: memory ran short and the wait
         * found it, which "failed" (and "ran out of memory", cut to that
         * in an 80-column title) read as the crash: a warning (trials) */
        const char *calm = device_list(&p->store.arena, a->rt, v, did_not_wait, 0);
        x->verdict.text = xt_arena_printf(&p->store.arena, "%s %s, then ran; %s", label, f->why,
                                          calm ? xt_arena_printf(&p->store.arena, "%s did not wait", calm)
                                               : "every device waited");
        if (x->verdict.severity < XT_SEV_WARN)
            x->verdict.severity = XT_SEV_WARN;
        return;
    }
    x->verdict.severity = XT_SEV_BAD;
}

static const char *no_module_text(const xt_analysis *a, xt_arena *ar, int *severity);

const char *xt_host_verdict_of(const xt_analysis *a, xt_arena *ar, int *severity)
{
    *severity = XT_SEV_FINE;
    if (a->selected >= a->host->nmodules)
        return no_module_text(a, ar, severity);
    const xt_prepared *x = xt_analysis_prepared(a, a->selected);
    if (!x)
        return NULL;
    const xt_devices *v = x->devices;
    if (v->failed != SIZE_MAX) {
        const xt_device_row *f = &v->rows[v->failed];
        if (f->never_launched) {
            *severity = XT_SEV_BAD;
            return xt_arena_printf(ar, "%s failed: %s (%s)", a->rt->devices[f->device].label, f->why,
                                   a->host->modules[a->selected].name);
        }
        /* a wait every execution outlived: a warning, unless the module's
         * own verdict is worse */
        *severity = x->verdict.severity > XT_SEV_WARN ? (int)x->verdict.severity : XT_SEV_WARN;
        return xt_arena_printf(ar, "%s %s, then ran (%s)", a->rt->devices[f->device].label, f->why,
                               a->host->modules[a->selected].name);
    }
    *severity = (int)x->verdict.severity;
    /* a leak: how soon it fills the pool, which orders a run's hosts
     * (xt_worst_host); the list says it, or the host a run opens on looks
     * no worse than one that grows faster into a larger room */
    const xt_plan *pl = a->plans[a->selected];
    const xt_module_runtime *mr = x->mrt;
    if (x->verdict.severity == XT_SEV_WARN && pl->has_plan && x->pool && x->pool->capacity > 0 &&
        mr && mr->nexecs && mr->in_use_at_last >= 0 && xt_growth_significant(mr) && mr->growth > 0) {
        int64_t room = xt_sat_sub(xt_sat_sub(x->pool->capacity, mr->in_use_at_last),
                                  xt_sat_add(xt_outputs_to_come(pl, mr), pl->temp));
        if (room > 0 && (double)room < mr->growth) /* not "in ~0 more" */
            return xt_arena_printf(ar, "%s; full at the next execution (inferred)", x->verdict.text);
        if (room > 0 && (double)room / mr->growth < 1e6)
            return xt_arena_printf(ar, "%s; full in ~%.0f more executions (inferred)", x->verdict.text,
                                   floor((double)room / mr->growth));
    }
    if (x->verdict.severity == XT_SEV_FINE && !x->verdict.damaged && pl->has_plan && x->pool &&
        x->pool->capacity > 0 && !strncmp(x->verdict.text, "fits: needs ", 12)) {
        /* a host that fits: its share has a decimal below 10%, which
         * ranks it among the run's (the module's verdict says it so:
         * xt_fmt_share_fine) */
        const char *text = x->verdict.text;
        /* too few executions to fit a growth line (the diagnosis says a
         * leak is not ruled out): "fits" alone read as healthy beside
         * hosts that leak at the same rate with more executions (a
         * trial: host-08 ran twice).  The executions are counted
         * (measured) */
        if (mr && mr->allocator && mr->nexecs && !mr->has_growth) {
            /* the fit reads the bytes in use at each start: an execution
             * before the allocator's first event has none ("2 of 3") */
            size_t known = xt_runtime_execs_in_use_known(a->rt, mr);
            text = known == mr->nexecs
                       ? xt_arena_printf(ar, "%s; growth unmeasured: %zu execution%s (measured), a line fit needs 3",
                                         text, mr->nexecs, mr->nexecs == 1 ? "" : "s")
                       : xt_arena_printf(ar, "%s; growth unmeasured: in use known at %zu of %zu executions "
                                             "(measured), a line fit needs 3", text, known, mr->nexecs);
        }
        return text;
    }
    return x->verdict.text;
}

const char *xt_host_cause(const xt_analysis *a, const char **device)
{
    if (device)
        *device = NULL;
    if (a->selected >= a->host->nmodules)
        return NULL;
    const xt_prepared *x = xt_analysis_prepared(a, a->selected);
    if (!x || x->devices->failed == SIZE_MAX || !x->devices->rows[x->devices->failed].never_launched)
        return NULL;
    /* one device of several failed: the verdict names it, its figures
     * apart (device_verdict: set where it is the device shown) */
    const char *v = x->verdict.figures ? x->verdict.figures : x->verdict.text;
    if (!v || x->verdict.severity != XT_SEV_BAD || strncmp(v, "needs ", 6) || !strstr(v, " > pool "))
        return NULL;
    if (device && x->verdict.figures)
        *device = a->rt->devices[x->devices->rows[x->devices->failed].device].label;
    return v;
}

const char *xt_host_verdict(xt_analysis *a, int *severity)
{
    xt_analysis_prepare(a, a->selected);
    return xt_host_verdict_of(a, &((analysis_priv *)a)->store.arena, severity);
}

void xt_analysis_prepare(xt_analysis *a, size_t module)
{
    analysis_priv *p = (analysis_priv *)a;
    if (module >= a->host->nmodules || p->prepared[module])
        return;
    xt_prepared *x = &p->prep[module];
    x->mrt = xt_analysis_mrt(a, module);
    x->pool = xt_analysis_pool(a, module);
    xt_diag_ctx c;
    xt_diag_ctx_init(&c, a, module, &p->store.arena);
    xt_diag *lines;
    x->ndiag = xt_diag_run(&c, &lines, &x->fired);
    x->diag = lines;
    x->verdict = xt_diag_verdict(&c, x->fired);
    x->devices = xt_analysis_devices(a, module);
    x->device = a->device;
    device_verdict(a, x);
    p->prepared[module] = true;
}

const xt_prepared *xt_analysis_prepared(const xt_analysis *a, size_t module)
{
    const analysis_priv *p = (const analysis_priv *)a;
    if (module >= a->host->nmodules || !p->prepared[module])
        return NULL;
    return &p->prep[module];
}

size_t xt_analysis_diagnose(xt_analysis *a, size_t module, const xt_diag **out)
{
    xt_analysis_prepare(a, module);
    const xt_prepared *x = xt_analysis_prepared(a, module);
    *out = x ? x->diag : NULL;
    return x ? x->ndiag : 0;
}

/* A capture without modules (TensorFlow's, JAX 0.4.30 GPU): its allocators
 * are all there is, so the verdict gives the pool the views show (the main
 * one, or the one picked) against its size, measured, not only what is
 * missing (in ar). */
static const char *no_module_text(const xt_analysis *a, xt_arena *ar, int *severity)
{
    const xt_allocator *al = xt_analysis_main_pool(a);
    *severity = XT_SEV_FINE;
    if (!al || al->capacity <= 0 || al->lifetime_peak < 0)
        return "no compiled modules in this capture";
    char pk[32], cap[32];
    xt_fmt_bytes(pk, sizeof pk, al->lifetime_peak);
    xt_fmt_bytes(cap, sizeof cap, al->capacity);
    bool full = al->lifetime_peak >= al->capacity;
    if (full)
        *severity = XT_SEV_WARN;
    /* the lifetime peak (the most it ever held, before the capture too)
     * says whether the pool filled; the allocators table's "peak" is the
     * capture's own: when they differ, both, each named.  Each figure
     * with its label, as verdict_of's (src/diagnose.c): the peaks and the
     * pool are measured; the share before the pool, not in parentheses
     * of its own beside "(measured)" */
    char wp[32];
    xt_fmt_bytes(wp, sizeof wp, al->window_peak);
    bool same = al->window_peak == al->lifetime_peak;
    char sh[32]; /* "0.2%", "<0.1%": as every share (doc/rules.md) */
    xt_fmt_share(sh, sizeof sh, al->lifetime_peak, al->capacity);
    return xt_arena_printf(ar, "no compiled modules; %s %s %s (measured), %s of pool %s (measured)%s%s",
                           xt_safe(ar, al->name), same ? "peaked at" : "lifetime peak", pk, sh, cap,
                           same ? "" : xt_arena_printf(ar, ", %s in the capture (measured)", wp),
                           full ? ": the pool was full" : "");
}

/* ... made once for each pool picked */
static const char *no_module_verdict(analysis_priv *p, int *severity)
{
    const xt_allocator *al = xt_analysis_main_pool(&p->pub);
    if (!p->nomod || p->nomod_pool != al) {
        p->nomod = no_module_text(&p->pub, &p->store.arena, &p->nomod_sev);
        p->nomod_pool = al;
    }
    *severity = p->nomod_sev;
    return p->nomod;
}

const char *xt_verdict(xt_analysis *a, size_t module, int *severity)
{
    if (module >= a->host->nmodules)
        return no_module_verdict((analysis_priv *)a, severity);
    xt_analysis_prepare(a, module);
    const xt_prepared *x = xt_analysis_prepared(a, module);
    *severity = x ? (int)x->verdict.severity : XT_SEV_FINE;
    return x ? x->verdict.text : "no compiled modules in this capture";
}

void xt_analysis_free(xt_analysis *a)
{
    if (!a)
        return;
    analysis_priv *p = (analysis_priv *)a;
    free(a->plans);
    free(a->mrt);
    for (size_t m = 0; p->live && m < a->host->nmodules; m++)
        xt_arena_free(&p->live[m]);
    free(p->live);
    free(p->live_gone);
    free(p->prep);
    free(p->prepared);
    free(p->devs);
    xt_arena_free(&p->peak_arena);
    xt_store_free(&p->store);
    free(p);
}

/* Whether host rank x is worse news than y. */
static bool rank_worse(const xt_host_rank *x, const xt_host_rank *y)
{
    if (x->severity != y->severity)
        return x->severity > y->severity;
    /* a host that failed (measured) before one that would fail by its
     * plan, and that before one whose pool's figures contradict its
     * shortfall (pair-leak-full, all its executions launched, was tied
     * with the host that failed: a trial's F4) */
    if (x->failed != y->failed)
        return x->failed;
    if (x->doubt != y->doubt)
        return !x->doubt;
    if (x->pool_known != y->pool_known)
        return x->pool_known;
    if (x->execs_left != y->execs_left)
        return x->execs_left < y->execs_left;
    /* a host too short to measure growth may leak (its verdict says
     * so): not healthier than one that fits with its growth measured,
     * however much more room it has (a trial took host-08, which ran
     * twice beside hosts leaking at its rate, for the healthiest) */
    if (x->growth_unmeasured != y->growth_unmeasured)
        return x->growth_unmeasured;
    return x->headroom < y->headroom;
}

bool xt_host_rank_worse(const xt_host_rank *x, const xt_host_rank *y)
{
    return rank_worse(x, y);
}

size_t xt_worst_host(const xt_host_rank *rank, size_t n)
{
    size_t w = 0;
    for (size_t i = 1; i < n; i++)
        if (rank_worse(&rank[i], &rank[w]))
            w = i;
    return w;
}

/* The hosts ranked alike with w, for its reason: "host-15", "host-15 and
 * 2 more", or without names "1 other host". */
static const char *tied_with(const xt_host_rank *rank, size_t n, size_t w,
                             const char *const *names, xt_arena *ar)
{
    size_t k = 0, first = SIZE_MAX;
    for (size_t i = 0; i < n; i++)
        if (i != w && rank[i].severity >= 0 && !rank_worse(&rank[i], &rank[w]) &&
            !rank_worse(&rank[w], &rank[i])) {
            k++;
            if (first == SIZE_MAX)
                first = i;
        }
    if (!names || !names[first])
        return xt_arena_printf(ar, "%zu other host%s", k, k == 1 ? "" : "s");
    return k == 1 ? xt_safe(ar, names[first])
                  : xt_arena_printf(ar, "%s and %zu more", xt_safe(ar, names[first]), k - 1);
}

const char *xt_worst_host_why(const xt_host_rank *rank, size_t n, size_t w,
                              const char *const *names, xt_arena *ar)
{
    if (w >= n)
        return NULL;
    size_t r = SIZE_MAX, bad = 0; /* the next worst; how many fail */
    for (size_t i = 0; i < n; i++) {
        if (rank[i].severity < 0)
            continue;
        bad += rank[i].severity == XT_SEV_BAD;
        if (i != w && (r == SIZE_MAX || rank_worse(&rank[i], &rank[r])))
            r = i;
    }
    if (r == SIZE_MAX)
        return "the only host that can be read";
    const xt_host_rank *x = &rank[w], *y = &rank[r];
    if (x->severity != y->severity)
        return x->severity == XT_SEV_BAD ? "the only host that fails"
               : x->severity == XT_SEV_WARN ? "the only host with a warning" : NULL;
    /* the reason holds against the hosts of its severity: said so (a host
     * that fits may have a known pool too; a review) */
    size_t warn = 0; /* those it was ranked among: a warning, its pool as known as its own */
    for (size_t i = 0; i < n; i++)
        warn += rank[i].severity == XT_SEV_WARN && rank[i].pool_known == x->pool_known;
    const char *of = x->severity == XT_SEV_BAD    ? xt_arena_printf(ar, "of the %zu that fail, ", bad)
                     : x->severity == XT_SEV_WARN ? xt_arena_printf(ar, "of the %zu with a warning, ", warn)
                                                  : "";
    if (x->severity == XT_SEV_BAD && x->failed != y->failed)
        return xt_arena_printf(ar, "%sthe only one whose execution never launched (measured)", of);
    if (x->severity == XT_SEV_BAD && x->failed && bad > 1) {
        /* ranked among those that failed: hosts that would fail by their
         * plan (inferred) come after them */
        size_t failed = 0;
        for (size_t i = 0; i < n; i++)
            failed += rank[i].severity == XT_SEV_BAD && rank[i].failed;
        if (failed < bad)
            of = xt_arena_printf(ar, "of the %zu that failed (measured), ", failed);
    }
    if (x->severity == XT_SEV_BAD && x->doubt != y->doubt)
        return xt_arena_printf(ar, "%sthe only one whose pool's figures agree with its shortfall", of);
    if (x->severity == XT_SEV_BAD && !x->failed && !x->doubt) {
        /* ranked before those in doubt however short they are: "the least
         * room" of all that fail was false where one in doubt was shorter
         * (helper-174's F2) */
        size_t agree = 0;
        for (size_t i = 0; i < n; i++)
            agree += rank[i].severity == XT_SEV_BAD && !rank[i].failed && !rank[i].doubt;
        if (agree < bad)
            of = xt_arena_printf(ar, "of the %zu that fail and whose pools' figures agree, ", agree);
    }
    if (x->growth_unmeasured) {
        /* ranked among those alone, before hosts with more room that
         * are measured not to grow: "the least room" said of them all
         * was wrong */
        size_t un = 0;
        for (size_t i = 0; i < n; i++)
            un += rank[i].severity == x->severity && rank[i].pool_known == x->pool_known &&
                  rank[i].growth_unmeasured;
        if (un > 1)
            of = xt_arena_printf(ar, "%sof the %zu whose growth is unmeasured, ", of, un);
    }
    char b[32];
    if (x->pool_known != y->pool_known)
        return xt_arena_printf(ar, "%sthe only one whose pool is known", of);
    if (x->execs_left != y->execs_left && x->execs_left > 0) /* as its verdict says it */
        return x->execs_left < 1
                   ? xt_arena_printf(ar, "%sit fills its pool soonest: at the next execution (inferred)", of)
                   : xt_arena_printf(ar, "%sit fills its pool soonest: in ~%.0f more executions (inferred)",
                                     of, floor(x->execs_left));
    if (x->growth_unmeasured != y->growth_unmeasured && isinf(x->execs_left))
        return xt_arena_printf(ar, "%sthe only one whose growth is unmeasured: too few executions "
                                   "(measured) to fit a line", of);
    if (x->headroom != y->headroom && x->headroom != INT64_MAX) {
        /* and by how much: 58.3 GiB beside hosts at 58.3 GiB told nothing
         * (a trial) */
        char m[64];
        xt_fmt_bytes(b, sizeof b, x->headroom < 0 ? xt_sat_sub(0, x->headroom) : x->headroom);
        xt_fmt_bytes_diff(m, sizeof m, y->headroom == INT64_MAX ? 0 : xt_sat_sub(y->headroom, x->headroom));
        /* the next host named, and those tied with it ("the next host's"
         * named none of the 15: a trial) */
        size_t also = 0, other = SIZE_MAX;
        for (size_t i = 0; i < n; i++)
            if (i != w && i != r && rank[i].severity == y->severity && rank[i].headroom == y->headroom &&
                rank[i].pool_known == y->pool_known && rank[i].failed == y->failed &&
                rank[i].doubt == y->doubt) {
                also++;
                if (other == SIZE_MAX)
                    other = i;
            }
        const char *next = !names || !names[r] ? "the next host's"
                           : !also ? xt_arena_printf(ar, "%s's", xt_safe(ar, names[r]))
                           : also == 1 && names[other]
                               ? xt_arena_printf(ar, "%s's and %s's", xt_safe(ar, names[r]), xt_safe(ar, names[other]))
                               : xt_arena_printf(ar, "%s's and %zu other hosts'", xt_safe(ar, names[r]), also);
        /* short of room: by how much more than the next is short ("1.07
         * GiB less than X's" beside "short by 2.00 GiB" read as a smaller
         * shortfall: a trial), or how much less room than it has */
        const char *by = y->headroom == INT64_MAX ? ""
                         : x->headroom < 0 && y->headroom < 0
                             ? xt_arena_printf(ar, ", %s more than %s", m, next)
                         : x->headroom < 0 ? xt_arena_printf(ar, ", %s less room than %s", m, next)
                                           : xt_arena_printf(ar, ", %s less than %s", m, next);
        return x->headroom < 0
                   ? xt_arena_printf(ar, "%sthe least room: short by %s for its next step%s (inferred)",
                                     of, b, by)
                   : xt_arena_printf(ar, "%sthe least room: %s left after its next step%s (inferred)", of, b,
                                     by);
    }
    /* ranked alike with the next worst: the figure they share, with whom,
     * and the file order that picked it ("the first: the hosts rank
     * alike" said of two hosts tied for the least room read as all 16
     * being alike, and host-13 as the first file; a trial) */
    const char *tie = tied_with(rank, n, w, names, ar);
    if (x->execs_left > 0 && isfinite(x->execs_left))
        return x->execs_left < 1
                   ? xt_arena_printf(ar, "%sit fills its pool soonest, at the next execution, tied with %s; "
                                         "the first of them in file order (inferred)", of, tie)
                   : xt_arena_printf(ar, "%sit fills its pool soonest, in ~%.0f more executions, tied with "
                                         "%s; the first of them in file order (inferred)",
                                     of, floor(x->execs_left), tie);
    if (x->headroom != INT64_MAX) {
        xt_fmt_bytes(b, sizeof b, x->headroom < 0 ? xt_sat_sub(0, x->headroom) : x->headroom);
        return x->headroom < 0
                   ? xt_arena_printf(ar, "%sthe least room, short by %s for its next step, tied with %s; "
                                         "the first of them in file order (inferred)", of, b, tie)
                   : xt_arena_printf(ar, "%sthe least room, %s left after its next step, tied with %s; "
                                         "the first of them in file order (inferred)", of, b, tie);
    }
    return xt_arena_printf(ar, "%sranked alike with %s: the first of them in file order", of, tie);
}

xt_worst_pick xt_worst_pick_of(const xt_host_rank *rank, const char *const *names, size_t n,
                               xt_arena *ar)
{
    xt_worst_pick p = { .host = SIZE_MAX };
    size_t w = n ? xt_worst_host(rank, n) : SIZE_MAX;
    if (w < n && rank[w].severity >= 0) {
        p.host = w;
        p.name = names[w];
        p.why = xt_worst_host_why(rank, n, w, names, ar);
    }
    return p;
}

xt_host_rank xt_host_rank_of(xt_analysis *a)
{
    xt_host_rank r = { 0, false, INFINITY, INT64_MAX, false, false, false };
    const char *v = xt_host_verdict(a, &r.severity); /* prepares the selected module */
    r.growth_unmeasured = v && strstr(v, "; growth unmeasured: ");
    r.pool_known = xt_host_pool_known(a);
    size_t m = a->selected;
    const xt_prepared *pr = m < a->host->nmodules ? xt_analysis_prepared(a, m) : NULL;
    if (pr) {
        const xt_devices *d = pr->devices;
        r.failed = d->failed != SIZE_MAX && d->rows[d->failed].never_launched;
        r.doubt = r.severity == XT_SEV_BAD && !r.failed && pr->verdict.doubt;
    }
    const xt_plan *p = pr ? a->plans[m] : NULL;
    const xt_module_runtime *mr = pr ? pr->mrt : NULL;
    if (!p || !p->has_plan || !pr->pool || pr->pool->capacity <= 0 || !mr || !mr->nexecs ||
        mr->in_use_at_last < 0)
        return r;
    r.headroom = xt_sat_sub(xt_sat_sub(pr->pool->capacity, mr->in_use_at_last),
                            xt_sat_add(xt_outputs_to_come(p, mr), p->temp));
    if (r.headroom <= 0)
        r.execs_left = 0;
    else if (xt_growth_significant(mr))
        r.execs_left = (double)r.headroom / mr->growth;
    return r;
}

bool xt_host_pool_known(xt_analysis *a)
{
    const xt_prepared *pr = a->selected < a->host->nmodules ? xt_analysis_prepared(a, a->selected)
                                                            : NULL;
    return pr && pr->pool;
}
