/* tui.c - how long the TUI takes to answer a key on a big capture: first
 * screen, switching module, stepping an execution, switching device,
 * stepping the program-order (chart) cursor (no terminal: the app state
 * and its text models, which is what a key press costs).
 *   xt-bench-tui FILE */
#include "app.h"
#include "load.h"
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

typedef struct timing {
    double sum, worst;
    int n;
} timing;

static double now(void);

/* Press key (after `before`, untimed, when set) and redraw, timed. */
static void press(xt_app *app, timing *t, int key)
{
    double k0 = now();
    xt_app_key(app, key);
    char *s = xt_app_screen_text(app);
    free(s);
    double d = now() - k0;
    t->sum += d;
    t->n++;
    if (d > t->worst)
        t->worst = d;
    xt_app_idle(app); /* untimed: as the TUI does once the screen is drawn */
}

static void report(const char *what, const timing *t)
{
    if (!t->n)
        printf("%s: n/a\n", what);
    else
        printf("%s: mean %.1f ms, worst %.1f ms\n", what, t->sum / t->n * 1e3, t->worst * 1e3);
}

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: xt-bench-tui FILE\n");
        return 2;
    }
    /* malloc's phases as xoomtui's: loading from main on, keys from the
     * TUI's start (xt_tui_run, before its first screen) */
    xt_memory_for_keys(false);
    double t0 = now();
    xt_capture c;
    xt_error err;
    if (xt_capture_open(&c, argv[1], NULL, NULL, NULL, &err)) {
        fprintf(stderr, "%s\n", err.msg);
        return 2;
    }
    xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
    xt_app app;
    xt_app_init(&app, &c, &a, 0, "/tmp", NULL);
    xt_memory_for_keys(true);
    app.rows = 50;
    app.cols = 160;
    xt_app_build(&app);
    char *s = xt_app_screen_text(&app);
    free(s);
    double t1 = now();
    printf("first screen (load + analysis + draw): %.3f s\n", t1 - t0);
    /* as xt_tui_run once the first screen is drawn (the user reads it):
     * the next module switch's thread memory made ready */
    xt_app_warm(&app);
    xt_app_idle(&app);
    /* CPU, every thread's: less sensitive than wall time to the rest of
     * the machine, as --report's from /usr/bin/time is */
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0)
        printf("first screen CPU (user + sys): %.2f s\n",
               (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
                   (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6);
    /* switch module: Tab to the left pane, up, Enter (x20), from the last
     * module of the list up: each one a first visit, the biggest modules
     * of every xt-bench-gen profile included */
    double worst = 0, sum = 0;
    size_t nrows = app.left.nrows ? app.left.nrows : 1;
    for (int i = 0; i < 20; i++) {
        app.focus = XF_LEFT;
        app.left_cursor = nrows - 1 - (size_t)i % nrows;
        long f0 = getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_minflt : 0;
        double k0 = now();
        xt_app_key(&app, XK_ENTER);
        s = xt_app_screen_text(&app);
        free(s);
        double d = now() - k0;
        xt_app_idle(&app); /* untimed: as the TUI does once the screen is drawn */
        sum += d;
        if (d > worst)
            worst = d;
        if (getenv("XT_BENCH_VERBOSE")) /* which module took how long, its page faults */
            fprintf(stderr, "  switch to %s: %.1f ms, %ld page faults\n", c.hosts[0].modules[app.module].name,
                    d * 1e3, getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_minflt - f0 : 0);
    }
    printf("switch module: mean %.1f ms, worst %.1f ms\n", sum / 20 * 1e3, worst * 1e3);
    /* step executions of the module the analysis selected (one that ran) */
    for (size_t r = 0; r < app.left.nrows; r++)
        if (app.left.rows[r].target == a->selected) {
            app.focus = XF_LEFT;
            app.left_cursor = r;
            xt_app_key(&app, XK_ENTER);
            break;
        }
    xt_app_key(&app, 'r');
    worst = sum = 0;
    for (int i = 0; i < 20; i++) {
        double k0 = now();
        xt_app_key(&app, '[');
        s = xt_app_screen_text(&app);
        free(s);
        double d = now() - k0;
        xt_app_idle(&app); /* untimed: as the TUI does once the screen is drawn */
        sum += d;
        if (d > worst)
            worst = d;
    }
    printf("previous execution: mean %.1f ms, worst %.1f ms\n", sum / 20 * 1e3, worst * 1e3);
    /* switch device: Enter on each device row of the runtime view (the
     * per-module stories are recomputed for the device), then back to the
     * first; n/a on a one-device capture (no device rows) */
    timing dev = { 0 };
    for (int round = 0; round < 2; round++) {
        app.focus = XF_RIGHT;
        xt_app_key(&app, 'r');
        xt_app_build(&app);
        size_t ndev = 0;
        for (size_t r = 0; r < app.right.nrows; r++)
            ndev += app.right.rows[r].kind == XT_T_DEVICE;
        for (size_t k = 0; k < ndev; k++) {
            size_t seen = 0;
            for (size_t r = 0; r < app.right.nrows; r++)
                if (app.right.rows[r].kind == XT_T_DEVICE && seen++ == (ndev - 1 - k + round) % ndev) {
                    app.stack[app.depth].cursor = r;
                    press(&app, &dev, XK_ENTER);
                    if (strncmp(app.status, "device ", 7)) {
                        fprintf(stderr, "xt-bench-tui: Enter on a device row did not switch: %s\n",
                                app.status);
                        return 1;
                    }
                    break;
                }
            xt_app_build(&app);
        }
    }
    report("switch device", &dev);
    /* the program-order cursor of the plan's heap chart: 20 steps forward
     * from the first event, 20 back, of the selected module */
    timing cursor = { 0 };
    xt_app_key(&app, 'p');
    xt_app_key(&app, '0');
    for (int i = 0; i < 20; i++)
        press(&app, &cursor, '.');
    if (strncmp(app.status, "event 21 of ", 12)) {
        fprintf(stderr, "xt-bench-tui: the chart cursor did not step: %s\n", app.status);
        return 1;
    }
    for (int i = 0; i < 20; i++)
        press(&app, &cursor, ',');
    report("program-order cursor step", &cursor);
    xt_app_free(&app);
    xt_analysis_free(a);
    xt_capture_free(&c);
    return 0;
}
