/* decode.c - XSpace walking (by hand, over the wire format) and HloProto
 * decoding (protobuf-c).  Converts everything into the model's structs;
 * nothing downstream sees protobuf types.
 *
 * The XSpace levels are walked by length prefix, so a large capture is
 * never unpacked as one message: strings are interned, stats resolved to
 * their names (only those the model keeps), device kernel lines and
 * Python-tracer events are left undecoded until asked for, big lines are
 * decoded on several threads (the mapped pages given back as they are
 * passed), and the modules' HloProtos are decoded on a second thread while
 * the host's lines are (or on first use, with one thread), one
 * sub-message at a time. */
#include "decode.h"
#include "load.h"
#include "names.h"
#include "wire.h"
#include "hlo.pb-c.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* XSpace / XPlane / XLine / XEvent / XStat field numbers (xplane.proto). */
enum { SPACE_PLANES = 1, SPACE_ERRORS = 2, SPACE_WARNINGS = 3, SPACE_HOSTNAMES = 4 };
enum { MAP_KEY = 1, MAP_VALUE = 2 }; /* a map<int64, message> entry */
enum { PLANE_ID = 1, PLANE_NAME = 2, PLANE_LINES = 3, PLANE_EVMETA = 4,
       PLANE_STATMETA = 5, PLANE_STATS = 6 };
enum { LINE_ID = 1, LINE_NAME = 2, LINE_TS = 3, LINE_EVENTS = 4,
       LINE_DISPLAY_NAME = 11 };
enum { EV_META = 1, EV_OFFSET = 2, EV_DUR = 3, EV_STATS = 4, EV_NOCC = 5 };
_Static_assert(EV_META == 1 && EV_OFFSET == 2 && EV_DUR == 3, "peek_event_full stores by them");
enum { STAT_META = 1, STAT_DOUBLE = 2, STAT_U64 = 3, STAT_I64 = 4,
       STAT_STR = 5, STAT_BYTES = 6, STAT_REF = 7 };
enum { EVM_ID = 1, EVM_NAME = 2, EVM_DISPLAY = 4, EVM_STATS = 5 };
enum { STM_ID = 1, STM_NAME = 2 };

typedef struct range {
    const uint8_t *p;
    size_t len;
} range;

/* The stats a launch left out of the model may carry (xt_launch_info);
 * a launch with any other kept stat stays an event. */
enum { LS_CORR, LS_PID, LS_HLO, LS_MODULE, LS_ORD, LS_N };

/* A plane's metadata tables: id -> name for stats, id -> metadata for
 * events.  Kept with the plane when it has lazy lines. */
struct xt_plane_dict {
    xt_imap statmeta;    /* stat metadata id -> index in statnames */
    const char **statnames;
    size_t nstatnames, capstatnames;
    xt_imap evmeta;      /* event metadata id -> index in evmetas */
    xt_evmeta *evmetas;
    size_t nevmetas;
    /* ids are usually small and dense: direct tables beside the maps */
    int32_t *stat_dense, *ev_dense; /* id -> index, -1 if none */
    size_t nstat_dense, nev_dense;
    uint8_t *statkeep;   /* per statnames index: kept in the model */
    size_t capstatkeep;
    uint8_t *evplain;    /* host planes, per evmetas index: an event of it may
                            be left out as a leaf (xt_event_name_droppable:
                            1 plain, 2 launch; 0 also when its metadata has
                            stats) */
    uint8_t *evpy;       /* per evmetas index: a Python-tracer event (one byte
                            each, so pass 1 does not chase every name) */
    const char *lname[LS_N]; /* host planes: the launch stats' interned names */
    /* per evmetas index + 1: the name's place among the plane's names in
     * strcmp order (equal names, equal places), built on first use
     * (xt_decode_plane_name_ranks) */
    _Atomic(uint32_t *) name_rank;
    atomic_uint name_asks;
};

void xt_plane_dict_free(struct xt_plane_dict *pd)
{
    if (!pd)
        return;
    xt_imap_free(&pd->statmeta);
    xt_imap_free(&pd->evmeta);
    free(pd->statnames);
    free(pd->statkeep);
    free(pd->evplain);
    free(pd->evpy);
    free(pd->stat_dense);
    free(pd->ev_dense);
    free(atomic_load(&pd->name_rank));
    free(pd);
}

size_t xt_decode_plane_meta_index(const xt_plane *pl, const xt_evmeta *m)
{
    const struct xt_plane_dict *pd = pl ? pl->dict : NULL;
    /* as addresses: m may be any metadata, not one of this array's */
    uintptr_t at = (uintptr_t)m, lo = pd ? (uintptr_t)pd->evmetas : 0;
    if (!pd || !m || at < lo || at >= lo + pd->nevmetas * sizeof *pd->evmetas ||
        (at - lo) % sizeof *pd->evmetas)
        return 0;
    return (at - lo) / sizeof *pd->evmetas + 1;
}

size_t xt_decode_plane_metas(const xt_plane *pl)
{
    const struct xt_plane_dict *pd = pl ? pl->dict : NULL;
    return pd ? pd->nevmetas + 1 : 1;
}

const uint32_t *xt_decode_plane_name_ranks(const xt_plane *pl)
{
    struct xt_plane_dict *pd = pl ? pl->dict : NULL;
    if (!pd || pd->nevmetas >= UINT32_MAX)
        return NULL;
    uint32_t *r = atomic_load_explicit(&pd->name_rank, memory_order_acquire);
    if (r)
        return r;
    /* the first ask gets none: one window's ties sort as strings for less
     * than a sort of every name (a host of a run: 17 M instructions
     * against 23 M for the table); a second window (the TUI's next
     * module, or its warm-up) builds it */
    if (atomic_fetch_add(&pd->name_asks, 1) == 0)
        return NULL;
    size_t n = pd->nevmetas;
    xt_named *v = xt_xmalloc((n ? n : 1) * sizeof *v);
    for (size_t i = 0; i < n; i++)
        v[i] = (xt_named){ pd->evmetas[i].name ? pd->evmetas[i].name : "", i };
    xt_sort_strings(v, n);
    r = xt_xmalloc((n + 1) * sizeof *r);
    r[0] = UINT32_MAX; /* no metadata: no place */
    uint32_t at = 0;
    for (size_t k = 0; k < n; k++) {
        if (k && v[k].s != v[k - 1].s && strcmp(v[k].s, v[k - 1].s))
            at++;
        r[v[k].i + 1] = at;
    }
    free(v);
    /* two threads may build it at once: the first stored stays */
    uint32_t *none = NULL;
    if (!atomic_compare_exchange_strong_explicit(&pd->name_rank, &none, r, memory_order_acq_rel,
                                                 memory_order_acquire)) {
        free(r);
        r = none;
    }
    return r;
}

typedef struct dec {
    xt_host *h;
    xt_error *err;
    /* the bytes walked: h->buf, or a private copy of part of a mapped file
     * (a lazy re-read); base_off is base[0]'s offset in the file, so
     * error offsets stay file offsets */
    const uint8_t *base;
    size_t base_off;
    bool mapped;             /* base is h->buf and h->buf is a mapping */
    struct xt_plane_dict *pd;
    xt_arena *ev_arena;  /* where events and stats go */
    /* visiting a lazy line: each event is handed to visit() and dropped */
    void (*visit)(void *ctx, const xt_event *ev);
    void *visit_ctx;
    xt_evmeta *unknown_meta; /* for metadata ids that resolve to nothing */
    xt_evmeta visit_unknown; /* the same for a visit: re-reads never grow the host's arena */
    pthread_mutex_t *lock;   /* set while several threads decode one line */
    bool skip_py;            /* host planes: leave Python-tracer events out */
    const uint8_t *pybits;   /* pass 1's verdict per event of the line (bit set:
                                Python or a leaf, skipped), indexed from pybase */
    const uint8_t *lbits;    /* the same, bit set: a launch kept as an xt_launch */
    xt_launch *launches;     /* where they go: maxl of them */
    uint32_t *lcorr;         /* and their correlation ids, if the line keeps them */
    uint32_t *launch_at;     /* the line's (xt_line.launch_at), whole */
    size_t maxl, nl;
    size_t kept_base;        /* events stored before this range */
    size_t launch_base;      /* launches stored before this range */
    const xt_launch_info *last_info;
    const xt_launch_info **infos; /* the infos this range made, in order */
    size_t ninfos, capinfos;
    /* the open gap: the launches since the last kept event, held here
     * until the next kept event closes it as a run or as records
     * (gap_close) */
    xt_launch *gbuf;
    uint32_t *gcorr;
    size_t gcap, gn, g_ki0;
    bool g_lead;             /* the range's first gap: the range before may have begun it */
    bool g_same;             /* one info, no program id, ends never decreasing */
    int64_t g_last_end;
    xt_launch_run *runs;     /* this range's, gap order */
    size_t nruns, capruns;
    size_t (*raw)[2];        /* the records it wrote: [from, to) of its launches */
    size_t nraw, capraw;
    bool leaves;             /* pass 1 left leaves out of this line */
    bool first_try;          /* the line's first try read up to the stats (p.drop) */
    uint64_t kept_added, kept_added_bytes; /* check_kept's adds for this line */
    uint64_t kept_first;     /* kept_added after the line's first try (a retry
                                counts again: one thread checks both) */
    _Atomic uint64_t *line_need; /* the memory the line's events, launch records
                                    and kept stats take (its threads add too) */
    uint64_t check_need;     /* check_kept's need for this try of the line */
    uint64_t kept_first_need, kept_first_total; /* after the line's first try:
                                                   check_need, *line_need */
    uint64_t kept_added_need; /* *line_need at the line's end */
    bool retried;            /* the line was decoded a second time */
    bool charge;             /* storing at load: kept stats count (charge_kept) */
    uint64_t charge_pending; /* bytes kept and not yet charged: stats, launch
                                infos (charge_flush) */
    bool retry;              /* pass 2 found what pass 1 assumed wrong: decode
                                the line again without leaving leaves out */
    size_t pybase;
    size_t npy;              /* events pybits covers (pass 1's count) */
    size_t pyend;            /* index after the last event of this range */
    const char *last_str;    /* intern_n's last answer (this thread's) */
    size_t last_len;
    bool metered;            /* count the bytes walked in h->meter (at load) */
    _Atomic uint64_t *counted; /* ... and what the line counted there (its threads too) */
    int64_t stop_ps;         /* visiting a window: stop at events from here */
    int64_t from_ps;         /* ... and skip those before this, unparsed stats */
    bool no_stats;           /* ... and hand events over without their stats */
    bool stopped;            /* an event at or past stop_ps was reached */
    bool keep_all;       /* /host:metadata and plane stats: keep everything */
    bool own_strs;       /* a read-back with every stat: strings go to ev_arena
                            (the caller's scratch), never to h->strings */
    bool guard_workers;  /* the load guards its mapping (load.h): so does every
                            thread it starts to read it */
    int64_t time_base_ns;
    bool time_base_set;
    size_t empty_planes, empty_lines; /* skipped, for one summary warning */
    size_t nplanes, nlines;  /* the host's, for check_structure (lines: of the
                                planes whose tables were read) */
    uint64_t kept_n, kept_bytes; /* the host's: kept events and their lines'
                                    bytes, the lines in file order (kept_done) */
    uint64_t kept_need;      /* ... and the memory they take (charge_kept) */
    const range *planes;     /* the host's planes, file order, and the bytes of */
    uint64_t *kept_suffix;   /* the bytes of the lines kept at load (not a
                                /device: plane's) of the planes from each on */
    uint64_t *lines_end;     /* each plane's last line's end in the file: kept_rest */
    size_t nplanes_all;
    struct kept_order *ko;   /* the lines' order for check_kept, and ... */
    bool exact_kept;         /* ... they are decoded one at a time in it */
    uint64_t mem;            /* xt_memory_total, read once for the host's load */
    bool mem_set;
    size_t ntables;          /* the host's metadata and plane stat entries
                                (check_structure) */
    uint64_t struct_next;    /* check_structure: the cost it next looks at
                                the limits from (one look per MiB) */
} dec;

/* xt_wire_next with the common case inline: a one-byte tag, then a varint,
 * or a varint length and the payload inside the range (every field of
 * events and stats but doubles).  Anything else, errors included, goes to
 * xt_wire_next from the same byte, so results and error offsets are the
 * same. */
static inline __attribute__((always_inline)) int wnext(xt_wire *w, xt_field *f)
{
    const uint8_t *p = w->p, *end = w->end;
    if (p >= end)
        return XT_WIRE_END;
    uint32_t tag;
    const uint8_t *q;
    if (p[0] < 0x80) { /* fields 1-15 */
        tag = p[0];
        q = p + 1;
    } else if (p + 2 < end && p[1] < 0x80) {
        /* fields 16-2047 (an HloInstructionProto's id, operands, called
         * computations; an over-long tag reads as xt_wire_next reads it,
         * field 0 goes to it below) */
        tag = (p[0] & 0x7fu) | (uint32_t)p[1] << 7;
        q = p + 2;
    } else {
        goto generic;
    }
    if (q < end && tag >= 8 && ((tag & 7) == 0 || (tag & 7) == 2)) {
        uint64_t v;
        /* the varint at once where it can (xt_varint8: no branch a byte,
         * which mispredicted on a third of the load's branch misses),
         * else byte by byte: the same value either way */
        if (*q < 0x80) /* one byte: most tags' values, lengths */
            v = *q++;
        else if (!xt_varint8(q, end, &v, &q) && !xt_varint_short(&q, end, &v))
            goto generic;
        f->offset = (size_t)(p - w->base);
        f->num = tag >> 3;
        if (!(tag & 7)) {
            f->type = 0;
            f->u = v;
            f->data = NULL;
            f->len = 0;
            w->p = q;
            return XT_WIRE_FIELD;
        }
        if (v <= (uint64_t)(end - q)) { /* else it runs past the end:
                                           xt_wire_next says so */
            f->type = 2;
            f->u = 0;
            f->data = q;
            f->len = (size_t)v;
            w->p = q + v;
            return XT_WIRE_FIELD;
        }
    }
generic:;
    /* through a copy: f itself never has its address taken, so a caller's
     * field stays in registers (stored as two halves and read back as one
     * word, num and type stalled every field's compare) */
    xt_field g;
    int r = xt_wire_next(w, &g);
    if (r == XT_WIRE_FIELD)
        *f = g;
    return r;
}

int xt_decode_wire_next(xt_wire *w, xt_field *f)
{
    return wnext(w, f);
}

/* A binary file through a text conversion (an editor, a re-encoding to
 * UTF-8, a transfer in text mode) is full of U+FFFD, bytes EF BF BD: the
 * error says so and what to do (a trial on the corrupted TPU capture). */
static int text_hint(const xt_host *h, xt_error *err, int rc)
{
    if (!h->buf || !err)
        return rc;
    size_t n = h->buf_len < 65536 ? h->buf_len : 65536, k = 0;
    const uint8_t *b = h->buf;
    for (size_t i = 0; i + 2 < n; i++)
        if (b[i] == 0xEF && b[i + 1] == 0xBF && b[i + 2] == 0xBD) {
            k++;
            i += 2;
        }
    if (k >= 16 && k * 3 * 20 >= n) { /* 5% of the bytes or more */
        size_t l = strlen(err->msg);
        snprintf(err->msg + l, sizeof err->msg - l,
                 "; it holds many U+FFFD (bytes EF BF BD): it went through a text conversion, "
                 "copy it again as binary");
    }
    return rc;
}

static int corrupt_w(dec *d, const xt_wire *w, const char *what)
{
    return xt_fail(d->err, XT_EINPUT,
                   "%s: not a valid capture: corrupt protobuf at byte %zu (%s: %s)",
                   d->h->path, d->base_off + xt_wire_offset(w), what,
                   w->err_what ? w->err_what : "bad field");
}

/* Pass 2 over a line found other bytes than pass 1 (a profiler still
 * writing, a copy in progress): bad input, never a count to trust. */
static int changed_at(dec *d, const uint8_t *at)
{
    size_t off = d->base_off + (size_t)(at - d->base), none = 0;
    atomic_compare_exchange_strong(&d->h->reread_mismatch, &none, off + 1);
    return xt_fail(d->err, XT_EINPUT, "%s: changed while reading (offset %zu)", d->h->path, off);
}

/* A message that carries nothing but an id and empty names: with
 * `content` the field numbers that would make it a record (lines, events,
 * metadata, stats).  Hostile files hold millions of them (25M empty planes
 * in 50 MB took 8.5 GB): they are counted, never stored.  Bytes that do
 * not parse are not empty: decoding them reports the error. */
static bool is_empty_record(const uint8_t *p, size_t n, uint32_t name1, uint32_t name2)
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.type == 0 && f.num != name1 && f.num != name2)
            continue; /* ids, timestamps */
        if (f.type == 2 && (f.num == name1 || f.num == name2) && f.len == 0)
            continue; /* an empty name */
        return false;
    }
    return r == XT_WIRE_END;
}

/* "25,000,000" */
static const char *with_commas(char *buf, size_t cap, size_t n)
{
    char digits[32];
    int len = snprintf(digits, sizeof digits, "%zu", n);
    size_t k = 0;
    for (int i = 0; i < len && k + 2 < cap; i++) {
        if (i && (len - i) % 3 == 0)
            buf[k++] = ',';
        buf[k++] = digits[i];
    }
    buf[k] = 0;
    return buf;
}

/* Interning is shared by the decoding threads of one line: locked then. */
static const char *intern_raw(dec *d, const char *p, size_t n)
{
    /* the same string again (a launch's module name, launch after
     * launch): no hash, no lock */
    if (d->own_strs) /* freed with the batch: the host keeps nothing */
        return xt_arena_strndup(d->ev_arena, p, n);
    if (d->last_str && d->last_len == n && !memcmp(d->last_str, p, n) && !d->last_str[n])
        return d->last_str; /* [n]: not one with a NUL shown (longer) */
    if (d->lock)
        pthread_mutex_lock(d->lock);
    const char *r = xt_intern_n(&d->h->strings, p, n);
    if (d->lock)
        pthread_mutex_unlock(d->lock);
    d->last_str = r;
    d->last_len = n;
    return r;
}

/* A name past XT_NAME_MAX bytes, cut (util.h's xt_name_cut) so that the
 * joins by name still hold, whichever of its forms a source has:
 * "jit_f(5)" (the /host:metadata plane's, TPU's XLA Modules') keeps its
 * "(5)" and cuts jit_f as the module_name and hlo_module stats' jit_f is
 * cut; "PjitFunction(f)" holds f made the module's name, "jit_" + f with
 * [^\w.-] made '_' (xt_jax_module_chars), cut, less its "jit_" (the
 * runtime's pjit_name makes jit_ + the same of it, its mark kept);
 * "... Execute (jit_f)" keeps the text to its last '(' when short;
 * "jit_f:XLA GPU module" keeps its suffix (a launch: cut whole, it was
 * none, and "no device ran it": an attacker's review).  A
 * host's, a plane's, a line's name is cut whole.  Real names are tens of
 * bytes; a 64 MiB hostname or a 32 MiB module name was kept whole,
 * widened (each NUL shown as 3 bytes), measured and printed at every
 * mention: 11-34 s, 1.2-3.1 GB and a 50-304 MB report (an attacker's
 * review). */
static const char *intern_long(dec *d, const char *p, size_t n)
{
    enum { SHORT = 256 };
    char out[SHORT + XT_NAME_MAX + XT_NAME_MARK_MAX + 32];
    size_t pl = sizeof XT_EV_PJIT - 1, k = 0;
    if (n > pl + 1 && !memcmp(p, XT_EV_PJIT, pl) && p[n - 1] == ')') {
        size_t m = n - pl - 1 + 4; /* "jit_" + f */
        char *mod = xt_xmalloc(m);
        memcpy(mod, "jit_", 4);
        memcpy(mod + 4, p + pl, m - 4);
        xt_jax_module_chars(mod + 4, m - 4);
        char cut[XT_NAME_MAX + XT_NAME_MARK_MAX];
        size_t cl = m > XT_NAME_MAX ? xt_name_cut(cut, mod, m) : 0;
        memcpy(out, p, pl);
        k = pl;
        if (cl) {
            memcpy(out + k, cut + 4, cl - 4);
            k += cl - 4;
        } else { /* made the module's name, short enough whole */
            memcpy(out + k, mod + 4, m - 4);
            k += m - 4;
        }
        out[k++] = ')';
        free(mod);
        return intern_raw(d, out, k);
    }
    /* the text kept whole before and after the part cut */
    size_t pre = 0, post = 0, gl = sizeof XT_EV_GPU_MODULE - 1;
    if (n > gl && !memcmp(p + n - gl, XT_EV_GPU_MODULE, gl)) {
        post = gl; /* "jit_f:XLA GPU module", a launch (cut whole, not one) */
    } else if (p[n - 1] == ')') {
        size_t o = n - 1, dg = 0;
        while (o > 0 && p[o - 1] != '(')
            o--, dg++;
        bool digits = o > 0 && dg > 0 && dg <= 20;
        for (size_t i = o; digits && i < n - 1; i++)
            digits = p[i] >= '0' && p[i] <= '9';
        if (digits) /* "jit_f(5)" */
            post = dg + 2;
        else if (o > 0 && o <= SHORT) /* "... Execute (jit_f)" */
            pre = o, post = 1;
    }
    memcpy(out, p, pre);
    k = pre;
    size_t body = n - pre - post;
    if (body > XT_NAME_MAX) {
        k += xt_name_cut(out + k, p + pre, body);
    } else {
        memcpy(out + k, p + pre, body);
        k += body;
    }
    memcpy(out + k, p + n - post, post);
    k += post;
    return intern_raw(d, out, k);
}

static const char *intern_n(dec *d, const char *p, size_t n)
{
    return n > XT_NAME_MAX ? intern_long(d, p, n) : intern_raw(d, p, n);
}

static const char *str_of(dec *d, const xt_field *f)
{
    return intern_n(d, (const char *)f->data, f->len);
}

static bool stat_index(dec *d, int64_t id, size_t *ix)
{
    if (id >= 0 && (size_t)id < d->pd->nstat_dense) {
        if (d->pd->stat_dense[id] < 0)
            return false;
        *ix = (size_t)d->pd->stat_dense[id];
        return true;
    }
    return xt_imap_get(&d->pd->statmeta, id, ix);
}

static const char *stat_name(dec *d, int64_t id)
{
    size_t ix;
    if (stat_index(d, id, &ix))
        return d->pd->statnames[ix];
    return NULL;
}

/* Build a dense id -> index table when the ids are small. */
static void densify(const xt_imap *m, int32_t **out, size_t *n)
{
    free(*out);
    *out = NULL;
    *n = 0;
    int64_t maxk = -1;
    for (size_t i = 0; i < m->cap; i++)
        if (m->used[i] && m->keys[i] > maxk)
            maxk = m->keys[i];
    /* ids are 1..n in every capture seen; a span of 4 per entry at most
     * (of 16 and 4096 more, a plane of one entry keyed 4111 held 32 KB
     * of tables for its lazy lines, and 200,000 such planes in a 22 KB
     * gzip 6.8 GB: an attacker's review) */
    if (maxk < 0 || (uint64_t)maxk > 4 * m->count + 64)
        return;
    *n = (size_t)maxk + 1;
    *out = xt_xmalloc(*n * sizeof **out);
    for (size_t i = 0; i < *n; i++)
        (*out)[i] = -1;
    for (size_t i = 0; i < m->cap; i++)
        if (m->used[i] && m->keys[i] >= 0)
            (*out)[m->keys[i]] = (int32_t)m->vals[i];
}

/* Decode one XStat (payload of a length-delimited field).  The walk only
 * notes the metadata id and the last value field (protobuf: the last one
 * wins); the value is decoded (a string interned under the lock, a ref
 * resolved) only once the metadata id says the model keeps the stat.  A
 * stat not kept comes back with len UINT32_MAX - 1. */
static int decode_stat(dec *d, const uint8_t *p, size_t len, xt_stat *out)
{
    xt_wire w = xt_wire_at(d->base, p, len);
    xt_field f;
    int r;
    int64_t meta = 0;
    uint32_t vnum = 0; /* the value field: none yet */
    uint64_t vu = 0;
    const uint8_t *vdata = NULL;
    uint32_t bytes_len = 0; /* the last bytes_value's length, as before */
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        switch (f.num) {
        case STAT_META:
            meta = (int64_t)f.u;
            break;
        case STAT_DOUBLE:
            if (f.type == 1) {
                vnum = f.num;
                vu = f.u;
            }
            break;
        case STAT_U64:
        case STAT_I64:
        case STAT_REF:
            vnum = f.num;
            vu = f.u;
            break;
        case STAT_BYTES:
            if (f.type == 2)
                bytes_len = f.len > UINT32_MAX ? UINT32_MAX : (uint32_t)f.len;
            /* fall through */
        case STAT_STR:
            if (f.type == 2) {
                vnum = f.num;
                vdata = f.data;
                vu = f.len;
            }
            break;
        default:
            break;
        }
    }
    if (r == XT_WIRE_ERR)
        return corrupt_w(d, &w, "stat");
    memset(out, 0, sizeof *out);
    size_t ix;
    if (stat_index(d, meta, &ix)) {
        if (!d->keep_all && !d->pd->statkeep[ix]) {
            out->len = UINT32_MAX - 1; /* not kept: the value is never read */
            return XT_OK;
        }
        out->name = d->pd->statnames[ix];
    } else {
        if (!d->keep_all) {
            out->len = UINT32_MAX - 1;
            return XT_OK;
        }
        out->name = intern_n(d, "", 0);
    }
    out->len = bytes_len;
    switch (vnum) {
    case STAT_DOUBLE:
        out->kind = XT_STAT_DOUBLE;
        memcpy(&out->v.d, &vu, sizeof(double));
        break;
    case STAT_U64:
        out->kind = XT_STAT_UINT;
        out->v.u = vu;
        break;
    case STAT_I64:
        out->kind = XT_STAT_INT;
        out->v.i = (int64_t)vu;
        break;
    case STAT_STR:
        out->kind = XT_STAT_STR;
        out->v.s = intern_n(d, (const char *)vdata, (size_t)vu);
        break;
    case STAT_BYTES:
        out->kind = XT_STAT_BYTES;
        out->v.s = (const char *)vdata; /* stays in the buffer */
        break;
    case STAT_REF: {
        const char *s = stat_name(d, (int64_t)vu);
        out->kind = XT_STAT_STR;
        out->v.s = s ? s : intern_n(d, "", 0);
        break;
    }
    }
    return XT_OK;
}

/* xt_memory_over, with the memory read once for the host's load (a
 * decoder made elsewhere, a lazy line's, reads it each time). */
static xt_over mem_over(const dec *d, uint64_t need, uint64_t bytes, unsigned ratio)
{
    return d->mem_set ? xt_memory_over_in(need, bytes, ratio, d->mem) : xt_memory_over(need, bytes, ratio);
}

/* "2.2 GiB", "95.4 MiB", "1.2 KiB", "336 B" (units.h's xt_fmt_bytes is
 * not included here: its label kinds share names with names.h's). */
static void approx_bytes(char *buf, size_t cap, uint64_t n)
{
    static const char *const unit[] = { "B", "KiB", "MiB", "GiB", "TiB" };
    double v = (double)n;
    int u = 0;
    while (v >= 1024 && u < 4)
        v /= 1024, u++;
    snprintf(buf, cap, u ? "%.1f %s" : "%.0f %s", v, unit[u]);
}

/* The stats of one record (an event, an event's metadata), n of them read
 * so far: their ranges, their decoded copies and the kept ones (64 bytes
 * each at most) within memory.  Looked at from 2^20 on, as their array
 * doubles: a real record has a few (one event of 30 million 4-byte stats,
 * a 117 KB gzip, took 2.0 GB: an attacker's review). */
enum { RECORD_STATS = 1u << 20, STAT_COST = 64 };

static int check_record_stats(dec *d, size_t n, const char *what, bool so_far)
{
    uint64_t need = (uint64_t)n * STAT_COST, file = (uint64_t)d->h->buf_len;
    xt_over over = mem_over(d, need, file, 8);
    if (over == XT_OVER_NONE)
        return XT_OK;
    char nb[32], fb[32], num[40];
    approx_bytes(nb, sizeof nb, need);
    approx_bytes(fb, sizeof fb, file);
    with_commas(num, sizeof num, n);
    return xt_fail(d->err, XT_EINPUT,
                   "%s: one %s with %s stats%s would need about %s of memory to "
                   "load (%s of capture%s, %s): refusing; set XOOMTUI_MAX_MEMORY=<bytes> to "
                   "allow it",
                   d->h->path, what, num, so_far ? " (read so far)" : "", nb, fb,
                   d->h->buf_mapped ? "" : " decoded",
                   over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
                   : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                            : "more than 8 times the capture's bytes: stats of a "
                                              "few bytes each");
}

/* The kept stats of a line's events, the infos of its launches and the
 * buffer of a gap of launches are charged to the memory check
 * (charge_kept) a step at a time: a real event keeps a few stats, and an
 * event of a thousand 4-byte stats, 50,000 of them, took 1.4 GB past a
 * 50 MB limit; launches whose infos differ one to the next took 12 times
 * their bytes past it (attackers' reviews). */
enum { STATS_STEP = 1u << 20 };

/* check_kept's answer for a line decoded beside others whose stored total
 * passed the limit: nothing of it is stored, and it is decoded again one
 * line at a time in file order, where the total is exact. */
enum { KEPT_LATER = -1 };
static int charge_kept(dec *d, uint64_t bytes);

static int charge_flush(dec *d)
{
    uint64_t bytes = d->charge_pending;
    d->charge_pending = 0;
    return bytes ? charge_kept(d, bytes) : XT_OK;
}

