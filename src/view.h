/* view.h - the views of xoomtui as text models: what the screen shows,
 * what 'e' exports and what --report prints.  Views read the analysis and
 * never change it: they take it const, after xt_analysis_prepare(a, m) for
 * the module they show (overview, runtime, origin and diagnosis read the
 * prepared record; an unprepared module shows a line saying so).  Widths
 * come from the caller (the pane, or the report's columns). */
#ifndef XT_VIEW_H
#define XT_VIEW_H

#include "analysis.h"
#include "text.h"
#include "chart.h"

/* Row kinds: what Enter on a row opens. */
enum {
    XT_T_MODULE = 1, /* target: module index */
    XT_T_ROLE,       /* target: xt_role */
    XT_T_BUFFER,     /* target: index in plan->live */
    XT_T_EXEC,       /* target: index among the module's executions */
    XT_T_ORIGIN,     /* target: group index in the live set */
    XT_T_DIAG,       /* target: diagnosis line index */
    XT_T_RUNTIME,    /* opens the runtime view */
    XT_T_ALLBUFS,    /* opens the whole live-at-peak list */
    XT_T_DEVICE,     /* target: index into rt->devices (xt_analysis_select_device) */
    XT_T_HOST,       /* target: host index in the capture */
    XT_T_POOL,       /* target: index into rt->allocators (xt_analysis_select_pool;
                        selectable in a capture without modules) */
    XT_T_FAMILY,     /* target: the largest group (index in the live set) of
                        one module's outputs (xt_view_family) */
    XT_T_HOSTEV,     /* target: index into the module runtime's between[] */
    XT_T_DIAG_FIX,   /* a diagnosis line's fix; target: the line's index */
    XT_T_DIAG_DEVICE, /* the diagnosis's note naming the device that failed;
                         target: its index into rt->devices */
    XT_T_ALLOC,      /* one live array of an origin: target: its allocation's
                        index into the module runtime's allocator events
                        (xt_view_allocation) */
    XT_T_BEFORE,     /* an origin's bytes from before the capture: no
                        allocation, opens nothing (the TUI says why) */
    XT_T_PEAK,       /* a group of a capture without modules' live set at
                        its pool's peak (xt_analysis_pool_peak); target:
                        its index there, or ng + k for its fold k: its
                        allocations (xt_view_pool_peak_group); the bytes
                        from before the capture are XT_T_BEFORE */
    XT_T_PEAK_ALLOC, /* one allocation of such a group (xt_view_pool_peak_group);
                        target: its index into the pool's events; opens
                        nothing: its row's whole says all of it */
    XT_T_DIAG_CHECK, /* a diagnosis line's check (the whole form only);
                        target: the line's index */
    XT_T_OUTPUT,     /* one of the plan's non-aliased outputs; target: its
                        index in xt_plan_outputs' order (xt_view_plan_output) */
    XT_T_PARAM,      /* one of the plan's parameters; target: its index in
                        xt_plan_params' order; opens nothing (its row says
                        all of it) */
};

typedef enum {
    XT_SORT_SIZE = 0,
    XT_SORT_SHAPE,
    XT_SORT_SOURCE,
    XT_SORT_INSTR,
    XT_NSORT
} xt_sort;

const char *xt_sort_name(xt_sort s);

/* width: the pane's columns (0: natural).  When a name would not fit
 * beside the full sizes, the sizes take 4 columns ("3.7G") and the names
 * the rest; under 19 columns the runs column goes too. */
void xt_view_modules(xt_text *t, const xt_analysis *a, size_t current, int width);
/* The marks of a modules list made by xt_view_modules set again for
 * `current` (the module shown), its texts unchanged: the TUI keeps the
 * list while nothing else it shows changes (160,000 modules: a whole
 * build is 100 ms, this 1). */
