/* gpu.c - allocator and execution events shaped like a JAX 0.8 GPU
 * capture (doc/capture-format.md §7; the real ROCm 0.8 captures). */
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define US 1000000LL /* picoseconds per microsecond */

void xb_gpu_init(xb_gpu *g, xb_space *s, const char *allocator, int64_t capacity,
                 int64_t devmem, int64_t before)
{
    memset(g, 0, sizeof *g);
    g->s = s;
    g->allocator = allocator;
    g->capacity = capacity;
    g->in_use = before;
    g->peak = before;
    g->next_addr = 0x7f0000000000ULL;
    g->run_id = 100;
    g->corr = 1000;
    xb_hostname(s, "fixture-host");
    g->host = xb_plane_new(s, 1, "/host:CPU");
    g->py = xb_line_new(g->host, 4242, "python", 0);
    g->dev = xb_plane_new(s, 2, "/device:GPU:0");
    xb_plane_stat_u(g->dev, "memory_size", (uint64_t)devmem);
    xb_plane_stat_str(g->dev, "device_vendor", "Nvidia");
    g->stream = xb_line_new(g->dev, 13, "Stream #13(Compute)", 0);
    xb_plane *te = xb_plane_new(s, 3, "Task Environment");
    xb_plane_stat_u(te, "profile_start_time", 1764460800000000000ULL);
}

static void mem_stats(xb_gpu *g, xb_event *e, int64_t bytes, uint64_t addr)
{
    xb_stat_ref(e, "allocator_name", g->allocator);
    xb_stat_i(e, "bytes_reserved", 0);
    xb_stat_i(e, "bytes_allocated", g->in_use);
    xb_stat_i(e, "bytes_available", g->capacity - g->in_use);
    xb_stat_d(e, "fragmentation", 0.125);
    xb_stat_i(e, "peak_bytes_in_use", g->peak);
    xb_stat_i(e, "requested_bytes", bytes);
    xb_stat_i(e, "allocation_bytes", bytes);
    xb_stat_i(e, "addr", (int64_t)addr);
}

uint64_t xb_gpu_alloc(xb_gpu *g, xb_line *l, int64_t t_ps, int64_t bytes, const char *shape)
{
    uint64_t addr = g->next_addr;
    g->next_addr += (uint64_t)((bytes + 255) & ~(int64_t)255) + 256;
    g->in_use += bytes;
    if (g->in_use > g->peak)
        g->peak = g->in_use;
    xb_event *e = xb_event_new(l, "MemoryAllocation", t_ps, 0);
    mem_stats(g, e, bytes, addr);
    if (shape)
        xb_stat_ref(e, "shape", shape);
    return addr;
}

void xb_gpu_free(xb_gpu *g, xb_line *l, int64_t t_ps, uint64_t addr, int64_t bytes)
{
    g->in_use -= bytes;
    xb_event *e = xb_event_new(l, "MemoryDeallocation", t_ps, 0);
    mem_stats(g, e, bytes, addr);
}

