/* compare_app.h - the TUI's comparison mode (issue 17; doc/compare.md):
 * `xoomtui BEFORE AFTER` on a terminal.  The same panes and keys as the
 * single view: the left pane lists the matched modules (and the added and
 * removed ones), the right pane the comparison views (plan deltas, live at
 * the heap peak side by side and each side's buffers, runtime deltas, the
 * estimates, both captures), the diagnosis pane the estimates and the
 * diagnosis ids gone and remaining.  'x' cycles the comparison, BEFORE's
 * own views and AFTER's own views.  At 80x24 the figures stand in three
 * narrow columns and the status line spells out the selected row's.
 *
 * app.c calls in through five hooks (a->cmp set): xt_cmp_app_key before a
 * key is dispatched, xt_cmp_app_diag and xt_cmp_app_built in each build,
 * xt_cmp_app_title for the title bar, and xt_cmp_k_swap from keys.def.
 * No curses here. */
#ifndef XT_COMPARE_APP_H
#define XT_COMPARE_APP_H

#include "app.h"
#include "compare.h"

/* Row kinds of the comparison panes (apart from compare_view.h's). */
enum {
    XT_T_CMP_FIG = 80,   /* a plan figure: target xt_cmp_fig, XT_NCF pool, +1 fits */
    XT_T_CMP_ROLE,       /* target: xt_role */
    XT_T_CMP_LINK,       /* target: XT_CL_* below */
    XT_T_CMP_RT,         /* a runtime figure or an execution row */
    XT_T_CMP_BUF,        /* target: buffer index * 2 + side (0 BEFORE, 1 AFTER) */
    XT_T_CMP_ONLY,       /* an unmatched module: target index * 2 + (1: AFTER) */
    XT_T_CMP_NOTE,       /* a line kept selectable for its full text */
};
enum { XT_CL_LIVE = 0, XT_CL_RUNTIME, XT_CL_ESTIMATES, XT_CL_HEAD };

/* The comparison state: the two captures and analyses (owned by the
 * caller, as is the comparison), which capture the views show, and the
 * full text of each row of the panes for the status line. */
/* A pane's xt_text.kept_id for rows the comparison's live page keeps */
#define XT_KEPT_CMP ((size_t)1 << (sizeof(size_t) * 8 - 1))

