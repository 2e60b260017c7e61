/* model.c - lookups over the decoded model. */
#include "model.h"
#include "decode.h"
#include "names.h"
#include "load.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

bool xt_stat_kept(const char *name)
{
    /* every stat of names.h that is read or kept (XT_READ, XT_KEEP) */
#define KEPT(id, s, use) s,
#define ALL(id, s, use) use,
    static const char *const names[] = { XT_STAT_NAMES(KEPT) };
    static const unsigned char use[] = { XT_STAT_NAMES(ALL) };
#undef KEPT
#undef ALL
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (use[i] != XT_DROP && !strcmp(name, names[i]))
            return true;
    return false;
}

int xt_event_name_droppable(const char *name)
{
#define NM(id, s) s,
    static const char *const names[] = { XT_EVENT_NAMES(NM) XT_LINE_NAMES(NM) };
#undef NM
    static const char *const launches[] = { XT_EV_CU_LAUNCH, XT_EV_CU_GRAPH_LAUNCH,
                                            XT_EV_HIP_MODULE_LAUNCH, XT_EV_HIP_EXT_MODULE_LAUNCH,
                                            XT_EV_HIP_LAUNCH, XT_EV_HIP_GRAPH_LAUNCH };
    if (!name || !*name)
        return 0;
    const char *launch = NULL;
    for (size_t i = 0; i < sizeof launches / sizeof launches[0]; i++)
        if (!strncmp(name, launches[i], strlen(launches[i])))
            launch = launches[i];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *hit = strstr(name, names[i]);
        if (hit && !(launch && hit == name && !strcmp(names[i], launch)))
            return 0;
    }
    return launch ? 2 : 1;
}

int xt_line_visit(xt_host *h, const xt_plane *pl, const xt_line *l,
                  void (*fn)(void *ctx, const xt_event *ev), void *ctx, xt_error *err)
{
    return xt_decode_line_visit(h, pl, l, fn, ctx, err);
}

int xt_line_window(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                   int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                   xt_error *err)
{
    return xt_decode_line_window(h, pl, l, t0_ps, t1_ps, fn, ctx, err);
}

int xt_line_window_all(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                       int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                       xt_error *err)
{
    return xt_decode_line_window_all(h, pl, l, t0_ps, t1_ps, fn, ctx, err);
}

size_t xt_plane_meta_index(const xt_plane *pl, const xt_evmeta *m)
{
    return xt_decode_plane_meta_index(pl, m);
}

size_t xt_plane_metas(const xt_plane *pl)
{
    return xt_decode_plane_metas(pl);
}

const uint32_t *xt_plane_name_ranks(const xt_plane *pl)
{
    return xt_decode_plane_name_ranks(pl);
}

const char *xt_event_name(const xt_event *ev)
{
    return ev->meta && ev->meta->name ? ev->meta->name : "";
}

static bool run_before(const void *ctx, size_t i)
{
    const struct { const xt_line *l; size_t j; } *k = ctx;
    return k->l->launch_runs[i].gap < k->j;
}

const xt_launch_run *xt_line_launch_run(const xt_line *l, size_t j)
{
    struct { const xt_line *l; size_t j; } key = { l, j };
    size_t lo = xt_lower_bound(l->nlaunch_runs, &key, run_before);
    return lo < l->nlaunch_runs && l->launch_runs[lo].gap == j ? &l->launch_runs[lo] : NULL;
}

const xt_stat *xt_event_stat(const xt_event *ev, const char *name)
{
    for (uint32_t i = 0; i < ev->nstats; i++)
        if (!strcmp(ev->stats[i].name, name))
            return &ev->stats[i];
    if (ev->meta)
        for (uint32_t i = 0; i < ev->meta->nstats; i++)
            if (!strcmp(ev->meta->stats[i].name, name))
                return &ev->meta->stats[i];
    return NULL;
}

