/* test_charts.c - the heap over program order, the program-order cursor,
 * memory over time and the charts (issue 16): the cursor agrees with a
 * replay written here at every event, roles add up, series keep the peak,
 * --at agrees on the real captures, the charts draw in UTF-8 and ASCII. */
#include "common.h"
#include "scenarios.h"
#include "builder.h"
#include "charts.h"
#include "cursor.h"
#include "chart.h"
#include "report.h"
#include "minijson.h"

static char *g_dir;

static int setup(void **state)
{
    (void)state;
    g_dir = tmpdir();
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    rm_rf(g_dir);
    free(g_dir);
    return 0;
}

static void scenario(loaded *l, const char *name)
{
    char p[512];
    snprintf(p, sizeof p, "%s/%s.xplane.pb", g_dir, name);
    assert_int_equal(xb_write_scenario(name, p), 0);
    load_ok(l, p, NULL);
}

static void long_trace(loaded *l, size_t nevents, unsigned seed)
{
    char p[512];
    snprintf(p, sizeof p, "%s/long-%zu-%u.xplane.pb", g_dir, nevents, seed);
    assert_int_equal(xb_write_long_trace(p, nevents, 6, seed), 0);
    load_ok(l, p, NULL);
}

/* ---- an independent replay: the heap after every event ------------------------
 * Written from doc/capture-format.md's rules, not from plan.c or cursor.c:
 * a buffer id maps to its logical buffer; an allocation adds its size; a
 * share points the buffer at the root of the buffer it shares with and
 * adds the root's size if nothing held it; a free drops one hold of the
 * root and releases its bytes with the last. */
static int64_t *naive_heap(const xt_plan *p)
{
    const xt_hlo *hlo = p->hlo;
    const xt_heap_trace *tr = p->heap_trace;
    size_t nb = hlo->nlbufs;
    int64_t *out = calloc(tr->nevents + 1, sizeof *out);
    int64_t *holds = calloc(nb + 1, sizeof *holds), *bytes = calloc(nb + 1, sizeof *bytes);
    long *parent = malloc((nb + 1) * sizeof *parent);
    for (size_t i = 0; i < nb; i++)
        parent[i] = -1;
    int64_t heap = 0;
    for (size_t e = 0; e < tr->nevents; e++) {
        const xt_heap_event *ev = &tr->events[e];
        const xt_lbuf *lb = xt_hlo_lbuf(hlo, ev->buffer_id);
        if (lb) {
            long i = (long)(lb - hlo->lbufs), r = i;
            int64_t size = lb->size > 0 ? lb->size : 0;
            for (size_t k = 0; parent[r] >= 0 && k <= nb; k++)
                r = parent[r];
            if (ev->kind == XT_HEAP_ALLOC) {
                holds[i]++;
                bytes[i] += size;
                heap += size;
            } else if (ev->kind == XT_HEAP_FREE && holds[r] > 0 && --holds[r] == 0) {
                heap -= bytes[r];
                bytes[r] = 0;
            } else if (ev->kind == XT_HEAP_SHARE) {
                const xt_lbuf *cb = xt_hlo_lbuf(hlo, ev->share_with);
                long c = cb ? (long)(cb - hlo->lbufs) : -1, cr = c;
                for (size_t k = 0; cr >= 0 && parent[cr] >= 0 && k <= nb; k++)
                    cr = parent[cr];
                if (c >= 0 && cr != i && r != cr) {
                    parent[i] = c;
                    if (++holds[cr] == 1) {
                        int64_t cs = hlo->lbufs[cr].size > 0 ? hlo->lbufs[cr].size : 0;
                        bytes[cr] += cs;
                        heap += cs;
                    }
                }
            }
        }
        out[e] = heap;
    }
    free(holds);
    free(bytes);
    free(parent);
    return out;
}

static int64_t sum_roles(const int64_t r[XT_NROLES])
{
    int64_t s = 0;
    for (int i = 0; i < XT_NROLES; i++)
        s += r[i];
    return s;
}

/* The totals alone (the plan view's roles at each cursor step) are the
 * whole point's: event, instruction, heap, count and roles. */
static void same_totals(xt_cursor *c, const xt_heap_point *whole)
{
    xt_heap_point t;
    xt_cursor_totals(c, &t);
    xt_cursor_totals(c, &t); /* the second from its memo: the same */
    assert_null(t.live);
    assert_int_equal(t.event, whole->event);
    assert_ptr_equal(t.instruction, whole->instruction);
    assert_int_equal(t.heap, whole->heap);
    assert_int_equal(t.nlive, whole->nlive);
    for (int r = 0; r < XT_NROLES; r++)
        assert_int_equal(t.roles[r], whole->roles[r]);
}

/* The cursor's live set at e is plan.c's replay to e, buffer for buffer. */
static void same_point(const xt_plan *p, xt_cursor *c, size_t e)
{
    xt_arena ar = { 0 };
    xt_heap_point a, b;
    xt_cursor_set(c, e);
    assert_true(xt_cursor_point(c, &ar, &a));
    assert_true(xt_plan_replay_to(p, e, &ar, &b));
    assert_int_equal(a.event, b.event);
    assert_int_equal(a.heap, b.heap);
    assert_int_equal(a.heap_unpadded, b.heap_unpadded);
    assert_int_equal(a.nlive, b.nlive);
    for (int r = 0; r < XT_NROLES; r++)
        assert_int_equal(a.roles[r], b.roles[r]);
    same_totals(c, &a);
    for (size_t i = 0; i < a.nlive; i++) {
        assert_int_equal(a.live[i].bytes, b.live[i].bytes);
        assert_int_equal(a.live[i].unpadded, b.live[i].unpadded);
        assert_int_equal(a.live[i].lbuf_id, b.live[i].lbuf_id);
        assert_int_equal(a.live[i].role, b.live[i].role);
        assert_int_equal(a.live[i].born, b.live[i].born);
        assert_int_equal(a.live[i].died, b.live[i].died);
        assert_string_equal(a.live[i].shape, b.live[i].shape);
        assert_string_equal(a.live[i].source, b.live[i].source);
        /* what the cursor kept of a buffer described at an earlier step */
        assert_ptr_equal(a.live[i].instr, b.live[i].instr);
        assert_ptr_equal(a.live[i].via, b.live[i].via);
    }
    xt_arena_free(&ar);
}

/* Every module with a heap trace: the cursor at every event (forwards,
 * backwards, and jumping) has the naive heap, its roles add up to it, and
 * at every `full`-th event its live set is plan.c's. */
static size_t check_modules(loaded *l, size_t full)
{
    xt_host *h = l->an->host;
    size_t checked = 0;
    for (size_t m = 0; m < h->nmodules; m++) {
        const xt_plan *p = l->an->plans[m];
        xt_heap_index *hx = xt_heap_index_build(p);
        int64_t *values = xt_plan_heap_values(p); /* --json's series */
        if (!p->has_heap_trace || !p->heap_trace || !p->heap_trace->nevents) {
            assert_null(hx);
            assert_null(values);
            continue;
        }
        assert_non_null(hx);
        size_t n = p->trace_events;
        int64_t *want = naive_heap(p);
        assert_non_null(values);
        for (size_t e = 0; e < n; e++)
            assert_int_equal(values[e], want[e]);
        free(values);
        xt_cursor *c = xt_cursor_new(hx);
        assert_int_equal(xt_cursor_pos(c), p->peak_event);
        assert_int_equal(xt_cursor_heap(c), p->heap_peak);
        xt_arena ar = { 0 };
        for (size_t k = 0; k < 2 * n; k++) {
            /* forwards, then backwards */
            size_t e = k < n ? k : 2 * n - 1 - k;
            xt_cursor_set(c, e);
            assert_int_equal(xt_heap_index_at(hx, e), want[e]);
            assert_int_equal(xt_cursor_heap(c), want[e]);
            if (k % full == 0 || e == p->peak_event) {
                xt_heap_point pt;
                xt_cursor_point(c, &ar, &pt);
                assert_int_equal(pt.heap, want[e]);
                assert_int_equal(sum_roles(pt.roles), want[e]);
                same_totals(c, &pt);
                int64_t s = 0;
                for (size_t i = 0; i < pt.nlive; i++)
                    s += pt.live[i].bytes;
                assert_int_equal(s, want[e]);
            }
        }
        uint64_t rng = 88172645463325252ULL;
        for (size_t k = 0; k < 64; k++) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            size_t e = (size_t)(rng % n);
            xt_cursor_set(c, e);
            assert_int_equal(xt_cursor_heap(c), want[e]);
            if (k % 8 == 0)
                same_point(p, c, e);
        }
        same_point(p, c, p->peak_event);
        same_point(p, c, 0);
        same_point(p, c, n - 1);
        /* the series' maximum is the heap peak, at every width */
        for (size_t w = 1; w < 300; w += 37) {
            const xt_series *s = xt_heap_index_series(hx, w);
            assert_int_equal(s->w, w);
            assert_int_equal(s->y[s->peak], p->heap_peak);
        }
        xt_arena_free(&ar);
        xt_cursor_free(c);
        xt_heap_index_free(hx);
        free(want);
        checked++;
    }
    return checked;
}

