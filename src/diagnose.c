/* diagnose.c - the diagnosis rules (doc/rules.md): one function per
 * diagnosis id over a shared context, one table in report order.
 * Every number in a line says whether it was measured (runtime events),
 * read (stored in the capture) or inferred (an estimate). */
#include "diagnose.h"
#include "analysis.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* A runtime size no device holds: 1 EiB (2^60 bytes); see
 * runtime_saturated. */
#define XT_DAMAGED_SIZE (INT64_C(1) << 60)

int64_t xt_outputs_to_come(const xt_plan *p, const xt_module_runtime *r)
{
    int64_t o = p->outputs, in = r ? r->outputs_at_last : 0;
    return in > 0 ? xt_sat_sub(o, in < o ? in : o) : o;
}

const char *xt_fmt_share(char *buf, size_t n, int64_t part, int64_t whole)
{
    double pct = whole > 0 ? 100.0 * (double)part / (double)whole : 0.0;
    if (pct > 0 && pct < 0.05)
        snprintf(buf, n, "<0.1%%");
    else if (pct > 0 && pct < 1.0)
        snprintf(buf, n, "%.1f%%", xt_half_up(pct, 1));
    /* near the whole, likewise: "100%" of a pool the step fits in, or one
     * whose peak stayed under it, read as full (an audit) */
    else if (part < whole && pct >= 99.95)
        snprintf(buf, n, ">99.9%%");
    else if (part < whole && pct >= 99.5)
        snprintf(buf, n, "%.1f%%", xt_half_up(pct, 1));
    else /* + 0.0: a part below 0 (a damaged capture) never reads "-0%" */
        snprintf(buf, n, "%.0f%%", xt_half_up(pct, 0) + 0.0);
    return buf;
}

const char *xt_fmt_share_fine(char *buf, size_t n, int64_t part, int64_t whole)
{
    double pct = whole > 0 ? 100.0 * (double)part / (double)whole : 0.0;
    /* under 9.95%, which one decimal would round to "10.0%" */
    if (pct >= 1.0 && pct < 9.95)
        snprintf(buf, n, "%.1f%%", xt_half_up(pct, 1));
    else
        xt_fmt_share(buf, n, part, whole);
    return buf;
}

const char *xt_fmt_pool_share(char *buf, size_t n, int64_t part, int64_t whole)
{
    long double now = whole > 0 ? (long double)part * 100.0L / (long double)whole : 0.0L;
    /* (under 9.995%, which two decimals would round to "10.00%": a share
     * under 10% said with a precision it has not, beside the 1 decimal
     * of the shares from 10%: helper-177) */
    if (now >= 0.1L && now < 9.995L)
        snprintf(buf, n, "%.2f%%", xt_half_up((double)now, 2));
    else
        xt_fmt_share(buf, n, part, whole);
    return buf;
}

bool xt_growth_significant(const xt_module_runtime *r)
{
    return r && r->has_growth && r->growth >= XT_GROWTH_MIN_BYTES &&
           r->growth_r2 >= XT_GROWTH_MIN_R2;
}

/* Live groups named "outputs of M execution N" for two or more N: a loop
 * that keeps every step's results (a list of losses, of metrics, of
 * states) leaves one group per execution, thousands of them, none large:
 * together they are the cause, and a line names them as one (top_family,
 * below). */
typedef struct out_family {
    const char *module; /* M, in the arena; NULL: several modules' together */
    size_t mlen;        /* its length */
    size_t groups, buffers, first, last; /* executions: how many, their numbers */
    int64_t bytes;
    size_t top; /* its largest group (the evidence row) */
    size_t modules; /* several: how many, and the one that keeps the most */
    const struct out_family *most;
    uint32_t tag; /* its groups' family tag (xt_origin_group.family), 0: not
                     tagged (the origins are read) */
} out_family;
static const out_family *top_family(const xt_diag_ctx *c);
static const char *family_name(const xt_diag_ctx *c, const out_family *f);

/* ---- the context ----------------------------------------------------------------- */

void xt_diag_ctx_init(xt_diag_ctx *c, struct xt_analysis *a, size_t m, xt_arena *ar)
{
    memset(c, 0, sizeof *c);
    c->ar = ar;
    c->p = a->plans[m];
    c->r = xt_analysis_mrt(a, m);
    const xt_allocator *pool = xt_analysis_pool(a, m);
    c->pool_name = pool ? pool->name : "";
    c->cap = pool ? pool->capacity : -1;
    c->device_memory = pool ? pool->device_memory : -1;
    c->pool_disagrees = pool && xt_allocator_disagrees(pool);
    c->first_in_use = c->last_in_use = -1;
    /* as the runtime names its executions (runtime.c exec_label): the HLO
     * name, the whole name when another module has the same HLO name */
    const xt_host *h = a->host;
    c->label = h->modules[m].hlo_name;
    for (size_t i = 0; i < h->nmodules; i++)
        if (i != m && !strcmp(h->modules[i].hlo_name, h->modules[m].hlo_name))
            c->label = h->modules[m].name;
    c->label = xt_origin_module_name(xt_arena_alloc(c->ar, XT_ORIGIN_NAME_BUF), c->label);
    if (c->r && c->r->nexecs) {
        c->first_in_use = a->rt->execs[c->r->execs[0]].in_use_at_start;
        c->last_in_use = a->rt->execs[c->r->execs[c->r->nexecs - 1]].in_use_at_start;
        for (size_t i = 0; i < c->r->nexecs; i++)
            if (a->rt->execs[c->r->execs[i]].retry_inferred)
                c->inferred_wait = true;
    }
    xt_diag_ctx_derive(c);
}

void xt_diag_ctx_derive(xt_diag_ctx *c)
{
    const xt_plan *p = c->p;
    const xt_module_runtime *r = c->r;
    c->plan_exceeds = p->has_plan && c->cap > 0 && p->total > c->cap;
    c->step_at_last = -1;
    if (p->has_plan && r && r->nexecs && r->in_use_at_last >= 0)
        c->step_at_last = xt_sat_add(xt_sat_add(r->in_use_at_last, xt_outputs_to_come(p, r)), p->temp);
    c->step_short = c->plan_exceeds || (c->cap > 0 && c->step_at_last > c->cap);
    c->outside_most = INT64_MAX;
    c->live_over = false;
    if (r && r->nexecs && r->in_use_at_last >= 0) {
        int64_t params = 0;
        for (size_t i = 0; i < r->nlive; i++) {
            if (r->live_at_last[i].step_parameters)
                params = r->live_at_last[i].bytes;
            if (!r->live_at_last[i].buffers && r->live_at_last[i].bytes < 0)
                c->live_over = true; /* "freed but not explained" */
        }
        /* nor the step's own outputs its host call allocated before the
         * device began (TPU: r->outputs_at_last), in use already: not
         * outside the step, and not to be freed */
        int64_t own = xt_sat_add(params, r->outputs_at_last > 0 ? r->outputs_at_last : 0);
        c->outside_most = r->in_use_at_last > own ? r->in_use_at_last - own : 0;
    }
    /* the largest named role at the peak (ties: the first in enum order);
     * it leads when it reaches XT_LEAD_MIN_PCT_OF_OTHER of "other" */
    c->lead_role = XT_ROLE_OTHER;
    c->lead_bytes = 0;
    for (int i = 0; i < XT_ROLE_OTHER; i++)
        if (p->roles[i] > c->lead_bytes) {
            c->lead_bytes = p->roles[i];
            c->lead_role = (xt_role)i;
        }
    if (p->heap_peak <= 0 ||
        xt_sat_mul(c->lead_bytes, 100) < xt_sat_mul(p->roles[XT_ROLE_OTHER], XT_LEAD_MIN_PCT_OF_OTHER))
        c->lead_role = XT_ROLE_OTHER;
    c->kept = top_family(c);
}

/* ---- helpers ---------------------------------------------------------------------- */

/* The label of the step's outputs and temp still to come (xt_outputs_to_come
 * + temp): read from the plan, or, where its host call's outputs were in
 * use already (TPU), the plan's less those measured: "outputs + temp, read"
 * beside a figure below the plan's own outputs + temp read as a misreading
 * of the plan (a review). */
static const char *to_come_label(const xt_module_runtime *r)
{
    return r && r->outputs_at_last > 0 ? "outputs not in use yet + temp, inferred" : "outputs + temp, read";
}

static const char *B(const xt_diag_ctx *c, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(c->ar, xt_fmt_bytes(buf, sizeof buf, b));
}

/* x->check: "after <what> the step needs ~X of Y<with>: fits / still
 * short by Z", and x->check_fits: what it says. */
static void set_check_with(const xt_diag_ctx *c, xt_diag *x, int64_t needs, int64_t saving,
                           const char *what, const char *with)
{
    int64_t pool = c->cap;
    if (pool <= 0)
        return;
    if (needs == INT64_MAX) {
        /* a sum that saturated (sizes near 2^63: a damaged or hostile
         * capture): what is left after a saving cannot be known */
        x->check_fits = false;
        x->check = xt_arena_printf(c->ar, "after %s: cannot be estimated, the plan's sizes add "
                                          "up past 8 EiB (a damaged capture?)",
                                   what);
        return;
    }
    int64_t after = needs - saving;
    if (after < 0)
        after = 0;
    x->check_fits = after <= pool;
    if (after <= pool)
        x->check = xt_arena_printf(c->ar, "after %s the step needs ~%s of %s%s (inferred): fits, "
                                          "%s spare",
                                   what, B(c, after), B(c, pool), with, B(c, pool - after));
    else
        x->check = xt_arena_printf(c->ar, "after %s the step needs ~%s of %s%s (inferred): still "
                                          "short by %s",
                                   what, B(c, after), B(c, pool), with, B(c, after - pool));
}

