/* test_hostile_decode.c - issue 13, the decoder's and loader's part: files
 * that change while read (pass 2 must not trust pass 1) or after they were
 * opened (lazy re-reads), gzip bombs, tiny hosts, empty records, /proc
 * files, names with terminal escapes in error messages.  Every input is
 * generated here (tests/builder/hostile_decode.c). */
#include "common.h"
#include "builder.h"
#include "hostile_decode.h"
#include "scenarios.h"
#include "report.h"

#include <fcntl.h>
#include <zlib.h>
#include <limits.h>
#include <sys/mman.h>
#include <pthread.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

static bool has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 || *s == 0x7f)
            return true;
    return false;
}

/* Writes n bytes of b to path (the whole file). */
static void write_bytes(const char *path, const void *b, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(b, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

/* ---- item 3: the bytes change between the two passes over a line ------ */

typedef struct rewrite {
    int more;
    int done;
} rewrite;

static void rewrite_between(void *ctx, xt_host *h, size_t off, size_t len)
{
    rewrite *r = ctx;
    if (!r->done && xh_rewrite_last_event(h->buf, off, len, r->more) == 0)
        r->done = 1;
}

static void changed_case(bool python, int more)
{
    size_t len;
    uint8_t *b = xh_host_line(python, &len);
    rewrite r = { more, 0 };
    xt_decode_set_between_passes(rewrite_between, &r);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&h, "changing.xplane.pb", b, len, &err);
    xt_decode_set_between_passes(NULL, NULL);
    assert_int_equal(r.done, 1);
    assert_int_equal(rc, XT_EINPUT);
    if (!strstr(err.msg, "changing.xplane.pb: changed while reading (offset "))
        fail_msg("unexpected message: %s", err.msg);
    xt_host_free(&h);
    free(b);
}

/* more events in pass 2 than pass 1 counted: today a read past pybits */
static void test_changed_more_python(void **state)
{
    (void)state;
    changed_case(true, 1);
}

static void test_changed_more_plain(void **state)
{
    (void)state;
    changed_case(false, 1);
}

static void test_changed_fewer(void **state)
{
    (void)state;
    changed_case(true, 0);
    changed_case(false, 0);
}

/* the same bytes decode (the hook itself changes nothing) */
static void test_unchanged_ok(void **state)
{
    (void)state;
    size_t len;
    uint8_t *b = xh_host_line(true, &len);
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load_mem(&h, "same.xplane.pb", b, len, &err), XT_OK);
    assert_int_equal(h.nevents, 16);
    xt_host_free(&h);
    free(b);
}

/* Every scenario, its lines' bytes changed at random (fixed seeds) between
 * the passes, on one thread and on three with 16-event chunks: decoding
 * ends in XT_OK or XT_EINPUT, and a model that loads can be analysed.  Run
 * under ASan (.ci/run) this is the "changing file" fuzzer, made repeatable. */
typedef struct flipper {
    uint64_t state;
    unsigned flips;
} flipper;

static uint64_t next_rand(flipper *f)
{
    f->state = f->state * 6364136223846793005ULL + 1442695040888963407ULL;
    return f->state >> 33;
}

static void flip_between(void *ctx, xt_host *h, size_t off, size_t len)
{
    flipper *f = ctx;
    if (!len || next_rand(f) % 3)
        return; /* most lines stay as they were */
    unsigned n = 1 + (unsigned)(next_rand(f) % 4);
    for (unsigned i = 0; i < n; i++)
        h->buf[off + next_rand(f) % len] ^= (uint8_t)(1 + next_rand(f) % 255);
    if (next_rand(f) % 4 == 0)
        xh_rewrite_last_event(h->buf, off, len, (int)(next_rand(f) % 2));
    f->flips++;
}

static void test_changing_scenarios(void **state)
{
    (void)state;
    char *dir = tmpdir();
    unsigned nloaded = 0, nrefused = 0;
    for (unsigned sc = 0; sc < xb_nscenarios; sc++) {
        char path[600];
        snprintf(path, sizeof path, "%s/s.xplane.pb", dir);
        if (xb_scenarios[sc].write(path))
            continue;
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        fseek(f, 0, SEEK_END);
        size_t len = (size_t)ftell(f);
        fseek(f, 0, SEEK_SET);
        uint8_t *b = malloc(len ? len : 1);
        assert_int_equal(fread(b, 1, len, f), len);
        fclose(f);
        for (unsigned seed = 0; seed < 24; seed++) {
            xt_decode_set_parallel(seed % 2 ? 3 : 1, seed % 2 ? 16 : 65536);
            flipper fl = { seed * 7919u + sc, 0 };
            xt_decode_set_between_passes(flip_between, &fl);
            xt_capture c = { 0 };
            c.hosts = calloc(1, sizeof *c.hosts);
            c.nhosts = 1;
            xt_error err = { 0, "" };
            int rc = xt_host_load_mem(&c.hosts[0], "changing.xplane.pb", b, len, &err);
            xt_decode_set_between_passes(NULL, NULL);
            if (rc == XT_OK) {
                nloaded++;
                xt_analysis *an = xt_analyze(&c.hosts[0], NULL, &err);
                xt_analysis_free(an);
            } else {
                assert_int_equal(rc, XT_EINPUT);
                nrefused++;
            }
            xt_capture_free(&c);
        }
        free(b);
    }
    xt_decode_set_parallel(-1, 65536);
    assert_true(nloaded > 0);
    assert_true(nrefused > 0);
    rm_rf(dir);
    free(dir);
}

/* The file itself changes while it loads (cp over it truncates it first):
 * truncated under the mapping (SIGBUS before), or rewritten in place. */
typedef struct file_change {
    const char *path;
    bool truncate;
    int done;
} file_change;

static void change_file_between(void *ctx, xt_host *h, size_t off, size_t len)
{
    (void)h;
    file_change *c = ctx;
    if (c->done++)
        return;
    if (c->truncate) {
        assert_int_equal(truncate(c->path, 0), 0);
        return;
    }
    /* same length, other bytes: the line's events become empty ones */
    uint8_t *copy = malloc(len);
    int fd = open(c->path, O_RDWR);
    assert_true(fd >= 0);
    assert_int_equal(pread(fd, copy, len, (off_t)off), (ssize_t)len);
    assert_int_equal(xh_rewrite_last_event(copy, 0, len, 1), 0);
    assert_int_equal(pwrite(fd, copy, len, (off_t)off), (ssize_t)len);
    close(fd);
    free(copy);
}

/* Load path while hook changes the file between a line's passes: the
 * load fails naming the change (and the file, name). */
static void load_changes(const char *path, void (*hook)(void *, xt_host *, size_t, size_t),
                         file_change *c, const char *name)
{
    xt_decode_set_between_passes(hook, c);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load(&h, path, &err);
    xt_decode_set_between_passes(NULL, NULL);
    assert_true(c->done > 0);
    assert_int_equal(rc, XT_EINPUT);
    char want[128];
    snprintf(want, sizeof want, "%s: changed while reading (offset ", name);
    if (!strstr(err.msg, want))
        fail_msg("%s", err.msg);
    xt_host_free(&h);
}

/* A host of one 100,000-event line written to dir/host.xplane.pb, loaded
 * with hook changing the file between its passes (truncate: cut it). */
static void big_line_changes(void (*hook)(void *, xt_host *, size_t, size_t), bool truncate)
{
    char *dir = tmpdir();
    char path[600];
    snprintf(path, sizeof path, "%s/host.xplane.pb", dir);
    size_t len;
    uint8_t *b = xh_big_lines(100000, &len);
    write_bytes(path, b, len);
    free(b);
    file_change c = { path, truncate, 0 };
    load_changes(path, hook, &c, "host.xplane.pb");
    rm_rf(dir);
    free(dir);
}

static void test_file_changes_while_loading(void **state)
{
    (void)state;
    for (int mode = 0; mode < 2; mode++)
        big_line_changes(change_file_between, mode == 0);
}

/* The load's HLO thread reads the HloProtos in place, guarded as the load
 * is: a second thread's guard turns a truncated mapping into zeros (no
 * SIGBUS), says so at its end, and covers only its own range. */
typedef struct guard_case {
    const char *path;
    const uint8_t *map;
    size_t len;
    bool guarded_before, guarded_after, guarded_outside, hit;
    uint8_t byte;
} guard_case;

static void *guard_thread(void *arg)
{
    guard_case *g = arg;
    xt_bus_guard_thread(g->map, g->len);
    g->guarded_before = xt_bus_guarded(g->map + 100, 1000);
    g->guarded_outside = xt_bus_guarded(g->map + g->len - 10, 1000);
    assert_int_equal(truncate(g->path, 0), 0);
    g->byte = ((volatile const uint8_t *)g->map)[g->len - 1]; /* past the new end */
    g->hit = xt_bus_guard_thread_end();
    g->guarded_after = xt_bus_guarded(g->map + 100, 1000);
    return NULL;
}

/* Under valgrind (.ci/run sets XT_SKIP_SCALING) a SIGBUS on any thread
 * but the first arrives without its address, so no guard there can tell
 * its mapping's faults from others: these two run natively, under ASan
 * and under TSan. */
static bool under_valgrind(void)
{
    return getenv("XT_SKIP_SCALING") != NULL;
}

static void test_second_thread_guard(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    char *dir = tmpdir();
    char path[600];
    snprintf(path, sizeof path, "%s/shrinks.xplane.pb", dir);
    enum { LEN = 1 << 16 };
    uint8_t *b = malloc(LEN);
    memset(b, 0xab, LEN);
    write_bytes(path, b, LEN);
    free(b);
    int fd = open(path, O_RDONLY);
    assert_true(fd >= 0);
    uint8_t *map = mmap(NULL, LEN, PROT_READ, MAP_PRIVATE, fd, 0);
    assert_true(map != MAP_FAILED);
    assert_int_equal(map[LEN - 1], 0xab);
    guard_case g = { path, map, LEN, false, true, true, false, 0xff };
    pthread_t t;
    assert_int_equal(pthread_create(&t, NULL, guard_thread, &g), 0);
    pthread_join(t, NULL);
    assert_true(g.guarded_before);
    assert_false(g.guarded_outside);
    assert_false(g.guarded_after);
    assert_true(g.hit);
    assert_int_equal(g.byte, 0);
    assert_false(xt_bus_guarded(map + 100, 10)); /* another thread's guard */
    munmap(map, LEN);
    close(fd);
    rm_rf(dir);
    free(dir);
}

/* A real capture (its modules read in place on the HLO thread) truncated
 * between a line's two passes: the load fails naming the change, never a
 * SIGBUS, whichever thread reads the lost pages first. */
static void truncate_half_between(void *ctx, xt_host *h, size_t off, size_t len)
{
    (void)h;
    (void)off;
    (void)len;
    file_change *c = ctx;
    if (!c->done++) {
        struct stat st;
        assert_int_equal(stat(c->path, &st), 0);
        assert_int_equal(truncate(c->path, st.st_size / 8), 0);
    }
}

static void test_real_capture_shrinks_while_loading(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    xt_decode_set_parallel(2, 0); /* the HLO thread starts with two */
    for (int round = 0; round < 8; round++) {
        char *dir = tmpdir();
        char path[600], cmd[1400];
        snprintf(path, sizeof path, "%s/tw003.xplane.pb", dir);
        snprintf(cmd, sizeof cmd, "cp '%s' '%s'", DATA("jax08-rocm-mi300x-attention/tw003.xplane.pb"),
                 path);
        assert_int_equal(system(cmd), 0);
        file_change c = { path, true, 0 };
        load_changes(path, truncate_half_between, &c, "tw003.xplane.pb");
        rm_rf(dir);
        free(dir);
    }
    xt_decode_set_parallel(-1, 0);
}

/* The pieces of /proc/self/maps that map path (canonical). */
static size_t vmas_of(const char *path)
{
    char real[PATH_MAX], line[PATH_MAX + 256];
    assert_non_null(realpath(path, real));
    FILE *f = fopen("/proc/self/maps", "r");
    assert_non_null(f);
    size_t n = 0, rl = strlen(real);
    while (fgets(line, sizeof line, f)) {
        size_t l = strcspn(line, "\n");
        n += l >= rl && !memcmp(line + l - rl, real, rl) && line[l - rl - 1] == ' ';
    }
    fclose(f);
    return n;
}