void xt_view_modules_mark(xt_text *t, const xt_analysis *a, size_t current);
/* width: where notes wrap (the pane, or the report's columns) */
void xt_view_overview(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The report's "Verdict:" line of host a (its selected module prepared):
 * the module named, a failed device first where the module's verdict
 * does not name it; NULL when not prepared.  Text in ar. */
const char *xt_view_verdict_line(xt_arena *ar, const xt_analysis *a, int *sev);
/* The plan's outputs not aliased to a parameter, one row an allocation
 * (xt_plan_outputs): what "outputs, not aliased" adds up. */
void xt_view_plan_outputs(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The plan's parameters (xt_plan_params), one a row: bytes, number,
 * donated, shape, the argument's op_name and source; by their place
 * (xt_plan_params' order) or by_size, largest first (ties by place),
 * reverse reversing it.  A row's target is its xt_plan_params index. */
void xt_view_plan_params(xt_text *t, const xt_analysis *a, size_t m, bool by_size, bool reverse, int width);
/* One of them (index i in that order, as its row's target): its figures,
 * what it holds and its Python stack, as a live buffer's page. */
void xt_view_plan_output(xt_text *t, const xt_analysis *a, size_t m, size_t i, int width);
/* role < 0: every role.  Returns rows' buffer order in t (targets).
 * width > 0: a pane's columns, the list's own columns giving way to the
 * source's Python line where it would be cut; 0: the report's columns.
 * limit 0: every buffer, but on the screen (t->screen, not t->unfold) the
 * first XT_VIEW_LIVE_ROWS - 1 and one row that sums the rest (t->folded,
 * t->summed_at): 200,000 rows made each key cost 80 ms. */
void xt_view_buffers(xt_text *t, const xt_analysis *a, size_t m, int role, xt_sort sort,
                     bool reverse, size_t limit, int width);
/* ... of those buffers keep(b, ctx) keeps (keep NULL: every one): a
 * group's, made before the rows are cut. */
typedef bool (*xt_buf_keep)(const xt_live_buf *b, const void *ctx);
void xt_view_buffers_where(xt_text *t, const xt_analysis *a, size_t m, int role, xt_buf_keep keep,
                           const void *ctx, xt_sort sort, bool reverse, size_t limit, int width);
/* width: where the op_name wraps */
void xt_view_buffer(xt_text *t, const xt_analysis *a, size_t m, size_t buf, int width);
/* exec: index among the module's executions (SIZE_MAX: the last);
 * max_rows > 0 condenses long execution lists (the report); width: where
 * the growth line wraps. */
/* Live-set groups a screen lists before one row sums the rest; the
 * executions a screen lists on each side of the selected one (with the
 * first and last 3 and every one that never launched or waited). */
enum { XT_VIEW_LIVE_ROWS = 500, XT_VIEW_EXEC_AROUND = 200 };
/* the Python stack frames a buffer's view lists, innermost first; the
 * rest counted (real stacks are tens of frames) */
enum { XT_VIEW_STACK_FRAMES = 200 };
/* rows of a capture without modules' live set at its pool's peak, on screen */
enum { XT_VIEW_PEAK_ROWS = 60 };
/* Why rt's main allocator is the pool shown (doc/figures.md, "The main
 * allocator"): "device 0's pool", or the fullest and its margin over the
 * next ("...; GPU_4_bfc next, 1.2 MiB lower (measured)"); in ar, the
 * other pool's name made safe when safe.  NULL when there is none. */
const char *xt_view_main_pool_why(xt_arena *ar, const xt_runtime *rt, bool safe);
void xt_view_runtime(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t max_rows,
                     int width);
void xt_view_origin(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group);
/* The runtime view's execution rows alone, every one, as xt_view_runtime
 * lists them into a text that is not the screen's (a search for an
 * execution the screen does not list reads them: rendering the whole view
 * for it drew a leak's live set too, 40-60 ms a key at 1 GiB). */
void xt_view_exec_list(xt_text *t, const xt_analysis *a, size_t m, size_t exec, int width);

/* The live set of module m (runtime r) when execution exec started: at
 * the last, the story's (the analysis keeps it and its families: a leak's
 * 66,000 groups, replayed at each key they cost 5-10 ms); at another,
 * replayed into ar, with its families when asked for.  The views and the
 * TUI index groups in it alike. */
typedef struct xt_live_set {
    const xt_origin_group *g;
    const xt_live_family *f; /* NULL unless asked for, or the story's */
    size_t ng, nf;
    int64_t use;
} xt_live_set;
xt_live_set xt_live_at(xt_arena *ar, const xt_analysis *a, size_t m, const xt_module_runtime *r,
                       size_t exec, bool families);
/* xt_view_origin of live set ls (r's, taken once: a search reads every
 * group's arrays; a: the analysis, for shapes the plan's outputs tell,
 * or NULL; sc: a cache of them kept across calls, or NULL): returns the row of its first array, one row each in
 * the group's order (t->nrows: none; rows may follow them). */
typedef struct xt_shape_cache xt_shape_cache;
/* The plan outputs allocation lists infer shapes from (xt_view_origin_of),
 * kept across lists: each module's taken once (a search reads every
 * group's arrays).  Lives no longer than a. */
xt_shape_cache *xt_shape_cache_new(const xt_analysis *a);
void xt_shape_cache_free(xt_shape_cache *c);
size_t xt_view_origin_of(xt_text *t, const xt_analysis *a, xt_shape_cache *sc, const xt_module_runtime *r,
                         const xt_live_set *ls, size_t group);
/* One allocation of module m's pool (event ev of its allocator, an
 * XT_T_ALLOC row's target): every figure the capture has of it, labelled
 * (bytes handed out and requested, measured, and the rounding between
 * them; the pool; its address; when, against the execution that made it
 * or the nearest start; its origin, group `group` of the live set at
 * execution exec's start, and that origin's module; its shape and Python
 * line; the event's other stats, read; the bytes in use just after it;
 * whether it was live at that start and when it was freed; the host
 * thread and the event around it).  Wrapped at width (0: 100). */
void xt_view_allocation(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group, size_t ev,
                        int width);
/* The groups of the live set at execution exec's start that hold one
 * module's outputs (the module of group `group`'s "outputs of M execution
 * N"), by execution, each row an XT_T_ORIGIN; width as xt_view_runtime. */
void xt_view_family(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group, int width);
/* A capture without modules: the allocations of one row of its pool's
 * live set at the peak (target: a group's index, or ng + k for fold k;
 * xt_analysis_pool_peak), largest first. */
void xt_view_pool_peak_group(xt_text *t, const xt_analysis *a, size_t target, int width);
void xt_view_diagnosis(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The same for a low pane (80x24): a line's cause on its header's row,
 * its fix on one row and its saving under it, no check: every line's
 * cause and fix in the first rows; rows as long as they are (the pane
 * cuts them), kinds and targets as xt_view_diagnosis gives them. */
void xt_view_diagnosis_brief(xt_text *t, const xt_analysis *a, size_t m, int width);
void xt_view_warnings(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The host's devices for module m (prepared): one selectable row per
 * device (XT_T_DEVICE, target: index into rt->devices) with its pool, its
 * lifetime peak, the bytes in use at the module's last start there and a
 * verdict; the selected device marked "> ", the failed one in red.  A
 * heading says the plan is the same on each.  Rows beyond the first 256
 * devices say "not analysed". */
void xt_view_devices(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The hosts of a run, one selectable row each (XT_T_HOST, target: host
 * index) with its verdict (xt_host_verdict_of: which host has the failing
 * device); current marked "*", worst "!" (xt_host_mark).  an[i] is host i's analysis, its selected
 * module prepared (xt_analysis_prepare(an[i], an[i]->selected)); an
 * unprepared one shows its name only.  Under the rows, the note of
 * xt_view_hosts_note, wrapped at width. */
/* The head of a run's report: "xoomtui report: 16 hosts, 2 fail, 1
 * cannot be read" and, when worst < n, "* the worst host: NAME (4 of 16)"
 * (the list marks it *). */
/* The groups a run's --report writes its hosts' sections in: the worst
 * host, the others that fail, those that cannot be read, those with a
 * warning, the rest; each group in file order. */
enum { XT_RG_WORST = 0, XT_RG_FAILS, XT_RG_UNREAD, XT_RG_WARN, XT_RG_REST, XT_NRG };
int xt_run_group(int severity, bool unread);
/* The sections' order from their groups (order[k]: the k-th host
 * written); false when it is file order. */
bool xt_run_order(const int *group, size_t n, size_t *order);
/* Under a run's hosts list: the order of the hosts' sections that follow
 * (nothing when it is file order). */
void xt_view_run_order(xt_text *t, const int *group, size_t n, const char *worst_name);
/* Under the worst host's line, when no host read fails and some cannot be
 * read: that the failure may be on those. */
void xt_view_unread_note(xt_text *t, size_t fail, size_t unread);
void xt_view_run_head(xt_text *t, size_t n, size_t fail, size_t unread, size_t worst,
                      const char *worst_name, const char *why);
/* Host i's row of a run's list: its mark and name, its verdict (sev its
 * severity) beside it, or in text output under a name past half of width.
 * Text output adds cause (xt_host_cause, NULL: none) after it: why the
 * device failed, in figures (the screen's list makes its own cell). */
void xt_view_host_row(xt_text *t, size_t i, size_t current, size_t worst, const char *name, const char *v,
                      const char *cause, int sev, int width);
void xt_view_hosts(xt_text *t, const xt_capture *c, const xt_analysis *const *an, size_t current,
                   size_t worst, int width);
/* What the figures of the hosts' verdicts (v[0..n), NULL or "" for one
 * not known) are, as the devices table's note says its columns': the
 * plan (read) against the pool (measured), then the verdicts' other
 * words by label, only those the verdicts use ("failed: measured; grows,
 * full: inferred").  A dim note, wrapped at width; none without a verdict. */
void xt_view_hosts_note(xt_text *t, const char *const *v, size_t n, int width);
/* Under a run's hosts: the hosts that have no module --module names
 * (names[i] non-NULL: host i's name; each shows its own pick). */
void xt_view_module_missing(xt_text *t, const char *module, const char *const *names, size_t n,
                            int width);
/* Under a run's hosts: a hostname that more than one file records
 * (hostnames[i], paths[i] of n; NULL names skipped), said with its files
 * as a doubt: one host's capture twice, a copied file or two runs in one
 * folder.  Not on screen (t->screen): the status line says it there. */
void xt_view_repeated_hostnames(xt_text *t, const char *const *hostnames, const char *const *paths, size_t n,
                                int width);
/* Text s as a note under a list, dim, word by word in width (19 columns
 * too), from a row of its own. */
void xt_view_note_words(xt_text *t, const char *s, int width);
/* A hosts list's mark: "*" the host shown (the report: the worst), "!" the
 * run's worst host when another is shown (as the modules pane's "!"), " ". */
const char *xt_host_mark(size_t i, size_t current, size_t worst);
/* The name a host of a run is shown by (sanitised, in ar): its hostname,
 * or its file's name without .xplane.pb when another host of the run
 * records the same hostname (every host of a run may say localhost). */
const char *xt_host_shown(xt_arena *ar, const char *hostname, const char *path, bool repeated);
/* Whether another host of c than host i records host i's hostname. */
bool xt_capture_name_repeats(const xt_capture *c, size_t i);
/* The modules list last printed in full in a report of a run's hosts
 * (xt_view_capture); zeroed to start, xt_modules_seen_free after. */
typedef struct xt_modules_seen {
    char **mods;    /* each module's rows as text; NULL: none yet */
    char **names;   /* each module's name */
    size_t nmods;
    char host[256]; /* the host that printed it */
    char file[256]; /* its file's name (xt_host_name_of_file) */
    size_t index;   /* that host's index in the run */
} xt_modules_seen;
void xt_modules_seen_free(xt_modules_seen *s);
/* Capture summary: host, the verdict and diagnosis ids of a's selected
 * module (when it was prepared: xt_analysis_prepare), planes,
 * allocators, modules (the --report head), wrapped at width.  host: a's
 * index in c's run ("k of n hosts"; SIZE_MAX: found in c->hosts); seen:
 * NULL, or the modules list last printed in full (a run's hosts one
 * after another; updated). */
void xt_view_capture(xt_text *t, const xt_capture *c, const xt_analysis *a, size_t host,
                     xt_modules_seen *seen, int width);

/* ---- the heap over program order and memory over time --------------------- */

/* How a pane uses these (the TUI's plan and runtime views):
 *   per module, once:  hx = xt_heap_index_build(a->plans[m]) (NULL: no
 *                      trace); cur = xt_cursor_new(hx) (at the heap peak)
 *   each frame:        xt_view_heap_chart(t, a, m, hx, xt_cursor_pos(cur),
 *                      span or NULL, &(xt_chart_opts){ pane width, rows, utf8 });
 *                      xt_cursor_point(cur, t->arena, &pt);
 *                      xt_view_live_at(t, a, m, &pt, width)  (Enter on a role:
 *                      xt_view_live_at_buffers(t, a, m, &pt, role, sort, reverse, 0, width); on a
 *                      buffer: xt_view_live_buf(t, a, m, &pt, target, width))
 *   keys:              xt_cursor_step(cur, +-1), xt_cursor_column(cur, +-1,
 *                      xt_chart_plot_width(pane width)), xt_cursor_local_peak(cur,
 *                      +-1, 0 or that width), xt_cursor_to_peak/_start/_end;
 *                      a buffer's ends: l = xt_buf_lifetime(plan, &pt.live[i]),
 *                      xt_cursor_set(cur, l.from) or (l.freed) l.to; pass &l as
 *                      span to draw it on the chart
 *   runtime chart:     xt_time_chart_build(pool, a->rt, mrt, exec,
 *                      xt_chart_plot_width(width), &tc) per width;
 *                      [ ] : xt_time_chart_select(&tc, a->rt, mrt, exec);
 *                      xt_view_runtime_chart(t, a, m, &tc, &opts)
 *   export:            build the view again with opts.utf8 = false (the
 *                      chart's glyphs are chosen when it is drawn).
 * The series is cached in hx per width; everything else is per frame and
 * costs O(live buffers + width), not O(events). */

/* The live set at a point of program order (a cursor's, --at N): the heap
 * there and its instruction, the roles (rows XT_T_ROLE: they add up to the
 * heap) and "all live here" (XT_T_ALLBUFS).  width: where notes wrap. */
void xt_view_live_at(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt, int width);
/* Its buffers in sort's order (XT_SORT_SIZE: largest first; rows
 * XT_T_BUFFER, target: index in pt->live); role < 0: every role; limit
 * 0: all (the screen's cut as xt_view_buffers'); width as xt_view_buffers'. */
void xt_view_live_at_buffers(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt,
                             int role, xt_sort sort, bool reverse, size_t limit, int width);
/* One buffer of pt (bi: index in pt->live, a row target of
 * xt_view_live_at_buffers): bytes and their share of the heap there,
 * role, instruction, op_name, source, "live from event A (instruction) to
 * event B (instruction)", Python stack. */
void xt_view_live_buf(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt, size_t bi,
                      int width);
/* "live from event A (instruction) to event B (instruction)" of b, a
 * buffer of a live set of plan p (events 1-based, as shown everywhere). */
void xt_view_lifetime(xt_text *t, const xt_plan *p, const xt_live_buf *b);
/* The heap chart of module m (prepared: its pool is the line), hx built
 * from a->plans[m] (NULL: a line saying there is none); cursor: an event
 * (SIZE_MAX: none); span: a lifetime to highlight (NULL: none). */
void xt_view_heap_chart(xt_text *t, const xt_analysis *a, size_t m, xt_heap_index *hx, size_t cursor,
                        const xt_lifetime *span, const xt_chart_opts *o);
/* The pool's bytes in use over time with module m's executions marked;
 * tc from xt_time_chart_build at xt_chart_plot_width(o->width). */
void xt_view_runtime_chart(xt_text *t, const xt_analysis *a, size_t m, const xt_time_chart *tc,
                           const xt_chart_opts *o);

/* The --report section for --at: the live set after the event by role,
 * and its largest `top` buffers.  A line says so when the event does not
 * exist. */
void xt_view_at(xt_text *t, const xt_analysis *a, size_t m, int64_t at, int width, size_t top);

/* Rows of the report's heap chart. */
#define XT_REPORT_CHART_ROWS 8
/* The report's heap chart of module m in ASCII (a blank line, then
 * xt_view_heap_chart), the cursor at event cursor (SIZE_MAX: none);
 * nothing when the module has no heap trace. */
void xt_view_plan_chart(xt_text *t, const xt_analysis *a, size_t m, size_t cursor, int width);
/* The pool of module m in use over time, for --report: the runtime view's
 * chart (xt_view_runtime_chart), its last execution selected, then a
 * blank line; nothing where the pool has no events. */
void xt_view_report_time_chart(xt_text *t, xt_analysis *a, size_t m, int width);

#endif
