/* test_compare.c - two captures compared (issue 17): the fixture pairs of
 * tests/builder/pairs.c reproduce each fix of the reference scenarios; each
 * test asserts the matched modules, the deltas and the predicted-vs-measured
 * rows.  The report keeps to 80 columns and the JSON parses strictly. */
#include "common.h"
#include "builder.h"
#include "compare.h"
#include "compare_view.h"
#include "summary.h"
#include "devices.h"
#include "disagree.h"
#include "minijson.h"
#include "pairs.h"
#include "scenarios.h"

#include <math.h>
#include <sys/stat.h>

static char *g_dir;

static int setup(void **state)
{
    (void)state;
    g_dir = tmpdir();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    rm_rf(g_dir);
    free(g_dir);
    return 0;
}

typedef struct pair {
    loaded b, a;
    xt_compare *c;
} pair;

/* Build BEFORE and AFTER with the pair generators (name: xb_write_pair or
 * a scenario name), load both and compare. */
static void pair_open(pair *p, const char *before, const char *after)
{
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/b-%s.xplane.pb", g_dir, before);
    snprintf(pa, sizeof pa, "%s/a-%s.xplane.pb", g_dir, after);
    int rb = xb_write_pair(before, pb), ra = xb_write_pair(after, pa);
    if (rb == -2)
        rb = xb_write_named(before, pb); /* a scenario, a devices' fixture */
    if (ra == -2)
        ra = xb_write_named(after, pa);
    assert_int_equal(rb, 0);
    assert_int_equal(ra, 0);
    load_ok(&p->b, pb, NULL);
    load_ok(&p->a, pa, NULL);
    p->c = xt_compare_new(&p->b.cap, p->b.an, &p->a.cap, p->a.an);
    assert_non_null(p->c);
}

static void pair_close(pair *p)
{
    xt_compare_free(p->c);
    load_free(&p->b);
    load_free(&p->a);
}

static const xt_cmp_module *pair_module(const xt_compare *c)
{
    assert_true(c->pair < c->nmodules);
    return &c->modules[c->pair];
}

static const char *bname(const xt_compare *c, const xt_cmp_module *m)
{
    return c->before.an->host->modules[m->before].name;
}

static const char *aname(const xt_compare *c, const xt_cmp_module *m)
{
    return c->after.an->host->modules[m->after].name;
}

static void assert_val(const xt_cmp_val *v, int64_t before, int64_t after)
{
    assert_true(v->has_before);
    assert_true(v->has_after);
    assert_int_equal(v->before, before);
    assert_int_equal(v->after, after);
}

static char *ids(const char *const *v, size_t n)
{
    static char buf[512];
    buf[0] = 0;
    for (size_t i = 0; i < n; i++) {
        strcat(buf, i ? " " : "");
        strcat(buf, v[i]);
    }
    return buf;
}

static const xt_cmp_group *find_group(const xt_cmp_module *m, const char *shape, const char *source)
{
    for (size_t i = 0; i < m->ngroups; i++)
        if (!strcmp(m->groups[i].shape, shape) && !strcmp(m->groups[i].source, source))
            return &m->groups[i];
    fail_msg("no group %s %s", shape, source);
    return NULL;
}

static char *report(const xt_compare *c)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    xt_report_opts o = { .top = 10, .width = 80 };
    assert_int_equal(xt_compare_report_write(f, c, &o), 0);
    fclose(f);
    return buf;
}

/* every line at most 80 columns */
static void assert_fits_80(const char *s)
{
    const char *line = s;
    while (*line) {
        const char *nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        if (n > 80)
            fail_msg("report line of %zu columns: %.*s", n, (int)n, line);
        line += n + (nl ? 1 : 0);
    }
}

static void parse_json(const xt_compare *c, jv *doc)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_int_equal(xt_compare_json_write(f, c), 0);
    fclose(f);
    if (jdoc(buf, doc))
        fail_msg("invalid JSON:\n%s", buf);
    free(buf);
}

static double num(const jv *v)
{
    assert_non_null(v);
    assert_int_equal(v->t, J_NUM);
    return v->num;
}

/* The report matches tests/golden/<name>.report.txt, the temporary
 * directory written as $DIR (XT_UPDATE_GOLDEN=1 rewrites the file). */
static void golden(const xt_compare *c, const char *name)
{
    char *rep = report(c), *out = malloc(strlen(rep) + 1);
    size_t dl = strlen(g_dir), o = 0;
    for (const char *q = rep; *q;) {
        if (!strncmp(q, g_dir, dl)) {
            memcpy(out + o, "$DIR", 4);
            o += 4;
            q += dl;
        } else {
            out[o++] = *q++;
        }
    }
    out[o] = 0;
    free(rep);
    char gp[512];
    snprintf(gp, sizeof gp, "%s/tests/golden/%s.report.txt", XT_SRCDIR, name);
    if (getenv("XT_UPDATE_GOLDEN")) {
        FILE *f = fopen(gp, "w");
        assert_non_null(f);
        fputs(out, f);
        fclose(f);
    }
    FILE *f = fopen(gp, "r");
    if (!f)
        fail_msg("missing golden file %s (XT_UPDATE_GOLDEN=1 writes it)", gp);
    static char want[1 << 16];
    size_t n = fread(want, 1, sizeof want - 1, f);
    want[n] = 0;
    fclose(f);
    if (strcmp(want, out)) {
        fprintf(stderr, "report differs from %s; got:\n%s\n", gp, out);
        free(out);
        fail();
    }
    free(out);
}

/* ---- attention before and after jax.checkpoint of the block --------------------- */

static void attention_remat(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-attention-before", "pair-attention-after");
    const xt_compare *c = p.c;
    assert_int_equal(c->diffs, 0);
    assert_int_equal(c->nmodules, 1);
    assert_int_equal(c->nremoved + c->nadded, 0);
    const xt_cmp_module *m = pair_module(c);
    assert_true(m->by_name);
    assert_string_equal(m->name, "jit_train_step");
    assert_string_equal(bname(c, m), "jit_train_step(15)");
    assert_string_equal(aname(c, m), "jit_train_step(17)");
    /* plan: forward-kept bytes drop by 2,174 MiB, the step fits now */
    assert_val(&m->plan[XT_CF_PARAMETERS], 250 * MiB, 250 * MiB);
    assert_val(&m->plan[XT_CF_OUTPUTS], 64 * MiB, 64 * MiB);
    assert_val(&m->plan[XT_CF_HEAP_PEAK], 3495 * MiB, 1321 * MiB);
    assert_val(&m->plan[XT_CF_TOTAL], 3809 * MiB, 1635 * MiB);
    assert_int_equal(xt_cmp_change(&m->plan[XT_CF_TOTAL]), -2174 * MiB);
    assert_val(&m->plan[XT_CF_REMAT], 89, 0);
    assert_val(&m->roles[XT_ROLE_FORWARD], 2852 * MiB, 678 * MiB);
    assert_val(&m->roles[XT_ROLE_BACKWARD], 500 * MiB, 500 * MiB);
    assert_true(fabs(m->share_before[XT_ROLE_FORWARD] - 81.6) < 0.05);
    assert_true(fabs(m->share_after[XT_ROLE_FORWARD] - 51.3) < 0.05);
    assert_int_equal(m->fits_before, 0);
    assert_int_equal(m->fits_after, 1);
    /* live at the peak: the scores and MLP groups shrink, the block inputs
     * appear, the rest is the same; largest change first */
    assert_true(m->ngroups == 6);
    assert_string_equal(m->groups[0].shape, "f32[8,1024,4192]");
    const xt_cmp_group *g = find_group(m, "f32[8,8,1024,1024]", "model.py:88");
    assert_int_equal(g->status, XT_CG_CHANGED);
    assert_int_equal(g->before_count, 5);
    assert_int_equal(g->after_count, 1);
    assert_int_equal(g->before_bytes, 1280 * MiB);
    assert_int_equal(g->after_bytes, 256 * MiB);
    assert_true(g->before_group < m->nbefore_groups && g->after_group < m->nafter_groups);
    g = find_group(m, "f32[8,1024,1024]", "model.py:120");
    assert_int_equal(g->status, XT_CG_APPEARED);
    assert_int_equal(g->before_count, 0);
    assert_int_equal(g->after_count, 5);
    assert_int_equal(g->after_bytes, 160 * MiB);
    assert_int_equal(g->before_group, SIZE_MAX);
    assert_int_equal(find_group(m, "f32[32000,1024]", "model.py:130")->status, XT_CG_SAME);
    /* runtime: the execution that never launched is gone */
    assert_val(&c->rt.executions, 1, 3);
    assert_val(&c->rt.never_launched, 1, 0);
    assert_true(c->rt.last_failed_before);
    assert_false(c->rt.last_failed_after);
    assert_val(&c->rt.in_use_last, 250 * MiB, 250 * MiB);
    /* the estimate: remat of the block, predicted 2,852 MiB, measured 2,174 MiB */
    assert_int_equal(c->nestimates, 1);
    const xt_cmp_estimate *e = &c->estimates[0];
    assert_string_equal(e->id, "mostly-forward");
    assert_int_equal(e->figure, XT_EF_TOTAL);
    assert_int_equal(e->predicted, 2852 * MiB);
    assert_true(e->has_measured);
    assert_int_equal(e->measured, 2174 * MiB);
    assert_true(fabs(e->ratio - 2174.0 / 2852.0) < 1e-9);
    assert_true(e->gone);
    assert_string_equal(ids(c->gone, c->ngone), "plan-exceeds-pool mostly-forward allocator-retry xla-remat");
    assert_int_equal(c->nremaining, 0);
    assert_int_equal(c->nnew, 0);
    char *r = report(c);
    assert_fits_80(r);
    assert_non_null(strstr(r, "fits now"));
    assert_non_null(strstr(r, "predicted up to ~2.79 GiB (inferred), actual drop\n    2.12 GiB (read)")); /* a figure keeps its unit */
    assert_non_null(strstr(r, "0.76x"));
    assert_non_null(strstr(r, "appeared"));
    free(r);
    golden(c, "compare-attention");
    /* BEFORE's buffers each allocated at its own instruction, as XLA's
     * heap simulator records it (every one said fusion.grad.3: a trial
     * read its forward buffers' lifetimes as a backward op's) */
    const xt_hlo *hlo = p.b.an->plans[0]->hlo;
    size_t allocs = 0, same = 0;
    for (size_t t = 0; t < hlo->ntraces; t++)
        for (size_t k = 0; k < hlo->traces[t].nevents; k++) {
            const xt_heap_event *ev = &hlo->traces[t].events[k];
            if (ev->kind != XT_HEAP_ALLOC)
                continue;
            allocs++;
            same += !strcmp(ev->instruction_name, "fusion.grad.3");
        }
    assert_true(allocs > 20);
    assert_int_equal(same, 1);
    pair_close(&p);
}

/* ---- train step before and after donate_argnums ---------------------------------------- */

