/* gen.c - deterministic generator of large GPU captures for the benchmark.
 *
 *   xt-bench-gen [--profile NAME] SIZE_MIB OUT.xplane.pb [SEED]
 *   xt-bench-gen --list
 *
 * Profiles (bench/README.md): "legacy-kind" (the default; the first
 * round's capture: one device, launches with one stat, 57% Python-tracer
 * events) and profiles shaped like real JAX GPU captures of one generation
 * each ("jax08", "jax09", "jax011", "jax08-py"): 8 GPUs, 9 stats on every
 * cuLaunchKernel, 11 on every kernel, the generation's execution events,
 * one BFC allocator per device, and few Python events unless the profile
 * has the Python tracer on.  See real_main() for what each one holds.
 *
 * The XSpace is written by hand in wire format (a plane's lines are
 * buffered, then length-prefixed), so memory stays near the file size; the
 * HloProtos come from the test builder (protobuf-c). */
#include "builder.h"

#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

typedef struct buf {
    uint8_t *p;
    size_t n, cap;
} buf;

static void put(buf *b, const void *d, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap : 4096;
        while (nc < b->n + n)
            nc *= 2;
        b->p = realloc(b->p, nc);
        if (!b->p) {
            fprintf(stderr, "gen: out of memory\n");
            exit(3);
        }
        b->cap = nc;
    }
    memcpy(b->p + b->n, d, n);
    b->n += n;
}

static void varint(buf *b, uint64_t v)
{
    uint8_t t[10];
    size_t k = 0;
    do {
        t[k++] = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        v >>= 7;
    } while (v);
    put(b, t, k);
}

static void tag(buf *b, uint32_t field, uint32_t wt) { varint(b, (uint64_t)field << 3 | wt); }
static void fvar(buf *b, uint32_t f, uint64_t v) { tag(b, f, 0); varint(b, v); }
static void flen(buf *b, uint32_t f, const void *d, size_t n) { tag(b, f, 2); varint(b, n); put(b, d, n); }
static void fstr(buf *b, uint32_t f, const char *s) { flen(b, f, s, strlen(s)); }
static void fbuf(buf *b, uint32_t f, buf *in) { flen(b, f, in->p, in->n); in->n = 0; }

/* ---- deterministic PRNG ---- */
static uint64_t g_rng;
static uint64_t rnd(void)
{
    g_rng ^= g_rng << 13;
    g_rng ^= g_rng >> 7;
    g_rng ^= g_rng << 17;
    return g_rng;
}

/* ---- metadata tables per plane ---- */
typedef struct names {
    const char **v;
    size_t n, cap;
    uint32_t *slots; /* open addressing: index + 1 */
    size_t nslots;
} names;

static uint64_t hash(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return h;
}

static uint64_t id_of(names *t, const char *s)
{
    if ((t->n + 1) * 2 > t->nslots) {
        size_t ns = t->nslots ? t->nslots * 2 : 1024;
        uint32_t *sl = calloc(ns, sizeof *sl);
        for (size_t i = 0; i < t->n; i++) {
            size_t j = hash(t->v[i]) & (ns - 1);
            while (sl[j])
                j = (j + 1) & (ns - 1);
            sl[j] = (uint32_t)i + 1;
        }
        free(t->slots);
        t->slots = sl;
        t->nslots = ns;
    }
    size_t j = hash(s) & (t->nslots - 1);
    while (t->slots[j]) {
        if (!strcmp(t->v[t->slots[j] - 1], s))
            return t->slots[j];
        j = (j + 1) & (t->nslots - 1);
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? t->cap * 2 : 256;
        t->v = realloc(t->v, t->cap * sizeof *t->v);
    }
    t->v[t->n++] = strdup(s);
    t->slots[j] = (uint32_t)t->n;
    return t->n;
}

typedef struct plane {
    buf lines;     /* encoded XLine fields (field 3 each) */
    names ev, st;
} plane;

static buf g_line, g_ev, g_stat;

/* stats: kinds 'i' int64, 'u' uint64, 'd' double, 'r' ref */
static void stat_i(plane *p, const char *n, int64_t v)
{
    fvar(&g_stat, 1, id_of(&p->st, n));
    fvar(&g_stat, 4, (uint64_t)v);
    fbuf(&g_ev, 4, &g_stat);
}
static void stat_u(plane *p, const char *n, uint64_t v)
{
    fvar(&g_stat, 1, id_of(&p->st, n));
    fvar(&g_stat, 3, v);
    fbuf(&g_ev, 4, &g_stat);
}
static void stat_d(plane *p, const char *n, double v)
{
    fvar(&g_stat, 1, id_of(&p->st, n));
    tag(&g_stat, 2, 1);
    put(&g_stat, &v, 8);
    fbuf(&g_ev, 4, &g_stat);
}
static void stat_r(plane *p, const char *n, const char *v)
{
    fvar(&g_stat, 1, id_of(&p->st, n));
    fvar(&g_stat, 7, id_of(&p->st, v));
    fbuf(&g_ev, 4, &g_stat);
}

static void ev_begin(plane *p, const char *name, int64_t off_ps, int64_t dur_ps)
{
    g_ev.n = 0;
    fvar(&g_ev, 1, id_of(&p->ev, name));
    fvar(&g_ev, 2, (uint64_t)off_ps);
    if (dur_ps)
        fvar(&g_ev, 3, (uint64_t)dur_ps);
}
static void ev_end(void) { fbuf(&g_line, 4, &g_ev); }
static void ev_put(buf *line) { fbuf(line, 4, &g_ev); }
static void stat_s(plane *p, const char *n, const char *v)
{
    fvar(&g_stat, 1, id_of(&p->st, n));
    fstr(&g_stat, 5, v);
    fbuf(&g_ev, 4, &g_stat);
}

