/* text.h - the text model every view renders into: rows of spans with
 * roles (title, size, bar, dim...).  The ncurses screen, the text export,
 * --report and the tests all draw the same model. */
#ifndef XT_TEXT_H
#define XT_TEXT_H

#include "util.h"

#include <stdio.h>

typedef enum {
    XT_A_NORMAL = 0,
    XT_A_TITLE,   /* view title */
    XT_A_HEAD,    /* section or column header */
    XT_A_DIM,     /* secondary text */
    XT_A_SIZE,    /* a byte figure */
    XT_A_BAR,     /* a proportion bar: frac in the span */
    XT_A_WARN,    /* warnings, "inferred" */
    XT_A_BAD,     /* does not fit, never launched */
    XT_A_GOOD,    /* fits */
    XT_A_KEY,     /* a key name in help */
    XT_A_LABEL,   /* provenance label: measured/read/inferred */
    /* the screen's own chrome (never in a view) */
    XT_A_RULE,    /* pane rules, separators, the status line */
    XT_A_TOP,     /* the title bar: fits */
    XT_A_TOP_WARN,/* the title bar: a warning */
    XT_A_TOP_BAD, /* the title bar: does not fit */
} xt_attr;

typedef struct xt_span {
    const char *text; /* NULL for bars */
    uint8_t attr;
    uint8_t right;    /* right-align within width */
    uint16_t width;   /* pad to this many columns (0: natural) */
    double frac;      /* bars: 0..1 */
    uint8_t cut;      /* 1: the cut marker (xt_text_cut), XT_CUT_GLYPH of
                         the charset it is drawn in; 2: the gap marker
                         (xt_text_gap), XT_GAP_GLYPH */
} xt_span;

/* What selecting (Enter) on a row opens; views define kinds. */
typedef struct xt_row {
    size_t first, count; /* spans */
    int kind;            /* 0: not selectable */
    size_t target;       /* what kind's Enter opens; a buffer list's row
                            that sums the rest on the screen (kind 0,
                            xt_text.summed_at): the count it sums */
    bool cont;           /* continues the row above: a line wrapped to the
                            width, a note under its figure (a resize keeps
                            the cursor on the line, src/../tui/app.c) */
    const char *whole;   /* what the row says in full when the view said it
                            shorter for its pane (NULL: as shown): the TUI's
                            status line shows it for the selected row */
} xt_row;

typedef struct xt_text {
    xt_arena *arena;     /* owns span texts (not owned by xt_text) */
    const char *title;
    xt_row *rows;
    size_t nrows, caprows;
    xt_span *spans;
    size_t nspans, capspans;
    bool screen;         /* drawn by the TUI: rows may name keys ("Enter
                          * lists the buffers"); text output never does */
    bool notes_elsewhere; /* the screen shows the capture's notes in
                          * another pane (the diagnosis): a view need not
                          * repeat them */
    size_t list_rows;    /* text output: the most rows of a long list (the
                          * live set at an execution's start), the rest in
                          * one row that adds up; 0: every row (exports) */
    bool unfold;         /* the screen too lists every row of such a list
                          * (the TUI's frame a search unfolded) */
    bool folded;         /* set by a view: on the screen it summed a long
                          * list's smallest rows in one */
    size_t summed_at;    /* ... that row's index + 1 (0: none) */
    size_t kept_at, kept_n; /* rows [kept_at - 1, + kept_n) are a text's
                          * the caller keeps across builds
                          * (xt_text_copy_shared; 0: none): the TUI's
                          * search remembers what it found in them */
    size_t kept_id;      /* ... which (the caller's tag) */
} xt_text;

void xt_text_init(xt_text *t, xt_arena *arena);
void xt_text_free(xt_text *t); /* frees rows/spans, not the arena */

/* Start a new row (selectable when kind != 0).  Returns its index. */
size_t xt_text_row(xt_text *t, int kind, size_t target);
/* The same, a row that continues the one above (xt_row.cont). */
size_t xt_text_row_cont(xt_text *t);
/* Whether row r continues an item's line: a selectable row (its kind
 * set) marked cont under a row of the same kind and target (a
 * comparison's group name under its counts). */