static void set_check(const xt_diag_ctx *c, xt_diag *x, int64_t needs, int64_t saving,
                      const char *what)
{
    set_check_with(c, x, needs, saving, what, "");
}

/* The check of a fix inside the step (donation, gradients, workspace):
 * from the plan's total, or, when more is in use at its last start than
 * its parameters, from that in use + outputs + temp, said so (an audit:
 * "fits, 26.2 GiB spare" where the devices table left 11.2 GiB).  Not
 * for a fix that frees what is outside the step (other-live-arrays). */
static void set_check_step(const xt_diag_ctx *c, xt_diag *x, int64_t saving, const char *what)
{
    bool beside = c->step_at_last > c->p->total;
    set_check_with(c, x, beside ? c->step_at_last : c->p->total, saving, what,
                   beside ? " with what else was in use at its last start" : "");
}

/* A B·H·S·S-looking buffer group: rank 4 with the last two dims equal. */
static bool looks_like_scores(const char *shape)
{
    long a, b, s1, s2;
    char t[16];
    return sscanf(shape, "%15[a-z0-9][%ld,%ld,%ld,%ld]", t, &a, &b, &s1, &s2) == 5 && s1 == s2 &&
           s1 >= XT_SCORES_MIN_SEQ;
}

static double share_of_peak(const xt_diag_ctx *c)
{
    return 100.0 * (double)c->lead_bytes / (double)c->p->heap_peak;
}

/* x->check for a saving that is a bound ("up to"), not a figure: all of
 * `of` (saving bytes) going is the best case, so the step needs at least
 * what is left, and it fits once enough of them go ("fits, 1.86 GiB
 * spare" beside a saving of "up to ~2.79 GiB" claimed every forward-kept
 * byte: a trial); still short even if all go: by at least. */
static void set_check_up_to(const xt_diag_ctx *c, xt_diag *x, int64_t needs, int64_t saving,
                            const char *what, const char *of)
{
    set_check(c, x, needs, saving, what);
    int64_t pool = c->cap;
    if (pool <= 0 || needs == INT64_MAX)
        return;
    int64_t after = needs - saving;
    if (after < 0)
        after = 0;
    /* what the bound is first, then what fits when: "after remat the
     * step needs at least ~957.0 MiB of 2.79 GiB (inferred: if all 2.79
     * GiB of forward-kept bytes go): it fits once 952.0 MiB of them go"
     * set the pool and the saving, both 2.79 GiB, and two figures 5 MiB
     * apart side by side (a trial) */
    const char *head = xt_arena_printf(c->ar, "%s frees up to %s of %s (inferred)", what, B(c, saving), of);
    if (after > pool)
        x->check = xt_arena_printf(c->ar, "%s: with all of them gone the step still needs ~%s, short of the "
                                          "pool's %s by at least %s",
                                   head, B(c, after), B(c, pool), B(c, after - pool));
    else if (needs > pool)
        x->check = xt_arena_printf(c->ar, "%s: the step fits once %s of them go; with all of them gone it "
                                          "needs ~%s of the pool's %s, %s spare",
                                   head, B(c, needs - pool), B(c, after), B(c, pool), B(c, pool - after));
    else
        x->check = xt_arena_printf(c->ar, "%s: the step fits; with all of them gone it needs ~%s of the "
                                          "pool's %s, %s spare",
                                   head, B(c, after), B(c, pool), B(c, pool - after));
}

/* ---- the rules, in report order ------------------------------------------------------ */

/* The step alone does not fit: total > pool. */
static bool rule_plan_exceeds_pool(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_plan *p = c->p;
    if (!c->plan_exceeds)
        return false;
    x->label = XT_MEASURED;
    /* the parts add up to the total as written (xt_fmt_bytes_sum) */
    char f[4][XT_FMT_SUM_LEN];
    xt_fmt_bytes_sum(f, (const int64_t[]){ p->parameters, p->outputs, p->temp }, 3, p->total, true);
    x->cause = xt_arena_printf(
        c->ar,
        /* the shortfall first: a low pane cuts the line (80x24: a trial
         * saw "it needs 3.72 GiB (…" and never the 952.0 MiB) */
        "the step alone does not fit, short by %s: it needs %s (read: parameters %s + outputs %s + "
        "temp %s) > pool %s (measured, %s)",
        B(c, p->total - c->cap), f[3], f[0], f[1], f[2], B(c, c->cap), c->pool_name);
    /* "(below)" only when a mostly-* line follows */
    bool below = c->lead_role != XT_ROLE_OTHER;
    /* what to shrink: the peak, unless the whole temp block is less than
     * the shortfall (then the parameters and outputs must; donating them
     * when nothing is: the no-donation line, as rule_no_donation finds it) */
    int64_t gap = p->total - c->cap;
    bool donate = p->donated == 0 && p->nparams && p->aliasable > 0;
    const char *what = p->temp >= gap
                           ? xt_arena_printf(c->ar, "reduce what the peak holds%s", below ? " (below)" : "")
                           : xt_arena_printf(c->ar,
                                             "reduce the parameters and outputs%s: the whole temp "
                                             "block (%s) is less than the shortfall, so a smaller "
                                             "peak alone cannot make the step fit",
                                             donate ? " (donate them: no-donation, below)" : "",
                                             B(c, p->temp));
    int64_t room = c->device_memory - c->cap, short_by = p->total - c->cap;
    /* the variable is JAX's on GPU; a TPU's pool is the chip's (a review:
     * it would advise a GPU-only variable) */
    bool tpu = c->pool_name && !strncmp(c->pool_name, "index_on_host", 13);
    /* the step's share of the device, rounded up to a hundredth: in long
     * double (total * 100 overflowed int64 past ~92 PB, and the check
     * then said a 128 PiB step fits: a review); sizes in the exabytes
     * are a damaged capture's, given no value */
    long double share = c->device_memory > 0 ? (long double)p->total * 100.0L / (long double)c->device_memory : 1e9L;
    int pct = share <= 100.0L ? (int)ceill(share) : 101;
    if (pct < 1)
        pct = 1;
    if (pct <= 100 && (long double)c->device_memory * pct / 100.0L < (long double)p->total)
        pct++; /* a rounding past the step's size */
    bool damaged = p->saturated || p->total >= XT_DAMAGED_SIZE || c->cap >= XT_DAMAGED_SIZE ||
                   c->device_memory >= XT_DAMAGED_SIZE;
    if (tpu) {
        x->fix = what; /* no fraction to raise: the chip's memory */
    } else if (c->device_memory > c->cap && room >= short_by && !damaged && pct <= 95) {
        /* the device has the room: the one-line change first, with the
         * value to set (the fraction of the device's whole memory JAX
         * preallocates), then what the program can do (a trial: the
         * easiest fix read as an aside after "reduce what the peak holds");
         * not past 0.95: the rest of the device is the runtime's */
        int64_t pool_then = (int64_t)((long double)c->device_memory * pct / 100.0L);
        long double now = (long double)c->cap * 100.0L / (long double)c->device_memory;
        /* 75% is JAX's own fraction: nothing set (a review: "probably
         * set" of the default) */
        const char *why = now >= 74.5L && now < 75.5L ? "JAX's default fraction" : "so it is probably set";
        /* the pool's share as precise as the step's under 10% ("1%"
         * beside "1.94%" read as inconsistent: a trial) */
        x->fix = xt_arena_printf(
            c->ar,
            "raise XLA_PYTHON_CLIENT_MEM_FRACTION to %d.%02d or more (inferred: the pool is %s of the "
            "device's %s, read, %s; the step alone needs %.*Lf%% of it), or %s",
            pct / 100, pct % 100,
            xt_arena_printf(c->ar, "%s", xt_fmt_pool_share((char[24]){ 0 }, 24, c->cap, c->device_memory)),
            B(c, c->device_memory), why, share < 9.995L ? 2 : 1, share, what);
        /* a thin margin said: a BFC pool also needs contiguous blocks (a
         * trial: 0.02 left 120 MiB over a 3.72 GiB step, fragmentation
         * 0.12 beside it) */
        int64_t spare = pool_then - p->total;
        x->check = xt_arena_printf(c->ar,
                                   "with XLA_PYTHON_CLIENT_MEM_FRACTION=%d.%02d the pool would be ~%s for "
                                   "the step's %s (inferred): it fits, if nothing else holds the rest%s",
                                   pct / 100, pct % 100, B(c, pool_then), B(c, p->total),
                                   spare < p->total / 10
                                       ? xt_arena_printf(c->ar, "; with %s to spare, a little more is "
                                                                "safer (a BFC pool also needs contiguous "
                                                                "blocks)", B(c, spare))
                                       : "");
        x->check_fits = 1;
        x->check_of_cause = true; /* the pool against the step's total */
        x->check_evidence = XT_EV_POOL; /* the fraction of the device's memory */
    } else if (c->device_memory > c->cap) {
        /* the hint says when the device's room cannot close the gap */
        x->fix = xt_arena_printf(
            c->ar,
            "%s; the pool is %s of the device's %s "
            "(read), which suggests XLA_PYTHON_CLIENT_MEM_FRACTION is set: raising it could "
            "give up to %s more (inferred)%s",
            what,
            xt_fmt_pool_share((char[24]){ 0 }, 24, c->cap, c->device_memory), B(c, c->device_memory),
            B(c, room),
            room < short_by ? xt_arena_printf(c->ar, ", which does not close the gap of %s: "
                                                     "the step would still be short by %s",
                                              B(c, short_by), B(c, short_by - room))
                            : "");
    } else if (p->temp < gap) {
        x->fix = xt_arena_printf(c->ar, "%s; the pool already spans the device, so a larger "
                                        "memory fraction cannot help", what);
    } else {
        x->fix = below ? "reduce what the heap peak holds (see the role split below); the pool "
                         "already spans the device, so a larger memory fraction cannot help"
                       : "reduce what the heap peak holds; the pool already spans the device, "
                         "so a larger memory fraction cannot help";
    }
    x->evidence = XT_EV_PLAN;
    x->evidence_row = "total the step needs";
    /* the fix "reduce what the peak holds (below)": the role that leads
     * the peak, the line below's (Enter on the fix opened the plan's
     * total again: a trial) */
    if (p->temp >= gap && below) {
        x->fix_evidence = XT_EV_ROLE;
        x->fix_evidence_arg = (size_t)c->lead_role;
    }
    return true;
}

