/* json.c - JSON writer, and the xoomtui/1 document of doc/figures.md. */
#include "json.h"
#include "report.h"
#include "cursor.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* The writer owns its FILE for the whole document (one thread): the
 * unlocked putc, not a lock per byte (a whole-capture --json writes
 * tens of megabytes, mostly one character at a time). */
#define fputc(c, f) putc_unlocked((c), (f))
#ifdef __GLIBC__
#define fwrite(p, s, n, f) fwrite_unlocked((p), (s), (n), (f))
#endif

void xt_json_init(xt_json *j, FILE *f, int indent)
{
    memset(j, 0, sizeof *j);
    j->f = f;
    j->first[0] = true;
    j->indent = indent;
}

static void nl(xt_json *j)
{
    /* the newline and the indent in one write a 64 columns */
    static const char sp[] = "\n                                                                ";
    if (!j->indent)
        return;
    size_t n = (size_t)(j->depth * j->indent) + 1, k = n < sizeof sp - 1 ? n : sizeof sp - 1;
    fwrite(sp, 1, k, j->f);
    for (n -= k; n; n -= k) {
        k = n < sizeof sp - 2 ? n : sizeof sp - 2;
        fwrite(sp + 1, 1, k, j->f);
    }
}

/* v in decimal, as %lld / %llu write it (the writer's every count and
 * byte figure: printf's parsing was a fifth of a host's object) */
static void put_u64(FILE *f, uint64_t v, bool neg)
{
    char b[24];
    char *e = b + sizeof b, *q = e;
    do
        *--q = (char)('0' + v % 10);
    while (v /= 10);
    if (neg)
        *--q = '-';
    fwrite(q, 1, (size_t)(e - q), f);
}

/* Before a value or a key: the comma and indent.  False once the writer
 * failed: nothing more is written. */
static bool pre(xt_json *j)
{
    if (j->error)
        return false;
    if (j->after_key) {
        j->after_key = false;
        return true;
    }
    if (j->depth > 0) {
        if (!j->first[j->depth])
            fputc(',', j->f);
        nl(j);
    }
    j->first[j->depth] = false;
    return true;
}

static void open_(xt_json *j, char c)
{
    if (j->error)
        return;
    if (j->depth + 1 >= XT_JSON_MAX_DEPTH) {
        /* deeper than the writer tracks: stop, and say so (a document cut
         * here would still parse, wrongly) */
        j->error = "JSON nested deeper than XT_JSON_MAX_DEPTH";
        return;
    }
    if (!pre(j))
        return;
    fputc(c, j->f);
    j->depth++;
    j->first[j->depth] = true;
}

static void close_(xt_json *j, char c)
{
    if (j->error)
        return;
    if (j->depth == 0) {
        j->error = "JSON end of object or array without a start";
        return;
    }
    bool empty = j->first[j->depth];
    j->depth--;
    if (!empty)
        nl(j);
    fputc(c, j->f);
}

int xt_json_finish(xt_json *j)
{
    if (!j->error && j->depth != 0)
        j->error = "JSON document left open";
    if (j->error) {
        errno = EINVAL;
        return -1;
    }
    return ferror(j->f) ? -1 : 0;
}

void xt_json_obj(xt_json *j) { open_(j, '{'); }
void xt_json_end_obj(xt_json *j) { close_(j, '}'); }
void xt_json_arr(xt_json *j) { open_(j, '['); }
void xt_json_end_arr(xt_json *j) { close_(j, ']'); }

/* the bytes a string writes as they are: printable ASCII but " and \ */
static const bool plain[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

static bool g_ascii;

void xt_json_set_ascii(bool ascii)
{
    g_ascii = ascii;
}

void xt_json_escape(FILE *f, const char *s)
{
    fputc('"', f);
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        /* a run of printable ASCII that needs no escape: one write */
        const unsigned char *run = p;
        while (plain[*p])
            p++;
        if (p > run)
            fwrite(run, 1, (size_t)(p - run), f);
        if (!*p)
            break;
        unsigned char c = *p;
        if (c == '"' || c == '\\') {
            fputc('\\', f);
            fputc(c, f);
            p++;
        } else if (c < 0x20 || c == 0x7f) {
            fprintf(f, "\\u%04x", c);
            p++;
        } else {
            uint32_t cp;
            size_t n = xt_utf8_next((const char *)p, &cp);
            if (cp == XT_UTF8_BAD) {
                fputs("\\ufffd", f); /* one U+FFFD per byte that is not UTF-8 */
                p++;
            } else if (xt_cp_unsafe(cp) || cp == 0x2028 || cp == 0x2029 || (g_ascii && cp < 0x10000)) {
                /* C1 controls (U+009B is CSI to some terminals), line
                 * separators and bidi controls: escaped, the same string
                 * to a parser, inert on a terminal (--json -) */
                fprintf(f, "\\u%04x", (unsigned)cp);
                p += n;
            } else if (g_ascii) { /* past U+FFFF: a surrogate pair */
                uint32_t v = cp - 0x10000;
                fprintf(f, "\\u%04x\\u%04x", 0xd800u + (unsigned)(v >> 10), 0xdc00u + (unsigned)(v & 0x3ff));
                p += n;
            } else {
                fwrite(p, 1, n, f);
                p += n;
            }
        }
    }
    fputc('"', f);
}

void xt_json_key(xt_json *j, const char *k)
{
    if (!pre(j))
        return;
    xt_json_escape(j->f, k);
    fputs(j->indent ? ": " : ":", j->f);
    j->after_key = true;
}

void xt_json_str(xt_json *j, const char *s)
{
    if (!pre(j))
        return;
    if (!s)
        fputs("null", j->f);
    else
        xt_json_escape(j->f, s);
}

