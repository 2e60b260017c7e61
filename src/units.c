/* units.c - formatting of sizes, shapes and durations. */
#include "units.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

const char *xt_prov_name(xt_prov p)
{
    switch (p) {
    case XT_MEASURED: return "measured";
    case XT_READ: return "read";
    default: return "inferred";
    }
}

double xt_half_up(double v, int decimals)
{
    double k = decimals == 0 ? 1 : decimals == 1 ? 10 : decimals == 2 ? 100 : pow(10, decimals);
    double r = round(v * k) / k; /* a tie away from zero */
    return isfinite(r) ? r : v;
}

char *xt_fmt_int(char *buf, size_t n, int64_t v)
{
    char tmp[32];
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    int len = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)u);
    char out[48];
    size_t k = 0;
    if (v < 0)
        out[k++] = '-';
    for (int i = 0; i < len; i++) {
        out[k++] = tmp[i];
        int left = len - i - 1;
        if (left > 0 && left % 3 == 0)
            out[k++] = ',';
    }
    out[k] = 0;
    snprintf(buf, n, "%s", out);
    return buf;
}

char *xt_fmt_bytes_diff(char *buf, size_t n, int64_t bytes)
{
    char f[32], e[48];
    xt_fmt_bytes(f, sizeof f, bytes);
    /* by the figure as printed: two or three figures in KiB or MiB
     * ("1.9", "12.3"), where a tenth off is a share of it; 1,000 B
     * prints "1.0 KiB" too (a review found the raw bytes' thresholds
     * left "1.0 KiB" and "1.0 MiB" without their bytes) */
    const char *sp = strchr(f, ' ');
    double v = fabs(strtod(f, NULL));
    bool few = sp && (!strcmp(sp, " KiB") || !strcmp(sp, " MiB")) && v < 100;
    if (!few)
        snprintf(buf, n, "%s", f);
    else
        snprintf(buf, n, "%s (%s bytes)", f, xt_fmt_int(e, sizeof e, bytes));
    return buf;
}

/* s into buf of n bytes, cut as snprintf cuts. */
static void put(char *buf, size_t n, const char *s)
{
    if (!n)
        return;
    size_t k = strlen(s);
    k = k < n - 1 ? k : n - 1;
    memcpy(buf, s, k);
    buf[k] = 0;
}

/* "%.<dec>f<sfx>" of xt_half_up(v, dec) (dec 1 to 4), written by hand:
 * its digits are those of round(v * 10^dec), as printf's of that double
 * are (an error far under half a last digit).  printf's was 14% of a
 * search's Enter over 20,000 buffers (a row's bytes each). */
static void fixed(char *buf, size_t n, double v, int dec, const char *sfx)
{
    double k = dec == 1 ? 10 : dec == 2 ? 100 : pow(10, dec), q = round(v * k);
    long long iq = isfinite(q) && fabs(q) < 1e15 ? (long long)q : 0;
    unsigned long long u = iq < 0 ? (unsigned long long)-iq : (unsigned long long)iq;
    char d[24];
    int nd = 0;
    do {
        d[nd++] = (char)('0' + u % 10);
        u /= 10;
    } while (u || nd <= dec); /* a digit before the point at least */
    size_t ul = strlen(sfx);
    if (!isfinite(q) || fabs(q) >= 1e15 || (size_t)nd + 2 + ul + 1 > n) { /* printf's, cut as it cuts */
        snprintf(buf, n, "%.*f%s", dec, xt_half_up(v, dec) + 0.0, sfx);
        return;
    }
    char *o = buf;
    if (iq < 0)
        *o++ = '-';
    while (nd > dec)
        *o++ = d[--nd];
    *o++ = '.';
    while (nd > 0)
        *o++ = d[--nd];
    memcpy(o, sfx, ul + 1);
}

/* The unit and decimals xt_fmt_bytes writes bytes in; false under 1000
 * (whole bytes). */