static void donation(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-donation-before", "pair-donation-after");
    const xt_compare *c = p.c;
    const xt_cmp_module *m = pair_module(c);
    assert_int_equal(c->nmodules, 1);
    assert_string_equal(bname(c, m), "jit_update(9)");
    assert_string_equal(aname(c, m), "jit_update(12)");
    assert_val(&m->plan[XT_CF_DONATED], 0, 1902 * MiB);
    assert_val(&m->plan[XT_CF_OUTPUTS], 1902 * MiB, 0);
    assert_val(&m->plan[XT_CF_TOTAL], 3976 * MiB, 2074 * MiB);
    assert_int_equal(m->fits_before, 0);
    assert_int_equal(m->fits_after, 1);
    assert_val(&c->rt.never_launched, 1, 0);
    assert_int_equal(c->nestimates, 1);
    const xt_cmp_estimate *e = &c->estimates[0];
    assert_string_equal(e->id, "no-donation");
    assert_int_equal(e->figure, XT_EF_TOTAL);
    assert_int_equal(e->predicted, 1902 * MiB);
    assert_int_equal(e->measured, 1902 * MiB);
    assert_true(fabs(e->ratio - 1.0) < 1e-9);
    assert_string_equal(ids(c->gone, c->ngone), "plan-exceeds-pool no-donation allocator-retry");
    assert_int_equal(c->nremaining + c->nnew, 0);
    char *r = report(c);
    assert_fits_80(r);
    assert_non_null(strstr(r, "1.00x"));
    free(r);
    golden(c, "compare-donation");
    pair_close(&p);
}

/* ---- the leak before and after dropping the list ------------------------------------------ */

static void leak(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-leak-before", "pair-leak-after");
    const xt_compare *c = p.c;
    const xt_cmp_module *m = pair_module(c);
    assert_string_equal(bname(c, m), "jit_train_step(7)");
    assert_string_equal(aname(c, m), "jit_train_step(8)");
    /* the plan is the same: only the runtime changes */
    for (int f = 0; f < XT_NCF; f++)
        assert_int_equal(xt_cmp_change(&m->plan[f]), 0);
    assert_val(&c->rt.executions, 10, 10);
    assert_val(&c->rt.growth, 104 * MiB, 0);
    assert_true(c->rt.leak_before);
    assert_false(c->rt.leak_after);
    assert_val(&c->rt.in_use_first, 316 * MiB, 316 * MiB);
    assert_val(&c->rt.in_use_last, 1252 * MiB, 316 * MiB);
    assert_int_equal(c->rt.nseries_before, 10);
    assert_int_equal(c->rt.series_before[9], 1252 * MiB);
    assert_int_equal(c->rt.series_after[9], 316 * MiB);
    assert_int_equal(c->nestimates, 1);
    const xt_cmp_estimate *e = &c->estimates[0];
    assert_string_equal(e->id, "growth-per-execution");
    assert_int_equal(e->figure, XT_EF_GROWTH);
    assert_int_equal(e->predicted, 936 * MiB);
    assert_int_equal(e->measured, 936 * MiB);
    /* from the in-use rows, measured as they are, both sides having 10
     * starts (a trial read "inferred" beside the measured -936.0 MiB) */
    assert_int_equal(e->measured_label, XT_MEASURED);
    assert_int_equal(e->span, 10);
    assert_true(fabs(e->ratio - 1.0) < 1e-9);
    assert_string_equal(ids(c->gone, c->ngone), "growth-per-execution");
    assert_int_equal(c->nremaining + c->nnew, 0);
    char *r = report(c);
    assert_fits_80(r);
    assert_non_null(strstr(r, "the leak is gone"));
    /* a change of nothing has its unit, as the cells beside it */
    assert_non_null(strstr(r, "  in use at the first start   316.0 MiB  316.0 MiB        0 B\n"));
    free(r);
    golden(c, "compare-leak");
    pair_close(&p);
}

/* ---- hostile series: sizes near the int64 range ------------------------------------------------ */

/* A capture of jit_train_step(7) (grads-kept's shape) whose executions
 * start with v[i] bytes in use, in a pool of capacity (an attacker's
 * generator, h120). */
static void series_write(const char *path, int64_t capacity, const int64_t *v, int n, bool empty_hlo)
{
    enum { F32 = 11 };
    int64_t d1[] = { 1024, 1024, -1 };
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 7);
    int64_t comp = hb_comp(m, "main.50");
    int64_t p0 = hb_instr(m, comp, "Arg_0.1", "parameter", F32, d1, "", "", 0);
    hb_static(m, 1 | 2, p0, 316 * MiB, 0);
    hb_alias(m, 0);
    int64_t g0 = hb_instr(m, comp, "fusion.grads", "fusion", F32, d1, "jit(train_step)/jit(main)/dot_general",
                          "train.py", 31);
    hb_static(m, 2, g0, 104 * MiB, 0);
    int64_t f = hb_temp(m, hb_instr(m, comp, "fusion.act", "fusion", F32, d1, "jit(train_step)/jit(main)/tanh",
                                     "train.py", 22), 200 * MiB);
    hb_alloc(m, f, "fusion.act");
    hb_free_buf(m, f, "fusion.grads");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", capacity, 192 * GiB, 0);
    int64_t t = 2000000000LL; /* the builder's times: 1,000,000,000 a millisecond */
    for (int i = 0; i < n; i++, t += 30000000000LL) {
        g.in_use = v[i] - 1;
        if (g.peak < v[i])
            g.peak = v[i];
        xb_gpu_alloc(&g, g.py, t - 500000000LL, 1, NULL);
        xb_gpu_execute(&g, t, "jit_train_step", 7, NULL, 0, 0, -1, 0, NULL);
    }
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, "jit_train_step", 7, b, empty_hlo ? 0 : len, false); /* empty: no buffer assignment */
    free(b);
    assert_int_equal(xb_write(s, path, false), 0);
    hb_free(m);
    xb_free(s);
}

static xt_compare *series_pair(pair *p, const int64_t *vb, int nb, int64_t capb, const int64_t *va, int na,
                               int64_t capa, bool after_no_plan)
{
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/series-b.xplane.pb", g_dir);
    snprintf(pa, sizeof pa, "%s/series-a.xplane.pb", g_dir);
    series_write(pb, capb, vb, nb, false);
    series_write(pa, capa, va, na, after_no_plan);
    load_ok(&p->b, pb, NULL);
    load_ok(&p->a, pa, NULL);
    p->c = xt_compare_new(&p->b.cap, p->b.an, &p->a.cap, p->a.an);
    assert_non_null(p->c);
    return p->c;
}

/* AFTER's module without a buffer assignment (an empty HloProto): its
 * live set is unknown, not every BEFORE group "disappeared" (-200 MiB),
 * and the headline says the plan, not the pool measured beside it, is
 * unknown (an attacker's review). */
static void side_without_plan_live_unknown(void **state)
{
    (void)state;
    const int64_t v[] = { 100 * MiB, 200 * MiB, 300 * MiB };
    pair p;
    const xt_compare *c = series_pair(&p, v, 3, 2 * GiB, v, 3, 2 * GiB, true /* AFTER: an empty HloProto */);
    const xt_cmp_module *m = pair_module(c);
    assert_true(m->has_plan_before);
    assert_false(m->has_plan_after);
    assert_int_equal(m->ngroups, 0);
    assert_string_equal(m->live_unknown, "no buffer assignment in AFTER");
    assert_int_equal(m->fits_after, -2);
    char *r = report(c);
    assert_non_null(strstr(r, "Verdict: fits but grows per step -> plan unknown, grows per step"));
    assert_non_null(strstr(r, "  unknown: no buffer assignment in AFTER\n"));
    assert_null(strstr(r, "disappeared"));
    assert_non_null(strstr(r, "after  jit_train_step(7): no buffer assignment for this module; grows\n"
                              "         +100.0 MiB per execution (inferred)\n"));
    free(r);
    jv doc;
    parse_json(c, &doc);
    const jv *mods = jget(&doc, "modules");
    assert_non_null(mods);
    assert_int_equal(jget(&mods->items[0], "live_at_peak")->t, J_NULL);
    assert_int_equal(jget(jget(jget(&mods->items[0], "plan"), "fits"), "after")->t, J_NULL);
    jfree(&doc);
    pair_close(&p);
}

/* Growth slopes of -2^62 and +2^62: the change saturates, its sign kept
 * (it wrapped to INT64_MIN, "--8.00 EiB" and a JSON change of the wrong
 * sign: an attacker's review). */
static void growth_change_saturates(void **state)
{
    (void)state;
    const int64_t M = INT64_MAX;
    const int64_t grow[] = { 1, M / 2, M }, shrink[] = { M, M / 2, 1 };
    for (int k = 0; k < 2; k++) {
        pair p;
        const xt_compare *c = k ? series_pair(&p, grow, 3, M, shrink, 3, M, false)
                                     : series_pair(&p, shrink, 3, M, grow, 3, M, false);
        assert_true(xt_cmp_known(&c->rt.growth));
        assert_true(k ? c->rt.growth.before > 0 : c->rt.growth.before < 0);
        assert_int_equal(xt_cmp_change(&c->rt.growth), k ? INT64_MIN : INT64_MAX);
        char *r = report(c);
        assert_null(strstr(r, "--"));
        assert_non_null(strstr(r, k ? " -8.00 EiB " : " +8.00 EiB "));
        free(r);
        jv doc;
        parse_json(c, &doc);
        const jv *gr = jget(jget(jget(&doc, "runtime"), "growth_bytes_per_execution"), "change");
        assert_true(k ? num(gr) < 0 : num(gr) > 0);
        jfree(&doc);
        pair_close(&p);
    }
}

/* AFTER's sizes overflow (in use INT64_MAX at its first start): no drop is
 * taken from it (a slope of -4 EiB per step, times BEFORE's 9 steps,
 * wrapped to "actual drop 4.86 EiB, 5.66x": an attacker's review). */
static void damaged_side_no_drop(void **state)
{
    (void)state;
    const int64_t M = INT64_MAX;
    int64_t up[10];
    for (int i = 0; i < 10; i++)
        up[i] = 1 + i * 110000000000000000LL;
    const int64_t down[] = { M, M / 2, 1 };
    pair p;
    const xt_compare *c = series_pair(&p, up, 10, 1100000000000000000LL, down, 3, M, false);
    const xt_cmp_estimate *e = NULL;
    for (size_t i = 0; i < c->nestimates; i++)
        if (!strcmp(c->estimates[i].id, "growth-per-execution"))
            e = &c->estimates[i];
    assert_non_null(e);
    assert_true(e->damaged);
    assert_false(e->has_measured);
    char *r = report(c);
    assert_non_null(strstr(r, "actual: unknown (a side's sizes overflow: a damaged capture?)"));
    free(r);
    jv doc;
    parse_json(c, &doc);
    const jv *est = jget(&doc, "estimates");
    assert_non_null(est);
    size_t seen = 0;
    for (size_t i = 0; i < est->n; i++)
        if (!strcmp(jget(&est->items[i], "id")->str, "growth-per-execution")) {
            assert_int_equal(jget(&est->items[i], "measured_change_bytes")->t, J_NULL);
            /* and why, as the text says it (the JSON gave no reason: a review) */
            assert_string_equal(jget(&est->items[i], "measured_null_reason")->str,
                                "a side's sizes overflow: a damaged capture?");
            seen++;
        }
    assert_int_equal(seen, 1);
    jfree(&doc);
    /* the drop saturates where it is taken (its product wrapped) */
    int64_t drop = 0;
    assert_true(xt_cmp_figure_drop(c, XT_EF_GROWTH, &drop));
    assert_true(drop > 0);
    pair_close(&p);
}

