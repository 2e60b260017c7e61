/* test_rules.c - the diagnosis rules at their thresholds and the verdict of
 * each rule's situation.  Most tests fill the rule context (xt_diag_ctx) by
 * hand: a plan that fits a 900 MiB pool, no runtime; each test moves one
 * figure to just below / at / above a named constant of diagnose.h and
 * asserts whether the rule fires.  doc/rules.md documents every constant
 * and rule; a test checks that it does. */
#include "common.h"
#include "diagnose.h"
#include "view.h"
#include "scenarios.h"

#include <sys/stat.h>

typedef struct fx {
    xt_arena ar;
    xt_plan p;
    xt_module_runtime r;
    xt_live_buf live[4];
    xt_diag_ctx c;
    xt_diag *d;
    size_t n;
    unsigned fired;
    xt_module_verdict v;
} fx;

#define POOL (900 * MiB)

/* A plan that fits: parameters 100 MiB + outputs 50 MiB + temp 200 MiB =
 * 350 MiB of a 900 MiB pool on a 900 MiB device; nothing donated, nothing
 * aliasable; no runtime. */
static fx *fx_new(void)
{
    fx *f = calloc(1, sizeof *f);
    f->p.has_plan = true;
    f->p.parameters = 100 * MiB;
    f->p.outputs = 50 * MiB;
    f->p.temp = 200 * MiB;
    f->p.total = 350 * MiB;
    f->p.nparams = 2;
    f->c.p = &f->p;
    f->c.r = NULL;
    f->c.pool_name = "GPU_0_bfc";
    f->c.cap = POOL;
    f->c.device_memory = POOL;
    f->c.first_in_use = f->c.last_in_use = -1;
    f->c.ar = &f->ar;
    return f;
}

static void fx_free(fx *f)
{
    xt_arena_free(&f->ar);
    free(f);
}

/* Give f a runtime of 3 executions with in_use bytes at the last start. */
static void with_runtime(fx *f, int64_t in_use)
{
    f->r.nexecs = 3;
    f->r.in_use_at_last = in_use;
    f->r.failed_request = -1;
    f->c.r = &f->r;
    f->c.first_in_use = in_use;
    f->c.last_in_use = in_use;
}

/* Run the table; returns the fired bits. */
static unsigned run(fx *f)
{
    xt_diag_ctx_derive(&f->c);
    f->n = xt_diag_run(&f->c, &f->d, &f->fired);
    f->v = xt_diag_verdict(&f->c, f->fired);
    /* one line per fired bit; lines whose check fits before those short */
    size_t k = 0;
    for (size_t i = 0; i < XT_NRULES; i++)
        if (f->fired & (1u << i)) {
            size_t found = 0;
            for (size_t j = 0; j < f->n; j++)
                found += !strcmp(f->d[j].id, xt_rules[i].id);
            assert_int_equal(found, 1);
            k++;
        }
    assert_int_equal(k, f->n);
    bool seen_short = false;
    for (size_t j = 0; j < f->n; j++) {
        if (f->d[j].check_fits == 1)
            assert_false(seen_short);
        seen_short |= f->d[j].check_fits == 0;
    }
    return f->fired;
}

static bool fires(fx *f, int rule) { return (run(f) >> rule) & 1u; }

static const xt_diag *line(fx *f, const char *id)
{
    for (size_t i = 0; i < f->n; i++)
        if (!strcmp(f->d[i].id, id))
            return &f->d[i];
    fail_msg("no %s line", id);
    return NULL;
}

/* ---- the baseline --------------------------------------------------------------------- */

static void healthy_plan_fires_nothing(void **state)
{
    (void)state;
    fx *f = fx_new();
    assert_int_equal(run(f), 0);
    assert_int_equal(f->v.severity, XT_SEV_FINE);
    assert_string_equal(f->v.text, "fits: needs 350.0 MiB (read), 39% of pool 900.0 MiB (measured)");
    fx_free(f);
}

/* ---- plan-exceeds-pool: total > capacity ------------------------------------------------- */

static void plan_exceeds_pool_at_capacity(void **state)
{
    (void)state;
    int64_t totals[3] = { POOL - 1, POOL, POOL + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = fx_new();
        f->p.temp += totals[i] - f->p.total;
        f->p.total = totals[i];
        assert_int_equal(fires(f, XT_R_PLAN_EXCEEDS_POOL), i == 2);
        assert_int_equal(f->v.severity, i == 2 ? XT_SEV_BAD : XT_SEV_FINE);
        if (i == 2) {
            assert_string_equal(f->v.text, "needs 900.0 MiB (read) > pool 900.0 MiB (measured)");
            assert_non_null(strstr(line(f, "plan-exceeds-pool")->cause, "short by 1 B"));
        }
        fx_free(f);
    }
}

/* Unknown pool: no rule compares with it; the verdict says so. */
static void unknown_pool(void **state)
{
    (void)state;
    fx *f = fx_new();
    f->p.total = f->p.temp = 100 * POOL;
    f->c.cap = -1;
    f->c.pool_name = ""; /* no pool */
    assert_int_equal(run(f), 0);
    assert_int_equal(f->v.severity, XT_SEV_WARN);
    assert_string_equal(f->v.text, "needs 87.9 GiB (read; no allocator events: pool unknown)");
    fx_free(f);
    /* an allocator whose events give a pool of 0: not "no allocator
     * events" beside its table (an attacker's review) */
    f = fx_new();
    f->p.total = f->p.temp = 100 * POOL;
    f->c.cap = 0;
    assert_int_equal(run(f), 0);
    assert_int_equal(f->v.severity, XT_SEV_WARN);
    assert_string_equal(f->v.text, "needs 87.9 GiB (read; its allocator's events give no pool size: pool unknown)");
    fx_free(f);
}

static fx *growing(double growth, double r2);

static void no_plan_verdict(void **state)
{
    (void)state;
    fx *f = fx_new();
    f->p.has_plan = false;
    f->p.total = 2 * POOL;
    assert_int_equal(run(f), 0);
    assert_int_equal(f->v.severity, XT_SEV_FINE);
    assert_string_equal(f->v.text, "no buffer assignment for this module");
    fx_free(f);
    /* without a plan the runtime still speaks: a leak is no "fine" (an
     * attacker's review: severity fine over +100 MiB per execution), an
     * execution that never launched is a failure */
    f = growing(100 * MiB, 1.0);
    f->p.has_plan = false;
    assert_true(fires(f, XT_R_GROWTH));
    assert_int_equal(f->v.severity, XT_SEV_WARN);
    assert_string_equal(f->v.text, "no buffer assignment for this module; grows +100.0 MiB per execution (inferred)");
    fx_free(f);
    f = fx_new();
    with_runtime(f, 300 * MiB);
    f->r.never_launched = 1;
    f->p.has_plan = false;
    run(f);
    assert_int_equal(f->v.severity, XT_SEV_BAD);
    assert_string_equal(f->v.text, "no buffer assignment for this module; an execution never launched (measured)");
    fx_free(f);
}

/* The MEM_FRACTION hint only when the device has room beyond the pool. */
static void mem_fraction_hint_needs_device_room(void **state)
{
    (void)state;
    int64_t dev[3] = { 2 * POOL - 1, 2 * POOL, 2 * POOL + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = fx_new();
        f->c.cap = 2 * POOL;
        f->p.total = f->p.temp = 2 * POOL + 1;
        f->c.device_memory = dev[i];
        assert_true(fires(f, XT_R_PLAN_EXCEEDS_POOL));
        const char *fix = line(f, "plan-exceeds-pool")->fix;
        assert_int_equal(strstr(fix, "XLA_PYTHON_CLIENT_MEM_FRACTION") != NULL, i == 2);
        assert_int_equal(strstr(fix, "cannot help") != NULL, i < 2);
        fx_free(f);
    }
}

/* The hint says when raising the fraction cannot close the gap: the
 * device's room beyond the pool is below what the step is short by. */
static void mem_fraction_hint_says_when_not_enough(void **state)
{
    (void)state;
    int64_t short_by = 953 * MiB;
    int64_t room[3] = { short_by - 1, short_by, short_by + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = fx_new();
        f->p.total = f->p.temp = POOL + short_by;
        f->c.device_memory = POOL + room[i];
        run(f);
        const char *fix = line(f, "plan-exceeds-pool")->fix;
        assert_non_null(strstr(fix, "XLA_PYTHON_CLIENT_MEM_FRACTION"));
        assert_int_equal(strstr(fix, "does not close the gap of 953.0 MiB") != NULL, i == 0);
        if (i == 0)
            assert_non_null(strstr(fix, "the step would still be short by 1 B"));
        fx_free(f);
    }
}

