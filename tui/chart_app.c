/* chart_app.c - the charts of the TUI (issue 16): see chart_app.h.  No
 * curses here either: the charts are rows of the right pane's text model,
 * the first rows, which frame.c keeps at the top of the pane. */
#include "chart_app.h"
#include "compare_app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

_Static_assert((int)XT_T_CUR_ROLE > (int)XT_T_ARRAYGROUP,
               "the row kinds of the live set at the cursor are apart from app.h's groups");

/* One module's heap index and cursors, built the first time it is shown. */
typedef struct chart_mod {
    uint64_t serial;       /* the key: the analysis's serial, and */
    size_t module;         /* the module's index in its host */
    const xt_plan *plan;   /* a->an[host]->plans[module] */
    xt_heap_index *hx;     /* NULL: no heap trace */
    xt_cursor *cur;        /* the program-order cursor (starts at the peak) */
    xt_cursor *sel;        /* where a buffer detail's live set was taken */
    /* the live set described at cur's (0) and sel's (1) event, kept while
     * it stays there: a key in the list at the cursor described 200,000
     * buffers to draw one's lifetime, 100 ms a key (a review) */
    struct point_memo {
        xt_arena ar;
        xt_heap_point pt;
        size_t at; /* the event + 1; 0: none */
        bool ok;
    } memo[2];
} chart_mod;

typedef struct xt_chart_state {
    chart_mod *mods;
    size_t nmods, capmods;
    /* the runtime chart, for one (pool, module, width) at a time */
    xt_time_chart tc;
    bool tc_ok;
    uint64_t tc_serial;         /* of the analysis it was built from */
    const xt_allocator *tc_al;
    const xt_module_runtime *tc_mr;
    size_t tc_w, tc_sel;
    bool aside;                 /* building a text other than the right pane's: an export */
    const xt_view *pin_view;    /* the view whose first pin_rows rows are a chart */
    size_t pin_rows;
    const xt_view *chart_view;  /* the view whose rows [chart_r0, chart_r1) of the pane are a chart */
    size_t chart_r0, chart_r1;
    bool to_live;               /* a cursor key on the plan view: its pane cursor to the live set */
    /* the role row to_live put the pane's cursor on (the largest role),
     * and the key that did it (xt_app.keyno): the next key moves it to
     * the largest again, unless another key came between */
    bool auto_role;
    size_t auto_row, auto_module;
    unsigned long auto_key;
    int auto_depth;
    bool to_chart;              /* a or f on a detail: its pane on the chart (under the facts) */
    const xt_view *scroll_view; /* where the rows under the chart were scrolled to */
    int scroll_depth;
    size_t scroll_top;
    size_t scroll_ph;           /* the rows under the chart then */
    bool to_heading;            /* [ ] { } moved the selection: the rows under the chart start at its section's heading */
    bool under_heading;         /* a chart key put the cursor on a role: its heading in sight, scrolloff or not */
    int chart_w;                /* the width the heap chart was last drawn at */
    /* the rows [plot_r0, plot_r1) of the pinned chart that a click moves
     * its cursor on: the plot and its axis, not the marks or the legend
     * under them */
    size_t plot_r0, plot_r1;
    double key_t0, key_ms, build_ms;
} xt_chart_state;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static xt_analysis *an(xt_app *a) { return a->an[a->host]; }
static xt_navframe *frame(xt_app *a) { return &a->stack[a->depth]; }

static xt_chart_state *state(xt_app *a)
{
    if (!a->charts)
        a->charts = xt_xcalloc(1, sizeof *a->charts);
    return a->charts;
}

/* Whether the analysis with this serial is still loaded (in a run of
 * many hosts, the others are freed as hosts are opened; in a comparison,
 * either side's). */
static bool serial_loaded(const xt_app *a, uint64_t serial)
{
    for (int k = 0; k < (a->cmp ? 2 : 1); k++) {
        const xt_capture *c = a->cmp ? a->cmp->cap[k] : a->cap;
        xt_analysis *const *v = a->cmp ? a->cmp->an[k] : a->an;
        for (size_t i = 0; c && v && i < c->nhosts; i++)
            if (v[i] && v[i]->serial == serial)
                return true;
    }
    return false;
}

static void mod_free(chart_mod *cm)
{
    xt_cursor_free(cm->cur);
    xt_cursor_free(cm->sel);
    xt_heap_index_free(cm->hx);
    for (int i = 0; i < 2; i++)
        xt_arena_free(&cm->memo[i].ar);
}

/* The live set at cursor c (cm->cur or cm->sel) as xt_cursor_point
 * describes it, kept until c moves; *out's buffers are the memo's. */
static bool point_of(chart_mod *cm, xt_cursor *c, xt_heap_point *out)
{
    struct point_memo *m = &cm->memo[c == cm->sel];
    size_t at = xt_cursor_pos(c) + 1;
    if (c == cm->sel && cm->memo[0].at == at && cm->cur && xt_cursor_pos(cm->cur) + 1 == at)
        m = &cm->memo[0]; /* a buffer opened where the cursor is: its list's set */
    if (m->at != at) {
        xt_arena_free(&m->ar);
        m->ok = xt_cursor_point(c, &m->ar, &m->pt);
        m->at = at;
    }
    *out = m->pt;
    return m->ok;
}

/* The current module's index and cursors; NULL without a module.  Keyed
 * by the analysis's serial: a host freed and another loaded at its address
 * is another key; the entries of freed analyses go when a new one is made
 * (a run's hosts opened one after another once kept every index, and took
 * a freed one for a new host's at the same address: a crash). */
static chart_mod *module(xt_app *a)
{
    if (a->module >= an(a)->host->nmodules)
        return NULL;
    xt_chart_state *st = state(a);
    const xt_plan *p = an(a)->plans[a->module];
    uint64_t serial = an(a)->serial;
    for (size_t i = 0; i < st->nmods; i++)
        if (st->mods[i].serial == serial && st->mods[i].module == a->module)
            return &st->mods[i];
    size_t kept = 0;
    for (size_t i = 0; i < st->nmods; i++) {
        if (serial_loaded(a, st->mods[i].serial))
            st->mods[kept++] = st->mods[i];
        else
            mod_free(&st->mods[i]);
    }
    st->nmods = kept;
    if (st->nmods == st->capmods) {
        st->capmods = st->capmods ? 2 * st->capmods : 8;
        st->mods = xt_xrealloc(st->mods, st->capmods * sizeof *st->mods);
    }
    chart_mod *cm = &st->mods[st->nmods++];
    memset(cm, 0, sizeof *cm);
    cm->serial = serial;
    cm->module = a->module;
    cm->plan = p;
    cm->hx = xt_heap_index_build(p);
    if (cm->hx) {
        cm->cur = xt_cursor_new(cm->hx);
        cm->sel = xt_cursor_new(cm->hx);
    }
    return cm;
}

xt_cursor *xt_chart_cursor(xt_app *a)
{
    chart_mod *cm = module(a);
    return cm ? cm->cur : NULL;
}

