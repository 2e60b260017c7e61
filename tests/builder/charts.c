/* charts.c - long heap traces for the charts and the cursor (charts.h). */
#include "charts.h"
#include "builder.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MiB (1024LL * 1024)
#define MS (1000000000LL) /* ps */

enum { S8 = 2, F32 = 11, NINSTR = 16, MAXLIVE = 40 };

static uint64_t next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

/* Instructions of the four roles: forward (jvp), backward (transpose),
 * workspace (s8 custom-call) and other. */
static void instrs(hb_module *m, int64_t c, int64_t *ids, const char **names)
{
    static char nm[NINSTR][32];
    int64_t dims[3] = { 256, 1024, -1 }, wdims[2] = { 1 << 20, -1 };
    for (int i = 0; i < NINSTR; i++) {
        char op[128];
        int role = i % 4;
        snprintf(nm[i], sizeof nm[i], role == 2 ? "cublas-gemm.%d" : "fusion.%d", i);
        static const char *const ops[4] = { "jvp(model)/layer_", "transpose(jvp(model))/layer_",
                                            NULL, "layer_" };
        op[0] = 0; /* workspace: no name stack */
        if (ops[role])
            snprintf(op, sizeof op, "jit(step)/%s%d/dot", ops[role], i);
        ids[i] = hb_instr(m, c, nm[i], role == 2 ? "custom-call" : "fusion", role == 2 ? S8 : F32,
                          role == 2 ? wdims : dims, op, "model.py", 10 + i);
        names[i] = nm[i];
    }
}

/* The heap trace: a live set that follows a slow wave (so the chart has
 * rises, falls and local peaks), one share in ten. */
static void trace(hb_module *m, const int64_t *ids, const char **names, size_t nevents,
                  uint64_t *rng)
{
    int64_t live[MAXLIVE];
    int inst[MAXLIVE];
    size_t nlive = 0;
    for (size_t e = 0; e + nlive < nevents;) {
        double wave = 0.5 + 0.5 * sin((double)e / ((double)nevents / 7.0 + 1.0) * 6.283);
        size_t target = 2 + (size_t)(wave * (MAXLIVE - 4)) + next(rng) % 3;
        if (nlive < target && nlive < MAXLIVE) {
            int k = (int)(next(rng) % NINSTR);
            int64_t size = 256 * (int64_t)(1 + next(rng) % 65536);
            int64_t b = hb_temp(m, ids[k], size);
            if (nlive && next(rng) % 10 == 0)
                hb_share(m, b, live[next(rng) % nlive], names[k]);
            else
                hb_alloc(m, b, names[k]);
            live[nlive] = b;
            inst[nlive++] = k;
        } else {
            size_t j = next(rng) % nlive;
            hb_free_buf(m, live[j], names[inst[j]]);
            live[j] = live[--nlive];
            inst[j] = inst[nlive];
        }
        e++;
    }
    while (nlive) {
        nlive--;
        hb_free_buf(m, live[nlive], names[inst[nlive]]);
    }
}

int xb_write_long_trace(const char *path, size_t nevents, size_t nexecs, unsigned seed)
{
    uint64_t rng = 0x9e3779b97f4a7c15ULL ^ seed;
    xb_space *s = xb_new();
    hb_module *m = hb_new("jit_long", 7);
    int64_t c = hb_comp(m, "main.7");
    int64_t ids[NINSTR];
    const char *names[NINSTR];
    instrs(m, c, ids, names);
    int64_t pin = hb_instr(m, c, "Arg_0.1", "parameter", F32, (int64_t[]){ 1024, 1024, -1 }, "", "", 0);
    hb_static(m, HB_PARAM, pin, 4 * MiB, 0);
    trace(m, ids, names, nevents, &rng);
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    xb_module(s, "jit_long", 7, proto, len, false);
    free(proto);
    int64_t temp = hb_temp_size(m);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", temp + temp / 2 + 64 * MiB, 16LL * 1024 * MiB, 8 * MiB);
    int64_t t = MS, outs[1] = { 2 * MiB };
    xb_event_new(g.py, "$train.py:20 main", 0, (int64_t)(nexecs + 2) * 40 * MS + 2000 * MS);
    for (size_t i = 0; i < nexecs; i++) {
        bool last = i + 1 == nexecs;
        /* the pool fills up step by step; the last step cannot get its temp */
        t = xb_gpu_execute(&g, t, "jit_long", 7, outs, 1, last ? temp * 2 : temp, last ? 1 : -1,
                           last ? 2000 * MS : 0, NULL);
        t += 10 * MS;
    }
    int rc = xb_write(s, path, false);
    hb_free(m);
    xb_free(s);
    return rc;
}
