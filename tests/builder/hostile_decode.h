/* hostile_decode.h - hostile inputs for the decoder and loader, written at
 * test time (issue 13: files that change while read, gzip bombs, empty
 * records, tiny hosts).  Every function returns a malloc'd buffer. */
#ifndef XH_HOSTILE_DECODE_H
#define XH_HOSTILE_DECODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An XSpace with one /host:CPU line of 16 events; with python, every other
 * one is a Python-tracer event ("$a.py:1 f"). */
uint8_t *xh_host_line(bool python, size_t *len);
/* A capture with a lazy device line (100 kernels), a host line with Python
 * events (read back by window) and one module with an HloProto. */
uint8_t *xh_lazy_capture(size_t *len);
/* A lazy device line and a host line (every other event Python) of n
 * events each, event i starting at i ns. */
uint8_t *xh_big_lines(size_t n, size_t *len);
/* gzip of n zero bytes. */
uint8_t *xh_gzip_zeros(size_t n, size_t *len);
/* The same, framed as an XSpace field (lengths as padded 10-byte
 * varints, n bytes in all): field 3, a warning of n - 11 zero bytes
 * (n > 11); field 1, a plane whose name is n - 22 zero bytes (n > 22);
 * field 0, zeros. */
uint8_t *xh_gzip_framed(size_t n, int field, size_t *len);
/* An XSpace with a hostname and n empty planes (2 bytes each); with
 * lines, one plane holding n empty lines instead. */
uint8_t *xh_empty_planes(size_t n, size_t *len);
uint8_t *xh_empty_lines(size_t n, size_t *len);
/* A module whose entry computation holds n empty instructions (and one
 * real one) and whose instruction shape has n empty tuple shapes. */
uint8_t *xh_empty_hlo(size_t n, size_t *len);

/* Rewrite, in place and at the same length, the last event of the line at
 * buf[off, off + len): more > 0 turns it into more events than it was
 * (empty ones), more == 0 into no event at all.  Returns 0, or -1 if the
 * line has no event to rewrite. */
int xh_rewrite_last_event(uint8_t *buf, size_t off, size_t len, int more);

/* Two XSpaces packed one after the other (repeated fields append, so they
 * read as one): the first /host:metadata plane, before the host line, has
 * jit_a(1) (2 instructions) and jit_bad(2) (a corrupt HloProto), the
 * second has jit_c(3) (1 instruction). */
uint8_t *xh_two_metadata_planes(size_t *len);

#endif