size_t xt_chart_cached(const xt_app *a)
{
    return a->charts ? a->charts->nmods : 0;
}

double xt_chart_last_ms(const xt_app *a, bool key)
{
    if (!a->charts)
        return 0;
    return key ? a->charts->key_ms : a->charts->build_ms;
}

/* Drawing for a file: ASCII, the whole legend, nothing pinned.  An
 * export builds the view once, into a text of its own (xt_app_export). */
static bool for_file(xt_app *a) { return state(a)->aside; }

/* Every build starts here: is it the screen's? */
static void begin(xt_app *a, const xt_text *t)
{
    xt_chart_state *st = state(a);
    st->aside = t != &a->right;
    if (!st->aside) { /* the pinned rows and the chart's rows are the screen's */
        st->pin_view = NULL;
        st->chart_view = NULL;
    }
}

/* Rows [r0, r1) of the pane's text are view v's chart (screen builds). */
static void mark_chart(xt_app *a, const xt_view *v, size_t r0, size_t r1)
{
    xt_chart_state *st = state(a);
    if (st->aside)
        return;
    st->chart_view = v;
    st->chart_r0 = r0;
    st->chart_r1 = r1;
}

bool xt_chart_row(const xt_app *a, size_t r)
{
    const xt_chart_state *st = a->charts;
    return st && st->chart_view && st->chart_view == a->stack[a->depth].view && r >= st->chart_r0 &&
           r < st->chart_r1;
}

void xt_chart_free(xt_app *a)
{
    xt_chart_state *st = a->charts;
    if (!st)
        return;
    for (size_t i = 0; i < st->nmods; i++)
        mod_free(&st->mods[i]);
    free(st->mods);
    if (st->tc_ok)
        xt_time_chart_free(&st->tc);
    free(st);
    a->charts = NULL;
}

/* ---- drawing ------------------------------------------------------------------ */

/* Rows the pane shows under its title. */
static int pane_rows(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    return l.body_h - 1;
}

/* The rows a build lays its chart out for: the pane's, or for an export
 * those of a 40-row pane whatever the window (an export at 60x20 had no
 * chart at all, one at 80x24 the compact one; the file is read later,
 * not on this screen) */
enum { FILE_ROWS = 40 };
static int rows_for(xt_app *a)
{
    int h = pane_rows(a);
    /* a comparison's side drawn on both sides' scale: laid out as with the
     * diagnosis pane at its full share, whatever its rows, so that BEFORE
     * and AFTER draw their charts as high as each other (at 120x40
     * BEFORE's 17 diagnosis rows left its heap chart 5 plot rows, AFTER's
     * "No memory problem found" 14: 3.41 GiB and 1.29 GiB as tall, x
     * between them showed no change, a trial) */
    if (xt_cmp_side_scale(a) > 0 || xt_cmp_side_rt_scale(a) > 0) {
        bool open = a->diag_open;
        size_t nrows = a->diag.nrows;
        a->diag_open = true;
        a->diag.nrows = 0;
        xt_layout l;
        xt_app_layout(a, &l);
        a->diag_open = open;
        a->diag.nrows = nrows;
        if (l.body_h - 1 < h)
            h = l.body_h - 1 > 1 ? l.body_h - 1 : 1;
    }
    return for_file(a) && h < FILE_ROWS ? FILE_ROWS : h;
}

/* A pane under this many rows (80x24, 120x40 with the diagnosis open)
 * gets the compact chart: no x labels nor legend, fewer plot rows, so
 * the plan's first lines and the live set at the cursor show under it. */
enum { LOW_PANE = 30 };
static bool low_pane(xt_app *a) { return rows_for(a) < LOW_PANE; }

/* Plot rows for a pane h rows high: in a low pane about a quarter of it
 * (4 at 80x24), else about a half less the legend, at most 14. */
static int plot_rows(int h)
{
    int r = h < LOW_PANE ? (h + 2) / 4 : (h - 6) / 2;
    return r < 3 ? 3 : r > 14 ? 14 : r;
}

/* Charts need this many columns and rows (a 3-row plot with its axis,
 * marks and cursor line, and a few rows under it); smaller panes show the
 * views as they were. */
static bool chart_fits(const xt_app *a, int w, int h)
{
    return !a->charts_off && w >= XT_CHART_AXIS_W + 16 && h >= 12; /* 'c' hides them */
}

bool xt_chart_room(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    return l.right_w - 1 >= XT_CHART_AXIS_W + 16 && rows_for(a) >= 12; /* a compared side: as drawn */
}

static xt_chart_opts opts(xt_app *a, int w)
{
    return (xt_chart_opts){ w, plot_rows(rows_for(a)), for_file(a) ? XT_CHART_FILE_UTF8 : a->utf8, false, 0,
                            false };
}

static void drop_rows(xt_text *t, size_t from, size_t to)
{
    if (to <= from || to > t->nrows)
        return;
    memmove(&t->rows[from], &t->rows[to], (t->nrows - to) * sizeof *t->rows);
    t->nrows -= to - from;
}

/* The heap chart of the current module into t (its first rows), the
 * cursor marked and span (may be NULL) highlighted.  compact (a buffer's
 * detail, or a low pane): 3 plot rows in a detail, no x labels, and the
 * legend's glyphs side by side (then the cursor and span lines).  pad:
 * end with a blank row where no span line is, so the chart's height does
 * not depend on it. */
static int heap_chart(xt_app *a, chart_mod *cm, xt_text *t, int w, const xt_lifetime *span, bool pad,
                      bool detail)
{
    xt_chart_opts o = opts(a, w);
    if (detail && o.height > 3)
        o.height = 3;
    o.top_floor = xt_cmp_side_scale(a);
    o.list_at_peak = !detail && (frame(a)->view == &xt_view_bufs || frame(a)->view == &xt_view_group);
    /* a low pane keeps the legend's glyphs, side by side; so does a
     * buffer's detail (its 3 rows showed the peak's mark and the pool's
     * and temp block's lines, with only the cursor's and the lifetime's
     * lines under them) */
    o.compact_legend = !for_file(a) && (detail || low_pane(a));
    size_t tail = 1 + (span ? 1 : 0); /* the cursor and span lines */
    if (o.compact_legend && o.height > 3) {
        /* the chart as tall as without its legend: a plot row fewer for
         * each row the legend takes (two or three where a pool above the
         * chart, or ASCII's key, does not fit beside the rest), down to
         * 3, so that the plan's rows under it stay where they were */
        xt_text scratch;
        xt_text_init(&scratch, t->arena);
        xt_view_heap_chart(&scratch, an(a), a->module, cm->hx, xt_cursor_pos(cm->cur), span, &o);
        size_t drawn = 1 + (size_t)o.height + 2 + tail; /* heading, plot, axis, marks; the tail */
        int legend = scratch.nrows > drawn ? (int)(scratch.nrows - drawn) : 1;
        xt_text_free(&scratch);
        o.height = o.height - legend < 3 ? 3 : o.height - legend;
    }
    xt_view_heap_chart(t, an(a), a->module, cm->hx, xt_cursor_pos(cm->cur), span, &o);
    if (pad && !span)
        xt_text_line(t, XT_A_NORMAL, "%s", "");
    state(a)->chart_w = w;
    return o.height;
}

