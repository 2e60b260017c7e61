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
static void scroll_into_view(const xt_text *t, size_t cursor, size_t *top, int h, bool to_end)
{
    if (h <= 0)
        return;
    size_t nrows = t->nrows;
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
    *top = xt_top_whole_line(t, 0, *top, cursor, (size_t)h, max_top, to_end);
}

size_t xt_top_whole_line(const xt_text *t, size_t base, size_t top, size_t cursor, size_t h,
                         size_t max_top, bool to_end)
{
    /* a pane never starts on a wrapped line's second row (a note read from
     * its middle): its first row when the cursor stays in sight, else the
     * row after it */
    /* the view's end wins: at the last page (G) its last rows show, even
     * from a wrapped line's second row (a review: else they were never
     * reached) */
    if (base + top >= t->nrows || !t->rows[base + top].cont)
        return top;
    size_t up = top, down = top;
    while (up > 0 && t->rows[base + up].cont)
        up--;
    /* ... but only when the cursor is near it (G, or moved down there):
     * a cursor in the middle of the view kept the end in sight with a
     * wrapped row's tail under a pinned chart, read as the chart cursor's
     * figure (a trial: "cursor at event 1: heap 512.0 KiB" over
     * "unpadded 938.0 MiB, padding 0 B"); the last rows come back as the
     * cursor moves down */
    if (top >= max_top)
        return !to_end && cursor + 3 < up + h ? up : top;
    while (base + down < t->nrows && t->rows[base + down].cont)
        down++;
    if (cursor < up + h)
        return up;
    if (down <= cursor && down <= max_top)
        return down;
    return top;
}

void xt_app_scroll(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    xt_navframe *f = &a->stack[a->depth];
    bool to_end = f->top == SIZE_MAX; /* G: the last page */
    scroll_into_view(&a->left, a->left_cursor, &a->left_top, l.left_h - 1, false);
    scroll_into_view(&a->right, f->cursor, &f->top, l.body_h - 1, to_end);
    xt_chart_scroll(a, l.body_h - 1, to_end);
    scroll_into_view(&a->diag, a->diag_cursor, &a->diag_top, l.diag_h - 1, false);
}

static bool is_heading(const xt_text *t, size_t r)
{
    const xt_row *row = &t->rows[r];
    bool head = row->count > 0;
    for (size_t k = 0; head && k < row->count; k++)
        head = t->spans[row->first + k].attr == XT_A_HEAD;
    return head;
}

bool xt_row_is_heading(const xt_text *t, size_t r) { return r < t->nrows && is_heading(t, r); }

bool xt_row_is_column_header(const xt_text *t, size_t r)
{
    return r < t->nrows && is_heading(t, r) && t->rows[r].count >= 3;
}

/* The column header of the table that row r is in: the nearest row above
 * it made of three or more heading spans ("bytes  %peak  shape...").  A
 * heading line (one or two spans) above ends the search: -1. */
static long column_header(const xt_text *t, size_t r)
{
    for (long k = (long)r - 1; k >= 0; k--)
        if (is_heading(t, (size_t)k))
            return t->rows[k].count >= 3 ? k : -1;
    return -1;
}

/* The heading line of the section that row over is in, scrolled off
 * above it: a heading of one row ("By origin, all of it:"), with no blank
 * row between it and over (a section ends at one), or -1.  After G on a
 * runtime list its second section's rows read as the first's, folded
 * ones above (a trial).  Row over itself may be the heading: drawn over
 * itself. */
static long section_heading(const xt_text *t, size_t over)
{
    for (long k = (long)over; k >= 0; k--) {
        const xt_row *row = &t->rows[k];
        if (!row->count)
            return -1;
        if (is_heading(t, (size_t)k))
            return row->count < 3 && !row->cont && !t->rows[k + 1].cont ? k : -1;
    }
    return -1;
}

long xt_sticky_header(const xt_text *t, size_t over, size_t first)
{
    /* not over a note wrapped under a table (a trial read "device pool in
     * use verdict" over "with the least headroom", the note's second row) */
    if (over <= first || over + 1 >= t->nrows || is_heading(t, over + 1) || t->rows[over + 1].cont)
        return -1;
    /* nor over a blank row, nor over one row left of its table before the
     * next heading: at 80x24 a comparison's "Runtime  before  after" sat
     * over a blank row and the next table's own header (a trial) */
    if (!t->rows[over + 1].count || (over + 2 < t->nrows && is_heading(t, over + 2)))
        return -1;
    long hr = column_header(t, over + 1);
    if (hr < 0)
        hr = section_heading(t, over);
    return hr >= (long)first ? hr : -1;
}