/* Under plan-exceeds-pool: activations kept for backward lead the peak.
 * Names the largest forward group, and the B*H*S*S score buffers of naive
 * attention when present. */
static bool rule_mostly_forward(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_plan *p = c->p;
    if (!c->plan_exceeds || c->lead_role != XT_ROLE_FORWARD)
        return false;
    x->label = XT_READ;
    xt_live_group *g;
    size_t ng = xt_plan_groups(p, c->ar, &g);
    const char *top = "", *lines = "";
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
        top = xt_arena_printf(c->ar, "%s%s %s x%zu = %s%s%s%s", top, k ? ";" : "; notably",
                              g[i].shape, g[i].count, B(c, g[i].bytes),
                              *g[i].source ? " on " : "", g[i].source,
                              i == score_g ? " (B*H*S*S attention scores, inferred from "
                                             "the shape: halving S shrinks them 4x)"
                                           : "");
        if (*g[i].source && !strstr(lines, g[i].source))
            lines = xt_arena_printf(c->ar, "%s%s%s", lines, *lines ? ", " : "", g[i].source);
        if (k == 0) {
            x->evidence = XT_EV_GROUP;
            x->evidence_arg = i;
        }
    }
    x->cause = xt_arena_printf(
        c->ar,
        "activations kept for the backward pass are %.1f%% of the heap peak (%s of %s, "
        "read)%s; they grow with batch x sequence (inferred)",
        xt_half_up(share_of_peak(c), 1), B(c, c->lead_bytes), B(c, p->heap_peak), top);
    /* the block named by the lines that make them ("on the block" said
     * not which code to wrap: a trial) */
    x->fix = xt_arena_printf(c->ar,
                             "jax.checkpoint (remat) on the block%s%s%s: saves most forward-kept bytes, costs "
                             "about one extra forward pass; or a smaller micro-batch with gradient "
                             "accumulation; or a shorter sequence. Fused attention only helps if the "
                             "B*H*S*S buffers leave the plan: check with "
                             "jit(f).lower(*args).compile().memory_analysis()",
                             *lines ? " that makes them (" : "", lines, *lines ? ")" : "");
    x->savings = c->lead_bytes;
    set_check_up_to(c, x, p->total, c->lead_bytes, "remat of the block", "forward-kept bytes");
    return true;
}

/* Under plan-exceeds-pool: gradients and their temporaries lead the peak. */
static bool rule_mostly_backward(const xt_diag_ctx *c, xt_diag *x)
{
    if (!c->plan_exceeds || c->lead_role != XT_ROLE_BACKWARD)
        return false;
    x->label = XT_READ;
    x->cause = xt_arena_printf(c->ar,
                               "gradients and their temporaries are %.1f%% of the heap "
                               "peak (%s of %s, read)",
                               xt_half_up(share_of_peak(c), 1), B(c, c->lead_bytes), B(c, c->p->heap_peak));
    x->fix = "shard them (FSDP) or accumulate over micro-batches; check for f32 copies "
             "of bf16 gradients. Saving: up to half of them by accumulating over 2 "
             "micro-batches (inferred)";
    x->savings = c->lead_bytes / 2;
    set_check_step(c, x, c->lead_bytes / 2, "halving the gradient bytes");
    x->evidence = XT_EV_ROLE;
    x->evidence_arg = XT_ROLE_BACKWARD;
    return true;
}

/* Under plan-exceeds-pool: GEMM/conv workspace leads the peak. */
static bool rule_mostly_workspace(const xt_diag_ctx *c, xt_diag *x)
{
    if (!c->plan_exceeds || c->lead_role != XT_ROLE_WORKSPACE)
        return false;
    x->label = XT_READ;
    x->cause = xt_arena_printf(c->ar,
                               "GEMM/conv library workspace is %.1f%% of the heap peak "
                               "(%s of %s, read)",
                               xt_half_up(share_of_peak(c), 1), B(c, c->lead_bytes), B(c, c->p->heap_peak));
    x->fix = "usually small: check the library's workspace limit (on ROCm hipBLASLt "
             "takes 64 MiB per GEMM on gfx950)";
    x->savings = c->lead_bytes;
    set_check_step(c, x, c->lead_bytes, "removing the workspace");
    x->evidence = XT_EV_ROLE;
    x->evidence_arg = XT_ROLE_WORKSPACE;
    return true;
}



static const char *family_name(const xt_diag_ctx *c, const struct out_family *f);

