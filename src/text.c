/* text.c - the shared text model, its one row layout, and the cell grid
 * every output composes into (the screen, the tests, --report, exports). */
#include "config.h" /* _GNU_SOURCE: wcwidth */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

void xt_text_init(xt_text *t, xt_arena *arena)
{
    memset(t, 0, sizeof *t);
    t->arena = arena;
    t->title = "";
}

void xt_text_free(xt_text *t)
{
    free(t->rows);
    free(t->spans);
    t->rows = NULL;
    t->spans = NULL;
    t->nrows = t->nspans = t->caprows = t->capspans = 0;
}

size_t xt_text_row(xt_text *t, int kind, size_t target)
{
    xt_row r = { t->nspans, 0, kind, target, false, NULL };
    XT_PUSH(t->rows, t->nrows, t->caprows, r);
    return t->nrows - 1;
}

size_t xt_text_row_cont(xt_text *t)
{
    size_t r = xt_text_row(t, 0, 0);
    t->rows[r].cont = r > 0;
    return r;
}

bool xt_row_continues_item(const xt_text *t, size_t r)
{
    return r > 0 && r < t->nrows && t->rows[r].cont && t->rows[r].kind &&
           t->rows[r - 1].kind == t->rows[r].kind && t->rows[r - 1].target == t->rows[r].target;
}

static void push_span(xt_text *t, xt_span s)
{
    if (!t->nrows)
        xt_text_row(t, 0, 0);
    XT_PUSH(t->spans, t->nspans, t->capspans, s);
    t->rows[t->nrows - 1].count++;
}

static const char *vfmt(xt_text *t, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));
static const char *vfmt(xt_text *t, const char *fmt, va_list ap)
{
    /* a span of one string (most are "%s"): copied as it is, not formatted
     * twice by vsnprintf (a 200,000-row list's Enter spent a third of its
     * rows' time there) */
    if (fmt[0] == '%' && fmt[1] == 's' && !fmt[2]) {
        const char *s = va_arg(ap, const char *);
        return xt_arena_strdup(t->arena, s ? s : "(null)");
    }
    return xt_arena_vprintf(t->arena, fmt, ap);
}

void xt_text_add(xt_text *t, xt_attr a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, 0, 0, 0, 0 };
    va_end(ap);
    push_span(t, s);
}

void xt_text_addw(xt_text *t, xt_attr a, int width, bool right, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, right, (uint16_t)(width > 0 ? width : 0), 0, 0 };
    va_end(ap);
    push_span(t, s);
}

void xt_text_bar(xt_text *t, double frac, int width)
{
    if (frac < 0)
        frac = 0;
    if (frac > 1)
        frac = 1;
    xt_span s = { NULL, XT_A_BAR, 0, (uint16_t)width, frac, 0 };
    push_span(t, s);
}

void xt_text_cut(xt_text *t, xt_attr a)
{
    xt_span s = { XT_CUT_GLYPH(true), (uint8_t)a, 0, 0, 0, 1 };
    push_span(t, s);
}

void xt_text_gap(xt_text *t, xt_attr a)
{
    xt_span s = { XT_GAP_GLYPH(true), (uint8_t)a, 0, 0, 0, 2 };
    push_span(t, s);
}

void xt_text_line(xt_text *t, xt_attr a, const char *fmt, ...)
{
    xt_text_row(t, 0, 0);
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, 0, 0, 0, 0 };
    va_end(ap);
    push_span(t, s);
}

/* ---- UTF-8: the one stepping helper ------------------------------------------ */

int xt_cp_width(uint32_t cp)
{
    if (cp < 0x80 || xt_cp_unsafe(cp)) /* drawn as '?' (xt_safe, the grid) */
        return 1;
    /* the locale main() set; unknown (the C locale, unassigned): 1 */
    int w = wcwidth((wchar_t)cp);
    return w < 0 ? 1 : w;
}

size_t xt_utf8_width(const char *s)
{
    size_t w = 0, n;
    uint32_t cp;
    for (;;) {
        /* ASCII a byte a column, without decoding (a row's width for a
         * search's status rows over 20,000 rows: 12% of its Enter) */
        while ((unsigned char)*s - 1u < 0x7fu)
            s++, w++;
        if (!(n = xt_utf8_next(s, &cp)))
            return w;
        w += (size_t)xt_cp_width(cp);
        s += n;
    }
}

/* ---- wrapping ----------------------------------------------------------------- */

/* Bytes of s that fill at most avail columns, cut at the last space, else
 * after the last '/' (name stacks), else hard.  Looks at no more than one
 * line's worth of s, so wrapping a long text is linear in its length. */
/* A space that must not break a row: between a number and its unit
 * ("250.0 MiB", "10.0 s", "3.5 %") and in a device's name ("TPU 0",
 * "GPU 3"): a figure cut from its unit reads as another figure. */
