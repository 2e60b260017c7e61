/* test_scenarios.c - the synthetic reference scenarios give the figures
 * and diagnosis ids of doc/figures.md and doc/rules.md; the report matches its golden file
 * and the JSON parses and carries the stable keys. */
#include "common.h"
#include "scenarios.h"
#include "report.h"
#include "minijson.h"
#include "pairs.h"
#include "builder.h"
#include "disagree.h"

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

static void scenario(loaded *l, const char *name)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s.xplane.pb", g_dir, name);
    assert_int_equal(xb_write_scenario(name, p), 0);
    load_ok(l, p, NULL);
}

static bool has_diag(loaded *l, const char *id)
{
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l->an, l->an->selected, &d);
    for (size_t i = 0; i < n; i++)
        if (!strcmp(d[i].id, id))
            return true;
    return false;
}

static void diag_ids(loaded *l, const char *expect)
{
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l->an, l->an->selected, &d);
    char got[512] = "";
    for (size_t i = 0; i < n; i++) {
        strcat(got, i ? " " : "");
        strcat(got, d[i].id);
    }
    assert_string_equal(got, expect);
}

static char *report_of(loaded *l)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    xt_report_opts o = { .top = 10, .width = 80 };
    assert_int_equal(xt_report_write(f, &l->cap, l->an, &o), 0);
    fclose(f);
    return buf;
}

static void fmt(char *b, size_t n, int64_t v) { xt_fmt_bytes(b, n, v); }

static void attention(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "attention");
    xt_host *h = l.an->host;
    assert_string_equal(h->modules[l.an->selected].name, "jit_train_step(15)");
    assert_string_equal(l.an->selected_why, "its last execution never launched a kernel");
    const xt_plan *p = l.an->plans[l.an->selected];
    const xt_allocator *pool = xt_analysis_pool(l.an, l.an->selected);
    char b[32];
    fmt(b, sizeof b, p->total);
    assert_string_equal(b, "3.72 GiB");
    fmt(b, sizeof b, pool->capacity);
    assert_string_equal(b, "2.79 GiB");
    assert_int_equal(p->temp, 3495 * MiB);
    assert_int_equal(p->heap_peak, 3495 * MiB);
    /* 81.6% of the heap peak is forward, kept for backward */
    double share = 100.0 * (double)p->roles[XT_ROLE_FORWARD] / (double)p->heap_peak;
    assert_true(share > 81.55 && share < 81.65);
    assert_int_equal(p->roles[XT_ROLE_WORKSPACE], 64 * MiB);
    assert_int_equal(p->remat, 89);
    /* f32[8,8,1024,1024] x5 on the softmax line */
    xt_live_group *g;
    xt_arena ar = { 0 };
    size_t ng = xt_plan_groups(p, &ar, &g);
    bool found = false;
    for (size_t i = 0; i < ng; i++)
        if (!strcmp(g[i].shape, "f32[8,8,1024,1024]")) {
            assert_int_equal(g[i].count, 5);
            assert_string_equal(g[i].source, "model.py:88");
            assert_int_equal(g[i].role, XT_ROLE_FORWARD);
            found = true;
        }
    assert_true(found);
    xt_arena_free(&ar);
    /* the full stack from stack_frame_id (source_file is empty) */
    const xt_live_buf *soft = &p->live[0];
    assert_string_equal(soft->shape, "f32[8,8,1024,1024]");
    const char **frames;
    xt_arena a2 = { 0 };
    size_t nf = xt_instr_stack(h->modules[l.an->selected].hlo, soft->instr, &a2, &frames);
    assert_int_equal(nf, 3);
    assert_string_equal(frames[0], "model.py:88 attention");
    assert_string_equal(frames[2], "train.py:40 loss_fn");
    xt_arena_free(&a2);
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->nexecs, 1);
    assert_true(r->last_never_launched);
    assert_int_equal(r->longest_retry_ps, 10000000000000LL + 2000000); /* 10 s + 2 us of allocations */
    assert_int_equal(r->failed_request, 3495 * MiB);
    assert_string_equal(r->failed_kind, "temp");
    diag_ids(&l, "plan-exceeds-pool mostly-forward allocator-retry xla-remat");
    /* the MEM_FRACTION hint only because the pool is below the device */
    const xt_diag *d;
    xt_analysis_diagnose(l.an, l.an->selected, &d);
    assert_non_null(strstr(d[0].fix, "XLA_PYTHON_CLIENT_MEM_FRACTION"));
    assert_non_null(strstr(d[0].fix, "probably set"));
    /* the value to set: 3.72 GiB of 192.0 GiB is 1.94%, so 0.02 */
    assert_non_null(strstr(d[0].fix, "raise XLA_PYTHON_CLIENT_MEM_FRACTION to 0.02 or more"));
    assert_non_null(strstr(d[0].check, "=0.02 the pool would be ~3.84 GiB for the step's 3.72 GiB"));
    assert_non_null(strstr(d[1].cause, "f32[8,8,1024,1024] x5"));
    assert_non_null(strstr(d[1].check, "fits"));
    load_free(&l);
}

/* A capture of module (id 7) whose one execution, recorded under run
 * (the fast path's PjitFunction name), never launched a kernel, written
 * to file in g_dir: that module is selected, and the execution is its. */
