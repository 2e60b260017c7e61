/* screen.c - the ncurses backend: prints the frames app.c composes, reads
 * keys, and restores the terminal on every way out (q, error, Ctrl-C,
 * SIGTERM, SIGHUP when the SSH link drops, a second signal while a long
 * rebuild keeps the key loop busy). */
#include "app.h"
#include "tui.h"
#include "compare_app.h"

#include <curses.h>
#include <langinfo.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>

static volatile sig_atomic_t g_stop;
static bool g_curses_on;
/* what a second signal restores without curses: the terminal's modes from
 * before initscr and the escapes that leave curses' screen */
static struct termios g_tios;
static bool g_have_tios;
static char g_reset[256];
static size_t g_reset_len;

static void on_signal(int sig)
{
    if (!g_stop) {
        g_stop = sig; /* the key loop ends after the key in hand */
        return;
    }
    /* a second signal: the key in hand is taking too long; leave now with
     * async-signal-safe calls only */
    if (g_reset_len)
        (void)!write(STDOUT_FILENO, g_reset, g_reset_len);
    if (g_have_tios)
        tcsetattr(STDIN_FILENO, TCSANOW, &g_tios);
    _exit(128 + sig);
}

/* Out of memory while the TUI is up (xt_set_oom_hook): the terminal's
 * modes back, with async-signal-safe calls only, before the message. */
static void oom_reset(void)
{
    if (!g_curses_on)
        return;
    if (g_reset_len)
        (void)!write(STDOUT_FILENO, g_reset, g_reset_len);
    if (g_have_tios)
        tcsetattr(STDIN_FILENO, TCSANOW, &g_tios);
}

/* Collect the escapes endwin would send, for on_signal. */
static void prepare_reset(void)
{
    static char *const caps[] = { "sgr0", "cnorm", "rmkx", "rmcup" };
    g_reset_len = 0;
    for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
        const char *e = tigetstr(caps[i]);
        if (!e || e == (const char *)-1)
            continue;
        size_t n = strlen(e);
        if (g_reset_len + n < sizeof g_reset) {
            memcpy(g_reset + g_reset_len, e, n);
            g_reset_len += n;
        }
    }
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

/* The curses attributes of a cell: the cursor row of the focused pane in
 * reverse (its spans' colours dropped), of another pane underlined. */
static attr_t cell_attr(const xt_cell *c)
{
    if (c->flags & XT_CELL_MATCH) /* the search's match, on the cursor row too */
        return (c->flags & XT_CELL_CURSOR ? A_REVERSE : A_STANDOUT) | A_BOLD | A_UNDERLINE;
    if (c->flags & XT_CELL_CURSOR)
        return A_REVERSE;
    attr_t base = c->flags & XT_CELL_SELECTED ? A_UNDERLINE : A_NORMAL;
    switch (c->attr) {
    case XT_A_RULE: return base | A_DIM;
    case XT_A_TOP: return A_REVERSE | A_BOLD | (g_color ? COLOR_PAIR(C_TITLE) : 0);
    case XT_A_TOP_WARN: return A_REVERSE | A_BOLD | (g_color ? COLOR_PAIR(C_TITLE_WARN) : 0);
    case XT_A_TOP_BAD: return A_REVERSE | A_BOLD | (g_color ? COLOR_PAIR(C_TITLE_BAD) : 0);
    default: return base | attr_of(c->attr);
    }
}

/* Print the frame app.c composed: curses only copies cells. */
static void draw(xt_app *a)
{
    getmaxyx(stdscr, a->rows, a->cols);
    xt_grid g;
    xt_app_frame(a, &g);
    erase();
    for (int y = 0; y < g.rows; y++) {
        move(y, 0);
        for (int x = 0; x < g.cols; x++) {
            const xt_cell *c = xt_grid_at(&g, y, x);
            if (!c->ch[0])
                continue; /* the second column of a wide glyph */
            attrset(cell_attr(c));
            if (c->flags & XT_CELL_VLINE)
                mvaddch(y, x, ACS_VLINE);
            else
                mvaddstr(y, x, c->ch);
        }
    }
    attrset(A_NORMAL);
    xt_grid_free(&g);
    refresh();
}

/* Send s to the terminal's clipboard: OSC 52, which terminals (and tmux
 * with set-clipboard) honour over SSH.  s is already sanitised. */
static void osc52(const char *s)
{
    static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t n = strlen(s);
    char *out = malloc(4 * (n / 3 + 1) + 16), *o = out;
    if (!out)
        return;
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned char)s[i] << 16 | (i + 1 < n ? (unsigned char)s[i + 1] << 8 : 0) |
                     (i + 2 < n ? (unsigned char)s[i + 2] : 0);
        *o++ = b64[v >> 18 & 63];
        *o++ = b64[v >> 12 & 63];
        *o++ = i + 1 < n ? b64[v >> 6 & 63] : '=';
        *o++ = i + 2 < n ? b64[v & 63] : '=';
    }
    *o = 0;
    printf("\033]52;c;%s\a", out);
    fflush(stdout);
    free(out);
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
    case KEY_BTAB: return XK_BTAB;
    case KEY_F(1): return XK_F1;
    default: return ch >= KEY_MIN ? XK_OTHER : ch;
    }
}

/* Alt+key reaches a terminal program as Esc and the key at once (within
 * ESCDELAY): the key, marked, not an Esc that closes a pane and then the
 * key's own action (Alt-x closed the diagnosis: a trial). */
