/* app.h - the TUI's state and key handling, independent of curses so that
 * tests can drive key sequences and compare the rendered text. */
#ifndef XT_APP_H
#define XT_APP_H

#include "analysis.h"
#include "view.h"
#include "tui.h"

/* Key codes: printable ASCII as is, the rest from here up. */
enum {
    XK_UP = 0x110000, XK_DOWN, XK_LEFT, XK_RIGHT, XK_PGUP, XK_PGDN, XK_HOME, XK_END,
    XK_ENTER, XK_BACKSPACE, XK_ESC, XK_TAB, XK_RESIZE, XK_CTRL_L, XK_BTAB, XK_F1,
    XK_ANY, /* in the key table: any key no other entry of the mode takes */
    XK_OTHER, /* a terminal's key that has no code here (Insert, F5...) */
    XK_META = 0x200000, /* or'ed in: the key came with Alt (Esc, then it) */
};

struct xt_app;
struct xt_navframe;
/* The operations of one view (app.c): the right pane's views and the left
 * pane's lists.  A new view is one of these, listed in app.c's views[],
 * with the row kind (XT_T_*, view.h) whose Enter opens it. */
typedef struct xt_view {
    const char *name;    /* in export file names: xoomtui-MODULE-NAME.txt */
    bool runtime;        /* shows the selected execution: [ ] { } stay in it
                          * and choosing another module opens the runtime */
    int opened_by[2];    /* the row kinds (XT_T_*) whose Enter opens it */
    /* set up a frame pushed by Enter on row r */
    void (*open)(struct xt_app *a, struct xt_navframe *f, const xt_row *r);
    /* the rows, w columns wide */
    void (*build)(struct xt_app *a, xt_text *t, int w);
    /* Enter on a row that opens no view (NULL: nothing happens) */
    void (*enter)(struct xt_app *a, const xt_row *r);
} xt_view;
extern const xt_view xt_view_outs, xt_view_plan, xt_view_bufs, xt_view_buf, xt_view_rt, xt_view_orig, xt_view_fam,
    xt_view_group, xt_view_arrays, xt_view_alloc, xt_view_peak, xt_view_outbuf, xt_view_params;
/* the TUI's own row kind: a group of the live set (target: its first buffer) */
enum { XT_T_LIVEGROUP = 100, XT_T_ARRAYGROUP };
/* the left pane's lists use the same operations (build, enter) */
extern const xt_view xt_list_modules, xt_list_hosts, xt_list_runs;
/* The status line's key hints, between messages (the comparison has its own). */
#define XT_APP_HINT "? help  q quit  r runtime  p plan  d diagnosis  Tab pane  e export"

typedef enum { XF_LEFT, XF_RIGHT, XF_DIAG } xt_focus;

/* What a long list's rows are made from (xt_app_rows_kept): the list,
 * the analysis (its serial), module, the heap event of a chart cursor's
 * live set, role, order and width. */
enum { XT_ROWS_PEAK = 1, XT_ROWS_CURSOR, XT_ROWS_GROUPS, XT_ROWS_PARAMS, XT_ROWS_CMP_PARAMS }; /* the buffers live at the heap peak, at the chart cursor; the peak's groups */
typedef struct xt_rowkey {
    int list;
    uint64_t serial;
    size_t module, event;
    int role, sort, width;
    bool reverse;
    bool unfold;    /* every row listed (a search's), none summed */
    uint64_t group; /* a group's buffers: a hash of its grouping and key (0: none) */
} xt_rowkey;