/* In use at execution start grows steadily: a leak across steps. */
static bool rule_growth(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_plan *p = c->p;
    const xt_module_runtime *r = c->r;
    if (!xt_growth_significant(r) || !r->nexecs)
        return false;
    /* the slope is a line fit (inferred), as in the runtime view; the
     * in-use figures it is fitted to are measured */
    x->label = XT_INFERRED;
    char ratio[64] = "";
    if (p->has_plan && p->outputs > 0)
        snprintf(ratio, sizeof ratio, " = %.2fx the non-aliased outputs (read: %s)",
                 r->growth_ratio, B(c, p->outputs));
    /* the Python built-in that may hold the outputs, in the loop around it */
    const char *holder = "", *loop = NULL;
    for (size_t i = 0; i < r->nbetween; i++)
        if (r->between[i].kind == XT_HOST_ENCLOSING && !loop)
            loop = r->between[i].name + (r->between[i].name[0] == '$'); /* the tracer's "$": a
                                                                          * table's mark, not prose */
    size_t held = SIZE_MAX;
    for (size_t i = 0; i < r->nbetween; i++) {
        const char *meaning = xt_host_event_meaning(r->between[i].name, c->ar);
        if (meaning && strstr(meaning, "list.")) {
            held = i;
            /* the meaning, not the tracer's "$<unknown> append" (the JSON
             * and the host events list keep the name) */
            /* the tracer's "train.py:45 train_loop": the function and
             * the line it is defined at (co_firstlineno), not the line
             * that holds the memory (read as that line: a trial) */
            const char *sp = loop ? strchr(loop, ' ') : NULL, *colon = sp ? memchr(loop, ':', (size_t)(sp - loop)) : NULL;
            const char *in = !loop ? ""
                             : sp && colon && sp[1] ? xt_arena_printf(c->ar, " inside `%s` (defined at %.*s)", sp + 1,
                                                                      (int)(sp - loop), loop)
                                                    : xt_arena_printf(c->ar, " inside `%s`", loop);
            holder = xt_arena_printf(c->ar, "; between the last two executions the host ran %s%s", meaning, in);
            break;
        }
    }
    /* whose memory it is: this module's outputs kept step after step, or,
     * when it returns none, something else (the largest group live at
     * its last start names where it was allocated) */
    char gbuf[32];
    const char *kept = "the program keeps every step's outputs alive";
    /* the growth a share of the outputs other than ~1x: not "every
     * step's outputs" (an audit: 0.50x said it) */
    if (p->has_plan && p->outputs > 0 && r->growth_ratio > 0 && r->growth_ratio < 0.9)
        kept = "the program keeps part of each step's outputs alive (or other memory of that size)";
    else if (p->has_plan && p->outputs > 0 && r->growth_ratio > 1.1)
        kept = "more than the step's outputs stays alive each step: its outputs and other memory, "
               "or other memory alone";
    /* a plan with no outputs whose executions' allocations stay alive all
     * the same: the runtime's "outputs of" is when they were allocated
     * (inferred), the plan says what the module returns (read) */
    bool own = false;
    if (p->has_plan && p->outputs <= 0 && c->label) {
        size_t ll = strlen(c->label), mlen;
        for (size_t i = 0; i < r->nlive && !own; i++) {
            const char *o = r->live_at_last[i].origin;
            own = !r->live_at_last[i].step_parameters && xt_output_origin(o, &mlen) && mlen == ll &&
                  !strncmp(o + strlen("outputs of "), c->label, ll);
        }
    }
    if (own) {
        const out_family *fam = c->kept;
        kept = xt_arena_printf(c->ar,
                               "its plan returns no outputs (read), yet buffers allocated while "
                               "it ran stay alive (named \"outputs of\" for when they were "
                               "allocated: inferred; another thread's, or outputs its plan does "
                               "not record)%s%s%s",
                               fam ? "; the largest part is " : "", fam ? family_name(c, fam) : "",
                               fam ? xt_arena_printf(c->ar, ", still live at the last start: %s "
                                                            "in %s buffers (measured)",
                                                     B(c, fam->bytes),
                                                     xt_fmt_int(gbuf, sizeof gbuf,
                                                                (int64_t)fam->buffers))
                                   : "");
    } else if (p->has_plan && p->outputs <= 0) {
        const xt_origin_group *top = NULL;
        for (size_t i = 0; i < r->nlive && !top; i++)
            if (!r->live_at_last[i].step_parameters)
                top = &r->live_at_last[i];
        const out_family *fam = c->kept;
        if (fam && (!top || fam->bytes > top->bytes))
            kept = xt_arena_printf(c->ar,
                                   "not this module's outputs (it returns none): memory from "
                                   "elsewhere stays alive; the largest part is %s, still live "
                                   "at the last start: %s in %s buffers (measured)",
                                   family_name(c, fam), B(c, fam->bytes),
                                   xt_fmt_int(gbuf, sizeof gbuf, (int64_t)fam->buffers));
        else
            kept = top ? xt_arena_printf(c->ar,
                                         "not this module's outputs (it returns none): memory "
                                         "from elsewhere stays alive, the most from `%s` (%s at "
                                         "the last start, measured)",
                                         top->origin, B(c, top->bytes))
                       : "not this module's outputs (it returns none): memory from elsewhere "
                         "stays alive";
    }
    x->cause = xt_arena_printf(
        c->ar,
        "in use at execution start grows %s -> %s over %zu executions (measured): %s per "
        "execution (inferred from a line fit, R^2 %.2f)%s: %s%s",
        B(c, c->first_in_use), B(c, c->last_in_use), r->nexecs,
        xt_fmt_delta(gbuf, sizeof gbuf, (int64_t)llround(r->growth)), r->growth_r2, ratio, kept,
        holder);
    x->fix = "find the holder in the host events between executions and drop the reference; "
             "reduce inside the step (a norm, not the tree) or jax.device_get the value. A "
             "bigger pool only delays the OOM";
    x->savings = xt_sat_sub(c->last_in_use, c->first_in_use);
    if (x->savings < 0)
        x->savings = 0;
    if (c->cap > 0 && p->has_plan) {
        int64_t room = xt_sat_sub(xt_sat_sub(c->cap, c->last_in_use), xt_sat_add(xt_outputs_to_come(p, r), p->temp));
        if (room > 0 && (double)room < r->growth) /* not "after ~0 more" */
            x->check = xt_arena_printf(c->ar, "at this rate the next execution fills the pool "
                                              "(inferred: %s of room, %s per execution)",
                                       B(c, room), B(c, (int64_t)llround(r->growth)));
        else if (room > 0)
            x->check = xt_arena_printf(c->ar,
                                       "at this rate the pool is full after ~%lld more "
                                       "executions (inferred)",
                                       (long long)((double)room / r->growth));
        else
            /* not "already full" (1.22 of 1.50 GiB in use), nor
             * "measured" of a sum with a read term (a trial) */
            x->check = xt_arena_printf(c->ar,
                                       "no room left for the step at the last start: %s in use "
                                       "(measured) + %s the step's %s > pool %s (measured)",
                                       B(c, c->last_in_use), B(c, xt_sat_add(xt_outputs_to_come(p, r), p->temp)),
                                       r->outputs_at_last > 0 ? "outputs not in use yet and temp (inferred)"
                                                              : "outputs and temp (read)",
                                       B(c, c->cap));
    }
    x->evidence = XT_EV_GROWTH;
    x->check_of_cause = true; /* the rate against the room: the executions */
    /* the fix's "find the holder in the host events": the one named, else
     * the list (a trial: every part opened the executions, the list.append
     * a page below); else the outputs kept, added up by module */
    if (r->nbetween) {
        x->fix_evidence = XT_EV_HOSTEV;
        x->fix_evidence_arg = held;
    } else if (c->kept) {
        x->fix_evidence = XT_EV_FAMILY;
        x->fix_evidence_arg = c->kept->top;
    }
    return true;
}

/* No parameter donated although parameters have a same-size output, and
 * it matters: the step does not fit, or the aliasable bytes are a
 * meaningful share of the pool. */
/* The parameters an output of their size pairs with (xt_plan_params'
 * output_alike), as a fix names them: the arguments' names JAX recorded
 * ("x, kernel"), else their numbers ("parameters 0-5"); "" for none. */
static const char *alike_params(const xt_diag_ctx *c)
{
    xt_plan_param *q;
    size_t n = xt_plan_params(c->p, c->ar, &q), k = 0, named = 0;
    for (size_t i = 0; i < n; i++)
        if (q[i].output_alike) {
            k++;
            named += q[i].desc.instr && *q[i].desc.instr->op_name;
        }
    if (!k)
        return "";
    const char *s = "";
    if (named == k) { /* each by name, the first three */
        size_t said = 0;
        for (size_t i = 0; i < n && said < 3; i++)
            if (q[i].output_alike)
                s = xt_arena_printf(c->ar, "%s%s%s", s, said++ ? ", " : "", q[i].desc.instr->op_name);
        return k > 3 ? xt_arena_printf(c->ar, "%s and %zu more", s, k - 3) : s;
    }
    /* by number, runs as ranges ("0-5, 8") */
    size_t runs = 0;
    for (size_t i = 0; i < n && runs < 6; i++) {
        if (!q[i].output_alike || (i && q[i - 1].output_alike && q[i - 1].number + 1 == q[i].number &&
                                   !*q[i].index && !*q[i - 1].index))
            continue;
        size_t j = i;
        while (j + 1 < n && q[j + 1].output_alike && q[j + 1].number == q[j].number + 1 && !*q[j + 1].index &&
               !*q[j].index)
            j++;
        s = j > i ? xt_arena_printf(c->ar, "%s%s%lld-%lld", s, runs ? ", " : "", (long long)q[i].number,
                                    (long long)q[j].number)
                  : xt_arena_printf(c->ar, "%s%s%lld%s", s, runs ? ", " : "", (long long)q[i].number, q[i].index);
        runs++;
    }
    /* flattened places, not argnums (read as donate_argnums=(0, ..., 5): a
     * trial) */
    return xt_arena_printf(c->ar, "parameter%s %s%s (places among the arguments flattened, not argnums)",
                           k > 1 ? "s" : "", s, runs >= 6 ? ", ..." : "");
}

static bool rule_no_donation(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_plan *p = c->p;
    if (!p->has_plan || p->donated != 0 || !p->nparams || p->aliasable <= 0 || c->cap <= 0)
        return false;
    bool meaningful = xt_sat_mul(p->aliasable, 100) >= xt_sat_mul(c->cap, XT_NODONATION_MIN_POOL_PCT);
    if (!meaningful && !c->step_short)
        return false;
    x->label = XT_READ;
    x->cause = xt_arena_printf(
        c->ar,
        "no parameter is donated: old and new state live together (parameters %s + "
        "outputs %s, read, 0 donated)",
        B(c, p->parameters), B(c, p->outputs));
    const char *which = alike_params(c);
    x->fix = p->aliasable >= XT_DAMAGED_SIZE || p->saturated
                 /* no saving in the exabytes: the sums stopped there */
                 ? "donate_argnums on the state arguments (what it saves cannot be estimated: "
                   "the plan's sizes are in the exabytes, a damaged capture?)"
                 /* which: the ones an output of their size pairs with
                  * ("the state arguments" named none: a trial) */
                 : xt_arena_printf(c->ar,
                                   "donate_argnums on the state arguments%s%s: can save "
                                   "up to %s (inferred: parameters with a same-size output)",
                                   *which ? ", those holding " : "", which, B(c, p->aliasable));
    x->savings = p->aliasable;
    set_check_step(c, x, p->aliasable, "donation");
    x->evidence = XT_EV_PLAN;
    x->evidence_row = "parameters";
    return true;
}

/* ---- other-live-arrays: what is outside the step, what frees enough -------- */

static bool is_before(const xt_origin_group *g)
{
    /* the first letter before strcmp: a leak's 33,000 groups are
     * "outputs of ..." (a module switch compared every one) */
    return !g->step_parameters && g->bytes > 0 &&
           (!g->buffers || (g->origin[0] == XT_ORIGIN_BEFORE[0] && !strcmp(g->origin, XT_ORIGIN_BEFORE)));
}