static int read_esc(void)
{
    timeout(0);
    int nx = getch();
    timeout(250);
    if (nx == ERR)
        return XK_ESC;
    if (nx == 27 || nx == KEY_MOUSE || nx == KEY_RESIZE) {
        ungetch(nx);
        return XK_ESC;
    }
    return XK_META | map_key(nx);
}

/* Leave while a host loads on another thread (it cannot be stopped half
 * way; the process can): the terminal given back first. */
static void quit_now(int rc)
{
    restore_terminal();
    fflush(stdout);
    _exit(rc);
}

/* While a host loads: its progress on the status line; q (or a signal)
 * quits at once instead of waiting for the load; other keys typed
 * meanwhile are dropped, not replayed on the new host. */
static void load_tick(void *ctx, double frac, double elapsed_s)
{
    xt_app *a = ctx;
    int ch;
    timeout(0);
    while ((ch = getch()) != ERR)
        if (ch == 'q')
            quit_now(0);
    timeout(250);
    if (g_stop)
        quit_now(128 + (int)g_stop);
    xt_app_loading(a, frac, elapsed_s);
    draw(a);
}

int xt_tui_run(xt_capture *c, xt_analysis **analyses, size_t host, const xt_tui_opts *o,
               char **switch_run)
{
    *switch_run = NULL;
    xt_app a;
    xt_app_init(&a, c, analyses, host, o->export_dir, o->capture_dir);
    if (o->cmp)
        xt_cmp_app_attach(&a, o->cmp);
    if (o->status)
        snprintf(a.status, sizeof a.status, "%s", o->status);
    if (!o->cmp) { /* a comparison's sides have their own (xt_cmp_app) */
        a.summaries = o->summaries;
        a.open_host = o->open_host;
        a.open_ctx = o->open_ctx;
    }
    a.utf8 = !strcmp(nl_langinfo(CODESET), "UTF-8");
    g_stop = 0;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    /* while the TUI runs a signal ends the key loop (and the terminal is
     * restored); outside it (loading another run) they act as before */
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
    struct sigaction saved[4];
    for (int i = 0; i < 4; i++)
        sigaction(sigs[i], &sa, &saved[i]);
    atexit(restore_terminal);
    if (!getenv("ESCDELAY"))
        set_escdelay(25);
    g_have_tios = isatty(STDIN_FILENO) && tcgetattr(STDIN_FILENO, &g_tios) == 0;
    /* newterm, not initscr: initscr prints ncurses' own message and exits
     * 1 on a TERM without a terminfo entry (kitty, alacritty over SSH) */
    if (!newterm(NULL, stdout, stdin)) {
        const char *term = getenv("TERM");
        char shown[64] = "";
        for (size_t i = 0; term && term[i] && i + 1 < sizeof shown; i++)
            shown[i] = term[i] > 0x20 && term[i] < 0x7f ? term[i] : '?';
        fprintf(stderr,
                "xoomtui: cannot initialise the terminal: TERM '%s' has no terminfo entry here "
                "(try TERM=xterm-256color, or --report)\n",
                shown);
        for (int i = 0; i < 4; i++)
            sigaction(sigs[i], &saved[i], NULL);
        xt_app_free(&a);
        return 2;
    }
    g_curses_on = true;
    bool keys = xt_memory_for_keys(true); /* util.h: until the loop ends */
    prepare_reset();
    xt_set_oom_hook(oom_reset);
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
    if (!o->no_mouse) { /* clicks and the wheel; Shift+drag still selects */
        mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
        mouseinterval(0);
    }
    getmaxyx(stdscr, a.rows, a.cols);
    xt_app_build(&a);
    draw(&a);
    xt_app_warm(&a); /* while the user reads the first screen */
    xt_app_idle(&a);
    while (!a.quit && !g_stop) {
        int ch = getch();
        if (ch == ERR)
            continue;
        MEVENT me;
        if (ch == KEY_MOUSE) {
            if (getmouse(&me) != OK)
                continue;
            if (me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))
                xt_app_mouse(&a, me.y, me.x, XT_MOUSE_CLICK);
            else if (me.bstate & BUTTON4_PRESSED)
                xt_app_mouse(&a, me.y, me.x, XT_MOUSE_WHEEL_UP);
            else if (me.bstate & BUTTON5_PRESSED)
                xt_app_mouse(&a, me.y, me.x, XT_MOUSE_WHEEL_DOWN);
        } else if (ch == KEY_RESIZE) {
            int rows, cols;
            getmaxyx(stdscr, rows, cols);
            xt_app_resize(&a, rows, cols);
        } else {
            int key = ch == 27 ? read_esc() : map_key(ch);
            /* ^L: the whole terminal painted again, not only what changed
             * (another program's output over the screen) */
            if (key == XK_CTRL_L)
                clearok(curscr, TRUE);
            xt_app_key(&a, key);
        }
        if (a.clip_pending) {
            osc52(a.clip);
            a.clip_pending = false;
        }
        draw(&a);
        if (a.pending) { /* a host to load: "loading" is on screen */
            xt_app_open_pending(&a, load_tick, &a);
            draw(&a);
            xt_app_warm(&a);
        }
        xt_app_idle(&a); /* while the user reads this screen */
    }
    xt_set_oom_hook(NULL);
    restore_terminal();
    for (int i = 0; i < 4; i++)
        sigaction(sigs[i], &saved[i], NULL);
    if (a.switch_run && !g_stop)
        *switch_run = strdup(a.switch_run);
    xt_app_free(&a);
    xt_memory_for_keys(keys); /* another run may be loaded next */
    /* the shell's convention: 128 + the signal (Ctrl-C: 130) */
    return g_stop ? 128 + (int)g_stop : 0;
}