typedef struct xt_navframe {
    const xt_view *view;
    int role;        /* buffers: -1 all */
    size_t buf;      /* buffer */
    size_t group;    /* origin */
    const char *gkey;/* a group of buffers: its key (NULL: none) */
    int gmode;       /* ... grouped by (1 line, 2 shape, 3 role) */
    size_t cursor, top;
    int want_kind;   /* place the cursor on this row kind/target once */
    size_t want_target;   /* SIZE_MAX: the first row of want_kind */
    /* the row's item when a view was opened over this frame (push), and
     * the cursor then: h finds the item again if the cursor is still
     * there (the rows moved meanwhile: a pane of another height) */
    int left_kind;
    size_t left_target, left_cursor;
    bool want_else_exec;  /* no such row: the selected execution's */
    const char *want_row; /* ... or on the first row that starts with this
                             label (after its indent), once */
    bool searched;   /* opened by a search one Enter down, from its group's
                        row in the frame under it: n and N go on past its
                        last (first) match, to the next group's list or
                        back to that view's own matches */
    bool unfold;     /* a live set's smallest groups, summed in one row
                        on the screen, listed each: a search's (xt_text.unfold) */
    uint64_t unfold_for; /* ... for that live set (rt_build: another one
                            sums them again) */
    bool flat;       /* a list a search reads or opens one Enter down:
                        its buffers (arrays) one a row whatever b's
                        grouping, since a match is a buffer, until b in
                        it (a grouped list's rows hid them: "not found"
                        for a buffer that was there, a trial) */
    bool flat_search; /* ... made flat by a search in the grouped list
                        (find_ungrouped): Esc groups it again */
    /* the status line's rows for this frame (xt_app.status_keep), and
     * the pane, list and size they were counted for (list NULL: none) */
    struct {
        const void *list;
        size_t nrows, ndiag, module, host, exec;
        bool diag;
        int rows, cols;
        int view_rows; /* the right pane's */
        int diag_rows; /* the diagnosis pane's (xt_app.diag_keep) */
        int rows_kept; /* with the left pane's */
    } kept;
} xt_navframe;

