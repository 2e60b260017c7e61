/* summary.c - many hosts with bounded memory: a pool of threads loads,
 * analyses and summarises each host file, hands it (in file order) to the
 * caller's writer on the calling thread, and frees it (summary.h). */
#include "summary.h"
#include "json.h"
#include "load.h"
#include "text.h"
#include "view.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define XT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || \
    __has_feature(memory_sanitizer)
#define XT_ASAN 1
#endif
#endif
#ifndef XT_ASAN
#define XT_ASAN 0
#endif
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* ---- one host's summary ------------------------------------------------ */

static const char *dup_or_null(xt_arena *ar, const char *s)
{
    return s ? xt_arena_strdup(ar, s) : NULL;
}

void xt_summary_make(xt_host_summary *s, xt_analysis *a)
{
    memset(s, 0, sizeof *s);
    xt_arena *ar = &s->arena;
    const xt_host *h = a->host;
    s->path = xt_arena_strdup(ar, h->path);
    s->hostname = xt_arena_strdup(ar, h->hostname);
    s->file_size = h->file_known ? h->file_size : (int64_t)h->buf_len;
    int sev = 0;
    const char *v = xt_host_verdict(a, &sev); /* prepares the selected module */
    s->verdict = dup_or_null(ar, v);
    s->severity = sev;
    s->rank = xt_host_rank_of(a);
    s->total = s->temp = s->heap_peak = s->parameters = s->outputs = s->pool = -1;
    size_t m = a->selected;
    s->nwarnings = h->nwarnings + a->rt->nwarnings;
    for (size_t k = 0; k < h->nmodules; k++)
        s->nwarnings += a->plans[k]->nwarnings;
    /* a host without modules lacks --module's too (a review: it counted
     * as having any name, and the run opened strictly on it) */
    s->module_missing = dup_or_null(ar, a->module_missing);
    s->module_missing_why = dup_or_null(ar, a->module_missing_why);
    if (m >= h->nmodules)
        return;
    s->module = xt_arena_strdup(ar, h->modules[m].name);
    s->module_why = dup_or_null(ar, a->selected_why);
    const xt_plan *p = a->plans[m];
    if (p->has_plan) {
        s->total = p->total;
        s->temp = p->temp;
        s->parameters = p->parameters;
        s->outputs = p->outputs;
        if (p->has_heap_trace)
            s->heap_peak = p->heap_peak;
    }
    const xt_prepared *pr = xt_analysis_prepared(a, m);
    if (!pr)
        return;
    if (pr->pool)
        s->pool = pr->pool->capacity;
    const xt_devices *d = pr->devices;
    if (d && d->failed != SIZE_MAX && d->rows[d->failed].never_launched) {
        s->failed_device = xt_arena_strdup(ar, a->rt->devices[d->rows[d->failed].device].label);
        const char *dev = NULL, *c = xt_host_cause(a, &dev);
        s->cause = c ? xt_arena_strdup(ar, c) : NULL;
        s->cause_device = dev != NULL;
    }
    s->ndiag = pr->ndiag;
    if (pr->ndiag) {
        s->diag_ids = xt_arena_alloc(ar, pr->ndiag * sizeof *s->diag_ids);
        for (size_t i = 0; i < pr->ndiag; i++)
            s->diag_ids[i] = xt_arena_strdup(ar, pr->diag[i].id);
    }
}

