/* screen.c - the ncurses backend: draws the app's text models, reads keys,
 * and restores the terminal on every way out (q, error, Ctrl-C, SIGTERM,
 * SIGHUP when the SSH link drops). */
#include "app.h"
#include "tui.h"

#include <curses.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t g_stop;
static bool g_curses_on;

static void on_signal(int sig)
{
    g_stop = sig;
}

static void restore_terminal(void)
{
    if (g_curses_on) {
        endwin();
        g_curses_on = false;
    }
}

enum { C_TITLE = 1, C_HEAD, C_DIM, C_SIZE, C_BAR, C_WARN, C_BAD, C_GOOD, C_LABEL, C_TITLE_BAD,
       C_TITLE_WARN };

static bool g_color;

static attr_t attr_of(int a)
{
    if (!g_color) {
        switch (a) {
        case XT_A_TITLE: case XT_A_HEAD: case XT_A_BAD: case XT_A_KEY: return A_BOLD;
        case XT_A_DIM: return A_DIM;
        default: return A_NORMAL;
        }
    }
    switch (a) {
    case XT_A_TITLE: return A_BOLD;
    case XT_A_HEAD: return COLOR_PAIR(C_HEAD) | A_BOLD;
    case XT_A_DIM: return COLOR_PAIR(C_DIM);
    case XT_A_SIZE: return COLOR_PAIR(C_SIZE);
    case XT_A_BAR: return COLOR_PAIR(C_BAR);
    case XT_A_WARN: return COLOR_PAIR(C_WARN);
    case XT_A_BAD: return COLOR_PAIR(C_BAD) | A_BOLD;
    case XT_A_GOOD: return COLOR_PAIR(C_GOOD);
    case XT_A_KEY: return A_BOLD;
    case XT_A_LABEL: return COLOR_PAIR(C_LABEL);
    default: return A_NORMAL;
    }
}

/* Put up to w columns of s at the cursor; returns columns used. */
static int put(const char *s, int w)
{
    int used = 0;
    while (*s && used < w) {
        int n = 1;
        unsigned char c = (unsigned char)*s;
        if (c >= 0xf0) n = 4;
        else if (c >= 0xe0) n = 3;
        else if (c >= 0xc0) n = 2;
        addnstr(s, n);
        s += n;
        used++;
    }
    return used;
}

static void draw_row(const xt_text *t, size_t r, int y, int x, int w, bool cursor, bool focused,
                     bool utf8)
{
    move(y, x);
    attr_t base = cursor ? (focused ? A_REVERSE : A_UNDERLINE) : A_NORMAL;
    attrset(base);
    if (w <= 0)
        return;
    /* a row wider than the pane ends in a marker, so a cut line never
     * passes for a whole one ('e' exports it whole) */
    bool cut = w > 2 && 1 + xt_text_row_width(t, r) > (size_t)w;
    int lim = cut ? w - 1 : w;
    int used = put(cursor && focused ? ">" : " ", lim);
    const xt_row *row = &t->rows[r];
    for (size_t i = 0; i < row->count && used < lim; i++) {
        const xt_span *s = &t->spans[row->first + i];
        attrset(base | (cursor && focused ? 0 : attr_of(s->attr)));
        if (s->attr == XT_A_BAR) {
            int bw = s->width ? s->width : 10;
            int full = (int)(s->frac * bw + 0.5);
            for (int k = 0; k < bw && used < lim; k++)
                used += put(k < full ? (utf8 ? "\xe2\x96\x88" : "#") : (utf8 ? "\xc2\xb7" : "."), 1);
            continue;
        }
        int tw = (int)xt_utf8_width(s->text);
        int pad = s->width > tw ? s->width - tw : 0;
        if (s->right)
            for (int k = 0; k < pad && used < lim; k++)
                used += put(" ", 1);
        used += put(s->text, lim - used);
        if (!s->right)
            for (int k = 0; k < pad && used < lim; k++)
                used += put(" ", 1);
    }
    attrset(base);
    while (used < lim)
        used += put(" ", 1);
    if (cut) {
        attrset(base | (cursor && focused ? 0 : attr_of(XT_A_DIM)));
        put(utf8 ? "\xe2\x80\xa6" : ">", 1);
    }
    attrset(A_NORMAL);
}

static void draw_pane(const xt_text *t, int y, int x, int w, int h, size_t cursor, size_t top,
                      bool focused, bool utf8, bool show_cursor)
{
    if (h <= 0 || w <= 0)
        return;
    move(y, x);
    attrset(focused ? (A_BOLD | (g_color ? COLOR_PAIR(C_HEAD) : 0)) : A_BOLD);
    int used = put(t->title, w);
    attrset(A_DIM);
    for (; used < w; used++)
        addch(focused ? '=' : '-');
    attrset(A_NORMAL);
    for (int i = 1; i < h; i++) {
        size_t r = top + (size_t)(i - 1);
        if (r < t->nrows) {
            draw_row(t, r, y + i, x, w, show_cursor && r == cursor, focused, utf8);
        } else {
            move(y + i, x);
            for (int k = 0; k < w; k++)
                addch(' ');
        }
    }
}

void xt_app_scroll(xt_app *a);