/* The pair the other way (the fix undone): the runtime's failing pool
 * says the OOM is new, as the forward pair's says it is gone (nothing
 * was said: a trial). */
static void oom_new_said(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-attention-after", "pair-attention-before");
    char *r = report(p.c);
    const char *row = strstr(r, "  failing pool ");
    if (!row || !strstr(row, "the OOM is new") || strstr(row, "the OOM is new") > strchr(row, '\n'))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
    pair_open(&p, "pair-attention-before", "pair-attention-after");
    r = report(p.c);
    row = strstr(r, "  failing pool ");
    if (!row || !strstr(row, "the OOM is gone") || strstr(row, "the OOM is gone") > strchr(row, '\n'))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
}

/* A growth BEFORE had that AFTER ran too few executions to fit: the
 * actual is unknown and says why, in counts ("growth across BEFORE's
 * executions not known on both sides" did not: a trial). */
static void growth_actual_unknown_says_why(void **state)
{
    (void)state;
    int64_t up[10];
    for (int i = 0; i < 10; i++)
        up[i] = (int64_t)(i + 1) * 100 * MiB;
    const int64_t two[] = { 100 * MiB, 100 * MiB };
    pair p;
    const xt_compare *c = series_pair(&p, up, 10, 4 * GiB, two, 2, 4 * GiB, false);
    const xt_cmp_estimate *e = NULL;
    for (size_t i = 0; i < c->nestimates; i++)
        if (!strcmp(c->estimates[i].id, "growth-per-execution"))
            e = &c->estimates[i];
    assert_non_null(e);
    assert_false(e->has_measured);
    char *r = report(c), *o = r;
    for (const char *q = r; *q; q++) /* the lines joined: wrapped at 80 */
        if (!(*q == ' ' && o > r && (o[-1] == ' ' || o[-1] == '\n')))
            *o++ = *q == '\n' ? ' ' : *q;
    *o = 0;
    if (!strstr(r, "actual: unknown (a growth line needs in use at 3 executions on each side; BEFORE ran 10, "
                   "AFTER 2, measured)"))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
}

/* ---- a capture compared with itself: all deltas zero ------------------------------------------ */

static void assert_all_zero(const xt_compare *c)
{
    assert_int_equal(c->diffs, 0);
    assert_int_equal(c->nremoved + c->nadded, 0);
    for (size_t i = 0; i < c->nmodules; i++) {
        const xt_cmp_module *m = &c->modules[i];
        assert_true(m->by_name);
        for (int f = 0; f < XT_NCF; f++)
            assert_int_equal(xt_cmp_change(&m->plan[f]), 0);
        for (int r = 0; r < XT_NROLES; r++)
            assert_int_equal(xt_cmp_change(&m->roles[r]), 0);
        assert_int_equal(m->fits_before, m->fits_after);
        for (size_t k = 0; k < m->ngroups; k++)
            assert_int_equal(m->groups[k].status, XT_CG_SAME);
    }
    const xt_cmp_val *rv[] = { &c->rt.executions, &c->rt.in_use_first, &c->rt.in_use_last,
                               &c->rt.never_launched, &c->rt.longest_retry_ps, &c->rt.growth };
    for (size_t i = 0; i < sizeof rv / sizeof rv[0]; i++) {
        assert_int_equal(rv[i]->has_before, rv[i]->has_after);
        assert_int_equal(xt_cmp_change(rv[i]), 0);
    }
    assert_int_equal(c->ngone, 0);
    assert_int_equal(c->nnew, 0);
    for (size_t i = 0; i < c->nestimates; i++) {
        assert_false(c->estimates[i].gone);
        if (c->estimates[i].has_measured)
            assert_int_equal(c->estimates[i].measured, 0);
    }
}

static void itself(void **state)
{
    (void)state;
    static const char *const names[] = { "attention", "grads-kept", "no-donation", "other-live",
                                         "same-name-cuda", "scan-fsdp" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        pair p;
        pair_open(&p, names[i], names[i]);
        assert_all_zero(p.c);
        /* every BEFORE line remains, and each saving has its row */
        const xt_diag *d;
        size_t n = xt_analysis_diagnose(p.b.an, p.b.an->selected, &d), with_saving = 0;
        for (size_t k = 0; k < n; k++)
            with_saving += d[k].savings >= 0;
        assert_int_equal(p.c->nremaining, n);
        assert_int_equal(p.c->nestimates, with_saving);
        /* the fits row's note on its row at 80 columns ("still does not
         * fit" after the change column folded "fit" onto a row of its
         * own: a review) */
        char *r = report(p.c);
        if (p.c->modules[p.c->pair].fits_before == 0 && !strstr(r, "  still does not fit\n"))
            fail_msg("%s: no 'still does not fit' row end in:\n%s", names[i], r);
        assert_null(strstr(r, "\nfit\n"));
        free(r);
        pair_close(&p);
    }
}

/* The estimates of other-live-arrays read the in use at the last start. */
static void other_live_figure(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "other-live", "other-live");
    assert_int_equal(p.c->nestimates, 1);
    assert_string_equal(p.c->estimates[0].id, "other-live-arrays");
    assert_int_equal(p.c->estimates[0].figure, XT_EF_IN_USE_AT_LAST);
    assert_true(p.c->estimates[0].has_measured);
    assert_int_equal(p.c->estimates[0].measured, 0);
    assert_true(p.c->estimates[0].ratio == 0.0);
    pair_close(&p);
}

/* AFTER's plan fits an empty pool, but what was in use at its last start
 * leaves no room: not "fits now" (a trial read the comparison as the fix
 * having worked) */
static void fits_alone_still_fails(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "attention", "other-live");
    const xt_cmp_module *m = &p.c->modules[p.c->pair];
    assert_int_equal(m->fits_before, 0);
    assert_int_equal(m->fits_after, 1); /* the plan alone */
    char *s = report(p.c);
    /* the label says what yes is (a trial read "yes yes fails") */
    assert_non_null(strstr(s, "plan alone fits pool               no        yes             but still fails"));
    assert_null(strstr(s, "fits now"));
    free(s);
    /* the JSON's "fits" is the plan alone: the side's verdict beside it
     * says AFTER still fails (a trial's script read it as fixed) */
    jv doc;
    parse_json(p.c, &doc);
    const jv *va = jget(jget(jget(jget(&doc, "modules"), "#0"), "verdict"), "after");
    assert_true(jget(jget(jget(jget(jget(&doc, "modules"), "#0"), "plan"), "fits"), "after")->b);
    assert_string_equal(jget(va, "severity")->str, "does-not-fit");
    assert_non_null(strstr(jget(va, "text")->str, "already in use (measured) > pool 2.79 GiB (measured)"));
    jfree(&doc);
    pair_close(&p);
}

/* The runtime table of a pair with 12 executions before and 88 after:
 * BEFORE's last rows (its leak) are shown, not only AFTER's; AFTER's
 * slope through noise is "no trend", not a growth. */
static void runtime_rows_of_both(void **state)
{
    (void)state;
    xt_compare c;
    memset(&c, 0, sizeof c);
    c.pair = 0;
    xt_cmp_module pm = { 0 };
    pm.by_name = true;
    c.modules = &pm;
    c.nmodules = 1;
    int64_t b[12], a[88];
    for (size_t i = 0; i < 12; i++)
        b[i] = (int64_t)(i + 1) * GiB;
    for (size_t i = 0; i < 88; i++)
        a[i] = 700 * MiB + (int64_t)(i % 3) * MiB;
    c.rt.nseries_before = 12;
    c.rt.series_before = b;
    c.rt.nseries_after = 88;
    c.rt.series_after = a;
    c.rt.growth = (xt_cmp_val){ 1 * GiB, -72 * 1024, true, true };
    c.rt.leak_before = true;
    c.rt.growth_r2_before = 1.0;
    c.rt.growth_r2_after = 0.003;
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_cmp_runtime(&t, &c, 12, 80);
    char *s = xt_text_plain(&t, 80, false);
    assert_non_null(strstr(s, "\n     12      12.0 GiB     702.0 MiB")); /* BEFORE's last */
    assert_non_null(strstr(s, "\n     88                   700.0 MiB")); /* AFTER's last */
    assert_non_null(strstr(s, "no trend"));
    assert_null(strstr(s, "-72.0 KiB"));
    free(s);
    xt_text_free(&t);
    xt_arena_free(&ar);
}

/* A side that never ran (no allocator events: JAX 0.4.30 GPU, TPU, a
 * non-BFC allocator) knows nothing of failing or waiting: "-", not "0" or
 * "none", which a trial read as "it did not fail"; the JSON says null. */
static void runtime_of_a_side_that_never_ran(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "bad-trace", "attention");
    const xt_cmp_runtime *r = &p.c->rt;
    assert_true(r->executions.has_before);
    assert_int_equal(r->executions.before, 0);
    assert_false(r->never_launched.has_before);
    assert_true(r->never_launched.has_after);
    assert_false(r->longest_retry_ps.has_before);
    assert_true(r->longest_retry_ps.has_after);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_cmp_runtime(&t, p.c, 12, 80);
    char *s = xt_text_plain(&t, 80, false);
    if (!strstr(s, "\n  never launched a kernel             -          1") ||
        !strstr(s, "\n  failing pool                        -  GPU_0_bfc") ||
        !strstr(s, "\n  longest retry wait                  -     10.0 s"))
        fail_msg("a side that never ran:\n%s", s);
    free(s);
    xt_text_free(&t);
    /* the same program whose AFTER never ran: the OOM is not "gone" */
    xt_compare c;
    memset(&c, 0, sizeof c);
    xt_cmp_module pm = { 0 };
    pm.by_name = true;
    c.modules = &pm;
    c.nmodules = 1;
    c.rt.executions = (xt_cmp_val){ 3, 0, true, true };
    c.rt.last_failed_before = true;
    c.rt.allocator_before = "GPU_0_bfc";
    xt_text_init(&t, &ar);
    xt_view_cmp_runtime(&t, &c, 12, 80);
    s = xt_text_plain(&t, 80, false);
    if (strstr(s, "the OOM is gone") || !strstr(s, "failing pool                GPU_0_bfc          -"))
        fail_msg("AFTER never ran:\n%s", s);
    free(s);
    xt_text_free(&t);
    xt_arena_free(&ar);
    pair_close(&p);
}

/* ---- modules that differ only in program id ---------------------------------------------------- */