/* A mapped file is mapped as VMAs of XT_MAP_PIECE bytes (load.c,
 * map_in_pieces: a page cache's large folio is then never mapped whole at
 * a fault), and reads as the file, decoded as before. */
static void test_mapping_in_pieces(void **state)
{
    (void)state;
    static const struct { const char *file; size_t pieces; } c[] = {
        { DATA("tf-gpu-v100-multiworker/34.83.195.179_6003.xplane.pb"), 12 }, /* 2.9 MiB */
        { DATA("jax08-rocm-mi300x-attention/tw003.xplane.pb"), 2 },           /* 378 KiB */
    };
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) {
        xt_host h;
        memset(&h, 0, sizeof h);
        xt_error err;
        assert_int_equal(xt_host_load(&h, c[i].file, &err), XT_OK);
        assert_true(h.buf_mapped);
        assert_int_equal((h.buf_len + XT_MAP_PIECE - 1) / XT_MAP_PIECE, c[i].pieces);
        assert_int_equal(h.map_pieces, c[i].pieces - 1);
        assert_int_equal(vmas_of(c[i].file), c[i].pieces);
        /* every byte as the file has it */
        FILE *f = fopen(c[i].file, "rb");
        assert_non_null(f);
        uint8_t b[65536];
        size_t at = 0, got;
        while ((got = fread(b, 1, sizeof b, f)) > 0) {
            assert_true(at + got <= h.buf_len);
            assert_memory_equal(h.buf + at, b, got);
            at += got;
        }
        fclose(f);
        assert_int_equal(at, h.buf_len);
        assert_true(h.nplanes > 0);
        xt_host_free(&h);
        assert_int_equal(vmas_of(c[i].file), 0);
    }
    /* the pieces of every mapping at once stay within a budget (malloc and
     * thread stacks need the rest of vm.max_map_count): with it spent, a
     * file is mapped whole, and loads as before; freed hosts give theirs
     * back */
    const char *f = c[0].file;
    xt_host a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    xt_error err;
    assert_int_equal(xt_host_load(&a, f, &err), XT_OK);
    assert_int_equal(a.map_pieces, 11);
    size_t held = 0;
    for (size_t k = 1u << 20; k; k /= 2)
        while (xt_map_pieces_take(k))
            held += k;
    assert_true(held > 1000);
    assert_false(xt_map_pieces_take(1));
    assert_int_equal(xt_host_load(&b, f, &err), XT_OK);
    assert_int_equal(b.map_pieces, 0);
    assert_int_equal(vmas_of(f), 12 + 1); /* a's twelve, b's one */
    assert_int_equal(a.nplanes, b.nplanes);
    xt_host_free(&b);
    xt_host_free(&a); /* gives a's eleven back */
    assert_true(xt_map_pieces_take(11));
    assert_false(xt_map_pieces_take(1));
    xt_map_pieces_give(held + 11);
    memset(&b, 0, sizeof b);
    assert_int_equal(xt_host_load(&b, f, &err), XT_OK);
    assert_int_equal(b.map_pieces, 11);
    xt_host_free(&b);
}

/* A big line split across three threads in chunks of 16 events, its file
 * cut to an eighth between the passes: the threads that decode its far
 * chunks read the lost pages before the first thread does, and guard the
 * mapping themselves (they used to rely on the load's thread faulting
 * first): the load fails naming the change, never a SIGBUS. */
static void test_split_line_workers_guarded(void **state)
{
    (void)state;
    if (under_valgrind())
        skip();
    xt_decode_set_parallel(3, 16);
    for (int round = 0; round < 4; round++)
        big_line_changes(truncate_half_between, true);
    xt_decode_set_parallel(-1, 65536);
}

/* ---- item 4: truncated after it was opened ----------------------------- */

static void count_event(void *ctx, const xt_event *ev)
{
    (void)ev;
    (*(size_t *)ctx)++;
}

static const xt_line *find_line(const xt_host *h, const char *plane, bool lazy,
                                const xt_plane **pl)
{
    *pl = xt_host_plane(h, plane);
    assert_non_null(*pl);
    for (size_t i = 0; i < (*pl)->nlines; i++)
        if (lazy ? (*pl)->lines[i].lazy : (*pl)->lines[i].python_skipped)
            return &(*pl)->lines[i];
    fail_msg("no such line in %s", plane);
    return NULL;
}

static void test_truncated_after_open(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char path[600];
    snprintf(path, sizeof path, "%s/host.xplane.pb", dir);
    size_t len;
    uint8_t *b = xh_lazy_capture(&len);
    write_bytes(path, b, len);
    free(b);

    xt_host h;
    xt_error err = { 0, "" };
    xt_decode_set_parallel(1, 0); /* the HloProto decoded on first use, not at load */
    int lrc = xt_host_load(&h, path, &err);
    xt_decode_set_parallel(-1, 65536);
    if (lrc)
        fail_msg("%s", err.msg);
    assert_false(xt_host_changed(&h));
    const xt_plane *dev, *host;
    const xt_line *lazy = find_line(&h, "/device:GPU:0", true, &dev);
    const xt_line *py = find_line(&h, "/host:CPU", false, &host);
    size_t n = 0;
    assert_int_equal(xt_line_visit(&h, dev, lazy, count_event, &n, &err), XT_OK);
    assert_int_equal(n, 100);
    n = 0;
    assert_int_equal(xt_line_window(&h, host, py, 0, INT64_MAX, count_event, &n, &err), XT_OK);
    assert_int_equal(n, 100);

    assert_int_equal(truncate(path, 0), 0);
    assert_true(xt_host_changed(&h));
    n = 0;
    assert_int_equal(xt_line_visit(&h, dev, lazy, count_event, &n, &err), XT_EINPUT);
    assert_non_null(strstr(err.msg, "the capture changed on disk since it was opened"));
    assert_int_equal(xt_line_window(&h, host, py, 0, INT64_MAX, count_event, &n, &err),
                     XT_EINPUT);
    assert_non_null(strstr(err.msg, "changed on disk"));
    assert_int_equal(h.nmodules, 1);
    assert_null(xt_module_hlo(&h, &h.modules[0], &err));
    assert_non_null(strstr(err.msg, "changed on disk"));
    assert_int_equal(n, 0);
    xt_host_free(&h);
    rm_rf(dir);
    free(dir);
}

/* ---- the modules' HloProtos, decoded while the host's lines are --------- */

static void test_hlo_decoded_while_loading(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char path[600];
    snprintf(path, sizeof path, "%s/host.xplane.pb", dir);
    size_t len;
    uint8_t *bytes = xh_two_metadata_planes(&len);
    /* 1 decoder thread: every HloProto on first use; 3: the first
     * metadata plane's during the load */
    size_t ninstrs[2][3];
    char errs[2][3][sizeof ((xt_error *)0)->msg];
    for (int run = 0; run < 2; run++) {
        write_bytes(path, bytes, len);
        xt_host h;
        xt_error err = { 0, "" };
        xt_decode_set_parallel(run ? 3 : 1, 65536);
        int rc = xt_host_load(&h, path, &err);
        xt_decode_set_parallel(-1, 65536);
        if (rc)
            fail_msg("%s", err.msg);
        assert_int_equal(h.nmodules, 3);
        assert_string_equal(h.modules[0].name, "jit_a(1)");
        assert_string_equal(h.modules[1].name, "jit_bad(2)");
        assert_string_equal(h.modules[2].name, "jit_c(3)");
        assert_int_equal(h.modules[0].hlo != NULL, run == 1);
        assert_int_equal(h.modules[1].hlo_failed, run == 1);
        assert_null(h.modules[1].hlo);
        assert_null(h.modules[2].hlo); /* the second plane's: on first use */
        assert_false(h.modules[2].hlo_failed);
        for (size_t k = 0; k < 3; k++) {
            err.msg[0] = 0;
            xt_hlo *x = xt_module_hlo(&h, &h.modules[k], &err);
            ninstrs[run][k] = x ? x->ninstrs : SIZE_MAX;
            snprintf(errs[run][k], sizeof errs[run][k], "%s", x ? "" : err.msg);
        }
        if (run == 1) { /* decoded at load: a truncation since does not reach them */
            xt_host h2;
            xt_decode_set_parallel(3, 65536);
            rc = xt_host_load(&h2, path, &err);
            xt_decode_set_parallel(-1, 65536);
            if (rc)
                fail_msg("%s", err.msg);
            assert_int_equal(truncate(path, 0), 0);
            xt_hlo *x = xt_module_hlo(&h2, &h2.modules[0], &err);
            assert_non_null(x);
            assert_int_equal(x->ninstrs, 2);
            assert_string_equal(x->instrs[1].name, "dot.1");
            assert_null(xt_module_hlo(&h2, &h2.modules[1], &err));
            assert_non_null(strstr(err.msg, "corrupt HloProto"));
            assert_null(xt_module_hlo(&h2, &h2.modules[2], &err));
            assert_non_null(strstr(err.msg, "changed on disk"));
            xt_host_free(&h2);
        }
        xt_host_free(&h);
    }
    for (size_t k = 0; k < 3; k++) {
        assert_int_equal(ninstrs[0][k], ninstrs[1][k]);
        assert_string_equal(errs[0][k], errs[1][k]);
    }
    assert_int_equal(ninstrs[0][0], 2);
    assert_int_equal(ninstrs[0][1], SIZE_MAX);
    assert_non_null(strstr(errs[0][1], "module jit_bad(2): corrupt HloProto at byte"));
    assert_int_equal(ninstrs[0][2], 1);
    free(bytes);
    rm_rf(dir);
    free(dir);
}

/* Lazy re-reads of a mapped file go by pread in blocks of whole fields:
 * the same events as from memory, across block boundaries. */
static void test_reread_in_blocks(void **state)
{
    (void)state;
    enum { N = 300000 }; /* lines of a few MB: several blocks */
    char *dir = tmpdir();
    char path[600];
    snprintf(path, sizeof path, "%s/big.xplane.pb", dir);
    size_t len;
    uint8_t *b = xh_big_lines(N, &len);
    write_bytes(path, b, len);
    xt_host hm, hf;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load_mem(&hm, "big.xplane.pb", b, len, &err), XT_OK);
    assert_int_equal(xt_host_load(&hf, path, &err), XT_OK);
    assert_true(hf.buf_mapped);
    xt_host *hs[2] = { &hm, &hf };
    for (int k = 0; k < 2; k++) {
        const xt_plane *dev, *host;
        const xt_line *lazy = find_line(hs[k], "/device:GPU:0", true, &dev);
        const xt_line *py = find_line(hs[k], "/host:CPU", false, &host);
        assert_true(lazy->rawlen > (2u << 20));
        size_t n = 0;
        assert_int_equal(xt_line_visit(hs[k], dev, lazy, count_event, &n, &err), XT_OK);
        assert_int_equal(n, N);
        /* events start at i ns = 1000 i ps: [t0, t1) holds t1/1000 - t0/1000 */
        static const int64_t win[][2] = { { 0, 1000 }, { 5000, 9000 },
                                          { 123456000, 123999000 },
                                          { 100000000, 290000000 },
                                          { 299990000, INT64_MAX } };
        for (size_t w = 0; w < sizeof win / sizeof win[0]; w++) {
            n = 0;
            assert_int_equal(xt_line_window(hs[k], host, py, win[w][0], win[w][1], count_event,
                                            &n, &err),
                             XT_OK);
            int64_t hi = win[w][1] == INT64_MAX ? N : win[w][1] / 1000;
            assert_int_equal(n, (size_t)(hi - win[w][0] / 1000));
        }
    }
    xt_host_free(&hm);
    xt_host_free(&hf);
    free(b);
    rm_rf(dir);
    free(dir);
}

/* Re-reads go to the file that was opened, even after a chdir. */
static void test_reread_after_chdir(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char path[600], cwd[4096];
    snprintf(path, sizeof path, "%s/host.xplane.pb", dir);
    size_t len;
    uint8_t *b = xh_lazy_capture(&len);
    write_bytes(path, b, len);
    free(b);
    assert_non_null(getcwd(cwd, sizeof cwd));
    assert_int_equal(chdir(dir), 0);
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load(&h, "host.xplane.pb", &err), XT_OK);
    assert_int_equal(chdir("/"), 0);
    assert_false(xt_host_changed(&h));
    const xt_plane *dev;
    const xt_line *lazy = find_line(&h, "/device:GPU:0", true, &dev);
    size_t n = 0;
    assert_int_equal(xt_line_visit(&h, dev, lazy, count_event, &n, &err), XT_OK);
    assert_int_equal(n, 100);
    assert_int_equal(chdir(cwd), 0);
    xt_host_free(&h);
    rm_rf(dir);
    free(dir);
}