static void cursor_scenarios(void **state)
{
    (void)state;
    const char *names[] = { "attention", "attention-jax011", "grads-kept", "no-donation",
                            "scan-fsdp", "other-live", "same-name-cuda", "bad-trace" };
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        loaded l;
        scenario(&l, names[i]);
        assert_true(check_modules(&l, 1) > 0 || !strcmp(names[i], "same-name-cuda"));
        load_free(&l);
    }
}

/* Buffers shown through one sharer, of one size, born together: the
 * order of a point is total (dying first, then by index), the same in
 * the cursor's merge and plan.c's sort, whatever order a qsort leaves
 * ties in (left to glibc's stable sort, an unstable one swapped their
 * deaths: a review).  A random trace of allocations, frees and shares
 * over 30 buffers of one size. */
static void cursor_shared_ties(void **state)
{
    (void)state;
    size_t tied = 0;
    for (unsigned seed = 1; seed <= 3; seed++) {
        uint64_t rng = seed * 2654435761ULL + 1;
        xb_space *s = xb_new();
        hb_module *m = hb_new("jit_ties", 5);
        int64_t comp = hb_comp(m, "main");
        int64_t b[30];
        for (size_t i = 0; i < 30; i++) {
            char name[32];
            const int64_t dims[] = { 16, -1 };
            snprintf(name, sizeof name, "fusion.%zu", i);
            int64_t in = hb_instr(m, comp, name, "fusion", 11, dims, i % 2 ? "jit(f)/dot" : "", "f.py", (int)i + 1);
            b[i] = hb_temp(m, in, 4096);
        }
        for (size_t e = 0; e < 500; e++) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            unsigned r = (unsigned)(rng % 10);
            int64_t x = b[(rng >> 8) % 30], y = (rng >> 20) % 3 ? b[(rng >> 24) % 30] : b[(rng >> 24) % 4];
            hb_trace_raw(m, r < 3 ? 0 : r < 6 ? 1 : 2, x, r < 6 ? 0 : y);
        }
        xb_module_hb(s, "jit_ties", 5, m);
        char p[512];
        snprintf(p, sizeof p, "%s/ties-%u.xplane.pb", g_dir, seed);
        assert_int_equal(xb_write(s, p, false), 0);
        xb_free(s);
        loaded l;
        load_ok(&l, p, NULL);
        const xt_plan *pl = l.an->plans[l.an->selected];
        xt_heap_index *hx = xt_heap_index_build(pl);
        assert_non_null(hx);
        xt_cursor *c = xt_cursor_new(hx);
        for (size_t e = 0; e < pl->trace_events; e++) {
            same_point(pl, c, e);
            xt_arena ar = { 0 };
            xt_heap_point pt;
            xt_cursor_point(c, &ar, &pt);
            for (size_t i = 0; i + 1 < pt.nlive; i++) {
                const xt_live_buf *x = &pt.live[i], *y = &pt.live[i + 1];
                tied += x->bytes == y->bytes && x->born == y->born && x->lbuf_id == y->lbuf_id;
                if (x->died != y->died)
                    assert_true(xt_live_buf_cmp(x, y) < 0);
            }
            xt_arena_free(&ar);
        }
        xt_cursor_free(c);
        xt_heap_index_free(hx);
        load_free(&l);
    }
    assert_true(tied > 100); /* the case is made */
}

/* Past several checkpoints: restores, steps across them, every event. */
static void cursor_long_trace(void **state)
{
    (void)state;
    loaded l;
    long_trace(&l, 3 * XT_CURSOR_CHECKPOINT + 777, 1);
    const xt_plan *p = l.an->plans[l.an->selected];
    assert_true(p->trace_events > 3 * XT_CURSOR_CHECKPOINT);
    assert_int_equal(check_modules(&l, 97), 1);
    /* the four roles all occur */
    xt_heap_index *hx = xt_heap_index_build(p);
    xt_cursor *c = xt_cursor_new(hx);
    xt_arena ar = { 0 };
    xt_heap_point pt;
    xt_cursor_point(c, &ar, &pt);
    for (int r = 0; r < XT_NROLES; r++)
        assert_true(pt.roles[r] > 0);
    xt_arena_free(&ar);
    xt_cursor_free(c);
    xt_heap_index_free(hx);
    load_free(&l);
}

/* ---- moves ------------------------------------------------------------------------ */

static bool is_local_peak(const int64_t *v, size_t n, size_t e)
{
    if (!(e ? v[e] > v[e - 1] : v[0] > 0))
        return false;
    for (size_t j = e + 1; j < n; j++)
        if (v[j] != v[e])
            return v[j] < v[e];
    return true;
}