bool xt_text_glued_space(const char *s, size_t i)
{
    static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ps",
                                         "ns", "us", "\xc2\xb5s", "ms", "s", "min", "h", "%" };
    if (s[i] != ' ' || !i)
        return false;
    const char *next = s + i + 1;
    bool digit_before = s[i - 1] >= '0' && s[i - 1] <= '9';
    if (digit_before) {
        size_t n = strcspn(next, " ,;:)]");
        if (n && next[n - 1] == '.' && (!next[n] || next[n] == ' '))
            n--; /* "10.0 s." */
        for (size_t u = 0; u < sizeof units / sizeof *units; u++)
            if (strlen(units[u]) == n && !strncmp(next, units[u], n))
                return true;
        return false;
    }
    /* a pair of keys, "[ ]", and the word it does: "[ ] step" (the
     * status line left "step" alone on its second row: a trial) */
    static const char pairs[] = "[]{}()<>";
    for (size_t k = 0; k < sizeof pairs - 1; k += 2) {
        if (s[i - 1] == pairs[k] && *next == pairs[k + 1] && (i < 2 || s[i - 2] == ' '))
            return true;
        if (i >= 3 && s[i - 1] == pairs[k + 1] && s[i - 2] == ' ' && s[i - 3] == pairs[k] &&
            (i < 4 || s[i - 4] == ' ') && *next && *next != ' ')
            return true;
    }
    /* "TPU 0", "GPU 3" */
    return i >= 3 && (!strncmp(s + i - 3, "TPU", 3) || !strncmp(s + i - 3, "GPU", 3)) &&
           *next >= '0' && *next <= '9';
}

static size_t word_len(const char *p)
{
    size_t n = strcspn(p, " ");
    while (p[n] == ' ' && xt_text_glued_space(p, n))
        n += 1 + strcspn(p + n + 1, " ");
    return n;
}

static size_t wrap_cut(const char *s, size_t avail)
{
    size_t cols = 0, i = 0, last_space = 0, last_slash = 0, last_dot = 0, last_dash = 0, n;
    uint32_t cp;
    while ((n = xt_utf8_next(s + i, &cp))) {
        int w = xt_cp_width(cp);
        if (cols + (size_t)w > avail)
            break;
        cols += (size_t)w;
        if (cp == ' ' && !xt_text_glued_space(s, i))
            last_space = i;
        else if (cp == '/')
            last_slash = i + 1;
        else if (cp == '.')
            last_dot = i + 1;
        else if (cp == '-' || cp == '_')
            last_dash = i + 1;
        i += n;
    }
    if (!s[i])
        return i; /* the rest fits */
    /* a word wider than the row: after its last '/', else '.', else '-'
     * or '_' (a GKE host's name was cut "...name.inter" / "nal": a trial) */
    size_t cut = last_space  ? last_space
                 : last_slash ? last_slash
                 : last_dot   ? last_dot
                 : last_dash  ? last_dash
                              : i;
    if (!cut) /* one glyph wider than the line: take it anyway */
        cut = xt_utf8_next(s, &cp);
    return cut;
}

void xt_text_wrap(xt_text *t, xt_attr a, int width, int indent, const char *first_prefix,
                  const char *s)
{
    size_t pw = xt_utf8_width(first_prefix);
    int avail = width - (int)pw;
    if (avail < 20)
        avail = 20;
    bool first = true;
    while (*s) {
        size_t cut = wrap_cut(s, (size_t)avail);
        if (first)
            xt_text_row(t, 0, 0);
        else
            xt_text_row_cont(t);
        if (first)
            xt_text_add(t, XT_A_DIM, "%s", first_prefix);
        else
            xt_text_add(t, XT_A_NORMAL, "%*s", (int)(indent > 0 ? indent : (int)pw), "");
        xt_text_add(t, a, "%.*s", (int)cut, s);
        s += cut;
        while (*s == ' ')
            s++;
        if (first) {
            first = false;
            avail = width - (indent > 0 ? indent : (int)pw);
            if (avail < 20)
                avail = 20;
        }
    }
}

/* ---- the one row layout ---------------------------------------------------------- */

/* Where a row's glyphs go: the grid, or a string with ANSI colours. */
typedef struct sink {
    /* one glyph of w columns; returns false when it does not fit */
    bool (*glyph)(struct sink *k, const char *s, size_t n, int w, uint8_t attr);
    void (*span)(struct sink *k, uint8_t attr, bool end); /* NULL: no span marks */
    size_t used, cols;
} sink;

static bool emit(sink *k, const char *s, size_t n, int w, uint8_t attr)
{
    if (k->used + (size_t)w > k->cols)
        return false;
    if (!k->glyph(k, s, n, w, attr))
        return false;
    k->used += (size_t)w;
    return true;
}

/* Up to the sink's columns of s, glyph by glyph. */
static void emit_str(sink *k, const char *s, uint8_t attr)
{
    size_t n;
    uint32_t cp;
    while ((n = xt_utf8_next(s, &cp)) && emit(k, s, n, xt_cp_width(cp), attr))
        s += n;
}

static void emit_pad(sink *k, size_t pad, uint8_t attr)
{
    for (size_t i = 0; i < pad && emit(k, " ", 1, 1, attr); i++)
        ;
}

/* Lay out one row: padding, alignment and bars ('#'/'_' or blocks), cut
 * at the sink's columns.  Every output of a text model goes through here.
 * A bar's empty part is '_' without UTF-8, not '.': an ASCII chart's
 * legend says '.' is a row "less" than half full (chart.c), and a role's
 * bar drawn "####...." beside it read as the same ramp. */
