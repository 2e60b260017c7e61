/* test_answers.c - the answers issue 14 fixed ("Other live arrays", "Other
 * wrong or misleading answers"), on the fixtures of tests/builder/answers.c:
 * the step's parameters are not "outside the step", each outside group is
 * named, the one change that makes the step fit and its saving; a backward
 * GEMM's workspace is workspace; a healthy program gets no diagnosis; the
 * host events between executions put the Python frames (and the loop)
 * first; growth per execution has one label everywhere; a TPU capture says
 * what index_on_host=N is and what it lacks. */
#include "common.h"
#include "answers.h"
#include "report.h"
#include "json.h"
#include "minijson.h"

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

static void fixture(loaded *l, const char *name)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s.xplane.pb", g_dir, name);
    assert_int_equal(xb_write_answer(name, p), 0);
    load_ok(l, p, NULL);
}

static const xt_diag *diag_line(loaded *l, const char *id, size_t *n_out)
{
    const xt_diag *d;
    size_t n = xt_analysis_diagnose(l->an, l->an->selected, &d);
    if (n_out)
        *n_out = n;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(d[i].id, id))
            return &d[i];
    return NULL;
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

/* The report with its lines joined (the diagnosis wraps at 80 columns). */
static char *report_flat(loaded *l)
{
    char *r = report_of(l);
    char *w = r;
    for (char *p = r; *p; p++) {
        if (*p == '\n') {
            while (p[1] == ' ')
                p++;
            *w++ = ' ';
            continue;
        }
        *w++ = *p;
    }
    *w = 0;
    return r;
}

static char *json_of(loaded *l, jv *doc)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_int_equal(xt_json_write(f, &l->cap, &l->an), 0);
    fclose(f);
    if (jdoc(buf, doc))
        fail_msg("invalid JSON:\n%s", buf);
    return buf;
}

#define LABEL_ORIGIN "PjRtStreamExecutorClient::BufferFromHostBuffer(s32[262144,2048])"

/* ---- other live arrays ----------------------------------------------------------------- */

/* The live set at the last start: the step's 1 GiB of parameters apart
 * (taken out of the 5 GiB from before the capture), the label array named
 * with its shape and Python line, 4 GiB from before the capture left. */
static void other_live_subtracts_parameters(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "other-live-label");
    assert_string_equal(l.an->host->modules[l.an->selected].name, "jit_eval_step(21)");
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_int_equal(r->in_use_at_last, 7 * GiB);
    assert_int_equal(r->nlive, 3);
    const xt_origin_group *g = r->live_at_last;
    assert_true(g[0].step_parameters);
    assert_int_equal(g[0].bytes, GiB);
    assert_int_equal(g[0].params_from_before, GiB);
    assert_string_equal(g[1].origin, LABEL_ORIGIN);
    assert_string_equal(g[1].shape, "s32[262144,2048]");
    assert_string_equal(g[1].source, "evaluate.py:23"); /* not api.py: JAX's own */
    assert_int_equal(g[1].bytes, 2 * GiB);
    assert_int_equal(g[1].buffers, 1);
    assert_false(g[1].step_parameters);
    assert_string_equal(g[2].origin, XT_ORIGIN_BEFORE);
    assert_int_equal(g[2].bytes, 4 * GiB);
    assert_int_equal(g[0].bytes + g[1].bytes + g[2].bytes, r->in_use_at_last);
    /* opened, the group says which of its bytes are measured buffers and
     * which an inference from the plan's sizes */
    xt_arena ar = { 0 };
    xt_text tx;
    xt_text_init(&tx, &ar);
    xt_analysis_prepare(l.an, l.an->selected);
    xt_view_origin(&tx, l.an, l.an->selected, r->nexecs - 1, 0);
    char *out = xt_text_plain(&tx, 400, true);
    /* all from before: said first, not "1.00 GiB: 0 B in 0 buffers" (a trial) */
    if (!strstr(out, "the step's own parameters (read from the plan): 1.00 GiB, all allocated before the "
                     "capture (inferred from the plan's sizes; no allocation event of it names them)"))
        fail_msg("%s", out);
    assert_null(strstr(out, "0 B in 0 buffers"));
    free(out);
    xt_text_free(&tx);
    xt_arena_free(&ar);
    load_free(&l);
}