/* Decode the stats in a list of ranges into an arena array, keeping only
 * the stats the model keeps (xt_stat_kept) unless d->keep_all. */
static int decode_stats(dec *d, const range *rs, size_t n, xt_stat **out,
                        uint32_t *nout, const char *what)
{
    *out = NULL;
    *nout = 0;
    if (!n)
        return XT_OK;
    int rc;
    if (n >= RECORD_STATS && (rc = check_record_stats(d, n, what, false)))
        return rc;
    xt_stat small[16];
    xt_stat *tmp = n <= 16 ? small : xt_xmalloc(n * sizeof *tmp);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        if (decode_stat(d, rs[i].p, rs[i].len, &tmp[kept])) {
            if (tmp != small)
                free(tmp);
            return d->err->code;
        }
        if (tmp[kept].len == UINT32_MAX - 1)
            continue; /* not kept */
        kept++;
    }
    if (kept) {
        *out = xt_arena_memdup(d->ev_arena ? d->ev_arena : &d->h->arena, tmp, kept * sizeof *tmp);
        *nout = (uint32_t)kept;
    }
    if (tmp != small)
        free(tmp);
    if (d->charge && kept) {
        d->charge_pending += kept * sizeof *tmp;
        if (d->charge_pending >= STATS_STEP)
            return charge_flush(d);
    }
    return XT_OK;
}

/* One entry of a map<int64, Message> (XPlane's stat and event metadata):
 * its key, whether the key was present, and the value's bytes (len 0 when
 * absent).  Corrupt bytes fail naming `what`. */
static int map_entry(dec *d, const xt_field *entry, const char *what,
                     int64_t *key, bool *have_key, xt_wire *value)
{
    xt_wire w = xt_wire_at(d->base, entry->data, entry->len);
    xt_field f;
    int r;
    *key = 0;
    *have_key = false;
    *value = xt_wire_at(d->base, entry->data, 0);
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.num == MAP_KEY && f.type == 0) {
            *key = (int64_t)f.u;
            *have_key = true;
        } else if (f.num == MAP_VALUE && f.type == 2) {
            *value = xt_wire_at(d->base, f.data, f.len);
        }
    }
    return r == XT_WIRE_ERR ? corrupt_w(d, &w, what) : XT_OK;
}

static int decode_statmeta_entry(dec *d, const xt_field *entry)
{
    xt_wire v;
    xt_field g;
    int r;
    int64_t key, id = 0;
    bool have_key;
    const char *name = "";
    if ((r = map_entry(d, entry, "stat metadata entry", &key, &have_key, &v)) != XT_OK)
        return r;
    while ((r = wnext(&v, &g)) == XT_WIRE_FIELD) {
        if (g.num == STM_ID && g.type == 0)
            id = (int64_t)g.u;
        else if (g.num == STM_NAME && g.type == 2)
            name = str_of(d, &g);
    }
    if (r == XT_WIRE_ERR)
        return corrupt_w(d, &v, "stat metadata");
    if (!have_key)
        key = id;
    const char *in = xt_intern(&d->h->strings, name);
    XT_PUSH(d->pd->statnames, d->pd->nstatnames, d->pd->capstatnames, in);
    xt_grow((void **)&d->pd->statkeep, &d->pd->capstatkeep, d->pd->nstatnames, 1);
    d->pd->statkeep[d->pd->nstatnames - 1] = xt_stat_kept(in);
    xt_imap_put(&d->pd->statmeta, key, d->pd->nstatnames - 1);
    return XT_OK;
}

static int decode_evmeta_entry(dec *d, const xt_field *entry, xt_evmeta *out)
{
    xt_wire v;
    xt_field g;
    int r;
    int64_t key, id = 0;
    bool have_key;
    const char *name = NULL, *display = NULL;
    range *stats = NULL;
    size_t nstats = 0, capstats = 0;
    memset(out, 0, sizeof *out);
    if ((r = map_entry(d, entry, "event metadata entry", &key, &have_key, &v)) != XT_OK)
        return r;
    while ((r = wnext(&v, &g)) == XT_WIRE_FIELD) {
        if (g.num == EVM_ID && g.type == 0)
            id = (int64_t)g.u;
        else if (g.num == EVM_NAME && g.type == 2)
            name = str_of(d, &g);
        else if (g.num == EVM_DISPLAY && g.type == 2)
            display = str_of(d, &g);
        else if (g.num == EVM_STATS && g.type == 2) {
            range rg = { g.data, g.len };
            if (nstats == capstats && nstats >= RECORD_STATS &&
                (r = check_record_stats(d, nstats, "event metadata", true))) {
                free(stats);
                return r;
            }
            XT_PUSH(stats, nstats, capstats, rg);
        }
    }
    if (r == XT_WIRE_ERR) {
        free(stats);
        return corrupt_w(d, &v, "event metadata");
    }
    out->id = have_key ? key : id;
    out->name = name && *name ? name
                : display ? display : xt_intern(&d->h->strings, "");
    int rc = decode_stats(d, stats, nstats, &out->stats, &out->nstats, "event metadata");
    free(stats);
    return rc;
}

/* A line's start in ps from the time base, clamped (xt_time_clamp): a
 * hostile timestamp far from the base must not overflow. */
static int64_t base_ps(int64_t ts_ns, int64_t base_ns)
{
    int64_t dt;
    if (__builtin_sub_overflow(ts_ns, base_ns, &dt))
        dt = ts_ns < 0 ? INT64_MIN : INT64_MAX;
    if (dt > XT_TIME_LIMIT / 1000)
        return XT_TIME_LIMIT;
    if (dt < -XT_TIME_LIMIT / 1000)
        return -XT_TIME_LIMIT;
    return dt * 1000;
}

static int64_t line_base_ps(dec *d, int64_t ts_ns)
{
    /* Saved captures normalise line timestamps to the profile start, so
     * picoseconds fit in int64.  Older files may hold epoch nanoseconds:
     * count from the first such line instead of overflowing. */
    if (!d->time_base_set) {
        d->time_base_ns = (ts_ns > 1000000000000000LL || ts_ns < -1000000000000000LL)
                              ? ts_ns : 0;
        d->time_base_set = true;
    }
    return base_ps(ts_ns, d->time_base_ns);
}

/* ---- decoding one big line on several threads ------------------------- */

static size_t g_chunk = 16384;   /* events per chunk (bench/RESULTS.md, fifth session) */

void xt_decode_set_parallel(int threads, size_t chunk_events)
{
    xt_set_threads(threads);
    if (chunk_events)
        g_chunk = chunk_events;
}

static int decode_threads(void)
{
    return xt_threads();
}

int xt_decode_threads(void)
{
    return decode_threads();
}

static void (*g_between)(void *ctx, xt_host *h, size_t off, size_t len);
static void *g_between_ctx;

void xt_decode_set_between_passes(void (*fn)(void *ctx, xt_host *h, size_t off, size_t len),
                                  void *ctx)
{
    g_between = fn;
    g_between_ctx = ctx;
}

bool xt_decode_between_hooked(void)
{
    return g_between != NULL;
}

/* Give the whole pages of [p, p+n) of the mapped file back: what was
 * decoded is copied into the model, and a later read faults them in again
 * from the page cache. */
static void drop_pages(const uint8_t *p, size_t n)
{
    xt_drop_pages(p, n);
}

/* How far a reader of the mapped file goes before it drops the pages
 * behind it: 1/256 of the file (a 1 GiB file: 4 MiB; 0.4% of it mapped),
 * half that on threads side by side, never under 512 KiB / 256 KiB (two
 * threads at 8 MiB held up to 16 MB of a 50 MB line mapped; at 2 MiB a
 * 16-host run of such files still held 6 MB more than a host alone:
 * bench/RESULTS.md, ninth session) nor over 4 MiB.  Each drop is an
 * madvise and, with a second thread on the mapping, a TLB shootdown: a
 * 1 GiB capture made 7,300 of them at 256-512 KiB, 14% of its CPU time in
 * this VM (bench/RESULTS.md, nineteenth session). */
static ptrdiff_t drop_step(const dec *d)
{
    size_t lo = d->lock ? 256u << 10 : 512u << 10, hi = 4u << 20;
    size_t s = ((d->mapped && d->h ? d->h->buf_len : 0) / 256) >> (d->lock ? 1 : 0);
    return (ptrdiff_t)(s < lo ? lo : s > hi ? hi : s);
}

/* Map the next step of the file ahead of a reader at p in one call
 * (MADV_POPULATE_READ, Linux 5.14; elsewhere nothing): each read fault
 * maps 64 KiB at most, and a fault here is a trip through the hypervisor.
 * A 1 GiB capture faulted 24,800 times in its mapping, 1,700 with this
 * (bench/RESULTS.md, nineteenth session).  Pages past the reader's range
 * are the next range's, which drops them as it goes. */
static void populate_ahead(const dec *d, const uint8_t *p, size_t step)
{
#ifdef MADV_POPULATE_READ
    if (!d->h)
        return;
    const uint8_t *end = d->h->buf + d->h->buf_len;
    if (p < d->h->buf || p >= end)
        return;
    size_t n = (size_t)(end - p) < step ? (size_t)(end - p) : step;
    uintptr_t lo = (uintptr_t)p & ~(uintptr_t)4095;
    /* a file cut short under the mapping: EFAULT, not SIGBUS; ignored */
    (void)madvise((void *)lo, n + ((uintptr_t)p - lo), MADV_POPULATE_READ);
#else
    (void)d;
    (void)p;
    (void)step;
#endif
}

static void drop_behind_far(dec *d, const uint8_t **mark, const uint8_t *p, bool count);

/* Drop the pages behind p once drop_step() bytes have been read since
 * *mark, and map the next step. */
static inline __attribute__((always_inline)) void drop_behind_counted(dec *d, const uint8_t **mark,
                                                                      const uint8_t *p, bool count)
{
    /* called for every event: the least step first, inline (a call per
     * event was 2.5% of a load's instructions), the file's own only past
     * it */
    if (p - *mark >= (d->lock ? 256 << 10 : 512 << 10))
        drop_behind_far(d, mark, p, count);
}

static void drop_behind_far(dec *d, const uint8_t **mark, const uint8_t *p, bool count)
{
    ptrdiff_t step = drop_step(d);
    if (p - *mark < step)
        return;
    /* a line is walked twice at load (pass 1, pass 2): half each time;
     * decode_line sets the exact count at the line's end */
    if (count && d->metered) {
        atomic_fetch_add_explicit(&d->h->meter->done, (uint64_t)(p - *mark) / 2,
                                  memory_order_relaxed);
        if (d->counted)
            atomic_fetch_add_explicit(d->counted, (uint64_t)(p - *mark) / 2,
                                      memory_order_relaxed);
    }
    if (d->mapped) {
        drop_pages(*mark, (size_t)(p - *mark));
        populate_ahead(d, p, (size_t)step);
    }
    *mark = p;
}

static inline __attribute__((always_inline)) void drop_behind(dec *d, const uint8_t **mark,
                                                              const uint8_t *p)
{
    drop_behind_counted(d, mark, p, true);
}

/* An event metadata id's index in evmetas, or SIZE_MAX for none. */
static size_t meta_index(dec *d, int64_t meta)
{
    size_t ix;
    if (meta >= 0 && (size_t)meta < d->pd->nev_dense)
        return d->pd->ev_dense[meta] >= 0 ? (size_t)d->pd->ev_dense[meta] : SIZE_MAX;
    return xt_imap_get(&d->pd->evmeta, meta, &ix) ? ix : SIZE_MAX;
}

static const xt_evmeta *meta_at(dec *d, size_t ix)
{
    return ix == SIZE_MAX ? d->unknown_meta : &d->pd->evmetas[ix];
}

/* Python-tracer events are named "$file:line function" or "$module fn". */
static bool is_python_name(const char *name)
{
    return name && name[0] == '$';
}

static bool is_python(dec *d, size_t ix)
{
    return ix != SIZE_MAX && d->pd->evpy[ix];
}

/* An event's metadata id and offset without decoding the rest: the last
 * of each, as protobuf and pass 2 read them (it stopped at the first two:
 * an event whose repeated id named a Python event last was refused as
 * "parsing two ways", at an offset that moved with the thread count: an
 * attacker's review).  Every field's header is walked, none decoded. */
static void peek_event(const xt_field *f, int64_t *meta, int64_t *off)
{
    xt_wire e = xt_wire_at(f->data, f->data, f->len);
    xt_field g;
    *meta = 0;
    *off = 0;
    while (wnext(&e, &g) == XT_WIRE_FIELD) {
        if (g.num == EV_META)
            *meta = (int64_t)g.u;
        else if (g.num == EV_OFFSET)
            *off = (int64_t)g.u;
    }
}

/* The same for pass 1 of a host line, which also decides what to leave
 * out: the duration, whether the event has stats, and whether the walk
 * was plain (every field parsed, metadata id, offset and duration at most
 * once each, so pass 2 reads the same values). */
static bool peek_event_full(const xt_field *f, int64_t *meta, int64_t *off, int64_t *dur,
                            bool *stats, bool *cut)
{
    xt_wire e = xt_wire_at(f->data, f->data, f->len);
    xt_field g;
    int seen = 0, r;
    bool plain = true;
    /* by field number (EV_META 1, EV_OFFSET 2, EV_DUR 3): stored without
     * a branch on which (the branch mispredicted 1 M times in 64 MiB) */
    uint64_t val[4] = { 0, 0, 0, 0 };
    *stats = *cut = false;
    while ((r = wnext(&e, &g)) == XT_WIRE_FIELD) {
        if (g.num == EV_STATS && g.type == 2 && seen == 7) {
            /* stats come last: stop here (*cut); a metadata id, offset or
             * duration repeated after them is pass 2's to find (it then
             * decodes the line again the plain way), or, where the id
             * read is a Python event's, which pass 2 does not parse, the
             * caller's (peek_past_stats) */
            *stats = *cut = true;
            break;
        }
        if (g.num >= EV_META && g.num <= EV_DUR) {
            int bit = 1 << (g.num - EV_META);
            plain &= !(seen & bit);
            seen |= bit;
            val[g.num] = g.u;
        } else if (g.num == EV_STATS && g.type == 2) {
            *stats = true;
        }
    }
    *meta = (int64_t)val[EV_META];
    *off = (int64_t)val[EV_OFFSET];
    *dur = (int64_t)val[EV_DUR];
    return plain && (r == XT_WIRE_END || r == XT_WIRE_FIELD);
}

/* An event peek_event_full read up to its stats (cut) whose id is a
 * Python event's: pass 2 skips it unparsed, so an id (or offset)
 * repeated after the stats is read here, the last of each, as protobuf
 * reads it (a Python id first and a plain one last left the event out:
 * an attacker's review).  True when it differs: the leaves stay then. */
static bool peek_past_stats(dec *d, const xt_field *f, int64_t *meta, int64_t *off)
{
    if (!is_python(d, meta_index(d, *meta)))
        return false;
    int64_t m2, o2;
    peek_event(f, &m2, &o2);
    if (m2 == *meta && o2 == *off)
        return false;
    *meta = m2;
    *off = o2;
    return true;
}

/* A stat that is [metadata id][one value field] and nothing else, as
 * profilers write them: its metadata id, read without the field walk.
 * False for any other layout (decode_stat then reads it whole, so a
 * repeated metadata id still means what it means there). */
static bool stat_meta_fast(const uint8_t *p, size_t n, int64_t *meta)
{
    const uint8_t *end = p + n, *q = p + 1;
    if (n < 3 || p[0] != (STAT_META << 3))
        return false;
    uint64_t v = 0;
    int shift = 0;
    for (;; shift += 7) {
        if (q >= end || shift > 63)
            return false;
        uint8_t b = *q++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80))
            break;
    }
    if (q >= end || *q >= 0x80 || (*q >> 3) == STAT_META || (*q >> 3) == 0)
        return false;
    uint8_t tag = *q++;
    uint64_t len = 0;
    shift = 0;
    if ((tag & 7) == 1)
        len = 8;
    else if ((tag & 7) == 0 || (tag & 7) == 2) {
        for (;; shift += 7) { /* the varint value, or a length */
            if (q >= end || shift > 63)
                return false;
            uint8_t b = *q++;
            len |= (uint64_t)(b & 0x7f) << shift;
            if (!(b & 0x80))
                break;
        }
        if ((tag & 7) == 0)
            len = 0;
    } else {
        return false;
    }
    if ((uint64_t)(end - q) != len)
        return false;
    *meta = (int64_t)v;
    return true;
}

/* ---- launch runs ---------------------------------------------------------------
 *
 * A GPU host line is mostly kernel launches, most of them between two kept
 * events (an execution's thunk and the next allocation).  When a gap's
 * launches share one info without a program id and their ends never
 * decrease, the runtime reads only the first (src/runtime.c, scan_span:
 * the first that ends inside an execution, and none ends before the
 * first), so the gap is one xt_launch_run, not a record each: on an older
 * CUDA capture 190 MB of records, fresh memory that costs more than the
 * decoding in a VM (bench/RESULTS.md, twentieth session).  A range's first
 * and last gaps may go on in the ranges beside it: records. */
static bool g_runs_off;

void xt_decode_set_launch_runs(bool on)
{
    g_runs_off = !on;
}

static int gap_add(dec *d, size_t ki, const xt_launch *rec, uint32_t corr, const xt_launch_info *li)
{
    int64_t end = rec->start_ps + (int64_t)rec->dur_ps; /* start >= 0, dur < 2^32 */
    if (!d->gn) {
        d->g_ki0 = ki;
        d->g_same = !li->has_program_id;
    } else if (rec->info != d->gbuf[0].info || end < d->g_last_end) {
        d->g_same = false;
    }
    d->g_last_end = end;
    if (d->gn == d->gcap) {
        /* charged before the line is stored (leaves_need) */
        d->gcap = d->gcap ? 2 * d->gcap : 256;
        d->gbuf = xt_xrealloc(d->gbuf, d->gcap * sizeof *d->gbuf);
        d->gcorr = xt_xrealloc(d->gcorr, d->gcap * sizeof *d->gcorr);
    }
    d->gbuf[d->gn] = *rec;
    d->gcorr[d->gn++] = corr;
    return XT_OK;
}

/* Close the open gap: gap j of the line (the launches before kept event
 * j) as a run when it may be one, else as records. */
static void gap_close(dec *d, size_t j, bool may_run)
{
    size_t n = d->gn;
    bool lead = d->g_lead;
    d->gn = 0;
    d->g_lead = false;
    if (!n)
        return;
    if (may_run && !lead && !g_runs_off && d->g_same && n >= 2 && j < UINT32_MAX) {
        const xt_launch_info *in = d->infos[d->gbuf[0].info];
        xt_launch_run r = { d->gbuf[0].start_ps,
                            d->gbuf[0].start_ps + (int64_t)d->gbuf[0].dur_ps,
                            d->lcorr ? (int64_t)d->gcorr[0] : in->correlation, (uint32_t)j,
                            d->gbuf[0].info };
        XT_PUSH(d->runs, d->nruns, d->capruns, r);
        return;
    }
    memcpy(&d->launches[d->g_ki0], d->gbuf, n * sizeof *d->gbuf);
    if (d->lcorr)
        memcpy(&d->lcorr[d->g_ki0], d->gcorr, n * sizeof *d->gcorr);
    if (d->nraw && d->raw[d->nraw - 1][1] == d->g_ki0) {
        d->raw[d->nraw - 1][1] += n;
    } else {
        size_t rg[2] = { d->g_ki0, d->g_ki0 + n };
        if (d->nraw == d->capraw) {
            d->capraw = d->capraw ? 2 * d->capraw : 16;
            d->raw = xt_xrealloc(d->raw, d->capraw * sizeof *d->raw);
        }
        memcpy(d->raw[d->nraw++], rg, sizeof rg);
    }
}

/* A range's gap state, empty (gap_free: and what it held given back). */
static void gap_init(dec *d)
{
    d->gbuf = NULL;
    d->gcorr = NULL;
    d->runs = NULL;
    d->raw = NULL;
    d->gcap = d->gn = d->g_ki0 = d->nruns = d->capruns = d->nraw = d->capraw = 0;
    d->g_lead = true;
    d->g_same = false;
}

static void gap_free(dec *d)
{
    free(d->gbuf);
    free(d->gcorr);
    free(d->runs);
    free(d->raw);
    gap_init(d);
}

/* Whether a launch may share the info of the one before it. */
static bool same_info(const xt_launch_info *a, const xt_launch_info *b)
{
    return a->module == b->module && a->hlo_module == b->hlo_module &&
           a->program_id == b->program_id && a->ordinal == b->ordinal &&
           a->correlation == b->correlation && a->has_program_id == b->has_program_id &&
           a->has_correlation == b->has_correlation;
}

/* A launch pass 1 left out of events[]: its record (see launch_stats_ok),
 * the values worked out as the runtime would from the event (the first
 * stat of each name; module_name before hlo_module). */
static int make_launch(dec *d, size_t ki, const range *rs, size_t n, int64_t start,
                       int64_t dur)
{
    xt_stat slot[LS_N];
    bool have[LS_N] = { false };
    for (size_t i = 0; i < n; i++) {
        xt_stat s;
        int64_t meta;
        size_t ix;
        if (!d->keep_all && stat_meta_fast(rs[i].p, rs[i].len, &meta) &&
            (!stat_index(d, meta, &ix) || !d->pd->statkeep[ix]))
            continue; /* not kept, known without decoding it */
        if (decode_stat(d, rs[i].p, rs[i].len, &s))
            return d->err->code;
        if (s.len == UINT32_MAX - 1)
            continue; /* not kept */
        bool known = false;
        for (int k = 0; k < LS_N; k++)
            if (s.name == d->pd->lname[k]) {
                known = true;
                if (!have[k]) {
                    slot[k] = s;
                    have[k] = true;
                }
            }
        if (!known) { /* a stat the runtime reads elsewhere: keep it an event */
            d->retry = true;
            return XT_EINPUT;
        }
    }
    xt_launch_info in;
    memset(&in, 0, sizeof in);
    in.ordinal = -1;
    int64_t v, corr = 0;
    if (have[LS_ORD] && xt_stat_i64(&slot[LS_ORD], &v))
        in.ordinal = v >= 0 && v <= INT32_MAX ? (int)v : -1;
    const xt_stat *ms = have[LS_MODULE] ? &slot[LS_MODULE] : have[LS_HLO] ? &slot[LS_HLO] : NULL;
    const char *mn = xt_stat_str(ms);
    in.module = mn && *mn ? mn : NULL;
    in.hlo_module = have[LS_HLO] ? xt_stat_str(&slot[LS_HLO]) : NULL;
    in.has_program_id = have[LS_PID] && xt_stat_i64(&slot[LS_PID], &in.program_id);
    if (!in.has_program_id)
        in.program_id = 0;
    in.has_correlation = have[LS_CORR] && xt_stat_i64(&slot[LS_CORR], &corr);
    if (!in.has_correlation)
        corr = 0;
    if (d->lcorr) {
        /* read only without a program id; not CUPTI's: keep it an event */
        if (in.has_program_id)
            corr = 0;
        else if (corr < 0 || corr > (int64_t)UINT32_MAX) {
            d->retry = true;
            return XT_EINPUT;
        }
    }
    else if (in.has_correlation && !in.has_program_id)
        in.correlation = corr; /* read by the runtime: this launch's own info */
    const xt_launch_info *li = d->last_info;
    if (!li || !same_info(li, &in)) {
        li = xt_arena_memdup(d->ev_arena, &in, sizeof in);
        d->last_info = li;
        XT_PUSH(d->infos, d->ninfos, d->capinfos, li);
        if (d->charge) /* it, and its place in infos and in the line's launch_infos */
            d->charge_pending += sizeof in + 2 * sizeof li;
    }
    xt_launch rec = { start, (uint32_t)dur, (uint32_t)(d->ninfos - 1) }; /* this range's info;
                                                                          rebased when ranges join */
    int rc = gap_add(d, ki, &rec, (uint32_t)corr, li);
    if (rc)
        return rc;
    return d->charge_pending >= STATS_STEP ? charge_flush(d) : XT_OK;
}

/* Pass 2 over [from, end) of a line: decode the max events pass 1 kept
 * into events[0..max) (or hand up to max to d->visit, using *one), counting
 * them in out->nevents.  Storing, anything but exactly max kept events
 * (and d->npy in all, when pybits is set) means the bytes changed since
 * pass 1: XT_EINPUT, and nothing is written past what was allocated. */
