/* tui.c - how long the TUI takes to answer a key on a big capture: first
 * screen, switching module, stepping an execution (no terminal: the app
 * state and its text models, which is what a key press costs).
 *   xt-bench-tui FILE */
#include "app.h"
#include "load.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

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
    app.rows = 50;
    app.cols = 160;
    xt_app_build(&app);
    char *s = xt_app_screen_text(&app);
    free(s);
    double t1 = now();
    printf("first screen (load + analysis + draw): %.3f s\n", t1 - t0);
    /* switch module: Tab to the left pane, up, Enter (x20), from the last
     * module of the list up: each one a first visit, the biggest modules
     * of every xt-bench-gen profile included */
    double worst = 0, sum = 0;
    size_t nrows = app.left.nrows ? app.left.nrows : 1;
    for (int i = 0; i < 20; i++) {
        app.focus = XF_LEFT;
        app.left_cursor = nrows - 1 - (size_t)i % nrows;
        double k0 = now();
        xt_app_key(&app, XK_ENTER);
        s = xt_app_screen_text(&app);
        free(s);
        double d = now() - k0;
        sum += d;
        if (d > worst)
            worst = d;
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
        sum += d;
        if (d > worst)
            worst = d;
    }
    printf("previous execution: mean %.1f ms, worst %.1f ms\n", sum / 20 * 1e3, worst * 1e3);
    xt_app_free(&app);
    xt_analysis_free(a);
    xt_capture_free(&c);
    return 0;
}