bool xt_summary_file_changed(const xt_host_summary *s)
{
    if (!s->error)
        return false;
    struct stat st;
    if (stat(s->path, &st) != 0)
        return s->unread_mtime_ns != -1; /* gone since */
    return s->unread_mtime_ns == -1 || (int64_t)st.st_size != s->file_size ||
           (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec != s->unread_mtime_ns;
}

size_t xt_summary_bytes(const xt_host_summary *s)
{
    return sizeof *s + xt_arena_reserved(&s->arena);
}

static void summary_of_file(xt_host_summary *s, const char *path)
{
    memset(s, 0, sizeof *s);
    s->path = xt_arena_strdup(&s->arena, path);
    s->hostname = s->path;
    s->total = s->temp = s->heap_peak = s->parameters = s->outputs = s->pool = -1;
}

/* A host of a run whose file could not be read: named by its file, and
 * why (the message without the path, which the row already names). */
static void summary_unread(xt_host_summary *s, const char *path, const char *msg)
{
    summary_of_file(s, path);
    xt_arena *ar = &s->arena;
    s->hostname = xt_host_name_of_file(ar, path);
    s->error = xt_arena_strdup(ar, msg);
    const char *why = msg;
    /* the message names the path as given or as sanitised for a terminal */
    const char *forms[2] = { path, xt_safe(ar, path) };
    for (int f = 0; f < 2 && why == msg; f++) {
        size_t pl = strlen(forms[f]);
        if (!strncmp(why, forms[f], pl) && !strncmp(why + pl, ": ", 2))
            why += pl + 2;
    }
    static const char nv[] = "not a valid capture: ";
    if (!strncmp(why, nv, sizeof nv - 1))
        why += sizeof nv - 1;
    s->verdict = xt_arena_printf(ar, "cannot be read: %s", why);
    s->severity = XT_SEV_BAD;
    struct stat st;
    s->unread_mtime_ns = -1;
    if (stat(path, &st) == 0) {
        s->file_size = (int64_t)st.st_size;
        s->unread_mtime_ns = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
    }
    s->rank = XT_HOST_RANK_UNREAD;
}

/* ---- the pool ---------------------------------------------------------- */

typedef struct slot {
    int state; /* 0 waiting, 1 loading, 2 done */
    bool loaded; /* its load is done (its analysis may still run) */
    int rc;
    bool unread; /* rc is its file's: it could not be read */
    xt_error err;
    xt_host *h;
    xt_analysis *a;
    int64_t size;
    int64_t held; /* size, while its host is in memory */
    bool in_pool; /* counted in the pool's held bytes */
    bool early;   /* started before its room, held at its load's gate */
    bool skip;    /* --host names another host: never loaded */
    xt_meter meter; /* its decode's bytes, while loading (the progress line) */
} slot;

typedef struct pool {
    pthread_mutex_t mu;
    pthread_cond_t room, done;
    char *const *files;
    size_t n;
    const xt_run_opts *o;
    xt_run *r;
    slot *slots;
    size_t next, consumed, window;
    bool early_out; /* a host started early waits at its gate */
    int64_t max_bytes, held; /* the files of the hosts in memory, at most
                                max_bytes unless one host alone is more */
    size_t nheld, most_hosts;
    int64_t most_bytes;
    xt_hlo_cache *hlo_cache; /* the modules decoded once for all the hosts */
    bool stop, keep;
    uint64_t bytes_done, bytes_total;
    size_t hosts_done;
    const char *what;
} pool;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void free_loaded(slot *s)
{
    if (s->a)
        xt_analysis_free(s->a);
    if (s->h) {
        xt_host_free(s->h);
        free(s->h);
    }
    s->a = NULL;
    s->h = NULL;
}

/* Frees a host and gives its bytes back to the pool's budget. */
static void release(pool *p, slot *s)
{
    bool had = s->h != NULL;
    free_loaded(s);
#if defined(__GLIBC__) && !XT_ASAN
    /* the host's blocks go back to the system now, not whenever malloc
     * decides: the next host would otherwise start on top of them.  Not
     * under a sanitizer (XT_ASAN: address, thread, memory), whose
     * allocator is not glibc's: under ASan malloc_trim from several
     * threads at once crashed (1 run in 4) */
    if (had)
        malloc_trim(0);
#else
    (void)had;
#endif
    pthread_mutex_lock(&p->mu);
    if (s->in_pool) {
        s->in_pool = false;
        p->held -= s->held;
        p->nheld--;
        s->held = 0;
        pthread_cond_broadcast(&p->room);
    }
    pthread_mutex_unlock(&p->mu);
}

/* Whether host i may be in memory now (called with p->mu held). */
static bool has_room(const pool *p, size_t i)
{
    if (i >= p->consumed + p->window)
        return false;
    int64_t size = p->slots[i].size > 0 ? p->slots[i].size : 0;
    return p->max_bytes <= 0 || p->held == 0 || p->held + size <= p->max_bytes;
}

/* Whether host i may start before it has room (with p->mu held): with a
 * writer, while the host before it is written (its load done), the next
 * one opens, finds its modules and compares their HloProtos with the
 * run's (a host of few events: all its load), and waits at its gate
 * (xt_host_load_gated) before its lines, most of its memory, until the
 * written host is freed.  One at a time. */
static bool may_start_early(const pool *p, size_t i)
{
    if (!p->keep || p->early_out || i == 0 || i != p->consumed + p->window)
        return false;
    for (size_t j = p->consumed; j < i; j++) /* every host in memory done loading */
        if (p->slots[j].state != 2 && !p->slots[j].loaded)
            return false;
    return true;
}

/* Host i is in memory from now on (with p->mu held). */
static void take(pool *p, size_t i)
{
    p->slots[i].held = p->slots[i].size > 0 ? p->slots[i].size : 0;
    p->slots[i].in_pool = true;
    p->held += p->slots[i].held;
    p->nheld++;
    if (p->nheld > p->most_hosts)
        p->most_hosts = p->nheld;
    if (p->held > p->most_bytes)
        p->most_bytes = p->held;
}

typedef struct gate_ctx {
    pool *p;
    size_t i;
} gate_ctx;

/* A host started early waits here until it has room (on its worker). */
static void gate(void *arg)
{
    gate_ctx *g = arg;
    pool *p = g->p;
    pthread_mutex_lock(&p->mu);
    if (p->slots[g->i].early) {
        while (!p->stop && !has_room(p, g->i))
            pthread_cond_wait(&p->room, &p->mu);
        p->slots[g->i].early = false;
        p->early_out = false;
        take(p, g->i);
        pthread_cond_broadcast(&p->room); /* another worker may start early now */
    }
    pthread_mutex_unlock(&p->mu);
}

/* Load, analyse and summarise host i (on a worker thread). */
static void do_host(pool *p, size_t i)
{
    slot *sl = &p->slots[i];
    const xt_run_opts *o = p->o;
    double t0 = now_s();
    if (sl->skip) {
        sl->loaded = true;
        return;
    }
    sl->err.code = 0;
    sl->err.msg[0] = 0;
    sl->h = xt_xcalloc(1, sizeof *sl->h);
    gate_ctx g = { p, i };
    sl->rc = xt_host_load_gated(sl->h, p->files[i], p->hlo_cache, &sl->meter, gate, &g, &sl->err);
    gate(&g); /* a load that failed or had no lines: held here all the same */
    /* loaded: the next host may start early (on the spare worker) while
     * this one is analysed: its open and module lookup beside the
     * analysis, one core each, its lines still after this host is freed */
    pthread_mutex_lock(&p->mu);
    sl->loaded = true;
    pthread_cond_broadcast(&p->room);
    pthread_mutex_unlock(&p->mu);
    sl->unread = sl->rc == XT_EINPUT;
    if (!sl->rc) {
        /* --module: on every host that has it (the others their own
         * pick, said), strictly on the one --host names */
        bool named = o->host ? xt_host_named(sl->h->hostname, p->files[i], o->host) : p->n == 1;
        sl->a = named ? xt_analyze(sl->h, o->module, &sl->err)
                      : xt_analyze_or_default(sl->h, o->module, &sl->err);
        if (!sl->a)
            sl->rc = XT_EINPUT;
    }
    if (!sl->rc) {
        xt_summary_make(&p->r->hosts[i], sl->a);
        p->r->hosts[i].seconds = now_s() - t0;
    }
    if (sl->rc || !p->keep)
        release(p, sl);
}

static void *worker(void *arg)
{
    pool *p = arg;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        /* hosts take their room in file order: none starts while one
         * started early waits at its gate (a later host taking the bytes
         * it waits for would hold them until it is written, after it) */
        while (!p->stop && p->next < p->n &&
               (p->early_out || (!has_room(p, p->next) && !may_start_early(p, p->next))))
            pthread_cond_wait(&p->room, &p->mu);
        if (p->stop || p->next >= p->n)
            break;
        size_t i = p->next++;
        p->slots[i].state = 1;
        if (p->slots[i].skip || has_room(p, i)) { /* a skipped one holds nothing: no gate */
            take(p, i);
        } else {
            p->slots[i].early = true;
            p->early_out = true;
            p->r->early++;
        }
        p->what = p->files[i];
        pthread_mutex_unlock(&p->mu);
        do_host(p, i);
        pthread_mutex_lock(&p->mu);
        p->slots[i].state = 2;
        p->hosts_done++;
        p->bytes_done += (uint64_t)(p->slots[i].size > 0 ? p->slots[i].size : 0);
        pthread_cond_broadcast(&p->done);
        pthread_cond_broadcast(&p->room); /* the next may start early (may_start_early) */
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* Called with p->mu held. */
static void snapshot(pool *p, double t0, xt_run_progress *pr)
{
    pr->what = p->what ? p->what : "";
    pr->hosts_done = p->hosts_done;
    pr->hosts_total = p->n;
    pr->bytes_done = p->bytes_done;
    for (size_t i = p->consumed; i < p->next; i++) /* and those loading, in part */
        if (p->slots[i].state == 1 && p->slots[i].size > 0)
            pr->bytes_done += (uint64_t)((double)p->slots[i].size *
                                         xt_meter_fraction(&p->slots[i].meter));
    pr->bytes_total = p->bytes_total;
    pr->elapsed_s = now_s() - t0;
    pr->eta_s = -1;
    if (pr->bytes_done && p->bytes_total >= pr->bytes_done)
        pr->eta_s = pr->elapsed_s * (double)(p->bytes_total - pr->bytes_done) / (double)pr->bytes_done;
    else if (p->hosts_done && p->n >= p->hosts_done)
        pr->eta_s = pr->elapsed_s * (double)(p->n - p->hosts_done) / (double)p->hosts_done;
}

/* The pool for a run of n files: its slots (with each file's size), the
 * window and the byte budget.  Returns the threads to start. */
static size_t pool_init(pool *p, xt_run *r, char *const *files, size_t n, const xt_run_opts *o)
{
    memset(p, 0, sizeof *p);
    pthread_mutex_init(&p->mu, NULL);
    pthread_cond_init(&p->room, NULL);
    pthread_cond_init(&p->done, NULL);
    p->files = files;
    p->n = n;
    p->o = o;
    p->r = r;
    p->slots = xt_xcalloc(n, sizeof *p->slots);
    p->keep = o->each != NULL;
    size_t threads = o->threads > 1 ? (size_t)o->threads : 1;
    if (threads > n)
        threads = n;
    /* with a writer: the host being written and the others loading, no
     * more; without: each thread frees its host itself */
    p->window = p->keep ? threads : n;
    /* with a writer, one worker more than hosts in memory: it starts the
     * next host early (may_start_early) while the last loaded one is
     * analysed and written */
    if (p->keep && threads < n)
        threads++;
    int64_t largest = 0;
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        /* --host: the files whose hostname and name both differ, told from
         * their top-level tags, are not read (a host's report took the
         * whole run's time: a trial) */
        if (o->host && o->host_alone && xt_host_file_named(files[i], o->host) == 0) {
            p->slots[i].skip = true;
            continue;
        }
        p->slots[i].size = stat(files[i], &st) == 0 ? (int64_t)st.st_size : 0;
        p->bytes_total += (uint64_t)p->slots[i].size;
        if (p->slots[i].size > largest)
            largest = p->slots[i].size;
    }
    p->max_bytes = o->max_bytes < 0 ? largest : o->max_bytes;
    p->hlo_cache = xt_hlo_cache_new();
    return threads;
}

/* A run read in full with some files unreadable: whether it still stands
 * (XT_OK), or fails with the first one's message: when no file could be
 * read, or when --host names only unreadable files. */
static int unread_verdict(const xt_run *r, char *const *files, const xt_run_opts *o,
                          const xt_error *first, xt_error *err)
{
    if (r->unread == r->n) /* all of them: not only the first to fix */
        return xt_fail(err, XT_EINPUT, "none of the %zu host files can be read; the first: %s",
                       r->n, first->msg);
    if (o->host) {
        /* named by an unreadable file: its reason; by it and a host read:
         * the name is no more one host's than when both are read */
        /* an unreadable file is named by its file's name, or by the
         * hostname its top-level tags still give */
        for (size_t i = 0; i < r->n; i++)
            if (r->hosts[i].error && (xt_host_named(r->hosts[i].hostname, files[i], o->host) ||
                                      xt_host_file_named(files[i], o->host) == 1))
                return r->start == SIZE_MAX
                           ? xt_fail(err, XT_EINPUT, "%s", r->hosts[i].error)
                           : xt_host_fail_ambiguous(err, o->root ? o->root : "the run", o->host,
                                                    files[r->start < i ? r->start : i],
                                                    files[r->start < i ? i : r->start],
                                                    (const char *const *)files, r->n);
    }
    return XT_OK;
}

static const xt_host_summary *g_by_name; /* for cmp_name (qsort has no context) */
static int cmp_name(const void *x, const void *y)
{
    return strcmp(g_by_name[*(const size_t *)x].hostname, g_by_name[*(const size_t *)y].hostname);
}

/* Marks the hosts whose hostname another host of the run has: sorted by
 * name once, not every host against every other each time a list is
 * drawn (10,000 host files would be 10^8 comparisons a frame). */
static void mark_repeats(xt_run *r)
{
    static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    size_t *ix = xt_xcalloc(r->n + 1, sizeof *ix);
    for (size_t i = 0; i < r->n; i++)
        ix[i] = i;
    pthread_mutex_lock(&mu);
    g_by_name = r->hosts;
    qsort(ix, r->n, sizeof *ix, cmp_name);
    pthread_mutex_unlock(&mu);
    for (size_t k = 1; k < r->n; k++)
        if (!strcmp(r->hosts[ix[k]].hostname, r->hosts[ix[k - 1]].hostname))
            r->hosts[ix[k]].name_repeats = r->hosts[ix[k - 1]].name_repeats = true;
    free(ix);
}

int xt_run_summarize(xt_run *r, char *const *files, size_t n, const xt_run_opts *o,
                     xt_error *err)
{
    memset(r, 0, sizeof *r);
    r->start = SIZE_MAX;
    if (!n)
        return XT_OK;
    r->hosts = xt_xcalloc(n, sizeof *r->hosts);
    pool p;
    size_t threads = pool_init(&p, r, files, n, o);
    double t0 = now_s(), last = 0;
    pthread_t *tid = xt_xcalloc(threads, sizeof *tid);
    size_t started = 0;
    for (size_t t = 0; t < threads; t++)
        if (pthread_create(&tid[t], NULL, worker, &p) == 0)
            started++;
        else
            break;
    int rc = XT_OK;
    if (!started) /* no thread could start: do it here */
        p.window = n;
    xt_run_progress pr;
    xt_error first = { 0, "" }; /* the first file that could not be read */
    for (size_t i = 0; i < n && rc == XT_OK; i++) {
        if (!started) {
            p.slots[i].state = 1;
            p.what = files[i];
            do_host(&p, i);
            p.slots[i].state = 2;
            p.hosts_done++;
            p.bytes_done += (uint64_t)(p.slots[i].size > 0 ? p.slots[i].size : 0);
        }
        pthread_mutex_lock(&p.mu);
        while (p.slots[i].state != 2) {
            struct timespec until;
            xt_deadline_ms(&until, 100);
            pthread_cond_timedwait(&p.done, &p.mu, &until);
            if (o->progress && now_s() - last >= 0.1) {
                snapshot(&p, t0, &pr);
                pthread_mutex_unlock(&p.mu);
                o->progress(o->progress_ctx, &pr);
                last = now_s();
                pthread_mutex_lock(&p.mu);
            }
        }
        snapshot(&p, t0, &pr);
        pthread_mutex_unlock(&p.mu);
        if (o->progress) {
            o->progress(o->progress_ctx, &pr);
            last = now_s();
        }
        slot *sl = &p.slots[i];
        if (sl->skip) {
            /* not the host --host names: its file alone, not written */
            summary_of_file(&r->hosts[i], files[i]);
            /* named as its load would name it: the hostname it records
             * ("first: a" for a host that says alpha: an attacker's review) */
            char hn[1024];
            r->hosts[i].hostname = xt_host_file_hostname(files[i], hn, sizeof hn) && *hn
                                       ? xt_arena_strdup(&r->hosts[i].arena, hn)
                                       : xt_host_name_of_file(&r->hosts[i].arena, files[i]);
            r->hosts[i].skipped = true;
            r->n = i + 1;
        } else if (sl->rc && sl->unread && n > 1) {
            /* one broken file of a run: the others are still worth reading */
            summary_unread(&r->hosts[i], files[i], sl->err.msg);
            r->n = i + 1;
            if (!r->unread++)
                first = sl->err;
            if (o->each)
                rc = o->each(o->each_ctx, i, NULL, &r->hosts[i], err);
        } else if (sl->rc) {
            summary_of_file(&r->hosts[i], files[i]);
            r->n = i + 1;
            *err = sl->err;
            rc = sl->rc;
        } else {
            r->n = i + 1;
            const xt_host_summary *s = &r->hosts[i];
            bool named = o->host ? xt_host_named(s->hostname, files[i], o->host) : true;
            if (named && o->host && r->start != SIZE_MAX) /* all say "localhost" */
                rc = xt_host_fail_ambiguous(err, o->root ? o->root : "the run", o->host,
                                            files[r->start], files[i], (const char *const *)files, n);
            else if (named && r->start == SIZE_MAX && !s->module_missing)
                r->start = i; /* without --host: the first read (with --module: that has it) */
            if (!rc && o->each)
                rc = o->each(o->each_ctx, i, sl->a, s, err);
        }
        release(&p, sl);
        pthread_mutex_lock(&p.mu);
        p.consumed = i + 1;
        if (rc)
            p.stop = true;
        pthread_cond_broadcast(&p.room);
        pthread_mutex_unlock(&p.mu);
    }
    if (!rc && r->unread)
        rc = unread_verdict(r, files, o, &first, err);
    if (!rc && o->module && !o->host && r->start == SIZE_MAX && r->unread < r->n) {
        /* the first host where the name is ambiguous (its fix is the
         * id), else the first (a review: "no module" of h0 hid h1's two) */
        size_t k = r->n, one = r->n;
        for (size_t i = 0; i < r->n && k == r->n; i++) {
            const char *w = r->hosts[i].module_missing_why;
            if (w && one == r->n)
                one = i;
            if (w && xt_module_why_ambiguous(w))
                k = i;
        }
        if (k == r->n)
            k = one;
        rc = xt_module_nowhere(err, o->root, o->module, r->n - r->unread,
                               k < r->n ? r->hosts[k].module_missing_why : "");
    }
    pthread_mutex_lock(&p.mu);
    p.stop = true;
    pthread_cond_broadcast(&p.room);
    pthread_mutex_unlock(&p.mu);
    for (size_t t = 0; t < started; t++)
        pthread_join(tid[t], NULL);
    r->most_hosts = p.most_hosts;
    r->most_bytes = p.most_bytes;
    mark_repeats(r);
    for (size_t i = 0; i < n; i++) {
        free_loaded(&p.slots[i]);
        if (i >= r->n) /* made after the failure: not kept */
            xt_arena_free(&r->hosts[i].arena);
    }
    xt_hlo_cache_free(p.hlo_cache); /* after every host that used it */
    free(tid);
    free(p.slots);
    pthread_cond_destroy(&p.room);
    pthread_cond_destroy(&p.done);
    pthread_mutex_destroy(&p.mu);
    return rc;
}

void xt_run_free(xt_run *r)
{
    for (size_t i = 0; i < r->n; i++)
        xt_arena_free(&r->hosts[i].arena);
    free(r->hosts);
    memset(r, 0, sizeof *r);
}

/* ---- the hosts' lines -------------------------------------------------- */

void xt_view_host_summaries(xt_text *t, const xt_host_summary *s, size_t n, size_t current,
                            size_t worst, int width)
{
    t->title = "Hosts";
    const char **vs = xt_arena_alloc(t->arena, (n + 1) * sizeof *vs);
    const char **lack = xt_arena_alloc(t->arena, (n + 1) * sizeof *lack), *module = NULL;
    memset(lack, 0, (n + 1) * sizeof *lack);
    for (size_t i = 0; i < n; i++) {
        /* the note labels a failed device's cause too (xt_view_hosts) */
        vs[i] = s[i].verdict && !s[i].error && s[i].cause
                    ? xt_arena_printf(t->arena, "%s; %s", s[i].verdict, s[i].cause)
                    : s[i].verdict;
        if (s[i].module_missing) {
            lack[i] = xt_host_shown(t->arena, s[i].hostname, s[i].path, s[i].name_repeats);
            module = s[i].module_missing;
        }
        const char *v = s[i].verdict ? s[i].verdict : "";
        int sev = s[i].severity;
        xt_view_host_row(t, i, current, worst, xt_host_shown(t->arena, s[i].hostname, s[i].path, s[i].name_repeats),
                         v, s[i].error ? NULL : s[i].cause, sev, width);
    }
    xt_view_hosts_note(t, vs, n, width);
    xt_view_module_missing(t, module, lack, n, width);
    const char **hn = xt_arena_alloc(t->arena, (n + 1) * sizeof *hn);
    const char **hp = xt_arena_alloc(t->arena, (n + 1) * sizeof *hp);
    for (size_t i = 0; i < n; i++)
        hn[i] = s[i].error ? NULL : s[i].hostname, hp[i] = s[i].path;
    xt_view_repeated_hostnames(t, hn, hp, n, width);
}

xt_worst_pick xt_summaries_worst(const xt_host_summary *s, size_t n, xt_arena *ar)
{
    xt_host_rank *rank = xt_xcalloc(n + 1, sizeof *rank);
    const char **names = xt_arena_alloc(ar, (n + 1) * sizeof *names);
    for (size_t i = 0; i < n; i++) {
        rank[i] = s[i].rank;
        names[i] = xt_host_shown(ar, s[i].hostname, s[i].path, s[i].name_repeats);
    }
    xt_worst_pick w = xt_worst_pick_of(rank, names, n, ar);
    if (w.host != SIZE_MAX)
        w.hostname = s[w.host].hostname;
    free(rank);
    return w;
}

/* Each host's group (xt_run_group) from its summary. */
static void summary_groups(const xt_host_summary *s, size_t n, size_t worst, int *group)
{
    for (size_t i = 0; i < n; i++)
        group[i] = i == worst ? XT_RG_WORST : xt_run_group(s[i].severity, s[i].error != NULL);
}

int xt_report_host_summaries(FILE *f, const xt_host_summary *s, size_t n, const xt_report_opts *o)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    size_t unread = 0, fail = 0;
    for (size_t i = 0; i < n; i++) {
        unread += s[i].error != NULL;
        fail += !s[i].error && s[i].severity == XT_SEV_BAD;
    }
    xt_worst_pick w = xt_summaries_worst(s, n, &ar);
    xt_view_run_head(&t, n, fail, unread, w.host, w.name, w.why);
    xt_view_host_summaries(&t, s, n, w.host, w.host, o->width > 0 ? o->width : 80);
    int *group = xt_xcalloc(n ? n : 1, sizeof *group);
    summary_groups(s, n, w.host, group);
    xt_view_run_order(&t, group, n, w.name);
    free(group);
    xt_text_line(&t, XT_A_NORMAL, "%s", "");
    /* a verdict wider than --width (why a file cannot be read) folds */
    int rc = xt_report_write_text(f, &t, o);
    xt_text_free(&t);
    xt_arena_free(&ar);
    return rc;
}

