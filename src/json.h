/* json.h - a small JSON writer: escaped strings (always valid UTF-8),
 * integers, null for unknown values, never NaN.  Commas and nesting are
 * tracked for you; misuse (nesting deeper than XT_JSON_MAX_DEPTH - 1, an
 * end without a start, a document left open) is an error that
 * xt_json_finish reports, never a silently different document. */
#ifndef XT_JSON_H
#define XT_JSON_H

#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

#define XT_JSON_MAX_DEPTH 64

typedef struct xt_json {
    FILE *f;
    int depth;
    bool first[XT_JSON_MAX_DEPTH];
    bool after_key;
    int indent;
    const char *error; /* set on misuse; nothing is written after it */
} xt_json;

void xt_json_init(xt_json *j, FILE *f, int indent);
/* Every character past ASCII written as a \u escape (a surrogate pair above
 * U+FFFF): the same document to a parser, for a terminal whose locale is
 * not UTF-8 (`--json -` there: a UTF-8 sequence's continuation bytes are
 * C1 controls to it).  Set once, before writing. */
void xt_json_set_ascii(bool ascii);
void xt_json_obj(xt_json *j);
void xt_json_end_obj(xt_json *j);
void xt_json_arr(xt_json *j);
void xt_json_end_arr(xt_json *j);
void xt_json_key(xt_json *j, const char *k);
void xt_json_str(xt_json *j, const char *s); /* NULL writes null */
void xt_json_int(xt_json *j, int64_t v);
void xt_json_uint(xt_json *j, uint64_t v);
void xt_json_num(xt_json *j, double v);      /* NaN/inf write null */
void xt_json_bool(xt_json *j, bool v);
void xt_json_null(xt_json *j);
/* A key and its value: an integer, a string (NULL writes null), an
 * integer or null when !known, a boolean or null when v < 0. */
void xt_json_kint(xt_json *j, const char *k, int64_t v);
void xt_json_kstr(xt_json *j, const char *k, const char *v);
void xt_json_kint_or_null(xt_json *j, const char *k, int64_t v, bool known);
void xt_json_kbool_or_null(xt_json *j, const char *k, int v);
/* End of the document: 0, or -1 if the writer was misused (j->error says
 * how, errno is EINVAL) or f had a write error. */
int xt_json_finish(xt_json *j);
/* Escape s as a JSON string literal into f.  The output is valid UTF-8:
 * each byte that does not start a well-formed sequence (overlongs,
 * surrogates, code points past U+10FFFF, stray bytes) becomes \ufffd.
 * Controls (C0, DEL, C1), U+2028/9 and the bidi overrides and isolates
 * are written as \uXXXX, so the document is safe to print. */
void xt_json_escape(FILE *f, const char *s);

#endif