static bool bytes_unit(int64_t bytes, double *unit, int *dec, const char **sfx)
{
    double b = (double)bytes, a = b < 0 ? -b : b;
    const double KiB = 1024.0, MiB = KiB * 1024, GiB = MiB * 1024, TiB = GiB * 1024,
                 PiB = TiB * 1024, EiB = PiB * 1024;
    /* switch unit where the rounded figure would reach 1000, so that no
     * figure reads "1000.0 MiB" (999.97 MiB did: a chart's top label of 10
     * columns in 9 moved that row's axis, a trial), nor "10.00 GiB" */
    if (a < 1000)
        return false;
    else if (a < 999.95 * KiB)
        *unit = KiB, *dec = 1, *sfx = " KiB";
    else if (a < 999.95 * MiB)
        *unit = MiB, *dec = 1, *sfx = " MiB";
    else if (a < 9.995 * GiB)
        *unit = GiB, *dec = 2, *sfx = " GiB";
    else if (a < 999.95 * GiB)
        *unit = GiB, *dec = 1, *sfx = " GiB";
    else if (a < 999.995 * TiB)
        *unit = TiB, *dec = 2, *sfx = " TiB";
    else if (a < 999.995 * PiB) /* only hostile sizes (a saturated sum: 8.00 EiB) */
        *unit = PiB, *dec = 2, *sfx = " PiB";
    else
        *unit = EiB, *dec = 2, *sfx = " EiB";
    return true;
}

/* bytes as xt_fmt_bytes writes them, with `more` decimals more. */
static char *bytes_more(char *buf, size_t n, int64_t bytes, int more)
{
    double unit;
    int dec;
    const char *sfx;
    /* ties away from zero, not to even: 552.25 MiB read "552.2 MiB"
     * beside 554.16's "554.2 MiB" and "1.9 MiB less" between them (an
     * audit: the differences did not subtract) */
    if (!bytes_unit(bytes, &unit, &dec, &sfx)) {
        snprintf(buf, n, "%lld B", (long long)bytes);
        return buf;
    }
    fixed(buf, n, (double)bytes / unit, dec + more, sfx);
    /* the decimals added that are zeros dropped: "172.0 MiB", not
     * "172.000 MiB" beside "1.8574 GiB" */
    char *pt = more > 0 ? strchr(buf, '.') : NULL, *sp = pt ? strchr(pt, ' ') : NULL;
    if (pt && sp) {
        char *z = sp;
        while (z > pt + 1 + dec && z[-1] == '0')
            z--;
        memmove(z, sp, strlen(sp) + 1);
    }
    return buf;
}

char *xt_fmt_bytes(char *buf, size_t n, int64_t bytes)
{
    return bytes_more(buf, n, bytes, 0);
}

/* Whether parts written with `more` decimals more add up, as a reader adds
 * them in the total's unit, to the total so written. */
static bool sum_reads(const int64_t *parts, size_t n, int64_t total, int more)
{
    double ut, up;
    int dt, dp, tm = more;
    const char *sfx;
    if (!bytes_unit(total, &ut, &dt, &sfx)) /* a total in whole bytes: read in bytes (a
                                              * hostile part past it, "2.0 KiB + -1.5 KiB =
                                              * 500 B", did not add up: a review) */
        ut = 1, dt = 0, tm = 0;
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += bytes_unit(parts[i], &up, &dp, &sfx) ? xt_half_up((double)parts[i] / up, dp + more) * (up / ut)
                                                    : (double)parts[i] / ut;
    double t = xt_half_up((double)total / ut, dt + tm), step = pow(10, -(dt + tm));
    return fabs(xt_half_up(sum, dt + tm) - t) < step / 4;
}

void xt_fmt_bytes_sum(char (*out)[XT_FMT_SUM_LEN], const int64_t *parts, size_t n, int64_t total, bool bytes)
{
    int64_t exact = 0;
    bool sums = true;
    for (size_t i = 0; i < n; i++)
        sums &= !__builtin_add_overflow(exact, parts[i], &exact);
    int more = 0;
    if (sums && exact == total)
        while (more < 3 && !sum_reads(parts, n, total, more))
            more++;
    if (more == 3 && !bytes) /* a table's column: its figures as they are */
        more = 0;
    for (size_t i = 0; i <= n; i++) {
        int64_t b = i < n ? parts[i] : total;
        if (more < 3) {
            bytes_more(out[i], XT_FMT_SUM_LEN, b, more);
        } else { /* no decimals do: the bytes */
            char e[48];
            snprintf(out[i], XT_FMT_SUM_LEN, "%s B", xt_fmt_int(e, sizeof e, b));
        }
    }
}

