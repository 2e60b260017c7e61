/* keys.c - how long each of a sequence of keys takes in the TUI (no
 * terminal: the app state and its text models, as xt-bench-tui), for a
 * path bench/tui.c does not take: a long buffer list, its groups, the
 * chart cursor's steps, a search.
 *   xt-bench-keys FILE KEY...
 * KEY: one character, or ENTER, TAB, ESC.  Environment: ROWS, COLS (the
 * screen: 30 x 100), XT_BENCH_STATUS (set: the status line after each
 * key too), XT_BENCH_AFTER (a second capture: FILE compared with it, as
 * `xoomtui FILE AFTER` opens them).  Prints each key's time (key and redraw), the peak RSS after
 * it, and the cursor's row. */
#include "app.h"
#include "compare_app.h"
#include "load.h"
#include "view.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int key_of(const char *s)
{
    if (!strcmp(s, "ENTER"))
        return XK_ENTER;
    if (!strcmp(s, "TAB"))
        return XK_TAB;
    if (!strcmp(s, "ESC"))
        return XK_ESC;
    return (unsigned char)s[0];
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: xt-bench-keys FILE KEY...\n");
        return 2;
    }
    xt_memory_for_keys(false);
    double t0 = now();
    xt_capture c;
    xt_error err;
    if (xt_capture_open(&c, argv[1], NULL, NULL, NULL, &err)) {
        fprintf(stderr, "%s\n", err.msg);
        return 2;
    }
    xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
    const char *after = getenv("XT_BENCH_AFTER");
    xt_capture c2;
    xt_analysis *a2 = NULL;
    xt_compare *cmp = NULL;
    xt_cmp_app cs;
    xt_app app;
    if (after) {
        if (xt_capture_open(&c2, after, NULL, NULL, NULL, &err)) {
            fprintf(stderr, "%s\n", err.msg);
            return 2;
        }
        a2 = xt_analyze(&c2.hosts[0], NULL, &err);
        cmp = xt_compare_new(&c, a, &c2, a2);
        xt_app_init(&app, &c2, &a2, 0, "/tmp", NULL);
        xt_cmp_app_init(&cs, cmp, &c, &a, 0, &c2, &a2, 0);
        xt_cmp_app_attach(&app, &cs);
    } else {
        xt_app_init(&app, &c, &a, 0, "/tmp", NULL);
    }
    xt_memory_for_keys(true);
    const char *r = getenv("ROWS"), *w = getenv("COLS");
    app.rows = r ? atoi(r) : 30;
    app.cols = w ? atoi(w) : 100;
    xt_app_build(&app);
    free(xt_app_screen_text(&app));
    printf("first screen: %.3f s\n", now() - t0);
    xt_app_warm(&app);
    xt_app_idle(&app);
    for (int i = 2; i < argc; i++) {
        double k0 = now();
        xt_app_key(&app, key_of(argv[i]));
        char *s = xt_app_screen_text(&app);
        double d = now() - k0;
        struct rusage ru;
        long rss = getrusage(RUSAGE_SELF, &ru) == 0 ? ru.ru_maxrss / 1024 : 0;
        const char *row = strstr(s, "\n>");
        int n = 0;
        if (row)
            for (row += 2; row[n] && row[n] != '\n' && n < 60; n++)
                ;
        printf("%-6s %9.1f ms  peak RSS %5ld MB  | %.*s\n", argv[i], d * 1e3, rss, n, row ? row : "");
        if (getenv("XT_BENCH_STATUS") && app.status[0])
            printf("       status: %s\n", app.status);
        free(s);
        xt_app_idle(&app); /* untimed: as the TUI does once the screen is drawn */
    }
    return 0;
}