/* With the room on the device, the fix leads with the fraction to set:
 * the step's share of the device's memory rounded up to a hundredth (a
 * trial: the one-line fix read as an aside), its check the pool it
 * would give; without the room, no value and no check. */
static void mem_fraction_value_to_set(void **state)
{
    (void)state;
    int64_t dev = 100 * GiB;
    int64_t total[4] = { dev / 100, dev / 100 + 1, dev * 37 / 100 - 1, dev * 95 / 100 };
    const char *want[4] = { "to 0.01 or more", "to 0.02 or more", "to 0.37 or more", "to 0.95 or more" };
    for (int i = 0; i < 4; i++) {
        fx *f = fx_new();
        f->c.cap = 512 * MiB;
        f->c.device_memory = dev;
        f->p.total = f->p.temp = total[i];
        f->p.parameters = f->p.outputs = 0;
        run(f);
        const xt_diag *d = line(f, "plan-exceeds-pool");
        if (!strstr(d->fix, want[i]))
            fail_msg("%d: %s", i, d->fix);
        assert_true(!strncmp(d->fix, "raise XLA_PYTHON_CLIENT_MEM_FRACTION", 36));
        assert_int_equal(d->check_fits, 1);
        assert_non_null(strstr(d->check, "(inferred): it fits, if nothing else holds the rest"));
        fx_free(f);
    }
    /* sizes past int64 once multiplied by 100 (128 PiB of 256 PiB: the
     * check said a 5.12 PiB pool holds it, a review): half the device */
    fx *f = fx_new();
    f->c.cap = 4LL << 50;
    f->c.device_memory = 1LL << 58;
    f->p.total = f->p.temp = 1LL << 57;
    f->p.parameters = f->p.outputs = 0;
    run(f);
    const xt_diag *d = line(f, "plan-exceeds-pool");
    if (!strstr(d->fix, "to 0.50 or more") || !strstr(d->check, "the pool would be ~128.00 PiB for the step's 128.00 PiB"))
        fail_msg("%s | %s", d->fix, d->check);
    fx_free(f);
    /* JAX's default 0.75: not "probably set" (a review) */
    f = fx_new();
    f->c.device_memory = 4 * GiB;
    f->c.cap = 3 * GiB;
    f->p.total = f->p.temp = 3 * GiB + GiB / 5;
    f->p.parameters = f->p.outputs = 0;
    run(f);
    d = line(f, "plan-exceeds-pool");
    if (!strstr(d->fix, "to 0.80 or more (inferred: the pool is 75% of the device's 4.00 GiB, read, JAX's default "
                        "fraction; the step alone needs 80.0% of it)"))
        fail_msg("%s", d->fix);
    fx_free(f);
    /* past 0.95 (the rest is the runtime's) and on a TPU (no such
     * variable): no value, no check */
    for (int tpu = 0; tpu < 2; tpu++) {
        f = fx_new();
        f->c.device_memory = 4 * GiB;
        f->c.cap = 3 * GiB;
        f->p.total = f->p.temp = tpu ? 3 * GiB + GiB / 5 : 4 * GiB * 96 / 100;
        f->p.parameters = f->p.outputs = 0;
        if (tpu)
            f->c.pool_name = "index_on_host=0";
        run(f);
        d = line(f, "plan-exceeds-pool");
        assert_null(strstr(d->fix, "or more"));
        assert_int_equal(!!strstr(d->fix, "XLA_PYTHON_CLIENT_MEM_FRACTION"), !tpu);
        assert_int_equal(d->check_fits, -1);
        fx_free(f);
    }
    /* the device cannot hold it: the room said, no value, no check */
    f = fx_new();
    f->c.cap = 512 * MiB;
    f->c.device_memory = GiB;
    f->p.total = f->p.temp = 2 * GiB;
    run(f);
    d = line(f, "plan-exceeds-pool");
    assert_null(strstr(d->fix, "or more"));
    assert_non_null(strstr(d->fix, "does not close the gap"));
    assert_int_equal(d->check_fits, -1);
    fx_free(f);
    /* a pool of 1.25% of its device in that branch: the share as the
     * Allocators block says it, not "1%" (a review) */
    f = fx_new();
    f->c.cap = GiB;
    f->c.device_memory = 80 * GiB;
    f->p.total = f->p.temp = 79 * GiB + GiB / 2;
    run(f);
    d = line(f, "plan-exceeds-pool");
    if (!strstr(d->fix, "the pool is 1.25% of the device's 80.0 GiB"))
        fail_msg("fix: %s", d->fix);
    fx_free(f);
}

/* ---- mostly-*: the lead role at the peak, under plan-exceeds-pool ----------------------------- */

/* A plan over the pool whose peak holds role bytes fwd/bwd/ws/other. */
static fx *peak(int64_t fwd, int64_t bwd, int64_t ws, int64_t other)
{
    fx *f = fx_new();
    f->p.roles[XT_ROLE_FORWARD] = fwd;
    f->p.roles[XT_ROLE_BACKWARD] = bwd;
    f->p.roles[XT_ROLE_WORKSPACE] = ws;
    f->p.roles[XT_ROLE_OTHER] = other;
    f->p.heap_peak = fwd + bwd + ws + other;
    f->p.temp = f->p.heap_peak;
    f->p.total = POOL + 1;
    return f;
}

static void lead_role_against_other(void **state)
{
    (void)state;
    int64_t other = 400 * MiB, bar = other * XT_LEAD_MIN_PCT_OF_OTHER / 100;
    int64_t fwd[3] = { bar - 1, bar, bar + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = peak(fwd[i], 0, 0, other);
        unsigned got = run(f);
        assert_true(got & (1u << XT_R_PLAN_EXCEEDS_POOL));
        assert_int_equal((got >> XT_R_MOSTLY_FORWARD) & 1u, i > 0);
        /* the mostly-* lines do not change the verdict */
        assert_int_equal(f->v.severity, XT_SEV_BAD);
        fx_free(f);
    }
}

static void lead_role_only_when_plan_exceeds(void **state)
{
    (void)state;
    fx *f = peak(300 * MiB, 0, 0, 0);
    f->p.total = POOL; /* fits exactly */
    assert_int_equal(run(f), 0);
    fx_free(f);
}

static void lead_role_picks_the_largest(void **state)
{
    (void)state;
    struct { int64_t f, b, w; int rule; } c[] = {
        { 300 * MiB, 300 * MiB - 1, 0, XT_R_MOSTLY_FORWARD },
        { 300 * MiB, 300 * MiB, 0, XT_R_MOSTLY_FORWARD }, /* tie: the first role */
        { 300 * MiB, 300 * MiB + 1, 0, XT_R_MOSTLY_BACKWARD },
        { 0, 300 * MiB, 300 * MiB + 1, XT_R_MOSTLY_WORKSPACE },
    };
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        fx *f = peak(c[i].f, c[i].b, c[i].w, 10 * MiB);
        unsigned got = run(f);
        unsigned mostly = got & ((1u << XT_R_MOSTLY_FORWARD) | (1u << XT_R_MOSTLY_BACKWARD) |
                                 (1u << XT_R_MOSTLY_WORKSPACE));
        assert_int_equal(mostly, 1u << c[i].rule);
        fx_free(f);
    }
    /* backward saves half, workspace all of it */
    fx *f = peak(0, 400 * MiB, 0, 0);
    run(f);
    assert_int_equal(line(f, "mostly-backward")->savings, 200 * MiB);
    fx_free(f);
    /* their checks beside what else is in use at the last start, as
     * donation's (a review: only donation's was tested) */
    static const struct {
        int64_t b, w;
        const char *id;
    } beside[] = { { 400 * MiB, 0, "mostly-backward" }, { 0, 400 * MiB, "mostly-workspace" } };
    for (size_t i = 0; i < sizeof beside / sizeof *beside; i++) {
        f = peak(0, beside[i].b, beside[i].w, 0);
        with_runtime(f, 600 * MiB); /* 500 MiB beside the parameters */
        run(f);
        const char *check = line(f, beside[i].id)->check;
        if (!strstr(check, " with what else was in use at its last start (inferred)"))
            fail_msg("%s: %s", beside[i].id, check);
        fx_free(f);
    }
}