static void pjit_module_named(const char *module, const char *run, const char *file)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new(module, 7);
    int64_t c = hb_comp(m, "main.1");
    const int64_t dims[] = { 1024, 1024, -1 };
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", 11, dims, "", "", 0);
    hb_static(m, HB_PARAM, p0, 4 * MiB, 0);
    int64_t t0 = hb_temp(m, hb_instr(m, c, "fusion.1", "fusion", 11, dims, "", "", 0), 512 * MiB);
    hb_alloc(m, t0, "fusion.1");
    hb_free_buf(m, t0, "fusion.1");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 256 * MiB, 16 * GiB, 4 * MiB);
    xb_gpu_execute(&g, 1000000000LL, run, 7, NULL, 0, 512 * MiB, 0, 1000000000LL, NULL);
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, module, 7, b, len, false);
    free(b);
    char p[512];
    snprintf(p, sizeof p, "%s/%s.xplane.pb", g_dir, file);
    assert_int_equal(xb_write(s, p, false), 0);
    hb_free(m);
    xb_free(s);
    loaded l;
    load_ok(&l, p, NULL);
    const char *got = l.an->host->modules[l.an->selected].name;
    /* a name past XT_NAME_MAX bytes is cut where it is read: the same
     * cut from every source, so it is still this execution's module */
    size_t ml = strlen(module);
    char cut[XT_NAME_MAX + XT_NAME_MARK_MAX + 1];
    if (ml > XT_NAME_MAX) {
        ml = xt_name_cut(cut, module, ml);
        cut[ml] = 0;
        module = cut;
    }
    if (strlen(got) != ml + 3 || strncmp(got, module, ml) || strcmp(got + ml, "(7)"))
        fail_msg("module of %zu bytes: selected '%.60s...'", ml, got);
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->nexecs, 1);
    assert_true(r->last_never_launched);
    load_free(&l);
}

/* A module whose name is 300 bytes or more, run through jaxlib's fast path
 * (PjitFunction(<name>)) as JAX before 0.9.2 records it: its execution
 * that never launched a kernel is still its own.  The name read from
 * PjitFunction(...) went through a buffer of 300 bytes, so a longer one
 * was cut, matched no module, and the verdict said "fits", the module
 * "none in the capture" (an attacker's review).  Past XT_NAME_MAX bytes
 * (5,000 and 100,000) the name is cut where it is read, the same from
 * every source, and still matched. */
static void long_module_name(void **state)
{
    (void)state;
    const size_t lens[] = { 250, 299, 300, 400, 5000, 100000 };
    for (size_t k = 0; k < sizeof lens / sizeof *lens; k++) {
        char *name = malloc(lens[k] + 1), file[32];
        assert_non_null(name);
        memcpy(name, "jit_", 4);
        memset(name + 4, 'a', lens[k] - 4);
        name[lens[k]] = 0;
        snprintf(file, sizeof file, "long-%zu", lens[k]);
        pjit_module_named(name, name, file);
        free(name);
    }
}

/* An event named "<want>:XLA GPU module" counted (xt_line_visit's fn). */
typedef struct gpu_module_ev {
    const char *want;
    size_t seen;
} gpu_module_ev;

static void gpu_module_seen(void *ctx, const xt_event *ev)
{
    gpu_module_ev *g = ctx;
    const char *n = xt_event_name(ev), *suf = ":XLA GPU module";
    size_t wl = strlen(g->want);
    if (strlen(n) == wl + strlen(suf) && !strncmp(n, g->want, wl) && !strcmp(n + wl, suf))
        g->seen++;
}

/* A module named by 8 MiB, in every source (the /host:metadata plane, the
 * HloProto, the launches' stats): cut where it is read, so the report
 * names it in a few KB and its execution is still its.  Kept whole, a
 * 32 MiB name took 34 s and 3 GB and made a 304 MB report (an attacker's
 * review). */
static void huge_module_name(void **state)
{
    (void)state;
    char p[512];
    snprintf(p, sizeof p, "%s/huge-name.xplane.pb", g_dir);
    assert_int_equal(xb_long_name_outputs(p, 8 << 20, 2), 0);
    loaded l;
    load_ok(&l, p, NULL);
    const xt_module *m = &l.an->host->modules[l.an->selected];
    assert_true(strlen(m->name) < XT_NAME_MAX + XT_NAME_MARK_MAX + 8);
    assert_non_null(strstr(m->name, "aaaa...[a name of 8,388,612 bytes, cut #"));
    assert_non_null(strstr(m->name, "](7)"));
    assert_int_equal(xt_analysis_mrt(l.an, l.an->selected)->nexecs, 1);
    /* its launch, "<module>:XLA GPU module", cut before the suffix, which
     * it keeps: the module's own name as the others cut it (cut whole it
     * was no launch: an attacker's review) */
    gpu_module_ev gm = { m->hlo_name, 0 };
    xt_host *h = l.an->host;
    for (size_t i = 0; i < h->nplanes; i++)
        for (size_t k = 0; k < h->planes[i].nlines; k++) {
            xt_error err = { 0, "" };
            assert_int_equal(xt_line_visit(h, &h->planes[i], &h->planes[i].lines[k], gpu_module_seen, &gm, &err),
                             XT_OK);
        }
    assert_int_equal(gm.seen, 1);
    char *rep = report_of(&l);
    if (strlen(rep) > 64 * 1024)
        fail_msg("a report of %zu bytes", strlen(rep));
    assert_non_null(strstr(rep, "cut #"));
    free(rep);
    load_free(&l);
    unlink(p);
}

/* A buffer whose instruction has a Python stack of 1,000 frames: its
 * view lists the innermost XT_VIEW_STACK_FRAMES and counts the rest
 * (150,000 frames of one 4 KB file name made 615 MB of rows: an
 * attacker's review). */
