/* chart.c - charts in the text model (chart.h). */
#include "chart.h"

#include <math.h>
#include "units.h"

#include <stdlib.h>
#include <string.h>

enum { LABEL_W = 9, MAX_LINES = 4 };

/* What the ASCII ramp's glyphs stand for (bar_glyph), in every legend
 * drawn without UTF-8: a bar's top row is '.' under half full */
#define RAMP_FULL "# full row"
#define RAMP_HALF ": half or more"
#define RAMP_LESS ". less"
#define RAMP_KEY RAMP_FULL ", " RAMP_HALF ", " RAMP_LESS

/* The cursor's column, one glyph in the plot, on the x axis and in the
 * legend: '┊' / '!'.  Not '│', the y axis's own line (a cursor beside the
 * axis read as a second axis: a trial at 80x24), nor ASCII's '+', the
 * axis's corner and ticks (a cursor on the first column read "0 B ++---") */
#define CURSOR(u) ((u) ? "\xe2\x94\x8a" : "!")

size_t xt_chart_plot_width(int width)
{
    int w = width - XT_CHART_AXIS_W;
    return w > 8 ? (size_t)w : 8;
}

static const char *bytes_str(xt_arena *a, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(a, xt_fmt_bytes(buf, sizeof buf, b));
}

/* Eighths of a row filled in row rb (0 = bottom) by a column of `level`
 * eighths in all. */
static int fill_of(int64_t level, int rb)
{
    int64_t f = level - (int64_t)rb * 8;
    return f < 0 ? 0 : f > 8 ? 8 : (int)f;
}

static const char *bar_glyph(int fill, bool utf8)
{
    static const char *const blocks[9] = { " ", "\xe2\x96\x81", "\xe2\x96\x82", "\xe2\x96\x83",
                                            "\xe2\x96\x84", "\xe2\x96\x85", "\xe2\x96\x86",
                                            "\xe2\x96\x87", "\xe2\x96\x88" };
    static const char *const ramp[9] = { " ", ".", ".", ".", ":", ":", ":", ":", "#" };
    return utf8 ? blocks[fill] : ramp[fill];
}

/* A row being built: runs of cells with the same attribute become spans. */
typedef struct rowbuf {
    xt_text *t;
    char buf[8192];
    size_t len;
    xt_attr attr;
} rowbuf;

static void rb_flush(rowbuf *r)
{
    if (r->len)
        xt_text_add(r->t, r->attr, "%s", r->buf);
    r->len = 0;
    r->buf[0] = 0;
}

static void rb_put(rowbuf *r, xt_attr a, const char *s)
{
    size_t n = strlen(s);
    if (a != r->attr || r->len + n + 1 >= sizeof r->buf) {
        rb_flush(r);
        r->attr = a;
    }
    memcpy(r->buf + r->len, s, n + 1);
    r->len += n;
}

/* Row (0 = bottom) of the plot a line of value v is drawn on: the row
 * whose band holds v (its top edge at or above v), so that a bar in a
 * row above the line is above the value.  The row whose top edge is
 * nearest drew a 2.79 GiB pool on the middle of 3 rows (band [1.14,
 * 2.27]) and bars of 2.40 GiB above it, crossing the pool half a GiB
 * early (a trial); the row labelled with the scale's top tags the line
 * with its own figure instead (xt_chart_draw), which answered the trial
 * before that one ("a 2.79 GiB pool on the row labelled 3.41 GiB"). */
static int row_of(int64_t v, int64_t top, int h)
{
    int rb = (int)ceil((double)v * h / (double)top) - 1;
    return rb >= h ? h - 1 : rb < 0 ? 0 : rb;
}

/* Whether column c of row rb draws the row's line (no bar, no cursor). */
static bool line_cell(const int64_t *level, size_t c, int rb, const xt_chart_marks *mk)
{
    return !fill_of(level[c], rb) && c != mk->cursor;
}

/* Where a tag of `need` columns fits on the row's line: the first run of
 * line cells a column longer on each side; SIZE_MAX if none. */
static size_t tag_at(const xt_series *s, const int64_t *level, int rb, const xt_chart_marks *mk,
                     size_t need)
{
    size_t run = 0;
    for (size_t c = 0; c < s->w; c++) {
        run = line_cell(level, c, rb, mk) ? run + 1 : 0;
        if (run == need + 2)
            return c + 1 - need - 1;
    }
    return SIZE_MAX;
}

/* One plot row: label, axis, then each column's glyph; a tag (the line's
 * name and figure when the label is another's) over the line's cells
 * from column tag_c. */