/* The plot's rows of a chart whose heading is row r0 of the pane: what a
 * click moves the cursor on (the rows under the axis are its marks and
 * legend, and blank: a click there moved the cursor, a trial) */
static void plot_at(xt_app *a, size_t r0, int height)
{
    xt_chart_state *st = state(a);
    if (st->aside)
        return;
    st->plot_r0 = r0 + 1;
    st->plot_r1 = r0 + 1 + (size_t)height + 1;
}

/* Pin the first n rows of the view being built (if the pane has room
 * for a few rows under them). */
static void pin(xt_app *a, const xt_view *v, size_t n)
{
    xt_chart_state *st = state(a);
    if (st->aside)
        return;
    st->pin_view = NULL;
    st->pin_rows = 0;
    if (for_file(a) || n == 0 || pane_rows(a) - (int)n < 4)
        return;
    st->pin_view = v;
    st->pin_rows = n;
}

static void build_done(xt_app *a, double t0)
{
    xt_chart_state *st = state(a);
    double t1 = now_ms();
    st->build_ms = t1 - t0;
    if (st->key_t0 > 0) {
        st->key_ms = t1 - st->key_t0;
        st->key_t0 = 0;
    }
}

/* Remap the live set's rows to the kinds of the views at the cursor. */
static void cursor_kinds(xt_text *t, size_t from)
{
    for (size_t i = from; i < t->nrows; i++) {
        xt_row *r = &t->rows[i];
        r->kind = r->kind == XT_T_ROLE      ? XT_T_CUR_ROLE
                  : r->kind == XT_T_ALLBUFS ? XT_T_CUR_ALL
                  : r->kind == XT_T_BUFFER  ? XT_T_CUR_BUFFER
                                            : r->kind;
    }
}

/* Rows [from, to) of src at the end of dst. */
static void copy_range(xt_text *dst, const xt_text *src, size_t from, size_t to)
{
    xt_text_copy_rows(dst, src, from, to);
}

static void copy_rows(xt_text *dst, const xt_text *src) { copy_range(dst, src, 0, src->nrows); }

/* The plan view: the chart on top (pinned where the pane has room), then
 * the plan as the overview reads it (the verdict, the heading, the
 * figures: what the view opens on at 80x24, issue 15.2), then in the place
 * of its roles at the heap peak the live set at the chart's cursor (the
 * peak's until the cursor moves), then the runtime link: the overview's
 * order, so G k still reaches "all live".  A cursor key brings the live
 * set into view. */
void xt_chart_plan_build(xt_app *a, xt_text *t, int w)
{
    double t0 = now_ms();
    begin(a, t);
    chart_mod *cm = module(a);
    if (!cm || !cm->hx || !chart_fits(a, w, rows_for(a))) {
        xt_view_overview(t, an(a), a->module, w);
        if (!state(a)->aside) /* no live set at the cursor to bring into view */
            state(a)->to_live = false;
        build_done(a, t0);
        return;
    }
    size_t c0 = t->nrows;
    plot_at(a, c0, heap_chart(a, cm, t, w, NULL, false, false));
    mark_chart(a, &xt_view_plan, c0, t->nrows);
    pin(a, &xt_view_plan, t->nrows);
    xt_text ov;
    xt_text_init(&ov, t->arena);
    ov.screen = t->screen;
    xt_view_overview(&ov, an(a), a->module, w);
    /* the overview's rows up to its roles at the peak (their heading is
     * the row above the first) or its runtime link */
    size_t cut = ov.nrows;
    for (size_t i = 0; i < ov.nrows; i++)
        if (ov.rows[i].kind == XT_T_ROLE || ov.rows[i].kind == XT_T_RUNTIME) {
            cut = ov.rows[i].kind == XT_T_ROLE && i > 0 ? i - 1 : i;
            break;
        }
    bool low = !for_file(a) && low_pane(a);
    copy_range(t, &ov, 0, cut);
    xt_heap_point pt;
    xt_cursor_totals(cm->cur, &pt);
    size_t r = t->nrows;
    xt_view_live_at(t, an(a), a->module, &pt, w);
    if (low) { /* the chart's cursor line gives the heap and instruction */
        size_t k = r + 1;
        while (k < t->nrows && t->rows[k].kind != XT_T_ROLE)
            k++;
        drop_rows(t, r + 1, k);
    }
    /* a hint of the screen's, never in an export; in the 80x24 pane
     * beside the modules in single spaces, so that it shows whole (cut,
     * j and k stop on it: G k no longer reached the buffers' row) */
    if (t->screen)
        xt_text_line(t, XT_A_DIM, "  %s",
                     w > 0 && w < 60 ? ", . event < > column ( ) local peak ^ peak 0 $ ends"
                                     : ", . event  < > column  ( ) local peak  ^ peak  0 $ ends");
    /* at the peak Enter opens the views of the peak's live set (sorted,
     * searched as before); elsewhere those of the live set at the cursor */
    if (xt_cursor_pos(cm->cur) != an(a)->plans[a->module]->peak_event)
        cursor_kinds(t, r);
    size_t live_end = t->nrows;
    for (size_t i = cut; i < ov.nrows; i++) /* the runtime link (a screen's row) */
        if (ov.rows[i].kind == XT_T_RUNTIME)
            copy_range(t, &ov, i, i + 1);
    t->title = ov.title;
    xt_text_free(&ov);
    /* a cursor key: the pane's cursor to the live set there (its first
     * role) and the live set from its heading on the pane's first line
     * (under the chart), unless the cursor is on it already */
    xt_chart_state *st = state(a);
    if (st->to_live && !st->aside) {
        xt_navframe *f = frame(a);
        bool outside = f->cursor < r || f->cursor >= live_end;
        /* the largest role (the first of a tie): the first role had it
         * on "forward, kept for backward 0 B" at the peak whose 128.0 MiB
         * were all "other", once , had left the cursor there from an
         * event of no live bytes (a trial); a role the user moved to
         * stays, the cursor the view opened on (the first key) does not */
        bool follow = a->keyno <= 1 || (st->auto_role && f->cursor == st->auto_row &&
                                         st->auto_key + 1 == a->keyno && st->auto_depth == a->depth &&
                                         st->auto_module == a->module);
        follow = follow && f->cursor < t->nrows &&
                 (t->rows[f->cursor].kind == XT_T_ROLE || t->rows[f->cursor].kind == XT_T_CUR_ROLE);
        if (outside || follow) {
            size_t best = SIZE_MAX;
            for (size_t i = r; i < live_end; i++) {
                const xt_row *row = &t->rows[i];
                if ((row->kind == XT_T_ROLE || row->kind == XT_T_CUR_ROLE) && row->target < XT_NROLES &&
                    (best == SIZE_MAX || pt.roles[row->target] > pt.roles[t->rows[best].target]))
                    best = i;
            }
            if (best != SIZE_MAX) {
                f->cursor = best;
                /* under its heading ("Live after event 1 of 48 (read)"),
                 * where the cursor shows: on "other", the last role, the
                 * scrolloff had hidden it (a trial) */
                st->under_heading = true;
                st->auto_role = true;
                st->auto_row = best;
                st->auto_key = a->keyno;
                st->auto_depth = a->depth;
                st->auto_module = a->module;
            }
        }
        if (outside) {
            if (st->pin_view == &xt_view_plan) { /* xt_chart_scroll starts from here */
                st->scroll_view = &xt_view_plan;
                st->scroll_depth = a->depth;
                st->scroll_top = r - st->pin_rows;
            } else {
                f->top = r;
            }
        }
        st->to_live = false;
    }
    build_done(a, t0);
}