/* ---- item 9: tiny hosts cost little ------------------------------------ */

static void test_tiny_hosts_small_arenas(void **state)
{
    (void)state;
    static const uint8_t tiny[] = { 0x22, 0x04, 't', 'i', 'n', 'y' };
    enum { N = 500 };
    xt_host *hs = calloc(N, sizeof *hs);
    size_t total = 0;
    for (size_t i = 0; i < N; i++) {
        xt_error err = { 0, "" };
        assert_int_equal(xt_host_load_mem(&hs[i], "tiny.xplane.pb", tiny, sizeof tiny, &err),
                         XT_OK);
        total += xt_arena_reserved(&hs[i].arena);
    }
    /* each was a 2 MiB mapping: now a few KiB */
    if (total / N > 64 * 1024)
        fail_msg("%zu bytes reserved per tiny host", total / N);
    for (size_t i = 0; i < N; i++)
        xt_host_free(&hs[i]);
    free(hs);
}

static void test_arena_grows(void **state)
{
    (void)state;
    xt_arena a = { 0 };
    for (int i = 0; i < 100000; i++)
        ((char *)xt_arena_alloc(&a, 24))[23] = 1;
    size_t big = 8u << 20;
    char *p = xt_arena_alloc(&a, big);
    p[big - 1] = 1;
    assert_true(xt_arena_reserved(&a) >= a.used_total);
    assert_true(xt_arena_reserved(&a) < a.used_total + (4u << 20));
    xt_arena_free(&a);
    assert_int_equal(xt_arena_reserved(&a), 0);
}

/* ---- item 10: gzip bomb ------------------------------------------------- */

static void test_gzip_bomb_capped(void **state)
{
    (void)state;
    size_t len;
    /* framed as an XSpace: a field longer than the limit is refused as
     * soon as its length is read */
    uint8_t *gz = xh_gzip_framed(64u << 20, 1, &len);
    assert_true(len < (1u << 20));
    xt_load_set_max_inflate(4u << 20);
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load_mem(&h, "bomb.xplane.pb.gz", gz, len, &err), XT_EINPUT);
    xt_load_set_max_inflate(0);
    if (!strstr(err.msg, "4194304 bytes") || !strstr(err.msg, "XOOMTUI_MAX_INFLATE"))
        fail_msg("unexpected message: %s", err.msg);
    xt_host_free(&h);
    free(gz);
    /* zeros: refused at their first byte, as the file unzipped is, not
     * after the whole bomb is inflated (4 GiB of zeros took 32 s and
     * 4.2 GB: an attacker's review); under a limit of 4 GiB, inflating
     * 64 MiB would say "inflates past" if it were reached */
    gz = xh_gzip_zeros(64u << 20, &len);
    xt_load_set_max_inflate(1u << 20);
    assert_int_equal(xt_host_load_mem(&h, "zeros.xplane.pb.gz", gz, len, &err), XT_EINPUT);
    xt_load_set_max_inflate(0);
    if (!strstr(err.msg, "zeros.xplane.pb.gz: not a valid capture: corrupt protobuf at byte 0 (in the XSpace: "
                         "invalid field number)"))
        fail_msg("unexpected message: %s", err.msg);
    xt_host_free(&h);
    free(gz);
    /* the boundary: exactly the limit inflates (a capture of one plane),
     * one byte more does not */
    for (size_t extra = 0; extra < 2; extra++) {
        gz = xh_gzip_framed((1u << 20) + extra, 1, &len);
        xt_load_set_max_inflate(1u << 20);
        int rc = xt_host_load_mem(&h, "edge.xplane.pb.gz", gz, len, &err);
        xt_load_set_max_inflate(0);
        if (extra ? rc != XT_EINPUT || !strstr(err.msg, "XOOMTUI_MAX_INFLATE") : rc != XT_OK)
            fail_msg("%zu bytes over the limit: rc %d %s", extra, rc, rc ? err.msg : "");
        xt_host_free(&h);
        free(gz);
    }
    /* a limit of 2^64-1 (XOOMTUI_MAX_INFLATE=-1 as strtoull reads it:
     * "no limit") inflates as no limit does: gunzip's limit + 1 was 0, a
     * buffer of 0 bytes doubled to 0 forever (an attacker's review) */
    gz = xh_gzip_framed(4096, 1, &len);
    xt_load_set_max_inflate(UINT64_MAX);
    int rc = xt_host_load_mem(&h, "nolimit.xplane.pb.gz", gz, len, &err);
    xt_load_set_max_inflate(0);
    if (rc != XT_OK)
        fail_msg("a limit of 2^64-1: rc %d %s", rc, err.msg);
    xt_host_free(&h);
    free(gz);
}

/* Bytes of b gzipped (level 1). */
static uint8_t *gzip_of(const uint8_t *b, size_t n, size_t *len)
{
    uLongf cap = compressBound((uLong)n) + 64;
    uint8_t *gz = malloc(cap);
    assert_non_null(gz);
    z_stream z;
    memset(&z, 0, sizeof z);
    assert_int_equal(deflateInit2(&z, 1, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY), Z_OK);
    z.next_in = (Bytef *)b;
    z.avail_in = (uInt)n;
    z.next_out = gz;
    z.avail_out = (uInt)cap;
    assert_int_equal(deflate(&z, Z_FINISH), Z_STREAM_END);
    *len = cap - z.avail_out;
    deflateEnd(&z);
    return gz;
}

/* A file's bytes (malloc'd). */
static uint8_t *file_bytes(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    assert_int_equal(fseek(f, 0, SEEK_END), 0);
    long n = ftell(f);
    assert_true(n > 0);
    rewind(f);
    uint8_t *b = malloc((size_t)n);
    assert_non_null(b);
    assert_int_equal(fread(b, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return b;
}

/* The warning xt_host_warn kept that has s in it, or NULL. */
static const char *host_warning(const xt_host *h, const char *s)
{
    for (size_t i = 0; i < h->nwarnings; i++)
        if (strstr(h->warnings[i], s))
            return h->warnings[i];
    return NULL;
}

/* A gzip bomb framed as the profiler's warnings (XSpace field 3), which
 * the decoder does not read: dropped as it inflates, not kept up to the
 * cap, which still bounds them (1 MB framed as one 1 GiB warning took 1 GiB, and up to a quarter
 * of memory: an attacker's review, helper-170's F6).  The capture reads
 * as it does without it, and says what was dropped; a warning cut short
 * by the end of the data is refused as a field cut short is. */
static void test_gzip_warnings_not_kept(void **state)
{
    (void)state;
    size_t len;
    /* 64 MiB of warning under a limit of 96 MiB: read, 2 bytes kept */
    uint8_t *gz = xh_gzip_framed(64u << 20, 3, &len);
    xt_load_set_max_inflate(96u << 20);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&h, "warned.xplane.pb.gz", gz, len, &err);
    xt_load_set_max_inflate(0);
    if (rc != XT_OK)
        fail_msg("a 64 MiB warning under a 96 MiB limit: rc %d %s", rc, err.msg);
    assert_int_equal(h.buf_len, 2);
    const char *w = host_warning(&h, "not kept");
    if (!w || !strstr(w, "a field of the profiler's errors or warnings (64.0 MiB, at byte 0 "))
        fail_msg("what was dropped is not said: %s", w ? w : "(none)");
    xt_host_free(&h);
    /* the bytes dropped count against the limit, which bounds the time
     * a gzip takes to inflate (a 100 MB gzip of them is 100 GB) */
    xt_load_set_max_inflate(4u << 20);
    rc = xt_host_load_mem(&h, "warned.xplane.pb.gz", gz, len, &err);
    xt_load_set_max_inflate(0);
    if (rc != XT_EINPUT || !strstr(err.msg, "inflates past 4194304 bytes"))
        fail_msg("a 64 MiB warning under a 4 MiB limit: rc %d %s", rc, err.msg);
    xt_host_free(&h);
    free(gz);
    /* a real capture with 3 MiB of warnings before, between and after its
     * planes, each 1 MiB: the same planes, modules and hostname */
    size_t clen;
    uint8_t *cap = file_bytes(DATA("jax08-rocm-mi300x-attention/tw003.xplane.pb"), &clen);
    xt_host plain;
    assert_int_equal(xt_host_load_mem(&plain, "plain.xplane.pb", cap, clen, &err), XT_OK);
    size_t big = 1u << 20, hl = 4, nb = 0;
    uint8_t *b = malloc(clen + 3 * (big + hl));
    assert_non_null(b);
    uint8_t head[4] = { 0x1a, (uint8_t)(0x80 | ((big - 0) & 0x7f)), (uint8_t)(0x80 | ((big >> 7) & 0x7f)),
                        (uint8_t)(big >> 14) };
    /* the first field (a plane) kept whole: split after it */
    size_t split = 0;
    {
        size_t q = 1, v = 0;
        for (int sh = 0; cap[q] & 0x80; q++, sh += 7)
            v |= (size_t)(cap[q] & 0x7f) << sh;
        v |= (size_t)(cap[q] & 0x7f) << (7 * (q - 1));
        split = q + 1 + v;
    }
    assert_true(split < clen);
    for (int k = 0; k < 3; k++) {
        if (k == 1) {
            memcpy(b + nb, cap, split);
            nb += split;
        } else if (k == 2) {
            memcpy(b + nb, cap + split, clen - split);
            nb += clen - split;
        }
        memcpy(b + nb, head, hl);
        memset(b + nb + hl, 'w', big);
        nb += hl + big;
    }
    gz = gzip_of(b, nb, &len);
    rc = xt_host_load_mem(&h, "warned.xplane.pb.gz", gz, len, &err);
    if (rc != XT_OK)
        fail_msg("a capture with warnings: rc %d %s", rc, err.msg);
    assert_int_equal(h.buf_len, clen + 3 * 2);
    assert_int_equal(h.nplanes, plain.nplanes);
    assert_int_equal(h.nmodules, plain.nmodules);
    assert_string_equal(h.hostname, plain.hostname);
    w = host_warning(&h, "not kept");
    if (!w || !strstr(w, "3 fields of the profiler's errors and warnings (3.0 MiB, the first at byte 0 "))
        fail_msg("what was dropped is not said: %s", w ? w : "(none)");
    xt_host_free(&h);
    free(gz);
    /* cut short inside the last warning: refused, and where */
    gz = gzip_of(b, nb - 1000, &len);
    rc = xt_host_load_mem(&h, "cut.xplane.pb.gz", gz, len, &err);
    if (rc != XT_EINPUT || !strstr(err.msg, "cut.xplane.pb.gz: not a valid capture: corrupt protobuf at byte ") ||
        !strstr(err.msg, "run 1000 bytes past the end of the gzip data: truncated"))
        fail_msg("a warning cut short: rc %d %s", rc, err.msg);
    xt_host_free(&h);
    free(gz);
    free(b);
    free(cap);
    xt_host_free(&plain);
}

/* A gzip whose profiler's warning (200 KiB, first) was not kept, then
 * damaged after it: the one line's byte offset counts without the bytes
 * dropped, and says so (it read "corrupt protobuf at byte 13742" of a
 * field at byte 218544 of the data inflated, and the host's warning that
 * says offsets are shifted is not shown where the load fails:
 * helper-177). */
static void test_gzip_warning_dropped_error_says_offsets(void **state)
{
    (void)state;
    size_t clen, len;
    uint8_t *cap = file_bytes(DATA("jax08-rocm-mi300x-attention/tw003.xplane.pb"), &clen);
    size_t big = 200u << 10, hl = 4;
    uint8_t *b = malloc(hl + big + clen + 2);
    assert_non_null(b);
    uint8_t head[4] = { 0x1a, (uint8_t)(0x80 | (big & 0x7f)), (uint8_t)(0x80 | ((big >> 7) & 0x7f)),
                        (uint8_t)(big >> 14) };
    memcpy(b, head, hl);
    memset(b + hl, 'w', big);
    memcpy(b + hl + big, cap, clen);
    b[hl + big + clen] = 0x08; /* field 1 as a varint: refused */
    b[hl + big + clen + 1] = 0x01;
    uint8_t *gz = gzip_of(b, hl + big + clen + 2, &len);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&h, "late.xplane.pb.gz", gz, len, &err);
    if (rc != XT_EINPUT || !strstr(err.msg, "late.xplane.pb.gz: not a valid capture: corrupt protobuf at byte ") ||
        !strstr(err.msg, "byte offsets after byte 0 of the data inflated count without the profiler's errors "
                         "and warnings not kept (200.0 KiB)"))
        fail_msg("an error after a warning dropped: rc %d %s", rc, err.msg);
    xt_host_free(&h);
    free(gz);
    free(b);
    free(cap);
}

