/* test_compare_app.c - the TUI's comparison mode (issue 17) without a
 * terminal: `xoomtui BEFORE AFTER` on the attention pair (before and after
 * jax.checkpoint of the block), keys driven through the app state and
 * checked on the frame it composes, at 80x24 and wider. */
#include "common.h"
#include <ctype.h>
#include <errno.h>
#include "devices.h"
#include "disagree.h"
#include "compare.h"
#include "compare_app.h"
#include "compare_view.h"
#include <sys/stat.h>
#include "pairs.h"
#include "scenarios.h"
#include "title_labels.h"

static char *g_dir;
/* the captures' folder: exports go to g_dir, beside it (the folder that
 * holds a capture file is never written to: src/outfile.c) */
static char g_cap[256];
static loaded g_b, g_a;
static xt_compare *g_c;
static xt_analysis *g_anb[1], *g_ana[1];
static xt_cmp_app g_s;
static xt_app g_app;

static int setup(void **state)
{
    (void)state;
    g_dir = tmpdir();
    snprintf(g_cap, sizeof g_cap, "%s/cap", g_dir);
    if (mkdir(g_cap, 0700))
        return -1;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/before.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/after.xplane.pb", g_cap);
    if (xb_write_pair("pair-attention-before", pb) || xb_write_pair("pair-attention-after", pa))
        return -1;
    load_ok(&g_b, pb, NULL);
    load_ok(&g_a, pa, NULL);
    g_c = xt_compare_new(&g_b.cap, g_b.an, &g_a.cap, g_a.an);
    g_anb[0] = g_b.an;
    g_ana[0] = g_a.an;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    xt_compare_free(g_c);
    load_free(&g_b);
    load_free(&g_a);
    rm_rf(g_dir);
    free(g_dir);
    return 0;
}

static void open_at(int rows, int cols)
{
    xt_app_init(&g_app, &g_a.cap, g_ana, 0, g_dir, NULL);
    g_app.rows = rows;
    g_app.cols = cols;
    xt_cmp_app_init(&g_s, g_c, &g_b.cap, g_anb, 0, &g_a.cap, g_ana, 0);
    xt_cmp_app_attach(&g_app, &g_s);
}

static int app_setup(void **state)
{
    (void)state;
    open_at(24, 80);
    return 0;
}

static int app_teardown(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    return 0;
}

static void keys(const char *s)
{
    for (; *s; s++)
        xt_app_key(&g_app, *s == '\n' ? XK_ENTER : *s == '\t' ? XK_TAB : *s);
}

static void expect(const char *needle)
{
    char *s = xt_app_screen_text(&g_app);
    if (!strstr(s, needle)) {
        fprintf(stderr, "screen:\n%s\n", s);
        free(s);
        fail_msg("'%s' not on screen", needle);
    }
    free(s);
}

static void expect_not(const char *needle)
{
    char *s = xt_app_screen_text(&g_app);
    if (strstr(s, needle)) {
        fprintf(stderr, "screen:\n%s\n", s);
        free(s);
        fail_msg("'%s' should not be on screen", needle);
    }
    free(s);
}

/* the cursor row of the right pane (its '>' column) holds needle */
static void expect_cursor(const char *needle)
{
    char *s = xt_app_screen_text(&g_app);
    for (char *line = s; line && *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = 0;
        char *bar = strstr(line, "\xe2\x94\x82>");
        if (!bar)
            bar = strstr(line, "|>");
        if (!bar && *line == '>') /* no modules pane (one pair): the view from column 0 */
            bar = line;
        if (bar && strstr(bar, needle)) {
            free(s);
            return;
        }
        line = nl ? nl + 1 : NULL;
    }
    free(s);
    char *again = xt_app_screen_text(&g_app);
    fprintf(stderr, "screen:\n%s\n", again);
    free(again);
    fail_msg("the cursor row does not hold '%s'", needle);
}

/* move the right pane's cursor down to the row holding needle */
static void down_to(const char *needle)
{
    for (int i = 0; i < 60; i++) {
        const xt_navframe *f = &g_app.stack[g_app.depth];
        char buf[1024];
        if (f->cursor < g_app.right.nrows &&
            strstr(xt_text_row_plain(&g_app.right, f->cursor, buf, sizeof buf, 500, false), needle))
            return;
        keys("j");
    }
    fail_msg("no row '%s' in the right pane", needle);
}

static void status_has(const char *needle)
{
    if (!strstr(g_app.status, needle))
        fail_msg("status line '%s' lacks '%s'", g_app.status, needle);
}

/* The screen row that holds title ends with mark and a count ("=v12="). */
static void rule_count(const char *title, const char *mark)
{
    char *s = xt_app_screen_text(&g_app);
    char *at = strstr(s, title), *nl = at ? strchr(at, '\n') : NULL;
    if (nl)
        *nl = 0;
    char *m = at ? strstr(at, mark) : NULL;
    if (!m || !isdigit((unsigned char)m[strlen(mark)]))
        fail_msg("no '%s<n>' on the rule: '%s'", mark, at ? at : "(no rule)");
    free(s);
}

/* s and S on a comparison's list of groups and a group's buffers say
 * the one order its lists keep, and where a side's own sorts ("nothing
 * to sort here: s sorts a list of buffers" over one: a trial). */
static void sort_keys_say_the_order(void **state)
{
    (void)state;
    down_to("forward, kept for backward");
    keys("\n");
    expect("largest change first");
    keys("s");
    status_has("a comparison's lists keep one order, the largest change first; x shows BEFORE or AFTER alone");
    keys("S");
    status_has("a comparison's lists keep one order");
}

/* y on a figure's row: its full text, what the arrow goes from and to,
 * not the bare columns ("parameters 1.8574 GiB 1.86 GiB 0 B" said
 * nothing pasted: a trial). */
static void copy_says_before_and_after(void **state)
{
    (void)state;
    down_to("temp block");
    keys("y");
    assert_string_equal(g_app.clip, "BEFORE -> AFTER, temp block: 3,664,773,120 -> 1,385,168,896 B, "
                                    "-2,279,604,224 B (read)");
    /* the parameters' page: "no @" explained only where a row has it */
    g_app.focus = XF_RIGHT;
    for (size_t r = 0; r < g_app.right.nrows; r++)
        if (g_app.right.rows[r].kind == XT_T_CMP_FIG && g_app.right.rows[r].target == XT_CF_PARAMETERS)
            g_app.stack[0].cursor = r;
    keys("\n");
    char *p = xt_text_plain(&g_app.right, 80, false);
    if (!strstr(p, "      1   50.0 MiB   50.0 MiB  no -> no      Arg_1.2\n") ||
        !strstr(p, "donated in AFTER, not in BEFORE: 0; in BEFORE, not in AFTER: 0\n") || strstr(p, "no @"))
        fail_msg("%s", p);
    free(p);
}

static void first_screen_80x24(void **state)
{
    (void)state;
    /* both files by what tells them apart before "xoomtui", and both or
     * neither, never a cut one ("... -> fits | le…", then "... |
     * gpu8-fails/host.xpl…" with AFTER's gone: trials) */
    expect("BEFORE -> AFTER | jit_train_step | fails -> fits | before -> after");
    const char *head = "xoomtui | BEFORE -> AFTER | jit_train_step | fails -> fits";
    const char *bare = "BEFORE -> AFTER | jit_train_step | fails -> fits | before -> after";
    int sev, hw = (int)strlen(head), bw = (int)strlen(bare);
    for (int w = hw; w < bw; w++)
        assert_string_equal(xt_cmp_app_title(&g_app, w, &sev), head);
    for (int w = bw; w < bw + 9; w++) /* "xoomtui | " and the bare form */
        assert_string_equal(xt_cmp_app_title(&g_app, w, &sev), w < bw + 10 ? bare : head);
    assert_string_equal(xt_cmp_app_title(&g_app, bw + 10, &sev),
                        "xoomtui | BEFORE -> AFTER | jit_train_step | fails -> fits | before -> after");
    assert_string_equal(xt_cmp_app_title(&g_app, 0, &sev), "xoomtui | BEFORE -> AFTER | jit_train_step | "
                                                            "fails -> fits | before.xplane.pb -> "
                                                            "after.xplane.pb");
    /* one pair: no modules pane (it said the pair the title names, on 25
     * of 80 columns, and the figures beside it wrapped: a trial) */
    expect_not("Modules, change");
    expect("\nCompare jit_train_step");
    /* BEFORE's one device failed: said, as its own title says it (the
     * figures alone read as a forecast under "does not fit": a trial) */
    expect("\n   before jit_train_step(15): failed: needs 3.72 GiB (read) > pool 2.79 GiB\n"
           "          (measured)\n");
    /* three columns: before, after, change */
    expect(" temp block                   3.41 GiB   1.29 GiB  -2.12 GiB");
    expect(" total the step needs         3.72 GiB   1.60 GiB  -2.12 GiB");
    expect(" XLA remat                          89          0        -89");
    /* the diagnosis pane: the estimates and the diagnosis lines */
    expect("\nWas the estimate right (BEFORE's savings vs the change in AFTER)---");
    expect("mostly-forward (gone in AFTER)");
    expect("predicted up to ~2.79 GiB (inferred), actual drop");
    expect("gone:      plan-exceeds-pool, mostly-forward, allocator-retry, xla-remat");
    expect("\nx: BEFORE, AFTER, compare");
    /* the rows below the view's pane counted on its rule, as a list's (the
     * tables and links below the fold had no sign: a trial) */
    rule_count("Compare jit_train_step", "=v");
    keys("G");
    rule_count("Compare jit_train_step", "=^");
    keys("g");
    /* the heading once, on the pane's rule (it was also its first row) */
    char *s = xt_app_screen_text(&g_app);
    char *at = strstr(s, "Was the estimate right");
    assert_non_null(at);
    assert_null(strstr(at + 1, "Was the estimate right"));
    free(s);
    /* through the panes, the status line has a row's figures or the
     * comparison's hints, never the single capture's */
    for (int i = 0; i < 4; i++) {
        keys("\t");
        assert_string_not_equal(g_app.status, XT_APP_HINT);
    }
}

static void full_figures_in_status(void **state)
{
    (void)state;
    down_to("temp block");
    expect_cursor("temp block");
    /* the exact figures of the selected row */
    status_has("temp block: 3,664,773,120 -> ");
    status_has("(read)");
    down_to("total the step needs");
    status_has("total the step needs: 3,");
    expect("\ntotal the step needs: 3,");
    down_to("plan alone fits pool"); /* at 80 columns: the label whole, says what */
    status_has("does not fit -> fits: fits now");
    keys("/xla remat\n"); /* a row found by a search shows its figures at once */
    expect_cursor("XLA remat");
    status_has("XLA remat: 89 -> 0, -89 (read); instructions named .remat");
    status_has("/xla remat  1 of 1"); /* and how many rows match, as a single view says */
    keys("G");
    expect_cursor("both captures, differences, modules ->");
}

/* y on a row that wraps: its words joined with their blanks (a trial
 * pasted "beforejit_train_step(15): needs 3.72 GiB (read)> pool"). */
static void copy_keeps_blanks(void **state)
{
    (void)state;
    down_to("before");
    keys("y");
    if (strcmp(g_app.clip, "before jit_train_step(15): failed: needs 3.72 GiB (read) > pool 2.79 GiB (measured)"))
        fail_msg("copied '%s'", g_app.clip);
    keys("\n"); /* Enter there: said, not silent */
    status_has("this row opens nothing: Enter on a role's row or a link (->) opens it");
    down_to("after  jit"); /* AFTER's, wrapped too */
    keys("y");
    if (strcmp(g_app.clip, "after jit_train_step(17): fits: needs 1.60 GiB (read), 57% of pool 2.79 GiB (measured)"))
        fail_msg("copied '%s'", g_app.clip);
}

/* h then Esc: the status line read a row's whole text from the frame
 * before, freed (ASan and valgrind see it: a review's fuzzing). */
static void status_after_h_esc(void **state)
{
    (void)state;
    down_to("temp block");
    keys("h");
    xt_app_key(&g_app, XK_ESC);
    keys("jk");
    for (const char *c = g_app.status; *c; c++)
        assert_true((unsigned char)*c >= 0x20);
}

/* Files of one name (a fix re-run on the same host) are told apart by the
 * last folder where their paths differ ("gpu-node-1.xplane.pb ->
 * gpu-node-1.xplane.pb" in the title: a trial). */
static void same_file_names_told_apart(void **state)
{
    (void)state;
    xt_arena ar = { 0 };
    static const struct {
        const char *b, *a, *wb, *wa;
        bool utf8;
    } cases[] = {
        { "/t/before/g.xplane.pb", "/t/after/g.xplane.pb", "before/g.xplane.pb", "after/g.xplane.pb", true },
        { "/r/run-1/plugins/profile/2026/h.xplane.pb", "/r/run-2/plugins/profile/2026/h.xplane.pb",
          "run-1/…/h.xplane.pb", "run-2/…/h.xplane.pb", true },
        { "/r/run-1/p/h.xplane.pb", "/r/run-2/p/h.xplane.pb", "run-1/.../h.xplane.pb",
          "run-2/.../h.xplane.pb", false },
        { "a/x.xplane.pb", "b/y.xplane.pb", "x.xplane.pb", "y.xplane.pb", true },
        { "x.xplane.pb", "d/x.xplane.pb", "x.xplane.pb", "x.xplane.pb", true },
        { "/t/cap/", "/u/cap", "t/cap", "u/cap", true },
        { "/same/f.xplane.pb", "/same/f.xplane.pb", "f.xplane.pb", "f.xplane.pb", true },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const char *b, *a;
        xt_cmp_file_names(&ar, cases[i].b, cases[i].a, cases[i].utf8, &b, &a);
        if (strcmp(b, cases[i].wb) || strcmp(a, cases[i].wa))
            fail_msg("%s -> %s: %s -> %s", cases[i].b, cases[i].a, b, a);
    }
    xt_arena_free(&ar);
    /* in the title, a pair written to two folders under one name */
    char db[512], da[512], pb[600], pa[600];
    snprintf(db, sizeof db, "%s/fix-before", g_cap);
    snprintf(da, sizeof da, "%s/fix-after", g_cap);
    assert_int_equal(mkdir(db, 0700), 0);
    assert_int_equal(mkdir(da, 0700), 0);
    snprintf(pb, sizeof pb, "%s/gpu-node-1.xplane.pb", db);
    snprintf(pa, sizeof pa, "%s/gpu-node-1.xplane.pb", da);
    assert_int_equal(xb_write_pair("pair-attention-before", pb), 0);
    assert_int_equal(xb_write_pair("pair-attention-after", pa), 0);
    loaded lb, la;
    load_ok(&lb, pb, NULL);
    load_ok(&la, pa, NULL);
    xt_analysis *ab[1] = { lb.an }, *aa[1] = { la.an };
    xt_compare *c = xt_compare_new(&lb.cap, lb.an, &la.cap, la.an);
    xt_app ap;
    xt_cmp_app cs;
    xt_app_init(&ap, &la.cap, aa, 0, g_dir, NULL);
    ap.rows = 40;
    ap.cols = 200;
    xt_cmp_app_init(&cs, c, &lb.cap, ab, 0, &la.cap, aa, 0);
    xt_cmp_app_attach(&ap, &cs);
    int sev;
    const char *title = xt_app_title_cols(&ap, 200, &sev);
    if (!strstr(title, "| fix-before/gpu-node-1.xplane.pb -> fix-after/gpu-node-1.xplane.pb"))
        fail_msg("title: %s", title);
    xt_app_free(&ap);
    xt_cmp_app_free(&cs);
    xt_compare_free(c);
    load_free(&lb);
    load_free(&la);
}

static void plan_deltas_wide(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(50, 200);
    expect("  temp block                   3.41 GiB   1.29 GiB  -2.12 GiB");
    expect("  forward, kept for backward   2.79 GiB  678.0 MiB  -2.12 GiB  81.6% -> 51.3%");
    /* the shares right-aligned ("1.8% -> 4.8%" under "81.6% -> 51.3%"
     * read as a misprint: a trial) */
    expect("  workspace                    64.0 MiB   64.0 MiB        0 B   1.8% ->  4.8%");
    /* its status line says the shares once (they were said twice: a trial) */
    down_to("forward, kept for backward");
    status_has("(read; 81.6% -> 51.3% of the heap peak)");
    if (strstr(g_app.status, "peak); 81.6%"))
        fail_msg("the shares said twice: %s", g_app.status);
    down_to("workspace");
    status_has("(read; 1.8% -> 4.8% of the heap peak)");
    if (strstr(g_app.status, "peak);"))
        fail_msg("the shares said twice: %s", g_app.status);
    expect("fits now");
    expect("| before.xplane.pb -> after.xplane.pb");
    /* every width between 80 columns' table and the widest: the notes
     * whole, on their row or under it (63 to 110 columns cut "fits now" to
     * "f…" and "the OOM is gone" to "…": a trial) */
    for (int cols = 84; cols <= 124; cols += 4) {
        xt_app_free(&g_app);
        xt_cmp_app_free(&g_s);
        open_at(40, cols);
        char *scr = xt_app_screen_text(&g_app);
        bool fits = strstr(scr, " fits now") != NULL;
        free(scr);
        keys("r");
        scr = xt_app_screen_text(&g_app);
        xt_layout l;
        xt_app_layout(&g_app, &l);
        bool notes = l.right_w - 2 >= 28 + 3 * 11 + 2; /* the table's notes column (layout) */
        if (!fits || (notes && (!strstr(scr, "the OOM is gone") || !strstr(scr, "inferred (BEFORE)"))) ||
            strstr(scr, "\xe2\x80\xa6\n"))
            fail_msg("%d columns (pane %d):\n%s", cols, l.right_w, scr);
        free(scr);
    }
}

static void swap_captures(void **state)
{
    (void)state;
    keys("x");
    expect("BEFORE | jit_train_step(15) | failed: 3.72 GiB (read) > 2.79 GiB (measured)");
    expect("Plan of jit_train_step(15)");
    expect("\nshowing BEFORE: ");
    /* the single view's own keys work on BEFORE */
    keys("r");
    expect("execution (measured) of jit_train_step(15)");
    keys("x");
    /* each side's title as BEFORE's: "TAG | ", never "xoomtui TAG"
     * (two forms read as two tools: a trial) */
    expect("AFTER | jit_train_step(17) | fits: needs 1.60 GiB (read) of 2.79 GiB (measured)");
    expect_not("xoomtui AFTER");
    /* on its runtime, as BEFORE was left (it opened AFTER's plan: a trial) */
    expect("3 executions (measured) of jit_train_step(17)");
    keys("p");
    expect("Plan of jit_train_step(17)");
    keys("x");
    expect("BEFORE -> AFTER | jit_train_step | fails -> fits | before -> after");
    expect("Compare jit_train_step");
    expect_not("Modules, change"); /* one pair: hidden again */
}

static void live_side_by_side(void **state)
{
    (void)state;
    down_to("live at the peak, side by side (3 differ) ->");
    keys("\n");
    expect("Live at the heap peak of jit_train_step");
    expect(" changed 12 -> 2              1.54 GiB  262.0 MiB  -1.28 GiB");
    expect("f32[8,1024,4192] forward model.py:97");
    expect(" appeared 0 -> 5                     -  160.0 MiB +160.0 MiB");
    status_has("12x 1.54 GiB -> 2x 262.0 MiB, -1.28 GiB (read), changed");
    down_to("changed 5 -> 1");
    status_has("5x 1.25 GiB -> 1x 256.0 MiB");
    /* what the groups add up to: each side's heap peak */
    bool total = false;
    for (size_t r = 0; r < g_app.right.nrows && !total; r++) {
        char row[200];
        xt_text_row_plain(&g_app.right, r, row, sizeof row, (int)sizeof row - 1, false);
        total = !strcmp(row, "  total (read)                 3.41 GiB   1.29 GiB  -2.12 GiB");
    }
    assert_true(total);
    keys("\n"); /* each side's buffers */
    expect("BEFORE jit_train_step(15): 5 buffers, 1.25 GiB");
    expect("AFTER jit_train_step(17): 1 buffer, 256.0 MiB");
    down_to("fusion.softmax.0");
    keys("\n");
    expect("BEFORE: jit_train_step(15)");
    expect("Buffer fusion.softmax.0");
    /* x: that buffer in BEFORE's own view, with its chart, its role's
     * list under it (it opened BEFORE's plan: a trial) */
    keys("x");
    assert_ptr_equal(g_app.stack[g_app.depth].view, &xt_view_buf);
    assert_ptr_equal(g_app.an[g_app.host], &g_b.an[0]);
    status_has("showing BEFORE: ");
    expect("Buffer fusion.softmax.0");
    keys("h");
    assert_ptr_equal(g_app.stack[g_app.depth].view, &xt_view_bufs);
    expect_cursor("fusion.softmax.0");
    keys("xx"); /* AFTER, then the comparison where it was */
    expect("BEFORE: jit_train_step(15)");
    expect("Buffer fusion.softmax.0");
    keys("hh");
    expect("Live at the heap peak of jit_train_step");
    keys("p");
    expect("Compare jit_train_step");
}

/* A search on the live page reads each group's buffers one Enter down,
 * as the plan view's roles (it said "not found in this view": the Left
 * list since session 34). */
/* A group's two rows (its counts, then its name) are one match: n from
 * the group a search opened goes on into its buffers (it went to the
 * name's row, "1 of 1" again: a trial). */