static void plot_row(rowbuf *r, const xt_series *s, const int64_t *level, int rb, int h,
                     const char *label, const xt_chart_line *lines, size_t nl, const int *line_rb,
                     int pool_rb, int64_t pool_v, const xt_chart_marks *mk, bool utf8,
                     const char *tag, size_t tag_c)
{
    xt_text_row(r->t, 0, 0);
    xt_text_addw(r->t, XT_A_DIM, LABEL_W, true, "%s", label ? label : "");
    xt_text_add(r->t, XT_A_DIM, " %s", label ? (utf8 ? "\xe2\x94\xa4" : "+")
                                              : (utf8 ? "\xe2\x94\x82" : "|"));
    const xt_chart_line *line = NULL;
    for (size_t k = 0; k < nl; k++)
        if (line_rb[k] == rb && (!line || lines[k].heavy))
            line = &lines[k];
    size_t tag_n = tag ? strlen(tag) : 0;
    for (size_t c = 0; c < s->w; c++) {
        int f = fill_of(level[c], rb);
        if (tag && c >= tag_c && c < tag_c + tag_n) {
            char g[2] = { tag[c - tag_c], 0 };
            rb_put(r, XT_A_DIM, g);
        } else if (f) {
            /* above the pool: every bar of a row above its row, and in
             * its row a column past its value */
            bool over = pool_rb >= 0 && (rb > pool_rb || (rb == pool_rb && s->y[c] > pool_v));
            rb_put(r, over ? XT_A_BAD : XT_A_NORMAL, bar_glyph(f, utf8));
        } else if (c == mk->cursor) {
            rb_put(r, XT_A_HEAD, CURSOR(utf8));
        } else if (line) {
            rb_put(r, XT_A_DIM, line->heavy ? (utf8 ? "\xe2\x95\x90" : "=")
                                            : (utf8 ? "\xe2\x94\x80" : "-"));
        } else {
            rb_put(r, XT_A_NORMAL, " ");
        }
    }
    rb_flush(r);
    (void)h;
}

/* The x axis (cursor, highlighted span) and the row of marks. */
static void axis_rows(rowbuf *r, const xt_series *s, const xt_chart_marks *mk, bool utf8)
{
    xt_text_row(r->t, 0, 0);
    xt_text_addw(r->t, XT_A_DIM, LABEL_W, true, "0 B");
    xt_text_add(r->t, XT_A_DIM, " %s", utf8 ? "\xe2\x94\x94" : "+");
    /* the ends of a low pane's time axis in its line, " 981 us " after
     * its first cell and " 33.6 ms " before its last, where those cells
     * are the line's alone (at 80x24 the chart had no time at all: a
     * trial) */
    size_t l0 = SIZE_MAX, l1 = 0, r0 = SIZE_MAX, r1 = 0;
    const char *ls = NULL, *rs = NULL;
    if (mk->axis_left && mk->axis_right) {
        ls = xt_arena_printf(r->t->arena, " %s ", mk->axis_left);
        rs = xt_arena_printf(r->t->arena, " %s ", mk->axis_right);
        size_t lw = strlen(ls), rw = strlen(rs);
        /* each where its cells are plain (a gap's mark near one end
         * keeps the other) */
        if (1 + lw + 2 + rw + 1 <= s->w) {
            bool okl = true, okr = true;
            for (size_t c = 0; c < s->w; c++) {
                bool in_span = mk->span_from != SIZE_MAX && c >= mk->span_from && c <= mk->span_to;
                bool plain = c != mk->cursor && !in_span && !(mk->marks && (mk->marks[c] & XT_MARK_BREAK));
                okl = okl && (plain || c > lw + 1);
                okr = okr && (plain || c + rw + 2 < s->w);
            }
            if (okl)
                l0 = 1, l1 = 1 + lw;
            if (okr)
                r0 = s->w - 1 - rw, r1 = s->w - 1;
        }
    }
    for (size_t c = 0; c < s->w; c++) {
        bool in_span = mk->span_from != SIZE_MAX && c >= mk->span_from && c <= mk->span_to;
        if (c >= l0 && c < l1) {
            char ch[2] = { ls[c - l0], 0 };
            rb_put(r, XT_A_DIM, ch);
        } else if (c >= r0 && c < r1) {
            char ch[2] = { rs[c - r0], 0 };
            rb_put(r, XT_A_DIM, ch);
        } else if (c == mk->cursor)
            rb_put(r, XT_A_HEAD, CURSOR(utf8));
        else if (in_span)
            rb_put(r, XT_A_HEAD, utf8 ? "\xe2\x94\x81" : "*");
        else if (mk->marks && (mk->marks[c] & XT_MARK_BREAK)) /* a gap: '/' in ASCII, where '~' says
                                                                  * a wait is inferred (a trial) */
            rb_put(r, XT_A_WARN, utf8 ? "\xe2\x89\x88" : "/");
        else
            rb_put(r, XT_A_DIM, utf8 ? "\xe2\x94\x80" : "-");
    }
    rb_flush(r);
    /* the marks' row only where it has one: a runtime chart of no
     * execution (TensorFlow's) had a blank row under its axis, at 80x24
     * and in the report (a trial) */
    bool any = mk->peak < s->w;
    for (size_t c = 0; !any && mk->marks && c < s->w; c++)
        any = (mk->marks[c] & ~(unsigned)XT_MARK_BREAK) != 0;
    if (!any)
        return;
    xt_text_row(r->t, 0, 0);
    xt_text_addw(r->t, XT_A_DIM, XT_CHART_AXIS_W, false, "%s", "");
    for (size_t c = 0; c < s->w; c++) {
        uint8_t m = mk->marks ? mk->marks[c] : 0;
        const char *g = " ";
        xt_attr a = XT_A_NORMAL;
        if (c == mk->peak || (m & XT_MARK_SELECTED))
            g = utf8 ? "\xe2\x96\xb2" : "^", a = XT_A_HEAD;
        else if (m & XT_MARK_NEVER)
            g = "X", a = XT_A_BAD;
        else if (m & XT_MARK_RETRY)
            g = "R", a = XT_A_WARN;
        else if (m & XT_MARK_START)
            g = "|", a = XT_A_DIM;
        rb_put(r, a, g);
    }
    rb_flush(r);
}