typedef struct xt_cmp_app {
    xt_compare *c;
    xt_compare *owned;       /* a comparison made here (another host picked
                                in a side's own view), freed with s */
    xt_capture *cap[2];      /* BEFORE, AFTER */
    xt_analysis **an[2];
    size_t host[2];
    int side;                /* 0 the comparison, 1 BEFORE alone, 2 AFTER alone */
    bool left_auto_hidden;   /* a side without modules hid the left pane
                                (as that capture opens alone); shown again
                                on leaving it */
    size_t m;                /* index into c->modules of the module compared */
    /* per pane (xt_focus), the full figures of each row (NULL: none) */
    const char **full[3];
    size_t nfull[3], capfull[3];
    /* ... of a page built aside (a search one Enter down), while the
     * pane's own stay in full[XF_RIGHT] */
    const char **aside_full;
    size_t capaside;
    bool aside; /* building such a page: its buffers' full figures not made */
    /* The live page's rows and their full figures, kept from key to key
     * for one comparison (its serial), pair and width (40,000 groups'
     * 80,000 rows took 70-90 ms to build at each key, a trial), and the
     * status line's rows they need at status_cols (0: not counted). */
    struct xt_cmp_live_memo {
        bool valid;
        unsigned long serial;
        size_t m;
        int w;
        xt_arena arena;
        xt_text text;
        const char **full;
        size_t nfull;
        const char **names; /* each group's name (its group page reads them) */
        size_t nnames;
        int status_cols, status_rows;
        size_t shared_gen; /* frame_gen + 1 of a frame whose texts share them */
        size_t builds;     /* its builds: a pane's kept_id, XT_KEPT_CMP | builds */
        uint8_t *found;    /* a search's answer for each row (app.c kept_found) */
        char found_for[128];
        size_t found_builds, found_n;
    } live;
    /* the groups whose page a search found nothing in (app.c's
     * below_next), for one needle, comparison and pair: a wrap, or a
     * search that finds nothing, built every group's page again (0.9 s
     * at 200,000 groups) */
    struct xt_cmp_miss_memo {
        char *needle;
        unsigned long serial;
        size_t m;
        uint8_t *miss; /* one bit a group */
        size_t n;      /* groups */
    } miss;
    size_t asides;     /* group pages built aside for a search (a test reads it) */
    /* the status line's rows the modules pane's figures need, for its
     * list, the comparison, the pair shown, its rows and the width */
    struct xt_cmp_left_rows {
        const void *view;
        unsigned long serial;
        size_t m, n;
        int cols, rows;
    } left_rows;
    /* the row whose figures the status line shows */
    const void *last_view;
    size_t last_row, last_m;
    int last_focus, last_depth;
    /* A side that is a run of many hosts opened lazily (issue 18; NULL:
     * every host of the side is analysed): its hosts list shows
     * summaries[k], and open_host[k] (as xt_tui_opts.open_host) loads a
     * host into an[k] and may free any other host of that side but
     * host[k], the one compared, which it reads when it runs. */
    const struct xt_host_summary *summaries[2];
    int (*open_host[2])(void *ctx, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len);
    void *open_ctx[2];
    /* --module (NULL: none): a side analysed whole (no open_host) analyses
     * the hosts of a pair it follows with it, as a lazy side loads them */
    const char *module;
    /* where the comparison was when x left it (x x x comes back there: a
     * trial left the runtime page and came back to the plan) */
    bool saved;
    unsigned long saved_c;   /* the comparison's serial (xt_compare.serial) */
    size_t saved_m, saved_left;
    int saved_depth, saved_focus;
    struct xt_navframe saved_stack[16];
    /* what x carries between the comparison and the sides (a trial: x
     * from BEFORE's runtime at execution 8 opened AFTER's plan): whether
     * the view left was a runtime one, and the execution selected there
     * by its module-local index (SIZE_MAX: the last), the user's, kept
     * while a side without it shows its last (exec_shown) */
    bool runtime;
    size_t exec, exec_shown;
    /* Enter on a host of the comparison's hosts list (H) whose pair needs
     * a host loaded: the row (SIZE_MAX: none), loaded after the screen
     * says so (xt_cmp_app_open_pending), and the host loading then (side
     * 0 BEFORE, 1 AFTER; host SIZE_MAX: none) for its progress line */
    size_t pending_row;
    int loading_side;
    size_t loading_host;
} xt_cmp_app;

/* Set up s over two analysed captures and their comparison (none of them
 * owned by s; they must outlive it). */
void xt_cmp_app_init(xt_cmp_app *s, xt_compare *c, xt_capture *cb, xt_analysis **ab, size_t hb,
                     xt_capture *ca, xt_analysis **aa, size_t ha);
void xt_cmp_app_free(xt_cmp_app *s);
/* Put an app (xt_app_init'ed on either capture) in comparison mode over s,
 * and build it. */
void xt_cmp_app_attach(xt_app *a, xt_cmp_app *s);

/* The hosts list's pair whose host loads after the screen said so
 * (app.pending): loaded with a progress line (tick), then compared; false
 * when s has none pending (the app's own host is pending then). */
bool xt_cmp_app_open_pending(xt_app *a, xt_load_tick tick, void *tctx);
/* The status line while a host of such a pair loads (xt_app_loading);
 * false when none does. */
bool xt_cmp_app_loading(xt_app *a, double frac, double elapsed_s);

/* Hooks for app.c.  xt_cmp_app_key: a key the comparison handles itself
 * (then true: the app is rebuilt); xt_cmp_app_built: the diagnosis pane and
 * the status line of the comparison, after xt_app_build; xt_cmp_app_title:
 * the title bar (the comparison's, or the single one naming its capture). */