/* ---- the live set at the cursor: its buffers, one buffer -------------------------- */

static bool is_chart_view(const xt_view *v)
{
    return v == &xt_view_plan || v == &xt_view_cur_bufs || v == &xt_view_cur_buf || v == &xt_view_bufs ||
           v == &xt_view_group || v == &xt_view_buf;
}

static bool is_detail(const xt_view *v) { return v == &xt_view_buf || v == &xt_view_cur_buf; }

/* The lifetime of the buffer a row shows (peak or cursor live set). */
static bool row_span(xt_app *a, chart_mod *cm, xt_arena *ar, const xt_row *r, xt_lifetime *l)
{
    const xt_plan *p = an(a)->plans[a->module];
    if (r->kind == XT_T_BUFFER && r->target < p->nlive) {
        *l = xt_buf_lifetime(p, &p->live[r->target]);
        return true;
    }
    xt_heap_point pt;
    (void)ar;
    if (r->kind == XT_T_CUR_BUFFER && point_of(cm, cm->cur, &pt) && r->target < pt.nlive) {
        *l = xt_buf_lifetime(p, &pt.live[r->target]);
        return true;
    }
    return false;
}

static bool selected_buffer(xt_app *a, xt_arena *ar, xt_heap_point *pt, size_t *bi);

/* The rows of a buffer list or detail (rows()) under the heap chart: a
 * list's chart shows the lifetime of the buffer under its cursor, a
 * detail's (3 rows high) the buffer's. */
void xt_chart_over(xt_app *a, xt_text *t, int w, void (*rows)(xt_app *, xt_text *, int))
{
    double t0 = now_ms();
    begin(a, t);
    chart_mod *cm = module(a);
    const xt_view *v = frame(a)->view;
    if (!cm || !cm->hx || !chart_fits(a, w, rows_for(a))) {
        rows(a, t, w);
        if (!state(a)->aside)
            state(a)->to_chart = false;
        build_done(a, t0);
        return;
    }
    /* the rows built in t's arrays, the chart put before them (200,000
     * rows copied from a text of their own, in fresh pages, took half of
     * a key in a search's whole list) */
    bool move = !t->nrows && !t->nspans;
    xt_text body;
    xt_text_init(&body, t->arena);
    body.screen = t->screen;
    if (move) {
        body.rows = t->rows, body.caprows = t->caprows;
        body.spans = t->spans, body.capspans = t->capspans;
        t->rows = NULL, t->spans = NULL, t->caprows = t->capspans = 0;
    }
    rows(a, &body, w);
    xt_lifetime l;
    bool has = false;
    if (is_detail(v)) {
        xt_heap_point pt;
        size_t bi;
        if ((has = selected_buffer(a, t->arena, &pt, &bi)))
            l = xt_buf_lifetime(an(a)->plans[a->module], &pt.live[bi]);
    } else {
        /* the list starts under the chart, whose height (padded) does not
         * depend on the span: draw it once aside to know where */
        xt_chart_state *st = state(a);
        size_t n;
        if (st->aside && st->chart_view == v && st->chart_r0 == 0) { /* an export: the screen's chart */
            n = st->chart_r1;
        } else {
            xt_text scratch;
            xt_text_init(&scratch, t->arena);
            heap_chart(a, cm, &scratch, w, NULL, true, false);
            n = scratch.nrows;
            xt_text_free(&scratch);
        }
        size_t c = frame(a)->cursor, i = c >= n ? c - n : SIZE_MAX;
        const xt_navframe *f = frame(a);
        for (size_t k = 0; f->want_kind && k < body.nrows; k++) /* where xt_app_build puts it */
            if (body.rows[k].kind == f->want_kind && body.rows[k].target == f->want_target)
                i = k;
        /* the row that sums the rest: no one buffer's lifetime (the first
         * row's was drawn, read as the selected row's: a trial) */
        bool rest = i < body.nrows && body.summed_at && i + 1 == body.summed_at;
        if (!rest && (i >= body.nrows || !body.rows[i].kind))
            for (i = 0; i < body.nrows && !body.rows[i].kind; i++)
                ;
        if (i < body.nrows && !rest)
            has = row_span(a, cm, t->arena, &body.rows[i], &l);
    }
    /* a detail's Python stack (its last rows, xt_view_buffer): where a
     * chart under the facts goes, before it (below) */
    size_t stack = body.nrows, hint_at = SIZE_MAX;
    for (size_t i = 0; is_detail(v) && i < body.nrows; i++) {
        char row[64];
        xt_text_row_plain(&body, i, row, sizeof row, 40, false);
        if (!strncmp(row + strspn(row, " "), "Python stack", 12))
            stack = i;
    }
    if (is_detail(v) && has && t->screen) { /* a hint of the screen's */
        hint_at = body.nrows;
        const char *hint = xt_arena_printf(t->arena, "  a: the chart cursor to its allocation (event %zu)%s",
                                           l.from + 1,
                                           l.freed ? xt_arena_printf(t->arena, ", f: to its free (event %zu)",
                                                                     l.to + 1)
                                                   : "; never freed in the trace");
        /* the pane of 80x24 cut it ("f…"): fewer words */
        if ((int)xt_utf8_width(hint) > w - 2)
            hint = xt_arena_printf(t->arena, "  a: cursor to event %zu (alloc)%s", l.from + 1,
                                   l.freed ? xt_arena_printf(t->arena, ", f: event %zu (free)", l.to + 1)
                                           : "; never freed");
        xt_text_line(&body, XT_A_DIM, "%s", hint);
    }
    xt_text chart;
    xt_text_init(&chart, t->arena);
    chart.screen = t->screen; /* the heading's narrow forms (cut at 80x24: a trial) */
    int plot_h = heap_chart(a, cm, &chart, w, has ? &l : NULL, !is_detail(v), is_detail(v));
    /* a detail that would not show whole under the chart (its Python
     * stack is at its end) has the chart under its facts, their lifetime
     * last, with the chart's key hint, and the Python stack after them:
     * after the stack, the chart was off an 80x24 screen (a trial) */
    bool under = is_detail(v) && chart.nrows + body.nrows > (size_t)pane_rows(a);
    if (under) {
        size_t end = hint_at < body.nrows ? hint_at : body.nrows;
        copy_range(t, &body, 0, stack);
        mark_chart(a, v, t->nrows, t->nrows + chart.nrows);
        copy_rows(t, &chart);
        if (hint_at < body.nrows)
            copy_range(t, &body, hint_at, hint_at + 1);
        xt_chart_state *st = state(a);
        if (st->to_chart && !st->aside && t->screen) {
            /* a or f: the chart in sight, the cursor on its key hint (or
             * its last row) */
            frame(a)->top = st->chart_r0;
            frame(a)->cursor = t->nrows - 1;
        }
        copy_range(t, &body, stack, end);
    } else if (move) {
        plot_at(a, 0, plot_h);
        xt_text_prepend(&body, &chart);
        mark_chart(a, v, 0, chart.nrows);
        pin(a, v, chart.nrows);
        xt_text_free(t);
        t->rows = body.rows, t->nrows = body.nrows, t->caprows = body.caprows;
        t->spans = body.spans, t->nspans = body.nspans, t->capspans = body.capspans;
        t->summed_at = body.summed_at, t->folded = body.folded;
        t->kept_at = body.kept_at, t->kept_n = body.kept_n, t->kept_id = body.kept_id;
        body.rows = NULL, body.spans = NULL;
        body.nrows = body.nspans = body.caprows = body.capspans = 0;
    } else {
        plot_at(a, t->nrows, plot_h);
        copy_rows(t, &chart);
        mark_chart(a, v, 0, t->nrows);
        pin(a, v, t->nrows);
        copy_rows(t, &body);
    }
    t->title = body.title;
    if (!state(a)->aside)
        state(a)->to_chart = false;
    xt_text_free(&chart);
    xt_text_free(&body);
    build_done(a, t0);
}

