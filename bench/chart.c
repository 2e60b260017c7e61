/* chart.c - how long the charts and the program-order cursor take on a
 * 1,000,000-event heap trace and a 1,000,000-event allocator (issue 16):
 * building the index (the one replay), the series at a width (first and
 * cached), drawing the chart, cursor moves of every kind, the live set at
 * the cursor, and the same for memory over time.
 *   xt-bench-chart [EVENTS] [DIR]     (default 1000000, /tmp) */
#include "chart.h"
#include "charts.h"
#include "load.h"
#include "analysis.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double cpu(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void row(const char *what, double s)
{
    printf("  %-46s %9.3f ms\n", what, s * 1e3);
}

/* Worst and mean of `k` calls of a cursor move. */
static void moves(const char *what, xt_cursor *c, int k, void (*mv)(xt_cursor *, int))
{
    double worst = 0, sum = 0, worst_cpu = 0;
    for (int i = 0; i < k; i++) {
        double t0 = now(), c0 = cpu();
        mv(c, i);
        double d = now() - t0, dc = cpu() - c0;
        sum += d;
        worst = d > worst ? d : worst;
        worst_cpu = dc > worst_cpu ? dc : worst_cpu;
    }
    printf("  %-46s %9.3f ms mean, worst %.3f ms (CPU %.3f ms), %d moves\n", what, sum / k * 1e3,
           worst * 1e3, worst_cpu * 1e3, k);
}

static size_t g_n;
static uint64_t g_rng = 88172645463325252ULL;
static void mv_step(xt_cursor *c, int i) { xt_cursor_step(c, i % 2 ? -1 : 2); }
static void mv_col(xt_cursor *c, int i) { xt_cursor_column(c, i % 3 ? +1 : -1, 189); }
static void mv_peak(xt_cursor *c, int i)
{
    if (!xt_cursor_local_peak(c, i % 4 == 3 ? -1 : +1, 0))
        xt_cursor_to_start(c);
}
static void mv_jump(xt_cursor *c, int i)
{
    (void)i;
    g_rng ^= g_rng << 13, g_rng ^= g_rng >> 7, g_rng ^= g_rng << 17;
    xt_cursor_set(c, (size_t)(g_rng % g_n));
}
static void mv_ends(xt_cursor *c, int i)
{
    if (i % 3 == 0)
        xt_cursor_to_end(c);
    else if (i % 3 == 1)
        xt_cursor_to_start(c);
    else
        xt_cursor_to_peak(c);
}

static void draw(const char *what, xt_heap_index *hx, const xt_allocator *pool, size_t cur, int w, int h)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_chart_opts o = { w, h, true, false, 0, false };
    double t0 = now();
    xt_chart_heap(&t, hx, pool, cur, NULL, &o);
    char *s = xt_text_plain(&t, w, true);
    row(what, now() - t0);
    free(s);
    xt_text_free(&t);
    xt_arena_free(&ar);
}

static void heap_bench(xt_analysis *a)
{
    size_t m = a->selected;
    const xt_plan *p = a->plans[m];
    printf("heap trace: %zu events, %zu logical buffers\n", p->trace_events, p->hlo->nlbufs);
    /* the one cost that grows with the trace: best of 3 (wall), and CPU */
    double best = 1e30, best_cpu = 1e30;
    xt_heap_index *hx = NULL;
    for (int i = 0; i < 3; i++) {
        xt_heap_index_free(hx);
        double t0 = now(), c0 = cpu();
        hx = xt_heap_index_build(p);
        double d = now() - t0, dc = cpu() - c0;
        best = d < best ? d : best;
        best_cpu = dc < best_cpu ? dc : best_cpu;
    }
    row("index (the one replay, deltas, checkpoints)", best);
    row("  the same, CPU time", best_cpu);
    double t0;
    g_n = xt_heap_index_events(hx);
    t0 = now();
    xt_heap_index_series(hx, 69);
    row("series at 69 columns (80-column chart), first", now() - t0);
    t0 = now();
    xt_heap_index_series(hx, 69);
    row("series at 69 columns, cached", now() - t0);
    t0 = now();
    xt_heap_index_series(hx, 189);
    row("series at 189 columns (200-column chart), first", now() - t0);
    draw("chart 80x24 (16 rows), series cached", hx, NULL, p->peak_event, 80, 16);
    draw("chart 200x50 (40 rows), series cached", hx, NULL, p->peak_event, 200, 40);
    t0 = now();
    xt_cursor *c = xt_cursor_new(hx);
    row("cursor: new, at the peak", now() - t0);
    moves("cursor: +2/-1 event", c, 2000, mv_step);
    moves("cursor: one column (189)", c, 300, mv_col);
    moves("cursor: next/previous local peak", c, 300, mv_peak);
    moves("cursor: random jump", c, 2000, mv_jump);
    moves("cursor: start/end/peak", c, 300, mv_ends);
    xt_arena ar = { 0 };
    xt_heap_point pt;
    xt_cursor_to_peak(c);
    t0 = now();
    xt_cursor_point(c, &ar, &pt);
    row("live set at the cursor (described, sorted)", now() - t0);
    printf("  (%zu buffers live at the peak)\n", pt.nlive);
    xt_arena_free(&ar);
    t0 = now();
    xt_plan_replay_to(p, p->peak_event, &ar, &pt);
    row("for comparison: xt_plan_replay_to from the start", now() - t0);
    xt_arena_free(&ar);
    t0 = now();
    xt_series s;
    xt_series_points(xt_heap_index_values(hx), g_n, XT_SERIES_JSON_POINTS, &s);
    row("JSON heap_series (512 points)", now() - t0);
    xt_series_free(&s);
    xt_cursor_free(c);
    xt_heap_index_free(hx);
}

