/* gen.c - deterministic generator of large JAX-0.8-style GPU captures for
 * the benchmark: N training steps with Python tracer events, TraceMe
 * execution chains, BFC allocator events, kernel launches and kernel events
 * on four streams, and 50+ modules, the biggest with 100k+ instructions.
 *
 *   xt-bench-gen SIZE_MIB OUT.xplane.pb [SEED]
 *
 * The XSpace is written by hand in wire format (a plane's lines are
 * buffered, then length-prefixed), so memory stays near the file size; the
 * HloProtos come from the test builder (protobuf-c). */
#include "builder.h"

#include <stdio.h>
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

int main(int argc, char **argv)
{
    if (argc >= 4 && !strcmp(argv[1], "--plan"))
        return plan_only(atol(argv[2]), argv[3]);
    if (argc < 3) {
        fprintf(stderr, "usage: xt-bench-gen SIZE_MIB OUT.xplane.pb [SEED]\n"
                        "       xt-bench-gen --plan INSTRUCTIONS OUT.xplane.pb\n");
        return 2;
    }
    size_t target = (size_t)atol(argv[1]) << 20;
    g_rng = argc > 3 ? strtoull(argv[3], NULL, 10) : 0x9e3779b97f4a7c15ULL;
    FILE *f = fopen(argv[2], "wb");
    if (!f) {
        perror(argv[2]);
        return 1;
    }
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
            if (k == 1) {
                in_use -= b;
                ev_begin(&host, "MemoryDeallocation", t + dur - 6000000, 0);
                stat_r(&host, "allocator_name", "GPU_0_bfc");
                stat_i(&host, "bytes_allocated", in_use);
                stat_i(&host, "bytes_available", cap - in_use);
                stat_i(&host, "peak_bytes_in_use", in_use + b);
                stat_i(&host, "requested_bytes", b);
                stat_i(&host, "allocation_bytes", b);
                stat_i(&host, "addr", (int64_t)addr);
                ev_end();
            }
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