/* ---- the live set at the cursor: its buffers, one buffer -------------------------- */

static void cur_bufs_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    f->role = r->kind == XT_T_CUR_ROLE ? (int)r->target : -1;
}

void xt_chart_live_rows(xt_app *a, xt_text *t, int w)
{
    (void)w;
    chart_mod *cm = module(a);
    if (!cm || !cm->hx)
        return;
    xt_heap_point pt;
    xt_cursor_totals(cm->cur, &pt); /* its event: what kept rows are of */
    int role = frame(a)->role;
    xt_rowkey k = { XT_ROWS_CURSOR, an(a)->serial, a->module, pt.event, role, (int)a->sort, w, a->reverse,
                    xt_app_unfolded(a), 0 };
    xt_text *mk = t->screen ? xt_app_rows_begin(a, &k) : t;
    if (mk) { /* its buffers described only when their rows are made (the
               * memo's: the chart's lifetime of the row under the cursor
               * reads them too; the rows copy their text) */
        point_of(cm, cm->cur, &pt);
        xt_view_live_at_buffers(mk, an(a), a->module, &pt, role, a->sort, a->reverse, 0, w);
    }
    if (t->screen)
        xt_app_rows_end(a, t);
    cursor_kinds(t, 0);
    /* its order said, as the heap peak's list says it */
    t->title = xt_arena_printf(t->arena, "Live after event %zu: %s (sorted by %s%s)", pt.event + 1,
                               frame(a)->role < 0 ? "all" : xt_role_label((xt_role)frame(a)->role),
                               xt_sort_name(a->sort), a->reverse ? ", reversed" : "");
}
static void cur_bufs_build(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, xt_chart_live_rows); }
const xt_view xt_view_cur_bufs = { "live", false, { XT_T_CUR_ROLE, XT_T_CUR_ALL }, cur_bufs_open,
                                   cur_bufs_build, NULL };

bool xt_chart_live_set(xt_app *a, xt_arena *ar, xt_heap_point *pt)
{
    chart_mod *cm = module(a);
    (void)ar;
    return cm && cm->cur && point_of(cm, cm->cur, pt);
}

/* f->buf: index in the live set after event f->group (the cursor's when
 * the buffer was chosen): the detail stays while the cursor moves. */
static void cur_buf_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    f->buf = r->target;
    chart_mod *cm = module(a);
    f->group = cm && cm->cur ? xt_cursor_pos(cm->cur) : 0;
}

/* The buffer the current view shows or has under its cursor, with the
 * live set it belongs to. */
static bool selected_buffer(xt_app *a, xt_arena *ar, xt_heap_point *pt, size_t *bi)
{
    chart_mod *cm = module(a);
    if (!cm || !cm->hx)
        return false;
    xt_navframe *f = frame(a);
    const xt_plan *p = an(a)->plans[a->module];
    const xt_row *r = f->cursor < a->right.nrows ? &a->right.rows[f->cursor] : NULL;
    if (f->view == &xt_view_cur_buf) {
        xt_cursor_set(cm->sel, f->group);
        if (!point_of(cm, cm->sel, pt) || f->buf >= pt->nlive)
            return false;
        *bi = f->buf;
        return true;
    }
    if (f->view == &xt_view_cur_bufs) {
        if (!r || r->kind != XT_T_CUR_BUFFER || !point_of(cm, cm->cur, pt) || r->target >= pt->nlive)
            return false;
        *bi = r->target;
        return true;
    }
    /* the live set at the peak: its buffer, or the list's under the cursor */
    size_t i = f->view == &xt_view_buf ? f->buf
               : (f->view == &xt_view_bufs || f->view == &xt_view_group) && r && r->kind == XT_T_BUFFER ? r->target
                                                                          : SIZE_MAX;
    if (i >= p->nlive)
        return false;
    memset(pt, 0, sizeof *pt);
    pt->live = p->live;
    pt->nlive = p->nlive;
    *bi = i;
    return true;
}

static void cur_buf_rows(xt_app *a, xt_text *t, int w)
{
    xt_heap_point pt;
    size_t bi;
    if (!selected_buffer(a, t->arena, &pt, &bi))
        return;
    xt_view_live_buf(t, an(a), a->module, &pt, bi, w);
}
static void cur_buf_build(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, cur_buf_rows); }
const xt_view xt_view_cur_buf = { "live-buffer", false, { XT_T_CUR_BUFFER }, cur_buf_open, cur_buf_build,
                                  NULL };

/* ---- the runtime view -------------------------------------------------------------- */

