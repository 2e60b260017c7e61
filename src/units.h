/* units.h - bytes, shapes, times and provenance as text.  Pure functions
 * writing into caller buffers (or an arena); no I/O. */
#ifndef XT_UNITS_H
#define XT_UNITS_H

#include "model.h"

/* Where a number comes from.  Every figure xoomtui shows carries one. */
typedef enum {
    XT_MEASURED = 0, /* computed from runtime events             */
    XT_READ = 1,     /* a value stored in the capture (the plan) */
    XT_INFERRED = 2, /* an estimate                              */
} xt_prov;

const char *xt_prov_name(xt_prov p);

/* "3.72 GiB", "104.0 MiB", "512 B".  Returns buf. */
/* v rounded to decimals places, a tie away from zero (printf rounds an
 * exact tie, 552.25, to even: 552.2): what every figure is formatted
 * from, so that differences read off the figures subtract. */
double xt_half_up(double v, int decimals);
char *xt_fmt_bytes(char *buf, size_t n, int64_t bytes);
/* At most 4 columns, for a narrow list: "3.7G", "552M", "640K", "72B"
 * (binary units, as xt_fmt_bytes; one decimal under 10).  Negative
 * figures as xt_fmt_bytes. */
char *xt_fmt_bytes_short(char *buf, size_t n, int64_t bytes);
/* "+104.0 MiB" / "-3.0 KiB" */
char *xt_fmt_delta(char *buf, size_t n, int64_t bytes);
/* A small difference between figures shown rounded, with its bytes:
 * "1.9 MiB (1,998,080 bytes)", so that "554.2 MiB" and "552.2 MiB" beside
 * it do not read as 2.0 (a trial); where it prints in KiB or MiB with
 * fewer than three digits before its point, else as xt_fmt_bytes. */
char *xt_fmt_bytes_diff(char *buf, size_t n, int64_t bytes);
/* Parts and their total as an equation writes them ("parameters 48.75
 * MiB + outputs 48.75 MiB + temp 64 B = 97.5 MiB"): as xt_fmt_bytes
 * writes each, where the parts so written add up to the total so written
 * (as a reader adds them, in the total's unit); else with one, then two
 * decimals more, each in its own unit (an added decimal that is a zero
 * dropped); else, with bytes, their bytes ("51,118,080 B"), without, as
 * xt_fmt_bytes writes them (a table's column, which whole bytes would
 * widen: about 3% of plans of a few GiB need them).  out[0..n) the
 * parts, out[n] the total.  Parts that do not add up to the total in
 * bytes are written as xt_fmt_bytes writes them. */
#define XT_FMT_SUM_LEN 40
void xt_fmt_bytes_sum(char (*out)[XT_FMT_SUM_LEN], const int64_t *parts, size_t n, int64_t total, bool bytes);
/* Integer with thousands separators: "3,495". */
char *xt_fmt_int(char *buf, size_t n, int64_t v);
/* A share with one decimal, "42.3%", that never rounds a part to its
 * whole or to nothing: "<0.1%" for a part under 0.05% of it, ">99.9%"
 * for a part short of the whole by under 0.05% (a live list's "100.0%"
 * read as "all of it" for 99.97%).  "-" where whole <= 0: a share of nothing. */
char *xt_fmt_pct(char *buf, size_t n, int64_t part, int64_t whole);
/* Duration from picoseconds: "10.0 s", "48.6 ms", "12 us". */
char *xt_fmt_dur(char *buf, size_t n, int64_t ps);

/* Byte width of an XLA PrimitiveType (sub-byte types count 1); -1 for
 * non-array types (tuple, token, opaque). */
int xt_prim_bytes(int32_t type);
const char *xt_prim_name(int32_t type);

/* "f32[8,8,1024,1024]", tuples as "(f32[2], s32[])". */
char *xt_shape_str(xt_arena *a, const xt_shape *s);
/* The sub-shape at index (NULL if out of range). */
const xt_shape *xt_shape_at(const xt_shape *s, const int64_t *index, uint32_t n);
/* Unpadded bytes: element count x byte width (tuple: 8 per element). */
int64_t xt_shape_unpadded(const xt_shape *s);

#endif