/* s in w columns at (y, x); cut, it ends in the marker (XT_CUT_GLYPH),
 * so a cut line never passes for a whole one. */
static void put_cut(xt_grid *g, int y, int x, int w, const char *s, uint8_t attr, bool utf8)
{
    if (w <= 1 || (int)xt_utf8_width(s) <= w) {
        xt_grid_put(g, y, x, w, s, attr, 0);
        return;
    }
    int used = xt_grid_put(g, y, x, w - 1, s, attr, 0);
    xt_grid_fill(g, y, x + used, w - 1 - used, " ", attr, 0);
    xt_grid_put(g, y, x + w - 1, 1, XT_CUT_GLYPH(utf8), attr, XT_CELL_CUT);
}

/* A pane: its title on a rule ('=' when focused, '-' otherwise), then
 * h - 1 rows of t from `top`. */
static void pane(xt_grid *g, const xt_text *t, int y, int x, int w, int h, size_t cursor,
                 size_t top, bool focused, bool utf8, bool show_cursor, long *shown)
{
    if (h <= 0 || w <= 0)
        return;
    for (int i = 0; shown && i < h; i++)
        shown[i] = -1;
    /* a title wider than the pane ends in the cut marker, as every cut
     * line does ("…forward, kept for backward (sor" passed for whole) */
    uint8_t ta = focused ? XT_A_HEAD : XT_A_KEY;
    int used = w;
    if ((int)xt_utf8_width(t->title) > w)
        put_cut(g, y, x, w, t->title, ta, utf8);
    else
        used = xt_grid_put(g, y, x, w, t->title, ta, 0);
    xt_grid_fill(g, y, x + used, w - used, focused ? "=" : "-", XT_A_RULE, 0);
    /* a long table scrolled past its column header keeps the header on
     * its first row (over row `top`, which scrolloff keeps clear of the
     * cursor), while the row shown under it is still one of the table's:
     * not over the next section's heading */
    long hr = h >= 5 ? xt_sticky_header(t, top, 0) : -1;
    /* over an item of rows (a comparison's group: its counts, its name
     * under them), the header over the whole item, the rows shown from
     * the next: over its first row alone it left a name without its
     * counts, and else the page had no header once scrolled (a trial) */
    size_t skip = 0;
    if (hr < 0 && h >= 5 && xt_row_continues_item(t, top + 1) && !t->rows[top].cont) {
        size_t e = top + 1;
        while (xt_row_continues_item(t, e))
            e++;
        bool clear = !show_cursor || cursor < top || cursor >= e;
        long he = e < t->nrows && e - top <= 3 && clear ? xt_sticky_header(t, e - 1, 0) : -1;
        if (he >= 0) {
            hr = he;
            skip = e - top - 1;
        }
    }
    if (hr >= 0) {
        xt_grid_row(g, y + 1, x, w, t, (size_t)hr, utf8, false, focused);
        if (shown)
            shown[1] = hr;
    }
    for (int i = hr >= 0 ? 2 : 1; i < h; i++) {
        size_t r = top + skip + (size_t)(i - 1);
        if (r < t->nrows) {
            xt_grid_row(g, y + i, x, w, t, r, utf8, show_cursor && r == cursor, focused);
            if (shown)
                shown[i] = (long)r;
        }
    }
    /* the pane's last row, whose line goes on below it: the cut marker
     * after its last word (at 60x20 "Confirm a fix with" ended the
     * diagnosis pane as if the sentence did: a trial) */
    size_t last = top + skip + (size_t)(h - 2);
    if (h >= 2 && last + 1 < t->nrows && t->rows[last + 1].cont && y + h - 1 < g->rows) {
        int end = x + w - 1, c = end;
        while (c >= x && xt_grid_at(g, y + h - 1, c)->ch[0] == ' ' && !xt_grid_at(g, y + h - 1, c)->ch[1])
            c--;
        if (c >= x && !(xt_grid_at(g, y + h - 1, c)->flags & (XT_CELL_CUT | XT_CELL_MORE))) {
            int at = c + 2 <= end ? c + 2 : end; /* a space, then the marker */
            xt_grid_put(g, y + h - 1, at, 1, XT_CUT_GLYPH(utf8), xt_grid_at(g, y + h - 1, c)->attr,
                        XT_CELL_MORE);
        }
    }
}

