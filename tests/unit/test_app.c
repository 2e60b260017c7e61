/* test_app.c - the TUI without a terminal: key sequences through the app
 * state, checked on the rendered screen text (the same text models the
 * ncurses backend draws). */
#include "common.h"
#include "scenarios.h"
#include "app.h"

#include <dirent.h>

static char *g_dir;
static loaded g_l;
static xt_app g_app;

static int setup(void **state)
{
    (void)state;
    g_dir = tmpdir();
    char p[512];
    snprintf(p, sizeof p, "%s/attention.xplane.pb", g_dir);
    if (xb_write_scenario("attention", p))
        return -1;
    load_ok(&g_l, p, NULL);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    load_free(&g_l);
    rm_rf(g_dir);
    free(g_dir);
    return 0;
}

static int app_setup(void **state)
{
    (void)state;
    xt_analysis *an[1] = { g_l.an };
    static xt_analysis *keep[1];
    keep[0] = an[0];
    xt_app_init(&g_app, &g_l.cap, keep, 0, g_dir, NULL);
    g_app.rows = 40;
    g_app.cols = 120;
    xt_app_build(&g_app);
    return 0;
}

static int app_teardown(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    return 0;
}

static char *screen(void) { return xt_app_screen_text(&g_app); }

static void keys(const char *s)
{
    for (; *s; s++)
        xt_app_key(&g_app, *s == '\n' ? XK_ENTER : *s == '\t' ? XK_TAB : *s);
}

static void expect(const char *needle)
{
    char *s = screen();
    if (!strstr(s, needle)) {
        fprintf(stderr, "screen:\n%s\n", s);
        free(s);
        fail_msg("'%s' not on screen", needle);
    }
    free(s);
}

static void expect_not(const char *needle)
{
    char *s = screen();
    if (strstr(s, needle)) {
        fprintf(stderr, "screen:\n%s\n", s);
        free(s);
        fail_msg("'%s' should not be on screen", needle);
    }
    free(s);
}

static void first_screen(void **state)
{
    (void)state;
    expect("needs 3.72 GiB > pool 2.79 GiB");
    expect("GPU_0_bfc 2.79 GiB");
    expect("jit_train_step(15)");
    expect("forward, kept for backward");
    expect("81.6%");
    /* the failure opens the diagnosis pane */
    expect("== Diagnosis ==");
    expect("plan-exceeds-pool (measured)");
}

static void drill_down(void **state)
{
    (void)state;
    /* the cursor starts on the first role row: forward */
    keys("\n");
    expect("Live at the heap peak: forward, kept for backward");
    expect("f32[8,8,1024,1024]");
    expect_not("s8[67108864]"); /* workspace is another group */
    keys("\n");
    expect("Buffer fusion.softmax.0");
    expect("model.py:88 attention");
    expect("train.py:40 loss_fn");
    expect("jvp(Transformer)/Block_0/attention/");
    keys("h");
    expect("Live at the heap peak: forward");
    keys("h");
    expect("Plan of jit_train_step(15)");
    keys("h"); /* at the top: focus moves to the left pane */
    expect("== Modules == *");
}

static void sort_and_search(void **state)
{
    (void)state;
    keys("G"); /* bottom of the overview: the runtime link */
    keys("k\n");  /* "all live at the peak" */
    expect("Live at the heap peak (by size)");
    keys("s");
    expect("Live at the heap peak (by shape)");
    keys("S");
    expect("(by shape, reversed)");
    keys("/cublas\n");
    expect("> ");
    char *s = screen();
    char *cur = strstr(s, "> ");
    assert_non_null(cur);
    assert_non_null(strstr(cur, "cublas-gemm.3"));
    free(s);
    keys("/nothing-like-this\n");
    expect("not found in this view");
}

static void scrub_executions(void **state)
{
    (void)state;
    keys("r");
    expect("Executions of jit_train_step(15) (1;");
    /* the cursor starts on the selected (last) execution */
    char *s = screen();
    assert_non_null(strstr(s, ">     > 1"));
    free(s);
    expect("NEVER");
    expect("10.0 s (inferred)");
    expect("the step's own parameters (read from the plan)");
    keys("]");
    expect("execution 1 of 1");
    expect("NEVER launched a kernel");
    keys("p");
    expect("Plan of jit_train_step(15)");
}

