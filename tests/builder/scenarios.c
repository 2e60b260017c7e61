/* scenarios.c - OOM scenarios and edge cases, built event by event the
 * way JAX 0.8 writes them.  The figures (defined in doc/figures.md) are
 * the reference measurements the goldens in tests/golden/ hold; the
 * comments show the arithmetic. */
#include "scenarios.h"
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define MS (1000000000LL) /* ps */
#define SEC (1000LL * MS)

enum { PRED = 1, S8 = 2, S32 = 4, U8 = 6, F32 = 11, BF16 = 16 };

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

static const char *const attn_stack[] = { "model.py:88:attention", "model.py:120:block",
                                          "train.py:40:loss_fn" };

/* attention plan too big: needs 3.72 GiB > 2.79 GiB.
 * parameters 250 MiB + outputs 64 MiB + temp 3,495 MiB = 3,809 MiB.
 * heap peak 3,495 MiB: forward 5 x 256 MiB (f32[8,8,1024,1024] on the
 * softmax line) + 12 x 131 MiB = 2,852 MiB (81.6%), backward 4 x 125 MiB,
 * workspace 64 MiB (s8, custom-call), other 79 MiB. */
static int attention_gen(const char *path, bool jax011)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 15);
    int64_t c = hb_comp(m, "main.100");
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", F32, D(50, 1024, 1024, -1), "", "", 0);
    int64_t p1 = hb_instr(m, c, "Arg_1.2", "parameter", F32, D(50, 256, 1024, -1), "", "", 0);
    hb_static(m, HB_PARAM, p0, 200 * MiB, 0);
    hb_static(m, HB_PARAM, p1, 50 * MiB, 1);
    int64_t out = hb_instr(m, c, "tuple.99", "fusion", F32, D(16, 1024, 1024, -1),
                           "jit(train_step)/jit(main)/add", "train.py", 60);
    hb_static(m, HB_OUTPUT, out, 64 * MiB, 0);
    int64_t small = hb_temp(m, hb_instr(m, c, "iota.3", "iota", F32, D(1024, 1024, -1, -1), "", "", 0), 4 * MiB);
    hb_alloc(m, small, "iota.3");
    hb_free_buf(m, small, "fusion.1");
    int64_t bufs[32];
    /* each buffer allocated at the instruction that defines it, as XLA's
     * heap simulator records it (every event said fusion.grad.3: a trial
     * stepping the example's chart read one name 48 times) */
    char at[32][64];
    int nb = 0;
    char nm[64], op[256];
    for (int i = 0; i < 5; i++) {
        snprintf(nm, sizeof nm, "fusion.softmax.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/jvp(Transformer)/Block_%d/attention/softmax", i);
        int64_t in = hb_instr(m, c, nm, "fusion", F32, D(8, 8, 1024, 1024), op, "", 0);
        hb_stack(m, in, attn_stack, 3);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, in, 256 * MiB);
    }
    for (int i = 0; i < 12; i++) {
        snprintf(nm, sizeof nm, "fusion.mlp.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/jvp(Transformer)/Block_%d/mlp/dot_general", i % 5);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", F32, D(8, 1024, 4192, -1), op, "model.py", 97),
                             131 * MiB);
    }
    for (int i = 0; i < 4; i++) {
        snprintf(nm, sizeof nm, "fusion.grad.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/transpose(jvp(Transformer))/Block_%d/dot_general", i);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", F32, D(32000, 1024, -1, -1), op, "model.py", 130),
                             125 * MiB);
    }
    snprintf(at[nb], sizeof at[nb], "cublas-gemm.3");
    bufs[nb++] = hb_temp(m, hb_instr(m, c, "cublas-gemm.3", "custom-call", S8, D(67108864, -1, -1, -1),
                                     "", "", 0), 64 * MiB);
    snprintf(at[nb], sizeof at[nb], "copy.7");
    bufs[nb++] = hb_temp(m, hb_instr(m, c, "copy.7", "copy", F32, D(20224, 1024, -1, -1), "", "", 0),
                         79 * MiB);
    /* the workspace and the copy before the backward buffers: the last
     * allocation, at the peak, is fusion.grad.3's */
    static const int order[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 21, 22, 17, 18, 19, 20 };
    if (nb != (int)(sizeof order / sizeof *order))
        abort(); /* the list above changed: order with it */
    for (int i = 0; i < nb; i++)
        hb_alloc(m, bufs[order[i]], at[order[i]]);
    /* each buffer freed at its last user, as XLA's heap simulator records
     * it (every free said tuple.99, the root: a trial read "freed at
     * tuple.99" mid-program), in program order: the workspace at the
     * backward op that used it last, at the peak; a forward activation at
     * its block's backward op; a gradient at its update; the copy at the
     * root, which returns it (the workspace freed after the updates, at its
     * own call, read as cuBLAS running after the optimizer: a review) */
    char fr[32][64];
    int forder[32], nf = 0;
    forder[nf++] = 21; /* cublas-gemm.3's workspace */
    for (int i = 0; i < 21; i++)
        forder[nf++] = i;
    forder[nf++] = 22; /* copy.7 */
    for (int i = 0; i < nb; i++) {
        if (i < 5)
            snprintf(fr[i], sizeof fr[i], "fusion.softmax.bwd.%d", i);
        else if (i < 17)
            snprintf(fr[i], sizeof fr[i], "fusion.mlp.bwd.%d", i - 5);
        else if (i < 21)
            snprintf(fr[i], sizeof fr[i], "fusion.update.%d", i - 17);
        else
            snprintf(fr[i], sizeof fr[i], "%s", i == 21 ? "fusion.grad.3" : "tuple.99");
        if (i < 21) {
            snprintf(op, sizeof op, "jit(train_step)/jit(main)/%s", i < 17 ? "transpose(jvp(Transformer))" : "update");
            hb_instr(m, c, fr[i], "fusion", F32, D(8, 1024, -1, -1), op, "", 0);
        }
    }
    if (nf != nb)
        abort(); /* the list above changed: order with it */
    for (int i = 0; i < nb; i++)
        hb_free_buf(m, bufs[forder[i]], fr[forder[i]]);
    for (int i = 0; i < 89; i++) {
        snprintf(nm, sizeof nm, "fusion.%d.remat", 200 + i);
        hb_instr(m, c, nm, "fusion", F32, D(8, 8, -1, -1), "jit(train_step)/jit(main)/remat", "", 0);
    }
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 250 * MiB);
    g.jax011 = jax011;
    int64_t outs[1] = { 64 * MiB };
    int64_t t = 5 * MS;
    xb_event_new(g.py, "$train.py:70 main", t - MS, 12 * SEC);
    xb_gpu_execute(&g, t, "jit_train_step", 15, outs, 1, 3495 * MiB, 1, 10 * SEC, NULL);
    if (!jax011)
        return finish(s, m, "jit_train_step", 15, path);
    /* JAX >= 0.9.2: sequential metadata ids, a program_id stat, versions */
    size_t len;
    uint8_t *b = hb_pack(m, &len);
    xb_module(s, "jit_train_step", 15, b, len, true);
    free(b);
    xb_plane_stat_str(xb_plane_find(s, "/host:metadata"), "jax_version", "0.11.0");
    xb_plane_stat_str(xb_plane_find(s, "/host:metadata"), "jaxlib_version", "0.11.0");
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

