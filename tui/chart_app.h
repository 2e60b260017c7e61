/* chart_app.h - the TUI's charts (issue 16): the heap over program order
 * at the top of the plan view with a program-order cursor, the live set
 * at the cursor drillable to buffers, a buffer's lifetime on the chart,
 * and memory over time at the top of the runtime view.
 *
 * The heap index and the cursors are built once per module (the first
 * time its plan view is drawn) and kept in a->charts; the series is cached
 * per width in the index, the runtime chart per (pool, module, width).  A
 * frame costs O(live buffers + width), never O(events).
 *
 * Hooks elsewhere: app.c lists the views below in views[] and calls the
 * builds from its plan and runtime views; keys.def names the k_chart_*
 * actions; frame.c calls xt_chart_scroll/xt_chart_pin so the chart stays
 * at the top of the pane while the rows under it scroll; xt_app_export
 * builds the view once into a text of its own (charts in ASCII with their
 * whole legend, no hints); xt_app_free calls xt_chart_free. */
#ifndef XT_CHART_APP_H
#define XT_CHART_APP_H

#include "app.h"

/* Row kinds of the live set at the cursor (not the peak's XT_T_ROLE,
 * XT_T_ALLBUFS, XT_T_BUFFER, whose targets index plan->live).  Apart
 * from view.h's, the comparison's (compare_view.h 64.., compare_app.h
 * 80..) and app.h's groups (100..: both branches took 100, and Enter on
 * a role at the cursor opened a group). */
enum {
    XT_T_CUR_ROLE = 110, /* target: xt_role */
    XT_T_CUR_ALL,       /* every buffer live at the cursor */
    XT_T_CUR_BUFFER,    /* target: index in the cursor's live set */
};

/* The buffers live at the cursor (a role's or all) and one of them. */
extern const xt_view xt_view_cur_bufs, xt_view_cur_buf;

/* The plan view: the heap chart, the live set at the cursor, the plan's
 * figures (the overview without its at-the-peak roles).  A module without
 * a heap trace gets the overview as before. */
void xt_chart_plan_build(xt_app *a, xt_text *t, int w);
/* The runtime view: memory over time, then xt_view_runtime. */
void xt_chart_runtime_build(xt_app *a, xt_text *t, int w);

/* frame.c: keep the chart rows of the right pane at its top (h: the rows
 * the pane shows under its title; to_end: G asked for the last page). */
void xt_chart_scroll(xt_app *a, int h, bool to_end);

/* g: the rows under the chart scroll from their first again (the next
 * xt_chart_scroll starts there, not where they were). */
void xt_chart_scroll_home(xt_app *a);
/* The next xt_chart_scroll starts the rows under the chart at the cursor's
 * section heading where it can ([ ] { } stepped the selection). */
void xt_chart_scroll_to_heading(xt_app *a);
void xt_chart_pin(xt_app *a, xt_grid *g, int y, int x, int w, int h, bool focused);
/* Whether the view's pane has room for a chart (c aside): 12 rows and
 * the axis and 16 columns. */
bool xt_chart_room(xt_app *a);

/* The rows of the right pane's chart at its top that stay there while
 * the rows under them scroll (0: none); whether row r of the pane's text
 * is a row of its chart (pinned or not): a search passes over them. */
size_t xt_chart_pinned(const xt_app *a);
bool xt_chart_row(const xt_app *a, size_t r);
/* A mouse click on line `line` (0: the chart's first) of the pinned chart,
 * col columns into the pane's text: on the heap chart's plot it moves the
 * cursor there (true); elsewhere nothing (false). */
bool xt_chart_click(xt_app *a, size_t line, int col);

void xt_chart_free(xt_app *a);

/* The program-order cursor of the current module (NULL: no heap trace).
 * Builds the index the first time (tests and the key actions). */
struct xt_cursor *xt_chart_cursor(xt_app *a);
/* How long the last cursor key and the last chart build took (ms; the
 * key's time includes the rebuild of the panes). */
double xt_chart_last_ms(const xt_app *a, bool key);
/* How many modules' heap indexes and cursors the charts hold (those of
 * analyses still loaded, and the one on screen). */
size_t xt_chart_cached(const xt_app *a);

/* The rows of the buffer list Enter on a role at the cursor opens (the
 * current frame's role), without the chart: a search of the plan view
 * looks through them before it opens the list.  And the live set at the
 * cursor, in ar (false: no heap trace), whose indexes those rows'
 * targets (XT_T_CUR_BUFFER) are. */
void xt_chart_live_rows(xt_app *a, xt_text *t, int w);
bool xt_chart_live_set(xt_app *a, xt_arena *ar, xt_heap_point *pt);

/* The rows of a buffer list or detail under the heap chart (app.c's
 * views of the live set at the peak use it too). */
void xt_chart_over(xt_app *a, xt_text *t, int w, void (*rows)(xt_app *, xt_text *, int));

/* Key actions (keys.def); each reads a->key for its direction. */
void k_chart_event(xt_app *a);      /* , . */
void k_chart_column(xt_app *a);     /* < > */
void k_chart_local_peak(xt_app *a); /* ( ) */
void k_chart_jump(xt_app *a);       /* ^ 0 $ */
void k_chart_buffer_end(xt_app *a); /* a f */

#endif
