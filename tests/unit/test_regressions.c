/* test_regressions.c - every input in tests/data/regressions/ goes through
 * the fuzz harness's pipeline (decode, analyses, report, JSON, views);
 * none may crash, each must either load (then its JSON parses) or be
 * rejected with XT_EINPUT and one line naming the file, and none may take
 * more than 50 times the bundled example's time per byte.  Also a few
 * hand-made hostile captures built here. */
#include "common.h"
#include "builder.h"
#include "minijson.h"
#include "view.h"

#include <dirent.h>
#include <time.h>

#include "../../fuzz/fuzz_capture.c"

/* Free a host loaded with xt_host_load_mem (the capture owns its hosts). */
static void free_host(xt_host *h)
{
    xt_capture cap = { 0 };
    cap.hosts = malloc(sizeof *h);
    cap.hosts[0] = *h;
    cap.nhosts = 1;
    xt_capture_free(&cap);
}

static uint8_t *slurp(const char *p, size_t *len)
{
    FILE *f = fopen(p, "rb");
    if (!f)
        fail_msg("cannot open %s", p);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc((size_t)n + 1);
    assert_int_equal(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return b;
}

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The fastest of three runs of the whole pipeline on b (the minimum: a
 * busy machine makes runs slower, never faster). */
static double pipeline_time(const uint8_t *b, size_t len)
{
    double best = 1e9;
    for (int i = 0; i < 3; i++) {
        double t0 = now_s();
        LLVMFuzzerTestOneInput(b, len);
        double t = now_s() - t0;
        if (t < best)
            best = t;
    }
    return best;
}

/* What the header promises, for one input: it loads (and then analyses,
 * and its JSON parses) or it is refused with XT_EINPUT and one line
 * naming the file. */
static void load_or_einput(const char *name, const uint8_t *b, size_t len)
{
    xt_capture c = { 0 };
    c.hosts = calloc(1, sizeof *c.hosts);
    c.nhosts = 1;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&c.hosts[0], name, b, len, &err);
    if (rc == XT_OK) {
        xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
        if (!a)
            fail_msg("%s: loaded but not analysed: %s", name, err.msg);
        char *buf = NULL;
        size_t n = 0;
        FILE *f = open_memstream(&buf, &n);
        assert_int_equal(xt_json_write(f, &c, &a), 0);
        fclose(f);
        jv doc;
        if (jdoc(buf, &doc) || !jget(jget(&doc, "hosts"), "#0"))
            fail_msg("%s: invalid JSON", name);
        jfree(&doc);
        free(buf);
        xt_analysis_free(a);
    } else {
        if (rc != XT_EINPUT || err.code != XT_EINPUT)
            fail_msg("%s: neither loaded nor XT_EINPUT: rc %d: %s", name, rc, err.msg);
        if (strncmp(err.msg, name, strlen(name)) || strchr(err.msg, '\n'))
            fail_msg("%s: the error is not one line naming the file: %s", name, err.msg);
    }
    xt_capture_free(&c);
}

/* load_or_einput for a file opened by path (xt_capture_open: mapped,
 * guarded, the HloProtos decoded on their own thread). */
static void open_or_einput(const char *path)
{
    xt_capture c;
    xt_error err = { 0, "" };
    if (xt_capture_open(&c, path, NULL, NULL, NULL, &err) == XT_OK) {
        for (size_t i = 0; i < c.nhosts; i++) {
            xt_analysis *a = xt_analyze(&c.hosts[i], NULL, &err);
            if (!a)
                fail_msg("%s: opened but not analysed: %s", path, err.msg);
            xt_analysis_free(a);
        }
        xt_capture_free(&c);
        return;
    }
    if (err.code != XT_EINPUT || strncmp(err.msg, path, strlen(path)) || strchr(err.msg, '\n'))
        fail_msg("%s: neither opened nor one line of XT_EINPUT naming it: %s", path, err.msg);
    /* these files never change: a line read twice that disagrees is
     * corrupt, never "changed while reading" */
    if (strstr(err.msg, "changed while"))
        fail_msg("%s: a file that did not change: %s", path, err.msg);
}