static void live_search_group_one_match(void **state)
{
    (void)state;
    keys("/model.py:97\n");
    expect("Live at the heap peak of jit_train_step");
    expect_cursor("changed 12 -> 2");
    status_has("/model.py:97  1 of 1 in live at the peak, side by side");
    keys("n");
    status_has("/model.py:97  1 of 14 in group ");
    expect_cursor("fusion.mlp.0");
    keys("h"); /* back on the group: N goes to the page's link, n into it again */
    expect_cursor("changed 12 -> 2");
    keys("n");
    status_has("1 of 14 in group ");
}

static char *export_read(xt_app *a, const char *named);

/* An export with the cursor on a link the file leaves out (the page's
 * "... ->" rows) says so: the file named a row it did not hold (a
 * trial). */
static void export_cursor_on_a_link(void **state)
{
    (void)state;
    keys("G");
    char *ex = export_read(&g_app, "/xoomtui-compare-jit_train_step-plan");
    if (!strstr(ex, " ->, a row not in this file)\n"))
        fail_msg("%s", ex);
    free(ex);
}

static void live_search_one_enter_down(void **state)
{
    (void)state;
    /* the plan page reads the live page's groups one Enter down ("/model.py:88"
     * said "not found in this view": a trial) */
    keys("/model.py:88\n");
    expect("Live at the heap peak of jit_train_step");
    expect_cursor("changed 5 -> 1"); /* the group whose name row has it */
    status_has("/model.py:88  1 of 1 in live at the peak, side by side; h goes back; 5x");
    /* its export: no key hint ("; Enter lists each side's buffers" was in
     * the file: a trial) */
    char *ex = export_read(&g_app, "/xoomtui-compare-jit_train_step-live");
    if (!strstr(ex, "Live at the heap peak of jit_train_step, before -> after") ||
        !strstr(ex, "Grouped by shape, role and line (read), largest change first\n") ||
        strstr(ex, "Enter"))
        fail_msg("%s", ex);
    /* the cursor's group named: its counts and its name ("same 1 -> 1
     * 4.0 KiB" told none of 1,200 groups apart: a trial) */
    if (!strstr(ex, "(cursor on: changed 5 -> 1               1.25 GiB  256.0 MiB  -1.00 GiB "
                    "f32[8,8,1024,1024] forward model.py:88)\n"))
        fail_msg("%s", ex);
    free(ex);
    keys("h");
    expect("Compare jit_train_step");
    expect_cursor("live at the peak, side by side (3 differ) ->");
    down_to("live at the peak, side by side (3 differ) ->");
    keys("\n");
    keys("/fusion.softmax.0\n");
    expect("BEFORE jit_train_step(15): 5 buffers, 1.25 GiB");
    expect_cursor("fusion.softmax.0");
    status_has("/fusion.softmax.0  1 of 2 in group f32[8,8,1024,"); /* both sides have one */
    status_has("; h goes back");
    keys("n"); /* AFTER's, then round past the groups to the first again */
    expect_cursor("fusion.softmax.0");
    status_has("2 of 2");
    status_has("; AFTER fusion.softmax.0: 268,435,456 B"); /* n: where, then the row's figures */
    keys("n"); /* no other group has one, nor the page: round to its first, in its list */
    status_has("/fusion.softmax.0  1 of 2  (n next, N previous); wrapped to the top");
    status_has("; BEFORE fusion.softmax.0: 268,435,456 B");
    keys("N");
    status_has("/fusion.softmax.0  2 of 2");
    keys("N");
    /* its row's full figures, not the live page's */
    keys("j");
    keys("k");
    status_has("BEFORE fusion.softmax.0: ");
    keys("h");
    expect("Live at the heap peak of jit_train_step");
    expect_cursor("changed 5 -> 1");
    status_has("5x 1.25 GiB -> 1x 256.0 MiB");
    /* n past a group's last match goes on to the next group's list, not
     * round in the first (each group is two rows: n opened it again from
     * its second: a trial) */
    keys("/fusion\n");
    status_has("in group f32[8,1024,4192] forward model.py:97");
    bool next_group = false;
    for (int i = 0; i < 40 && !next_group; i++) {
        keys("n");
        next_group = strstr(g_app.status, "in group f32[8,8,1024,1024]") != NULL;
    }
    if (!next_group)
        fail_msg("n stayed in the first group: %s", g_app.status);
    keys("h");
    /* a name in no group: said once, the page and its figures as they were */
    keys("/zzz-none\n");
    status_has("/zzz-none: not found in this view, nor in its lists one Enter down");
    if (strstr(g_app.status, "a comparison's page searches its own rows"))
        fail_msg("the live page's search said it reads its rows alone: %s", g_app.status);
    keys("j");
    keys("k");
    status_has("5x 1.25 GiB -> 1x 256.0 MiB");
}

static void runtime_and_estimates(void **state)
{
    (void)state;
    keys("r");
    expect("Runtime, before -> after");
    expect(" executions                          1          3         +2");
    expect(" failing pool                GPU_0_bfc       none             the OOM is gone");
    /* the growth's label whole (at 80 columns beside the modules pane it
     * lost its "/exec") */
    expect(" growth/exec (inferred)              -       none");
    down_to("failing pool");
    status_has("failing pool: GPU_0_bfc -> none; the OOM is gone");
    keys("]"); /* executions: one side at a time */
    status_has("x shows BEFORE or AFTER alone");
    /* the diagnosis pane: Enter on an estimate opens it on the right */
    keys("\t");
    expect("\nWas the estimate right (BEFORE's savings vs the change in AFTER)===");
    keys("j");
    status_has("mostly-forward: predicted up to ~2.79 GiB (inferred), actual drop 2.12 GiB (read), 0.76x");
    keys("\n");
    expect("Was the estimate right (BEFORE's savings vs the change in AFTER)");
    expect_cursor("mostly-forward (gone in AFTER)");
}

/* The estimates pane scrolled to its end at 60x20: its long title is cut
 * so that the rows above are counted on its rule (the "^4" was dropped
 * where only rows above were left: a review). */
static void estimates_rows_above_at_60(void **state)
{
    (void)state;
    int rows = g_app.rows, cols = g_app.cols;
    xt_app_resize(&g_app, 20, 60);
    g_app.focus = XF_DIAG;
    keys("G");
    char *s = xt_app_screen_text(&g_app);
    char *rule = strstr(s, "\nWas the estimate right");
    if (!rule)
        fail_msg("%s", s);
    size_t at = (size_t)(rule - s) + 1, len = strcspn(s + at, "\n");
    s[at + len] = 0;
    if (!g_app.diag_top || !strstr(s + at, " ^") || strstr(s + at, "more row"))
        fail_msg("top %zu: %s", g_app.diag_top, s + at);
    free(s);
    keys("g");
    g_app.focus = XF_RIGHT;
    xt_app_resize(&g_app, rows, cols);
}

/* A message belongs to the key that made it: after G's row hint or a
 * failed search, r's page does not keep it; and x x x comes back to the
 * page left, not to the plan (a trial). */
static void status_and_place_across_keys(void **state)
{
    (void)state;
    keys("G");
    status_has("Enter: ");
    keys("r");
    expect("Runtime, before -> after");
    if (strstr(g_app.status, "Enter: "))
        fail_msg("r kept the last row's hint: %s", g_app.status);
    keys("/zzz\n");
    status_has("not found");
    keys("p");
    if (strstr(g_app.status, "not found"))
        fail_msg("p kept the failed search's message: %s", g_app.status);
    /* the runtime page, its cursor on a row: x x x comes back to it */
    keys("r");
    down_to("failing pool");
    keys("xx");
    expect("AFTER | jit_train_step(17)");
    keys("x");
    expect("Runtime, before -> after");
    expect_cursor("failing pool");
    /* the focus left on a pane that a side closed (d) or hid (m): the
     * right pane takes it (keys went to an invisible pane: a review) */
    g_app.focus = XF_DIAG;
    assert_true(g_app.diag_open);
    keys("xdxx");
    assert_false(g_app.diag_open);
    assert_int_equal(g_app.focus, XF_RIGHT);
    keys("d");
    g_app.focus = XF_LEFT;
    /* a side of one module opens without the modules pane, as alone (25
     * of 80 columns said the row the title says: a trial); m shows it,
     * m hides it again, and that choice stays */
    keys("x");
    assert_true(g_app.left_hidden);
    assert_int_equal(g_app.focus, XF_RIGHT);
    keys("m");
    assert_false(g_app.left_hidden);
    g_app.focus = XF_LEFT;
    keys("mxx");
    assert_true(g_app.left_hidden);
    assert_int_equal(g_app.focus, XF_RIGHT);
    keys("m");
    /* drilled in: back in the group it was */
    keys("pG");
    for (int i = 0; i < 3; i++)
        keys("k");
    keys("\n");
    expect("Live at the heap peak of jit_train_step");
    keys("xxx");
    expect("Live at the heap peak of jit_train_step");
    /* Enter on an estimate in the lower pane: the estimates over the
     * comparison, and h back to it (it replaced the comparison, and h
     * only moved the focus: a trial) */
    keys("p");
    expect("Compare jit_train_step");
    g_app.focus = XF_DIAG;
    keys("j\n");
    expect("Was the estimate right");
    expect_not("Compare jit_train_step");
    status_has("h goes back");
    assert_int_equal(g_app.focus, XF_RIGHT);
    keys("h");
    expect("Compare jit_train_step");
    assert_int_equal(g_app.depth, 0);
}


/* A pane of 41 columns (60x20): no table fits, so each figure's label is
 * on a row and "before -> after  change" under it (a trial saw labels run
 * into figures, "growth (inferred)+104.0 MiB", and the change cut); the
 * plan's rows too, and no row wider than the pane. */
/* The estimates pane's title ("Was the estimate right (BEFORE's savings
 * vs the change in AFTER)") left no room for the "N more rows" sign on
 * its rule: the rows below the pane's end were hidden without one (a
 * trial: "new: growth-per-execution" under "gone: none", "remaining:
 * none").  At 80x24 the sign in fewer words beside the whole title; at
 * 60x20 the title cut shorter for it. */
/* z (and z again) keeps the cursor on the head's line it is on: every
 * line of the head was one item (note, 0), and z put the cursor back on
 * "BEFORE -> AFTER"; and j steps line by line there, not row by row
 * (a trial at 80x24) */
static void zoom_keeps_the_heads_line(void **state)
{
    (void)state;
    const char *lines[] = { "  before ", "  after  " };
    for (size_t i = 0; i < 2; i++) {
        keys("g");
        down_to(lines[i]);
        size_t at = g_app.stack[g_app.depth].cursor;
        keys("z");
        expect_cursor(lines[i]);
        keys("z");
        expect_cursor(lines[i]);
        assert_int_equal(g_app.stack[g_app.depth].cursor, at);
    }
    /* the before line wraps at 80 columns: j goes from it to after */
    keys("g");
    down_to("  before ");
    keys("j");
    expect_cursor("  after  ");
}

/* H with two single files: no hosts list, said so (it promised "x shows
 * BEFORE or AFTER alone, with its hosts": a trial) */
static void hosts_key_without_hosts(void **state)
{
    (void)state;
    keys("H");
    status_has("no hosts list: BEFORE and AFTER are one host each");
}

static void estimates_rule_at(int rows, int cols, const char *rule)
{
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(rows, cols);
    if (!g_app.diag_open)
        keys("d");
    xt_layout l;
    xt_app_layout(&g_app, &l);
    assert_true(l.diag_h > 0);
    assert_true(g_app.diag.nrows > g_app.diag_top + (size_t)(l.diag_h - 1)); /* rows below its end */
    expect(rule);
}

static void estimates_more_rows_sign(void **state)
{
    (void)state;
    /* not focused: no key ("z" alone zoomed the view above: a trial) */
    estimates_rule_at(24, 80, "\nWas the estimate right (BEFORE's savings vs the change in AFTER)------ +1 row --\n");
    estimates_rule_at(20, 60, "\nWas the estimate right (BEFORE");
    expect(" more row");
}

static void stacked_at_60x20(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(20, 60);
    /* the title keeps the verdict's change whole: the files, "xoomtui"
     * and the program's name give way */
    expect("BEFORE -> AFTER | jit_train_step | fails -> fits\n");
    expect("\nx: sides  ? help  q quit  d estimates  Tab pane  e export\n"); /* the first screen too */
    /* one pair: no modules pane, and the table's three columns fit */
    expect_not("Modules, change");
    expect("\n  temp block                  3.41 GiB  1.29 GiB  -2.12 GiB\n");
    keys("m"); /* the pane asked for: the view stacks beside it */
    expect("\n *  -2.12G train_s*|"); /* a name left in 19 columns (they all read "jit_\\") */
    keys("dr");
    expect("\nx: sides  ? help  q quit  d estimates  Tab pane  e export\n"); /* one row */
    expect("|  executions\n");
    expect("|     1 -> 3  +2\n");
    expect("|  failing pool\n");
    expect("|     GPU_0_bfc -> none\n");
    keys("p");
    expect("| Plan (read): before -> after\n");
    /* (the status line keeps the rows the modules pane's figures take, a
     * Tab away: its values under the pane's foot) */
    expect("|  temp block");
    /* a figure's label row says its figures too (it had only the hints) */
    keys("g");
    down_to(" parameters");
    status_has("parameters: 262,144,000 -> 262,144,000 B, no change (read)"); /* not ", 0 B" */
    for (const char *k = "jjjjjjjjjjjjjjjjjjjjjjjj"; *k; k++) {
        char *s = xt_app_screen_text(&g_app);
        for (char *line = strchr(s, '\n') + 1; line && *line;) { /* the title bar aside */
            char *nl = strchr(line, '\n');
            if (nl)
                *nl = 0;
            size_t len = strlen(line);
            if (len && line[len - 1] == '\\' && strstr(line, " -> ") && strchr(line, '|')) /* a pane's row, cut */
                fail_msg("a figure's row is cut: %s", line);
            line = nl ? nl + 1 : NULL;
        }
        free(s);
        /* a figure's values never head the pane without their label, but
         * on the view's last page with the cursor on its last row (its
         * last rows show, xt_top_whole_line: the status line keeps three
         * rows for this view's figures at 60x20) */
        size_t top = g_app.stack[g_app.depth].top;
        xt_layout lay;
        xt_app_layout(&g_app, &lay);
        bool last_page = top + (size_t)(lay.body_h - 1) >= g_app.right.nrows &&
                         g_app.stack[g_app.depth].cursor + 1 == g_app.right.nrows;
        if (top < g_app.right.nrows && g_app.right.rows[top].cont && !last_page)
            fail_msg("the pane starts on row %zu, a figure's values", top);
        keys(k);
    }
    /* a measured figure keeps its label stacked: there is room */
    char *v = xt_text_plain(&g_app.right, 200, false);
    if (!strstr(v, "\n its pool (measured)\n"))
        fail_msg("%s", v);
    free(v);
    /* an export's lower pane is built for the file, not wrapped at 60 */
    keys("d");
    char *buf = export_read(&g_app, "/xoomtui-compare-");
    if (!strstr(buf, "predicted up to ~2.79 GiB (inferred), actual drop 2.12 GiB (read), 0.76x"))
        fail_msg("%s", buf);
    free(buf);
}

/* e on app a: the path written, which must hold `named` */
static const char *export_named(xt_app *a, const char *named)
{
    assert_int_equal(xt_app_export(a), 0);
    const char *path = strstr(a->status, "exported to ");
    assert_non_null(path);
    path += strlen("exported to ");
    if (!strstr(path, named))
        fail_msg("export named %s, not ...%s...", path, named);
    return path;
}

/* e on app a: what it wrote (to free), the file removed */
static char *export_read(xt_app *a, const char *named)
{
    const char *path = export_named(a, named);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char *buf = calloc(1, 65536);
    assert_non_null(buf);
    size_t n = fread(buf, 1, 65535, f);
    buf[n] = 0;
    fclose(f);
    unlink(path);
    return buf;
}

/* An export of the comparison: no pane links (they lead nowhere in a
 * file), and the lower pane under its own name, not "Diagnosis". */
static void export_comparison(void **state)
{
    (void)state;
    /* named by the pair, not by AFTER's module id alone */
    char *buf = export_read(&g_app, "/xoomtui-compare-jit_train_step-");
    assert_non_null(strstr(buf, "BEFORE -> AFTER"));
    assert_null(strstr(buf, " ->\n")); /* "live at the peak, side by side (3 differ) ->" */
    assert_null(strstr(buf, "side by side (3 differ)"));
    assert_null(strstr(buf, "\n\n\n")); /* nor the blank row before the links (two: a trial) */
    const char *est = strstr(buf, "\nWas the estimate right");
    assert_non_null(est);
    assert_null(strstr(est + 2, "Was the estimate right")); /* once (a trial read it twice) */
    assert_null(strstr(buf, "\nDiagnosis\n"));
    free(buf);
    /* the estimates in the view (Tab, Enter): the lower pane is the same
     * text, written once (the file had the block twice: a trial) */
    keys("\t\n");
    expect("Was the estimate right");
    for (int focus = 0; focus < 2; focus++) {
        buf = export_read(&g_app, "/xoomtui-compare-");
        est = strstr(buf, "Diagnosis lines, BEFORE -> AFTER");
        assert_non_null(est);
        if (strstr(est + 2, "Diagnosis lines, BEFORE -> AFTER"))
            fail_msg("the estimates twice:\n%s", buf);
        free(buf);
        keys("\t"); /* the other pane focused */
    }
    keys("h");
    /* each side's own view: its side in the file's name */
    const char *want[2] = { "/xoomtui-before-jit_train_step", "/xoomtui-after-jit_train_step" };
    for (int k = 0; k < 2; k++) {
        keys("x");
        char *side = export_read(&g_app, want[k]);
        /* its diagnosis as the capture's own file has it: cause, fix and
         * check: lines, wrapped (the pane's rows: no check:, lines of 345
         * columns: a trial) */
        if (k == 0 && (!strstr(side, "\nplan-exceeds-pool (measured)\n  cause: ") ||
                       !strstr(side, "\n  check: ")))
            fail_msg("BEFORE's export without its diagnosis's lines:\n%s", side);
        const char *body = strchr(side, '\n'); /* after the title */
        for (const char *l = body; l && *l;) {
            const char *e = strchr(l + 1, '\n');
            size_t n = e ? (size_t)(e - l - 1) : strlen(l + 1);
            if (n > 120)
                fail_msg("a line of %zu columns in %s's export: %.200s", n, want[k], l + 1);
            l = e;
        }
        free(side);
    }
    keys("x"); /* the comparison again */
}

static void modules_list(void **state)
{
    (void)state;
    /* one pair: the pane hidden, as a capture of one module's is */
    expect_not("Modules, change");
    keys("h");
    expect_not("Modules, change");
    keys("m"); /* shown */
    expect("\nModules, change---");
    keys("h"); /* at the top: the modules pane */
    expect("\nModules, change===");
    /* the row's figure and mark said (at 80x24 "-2.12G" was nowhere
     * explained: a trial) */
    expect("\n>*  -2.12G jit_train_step");
    status_has("jit_train_step(15) -> jit_train_step(17): -2.12G = the change in the total the step "
               "needs, 3.72 GiB -> 1.60 GiB (read); * shown, the default pair");
    keys("\n");
    expect("Compare jit_train_step===");
    /* R would leave the comparison */
    keys("R");
    status_has("runs are those given on the command line");
}

/* A comparison of two pair fixtures (xb_write_pair names), on a screen
 * of rows x cols, apart from the suite's own. */
typedef struct own_pair {
    loaded b, af;
    xt_analysis *ab[1], *aa[1];
    xt_compare *c;
    xt_app a;
    xt_cmp_app s;
} own_pair;

static void own_pair_open(own_pair *o, const char *before, const char *after, int rows, int cols)
{
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/%s.xplane.pb", g_cap, before);
    snprintf(pa, sizeof pa, "%s/%s.xplane.pb", g_cap, after);
    assert_int_equal(xb_write_pair(before, pb), 0);
    assert_int_equal(xb_write_pair(after, pa), 0);
    load_ok(&o->b, pb, NULL);
    load_ok(&o->af, pa, NULL);
    o->ab[0] = o->b.an;
    o->aa[0] = o->af.an;
    o->c = xt_compare_new(&o->b.cap, o->b.an, &o->af.cap, o->af.an);
    xt_app_init(&o->a, &o->af.cap, o->aa, 0, g_dir, NULL);
    o->a.rows = rows;
    o->a.cols = cols;
    xt_cmp_app_init(&o->s, o->c, &o->b.cap, o->ab, 0, &o->af.cap, o->aa, 0);
    xt_cmp_app_attach(&o->a, &o->s);
}

static void own_pair_close(own_pair *o)
{
    xt_app_free(&o->a);
    xt_cmp_app_free(&o->s);
    xt_compare_free(o->c);
    load_free(&o->b);
    load_free(&o->af);
}

/* Enter on a comparison's "parameters" or "donated" row lists each
 * parameter BEFORE -> AFTER, matched by its place: which a donate_argnums
 * fix donated (it opened nothing; x and each side's list was the way: a
 * trial); y copies a row whole. */