/* "the s32[262144,2048] array", "the 3 f32[…] arrays", "the arrays from
 * <origin>", "the arrays allocated before the capture". */
static const char *group_name(const xt_diag_ctx *c, const xt_origin_group *g)
{
    if (is_before(g))
        return "the arrays allocated before the capture";
    if (*g->shape)
        return g->buffers == 1 ? xt_arena_printf(c->ar, "the %s array", g->shape)
                               : xt_arena_printf(c->ar, "the %zu %s arrays", g->buffers, g->shape);
    return xt_arena_printf(c->ar, "the arrays from %s", g->origin);
}

/* "(2.00 GiB, evaluate.py:23)" */
static const char *group_size(const xt_diag_ctx *c, const xt_origin_group *g)
{
    return xt_arena_printf(c->ar, "(%s%s%s)", B(c, g->bytes), *g->source ? ", " : "", g->source);
}

/* ---- one module's outputs kept from execution after execution ------------ */

/* The largest family of two or more executions' outputs in the live set
 * at the last start, or all of them together when two or more modules
 * have one (NULL when none): once per context (xt_diag_ctx_derive), with
 * no array per group (33,000 groups at 1 GiB of legacy-kind: a module
 * switch must not fault in pages for them). */
static const out_family *top_family(const xt_diag_ctx *c)
{
    const xt_module_runtime *r = c->r;
    if (!r || r->nlive < 2)
        return NULL;
    /* the story's (made with its live set); a context filled by hand
     * (tests) has none */
    xt_live_family *fx = NULL;
    const xt_live_family *f = r->families;
    size_t nf = r->nfamilies;
    if (!f) {
        nf = xt_live_families(r->live_at_last, r->nlive, c->ar, &fx);
        f = fx;
    }
    size_t best = SIZE_MAX, nkept = 0;
    for (size_t k = 0; k < nf; k++) {
        nkept += f[k].executions >= 2;
        if (f[k].executions >= 2 && (best == SIZE_MAX || f[k].bytes > f[best].bytes))
            best = k;
    }
    if (best == SIZE_MAX)
        return NULL;
    out_family *out = xt_arena_alloc(c->ar, sizeof *out);
    *out = (out_family){ .module = f[best].module, .mlen = f[best].mlen, .groups = f[best].executions,
                         .buffers = f[best].buffers, .first = f[best].first, .last = f[best].last,
                         .bytes = f[best].bytes, .top = f[best].top, .modules = 1,
                         .tag = r->live_at_last[f[best].top].family };
    if (nkept >= 2) {
        /* several modules' outputs kept step after step: one loop keeps
         * them all, the most named */
        out_family all = { .top = f[best].top, .modules = nf, .most = out };
        for (size_t k = 0; k < nf; k++) {
            all.groups += f[k].executions;
            all.buffers += f[k].buffers;
            all.bytes = xt_sat_add(all.bytes, f[k].bytes);
            if (r->live_at_last[f[k].top].bytes > r->live_at_last[all.top].bytes)
                all.top = f[k].top;
        }
        return xt_arena_memdup(c->ar, &all, sizeof all);
    }
    return out;
}

/* Whether live group g is one of family f's. */
static bool in_family(const out_family *f, const xt_origin_group *g)
{
    size_t mlen;
    if (!f || g->step_parameters || !g->buffers)
        return false;
    /* groups tagged when the live set was made: their tags, not their
     * origins parsed (a module switch at 1 GiB asked this of 33,000
     * groups, more than once); a tag is one module's, as its label is */
    if (g->family && (!f->module || f->tag))
        return g->family != XT_FAMILY_NONE && (!f->module || g->family == f->tag);
    if (!xt_output_origin(g->origin, &mlen))
        return false;
    return !f->module ||
           (mlen == f->mlen && !strncmp(g->origin + strlen("outputs of "), f->module, mlen));
}

/* "the outputs of jit_step from 648 executions (1-648)"; several
 * modules': "the outputs of 52 modules from 7,441 executions (the most
 * jit_fn_16's: 146 executions, 5.09 GiB)" */
static const char *family_name(const xt_diag_ctx *c, const out_family *f)
{
    char n[32];
    if (!f->module)
        return xt_arena_printf(c->ar,
                               "the outputs of %zu modules from %s executions (the most "
                               "%s's: %zu executions, %s)",
                               f->modules, xt_fmt_int(n, sizeof n, (int64_t)f->groups),
                               f->most->module, f->most->groups, B(c, f->most->bytes));
    return xt_arena_printf(c->ar, "the outputs of %s from %zu executions (%zu-%zu)",
                           f->module, f->groups, f->first, f->last);
}

/* "BufferFromHostBuffer(s32[262144,2048]) 3.00 GiB at train.py:50 (1
 * buffer)" */
static const char *outside_entry(const xt_diag_ctx *c, const xt_origin_group *g)
{
    return xt_arena_printf(c->ar, "%s %s%s%s%s", g->origin, B(c, g->bytes), *g->source ? " at " : "",
                           g->source,
                           is_before(g) ? " (unnamed: no events for them in the capture)"
                                        : xt_arena_printf(c->ar, " (%zu buffer%s)", g->buffers,
                                                          g->buffers == 1 ? "" : "s"));
}

/* The outside groups, largest first: "X 2.00 GiB at evaluate.py:23 (1
 * buffer); ..." (at most 4 named, then a count); fam's groups (fam may
 * be NULL) as one entry, at its place among them or after the 4. */
static const char *outside_list(const xt_diag_ctx *c, const out_family *fam)
{
    enum { NAMED = 4 };
    const xt_module_runtime *r = c->r;
    const xt_origin_group *L = r->live_at_last;
    /* the NAMED largest, the bytes from before the capture included (the
     * live set keeps them last); ties keep the live set's order.  Only
     * those are ordered (a leak's 33,000 groups sorted into a fresh array
     * were most of a module switch's diagnosis) */
    size_t top[NAMED], nt = 0, n = 0;
    int64_t all = 0; /* the bytes of the n groups */
    for (size_t i = 0; i < r->nlive; i++) {
        if (L[i].step_parameters || L[i].bytes <= 0 || in_family(fam, &L[i]))
            continue;
        n++;
        all = xt_sat_add(all, L[i].bytes);
        size_t j = nt;
        if (nt < NAMED)
            nt++;
        else if (L[top[NAMED - 1]].bytes >= L[i].bytes)
            continue;
        else
            j = NAMED - 1;
        while (j > 0 && L[top[j - 1]].bytes < L[i].bytes) {
            top[j] = top[j - 1];
            j--;
        }
        top[j] = i;
    }
    const char *s = "";
    size_t shown = 0, named = 0;
    bool fam_shown = !fam;
    for (size_t k = 0; k <= nt; k++) {
        const xt_origin_group *g = k < nt ? &L[top[k]] : NULL;
        if (!fam_shown && (!g || fam->bytes >= g->bytes)) {
            fam_shown = true;
            char nb[32];
            s = xt_arena_printf(c->ar, "%s%s%s, kept, %s (%s buffers)", s, shown ? "; " : "",
                                family_name(c, fam) + 4, B(c, fam->bytes),
                                xt_fmt_int(nb, sizeof nb, (int64_t)fam->buffers));
            shown++;
        }
        if (!g || shown >= NAMED)
            continue; /* on to fam's entry, if it is after them */
        s = xt_arena_printf(c->ar, "%s%s%s", s, shown ? "; " : "", outside_entry(c, g));
        shown++;
        named++;
        all = xt_sat_sub(all, g->bytes);
    }
    /* the rest with its bytes, as the views' "other" rows (the reader
     * subtracted them from the total: an audit's F7) */
    if (n > named)
        s = xt_arena_printf(c->ar, "%s; %zu more, %s", s, n - named, B(c, all));
    return s;
}

/* The one group whose freeing alone makes the step fit: the smallest
 * named one that is enough, else the bytes from before the capture if
 * they are enough.  SIZE_MAX when no single group is enough. */
/* What freeing bytes of the live set gives: no more than is in use outside
 * the step (a capture missing frees made its groups add up to more: "leaves
 * 2.39 GiB spare" of a 2.00 GiB pool, an attacker's review). */
static int64_t freeable(const xt_diag_ctx *c, int64_t bytes)
{
    return bytes > c->outside_most ? c->outside_most : bytes;
}

/* The words after a check whose figure freeable() cut. */
static const char *over_words(const xt_diag_ctx *c, int64_t bytes)
{
    return bytes > c->outside_most
               ? xt_arena_printf(c->ar, "; its allocations add up to %s, more than the %s in use outside "
                                        "the step (measured): frees missing from the capture? counted "
                                        "as that",
                                 B(c, bytes), B(c, c->outside_most))
               : "";
}

static size_t single_change(const xt_diag_ctx *c, int64_t short_by)
{
    const xt_module_runtime *r = c->r;
    size_t best = SIZE_MAX, before = SIZE_MAX;
    for (size_t i = 0; i < r->nlive; i++) {
        const xt_origin_group *g = &r->live_at_last[i];
        if (g->step_parameters || freeable(c, g->bytes) < short_by)
            continue;
        if (is_before(g))
            before = i;
        else if (g->buffers && (best == SIZE_MAX || g->bytes < r->live_at_last[best].bytes))
            best = i;
    }
    return best != SIZE_MAX ? best : before;
}