/* Mark where needle (ASCII, any case) shows in rows y0..y0+h-1, columns
 * x..x+w-1 of the grid: what the user sees is what is marked. */
static void highlight(xt_grid *g, int y0, int x, int w, int h, const char *needle)
{
    size_t n = strlen(needle);
    for (int y = y0; n && y < y0 + h && y < g->rows; y++)
        for (int c = x; c + (int)n <= x + w && c + (int)n <= g->cols; c++) {
            size_t i = 0;
            for (; i < n; i++) {
                const xt_cell *e = xt_grid_at(g, y, c + (int)i);
                char ch = e->ch[0];
                if (e->ch[1] || (e->flags & (XT_CELL_CUT | XT_CELL_MORE)) ||
                    !(ch == needle[i] || ((ch | 0x20) == (needle[i] | 0x20) && (ch | 0x20) >= 'a' &&
                                          (ch | 0x20) <= 'z')))
                    break;
            }
            if (i == n)
                for (i = 0; i < n; i++)
                    xt_grid_at(g, y, c + (int)i)->flags |= XT_CELL_MATCH;
        }
}

/* A row whose match lies in the part its pane cuts off: its cut marker
 * is marked as the match (the row said nothing; one Enter down, the
 * status line names that part: "cut off: ..."), for grid rows y0 + i
 * showing text rows shown[i], i in [0, h). */
static void highlight_cut(xt_grid *g, int y0, int x, int w, int h, const xt_text *t,
                          const long *shown, const char *needle)
{
    for (int i = 0; *needle && i < h && y0 + i < g->rows; i++) {
        if (shown[i] < 0)
            continue;
        int y = y0 + i, cut = -1;
        bool seen = false;
        for (int c = x; c < x + w && c < g->cols; c++) {
            const xt_cell *e = xt_grid_at(g, y, c);
            seen |= (e->flags & XT_CELL_MATCH) != 0;
            if (e->flags & XT_CELL_CUT)
                cut = c;
        }
        if (cut < 0 || seen)
            continue;
        char full[2048];
        xt_text_row_plain(t, (size_t)shown[i], full, sizeof full, (int)sizeof full - 1, false);
        if (xt_ci_find(full, needle))
            xt_grid_at(g, y, cut)->flags |= XT_CELL_MATCH;
    }
}

static void title_bar(xt_app *a, xt_grid *g)
{
    int sev;
    const char *title = xt_app_title_cols(a, a->cols, &sev);
    uint8_t attr = sev == 2 ? XT_A_TOP_BAD : sev == 1 ? XT_A_TOP_WARN : XT_A_TOP;
    put_cut(g, 0, 0, a->cols, title, attr, a->utf8);
    int used = (int)xt_utf8_width(title);
    if (used < a->cols)
        xt_grid_fill(g, 0, used, a->cols - used, " ", attr, 0);
}

/* The status line: a message wider than the screen goes on over the
 * status rows the layout gave it, and only then is cut (with the marker). */
static void status_line(xt_app *a, xt_grid *g, const xt_layout *l)
{
    int y = l->status_y;
    if (a->searching) {
        xt_grid_put(g, y, 0, 1, "/", XT_A_KEY, 0);
        xt_grid_put(g, y, 1, a->cols - 1, a->query, XT_A_KEY, 0);
        return;
    }
    /* in the help, q closes it: the hint says what the keys do there;
     * the hint in fewer keys on a narrow screen */
    const char *s = xt_app_status_shown(a);
    for (; y < l->status_y + l->status_h - 1; y++) {
        const char *next, *end = xt_status_row_end(s, a->cols, &next);
        for (int x = 0; s < end;) {
            uint32_t cp;
            size_t k = xt_utf8_next(s, &cp);
            int cw = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
            xt_grid_put(g, y, x, cw, xt_arena_printf(&a->frame_arena, "%.*s", (int)k, s), XT_A_RULE, 0);
            x += cw;
            s += k;
        }
        s = next;
    }
    /* cut between words, not inside a figure ("> pool 2.79 G…" at 60x20:
     * a trial), where a space leaves half the row or more; not at a
     * table's padding (a row's "other      7.9 MiB" kept no figure) */
    if ((int)xt_utf8_width(s) > a->cols && a->cols > 1) {
        /* a diagnosis line cut here too: where it is whole, at the cut
         * (its shortfall, the figure looked for, was lost past "short
         * by…", and only z showed it: a trial at 80x24) */
        bool row = a->explained && (xt_hash_bytes(a->status, strlen(a->status)) | 1) == a->explained &&
                   xt_app_status_shown(a) == a->status;
        const char *tail = row && a->focus == XF_DIAG && !a->zoom && a->diag_open && a->cols >= 40 ? " z: whole"
                                                                                                   : "";
        int room = a->cols - 1 - (int)strlen(tail);
        const char *rest, *end = xt_status_row_end(s, room, &rest);
        if (end > s && *end == ' ' && end[-1] != ' ' &&
            (int)xt_utf8_width(xt_arena_printf(&a->frame_arena, "%.*s", (int)(end - s), s)) >= room / 2)
            s = xt_arena_printf(&a->frame_arena, "%.*s%s%s", (int)(end - s), s, XT_CUT_GLYPH(a->utf8), tail);
        else if (*tail)
            s = xt_arena_printf(&a->frame_arena, "%.*s%s%s", (int)(end - s), s, XT_CUT_GLYPH(a->utf8), tail);
    }
    put_cut(g, y, 0, a->cols, s, XT_A_RULE, a->utf8);
}

