/* series.h - figures over program order and over time, downsampled to a
 * number of columns (a chart's width, or the JSON's points) so that each
 * column is the maximum of its bucket: the peak is never lost.  Pure
 * analysis, no text (doc/figures.md, "Charts"). */
#ifndef XT_SERIES_H
#define XT_SERIES_H

#include "runtime.h"

/* Most points a JSON series holds (plan.heap_series, runtime.in_use_series). */
#define XT_SERIES_JSON_POINTS 512

/* w columns over a range of x.  Column c is the bucket of samples
 * [first(c), end(c)); y[c] is their maximum and x[c] where it is (the
 * first such sample: an event index, or a time in ps).  peak is the column
 * holding the overall maximum (the first such).  Arrays are malloc'd:
 * xt_series_free. */
typedef struct xt_series {
    size_t w;
    int64_t *y;
    int64_t *x;
    size_t peak;
    int64_t x0, x1;   /* the range the columns cover: [x0, x1) */
} xt_series;

void xt_series_free(xt_series *s);

/* Bucket of column c when n samples are spread over w columns: samples
 * [*first, *end), never empty (when w > n a sample spans several columns). */
void xt_series_bucket(size_t n, size_t w, size_t c, size_t *first, size_t *end);
/* The column that shows sample i (the first one when it spans several). */
size_t xt_series_col(size_t n, size_t w, size_t i);

/* v[0..n) into w columns (w >= 1, n >= 1), each the maximum of its bucket;
 * x[c] is the sample index of that maximum.  O(n + w). */
void xt_series_of(const int64_t *v, size_t n, size_t w, xt_series *out);

/* Points for JSON: at most max_points, one per bucket of samples, each
 * the bucket's maximum (so the overall maximum is always a point); every
 * sample when n <= max_points. */
void xt_series_points(const int64_t *v, size_t n, size_t max_points, xt_series *out);

/* ---- memory over time ------------------------------------------------- */

/* An allocator's bytes in use over [t0_ps, t1_ps) in w columns (time
 * buckets of equal length).  y[c] is the most in use at any instant of the
 * bucket: the level carried into it and every event inside; x[c] the time
 * of that maximum.  Before the allocator's first event the level is the
 * bytes in use before the capture.  Needs t1_ps > t0_ps. */
void xt_inuse_series(const xt_allocator *al, int64_t t0_ps, int64_t t1_ps, size_t w,
                     xt_series *out);
/* The same over columns [bound[c], bound[c + 1]) (w + 1 increasing
 * bounds, the last exclusive). */
void xt_inuse_series_bounds(const xt_allocator *al, const int64_t *bound, size_t w,
                            xt_series *out);

/* The allocator's events as JSON points: [t_ps of the bucket's maximum,
 * in use there], at most max_points, buckets of events. */
void xt_inuse_points(const xt_allocator *al, size_t max_points, xt_series *out);

/* What the time chart marks for one execution of the module. */
enum {
    XT_MARK_START = 1,        /* an execution starts in this column */
    XT_MARK_RETRY = 2,        /* it waited on allocator retries */
    XT_MARK_NEVER = 4,        /* it never launched a kernel */
    XT_MARK_SELECTED = 8,     /* the selected execution */
    XT_MARK_BREAK = 16,       /* a long stretch without events, one column */
    XT_MARK_RETRY_INFERRED = 32, /* its wait is inferred (a long allocation
                                    phase), not recorded */
};

/* Most stretches a time chart draws as one column each. */
#define XT_TIME_BREAKS 3

typedef struct xt_time_chart {
    const xt_allocator *al;
    int64_t t0_ps, t1_ps;     /* the capture's time: allocator events and executions */
    xt_series s;              /* in use, w columns */
    uint8_t *marks;           /* per column: XT_MARK_* */
    size_t nexecs;
    size_t *exec_col;         /* per execution of the module: its start column */
    int64_t pool;             /* the allocator's capacity */
    /* Column c covers [bound[c], bound[c + 1]).  Evenly spaced, except
     * that a stretch of a quarter or more of the axis with no allocator
     * event and no execution start or end (a 10 s retry wait beside
     * milliseconds of steps) is one column (XT_MARK_BREAK): the rest of
     * the axis keeps its resolution.  Longest first. */
    int64_t *bound;           /* w + 1 */
    size_t nbreaks;
    size_t break_col[XT_TIME_BREAKS];
    int64_t break_ps[XT_TIME_BREAKS]; /* the stretch's length */
    size_t break_exec[XT_TIME_BREAKS]; /* the module's execution (its
                                          number, 1 the first) the stretch
                                          lies inside; 0: none */
} xt_time_chart;

/* The chart data of allocator al (may be NULL: empty chart) for the
 * executions of module runtime mr (may be NULL) at width w; selected is an
 * index among mr's executions (SIZE_MAX: none).  Arrays malloc'd:
 * xt_time_chart_free. */
void xt_time_chart_build(const xt_allocator *al, const xt_runtime *rt,
                         const xt_module_runtime *mr, size_t selected, size_t w,
                         xt_time_chart *out);
/* Select another execution (`[` / `]`): the marks again, O(executions),
 * the series kept.  rt and mr as given to xt_time_chart_build. */
void xt_time_chart_select(xt_time_chart *c, const xt_runtime *rt, const xt_module_runtime *mr,
                          size_t selected);
void xt_time_chart_free(xt_time_chart *c);

#endif
