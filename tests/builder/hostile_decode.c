/* hostile_decode.c - see hostile_decode.h. */
#include "hostile_decode.h"
#include "builder.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

uint8_t *xh_host_line(bool python, size_t *len)
{
    xb_space *s = xb_new();
    xb_hostname(s, "hostile");
    xb_plane *p = xb_plane_new(s, 1, "/host:CPU");
    xb_line *l = xb_line_new(p, 1, "main", 0);
    for (int i = 0; i < 16; i++)
        xb_event_new(l, python && i % 2 ? "$a.py:1 f" : "Execute", 1000 * i, 500);
    uint8_t *b = xb_pack(s, len);
    xb_free(s);
    return b;
}

uint8_t *xh_big_lines(size_t n, size_t *len)
{
    xb_space *s = xb_new();
    xb_hostname(s, "big");
    xb_plane *d = xb_plane_new(s, 2, "/device:GPU:0");
    xb_line *dl = xb_line_new(d, 1, "Stream #1", 0);
    for (size_t i = 0; i < n; i++)
        xb_event_new(dl, "kernel", 1000 * (int64_t)i, 500);
    xb_plane *h = xb_plane_new(s, 1, "/host:CPU");
    xb_line *hl = xb_line_new(h, 1, "main", 0);
    for (size_t i = 0; i < n; i++)
        xb_event_new(hl, i % 2 ? "$a.py:1 f" : "Execute", 1000 * (int64_t)i, 500);
    uint8_t *b = xb_pack(s, len);
    xb_free(s);
    return b;
}

uint8_t *xh_lazy_capture(size_t *len)
{
    xb_space *s = xb_new();
    xb_hostname(s, "lazy");
    xb_plane *d = xb_plane_new(s, 2, "/device:GPU:0");
    xb_line *dl = xb_line_new(d, 1, "Stream #1", 0);
    for (int i = 0; i < 100; i++)
        xb_event_new(dl, "kernel", 1000 * i, 500);
    xb_plane *h = xb_plane_new(s, 1, "/host:CPU");
    xb_line *hl = xb_line_new(h, 1, "main", 0);
    for (int i = 0; i < 100; i++)
        xb_event_new(hl, i % 2 ? "$a.py:1 f" : "Execute", 1000 * i, 500);
    hb_module *m = hb_new("jit_f", 1);
    int64_t c = hb_comp(m, "main");
    const int64_t dims[] = { 4, 4, -1 };
    hb_instr(m, c, "p0", "parameter", 11, dims, "f", "f.py", 1);
    size_t plen;
    uint8_t *proto = hb_pack(m, &plen);
    xb_module(s, "jit_f", 1, proto, plen, true);
    free(proto);
    hb_free(m);
    uint8_t *b = xb_pack(s, len);
    xb_free(s);
    return b;
}

uint8_t *xh_gzip_zeros(size_t n, size_t *len)
{
    return xh_gzip_framed(n, 0, len);
}

uint8_t *xh_gzip_framed(size_t n, int field, size_t *len)
{
    /* field 3: XSpace field 3 (warnings, wire type 2), its length a
     * varint, then zeros; field 1: a plane (field 1) holding only its
     * name (XPlane field 2) of zeros; n bytes in all */
    uint8_t head[24];
    size_t nh = 0;
    for (int level = 0; level < (field == 1 ? 2 : field ? 1 : 0); level++) {
        size_t body = n > nh + 11 ? n - nh - 11 : 0;
        head[nh++] = level ? 0x12 : (uint8_t)(field << 3 | 2);
        /* a 10-byte varint (padded with continuation bytes), so that the
         * total is exactly n */
        for (int i = 0; i < 10; i++, body >>= 7)
            head[nh++] = (uint8_t)((body & 0x7f) | (i < 9 ? 0x80 : 0));
    }
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
        abort();
    size_t cap = deflateBound(&z, (uLong)n) + 64;
    uint8_t *out = malloc(cap), *zeros = calloc(1, 1 << 20);
    if (!out || !zeros)
        abort();
    z.next_out = out;
    z.avail_out = (uInt)cap;
    size_t left = n > nh ? n - nh : 0;
    int flush;
    if (nh) {
        z.next_in = head;
        z.avail_in = (uInt)nh;
        if (deflate(&z, Z_NO_FLUSH) == Z_STREAM_ERROR)
            abort();
    }
    do {
        size_t k = left < (1u << 20) ? left : (1u << 20);
        z.next_in = zeros;
        z.avail_in = (uInt)k;
        left -= k;
        flush = left ? Z_NO_FLUSH : Z_FINISH;
        if (deflate(&z, flush) == Z_STREAM_ERROR)
            abort();
    } while (flush != Z_FINISH);
    *len = cap - z.avail_out;
    deflateEnd(&z);
    free(zeros);
    return out;
}