/* The step's parameters in the live set: "of F allocated before the
 * capture, about G are the step's own parameters (read); the rest, ~H, is
 * outside the step (inferred)". */
static const char *params_sentence(const xt_diag_ctx *c, int64_t *params)
{
    const xt_module_runtime *r = c->r;
    const xt_origin_group *pg = NULL, *before = NULL;
    for (size_t i = 0; i < r->nlive; i++) {
        if (r->live_at_last[i].step_parameters)
            pg = &r->live_at_last[i];
        else if (is_before(&r->live_at_last[i]))
            before = &r->live_at_last[i];
    }
    *params = pg ? pg->bytes : 0;
    if (!pg)
        return "";
    int64_t rest_before = before ? before->bytes : 0;
    if (pg->params_from_before > 0 && rest_before <= 0) /* no "the rest, ~0 B" */
        return xt_arena_printf(c->ar,
                               ". The %s allocated before the capture are about the step's own "
                               "parameters (read)",
                               B(c, pg->params_from_before));
    if (pg->params_from_before > 0)
        return xt_arena_printf(c->ar,
                               ". Of %s allocated before the capture, about %s are the step's "
                               "own parameters (read); the rest, ~%s, is outside the step "
                               "(inferred)",
                               B(c, pg->params_from_before + rest_before),
                               B(c, pg->params_from_before), B(c, rest_before));
    return xt_arena_printf(c->ar,
                           ". %s of it are the step's own parameters (read), live at its start "
                           "by definition",
                           B(c, pg->bytes));
}

/* The plan fits, but what was already in use at the last start does not
 * leave room for its outputs and temp.  The step's own parameters are
 * live at its start by definition: only what is outside the step can be
 * freed, and the line names the one change that makes the step fit. */
static bool rule_other_live(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_plan *p = c->p;
    const xt_module_runtime *r = c->r;
    if (c->plan_exceeds || c->cap <= 0 || c->step_at_last < 0 || c->step_at_last <= c->cap)
        return false;
    x->label = XT_MEASURED;
    int64_t params, short_by = c->step_at_last - c->cap;
    const char *ps = params_sentence(c, &params);
    const out_family *fam = c->kept;
    x->cause = xt_arena_printf(
        c->ar,
        "the plan fits (%s of %s) but %s was already in use when the last execution "
        "started (measured); with its %s (%s, %s) it needs %s (measured + %s), short by %s%s. "
        "Outside the step: ~%s (inferred), largest first: %s",
        B(c, p->total), B(c, c->cap), B(c, r->in_use_at_last),
        r->outputs_at_last > 0 ? "outputs not in use yet and temp" : "outputs and temp",
        B(c, xt_sat_add(xt_outputs_to_come(p, r), p->temp)), r->outputs_at_last > 0 ? "inferred" : "read",
        B(c, c->step_at_last), r->outputs_at_last > 0 ? "inferred" : "read", B(c, short_by), ps,
        B(c, xt_sat_sub(xt_sat_sub(r->in_use_at_last, params), r->outputs_at_last > 0 ? r->outputs_at_last : 0)),
        outside_list(c, fam));
    size_t one = single_change(c, short_by);
    if (one != SIZE_MAX) {
        const xt_origin_group *g = &r->live_at_last[one];
        int64_t freed = freeable(c, g->bytes), after = c->step_at_last - freed;
        x->fix = is_before(g)
                     ? xt_arena_printf(c->ar,
                                       "free the ~%s allocated before the capture that are not "
                                       "the step's parameters: start the profile earlier to "
                                       "name them, then keep them on the host and stream, "
                                       "free them, or shrink their dtype",
                                       B(c, g->bytes))
                     : xt_arena_printf(c->ar,
                                       "free %s %s before the step (del it and drop every "
                                       "other reference), keep it on the host and stream "
                                       "it, or shrink its dtype",
                                       group_name(c, g), group_size(c, g));
        x->check = xt_arena_printf(c->ar,
                                   "freeing %s %s alone leaves about %s spare (inferred: the "
                                   "step then needs ~%s of %s%s)",
                                   group_name(c, g), group_size(c, g), B(c, c->cap - after),
                                   B(c, after), B(c, c->cap), over_words(c, g->bytes));
        x->check_fits = 1;
        x->savings = freed;
        x->evidence_arg = one;
    } else if (fam && freeable(c, fam->bytes) >= short_by) {
        /* no one group is enough, but the loop that keeps them all is one
         * change */
        int64_t freed = freeable(c, fam->bytes), after = c->step_at_last - freed;
        x->fix = xt_arena_printf(c->ar,
                                 "stop keeping %s: drop the list or dict the loop adds them "
                                 "to (del the reference), or jax.device_get what you keep",
                                 family_name(c, fam));
        x->check = xt_arena_printf(c->ar,
                                   "freeing those %s alone leaves about %s spare (inferred: "
                                   "the step then needs ~%s of %s%s)",
                                   B(c, fam->bytes), B(c, c->cap - after), B(c, after),
                                   B(c, c->cap), over_words(c, fam->bytes));
        x->check_fits = 1;
        x->savings = freed;
        x->evidence_arg = fam->top;
        /* the family's sum, the figure the line names; a single group
         * (above) is that group's list, even where it is the top of a
         * family ("free ... execution 1 (104.0 MiB)" opened the family's
         * 936.0 MiB) */
        x->evidence = XT_EV_FAMILY;
    } else {
        x->fix = fam ? xt_arena_printf(c->ar,
                                       "no single change frees enough: free several (largest "
                                       "first: %s, %s), keep them on the host and stream, or "
                                       "shrink their dtype",
                                       family_name(c, fam), B(c, fam->bytes))
                     : "no single group frees enough: free several of them (largest first), "
                       "keep them on the host and stream, or shrink their dtype";
        x->savings = xt_sat_sub(xt_sat_sub(r->in_use_at_last, params),
                                r->outputs_at_last > 0 ? r->outputs_at_last : 0);
        set_check(c, x, c->step_at_last, x->savings, "freeing everything outside the step");
        for (size_t i = 0; i < r->nlive; i++)
            if (!r->live_at_last[i].step_parameters) {
                x->evidence_arg = i;
                break;
            }
    }
    if (x->evidence != XT_EV_FAMILY)
        x->evidence = XT_EV_LIVE;
    return true;
}

/* The OOM happened inside the capture: a retry wait, or an execution that
 * never launched a kernel (a wait alone: memory ran out and was found
 * again).  Evidence only. */
static bool rule_allocator_retry(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_module_runtime *r = c->r;
    if (!r || (r->longest_retry_ps <= 0 && !r->never_launched))
        return false;
    /* measured: an execution that never launched, or a wait the allocator
     * recorded; a wait inferred from a long allocation phase alone is not */
    x->label = !r->never_launched && c->inferred_wait ? XT_INFERRED : XT_MEASURED;
    char w[32] = "";
    if (r->longest_retry_ps > 0)
        xt_fmt_dur(w, sizeof w, r->longest_retry_ps);
    /* the evidence the label stands on first: an execution that never
     * launched (measured) before a wait that may be inferred (a trial read
     * "(measured)" over "waited 10.0 s (... inferred)"); the wait's own
     * label first, as the executions table's "10.0 s (inferred)" (a
     * trial read "(measured allocation phase; ...)" against it) */
    const char *wait = r->longest_retry_ps <= 0 ? ""
                       : xt_arena_printf(c->ar, "the allocator waited %s%s", w,
                                         c->inferred_wait ? " (inferred: a BFC retry wait read "
                                                            "from the measured allocation phase)"
                                                          : " (measured)");
    const char *never = xt_arena_printf(c->ar, "%zu of %zu execution%s never launched a kernel "
                                               "(measured)",
                                        r->never_launched, r->nexecs, xt_plural(r->nexecs));
    bool never_first = r->never_launched > 0 && c->inferred_wait;
    /* a wait that every execution outlived is memory running out and
     * found again, not the failure (the spec's "the OOM happened inside
     * the capture" under "0 of 5 executions never launched": a trial) */
    const char *what = "the OOM happened inside the capture";
    if (!r->never_launched) {
        /* "memory ran out" beside "the step fit" read as a contradiction
         * (a trial): the allocator found no free block at once */
        what = "no free block at once inside the capture";
        never = xt_arena_printf(c->ar, "no execution failed: all %zu launched a kernel, the wait "
                                       "found memory (measured)", r->nexecs);
        /* the step fit by the figures: say so, and what a wait then
         * points at (a trial: "ran out" beside "1.00 GiB left") */
        if (c->cap > 0 && c->step_at_last >= 0 && c->step_at_last <= c->cap)
            never = xt_arena_printf(c->ar,
                                    "%s. By the figures the step fit at its last start (in use + "
                                    "outputs + temp = %s of %s, ~%s spare, inferred): the wait "
                                    "points at fragmentation or at memory allocated while it ran",
                                    never, B(c, c->step_at_last), B(c, c->cap),
                                    B(c, c->cap - c->step_at_last));
    }
    x->cause = xt_arena_printf(
        c->ar, "%s: %s%s%s%s%s%s", what,
        never_first ? never : wait, *wait ? "; " : "", never_first ? wait : never,
        r->failed_request >= 0 ? "; the failed request was probably the " : "",
        r->failed_request >= 0 ? r->failed_kind : "",
        r->failed_request >= 0
            ? xt_arena_printf(c->ar, " allocation of %s (inferred: the first planned "
                                     "allocation with no MemoryAllocation)",
                              B(c, r->failed_request))
            : "");
    x->fix = ""; /* xt_diag_run names the lines whose fixes apply */
    x->evidence = XT_EV_EXEC;
    /* the execution the cause names: the last (one that never launched),
     * else the one that waited longest */
    x->evidence_arg = !r->never_launched && r->longest_retry_ps > 0 && r->longest_retry_exec < r->nexecs
                          ? r->longest_retry_exec
                      : r->nexecs ? r->nexecs - 1
                                  : 0;
    return true;
}