void xt_json_int(xt_json *j, int64_t v)
{
    if (!pre(j))
        return;
    put_u64(j->f, v < 0 ? 0 - (uint64_t)v : (uint64_t)v, v < 0);
}

void xt_json_uint(xt_json *j, uint64_t v)
{
    if (!pre(j))
        return;
    put_u64(j->f, v, false);
}

void xt_json_num(xt_json *j, double v)
{
    if (!pre(j))
        return;
    if (isnan(v) || isinf(v))
        fputs("null", j->f);
    else {
        /* a real always (1.0 came out "1": an int to a script in one
         * capture, a float in the next; an audit) */
        char b[40];
        snprintf(b, sizeof b, "%.6g", v);
        fprintf(j->f, "%s%s", b, strpbrk(b, ".e") ? "" : ".0");
    }
}

void xt_json_bool(xt_json *j, bool v)
{
    if (!pre(j))
        return;
    fputs(v ? "true" : "false", j->f);
}

void xt_json_null(xt_json *j)
{
    if (!pre(j))
        return;
    fputs("null", j->f);
}

void xt_json_kint(xt_json *j, const char *k, int64_t v)
{
    xt_json_key(j, k);
    xt_json_int(j, v);
}

void xt_json_kstr(xt_json *j, const char *k, const char *v)
{
    xt_json_key(j, k);
    xt_json_str(j, v);
}

void xt_json_kint_or_null(xt_json *j, const char *k, int64_t v, bool known)
{
    xt_json_key(j, k);
    if (known)
        xt_json_int(j, v);
    else
        xt_json_null(j);
}

void xt_json_kbool_or_null(xt_json *j, const char *k, int v)
{
    xt_json_key(j, k);
    if (v < 0)
        xt_json_null(j);
    else
        xt_json_bool(j, v != 0);
}

/* ---- the document ------------------------------------------------------- */

/* "roles": {role name: bytes}, of a plan's peak or of one heap point */
static void roles_json(xt_json *j, const int64_t roles[XT_NROLES])
{
    xt_json_key(j, "roles");
    xt_json_obj(j);
    for (int r = 0; r < XT_NROLES; r++)
        xt_json_kint(j, xt_role_name((xt_role)r), roles[r]);
    xt_json_end_obj(j);
}

/* The keys every live buffer has, in live_at_peak and in live_at. */
/* The strings a live buffer's object writes, asked for ahead: they lie
 * apart in the module's strings, each a cache miss when reached */
static void prefetch_live(const xt_live_buf *b)
{
    __builtin_prefetch(b->shape);
    __builtin_prefetch(b->source);
    if (b->instr) {
        __builtin_prefetch(b->instr->name);
        __builtin_prefetch(b->instr->op_name);
    }
}

static void live_buf_json(xt_json *j, const xt_live_buf *b)
{
    xt_json_kint(j, "bytes", b->bytes);
    xt_json_kint(j, "unpadded_bytes", b->unpadded);
    xt_json_kstr(j, "shape", b->shape);
    xt_json_kstr(j, "role", xt_role_name(b->role));
    xt_json_kstr(j, "instruction", b->instr ? b->instr->name : NULL);
    xt_json_kstr(j, "op_name", b->instr ? b->instr->op_name : NULL);
    xt_json_kstr(j, "source", b->source);
    xt_json_kstr(j, "via", b->via ? b->via->name : NULL);
}

static void plan_series_json(xt_json *j, const xt_plan *p, const xt_json_opts *o);
static void inuse_series_json(xt_json *j, const xt_allocator *pool);

/* sel: the options when this is the selected module's plan (its series
 * and live_at), else NULL */
