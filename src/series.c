/* series.c - downsampling that keeps every bucket's maximum, and the
 * allocator's bytes in use over time (series.h). */
#include "series.h"

#include <stdlib.h>
#include <string.h>

void xt_series_free(xt_series *s)
{
    free(s->y);
    free(s->x);
    memset(s, 0, sizeof *s);
}

void xt_series_bucket(size_t n, size_t w, size_t c, size_t *first, size_t *end)
{
    /* c * n fits: columns and samples are both far below 2^32 */
    size_t f = c * n / w;
    size_t e = (c + 1) * n / w;
    if (f >= n)
        f = n ? n - 1 : 0;
    if (e <= f)
        e = f + 1;
    *first = f;
    *end = e;
}

size_t xt_series_col(size_t n, size_t w, size_t i)
{
    if (!n || !w)
        return 0;
    if (i >= n)
        i = n - 1;
    size_t c = i * w / n, f, e;
    if (c >= w)
        c = w - 1;
    for (;;) {
        xt_series_bucket(n, w, c, &f, &e);
        if (e <= i && c + 1 < w)
            c++;
        else if (f > i && c > 0)
            c--;
        else
            break;
    }
    /* the first column showing i when samples span several columns */
    while (c > 0) {
        xt_series_bucket(n, w, c - 1, &f, &e);
        if (e <= i)
            break;
        c--;
    }
    return c;
}

static void alloc_cols(xt_series *out, size_t w)
{
    memset(out, 0, sizeof *out);
    out->w = w;
    out->y = xt_xcalloc(w ? w : 1, sizeof *out->y);
    out->x = xt_xcalloc(w ? w : 1, sizeof *out->x);
}

static void find_peak(xt_series *s)
{
    s->peak = 0;
    for (size_t c = 1; c < s->w; c++)
        if (s->y[c] > s->y[s->peak])
            s->peak = c;
}

void xt_series_of(const int64_t *v, size_t n, size_t w, xt_series *out)
{
    alloc_cols(out, w);
    out->x0 = 0;
    out->x1 = (int64_t)n;
    if (!n)
        return;
    if (w <= n) {
        /* one pass: the bucket boundaries move forward with i */
        size_t c = 0, f, e;
        xt_series_bucket(n, w, 0, &f, &e);
        out->y[0] = v[0];
        for (size_t i = 0; i < n; i++) {
            while (i >= e && c + 1 < w) {
                xt_series_bucket(n, w, ++c, &f, &e);
                out->y[c] = v[i];
                out->x[c] = (int64_t)i;
            }
            if (v[i] > out->y[c]) {
                out->y[c] = v[i];
                out->x[c] = (int64_t)i;
            }
        }
    } else {
        for (size_t c = 0; c < w; c++) {
            size_t f, e;
            xt_series_bucket(n, w, c, &f, &e);
            out->y[c] = v[f];
            out->x[c] = (int64_t)f;
        }
    }
    find_peak(out);
}

void xt_series_points(const int64_t *v, size_t n, size_t max_points, xt_series *out)
{
    xt_series_of(v, n, n < max_points ? n : max_points, out);
}

/* ---- memory over time ------------------------------------------------- */

/* End (exclusive) of time column c of w over [t0, t1). */
static int64_t col_end(int64_t t0, int64_t t1, size_t w, size_t c)
{
    if (c + 1 >= w)
        return t1;
    /* in double: a span of ps times a column count can pass 2^63 */
    return t0 + (int64_t)((double)(t1 - t0) * (double)(c + 1) / (double)w);
}

void xt_inuse_series(const xt_allocator *al, int64_t t0_ps, int64_t t1_ps, size_t w,
                     xt_series *out)
{
    alloc_cols(out, w);
    out->x0 = t0_ps;
    out->x1 = t1_ps;
    if (!w)
        return;
    int64_t level = al ? al->before_capture : 0;
    size_t k = 0, n = al ? al->nevents : 0;
    for (size_t c = 0; c < w; c++) {
        int64_t start = c ? col_end(t0_ps, t1_ps, w, c - 1) : t0_ps;
        int64_t end = col_end(t0_ps, t1_ps, w, c);
        out->y[c] = level;
        out->x[c] = start;
        for (; k < n && (al->events[k].t_ps < end || c + 1 == w); k++) {
            level = al->events[k].in_use;
            if (level > out->y[c]) {
                out->y[c] = level;
                out->x[c] = al->events[k].t_ps;
            }
        }
    }
    find_peak(out);
}