/* ---- writing a run host by host ---------------------------------------- */

typedef struct stream_ctx {
    const xt_stream_opts *o;
    xt_run *r;
    size_t n;
    FILE *f;
    xt_json j;
    xt_host_section *sec; /* --report: each host's text, until the hosts'
                             lines are out */
    xt_modules_seen seen; /* --report: the modules list last printed whole */
    /* one host; a NULL: its file could not be read (s says why) */
    int (*write)(struct stream_ctx *x, size_t i, xt_analysis *a, const xt_host_summary *s);
} stream_ctx;

/* xt_run_opts.each of both streams: the start host's check, then write */
static int stream_each(void *ctx, size_t i, xt_analysis *a, const xt_host_summary *s, xt_error *err)
{
    stream_ctx *x = ctx;
    if (a && i == x->r->start && x->o->check_start && x->o->check_start(x->o->check_ctx, a, err))
        return XT_EINPUT;
    return x->write(x, i, a, s);
}

const char *xt_run_first_host(const xt_run *r, char *const *files, char *buf, size_t cap)
{
    const char **names = xt_xcalloc(r->n + 1, sizeof *names);
    for (size_t i = 0; i < r->n; i++)
        names[i] = r->hosts[i].hostname;
    const char *h = xt_host_hint(buf, cap, names, (const char *const *)files, r->n,
                                 r->n && r->hosts[0].name_repeats);
    free(names);
    return h;
}