int64_t xt_chart_draw(xt_text *t, const xt_series *s, xt_chart_line *lines, size_t nlines,
                      const xt_chart_marks *mk, const xt_chart_opts *o)
{
    int h = o->height >= 2 ? o->height : 2;
    int64_t peak = s->w ? s->y[s->peak] : 0;
    int64_t base = o->top_floor > peak ? o->top_floor : peak, top = base;
    size_t nl = nlines < MAX_LINES ? nlines : MAX_LINES;
    bool shown[MAX_LINES] = { false };
    for (size_t k = 0; k < nl; k++) {
        /* a line well above the data would flatten it: left to the legend */
        shown[k] = lines[k].value > 0 && (base <= 0 || lines[k].value <= xt_sat_add(base, base / 2));
        if (shown[k] && lines[k].value > top)
            top = lines[k].value;
    }
    if (top <= 0)
        top = 1;
    int64_t *level = xt_xmalloc((s->w ? s->w : 1) * sizeof *level);
    for (size_t c = 0; c < s->w; c++) {
        int64_t v = s->y[c] > 0 ? s->y[c] : 0;
        level[c] = (int64_t)((double)v * h * 8 / (double)top + 0.5);
        if (v > 0 && level[c] == 0)
            level[c] = 1;
    }
    int line_rb[MAX_LINES], pool_rb = -1;
    int64_t pool_v = -1; /* the pool's value */
    for (size_t k = 0; k < nl; k++) {
        line_rb[k] = shown[k] ? row_of(lines[k].value, top, h) : -1;
        if (shown[k] && lines[k].heavy) {
            pool_rb = line_rb[k];
            pool_v = lines[k].value;
        }
        /* plot_row draws a line where its row has no bar (nor cursor) */
        lines[k].covered = false;
        lines[k].hidden = shown[k] && s->w > 0;
        for (size_t c = 0; lines[k].hidden && c < s->w; c++)
            if (!fill_of(level[c], line_rb[k]) && c != mk->cursor)
                lines[k].hidden = false;
    }
    for (size_t k = 0; k < nl; k++) /* a lighter line in the heavy one's row */
        for (size_t q = 0; q < nl; q++)
            if (q != k && shown[k] && !lines[k].heavy && lines[q].heavy && line_rb[q] == line_rb[k])
                lines[k].covered = true;
    rowbuf *r = xt_xcalloc(1, sizeof *r);
    r->t = t;
    for (int rb = h - 1; rb >= 0; rb--) {
        /* a row with a line drawn is labelled with the line's value; the
         * top row with the scale's top when that is above a line drawn
         * there, the line then tagged on its own cells ("pool 2.79 GiB"):
         * at 3 rows the pool's figure on a row the bars fill past it read
         * as the peak, and the peak's beside an untagged "═" as the pool */
        const xt_chart_line *drawn = NULL;
        for (size_t k = 0; k < nl; k++)
            if (line_rb[k] == rb && !lines[k].hidden && (!drawn || lines[k].heavy))
                drawn = &lines[k];
        const char *label = drawn ? bytes_str(t->arena, drawn->value)
                            : rb == h - 1 ? bytes_str(t->arena, top) : NULL;
        const char *tag = NULL;
        size_t tag_c = SIZE_MAX;
        /* (a top that prints as the line's figure is the line's: a
         * comparison's BEFORE tagged "temp" on a temp 128 B under AFTER's,
         * the two charts alike otherwise: a trial) */
        if (drawn && rb == h - 1 && top > drawn->value &&
            strcmp(bytes_str(t->arena, top), bytes_str(t->arena, drawn->value))) {
            const char *name = drawn->heavy ? "pool" : "temp";
            const char *forms[2] = {
                xt_arena_printf(t->arena, " %s %s ", name, bytes_str(t->arena, drawn->value)),
                xt_arena_printf(t->arena, " %s ", name) };
            for (int f = 0; f < 2 && tag_c == SIZE_MAX; f++)
                if ((tag_c = tag_at(s, level, rb, mk, strlen(forms[f]))) != SIZE_MAX)
                    tag = forms[f];
            /* the scale's top even where the row has no room for the tag:
             * the legend names the line ("═ pool 1.50 GiB"); the pool's
             * figure there, under bars that reach 1.58 GiB, read as the
             * most in use at 80x24 and 1.58 GiB at 120x40 (a trial) */
            label = bytes_str(t->arena, top);
        }
        for (size_t k = 0; k < nl && !label; k++)
            if (line_rb[k] == rb)
                label = bytes_str(t->arena, lines[k].value);
        plot_row(r, s, level, rb, h, label, lines, nl, line_rb, pool_rb, pool_v, mk, o->utf8, tag, tag_c);
    }
    axis_rows(r, s, mk, o->utf8);
    free(r);
    free(level);
    return top;
}