static void deep_stack_view_bounded(void **state)
{
    (void)state;
    enum { N = 1000 };
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_deep", 7);
    int64_t c = hb_comp(m, "main");
    const int64_t dims[] = { 1024, 1024, -1 };
    int64_t in = hb_instr(m, c, "fusion.1", "fusion", 11, dims, "jit(deep)/add", "", 0);
    char **frames = malloc(N * sizeof *frames);
    assert_non_null(frames);
    for (size_t i = 0; i < N; i++) {
        frames[i] = malloc(32);
        assert_non_null(frames[i]);
        snprintf(frames[i], 32, "deep.py:%zu:f", i + 1);
    }
    hb_stack(m, in, (const char *const *)frames, N);
    for (size_t i = 0; i < N; i++)
        free(frames[i]);
    free(frames);
    int64_t t0 = hb_temp(m, in, 4 * MiB), t1 = hb_temp(m, in, 2 * MiB);
    hb_alloc(m, t0, "fusion.1");
    hb_alloc(m, t1, "fusion.1");
    hb_free_buf(m, t0, "fusion.1");
    hb_free_buf(m, t1, "fusion.1");
    xb_module_hb(s, "jit_deep", 7, m);
    char p[512];
    snprintf(p, sizeof p, "%s/deep-stack.xplane.pb", g_dir);
    assert_int_equal(xb_write(s, p, false), 0);
    xb_free(s);
    loaded l;
    load_ok(&l, p, NULL);
    const xt_plan *pl = l.an->plans[l.an->selected];
    assert_int_equal(pl->nlive, 2);
    /* one instruction's source made once for the live set, not a copy a
     * buffer (200,000 buffers of a 4 KB origin: 876 MB, an attacker's
     * review) */
    assert_string_equal(pl->live[0].source, "deep.py:1");
    assert_ptr_equal(pl->live[0].source, pl->live[1].source);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_buffer(&t, l.an, l.an->selected, 0, 80);
    char *txt = xt_text_plain(&t, 80, false);
    size_t frames_shown = 0;
    for (const char *q = txt; (q = strstr(q, "\n  deep.py:")) != NULL; q++)
        frames_shown++;
    assert_int_equal(frames_shown, XT_VIEW_STACK_FRAMES);
    char more[64];
    snprintf(more, sizeof more, "... %d more frames, outermost (read)", N - XT_VIEW_STACK_FRAMES);
    /* the innermost (the first given) shown, the outermost counted */
    if (!strstr(txt, more) || !strstr(txt, "\n  deep.py:1 f\n") || strstr(txt, "\n  deep.py:1000 f\n"))
        fail_msg("%s", txt);
    free(txt);
    xt_text_free(&t);
    xt_arena_free(&ar);
    load_free(&l);
    unlink(p);
}

/* jax.jit(lambda ...) as JAX before 0.9.2 records it: the fast path's
 * TraceMe says PjitFunction(<lambda>) (the function's __name__), the
 * module is jit__lambda_ (JAX replaces every character but [A-Za-z0-9_.-]
 * with '_').  Its execution that never launched a kernel is the module's;
 * "jit_<lambda>" matched no module, the verdict said "fits" (an
 * attacker's review). */
static void lambda_module_name(void **state)
{
    (void)state;
    pjit_module_named("jit__lambda_", "jit_<lambda>", "lambda");
    /* and one past XT_NAME_MAX bytes, its '<' and '>' before and after
     * the cut: the fast path's name is cut as the module's is, after the
     * characters are replaced (a cut before that named another module) */
    size_t n = 6000;
    char *mod = malloc(n + 8), *run = malloc(n + 8);
    assert_true(mod && run);
    memset(mod, 'b', n + 7);
    memcpy(mod, "jit__", 5);
    mod[n + 5] = '_';
    mod[n + 6] = 0;
    memcpy(run, mod, n + 7);
    run[4] = '<';
    run[n + 5] = '>';
    pjit_module_named(mod, run, "long-lambda");
    free(mod);
    free(run);
}

/* A __name__ with a '(' of its own (f.__name__ = "loss(p)"): the fast
 * path's TraceMe says PjitFunction(loss(p)), JAX's module is jit_loss_p_;
 * the name was read from the last '(', "jit_p_", which matched no module
 * (its failed execution then belonged to none). */
static void paren_module_name(void **state)
{
    (void)state;
    pjit_module_named("jit_loss_p_", "jit_loss(p)", "paren");
}

/* The same OOM as JAX 0.11 writes it: executions named after the module
 * (CommonPjRtLoadedExecutable::Execute (<m>)), the retry wait as an
 * AllocatorRetry::AllocateRaw span (measured, not inferred), the program id
 * as a stat, and the JAX version on the metadata plane. */
static void attention_jax011(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "attention-jax011");
    xt_host *h = l.an->host;
    assert_string_equal(h->jax_version, "0.11.0");
    assert_string_equal(h->modules[l.an->selected].name, "jit_train_step(15)");
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->nexecs, 1);
    assert_true(r->last_never_launched);
    const xt_exec *x = &l.an->rt->execs[r->execs[0]];
    assert_int_equal(x->retry_wait_ps, 10000000000000LL);
    assert_false(x->retry_inferred);
    assert_int_equal(r->failed_request, 3495 * MiB);
    diag_ids(&l, "plan-exceeds-pool mostly-forward allocator-retry xla-remat");
    const xt_diag *d;
    xt_analysis_diagnose(l.an, l.an->selected, &d);
    assert_null(strstr(d[2].cause, "inferred); 1 of 1")); /* the wait is measured */
    load_free(&l);
}