/* A hostname field (XSpace field 4) and then n copies of rec. */
static uint8_t *repeat(const uint8_t *head, size_t nhead, const uint8_t *rec, size_t nrec,
                       size_t n, size_t *len)
{
    *len = nhead + n * nrec;
    uint8_t *b = malloc(*len ? *len : 1);
    if (!b)
        abort();
    memcpy(b, head, nhead);
    for (size_t i = 0; i < n; i++)
        memcpy(b + nhead + i * nrec, rec, nrec);
    return b;
}

static size_t put_varint(uint8_t *p, uint64_t v)
{
    size_t k = 0;
    do {
        p[k++] = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        v >>= 7;
    } while (v);
    return k;
}

uint8_t *xh_empty_planes(size_t n, size_t *len)
{
    static const uint8_t head[] = { 0x22, 0x05, 'e', 'm', 'p', 't', 'y' };
    static const uint8_t plane[] = { 0x0a, 0x00 };
    return repeat(head, sizeof head, plane, sizeof plane, n, len);
}

uint8_t *xh_empty_lines(size_t n, size_t *len)
{
    /* hostname, then one plane: name "/host:CPU", n x (field 3, empty) */
    static const char name[] = "/host:CPU";
    size_t body = 2 + (sizeof name - 1) + 2 * n;
    uint8_t *b = malloc(7 + 1 + 10 + body);
    if (!b)
        abort();
    size_t k = 0;
    memcpy(b, "\x22\x05" "empty", 7);
    k = 7;
    b[k++] = 0x0a;
    k += put_varint(b + k, body);
    b[k++] = 0x12;
    b[k++] = (uint8_t)(sizeof name - 1);
    memcpy(b + k, name, sizeof name - 1);
    k += sizeof name - 1;
    for (size_t i = 0; i < n; i++) {
        b[k++] = 0x1a;
        b[k++] = 0x00;
    }
    *len = k;
    return b;
}

/* Length-prefixed field num holding p[0, n) at out (NULL: size only). */
static size_t put_len(uint8_t *out, uint32_t num, const uint8_t *p, size_t n)
{
    uint8_t tmp[20];
    size_t k = put_varint(tmp, (uint64_t)num << 3 | 2);
    k += put_varint(tmp + k, n);
    if (out) {
        memcpy(out, tmp, k);
        memcpy(out + k, p, n);
    }
    return k + n;
}

uint8_t *xh_empty_hlo(size_t n, size_t *len)
{
    /* instruction: name "x" (1), shape (3) = { element_type 13 (2),
     * n x tuple_shapes (4) empty }, id 1 (35) */
    size_t shape_len = 2 + 2 * n;
    uint8_t *shape = malloc(shape_len);
    shape[0] = 0x10;
    shape[1] = 13;
    for (size_t i = 0; i < n; i++) {
        shape[2 + 2 * i] = 0x22;
        shape[3 + 2 * i] = 0x00;
    }
    size_t instr_len = 3 + put_len(NULL, 3, shape, shape_len) + 3;
    uint8_t *instr = malloc(instr_len);
    size_t k = 0;
    memcpy(instr, "\x0a\x01x", 3);
    k = 3;
    k += put_len(instr + k, 3, shape, shape_len);
    instr[k++] = 0x98; /* field 35, varint: (35 << 3) = 280 */
    instr[k++] = 0x02;
    instr[k++] = 0x01;
    /* computation: name "main", n empty instructions (2), the real one,
     * id 1 (5), root 1 (6) */
    size_t comp_len = 6 + 2 * n + put_len(NULL, 2, instr, instr_len) + 4;
    uint8_t *comp = malloc(comp_len);
    k = 0;
    memcpy(comp, "\x0a\x04main", 6);
    k = 6;
    for (size_t i = 0; i < n; i++) {
        comp[k++] = 0x12;
        comp[k++] = 0x00;
    }
    k += put_len(comp + k, 2, instr, instr_len);
    memcpy(comp + k, "\x28\x01\x30\x01", 4);
    k += 4;
    /* module: name "jit_e" (1), the computation (3), id 1 (5), entry 1 (6) */
    size_t mod_len = 7 + put_len(NULL, 3, comp, comp_len) + 4;
    uint8_t *mod = malloc(mod_len);
    memcpy(mod, "\x0a\x05jit_e", 7);
    k = 7 + put_len(mod + 7, 3, comp, comp_len);
    memcpy(mod + k, "\x28\x01\x30\x01", 4);
    uint8_t *out = malloc(put_len(NULL, 1, mod, mod_len));
    *len = put_len(out, 1, mod, mod_len);
    free(shape);
    free(instr);
    free(comp);
    free(mod);
    return out;
}

