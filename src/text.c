/* text.c - the shared text model and its plain-text rendering. */
#include "text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    xt_row r = { t->nspans, 0, kind, target };
    XT_PUSH(t->rows, t->nrows, t->caprows, r);
    return t->nrows - 1;
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
    return xt_arena_vprintf(t->arena, fmt, ap);
}

void xt_text_add(xt_text *t, xt_attr a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, 0, 0, 0 };
    va_end(ap);
    push_span(t, s);
}

void xt_text_addw(xt_text *t, xt_attr a, int width, bool right, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, right, (uint16_t)(width > 0 ? width : 0), 0 };
    va_end(ap);
    push_span(t, s);
}

void xt_text_bar(xt_text *t, double frac, int width)
{
    if (frac < 0)
        frac = 0;
    if (frac > 1)
        frac = 1;
    xt_span s = { NULL, XT_A_BAR, 0, (uint16_t)width, frac };
    push_span(t, s);
}

void xt_text_line(xt_text *t, xt_attr a, const char *fmt, ...)
{
    xt_text_row(t, 0, 0);
    va_list ap;
    va_start(ap, fmt);
    xt_span s = { vfmt(t, fmt, ap), (uint8_t)a, 0, 0, 0 };
    va_end(ap);
    push_span(t, s);
}

size_t xt_utf8_width(const char *s)
{
    size_t w = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xc0) != 0x80)
            w++;
    return w;
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
        size_t n = strlen(s);
        size_t cut = n;
        if (xt_utf8_width(s) > (size_t)avail) {
            /* last space within avail columns */
            /* break at the last space, else after the last '/' (name
             * stacks), else hard */
            size_t cols = 0, i = 0, last_space = 0, last_slash = 0;
            for (; s[i] && cols < (size_t)avail; i++) {
                if (((unsigned char)s[i] & 0xc0) != 0x80)
                    cols++;
                if (s[i] == ' ')
                    last_space = i;
                else if (s[i] == '/')
                    last_slash = i + 1;
            }
            cut = last_space ? last_space : last_slash ? last_slash : i;
        }
        xt_text_row(t, 0, 0);
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

/* Append up to cols columns of s to buf; returns columns used. */
static size_t put(char *buf, size_t cap, size_t *len, const char *s, size_t cols)
{
    size_t used = 0;
    for (size_t i = 0; s[i] && used < cols; ) {
        size_t n = 1;
        unsigned char c = (unsigned char)s[i];
        if (c >= 0xf0) n = 4;
        else if (c >= 0xe0) n = 3;
        else if (c >= 0xc0) n = 2;
        if (*len + n >= cap)
            break;
        for (size_t k = 0; k < n && s[i + k]; k++)
            buf[(*len)++] = s[i + k];
        i += n;
        used++;
    }
    buf[*len] = 0;
    return used;
}

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

size_t xt_text_row_width(const xt_text *t, size_t row)
{
    const xt_row *r = &t->rows[row];
    size_t used = 0, end = 0;
    for (size_t i = 0; i < r->count; i++) {
        const xt_span *s = &t->spans[r->first + i];
        if (s->attr == XT_A_BAR) {
            used += s->width ? s->width : 10;
            end = used;
            continue;
        }
        size_t tw = xt_utf8_width(s->text);
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

static void raw(char *buf, size_t cap, size_t *len, const char *s)
{
    size_t n = strlen(s);
    if (*len + n < cap) {
        memcpy(buf + *len, s, n + 1);
        *len += n;
    }
}

char *xt_text_row_plain(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                        bool utf8)
{
    return xt_text_row_render(t, row, buf, cap, cols, utf8, false);
}

char *xt_text_row_render(const xt_text *t, size_t row, char *buf, size_t cap, int cols,
                         bool utf8, bool ansi)
{
    size_t len = 0, used = 0;
    buf[0] = 0;
    const xt_row *r = &t->rows[row];
    for (size_t i = 0; i < r->count && used < (size_t)cols; i++) {
        const xt_span *s = &t->spans[r->first + i];
        size_t left = (size_t)cols - used;
        const char *esc = ansi ? ansi_of(s->attr) : "";
        if (*esc)
            raw(buf, cap, &len, esc);
        if (s->attr == XT_A_BAR) {
            size_t w = s->width ? s->width : 10;
            if (w > left)
                w = left;
            size_t full = (size_t)(s->frac * (double)w + 0.5);
            for (size_t k = 0; k < w; k++)
                used += put(buf, cap, &len, k < full ? (utf8 ? "\xe2\x96\x88" : "#")
                                                     : (utf8 ? "\xc2\xb7" : "."), 1);
            if (*esc)
                raw(buf, cap, &len, "\033[0m");
            continue;
        }
        size_t tw = xt_utf8_width(s->text);
        size_t pad = s->width > tw ? s->width - tw : 0;
        if (s->right)
            for (size_t k = 0; k < pad && used < (size_t)cols; k++)
                used += put(buf, cap, &len, " ", 1);
        used += put(buf, cap, &len, s->text, (size_t)cols - used);
        if (*esc)
            raw(buf, cap, &len, "\033[0m");
        if (!s->right)
            for (size_t k = 0; k < pad && used < (size_t)cols; k++)
                used += put(buf, cap, &len, " ", 1);
    }
    /* no trailing blanks */
    while (len && buf[len - 1] == ' ')
        buf[--len] = 0;
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
    char line[4096];
    for (size_t r = 0; r < t->nrows; r++) {
        xt_text_row_render(t, r, line, sizeof line, cols, utf8, ansi);
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
    return out;
}

const char *xt_safe(xt_arena *a, const char *s)
{
    if (!s)
        return "";
    size_t n = strlen(s);
    bool clean = true;
    for (size_t i = 0; i < n && clean; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x20 || c == 0x7f || c >= 0x80)
            clean = false;
    }
    if (clean)
        return s;
    char *o = xt_arena_alloc(a, n + 1);
    size_t k = 0;
    for (size_t i = 0; i < n; ) {
        unsigned char c = (unsigned char)s[i];
        size_t len = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3
                     : (c & 0xf8) == 0xf0 ? 4 : 0;
        bool ok = len > 0 && i + len <= n;
        for (size_t j = 1; ok && j < len; j++)
            if (((unsigned char)s[i + j] & 0xc0) != 0x80)
                ok = false;
        if (ok && len == 2 && c < 0xc2)
            ok = false; /* overlong */
        if (!ok || c < 0x20 || c == 0x7f) {
            o[k++] = '?';
            i += 1;
            continue;
        }
        memcpy(o + k, s + i, len);
        k += len;
        i += len;
    }
    o[k] = 0;
    return o;
}