/* Analyse the run host by host, x->write writing each; an error when
 * --host names none of them. */
static int stream_run(stream_ctx *x, char *const *files, xt_error *err)
{
    const xt_stream_opts *o = x->o;
    xt_run_opts ro = o->run;
    ro.root = o->root;
    ro.each = stream_each;
    ro.each_ctx = x;
    int rc = xt_run_summarize(x->r, files, x->n, &ro, err);
    if (!rc && o->run.host && x->r->start == SIZE_MAX)
        rc = xt_fail(err, XT_EINPUT, "%s: no host '%s' in the run (%zu host%s, first: %s)",
                     o->root ? o->root : "", o->run.host, x->r->n, xt_plural(x->r->n),
                     xt_run_first_host(x->r, files, (char[256]){ 0 }, 256));
    return rc;
}

/* --report of a host whose file could not be read: its head and why. */
static int report_unread(FILE *f, const stream_ctx *x, size_t i, const xt_host_summary *s)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    const char *run = x->o->run_name;
    xt_text_line(&t, XT_A_TITLE, "xoomtui report: %s", xt_safe(&ar, s->path));
    xt_text_line(&t, XT_A_NORMAL, "host %s%s%s (%zu of %zu hosts)", xt_safe(&ar, s->hostname),
                 run ? ", run " : "", run ? xt_safe(&ar, run) : "", i + 1, x->n);
    xt_text_line(&t, XT_A_BAD, "%s", xt_safe(&ar, s->verdict));
    xt_text_line(&t, XT_A_NORMAL, "%s", "Nothing else of this host is reported; the other hosts are.");
    int rc = xt_report_write_text(f, &t, &x->o->report);
    xt_text_free(&t);
    xt_arena_free(&ar);
    return rc;
}