static int decode_events(dec *d, const uint8_t *from, const uint8_t *end, xt_event *events,
                         xt_event *one, size_t max, int64_t base, xt_line *out)
{
    xt_wire w = xt_wire_at(d->base, from, (size_t)(end - from));
    xt_field f;
    const uint8_t *mark = from;
    range *stats = NULL;
    size_t capstats = 0;
    /* events whose metadata id resolves to nothing share one nameless
     * metadata (in the host's arena: analyses cache things in it) */
    if (!d->unknown_meta) {
        d->unknown_meta = xt_arena_alloc(&d->h->arena, sizeof *d->unknown_meta);
        d->unknown_meta->name = xt_intern(&d->h->strings, "");
    }
    const xt_evmeta *unknown = d->unknown_meta;
    size_t done = 0, index = d->pybase;
    bool store = !d->visit;
    int r = XT_WIRE_END;
    while ((store || done < max) && (r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        __builtin_prefetch(w.p + 1024); /* each event's first byte was a miss */
        drop_behind(d, &mark, w.p);
        if (f.num != LINE_EVENTS || f.type != 2)
            continue;
        size_t i = index++;
        if (d->pybits && i >= d->npy) {
            free(stats);
            return changed_at(d, d->base + f.offset);
        }
        if (d->pybits && (d->pybits[i >> 3] >> (i & 7) & 1))
            continue; /* a Python event, known from pass 1: not even parsed */
        xt_wire e = xt_wire_at(d->base, f.data, f.len);
        xt_field g;
        int r2;
        size_t nstats = 0;
        unsigned nfix = 0, seen = 0; /* metadata id, offset and duration fields */
        /* the metadata id, offset and duration stored by field number, as
         * peek_event_full does (a switch mispredicted here) */
        uint64_t val[4] = { 0, 0, 0, 0 };
        while ((r2 = wnext(&e, &g)) == XT_WIRE_FIELD) {
            if (g.num >= EV_META && g.num <= EV_DUR) {
                val[g.num] = g.u;
                nfix++;
                seen |= 1u << (g.num - EV_META);
            } else if (g.num == EV_STATS) {
                if (d->no_stats && seen == 7) {
                    /* a window wants the header only: stats come last (a
                     * field repeated after them is not read here) */
                    e.p = e.end;
                    continue;
                }
                if (d->no_stats)
                    continue;
                if (g.type == 2) {
                    if (nstats == capstats) { /* XT_PUSH, without a call per stat */
                        if (nstats >= RECORD_STATS && check_record_stats(d, nstats, "event", true)) {
                            free(stats);
                            return d->err->code;
                        }
                        xt_grow((void **)&stats, &capstats, nstats + 1, sizeof *stats);
                    }
                    stats[nstats].p = g.data;
                    stats[nstats++].len = g.len;
                }
            }
        }
        int64_t meta = (int64_t)val[EV_META], off = (int64_t)val[EV_OFFSET],
                dur = (int64_t)val[EV_DUR];
        if (r2 == XT_WIRE_ERR) {
            free(stats);
            return corrupt_w(d, &e, "event");
        }
        /* pass 1 may have read other values: leaves left out, or the
         * first try's peek, which stops at the stats (peek_event_full) */
        if ((d->leaves || d->first_try) && nfix > 3) {
            free(stats);
            d->retry = true;
            return XT_EINPUT;
        }
        size_t mix = meta_index(d, meta);
        if (d->skip_py && is_python(d, mix))
            continue; /* read again on demand: xt_decode_line_window */
        const xt_evmeta *em = meta_at(d, mix);
        int64_t start = xt_time_clamp(xt_sat_add(base, off));
        if (d->lbits && (d->lbits[i >> 3] >> (i & 7) & 1)) {
            if (d->nl == d->maxl) {
                free(stats);
                return changed_at(d, d->base + f.offset);
            }
            int rl = make_launch(d, d->nl++, stats, nstats, start, dur);
            if (rl) {
                free(stats);
                return rl == KEPT_LATER ? rl : d->retry ? XT_EINPUT : d->err->code;
            }
            continue;
        }
        if (d->visit && start >= d->stop_ps) {
            d->stopped = true;
            break;
        }
        if (d->visit && start < d->from_ps)
            continue; /* before the window: its stats are never read */
        if (store && done == max) {
            free(stats);
            return changed_at(d, d->base + f.offset);
        }
        xt_event *ev = d->visit ? one : &events[done];
        done++;
        if (d->launch_at) { /* the launches before the next kept event */
            gap_close(d, d->kept_base + done - 1, true);
            d->launch_at[d->kept_base + done] = (uint32_t)(d->launch_base + d->nl);
        }
        memset(ev, 0, sizeof *ev);
        ev->meta = em ? em : unknown;
        ev->start_ps = start;
        ev->dur_ps = xt_time_clamp(dur);
        int rs;
        if (!d->no_stats && (rs = decode_stats(d, stats, nstats, &ev->stats, &ev->nstats, "event"))) {
            free(stats);
            return rs; /* KEPT_LATER too */
        }
        if (d->visit) {
            d->visit(d->visit_ctx, ev);
            /* the scratch arena holds this batch's stats only */
            if (done % 4096 == 0)
                xt_arena_free(d->ev_arena);
        }
    }
    free(stats);
    int rc;
    if (d->charge && (rc = charge_flush(d)))
        return rc;
    if (d->launch_at) /* the last gap: the next range may go on with it */
        gap_close(d, d->kept_base + done, false);
    if (store && (done != max || (d->pybits && index != d->pyend) || d->nl != d->maxl))
        return changed_at(d, end);
    if (!store && r == XT_WIRE_ERR)
        return corrupt_w(d, &w, "line"); /* a re-read: pass 1 checked it at load */
    out->nevents += done;
    return XT_OK;
}

typedef struct chunk {
    const uint8_t *at;  /* the event field where the chunk starts */
    size_t kept_before; /* events stored before it */
    size_t launches_before; /* xt_launch records before it */
} chunk;

typedef struct part {
    dec d;               /* a copy, with its own arena and error */
    xt_arena arena;
    xt_error err;
    const uint8_t *from, *end;
    xt_event *events;
    size_t count;
    int64_t base;
    xt_line counted;     /* nevents only */
    int rc;
} part;

/* A thread started to read the host's mapping guards it as the load
 * does (load.h): a file cut under it reads as zeros, never SIGBUS; the
 * load's check of the file at its end reports the change. */
static void worker_guard(const dec *d)
{
    if (d->guard_workers)
        xt_bus_guard_thread(d->h->buf, d->h->buf_len);
}

static bool worker_unguard(const dec *d)
{
    return d->guard_workers && xt_bus_guard_thread_end();
}

static void *decode_part(void *arg)
{
    part *p = arg;
    p->rc = decode_events(&p->d, p->from, p->end, p->events, NULL, p->count, p->base, &p->counted);
    return NULL;
}

static void *decode_part_thread(void *arg)
{
    part *p = arg;
    worker_guard(&p->d);
    decode_part(p);
    if (worker_unguard(&p->d) && !p->rc)
        p->rc = xt_fail(p->d.err, XT_EINPUT, "%s: changed while reading", p->d.h->path);
    return NULL;
}

/* Pass 2 of a big line on several threads: each decodes a contiguous run
 * of chunks into its own slice of the events array, with its own arena;
 * interning is locked; the arenas join the host's afterwards. */
static int decode_events_parallel(dec *d, const range *lr, xt_plane *pl, xt_line *out,
                                  int64_t base, size_t nkeep, const struct chunk *chunks,
                                  size_t nchunks)
{
    size_t nt = (size_t)decode_threads();
    if (nt > nchunks)
        nt = nchunks;
    out->events = xt_arena_alloc(d->ev_arena, (nkeep ? nkeep : 1) * sizeof *out->events);
    pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    part *parts = xt_xcalloc(nt, sizeof *parts);
    pthread_t *tids = xt_xcalloc(nt, sizeof *tids);
    bool *started = xt_xcalloc(nt, sizeof *started);
    for (size_t t = 0; t < nt; t++) {
        size_t c0 = t * nchunks / nt, c1 = (t + 1) * nchunks / nt;
        part *p = &parts[t];
        p->d = *d;
        p->d.ev_arena = &p->arena;
        p->d.err = &p->err;
        p->d.lock = &lock;
        p->d.pybase = c0 * g_chunk; /* chunk c starts at event c * g_chunk */
        p->d.pyend = c1 < nchunks ? c1 * g_chunk : d->npy;
        p->from = chunks[c0].at;
        p->end = c1 < nchunks ? chunks[c1].at : lr->p + lr->len;
        p->events = out->events + chunks[c0].kept_before;
        p->d.kept_base = chunks[c0].kept_before;
        p->d.launches = out->launches ? out->launches + chunks[c0].launches_before : NULL;
        p->d.lcorr = out->launch_correlations
                         ? out->launch_correlations + chunks[c0].launches_before : NULL;
        p->d.maxl = out->launches ? (c1 < nchunks ? chunks[c1].launches_before : out->nlaunches) -
                                        chunks[c0].launches_before
                                  : 0;
        p->d.nl = 0;
        p->d.launch_base = chunks[c0].launches_before;
        p->d.last_info = NULL;
        p->d.infos = NULL;
        p->d.ninfos = p->d.capinfos = 0;
        gap_init(&p->d);
        p->count = (c1 < nchunks ? chunks[c1].kept_before : nkeep) - chunks[c0].kept_before;
        p->base = base;
        started[t] = t > 0 && pthread_create(&tids[t], NULL, decode_part_thread, p) == 0;
    }
    decode_part(&parts[0]);
    for (size_t t = 1; t < nt; t++) {
        if (started[t])
            pthread_join(tids[t], NULL);
        else
            decode_part(&parts[t]); /* no thread: do it here */
    }
    int rc = XT_OK;
    /* a part's first info, made as its range began, when one thread
     * would have gone on with the last of the part before: its charge
     * back (what stays charged is the same however the line splits) */
    const xt_launch_info *prev = NULL;
    uint64_t back = 0;
    bool all_ok = true;
    for (size_t t = 0; t < nt; t++)
        all_ok = all_ok && !parts[t].rc;
    for (size_t t = 0; all_ok && t < nt; t++) {
        const dec *pd = &parts[t].d;
        if (!pd->ninfos)
            continue;
        if (prev && same_info(prev, pd->infos[0]))
            back += sizeof(xt_launch_info) + 2 * sizeof(void *);
        prev = pd->infos[pd->ninfos - 1];
    }
    if (back && d->line_need) {
        atomic_fetch_sub(d->line_need, back);
        __atomic_sub_fetch(&d->h->need_kept, back, __ATOMIC_RELAXED);
    }
    for (size_t t = 0; t < nt; t++) {
        if (!rc && parts[t].rc) {
            rc = parts[t].rc;
            *d->err = parts[t].err;
        }
        d->retry |= parts[t].d.retry;
        out->nevents += parts[t].counted.nevents;
    }
    /* a failed line is decoded again (pass2_store) or left: what its
     * parts stored (stats, infos) is nobody's, and stayed uncharged in
     * the arena (2.45 times the limit: an attacker's review) */
    for (size_t t = 0; t < nt; t++)
        if (rc)
            xt_arena_free(&parts[t].arena);
        else
            xt_arena_adopt(d->ev_arena, &parts[t].arena);
    /* each range numbered the infos it made from 0: one table for the line
     * (the records it wrote and its runs; a run's launches have none) */
    size_t nruns = 0;
    for (size_t t = 0; t < nt; t++)
        nruns += parts[t].d.nruns;
    if (!rc && out->launches && nruns) {
        out->launch_runs = xt_arena_alloc(d->ev_arena, nruns * sizeof *out->launch_runs);
        out->nlaunch_runs = 0;
    }
    for (size_t t = 0; t < nt; t++) {
        dec *pd = &parts[t].d;
        if (!rc && out->launches) {
            uint32_t at = (uint32_t)d->ninfos;
            for (size_t g = 0; at && g < pd->nraw; g++)
                for (size_t k = pd->raw[g][0]; k < pd->raw[g][1]; k++)
                    pd->launches[k].info += at;
            for (size_t g = 0; g < pd->nruns; g++) {
                xt_launch_run r = pd->runs[g];
                r.info += at;
                out->launch_runs[out->nlaunch_runs++] = r;
            }
            for (size_t i = 0; i < pd->ninfos; i++)
                XT_PUSH(d->infos, d->ninfos, d->capinfos, pd->infos[i]);
        }
        free(pd->infos);
        gap_free(pd);
    }
    pthread_mutex_destroy(&lock);
    free(parts);
    free(tids);
    free(started);
    if (rc)
        return rc;
    pl->nevents += out->nevents;
    return XT_OK;
}

enum { MARK_EVERY = XT_MARK_EVERY }; /* events between window marks (model.h) */

/* Leaf events left out of a host line's model.  An event without stats
 * whose name no analysis looks for (xt_event_name_droppable) and that
 * encloses no other event ("fusion.12", "Thunks::Prepare": a third of a
 * CUDA capture's host events) changes no figure: on a line whose events
 * other than Python ones (which are not in events[]; windows read them
 * from the file already) are in start order with durations >= 0, taking a
 * leaf out leaves every other event's enclosing event as it was (the
 * runtime's nest()), and nothing reads its name or stats.  Whether it is
 * a leaf is decided by the next non-Python event alone: it encloses that
 * one or nothing.  The line's first non-Python event always stays (the
 * runtime reads events[0]); the line is then marked python_skipped, so
 * windows (xt_line_window) read it back from the file, leaves included.
 * Offsets, durations and the line's base stay under LEAF_MAX, so sums
 * cannot overflow. */
#define LEAF_MAX ((int64_t)1 << 60)
enum { LEAF_DEPTH = 16 }; /* undecided leaves nested in one another */

/* Kernel launches are leaves too: they become xt_launch records (start,
 * duration, where they lie among the events kept, and what their stats
 * tell the runtime), the thunk events around them then leaves in turn.
 * A launch is one when its kept stats are only those (LS_*). */
static bool launch_stats_ok(dec *d, const xt_field *f, bool *corr_no_pid)
{
    bool corr = false, pid = false;
    xt_wire e = xt_wire_at(f->data, f->data, f->len);
    xt_field g;
    while (wnext(&e, &g) == XT_WIRE_FIELD) {
        if (g.num != EV_STATS || g.type != 2)
            continue;
        xt_wire w = xt_wire_at(g.data, g.data, g.len);
        xt_field h;
        int r;
        int64_t meta = 0;
        while ((r = wnext(&w, &h)) == XT_WIRE_FIELD)
            if (h.num == STAT_META)
                meta = (int64_t)h.u;
        if (r != XT_WIRE_END)
            return false;
        size_t ix;
        if (!stat_index(d, meta, &ix) || !d->pd->statkeep[ix])
            continue; /* not kept: dropped as it would be */
        bool ok = false;
        for (int k = 0; k < LS_N; k++)
            ok |= d->pd->lname[k] && d->pd->statnames[ix] == d->pd->lname[k];
        if (!ok)
            return false;
        corr |= d->pd->statnames[ix] == d->pd->lname[LS_CORR];
        pid |= d->pd->statnames[ix] == d->pd->lname[LS_PID];
    }
    *corr_no_pid = corr && !pid;
    return true;
}

typedef struct leaf {
    size_t i;          /* event index in the line */
    int64_t off, dur;
    bool launch;
} leaf;

/* What pass 1 over a line learns, for pass 2. */
typedef struct pass1 {
    size_t nev, nkeep;             /* events; events pass 2 stores */
    const char *name, *display;
    bool split, skip;              /* chunks for threads; Python left out */
    chunk *chunks;                 /* where every g_chunk-th event starts */
    size_t nchunks, capchunks;
    struct xt_line_mark *marks;    /* every MARK_EVERY-th event, for windows */
    size_t nmarks, capmarks;
    uint8_t *pybits;               /* events left out of the model */
    size_t cappy;
    /* leaf events left out (see LEAF_MAX): until the line shows otherwise */
    bool drop, launch_seen, no_launches, seen_kept, need_corr;
    uint8_t *dropbits, *lbits;     /* left-out leaves; of them, launches */
    size_t capdrop, caplb, ndrop, nlaunch, npend;
    size_t maxgap;                 /* the most launches between kept events */
    leaf pend[LEAF_DEPTH];         /* undecided leaves, innermost last */
    int64_t prev_off;
    bool unordered;                /* a kept event starts before the one before
                                      it: the line is not in start order */
    size_t bitbase;                /* the event of dropbits' and lbits' bit 0 (a
                                      multiple of 8; 0 but in pass 1's workers) */
} pass1;

static void pass1_free(pass1 *p)
{
    free(p->chunks);
    free(p->marks);
    free(p->pybits);
    free(p->dropbits);
    free(p->lbits);
    memset(p, 0, sizeof *p);
}

/* The innermost undecided event is a leaf: leave it out. */
static void leaf_settle(pass1 *p)
{
    leaf *lf = &p->pend[--p->npend];
    uint8_t *bits = lf->launch ? p->lbits : p->dropbits;
    size_t i = lf->i - p->bitbase;
    bits[i / 8] |= (uint8_t)(1u << (i % 8));
    p->ndrop++;
    p->nlaunch += lf->launch;
}

/* Pass 1's leaf bookkeeping for a kept event at off..off+dur. */
static void pass1_leaf(dec *d, pass1 *p, const xt_field *f, size_t ix,
                       int64_t off, int64_t dur, bool has_stats)
{
    /* undecided leaves that do not enclose this event are leaves (the
     * innermost first: once it is out, the next one's successor is this
     * event) */
    while (p->npend && !(p->pend[p->npend - 1].dur > 0 &&
                         xt_sat_add(off, dur) <= xt_sat_add(p->pend[p->npend - 1].off,
                                                            p->pend[p->npend - 1].dur)))
        leaf_settle(p);
    int kind = p->seen_kept && ix != SIZE_MAX ? d->pd->evplain[ix] : 0;
    bool cnp = false;
    if (kind == 2 && !p->launch_seen) {
        /* the line's first launch stands for the others (pass 2 checks
         * each: see d->retry) */
        p->launch_seen = true;
        p->no_launches = !launch_stats_ok(d, f, &cnp);
    }
    bool cand = (kind == 1 && !has_stats) ||
                (kind == 2 && dur >= 0 && dur <= UINT32_MAX && !p->no_launches);
    if (!cand || p->npend == LEAF_DEPTH)
        p->npend = 0; /* kept: the ones around it stay too */
    if (cand && p->npend < LEAF_DEPTH)
        p->pend[p->npend++] = (leaf){ p->nev, off, dur, kind == 2 };
    p->need_corr |= cand && cnp;
}

/* Pass 1 for one event of a line whose Python events stay out. */
static void pass1_skip_event(dec *d, pass1 *p, const xt_field *f)
{
    int64_t meta, off, dur = 0;
    bool has_stats = true, cut;
    size_t nev = p->nev;
    if (!p->drop) {
        peek_event(f, &meta, &off);
    } else if (!peek_event_full(f, &meta, &off, &dur, &has_stats, &cut)) {
        p->drop = false; /* repeated fields: pass 2 may read others */
        peek_event(f, &meta, &off);
    } else if (cut && peek_past_stats(d, f, &meta, &off)) {
        p->drop = false;
    } else if (off > LEAF_MAX || dur < 0 || dur > LEAF_MAX) {
        p->drop = false;
    }
    if (nev % MARK_EVERY == 0) {
        struct xt_line_mark m = { d->base + f->offset, off };
        XT_PUSH(p->marks, p->nmarks, p->capmarks, m);
    }
    if (nev % 8 == 0) {
        xt_grow((void **)&p->pybits, &p->cappy, nev / 8 + 1, 1);
        p->pybits[nev / 8] = 0;
        if (p->drop) {
            xt_grow((void **)&p->dropbits, &p->capdrop, nev / 8 + 1, 1);
            xt_grow((void **)&p->lbits, &p->caplb, nev / 8 + 1, 1);
            p->dropbits[nev / 8] = p->lbits[nev / 8] = 0;
        }
    }
    size_t ix = meta_index(d, meta);
    if (is_python(d, ix)) {
        p->pybits[nev / 8] |= (uint8_t)(1u << (nev % 8));
        return;
    }
    p->nkeep++;
    if (off < p->prev_off)
        p->drop = false, p->unordered = true; /* not in start order */
    p->prev_off = off;
    if (p->drop)
        pass1_leaf(d, p, f, ix, off, dur, has_stats);
    p->seen_kept = true;
}

/* A line's header field f (id, timestamp, names) into out and p; false
 * for any other field. */
static bool line_header(dec *d, const xt_field *f, xt_line *out, pass1 *p)
{
    switch (f->num) {
    case LINE_ID: out->id = (int64_t)f->u; return true;
    case LINE_TS: out->timestamp_ns = (int64_t)f->u; return true;
    case LINE_NAME: if (f->type == 2) p->name = str_of(d, f); return true;
    case LINE_DISPLAY_NAME: if (f->type == 2) p->display = str_of(d, f); return true;
    default: return false;
    }
}

/* Pass 1: header fields, event counts, chunk and window marks. */
static int pass1_walk_serial(dec *d, const range *lr, xt_line *out, pass1 *p)
{
    xt_wire w = xt_wire_at(d->base, lr->p, lr->len);
    xt_field f;
    int r;
    const uint8_t *mark = lr->p;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        __builtin_prefetch(w.p + 1024);
        drop_behind(d, &mark, w.p);
        if (line_header(d, &f, out, p))
            continue;
        switch (f.num) {
        case LINE_EVENTS:
            if (f.type != 2)
                break;
            if (p->split && p->nev % g_chunk == 0) {
                chunk c = { d->base + f.offset, p->nkeep, 0 };
                XT_PUSH(p->chunks, p->nchunks, p->capchunks, c);
            }
            if (p->skip)
                pass1_skip_event(d, p, &f);
            else
                p->nkeep++;
            p->nev++;
            break;
        default: break;
        }
    }
    return r == XT_WIRE_ERR ? corrupt_w(d, &w, "line") : XT_OK;
}

/* ---- pass 1 of a big host line on several threads ------------------------------------------
 *
 * The serial pass reads each event's metadata id, offset and duration:
 * a third of a load on a host line of 23 million events.  Here one
 * thread hops over the line's fields (tags and lengths only) to count the
 * events and note where every P1_STEP-th starts; then each worker takes a
 * run of them and does for its own events what the serial pass does at
 * one position (the Python bit, the window mark, the chunk's count, the
 * checks that keep leaves in), the same bits in the same places.
 *
 * The leaves need the events before: whether one is left out is decided
 * by the next kept event, up to LEAF_DEPTH of them nested.  After a kept
 * event that is no leaf candidate, the serial pass has no undecided leaf
 * (it empties its stack there), so a worker starts its leaves at the
 * first such event of its run (its safe point), with an empty stack as
 * the serial pass had, and the worker before it carries its own leaves on
 * up to that event.  A line where that cannot be shown equal (the first
 * launch's verdict not the same in every worker, no kept event before a
 * worker's run) is walked again the serial way. */
enum { P1_STEP = 8192 };      /* events between the hop's notes (a multiple of 8) */

/* The hop's step, and the smallest line worth the threads: smaller when
 * the tests shrink the chunks (xt_decode_set_parallel), so that small
 * lines take this way too. */
static size_t p1_step(void)
{
    return g_chunk >= P1_STEP ? P1_STEP : (g_chunk + 7) / 8 * 8;
}

static size_t p1_min_bytes(void)
{
    return g_chunk >= P1_STEP ? (size_t)2 << 20 : 0;
}

/* A run as the carry-over sees it (read-only while the workers run). */
typedef struct p1run {
    size_t e0, e1;
    const uint8_t *p0;
    bool transparent;          /* no kept event: nothing in it moves a leaf */
} p1run;

typedef struct p1w {
    dec *d;
    const p1run *runs;         /* every worker's run; this one's is runs[self] */
    size_t nruns, self;
    pass1 *g;                  /* the line's: bits, marks, chunks (each worker its events') */
    size_t e0, e1;             /* its events (e0 a multiple of 8) */
    const uint8_t *p0, *end;   /* where event e0's field starts; the line's end */
    bool drop;                 /* leaves may go (as pass1.drop) */
    bool unordered;            /* as pass1.unordered, within the run */
    /* its events */
    size_t nkeep;
    bool any_kept;
    int64_t first_off, last_off;
    size_t pos_ix;             /* the next event its position pass does */
    const uint8_t *pos_p;
    /* the safe point (workers after the first) */
    bool has_safe;
    size_t safe_ix;
    const uint8_t *safe_p;
    /* the first launch it saw, in any pass: the verdict every launch takes */
    bool saw_launch, no_launches;
    /* leaves, from its safe point to the next worker's */
    pass1 lf;
    bool lf_verdict_here;      /* its leaf pass decided the first launch's verdict */
    bool mismatch;             /* two launches, two verdicts: the serial pass decides */
    size_t stop_ix;            /* the next worker's safe point, or the line's end */
    const uint8_t *stop_p;
} p1w;

typedef struct p1ev {
    size_t ix;                 /* metadata index */
    int64_t off, dur;
    bool stats, py;
} p1ev;

/* What the serial pass reads of event i (field f), with its checks: the
 * full peek while leaves may go, else the plain one, as the serial pass
 * does.  Position work (bits, marks, chunk counts) when `own`. */
static void p1_event(p1w *w, const xt_field *f, size_t i, bool own, p1ev *e)
{
    dec *d = w->d;
    pass1 *g = w->g;
    int64_t meta;
    bool cut;
    e->dur = 0;
    e->stats = true;
    if (!w->drop) {
        peek_event(f, &meta, &e->off);
    } else if (!peek_event_full(f, &meta, &e->off, &e->dur, &e->stats, &cut)) {
        w->drop = false;
        peek_event(f, &meta, &e->off);
    } else if (cut && peek_past_stats(d, f, &meta, &e->off)) {
        w->drop = false;
    } else if (e->off > LEAF_MAX || e->dur < 0 || e->dur > LEAF_MAX) {
        w->drop = false;
    }
    e->ix = meta_index(d, meta);
    e->py = is_python(d, e->ix);
    if (!own)
        return;
    if (i % MARK_EVERY == 0)
        g->marks[i / MARK_EVERY] = (struct xt_line_mark){ d->base + f->offset, e->off };
    if (g->split && i % g_chunk == 0)
        g->chunks[i / g_chunk].kept_before = w->nkeep; /* the run's; the runs before added later */
    if (e->py) {
        g->pybits[i / 8] |= (uint8_t)(1u << (i % 8));
        return;
    }
    w->nkeep++;
    if (w->any_kept && e->off < w->last_off)
        w->drop = false, w->unordered = true; /* not in start order */
    if (!w->any_kept)
        w->first_off = e->off;
    w->any_kept = true;
    w->last_off = e->off;
}

/* Is a kept event a leaf candidate (pass1_leaf's test, after the line's
 * first kept event)?  Decides the run's first launch's verdict. */
static bool p1_candidate(p1w *w, const xt_field *f, const p1ev *e)
{
    int kind = e->ix != SIZE_MAX ? w->d->pd->evplain[e->ix] : 0;
    if (kind == 2 && !w->saw_launch) {
        bool cnp;
        w->saw_launch = true;
        w->no_launches = !launch_stats_ok(w->d, f, &cnp);
    }
    return (kind == 1 && !e->stats) ||
           (kind == 2 && e->dur >= 0 && e->dur <= UINT32_MAX && !w->no_launches);
}

/* Phase 1: the position pass over the run up to its safe point (included). */
static void p1_find_safe_on(p1w *w);
static void *p1_find_safe(void *arg)
{
    /* on a copy: the workers' records lie side by side, and a field
     * written at every event would share a cache line with the next
     * worker's */
    p1w w = *(p1w *)arg;
    p1_find_safe_on(&w);
    *(p1w *)arg = w;
    return NULL;
}

static void p1_find_safe_on(p1w *w)
{
    xt_wire r = xt_wire_at(w->d->base, w->p0, (size_t)(w->end - w->p0));
    xt_field f;
    size_t i = w->e0;
    const uint8_t *mark = w->p0;
    while (i < w->e1 && wnext(&r, &f) == XT_WIRE_FIELD) {
        if (f.num != LINE_EVENTS || f.type != 2)
            continue;
        drop_behind(w->d, &mark, r.p);
        p1ev e;
        p1_event(w, &f, i, true, &e);
        i++;
        if (w->drop && !e.py && !p1_candidate(w, &f, &e)) {
            w->has_safe = true;
            w->safe_ix = i - 1;
            w->safe_p = w->d->base + f.offset;
            break;
        }
    }
    w->pos_ix = i;
    w->pos_p = r.p;
}

/* Phase 2: the rest of the run's position pass, and the leaves from the
 * safe point (the first worker: the line's start) to the next worker's. */
static void p1_finish_on(p1w *w);
static void *p1_finish(void *arg)
{
    p1w w = *(p1w *)arg; /* on a copy, as p1_find_safe */
    p1_finish_on(&w);
    *(p1w *)arg = w;
    return NULL;
}

/* The same two on a thread of their own: guarded (worker_guard); a file
 * cut under them reads as zeros, and the load's end reports the change. */
static void *p1_find_safe_thread(void *arg)
{
    const dec *d = ((p1w *)arg)->d;
    worker_guard(d);
    p1_find_safe(arg);
    worker_unguard(d);
    return NULL;
}

static void *p1_finish_thread(void *arg)
{
    const dec *d = ((p1w *)arg)->d;
    worker_guard(d);
    p1_finish(arg);
    worker_unguard(d);
    return NULL;
}

static void p1_finish_on(p1w *w)
{
    pass1 *lf = &w->lf;
    bool first = w->e0 == 0;
    const uint8_t *from = first ? w->p0 : w->has_safe ? w->safe_p : w->pos_p;
    size_t i = first ? 0 : w->has_safe ? w->safe_ix : w->pos_ix;
    bool leaves = w->drop && (first || w->has_safe);
    lf->seen_kept = !first;
    lf->launch_seen = w->saw_launch; /* a verdict from phase 1 stands */
    lf->no_launches = w->no_launches;
    xt_wire r = xt_wire_at(w->d->base, from, (size_t)(w->end - from));
    xt_field f;
    const uint8_t *mark = from;
    size_t nx = w->self + 1; /* the next run the carry-over may reach */
    /* up to the next worker's safe point, that one included */
    for (;;) {
        /* a later run without a kept event (Python frames only) changes no
         * leaf: the carry-over steps over it whole */
        while (leaves && i >= w->e1 && nx < w->nruns) {
            if (w->runs[nx].e0 < i) {
                nx++;
                continue;
            }
            if (w->runs[nx].e0 != i || !w->runs[nx].transparent || i >= w->stop_ix)
                break;
            i = w->runs[nx].e1;
            const uint8_t *to = nx + 1 < w->nruns ? w->runs[nx + 1].p0 : w->end;
            r = xt_wire_at(w->d->base, to, (size_t)(w->end - to));
            nx++;
        }
        if (!(i < w->e1 || (leaves && i <= w->stop_ix)) || wnext(&r, &f) != XT_WIRE_FIELD)
            break;
        __builtin_prefetch(r.p + 1024); /* the walk waits on memory, not on work */
        if (f.num != LINE_EVENTS || f.type != 2)
            continue;
        bool own = i >= w->pos_ix && i < w->e1;
        if (own)
            drop_behind(w->d, &mark, r.p);
        p1ev e;
        p1_event(w, &f, i, own, &e);
        if (own) {
            w->pos_ix = i + 1;
        }
        if (leaves && i >= w->stop_ix) {
            /* the next worker's safe point: the leaves it ends (a kept
             * event that is no candidate keeps the rest) */
            while (lf->npend && !(lf->pend[lf->npend - 1].dur > 0 &&
                                  xt_sat_add(e.off, e.dur) <=
                                      xt_sat_add(lf->pend[lf->npend - 1].off,
                                                 lf->pend[lf->npend - 1].dur)))
                leaf_settle(lf);
            lf->npend = 0;
            leaves = false;
        } else if (leaves && !e.py) {
            if (!w->drop) {
                leaves = false; /* the line keeps its leaves: nothing more to decide */
            } else {
                bool seen = lf->launch_seen;
                lf->nev = i;
                pass1_leaf(w->d, lf, &f, e.ix, e.off, e.dur, e.stats);
                if (!seen && lf->launch_seen) {
                    w->lf_verdict_here = true;
                    if (!w->saw_launch) {
                        w->saw_launch = true;
                        w->no_launches = lf->no_launches;
                    } else if (w->no_launches != lf->no_launches) {
                        w->mismatch = true;
                    }
                }
                lf->seen_kept = true;
            }
        }
        i++;
    }
}

/* ---- the hop's second half --------------------------------------------------
 *
 * The hop is one chain (each field's length says where the next begins),
 * so one thread walks it: 0.3 s of a 1 GiB line, with the other core
 * idle.  A second thread finds, from the line's middle, a byte where an
 * event field seems to begin (HS_CHAIN fields in a row that read as
 * events), and hops from there to the end while the first hops from the
 * start.  The guess is checked, not trusted: the first thread must land
 * on that very byte (a chain from a true field start is the line's own
 * from there on); if it steps over it, or the second met anything but
 * event fields, the first goes on alone as before.  The second notes
 * every HS_EVERY-th event's start from its own first; once the first
 * thread has counted the events before it, the chunks' and steps' starts
 * in the second half are found from the nearest note. */
enum { HS_CHAIN = 64, HS_EVERY = 64, HS_SCAN = 256 << 10 };
enum { EV_FIELD_TAG = (LINE_EVENTS << 3) | 2 };
_Static_assert(EV_FIELD_TAG < 0x80, "one-byte tag");

typedef struct hop2 {
    dec *d;
    const uint8_t *from, *end; /* where to look for a start; the line's end */
    const uint8_t *q;          /* the start it hopped from (NULL: none found) */
    const uint8_t **at;        /* every HS_EVERY-th event's start, from q */
    size_t nat, capat, nev;
    bool ok;                   /* event fields only, to the end */
    bool bad;                  /* a field that does not read: w says where */
    xt_wire w;
} hop2;

/* Where the event field at q ends, read the hop's fast way (a one- or
 * two-byte length inside the range), or NULL for anything else. */
static inline const uint8_t *hop_fast(const uint8_t *q, const uint8_t *end)
{
    if (end - q < 3 || q[0] != EV_FIELD_TAG)
        return NULL;
    size_t len, hl;
    if (q[1] < 0x80) {
        len = q[1];
        hl = 2;
    } else if (q[2] < 0x80) {
        len = (size_t)(q[1] & 0x7f) | (size_t)q[2] << 7;
        hl = 3;
    } else {
        return NULL;
    }
    return len <= (size_t)(end - q) - hl ? q + hl + len : NULL;
}

/* One event field at w (true), or anything else (false; *r: what wnext
 * said). */
static inline bool hop_event(xt_wire *w, int *r)
{
    const uint8_t *next = hop_fast(w->p, w->end);
    if (next) {
        w->p = next;
        *r = XT_WIRE_FIELD;
        return true;
    }
    xt_field f;
    *r = wnext(w, &f);
    return *r == XT_WIRE_FIELD && f.num == LINE_EVENTS && f.type == 2;
}