static void line_end(plane *p) { fbuf(&p->lines, 3, &g_line); }

static void plane_write(FILE *f, plane *p, int64_t id, const char *name, buf *extra)
{
    buf pl = { 0 }, tmp = { 0 }, out = { 0 };
    fvar(&pl, 1, (uint64_t)id);
    fstr(&pl, 2, name);
    put(&pl, p->lines.p, p->lines.n);
    for (size_t i = 0; i < p->ev.n; i++) {
        buf m = { 0 };
        fvar(&m, 1, i + 1);
        fstr(&m, 2, p->ev.v[i]);
        fvar(&tmp, 1, i + 1);
        fbuf(&tmp, 2, &m);
        fbuf(&pl, 4, &tmp);
        free(m.p);
    }
    for (size_t i = 0; i < p->st.n; i++) {
        buf m = { 0 };
        fvar(&m, 1, i + 1);
        fstr(&m, 2, p->st.v[i]);
        fvar(&tmp, 1, i + 1);
        fbuf(&tmp, 2, &m);
        fbuf(&pl, 5, &tmp);
        free(m.p);
    }
    if (extra)
        put(&pl, extra->p, extra->n);
    tag(&out, 1, 2);
    varint(&out, pl.n);
    fwrite(out.p, 1, out.n, f);
    fwrite(pl.p, 1, pl.n, f);
    free(pl.p);
    free(tmp.p);
    free(out.p);
}

/* ---- modules ---- */
static int64_t g_temp[64]; /* each module's temp allocation, from its plan */

static uint8_t *module_proto(int k, int ninstr, size_t *len)
{
    char name[64];
    snprintf(name, sizeof name, "jit_fn_%d", k);
    hb_module *m = hb_new(name, 100 + k);
    int64_t c = hb_comp(m, "main");
    static const int64_t dims[] = { 1024, 256, -1 };
    int64_t p = hb_instr(m, c, "Arg_0.1", "parameter", 11, dims, "", "", 0);
    hb_static(m, 1, p, 1 << 20, 0);
    int64_t prev = -1;
    char nm[64], op[128];
    for (int i = 0; i < ninstr; i++) {
        snprintf(nm, sizeof nm, "fusion.%d", i);
        snprintf(op, sizeof op, "jit(%s)/jit(main)/%s(block)/dot_general", name,
                 i % 3 == 0 ? "jvp" : i % 3 == 1 ? "transpose(jvp" : "x");
        int64_t in = hb_instr(m, c, nm, "fusion", 16, dims, op, "model.py", 10 + i % 500);
        /* one buffer per 4 instructions; short lifetimes, a few long */
        if (i % 4 == 0) {
            int64_t b = hb_temp(m, in, 512 * 1024);
            hb_alloc(m, b, nm);
            if (prev >= 0 && (i / 4) % 16 != 0)
                hb_free_buf(m, prev, nm);
            prev = b;
        }
    }
    uint8_t *out = hb_pack(m, len);
    g_temp[k] = hb_temp_size(m);
    hb_free(m);
    return out;
}

/* --plan N OUT: one module of N instructions, each defining a buffer
 * (for timing the plan of a very large model). */
static int plan_only(long n, const char *out)
{
    hb_module *m = hb_new("jit_huge", 7);
    int64_t c = hb_comp(m, "main");
    static const int64_t dims[] = { 256, 256, -1 };
    int64_t p = hb_instr(m, c, "Arg_0.1", "parameter", 11, dims, "", "", 0);
    hb_static(m, 1, p, 1 << 18, 0);
    char nm[64];
    int64_t prev[8] = { -1, -1, -1, -1, -1, -1, -1, -1 };
    for (long i = 0; i < n; i++) {
        snprintf(nm, sizeof nm, "fusion.%ld", i);
        int64_t in = hb_instr(m, c, nm, "fusion", 11, dims,
                              i % 2 ? "jit(huge)/jvp(layer)/dot" : "jit(huge)/transpose(jvp(layer))/dot",
                              "model.py", (int)(i % 1000));
        int64_t b = hb_temp(m, in, 1 << 18);
        hb_alloc(m, b, nm);
        /* each buffer lives for 8 instructions */
        if (prev[i % 8] >= 0)
            hb_free_buf(m, prev[i % 8], nm);
        prev[i % 8] = b;
    }
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    hb_free(m);
    xb_space *s = xb_new();
    xb_hostname(s, "plan-bench");
    xb_module(s, "jit_huge", 7, proto, len, true);
    free(proto);
    int rc = xb_write(s, out, false);
    xb_free(s);
    return rc ? 1 : 0;
}

/* --live N OUT: one module of N instructions, each defining a buffer of
 * its own Python line, every one live at the heap peak (the TUI's keys
 * in a long buffer list, its groups, the chart cursor's steps). */