/* Whether span s of a row (a text span, after a padded column span prev
 * that its text filled or overflowed) would touch that column's text: a
 * blank goes between them ("GPU_collectivememory_0_bfc1 allocation", two
 * pool names as one word: an attacker's review).  Padded columns that
 * leave room are unchanged. */
static bool needs_gap(const xt_span *prev, size_t prev_tw, const xt_span *s, size_t tw)
{
    if (!prev || prev->attr == XT_A_BAR || !prev->width || !prev->text[0] ||
        prev->text[strlen(prev->text) - 1] == ' ')
        return false;
    if (!prev->right && prev_tw < prev->width) /* its padding is the gap */
        return false;
    if (s->attr == XT_A_BAR || !s->text[0] || s->text[0] == ' ')
        return false;
    return !(s->right && s->width > tw); /* a right-aligned one's padding is */
}

static void layout_row(const xt_text *t, size_t row, bool utf8, sink *k)
{
    const xt_row *r = &t->rows[row];
    const xt_span *prev = NULL;
    size_t prev_tw = 0;
    for (size_t i = 0; i < r->count && k->used < k->cols; i++) {
        const xt_span *s = &t->spans[r->first + i];
        if (s->attr != XT_A_BAR) {
            size_t stw = xt_utf8_width(s->text);
            if (needs_gap(prev, prev_tw, s, stw))
                emit_pad(k, 1, s->attr);
            prev_tw = stw;
        }
        prev = s;
        if (k->span)
            k->span(k, s->attr, false);
        if (s->attr == XT_A_BAR) {
            int bw = s->width ? s->width : 10;
            int full = (int)(s->frac * bw + 0.5);
            for (int j = 0; j < bw; j++)
                if (!(j < full ? (utf8 ? emit(k, "\xe2\x96\x88", 3, 1, s->attr) : emit(k, "#", 1, 1, s->attr))
                               : (utf8 ? emit(k, "\xc2\xb7", 2, 1, s->attr) : emit(k, "_", 1, 1, s->attr))))
                    break;
            if (k->span)
                k->span(k, s->attr, true);
            continue;
        }
        size_t tw = prev_tw; /* its width, measured for the gap above */
        size_t pad = s->width > tw ? s->width - tw : 0;
        if (s->right)
            emit_pad(k, pad, s->attr);
        emit_str(k, s->cut == 2 ? XT_GAP_GLYPH(utf8) : s->cut ? XT_CUT_GLYPH(utf8) : s->text, s->attr);
        if (k->span)
            k->span(k, s->attr, true);
        if (!s->right)
            emit_pad(k, pad, s->attr);
    }
}

size_t xt_text_row_width(const xt_text *t, size_t row)
{
    const xt_row *r = &t->rows[row];
    size_t used = 0, end = 0, prev_tw = 0;
    const xt_span *prev = NULL;
    for (size_t i = 0; i < r->count; i++) {
        const xt_span *s = &t->spans[r->first + i];
        if (s->attr == XT_A_BAR) {
            used += s->width ? s->width : 10;
            end = used;
            prev = s;
            continue;
        }
        size_t tw = xt_utf8_width(s->text);
        if (needs_gap(prev, prev_tw, s, tw)) /* as layout_row draws it */
            used++;
        prev = s;
        prev_tw = tw;
        size_t pad = s->width > tw ? s->width - tw : 0;
        if (s->right)
            used += pad;
        /* the text's own trailing blanks do not count */
        size_t n = strlen(s->text), blanks = 0;
        while (blanks < n && s->text[n - 1 - blanks] == ' ')
            blanks++;
        if (blanks < n)
            end = used + tw - blanks;
        used += tw;
        if (!s->right)
            used += pad;
    }
    return end;
}

/* ---- rows as strings (--report, exports, search) ------------------------------------ */

static const char *ansi_of(int attr)
{
    switch (attr) {
    case XT_A_TITLE: return "\033[1m";
    case XT_A_HEAD: return "\033[1;36m";
    case XT_A_DIM: return "\033[2m";
    case XT_A_SIZE: return "\033[33m";
    case XT_A_BAR: return "\033[34m";
    case XT_A_WARN: return "\033[33m";
    case XT_A_BAD: return "\033[1;31m";
    case XT_A_GOOD: return "\033[32m";
    case XT_A_KEY: return "\033[1m";
    case XT_A_LABEL: return "\033[35m";
    default: return "";
    }
}

typedef struct str_sink {
    sink k;
    char *buf;
    size_t cap, len;
} str_sink;

static bool str_raw(str_sink *o, const char *s, size_t n)
{
    if (o->len + n >= o->cap)
        return false;
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    o->buf[o->len] = 0;
    return true;
}

static bool str_glyph(sink *k, const char *s, size_t n, int w, uint8_t attr)
{
    (void)w, (void)attr;
    return str_raw((str_sink *)k, s, n);
}

static void str_span(sink *k, uint8_t attr, bool end)
{
    const char *esc = ansi_of(attr);
    if (*esc) {
        esc = end ? "\033[0m" : esc;
        str_raw((str_sink *)k, esc, strlen(esc));
    }
}