/* What the bytes from before the capture are: measured, unless some were
 * taken as the step's parameters by the plan's sizes (a review). */
static const char *before_label(const xt_diag_ctx *c)
{
    const xt_module_runtime *r = c->r;
    for (size_t i = 0; i < r->nlive; i++)
        if (r->live_at_last[i].step_parameters && r->live_at_last[i].params_from_before > 0)
            return "in use less every allocation the capture saw (measured), less the step's "
                   "parameters by the plan's sizes (inferred); no event of the capture names them";
    return "measured: in use less every allocation the capture saw; no event of the capture "
           "names them";
}

/* allocator-retry's fix when no other line has one: the largest group
 * outside the step at the last start, as an instruction (a trial: the 3
 * GiB upload that made GPU 3 wait was one key away, then named with no
 * "free it"), with what freeing it leaves spare; the outputs kept step
 * after step together when they are the most.  No saving (the spec's):
 * the step fit, nothing says how much freeing it spares the wait. */
static void retry_fix(const xt_diag_ctx *c, xt_diag *x)
{
    const xt_module_runtime *r = c->r;
    size_t big = SIZE_MAX;
    for (size_t i = 0; r && i < r->nlive; i++) {
        const xt_origin_group *g = &r->live_at_last[i];
        if (!g->step_parameters && g->bytes > 0 && !in_family(c->kept, g) &&
            (big == SIZE_MAX || g->bytes > r->live_at_last[big].bytes))
            big = i;
    }
    const out_family *fam = c->kept;
    bool use_fam = fam && (big == SIZE_MAX || fam->bytes >= r->live_at_last[big].bytes);
    if (!use_fam && big == SIZE_MAX) {
        x->fix = "evidence only, and no other line names a cause: what was in use when the step "
                 "started is in the runtime view, grouped by where it came from";
        return;
    }
    const xt_origin_group *g = use_fam ? NULL : &r->live_at_last[big];
    int64_t listed = use_fam ? fam->bytes : g->bytes, bytes = freeable(c, listed);
    /* the set at the last start; a wait in an earlier execution is said
     * (a review: it read as what made that wait) */
    const char *when = r->longest_retry_ps > 0 && r->longest_retry_exec + 1 < r->nexecs
                           ? xt_arena_printf(c->ar, " (%zu; the wait was in execution %zu)", r->nexecs,
                                             r->longest_retry_exec + 1)
                           : "";
    const char *share = xt_arena_printf(c->ar, "%s of the %s in use at the last start%s",
                                        xt_fmt_share((char[16]){ 0 }, 16, bytes, r->in_use_at_last),
                                        B(c, r->in_use_at_last), when);
    if (use_fam)
        x->fix = xt_arena_printf(c->ar,
                                 "stop keeping %s: drop the list or dict the loop adds them to "
                                 "(del the reference), or jax.device_get what you keep; they are "
                                 "the most outside the step, %s, %s (bytes measured; which "
                                 "execution made them, inferred)",
                                 family_name(c, fam), B(c, fam->bytes), share);
    else if (is_before(g))
        /* "not the step's parameters" only where a plan says what they are
         * (a capture without one said it: a trial) */
        x->fix = xt_arena_printf(c->ar,
                                 "free the ~%s allocated before the capture%s: start the profile "
                                 "earlier to name them, then keep them on the host and stream, "
                                 "free them, or shrink their dtype; they are the most outside the "
                                 "step, %s (%s)",
                                 B(c, g->bytes),
                                 c->p->has_plan ? " that are not the step's parameters" : "", share,
                                 before_label(c));
    else
        x->fix = xt_arena_printf(c->ar,
                                 "free %s %s before the step (del it and drop every other "
                                 "reference), keep it on the host and stream it, or shrink its "
                                 "dtype; it is the largest outside the step, %s (bytes measured; "
                                 "from %s, inferred)",
                                 group_name(c, g), group_size(c, g), share, g->origin);
    if (c->cap > 0 && c->step_at_last >= 0 && c->step_at_last <= c->cap) {
        int64_t after = c->step_at_last - bytes;
        x->check = xt_arena_printf(c->ar,
                                   "freeing %s leaves about %s spare at the step's start instead "
                                   "of ~%s (inferred: the step then needs ~%s of %s%s)",
                                   g && !is_before(g) ? "it" : "them", B(c, c->cap - after),
                                   B(c, c->cap - c->step_at_last), B(c, after), B(c, c->cap),
                                   over_words(c, listed));
        x->check_fits = 1;
    }
    /* the fix's group; the cause keeps its execution (a trial: Enter on
     * "waited 3.0 s" opened the upload, not execution 5) */
    x->fix_evidence = use_fam ? XT_EV_FAMILY : XT_EV_LIVE;
    x->fix_evidence_arg = use_fam ? fam->top : big;
}

/* XLA's own rematerialization already ran. */
static bool rule_xla_remat(const xt_diag_ctx *c, xt_diag *x)
{
    if (c->p->remat == 0)
        return false;
    x->label = XT_READ;
    /* the count is read (the line's label; said twice, "xla-remat
     * (read): 89 ... (read)", a trial); why XLA rematerialized is a guess
     * from the names (a trial: "(read)" over a claim about the memory
     * limit) */
    x->cause = xt_arena_printf(c->ar,
                               "%zu instruction%s named .remat: XLA's own rematerialization "
                               "already ran, probably against the memory limit (inferred from the "
                               "names)",
                               c->p->remat, xt_plural(c->p->remat));
    x->fix = "expect the fix to come from the program, not from XLA";
    x->evidence = XT_EV_PLAN;
    x->evidence_row = "XLA remat";
    return true;
}

/* ---- the table ------------------------------------------------------------------------ */

const xt_rule xt_rules[XT_NRULES] = {
    [XT_R_PLAN_EXCEEDS_POOL] = { "plan-exceeds-pool", rule_plan_exceeds_pool },
    [XT_R_MOSTLY_FORWARD] = { "mostly-forward", rule_mostly_forward },
    [XT_R_MOSTLY_BACKWARD] = { "mostly-backward", rule_mostly_backward },
    [XT_R_MOSTLY_WORKSPACE] = { "mostly-workspace", rule_mostly_workspace },
    [XT_R_GROWTH] = { "growth-per-execution", rule_growth },
    [XT_R_NO_DONATION] = { "no-donation", rule_no_donation },
    [XT_R_OTHER_LIVE] = { "other-live-arrays", rule_other_live },
    [XT_R_ALLOCATOR_RETRY] = { "allocator-retry", rule_allocator_retry },
    [XT_R_XLA_REMAT] = { "xla-remat", rule_xla_remat },
};

static bool sizes_damaged(const xt_diag_ctx *c);

size_t xt_diag_run(const xt_diag_ctx *c, xt_diag **out, unsigned *fired)
{
    xt_diag v[XT_NRULES];
    size_t n = 0;
    unsigned bits = 0;
    for (size_t i = 0; i < XT_NRULES; i++) {
        xt_diag *x = &v[n];
        memset(x, 0, sizeof *x);
        x->id = xt_rules[i].id;
        x->savings = -1;
        x->savings_label = XT_INFERRED;
        x->cause = x->fix = x->check = "";
        x->check_fits = -1;
        if (xt_rules[i].fire(c, x)) {
            bits |= 1u << i;
            n++;
        }
    }
    /* order by what fixes it: among the lines with a check, those whose
     * check says the step then fits come first (stable); the lines without
     * one keep their places */
    size_t slot[XT_NRULES], ns = 0;
    xt_diag moved[XT_NRULES];
    for (size_t i = 0; i < n; i++)
        if (v[i].check_fits >= 0)
            slot[ns++] = i;
    size_t k = 0;
    for (int want = 1; want >= 0; want--)
        for (size_t j = 0; j < ns; j++)
            if (v[slot[j]].check_fits == want)
                moved[k++] = v[slot[j]];
    for (size_t j = 0; j < ns; j++)
        v[slot[j]] = moved[j];
    /* allocator-retry's fix names the lines whose fixes apply (it said
     * "the fix comes from the lines above", which meant nothing in the
     * JSON and pointed past xla-remat's note, itself no fix: a trial);
     * with none, it says where to look instead (a trial read "the lines
     * above" under no line) */
    const char *ids[XT_NRULES];
    size_t nids = 0;
    for (size_t i = 0; i < n; i++)
        if (strcmp(v[i].id, "allocator-retry") && strcmp(v[i].id, "xla-remat") && v[i].fix && *v[i].fix)
            ids[nids++] = v[i].id;
    const char *others = nids ? ids[0] : NULL;
    for (size_t i = 1; i < nids; i++)
        others = xt_arena_printf(c->ar, "%s%s%s", others, i + 1 < nids ? ", " : " and ", ids[i]);
    for (size_t i = 0; i < n; i++)
        if (!strcmp(v[i].id, "allocator-retry")) {
            if (others)
                v[i].fix = xt_arena_printf(c->ar, "evidence only: the fix%s of %s",
                                           nids > 1 ? "es are those" : " is that", others);
            else
                retry_fix(c, &v[i]);
        }
    /* a damaged capture's sizes (sums that stopped at 8 EiB): no saving
     * in the exabytes is given ("saving: up to ~8.00 EiB" under a plan
     * whose sums overflowed: a trial); the diagnosis says why first */
    if (sizes_damaged(c))
        for (size_t i = 0; i < n; i++)
            if (v[i].savings >= XT_DAMAGED_SIZE)
                v[i].savings = -1;
    if (fired)
        *fired = bits;
    *out = xt_arena_memdup(c->ar, v, (n ? n : 1) * sizeof *v);
    return n;
}