/* B*H*S*S attention scores: rank 4, last two dims equal and >= the bar. */
static void attention_scores_bar(void **state)
{
    (void)state;
    long seq[3] = { XT_SCORES_MIN_SEQ - 1, XT_SCORES_MIN_SEQ, XT_SCORES_MIN_SEQ + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = peak(600 * MiB, 0, 0, 0);
        char big[64], scores[64];
        snprintf(big, sizeof big, "f32[4096,4096]");
        snprintf(scores, sizeof scores, "f32[8,8,%ld,%ld]", seq[i], seq[i]);
        f->live[0] = (xt_live_buf){ .bytes = 400 * MiB, .shape = big, .source = "m.py:1",
                                    .role = XT_ROLE_FORWARD, .born_at = "", .died_at = "" };
        f->live[1] = (xt_live_buf){ .bytes = 200 * MiB, .shape = scores, .source = "m.py:2",
                                    .role = XT_ROLE_FORWARD, .born_at = "", .died_at = "" };
        f->p.live = f->live;
        f->p.nlive = 2;
        run(f);
        const xt_diag *d = line(f, "mostly-forward");
        bool named = strstr(d->cause, "attention scores") != NULL;
        assert_int_equal(named, i > 0);
        /* the line is read (its figures); what the shape suggests is
         * labelled as the guess it is (a trial: "(read)" over it) */
        if (named)
            assert_non_null(strstr(d->cause, "(B*H*S*S attention scores, inferred from the shape: "));
        assert_non_null(strstr(d->cause, "; they grow with batch x sequence (inferred)"));
        /* the evidence is the scores group when named, else the largest */
        assert_int_equal(d->evidence, XT_EV_GROUP);
        assert_int_equal(d->evidence_arg, i > 0 ? 1 : 0);
        fx_free(f);
    }
}

/* Remat's saving is a bound ("up to" every forward-kept byte), so its
 * check is one too: the step needs at least what is left, and fits once
 * enough of them go ("fits, 1.86 GiB spare" claimed all of them: a
 * trial); still short even if all go: short by at least. */
static void remat_check_is_a_bound(void **state)
{
    (void)state;
    fx *f = peak(200 * MiB, 0, 0, 0);
    f->p.parameters = f->p.outputs = 400 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp; /* 1000 of 900 */
    run(f);
    const xt_diag *d = line(f, "mostly-forward");
    assert_non_null(d);
    assert_string_equal(d->check, "remat of the block frees up to 200.0 MiB of forward-kept bytes (inferred): "
                                  "the step fits once 100.0 MiB of them go; with all of them gone it needs "
                                  "~800.0 MiB of the pool's 900.0 MiB, 100.0 MiB spare");
    assert_int_equal(d->check_fits, 1);
    fx_free(f);
    f = peak(100 * MiB, 0, 0, 0);
    f->p.parameters = f->p.outputs = 460 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp; /* 1020 of 900 */
    run(f);
    d = line(f, "mostly-forward");
    assert_non_null(d);
    assert_string_equal(d->check, "remat of the block frees up to 100.0 MiB of forward-kept bytes (inferred): "
                                  "with all of them gone the step still needs ~920.0 MiB, short of the "
                                  "pool's 900.0 MiB by at least 20.0 MiB");
    assert_int_equal(d->check_fits, 0);
    fx_free(f);
}

/* ---- growth-per-execution: >= XT_GROWTH_MIN_BYTES and R^2 >= XT_GROWTH_MIN_R2 -------------- */

static fx *growing(double growth, double r2)
{
    fx *f = fx_new();
    with_runtime(f, 300 * MiB);
    f->c.first_in_use = 100 * MiB;
    f->r.has_growth = true;
    f->r.growth = growth;
    f->r.growth_r2 = r2;
    return f;
}

static void growth_bytes_bar(void **state)
{
    (void)state;
    double g[3] = { XT_GROWTH_MIN_BYTES - 1, XT_GROWTH_MIN_BYTES, XT_GROWTH_MIN_BYTES + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = growing(g[i], 1.0);
        assert_int_equal(fires(f, XT_R_GROWTH), i > 0);
        assert_int_equal(xt_growth_significant(&f->r), i > 0);
        assert_int_equal(f->v.severity, i > 0 ? XT_SEV_WARN : XT_SEV_FINE);
        if (i == 1) {
            /* what the step needs beside what is in use at its last
             * start (the check's figure), not the plan's 350.0 MiB alone
             * ("fits now (788.0 MiB)" over 1.22 GiB in use: a trial) */
            assert_string_equal(f->v.text, "fits now (300.0 MiB in use (measured) + 250.0 MiB (outputs + temp, "
                                           "read) = 550.0 MiB of 900.0 MiB (measured)) but grows +1.0 MiB per "
                                           "execution (inferred)");
            assert_int_equal(line(f, "growth-per-execution")->savings, 200 * MiB);
        }
        fx_free(f);
    }
}

/* Growth in a module that returns nothing is not its outputs: the cause
 * says so and names the largest group live at the last start (the step's
 * own parameters aside); with outputs it says the program keeps them. */
static void growth_not_own_outputs(void **state)
{
    (void)state;
    fx *f = growing(4 * MiB, 1.0);
    assert_true(fires(f, XT_R_GROWTH));
    assert_non_null(strstr(line(f, "growth-per-execution")->cause, "keeps every step's outputs alive"));
    fx_free(f);
    /* growth a share of the outputs other than ~1x: not "every step's
     * outputs" (an audit: said at 0.50x) */
    static const struct {
        double ratio;
        const char *says;
    } share[] = { { 0.5, "keeps part of each step's outputs alive" },
                  { 0.95, "keeps every step's outputs alive" },
                  { 1.6, "more than the step's outputs stays alive each step" } };
    for (size_t i = 0; i < sizeof share / sizeof *share; i++) {
        f = growing(4 * MiB, 1.0);
        f->r.growth_ratio = share[i].ratio;
        assert_true(fires(f, XT_R_GROWTH));
        const char *cause = line(f, "growth-per-execution")->cause;
        if (!strstr(cause, share[i].says))
            fail_msg("%.2fx: %s", share[i].ratio, cause);
        fx_free(f);
    }
    f = growing(4 * MiB, 1.0);
    f->p.outputs = 0;
    xt_origin_group g[2];
    memset(g, 0, sizeof g);
    g[0].origin = "the step's parameters";
    g[0].bytes = 100 * MiB;
    g[0].step_parameters = true;
    g[1].origin = "outputs of jit_fn_41 execution 5";
    g[1].bytes = 64 * MiB;
    f->r.live_at_last = g;
    f->r.nlive = 2;
    assert_true(fires(f, XT_R_GROWTH));
    const char *cause = line(f, "growth-per-execution")->cause;
    assert_null(strstr(cause, "keeps every step's outputs"));
    assert_non_null(strstr(cause, "not this module's outputs (it returns none): memory from "
                                  "elsewhere stays alive, the most from `outputs of jit_fn_41 "
                                  "execution 5` (64.0 MiB at the last start, measured)"));
    fx_free(f);
    /* ... but when the groups are this module's own ("outputs of" is when
     * they were allocated), not "memory from elsewhere" (a trial saw the
     * cause deny what the live set under it listed) */
    f = growing(4 * MiB, 1.0);
    f->p.outputs = 0;
    f->c.label = "jit_fn_41";
    xt_origin_group h[3];
    memset(h, 0, sizeof h);
    h[0].origin = "outputs of jit_fn_41 execution 4";
    h[1].origin = "outputs of jit_fn_41 execution 5";
    h[0].bytes = h[1].bytes = 64 * MiB;
    h[0].buffers = h[1].buffers = 1;
    f->r.live_at_last = h;
    f->r.nlive = 2;
    assert_true(fires(f, XT_R_GROWTH));
    cause = line(f, "growth-per-execution")->cause;
    assert_null(strstr(cause, "not this module's outputs"));
    assert_non_null(strstr(cause, "its plan returns no outputs (read), yet buffers allocated while "
                                  "it ran stay alive"));
    assert_non_null(strstr(cause, "the largest part is the outputs of jit_fn_41 from 2 executions "
                                  "(4-5), still live at the last start: 128.0 MiB in 2 buffers"));
    fx_free(f);
}

