/* pairs.c - the reference scenarios before and after their fix, for the
 * comparison tests.  The "before" side of each pair has the figures of its
 * scenario in scenarios.c (same arithmetic, program id as a parameter);
 * the comments show the arithmetic of the "after" side. */
#include "pairs.h"
#include "builder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)
#define MS (1000000000LL) /* ps */
#define SEC (1000LL * MS)

enum { S8 = 2, F32 = 11 };

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

/* Before: 5 x 256 MiB scores + 12 x 131 MiB MLP activations kept for
 * backward (2,852 MiB), heap peak 3,495 MiB, needs 3,809 MiB > 2,857 MiB.
 * After jax.checkpoint of the block: the block inputs are kept (5 x 32 MiB
 * f32[8,1024,1024] on model.py:120, appeared), one block's scores and two
 * MLP activations are recomputed at a time (1 x 256 MiB, 2 x 131 MiB,
 * changed); forward 678 MiB (-2,174 MiB), heap peak 1,321 MiB, total
 * 1,635 MiB: fits; no .remat instructions (XLA's own remat did not run). */
int xb_pair_attention(const char *path, bool ckpt, uint64_t pid)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", (int64_t)pid);
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
    int64_t bufs[40];
    /* each buffer allocated at the instruction that defines it, as the
     * single attention fixture's (every event said fusion.grad.3: a
     * trial stepping BEFORE's chart read one name for every buffer) */
    char at[40][64];
    int nb = 0;
    char nm[64], op[256];
    const char *ck = ckpt ? "checkpoint/" : "";
    int nscores = ckpt ? 1 : 5, nmlp = ckpt ? 2 : 12;
    for (int i = 0; i < nscores; i++) {
        snprintf(nm, sizeof nm, "fusion.softmax.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/jvp(Transformer)/Block_%d/%sattention/softmax", i, ck);
        int64_t in = hb_instr(m, c, nm, "fusion", F32, D(8, 8, 1024, 1024), op, "", 0);
        hb_stack(m, in, attn_stack, 3);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, in, 256 * MiB);
    }
    for (int i = 0; i < nmlp; i++) {
        snprintf(nm, sizeof nm, "fusion.mlp.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/jvp(Transformer)/Block_%d/%smlp/dot_general", i % 5, ck);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", F32, D(8, 1024, 4192, -1), op, "model.py", 97),
                             131 * MiB);
    }
    for (int i = 0; ckpt && i < 5; i++) {
        snprintf(nm, sizeof nm, "fusion.block_in.%d", i);
        snprintf(op, sizeof op, "jit(train_step)/jit(main)/jvp(Transformer)/Block_%d/checkpoint/residual", i);
        snprintf(at[nb], sizeof at[nb], "%s", nm);
        bufs[nb++] = hb_temp(m, hb_instr(m, c, nm, "fusion", F32, D(8, 1024, 1024, -1), op, "model.py", 120),
                             32 * MiB);
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
    for (int i = 0; i < nb; i++)
        hb_alloc(m, bufs[i], at[i]);
    for (int i = 0; i < nb; i++)
        hb_free_buf(m, bufs[i], "tuple.99");
    for (int i = 0; !ckpt && i < 89; i++) {
        snprintf(nm, sizeof nm, "fusion.%d.remat", 200 + i);
        hb_instr(m, c, nm, "fusion", F32, D(8, 8, -1, -1), "jit(train_step)/jit(main)/remat", "", 0);
    }
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 250 * MiB);
    int64_t outs[1] = { 64 * MiB };
    int64_t t = 5 * MS;
    if (!ckpt) {
        xb_event_new(g.py, "$train.py:70 main", t - MS, 12 * SEC);
        xb_gpu_execute(&g, t, "jit_train_step", pid, outs, 1, 3495 * MiB, 1, 10 * SEC, NULL);
        return finish(s, m, "jit_train_step", pid, path);
    }
    /* the step runs three times; each step's outputs are consumed and
     * freed before the next one */
    xb_event_new(g.py, "$train.py:70 main", t - MS, 200 * MS);
    for (int i = 0; i < 3; i++) {
        uint64_t a;
        int64_t end = xb_gpu_execute(&g, t, "jit_train_step", pid, outs, 1, 1321 * MiB, -1, 0, &a);
        xb_gpu_free(&g, g.py, end + MS, a, 64 * MiB);
        t += 40 * MS;
    }
    return finish(s, m, "jit_train_step", pid, path);
}