/* The builder's buffer assignments are consistent: temp buffers live at
 * the same time never overlap, and all fit in the temp allocation. */
static void builder_consistent(void **state)
{
    (void)state;
    static const char *names[] = { "attention", "grads-kept", "scan-fsdp", "other-live" };
    for (size_t n = 0; n < 4; n++) {
        loaded l;
        scenario(&l, names[n]);
        xt_host *h = l.an->host;
        xt_hlo *hlo = h->modules[0].hlo;
        assert_non_null(hlo);
        const xt_alloc *temp = NULL;
        for (size_t i = 0; i < hlo->nallocs; i++)
            if (!hlo->allocs[i].is_param && !hlo->allocs[i].maybe_live_out)
                temp = &hlo->allocs[i];
        assert_non_null(temp);
        const xt_heap_trace *tr = &hlo->traces[0];
        int64_t *live = calloc(hlo->nlbufs + 2, sizeof *live);
        size_t nl = 0;
        for (size_t e = 0; e < tr->nevents; e++) {
            int64_t id = tr->events[e].buffer_id;
            if (tr->events[e].kind == XT_HEAP_FREE) {
                for (size_t k = 0; k < nl; k++)
                    if (live[k] == id)
                        live[k] = live[--nl];
                continue;
            }
            int64_t off = -1, size = 0;
            for (size_t k = 0; k < temp->nassigned; k++)
                if (temp->assigned[k].lbuf_id == id) {
                    off = temp->assigned[k].offset;
                    size = temp->assigned[k].size;
                }
            assert_true(off >= 0 && off + size <= temp->size);
            for (size_t k = 0; k < nl; k++)
                for (size_t q = 0; q < temp->nassigned; q++)
                    if (temp->assigned[q].lbuf_id == live[k]) {
                        int64_t o2 = temp->assigned[q].offset, s2 = temp->assigned[q].size;
                        if (off < o2 + s2 && o2 < off + size)
                            fail_msg("%s: buffers %lld and %lld overlap", names[n], (long long)id,
                                     (long long)live[k]);
                    }
            live[nl++] = id;
        }
        free(live);
        load_free(&l);
    }
}

static void grads_kept(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "grads-kept");
    const xt_plan *p = l.an->plans[l.an->selected];
    assert_int_equal(p->total, 788 * MiB);
    assert_int_equal(p->donated, 316 * MiB);
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->nexecs, 10);
    const xt_exec *first = &l.an->rt->execs[r->execs[0]];
    const xt_exec *last = &l.an->rt->execs[r->execs[9]];
    assert_int_equal(first->in_use_at_start, 316 * MiB);
    assert_int_equal(last->in_use_at_start, 1252 * MiB);
    char b[32];
    xt_fmt_delta(b, sizeof b, (int64_t)r->growth);
    assert_string_equal(b, "+104.0 MiB");
    assert_true(r->growth_r2 > 0.999);
    assert_true(r->growth_ratio > 0.995 && r->growth_ratio < 1.005);
    bool append = false;
    for (size_t i = 0; i < r->nbetween; i++)
        append |= !strcmp(r->between[i].name, "$<unknown> append");
    assert_true(append);
    /* the live set names each step's outputs */
    /* the step's own (donated) parameters first: the 316 MiB from before
     * the capture are exactly them, so no remainder is left */
    assert_int_equal(r->nlive, 10);
    assert_true(r->live_at_last[0].step_parameters);
    assert_int_equal(r->live_at_last[0].bytes, 316 * MiB);
    assert_int_equal(r->live_at_last[0].params_from_before, 316 * MiB);
    assert_string_equal(r->live_at_last[1].origin, "outputs of jit_train_step execution 1");
    assert_string_equal(r->live_at_last[9].origin, "outputs of jit_train_step execution 9");
    bool step3 = false;
    for (size_t i = 0; i < r->nlive; i++)
        step3 |= !strcmp(r->live_at_last[i].origin, "outputs of jit_train_step execution 3");
    assert_true(step3);
    diag_ids(&l, "growth-per-execution");
    load_free(&l);
}

static void no_donation(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "no-donation");
    const xt_plan *p = l.an->plans[l.an->selected];
    char b[32];
    fmt(b, sizeof b, p->total);
    assert_string_equal(b, "3.88 GiB");
    assert_int_equal(p->parameters, 1902 * MiB);
    assert_int_equal(p->outputs, 1902 * MiB);
    assert_int_equal(p->donated, 0);
    assert_int_equal(p->temp, 172 * MiB);
    assert_int_equal(p->aliasable, 1902 * MiB);
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->failed_request, 317 * MiB);
    assert_string_equal(r->failed_kind, "output");
    assert_true(has_diag(&l, "plan-exceeds-pool"));
    assert_true(has_diag(&l, "no-donation"));
    assert_false(has_diag(&l, "mostly-forward"));
    diag_ids(&l, "plan-exceeds-pool no-donation allocator-retry");
    load_free(&l);
}