static void diagnosis_pane(void **state)
{
    (void)state;
    keys("d"); /* open already: closes */
    expect_not("== Diagnosis ==");
    keys("d");
    expect("== Diagnosis == *");
    /* the second line is mostly-forward: Enter jumps to its evidence */
    keys("j");
    char *s = screen();
    free(s);
    for (int i = 0; i < 20; i++) {
        s = screen();
        bool on = strstr(s, "> mostly-forward") != NULL;
        free(s);
        if (on)
            break;
        keys("j");
    }
    expect("> mostly-forward");
    keys("\n");
    expect("Live at the heap peak: forward");
    char *t = screen();
    char *cur = strstr(t, "> ");
    assert_non_null(cur);
    assert_non_null(strstr(cur, "f32[8,8,1024,1024]"));
    free(t);
}

static void export_view(void **state)
{
    (void)state;
    keys("e");
    expect("exported to ");
    char path[1024];
    snprintf(path, sizeof path, "%s/xoomtui-jit_train_step_15_-plan.txt", g_dir);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("no export at %s (status: %s)", path, g_app.status);
    char buf[8192];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = 0;
    fclose(f);
    assert_non_null(strstr(buf, "needs 3.72 GiB > pool 2.79 GiB"));
    assert_non_null(strstr(buf, "forward, kept for backward"));
    /* a second export never overwrites the first */
    keys("e");
    snprintf(path, sizeof path, "%s/xoomtui-jit_train_step_15_-plan-2.txt", g_dir);
    f = fopen(path, "r");
    assert_non_null(f);
    fclose(f);
}

static void help_and_resize(void **state)
{
    (void)state;
    keys("?");
    expect("== Keys ==");
    expect("previous execution");
    xt_app_key(&g_app, XK_ESC);
    expect_not("== Keys ==");
    g_app.rows = 24;
    g_app.cols = 80;
    xt_app_key(&g_app, XK_RESIZE);
    xt_app_build(&g_app);
    char *s = screen();
    int lines = 0;
    for (char *p = s; *p; p++)
        if (*p == '\n')
            lines++;
    assert_int_equal(lines, 24);
    for (char *line = s; *line;) {
        char *nl = strchr(line, '\n');
        size_t cols = 0;
        for (char *q = line; q < nl; q++)
            if (((unsigned char)*q & 0xc0) != 0x80)
                cols++;
        if (cols > 80)
            fail_msg("line wider than 80: %.*s", (int)(nl - line), line);
        line = nl + 1;
    }
    free(s);
    g_app.rows = 10;
    g_app.cols = 30; /* tiny: still renders */
    xt_app_build(&g_app);
    s = screen();
    free(s);
    keys("q");
    assert_true(g_app.quit);
}

/* An app on a capture of its own, for tests of other scenarios. */
typedef struct {
    loaded l;
    xt_analysis *an[1];
    xt_app app;
} own_app;

static void own_open(own_app *o, const char *path, int rows, int cols)
{
    load_ok(&o->l, path, NULL);
    o->an[0] = o->l.an;
    xt_app_init(&o->app, &o->l.cap, o->an, 0, g_dir, NULL);
    o->app.rows = rows;
    o->app.cols = cols;
    xt_app_build(&o->app);
}

/* The builder's scenario written to g_dir, then opened. */
static void own_scenario(own_app *o, const char *scenario, int rows, int cols)
{
    char p[600];
    snprintf(p, sizeof p, "%s/%s.xplane.pb", g_dir, scenario);
    assert_int_equal(xb_write_scenario(scenario, p), 0);
    own_open(o, p, rows, cols);
}

static void own_close(own_app *o)
{
    xt_app_free(&o->app);
    load_free(&o->l);
}

/* A log dir with two runs: R lists them, Enter on the other asks main to
 * reopen the capture on it. */
