/* disagree.c - captures whose parts disagree with one another: the
 * shapes an attacker's review (helper-123) found the tool silent on. */
#include "disagree.h"
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define MS 1000000000LL /* ps */
#define SEC (1000LL * MS)

static const int64_t d1[] = { 1024, -1 };

/* jit_f: a parameter, an output and a temp of the sizes given, the
 * temp's trace allocating it then freeing it. */
static hb_module *simple(int64_t psize, int64_t osize, int64_t tsize)
{
    hb_module *m = hb_new("jit_f", 5);
    int64_t c = hb_comp(m, "main");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), psize, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "fusion.out", "fusion", 11, d1, "jit(f)/out", "f.py", 3), osize, 0);
    int64_t t = hb_temp(m, hb_instr(m, c, "fusion.t", "fusion", 11, d1, "jit(f)/t", "f.py", 4), tsize);
    hb_alloc(m, t, "fusion.t");
    hb_free_buf(m, t, "fusion.out");
    return m;
}

static int finish(xb_space *s, hb_module *m, const char *path)
{
    xb_module_hb(s, "jit_f", 5, m);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_disagree_unsorted(const char *path, bool reversed)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2 * GiB, 8 * GiB, 0);
    int64_t outs[1] = { 64 * MiB };
    /* written in the order given: the second (failing) first */
    for (int k = 0; k < 2; k++) {
        int i = reversed ? 1 - k : k;
        xb_gpu_execute(&g, 2 * MS + i * 10 * MS, "jit_f", 5, outs, 1, 128 * MiB, i == 1 ? 1 : -1, SEC, NULL);
    }
    return finish(s, simple(1024, 64 * MiB, 128 * MiB), path);
}

int xb_disagree_temp(const char *path, int64_t temp_bytes)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 128 * MiB, 8 * GiB, 0);
    int64_t outs[1] = { 4096 };
    xb_gpu_execute(&g, 2 * MS, "jit_f", 5, outs, 1, 256 * MiB, 1, SEC, NULL);
    hb_module *m = simple(1024, 4096, 256 * MiB);
    hb_temp_size_set(m, temp_bytes);
    return finish(s, m, path);
}

int xb_disagree_pool_name(const char *path, const char *name)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, name, 2 * GiB, 8 * GiB, 0);
    xb_plane *d5 = xb_plane_new(s, 9, "/device:GPU:5");
    xb_plane_stat_u(d5, "memory_size", 4 * GiB);
    int64_t outs[1] = { 4096 };
    int64_t t = 2 * MS;
    for (int i = 0; i < 3; i++)
        t = xb_gpu_execute(&g, t, "jit_f", 5, outs, 1, 8192, i == 2 ? 1 : -1, SEC, NULL);
    return finish(s, simple(1024, 4096, 8192), path);
}

int xb_disagree_lost_frees(const char *path, int n)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2 * GiB, 8 * GiB, 1900 * MiB);
    xb_line *l = xb_line_new(g.host, 99, "worker", 0);
    int64_t outs[1] = { 4096 };
    int64_t t = 2 * MS;
    for (int i = 0; i < n; i++) {
        xb_gpu_alloc(&g, l, t, 64 * MiB, "f32[16777216]");
        g.in_use -= 64 * MiB; /* its free was lost */
        t += MS;
    }
    xb_gpu_execute(&g, t, "jit_f", 5, outs, 1, 200 * MiB, 1, SEC, NULL);
    return finish(s, simple(1024, 4096, 200 * MiB), path);
}

int xb_many_live_groups(const char *path, int n, int seed)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    int64_t outs[1] = { 4096 };
    xb_gpu_execute(&g, 2 * MS, "jit_f", 5, outs, 1, 8192, -1, SEC, NULL);
    hb_module *m = hb_new("jit_f", 5);
    int64_t c = hb_comp(m, "main");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 1024, 0);
    int64_t *b = malloc((size_t)(n > 0 ? n : 1) * sizeof *b);
    char nm[32], fl[32];
    for (int i = 0; i < n; i++) {
        int64_t dd[3] = { i + 1 + seed, 7, -1 };
        snprintf(nm, sizeof nm, "fusion.%d", i);
        snprintf(fl, sizeof fl, "f%d.py", (i * 7919 + seed) % (n + 1));
        b[i] = hb_temp(m, hb_instr(m, c, nm, "fusion", 11, dd, "jit(f)/x", fl, i), 28LL * (i + 1 + seed));
    }
    for (int i = 0; i < n; i++)
        hb_alloc(m, b[i], "x");
    for (int i = 0; i < n; i++)
        hb_free_buf(m, b[i], "y");
    free(b);
    return finish(s, m, path);
}