typedef struct xt_app {
    xt_capture *cap;
    xt_analysis **an;
    size_t host, module;
    uint64_t live_serial; /* the analysis and module whose live set alone */
    size_t live_module;   /* is kept (xt_analysis_keep_live): 0 = none yet */
    size_t live_keep_bytes; /* the others' sets from this size are dropped
                               (XT_LIVE_KEEP_BYTES; tests: 0) */
    xt_navframe stack[16];
    int evidence_depth; /* the depth of the view a diagnosis line's Enter
                           opened, where h goes back to that line; -1 none */
    int depth;           /* stack[depth] is the current frame */
    size_t exec;         /* module-local execution index, SIZE_MAX: last */
    xt_focus focus;
    const xt_view *left_view; /* the left pane's list: modules, hosts or runs */
    size_t left_cursor, left_top;
    bool diag_open;
    bool left_hidden;    /* 'm' hides the modules pane for a wider view */
    bool left_focus_lost; /* a resize hid the focused left pane (xt_app_resize
                             gives the focus back; a key forgets it) */
    unsigned long keyno; /* keys and clicks so far (a resize not counted):
                            whether one came between two others */
    size_t group_keep;   /* the buffer b kept under the cursor, by key keyno group_keep_key */
    unsigned long group_keep_key;
    bool left_rehide;    /* the hosts list showed the hidden pane: hide it after */
    bool left_wanted;    /* 'm' showed it where it starts hidden (one module
                            under 120 columns: left_auto_off) */
    bool zoom;           /* 'z': the focused pane alone on the whole screen */
    bool charts_off;     /* 'c': no charts, their rows for the lists under them */
    bool list_hint;      /* k_enter opened a buffer list: count its rows after the build */
    size_t diag_cursor, diag_top;
    xt_sort sort;
    bool reverse;
    /* a list of groups (b): by its key, not by size; reversed.  Apart
     * from the buffers' sort (s on the groups re-sorted the list under
     * them by source: a review) */
    bool groups_by_key, groups_reverse;
    /* the parameters' list: by size (s), reversed (S); else by place */
    bool params_by_size, params_reverse;
    int group_by;        /* 'b': 0 flat, 1 Python line, 2 shape, 3 role */
    bool arrays_by_shape;/* 'b' in an origin's live arrays */
    xt_arena keep_arena; /* what outlives a frame (a group's key) */
    bool help;
    size_t help_top;
    bool searching;
    char search[128];    /* the last search made (n, N, the highlight) */
    /* the row the last match was on, where the cursor stopped under it
     * (a text row's match stops on the row below): n goes on from the
     * match, not from the cursor (two matches over one stop kept n on
     * the first: a trial) */
    size_t search_row, search_stop;
    const void *search_view;
    char query[128];     /* the search being typed after / */
    /* the buffer h left in a list a search opened from the plan view (by
     * its row's kind and target), the plan's row that opened it, for that
     * search: n and N go on from there (n after h began the list again at
     * 1: a trial) */
    struct {
        bool set;
        size_t host, module; /* of the host and module shown then */
        int row_kind, kind;
        size_t row_target, target;
        char search[128];
    } plan_back;
    size_t query_len;
    char status[4200]; /* room for an export path (PATH_MAX) and its error */
    bool esc_dismisses;  /* a message is up as the key comes: Esc clears it only */
    uint64_t explained;  /* the status line's hash (low bit set) when it
                            explains the cursor's row; 0 otherwise */
    int key;             /* the key being handled (XK_ANY actions read it) */
    bool quit;
    const char *switch_run; /* set with quit: reopen the capture on this run */
    const char *export_dir, *capture_dir;
    /* another capture an export must not write into either (a
     * comparison's other side: its $TMPDIR fallback landed in it, an
     * attacker's review); NULL none */
    const xt_capture *guard_also;
    bool utf8;
    int rows, cols;
    /* the status line's rows kept while the cursor moves in the focused
     * pane: the most that any of its rows' explanations takes (the panes
     * resized as the cursor went from a one-row to a three-row
     * explanation: a trial); each frame keeps its own (xt_navframe) */
    int status_keep;
    /* the most status rows the lists a search opened one Enter down from
     * the frame under them have kept (n went from a list of three rows to
     * one of one and back, and the panes moved with each: a trial), for
     * that frame (its view, module and size); 0 none */
    struct {
        const void *view;
        size_t module;
        int rows, cols, most;
    } searched_keep;
    /* the left pane's share of it (keep_status_rows): its list counted
     * once for each list and size (other lists: module and host), in
     * words that fit need's index of rows (0: not counted yet) */
    struct xt_left_kept {
        const void *list, *an;
        size_t nrows, module, host;
        int rows, cols, need[4];
    } left_kept;
    int diag_keep; /* the diagnosis's explanations' rows, taken from its
                      pane's foot while it is focused (xt_app_layout) */
    struct xt_cmp_app *cmp; /* comparison mode (compare_app.h), NULL: one capture */
    char clip[2048];     /* 'y': the text for the terminal's clipboard */
    char want_origin[512]; /* a module/host switch: the live group of this
                              origin, if the next module has one (once) */
    char want_source[256]; /* and of this Python line, where one of them has it */
    char want_family[256]; /* [ ]: the "By module" row of this module's
                              outputs, if the execution has one (once) */
    bool want_group_only;  /* [ ]: no such group or row: the execution's
                              row, not the first group (a module switch's) */
    bool clip_pending;   /* screen.c sends it (OSC 52) and clears this */
    char (*run_info)[96];  /* the runs list's details (R), read once */
    size_t nrun_info;
    /* a run of many hosts (xt_tui_opts): the hosts list from summaries,
     * a host loaded when opened (pending: Enter asked for it; the screen
     * draws "loading" first, then calls xt_app_open_pending) */
    const struct xt_host_summary *summaries;
    bool hosts_counted; /* the title's count of failing hosts, made once */
    bool hosts_by_verdict; /* s in the hosts list: the worst first, then the
                              failing, unreadable, warned, the rest */
    size_t left_want_host; /* the hosts list's cursor to go on this host's
                              row once built (SIZE_MAX: none) */
    /* the run's worst host, picked once for these hosts (run_worst: it was
     * picked again for each row of the hosts pane, n names each time:
     * 38 s and 6.4 GB for 20,000 hosts, an attacker's review) */
    struct {
        const void *cap, *summaries, *an;
        size_t n;
        bool valid;
        size_t picks; /* how many times it was picked (a test reads it) */
        xt_worst_pick pick;
        xt_arena arena;
    } worst;
    /* whether the hosts list names some hosts by file (their hostnames
     * repeat), worked out once for these hosts (host_said: it was n
     * hostname comparisons per host, per key) */
    struct {
        const void *cap, *summaries;
        size_t n;
        bool valid, mixed;
    } naming;
    size_t hosts_bad;
    size_t hosts_unread; /* of a run's files, those that could not be read */
    int (*open_host)(void *ctx, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len);
    void *open_ctx;
    bool pending;
    size_t pending_host;
    bool cold; /* a host was loaded (the load gave malloc's memory back):
                  xt_app_warm, once its screen is drawn */
    /* the modules list as last built, kept while what it shows is the
     * same (xt_app_build: 160,000 modules took 100 ms a key); `left`
     * is then a view of it (left_cached: its rows are not left's to free) */
    struct xt_modcache {
        xt_arena arena;
        xt_text text;
        const void *an;
        uint64_t serial;
        int width;
        bool utf8, valid;
        size_t builds; /* whole builds (for tests) */
    } modcache;
    /* A long list's rows, the same at each key while what they are made
     * from is (a role's 100,000 buffers: formatted again at every key,
     * 0.25 s a key): xt_app_rows_kept */
    struct xt_rowmemo {
        xt_arena arena;
        xt_text text;
        xt_rowkey key;
        bool valid, used; /* used: by the pane built last */
        size_t builds; /* whole builds (for tests) */
        uint8_t *found; /* a search's answer for each kept row: 0 not
                         * read yet, 1 no match, 2 a match */
        char found_for[128]; /* ... for this needle */
        size_t found_builds, found_n; /* ... in this build of the rows, of
                                       * found_n rows */
        size_t shared_gen; /* frame_gen + 1 of the last frame whose texts
                            * share this arena's strings (0: none) */
    } rowmemo;
    bool left_cached;
    /* rebuilt by xt_app_build() */
    xt_arena frame_arena;
    size_t frame_gen; /* frame_arena's builds */
    xt_text left, right, diag, helptext;
    struct xt_chart_state *charts; /* chart_app.c: heap indexes, cursors, the runtime chart */
    struct xt_title_chain *title_chain; /* app.c: the title's forms, kept while they are the same */
} xt_app;