static void cursor_moves(void **state)
{
    (void)state;
    loaded l;
    long_trace(&l, 20000, 2);
    const xt_plan *p = l.an->plans[l.an->selected];
    xt_heap_index *hx = xt_heap_index_build(p);
    const int64_t *v = xt_heap_index_values(hx);
    size_t n = xt_heap_index_events(hx);
    xt_cursor *c = xt_cursor_new(hx);
    xt_cursor_to_start(c);
    assert_int_equal(xt_cursor_pos(c), 0);
    xt_cursor_step(c, -5);
    assert_int_equal(xt_cursor_pos(c), 0);
    xt_cursor_step(c, 3);
    assert_int_equal(xt_cursor_pos(c), 3);
    xt_cursor_to_end(c);
    assert_int_equal(xt_cursor_pos(c), n - 1);
    xt_cursor_step(c, 10);
    assert_int_equal(xt_cursor_pos(c), n - 1);
    /* every local peak, forwards, then backwards: the same ones */
    xt_cursor_to_start(c);
    size_t found = 0, last = 0, *peaks = malloc(n * sizeof *peaks);
    bool saw_peak = false;
    while (xt_cursor_local_peak(c, +1, 0)) {
        size_t e = xt_cursor_pos(c);
        assert_true(found == 0 || e > last);
        assert_true(is_local_peak(v, n, e));
        saw_peak |= e == p->peak_event;
        peaks[found++] = last = e;
    }
    assert_true(found > 10);
    assert_true(saw_peak);
    for (size_t e = 0; e < n; e++)
        if (is_local_peak(v, n, e))
            assert_true(found-- > 0);
    assert_int_equal(found, 0);
    xt_cursor_to_end(c);
    while (xt_cursor_local_peak(c, -1, 0))
        found++;
    free(peaks);
    /* columns: from the start to the last column in w - 1 moves */
    size_t w = 69;
    xt_cursor_to_start(c);
    size_t moves = 0;
    while (xt_cursor_column(c, +1, w))
        moves++;
    assert_int_equal(moves, w - 1);
    assert_int_equal(xt_series_col(n, w, xt_cursor_pos(c)), w - 1);
    while (xt_cursor_column(c, -1, w))
        moves--;
    assert_int_equal(moves, 0);
    assert_int_equal(xt_series_col(n, w, xt_cursor_pos(c)), 0);
    /* chart-level peaks land on a column's maximum */
    xt_cursor_to_start(c);
    const xt_series *s = xt_heap_index_series(hx, w);
    while (xt_cursor_local_peak(c, +1, w)) {
        size_t col = xt_series_col(n, w, xt_cursor_pos(c));
        assert_int_equal(xt_cursor_heap(c), s->y[col]);
    }
    /* ... and backwards from the end, every column's maximum before the
     * cursor is reached, its own column's first (the heap peak in the
     * last column was skipped: "no local peak before") */
    xt_cursor_to_end(c);
    size_t ecol = xt_series_col(n, w, n - 1);
    bool back = xt_cursor_local_peak(c, -1, w);
    bool ecol_peak = ecol == 0 || s->y[ecol - 1] <= s->y[ecol];
    if ((size_t)s->x[ecol] < n - 1 && ecol_peak) {
        assert_true(back);
        assert_int_equal(xt_cursor_pos(c), (size_t)s->x[ecol]);
    } else if (back) {
        /* the own column's most is no peak (a falling tail): a column
         * that is one, not "a local peak" lower than its neighbour */
        size_t col = xt_series_col(n, w, xt_cursor_pos(c));
        assert_true(col < ecol);
        assert_int_equal(xt_cursor_heap(c), s->y[col]);
        assert_true(col == 0 || s->y[col - 1] <= s->y[col]);
        assert_true(s->y[col + 1] <= s->y[col]);
    }
    /* the cursor after the heap peak in the peak's own column: "(" goes
     * to the peak */
    size_t pcol = xt_series_col(n, w, p->peak_event), e2 = p->peak_event;
    while (e2 + 1 < n && xt_series_col(n, w, e2 + 1) == pcol)
        e2++;
    assert_true(e2 > p->peak_event); /* the column holds events after it */
    xt_cursor_set(c, e2);
    assert_true(xt_cursor_local_peak(c, -1, w));
    assert_int_equal(xt_cursor_pos(c), p->peak_event);
    xt_cursor_to_peak(c);
    assert_int_equal(xt_cursor_pos(c), p->peak_event);
    /* a lifetime: from its allocation to its free, named */
    xt_arena ar = { 0 };
    xt_heap_point pt;
    xt_cursor_point(c, &ar, &pt);
    assert_true(pt.nlive > 0);
    xt_lifetime lt = xt_buf_lifetime(p, &pt.live[0]);
    /* (to is the root's last free: a sharer may hold it longer) */
    assert_true(lt.from <= p->peak_event && lt.from < lt.to);
    assert_string_equal(lt.from_instr, p->heap_trace->events[lt.from].instruction_name);
    xt_text t;
    xt_text_init(&t, &ar);
    xt_view_live_buf(&t, l.an, l.an->selected, &pt, 0, 80);
    char *detail = xt_text_plain(&t, 80, false);
    char want[256];
    snprintf(want, sizeof want, "live from event %zu (%s) to ", lt.from + 1, lt.from_instr);
    assert_non_null(strstr(detail, want));
    free(detail);
    xt_text_free(&t);
    /* the key that jumps to the buffer's allocation: it is live there */
    xt_cursor_set(c, lt.from);
    assert_true(xt_cursor_heap(c) >= pt.live[0].bytes);
    xt_heap_point at_from;
    xt_cursor_point(c, &ar, &at_from);
    bool born_here = false;
    for (size_t i = 0; i < at_from.nlive; i++)
        born_here |= at_from.live[i].born == lt.from;
    assert_true(born_here);
    xt_arena_free(&ar);
    xt_cursor_free(c);
    xt_heap_index_free(hx);
    load_free(&l);
}

/* ---- series ------------------------------------------------------------------------ */

static void downsample_keeps_peak(void **state)
{
    (void)state;
    uint64_t rng = 12345;
    for (size_t n = 1; n < 2000; n = n * 3 + 1) {
        int64_t *v = malloc(n * sizeof *v);
        for (size_t i = 0; i < n; i++) {
            rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
            v[i] = (int64_t)(rng % 1000);
        }
        size_t top = 0;
        for (size_t i = 1; i < n; i++)
            if (v[i] > v[top])
                top = i;
        for (size_t w = 1; w < 700; w = w * 2 + 1) {
            xt_series s;
            xt_series_of(v, n, w, &s);
            assert_int_equal(s.w, w);
            assert_int_equal(s.y[s.peak], v[top]);
            assert_int_equal(s.peak, xt_series_col(n, w, top));
            /* each column is the maximum of its bucket; buckets tile [0, n) */
            size_t covered = 0;
            for (size_t c = 0; c < w; c++) {
                size_t f, e;
                xt_series_bucket(n, w, c, &f, &e);
                int64_t mx = v[f];
                for (size_t i = f; i < e; i++)
                    mx = v[i] > mx ? v[i] : mx;
                assert_int_equal(s.y[c], mx);
                assert_int_equal(v[s.x[c]], mx);
                assert_true(xt_series_col(n, w, (size_t)s.x[c]) <= c);
                if (w <= n) {
                    assert_int_equal(f, covered);
                    covered = e;
                }
            }
            if (w <= n)
                assert_int_equal(covered, n);
            xt_series_free(&s);
            xt_series_points(v, n, XT_SERIES_JSON_POINTS, &s);
            assert_true(s.w <= XT_SERIES_JSON_POINTS);
            assert_int_equal(s.y[s.peak], v[top]);
            assert_int_equal(s.x[s.peak], (int64_t)top);
            xt_series_free(&s);
        }
        free(v);
    }
}

static void inuse_over_time(void **state)
{
    (void)state;
    loaded l;
    long_trace(&l, 500, 3);
    xt_analysis *an = l.an;
    size_t m = an->selected;
    xt_analysis_prepare(an, m);
    const xt_allocator *al = xt_analysis_pool(an, m);
    const xt_module_runtime *mr = xt_analysis_mrt(an, m);
    assert_non_null(al);
    assert_int_equal(mr->nexecs, 6);
    int64_t most = al->before_capture;
    for (size_t i = 0; i < al->nevents; i++)
        most = al->events[i].in_use > most ? al->events[i].in_use : most;
    assert_int_equal(most, al->window_peak);
    for (size_t w = 1; w < 400; w += 41) {
        xt_time_chart tc;
        xt_time_chart_build(al, an->rt, mr, 2, w, &tc);
        assert_int_equal(tc.s.y[tc.s.peak], most);
        size_t starts = 0, never = 0, sel = 0;
        for (size_t c = 0; c < w; c++) {
            starts += (tc.marks[c] & XT_MARK_START) != 0;
            never += (tc.marks[c] & XT_MARK_NEVER) != 0;
            sel += (tc.marks[c] & XT_MARK_SELECTED) != 0;
        }
        assert_true(starts >= 1 && starts <= 6);
        assert_int_equal(never, 1);
        assert_int_equal(sel, 1);
        assert_true(tc.marks[tc.exec_col[5]] & XT_MARK_NEVER);
        assert_true(tc.marks[tc.exec_col[5]] & XT_MARK_RETRY);
        assert_true(tc.marks[tc.exec_col[2]] & XT_MARK_SELECTED);
        /* ']' twice: the selected mark moves, nothing else changes */
        xt_time_chart_select(&tc, an->rt, mr, 4);
        assert_true(tc.marks[tc.exec_col[4]] & XT_MARK_SELECTED);
        assert_true(tc.marks[tc.exec_col[5]] & XT_MARK_NEVER);
        if (tc.exec_col[2] != tc.exec_col[4])
            assert_false(tc.marks[tc.exec_col[2]] & XT_MARK_SELECTED);
        assert_int_equal(tc.s.y[tc.s.peak], most);
        xt_time_chart_free(&tc);
    }
    xt_series pts;
    xt_inuse_points(al, 16, &pts);
    assert_true(pts.w <= 16);
    assert_int_equal(pts.y[pts.peak], al->window_peak);
    xt_series_free(&pts);
    load_free(&l);
}

/* ---- charts -------------------------------------------------------------------------- */

/* The character at column col of s is glyph g. */
static bool glyph_at(const char *s, int col, const char *g)
{
    for (int c = 0; *s && c < col; s++)
        c += ((unsigned char)s[1] & 0xc0) != 0x80;
    return !strncmp(s, g, strlen(g));
}

static const char *row_text(const xt_text *t, size_t r, int cols, bool utf8)
{
    static char buf[8192];
    return xt_text_row_plain(t, r, buf, sizeof buf, cols, utf8);
}

/* Column (in characters) of the first occurrence of glyph g in s, -1 if none. */
static int col_of(const char *s, const char *g)
{
    const char *at = strstr(s, g);
    if (!at)
        return -1;
    int c = 0;
    for (const char *q = s; q < at; q++)
        c += ((unsigned char)*q & 0xc0) != 0x80;
    return c;
}

