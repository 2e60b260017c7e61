/* answers.c - fixtures for the answers fixed in issue 14, built with the
 * builder library the way tests/builder/scenarios.c builds the reference
 * scenarios (JAX 0.8 event names).  The comments show the arithmetic the
 * tests in tests/unit/test_answers.c check. */
#include "answers.h"
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define MS (1000000000LL) /* ps */
#define SEC (1000LL * MS)

enum { S8 = 2, S32 = 4, F32 = 11 };

static int64_t *D(int64_t a, int64_t b, int64_t c, int64_t d)
{
    static int64_t v[8][5];
    static int k;
    int64_t *p = v[k++ & 7];
    p[0] = a; p[1] = b; p[2] = c; p[3] = d; p[4] = -1;
    for (int i = 0; i < 4; i++)
        if (p[i] < 0) {
            p[i] = -1;
            break;
        }
    return p;
}

static int finish(xb_space *s, hb_module *m, const char *name, uint64_t id, const char *path)
{
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, name, id, b, len, false);
    free(b);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

/* Other live arrays.  jit_eval_step: parameters 1 GiB (f32[256,1024,1024]),
 * outputs 64 MiB, temp 512 MiB: the plan needs 1.56 GiB of a 7 GiB pool.
 * Before the capture 5 GiB are in use: the step's 1 GiB of parameters and
 * a 4 GiB eval dataset.  Execution 1 runs; its output is dropped; then
 * evaluate.py:23 puts a 2 GiB s32[262144,2048] label array on the device
 * (device_put -> BufferFromHostBuffer).  Execution 2 starts with 7 GiB in
 * use: with its outputs and temp it needs 7.56 GiB, short by 576 MiB, and
 * its first output never gets memory.  Outside the step: 6 GiB (the
 * dataset, unnamed, and the label array); freeing the label array alone
 * leaves 7 GiB - 5.56 GiB = 1.44 GiB spare. */
static int other_live_label(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_eval_step", 21);
    int64_t c = hb_comp(m, "main.40");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", F32, D(256, 1024, 1024, -1), "", "", 0),
              GiB, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "fusion.metrics", "fusion", F32, D(16, 1024, 1024, -1),
                                     "jit(eval_step)/jit(main)/reduce_sum", "evaluate.py", 12),
              64 * MiB, 0);
    int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.logits", "fusion", F32, D(128, 1024, 1024, -1),
                                      "jit(eval_step)/jit(main)/dot_general", "evaluate.py", 10),
                          512 * MiB);
    hb_alloc(m, tmp, "fusion.logits");
    hb_free_buf(m, tmp, "fusion.metrics");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 7 * GiB, 80 * GiB, 5 * GiB);
    int64_t outs[1] = { 64 * MiB };
    uint64_t out_addr;
    xb_event_new(g.py, "$evaluate.py:40 eval_loop", MS, 40 * SEC);
    int64_t t = xb_gpu_execute(&g, 2 * MS, "jit_eval_step", 21, outs, 1, 512 * MiB, -1, 0, &out_addr);
    xb_gpu_free(&g, g.py, t + MS / 2, out_addr, 64 * MiB); /* metrics = None */
    /* labels = jax.device_put(np.zeros((262144, 2048), np.int32)) */
    xb_event_new(g.py, "$evaluate.py:23 evaluate", t + MS, 5 * MS);
    xb_event_new(g.py, "$api.py:2400 device_put", t + MS + 100000, 4 * MS);
    xb_event_new(g.py, "PjRtStreamExecutorClient::BufferFromHostBuffer", t + MS + 200000, 3 * MS);
    xb_gpu_alloc(&g, g.py, t + MS + 300000, 2 * GiB, "s32[262144,2048]");
    xb_gpu_execute(&g, t + 10 * MS, "jit_eval_step", 21, outs, 1, 512 * MiB, 0, 10 * SEC, NULL);
    return finish(s, m, "jit_eval_step", 21, path);
}

/* A backward matmul's library workspace: the cuBLAS custom-call's s8
 * output carries the name stack of the transposed dot
 * (transpose(jvp(mlp))/dot_general): 256 MiB of workspace next to 512 MiB
 * of gradients and 256 MiB of forward activations at the heap peak. */