static void params_side_by_side(void **state)
{
    (void)state;
    own_pair o;
    own_pair_open(&o, "pair-donation-before", "pair-donation-after", 24, 80);
    xt_app *a = &o.a;
    free(xt_app_screen_text(a));
    a->focus = XF_RIGHT;
    size_t r = SIZE_MAX;
    for (size_t i = 0; i < a->right.nrows && r == SIZE_MAX; i++)
        if (a->right.rows[i].kind == XT_T_CMP_FIG && a->right.rows[i].target == XT_CF_DONATED)
            r = i;
    assert_true(r != SIZE_MAX);
    a->stack[0].cursor = r - 1;
    xt_app_key(a, 'j');
    if (!strstr(a->status, "donated: 0 -> 1,994,391,552 B, +1,994,391,552 B (read); Enter: each parameter"))
        fail_msg("status: %s", a->status);
    /* y: the figure with its head, without the key hint (its "BEFORE ->
     * AFTER" left the head out: a trial) */
    xt_app_key(a, 'y');
    assert_string_equal(a->clip, "BEFORE -> AFTER, donated: 0 -> 1,994,391,552 B, +1,994,391,552 B (read)");
    xt_app_key(a, XK_ENTER);
    assert_ptr_equal(a->stack[a->depth].view, &xt_cmp_view_params);
    char *scr = xt_text_plain(&a->right, 80, false);
    if (!strstr(scr, "Parameters of jit_update (read), BEFORE -> AFTER") ||
        !strstr(scr, "      0  317.0 MiB  317.0 MiB  no @ -> yes   Arg_0.1\n") ||
        !strstr(scr, "      5  317.0 MiB  317.0 MiB  no @ -> yes   Arg_5.6\n") ||
        !strstr(scr, "donated in AFTER, not in BEFORE: 6; in BEFORE, not in AFTER: 0"))
        fail_msg("%s", scr);
    free(scr);
    /* the list made once for the pair and width, not at each key */
    size_t builds = a->rowmemo.builds;
    xt_app_key(a, 'j');
    xt_app_key(a, 'k');
    assert_int_equal(a->rowmemo.builds, builds);
    /* the cursor on the first parameter; y: its row whole, no key hint */
    assert_int_equal(a->right.rows[a->stack[a->depth].cursor].kind, XT_T_CMP_NOTE);
    xt_app_key(a, 'y');
    assert_string_equal(a->clip, "parameter 0, BEFORE -> AFTER: 317.0 MiB -> 317.0 MiB (read), donated no @ -> yes; "
                                "Arg_0.1");
    assert_string_equal(a->status, "copied (OSC 52): parameter 0, BEFORE -> AFTER: 317.0 MiB -> 317.0 MiB (read), "
                                  "donated no @ -> yes; Arg_0.1");
    /* s: its order said, the place's (not "the largest change first",
     * which it is not: a trial) */
    xt_app_key(a, 's');
    assert_non_null(strstr(a->status, "a comparison's parameters keep their place's order"));
    xt_app_key(a, 'h');
    assert_ptr_equal(a->stack[a->depth].view, &xt_cmp_view_plan);
    own_pair_close(&o);
}

/* each capture selecting the module the other has too: the namesake of
 * the other's pick is "unpaired", and its row says why, not "only in"
 * (a trial) */
static void namesake_modules(void **state)
{
    (void)state;
    own_pair o;
    own_pair_open(&o, "pair-ids-a", "pair-namesake-after", 30, 120);
    xt_app *a = &o.a;
    char *scr = xt_app_screen_text(a);
    if (!strstr(scr, "\n unpaired in BEFORE (1)") || !strstr(scr, "\n - jit_eval_step(16) (AFTER's: in *)") ||
        !strstr(scr, "\n unpaired in AFTER (1)") || !strstr(scr, "\n + jit_train_step(15) (BEFORE's: in *)") ||
        strstr(scr, "only in"))
        fail_msg("%s", scr);
    free(scr);
    a->focus = XF_LEFT;
    for (size_t r = 0; r < a->left.nrows; r++)
        if (a->left.rows[r].kind == XT_T_CMP_ONLY && a->left.rows[r].target == 1)
            a->left_cursor = r;
    xt_app_key(a, 'k');
    xt_app_key(a, 'j');
    if (!strstr(a->status, "jit_train_step(15): BEFORE has one of this name too, in the default pair * "
                          "(jit_train_step vs jit_eval_step) and so not paired with this one; Enter shows it "
                          "in AFTER's own views"))
        fail_msg("status: %s", a->status);
    /* j on the last row moves nothing: the row's words stay, not the
     * hints (they did in normal mode only: a trial) */
    char was[sizeof a->status];
    snprintf(was, sizeof was, "%s", a->status);
    xt_app_key(a, 'j');
    assert_string_equal(a->status, was);
    own_pair_close(&o);
}

/* a module of one capture only is listed, marked, and opens in that
 * capture's own views */
static void unmatched_modules(void **state)
{
    (void)state;
    char pb[512];
    snprintf(pb, sizeof pb, "%s/ids-b.xplane.pb", g_cap);
    assert_int_equal(xb_write_pair("pair-ids-b", pb), 0);
    loaded ids;
    load_ok(&ids, pb, NULL);
    xt_analysis *ai[1] = { ids.an };
    xt_compare *c = xt_compare_new(&g_b.cap, g_b.an, &ids.cap, ids.an);
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &ids.cap, ai, 0, g_dir, NULL);
    xt_cmp_app_init(&s, c, &g_b.cap, g_anb, 0, &ids.cap, ai, 0);
    xt_cmp_app_attach(&a, &s);
    char *scr = xt_app_screen_text(&a);
    assert_non_null(strstr(scr, "\n only in AFTER, added (1)"));
    assert_non_null(strstr(scr, "\n + jit_eval_step(41)"));
    assert_non_null(strstr(scr, "-3.56G jit_train_step"));
    free(scr);
    /* a page drilled into and back (x x x), then the plan: leaving through
     * a module of one capture, x comes back to the plan, not the page of
     * the trip before (a review) */
    for (const char *k = "/live"; *k; k++)
        xt_app_key(&a, *k);
    xt_app_key(&a, XK_ENTER);
    xt_app_key(&a, XK_ENTER);
    assert_int_equal(a.depth, 1);
    xt_app_key(&a, 'x');
    xt_app_key(&a, 'x');
    xt_app_key(&a, 'x');
    assert_int_equal(a.depth, 1);
    xt_app_key(&a, 'p');
    xt_app_key(&a, XK_TAB);
    xt_app_key(&a, XK_TAB); /* the modules pane */
    xt_app_key(&a, 'j');
    assert_non_null(strstr(a.status, "jit_eval_step(41): only in AFTER"));
    xt_app_key(&a, XK_ENTER);
    scr = xt_app_screen_text(&a);
    assert_non_null(strstr(scr, "AFTER | jit_eval_step(41)"));
    free(scr);
    xt_app_key(&a, 'x'); /* back to the comparison, on the pair it had */
    scr = xt_app_screen_text(&a);
    assert_non_null(strstr(scr, "BEFORE -> AFTER | jit_train_step"));
    free(scr);
    assert_int_equal(a.depth, 0);
    assert_ptr_equal(a.stack[0].view, &xt_cmp_view_plan);
    /* and from a page drilled into, that page again */
    a.focus = XF_RIGHT;
    for (const char *k = "/live"; *k; k++)
        xt_app_key(&a, *k);
    xt_app_key(&a, XK_ENTER);
    xt_app_key(&a, XK_ENTER);
    assert_int_equal(a.depth, 1);
    a.focus = XF_LEFT;
    for (size_t r = 0; r < a.left.nrows; r++)
        if (a.left.rows[r].kind == XT_T_CMP_ONLY)
            a.left_cursor = r;
    xt_app_key(&a, XK_ENTER);
    scr = xt_app_screen_text(&a);
    assert_non_null(strstr(scr, "AFTER | jit_eval_step(41)"));
    free(scr);
    xt_app_key(&a, 'x');
    assert_int_equal(a.depth, 1);
    xt_app_free(&a);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    load_free(&ids);
}

/* Two captures loaded, compared and opened in the TUI at rows x cols
 * (the tests that need their own pair beside the attention pair). */
typedef struct two_app {
    loaded b, a;
    xt_analysis *ab[1], *aa[1];
    xt_compare *c;
    xt_app app;
    xt_cmp_app s;
} two_app;

static void two_open(two_app *t, const char *before, const char *after, int rows, int cols)
{
    load_ok(&t->b, before, NULL);
    load_ok(&t->a, after, NULL);
    t->ab[0] = t->b.an;
    t->aa[0] = t->a.an;
    t->c = xt_compare_new(&t->b.cap, t->b.an, &t->a.cap, t->a.an);
    xt_app_init(&t->app, &t->a.cap, t->aa, 0, g_dir, NULL);
    t->app.rows = rows;
    t->app.cols = cols;
    xt_cmp_app_init(&t->s, t->c, &t->b.cap, t->ab, 0, &t->a.cap, t->aa, 0);
    xt_cmp_app_attach(&t->app, &t->s);
}

static void two_close(two_app *t)
{
    xt_app_free(&t->app);
    xt_cmp_app_free(&t->s);
    xt_compare_free(t->c);
    load_free(&t->a);
    load_free(&t->b);
}

/* Both sides' heap charts alike where their figures are: a temp 128 B
 * under the sides' scale is the line the top row's figure names, not
 * tagged "temp" on BEFORE's alone (a trial, the two 8-GPU captures). */
static void sides_charts_alike(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/tests/data/jax-rocm-mi300x-conv-8gpu-legacy",
             XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", 24, 80);
    for (int side = 0; side < 2; side++) {
        xt_app_key(&t.app, 'x');
        char *scr = xt_app_screen_text(&t.app);
        const char *top = strstr(scr, " 552.2 MiB +");
        const char *nl = top ? strchr(top, '\n') : NULL;
        char row[256] = "";
        if (top && nl)
            snprintf(row, sizeof row, "%.*s", (int)(nl - top), top);
        if (!top || !nl || strstr(row, "temp"))
            fail_msg("%s: %s", side ? "AFTER" : "BEFORE", scr);
        free(scr);
    }
    two_close(&t);
}

/* Another pair than the default shown: it is read on the default pair's
 * device, and says so, not the default pair's reasons for it ("AFTER's
 * own pick: GPU 1 (... the least headroom ...)" under a module no device
 * ran, beside "--module" naming GPU 0: a trial's F1) */
static void other_pair_says_whose_device(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/tests/data/jax-rocm-mi300x-conv-8gpu-legacy",
             XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", 40, 160);
    /* GPU 3 picked in BEFORE, then the pair of a module no device ran */
    const int k[] = { 'x', 'r', 'g', 'j', 'j', XK_ENTER, 'x', 'x', 'p' };
    for (size_t i = 0; i < sizeof k / sizeof *k; i++)
        xt_app_key(&t.app, k[i]);
    char *scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "compared on GPU 3, BEFORE's pick") || !strstr(scr, "AFTER's own pick: GPU 1"))
        fail_msg("the default pair: %s", scr);
    free(scr);
    xt_app_key(&t.app, XK_TAB);
    xt_app_key(&t.app, 'g');
    xt_app_key(&t.app, XK_ENTER);
    scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "Compare jit_convert_element_type") ||
        !strstr(scr, "read on GPU 3, the device chosen for the default pair (jit_forward_3d_conv); the runtime") ||
        strstr(scr, "own pick") || strstr(scr, "headroom") || strstr(scr, "runtime and estimates: of"))
        fail_msg("another pair: %s", scr);
    free(scr);
    two_close(&t);
}

/* The differences beyond the program with the sides' values, as the
 * report says them: "device memory" alone, both sides 192.0 GiB on the
 * screen, named a difference nothing showed (a trial's F5); a stop, the
 * status line saying it whole */
static void differences_say_values(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", XT_SRCDIR "/examples/attention-oom.xplane.pb",
             24, 160);
    char *scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "differs beyond the program: device memory 192.0 GiB -> 192.0 GiB (16.0 MiB more); pool size "
                     "144.0 GiB -> 2.79 GiB"))
        fail_msg("%s", scr);
    free(scr);
    for (const char *p = "/differs\n"; *p; p++)
        xt_app_key(&t.app, *p == '\n' ? XK_ENTER : *p);
    size_t c = t.app.stack[t.app.depth].cursor;
    assert_int_equal(t.app.right.rows[c].kind, XT_T_CMP_NOTE);
    two_close(&t);
    /* a narrow pane: wrapped after "program:", not cut there ("pool
     * siz..." at 60 columns) */
    two_open(&t, XT_SRCDIR "/tests/data/jax-rocm-mi300x-conv-8gpu-legacy",
             XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", 20, 60);
    scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "differs beyond the program: pool\n") || !strstr(scr, " size 143.2 GiB -> 144.0 GiB\n"))
        fail_msg("%s", scr);
    free(scr);
    two_close(&t);
}

/* A module of one side only is cut as the pairs are, "jit_" gone and its
 * id kept ("+ jit_convert_element_t…" at 80x24: a trial). */
static void only_modules_cut_as_pairs(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/examples/attention-oom.xplane.pb",
             XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", 24, 80);
    char *scr = xt_app_screen_text(&t.app);
    if (strstr(scr, " + jit_") || !strstr(scr, "\n + convert_element") || !strstr(scr, "(1)|") ||
        !strstr(scr, "\n + _threefry_seed(3) "))
        fail_msg("%s", scr);
    free(scr);
    two_close(&t);
}

/* A role of all the heap peak on both sides: "100% ->  100%", in the
 * column's width ("100.0% -> 100.0%" took one column more and went under
 * its row at 80: a trial) */
static void whole_share_in_its_column(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/fails.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/waits.xplane.pb", g_cap);
    assert_int_equal(xb_write_named("gpu8-fails", pb), 0);
    assert_int_equal(xb_write_named("gpu8-waits", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 40, 80);
    xt_app_key(&t.app, 'z');
    char *scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "   other                        2.00 GiB   2.00 GiB        0 B   100% ->  100%\n"))
        fail_msg("%s", scr);
    free(scr);
    two_close(&t);
    unlink(pb);
    unlink(pa);
}


/* Twins (two pairs named jit__normal) whose program ids differ between
 * the sides: the modules pane and --report write them alike,
 * "jit__normal(9->11)" ("_normal(9->11)" once the 80x24 pane drops
 * "jit_"; the report wrote "jit__normal(9) -> (11)": a trial), the pane
 * within its width at 80 columns. */
static void twin_ids_one_form(void **state)
{
    (void)state;
    loaded b, a;
    load_ok(&b, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", NULL);
    load_ok(&a, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", NULL);
    xt_analysis *ab[1] = { b.an }, *aa[1] = { a.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    char *rep = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&rep, &len);
    xt_report_opts o = { .top = 10, .width = 80 };
    assert_int_equal(xt_compare_report_write(f, c, &o), 0);
    fclose(f);
    if (!strstr(rep, "  jit__normal(9->11)\n") || !strstr(rep, "  jit__normal(11->13)\n") ||
        strstr(rep, ") -> ("))
        fail_msg("report:\n%s", rep);
    free(rep);
    static const struct {
        int rows, cols;
        const char *want[2];
    } sz[] = { { 24, 80, { " _normal(9->11)\n", "(11->13)\n" } },
               { 40, 140, { " _normal(9->11) ", " _normal(11->13) " } } };
    for (size_t k = 0; k < sizeof sz / sizeof *sz; k++) {
        xt_app app;
        xt_cmp_app s;
        xt_app_init(&app, &a.cap, aa, 0, g_dir, NULL);
        app.rows = sz[k].rows;
        app.cols = sz[k].cols;
        xt_cmp_app_init(&s, c, &b.cap, ab, 0, &a.cap, aa, 0);
        xt_cmp_app_attach(&app, &s);
        char *scr = xt_app_screen_text(&app);
        /* the left pane's rows end at its border: the screen's rows hold
         * "...(9->11)" then the border */
        for (int i = 0; i < 2; i++) {
            char want[64];
            snprintf(want, sizeof want, "%s", sz[k].want[i]);
            size_t n = strlen(want);
            if (want[n - 1] == '\n') /* at 80 columns: the pane's last column */
                want[n - 1] = 0;
            if (!strstr(scr, want))
                fail_msg("%dx%d: no '%s' in:\n%s", sz[k].cols, sz[k].rows, want, scr);
        }
        assert_null(strstr(scr, ") -> ("));
        free(scr);
        xt_app_free(&app);
        xt_cmp_app_free(&s);
    }
    xt_compare_free(c);
    load_free(&a);
    load_free(&b);
}

/* x to a side without modules (TensorFlow's) opens it as it opens alone:
 * the runtime, no modules pane (an empty plan beside an empty 25-column
 * pane: a trial); the comparison shows its pane again. */
static void side_without_modules_opens_its_runtime(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/tests/data/tf-gpu-v100-multiworker", XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention",
             24, 80);
    xt_app *app = &t.app;
    xt_layout l;
    xt_app_layout(app, &l);
    assert_true(l.left_w > 0);
    app->focus = XF_LEFT;
    xt_app_key(app, 'x'); /* BEFORE: TensorFlow's */
    xt_app_layout(app, &l);
    assert_int_equal(l.left_w, 0);
    assert_ptr_equal(app->stack[app->depth].view, &xt_view_rt);
    assert_int_equal(app->focus, XF_RIGHT);
    xt_app_key(app, 'x'); /* AFTER: modules, the pane again */
    xt_app_layout(app, &l);
    assert_true(l.left_w > 0);
    assert_ptr_equal(app->stack[app->depth].view, &xt_view_plan);
    xt_app_key(app, 'x');
    xt_app_layout(app, &l);
    assert_true(l.left_w > 0);
    /* m on that side is the user's: shown and hidden again there, the
     * pane stays hidden on AFTER (it came back: a review) */
    xt_app_key(app, 'x'); /* BEFORE */
    xt_app_key(app, 'm');
    xt_app_layout(app, &l);
    assert_true(l.left_w > 0);
    xt_app_key(app, 'm');
    xt_app_key(app, 'x'); /* AFTER */
    xt_app_layout(app, &l);
    assert_int_equal(l.left_w, 0);
    two_close(&t);
}

/* A pair of damaged captures (sizes that overflow): the headline says so,
 * as each side's verdict does ("fails -> fits but grows per step" over
 * AFTER's 8.00 EiB in use: a trial). */
static void damaged_pair_said(void **state)
{
    (void)state;
    two_app t;
    two_open(&t, XT_SRCDIR "/tests/data/regressions/ub-overflow-step-at-last",
             XT_SRCDIR "/tests/data/regressions/ub-overflow-step-at-last-b", 24, 120);
    char *scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "fails -> fits but grows per step (both sides' sizes overflow?)"))
        fail_msg("%s", scr);
    free(scr);
    two_close(&t);
}

/* Two programs (other-live's jit_eval_step against jit_train_step): the
 * status line of the diagnosis lines and of an estimate in the pane's
 * words, not "gone", which a trial read as a fix's effect beside "(two
 * different programs: no fix's effect)". */