/* The diagnosis: the subtraction said, the groups outside the step named
 * largest first, the single change with its arithmetic, the saving of
 * only what can be freed. */
static void other_live_names_the_single_change(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "other-live-label");
    size_t n;
    assert_null(diag_line(&l, "plan-exceeds-pool", &n));
    const xt_diag *d = diag_line(&l, "other-live-arrays", NULL);
    assert_non_null(d);
    assert_int_equal(d->label, XT_MEASURED);
    assert_non_null(strstr(d->cause, "it needs 7.56 GiB (measured + read), short by 576.0 MiB"));
    assert_non_null(strstr(d->cause, "Of 5.00 GiB allocated before the capture, about 1.00 GiB "
                                     "are the step's own parameters (read); the rest, ~4.00 GiB, "
                                     "is outside the step (inferred)"));
    assert_non_null(strstr(d->cause, "Outside the step: ~6.00 GiB (inferred)"));
    const char *before = strstr(d->cause, XT_ORIGIN_BEFORE " 4.00 GiB");
    const char *label = strstr(d->cause, LABEL_ORIGIN " 2.00 GiB at evaluate.py:23 (1 buffer)");
    assert_non_null(before);
    assert_non_null(label);
    assert_true(before < label); /* largest first */
    assert_non_null(strstr(d->fix, "free the s32[262144,2048] array (2.00 GiB, evaluate.py:23)"));
    assert_string_equal(d->check, "freeing the s32[262144,2048] array (2.00 GiB, evaluate.py:23) "
                                  "alone leaves about 1.44 GiB spare (inferred: the step then "
                                  "needs ~5.56 GiB of 7.00 GiB)");
    assert_int_equal(d->check_fits, 1);
    /* only what can be freed: the label array, not the parameters */
    assert_int_equal(d->savings, 2 * GiB);
    assert_int_equal(d->savings_label, XT_INFERRED);
    assert_int_equal(d->evidence, XT_EV_LIVE);
    assert_int_equal(d->evidence_arg, 1);
    load_free(&l);
}

/* The runtime view and the JSON say the same. */
static void other_live_in_view_and_json(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "other-live-label");
    char *rep = report_of(&l);
    assert_non_null(strstr(rep, "1.00 GiB  14.3% #_________ the step's own parameters (read "
                                "from the plan)"));
    free(rep);
    rep = report_flat(&l); /* the row folds at 80 columns */
    assert_non_null(strstr(rep, LABEL_ORIGIN " at evaluate.py:23, 1 buffer"));
    free(rep);
    jv doc;
    char *buf = json_of(&l, &doc);
    const jv *live = jget(jget(jget(jget(&doc, "hosts"), "#0"), "runtime"), "live_at_last_start");
    assert_int_equal(live->n, 3);
    assert_int_equal(jget(jget(live, "#0"), "step_parameters")->b, 1);
    assert_true(jget(jget(live, "#0"), "bytes")->num == (double)GiB);
    assert_int_equal(jget(jget(live, "#0"), "shape")->t, J_NULL);
    const jv *lab = jget(live, "#1");
    assert_string_equal(jget(lab, "shape")->str, "s32[262144,2048]");
    assert_string_equal(jget(lab, "source")->str, "evaluate.py:23");
    assert_int_equal(jget(lab, "step_parameters")->b, 0);
    const jv *dg = jget(jget(jget(&doc, "hosts"), "#0"), "diagnosis");
    assert_string_equal(jget(jget(dg, "#0"), "id")->str, "other-live-arrays");
    assert_true(jget(jget(dg, "#0"), "savings_bytes")->num == 2.0 * GiB);
    jfree(&doc);
    free(buf);
    load_free(&l);
}

/* ---- roles --------------------------------------------------------------------------------- */

static void backward_gemm_workspace(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "gemm-workspace");
    const xt_plan *p = l.an->plans[l.an->selected];
    bool seen = false;
    for (size_t i = 0; i < p->nlive; i++)
        if (p->live[i].instr && !strcmp(p->live[i].instr->name, "cublas-gemm.7")) {
            assert_non_null(strstr(p->live[i].instr->op_name, "transpose("));
            assert_int_equal(p->live[i].role, XT_ROLE_WORKSPACE);
            seen = true;
        }
    assert_true(seen);
    assert_int_equal(p->roles[XT_ROLE_WORKSPACE], 256 * MiB);
    assert_int_equal(p->roles[XT_ROLE_BACKWARD], 512 * MiB);
    assert_int_equal(p->roles[XT_ROLE_FORWARD], 256 * MiB);
    load_free(&l);
}

