/* diagnose.c - the diagnosis table (report-spec.md, "Diagnosis lines").
 * Every number in a line says whether it was measured (runtime events),
 * read (stored in the capture) or inferred (an estimate). */
#include "diagnose.h"
#include "analysis.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#define MiB (1024LL * 1024)

typedef struct dctx {
    xt_arena *ar;
    xt_diag *v;
    size_t n, cap;
} dctx;

static xt_diag *add(dctx *d, const char *id, xt_prov label)
{
    xt_diag z;
    memset(&z, 0, sizeof z);
    z.id = id;
    z.label = label;
    z.savings = -1;
    z.savings_label = XT_INFERRED;
    z.cause = z.fix = z.check = "";
    XT_PUSH(d->v, d->n, d->cap, z);
    return &d->v[d->n - 1];
}

static const char *B(dctx *d, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(d->ar, xt_fmt_bytes(buf, sizeof buf, b));
}

/* "after this fix the step needs ~X of Y: fits / still short by Z" */
static const char *check_line(dctx *d, int64_t needs, int64_t saving, int64_t pool,
                              const char *what)
{
    if (pool <= 0)
        return "";
    int64_t after = needs - saving;
    if (after < 0)
        after = 0;
    if (after <= pool)
        return xt_arena_printf(d->ar, "after %s the step needs ~%s of %s (inferred): fits, %s spare",
                               what, B(d, after), B(d, pool), B(d, pool - after));
    return xt_arena_printf(d->ar, "after %s the step needs ~%s of %s (inferred): still short by %s",
                           what, B(d, after), B(d, pool), B(d, after - pool));
}

/* A B·H·S·S-looking buffer group: rank 4 with the last two dims equal. */
static bool looks_like_scores(const char *shape)
{
    long a, b, c, e;
    char t[16];
    return sscanf(shape, "%15[a-z0-9][%ld,%ld,%ld,%ld]", t, &a, &b, &c, &e) == 5 && c == e && c >= 128;
}

