/* analysis.c - ties plans, runtime and diagnosis together per host. */
#include "analysis.h"

#include <stdlib.h>
#include <string.h>

/* Extra state kept beside the public struct. */
typedef struct analysis_priv {
    xt_analysis pub;
    xt_prepared *prep;  /* per module */
    bool *prepared;     /* per module */
    xt_store store;     /* what the analyses allocate (never the host's arena) */
} analysis_priv;

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
        for (size_t m = 0; m < h->nmodules; m++) {
            if (pass == 0 && !a->rt->module_execs[m])
                continue;
            int64_t t = a->plans[m]->has_plan ? a->plans[m]->total : 0;
            if (t > best) {
                best = t;
                pick = m;
            }
        }
        if (pick != SIZE_MAX) {
            a->selected_why = pass == 0 ? "the largest module that executed"
                                        : "the largest module (none executed in the capture)";
            return pick;
        }
    }
    return 0;
}

xt_analysis *xt_analyze(xt_host *h, const char *module, xt_error *err)
{
    analysis_priv *p = xt_xcalloc(1, sizeof *p);
    xt_analysis *a = &p->pub;
    a->host = h;
    xt_store_init(&p->store);
    a->plans = xt_xcalloc(h->nmodules + 1, sizeof *a->plans);
    for (size_t m = 0; m < h->nmodules; m++)
        a->plans[m] = xt_plan_compute(h, &h->modules[m], &p->store);
    a->rt = xt_runtime_compute(h, a->plans, &p->store);
    a->mrt = xt_xcalloc(h->nmodules + 1, sizeof *a->mrt);
    p->prep = xt_xcalloc(h->nmodules + 1, sizeof *p->prep);
    p->prepared = xt_xcalloc(h->nmodules + 1, sizeof *p->prepared);
    if (module) {
        size_t found = SIZE_MAX, nprefix = 0, pfx = SIZE_MAX;
        for (size_t m = 0; m < h->nmodules; m++) {
            if (!strcmp(h->modules[m].name, module))
                found = m;
            else if (!strncmp(h->modules[m].name, module, strlen(module))) {
                nprefix++;
                pfx = m;
            }
        }
        if (found == SIZE_MAX && nprefix == 1)
            found = pfx;
        if (found == SIZE_MAX) {
            xt_fail(err, XT_EINPUT, "%s: %s module '%s' (%zu modules; --report lists them)",
                    h->path, nprefix > 1 ? "more than one" : "no", module, h->nmodules);
            xt_analysis_free(a);
            return NULL;
        }
        a->selected = found;
        a->selected_why = "chosen with --module";
    } else {
        a->selected = select_default(a);
    }
    return a;
}

const xt_module_runtime *xt_analysis_mrt(xt_analysis *a, size_t module)
{
    if (module >= a->host->nmodules)
        return NULL;
    if (!a->mrt[module])
        a->mrt[module] = xt_runtime_module(a->host, a->rt, module, a->plans[module],
                                           &((analysis_priv *)a)->store);
    return a->mrt[module];
}

const xt_allocator *xt_analysis_pool(xt_analysis *a, size_t module)
{
    const xt_module_runtime *r = xt_analysis_mrt(a, module);
    if (r && r->allocator)
        return r->allocator;
    if (a->rt->main_allocator != SIZE_MAX)
        return &a->rt->allocators[a->rt->main_allocator];
    return NULL;
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

const char *xt_verdict(xt_analysis *a, size_t module, int *severity)
{
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
    free(p->prep);
    free(p->prepared);
    xt_store_free(&p->store);
    free(p);
}