static void scan_fsdp(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "scan-fsdp");
    const xt_plan *p = l.an->plans[l.an->selected];
    char b[32];
    fmt(b, sizeof b, p->temp);
    assert_string_equal(b, "61.9 GiB");
    double share = 100.0 * (double)p->roles[XT_ROLE_FORWARD] / (double)p->heap_peak;
    assert_true(share > 56.5 && share < 57.5);
    size_t stacks = 0;
    for (size_t i = 0; i < p->nlive; i++)
        if (!strcmp(p->live[i].shape, "bf16[32,4,4096,11008]")) {
            assert_non_null(p->live[i].via);
            assert_string_equal(p->live[i].via->name, "while.50");
            stacks++;
        }
    assert_int_equal(stacks, 2);
    assert_false(has_diag(&l, "plan-exceeds-pool"));
    diag_ids(&l, "");
    load_free(&l);
}

static void other_live(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "other-live");
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->nexecs, 2);
    /* the step's 200 MiB of parameters come out of the 800 MiB from
     * before the capture; the dataset is the largest group outside it */
    assert_true(r->live_at_last[0].step_parameters);
    assert_int_equal(r->live_at_last[0].bytes, 200 * MiB);
    assert_string_equal(r->live_at_last[1].origin,
                        "PjRtStreamExecutorClient::BufferFromHostBuffer(s32[367001600])");
    assert_int_equal(r->live_at_last[1].bytes, 1400 * MiB);
    assert_string_equal(r->live_at_last[1].shape, "s32[367001600]");
    assert_string_equal(r->live_at_last[r->nlive - 1].origin, XT_ORIGIN_BEFORE);
    assert_int_equal(r->live_at_last[r->nlive - 1].bytes, 600 * MiB);
    int64_t sum = 0;
    for (size_t i = 0; i < r->nlive; i++)
        sum += r->live_at_last[i].bytes;
    assert_int_equal(sum, r->in_use_at_last); /* the groups add up */
    assert_true(has_diag(&l, "other-live-arrays"));
    assert_false(has_diag(&l, "plan-exceeds-pool"));
    load_free(&l);
}

/* Same-named modules on CUDA: the execution's launch has only a
 * correlation id; the device kernel with that id says which program ran. */
static void same_name_cuda(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "same-name-cuda");
    xt_host *h = l.an->host;
    assert_int_equal(h->nmodules, 2);
    size_t a = module_index(h, "jit_matmul(19)"), b = module_index(h, "jit_matmul(32)");
    assert_int_equal(l.an->rt->module_execs[a], 3);
    assert_int_equal(l.an->rt->module_execs[b], 2);
    load_free(&l);
}

static void bad_trace(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "bad-trace");
    const xt_plan *p = l.an->plans[0];
    assert_true(p->has_plan);
    assert_int_equal(p->heap_peak, 3 * MiB);
    assert_true(p->nwarnings >= 2);
    bool unknown = false, twice = false;
    for (size_t i = 0; i < p->nwarnings; i++) {
        unknown |= strstr(p->warnings[i], "unknown logical buffer") != NULL;
        twice |= strstr(p->warnings[i], "freed twice") != NULL;
    }
    assert_true(unknown && twice);
    assert_int_equal(l.an->rt->nallocators, 0);
    assert_true(l.an->rt->nwarnings >= 1);
    load_free(&l);
}

static void no_metadata(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "no-metadata");
    assert_int_equal(l.an->host->nmodules, 0);
    const xt_allocator *a = &l.an->rt->allocators[0];
    assert_int_equal(a->nallocs, 2);
    assert_int_equal(a->ndeallocs, 2);
    assert_int_equal(a->unmatched_frees, 1);
    assert_int_equal(a->before_capture, 100 * MiB);
    char *rep = report_of(&l);
    assert_non_null(strstr(rep, "no /host:metadata plane"));
    /* one free of a buffer from before the capture: singular throughout */
    if (!strstr(rep, "1 deallocation in GPU_0_bfc frees a buffer allocated") || !strstr(rep, "its bytes count"))
        fail_msg("%s", rep);
    /* what was live at the pool's peak (3 ms: 100 MiB - 10 freed + 30 +
     * 50), by origin, adding up; the 50 MiB never freed */
    const char *lv = strstr(rep, "\nLive in GPU_0_bfc at its peak: 170.0 MiB allocated (measured); sources "
                                 "inferred\n    from when each was allocated\n");
    if (!lv)
        fail_msg("%s", rep);
    if (!strstr(lv, "  90.0 MiB  52.9% #####_____ allocated before the capture started\n") ||
        !strstr(lv, "  80.0 MiB  47.1% #####_____ no TraceMe event around it (Python code or none), 2\n") ||
        !strstr(lv, "  1 of 2 allocations (50.0 MiB) never freed in the capture (measured): still\n"))
        fail_msg("%s", lv);
    free(rep);
    const xt_pool_peak *pk = xt_analysis_pool_peak(l.an);
    assert_non_null(pk);
    assert_int_equal(pk->use, 170 * MiB);
    assert_int_equal(pk->ng, 2); /* both allocations under one origin */
    assert_int_equal(pk->nfold, 0); /* no path to fold */
    assert_int_equal(pk->never_freed, 1);
    assert_int_equal(pk->never_freed_bytes, 50 * MiB);
    /* the JSON: every group, the same figures */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_int_equal(xt_json_write(f, &l.cap, &l.an), 0);
    fclose(f);
    jv doc;
    if (jdoc(buf, &doc))
        fail_msg("invalid JSON:\n%s", buf);
    const jv *pp = jget(jget(jget(&doc, "hosts"), "#0"), "pool_peak_live");
    assert_string_equal(jget(pp, "allocator")->str, "GPU_0_bfc");
    assert_string_equal(jget(pp, "allocator_because")->str, "device 0's pool");
    assert_true(jget(pp, "in_use_bytes")->num == 170.0 * MiB);
    assert_true(jget(pp, "never_freed_allocations")->num == 1);
    assert_true(jget(pp, "never_freed_bytes")->num == 50.0 * MiB);
    const jv *g = jget(pp, "live");
    assert_int_equal(g->n, 2);
    assert_true(jget(jget(g, "#0"), "bytes")->num == 80.0 * MiB);
    assert_true(jget(jget(g, "#0"), "buffers")->num == 2);
    assert_string_equal(jget(jget(g, "#1"), "origin")->str, XT_ORIGIN_BEFORE);
    assert_true(jget(jget(g, "#1"), "bytes")->num == 90.0 * MiB);
    assert_int_equal(jget(pp, "live_by_op")->n, 0);
    jfree(&doc);
    free(buf);
    load_free(&l);
    /* a capture with modules: null */
    scenario(&l, "attention");
    assert_null(xt_analysis_pool_peak(l.an));
    buf = NULL;
    f = open_memstream(&buf, &len);
    assert_int_equal(xt_json_write(f, &l.cap, &l.an), 0);
    fclose(f);
    assert_non_null(strstr(buf, "\"pool_peak_live\": null"));
    free(buf);
    load_free(&l);
}