/* Where an event field seems to start, from a candidate byte p: after
 * HS_CHAIN fields in a row that read as events (their fields read to
 * their ends), NULL if they do not.  Not p itself: an event's stats have
 * the events' tag too (field 4, length-delimited), and a chain begun at a
 * stat leaves its event after the last stat, onto the line's own. */
static const uint8_t *seems_event_start(const uint8_t *base, const uint8_t *p, const uint8_t *end)
{
    xt_wire w = xt_wire_at(base, p, (size_t)(end - p));
    for (int k = 0; k < HS_CHAIN; k++) {
        xt_field f, g;
        if (w.p >= end)
            return NULL; /* too near the end to tell: the first thread walks it */
        if (wnext(&w, &f) != XT_WIRE_FIELD || f.num != LINE_EVENTS || f.type != 2)
            return NULL;
        xt_wire e = xt_wire_at(base, f.data, f.len);
        int r;
        while ((r = wnext(&e, &g)) == XT_WIRE_FIELD)
            if (g.num > 16) /* XEvent's fields are 1-6 */
                return NULL;
        if (r != XT_WIRE_END)
            return NULL;
    }
    return w.p < end ? w.p : NULL;
}

static void *hop2_main(void *arg)
{
    hop2 *h = arg;
    dec *d = h->d;
    worker_guard(d);
    const uint8_t *lim = h->end - h->from > HS_SCAN ? h->from + HS_SCAN : h->end;
    for (const uint8_t *p = h->from; p < lim && !h->q; p++)
        if (*p == EV_FIELD_TAG)
            h->q = seems_event_start(d->base, p, h->end);
    if (h->q) {
        h->w = xt_wire_at(d->base, h->q, (size_t)(h->end - h->q));
        const uint8_t *mark = h->q;
        int r = XT_WIRE_END;
        h->ok = true;
        while (h->w.p < h->end) {
            __builtin_prefetch(h->w.p + 1024);
            if (h->nev % HS_EVERY == 0)
                XT_PUSH(h->at, h->nat, h->capat, h->w.p);
            if (!hop_event(&h->w, &r)) {
                h->ok = false;
                h->bad = r == XT_WIRE_ERR;
                break;
            }
            h->nev++;
            if (h->w.p - mark >= (512 << 10))
                drop_behind_counted(d, &mark, h->w.p, false);
        }
    }
    if (worker_unguard(d)) /* the file changed under it: the first thread goes on alone */
        h->ok = h->bad = false;
    return NULL;
}

/* The start of the second half's event i (from h->q). */
static const uint8_t *hop2_start(const hop2 *h, size_t i)
{
    xt_wire w = xt_wire_at(h->d->base, h->at[i / HS_EVERY], (size_t)(h->end - h->at[i / HS_EVERY]));
    int r;
    for (size_t k = 0; k < i % HS_EVERY; k++)
        (void)hop_event(&w, &r); /* walked once already: event fields */
    return w.p;
}

static bool g_hop_split_off;
static atomic_size_t g_hops_split;

void xt_decode_set_hop_split(bool on)
{
    g_hop_split_off = !on;
}

size_t xt_decode_hops_split(void)
{
    return atomic_load(&g_hops_split);
}

/* Pass 1 on nt workers; false when the line is better walked the serial
 * way (p is then as it was: empty). */
static bool pass1_parallel(dec *d, const range *lr, xt_line *out, pass1 *p, int *rc)
{
    *rc = XT_OK;
    size_t nt = (size_t)decode_threads(), pstep = p1_step();
    /* the hop: header fields, the events' count and every pstep-th start.
     * An event field with a one- or two-byte length is stepped over
     * without the general field reader (a third of the time it took) */
    xt_wire w = xt_wire_at(d->base, lr->p, lr->len);
    xt_field f;
    int r = XT_WIRE_END;
    size_t nev = 0;
    const uint8_t **step = NULL, *mark = lr->p, *end = lr->p + lr->len;
    size_t nstep = 0, capstep = 0;
    /* the second half on a thread of its own (a big line, or any when the
     * tests shrink the chunks) */
    hop2 h2 = { .d = d, .from = lr->p + lr->len / 2, .end = end };
    pthread_t h2t;
    enum { H2_OFF, H2_RUNNING, H2_LANDING } h2on = H2_OFF;
    if (nt >= 2 && !g_hop_split_off && (lr->len >= ((size_t)4 << 20) || g_chunk < P1_STEP) &&
        pthread_create(&h2t, NULL, hop2_main, &h2) == 0)
        h2on = H2_RUNNING;
    for (;;) {
        const uint8_t *q = w.p, *at;
        if (h2on == H2_RUNNING && q >= h2.from) {
            /* the middle: the second half's start is known now, if any */
            pthread_join(h2t, NULL);
            h2on = h2.q && (h2.ok || h2.bad) ? H2_LANDING : H2_OFF;
        }
        if (h2on == H2_LANDING && q >= h2.q) {
            h2on = H2_OFF; /* stepped over it: on alone */
            if (q == h2.q) {
                /* landed on it: the second half's events are the line's */
                for (size_t c = (nev + g_chunk - 1) / g_chunk * g_chunk; p->split && c < nev + h2.nev;
                     c += g_chunk) {
                    chunk ck = { hop2_start(&h2, c - nev), 0, 0 };
                    XT_PUSH(p->chunks, p->nchunks, p->capchunks, ck);
                }
                for (size_t c = (nev + pstep - 1) / pstep * pstep; c < nev + h2.nev; c += pstep)
                    XT_PUSH(step, nstep, capstep, hop2_start(&h2, c - nev));
                nev += h2.nev;
                w = h2.w;
                atomic_fetch_add(&g_hops_split, 1);
                r = h2.bad ? XT_WIRE_ERR : XT_WIRE_END;
                break;
            }
        }
        __builtin_prefetch(q + 1024);
        const uint8_t *next = hop_fast(q, end);
        if (next) {
            w.p = next;
            at = q;
            /* the workers walk these bytes again: they count them */
            if (w.p - mark >= (512 << 10))
                drop_behind_counted(d, &mark, w.p, false);
        } else {
            if ((r = wnext(&w, &f)) != XT_WIRE_FIELD)
                break;
            drop_behind_counted(d, &mark, w.p, false);
            if (line_header(d, &f, out, p) || f.num != LINE_EVENTS || f.type != 2)
                continue;
            at = d->base + f.offset;
        }
        if (p->split && nev % g_chunk == 0) {
            chunk c = { at, 0, 0 };
            XT_PUSH(p->chunks, p->nchunks, p->capchunks, c);
        }
        if (nev % pstep == 0)
            XT_PUSH(step, nstep, capstep, at);
        nev++;
    }
    if (h2on == H2_RUNNING)
        pthread_join(h2t, NULL); /* the line ended (or failed) before the middle */
    free(h2.at);
    if (r == XT_WIRE_ERR) {
        free(step);
        *rc = corrupt_w(d, &w, "line");
        return true;
    }
    if (nt > nstep)
        nt = nstep;
    if (nt < 2) {
        free(step);
        free(p->chunks);
        p->chunks = NULL;
        p->nchunks = p->capchunks = 0;
        return false;
    }
    p->nev = nev;
    p->pybits = xt_xcalloc(nev / 8 + 1, 1);
    p->cappy = nev / 8 + 1;
    p->nmarks = (nev + MARK_EVERY - 1) / MARK_EVERY;
    p->marks = xt_xmalloc((p->nmarks ? p->nmarks : 1) * sizeof *p->marks);
    p1w *ws = xt_xcalloc(nt, sizeof *ws);
    for (size_t t = 0; t < nt; t++) {
        size_t s0 = t * nstep / nt, s1 = (t + 1) * nstep / nt;
        ws[t] = (p1w){ .d = d, .g = p, .e0 = s0 * pstep, .e1 = s1 < nstep ? s1 * pstep : nev,
                       .p0 = step[s0], .end = lr->p + lr->len, .drop = p->drop };
        ws[t].pos_ix = ws[t].e0;
        ws[t].pos_p = ws[t].p0;
    }
    free(step);
    pthread_t *tids = xt_xcalloc(nt, sizeof *tids);
    bool *started = xt_xcalloc(nt, sizeof *started);
    /* phase 1: every worker but the first finds its safe point (none
     * needed when the line keeps its leaves) */
    for (size_t t = 1; p->drop && t < nt; t++)
        started[t] = t > 1 && pthread_create(&tids[t], NULL, p1_find_safe_thread, &ws[t]) == 0;
    for (size_t t = 1; p->drop && t < nt; t++) {
        if (started[t])
            pthread_join(tids[t], NULL);
        else
            p1_find_safe(&ws[t]);
    }
    /* the runs as the carry-over sees them */
    p1run *runs = xt_xcalloc(nt, sizeof *runs);
    for (size_t t = 0; t < nt; t++) {
        runs[t] = (p1run){ ws[t].e0, ws[t].e1, ws[t].p0,
                           t > 0 && p->drop && !ws[t].has_safe && ws[t].nkeep == 0 &&
                               ws[t].pos_ix == ws[t].e1 };
        ws[t].runs = runs;
        ws[t].nruns = nt;
        ws[t].self = t;
    }
    /* each worker's leaves end at the next safe point */
    for (size_t t = 0; t < nt; t++) {
        ws[t].stop_ix = nev;
        ws[t].stop_p = ws[t].end;
        for (size_t u = t + 1; u < nt; u++)
            if (ws[u].has_safe) {
                ws[t].stop_ix = ws[u].safe_ix;
                ws[t].stop_p = ws[u].safe_p;
                break;
            }
        size_t from = ws[t].e0 == 0 ? 0 : ws[t].has_safe ? ws[t].safe_ix : ws[t].e1;
        ws[t].lf.bitbase = from & ~(size_t)7;
        size_t nb = (ws[t].stop_ix - ws[t].lf.bitbase) / 8 + 1;
        if (p->drop && (ws[t].e0 == 0 || ws[t].has_safe)) {
            ws[t].lf.dropbits = xt_xcalloc(nb, 1);
            ws[t].lf.lbits = xt_xcalloc(nb, 1);
        }
    }
    /* phase 2 */
    for (size_t t = 1; t < nt; t++)
        started[t] = pthread_create(&tids[t], NULL, p1_finish_thread, &ws[t]) == 0;
    p1_finish(&ws[0]);
    for (size_t t = 1; t < nt; t++) {
        if (started[t])
            pthread_join(tids[t], NULL);
        else
            p1_finish(&ws[t]);
    }
    free(tids);
    free(started);
    free(runs);
    bool drop = p->drop, same = true, verdict_set = false, verdict = false;
    size_t kept = 0;
    int64_t last = 0;
    bool any = false;
    for (size_t t = 0; t < nt; t++) {
        p1w *x = &ws[t];
        drop &= x->drop;
        if (x->any_kept && any && x->first_off < last)
            drop = false, p->unordered = true; /* not in start order across the runs */
        p->unordered |= x->unordered;
        if (t > 0 && x->any_kept && !kept)
            same = false; /* no kept event before the run: its first is no candidate */
        same &= !x->mismatch;
        if (x->saw_launch) {
            if (verdict_set && verdict != x->no_launches)
                same = false;
            verdict_set = true;
            verdict = x->no_launches;
        }
        for (size_t c = x->e0 / g_chunk + (x->e0 % g_chunk != 0); p->split && c < p->nchunks &&
                                                                    c * g_chunk < x->e1; c++)
            p->chunks[c].kept_before += kept;
        kept += x->nkeep;
        if (x->any_kept) {
            last = x->last_off;
            any = true;
        }
    }
    if (!same && drop) {
        for (size_t t = 0; t < nt; t++) {
            free(ws[t].lf.dropbits);
            free(ws[t].lf.lbits);
        }
        free(ws);
        pass1_free(p);
        p->drop = true;
        p->prev_off = INT64_MIN;
        p->split = true;
        p->skip = true;
        return false;
    }
    p->nkeep = kept;
    p->drop = drop;
    if (drop) {
        p->dropbits = xt_xcalloc(nev / 8 + 1, 1);
        p->lbits = xt_xcalloc(nev / 8 + 1, 1);
        p->capdrop = p->caplb = nev / 8 + 1;
        bool corr_set = false;
        for (size_t t = 0; t < nt; t++) {
            pass1 *lf = &ws[t].lf;
            if (!lf->dropbits)
                continue;
            size_t nb = (ws[t].stop_ix - lf->bitbase) / 8 + 1, b0 = lf->bitbase / 8;
            for (size_t b = 0; b < nb && b0 + b < nev / 8 + 1; b++) {
                p->dropbits[b0 + b] |= lf->dropbits[b];
                p->lbits[b0 + b] |= lf->lbits[b];
            }
            p->ndrop += lf->ndrop;
            p->nlaunch += lf->nlaunch;
            if (ws[t].lf_verdict_here && !corr_set) {
                p->need_corr = lf->need_corr; /* the line's first launch decided it */
                corr_set = true;
            }
        }
        /* the leaves still undecided at the line's end */
        for (size_t t = nt; t-- > 0;)
            if (ws[t].lf.dropbits) {
                p->npend = ws[t].lf.npend;
                memcpy(p->pend, ws[t].lf.pend, sizeof p->pend);
                break;
            }
    }
    for (size_t t = 0; t < nt; t++) {
        free(ws[t].lf.dropbits);
        free(ws[t].lf.lbits);
    }
    free(ws);
    return true;
}

/* Pass 1 of a line: on several threads for a big host line whose Python
 * events stay out, else in one walk. */
static int pass1_walk(dec *d, const range *lr, xt_line *out, pass1 *p)
{
    if (p->skip && p->split && lr->len >= p1_min_bytes()) {
        int rc;
        if (pass1_parallel(d, lr, out, p, &rc))
            return rc;
    }
    return pass1_walk_serial(d, lr, out, p);
}

/* After pass 1: leave the leaves out if the whole line allowed it (the
 * chunk marks counted them as kept).  Returns whether the line keeps
 * launch records (p->nlaunch of them: room is made by leaves_room once
 * the memory check has passed them). */
static bool pass1_leaves(dec *d, pass1 *p, int64_t base)
{
    while (p->drop && p->npend) /* nothing after them: leaves */
        leaf_settle(p);
    if (!(p->drop && p->ndrop && base <= LEAF_MAX && base >= -LEAF_MAX &&
          p->nkeep - p->ndrop < UINT32_MAX && p->nlaunch < UINT32_MAX))
        return false;
    for (size_t i = 0; i < (p->nev + 7) / 8; i++)
        p->pybits[i] |= p->dropbits[i];
    p->nkeep -= p->ndrop;
    size_t kept = 0, nl = 0, ix = 0, gap = 0;
    p->maxgap = 0;
    for (size_t c = 0; c <= p->nchunks; c++) {
        /* the chunks' starts, then the rest of the line (the longest gap
         * of launches between kept events: gap_add's buffer holds it) */
        for (size_t to = c < p->nchunks ? c * g_chunk : p->nev; ix < to; ix++) {
            bool l1 = p->lbits[ix >> 3] >> (ix & 7) & 1;
            bool k1 = !l1 && !(p->pybits[ix >> 3] >> (ix & 7) & 1);
            nl += l1;
            kept += k1;
            gap = l1 ? gap + 1 : k1 ? 0 : gap;
            if (gap > p->maxgap)
                p->maxgap = gap;
        }
        if (c == p->nchunks)
            break;
        p->chunks[c].kept_before = kept;
        p->chunks[c].launches_before = nl;
    }
    d->leaves = true;
    return p->nlaunch != 0;
}

/* The memory of the launch records pass1_leaves kept: each, its
 * correlation id, and for each kept event the launches before it. */
static uint64_t leaves_need(const pass1 *p)
{
    /* and the buffer of the longest gap past its first 256 (as gap_add
     * grows it), counted here whatever the threads: charged as it grew,
     * its peak hung on how the line split (1 and 2 threads disagreed: an
     * attacker's review) */
    uint64_t gapbuf = 0;
    if (p->maxgap > 256) {
        uint64_t cap = 256;
        while (cap < p->maxgap)
            cap *= 2;
        gapbuf = cap * (sizeof(xt_launch) + sizeof(uint32_t));
    }
    return (uint64_t)p->nlaunch * (sizeof(xt_launch) + (p->need_corr ? sizeof(uint32_t) : 0)) +
           ((uint64_t)p->nkeep + 1) * sizeof(uint32_t) + gapbuf;
}

static void leaves_room(dec *d, const pass1 *p, xt_line *out)
{
    out->nlaunches = p->nlaunch;
    out->launches = xt_arena_alloc(d->ev_arena, p->nlaunch * sizeof *out->launches);
    out->launch_at = xt_arena_alloc(d->ev_arena, (p->nkeep + 1) * sizeof *out->launch_at);
    if (p->need_corr)
        out->launch_correlations =
            xt_arena_alloc(d->ev_arena, p->nlaunch * sizeof *out->launch_correlations);
}

/* Pass 2: store the kept events (on several threads for a big line). */
static int pass2_store(dec *d, const range *lr, xt_plane *pl, xt_line *out, pass1 *p,
                       int64_t base)
{
    d->pybits = p->skip && p->nkeep < p->nev ? p->pybits : NULL;
    d->lbits = p->lbits;
    /* the way back to every event's stats (xt_line_window_all): the raw
     * line, two words a line */
    out->raw = lr->p;
    out->rawlen = lr->len;
    d->launches = out->launches;
    d->lcorr = out->launch_correlations;
    d->launch_at = out->launch_at;
    d->maxl = out->nlaunches;
    d->nl = d->kept_base = d->launch_base = 0;
    d->last_info = NULL;
    d->infos = NULL;
    d->ninfos = d->capinfos = 0;
    d->pybase = 0;
    d->npy = d->pyend = p->nev;
    d->charge = true; /* its kept stats: charge_kept */
    out->unordered = p->unordered;
    if (p->skip && p->nkeep < p->nev) {
        /* keep the way back to the Python events: the raw line and marks */
        out->python_skipped = true;
        out->raw = lr->p;
        out->rawlen = lr->len;
        out->nmarks = p->nmarks;
        out->marks = xt_arena_memdup(d->ev_arena, p->marks, p->nmarks * sizeof *p->marks);
        for (size_t i = 0; i < p->nmarks; i++)
            out->marks[i].start_ps = xt_time_clamp(xt_sat_add(out->marks[i].start_ps, base));
    }
    int rc = XT_OK;
    bool serial = p->nchunks < 2;
    if (!serial) {
        if (!d->unknown_meta) {
            d->unknown_meta = xt_arena_alloc(&d->h->arena, sizeof *d->unknown_meta);
            d->unknown_meta->name = xt_intern(&d->h->strings, "");
        }
        uint64_t before = atomic_load(d->line_need);
        rc = decode_events_parallel(d, lr, pl, out, base, p->nkeep, p->chunks, p->nchunks);
        if (!rc)
            pl->nevents += p->nev - p->nkeep;
        else if (rc != KEPT_LATER) {
            /* one thread's answer: every part ran to its end or its own
             * failure, charging as it went, so a corrupt event, a retry
             * and the memory limit came in another order than one thread
             * meets them (1 and 2 threads disagreed: an attacker's
             * review).  The line again, serially; what the parts charged
             * is taken back (it stays in the arena uncounted, at most
             * this line's once) */
            uint64_t spent = atomic_load(d->line_need) - before;
            atomic_fetch_sub(d->line_need, spent);
            __atomic_sub_fetch(&d->h->need_kept, spent, __ATOMIC_RELAXED);
            d->retry = false;
            d->charge_pending = 0;
            out->nevents = 0;
            serial = true;
        }
    }
    if (serial) {
        /* after a failed split, the array its parts wrote: the same size */
        if (!out->events)
            out->events = xt_arena_alloc(d->ev_arena, (p->nkeep ? p->nkeep : 1) * sizeof *out->events);
        gap_init(d);
        rc = decode_events(d, lr->p, lr->p + lr->len, out->events, NULL, p->nkeep, base, out);
        if (!rc)
            pl->nevents += out->nevents + (p->nev - p->nkeep);
        if (!rc && out->launches && d->nruns) {
            out->nlaunch_runs = d->nruns;
            out->launch_runs = xt_arena_memdup(d->ev_arena, d->runs, d->nruns * sizeof *d->runs);
        }
        gap_free(d);
    }
    if (!rc && out->launches) {
        out->nlaunch_infos = d->ninfos;
        out->launch_infos = xt_arena_memdup(d->ev_arena, d->infos,
                                            (d->ninfos ? d->ninfos : 1) * sizeof *d->infos);
    }
    free(d->infos);
    d->infos = NULL;
    d->ninfos = d->capinfos = 0;
    d->launch_at = NULL;
    d->pybits = d->lbits = NULL;
    d->maxl = 0;
    d->leaves = false;
    d->charge = false;
    return rc;
}

/* Decode one line at load into out: pass 1 reads its header and counts its
 * events, pass 2 stores them (or the line stays lazy).  Re-reads later go
 * through visit_from, not here. */

/* An event and its share of the line's tables (44 bytes measured). */
#define KEPT_EACH ((uint64_t)sizeof(xt_event) + 8)

/* The refusal of `total` events (of lines of `seen` bytes), which would
 * need `need` bytes; projected: need stands for the file to its end at
 * the density of those lines, `rest` bytes after them. */
static int refuse_kept(const dec *d, xt_error *err, uint64_t total, uint64_t seen,
                       uint64_t rest, uint64_t need, xt_over over, bool projected)
{
    uint64_t file = (uint64_t)d->h->buf_len;
    char nb[32], fb[32], num[40], all[64] = "";
    approx_bytes(nb, sizeof nb, need);
    approx_bytes(fb, sizeof fb, file);
    with_commas(num, sizeof num, total);
    if (projected) { /* "about 50,000,000 events (5,000,000 read)" */
        char n2[40];
        double e = (double)total + (double)total * ((double)rest / (double)seen);
        snprintf(all, sizeof all, "about %s", with_commas(n2, sizeof n2, e >= 1.8e19 ? SIZE_MAX : (size_t)e));
    }
    return xt_fail(err, XT_EINPUT,
                   "%s: %s events%s%s%s would need about %s of memory to load (%s of capture%s, %s): "
                   "refusing; set XOOMTUI_MAX_MEMORY=<bytes> to allow it",
                   d->h->path, projected ? all : num, projected ? " (" : "", projected ? num : "",
                   projected ? " read so far)" : "", nb, fb, d->h->buf_mapped ? "" : " decoded",
                   over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
                   : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                            : "more than 8 times the capture's bytes: events of a few "
                                              "bytes each");
}

/* The lines of a host in file order, for the memory check: each line's
 * kept events and bytes at its rank (its place in the file among a pool's
 * lines), added to the host's (hd's kept_n, kept_bytes) when every line
 * before it has been (kept_done).  Taken in file order, not as lines
 * finish, the verdict and its message are the same whatever the threads
 * (an attacker's review: biggest line first, two threads accepted a file
 * one thread refused; a total that held lines after it in the file named
 * other counts, or refused for memory where one thread met a corrupt
 * line first). */
typedef struct kept_line {
    uint64_t n, bytes, end;  /* kept events, the line's bytes, its end in the file */
    uint64_t n1;             /* kept events at its first try */
    uint64_t need1, total1;  /* its first try's memory: check_kept's, then with
                                the kept stats charged after (charge_kept) */
    uint64_t need, total;    /* its last try's (a retry's, else the first's) */
} kept_line;

typedef struct kept_order {
    dec *hd;                 /* the host's decoder: kept_n, kept_bytes, kept_need */
    kept_line *slot;         /* by rank */
    uint8_t *set;            /* by rank: 1 decoded, 2 failed after its count */
    uint8_t *later;          /* by rank: left for one thread, in file order */
    size_t n, next;          /* ranks; the first not yet added */
    bool failed, any_later;
    _Atomic bool tripped;    /* the stored total passed the limit */
    pthread_mutex_t lock;
} kept_order;


/* The events the host keeps, n more of them with this line (of `bytes`
 * bytes), within memory (xt_memory_over): a file of empty events (two
 * bytes each, a 97 KB gzip of them 2.3 GB decoded: an attacker's review)
 * is refused before they are stored.  One line at a time (exact_kept),
 * the total is the lines before it in the file and it.  Side by side, it
 * is what the threads stored so far, which may hold lines after it: past
 * the limit the line is left for later (KEPT_LATER), and so is every
 * line after that; kept_done refuses, in file order, at the line where
 * the total of the lines up to it passes.  Events need 8 times their
 * bytes for the ratio (an event of a real capture has an id, an offset
 * and a duration: 6 bytes and more; of 4 bytes, 12 times, they passed
 * 16).  The lines read so far also stand for the rest of the file:
 * kept_done. */
/* `bytes` more for the line: added to the host's and the line's totals.
 * Side by side (not exact_kept), KEPT_LATER once the threads' total has
 * passed the limit, else XT_OK; one line at a time, *all the total it
 * is checked against (the lines before it in the file and it, or the
 * host's) and *over the verdict. */
static int charge_add(dec *d, uint64_t bytes, uint64_t *all, xt_over *over)
{
    *all = __atomic_add_fetch(&d->h->need_kept, bytes, __ATOMIC_RELAXED);
    uint64_t line = atomic_fetch_add(d->line_need, bytes) + bytes;
    uint64_t file = (uint64_t)d->h->buf_len;
    kept_order *ko = d->ko;
    *over = XT_OVER_NONE;
    if (ko && !d->exact_kept) {
        if (atomic_load(&ko->tripped) || mem_over(d, *all, file, 8) != XT_OVER_NONE) {
            atomic_store(&ko->tripped, true);
            return KEPT_LATER;
        }
        return XT_OK;
    }
    if (ko) /* the lines before it in the file, all added */
        *all = ko->hd->kept_need + line;
    *over = mem_over(d, *all, file, 8);
    return XT_OK;
}

static int check_kept(dec *d, size_t n, uint64_t need, size_t bytes)
{
    uint64_t total = __atomic_add_fetch(&d->h->events_kept, (uint64_t)n, __ATOMIC_RELAXED);
    d->kept_added += n;
    d->kept_added_bytes += bytes;
    d->check_need += need;
    uint64_t all;
    xt_over over;
    int rc = charge_add(d, need, &all, &over);
    if (rc || over == XT_OVER_NONE)
        return rc;
    if (d->ko)
        total = d->ko->hd->kept_n + n;
    return refuse_kept(d, d->err, total, 0, 0, all, over, false);
}

/* The refusal of kept stats past the limit (charge_kept). */
static int refuse_stats(const dec *d, xt_error *err, xt_over over)
{
    uint64_t file = (uint64_t)d->h->buf_len;
    char lb[32], fb[32];
    approx_bytes(lb, sizeof lb, xt_memory_limit_in(over, file, 8, d->mem_set ? d->mem : xt_memory_total()));
    approx_bytes(fb, sizeof fb, file);
    return xt_fail(err, XT_EINPUT,
                   "%s: the events kept so far, with their stats and launch infos, would need "
                   "more than %s of memory to load (%s of capture%s, %s): refusing; set "
                   "XOOMTUI_MAX_MEMORY=<bytes> to allow it",
                   d->h->path, lb, fb, d->h->buf_mapped ? "" : " decoded",
                   over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
                   : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                            : "more than 8 times the capture's bytes: stats of a "
                                              "few bytes each");
}

/* More memory for the line being stored (its events' kept stats), as
 * check_kept.  The refusal names the limit: lines split across threads
 * add in any order, so the total at the step that passed it varies (the
 * verdict does not: the total only grows). */
static int charge_kept(dec *d, uint64_t bytes)
{
    uint64_t all;
    xt_over over;
    int rc = charge_add(d, bytes, &all, &over);
    return rc || over == XT_OVER_NONE ? rc : refuse_stats(d, d->err, over);
}

static void kept_order_init(kept_order *ko, dec *hd, size_t n)
{
    memset(ko, 0, sizeof *ko);
    ko->hd = hd;
    ko->n = n;
    ko->slot = xt_xcalloc(n ? n : 1, sizeof *ko->slot);
    ko->set = xt_xcalloc(n ? n : 1, 1);
    ko->later = xt_xcalloc(n ? n : 1, 1);
    atomic_init(&ko->tripped, false);
    pthread_mutex_init(&ko->lock, NULL);
}

static void kept_order_free(kept_order *ko)
{
    free(ko->slot);
    free(ko->set);
    free(ko->later);
    pthread_mutex_destroy(&ko->lock);
}

static void kept_slot(kept_order *ko, const dec *d, const range *lr, size_t rank)
{
    kept_line *k = &ko->slot[rank];
    k->n = d->kept_added;
    k->bytes = d->kept_added_bytes;
    k->end = lr ? (uint64_t)(lr->p + lr->len - ko->hd->h->buf) : 0;
    k->n1 = d->kept_first;
    k->need1 = d->kept_first_need;
    k->total1 = d->kept_first_total;
    k->need = (d->retried ? d->kept_first_total : 0) + d->check_need; /* the first try's held */
    k->total = d->kept_added_need;
}

/* Line `rank` failed (rc) with d its decoder, or was left for later
 * (KEPT_LATER, then true: not a failure). */
static bool kept_failed(kept_order *ko, const dec *d, size_t rank, int rc)
{
    pthread_mutex_lock(&ko->lock);
    if (rc == KEPT_LATER) {
        ko->later[rank] = 1;
        ko->any_later = true;
    } else if (d->kept_added_bytes) { /* counted: the serial order checks it first */
        kept_slot(ko, d, NULL, rank);
        ko->set[rank] = 2;
    }
    pthread_mutex_unlock(&ko->lock);
    return rc == KEPT_LATER;
}