char *xt_fmt_bytes_short(char *buf, size_t n, int64_t bytes)
{
    static const char unit[] = "BKMGTPE";
    if (bytes < 0)
        return xt_fmt_bytes(buf, n, bytes);
    if (bytes < 1000) {
        snprintf(buf, n, "%lldB", (long long)bytes);
        return buf;
    }
    double v = (double)bytes;
    int u = 0;
    while (v >= 999.5 && u < 6) { /* 999.5 would print as "1000" */
        v /= 1024.0;
        u++;
    }
    if (v < 9.95)
        snprintf(buf, n, "%.1f%c", xt_half_up(v, 1), unit[u]);
    else
        snprintf(buf, n, "%.0f%c", xt_half_up(v, 0), unit[u]);
    return buf;
}

char *xt_fmt_delta(char *buf, size_t n, int64_t bytes)
{
    char t[32];
    /* INT64_MIN has no negation: INT64_MAX's figure, the same to 3 digits */
    xt_fmt_bytes(t, sizeof t, bytes == INT64_MIN ? INT64_MAX : bytes < 0 ? -bytes : bytes);
    snprintf(buf, n, "%s%s", bytes < 0 ? "-" : "+", t);
    return buf;
}

char *xt_fmt_pct(char *buf, size_t n, int64_t part, int64_t whole)
{
    /* a share of nothing is none: "-", as the total's row says it (four
     * roles of an empty heap read "0.0%" over a total of "-": a trial) */
    if (whole <= 0) {
        snprintf(buf, n, "%s", "-");
        return buf;
    }
    double pct = whole > 0 ? 100.0 * (double)part / (double)whole : 0.0;
    if (whole > 0 && part > 0 && pct < 0.05)
        put(buf, n, "<0.1%"); /* every row of a long list's (printf's was 5% of its build) */
    else if (whole > 0 && part < whole && pct >= 99.95) /* 100.0 too, as doubles */
        put(buf, n, ">99.9%");
    else
        fixed(buf, n, pct, 1, "%"); /* never "-0.0%": a rounded 0 has no sign */
    return buf;
}

char *xt_fmt_dur(char *buf, size_t n, int64_t ps)
{
    double s = (double)ps / 1e12, a = s < 0 ? -s : s;
    /* the unit changes where the figure would round to 1000: never
     * "1000.0 ms" for 999.96 ms, nor "1000 us" (as xt_fmt_bytes: an
     * audit) */
    if (a >= 0.99995)
        snprintf(buf, n, "%.1f s", xt_half_up(s, 1));
    else if (a >= 999.5e-6)
        snprintf(buf, n, "%.1f ms", xt_half_up(s * 1e3, 1));
    else if (ps && a < 0.5e-6) /* not "0 us" of a duration above 0 (an attacker's review) */
        snprintf(buf, n, "%s<1 us", s < 0 ? "-" : "");
    else
        snprintf(buf, n, "%.0f us", xt_half_up(s * 1e6, 0) + 0.0);
    return buf;
}