/* Whether row r of t may show needle, read from its spans' texts one
 * after another: the row as drawn is those texts with blanks between
 * them, bars ('#', '_'), and the cut and gap marks ('\\', '*') in place
 * of their spans' texts, so a needle without a blank, nor a character
 * any of those draws here, is on the row drawn only if it is in them. */
bool xt_text_row_may_have(const xt_text *t, size_t r, const char *needle, char *buf, size_t cap)
{
    if (!*needle || strchr(needle, ' ')) /* "": every row has it */
        return true;
    bool bar_chars = strpbrk(needle, "#_"), mark_chars = strpbrk(needle, "\\*");
    const xt_row *row = &t->rows[r];
    /* laid out, a row that reaches the end of the scratch is cut there,
     * where its layout may join one span's start to a cut before it (an
     * attacker's review): such a row may have it; its layout's bytes are
     * at most its texts', paddings, a blank each and bars (a padding is
     * less than its width, but added to the text's bytes, not to its
     * columns: a padded column of "é" has more bytes than its width,
     * a second review) */
    size_t len = 0, most = 0;
    for (size_t i = 0; i < row->count; i++) {
        const xt_span *sp = &t->spans[row->first + i];
        if (sp->attr == XT_A_BAR) {
            if (bar_chars)
                return true;
            most += sp->width ? sp->width : 10;
            continue;
        }
        size_t n = strlen(sp->text);
        most += 1 + n + sp->width;
        if (sp->cut) {
            if (mark_chars)
                return true;
            continue;
        }
        if (len + n + 1 > cap)
            return true;
        memcpy(buf + len, sp->text, n);
        len += n;
    }
    if (most + 8 >= cap)
        return true;
    buf[len] = 0;
    return xt_ci_find(buf, needle) != NULL;
}

char *xt_text_row_plain(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                        bool utf8)
{
    return xt_text_row_render(t, row, buf, cap, cols, utf8, false);
}

char *xt_text_row_render(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                         bool utf8, bool ansi)
{
    str_sink o = { { str_glyph, ansi ? str_span : NULL, 0, cols > 0 ? (size_t)cols : 0 }, buf, cap, 0 };
    buf[0] = 0;
    layout_row(t, row, utf8, &o.k);
    /* no trailing blanks */
    while (o.len && buf[o.len - 1] == ' ')
        buf[--o.len] = 0;
    return buf;
}

char *xt_text_plain(const xt_text *t, int cols, bool utf8)
{
    return xt_text_render(t, cols, utf8, false);
}

char *xt_text_render(const xt_text *t, int cols, bool utf8, bool ansi)
{
    size_t cap = 4096, len = 0;
    char *out = xt_xmalloc(cap);
    out[0] = 0;
    /* a row as long as it is: 4096 bytes cut a 100,000-character module
     * name at 4,095 without a mark (an attacker's review) */
    char small[4096], *line = small;
    size_t lcap = sizeof small;
    for (size_t r = 0; r < t->nrows; r++) {
        const xt_row *row = &t->rows[r];
        size_t need = 64; /* each span's bytes, its padding or bar as 4-byte glyphs, escapes */
        for (size_t k = 0; k < row->count; k++) {
            const xt_span *sp = &t->spans[row->first + k];
            need += (sp->text ? strlen(sp->text) : 0) + 4 * (size_t)(sp->width ? sp->width : 10) + 24;
        }
        if (need > lcap) {
            if (line != small)
                free(line);
            lcap = need;
            line = xt_xmalloc(lcap);
        }
        xt_text_row_render(t, r, line, lcap, cols, utf8, ansi);
        size_t n = strlen(line);
        while (len + n + 2 > cap) {
            cap *= 2;
            out = xt_xrealloc(out, cap);
        }
        memcpy(out + len, line, n);
        len += n;
        out[len++] = '\n';
        out[len] = 0;
    }
    if (line != small)
        free(line);
    /* to its size: a run's report keeps a module's rows as text for each
     * of its modules (300,000 of them held 4 KiB each) */
    return len + 1 < cap ? xt_xrealloc(out, len + 1) : out;
}

/* ---- the cell grid ------------------------------------------------------------- */

void xt_grid_init(xt_grid *g, int rows, int cols)
{
    g->rows = rows > 0 ? rows : 0;
    g->cols = cols > 0 ? cols : 0;
    g->cells = xt_xmalloc(((size_t)g->rows * (size_t)g->cols + 1) * sizeof *g->cells);
    for (int y = 0; y < g->rows; y++)
        xt_grid_fill(g, y, 0, g->cols, " ", XT_A_NORMAL, 0);
}

void xt_grid_free(xt_grid *g)
{
    free(g->cells);
    memset(g, 0, sizeof *g);
}

xt_cell *xt_grid_at(const xt_grid *g, int y, int x)
{
    return &g->cells[(size_t)y * (size_t)g->cols + (size_t)x];
}

typedef struct grid_sink {
    sink k;
    xt_grid *g;
    int y, x;
    uint8_t flags;
} grid_sink;

