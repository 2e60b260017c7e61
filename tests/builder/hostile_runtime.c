/* hostile_runtime.c - inputs that grow the runtime and plan analyses with
 * the square of their size unless each step is linear: a long stack-frame
 * chain, deeply nested execution roots, many distinct allocator names. */
#include "hostile_runtime.h"
#include "builder.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* ---- shapes an attacker's review found quadratic (the fifth round) ---- */

int xb_hostile_share_chain(const char *path, size_t n)
{
    xb_space *s = xb_new();
    xb_plane_new(s, 1, "/host:CPU");
    hb_module *m = hb_new("jit_share", 9);
    int64_t comp = hb_comp(m, "main");
    static const int64_t dims[] = { 64, -1 };
    int64_t *lb = malloc((n ? n : 1) * sizeof *lb);
    for (size_t i = 0; i < n; i++) {
        char name[32];
        snprintf(name, sizeof name, "f.%zu", i);
        lb[i] = hb_temp(m, hb_instr(m, comp, name, "fusion", 11, dims, "", "", 0), 256);
    }
    /* every buffer allocated, then each shares with the next (a chain n
     * long), then each freed: a FREE walked the whole chain */
    for (size_t i = 0; i < n; i++)
        hb_trace_raw(m, 0, lb[i], 0);
    for (size_t i = 0; i + 1 < n; i++)
        hb_trace_raw(m, 2, lb[i], lb[i + 1]);
    for (size_t i = 0; i < n; i++)
        hb_trace_raw(m, 1, lb[i], 0);
    free(lb);
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, "jit_share", 9, b, len, true);
    free(b);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

/* d events nested on the Python thread, the innermost holding a
 * allocations outside any execution.  python: the frames are the Python
 * tracer's, in JAX's own files (each allocation's source walked the whole
 * stack for a frame outside them); else TraceMe events (each origin
 * walked them all to the root). */
static int nested_allocs(const char *path, size_t d, size_t a, bool python)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1LL << 40, 1LL << 41, 0);
    int64_t inner = (int64_t)d * PS_PER_NS;
    for (size_t i = 0; i < d; i++) {
        char name[48];
        if (python)
            snprintf(name, sizeof name, "$api.py:%zu f", i + 1);
        else
            snprintf(name, sizeof name, "Scope %zu", i);
        /* event i spans [i, 2d + a - i): each inside the one before */
        xb_event_new(g.py, name, (int64_t)i * PS_PER_NS, (int64_t)(2 * d + a - 2 * i) * PS_PER_NS);
    }
    for (size_t i = 0; i < a; i++)
        xb_gpu_alloc(&g, g.py, inner + (int64_t)i * PS_PER_NS, 256, "f32[64]");
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_hostile_python_stack(const char *path, size_t n) { return nested_allocs(path, n, n, true); }
int xb_hostile_nested_origin(const char *path, size_t n) { return nested_allocs(path, n, n, false); }

/* n modules named jit_m (ids 1..n) and n executions naming jit_m with no
 * program id: each execution was matched against every module of the
 * name.  With reqs, one module of n temp buffers and one execution of n
 * allocation requests (each request against every buffer's size). */