/* ---- no false alarm --------------------------------------------------------------------------- */

static void healthy_no_diagnosis(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "healthy-elementwise");
    const xt_plan *p = l.an->plans[l.an->selected];
    assert_int_equal(p->parameters, 4 * GiB);
    assert_int_equal(p->aliasable, 4 * GiB); /* donatable, but 2.9% of the pool */
    size_t n = 99;
    diag_line(&l, "-", &n);
    assert_int_equal(n, 0);
    const xt_prepared *pr = xt_analysis_prepared(l.an, l.an->selected);
    assert_int_equal(pr->verdict.severity, XT_SEV_FINE);
    assert_string_equal(pr->verdict.text, "fits: needs 8.00 GiB (read), 5.8% of pool 138.0 GiB (measured)");
    char *rep = report_of(&l);
    assert_non_null(strstr(rep, "No memory problem found for this module."));
    free(rep);
    load_free(&l);
}

/* ---- host events between the last two executions ---------------------------------------------- */

static void between_python_first(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop");
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    static const char *const want[] = { "$train.py:61 train_loop", "$train.py:20 get_batch",
                                        "$<unknown> append", "PJRT_Buffer_Delete",
                                        "ParseArguments" };
    static const xt_host_event_kind kinds[] = { XT_HOST_ENCLOSING, XT_HOST_PYTHON, XT_HOST_PYTHON,
                                                XT_HOST_RUNTIME, XT_HOST_RUNTIME };
    assert_int_equal(r->nbetween, 5);
    for (size_t i = 0; i < 5; i++) {
        assert_string_equal(r->between[i].name, want[i]);
        assert_int_equal(r->between[i].kind, kinds[i]);
    }
    xt_arena ar = { 0 };
    assert_string_equal(xt_host_event_meaning("$<unknown> append", &ar), "list.append (Python)");
    assert_null(xt_host_event_meaning("$train.py:20 get_batch", &ar));
    assert_null(xt_host_event_meaning("ParseArguments", &ar));
    xt_arena_free(&ar);
    /* the view: the loop, the Python frames, then the runtime, append in words */
    char *rep = report_of(&l);
    const char *loop = strstr(rep, "encloses them  $train.py:61 train_loop");
    const char *batch = strstr(rep, "x1  $train.py:20 get_batch");
    /* the tracer's name inside the words, not "= $<unknown> append" (a trial) */
    const char *app = strstr(rep, "x1  list.append (Python, traced as $<unknown> append)\n");
    const char *rt = strstr(rep, "runtime internals (JAX, PjRt, XLA):");
    const char *del = strstr(rep, "x1  PJRT_Buffer_Delete");
    assert_true(loop && batch && app && rt && del);
    assert_true(loop < batch && batch < app && app < rt && rt < del);
    free(rep);
    /* the diagnosis says it too, inside the loop */
    char *flat = report_flat(&l);
    assert_non_null(strstr(flat, "the host ran list.append (Python) "
                                 "inside `train_loop` (defined at train.py:61)"));
    assert_null(strstr(flat, "ran `$<unknown> append`")); /* the placeholder stays in the JSON */
    free(flat);
    /* the JSON keeps the names, in the same order */
    jv doc;
    char *buf = json_of(&l, &doc);
    const jv *hb = jget(jget(jget(jget(&doc, "hosts"), "#0"), "runtime"),
                        "host_events_between_last_two");
    assert_int_equal(hb->n, 5);
    assert_string_equal(jget(hb, "#0")->str, "$train.py:61 train_loop");
    assert_string_equal(jget(hb, "#2")->str, "$<unknown> append");
    jfree(&doc);
    free(buf);
    load_free(&l);
}

/* The classic leak, history.append(metrics), in a pool it fills: the
 * growth line and other-live-arrays both fire; the latter names the
 * metrics kept from every execution as one change that frees enough, the
 * groups it rolls up are not listed one by one, its evidence is the
 * family's largest group, and the report says the two savings overlap. */