static int attention(const char *path) { return attention_gen(path, false); }
static int attention011(const char *path) { return attention_gen(path, true); }

/* gradients kept every step: plan 788 MiB = parameters 316 (donated) +
 * outputs 104 + temp 368; each step's 104 MiB of gradients stays alive:
 * in use at step start 316 -> 1,252 MiB over 10 executions. */
static int grads(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 7);
    int64_t c = hb_comp(m, "main.50");
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", F32, D(316, 256, 1024, -1), "", "", 0);
    hb_static(m, HB_PARAM | HB_OUTPUT, p0, 316 * MiB, 0);
    hb_alias(m, 0);
    int64_t g0 = hb_instr(m, c, "fusion.grads", "fusion", F32, D(104, 256, 1024, -1),
                          "jit(train_step)/jit(main)/transpose(jvp(mlp))/dot_general", "train.py", 31);
    hb_static(m, HB_OUTPUT, g0, 104 * MiB, 0);
    int64_t f = hb_temp(m, hb_instr(m, c, "fusion.act", "fusion", F32, D(200, 256, 1024, -1),
                                     "jit(train_step)/jit(main)/jvp(mlp)/tanh", "train.py", 22), 200 * MiB);
    int64_t b = hb_temp(m, hb_instr(m, c, "fusion.bwd", "fusion", F32, D(168, 256, 1024, -1),
                                     "jit(train_step)/jit(main)/transpose(jvp(mlp))/mul", "train.py", 24), 168 * MiB);
    hb_alloc(m, f, "fusion.act");
    hb_alloc(m, b, "fusion.bwd");
    hb_free_buf(m, f, "fusion.grads");
    hb_free_buf(m, b, "fusion.grads");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 316 * MiB);
    int64_t outs[1] = { 104 * MiB };
    int64_t t = 2 * MS;
    xb_event_new(g.py, "$train.py:45 train_loop", MS, 30 * 10 * MS + 5 * MS);
    for (int i = 0; i < 10; i++) {
        int64_t end = xb_gpu_execute(&g, t, "jit_train_step", 7, outs, 1, 368 * MiB, -1, 0, NULL);
        /* grads.append(step(...)) keeps every step's outputs */
        xb_event_new(g.py, "$<unknown> append", end + MS, 2000000);
        xb_event_new(g.py, "$train.py:12 log_metrics", end + 2 * MS, 5 * MS);
        t += 30 * MS;
    }
    return finish(s, m, "jit_train_step", 7, path);
}