void xt_chart_runtime_build(xt_app *a, xt_text *t, int w)
{
    double t0 = now_ms();
    begin(a, t);
    xt_chart_state *st = state(a);
    size_t m = a->module;
    if (chart_fits(a, w, rows_for(a))) { /* without modules: the main allocator, no marks */
        const xt_allocator *al = xt_analysis_pool(an(a), m);
        const xt_module_runtime *mr = xt_analysis_mrt(an(a), m);
        size_t sel = a->exec;
        if (sel == SIZE_MAX || !mr || sel >= mr->nexecs)
            sel = mr && mr->nexecs ? mr->nexecs - 1 : SIZE_MAX;
        size_t pw = xt_chart_plot_width(w);
        if (!st->tc_ok || st->tc_serial != an(a)->serial || st->tc_al != al || st->tc_mr != mr ||
            st->tc_w != pw) {
            if (st->tc_ok)
                xt_time_chart_free(&st->tc);
            xt_time_chart_build(al, an(a)->rt, mr, sel, pw, &st->tc);
            st->tc_ok = true;
            st->tc_serial = an(a)->serial;
            st->tc_al = al;
            st->tc_mr = mr;
            st->tc_w = pw;
            st->tc_sel = sel;
        } else if (st->tc_sel != sel) {
            xt_time_chart_select(&st->tc, an(a)->rt, mr, sel);
            st->tc_sel = sel;
        }
        xt_chart_opts o = opts(a, w);
        o.top_floor = xt_cmp_side_rt_scale(a); /* a comparison's sides on one scale */
        /* lower than the heap's: the executions and their growth line
         * must show under it */
        int h = rows_for(a);
        o.height = (h - 6) / 4 < 3 ? 3 : (h - 6) / 4 > 8 ? 8 : (h - 6) / 4;
        /* a low pane (80x24): 2 plot rows and the legend side by side,
         * so that 8 executions show under it, not 3 to 5 */
        bool low = rows_for(a) < 24 && !for_file(a);
        if (low) {
            o.height = 2;
            o.compact_legend = true;
        }
        size_t r0 = t->nrows;
        xt_view_runtime_chart(t, an(a), m, &st->tc, &o); /* low: without its time labels */
        mark_chart(a, &xt_view_rt, r0, t->nrows);
        pin(a, &xt_view_rt, t->nrows);
    }
    xt_view_runtime(t, an(a), m, a->exec, 0, w);
    build_done(a, t0);
}

/* ---- frame.c: the chart stays at the top of the pane ------------------------------- */

static size_t pinned(const xt_app *a)
{
    const xt_chart_state *st = a->charts;
    if (!st || !st->pin_view || st->pin_view != a->stack[a->depth].view || st->pin_rows >= a->right.nrows)
        return 0;
    return st->pin_rows;
}

size_t xt_chart_pinned(const xt_app *a) { return pinned(a); }

/* The rows under the chart scroll as a pane of their own (h - n rows,
 * the rows after n): top counts from the row after the chart, so the
 * pane draws row top + i on its line i and the chart covers lines < n. */
void xt_chart_scroll(xt_app *a, int h, bool to_end)
{
    size_t n = pinned(a);
    if (!n || h <= (int)n) {
        if (a->charts) /* a step's wish is for this build's rows, not a later one's */
            a->charts->to_heading = a->charts->under_heading = false;
        return;
    }
    xt_navframe *f = frame(a);
    if (f->cursor < n) /* the chart's rows are not the cursor's (where every row is) */
        f->cursor = n;
    size_t rows = a->right.nrows - n, ph = (size_t)h - n;
    size_t c = f->cursor > n ? f->cursor - n : 0;
    /* frame.c has just scrolled the whole pane: start from where the rows
     * under the chart were (same view), not from that */
    xt_chart_state *st = a->charts;
    bool fresh = !(st->scroll_view == f->view && st->scroll_depth == a->depth);
    size_t top = fresh ? 0 : st->scroll_top;
    size_t so = ph >= 9 ? 3 : (ph - 1) / 3;
    size_t max_top = rows > ph ? rows - ph : 0;
    if (to_end) /* G: the view's last rows show, after its last selectable one */
        top = max_top;
    /* a step's heading past the view's end (below) stays while the cursor
     * moves under it: j after { jumped the rows back up */
    size_t most = !fresh && st->scroll_top > max_top && st->scroll_top <= max_top + 3 ? st->scroll_top : max_top;
    size_t want = top; /* where the rows were, before the view's end pulls them back */
    if (top > most)
        top = most;
    if (c < top + so)
        top = c > so ? c - so : 0;
    if (c + so >= top + ph)
        top = c + so - ph + 1;
    if (top > most)
        top = most;
    /* the rows under the chart start at a section's heading, not on the
     * last rows of the section above, wherever the cursor keeps its
     * scrolloff below it: a view that opens scrolled (a trial read two
     * lone allocator rows of an 8-GPU host as its only GPUs), and one
     * stepped back with { ] (GPU_7_bfc's row peeked between the chart's
     * legend and Executions: a trial at 80x24); a longer part of the
     * section above stays */
    /* a pane grown under rows that started at a heading keeps them there,
     * blank lines under the view's end, as a pager keeps its top line:
     * the diagnosis pane closed under `r [`, and the end pulled the last
     * allocator rows, "GPU_7_bfc ...", back over Executions without their
     * heading (a trial) */
    /* (grown, not a view grown shorter under a pane of the same height:
     * [ from a live group to an execution with fewer kept six blank rows
     * and the executions' table off the top: a trial) */
    if (!to_end && !fresh && ph > st->scroll_ph && want > top && want > max_top && want + so <= c &&
        c + so < want + ph && xt_row_is_heading(&a->right, n + want)) {
        top = want;
        /* ... the earliest heading from the view's end on where the
         * cursor still shows: fewer blank lines (a terminal made 70 rows
         * high kept Executions on top over 40 blank lines, the devices
         * and allocators hidden though the whole view fitted: a review) */
        for (size_t r = max_top; r < want; r++)
            if (xt_row_is_heading(&a->right, n + r) && !xt_row_is_column_header(&a->right, n + r) &&
                r + so <= c && c + so < r + ph) {
                top = r;
                break;
            }
    }
    /* (past the view's end, up to where the rows were before it pulled
     * them back, as above) */
    size_t past = !to_end && !fresh && want > max_top ? want : max_top;
    /* a pane grown: the heading of the section the rows start in, where
     * the cursor still shows under it (a table started at its column
     * names, its heading and note over them hidden: `m r [ d` at 80x24) */
    bool grown = !fresh && (want > top || ph > st->scroll_ph);
    if (!to_end && top > 0 && !xt_row_is_heading(&a->right, n + top) && grown)
        for (size_t r = top; r-- > 0 && r + ph > top;)
            if (xt_row_is_heading(&a->right, n + r) && !xt_row_is_column_header(&a->right, n + r)) {
                if (c + so < r + ph)
                    top = r;
                break;
            }
    if (top > 0 && !xt_row_is_heading(&a->right, n + top))
        for (size_t r = top + 1; r <= top + 3 && r + so <= c && r <= past; r++)
            if (xt_row_is_heading(&a->right, n + r)) {
                top = r;
                break;
            }
    /* so does a step of the selection ({ [ ] }): { scrolled up to the
     * executions' heading and the allocator rows above it, "GPU_7_bfc ..."
     * with no "Allocators" over it (a trial); the heading of the cursor's
     * section first, where the cursor still shows */
    if (st->to_heading && !to_end && !xt_row_is_heading(&a->right, n + top)) {
        size_t hd = SIZE_MAX;
        for (size_t r = c; r > top; r--)
            if (xt_row_is_heading(&a->right, n + r) && !xt_row_is_column_header(&a->right, n + r)) {
                hd = r;
                break;
            }
        if (hd != SIZE_MAX && hd + so <= c && hd <= max_top)
            top = hd;
        /* at the view's end: a blank line or two under its last row, over
         * the last rows of the section above alone */
        else if (hd != SIZE_MAX && hd + so <= c && hd <= max_top + 3) {
            f->top = st->scroll_top = hd;
            st->scroll_ph = ph;
            st->scroll_view = f->view;
            st->scroll_depth = a->depth;
            st->to_heading = false;
            return;
        }
    }
    st->to_heading = false;
    top = xt_top_whole_line(&a->right, n, top, c, ph, max_top, to_end);
    /* the heading of the live set a chart key put the cursor in, where
     * the cursor still shows under it (its scrolloff, the row under it,
     * had pushed "Live after event 1 of 48 (read)" off: a trial) */
    if (st->under_heading && !to_end && c >= top && !xt_row_is_heading(&a->right, n + top))
        for (size_t r = top; r-- > 0 && c < r + ph;)
            if (xt_row_is_heading(&a->right, n + r) && !xt_row_is_column_header(&a->right, n + r)) {
                top = r;
                break;
            }
    st->under_heading = false;
    f->top = st->scroll_top = top;
    st->scroll_ph = ph;
    st->scroll_view = f->view;
    st->scroll_depth = a->depth;
}