/* "left ... right" under the plot, the right end at the last column. */
static void x_labels(xt_text *t, size_t w, const char *left, const char *right)
{
    size_t lw = xt_utf8_width(left), rw = xt_utf8_width(right);
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_DIM, XT_CHART_AXIS_W, false, "%s", "");
    xt_text_add(t, XT_A_DIM, "%s", left);
    if (lw + 1 + rw <= w)
        xt_text_addw(t, XT_A_DIM, (int)(w - lw), true, "%s", right);
}

/* Legend parts ("▲ peak 3.41 GiB"), two columns apart, in rows of at
 * most `width` columns: each part in the first row with room for it,
 * a part wider than a row alone on its own (the pane cuts it). */
enum { LEGEND_MAX_PARTS = 8 };

/* The rows of legend_rows, into rows[LEGEND_MAX_PARTS]; how many.  *fits:
 * whether every row is within width. */
static size_t legend_pack(xt_arena *ar, const char *const *parts, size_t np, int width, const char **rows,
                          bool *fits)
{
    size_t nr = 0;
    *fits = true;
    for (size_t k = 0; k < np && k < LEGEND_MAX_PARTS; k++) {
        size_t q = 0;
        for (; q < nr; q++) {
            const char *next = xt_arena_printf(ar, "%s  %s", rows[q], parts[k]);
            if ((int)xt_utf8_width(next) <= width) {
                rows[q] = next;
                break;
            }
        }
        if (q == nr) {
            rows[nr++] = xt_arena_printf(ar, "  %s", parts[k]);
            *fits = *fits && (int)xt_utf8_width(rows[q]) <= width;
        }
    }
    return nr;
}

static void legend_rows(xt_text *t, const char *const *parts, size_t np, int width)
{
    const char *rows[LEGEND_MAX_PARTS];
    bool fits;
    size_t nr = legend_pack(t->arena, parts, np, width, rows, &fits);
    for (size_t q = 0; q < nr; q++)
        xt_text_line(t, XT_A_DIM, "%s", rows[q]);
}