/* no donation: needs 3.88 GiB > 2.79 GiB: 1,902 MiB of parameters (6 x
 * 317) + 1,902 MiB of outputs, 0 donated, temp 172 MiB; the fourth output
 * cannot be allocated. */
static int nodonation(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_update", 9);
    int64_t c = hb_comp(m, "main.30");
    char nm[64];
    for (int i = 0; i < 6; i++) {
        snprintf(nm, sizeof nm, "Arg_%d.%d", i, i + 1);
        hb_static(m, HB_PARAM, hb_instr(m, c, nm, "parameter", F32, D(317, 256, 1024, -1), "", "", 0),
                  317 * MiB, i);
    }
    for (int i = 0; i < 6; i++) {
        snprintf(nm, sizeof nm, "fusion.new_state.%d", i);
        hb_static(m, HB_OUTPUT,
                  hb_instr(m, c, nm, "fusion", F32, D(317, 256, 1024, -1),
                           "jit(update)/jit(main)/sub", "optim.py", 18), 317 * MiB, 0);
    }
    int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.sq", "fusion", F32, D(45088768, -1, -1, -1), "", "", 0),
                          172 * MiB);
    hb_alloc(m, tmp, "fusion.sq");
    hb_free_buf(m, tmp, "fusion.new_state.5");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 1902 * MiB);
    int64_t outs[6];
    for (int i = 0; i < 6; i++)
        outs[i] = 317 * MiB;
    xb_gpu_execute(&g, 3 * MS, "jit_update", 9, outs, 6, 172 * MiB, 3, 10 * SEC, NULL);
    return finish(s, m, "jit_update", 9, path);
}

/* MaxText-like scan with FSDP (fits): temp 61.9 GiB; heap peak 57%
 * forward-kept, the scan stacks bf16[32,4,4096,11008] x2 via while.50. */