static void growth_r2_bar(void **state)
{
    (void)state;
    double r2[3] = { XT_GROWTH_MIN_R2 - 1e-9, XT_GROWTH_MIN_R2, XT_GROWTH_MIN_R2 + 1e-9 };
    for (int i = 0; i < 3; i++) {
        fx *f = growing(10 * XT_GROWTH_MIN_BYTES, r2[i]);
        assert_int_equal(fires(f, XT_R_GROWTH), i > 0);
        fx_free(f);
    }
    /* no line fit (fewer than 3 executions): never */
    fx *f = growing(10 * XT_GROWTH_MIN_BYTES, 1.0);
    f->r.has_growth = false;
    assert_false(fires(f, XT_R_GROWTH));
    fx_free(f);
}

/* ---- no-donation: nothing donated, something aliasable, large parameters ------------------- */

static fx *undonated(int64_t params, int64_t cap)
{
    fx *f = fx_new();
    f->c.cap = f->c.device_memory = cap;
    f->p.parameters = params;
    f->p.aliasable = params;
    f->p.outputs = params;
    f->p.temp = 0;
    f->p.total = 2 * params;
    return f;
}

/* No bar in bytes: large parameters on a pool they do not matter to (the
 * healthy elementwise benchmark: 256 MiB on 144 GiB, fits) are no finding. */
static void no_donation_no_bar_in_bytes(void **state)
{
    (void)state;
    fx *f = undonated(256 * MiB, 144 * GiB);
    assert_false(fires(f, XT_R_NO_DONATION));
    assert_string_equal(f->v.text, "fits: needs 512.0 MiB (read), 0.3% of pool 144.0 GiB (measured)");
    fx_free(f);
}

static void no_donation_pool_share_bar(void **state)
{
    (void)state;
    /* the step fits: only the aliasable bytes' share of the pool decides */
    int64_t cap = 1000 * MiB, bar = cap * XT_NODONATION_MIN_POOL_PCT / 100;
    int64_t b[3] = { bar - 1, bar, bar + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = undonated(4 * bar, cap);
        f->p.aliasable = b[i];
        assert_int_equal(fires(f, XT_R_NO_DONATION), i > 0);
        assert_int_equal(f->v.severity, XT_SEV_FINE); /* evidence for the plan, not a verdict */
        fx_free(f);
    }
}

/* Below the share, it fires when the step does not fit: the plan alone, or
 * with what is in use at the last start. */
static void no_donation_when_the_step_is_short(void **state)
{
    (void)state;
    int64_t cap = 1000 * MiB, small = cap * XT_NODONATION_MIN_POOL_PCT / 100 - 1;
    fx *f = undonated(small, cap);
    assert_false(fires(f, XT_R_NO_DONATION));
    f->p.temp = cap - f->p.total + 1; /* plan one byte over */
    f->p.total = cap + 1;
    assert_true(fires(f, XT_R_NO_DONATION));
    fx_free(f);
    f = undonated(small, cap);
    with_runtime(f, cap - f->p.outputs - f->p.temp); /* exactly full at the last start */
    assert_false(fires(f, XT_R_NO_DONATION));
    f->r.in_use_at_last += 1;
    unsigned got = run(f);
    assert_true(got & (1u << XT_R_NO_DONATION));
    assert_true(got & (1u << XT_R_OTHER_LIVE));
    fx_free(f);
    /* no pool: no share to compare with */
    f = undonated(small * 100, -1);
    assert_false(fires(f, XT_R_NO_DONATION));
    fx_free(f);
}

/* The check beside what else is in use at the last start (the TPU psum:
 * "fits, 26.2 GiB spare" where the devices table left 11.2 GiB: an
 * audit); the plan alone without a runtime, or when less is in use than
 * the parameters. */
static void no_donation_check_beside_in_use(void **state)
{
    (void)state;
    fx *f = undonated(5 * GiB, 32 * GiB);
    assert_true(fires(f, XT_R_NO_DONATION));
    assert_string_equal(line(f, "no-donation")->check,
                        "after donation the step needs ~5.00 GiB of 32.0 GiB (inferred): fits, 27.0 GiB spare");
    fx_free(f);
    f = undonated(5 * GiB, 32 * GiB);
    with_runtime(f, 15 * GiB); /* 10 GiB beside the parameters */
    assert_true(fires(f, XT_R_NO_DONATION));
    assert_string_equal(line(f, "no-donation")->check,
                        "after donation the step needs ~15.0 GiB of 32.0 GiB with what else was in use at "
                        "its last start (inferred): fits, 17.0 GiB spare");
    fx_free(f);
    f = undonated(5 * GiB, 32 * GiB);
    with_runtime(f, 1 * MiB); /* parameters not in the pool's count (a TPU's) */
    assert_true(fires(f, XT_R_NO_DONATION));
    assert_non_null(strstr(line(f, "no-donation")->check, "needs ~5.00 GiB of 32.0 GiB (inferred)"));
    fx_free(f);
}

static void no_donation_needs_undonated_aliasable(void **state)
{
    (void)state;
    fx *f = undonated(POOL, POOL * 5);
    assert_true(fires(f, XT_R_NO_DONATION));
    assert_int_equal(line(f, "no-donation")->savings, POOL);
    f->p.donated = 1;
    assert_false(fires(f, XT_R_NO_DONATION));
    f->p.donated = 0;
    f->p.aliasable = 0;
    assert_false(fires(f, XT_R_NO_DONATION));
    fx_free(f);
}

/* ---- other-live-arrays: in use at the last start + outputs + temp > pool -------------------- */

static void other_live_at_capacity(void **state)
{
    (void)state;
    int64_t step = 250 * MiB; /* outputs + temp */
    int64_t use[3] = { POOL - step - 1, POOL - step, POOL - step + 1 };
    for (int i = 0; i < 3; i++) {
        fx *f = fx_new();
        with_runtime(f, use[i]);
        xt_origin_group g = { .origin = XT_ORIGIN_BEFORE, .bytes = use[i], .shape = "",
                              .source = "" };
        f->r.live_at_last = &g;
        f->r.nlive = 1;
        assert_int_equal(fires(f, XT_R_OTHER_LIVE), i == 2);
        assert_int_equal(f->v.severity, i == 2 ? XT_SEV_BAD : XT_SEV_FINE);
        if (i == 2) {
            assert_string_equal(f->v.text, "needs 250.0 MiB (outputs + temp, read) + 650.0 MiB "
                                           "already in use (measured) > pool 900.0 MiB (measured)");
            const xt_diag *d = line(f, "other-live-arrays");
            assert_int_equal(d->savings, use[i]);
            assert_non_null(strstr(d->fix, "start the profile earlier"));
        }
        fx_free(f);
    }
}

/* A TPU step whose host call allocated its outputs before the device
 * began (r->outputs_at_last): they are in use at its start, so the step
 * still needs its temp alone; the figure is not labelled the plan's
 * outputs + temp (read: 200 MiB beside the plan's 50 + 200), and the
 * outputs are not counted outside the step, to be freed (a review). */
static void other_live_host_call_outputs(void **state)
{
    (void)state;
    fx *f = fx_new();
    with_runtime(f, 701 * MiB); /* 50 MiB of it the step's own outputs */
    f->r.outputs_at_last = 50 * MiB;
    xt_origin_group g = { .origin = XT_ORIGIN_BEFORE, .bytes = 701 * MiB, .shape = "", .source = "" };
    f->r.live_at_last = &g;
    f->r.nlive = 1;
    assert_true(fires(f, XT_R_OTHER_LIVE));
    assert_string_equal(f->v.text, "needs 200.0 MiB (outputs not in use yet + temp, inferred) + 701.0 MiB "
                                   "already in use (measured) > pool 900.0 MiB (measured)");
    const xt_diag *d = line(f, "other-live-arrays");
    assert_non_null(strstr(d->cause, "with its outputs not in use yet and temp (200.0 MiB, inferred) it needs "
                                     "901.0 MiB (measured + inferred), short by 1.0 MiB. Outside the step: ~651.0 MiB (inferred)"));
    assert_int_equal(f->c.outside_most, 651 * MiB);
    fx_free(f);
    /* none in use already: the plan's own, read */
    f = fx_new();
    with_runtime(f, 651 * MiB);
    g.bytes = 651 * MiB;
    f->r.live_at_last = &g;
    f->r.nlive = 1;
    assert_true(fires(f, XT_R_OTHER_LIVE));
    assert_non_null(strstr(f->v.text, "needs 250.0 MiB (outputs + temp, read)"));
    assert_non_null(strstr(line(f, "other-live-arrays")->cause, "Outside the step: ~651.0 MiB (inferred)"));
    fx_free(f);
}