bool xt_stat_num(const xt_stat *st, double *out)
{
    if (!st)
        return false;
    switch (st->kind) {
    case XT_STAT_INT: *out = (double)st->v.i; return true;
    case XT_STAT_UINT: *out = (double)st->v.u; return true;
    case XT_STAT_DOUBLE: *out = st->v.d; return true;
    case XT_STAT_STR: {
        char *end;
        if (!st->v.s || !*st->v.s)
            return false;
        double d = strtod(st->v.s, &end);
        if (*end)
            return false;
        *out = d;
        return true;
    }
    default: return false;
    }
}

bool xt_stat_i64(const xt_stat *st, int64_t *out)
{
    if (!st)
        return false;
    switch (st->kind) {
    case XT_STAT_INT: *out = st->v.i; return true;
    case XT_STAT_UINT: *out = (int64_t)st->v.u; return true;
    case XT_STAT_DOUBLE:
        if (st->v.d != st->v.d || st->v.d > 9.2e18 || st->v.d < -9.2e18)
            return false;
        *out = (int64_t)st->v.d;
        return true;
    case XT_STAT_STR: {
        char *end;
        if (!st->v.s || !*st->v.s)
            return false;
        long long v = strtoll(st->v.s, &end, 10);
        if (*end)
            return false;
        *out = v;
        return true;
    }
    default: return false;
    }
}

const char *xt_stat_str(const xt_stat *st)
{
    return st && st->kind == XT_STAT_STR ? st->v.s : NULL;
}

const xt_plane *xt_host_plane(const xt_host *h, const char *name)
{
    for (size_t i = 0; i < h->nplanes; i++)
        if (!strcmp(h->planes[i].name, name))
            return &h->planes[i];
    return NULL;
}

const xt_stat *xt_plane_stat(const xt_plane *p, const char *name)
{
    for (size_t i = 0; i < p->nstats; i++)
        if (!strcmp(p->stats[i].name, name))
            return &p->stats[i];
    return NULL;
}

const xt_instr *xt_hlo_instr(const xt_hlo *h, int64_t id)
{
    size_t ix;
    return xt_imap_get(&h->instr_by_id, id, &ix) ? &h->instrs[ix] : NULL;
}

const xt_lbuf *xt_hlo_lbuf(const xt_hlo *h, int64_t id)
{
    size_t ix;
    return xt_imap_get(&h->lbuf_by_id, id, &ix) ? &h->lbufs[ix] : NULL;
}

/* ---- decoded HloProtos shared by the hosts of a run ------------------------ */

typedef struct cache_entry {
    uint64_t hash;   /* proto_key: its first and last 4 KiB and its length */
    uint64_t digest; /* proto_digest: all of its bytes */
    size_t len;
    xt_hlo *hlo;
    void *extra; /* xt_hlo_cache_extra */
    void (*extra_free)(void *);
    size_t next; /* the next entry of the same hash, SIZE_MAX: none */
} cache_entry;

/* Entries found by their hash and by their decoded module: a run of
 * 60,000 distinct modules a host scanned the list for each (two hosts of
 * 3.6 MB: 35 s, one alone 0.5 s: an attacker's review). */
struct xt_hlo_cache {
    pthread_mutex_t mu;
    cache_entry *v;
    size_t n, cap;
    xt_imap by_hash, by_hlo; /* hash -> the latest entry; hlo -> its entry */
    xt_arena arena;
    xt_strtab strings;
};

xt_hlo_cache *xt_hlo_cache_new(void)
{
    xt_hlo_cache *c = xt_xcalloc(1, sizeof *c);
    pthread_mutex_init(&c->mu, NULL);
    xt_intern_init(&c->strings, &c->arena);
    xt_imap_init(&c->by_hash, 64);
    xt_imap_init(&c->by_hlo, 64);
    return c;
}

/* The latest entry of hash (then ->next), SIZE_MAX: none.  Lock held. */
static size_t cache_first(const xt_hlo_cache *c, uint64_t hash)
{
    size_t i;
    return xt_imap_get(&c->by_hash, (int64_t)hash, &i) ? i : SIZE_MAX;
}

/* The entry of hlo, or NULL.  Lock held. */
static cache_entry *cache_of(xt_hlo_cache *c, const xt_hlo *hlo)
{
    size_t i;
    return xt_imap_get(&c->by_hlo, (int64_t)(uintptr_t)hlo, &i) && i < c->n ? &c->v[i] : NULL;
}

