/* chart.h - charts drawn into the text model (text.h): the heap over
 * program order and an allocator's bytes in use over time.
 *
 * A chart is `height` plot rows under a y axis in bytes, an x axis, a row
 * of marks and a legend, `width` columns in all.  Bars are UTF-8 block
 * elements (eighths) with utf8, an ASCII ramp (. : #) without, which the
 * legend then explains; lines, marks and the cursor are glyphs, so the
 * chart reads the same in monochrome (colour only adds: the part of a
 * bar above the pool is XT_A_BAD).  The export and --report draw with
 * XT_CHART_FILE_UTF8 (false), and so do their bars.
 *
 *   3.41 GiB ┤        .##:
 *            │      :#####.
 *   2.79 GiB ┤======######:====      (pool '=' / '═', temp block '-' / '─')
 *            │   .##########:
 *        0 B └---------!-------      (cursor column '!' / '┊' here and above, a lifetime '*' / '━')
 *                    ^               (heap peak '^' / '▲'; executions: '|' start,
 *                                     'R' retry wait, 'X' never launched, '^' selected)
 */
#ifndef XT_CHART_H
#define XT_CHART_H

#include "cursor.h"
#include "series.h"
#include "text.h"

/* Whether a chart written to a file (an export, --report) is drawn with
 * UTF-8: no, it pastes into a ticket, whatever the terminal; and such a
 * file is one charset, its chart's: its bars follow this too (the
 * export's text, xt_report_write_text). */
#define XT_CHART_FILE_UTF8 false

/* Columns left of the plot: the y labels and the axis. */
#define XT_CHART_AXIS_W 11
/* The widest a --report chart is drawn, axis included: wider than any
 * terminal, and a chart of 100000 columns cost seconds a host. */
#define XT_CHART_MAX_WIDTH 1000

typedef struct xt_chart_opts {
    int width;    /* columns in all, axis included (at least XT_CHART_AXIS_W + 8) */
    int height;   /* plot rows (at least 2) */
    bool utf8;
    /* the heap chart (xt_chart_heap) in a low pane: no x labels, and its
     * legend's parts side by side ("▲ peak 3.41 GiB  ═ pool 2.79 GiB  ─
     * temp = peak", each after its glyph; without utf8 also the ramp's
     * key), in as many rows of the width as they need, none left out */
    bool compact_legend;
    /* the scale's top at least this many bytes (0: the data's own): a
     * comparison draws BEFORE's and AFTER's heap charts on one scale, so
     * that x between them shows the change (3.41 GiB and 1.29 GiB filled
     * two plots to one height: a trial) */
    int64_t top_floor;
    /* the list under the heap chart is the live set at the heap peak,
     * wherever the cursor is (a role's buffers): the cursor's line says
     * so when it is elsewhere (a trial read the list as the cursor's) */
    bool list_at_peak;
} xt_chart_opts;

/* Plot columns of a chart `width` columns wide: the width to build its
 * series at (xt_heap_index_series, xt_time_chart_build). */
size_t xt_chart_plot_width(int width);

/* A horizontal line across the plot (drawn where no bar is). */
typedef struct xt_chart_line {
    int64_t value;
    const char *label;   /* legend text, e.g. "pool 2.79 GiB (GPU_0_bfc)" */
    bool heavy;          /* '=' / '═' (the pool); else '-' / '─' */
    bool hidden;         /* set by xt_chart_draw: in the plot, but every
                            column's bar covers its row (the legend says
                            so: a line it names is not drawn) */
    bool covered;        /* set by xt_chart_draw: its row is the heavy
                            line's, drawn instead of it */
} xt_chart_line;

/* What a chart adds to the plot (all optional). */
typedef struct xt_chart_marks {
    size_t cursor;             /* column of the cursor, SIZE_MAX: none */
    size_t span_from, span_to; /* columns of a highlighted span, SIZE_MAX: none */
    const uint8_t *marks;      /* per column XT_MARK_* (time charts) */
    size_t peak;               /* column marked as the peak, SIZE_MAX: none */
    /* a low pane's time axis, said on the axis's own row where its cells
     * are plain (no label row under it): its two ends; NULL: none */
    const char *axis_left, *axis_right;
} xt_chart_marks;

/* The plot, axes and mark row of series s (s->w plot columns) with lines
 * (drawn when within 1.5 x the series' maximum; the scale grows to show
 * them).  Rows are not selectable.  Returns the scale's top in bytes. */
int64_t xt_chart_draw(xt_text *t, const xt_series *s, xt_chart_line *lines, size_t nlines,
                      const xt_chart_marks *mk, const xt_chart_opts *o);

/* The heap over program order of hx's plan: its temp block and pool
 * (may be NULL) as lines, the heap peak marked, a cursor at event
 * `cursor` (SIZE_MAX: none), and span (may be NULL) highlighted: a
 * buffer's lifetime.  A legend under it names each. */
void xt_chart_heap(xt_text *t, xt_heap_index *hx, const xt_allocator *pool, size_t cursor,
                   const xt_lifetime *span, const xt_chart_opts *o);

/* An allocator's bytes in use over time (tc built at
 * xt_chart_plot_width(o->width) columns), the pool as a line, the
 * module's executions marked; legend under it. */
void xt_chart_time(xt_text *t, const xt_time_chart *tc, const xt_chart_opts *o);

#endif