/* ---- golden reports and JSON ----------------------------------------------- */

static void golden(const char *name)
{
    loaded l;
    scenario(&l, name);
    char *rep = report_of(&l);
    /* the temp path differs per run: compare from the host line on */
    char *body = strstr(rep, "\nhost ");
    assert_non_null(body);
    char gp[512];
    snprintf(gp, sizeof gp, "%s/tests/golden/%s.report.txt", XT_SRCDIR, name);
    if (getenv("XT_UPDATE_GOLDEN")) {
        FILE *f = fopen(gp, "w");
        assert_non_null(f);
        fputs(body + 1, f);
        fclose(f);
    }
    FILE *f = fopen(gp, "r");
    if (!f)
        fail_msg("missing golden file %s (XT_UPDATE_GOLDEN=1 writes it)", gp);
    static char want[1 << 16];
    size_t n = fread(want, 1, sizeof want - 1, f);
    want[n] = 0;
    fclose(f);
    if (strcmp(want, body + 1)) {
        fprintf(stderr, "report differs from %s; got:\n%s\n", gp, body + 1);
        fail();
    }
    /* readable at 80 columns */
    for (char *line = body + 1; *line;) {
        char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        size_t cols = 0;
        for (size_t i = 0; i < len; i++)
            if (((unsigned char)line[i] & 0xc0) != 0x80)
                cols++;
        if (cols > 80 && !strstr(line, "BufferFromHostBuffer") && !strstr(line, " via "))
            fail_msg("line over 80 columns in %s: %.*s", name, (int)len, line);
        line = nl ? nl + 1 : line + len;
    }
    free(rep);
    load_free(&l);
}

static void golden_attention(void **state) { (void)state; golden("attention"); }
static void golden_grads(void **state)
{
    (void)state;
    golden("grads-kept");
    /* the hosts list's line says how soon the leak fills the pool, as the
     * diagnosis's check does ("full after ~10 more executions"): what
     * orders a run's hosts */
    loaded l;
    scenario(&l, "grads-kept");
    int sev;
    const char *v = xt_host_verdict(l.an, &sev);
    assert_int_equal(sev, XT_SEV_WARN);
    if (!strstr(v, "but grows +104.0 MiB per execution (inferred); full in ~10 more executions (inferred)"))
        fail_msg("host verdict: %s", v);
    load_free(&l);
    /* a pool with less room than one execution's growth: the next one
     * fills it ("full in ~0 more executions" said nothing) */
    scenario(&l, "grads-kept");
    size_t m = l.an->selected;
    const xt_exec *last = NULL;
    for (size_t i = 0; i < l.an->rt->nexecs; i++)
        if (l.an->rt->execs[i].module == m && (!last || l.an->rt->execs[i].start_ps > last->start_ps))
            last = &l.an->rt->execs[i];
    assert_non_null(last);
    assert_int_equal(l.an->rt->nallocators, 1);
    const xt_plan *p = l.an->plans[m];
    l.an->rt->allocators[0].capacity = last->in_use_at_start + p->outputs + p->temp + (50 << 20);
    v = xt_host_verdict(l.an, &sev); /* prepares the module with that pool */
    assert_int_equal(sev, XT_SEV_WARN);
    if (!strstr(v, "but grows +104.0 MiB per execution (inferred); full at the next execution (inferred)"))
        fail_msg("host verdict: %s", v);
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l.an, m, &d), k = 0;
    while (k < n && strcmp(d[k].id, "growth-per-execution"))
        k++;
    assert_true(k < n);
    if (!d[k].check || !strstr(d[k].check, "at this rate the next execution fills the pool (inferred: 50.0 MiB "
                                            "of room, 104.0 MiB per execution)"))
        fail_msg("check: %s", d[k].check ? d[k].check : "(none)");
    load_free(&l);
}
/* A leak in a pool whose own events hold more than it (pair-leak-full:
 * 1.68 GiB in use in a 1.50 GiB pool, every execution launched): the
 * verdict carries the doubt, and the check says no room is left at the
 * last start with each figure's label; it said "the pool is already full
 * (measured: ...)", of 1.22 GiB in use and a sum with a read term (a
 * trial). */