void xt_app_init(xt_app *a, xt_capture *c, xt_analysis **an, size_t host,
                 const char *export_dir, const char *capture_dir);
void xt_app_free(xt_app *a);
/* A long list kept across keys (xt_app.rowmemo): NULL when the rows for
 * k are kept; else an empty text of the screen's to make them in.  Then
 * xt_app_rows_end copies them, and their title, into t.  Only for rows
 * made from k's fields alone. */
xt_text *xt_app_rows_begin(xt_app *a, const xt_rowkey *k);
void xt_app_rows_end(xt_app *a, xt_text *t);
/* The frame's long list listed whole (a search unfolded it for this
 * module and analysis), not summed past XT_VIEW_LIVE_ROWS. */
bool xt_app_unfolded(xt_app *a);
/* Load the host Enter asked for (a->pending) and show it; the status line
 * says why when it cannot be read. */
void xt_app_open_pending(xt_app *a, xt_load_tick tick, void *tctx);
/* The status line while host pending_host loads (on another thread: this
 * reads only its summary): its part decoded (frac, 0 to 1; 1: being
 * analysed), with the time left. */
void xt_app_loading(xt_app *a, double frac, double elapsed_s);
/* Once the screen of a host just loaded is drawn: the memory of the
 * next module switch's second thread made ready (xt_analysis_warm with
 * the module shown), so the first switch does not pay the page faults of
 * a cold heap.  Nothing after the first call until another load. */
void xt_app_warm(xt_app *a);
/* After each key's screen is drawn, before waiting for the next:
 * xt_analysis_idle on the host shown. */
void xt_app_idle(xt_app *a);
/* Rebuild the pane text models for the current state and size. */
void xt_app_build(xt_app *a);
/* The status line says what the cursor row is (as after a key that moves
 * it): for a caller that set a cursor itself (the tests; ^L keeps the
 * status line as it is). */
void xt_app_explain(xt_app *a);
/* The terminal is now rows x cols: rebuild, the cursors on the items they
 * were on (not on the same row numbers: rows wrap differently). */
void xt_app_resize(xt_app *a, int rows, int cols);
/* Whether the left pane is off the screen (hidden, one module, too narrow). */
bool xt_app_left_off(const xt_app *a);
/* Handle one key (XK_* or a character). */
void xt_app_key(xt_app *a, int key);
/* A mouse event at screen cell (y, x): a click focuses the pane and
 * selects the row (a click on the selected row, or on a module, opens
 * it); the wheel scrolls the pane under the pointer. */
typedef enum { XT_MOUSE_CLICK, XT_MOUSE_WHEEL_UP, XT_MOUSE_WHEEL_DOWN } xt_mouse;
void xt_app_mouse(xt_app *a, int y, int x, xt_mouse ev);
/* The title bar text and its severity (0 ok, 1 warn, 2 bad). */
const char *xt_app_title(xt_app *a, int *severity);
/* The same fitted to cols columns: the host, then the pool and the
 * program's name give way before the verdict; the rest ends in a marker. */
const char *xt_app_title_cols(xt_app *a, int cols, int *severity);
/* The same led by tag ("AFTER | ...", not "xoomtui | ..."; a comparison's
 * side): the tag whole or not at all, going only before a label or the
 * device shown. */