int xb_many_named_modules(const char *path, int n, const char *prefix)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    int64_t outs[1] = { 4096 };
    char nm[64];
    snprintf(nm, sizeof nm, "%s0", prefix);
    xb_gpu_execute(&g, 2 * MS, nm, 1, outs, 1, 8192, -1, SEC, NULL);
    for (int i = 0; i < n; i++) {
        snprintf(nm, sizeof nm, "%s%d", prefix, i);
        hb_module *m = hb_new(nm, i + 1);
        int64_t c = hb_comp(m, "main");
        hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 1024, 0);
        xb_module_hb(s, nm, (uint64_t)i + 1, m);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_many_modules_events(const char *path, int n, int e, bool tpu)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    char pfx[101], nm[160];
    memset(pfx, 'a', 100);
    pfx[100] = 0;
    for (int i = 0; i < n; i++) {
        snprintf(nm, sizeof nm, "jit_%s%d", pfx, i);
        hb_module *m = hb_new(nm, 5000 + i);
        hb_no_trace(m);
        xb_module_hb(s, nm, (uint64_t)5000 + (uint64_t)i, m);
    }
    if (tpu) {
        xb_plane *d = xb_plane_new(s, 99, "/device:TPU:0");
        xb_line *l = xb_line_new(d, 1, "XLA Modules", 0);
        snprintf(nm, sizeof nm, "jit_%s0(5000)", pfx); /* as TPU lines name a module: name(id) */
        for (int i = 0; i < e; i++)
            xb_event_new(l, nm, (int64_t)i * 10 * (MS / 1000), 5 * (MS / 1000));
    } else {
        snprintf(nm, sizeof nm, "jit_%sf", pfx);
        hb_module *m = hb_new(nm, 7);
        int64_t c = hb_comp(m, "main");
        hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 1024, 0);
        xb_module_hb(s, nm, 7, m);
        int64_t *o = malloc((size_t)(e > 0 ? e : 1) * sizeof *o);
        if (!o)
            return -1;
        for (int i = 0; i < e; i++)
            o[i] = 4096;
        xb_gpu_execute(&g, 2 * MS, nm, 7, o, (size_t)e, 8192, -1, SEC, NULL);
        free(o);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_nested_consumers(const char *path, int d)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    hb_module *m = hb_new("jit_f", 7);
    int64_t c = hb_comp(m, "main");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 1024, 0);
    xb_module_hb(s, "jit_f", 7, m);
    int64_t outs[1] = { 4096 };
    int64_t t = xb_gpu_execute(&g, 2 * MS, "jit_f", 7, outs, 1, 8192, -1, 0, NULL) + MS / 100;
    for (int i = 0; i < d; i++) {
        xb_event *e = xb_event_new(g.py, "ExecuteHelper Executable::Run", t + (int64_t)i * 1000,
                                   (int64_t)(2 * d - 2 * i) * 1000);
        xb_stat_i(e, "_c", 100);
        xb_stat_i(e, "_ct", 5);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_shared_consumer_span(const char *path, int e, int f)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    hb_module *m = simple(4 * MiB, 4 * MiB, 4 * MiB);
    xb_module_hb(s, "jit_f", 5, m);
    int64_t *at = malloc((size_t)(e > 0 ? e : 1) * sizeof *at), outs[1] = { 4 * MiB };
    if (!at) {
        xb_free(s);
        return -1;
    }
    int64_t t0 = 2 * MS, t = t0;
    for (int i = 0; i < e; i++) {
        at[i] = t;
        t = xb_gpu_execute(&g, t, "jit_f", 5, outs, 1, 4 * MiB, -1, 0, NULL);
    }
    xb_line *l = xb_line_new(g.host, 77, "helper thread", 0);
    xb_event_new(l, "ExecuteHelper Executable::Run", t0 - 1000000, t - t0 + 2000000);
    for (int i = 0; i < e; i++) {
        xb_event *c = xb_event_new(l, "consumer", at[i] + 3000000, 1000000);
        xb_stat_i(c, "_c", 100 + i);
        xb_stat_i(c, "_ct", 5);
    }
    for (int i = 0; i < f; i++)
        xb_stat_i(xb_event_new(l, "filler", t - 1000000 + i, 1), "_c", 1);
    free(at);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_long_name_outputs(const char *path, int len, int a)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    char *nm = malloc((size_t)len + 8);
    int64_t *o = malloc((size_t)(a > 0 ? a : 1) * sizeof *o);
    if (!nm || !o) {
        free(nm);
        free(o);
        xb_free(s);
        return -1;
    }
    memcpy(nm, "jit_", 4);
    memset(nm + 4, 'a', (size_t)len);
    nm[len + 4] = 0;
    hb_module *m = hb_new(nm, 7);
    int64_t c = hb_comp(m, "main");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 1024, 0);
    xb_module_hb(s, nm, 7, m);
    for (int i = 0; i < a; i++)
        o[i] = 4096;
    xb_gpu_execute(&g, 2 * MS, nm, 7, o, (size_t)a, 8192, -1, 0, NULL);
    free(o);
    free(nm);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_many_params(const char *path, int p, int l)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    hb_module *m = hb_new("jit_f", 7);
    int64_t c = hb_comp(m, "main");
    char nm[32];
    for (int i = 0; i < p; i++) {
        snprintf(nm, sizeof nm, "Arg_%d.1", i);
        hb_static(m, HB_PARAM, hb_instr(m, c, nm, "parameter", 11, d1, "", "", 0),
                  2 * MiB + 256 * (int64_t)i, i);
    }
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "add.2", "add", 11, d1, "jit(f)/add", "f.py", 3), 4 * MiB, 0);
    xb_module_hb(s, "jit_f", 7, m);
    int64_t t = MS;
    /* three of the first parameter's size, then the others */
    for (int i = 0; i < 3; i++)
        xb_gpu_alloc(&g, g.py, t + i * 1000, 2 * MiB, "f32[524288]");
    t += 3000;
    for (int i = 0; i < l; i++)
        xb_gpu_alloc(&g, g.py, t + (int64_t)i * 1000, 1024, "f32[256]");
    t += (int64_t)l * 1000 + MS;
    int64_t outs[1] = { 4 * MiB };
    t = xb_gpu_execute(&g, t, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    xb_gpu_execute(&g, t, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_many_aliases(const char *path, int n)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    hb_module *m = hb_new("jit_f", 7);
    int64_t c = hb_comp(m, "main");
    char nm[32];
    for (int i = 0; i < n - 1; i++) {
        snprintf(nm, sizeof nm, "Arg_%d.1", i);
        hb_static(m, HB_PARAM, hb_instr(m, c, nm, "parameter", 11, d1, "", "", 0), 1024, i);
    }
    /* entries of numbers no parameter has, then the last parameter's
     * (listed last: found by its number, not by a scan's luck), before
     * that parameter is made: its allocation's own flag left unset, the
     * entry alone says it is donated */
    for (int i = 0; i < n; i++)
        hb_alias(m, (int64_t)n + i);
    hb_alias(m, n - 1);
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_last.1", "parameter", 11, d1, "", "", 0), 1024, n - 1);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "add.2", "add", 11, d1, "jit(f)/add", "f.py", 3), 1024, 0);
    xb_module_hb(s, "jit_f", 7, m);
    int64_t outs[1] = { 1024 };
    int64_t t = xb_gpu_execute(&g, MS, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    xb_gpu_execute(&g, t, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_param_released(const char *path, bool soon)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1024 * MiB, 16 * GiB, 4 * MiB);
    hb_module *m = hb_new("jit_f", 7);
    int64_t c = hb_comp(m, "main");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", 11, d1, "", "", 0), 2 * MiB, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "add.2", "add", 11, d1, "jit(f)/add", "f.py", 3), 1 * MiB, 0);
    xb_module_hb(s, "jit_f", 7, m);
    /* two buffers of the parameter's size, live at both starts */
    int64_t t = MS;
    uint64_t a = xb_gpu_alloc(&g, g.py, t, 2 * MiB, "f32[524288]");
    uint64_t b = xb_gpu_alloc(&g, g.py, t + 1000, 2 * MiB, "f32[524288]");
    int64_t outs[1] = { 1 * MiB };
    t = xb_gpu_execute(&g, t + MS, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    t = xb_gpu_execute(&g, t + MS, "jit_f", 7, outs, 1, 0, -1, 0, NULL);
    /* the second, freed as the last call returned (or 10 ms on), the
     * first long after */
    xb_gpu_free(&g, g.py, soon ? t + MS / 1000 : t + 10 * MS, b, 2 * MiB);
    xb_gpu_free(&g, g.py, t + 20 * MS, a, 2 * MiB);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_peak_then_free(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1024 * MiB, 16 * GiB, 0);
    xb_event_new(g.py, "opA", MS, MS / 2);
    uint64_t a = xb_gpu_alloc(&g, g.py, MS + 1000, 100 * MiB, "[100]");
    xb_event_new(g.py, "opB", 2 * MS - 10, 100);
    xb_gpu_alloc(&g, g.py, 2 * MS, 50 * MiB, "[50]");
    xb_gpu_free(&g, g.py, 2 * MS, a, 100 * MiB);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_one_address(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1024 * MiB, 16 * GiB, 0);
    uint64_t at = g.next_addr;
    xb_gpu_alloc(&g, g.py, MS, 10 * MiB, NULL);
    g.next_addr = at;
    xb_gpu_alloc(&g, g.py, 2 * MS, 20 * MiB, NULL);
    xb_gpu_free(&g, g.py, 3 * MS, at, 20 * MiB);
    xb_gpu_free(&g, g.py, 4 * MS, at, 10 * MiB);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_two_host_planes(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2 * GiB, 8 * GiB, 0);
    int64_t outs[1] = { 4096 };
    xb_gpu_execute(&g, 2 * MS, "jit_f", 5, outs, 1, 8192, -1, SEC, NULL);
    xb_plane *again = xb_plane_new(s, 77, "/host:CPU");
    xb_line *l = xb_line_new(again, 1, "python", 0);
    xb_event_new(l, "Something", MS, MS);
    return finish(s, simple(1024, 4096, 8192), path);
}

int xb_named_allocations(const char *path, const char *const *names, size_t n)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    for (size_t i = 0; i < n; i++) {
        int64_t t = (int64_t)(i + 1) * MS;
        xb_event_new(g.py, names[i], t, MS / 2);
        xb_gpu_alloc(&g, g.py, t + 1000, (int64_t)(n - i) * MiB, NULL);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_one_op_allocations(const char *path, size_t n, uint32_t seed)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1024 * GiB, 1024 * GiB, 0);
    xb_event_new(g.py, "model/layer/dense/MatMul", MS, (int64_t)(n + 2) * MS);
    for (size_t i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u; /* sizes in no order, many alike */
        xb_gpu_alloc(&g, g.py, MS + (int64_t)(i + 1) * 1000, (int64_t)(1 + (seed >> 16) % 97) * 1024, NULL);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_overflowing_sizes(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    for (int i = 0; i < 5; i++) {
        char name[32];
        snprintf(name, sizeof name, "model/big_%d/Op", i);
        int64_t t = (int64_t)(i + 1) * MS;
        xb_event_new(g.py, name, t, MS / 2);
        if (i == 4) /* its in-use figure as the allocator's own sum wrapped: no overflow here */
            g.in_use = 0;
        xb_gpu_alloc(&g, g.py, t + 1000, INT64_MAX / 4, NULL);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_live_over_in_use(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    xb_event_new(g.py, "model/a/Op", MS, MS / 2);
    xb_gpu_alloc(&g, g.py, MS + 1000, GiB, NULL);
    xb_event_new(g.py, "model/b/Op", 2 * MS, MS / 2);
    g.in_use = 0; /* the allocator's figure leaves the first out */
    xb_gpu_alloc(&g, g.py, 2 * MS + 1000, 3 * GiB / 2, NULL);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_peak_over_lifetime(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 64 * GiB, 80 * GiB, 0);
    xb_event_new(g.py, "model/a/Op", MS, MS / 2);
    xb_event *e = xb_event_new(g.py, "MemoryAllocation", MS + 1000, 0);
    xb_stat_ref(e, "allocator_name", g.allocator);
    xb_stat_i(e, "bytes_allocated", GiB);
    xb_stat_i(e, "bytes_available", 63 * GiB);
    xb_stat_i(e, "peak_bytes_in_use", 100 * MiB); /* below what is in use */
    xb_stat_i(e, "requested_bytes", GiB);
    xb_stat_i(e, "allocation_bytes", GiB);
    xb_stat_i(e, "addr", 4096);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}