static int gemm_workspace(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 5);
    int64_t c = hb_comp(m, "main.20");
    hb_static(m, HB_PARAM | HB_OUTPUT, hb_instr(m, c, "Arg_0.1", "parameter", F32, D(64, 1024, 1024, -1),
                                               "", "", 0), 256 * MiB, 0);
    hb_alias(m, 0);
    int64_t ws = hb_temp(m, hb_instr(m, c, "cublas-gemm.7", "custom-call", S8, D(268435456, -1, -1, -1),
                                     "jit(train_step)/jit(main)/transpose(jvp(mlp))/dot_general",
                                     "train.py", 33), 256 * MiB);
    int64_t gr = hb_temp(m, hb_instr(m, c, "fusion.grad", "fusion", F32, D(128, 1024, 1024, -1),
                                     "jit(train_step)/jit(main)/transpose(jvp(mlp))/mul",
                                     "train.py", 33), 512 * MiB);
    int64_t fw = hb_temp(m, hb_instr(m, c, "fusion.act", "fusion", F32, D(64, 1024, 1024, -1),
                                     "jit(train_step)/jit(main)/jvp(mlp)/tanh", "train.py", 30),
                         256 * MiB);
    hb_alloc(m, fw, "fusion.act");
    hb_alloc(m, gr, "fusion.grad");
    hb_alloc(m, ws, "cublas-gemm.7");
    hb_free_buf(m, ws, "tuple.20");
    hb_free_buf(m, gr, "tuple.20");
    hb_free_buf(m, fw, "tuple.20");
    /* size the temp allocation before the runtime uses it */
    size_t len;
    uint8_t *packed = hb_pack(m, &len);
    int64_t temp = hb_temp_size(m);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 16 * GiB, 16 * GiB, 256 * MiB);
    xb_gpu_execute(&g, 2 * MS, "jit_train_step", 5, NULL, 0, temp, -1, 0, NULL);
    xb_module(s, "jit_train_step", 5, packed, len, false);
    free(packed);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

/* A healthy elementwise program: y = x * 2 over 4 GiB of f32, not donated
 * (a same-size output: 4 GiB aliasable, 2.9% of a 138 GiB pool on a
 * 141 GiB device), no temp; three executions, the output dropped after
 * each, in use flat at 4 GiB.  Nothing to diagnose. */
static int healthy_elementwise(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_scale", 3);
    int64_t c = hb_comp(m, "main.5");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", F32, D(1024, 1024, 1024, -1), "", "", 0),
              4 * GiB, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "multiply.2", "multiply", F32, D(1024, 1024, 1024, -1),
                                     "jit(scale)/jit(main)/mul", "bench.py", 7), 4 * GiB, 0);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 138 * GiB, 141 * GiB, 4 * GiB);
    int64_t outs[1] = { 4 * GiB };
    int64_t t = 2 * MS;
    for (int i = 0; i < 3; i++) {
        uint64_t a;
        t = xb_gpu_execute(&g, t, "jit_scale", 3, outs, 1, 0, -1, 0, &a);
        xb_gpu_free(&g, g.py, t + MS / 2, a, 4 * GiB);
        t += 5 * MS;
    }
    return finish(s, m, "jit_scale", 3, path);
}

/* A leak in a training loop: every step's 64 MiB of metrics are kept by
 * history.append.  Between the last two executions the Python thread runs
 * (inside $train.py:61 train_loop, which encloses the whole window)
 * $train.py:20 get_batch, $<unknown> append, and the runtime's own
 * ParseArguments and PJRT_Buffer_Delete. */
static int leak_loop_with(const char *path, bool ties, int64_t pool);

static int leak_loop(const char *path)
{
    return leak_loop_with(path, false, 8 * GiB);
}

/* leak-loop, and between the last two executions also Python frames and
 * runtime events whose totals tie, their names met in no sorted order
 * (the between list orders ties by name). */
static int leak_loop_ties(const char *path)
{
    return leak_loop_with(path, true, 8 * GiB);
}

/* leak-loop in a pool of 700 MiB: at the last start the kept metrics and
 * the rest in use leave the step no room, so other-live-arrays fires
 * beside the growth, and the metrics kept from every execution are the
 * one change that frees enough. */
static int leak_loop_full(const char *path)
{
    return leak_loop_with(path, false, 700 * MiB);
}

/* leak-loop-full beside five arrays put on the device before the loop:
 * four larger than the metrics kept (320 MiB), one smaller; the pool of
 * 2,200 MiB leaves the step no room at the last start. */
static int leak_loop_outside(const char *path)
{
    return leak_loop_with(path, false, -2200 * MiB);
}

/* The leaks' train step: 256 MiB of donated state, 64 MiB of metrics
 * returned each step, 128 MiB of temp. */
static hb_module *leak_module(void)
{
    hb_module *m = hb_new("jit_train_step", 9);
    int64_t c = hb_comp(m, "main.30");
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", F32, D(64, 1024, 1024, -1), "", "", 0);
    hb_static(m, HB_PARAM | HB_OUTPUT, p0, 256 * MiB, 0);
    hb_alias(m, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "fusion.metrics", "fusion", F32, D(16, 1024, 1024, -1),
                                     "jit(train_step)/jit(main)/reduce", "train.py", 50), 64 * MiB, 0);
    int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.act", "fusion", F32, D(32, 1024, 1024, -1),
                                      "jit(train_step)/jit(main)/jvp(mlp)/tanh", "train.py", 44), 128 * MiB);
    hb_alloc(m, tmp, "fusion.act");
    hb_free_buf(m, tmp, "fusion.metrics");
    return m;
}

