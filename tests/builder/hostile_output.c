/* xt-build-hostile-output - a small valid capture whose names attack the
 * outputs: xt-build-hostile-output OUT.xplane.pb [HOSTNAME]
 *
 * The hostname (default: ESC ] 52 (OSC 52, set the clipboard), BEL,
 * ESC [ 2 J (clear the screen) and ESC ] 0 (window title)), a module named
 * with control sequences, one with a 300-character name (export file
 * names, issue 13.15) and an allocator and a module with byte sequences
 * that are not UTF-8 (surrogates, past U+10FFFF, overlongs, stray bytes:
 * --json must still write valid UTF-8, issue 13.14).  The selected module
 * fails its last execution, so every output has a diagnosis. */
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define MS (1000000000LL) /* ps */

#define EVIL_HOST "evil\033]52;c;cHduZWQ=\007\033[2J\033]0;pwned\007host"
/* ED A0 80: a surrogate; F4 90 80 80: past U+10FFFF; C0 AF and E0 80 AF:
 * overlong '/'; F8 88 80 80 80: a 5-byte form; a lone continuation byte */
#define BAD_UTF8 "\xed\xa0\x80|\xf4\x90\x80\x80|\xc0\xaf|\xe0\x80\xaf|\xf8\x88\x80\x80\x80|\x80"

static void add_module(xb_space *s, const char *name, uint64_t id)
{
    static const int64_t dims[] = { 1024, 1024, -1 };
    hb_module *m = hb_new(name, (int64_t)id);
    int64_t c = hb_comp(m, "main");
    int64_t in = hb_instr(m, c, "fusion.1", "fusion", 11, dims, "jit(step)/\033[31mred", "m.py", 3);
    int64_t b = hb_temp(m, in, 4 * MiB);
    hb_alloc(m, b, "fusion.1");
    hb_free_buf(m, b, "fusion.1");
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    xb_module(s, name, id, proto, len, true);
    free(proto);
    hb_free(m);
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 3) {
        fprintf(stderr, "usage: xt-build-hostile-output OUT.xplane.pb [HOSTNAME]\n");
        return 2;
    }
    char longname[320];
    memset(longname, 'x', sizeof longname);
    memcpy(longname, "jit_", 4);
    longname[300] = 0;
    xb_space *s = xb_new();
    xb_hostname(s, argc == 3 ? argv[2] : EVIL_HOST);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc" BAD_UTF8, 64 * MiB, 16 * GiB, 8 * MiB);
    add_module(s, "jit_\033]52;c;cHduZWQ=\007step", 1);
    add_module(s, "jit_bad_" BAD_UTF8, 2);
    add_module(s, longname, 3);
    int64_t t = MS;
    t = xb_gpu_execute(&g, t, "jit_\033]52;c;cHduZWQ=\007step", 1, NULL, 0, 4 * MiB, -1, 0, NULL);
    t = xb_gpu_execute(&g, t + MS, "jit_bad_" BAD_UTF8, 2, NULL, 0, 4 * MiB, -1, 0, NULL);
    xb_gpu_execute(&g, t + MS, longname, 3, NULL, 0, 4 * MiB, -1, 0, NULL);
    int rc = xb_write(s, argv[1], false);
    xb_free(s);
    if (rc) {
        fprintf(stderr, "xt-build-hostile-output: cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