static int report_each(stream_ctx *x, size_t i, xt_analysis *a, const xt_host_summary *s)
{
    if (x->o->run.host && i != x->r->start)
        return 0;
    if (!a) {
        FILE *m = open_memstream(&x->sec[i].text, &x->sec[i].len);
        if (!m)
            return -1;
        int wr = report_unread(m, x, i, s);
        return fclose(m) || wr ? -1 : 0;
    }
    /* the views read the run's name and its host count from the capture */
    xt_capture c;
    memset(&c, 0, sizeof c);
    c.run = x->o->run_name;
    c.nhosts = x->n;
    xt_report_opts ro = x->o->report;
    ro.host_set = true;
    ro.host = i;
    ro.seen = x->o->run.host ? NULL : &x->seen; /* as write_report (tui/main.c) */
    return xt_report_section(&x->sec[i], i, &c, a, &ro, x->o->at);
}

int xt_stream_report(FILE *f, char *const *files, size_t n, const xt_stream_opts *o,
                     xt_run *r, xt_error *err)
{
    stream_ctx x = { .o = o, .r = r, .n = n, .f = f, .write = report_each };
    x.sec = xt_xcalloc(n ? n : 1, sizeof *x.sec);
    int rc = stream_run(&x, files, err);
    int *group = xt_xcalloc(n ? n : 1, sizeof *group);
    for (size_t i = 0; i < n; i++) /* --host: the one host */
        group[i] = XT_RG_REST;
    if (!rc && n > 1 && !o->run.host) {
        xt_arena ar = { 0 };
        size_t worst = xt_summaries_worst(r->hosts, r->n, &ar).host;
        xt_arena_free(&ar);
        summary_groups(r->hosts, r->n, worst, group);
        if (xt_report_host_summaries(f, r->hosts, r->n, &o->report))
            rc = -1;
    }
    if (!rc)
        rc = xt_report_sections_write(f, x.sec, group, n);
    free(group);
    xt_report_sections_free(x.sec, n);
    xt_modules_seen_free(&x.seen);
    return rc;
}