static void draw(xt_app *a)
{
    xt_layout l;
    getmaxyx(stdscr, a->rows, a->cols);
    xt_app_layout(a, &l);
    xt_app_scroll(a);
    erase();
    int sev;
    const char *title = xt_app_title(a, &sev);
    move(0, 0);
    attrset(A_REVERSE | A_BOLD | (g_color ? COLOR_PAIR(sev == 2 ? C_TITLE_BAD : sev == 1 ? C_TITLE_WARN : C_TITLE) : 0));
    int used = put(title, a->cols);
    for (; used < a->cols; used++)
        addch(' ');
    attrset(A_NORMAL);
    if (a->help) {
        draw_pane(&a->helptext, l.body_y, 0, a->cols, a->rows - 2, 0, a->help_top, true, a->utf8, false);
    } else {
        if (l.left_w) {
            xt_navframe *f = &a->stack[a->depth];
            (void)f;
            draw_pane(&a->left, l.body_y, 0, l.left_w, l.body_h, a->left_cursor, a->left_top,
                      a->focus == XF_LEFT, a->utf8, true);
            attrset(A_DIM);
            for (int y = l.body_y; y < l.body_y + l.body_h; y++)
                mvaddch(y, l.left_w, ACS_VLINE);
            attrset(A_NORMAL);
        }
        xt_navframe *f = &a->stack[a->depth];
        draw_pane(&a->right, l.body_y, l.right_x, l.right_w, l.body_h, f->cursor, f->top,
                  a->focus == XF_RIGHT, a->utf8, true);
        if (l.diag_h)
            draw_pane(&a->diag, l.diag_y, 0, a->cols, l.diag_h, a->diag_cursor, a->diag_top,
                      a->focus == XF_DIAG, a->utf8, true);
    }
    move(a->rows - 1, 0);
    attrset(A_DIM);
    if (a->searching) {
        attrset(A_BOLD);
        addch('/');
        put(a->search, a->cols - 1);
    } else {
        put(a->status, a->cols);
    }
    attrset(A_NORMAL);
    refresh();
}

static int map_key(int ch)
{
    switch (ch) {
    case KEY_UP: return XK_UP;
    case KEY_DOWN: return XK_DOWN;
    case KEY_LEFT: return XK_LEFT;
    case KEY_RIGHT: return XK_RIGHT;
    case KEY_PPAGE: return XK_PGUP;
    case KEY_NPAGE: return XK_PGDN;
    case KEY_HOME: return XK_HOME;
    case KEY_END: return XK_END;
    case KEY_ENTER: case '\n': case '\r': return XK_ENTER;
    case KEY_BACKSPACE: case 127: case 8: return XK_BACKSPACE;
    case 27: return XK_ESC;
    case '\t': return XK_TAB;
    case KEY_RESIZE: return XK_RESIZE;
    case 12: return XK_CTRL_L;
    default: return ch;
    }
}

int xt_tui_run(xt_capture *c, xt_analysis **analyses, size_t host, const xt_tui_opts *o,
               char **switch_run)
{
    *switch_run = NULL;
    xt_app a;
    xt_app_init(&a, c, analyses, host, o->export_dir, o->capture_dir);
    if (o->status)
        snprintf(a.status, sizeof a.status, "%s", o->status);
    a.utf8 = !strcmp(nl_langinfo(CODESET), "UTF-8");
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGHUP, &sa, NULL);
    sigaction(SIGQUIT, &sa, NULL);
    atexit(restore_terminal);
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    if (!initscr()) {
        fprintf(stderr, "xoomtui: cannot initialise the terminal\n");
        xt_app_free(&a);
        return 2;
    }
    g_curses_on = true;
    cbreak();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);
    timeout(250);
    g_color = o->color && has_colors();
    if (g_color) {
        start_color();
        use_default_colors();
        init_pair(C_TITLE, COLOR_CYAN, -1);
        init_pair(C_HEAD, COLOR_CYAN, -1);
        init_pair(C_DIM, COLOR_WHITE, -1);
        init_pair(C_SIZE, COLOR_YELLOW, -1);
        init_pair(C_BAR, COLOR_BLUE, -1);
        init_pair(C_WARN, COLOR_YELLOW, -1);
        init_pair(C_BAD, COLOR_RED, -1);
        init_pair(C_GOOD, COLOR_GREEN, -1);
        init_pair(C_LABEL, COLOR_MAGENTA, -1);
        init_pair(C_TITLE_BAD, COLOR_RED, -1);
        init_pair(C_TITLE_WARN, COLOR_YELLOW, -1);
    }
    getmaxyx(stdscr, a.rows, a.cols);
    xt_app_build(&a);
    draw(&a);
    while (!a.quit && !g_stop) {
        int ch = getch();
        if (ch == ERR)
            continue;
        if (ch == KEY_RESIZE) {
            getmaxyx(stdscr, a.rows, a.cols);
            xt_app_build(&a);
        } else {
            xt_app_key(&a, map_key(ch));
        }
        draw(&a);
    }
    restore_terminal();
    if (a.switch_run && !g_stop)
        *switch_run = strdup(a.switch_run);
    xt_app_free(&a);
    return 0;
}