/* Line `rank` is decoded, d its decoder: its counts join the file-order
 * prefix once the lines before it have, and each line that kept events
 * tests the prefix's projection.  A refusal is said in err and is that
 * of the line whose rank goes to *fail_rank. */
/* Whether line k, after the lines before it (hd's kept_n, kept_need),
 * passes the limit where one thread would have refused it: its first
 * try's count, then that try's stats, then its retry's (a retry keeps
 * more: two threads named 550,002 events where one named 400,001, an
 * attacker's review). */
static int kept_line_over(const dec *hd, const dec *d, const kept_line *k, xt_error *err)
{
    uint64_t file = (uint64_t)hd->h->buf_len;
    const uint64_t n[2] = { k->n1, k->n };
    const uint64_t need[2] = { k->need1, k->need }, total[2] = { k->total1, k->total };
    for (int t = 0; t < 2; t++) {
        xt_over o = mem_over(d, hd->kept_need + need[t], file, 8);
        if (o != XT_OVER_NONE)
            return refuse_kept(hd, err, hd->kept_n + n[t], 0, 0, hd->kept_need + need[t], o, false);
        if ((o = mem_over(d, hd->kept_need + total[t], file, 8)) != XT_OVER_NONE)
            return refuse_stats(hd, err, o);
    }
    return XT_OK;
}

/* The bytes after file offset `end` whose lines are kept at load: a
 * device plane's lines stay lazy (their events are not kept), so the
 * density of the lines read so far stands for the host planes' bytes
 * only (a host line before four device planes of lazy kernels, a file
 * that loads in 179 MB, was refused at 200 MB: an attacker's review). */
static uint64_t kept_rest(const dec *hd, uint64_t end)
{
    uint64_t file = (uint64_t)hd->h->buf_len;
    if (!hd->kept_suffix)
        return file - end;
    /* the first plane that ends after `end` */
    size_t lo = 0, hi = hd->nplanes_all;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        uint64_t pend = (uint64_t)(hd->planes[mid].p + hd->planes[mid].len - hd->h->buf);
        if (pend <= end)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo == hd->nplanes_all)
        return 0;
    uint64_t start = (uint64_t)(hd->planes[lo].p - hd->h->buf);
    bool kept = hd->kept_suffix[lo] != hd->kept_suffix[lo + 1];
    if (start >= end || !kept)
        return hd->kept_suffix[lo];
    /* inside it: its lines after `end`, not its tables after them (a
     * writer puts the metadata maps, fields 4 and 5, after the lines: a
     * line's density stood for 36 MB of them, an attacker's review) */
    uint64_t le = hd->lines_end[lo];
    return hd->kept_suffix[lo + 1] + (le > end ? le - end : 0);
}

/* A plane's kept-line bytes and its last line's end (kept_rest); its
 * name is its last name field, as plane_begin takes it (a first name
 * of /host:GPU and a last of /device:GPU:0 had it taken as a host
 * plane's: an attacker's review). */
static void plane_lines_bytes(const dec *d, const range *pl, uint64_t *bytes, uint64_t *lines_end)
{
    xt_wire w = xt_wire_at(pl->p, pl->p, pl->len);
    xt_field f;
    const uint8_t *name = NULL;
    size_t nlen = 0;
    uint64_t sum = 0, le = 0;
    while (wnext(&w, &f) == XT_WIRE_FIELD) {
        if (f.num == PLANE_NAME && f.type == 2) {
            name = f.data;
            nlen = f.len;
        } else if (f.num == PLANE_LINES && f.type == 2) {
            sum += f.len;
            le = (uint64_t)(f.data + f.len - d->h->buf);
        }
    }
    bool device = name && nlen >= 8 && !memcmp(name, "/device:", 8);
    *bytes = device ? 0 : sum;
    *lines_end = le;
}

static int kept_done(kept_order *ko, const dec *d, const range *lr, size_t rank, xt_error *err,
                     size_t *fail_rank)
{
    dec *hd = ko->hd;
    uint64_t file = (uint64_t)hd->h->buf_len;
    int rc = XT_OK;
    pthread_mutex_lock(&ko->lock);
    kept_slot(ko, d, lr, rank);
    ko->set[rank] = 1;
    while (!ko->failed && ko->next < ko->n && ko->set[ko->next] == 1) {
        size_t r = ko->next++;
        const kept_line *k = &ko->slot[r];
        if (!k->bytes)
            continue; /* lazy, or nothing kept: the prefix's projection is no higher */
        if ((rc = kept_line_over(hd, d, k, err))) {
            ko->failed = true;
            *fail_rank = r;
            break;
        }
        hd->kept_n += k->n;
        hd->kept_bytes += k->bytes;
        hd->kept_need += k->total;
        uint64_t need = hd->kept_need, seen = hd->kept_bytes, end = k->end;
        if (need < (64u << 20) || end >= file)
            continue;
        /* the rest at the same density: need + need * rest / seen,
         * without overflow (need < 2^58 here: file bytes are far fewer) */
        uint64_t rest = kept_rest(hd, end);
        if (!rest)
            continue;
        double all = (double)need + (double)need * ((double)rest / (double)seen);
        uint64_t proj = all >= 1.8e19 ? UINT64_MAX : (uint64_t)all;
        xt_over over = mem_over(d, proj, file, 8);
        if (over == XT_OVER_NONE)
            continue;
        ko->failed = true;
        *fail_rank = r;
        rc = refuse_kept(hd, err, hd->kept_n, seen, rest, proj, over, true);
    }
    pthread_mutex_unlock(&ko->lock);
    return rc;
}

/* What a host's planes and lines cost kept, events apart: a plane with
 * its tables (a lazy line keeps them: 1.6 KB measured for a plane of one
 * line), a line (its xt_line and range: 320 bytes measured with the
 * report's row), and an entry of a plane's tables (an event or stat
 * metadata, a plane stat: 115 bytes measured with its index when the
 * keys differ, and up to 16 more of dense index, densify; 2 bytes each
 * in the file, a 78 KB gzip of them took 2.6 GB: an attacker's review).
 * Lower bounds, as check_kept's. */
enum { PLANE_COST = 1024, LINE_COST = 256, TABLE_COST = 128 };

/* Refuses planes, lines and table entries of a few bytes each that would
 * take more than xt_memory_over allows (a 5 MB file of a million named
 * empty lines took 323 MB; gzipped, such a file is a few KB), before they
 * are made.  more_lines, more_tables: those of the plane being read. */
static int check_structure(dec *d, size_t more_lines, size_t more_tables, bool so_far)
{
    uint64_t nlines = (uint64_t)d->nlines + more_lines;
    uint64_t ntables = (uint64_t)d->ntables + more_tables;
    uint64_t need = (uint64_t)d->nplanes * PLANE_COST + nlines * LINE_COST + ntables * TABLE_COST;
    uint64_t file = (uint64_t)d->h->buf_len;
    /* under 64 MiB never: a real host's planes and lines are a few MB,
     * and a low XOOMTUI_MAX_MEMORY is for its events.  Then once per MiB
     * more: the limits are read from the system (a file of a million
     * planes took 2 s more looking at them for each) */
    if (need < (64u << 20) || need < d->struct_next)
        return XT_OK;
    xt_over over = mem_over(d, need, file, 8);
    if (over == XT_OVER_NONE) {
        d->struct_next = need + (1u << 20);
        return XT_OK;
    }
    char nb[32], fb[32], np[40], nl[40], nt[40];
    approx_bytes(nb, sizeof nb, need);
    approx_bytes(fb, sizeof fb, file);
    with_commas(np, sizeof np, d->nplanes);
    with_commas(nl, sizeof nl, (size_t)nlines);
    with_commas(nt, sizeof nt, (size_t)ntables);
    /* "4 planes, 10 lines and 3,000,000 metadata entries (read so far)" */
    char what[192], piece[64];
    snprintf(what, sizeof what, "%s plane%s", np, xt_plural(d->nplanes));
    if (nlines) {
        snprintf(piece, sizeof piece, "%s %s line%s", ntables ? "," : " and", nl,
                 xt_plural((size_t)nlines));
        strncat(what, piece, sizeof what - strlen(what) - 1);
    }
    if (ntables) {
        snprintf(piece, sizeof piece, " and %s metadata entr%s", nt, ntables == 1 ? "y" : "ies");
        strncat(what, piece, sizeof what - strlen(what) - 1);
    }
    return xt_fail(d->err, XT_EINPUT,
                   "%s: %s%s would need about %s of memory to load (%s of capture%s, "
                   "%s): refusing; set XOOMTUI_MAX_MEMORY=<bytes> to allow it",
                   d->h->path, what, so_far && (nlines || ntables) ? " (read so far)" : "", nb, fb,
                   d->h->buf_mapped ? "" : " decoded",
                   over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
                   : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                            : "more than 8 times the capture's bytes: planes, "
                                              "lines and tables of a few bytes each");
}

static int decode_line_once(dec *d, const range *lr, xt_plane *pl, xt_line *out,
                            bool may_defer, bool leaves)
{
    pass1 p = { 0 };
    memset(out, 0, sizeof *out);
    p.split = !d->lock && decode_threads() > 1;
    p.skip = d->skip_py && !may_defer;
    p.drop = leaves && p.skip && d->pd->evplain;
    d->first_try = p.drop; /* pass 1 peeks up to the stats: may read other values */
    p.prev_off = INT64_MIN;
    if (p.skip && !d->unknown_meta) {
        d->unknown_meta = xt_arena_alloc(&d->h->arena, sizeof *d->unknown_meta);
        d->unknown_meta->name = xt_intern(&d->h->strings, "");
    }
    int rc = pass1_walk(d, lr, out, &p);
    if (rc) {
        pass1_free(&p);
        return rc;
    }
    out->name = p.display && *p.display ? p.display
                : p.name ? p.name : intern_n(d, "", 0);
    if (!p.nev) {
        pass1_free(&p);
        return XT_OK;
    }
    if (g_between) {
        static pthread_mutex_t one = PTHREAD_MUTEX_INITIALIZER;
        pthread_mutex_lock(&one);
        g_between(g_between_ctx, d->h, d->base_off + (size_t)(lr->p - d->base), lr->len);
        pthread_mutex_unlock(&one);
    }
    int64_t base = line_base_ps(d, out->timestamp_ns);
    bool launches = pass1_leaves(d, &p, base);
    if (!launches) {
        free(p.lbits);
        p.lbits = NULL;
    }
    if (may_defer && strcmp(out->name, "XLA Modules")) {
        out->lazy = true;
        out->raw = lr->p;
        out->rawlen = lr->len;
        out->nevents = p.nev;
        pl->nevents += p.nev;
        pass1_free(&p);
        return XT_OK;
    }
    /* its events, those kept as launch records too */
    if ((rc = check_kept(d, p.nkeep + (launches ? p.nlaunch : 0),
                         p.nkeep * KEPT_EACH + (launches ? leaves_need(&p) : 0), lr->len))) {
        pass1_free(&p);
        return rc;
    }
    if (launches)
        leaves_room(d, &p, out);
    rc = pass2_store(d, lr, pl, out, &p, base);
    pass1_free(&p);
    return rc;
}

static int decode_line(dec *d, const range *lr, xt_plane *pl, xt_line *out, bool may_defer)
{
    xt_meter *m = d->h->meter;
    d->metered = m != NULL;
    _Atomic uint64_t counted = 0;
    d->counted = &counted;
    d->retry = false;
    _Atomic uint64_t line_need = 0;
    d->line_need = &line_need;
    d->kept_added = d->kept_added_bytes = d->check_need = d->charge_pending = 0;
    int rc = decode_line_once(d, lr, pl, out, may_defer, true);
    d->kept_first = d->kept_added;
    d->kept_first_need = d->check_need;
    d->kept_first_total = atomic_load(&line_need);
    d->retried = false;
    if (rc && d->retry) { /* pass 1's guess was wrong: the plain way */
        d->retry = false;
        d->retried = true;
        /* its events counted again by the second try, not twice; the
         * memory of the first stays charged: it stays in the arena (a
         * file of retried lines took twice what it was charged: an
         * attacker's review) */
        __atomic_sub_fetch(&d->h->events_kept, d->kept_added, __ATOMIC_RELAXED);
        d->kept_added = d->kept_added_bytes = d->check_need = d->charge_pending = 0;
        rc = decode_line_once(d, lr, pl, out, may_defer, false);
    }
    d->kept_added_need = atomic_load(&line_need);
    d->line_need = NULL;
    if (rc == KEPT_LATER) { /* nothing of it kept */
        __atomic_sub_fetch(&d->h->events_kept, d->kept_added, __ATOMIC_RELAXED);
        __atomic_sub_fetch(&d->h->need_kept, d->kept_added_need, __ATOMIC_RELAXED);
    }
    /* the tail behind the last 8 MiB step: a host plane of many lines of
     * a few MiB each would otherwise stay mapped until the plane ends */
    if (d->mapped)
        drop_pages(lr->p, lr->len);
    /* the line counts lr->len in all (lines may decode side by side:
     * an amount added, not a total stored), or nothing when it is left
     * for later: its second decode counts it (done had passed total) */
    uint64_t c = atomic_load_explicit(&counted, memory_order_relaxed);
    if (m && rc == KEPT_LATER)
        atomic_fetch_sub_explicit(&m->done, c, memory_order_relaxed);
    else if (m && c <= lr->len)
        atomic_fetch_add_explicit(&m->done, lr->len - c, memory_order_relaxed);
    else if (m)
        atomic_fetch_sub_explicit(&m->done, c - lr->len, memory_order_relaxed);
    d->counted = NULL;
    d->metered = false;
    return rc;
}

/* ---- lines side by side -------------------------------------------------
 *
 * A host's planes hold many lines (a worker thread per device on the host
 * plane, a few streams on each device plane), each walked by one thread
 * start to end.  Splitting each line across the threads (pass1_parallel,
 * decode_events_parallel) costs a hop over the line, a merge and a join
 * per pass, and leaves the counting of lazy device lines on one thread;
 * lines of like size are instead decoded whole, one per thread, the
 * biggest first, each thread with its own arena (adopted by the host's
 * after) and interning locked.  The lines of several planes go in one
 * pool (decode_planes_pooled): a GPU plane is one big stream line and a
 * small one, so plane by plane the second thread sat idle through every
 * device plane of a host (a fifth of a 16-host run's time).  A line bigger
 * than its share of what is left is still split, alone, before the
 * others.  Each line's result is the same whichever thread decodes it, as
 * long as the time base (set by the first line with events, in file
 * order) is known before: lines are decoded in order until it is.  An
 * error is the one the serial order would have met first: the failing
 * line of lowest rank (its place in the file), or a plane's tables that
 * failed before any line after them. */

/* A plane between its tables and its lines: decode_plane's three steps
 * (plane_begin, jobs_lines, plane_end) apart, so that the lines of
 * several planes can decode side by side. */
typedef struct plane_job {
    dec d;          /* the plane's decoder: its tables (d.pd), skip_py, keep_all */
    xt_plane *pl;
    range *lines;
    size_t nlines;
    size_t from;    /* lines [0, from) decoded in order (the time base) */
    size_t rank0;   /* its first line's rank among the pooled planes' */
    size_t ntables; /* its metadata and plane stat entries */
    bool device;
} plane_job;

/* One line of a pool: line i of plane job j. */
typedef struct line_unit {
    plane_job *j;
    size_t i, rank;
} line_unit;

typedef struct line_pool {
    const line_unit *units;   /* biggest first */
    size_t n;
    _Atomic size_t next;      /* the next unit to take */
    _Atomic size_t first_fail; /* the lowest failing rank, or SIZE_MAX */
    pthread_mutex_t lock;     /* interning */
    kept_order *ko;
} line_pool;

typedef struct line_worker {
    line_pool *lp;
    const dec *guard;         /* the host's mapping, guarded in own threads */
    xt_arena arena;
    xt_error err, fail;
    size_t fail_ix;
    int fail_rc;
    bool own_thread;          /* started here: guards the mapping itself */
    bool bus_hit;
} line_worker;

static _Atomic size_t g_lines_pooled;

size_t xt_decode_lines_pooled(void)
{
    return atomic_load(&g_lines_pooled);
}

static size_t unit_len(const line_unit *u)
{
    return u->j->lines[u->i].len;
}

static void *line_worker_main(void *arg)
{
    line_worker *w = arg;
    line_pool *lp = w->lp;
    if (w->own_thread)
        worker_guard(w->guard);
    size_t k;
    while ((k = atomic_fetch_add_explicit(&lp->next, 1, memory_order_relaxed)) < lp->n) {
        const line_unit *u = &lp->units[k];
        if (u->rank > atomic_load_explicit(&lp->first_fail, memory_order_relaxed))
            continue; /* the serial order would have stopped before it */
        /* the plane's decoder, with this thread's arena, error and lock */
        dec d = u->j->d;
        d.ev_arena = &w->arena;
        d.err = &w->err;
        d.lock = &lp->lock;
        xt_plane tmp; /* the line adds its events' count here */
        memset(&tmp, 0, sizeof tmp);
        int rc = decode_line(&d, &u->j->lines[u->i], &tmp, &u->j->pl->lines[u->i],
                             u->j->device);
        atomic_fetch_add_explicit(&g_lines_pooled, 1, memory_order_relaxed);
        __atomic_fetch_add(&u->j->pl->nevents, tmp.nevents, __ATOMIC_RELAXED);
        size_t fr = u->rank; /* the failing line: this one, or the projection's */
        if (!rc)
            rc = kept_done(lp->ko, &d, &u->j->lines[u->i], u->rank, &w->err, &fr);
        else if (kept_failed(lp->ko, &d, u->rank, rc))
            rc = XT_OK; /* left for later */
        if (rc && fr < w->fail_ix) {
            w->fail_ix = fr;
            w->fail_rc = rc;
            w->fail = w->err;
            size_t cur = atomic_load_explicit(&lp->first_fail, memory_order_relaxed);
            while (fr < cur && !atomic_compare_exchange_weak(&lp->first_fail, &cur, fr))
                ;
        }
    }
    if (w->own_thread)
        w->bus_hit = worker_unguard(w->guard);
    return NULL;
}

static int cmp_unit_size(const void *a, const void *b)
{
    const line_unit *x = a, *y = b;
    size_t lx = unit_len(x), ly = unit_len(y);
    if (lx != ly)
        return lx > ly ? -1 : 1;
    return x->rank < y->rank ? -1 : x->rank > y->rank;
}

/* Decodes the units (in rank order, sorted here), side by side; false if
 * it did nothing (one thread, or too few lines: the caller goes on one
 * line at a time).  fail_ix, fail_rc and *fail: a failure already met at
 * that rank (a plane's tables), or SIZE_MAX: no line ranked after it is
 * decoded, and it is the result unless a line before it fails. */
static bool decode_units_pooled(line_unit *units, size_t n, kept_order *ko, size_t fail_ix,
                                int fail_rc, xt_error fail, xt_error *err, int *rc,
                                size_t *fail_rank)
{
    size_t nt = (size_t)decode_threads();
    *rc = XT_OK;
    if (nt < 2 || n < 2)
        return false;
    dec *d0 = &units[0].j->d;
    uint64_t left = 0;
    for (size_t k = 0; k < n; k++)
        left += unit_len(&units[k]);
    qsort(units, n, sizeof *units, cmp_unit_size);
    /* lines bigger than their share of what is left: alone, split.  One
     * that fails is remembered, and the lines before it in the file still
     * decode (one of them may fail first in file order); none after it */
    size_t k = 0;
    for (; k < n && unit_len(&units[k]) >= p1_min_bytes() && unit_len(&units[k]) > left / nt;
         k++) {
        line_unit *u = &units[k];
        left -= unit_len(u);
        if (u->rank > fail_ix)
            continue;
        int r = decode_line(&u->j->d, &u->j->lines[u->i], u->j->pl, &u->j->pl->lines[u->i],
                            u->j->device);
        size_t fr = u->rank;
        if (!r)
            r = kept_done(ko, &u->j->d, &u->j->lines[u->i], u->rank, err, &fr);
        else if (kept_failed(ko, &u->j->d, u->rank, r))
            r = XT_OK; /* left for later */
        if (r && fr < fail_ix) {
            fail_ix = fr;
            fail_rc = r;
            fail = *err;
        }
    }
    if (k == n) {
        *rc = fail_rc;
        *fail_rank = fail_ix;
        if (fail_rc)
            *err = fail;
        return true;
    }
    /* one "unknown" metadata for every plane, made before the threads
     * start (a thread must not grow the host's arena) */
    xt_evmeta *unknown = d0->unknown_meta;
    for (size_t q = k; q < n; q++) {
        dec *pd = &units[q].j->d;
        if (pd->unknown_meta)
            continue;
        if (!unknown) {
            unknown = xt_arena_alloc(&pd->h->arena, sizeof *unknown);
            unknown->name = xt_intern(&pd->h->strings, "");
        }
        pd->unknown_meta = unknown;
    }
    line_pool lp;
    memset(&lp, 0, sizeof lp);
    lp.units = units + k;
    lp.n = n - k;
    lp.ko = ko;
    atomic_init(&lp.next, 0);
    atomic_init(&lp.first_fail, fail_ix);
    pthread_mutex_init(&lp.lock, NULL);
    if (nt > lp.n)
        nt = lp.n;
    line_worker *ws = xt_xcalloc(nt, sizeof *ws);
    pthread_t *tids = xt_xcalloc(nt, sizeof *tids);
    bool *started = xt_xcalloc(nt, sizeof *started);
    for (size_t t = 0; t < nt; t++) {
        line_worker *w = &ws[t];
        w->lp = &lp;
        w->guard = d0;
        w->fail_ix = SIZE_MAX;
        w->own_thread = t > 0; /* this thread (t 0) is guarded already */
        if (t > 0)
            started[t] = pthread_create(&tids[t], NULL, line_worker_main, w) == 0;
    }
    line_worker_main(&ws[0]);
    size_t best = fail_ix;
    *rc = fail_rc;
    if (fail_rc)
        *err = fail;
    for (size_t t = 1; t < nt; t++)
        if (started[t])
            pthread_join(tids[t], NULL);
    /* a thread that could not start: its share is taken by the others
     * (they take lines until none is left) */
    for (size_t t = 0; t < nt; t++) {
        line_worker *w = &ws[t];
        xt_arena_adopt(&d0->h->arena, &w->arena);
        if (w->fail_ix < best) {
            best = w->fail_ix;
            *rc = w->fail_rc;
            *err = w->fail;
        }
        if (w->bus_hit && !*rc)
            *rc = xt_fail(err, XT_EINPUT, "%s: changed while reading", d0->h->path);
    }
    *fail_rank = best;
    pthread_mutex_destroy(&lp.lock);
    free(ws);
    free(tids);
    free(started);
    return true;
}

static uint64_t trailing_id(const char *name, bool *ok)
{
    size_t n = strlen(name);
    *ok = false;
    if (n < 3 || name[n - 1] != ')')
        return 0;
    size_t i = n - 1;
    uint64_t v = 0;
    while (i > 0 && name[i - 1] >= '0' && name[i - 1] <= '9')
        i--;
    if (i == 0 || name[i - 1] != '(' || i == n - 1)
        return 0;
    for (size_t j = i; j < n - 1; j++)
        v = v * 10 + (uint64_t)(name[j] - '0');
    *ok = true;
    return v;
}

static void add_modules(dec *d, xt_plane *pl, xt_module **mods, size_t *nmods,
                        size_t *capmods)
{
    for (size_t i = 0; i < d->pd->nevmetas; i++) {
        xt_evmeta *em = &d->pd->evmetas[i];
        const xt_stat *proto = NULL, *pid = NULL;
        for (uint32_t s = 0; s < em->nstats; s++) {
            const xt_stat *st = &em->stats[s];
            if ((!strcmp(st->name, "Hlo Proto") || !strcmp(st->name, "HLO Proto")) &&
                st->kind == XT_STAT_BYTES)
                proto = st;
            else if (!strcmp(st->name, "program_id"))
                pid = st;
        }
        if (!proto)
            continue;
        xt_module m;
        memset(&m, 0, sizeof m);
        bool ok;
        uint64_t tid = trailing_id(em->name, &ok);
        int64_t v;
        if (pid && xt_stat_i64(pid, &v))
            m.program_id = (uint64_t)v;
        else if (ok)
            m.program_id = tid;
        else
            m.program_id = (uint64_t)em->id;
        if (ok) {
            size_t n = strlen(em->name);
            const char *paren = em->name + n - 1;
            while (paren > em->name && *paren != '(')
                paren--;
            m.hlo_name = xt_intern_n(&d->h->strings, em->name,
                                     (size_t)(paren - em->name));
        } else {
            m.hlo_name = em->name;
        }
        m.name = xt_arena_printf(&d->h->arena, "%s(%llu)", m.hlo_name,
                                 (unsigned long long)m.program_id);
        m.metadata_plane = pl;
        m.proto = (const uint8_t *)proto->v.s;
        m.proto_len = proto->len;
        m.proto_offset = (size_t)(m.proto - d->h->buf);
        XT_PUSH(*mods, *nmods, *capmods, m);
    }
}

static void plane_job_free(plane_job *j)
{
    xt_plane_dict_free(j->d.pd);
    j->d.pd = NULL;
    free(j->lines);
    j->lines = NULL;
}

/* The plane's fields, stat and event metadata and plane stats into pl,
 * and its lines' ranges into j, with a copy of d that owns the tables (d
 * itself keeps none).  On failure j holds nothing. */
static int plane_begin(dec *d, const xt_field *pf, xt_plane *pl, plane_job *j)
{
    xt_wire w = xt_wire_at(d->base, pf->data, pf->len);
    xt_field f;
    int r;
    range *lines = NULL, *statm = NULL, *evm = NULL, *pstats = NULL;
    size_t nlines = 0, caplines = 0, nstatm = 0, capstatm = 0, nevm = 0,
           capevm = 0, npstats = 0, cappstats = 0, nrec = 0;
    int rc = XT_OK;
    memset(j, 0, sizeof *j);
    memset(pl, 0, sizeof *pl);
    pl->name = xt_intern(&d->h->strings, "");
    d->pd = xt_xcalloc(1, sizeof *d->pd);
    d->ev_arena = &d->h->arena;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        range rg = { f.data, f.len };
        switch (f.num) {
        case PLANE_ID: pl->id = (int64_t)f.u; break;
        case PLANE_NAME: if (f.type == 2) pl->name = str_of(d, &f); break;
        case PLANE_LINES:
            if (f.type != 2)
                break;
            if (is_empty_record(f.data, f.len, LINE_NAME, LINE_DISPLAY_NAME)) {
                d->empty_lines++;
                break;
            }
            XT_PUSH(lines, nlines, caplines, rg);
            break;
        case PLANE_EVMETA: if (f.type == 2) XT_PUSH(evm, nevm, capevm, rg); break;
        case PLANE_STATMETA: if (f.type == 2) XT_PUSH(statm, nstatm, capstatm, rg); break;
        case PLANE_STATS: if (f.type == 2) XT_PUSH(pstats, npstats, cappstats, rg); break;
        default: break;
        }
        /* a million lines and entries at a time: not all their ranges
         * first */
        size_t nr = nlines + nevm + nstatm + npstats;
        if (nr != nrec && !(nr & ((1u << 20) - 1)) &&
            (rc = check_structure(d, nlines, nevm + nstatm + npstats, true)))
            goto out;
        nrec = nr;
    }
    if (r == XT_WIRE_ERR) {
        rc = corrupt_w(d, &w, "plane");
        goto out;
    }
    j->ntables = nevm + nstatm + npstats;
    if ((rc = check_structure(d, nlines, j->ntables, false)))
        goto out;
    d->nlines += nlines;
    d->ntables += j->ntables;
    /* the metadata plane's stats (HloProtos, program ids) are all kept */
    d->keep_all = !strcmp(pl->name, "/host:metadata");
    /* stat names first: event metadata and events refer to them */
    xt_imap_init(&d->pd->statmeta, nstatm);
    for (size_t i = 0; i < nstatm; i++) {
        xt_field e = { 0, 2, 0, statm[i].p, statm[i].len, 0 };
        if ((rc = decode_statmeta_entry(d, &e)))
            goto out;
    }
    densify(&d->pd->statmeta, &d->pd->stat_dense, &d->pd->nstat_dense);
    xt_imap_init(&d->pd->evmeta, nevm);
    d->pd->evmetas = xt_arena_alloc(&d->h->arena, (nevm ? nevm : 1) * sizeof *d->pd->evmetas);
    d->pd->nevmetas = 0;
    /* the stats kept inside them count as entries too (50 million of 2
     * bytes in one plane's metadata took 3.2 GB: an attacker's review),
     * looked at a million at a time */
    size_t nested = 0, look = 1u << 20;
    for (size_t i = 0; i < nevm; i++) {
        xt_field e = { 0, 2, 0, evm[i].p, evm[i].len, 0 };
        xt_evmeta *em = &d->pd->evmetas[d->pd->nevmetas];
        if ((rc = decode_evmeta_entry(d, &e, em)))
            goto out;
        xt_imap_put(&d->pd->evmeta, em->id, d->pd->nevmetas);
        d->pd->nevmetas++;
        nested += em->nstats;
        if (nested >= look) {
            look = nested + (1u << 20);
            if ((rc = check_structure(d, 0, nested, true)))
                goto out;
        }
    }
    d->ntables += nested;
    pl->nevmeta = d->pd->nevmetas;
    densify(&d->pd->evmeta, &d->pd->ev_dense, &d->pd->nev_dense);
    d->pd->evpy = xt_xmalloc(d->pd->nevmetas + 1);
    for (size_t i = 0; i < d->pd->nevmetas; i++)
        d->pd->evpy[i] = is_python_name(d->pd->evmetas[i].name);
    if (!strncmp(pl->name, "/host:", 6) && strcmp(pl->name, "/host:metadata")) {
        const char *ln[LS_N] = { XT_ST_CORRELATION_ID, XT_ST_PROGRAM_ID, XT_ST_HLO_MODULE,
                                 XT_ST_MODULE_NAME, XT_ST_DEVICE_ORDINAL };
        for (int k = 0; k < LS_N; k++)
            d->pd->lname[k] = xt_intern_find(&d->h->strings, ln[k]);
        d->pd->evplain = xt_xmalloc(d->pd->nevmetas + 1);
        /* Python frames are never kept on a host plane (skip_py below),
         * so never leaf candidates: their names (most of the metadata of
         * a traced program) need no test */
        for (size_t i = 0; i < d->pd->nevmetas; i++)
            d->pd->evplain[i] = d->pd->evmetas[i].nstats || d->pd->evpy[i] ? 0
                                : (uint8_t)xt_event_name_droppable(d->pd->evmetas[i].name);
    }
    uint32_t nps;
    bool ka = d->keep_all;
    d->keep_all = true; /* plane stats: few, all kept */
    rc = decode_stats(d, pstats, npstats, &pl->stats, &nps, "plane");
    d->keep_all = ka;
    if (rc)
        goto out;
    pl->nstats = nps;
    pl->lines = xt_arena_alloc(&d->h->arena, (nlines ? nlines : 1) * sizeof *pl->lines);
    /* device stream lines (kernels: most of a big capture) stay undecoded
     * until an analysis asks; TPU "XLA Modules" lines are read now */
    j->device = !strncmp(pl->name, "/device:", 8);
    d->skip_py = !strncmp(pl->name, "/host:", 6) && strcmp(pl->name, "/host:metadata");
    j->d = *d;
    j->pl = pl;
    j->lines = lines;
    j->nlines = nlines;
    lines = NULL;