static int scan(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", 31);
    int64_t c = hb_comp(m, "main.60");
    int64_t body = hb_comp(m, "body.49");
    int64_t p0 = hb_instr(m, c, "Arg_0.1", "parameter", BF16, D(5, 1024, 1024, 1024), "", "", 0);
    hb_static(m, HB_PARAM | HB_OUTPUT, p0, 10 * GiB, 0);
    hb_alias(m, 0);
    int64_t wh = hb_instr(m, c, "while.50", "while", BF16, D(32, 4, 4096, 11008), "", "", 0);
    hb_calls(m, wh, body);
    int64_t bufs[80];
    int nb = 0;
    char nm[64];
    for (int i = 0; i < 2; i++) {
        snprintf(nm, sizeof nm, "dynamic-update-slice.%d", 12 + i);
        int64_t in = hb_instr(m, body, nm, "dynamic-update-slice", BF16, D(32, 4, 4096, 11008),
                              "jit(train_step)/jit(main)/jvp(Decoder)/while/body/mlp/dynamic_update_slice",
                              "layers.py", 210);
        bufs[nb++] = hb_temp(m, in, 32LL * 4 * 4096 * 11008 * 2);
    }
    for (int i = 0; i < 3; i++) {
        snprintf(nm, sizeof nm, "fusion.attn.%d", i);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", BF16, D(32, 4, 4096, 4096),
                                         "jit(train_step)/jit(main)/jvp(Decoder)/attention/dot_general",
                                         "attentions.py", 400), 4 * GiB);
    }
    bufs[nb++] = hb_temp(m, hb_instr(m, c, "fusion.norm", "fusion", BF16, D(32, 4, 4096, 1824),
                                     "jit(train_step)/jit(main)/jvp(Decoder)/norm", "normalizations.py", 50),
                         32LL * 4 * 4096 * 1824 * 2);
    for (int i = 0; i < 5; i++) {
        snprintf(nm, sizeof nm, "fusion.bwd.%d", i);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", BF16, D(32, 4, 4096, 4096),
                                         "jit(train_step)/jit(main)/transpose(jvp(Decoder))/dot_general",
                                         "layers.py", 230), 4 * GiB);
    }
    for (int i = 0; i < 53; i++) {
        snprintf(nm, sizeof nm, "all-gather.%d", i);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "all-gather", F32, D(32, 1024, 1024, -1), "", "", 0),
                             128 * MiB);
    }
    for (int i = 0; i < nb; i++)
        hb_alloc(m, bufs[i], "while.50");
    for (int i = 0; i < nb; i++)
        hb_free_buf(m, bufs[i], "tuple.60");
    /* size the temp allocation before the runtime uses it */
    size_t len;
    uint8_t *packed = hb_pack(m, &len);
    int64_t temp = hb_temp_size(m);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 144 * GiB, 192 * GiB, 10 * GiB);
    int64_t t = 2 * MS;
    for (int i = 0; i < 3; i++) {
        xb_gpu_execute(&g, t, "jit_train_step", 31, NULL, 0, temp, -1, 0, NULL);
        t += 50 * MS;
    }
    xb_module(s, "jit_train_step", 31, packed, len, false);
    free(packed);
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}

/* other live arrays: the plan fits (1,000 MiB of 2,857 MiB) but a dataset
 * put on the device (1,400 MiB) and 600 MiB allocated before the capture
 * leave no room for the second execution. */
static int other_live(const char *path)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_eval_step", 11);
    int64_t c = hb_comp(m, "main.20");
    hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", F32, D(200, 256, 1024, -1), "", "", 0),
              200 * MiB, 0);
    hb_static(m, HB_OUTPUT, hb_instr(m, c, "fusion.out", "fusion", F32, D(16, 256, 1024, -1),
                                     "jit(eval_step)/jit(main)/reduce_sum", "eval.py", 9), 16 * MiB, 0);
    int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.logits", "fusion", F32, D(784, 256, 1024, -1),
                                      "jit(eval_step)/jit(main)/dot_general", "eval.py", 7), 784 * MiB);
    hb_alloc(m, tmp, "fusion.logits");
    hb_free_buf(m, tmp, "fusion.out");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 800 * MiB);
    int64_t outs[1] = { 16 * MiB };
    int64_t t = xb_gpu_execute(&g, 2 * MS, "jit_eval_step", 11, outs, 1, 784 * MiB, -1, 0, NULL);
    /* dataset = jax.device_put(np.zeros(...)) */
    xb_event_new(g.py, "$api.py:2400 device_put", t + MS, 3 * MS);
    xb_event_new(g.py, "PjRtStreamExecutorClient::BufferFromHostBuffer", t + MS + 100000, 2 * MS);
    xb_gpu_alloc(&g, g.py, t + MS + 200000, 1400 * MiB, "s32[367001600]");
    xb_gpu_execute(&g, t + 10 * MS, "jit_eval_step", 11, outs, 1, 784 * MiB, 1, 10 * SEC, NULL);
    return finish(s, m, "jit_eval_step", 11, path);
}

/* Edge: a module whose heap trace frees an unknown buffer and frees one
 * twice; no allocator events at all (JAX 0.4.30 style runtime). */