static int json_each(stream_ctx *x, size_t i, xt_analysis *a, const xt_host_summary *s)
{
    if (x->o->run.host && i != x->r->start) /* --host: that host alone, as report_each */
        return 0;
    size_t file = x->n > 1 ? i + 1 : 0; /* x->r->n counts the hosts done */
    xt_json_opts jo = { .at = x->o->at, .file = file };
    if (a)
        xt_json_host(&x->j, a, &jo);
    else
        xt_json_host_unread(&x->j, s->hostname, file, s->path, s->verdict, s->error);
    return ferror(x->f) ? -1 : 0;
}

/* The run's worst host from the hosts' summaries, as the report's head
 * names it (not with --host: one host written). */
static void json_worst(stream_ctx *x, const xt_run *r, size_t n)
{
    if (n < 2 || x->o->run.host)
        return;
    xt_arena ar = { 0 };
    xt_worst_pick w = xt_summaries_worst(r->hosts, n, &ar);
    xt_json_worst_host(&x->j, &w);
    /* each host's name as the report and the TUI show it, in file order:
     * written last, when every hostname is known (a run streams its hosts) */
    xt_json_key(&x->j, "host_labels");
    xt_json_arr(&x->j);
    for (size_t i = 0; i < r->n; i++)
        xt_json_str(&x->j, xt_host_shown(&ar, r->hosts[i].hostname, r->hosts[i].path, r->hosts[i].name_repeats));
    xt_json_end_arr(&x->j);
    xt_arena_free(&ar);
}