static void other_live_not_when_plan_exceeds(void **state)
{
    (void)state;
    fx *f = fx_new();
    f->p.total = f->p.temp = POOL + 1;
    with_runtime(f, POOL);
    unsigned got = run(f);
    assert_true(got & (1u << XT_R_PLAN_EXCEEDS_POOL));
    assert_false(got & (1u << XT_R_OTHER_LIVE));
    fx_free(f);
}

/* ---- one module's outputs kept step after step: one cause, one change ------------------------ */

/* A live set of the step's parameters, n_a groups "outputs of jit_a
 * execution 1..n_a" of each_a bytes, n_b of jit_b, one 80 MiB group of
 * another origin and 200 MiB from before the capture (g: room for 16). */
static size_t kept_live(xt_origin_group *g, size_t n_a, int64_t each_a, size_t n_b,
                        int64_t each_b, char names[][64])
{
    size_t n = 0;
    g[n++] = (xt_origin_group){ .origin = "the step's own parameters", .bytes = 100 * MiB,
                                .buffers = 1, .shape = "", .source = "", .step_parameters = true };
    for (size_t i = 0; i < n_a + n_b; i++) {
        snprintf(names[i], 64, "outputs of %s execution %zu", i < n_a ? "jit_a" : "jit_b",
                 i < n_a ? i + 1 : i - n_a + 3);
        g[n++] = (xt_origin_group){ .origin = names[i], .bytes = i < n_a ? each_a : each_b,
                                    .buffers = 1, .shape = "f32[8]", .source = "" };
    }
    /* look-alikes that are not one execution's outputs */
    g[n++] = (xt_origin_group){ .origin = "outputs of jit_a (unattributed execution)",
                                .bytes = 80 * MiB, .buffers = 1, .shape = "", .source = "" };
    g[n++] = (xt_origin_group){ .origin = "outputs of jit_a execution 7b", .bytes = 1 * MiB,
                                .buffers = 1, .shape = "", .source = "" };
    g[n++] = (xt_origin_group){ .origin = XT_ORIGIN_BEFORE, .bytes = 200 * MiB, .buffers = 0,
                                .shape = "", .source = "" };
    return n;
}

/* Growth in a module that returns nothing, fed by another module's
 * outputs kept from execution after execution: the cause names them
 * together, not the largest single one. */
static void growth_names_kept_outputs(void **state)
{
    (void)state;
    xt_origin_group g[16];
    char names[12][64];
    fx *f = growing(4 * MiB, 1.0);
    f->p.outputs = 0;
    f->r.live_at_last = g;
    f->r.nlive = kept_live(g, 5, 30 * MiB, 0, 0, names);
    assert_true(fires(f, XT_R_GROWTH));
    const char *cause = line(f, "growth-per-execution")->cause;
    assert_non_null(strstr(cause, "memory from elsewhere stays alive; the largest part is the "
                                  "outputs of jit_a from 5 executions (1-5), still live at the "
                                  "last start: 150.0 MiB in 5 buffers (measured)"));
    fx_free(f);
    /* one execution's outputs are not a family: the first group of the
     * live set (which comes largest first), as before */
    f = growing(4 * MiB, 1.0);
    f->p.outputs = 0;
    f->r.live_at_last = g;
    f->r.nlive = kept_live(g, 1, 30 * MiB, 0, 0, names);
    assert_true(fires(f, XT_R_GROWTH));
    cause = line(f, "growth-per-execution")->cause;
    assert_null(strstr(cause, "the largest part is"));
    assert_non_null(strstr(cause, "the most from `outputs of jit_a execution 1` (30.0 MiB"));
    fx_free(f);
}

/* other-live-arrays with no single group enough: its check frees what is
 * outside the step, so it does not say "with what else was in use" (a
 * review: that check said both); donation's does. */
static void other_live_check_not_beside(void **state)
{
    (void)state;
    fx *f = fx_new();
    with_runtime(f, 950 * MiB);
    xt_origin_group g[4] = {
        { .origin = "the step's parameters", .bytes = 100 * MiB, .buffers = 1, .shape = "", .source = "",
          .step_parameters = true },
        { .origin = "BufferFromHostBuffer(a)", .bytes = 280 * MiB, .buffers = 1, .shape = "", .source = "" },
        { .origin = "BufferFromHostBuffer(b)", .bytes = 280 * MiB, .buffers = 1, .shape = "", .source = "" },
        { .origin = "BufferFromHostBuffer(c)", .bytes = 290 * MiB, .buffers = 1, .shape = "", .source = "" },
    };
    f->r.live_at_last = g;
    f->r.nlive = 4;
    assert_true(fires(f, XT_R_OTHER_LIVE));
    const char *check = line(f, "other-live-arrays")->check;
    if (strstr(check, "with what else was in use") || !strstr(check, "fits"))
        fail_msg("check: %s", check);
    fx_free(f);
}

/* No single group frees enough, but one module's outputs kept from every
 * execution do: that is the one change; two modules' families together
 * are named as one, the larger first. */
static void other_live_kept_outputs_one_change(void **state)
{
    (void)state;
    xt_origin_group g[16];
    char names[12][64];
    for (int two = 0; two <= 1; two++) {
        fx *f = fx_new();
        f->c.cap = 700 * MiB; /* the plan (350 MiB) fits */
        size_t n = kept_live(g, 5, 60 * MiB, two ? 2 : 0, 10 * MiB, names);
        int64_t use = 0;
        for (size_t i = 0; i < n; i++)
            use += g[i].bytes;
        with_runtime(f, use);
        f->r.live_at_last = g;
        f->r.nlive = n;
        assert_true(fires(f, XT_R_OTHER_LIVE));
        const xt_diag *d = line(f, "other-live-arrays");
        const char *fam = two ? "the outputs of 2 modules from 7 executions (the most jit_a's: 5 "
                                "executions, 300.0 MiB)"
                              : "the outputs of jit_a from 5 executions (1-5)";
        char want[256];
        snprintf(want, sizeof want, "stop keeping %s: drop the list or dict", fam);
        assert_non_null(strstr(d->fix, want));
        snprintf(want, sizeof want, "largest first: %s, kept, %s (%s buffers); allocated before",
                 fam + 4, two ? "320.0 MiB" : "300.0 MiB", two ? "7" : "5");
        assert_non_null(strstr(d->cause, want));
        /* the family's members are not listed one by one */
        assert_null(strstr(d->cause, "outputs of jit_a execution 2"));
        assert_non_null(strstr(d->cause, "outputs of jit_a execution 7b"));
        assert_int_equal(d->savings, two ? 320 * MiB : 300 * MiB);
        assert_int_equal(d->check_fits, 1);
        assert_int_equal(d->evidence_arg, 1); /* jit_a execution 1: the family's largest */
        fx_free(f);
    }
}

/* ---- allocator-retry and xla-remat ------------------------------------------------------------ */