static int bad_trace(const char *path)
{
    xb_space *s = xb_new();
    xb_hostname(s, "edge-host");
    xb_plane *cpu = xb_plane_new(s, 1, "/host:CPU");
    xb_line *l = xb_line_new(cpu, 7, "python", 0);
    xb_event_new(l, "$train.py:1 main", 0, MS);
    hb_module *m = hb_new("jit_broken", 3);
    int64_t c = hb_comp(m, "main.3");
    int64_t a = hb_temp(m, hb_instr(m, c, "fusion.a", "fusion", F32, D(256, 1024, -1, -1), "", "", 0), MiB);
    int64_t b = hb_temp(m, hb_instr(m, c, "fusion.b", "fusion", F32, D(512, 1024, -1, -1), "", "", 0), 2 * MiB);
    hb_alloc(m, a, "fusion.a");
    hb_alloc(m, b, "fusion.b");
    hb_trace_raw(m, 1, 999999, 0); /* FREE of an unknown buffer */
    hb_free_buf(m, a, "fusion.b");
    hb_free_buf(m, a, "fusion.b"); /* double free */
    hb_trace_raw(m, 2, b, b);      /* SHARE_WITH itself: a cycle */
    hb_free_buf(m, b, "root");
    return finish(s, m, "jit_broken", 3, path);
}

/* Edge: an allocator trace only (no /host:metadata, as TensorFlow or JAX
 * 0.4.30 without HLO), with a deallocation of a buffer never seen. */
static int no_metadata(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1024 * MiB, 16 * GiB, 100 * MiB);
    xb_gpu_free(&g, g.py, MS, 0xdead000, 10 * MiB);
    uint64_t a1 = xb_gpu_alloc(&g, g.py, 2 * MS, 30 * MiB, NULL);
    xb_gpu_alloc(&g, g.py, 3 * MS, 50 * MiB, NULL);
    xb_gpu_free(&g, g.py, 4 * MS, a1, 30 * MiB);
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

/* Two modules with the same name (jit_matmul(19) and jit_matmul(32)), run
 * 3 and 2 times, recorded the CUDA way: host launches carry only a
 * correlation id, the device kernels carry the program id. */
static int same_name_cuda(const char *path)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 64 * MiB);
    int64_t sizes[2] = { 16 * MiB, 16 * MiB }; /* same plans: only the id tells */
    uint64_t ids[2] = { 19, 32 };
    for (int k = 0; k < 2; k++) {
        hb_module *m = hb_new("jit_matmul", (int64_t)ids[k]);
        int64_t c = hb_comp(m, "main.9");
        hb_static(m, HB_PARAM, hb_instr(m, c, "Arg_0.1", "parameter", F32, D(1024, 1024, -1, -1), "", "", 0),
                  4 * MiB, 0);
        hb_static(m, HB_OUTPUT, hb_instr(m, c, "dot.1", "dot", F32, D(1024, 1024, -1, -1),
                                         "jit(matmul)/dot_general", "mm.py", 3), sizes[k], 0);
        xb_module_hb(s, "jit_matmul", ids[k], m);
    }
    int64_t t = 2 * MS;
    static const int order[5] = { 0, 1, 0, 1, 0 };
    for (int i = 0; i < 5; i++) {
        int k = order[i];
        uint64_t a;
        t = xb_gpu_execute(&g, t, "jit_matmul", ids[k], &sizes[k], 1, 0, -1, 0, &a) + MS;
        xb_gpu_free(&g, g.py, t - MS / 2, a, sizes[k]);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

const xb_scenario xb_scenarios[] = {
    { "attention", "attention plan too big: needs 3.72 GiB > 2.79 GiB, last execution never launched", attention },
    { "attention-jax011", "the attention OOM as JAX 0.11 records it (CommonPjRt, AllocatorRetry)", attention011 },
    { "grads-kept", "gradients kept every step: +104.0 MiB per execution", grads },
    { "no-donation", "no donation: 1,902 MiB parameters + 1,902 MiB outputs, 0 donated", nodonation },
    { "scan-fsdp", "scanned model that fits: temp 61.9 GiB, stacks via while.50", scan },
    { "other-live", "a device_put dataset and memory from before the capture", other_live },
    { "same-name-cuda", "two modules named jit_matmul told apart by the device's program ids", same_name_cuda },
    { "bad-trace", "inconsistent heap trace, no allocator events", bad_trace },
    { "no-metadata", "allocator events only, no HLO", no_metadata },
};
const unsigned xb_nscenarios = sizeof xb_scenarios / sizeof xb_scenarios[0];

int xb_write_scenario(const char *name, const char *path)
{
    for (unsigned i = 0; i < xb_nscenarios; i++)
        if (!strcmp(xb_scenarios[i].name, name))
            return xb_scenarios[i].write(path);
    return -2;
}