void xt_chart_scroll_to_heading(xt_app *a)
{
    if (a->charts)
        a->charts->to_heading = true;
}

void xt_chart_scroll_home(xt_app *a)
{
    xt_chart_state *st = a->charts;
    if (!pinned(a))
        return;
    st->scroll_view = frame(a)->view;
    st->scroll_depth = a->depth;
    st->scroll_top = 0;
}

void xt_chart_pin(xt_app *a, xt_grid *g, int y, int x, int w, int h, bool focused)
{
    size_t n = pinned(a);
    if (!n || h - 1 <= (int)n)
        return;
    /* the pane drew rows top.. from y + 1: those under the chart are
     * already right (top counts from the row after the chart); the chart
     * goes over the first n lines */
    for (int i = 1; i <= (int)n; i++) {
        xt_grid_fill(g, y + i, x, w, " ", XT_A_NORMAL, 0);
        xt_grid_row(g, y + i, x, w, &a->right, (size_t)(i - 1), a->utf8, false, focused);
    }
    /* a list under the chart scrolled past its column header ("bytes
     * %peak shape ..."): the header on the first line under the chart
     * (over row top + n, which scrolloff keeps clear of the cursor) */
    const xt_text *t = &a->right;
    size_t top = a->stack[a->depth].top;
    if (top == 0 || h - 1 - (int)n < 4)
        return;
    long hr = xt_sticky_header(t, top + n, n);
    if (hr >= 0) {
        xt_grid_fill(g, y + (int)n + 1, x, w, " ", XT_A_NORMAL, 0);
        xt_grid_row(g, y + (int)n + 1, x, w, t, (size_t)hr, a->utf8, false, focused);
    }
}

/* ---- keys ---------------------------------------------------------------------------- */

/* The cursor of the current module if the view shows it; else say why. */
static xt_cursor *chart_cursor(xt_app *a)
{
    if (!is_chart_view(frame(a)->view)) {
        const xt_plan *pl = a->module < an(a)->host->nmodules ? an(a)->plans[a->module] : NULL;
        if (!an(a)->host->nmodules)
            snprintf(a->status, sizeof a->status,
                     "no program-order chart: the capture has no compiled modules");
        else if (!pl || !pl->has_heap_trace) /* "p shows it" would lead nowhere */
            snprintf(a->status, sizeof a->status,
                     "no heap-simulator trace for this module: no chart, no cursor");
        else if (frame(a)->view == &xt_view_rt && xt_analysis_mrt(an(a), a->module) &&
                 xt_analysis_mrt(an(a), a->module)->nexecs)
            /* the runtime chart's marker is the selected execution, which
             * [ ] move: the keys that do it here, as tig's status line
             * names the key a view wants (a trial read "p shows it" as
             * the only way; "work on p" read as a message cut short: a
             * trial at 60x20) */
            /* its chart hidden (c): said first, "this chart" was none on
             * screen (a trial) */
            snprintf(a->status, sizeof a->status, "%s: [ ] { } move it; "
                     ", . < > ( ) ^ 0 $ are for the plan view's chart (p)",
                     a->charts_off ? "the charts are hidden (c shows them); here the execution is "
                                     "the marker"
                                   : "this chart's marker is the execution");
        else
            snprintf(a->status, sizeof a->status,
                     "the program-order cursor is on the plan view's chart: p shows it");
        return NULL;
    }
    /* the charts hidden (c): no cursor moved out of sight ("event 23 of
     * 48" over the peak's roles, which Enter and / still used: a trial) */
    if (a->charts_off) {
        snprintf(a->status, sizeof a->status, "the charts are hidden: c shows them, and their cursor");
        return NULL;
    }
    chart_mod *cm = module(a);
    if (!cm || !cm->cur) {
        snprintf(a->status, sizeof a->status, "no heap-simulator trace for this module: no chart, no cursor");
        return NULL;
    }
    state(a)->key_t0 = now_ms();
    state(a)->to_live = frame(a)->view == &xt_view_plan;
    /* a buffer's page too long for its pane (80x24) has its chart under
     * its facts: in sight, as a and f bring it (the cursor moved on a
     * chart off the screen: a trial) */
    if (is_detail(frame(a)->view)) {
        frame(a)->cursor = SIZE_MAX - 1; /* the build takes its last row */
        frame(a)->top = SIZE_MAX;
        state(a)->to_chart = true;
    }
    return cm->cur;
}

static int chart_width(xt_app *a)
{
    int w = state(a)->chart_w;
    return w > 0 ? w : 60;
}

/* Say where the cursor is (and why it did not move). */
static void where(xt_app *a, xt_cursor *c, const char *why)
{
    const xt_plan *p = an(a)->plans[a->module];
    char b[32];
    xt_fmt_bytes(b, sizeof b, xt_cursor_heap(c));
    size_t e = xt_cursor_pos(c);
    /* the heap peak is the highest local peak: said once, as ^ says it
     * ("event 4/12 ... (peak); a local peak" after ), "event 4 of 12 ...
     * (the heap peak)" after ^: a trial) */
    if (e == p->peak_event && why && !strcmp(why, "a local peak"))
        why = NULL;
    snprintf(a->status, sizeof a->status, "event %zu of %zu: heap %s at %.200s%s%s%s", e + 1,
             xt_heap_index_events(module(a)->hx), b, xt_safe(&a->frame_arena, xt_cursor_instruction(c)),
             e == p->peak_event ? " (the heap peak)" : "", why ? "; " : "", why ? why : "");
    /* one row at 80 columns: a second one took a row from the pane (the
     * live set's total went out of view); in fewer words, never without
     * "heap", what the figure is (at 60 columns "event 3/6: 552.2 MiB at
     * cudnn-conv.1 (peak)" said it of nothing: a trial); then without the
     * event's number, which the chart's legend has */
    const char *sw = !why                                  ? ""
                     : !strcmp(why, "no local peak after")  ? "none after"
                     : !strcmp(why, "no local peak before") ? "none before"
                                                            : why;
    if (a->cols > 0 && (int)xt_utf8_width(a->status) > a->cols)
        snprintf(a->status, sizeof a->status, "event %zu/%zu: heap %s at %.200s%s%s%s", e + 1,
                 xt_heap_index_events(module(a)->hx), b, xt_safe(&a->frame_arena, xt_cursor_instruction(c)),
                 e == p->peak_event ? " (peak)" : "", why ? "; " : "", sw);
    if (a->cols > 0 && (int)xt_utf8_width(a->status) > a->cols)
        snprintf(a->status, sizeof a->status, "heap %s at %.200s%s%s%s", b,
                 xt_safe(&a->frame_arena, xt_cursor_instruction(c)), e == p->peak_event ? " (peak)" : "",
                 why ? "; " : "", sw);
}

