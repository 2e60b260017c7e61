/* hostile_runtime.c - inputs that grow the runtime and plan analyses with
 * the square of their size unless each step is linear: a long stack-frame
 * chain, deeply nested execution roots, many distinct allocator names. */
#include "hostile_runtime.h"
#include "builder.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define PS_PER_NS 1000LL

int xb_hostile_stack_chain(const char *path, size_t n)
{
    xb_space *s = xb_new();
    xb_plane_new(s, 1, "/host:CPU");
    hb_module *m = hb_new("jit_deep", 1);
    int64_t comp = hb_comp(m, "main");
    static const int64_t dims[] = { 1024, -1 };
    int64_t p = hb_instr(m, comp, "p", "parameter", 11, dims, "", "", 0);
    int64_t o = hb_instr(m, comp, "deep", "add", 11, dims, "jit(deep)/add", "", 0);
    /* the same file and function on every frame: only the chain is long */
    char **frames = malloc((n ? n : 1) * sizeof *frames);
    for (size_t i = 0; i < n; i++) {
        frames[i] = malloc(32);
        snprintf(frames[i], 32, "deep.py:%zu:f", i + 1);
    }
    hb_stack(m, o, (const char *const *)frames, n);
    for (size_t i = 0; i < n; i++)
        free(frames[i]);
    free(frames);
    hb_static(m, HB_PARAM, p, 4096, 0);
    hb_static(m, HB_OUTPUT, o, 4096, -1);
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, "jit_deep", 1, b, len, true);
    free(b);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

int xb_hostile_nested_roots(const char *path, size_t n)
{
    xb_space *s = xb_new();
    xb_plane *host = xb_plane_new(s, 1, "/host:CPU");
    xb_line *l = xb_line_new(host, 1, "python", 0);
    /* root i spans [i, 2n - i): each inside the one before */
    for (size_t i = 0; i < n; i++)
        xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::Execute", (int64_t)i * PS_PER_NS,
                     (int64_t)(2 * n - 2 * i) * PS_PER_NS);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_hostile_allocators(const char *path, size_t n)
{
    xb_space *s = xb_new();
    xb_plane *host = xb_plane_new(s, 1, "/host:CPU");
    xb_line *l = xb_line_new(host, 1, "python", 0);
    char name[48];
    for (size_t i = 0; i < n; i++) {
        xb_event *e = xb_event_new(l, "MemoryAllocation", (int64_t)i * PS_PER_NS, 0);
        snprintf(name, sizeof name, "pool_%zu_bfc", i);
        xb_stat_str(e, "allocator_name", name); /* a ref would make the builder quadratic */
        xb_stat_i(e, "bytes_allocated", 256);
        xb_stat_i(e, "bytes_available", 1 << 20);
        xb_stat_i(e, "peak_bytes_in_use", 256);
        xb_stat_i(e, "requested_bytes", 256);
        xb_stat_i(e, "allocation_bytes", 256);
        xb_stat_u(e, "addr", 4096 + i * 256);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_hostile_extremes(const char *path)
{
    static const int64_t dims[] = { 1024, -1 };
    /* a multiple of 256, so that the builder's own placement never rounds
     * past INT64_MAX; the trace allocates it three times (a hostile trace:
     * the replay counts each ALLOC), so the level passes INT64_MAX */
    const int64_t half = (INT64_MAX / 2) & ~(int64_t)255;
    xb_space *s = xb_new();
    xb_hostname(s, "extremes");
    xb_plane *host = xb_plane_new(s, 1, "/host:CPU");
    hb_module *m = hb_new("jit_big", 1);
    int64_t comp = hb_comp(m, "main");
    int64_t b = hb_temp(m, hb_instr(m, comp, "f", "fusion", 11, dims, "jit(big)/f", "big.py", 1),
                        half);
    for (int i = 0; i < 3; i++)
        hb_alloc(m, b, "f");
    for (int i = 0; i < 3; i++)
        hb_free_buf(m, b, "f");
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    xb_module(s, "jit_big", 1, proto, len, true);
    free(proto);
    hb_free(m);
    /* lines at the ends of the "normalised" range (+-10^15 ns), events
     * near INT64_MAX and INT64_MIN ps with durations of INT64_MAX: starts
     * and ends pass 2^63 unless clamped (the builder's own offset, start
     * minus the line's ps, stays in range) */
    xb_line *late = xb_line_new(host, 77, "late", 999999999999999LL);
    xb_event_new(late, "PjRtStreamExecutorLoadedExecutable::Execute", INT64_MAX - 1, INT64_MAX);
    xb_line *early = xb_line_new(host, 78, "early", -999999999999999LL);
    xb_event_new(early, "PjRtStreamExecutorLoadedExecutable::Execute", INT64_MIN + 1000000000000000000LL,
                 INT64_MAX);
    xb_event_new(early, "PjRtStreamExecutorLoadedExecutable::Execute", 0, INT64_MIN + 1);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}