bool xt_row_continues_item(const xt_text *t, size_t r);
/* Append a span to the last row. */
void xt_text_add(xt_text *t, xt_attr a, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void xt_text_addw(xt_text *t, xt_attr a, int width, bool right, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void xt_text_bar(xt_text *t, double frac, int width);
/* Append the cut marker: where a view ended a text itself that goes on
 * ("parameters 6.7 …" of a label cut beside its figure), drawn in the
 * output's charset. */
void xt_text_cut(xt_text *t, xt_attr a);
/* Append the gap marker: where a path's parts are left out in its middle
 * ("…intermediate/einsum…/Cast"), or a name's ("outputs of jit_true_…(47)
 * exec 2"): XT_GAP_GLYPH, as XT_NAME_CUT_GLYPH. */
void xt_text_gap(xt_text *t, xt_attr a);
/* Append row `row` of src (its kind, target and spans) to t: its texts
 * shared when t and src have one arena, copied into t's when not. */
void xt_text_copy_row(xt_text *t, const xt_text *src, size_t row);
/* Rows [from, to) of src, appended to t as xt_text_copy_row does. */
void xt_text_copy_rows(xt_text *t, const xt_text *src, size_t from, size_t to);
/* Every row of src and its title, appended to t as xt_text_copy_row does. */
void xt_text_copy(xt_text *t, const xt_text *src);
/* The same, its texts shared whatever their arena: the caller keeps
 * src's arena as long as t's rows (the TUI's rows kept across keys, which
 * a key copied anew: 200,000 rows' 1.6 million strings, 70 ms a key). */
void xt_text_copy_shared(xt_text *t, const xt_text *src);
/* Every row of top put before t's (its texts copied into t's arena where
 * it has another): a chart over a long list built first, without copying
 * the list's rows into a text of their own. */
void xt_text_prepend(xt_text *t, const xt_text *top);
/* A row holding one line of text. */
void xt_text_line(xt_text *t, xt_attr a, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Append a long text wrapped at width, with indent on continuation lines. */
void xt_text_wrap(xt_text *t, xt_attr a, int width, int indent, const char *first_prefix,
                  const char *s);

/* The one cut marker: it ends a row, a title or a status line cut to fit
 * (a name cut to fit its column has XT_NAME_CUT_GLYPH).  '…' with UTF-8;
 * '\' without, the line that goes on (a shell's, C's, Emacs's on a text
 * terminal).  Not '>', the cursor's column; nor '$', which starts the
 * Python tracer's names (a cut one read "$functions.py:654 _softm$");
 * nor '.' ':' '#' (the charts' ramp), '!' (the chart cursor), '~' (about;
 * a chart's gap) or '+' '-' '|' (the axes). */
#define XT_CUT_GLYPH(utf8) ((utf8) ? "\xe2\x80\xa6" : "\\")
/* The gap marker: one path part or more left out of a path's middle,
 * '…' with UTF-8; '*' without, the glob's "any parts" (a '\' beside a
 * '/' read as an escaped slash, "einsum\/Cast": a trial). */
#define XT_GAP_GLYPH(utf8) ((utf8) ? "\xe2\x80\xa6" : "*")
/* Where a name (a module's, a host's) is cut, at its end or in its
 * middle: the gap marker, a glob's "any characters" without UTF-8
 * ("conver*(24*)"; "conver\(24\)" read as a shell's escapes, and might be
 * pasted into --module so: a trial); the cut marker ends rows. */
#define XT_NAME_CUT_GLYPH(utf8) XT_GAP_GLYPH(utf8)

/* UTF-8 stepping (xt_utf8_next) and the unsafe code points are in util.h. */
/* Columns a code point takes on a terminal: wcwidth() in the current
 * locale (0 for combining marks, 2 for wide), 1 where it is unknown. */
int xt_cp_width(uint32_t cp);
/* Display width of a UTF-8 string. */
size_t xt_utf8_width(const char *s);
/* Whether the space at s[i] must not end a row: between a number and its
 * unit ("250.0 MiB", "10.0 s", "3.5 %") or in a device's name ("TPU 0"):
 * every wrap (xt_text_wrap, xt_text_fold, the views' own) keeps them. */
bool xt_text_glued_space(const char *s, size_t i);

/* Columns the row's content takes, trailing blanks and padding left out:
 * a row wider than its pane is cut there, and the screen marks the cut. */
size_t xt_text_row_width(const xt_text *t, size_t row);

/* Render one row as plain text into buf (at most cols columns); bars as
 * '#'/'_' (ascii) or block characters (utf8).  Returns buf. */
/* Whether row r, laid out without UTF-8 (xt_text_row_plain), may show
 * needle (ASCII letters in any case): false only where it does not, read
 * from its spans' texts without laying the row out (buf: cap bytes of
 * scratch).  A search's quick test before the layout. */
bool xt_text_row_may_have(const xt_text *t, size_t r, const char *needle, char *buf, size_t cap);
char *xt_text_row_plain(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                        bool utf8);
/* The same with ANSI colour codes around spans when ansi is set. */
char *xt_text_row_render(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                         bool utf8, bool ansi);
/* The whole model as text, one line per row, caller frees. */
char *xt_text_plain(const xt_text *t, int cols, bool utf8);
char *xt_text_render(const xt_text *t, int cols, bool utf8, bool ansi);
/* Write the whole model to f as a report does: rows are never cut (a row
 * wider than the width it was laid out for overflows rather than losing
 * text a ticket needs).  Returns 0, or -1 on a write error. */
int xt_text_write(FILE *f, const xt_text *t, bool utf8, bool ansi);
/* src's rows into dst, those wider than width folded: the words of a
 * row's tail of left-aligned text spans go on to rows under it, indented
 * to where that tail
 * starts (4 columns when it starts too far right); a word wider than what
 * is left stays whole, on the row it starts.  Bars, right-aligned spans and
 * the spans before the row's tail of left-aligned text are never cut.
 * For text output (--report --width). */
void xt_text_fold(xt_text *dst, const xt_text *src, int width);

/* A frame as the user sees it: rows x cols cells of one glyph each.  The
 * TUI composes every frame into a grid once; ncurses prints it, and the
 * tests read it back as text (xt_grid_text). */
enum {
    XT_CELL_CURSOR = 1,   /* the cursor row of the focused pane (reverse) */
    XT_CELL_SELECTED = 2, /* the cursor row of another pane (underline) */
    XT_CELL_CUT = 4,      /* the marker of a row cut by its pane */
    XT_CELL_VLINE = 8,    /* the pane separator (a line-drawing character) */
    XT_CELL_MATCH = 16,   /* the text the last search found (the TUI) */
    XT_CELL_MORE = 32,    /* the marker of a pane's last row whose line
                             goes on below the pane (not a cut: nothing of
                             the row is lost) */
};
typedef struct xt_cell {
    char ch[12];    /* the glyph as UTF-8, with any combining marks; "" for
                     * the second column of a wide glyph */
    uint8_t attr;   /* xt_attr */
    uint8_t flags;  /* XT_CELL_* */
} xt_cell;
typedef struct xt_grid {
    int rows, cols;
    xt_cell *cells;
} xt_grid;

void xt_grid_init(xt_grid *g, int rows, int cols); /* all blank */
void xt_grid_free(xt_grid *g);
xt_cell *xt_grid_at(const xt_grid *g, int y, int x);
/* Up to w columns of s at (y, x); returns the columns used. */
int xt_grid_put(xt_grid *g, int y, int x, int w, const char *s, uint8_t attr, uint8_t flags);
/* w columns of the one-column glyph s. */
void xt_grid_fill(xt_grid *g, int y, int x, int w, const char *s, uint8_t attr, uint8_t flags);
/* Row `row` of t in w columns at (y, x): a cursor column ('>' on the
 * focused pane's cursor row), the row, and the cut marker (XT_CUT_GLYPH)
 * in the last column when the row is wider than the pane. */
void xt_grid_row(xt_grid *g, int y, int x, int w, const xt_text *t, size_t row, bool utf8,
                 bool cursor, bool focused);
/* The grid as text: one line per row, trailing blanks left out. */
char *xt_grid_text(const xt_grid *g);

/* Copy s with C0 and C1 control characters, DEL, the bidi controls
 * (U+061C, U+200E-F, U+202A-E, U+2066-9) and invalid UTF-8 replaced by '?',
 * so names from a hostile capture cannot drive or reorder the terminal. */
const char *xt_safe(xt_arena *a, const char *s);

#endif