bool xt_cmp_app_key(xt_app *a, int key);
void xt_cmp_app_built(xt_app *a);
/* The most rows the status line takes for the focused pane's rows (their
 * whole figures, the hint) at a->cols, at most 3; -1 while one side's own
 * views are shown (the single capture's count applies). */
int xt_cmp_app_status_rows(const xt_app *a);
/* The selected row's full text, as the status line says it (NULL: none). */
const char *xt_cmp_app_row_full(xt_app *a);
/* The diagnosis pane of the comparison (xt_app_build, after the single one). */
void xt_cmp_app_diag(xt_app *a);
/* The comparison's lower pane for an export: built at width, not the
 * screen's (its lines came out wrapped at 60 columns); false when the app
 * does not show the comparison. */
bool xt_cmp_app_export_diag(xt_app *a, xt_text *t, int width);
/* width: the columns to fit a side's own title to (0: as it comes) */
const char *xt_cmp_app_title(xt_app *a, int width, int *severity);
/* Pair i's name as the modules pane shows it: the name both sides share,
 * with the program ids where another pair has that name too,
 * "jit__normal(9->11)" ("jit__normal(9)" when the ids are equal); the
 * title, the views' headings and an export's file name say it alike.
 * Sanitised, in ar. */
const char *xt_cmp_app_pair_label(const xt_cmp_app *s, xt_arena *ar, size_t i);
/* The 'x' key: the comparison -> BEFORE -> AFTER -> the comparison. */
void xt_cmp_k_swap(xt_app *a);
/* A side's own view opened another host (its hosts list, H): the
 * comparison follows it (the other side on its partner); a->host is the
 * host opened, a->module not yet set (a --module run may analyse the
 * host again: a->an[a->host] is then another).  false: the other side's
 * partner cannot be loaded, said in msg; the comparison stays on its
 * pair. */
bool xt_cmp_app_host_opened(xt_app *a, char *msg, size_t len);
/* Where a search found nothing in a runs comparison's page and needle is
 * in a host's name: "; H lists the hosts (NAME is one)", or where H lists
 * no pairs, "; x shows BEFORE alone, whose H lists its hosts (...)" (in
 * the frame's arena), else "". */
const char *xt_cmp_app_hosts_hint(xt_app *a, const char *needle);

/* A search one Enter down on the live page (app.c's find_below): the page
 * Enter on its group row r opens, built aside into out, w columns wide,
 * the pane's own rows and their figures as they were; NULL when r opens
 * none.  The buffer a group page's row r shows (NULL: none); a group's
 * name as its row says it, in ar. */
const xt_view *xt_cmp_app_group_aside(xt_app *a, const xt_row *r, xt_text *out, int w);
const xt_live_buf *xt_cmp_app_row_buf(const xt_app *a, const xt_row *r);
const char *xt_cmp_app_group_label(const xt_app *a, size_t g, xt_arena *ar);
/* Whether a search for needle found nothing on group g's page before
 * (xt_cmp_app_miss_note said so) for the pair shown. */
bool xt_cmp_app_miss_known(xt_app *a, size_t g, const char *needle);
void xt_cmp_app_miss_note(xt_app *a, size_t g, const char *needle);

extern const xt_view xt_cmp_view_plan, xt_cmp_view_live, xt_cmp_view_group, xt_cmp_view_buf,
    xt_cmp_view_rt, xt_cmp_view_est, xt_cmp_view_head, xt_cmp_list_modules,
    xt_cmp_view_hosts, xt_cmp_view_params;

/* The two files as a comparison's title names them (see compare_app.c). */
void xt_cmp_file_names(xt_arena *ar, const char *before, const char *after, bool utf8,
                       const char **b, const char **a);

/* A side's own view (x) of a comparison: the larger heap peak of the
 * pair's two plans, the top of the scale both sides' heap charts share;
 * 0 outside a side's view or without both plans. */
int64_t xt_cmp_side_scale(const xt_app *a);
/* The same for the runtime charts: the larger in-capture peak of the two
 * sides' pools of the pair's module (0: as above, or a side without
 * allocator events). */
int64_t xt_cmp_side_rt_scale(const xt_app *a);

#endif