static int same_name(const char *path, size_t n, bool reqs)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1LL << 40, 1LL << 41, 0);
    size_t nmods = reqs ? 1 : n, nexec = reqs ? 1 : n;
    static const int64_t dims[] = { 64, -1 };
    for (size_t k = 0; k < nmods; k++) {
        hb_module *m = hb_new("jit_m", (int64_t)k + 1);
        int64_t comp = hb_comp(m, "main");
        int64_t o = hb_instr(m, comp, "o", "fusion", 11, dims, "", "", 0);
        hb_static(m, HB_OUTPUT, o, 256, -1);
        /* !reqs: each compile one temp of the same size, which every
         * execution requests (each request counted for every compile) */
        for (size_t i = 0; i < (reqs ? n : 1); i++) {
            char name[32];
            snprintf(name, sizeof name, "t.%zu", i);
            int64_t b = hb_temp(m, hb_instr(m, comp, name, "fusion", 11, dims, "", "", 0),
                                512 + 256 * (int64_t)i);
            hb_alloc(m, b, name);
            hb_free_buf(m, b, name);
        }
        xb_module_hb(s, "jit_m", (uint64_t)k + 1, m);
    }
    int64_t t = 0;
    for (size_t x = 0; x < nexec; x++) {
        int64_t span = (int64_t)(reqs ? n + 10 : 12) * PS_PER_NS;
        xb_event_new(g.py, "PjRtStreamExecutorLoadedExecutable::Execute", t, span);
        xb_event *th = xb_event_new(g.py, "GpuExecutable::ExecuteThunks", t + PS_PER_NS, span - 2 * PS_PER_NS);
        xb_stat_ref(th, "module_name", "jit_m");
        for (size_t i = 0; i < (reqs ? n : 1); i++)
            xb_gpu_alloc(&g, g.py, t + (int64_t)(i + 2) * PS_PER_NS, 512 + 256 * (int64_t)i, NULL);
        t += span + PS_PER_NS;
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_hostile_same_name(const char *path, size_t n) { return same_name(path, n, false); }
int xb_hostile_requests(const char *path, size_t n) { return same_name(path, n, true); }

int xb_hostile_reshare(const char *path)
{
    xb_space *s = xb_new();
    xb_plane_new(s, 1, "/host:CPU");
    hb_module *m = hb_new("jit_reshare", 9);
    int64_t comp = hb_comp(m, "main");
    static const int64_t dims[] = { 64, -1 };
    int64_t a = hb_temp(m, hb_instr(m, comp, "a", "fusion", 11, dims, "", "", 0), 1024);
    int64_t b = hb_temp(m, hb_instr(m, comp, "b", "fusion", 11, dims, "", "", 0), 512);
    int64_t c = hb_temp(m, hb_instr(m, comp, "c", "fusion", 11, dims, "", "", 0), 2048);
    hb_trace_raw(m, 0, a, 0); /* A ALLOC */
    hb_trace_raw(m, 2, b, a); /* B SHARE A */
    hb_trace_raw(m, 1, b, 0); /* B FREE */
    hb_trace_raw(m, 0, c, 0); /* C ALLOC */
    hb_trace_raw(m, 2, b, c); /* B SHARE C: a second life */
    hb_trace_raw(m, 1, b, 0); /* B FREE: C's, not A's */
    hb_trace_raw(m, 2, b, a); /* B SHARE A while it shares C: ignored */
    size_t len;
    uint8_t *p = hb_pack(m, &len);
    xb_module(s, "jit_reshare", 9, p, len, true);
    free(p);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

int xb_modules_without_trace(const char *path, size_t n)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1LL << 40, 1LL << 41, 0);
    static const int64_t dims[] = { 64, -1 };
    for (size_t k = 0; k < n; k++) {
        char name[32];
        snprintf(name, sizeof name, "jit_f%zu", k);
        hb_module *m = hb_new(name, (int64_t)k + 1);
        int64_t comp = hb_comp(m, "main");
        int64_t o = hb_instr(m, comp, "o", "fusion", 11, dims, "", "", 0);
        hb_static(m, HB_OUTPUT, o, 256, -1);
        hb_temp(m, hb_instr(m, comp, "t", "fusion", 11, dims, "", "", 0), 4096 * ((int64_t)k + 1));
        hb_no_trace(m);
        xb_module_hb(s, name, (uint64_t)k + 1, m);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_many_compiles(const char *path, size_t n, size_t pick)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1LL << 40, 1LL << 41, 0);
    static const int64_t dims[] = { 64, -1 };
    for (size_t k = 0; k < n; k++) {
        hb_module *m = hb_new("jit_m", (int64_t)k + 1);
        int64_t comp = hb_comp(m, "main");
        int64_t o = hb_instr(m, comp, "o", "fusion", 11, dims, "", "", 0);
        hb_static(m, HB_OUTPUT, o, 256, -1);
        int64_t b = hb_temp(m, hb_instr(m, comp, "t", "fusion", 11, dims, "", "", 0), 4096 + 256 * (int64_t)k);
        hb_alloc(m, b, "t");
        hb_free_buf(m, b, "t");
        xb_module_hb(s, "jit_m", (uint64_t)k + 1, m);
    }
    /* one execution naming jit_m, no program id, requesting pick's temp */
    int64_t t = 0, span = 20 * PS_PER_NS;
    xb_event_new(g.py, "PjRtStreamExecutorLoadedExecutable::Execute", t, span);
    xb_event *th = xb_event_new(g.py, "GpuExecutable::ExecuteThunks", t + PS_PER_NS, span - 2 * PS_PER_NS);
    xb_stat_ref(th, "module_name", "jit_m");
    xb_gpu_alloc(&g, g.py, t + 2 * PS_PER_NS, 4096 + 256 * (int64_t)pick, NULL);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_many_output_modules(const char *path, size_t n, int twins)
{
    const int64_t MiB = 1 << 20, GiB = (int64_t)1 << 30, MS = 1000000000LL;
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 7);
    int64_t c = hb_comp(m, "main.50");
    static const int64_t dp[] = { 316, 256, 1024, -1 }, dg[] = { 104, 256, 1024, -1 }, d1[] = { 1024, -1 };
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", 11, dp, "", "", 0);
    hb_static(m, 1 | 2, p0, 316 * MiB, 0);
    int64_t g0 = hb_instr(m, c, "fusion.grads", "fusion", 11, dg, "x", "train.py", 31);
    hb_static(m, 2, g0, 104 * MiB, 0);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 192 * GiB, 316 * MiB);
    int64_t t = 2 * MS, o1[1] = { 4096 };
    /* twins 2: names of 1,500 bytes (an export's selected row) */
    size_t xl = twins == 2 ? 1500 : 359;
    char x[1501], nm[1600];
    memset(x, 'X', xl);
    x[xl] = 0;
    for (size_t i = 0; i < n; i++) {
        if (!twins)
            snprintf(nm, sizeof nm, "jit_h_%zu", i);
        else if (i == 0)
            snprintf(nm, sizeof nm, "%s", x);
        else
            snprintf(nm, sizeof nm, "%s execution %llu", x,
                     i == 1 ? 999999999999999999ULL : (unsigned long long)i * 7919);
        t = xb_gpu_execute(&g, t, nm, (uint64_t)(1000 + i), o1, 1, 0, -1, 0, NULL) + MS / 1000;
        hb_module *h = hb_new(nm, (int64_t)(1000 + i));
        int64_t hc = hb_comp(h, "main.1");
        int64_t hi = hb_instr(h, hc, "o.1", "fusion", 11, d1, "", "", 0);
        hb_static(h, 2, hi, 4096, 0);
        xb_module_hb(s, nm, (uint64_t)(1000 + i), h);
    }
    int64_t outs[1] = { 104 * MiB };
    for (int i = 0; i < 10; i++)
        t = xb_gpu_execute(&g, t, "jit_train_step", 7, outs, 1, 0, -1, 0, NULL) + 30 * MS;
    xb_module_hb(s, "jit_train_step", 7, m);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}
