/* app.h - the TUI's state and key handling, independent of curses so that
 * tests can drive key sequences and compare the rendered text. */
#ifndef XT_APP_H
#define XT_APP_H

#include "analysis.h"
#include "view.h"

/* Key codes: printable ASCII as is, the rest from here up. */
enum {
    XK_UP = 0x110000, XK_DOWN, XK_LEFT, XK_RIGHT, XK_PGUP, XK_PGDN, XK_HOME, XK_END,
    XK_ENTER, XK_BACKSPACE, XK_ESC, XK_TAB, XK_RESIZE, XK_CTRL_L,
};

typedef enum { XV_OVERVIEW, XV_BUFFERS, XV_BUFFER, XV_RUNTIME, XV_ORIGIN } xt_viewkind;
typedef enum { XF_LEFT, XF_RIGHT, XF_DIAG } xt_focus;
typedef enum { XL_MODULES, XL_HOSTS, XL_RUNS } xt_leftmode;

typedef struct xt_navframe {
    xt_viewkind view;
    int role;        /* XV_BUFFERS: -1 all */
    size_t buf;      /* XV_BUFFER */
    size_t group;    /* XV_ORIGIN */
    size_t cursor, top;
    int want_kind;   /* place the cursor on this row kind/target once */
    size_t want_target;
} xt_navframe;

typedef struct xt_app {
    xt_capture *cap;
    xt_analysis **an;
    size_t host, module;
    xt_navframe stack[16];
    int depth;           /* stack[depth] is the current frame */
    size_t exec;         /* module-local execution index, SIZE_MAX: last */
    xt_focus focus;
    xt_leftmode left_mode;
    size_t left_cursor, left_top;
    bool diag_open;
    bool left_hidden;    /* 'm' hides the modules pane for a wider view */
    size_t diag_cursor, diag_top;
    xt_sort sort;
    bool reverse;
    bool help;
    size_t help_top;
    bool searching;
    char search[128];
    size_t search_len;
    char status[512];
    bool quit;
    const char *switch_run; /* set with quit: reopen the capture on this run */
    const char *export_dir, *capture_dir;
    bool utf8;
    int rows, cols;
    /* rebuilt by xt_app_build() */
    xt_arena frame_arena;
    xt_text left, right, diag, helptext;
} xt_app;

void xt_app_init(xt_app *a, xt_capture *c, xt_analysis **an, size_t host,
                 const char *export_dir, const char *capture_dir);
void xt_app_free(xt_app *a);
/* Rebuild the pane text models for the current state and size. */
void xt_app_build(xt_app *a);
/* Handle one key (XK_* or a character). */
void xt_app_key(xt_app *a, int key);
/* The title bar text and its severity (0 ok, 1 warn, 2 bad). */
const char *xt_app_title(xt_app *a, int *severity);
/* Geometry shared by the screen and the text rendering. */
typedef struct xt_layout {
    int title_y, body_y, body_h, left_w, right_x, right_w;
    int diag_y, diag_h, status_y;
} xt_layout;
void xt_app_layout(const xt_app *a, xt_layout *l);
/* The whole screen as plain text (for tests and the tmux-free checks). */
char *xt_app_screen_text(xt_app *a);
/* Write the current right-pane view to a new file in the export dir;
 * fills a->status with the path or the error.  Returns 0 on success. */
int xt_app_export(xt_app *a);

/* The key table: one table drives dispatch, help and the man page. */
typedef struct xt_keydef {
    int keys[4];          /* 0-terminated */
    const char *names;    /* "j, Down" */
    const char *help;
    void (*fn)(xt_app *a);
} xt_keydef;
extern const xt_keydef xt_keys[];
extern const size_t xt_nkeys;

#endif