static bool grid_glyph(sink *k, const char *s, size_t n, int w, uint8_t attr)
{
    grid_sink *o = (grid_sink *)k;
    int x = o->x + (int)k->used;
    if (o->y < 0 || o->y >= o->g->rows || x + w > o->g->cols)
        return false;
    uint32_t cp;
    xt_utf8_next(s, &cp);
    if (w == 0 && !xt_cp_unsafe(cp)) { /* a combining mark joins the glyph before it */
        int b = x - 1;
        while (b > o->x && !xt_grid_at(o->g, o->y, b)->ch[0])
            b--;
        if (b < o->x)
            return true;
        xt_cell *c = xt_grid_at(o->g, o->y, b);
        size_t have = strlen(c->ch);
        if (have + n < sizeof c->ch) {
            memcpy(c->ch + have, s, n);
            c->ch[have + n] = 0;
        }
        return true;
    }
    xt_cell *c = xt_grid_at(o->g, o->y, x);
    if (xt_cp_unsafe(cp)) { /* nothing reaches the terminal that could drive it */
        s = "?", n = 1;
        if (w < 1) {
            if (x + 1 > o->g->cols)
                return false;
            w = 1;
        }
    }
    memcpy(c->ch, s, n); /* n <= 4 */
    c->ch[n] = 0;
    c->attr = attr;
    c->flags = o->flags;
    for (int i = 1; i < w; i++) { /* the wide glyph's other columns */
        xt_cell *d = xt_grid_at(o->g, o->y, x + i);
        d->ch[0] = 0;
        d->attr = attr;
        d->flags = o->flags;
    }
    return true;
}

int xt_grid_put(xt_grid *g, int y, int x, int w, const char *s, uint8_t attr, uint8_t flags)
{
    grid_sink o = { { grid_glyph, NULL, 0, w > 0 ? (size_t)w : 0 }, g, y, x, flags };
    emit_str(&o.k, s, attr);
    return (int)o.k.used;
}

void xt_grid_fill(xt_grid *g, int y, int x, int w, const char *s, uint8_t attr, uint8_t flags)
{
    grid_sink o = { { grid_glyph, NULL, 0, w > 0 ? (size_t)w : 0 }, g, y, x, flags };
    while (o.k.used < o.k.cols && xt_grid_put(g, y, x + (int)o.k.used, 1, s, attr, flags))
        o.k.used++;
}

void xt_grid_row(xt_grid *g, int y, int x, int w, const xt_text *t, size_t row, bool utf8,
                 bool cursor, bool focused)
{
    if (w <= 0)
        return;
    uint8_t flags = cursor ? (focused ? XT_CELL_CURSOR : XT_CELL_SELECTED) : 0;
    /* a row wider than the pane ends in a marker, so a cut line never
     * passes for a whole one ('e' exports it whole) */
    bool cut = w > 2 && 1 + xt_text_row_width(t, row) > (size_t)w;
    int lim = cut ? w - 1 : w;
    xt_grid_fill(g, y, x, w, " ", XT_A_NORMAL, flags);
    xt_grid_put(g, y, x, 1, cursor && focused ? ">" : " ", XT_A_NORMAL, flags);
    grid_sink o = { { grid_glyph, NULL, 0, lim > 1 ? (size_t)lim - 1 : 0 }, g, y, x + 1, flags };
    layout_row(t, row, utf8, &o.k);
    if (cut)
        xt_grid_put(g, y, x + w - 1, 1, XT_CUT_GLYPH(utf8), XT_A_DIM,
                    (uint8_t)(flags | XT_CELL_CUT));
}

char *xt_grid_text(const xt_grid *g)
{
    size_t cap = (size_t)g->rows * ((size_t)g->cols * sizeof g->cells[0].ch + 1) + 1, len = 0;
    char *out = xt_xmalloc(cap);
    for (int y = 0; y < g->rows; y++) {
        size_t start = len;
        for (int x = 0; x < g->cols; x++) {
            const char *s = xt_grid_at(g, y, x)->ch;
            size_t n = strlen(s);
            memcpy(out + len, s, n);
            len += n;
        }
        while (len > start && out[len - 1] == ' ')
            len--;
        out[len++] = '\n';
    }
    out[len] = 0;
    return out;
}

/* ---- the sanitiser ---------------------------------------------------------------- */

const char *xt_safe(xt_arena *a, const char *s)
{
    if (!s)
        return "";
    size_t len = strlen(s), n;
    bool clean = true;
    for (size_t i = 0; i < len && clean; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c >= 0x7f)
            clean = false;
    }
    if (clean)
        return s;
    char *o = xt_arena_alloc(a, len + 1);
    size_t k = 0;
    uint32_t cp;
    for (const char *p = s; (n = xt_utf8_next(p, &cp)); p += n) {
        if (xt_cp_unsafe(cp)) {
            o[k++] = '?'; /* one per code point, or per byte of invalid UTF-8 */
            continue;
        }
        memcpy(o + k, p, n);
        k += n;
    }
    o[k] = 0;
    return o;
}

int xt_text_write(FILE *f, const xt_text *t, bool utf8, bool ansi)
{
    /* whole rows: a cut at 1,000 columns lost a long name's end and the
     * words after it with no marker (an attacker's 1,200-character name) */
    char *s = xt_text_render(t, 1 << 24, utf8, ansi);
    int rc = fputs(s, f) < 0 ? -1 : 0;
    free(s);
    return rc;
}