const char *xt_app_title_tagged(xt_app *a, int cols, const char *tag, int *severity);
/* s cut to w columns in the middle, keeping its "(id)" suffix. */
const char *xt_app_mid_cut(xt_arena *ar, const char *s, int w, bool utf8);
/* s cut to w columns keeping both ends of its name and its "(id)",
 * "_red…max(49)", for names a cut keeping their start leaves alike; s
 * itself when it fits. */
const char *xt_app_ends_cut(xt_arena *ar, const char *s, int w, bool utf8);
/* The module names of t (the last span of each row of `kind`) cut to a
 * pane of w columns as the modules pane cuts them: "(id)" kept, "jit_"
 * dropped from every name once any is cut, look-alikes cut at both ends. */
void xt_app_cut_module_names(xt_app *a, xt_text *t, int w, int kind);
/* ... the name being span `at` of each such row (-1: the last). */
void xt_app_cut_module_names_at(xt_app *a, xt_text *t, int w, int kind, int at);
/* A host's verdict in fewer words to fit room columns, its news first (a
 * narrow hosts list). */
const char *xt_app_short_verdict(xt_arena *ar, const char *v, int room);
/* The same for a hosts list's cell, and then fewer words still where the
 * verdict's figures do not fit: "472.0M+1.22G>1.50G", "fails: in use",
 * "fails", "peak 17%", "no modules" (the title and the status line keep
 * the figures: xt_app_short_verdict). */
const char *xt_app_short_cell(xt_arena *ar, const char *v, int room);
/* frame.c: the column header to draw over row `over` of a pane scrolled
 * past it (rows before `first` are not the list's: a pinned chart), or
 * -1: none, or the row shown under it is no longer one of its table's
 * (the next section's heading). */
long xt_sticky_header(const xt_text *t, size_t over, size_t first);
/* Whether row r is a heading (every span in the heading attribute). */
bool xt_row_is_heading(const xt_text *t, size_t r);
/* Whether row r is a table's column header ("bytes  %peak  buffers
 * role": three heading spans or more, as xt_sticky_header finds them):
 * no row for the cursor to rest on. */
bool xt_row_is_column_header(const xt_text *t, size_t r);
/* A pane's top (rows base + top.. shown, h of them, the cursor at base +
 * cursor) moved off a wrapped line's second row: to the line's first row
 * when the cursor stays in sight, else past the line (frame.c). */
size_t xt_top_whole_line(const xt_text *t, size_t base, size_t top, size_t cursor, size_t h,
                         size_t max_top, bool to_end);
/* The status line's row of s in cols columns: where it ends (a word is
 * not split unless it is half a row) and *next, where the next row starts
 * (frame.c; the layout counts its rows with it). */
const char *xt_status_row_end(const char *s, int cols, const char **next);
/* The status line's text as shown: the key hint in fewer keys where it
 * does not fit the width (it wrapped to a second row with "export" alone
 * at 60x20: a trial), in the help its own keys; else a->status. */
const char *xt_app_status_shown(const xt_app *a);
/* Geometry shared by the screen and the text rendering. */
typedef struct xt_layout {
    int title_y, body_y, body_h, left_w, left_h, right_x, right_w;
    int diag_y, diag_h, status_y, status_h;
    int diag_base_h; /* diag_h before a long message took rows from its foot */
} xt_layout;
void xt_app_layout(const xt_app *a, xt_layout *l);
/* Compose the frame the user sees into g (initialised here, the caller
 * frees): screen.c prints it, the tests read it.  Scrolls the panes so
 * their cursors show. */
void xt_app_frame(xt_app *a, xt_grid *g);
void xt_app_scroll(xt_app *a);
/* The frame as text, one line per screen row (tests), caller frees. */
char *xt_app_screen_text(xt_app *a);
/* Write the current right-pane view to a new file in the export dir;
 * fills a->status with the path or the error.  Returns 0 on success. */
int xt_app_export(xt_app *a);

/* The key table (keys.def): one table drives dispatch, the help screen,
 * --help and the man page.  Each key belongs to a mode: the main screen,
 * the help screen, or typing a search; a mode row (fn NULL) heads its keys. */
typedef enum { XM_MAIN, XM_HELP, XM_SEARCH } xt_keymode;
typedef struct xt_keydef {
    xt_keymode mode;
    int keys[4];          /* 0-terminated */
    const char *names;    /* "j, Down"; NULL on a mode row */
    const char *help;     /* the mode's heading on a mode row */
    void (*fn)(xt_app *a);
} xt_keydef;
extern const xt_keydef xt_keys[];
extern const size_t xt_nkeys;

#endif