static void plan_json(xt_json *j, const xt_plan *p, const xt_json_opts *sel)
{
    xt_json_obj(j);
    xt_json_kint(j, "parameters_bytes", p->parameters);
    xt_json_kint(j, "donated_bytes", p->donated);
    xt_json_kint(j, "outputs_bytes", p->outputs);
    xt_json_kint(j, "temp_bytes", p->temp);
    xt_json_kint(j, "total_bytes", p->total);
    xt_json_kint_or_null(j, "heap_peak_bytes", p->heap_peak, p->has_heap_trace || p->temp == 0);
    xt_json_kint_or_null(j, "heap_peak_unpadded_bytes", p->heap_peak_unpadded,
                         p->has_heap_trace || p->temp == 0);
    xt_json_kint(j, "remat_instructions", (int64_t)p->remat);
    xt_json_kint(j, "constant_bytes", p->constants);
    xt_json_kint(j, "thread_local_bytes", p->thread_local);
    xt_json_kint(j, "aliasable_bytes", p->aliasable);
    /* which parameters are donated, and which an output of their size
     * pairs with (what donate_argnums would name: a trial could not tell
     * which arguments "the state arguments" were) */
    xt_json_key(j, "parameters");
    xt_json_arr(j);
    {
        xt_arena ar = { 0 };
        xt_plan_param *q;
        size_t n = xt_plan_params(p, &ar, &q);
        for (size_t i = 0; i < n; i++) {
            const xt_live_buf *b = &q[i].desc;
            xt_json_obj(j);
            xt_json_kint(j, "number", q[i].number);
            xt_json_kstr(j, "shape_index", *q[i].index ? q[i].index : NULL);
            xt_json_kint(j, "bytes", q[i].bytes);
            xt_json_kstr(j, "shape", b->shape);
            xt_json_key(j, "donated");
            xt_json_bool(j, q[i].donated);
            xt_json_key(j, "output_alike");
            xt_json_bool(j, q[i].output_alike);
            xt_json_kstr(j, "instruction", b->instr ? b->instr->name : NULL);
            xt_json_kstr(j, "op_name", b->instr && *b->instr->op_name ? b->instr->op_name : NULL);
            xt_json_kstr(j, "source", b->source);
            xt_json_end_obj(j);
        }
        xt_arena_free(&ar);
    }
    xt_json_end_arr(j);
    roles_json(j, p->roles);
    xt_json_key(j, "other_memory_spaces");
    xt_json_arr(j);
    for (size_t i = 0; i < p->ncolors; i++) {
        xt_json_obj(j);
        xt_json_kint(j, "memory_space", p->colors[i].color);
        xt_json_kint(j, "bytes", p->colors[i].bytes);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_key(j, "live_at_peak");
    xt_json_arr(j);
    for (size_t i = 0; i < p->nlive; i++) {
        const xt_live_buf *b = &p->live[i];
        if (i + 4 < p->nlive) /* as the between list: its strings ahead */
            prefetch_live(&p->live[i + 4]);
        xt_json_obj(j);
        live_buf_json(j, b);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    if (sel) {
        plan_series_json(j, p, sel);
    } else { /* null, not missing (an audit: KeyError on every module but one) */
        xt_json_key(j, "heap_series");
        xt_json_null(j);
        xt_json_key(j, "live_at");
        xt_json_null(j);
    }
    xt_json_end_obj(j);
}

/* key: whether r's longest retry wait is inferred (a long "Build buffer
 * allocations" span before JAX 0.11), not an AllocatorRetry's; null where
 * r has no wait (an audit: a script could not tell the "~3.0 s
 * (inferred)" of the devices table from a measured wait) */
static void wait_inferred_json(xt_json *j, const char *key, const xt_analysis *a, const xt_module_runtime *r)
{
    const xt_exec *w = NULL;
    for (size_t i = 0; r && i < r->nexecs; i++) {
        const xt_exec *x = &a->rt->execs[r->execs[i]];
        if (x->retry_wait_ps > 0 && (!w || x->retry_wait_ps > w->retry_wait_ps))
            w = x;
    }
    xt_json_key(j, key);
    if (w)
        xt_json_bool(j, w->retry_inferred);
    else
        xt_json_null(j);
}

/* hosts[].devices[]: every device of the host for the selected module. */
static void devices_json(xt_json *j, xt_analysis *a)
{
    const xt_devices *v = xt_analysis_devices(a, a->selected);
    xt_json_key(j, "devices");
    xt_json_arr(j);
    for (size_t d = 0; d < v->n; d++) {
        const xt_device_row *r = &v->rows[d];
        const xt_module_runtime *mr = r->mrt;
        xt_json_obj(j);
        xt_json_kstr(j, "device", a->rt->devices[d].name);
        xt_json_kstr(j, "allocator", r->pool ? r->pool->name : NULL);
        xt_json_kint_or_null(j, "capacity_bytes", r->pool ? r->pool->capacity : 0, r->pool != NULL);
        xt_json_kint_or_null(j, "peak_bytes", r->pool ? r->pool->lifetime_peak : 0, r->pool != NULL);
        xt_json_kint_or_null(j, "in_use_at_last_start_bytes", r->in_use_at_last, r->in_use_at_last >= 0);
        xt_json_kint_or_null(j, "executions_of_selected_module", (int64_t)mr->nexecs,
                             a->selected < a->host->nmodules && !r->unanalysed);
        xt_json_key(j, "never_launched");
        if (r->unanalysed) { /* not "none never launched" */
            xt_json_null(j);
        } else {
            xt_json_arr(j);
            for (size_t i = 0; i < mr->nexecs; i++)
                if (!a->rt->execs[mr->execs[i]].launched)
                    xt_json_int(j, (int64_t)(i + 1));
            xt_json_end_arr(j);
        }
        xt_json_kint_or_null(j, "longest_retry_wait_ns", mr->longest_retry_ps / 1000,
                             mr->longest_retry_ps > 0);
        /* its label, as the table's "~3.0 s (inferred)" (an audit: a
         * script could not tell a device's measured wait from one
         * inferred); null where no wait */
        wait_inferred_json(j, "retry_wait_inferred", a, mr);
        xt_json_kint_or_null(j, "failed_request_bytes", mr->failed_request, mr->failed_request >= 0);
        /* the table's "X left": the pool less what was in use at the
         * last start and the step's outputs and temp (inferred); a script
         * ranking devices needs it beside the verdict's word (a trial) */
        /* null where a figure under it saturated (-8 EiB, "left" of no
         * table: a review) */
        const xt_plan *pl = a->selected < a->host->nmodules ? a->plans[a->selected] : NULL;
        bool sat = r->pool && (r->pool->capacity == INT64_MAX || r->in_use_at_last == INT64_MAX ||
                               (pl && pl->has_plan && (pl->outputs == INT64_MAX || pl->temp == INT64_MAX ||
                                                       xt_sat_add(pl->outputs, pl->temp) == INT64_MAX)));
        xt_json_kint_or_null(j, "headroom_bytes", r->headroom,
                             r->headroom != INT64_MIN && r->headroom != INT64_MAX && !sat && !r->unanalysed);
        /* a wait every execution outlived: "waited", not "failed"; each
         * of the devices tied for the least headroom is "least-headroom",
         * as the table's "tied for least" says of each (it said "ok" of
         * all but the first: a trial) */
        bool tied = v->least_ties && v->least_headroom < v->n &&
                    v->rows[v->least_headroom].verdict == XT_DEV_LEAST_HEADROOM && r->verdict == XT_DEV_OK &&
                    r->headroom == v->rows[v->least_headroom].headroom;
        const char *state = r->verdict == XT_DEV_FAILED && !r->never_launched
                                ? "waited"
                            : tied ? xt_device_verdict_name(XT_DEV_LEAST_HEADROOM)
                                   : xt_device_verdict_name(r->verdict);
        /* "verdict" keeps the contract's four words (an audit: "waited"
         * and "short" broke a script switching on them): a wait it
         * outlived and a shortfall where nothing failed are where memory
         * is tightest, "least-headroom"; "state" has the finer word */
        bool four = !strcmp(state, "failed") || !strcmp(state, "least-headroom") || !strcmp(state, "ok") ||
                    !strcmp(state, "unknown");
        xt_json_kstr(j, "verdict", four ? state : "least-headroom");
        xt_json_kstr(j, "state", state);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
}

/* The module an origin's label names (runtime.c exec_label: its name, or
 * its JAX name when no other module has it); SIZE_MAX when none or
 * several do.  Looked up in maps of the modules by their names' hashes
 * (family_maps), not scanned for each label: thousands of modules and as
 * many labels added 3 s (a review). */
enum { FAM_SEVERAL = SIZE_MAX, FAM_SCAN = SIZE_MAX - 1 };

/* Whether module name `name` reads `label` in an origin (a long one is
 * cut there: xt_origin_module_name). */
static bool names_label(const char *name, const char *label)
{
    char b[XT_ORIGIN_NAME_BUF];
    return !strcmp(xt_origin_module_name(b, name), label);
}

static void family_maps(const xt_host *h, xt_imap *by_name, xt_imap *by_hlo)
{
    xt_imap_init(by_name, h->nmodules);
    xt_imap_init(by_hlo, h->nmodules);
    char nb[XT_ORIGIN_NAME_BUF], jb[XT_ORIGIN_NAME_BUF];
    for (size_t m = 0; m < h->nmodules; m++) {
        const char *n = xt_origin_module_name(nb, h->modules[m].name);
        const char *j = h->modules[m].hlo_name ? xt_origin_module_name(jb, h->modules[m].hlo_name) : NULL;
        size_t o;
        int64_t k = (int64_t)xt_hash_key(n, strlen(n));
        if (xt_imap_get(by_name, k, &o) && o != FAM_SCAN)
            xt_imap_put(by_name, k, FAM_SCAN); /* two names, one hash (or one name twice) */
        else if (!xt_imap_get(by_name, k, &o))
            xt_imap_put(by_name, k, m);
        if (!j)
            continue;
        k = (int64_t)xt_hash_key(j, strlen(j));
        if (!xt_imap_get(by_hlo, k, &o))
            xt_imap_put(by_hlo, k, m);
        else if (o < FAM_SCAN)
            xt_imap_put(by_hlo, k, names_label(h->modules[o].hlo_name, j) ? FAM_SEVERAL : FAM_SCAN);
    }
}

static size_t family_module(const xt_host *h, const xt_imap *by_name, const xt_imap *by_hlo,
                            const char *label)
{
    size_t m = FAM_SEVERAL, n = 0, found = SIZE_MAX;
    int64_t k = (int64_t)xt_hash_key(label, strlen(label));
    bool named = xt_imap_get(by_name, k, &m);
    if (named && m < FAM_SCAN)
        return names_label(h->modules[m].name, label) ? m : SIZE_MAX;
    if (!named) { /* no module has this name: its JAX name, if one alone has it */
        if (!xt_imap_get(by_hlo, k, &m) || m == FAM_SEVERAL)
            return SIZE_MAX;
        if (m != FAM_SCAN)
            return names_label(h->modules[m].hlo_name, label) ? m : SIZE_MAX;
    }
    /* a hash two names share: the slow way */
    for (m = 0; m < h->nmodules; m++)
        if (names_label(h->modules[m].name, label))
            return m;
    for (m = 0; m < h->nmodules; m++)
        if (h->modules[m].hlo_name && names_label(h->modules[m].hlo_name, label)) {
            found = m;
            n++;
        }
    return n == 1 ? found : SIZE_MAX;
}

/* A live group's own keys: origin, bytes, buffers, shape and Python line
 * (null when none). */
static void origin_group_json(xt_json *j, const xt_origin_group *g)
{
    xt_json_kstr(j, "origin", g->origin);
    xt_json_kint(j, "bytes", g->bytes);
    xt_json_kint(j, "buffers", (int64_t)g->buffers);
    xt_json_key(j, "shape");
    if (*g->shape)
        xt_json_str(j, g->shape);
    else
        xt_json_null(j);
    xt_json_key(j, "source");
    if (*g->source)
        xt_json_str(j, g->source);
    else
        xt_json_null(j);
}

static void runtime_json(xt_json *j, xt_analysis *a, size_t m)
{
    const xt_module_runtime *r = xt_analysis_mrt(a, m);
    const xt_allocator *pool = xt_analysis_pool(a, m);
    xt_json_obj(j);
    xt_json_kstr(j, "allocator", pool ? pool->name : NULL);
    xt_json_key(j, "executions");
    xt_json_arr(j);
    for (size_t i = 0; r && i < r->nexecs; i++) {
        const xt_exec *x = &a->rt->execs[r->execs[i]];
        xt_json_obj(j);
        xt_json_kint(j, "index", (int64_t)(i + 1));
        xt_json_kint(j, "start_ns", x->start_ps / 1000);
        xt_json_kint_or_null(j, "in_use_bytes", x->in_use_at_start, x->in_use_at_start >= 0);
        xt_json_key(j, "launched_kernels");
        xt_json_bool(j, x->launched);
        xt_json_kint(j, "retry_wait_ns", x->retry_wait_ps / 1000);
        xt_json_key(j, "retry_wait_inferred");
        xt_json_bool(j, x->retry_inferred);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_key(j, "growth_bytes_per_execution");
    if (r && r->has_growth)
        xt_json_int(j, (int64_t)llround(r->growth));
    else
        xt_json_null(j);
    xt_json_key(j, "growth_r2");
    if (r && r->has_growth)
        xt_json_num(j, r->growth_r2);
    else
        xt_json_null(j);
    /* the report's word on it: a slope that explains little is "no clear
     * trend", which a script reading the slope alone took for a leak of
     * +1.30 GiB an execution (a trial) */
    xt_json_key(j, "growth_trend"); /* the runtime view's words, in its order */
    if (r && r->has_growth)
        xt_json_str(j, fabs(r->growth) < XT_GROWTH_FLAT_BYTES ? "none"
                       : r->growth_r2 < XT_GROWTH_MIN_R2   ? "no clear trend"
                       : r->growth > 0                     ? "grows"
                                                           : "shrinks");
    else
        xt_json_null(j);
    xt_json_kint_or_null(j, "longest_retry_wait_ns", r ? r->longest_retry_ps / 1000 : 0,
                         r && r->longest_retry_ps > 0);
    /* whether that wait is inferred (a long "Build buffer allocations"
     * span before JAX 0.11), as the comparison's JSON says it; null
     * where no wait (an audit) */
    wait_inferred_json(j, "longest_retry_wait_inferred", a, r);
    xt_json_kint_or_null(j, "failed_request_bytes", r ? r->failed_request : 0,
                         r && r->failed_request >= 0);
    xt_json_kint_or_null(j, "in_use_at_last_start_bytes", r ? r->in_use_at_last : 0,
                         r && r->nexecs && r->in_use_at_last >= 0);
    /* how far in use rose inside the last execution (the runtime view's
     * "inside it, in use rose to ..."; a failing step's request on top of
     * the list at its start) */
    int64_t most = -1;
    if (r && r->nexecs && r->allocator) {
        const xt_exec *lx = &a->rt->execs[r->execs[r->nexecs - 1]];
        most = xt_allocator_most_between(r->allocator, lx->start_ps, lx->end_ps);
    }
    xt_json_kint_or_null(j, "most_in_last_execution_bytes", most, most >= 0);
    xt_json_key(j, "live_at_last_start");
    xt_json_arr(j);
    for (size_t i = 0; r && i < r->nlive; i++) {
        xt_json_obj(j);
        /* report-spec "JSON additions": shape, Python line, the step's own */
        const xt_origin_group *g = &r->live_at_last[i];
        origin_group_json(j, g);
        xt_json_key(j, "step_parameters");
        xt_json_bool(j, g->step_parameters);
        /* the step's own parameters: the part of bytes taken from memory
         * allocated before the capture (inferred; buffers counts the
         * measured ones only) */
        xt_json_kint_or_null(j, "from_before_capture_bytes", g->params_from_before,
                             g->step_parameters);
        /* an execution's outputs: its plan's outputs (read) and what its
         * buffers asked for (measured), beside bytes (what the allocator
         * handed out): bytes above plan_outputs_bytes is the row the
         * views' note explains (xt_group_plan_outputs) */
        int64_t plan = 0, req = 0;
        bool po = xt_group_plan_outputs(a, r->allocator, g, &plan, &req);
        xt_json_kint_or_null(j, "plan_outputs_bytes", plan, po);
        xt_json_kint_or_null(j, "requested_bytes", req, po);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    /* the same set's outputs of executions added up by module, as the
     * runtime view's "By module" rows: every module's, largest first; the
     * origin's label (the JAX name, or name(id) when modules share it)
     * and the module it is, to join with modules[] */
    xt_json_key(j, "live_at_last_start_by_module");
    xt_json_arr(j);
    size_t nf = r && r->families ? r->nfamilies : 0;
    xt_live_family *sorted = xt_xmalloc((nf + 1) * sizeof *sorted);
    if (nf) {
        memcpy(sorted, r->families, nf * sizeof *sorted);
        qsort(sorted, nf, sizeof *sorted, xt_live_family_cmp);
    }
    xt_imap by_name, by_hlo;
    if (nf)
        family_maps(a->host, &by_name, &by_hlo);
    for (size_t o = 0; o < nf; o++) {
        const xt_live_family *f = &sorted[o];
        size_t mi = family_module(a->host, &by_name, &by_hlo, f->module);
        xt_json_obj(j);
        xt_json_kstr(j, "module", f->module);
        xt_json_kstr(j, "module_name", mi < a->host->nmodules ? a->host->modules[mi].name : NULL);
        xt_json_key(j, "program_id");
        if (mi < a->host->nmodules)
            xt_json_uint(j, a->host->modules[mi].program_id);
        else
            xt_json_null(j);
        xt_json_kint(j, "bytes", f->bytes);
        xt_json_kint(j, "buffers", (int64_t)f->buffers);
        xt_json_kint(j, "executions", (int64_t)f->executions);
        xt_json_kint(j, "first_execution", (int64_t)f->first);
        xt_json_kint(j, "last_execution", (int64_t)f->last);
        xt_json_end_obj(j);
    }
    if (nf) {
        xt_imap_free(&by_name);
        xt_imap_free(&by_hlo);
    }
    free(sorted);
    xt_json_end_arr(j);
    xt_json_key(j, "host_events_between_last_two");
    xt_json_arr(j);
    for (size_t i = 0; r && i < r->nbetween; i++) {
        /* the names lie all over the host's strings: each a cache miss,
         * most of this list's time (15,600 names a host), fetched ahead */
        if (i + 16 < r->nbetween)
            __builtin_prefetch(r->between[i + 16].name);
        xt_json_str(j, r->between[i].name);
    }
    xt_json_end_arr(j);
    inuse_series_json(j, pool);
    const xt_devices *v = xt_analysis_devices(a, m);
    xt_json_kstr(j, "device", r && r->device != SIZE_MAX ? a->rt->devices[r->device].name : NULL);
    /* null when the device picked only waited (every execution launched) */
    bool failed = v->failed != SIZE_MAX && v->rows[v->failed].never_launched;
    xt_json_kstr(j, "failed_device", failed ? a->rt->devices[v->failed].name : NULL);
    xt_json_end_obj(j);
}

int xt_json_write(FILE *f, const xt_capture *c, xt_analysis **analyses)
{
    return xt_json_write_opts(f, c, analyses, NULL);
}

void xt_json_host_unread(xt_json *j, const char *hostname, size_t file, const char *path,
                         const char *verdict, const char *error)
{
    xt_json_obj(j);
    xt_json_kstr(j, "host", hostname);
    if (file)
        xt_json_kint(j, "file", (int64_t)file);
    xt_json_kstr(j, "path", path);
    xt_json_kstr(j, "error", error);
    xt_json_kstr(j, "jax_version", NULL);
    xt_json_kint_or_null(j, "device_memory_bytes", 0, false);
    /* every key a read host has, in its order (pool_peak_live was left
     * out: a script reading h["pool_peak_live"] failed on this host alone,
     * while doc/figures.md says every other key is empty or null) */
    static const char *const empty[] = { "allocators", "pool_peak_live", "devices", "modules" };
    for (size_t i = 0; i < sizeof empty / sizeof *empty; i++) {
        xt_json_key(j, empty[i]);
        if (i == 1) {
            xt_json_null(j);
            continue;
        }
        xt_json_arr(j);
        xt_json_end_arr(j);
    }
    xt_json_kstr(j, "selected_module", NULL);
    xt_json_kstr(j, "selected_because", NULL);
    xt_json_kstr(j, "verdict", verdict);
    xt_json_kstr(j, "verdict_severity", NULL);
    xt_json_kstr(j, "host_verdict", verdict);
    xt_json_kstr(j, "report_verdict", verdict);
    xt_json_kstr(j, "runtime", NULL);
    xt_json_key(j, "diagnosis");
    xt_json_arr(j);
    xt_json_end_arr(j);
    xt_json_key(j, "warnings");
    xt_json_arr(j);
    xt_json_str(j, error);
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}

/* A capture without modules: its pool's live set at the peak
 * (xt_analysis_pool_peak), every group; null with modules or no pool. */
static void pool_peak_json(xt_json *j, const xt_analysis *a)
{
    const xt_pool_peak *pk = xt_analysis_pool_peak(a);
    xt_json_key(j, "pool_peak_live");
    if (!pk) {
        xt_json_null(j);
        return;
    }
    xt_json_obj(j);
    xt_json_kstr(j, "allocator", pk->al->name);
    /* why that pool: the view's words (doc/figures.md, "The main allocator") */
    xt_arena ar = { 0 };
    xt_json_kstr(j, "allocator_because",
                 a->pool_pick < a->rt->nallocators ? "picked in the pools list"
                 : a->rt->main_allocator < a->rt->nallocators && pk->al == &a->rt->allocators[a->rt->main_allocator]
                     ? xt_view_main_pool_why(&ar, a->rt, false)
                     : NULL);
    xt_arena_free(&ar);
    xt_json_kint(j, "in_use_bytes", pk->use);
    /* sizes past 8 EiB: its figures doubtful, the groups need not add up */
    xt_json_key(j, "sizes_overflow");
    xt_json_bool(j, pk->overflow);
    xt_json_kint(j, "never_freed_allocations", (int64_t)pk->never_freed);
    xt_json_kint(j, "never_freed_bytes", pk->never_freed_bytes);
    /* allocations at an address still live: some "never freed" may be
     * freed (the count is then inferred) */
    xt_json_kint(j, "address_reused_allocations", (int64_t)pk->al->addr_reused);
    xt_json_key(j, "live");
    xt_json_arr(j);
    for (size_t i = 0; i < pk->ng; i++) {
        xt_json_obj(j);
        origin_group_json(j, &pk->g[i]);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    /* the same groups with the numbers in their paths folded (an op in
     * every layer, one entry); empty when that merges none */
    xt_json_key(j, "live_by_op");
    xt_json_arr(j);
    /* the bytes from before the capture in their place by size, as the
     * report's list has them: without them the entries added up to 2.05
     * of 5.78 GiB (a trial) */
    size_t b = 0;
    for (size_t k = 0; k <= pk->nfold && pk->nfold; k++) {
        for (; b < pk->ng; b++) {
            const xt_origin_group *g = &pk->g[b];
            if (g->buffers)
                continue;
            if (k < pk->nfold && g->bytes <= pk->fold[k].bytes)
                break;
            xt_json_obj(j);
            xt_json_kstr(j, "origin", g->origin);
            xt_json_kint(j, "bytes", g->bytes);
            xt_json_kint(j, "buffers", 0);
            xt_json_kint(j, "groups", 1);
            xt_json_end_obj(j);
        }
        if (k == pk->nfold)
            break;
        xt_json_obj(j);
        xt_json_kstr(j, "origin", pk->fold[k].key);
        xt_json_kint(j, "bytes", pk->fold[k].bytes);
        xt_json_kint(j, "buffers", (int64_t)pk->fold[k].buffers);
        xt_json_kint(j, "groups", (int64_t)pk->fold[k].groups);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}

void xt_json_host(xt_json *j, xt_analysis *a, const xt_json_opts *o)
{
    const xt_json_opts none = { 0 };
    if (!o)
        o = &none;
    xt_host *h = a->host;
    xt_json_obj(j);
    xt_json_kstr(j, "host", h->hostname);
    /* its place in the run, as worst_host.file (a trial could not join
     * them when two files share a hostname) */
    if (o->file)
        xt_json_kint(j, "file", (int64_t)o->file);
    xt_json_kstr(j, "path", h->path);
    xt_json_kstr(j, "jax_version", h->jax_version);
    int64_t devmem = -1;
    for (size_t i = 0; i < a->rt->nallocators; i++)
        if (a->rt->allocators[i].device_memory > 0 && devmem < 0)
            devmem = a->rt->allocators[i].device_memory;
    xt_json_kint_or_null(j, "device_memory_bytes", devmem, devmem > 0);
    xt_json_key(j, "allocators");
    xt_json_arr(j);
    for (size_t i = 0; i < a->rt->nallocators; i++) {
        const xt_allocator *al = &a->rt->allocators[i];
        xt_json_obj(j);
        xt_json_kstr(j, "name", al->name);
        xt_json_kint(j, "capacity_bytes", al->capacity);
        xt_json_kint(j, "peak_bytes", al->lifetime_peak);
        xt_json_kint(j, "window_peak_bytes", al->window_peak);
        xt_json_kint(j, "allocations", (int64_t)al->nallocs);
        xt_json_kint(j, "deallocations", (int64_t)al->ndeallocs);
        xt_json_kint_or_null(j, "device_memory_bytes", al->device_memory, al->device_memory > 0);
        xt_json_key(j, "fragmentation_at_peak");
        xt_json_num(j, al->frag_at_peak);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    pool_peak_json(j, a);
    devices_json(j, a);
    xt_json_key(j, "modules");
    xt_json_arr(j);
    for (size_t m = 0; m < h->nmodules; m++) {
        xt_json_obj(j);
        xt_json_kstr(j, "name", h->modules[m].name);
        xt_json_key(j, "program_id");
        xt_json_uint(j, h->modules[m].program_id);
        xt_json_kint(j, "executions", (int64_t)a->rt->module_execs[m]);
        xt_json_key(j, "plan");
        if (a->plans[m]->has_plan)
            plan_json(j, a->plans[m], m == a->selected ? o : NULL);
        else
            xt_json_null(j);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    bool sel = a->selected < h->nmodules;
    xt_json_kstr(j, "selected_module", sel ? h->modules[a->selected].name : NULL);
    xt_json_kstr(j, "selected_because", sel ? a->selected_why : NULL);
    /* the selected module's verdict, as the title bar and --report say
     * it; and the host's line in a run's hosts list, which names a failed
     * device first */
    int sev = XT_SEV_FINE, hsev = XT_SEV_FINE;
    /* (a capture without modules: its pool's, as the title says it) */
    const char *verdict = xt_verdict(a, a->selected, &sev);
    const char *host_verdict = xt_host_verdict(a, &hsev);
    xt_json_kstr(j, "verdict", verdict);
    xt_json_kstr(j, "verdict_severity",
                 !verdict                ? NULL
                 : sev == XT_SEV_BAD     ? "does-not-fit"
                 : sev == XT_SEV_WARN    ? "warning"
                                         : "fine");
    xt_json_kstr(j, "host_verdict", host_verdict);
    /* the report's "Verdict:" line whole: the host's verdict, the
     * module's, a leak's "full in ~N" (an audit: the report's headline was
     * in no key, though the comparison's JSON had it) */
    {
        xt_arena var = { 0 };
        int vsev = 0;
        xt_json_kstr(j, "report_verdict", xt_view_verdict_line(&var, a, &vsev));
        xt_arena_free(&var);
    }
    xt_json_key(j, "runtime");
    if (sel)
        runtime_json(j, a, a->selected);
    else
        xt_json_null(j);
    xt_json_key(j, "diagnosis");
    xt_json_arr(j);
    if (sel) {
        const xt_diag *d;
        size_t n = xt_analysis_diagnose(a, a->selected, &d);
        for (size_t i = 0; i < n; i++) {
            xt_json_obj(j);
            xt_json_kstr(j, "id", d[i].id);
            xt_json_kstr(j, "label", xt_prov_name(d[i].label));
            xt_json_kstr(j, "text", d[i].cause);
            xt_json_kstr(j, "fix", d[i].fix);
            xt_json_kstr(j, "check", *d[i].check ? d[i].check : NULL);
            xt_json_kint_or_null(j, "savings_bytes", d[i].savings, d[i].savings >= 0);
            xt_json_kstr(j, "savings_label", d[i].savings >= 0 ? xt_prov_name(d[i].savings_label) : NULL);
            xt_json_end_obj(j);
        }
    }
    xt_json_end_arr(j);
    xt_json_key(j, "warnings");
    xt_json_arr(j);
    for (size_t i = 0; i < h->nwarnings; i++)
        xt_json_str(j, h->warnings[i]);
    for (size_t i = 0; i < a->rt->nwarnings; i++)
        xt_json_str(j, a->rt->warnings[i]);
    for (size_t m = 0; m < h->nmodules; m++)
        for (size_t i = 0; i < a->plans[m]->nwarnings; i++)
            xt_json_str(j, a->plans[m]->warnings[i]);
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}

void xt_json_worst_host(xt_json *j, const xt_worst_pick *w)
{
    if (w->host == SIZE_MAX)
        return;
    xt_json_key(j, "worst_host");
    xt_json_obj(j);
    /* "host" as hosts[].host (a trial joined them and found none when two
     * files share a hostname: it was the list's name); "label" as the
     * report and the TUI name it */
    xt_json_kstr(j, "host", w->hostname ? w->hostname : w->name);
    xt_json_kstr(j, "label", w->name);
    xt_json_kint(j, "file", (int64_t)w->host + 1);
    xt_json_kstr(j, "reason", w->why);
    xt_json_end_obj(j);
}

int xt_json_write_opts(FILE *f, const xt_capture *c, xt_analysis **analyses, const xt_json_opts *o)
{
    const xt_json_opts none = { 0 };
    if (!o)
        o = &none;
    xt_json j;
    xt_json_init(&j, f, 2);
    xt_json_obj(&j);
    xt_json_kstr(&j, "schema", "xoomtui/1");
    xt_json_kstr(&j, "run", c->run);
    xt_json_key(&j, "hosts");
    xt_json_arr(&j);
    for (size_t hi = 0; hi < c->nhosts; hi++)
        if (!o->one_host || hi == o->host) {
            xt_json_opts ho = *o;
            ho.file = c->nhosts > 1 ? hi + 1 : 0;
            xt_json_host(&j, analyses[hi], &ho);
        }
    xt_json_end_arr(&j);
    if (c->nhosts > 1 && !o->one_host) {
        xt_arena ar = { 0 };
        xt_worst_pick w = xt_capture_worst(c, analyses, &ar);
        xt_json_worst_host(&j, &w);
        xt_json_key(&j, "host_labels"); /* as the streamed run's (summary.c) */
        xt_json_arr(&j);
        for (size_t i = 0; i < c->nhosts; i++)
            xt_json_str(&j, xt_host_shown(&ar, c->hosts[i].hostname, c->hosts[i].path, xt_capture_name_repeats(c, i)));
        xt_json_end_arr(&j);
        xt_arena_free(&ar);
    }
    xt_json_end_obj(&j);
    fputc('\n', f);
    return xt_json_finish(&j);
}

/* ---- charts: series and the live set at an event (issue 16) ------------- */

/* [[x, y], ...] on one line: points of a series are data, not structure. */
static void points_json(xt_json *j, const xt_series *s, int64_t x_add, int64_t x_div)
{
    int indent = j->indent;
    xt_json_arr(j);
    j->indent = 0;
    for (size_t c = 0; c < s->w; c++) {
        xt_json_arr(j);
        xt_json_int(j, s->x[c] / x_div + x_add);
        xt_json_int(j, s->y[c]);
        xt_json_end_arr(j);
    }
    xt_json_end_arr(j);
    j->indent = indent;
}

static void live_at_json(xt_json *j, const xt_heap_point *pt, size_t nevents)
{
    xt_json_obj(j);
    xt_json_kint(j, "event", (int64_t)pt->event + 1);
    xt_json_kstr(j, "instruction", pt->instruction);
    xt_json_kint(j, "heap_bytes", pt->heap);
    xt_json_kint(j, "heap_unpadded_bytes", pt->heap_unpadded);
    roles_json(j, pt->roles);
    xt_json_key(j, "buffers");
    xt_json_arr(j);
    for (size_t i = 0; i < pt->nlive; i++) {
        const xt_live_buf *b = &pt->live[i];
        xt_json_obj(j);
        live_buf_json(j, b);
        xt_json_kint(j, "live_from_event", (int64_t)b->born + 1);
        /* null: never freed */
        xt_json_kint_or_null(j, "live_to_event", (int64_t)b->died + 1, b->died < nevents);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}

static void plan_series_json(xt_json *j, const xt_plan *p, const xt_json_opts *o)
{
    /* the index only for a live set at --at: the series alone is one
     * replay (an index for each module of each host of a run was 28% of
     * its page faults: bench/RESULTS.md, nineteenth session) */
    xt_heap_index *hx = o->at ? xt_heap_index_build(p) : NULL;
    int64_t *own = hx ? NULL : xt_plan_heap_values(p);
    const int64_t *values = hx ? xt_heap_index_values(hx) : own;
    xt_json_key(j, "heap_series");
    if (values) {
        xt_series s;
        xt_series_points(values, p->heap_trace->nevents, XT_SERIES_JSON_POINTS, &s);
        points_json(j, &s, 1, 1); /* events counted from 1 */
        xt_series_free(&s);
    } else {
        xt_json_null(j);
    }
    free(own);
    size_t e = xt_at_event(p, o->at);
    xt_json_key(j, "live_at"); /* null without --at */
    {
        if (o->at && hx && e != SIZE_MAX) {
            xt_arena ar = { 0 };
            xt_cursor *c = xt_cursor_new(hx);
            xt_cursor_set(c, e);
            xt_heap_point pt;
            xt_cursor_point(c, &ar, &pt);
            live_at_json(j, &pt, p->trace_events);
            xt_cursor_free(c);
            xt_arena_free(&ar);
        } else {
            xt_json_null(j);
        }
    }
    xt_heap_index_free(hx);
}

static void inuse_series_json(xt_json *j, const xt_allocator *pool)
{
    xt_json_key(j, "in_use_series");
    if (!pool || !pool->nevents) {
        xt_json_null(j);
        return;
    }
    xt_series s;
    xt_inuse_points(pool, XT_SERIES_JSON_POINTS, &s);
    points_json(j, &s, 0, 1000); /* ps -> ns, as start_ns */
    xt_series_free(&s);
}