static void allocator_retry_evidence(void **state)
{
    (void)state;
    fx *f = fx_new();
    with_runtime(f, 100 * MiB);
    assert_false(fires(f, XT_R_ALLOCATOR_RETRY));
    f->r.longest_retry_ps = 1;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_int_equal(f->v.severity, XT_SEV_FINE); /* a wait alone is not a verdict */
    assert_int_equal(line(f, "allocator-retry")->label, XT_MEASURED);
    /* a wait inferred from a long allocation phase, every execution
     * launched: the line is inferred, not "(measured)" over "inferred" */
    f->c.inferred_wait = true;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_int_equal(line(f, "allocator-retry")->label, XT_INFERRED);
    f->r.never_launched = 1; /* an execution that never launched is measured */
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_int_equal(line(f, "allocator-retry")->label, XT_MEASURED);
    f->r.never_launched = 0;
    f->c.inferred_wait = false;
    f->r.longest_retry_ps = 0;
    f->r.never_launched = 1;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_int_equal(f->v.severity, XT_SEV_BAD);
    assert_string_equal(f->v.text,
                        "needs 350.0 MiB (read) of pool 900.0 MiB (measured), yet an execution never launched");
    assert_int_equal(line(f, "allocator-retry")->evidence_arg, 2);
    /* its fix with no other line's to point at: without a live set, where
     * to look */
    assert_string_equal(line(f, "allocator-retry")->fix,
                        "evidence only, and no other line names a cause: what was in use when the "
                        "step started is in the runtime view, grouped by where it came from");
    /* with one, the largest outside the step to free, by name (trials: the
     * 3 GiB upload one key away; then named, but no "free it"), the step's
     * own parameters never; what it leaves spare; Enter opens it */
    f->r.never_launched = 0;
    f->r.longest_retry_ps = 1;
    f->r.longest_retry_exec = 2; /* the last of 3 */
    f->r.in_use_at_last = 1000 * MiB;
    f->c.cap = f->c.device_memory = 2000 * MiB; /* the step fits: no other line */
    xt_origin_group g[3] = {
        { .origin = "the step's parameters", .bytes = 700 * MiB, .buffers = 2, .shape = "",
          .source = "", .step_parameters = true },
        { .origin = "BufferFromHostBuffer(s32[262144,2048])", .bytes = 200 * MiB, .buffers = 1,
          .shape = "s32[262144,2048]", .source = "train.py:50" },
        { .origin = XT_ORIGIN_BEFORE, .bytes = 100 * MiB, .shape = "", .source = "" },
    };
    f->r.live_at_last = g;
    f->r.nlive = 3;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_int_equal(f->n, 1);
    const xt_diag *x = line(f, "allocator-retry");
    assert_string_equal(x->fix,
                        "free the s32[262144,2048] array (200.0 MiB, train.py:50) before the step "
                        "(del it and drop every other reference), keep it on the host and stream "
                        "it, or shrink its dtype; it is the largest outside the step, 20% of the "
                        "0.98 GiB in use at the last start (bytes measured; from "
                        "BufferFromHostBuffer(s32[262144,2048]), inferred)");
    /* in use 1000 + outputs 50 + temp 200 of 2000 MiB: 750 MiB spare */
    assert_string_equal(x->check, "freeing it leaves about 950.0 MiB spare at the step's start "
                                  "instead of ~750.0 MiB (inferred: the step then needs ~1.03 GiB "
                                  "of 1.95 GiB)");
    assert_int_equal(x->savings, -1); /* the step fit: no saving */
    /* Enter on the cause: the execution that waited; on the fix: the
     * group it names (a trial: the cause opened the upload) */
    assert_int_equal(x->evidence, XT_EV_EXEC);
    assert_int_equal(x->evidence_arg, 2);
    assert_int_equal(x->fix_evidence, XT_EV_LIVE);
    assert_int_equal(x->fix_evidence_arg, 1);
    /* the cause says the step fit by the figures ("ran out" beside "1.00
     * GiB left": a trial) */
    assert_non_null(strstr(x->cause, "By the figures the step fit at its last start (in use + "
                                     "outputs + temp = 1.22 GiB of 1.95 GiB, ~750.0 MiB spare, "
                                     "inferred): the wait points at fragmentation or at memory "
                                     "allocated while it ran"));
    /* the bytes from before the capture when they are the most */
    g[1].bytes = 50 * MiB;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "free the ~100.0 MiB allocated before the capture that are not the "
                           "step's parameters: start the profile earlier to name them"));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "they are the most outside the step, 10% of the 0.98 GiB in use at "
                           "the last start (measured: in use less every allocation the capture "
                           "saw; no event of the capture names them)"));
    assert_int_equal(line(f, "allocator-retry")->fix_evidence_arg, 2);
    /* without a plan, the step's parameters are not known: not named */
    f->p.has_plan = false;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "free the ~100.0 MiB allocated before the capture: start the profile"));
    f->p.has_plan = true;
    /* ... partly inferred when some were taken as the parameters */
    g[0].params_from_before = 300 * MiB;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "(in use less every allocation the capture saw (measured), less the "
                           "step's parameters by the plan's sizes (inferred); no event"));
    g[0].params_from_before = 0;
    /* a wait in an earlier execution: the set is the last start's, said
     * (a review: it read as what made the wait) */
    f->r.longest_retry_exec = 0;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "in use at the last start (3; the wait was in execution 1) ("));
    assert_int_equal(line(f, "allocator-retry")->evidence_arg, 0); /* the wait's */
    f->r.longest_retry_exec = 2;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_null(strstr(line(f, "allocator-retry")->fix, "the wait was in execution"));
    /* outputs kept step after step, together, when they are the most */
    xt_origin_group k[16];
    char names[12][64];
    f->r.live_at_last = k;
    f->r.nlive = kept_live(k, 5, 30 * MiB, 0, 0, names);
    k[f->r.nlive - 1].bytes = 20 * MiB;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "stop keeping the outputs of jit_a from 5 executions (1-5): drop the "
                           "list or dict"));
    assert_non_null(strstr(line(f, "allocator-retry")->fix,
                           "they are the most outside the step, 150.0 MiB, 15% of the 0.98 GiB in "
                           "use at the last start (bytes measured; which execution made them, "
                           "inferred)"));
    /* a single group bigger than the kept outputs: that group */
    k[f->r.nlive - 1].bytes = 400 * MiB;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix, "free the ~400.0 MiB allocated before"));
    assert_int_equal(line(f, "allocator-retry")->fix_evidence_arg, f->r.nlive - 1);
    /* only the step's parameters: where to look */
    f->r.live_at_last = g;
    f->r.nlive = 1;
    assert_true(fires(f, XT_R_ALLOCATOR_RETRY));
    assert_non_null(strstr(line(f, "allocator-retry")->fix, "no other line names a cause: what was"));
    assert_string_equal(line(f, "allocator-retry")->check, "");
    assert_int_equal(line(f, "allocator-retry")->evidence, XT_EV_EXEC);
    assert_int_equal(line(f, "allocator-retry")->fix_evidence, XT_EV_NONE);
    fx_free(f);
}

static void xla_remat(void **state)
{
    (void)state;
    fx *f = fx_new();
    assert_false(fires(f, XT_R_XLA_REMAT));
    f->p.remat = 1;
    assert_true(fires(f, XT_R_XLA_REMAT));
    assert_int_equal(f->v.severity, XT_SEV_FINE);
    /* the count is read, why XLA ran it a guess from the names (a trial:
     * "(read)" over a claim about the memory limit) */
    assert_string_equal(line(f, "xla-remat")->cause,
                        "1 instruction named .remat: XLA's own rematerialization already ran, "
                        "probably against the memory limit (inferred from the names)");
    fx_free(f);
}

/* ---- the order of the lines: what fixes it first --------------------------------------------------- */

static const char *ids(fx *f)
{
    static char s[256];
    s[0] = 0;
    for (size_t i = 0; i < f->n; i++) {
        strcat(s, i ? " " : "");
        strcat(s, f->d[i].id);
    }
    return s;
}

/* allocator-retry's fix names the lines whose fixes apply, in their
 * order ("the fix comes from the lines above" meant nothing in the JSON
 * and pointed past xla-remat's note: a trial); xla-remat's note is no
 * fix, so with it alone the retry line says where to look. */
static void allocator_retry_names_the_fixes(void **state)
{
    (void)state;
    fx *f = peak(100 * MiB, 0, 0, 0);
    f->p.parameters = f->p.aliasable = f->p.outputs = 460 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp;
    f->p.remat = 3;
    with_runtime(f, 0);
    f->r.never_launched = 1;
    run(f);
    assert_string_equal(ids(f), "plan-exceeds-pool no-donation mostly-forward allocator-retry xla-remat");
    assert_string_equal(line(f, "allocator-retry")->fix,
                        "evidence only: the fixes are those of plan-exceeds-pool, no-donation and "
                        "mostly-forward");
    fx_free(f);
    f = fx_new(); /* over the pool, no role leads: nothing else to name */
    f->p.total = f->c.cap + MiB;
    with_runtime(f, 0);
    f->r.never_launched = 1;
    run(f);
    assert_string_equal(ids(f), "plan-exceeds-pool allocator-retry");
    assert_string_equal(line(f, "allocator-retry")->fix, "evidence only: the fix is that of plan-exceeds-pool");
    fx_free(f);
    f = fx_new(); /* the step fits: xla-remat's note alone */
    f->p.remat = 3;
    with_runtime(f, 0);
    f->r.never_launched = 1;
    run(f);
    assert_string_equal(ids(f), "allocator-retry xla-remat");
    assert_non_null(strstr(line(f, "allocator-retry")->fix, "no other line names a cause"));
    fx_free(f);
}