/* The pool's line is drawn in the row whose band holds it, so a bar above
 * that row is above the pool, and only bars past it are drawn as bad: at
 * 3 rows a 2.79 GiB pool of a 3.41 GiB scale was drawn on the middle row
 * ([1.14, 2.27]) and a 2.40 GiB column rose above it (a trial at 80x24).
 * A ramp of 60 columns from 0 to the scale's top, at 2 to 8 rows. */
static void pool_line_in_its_band(void **state)
{
    (void)state;
    enum { N = 60 };
    int64_t v[N];
    const int64_t top = 3664773120LL, pool = 2998927360LL; /* 3.41 / 2.79 GiB */
    for (size_t i = 0; i < N; i++)
        v[i] = top * (int64_t)(i + 1) / N;
    for (int h = 2; h <= 8; h++) {
        xt_series s;
        xt_series_of(v, N, N, &s);
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_chart_line line = { pool, "pool", true, false, false };
        xt_chart_marks mk = { SIZE_MAX, SIZE_MAX, SIZE_MAX, NULL, SIZE_MAX, NULL, NULL };
        xt_chart_opts o = { XT_CHART_AXIS_W + N, h, true, false, 0, false };
        assert_int_equal(xt_chart_draw(&t, &s, &line, 1, &mk, &o), top);
        int pool_row = -1; /* text row, 0 = top */
        for (int r = 0; r < h; r++)
            if (strstr(row_text(&t, (size_t)r, 1000, true), "\xe2\x95\x90")) /* ═ */
                pool_row = r;
        assert_true(pool_row >= 0);
        /* the band of that row holds the pool */
        int rb = h - 1 - pool_row;
        if (!((double)pool > (double)top * rb / h && (double)pool <= (double)top * (rb + 1) / h))
            fail_msg("%d rows: the pool on row %d (band %d)", h, pool_row, rb);
        for (int r = 0; r <= pool_row; r++) {
            const xt_row *row = &t.rows[r];
            int col = -XT_CHART_AXIS_W;
            for (size_t k = row->first; k < row->first + row->count; k++) {
                const xt_span *sp = &t.spans[k];
                int nch = 0; /* a span padded to its width: the label */
                for (const char *q = sp->text ? sp->text : ""; *q; q++)
                    nch += ((unsigned char)*q & 0xc0) != 0x80;
                int pad = sp->width > nch ? sp->width - nch : 0;
                col += sp->right ? pad : 0;
                for (const char *q = sp->text ? sp->text : ""; *q; q++) {
                    if (((unsigned char)*q & 0xc0) == 0x80)
                        continue;
                    if (col >= 0 && col < N) {
                        bool bar = (unsigned char)*q == 0xe2 && (unsigned char)q[1] == 0x96 &&
                                   (unsigned char)q[2] >= 0x81 && (unsigned char)q[2] <= 0x88;
                        /* above the pool's row: a bar only past the pool */
                        if (bar && r < pool_row && v[col] <= pool)
                            fail_msg("%d rows: column %d (%lld) has a bar above the pool", h, col,
                                     (long long)v[col]);
                        if (bar && (sp->attr == XT_A_BAD) != (v[col] > pool))
                            fail_msg("%d rows, row %d: column %d (%lld) %s bad", h, r, col,
                                     (long long)v[col], sp->attr == XT_A_BAD ? "drawn" : "not drawn");
                    }
                    col++;
                }
                col += sp->right ? 0 : pad;
            }
        }
        xt_text_free(&t);
        xt_arena_free(&ar);
        xt_series_free(&s);
    }
}

/* top_floor: the scale's top at least that (a comparison's two sides on
 * one scale), the pool's line drawn within 1.5 times it, not only the
 * data's peak. */
static void chart_top_floor(void **state)
{
    (void)state;
    int64_t v[10];
    for (int i = 0; i < 10; i++)
        v[i] = (int64_t)(i + 1) * 100;
    xt_series s;
    xt_series_of(v, 10, 10, &s);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_chart_line line = { 2800, "pool", true, false, false };
    xt_chart_marks mk = { SIZE_MAX, SIZE_MAX, SIZE_MAX, NULL, SIZE_MAX, NULL, NULL };
    xt_chart_opts o = { XT_CHART_AXIS_W + 10, 4, false, false, 0, false };
    /* alone: the pool (2.8x the peak) left to the legend, the top the peak */
    assert_int_equal(xt_chart_draw(&t, &s, &line, 1, &mk, &o), 1000);
    /* on a scale of 3400: the top 3400, the pool drawn in it */
    xt_text_free(&t);
    xt_text_init(&t, &ar);
    o.top_floor = 3400;
    assert_int_equal(xt_chart_draw(&t, &s, &line, 1, &mk, &o), 3400);
    bool drawn = false;
    for (size_t r = 0; r < t.nrows; r++)
        drawn |= strstr(row_text(&t, r, 1000, false), "==") != NULL;
    assert_true(drawn);
    xt_text_free(&t);
    xt_arena_free(&ar);
    xt_series_free(&s);
}