out:
    /* the tables are the job's now (or freed): d keeps none */
    if (rc)
        xt_plane_dict_free(d->pd);
    d->pd = NULL;
    d->skip_py = false;
    free(lines);
    free(statm);
    free(evm);
    free(pstats);
    return rc;
}

/* The time base and the one "unknown" metadata, from a plane's decoder
 * back to the host's (the next plane starts from them). */
static void plane_sync(dec *d, const dec *pd)
{
    d->time_base_ns = pd->time_base_ns;
    d->time_base_set = pd->time_base_set;
    if (!d->unknown_meta)
        d->unknown_meta = pd->unknown_meta;
}

/* The lines of jobs[0..n) (planes in file order, their tables read): in
 * order until the time base is known, then side by side.  fail_rc and
 * *fail: the tables of the plane after them failed (else XT_OK): no line
 * after it is decoded, and it is the result unless a line before fails. */
/* After a pool (rc and its lowest failing rank): what one thread meets in
 * file order.  The lines left for later (check_kept: the stored total
 * passed the limit while they decoded beside others) before the failure
 * are decoded now, one at a time, with the exact total of the lines
 * before them; a line that failed after its count would have been refused
 * for memory first if the lines before it and it pass the limit. */
static int pool_in_order(dec *d, plane_job *jobs, size_t n, kept_order *ko, int rc,
                         size_t fail_rank)
{
    size_t fr;
    for (size_t k = 0; k < n && ko->any_later; k++) {
        plane_job *j = &jobs[k];
        for (size_t i = j->from; i < j->nlines; i++) {
            size_t rank = j->rank0 + i;
            if (rc && rank >= fail_rank)
                break;
            if (!ko->later[rank])
                continue;
            ko->later[rank] = 0;
            dec dd = j->d;
            dd.exact_kept = true;
            xt_plane tmp; /* the line adds its events' count here */
            memset(&tmp, 0, sizeof tmp);
            int r = decode_line(&dd, &j->lines[i], &tmp, &j->pl->lines[i], j->device);
            j->pl->nevents += tmp.nevents;
            fr = rank;
            if (!r)
                r = kept_done(ko, &dd, &j->lines[i], rank, d->err, &fr);
            if (r && (!rc || fr < fail_rank)) {
                rc = r;
                fail_rank = fr;
            }
        }
    }
    int r;
    if (rc && fail_rank < ko->n && ko->set[fail_rank] == 2 && ko->next == fail_rank &&
        (r = kept_line_over(d, d, &ko->slot[fail_rank], d->err)))
        rc = r;
    return rc;
}

static int jobs_lines(dec *d, plane_job *jobs, size_t n, int fail_rc, const xt_error *fail)
{
    int rc = XT_OK;
    size_t total = 0, fr;
    for (size_t k = 0; k < n; k++) {
        jobs[k].rank0 = total;
        total += jobs[k].nlines;
    }
    kept_order ko;
    kept_order_init(&ko, d, total);
    for (size_t k = 0; k < n; k++)
        jobs[k].d.ko = &ko;
    for (size_t k = 0; k < n; k++) {
        plane_job *j = &jobs[k];
        j->d.time_base_ns = d->time_base_ns;
        j->d.time_base_set = d->time_base_set;
        if (!j->d.unknown_meta)
            j->d.unknown_meta = d->unknown_meta;
        j->d.exact_kept = true; /* one line at a time, in file order */
        for (j->from = 0; j->from < j->nlines && !d->time_base_set; j->from++) {
            rc = decode_line(&j->d, &j->lines[j->from], j->pl, &j->pl->lines[j->from],
                             j->device);
            plane_sync(d, &j->d);
            if (!rc)
                rc = kept_done(&ko, &j->d, &j->lines[j->from], j->rank0 + j->from, d->err, &fr);
            if (rc) {
                kept_order_free(&ko);
                return rc;
            }
        }
        j->d.exact_kept = false;
    }
    size_t nu = 0;
    for (size_t k = 0; k < n; k++)
        nu += jobs[k].nlines - jobs[k].from;
    line_unit *units = xt_xmalloc((nu ? nu : 1) * sizeof *units);
    nu = 0;
    for (size_t k = 0; k < n; k++)
        for (size_t i = jobs[k].from; i < jobs[k].nlines; i++)
            units[nu++] = (line_unit){ &jobs[k], i, jobs[k].rank0 + i };
    xt_error none = { 0, "" };
    size_t fail_ix = fail_rc ? total : SIZE_MAX, fail_rank = SIZE_MAX;
    if (!decode_units_pooled(units, nu, &ko, fail_ix, fail_rc, fail_rc ? *fail : none, d->err,
                             &rc, &fail_rank)) {
        /* one line at a time, in file order */
        rc = XT_OK;
        for (size_t u = 0; u < nu && !rc; u++) {
            plane_job *j = units[u].j;
            j->d.exact_kept = true;
            rc = decode_line(&j->d, &j->lines[units[u].i], j->pl, &j->pl->lines[units[u].i],
                             j->device);
            j->d.exact_kept = false;
            if (!rc)
                rc = kept_done(&ko, &j->d, &j->lines[units[u].i], units[u].rank, d->err, &fr);
        }
        if (!rc && fail_rc) {
            rc = fail_rc;
            *d->err = *fail;
        }
    } else {
        rc = pool_in_order(d, jobs, n, &ko, rc, fail_rank);
    }
    for (size_t k = 0; k < n; k++)
        plane_sync(d, &jobs[k].d);
    free(units);
    kept_order_free(&ko);
    return rc;
}

/* After its lines: the plane's line count, its modules (/host:metadata),
 * and its tables kept for lazy lines and allocator events, else freed. */
static void plane_end(plane_job *j, xt_module **mods, size_t *nmods, size_t *capmods)
{
    xt_plane *pl = j->pl;
    dec *d = &j->d;
    bool any_lazy = false;
    pl->nlines = j->nlines;
    for (size_t i = 0; i < j->nlines; i++)
        any_lazy |= pl->lines[i].lazy || pl->lines[i].python_skipped;
    if (!strcmp(pl->name, "/host:metadata"))
        add_modules(d, pl, mods, nmods, capmods);
    /* the allocator's events are read back with every stat for the
     * allocation's own view (xt_line_window_all): their plane keeps its
     * tables too */
    for (size_t i = 0; !any_lazy && i < d->pd->nevmetas; i++)
        any_lazy = !strcmp(d->pd->evmetas[i].name, XT_EV_MEM_ALLOC) ||
                   !strcmp(d->pd->evmetas[i].name, XT_EV_MEM_FREE);
    if (any_lazy) {
        pl->dict = d->pd; /* xt_capture_free frees it */
        d->pd = NULL;
    }
    plane_job_free(j);
}

static int decode_plane(dec *d, const xt_field *pf, xt_plane *pl,
                        xt_module **mods, size_t *nmods, size_t *capmods)
{
    plane_job j;
    int rc = plane_begin(d, pf, pl, &j);
    if (rc)
        return rc;
    rc = jobs_lines(d, &j, 1, XT_OK, NULL);
    if (!rc)
        plane_end(&j, mods, nmods, capmods);
    plane_job_free(&j);
    return rc;
}

/* The most planes whose lines share a pool: a host has one per device
 * (8 or 16 GPUs, 4-8 TPU chips) and a few more; and the most entries
 * their tables may hold between them, all held until the pool ends (a
 * real device plane has a few thousand; 64 planes of 100,000 each took
 * 951 MB, against 218 MB a plane at a time: an attacker's review). */
enum { POOL_PLANES = 64, POOL_TABLES = 1 << 18 };

static _Atomic size_t g_most_planes;

size_t xt_decode_most_planes_pooled(void)
{
    return atomic_exchange(&g_most_planes, 0);
}

/* Planes [a, b) of the host, their lines in one pool (decode_plane's
 * steps, each plane's tables first): the same model and the same first
 * error as plane by plane. */
static int decode_planes_pooled(dec *d, const range *planes, size_t a, size_t b,
                                xt_module **mods, size_t *nmods, size_t *capmods)
{
    plane_job *jobs = xt_xcalloc(b - a, sizeof *jobs);
    int rc = XT_OK;
    /* pools in file order, each of the planes up to POOL_TABLES entries
     * (and one plane at least) */
    for (size_t at = a; at < b && !rc;) {
        size_t nb = 0, tables = 0;
        int brc = XT_OK;
        xt_error berr = { 0, "" };
        for (; at + nb < b && (!nb || tables < POOL_TABLES); nb++) {
            xt_field pf = { 0, 2, 0, planes[at + nb].p, planes[at + nb].len, 0 };
            if ((brc = plane_begin(d, &pf, &d->h->planes[at + nb], &jobs[nb]))) {
                berr = *d->err;
                break;
            }
            tables += jobs[nb].ntables;
        }
        size_t most = atomic_load(&g_most_planes);
        while (nb > most && !atomic_compare_exchange_weak(&g_most_planes, &most, nb))
            ;
        rc = jobs_lines(d, jobs, nb, brc, &berr);
        for (size_t k = 0; k < nb; k++) {
            if (!rc)
                plane_end(&jobs[k], mods, nmods, capmods);
            plane_job_free(&jobs[k]);
        }
        /* a later pool failed: the caller counts none of these planes,
         * so the tables kept by the pools before it go now (an
         * attacker's review: 16 MB leaked) */
        if (rc)
            for (size_t k = a; k < at; k++) {
                xt_plane_dict_free(d->h->planes[k].dict);
                d->h->planes[k].dict = NULL;
            }
        at += nb;
    }
    free(jobs);
    return rc;
}

/* ---- the modules' HloProtos, decoded beside the host's lines ------------- */

/* The /host:metadata plane comes before the host's lines in JAX captures
 * (first on GPU, after the device planes on TPU), and decoding its
 * HloProtos is a fixed cost of about 0.2 s that the line decoder's first
 * pass leaves a core free for.  So when the decoder may use more than one
 * thread, a thread decodes the modules known after that plane, each into
 * a copy of its xt_module (the list grows and is sorted later), touching
 * only h->hlo_arena and h->hlo_strings (xt_module_hlo); the copies' results
 * are moved into the modules when the host is decoded.  A module that
 * fails to read here (the file changed) is left to decode on first use,
 * as before. */
typedef struct hlo_prefetch {
    xt_host *h;
    xt_module *mods;
    size_t n;
    pthread_t tid;
    bool tried, running;
    bool bus_hit; /* the mapping faulted under this thread (truncated) */
} hlo_prefetch;

/* The HloProtos are read in place from the mapping, guarded as the load
 * guards it (load.h), not copied out first (a 15 MB module's copy was a
 * quarter of a small capture's peak); xt_decode_hlo gives the pages back
 * as it reads them. */
static void *prefetch_main(void *arg)
{
    hlo_prefetch *p = arg;
    bool guard = p->h->buf_mapped;
    if (guard)
        xt_bus_guard_thread(p->h->buf, p->h->buf_len);
    for (size_t i = 0; i < p->n; i++)
        xt_module_hlo(p->h, &p->mods[i], NULL);
    if (guard)
        p->bus_hit = xt_bus_guard_thread_end();
    return NULL;
}

static void prefetch_start(hlo_prefetch *p, xt_host *h, const xt_module *mods, size_t n)
{
    if (p->tried || !n || decode_threads() < 2)
        return;
    p->tried = true;
    p->h = h;
    p->n = n;
    p->mods = xt_arena_memdup(&h->arena, mods, n * sizeof *mods);
    p->running = pthread_create(&p->tid, NULL, prefetch_main, p) == 0;
}

/* Waits for the thread; with mods (the host decoded), hands its HloProtos
 * to the modules they were decoded for, else frees them. */
static void prefetch_finish(hlo_prefetch *p, xt_module *mods, size_t nmods)
{
    if (!p->running)
        return;
    pthread_join(p->tid, NULL);
    p->running = false;
    for (size_t i = 0; i < p->n; i++) {
        xt_module *q = &p->mods[i];
        if (p->bus_hit && q->hlo) { /* decoded from zeros: the file
                                       shrank (the load says so) */
            if (!q->hlo_shared)
                xt_hlo_free(q->hlo);
            q->hlo = NULL;
            q->hlo_shared = false;
        }
        if (mods && i < nmods && mods[i].proto == q->proto) {
            mods[i].hlo = q->hlo;
            mods[i].hlo_failed = q->hlo_failed;
            mods[i].hlo_error = q->hlo_error;
            mods[i].hlo_shared = q->hlo_shared;
        } else if (!q->hlo_shared) {
            xt_hlo_free(q->hlo);
        }
    }
}

/* Whether the plane in [p, p + n) is named name, by its first name field
 * (field 2, written right after the id): the walk stops there, so that
 * the plane's metadata (megabytes of a Python tracer's names) is not read,
 * and mapped, before the gate.  A plane named twice, which decode_plane
 * names by the last, only moves the gate by a plane. */
static bool plane_named(const uint8_t *p, size_t n, const char *name)
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    while (wnext(&w, &f) == XT_WIRE_FIELD)
        if (f.num == PLANE_NAME && f.type == 2)
            return f.len == strlen(name) && !memcmp(f.data, name, f.len);
    return false;
}

static int cmp_module(const void *a, const void *b)
{
    const xt_module *x = a, *y = b;
    if (x->program_id != y->program_id)
        return x->program_id < y->program_id ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* Text a name could be: not empty, no control bytes. */
static bool printable(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] < 0x20 || p[i] == 0x7f)
            return false;
    return n > 0;
}

/* An XSpace's fields so far read as one: a plane named in text (its
 * first name field), or a hostname of text.  Another protobuf's first
 * field of number 1-4 is none: a pprof's sample type (its field 2 a
 * varint), or its location (varints) as a hostname; such a file is "not
 * a capture", not a damaged one (JAX's own save_device_memory_profile
 * writes it). */
static bool xspace_like(const range *planes, size_t nplanes, const xt_field *hostname)
{
    if (hostname && printable(hostname->data, hostname->len))
        return true;
    for (size_t i = 0; i < nplanes; i++) {
        xt_wire w = xt_wire_at(planes[i].p, planes[i].p, planes[i].len);
        xt_field f;
        while (wnext(&w, &f) == XT_WIRE_FIELD)
            if (f.num == PLANE_NAME) {
                if (f.type == 2 && printable(f.data, f.len))
                    return true;
                break;
            }
    }
    return false;
}

int xt_decode_host(xt_host *h, xt_error *err)
{
    dec d;
    memset(&d, 0, sizeof d);
    d.h = h;
    d.err = err;
    d.base = h->buf;
    /* the modules' HloProtos decode into these, on the HLO thread or on
     * first use: set up here, before any thread starts */
    if (!h->hlo_strings.arena)
        xt_intern_init(&h->hlo_strings, &h->hlo_arena);
    d.mem = xt_memory_total();
    d.mem_set = true;
    d.mapped = h->buf_mapped;
    d.guard_workers = d.mapped && xt_bus_guarded(h->buf, h->buf_len);
    if (h->meter) {
        atomic_store_explicit(&h->meter->done, 0, memory_order_relaxed);
        atomic_store_explicit(&h->meter->total, h->buf_len, memory_order_relaxed);
    }
    xt_wire w = xt_wire_at(h->buf, h->buf, h->buf_len);
    xt_field f;
    int r, rc = XT_OK;
    range *planes = NULL;
    size_t nplanes = 0, capplanes = 0;
    const char *hostname = NULL;
    xt_field hostname_f, *host_f = NULL; /* its bytes (xspace_like) */
    bool any_known = false;
    const uint8_t *field_at = w.p;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        field_at = w.p;
        if (f.num == SPACE_PLANES && f.type == 2) {
            range rg = { f.data, f.len };
            if (is_empty_record(f.data, f.len, PLANE_NAME, PLANE_NAME))
                d.empty_planes++;
            else
                XT_PUSH(planes, nplanes, capplanes, rg);
            any_known = true;
        } else if (f.num == SPACE_HOSTNAMES && f.type == 2) {
            if (!hostname) {
                hostname = str_of(&d, &f);
                hostname_f = f;
                host_f = &hostname_f;
            }
            any_known = true;
        } else if ((f.num == SPACE_ERRORS || f.num == SPACE_WARNINGS) && f.type == 2) {
            any_known = true; /* errors / warnings */
        } else if (any_known && xspace_like(planes, nplanes, host_f)) {
            /* after an XSpace field: an XSpace whose bytes are damaged (a
             * byte lost inside a plane moves every field after it), not
             * some other file: "not a capture" sent a reader with a
             * damaged copy of their own capture looking for the right file
             * (an attacker's review) */
            bool ours = f.num >= SPACE_PLANES && f.num <= SPACE_HOSTNAMES;
            rc = xt_fail(err, XT_EINPUT,
                         "%s: not a valid capture: corrupt protobuf at byte %zu (in the XSpace: "
                         "field %u%s after %zu plane%s, where an XSpace has fields 1-4%s: a "
                         "length before it damaged, or bytes lost)",
                         h->path, f.offset, f.num, ours ? " not length-delimited" : "",
                         nplanes + d.empty_planes, nplanes + d.empty_planes == 1 ? "" : "s",
                         ours ? ", each length-delimited" : "");
            rc = text_hint(h, err, rc);
            goto out;
        } else {
            /* XSpace has no other fields: this is not an XSpace (a
             * field 1-4 of another wire type says so: "field 4 ... (an
             * XSpace has fields 1-4)" read as a contradiction) */
            bool ours = f.num >= SPACE_PLANES && f.num <= SPACE_HOSTNAMES;
            rc = xt_fail(err, XT_EINPUT,
                         "%s: not a capture: unexpected protobuf field %u%s at byte %zu "
                         "(an XSpace has fields 1-4%s)", h->path, f.num,
                         ours ? ", not length-delimited," : "", f.offset,
                         ours ? ", each length-delimited" : "");
            rc = text_hint(h, err, rc);
            goto out;
        }
    }
    if (r == XT_WIRE_ERR) {
        /* a field no XSpace has whose length runs past the end: that field
         * is what is wrong, as when it fits (a .gz is inflated only a
         * little past such a field, so it always ran past there: "corrupt
         * at byte 13742 ... truncated" of a whole gzip file whose bytes
         * unzipped said "unexpected protobuf field 99 at byte 13740": an
         * attacker's review) */
        uint64_t tag = 0;
        const uint8_t *q = field_at;
        for (int shift = 0; q < h->buf + h->buf_len && shift < 64; shift += 7) {
            tag |= (uint64_t)(*q & 0x7f) << shift;
            if (!(*q++ & 0x80))
                break;
        }
        if (!any_known && w.err_what && strstr(w.err_what, "length runs past") && (tag & 7) == 2 &&
            (tag >> 3 < SPACE_PLANES || tag >> 3 > SPACE_HOSTNAMES)) {
            rc = xt_fail(err, XT_EINPUT,
                         "%s: not a capture: unexpected protobuf field %llu at byte %zu "
                         "(an XSpace has fields 1-4)", h->path, (unsigned long long)(tag >> 3),
                         (size_t)(field_at - h->buf));
            rc = text_hint(h, err, rc);
            goto out;
        }
        /* the outermost message runs past the file's end: cut short (a
         * capture still being written, a copy), or its lengths damaged */
        if (w.err_what && strstr(w.err_what, "length runs past"))
            rc = xt_fail(err, XT_EINPUT,
                         "%s: not a valid capture: corrupt protobuf at byte %zu (in the XSpace: "
                         "a field runs past the end of the file, %zu bytes: truncated, or its "
                         "lengths damaged)",
                         h->path, xt_wire_offset(&w), h->buf_len);
        else
            rc = corrupt_w(&d, &w, "in the XSpace");
        rc = text_hint(h, err, rc);
        goto out;
    }
    if (!any_known) {
        rc = xt_fail(err, XT_EINPUT, "%s: not a capture: the file is empty", h->path);
        goto out;
    }
    d.nplanes = nplanes;
    if ((rc = check_structure(&d, 0, 0, false)))
        goto out;
    /* which planes' lines are kept, for kept_rest */
    d.planes = planes;
    d.nplanes_all = nplanes;
    d.kept_suffix = xt_xcalloc(nplanes + 1, sizeof *d.kept_suffix);
    d.lines_end = xt_xcalloc(nplanes + 1, sizeof *d.lines_end);
    for (size_t i = nplanes; i-- > 0;) {
        uint64_t b;
        plane_lines_bytes(&d, &planes[i], &b, &d.lines_end[i]);
        d.kept_suffix[i] = d.kept_suffix[i + 1] + b;
    }
    /* the walk above read each plane's first bytes only, but the system
     * maps a page cache's large folio whole on a fault (10 MB of a 50 MB
     * host here): give it back, each plane maps what it reads as it goes */
    if (d.mapped)
        drop_pages(h->buf, h->buf_len);
    h->planes = xt_arena_alloc(&h->arena, (nplanes ? nplanes : 1) * sizeof *h->planes);
    xt_module *mods = NULL;
    size_t nmods = 0, capmods = 0;
    hlo_prefetch pre;
    memset(&pre, 0, sizeof pre);
    for (size_t i = 0, j; i < nplanes; i = j) {
        bool meta = plane_named(planes[i].p, planes[i].len, "/host:metadata");
        if (h->gate && !meta) {
            /* the modules are known and their HloProtos being read: the
             * lines, most of the host's memory, wait for the gate */
            void (*gate)(void *) = h->gate;
            h->gate = NULL;
            gate(h->gate_ctx);
        }
        /* the planes up to the next /host:metadata: their lines in one
         * pool when there are threads for it, at most POOL_PLANES of them
         * (each holds its tables until the pool ends: a file of a million
         * named planes and nothing else must not hold a million) */
        j = i + 1;
        if (!meta && decode_threads() > 1)
            while (j < nplanes && j - i < POOL_PLANES &&
                   !plane_named(planes[j].p, planes[j].len, "/host:metadata"))
                j++;
        if (j - i > 1)
            rc = decode_planes_pooled(&d, planes, i, j, &mods, &nmods, &capmods);
        else {
            xt_field pf = { 0, 2, 0, planes[i].p, planes[i].len, 0 };
            rc = decode_plane(&d, &pf, &h->planes[i], &mods, &nmods, &capmods);
        }
        if (rc) {
            prefetch_finish(&pre, NULL, 0);
            free(mods);
            goto out;
        }
        prefetch_start(&pre, h, mods, nmods);
        for (size_t k = i; k < j; k++) {
            h->nplanes++;
            h->nevents += h->planes[k].nevents;
            /* everything of a decoded plane was copied into the model:
             * give its pages back (they stay in the page cache) so big
             * captures do not count twice.  The HloProtos of
             * /host:metadata too: the HLO thread reads them in place and
             * gives them back as it goes, a later decode reads them back
             * with pread (xt_host_read); kept mapped they were 16 MB of a
             * 50 MB host's peak */
            if (h->buf_mapped)
                drop_pages(planes[k].p, planes[k].len);
        }
        if (h->meter)
            atomic_store_explicit(&h->meter->done,
                                  (uint64_t)(planes[j - 1].p + planes[j - 1].len - h->buf),
                                  memory_order_relaxed);
    }
    prefetch_finish(&pre, mods, nmods);
    /* program order: by program id (then name), not hash order */
    if (nmods > 1)
        qsort(mods, nmods, sizeof *mods, cmp_module);
    h->modules = xt_arena_memdup(&h->arena, mods, (nmods ? nmods : 1) * sizeof *mods);
    h->nmodules = nmods;
    free(mods);
    if (hostname && *hostname)
        h->hostname = hostname;
    h->time_base_ns = d.time_base_ns;
    char num[40];
    if (d.empty_planes)
        xt_host_warn(h, "%s empty plane%s skipped (no name, lines, metadata or stats)",
                     with_commas(num, sizeof num, d.empty_planes), xt_plural(d.empty_planes));
    if (d.empty_lines)
        xt_host_warn(h, "%s empty line%s skipped (no name and no events)",
                     with_commas(num, sizeof num, d.empty_lines), xt_plural(d.empty_lines));
out:
    free(planes);
    free(d.kept_suffix);
    free(d.lines_end);
    return rc;
}

/* Window visits start at a mark before t0: drop the events before it. */
/* A decoder that hands events to fn instead of keeping them, walking
 * `bytes` (h->buf itself, or copy: a private copy of the file's bytes
 * from `at` on). */
static void visit_dec(dec *d, xt_host *h, const xt_plane *pl, xt_arena *scratch,
                      void (*fn)(void *ctx, const xt_event *ev), void *ctx, int64_t stop_ps,
                      const uint8_t *at, const uint8_t *copy, xt_error *err)
{
    memset(d, 0, sizeof *d);
    d->h = h;
    d->err = err;
    d->pd = pl->dict;
    d->ev_arena = scratch;
    d->visit = fn;
    d->visit_ctx = ctx;
    d->stop_ps = stop_ps;
    d->from_ps = INT64_MIN;
    d->visit_unknown.name = "";
    d->unknown_meta = &d->visit_unknown;
    d->base = copy ? copy : h->buf;
    d->base_off = copy ? (size_t)(at - h->buf) : 0;
    d->mapped = !copy && h->buf_mapped;
}

/* The length of the longest prefix of p[0, n) made of whole fields. */
static size_t whole_fields(const uint8_t *p, size_t n)
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD)
        ;
    return r == XT_WIRE_END ? n : (size_t)(w.p - p);
}

/* How visit_from hands events over: every one with the stats the model
 * keeps; a window's without their own stats (xt_line_window); a window's
 * with every stat the file holds (xt_line_window_all). */
enum { VISIT_ALL, VISIT_WINDOW, VISIT_WINDOW_ALL_STATS };

/* Hand fn the events of line l from `from` (its start, or an event field
 * of it) on, up to the first that starts at or after stop_ps; a window
 * skips those before from_ps and hands the rest over without their own
 * stats (xt_line_window), or with all of them.  A host that
 * owns its bytes is read in place; a mapped file is read with pread
 * (xt_host_read checks the file first: a truncated mapping would raise
 * SIGBUS) in blocks of whole fields, so a window never copies the rest of
 * a gigabyte line. */
static int visit_from(xt_host *h, const xt_plane *pl, const xt_line *l, const uint8_t *from,
                      int mode, int64_t from_ps, int64_t stop_ps,
                      void (*fn)(void *ctx, const xt_event *ev), void *ctx, xt_error *err)
{
    int64_t base = base_ps(l->timestamp_ns, h->time_base_ns);
    const uint8_t *end = l->raw + l->rawlen;
    /* from 16 KiB, doubling to 1 MiB a read: a window of a few events
     * read 1 MiB each time (30,000 allocations' Python lines, a line
     * under 1 MiB: 150 s, an attacker's review); what it reads is now
     * about what it decodes, at most twice */
    size_t block = 16u << 10;
    int rc = XT_OK;
    bool stopped = false;
    while (rc == XT_OK && !stopped && from < end) {
        size_t left = (size_t)(end - from), n = h->buf_mapped && left > block ? block : left;
        const uint8_t *bytes;
        uint8_t *copy;
        if ((rc = xt_host_read(h, from, n, &bytes, &copy, err)))
            break;
        size_t whole = whole_fields(bytes, n);
        if (!whole && n < left) {
            free(copy);
            block *= 2; /* one field bigger than the block */
            continue;
        }
        if (!whole)
            whole = n; /* the line's last bytes do not parse: say where */
        xt_arena scratch = { 0 };
        dec d;
        visit_dec(&d, h, pl, &scratch, fn, ctx, stop_ps, from, copy, err);
        if (mode != VISIT_ALL) {
            d.from_ps = from_ps;
            if (mode == VISIT_WINDOW) /* see xt_line_window: no stats */
                d.no_stats = true;
            else
                d.keep_all = d.own_strs = true;
        }
        xt_line counted;
        memset(&counted, 0, sizeof counted);
        rc = decode_events(&d, bytes, bytes + whole, NULL, &(xt_event){ 0 }, SIZE_MAX, base,
                           &counted);
        stopped = d.stopped;
        xt_arena_free(&scratch);
        free(copy);
        from += whole;
        if (block < (1u << 20))
            block *= 2;
    }
    return rc;
}

