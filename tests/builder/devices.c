/* devices.c - multi-device hosts (devices.h), written event by event as
 * JAX 0.8 writes an 8-GPU step on ROCm (tests/data/jax08-rocm-mi300x-conv-8gpu):
 * PjRtStreamExecutorLoadedExecutable::Execute (_pt 5, _p run) on the Python
 * thread; per GPU, on its own py_xla_execute thread, ExecuteHelper around
 * EnqueueExecution (_ct 5, _c run) around the allocations and, when it
 * launched, GpuExecutable::ExecuteThunks. */
#include "devices.h"
#include "builder.h"
#include "pairs.h"
#include "scenarios.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define US 1000000LL      /* ps */
#define MS (1000LL * US)
#define SEC (1000LL * MS)

enum { MAXDEV = 16, F32 = 11, S32 = 4 };

static const int64_t PARAMS = 1 * GiB, OUTS = 512 * MiB, TEMP = 2 * GiB, POOL = 8 * GiB;

static uint8_t *step_plan(size_t *len)
{
    hb_module *m = hb_new("jit_step", 7);
    int64_t c = hb_comp(m, "main.10");
    int64_t d1[] = { 262144, 1024, -1 };
    int64_t d2[] = { 131072, 1024, -1 };
    int64_t d3[] = { 524288, 1024, -1 };
    int64_t p = hb_instr(m, c, "Arg_0.1", "parameter", F32, d1, "", "", 0);
    hb_static(m, HB_PARAM, p, PARAMS, 0);
    int64_t o = hb_instr(m, c, "fusion.out", "fusion", F32, d2, "jit(step)/jit(main)/add", "train.py", 30);
    hb_static(m, HB_OUTPUT, o, OUTS, 0);
    int64_t t = hb_temp(m, hb_instr(m, c, "fusion.act", "fusion", F32, d3,
                                    "jit(step)/jit(main)/dot_general", "train.py", 20), TEMP);
    hb_alloc(m, t, "fusion.act");
    hb_free_buf(m, t, "fusion.out");
    uint8_t *b = hb_pack(m, len);
    hb_free(m);
    return b;
}

typedef struct dev {
    xb_gpu g;         /* accounting only: pool, in use, addresses */
    xb_line *worker;  /* its py_xla_execute thread */
    xb_line *alone;   /* XB_DEV_ALONE: the thread of its last execution */
    uint64_t out;     /* the previous step's output */
} dev;

/* GPU d's part of one execution: its consumer on its own thread. */
static void consumer(dev *v, const char *module, int64_t t, int64_t run, int mode)
{
    bool fails = mode == XB_DEV_FAILS || mode == XB_DEV_ALONE;
    bool retry = mode == XB_DEV_WAITS_RETRY;
    int64_t wait = fails ? 10 * SEC : mode == XB_DEV_WAITS || retry ? 3 * SEC : 0;
    int64_t build = 3 * US + wait, thunks = fails ? 0 : 100 * US;
    int64_t enq = 5 * US + build + thunks + 5 * US;
    xb_line *l = mode == XB_DEV_ALONE ? v->alone : v->worker;
    xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::ExecuteHelper", t, enq + 4 * US);
    xb_event *en = xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution", t + US, enq);
    xb_stat_i(en, "_ct", 5);
    xb_stat_i(en, "_c", run);
    int64_t b0 = t + 3 * US;
    xb_event_new(l, "Build buffer allocations", b0, build);
    if (mode == XB_DEV_ALONE)
        return; /* the output request fails: nothing allocated */
    uint64_t out = xb_gpu_alloc(&v->g, v->worker, b0 + US, OUTS, NULL);
    if (fails)
        return; /* the temp request waits, then fails: no event, no launch */
    if (retry) /* the BFC retry's own span, as JAX 0.11 records it */
        xb_event_new(v->worker, "AllocatorRetry::AllocateRaw", b0 + 2 * US, wait);
    uint64_t tmp = xb_gpu_alloc(&v->g, v->worker, b0 + 2 * US + wait, TEMP, NULL);
    int64_t k0 = b0 + build + US;
    xb_event *th = xb_event_new(v->worker, "GpuExecutable::ExecuteThunks", k0, thunks);
    xb_stat_ref(th, "module_name", module);
    xb_event_new(v->worker, "jit_step:XLA GPU module", k0 + US, thunks - 2 * US);
    xb_gpu_free(&v->g, v->worker, k0 + thunks + US, tmp, TEMP);
    if (v->out)
        xb_gpu_free(&v->g, v->worker, k0 + thunks + 2 * US, v->out, OUTS);
    v->out = out;
}