static void heap_chart_draws(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "attention");
    size_t m = l.an->selected;
    xt_analysis_prepare(l.an, m);
    const xt_plan *p = l.an->plans[m];
    const xt_allocator *pool = xt_analysis_pool(l.an, m);
    xt_heap_index *hx = xt_heap_index_build(p);
    size_t n = p->trace_events;
    char buf[32], pool_label[32];
    xt_fmt_bytes(buf, sizeof buf, p->heap_peak);
    xt_fmt_bytes(pool_label, sizeof pool_label, pool->capacity);
    int widths[2] = { 80, 200 };
    for (int wi = 0; wi < 2; wi++)
        for (int u = 0; u < 2; u++) {
            bool utf8 = u;
            int width = widths[wi], height = 8;
            xt_arena ar = { 0 };
            xt_text t;
            xt_text_init(&t, &ar);
            xt_chart_opts o = { width, height, utf8, false, 0, false };
            xt_lifetime span = { 3, 30, "a", "b", true };
            xt_chart_heap(&t, hx, pool, 10, &span, &o);
            size_t w = xt_chart_plot_width(width);
            assert_int_equal(w, (size_t)width - XT_CHART_AXIS_W);
            for (size_t r = 0; r < t.nrows; r++)
                assert_true(xt_utf8_width(row_text(&t, r, 1000, utf8)) <= (size_t)width);
            /* the y axis: the peak on top, 0 B on the x axis */
            const char *top = row_text(&t, 0, width, utf8);
            assert_int_equal(strncmp(top + (9 - strlen(buf)), buf, strlen(buf)), 0);
            assert_int_equal(col_of(top, utf8 ? "\xe2\x94\xa4" : "+"), 10);
            const char *axis = row_text(&t, (size_t)height, width, utf8);
            assert_int_equal(strncmp(axis, "      0 B", 9), 0);
            /* the cursor on the x axis, the lifetime beside it; in ASCII
             * the cursor is '!', not the axis's own '+' (its corner: a
             * cursor on the first column read "0 B ++---") */
            int cur = XT_CHART_AXIS_W + (int)xt_series_col(n, w, 10);
            const char *cg = utf8 ? "\xe2\x94\x8a" : "!"; /* ┊ */
            assert_true(glyph_at(axis, cur, cg));
            /* above the axis, where no bar is, the same glyph: not the y
             * axis's '│' (a cursor beside the axis read as a second one) */
            int above = 0;
            for (int r = 0; r < height; r++) {
                const char *row = row_text(&t, (size_t)r, width, utf8);
                assert_false(glyph_at(row, cur, utf8 ? "\xe2\x94\x82" : "|"));
                above += glyph_at(row, cur, cg);
            }
            assert_true(above > 0);
            axis = row_text(&t, (size_t)height, width, utf8); /* row_text's buffer is shared */
            assert_true(col_of(axis, utf8 ? "\xe2\x94\x81" : "*") > 10);
            if (!utf8) {
                assert_int_equal(col_of(axis, "+"), 10);
                assert_null(strchr(axis + 11, '+'));
            }
            /* the peak marker under the peak's column */
            const char *marks = row_text(&t, (size_t)height + 1, width, utf8);
            assert_int_equal(col_of(marks, utf8 ? "\xe2\x96\xb2" : "^"),
                             XT_CHART_AXIS_W + (int)xt_series_col(n, w, p->peak_event));
            /* the pool line (2.79 GiB of a 3.41 GiB scale) on its row, labelled */
            int pool_row = height - 1 - (int)((double)pool->capacity * height / (double)p->heap_peak);
            const char *pr = row_text(&t, (size_t)pool_row, width, utf8);
            assert_true(col_of(pr, utf8 ? "\xe2\x95\x90" : "=") > 10);
            assert_non_null(strstr(pr, pool_label));
            for (int r = 0; r < height; r++)
                if (r != pool_row)
                    assert_int_equal(col_of(row_text(&t, (size_t)r, width, utf8),
                                            utf8 ? "\xe2\x95\x90" : "="), -1);
            /* ASCII is ASCII, and its legend says what the ramp's glyphs
             * and the cursor's are; UTF-8's eighths need no key */
            if (!utf8) {
                char *all = xt_text_plain(&t, width, false);
                for (const char *q = all; *q; q++)
                    assert_true((unsigned char)*q < 0x80);
                if (!strstr(all, "\n  # full row, : half or more, . less\n") ||
                    !strstr(all, "\n  ! cursor at event 11: "))
                    fail_msg("ASCII legend:\n%s", all);
                free(all);
            } else {
                char *all = xt_text_plain(&t, width, true);
                assert_null(strstr(all, "full row"));
                assert_non_null(strstr(all, "\n  \xe2\x94\x8a cursor at event 11: ")); /* ┊ */
                free(all);
                assert_non_null(strstr(row_text(&t, (size_t)height - 1, width, true), "\xe2\x96\x88"));
            }
            xt_text_free(&t);
            xt_arena_free(&ar);
        }
    /* a low pane's chart: no x labels, the legend's glyphs side by side,
     * in order (peak, the ASCII ramp's key, pool, temp), each in the first
     * row with room for it, every row within the width, none left out (the
     * pool went missing at 40 columns, the temp line at 22) */
    int lw[3] = { 80, 40, 22 };
    int nrows_utf8[3] = { 1, 2, 3 };
    for (int k = 0; k < 3; k++)
        for (int u = 1; u >= 0; u--) {
            bool utf8 = u;
            xt_arena ar = { 0 };
            xt_text t;
            xt_text_init(&t, &ar);
            xt_chart_opts o = { lw[k], 4, utf8, true, 0, false };
            xt_chart_heap(&t, hx, pool, 10, NULL, &o);
            size_t legend_rows = t.nrows - (4 + 2) - 1; /* plot, axis, marks; the cursor line */
            char leg[1024] = "";
            for (size_t r = 4 + 2; r < t.nrows - 1; r++) {
                const char *row = row_text(&t, r, 1000, utf8);
                if ((int)xt_utf8_width(row) > lw[k])
                    fail_msg("%d columns: legend row '%s' wider", lw[k], row);
                snprintf(leg + strlen(leg), sizeof leg - strlen(leg), "%s\n", row);
            }
            char want[96];
            snprintf(want, sizeof want, "  %s peak %s", utf8 ? "\xe2\x96\xb2" : "^", buf);
            if (strncmp(leg, want, strlen(want)))
                fail_msg("%d columns: legend '%s'", lw[k], leg);
            char pool_part[64];
            snprintf(pool_part, sizeof pool_part, "%s pool %s", utf8 ? "\xe2\x95\x90" : "=", pool_label);
            char temp_part[64];
            /* the temp line (at the peak) shares the pool's row: "= peak" */
            snprintf(temp_part, sizeof temp_part, "%s temp = peak", utf8 ? "\xe2\x94\x80" : "-");
            if (!strstr(leg, pool_part) || !strstr(leg, temp_part))
                fail_msg("%d columns: legend without the pool or temp:\n%s", lw[k], leg);
            if (utf8) {
                assert_null(strstr(leg, "full row"));
                assert_int_equal(legend_rows, nrows_utf8[k]);
            } else {
                /* the ramp's key whole, or glyph by glyph where it is wider
                 * than the pane */
                assert_true(strstr(leg, "# full row, : half or more, . less") ||
                            (lw[k] < 36 && strstr(leg, "  # full row") && strstr(leg, "  : half or more") &&
                             strstr(leg, "  . less")));
                assert_true(legend_rows >= (size_t)nrows_utf8[k]);
            }
            /* at 4 rows the pool (2.79 GiB of 3.41) is on the row whose
             * band holds it, the top one ([2.56, 3.41]), labelled with the
             * scale's top and the line tagged with its figure where the
             * row has room: on the second row (the row whose top edge was
             * nearest, [1.70, 2.56]) bars of 2.40 GiB rose above it, the
             * heap crossing the pool half a GiB early (a trial at 80x24) */
            const char *top0 = row_text(&t, 0, 1000, utf8);
            char tag[64];
            snprintf(tag, sizeof tag, " pool %s ", pool_label);
            if (lw[k] == 80 && (!strstr(top0, tag) || (utf8 && !strstr(top0, "\xe2\x95\x90"))))
                fail_msg("80 columns: the pool's row '%s'", top0);
            /* labelled with the scale's top, a tag fitting (" pool " at
             * 40 columns) or not (22 columns; the legend names the line):
             * the pool's figure there read as the most in use, and the
             * same data had another top at 120x40 (helper-176) */
            const char *lab = buf;
            if (strncmp(top0 + (9 - strlen(lab)), lab, strlen(lab)))
                fail_msg("%d columns: top row '%s'", lw[k], top0);
            const char *row1 = row_text(&t, 1, 1000, utf8);
            if (strstr(row1, pool_label) || strstr(row1, utf8 ? "\xe2\x95\x90" : "="))
                fail_msg("%d columns: the pool on the second row '%s'", lw[k], row1);
            char last[32]; /* the x axis's right label */
            snprintf(last, sizeof last, "event %zu", n);
            for (size_t r = 0; r < t.nrows; r++) {
                assert_null(strstr(row_text(&t, r, 1000, utf8), last));
                assert_null(strstr(row_text(&t, r, 1000, utf8), "heap peak"));
            }
            assert_non_null(strstr(row_text(&t, t.nrows - 1, 1000, utf8), " cursor at event 11: "));
            xt_text_free(&t);
            xt_arena_free(&ar);
        }
    /* a pool above the chart (an 8-GPU capture's 144 GiB, which went
     * missing at 80x24; a TPU's 31.2 GiB kept an arrow nothing explained):
     * named after the temp line drawn, with where it is in words */
    xt_allocator big = *pool;
    big.capacity = 144LL * GiB;
    int bw[3] = { 40, 55, 80 };
    for (int k = 0; k < 3; k++)
        for (int u = 1; u >= 0; u--) {
            bool utf8 = u;
            xt_arena ar2 = { 0 };
            xt_text t2;
            xt_text_init(&t2, &ar2);
            xt_chart_opts o2 = { bw[k], 4, utf8, true, 0, false };
            xt_chart_heap(&t2, hx, &big, 10, NULL, &o2);
            char *all = xt_text_plain(&t2, 1000, utf8);
            /* (its label where it takes no row more: an audit) */
            const char *pool_at = strstr(all, utf8 ? "\xe2\x95\x90 pool 144.0 GiB, above the chart"
                                                   : "= pool 144.0 GiB, above the chart");
            if (!pool_at)
                pool_at = strstr(all, utf8 ? "\xe2\x95\x90 pool 144.0 GiB (measured), above the chart"
                                           : "= pool 144.0 GiB (measured), above the chart");
            if (!pool_at)
                pool_at = strstr(all, utf8 ? "\xe2\x95\x90 pool 144.0 GiB (measured) above"
                                           : "= pool 144.0 GiB (measured) above");
            const char *temp_at = strstr(all, utf8 ? "\xe2\x94\x80 temp " : "- temp ");
            if (!pool_at || !temp_at || temp_at > pool_at || strstr(all, "\xe2\x86\x91") ||
                strstr(all, "(up)") || strstr(all, "(above)"))
                fail_msg("%d columns, %s: legend with the pool above:\n%s", bw[k], utf8 ? "UTF-8" : "ASCII",
                         all);
            for (size_t r = 4 + 2; r + 1 < t2.nrows; r++) /* the legend's rows */
                assert_true(xt_utf8_width(row_text(&t2, r, 1000, utf8)) <= (size_t)bw[k]);
            free(all);
            xt_text_free(&t2);
            xt_arena_free(&ar2);
        }
    /* the label kept where "above" in one word makes room for it, as at
     * gpu8-fails's 80x24 (it read "pool 8.00 GiB, above the chart": a
     * trial): from 35 columns on (under them the row is the pane's) */
    for (int width = 20; width <= 120; width++) {
        xt_arena ar2 = { 0 };
        xt_text t2;
        xt_text_init(&t2, &ar2);
        xt_chart_opts o2 = { width, 4, true, true, 0, false };
        xt_chart_heap(&t2, hx, &big, 10, NULL, &o2);
        char *all = xt_text_plain(&t2, 1000, true);
        const char *form = strstr(all, "pool 144.0 GiB (measured), above the chart") ? "whole"
                           : strstr(all, "pool 144.0 GiB (measured) above")           ? "short"
                           : strstr(all, "pool 144.0 GiB, above the chart")           ? "plain"
                                                                                      : "other";
        if (!strcmp(form, "other") || (width >= 35 && !strcmp(form, "plain")))
            fail_msg("%d columns: the pool's legend %s:\n%s", width, form, all);
        free(all);
        xt_text_free(&t2);
        xt_arena_free(&ar2);
    }
    /* a pane narrower than the pool's row: no "(measured)" pushing
     * ", above the chart" off it (a review: "pool 8.00 GiB (measured),
     * ab…" at 34 columns) */
    for (int width = 20; width <= 46; width++) {
        xt_arena ar2 = { 0 };
        xt_text t2;
        xt_text_init(&t2, &ar2);
        xt_chart_opts o2 = { width, 4, true, true, 0, false };
        xt_chart_heap(&t2, hx, &big, 10, NULL, &o2);
        for (size_t r = 0; r < t2.nrows; r++) {
            const char *row = row_text(&t2, r, 1000, true);
            if (strstr(row, "pool 144.0 GiB (measured)") && (int)xt_utf8_width(row) > width)
                fail_msg("%d columns: '%s' wider", width, row);
        }
        xt_text_free(&t2);
        xt_arena_free(&ar2);
    }
    xt_heap_index_free(hx);
    load_free(&l);
}