static int live_only(long n, const char *out)
{
    hb_module *m = hb_new("jit_live", 9);
    int64_t c = hb_comp(m, "main");
    static const int64_t dims[] = { 1024, -1 };
    int64_t *b = malloc((size_t)(n > 0 ? n : 1) * sizeof *b);
    if (!b)
        return 1;
    char nm[64];
    for (long i = 0; i < n; i++) {
        snprintf(nm, sizeof nm, "fusion.%ld", i);
        int64_t in = hb_instr(m, c, nm, "fusion", 11, dims,
                              i % 3 ? "jit(live)/jvp(layer)/dot" : "jit(live)/transpose(jvp(layer))/dot",
                              "model.py", (int)i + 1);
        b[i] = hb_temp(m, in, 4096 + (i % 64) * 256);
        hb_alloc(m, b[i], nm);
    }
    for (long i = 0; i < n; i++)
        hb_free_buf(m, b[i], "fusion.0");
    free(b);
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    hb_free(m);
    xb_space *s = xb_new();
    xb_hostname(s, "live-bench");
    xb_module(s, "jit_live", 9, proto, len, true);
    free(proto);
    int rc = xb_write(s, out, false);
    xb_free(s);
    return rc ? 1 : 0;
}

/* ---- profiles shaped like real JAX GPU captures ---- */

/* What differs between generations of the XLA GPU client and profiler;
 * stat lists as in the real ROCm 0.8 captures in tests/data/. */
typedef struct profile {
    const char *name, *what;
    int gen;          /* 0 legacy-kind; 8 = 0.8.x; 9 = 0.9.2+; 11 = 0.11 */
    int ndev;         /* GPUs, one plane and one BFC allocator each */
    int launches;     /* kernel launches per device per step */
    int py_per_step;  /* Python-tracer events per step (tracer on) */
    int py_startup;   /* Python events once, at the start (tracer off) */
} profile;

static const profile g_profiles[] = {
    { "legacy-kind", "the first round's capture: 1 GPU, 1 stat per launch, 57% Python events",
      0, 1, 300, 400, 0 },
    { "jax08", "JAX 0.8 CUDA, 8 GPUs: PjRtStreamExecutor Execute/EnqueueExecution (_p/_c)",
      8, 8, 250, 0, 1500 },
    { "jax09", "JAX 0.9.2 CUDA, 8 GPUs: CommonPjRt Execute (<m>), program_id in /host:metadata",
      9, 8, 250, 0, 1500 },
    { "jax011", "JAX 0.11 CUDA, 8 GPUs: as 0.9.2 plus _src stats and arena events",
      11, 8, 250, 0, 1500 },
    { "jax08-py", "jax08 with the Python tracer on (400 Python events per step)",
      8, 8, 250, 400, 0 },
};

#define US 1000000LL /* ps */

typedef struct rdev {
    plane p;          /* /device:GPU:d */
    buf kern, copy;   /* Stream #(Compute) and Stream #(MemcpyH2D) events */
    buf work;         /* the host worker line's events (py_xla_execute) */
    int64_t in_use, peak, out_bytes[2];
    uint64_t out_addr[2], next_addr;
} rdev;

static void line_put(plane *p, int64_t id, const char *name, buf *events)
{
    g_line.n = 0;
    fvar(&g_line, 1, (uint64_t)id);
    fstr(&g_line, 2, name);
    fvar(&g_line, 3, 0);
    put(&g_line, events->p, events->n);
    line_end(p);
    free(events->p);
    events->p = NULL;
    events->n = events->cap = 0;
}

/* _src (JAX >= 0.11) on TraceMeEncode-style host events */
static void src(const profile *pr, plane *h, const char *file)
{
    if (pr->gen >= 11)
        stat_r(h, "_src", file);
}

static void mem_event(const profile *pr, plane *h, rdev *d, int dev, buf *line, int64_t t,
                      bool alloc, int64_t bytes, uint64_t addr, bool output)
{
    static const int64_t cap = 60LL << 30;
    char an[32];
    snprintf(an, sizeof an, "GPU_%d_bfc", dev);
    ev_begin(h, alloc ? "MemoryAllocation" : "MemoryDeallocation", t, 0);
    stat_r(h, "allocator_name", an);
    stat_i(h, "bytes_reserved", 0);
    stat_i(h, "bytes_allocated", d->in_use);
    stat_i(h, "bytes_available", cap - d->in_use);
    stat_d(h, "fragmentation", 0.01 * (double)(rnd() % 50));
    stat_i(h, "peak_bytes_in_use", d->peak);
    stat_i(h, "requested_bytes", bytes);
    stat_i(h, "allocation_bytes", bytes);
    stat_i(h, "addr", (int64_t)addr);
    stat_i(h, "id", 0);
    stat_i(h, "data_type", 0);
    if (pr->gen >= 9 && output && alloc) {
        /* CommonPjRt output buffers carry a shape and tf_op "dummy" */
        stat_r(h, "tf_op", "dummy");
        stat_r(h, "shape", "bf16[4096,8192]{1,0}");
    }
    src(pr, h, "xla/tsl/framework/bfc_allocator.cc");
    ev_put(line);
}

static uint64_t dev_alloc(const profile *pr, plane *h, rdev *d, int dev, buf *line, int64_t t,
                          int64_t bytes, bool output)
{
    uint64_t a = d->next_addr;
    d->next_addr += (uint64_t)((bytes + 255) & ~255LL) + 256;
    d->in_use += bytes;
    if (d->in_use > d->peak)
        d->peak = d->in_use;
    mem_event(pr, h, d, dev, line, t, true, bytes, a, output);
    return a;
}

static void dev_free(const profile *pr, plane *h, rdev *d, int dev, buf *line, int64_t t,
                     int64_t bytes, uint64_t addr)
{
    d->in_use -= bytes;
    mem_event(pr, h, d, dev, line, t, false, bytes, addr, false);
}

/* One device's part of one execution on its worker line, its launches and
 * its kernels; returns the end of the worker's outermost event. */
