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

/* b - a for b >= a, exact across the whole int64 range (a hostile
 * capture's times reach both ends). */
static uint64_t span_of(int64_t a, int64_t b)
{
    return (uint64_t)b - (uint64_t)a;
}

/* a + f (b - a) for 0 <= f <= 1, within [a, b]. */
static int64_t lerp(int64_t a, int64_t b, double f)
{
    uint64_t d = span_of(a, b), off = (uint64_t)((double)d * f);
    return (int64_t)((uint64_t)a + (off < d ? off : d));
}

/* w + 1 evenly spaced bounds over [t0, t1). */
static void even_bounds(int64_t t0, int64_t t1, size_t w, int64_t *b)
{
    for (size_t c = 0; c <= w; c++)
        /* in double: a span of ps times a column count can pass 2^63 */
        b[c] = c == 0 ? t0 : c == w ? t1 : lerp(t0, t1, (double)c / (double)w);
}

void xt_inuse_series_bounds(const xt_allocator *al, const int64_t *bound, size_t w,
                            xt_series *out)
{
    alloc_cols(out, w);
    if (!w)
        return;
    out->x0 = bound[0];
    out->x1 = bound[w];
    int64_t level = al ? al->before_capture : 0;
    size_t k = 0, n = al ? al->nevents : 0;
    for (size_t c = 0; c < w; c++) {
        int64_t end = bound[c + 1];
        out->y[c] = level;
        out->x[c] = bound[c];
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

void xt_inuse_series(const xt_allocator *al, int64_t t0_ps, int64_t t1_ps, size_t w,
                     xt_series *out)
{
    int64_t *b = xt_xmalloc((w + 1) * sizeof *b);
    even_bounds(t0_ps, t1_ps, w, b);
    xt_inuse_series_bounds(al, b, w, out);
    out->x0 = t0_ps;
    out->x1 = t1_ps;
    free(b);
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

/* The column of time t: the last c with bound[c] <= t. */
static size_t time_col(const int64_t *bound, size_t w, int64_t t)
{
    size_t lo = 0, hi = w; /* bound[lo] <= t (or lo = 0), the answer in [lo, hi) */
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (bound[mid] <= t)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* A stretch between two instants with nothing between them. */
typedef struct gap {
    int64_t a, b;
    size_t rank; /* among the breaks, longest first */
} gap;

/* Keeps the XT_TIME_BREAKS longest in top[], longest first. */
static void keep_gap(gap *top, size_t *n, int64_t a, int64_t b)
{
    size_t i = *n < XT_TIME_BREAKS ? (*n)++ : XT_TIME_BREAKS;
    while (i > 0 && span_of(top[i - 1].a, top[i - 1].b) < span_of(a, b)) {
        if (i < XT_TIME_BREAKS)
            top[i] = top[i - 1];
        i--;
    }
    if (i < XT_TIME_BREAKS)
        top[i] = (gap){ a, b, 0 };
}

static int cmp_i64(const void *x, const void *y)
{
    int64_t a = *(const int64_t *)x, b = *(const int64_t *)y;
    return (a > b) - (a < b);
}

static int cmp_gap_start(const void *x, const void *y)
{
    return cmp_i64(&((const gap *)x)->a, &((const gap *)y)->a);
}

/* The longest stretches between the instants the chart shows: allocator
 * events and the module's execution starts and ends.  None when the
 * events are out of time order (a hostile capture): a stretch could hide
 * an event. */
static size_t find_gaps(const xt_allocator *al, const xt_runtime *rt, const xt_module_runtime *mr,
                        gap *top)
{
    size_t nx = mr && rt ? mr->nexecs : 0, np = 2 * nx;
    int64_t *xp = xt_xmalloc((np ? np : 1) * sizeof *xp);
    for (size_t i = 0; i < nx; i++) {
        const xt_exec *x = &rt->execs[mr->execs[i]];
        xp[2 * i] = x->start_ps;
        xp[2 * i + 1] = x->end_ps > x->start_ps ? x->end_ps : x->start_ps;
    }
    qsort(xp, np, sizeof *xp, cmp_i64);
    size_t n = al ? al->nevents : 0, i = 0, j = 0, ng = 0;
    bool have = false;
    int64_t prev = 0;
    while (i < n || j < np) {
        int64_t t;
        if (j >= np || (i < n && al->events[i].t_ps <= xp[j])) {
            t = al->events[i].t_ps;
            if (i && t < al->events[i - 1].t_ps) {
                ng = 0;
                break;
            }
            i++;
        } else {
            t = xp[j++];
        }
        if (have && t > prev)
            keep_gap(top, &ng, prev, t);
        prev = t;
        have = true;
    }
    free(xp);
    return ng;
}

/* The bounds of w columns over [t0, t1) with each stretch in brk[0..nb)
 * (start order, disjoint, inside) one column: the instant a stretch
 * starts at stays in the column before it, the one it ends at starts the
 * column after.  The spans between share the other columns by length,
 * one at least each.  Returns the break columns in cols[]. */
static void break_bounds(int64_t t0, int64_t t1, size_t w, const gap *brk, size_t nb,
                         int64_t *bound, size_t *cols)
{
    int64_t seg_s[XT_TIME_BREAKS + 1], seg_e[XT_TIME_BREAKS + 1];
    double total = 0;
    for (size_t k = 0; k <= nb; k++) {
        seg_s[k] = k ? brk[k - 1].b : t0;
        seg_e[k] = k < nb ? brk[k].a + 1 : t1;
        total += (double)span_of(seg_s[k], seg_e[k]);
    }
    size_t spare = w - nb - (nb + 1), c = 0;
    double done = 0;
    size_t given = 0;
    for (size_t k = 0; k <= nb; k++) {
        done += (double)span_of(seg_s[k], seg_e[k]);
        size_t upto = k == nb ? spare : (size_t)((double)spare * done / total + 0.5);
        size_t nc = 1 + (upto > given ? upto - given : 0);
        given = upto > given ? upto : given;
        for (size_t q = 0; q < nc; q++)
            bound[c++] = lerp(seg_s[k], seg_e[k], (double)q / (double)nc);
        if (k < nb) {
            cols[k] = c;
            bound[c++] = brk[k].a + 1;
        }
    }
    bound[w] = t1;
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
    if (t1 < INT64_MAX)
        t1 += 1; /* [t0, t1): the last instant is inside */
    out->t0_ps = t0;
    out->t1_ps = t1;
    out->bound = xt_xmalloc((w + 1) * sizeof *out->bound);
    /* stretches of a quarter of the axis or more, when the chart has
     * room for them and a few columns around each */
    gap top[XT_TIME_BREAKS], brk[XT_TIME_BREAKS];
    size_t ng = w >= 16 ? find_gaps(al, rt, mr, top) : 0, nb = 0;
    for (size_t k = 0; k < ng; k++)
        if (span_of(top[k].a, top[k].b) >= 2 &&
            (double)span_of(top[k].a, top[k].b) >= (double)span_of(t0, t1) / 4)
            brk[nb++] = top[k];
    if (nb) {
        /* top[] is longest first: so are break_ps and break_col */
        for (size_t k = 0; k < nb; k++) {
            uint64_t len = span_of(brk[k].a, brk[k].b);
            out->break_ps[k] = len > INT64_MAX ? INT64_MAX : (int64_t)len;
            brk[k].rank = k;
            /* the execution a stretch lies inside (two gaps of 7.0 s and
             * 3.0 s beside a retry wait of 3.0 s, and nothing said whether
             * the step stalled 10 s or 3: a trial) */
            for (size_t i = 0; i < nx && !out->break_exec[k]; i++) {
                const xt_exec *x = &rt->execs[mr->execs[i]];
                if (x->start_ps <= brk[k].a && x->end_ps >= brk[k].b)
                    out->break_exec[k] = i + 1;
            }
        }
        qsort(brk, nb, sizeof *brk, cmp_gap_start);
        size_t cols[XT_TIME_BREAKS];
        break_bounds(t0, t1, w, brk, nb, out->bound, cols);
        for (size_t q = 0; q < nb; q++)
            out->break_col[brk[q].rank] = cols[q];
        out->nbreaks = nb;
    } else {
        even_bounds(t0, t1, w, out->bound);
    }
    xt_inuse_series_bounds(al, out->bound, w, &out->s);
    out->marks = xt_xcalloc(w, 1);
    out->nexecs = nx;
    out->exec_col = xt_xcalloc(nx ? nx : 1, sizeof *out->exec_col);
    for (size_t i = 0; i < nx; i++)
        out->exec_col[i] = time_col(out->bound, w, rt->execs[mr->execs[i]].start_ps);
    xt_time_chart_select(out, rt, mr, selected);
}

void xt_time_chart_select(xt_time_chart *c, const xt_runtime *rt, const xt_module_runtime *mr,
                          size_t selected)
{
    memset(c->marks, 0, c->s.w ? c->s.w : 1);
    for (size_t k = 0; k < c->nbreaks; k++)
        c->marks[c->break_col[k]] |= XT_MARK_BREAK;
    for (size_t i = 0; i < c->nexecs; i++) {
        const xt_exec *x = &rt->execs[mr->execs[i]];
        size_t col = c->exec_col[i];
        c->marks[col] |= XT_MARK_START;
        if (x->retry_wait_ps > 0)
            c->marks[col] |= x->retry_inferred ? XT_MARK_RETRY | XT_MARK_RETRY_INFERRED
                                               : XT_MARK_RETRY;
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
    free(c->bound);
    memset(c, 0, sizeof *c);
}