static void program_ids(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-ids-a", "pair-ids-b");
    const xt_compare *c = p.c;
    assert_int_equal(c->nmodules, 2);
    assert_int_equal(c->nremoved + c->nadded, 0);
    assert_string_equal(bname(c, &c->modules[0]), "jit_train_step(15)");
    assert_string_equal(aname(c, &c->modules[0]), "jit_train_step(40)");
    assert_string_equal(bname(c, &c->modules[1]), "jit_eval_step(16)");
    assert_string_equal(aname(c, &c->modules[1]), "jit_eval_step(41)");
    assert_int_equal(c->pair, 0);
    assert_all_zero(c);
    assert_val(&c->modules[0].plan[XT_CF_TOTAL], 160 * MiB, 160 * MiB);
    assert_int_equal(c->nestimates, 0);
    assert_int_equal(c->nremaining, 0);
    pair_close(&p);
}

/* Two modules of one name: the k-th of the name with the k-th. */
static void same_name(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "same-name-cuda", "same-name-cuda");
    assert_int_equal(p.c->nmodules, 2);
    assert_string_equal(bname(p.c, &p.c->modules[0]), "jit_matmul(19)");
    assert_string_equal(aname(p.c, &p.c->modules[0]), "jit_matmul(19)");
    assert_string_equal(aname(p.c, &p.c->modules[1]), "jit_matmul(32)");
    pair_close(&p);
}

/* ---- several devices: one on both sides -------------------------------------------------------- */

static void devices_pair(pair *p, int bdev, int bmode, int adev, int amode)
{
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/dev-b.xplane.pb", g_dir);
    snprintf(pa, sizeof pa, "%s/dev-a.xplane.pb", g_dir);
    assert_int_equal(xb_devices_host(pb, "gpu-node-3", 8, bdev, (int64_t)6 << 30, bmode), 0);
    assert_int_equal(xb_devices_host(pa, "gpu-node-3", 8, adev, (int64_t)3 << 30, amode), 0);
    load_ok(&p->b, pb, NULL);
    load_ok(&p->a, pa, NULL);
    p->c = xt_compare_new(&p->b.cap, p->b.an, &p->a.cap, p->a.an);
}

/* BEFORE fails on GPU 5 (6 GiB held there); in AFTER that array is gone
 * and GPU 3, holding 3 GiB more, waits.  Compared BEFORE's GPU 5 with
 * AFTER's own pick, GPU 3: an exact estimate read "0.50x" and AFTER's
 * wait "remaining: allocator-retry" (a trial).  On GPU 5 on both sides,
 * with AFTER's own pick said, in the report and the JSON. */
static void devices_like_with_like(void **state)
{
    (void)state;
    pair p;
    devices_pair(&p, 5, XB_DEV_FAILS, 3, XB_DEV_WAITS);
    const xt_compare *c = p.c;
    assert_string_equal(c->before.device, "GPU 5");
    assert_string_equal(c->after.device, "GPU 5");
    assert_null(c->before.device_other);
    assert_string_equal(c->after.device_other, "GPU 3 (it waited for memory)");
    assert_string_equal(c->after.device_why, "BEFORE's pick (it failed in BEFORE)");
    assert_false(c->diffs & XT_DIFF_ALLOCATOR); /* GPU_5_bfc on both */
    assert_string_equal(c->after.pool_name, "GPU_5_bfc");
    assert_int_equal(c->rt.in_use_last.before - c->rt.in_use_last.after, (int64_t)6 << 30);
    bool seen = false;
    for (size_t i = 0; i < c->nestimates; i++)
        if (!strcmp(c->estimates[i].id, "other-live-arrays")) {
            seen = true;
            assert_true(c->estimates[i].has_measured);
            assert_true(fabs(c->estimates[i].ratio - 1.0) < 0.01);
        }
    assert_true(seen);
    for (size_t i = 0; i < c->nremaining; i++) /* GPU 3's wait is not GPU 5's */
        assert_string_not_equal(c->remaining[i], "allocator-retry");
    /* gone from GPU 5, and said to be on AFTER's own pick, where it still
     * waits ("gone: allocator-retry, remaining: none" over a 3 s wait on
     * GPU 3: a trial) */
    bool gone_retry = false;
    for (size_t i = 0; i < c->ngone; i++)
        gone_retry = gone_retry || !strcmp(c->gone[i], "allocator-retry");
    assert_true(gone_retry);
    assert_int_equal(c->nelsewhere, 1);
    assert_string_equal(c->elsewhere[0], "allocator-retry");
    assert_int_equal(c->elsewhere_side, 1);
    assert_string_equal(c->after.own_device, "GPU 3");
    char *r = report(c);
    if (!strstr(r, "on GPU 5, BEFORE's pick (it failed in BEFORE); its own pick is\n         another: GPU 3 (it"))
        fail_msg("AFTER's own device not said:\n%s", r);
    if (!strstr(r, "diagnosis lines: gone other-live-arrays, allocator-retry;\n         allocator-retry on AFTER's GPU 3 (at the end)") ||
        !strstr(r, "  elsewhere: allocator-retry (AFTER's own pick, GPU 3, has them; the lines\n    above are GPU 5's)"))
        fail_msg("AFTER's own pick's lines not said:\n%s", r);
    /* and where the lines are listed, above the fold at 80x24: "gone" and
     * "remaining: none" alone read as fixed (a trial) */
    if (!strstr(r, "  gone:      other-live-arrays, allocator-retry (on GPU 5; AFTER's GPU 3 has it)\n") ||
        !strstr(r, "  remaining: none on GPU 5; AFTER's GPU 3 has allocator-retry\n"))
        fail_msg("gone and remaining not qualified:\n%s", r);
    free(r);
    char *js = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&js, &n);
    assert_int_equal(xt_compare_json_write(f, c), 0);
    fclose(f);
    if (!strstr(js, "\"device\": \"GPU 5\"") || !strstr(js, "\"device_other\": \"GPU 3 (it waited for memory)\""))
        fail_msg("no device keys in the JSON:\n%.2000s", js);
    const char *ew = strstr(js, "\"elsewhere\": [");
    static const char ew_ids[] = "\n      \"allocator-retry\"\n    ]";
    if (!ew || strncmp(ew + strlen("\"elsewhere\": ["), ew_ids, strlen(ew_ids)) ||
        !strstr(js, "\"elsewhere_device\": \"GPU 3\""))
        fail_msg("no elsewhere keys in the JSON:\n%s", ew ? ew : js + strlen(js) / 2);
    free(js);
    /* made again over the same analyses (the TUI's host switch): the same
     * answer; it read the device the last comparison moved AFTER to as
     * AFTER's own ("its own pick: GPU 5 (as BEFORE's)": a review) */
    xt_compare_free(p.c);
    p.c = xt_compare_new(&p.b.cap, p.b.an, &p.a.cap, p.a.an);
    assert_string_equal(p.c->after.device, "GPU 5");
    assert_string_equal(p.c->after.device_other, "GPU 3 (it waited for memory)");
    assert_string_equal(p.c->after.device_why, "BEFORE's pick (it failed in BEFORE)");
    /* and AFTER, moved once, against a BEFORE where nothing failed: its
     * own wait leads (GPU 3 on both), as with a fresh AFTER */
    loaded quiet;
    char pq[512];
    snprintf(pq, sizeof pq, "%s/dev-q.xplane.pb", g_dir);
    assert_int_equal(xb_devices_host(pq, "gpu-node-4", 8, -1, 0, XB_DEV_RUNS), 0);
    load_ok(&quiet, pq, NULL);
    xt_compare *c2 = xt_compare_new(&quiet.cap, quiet.an, &p.a.cap, p.a.an);
    assert_string_equal(c2->after.device, "GPU 3");
    assert_null(c2->after.device_other);
    assert_string_equal(c2->before.device, "GPU 3");
    assert_non_null(c2->before.device_other);
    assert_string_equal(c2->before.device_why, "AFTER's pick (it waited for memory in AFTER)");
    xt_compare_free(c2);
    load_free(&quiet);
    pair_close(&p);

    /* the other way round: AFTER's failure (never launched) outranks
     * BEFORE's wait, so BEFORE moves to AFTER's GPU 5 */
    devices_pair(&p, 3, XB_DEV_WAITS, 5, XB_DEV_FAILS);
    assert_string_equal(p.c->before.device, "GPU 5");
    assert_string_equal(p.c->after.device, "GPU 5");
    assert_string_equal(p.c->before.device_other, "GPU 3 (it waited for memory)");
    assert_string_equal(p.c->before.device_why, "AFTER's pick (it failed in AFTER)");
    assert_null(p.c->after.device_other);
    /* BEFORE's own pick's wait, which GPU 5 does not show: said the other
     * way round too (a trial found it told in one order only) */
    bool retry = false;
    for (size_t i = 0; i < p.c->nelsewhere; i++)
        retry = retry || !strcmp(p.c->elsewhere[i], "allocator-retry");
    assert_true(retry);
    assert_int_equal(p.c->elsewhere_side, 0);
    r = report(p.c);
    char *flat = strdup(r); /* its folds undone */
    size_t o = 0;
    for (size_t q = 0; flat[q]; q++) {
        bool fold = flat[q] == '\n' && !strncmp(flat + q + 1, "    ", 4);
        flat[o++] = fold ? ' ' : flat[q];
        if (fold)
            q += strspn(flat + q + 1, " ");
    }
    flat[o] = 0;
    if (!strstr(flat, "  elsewhere: other-live-arrays, allocator-retry (BEFORE's own pick, GPU 3, had them; the "
                      "lines above are GPU 5's)"))
        fail_msg("BEFORE's own pick's lines not said:\n%s", flat + (strlen(flat) > 400 ? strlen(flat) - 400 : 0));
    free(flat);
    free(r);
    pair_close(&p);

    /* the same device on both: nothing moved, nothing said beyond it */
    devices_pair(&p, 5, XB_DEV_FAILS, 5, XB_DEV_WAITS);
    assert_string_equal(p.c->after.device, "GPU 5");
    assert_null(p.c->after.device_other);
    assert_null(p.c->before.device_other);
    pair_close(&p);
}

/* The run of two host files in dir opened and each host analysed. */
static void open_run2(const char *dir, xt_capture *c, xt_analysis *an[2])
{
    xt_error err = { 0, "" };
    if (xt_capture_open(c, dir, NULL, NULL, NULL, &err))
        fail_msg("%s", err.msg);
    for (int i = 0; i < 2; i++)
        assert_non_null(an[i] = xt_analyze(&c->hosts[i], NULL, &err));
}

static void close_run2(xt_capture *c, xt_analysis *an[2])
{
    for (int i = 0; i < 2; i++)
        xt_analysis_free(an[i]);
    xt_capture_free(c);
}

/* A run's worst host ranked by each host's own device: the compared host,
 * moved to BEFORE's GPU 5 (3 GiB left there), was ranked by that device
 * and another host named AFTER's worst, where AFTER's own report names it
 * (1 GiB left on GPU 3: a review). */