int xt_decode_line_visit(xt_host *h, const xt_plane *pl, const xt_line *l,
                         void (*fn)(void *ctx, const xt_event *ev), void *ctx, xt_error *err)
{
    if (!l->lazy) {
        for (size_t i = 0; i < l->nevents; i++)
            fn(ctx, &l->events[i]);
        return XT_OK;
    }
    return visit_from(h, pl, l, l->raw, VISIT_ALL, INT64_MIN, INT64_MAX, fn, ctx, err);
}

typedef struct window_key {
    const xt_line *l;
    int64_t t;
} window_key;

static bool event_before(const void *ctx, size_t i)
{
    const window_key *c = ctx;
    return c->l->events[i].start_ps < c->t;
}

static bool mark_before_t(const void *ctx, size_t i)
{
    const window_key *c = ctx;
    return c->l->marks[i].start_ps < c->t;
}

int xt_decode_line_window(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                          int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                          xt_error *err)
{
    window_key key = { l, t0_ps };
    if (!l->python_skipped || !pl->dict) {
        /* everything is in events[]: the first event at or after t0 */
        size_t lo = xt_lower_bound(l->nevents, &key, event_before);
        for (size_t i = lo; i < l->nevents && l->events[i].start_ps < t1_ps; i++)
            fn(ctx, &l->events[i]);
        return XT_OK;
    }
    /* the last mark before t0 (events are in start order): every event
     * from t0 on is after it, those at t0 before a mark at t0 too */
    size_t lo = xt_lower_bound(l->nmarks, &key, mark_before_t);
    return visit_from(h, pl, l, lo ? l->marks[lo - 1].at : l->raw, VISIT_WINDOW, t0_ps, t1_ps, fn,
                      ctx, err);
}

int xt_decode_line_window_all(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                              int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                              xt_error *err)
{
    if (!l->raw || !pl->dict)
        return xt_fail(err, XT_EINPUT, "line %s: its bytes were not kept to read back",
                       l->name ? l->name : "");
    const uint8_t *from = l->raw;
    if (l->python_skipped && l->nmarks) {
        /* the last mark before t0, as xt_decode_line_window */
        window_key key = { l, t0_ps };
        size_t lo = xt_lower_bound(l->nmarks, &key, mark_before_t);
        from = lo ? l->marks[lo - 1].at : l->raw;
    }
    return visit_from(h, pl, l, from, VISIT_WINDOW_ALL_STATS, t0_ps, t1_ps, fn, ctx, err);
}

/* ---- HloProto -------------------------------------------------------- */

/* HloProto field numbers (hlo.proto), for the messages walked by hand. */
enum { HLO_MODULE = 1, HLO_ASSIGNMENT = 3 };
enum { MOD_NAME = 1, MOD_COMPUTATIONS = 3, MOD_ID = 5, MOD_ENTRY_ID = 6, MOD_ALIAS = 8,
       MOD_STACK_INDEX = 17 };
enum { COMP_NAME = 1, COMP_INSTRUCTIONS = 2, COMP_ID = 5, COMP_ROOT_ID = 6 };
enum { INSTR_SHAPE = 3 };
enum { SHAPE_ELEMENT_TYPE = 2, SHAPE_DIMENSIONS = 3, SHAPE_TUPLE_SHAPES = 4, SHAPE_LAYOUT = 5 };
enum { LAYOUT_ELEMENT_SIZE_IN_BITS = 7, LAYOUT_MEMORY_SPACE = 8 };
enum { BA_LOGICAL_BUFFERS = 1, BA_ALLOCATIONS = 3, BA_HEAP_TRACES = 4 };
enum { TRACE_EVENTS = 1, TRACE_ALLOC_INDEX = 3 };

enum { MAX_SHAPE_DEPTH = 64 };

/* ---- the modules' HloProtos --------------------------------------------
 * An HloProto of a mapped file is read in place on the load's HLO thread
 * (guarded there as the load guards its own reads: load.h); its pages are
 * given back as each walk passes them (a check of the shapes, the counts,
 * the conversion: each from the start), so a 15 MB module is never all
 * resident, neither mapped nor copied.  hwnext is wnext noting how far the
 * walk on this thread has come. */
static _Thread_local struct {
    const uint8_t *mark; /* pages before it given back, from here on not yet */
    const uint8_t *lo, *hi; /* the HloProto: a walker elsewhere (an absent
                               field's empty walk starts at NULL) is not
                               noted, or the next drop would reach from
                               there and zero the heap and stacks below */
    bool on;
} g_hdrop;

enum { HDROP_STEP = 512 << 10 };

static void hdrop_note(const uint8_t *p)
{
    enum { STEP = HDROP_STEP };
    if ((uintptr_t)p < (uintptr_t)g_hdrop.lo || (uintptr_t)p > (uintptr_t)g_hdrop.hi)
        return;
    if (p < g_hdrop.mark) /* a new walk from the start */
        g_hdrop.mark = p;
    else if (p - g_hdrop.mark >= STEP) {
        drop_pages(g_hdrop.mark, (size_t)(p - g_hdrop.mark));
        g_hdrop.mark = p;
    }
}

static inline __attribute__((always_inline)) int hwnext(xt_wire *w, xt_field *f)
{
    /* hdrop_note does nothing for a field less than a step past the mark
     * (the most of them: it was a call per field, a quarter of the HLO
     * walk's instructions); one before the mark, or elsewhere, is a
     * difference of a step or more read unsigned */
    if (g_hdrop.on && (uintptr_t)w->p - (uintptr_t)g_hdrop.mark >= (uintptr_t)HDROP_STEP)
        hdrop_note(w->p);
    return wnext(w, f);
}

typedef struct hdec {
    xt_arena *a;
    xt_strtab *s;
    const char *last[5]; /* hfield_str's last string per kind of field */
    size_t lastn[5];
} hdec;

/* An HloProto's string: past XT_NAME_MAX bytes cut as the capture's
 * names are (xt_name_cut), the same text the same cut: a module's name,
 * an instruction's name, an origin, a stack frame's file or function of
 * 32 MiB was widened and hashed whole (an attacker's review). */
static const char *hlo_intern(xt_strtab *s, const char *p, size_t n)
{
    if (n <= XT_NAME_MAX)
        return xt_intern_n(s, p, n);
    char cut[XT_NAME_MAX + XT_NAME_MARK_MAX];
    return xt_intern_n(s, cut, xt_name_cut(cut, p, n));
}

static const char *hs(hdec *h, const char *s)
{
    s = s ? s : "";
    return hlo_intern(h->s, s, strlen(s));
}

static int64_t *dup_i64(hdec *h, const int64_t *v, size_t n)
{
    return n ? xt_arena_memdup(h->a, v, n * sizeof *v) : NULL;
}

/* A ShapeProto, walked by hand.  Tuple elements are kept up to the last
 * non-empty one: a hostile shape of 25M empty elements (3.4 GB once) costs
 * nothing, and the indices of the others do not move.  Depth is capped
 * (shape_depth_ok refused deeper shapes before).  False on bad bytes. */
static bool conv_shape(hdec *h, const uint8_t *p, size_t n, xt_shape *out, int depth)
{
    memset(out, 0, sizeof *out);
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    size_t ndims = 0, ntuple = 0, keep = 0;
    while ((r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.num == SHAPE_ELEMENT_TYPE && f.type == 0) {
            out->type = (int32_t)f.u;
        } else if (f.num == SHAPE_DIMENSIONS && f.type == 0) {
            ndims++;
        } else if (f.num == SHAPE_DIMENSIONS && f.type == 2) {
            xt_wire v = xt_wire_at(f.data, f.data, f.len);
            uint64_t x;
            while (v.p < v.end)
                if (xt_wire_varint(&v, &x) != XT_WIRE_FIELD)
                    return false;
                else
                    ndims++;
        } else if (f.num == SHAPE_TUPLE_SHAPES && f.type == 2) {
            ntuple++;
            if (f.len)
                keep = ntuple;
        } else if (f.num == SHAPE_LAYOUT && f.type == 2) {
            xt_wire v = xt_wire_at(f.data, f.data, f.len);
            xt_field g;
            int r2;
            while ((r2 = hwnext(&v, &g)) == XT_WIRE_FIELD) {
                if (g.num == LAYOUT_ELEMENT_SIZE_IN_BITS && g.type == 0)
                    out->element_size_in_bits = (int64_t)g.u;
                else if (g.num == LAYOUT_MEMORY_SPACE && g.type == 0)
                    out->memory_space = (int64_t)g.u;
            }
            if (r2 == XT_WIRE_ERR)
                return false;
        }
    }
    if (r == XT_WIRE_ERR || ndims > UINT32_MAX)
        return false;
    if (depth >= MAX_SHAPE_DEPTH)
        keep = 0;
    out->ndims = (uint32_t)ndims;
    out->dims = ndims ? xt_arena_alloc(h->a, ndims * sizeof *out->dims) : NULL;
    out->ntuple = (uint32_t)keep;
    out->tuple = keep ? xt_arena_alloc(h->a, keep * sizeof *out->tuple) : NULL;
    size_t di = 0, ti = 0;
    w = xt_wire_at(p, p, n);
    while (hwnext(&w, &f) == XT_WIRE_FIELD) {
        if (f.num == SHAPE_DIMENSIONS && f.type == 0 && di < ndims) {
            out->dims[di++] = (int64_t)f.u;
        } else if (f.num == SHAPE_DIMENSIONS && f.type == 2) {
            xt_wire v = xt_wire_at(f.data, f.data, f.len);
            uint64_t x;
            while (di < ndims && v.p < v.end && xt_wire_varint(&v, &x) == XT_WIRE_FIELD)
                out->dims[di++] = (int64_t)x;
        } else if (f.num == SHAPE_TUPLE_SHAPES && f.type == 2 && ti < keep) {
            if (!conv_shape(h, f.data, f.len, &out->tuple[ti++], depth + 1))
                return false;
        }
    }
    return true;
}

/* protobuf-c recurses into sub-messages without a depth limit.  The only
 * recursive message xoomtui declares is ShapeProto (tuple_shapes), walked
 * by hand (conv_shape); before that, walk HloProto -> module ->
 * computations -> instructions -> shape and refuse shapes nested deeper
 * than MAX_SHAPE_DEPTH. */

static bool shape_depth_ok(const uint8_t *p, size_t n, int depth)
{
    if (depth > MAX_SHAPE_DEPTH)
        return false;
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    while (hwnext(&w, &f) == XT_WIRE_FIELD)
        if (f.num == SHAPE_TUPLE_SHAPES && f.type == 2 &&
            !shape_depth_ok(f.data, f.len, depth + 1))
            return false;
    return true; /* malformed bytes are protobuf-c's to reject */
}

/* Visit the sub-messages at field `num` of the message in p[0..n). */
static bool each_sub(const uint8_t *p, size_t n, uint32_t num,
                     bool (*fn)(const uint8_t *, size_t))
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    while (hwnext(&w, &f) == XT_WIRE_FIELD)
        if (f.num == num && f.type == 2 && !fn(f.data, f.len))
            return false;
    return true;
}

static bool instr_ok(const uint8_t *p, size_t n)
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    while (hwnext(&w, &f) == XT_WIRE_FIELD)
        if (f.num == INSTR_SHAPE && f.type == 2 && !shape_depth_ok(f.data, f.len, 1))
            return false;
    return true;
}

static bool comp_ok(const uint8_t *p, size_t n)
{
    return each_sub(p, n, COMP_INSTRUCTIONS, instr_ok);
}

static bool module_ok(const uint8_t *p, size_t n)
{
    return each_sub(p, n, MOD_COMPUTATIONS, comp_ok);
}

/* The HloProto is walked by length prefix like the XSpace; protobuf-c
 * unpacks one small sub-message at a time (an instruction, a logical
 * buffer, an allocation, a trace event), so a module of a million
 * instructions never exists twice in memory. */

/* Count the LEN fields numbered num in p[0..n) (with nonempty, only those
 * with a payload). */
static size_t count_subs_of(const uint8_t *p, size_t n, uint32_t num, bool nonempty)
{
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    size_t k = 0;
    while (hwnext(&w, &f) == XT_WIRE_FIELD)
        if (f.num == num && f.type == 2 && (!nonempty || f.len))
            k++;
    return k;
}

static size_t count_subs(const uint8_t *p, size_t n, uint32_t num)
{
    return count_subs_of(p, n, num, false);
}

typedef struct hlo_walk {
    hdec hd;
    xt_hlo *o;
    xt_error *err;
    size_t comp;     /* current computation index */
    size_t lbuf, alloc, trace;
    size_t ni, ni_end; /* the next instruction's index, and its bound (the
                          count, or where the module's other part starts) */
    size_t remat, nempty; /* this walker's, added to the module's */
    bool defer_comp_puts; /* a module read in two parts: every
                             computation's id put after both, in order */
    uint64_t need;        /* memory charged so far (hlo_charge) */
    uint64_t len, mem;    /* the HloProto's bytes; the memory, read once */
} hlo_walk;

static bool hlo_fail(hlo_walk *hw, const char *what)
{
    xt_fail(hw->err, XT_EINPUT, "corrupt HloProto (%s)", what);
    return false;
}

/* Memory for n records of `each` bytes (what a decoded record keeps, and
 * for the messages protobuf-c unpacks, its own struct and pointer while
 * they are converted), charged before they are made, against the limits
 * of the capture's events (xt_memory_over: XOOMTUI_MAX_MEMORY, a quarter
 * of memory, or 1 GiB and 8 times the HloProto's bytes).  Records of two
 * bytes each (an empty FileLocation, logical buffer, alias entry) took
 * 40-60 times their bytes: a 51 KB gzip of 25 million empty locations
 * took 2.2 GB, XOOMTUI_MAX_MEMORY ignored (an attacker's review).  Past
 * the limit, XT_ENOMEM: the module is not decoded, and says why. */
static bool hlo_charge(hlo_walk *hw, uint64_t n, uint64_t each, const char *what)
{
    uint64_t add = n > UINT64_MAX / (each ? each : 1) ? UINT64_MAX : n * each;
    hw->need = hw->need > UINT64_MAX - add ? UINT64_MAX : hw->need + add;
    xt_over over = xt_memory_over_in(hw->need, hw->len, 8, hw->mem);
    if (over == XT_OVER_NONE)
        return true;
    char nb[32], cnt[40];
    approx_bytes(nb, sizeof nb, hw->need);
    with_commas(cnt, sizeof cnt, (size_t)n);
    xt_fail(hw->err, XT_ENOMEM,
            "its %s %s would need about %s of memory to decode (%s): not decoded; set "
            "XOOMTUI_MAX_MEMORY=<bytes> to allow it",
            cnt, what, nb,
            over == XT_OVER_SET      ? "more than XOOMTUI_MAX_MEMORY"
            : over == XT_OVER_MEMORY ? "more than a quarter of memory"
                                     : "more than 8 times the HloProto's bytes: records of a few bytes each");
    return false;
}

/* HloInstructionShapeless and OpMetadata field numbers (proto/hlo.proto) */
enum { INS_NAME = 1, INS_OPCODE = 2, INS_SHAPE = 3, INS_METADATA = 7, INS_PARAMETER_NUMBER = 9,
       INS_TUPLE_INDEX = 13, INS_CUSTOM_CALL_TARGET = 28, INS_ID = 35, INS_OPERAND_IDS = 36,
       INS_CALLED_IDS = 38 };
enum { OPM_OP_TYPE = 1, OPM_OP_NAME = 2, OPM_SOURCE_FILE = 3, OPM_SOURCE_LINE = 4,
       OPM_STACK_FRAME_ID = 15 };

/* A string field, a NUL inside it shown (xt_arena_strndup_nul; protobuf-c
 * would give the bytes up to it).  Fields that repeat from one instruction to the next (opcode, op_type,
 * source file, custom-call target: cache 0-3) are compared with the last
 * one before hashing; -1 for op names, interned; HFIELD_UNIQUE for an
 * instruction's name, unique in its module: copied, not interned (hashing
 * a big module's names was a quarter of its decode; nothing compares
 * instruction names by pointer). */
enum { HFIELD_UNIQUE = -2 };
static const char *hfield_str(hdec *hd, const xt_field *f, int cache)
{
    size_t n = f->len;
    if (n > XT_NAME_MAX)
        return hlo_intern(hd->s, (const char *)f->data, n);
    if (cache == HFIELD_UNIQUE)
        return xt_arena_strndup_nul(hd->a, (const char *)f->data, n);
    const char *l = cache >= 0 ? hd->last[cache] : NULL;
    if (l && hd->lastn[cache] == n && !memcmp(l, f->data, n) && !l[n])
        return l;
    const char *v = xt_intern_n(hd->s, (const char *)f->data, n);
    if (cache >= 0) {
        hd->last[cache] = v;
        hd->lastn[cache] = n;
    }
    return v;
}

/* A repeated int64 field, one value or packed; out NULL only checks it.
 * False on the wrong wire type or a packed run that does not parse. */
static bool hfield_i64s(const xt_field *f, int64_t **out, size_t *n, size_t *cap)
{
    if (f->type == 0) {
        if (out)
            XT_PUSH(*out, *n, *cap, (int64_t)f->u);
        return true;
    }
    if (f->type != 2)
        return false;
    xt_wire w = xt_wire_at(f->data, f->data, f->len);
    while (w.p < w.end) {
        uint64_t v;
        if (xt_wire_varint(&w, &v) != XT_WIRE_FIELD)
            return false;
        if (out)
            XT_PUSH(*out, *n, *cap, (int64_t)v);
    }
    return true;
}

/* OpMetadata into oi (fields of a repeated message merge, the last value
 * of each wins, as protobuf-c merges them). */