/* The live set at the cursor's "all live here" row: the count and its
 * word after the figures where they fit, else in the label ("all 23
 * buffers live here"), never a bare "23" (an 80x24 trial). */
static void all_live_row_keeps_its_word(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "attention");
    size_t m = l.an->selected;
    xt_analysis_prepare(l.an, m);
    xt_heap_index *hx = xt_heap_index_build(l.an->plans[m]);
    xt_cursor *c = xt_cursor_new(hx);
    xt_cursor_to_peak(c);
    xt_arena ar = { 0 };
    xt_heap_point pt;
    assert_true(xt_cursor_point(c, &ar, &pt));
    const int widths[2] = { 53, 100 };
    const char *want[2] = { "  all 23 buffers live here    3.41 GiB   100%",
                            "  all live here               3.41 GiB   100%  23 buffers" };
    for (int k = 0; k < 2; k++) {
        xt_text t;
        xt_text_init(&t, &ar);
        t.screen = true;
        xt_view_live_at(&t, l.an, m, &pt, widths[k]);
        char *all = xt_text_plain(&t, 200, false);
        if (!strstr(all, want[k]))
            fail_msg("%d columns: no '%s':\n%s", widths[k], want[k], all);
        free(all);
        xt_text_free(&t);
    }
    xt_arena_free(&ar);
    xt_cursor_free(c);
    xt_heap_index_free(hx);
    load_free(&l);
}

static void time_chart_draws(void **state)
{
    (void)state;
    loaded l;
    long_trace(&l, 400, 4);
    size_t m = l.an->selected;
    xt_analysis_prepare(l.an, m);
    const xt_allocator *al = xt_analysis_pool(l.an, m);
    for (int u = 0; u < 2; u++) {
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_chart_opts o = { 80, 6, u, false, 0, false };
        xt_time_chart tc;
        xt_time_chart_build(al, l.an->rt, xt_analysis_mrt(l.an, m), SIZE_MAX,
                            xt_chart_plot_width(80), &tc);
        xt_view_runtime_chart(&t, l.an, m, &tc, &o);
        /* title, 6 rows, axis, marks */
        const char *marks = row_text(&t, 8, 80, u);
        assert_int_equal(col_of(marks, "X"), XT_CHART_AXIS_W + (int)tc.exec_col[5]);
        assert_true(col_of(marks, "|") >= XT_CHART_AXIS_W);
        char *all = xt_text_plain(&t, 80, u);
        assert_non_null(strstr(all, "X never launched"));
        assert_non_null(strstr(all, "pool "));
        assert_true((strstr(all, "\n  # full row, : half or more, . less\n") != NULL) == !u);
        free(all);
        xt_time_chart_free(&tc);
        xt_text_free(&t);
        xt_arena_free(&ar);
    }
    load_free(&l);
}

/* other-live: two executions 10 ms apart, then a retry wait of 10 s.  On
 * an even axis both shared its first column and the growth between them
 * was invisible; the wait is one column (a break) and the rest keeps its
 * resolution.  The legend lists the marks drawn: the selected execution's
 * mark covers the X and the R, and the legend says so instead of listing
 * marks that are nowhere on the chart. */
static void time_chart_legend_drawn(void **state)
{
    (void)state;
    loaded l;
    scenario(&l, "other-live");
    size_t m = l.an->selected;
    xt_analysis_prepare(l.an, m);
    const xt_allocator *al = xt_analysis_pool(l.an, m);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_chart_opts o = { 80, 6, false, false, 0, false };
    xt_time_chart tc;
    /* the last execution selected, as the TUI opens it */
    size_t w = xt_chart_plot_width(80);
    xt_time_chart_build(al, l.an->rt, xt_analysis_mrt(l.an, m), 1, w, &tc);
    xt_view_runtime_chart(&t, l.an, m, &tc, &o);
    assert_int_equal(tc.nbreaks, 1);
    const xt_exec *x1 = &l.an->rt->execs[xt_analysis_mrt(l.an, m)->execs[1]];
    /* the wait, from the execution's last allocator event on */
    assert_true(tc.break_ps[0] <= x1->end_ps - x1->start_ps);
    assert_true(tc.break_ps[0] > (x1->end_ps - x1->start_ps) / 10 * 9);
    assert_true(tc.exec_col[0] < tc.exec_col[1]);
    assert_true(tc.exec_col[1] < tc.break_col[0]);
    /* most columns go to the 12 ms before the wait */
    assert_true(tc.exec_col[1] - tc.exec_col[0] > w / 2);
    const char *axis = row_text(&t, 7, 80, false);
    /* ASCII's gap is '/': '~' says an inferred wait (the executions'
     * "~10.0 s"), and was both (a trial) */
    assert_int_equal(col_of(axis, "/"), XT_CHART_AXIS_W + (int)tc.break_col[0]);
    assert_int_equal(col_of(axis, "~"), -1);
    const char *marks = row_text(&t, 8, 80, false);
    assert_int_equal(col_of(marks, "X"), -1);
    assert_int_equal(col_of(marks, "R"), -1);
    assert_int_equal(col_of(marks, "|"), XT_CHART_AXIS_W + (int)tc.exec_col[0]);
    char *all = xt_text_plain(&t, 120, false);
    assert_null(strstr(all, "X never launched"));
    assert_null(strstr(all, "R retry wait"));
    /* the wait's label is the execution's (an inferred wait said
     * "waited (retry)" with none: a trial) */
    assert_true(x1->retry_wait_ps > 0);
    assert_non_null(strstr(all, x1->retry_inferred ? "| start  ^ selected: never launched, waited (inferred)\n"
                                                   : "| start  ^ selected: never launched, waited (measured)\n"));
    /* the other label: the same chart with the selected column's wait
     * marked the other way */
    for (size_t c = 0; c < tc.s.w; c++)
        if (tc.marks[c] & XT_MARK_SELECTED)
            tc.marks[c] ^= XT_MARK_RETRY_INFERRED;
    xt_text t2;
    xt_text_init(&t2, &ar);
    xt_view_runtime_chart(&t2, l.an, m, &tc, &o);
    char *all2 = xt_text_plain(&t2, 120, false);
    assert_non_null(strstr(all2, x1->retry_inferred ? "never launched, waited (measured)\n"
                                                    : "never launched, waited (inferred)\n"));
    free(all2);
    xt_text_free(&t2);
    /* the gap said with the execution it lies inside (two gaps beside a
     * retry wait of another length, and nothing said whether the step
     * stalled for both: a trial) */
    assert_int_equal(tc.break_exec[0], 2);
    assert_non_null(strstr(all, "in use (measured): most 2.18 GiB; / gap of 10.0 s inside execution 2\n"));
    /* ASCII's ramp said under the bars' figure (a trial read ':' and '.' as data) */
    assert_non_null(strstr(all, "; / gap of 10.0 s inside execution 2\n  # full row, : half or more, . less\n"));
    assert_non_null(strstr(all, "\n  = pool 2.79 GiB (GPU_0_bfc)\n"));
    free(all);
    /* the bars step: 800 MiB, then 2.16 GiB after the device_put */
    int64_t lo = tc.s.y[tc.exec_col[0]], hi = tc.s.y[tc.exec_col[1]];
    assert_true(lo < hi);
    xt_time_chart_free(&tc);
    /* too narrow for a break, and out of time order: an even axis */
    xt_time_chart_build(al, l.an->rt, xt_analysis_mrt(l.an, m), 1, 12, &tc);
    assert_int_equal(tc.nbreaks, 0);
    assert_int_equal(tc.exec_col[0], tc.exec_col[1]);
    xt_time_chart_free(&tc);
    /* 3 rows and every column's bar covering the pool's row: the legend
     * says "under the bars" rather than name a line that is not drawn (a
     * trial looked for it) */
    int64_t v[4] = { al->capacity, al->capacity, al->capacity, al->capacity };
    xt_time_chart full = { 0 };
    full.al = al;
    full.pool = al->capacity;
    xt_series_of(v, 4, w, &full.s);
    xt_text t3;
    xt_text_init(&t3, &ar);
    xt_chart_opts o3 = { 80, 3, false, false, 0, false };
    xt_chart_time(&t3, &full, &o3);
    all = xt_text_plain(&t3, 120, false);
    assert_non_null(strstr(all, "\n  = pool 2.79 GiB (GPU_0_bfc): under the bars\n"));
    assert_null(strstr(row_text(&t3, 0, 80, false), "="));
    free(all);
    xt_series_free(&full.s);
    xt_text_free(&t3);
    xt_text_free(&t);
    xt_arena_free(&ar);
    load_free(&l);
}

