/* text.h - the text model every view renders into: rows of spans with
 * roles (title, size, bar, dim...).  The ncurses screen, the text export,
 * --report and the tests all draw the same model. */
#ifndef XT_TEXT_H
#define XT_TEXT_H

#include "util.h"

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
} xt_attr;

typedef struct xt_span {
    const char *text; /* NULL for bars */
    uint8_t attr;
    uint8_t right;    /* right-align within width */
    uint16_t width;   /* pad to this many columns (0: natural) */
    double frac;      /* bars: 0..1 */
} xt_span;

/* What selecting (Enter) on a row opens; views define kinds. */
typedef struct xt_row {
    size_t first, count; /* spans */
    int kind;            /* 0: not selectable */
    size_t target;
} xt_row;

typedef struct xt_text {
    xt_arena *arena;     /* owns span texts (not owned by xt_text) */
    const char *title;
    xt_row *rows;
    size_t nrows, caprows;
    xt_span *spans;
    size_t nspans, capspans;
} xt_text;

void xt_text_init(xt_text *t, xt_arena *arena);
void xt_text_free(xt_text *t); /* frees rows/spans, not the arena */

/* Start a new row (selectable when kind != 0).  Returns its index. */
size_t xt_text_row(xt_text *t, int kind, size_t target);
/* Append a span to the last row. */
void xt_text_add(xt_text *t, xt_attr a, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void xt_text_addw(xt_text *t, xt_attr a, int width, bool right, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void xt_text_bar(xt_text *t, double frac, int width);
/* A row holding one line of text. */
void xt_text_line(xt_text *t, xt_attr a, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Append a long text wrapped at width, with indent on continuation lines. */
void xt_text_wrap(xt_text *t, xt_attr a, int width, int indent, const char *first_prefix,
                  const char *s);

/* Display width of a UTF-8 string (1 column per code point). */
size_t xt_utf8_width(const char *s);

/* Columns the row's content takes, trailing blanks and padding left out:
 * a row wider than its pane is cut there, and the screen marks the cut. */
size_t xt_text_row_width(const xt_text *t, size_t row);

/* Render one row as plain text into buf (at most cols columns); bars as
 * '#'/'.' (ascii) or block characters (utf8).  Returns buf. */
char *xt_text_row_plain(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                        bool utf8);
/* The same with ANSI colour codes around spans when ansi is set. */
char *xt_text_row_render(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                         bool utf8, bool ansi);
/* The whole model as text, one line per row, caller frees. */
char *xt_text_plain(const xt_text *t, int cols, bool utf8);
char *xt_text_render(const xt_text *t, int cols, bool utf8, bool ansi);

/* Copy s with control characters and invalid UTF-8 replaced by '?', so
 * names from a hostile capture cannot drive the terminal. */
const char *xt_safe(xt_arena *a, const char *s);

#endif