void xt_inuse_points(const xt_allocator *al, size_t max_points, xt_series *out)
{
    size_t n = al ? al->nevents : 0;
    if (!n) {
        alloc_cols(out, 0);
        out->w = 0;
        return;
    }
    int64_t *v = xt_xmalloc(n * sizeof *v);
    for (size_t i = 0; i < n; i++)
        v[i] = al->events[i].in_use;
    xt_series_points(v, n, max_points, out);
    free(v);
    for (size_t c = 0; c < out->w; c++)
        out->x[c] = al->events[out->x[c]].t_ps;
    out->x0 = al->events[0].t_ps;
    out->x1 = al->events[n - 1].t_ps + 1;
}

/* The column of time t among w over [t0, t1). */
static size_t time_col(int64_t t0, int64_t t1, size_t w, int64_t t)
{
    if (t <= t0 || t1 <= t0)
        return 0;
    if (t >= t1)
        return w - 1;
    size_t c = (size_t)((double)(t - t0) * (double)w / (double)(t1 - t0));
    return c < w ? c : w - 1;
}

void xt_time_chart_build(const xt_allocator *al, const xt_runtime *rt,
                         const xt_module_runtime *mr, size_t selected, size_t w,
                         xt_time_chart *out)
{
    memset(out, 0, sizeof *out);
    out->al = al;
    out->pool = al ? al->capacity : 0;
    if (!w)
        w = 1;
    bool any = false;
    int64_t t0 = 0, t1 = 0;
    if (al && al->nevents) {
        t0 = al->events[0].t_ps;
        t1 = al->events[al->nevents - 1].t_ps;
        any = true;
    }
    size_t nx = mr && rt ? mr->nexecs : 0;
    for (size_t i = 0; i < nx; i++) {
        const xt_exec *x = &rt->execs[mr->execs[i]];
        int64_t end = x->end_ps > x->start_ps ? x->end_ps : x->start_ps;
        if (!any || x->start_ps < t0)
            t0 = x->start_ps;
        if (!any || end > t1)
            t1 = end;
        any = true;
    }
    t1 += 1; /* [t0, t1): the last instant is inside */
    out->t0_ps = t0;
    out->t1_ps = t1;
    xt_inuse_series(al, t0, t1, w, &out->s);
    out->marks = xt_xcalloc(w, 1);
    out->nexecs = nx;
    out->exec_col = xt_xcalloc(nx ? nx : 1, sizeof *out->exec_col);
    for (size_t i = 0; i < nx; i++)
        out->exec_col[i] = time_col(t0, t1, w, rt->execs[mr->execs[i]].start_ps);
    xt_time_chart_select(out, rt, mr, selected);
}

void xt_time_chart_select(xt_time_chart *c, const xt_runtime *rt, const xt_module_runtime *mr,
                          size_t selected)
{
    memset(c->marks, 0, c->s.w ? c->s.w : 1);
    for (size_t i = 0; i < c->nexecs; i++) {
        const xt_exec *x = &rt->execs[mr->execs[i]];
        size_t col = c->exec_col[i];
        c->marks[col] |= XT_MARK_START;
        if (x->retry_wait_ps > 0)
            c->marks[col] |= XT_MARK_RETRY;
        if (!x->launched)
            c->marks[col] |= XT_MARK_NEVER;
        if (i == selected)
            c->marks[col] |= XT_MARK_SELECTED;
    }
}

void xt_time_chart_free(xt_time_chart *c)
{
    xt_series_free(&c->s);
    free(c->marks);
    free(c->exec_col);
    memset(c, 0, sizeof *c);
}