static void leak_fills_pool_one_change(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop-full");
    size_t n;
    const xt_diag *g = diag_line(&l, "growth-per-execution", &n);
    const xt_diag *o = diag_line(&l, "other-live-arrays", NULL);
    assert_non_null(g);
    assert_non_null(o);
    assert_non_null(strstr(o->fix, "stop keeping the outputs of jit_train_step from 5 "
                                   "executions (1-5): drop the list or dict the loop adds them "
                                   "to"));
    assert_int_equal(o->savings, 320 * MiB);
    assert_int_equal(o->check_fits, 1);
    /* all that was there before the capture is the parameters: no "the
     * rest, ~0 B, is outside the step" */
    assert_non_null(strstr(o->cause, "The 256.0 MiB allocated before the capture are about the "
                                     "step's own parameters (read)"));
    assert_null(strstr(o->cause, "~0 B"));
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_true(o->evidence_arg < r->nlive);
    assert_non_null(strstr(r->live_at_last[o->evidence_arg].origin, "outputs of jit_train_step "
                                                                    "execution "));
    char *flat = report_flat(&l);
    assert_non_null(strstr(flat, "largest first: outputs of jit_train_step from 5 executions "
                                 "(1-5), kept, 320.0 MiB (5 buffers)"));
    assert_null(strstr(flat, "outputs of jit_train_step execution 3 64.0 MiB"));
    assert_non_null(strstr(flat, "Each saving is its line's alone: lines that free the same "
                                 "bytes overlap, so the savings do not add up."));
    free(flat);
    load_free(&l);
    /* one saving: no such sentence */
    fixture(&l, "leak-loop");
    flat = report_flat(&l);
    assert_null(strstr(flat, "do not add up"));
    free(flat);
    load_free(&l);
}

/* Outside the step, four arrays larger than the metrics kept and one
 * smaller: the cause names the four, then the kept metrics after them,
 * then counts the rest and its bytes; it does not go on to list every group after the
 * kept ones (a leak's 33,000). */
static void outside_list_stops_after_family(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop-outside");
    const xt_diag *o = diag_line(&l, "other-live-arrays", NULL);
    assert_non_null(o);
    const char *p400 = strstr(o->cause, "s32[104857600]"), *p340 = strstr(o->cause, "s32[89128960]"),
               *kept = strstr(o->cause, "kept, 320.0 MiB (5 buffers)");
    assert_non_null(p400);
    assert_non_null(p340);
    assert_non_null(kept);
    assert_true(p400 < p340 && p340 < kept); /* largest first, the kept metrics after the four */
    assert_null(strstr(o->cause, "s32[2621440]")); /* the fifth is counted, not named */
    /* the rest with its bytes (the reader subtracted them: an audit) */
    if (!strstr(kept, "; 1 more, 10.0 MiB"))
        fail_msg("%s", o->cause);
    load_free(&l);
}

/* Every distinct metadata a line's events name (between_ties_by_name). */
static void collect_meta(void *ctx, const xt_event *e)
{
    struct metas { const xt_evmeta *m[64]; size_t n; } *ms = ctx;
    for (size_t i = 0; i < ms->n; i++)
        if (ms->m[i] == e->meta)
            return;
    if (ms->n < 64 && e->meta)
        ms->m[ms->n++] = e->meta;
}

/* Ties in the between list are ordered by name, strcmp's order (inside a
 * run of equal totals), whatever order the metadata met them in; each
 * metadata of the host plane has a place of its own in its table
 * (xt_plane_meta_index, the list's slots), another plane's none. */
