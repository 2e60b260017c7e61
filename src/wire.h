/* wire.h - a bounds-checked walker over protobuf wire format.  Used by the
 * decoder to walk the outer levels of a capture without materialising
 * messages, and by the benchmark's floor measurement. */
#ifndef XT_WIRE_H
#define XT_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct xt_wire {
    const uint8_t *p, *end;
    const uint8_t *base; /* start of the file, for offsets in errors */
    const uint8_t *err_at; /* after XT_WIRE_ERR: the offending byte */
    const char *err_what;  /* after XT_WIRE_ERR: what was wrong */
} xt_wire;

typedef struct xt_field {
    uint32_t num;   /* field number */
    uint32_t type;  /* wire type: 0 varint, 1 fixed64, 2 len, 5 fixed32 */
    uint64_t u;     /* varint / fixed value */
    const uint8_t *data; /* wire type 2: payload */
    size_t len;
    size_t offset;  /* offset of the field's tag from base */
} xt_field;

enum { XT_WIRE_END = 0, XT_WIRE_FIELD = 1, XT_WIRE_ERR = -1 };

static inline xt_wire xt_wire_at(const uint8_t *base, const uint8_t *p, size_t len)
{
    /* p may be NULL with len 0 (a message that is absent): no NULL + 0 */
    xt_wire w = { p, len ? p + len : p, base, NULL, NULL };
    return w;
}

static inline int xt_wire_varint(xt_wire *w, uint64_t *out)
{
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (w->p >= w->end)
            return XT_WIRE_ERR;
        uint8_t b = *w->p++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *out = v;
            return XT_WIRE_FIELD;
        }
    }
    return XT_WIRE_ERR;
}

/* A varint of 1-8 bytes at q, where 8 bytes lie before end: read as one
 * little-endian word, its length from the first byte without the
 * continuation bit, its 7-bit groups packed with masks and shifts.  True
 * with the value and *next the byte after it; false, nothing read, for a
 * longer varint, fewer than 8 bytes left, or a big-endian build (the
 * caller reads it byte by byte: xt_varint_short). */
static inline bool xt_varint8(const uint8_t *q, const uint8_t *end, uint64_t *v,
                              const uint8_t **next)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (end - q < 8)
        return false;
    uint64_t x;
    memcpy(&x, q, 8);
    uint64_t stop = ~x & 0x8080808080808080ull;
    if (!stop)
        return false;
    unsigned n = ((unsigned)__builtin_ctzll(stop) >> 3) + 1; /* its bytes, 1-8 */
    x &= ~0ull >> (64 - 8 * n);
    x = ((x & 0x7f007f007f007f00ull) >> 1) | (x & 0x007f007f007f007full);
    x = ((x & 0x3fff00003fff0000ull) >> 2) | (x & 0x00003fff00003fffull);
    x = ((x & 0x0fffffff00000000ull) >> 4) | (x & 0x000000000fffffffull);
    *v = x;
    *next = q + n;
    return true;
#else
    (void)q;
    (void)end;
    (void)v;
    (void)next;
    return false;
#endif
}

/* A varint of at most 10 bytes at *q, byte by byte: true with its value
 * and *q past it; false when it does not end within 10 bytes or before
 * end (xt_wire_next then tells which). */
static inline bool xt_varint_short(const uint8_t **q, const uint8_t *end, uint64_t *v)
{
    const uint8_t *p = *q, *lim = end - p > 10 ? p + 10 : end;
    uint64_t x = 0;
    for (int shift = 0; p < lim; shift += 7) {
        uint8_t b = *p++;
        x |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            *v = x;
            *q = p;
            return true;
        }
    }
    return false;
}

/* Read the next field.  Returns XT_WIRE_FIELD, XT_WIRE_END at the end of
 * the range, or XT_WIRE_ERR (w->p then points at the bad byte) for a
 * truncated field, a length past the end, or an invalid wire type. */
static inline int xt_wire_next(xt_wire *w, xt_field *f)
{
    if (w->p >= w->end)
        return XT_WIRE_END;
    const uint8_t *start = w->p;
    uint64_t tag;
    w->err_at = start;
    w->err_what = "truncated tag";
    if (xt_wire_varint(w, &tag) != XT_WIRE_FIELD)
        goto bad;
    f->offset = (size_t)(start - w->base);
    f->u = 0;
    f->len = 0;
    f->data = NULL;
    f->num = (uint32_t)(tag >> 3);
    f->type = (uint32_t)(tag & 7);
    w->err_what = "invalid field number";
    if (f->num == 0 || tag >> 3 > 0x1fffffff)
        goto bad;
    w->err_at = w->p;
    w->err_what = "value runs past the end";
    switch (f->type) {
    case 0:
        if (xt_wire_varint(w, &f->u) != XT_WIRE_FIELD)
            goto bad;
        return XT_WIRE_FIELD;
    case 1:
        if (w->end - w->p < 8)
            goto bad;
        f->u = 0;
        for (int i = 7; i >= 0; i--)
            f->u = (f->u << 8) | w->p[i];
        w->p += 8;
        return XT_WIRE_FIELD;
    case 5:
        if (w->end - w->p < 4)
            goto bad;
        f->u = (uint64_t)w->p[0] | (uint64_t)w->p[1] << 8 |
               (uint64_t)w->p[2] << 16 | (uint64_t)w->p[3] << 24;
        w->p += 4;
        return XT_WIRE_FIELD;
    case 2: {
        uint64_t len;
        if (xt_wire_varint(w, &len) != XT_WIRE_FIELD)
            goto bad;
        if (len > (uint64_t)(w->end - w->p)) {
            w->err_what = "length runs past the end of its message";
            goto bad;
        }
        f->data = w->p;
        f->len = (size_t)len;
        w->p += len;
        return XT_WIRE_FIELD;
    }
    default:
        w->err_at = start;
        w->err_what = "invalid wire type";
        goto bad;
    }
bad:
    w->p = start;
    return XT_WIRE_ERR;
}

/* Offset of the offending byte after XT_WIRE_ERR. */
static inline size_t xt_wire_offset(const xt_wire *w)
{
    return (size_t)((w->err_at ? w->err_at : w->p) - w->base);
}

#endif