void xt_chart_heap(xt_text *t, xt_heap_index *hx, const xt_allocator *pool, size_t cursor,
                   const xt_lifetime *span, const xt_chart_opts *o)
{
    xt_arena *ar = t->arena;
    const xt_plan *p = xt_heap_index_plan(hx);
    size_t n = xt_heap_index_events(hx), w = xt_chart_plot_width(o->width);
    const xt_series *s = xt_heap_index_series(hx, w);
    xt_chart_line lines[2];
    size_t nl = 0;
    if (pool && pool->capacity > 0)
        lines[nl++] = (xt_chart_line){ pool->capacity,
                                       xt_arena_printf(ar, "pool %s (%s, measured)", bytes_str(ar, pool->capacity),
                                                       xt_safe(ar, pool->name)), true, false, false };
    if (p->temp > 0)
        lines[nl++] = (xt_chart_line){ p->temp,
                                       xt_arena_printf(ar, "temp block %s", bytes_str(ar, p->temp)),
                                       false, false, false };
    xt_chart_marks mk = { SIZE_MAX, SIZE_MAX, SIZE_MAX, NULL, xt_series_col(n, w, p->peak_event), NULL, NULL };
    if (cursor != SIZE_MAX)
        mk.cursor = xt_series_col(n, w, cursor);
    if (span) {
        mk.span_from = xt_series_col(n, w, span->from);
        mk.span_to = span->to >= n ? w - 1 : xt_series_col(n, w, span->to);
    }
    int64_t top = xt_chart_draw(t, s, lines, nl, &mk, o);
    bool u = o->utf8;
    /* the heap's room in the pool, where the step alone does not fit: the
     * parameters and outputs are not on this chart, and the pool line
     * over a 172 MiB heap ("above the chart") read as room to spare for a
     * step 1.09 GiB short (a trial) */
    const char *room = NULL; /* (the full legend's: a pane's compact
                                * legend keeps its rows, and the verdict
                                * under it says the step does not fit) */
    int64_t po = xt_sat_add(p->parameters, p->outputs);
    if (pool && pool->capacity > 0 && po > 0 && xt_sat_add(po, p->temp) > pool->capacity) {
        int64_t r = xt_sat_sub(pool->capacity, po);
        if (r > 0) {
            room = xt_arena_printf(ar, "room for the heap %s (pool %s, measured, - parameters %s - outputs %s, "
                                       "read): the temp block is %s over it",
                                   bytes_str(ar, r), bytes_str(ar, pool->capacity), bytes_str(ar, p->parameters),
                                   bytes_str(ar, p->outputs), bytes_str(ar, xt_sat_sub(p->temp, r)));
        } else {
            room = xt_arena_printf(ar, "no room for the heap: parameters %s + outputs %s (read) > pool %s (measured)",
                                   bytes_str(ar, p->parameters), bytes_str(ar, p->outputs),
                                   bytes_str(ar, pool->capacity));
        }
    }
    if (o->compact_legend) {
        /* each glyph and what it stands for, packed into as few rows as
         * the width allows; none is dropped (the pool above an 8-GPU
         * capture's chart went missing at 80x24, and a TPU's "pool 31.2 GiB"
         * ended in an arrow nothing explained) */
        const char *parts[4 + MAX_LINES];
        size_t np = 0, pool_part = SIZE_MAX;
        parts[np++] = xt_arena_printf(ar, "%s peak %s", u ? "\xe2\x96\xb2" : "^", bytes_str(ar, p->heap_peak));
        if (!u && o->width >= 2 + (int)strlen(RAMP_KEY)) {
            parts[np++] = RAMP_KEY;
        } else if (!u) { /* a narrow pane: its glyphs one by one */
            parts[np++] = RAMP_FULL;
            parts[np++] = RAMP_HALF;
            parts[np++] = RAMP_LESS;
        }
        /* the lines drawn first, then one above the chart */
        for (int pass = 0; pass < 2; pass++)
            for (size_t k = 0; k < nl; k++) {
                if ((lines[k].value > top) != (pass == 1))
                    continue;
                bool at_peak = lines[k].covered && lines[k].value == p->heap_peak;
                if (lines[k].heavy)
                    pool_part = np;
                parts[np++] = xt_arena_printf(ar, "%s %s %s%s",
                                              lines[k].heavy ? (u ? "\xe2\x95\x90" : "=") : (u ? "\xe2\x94\x80" : "-"),
                                              lines[k].heavy ? "pool" : "temp",
                                              at_peak ? "= peak" : bytes_str(ar, lines[k].value),
                                              lines[k].value > top ? ", above the chart"
                                              : lines[k].hidden    ? " (under the bars)"
                                              : at_peak || !lines[k].covered ? ""
                                                                   : " (in pool's row)");
            }
        /* the pool measured, under a chart of the plan (read): its own
         * label (an audit), where that takes no row more nor overflows
         * one (the chart's rows are the pane's) */
        if (pool_part < np) {
            const char *plain = parts[pool_part], *rows[LEGEND_MAX_PARTS];
            const char *sz = bytes_str(ar, lines[0].value);
            const char *at = strstr(plain, sz);
            bool fits0, fits1;
            size_t n0 = legend_pack(ar, parts, np, o->width, rows, &fits0);
            if (at) {
                at += strlen(sz);
                parts[pool_part] = xt_arena_printf(ar, "%.*s (measured)%s", (int)(at - plain), plain, at);
                size_t n1 = legend_pack(ar, parts, np, o->width, rows, &fits1);
                /* nor on a row already wider than the pane: the pane cuts
                 * it, and "(measured)" pushed out ", above the chart" (at
                 * 34 columns, "pool 8.00 GiB (measured), ab…") */
                bool own_fits = true;
                for (size_t q = 0; q < n1; q++)
                    if (strstr(rows[q], parts[pool_part]))
                        own_fits = (int)xt_utf8_width(rows[q]) <= o->width;
                if (n1 > n0 || (fits0 && !fits1) || !own_fits)
                    parts[pool_part] = plain;
                /* the label kept, "above" in one word, as the runtime
                 * chart's legend says it (gpu8-fails at 80x24 lost the
                 * label to ", above the chart": a trial) */
                const char *above = ", above the chart";
                if (parts[pool_part] == plain && !strcmp(at, above)) {
                    parts[pool_part] = xt_arena_printf(ar, "%.*s (measured) above", (int)(at - plain), plain);
                    n1 = legend_pack(ar, parts, np, o->width, rows, &fits1);
                    own_fits = true;
                    for (size_t q = 0; q < n1; q++)
                        if (strstr(rows[q], parts[pool_part]))
                            own_fits = (int)xt_utf8_width(rows[q]) <= o->width;
                    if (n1 > n0 || (fits0 && !fits1) || !own_fits)
                        parts[pool_part] = plain;
                }
            }
        }
        legend_rows(t, parts, np, o->width);
    } else {
        x_labels(t, w, "event 1", xt_arena_printf(ar, "event %zu", n));
        xt_text_line(t, XT_A_DIM, "  %s heap peak %s at event %zu of %zu (%s)", u ? "\xe2\x96\xb2" : "^",
                     bytes_str(ar, p->heap_peak), p->peak_event + 1, n, xt_safe(ar, p->peak_instruction));
        if (!u)
            xt_text_line(t, XT_A_DIM, "  %s", RAMP_KEY);
    }
    for (size_t k = 0; k < nl && !o->compact_legend; k++)
        xt_text_line(t, XT_A_DIM, "  %s %s%s",
                     lines[k].heavy ? (u ? "\xe2\x95\x90" : "=") : (u ? "\xe2\x94\x80" : "-"),
                     lines[k].label, lines[k].value > top ? ": above the chart"
                                     : lines[k].hidden ? ": under the bars"
                                     : lines[k].covered ? ": not drawn, in the pool's row" : "");
    if (room && !o->compact_legend)
        xt_text_wrap(t, XT_A_DIM, o->width, 4, "  ", room);
    if (cursor != SIZE_MAX) {
        size_t e = cursor < n ? cursor : n - 1;
        xt_text_line(t, XT_A_HEAD, "  %s cursor at event %zu%s: heap %s (%s)", CURSOR(u), e + 1,
                     o->list_at_peak && e != p->peak_event ? " (the list: at the peak)" : "",
                     bytes_str(ar, xt_heap_index_at(hx, e)),
                     xt_safe(ar, p->heap_trace->events[e].instruction_name));
    }
    if (span)
        xt_text_line(t, XT_A_HEAD, "  %s live from event %zu (%s) to %s", u ? "\xe2\x94\x81" : "*",
                     span->from + 1, xt_safe(ar, span->from_instr),
                     span->freed ? xt_arena_printf(ar, "event %zu (%s)", span->to + 1,
                                                   xt_safe(ar, span->to_instr))
                                 : "the end (never freed)");
}