static void between_ties_by_name(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop-ties");
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    static const char *const want[] = {
        "$train.py:61 train_loop", "$train.py:20 get_batch", "$<unknown> append",
        "$a.py:9 x", "$b.py:1 m", "$train.py:3 beta", "$train.py:30 alpha", "$train.py:30 zeta",
        "PJRT_Buffer_Delete", "ParseArguments", "Alpha", "PjRt_Mid", "Zed",
    };
    size_t nw = sizeof want / sizeof *want;
    assert_int_equal(r->nbetween, nw);
    for (size_t i = 0; i < nw; i++)
        assert_string_equal(r->between[i].name, want[i]);
    /* the places: one each, inside the table */
    const xt_host *h = l.an->host;
    const xt_plane *pl = xt_host_plane(h, "/host:CPU");
    assert_non_null(pl);
    assert_non_null(pl->dict);
    const xt_line *py = NULL;
    for (size_t i = 0; i < pl->nlines; i++)
        if (pl->lines[i].python_skipped)
            py = &pl->lines[i];
    assert_non_null(py);
    struct metas { const xt_evmeta *m[64]; size_t n; } ms = { .n = 0 };
    xt_error err;
    assert_int_equal(xt_line_window((xt_host *)h, pl, py, INT64_MIN, INT64_MAX, collect_meta, &ms,
                                    &err), XT_OK);
    assert_true(ms.n >= nw);
    for (size_t i = 0; i < ms.n; i++)
        for (size_t j = 0; j < ms.n; j++) {
            size_t a = xt_plane_meta_index(pl, ms.m[i]), b = xt_plane_meta_index(pl, ms.m[j]);
            assert_true(a > 0 && b > 0 && a < xt_plane_metas(pl) && b < xt_plane_metas(pl));
            assert_true((a == b) == (i == j));
        }
    xt_evmeta other = { .id = 1, .name = ms.m[0]->name }; /* not the plane's */
    assert_int_equal(xt_plane_meta_index(pl, &other), 0);
    load_free(&l);
}

/* Each metadata's name at its place in the plane's table. */
typedef struct meta_names {
    const xt_plane *pl;
    const char **name;
    size_t n, seen;
} meta_names;

static void name_by_place(void *ctx, const xt_event *e)
{
    meta_names *mn = ctx;
    size_t i = xt_plane_meta_index(mn->pl, e->meta);
    if (i && i < mn->n && !mn->name[i]) {
        mn->name[i] = e->meta->name;
        mn->seen++;
    }
}

/* A window of thousands of names (leak-loop-busy) orders its ties by the
 * names' places in the plane's table, not by a string sort: the same
 * order, cmp_between's (kind, then total, then strcmp), checked entry by
 * entry; and the places themselves follow strcmp over the plane's names. */
static void between_ties_ranked(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop-busy");
    size_t ranked = xt_runtime_ties_ranked();
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    /* the plane's first window sorts its ties as strings; the second (a
     * story again, into a store of its own) by the places */
    assert_int_equal(xt_runtime_ties_ranked(), ranked);
    xt_store st;
    xt_store_init(&st);
    const xt_module_runtime *again = xt_runtime_module_on(l.an->host, l.an->rt, l.an->selected, SIZE_MAX,
                                                          l.an->plans[l.an->selected], &st);
    assert_int_equal(xt_runtime_ties_ranked(), ranked + 1);
    assert_true(r->nbetween > 3300);
    assert_int_equal(again->nbetween, r->nbetween);
    for (size_t i = 0; i < r->nbetween; i++) { /* the same list both ways */
        assert_string_equal(again->between[i].name, r->between[i].name);
        assert_int_equal(again->between[i].kind, r->between[i].kind);
        assert_int_equal(again->between[i].total_ps, r->between[i].total_ps);
    }
    r = again;
    size_t ties = 0;
    for (size_t i = 1; i < r->nbetween; i++) {
        const xt_host_event_total *x = &r->between[i - 1], *y = &r->between[i];
        assert_true(x->kind <= y->kind);
        if (x->kind != y->kind)
            continue;
        if (x->total_ps != y->total_ps) {
            bool up = x->kind == XT_HOST_ENCLOSING;
            assert_true(up ? x->total_ps < y->total_ps : x->total_ps > y->total_ps);
            continue;
        }
        ties++;
        if (strcmp(x->name, y->name) >= 0)
            fail_msg("%zu: \"%s\" before \"%s\", same total", i, x->name, y->name);
    }
    assert_true(ties > 100); /* the order above was the names' */
    const xt_plane *pl = xt_host_plane(l.an->host, "/host:CPU");
    assert_non_null(pl);
    const uint32_t *rank = xt_plane_name_ranks(pl);
    assert_non_null(rank);
    assert_ptr_equal(xt_plane_name_ranks(pl), rank); /* built once */
    size_t n = xt_plane_metas(pl);
    assert_true(n > 3300);
    assert_int_equal(rank[0], UINT32_MAX);
    /* every metadata the Python line uses, by its place (names read back) */
    const xt_line *py = NULL;
    for (size_t i = 0; i < pl->nlines; i++)
        if (pl->lines[i].python_skipped)
            py = &pl->lines[i];
    assert_non_null(py);
    meta_names mn = { pl, xt_xcalloc(n, sizeof *mn.name), n, 0 };
    xt_error err;
    assert_int_equal(xt_line_window((xt_host *)l.an->host, pl, py, INT64_MIN, INT64_MAX,
                                    name_by_place, &mn, &err), XT_OK);
    assert_true(mn.seen > 3300);
    /* strcmp's order, pair by pair along a stride of the places seen */
    size_t pairs = 0;
    for (size_t i = 1; i < n; i += 7)
        for (size_t j = 1; j < n; j += 11) {
            if (!mn.name[i] || !mn.name[j])
                continue;
            int c = strcmp(mn.name[i], mn.name[j]);
            assert_true(c < 0 ? rank[i] < rank[j] : c > 0 ? rank[i] > rank[j] : rank[i] == rank[j]);
            pairs++;
        }
    assert_true(pairs > 10000);
    free(mn.name);
    xt_store_free(&st);
    load_free(&l);
}