static void copy_row(xt_text *t, const xt_text *src, size_t row, bool same)
{
    const xt_row *r = &src->rows[row];
    size_t at = xt_text_row(t, r->kind, r->target); /* rows may move: then index */
    t->rows[at].cont = r->cont;
    t->rows[at].whole = same || !r->whole ? r->whole : xt_arena_strdup(t->arena, r->whole);
    for (size_t k = 0; k < r->count; k++) {
        xt_span sp = src->spans[r->first + k];
        if (sp.text && !sp.cut && !same)
            sp.text = xt_arena_strdup(t->arena, sp.text);
        push_span(t, sp);
    }
}

void xt_text_copy_row(xt_text *t, const xt_text *src, size_t row)
{
    /* texts of the same arena are shared; another's are copied, without
     * formatting them again (a list's 100,000 rows kept across keys were
     * copied through printf: half a key's time) */
    copy_row(t, src, row, t->arena == src->arena);
}

static void copy_rows(xt_text *t, const xt_text *src, size_t from, size_t to, bool same)
{
    if (to > src->nrows)
        to = src->nrows;
    if (from >= to)
        return;
    /* room made once (grown a row at a time, 100,000 rows were copied
     * over and over as the arrays doubled) */
    size_t spans = 0;
    for (size_t r = from; r < to; r++)
        spans += src->rows[r].count;
    xt_grow((void **)&t->rows, &t->caprows, t->nrows + (to - from), sizeof *t->rows);
    xt_grow((void **)&t->spans, &t->capspans, t->nspans + spans, sizeof *t->spans);
    /* a long list's row that sums the rest goes with it (j stops on it,
     * a search lists them each) */
    if (src->summed_at > from && src->summed_at <= to) {
        t->summed_at = t->nrows + (src->summed_at - from);
        t->folded |= src->folded;
    }
    if (src->kept_at > from && src->kept_at - 1 + src->kept_n <= to) {
        t->kept_at = t->nrows + (src->kept_at - from);
        t->kept_n = src->kept_n;
        t->kept_id = src->kept_id;
    }
    /* shared texts of rows made in order: their spans in one copy (a
     * key's 200,000 rows, 1.2 million spans pushed one at a time) */
    size_t base = src->rows[from].first, next = base;
    bool in_order = same;
    for (size_t r = from; r < to && in_order; r++) {
        in_order = !src->rows[r].count || src->rows[r].first == next;
        next += src->rows[r].count;
    }
    if (!in_order) {
        for (size_t r = from; r < to; r++)
            copy_row(t, src, r, same);
        return;
    }
    memcpy(t->spans + t->nspans, src->spans + base, (next - base) * sizeof *t->spans);
    for (size_t r = from, at = t->nspans; r < to; r++) {
        xt_row row = src->rows[r];
        row.first = at;
        at += row.count;
        t->rows[t->nrows++] = row;
    }
    t->nspans += next - base;
}

void xt_text_copy_rows(xt_text *t, const xt_text *src, size_t from, size_t to)
{
    copy_rows(t, src, from, to, t->arena == src->arena);
}

void xt_text_copy(xt_text *t, const xt_text *src)
{
    t->title = t->arena == src->arena || !src->title ? src->title : xt_arena_strdup(t->arena, src->title);
    xt_text_copy_rows(t, src, 0, src->nrows);
}

void xt_text_prepend(xt_text *t, const xt_text *top)
{
    size_t nr = top->nrows, ns = top->nspans;
    if (!nr)
        return;
    xt_grow((void **)&t->rows, &t->caprows, t->nrows + nr, sizeof *t->rows);
    xt_grow((void **)&t->spans, &t->capspans, t->nspans + ns, sizeof *t->spans);
    memmove(t->rows + nr, t->rows, t->nrows * sizeof *t->rows);
    memmove(t->spans + ns, t->spans, t->nspans * sizeof *t->spans);
    for (size_t r = nr; r < t->nrows + nr; r++)
        t->rows[r].first += ns;
    bool same = t->arena == top->arena;
    for (size_t r = 0; r < nr; r++) {
        t->rows[r] = top->rows[r];
        if (!same && t->rows[r].whole)
            t->rows[r].whole = xt_arena_strdup(t->arena, t->rows[r].whole);
    }
    for (size_t k = 0; k < ns; k++) {
        xt_span sp = top->spans[k];
        if (sp.text && !sp.cut && !same)
            sp.text = xt_arena_strdup(t->arena, sp.text);
        t->spans[k] = sp;
    }
    t->nrows += nr;
    t->nspans += ns;
    if (t->summed_at)
        t->summed_at += nr;
    else if (top->summed_at)
        t->summed_at = top->summed_at, t->folded |= top->folded;
    if (t->kept_at)
        t->kept_at += nr;
}

void xt_text_copy_shared(xt_text *t, const xt_text *src)
{
    t->title = src->title;
    size_t at = t->nrows;
    copy_rows(t, src, 0, src->nrows, true);
    t->kept_at = at + 1;
    t->kept_n = src->nrows;
}

/* ---- folding rows for text output ----------------------------------------------- */

/* Columns span s takes in a row (as xt_text_row_width counts them). */
static size_t span_cols(const xt_span *s)
{
    if (s->attr == XT_A_BAR)
        return s->width ? s->width : 10;
    size_t tw = xt_utf8_width(s->text);
    return s->width > tw ? s->width : tw;
}