static bool conv_op_metadata(hdec *hd, const xt_field *mf, xt_instr *oi)
{
    xt_wire w = xt_wire_at(mf->data, mf->data, mf->len);
    xt_field f;
    int r;
    while ((r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        switch (f.num) {
        case OPM_OP_TYPE: case OPM_OP_NAME: case OPM_SOURCE_FILE: {
            if (f.type != 2)
                return false;
            const char *v = hfield_str(hd, &f, f.num == OPM_OP_TYPE ? 0
                                               : f.num == OPM_SOURCE_FILE ? 1 : -1);
            *(f.num == OPM_OP_TYPE ? &oi->op_type : f.num == OPM_OP_NAME ? &oi->op_name
                                                                       : &oi->source_file) = v;
            break;
        }
        case OPM_SOURCE_LINE: case OPM_STACK_FRAME_ID:
            if (f.type != 0)
                return false;
            *(f.num == OPM_SOURCE_LINE ? &oi->source_line : &oi->stack_frame_id) =
                (int32_t)(uint32_t)f.u;
            break;
        default: break;
        }
    }
    return r != XT_WIRE_ERR;
}

/* Whether an instruction's name has ".remat" (XLA's rematerialised
 * copies): from one '.' to the next, as names have one or two (strstr's
 * set-up cost more than the scan, 5% of a big module's decode). */
static bool has_remat(const char *name)
{
    for (const char *p = strchr(name, '.'); p; p = strchr(p + 1, '.'))
        if (!strncmp(p + 1, "remat", 5))
            return true;
    return false;
}

/* One instruction, walked by hand as the XSpace is (protobuf-c unpacked
 * and freed each one: 30% of a plan's decode).  What protobuf-c would
 * refuse (a known field of the wrong wire type, bytes that do not
 * parse) fails the same way. */
static bool conv_instr(hlo_walk *hw, const uint8_t *p, size_t n)
{
    hdec *hd = &hw->hd;
    xt_hlo *o = hw->o;
    if (hw->ni >= hw->ni_end)
        return hlo_fail(hw, "instructions changed while reading");
    xt_instr *oi = &o->instrs[hw->ni];
    const char *empty = hs(hd, "");
    memset(oi, 0, sizeof *oi);
    oi->name = oi->opcode = oi->custom_call_target = empty;
    oi->op_name = oi->op_type = oi->source_file = empty;
    oi->computation = hw->comp;
    xt_field shape = { 0 };
    int64_t *called = NULL;
    size_t ncalled = 0, capcalled = 0, nops = 0, capops = 0;
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    bool ok = true;
    while (ok && (r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        switch (f.num) {
        case INS_NAME: case INS_OPCODE: case INS_CUSTOM_CALL_TARGET:
            if ((ok = f.type == 2)) {
                const char *v = hfield_str(hd, &f, f.num == INS_OPCODE ? 2
                                                   : f.num == INS_CUSTOM_CALL_TARGET ? 3
                                                                                    : HFIELD_UNIQUE);
                *(f.num == INS_NAME ? &oi->name : f.num == INS_OPCODE ? &oi->opcode
                                                                     : &oi->custom_call_target) = v;
            }
            break;
        case INS_SHAPE:
            if ((ok = f.type == 2))
                shape = f;
            break;
        case INS_METADATA:
            ok = f.type == 2 && conv_op_metadata(hd, &f, oi);
            break;
        case INS_ID:
            if ((ok = f.type == 0))
                oi->id = (int64_t)f.u;
            break;
        case INS_PARAMETER_NUMBER: case INS_TUPLE_INDEX:
            ok = f.type == 0;
            break;
        case INS_OPERAND_IDS:
            ok = hfield_i64s(&f, NULL, &nops, &capops);
            break;
        case INS_CALLED_IDS:
            ok = hfield_i64s(&f, &called, &ncalled, &capcalled);
            break;
        default: break;
        }
    }
    if (!ok || r == XT_WIRE_ERR) {
        free(called);
        return hlo_fail(hw, "an instruction");
    }
    if (!conv_shape(hd, shape.data, shape.len, &oi->shape, 0)) {
        free(called);
        return hlo_fail(hw, "an instruction's shape");
    }
    oi->ncalled = (uint32_t)ncalled;
    oi->called = dup_i64(hd, called, ncalled);
    free(called);
    if (has_remat(oi->name))
        hw->remat++;
    hw->ni++; /* its id into the map after the module's walk (conv_module) */
    return true;
}

/* A computation's header fields met in a walk of (part of) its bytes:
 * the last of each wins, as protobuf-c merges them. */
typedef struct comp_head {
    const char *name;
    int64_t id, root_id;
    bool has_name, has_id, has_root;
} comp_head;

/* The fields left in w, a computation's bytes or a part of them that
 * starts at a field: its header into ch, its instructions converted. */
static bool conv_comp_fields(hlo_walk *hw, xt_wire *w, comp_head *ch)
{
    xt_field f;
    int r;
    while ((r = hwnext(w, &f)) == XT_WIRE_FIELD) {
        if (f.num == COMP_NAME && f.type == 2) {
            ch->name = hlo_intern(hw->hd.s, (const char *)f.data, f.len);
            ch->has_name = true;
        } else if (f.num == COMP_ID && f.type == 0) {
            ch->id = (int64_t)f.u;
            ch->has_id = true;
        } else if (f.num == COMP_ROOT_ID && f.type == 0) {
            ch->root_id = (int64_t)f.u;
            ch->has_root = true;
        } else if (f.num == COMP_INSTRUCTIONS && f.type == 2 && !f.len) {
            hw->nempty++; /* id 0, no name: nothing to store */
        } else if (f.num == COMP_INSTRUCTIONS && f.type == 2 && !conv_instr(hw, f.data, f.len)) {
            return false;
        }
    }
    if (r == XT_WIRE_ERR)
        return hlo_fail(hw, "a computation");
    return true;
}

static void comp_set(hlo_walk *hw, xt_computation *oc, const comp_head *ch, size_t first,
                     size_t count)
{
    oc->first = first;
    oc->count = count;
    oc->caller = -1;
    oc->name = ch->has_name ? ch->name : hs(&hw->hd, "");
    oc->id = ch->has_id ? ch->id : 0;
    oc->root_id = ch->has_root ? ch->root_id : 0;
}

static bool conv_computation(hlo_walk *hw, const uint8_t *p, size_t n)
{
    xt_hlo *o = hw->o;
    if (hw->comp >= o->ncomps)
        return hlo_fail(hw, "computations changed while reading");
    size_t first = hw->ni;
    comp_head ch = { 0 };
    xt_wire w = xt_wire_at(p, p, n);
    if (!conv_comp_fields(hw, &w, &ch))
        return false;
    comp_set(hw, &o->comps[hw->comp], &ch, first, hw->ni - first);
    if (!hw->defer_comp_puts)
        xt_imap_put(&o->comp_by_id, o->comps[hw->comp].id, hw->comp);
    hw->comp++;
    return true;
}

static bool conv_aliases(hlo_walk *hw, const uint8_t *p, size_t n)
{
    if (!hlo_charge(hw, count_subs(p, n, 1), sizeof(xt_alias) + sizeof(Xoomtui__Hlo__AliasEntryProto) + 32,
                    "input/output alias entries"))
        return false;
    Xoomtui__Hlo__HloInputOutputAliasProto *ap =
        xoomtui__hlo__hlo_input_output_alias_proto__unpack(NULL, n, p);
    if (!ap)
        return hlo_fail(hw, "input_output_alias");
    xt_hlo *o = hw->o;
    o->naliases = ap->n_entries;
    o->aliases = xt_arena_alloc(hw->hd.a, (ap->n_entries ? ap->n_entries : 1) * sizeof *o->aliases);
    for (size_t i = 0; i < ap->n_entries; i++) {
        Xoomtui__Hlo__AliasEntryProto *e = ap->entries[i];
        o->aliases[i].parameter_number = e->parameter_number;
        o->aliases[i].nparam_index = (uint32_t)e->n_parameter_shape_index;
        o->aliases[i].param_index = dup_i64(&hw->hd, e->parameter_shape_index,
                                            e->n_parameter_shape_index);
        o->aliases[i].nout_index = (uint32_t)e->n_output_shape_index;
        o->aliases[i].out_index = dup_i64(&hw->hd, e->output_shape_index, e->n_output_shape_index);
    }
    xoomtui__hlo__hlo_input_output_alias_proto__free_unpacked(ap, NULL);
    return true;
}

static bool conv_stack(hlo_walk *hw, const uint8_t *p, size_t n)
{
    /* a name: its pointer, protobuf-c's copy and the interned one */
    if (!hlo_charge(hw, count_subs(p, n, 1) + count_subs(p, n, 2), 64, "stack-frame names") ||
        !hlo_charge(hw, count_subs(p, n, 3),
                    sizeof(xt_frame_loc) + sizeof(Xoomtui__Hlo__StackFrameIndexProto__FileLocation) + 32,
                    "stack-frame file locations") ||
        !hlo_charge(hw, count_subs(p, n, 4),
                    sizeof(xt_frame) + sizeof(Xoomtui__Hlo__StackFrameIndexProto__StackFrame) + 32,
                    "stack frames"))
        return false;
    Xoomtui__Hlo__StackFrameIndexProto *sf =
        xoomtui__hlo__stack_frame_index_proto__unpack(NULL, n, p);
    if (!sf)
        return hlo_fail(hw, "stack_frame_index");
    xt_arena *arena = hw->hd.a;
    xt_stack_index *st = &hw->o->stack;
    st->nfiles = sf->n_file_names;
    st->files = xt_arena_alloc(arena, (st->nfiles + 1) * sizeof *st->files);
    for (size_t i = 0; i < st->nfiles; i++)
        st->files[i] = hs(&hw->hd, sf->file_names[i]);
    st->nfuncs = sf->n_function_names;
    st->funcs = xt_arena_alloc(arena, (st->nfuncs + 1) * sizeof *st->funcs);
    for (size_t i = 0; i < st->nfuncs; i++)
        st->funcs[i] = hs(&hw->hd, sf->function_names[i]);
    st->nlocs = sf->n_file_locations;
    st->locs = xt_arena_alloc(arena, (st->nlocs + 1) * sizeof *st->locs);
    for (size_t i = 0; i < st->nlocs; i++) {
        st->locs[i].file = sf->file_locations[i]->file_name_id;
        st->locs[i].func = sf->file_locations[i]->function_name_id;
        st->locs[i].line = sf->file_locations[i]->line;
        st->locs[i].column = sf->file_locations[i]->column;
    }
    st->nframes = sf->n_stack_frames;
    st->frames = xt_arena_alloc(arena, (st->nframes + 1) * sizeof *st->frames);
    for (size_t i = 0; i < st->nframes; i++) {
        st->frames[i].loc = sf->stack_frames[i]->file_location_id;
        st->frames[i].parent = sf->stack_frames[i]->parent_frame_id;
    }
    xoomtui__hlo__stack_frame_index_proto__free_unpacked(sf, NULL);
    return true;
}

/* A walker for another thread: src's state with its own arena, strings
 * and error (its strings' arena adopted by the parent's after the join). */
static void hw_fork(hlo_walk *dst, const hlo_walk *src, xt_arena *a, xt_strtab *s, xt_error *e)
{
    *dst = *src;
    dst->hd.a = a;
    dst->hd.s = s;
    memset(dst->hd.last, 0, sizeof dst->hd.last);
    dst->err = e;
    xt_intern_init(s, a);
}

/* A mapping read in place is guarded on the thread that reads it too (a
 * SIGBUS goes to the thread that faults), over the whole pages of
 * [p, end); xt_bus_guard_thread_end says whether it faulted. */
static void guard_pages(const uint8_t *p, const uint8_t *end)
{
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t ps = pg > 0 ? (uintptr_t)pg : 4096;
    uintptr_t lo = (uintptr_t)p & ~(ps - 1), hi = ((uintptr_t)end + ps - 1) & ~(ps - 1);
    xt_bus_guard_thread((const void *)lo, hi - lo);
}

/* A big module is converted in two parts side by side (its conversion is
 * most of a run's first host's solo time and of a module's first visit in
 * the TUI): from the first instruction at or after its middle byte to the
 * computations' end on a thread of its own, with its own arena, strings
 * and error, each part writing its own range of the instructions counted
 * first.  Ids go into the maps in the order one walk puts them. */
enum { MOD_SPLIT_MIN = 1 << 20 };

static atomic_size_t g_modules_split;

size_t xt_decode_modules_split(void)
{
    return atomic_load(&g_modules_split);
}

typedef struct mod_job {
    hlo_walk hw;
    xt_arena arena;
    xt_strtab strings;
    xt_error err;
    const uint8_t *cdata, *at, *cend; /* the split computation: from `at`
                                         (an instruction's tag) to its end */
    const uint8_t *rest, *end;        /* the module's fields after it */
    comp_head head;   /* its header fields met from `at` on */
    size_t cend_ni;   /* the instruction index after its part of it */
    const uint8_t *fail_at; /* where it failed: the field it was in (a
                               module field before it, converted by the
                               first part, fails first) */
    bool ok, mapped, bus_hit;
} mod_job;

static void *mod_thread(void *arg)
{
    mod_job *j = arg;
    if (j->mapped)
        guard_pages(j->at, j->end);
    g_hdrop.on = j->mapped;
    g_hdrop.mark = g_hdrop.lo = j->at;
    g_hdrop.hi = j->end;
    xt_wire w = xt_wire_at(j->cdata, j->at, (size_t)(j->cend - j->at));
    j->fail_at = j->at;
    j->ok = conv_comp_fields(&j->hw, &w, &j->head);
    j->cend_ni = j->hw.ni;
    j->hw.comp++;
    xt_wire m = xt_wire_at(j->rest, j->rest, (size_t)(j->end - j->rest));
    xt_field f;
    int r = XT_WIRE_END;
    while (j->ok && (j->fail_at = m.p, r = hwnext(&m, &f)) == XT_WIRE_FIELD)
        if (f.num == MOD_COMPUTATIONS && f.type == 2)
            j->ok = conv_computation(&j->hw, f.data, f.len);
    if (j->ok && r == XT_WIRE_ERR)
        j->ok = hlo_fail(&j->hw, "the module");
    if (j->ok && j->hw.ni != j->hw.ni_end) {
        j->fail_at = j->end;
        j->ok = hlo_fail(&j->hw, "instructions changed while reading");
    }
    g_hdrop.on = false;
    if (j->mapped)
        j->bus_hit = xt_bus_guard_thread_end();
    return NULL;
}

/* Starts the module's second part at `at` (instruction k of computation
 * c, whose bytes are cdata[0..clen)); NULL when it cannot (then one walk
 * converts it all). */
static mod_job *mod_split_start(hlo_walk *hw, pthread_t *t, const uint8_t *cdata, size_t clen,
                                const uint8_t *at, size_t c, size_t k, size_t ni,
                                const uint8_t *end)
{
    mod_job *j = xt_xcalloc(1, sizeof *j);
    hw_fork(&j->hw, hw, &j->arena, &j->strings, &j->err);
    j->hw.comp = c;
    j->hw.ni = k;
    j->hw.ni_end = ni;
    j->hw.remat = j->hw.nempty = 0;
    j->hw.defer_comp_puts = true;
    j->cdata = cdata;
    j->at = at;
    j->cend = cdata + clen;
    j->rest = cdata + clen;
    j->end = end;
    j->mapped = g_hdrop.on;
    if (pthread_create(t, NULL, mod_thread, j)) {
        xt_intern_free(&j->strings);
        xt_arena_free(&j->arena);
        free(j);
        return NULL;
    }
    atomic_fetch_add(&g_modules_split, 1);
    return j;
}

/* Waits for the second part and takes its arena and its counts; its
 * error stays in j (the caller takes it where it comes first in the
 * bytes).  Returns whether it converted its part. */
static bool mod_split_join(hlo_walk *hw, mod_job *j, pthread_t t)
{
    pthread_join(t, NULL);
    xt_arena_adopt(hw->hd.a, &j->arena); /* its strings with it */
    xt_intern_free(&j->strings);
    if (j->bus_hit) { /* zeros read where the file was: the load says it changed */
        j->ok = false;
        j->fail_at = j->at;
        xt_fail(&j->err, XT_EINPUT, "the file changed while its module was read");
    }
    hw->remat += j->hw.remat;
    hw->nempty += j->hw.nempty;
    return j->ok;
}

static bool conv_module(hlo_walk *hw, const uint8_t *p, size_t n)
{
    xt_hlo *o = hw->o;
    /* sizes first: computations and their instructions; for a big module
     * also where its second part would start, the first instruction whose
     * tag is at or after the middle byte */
    const uint8_t *mid = p + n / 2, *at = NULL, *cdata = NULL;
    size_t nc = 0, ni = 0, csplit = 0, k = 0, clen = 0;
    bool want = n >= MOD_SPLIT_MIN && xt_threads() >= 2;
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    while ((r = hwnext(&w, &f)) == XT_WIRE_FIELD)
        if (f.num == MOD_COMPUTATIONS && f.type == 2) {
            if (want && !at && f.data + f.len > mid) {
                xt_wire cw = xt_wire_at(f.data, f.data, f.len);
                xt_field g;
                const uint8_t *tag = cw.p;
                while (hwnext(&cw, &g) == XT_WIRE_FIELD) {
                    if (g.num == COMP_INSTRUCTIONS && g.type == 2 && g.len) {
                        if (!at && tag >= mid) {
                            at = tag, k = ni, csplit = nc;
                            cdata = f.data, clen = f.len;
                        }
                        ni++;
                    }
                    tag = cw.p;
                }
            } else {
                ni += count_subs_of(f.data, f.len, COMP_INSTRUCTIONS, true);
            }
            nc++;
        }
    if (r == XT_WIRE_ERR)
        return hlo_fail(hw, "the module");
    if (!hlo_charge(hw, nc, sizeof *o->comps + 32, "computations") ||
        !hlo_charge(hw, ni, sizeof *o->instrs + 32, "instructions"))
        return false;
    o->comps = xt_arena_alloc(hw->hd.a, (nc ? nc : 1) * sizeof *o->comps);
    o->instrs = xt_arena_alloc(hw->hd.a, (ni ? ni : 1) * sizeof *o->instrs);
    o->ncomps = nc;
    hw->ni = 0;
    hw->ni_end = ni;
    xt_imap_init(&o->comp_by_id, nc);
    pthread_t t;
    mod_job *j = at && k > 0 ? mod_split_start(hw, &t, cdata, clen, at, csplit, k, ni, p + n)
                             : NULL;
    const uint8_t *hi = g_hdrop.hi;
    if (j) {
        hw->ni_end = k;
        hw->defer_comp_puts = true;
        g_hdrop.hi = at; /* this thread's page drops stop where the other's start */
    }
    size_t c = 0; /* the computation fields met */
    bool split_done = false, b_failed = false;
    xt_error b_err = { 0, "" };
    const uint8_t *b_fail_at = NULL;
    size_t sfirst = 0;
    comp_head shead = { 0 };
    bool ok = true;
    w = xt_wire_at(p, p, n);
    while (ok && hwnext(&w, &f) == XT_WIRE_FIELD) {
        if (b_failed && f.data >= b_fail_at)
            break; /* the second part's error comes first from here */
        switch (f.num) {
        case MOD_NAME:
            if (f.type == 2)
                o->name = hlo_intern(hw->hd.s, (const char *)f.data, f.len);
            break;
        case MOD_ID: if (f.type == 0) o->id = (int64_t)f.u; break;
        case MOD_ENTRY_ID: if (f.type == 0) o->entry_id = (int64_t)f.u; break;
        case MOD_COMPUTATIONS:
            if (f.type != 2)
                break;
            if (split_done && c > csplit) {
                /* the second part's: converted there */
            } else if (!j || c < csplit) {
                ok = conv_computation(hw, f.data, f.len);
            } else if (c == csplit) { /* its first part, then the other's */
                sfirst = hw->ni;
                xt_wire cw = xt_wire_at(f.data, f.data, (size_t)(at - f.data));
                ok = conv_comp_fields(hw, &cw, &shead);
                if (ok && hw->ni != k)
                    ok = hlo_fail(hw, "instructions changed while reading");
                if (!mod_split_join(hw, j, t) && ok) {
                    /* its error, unless a module field this walk meets
                     * before it fails first (input_output_alias,
                     * stack_frame_index: converted here) */
                    b_err = j->err;
                    b_fail_at = j->fail_at;
                    b_failed = true;
                }
                g_hdrop.hi = hi;
                if (ok && !b_failed) {
                    comp_head *b = &j->head; /* the later of each field wins */
                    if (b->has_name)
                        shead.name = b->name, shead.has_name = true;
                    if (b->has_id)
                        shead.id = b->id, shead.has_id = true;
                    if (b->has_root)
                        shead.root_id = b->root_id, shead.has_root = true;
                    comp_set(hw, &o->comps[csplit], &shead, sfirst, j->cend_ni - sfirst);
                    hw->ni = j->hw.ni;
                }
                free(j);
                j = NULL;
                split_done = true;
            }
            c++;
            break;
        case MOD_ALIAS:
            if (f.type == 2)
                ok = conv_aliases(hw, f.data, f.len);
            break;
        case MOD_STACK_INDEX:
            if (f.type == 2)
                ok = conv_stack(hw, f.data, f.len);
            break;
        default: break;
        }
    }
    if (j) { /* the first part failed before the split, or (the bytes
                changed under it) never met the split computation */
        bool bok = mod_split_join(hw, j, t);
        g_hdrop.hi = hi;
        if (ok && !bok)
            *hw->err = j->err, ok = false;
        else if (ok)
            ok = hlo_fail(hw, "computations changed while reading");
        free(j);
    }
    if (ok && b_failed) {
        *hw->err = b_err;
        ok = false;
    }
    o->remat_count += hw->remat;
    o->nempty_instrs += hw->nempty;
    if (!ok)
        return false;
    o->ninstrs = hw->ni;
    /* the instructions' ids, in order (an id met twice: the later), into
     * an array when they are dense, as XLA numbers them: a table of a big
     * module's ids was 4.5 MB and a tenth of its decode */
    int64_t idlo = INT64_MAX, idhi = INT64_MIN;
    for (size_t i = 0; i < o->ninstrs; i++) {
        idlo = o->instrs[i].id < idlo ? o->instrs[i].id : idlo;
        idhi = o->instrs[i].id > idhi ? o->instrs[i].id : idhi;
    }
    xt_imap_init_range(&o->instr_by_id, idlo, idhi, o->ninstrs);
    for (size_t i = 0; i < o->ninstrs; i++)
        xt_imap_put(&o->instr_by_id, o->instrs[i].id, i);
    if (hw->defer_comp_puts) /* in the order one walk puts them */
        for (size_t i = 0; i < o->ncomps; i++)
            xt_imap_put(&o->comp_by_id, o->comps[i].id, i);
    /* callers: which instruction calls each computation (first wins) */
    for (size_t i = 0; i < o->ninstrs; i++)
        for (uint32_t q = 0; q < o->instrs[i].ncalled; q++) {
            size_t ci;
            if (xt_imap_get(&o->comp_by_id, o->instrs[i].called[q], &ci) && o->comps[ci].caller < 0)
                o->comps[ci].caller = o->instrs[i].id;
        }
    return true;
}

/* LogicalBufferProto and HeapSimulatorTrace.Event field numbers
 * (proto/hlo.proto), walked by hand as protobuf-c unpacks them: a known
 * field of another wire type fails, an unknown one is skipped, a scalar's
 * last value wins, a message met twice merges (its scalars last, its
 * repeated values appended).  protobuf-c's unpack and free cost a malloc
 * a message: half the buffer assignment's time (bench/RESULTS.md). */
enum { LB_ID = 1, LB_SIZE = 2, LB_DEFINED_AT = 3, LB_COLOR = 4 };
enum { LOC_INSTRUCTION_NAME = 2, LOC_SHAPE_INDEX = 3, LOC_INSTRUCTION_ID = 4 };
enum { EV_KIND = 1, EV_BUFFER_ID = 2, EV_COMPUTATION_NAME = 3, EV_INSTRUCTION_NAME = 4,
       EV_SHARE_WITH = 5 };

static bool conv_lbuf(hlo_walk *hw, const uint8_t *p, size_t n)
{
    xt_hlo *o = hw->o;
    if (hw->lbuf >= o->nlbufs)
        return hlo_fail(hw, "logical buffers changed while reading");
    int64_t id = 0, size = 0, color = 0, instr_id = 0;
    bool defined = false;
    int64_t *index = NULL;
    size_t nindex = 0, capindex = 0;
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    bool ok = true;
    while (ok && (r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        switch (f.num) {
        case LB_ID: if ((ok = f.type == 0)) id = (int64_t)f.u; break;
        case LB_SIZE: if ((ok = f.type == 0)) size = (int64_t)f.u; break;
        case LB_COLOR: if ((ok = f.type == 0)) color = (int64_t)f.u; break;
        case LB_DEFINED_AT: {
            if (!(ok = f.type == 2))
                break;
            defined = true;
            instr_id = 0; /* protobuf-c's merge: a later Location's value, 0 when absent */
            xt_wire l = xt_wire_at(f.data, f.data, f.len);
            xt_field g;
            int rl;
            while (ok && (rl = hwnext(&l, &g)) == XT_WIRE_FIELD) {
                if (g.num == LOC_INSTRUCTION_ID)
                    ok = g.type == 0, instr_id = (int64_t)g.u;
                else if (g.num == LOC_INSTRUCTION_NAME)
                    ok = g.type == 2;
                else if (g.num == LOC_SHAPE_INDEX)
                    ok = hfield_i64s(&g, &index, &nindex, &capindex);
            }
            if (ok && rl == XT_WIRE_ERR)
                ok = false;
            break;
        }
        default: break;
        }
    }
    if (!ok || r == XT_WIRE_ERR) {
        free(index);
        return hlo_fail(hw, "a logical buffer");
    }
    xt_lbuf *ol = &o->lbufs[hw->lbuf];
    ol->id = id;
    ol->size = size;
    ol->color = color;
    ol->instr_id = defined ? instr_id : -1;
    if (defined) {
        ol->nindex = (uint32_t)nindex;
        ol->shape_index = dup_i64(&hw->hd, index, nindex);
    }
    free(index);
    xt_imap_put(&o->lbuf_by_id, id, hw->lbuf);
    hw->lbuf++;
    return true;
}

static bool conv_alloc(hlo_walk *hw, const uint8_t *p, size_t n)
{
    if (!hlo_charge(hw, count_subs(p, n, 9),
                    sizeof(xt_assigned) + sizeof(Xoomtui__Hlo__BufferAllocationProto__Assigned) + 32,
                    "assigned logical buffers of an allocation"))
        return false;
    Xoomtui__Hlo__BufferAllocationProto *bp = xoomtui__hlo__buffer_allocation_proto__unpack(NULL, n, p);
    if (!bp)
        return hlo_fail(hw, "a buffer allocation");
    if (hw->alloc >= hw->o->nallocs) {
        xoomtui__hlo__buffer_allocation_proto__free_unpacked(bp, NULL);
        return hlo_fail(hw, "buffer allocations changed while reading");
    }
    xt_alloc *oa = &hw->o->allocs[hw->alloc++];
    oa->index = bp->index;
    oa->size = bp->size;
    oa->color = bp->color;
    oa->parameter_number = bp->parameter_number;
    oa->is_thread_local = bp->is_thread_local;
    oa->is_param = bp->is_entry_computation_parameter;
    oa->maybe_live_out = bp->maybe_live_out;
    oa->is_tuple = bp->is_tuple;
    oa->is_constant = bp->is_constant;
    oa->is_param_aliased = bp->is_parameter_aliased_with_output;
    oa->nparam_index = (uint32_t)bp->n_parameter_shape_index;
    oa->param_shape_index = dup_i64(&hw->hd, bp->parameter_shape_index, bp->n_parameter_shape_index);
    oa->nassigned = bp->n_assigned;
    oa->assigned = xt_arena_alloc(hw->hd.a, (bp->n_assigned ? bp->n_assigned : 1) * sizeof *oa->assigned);
    for (size_t k = 0; k < bp->n_assigned; k++) {
        oa->assigned[k].lbuf_id = bp->assigned[k]->logical_buffer_id;
        oa->assigned[k].offset = bp->assigned[k]->offset;
        oa->assigned[k].size = bp->assigned[k]->size;
    }
    xoomtui__hlo__buffer_allocation_proto__free_unpacked(bp, NULL);
    return true;
}

static bool conv_trace(hlo_walk *hw, const uint8_t *p, size_t n)
{
    if (hw->trace >= hw->o->ntraces)
        return hlo_fail(hw, "heap-simulator traces changed while reading");
    xt_heap_trace *ot = &hw->o->traces[hw->trace++];
    size_t ne = count_subs(p, n, TRACE_EVENTS);
    if (!hlo_charge(hw, ne, sizeof *ot->events, "heap-simulator events of a trace"))
        return false;
    ot->events = xt_arena_alloc(hw->hd.a, (ne ? ne : 1) * sizeof *ot->events);
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    while ((r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.num == TRACE_ALLOC_INDEX && f.type == 0) {
            ot->alloc_index = (int64_t)f.u;
        } else if (f.num == TRACE_EVENTS && f.type == 2) {
            if (ot->nevents >= ne)
                return hlo_fail(hw, "heap-simulator events changed while reading");
            xt_heap_event ev = { 0, -1, 0, 0, NULL };
            xt_wire e = xt_wire_at(f.data, f.data, f.len);
            xt_field g;
            int re;
            bool ok = true;
            while (ok && (re = hwnext(&e, &g)) == XT_WIRE_FIELD) {
                switch (g.num) {
                case EV_KIND: if ((ok = g.type == 0)) ev.kind = (int32_t)g.u; break;
                case EV_BUFFER_ID: if ((ok = g.type == 0)) ev.buffer_id = (int64_t)g.u; break;
                case EV_SHARE_WITH: if ((ok = g.type == 0)) ev.share_with = (int64_t)g.u; break;
                case EV_COMPUTATION_NAME: ok = g.type == 2; break;
                case EV_INSTRUCTION_NAME:
                    if ((ok = g.type == 2)) /* as protobuf-c's C string: up to a NUL */
                        ev.instruction_name = hfield_str(&hw->hd, &g, 4);
                    break;
                default: break;
                }
            }
            if (!ok || re == XT_WIRE_ERR)
                return hlo_fail(hw, "a heap-simulator event");
            if (!ev.instruction_name)
                ev.instruction_name = hs(&hw->hd, "");
            ot->events[ot->nevents++] = ev;
        }
    }
    if (r == XT_WIRE_ERR)
        return hlo_fail(hw, "a heap-simulator trace");
    return true;
}

static bool conv_assignment(hlo_walk *hw, const uint8_t *p, size_t n)
{
    xt_hlo *o = hw->o;
    o->has_buffer_assignment = true;
    o->nlbufs = count_subs(p, n, BA_LOGICAL_BUFFERS);
    o->nallocs = count_subs(p, n, BA_ALLOCATIONS);
    o->ntraces = count_subs(p, n, BA_HEAP_TRACES);
    if (!hlo_charge(hw, o->nlbufs, sizeof *o->lbufs + 32, "logical buffers") ||
        !hlo_charge(hw, o->nallocs, sizeof *o->allocs + sizeof(Xoomtui__Hlo__BufferAllocationProto) + 32,
                    "buffer allocations") ||
        !hlo_charge(hw, o->ntraces, sizeof *o->traces, "heap-simulator traces"))
        return false;
    o->lbufs = xt_arena_alloc(hw->hd.a, (o->nlbufs ? o->nlbufs : 1) * sizeof *o->lbufs);
    o->allocs = xt_arena_alloc(hw->hd.a, (o->nallocs ? o->nallocs : 1) * sizeof *o->allocs);
    o->traces = xt_arena_alloc(hw->hd.a, (o->ntraces ? o->ntraces : 1) * sizeof *o->traces);
    xt_imap_free(&o->lbuf_by_id);
    xt_imap_init(&o->lbuf_by_id, o->nlbufs);
    xt_wire w = xt_wire_at(p, p, n);
    xt_field f;
    int r;
    while ((r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.type != 2)
            continue;
        if ((f.num == BA_LOGICAL_BUFFERS && !conv_lbuf(hw, f.data, f.len)) ||
            (f.num == BA_ALLOCATIONS && !conv_alloc(hw, f.data, f.len)) ||
            (f.num == BA_HEAP_TRACES && !conv_trace(hw, f.data, f.len)))
            return false;
    }
    if (r == XT_WIRE_ERR)
        return hlo_fail(hw, "the buffer assignment");
    /* each heap event's buffer, looked up once the map holds every
     * logical buffer (the traces may come first in a proto): a replay
     * (the plan's peak, its series, every host's JSON of a shared module)
     * looked it up per event, 6% of a 16-host run */
    for (size_t t = 0; t < hw->trace && t < o->ntraces; t++)
        for (size_t e = 0; e < o->traces[t].nevents; e++) {
            xt_heap_event *ev = &o->traces[t].events[e];
            size_t ix;
            ev->buffer_ix = xt_imap_get(&o->lbuf_by_id, ev->buffer_id, &ix) && ix <= INT32_MAX
                                ? (int32_t)ix
                                : -1;
        }
    return true;
}

static xt_hlo *decode_hlo(const uint8_t *data, size_t len, xt_arena *arena, xt_strtab *strings,
                          xt_error *err);

xt_hlo *xt_decode_hlo(const uint8_t *data, size_t len, bool mapped, xt_arena *arena,
                      xt_strtab *strings, xt_error *err)
{
    g_hdrop.on = mapped;
    g_hdrop.mark = g_hdrop.lo = data;
    g_hdrop.hi = data + len;
    xt_hlo *o = decode_hlo(data, len, arena, strings, err);
    if (mapped)
        drop_pages(data, len);
    g_hdrop.on = false;
    return o;
}

/* The buffer assignment on a thread of its own, beside the module: its
 * own arena, strings and error, the thread's page drops as its parent's. */
typedef struct ba_job {
    hlo_walk hw;
    xt_arena arena;
    xt_strtab strings;
    xt_error err;
    const uint8_t *p;
    size_t n;
    bool ok;
    bool mapped;  /* the bytes are the file's mapping, guarded by the parent */
    bool bus_hit; /* the file shrank under this thread (load.h) */
} ba_job;

static void *ba_thread(void *arg)
{
    ba_job *j = arg;
    /* page drops as the parent's, within this thread's part */
    if (j->mapped)
        guard_pages(j->p, j->p + j->n);
    g_hdrop.on = j->mapped;
    g_hdrop.mark = g_hdrop.lo = j->p;
    g_hdrop.hi = j->p + j->n;
    j->ok = conv_assignment(&j->hw, j->p, j->n);
    g_hdrop.on = false;
    if (j->mapped)
        j->bus_hit = xt_bus_guard_thread_end();
    return NULL;
}

/* A big HloProto's module and buffer assignment decoded side by side (the
 * assignment is a fifth of a 120,000-instruction module's decode, which a
 * run's first host and a module opened in the TUI wait for).  Only when
 * the HloProto's top level reads whole, with one of each and an
 * assignment of 256 KiB or more, on more than one core: else (false) the
 * fields are decoded one after the other.  *ok: whether both decoded; the
 * error is the one of the field that comes first. */
static bool decode_hlo_split(hlo_walk *hw, const uint8_t *data, size_t len, bool *ok)
{
    if (xt_threads() < 2 || len < (256u << 10))
        return false;
    const uint8_t *mp = NULL, *bp = NULL;
    size_t mn = 0, bn = 0;
    xt_wire w = xt_wire_at(data, data, len);
    xt_field f;
    int r;
    while ((r = wnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.num == HLO_MODULE && f.type == 2 && !mp)
            mp = f.data, mn = f.len;
        else if (f.num == HLO_ASSIGNMENT && f.type == 2 && !bp)
            bp = f.data, bn = f.len;
    }
    if (r == XT_WIRE_ERR || !mp || !bp || bn < (256u << 10))
        return false;
    ba_job *j = xt_xcalloc(1, sizeof *j);
    hw_fork(&j->hw, hw, &j->arena, &j->strings, &j->err);
    j->p = bp;
    j->n = bn;
    j->mapped = g_hdrop.on; /* xt_decode_hlo's mapped: guarded in place */
    pthread_t t;
    if (pthread_create(&t, NULL, ba_thread, j)) {
        xt_intern_free(&j->strings);
        free(j);
        return false;
    }
    if (g_hdrop.on && mp > g_hdrop.mark) /* this thread drops within the module */
        g_hdrop.mark = mp;
    bool mok = conv_module(hw, mp, mn);
    pthread_join(t, NULL);
    xt_arena_adopt(hw->hd.a, &j->arena); /* its strings with it */
    xt_intern_free(&j->strings);
    if (j->bus_hit) { /* zeros read where the file was: the load says it changed */
        j->ok = false;
        xt_fail(&j->err, XT_EINPUT, "the file changed while its buffer assignment was read");
    }
    *ok = mok && j->ok;
    if (!j->ok && (mok || bp < mp || j->bus_hit)) /* the assignment's error: it failed, and first */
        *hw->err = j->err;
    free(j);
    return true;
}

static xt_hlo *decode_hlo(const uint8_t *data, size_t len, xt_arena *arena, xt_strtab *strings,
                          xt_error *err)
{
    if (!each_sub(data, len, HLO_MODULE, module_ok)) {
        xt_fail(err, XT_EINPUT, "HloProto with shapes nested deeper than %d levels",
                MAX_SHAPE_DEPTH);
        return NULL;
    }
    hlo_walk hw;
    memset(&hw, 0, sizeof hw);
    hw.hd.a = arena;
    hw.hd.s = strings;
    hw.err = err;
    hw.len = len;
    hw.mem = xt_memory_total();
    xt_hlo *o = hw.o = xt_arena_alloc(arena, sizeof *o);
    o->name = hs(&hw.hd, "");
    memset(&o->lbuf_by_id, 0, sizeof o->lbuf_by_id); /* empty: no table until a put */
    bool have_module = false;
    xt_wire w = xt_wire_at(data, data, len);
    xt_field f;
    int r;
    bool ok = true;
    if (decode_hlo_split(&hw, data, len, &ok)) {
        have_module = true; /* both decoded side by side */
        r = XT_WIRE_END;
    } else
    while (ok && (r = hwnext(&w, &f)) == XT_WIRE_FIELD) {
        if (f.num == HLO_MODULE && f.type == 2 && !have_module) {
            have_module = true;
            ok = conv_module(&hw, f.data, f.len);
        } else if (f.num == HLO_ASSIGNMENT && f.type == 2 && !o->has_buffer_assignment) {
            ok = conv_assignment(&hw, f.data, f.len);
        }
    }
    if (ok && r == XT_WIRE_ERR)
        ok = hlo_fail(&hw, "the HloProto");
    if (!have_module) { /* empty maps hold no table (300,000 empty modules) */
        memset(&o->instr_by_id, 0, sizeof o->instr_by_id);
        memset(&o->comp_by_id, 0, sizeof o->comp_by_id);
    }
    if (!ok) {
        xt_imap_free(&o->instr_by_id);
        xt_imap_free(&o->lbuf_by_id);
        xt_imap_free(&o->comp_by_id);
        return NULL;
    }
    return o;
}

int xt_decode_peek_hostname(int fd, char *buf, size_t cap)
{
    struct stat st;
    if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size < 2)
        return -1;
    uint64_t size = (uint64_t)st.st_size, off = 0;
    /* the tags through a window of 64 KiB: a file of many small fields
     * took a pread each (100,000 of them: slower than loading the run
     * whole, an attacker's review) */
    enum { WIN = 64 << 10 };
    uint8_t *win = xt_xmalloc(WIN);
    uint64_t wlo = 0, whi = 0; /* the window holds [wlo, whi) */
    int r = 0;
    for (int fields = 0; off < size; fields++) {
        if (fields >= 100000) {
            r = -1;
            break;
        }
        if (off < wlo || off + 24 > whi) { /* the next header past the window: read from it */
            ssize_t got = pread(fd, win, WIN, (off_t)off);
            if (got <= 0) {
                r = -1;
                break;
            }
            wlo = off;
            whi = off + (uint64_t)got;
        }
        const uint8_t *h = win + (off - wlo);
        size_t have = (size_t)(whi - off);
        if (off == 0 && have >= 2 && h[0] == 0x1f && h[1] == 0x8b) {
            r = -1; /* gzip: its bytes are not the XSpace's */
            break;
        }
        xt_wire w = xt_wire_at(h, h, have < 24 ? have : 24);
        uint64_t tag, len = 0;
        if (xt_wire_varint(&w, &tag) != XT_WIRE_FIELD) {
            r = -1;
            break;
        }
        uint64_t num = tag >> 3, type = tag & 7;
        if (num < SPACE_PLANES || num > SPACE_HOSTNAMES) {
            r = -1; /* not an XSpace's: the load says what it is */
            break;
        }
        int ok = XT_WIRE_FIELD;
        if (type == 2) {
            ok = xt_wire_varint(&w, &len);
        } else if (type == 0) {
            uint64_t v;
            ok = xt_wire_varint(&w, &v);
        } else {
            len = type == 1 ? 8 : type == 5 ? 4 : UINT64_MAX;
        }
        uint64_t at = off + (uint64_t)(w.p - h);
        if (ok != XT_WIRE_FIELD || len == UINT64_MAX || len > size - at) {
            r = -1;
            break;
        }
        if (num == SPACE_HOSTNAMES && type == 2) {
            /* the first one, as xt_decode_host takes it */
            if (!len) {
                r = 0;
                break;
            }
            if (len >= cap || pread(fd, buf, (size_t)len, (off_t)at) != (ssize_t)len ||
                memchr(buf, 0, (size_t)len)) {
                r = -1;
                break;
            }
            buf[len] = 0;
            r = 1;
            break;
        }
        off = at + len;
    }
    free(win);
    return r;
}