/* ---- one label for growth ------------------------------------------------------------------------ */

static void growth_label_consistent(void **state)
{
    (void)state;
    loaded l;
    fixture(&l, "leak-loop");
    const xt_diag *d = diag_line(&l, "growth-per-execution", NULL);
    assert_non_null(d);
    assert_int_equal(d->label, XT_INFERRED);
    char *flat = report_flat(&l);
    assert_non_null(strstr(flat, "growth-per-execution (inferred)"));
    /* the runtime view and the cause: the fit inferred, in use measured */
    assert_non_null(strstr(flat, "growth +64.0 MiB per execution (inferred from a line fit"));
    assert_non_null(strstr(flat, "over 6 executions (measured): +64.0 MiB per execution "
                                 "(inferred from a line fit"));
    assert_null(strstr(flat, "(measured, line fit"));
    free(flat);
    jv doc;
    char *buf = json_of(&l, &doc);
    const jv *dg = jget(jget(jget(&doc, "hosts"), "#0"), "diagnosis");
    bool seen = false;
    for (size_t i = 0; i < dg->n; i++) {
        char k[24];
        snprintf(k, sizeof k, "#%zu", i);
        const jv *x = jget(dg, k);
        if (!strcmp(jget(x, "id")->str, "growth-per-execution")) {
            assert_string_equal(jget(x, "label")->str, "inferred");
            seen = true;
        }
    }
    assert_true(seen);
    jfree(&doc);
    free(buf);
    load_free(&l);
}

/* ---- TPU: its allocator ids explained, what it lacks said where it shows -------------------------- */

static void tpu_says_what_it_lacks(void **state)
{
    (void)state;
    loaded l;
    load_ok(&l, DATA("jax-tpu-v6e-inference"), NULL);
    char *flat = report_flat(&l);
    assert_non_null(strstr(flat, "117 deallocations, pool 31.2 GiB (TPU 0)"));
    assert_non_null(strstr(flat, "index_on_host=N: the allocator of TPU N on this host"));
    assert_non_null(strstr(flat, "(index_on_host=0: TPU 0's allocator, measured)"));
    assert_non_null(strstr(flat, "TPU: no allocator events inside the executions, so the "
                                 "step's own outputs and temp are not in these in-use figures"));
    free(flat);
    load_free(&l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(other_live_subtracts_parameters),
        cmocka_unit_test(other_live_names_the_single_change),
        cmocka_unit_test(other_live_in_view_and_json),
        cmocka_unit_test(backward_gemm_workspace),
        cmocka_unit_test(healthy_no_diagnosis),
        cmocka_unit_test(between_python_first),
        cmocka_unit_test(leak_fills_pool_one_change),
        cmocka_unit_test(outside_list_stops_after_family),
        cmocka_unit_test(between_ties_by_name),
        cmocka_unit_test(between_ties_ranked),
        cmocka_unit_test(growth_label_consistent),
        cmocka_unit_test(tpu_says_what_it_lacks),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