/* The columns from p to its next break: a space (not a glued one, as
 * "3.72 GiB"), or just after a '/' (a path goes on after its slash; not
 * after a '.', which would split "3.72" and "model.py:88"). */
static int segment_width(const char *s, const char *p)
{
    int w = 0;
    while (*p && !(*p == ' ' && !xt_text_glued_space(s, (size_t)(p - s)))) {
        uint32_t cp;
        size_t k = xt_utf8_next(p, &cp);
        if (!k)
            break;
        w += cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        p += k;
        if (p[-1] == '/')
            break;
    }
    return w;
}

const char *xt_status_row_end(const char *s, int cols, const char **next)
{
    /* what fits in the row, ending where a word or a path's part ends when
     * the message goes on: a word is cut only where it is longer than a
     * row ("...pair-leak-before.xplane.p" then "b  (x: AFTER)" at 60x20: a
     * trial) */
    const char *end = s, *space = NULL, *slash = NULL;
    int used = 0, at_space = 0, at_slash = 0;
    while (*end) {
        uint32_t cp;
        size_t k = xt_utf8_next(end, &cp);
        if (!k)
            break;
        int cw = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        if (used + cw > cols)
            break;
        if (*end == ' ' && !xt_text_glued_space(s, (size_t)(end - s))) {
            space = end;
            at_space = used;
        }
        used += cw;
        end += k;
        if (end[-1] == '/' && *end && *end != ' ') { /* a path goes on after its slash */
            slash = end;
            at_slash = used;
        }
    }
    if (*end == ' ' && !xt_text_glued_space(s, (size_t)(end - s))) { /* the row ends with a word */
        space = end;
        at_space = used;
    }
    if (*end) {
        /* a space that leaves half the row or more; else the later of a
         * path's '/' and a space: the rest of the row is what the word
         * after it would have been cut at */
        const char *brk = space && at_space >= cols / 2 ? space
                          : slash && (!space || at_slash > at_space) ? slash
                                                                                       : space;
        /* ... unless what comes after it is longer than a row: cut where
         * the row ends, as it is cut anyway (a row left short for nothing
         * pushed a message's words off the screen) */
        if (brk && segment_width(s, brk == space ? brk + 1 : brk) <= cols)
            end = brk;
    }
    if (end == s && *end) { /* one glyph wider than the row: it alone */
        uint32_t cp;
        size_t k = xt_utf8_next(end, &cp);
        end += k ? k : 1;
    }
    *next = end + (*end == ' ' && end == space);
    return end;
}

/* A list scrolled: the rows above and below its pane on its rule's end,
 * "↑32↓5" ("^32 v5" without UTF-8), where the title leaves room (a list
 * that opened on its 33rd module showed no sign of the 32 above: a
 * trial). */