size_t xt_diagnose(struct xt_analysis *a, size_t m, xt_diag **out)
{
    xt_host *h = a->host;
    dctx d = { &h->arena, NULL, 0, 0 };
    *out = NULL;
    if (m >= h->nmodules)
        return 0;
    const xt_plan *p = a->plans[m];
    const xt_module_runtime *r = xt_analysis_mrt(a, m);
    const xt_allocator *pool = xt_analysis_pool(a, m);
    int64_t cap = pool ? pool->capacity : -1;
    bool fits = true;

    /* plan-exceeds-pool and the role split under it */
    if (p->has_plan && cap > 0 && p->total > cap) {
        fits = false;
        xt_diag *x = add(&d, "plan-exceeds-pool", XT_MEASURED);
        x->cause = xt_arena_printf(
            d.ar,
            "the step alone does not fit: it needs %s (read: parameters %s + outputs %s + temp %s) "
            "> pool %s (measured, %s), short by %s",
            B(&d, p->total), B(&d, p->parameters), B(&d, p->outputs), B(&d, p->temp),
            B(&d, cap), pool->name, B(&d, p->total - cap));
        if (pool->device_memory > cap) {
            x->fix = xt_arena_printf(
                d.ar,
                "reduce what the peak holds (below); the pool is %.0f%% of the device's %s "
                "(read), which suggests XLA_PYTHON_CLIENT_MEM_FRACTION is set: raising it could "
                "give up to %s more (inferred)",
                100.0 * (double)cap / (double)pool->device_memory, B(&d, pool->device_memory),
                B(&d, pool->device_memory - cap));
        } else {
            x->fix = "reduce what the heap peak holds (see the role split below); the pool "
                     "already spans the device, so a larger memory fraction cannot help";
        }
        x->evidence = XT_EV_PLAN;
        /* the largest role at the peak */
        xt_role big = XT_ROLE_OTHER;
        int64_t bigb = 0;
        for (int i = 0; i < XT_ROLE_OTHER; i++)
            if (p->roles[i] > bigb) {
                bigb = p->roles[i];
                big = (xt_role)i;
            }
        if (big != XT_ROLE_OTHER && p->heap_peak > 0 && bigb >= p->roles[XT_ROLE_OTHER]) {
            double share = 100.0 * (double)bigb / (double)p->heap_peak;
            if (big == XT_ROLE_FORWARD) {
                xt_diag *f = add(&d, "mostly-forward", XT_READ);
                /* name the largest forward group, and the B*H*S*S score
                 * buffers of naive attention when present */
                xt_live_group *g;
                size_t ng = xt_plan_groups(p, d.ar, &g);
                const char *top = "";
                size_t big_g = SIZE_MAX, score_g = SIZE_MAX;
                for (size_t i = 0; i < ng; i++) {
                    if (g[i].role != XT_ROLE_FORWARD)
                        continue;
                    if (big_g == SIZE_MAX)
                        big_g = i;
                    if (score_g == SIZE_MAX && looks_like_scores(g[i].shape))
                        score_g = i;
                }
                for (int k = 0; k < 2; k++) {
                    size_t i = k == 0 ? (score_g != SIZE_MAX ? score_g : big_g)
                                      : (score_g != SIZE_MAX && big_g != score_g ? big_g : SIZE_MAX);
                    if (i == SIZE_MAX)
                        continue;
                    top = xt_arena_printf(d.ar, "%s%s %s x%zu = %s%s%s%s", top, k ? ";" : "; notably",
                                          g[i].shape, g[i].count, B(&d, g[i].bytes),
                                          *g[i].source ? " on " : "", g[i].source,
                                          i == score_g ? " (B*H*S*S attention scores: halving S "
                                                         "shrinks them 4x)"
                                                       : "");
                    if (k == 0) {
                        f->evidence = XT_EV_GROUP;
                        f->evidence_arg = i;
                    }
                }
                f->cause = xt_arena_printf(
                    d.ar,
                    "activations kept for the backward pass are %.1f%% of the heap peak (%s of %s, "
                    "read)%s; they grow with batch x sequence",
                    share, B(&d, bigb), B(&d, p->heap_peak), top);
                f->fix = "jax.checkpoint (remat) on the block: saves most forward-kept bytes, costs "
                         "about one extra forward pass; or a smaller micro-batch with gradient "
                         "accumulation; or a shorter sequence. Fused attention only helps if the "
                         "B*H*S*S buffers leave the plan: check with "
                         "jit(f).lower(*args).compile().memory_analysis()";
                f->savings = bigb;
                f->check = check_line(&d, p->total, bigb, cap, "remat of the block");
            } else if (big == XT_ROLE_BACKWARD) {
                xt_diag *f = add(&d, "mostly-backward", XT_READ);
                f->cause = xt_arena_printf(d.ar,
                                           "gradients and their temporaries are %.1f%% of the heap "
                                           "peak (%s of %s, read)",
                                           share, B(&d, bigb), B(&d, p->heap_peak));
                f->fix = "shard them (FSDP) or accumulate over micro-batches; check for f32 copies "
                         "of bf16 gradients. Saving: up to half of them by accumulating over 2 "
                         "micro-batches (inferred)";
                f->savings = bigb / 2;
                f->check = check_line(&d, p->total, bigb / 2, cap, "halving the gradient bytes");
                f->evidence = XT_EV_ROLE;
                f->evidence_arg = XT_ROLE_BACKWARD;
            } else {
                xt_diag *f = add(&d, "mostly-workspace", XT_READ);
                f->cause = xt_arena_printf(d.ar,
                                           "GEMM/conv library workspace is %.1f%% of the heap peak "
                                           "(%s of %s, read)",
                                           share, B(&d, bigb), B(&d, p->heap_peak));
                f->fix = "usually small: check the library's workspace limit (on ROCm hipBLASLt "
                         "takes 64 MiB per GEMM on gfx950)";
                f->savings = bigb;
                f->check = check_line(&d, p->total, bigb, cap, "removing the workspace");
                f->evidence = XT_EV_ROLE;
                f->evidence_arg = XT_ROLE_WORKSPACE;
            }
        }
    }

    /* growth per execution: a leak across steps */
    if (r && r->has_growth && r->growth >= (double)MiB && r->growth_r2 >= 0.9) {
        const xt_exec *first = &a->rt->execs[r->execs[0]];
        const xt_exec *last = &a->rt->execs[r->execs[r->nexecs - 1]];
        xt_diag *x = add(&d, "growth-per-execution", XT_MEASURED);
        char ratio[64] = "";
        if (p->has_plan && p->outputs > 0)
            snprintf(ratio, sizeof ratio, " = %.2fx the non-aliased outputs (read: %s)",
                     r->growth_ratio, B(&d, p->outputs));
        const char *holder = "";
        for (size_t i = 0; i < r->nbetween; i++)
            if (!strcmp(r->between[i].name, "$<unknown> append")) {
                holder = "; between the last two executions the host ran `$<unknown> append` "
                         "(list.append)";
                break;
            }
        char gbuf[32];
        x->cause = xt_arena_printf(
            d.ar,
            "in use at execution start grows %s -> %s over %zu executions: %s per execution "
            "(measured, line fit R^2 %.2f)%s: the program keeps every step's outputs alive%s",
            B(&d, first->in_use_at_start), B(&d, last->in_use_at_start), r->nexecs,
            xt_fmt_delta(gbuf, sizeof gbuf, (int64_t)llround(r->growth)), r->growth_r2, ratio,
            holder);
        x->fix = "find the holder in the host events between executions and drop the reference; "
                 "reduce inside the step (a norm, not the tree) or jax.device_get the value. A "
                 "bigger pool only delays the OOM";
        x->savings = last->in_use_at_start - first->in_use_at_start;
        if (x->savings < 0)
            x->savings = 0;
        if (cap > 0 && p->has_plan) {
            int64_t room = cap - last->in_use_at_start - p->outputs - p->temp;
            if (room > 0)
                x->check = xt_arena_printf(d.ar,
                                           "at this rate the pool is full after ~%lld more "
                                           "executions (inferred)",
                                           (long long)((double)room / r->growth));
            else
                x->check = "the pool is already full at this rate (inferred)";
        }
        x->evidence = XT_EV_GROWTH;
    }

    /* no donation */
    if (p->has_plan && p->donated == 0 && p->nparams && p->aliasable > 0 &&
        (p->parameters >= 256 * MiB || (cap > 0 && p->parameters * 10 >= cap))) {
        xt_diag *x = add(&d, "no-donation", XT_READ);
        x->cause = xt_arena_printf(
            d.ar,
            "no parameter is donated: old and new state live together (parameters %s + "
            "outputs %s, read, 0 donated)",
            B(&d, p->parameters), B(&d, p->outputs));
        x->fix = xt_arena_printf(d.ar,
                                 "donate_argnums on the state arguments: can save up to %s "
                                 "(inferred: parameters with a same-size output)",
                                 B(&d, p->aliasable));
        x->savings = p->aliasable;
        x->check = check_line(&d, p->total, p->aliasable, cap, "donation");
        x->evidence = XT_EV_PLAN;
    }

    /* other live arrays */
    if (fits && p->has_plan && cap > 0 && r && r->nexecs && r->in_use_at_last >= 0 &&
        r->in_use_at_last + p->outputs + p->temp > cap) {
        xt_diag *x = add(&d, "other-live-arrays", XT_MEASURED);
        /* the largest group that is not this module's parameters' history */
        const xt_origin_group *big = NULL;
        size_t bigi = 0;
        for (size_t i = 0; i < r->nlive; i++)
            if (!big || r->live_at_last[i].bytes > big->bytes) {
                big = &r->live_at_last[i];
                bigi = i;
            }
        x->cause = xt_arena_printf(
            d.ar,
            "the plan fits (%s of %s) but %s was already in use when the last execution "
            "started (measured); with its outputs and temp (%s, read) it needs %s%s%s%s",
            B(&d, p->total), B(&d, cap), B(&d, r->in_use_at_last), B(&d, p->outputs + p->temp),
            B(&d, r->in_use_at_last + p->outputs + p->temp), big ? "; the largest came from " : "",
            big ? big->origin : "", big ? xt_arena_printf(d.ar, " (%s)", B(&d, big->bytes)) : "");
        bool before = big && strstr(big->origin, "before the capture");
        x->fix = before ? "start the profile earlier to name the arrays allocated before the "
                          "capture; then keep them on the host and stream, free them, or shrink "
                          "their dtype"
                        : "keep that data on the host and stream it, free it (del + no other "
                          "references), or shrink its dtype";
        x->savings = big ? big->bytes : -1;
        if (big)
            x->check = check_line(&d, r->in_use_at_last + p->outputs + p->temp, big->bytes, cap,
                                  "freeing it");
        x->evidence = XT_EV_LIVE;
        x->evidence_arg = bigi;
    }

    /* allocator retry: the OOM happened inside the capture */
    if (r && (r->longest_retry_ps > 0 || r->never_launched)) {
        xt_diag *x = add(&d, "allocator-retry", XT_MEASURED);
        char w[32] = "";
        if (r->longest_retry_ps > 0)
            xt_fmt_dur(w, sizeof w, r->longest_retry_ps);
        bool inferred_wait = false;
        for (size_t i = 0; i < r->nexecs; i++)
            if (a->rt->execs[r->execs[i]].retry_inferred)
                inferred_wait = true;
        x->cause = xt_arena_printf(
            d.ar, "the OOM happened inside the capture: %s%s%s%zu of %zu execution(s) never "
                  "launched a kernel (measured)%s%s%s",
            r->longest_retry_ps > 0 ? "the allocator waited " : "", w,
            r->longest_retry_ps > 0 ? (inferred_wait ? " (measured allocation phase; a BFC retry "
                                                       "wait, inferred); "
                                                     : " (measured); ")
                                    : "",
            r->never_launched, r->nexecs,
            r->failed_request >= 0 ? "; the failed request was probably the " : "",
            r->failed_request >= 0 ? r->failed_kind : "",
            r->failed_request >= 0
                ? xt_arena_printf(d.ar, " allocation of %s (inferred: the first planned "
                                        "allocation with no MemoryAllocation)",
                                  B(&d, r->failed_request))
                : "");
        x->fix = "evidence only: the fix comes from the lines above";
        x->evidence = XT_EV_EXEC;
        x->evidence_arg = r->nexecs ? r->nexecs - 1 : 0;
    }

    /* XLA's own remat */
    if (p->remat > 0) {
        xt_diag *x = add(&d, "xla-remat", XT_READ);
        x->cause = xt_arena_printf(d.ar,
                                   "XLA's own rematerialization already ran against the memory "
                                   "limit: %zu instructions named .remat (read)",
                                   p->remat);
        x->fix = "expect the fix to come from the program, not from XLA";
        x->evidence = XT_EV_PLAN;
    }
    *out = xt_arena_memdup(d.ar, d.v, (d.n ? d.n : 1) * sizeof *d.v);
    free(d.v);
    return d.n;
}