static void devices_worst_host_own_device(void **state)
{
    (void)state;
    char rb[512], ra[512], p[600];
    snprintf(rb, sizeof rb, "%s/run-b", g_dir);
    snprintf(ra, sizeof ra, "%s/run-a", g_dir);
    assert_int_equal(mkdir(rb, 0700), 0);
    assert_int_equal(mkdir(ra, 0700), 0);
    snprintf(p, sizeof p, "%s/node-1.xplane.pb", rb);
    assert_int_equal(xb_devices_host(p, "node-1", 8, 5, (int64_t)6 << 30, XB_DEV_FAILS), 0);
    snprintf(p, sizeof p, "%s/node-2.xplane.pb", rb);
    assert_int_equal(xb_devices_host(p, "node-2", 8, -1, 0, XB_DEV_RUNS), 0);
    snprintf(p, sizeof p, "%s/node-1.xplane.pb", ra);
    assert_int_equal(xb_devices_host(p, "node-1", 8, 3, (int64_t)3 << 30, XB_DEV_WAITS), 0);
    snprintf(p, sizeof p, "%s/node-2.xplane.pb", ra);
    assert_int_equal(xb_devices_host(p, "node-2", 8, 1, (int64_t)2 << 30, XB_DEV_WAITS), 0);
    xt_capture cb, ca;
    xt_analysis *anb[2], *ana[2];
    open_run2(rb, &cb, anb);
    open_run2(ra, &ca, ana);
    assert_string_equal(cb.hosts[0].hostname, "node-1");
    assert_string_equal(ca.hosts[0].hostname, "node-1");
    xt_compare *c = xt_compare_new(&cb, anb[0], &ca, ana[0]);
    assert_string_equal(c->after.device, "GPU 5");
    xt_compare_note_worst(c, 1, &ca, ana, NULL, 0);
    if (c->after.worst_other)
        fail_msg("AFTER's worst named another host: %s", c->after.worst_other);
    /* each run's tally beside the compared hosts' verdict: BEFORE's
     * node-1 fails, AFTER's two hosts wait (warnings) */
    xt_compare_note_worst(c, 0, &cb, anb, NULL, 0);
    assert_true(c->before.counted && c->after.counted);
    assert_int_equal(c->before.nfail, 1);
    assert_int_equal(c->before.nwarn, 0);
    assert_int_equal(c->after.nfail, 0);
    assert_int_equal(c->after.nwarn, 2);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_cmp_head(&t, c, 200);
    char *head = xt_text_plain(&t, 200, false);
    if (!strstr(head, "hosts: 1 of 2 fails -> 0 of 2 fail, 2 with a warning (the verdict is the host compared)"))
        fail_msg("%s", head);
    /* the verdict names the host it is of; no host of AFTER fails */
    if (!strstr(head, "Verdict: fails -> fits (jit_step(7) on node-1)") || strstr(head, "AFTER's run still fails"))
        fail_msg("%s", head);
    free(head);
    xt_text_free(&t);
    /* from summaries, one host unreadable: counted apart */
    xt_host_summary sum[2];
    memset(sum, 0, sizeof sum);
    sum[0].hostname = "node-1";
    sum[0].path = "run-a/node-1.xplane.pb";
    sum[0].severity = XT_SEV_WARN;
    sum[0].rank = xt_host_rank_of(ana[0]);
    sum[0].verdict = "waited";
    sum[1].hostname = "node-2";
    sum[1].path = "run-a/node-2.xplane.pb";
    sum[1].severity = XT_SEV_BAD;
    sum[1].rank = XT_HOST_RANK_UNREAD;
    sum[1].verdict = "cannot be read: cut";
    sum[1].error = "cut";
    xt_compare_note_worst(c, 1, &ca, ana, sum, 0);
    assert_int_equal(c->after.nfail, 0);
    assert_int_equal(c->after.nwarn, 1);
    assert_int_equal(c->after.nunknown, 1);
    xt_text_init(&t, &ar);
    xt_view_cmp_head(&t, c, 200);
    head = xt_text_plain(&t, 200, false);
    if (!strstr(head, "-> 0 of 2 fail, 1 with a warning, 1 unread (the verdict"))
        fail_msg("%s", head);
    free(head);
    xt_text_free(&t);
    xt_arena_free(&ar);
    xt_compare_free(c);
    for (int i = 0; i < 2; i++) {
        xt_analysis_free(anb[i]);
        xt_analysis_free(ana[i]);
    }
    xt_capture_free(&cb);
    xt_capture_free(&ca);
}

/* A run where the host compared no longer fails but another still does:
 * the verdict line says so ("Verdict: fails -> fits (jit_step(7))" pasted
 * into a ticket read as the job fixed: a trial); the TUI's first row says
 * it as the report (test_compare_app's run_first_row_still_fails). */
static void run_verdict_another_host_fails(void **state)
{
    (void)state;
    char rb[512], ra[512], p[600];
    snprintf(rb, sizeof rb, "%s/run-still-b", g_dir);
    snprintf(ra, sizeof ra, "%s/run-still-a", g_dir);
    assert_int_equal(mkdir(rb, 0700), 0);
    assert_int_equal(mkdir(ra, 0700), 0);
    /* node-1 fails on GPU 5, then waits on GPU 3; node-2 fails on GPU 1 in both */
    for (int side = 0; side < 2; side++) {
        snprintf(p, sizeof p, "%s/node-1.xplane.pb", side ? ra : rb);
        assert_int_equal(xb_devices_host(p, "node-1", 8, side ? 3 : 5, (int64_t)(side ? 3 : 6) << 30,
                                         side ? XB_DEV_WAITS : XB_DEV_FAILS), 0);
        snprintf(p, sizeof p, "%s/node-2.xplane.pb", side ? ra : rb);
        assert_int_equal(xb_devices_host(p, "node-2", 8, 1, (int64_t)6 << 30, XB_DEV_FAILS), 0);
    }
    xt_capture cb, ca;
    xt_analysis *anb[2], *ana[2];
    open_run2(rb, &cb, anb);
    open_run2(ra, &ca, ana);
    xt_compare *c = xt_compare_new(&cb, anb[0], &ca, ana[0]);
    xt_compare_note_worst(c, 0, &cb, anb, NULL, 0);
    xt_compare_note_worst(c, 1, &ca, ana, NULL, 0);
    xt_compare_host_rows(c, NULL, anb, NULL, ana);
    assert_int_equal(c->after.nfail, 1);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_cmp_head(&t, c, 200);
    char *head = xt_text_plain(&t, 200, false);
    if (!strstr(head, "Verdict: fails -> fits (jit_step(7) on node-1); AFTER's own pick: GPU 3 (it waited for "
                      "memory); AFTER's run still fails: 1 of 2 hosts\n"))
        fail_msg("%s", head);
    free(head);
    xt_text_free(&t);
    xt_compare_free(c);
    /* BEFORE's node-2 fit: AFTER's fails "now", not "still" (it read as
     * a contradiction beside "now fails: node-2": a review) */
    char rc[512];
    snprintf(rc, sizeof rc, "%s/run-still-c", g_dir);
    assert_int_equal(mkdir(rc, 0700), 0);
    snprintf(p, sizeof p, "%s/node-1.xplane.pb", rc);
    assert_int_equal(xb_devices_host(p, "node-1", 8, 5, (int64_t)6 << 30, XB_DEV_FAILS), 0);
    snprintf(p, sizeof p, "%s/node-2.xplane.pb", rc);
    assert_int_equal(xb_devices_host(p, "node-2", 8, -1, 0, XB_DEV_RUNS), 0);
    xt_capture cc;
    xt_analysis *anc[2];
    open_run2(rc, &cc, anc);
    c = xt_compare_new(&cc, anc[0], &ca, ana[0]);
    xt_compare_note_worst(c, 0, &cc, anc, NULL, 0);
    xt_compare_note_worst(c, 1, &ca, ana, NULL, 0);
    xt_compare_host_rows(c, NULL, anc, NULL, ana);
    xt_text_init(&t, &ar);
    xt_view_cmp_head(&t, c, 200);
    head = xt_text_plain(&t, 200, false);
    if (!strstr(head, "; AFTER's run now fails: 1 of 2 hosts\n") || !strstr(head, "now fails: node-2"))
        fail_msg("%s", head);
    free(head);
    xt_text_free(&t);
    xt_compare_free(c);
    close_run2(&cc, anc);
    xt_arena_free(&ar);
    close_run2(&cb, anb);
    close_run2(&ca, ana);
}

/* ---- unmatched modules and differences beyond the program ----------------------------------------- */

/* Device memories that print alike but differ (192.0 GiB on both, 16 MiB
 * apart) say by how much: "differs beyond the program: device memory"
 * over two equal figures read as an error (a trial, two real captures). */
static void difference_too_small_to_print(void **state)
{
    (void)state;
    loaded b, a;
    load_ok(&b, XT_SRCDIR "/examples/attention-oom.xplane.pb", NULL);
    load_ok(&a, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", NULL);
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    assert_true(c->diffs & XT_DIFF_DEVICE);
    assert_true(c->before.device_memory != c->after.device_memory);
    char *r = report(c);
    char *flat = r;
    for (char *q = flat; *q; q++) /* the line wraps: its words in one line */
        if (*q == '\n')
            *q = ' ';
    char want[160];
    snprintf(want, sizeof want, "device memory 192.0 GiB -> 192.0 GiB (16.0 MiB %s)",
             c->after.device_memory > c->before.device_memory ? "more" : "less");
    char *sp = flat, *o = flat;
    for (; *sp; sp++) /* runs of spaces (the wrap's indent) as one */
        if (!(*sp == ' ' && o > flat && o[-1] == ' '))
            *o++ = *sp;
    *o = 0;
    if (!strstr(flat, want))
        fail_msg("no '%s' in:\n%s", want, flat);
    free(r);
    xt_compare_free(c);
    load_free(&a);
    load_free(&b);
}

static void unmatched(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "attention", "no-donation");
    const xt_compare *c = p.c;
    /* the default pair is still what each side selects, and its modules
     * are in it alone: not also "only in BEFORE" / "only in AFTER" (a
     * trial found them in both places) */
    assert_int_equal(c->nremoved, 0);
    assert_int_equal(c->nadded, 0);
    const xt_cmp_module *m = pair_module(c);
    assert_false(m->by_name);
    assert_string_equal(m->name, "jit_train_step vs jit_update");
    assert_string_equal(c->before.an->host->modules[m->before].name, "jit_train_step(15)");
    assert_string_equal(c->after.an->host->modules[m->after].name, "jit_update(9)");
    assert_string_equal(ids(c->remaining, c->nremaining), "plan-exceeds-pool allocator-retry");
    assert_string_equal(ids(c->gone, c->ngone), "mostly-forward xla-remat");
    assert_string_equal(ids(c->fresh, c->nnew), "no-donation");
    char *r = report(c);
    assert_non_null(strstr(r, "Modules: 0 by name, 1 across names (*), 0 only in BEFORE, 0 only in AFTER\n"));
    assert_null(strstr(r, "only in BEFORE ("));
    assert_null(strstr(r, "only in AFTER ("));
    assert_non_null(strstr(r, "names differ"));
    assert_non_null(strstr(r, "two different programs, not one step before and after a fix"));
    free(r);
    /* no estimate is checked against two programs: mostly-forward's
     * saving against the other program's smaller total read as exact */
    for (size_t i = 0; i < c->nestimates; i++) {
        assert_true(c->estimates[i].other_program);
        assert_false(c->estimates[i].has_measured);
    }
    assert_true(c->nestimates > 0);
    pair_close(&p);
    /* a leak on one side and another program on the other: not "the
     * leak is gone" (a trial's unrelated runs) */
    pair_open(&p, "grads-kept", "other-live");
    assert_false(pair_module(p.c)->by_name);
    r = report(p.c);
    assert_null(strstr(r, "the leak is gone"));
    assert_null(strstr(r, "1.00x"));
    assert_non_null(strstr(r, "not measured (the pair is two programs: their names"));
    /* nor "gone": which lines each program has (a trial read "gone:
     * growth-per-execution" as a fix's effect) */
    assert_null(strstr(r, "gone"));
    assert_non_null(strstr(r, "growth-per-execution (not in AFTER)"));
    assert_non_null(strstr(r, "Diagnosis lines, BEFORE -> AFTER (two programs)\n"
                              "  BEFORE's:  growth-per-execution\n"));
    free(r);
    pair_close(&p);
}