/* A plan over the pool led by forward bytes (remat leaves it short) whose
 * undonated parameters could alias: donation alone makes it fit, so the
 * no-donation line comes first after the headline.  The lines without a
 * check keep their places. */
static void lines_that_fit_rank_first(void **state)
{
    (void)state;
    fx *f = peak(100 * MiB, 0, 0, 0);
    f->p.parameters = f->p.aliasable = f->p.outputs = 460 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp; /* 1020 MiB: remat leaves 920 */
    f->p.remat = 3;
    run(f);
    assert_string_equal(ids(f), "plan-exceeds-pool no-donation mostly-forward xla-remat");
    assert_int_equal(line(f, "no-donation")->check_fits, 1);
    assert_int_equal(line(f, "mostly-forward")->check_fits, 0);
    assert_int_equal(line(f, "plan-exceeds-pool")->check_fits, -1);
    /* the whole temp block (100 MiB) is less than the 120 MiB short: the
     * fix points at the parameters and outputs, not at the peak */
    assert_non_null(strstr(line(f, "plan-exceeds-pool")->fix,
                           "reduce the parameters and outputs (donate them: no-donation, "
                           "below): the whole temp block (100.0 MiB) is less than the shortfall"));
    assert_null(strstr(line(f, "plan-exceeds-pool")->fix, "peak holds"));
    fx_free(f);
    /* donation still short: table order */
    f = peak(100 * MiB, 0, 0, 0);
    f->p.parameters = f->p.outputs = 450 * MiB;
    f->p.aliasable = 10 * MiB; /* 1000 - 10 > 900: short */
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp;
    run(f);
    assert_string_equal(ids(f), "plan-exceeds-pool mostly-forward no-donation");
    fx_free(f);
    /* remat fits too: both fit, table order */
    f = peak(200 * MiB, 0, 0, 0);
    f->p.parameters = f->p.aliasable = f->p.outputs = 400 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp;
    run(f);
    assert_string_equal(ids(f), "plan-exceeds-pool mostly-forward no-donation");
    fx_free(f);
    /* a temp block larger than the shortfall: the peak is what to reduce */
    f = peak(200 * MiB, 0, 0, 0);
    f->p.parameters = f->p.outputs = 400 * MiB;
    f->p.total = f->p.parameters + f->p.outputs + f->p.temp; /* 1000: 100 short */
    run(f);
    assert_non_null(strstr(line(f, "plan-exceeds-pool")->fix, "role split below"));
    fx_free(f);
}

/* "(below)" in the headline's fix only when a mostly-* line follows it. */
static void below_only_when_something_is_below(void **state)
{
    (void)state;
    for (int dev = 0; dev < 2; dev++) {
        fx *f = peak(100 * MiB, 0, 0, 200 * MiB); /* "other" leads: no mostly-* line */
        f->c.device_memory = dev ? 10 * POOL : POOL;
        run(f);
        assert_string_equal(ids(f), "plan-exceeds-pool");
        assert_null(strstr(line(f, "plan-exceeds-pool")->fix, "below"));
        fx_free(f);
        f = peak(300 * MiB, 0, 0, 200 * MiB);
        f->c.device_memory = dev ? 10 * POOL : POOL;
        run(f);
        assert_string_equal(ids(f), "plan-exceeds-pool mostly-forward");
        assert_non_null(strstr(line(f, "plan-exceeds-pool")->fix, "below"));
        fx_free(f);
    }
}

/* ---- the verdict's order: the first matching situation wins ------------------------------------ */

static void verdict_priority(void **state)
{
    (void)state;
    /* plan over the pool beats growth and a launch that never happened */
    fx *f = growing(10 * XT_GROWTH_MIN_BYTES, 1.0);
    f->p.total = f->p.temp = POOL + 1;
    f->r.never_launched = 1;
    run(f);
    assert_string_equal(f->v.text, "needs 900.0 MiB (read) > pool 900.0 MiB (measured)");
    fx_free(f);
    /* other live arrays beat growth */
    f = growing(10 * XT_GROWTH_MIN_BYTES, 1.0);
    f->r.in_use_at_last = POOL;
    run(f);
    assert_int_equal(f->v.severity, XT_SEV_BAD);
    assert_non_null(strstr(f->v.text, "already in use"));
    fx_free(f);
    /* growth beats never launched */
    f = growing(10 * XT_GROWTH_MIN_BYTES, 1.0);
    f->r.never_launched = 1;
    run(f);
    assert_int_equal(f->v.severity, XT_SEV_WARN);
    assert_non_null(strstr(f->v.text, "grows +10.0 MiB per execution (inferred)"));
    fx_free(f);
}

/* Shares below 1% keep one decimal: "the pool is 0% of the device" said
 * nothing. */
static void shares_below_one_percent(void **state)
{
    (void)state;
    char b[16];
    assert_string_equal(xt_fmt_share(b, sizeof b, 0, 100), "0%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 1, 100000), "<0.1%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 5, 1000), "0.5%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 99, 10000), "1.0%"); /* 0.99 */
    assert_string_equal(xt_fmt_share(b, sizeof b, 1, 100), "1%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 35, 100), "35%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 1, 0), "0%");
    /* the MEM_FRACTION hint: a 0.96 GiB pool on a 192 GiB device */
    fx *f = fx_new();
    f->c.cap = 1000 * MiB;
    f->c.device_memory = 200000 * MiB;
    f->p.total = f->p.temp = f->c.cap + 1;
    run(f);
    /* as precise as the step's share beside it ("1%" beside "1.94%": a
     * trial) */
    assert_non_null(strstr(line(f, "plan-exceeds-pool")->fix, "the pool is 0.50% of the device's"));
    fx_free(f);
}

/* A share that rounds to 100% but is not the whole keeps a decimal, as
 * one that rounds to 0% does: "fits: needs 896.0 MiB (read), 100% of pool
 * 900.0 MiB" read as a full pool beside a step that fits (an audit). */
static void shares_near_whole(void **state)
{
    (void)state;
    char b[16];
    assert_string_equal(xt_fmt_share(b, sizeof b, 995, 1000), "99.5%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 9994, 10000), "99.9%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 99999, 100000), ">99.9%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 994, 1000), "99%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 1000, 1000), "100%");
    assert_string_equal(xt_fmt_share(b, sizeof b, 1010, 1000), "101%");
    /* the verdict of a step that fits with 4 MiB to spare */
    fx *f = fx_new();
    f->p.temp += POOL - 4 * MiB - f->p.total;
    f->p.total = POOL - 4 * MiB;
    run(f);
    assert_non_null(strstr(f->v.text, "fits: needs 896.0 MiB (read), 99.6% of pool 900.0 MiB (measured)"));
    fx_free(f);
}

/* ---- the analysis: prepare once, views read the prepared record ---------------------------------- */

/* The attention OOM scenario written to a new temporary directory (the
 * caller removes it) and loaded into *l. */
static char *load_attention(loaded *l)
{
    char *dir = tmpdir();
    char p[512];
    snprintf(p, sizeof p, "%s/attention-oom.xplane.pb", dir);
    assert_int_equal(xb_write_scenario("attention", p), 0);
    load_ok(l, p, NULL);
    return dir;
}

/* The modules pane's execution count stays in its 4 columns with a space
 * before it, whatever the count ("939.0 MiB2420x" ran together once). */
static void module_exec_counts_fit(void **state)
{
    (void)state;
    loaded l;
    char *dir = load_attention(&l);
    size_t m = l.an->selected;
    static const struct { size_t n; const char *want; } c[] = {
        { 7, "   7x " }, { 999, " 999x " }, { 1000, " 1.0k " }, { 2420, " 2.4k " },
        { 9999, " 9.9k " }, { 24000, "  24k " }, { 999999, " 999k " }, { 2400000, " 2.4M " },
        { 24000000, "  24M " }, { 2000000000, "  >1G " },
    };
    size_t was = l.an->rt->module_execs[m];
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        l.an->rt->module_execs[m] = c[i].n;
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_view_modules(&t, l.an, m, 0);
        char *s = xt_text_render(&t, 200, false, false);
        const char *row = strstr(s, "* ");
        assert_non_null(row);
        /* "* " + the size in 9 columns, then the count in 6 */
        char got[7];
        memcpy(got, row + 2 + 9, 6);
        got[6] = '\0';
        assert_string_equal(got, c[i].want);
        free(s);
        xt_text_free(&t);
        xt_arena_free(&ar);
    }
    l.an->rt->module_execs[m] = was;
    load_free(&l);
    rm_rf(dir);
    free(dir);
}