static void list_scrolled(xt_grid *g, const xt_app *a, const xt_text *t, size_t above, int y, int x,
                          int w, int h, bool focused)
{
    size_t shown = h > 1 ? (size_t)(h - 1) : 0;
    size_t below = t->nrows > above + shown ? t->nrows - above - shown : 0;
    if (!above && !below)
        return;
    char m[48] = "";
    if (above)
        snprintf(m, sizeof m, "%s%zu", a->utf8 ? "\xe2\x86\x91" : "^", above);
    if (below)
        snprintf(m + strlen(m), sizeof m - strlen(m), "%s%s%zu", above && !a->utf8 ? " " : "",
                 a->utf8 ? "\xe2\x86\x93" : "v", below);
    int mw = (int)xt_utf8_width(m), tw = (int)xt_utf8_width(t->title ? t->title : "");
    /* a title the pane cuts anyway: cut shorter for it (a TF op's
     * allocations, 24 rows in 7, had no sign of the 17 below: a trial),
     * where 12 columns of it are left; a title shown whole stays so */
    int room = w - mw - 2;
    if (tw > w && room >= 12 && t->title) {
        put_cut(g, y, x, room, t->title, focused ? XT_A_HEAD : XT_A_KEY, a->utf8);
        xt_grid_fill(g, y, x + room, w - room, focused ? "=" : "-", XT_A_RULE, 0);
        tw = room;
    }
    /* both where they fit, else the rows below alone (what is left to
     * read): a title that left room for one had none of them (a sorted
     * list's "↑78↓413" gone mid-list: a trial) */
    if (tw + 1 + mw + 1 > w && above && below) {
        snprintf(m, sizeof m, "%s%zu", a->utf8 ? "\xe2\x86\x93" : "v", below);
        mw = (int)xt_utf8_width(m);
    }
    if (tw + 1 + mw + 1 <= w)
        xt_grid_put(g, y, x + w - mw - 1, mw, m, XT_A_KEY, 0);
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
    /* which text row each row of the focused pane shows: for the search's
     * mark on a cut row (highlight_cut) */
    long *shown = xt_arena_alloc(&a->frame_arena, (size_t)(a->rows + 1) * sizeof *shown);
    for (int i = 0; i <= a->rows; i++)
        shown[i] = -1;
    if (a->help) {
        pane(g, &a->helptext, l.body_y, 0, a->cols, l.status_y - l.body_y, 0, a->help_top, true,
             a->utf8, false, NULL);
        /* its rows above and below, as every pane's rule says them (at
         * 60x20 four pages and no sign of them: a trial) */
        list_scrolled(g, a, &a->helptext, a->help_top, l.body_y, 0, a->cols, l.status_y - l.body_y, true);
    } else {
        if (l.left_w) {
            pane(g, &a->left, l.body_y, 0, l.left_w, l.left_h, a->left_cursor, a->left_top,
                 a->focus == XF_LEFT, a->utf8, true, a->focus == XF_LEFT ? shown : NULL);
            for (int y = l.body_y; l.left_w < a->cols && y < l.body_y + l.body_h; y++)
                xt_grid_put(g, y, l.left_w, 1, a->utf8 ? "\xe2\x94\x82" : "|", XT_A_RULE, XT_CELL_VLINE);
            list_scrolled(g, a, &a->left, a->left_top, l.body_y, 0, l.left_w, l.left_h, a->focus == XF_LEFT);
        }
        const xt_navframe *f = &a->stack[a->depth];
        if (l.right_x < a->cols) {
            pane(g, &a->right, l.body_y, l.right_x, l.right_w, l.body_h, f->cursor, f->top,
                 a->focus == XF_RIGHT, a->utf8, true, a->focus == XF_RIGHT ? shown : NULL);
            /* the view's rows above and below, as the list's (the
             * comparison's tables and links below the fold had no sign:
             * a trial) */
            list_scrolled(g, a, &a->right, f->top, l.body_y, l.right_x, l.right_w, l.body_h,
                          a->focus == XF_RIGHT);
        }
        if (l.diag_h) {
            pane(g, &a->diag, l.diag_y, 0, a->cols, l.diag_h, a->diag_cursor, a->diag_top,
                 a->focus == XF_DIAG, a->utf8, true, a->focus == XF_DIAG ? shown : NULL);
            /* rows below the pane's end (the fix under the cause at 80x24
             * with no sign of it: a trial): how many, on its rule; and
             * the rows above it, as the other panes' rules count them
             * (scrolled to its end, then made taller, it started in the
             * middle of an entry with no sign: a trial) */
            size_t seen = a->diag_top + (size_t)(l.diag_h - 1);
            char up[48] = "";
            if (a->diag_top)
                snprintf(up, sizeof up, "%s%zu%s", a->utf8 ? "\xe2\x86\x91" : "^", a->diag_top,
                         seen < a->diag.nrows ? ", " : "");
            if (seen < a->diag.nrows || a->diag_top) {
                char more[128];
                /* the keys in order: "Tab, z" read as "either" and z
                 * zoomed the view above; zoomed, z shows fewer (a trial) */
                bool df = a->focus == XF_DIAG;
                if (seen < a->diag.nrows)
                    snprintf(more, sizeof more, " %s%zu more row%s: %s ", up, a->diag.nrows - seen,
                             a->diag.nrows - seen == 1 ? "" : "s",
                             df && a->zoom ? "j" : df ? "j or z" : "Tab then z");
                else
                    snprintf(more, sizeof more, " %s ", up);
                int mw = (int)xt_utf8_width(more), tw = (int)xt_utf8_width(a->diag.title ? a->diag.title : "");
                /* a title too long to leave it room (the comparison's
                 * "Was the estimate right (...)" hid its "new:" row at
                 * 80x24 and 60x20 without a sign: a trial): the sign in
                 * fewer words, else the title cut shorter */
                if (tw + 4 + mw > a->cols) {
                    char brief[128];
                    /* not focused: no key (Tab first, then z: the
                     * footer has Tab; "z" alone zoomed the view above) */
                    snprintf(brief, sizeof brief, " %s+%zu row%s%s ", up, a->diag.nrows - seen,
                             a->diag.nrows - seen == 1 ? "" : "s",
                             df && a->zoom ? ": j" : df ? ": z" : "");
                    int bw = (int)xt_utf8_width(brief), room = a->cols - mw - 4;
                    if (seen < a->diag.nrows && tw + 4 + bw <= a->cols) {
                        snprintf(more, sizeof more, "%s", brief);
                        mw = bw;
                    } else if (room >= 12 && a->diag.title) {
                        /* the rows above alone too (a comparison's long
                         * title at 60x20 dropped its "^4": a review) */
                        put_cut(g, l.diag_y, 0, room, a->diag.title, df ? XT_A_HEAD : XT_A_KEY, a->utf8);
                        xt_grid_fill(g, l.diag_y, room, a->cols - room, df ? "=" : "-", XT_A_RULE, 0);
                        tw = room;
                    }
                }
                if (tw + 4 + mw <= a->cols)
                    xt_grid_put(g, l.diag_y, a->cols - mw - 2, mw, more, XT_A_KEY, 0);
            }
        }
        xt_chart_pin(a, g, l.body_y, l.right_x, l.right_w, l.body_h, a->focus == XF_RIGHT);
    }
    if (a->search[0] && !a->help) { /* the last search, in the focused pane */
        if (a->focus == XF_LEFT) {
            highlight(g, l.body_y + 1, 1, l.left_w - 1, l.left_h - 1, a->search);
            highlight_cut(g, l.body_y + 1, 1, l.left_w - 1, l.left_h - 1, &a->left, shown + 1,
                          a->search);
        } else if (a->focus == XF_DIAG) {
            highlight(g, l.diag_y + 1, 1, a->cols - 1, l.diag_h - 1, a->search);
            highlight_cut(g, l.diag_y + 1, 1, a->cols - 1, l.diag_h - 1, &a->diag, shown + 1,
                          a->search);
        } else { /* not on a chart's lines: a chart is a picture, not searched */
            for (int i = 1; i < l.body_h; i++) {
                size_t pin = xt_chart_pinned(a), r = a->stack[a->depth].top + (size_t)(i - 1);
                if ((size_t)i > pin && !xt_chart_row(a, r)) {
                    highlight(g, l.body_y + i, l.right_x + 1, l.right_w - 1, 1, a->search);
                    highlight_cut(g, l.body_y + i, l.right_x + 1, l.right_w - 1, 1, &a->right,
                                  shown + i, a->search);
                }
            }
        }
    }
    status_line(a, g, &l);
    /* without UTF-8 the terminal draws no other glyph: a '?' for each,
     * as ls does (a host named "漢字-node" showed as "     -node" in
     * LANG=C: a trial); the views' own glyphs are ASCII there already */
    for (int i = 0; !a->utf8 && i < g->rows * g->cols; i++)
        if ((unsigned char)g->cells[i].ch[0] >= 0x80)
            snprintf(g->cells[i].ch, sizeof g->cells[i].ch, "?");
}

char *xt_app_screen_text(xt_app *a)
{
    xt_grid g;
    xt_app_frame(a, &g);
    char *s = xt_grid_text(&g);
    xt_grid_free(&g);
    return s;
}