/* Both captures have both modules and each selects the other one: the
 * pair is across names, and each side's namesake of the other's pick is
 * unpaired, not "only in" its side (a trial read "only in AFTER" as a
 * module BEFORE lacks).  Two captures of one program keep "only in". */
static void namesake_unpaired(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-ids-a", "pair-namesake-after");
    const xt_compare *c = p.c;
    assert_false(pair_module(c)->by_name);
    assert_string_equal(pair_module(c)->name, "jit_train_step vs jit_eval_step");
    assert_int_equal(c->nremoved, 1);
    assert_int_equal(c->nadded, 1);
    assert_true(xt_cmp_namesake_in_pair(c, 0, c->removed[0]));
    assert_true(xt_cmp_namesake_in_pair(c, 1, c->added[0]));
    assert_false(xt_cmp_namesake_in_pair(c, 0, pair_module(c)->before)); /* its own name is not the other's */
    char *r = report(c);
    if (!strstr(r, "Modules: 0 by name, 1 across names (*), 1 unpaired in BEFORE, 1 unpaired in") ||
        !strstr(r, "  unpaired in BEFORE (1): jit_eval_step(16) (AFTER's is in the pair *)\n") ||
        !strstr(r, "  unpaired in AFTER (1): jit_train_step(15) (BEFORE's is in the pair *)\n") ||
        strstr(r, "only in"))
        fail_msg("%s", r);
    free(r);
    /* the JSON's "unmatched" lists them as before */
    jv doc;
    parse_json(c, &doc);
    const jv *u = jget(&doc, "unmatched");
    assert_non_null(u);
    assert_int_equal(jget(u, "before")->n, 1);
    assert_int_equal(jget(u, "after")->n, 1);
    /* the pair across names: two programs, said for scripts too */
    assert_int_equal(jget(jget(&doc, "pair"), "two_programs")->b, 1);
    jfree(&doc);
    pair_close(&p);
    /* one program on both sides, another module only in AFTER: "only in" */
    pair_open(&p, "pair-attention-before", "pair-ids-b");
    for (size_t i = 0; i < p.c->nadded; i++)
        assert_false(xt_cmp_namesake_in_pair(p.c, 1, p.c->added[i]));
    r = report(p.c);
    assert_null(strstr(r, "unpaired"));
    free(r);
    pair_close(&p);
}

/* One word for a side that failed: "fails" where its plan was too big
 * too ("does not fit -> fits" read weaker than BEFORE's own "failed:"),
 * and ", grows per step" after it ("fails but grows per step" read as if
 * the growth were the good news: a trial); the plan-alone row of two
 * plans that fit, BEFORE failing on what was in use, says both ("no
 * longer fails" beside "yes yes" read as a plan that had been too big). */
/* Pair before/after's report whose Verdict line starts with verdict and
 * whose "plan alone fits pool" row ends with note (fails the test else). */
static void pair_words(const char *before, const char *after, const char *verdict, const char *note)
{
    pair p;
    pair_open(&p, before, after);
    char *r = report(p.c);
    pair_close(&p);
    const char *v = strstr(r, "\nVerdict: "), *row = strstr(r, "  plan alone fits pool ");
    size_t nl = row ? strcspn(row, "\n") : 0;
    if (!v || strncmp(v + 10, verdict, strlen(verdict)) || !row || nl < strlen(note) ||
        strncmp(row + nl - strlen(note), note, strlen(note)))
        fail_msg("%s -> %s: '%s', '%s':\n%s", before, after, verdict, note, r);
    free(r);
}

static void verdict_words_of_a_failure(void **state)
{
    (void)state;
    pair_words("pair-attention-before", "pair-attention-after", "fails -> fits (jit_train_step(15->17))\n",
               "fits now");
    pair_words("pair-leak-full-fails", "pair-leak-after", "fails, grows per step -> fits (jit_train_step(7->8))\n",
               "yes        yes  fits both; BEFORE failed");
    /* a BEFORE whose every execution launched did not fail: it "will
     * not" fit the next step, as its headline says ("BEFORE failed" of
     * it: a trial); the other way round, AFTER "will not", not "fails" */
    pair_words("pair-leak-full", "pair-leak-after", "will not fit (grows per step) -> fits",
               "yes        yes  fits both; BEFORE will not");
    pair_words("pair-leak-after", "pair-leak-full", "fits -> will not fit", " but will not");
    /* "still" only where BEFORE failed too ("but still fails" beside a
     * BEFORE that only "will not": a trial) */
    pair_words("pair-leak-full", "pair-leak-full-fails", "will not fit (grows per step) -> fails", " but fails");
    pair_words("pair-leak-full", "pair-leak-full", "will not fit", " but still will not");
}

/* BEFORE's GPU 5 failed; AFTER fits there but its own pick, GPU 3,
 * waited for memory: the verdict says so ("fails -> fits" alone hid it: a
 * trial), and not where AFTER's own pick is fine (the other way round). */
static void verdict_names_afters_own_wait(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "gpu8-fails", "gpu8-waits");
    char *r = report(p.c);
    if (!strstr(r, "Verdict: fails -> fits (jit_step(7)); AFTER's own pick: GPU 3 (it waited for\n         memory)"))
        fail_msg("%s", r);
    /* BEFORE's side line says why GPU 5 failed, in figures, as its own
     * report does (it said "GPU 5 failed: execution 5 never launched;
     * GPUs 0-4, 6-7 ran it": a trial) */
    const char *side = strstr(r, "  before jit_step(7): GPU 5 failed: execution 5 never launched; needs 2.50 GiB\n"
                                 "         (outputs + temp, read) + 7.50 GiB already in use (measured) > pool\n"
                                 "         8.00 GiB (measured); GPUs 0-4, 6-7 ran it\n");
    if (!side)
        fail_msg("%s", r);
    /* the plan fits alone on both, but BEFORE failed: no "fits on both",
     * the words of "neither had a problem" (a trial) */
    const char *row = strstr(r, "plan alone fits pool");
    if (!row || strncmp(row + strcspn(row, "\n") - 24, "fits both; BEFORE failed", 24))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
    pair_open(&p, "gpu8-waits", "gpu8-fails");
    r = report(p.c);
    if (!strstr(r, "Verdict: fits -> fails (jit_step(7))\n"))
        fail_msg("%s", r);
    row = strstr(r, "plan alone fits pool");
    if (!row || strncmp(row + strcspn(row, "\n") - 9, "but fails", 9))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
}

/* The conv capture (8 GPUs, nothing failed, its pick GPU 1: the least
 * headroom) against the attention capture, whose module ran on GPU 0
 * alone: AFTER was read on GPU 1, "0 executions (measured)", -5, beside
 * GPU_0_bfc where it ran 3 times (a trial).  Both on GPU 0 now, BEFORE
 * moved (its module ran there too), and either way round. */
static void no_side_read_where_it_never_ran(void **state)
{
    (void)state;
    for (int swap = 0; swap < 2; swap++) {
        loaded b, a;
        load_ok(&b, DATA("jax08-rocm-mi300x-conv-8gpu"), NULL);
        load_ok(&a, DATA("jax08-rocm-mi300x-attention"), NULL);
        xt_compare *c = swap ? xt_compare_new(&a.cap, a.an, &b.cap, b.an) : xt_compare_new(&b.cap, b.an, &a.cap, a.an);
        const xt_cmp_side *conv = swap ? &c->after : &c->before, *att = swap ? &c->before : &c->after;
        assert_string_equal(conv->device, "GPU 0");
        assert_string_equal(att->device, "GPU 0");
        assert_non_null(conv->device_other); /* its own pick said */
        assert_non_null(strstr(conv->device_other, "GPU 1"));
        const xt_cmp_val *e = &c->rt.executions;
        assert_true(xt_cmp_known(e));
        assert_int_equal(swap ? e->after : e->before, 5);
        assert_int_equal(swap ? e->before : e->after, 3);
        xt_compare_free(c);
        load_free(&b);
        load_free(&a);
    }
}

/* The same program captured with its script renamed (the two bundled
 * conv-8gpu captures): the one live buffer whose Python line differs is
 * one unchanged group from another line, not +545.5 MiB appeared and
 * -545.5 MiB disappeared (a trial); a group whose line is on both sides
 * is never taken for another's. */
static void line_moved_is_one_group(void **state)
{
    (void)state;
    loaded b, a;
    load_ok(&b, DATA("jax-rocm-mi300x-conv-8gpu-legacy"), NULL);
    load_ok(&a, DATA("jax08-rocm-mi300x-conv-8gpu"), NULL);
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    const xt_cmp_module *m = pair_module(c);
    size_t moved = 0;
    for (size_t i = 0; i < m->ngroups; i++) {
        const xt_cmp_group *g = &m->groups[i];
        assert_true(g->status != XT_CG_APPEARED && g->status != XT_CG_DISAPPEARED);
        if (!g->after_source)
            continue;
        moved++;
        assert_string_equal(g->shape, "bf16[1,5120,34,31,53]");
        assert_string_equal(g->source, "jax_conv_profiling.py:77");
        assert_string_equal(g->after_source, "generate_conv_trace.py:23");
        assert_int_equal(g->status, XT_CG_SAME);
    }
    assert_int_equal(moved, 1);
    char *r = report(c);
    if (!strstr(r, "3 groups unchanged: 552.2 MiB on each side; 1 of them from another line in") ||
        !strstr(r, "    bf16[1,5120,34,31,53] other jax_conv_profiling.py:77 ->") || strstr(r, "appeared"))
        fail_msg("%s", r);
    free(r);
    jv doc;
    parse_json(c, &doc);
    jfree(&doc);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_int_equal(xt_compare_json_write(f, c), 0);
    fclose(f);
    assert_non_null(strstr(buf, "\"after_source\": \"generate_conv_trace.py:23\""));
    free(buf);
    xt_compare_free(c);
    load_free(&b);
    load_free(&a);
}