static int devices_host(const char *path, const char *hostname, int ndev, int extra_dev,
                        int64_t extra_bytes, int mode, int nexecs, int64_t pool)
{
    if (ndev < 1 || ndev > MAXDEV || nexecs < 1)
        return -1;
    xb_space *s = xb_new();
    xb_hostname(s, hostname);
    xb_plane *host = xb_plane_new(s, 1, "/host:CPU");
    xb_line *py = xb_line_new(host, 4242, "python", 0);
    static char pools[MAXDEV][32];
    dev v[MAXDEV];
    memset(v, 0, sizeof v);
    for (int d = 0; d < ndev; d++) {
        char n[64];
        snprintf(pools[d], sizeof pools[d], "GPU_%d_bfc", d);
        v[d].g.s = s;
        v[d].g.allocator = pools[d];
        v[d].g.capacity = pool;
        v[d].g.in_use = v[d].g.peak = PARAMS; /* the parameters, put before the capture */
        v[d].g.next_addr = 0x7f0000000000ULL + (uint64_t)d * 0x1000000000ULL;
        snprintf(n, sizeof n, "py_xla_execute/%d", 900 + d);
        v[d].worker = xb_line_new(host, 900 + d, n, 0);
        if (d == extra_dev && mode == XB_DEV_ALONE) {
            snprintf(n, sizeof n, "py_xla_execute/%d", 950 + d);
            v[d].alone = xb_line_new(host, 950 + d, n, 0);
        }
        snprintf(n, sizeof n, "/device:GPU:%d", d);
        xb_plane *dp = xb_plane_new(s, 10 + d, n);
        xb_plane_stat_u(dp, "memory_size", (uint64_t)(pool > 16 * GiB ? pool : 16 * GiB));
    }
    xb_plane *te = xb_plane_new(s, 3, "Task Environment");
    xb_plane_stat_u(te, "profile_start_time", 1764460800000000000ULL);
    xb_event_new(py, "$train.py:50 train_loop", 50 * MS, 12 * SEC);
    for (int k = 1; k <= nexecs; k++) {
        int64_t t = (int64_t)k * 100 * MS;
        bool last = k == nexecs;
        if (last && extra_dev >= 0 && extra_dev < ndev) {
            /* a device_put onto one GPU before the last step */
            xb_event_new(py, "BufferFromHostBuffer", t - 10 * MS, 2 * MS);
            /* its shape as large as its bytes (s32[262144,2048] is 2 GiB:
             * "3.00 GiB" beside it contradicted it: a trial) */
            char shape[48];
            snprintf(shape, sizeof shape, "s32[%lld,2048]", (long long)(extra_bytes / (4 * 2048)));
            xb_gpu_alloc(&v[extra_dev].g, py, t - 9 * MS, extra_bytes, shape);
        }
        int64_t len = last && mode != XB_DEV_RUNS ? 10 * SEC + 20 * MS : 20 * MS;
        xb_event_new(py, "PjitFunction(step)", t, len + 2 * US);
        xb_event *ex = xb_event_new(py, "PjRtStreamExecutorLoadedExecutable::Execute", t + US, len);
        xb_stat_i(ex, "_pt", 5);
        xb_stat_i(ex, "_p", 100 + k);
        for (int d = 0; d < ndev; d++)
            consumer(&v[d], "jit_step", t + 50 * US + d * 10 * US, 100 + k,
                     last && d == extra_dev ? mode : XB_DEV_RUNS);
    }
    size_t plen;
    uint8_t *pb = step_plan(&plen);
    xb_module(s, "jit_step", 7, pb, plen, false);
    free(pb);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_devices_host(const char *path, const char *hostname, int ndev, int extra_dev,
                    int64_t extra_bytes, int mode)
{
    return devices_host(path, hostname, ndev, extra_dev, extra_bytes, mode, 5, POOL);
}

int xb_devices_host_sized(const char *path, const char *hostname, int ndev, int nexecs, int64_t pool)
{
    return devices_host(path, hostname, ndev, -1, 0, XB_DEV_RUNS, nexecs, pool);
}

int xb_devices_many(const char *path, size_t n)
{
    return xb_devices_many_module(path, n, false);
}

int xb_devices_many_module(const char *path, size_t n, bool module)
{
    xb_space *s = xb_new();
    xb_plane *host = xb_plane_new(s, 1, "/host:CPU");
    xb_line *py = xb_line_new(host, 1, "python", 0);
    xb_event *ex = xb_event_new(py, "PjRtStreamExecutorLoadedExecutable::Execute", 0, 10 * SEC);
    xb_stat_i(ex, "_pt", 5);
    xb_stat_i(ex, "_p", 1);
    char name[48];
    for (size_t i = 0; i < n; i++) {
        snprintf(name, sizeof name, "py_xla_execute/%zu", i);
        xb_line *l = xb_line_new(host, (int64_t)(2 + i), name, 0);
        xb_event *en = xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution",
                                    (int64_t)(i + 1) * US, US);
        xb_stat_i(en, "_ct", 5);
        xb_stat_i(en, "_c", 1);
        xb_stat_i(en, "device_ordinal", (int64_t)i);
    }
    if (module) { /* its plan, the executions' program id */
        size_t plen;
        uint8_t *pb = step_plan(&plen);
        xb_module(s, "jit_step", 1, pb, plen, false);
        free(pb);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_write_named(const char *name, const char *path)
{
    /* a host whose OOM is on one of its GPUs (a trial found no such
     * fixture to try the devices views on) */
    if (!strcmp(name, "gpu8-fails") || !strcmp(name, "gpu8-waits")) {
        bool fails = !strcmp(name, "gpu8-fails");
        return xb_devices_host(path, "gpu-node-3", 8, fails ? 5 : 3, (int64_t)(fails ? 6 : 3) << 30,
                               fails ? XB_DEV_FAILS : XB_DEV_WAITS)
                   ? -1
                   : 0;
    }
    int rc = xb_write_scenario(name, path);
    if (rc == -2)
        rc = xb_write_pair(name, path); /* comparison pairs (pairs.h) */
    return rc == -2 ? -2 : rc ? -1 : 0;
}