/* , and . : one event back or forward */
void k_chart_event(xt_app *a)
{
    xt_cursor *c = chart_cursor(a);
    if (!c)
        return;
    long d = a->key == ',' ? -1 : 1;
    size_t e = xt_cursor_pos(c);
    xt_cursor_step(c, d);
    where(a, c, xt_cursor_pos(c) == e ? (d < 0 ? "the first event" : "the last event") : NULL);
}

/* < and > : one chart column back or forward */
void k_chart_column(xt_app *a)
{
    xt_cursor *c = chart_cursor(a);
    if (!c)
        return;
    int dir = a->key == '<' ? -1 : 1;
    bool moved = xt_cursor_column(c, dir, xt_chart_plot_width(chart_width(a)));
    where(a, c, moved ? NULL : dir < 0 ? "the first column" : "the last column");
}

/* ( and ) : the previous or next local peak of the chart */
void k_chart_local_peak(xt_app *a)
{
    xt_cursor *c = chart_cursor(a);
    if (!c)
        return;
    int dir = a->key == '(' ? -1 : 1;
    bool moved = xt_cursor_local_peak(c, dir, xt_chart_plot_width(chart_width(a)));
    where(a, c, moved ? "a local peak" : dir < 0 ? "no local peak before" : "no local peak after");
}

/* ^ 0 $ : the heap peak, the first event, the last */
void k_chart_jump(xt_app *a)
{
    xt_cursor *c = chart_cursor(a);
    if (!c)
        return;
    if (a->key == '0')
        xt_cursor_to_start(c);
    else if (a->key == '$')
        xt_cursor_to_end(c);
    else
        xt_cursor_to_peak(c);
    where(a, c, NULL);
}

/* a and f : the cursor to the selected buffer's allocation or free.  From
 * a list, the buffer opens (its detail keeps it while the list follows
 * the cursor). */
void k_chart_buffer_end(xt_app *a)
{
    bool to_free = a->key == 'f';
    xt_heap_point pt;
    size_t bi;
    if (!an(a)->host->nmodules) { /* no plan view to follow (a trial, TensorFlow's) */
        snprintf(a->status, sizeof a->status,
                 "%c: a buffer of a compiled module's plan; this capture has none", to_free ? 'f' : 'a');
        return;
    }
    if (!is_chart_view(frame(a)->view) || !selected_buffer(a, &a->frame_arena, &pt, &bi)) {
        const xt_navframe *f = frame(a);
        const xt_row *r = f->cursor < a->right.nrows ? &a->right.rows[f->cursor] : NULL;
        /* on a group of the role's buffers (b): its list is one Enter
         * away ("Enter on a role of the plan view" there, in the role's
         * list: a trial) */
        if (a->focus == XF_RIGHT && r && r->kind == XT_T_LIVEGROUP)
            snprintf(a->status, sizeof a->status, "%c: on a buffer: Enter lists this group's buffers, then %c",
                     to_free ? 'f' : 'a', to_free ? 'f' : 'a');
        else if (a->focus == XF_RIGHT && r && a->right.summed_at == f->cursor + 1) /* a list's rest */
            snprintf(a->status, sizeof a->status, "%c: on a buffer: this row sums the rest (/ finds one of them)",
                     to_free ? 'f' : 'a');
        else
            snprintf(a->status, sizeof a->status,
                     "%c: select a buffer first (Enter on a role of the plan view, then on a buffer)",
                     to_free ? 'f' : 'a');
        return;
    }
    chart_mod *cm = module(a);
    xt_lifetime l = xt_buf_lifetime(an(a)->plans[a->module], &pt.live[bi]);
    if (to_free && !l.freed) {
        snprintf(a->status, sizeof a->status, "never freed in the trace: live from event %zu to the end",
                 l.from + 1);
        return;
    }
    state(a)->key_t0 = now_ms();
    size_t was = xt_cursor_pos(cm->cur);
    xt_cursor_set(cm->cur, to_free ? l.to : l.from);
    const xt_view *v = frame(a)->view;
    if ((v == &xt_view_cur_bufs || v == &xt_view_bufs || v == &xt_view_group) && a->depth < 15) {
        xt_navframe *f = &a->stack[++a->depth];
        memset(f, 0, sizeof *f);
        f->view = v == &xt_view_cur_bufs ? &xt_view_cur_buf : &xt_view_buf;
        f->role = -1;
        f->buf = bi;
        f->group = was;
    }
    if (is_detail(frame(a)->view)) {
        /* the detail's last row; one too long for its pane has its chart
         * under its facts (80x24): the build puts the pane there, the
         * cursor the key moved in sight */
        frame(a)->cursor = SIZE_MAX - 1; /* the build takes its last row */
        frame(a)->top = SIZE_MAX;
        state(a)->to_chart = true;
    }
    where(a, cm->cur, to_free ? "the buffer is freed here" : "the buffer is allocated here");
}

/* A click on line `line` of the pinned chart, `col` columns into the
 * pane's text: on the heap chart's plot, the cursor to the event that
 * column shows (the most of its events); anywhere else, nothing. */
bool xt_chart_click(xt_app *a, size_t line, int col)
{
    const xt_view *v = frame(a)->view;
    if (line >= pinned(a) || !is_chart_view(v))
        return false;
    chart_mod *cm = module(a);
    int pc = col - XT_CHART_AXIS_W;
    size_t pw = xt_chart_plot_width(chart_width(a));
    xt_chart_state *st = state(a);
    if (!cm || !cm->cur || line < st->plot_r0 || line >= st->plot_r1 || pc < 0 || (size_t)pc >= pw)
        return false;
    const xt_series *s = xt_heap_index_series(cm->hx, pw);
    if ((size_t)pc >= s->w)
        return false;
    state(a)->key_t0 = now_ms();
    state(a)->to_live = v == &xt_view_plan;
    xt_cursor_set(cm->cur, (size_t)s->x[pc]);
    where(a, cm->cur, NULL);
    return true;
}