/* pool < 0: -pool bytes, and the five arrays */
static int leak_loop_with(const char *path, bool ties, int64_t pool)
{
    bool outside = pool < 0;
    pool = outside ? -pool : pool;
    xb_space *s = xb_new();
    hb_module *m = leak_module();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", pool, 80 * GiB, 256 * MiB);
    int64_t outs[1] = { 64 * MiB };
    int64_t t = 2 * MS;
    if (outside) { /* dataset parts = [jax.device_put(x) for x in parts] */
        static const int64_t mib[] = { 400, 380, 360, 340, 10 };
        static const char *const shape[] = { "s32[104857600]", "s32[99614720]", "s32[94371840]",
                                             "s32[89128960]", "s32[2621440]" };
        for (int k = 0; k < 5; k++) {
            int64_t at = MS / 10 + k * (MS / 10);
            xb_event_new(g.py, "PjRtStreamExecutorClient::BufferFromHostBuffer", at, MS / 20);
            xb_gpu_alloc(&g, g.py, at + MS / 100, mib[k] * MiB, shape[k]);
        }
    }
    xb_event_new(g.py, "$train.py:61 train_loop", MS, 6 * 20 * MS + 5 * MS);
    for (int i = 0; i < 6; i++) {
        int64_t end = xb_gpu_execute(&g, t, "jit_train_step", 9, outs, 1, 128 * MiB, -1, 0, NULL);
        /* history.append(metrics); batch = get_batch() */
        xb_event_new(g.py, "$<unknown> append", end + MS, 1000000);
        xb_event_new(g.py, "ParseArguments", end + 2 * MS, 3 * MS);
        xb_event_new(g.py, "$train.py:20 get_batch", end + 6 * MS, 4 * MS);
        if (ties) {
            static const char *const py[] = { "$train.py:30 zeta", "$train.py:30 alpha",
                                               "$b.py:1 m", "$a.py:9 x", "$train.py:3 beta" };
            static const char *const rt[] = { "Zed", "Alpha", "PjRt_Mid" };
            for (int k = 0; k < 5; k++)
                xb_event_new(g.py, py[k], end + 10 * MS + k * 100000, 50000);
            for (int k = 0; k < 3; k++)
                xb_event_new(g.py, rt[k], end + 10 * MS + 500000 + k * 100000, 70000);
        }
        xb_event_new(g.py, "PJRT_Buffer_Delete", end + 11 * MS, 6 * MS);
        t += 20 * MS;
    }
    return finish(s, m, "jit_train_step", 9, path);
}

/* leak-loop with a busy Python thread: 20,000 traced calls before the
 * first execution and 40,000 between the last two (300 names, their
 * totals tying in runs), so that the window between them is read back in
 * two halves side by side (runtime.c between_compute: 8 marks of 4,096
 * events or more), the loop that encloses it found in the first. */
static int leak_loop_busy(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = leak_module();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 8 * GiB, 80 * GiB, 256 * MiB);
    int64_t outs[1] = { 64 * MiB };
    char name[64];
    /* before the loop: 20,000 calls in the first 1.6 ms */
    for (int k = 0; k < 20000; k++) {
        snprintf(name, sizeof name, "$setup.py:%d load_%d", k % 300, k % 7);
        xb_event_new(g.py, name, (int64_t)k * 80000, 40000);
    }
    xb_event_new(g.py, "$train.py:61 train_loop", 17 * MS / 10, 6 * 20 * MS + 5 * MS);
    int64_t t = 2 * MS;
    for (int i = 0; i < 6; i++) {
        int64_t end = xb_gpu_execute(&g, t, "jit_train_step", 9, outs, 1, 128 * MiB, -1, 0, NULL);
        xb_event_new(g.py, "$<unknown> append", end + MS, 1000000);
        if (i == 4) /* between the last two: 40,000 calls in 8 ms */
            for (int k = 0; k < 40000; k++) {
                snprintf(name, sizeof name, "$busy.py:%d step_%d", k % 300, k % 11);
                xb_event_new(g.py, name, end + 2 * MS + (int64_t)k * 200000, 100000 + (k % 3) * 50000);
            }
        xb_event_new(g.py, "PJRT_Buffer_Delete", end + 11 * MS, 6 * MS);
        t += 20 * MS;
    }
    return finish(s, m, "jit_train_step", 9, path);
}

static const struct {
    const char *name;
    int (*write)(const char *path);
} answers[] = {
    { "other-live-label", other_live_label },
    { "gemm-workspace", gemm_workspace },
    { "healthy-elementwise", healthy_elementwise },
    { "leak-loop", leak_loop },
    { "leak-loop-ties", leak_loop_ties },
    { "leak-loop-full", leak_loop_full },
    { "leak-loop-outside", leak_loop_outside },
    { "leak-loop-busy", leak_loop_busy },
};

int xb_write_answer(const char *name, const char *path)
{
    for (size_t i = 0; i < sizeof answers / sizeof answers[0]; i++)
        if (!strcmp(answers[i].name, name))
            return answers[i].write(path);
    return -2;
}