/* An allocator of n events in memory (a 1,000,000-event capture would be
 * mostly decoding): a staircase of steps with allocations and frees. */
static void time_bench(size_t n)
{
    xt_allocator al;
    memset(&al, 0, sizeof al);
    al.name = "GPU_0_bfc";
    al.capacity = 80LL << 30;
    al.nevents = n;
    al.events = calloc(n, sizeof *al.events);
    int64_t in_use = 1LL << 30;
    size_t nexec = 1000;
    xt_exec *ex = calloc(nexec, sizeof *ex);
    size_t *idx = calloc(nexec, sizeof *idx);
    for (size_t i = 0; i < n; i++) {
        bool alloc = (i % 7) < 4;
        int64_t b = (int64_t)(i % 97 + 1) << 20;
        in_use += alloc ? b : -b / 2;
        al.events[i] = (xt_mem_event){ .t_ps = (int64_t)i * 1000000, .alloc = alloc, .bytes = b,
                                       .in_use = in_use, .exec = SIZE_MAX, .freed_by = SIZE_MAX };
    }
    for (size_t i = 0; i < nexec; i++) {
        ex[i] = (xt_exec){ .start_ps = (int64_t)(i * (n / nexec)) * 1000000, .launched = i + 1 < nexec,
                           .retry_wait_ps = i % 100 == 99 ? 1000000000 : 0 };
        ex[i].end_ps = ex[i].start_ps + 500000;
        idx[i] = i;
    }
    xt_runtime rt;
    memset(&rt, 0, sizeof rt);
    rt.nexecs = nexec;
    rt.execs = ex;
    xt_module_runtime mr;
    memset(&mr, 0, sizeof mr);
    mr.nexecs = nexec;
    mr.execs = idx;
    printf("allocator: %zu events, %zu executions\n", n, nexec);
    int widths[2] = { 80, 200 }, heights[2] = { 16, 40 };
    for (int k = 0; k < 2; k++) {
        double t0 = now();
        xt_time_chart tc;
        xt_time_chart_build(&al, &rt, &mr, nexec - 1, xt_chart_plot_width(widths[k]), &tc);
        double t1 = now();
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_chart_opts o = { widths[k], heights[k], true, false, 0, false };
        xt_chart_time(&t, &tc, &o);
        char *s = xt_text_plain(&t, widths[k], true);
        double t2 = now();
        char what[64];
        snprintf(what, sizeof what, "series + marks at %d columns", widths[k]);
        row(what, t1 - t0);
        snprintf(what, sizeof what, "chart %dx%d drawn (series built)", widths[k], heights[k] + 8);
        row(what, t2 - t1);
        free(s);
        xt_text_free(&t);
        xt_arena_free(&ar);
        xt_time_chart_free(&tc);
    }
    double t0 = now();
    xt_series s;
    xt_inuse_points(&al, XT_SERIES_JSON_POINTS, &s);
    row("JSON in_use_series (512 points)", now() - t0);
    xt_series_free(&s);
    free(al.events);
    free(ex);
    free(idx);
}

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? (size_t)strtoull(argv[1], NULL, 10) : 1000000;
    const char *dir = argc > 2 ? argv[2] : "/tmp";
    char path[4096];
    snprintf(path, sizeof path, "%s/xt-bench-chart-%zu.xplane.pb", dir, n);
    double t0 = now();
    if (xb_write_long_trace(path, n, 8, 1)) {
        fprintf(stderr, "xt-bench-chart: cannot write %s\n", path);
        return 2;
    }
    printf("fixture written in %.2f s: %s\n", now() - t0, path);
    t0 = now();
    xt_capture c;
    xt_error err;
    if (xt_capture_open(&c, path, NULL, NULL, NULL, &err)) {
        fprintf(stderr, "%s\n", err.msg);
        return 2;
    }
    xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
    if (!a || a->selected >= c.hosts[0].nmodules || !a->plans[a->selected]->has_heap_trace) {
        fprintf(stderr, "xt-bench-chart: no heap trace in %s\n", path);
        return 2;
    }
    printf("loaded and analysed in %.2f s (not part of the chart's time)\n", now() - t0);
    heap_bench(a);
    time_bench(n);
    xt_analysis_free(a);
    xt_capture_free(&c);
    remove(path);
    return 0;
}
