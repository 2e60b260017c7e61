/* frame.c - compose one frame of the TUI into a cell grid: the title bar,
 * the panes with their rules and cursor rows, the help, the status line.
 * No curses here: screen.c prints the grid, and xt_app_screen_text (the
 * tests) reads the same grid back as text. */
#include "app.h"
#include "chart_app.h"

#include <stdlib.h>
#include <string.h>

/* Keep the cursor row visible with up to three rows of context on either
 * side (vim's scrolloff): selecting the last execution still shows the
 * heading of the live set below it. */
static void scroll_into_view(size_t cursor, size_t *top, int h, size_t nrows)
{
    if (h <= 0)
        return;
    size_t so = h >= 9 ? 3 : (size_t)(h - 1) / 3;
    size_t max_top = nrows > (size_t)h ? nrows - (size_t)h : 0;
    if (*top > max_top)
        *top = max_top;
    if (cursor < *top + so)
        *top = cursor > so ? cursor - so : 0;
    if (cursor + so >= *top + (size_t)h)
        *top = cursor + so - (size_t)h + 1;
    if (*top > max_top)
        *top = max_top;
}

void xt_app_scroll(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    xt_navframe *f = &a->stack[a->depth];
    scroll_into_view(a->left_cursor, &a->left_top, l.body_h - 1, a->left.nrows);
    scroll_into_view(f->cursor, &f->top, l.body_h - 1, a->right.nrows);
    xt_chart_scroll(a, l.body_h - 1);
    scroll_into_view(a->diag_cursor, &a->diag_top, l.diag_h - 1, a->diag.nrows);
}

/* A pane: its title on a rule ('=' when focused, '-' otherwise), then
 * h - 1 rows of t from `top`. */
static void pane(xt_grid *g, const xt_text *t, int y, int x, int w, int h, size_t cursor,
                 size_t top, bool focused, bool utf8, bool show_cursor)
{
    if (h <= 0 || w <= 0)
        return;
    int used = xt_grid_put(g, y, x, w, t->title, focused ? XT_A_HEAD : XT_A_KEY, 0);
    xt_grid_fill(g, y, x + used, w - used, focused ? "=" : "-", XT_A_RULE, 0);
    for (int i = 1; i < h; i++) {
        size_t r = top + (size_t)(i - 1);
        if (r < t->nrows)
            xt_grid_row(g, y + i, x, w, t, r, utf8, show_cursor && r == cursor, focused);
    }
}

static void title_bar(xt_app *a, xt_grid *g)
{
    int sev;
    const char *title = xt_app_title(a, &sev);
    uint8_t attr = sev == 2 ? XT_A_TOP_BAD : sev == 1 ? XT_A_TOP_WARN : XT_A_TOP;
    int used = xt_grid_put(g, 0, 0, a->cols, title, attr, 0);
    xt_grid_fill(g, 0, used, a->cols - used, " ", attr, 0);
}

static void status_line(xt_app *a, xt_grid *g)
{
    int y = a->rows - 1;
    if (a->searching) {
        xt_grid_put(g, y, 0, 1, "/", XT_A_KEY, 0);
        xt_grid_put(g, y, 1, a->cols - 1, a->search, XT_A_KEY, 0);
    } else {
        xt_grid_put(g, y, 0, a->cols, a->status, XT_A_RULE, 0);
    }
}

void xt_app_frame(xt_app *a, xt_grid *g)
{
    xt_app_scroll(a);
    xt_layout l;
    xt_app_layout(a, &l);
    xt_grid_init(g, a->rows, a->cols);
    if (a->rows <= 0 || a->cols <= 0)
        return;
    title_bar(a, g);
    if (a->help) {
        pane(g, &a->helptext, l.body_y, 0, a->cols, a->rows - 2, 0, a->help_top, true, a->utf8, false);
    } else {
        if (l.left_w) {
            pane(g, &a->left, l.body_y, 0, l.left_w, l.body_h, a->left_cursor, a->left_top,
                 a->focus == XF_LEFT, a->utf8, true);
            for (int y = l.body_y; y < l.body_y + l.body_h; y++)
                xt_grid_put(g, y, l.left_w, 1, a->utf8 ? "\xe2\x94\x82" : "|", XT_A_RULE, XT_CELL_VLINE);
        }
        const xt_navframe *f = &a->stack[a->depth];
        pane(g, &a->right, l.body_y, l.right_x, l.right_w, l.body_h, f->cursor, f->top,
             a->focus == XF_RIGHT, a->utf8, true);
        if (l.diag_h)
            pane(g, &a->diag, l.diag_y, 0, a->cols, l.diag_h, a->diag_cursor, a->diag_top,
                 a->focus == XF_DIAG, a->utf8, true);
        xt_chart_pin(a, g, l.body_y, l.right_x, l.right_w, l.body_h, a->focus == XF_RIGHT);
    }
    status_line(a, g);
}

char *xt_app_screen_text(xt_app *a)
{
    xt_grid g;
    xt_app_frame(a, &g);
    char *s = xt_grid_text(&g);
    xt_grid_free(&g);
    return s;
}