static void two_programs_status_words(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/tp-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/tp-a.xplane.pb", g_cap);
    assert_int_equal(xb_write_scenario("other-live", pb), 0);
    assert_int_equal(xb_write_pair("pair-ids-b", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    assert_false(t.c->modules[t.c->pair].by_name);
    xt_app_key(&t.app, XK_TAB); /* the diagnosis pane */
    bool est = false, lines = false;
    for (int i = 0; i < 30; i++) {
        if (strstr(t.app.status, "gone"))
            fail_msg("status line '%s' says gone of two programs", t.app.status);
        est |= strstr(t.app.status, "other-live-arrays: predicted up to ~") && strstr(t.app.status, "; not in AFTER");
        lines |= strstr(t.app.status, "BEFORE's: other-live-arrays") && strstr(t.app.status, "; both: ");
        xt_app_key(&t.app, 'j');
    }
    assert_true(est);
    assert_true(lines);
    two_close(&t);
}

/* A pair of two names cut in the modules pane drops the second's "jit_"
 * as it drops the first's: "matmul vs jit..." at 80x24 named nothing of
 * AFTER's module (a trial, attention against conv). */
static void pair_of_names_cut(void **state)
{
    (void)state;
    loaded b, a;
    load_ok(&b, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", NULL);
    load_ok(&a, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", NULL);
    xt_analysis *ab[1] = { b.an }, *aa[1] = { a.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    static const struct {
        int rows, cols;
        const char *want;
    } sz[] = { { 24, 80, " * +912.5M matmul vs for" }, { 30, 120, " * +912.5 MiB matmul vs forward_3d_co" } };
    for (size_t k = 0; k < sizeof sz / sizeof *sz; k++) {
        xt_app app;
        xt_cmp_app s;
        xt_app_init(&app, &a.cap, aa, 0, g_dir, NULL);
        app.rows = sz[k].rows;
        app.cols = sz[k].cols;
        xt_cmp_app_init(&s, c, &b.cap, ab, 0, &a.cap, aa, 0);
        xt_cmp_app_attach(&app, &s);
        char *scr = xt_app_screen_text(&app);
        if (!strstr(scr, sz[k].want))
            fail_msg("%dx%d: no '%s' in:\n%s", sz[k].cols, sz[k].rows, sz[k].want, scr);
        /* two programs: the change is said to be no fix's (attention
         * against attention read "fails -> fits" as a fix that
         * worked: a trial); the head wraps, so its words are looked for
         * one by one */
        const char *words[] = { "BEFORE -> AFTER: ", "(two", "different", "programs:", "no fix's", "effect)" };
        const char *at = scr;
        for (size_t w = 0; w < sizeof words / sizeof *words; w++)
            if (!(at = strstr(at, words[w])))
                fail_msg("%dx%d: no '%s' after the head's start in:\n%s", sz[k].cols, sz[k].rows, words[w], scr);
        free(scr);
        xt_app_free(&app);
        xt_cmp_app_free(&s);
    }
    xt_compare_free(c);
    load_free(&a);
    load_free(&b);
}

/* Enter on a pair of twins whose program ids differ (jit__normal(9->11))
 * in the modules pane: the view it opens keeps the ids in the title, its
 * heading and the export's file name (a trial: all three read
 * "jit__normal", two pairs alike); at 60x20 the two "_normal" rows stay
 * apart, their ids kept where the names are cut. */
static void twin_pair_entered_keeps_ids(void **state)
{
    (void)state;
    loaded b, a;
    load_ok(&b, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-conv-8gpu", NULL);
    load_ok(&a, XT_SRCDIR "/tests/data/jax08-rocm-mi300x-attention", NULL);
    xt_analysis *ab[1] = { b.an }, *aa[1] = { a.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &a.cap, a.an);
    static const int sz[][2] = { { 24, 80 }, { 20, 60 } };
    for (size_t k = 0; k < 2; k++) {
        xt_app app;
        xt_cmp_app s;
        xt_app_init(&app, &a.cap, aa, 0, g_dir, NULL);
        app.rows = sz[k][0];
        app.cols = sz[k][1];
        xt_cmp_app_init(&s, c, &b.cap, ab, 0, &a.cap, aa, 0);
        xt_cmp_app_attach(&app, &s);
        char *scr = xt_app_screen_text(&app);
        /* the two rows apart, their ids kept (at 60x20 the name gives way) */
        if (!strstr(scr, "(9->11)|") || !strstr(scr, "(11->13)|"))
            fail_msg("%dx%d: the twins' rows:\n%s", sz[k][1], sz[k][0], scr);
        free(scr);
        int seen = 0;
        for (size_t r = 0; r < app.left.nrows; r++) {
            if (app.left.rows[r].kind != XT_T_CMP_MODULE ||
                strcmp(c->modules[app.left.rows[r].target].name, "jit__normal"))
                continue;
            const xt_cmp_module *m = &c->modules[app.left.rows[r].target];
            const char *want = !strcmp(b.cap.hosts[0].modules[m->before].name, "jit__normal(9)")
                                   ? "jit__normal(9->11)" : "jit__normal(11->13)";
            char head[96], bar[96], file[64];
            snprintf(head, sizeof head, "Compare %s", want);
            snprintf(bar, sizeof bar, "BEFORE -> AFTER | %s ", want); /* "on GPU 1 | " where it fits */
            snprintf(file, sizeof file, "xoomtui-compare-%s", want);
            char *arrow = strstr(file, "->"); /* "jit__normal_9-11_" in a file name */
            memmove(arrow + 1, arrow + 2, strlen(arrow + 2) + 1);
            for (char *p = file; *p; p++)
                if (*p == '(' || *p == ')')
                    *p = '_';
            app.focus = XF_LEFT;
            app.left_cursor = r;
            xt_app_key(&app, XK_ENTER);
            scr = xt_app_screen_text(&app);
            if (!app.right.title || strcmp(app.right.title, head) || !strstr(scr, head) ||
                !strstr(scr, bar))
                fail_msg("%dx%d: Enter on %s:\n%s", sz[k][1], sz[k][0], want, scr);
            free(scr);
            /* the pane marks the pair shown *, the default pair ! (as a
             * single capture's pane: it marked the default one only, a
             * trial) */
            for (size_t q = 0; q < app.left.nrows; q++) {
                if (app.left.rows[q].kind != XT_T_CMP_MODULE)
                    continue;
                char row[128];
                xt_text_row_plain(&app.left, q, row, sizeof row, 120, false);
                size_t tq = app.left.rows[q].target;
                char want_mark = tq == s.m ? '*' : tq == c->pair ? '!' : ' ';
                if (row[0] != want_mark)
                    fail_msg("%dx%d: row '%s' marked '%c', not '%c' (shown %zu, default %zu)", sz[k][1], sz[k][0],
                             row, row[0], want_mark, s.m, c->pair);
            }
            if (xt_app_export(&app))
                fail_msg("export: %s", app.status);
            const char *path = strstr(app.status, "exported to ") + strlen("exported to ");
            if (!strstr(strrchr(path, '/'), file))
                fail_msg("export of %s: %s", want, app.status);
            FILE *f = fopen(path, "r");
            char first[256] = "";
            assert_non_null(f);
            assert_non_null(fgets(first, sizeof first, f)); /* the title */
            fclose(f);
            if (!strstr(first, want))
                fail_msg("export's title: %s", first);
            unlink(path);
            seen++;
        }
        assert_int_equal(seen, 2);
        xt_app_free(&app);
        xt_cmp_app_free(&s);
    }
    xt_compare_free(c);
    load_free(&a);
    load_free(&b);
}

/* The comparison screen (140x24) of scenario before against scenario
 * after, each written and loaded here; *total the BEFORE plan's total.
 * The caller frees the text. */
static int g_sp_rows = 24, g_sp_cols = 140; /* scenario_pair_screen's terminal */

static char *scenario_pair_screen(const char *before, const char *after, int64_t *total)
{
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/sp-%s-b.xplane.pb", g_cap, before);
    snprintf(pa, sizeof pa, "%s/sp-%s-a.xplane.pb", g_cap, after);
    assert_int_equal(xb_write_scenario(before, pb), 0);
    assert_int_equal(xb_write_scenario(after, pa), 0);
    two_app t;
    two_open(&t, pb, pa, g_sp_rows, g_sp_cols);
    char *scr = xt_app_screen_text(&t.app);
    if (total)
        *total = t.b.an->plans[t.b.an->selected]->total;
    two_close(&t);
    return scr;
}

/* Two runs' files of one name in two folders, at 80 columns: the title
 * names both folders and the GPU compared ("... | fails -> fits |
 * gpu8-fails/host.xplane.p…" named neither AFTER nor GPU 5: a trial). */
static void title_names_both_and_the_device(void **state)
{
    (void)state;
    char db[512], da[512], pb[600], pa[600];
    snprintf(db, sizeof db, "%s/gpu8-fails", g_cap);
    snprintf(da, sizeof da, "%s/gpu8-waits", g_cap);
    assert_true(!mkdir(db, 0700) || errno == EEXIST);
    assert_true(!mkdir(da, 0700) || errno == EEXIST);
    snprintf(pb, sizeof pb, "%s/host.xplane.pb", db);
    snprintf(pa, sizeof pa, "%s/host.xplane.pb", da);
    assert_int_equal(xb_devices_host(pb, "gpu-node-3", 8, 5, (int64_t)6 << 30, XB_DEV_FAILS), 0);
    assert_int_equal(xb_devices_host(pa, "gpu-node-3", 8, 3, (int64_t)3 << 30, XB_DEV_WAITS), 0);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    int sev;
    /* AFTER's own pick, GPU 3, waited: said beside "fails -> fits" (that
     * alone read as a clean fix: a trial's F3), before the files */
    assert_string_equal(xt_cmp_app_title(&t.app, 80, &sev),
                        "BEFORE -> AFTER | jit_step on GPU 5 | fails -> fits; AFTER: GPU 3 waited");
    assert_string_equal(xt_cmp_app_title(&t.app, 101, &sev),
                        "BEFORE -> AFTER | jit_step on GPU 5 | fails -> fits; AFTER: GPU 3 waited | gpu8-fails -> "
                        "gpu8-waits");
    assert_string_equal(xt_cmp_app_title(&t.app, 112, &sev),
                        "xoomtui | BEFORE -> AFTER | jit_step on GPU 5 | fails -> fits; AFTER: GPU 3 waited | "
                        "gpu8-fails -> gpu8-waits");
    const char *wide = xt_cmp_app_title(&t.app, 0, &sev); /* no width: the whole */
    assert_non_null(strstr(wide, "| jit_step on GPU 5 | "));
    assert_non_null(strstr(wide, "gpu8-fails/host.xplane.pb -> gpu8-waits/host.xplane.pb"));
    /* narrower: the verdict's change stays whole, and names the device
     * compared where the title no longer does, before AFTER's own ("fails
     * -> fits; AFTER: GPU 3 waited" read as GPU 3's change at 60x20:
     * helper-174's F7) */
    for (int w = 43; w <= 100; w++) { /* (narrower, the frame cuts the change) */
        const char *tw = xt_cmp_app_title(&t.app, w, &sev);
        const char *ch = strstr(tw, "fails -> fits");
        if (!ch || (int)xt_utf8_width(tw) > w || !strstr(tw, "GPU 5") || strstr(tw, "GPU 5") > strstr(tw, "GPU 3"))
            fail_msg("at %d columns: %s", w, tw);
    }
    assert_string_equal(xt_cmp_app_title(&t.app, 60, &sev), "fails -> fits on GPU 5; AFTER: GPU 3 waited");
    /* "compared on GPU 5 ...; AFTER's own pick: GPU 3": a row the cursor
     * stops on, as the verdicts above it (j passed over it: a trial), the
     * status line saying it whole */
    for (const char *p = "/compared on\n"; *p; p++)
        xt_app_key(&t.app, *p == '\n' ? XK_ENTER : *p);
    size_t c = t.app.stack[t.app.depth].cursor;
    assert_int_equal(t.app.right.rows[c].kind, XT_T_CMP_NOTE);
    if (!strstr(t.app.status, "/compared on  1 of 1") ||
        !strstr(t.app.status, "compared on GPU 5, BEFORE's pick (it failed in BEFORE)"))
        fail_msg("%s\n%s", t.app.status, xt_app_screen_text(&t.app));
    /* AFTER's own pick, which waited for memory, in the first row beside
     * "fails -> fits" (that alone read as fixed: a trial), once */
    {
        char row[512];
        xt_text_row_plain(&t.app.right, 0, row, sizeof row, 400, true);
        char *scr = xt_app_screen_text(&t.app);
        const char *own = strstr(scr, "AFTER's own pick");
        if (!strstr(row, "BEFORE -> AFTER: fails -> fits; AFTER's own pick: GPU 3 (it waited for memory)") || !own ||
            strstr(own + 1, "AFTER's own pick"))
            fail_msg("'%s'\n%s", row, scr);
        /* BEFORE's row says why GPU 5 failed, in figures (a trial) */
        if (!strstr(scr, "GPU 5 failed: execution 5 never launched; needs"))
            fail_msg("%s", scr);
        free(scr);
    }
    /* the plan fits alone on both, BEFORE failed: "no longer fails", and
     * the status line says BEFORE's verdict */
    for (const char *p = "/plan alone\n"; *p; p++)
        xt_app_key(&t.app, *p == '\n' ? XK_ENTER : *p);
    if (!strstr(t.app.status, ": fits -> fits: fits both; BEFORE failed (BEFORE: GPU 5 failed"))
        fail_msg("%s", t.app.status);
    /* a device picked in BEFORE's view: x makes the comparison again on
     * it, AFTER on the device of its label (x kept GPU 5: a trial) */
    xt_app_key(&t.app, 'x'); /* BEFORE */
    xt_app_key(&t.app, 'r');
    t.app.focus = XF_RIGHT;
    size_t d0 = SIZE_MAX;
    for (size_t i = 0; i < t.app.right.nrows && d0 == SIZE_MAX; i++)
        if (t.app.right.rows[i].kind == XT_T_DEVICE)
            d0 = i;
    assert_true(d0 != SIZE_MAX);
    t.app.stack[t.app.depth].cursor = d0 + 7; /* GPU 7 */
    xt_app_key(&t.app, XK_ENTER);
    assert_int_equal(t.app.an[t.app.host]->device, 7);
    xt_app_key(&t.app, 'x'); /* AFTER, on GPU 7 too */
    assert_int_equal(t.app.an[t.app.host]->device, 7);
    xt_app_key(&t.app, 'x'); /* the comparison */
    const char *tt = xt_cmp_app_title(&t.app, 80, &sev);
    if (!strstr(tt, "jit_step on GPU 7"))
        fail_msg("%s", tt);
    /* then GPU 0 picked in AFTER's: the latest pick leads (BEFORE's
     * earlier one led: an attacker's review) */
    xt_app_key(&t.app, 'x');
    xt_app_key(&t.app, 'x'); /* AFTER */
    xt_app_key(&t.app, 'r');
    t.app.focus = XF_RIGHT;
    d0 = SIZE_MAX;
    for (size_t i = 0; i < t.app.right.nrows && d0 == SIZE_MAX; i++)
        if (t.app.right.rows[i].kind == XT_T_DEVICE)
            d0 = i;
    assert_true(d0 != SIZE_MAX);
    t.app.stack[t.app.depth].cursor = d0; /* GPU 0 */
    xt_app_key(&t.app, XK_ENTER);
    assert_int_equal(t.app.an[t.app.host]->device, 0);
    xt_app_key(&t.app, 'x'); /* the comparison */
    tt = xt_cmp_app_title(&t.app, 80, &sev);
    if (!strstr(tt, "jit_step on GPU 0"))
        fail_msg("after AFTER's pick: %s", tt);
    two_close(&t);
}

/* No pair of modules: each side's own verdict, and a title that names
 * both files or neither ("no-metadata/h.xplane.pb -> oth…": a trial). */
static void no_pair_says_each_alone(void **state)
{
    (void)state;
    char db[512], da[512], pb[600], pa[600];
    snprintf(db, sizeof db, "%s/no-metadata", g_cap);
    snprintf(da, sizeof da, "%s/other-live", g_cap);
    assert_true(!mkdir(db, 0700) || errno == EEXIST);
    assert_true(!mkdir(da, 0700) || errno == EEXIST);
    snprintf(pb, sizeof pb, "%s/h.xplane.pb", db);
    snprintf(pa, sizeof pa, "%s/h.xplane.pb", da);
    assert_int_equal(xb_write_scenario("no-metadata", pb), 0);
    assert_int_equal(xb_write_scenario("other-live", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    int sev;
    assert_string_equal(xt_cmp_app_title(&t.app, 80, &sev),
                        "xoomtui | BEFORE -> AFTER | no pair of modules | no-metadata -> other-live");
    assert_string_equal(xt_cmp_app_title(&t.app, 60, &sev), "xoomtui | BEFORE -> AFTER | no pair of modules");
    char *scr = xt_app_screen_text(&t.app);
    if (!strstr(scr, "No pair of modules to compare: BEFORE has no") ||
        !strstr(scr, "before no compiled modules; GPU_0_bfc peaked at") ||
        !strstr(scr, "after  GPU 0 failed: execution 2 never launched"))
        fail_msg("%s", scr);
    free(scr);
    /* two text lines' matches over one stop: n goes from the first to the
     * second (it stayed on the first: a trial), and the status says which
     * line, not "the heading above" of a line that is none */
    for (const char *p = "/GPU\n"; *p; p++)
        xt_app_key(&t.app, *p == '\n' ? XK_ENTER : *p);
    if (!strstr(t.app.status, "/GPU  1 of 2"))
        fail_msg("%s", t.app.status);
    xt_app_key(&t.app, 'n');
    if (!strstr(t.app.status, "/GPU  2 of 2"))
        fail_msg("%s", t.app.status);
    xt_app_key(&t.app, 'n');
    if (!strstr(t.app.status, "/GPU  1 of 2") || !strstr(t.app.status, "wrapped to the top"))
        fail_msg("%s", t.app.status);
    two_close(&t);
    /* wider, each side's line one row over the link: both matches stop on
     * the link, and n goes from the first to the second (it stayed on the
     * first: a trial) */
    two_open(&t, pb, pa, 24, 160);
    for (const char *p = "/GPU\n"; *p; p++)
        xt_app_key(&t.app, *p == '\n' ? XK_ENTER : *p);
    size_t at = t.app.stack[t.app.depth].cursor;
    if (!strstr(t.app.status, "/GPU  1 of 2 here, in a line above: ") || !strstr(t.app.status, "GPU_0_bfc peaked at"))
        fail_msg("%s\n%s", t.app.status, xt_app_screen_text(&t.app));
    xt_app_key(&t.app, 'n');
    if (!strstr(t.app.status, "/GPU  2 of 2 here, in a line above: ") || !strstr(t.app.status, "GPU 0 failed"))
        fail_msg("%s", t.app.status);
    assert_int_equal(t.app.stack[t.app.depth].cursor, at);
    xt_app_key(&t.app, 'n');
    if (!strstr(t.app.status, "/GPU  1 of 2 here, in a line above: ") || !strstr(t.app.status, "wrapped to the top"))
        fail_msg("%s", t.app.status);
    two_close(&t);
}

/* The comparison's first screen with many pairs: linear (each pair's
 * name was compared with every other's for the modules pane: 20,000 pairs
 * took 20 s, an attacker's review). */
static void modules_pane_linear(void **state)
{
    (void)state;
    bool skip = getenv("XT_SKIP_SCALING") != NULL;
    int n = skip ? 100 : 1000;
    double t[2];
    for (int k = 0; k < 2; k++) {
        int size = k ? n * 10 : n;
        char pb[512], pa[512];
        snprintf(pb, sizeof pb, "%s/many-%d-b.xplane.pb", g_cap, size);
        snprintf(pa, sizeof pa, "%s/many-%d-a.xplane.pb", g_cap, size);
        assert_int_equal(xb_many_modules_events(pb, size, 1, false), 0);
        assert_int_equal(xb_many_modules_events(pa, size, 1, false), 0);
        t[k] = 1e30;
        for (int r = 0; r < (skip ? 1 : 3); r++) { /* the least of three: one open alone is noisy */
            two_app tw;
            struct timespec a, b;
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
            two_open(&tw, pb, pa, 24, 80);
            char *scr = xt_app_screen_text(&tw.app);
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
            assert_int_equal(tw.c->nmodules, (size_t)size + 1);
            free(scr);
            two_close(&tw);
            double s = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
            t[k] = s < t[k] ? s : t[k];
        }
        if (t[k] < 1e-3)
            t[k] = 1e-3;
    }
    if (skip)
        return;
    print_message("comparison of %d pairs %.4f s, %d pairs %.4f s (x%.1f)\n", n, t[0], n * 10, t[1], t[1] / t[0]);
    if (t[1] / t[0] >= 45) /* quadratic: 100x */
        fail_msg("10x the pairs took %.1fx the time", t[1] / t[0]);
}

/* Two captures of many live groups (xb_many_live_groups) in g_cap, named
 * NAME-b and NAME-a: BEFORE nb groups of seed sb, AFTER na of seed sa. */
static void groups_pair(char pb[512], char pa[512], const char *name, int nb, int sb, int na, int sa)
{
    snprintf(pb, 512, "%s/%s-b.xplane.pb", g_cap, name);
    snprintf(pa, 512, "%s/%s-a.xplane.pb", g_cap, name);
    assert_int_equal(xb_many_live_groups(pb, nb, sb), 0);
    assert_int_equal(xb_many_live_groups(pa, na, sa), 0);
}

static void two_keys(two_app *t, const char *s)
{
    for (; *s; s++)
        xt_app_key(&t->app, *s == '\n' ? XK_ENTER : *s == '\t' ? XK_TAB : *s == 27 ? XK_ESC : *s);
}

/* The comparison's live page opened from its first screen (the link's row). */
static void two_live_page(two_app *t)
{
    for (int i = 0; i < 40; i++) {
        const xt_text *r = &t->app.right;
        size_t c = t->app.stack[t->app.depth].cursor;
        if (c < r->nrows && r->rows[c].kind == XT_T_CMP_LINK && r->rows[c].target == XT_CL_LIVE)
            break;
        two_keys(t, "j");
    }
    two_keys(t, "\n");
    char *scr = xt_app_screen_text(&t->app);
    if (!strstr(scr, "Live at the heap peak of"))
        fail_msg("%s", scr);
    free(scr);
}

/* A search on the comparison's live page, which looks one Enter down into
 * each group's buffers: linear (each group's page scanned every live
 * buffer of its side, and the page's 80,000 full texts were copied and
 * put back for each of its 40,000 groups: 10 s to say "not found", a
 * trial). */
static void live_page_search_linear(void **state)
{
    (void)state;
    bool skip = getenv("XT_SKIP_SCALING") != NULL;
    int n = skip ? 60 : 2000;
    double t[2];
    for (int k = 0; k < 2; k++) {
        int size = k ? n * 10 : n;
        char pb[512], pa[512];
        snprintf(pb, sizeof pb, "%s/groups-%d-b.xplane.pb", g_cap, size);
        snprintf(pa, sizeof pa, "%s/groups-%d-a.xplane.pb", g_cap, size);
        assert_int_equal(xb_many_live_groups(pb, size, 0), 0);
        assert_int_equal(xb_many_live_groups(pa, size, 1), 0);
        two_app tw;
        two_open(&tw, pb, pa, 24, 80);
        two_live_page(&tw);
        t[k] = 1e30;
        for (int r = 0; r < (skip ? 1 : 3); r++) {
            struct timespec a, b;
            /* a needle of its own each time: one read before is
             * remembered (miss_memo_per_needle) */
            char key[24];
            snprintf(key, sizeof key, "/zzz%d\n", r);
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
            two_keys(&tw, key);
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
            if (!strstr(tw.app.status, ": not found"))
                fail_msg("%s", tw.app.status);
            two_keys(&tw, "\x1b");
            double sec = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
            t[k] = sec < t[k] ? sec : t[k];
        }
        /* and a buffer found one Enter down, in its group */
        two_keys(&tw, "/fusion.7\n");
        if (!strstr(tw.app.status, "/fusion.7  1 of 1 in group "))
            fail_msg("%s", tw.app.status);
        two_close(&tw);
        if (t[k] < 1e-3)
            t[k] = 1e-3;
    }
    if (skip)
        return;
    print_message("live page search of %d groups %.4f s, %d groups %.4f s (x%.1f)\n", n, t[0], n * 10, t[1],
                  t[1] / t[0]);
    if (t[1] / t[0] >= 45) /* quadratic: 100x */
        fail_msg("10x the groups took %.1fx the time", t[1] / t[0]);
}

/* A search that found nothing in a group's page does not build it again
 * for the same needle and pair: a second wrap, or the same search again,
 * built every group's page (0.9 s at 200,000 groups); another needle
 * reads them again, and finds what is there. */
static void miss_memo_per_needle(void **state)
{
    (void)state;
    char pb[512], pa[512];
    groups_pair(pb, pa, "memo", 80, 0, 80, 1);
    two_app tw;
    two_open(&tw, pb, pa, 24, 80);
    two_live_page(&tw);
    size_t ng = tw.app.cmp->c->modules[tw.app.cmp->m].ngroups;
    assert_true(ng >= 80);
    two_keys(&tw, "/zzz\n");
    assert_non_null(strstr(tw.app.status, "zzz: not found"));
    size_t built = tw.app.cmp->asides;
    assert_int_equal(built, ng); /* each group's page, once */
    two_keys(&tw, "\x1b/zzz\n");
    assert_non_null(strstr(tw.app.status, "zzz: not found"));
    assert_int_equal(tw.app.cmp->asides, built);
    /* n round a needle's ring (two groups have "fusion.79": BEFORE's in
     * one, AFTER's in another): once round, n reads only the pages that
     * have it, however many groups it passes */
    two_keys(&tw, "\x1b/fusion.79\n");
    if (!strstr(tw.app.status, "/fusion.79  1 of 1 in group "))
        fail_msg("%s", tw.app.status);
    two_keys(&tw, "hnhnhn");
    built = tw.app.cmp->asides;
    two_keys(&tw, "hnhn");
    if (!strstr(tw.app.status, "/fusion.79  1 of 1 in group "))
        fail_msg("%s", tw.app.status);
    if (tw.app.cmp->asides - built > 4) /* each hit's page, and the one n left */
        fail_msg("two n read %zu pages of %zu groups", tw.app.cmp->asides - built, ng);
    /* another width reads none again: a page's buffer rows are the same
     * at every one (a resize read them all: a review) */
    xt_app_resize(&tw.app, 30, 100);
    built = tw.app.cmp->asides;
    two_keys(&tw, "hnhn");
    if (!strstr(tw.app.status, "/fusion.79  1 of 1 in group "))
        fail_msg("%s", tw.app.status);
    if (tw.app.cmp->asides - built > 4)
        fail_msg("two n at 100 columns read %zu pages of %zu groups", tw.app.cmp->asides - built, ng);
    two_close(&tw);
}

/* Whether a row of the live page is a group's counts ("same 1 -> 1"),
 * not its name under them; and the first row under the page's column
 * header in screen scr is. */
static bool counts_row(const char *line)
{
    line += strspn(line, " >");
    static const char *const words[] = { "same ", "changed ", "appeared ", "disappeared " };
    for (size_t i = 0; i < 4; i++)
        if (!strncmp(line, words[i], strlen(words[i])))
            return true;
    return false;
}

static void page_starts_on_counts(const char *scr)
{
    /* the screen's title, the pane's, then its rows: the page's heading
     * and column header where they show, then a group's first row */
    const char *r = strchr(scr, '\n');
    r = r ? strchr(r + 1, '\n') : NULL;
    while (r && (!strncmp(r + 1 + strspn(r + 1, " >"), "Live at the", 11) ||
                 !strncmp(r + 1 + strspn(r + 1, " >"), "group, count", 12)))
        r = strchr(r + 1, '\n');
    const char *c = strstr(scr, "\n>");
    if (!r || !counts_row(r + 1) || !c || !counts_row(c + 1))
        fail_msg("%s", scr);
    /* scrolled past its column header: the header on its first row */
    if (!strstr(scr, " Live at the peak") && !strstr(scr, "group, count"))
        fail_msg("no column header: %s", scr);
}

/* A group's name is a row of its counts' line: a page never starts on it
 * (a page began with a name whose counts were off screen), G lands on
 * the last group's counts (it landed on its name) and j, k and the page
 * keys stop on each group once, on its counts (20,000 groups took 40,000
 * j's), PgDn moves a page of rows (it moved two) and the column header
 * stays once scrolled (trials). */
static void live_page_groups_whole(void **state)
{
    (void)state;
    char pb[512], pa[512];
    groups_pair(pb, pa, "whole", 60, 0, 60, 1);
    two_app x;
    two_open(&x, pb, pa, 24, 80);
    two_live_page(&x);
    two_keys(&x, "G");
    char *scr = xt_app_screen_text(&x.app);
    const char *c = strstr(scr, "\n>");
    if (!c || !counts_row(c + 1))
        fail_msg("G: %s", scr);
    free(scr);
    size_t last = x.app.stack[x.app.depth].cursor;
    two_keys(&x, "j"); /* below its name the total, a row to read: onto it, past the name */
    assert_int_equal(x.app.stack[x.app.depth].cursor, last + 2);
    two_keys(&x, "j"); /* the end: it stays */
    assert_int_equal(x.app.stack[x.app.depth].cursor, last + 2);
    two_keys(&x, "kk"); /* the group above, on its counts: two rows up */
    assert_int_equal(x.app.stack[x.app.depth].cursor, last - 2);
    two_keys(&x, "g");
    size_t first = x.app.stack[x.app.depth].cursor;
    two_keys(&x, "jjj");
    assert_int_equal(x.app.stack[x.app.depth].cursor, first + 6);
    for (int i = 0; i < 12; i++) { /* pages down, then a row at a time, each way */
        size_t was = x.app.stack[x.app.depth].cursor;
        if (i < 6) {
            xt_app_key(&x.app, XK_PGDN);
            /* a page of rows, not of stops (it went two pages: the
             * groups between never shown) */
            size_t now = x.app.stack[x.app.depth].cursor;
            assert_true(now > was && now - was <= 20);
        } else
            two_keys(&x, i < 9 ? "j" : "k");
        scr = xt_app_screen_text(&x.app);
        page_starts_on_counts(scr);
        free(scr);
    }
    two_keys(&x, "G");
    for (int i = 0; i < 6; i++) {
        xt_app_key(&x.app, XK_PGUP);
        scr = xt_app_screen_text(&x.app);
        page_starts_on_counts(scr);
        free(scr);
    }
    two_close(&x);
}

/* h after a resize on a page goes back to the row that opened it (the
 * plan page's rows wrap otherwise at 80 and 100 columns, and h put the
 * cursor on the link below the live page's: a review). */
static void back_after_resize(void **state)
{
    (void)state;
    char pb[512], pa[512];
    groups_pair(pb, pa, "resize", 50, 0, 80, 1);
    static const int sizes[][4] = { { 24, 80, 30, 100 }, { 30, 100, 24, 80 }, { 24, 80, 20, 60 } };
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        two_app x;
        two_open(&x, pb, pa, sizes[i][0], sizes[i][1]);
        two_live_page(&x);
        xt_app_resize(&x.app, sizes[i][2], sizes[i][3]);
        two_keys(&x, "h");
        const xt_text *r = &x.app.right;
        size_t c = x.app.stack[x.app.depth].cursor;
        if (c >= r->nrows || r->rows[c].kind != XT_T_CMP_LINK || r->rows[c].target != XT_CL_LIVE) {
            char *scr = xt_app_screen_text(&x.app);
            fail_msg("%dx%d -> %dx%d: %s", sizes[i][0], sizes[i][1], sizes[i][2], sizes[i][3], scr);
        }
        two_close(&x);
    }
}

/* The runtime page of captures without allocator events: "-" where
 * nothing was measured, as the report says it ("none" read as a measured
 * "no wait": a trial). */
static void runtime_unknown_is_a_dash(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/dash-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/dash-a.xplane.pb", g_cap);
    assert_int_equal(xb_write_named("bad-trace", pb), 0);
    assert_int_equal(xb_write_named("bad-trace", pa), 0);
    two_app x;
    two_open(&x, pb, pa, 30, 100);
    two_keys(&x, "r");
    char *scr = xt_app_screen_text(&x.app);
    if (!strstr(scr, "failing pool                        -          -\n") ||
        !strstr(scr, "longest retry wait                  -          -\n"))
        fail_msg("%s", scr);
    free(scr);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    xt_report_opts o = { .top = 10, .width = 100 };
    assert_int_equal(xt_compare_report_write(f, x.c, &o), 0);
    fclose(f);
    if (!strstr(buf, "  failing pool                        -          -\n") ||
        !strstr(buf, "  longest retry wait                  -          -\n"))
        fail_msg("%s", buf);
    free(buf);
    two_close(&x);
}

/* The link to the live page counts the groups that differ in their own
 * word where they share one ("18800 changed" over groups that all
 * appeared: a trial); a mix "differ" (pair-attention: 3). */
static void live_link_says_how(void **state)
{
    (void)state;
    char p5[512], p10[512];
    snprintf(p5, sizeof p5, "%s/how-5.xplane.pb", g_cap);
    snprintf(p10, sizeof p10, "%s/how-10.xplane.pb", g_cap);
    assert_int_equal(xb_many_live_groups(p5, 5, 0), 0);
    assert_int_equal(xb_many_live_groups(p10, 10, 0), 0);
    for (int k = 0; k < 2; k++) {
        two_app x;
        two_open(&x, k ? p10 : p5, k ? p5 : p10, 30, 100);
        char *scr = xt_app_screen_text(&x.app);
        if (!strstr(scr, k ? "live at the peak, side by side (5 disappeared) ->"
                           : "live at the peak, side by side (5 appeared) ->"))
            fail_msg("%s", scr);
        free(scr);
        two_close(&x);
    }
}

/* A group matched across a moved line: AFTER's line under BEFORE's
 * where the row has no room for both ("(line differs)" was cut at 80
 * columns: a trial), a row of the group's line that j passes over, and
 * a search lands on the group's first row. */
static void moved_line_on_its_row(void **state)
{
    (void)state;
    two_app x;
    two_open(&x, DATA("jax-rocm-mi300x-conv-8gpu-legacy"), DATA("jax08-rocm-mi300x-conv-8gpu"), 24, 80);
    two_live_page(&x);
    char *scr = xt_app_screen_text(&x.app);
    if (!strstr(scr, "|       bf16[1,5120,34,31,53] other jax_conv_profiling") ||
        !strstr(scr, "|         -> generate_conv_trace.py:23 (line differs)\n"))
        fail_msg("%s", scr);
    free(scr);
    size_t c = x.app.stack[x.app.depth].cursor;
    two_keys(&x, "j");
    assert_int_equal(x.app.stack[x.app.depth].cursor, c + 3);
    /* a search that matches AFTER's line: on the group's first row, and
     * h after a resize comes back to it (it stayed on the row of the
     * line, and h went to another group: a review) */
    two_keys(&x, "/generate\n");
    const xt_text *r = &x.app.right;
    size_t at = x.app.stack[x.app.depth].cursor;
    assert_true(at < r->nrows && !r->rows[at].cont && r->rows[at].kind == XT_T_CMP_GROUP);
    size_t g = r->rows[at].target;
    two_keys(&x, "\n");
    xt_app_resize(&x.app, 50, 200);
    two_keys(&x, "h");
    at = x.app.stack[x.app.depth].cursor;
    assert_true(at < r->nrows && !r->rows[at].cont && r->rows[at].kind == XT_T_CMP_GROUP);
    assert_int_equal(r->rows[at].target, g);
    two_close(&x);
}

/* A search that goes on into a group's buffers, matched in their Python
 * line, which the group's name says already: no "in its source: ..."
 * after it (the name was cut in its middle to make room for it: a
 * trial).  (Where the name's cut hides it, as a moved line's AFTER
 * line can be, the field stays.) */
static void group_search_says_no_twice(void **state)
{
    (void)state;
    char pb[512], pa[512];
    groups_pair(pb, pa, "twice", 40, 0, 40, 0);
    two_app x;
    two_open(&x, pb, pa, 24, 80);
    two_live_page(&x);
    two_keys(&x, "/f12.py\n");
    bool in_group = false;
    for (int i = 0; i < 10 && !in_group; i++) {
        two_keys(&x, "n");
        in_group = strstr(x.app.status, " in group ") != NULL;
    }
    if (!in_group || strstr(x.app.status, "in its source") || !strstr(x.app.status, "f12.py:"))
        fail_msg("%s", x.app.status);
    two_close(&x);
}

/* Tab between the modules pane and the view moves no pane: the status
 * line keeps the rows either pane's figures take (with the modules pane
 * focused it took a row more, and each Tab moved the panes: a trial on
 * two real captures of different programs).  The pane's headings keep
 * their counts. */
static void tab_moves_no_pane(void **state)
{
    (void)state;
    two_app x;
    two_open(&x, DATA("jax08-rocm-mi300x-conv-8gpu"), DATA("jax08-rocm-mi300x-attention"), 24, 80);
    char *scr = xt_app_screen_text(&x.app);
    assert_non_null(strstr(scr, "Modules, change"));
    /* its headings in fewer words where the pane cut their counts off
     * ("only in AFTER, added (2…": a trial) */
    if (!strstr(scr, "\n - BEFORE only (2)  ") || !strstr(scr, "\n + AFTER only (25)  "))
        fail_msg("%s", scr);
    free(scr);
    int keep = x.app.status_keep;
    for (int i = 0; i < 4; i++) {
        two_keys(&x, "\t");
        free(xt_app_screen_text(&x.app));
        if (x.app.status_keep != keep)
            fail_msg("Tab %d: the status line kept %d rows, then %d", i + 1, keep, x.app.status_keep);
        two_keys(&x, "j");
        free(xt_app_screen_text(&x.app));
        assert_int_equal(x.app.status_keep, keep);
    }
    two_close(&x);
}

/* The live page's rows are kept from key to key, built again for another
 * width: after a resize from narrow columns to wide ones and a few keys
 * it reads as the page opened at that size; another pair's page is its
 * own; the rows are let go once the page is left. */
static void live_page_kept_rows(void **state)
{
    (void)state;
    char pb[512], pa[512];
    groups_pair(pb, pa, "kept", 200, 0, 200, 1);
    two_app x, y;
    two_open(&x, pb, pa, 24, 50); /* narrow columns (compare_app.c: layout) */
    two_open(&y, pb, pa, 30, 120);
    two_live_page(&x);
    two_live_page(&y);
    two_keys(&x, "jjjjj");
    const char *title = x.app.right.title;
    two_keys(&x, "k"); /* the same rows, not built again */
    assert_ptr_equal(x.app.right.title, title);
    assert_true(x.s.live.valid);
    /* a search reads each kept row once for its needle, and again for
     * another needle or rows built again */
    two_keys(&x, "/f1\n");
    assert_non_null(x.s.live.found);
    assert_string_equal(x.s.live.found_for, "f1");
    char said[sizeof x.app.status];
    snprintf(said, sizeof said, "%s", x.app.status);
    two_keys(&x, "nN");
    assert_string_equal(x.app.status, said);
    two_keys(&x, "\x1b/f2\n");
    assert_string_equal(x.s.live.found_for, "f2");
    two_keys(&x, "\x1b");
    xt_app_resize(&x.app, 30, 120);
    two_keys(&x, "gjjjjjjk");
    two_keys(&y, "jjjjjjk");
    char *sx = xt_app_screen_text(&x.app), *sy = xt_app_screen_text(&y.app);
    assert_string_equal(sx, sy);
    assert_string_equal(x.app.status, y.app.status);
    free(sx);
    free(sy);
    two_close(&x);
    two_close(&y);
    /* and for another pair of modules: its own groups */
    snprintf(pb, sizeof pb, "%s/kept-ids-a.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/kept-ids-b.xplane.pb", g_cap);
    assert_int_equal(xb_write_pair("pair-ids-a", pb), 0);
    assert_int_equal(xb_write_pair("pair-ids-b", pa), 0);
    two_open(&x, pb, pa, 30, 100);
    two_live_page(&x);
    char *one = xt_app_screen_text(&x.app);
    assert_true(x.s.live.valid);
    two_keys(&x, "h"); /* left: its rows let go (live200k's 100 MB were held: a review) */
    assert_false(x.s.live.valid);
    two_keys(&x, "\t");
    for (int i = 0; i < 4 && !strstr(x.app.status, "jit_eval_step"); i++)
        two_keys(&x, "j");
    two_keys(&x, "\n");
    two_live_page(&x);
    char *other = xt_app_screen_text(&x.app);
    if (!strstr(one, "Live at the heap peak of jit_train_step") ||
        !strstr(other, "Live at the heap peak of jit_eval_step"))
        fail_msg("%s\n---\n%s", one, other);
    free(one);
    free(other);
    two_close(&x);
}

/* The top label of the runtime chart on screen scr (the row under its
 * heading, up to the axis). */
static void rt_top(const char *scr, char *top, size_t cap)
{
    const char *b = strstr(scr, " in use (measured; max per column)");
    assert_non_null(b);
    b = strchr(b, '\n');
    assert_non_null(b);
    b++;
    const char *ax = strstr(b, " +");
    assert_true(ax && ax < strchr(b, '\n'));
    snprintf(top, cap, "%.*s", (int)(ax - b), b);
}

/* A side's runtime chart shares the other's scale only on the device
 * compared: Enter on GPU 1 in BEFORE drew it under AFTER's GPU 5's 8.00
 * GiB top, "both sides' scale", and at 4.00 GiB once x had moved AFTER to
 * GPU 1 too (a trial). */
static void sides_scale_on_the_device_compared(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/dev-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/dev-a.xplane.pb", g_cap);
    assert_int_equal(xb_devices_host(pb, "gpu-node-3", 8, 5, (int64_t)6 << 30, XB_DEV_FAILS), 0);
    assert_int_equal(xb_devices_host(pa, "gpu-node-3", 8, 3, (int64_t)3 << 30, XB_DEV_WAITS), 0);
    two_app t;
    two_open(&t, pb, pa, 40, 100);
    xt_app *a = &t.app;
    xt_app_key(a, 'x');
    xt_app_key(a, 'r');
    assert_true(xt_cmp_side_rt_scale(a) > 0); /* on the device compared */
    char *scr = xt_app_screen_text(a);
    assert_non_null(strstr(scr, "both sides' scale"));
    free(scr);
    a->focus = XF_RIGHT;
    bool found = false;
    for (size_t i = 0; i < a->right.nrows && !found; i++)
        if (a->right.rows[i].kind == XT_T_DEVICE && a->right.rows[i].target == 1) {
            a->stack[a->depth].cursor = i;
            found = true;
        }
    assert_true(found);
    xt_app_key(a, XK_ENTER);
    assert_int_equal(xt_cmp_side_rt_scale(a), 0);
    scr = xt_app_screen_text(a);
    if (strstr(scr, "both sides' scale"))
        fail_msg("GPU 1 on another device's scale:\n%s", scr);
    free(scr);
    two_close(&t);
}

/* Sides of other pools: a pool line the chart draws within half again of
 * the top raises that side's top, so the shared top takes it (a review:
 * BEFORE's 8 GiB pool over its 7 GiB peak, AFTER's 7 GiB top, both
 * "both sides' scale"). */
static void sides_runtime_scale_with_pools(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/rt-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/rt-a.xplane.pb", g_cap);
    assert_int_equal(xb_devices_host(pb, "gpu-node-3", 8, 3, (int64_t)3 << 30, XB_DEV_WAITS), 0);
    assert_int_equal(xb_write_scenario("other-live", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 40, 100);
    char top[2][64];
    for (int k = 0; k < 2; k++) {
        for (const char *s = "xr"; *s; s++)
            xt_app_key(&t.app, *s);
        char *scr = xt_app_screen_text(&t.app);
        if (!strstr(scr, "; both sides' scale\n"))
            fail_msg("%s", scr);
        rt_top(scr, top[k], sizeof top[k]);
        free(scr);
    }
    assert_string_equal(top[0], top[1]);
    assert_non_null(strstr(top[0], "8.00 GiB"));
    two_close(&t);
}

/* The heap charts likewise: AFTER's 1.50 GiB pool, within half again of
 * BEFORE's 1.29 GiB heap peak, topped AFTER's chart at 1.50 GiB while
 * BEFORE's stayed at 1.29 GiB, both headed "both sides' scale" (a trial). */
static void sides_heap_scale_with_pools(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/heap-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/heap-a.xplane.pb", g_cap);
    assert_int_equal(xb_write_pair("pair-attention-after", pb), 0);
    assert_int_equal(xb_write_pair("pair-leak-full", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 40, 120);
    char top[2][64];
    for (int k = 0; k < 2; k++) {
        xt_app_key(&t.app, 'x');
        char *scr = xt_app_screen_text(&t.app);
        const char *b = strstr(scr, "Heap over program order (read; both sides' scale");
        if (!b)
            fail_msg("%s", scr);
        b = strchr(b, '\n') + 1;
        const char *ax = strstr(b, " +");
        assert_true(ax && ax < strchr(b, '\n'));
        snprintf(top[k], sizeof top[k], "%.*s", (int)(ax - b), b);
        free(scr);
    }
    if (strcmp(top[0], top[1]))
        fail_msg("BEFORE's top '%s', AFTER's '%s'", top[0], top[1]);
    assert_non_null(strstr(top[0], "1.50 GiB"));
    two_close(&t);
}

/* Two programs' runtime page says so under its heading, as the report
 * does: in the table, under "never launched", it read as that row's
 * footnote (a trial). */
static void runtime_two_programs_under_heading(void **state)
{
    (void)state;
    char pb[512], pa[512];
    snprintf(pb, sizeof pb, "%s/tp-attention-b.xplane.pb", g_cap);
    snprintf(pa, sizeof pa, "%s/tp-other-live-a.xplane.pb", g_cap);
    assert_int_equal(xb_write_scenario("attention", pb), 0);
    assert_int_equal(xb_write_scenario("other-live", pa), 0);
    two_app t;
    two_open(&t, pb, pa, 40, 100);
    xt_app_key(&t.app, 'r');
    char *scr = xt_app_screen_text(&t.app);
    const char *note = strstr(scr, "two different programs: side by side"), *table = strstr(scr, " Runtime ");
    const char *never = strstr(scr, "never launched");
    if (!note || !table || !never || note > table || never > table + 400)
        fail_msg("%s", scr);
    free(scr);
    two_close(&t);
}

/* Two captures without allocator events: the title says what each step
 * needs (read), not "unknown -> unknown". */
static void no_pools_title_says_needs(void **state)
{
    (void)state;
    int64_t total;
    char *scr = scenario_pair_screen("bad-trace", "bad-trace", &total);
    char want[128];
    snprintf(want, sizeof want, "| needs %s on both (read; pools unknown) |",
             xt_fmt_bytes((char[32]){ 0 }, 32, total));
    if (!strstr(scr, want))
        fail_msg("no '%s' in:\n%.300s", want, scr);
    assert_null(strstr(scr, "unknown -> unknown"));
    free(scr);
}

/* AFTER's plan fits an empty pool but AFTER fails (what was in use at its
 * last start): the headline says "fails", not "fits" */
static void headline_after_fails(void **state)
{
    (void)state;
    char *scr = scenario_pair_screen("attention", "other-live", NULL);
    if (!strstr(scr, "BEFORE -> AFTER: fails -> fails (two different programs: no fix's effect)\n"))
        fail_msg("headline:\n%.600s", scr);
    assert_null(strstr(scr, "-> fits"));
    free(scr);
    /* both sides short: the narrow change column says so in words ("no"
     * under "no" and "no" said nothing), and the roles are labelled read */
    g_sp_rows = 40;
    g_sp_cols = 54; /* one pair: no modules pane; the view as narrow as beside it at 80 */
    scr = scenario_pair_screen("attention", "attention", NULL);
    g_sp_rows = 24;
    g_sp_cols = 140;
    if (!strstr(scr, "  plan alone fits pool        no        no   still no\n") ||
        !strstr(scr, "\n Heap peak (read)         before     after     change\n"))
        fail_msg("plan table:\n%.3000s", scr);
    free(scr);
    /* both fine: once, not "fit -> fits" */
    scr = scenario_pair_screen("scan-fsdp", "scan-fsdp", NULL);
    if (!strstr(scr, "BEFORE -> AFTER: fits on both\n"))
        fail_msg("headline:\n%.600s", scr);
    free(scr);
    /* a step that leaks on both sides: said in words, not ", grew" */
    scr = scenario_pair_screen("grads-kept", "grads-kept", NULL);
    if (!strstr(scr, "BEFORE -> AFTER: fits but grows per step -> fits but grows per step"))
        fail_msg("headline:\n%.600s", scr);
    free(scr);
}

/* Runs of several hosts: the title names the GPU compared as one file's
 * does (a review: the runs' title had the hosts but not the device). */
static void runs_title_case(bool longer)
{
    xt_capture cap[2];
    xt_analysis *an[2][2];
    xt_error err = { 0, "" };
    for (int k = 0; k < 2; k++) {
        char run[512], p[700];
        snprintf(run, sizeof run, "%s/dev-run-%d-%d", g_dir, longer, k);
        assert_int_equal(mkdir(run, 0700), 0);
        for (int h = 0; h < 2; h++) {
            if (longer) /* a GKE node's name: the hosts give way, not the program (a trial) */
                snprintf(p, sizeof p, "%s/gke-train-pool-a1b2c3d4-node-000%d.us-central1-a.c.my-project-name."
                                      "internal.xplane.pb", run, h + 1);
            else
                snprintf(p, sizeof p, "%s/node-%c.xplane.pb", run, 'a' + h);
            bool fails = k == 0 && h == 0;
            assert_int_equal(xb_devices_host(p, "gpu-node-3", 8, fails ? 5 : 3, (int64_t)(fails ? 6 : 3) << 30,
                                             fails ? XB_DEV_FAILS : XB_DEV_WAITS),
                             0);
        }
        if (xt_capture_open(&cap[k], run, NULL, NULL, NULL, &err))
            fail_msg("%s", err.msg);
        for (int h = 0; h < 2; h++)
            assert_non_null(an[k][h] = xt_analyze(&cap[k].hosts[h], NULL, &err));
    }
    xt_compare *c = xt_compare_new(&cap[0], an[0][0], &cap[1], an[1][0]);
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &cap[1], an[1], 0, g_dir, NULL);
    a.rows = 24;
    a.cols = 80;
    xt_cmp_app_init(&s, c, &cap[0], an[0], 0, &cap[1], an[1], 0);
    xt_cmp_app_attach(&a, &s);
    int sev;
    const char *t = xt_cmp_app_title(&a, longer ? 80 : 120, &sev);
    if (!strstr(t, longer ? "BEFORE -> AFTER | jit_step on GPU 5 | fails -> fits"
                          : "BEFORE -> AFTER | node-a -> node-a | jit_step on GPU 5 | fails -> fits"))
        fail_msg("%s", t);
    xt_cmp_app_free(&s);
    xt_app_free(&a);
    xt_compare_free(c);
    for (int k = 0; k < 2; k++) {
        for (int h = 0; h < 2; h++)
            xt_analysis_free(an[k][h]);
        xt_capture_free(&cap[k]);
    }
}

static void runs_title_names_the_device(void **state)
{
    (void)state;
    runs_title_case(false);
    runs_title_case(true);
}

/* A run of hosts on the BEFORE side: picking another host in BEFORE's own
 * view (H) and coming back (x x) compares that host, and the comparison
 * says it was picked. */
static void picked_host_is_compared(void **state)
{
    (void)state;
    char run[512], p0[600], p1[600];
    snprintf(run, sizeof run, "%s/run-b", g_dir);
    assert_int_equal(mkdir(run, 0700), 0);
    snprintf(p0, sizeof p0, "%s/h0.xplane.pb", run);
    snprintf(p1, sizeof p1, "%s/h1.xplane.pb", run);
    assert_int_equal(xb_write_pair("pair-attention-before", p0), 0);
    assert_int_equal(xb_write_pair("pair-ids-b", p1), 0);
    xt_capture cb;
    xt_error err = { 0, "" };
    if (xt_capture_open(&cb, run, NULL, NULL, NULL, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(cb.nhosts, 2);
    xt_analysis *ab[2];
    for (int i = 0; i < 2; i++)
        assert_non_null(ab[i] = xt_analyze(&cb.hosts[i], NULL, &err));
    xt_compare *c = xt_compare_new(&cb, ab[0], &g_a.cap, g_a.an);
    c->before.host_why = "the worst";
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &g_a.cap, g_ana, 0, g_dir, NULL);
    a.rows = 24;
    a.cols = 80;
    xt_cmp_app_init(&s, c, &cb, ab, 0, &g_a.cap, g_ana, 0);
    xt_cmp_app_attach(&a, &s);
    xt_app_key(&a, 'x'); /* BEFORE alone */
    xt_app_key(&a, 'H');
    xt_app_key(&a, 'j');
    xt_app_key(&a, XK_ENTER); /* its second host */
    char *scr = xt_app_screen_text(&a);
    /* the side's title at 80 columns: its tag and the host picked */
    const char *eol = strchr(scr, '\n');
    if (!(strncmp(scr, "BEFORE | ", 9) == 0 || strncmp(scr, "xoomtui BEFORE", 14) == 0) ||
        !strstr(scr, "| h1") || (eol && strstr(scr, "| h1") > eol))
        fail_msg("%s", scr);
    free(scr);
    /* compared at once (it was on x: BEFORE's charts on their own scale
     * until then, AFTER's on both sides': a trial): on the new pair's
     * scale, not the old pair's (3.41 GiB over a plan of 2.00 GiB: a
     * trial) */
    assert_int_equal(s.host[0], 1);
    assert_true(s.c != c && s.c == s.owned);
    assert_int_equal(a.module, s.c->modules[s.m].before);
    const xt_cmp_val *hp = &s.c->modules[s.m].plan[XT_CF_HEAP_PEAK], *old = &c->modules[c->pair].plan[XT_CF_HEAP_PEAK];
    assert_true(xt_cmp_known(hp));
    assert_int_equal(xt_cmp_side_scale(&a), hp->before > hp->after ? hp->before : hp->after);
    assert_true(xt_cmp_side_scale(&a) != (old->before > old->after ? old->before : old->after));
    xt_app_key(&a, 'x'); /* AFTER alone */
    xt_app_key(&a, 'x'); /* the comparison: of the host picked */
    assert_int_equal(s.host[0], 1);
    assert_true(s.c != c && s.c == s.owned);
    scr = xt_app_screen_text(&a);
    if (!strstr(scr, "xoomtui | BEFORE -> AFTER | h1 -> fixture-host | jit_train_step | "))
        fail_msg("%s", scr); /* a run's side: its host by name, before the verdict */
    free(scr);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_cmp_head(&t, s.c, 100);
    char *head = xt_text_plain(&t, 100, false);
    assert_non_null(strstr(head, "(2 of 2 hosts: picked)"));
    free(head);
    xt_text_free(&t);
    xt_arena_free(&ar);
    /* its export: both hosts in the name (AFTER's alone named half the
     * pair), "compare" once */
    unlink(export_named(&a, "/xoomtui-h1_vs_after-compare-jit_train_step-plan.txt"));
    xt_app_free(&a);
    xt_cmp_app_free(&s); /* frees the comparison it made */
    xt_compare_free(c);
    for (int i = 0; i < 2; i++)
        xt_analysis_free(ab[i]);
    xt_capture_free(&cb);
}

/* A run whose leak no longer fits its pool, though every execution
 * launched, against the fix: "will not fit (grows per step)", not
 * "fails" ("fails but grows per step -> fits" over a table with no
 * failing pool and nothing that never launched: a trial); and at 60
 * columns the title and the view's head keep "-> fits" (did the fix
 * work), the hosts' names giving way ("BEFORE -> AFTER | legacy-kind-256
 * -> host-14 | fails but gr…": a trial). */
static void leak_that_will_not_fit(void **state)
{
    (void)state;
    char run[512], p0[600], p1[600], pa[600];
    snprintf(run, sizeof run, "%s/run-leak", g_dir);
    assert_int_equal(mkdir(run, 0700), 0);
    snprintf(p0, sizeof p0, "%s/h0.xplane.pb", run);
    snprintf(p1, sizeof p1, "%s/h1.xplane.pb", run);
    snprintf(pa, sizeof pa, "%s/leak-fixed.xplane.pb", g_cap);
    assert_int_equal(xb_write_pair("pair-leak-full", p0), 0);
    assert_int_equal(xb_write_pair("pair-leak-full", p1), 0);
    assert_int_equal(xb_write_pair("pair-leak-after", pa), 0);
    xt_capture cb;
    xt_error err = { 0, "" };
    if (xt_capture_open(&cb, run, NULL, NULL, NULL, &err))
        fail_msg("%s", err.msg);
    xt_analysis *ab[2];
    for (int i = 0; i < 2; i++)
        assert_non_null(ab[i] = xt_analyze(&cb.hosts[i], NULL, &err));
    loaded la;
    load_ok(&la, pa, NULL);
    xt_analysis *aa[1] = { la.an };
    xt_compare *c = xt_compare_new(&cb, ab[0], &la.cap, la.an);
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &la.cap, aa, 0, g_dir, NULL);
    a.rows = 24;
    a.cols = 120;
    xt_cmp_app_init(&s, c, &cb, ab, 0, &la.cap, aa, 0);
    xt_cmp_app_attach(&a, &s);
    char *scr = xt_app_screen_text(&a);
    /* (the hosts compared named, both: the run's alone read as the
     * single capture's too, a trial) */
    if (!strstr(scr, "BEFORE -> AFTER: will not fit (grows per step) -> fits (on h0 -> fixture-host)\n") ||
        strstr(scr, "fails"))
        fail_msg("%s", scr);
    free(scr);
    int sev;
    for (int w = 55; w <= 100; w++) {
        const char *t = xt_cmp_app_title(&a, w, &sev);
        size_t n = strlen(t);
        if ((int)xt_utf8_width(t) > w || n < 7 || strcmp(t + n - 7, "-> fits"))
            fail_msg("title at %d: \"%s\"", w, t);
    }
    xt_app_resize(&a, 20, 60);
    scr = xt_app_screen_text(&a);
    if (!strstr(scr, "BEFORE -> AFTER | will not fit (grows per step) -> fits\n") ||
        !strstr(scr, "per step) -> fits"))
        fail_msg("%s", scr);
    free(scr);
    /* each side's title keeps a label wherever the capture's own does:
     * the tag goes to its initial, then away, before the labels do (at
     * 60 columns "BEFORE | jit_fn_51(151) | 938.0M + 237.7G in use >
     * 60.0G": a trial); where it has them, the tag */
    for (int side = 1; side <= 2; side++) {
        xt_app_key(&a, 'x');
        for (int w = 40; w <= 120; w++) {
            xt_cmp_app *keep = a.cmp;
            a.cmp = NULL;
            const char *own = xt_app_title_cols(&a, w, &sev);
            bool own_label = strstr(own, "(read)") || strstr(own, "(measured)");
            a.cmp = keep;
            const char *t = xt_cmp_app_title(&a, w, &sev);
            bool label = strstr(t, "(read)") || strstr(t, "(measured)");
            if (((int)xt_utf8_width(t) > w && (int)xt_utf8_width(own) <= w) || (own_label && !label))
                fail_msg("side %d at %d: \"%s\" (its own: \"%s\")", side, w, t, own);
            if (w >= 100 && strncmp(t, side == 1 ? "BEFORE | " : "AFTER | ", side == 1 ? 9 : 8))
                fail_msg("side %d at %d: \"%s\"", side, w, t);
        }
    }
    xt_app_free(&a);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    for (int i = 0; i < 2; i++)
        xt_analysis_free(ab[i]);
    xt_capture_free(&cb);
    load_free(&la);
}

/* outside a comparison, x says what it is for */
static void swap_without_comparison(void **state)
{
    (void)state;
    xt_app a;
    xt_app_init(&a, &g_a.cap, g_ana, 0, g_dir, NULL);
    xt_app_build(&a);
    xt_app_key(&a, 'x');
    assert_non_null(strstr(a.status, "xoomtui BEFORE AFTER"));
    char *s = xt_app_screen_text(&a);
    if (strncmp(s, "jit_train_step(17) | fits: needs 1.60 GiB (read), 57% of 2.79 GiB (measured)", 76))
        fail_msg("screen: %.200s", s);
    free(s);
    xt_app_free(&a);
}

/* the key is in the one key table: help lists it */
static void help_lists_swap(void **state)
{
    (void)state;
    keys("?");
    /* first, the keys of the comparison (a trial found the single
     * capture's list alone, d still "the diagnosis pane") */
    expect("In the comparison:");
    expect("d shows or hides the estimates pane");
    bool seen = false;
    for (int i = 0; i < 40 && !seen; i++) {
        char *scr = xt_app_screen_text(&g_app);
        seen = strstr(scr, "show the comparison, BEFORE or AFTER (two captures)") != NULL;
        free(scr);
        keys("j");
    }
    assert_true(seen);
    /* its table: d is the estimates pane, and the keys of a side's own
     * view say so (the table listed [ ] H R s as if they worked here: a
     * trial) */
    char *help = xt_text_plain(&g_app.helptext, 200, false);
    size_t marked = 0;
    for (const char *q = help; (q = strstr(q, "(x:")); q++)
        marked++;
    if (!strstr(help, "toggle the estimates pane (Was the estimate right)") ||
        !strstr(help, "previous execution (x: in BEFORE's or AFTER's own view;\n") ||
        !strstr(help, "here they open the executions side by side, as r)") ||
        !strstr(help, "reverse the sort (buffers, groups, parameters) (x:") || marked != 13 ||
        !strstr(help, "not used: the runs are those given on the command line") ||
        !strstr(help, "switch pane (modules, comparison, estimates)") ||
        !strstr(help, "close help, search, message, zoom, estimates, hosts list") ||
        strstr(help, "toggle the diagnosis pane") || strstr(help, "zoom, diagnosis") || strstr(help, "quit (x:"))
        fail_msg("%zu marked:\n%s", marked, help);
    free(help);
    keys("?");
    expect_not("\nKeys===");
    keys("x?"); /* BEFORE's own view: the single capture's keys */
    expect_not("In the comparison:");
    help = xt_text_plain(&g_app.helptext, 200, false);
    if (!strstr(help, "toggle the diagnosis pane") || strstr(help, "own view)") || !strstr(help, "zoom, diagnosis"))
        fail_msg("%s", help);
    free(help);
    keys("?");
    /* Esc after a search names the pane the next Esc closes as the key
     * bar does: the comparison's estimates (it said "the diagnosis pane"
     * there: a trial), a side's own view its diagnosis */
    keys("/pool\n");
    xt_app_key(&g_app, XK_ESC);
    if (!strstr(g_app.status, "search cleared: Esc again closes the diagnosis pane"))
        fail_msg("BEFORE: %s", g_app.status);
    keys("xx"); /* AFTER's, then the comparison */
    keys("/pool\n");
    xt_app_key(&g_app, XK_ESC);
    if (!strstr(g_app.status, "search cleared: Esc again closes the estimates pane"))
        fail_msg("comparison: %s", g_app.status);
}

/* The modules pane of two real 8-GPU captures at 80x24: two modules of
 * one name (jit__normal(9) and jit__normal(11)) read "0 B jit__normal"
 * twice, and "jit_" was dropped from some names and not from others (a
 * trial).  As the single capture's list: the ids kept, and "jit_"
 * dropped from every name once the pane cuts any. */
static void same_names_apart(void **state)
{
    (void)state;
    loaded b, af;
    load_ok(&b, DATA("jax-rocm-mi300x-conv-8gpu-legacy"), NULL);
    load_ok(&af, DATA("jax08-rocm-mi300x-conv-8gpu"), NULL);
    xt_analysis *ab[1] = { b.an }, *aa[1] = { af.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &af.cap, af.an);
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &af.cap, aa, 0, g_dir, NULL);
    a.rows = 24;
    a.cols = 80;
    xt_cmp_app_init(&s, c, &b.cap, ab, 0, &af.cap, aa, 0);
    xt_cmp_app_attach(&a, &s);
    char *scr = xt_app_screen_text(&a);
    if (!strstr(scr, "\n       0 B _normal(9)    |") || !strstr(scr, "\n       0 B _normal(11)   |") ||
        !strstr(scr, "\n       0 B _unstack      |") || strstr(scr, " 0 B jit_"))
        fail_msg("the modules pane at 80x24:\n%s", scr);
    free(scr);
    /* room for every name: whole, "jit_" kept, ids only where names repeat */
    xt_app_resize(&a, 40, 160);
    scr = xt_app_screen_text(&a);
    if (!strstr(scr, " 0 B jit__normal(9) ") || !strstr(scr, " 0 B jit__normal(11) ") ||
        !strstr(scr, " 0 B jit__unstack ") || !strstr(scr, " 0 B jit_convert_element_type "))
        fail_msg("the modules pane at 160x40:\n%s", scr);
    free(scr);
    xt_app_free(&a);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    load_free(&b);
    load_free(&af);
}

/* Names in dir, sorted, one a line (to free). */
static char *names_in(const char *dir)
{
    char cmd[1100];
    snprintf(cmd, sizeof cmd, "ls -A '%s'", dir);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    char *buf = calloc(1, 4096);
    assert_non_null(buf);
    size_t n = fread(buf, 1, 4095, p);
    buf[n] = 0;
    pclose(p);
    return buf;
}

/* The current folder and $TMPDIR for an export test, and back. */
struct in_dir {
    char old[1024];
    char *tmpdir; /* $TMPDIR before, NULL: unset */
};

static void enter_dir(struct in_dir *d, const char *dir, const char *tmpdir)
{
    const char *t = getenv("TMPDIR");
    d->tmpdir = t ? strdup(t) : NULL;
    assert_non_null(getcwd(d->old, sizeof d->old));
    assert_int_equal(chdir(dir), 0);
    setenv("TMPDIR", tmpdir, 1);
}

static void leave_dir(struct in_dir *d)
{
    assert_int_equal(chdir(d->old), 0);
    if (d->tmpdir)
        setenv("TMPDIR", d->tmpdir, 1);
    else
        unsetenv("TMPDIR");
    free(d->tmpdir);
}

/* e in a comparison opened from BEFORE's folder, a loose file there:
 * that folder is BEFORE's capture directory, so the export goes to
 * $TMPDIR and says so, and the folder stays as it was (it wrote there
 * when a loose file guarded itself alone). */
static void export_from_loose_before_folder(void **state)
{
    (void)state;
    char bdir[512], tmp[512], pb[600];
    snprintf(bdir, sizeof bdir, "%s/bdir", g_dir);
    snprintf(tmp, sizeof tmp, "%s/tmp", g_dir);
    snprintf(pb, sizeof pb, "%s/before.xplane.pb", bdir);
    assert_int_equal(mkdir(bdir, 0755), 0);
    assert_int_equal(mkdir(tmp, 0755), 0);
    assert_int_equal(xb_write_pair("pair-attention-before", pb), 0);
    loaded b;
    load_ok(&b, pb, NULL);
    xt_analysis *ab[1] = { b.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &g_a.cap, g_a.an);
    struct in_dir at;
    enter_dir(&at, bdir, tmp);
    char *after_dir = realpath(g_a.cap.root, NULL); /* as main gives it: AFTER's */
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &g_a.cap, g_ana, 0, NULL, after_dir);
    a.rows = 24;
    a.cols = 80;
    xt_cmp_app_init(&s, c, &b.cap, ab, 0, &g_a.cap, g_ana, 0);
    xt_cmp_app_attach(&a, &s);
    xt_app_build(&a);
    xt_app_key(&a, 'e');
    if (!strstr(a.status, "exported to ") || !strstr(a.status, tmp) ||
        !strstr(a.status, "not to the current folder (.), which is inside the capture folder "
                          "(xoomtui never writes there); to choose the folder, start xoomtui with "
                          "--export-dir DIR"))
        fail_msg("status: %s", a.status);
    char *in = names_in(bdir);
    assert_string_equal(in, "before.xplane.pb\n");
    free(in);
    in = names_in(tmp);
    assert_non_null(strstr(in, "xoomtui-compare-"));
    free(in);
    leave_dir(&at);
    free(after_dir);
    xt_app_free(&a);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    load_free(&b);
}

/* The same from BEFORE's folder, with $TMPDIR the folder that holds
 * AFTER's file: the fallback is AFTER's capture folder, never written
 * either (an attacker's review: the export landed there); /tmp next. */
static void export_fallback_not_into_after(void **state)
{
    (void)state;
    char bdir[512], adir[512], pb[600], pa[600];
    snprintf(bdir, sizeof bdir, "%s/bdir2", g_dir);
    snprintf(adir, sizeof adir, "%s/adir2", g_dir);
    snprintf(pb, sizeof pb, "%s/before.xplane.pb", bdir);
    snprintf(pa, sizeof pa, "%s/after.xplane.pb", adir);
    assert_int_equal(mkdir(bdir, 0755), 0);
    assert_int_equal(mkdir(adir, 0755), 0);
    assert_int_equal(xb_write_pair("pair-attention-before", pb), 0);
    assert_int_equal(xb_write_pair("pair-attention-after", pa), 0);
    loaded b, af;
    load_ok(&b, pb, NULL);
    load_ok(&af, pa, NULL);
    xt_analysis *ab[1] = { b.an }, *aa[1] = { af.an };
    xt_compare *c = xt_compare_new(&b.cap, b.an, &af.cap, af.an);
    struct in_dir at;
    enter_dir(&at, bdir, adir);
    char *after_dir = realpath(adir, NULL);
    xt_app a;
    xt_cmp_app s;
    xt_app_init(&a, &af.cap, aa, 0, NULL, after_dir);
    a.rows = 24;
    a.cols = 80;
    xt_cmp_app_init(&s, c, &b.cap, ab, 0, &af.cap, aa, 0);
    xt_cmp_app_attach(&a, &s);
    xt_app_build(&a);
    xt_app_key(&a, 'e');
    char *in = names_in(adir);
    assert_string_equal(in, "after.xplane.pb\n");
    free(in);
    in = names_in(bdir);
    assert_string_equal(in, "before.xplane.pb\n");
    free(in);
    if (strstr(a.status, adir) && !strstr(a.status, "nor to $TMPDIR"))
        fail_msg("status: %s", a.status);
    /* the file in /tmp, the last fallback: removed */
    const char *to = strstr(a.status, "exported to ");
    if (to) {
        char path[600];
        snprintf(path, sizeof path, "%.*s", (int)strcspn(to + 12, " "), to + 12);
        unlink(path);
    }
    leave_dir(&at);
    free(after_dir);
    xt_app_free(&a);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    load_free(&b);
    load_free(&af);
}

/* g and Home go to the pane's first row, where it opens: the plan's
 * "BEFORE -> AFTER: fails -> fits" (j j j g went to the row under
 * it, "before jit_train_step(15): ...": an 80x24 trial); the status line
 * keeps the hints there.  A view opened from it opens where g goes: the
 * runtime's opened on its heading, g went to its first row. */
static void top_is_the_first_row(void **state)
{
    (void)state;
    const size_t *c = &g_app.stack[0].cursor;
    assert_int_equal(*c, 0);
    expect_cursor("BEFORE -> AFTER: fails -> fits");
    static const char *const seqs[] = { "jjjg", "jjj\x01", "jjjjj\x02" };
    for (size_t k = 0; k < sizeof seqs / sizeof *seqs; k++) {
        for (const char *p = seqs[k]; *p; p++)
            xt_app_key(&g_app, *p == '\x01' ? XK_HOME : *p == '\x02' ? XK_PGUP : *p);
        if (*c != 0)
            fail_msg("keys %zu: the cursor on row %zu, not the pane's first row", k, *c);
        expect_cursor("BEFORE -> AFTER: fails -> fits");
        status_has("x: BEFORE, AFTER, compare");
    }
    down_to("runtime");
    assert_int_equal(g_app.right.rows[*c].kind, XT_T_CMP_LINK);
    keys("\n");
    assert_int_equal(g_app.depth, 1);
    assert_string_equal(g_app.right.title, "Runtime, before -> after");
    size_t opened = g_app.stack[1].cursor;
    expect_cursor(" pool ");
    keys("jjg");
    assert_int_equal(g_app.stack[1].cursor, opened);
}

/* The status line keeps its height while the cursor moves in a pane of
 * the comparison, as in a single capture's views: each row's whole
 * figures took one to three rows, and the panes above jumped with them. */
static void status_height_kept_while_moving(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 24, 80 }, { 20, 60 }, { 40, 120 } };
    static const char *const starts[] = { "", "\t", "\t\t", "r", "r\t", "\n", "j\n", "jj\n" };
    for (size_t si = 0; si < sizeof sizes / sizeof *sizes; si++)
        for (size_t vi = 0; vi < sizeof starts / sizeof *starts; vi++) {
            xt_app_free(&g_app);
            xt_cmp_app_free(&g_s);
            open_at(sizes[si][0], sizes[si][1]);
            xt_app_build(&g_app);
            keys(starts[vi]);
            keys("g");
            xt_layout l0, l;
            xt_app_layout(&g_app, &l0);
            xt_app *a = &g_app;
            size_t *c = a->focus == XF_LEFT ? &a->left_cursor
                        : a->focus == XF_DIAG ? &a->diag_cursor
                                              : &a->stack[a->depth].cursor;
            for (int n = 0; n < 2000; n++) {
                size_t was = *c;
                keys("j");
                xt_app_layout(a, &l);
                if (l.status_h != l0.status_h || l.body_h != l0.body_h || l.diag_h != l0.diag_h) {
                    char *scr = xt_app_screen_text(a);
                    fprintf(stderr, "%s\n", scr);
                    free(scr);
                    fail_msg("%dx%d, keys '%s' then g and %d j: status %d rows, was %d", sizes[si][1],
                             sizes[si][0], starts[vi], n + 1, l.status_h, l0.status_h);
                }
                if (*c == was)
                    break;
            }
        }
}


/* x between the sides: both heap charts on one scale, the larger peak's
 * (BEFORE's 3.41 GiB and AFTER's 1.29 GiB filled two plots to one
 * height, so flipping showed two alike pictures: a trial); alone, AFTER
 * keeps its own. */
static void sides_share_the_chart_scale(void **state)
{
    (void)state;
    keys("x");
    expect("BEFORE | jit_train_step(15)");
    expect("Heap over program order (read; both sides' scale; max per column)");
    expect("3.41 GiB +");
    /* beside the modules pane too (53 columns at 80x24 cut it to "both
     * …" when it came last), and without it */
    for (int i = 0; i < 2; i++) {
        keys("m");
        expect("Heap over program order (read; both sides' scale;");
    }
    keys("x");
    expect("AFTER | jit_train_step(17)");
    expect("Heap over program order (read; both sides' scale; max per column)");
    expect("3.41 GiB +");
    expect("1.29 GiB +"); /* its temp line, under the top */
    keys("x");
    expect_not("both sides' scale");
    /* the runtime charts too: BEFORE's pool at its most in use against
     * AFTER's, the top label the same on both sides and the larger peak */
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(40, 100);
    char top[2][64];
    int64_t peak[2];
    for (int k = 0; k < 2; k++) {
        keys("xr");
        expect("; both sides' scale\n");
        char *scr = xt_app_screen_text(&g_app);
        rt_top(scr, top[k], sizeof top[k]);
        const xt_allocator *al = xt_analysis_pool(k ? &g_a.an[0] : &g_b.an[0], k ? g_c->modules[0].after
                                                                            : g_c->modules[0].before);
        assert_non_null(al);
        peak[k] = al->window_peak;
        free(scr);
    }
    assert_true(peak[0] != peak[1]); /* else the test shows nothing */
    assert_string_equal(top[0], top[1]);
    char want[64];
    xt_fmt_bytes(want, sizeof want, peak[0] > peak[1] ? peak[0] : peak[1]);
    if (!strstr(top[0], want))
        fail_msg("top row '%s', the larger peak %s", top[0], want);
    keys("x"); /* the comparison, then a side's runtime alone: its own scale */
    expect_not("both sides' scale");
}

/* Plot rows of the chart under the heading that contains `head`: the
 * rows between it and its x axis ("0 B +"); -1 when not on screen. */
static int chart_plot_rows(const char *head)
{
    char *scr = xt_app_screen_text(&g_app);
    const char *h = strstr(scr, head);
    int n = -1;
    if (h) {
        const char *axis = strstr(h, "0 B +");
        if (axis) {
            n = -1; /* the heading's own row ends at its first newline */
            for (const char *c = h; c < axis; c++)
                n += *c == '\n';
        }
    }
    free(scr);
    return n;
}

/* On both sides' scale, both sides as high: at 120x40 BEFORE's diagnosis
 * (17 rows) left its heap chart 5 plot rows and AFTER's ("No memory
 * problem found") 14, so that x between them drew BEFORE's 3.41 GiB and
 * AFTER's 1.29 GiB as tall as each other; the runtime charts 4 and 7 (a
 * trial). */
static void sides_share_the_chart_height(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 40, 120 }, { 24, 80 }, { 50, 200 } };
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
        xt_app_free(&g_app);
        xt_cmp_app_free(&g_s);
        open_at(sizes[k][0], sizes[k][1]);
        keys("x");
        expect("BEFORE | jit_train_step(15)");
        int before = chart_plot_rows("Heap over program order (read; both sides' scale");
        keys("x");
        expect("AFTER | jit_train_step(17)");
        int after = chart_plot_rows("Heap over program order (read; both sides' scale");
        if (before < 2 || before != after)
            fail_msg("%dx%d: heap chart %d plot rows in BEFORE, %d in AFTER", sizes[k][1], sizes[k][0],
                     before, after);
        keys("xxr"); /* the comparison, BEFORE, its runtime */
        expect("BEFORE | jit_train_step(15)");
        before = chart_plot_rows("in use (measured; max per column)");
        keys("x");
        expect("AFTER | jit_train_step(17)");
        after = chart_plot_rows("in use (measured; max per column)");
        if (before < 2 || before != after)
            fail_msg("%dx%d: runtime chart %d plot rows in BEFORE, %d in AFTER", sizes[k][1], sizes[k][0],
                     before, after);
    }
}

/* A side's runtime chart in a narrow pane says it is on both sides'
 * scale: at 80x24 AFTER's axis read BEFORE's 1.61 GiB over its own "most
 * 432.0 MiB; ≈ gap of 20.7 m…", the note cut off the legend's end (a
 * trial). At 60 columns here: the note whole on each side, and the gaps
 * said as before (BEFORE's whole, AFTER's first). */
static void sides_scale_said_in_a_narrow_pane(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(24, 60);
    const char *gap[2] = { "gap 10.0 s", "38.9 ms" }; /* "of" gone with the label (a word gone stays gone) */
    for (int k = 0; k < 2; k++) {
        keys("xr");
        expect(k ? "AFTER | " : "BEFORE | ");
        expect(" in use (measured; max per column)");
        char *scr = xt_app_screen_text(&g_app);
        const char *most = strstr(scr, "most ");
        const char *eol = most ? strchr(most, '\n') : NULL;
        const char *note = most ? strstr(most, "both sides' scale") : NULL;
        const char *g = most ? strstr(most, gap[k]) : NULL;
        if (!note || (eol && note > eol) || !g || (eol && g > eol))
            fail_msg("side %d: no whole \"both sides' scale\" and \"%s\" beside \"most\":\n%s", k, gap[k], scr);
        free(scr);
    }
}

/* The chart cursor's keys and c on the comparison's own pages: where the
 * charts are ("p shows it" led to the plan deltas, which have none, and
 * said it again; "a: select a buffer first" over an open buffer: a
 * trial). */
static void chart_keys_name_the_sides(void **state)
{
    (void)state;
    const char *want = "the charts and their cursor are in BEFORE's and AFTER's own views: x shows them, on "
                       "their plan (a buffer: Enter on its role there)";
    for (const char *k = ",.<>()^0$af"; *k; k++) {
        char key[2] = { *k, 0 };
        keys(key);
        status_has(want);
        expect("Compare jit_train_step");
    }
    keys("p,");
    status_has(want);
    /* keys beyond ASCII are not the chart's: Up moves the cursor (its code's
     * low byte, 0, matched the list's terminator: a review) */
    keys("jj");
    size_t at = g_app.stack[g_app.depth].cursor;
    xt_app_key(&g_app, XK_UP);
    assert_true(g_app.stack[g_app.depth].cursor < at);
    assert_null(strstr(g_app.status, "x shows them"));
    xt_app_key(&g_app, 'a' | XK_META);
    assert_null(strstr(g_app.status, "x shows them"));
    /* a search: its own rows, and where buffers are found (the help's
     * "buffers too" read as a search one Enter down: a trial) */
    /* a buffer of a group: found two Enters down, as one capture's plan
     * view finds it one Enter down ("not found" over it: a trial) */
    keys("/fusion.mlp.11\n");
    status_has("/fusion.mlp.11  1 of 1 in group f32[8,1024,4192] ");
    status_has("; h goes back");
    expect("Group f32[8,1024,4192] forward model.py:97, before -> after");
    expect_cursor("fusion.mlp.11");
    keys("h");
    expect("Live at the heap peak of jit_train_step");
    keys("h");
    expect("Compare jit_train_step");
    expect_cursor("live at the peak, side by side (3 differ) ->");
    keys("/zzz-none\n");
    status_has("/zzz-none: not found in this view, nor in the live page's groups and their buffers");
    status_has("; each page searches its own rows (r: the runtime deltas), the live page its groups' "
               "buffers too");
    expect("Compare jit_train_step"); /* the page as it was */
    keys("c");
    status_has("charts hidden in BEFORE's and AFTER's own views (x): c shows them");
    keys("x"); /* BEFORE alone: no chart above its plan */
    expect("BEFORE | jit_train_step(15)");
    expect_not("Heap over program order");
    keys("xxc"); /* the comparison again; c shows them */
    status_has("charts shown in BEFORE's and AFTER's own views (x): c hides them");
    keys("x");
    expect("Heap over program order");
}

/* The plan table's notes in one column: "fits now" where "instructions
 * named .remat" starts (it was right-aligned two columns left: a
 * trial). */
static void plan_notes_one_column(void **state)
{
    (void)state;
    xt_app_free(&g_app);
    xt_cmp_app_free(&g_s);
    open_at(40, 100);
    char *scr = xt_app_screen_text(&g_app);
    const char *f = strstr(scr, "plan alone fits pool"), *r = strstr(scr, "XLA remat");
    assert_non_null(f);
    assert_non_null(r);
    const char *fl = f, *rl = r;
    while (fl > scr && fl[-1] != '\n')
        fl--;
    while (rl > scr && rl[-1] != '\n')
        rl--;
    const char *fn = strstr(f, "fits now"), *rn = strstr(r, "instructions named .remat");
    assert_non_null(fn);
    assert_non_null(rn);
    if (fn - fl != rn - rl)
        fail_msg("notes at columns %d and %d:\n%s", (int)(fn - fl), (int)(rn - rl), scr);
    free(scr);
}

/* A fixture by the name xt-build-fixture gives it (xb_write_named). */
static void write_named(const char *name, const char *path)
{
    if (xb_write_named(name, path))
        fail_msg("cannot write %s as %s", name, path);
}

/* The trial's two runs: run1 (5 hosts, 3 of them failing) against run3
 * (7 hosts, pair-leak-full failing), compared on BEFORE's host before
 * (by its file's name: gpu8-fails, the worst, or gpu8-waits) and on
 * pair-leak-full. */
typedef struct two_runs {
    xt_capture cap[2];
    xt_analysis **an[2];
    xt_compare *c;
    xt_cmp_app s;
    xt_app app;
} two_runs;

static size_t host_named(const xt_capture *c, const char *file)
{
    char want[200];
    snprintf(want, sizeof want, "/%s.xplane.pb", file);
    for (size_t h = 0; h < c->nhosts; h++)
        if (strlen(c->hosts[h].path) >= strlen(want) &&
            !strcmp(c->hosts[h].path + strlen(c->hosts[h].path) - strlen(want), want))
            return h;
    fail_msg("no host %s", file);
    return 0;
}

static void two_runs_open(two_runs *r, const char *before)
{
    static const char *const names[2][7] = {
        { "attention", "gpu8-fails", "gpu8-waits", "grads-kept", "other-live" },
        { "no-metadata", "pair-attention-after", "pair-donation-after", "pair-leak-after", "pair-leak-full",
          "scan-fsdp", "scan-fsdp" },
    };
    xt_error err = { 0, "" };
    for (int k = 0; k < 2; k++) {
        char run[512], p[700];
        snprintf(run, sizeof run, "%s/trial-run%d", g_dir, k ? 3 : 1);
        if (mkdir(run, 0700) == 0)
            for (int i = 0; i < 7 && names[k][i]; i++) {
                snprintf(p, sizeof p, "%s/%s.xplane.pb", run, i == 6 ? "other-host" : names[k][i]);
                write_named(names[k][i], p);
            }
        if (xt_capture_open(&r->cap[k], run, NULL, NULL, NULL, &err))
            fail_msg("%s", err.msg);
        r->an[k] = calloc(r->cap[k].nhosts + 1, sizeof *r->an[k]);
        for (size_t h = 0; h < r->cap[k].nhosts; h++)
            assert_non_null(r->an[k][h] = xt_analyze(&r->cap[k].hosts[h], NULL, &err));
    }
    size_t hb = host_named(&r->cap[0], before), ha = host_named(&r->cap[1], "pair-leak-full");
    r->c = xt_compare_new(&r->cap[0], r->an[0][hb], &r->cap[1], r->an[1][ha]);
    xt_app_init(&r->app, &r->cap[1], r->an[1], ha, g_dir, NULL);
    r->app.rows = 24;
    r->app.cols = 80;
    xt_cmp_app_init(&r->s, r->c, &r->cap[0], r->an[0], hb, &r->cap[1], r->an[1], ha);
    xt_cmp_app_attach(&r->app, &r->s);
}

static void two_runs_close(two_runs *r)
{
    xt_app_free(&r->app);
    xt_cmp_app_free(&r->s);
    xt_compare_free(r->c);
    for (int k = 0; k < 2; k++) {
        for (size_t h = 0; h < r->cap[k].nhosts; h++)
            xt_analysis_free(r->an[k][h]);
        free(r->an[k]);
        xt_capture_free(&r->cap[k]);
    }
}

/* Two runs where AFTER's host compared waited on its own GPU 3 and
 * another AFTER host fails: one "AFTER: " for both ("fails -> fits;
 * AFTER: GPU 3 waited; AFTER: 1/2 hosts fail": helper-174's F6). */
static void title_says_after_once(void **state)
{
    (void)state;
    static const char *const names[2][2][2] = {
        { { "gpu8-fails", "h1" }, { "grads-kept", "h2" } },
        { { "gpu8-waits", "h1" }, { "attention", "h2" } },
    };
    xt_capture cap[2];
    xt_analysis **an[2];
    xt_error err = { 0, "" };
    for (int k = 0; k < 2; k++) {
        char run[512], p[700];
        snprintf(run, sizeof run, "%s/after-once-%d", g_dir, k);
        if (mkdir(run, 0700) == 0)
            for (int i = 0; i < 2; i++) {
                snprintf(p, sizeof p, "%s/%s.xplane.pb", run, names[k][i][1]);
                write_named(names[k][i][0], p);
            }
        if (xt_capture_open(&cap[k], run, NULL, NULL, NULL, &err))
            fail_msg("%s", err.msg);
        an[k] = calloc(cap[k].nhosts + 1, sizeof *an[k]);
        for (size_t h = 0; h < cap[k].nhosts; h++)
            assert_non_null(an[k][h] = xt_analyze(&cap[k].hosts[h], NULL, &err));
    }
    size_t hb = host_named(&cap[0], "h1"), ha = host_named(&cap[1], "h1");
    xt_compare *c = xt_compare_new(&cap[0], an[0][hb], &cap[1], an[1][ha]);
    for (int k = 0; k < 2; k++) /* as main.c does */
        xt_compare_note_worst(c, k, &cap[k], an[k], NULL, k ? ha : hb);
    xt_app app;
    xt_cmp_app s;
    xt_app_init(&app, &cap[1], an[1], ha, g_dir, NULL);
    app.rows = 24;
    app.cols = 80;
    xt_cmp_app_init(&s, c, &cap[0], an[0], hb, &cap[1], an[1], ha);
    xt_cmp_app_attach(&app, &s);
    int sev;
    const char *t = xt_cmp_app_title(&app, 0, &sev);
    const char *first = strstr(t, "AFTER: ");
    if (!strstr(t, "fails -> fits; AFTER: GPU 3 waited, 1/2 hosts fail") || !first || strstr(first + 1, "AFTER: "))
        fail_msg("\"%s\"", t);
    xt_app_free(&app);
    xt_cmp_app_free(&s);
    xt_compare_free(c);
    for (int k = 0; k < 2; k++) {
        for (size_t h = 0; h < cap[k].nhosts; h++)
            xt_analysis_free(an[k][h]);
        free(an[k]);
        xt_capture_free(&cap[k]);
    }
}

/* BEFORE's and AFTER's own views of two runs name their side whole, and
 * last: at 80 columns AFTER's title began "A | ", and at 75 (AFTER) and
 * 100 (BEFORE) the tag was gone where the pool's name stayed (a trial).
 * At every width 40-200: never a cut tag; without the tag, no pool, no
 * count of hosts and no module's name either; the tag wherever it fits
 * beside a title with the labels of the capture's own. */
static void run_sides_keep_their_tag(void **state)
{
    (void)state;
    two_runs r;
    two_runs_open(&r, "gpu8-fails");
    for (int side = 1; side <= 2; side++) {
        xt_app_key(&r.app, 'x');
        const char *tag = side == 1 ? "BEFORE | " : "AFTER | ";
        for (int w = 40; w <= 200; w++) {
            int sev;
            xt_cmp_app *keep = r.app.cmp;
            r.app.cmp = NULL;
            const char *own = xt_app_title_cols(&r.app, w, &sev);
            bool own_label = title_vlabels(&r.app, own) > 0; /* the verdict's, not the pool's */
            r.app.cmp = keep;
            const char *t = xt_cmp_app_title(&r.app, w, &sev);
            bool label = title_vlabels(&r.app, t) > 0;
            bool tagged = !strncmp(t, tag, strlen(tag));
            if ((int)xt_utf8_width(t) > w || (own_label && !label) || !strncmp(t, "A | ", 4) ||
                !strncmp(t, "B | ", 4))
                fail_msg("side %d at %d: \"%s\" (its own: \"%s\")", side, w, t, own);
            if (!tagged && (strstr(t, "_bfc") || strstr(t, "hosts fail") || strstr(t, "step")))
                fail_msg("side %d at %d, its tag gone first: \"%s\"", side, w, t);
            if (w >= 80 && !tagged)
                fail_msg("side %d at %d, no tag: \"%s\"", side, w, t);
        }
    }
    two_runs_close(&r);
}

/* Esc in a comparison closes what it says, and never swaps the pairs of
 * modules for one side's modules ("runs list closed: R opens it", where
 * R does nothing in a comparison: a trial's F4); h in that pane neither. */
static void esc_keeps_the_pairs_pane(void **state)
{
    (void)state;
    two_runs r;
    two_runs_open(&r, "gpu8-fails");
    xt_app_build(&r.app);
    assert_ptr_equal(r.app.left_view, &xt_cmp_list_modules);
    for (int i = 0; i < 4; i++) {
        xt_app_key(&r.app, XK_ESC);
        assert_ptr_equal(r.app.left_view, &xt_cmp_list_modules);
        if (strstr(r.app.status, "R opens") || strstr(r.app.status, "runs list"))
            fail_msg("Esc %d: %s", i + 1, r.app.status);
    }
    r.app.focus = XF_LEFT;
    xt_app_key(&r.app, 'h');
    assert_ptr_equal(r.app.left_view, &xt_cmp_list_modules);
    two_runs_close(&r);
}

/* A search in a runs comparison's page for a host it does not show:
 * "not found" points to H, which lists it ("/other-live" said nothing
 * of the hosts: a review's N11); in the hosts list it is found. */
static void runs_search_points_to_hosts(void **state)
{
    (void)state;
    two_runs r;
    two_runs_open(&r, "gpu8-fails");
    r.app.focus = XF_RIGHT;
    xt_app_build(&r.app);
    for (const char *k = "/other-live\n"; *k; k++)
        xt_app_key(&r.app, *k == '\n' ? XK_ENTER : *k);
    if (!strstr(r.app.status, "not found") ||
        !strstr(r.app.status, "; x shows BEFORE alone, whose H lists its hosts (other-live.xplane.pb is one)"))
        fail_msg("%s", r.app.status);
    /* no host of that name: no pointer */
    for (const char *k = "/zzzq\n"; *k; k++)
        xt_app_key(&r.app, *k == '\n' ? XK_ENTER : *k);
    if (!strstr(r.app.status, "not found") || strstr(r.app.status, "H lists"))
        fail_msg("%s", r.app.status);
    /* both runs' hosts in pairs (as main makes them): H lists them */
    xt_compare_host_rows(r.c, NULL, r.an[0], NULL, r.an[1]);
    assert_true(r.c->nhost_rows > 0);
    for (const char *k = "/other-live\n"; *k; k++)
        xt_app_key(&r.app, *k == '\n' ? XK_ENTER : *k);
    const char *hint = strstr(r.app.status, "; H lists the hosts (");
    if (!strstr(r.app.status, "not found") || !hint || !strstr(hint, "other-live"))
        fail_msg("%s", r.app.status);
    /* there: found */
    xt_app_key(&r.app, 'x');
    xt_app_key(&r.app, 'H');
    for (const char *k = "/other-live\n"; *k; k++)
        xt_app_key(&r.app, *k == '\n' ? XK_ENTER : *k);
    if (strstr(r.app.status, "not found") || strstr(r.app.status, "H lists"))
        fail_msg("%s", r.app.status);
    two_runs_close(&r);
}

/* A host picked in a side's own hosts list (x H j j j Enter) is compared
 * at once: its plan chart says "both sides' scale" as AFTER's does, x
 * away (BEFORE's read "(read; max per column)" alone until x: a trial),
 * and the two stand on one top. */
static void picked_host_charts_share_the_scale(void **state)
{
    (void)state;
    two_runs r;
    two_runs_open(&r, "gpu8-fails");
    const char *title = "Heap over program order (read; both sides' scale; max per column)";
    xt_app_key(&r.app, 'x'); /* BEFORE alone */
    xt_app_key(&r.app, 'H');
    for (int i = 0; i < 8; i++)
        xt_app_key(&r.app, 'k');
    for (const char *k = "jjj"; *k; k++)
        xt_app_key(&r.app, *k);
    xt_app_key(&r.app, XK_ENTER);
    size_t picked = r.app.host;
    assert_int_equal(picked, host_named(&r.cap[0], "grads-kept"));
    char top[2][64];
    for (int side = 0; side < 2; side++) {
        xt_app_build(&r.app);
        char *scr = xt_app_screen_text(&r.app);
        const char *t = strstr(scr, title), *nl = t ? strchr(t, '\n') : NULL;
        const char *ax = nl ? strstr(nl, " +") : NULL, *l = nl ? nl + 1 : NULL;
        if (!ax || strncmp(scr, side ? "AFTER" : "BEFORE", side ? 5 : 6) != 0)
            fail_msg("%s: no \"%s\" over its chart:\n%s", side ? "AFTER" : "BEFORE", title, scr);
        snprintf(top[side], sizeof top[side], "%.*s", (int)(ax - l), l);
        free(scr);
        assert_int_equal(r.s.host[0], picked);
        xt_app_key(&r.app, 'x'); /* AFTER alone */
    }
    assert_string_equal(top[0], top[1]);
    two_runs_close(&r);
}

/* Two runs' comparison title keeps the verdict's change whole, the hosts
 * going first, then "BEFORE -> AFTER | ": at 60-66 columns it read
 * "BEFORE -> AFTER | gpu8-waits -> pair-leak-full | waits for …" (a
 * trial). */
static void runs_title_hosts_before_the_change(void **state)
{
    (void)state;
    two_runs r;
    two_runs_open(&r, "gpu8-waits");
    const char *vc = "waits for memory -> will not fit (grows per step)";
    for (int w = 40; w <= 200; w++) {
        int sev;
        const char *t = xt_cmp_app_title(&r.app, w, &sev);
        size_t n = strlen(t);
        if ((int)xt_utf8_width(t) > w && w >= (int)strlen(vc))
            fail_msg("at %d: \"%s\"", w, t);
        if (w >= (int)strlen(vc) && (n < strlen(vc) || strcmp(t + n - strlen(vc), vc)))
            fail_msg("at %d, the change cut: \"%s\"", w, t);
        if (w >= (int)strlen(vc) + 18 && strncmp(t, "BEFORE -> AFTER | ", 18) &&
            strncmp(t, "xoomtui | BEFORE -> AFTER | ", 28))
            fail_msg("at %d, no BEFORE -> AFTER: \"%s\"", w, t);
    }
    two_runs_close(&r);
}

/* The view x shows and the execution selected there (a trial: x from
 * BEFORE's runtime at execution 8 opened AFTER's plan, and BEFORE again
 * on its plan). */
static const xt_view *shown(const xt_app *a) { return a->stack[a->depth].view; }

static const xt_row *cursor_row(const xt_app *a)
{
    size_t c = a->stack[a->depth].cursor;
    return c < a->right.nrows ? &a->right.rows[c] : NULL;
}

/* the side's runtime view with execution e (module-local index) selected
 * and the cursor on its row */
static void side_rt_at(const xt_app *a, int side, size_t e)
{
    assert_int_equal(a->cmp->side, side);
    assert_ptr_equal(shown(a), &xt_view_rt);
    const xt_row *r = cursor_row(a);
    assert_non_null(r);
    assert_int_equal(r->kind, XT_T_EXEC);
    assert_true(a->exec == e || a->exec == SIZE_MAX); /* SIZE_MAX: the last, e by its row */
    assert_true(r->target == e);
}

/* the comparison's runtime page, the cursor on execution e's row */
static void cmp_rt_at(const xt_app *a, size_t e)
{
    assert_int_equal(a->cmp->side, 0);
    assert_ptr_equal(shown(a), &xt_cmp_view_rt);
    const xt_row *r = cursor_row(a);
    assert_non_null(r);
    assert_int_equal(r->kind, XT_T_CMP_RT);
    assert_true(r->target == 100 + e);
}

static void pair_paths(const char *b, const char *a, char *pb, char *pa, size_t len)
{
    snprintf(pb, len, "%s/keep-%s.xplane.pb", g_cap, b);
    snprintf(pa, len, "%s/keep-%s.xplane.pb", g_cap, a);
    assert_int_equal(xb_write_pair(b, pb), 0);
    assert_int_equal(xb_write_pair(a, pa), 0);
}

/* x keeps the runtime view and the execution by its number: BEFORE ->
 * AFTER -> the comparison's runtime page (on that execution's row) ->
 * BEFORE; a plan stays a plan. */
static void swap_keeps_runtime_and_execution(void **state)
{
    (void)state;
    char pb[512], pa[512];
    pair_paths("pair-leak-before", "pair-leak-after", pb, pa, sizeof pb);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    xt_app *a = &t.app;
    xt_app_key(a, 'x'); /* BEFORE, on its plan */
    assert_ptr_equal(shown(a), &xt_view_plan);
    for (const char *k = "r[["; *k; k++)
        xt_app_key(a, *k);
    side_rt_at(a, 1, 7); /* execution 8 of 10 */
    xt_app_key(a, 'x'); /* AFTER: its runtime, execution 8 */
    side_rt_at(a, 2, 7);
    assert_null(strstr(a->status, "has no execution"));
    xt_app_key(a, 'x'); /* the comparison's runtime page, on row 8 */
    cmp_rt_at(a, 7);
    xt_app_key(a, 'x'); /* BEFORE: still execution 8 */
    side_rt_at(a, 1, 7);
    /* ] there, then on: AFTER follows to execution 9 */
    xt_app_key(a, ']');
    xt_app_key(a, 'x');
    side_rt_at(a, 2, 8);
    /* p: a plan stays a plan, back to the comparison's plan page */
    xt_app_key(a, 'p');
    xt_app_key(a, 'x');
    assert_int_equal(a->cmp->side, 0);
    assert_ptr_equal(shown(a), &xt_cmp_view_plan);
    xt_app_key(a, 'x');
    assert_int_equal(a->cmp->side, 1);
    assert_ptr_equal(shown(a), &xt_view_plan);
    /* r there still opens on execution 9, the one carried */
    xt_app_key(a, 'r');
    side_rt_at(a, 1, 8);
    /* the diagnosis pane focused stays focused, the runtime beside it */
    assert_true(a->diag_open);
    a->focus = XF_DIAG;
    xt_app_key(a, 'x');
    assert_int_equal(a->cmp->side, 2);
    assert_int_equal(a->focus, XF_DIAG);
    assert_ptr_equal(shown(a), &xt_view_rt);
    assert_true(a->exec == 8);
    two_close(&t);
}

/* From the comparison's runtime page (where [ points to x), x opens each
 * side's runtime on the execution under the cursor, the last where the
 * cursor is on no execution's row. */
static void swap_from_compare_runtime_page(void **state)
{
    (void)state;
    char pb[512], pa[512];
    pair_paths("pair-leak-before", "pair-leak-after", pb, pa, sizeof pb);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    xt_app *a = &t.app;
    xt_app_key(a, '[');
    assert_ptr_equal(shown(a), &xt_cmp_view_rt);
    assert_non_null(strstr(a->status, "[ ] { } step them, x shows BEFORE or AFTER alone on the one under the cursor"));
    xt_app_key(a, ','); /* a chart's key: x shows the sides' runtime charts */
    assert_non_null(strstr(a->status, "x shows them, on their runtime at the execution under the cursor"));
    xt_app_key(a, 'x');
    side_rt_at(a, 1, 9); /* no execution under the cursor: the last */
    xt_app_key(a, 'x');
    side_rt_at(a, 2, 9);
    xt_app_key(a, 'x');
    assert_ptr_equal(shown(a), &xt_cmp_view_rt);
    /* the cursor down onto execution 5's row */
    for (int i = 0; i < 40; i++) {
        const xt_row *r = cursor_row(a);
        if (r && r->kind == XT_T_CMP_RT && r->target == 104)
            break;
        xt_app_key(a, 'j');
    }
    cmp_rt_at(a, 4);
    xt_app_key(a, 'x');
    side_rt_at(a, 1, 4);
    /* [ ] { } step the page's executions as a side's view steps its own
     * (they opened the page again, and only j k moved: a helper's note) */
    xt_app_key(a, 'x');
    xt_app_key(a, 'x');
    assert_ptr_equal(shown(a), &xt_cmp_view_rt);
    cmp_rt_at(a, 4);
    xt_app_key(a, '[');
    cmp_rt_at(a, 3);
    assert_non_null(strstr(a->status, "execution 4, before -> after"));
    xt_app_key(a, ']');
    xt_app_key(a, ']');
    cmp_rt_at(a, 5);
    xt_app_key(a, '{');
    cmp_rt_at(a, 0);
    xt_app_key(a, '[');
    cmp_rt_at(a, 0);
    assert_non_null(strstr(a->status, "already at the first"));
    xt_app_key(a, '}');
    cmp_rt_at(a, 9);
    xt_app_key(a, 'x');
    side_rt_at(a, 1, 9);
    two_close(&t);
}

/* A side without the execution: its last, said on the status line; the
 * user's number is kept for the side that has it. */
static void swap_execution_missing_takes_the_last(void **state)
{
    (void)state;
    char pb[512], pa[512];
    pair_paths("pair-leak-before", "pair-ids-a", pb, pa, sizeof pb);
    two_app t;
    two_open(&t, pb, pa, 24, 80);
    xt_app *a = &t.app;
    for (const char *k = "xr[["; *k; k++)
        xt_app_key(a, *k);
    side_rt_at(a, 1, 7);
    xt_app_key(a, 'x'); /* AFTER: jit_train_step ran twice */
    side_rt_at(a, 2, 1);
    assert_non_null(strstr(a->status, "AFTER has no execution 8: its last, 2, selected"));
    assert_non_null(strstr(a->status, "showing AFTER: "));
    xt_app_key(a, 'x');
    cmp_rt_at(a, 7);
    xt_app_key(a, 'x'); /* BEFORE: execution 8 still */
    side_rt_at(a, 1, 7);
    two_close(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(two_programs_status_words),
        cmocka_unit_test_setup_teardown(first_screen_80x24, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(sort_keys_say_the_order, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(copy_says_before_and_after, app_setup, app_teardown),
        cmocka_unit_test(params_side_by_side),
        cmocka_unit_test_setup_teardown(top_is_the_first_row, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(sides_share_the_chart_scale, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(sides_share_the_chart_height, app_setup, app_teardown),
        cmocka_unit_test(sides_heap_scale_with_pools),
        cmocka_unit_test_setup_teardown(sides_scale_said_in_a_narrow_pane, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(chart_keys_name_the_sides, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(plan_notes_one_column, app_setup, app_teardown),
        cmocka_unit_test(sides_runtime_scale_with_pools),
        cmocka_unit_test(sides_scale_on_the_device_compared),
        cmocka_unit_test(title_names_both_and_the_device),
        cmocka_unit_test(no_pair_says_each_alone),
        cmocka_unit_test(modules_pane_linear),
        cmocka_unit_test(live_page_search_linear),
        cmocka_unit_test(miss_memo_per_needle),
        cmocka_unit_test(live_page_kept_rows),
        cmocka_unit_test(live_page_groups_whole),
        cmocka_unit_test(tab_moves_no_pane),
        cmocka_unit_test(back_after_resize),
        cmocka_unit_test(runtime_unknown_is_a_dash),
        cmocka_unit_test(live_link_says_how),
        cmocka_unit_test(moved_line_on_its_row),
        cmocka_unit_test(group_search_says_no_twice),
        cmocka_unit_test(runs_title_names_the_device),
        cmocka_unit_test_setup_teardown(export_comparison, app_setup, app_teardown),
        cmocka_unit_test(twin_ids_one_form),
        cmocka_unit_test(whole_share_in_its_column),
        cmocka_unit_test(pair_of_names_cut),
        cmocka_unit_test(damaged_pair_said),
        cmocka_unit_test(export_from_loose_before_folder),
        cmocka_unit_test(export_fallback_not_into_after),
        cmocka_unit_test(headline_after_fails),
        cmocka_unit_test(runtime_two_programs_under_heading),
        cmocka_unit_test(leak_that_will_not_fit),
        cmocka_unit_test(title_says_after_once),
        cmocka_unit_test(run_sides_keep_their_tag),
        cmocka_unit_test(runs_title_hosts_before_the_change),
        cmocka_unit_test(picked_host_charts_share_the_scale),
        cmocka_unit_test(runs_search_points_to_hosts),
        cmocka_unit_test(esc_keeps_the_pairs_pane),
        cmocka_unit_test_setup_teardown(full_figures_in_status, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(copy_keeps_blanks, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(status_after_h_esc, app_setup, app_teardown),
        cmocka_unit_test(same_file_names_told_apart),
        cmocka_unit_test_setup_teardown(plan_deltas_wide, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(swap_captures, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(live_side_by_side, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(live_search_one_enter_down, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(export_cursor_on_a_link, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(live_search_group_one_match, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(runtime_and_estimates, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(estimates_rows_above_at_60, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(status_and_place_across_keys, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(zoom_keeps_the_heads_line, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(hosts_key_without_hosts, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(stacked_at_60x20, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(estimates_more_rows_sign, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(modules_list, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(help_lists_swap, app_setup, app_teardown),
        cmocka_unit_test_setup_teardown(status_height_kept_while_moving, app_setup, app_teardown),
        cmocka_unit_test(swap_without_comparison),
        cmocka_unit_test(unmatched_modules),
        cmocka_unit_test(namesake_modules),
        cmocka_unit_test(only_modules_cut_as_pairs),
        cmocka_unit_test(sides_charts_alike),
        cmocka_unit_test(other_pair_says_whose_device),
        cmocka_unit_test(differences_say_values),
        cmocka_unit_test(same_names_apart),
        cmocka_unit_test(twin_pair_entered_keeps_ids),
        cmocka_unit_test(no_pools_title_says_needs),
        cmocka_unit_test(picked_host_is_compared),
        cmocka_unit_test(side_without_modules_opens_its_runtime),
        cmocka_unit_test(swap_keeps_runtime_and_execution),
        cmocka_unit_test(swap_from_compare_runtime_page),
        cmocka_unit_test(swap_execution_missing_takes_the_last),
    };
    return cmocka_run_group_tests_name("compare_app", tests, setup, teardown);
}