static int64_t dev_step(const profile *pr, plane *h, rdev *d, int dev, int64_t t, int64_t run,
                        const char *mname, int64_t pid, int ninstr, uint64_t *corr)
{
    const int nk = pr->launches;
    const int64_t klen = 8 * US; /* one thunk + its launch, on the host */
    int64_t thunks = (int64_t)nk * klen + 10 * US;
    int64_t build = 6 * US;
    int64_t enqueue = 4 * US + build + thunks + 8 * US;
    int64_t outer = enqueue + 8 * US;
    buf *w = &d->work;
    char nm[256];
    int64_t at = t;
    /* the outermost per-device event */
    if (pr->gen == 8) {
        ev_begin(h, "PjRtStreamExecutorLoadedExecutable::ExecuteHelper", at, outer);
        ev_put(w);
    } else {
        snprintf(nm, sizeof nm, "[%d] CommonPjRtLoadedExecutable::Execute (%s)", dev, mname);
        ev_begin(h, nm, at, outer);
        stat_i(h, "_ct", 5);
        stat_i(h, "_c", run);
        stat_r(h, "name", mname);
        stat_i(h, "replica", 0);
        stat_i(h, "partition", dev);
        stat_i(h, "global_device_id", dev);
        src(pr, h, "xla/pjrt/common_pjrt_client.cc");
        ev_put(w);
        ev_begin(h, "CommonPjRtLoadedExecutable::ExecutePrepare", at + US / 2, US);
        ev_put(w);
        if (pr->gen >= 11) {
            ev_begin(h, "Arena Allocation", at + US + US / 2, US / 4);
            ev_put(w);
            ev_begin(h, "Arena Slicing", at + US + US * 3 / 4, US / 8);
            ev_put(w);
        }
    }
    /* the previous step's outputs, donated: freed before the new ones */
    for (int k = 0; k < 2; k++)
        if (d->out_bytes[k])
            dev_free(pr, h, d, dev, w, at + 2 * US + k * (US / 4), d->out_bytes[k], d->out_addr[k]);
    ev_begin(h, "ComputeSemaphoreAcquire", at + 3 * US, US / 2);
    ev_put(w);
    at += 4 * US;
    if (pr->gen == 8) {
        ev_begin(h, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution", at, enqueue);
        stat_i(h, "_ct", 5);
        stat_i(h, "_c", run);
    } else {
        snprintf(nm, sizeof nm, "[%d] PjRtStreamExecutorRawLoadedExecutable::Execute", dev);
        ev_begin(h, nm, at, enqueue);
        stat_i(h, "replica", 0);
        stat_i(h, "partition", dev);
        src(pr, h, "xla/pjrt/se/pjrt_stream_executor_client.cc");
    }
    ev_put(w);
    ev_begin(h, "Resolve constant globals", at + US, US);
    ev_put(w);
    int64_t b0 = at + 3 * US;
    ev_begin(h, "Build buffer allocations", b0, build);
    ev_put(w);
    for (int k = 0; k < 2; k++) {
        d->out_bytes[k] = (int64_t)(64 + rnd() % 64) << 20;
        d->out_addr[k] = dev_alloc(pr, h, d, dev, w, b0 + US + k * US, d->out_bytes[k], true);
    }
    int64_t temp = g_temp[pid - 100]; /* what the plan asks for */
    uint64_t taddr = dev_alloc(pr, h, d, dev, w, b0 + 3 * US, temp, false);
    int64_t k0 = b0 + build + US;
    snprintf(nm, sizeof nm, pr->gen == 8 ? "GpuExecutable::ExecuteThunks" : "[%d] GpuExecutable::ExecuteThunks", dev);
    ev_begin(h, nm, k0, thunks);
    stat_r(h, "module_name", mname);
    src(pr, h, "xla/service/gpu/gpu_executable.cc");
    ev_put(w);
    snprintf(nm, sizeof nm, "%s:XLA GPU module", mname);
    ev_begin(h, nm, k0 + US / 2, thunks - US);
    ev_put(w);
    ev_begin(h, "Thunks::Prepare", k0 + US, 2 * US);
    ev_put(w);
    ev_begin(h, "Thunks::Initialize", k0 + 3 * US + US / 2, US);
    ev_put(w);
    /* the same kernels every step: kernel k runs instruction k*stride */
    int stride = ninstr / nk > 0 ? ninstr / nk : 1;
    int64_t lt = k0 + 5 * US;
    char ctx[16];
    snprintf(ctx, sizeof ctx, "$$%d", dev + 1);
    for (int k = 0; k < nk; k++, lt += klen) {
        int instr = (k * stride) % (ninstr > 0 ? ninstr : 1);
        char op[64], kn[192], opname[128];
        snprintf(op, sizeof op, "fusion.%d", instr);
        if (k % 5 == 4)
            snprintf(kn, sizeof kn,
                     "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64_warpgroupsize2x1x1_"
                     "execute_segment_k_off_kernel__5x_cublas_%d", k % 7);
        else
            snprintf(kn, sizeof kn, "loop_fusion_%d", instr);
        snprintf(opname, sizeof opname, "jit(%s)/jit(main)/transformer/layer_%d/dot_general",
                 mname + 4, k % 24);
        uint64_t c = (*corr)++;
        /* the thunk's TraceMe, named after the HLO op, then its launch */
        ev_begin(h, op, lt, klen - US);
        ev_put(w);
        ev_begin(h, "cuLaunchKernel", lt + US, 4 * US);
        stat_u(h, "correlation_id", c);
        stat_u(h, "device_id", (uint64_t)dev);
        stat_s(h, "context_id", ctx);
        stat_r(h, "tf_op", "XlaModule:");
        stat_r(h, "name", opname);
        stat_r(h, "prefix", "jit(train_step)");
        stat_r(h, "hlo_op", op);
        stat_r(h, "hlo_module", mname);
        stat_i(h, "program_id", pid);
        ev_put(w);
        /* the kernel on the device, a little later */
        ev_begin(&d->p, kn, lt + 40 * US, 6 * US);
        stat_u(&d->p, "correlation_id", c);
        stat_s(&d->p, "context_id", ctx);
        stat_r(&d->p, "kernel_details",
               k % 5 == 4 ? "regs:168 static_shared:0 dynamic_shared:232448 grid:132,1,1 block:384,1,1 occ_pct:12.5"
                          : "regs:32 static_shared:0 dynamic_shared:0 grid:1024,1,1 block:256,1,1 occ_pct:100");
        stat_r(&d->p, "tf_op", "XlaModule:");
        stat_r(&d->p, "name", opname);
        stat_r(&d->p, "prefix", "jit(train_step)");
        stat_r(&d->p, "hlo_op", op);
        stat_r(&d->p, "hlo_module", mname);
        stat_i(&d->p, "program_id", pid);
        stat_d(&d->p, "theoretical_occupancy_pct", k % 5 == 4 ? 12.5 : 100.0);
        stat_i(&d->p, "occupancy_min_grid_size", 132);
        ev_put(&d->kern);
    }
    /* the input batch for the next step */
    ev_begin(&d->p, "MemcpyH2D", k0 + 20 * US, 30 * US);
    stat_u(&d->p, "correlation_id", (*corr)++);
    stat_s(&d->p, "context_id", ctx);
    stat_r(&d->p, "memcpy_details", "kind_src:pinned kind_dst:device size:16777216 dest:0 async:1");
    ev_put(&d->copy);
    /* the temp is freed from the host right after the launches */
    dev_free(pr, h, d, dev, w, k0 + thunks + US / 2, temp, taddr);
    if (pr->gen >= 9) {
        ev_begin(h, "RendezvousAfterExecution", k0 + thunks + US, US);
        stat_i(h, "run_id", run);
        stat_i(h, "num_local_participants", pr->ndev);
        src(pr, h, "xla/service/gpu/gpu_executable.cc");
        ev_put(w);
    }
    return t + outer;
}

static int real_main(const profile *pr, size_t target, FILE *f)
{
    size_t total = 0;
    /* 1. /host:metadata: the same 52 modules as legacy-kind */
    {
        plane meta = { 0 };
        buf ex = { 0 }, tmp = { 0 }, st = { 0 }, pl = { 0 }, out = { 0 };
        for (int k = 0; k < 52; k++) {
            size_t len;
            int ninstr = k == 51 ? 120000 : 50 + k * 20;
            uint8_t *proto = module_proto(k, ninstr, &len);
            char name[64];
            snprintf(name, sizeof name, "jit_fn_%d(%d)", k, 100 + k);
            /* <= 0.9.1: keyed by program id; >= 0.9.2: sequential ids,
             * display_name and a program_id stat */
            uint64_t id = pr->gen >= 9 ? (uint64_t)k + 1 : (uint64_t)(100 + k);
            buf m = { 0 };
            fvar(&m, 1, id);
            fstr(&m, 2, name);
            if (pr->gen >= 9)
                fstr(&m, 4, name);
            fvar(&st, 1, id_of(&meta.st, "Hlo Proto"));
            flen(&st, 6, proto, len);
            fbuf(&m, 5, &st);
            if (pr->gen >= 9) {
                fvar(&st, 1, id_of(&meta.st, "program_id"));
                fvar(&st, 3, (uint64_t)(100 + k));
                fbuf(&m, 5, &st);
            }
            fvar(&tmp, 1, id);
            fbuf(&tmp, 2, &m);
            fbuf(&ex, 4, &tmp);
            free(m.p);
            free(proto);
        }
        fvar(&pl, 1, 99);
        fstr(&pl, 2, "/host:metadata");
        put(&pl, ex.p, ex.n);
        if (pr->gen >= 9) {
            static const char *const vs[][2] = {
                { "jax_version", NULL }, { "jaxlib_version", NULL },
                { "cuda_version", "12.9" }, { "cuda_runtime_version", "12090" },
                { "cuda_driver_version", "12090" },
            };
            for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
                fvar(&st, 1, id_of(&meta.st, vs[i][0]));
                fstr(&st, 5, vs[i][1] ? vs[i][1] : pr->gen >= 11 ? "0.11.0" : "0.9.2");
                fbuf(&pl, 6, &st);
            }
        }
        for (size_t i = 0; i < meta.st.n; i++) {
            buf m = { 0 };
            fvar(&m, 1, i + 1);
            fstr(&m, 2, meta.st.v[i]);
            fvar(&tmp, 1, i + 1);
            fbuf(&tmp, 2, &m);
            fbuf(&pl, 5, &tmp);
            free(m.p);
        }
        tag(&out, 1, 2);
        varint(&out, pl.n);
        fwrite(out.p, 1, out.n, f);
        fwrite(pl.p, 1, pl.n, f);
        total += out.n + pl.n;
        free(pl.p);
        free(out.p);
        free(ex.p);
        free(tmp.p);
        free(st.p);
    }
    /* 2. steps */
    plane host = { 0 };
    buf py = { 0 };
    rdev *dv = calloc((size_t)pr->ndev, sizeof *dv);
    for (int d = 0; d < pr->ndev; d++) {
        dv[d].in_use = 512LL << 20;
        dv[d].peak = dv[d].in_use;
        dv[d].next_addr = 0x7f0000000000ULL + ((uint64_t)d << 40);
    }
    int64_t t = 1000000 * US / 1000; /* 1 ms */
    uint64_t corr = 1;
    int64_t run = 1;
    long step = 0;
    size_t launches = 0;
    /* Python events at start-up (trace start; the tracer off afterwards) */
    for (int i = 0; i < pr->py_startup; i++) {
        char pe[64];
        snprintf(pe, sizeof pe, i % 3 ? "$builtins isinstance" : "$profiler.py:%d start_trace",
                 101 + i % 7);
        ev_begin(&host, pe, t, 1 * US);
        ev_put(&py);
        t += 2 * US;
    }
    for (;;) {
        size_t now = total + py.n;
        for (int d = 0; d < pr->ndev; d++)
            now += dv[d].kern.n + dv[d].copy.n + dv[d].work.n;
        if (now >= target)
            break;
        /* a training step; every 10th an eval step */
        int mod = step % 10 == 9 ? 50 : 51;
        int ninstr = mod == 51 ? 120000 : 50 + mod * 20;
        char mname[64], fn[64];
        snprintf(mname, sizeof mname, "jit_fn_%d", mod);
        snprintf(fn, sizeof fn, "PjitFunction(fn_%d)", mod);
        for (int i = 0; i < pr->py_per_step; i++) {
            char pe[64];
            snprintf(pe, sizeof pe, "$model.py:%d layer_%d", (int)(rnd() % 900), (int)(rnd() % 40));
            ev_begin(&host, pe, t, 2 * US);
            ev_put(&py);
            t += 3 * US;
        }
        /* the workers' spans first: the Python thread's events enclose them */
        int64_t w0 = t + 8 * US, wend = w0;
        for (int d = 0; d < pr->ndev; d++) {
            int64_t e = dev_step(pr, &host, &dv[d], d, w0 + d * US, run, mname, 100 + mod, ninstr, &corr);
            if (e > wend)
                wend = e;
        }
        launches += (size_t)pr->launches * (size_t)pr->ndev;
        int64_t dur = wend - t + 10 * US;
        ev_begin(&host, fn, t, dur);
        ev_put(&py);
        ev_begin(&host, "PJRT_LoadedExecutable_Execute linkage", t + US, US / 2);
        stat_i(&host, "_pt", 14);
        stat_i(&host, "_p", (int64_t)(0x100000000LL + run));
        ev_put(&py);
        ev_begin(&host, "PJRT_LoadedExecutable_Execute", t + 2 * US, dur - 4 * US);
        stat_i(&host, "_ct", 14);
        stat_i(&host, "_c", (int64_t)(0x100000000LL + run));
        ev_put(&py);
        if (pr->gen == 8) {
            ev_begin(&host, "PjRtStreamExecutorLoadedExecutable::Execute", t + 3 * US, dur - 6 * US);
            stat_i(&host, "_pt", 5);
            stat_i(&host, "_p", run);
        } else {
            char root[128];
            snprintf(root, sizeof root, "CommonPjRtLoadedExecutable::Execute (%s)", mname);
            ev_begin(&host, root, t + 3 * US, dur - 6 * US);
            stat_i(&host, "_pt", 5);
            stat_i(&host, "_p", run);
            stat_i(&host, "run_id", run);
            stat_i(&host, "execution_mode", 0);
            stat_r(&host, "name", mname);
            stat_i(&host, "num_replicas", 1);
            stat_i(&host, "num_partitions", pr->ndev);
            stat_i(&host, "num_addressable_devices", pr->ndev);
            src(pr, &host, "xla/pjrt/common_pjrt_client.cc");
        }
        ev_put(&py);
        ev_begin(&host, "Wait for donation holds", dur + t - 2 * US, US / 2);
        ev_put(&py);
        t += dur + 20 * US;
        run++;
        step++;
    }
    /* lines: the Python thread, then one worker per device */
    line_put(&host, 4242, "python", &py);
    for (int d = 0; d < pr->ndev; d++) {
        char nm[64];
        int64_t tid = (int64_t)(0x5a17c0de00000000ULL ^ ((uint64_t)d * 0x9e3779b97f4a7c15ULL));
        snprintf(nm, sizeof nm, "py_xla_execute/%lld", (long long)tid);
        line_put(&host, tid, nm, &dv[d].work);
    }
    plane_write(f, &host, 1, "/host:CPU", NULL);
    free(host.lines.p);
    for (int d = 0; d < pr->ndev; d++) {
        char nm[64];
        snprintf(nm, sizeof nm, "Stream #%d(Compute)", 13 + 4 * d);
        line_put(&dv[d].p, 13 + 4 * d, nm, &dv[d].kern);
        snprintf(nm, sizeof nm, "Stream #%d(MemcpyH2D)", 14 + 4 * d);
        line_put(&dv[d].p, 14 + 4 * d, nm, &dv[d].copy);
        buf ps = { 0 }, st = { 0 };
        plane *p = &dv[d].p;
        fvar(&st, 1, id_of(&p->st, "device_vendor")); fstr(&st, 5, "Nvidia"); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "gpu_device_name")); fstr(&st, 5, "NVIDIA H100 80GB HBM3"); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "clock_rate")); fvar(&st, 4, 1980000); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "core_count")); fvar(&st, 4, 132); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "memory_bandwidth")); fvar(&st, 3, 3352320000000ULL); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "memory_size")); fvar(&st, 3, 80ULL << 30); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "compute_cap_major")); fvar(&st, 4, 9); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&p->st, "compute_cap_minor")); fvar(&st, 4, 0); fbuf(&ps, 6, &st);
        snprintf(nm, sizeof nm, "/device:GPU:%d", d);
        plane_write(f, p, 2 + d, nm, &ps);
        free(p->lines.p);
        free(ps.p);
        free(st.p);
    }
    /* Task Environment */
    {
        plane te = { 0 };
        buf ps = { 0 }, st = { 0 };
        fvar(&st, 1, id_of(&te.st, "profile_start_time")); fvar(&st, 3, 1764460800000000000ULL); fbuf(&ps, 6, &st);
        fvar(&st, 1, id_of(&te.st, "profile_stop_time")); fvar(&st, 3, 1764460800000000000ULL + (uint64_t)(t / 1000)); fbuf(&ps, 6, &st);
        plane_write(f, &te, 100, "Task Environment", &ps);
        free(ps.p);
        free(st.p);
    }
    free(dv);
    if (fclose(f))
        return 1;
    fprintf(stderr, "xt-bench-gen %s: %ld steps, %zu launches on %d GPUs\n", pr->name, step,
            launches, pr->ndev);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 4 && !strcmp(argv[1], "--plan"))
        return plan_only(atol(argv[2]), argv[3]);
    if (argc >= 4 && !strcmp(argv[1], "--live"))
        return live_only(atol(argv[2]), argv[3]);
    const profile *pr = &g_profiles[0];
    if (argc == 2 && !strcmp(argv[1], "--list")) {
        for (size_t i = 0; i < sizeof g_profiles / sizeof g_profiles[0]; i++)
            printf("%-12s %s\n", g_profiles[i].name, g_profiles[i].what);
        return 0;
    }
    if (argc >= 3 && !strcmp(argv[1], "--profile")) {
        pr = NULL;
        for (size_t i = 0; i < sizeof g_profiles / sizeof g_profiles[0]; i++)
            if (!strcmp(argv[2], g_profiles[i].name))
                pr = &g_profiles[i];
        if (!pr) {
            fprintf(stderr, "xt-bench-gen: no profile %s (--list shows them)\n", argv[2]);
            return 2;
        }
        argc -= 2;
        argv += 2;
    }
    if (argc < 3) {
        fprintf(stderr, "usage: xt-bench-gen [--profile NAME] SIZE_MIB OUT.xplane.pb [SEED]\n"
                        "       xt-bench-gen --list\n"
                        "       xt-bench-gen --plan INSTRUCTIONS OUT.xplane.pb\n"
                        "       xt-bench-gen --live BUFFERS OUT.xplane.pb\n");
        return 2;
    }
    size_t target = (size_t)atol(argv[1]) << 20;
    g_rng = argc > 3 ? strtoull(argv[3], NULL, 10) : 0x9e3779b97f4a7c15ULL;
    size_t ol = strlen(argv[2]);
    struct stat ost;
    if ((ol && argv[2][ol - 1] == '/') || (!stat(argv[2], &ost) && S_ISDIR(ost.st_mode))) {
        /* "Is a directory" of a folder not there: a trial */
        fprintf(stderr, "xt-bench-gen: %s: OUT is a file to write (OUT.xplane.pb), not a folder\n", argv[2]);
        return 2;
    }
    FILE *f = fopen(argv[2], "wb");
    if (!f) {
        perror(argv[2]);
        return 1;
    }
    if (pr->gen)
        return real_main(pr, target, f) ? (perror(argv[2]), 1) : 0;
    /* legacy-kind: the first round's capture (its free moved into start order) */
    /* 1. /host:metadata with 50 small modules and one big one */
    plane meta = { 0 };
    buf ex = { 0 }, tmp = { 0 }, st = { 0 };
    size_t total = 0;
    for (int k = 0; k < 52; k++) {
        size_t len;
        int ninstr = k == 51 ? 120000 : 50 + k * 20;
        uint8_t *proto = module_proto(k, ninstr, &len);
        char name[64];
        snprintf(name, sizeof name, "jit_fn_%d(%d)", k, 100 + k);
        buf m = { 0 };
        fvar(&m, 1, (uint64_t)(100 + k));
        fstr(&m, 2, name);
        fvar(&st, 1, id_of(&meta.st, "Hlo Proto"));
        flen(&st, 6, proto, len);
        fbuf(&m, 5, &st);
        fvar(&tmp, 1, (uint64_t)(100 + k));
        fbuf(&tmp, 2, &m);
        fbuf(&ex, 4, &tmp);
        free(m.p);
        free(proto);
        total += len;
    }
    /* the metadata plane's event metadata are the modules: write by hand */
    {
        buf pl = { 0 }, out = { 0 };
        fvar(&pl, 1, 99);
        fstr(&pl, 2, "/host:metadata");
        put(&pl, ex.p, ex.n);
        buf m = { 0 };
        fvar(&m, 1, 1);
        fstr(&m, 2, "Hlo Proto");
        fvar(&tmp, 1, 1);
        fbuf(&tmp, 2, &m);
        fbuf(&pl, 5, &tmp);
        tag(&out, 1, 2);
        varint(&out, pl.n);
        fwrite(out.p, 1, out.n, f);
        fwrite(pl.p, 1, pl.n, f);
        total += pl.n;
        free(pl.p);
        free(out.p);
        free(m.p);
    }
    /* 2. steps: host events on the Python thread, kernels on 4 streams */
    plane host = { 0 }, dev = { 0 };
    buf streams[4] = { { 0 } };
    buf py = { 0 };
    int64_t t = 1000000; /* ps */
    int64_t in_use = 512LL << 20, cap = 60LL << 30;
    uint64_t corr = 1, addr = 0x7f0000000000ULL;
    long step = 0;
    /* each step's python + device bytes; stop near the target size */
    while (total + py.n + streams[0].n * 4 < target) {
        int mod = (int)(step % 51 == 50 ? 51 : step % 51);
        char fn[64], mname[64];
        snprintf(fn, sizeof fn, "PjitFunction(fn_%d)", mod);
        snprintf(mname, sizeof mname, "jit_fn_%d", mod);
        g_line.n = 0;
        /* python tracer noise */
        for (int i = 0; i < 400; i++) {
            char pe[64];
            snprintf(pe, sizeof pe, "$model.py:%d layer_%d", (int)(rnd() % 900), (int)(rnd() % 40));
            ev_begin(&host, pe, t, 2000000);
            ev_end();
            t += 2500000;
        }
        int64_t dur = 2000LL * 1000000;
        ev_begin(&host, fn, t, dur); ev_end();
        ev_begin(&host, "PjRtStreamExecutorLoadedExecutable::Execute", t + 1000000, dur - 2000000);
        stat_i(&host, "_pt", 5); stat_i(&host, "_p", step + 1); ev_end();
        ev_begin(&host, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution", t + 2000000, dur - 4000000);
        stat_i(&host, "_ct", 5); stat_i(&host, "_c", step + 1); ev_end();
        ev_begin(&host, "Build buffer allocations", t + 3000000, 5000000); ev_end();
        int64_t freed = 0;
        for (int k = 0; k < 2; k++) {
            int64_t b = (int64_t)(1 + rnd() % 64) << 20;
            in_use += b;
            ev_begin(&host, "MemoryAllocation", t + 4000000 + k * 100000, 0);
            stat_r(&host, "allocator_name", "GPU_0_bfc");
            stat_i(&host, "bytes_allocated", in_use);
            stat_i(&host, "bytes_available", cap - in_use);
            stat_d(&host, "fragmentation", 0.01);
            stat_i(&host, "peak_bytes_in_use", in_use);
            stat_i(&host, "requested_bytes", b);
            stat_i(&host, "allocation_bytes", b);
            stat_i(&host, "addr", (int64_t)(addr += 1 << 26));
            ev_end();
            freed = b; /* the second is freed at the step's end */
        }
        ev_begin(&host, "GpuExecutable::ExecuteThunks", t + 10000000, dur - 20000000);
        stat_r(&host, "module_name", mname); ev_end();
        int nk = 300;
        for (int k = 0; k < nk; k++) {
            int64_t lt = t + 11000000 + (int64_t)k * 6000000;
            ev_begin(&host, "cuLaunchKernel", lt, 3000000);
            stat_u(&host, "correlation_id", corr); ev_end();
            /* device kernel, on one of four streams */
            buf *s = &streams[k % 4];
            buf save = g_line;
            g_line = *s;
            char kn[64];
            snprintf(kn, sizeof kn, "fusion_%d", (int)(rnd() % 2000));
            ev_begin(&dev, kn, lt + 20000000, 4000000);
            stat_u(&dev, "correlation_id", corr);
            stat_r(&dev, "hlo_module", mname);
            stat_i(&dev, "program_id", 100 + mod);
            stat_r(&dev, "hlo_op", kn);
            stat_r(&dev, "kernel_details", "regs:32 static_shared:0 dynamic_shared:0 grid:80,1,1 block:256,1,1 occ_pct:100");
            ev_end();
            *s = g_line;
            g_line = save;
            corr++;
        }
        /* the free at the step's end, written in start order (after the
         * launches) as a profiler's sorted host line has it; until 2026-12
         * it came right after the allocations, which made this line the
         * only unsorted one (bench/RESULTS.md) */
        in_use -= freed;
        ev_begin(&host, "MemoryDeallocation", t + dur - 6000000, 0);
        stat_r(&host, "allocator_name", "GPU_0_bfc");
        stat_i(&host, "bytes_allocated", in_use);
        stat_i(&host, "bytes_available", cap - in_use);
        stat_i(&host, "peak_bytes_in_use", in_use + freed);
        stat_i(&host, "requested_bytes", freed);
        stat_i(&host, "allocation_bytes", freed);
        stat_i(&host, "addr", (int64_t)addr);
        ev_end();
        put(&py, g_line.p, g_line.n);
        t += dur + 5000000;
        step++;
    }
    /* lines: the Python thread, then the streams */
    g_line.n = 0;
    fvar(&g_line, 1, 4242);
    fstr(&g_line, 2, "python");
    fvar(&g_line, 3, 0);
    put(&g_line, py.p, py.n);
    line_end(&host);
    free(py.p);
    plane_write(f, &host, 1, "/host:CPU", NULL);
    for (int s = 0; s < 4; s++) {
        char nm[64];
        snprintf(nm, sizeof nm, "Stream #%d(Compute)", 13 + s);
        g_line.n = 0;
        fvar(&g_line, 1, (uint64_t)(13 + s));
        fstr(&g_line, 2, nm);
        fvar(&g_line, 3, 0);
        put(&g_line, streams[s].p, streams[s].n);
        line_end(&dev);
        free(streams[s].p);
    }
    buf pstats = { 0 };
    fvar(&st, 1, id_of(&dev.st, "memory_size"));
    fvar(&st, 3, 80ULL << 30);
    fbuf(&pstats, 6, &st);
    plane_write(f, &dev, 2, "/device:GPU:0", &pstats);
    if (fclose(f)) {
        perror(argv[2]);
        return 1;
    }
    fprintf(stderr, "xt-bench-gen: %ld steps, %lu kernels\n", step, (unsigned long)corr - 1);
    return 0;
}