static void replay_dir(void **state)
{
    (void)state;
    /* a hang fails the test instead of stalling make check */
    alarm(300);
    /* the baseline: the bundled example through the same pipeline */
    size_t blen;
    uint8_t *base = slurp(XT_SRCDIR "/examples/attention-oom.xplane.pb", &blen);
    double tbase = pipeline_time(base, blen);
    DIR *d = opendir(XT_SRCDIR "/tests/data/regressions");
    assert_non_null(d);
    struct dirent *e;
    size_t n = 0;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.' || !strcmp(e->d_name, "README.md"))
            continue;
        char p[1024];
        snprintf(p, sizeof p, "%s/tests/data/regressions/%s", XT_SRCDIR, e->d_name);
        size_t len;
        uint8_t *b = slurp(p, &len);
        load_or_einput(e->d_name, b, len);
        /* and as the command line opens it: mapped, on the decoder's
         * threads (an instruction without a shape once zeroed the heap
         * and stacks under the mapping there, and only there) */
        for (int threads = 1; threads <= 4; threads *= 2) {
            xt_set_threads(threads);
            open_or_einput(p);
        }
        xt_set_threads(-1); /* the default again */
        /* "timeout-" and "slow-" inputs once hung: each input may take
         * at most 50 times the example's time per byte of input (plus a
         * millisecond's slack for tiny ones): a ratio, so a slow machine
         * or valgrind scales both.  A parallel make check once slowed
         * one input past it (0.054 s against 0.034): over the bound, the
         * baseline and the input are measured again, and it fails only if
         * the second pair is over too (a quadratic input is over both). */
        double t = pipeline_time(b, len);
        double scale = len > blen ? (double)len / (double)blen : 1.0;
        double bound = 50.0 * tbase * scale + 0.001;
        if (t > bound) {
            tbase = pipeline_time(base, blen);
            t = pipeline_time(b, len);
            bound = 50.0 * tbase * scale + 0.001;
        }
        if (t > bound)
            fail_msg("%s: %.3f s, more than %.3f s (50 x the example's %.4f s, scaled by size)",
                     e->d_name, t, bound, tbase);
        free(b);
        n++;
    }
    closedir(d);
    free(base);
    alarm(0);
    assert_true(n >= 3);
    printf("replayed %zu regression input(s)\n", n);
}

/* Hostile but well-formed: a stack frame whose parent is itself, a
 * SHARE_WITH cycle, names with control characters and invalid UTF-8,
 * duplicate module names, metadata ids that resolve to nothing. */
static void hostile_capture(void **state)
{
    (void)state;
    xb_space *s = xb_new();
    xb_hostname(s, "evil\033[2J\xff");
    xb_plane *cpu = xb_plane_new(s, 1, "/host:CPU");
    xb_line *l = xb_line_new(cpu, 1, "python\x01", 0);
    xb_event *ev = xb_event_new(l, "MemoryAllocation", 1000, 0);
    xb_stat_i(ev, "bytes_allocated", -5);          /* negative sizes */
    xb_stat_i(ev, "allocation_bytes", -1000);
    xb_stat_ref(ev, "allocator_name", "GPU_0_bfc\033]0;pwned\007");
    xb_event *ex = xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::Execute", 2000, 100);
    xb_stat_i(ex, "_p", 1);
    xb_event *en = xb_event_new(l, "PjRtStreamExecutorLoadedExecutable::EnqueueExecution", 2000, 100);
    xb_stat_i(en, "_c", 1);
    xb_stat_i(en, "_ct", 5);
    xb_event *ghost = xb_event_new(l, "ghost", 2050, 10);
    xb_event_meta_id(ghost, 987654321); /* metadata that resolves to nothing */
    hb_module *m = hb_new("jit_\033[31mred", 1);
    int64_t c = hb_comp(m, "main");
    static const int64_t dims[] = { 4, -1 };
    int64_t in = hb_instr(m, c, "fusion\xff", "custom-call", 2, dims, "jvp(\x01)", "", 0);
    static const char *const frames[] = { "a.py:1:f" };
    hb_stack(m, in, frames, 1);
    int64_t loop = hb_instr(m, c, "loop", "fusion", 2, dims, "jvp(x)", "", 0);
    hb_stack_cycle(m, loop); /* a frame that is its own parent */
    int64_t lb = hb_temp(m, loop, 4);
    int64_t a = hb_temp(m, in, 4);
    int64_t b = hb_temp(m, in, 8);
    hb_alloc(m, lb, "loop");
    hb_alloc(m, a, "x");
    hb_share(m, b, a, "y");
    hb_share(m, a, b, "z"); /* cycle */
    hb_trace_raw(m, 2, a, 424242);
    hb_free_buf(m, b, "w");
    hb_free_buf(m, a, "w");
    size_t len;
    uint8_t *proto = hb_pack(m, &len);
    xb_module(s, "jit_dup", 5, proto, len, true);
    xb_module(s, "jit_dup", 5, proto, len, true); /* same name twice */
    free(proto);
    hb_free(m);
    size_t n;
    uint8_t *bytes = xb_pack(s, &n);
    xb_free(s);
    LLVMFuzzerTestOneInput(bytes, n);
    /* and through the public API: names come back safe to print */
    xt_host h;
    xt_error err;
    assert_int_equal(xt_host_load_mem(&h, "hostile", bytes, n, &err), 0);
    xt_analysis *an = xt_analyze(&h, NULL, &err);
    assert_non_null(an);
    xt_arena ar = { 0 };
    for (size_t i = 0; i < an->rt->nallocators; i++) {
        const char *safe = xt_safe(&ar, an->rt->allocators[i].name);
        assert_null(strchr(safe, '\033'));
        assert_null(strchr(safe, '\007'));
    }
    /* the stack of the self-parented frame ends */
    const xt_hlo *hl = h.modules[0].hlo;
    assert_non_null(hl);
    for (size_t i = 0; i < hl->ninstrs; i++) {
        const char **fr;
        size_t nf = xt_instr_stack(hl, &hl->instrs[i], &ar, &fr);
        assert_true(nf <= hl->stack.nframes + 1);
    }
    /* the event with no metadata is kept, nameless */
    bool ghost_seen = false;
    for (size_t p = 0; p < h.nplanes; p++)
        for (size_t li = 0; li < h.planes[p].nlines; li++)
            for (size_t e = 0; e < h.planes[p].lines[li].nevents; e++)
                if (!*xt_event_name(&h.planes[p].lines[li].events[e]))
                    ghost_seen = true;
    assert_true(ghost_seen);
    xt_arena_free(&ar);
    xt_analysis_free(an);
    free_host(&h);
    free(bytes);
}