static void leak_in_a_pool_that_disagrees(void **state)
{
    (void)state;
    char p[512];
    snprintf(p, sizeof p, "%s/pair-leak-full.xplane.pb", g_dir);
    assert_int_equal(xb_write_pair("pair-leak-full", p), 0);
    loaded l;
    load_ok(&l, p, NULL);
    size_t m = l.an->selected;
    int sev;
    const char *v = xt_verdict(l.an, m, &sev);
    if (!strstr(v, "> pool 1.50 GiB (measured) (the pool's figures disagree?)"))
        fail_msg("verdict: %s", v);
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l.an, m, &d), k = 0;
    while (k < n && strcmp(d[k].id, "growth-per-execution"))
        k++;
    assert_true(k < n);
    if (strcmp(d[k].check, "no room left for the step at the last start: 1.22 GiB in use (measured) + 472.0 MiB "
                           "the step's outputs and temp (read) > pool 1.50 GiB (measured)"))
        fail_msg("check: %s", d[k].check);
    load_free(&l);
    /* its last execution failing: that failure is measured, whatever the
     * pool's figures say, and the verdict carries no doubt (it said
     * "GPU 0 failed: ...; ... (the pool's figures disagree?)": an
     * attacker's review) */
    snprintf(p, sizeof p, "%s/pair-leak-full-fails.xplane.pb", g_dir);
    assert_int_equal(xb_write_pair("pair-leak-full-fails", p), 0);
    load_ok(&l, p, NULL);
    v = xt_verdict(l.an, l.an->selected, &sev);
    if (strstr(v, "disagree") || sev != XT_SEV_BAD)
        fail_msg("verdict: %s (%d)", v, sev);
    load_free(&l);
}

static void golden_nodonation(void **state) { (void)state; golden("no-donation"); }
static void golden_other(void **state) { (void)state; golden("other-live"); }

/* no-donation's fix names which arguments to donate: the parameters an
 * output of their size pairs with, by the names JAX records in their
 * op_name where they have them, else by number ("donate_argnums on the
 * state arguments" named none: a trial). */
static void no_donation_names_the_arguments(void **state)
{
    (void)state;
    char p[600];
    snprintf(p, sizeof p, "%s/named.xplane.pb", g_dir);
    static const char *const names[6] = { "state.params[0]", "state.params[1]", "state.opt[0]",
                                          "state.opt[1]", "state.opt[2]", "state.opt[3]" };
    assert_int_equal(xb_donation_named(p, names), 0);
    loaded l;
    load_ok(&l, p, NULL);
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l.an, l.an->selected, &d);
    const char *fix = NULL;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(d[i].id, "no-donation"))
            fix = d[i].fix;
    assert_non_null(fix);
    if (!strstr(fix, "donate_argnums on the state arguments, those holding state.params[0], state.params[1], "
                     "state.opt[0] and 3 more: can save up to 1.86 GiB"))
        fail_msg("%s", fix);
    load_free(&l);
    /* no names: by number, a run as a range */
    loaded u;
    scenario(&u, "no-donation");
    n = xt_analysis_diagnose(u.an, u.an->selected, &d);
    fix = NULL;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(d[i].id, "no-donation"))
            fix = d[i].fix;
    if (!fix || !strstr(fix, "those holding parameters 0-5 (places among the arguments flattened, not "
                             "argnums): can save up to 1.86 GiB"))
        fail_msg("%s", fix ? fix : "(none)");
    load_free(&u);
}

static void json_doc(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "attention");
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_int_equal(xt_json_write(f, &l.cap, &l.an), 0);
    fclose(f);
    jv doc;
    if (jdoc(buf, &doc))
        fail_msg("invalid JSON:\n%s", buf);
    assert_string_equal(jget(&doc, "schema")->str, "xoomtui/1");
    const jv *h = jget(jget(&doc, "hosts"), "#0");
    assert_non_null(h);
    assert_string_equal(jget(h, "host")->str, "fixture-host");
    assert_string_equal(jget(h, "selected_module")->str, "jit_train_step(15)");
    /* the verdict as the title bar and --report say it; the hosts list's
     * line, which names the failed device */
    assert_string_equal(jget(h, "verdict")->str, "needs 3.72 GiB (read) > pool 2.79 GiB (measured)");
    assert_string_equal(jget(h, "verdict_severity")->str, "does-not-fit");
    assert_string_equal(jget(h, "host_verdict")->str,
                        "GPU 0 failed: execution 1 never launched (jit_train_step(15))");
    assert_true(jget(h, "device_memory_bytes")->num == 192.0 * GiB);
    const jv *al = jget(jget(h, "allocators"), "#0");
    assert_string_equal(jget(al, "name")->str, "GPU_0_bfc");
    assert_true(jget(al, "capacity_bytes")->num == 2857.0 * MiB);
    const jv *m = jget(jget(h, "modules"), "#0");
    assert_string_equal(jget(m, "name")->str, "jit_train_step(15)");
    assert_true(jget(m, "program_id")->num == 15);
    const jv *plan = jget(m, "plan");
    assert_true(jget(plan, "temp_bytes")->num == 3495.0 * MiB);
    assert_true(jget(plan, "remat_instructions")->num == 89);
    assert_true(jget(jget(plan, "roles"), "workspace")->num == 64.0 * MiB);
    const jv *lb = jget(jget(plan, "live_at_peak"), "#0");
    assert_string_equal(jget(lb, "shape")->str, "f32[8,8,1024,1024]");
    assert_string_equal(jget(lb, "role")->str, "forward");
    assert_string_equal(jget(lb, "source")->str, "model.py:88");
    const jv *rt = jget(h, "runtime");
    assert_string_equal(jget(rt, "allocator")->str, "GPU_0_bfc");
    const jv *x = jget(jget(rt, "executions"), "#0");
    assert_int_equal(jget(x, "launched_kernels")->b, 0);
    assert_int_equal(jget(rt, "growth_bytes_per_execution")->t, J_NULL); /* unknown: null */
    assert_int_equal(jget(rt, "growth_trend")->t, J_NULL);
    const jv *dg = jget(h, "diagnosis");
    assert_int_equal(dg->n, 4);
    assert_string_equal(jget(jget(dg, "#0"), "id")->str, "plan-exceeds-pool");
    assert_string_equal(jget(jget(dg, "#0"), "label")->str, "measured");
    assert_int_equal(jget(jget(dg, "#0"), "savings_bytes")->t, J_NULL);
    assert_string_equal(jget(jget(dg, "#1"), "id")->str, "mostly-forward");
    assert_int_equal(jget(jget(dg, "#1"), "savings_bytes")->t, J_NUM);
    jfree(&doc);
    free(buf);
    load_free(&l);
    /* the growth's word, as the runtime view says it */
    static const char *const sc[] = { "grads-kept", "scan-fsdp" }, *const word[] = { "grows", "none" };
    for (int i = 0; i < 2; i++) {
        scenario(&l, sc[i]);
        buf = NULL;
        f = open_memstream(&buf, &len);
        assert_int_equal(xt_json_write(f, &l.cap, &l.an), 0);
        fclose(f);
        if (jdoc(buf, &doc))
            fail_msg("invalid JSON:\n%s", buf);
        const jv *tr = jget(jget(jget(jget(&doc, "hosts"), "#0"), "runtime"), "growth_trend");
        assert_non_null(tr);
        assert_string_equal(tr->str, word[i]);
        jfree(&doc);
        free(buf);
        load_free(&l);
    }
}