/* Walk one field at p (bounded by end): its total size, or 0 if bad. */
static size_t field_size(const uint8_t *p, const uint8_t *end, uint32_t *num)
{
    const uint8_t *q = p;
    uint64_t tag = 0, v = 0;
    int shift = 0;
    while (q < end && (*q & 0x80))
        tag |= (uint64_t)(*q++ & 0x7f) << shift, shift += 7;
    if (q >= end)
        return 0;
    tag |= (uint64_t)*q++ << shift;
    *num = (uint32_t)(tag >> 3);
    switch (tag & 7) {
    case 0:
        while (q < end && (*q & 0x80))
            q++;
        return q < end ? (size_t)(q + 1 - p) : 0;
    case 1: return (size_t)(q + 8 - p);
    case 5: return (size_t)(q + 4 - p);
    case 2:
        shift = 0;
        while (q < end && (*q & 0x80))
            v |= (uint64_t)(*q++ & 0x7f) << shift, shift += 7;
        if (q >= end)
            return 0;
        v |= (uint64_t)*q++ << shift;
        return (size_t)(q - p) + (size_t)v;
    default: return 0;
    }
}

int xh_rewrite_last_event(uint8_t *buf, size_t off, size_t len, int more)
{
    uint8_t *p = buf + off, *end = buf + off + len, *last = NULL;
    size_t last_size = 0;
    while (p < end) {
        uint32_t num;
        size_t n = field_size(p, end, &num);
        if (!n || n > (size_t)(end - p))
            return -1;
        if (num == 4) { /* XLine.events */
            last = p;
            last_size = n;
        }
        p += n;
    }
    if (!last || last_size < 3)
        return -1;
    size_t k = 0;
    if (last_size % 2) { /* an odd filler: timestamp_ns (field 3) = 0, overlong */
        memcpy(last, "\x18\x80\x00", 3);
        k = 3;
    }
    for (; k < last_size; k += 2) {
        last[k] = more > 0 ? 0x22 : 0x18; /* empty event, or timestamp 0 */
        last[k + 1] = 0x00;
    }
    return 0;
}

uint8_t *xh_two_metadata_planes(size_t *len)
{
    xb_space *a = xb_new();
    xb_hostname(a, "prefetch");
    hb_module *m = hb_new("jit_a", 1);
    int64_t c = hb_comp(m, "main");
    const int64_t dims[] = { 8, 8, -1 };
    hb_instr(m, c, "p0", "parameter", 11, dims, "f", "f.py", 1);
    hb_instr(m, c, "dot.1", "dot", 11, dims, "g", "f.py", 2);
    size_t plen;
    uint8_t *proto = hb_pack(m, &plen);
    xb_module(a, "jit_a", 1, proto, plen, true);
    free(proto);
    hb_free(m);
    const uint8_t bad[] = { 0x0a, 0x7f, 0x01 }; /* a name 127 bytes long, 1 there */
    xb_module(a, "jit_bad", 2, bad, sizeof bad, true);
    xb_line *hl = xb_line_new(xb_plane_new(a, 1, "/host:CPU"), 1, "main", 0);
    for (int i = 0; i < 200; i++)
        xb_event_new(hl, i % 2 ? "$a.py:1 f" : "Execute", 1000 * i, 500);
    xb_space *b = xb_new();
    m = hb_new("jit_c", 3);
    c = hb_comp(m, "main");
    hb_instr(m, c, "p0", "parameter", 11, dims, "f", "f.py", 1);
    proto = hb_pack(m, &plen);
    xb_module(b, "jit_c", 3, proto, plen, true);
    free(proto);
    hb_free(m);
    size_t la, lb;
    uint8_t *pa = xb_pack(a, &la), *pb = xb_pack(b, &lb);
    xb_free(a);
    xb_free(b);
    uint8_t *out = malloc(la + lb);
    if (!out)
        abort();
    memcpy(out, pa, la);
    memcpy(out + la, pb, lb);
    free(pa);
    free(pb);
    *len = la + lb;
    return out;
}