/* A warning whose length wraps its end past 2^64 (a 10-byte varint of
 * 2^64 minus its start) after a 100 KB plane: the dropped field's end
 * read as byte 0, and memmove wrote 100 KB past the buffer (abort, or
 * SIGSEGV; helper-174's F1).  Refused as past the limit. */
static void test_gzip_warning_length_wraps(void **state)
{
    (void)state;
    size_t plane = 100000, nb = 0;
    uint8_t *b = calloc(1, plane + 64);
    assert_non_null(b);
    b[nb++] = 0x0a; /* a plane of zeros: the decoder is not reached */
    for (size_t v = plane; ; v >>= 7) {
        b[nb++] = (uint8_t)((v & 0x7f) | (v >> 7 ? 0x80 : 0));
        if (!(v >> 7))
            break;
    }
    nb += plane;
    b[nb++] = 0x1a;
    uint64_t len = 0 - (uint64_t)(nb + 10); /* its body at nb + 10 */
    for (int k = 0; k < 10; k++, len >>= 7)
        b[nb++] = (uint8_t)((len & 0x7f) | (k < 9 ? 0x80 : 0));
    memset(b + nb, 'w', 32);
    nb += 32;
    size_t glen;
    uint8_t *gz = gzip_of(b, nb, &glen);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&h, "wraps.xplane.pb.gz", gz, glen, &err);
    if (rc != XT_EINPUT || !strstr(err.msg, "inflates past"))
        fail_msg("a warning of 2^64 bytes: rc %d %s", rc, err.msg);
    xt_host_free(&h);
    free(gz);
    free(b);
}

/* A field no XSpace has (99), 1 MiB long: said as that field at its tag,
 * whole or cut short, plain or gzip (the .gz said "corrupt at byte 2 ...
 * a field runs past the end of the file: truncated" of a whole gzip file,
 * inflated only a little past the field: an attacker's review) */
static void test_foreign_field_gz(void **state)
{
    (void)state;
    size_t n = 1u << 20, len = 0;
    uint8_t *raw = malloc(n + 8);
    assert_non_null(raw);
    raw[len++] = 0x9a; /* field 99, wire type 2 */
    raw[len++] = 0x06;
    for (size_t v = n; v >= 0x80; v >>= 7)
        raw[len++] = (uint8_t)(v | 0x80);
    raw[len++] = (uint8_t)(n >> 14);
    memset(raw + len, 'a', n);
    size_t gzlen;
    uint8_t *gz = gzip_of(raw, len + n, &gzlen);
    const struct {
        const char *name;
        const uint8_t *b;
        size_t len;
    } cases[] = { { "cut.xplane.pb", raw, len + 100 }, { "whole.xplane.pb.gz", gz, gzlen } };
    for (size_t i = 0; i < 2; i++) {
        xt_host h;
        xt_error err = { 0, "" };
        assert_int_equal(xt_host_load_mem(&h, cases[i].name, cases[i].b, cases[i].len, &err), XT_EINPUT);
        if (!strstr(err.msg, "unexpected protobuf field 99 at byte 0 (an XSpace has fields 1-4)"))
            fail_msg("%s: unexpected message: %s", cases[i].name, err.msg);
        xt_host_free(&h);
    }
    free(gz);
    free(raw);
}

/* Under a memory limit (ulimit -v) the cap follows the limit, not the
 * machine: 640 MiB of zeros in a 384 MiB address space is refused with a
 * message, where the cap from physical memory let malloc fail (abort,
 * exit 134).  In a child, which takes the limit; not under ASan, whose
 * shadow memory is past any such limit. */
#if defined(__SANITIZE_ADDRESS__)
#define XT_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define XT_TEST_ASAN 1
#endif
#endif
static void test_gzip_bomb_under_ulimit(void **state)
{
    (void)state;
#ifdef XT_TEST_ASAN
    skip();
#else
    /* under valgrind (.ci/run sets XT_SKIP_SCALING): its own mappings
     * take the child's address space, and 640 MiB of deflate is slow */
    if (getenv("XT_SKIP_SCALING"))
        skip();
    size_t len;
    uint8_t *big = xh_gzip_framed((size_t)640 << 20, 1, &len), *gz = malloc(len);
    assert_non_null(gz);
    memcpy(gz, big, len);
    free(big); /* deflateBound's buffer: the child's limit must not count it */
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        struct rlimit rl = { (rlim_t)384 << 20, (rlim_t)384 << 20 };
        if (setrlimit(RLIMIT_AS, &rl))
            _exit(77);
        xt_host h;
        xt_error err = { 0, "" };
        int rc = xt_host_load_mem(&h, "bomb.xplane.pb.gz", gz, len, &err);
        _exit(rc == XT_EINPUT && strstr(err.msg, "inflates past") ? 0 : 1);
    }
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    free(gz);
    if (WIFEXITED(st) && WEXITSTATUS(st) == 77)
        skip();
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
        fail_msg("a gzip bomb under ulimit -v 384 MiB: %s %d", WIFEXITED(st) ? "exit" : "signal",
                 WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st));
#endif
}

/* ---- item 11: empty records cost nothing ------------------------------- */

static size_t warnings_with(const xt_host *h, const char *s)
{
    size_t k = 0;
    for (size_t i = 0; i < h->nwarnings; i++)
        if (strstr(h->warnings[i], s))
            k++;
    return k;
}

static double load_seconds(uint8_t *(*gen)(size_t, size_t *), size_t n, size_t *reserved,
                           xt_host *keep)
{
    size_t len;
    uint8_t *b = gen(n, &len);
    struct timespec t0, t1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0);
    xt_error err = { 0, "" };
    if (xt_host_load_mem(keep, "empty.xplane.pb", b, len, &err))
        fail_msg("%s", err.msg);
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1);
    *reserved = xt_arena_reserved(&keep->arena);
    free(b);
    return (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
}

static void test_empty_planes(void **state)
{
    (void)state;
    xt_host h;
    size_t reserved;
    load_seconds(xh_empty_planes, 1000000, &reserved, &h);
    if (reserved > (1u << 20))
        fail_msg("1M empty planes took %zu bytes", reserved);
    assert_int_equal(h.nplanes, 0);
    assert_int_equal(warnings_with(&h, "empty"), 1);
    assert_int_equal(warnings_with(&h, "1,000,000 empty planes skipped"), 1);
    xt_host_free(&h);
}

static void test_empty_lines(void **state)
{
    (void)state;
    xt_host h;
    size_t reserved;
    load_seconds(xh_empty_lines, 1000000, &reserved, &h);
    if (reserved > (1u << 20))
        fail_msg("1M empty lines took %zu bytes", reserved);
    assert_int_equal(h.nplanes, 1);
    assert_int_equal(h.planes[0].nlines, 0);
    assert_int_equal(warnings_with(&h, "1,000,000 empty lines skipped"), 1);
    xt_host_free(&h);
}

static void test_empty_scales(void **state)
{
    (void)state;
    xt_host a, b;
    size_t ra, rb;
    /* best of three against timer noise */
    double small = 1e9, large = 1e9;
    if (getenv("XT_SKIP_SCALING"))
        return; /* under valgrind: the 1M-plane tests above cover the memory */
    for (int i = 0; i < 3; i++) {
        double s = load_seconds(xh_empty_planes, 200000, &ra, &a);
        xt_host_free(&a);
        double l = load_seconds(xh_empty_planes, 2000000, &rb, &b);
        xt_host_free(&b);
        small = s < small ? s : small;
        large = l < large ? l : large;
    }
    if (large > 20 * small + 0.05)
        fail_msg("10x the empty planes took %.1fx the time (%.3f s vs %.3f s)", large / small,
                 large, small);
}

/* An HloProto decoded alone (xt_decode_hlo), freed: its maps, then the
 * strings and the arena. */
static void hlo_done(xt_hlo *o, xt_strtab *st, xt_arena *a)
{
    if (o) {
        xt_imap_free(&o->instr_by_id);
        xt_imap_free(&o->lbuf_by_id);
        xt_imap_free(&o->comp_by_id);
    }
    xt_intern_free(st);
    xt_arena_free(a);
}

/* An HloProto decoded alone into a and st (hlo_done frees them): it must
 * decode. */
static xt_hlo *hlo_alone(const uint8_t *proto, size_t plen, xt_arena *a, xt_strtab *st)
{
    xt_intern_init(st, a);
    xt_error err = { 0, "" };
    xt_hlo *o = xt_decode_hlo(proto, plen, false, a, st, &err);
    if (!o)
        fail_msg("%s", err.msg);
    return o;
}

static void test_empty_instructions(void **state)
{
    (void)state;
    size_t plen;
    uint8_t *proto = xh_empty_hlo(1000000, &plen);
    xt_arena a = { 0 };
    xt_strtab st;
    xt_hlo *o = hlo_alone(proto, plen, &a, &st);
    assert_int_equal(o->ninstrs, 1);
    if (xt_arena_reserved(&a) > (1u << 20))
        fail_msg("1M empty instructions and tuple shapes took %zu bytes", xt_arena_reserved(&a));
    hlo_done(o, &st, &a);
    free(proto);
}

/* A host's, a plane's and a line's name of 1 MiB (NULs, then 'A's): cut
 * past 4,096 bytes, marked with the whole length; the NULs shown as the
 * whole name's were.  A 64 MiB hostname in a 68 KB gzip took 11 s, 1.25 GB
 * and a 50 MB report (an attacker's review). */
static void test_long_names_cut(void **state)
{
    (void)state;
    size_t big = 1u << 20;
    char *name = malloc(big + 1);
    assert_non_null(name);
    memset(name, 'A', big);
    name[big] = 0;
    xb_space *s = xb_new();
    xb_hostname(s, name);
    xb_plane *p = xb_plane_new(s, 9, name);
    xb_line_new(p, 1, name, 0);
    xb_gpu g;
    xb_gpu_init(&g, s, "GPU_0_bfc", 1 << 30, 1LL << 34, 0);
    size_t len;
    uint8_t *b = xb_pack(s, &len);
    xb_free(s);
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load_mem(&h, "long.xplane.pb", b, len, &err), XT_OK);
    char want[XT_NAME_MAX + XT_NAME_MARK_MAX + 1];
    want[xt_name_cut(want, name, big)] = 0;
    assert_non_null(strstr(want, "AAAA...[a name of 1,048,576 bytes, cut #"));
    assert_int_equal(strlen(want), XT_NAME_MAX + strlen("...[a name of 1,048,576 bytes, cut #0123456789abcdef]"));
    assert_true(strlen(h.hostname) < 4096 + 64);
    assert_non_null(strstr(h.hostname, want));
    const xt_plane *lp = NULL;
    for (size_t i = 0; i < h.nplanes; i++)
        if (!strncmp(h.planes[i].name, "AAAA", 4))
            lp = &h.planes[i];
    assert_non_null(lp);
    assert_true(strlen(lp->name) < 4096 + 64);
    assert_non_null(strstr(lp->name, want));
    assert_int_equal(lp->nlines, 1);
    assert_true(strlen(lp->lines[0].name) < 4096 + 64);
    assert_non_null(strstr(lp->lines[0].name, want));
    xt_host_free(&h);
    free(b);
    free(name);
}

/* xt_name_cut steps back three bytes at most out of a character (a run
 * of stray continuation bytes after "jit_" took it all, and the
 * PjitFunction form's cut lost its module: an attacker's review); and a
 * mark counts as one only as xt_name_cut makes it (a short name ending
 * like one was kept from JAX's mapping: the same review). */
