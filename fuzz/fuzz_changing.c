/* fuzz_changing.c - libFuzzer harness for a capture that changes while it
 * is read (issue 13): the input is 8 bytes of edits and a capture; between
 * the two passes over each line, the edits rewrite bytes of that line, as
 * a file overwritten during the load would.  Decoding must end in XT_OK or
 * XT_EINPUT without touching memory it did not allocate.  Build with
 * `make fuzz-changing`; seed it like fuzz_capture (fuzz/run.sh). */
#include "load.h"
#include "decode.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct edits {
    uint8_t e[8];
    unsigned line;
} edits;

/* Each line gets edit byte (line mod 8): 0 leaves it; otherwise XOR the
 * byte at (edit * 131 + line) mod len with the edit. */
static void edit_between(void *ctx, xt_host *h, size_t off, size_t len)
{
    edits *ed = ctx;
    uint8_t e = ed->e[ed->line % 8];
    if (e && len)
        h->buf[off + ((size_t)e * 131 + ed->line) % len] ^= e;
    ed->line++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 8)
        return 0;
    edits ed;
    memcpy(ed.e, data, 8);
    ed.line = 0;
    xt_decode_set_parallel(data[0] & 1 ? 3 : 1, data[0] & 1 ? 16 : 65536);
    xt_decode_set_between_passes(edit_between, &ed);
    xt_host h;
    xt_error err;
    int rc = xt_host_load_mem(&h, "fuzz.xplane.pb", data + 8, size - 8, &err);
    xt_decode_set_between_passes(NULL, NULL);
    if (rc != XT_OK && rc != XT_EINPUT)
        abort();
    xt_host_free(&h);
    return 0;
}