static void switch_runs(void **state)
{
    (void)state;
    char p[700];
    snprintf(p, sizeof p, "mkdir -p %s/logs/plugins/profile/2026_01_01 %s/logs/plugins/profile/2026_01_02",
             g_dir, g_dir);
    assert_int_equal(system(p), 0);
    snprintf(p, sizeof p, "%s/logs/plugins/profile/2026_01_01/a.xplane.pb", g_dir);
    assert_int_equal(xb_write_scenario("grads-kept", p), 0);
    snprintf(p, sizeof p, "%s/logs/plugins/profile/2026_01_02/a.xplane.pb", g_dir);
    assert_int_equal(xb_write_scenario("no-donation", p), 0);
    snprintf(p, sizeof p, "%s/logs", g_dir);
    own_app o;
    own_open(&o, p, 30, 100);
    xt_app_key(&o.app, 'R');
    char *s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "== Runs == *"));
    assert_non_null(strstr(s, "* 2026_01_02"));
    free(s);
    xt_app_key(&o.app, 'k');
    xt_app_key(&o.app, XK_ENTER);
    assert_true(o.app.quit);
    assert_string_equal(o.app.switch_run, "2026_01_01");
    own_close(&o);
}

/* A capture without HloProtos: the plan view and the diagnosis pane say
 * what is missing and which JAX versions omit it, as the report does. */
static void missing_hlo_notes(void **state)
{
    (void)state;
    own_app o;
    own_scenario(&o, "no-metadata", 30, 100);
    char *s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "No compiled modules: the capture has no HloProtos;"));
    assert_non_null(strstr(s, "no /host:metadata plane"));
    assert_non_null(strstr(s, "JAX 0.4.30 GPU captures"));
    /* the title names the allocator the runtime view shows */
    assert_non_null(strstr(s, "| GPU_0_bfc 1.00 GiB |"));
    assert_null(strstr(s, "== Diagnosis =="));
    free(s);
    xt_app_key(&o.app, 'd');
    s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "No module to diagnose"));
    char *notes = strstr(s, "== Diagnosis ==");
    assert_non_null(notes);
    assert_non_null(strstr(notes, "Notes"));
    assert_non_null(strstr(notes, "allocated before the capture started"));
    free(s);
    own_close(&o);
}

/* The real TensorFlow worker (GPUs 1, 4 and 6; no HloProtos): the title
 * names a device pool, not "no allocator" and not the pinned-host one. */
static void pool_without_device0(void **state)
{
    (void)state;
    own_app o;
    own_open(&o, XT_SRCDIR "/tests/data/tf-gpu-v100-multiworker", 30, 120);
    char *s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "| no compiled modules in this capture | GPU_1_bfc 14.4 GiB |"));
    free(s);
    own_close(&o);
}

/* Scrolling keeps three rows of context around the cursor: entering the
 * runtime view on the last of ten executions in a short terminal still
 * shows the heading of the live set under it; g shows the table's head. */
static void scroll_context(void **state)
{
    (void)state;
    own_app o;
    own_scenario(&o, "grads-kept", 14, 110);
    o.app.diag_open = false; /* the whole height for the view */
    xt_app_build(&o.app);
    xt_app_key(&o.app, 'r');
    char *s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "> 10    272.002 ms"));
    assert_non_null(strstr(s, "Live in GPU_0_bfc when execution 10 started"));
    assert_null(strstr(s, "Executions of"));
    free(s);
    xt_app_key(&o.app, 'g');
    s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "Executions of"));
    assert_non_null(strstr(s, ">       1      2.002 ms"));
    free(s);
    /* G: the last selectable row (an origin of the live set), and the
     * view's last row below it */
    xt_app_key(&o.app, 'G');
    s = xt_app_screen_text(&o.app);
    assert_non_null(strstr(s, "|>  104.0 MiB   8.3% #......... outputs of jit_train_step execution 9"));
    assert_non_null(strstr(s, "$<unknown> append"));
    free(s);
    own_close(&o);
}

static void unknown_key(void **state)
{
    (void)state;
    keys("z");
    expect("'z' does nothing here");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(first_screen, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(drill_down, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(sort_and_search, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(scrub_executions, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(diagnosis_pane, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(export_view, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(help_and_resize, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(unknown_key, app_setup, app_teardown),
        cmocka_unit_test(switch_runs),
        cmocka_unit_test(missing_hlo_notes),
        cmocka_unit_test(scroll_context),
        cmocka_unit_test(pool_without_device0),
    };
    return cmocka_run_group_tests_name("app", tests, setup, teardown);
}