static void test_name_cut_edges(void **state)
{
    (void)state;
    size_t n = 5000;
    char *s = malloc(n);
    assert_non_null(s);
    memcpy(s, "jit_", 4);
    memset(s + 4, 0x80, n - 4);
    char out[XT_NAME_MAX + XT_NAME_MARK_MAX];
    size_t k = xt_name_cut(out, s, n);
    assert_memory_equal(out, "jit_", 4);
    size_t mark = xt_name_cut_mark(out, k);
    assert_true(mark > 0 && k - mark >= XT_NAME_MAX - 3 && k - mark <= XT_NAME_MAX);
    /* a character across the cut: left out whole */
    memset(s, 'a', n);
    memcpy(s + XT_NAME_MAX - 1, "\xe2\x82\xac", 3);
    k = xt_name_cut(out, s, n);
    assert_int_equal(k - xt_name_cut_mark(out, k), XT_NAME_MAX - 1);
    free(s);
    const char *forged[] = { "f...[a name of 5 bytes, cut #0000000000000000]",
                             "...[a name of 9,999 bytes, cut #0123456789abcdef]",
                             "x...[a name of 4,096 bytes, cut #0123456789abcdef]" };
    for (size_t i = 0; i < sizeof forged / sizeof *forged; i++)
        assert_int_equal(xt_name_cut_mark(forged[i], strlen(forged[i])), 0);
}

/* An HloProto's strings of 1 MiB (the module's, a computation's and an
 * instruction's names, its origin, its source file, a stack frame's file
 * and function): each cut as the capture's names are, past XT_NAME_MAX
 * bytes, the same text the same cut.  Whole, a 32 MiB one was widened,
 * hashed and drawn at every mention (an attacker's review). */
static void test_long_hlo_strings_cut(void **state)
{
    (void)state;
    size_t big = 1u << 20;
    char *name = malloc(big + 1), *frame = malloc(big + 16);
    assert_true(name && frame);
    memset(name, 'B', big);
    name[big] = 0;
    snprintf(frame, big + 16, "f.py:7:%s", name);
    hb_module *m = hb_new(name, 3);
    int64_t c = hb_comp(m, name);
    const int64_t dims[] = { 16, -1 };
    int64_t in = hb_instr(m, c, name, "add", 11, dims, name, name, 9);
    const char *const frames[] = { frame };
    hb_stack(m, in, frames, 1);
    hb_static(m, HB_PARAM, in, 64, 0);
    size_t plen;
    uint8_t *proto = hb_pack(m, &plen);
    hb_free(m);
    char want[XT_NAME_MAX + XT_NAME_MARK_MAX + 1];
    want[xt_name_cut(want, name, big)] = 0;
    xt_arena a = { 0 };
    xt_strtab st;
    xt_hlo *o = hlo_alone(proto, plen, &a, &st);
    assert_string_equal(o->name, want);
    assert_int_equal(o->ncomps, 1);
    assert_string_equal(o->comps[0].name, want);
    assert_int_equal(o->ninstrs, 1);
    assert_string_equal(o->instrs[0].name, want);
    assert_string_equal(o->instrs[0].op_name, want);
    assert_string_equal(o->instrs[0].source_file, want);
    assert_int_equal(o->stack.nfuncs, 1);
    assert_string_equal(o->stack.funcs[0], want);
    /* and a buffer's source, "file:line", made for each instruction of a
     * live set: its file's name cut to 256 bytes (4 KB each, one for
     * every instruction: 944 MB from 17 MB, an attacker's review) */
    const char *src = xt_instr_source(o, &o->instrs[0], &a);
    assert_true(strlen(src) < 260);
    assert_non_null(strstr(src, "BBBB...:9"));
    hlo_done(o, &st, &a);
    free(proto);
    free(name);
    free(frame);
}

/* ---- records of two bytes each, charged before they are made ---- */

/* (db: a growing buffer of wire bytes, also the two-part module's) */
typedef struct db {
    uint8_t *b;
    size_t n, cap;
} db;

static void db_put(db *o, const void *p, size_t n)
{
    if (o->n + n > o->cap) {
        o->cap = (o->n + n) * 2 + 64;
        o->b = realloc(o->b, o->cap);
        assert_non_null(o->b);
    }
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void db_varint(db *o, uint64_t v)
{
    do {
        uint8_t c = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        db_put(o, &c, 1);
        v >>= 7;
    } while (v);
}

static void db_u(db *o, unsigned num, uint64_t v)
{
    db_varint(o, (uint64_t)num << 3);
    db_varint(o, v);
}

static void db_bytes(db *o, unsigned num, const void *p, size_t n)
{
    db_varint(o, (uint64_t)num << 3 | 2);
    db_varint(o, n);
    db_put(o, p, n);
}

static void db_str(db *o, unsigned num, const char *s) { db_bytes(o, num, s, strlen(s)); }

/* n empty fields numbered num (two bytes each when num < 16). */
static void db_empties(db *w, unsigned num, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        db_varint(w, (uint64_t)num << 3 | 2);
        db_varint(w, 0);
    }
}

/* An HloProto of n empty records of one kind: 0 stack-frame file
 * locations, 1 alias entries, 2 logical buffers, 3 buffer allocations,
 * 4 assigned logical buffers of one allocation. */
static uint8_t *hlo_of_empties(int kind, size_t n, size_t *len)
{
    db mod = { 0 }, ba = { 0 }, sub = { 0 }, top = { 0 };
    db_put(&mod, "\x0a\x05jit_e", 7); /* name */
    if (kind == 0) {
        db_empties(&sub, 3, n);
        db_bytes(&mod, 17, sub.b, sub.n);
    } else if (kind == 1) {
        db_empties(&sub, 1, n);
        db_bytes(&mod, 8, sub.b, sub.n);
    } else if (kind == 2) {
        db_empties(&ba, 1, n);
    } else if (kind == 3) {
        db_empties(&ba, 3, n);
    } else {
        db_empties(&sub, 9, n);
        db_bytes(&ba, 3, sub.b, sub.n);
    }
    db_bytes(&top, 1, mod.b, mod.n);
    if (ba.n)
        db_bytes(&top, 3, ba.b, ba.n);
    free(mod.b);
    free(ba.b);
    free(sub.b);
    *len = top.n;
    return top.b;
}

/* Two-byte records that protobuf-c (or the hand walk) would make 40-60
 * times their bytes of: charged before they are made, refused past the
 * memory limit with the module not decoded (XT_ENOMEM, a message that
 * names the count and the limit), with next to nothing taken; decoded
 * whole under it.  A 51 KB gzip of 25 million empty file locations took
 * 2.2 GB, XOOMTUI_MAX_MEMORY ignored (an attacker's review). */
static void test_hlo_records_charged(void **state)
{
    (void)state;
    static const char *const says[] = { "stack-frame file locations", "input/output alias entries",
                                        "logical buffers", "buffer allocations",
                                        "assigned logical buffers of an allocation" };
    for (int kind = 0; kind < 5; kind++)
        for (int limit = 1; limit >= 0; limit--) {
            size_t n = 200000, plen;
            uint8_t *proto = hlo_of_empties(kind, n, &plen);
            xt_set_max_memory(limit ? 1u << 20 : 0);
            xt_arena a = { 0 };
            xt_strtab st;
            xt_intern_init(&st, &a);
            xt_error err = { 0, "" };
            xt_hlo *o = xt_decode_hlo(proto, plen, false, &a, &st, &err);
            xt_set_max_memory(0);
            if (limit) {
                if (o || err.code != XT_ENOMEM || !strstr(err.msg, says[kind]) ||
                    !strstr(err.msg, "200,000") || !strstr(err.msg, "more than XOOMTUI_MAX_MEMORY") ||
                    !strstr(err.msg, "not decoded"))
                    fail_msg("kind %d: %s", kind, o ? "decoded" : err.msg);
                if (xt_arena_reserved(&a) > (1u << 20))
                    fail_msg("kind %d refused after taking %zu bytes", kind, xt_arena_reserved(&a));
            } else {
                if (!o)
                    fail_msg("kind %d, no limit: %s", kind, err.msg);
                size_t got = kind == 0   ? o->stack.nlocs
                             : kind == 1 ? o->naliases
                             : kind == 2 ? o->nlbufs
                             : kind == 3 ? o->nallocs
                                         : (o->nallocs == 1 ? o->allocs[0].nassigned : 0);
                assert_int_equal(got, n);
            }
            hlo_done(o, &st, &a);
            free(proto);
        }
}

/* ---- instructions walked by hand: protobuf-c's meaning, its refusals ---- */

typedef struct pb {
    uint8_t b[512];
    size_t n;
} pb;

static void pb_varint(pb *o, uint64_t v)
{
    do {
        o->b[o->n++] = (uint8_t)((v & 0x7f) | (v > 0x7f ? 0x80 : 0));
        v >>= 7;
    } while (v);
}

static void pb_tag(pb *o, unsigned num, unsigned type) { pb_varint(o, (uint64_t)num << 3 | type); }
static void pb_u(pb *o, unsigned num, uint64_t v) { pb_tag(o, num, 0); pb_varint(o, v); }
static void pb_bytes(pb *o, unsigned num, const void *p, size_t n)
{
    pb_tag(o, num, 2);
    pb_varint(o, n);
    memcpy(o->b + o->n, p, n);
    o->n += n;
}
static void pb_str(pb *o, unsigned num, const char *s) { pb_bytes(o, num, s, strlen(s)); }

/* An HloProto whose one computation holds the instruction `in`. */
static xt_hlo *decode_instr(const pb *in, xt_arena *a, xt_strtab *st, xt_error *err)
{
    pb comp = { .n = 0 }, mod = { .n = 0 }, hlo = { .n = 0 };
    pb_str(&comp, 1, "main");
    pb_bytes(&comp, 2, in->b, in->n);
    pb_u(&comp, 5, 1);
    pb_str(&mod, 1, "m");
    pb_bytes(&mod, 3, comp.b, comp.n);
    pb_u(&mod, 6, 1);
    pb_bytes(&hlo, 1, mod.b, mod.n);
    xt_intern_init(st, a);
    return xt_decode_hlo(hlo.b, hlo.n, false, a, st, err);
}

static void test_instruction_fields(void **state)
{
    (void)state;
    pb in = { .n = 0 }, md1 = { .n = 0 }, md2 = { .n = 0 };
    pb_str(&in, 1, "first");
    pb_bytes(&in, 1, "fusion.7\0tail", 13);   /* a NUL inside: shown, not an end */
    pb_str(&in, 2, "fusion");
    pb_u(&in, 35, 42);
    pb_u(&in, 38, 1);                         /* called ids: one, one, packed two */
    pb_u(&in, 38, 2);
    pb packed = { .n = 0 };
    pb_varint(&packed, 3);
    pb_varint(&packed, 300);
    pb_bytes(&in, 38, packed.b, packed.n);
    pb_bytes(&in, 36, packed.b, packed.n);    /* operand ids: checked, not kept */
    pb_str(&md1, 1, "dot");
    pb_u(&md1, 4, (uint64_t)-3);              /* int32 -3 as a 10-byte varint */
    pb_bytes(&in, 7, md1.b, md1.n);
    pb_str(&md2, 2, "jit(f)/dot");
    pb_str(&md2, 3, "model.py");
    pb_bytes(&in, 7, md2.b, md2.n);           /* metadata merges */
    pb_u(&in, 99, 7);                         /* unknown: skipped */
    xt_arena a = { 0 };
    xt_strtab st;
    xt_error err = { 0, "" };
    xt_hlo *o = decode_instr(&in, &a, &st, &err);
    if (!o)
        fail_msg("%s", err.msg);
    assert_int_equal(o->ninstrs, 1);
    const xt_instr *i = &o->instrs[0];
    assert_string_equal(i->name, "fusion.7\xe2\x90\x80" "tail"); /* U+2400 */
    assert_string_equal(i->opcode, "fusion");
    assert_int_equal(i->id, 42);
    assert_int_equal(i->ncalled, 4);
    assert_int_equal(i->called[0], 1);
    assert_int_equal(i->called[1], 2);
    assert_int_equal(i->called[2], 3);
    assert_int_equal(i->called[3], 300);
    assert_string_equal(i->op_type, "dot");
    assert_string_equal(i->op_name, "jit(f)/dot");
    assert_string_equal(i->source_file, "model.py");
    assert_int_equal(i->source_line, -3);
    assert_string_equal(i->custom_call_target, "");
    assert_ptr_equal(xt_hlo_instr(o, 42), i);
    hlo_done(o, &st, &a);
}