/* The time axis's end labels tell the span: a 33.8 ms chart 1.6 s into a
 * real capture read "1.6 s ... 1.7 s" beside a table of "1634.168 ms", and
 * a 15 ms one "2.8 s ... 2.8 s" (a trial); a long axis keeps one decimal. */
static void time_chart_axis_labels(void **state)
{
    (void)state;
    static const struct {
        int64_t from_ns, to_ns;
        const char *left, *right;
    } cases[] = {
        { 1633704060, 1667516233, "1.634 s", "1.668 s" },
        { 2762000000, 2775000000, "2.762 s", "2.775 s" },
        { 5000000, 10005000000, "5.0 ms", "10.0 s" },
        { 2000000, 272114000, "2.0 ms", "272.1 ms" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
        xt_mem_event ev[4];
        memset(ev, 0, sizeof ev);
        for (int i = 0; i < 4; i++) {
            ev[i].t_ps = (cases[k].from_ns + (cases[k].to_ns - cases[k].from_ns) * i / 3) * 1000;
            ev[i].alloc = true;
            ev[i].in_use = (i + 1) * 100;
        }
        xt_allocator al = { 0 };
        al.name = "GPU_0_bfc";
        al.capacity = 1000;
        al.nevents = 4;
        al.events = ev;
        xt_time_chart tc;
        xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 60, &tc);
        xt_arena ar = { 0 };
        xt_text t;
        xt_text_init(&t, &ar);
        xt_chart_opts o = { 60 + XT_CHART_AXIS_W, 4, true, false, 0, false };
        xt_chart_time(&t, &tc, &o);
        char *all = xt_text_plain(&t, 120, true);
        char want[128];
        snprintf(want, sizeof want, " %s ", cases[k].left);
        if (!strstr(all, want) || !strstr(all, xt_arena_printf(&ar, " %s\n", cases[k].right)))
            fail_msg("want '%s' ... '%s':\n%s", cases[k].left, cases[k].right, all);
        /* no execution, no marks: the labels right under the axis (a
         * blank row was there, in the report and at 80x24: a trial) */
        const char *axis = strstr(all, "0 B \xe2\x94\x94");
        const char *next = axis ? strchr(axis, '\n') : NULL;
        if (!next || strncmp(next + 1 + XT_CHART_AXIS_W, cases[k].left, strlen(cases[k].left)))
            fail_msg("not under the axis:\n%s", all);
        free(all);
        /* a low pane's (compact): no row of time labels, the "in use"
         * line kept (the TUI dropped a row by its place, and took that
         * one once the marks' row was gone); the two ends on the axis's
         * own line instead (at 80x24 the chart had no time: a trial) */
        xt_text_free(&t);
        xt_text_init(&t, &ar);
        o.compact_legend = true;
        xt_chart_time(&t, &tc, &o);
        all = xt_text_plain(&t, 120, true);
        axis = strstr(all, "0 B \xe2\x94\x94");
        next = axis ? strchr(axis, '\n') : NULL;
        char *axis_row = axis && next ? xt_arena_printf(&ar, "%.*s", (int)(next - axis), axis) : "";
        if (!strstr(axis_row, xt_arena_printf(&ar, "\xe2\x94\x94\xe2\x94\x80 %s \xe2\x94\x80", cases[k].left)) ||
            !strstr(axis_row, xt_arena_printf(&ar, "\xe2\x94\x80 %s \xe2\x94\x80", cases[k].right)) ||
            strncmp(next + 1, "  in use (measured): most ", 26))
            fail_msg("compact:\n%s", all);
        free(all);
        xt_text_free(&t);
        xt_arena_free(&ar);
        xt_time_chart_free(&tc);
    }
}

/* Breaks on a hand-made allocator: the stretches of a quarter of the axis
 * or more, longest first, each one column; the bounds increase; every
 * event lands in its own column; out of time order: an even axis. */
