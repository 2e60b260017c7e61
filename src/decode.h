/* decode.h - turn a capture's bytes into the model.  The only part of the
 * core that knows protobuf (the generated hlo.pb-c.h). */
#ifndef XT_DECODE_H
#define XT_DECODE_H

#include "model.h"

/* Decode the XSpace in h->buf (h->buf_len bytes) into h's planes, lines,
 * events and modules.  HloProtos are located, not decoded (see
 * xt_module_hlo).  On corrupt input returns XT_EINPUT with a message naming
 * h->path and the byte offset. */
int xt_decode_host(xt_host *h, xt_error *err);

/* Decode one serialized HloProto into a new xt_hlo allocated in arena
 * (strings interned in strings).  name is used in error messages. */
xt_hlo *xt_decode_hlo(const uint8_t *data, size_t len, xt_arena *arena,
                      xt_strtab *strings, xt_error *err);

#endif