int64_t xb_gpu_execute(xb_gpu *g, int64_t t, const char *module, uint64_t program_id,
                       const int64_t *outs, size_t nouts, int64_t temp, int fail_at,
                       int64_t wait_ps, uint64_t *out_addrs)
{
    /* durations first: the enclosing events need their ends */
    int64_t build = (int64_t)(nouts + 1) * US + (fail_at >= 0 ? wait_ps : 0);
    int64_t thunks = fail_at >= 0 ? 0 : 100 * US;
    int64_t enqueue = 10 * US + build + thunks + 5 * US;
    int64_t total = enqueue + 10 * US;
    /* whole names, however long (fixed buffers cut 1,500-byte ones) */
    size_t ml = strlen(module) + 64;
    char *pjit = malloc(ml), *root = malloc(ml), *mn = malloc(ml);
    if (!pjit || !root || !mn)
        abort();
    snprintf(pjit, ml, "PjitFunction(%s)", strncmp(module, "jit_", 4) ? module : module + 4);
    int64_t run = g->run_id++;
    xb_event_new(g->py, pjit, t, total + 4 * US);
    xb_event_new(g->py, "PJRT_LoadedExecutable_Execute", t + 1 * US, total + 2 * US);
    if (g->jax011) {
        /* JAX >= 0.9.2: the CommonPjRt path names the module */
        snprintf(root, ml, "CommonPjRtLoadedExecutable::Execute (%s)", module);
        xb_event *ex = xb_event_new(g->py, root, t + 2 * US, total);
        xb_stat_i(ex, "_pt", 5);
        xb_stat_i(ex, "_p", run);
        xb_stat_ref(ex, "name", module);
        xb_event_new(g->py, "CommonPjRtLoadedExecutable::ExecuteHelperOnSingleDevice", t + 3 * US,
                     enqueue + 4 * US);
        xb_event_new(g->py, "[0] PjRtStreamExecutorRawLoadedExecutable::Execute", t + 4 * US, enqueue);
    } else {
        xb_event *ex = xb_event_new(g->py, "PjRtStreamExecutorLoadedExecutable::Execute", t + 2 * US, total);
        xb_stat_i(ex, "_pt", 5);
        xb_stat_i(ex, "_p", run);
        xb_event_new(g->py, "PjRtStreamExecutorLoadedExecutable::ExecuteHelper", t + 3 * US, enqueue + 4 * US);
        xb_event *en = xb_event_new(g->py, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution",
                                    t + 4 * US, enqueue);
        xb_stat_i(en, "_ct", 5);
        xb_stat_i(en, "_c", run);
    }
    int64_t b0 = t + 10 * US;
    xb_event_new(g->py, "Resolve constant globals", b0 - 2 * US, 1 * US);
    xb_event_new(g->py, "Build buffer allocations", b0, build);
    int64_t at = b0 + US / 2;
    uint64_t temp_addr = 0;
    for (size_t i = 0; i <= nouts; i++) {
        int64_t bytes = i < nouts ? outs[i] : temp;
        if (fail_at == (int)i) {
            /* the BFC retry waits, then gives up: no MemoryAllocation; from
             * JAX 0.11 the wait is a span of its own */
            if (g->jax011)
                xb_event_new(g->py, "AllocatorRetry::AllocateRaw", at, wait_ps);
            at += wait_ps;
            break;
        }
        if (bytes <= 0)
            continue;
        uint64_t a = xb_gpu_alloc(g, g->py, at, bytes, NULL);
        if (i < nouts && out_addrs)
            out_addrs[i] = a;
        if (i == nouts)
            temp_addr = a;
        at += US;
    }
    if (fail_at < 0) {
        int64_t k0 = b0 + build + US;
        xb_event *th = xb_event_new(g->py, g->jax011 ? "[0] GpuExecutable::ExecuteThunks"
                                                     : "GpuExecutable::ExecuteThunks", k0, thunks);
        xb_stat_ref(th, "module_name", module);
        snprintf(mn, ml, "%s:XLA GPU module", module);
        xb_event_new(g->py, mn, k0 + US, thunks - 2 * US);
        xb_event *lk = xb_event_new(g->py, "cuLaunchKernel", k0 + 2 * US, 5 * US);
        int64_t corr = g->corr++;
        xb_stat_u(lk, "correlation_id", (uint64_t)corr);
        xb_event *ke = xb_event_new(g->stream, "loop_fusion", k0 + 10 * US, 50 * US);
        xb_stat_u(ke, "correlation_id", (uint64_t)corr);
        xb_stat_ref(ke, "hlo_module", module);
        xb_stat_i(ke, "program_id", (int64_t)program_id);
        xb_stat_ref(ke, "hlo_op", "loop_fusion");
        if (temp > 0)
            xb_gpu_free(g, g->py, k0 + thunks + US, temp_addr, temp);
    }
    free(pjit);
    free(root);
    free(mn);
    return t + total + 5 * US;
}