static const struct {
    const char *name;
    int bytes;
} prims[] = {
    [0] = { "invalid", -1 }, [1] = { "pred", 1 },  [2] = { "s8", 1 },
    [3] = { "s16", 2 },      [4] = { "s32", 4 },   [5] = { "s64", 8 },
    [6] = { "u8", 1 },       [7] = { "u16", 2 },   [8] = { "u32", 4 },
    [9] = { "u64", 8 },      [10] = { "f16", 2 },  [11] = { "f32", 4 },
    [12] = { "f64", 8 },     [13] = { "tuple", -1 }, [14] = { "opaque", -1 },
    [15] = { "c64", 8 },     [16] = { "bf16", 2 }, [17] = { "token", -1 },
    [18] = { "c128", 16 },   [19] = { "f8e5m2", 1 }, [20] = { "f8e4m3fn", 1 },
    [21] = { "s4", 1 },      [22] = { "u4", 1 },   [23] = { "f8e4m3b11fnuz", 1 },
    [24] = { "f8e5m2fnuz", 1 }, [25] = { "f8e4m3fnuz", 1 }, [26] = { "s2", 1 },
    [27] = { "u2", 1 },      [28] = { "f8e4m3", 1 }, [29] = { "f8e3m4", 1 },
    [30] = { "s1", 1 },      [31] = { "u1", 1 },   [32] = { "f4e2m1fn", 1 },
    [33] = { "f8e8m0fnu", 1 }, [34] = { "buffer", -1 }, [35] = { "f6e3m2fn", 1 },
    [36] = { "f6e2m3fn", 1 },
};

int xt_prim_bytes(int32_t type)
{
    if (type < 0 || (size_t)type >= sizeof prims / sizeof prims[0])
        return -1;
    return prims[type].bytes;
}

const char *xt_prim_name(int32_t type)
{
    if (type < 0 || (size_t)type >= sizeof prims / sizeof prims[0])
        return "unknown";
    return prims[type].name;
}

static void shape_append(char *buf, size_t cap, size_t *len, const xt_shape *s, int depth)
{
#define PUT(...)                                                              \
    do {                                                                      \
        if (*len < cap) {                                                     \
            int w_ = snprintf(buf + *len, cap - *len, __VA_ARGS__);           \
            if (w_ > 0)                                                       \
                *len = *len + (size_t)w_ < cap ? *len + (size_t)w_ : cap - 1; \
        }                                                                     \
    } while (0)
    if (s->type == XT_PRIM_TUPLE) {
        PUT("(");
        for (uint32_t i = 0; i < s->ntuple; i++) {
            if (i)
                PUT(", ");
            if (depth > 16 || *len > cap - 8) {
                PUT("...");
                break;
            }
            shape_append(buf, cap, len, &s->tuple[i], depth + 1);
        }
        PUT(")");
        return;
    }
    if (s->type == XT_PRIM_BUFFER /* wraps an array shape */ && s->ntuple) {
        shape_append(buf, cap, len, &s->tuple[0], depth + 1);
        return;
    }
    PUT("%s[", xt_prim_name(s->type));
    for (uint32_t i = 0; i < s->ndims; i++)
        PUT(i ? ",%lld" : "%lld", (long long)s->dims[i]);
    PUT("]");
#undef PUT
}

char *xt_shape_str(xt_arena *a, const xt_shape *s)
{
    char buf[512];
    size_t len = 0;
    buf[0] = 0;
    shape_append(buf, sizeof buf, &len, s, 0);
    return xt_arena_strdup(a, buf);
}

const xt_shape *xt_shape_at(const xt_shape *s, const int64_t *index, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (s->type != XT_PRIM_TUPLE || index[i] < 0 || (uint64_t)index[i] >= s->ntuple)
            return NULL;
        s = &s->tuple[index[i]];
    }
    return s;
}

int64_t xt_shape_unpadded(const xt_shape *s)
{
    if (s->type == XT_PRIM_TUPLE)
        return 8 * (int64_t)s->ntuple;
    if (s->type == XT_PRIM_BUFFER && s->ntuple)
        return xt_shape_unpadded(&s->tuple[0]);
    int w = xt_prim_bytes(s->type);
    if (w < 0)
        return s->type == XT_PRIM_OPAQUE ? 8 : 0;
    int64_t n = 1;
    for (uint32_t i = 0; i < s->ndims; i++) {
        if (s->dims[i] < 0)
            return 0;
        if (s->dims[i] && n > INT64_MAX / s->dims[i])
            return INT64_MAX;
        n *= s->dims[i];
    }
    return n > INT64_MAX / w ? INT64_MAX : n * w;
}