static void test_instruction_refused(void **state)
{
    (void)state;
    for (int k = 0; k < 5; k++) {
        pb in = { .n = 0 };
        pb_str(&in, 2, "add");
        switch (k) {
        case 0: pb_u(&in, 1, 5); break;                     /* a string as a varint */
        case 1: pb_str(&in, 35, "7"); break;                /* an int64 as bytes */
        case 2: pb_bytes(&in, 38, "\x81", 1); break;        /* packed run cut short */
        case 3: { pb md = { .n = 0 }; pb_str(&md, 4, "x");  /* int32 as bytes */
                  pb_bytes(&in, 7, md.b, md.n); break; }
        case 4: pb_tag(&in, 9, 2); pb_varint(&in, 50); break; /* past the end */
        }
        xt_arena a = { 0 };
        xt_strtab st;
        xt_error err = { 0, "" };
        xt_hlo *o = decode_instr(&in, &a, &st, &err);
        if (o)
            fail_msg("case %d: decoded", k);
        if (!strstr(err.msg, "corrupt HloProto (an instruction)"))
            fail_msg("case %d: %s", k, err.msg);
        hlo_done(NULL, &st, &a);
    }
}

/* A buffer assignment of one logical buffer (lb) and one heap-simulator
 * event (ev), decoded: the walk that replaced protobuf-c keeps its rules. */
static xt_hlo *decode_assignment(const pb *lb, const pb *ev, xt_arena *a, xt_strtab *st, xt_error *err)
{
    pb trace = { .n = 0 }, ba = { .n = 0 }, hlo = { .n = 0 };
    pb_bytes(&trace, 1, ev->b, ev->n);
    pb_u(&trace, 3, 2);
    pb_bytes(&ba, 1, lb->b, lb->n);
    pb_bytes(&ba, 4, trace.b, trace.n);
    pb_bytes(&hlo, 3, ba.b, ba.n);
    xt_intern_init(st, a);
    return xt_decode_hlo(hlo.b, hlo.n, false, a, st, err);
}

/* Each heap event's buffer index (buffer_ix, what a replay steps by) is
 * its buffer id's place among the logical buffers, -1 for an id none has,
 * whatever the order of the assignment's fields: traces first, then the
 * buffers they name, as a proto may be written. */
static void test_heap_event_buffer_ix(void **state)
{
    (void)state;
    for (int traces_first = 0; traces_first < 2; traces_first++) {
        pb lb1 = { .n = 0 }, lb2 = { .n = 0 }, e1 = { .n = 0 }, e2 = { .n = 0 }, e3 = { .n = 0 };
        pb trace = { .n = 0 }, ba = { .n = 0 }, hlo = { .n = 0 };
        pb_u(&lb1, 1, 6);
        pb_u(&lb1, 2, 1024);
        pb_u(&lb2, 1, 3);
        pb_u(&lb2, 2, 512);
        pb_u(&e1, 1, 0); /* ALLOC 3 */
        pb_u(&e1, 2, 3);
        pb_u(&e2, 1, 0); /* ALLOC 9: no such buffer */
        pb_u(&e2, 2, 9);
        pb_u(&e3, 1, 0); /* ALLOC 6 */
        pb_u(&e3, 2, 6);
        pb_bytes(&trace, 1, e1.b, e1.n);
        pb_bytes(&trace, 1, e2.b, e2.n);
        pb_bytes(&trace, 1, e3.b, e3.n);
        if (traces_first)
            pb_bytes(&ba, 4, trace.b, trace.n);
        pb_bytes(&ba, 1, lb1.b, lb1.n);
        pb_bytes(&ba, 1, lb2.b, lb2.n);
        if (!traces_first)
            pb_bytes(&ba, 4, trace.b, trace.n);
        pb_bytes(&hlo, 3, ba.b, ba.n);
        xt_arena a = { 0 };
        xt_strtab st;
        xt_error err = { 0, "" };
        xt_intern_init(&st, &a);
        xt_hlo *o = xt_decode_hlo(hlo.b, hlo.n, false, &a, &st, &err);
        if (!o)
            fail_msg("%s", err.msg);
        assert_int_equal(o->nlbufs, 2);
        assert_int_equal(o->traces[0].nevents, 3);
        const xt_heap_event *ev = o->traces[0].events;
        assert_int_equal(ev[0].buffer_ix, 1); /* id 3: the second buffer */
        assert_int_equal(ev[1].buffer_ix, -1);
        assert_int_equal(ev[2].buffer_ix, 0);
        hlo_done(o, &st, &a);
    }
}

static void test_assignment_fields(void **state)
{
    (void)state;
    pb lb = { .n = 0 }, loc1 = { .n = 0 }, loc2 = { .n = 0 }, ev = { .n = 0 }, packed = { .n = 0 };
    pb_u(&lb, 1, 5);
    pb_u(&lb, 1, 6);                         /* the last value wins */
    pb_u(&lb, 2, 1024);
    pb_u(&lb, 4, (uint64_t)-1);              /* int64 -1 */
    pb_str(&loc1, 2, "fusion.1");
    pb_u(&loc1, 3, 1);                       /* shape index: one, then packed two */
    pb_u(&loc1, 4, 41);
    pb_varint(&packed, 2);
    pb_varint(&packed, 300);
    pb_bytes(&loc2, 3, packed.b, packed.n);
    pb_u(&loc2, 4, 42);                      /* a location met twice merges */
    pb_bytes(&lb, 3, loc1.b, loc1.n);
    pb_bytes(&lb, 3, loc2.b, loc2.n);
    pb_u(&lb, 99, 7);                        /* unknown: skipped */
    pb_u(&ev, 1, 2);
    pb_u(&ev, 2, 6);
    pb_str(&ev, 3, "main");
    pb_bytes(&ev, 4, "fusion.1\0tail", 13);  /* a NUL inside: shown, not an end */
    pb_u(&ev, 5, 5);
    pb_u(&ev, 77, 1);
    xt_arena a = { 0 };
    xt_strtab st;
    xt_error err = { 0, "" };
    xt_hlo *o = decode_assignment(&lb, &ev, &a, &st, &err);
    if (!o)
        fail_msg("%s", err.msg);
    assert_true(o->has_buffer_assignment);
    assert_int_equal(o->nlbufs, 1);
    const xt_lbuf *l = &o->lbufs[0];
    assert_int_equal(l->id, 6);
    assert_int_equal(l->size, 1024);
    assert_int_equal(l->color, -1);
    assert_int_equal(l->instr_id, 42);
    assert_int_equal(l->nindex, 3);
    assert_int_equal(l->shape_index[0], 1);
    assert_int_equal(l->shape_index[1], 2);
    assert_int_equal(l->shape_index[2], 300);
    size_t ix;
    assert_true(xt_imap_get(&o->lbuf_by_id, 6, &ix) && ix == 0);
    assert_int_equal(o->ntraces, 1);
    assert_int_equal(o->traces[0].alloc_index, 2);
    assert_int_equal(o->traces[0].nevents, 1);
    const xt_heap_event *e = &o->traces[0].events[0];
    assert_int_equal(e->kind, 2);
    assert_int_equal(e->buffer_id, 6);
    assert_int_equal(e->share_with, 5);
    assert_string_equal(e->instruction_name, "fusion.1\xe2\x90\x80" "tail");
    hlo_done(o, &st, &a);
    /* a later location without an instruction id: 0, as protobuf-c's
     * merge leaves it (proto3 scalars have no presence: a review) */
    pb lb2 = { .n = 0 }, loc3 = { .n = 0 }, ev2 = { .n = 0 };
    pb_u(&lb2, 1, 5);
    pb_u(&loc3, 4, 42);
    pb_bytes(&lb2, 3, loc3.b, loc3.n);
    pb_bytes(&lb2, 3, "", 0);
    pb_u(&ev2, 2, 5);
    o = decode_assignment(&lb2, &ev2, &a, &st, &err);
    if (!o)
        fail_msg("%s", err.msg);
    assert_int_equal(o->lbufs[0].instr_id, 0);
    hlo_done(o, &st, &a);
    /* a buffer defined nowhere: instruction -1, no index; an event
     * without a name: "" */
    pb lb0 = { .n = 0 }, ev0 = { .n = 0 };
    pb_u(&lb0, 1, 3);
    pb_u(&ev0, 2, 3);
    o = decode_assignment(&lb0, &ev0, &a, &st, &err);
    if (!o)
        fail_msg("%s", err.msg);
    assert_int_equal(o->lbufs[0].instr_id, -1);
    assert_int_equal(o->lbufs[0].nindex, 0);
    assert_string_equal(o->traces[0].events[0].instruction_name, "");
    hlo_done(o, &st, &a);
}

static void test_assignment_refused(void **state)
{
    (void)state;
    for (int k = 0; k < 7; k++) {
        pb lb = { .n = 0 }, ev = { .n = 0 }, loc = { .n = 0 };
        pb_u(&lb, 1, 1);
        pb_u(&ev, 1, 0);
        const char *want = k < 4 ? "a logical buffer" : "a heap-simulator event";
        switch (k) {
        case 0: pb_str(&lb, 2, "9"); break;                 /* an int64 as bytes */
        case 1: pb_u(&lb, 3, 1); break;                     /* a message as a varint */
        case 2: pb_u(&loc, 2, 1);                           /* a string as a varint */
                pb_bytes(&lb, 3, loc.b, loc.n); break;
        case 3: pb_bytes(&loc, 3, "\x81", 1);               /* packed run cut short */
                pb_bytes(&lb, 3, loc.b, loc.n); break;
        case 4: pb_str(&ev, 1, "0"); break;                 /* int32 as bytes */
        case 5: pb_u(&ev, 4, 1); break;                     /* a string as a varint */
        case 6: pb_tag(&ev, 3, 2); pb_varint(&ev, 50); break; /* past the end */
        }
        xt_arena a = { 0 };
        xt_strtab st;
        xt_error err = { 0, "" };
        xt_hlo *o = decode_assignment(&lb, &ev, &a, &st, &err);
        if (o)
            fail_msg("case %d: decoded", k);
        if (!strstr(err.msg, want))
            fail_msg("case %d: %s", k, err.msg);
        hlo_done(NULL, &st, &a);
    }
}

/* ---- item 18: /proc files ---------------------------------------------- */

/* ---- a big module converted in two parts (conv_module) ---------------- */


/* Instruction i of a computation: names, metadata, a shape, calls;
 * bad 1: its shape's dimensions cut short, bad 2: its id as bytes. */
static void big_instr(db *comp, unsigned i, int bad)
{
    db in = { 0 }, shape = { 0 }, md = { 0 }, dims = { 0 };
    char name[48];
    snprintf(name, sizeof name, i % 97 == 5 ? "fusion.%u.remat" : "fusion.%u", i);
    db_str(&in, 1, name);
    db_str(&in, 2, i % 7 ? "fusion" : "custom-call");
    db_u(&shape, 2, 1 + i % 11);
    db_varint(&dims, 8 + i % 5);
    db_varint(&dims, 1024);
    db_bytes(&shape, 3, dims.b, bad == 1 ? dims.n - 1 : dims.n);
    db_bytes(&in, 3, shape.b, shape.n);
    db_str(&md, 1, i % 3 ? "dot_general" : "add");
    snprintf(name, sizeof name, "jit(train)/transpose(jvp(layer_%u))/dot", i % 40);
    db_str(&md, 2, name);
    db_str(&md, 3, i % 2 ? "model.py" : "optim.py");
    db_u(&md, 4, 10 + i % 300);
    db_bytes(&in, 7, md.b, md.n);
    if (bad == 2)
        db_str(&in, 35, "7");
    else
        db_u(&in, 35, i % 1000 == 999 ? 17 : i + 1); /* a few ids twice */
    if (i % 7 == 0)
        db_str(&in, 28, "__cublas$gemm");
    if (i % 50 == 0)
        db_u(&in, 38, 100000 + i % 3);
    db_bytes(comp, 2, in.b, in.n);
    if (i % 500 == 0)
        db_bytes(comp, 2, "", 0); /* an empty instruction */
    free(in.b);
    free(shape.b);
    free(md.b);
    free(dims.b);
}

/* An HloProto of one big computation of n instructions and, after it,
 * `small` computations of 20 each; the big one named twice, before and
 * after its instructions (the later wins).  bad_at: that instruction of
 * the big computation is bad (bad as big_instr's), else -1; bad2_at a
 * second one, bad the other way. */