/* protobuf-c has no recursion limit: a ShapeProto nested 200,000 deep
 * must be refused before it reaches protobuf-c, not crash the stack. */
static size_t varint_put(uint8_t *b, uint64_t v)
{
    size_t k = 0;
    do {
        b[k++] = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        v >>= 7;
    } while (v);
    return k;
}

/* wrap body (len n at the end of buf, ending at *end) in field `num` */
static size_t wrap(uint8_t *buf, size_t start, size_t n, uint32_t num)
{
    uint8_t hdr[16];
    size_t k = varint_put(hdr, (uint64_t)num << 3 | 2);
    k += varint_put(hdr + k, n);
    memcpy(buf + start - k, hdr, k);
    return start - k;
}

static void deep_shape(void **state)
{
    (void)state;
    size_t bufcap = 8u << 20;
    uint8_t *buf = malloc(bufcap);
    size_t start = bufcap, n = 0;
    for (int i = 0; i < 200000; i++) {
        size_t s2 = wrap(buf, start, n, 4); /* ShapeProto.tuple_shapes */
        n += start - s2;
        start = s2;
    }
    static const uint32_t path[] = { 3 /* instr.shape */, 2 /* comp.instructions */,
                                     3 /* module.computations */, 1 /* HloProto.hlo_module */ };
    for (size_t i = 0; i < 4; i++) {
        size_t s2 = wrap(buf, start, n, path[i]);
        n += start - s2;
        start = s2;
    }
    xb_space *s = xb_new();
    xb_module(s, "jit_deep", 1, buf + start, n, true);
    size_t len;
    uint8_t *bytes = xb_pack(s, &len);
    xb_free(s);
    free(buf);
    xt_host h;
    xt_error err;
    assert_int_equal(xt_host_load_mem(&h, "deep", bytes, len, &err), 0);
    xt_analysis *an = xt_analyze(&h, NULL, &err);
    assert_non_null(an);
    assert_false(an->plans[0]->has_plan);
    assert_true(an->plans[0]->nwarnings >= 1);
    assert_non_null(strstr(an->plans[0]->warnings[0], "corrupt HloProto"));
    xt_analysis_free(an);
    free_host(&h);
    free(bytes);
}

/* A fuzzed capture whose allocator events give sizes below 0 bytes (its
 * live set read "By module: -8.00 EiB (-702563340431.9%)" under no
 * warning: a trial): they count as 0 and a note says so; no live group,
 * family or start figure is below 0. */