/* A time axis's end label: xt_fmt_dur's unit for t, with decimals enough
 * that the span between the two ends shows in it (ten steps at least):
 * "%.1f s" drew a 33.8 ms chart of a real capture as "1.6 s ... 1.7 s"
 * beside a table of "1634.168 ms", and a 15 ms one as "2.8 s ... 2.8 s" (a
 * trial). */
static const char *axis_time(xt_arena *ar, int64_t t_ps, int64_t span_ps)
{
    double s = (double)t_ps / 1e12, span = (double)span_ps / 1e12;
    double unit = s >= 1.0 ? 1.0 : s >= 1e-3 ? 1e-3 : 1e-6;
    const char *name = s >= 1.0 ? "s" : s >= 1e-3 ? "ms" : "us";
    int d = unit == 1e-6 ? 0 : 1;
    while (d < 6 && span > 0 && span / unit * pow(10, d) < 10)
        d++;
    return xt_arena_printf(ar, "%.*f %s", d, s / unit, name);
}

void xt_chart_time(xt_text *t, const xt_time_chart *tc, const xt_chart_opts *o)
{
    xt_arena *ar = t->arena;
    xt_chart_line line = { tc->pool, NULL, true, false, false };
    if (tc->al)
        line.label = xt_arena_printf(ar, "pool %s (%s)", bytes_str(ar, tc->pool), xt_safe(ar, tc->al->name));
    xt_chart_marks mk = { SIZE_MAX, SIZE_MAX, SIZE_MAX, tc->marks, SIZE_MAX, NULL, NULL };
    char b0[32];
    bool u = o->utf8;
    int64_t span = tc->t1_ps > tc->t0_ps ? (int64_t)((uint64_t)tc->t1_ps - (uint64_t)tc->t0_ps) : 0;
    if (span < 0) /* ends at both ends of int64 (a hostile capture) */
        span = INT64_MAX;
    if (o->compact_legend) { /* no row of their own: on the axis's */
        mk.axis_left = axis_time(ar, tc->t0_ps, span);
        mk.axis_right = axis_time(ar, tc->t1_ps, span);
    }
    int64_t top = xt_chart_draw(t, &tc->s, &line, tc->al && tc->pool > 0 ? 1 : 0, &mk, o);
    /* a low pane (o->compact_legend) has no time labels, as the heap
     * chart's has none: the TUI dropped their row by its place, and that
     * went wrong where the marks' row was left out (the "in use" line
     * went instead, its gap unexplained) */
    if (!o->compact_legend)
        x_labels(t, tc->s.w, axis_time(ar, tc->t0_ps, span), axis_time(ar, tc->t1_ps, span));
    /* a stretch drawn as one column is said with the figure every
     * layout keeps (the compact one drops the time labels) */
    const char *gaps = "";
    /* and the execution they lie inside: all in one, said once after them
     * ("gaps of 7.0 s, 3.0 s inside execution 5": the step lasted both) */
    bool one = tc->nbreaks && tc->break_exec[0];
    for (size_t k = 1; k < tc->nbreaks; k++)
        one = one && tc->break_exec[k] == tc->break_exec[0];
    const char *gapsx = ""; /* ... with them; where the pane is narrow, the first to go */
    for (size_t k = 0; k < tc->nbreaks; k++) {
        const char *d = xt_fmt_dur(b0, sizeof b0, tc->break_ps[k]);
        gaps = xt_arena_printf(ar, "%s%s%s", gaps, k ? ", " : "", d);
        gapsx = xt_arena_printf(ar, "%s%s%s%s", gapsx, k ? ", " : "", d,
                                !one && tc->break_exec[k]
                                    ? xt_arena_printf(ar, " (in execution %zu)", tc->break_exec[k])
                                    : "");
    }
    if (one)
        gapsx = xt_arena_printf(ar, "%s inside execution %zu", gapsx, tc->break_exec[0]);
    /* a comparison's sides on one scale (o->top_floor): said here, the
     * heading being full with the pool's and the module's names.  Where
     * the line is wider than the pane, the scale goes before the gaps and
     * the words the heading says above it ("in use (measured)") give way:
     * at 80x24 an AFTER's chart topped at BEFORE's 1.61 GiB over its own
     * "most 432.0 MiB; ≈ gap of 20.7 m…", and nothing on the screen said
     * why (a trial) */
    const char *most = bytes_str(ar, tc->s.w ? tc->s.y[tc->s.peak] : 0);
    const char *scale = o->top_floor > 0 ? "; both sides' scale" : "";
    const char *use = xt_arena_printf(ar, "  in use (measured): most %s%s%s%s%s", most,
                                      tc->nbreaks ? (u ? "; \xe2\x89\x88 " : "; / ") : "",
                                      tc->nbreaks ? (tc->nbreaks > 1 ? "gaps of " : "gap of ") : "", gapsx, scale);
    /* and wherever the line is wider than the pane: "≈ gaps of 44.5 m…"
     * lost the unit at 80 columns (a trial) */
    if (o->width > 0 && (int)xt_utf8_width(use) > o->width) {
        /* the figure's label goes last: "in use: most 1.61 GiB; ≈ gaps of
         * ..." under a heading cut before its "(measured)" left the
         * figure unlabelled (a trial); a word gone does not come back
         * narrower ("of" went at 49-51 columns and came back at 41-48
         * where the label went: a trial) */
        static const struct {
            const char *head, *label, *gap, *gaps;
        } forms[] = { { "  in use (measured): most ", "", "gap of ", "gaps of " },
                      { "  most ", " (measured)", "gap of ", "gaps of " },
                      { "  most ", " (measured)", "gap ", "gaps " },
                      { "  most ", "", "gap ", "gaps " } };
        bool fit = false;
        for (size_t k = 0; k < 2 * (sizeof forms / sizeof *forms) && !fit; k++) {
            /* each form with the gaps' execution, then without; the last
             * where none fits: the gaps' end is cut, not the scale */
            size_t f = k / 2;
            use = xt_arena_printf(ar, "%s%s%s%s%s%s%s", forms[f].head, most, forms[f].label, scale,
                                  tc->nbreaks ? (u ? "; \xe2\x89\x88 " : "; / ") : "",
                                  tc->nbreaks ? (tc->nbreaks > 1 ? forms[f].gaps : forms[f].gap) : "",
                                  k % 2 ? gaps : gapsx);
            fit = (int)xt_utf8_width(use) <= o->width;
        }
    }
    xt_text_line(t, XT_A_DIM, "%s", use);
    /* a low pane (o->compact_legend): the pool and the marks side by
     * side, the pool without its allocator (the heading names it), so
     * that the executions under the chart show (80x24: 3 to 5 of them) */
    const char *parts[4];
    size_t np = 0;
    if (!u)
        parts[np++] = RAMP_KEY;
    if (line.label)
        parts[np++] = xt_arena_printf(ar, "%s %s%s", u ? "\xe2\x95\x90" : "=",
                                      o->compact_legend ? xt_arena_printf(ar, "pool %s", bytes_str(ar, tc->pool))
                                                        : line.label,
                                      tc->pool > top ? (o->compact_legend ? " above" : ": above the chart")
                                      : line.hidden  ? (o->compact_legend ? " under the bars" : ": under the bars")
                                                     : "");
    /* the legend lists the marks drawn (one a column, as axis_rows
     * picks it), and what the selected execution's mark covers: on a
     * long axis (a 10 s retry wait) several executions share a column */
    unsigned seen = 0, under = 0, r_kinds = 0; /* r_kinds: 1 an inferred R drawn, 2 a measured one */
    for (size_t c = 0; tc->marks && c < tc->s.w; c++) {
        unsigned m = tc->marks[c] & ~(unsigned)XT_MARK_BREAK;
        if (m & XT_MARK_SELECTED) {
            seen |= XT_MARK_SELECTED;
            under |= m & (XT_MARK_NEVER | XT_MARK_RETRY | XT_MARK_RETRY_INFERRED);
        } else {
            seen |= m & XT_MARK_NEVER ? XT_MARK_NEVER : m & XT_MARK_RETRY ? XT_MARK_RETRY : m;
            if (!(m & XT_MARK_NEVER) && (m & XT_MARK_RETRY))
                r_kinds |= m & XT_MARK_RETRY_INFERRED ? 1u : 2u;
        }
    }
    /* the R marks' label where they share one, as the executions table
     * has it ("R retry wait" over a wait the table calls "3.0 s
     * (inferred)": a trial) */
    const char *r_label = r_kinds == 1u ? "R retry wait (inferred)  "
                          : r_kinds == 2u ? "R retry wait (measured)  "
                                          : "R retry wait  ";
    /* short enough for an 80x24 pane (54 columns): "(its column also:
     * never launched, a retry wait)" was cut there */
    if (seen)
        parts[np++] = xt_arena_printf(ar, "%s%s%s%s%s%s%s", seen & XT_MARK_START ? "| start  " : "",
                                      seen & XT_MARK_RETRY ? r_label : "",
                                      seen & XT_MARK_NEVER ? "X never launched  " : "",
                                      seen & XT_MARK_SELECTED ? (u ? "\xe2\x96\xb2 selected" : "^ selected") : "",
                                      under ? ": " : seen & XT_MARK_SELECTED && !o->compact_legend ? " execution" : "",
                                      under & XT_MARK_NEVER ? (under & XT_MARK_RETRY ? "never launched, " : "never launched")
                                                            : "",
                                      /* the wait's label, as the executions
                                       * table has it (a trial: "waited
                                       * (retry)" had none; "R retry wait"
                                       * names the mark) */
                                      under & XT_MARK_RETRY_INFERRED ? "waited (inferred)"
                                      : under & XT_MARK_RETRY        ? "waited (measured)"
                                                                     : "");
    if (o->compact_legend) {
        legend_rows(t, parts, np, o->width);
        return;
    }
    for (size_t k = 0; k < np; k++)
        xt_text_line(t, XT_A_DIM, "  %s", parts[k]);
}
