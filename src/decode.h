/* decode.h - turn a capture's bytes into the model.  The only part of the
 * core that knows protobuf (the generated hlo.pb-c.h). */
#ifndef XT_DECODE_H
#define XT_DECODE_H

#include "model.h"
#include "wire.h"

/* Decode the XSpace in h->buf (h->buf_len bytes) into h's planes, lines,
 * events and modules.  HloProtos are located, not decoded (see
 * xt_module_hlo).  On corrupt input returns XT_EINPUT with a message naming
 * h->path and the byte offset. */
int xt_decode_host(xt_host *h, xt_error *err);

/* The first hostname an XSpace file records, read without decoding it:
 * its top-level fields' tags and lengths with pread, the planes skipped.
 * 1 with the hostname in buf (NUL-terminated), 0 when the file records
 * none or an empty one, -1 when it cannot tell (gzip, a field that is not
 * an XSpace's, a length past the end, a name with a NUL or longer than
 * cap - 1, more than 100,000 fields): the file must be loaded to know. */
int xt_decode_peek_hostname(int fd, char *buf, size_t cap);

/* Hand every event of line l (lazy or not) to fn, one at a time, without
 * keeping them: the event and its stats are valid during the call only.
 * A lazy line of a mapped file is read back with pread (xt_host_read), never
 * through the mapping: XT_EINPUT when the file changed since it was opened. */
int xt_decode_line_visit(xt_host *h, const xt_plane *pl, const xt_line *l,
                         void (*fn)(void *ctx, const xt_event *ev), void *ctx, xt_error *err);

/* Hand fn every event of line l (Python-tracer events included) that
 * starts in [t0_ps, t1_ps), in start order, one at a time (valid during the
 * call only). */
int xt_decode_line_window(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                          int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                          xt_error *err);

/* The same read back from the file with every stat each event holds
 * (xt_line_window_all, model.h). */
int xt_decode_line_window_all(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                              int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                              xt_error *err);

/* xt_plane_meta_index, xt_plane_metas (model.h). */
size_t xt_decode_plane_meta_index(const xt_plane *pl, const xt_evmeta *m);
size_t xt_decode_plane_metas(const xt_plane *pl);
const uint32_t *xt_decode_plane_name_ranks(const xt_plane *pl);

/* Free a plane's lazy-decoding tables (xt_capture_free calls it). */
void xt_plane_dict_free(struct xt_plane_dict *pd);

/* Threads used to decode a host (at most 8; default, or threads < 0: the
 * cores; 0 or 1 = single-threaded): a plane's lines side by side, a line
 * bigger than its share split among them in chunks of chunk_events events
 * (default 16384; 0 keeps it).  The core reads no environment: main
 * sets these from XOOMTUI_THREADS and XOOMTUI_CHUNK_EVENTS. */
void xt_decode_set_parallel(int threads, size_t chunk_events);

/* For tests: whether a gap's launches that say the same are kept as one
 * xt_launch_run (the default) or as a record each (model.h). */
void xt_decode_set_launch_runs(bool on);

/* For tests: whether pass 1's hop over a big line walks its second half
 * on a thread of its own (decode.c, "the hop's second half"); and how many
 * hops so far did (the guessed start confirmed). */
void xt_decode_set_hop_split(bool on);
size_t xt_decode_hops_split(void);
/* The decoder's inline field reader (fast paths for one- and two-byte
 * tags, varints read as words), for the tests that hold it to
 * xt_wire_next: the same results, fields, positions and error offsets. */
int xt_decode_wire_next(xt_wire *w, xt_field *f);

/* The threads a host's load may use (as set above). */
int xt_decode_threads(void);

/* For tests: fn is called between the two passes over every line decoded
 * at load, with the line's offset and length in h->buf (a test may change
 * the bytes there, as a file being rewritten would), one call at a time
 * (lines decode side by side).  NULL turns it off. */
void xt_decode_set_between_passes(void (*fn)(void *ctx, xt_host *h, size_t off, size_t len),
                                  void *ctx);
/* Whether such a hook is set: bytes in memory may then change between the
 * passes as a file would. */
bool xt_decode_between_hooked(void);

/* For tests and bench/: lines decoded side by side so far, in all hosts. */
size_t xt_decode_lines_pooled(void);
/* For tests: the most planes whose lines shared one pool since the last
 * call. */
size_t xt_decode_most_planes_pooled(void);

/* For tests: modules converted in two parts side by side so far. */
size_t xt_decode_modules_split(void);

/* Decode one serialized HloProto into a new xt_hlo allocated in arena
 * (strings interned in strings).  Returns NULL with err set (no file name:
 * the caller, xt_module_hlo, adds it) when the bytes are not an HloProto.
 * mapped: data is part of a file's mapping, whose pages are given back as
 * they are read (the caller guards the mapping: load.h). */
xt_hlo *xt_decode_hlo(const uint8_t *data, size_t len, bool mapped, xt_arena *arena,
                      xt_strtab *strings, xt_error *err);

#endif