static uint8_t *big_module(unsigned n, unsigned small, long bad_at, long bad2_at, bool bad_alias,
                             size_t *len)
{
    db mod = { 0 }, hlo = { 0 }, comp = { 0 };
    db_str(&mod, 1, "jit_train_step");
    db_u(&mod, 5, 7);
    db_str(&comp, 1, "early_name");
    for (unsigned i = 0; i < n; i++)
        big_instr(&comp, i, (long)i == bad_at ? 1 : (long)i == bad2_at ? 2 : 0);
    db_u(&comp, 5, 100000);
    db_str(&comp, 1, "main");
    db_u(&comp, 6, 3);
    db_bytes(&mod, 3, comp.b, comp.n);
    if (bad_alias) /* input_output_alias, its entry cut short */
        db_bytes(&mod, 8, "\x0a\x05", 2);
    for (unsigned c = 0; c < small; c++) {
        db sc = { 0 };
        char name[32];
        snprintf(name, sizeof name, "fused_computation.%u", c);
        db_str(&sc, 1, name);
        for (unsigned i = 0; i < 20; i++) /* with a bad alias: the last one bad too */
            big_instr(&sc, 200000 + c * 20 + i, bad_alias && c + 1 == small && i == 19 ? 2 : 0);
        db_u(&sc, 5, 100001 + c);
        db_u(&sc, 6, 200001 + c * 20);
        db_bytes(&mod, 3, sc.b, sc.n);
        free(sc.b);
    }
    db_u(&mod, 6, 100000);
    db_bytes(&hlo, 1, mod.b, mod.n);
    free(mod.b);
    free(comp.b);
    *len = hlo.n;
    return hlo.b;
}

static void same_shape(const xt_shape *a, const xt_shape *b)
{
    assert_int_equal(a->type, b->type);
    assert_int_equal(a->ndims, b->ndims);
    for (uint32_t d = 0; d < a->ndims; d++)
        assert_int_equal(a->dims[d], b->dims[d]);
    assert_int_equal(a->ntuple, b->ntuple);
}

/* A module of at least 1 MiB is converted in two parts on two threads:
 * the same instructions, computations, maps and counts as one walk, the
 * split computation's header merged (its later name wins); the first
 * error in the bytes wins, whichever part meets it. */
static void test_module_in_two_parts(void **state)
{
    (void)state;
    static const struct { unsigned n, small; long bad, bad2; bool alias; const char *err; } cases[] = {
        { 40000, 3, -1, -1, false, NULL },
        { 1000, 3000, -1, -1, false, NULL },       /* the middle in the small ones */
        { 40000, 0, 39000, -1, false, "corrupt HloProto (an instruction's shape)" },
        { 40000, 0, 1000, 39000, false, "corrupt HloProto (an instruction's shape)" },
        { 40000, 0, 39000, 1000, false, "corrupt HloProto (an instruction)" },
        /* a bad input_output_alias after the split computation, before a
         * bad instruction of the second part: the alias's error first (a
         * review: the second part's error won) */
        { 40000, 2, -1, -1, true, "corrupt HloProto (input_output_alias)" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t len;
        uint8_t *proto = big_module(cases[k].n, cases[k].small, cases[k].bad, cases[k].bad2,
                                    cases[k].alias, &len);
        assert_true(len >= (1u << 20));
        xt_hlo *o[2];
        xt_arena a[2] = { { 0 }, { 0 } };
        xt_strtab st[2];
        for (int t = 0; t < 2; t++) {
            xt_error err = { 0, "" };
            xt_intern_init(&st[t], &a[t]);
            xt_decode_set_parallel(t ? 2 : 1, 0);
            size_t splits = xt_decode_modules_split();
            o[t] = xt_decode_hlo(proto, len, false, &a[t], &st[t], &err);
            xt_decode_set_parallel(1, 65536);
            assert_int_equal(xt_decode_modules_split() - splits, t); /* two parts: on 2 */
            if (cases[k].err) {
                assert_null(o[t]);
                assert_string_equal(err.msg, cases[k].err);
            } else if (!o[t]) {
                fail_msg("case %zu, %d threads: %s", k, t + 1, err.msg);
            }
        }
        if (!cases[k].err) {
            const xt_hlo *x = o[0], *y = o[1];
            assert_string_equal(y->name, "jit_train_step");
            assert_int_equal(x->ninstrs, y->ninstrs);
            assert_int_equal(x->ninstrs, cases[k].n + cases[k].small * 20);
            assert_int_equal(x->ncomps, y->ncomps);
            assert_int_equal(x->remat_count, y->remat_count);
            assert_true(y->remat_count > 0);
            assert_int_equal(x->nempty_instrs, y->nempty_instrs);
            assert_true(y->nempty_instrs > 0);
            assert_string_equal(y->comps[0].name, "main");
            for (size_t c = 0; c < x->ncomps; c++) {
                assert_string_equal(x->comps[c].name, y->comps[c].name);
                assert_int_equal(x->comps[c].id, y->comps[c].id);
                assert_int_equal(x->comps[c].root_id, y->comps[c].root_id);
                assert_int_equal(x->comps[c].first, y->comps[c].first);
                assert_int_equal(x->comps[c].count, y->comps[c].count);
                assert_int_equal(x->comps[c].caller, y->comps[c].caller);
                size_t cx = SIZE_MAX, cy = SIZE_MAX;
                assert_true(xt_imap_get(&x->comp_by_id, x->comps[c].id, &cx));
                assert_true(xt_imap_get(&y->comp_by_id, y->comps[c].id, &cy));
                assert_int_equal(cx, cy);
            }
            for (size_t i = 0; i < x->ninstrs; i++) {
                const xt_instr *p = &x->instrs[i], *q = &y->instrs[i];
                assert_int_equal(p->id, q->id);
                assert_string_equal(p->name, q->name);
                assert_string_equal(p->opcode, q->opcode);
                assert_string_equal(p->op_name, q->op_name);
                assert_string_equal(p->op_type, q->op_type);
                assert_string_equal(p->source_file, q->source_file);
                assert_string_equal(p->custom_call_target, q->custom_call_target);
                assert_int_equal(p->source_line, q->source_line);
                assert_int_equal(p->computation, q->computation);
                assert_int_equal(p->ncalled, q->ncalled);
                for (uint32_t c = 0; c < p->ncalled; c++)
                    assert_int_equal(p->called[c], q->called[c]);
                same_shape(&p->shape, &q->shape);
                /* the map: the same instruction for every id (an id
                 * met twice: the same one of the two) */
                assert_int_equal(xt_hlo_instr(x, p->id) - x->instrs,
                                 xt_hlo_instr(y, q->id) - y->instrs);
            }
        }
        for (int t = 0; t < 2; t++)
            hlo_done(o[t], &st[t], &a[t]);
        free(proto);
    }
}

/* A byte lost inside a plane (a damaged copy) moves every field after it:
 * the walk then meets a field no XSpace has after a whole plane.  That is
 * a corrupt capture at that byte, not "not a capture" (which sent the
 * reader looking for another file: an attacker's review); a file whose
 * first field is foreign still is not a capture. */
static void test_foreign_field_after_plane(void **state)
{
    (void)state;
    /* XSpace { planes { id 1, name "/host:CPU" } } then field 13 (varint) */
    static const uint8_t damaged[] = { 0x0a, 0x0d, 0x08, 0x01, 0x12, 0x09, '/', 'h', 'o', 's', 't',
                                       ':', 'C', 'P', 'U', 0x68, 0x01 };
    static const uint8_t foreign[] = { 0x68, 0x01, 0x0a, 0x02, 0x08, 0x01 };
    /* ... or one of the XSpace's own numbers with another wire type: field
     * 4 (hostnames) as a varint after a plane */
    static const uint8_t wire4[] = { 0x0a, 0x0d, 0x08, 0x01, 0x12, 0x09, '/', 'h', 'o', 's', 't',
                                     ':', 'C', 'P', 'U', 0x20, 0x01 };
    /* ... but not a pprof (jax.profiler.save_device_memory_profile, a
     * file a reader may well pick by mistake): its sample type { type 1,
     * unit 2 } reads as a plane of no name, its location as a hostname of
     * varints, then its function (field 5): not a capture, not a damaged
     * one (it said "a length before it damaged, or bytes lost") */
    static const uint8_t pprof[] = { 0x0a, 0x04, 0x08, 0x01, 0x10, 0x02, 0x12, 0x06, 0x0a, 0x01, 0x01, 0x12,
                                     0x01, 0x40, 0x22, 0x05, 0x08, 0x01, 0x18, 0x80, 0x20, 0x2a, 0x04, 0x08, 0x01, 0x10, 0x03 };
    /* ... or a length-delimited field 13 whose length runs past the end */
    static const uint8_t damaged_long[] = { 0x0a, 0x02, 0x08, 0x01, 0x6a, 0x7f, 0x00 };
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load_mem(&h, "d.xplane.pb", damaged, sizeof damaged, &err), XT_EINPUT);
    if (!strstr(err.msg, "d.xplane.pb: not a valid capture: corrupt protobuf at byte 15 (in the XSpace: field 13 after 1 plane"))
        fail_msg("damaged: %s", err.msg);
    xt_host_free(&h);
    err.msg[0] = 0;
    assert_int_equal(xt_host_load_mem(&h, "l.xplane.pb", damaged_long, sizeof damaged_long, &err), XT_EINPUT);
    if (strstr(err.msg, "not a capture") || !strstr(err.msg, "corrupt protobuf at byte"))
        fail_msg("damaged_long: %s", err.msg);
    xt_host_free(&h);
    err.msg[0] = 0;
    assert_int_equal(xt_host_load_mem(&h, "w.xplane.pb", wire4, sizeof wire4, &err), XT_EINPUT);
    if (!strstr(err.msg, "corrupt protobuf at byte 15 (in the XSpace: field 4 not length-delimited after 1 plane"))
        fail_msg("wire4: %s", err.msg);
    xt_host_free(&h);
    err.msg[0] = 0;
    assert_int_equal(xt_host_load_mem(&h, "m.prof", pprof, sizeof pprof, &err), XT_EINPUT);
    if (!strstr(err.msg, "m.prof: not a capture: unexpected protobuf field 5 at byte 21"))
        fail_msg("pprof: %s", err.msg);
    xt_host_free(&h);
    err.msg[0] = 0;
    assert_int_equal(xt_host_load_mem(&h, "f.xplane.pb", foreign, sizeof foreign, &err), XT_EINPUT);
    if (!strstr(err.msg, "f.xplane.pb: not a capture: unexpected protobuf field 13 at byte 0"))
        fail_msg("foreign: %s", err.msg);
    xt_host_free(&h);
    static const uint8_t first1[] = { 0x08, 0x01 };
    err.msg[0] = 0;
    assert_int_equal(xt_host_load_mem(&h, "v.xplane.pb", first1, sizeof first1, &err), XT_EINPUT);
    if (!strstr(err.msg, "v.xplane.pb: not a capture: unexpected protobuf field 1, not length-delimited, at byte 0 (an XSpace has fields 1-4, each length-delimited)"))
        fail_msg("first1: %s", err.msg);
    xt_host_free(&h);
}

static void test_proc_version(void **state)
{
    (void)state;
    if (access("/proc/version", R_OK))
        skip();
    xt_host h;
    xt_error err = { 0, "" };
    assert_int_equal(xt_host_load(&h, "/proc/version", &err), XT_EINPUT);
    if (strstr(err.msg, "empty"))
        fail_msg("/proc/version called empty: %s", err.msg);
    assert_non_null(strstr(err.msg, "/proc/version: not a"));
    xt_host_free(&h);
}

/* A file whose size reads as 0 and that goes on (/proc/self/pagemap: 8
 * bytes a page of the address space) is refused at its first bytes, not
 * read to 1 GiB first (8 s and 2.1 GB: an attacker's review): under a
 * 256 MiB address space, where reading that far cannot be done. */
static void test_proc_pagemap_refused_early(void **state)
{
    (void)state;
#ifdef XT_TEST_ASAN
    skip();
#else
    if (access("/proc/self/pagemap", R_OK) || getenv("XT_SKIP_SCALING")) /* valgrind's mappings */
        skip();
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        struct rlimit rl = { (rlim_t)256 << 20, (rlim_t)256 << 20 };
        if (setrlimit(RLIMIT_AS, &rl))
            _exit(77);
        xt_host h;
        xt_error err = { 0, "" };
        int rc = xt_host_load(&h, "/proc/self/pagemap", &err);
        _exit(rc == XT_EINPUT && strstr(err.msg, "/proc/self/pagemap: not a valid capture: corrupt protobuf "
                                                 "at byte 0") ? 0 : 1);
    }
    int st;
    assert_int_equal(waitpid(pid, &st, 0), pid);
    if (WIFEXITED(st) && WEXITSTATUS(st) == 77)
        skip();
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
        fail_msg("/proc/self/pagemap under ulimit -v 256 MiB: %s %d", WIFEXITED(st) ? "exit" : "signal",
                 WIFEXITED(st) ? WEXITSTATUS(st) : WTERMSIG(st));