/* Each module's groups: each side's chain of members (compare.h:
 * before_next, after_next) holds just the live buffers of that side's
 * key (a line moved: AFTER's), in their order, and as many as the
 * group's count, as a scan of every live buffer finds them. */
static void check_chains(const xt_compare *c)
{
    for (size_t i = 0; i < c->nmodules; i++) {
        const xt_cmp_module *m = &c->modules[i];
        if (m->live_unknown)
            continue;
        for (int side = 0; side < 2; side++) {
            const xt_plan *p = side ? c->after.an->plans[m->after] : c->before.an->plans[m->before];
            const size_t *next = side ? m->after_next : m->before_next;
            for (size_t k = 0; k < m->ngroups; k++) {
                const xt_cmp_group *g = &m->groups[k];
                size_t pg = side ? g->after_group : g->before_group, want = side ? g->after_count : g->before_count;
                int64_t bytes = side ? g->after_bytes : g->before_bytes;
                const char *src = side && g->after_source ? g->after_source : g->source;
                size_t scan = 0;
                for (size_t b = 0; b < p->nlive; b++)
                    scan += p->live[b].role == g->role && !strcmp(p->live[b].shape, g->shape) &&
                            !strcmp(p->live[b].source ? p->live[b].source : "", src);
                assert_int_equal(scan, want);
                if (pg == SIZE_MAX) {
                    assert_int_equal(want, 0);
                    continue;
                }
                const xt_live_group *lg = side ? &m->after_groups[pg] : &m->before_groups[pg];
                size_t n = 0, prev = 0;
                int64_t sum = 0;
                for (size_t b = lg->first; b < p->nlive; b = next[b], n++) {
                    assert_true(n == 0 || b > prev);
                    prev = b;
                    const xt_live_buf *lb = &p->live[b];
                    assert_int_equal(lb->role, g->role);
                    assert_string_equal(lb->shape, g->shape);
                    assert_string_equal(lb->source ? lb->source : "", src);
                    sum += lb->bytes;
                }
                assert_int_equal(n, want);
                assert_int_equal(sum, bytes);
            }
        }
    }
}

static void group_chains(void **state)
{
    (void)state;
    static const char *const pairs[][2] = {
        { "pair-attention-before", "pair-attention-after" }, { "pair-leak-before", "pair-leak-after" },
        { "attention", "other-live" },                       { "grads-kept", "other-live" },
        { "gpu8-fails", "gpu8-waits" },
    };
    for (size_t i = 0; i < sizeof pairs / sizeof *pairs; i++) {
        pair p;
        pair_open(&p, pairs[i][0], pairs[i][1]);
        check_chains(p.c);
        pair_close(&p);
    }
    /* real captures, a line moved between them */
    loaded b, a;
    load_ok(&b, DATA("jax-rocm-mi300x-conv-8gpu-legacy"), NULL);
    load_ok(&a, DATA("jax08-rocm-mi300x-conv-8gpu"), NULL);
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    check_chains(c);
    xt_compare_free(c);
    load_free(&b);
    load_free(&a);
    /* many groups of one buffer each, on both sides (seeds differ) */
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/chains-b.xplane.pb", g_dir);
    snprintf(pa, sizeof pa, "%s/chains-a.xplane.pb", g_dir);
    assert_int_equal(xb_many_live_groups(pb, 300, 0), 0);
    assert_int_equal(xb_many_live_groups(pa, 300, 1), 0);
    load_ok(&b, pb, NULL);
    load_ok(&a, pa, NULL);
    c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    assert_true(pair_module(c)->ngroups >= 300);
    check_chains(c);
    xt_compare_free(c);
    load_free(&b);
    load_free(&a);
}

static void differences(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "attention", "attention-jax011");
    assert_int_equal(p.c->diffs, XT_DIFF_JAX);
    assert_int_equal(p.c->nmodules, 1);
    assert_null(p.c->before.jax_version);
    assert_string_equal(p.c->after.jax_version, "0.11.0");
    char *r = report(p.c);
    assert_non_null(strstr(r, "JAX version not recorded -> 0.11.0"));
    free(r);
    pair_close(&p);
    /* "same" only of what both record ("same JAX" of two captures with no
     * version: a trial) */
    pair_open(&p, "attention-jax011", "attention-jax011");
    assert_int_equal(p.c->diffs, 0);
    r = report(p.c);
    if (!strstr(r, "Differences beyond the program: none (same JAX, allocator, device memory, pool)\n"))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
    pair_open(&p, "attention", "attention");
    r = report(p.c);
    if (!strstr(r, "Differences beyond the program: none (same allocator, device memory, pool; JAX\n"
                   "    not recorded on either side)"))
        fail_msg("%s", r);
    free(r);
    pair_close(&p);
    /* a different pool: named, and "fits" changes without a program change */
    pair_open(&p, "scan-fsdp", "attention");
    assert_true(p.c->diffs & XT_DIFF_POOL);
    assert_string_equal(xt_cmp_diff_name(3), "pool size");
    pair_close(&p);
}

static void module_fallback(void **state)
{
    (void)state;
    char buf[64];
    assert_true(xt_cmp_module_fallback("jit_train_step(15)", buf, sizeof buf));
    assert_string_equal(buf, "jit_train_step(");
    assert_false(xt_cmp_module_fallback("jit_train_step", buf, sizeof buf));
    assert_false(xt_cmp_module_fallback("jit_x()", buf, sizeof buf));
    assert_false(xt_cmp_module_fallback("(15)", buf, sizeof buf));
    assert_false(xt_cmp_module_fallback(NULL, buf, sizeof buf));
    assert_false(xt_cmp_module_fallback("jit_train_step(15)", buf, 8));
}

/* ---- the xoomtui-diff/1 document ----------------------------------------------------------------- */

static void json(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "pair-attention-before", "pair-attention-after");
    jv doc;
    parse_json(p.c, &doc);
    assert_string_equal(jget(&doc, "schema")->str, "xoomtui-diff/1");
    const jv *b = jget(&doc, "before");
    assert_string_equal(jget(b, "host")->str, "fixture-host");
    assert_int_equal(jget(b, "jax_version")->t, J_NULL);
    assert_int_equal(jget(b, "run")->t, J_NULL);
    assert_true(num(jget(b, "pool_bytes")) == 2857.0 * MiB);
    assert_non_null(jget(jget(&doc, "after"), "path"));
    assert_int_equal(jget(&doc, "differences")->t, J_ARR);
    assert_int_equal(jget(&doc, "differences")->n, 0);
    /* one program before and after: its changes may be a fix's */
    assert_int_equal(jget(jget(&doc, "pair"), "two_programs")->t, J_BOOL);
    assert_int_equal(jget(jget(&doc, "pair"), "two_programs")->b, 0);
    const jv *m = jget(jget(&doc, "modules"), "#0");
    assert_string_equal(jget(m, "name")->str, "jit_train_step");
    assert_string_equal(jget(m, "before")->str, "jit_train_step(15)");
    assert_string_equal(jget(m, "after")->str, "jit_train_step(17)");
    const jv *plan = jget(m, "plan");
    assert_true(num(jget(jget(plan, "total_bytes"), "change")) == -2174.0 * MiB);
    assert_true(num(jget(jget(plan, "remat_instructions"), "before")) == 89);
    for (int f = 0; f < XT_NCF; f++)
        assert_non_null(jget(plan, xt_cmp_fig_key((xt_cmp_fig)f)));
    assert_true(num(jget(jget(jget(plan, "roles"), "forward"), "after")) == 678.0 * MiB);
    assert_int_equal(jget(jget(plan, "fits"), "before")->b, 0);
    assert_int_equal(jget(jget(plan, "fits"), "after")->b, 1);
    /* each side's own verdict beside the plan alone */
    const jv *vb = jget(jget(m, "verdict"), "before"), *va = jget(jget(m, "verdict"), "after");
    assert_string_equal(jget(vb, "text")->str, "needs 3.72 GiB (read) > pool 2.79 GiB (measured)");
    assert_string_equal(jget(vb, "severity")->str, "does-not-fit");
    assert_string_equal(jget(va, "severity")->str, "fine");
    const jv *g = jget(jget(m, "live_at_peak"), "#0");
    assert_string_equal(jget(g, "shape")->str, "f32[8,1024,4192]");
    assert_true(num(jget(g, "before_count")) == 12);
    assert_true(num(jget(g, "after_count")) == 2);
    assert_non_null(jget(g, "before_bytes"));
    assert_non_null(jget(g, "after_bytes"));
    assert_string_equal(jget(g, "status")->str, "changed");
    assert_int_equal(jget(jget(jget(&doc, "unmatched"), "before"), "#0"), NULL);
    const jv *rt = jget(&doc, "runtime");
    assert_int_equal(jget(jget(rt, "growth_bytes_per_execution"), "before")->t, J_NULL);
    assert_int_equal(jget(jget(rt, "growth_trend"), "before")->t, J_NULL);
    assert_true(num(jget(jget(rt, "in_use_at_last_start_bytes"), "after")) == 250.0 * MiB);
    assert_true(num(jget(jget(rt, "never_launched"), "before")) == 1);
    assert_true(num(jget(jget(rt, "never_launched"), "after")) == 0);
    /* BEFORE's 10 s wait is inferred, as the report's "inferred
     * (BEFORE)" says (the JSON had the number alone: a trial); AFTER
     * has none */
    assert_true(num(jget(jget(rt, "longest_retry_wait_ns"), "before")) > 0);
    assert_int_equal(jget(jget(rt, "longest_retry_wait_inferred"), "before")->t, J_BOOL);
    assert_int_equal(jget(jget(rt, "longest_retry_wait_inferred"), "before")->b, 1);
    assert_int_equal(jget(jget(rt, "longest_retry_wait_inferred"), "after")->t, J_NULL);
    /* each side's name as the report gives it */
    assert_non_null(jget(jget(&doc, "before"), "label")->str);
    const jv *e = jget(jget(&doc, "estimates"), "#0");
    assert_string_equal(jget(e, "id")->str, "mostly-forward");
    assert_true(num(jget(e, "predicted_savings_bytes")) == 2852.0 * MiB);
    assert_string_equal(jget(e, "figure")->str, "total_bytes");
    assert_true(num(jget(e, "measured_change_bytes")) == 2174.0 * MiB);
    assert_int_equal(jget(e, "measured_null_reason")->t, J_NULL);
    assert_true(fabs(num(jget(e, "ratio")) - 0.762) < 0.001);
    const jv *d = jget(&doc, "diagnosis");
    assert_int_equal(jget(d, "gone")->n, 4);
    assert_int_equal(jget(d, "remaining")->n, 0);
    assert_int_equal(jget(d, "new")->n, 0);
    jfree(&doc);
    pair_close(&p);
    /* the leak: growth before a number, after 0; the two programs are the
     * default pair, not also unmatched */
    pair_open(&p, "pair-leak-before", "no-donation");
    parse_json(p.c, &doc);
    assert_int_equal(jget(jget(&doc, "unmatched"), "before")->n, 0);
    assert_int_equal(jget(jget(&doc, "unmatched"), "after")->n, 0);
    m = jget(jget(&doc, "modules"), "#0");
    assert_string_equal(jget(m, "before")->str, "jit_train_step(7)");
    assert_string_equal(jget(m, "after")->str, "jit_update(9)");
    assert_int_equal(jget(m, "matched_by_name")->b, 0);
    assert_true(num(jget(jget(jget(&doc, "runtime"), "growth_bytes_per_execution"), "before")) ==
                104.0 * MiB);
    /* the report's word on it, as a capture's JSON has (a slope through
     * noise read as a leak by a script: a trial) */
    assert_string_equal(jget(jget(jget(&doc, "runtime"), "growth_trend"), "before")->str, "grows");
    jfree(&doc);
    pair_close(&p);
    /* GPU 5's in use at each start fits a slope of +1.30 GiB with R^2
     * 0.56: the tables' "no trend", the JSON's "no clear trend" */
    pair_open(&p, "gpu8-fails", "gpu8-fails");
    parse_json(p.c, &doc);
    rt = jget(&doc, "runtime");
    assert_true(num(jget(jget(rt, "growth_bytes_per_execution"), "before")) > 1.0 * GiB);
    assert_string_equal(jget(jget(rt, "growth_trend"), "before")->str, "no clear trend");
    assert_string_equal(jget(jget(rt, "growth_trend"), "after")->str, "no clear trend");
    jfree(&doc);
    pair_close(&p);
}

