/* json.h - a small JSON writer: escaped strings, integers, null for
 * unknown values, never NaN.  Commas and nesting are tracked for you. */
#ifndef XT_JSON_H
#define XT_JSON_H

#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

typedef struct xt_json {
    FILE *f;
    int depth;
    bool first[64];
    bool after_key;
    int indent;
} xt_json;

void xt_json_init(xt_json *j, FILE *f, int indent);
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
/* Escape s as a JSON string literal into f (invalid UTF-8 -> U+FFFD). */
void xt_json_escape(FILE *f, const char *s);

#endif