static void negative_sizes_said(void **state)
{
    (void)state;
    loaded l;
    load_ok(&l, XT_SRCDIR "/tests/data/regressions/ub-overflow-live-rest", NULL);
    bool said = false;
    for (size_t i = 0; i < l.an->rt->nwarnings; i++)
        said = said || strstr(l.an->rt->warnings[i], "(measured) a size below 0 bytes (a damaged capture?)");
    assert_true(said);
    xt_analysis_prepare(l.an, l.an->selected);
    const xt_module_runtime *r = xt_analysis_mrt(l.an, l.an->selected);
    assert_non_null(r);
    assert_true(r->nexecs > 0 && r->nlive > 0);
    for (size_t i = 0; i < r->nexecs; i++)
        assert_true(l.an->rt->execs[r->execs[i]].in_use_at_start >= -1); /* -1: unknown */
    for (size_t i = 0; i < r->nlive; i++)
        assert_true(r->live_at_last[i].bytes >= 0);
    for (size_t i = 0; i < r->nfamilies; i++)
        assert_true(r->families[i].bytes >= 0);
    load_free(&l);
}

/* Runtime figures that saturated (sizes at 8 EiB: INT64_MAX) get the
 * hint a saturated plan gets: the verdict read "fits now (needs 8.00 EiB
 * ... of 8.00 EiB ... with 8.00 EiB in use ...)" beside a plan of 788.0
 * MiB, and an allocator "peak 8.00 EiB, lifetime 314.0 MiB" (a peak above
 * the most it ever held), both unhinted (a trial). */
static void saturated_runtime_said(void **state)
{
    (void)state;
    loaded l;
    int sev;
    load_ok(&l, XT_SRCDIR "/tests/data/regressions/ub-overflow-step-at-last-b", NULL);
    assert_false(l.an->plans[l.an->selected]->saturated); /* the plan's sums are not */
    const char *v = xt_verdict(l.an, l.an->selected, &sev);
    if (!strstr(v, "(sizes overflow: a damaged capture?)"))
        fail_msg("no hint: %s", v);
    assert_true(sev >= XT_SEV_WARN);
    load_free(&l);

    /* a pool in the exabytes that no sum saturated (1.90 EiB, read from
     * a damaged capture): a damaged size all the same, the verdict "needs
     * 3.88 GiB (read) of pool 1.90 EiB (measured), yet an execution never
     * launched" was unhinted (a trial) */
    load_ok(&l, XT_SRCDIR "/tests/data/regressions/ub-overflow-lead-share", NULL);
    const xt_allocator *pool = xt_analysis_pool(l.an, l.an->selected);
    assert_non_null(pool);
    assert_true(pool->capacity < INT64_MAX && pool->capacity >= (INT64_C(1) << 60));
    v = xt_verdict(l.an, l.an->selected, &sev);
    if (!strstr(v, "1.90 EiB") || !strstr(v, "(sizes overflow: a damaged capture?)"))
        fail_msg("no hint: %s", v);
    assert_true(sev >= XT_SEV_WARN);
    load_free(&l);

    load_ok(&l, XT_SRCDIR "/tests/data/regressions/ub-overflow-before-capture", NULL);
    bool said = false;
    for (size_t i = 0; i < l.an->rt->nwarnings; i++)
        said = said || strstr(l.an->rt->warnings[i], "above its lifetime peak of 314.0 MiB (measured): "
                                                      "sizes overflow (a damaged capture?)");
    assert_true(said);
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_analysis_prepare(l.an, l.an->selected);
    xt_view_runtime(&t, l.an, l.an->selected, SIZE_MAX, 30, 100);
    char *txt = xt_text_plain(&t, 100, false);
    if (!strstr(txt, "peak 8.00 EiB, lifetime 314.0 MiB\n"
                     "    peak above the lifetime peak: sizes overflow (a damaged capture?)\n"))
        fail_msg("the allocator row:\n%s", txt);
    free(txt);
    xt_text_free(&t);
    xt_arena_free(&ar);
    load_free(&l);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(replay_dir),
        cmocka_unit_test(hostile_capture),
        cmocka_unit_test(deep_shape),
        cmocka_unit_test(negative_sizes_said),
        cmocka_unit_test(saturated_runtime_said),
    };
    return cmocka_run_group_tests_name("regressions", tests, NULL, NULL);
}