int xt_stream_json(FILE *f, char *const *files, size_t n, const xt_stream_opts *o, xt_run *r,
                   xt_error *err)
{
    stream_ctx x = { .o = o, .r = r, .n = n, .f = f, .write = json_each };
    xt_json_init(&x.j, f, 2);
    xt_json_obj(&x.j);
    xt_json_key(&x.j, "schema");
    xt_json_str(&x.j, "xoomtui/1");
    xt_json_key(&x.j, "run");
    xt_json_str(&x.j, o->run_name);
    xt_json_key(&x.j, "hosts");
    xt_json_arr(&x.j);
    int rc = stream_run(&x, files, err);
    if (rc) {
        /* the hosts written so far went out already (stdout): the document
         * still ends whole, saying why it stops (the exit status is 2) */
        if (x.j.depth == 2 && !x.j.error) {
            xt_json_end_arr(&x.j);
            xt_json_key(&x.j, "error");
            xt_json_str(&x.j, err->msg);
            xt_json_end_obj(&x.j);
            fputc('\n', f);
            xt_json_finish(&x.j);
        }
        return rc;
    }
    xt_json_end_arr(&x.j);
    json_worst(&x, r, n);
    xt_json_end_obj(&x.j);
    fputc('\n', f);
    return xt_json_finish(&x.j) ? -1 : XT_OK;
}
