/* minijson.h - a strict little JSON parser for tests: validates a whole
 * document (RFC 8259 grammar, no NaN, no trailing commas) and lets tests
 * look values up by path.  Written here so the JSON writer is checked by
 * code that did not write it. */
#ifndef XT_MINIJSON_H
#define XT_MINIJSON_H

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } jtype;

typedef struct jv {
    jtype t;
    double num;
    int b;
    char *str;
    size_t n;
    char **keys;
    struct jv *items;
} jv;

typedef struct jp {
    const char *s;
    int err;
} jp;

static void jws(jp *p) { while (*p->s == ' ' || *p->s == '\n' || *p->s == '\r' || *p->s == '\t') p->s++; }

static int jparse(jp *p, jv *out, int depth);

static char *jstr(jp *p)
{
    if (*p->s != '"') { p->err = 1; return NULL; }
    p->s++;
    size_t cap = 16, n = 0;
    char *o = malloc(cap);
    while (*p->s && *p->s != '"') {
        unsigned char c = (unsigned char)*p->s;
        if (c < 0x20) { p->err = 1; break; }
        if (n + 8 > cap) { cap *= 2; o = realloc(o, cap); }
        if (c == '\\') {
            p->s++;
            char e = *p->s;
            if (e == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (!isxdigit((unsigned char)p->s[i])) { p->err = 1; break; }
                if (p->err) break;
                o[n++] = '?';
                p->s += 5;
                continue;
            }
            const char *ok = strchr("\"\\/bfnrt", e);
            if (!e || !ok) { p->err = 1; break; }
            o[n++] = e == 'n' ? '\n' : e == 't' ? '\t' : e;
            p->s++;
            continue;
        }
        o[n++] = (char)c;
        p->s++;
    }
    if (*p->s != '"') p->err = 1; else p->s++;
    o[n] = 0;
    return o;
}

static int jparse(jp *p, jv *v, int depth)
{
    memset(v, 0, sizeof *v);
    if (depth > 64) return p->err = 1;
    jws(p);
    char c = *p->s;
    if (c == '{' || c == '[') {
        int obj = c == '{';
        v->t = obj ? J_OBJ : J_ARR;
        p->s++;
        jws(p);
        if (*p->s == (obj ? '}' : ']')) { p->s++; return 0; }
        for (;;) {
            v->items = realloc(v->items, (v->n + 1) * sizeof *v->items);
            v->keys = realloc(v->keys, (v->n + 1) * sizeof *v->keys);
            v->keys[v->n] = NULL;
            if (obj) {
                jws(p);
                v->keys[v->n] = jstr(p);
                jws(p);
                if (*p->s != ':') return p->err = 1;
                p->s++;
            }
            if (jparse(p, &v->items[v->n], depth + 1)) return 1;
            v->n++;
            jws(p);
            if (*p->s == ',') { p->s++; continue; }
            if (*p->s == (obj ? '}' : ']')) { p->s++; return 0; }
            return p->err = 1;
        }
    }
    if (c == '"') { v->t = J_STR; v->str = jstr(p); return p->err; }
    if (!strncmp(p->s, "true", 4)) { v->t = J_BOOL; v->b = 1; p->s += 4; return 0; }
    if (!strncmp(p->s, "false", 5)) { v->t = J_BOOL; p->s += 5; return 0; }
    if (!strncmp(p->s, "null", 4)) { v->t = J_NULL; p->s += 4; return 0; }
    if (c == '-' || isdigit((unsigned char)c)) {
        const char *st = p->s;
        if (*p->s == '-') p->s++;
        if (!isdigit((unsigned char)*p->s)) return p->err = 1;
        if (*p->s == '0' && isdigit((unsigned char)p->s[1])) return p->err = 1;
        while (isdigit((unsigned char)*p->s)) p->s++;
        if (*p->s == '.') { p->s++; if (!isdigit((unsigned char)*p->s)) return p->err = 1; while (isdigit((unsigned char)*p->s)) p->s++; }
        if (*p->s == 'e' || *p->s == 'E') { p->s++; if (*p->s == '+' || *p->s == '-') p->s++; if (!isdigit((unsigned char)*p->s)) return p->err = 1; while (isdigit((unsigned char)*p->s)) p->s++; }
        v->t = J_NUM;
        v->num = strtod(st, NULL);
        return 0;
    }
    return p->err = 1;
}

/* Parse a whole document; returns 0 if valid. */
static int jdoc(const char *s, jv *out)
{
    jp p = { s, 0 };
    if (jparse(&p, out, 0) || p.err) return 1;
    jws(&p);
    return *p.s ? 1 : 0;
}

/* Member of an object by key, or element of an array by "#i". */
static const jv *jget(const jv *v, const char *key)
{
    if (!v) return NULL;
    if (v->t == J_ARR && key[0] == '#') {
        size_t i = (size_t)atoi(key + 1);
        return i < v->n ? &v->items[i] : NULL;
    }
    if (v->t != J_OBJ) return NULL;
    for (size_t i = 0; i < v->n; i++)
        if (v->keys[i] && !strcmp(v->keys[i], key)) return &v->items[i];
    return NULL;
}

static void jfree(jv *v)
{
    for (size_t i = 0; i < v->n; i++) {
        jfree(&v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
}

#endif
