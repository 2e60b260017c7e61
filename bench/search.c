/* search.c - how long a search key takes on a big capture: / and n, N in
 * the plan view and in the runtime view, where a search reads the lists
 * one Enter down too (its roles' buffers, its live groups' arrays).  No
 * terminal: the app state and its text models, as bench/tui.c times keys.
 *   xt-bench-search FILE [QUERY...]
 * Each query: / QUERY Enter, then n 12 times, N 12 times, in the plan view
 * (at the heap peak) and in the runtime view; each key with its redraw,
 * and the redraw alone (Ctrl-L) to set against it.  The status line of
 * the keys that went to another list or took over 20 ms is printed (of
 * every key with XT_BENCH_VERBOSE=1): where the search went. */
#include "app.h"
#include "load.h"
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* XT_BENCH_CLOCK=cpu: the process's CPU time, which another program on
 * the machine disturbs less than the wall time */
static clockid_t clk = CLOCK_MONOTONIC;

static double now(void)
{
    struct timespec t;
    clock_gettime(clk, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* key, then the screen's text, timed (ms) */
static double press(xt_app *a, int key)
{
    double t0 = now();
    xt_app_key(a, key);
    free(xt_app_screen_text(a));
    return now() - t0;
}

static double redraw(xt_app *a)
{
    double best = 1e9;
    for (int i = 0; i < 5; i++) {
        double d = press(a, XK_CTRL_L);
        best = d < best ? d : best;
    }
    return best;
}

static bool verbose; /* XT_BENCH_VERBOSE=1: every key's line */

static const char *view_name(const xt_app *a) { return a->stack[a->depth].view->name; }

static void search(xt_app *a, const char *q)
{
    double base = redraw(a);
    for (const char *p = "/"; *p; p++)
        xt_app_key(a, *p);
    for (const char *p = q; *p; p++)
        xt_app_key(a, *p);
    double d = press(a, XK_ENTER), worst = d, sum = d;
    int n = 1;
    printf("  /%s Enter  %6.1f ms  [%s] %s\n", q, d, view_name(a), a->status);
    for (int dir = 0; dir < 2; dir++)
        for (int i = 0; i < 12; i++) {
            const xt_view *was = a->stack[a->depth].view;
            int depth = a->depth;
            d = press(a, dir ? 'N' : 'n');
            sum += d, n++;
            worst = d > worst ? d : worst;
            /* the keys that went to another list, and the slow ones */
            if (verbose || was != a->stack[a->depth].view || depth != a->depth || d > 20)
                printf("  %c          %6.1f ms  [%s] %s\n", dir ? 'N' : 'n', d, view_name(a), a->status);
        }
    printf("  -> %s: mean %.1f ms, worst %.1f ms a key; a redraw alone %.1f ms\n", q, sum / n, worst, base);
    while (a->depth > 0)
        xt_app_key(a, 'h');
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: xt-bench-search FILE [QUERY...]\n");
        return 2;
    }
    verbose = getenv("XT_BENCH_VERBOSE") && *getenv("XT_BENCH_VERBOSE") == '1';
    if (getenv("XT_BENCH_CLOCK") && !strcmp(getenv("XT_BENCH_CLOCK"), "cpu")) {
        clk = CLOCK_PROCESS_CPUTIME_ID;
        printf("times: CPU (XT_BENCH_CLOCK=cpu)\n");
    }
    xt_memory_for_keys(false);
    xt_capture c;
    xt_error err;
    if (xt_capture_open(&c, argv[1], NULL, NULL, NULL, &err)) {
        fprintf(stderr, "%s\n", err.msg);
        return 2;
    }
    xt_analysis *an = xt_analyze(&c.hosts[0], NULL, &err);
    if (!an) {
        fprintf(stderr, "%s\n", err.msg);
        return 2;
    }
    static const char *const dflt[] = { "fusion", "model.py:7", "bf16[1024,256]", "no-such-text" };
    const char *const *qs = argc > 2 ? (const char *const *)argv + 2 : dflt;
    size_t nq = argc > 2 ? (size_t)argc - 2 : sizeof dflt / sizeof *dflt;
    static const int sizes[][2] = { { 50, 160 }, { 24, 80 } };
    for (size_t s = 0; s < 2; s++) {
        xt_app app;
        xt_app_init(&app, &c, &an, 0, "/tmp", NULL);
        xt_memory_for_keys(true);
        app.rows = sizes[s][0];
        app.cols = sizes[s][1];
        app.diag_open = false;
        xt_app_build(&app);
        printf("%dx%d, module %s\n", app.cols, app.rows,
               an->selected < an->host->nmodules ? an->host->modules[an->selected].name : "-");
        for (int v = 0; v < 2; v++) {
            printf(" %s view\n", v ? "runtime" : "plan");
            for (size_t i = 0; i < nq; i++) {
                xt_app_key(&app, v ? 'r' : 'p');
                app.focus = XF_RIGHT;
                xt_app_build(&app);
                search(&app, qs[i]);
            }
        }
        xt_app_free(&app);
        xt_memory_for_keys(false);
    }
    xt_analysis_free(an);
    xt_capture_free(&c);
    return 0;
}