/* The one-pass pools agree with xt_analysis_pool for every module, on the
 * scenarios and on the real captures (several pools, TPU, many modules). */
static void assert_pools_agree(const xt_compare *c)
{
    for (int s = 0; s < 2; s++) {
        xt_analysis *an = s ? c->after.an : c->before.an;
        const xt_allocator **pools = s ? c->pools_after : c->pools_before;
        for (size_t m = 0; m < an->host->nmodules; m++)
            assert_ptr_equal(pools[m], xt_analysis_pool(an, m));
    }
}

static void pools_agree(void **state)
{
    (void)state;
    static const char *const names[] = { "attention", "grads-kept", "same-name-cuda", "no-metadata" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        pair p;
        pair_open(&p, names[i], names[i]);
        assert_pools_agree(p.c);
        pair_close(&p);
    }
    static const char *const real[] = { DATA("jax08-rocm-mi300x-attention"),
                                        DATA("jax08-rocm-mi300x-conv-8gpu"),
                                        DATA("jax-tpu-v6e-inference") };
    for (size_t i = 0; i < 3; i++) {
        loaded b, a;
        load_ok(&b, real[i], NULL);
        load_ok(&a, real[(i + 1) % 3], NULL);
        xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
        assert_pools_agree(c);
        char *r = report(c);
        assert_non_null(strstr(r, "Was the estimate right"));
        free(r);
        jv doc;
        parse_json(c, &doc);
        jfree(&doc);
        xt_compare_free(c);
        load_free(&b);
        load_free(&a);
    }
}

/* Each module of each side in exactly one place: one pair (by name, or
 * the default pair across names), or unmatched. */
static void assert_each_module_once(const xt_compare *c, const char *what)
{
    for (int side = 0; side < 2; side++) {
        size_t n = (side ? c->after.an : c->before.an)->host->nmodules;
        unsigned *seen = xt_xcalloc(n + 1, sizeof *seen);
        for (size_t i = 0; i < c->nmodules; i++) {
            size_t k = side ? c->modules[i].after : c->modules[i].before;
            assert_true(k < n);
            seen[k]++;
        }
        for (size_t i = 0; i < (side ? c->nadded : c->nremoved); i++)
            seen[side ? c->added[i] : c->removed[i]]++;
        for (size_t k = 0; k < n; k++)
            if (seen[k] != 1)
                fail_msg("%s: %s's %s is in %u places", what, side ? "AFTER" : "BEFORE",
                         (side ? c->after.an : c->before.an)->host->modules[k].name, seen[k]);
        free(seen);
    }
}

/* Two different programs (the bundled captures compared with each other,
 * every way round): a module was both in the default pair and "only in
 * BEFORE" (a trial: conv-8gpu against attention).  And scenarios whose
 * selections match by name, or do not. */
static void each_module_in_one_place(void **state)
{
    (void)state;
    static const char *const real[] = { DATA("jax08-rocm-mi300x-conv-8gpu"),
                                        DATA("jax08-rocm-mi300x-attention"),
                                        DATA("jax-rocm-mi300x-conv-8gpu-legacy"),
                                        DATA("jax-tpu-v6e-inference"),
                                        XT_SRCDIR "/examples/attention-oom.xplane.pb" };
    enum { NR = sizeof real / sizeof real[0] };
    loaded l[NR];
    for (size_t i = 0; i < NR; i++)
        load_ok(&l[i], real[i], NULL);
    for (size_t i = 0; i < NR; i++)
        for (size_t k = 0; k < NR; k++) {
            xt_compare *c = xt_compare_new(&l[i].cap, l[i].an, &l[k].cap, l[k].an);
            char what[64];
            snprintf(what, sizeof what, "real %zu -> %zu", i, k);
            assert_each_module_once(c, what);
            assert_true(c->pair < c->nmodules);
            xt_compare_free(c);
        }
    for (size_t i = 0; i < NR; i++)
        load_free(&l[i]);
    static const char *const sc[][2] = { { "attention", "no-donation" }, { "pair-leak-before", "no-donation" },
                                         { "grads-kept", "other-live" }, { "pair-attention-before", "pair-attention-after" },
                                         { "attention", "attention" } };
    for (size_t i = 0; i < sizeof sc / sizeof sc[0]; i++) {
        pair p;
        pair_open(&p, sc[i][0], sc[i][1]);
        assert_each_module_once(p.c, sc[i][0]);
        pair_close(&p);
    }
}

/* A capture without modules (allocator events only): no pair, and the
 * outputs say so rather than failing. */
static void no_modules(void **state)
{
    (void)state;
    pair p;
    pair_open(&p, "no-metadata", "attention");
    assert_int_equal(p.c->pair, SIZE_MAX);
    assert_int_equal(p.c->nadded, 1);
    assert_int_equal(p.c->nestimates, 0);
    char *r = report(p.c);
    /* the answer first still: each side's own verdict (the report opened
     * on paths and "(no pair of modules)": a trial) */
    const char *v = strstr(r, "xoomtui comparison: BEFORE -> AFTER\nVerdict: no pair of modules to compare "
                              "(BEFORE has no compiled modules); each\n    alone:\n  before no compiled modules; "
                              "GPU_0_bfc peaked at 170.0 MiB (measured)");
    if (!v || !strstr(v, "\n  after  GPU 0 failed: execution 1 never launched (jit_train_step(15)); needs") ||
        strstr(v, "\nNo pair of modules"))
        fail_msg("%s", r);
    free(r);
    {
        pair q; /* neither has modules: said of both, not of BEFORE alone (a review) */
        pair_open(&q, "no-metadata", "no-metadata");
        char *rq = report(q.c);
        if (!strstr(rq, "Verdict: no pair of modules to compare (neither capture has compiled modules);"))
            fail_msg("%s", rq);
        free(rq);
        pair_close(&q);
    }
    /* each side's verdict as its own report says it, figures and all (the
     * after line lacked "needs ... > pool ...", the JSON had neither: a
     * trial) */
    jv doc;
    parse_json(p.c, &doc);
    const jv *bv = jget(jget(jget(&doc, "before"), "verdict"), "text"),
             *av = jget(jget(jget(&doc, "after"), "verdict"), "text");
    assert_non_null(bv);
    assert_non_null(av);
    assert_non_null(strstr(bv->str, "no compiled modules; GPU_0_bfc peaked at 170.0 MiB (measured)"));
    assert_non_null(strstr(av->str, "GPU 0 failed: execution 1 never launched (jit_train_step(15)); needs 3.72 GiB"));
    assert_string_equal(jget(jget(jget(&doc, "after"), "verdict"), "severity")->str, "does-not-fit");
    assert_int_equal(jget(&doc, "pair")->t, J_NULL);
    assert_int_equal(jget(&doc, "runtime")->t, J_NULL);
    jfree(&doc);
    pair_close(&p);
}

/* The growth's change only between two figures: "no trend -> no trend
 * +614.4 MiB" (two slopes through noise) read as a change (a trial). */
static void growth_change_between_figures(void **state)
{
    (void)state;
    xt_arena ar = { 0 };
    xt_cmp_val g = { 100 << 20, 200 << 20, true, true };
    assert_string_equal(xt_cmp_growth_change(&ar, &g, "no trend", "no trend"), "");
    assert_string_equal(xt_cmp_growth_change(&ar, &g, "+100.0 MiB", "no trend"), "");
    assert_string_equal(xt_cmp_growth_change(&ar, &g, "none", "+200.0 MiB"), "+100.0 MiB");
    g.has_after = false;
    assert_string_equal(xt_cmp_growth_change(&ar, &g, "+100.0 MiB", "-"), "");
    xt_arena_free(&ar);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(attention_remat),
        cmocka_unit_test(group_chains),
        cmocka_unit_test(donation),
        cmocka_unit_test(leak),
        cmocka_unit_test(growth_change_saturates),
        cmocka_unit_test(damaged_side_no_drop),
        cmocka_unit_test(growth_actual_unknown_says_why),
        cmocka_unit_test(oom_new_said),
        cmocka_unit_test(side_without_plan_live_unknown),
        cmocka_unit_test(itself),
        cmocka_unit_test(other_live_figure),
        cmocka_unit_test(fits_alone_still_fails),
        cmocka_unit_test(runtime_rows_of_both),
        cmocka_unit_test(runtime_of_a_side_that_never_ran),
        cmocka_unit_test(program_ids),
        cmocka_unit_test(same_name),
        cmocka_unit_test(unmatched),
        cmocka_unit_test(namesake_unpaired),
        cmocka_unit_test(no_side_read_where_it_never_ran),
        cmocka_unit_test(verdict_names_afters_own_wait),
        cmocka_unit_test(verdict_words_of_a_failure),
        cmocka_unit_test(line_moved_is_one_group),
        cmocka_unit_test(difference_too_small_to_print),
        cmocka_unit_test(differences),
        cmocka_unit_test(module_fallback),
        cmocka_unit_test(json),
        cmocka_unit_test(devices_like_with_like),
        cmocka_unit_test(devices_worst_host_own_device),
        cmocka_unit_test(run_verdict_another_host_fails),
        cmocka_unit_test(pools_agree),
        cmocka_unit_test(each_module_in_one_place),
        cmocka_unit_test(no_modules),
        cmocka_unit_test(growth_change_between_figures),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