/* Before: 6 x 317 MiB parameters and 6 x 317 MiB fresh outputs, temp
 * 172 MiB: needs 3,976 MiB > 2,857 MiB.  After donate_argnums: the outputs
 * reuse the parameters (donated 1,902 MiB, outputs 0), needs 2,074 MiB:
 * fits, and runs twice. */
static int donation(const char *path, bool donated, uint64_t pid, const char *const *names)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_update", (int64_t)pid);
    int64_t c = hb_comp(m, "main.30");
    char nm[64];
    for (int i = 0; i < 6; i++) {
        snprintf(nm, sizeof nm, "Arg_%d.%d", i, i + 1);
        hb_static(m, donated ? HB_PARAM | HB_OUTPUT : HB_PARAM,
                  hb_instr(m, c, nm, "parameter", F32, D(317, 256, 1024, -1), names ? names[i] : "", "", 0),
                  317 * MiB, i);
        if (donated)
            hb_alias(m, i);
    }
    for (int i = 0; !donated && i < 6; i++) {
        snprintf(nm, sizeof nm, "fusion.new_state.%d", i);
        hb_static(m, HB_OUTPUT,
                  hb_instr(m, c, nm, "fusion", F32, D(317, 256, 1024, -1), "jit(update)/jit(main)/sub",
                           "optim.py", 18), 317 * MiB, 0);
    }
    int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.sq", "fusion", F32, D(45088768, -1, -1, -1), "", "", 0),
                          172 * MiB);
    hb_alloc(m, tmp, "fusion.sq");
    hb_free_buf(m, tmp, "fusion.new_state.5");
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 1902 * MiB);
    if (!donated) {
        int64_t outs[6];
        for (int i = 0; i < 6; i++)
            outs[i] = 317 * MiB;
        xb_gpu_execute(&g, 3 * MS, "jit_update", pid, outs, 6, 172 * MiB, 3, 10 * SEC, NULL);
    } else {
        int64_t t = 3 * MS;
        for (int i = 0; i < 2; i++)
            t = xb_gpu_execute(&g, t, "jit_update", pid, NULL, 0, 172 * MiB, -1, 0, NULL) + 10 * MS;
    }
    return finish(s, m, "jit_update", pid, path);
}

int xb_pair_donation(const char *path, bool donated, uint64_t pid)
{
    return donation(path, donated, pid, NULL);
}

int xb_donation_named(const char *path, const char *const names[6])
{
    return donation(path, false, 9, names);
}

/* Before: every step's 104 MiB of gradients stays in a list: in use at
 * start 316 MiB -> 1,252 MiB over 10 executions.  After dropping the
 * list: each step's gradients are freed after logging; flat at 316 MiB. */
static int pair_leak(const char *path, bool dropped, uint64_t pid, int64_t pool, bool last_fails)
{
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_train_step", (int64_t)pid);
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
    xb_gpu_init(&g, s, "GPU_0_bfc", pool, 192 * GiB, 316 * MiB);
    int64_t outs[1] = { 104 * MiB };
    int64_t t = 2 * MS;
    xb_event_new(g.py, "$train.py:45 train_loop", MS, 30 * 10 * MS + 5 * MS);
    for (int i = 0; i < 10; i++) {
        uint64_t a;
        int64_t end = xb_gpu_execute(&g, t, "jit_train_step", pid, outs, 1, 368 * MiB, last_fails && i == 9 ? 1 : -1, 0, &a);
        if (!dropped)
            xb_event_new(g.py, "$<unknown> append", end + MS, 2000000);
        xb_event_new(g.py, "$train.py:12 log_metrics", end + 2 * MS, 5 * MS);
        if (dropped)
            xb_gpu_free(&g, g.py, end + 8 * MS, a, 104 * MiB);
        t += 30 * MS;
    }
    return finish(s, m, "jit_train_step", pid, path);
}

int xb_pair_leak(const char *path, bool dropped, uint64_t pid)
{
    return pair_leak(path, dropped, pid, 2857 * MiB, false);
}

/* The leak in a pool of 1,536 MiB: every execution launched, yet the last
 * start's 1,252 MiB in use and the step's 472 MiB do not fit the pool, so
 * its own verdict does not fit while nothing failed. */
int xb_pair_leak_full(const char *path)
{
    return pair_leak(path, false, 7, 1536 * MiB, false);
}