/* ---- the verdict ------------------------------------------------------------------------ */

static xt_module_verdict verdict_of(const xt_diag_ctx *c, unsigned fired);

/* A runtime size no device holds: 1 EiB (2^60 bytes).  The largest
 * accelerator pools are hundreds of GiB and the largest single-system
 * memories tens of TiB, tens of thousands of times less; a pool, an
 * in-use or a step in the exabytes is a sum that overflowed (the sums
 * stop at 8 EiB, INT64_MAX) or a size read from a damaged capture (a
 * pool of 1.90 EiB went unflagged: a trial). */

/* A runtime figure the verdict may name that is no real size: a pool,
 * an in-use or the step at the last start summed past 8 EiB (xt_sat_add)
 * or read in the exabytes from a damaged capture (XT_DAMAGED_SIZE). */
static bool runtime_saturated(const xt_diag_ctx *c)
{
    return c->cap >= XT_DAMAGED_SIZE || c->step_at_last >= XT_DAMAGED_SIZE ||
           c->last_in_use >= XT_DAMAGED_SIZE || (c->r && c->r->in_use_at_last >= XT_DAMAGED_SIZE);
}

static bool sizes_damaged(const xt_diag_ctx *c)
{
    return c->p->has_plan && (c->p->saturated || runtime_saturated(c));
}

xt_module_verdict xt_diag_verdict(const xt_diag_ctx *c, unsigned fired)
{
    xt_module_verdict v = verdict_of(c, fired);
    /* a total that saturated is no size: the verdict says so where it is
     * read first (the title), the plan's note says more; a runtime figure
     * alike (a trial read "fits now (needs 8.00 EiB ... of 8.00 EiB ...
     * with 8.00 EiB in use ...)" beside a plan of 788.0 MiB, unhinted) */
    if (sizes_damaged(c)) {
        v.damaged = true;
        v.text = xt_arena_printf(c->ar, "%s (sizes overflow: a damaged capture?)", v.text);
        if (v.severity < XT_SEV_WARN)
            v.severity = XT_SEV_WARN;
    } else if (c->p->has_plan && c->p->negative) {
        /* an allocation left out: its totals are short (a temp block of -1
         * read "needs 314.0 MiB" beside a heap peak of 3.41 GiB, an
         * attacker's review), said where the verdict is read */
        v.text = xt_arena_printf(c->ar, "%s (an allocation's size is negative, left out: a damaged "
                                        "capture?)", v.text);
        if (v.severity < XT_SEV_WARN)
            v.severity = XT_SEV_WARN;
    } else if (c->pool_disagrees && c->step_short && !(c->r && c->r->never_launched)) {
        /* (not where an execution never launched: that failure is
         * measured, whatever the pool's figures say) */
        /* a shortfall against a pool whose own events say more than it
         * holds is in use: the doubt said where the verdict is read, as
         * the diagnosis's first row says it (a trial: "does not fit" in
         * the title over 10 executions that all launched) */
        v.text = xt_arena_printf(c->ar, "%s (the pool's figures disagree?)", v.text);
        v.doubt = true;
    }
    return v;
}

static xt_module_verdict verdict_of(const xt_diag_ctx *c, unsigned fired)
{
    const xt_plan *p = c->p;
    const xt_module_runtime *r = c->r;
    xt_arena *ar = c->ar;
    xt_module_verdict v = { "", XT_SEV_FINE, false, false, NULL };
    if (!p->has_plan) {
        /* what the runtime says without a plan: "fine" over a diagnosis
         * line of +100 MiB per execution read as a leak called healthy
         * (an attacker's review) */
        char d[32];
        if (r && r->never_launched) {
            v.severity = XT_SEV_BAD;
            v.text = "no buffer assignment for this module; an execution never launched (measured)";
        } else if (fired & (1u << XT_R_GROWTH)) {
            v.severity = XT_SEV_WARN;
            v.text = xt_arena_printf(ar, "no buffer assignment for this module; grows %s per execution (inferred)",
                                     xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)));
        } else {
            v.text = "no buffer assignment for this module";
        }
        return v;
    }
    if (c->cap <= 0) {
        /* events of an allocator whose pool reads 0 or less are not "no
         * allocator events" (beside a table of 3: an attacker's review) */
        v.severity = XT_SEV_WARN;
        v.text = xt_arena_printf(ar, "needs %s (read; %s)", B(c, p->total),
                                 c->pool_name && *c->pool_name ? "its allocator's events give no pool size: pool unknown"
                                              : "no allocator events: pool unknown");
        return v;
    }
    if (fired & (1u << XT_R_PLAN_EXCEEDS_POOL)) {
        v.severity = XT_SEV_BAD;
        v.text = xt_arena_printf(ar, "needs %s (read) > pool %s (measured)", B(c, p->total), B(c, c->cap));
    } else if (fired & (1u << XT_R_OTHER_LIVE)) {
        v.severity = XT_SEV_BAD;
        /* the parameters are in what is in use: the step adds its
         * outputs and temp (said, or "needs 800 MiB" reads against the
         * plan's total of 0.98 GiB as a contradiction); each figure with
         * its label, as every figure shown (doc/figures.md) */
        v.text = xt_arena_printf(ar, "needs %s (%s) + %s already in use (measured) > "
                                     "pool %s (measured)",
                                 B(c, xt_sat_add(xt_outputs_to_come(p, r), p->temp)), to_come_label(r),
                                 B(c, r->in_use_at_last), B(c, c->cap));
    } else if (fired & (1u << XT_R_GROWTH)) {
        char d[32];
        v.severity = XT_SEV_WARN;
        /* what the step needs beside what is in use at its last start,
         * as the check counts it: the plan's total alone read "fits now
         * (788.0 MiB)" over 1.22 GiB in use (a trial).  That figure is
         * the measured in use plus the read outputs and temp: both
         * labels; the growth is a line fit (inferred, as the diagnosis
         * line and the runtime view say) */
        /* its parts as a sum that adds up as written: "needs 1.68 GiB"
         * beside the plan's "total the step needs 788.0 MiB" read as two
         * answers to one question, and in a leak pair as a 900 MiB drop
         * where the plan's table said 0 B (a trial) */
        char f[3][XT_FMT_SUM_LEN];
        int64_t come = xt_sat_add(xt_outputs_to_come(p, r), p->temp);
        if (c->step_at_last >= 0)
            xt_fmt_bytes_sum(f, (const int64_t[]){ r->in_use_at_last, come }, 2, c->step_at_last, false);
        v.text = c->step_at_last >= 0
                     ? xt_arena_printf(ar, "fits now (%s in use (measured) + %s (%s) = %s of %s (measured)) but "
                                           "grows %s per execution (inferred)",
                                       f[0], f[1], to_come_label(r), f[2], B(c, c->cap),
                                       xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)))
                     : xt_arena_printf(ar, "fits now (%s (read) of %s (measured)) but grows %s per "
                                           "execution (inferred)",
                                       B(c, p->total), B(c, c->cap),
                                       xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)));
    } else if (r && r->never_launched) {
        v.severity = XT_SEV_BAD;
        v.text = xt_arena_printf(ar, "needs %s (read) of pool %s (measured)" XT_VERDICT_NEVER_TAIL,
                                 B(c, p->total), B(c, c->cap));
    } else {
        /* the share before the pool, not in parentheses of its own
         * beside "(measured)"; one decimal below 10%, as the hosts list
         * ranks by it ("2% of pool" in the plan beside "1.5%" in the
         * hosts list read as two figures: a trial) */
        v.text = xt_arena_printf(ar, "fits: needs %s (read), %s of pool %s (measured)", B(c, p->total),
                                 xt_fmt_share_fine((char[16]){ 0 }, 16, p->total, c->cap), B(c, c->cap));
    }
    return v;
}