static void module_option(void **state)
{
    (void)state;
    char p[512];
    snprintf(p, sizeof p, "%s/tests/data/jax08-rocm-mi300x-attention", XT_SRCDIR);
    xt_capture c;
    xt_error err;
    assert_int_equal(xt_capture_open(&c, p, NULL, NULL, NULL, &err), 0);
    xt_analysis *a = xt_analyze(&c.hosts[0], "jit_matmul(32)", &err);
    assert_non_null(a);
    assert_string_equal(c.hosts[0].modules[a->selected].name, "jit_matmul(32)");
    xt_analysis_free(a);
    a = xt_analyze(&c.hosts[0], "jit_tanh", &err); /* unique prefix */
    assert_non_null(a);
    assert_string_equal(c.hosts[0].modules[a->selected].name, "jit_tanh(92)");
    xt_analysis_free(a);
    assert_null(xt_analyze(&c.hosts[0], "jit_matmul", &err)); /* one name, five programs */
    assert_non_null(strstr(err.msg, "5 modules are named 'jit_matmul' (jit_matmul("));
    assert_non_null(strstr(err.msg, "give the name with its (id)"));
    assert_null(xt_analyze(&c.hosts[0], "jit_mat", &err)); /* a prefix of several: which ones */
    assert_non_null(strstr(err.msg, "modules start with 'jit_mat' (jit_matmul("));
    assert_non_null(strstr(err.msg, "give more of the name"));
    a = xt_analyze(&c.hosts[0], "tanh", &err); /* as the TUI shows it */
    assert_non_null(a);
    assert_string_equal(c.hosts[0].modules[a->selected].name, "jit_tanh(92)");
    xt_analysis_free(a);
    assert_null(xt_analyze(&c.hosts[0], "nope", &err));
    assert_non_null(strstr(err.msg, "no module 'nope'"));
    xt_capture_free(&c);
}

/* The bundled example is what the builder writes, byte for byte. */
static void example_is_current(void **state)
{
    (void)state;
    char p[512], e[1200];
    snprintf(p, sizeof p, "%s/example.xplane.pb", g_dir);
    assert_int_equal(xb_write_scenario("attention", p), 0);
    snprintf(e, sizeof e, "cmp -s '%s' '%s/examples/attention-oom.xplane.pb'", p, XT_SRCDIR);
    assert_int_equal(system(e), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(attention),
        cmocka_unit_test(attention_jax011),
        cmocka_unit_test(long_module_name),
        cmocka_unit_test(huge_module_name),
        cmocka_unit_test(deep_stack_view_bounded),
        cmocka_unit_test(lambda_module_name),
        cmocka_unit_test(paren_module_name),
        cmocka_unit_test(builder_consistent),
        cmocka_unit_test(grads_kept),
        cmocka_unit_test(no_donation),
        cmocka_unit_test(scan_fsdp),
        cmocka_unit_test(other_live),
        cmocka_unit_test(same_name_cuda),
        cmocka_unit_test(bad_trace),
        cmocka_unit_test(no_metadata),
        cmocka_unit_test(golden_attention),
        cmocka_unit_test(golden_grads),
        cmocka_unit_test(leak_in_a_pool_that_disagrees),
        cmocka_unit_test(golden_nodonation),
        cmocka_unit_test(golden_other),
        cmocka_unit_test(json_doc),
        cmocka_unit_test(no_donation_names_the_arguments),
        cmocka_unit_test(module_option),
        cmocka_unit_test(example_is_current),
    };
    return cmocka_run_group_tests_name("scenarios", tests, setup, teardown);
}