static void time_chart_breaks(void **state)
{
    (void)state;
    xt_mem_event ev[6];
    int64_t at[6] = { 0, 10, 3000, 3010, 9000, 9010 };
    memset(ev, 0, sizeof ev);
    for (int i = 0; i < 6; i++) {
        ev[i].t_ps = at[i] * 1000000; /* us */
        ev[i].alloc = true;
        ev[i].in_use = (i + 1) * 100;
    }
    xt_allocator al = { 0 };
    al.name = "GPU_0_bfc";
    al.capacity = 1000;
    al.nevents = 6;
    al.events = ev;
    xt_time_chart tc;
    xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 60, &tc);
    assert_int_equal(tc.nbreaks, 2);
    assert_int_equal(tc.break_ps[0], 5990000000);
    assert_int_equal(tc.break_ps[1], 2990000000);
    assert_true(tc.break_col[1] < tc.break_col[0]);
    assert_true(tc.marks[tc.break_col[0]] & XT_MARK_BREAK);
    assert_true(tc.marks[tc.break_col[1]] & XT_MARK_BREAK);
    for (size_t c = 0; c < 60; c++)
        assert_true(tc.bound[c] <= tc.bound[c + 1]);
    assert_int_equal(tc.bound[0], 0);
    assert_int_equal(tc.bound[60], 9010000001);
    /* the break columns hold the level carried through the stretch */
    assert_int_equal(tc.s.y[tc.break_col[1]], 200);
    assert_int_equal(tc.s.y[tc.break_col[0]], 400);
    assert_int_equal(tc.s.y[59], 600);
    /* the three short spans share the other 58 columns by length */
    assert_int_equal(tc.s.y[0], 100);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_chart_opts o = { 60 + XT_CHART_AXIS_W, 4, true, false, 0, false };
    xt_chart_time(&t, &tc, &o);
    char *all = xt_text_plain(&t, 120, true);
    if (!strstr(all, "most 600 B; \xe2\x89\x88 gaps of 6.0 ms, 3.0 ms"))
        fail_msg("legend: %s", all);
    free(all);
    xt_text_free(&t);
    xt_arena_free(&ar);
    xt_time_chart_free(&tc);
    /* a narrow pane: the legend's words give way before its gaps' units
     * ("gaps of 44.5 m…" at 80 columns: a trial) */
    xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 30, &tc);
    assert_int_equal(tc.nbreaks, 2);
    xt_text_init(&t, &ar);
    xt_chart_opts on = { 30 + XT_CHART_AXIS_W, 4, true, false, 0, false };
    xt_chart_time(&t, &tc, &on);
    all = xt_text_plain(&t, 120, true);
    if (!strstr(all, "\n  most 600 B; \xe2\x89\x88 gaps 6.0 ms, 3.0 ms\n"))
        fail_msg("narrow legend: %s", all);
    free(all);
    xt_text_free(&t);
    /* a pane a little wider: "in use" goes before the figure's label
     * (the heading above, cut, had it: "in use: most 1.61 GiB" had none,
     * a trial) */
    xt_text_init(&t, &ar);
    on.width = 49;
    xt_chart_time(&t, &tc, &on);
    all = xt_text_plain(&t, 120, true);
    if (!strstr(all, "\n  most 600 B (measured); \xe2\x89\x88 gaps of 6.0 ms, 3.0 ms\n"))
        fail_msg("legend at 49: %s", all);
    free(all);
    xt_text_free(&t);
    xt_arena_free(&ar);
    xt_time_chart_free(&tc);
    /* narrower and narrower: a word gone, or the label, does not come
     * back ("of" went at 49-51 columns and came back at 41-48: a trial) */
    bool had_of = true, had_label = true;
    for (int w = 60; w >= 30; w--) {
        xt_text_init(&t, &ar);
        on.width = w;
        xt_chart_time(&t, &tc, &on);
        all = xt_text_plain(&t, 120, true);
        const char *most = strstr(all, "most "), *eol = most ? strchr(most, '\n') : NULL;
        if (!most || !eol)
            fail_msg("%d: %s", w, all);
        bool of = strstr(most, "gaps of ") && strstr(most, "gaps of ") < eol,
             label = strstr(most, "(measured)") && strstr(most, "(measured)") < eol;
        if ((of && !had_of) || (label && !had_label))
            fail_msg("%d: a word back: %s", w, all);
        had_of = of;
        had_label = label;
        free(all);
        xt_text_free(&t);
    }
    xt_arena_free(&ar);
    /* a short axis of the same shape: no room, no break */
    xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 15, &tc);
    assert_int_equal(tc.nbreaks, 0);
    xt_time_chart_free(&tc);
    /* times at both ends of int64 (a hostile capture): no overflow (the
     * UBSan build runs this), the bounds still increase */
    int64_t ends[6] = { INT64_MIN, INT64_MIN + 1, -1, 0, INT64_MAX - 1, INT64_MAX };
    for (int i = 0; i < 6; i++)
        ev[i].t_ps = ends[i];
    xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 60, &tc);
    assert_int_equal(tc.nbreaks, 2);
    assert_int_equal(tc.break_ps[0], INT64_MAX - 1); /* 2^63 - 2 ps, twice */
    assert_int_equal(tc.break_ps[1], INT64_MAX - 1);
    for (size_t c = 0; c < 60; c++)
        assert_true(tc.bound[c] <= tc.bound[c + 1]);
    xt_time_chart_free(&tc);
    /* out of time order: a stretch could hide an event */
    for (int i = 0; i < 6; i++)
        ev[i].t_ps = at[i] * 1000000;
    ev[2].t_ps = 5000000;
    xt_time_chart_build(&al, NULL, NULL, SIZE_MAX, 60, &tc);
    assert_int_equal(tc.nbreaks, 0);
    xt_time_chart_free(&tc);
}

/* ---- --at and the JSON series on the real captures ------------------------------- */

static char *json_of(loaded *l, int64_t at)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    xt_json_opts o = { .at = at };
    assert_int_equal(xt_json_write_opts(f, &l->cap, &l->an, &o), 0);
    fclose(f);
    return buf;
}

static void at_real_captures(void **state)
{
    (void)state;
    const char *paths[] = { DATA("jax08-rocm-mi300x-conv-8gpu"), DATA("jax-rocm-mi300x-conv-8gpu-legacy"),
                            DATA("jax08-rocm-mi300x-attention"), DATA("jax-tpu-v6e-inference"),
                            DATA("tf-gpu-v100-multiworker") };
    size_t with_trace = 0;
    for (size_t k = 0; k < sizeof paths / sizeof *paths; k++) {
        loaded l;
        load_ok(&l, paths[k], NULL);
        check_modules(&l, 7);
        size_t m = l.an->selected;
        if (m >= l.an->host->nmodules || !l.an->plans[m]->has_heap_trace) {
            load_free(&l);
            continue;
        }
        with_trace++;
        const xt_plan *p = l.an->plans[m];
        int64_t *want = naive_heap(p);
        int64_t ats[3] = { 1, (int64_t)p->trace_events / 2 + 1, XT_AT_PEAK };
        for (int i = 0; i < 3; i++) {
            size_t e = xt_at_event(p, ats[i]);
            char *doc = json_of(&l, ats[i]);
            jv v;
            assert_int_equal(jdoc(doc, &v), 0);
            const jv *host = jget(jget(&v, "hosts"), "#0");
            char key[32];
            snprintf(key, sizeof key, "#%zu", m);
            const jv *plan = jget(jget(jget(host, "modules"), key), "plan");
            const jv *at = jget(plan, "live_at");
            assert_non_null(at);
            assert_int_equal((int64_t)jget(at, "event")->num, (int64_t)e + 1);
            assert_int_equal((int64_t)jget(at, "heap_bytes")->num, want[e]);
            const jv *bufs = jget(at, "buffers");
            double sum = 0, roles = 0;
            for (size_t b = 0; b < bufs->n; b++)
                sum += jget(&bufs->items[b], "bytes")->num;
            const jv *r = jget(at, "roles");
            for (size_t b = 0; b < r->n; b++)
                roles += r->items[b].num;
            assert_int_equal((int64_t)sum, want[e]);
            assert_int_equal((int64_t)roles, want[e]);
            /* heap_series: at most 512 points, the peak one of them */
            const jv *hs = jget(plan, "heap_series");
            assert_true(hs->n >= 1 && hs->n <= XT_SERIES_JSON_POINTS);
            bool peak = false;
            for (size_t b = 0; b < hs->n; b++) {
                int64_t ev = (int64_t)hs->items[b].items[0].num, y = (int64_t)hs->items[b].items[1].num;
                assert_int_equal(y, want[ev - 1]);
                assert_true(y <= p->heap_peak);
                peak |= ev == (int64_t)p->peak_event + 1 && y == p->heap_peak;
            }
            assert_true(peak);
            const jv *is = jget(jget(host, "runtime"), "in_use_series");
            assert_non_null(is);
            if (is->t == J_ARR) {
                const xt_allocator *al = xt_analysis_pool(l.an, m);
                double most = 0;
                assert_true(is->n <= XT_SERIES_JSON_POINTS);
                for (size_t b = 0; b < is->n; b++)
                    most = is->items[b].items[1].num > most ? is->items[b].items[1].num : most;
                assert_int_equal((int64_t)most, al->window_peak);
            }
            jfree(&v);
            free(doc);
        }
        free(want);
        load_free(&l);
    }
    assert_true(with_trace >= 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(downsample_keeps_peak),
        cmocka_unit_test(cursor_scenarios),
        cmocka_unit_test(cursor_long_trace),
        cmocka_unit_test(cursor_shared_ties),
        cmocka_unit_test(cursor_moves),
        cmocka_unit_test(inuse_over_time),
        cmocka_unit_test(pool_line_in_its_band),
        cmocka_unit_test(chart_top_floor),
        cmocka_unit_test(heap_chart_draws),
        cmocka_unit_test(all_live_row_keeps_its_word),
        cmocka_unit_test(time_chart_draws),
        cmocka_unit_test(time_chart_legend_drawn),
        cmocka_unit_test(time_chart_breaks),
        cmocka_unit_test(time_chart_axis_labels),
        cmocka_unit_test(at_real_captures),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