void xt_hlo_cache_free(xt_hlo_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->n; i++) {
        if (c->v[i].extra)
            c->v[i].extra_free(c->v[i].extra);
        xt_hlo_free(c->v[i].hlo);
    }
    free(c->v);
    xt_imap_free(&c->by_hash);
    xt_imap_free(&c->by_hlo);
    xt_intern_free(&c->strings);
    xt_arena_free(&c->arena);
    pthread_mutex_destroy(&c->mu);
    free(c);
}

void *xt_hlo_cache_extra(xt_hlo_cache *c, const xt_hlo *hlo)
{
    pthread_mutex_lock(&c->mu);
    const cache_entry *x = cache_of(c, hlo);
    void *v = x ? x->extra : NULL;
    pthread_mutex_unlock(&c->mu);
    return v;
}

void *xt_hlo_cache_extra_put(xt_hlo_cache *c, const xt_hlo *hlo, void *val,
                             void (*free_fn)(void *))
{
    void *kept = NULL;
    pthread_mutex_lock(&c->mu);
    cache_entry *x = cache_of(c, hlo);
    if (x) {
        if (!x->extra) {
            x->extra = val;
            x->extra_free = free_fn;
        }
        kept = x->extra;
    }
    pthread_mutex_unlock(&c->mu);
    if (kept != val)
        free_fn(val);
    return kept;
}

/* The cache's key for an HloProto of len bytes: its first and last 4 KiB
 * and its length.  Hashing all of it cost more than the rest of a host's
 * lookup; the whole is compared on a match anyway. */
enum { KEY_SPAN = 4096 };

static uint64_t proto_key(const uint8_t *head, const uint8_t *tail, size_t nspan, size_t len)
{
    return xt_hash_bytes(head, nspan) ^ xt_hash64(xt_hash_bytes(tail, nspan) + len);
}

/* All of an HloProto's bytes, as one number: a hash of each 64 KiB
 * (xt_hash_bytes, about 8 bytes a cycle) folded in order with the length.
 * A host's module is the cache's when its key, length and digest are the
 * entry's: the entry keeps the digest of the bytes it was decoded from, so
 * a later host reads its own bytes once (pread, in these chunks) and never
 * the first host's file again.  Comparing the bytes of both files was 40%
 * of a 16-host run's CPU, most of it copying them out of the page cache
 * twice (bench/RESULTS.md, twenty-first session).  A 64-bit digest of two
 * different protos of one length whose first and last 4 KiB agree
 * colliding by chance is a 2^-64 event; a capture made to collide could
 * as well have carried the other host's bytes. */
enum { DIGEST_CHUNK = 64 << 10 };

static uint64_t digest_step(uint64_t d, const uint8_t *p, size_t n)
{
    return xt_hash64(d ^ xt_hash_bytes(p, n));
}

/* The digest of len bytes at mem; mapped: pages of a file's mapping,
 * given back as they are read (a big module is not all resident before
 * its decoding, which reads them again). */
static uint64_t proto_digest(const uint8_t *mem, size_t len, bool mapped)
{
    uint64_t d = xt_hash64((uint64_t)len);
    size_t dropped = 0; /* the pages before mem + dropped given back */
    for (size_t done = 0; done < len;) {
        size_t k = len - done < DIGEST_CHUNK ? len - done : DIGEST_CHUNK;
        d = digest_step(d, mem + done, k);
        done += k;
        if (mapped && (done - dropped >= 8 * DIGEST_CHUNK || done == len)) {
            xt_drop_pages(mem + dropped, done - dropped);
            dropped = done;
        }
    }
    return d;
}

/* The same, of len bytes at off of the file open as fd; false if they
 * cannot all be read. */