/* The widest word of a row's spans from k on, at least floor: the room a
 * folding tail needs beside the columns before it. */
static size_t max_word_cols(const xt_text *t, const xt_row *row, size_t k, size_t floor)
{
    size_t best = floor;
    for (size_t i = k; i < row->count; i++) {
        const char *p = t->spans[row->first + i].text;
        if (!p)
            continue;
        while (*p) {
            size_t wl = word_len(p);
            if (wl) {
                char w[256];
                size_t c = wl < sizeof w - 1 ? wl : sizeof w - 1;
                memcpy(w, p, c);
                w[c] = 0;
                size_t ww = xt_utf8_width(w);
                if (ww > best)
                    best = ww;
            }
            p += wl;
            while (*p == ' ')
                p++;
        }
    }
    return best;
}

void xt_text_fold(xt_text *dst, const xt_text *src, int width)
{
    dst->title = src->title;
    for (size_t r = 0; r < src->nrows; r++) {
        const xt_row *row = &src->rows[r];
        /* the row's tail of left-aligned text spans is what folds */
        size_t k = row->count;
        while (k > 0 && src->spans[row->first + k - 1].text &&
               src->spans[row->first + k - 1].attr != XT_A_BAR &&
               !src->spans[row->first + k - 1].right)
            k--;
        if (width < 24 || k == row->count || (int)xt_text_row_width(src, r) <= width) {
            xt_text_copy_row(dst, src, r);
            continue;
        }
        /* the tail's own columns stay columns while they leave room for
         * the rest (a table's shape and role, its last column folding
         * under itself), not one run of words with their padding gone */
        size_t lead = 0;
        for (size_t i = 0; i < k; i++)
            lead += span_cols(&src->spans[row->first + i]);
        while (k + 1 < row->count) {
            /* a padded column leaves 16 columns for the rest; a run of
             * text leaves room for the widest word after it */
            const xt_span *sp = &src->spans[row->first + k];
            size_t room = sp->width > xt_utf8_width(sp->text)
                                  ? 16
                                  : max_word_cols(src, row, k + 1, 16);
            if (lead + span_cols(sp) + room > (size_t)width)
                break;
            lead += span_cols(sp);
            k++;
        }
        /* the spans before the tail, as they are */
        size_t head = xt_text_row(dst, row->kind, row->target); /* rows may move */
        dst->rows[head].cont = row->cont;
        dst->rows[head].whole = row->whole;
        size_t col = 0;
        for (size_t i = 0; i < k; i++) {
            const xt_span *sp = &src->spans[row->first + i];
            if (!sp->text)
                xt_text_bar(dst, sp->frac, sp->width);
            else
                xt_text_addw(dst, (xt_attr)sp->attr, sp->width, sp->right, "%s", sp->text);
            col += span_cols(sp);
        }
        /* the tail as one text (its first span's role), padding kept */
        size_t len = 0;
        for (size_t i = k; i < row->count; i++)
            len += strlen(src->spans[row->first + i].text) + src->spans[row->first + i].width + 1;
        char *tail = xt_xmalloc(len + 1), *piece = xt_xmalloc(len + 1);
        size_t tn = 0, prev_tw = 0;
        for (size_t i = k; i < row->count; i++) {
            const xt_span *sp = &src->spans[row->first + i];
            size_t sl = strlen(sp->text), tw = xt_utf8_width(sp->text);
            if (i > k && needs_gap(&src->spans[row->first + i - 1], prev_tw, sp, tw))
                tail[tn++] = ' '; /* a column its text filled: a blank before the next (layout_row) */
            prev_tw = tw;
            memcpy(tail + tn, sp->text, sl);
            tn += sl;
            for (size_t pad = tw; i + 1 < row->count && pad < sp->width; pad++)
                tail[tn++] = ' ';
        }
        tail[tn] = 0;
        xt_attr attr = (xt_attr)src->spans[row->first + k].attr;
        size_t at = col, n = 0;
        const char *p = tail;
        while (*p == ' ') /* its leading blanks stay on the first row */
            piece[n++] = *p++, at++;
        /* under the tail's first word */
        size_t indent = (int)at <= width - 16 ? at : 4;
        /* a row of text from column 0 goes on 4 in: its rest at 0 read as
         * a line of its own ("gke-...internal)" under "host gpu-node-3 (7 of
         * 8 hosts; its file": a trial) */
        if (!indent)
            indent = 4;
        /* where a word that cannot sit under its column goes: under the
         * row's first left-aligned text (a table's shape), a column too;
         * at the edge it missed its own by one ("5.00 GiB ... other" over
         * a file:line at 50 under a column at 51: a TPU report, a trial) */
        size_t textcol = SIZE_MAX;
        for (size_t i = 0, c0 = 0; i < k; i++) {
            const xt_span *sp = &src->spans[row->first + i];
            if (sp->text && sp->attr != XT_A_BAR && !sp->right && sp->text[strspn(sp->text, " ")]) {
                textcol = c0 + strspn(sp->text, " ");
                break;
            }
            c0 += span_cols(sp);
        }
        bool any = false, broken = false; /* broken: the last piece was a path's first part */
        size_t rest_wl = 0, rest_ww = 0;  /* ... and what is left of it, measured once */
        while (*p) {
            /* a broken word's rest is not measured again: each piece of a
             * word of a million '/' read the rest whole (203 s for 2 MB:
             * an attacker's review) */
            bool rest = broken; /* this piece is the rest of a path: under it, 4 in at least */
            broken = false;
            size_t wl = rest ? rest_wl : word_len(p), ww;
            char save = p[wl];
            if (rest) {
                ww = rest_ww;
            } else {
                ((char *)p)[wl] = 0;
                ww = xt_utf8_width(p);
                ((char *)p)[wl] = save;
            }
            /* a row holds at least one word: a name wider than the room
             * left stays beside its columns, unless it fits on a row of
             * its own (a Python location after a wide shape) */
            /* under the column when it fits there, else as near it as
             * the width allows (a TPU's 30-column file:line at column 4,
             * under nothing, where 50 fitted it) */
            size_t below = indent + ww <= (size_t)width ? indent
                           : textcol != SIZE_MAX && textcol >= 4 && textcol < indent &&
                                   textcol + ww <= (size_t)width
                               ? textcol
                           : ww + 4 < (size_t)width && ww + indent <= (size_t)width + 8
                               ? (size_t)width - ww
                               : 4;
            /* a path wider than any row (a capture's file under its run's
             * folders: 98 columns): broken after a '/', the part that fits
             * on this row, the rest on the next (a trial) */
            /* the room on the row it goes on: this one, or the next, under
             * its column, when it would not fit here whole (its rest went
             * on unbroken past the edge: a trial's 102 columns) */
            size_t here = !rest && (size_t)width > at + (any ? 1 : 0) ? (size_t)width - at - (any ? 1 : 0) : 0;
            size_t there = (size_t)width > below ? (size_t)width - below : 0;
            if (below + ww > (size_t)width) { /* a '/' within a row's room, if any: not the whole word */
                /* the last '/' in each room, and the columns before it;
                 * where none does, the last '.', then '-' or '_' (a host's
                 * name of 92 columns went past the report's 80: a trial) */
                size_t cut = 0, cut_h[4] = { 0 }, cut_t[4] = { 0 }, cols = 0, cols_h[4] = { 0 };
                uint32_t cp;
                size_t most = here > there ? here : there;
                /* a row's bytes at most (marks of no width between: read no further) */
                for (size_t i = 0, k2; i < wl && i < 16 * (most + 1) && (k2 = xt_utf8_next(p + i, &cp));
                     i += k2) {
                    int cw = xt_cp_width(cp);
                    if (cols + (size_t)(cw > 0 ? cw : 0) > most)
                        break;
                    cols += (size_t)(cw > 0 ? cw : 0);
                    /* last, an op's "Class::Method(" ("...BufferFromHostBuffer(s32[...])"
                     * ran to 91 columns at --width 60: a trial) */
                    int c = cp == '/' ? 0 : cp == '.' ? 1 : cp == '-' || cp == '_' ? 2 : cp == ':' || cp == '(' ? 3 : -1;
                    if (c >= 0 && i + 1 < wl) {
                        if (cols <= here) {
                            cut_h[c] = i + 1;
                            cols_h[c] = cols;
                        }
                        if (cols <= there)
                            cut_t[c] = i + 1;
                    }
                }
                /* on this row where a part fits there and the rest fits
                 * the next ("xoomtui report: /tmp/run/" over a file name
                 * of 66 went whole to a row of 84: a trial), else a part
                 * of a row of its own, not a sliver */
                for (int c = 0; c < 4 && !cut; c++) {
                    if (cut_h[c] && (cut_h[c] * 4 >= here || below + (ww - cols_h[c]) <= (size_t)width))
                        cut = cut_h[c];
                    else if (cut_t[c] * 4 >= there)
                        cut = cut_t[c];
                }
                if (cut) {
                    broken = true;
                    save = p[cut];
                    ((char *)p)[cut] = 0;
                    size_t pw = xt_utf8_width(p); /* a row's room at most */
                    ((char *)p)[cut] = save;
                    rest_wl = wl - cut;
                    rest_ww = ww > pw ? ww - pw : 0;
                    ww = pw;
                    wl = cut;
                }
            }
            if (rest && below < 4)
                below = 4;
            bool own = !any && at + ww > (size_t)width && below < at &&
                       below + ww <= (size_t)width;
            /* a rest goes under its first part, never beside it with a
             * blank ("longrun/ gke-...": a trial) */
            if (own || (any && (rest || at + 1 + ww > (size_t)width))) {
                piece[n] = 0;
                if (n)
                    xt_text_add(dst, attr, "%s", piece);
                xt_text_row_cont(dst);
                xt_text_add(dst, XT_A_NORMAL, "%*s", (int)below, "");
                n = 0;
                at = indent = below;
                any = false;
            }
            if (any)
                piece[n++] = ' ', at++;
            memcpy(piece + n, p, wl);
            n += wl;
            at += ww;
            any = true;
            p += wl;
            while (*p == ' ')
                p++;
        }
        piece[n] = 0;
        if (n)
            xt_text_add(dst, attr, "%s", piece);
        free(piece);
        free(tail);
    }
}