/* The leak in a pool of 1,636 MiB: short by 88 MiB, so one execution's
 * 104 MiB of outputs, the largest group of the 936 MiB the loop keeps,
 * alone is the fix other-live-arrays names (not a named scenario: a
 * test's). */
int xb_pair_leak_near(const char *path)
{
    return pair_leak(path, false, 7, 1636 * MiB, false);
}

/* The same, its last execution's temp request failing: a failure the
 * capture measured on a pool whose own figures disagree. */
int xb_pair_leak_full_fails(const char *path)
{
    return pair_leak(path, false, 7, 1536 * MiB, true);
}

/* jit_train_step (100 MiB parameters donated, 10 MiB outputs, 50 MiB temp,
 * run twice) and jit_eval_step (1 MiB outputs, 20 MiB temp, run once). */
static int two_modules(const char *path, uint64_t first_id, bool eval_big)
{
    xb_space *s = xb_new();
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 2857 * MiB, 192 * GiB, 100 * MiB);
    static const char *const names[2] = { "jit_train_step", "jit_eval_step" };
    static const int64_t outs_b[2] = { 10 * MiB, 1 * MiB };
    const int64_t temp_b[2] = { 50 * MiB, eval_big ? 900 * MiB : 20 * MiB };
    for (int k = 0; k < 2; k++) {
        hb_module *m = hb_new(names[k], (int64_t)first_id + k);
        int64_t c = hb_comp(m, "main.9");
        int64_t p = hb_instr(m, c, "Arg_0.1", "parameter", F32, D(100, 256, 1024, -1), "", "", 0);
        hb_static(m, k == 0 ? HB_PARAM | HB_OUTPUT : HB_PARAM, p, 100 * MiB, 0);
        if (k == 0)
            hb_alias(m, 0);
        hb_static(m, HB_OUTPUT, hb_instr(m, c, "fusion.out", "fusion", F32, D(outs_b[k] / 4, -1, -1, -1),
                                         "jit(step)/jit(main)/reduce_sum", "step.py", 5 + k), outs_b[k], 0);
        int64_t tmp = hb_temp(m, hb_instr(m, c, "fusion.tmp", "fusion", F32, D(temp_b[k] / 4, -1, -1, -1),
                                          "jit(step)/jit(main)/jvp(f)/mul", "step.py", 3 + k), temp_b[k]);
        hb_alloc(m, tmp, "fusion.tmp");
        hb_free_buf(m, tmp, "fusion.out");
        xb_module_hb(s, names[k], first_id + k, m);
    }
    int64_t t = 2 * MS;
    static const int order_b[3] = { 0, 0, 1 }, order_e[3] = { 1, 0, 1 };
    const int *order = eval_big ? order_e : order_b;
    for (int i = 0; i < 3; i++) {
        int k = order[i];
        uint64_t a;
        t = xb_gpu_execute(&g, t, names[k], first_id + (uint64_t)k, &outs_b[k], 1, temp_b[k], -1, 0, &a) + MS;
        xb_gpu_free(&g, g.py, t - MS / 2, a, outs_b[k]);
    }
    int rc = xb_write(s, path, false);
    xb_free(s);
    return rc;
}

int xb_pair_two_modules(const char *path, uint64_t first_id)
{
    return two_modules(path, first_id, false);
}

int xb_write_pair(const char *name, const char *path)
{
    if (!strcmp(name, "pair-attention-before")) return xb_pair_attention(path, false, 15);
    if (!strcmp(name, "pair-attention-after")) return xb_pair_attention(path, true, 17);
    if (!strcmp(name, "pair-donation-before")) return xb_pair_donation(path, false, 9);
    if (!strcmp(name, "pair-donation-after")) return xb_pair_donation(path, true, 12);
    if (!strcmp(name, "pair-leak-before")) return xb_pair_leak(path, false, 7);
    if (!strcmp(name, "pair-leak-after")) return xb_pair_leak(path, true, 8);
    if (!strcmp(name, "pair-leak-full")) return xb_pair_leak_full(path);
    if (!strcmp(name, "pair-leak-full-fails")) return xb_pair_leak_full_fails(path);
    if (!strcmp(name, "pair-ids-a")) return xb_pair_two_modules(path, 15);
    if (!strcmp(name, "pair-ids-b")) return xb_pair_two_modules(path, 40);
    /* both modules on both sides, each side selecting the other one
     * (jit_eval_step's temp 900 MiB here): a pair across names */
    if (!strcmp(name, "pair-namesake-after")) return two_modules(path, 15, true);
    return -2;
}