static bool file_digest(int fd, size_t off, size_t len, uint64_t *out)
{
    uint8_t *buf = xt_xmalloc(len < DIGEST_CHUNK ? (len ? len : 1) : DIGEST_CHUNK);
    uint64_t d = xt_hash64((uint64_t)len);
    bool ok = true;
    for (size_t done = 0; ok && done < len;) {
        size_t k = len - done < DIGEST_CHUNK ? len - done : DIGEST_CHUNK;
        ok = pread(fd, buf, k, (off_t)(off + done)) == (ssize_t)k;
        if (ok)
            d = digest_step(d, buf, k);
        done += k;
    }
    free(buf);
    *out = d;
    return ok;
}

/* The entry that has m's HloProto, or NULL: its key from 8 KiB of it,
 * then, for an entry with that key, the digest of all of it.  A mapped
 * host's side is read with pread, not from its mapping: a run's next host
 * compares while the last one is still written (src/summary.c), and pages
 * mapped then (a large folio's worth at each fault) added to that host's
 * memory, 2.4 MB of a 52 MB run. */
static xt_hlo *cache_find(xt_host *h, const xt_module *m)
{
    xt_hlo_cache *c = h->hlo_cache;
    size_t len = m->proto_len, span = len < KEY_SPAN ? len : KEY_SPAN;
    const uint8_t *mem = !h->buf_mapped ? m->proto : NULL;
    int fd = -1;
    uint8_t head[KEY_SPAN], tail[KEY_SPAN];
    if (mem) {
        memcpy(head, mem, span);
        memcpy(tail, mem + len - span, span);
    } else if ((fd = xt_host_reopen(h)) < 0 ||
               pread(fd, head, span, (off_t)m->proto_offset) != (ssize_t)span ||
               pread(fd, tail, span, (off_t)(m->proto_offset + len - span)) != (ssize_t)span) {
        if (fd >= 0)
            close(fd);
        return NULL; /* xt_host_read says why */
    }
    uint64_t key = proto_key(head, tail, span, len);
    bool any = false;
    pthread_mutex_lock(&c->mu);
    for (size_t i = cache_first(c, key); i != SIZE_MAX && !any; i = c->v[i].next)
        any = c->v[i].hash == key && c->v[i].len == len;
    pthread_mutex_unlock(&c->mu);
    /* the digest read without the lock: a big module's is megabytes, and
     * the hosts loading beside this one look up their own meanwhile */
    uint64_t digest = 0;
    bool have = any && (mem ? (digest = proto_digest(mem, len, false), true)
                            : file_digest(fd, m->proto_offset, len, &digest));
    if (fd >= 0)
        close(fd);
    xt_hlo *hl = NULL;
    pthread_mutex_lock(&c->mu);
    for (size_t i = have ? cache_first(c, key) : SIZE_MAX; i != SIZE_MAX && !hl; i = c->v[i].next)
        if (c->v[i].hash == key && c->v[i].len == len && c->v[i].digest == digest)
            hl = c->v[i].hlo;
    pthread_mutex_unlock(&c->mu);
    return hl;
}

/* m's HloProto (bytes, read whole: cache_find found no entry) decoded
 * once for the run, into the cache, with the digest of its bytes. */
static xt_hlo *cache_hlo(xt_host *h, xt_module *m, const uint8_t *bytes, bool mapped,
                         xt_error *e)
{
    xt_hlo_cache *c = h->hlo_cache;
    size_t len = m->proto_len, span = len < KEY_SPAN ? len : KEY_SPAN;
    uint64_t hash = proto_key(bytes, bytes + len - span, span, len);
    uint64_t digest = proto_digest(bytes, len, mapped);
    pthread_mutex_lock(&c->mu);
    for (size_t i = cache_first(c, hash); i != SIZE_MAX; i = c->v[i].next) { /* another thread's, since cache_find */
        cache_entry *x = &c->v[i];
        if (x->hash == hash && x->len == len && x->digest == digest) {
            pthread_mutex_unlock(&c->mu);
            m->hlo_shared = true;
            return x->hlo;
        }
    }
    xt_hlo *hl = xt_decode_hlo(bytes, len, mapped, &c->arena, &c->strings, e);
    if (hl) {
        cache_entry x = { hash, digest, len, hl, NULL, NULL, cache_first(c, hash) };
        XT_PUSH(c->v, c->n, c->cap, x);
        xt_imap_put(&c->by_hash, (int64_t)hash, c->n - 1);
        xt_imap_put(&c->by_hlo, (int64_t)(uintptr_t)hl, c->n - 1);
        m->hlo_shared = true;
    }
    pthread_mutex_unlock(&c->mu);
    return hl;
}