#endif
}

/* ---- item 12: names with escapes in error messages ---------------------- */

static void test_escape_in_names(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char path[700];
    snprintf(path, sizeof path, "%s/bad\x1b]0;pwned\x07\xc2\x9b" "2J.xplane.pb", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite("\x0a\x05\x01", 1, 3, f); /* a plane longer than the file */
    fclose(f);
    xt_capture c;
    xt_error err = { 0, "" };
    assert_int_equal(xt_capture_open(&c, path, NULL, NULL, NULL, &err), XT_EINPUT);
    assert_non_null(strstr(err.msg, "corrupt protobuf"));
    if (has_control(err.msg) || strstr(err.msg, "\xc2\x9b"))
        fail_msg("raw control characters in: %s", err.msg);
    xt_capture_free(&c);
    unlink(path);

    /* a log dir whose run folder is named with ESC, and --run with ESC */
    char run[700], host[800];
    snprintf(run, sizeof run, "%s/plugins", dir);
    mkdir(run, 0700);
    snprintf(run, sizeof run, "%s/plugins/profile", dir);
    mkdir(run, 0700);
    snprintf(run, sizeof run, "%s/plugins/profile/run\x1b[2J", dir);
    assert_int_equal(mkdir(run, 0700), 0);
    snprintf(host, sizeof host, "%s/h.xplane.pb", run);
    f = fopen(host, "wb");
    fwrite("\x0a\x05\x01", 1, 3, f);
    fclose(f);
    assert_int_equal(xt_capture_open(&c, dir, "nosuch\x1b]52;c;eA==\x07", NULL, NULL, &err),
                     XT_EINPUT);
    assert_non_null(strstr(err.msg, "no run named"));
    if (has_control(err.msg))
        fail_msg("raw control characters in: %s", err.msg);
    xt_capture_free(&c);
    assert_int_equal(xt_capture_open(&c, dir, NULL, NULL, NULL, &err), XT_EINPUT);
    if (has_control(err.msg))
        fail_msg("raw control characters in: %s", err.msg);
    xt_capture_free(&c);
    rm_rf(dir);
    free(dir);
}

/* ---- a repeated metadata id: the last wins, as protobuf says --------- */

/* One host line of n events, plain (metadata 2) but for every 7th,
 * Python (metadata 1, "$..."); event `bad` has metadata id `first`, then
 * (repeat) a stat and `last` after it, else only `last`.  Into *o. */
static void dup_meta_capture(db *o, int n, int bad, uint64_t first, uint64_t last, bool repeat)
{
    db line = { 0 }, plane = { 0 }, m1 = { 0 }, m2 = { 0 }, e1 = { 0 }, e2 = { 0 };
    db_u(&line, 1, 1);
    db_str(&line, 2, "python");
    db_u(&line, 3, 0);
    for (int i = 0; i < n; i++) {
        db ev = { 0 }, st = { 0 };
        uint64_t id = i % 7 == 3 ? 1 : 2;
        if (i == bad) {
            if (repeat)
                db_u(&ev, 1, first);
            db_u(&ev, 2, (uint64_t)i * 1000);
            db_u(&ev, 3, 10);
            db_u(&st, 1, 9); /* a stat of a metadata the plane lacks */
            db_u(&st, 4, 5);
            db_bytes(&ev, 4, st.b, st.n);
            db_u(&ev, 1, last); /* after the stats: pass 1 stopped before it */
        } else {
            db_u(&ev, 1, id);
            db_u(&ev, 2, (uint64_t)i * 1000);
            db_u(&ev, 3, 10);
        }
        db_bytes(&line, 4, ev.b, ev.n);
        free(ev.b);
        free(st.b);
    }
    db_u(&plane, 1, 1);
    db_str(&plane, 2, "/host:CPU");
    db_bytes(&plane, 3, line.b, line.n);
    db_u(&m1, 1, 1);
    db_str(&m1, 2, "$train.py:1 step");
    db_u(&e1, 1, 1);
    db_bytes(&e1, 2, m1.b, m1.n);
    db_bytes(&plane, 4, e1.b, e1.n);
    db_u(&m2, 1, 2);
    db_str(&m2, 2, "SomeEvent");
    db_u(&e2, 1, 2);
    db_bytes(&e2, 2, m2.b, m2.n);
    db_bytes(&plane, 4, e2.b, e2.n);
    db_bytes(o, 1, plane.b, plane.n);
    db_str(o, 4, "host");
    free(line.b);
    free(plane.b);
    free(m1.b);
    free(m2.b);
    free(e1.b);
    free(e2.b);
}

/* The host line's kept events at at_ps (the one with two ids, which has
 * a stat, so no leaf: 1 when its id is plain, 0 when Python) of the
 * capture in o, loaded on `threads` threads in chunks of `chunk` events.
 * (Not all kept events: a line read again the plain way keeps the leaves
 * it left out.) */
static size_t dup_meta_kept(const db *o, int64_t at_ps, int threads, size_t chunk)
{
    xt_decode_set_parallel(threads, chunk);
    xt_host h;
    xt_error err = { 0, "" };
    int rc = xt_host_load_mem(&h, "dup.xplane.pb", o->b, o->n, &err);
    xt_decode_set_parallel(-1, 65536);
    if (rc)
        fail_msg("threads %d: %s", threads, err.msg);
    size_t kept = 0, lines = 0;
    for (size_t p = 0; p < h.nplanes; p++)
        for (size_t l = 0; l < h.planes[p].nlines; l++) {
            const xt_line *ln = &h.planes[p].lines[l];
            if (strcmp(ln->name, "python"))
                continue;
            lines++;
            for (size_t k = 0; k < ln->nevents; k++)
                kept += ln->events[k].start_ps == at_ps;
        }
    xt_host_free(&h);
    assert_int_equal(lines, 1);
    return kept;
}

/* An event's metadata id written twice is valid protobuf, the last id
 * its id: read so on every thread count (the first pass kept the first,
 * the second the last, and a Python id last refused the file as "parsing
 * two ways", at an offset that moved with the thread count: an
 * attacker's review).  Each capture loads as the one with the last id
 * alone. */
static void test_repeated_event_metadata_id(void **state)
{
    (void)state;
    const struct { int n, bad; uint64_t first, last; } cases[] = {
        { 10, 4, 2, 1 },     /* plain, then Python */
        { 10, 3, 1, 2 },     /* Python, then plain */
        { 6000, 100, 2, 1 }, /* lines split between threads */
        { 6000, 5001, 1, 2 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        db twice = { 0 }, once = { 0 }, other = { 0 };
        dup_meta_capture(&twice, cases[c].n, cases[c].bad, cases[c].first, cases[c].last, true);
        dup_meta_capture(&once, cases[c].n, cases[c].bad, 0, cases[c].last, false);
        dup_meta_capture(&other, cases[c].n, cases[c].bad, 0, cases[c].first, false);
        int64_t at = (int64_t)cases[c].bad * 1000;
        size_t want = dup_meta_kept(&once, at, 1, 65536);
        assert_int_equal(want, cases[c].last == 2);
        assert_int_equal(dup_meta_kept(&other, at, 1, 65536), cases[c].first == 2);
        assert_int_equal(dup_meta_kept(&twice, at, 1, 65536), want);
        assert_int_equal(dup_meta_kept(&twice, at, 4, 64), want);
        assert_int_equal(dup_meta_kept(&twice, at, 2, 1000), want);
        free(twice.b);
        free(once.b);
        free(other.b);
    }
}

/* A capture whose module is named with a NUL inside ("jit_m\0tmul", the
 * bytes replaced in place, the protobuf unchanged): the name is shown
 * with U+2400 where the NUL is, in the model and the report, not cut to
 * "jit_m" (protobuf-c's C strings end there). */
static void test_nul_in_module_name(void **state)
{
    (void)state;
    char *dir = tmpdir();
    char path[700];
    snprintf(path, sizeof path, "%s/nul.xplane.pb", dir);
    assert_int_equal(xb_write_scenario("same-name-cuda", path), 0);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long len = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = malloc((size_t)len);
    assert_int_equal(fread(b, 1, (size_t)len, f), (size_t)len);
    fclose(f);
    size_t hits = 0;
    for (long i = 0; i + 10 <= len; i++)
        if (!memcmp(b + i, "jit_matmul", 10)) {
            b[i + 5] = 0;
            hits++;
        }
    assert_true(hits >= 2);
    xt_capture c;
    memset(&c, 0, sizeof c);
    c.hosts = calloc(1, sizeof *c.hosts);
    c.nhosts = 1;
    xt_error err = { 0, "" };
    if (xt_host_load_mem(&c.hosts[0], "nul.xplane.pb", b, (size_t)len, &err))
        fail_msg("%s", err.msg);
    xt_analysis *an = xt_analyze(&c.hosts[0], NULL, &err);
    assert_non_null(an);
    assert_true(an->host->nmodules >= 2);
    for (size_t m = 0; m < an->host->nmodules; m++)
        if (!strstr(an->host->modules[m].name, "jit_m\xe2\x90\x80tmul"))
            fail_msg("module %zu named '%s'", m, an->host->modules[m].name);
    char *txt = NULL;
    size_t tl = 0;
    FILE *m = open_memstream(&txt, &tl);
    xt_report_opts ro = { .top = 10, .width = 100 };
    assert_int_equal(xt_report_write(m, &c, an, &ro), 0);
    fclose(m);
    if (!strstr(txt, "jit_m\xe2\x90\x80tmul(19)") || strstr(txt, "jit_m("))
        fail_msg("%s", txt);
    free(txt);
    xt_analysis_free(an);
    xt_capture_free(&c);
    free(b);
    rm_rf(dir);
    free(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_changed_more_python),
        cmocka_unit_test(test_changed_more_plain),
        cmocka_unit_test(test_changed_fewer),
        cmocka_unit_test(test_unchanged_ok),
        cmocka_unit_test(test_changing_scenarios),
        cmocka_unit_test(test_file_changes_while_loading),
        cmocka_unit_test(test_truncated_after_open),
        cmocka_unit_test(test_hlo_decoded_while_loading),
        cmocka_unit_test(test_reread_in_blocks),
        cmocka_unit_test(test_reread_after_chdir),
        cmocka_unit_test(test_tiny_hosts_small_arenas),
        cmocka_unit_test(test_arena_grows),
        cmocka_unit_test(test_gzip_bomb_capped),
        cmocka_unit_test(test_gzip_warnings_not_kept),
        cmocka_unit_test(test_gzip_warning_dropped_error_says_offsets),
        cmocka_unit_test(test_gzip_warning_length_wraps),
        cmocka_unit_test(test_foreign_field_gz),
        cmocka_unit_test(test_gzip_bomb_under_ulimit),
        cmocka_unit_test(test_empty_planes),
        cmocka_unit_test(test_empty_lines),
        cmocka_unit_test(test_empty_scales),
        cmocka_unit_test(test_empty_instructions),
        cmocka_unit_test(test_hlo_records_charged),
        cmocka_unit_test(test_long_names_cut),
        cmocka_unit_test(test_long_hlo_strings_cut),
        cmocka_unit_test(test_name_cut_edges),
        cmocka_unit_test(test_instruction_fields),
        cmocka_unit_test(test_instruction_refused),
        cmocka_unit_test(test_heap_event_buffer_ix),
        cmocka_unit_test(test_assignment_fields),
        cmocka_unit_test(test_assignment_refused),
        cmocka_unit_test(test_module_in_two_parts),
        cmocka_unit_test(test_foreign_field_after_plane),
        cmocka_unit_test(test_proc_version),
        cmocka_unit_test(test_proc_pagemap_refused_early),
        cmocka_unit_test(test_escape_in_names),
        cmocka_unit_test(test_repeated_event_metadata_id),
        cmocka_unit_test(test_nul_in_module_name),
        cmocka_unit_test(test_second_thread_guard),
        cmocka_unit_test(test_real_capture_shrinks_while_loading),
        cmocka_unit_test(test_split_line_workers_guarded),
        cmocka_unit_test(test_mapping_in_pieces),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