static void prepared_matches_the_rules(void **state)
{
    (void)state;
    loaded l;
    char *dir = load_attention(&l);
    size_t m = l.an->selected;
    /* a view before prepare says so instead of guessing */
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    assert_null(xt_analysis_prepared(l.an, m));
    xt_view_diagnosis(&t, l.an, m, 80);
    char *s = xt_text_render(&t, 200, false, false);
    assert_non_null(strstr(s, "not prepared"));
    free(s);
    xt_analysis_prepare(l.an, m);
    const xt_prepared *x = xt_analysis_prepared(l.an, m);
    assert_non_null(x);
    assert_int_equal(x->verdict.severity, XT_SEV_BAD);
    assert_string_equal(x->verdict.text, "needs 3.72 GiB (read) > pool 2.79 GiB (measured)");
    int sev;
    assert_ptr_equal(xt_verdict(l.an, m, &sev), x->verdict.text); /* cached, not rebuilt */
    assert_int_equal(sev, XT_SEV_BAD);
    assert_int_equal(x->fired, (1u << XT_R_PLAN_EXCEEDS_POOL) | (1u << XT_R_MOSTLY_FORWARD) |
                                   (1u << XT_R_ALLOCATOR_RETRY) | (1u << XT_R_XLA_REMAT));
    const xt_diag *d;
    assert_int_equal(xt_analysis_diagnose(l.an, m, &d), 4);
    assert_ptr_equal(d, x->diag);
    xt_text_free(&t);
    xt_arena_free(&ar);
    load_free(&l);
    rm_rf(dir);
    free(dir);
}

/* The runtime view calls growth below XT_GROWTH_FLAT_BYTES (either sign)
 * flat.  The figure is set on the prepared runtime of a real scenario. */
static void runtime_view_flat_bar(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char p[512];
    snprintf(p, sizeof p, "%s/grads-kept.xplane.pb", dir);
    assert_int_equal(xb_write_scenario("grads-kept", p), 0);
    loaded l;
    load_ok(&l, p, NULL);
    size_t m = l.an->selected;
    xt_analysis_prepare(l.an, m);
    xt_module_runtime *r = (xt_module_runtime *)xt_analysis_prepared(l.an, m)->mrt;
    assert_true(r->has_growth);
    double g[5] = { -XT_GROWTH_FLAT_BYTES, -XT_GROWTH_FLAT_BYTES + 1, XT_GROWTH_FLAT_BYTES - 1,
                    XT_GROWTH_FLAT_BYTES, XT_GROWTH_FLAT_BYTES + 1 };
    for (int i = 0; i < 5; i++) {
        r->growth = g[i];
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_view_runtime(&t, l.an, m, SIZE_MAX, 0, 80);
        char *s = xt_text_render(&t, 200, false, false);
        /* under the bar: no growth, the fit's slope and R^2 said
         * (inferred), not "flat (measured)" */
        bool flat = strstr(s, "no growth: a line fit gives ") != NULL;
        assert_int_equal(flat, i == 1 || i == 2);
        assert_null(strstr(s, "flat across executions (measured)"));
        assert_int_equal(strstr(s, "per execution (inferred from a line fit") != NULL, !flat);
        free(s);
        xt_text_free(&t);
        xt_arena_free(&ar);
    }
    /* the same bytes at every start: flat, as measured */
    r->growth = 0;
    r->growth_r2 = 1.0;
    {
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_view_runtime(&t, l.an, m, SIZE_MAX, 0, 80);
        char *s = xt_text_render(&t, 200, false, false);
        assert_non_null(strstr(s, "no growth: in use is equal at each start (measured)"));
        free(s);
        xt_text_free(&t);
        xt_arena_free(&ar);
    }
    /* a slope through noise is no trend: below XT_GROWTH_MIN_R2 the view
     * says so, at it the growth line as before */
    double r2[3] = { 0.04, XT_GROWTH_MIN_R2 - 0.001, XT_GROWTH_MIN_R2 };
    r->growth = 544.7 * 1024;
    for (int i = 0; i < 3; i++) {
        r->growth_r2 = r2[i];
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_view_runtime(&t, l.an, m, SIZE_MAX, 0, 120);
        char *s = xt_text_render(&t, 200, false, false);
        bool noise = strstr(s, "no clear trend: a line fit gives +544.7 KiB per execution but "
                               "explains little (R^2 ") != NULL;
        assert_int_equal(noise, i < 2);
        assert_int_equal(strstr(s, "growth +544.7 KiB per execution (inferred from a line fit") !=
                             NULL,
                         i == 2);
        free(s);
        xt_text_free(&t);
        xt_arena_free(&ar);
    }
    load_free(&l);
    rm_rf(dir);
    free(dir);
}

/* ---- doc/rules.md names every rule (in table order) and every constant ----------------------------- */

static void doc_lists_rules_and_constants(void **state)
{
    (void)state;
    FILE *f = fopen(XT_SRCDIR "/doc/rules.md", "r");
    assert_non_null(f);
    static char doc[1 << 16];
    size_t n = fread(doc, 1, sizeof doc - 1, f);
    doc[n] = 0;
    fclose(f);
    const char *at = doc;
    for (size_t i = 0; i < XT_NRULES; i++) {
        char h[64];
        snprintf(h, sizeof h, "`%s`", xt_rules[i].id);
        const char *p = strstr(at, h);
        if (!p)
            fail_msg("doc/rules.md: no %s after the previous rule", h);
        at = p;
    }
    const char *names[] = { "XT_GROWTH_MIN_BYTES", "XT_GROWTH_MIN_R2", "XT_GROWTH_FLAT_BYTES",
                            "XT_NODONATION_MIN_POOL_PCT",
                            "XT_LEAD_MIN_PCT_OF_OTHER", "XT_SCORES_MIN_SEQ" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strstr(doc, names[i]))
            fail_msg("doc/rules.md does not document %s", names[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(healthy_plan_fires_nothing),
        cmocka_unit_test(plan_exceeds_pool_at_capacity),
        cmocka_unit_test(unknown_pool),
        cmocka_unit_test(no_plan_verdict),
        cmocka_unit_test(mem_fraction_hint_needs_device_room),
        cmocka_unit_test(mem_fraction_hint_says_when_not_enough),
        cmocka_unit_test(mem_fraction_value_to_set),
        cmocka_unit_test(lead_role_against_other),
        cmocka_unit_test(lead_role_only_when_plan_exceeds),
        cmocka_unit_test(lead_role_picks_the_largest),
        cmocka_unit_test(attention_scores_bar),
        cmocka_unit_test(remat_check_is_a_bound),
        cmocka_unit_test(growth_bytes_bar),
        cmocka_unit_test(growth_r2_bar),
        cmocka_unit_test(growth_not_own_outputs),
        cmocka_unit_test(no_donation_no_bar_in_bytes),
        cmocka_unit_test(no_donation_pool_share_bar),
        cmocka_unit_test(no_donation_when_the_step_is_short),
        cmocka_unit_test(no_donation_needs_undonated_aliasable),
        cmocka_unit_test(no_donation_check_beside_in_use),
        cmocka_unit_test(other_live_check_not_beside),
        cmocka_unit_test(other_live_host_call_outputs),
        cmocka_unit_test(other_live_at_capacity),
        cmocka_unit_test(other_live_not_when_plan_exceeds),
        cmocka_unit_test(growth_names_kept_outputs),
        cmocka_unit_test(other_live_kept_outputs_one_change),
        cmocka_unit_test(allocator_retry_evidence),
        cmocka_unit_test(xla_remat),
        cmocka_unit_test(allocator_retry_names_the_fixes),
        cmocka_unit_test(lines_that_fit_rank_first),
        cmocka_unit_test(below_only_when_something_is_below),
        cmocka_unit_test(verdict_priority),
        cmocka_unit_test(shares_below_one_percent),
        cmocka_unit_test(shares_near_whole),
        cmocka_unit_test(prepared_matches_the_rules),
        cmocka_unit_test(module_exec_counts_fit),
        cmocka_unit_test(runtime_view_flat_bar),
        cmocka_unit_test(doc_lists_rules_and_constants),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