xt_hlo *xt_module_hlo(xt_host *h, xt_module *m, xt_error *err)
{
    if (m->hlo)
        return m->hlo;
    if (m->hlo_failed) {
        if (err)
            xt_fail(err, XT_EINPUT, "%s", m->hlo_error ? m->hlo_error : "corrupt HloProto");
        return NULL;
    }
    if (h->hlo_cache && (m->hlo = cache_find(h, m))) {
        m->hlo_shared = true;
        return m->hlo;
    }
    xt_error e = { 0, "" };
    /* in place while this thread guards the mapping (the load's HLO
     * thread: src/decode.c), else through xt_host_read: never the mapping
     * of a file truncated since */
    bool in_place = h->buf_mapped && xt_bus_guarded(m->proto, m->proto_len);
    const uint8_t *bytes = m->proto;
    uint8_t *copy = NULL;
    if (!in_place && xt_host_read(h, m->proto, m->proto_len, &bytes, &copy, &e)) {
        /* not remembered as failed: reloading the capture fixes it */
        if (err)
            *err = e;
        return NULL;
    }
    m->hlo = h->hlo_cache ? cache_hlo(h, m, bytes, in_place, &e)
                          : xt_decode_hlo(bytes, m->proto_len, in_place, &h->hlo_arena,
                                          &h->hlo_strings, &e);
    free(copy);
    if (!m->hlo) {
        xt_error fe;
        if (e.code == XT_ENOMEM) /* past the memory limits: not corrupt */
            xt_fail(&fe, XT_EINPUT, "%s: module %s: HloProto at byte %zu (%zu bytes): %s", h->path, m->name,
                    m->proto_offset, m->proto_len, e.msg);
        else
            xt_fail(&fe, XT_EINPUT, "%s: module %s: corrupt HloProto at byte %zu (%zu bytes): %s",
                    h->path, m->name, m->proto_offset, m->proto_len, e.msg);
        m->hlo_error = xt_arena_strdup(&h->hlo_arena, fe.msg);
        m->hlo_failed = true;
        if (err)
            *err = fe;
    }
    return m->hlo;
}

void xt_host_warn(xt_host *h, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    xt_note(&h->arena, &h->warnings, &h->nwarnings, "%s", buf);
}

void xt_hlo_free(xt_hlo *hl)
{
    if (!hl)
        return;
    xt_imap_free(&hl->instr_by_id);
    xt_imap_free(&hl->lbuf_by_id);
    xt_imap_free(&hl->comp_by_id);
}

void xt_host_free(xt_host *h)
{
    if (h->buf) {
        if (h->buf_mapped) {
            munmap(h->buf, h->buf_len);
            xt_map_pieces_give(h->map_pieces);
            h->map_pieces = 0;
        }
        else
            free(h->buf);
    }
    xt_intern_free(&h->strings);
    for (size_t p = 0; p < h->nplanes; p++)
        xt_plane_dict_free(h->planes[p].dict);
    for (size_t m = 0; m < h->nmodules; m++)
        if (!h->modules[m].hlo_shared)
            xt_hlo_free(h->modules[m].hlo);
    xt_intern_free(&h->hlo_strings);
    xt_arena_free(&h->hlo_arena);
    xt_arena_free(&h->arena);
    memset(h, 0, sizeof *h);
}

void xt_capture_free(xt_capture *c)
{
    for (size_t i = 0; i < c->nhosts; i++)
        xt_host_free(&c->hosts[i]);
    free(c->hosts);
    for (size_t i = 0; i < c->nruns; i++)
        free((void *)c->runs[i]);
    free(c->runs);
    free((void *)c->root);
    free((void *)c->run);
    memset(c, 0, sizeof *c);
}
