/* main.c - command line: options, loading, exit codes.  The core never
 * prints or exits; this file decides messages (one line on stderr) and
 * exit codes: 0 analysed, 2 bad input or usage. */
#include "load.h"
#include "decode.h"
#include "analysis.h"
#include "report.h"
#include "compare_view.h"
#include "tui.h"
#include "compare_app.h"
#include "outfile.h"
#include "cursor.h"
#include "summary.h"
#include "json.h"

#include <pthread.h>
#include <stdatomic.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <getopt.h>
#include <limits.h>
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "config.h"

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: xoomtui [OPTIONS] CAPTURE\n"
            "       xoomtui [OPTIONS] BEFORE AFTER\n"
            "Explain a JAX out-of-memory error from one profiler capture, or compare\n"
            "two (did the fix work, and was the estimate right).\n"
            "\n"
            "CAPTURE is a jax.profiler.trace log dir, a run folder, or one\n"
            ".xplane.pb[.gz] file.  Without --report or --json, opens the TUI\n"
            "(on a terminal; with output to a pipe, exit 2; two captures: the report).\n"
            "\n"
            "  --report             print the analysis as text and exit\n"
            "  --json FILE          JSON to FILE, replaced if it exists (- for stdout:\n"
            "                       not with --report)\n"
            "  --module NAME        analyse this module: name(id), a name alone, a prefix\n"
            "                       (jit_ may be left out, as the TUI shows names), or a\n"
            "                       part of the name one module has; in a run, on\n"
            "                       each host that has it\n"
            "  --host NAME          start on this host (multi-host runs): its hostname or\n"
            "                       its file's name (.xplane.pb may be left out), or a\n"
            "                       unique prefix of either or of a word in it (node-0006);\n"
            "                       --report and --json write that host alone (of two\n"
            "                       runs: that pair, every host still listed)\n"
            "  --run NAME           pick a run of a log dir (default: the newest); a\n"
            "                       unique prefix of its name will do\n"
            "  --top N              live-at-peak rows in the report (default 10; the live\n"
            "                       set at the last start: max(N, 30) groups, then the rest)\n"
            "  --at N|peak          --report/--json of one capture: the live set after\n"
            "                       heap-trace event N\n"
            "  --width N            report width in columns (default 80; under 52: 52)\n"
            "  --export-dir DIR     where the TUI's 'e' writes (default: .)\n"
            "  --no-mouse           the TUI leaves the mouse to the terminal (select to copy)\n"
            "  -h, --help           this help and the TUI keys\n"
            "  -V, --version        version\n"
            "\n"
            "Exit status: 0 analysed; 2 bad input (missing path, not a capture,\n"
            "corrupt or truncated file) or bad usage (an option given twice with\n"
            "two values too).  A capture without HLO or allocator events is not\n"
            "bad input: xoomtui says what is missing.\n"
            "A run's host file that cannot be read is named and the others shown\n"
            "(exit 2).\n"
            "\n"
            "Limits: one host per file; memory space 0 (HBM) is detailed, host\n"
            "offload shows as memory space 5; \"fits\" compares bytes, and the BFC\n"
            "allocator also needs contiguous blocks (see the fragmentation figure).\n"
            "Nothing is ever written inside the capture directory.\n"
            "\n"
            "Keys in the TUI:\n");
    xt_tui_print_keys(f, false);
}

/* Whether a progress line ("\rxoomtui: loading ...") is on stderr now: an
 * error printed after it starts a line of its own, the progress erased
 * (it ran into "xoomtui: loading 111.5 MiB of 1.00 GiB...xoomtui: ..."). */
static bool g_progress_on;

/* fd is a terminal whose locale is not UTF-8 (LANG=C, an 8-bit one):
 * what is written there goes through xt_ascii_only. */
static bool tty_not_utf8(int fd)
{
    return isatty(fd) && strcmp(nl_langinfo(CODESET), "UTF-8");
}

static void errline(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void errline(const char *fmt, ...)
{
    if (g_progress_on) {
        fputs("\r\033[K", stderr);
        g_progress_on = false;
    }
    /* as long as it is (a fixed buffer cut a 5000-character option and
     * its newline: an attacker's review) */
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *line = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (line)
        vsnprintf(line, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    if (!line) {
        fputs("xoomtui: out of memory writing a message\n", stderr);
        return;
    }
    /* every line of it sanitised, whatever its caller did: an option's
     * value went out raw ("unknown option '--ESC]0;...'": a file named so
     * in a shared folder, picked up by `xoomtui --report *`, set the
     * terminal's title and cleared it: an attacker's review) */
    xt_arena ar = { 0 };
    const char *out = "";
    for (char *p = line, *nl; *p; p = nl ? nl + 1 : p + strlen(p)) {
        nl = strchr(p, '\n');
        if (nl)
            *nl = 0;
        out = xt_arena_printf(&ar, "%s%s%s", out, xt_safe(&ar, p), nl ? "\n" : "");
    }
    free(line);
    line = xt_xstrdup(out);
    xt_arena_free(&ar);
    if (tty_not_utf8(2))
        xt_ascii_only(line);
    fputs(line, stderr);
    free(line);
}

/* "loading 3 of 16 hosts, 1.2 GiB of 4.0 GiB, about 12 s left" on stderr,
 * after the first 0.2 s (*shown: the line is on screen); the callers call it
 * only when stderr is a terminal. */
static void show_progress(bool *shown, const xt_progress *p)
{
    if (p->hosts_done < p->hosts_total && (p->elapsed_s > 0.2 || *shown)) {
        char a[32], b[32], eta[48] = "";
        /* an estimate from the first bytes is no estimate (the modules
         * are read first, and their bytes count late: "about 45 s left"
         * for a 3 s load): from 5% and half a second on */
        double frac = p->bytes_total ? (double)p->bytes_done / (double)p->bytes_total : 0;
        if (p->eta_s >= 0 && frac >= 0.05 && p->elapsed_s >= 0.5)
            snprintf(eta, sizeof eta, ", about %.0f s left", ceil(p->eta_s));
        if (p->hosts_total == 1)
            g_progress_on = true, fprintf(stderr, "\rxoomtui: loading %s of %s%s...\033[K",
                    xt_fmt_bytes(a, sizeof a, (int64_t)p->bytes_done),
                    xt_fmt_bytes(b, sizeof b, (int64_t)p->bytes_total), eta);
        else
            g_progress_on = true, fprintf(stderr, "\rxoomtui: loading %zu of %zu hosts, %s of %s%s...\033[K",
                    p->hosts_done + 1 < p->hosts_total ? p->hosts_done + 1 : p->hosts_total,
                    p->hosts_total, xt_fmt_bytes(a, sizeof a, (int64_t)p->bytes_done),
                    xt_fmt_bytes(b, sizeof b, (int64_t)p->bytes_total), eta);
        *shown = true;
    } else if (p->hosts_done == p->hosts_total && *shown) {
        fprintf(stderr, "\r\033[K"), g_progress_on = false;
        *shown = false;
    }
}

/* xt_capture_open's progress: ctx is main's `interactive` (stderr is a
 * terminal: the TUI, --report or --json).  Called from the loading thread
 * or its ticker, never both at once. */
static void progress(void *ctx, const xt_progress *p)
{
    static bool shown;
    if (*(bool *)ctx)
        show_progress(&shown, p);
}

/* Open run `run` of the capture at path and analyse its hosts; on failure
 * nothing is left allocated and err says why. */
static int open_run(xt_capture *c, xt_analysis ***out, const char *path, const char *run,
                    const char *module, bool *interactive, xt_error *err)
{
    *out = NULL;
    if (xt_capture_open(c, path, run, progress, interactive, err)) {
        xt_capture_free(c);
        return -1;
    }
    xt_analysis **an = calloc(c->nhosts + 1, sizeof *an);
    /* --module as run_whole takes it: strictly on a host alone */
    for (size_t i = 0; an && i < c->nhosts; i++)
        if (!(an[i] = c->nhosts == 1 ? xt_analyze(&c->hosts[i], module, err)
                                     : xt_analyze_or_default(&c->hosts[i], module, err))) {
            for (size_t k = 0; k < i; k++)
                xt_analysis_free(an[k]);
            free(an);
            xt_capture_free(c);
            return -1;
        }
    *out = an;
    return 0;
}

/* ---- the TUI on a run of many hosts (issue 18) ---------------------------
 * The hosts are summarised on a pool of threads; only the host on screen
 * is loaded: the others are placeholders (path and hostname) until the
 * user opens one, which frees the one open before. */
/* How a host of a run takes --module (analyze_module) */
typedef enum { MOD_STRICT, MOD_OR_DEFAULT, MOD_COMPARE } mod_rule;

typedef struct lazy_run {
    const char *module; /* --module: on every host that has it */
    xt_capture *cap;
    xt_analysis **an;
    char **files;
    size_t n, open;
    xt_run r;
} lazy_run;

static void run_progress(void *ctx, const xt_run_progress *p);
static int run_threads(size_t n, int64_t *max_bytes);

/* --report's options: colour on a terminal unless NO_COLOR or TERM=dumb
 * (its chart and bars are ASCII in any locale: XT_CHART_FILE_UTF8). */
static xt_report_opts report_opts(size_t top, int width)
{
    const char *nc = getenv("NO_COLOR"), *term = getenv("TERM");
    xt_report_opts ro;
    memset(&ro, 0, sizeof ro);
    ro.top = top;
    ro.width = width;
    ro.color = isatty(1) && !(nc && *nc) && term && strcmp(term, "dumb");
    ro.ascii = tty_not_utf8(1);
    return ro;
}
static void core_settings_from_env(void);

static void lazy_placeholder(lazy_run *z, size_t i)
{
    memset(&z->cap->hosts[i], 0, sizeof z->cap->hosts[i]);
    z->cap->hosts[i].path = z->files[i];
    z->cap->hosts[i].hostname = z->r.hosts[i].hostname;
}

/* A host loaded on a thread of its own while the TUI's thread ticks. */
typedef struct lazy_job {
    lazy_run *z;
    size_t i;
    const char *module;
    mod_rule lenient;
    xt_error *err;
    xt_meter meter;
    int rc;
    atomic_bool done;
} lazy_job;

/* A host of a run with --module analysed by it: MOD_STRICT (the host the
 * run opens on); MOD_OR_DEFAULT (another host of the run: its own pick when
 * it has no such module, as xt_run_summarize's summaries); MOD_COMPARE (a
 * comparison's host picked later): by its name(id), else its name, else
 * the host's own pick, each tried once on this thread (no second analysis
 * on the UI's). */
static xt_analysis *analyze_module(xt_host *h, const char *module, mod_rule lenient, xt_error *err)
{
    if (lenient == MOD_OR_DEFAULT)
        return xt_analyze_or_default(h, module, err);
    xt_analysis *a = xt_analyze(h, module, err);
    if (a || !module || lenient == MOD_STRICT)
        return a;
    char pfx[512];
    xt_error e2 = { 0, "" };
    if (xt_cmp_module_fallback(module, pfx, sizeof pfx) && (a = xt_analyze(h, pfx, &e2)))
        return a;
    return xt_analyze(h, NULL, err);
}

static int lazy_load_now(lazy_run *z, size_t i, const char *module, mod_rule lenient, xt_meter *meter,
                         xt_error *err)
{
    xt_host *h = &z->cap->hosts[i];
    if (xt_host_load_metered(h, z->files[i], NULL, meter, err) ||
        !(z->an[i] = analyze_module(h, module, lenient, err))) {
        xt_host_free(h);
        lazy_placeholder(z, i);
        return -1;
    }
    return 0;
}

static void *lazy_job_main(void *arg)
{
    lazy_job *j = arg;
    j->rc = lazy_load_now(j->z, j->i, j->module, j->lenient, &j->meter, j->err);
    atomic_store(&j->done, true);
    return NULL;
}

static double mono_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Load and analyse host i; with tick, on another thread, tick called
 * here every 0.1 s with the part of the file decoded. */
static int lazy_load(lazy_run *z, size_t i, const char *module, mod_rule lenient, xt_load_tick tick,
                     void *tctx, xt_error *err)
{
    if (!tick)
        return lazy_load_now(z, i, module, lenient, NULL, err);
    lazy_job j = { .z = z, .i = i, .module = module, .lenient = lenient, .err = err };
    atomic_init(&j.meter.done, 0);
    atomic_init(&j.meter.total, 0);
    atomic_init(&j.done, false);
    pthread_t t;
    if (pthread_create(&t, NULL, lazy_job_main, &j))
        return lazy_load_now(z, i, module, lenient, NULL, err);
    double t0 = mono_s();
    while (!atomic_load(&j.done)) {
        struct timespec d = { 0, 20 * 1000 * 1000 };
        for (int k = 0; k < 5 && !atomic_load(&j.done); k++)
            nanosleep(&d, NULL);
        if (!atomic_load(&j.done))
            tick(tctx, xt_meter_fraction(&j.meter), mono_s() - t0);
    }
    pthread_join(t, NULL);
    return j.rc;
}

static int lazy_open(void *ctx, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len)
{
    lazy_run *z = ctx;
    xt_error err = { 0, "" };
    if (z->an[i]) /* already open */
        return 0;
    /* a load, and the host it replaces freed, as loads are: util.h */
    bool keys = xt_memory_for_keys(false);
    if (lazy_load(z, i, z->module, MOD_OR_DEFAULT, tick, tctx, &err)) {
        snprintf(msg, len, "%s", err.msg);
        xt_memory_for_keys(keys);
        return -1;
    }
    if (z->open != i) {
        xt_analysis_free(z->an[z->open]);
        z->an[z->open] = NULL;
        xt_host_free(&z->cap->hosts[z->open]);
        lazy_placeholder(z, z->open);
    }
    z->open = i;
    xt_memory_for_keys(keys);
    return 0;
}

/* The first host of a run opened in the TUI, after the summaries: its
 * progress on stderr (ctx: whether the line is on screen). */
typedef struct open_line {
    bool shown;
    const char *name; /* the host's name, sanitised */
} open_line;

static void open_tick(void *ctx, double frac, double elapsed_s)
{
    open_line *ol = ctx;
    char eta[48] = "";
    if (frac >= 0.05 && frac < 1 && elapsed_s >= 0.5) /* as show_progress */
        snprintf(eta, sizeof eta, ", about %.0f s left", ceil(elapsed_s * (1 - frac) / frac));
    if (elapsed_s > 0.2 || ol->shown) {
        if (frac < 1)
            g_progress_on = true, fprintf(stderr, "\rxoomtui: opening host %s: %d%%%s...\033[K", ol->name,
                    (int)(frac * 100), eta);
        else
            g_progress_on = true, fprintf(stderr, "\rxoomtui: analysing host %s...\033[K", ol->name);
        ol->shown = true;
    }
}

/* Open run `run` of path for the TUI when it has two hosts or more: 0 (z,
 * *cap and *an set, host *start loaded), 1 (one host: open it whole), -1
 * (err says why; nothing left allocated), -2 as -1 where --host names no
 * host of the run. */
static int lazy_run_open(lazy_run *z, xt_capture *cap, xt_analysis ***an, const char *path,
                         const char *run, const char *host, const char *module, size_t *start,
                         xt_error *err)
{
    memset(z, 0, sizeof *z);
    z->module = module;
    if (xt_capture_list(cap, path, run, &z->files, &z->n, err)) {
        xt_capture_free(cap);
        return -1;
    }
    if (z->n < 2) {
        xt_capture_files_free(z->files, z->n);
        xt_capture_free(cap);
        return 1;
    }
    int64_t max_bytes;
    int threads = run_threads(z->n, &max_bytes);
    bool shown = false;
    xt_run_opts o = { .threads = threads, .max_bytes = max_bytes, .module = module,
                      .host = host, .root = path, .progress = isatty(2) ? run_progress : NULL,
                      .progress_ctx = &shown };
    int rc = xt_run_summarize(&z->r, z->files, z->n, &o, err);
    core_settings_from_env(); /* the decoder's own threads for the host on screen */
    bool none = !rc && z->r.start == SIZE_MAX;
    if (none)
        rc = xt_fail(err, XT_EINPUT, "%s: no host '%s' in the run (%zu host%s, first: %s)", path,
                     host, z->r.n, xt_plural(z->r.n), xt_run_first_host(&z->r, z->files, (char[256]){ 0 }, 256));
    if (rc) {
        if (z->r.n && z->r.unread == z->r.n) /* no host read: the runs before it */
            xt_capture_note_older_runs(cap, run, err);
        xt_run_free(&z->r);
        xt_capture_files_free(z->files, z->n);
        xt_capture_free(cap);
        return none ? -2 : -1;
    }
    z->cap = cap;
    cap->hosts = xt_xcalloc(z->n, sizeof *cap->hosts);
    cap->nhosts = z->n;
    *an = xt_xcalloc(z->n + 1, sizeof **an);
    z->an = *an;
    for (size_t i = 0; i < z->n; i++)
        lazy_placeholder(z, i);
    *start = z->open = z->r.start;
    if (!host && !module) { /* open on the worst host, not the first */
        xt_host_rank *rank = xt_xcalloc(z->n + 1, sizeof *rank);
        for (size_t i = 0; i < z->r.n; i++)
            rank[i] = z->r.hosts[i].rank;
        *start = z->open = xt_worst_host(rank, z->r.n);
        free(rank);
    }
    xt_arena ar = { 0 };
    /* 40 bytes of it, cut between characters; '?' past ASCII on a
     * terminal not in UTF-8 (errline's rule: an attacker's review found
     * this line sending a hostname's 0xc3 0x9b there) */
    char *name = xt_arena_printf(&ar, "%.40s", xt_safe(&ar, z->r.hosts[z->open].hostname));
    xt_utf8_trim(name);
    if (tty_not_utf8(2))
        xt_ascii_only(name);
    open_line ol = { false, name };
    int lrc = lazy_load(z, z->open, module, MOD_STRICT, isatty(2) ? open_tick : NULL, &ol, err);
    if (ol.shown)
        fprintf(stderr, "\r\033[K"), g_progress_on = false;
    xt_arena_free(&ar);
    if (lrc) {
        free(*an);
        *an = NULL;
        xt_capture_free(cap);
        xt_run_free(&z->r);
        xt_capture_files_free(z->files, z->n);
        return -1;
    }
    return 0;
}

/* After xt_capture_free and the analyses are freed. */
static void lazy_run_free(lazy_run *z)
{
    xt_run_free(&z->r);
    xt_capture_files_free(z->files, z->n);
    memset(z, 0, sizeof *z);
}

/* The status line a run opens with when some of its files cannot be read
 * (the hosts list says why, a row each). */
static void unread_status(const xt_run *r, char *buf, size_t len)
{
    size_t first = 0;
    while (first < r->n && !r->hosts[first].error)
        first++;
    xt_arena ar = { 0 };
    if (r->unread == 1)
        snprintf(buf, len, "host %s cannot be read (H: why; R reloads it once repaired)",
                 xt_safe(&ar, first < r->n ? r->hosts[first].hostname : "?"));
    else
        snprintf(buf, len, "%zu of %zu hosts cannot be read, the first %s (H: why; R reloads)",
                 r->unread, r->n, xt_safe(&ar, first < r->n ? r->hosts[first].hostname : "?"));
    xt_arena_free(&ar);
}

/* The TUI, reopened on another run of the log dir when the user picks
 * one (R, Enter); *cap and *an are the run shown last.  Returns the exit code. */
static bool g_no_mouse; /* --no-mouse */

static int run_tui(xt_capture *cap, xt_analysis ***an, size_t start, const char *path,
                   const char *export_dir, const char *cdir, const char *module, const char *host,
                   bool *interactive, lazy_run *z, bool *lazy)
{
    xt_error err = { 0, "" };
    const char *nc = getenv("NO_COLOR");
    xt_tui_opts to = { .export_dir = export_dir, .capture_dir = cdir, .color = !(nc && *nc),
                       .no_mouse = g_no_mouse };
    char unread[160] = "";
    char worst[800] = "";
    if (*lazy) {
        to.summaries = z->r.hosts;
        to.open_host = lazy_open;
        to.open_ctx = z;
        if (z->r.unread) {
            unread_status(&z->r, unread, sizeof unread);
            to.status = unread;
        } else if (z->r.n > 1) {
            /* opened on the worst host: which, and why (a trial could not
             * tell why a run of 16 that all fit opened on host-14) */
            xt_arena ar = { 0 };
            xt_worst_pick w = xt_summaries_worst(z->r.hosts, z->r.n, &ar);
            if (w.host == start && w.why) {
                snprintf(worst, sizeof worst, "host %.400s, the worst of %zu: %s (H lists them)",
                         xt_safe(&ar, w.name), z->r.n, w.why);
                xt_utf8_trim(worst);
                to.status = worst;
            }
            xt_arena_free(&ar);
        }
    }
    char *next = NULL;
    int rc = xt_tui_run(cap, *an, start, &to, &next);
    char msg[sizeof err.msg + 128]; /* a run name and the error, cut at the end */
    bool picks = true; /* the run shown was opened with --module and --host */
    /* the run they were given for: opened again from the list, with them
     * (it opened on its worst host, as any other run: a review) */
    char *first_run = cap->run ? xt_xstrdup(cap->run) : NULL;
    while (next) {
        /* the user opened another run of the log dir: load it beside
         * the open one, which stays when the new one cannot be read */
        xt_capture ncap;
        xt_analysis **nan = NULL;
        size_t host0 = 0;
        lazy_run nz;
        const char *rn = *next ? next : NULL; /* "": reload the capture as given */
        /* R reloading the run shown (a log dir's by its name: k_runs);
         * its --module and --host still hold where it was opened with
         * them (a review: the reload dropped them, without a word, and a
         * log dir's reload read as another run); another run: its own */
        bool reload = !*next || (cap->run && !strcmp(next, cap->run));
        bool first = *next && first_run && !strcmp(next, first_run);
        bool use = (reload && picks) || first;
        const char *rmod = use ? module : NULL, *rhost = use ? host : NULL;
        int lz = lazy_run_open(&nz, &ncap, &nan, path, rn, rhost, rmod, &host0, &err);
        if (lz < 0 || (lz == 1 && open_run(&ncap, &nan, path, rn, rmod, interactive, &err))) {
            xt_arena sa = { 0 }; /* a run's folder name is the capture's text too */
            snprintf(msg, sizeof msg, "cannot open %s%s: %s", reload ? "the capture again" : "run ",
                     reload ? "" : xt_safe(&sa, next), xt_safe(&sa, err.msg));
            xt_arena_free(&sa);
            to.status = msg;
            host0 = *lazy ? z->open : start;
        } else {
            for (size_t i = 0; i < cap->nhosts; i++)
                xt_analysis_free((*an)[i]);
            free(*an);
            xt_capture_free(cap);
            if (*lazy)
                lazy_run_free(z);
            *cap = ncap;
            *an = nan;
            *lazy = lz == 0;
            if (*lazy) {
                *z = nz;
                z->cap = cap;
                z->an = *an;
            }
            to.summaries = *lazy ? z->r.hosts : NULL;
            to.open_host = *lazy ? lazy_open : NULL;
            to.open_ctx = *lazy ? z : NULL;
            /* said, or R on a changed file looks like it did nothing */
            xt_arena sa = { 0 };
            snprintf(msg, sizeof msg, "%s %s", reload ? "reloaded" : "opened run",
                     xt_safe(&sa, reload ? path : next));
            picks = use;
            xt_arena_free(&sa);
            to.status = msg;
            if (*lazy && z->r.unread) {
                unread_status(&z->r, unread, sizeof unread);
                to.status = unread;
            }
            start = 0;
        }
        free(next);
        next = NULL;
        rc = xt_tui_run(cap, *an, host0, &to, &next);
    }
    free(first_run);
    return rc;
}

/* The capture as the guard takes it (xt_guard_init: a folder, or a file,
 * whose folder is guarded too), resolved. */
static char *capture_dir(const char *path)
{
    return realpath(path, NULL);
}

static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* The guard also holds the host files the capture at path lists (run
 * selects a run) and the folders that hold them, links followed: a log
 * dir whose run folder is a link to elsewhere, or a file given through a
 * link (an attacker's review wrote into both).  Nothing when it cannot be
 * listed: the load says why.  With host (may be NULL): *host becomes the
 * name of the one host that --host names as a prefix or a part
 * (xt_host_resolve, in ar: no host answered to it whole; hostnames read
 * from the files' top-level fields, nothing loaded); 2 after one line
 * where several hosts match, else 0. */
static int guard_listed(xt_guard *g, const char *path, const char *run, xt_arena *ar, const char **host)
{
    xt_capture c;
    char **files = NULL;
    size_t n = 0;
    xt_error err = { 0, "" };
    int rc = 0;
    if (!xt_capture_list(&c, path, run, &files, &n, &err)) {
        bool whole = false;
        for (size_t i = 0; i < n; i++) {
            xt_guard_add_file(g, files[i]);
            whole = whole || (host && *host && xt_host_named(NULL, files[i], *host));
        }
        if (host && *host && !whole) {
            const char **names = xt_arena_alloc(ar, (n + 1) * sizeof *names);
            char buf[1024];
            for (size_t i = 0; i < n; i++)
                names[i] = xt_host_file_hostname(files[i], buf, sizeof buf) ? xt_arena_strdup(ar, buf) : NULL;
            /* none holds it: a gzip host's hostname too, inflated (the
             * plain files' first: a run of .gz hosts is not inflated twice
             * where a plain file answers) */
            const char *first = *host;
            xt_error none = { 0, "" };
            if (!xt_host_resolve(ar, c.root ? c.root : path, *host, names, (const char *const *)files, n, &first,
                                 &none) &&
                first == *host) {
                bool named = false;
                for (size_t i = 0; i < n; i++)
                    named = named || xt_host_named(names[i], files[i], *host);
                for (size_t i = 0; !named && i < n; i++)
                    if (!names[i] && xt_host_file_hostname_gz(files[i], buf, sizeof buf))
                        names[i] = xt_arena_strdup(ar, buf);
            }
            if (xt_host_resolve(ar, c.root ? c.root : path, *host, names, (const char *const *)files, n, host,
                                &err)) {
                say("%s", err.msg);
                rc = 2;
            }
        }
    }
    xt_capture_files_free(files, n);
    xt_capture_free(&c);
    return rc;
}

/* One line on stderr, through the sanitiser: file, host and run names
 * come from the capture and must not drive the terminal. */
/* A comparison's side being opened ("BEFORE: ", "AFTER: "), said before
 * each line about it ("none of the 2 host files can be read" named no
 * side: a trial); "" otherwise. */
static const char *say_side = "";

static void say(const char *fmt, ...)
{
    char line[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    xt_arena ar = { 0 };
    errline("xoomtui: %s%s\n", say_side, xt_safe(&ar, line));
    xt_arena_free(&ar);
}

/* The hosts of run r whose file could not be read: one line each on
 * stderr (after what was written of the others).  Returns how many. */
static size_t say_unread_of(const xt_run *r, const char *side)
{
    for (size_t i = 0; i < r->n; i++)
        if (r->hosts[i].error) {
            char also[64] = "the other hosts were read";
            if (r->unread > 1) /* not "the others were read" of each of several */
                snprintf(also, sizeof also, "%zu of the %zu cannot be read", r->unread, r->n);
            say("%s%s (host %zu of %zu; %s)", side, r->hosts[i].error, i + 1, r->n, also);
        }
    return r->unread;
}

static size_t say_unread(const xt_run *r) { return say_unread_of(r, ""); }

/* The core reads no environment: the settings it takes from there. */
static void core_settings_from_env(void)
{
    const char *t = getenv("XOOMTUI_THREADS"), *c = getenv("XOOMTUI_CHUNK_EVENTS");
    long chunk = c ? strtol(c, NULL, 10) : 0;
    xt_decode_set_parallel(t && *t ? (int)strtol(t, NULL, 10) : -1,
                           chunk > 0 ? (size_t)chunk : 0);
    const char *m = getenv("XOOMTUI_MAX_INFLATE");
    if (m && *m)
        xt_load_set_max_inflate(strtoull(m, NULL, 10));
    const char *mm = getenv("XOOMTUI_MAX_MEMORY");
    if (mm && *mm)
        xt_runtime_set_max_memory(strtoull(mm, NULL, 10));
}

/* ---- xoomtui BEFORE AFTER (issue 17; doc/compare.md) ---------------------- */

/* One host of a comparison analysed with --module: an exact name(id) that
 * is not there falls back to the unique module of that name (program ids
 * differ between runs), and says so on stderr.  NULL (err set) when
 * neither matches. */
static xt_analysis *compare_analyze(xt_host *h, const char *module, xt_error *err)
{
    xt_error e2 = { 0, "" };
    char pfx[512];
    xt_analysis *a = xt_analyze(h, module, err);
    if (!a && xt_cmp_module_fallback(module, pfx, sizeof pfx) && (a = xt_analyze(h, pfx, &e2)) &&
        a->selected < h->nmodules)
        say("%s: no module %s; comparing %s, the one of that name (program ids differ between runs)",
            h->path, module, h->modules[a->selected].name);
    return a;
}

/* The first host of cap as --host takes it: the hint of "no host 'x' in
 * the run" (its hostname, shared by every host, led to "more than one
 * host is named": a trial). */
static const char *first_host_of(const xt_capture *cap)
{
    static char buf[256];
    const char **names = xt_xcalloc(2 * cap->nhosts + 1, sizeof *names), **paths = names + cap->nhosts;
    for (size_t i = 0; i < cap->nhosts; i++) {
        names[i] = cap->hosts[i].hostname;
        paths[i] = cap->hosts[i].path;
    }
    const char *s = xt_host_hint(buf, sizeof buf, names, paths, cap->nhosts,
                                 cap->nhosts && xt_capture_name_repeats(cap, 0));
    free(names);
    return s;
}

/* Load one side and analyse every host (--module on the compared host: an
 * exact name(id) of the other capture falls back to its name). */
/* --host NAME names hosts i and k of the run at path (and maybe more):
 * err says so, every file it names listed. */
static void host_ambiguous(xt_error *err, const char *path, const char *host, const xt_capture *cap, size_t i,
                           size_t k)
{
    const char **all = xt_xmalloc((cap->nhosts + 1) * sizeof *all);
    for (size_t j = 0; j < cap->nhosts; j++)
        all[j] = cap->hosts[j].path;
    xt_host_fail_ambiguous(err, path, host, cap->hosts[i].path, cap->hosts[k].path, all, cap->nhosts);
    free(all);
}

static int compare_load(const char *path, const char *host, const char *also, const char *module,
                        bool *interactive, xt_capture *cap, xt_analysis ***an, size_t *hi)
{
    xt_error err = { 0, "" };
    *an = NULL;
    if (xt_capture_open(cap, path, NULL, progress, interactive, &err)) {
        errline("xoomtui: %s%s\n", say_side, err.msg);
        return 2;
    }
    *hi = 0;
    if (host) {
        for (*hi = 0; *hi < cap->nhosts &&
                      !xt_host_named(cap->hosts[*hi].hostname, cap->hosts[*hi].path, host);
             (*hi)++)
            ;
        if (*hi == cap->nhosts) {
            say("%s: no host '%s' in the run (%zu host%s, first: %s)%s", path, host, cap->nhosts,
                xt_plural(cap->nhosts), first_host_of(cap), also);
            return 2;
        }
        for (size_t k = *hi + 1; k < cap->nhosts; k++)
            if (xt_host_named(cap->hosts[k].hostname, cap->hosts[k].path, host)) {
                host_ambiguous(&err, path, host, cap, *hi, k);
                say("%s", err.msg);
                return 2;
            }
    }
    *an = calloc(cap->nhosts + 1, sizeof **an);
    for (size_t i = 0; i < cap->nhosts; i++) {
        /* without --host, in a run of several, the compared host is chosen
         * after (compare_hosts) and analysed again with --module */
        const char *mod = (host ? i == *hi : cap->nhosts == 1) ? module : NULL;
        (*an)[i] = mod ? compare_analyze(&cap->hosts[i], mod, &err)
                       : xt_analyze(&cap->hosts[i], NULL, &err);
        if (!(*an)[i]) {
            errline("xoomtui: %s%s\n", say_side, err.msg);
            return 2;
        }
    }
    return 0;
}

/* The hosts compared when --host names none (xt_compare_pick_hosts),
 * then --module applied to the two (analysed again).  Returns 2 (said
 * why) when --module matches nothing there. */
static int compare_hosts(xt_capture *cap, xt_analysis **an[2], size_t hi[2], const char *module,
                         const char *why[2])
{
    xt_compare_pick_hosts(&cap[0], an[0], &cap[1], an[1], hi, why);
    for (int s = 0; module && s < 2; s++) {
        if (cap[s].nhosts == 1) /* analysed with it already (compare_load) */
            continue;
        xt_error err = { 0, "" };
        xt_analysis *m = compare_analyze(&cap[s].hosts[hi[s]], module, &err);
        if (!m) {
            errline("xoomtui: %s%s\n", s ? "AFTER: " : "BEFORE: ", err.msg);
            return 2;
        }
        xt_analysis_free(an[s][hi[s]]);
        an[s][hi[s]] = m;
    }
    return 0;
}

/* A run of several hosts on one side of a --report / --json comparison:
 * its hosts summarised one after another in bounded memory
 * (xt_run_summarize), none left loaded but the one it opened (two 16-host
 * runs once took 1.37 GB, every host of both loaded at once).  Returns 0
 * (*lean set when it is such a run: z, cap and an hold it), 2 (said why). */
static int compare_open_lean(const char *path, const char *host, const char *also, lazy_run *z,
                             xt_capture *cap, xt_analysis ***an, bool *lean)
{
    xt_error err = { 0, "" };
    size_t start = 0;
    *lean = false;
    int r = lazy_run_open(z, cap, an, path, NULL, host, NULL, &start, &err);
    if (r < 0) {
        errline("xoomtui: %s%s%s\n", say_side, err.msg, r == -2 ? also : "");
        return 2;
    }
    *lean = r == 0;
    return 0;
}

/* Unload host i of a lean side (the one it opened, when another is compared). */
static void compare_lean_drop(lazy_run *z, size_t i)
{
    if (i >= z->n || !z->an[i])
        return;
    xt_analysis_free(z->an[i]);
    z->an[i] = NULL;
    xt_host_free(&z->cap->hosts[i]);
    lazy_placeholder(z, i);
}

/* A lean side of the TUI's comparison (xt_cmp_app.open_host): host i
 * loaded, and every other host of the side freed but the one compared
 * (*pinned), which the comparison on screen reads: at most two hosts of a
 * side in memory. */
typedef struct cmp_lazy {
    lazy_run *z;
    const size_t *pinned;
    const char *module; /* --module: a host loaded later analyses it too */
} cmp_lazy;

static int cmp_lazy_open(void *ctx, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len)
{
    cmp_lazy *c = ctx;
    lazy_run *z = c->z;
    xt_error err = { 0, "" };
    /* --module holds for a host picked later (H, then x) as for the pair
     * it started on: by its name(id), else its name; a host without it
     * keeps its own pick (the head then says the default pair).  Once, on
     * the loader's thread; no stderr here: the screen is up. */
    bool keys = xt_memory_for_keys(false); /* as lazy_open */
    if (!z->an[i] && lazy_load(z, i, c->module, MOD_COMPARE, tick, tctx, &err)) {
        snprintf(msg, len, "%s", err.msg);
        xt_memory_for_keys(keys);
        return -1;
    }
    for (size_t k = 0; k < z->n; k++)
        if (k != i && k != *c->pinned)
            compare_lean_drop(z, k);
    z->open = i;
    xt_memory_for_keys(keys);
    return 0;
}

/* The host of a lean side to compare: loaded and analysed (--module as
 * compare_analyze takes it).  Returns 0, or 2 (said why). */
static int compare_lean_host(lazy_run *z, size_t i, const char *module)
{
    xt_error err = { 0, "" };
    if (!z->an[i] && lazy_load_now(z, i, NULL, false, NULL, &err)) {
        errline("xoomtui: %s\n", err.msg);
        return 2;
    }
    if (module) {
        xt_analysis *m = compare_analyze(&z->cap->hosts[i], module, &err);
        if (!m) {
            errline("xoomtui: %s\n", err.msg);
            return 2;
        }
        xt_analysis_free(z->an[i]);
        z->an[i] = m;
    }
    return 0;
}

static int compare_run(const char *pb, const char *pa, bool report, const char *json,
                       const char *module, const char *host, const char *export_dir, long top,
                       long width)
{
    char *dirs[2] = { capture_dir(pb), capture_dir(pa) };
    xt_capture cap[2];
    xt_analysis **an[2] = { NULL, NULL };
    lazy_run z[2];
    bool lean[2] = { false, false };
    memset(z, 0, sizeof z);
    size_t hi[2] = { 0, 0 };
    memset(cap, 0, sizeof cap);
    xt_compare *cmp = NULL;
    int rc = 0;
    /* nothing is written inside either capture (symlinks, hard links and
     * relative paths resolved: src/outfile.c) */
    xt_guard guard[2];
    xt_error gerr = { 0, "" };
    /* --host a prefix or a part of one host's name on each side */
    xt_arena har = { 0 };
    const char *hosts[2] = { host, host };
    for (int s = 0; s < 2; s++) {
        xt_guard_init(&guard[s], s ? pa : pb, &gerr);
        if (guard_listed(&guard[s], s ? pa : pb, NULL, &har, rc ? NULL : &hosts[s])) /* one line */
            rc = 2;
    }
    /* --export-dir inside either capture: refused in every mode (the
     * promise); that it is a folder only when the TUI opens (below): its
     * 'e' alone writes there, the report (asked for, or to a pipe) does not */
    bool tui = !report && !json && isatty(1);
    /* first whether either capture holds the path, its folder existing or
     * not: AFTER/new/o.json was "No such file or directory" from BEFORE's
     * check, where one capture's is the refusal (an attacker's review) */
    for (int s = 0; s < 2 && !rc; s++) {
        int bad = json && xt_guard_refuse_file(&guard[s], json, &gerr) ? 1
                  : export_dir && xt_guard_refuse_dir(&guard[s], export_dir, &gerr) ? 2 : 0;
        if (bad) {
            say("%s%s", bad == 2 ? "--export-dir " : "", gerr.msg);
            rc = 2;
        }
    }
    for (int s = 0; s < 2 && !rc; s++) {
        /* named as one capture's refusal names it */
        int bad = json && xt_guard_check_file(&guard[s], json, &gerr) ? 1
                  : export_dir && (tui ? xt_guard_check_dir(&guard[s], export_dir, &gerr)
                                       : xt_guard_refuse_dir(&guard[s], export_dir, &gerr)) ? 2 : 0;
        if (bad) {
            say("%s%s", bad == 2 ? "--export-dir " : "", gerr.msg);
            rc = 2;
        }
    }
    if (rc)
        goto out;
    bool interactive = isatty(2); /* a progress line on long loads */
    struct stat sb, sa;
    char same[160] = ""; /* said on stderr, and on the TUI's status line (stderr is hidden) */
    /* the two paths given are one: its unreadable hosts are both sides'
     * (same[] is set too where only the two hosts compared are one file:
     * a run and one of its files, whose unreadable hosts are one side's) */
    bool same_given = false;
    if (!stat(pb, &sb) && !stat(pa, &sa) && sb.st_dev == sa.st_dev && sb.st_ino == sa.st_ino) {
        same_given = true;
        say("note: BEFORE and AFTER are the same %s (%s): every change is 0",
            S_ISDIR(sb.st_mode) ? "folder" : "file", pa);
        snprintf(same, sizeof same, "BEFORE and AFTER are the same %s: every change is 0",
                 S_ISDIR(sb.st_mode) ? "folder" : "file");
    }
    /* runs: each summarised, the two hosts compared loaded; the TUI loads
     * another when H opens it on a side (XOOMTUI_NO_STREAM=1 opens every
     * host whole, as the tests compare) */
    const char *ns = getenv("XOOMTUI_NO_STREAM");
    bool lean_ok = !(ns && *ns && strcmp(ns, "0"));
    for (int s = 0; s < 2; s++) {
        /* AFTER without BEFORE's host: which run has it, and what to do
         * (the line named AFTER's run alone, as if the name were wrong:
         * a trial) */
        xt_arena ha = { 0 };
        const char *also = s && hosts[s] ? xt_arena_printf(&ha, "; BEFORE's %s has it: compare without --host "
                                                                  "(the hosts list shows both runs' hosts), "
                                                                  "or open %s --host %s alone",
                                                           xt_safe(&ha, pb), xt_safe(&ha, pb),
                                                           xt_safe(&ha, hosts[0]))
                                         : "";
        say_side = same_given ? "BEFORE and AFTER: " : s ? "AFTER: " : "BEFORE: ";
        if (lean_ok && (rc = compare_open_lean(s ? pa : pb, hosts[s], also, &z[s], &cap[s], &an[s], &lean[s]))) {
            xt_arena_free(&ha);
            say_side = "";
            goto out;
        }
        if (!lean[s] &&
            (rc = compare_load(s ? pa : pb, hosts[s], also, module, &interactive, &cap[s], &an[s], &hi[s]))) {
            xt_arena_free(&ha);
            say_side = "";
            goto out;
        }
        say_side = "";
        xt_arena_free(&ha);
    }
    const char *why[2] = { NULL, NULL };
    if (lean[0] || lean[1]) {
        /* each side's worst; AFTER's partner on a tie, by rank (doc/compare.md) */
        xt_host_rank *rank[2];
        for (int s = 0; s < 2; s++) {
            rank[s] = xt_xcalloc(cap[s].nhosts + 1, sizeof *rank[s]);
            for (size_t i = 0; i < cap[s].nhosts; i++)
                rank[s][i] = lean[s] ? z[s].r.hosts[i].rank : xt_host_rank_of(an[s][i]);
        }
        if (host) {
            for (int s = 0; s < 2; s++)
                if (lean[s])
                    hi[s] = z[s].r.start;
        } else {
            hi[0] = xt_worst_host(rank[0], cap[0].nhosts);
            why[0] = "the worst";
            hi[1] = xt_compare_partner_ranked(&cap[0], hi[0], &cap[1], rank[1], true, &why[1]);
            if (lean[1] && z[1].r.hosts[hi[1]].error) { /* the worst that can be read */
                hi[1] = xt_worst_host(rank[1], cap[1].nhosts);
                why[1] = "the worst: the host matching BEFORE's cannot be read";
            } else {
                hi[1] = xt_compare_after_host(&cap[0], hi[0], &cap[1], rank[0], rank[1], &why[1]);
            }
        }
        free(rank[0]);
        free(rank[1]);
        for (int s = 0; s < 2 && !rc; s++) {
            if (!lean[s]) /* one host, analysed with --module (compare_load) */
                continue;
            if (z[s].open != hi[s]) /* the one it opened is not compared */
                compare_lean_drop(&z[s], z[s].open);
            rc = compare_lean_host(&z[s], hi[s], module);
        }
        if (rc)
            goto out;
    } else if (!host && (rc = compare_hosts(cap, an, hi, module, why))) {
        goto out;
    }
    /* the two hosts compared are one file, reached by two paths (a log
     * dir and its own run's folder, or the file itself: the note above
     * compared the paths given only, an attacker's review) */
    if (!*same && hi[0] < cap[0].nhosts && hi[1] < cap[1].nhosts &&
        !stat(cap[0].hosts[hi[0]].path, &sb) && !stat(cap[1].hosts[hi[1]].path, &sa) && sb.st_dev == sa.st_dev &&
        sb.st_ino == sa.st_ino) {
        say("note: BEFORE and AFTER compare the same file (%s): every change is 0", cap[1].hosts[hi[1]].path);
        snprintf(same, sizeof same, "BEFORE and AFTER compare the same file: every change is 0");
    }
    cmp = xt_compare_new(&cap[0], an[0][hi[0]], &cap[1], an[1][hi[1]]);
    cmp->before.host_why = why[0];
    cmp->after.host_why = why[1];
    for (int s = 0; s < 2; s++) /* a run compared on a host that is not its worst: which is */
        xt_compare_note_worst(cmp, s, &cap[s], an[s], lean[s] ? z[s].r.hosts : NULL, hi[s]);
    /* two runs: every host's verdict on each side */
    xt_compare_host_rows(cmp, lean[0] ? z[0].r.hosts : NULL, an[0], lean[1] ? z[1].r.hosts : NULL, an[1]);
    if (module)
        cmp->pair_why = xt_arena_printf(&cmp->arena, "--module %s", module);
    for (int s = 0; s < 2; s++) /* the head and the JSON say them too */
        for (size_t i = 0; lean[s] && i < z[s].r.n; i++)
            if (z[s].r.hosts[i].error)
                xt_compare_side_unread(cmp, s, z[s].r.hosts[i].hostname, z[s].r.hosts[i].error);
    if (json) {
        /* a temporary file renamed into place, guarded against both captures */
        for (int s = 0; s < 2; s++)
            for (size_t i = 0; i < cap[s].nhosts; i++)
                xt_guard_add_file(&guard[1], cap[s].hosts[i].path);
        xt_outfile o;
        if (xt_guard_check_file(&guard[0], json, &gerr) ||
            xt_outfile_open(&o, json, &guard[1], 0, &gerr)) {
            say("%s", gerr.msg);
            rc = 2;
            goto out;
        }
        if (xt_compare_json_write(o.f, cmp)) {
            say("%s: write failed: %s", json, strerror(errno));
            xt_outfile_abort(&o);
            rc = 2;
            goto out;
        }
        if (xt_outfile_commit(&o, &gerr)) { /* o is freed */
            say("%s", gerr.msg);
            rc = 2;
            goto out;
        }
        xt_outfile_free(&o);
    }
    /* without --report/--json: the comparison report when stdout is not a
     * terminal; on a terminal the TUI in comparison mode (compare_app.c) */
    if (report || (!json && !isatty(1))) {
        xt_report_opts ro = report_opts((size_t)top, (int)width);
        if (xt_compare_report_write(stdout, cmp, &ro) || fflush(stdout)) {
            errline("xoomtui: writing the report failed: %s\n", strerror(errno));
            rc = 2;
        }
    } else if (!json) {
        if (!isatty(0)) {
            errline("xoomtui: the TUI needs a terminal; use --report or --json FILE\n");
            rc = 2;
            goto out;
        }
        const char *nc = getenv("NO_COLOR");
        xt_tui_opts to = { .export_dir = export_dir, .capture_dir = dirs[1], .color = !(nc && *nc),
                           .no_mouse = g_no_mouse };
        xt_cmp_app ca;
        xt_cmp_app_init(&ca, cmp, &cap[0], an[0], hi[0], &cap[1], an[1], hi[1]);
        ca.module = module;
        cmp_lazy cl[2];
        for (int s = 0; s < 2; s++)
            if (lean[s]) {
                z[s].open = hi[s];
                cl[s] = (cmp_lazy){ &z[s], &ca.host[s], module };
                ca.summaries[s] = z[s].r.hosts;
                ca.open_host[s] = cmp_lazy_open;
                ca.open_ctx[s] = &cl[s];
            }
        to.cmp = &ca;
        char ustat[200]; /* the runs' unreadable hosts, as a run's TUI says them */
        size_t nu[2] = { lean[0] ? z[0].r.unread : 0, lean[1] ? z[1].r.unread : 0 };
        if (nu[0] || nu[1]) {
            snprintf(ustat, sizeof ustat, "%s%s%s cannot be read (x, then H in that side's view: why)",
                     nu[0] ? xt_arena_printf(&cmp->arena, "%zu host%s of BEFORE's run", nu[0],
                                             nu[0] == 1 ? "" : "s")
                           : "",
                     nu[0] && nu[1] ? " and " : "",
                     nu[1] ? xt_arena_printf(&cmp->arena, "%zu host%s of AFTER's run", nu[1],
                                             nu[1] == 1 ? "" : "s")
                           : "");
            to.status = ustat;
        }
        if (same[0]) /* before the unreadable hosts: it explains every row */
            to.status = same;
        char *next = NULL;
        rc = xt_tui_run(&cap[1], an[1], hi[1], &to, &next);
        free(next); /* R is refused in comparison mode */
        xt_cmp_app_free(&ca);
    }
    /* hosts of either run that could not be read: the comparison stands
     * (neither compared host is one), each is said, exit 2 as --report */
    bool unread = false; /* each side's said, BEFORE's and AFTER's */
    /* which side each line is of, and the same folder's once (each said
     * twice, alike, and no line named its side: an attacker's review) */
    for (int s = 0; s < 2; s++)
        if (!rc && lean[s] && !(s && same_given && lean[0]) &&
            say_unread_of(&z[s].r, same_given ? "BEFORE and AFTER: " : s ? "AFTER: " : "BEFORE: "))
            unread = true;
    if (unread)
        rc = 2;
out:
    xt_compare_free(cmp);
    xt_arena_free(&har);
    for (int s = 0; s < 2; s++) {
        xt_guard_free(&guard[s]);
        for (size_t i = 0; an[s] && i < cap[s].nhosts; i++)
            xt_analysis_free(an[s][i]);
        free(an[s]);
        xt_capture_free(&cap[s]);
        if (lean[s])
            lazy_run_free(&z[s]);
        free(dirs[s]);
    }
    return rc;
}

/* ---- a run of several hosts, written host by host (issue 18) ------------- */

/* A run of n hosts: the hosts loaded at once (returned; default 1, so a
 * run needs the memory of its largest host, each host decoded on all the
 * cores; XOOMTUI_HOST_THREADS=N for N at once, at most one a host) and the
 * bytes of their files in memory at once (*max_bytes; XOOMTUI_HOST_BYTES,
 * default no limit).  Several hosts at once share the cores out among
 * their decoders. */
static int run_threads(size_t n, int64_t *max_bytes)
{
    const char *t = getenv("XOOMTUI_HOST_THREADS"), *b = getenv("XOOMTUI_HOST_BYTES");
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    long c = t && *t ? strtol(t, NULL, 10) : 1;
    if (c < 1)
        c = 1;
    if ((size_t)c > n)
        c = (long)n;
    long long mb = b && *b ? strtoll(b, NULL, 10) : 0;
    *max_bytes = mb > 0 ? (int64_t)mb : 0;
    if (!getenv("XOOMTUI_THREADS"))
        xt_decode_set_parallel(c == 1 ? -1 : cores / c > 1 ? (int)(cores / c) : 1, 0);
    return (int)c;
}

/* A run read host by host: ctx is a bool, the line shown */
static void run_progress(void *ctx, const xt_run_progress *p)
{
    show_progress(ctx, p);
}

/* --at names an event of the start host's selected module (the check
 * main makes on a capture opened whole). */
typedef struct at_ctx {
    int64_t at;
    bool run; /* a run of several hosts: the host checked is named */
} at_ctx;

static int at_check(void *ctx, xt_analysis *a, xt_error *err)
{
    const at_ctx *x = ctx;
    int64_t at = x->at;
    const xt_plan *p = a->selected < a->host->nmodules ? a->plans[a->selected] : NULL;
    if (xt_at_event(p, at) != SIZE_MAX)
        return 0;
    /* which host, in a run (its other hosts' traces may be longer: a
     * trial read the message as the run's) */
    xt_arena ar = { 0 };
    const char *on = x->run ? xt_arena_printf(&ar, " on host %s",
                                              xt_host_pick_name(&ar, a->host->hostname, a->host->path, true))
                            : "";
    const char *other = x->run ? "; --host picks another host" : "";
    int rc;
    if (!p || !p->has_heap_trace)
        rc = xt_fail(err, XT_EINPUT, "--at: %s%s has no heap-simulator trace%s", p ? p->module->name : "the capture",
                     on, other);
    else /* the events it takes (a trial: "has 2 events" left the user to
          * work out that --at counts from 1) */
        rc = xt_fail(err, XT_EINPUT, "--at %lld: the heap trace of %s%s has %zu event%s: --at takes 1 to %zu, or peak%s",
                     (long long)at, p->module->name, on, p->trace_events, xt_plural(p->trace_events),
                     p->trace_events, other);
    xt_arena_free(&ar);
    return rc;
}

/* --report / --json of a run of two hosts or more: each host is loaded,
 * analysed, written and freed (src/summary.h), so memory stays that of a
 * few hosts.  *done false: not such a run (or it cannot be listed), the
 * caller opens it whole.  Returns the exit code. */
static int stream_run(const char *path, const char *run, bool report, const char *json,
                      const char *module, const char *host, long top, long width, int64_t at,
                      xt_guard *guard, bool *done)
{
    *done = false;
    xt_capture c;
    xt_error err = { 0, "" };
    char **files = NULL;
    size_t n = 0;
    if (xt_capture_list(&c, path, run, &files, &n, &err) || n < 2) {
        xt_capture_files_free(files, n);
        xt_capture_free(&c);
        return 0;
    }
    *done = true;
    int64_t max_bytes;
    int threads = run_threads(n, &max_bytes);
    bool shown = false;
    xt_stream_opts so;
    memset(&so, 0, sizeof so);
    so.run.threads = threads;
    so.run.max_bytes = max_bytes;
    so.run.module = module;
    so.run.host = host;
    so.run.host_alone = true; /* that host's report or JSON alone */
    so.run.progress = isatty(2) ? run_progress : NULL;
    so.run.progress_ctx = &shown;
    so.report = report_opts((size_t)top, (int)width);
    so.at = at;
    so.run_name = c.run;
    so.root = path;
    at_ctx atc = { at, n > 1 };
    so.check_start = at ? at_check : NULL;
    so.check_ctx = &atc;
    int rc = 0;
    bool unread = false; /* hosts that could not be read: said, exit 2 */
    if (json) {
        for (size_t i = 0; i < n; i++)
            xt_guard_add_file(guard, files[i]);
        xt_outfile o;
        if (xt_outfile_open(&o, json, guard, 0, &err)) {
            say("%s", err.msg);
            rc = 2;
        } else {
            xt_run r;
            int s = xt_stream_json(o.f, files, n, &so, &r, &err);
            if (!s && !report && say_unread(&r))
                unread = true; /* the file is written all the same */
            if (s > 0 && r.n && r.unread == r.n) /* no host read: the runs before it */
                xt_capture_note_older_runs(&c, run, &err);
            xt_run_free(&r);
            if (s) {
                if (s == -1)
                    say("%s: write failed: %s", json, strerror(errno));
                else
                    say("%s", err.msg);
                xt_outfile_abort(&o);
                rc = 2;
            } else if (xt_outfile_commit(&o, &err)) {
                say("%s", err.msg);
                rc = 2;
            } else {
                xt_outfile_free(&o);
            }
        }
    }
    if (!rc && report) {
        xt_run r;
        int s = xt_stream_report(stdout, files, n, &so, &r, &err);
        if (!s && fflush(stdout))
            s = -1;
        if (!s && say_unread(&r))
            unread = true;
        if (s > 0 && r.n && r.unread == r.n)
            xt_capture_note_older_runs(&c, run, &err);
        xt_run_free(&r);
        if (s == -1) {
            errline("xoomtui: writing the report failed: %s\n", strerror(errno));
            rc = 2;
        } else if (s) {
            say("%s", err.msg);
            rc = 2;
        }
    }
    xt_capture_files_free(files, n);
    xt_capture_free(&c);
    return rc ? rc : unread ? 2 : 0;
}

/* What the command line asked for. */
typedef struct cli {
    bool report;
    const char *json, *module, *host, *run, *export_dir;
    long top, width;
    int64_t at; /* --at: 0 none, XT_AT_PEAK, N >= 1 */
    const char *top_s, *width_s, *at_s; /* as given, for once() */
} cli;

/* An option of one value given again with another: which one would be
 * used is a guess ('--json a.json --json b.json' wrote b.json alone, a
 * trial), so neither: 2 after one line. */
static int once(const char **slot, const char *v, const char *name)
{
    if (*slot && strcmp(*slot, v)) {
        say("%s given twice ('%s', then '%s'): give it once", name, *slot, v);
        return 2;
    }
    *slot = v;
    return -1;
}

/* getopt's complaint, as one line of our own. */
static int bad_option(int c, char **argv)
{
    if (optopt && optopt < 256 && c == '?' && !strchr("hV", optopt))
        errline("xoomtui: unknown option '-%c' (try 'xoomtui --help')\n", optopt);
    else if (c == ':' || (optopt && optopt >= 256))
        errline("xoomtui: option '%s' needs a value (try 'xoomtui --help')\n", argv[optind - 1]);
    else
        errline("xoomtui: unknown option '%s' (try 'xoomtui --help')\n", argv[optind - 1]);
    return 2;
}

/* A number option's value: --top, --width, --at.  Returns -1 when the
 * value is taken, else the exit code (2) after one line on stderr. */
static int number_option(int top_or_width, const char *arg, cli *o)
{
    char *end;
    if (!top_or_width) {
        /* "-1" is not "peak" (XT_AT_PEAK is -1); past INT64_MAX is refused, not clamped */
        long long v = XT_AT_PEAK;
        errno = 0;
        if (strcmp(arg, "peak") && ((v = strtoll(arg, &end, 10)) < 1 || *end || errno == ERANGE)) {
            errline("xoomtui: --at needs a heap-trace event (from 1) or 'peak', not '%s'\n", arg);
            return 2;
        }
        o->at = v;
        return -1;
    }
    long v = strtol(arg, &end, 10);
    if (*end || v < 1 || v > 100000) {
        errline("xoomtui: --%s needs a number from 1 to 100000, not '%s'\n",
                top_or_width == 1 ? "top" : "width", arg);
        return 2;
    }
    if (top_or_width == 1)
        o->top = v;
    else
        o->width = v < 52 ? 52 : v; /* the executions table's and bars' least */
    return -1;
}

/* Parse the options into o.  Returns -1 to go on, else the exit code
 * (--help, --version and bad usage end here). */
/* 0 once what --help, --version or --keys-roff printed is written; 2
 * after one line when it could not be (to /dev/full they exited 0, where
 * every other output says so: an attacker's review). */
static int stdout_written(void)
{
    if (fflush(stdout) == 0 && !ferror(stdout))
        return 0;
    errline("xoomtui: writing to stdout failed: %s\n", strerror(errno ? errno : EIO));
    return 2;
}

static int parse_args(int argc, char **argv, cli *o)
{
    enum { O_REPORT = 256, O_JSON, O_MODULE, O_HOST, O_RUN, O_TOP, O_WIDTH, O_EXPORT, O_KEYS_ROFF, O_AT,
           O_NO_MOUSE };
    static const struct option opts[] = {
        { "report", no_argument, NULL, O_REPORT },
        { "json", required_argument, NULL, O_JSON },
        { "module", required_argument, NULL, O_MODULE },
        { "host", required_argument, NULL, O_HOST },
        { "run", required_argument, NULL, O_RUN },
        { "top", required_argument, NULL, O_TOP },
        { "width", required_argument, NULL, O_WIDTH },
        { "export-dir", required_argument, NULL, O_EXPORT },
        { "keys-roff", no_argument, NULL, O_KEYS_ROFF }, /* for the man page */
        { "at", required_argument, NULL, O_AT },
        { "no-mouse", no_argument, NULL, O_NO_MOUSE },
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    *o = (cli){ .top = 10, .width = 80 };
    int c, rc = -1;
    opterr = 0; /* one line of our own instead of getopt's */
    while (rc < 0 && (c = getopt_long(argc, argv, "hV", opts, NULL)) != -1) {
        switch (c) {
        case O_REPORT: o->report = true; break;
        case O_JSON: rc = once(&o->json, optarg, "--json"); break;
        case O_MODULE: rc = once(&o->module, optarg, "--module"); break;
        case O_HOST: rc = once(&o->host, optarg, "--host"); break;
        case O_RUN: rc = once(&o->run, optarg, "--run"); break;
        /* numbers given twice too (an attacker's review: --at twice took
         * the last, where --module twice is refused) */
        case O_TOP:
            if ((rc = once(&o->top_s, optarg, "--top")) < 0)
                rc = number_option(1, optarg, o);
            break;
        case O_WIDTH:
            if ((rc = once(&o->width_s, optarg, "--width")) < 0)
                rc = number_option(2, optarg, o);
            break;
        case O_AT:
            if ((rc = once(&o->at_s, optarg, "--at")) < 0)
                rc = number_option(0, optarg, o);
            break;
        case O_EXPORT: rc = once(&o->export_dir, optarg, "--export-dir"); break;
        case O_NO_MOUSE: g_no_mouse = true; break;
        case O_KEYS_ROFF: xt_tui_print_keys(stdout, true); return stdout_written();
        case 'h': usage(stdout); return stdout_written();
        case 'V': printf("xoomtui %s\n", PACKAGE_VERSION); return stdout_written();
        default: return bad_option(c, argv);
        }
    }
    return rc;
}

/* --at names an event of the selected module's heap trace: 0 if it does,
 * else 2 after one line. */
static int check_at(const xt_capture *cap, xt_analysis **an, size_t start, int64_t at)
{
    xt_error err = { 0, "" };
    at_ctx atc = { at, cap->nhosts > 1 };
    if (!at_check(&atc, an[start], &err))
        return 0;
    say("%s", err.msg);
    return 2;
}

/* --json of a capture held whole: a temporary file renamed into place, so
 * a failed write leaves no half file, and never one inside the capture. */
static int write_json(const cli *o, xt_capture *cap, xt_analysis **an, size_t start,
                      xt_guard *guard)
{
    xt_error err = { 0, "" };
    for (size_t i = 0; i < cap->nhosts; i++)
        xt_guard_add_file(guard, cap->hosts[i].path);
    xt_outfile f;
    if (xt_outfile_open(&f, o->json, guard, 0, &err)) {
        say("%s", err.msg);
        return 2;
    }
    /* --host: that host alone, as --report writes it */
    xt_json_opts jo = { .at = o->at, .one_host = o->host != NULL && cap->nhosts > 1, .host = start };
    if (xt_json_write_opts(f.f, cap, an, &jo)) {
        say("%s: write failed: %s", o->json, strerror(errno));
        xt_outfile_abort(&f);
        return 2;
    }
    if (xt_outfile_commit(&f, &err)) {
        say("%s", err.msg);
        return 2;
    }
    xt_outfile_free(&f);
    return 0;
}

/* --report of a capture held whole: the hosts' verdicts first on a run of
 * several, then each host, the worst first (only --host's when given). */
static int write_report(const cli *o, xt_capture *cap, xt_analysis **an, size_t start)
{
    xt_report_opts ro = report_opts((size_t)o->top, (int)o->width);
    bool ok = o->host ? !xt_report_write_at(stdout, cap, an[start], &ro, o->at)
                      : !xt_report_run(stdout, cap, an, &ro, o->at);
    if (ok && fflush(stdout))
        ok = false;
    if (!ok) {
        errline("xoomtui: writing the report failed: %s\n", strerror(errno));
        return 2;
    }
    return 0;
}

/* The index of --host in cap (0 without it); SIZE_MAX after one line when
 * there is no such host. */
static size_t find_host(const xt_capture *cap, const char *path, const char *host)
{
    if (!host)
        return 0;
    for (size_t i = 0; i < cap->nhosts; i++)
        if (xt_host_named(cap->hosts[i].hostname, cap->hosts[i].path, host)) {
            for (size_t k = i + 1; k < cap->nhosts; k++)
                if (xt_host_named(cap->hosts[k].hostname, cap->hosts[k].path, host)) {
                    xt_error err = { 0, "" };
                    host_ambiguous(&err, path, host, cap, i, k);
                    say("%s", err.msg);
                    return SIZE_MAX;
                }
            return i;
        }
    say("%s: no host '%s' in the run (%zu host%s, first: %s)", path, host, cap->nhosts,
        xt_plural(cap->nhosts), first_host_of(cap));
    return SIZE_MAX;
}

/* Open the capture whole, analyse every host, and write --json, --report
 * or open the TUI on it. */
static int run_whole(const cli *o, const char *path, const char *cdir, xt_guard *guard,
                     bool *interactive, lazy_run *z, bool *lazy)
{
    xt_capture cap;
    xt_error err = { 0, "" };
    xt_analysis **an = NULL;
    int rc = 2;
    size_t start = 0;
    if (xt_capture_open(&cap, path, o->run, progress, interactive, &err)) {
        say("%s", err.msg);
        goto out;
    }
    if ((start = find_host(&cap, path, o->host)) == SIZE_MAX)
        goto out;
    an = calloc(cap.nhosts + 1, sizeof *an);
    for (size_t i = 0; i < cap.nhosts; i++) {
        /* --module: on every host that has it (xt_run_summarize's rule),
         * strictly on --host's or a host alone */
        bool strict = o->host ? i == start : cap.nhosts == 1;
        if (!(an[i] = strict ? xt_analyze(&cap.hosts[i], o->module, &err)
                             : xt_analyze_or_default(&cap.hosts[i], o->module, &err))) {
            say("%s", err.msg);
            goto out;
        }
    }
    if (o->module && !o->host && cap.nhosts > 1) { /* the first that has it */
        for (start = 0; start < cap.nhosts && an[start]->module_missing; start++)
            ;
        if (start == cap.nhosts) {
            size_t k = 0; /* an ambiguous name's reason first, as xt_run_summarize's */
            while (k < cap.nhosts && !xt_module_why_ambiguous(an[k]->module_missing_why))
                k++;
            xt_module_nowhere(&err, path, o->module, cap.nhosts, an[k < cap.nhosts ? k : 0]->module_missing_why);
            say("%s", err.msg);
            goto out;
        }
    }
    if (o->at && (o->report || o->json) && check_at(&cap, an, start, o->at))
        goto out;
    if (o->json && write_json(o, &cap, an, start, guard))
        goto out;
    if (o->report && write_report(o, &cap, an, start))
        goto out;
    rc = 0;
    if (!o->report && !o->json) {
        if (!isatty(0) || !isatty(1)) {
            errline("xoomtui: the TUI needs a terminal; use --report or --json FILE\n");
            rc = 2;
            goto out;
        }
        if (!o->host && !o->module && cap.nhosts > 1) {
            xt_host_rank *rank = xt_xcalloc(cap.nhosts + 1, sizeof *rank);
            for (size_t i = 0; i < cap.nhosts; i++)
                rank[i] = xt_host_rank_of(an[i]);
            start = xt_worst_host(rank, cap.nhosts);
            free(rank);
        }
        rc = run_tui(&cap, &an, start, path, o->export_dir, cdir, o->module, o->host, interactive,
                     z, lazy);
    }
out:
    for (size_t i = 0; an && i < cap.nhosts; i++)
        xt_analysis_free(an[i]);
    free(an);
    xt_capture_free(&cap);
    return rc;
}

/* The TUI on a run of many hosts: only the open host is loaded
 * (src/summary.c).  Returns -1 when the run is not one (go on whole). */
static int run_lazy(const cli *o, const char *path, const char *cdir, bool *interactive, lazy_run *z,
                    bool *lazy)
{
    xt_capture cap;
    xt_analysis **an = NULL;
    xt_error err = { 0, "" };
    size_t start = 0;
    int lz = lazy_run_open(z, &cap, &an, path, o->run, o->host, o->module, &start, &err);
    if (lz < 0) {
        say("%s", err.msg);
        return 2;
    }
    if (lz != 0)
        return -1;
    *lazy = true;
    int rc = run_tui(&cap, &an, start, path, o->export_dir, cdir, o->module, o->host,
                     interactive, z, lazy);
    /* files of the run shown last that could not be read: said on screen,
     * and again once the screen is gone (exit 2, as --report) */
    if (!rc && *lazy && say_unread(&z->r))
        rc = 2;
    for (size_t i = 0; an && i < cap.nhosts; i++)
        xt_analysis_free(an[i]);
    free(an);
    xt_capture_free(&cap);
    return rc;
}

/* One capture: outputs checked before loading (the directory) and again
 * when written (also against the loaded files, by device and inode).
 * --export-dir inside the capture is refused in every mode (README's
 * promise; a trial found --report accepting it silently); that it is a
 * folder only when the TUI is asked for: its 'e' is all that writes there
 * (a missing one refused --report to stdout, which writes nothing there:
 * a trial); checked before the load, as --json's file is. */
static int run_one(const cli *given, const char *path)
{
    char *cdir = capture_dir(path);
    xt_guard guard;
    xt_error gerr = { 0, "" };
    xt_guard_init(&guard, cdir, &gerr);
    /* --host a prefix or a part of one host's name, as --module takes */
    cli resolved = *given;
    const cli *o = &resolved;
    xt_arena ar = { 0 };
    int rc = guard_listed(&guard, path, o->run, &ar, &resolved.host) ? 2 : -1;
    bool tui = !o->report && !o->json;
    int bad = o->json && xt_guard_check_file(&guard, o->json, &gerr) ? 1
              : o->export_dir && (tui ? xt_guard_check_dir(&guard, o->export_dir, &gerr)
                                      : xt_guard_refuse_dir(&guard, o->export_dir, &gerr)) ? 2 : 0;
    if (bad && rc < 0) {
        say("%s%s", bad == 2 ? "--export-dir " : "", gerr.msg);
        rc = 2;
    }
    /* a run of several hosts: written host by host (XOOMTUI_NO_STREAM=1:
     * opened whole, as before issue 18; the tests compare the two) */
    const char *ns = getenv("XOOMTUI_NO_STREAM");
    if (rc < 0 && (o->report || o->json) && !(ns && *ns && strcmp(ns, "0"))) {
        bool streamed;
        int src = stream_run(path, o->run, o->report, o->json, o->module, o->host, o->top, o->width,
                             o->at, &guard, &streamed);
        if (streamed)
            rc = src;
    }
    bool interactive = isatty(2); /* a progress line on long loads */
    lazy_run z;
    bool lazy = false;
    if (rc < 0 && !o->report && !o->json && isatty(0) && isatty(1))
        rc = run_lazy(o, path, cdir, &interactive, &z, &lazy);
    if (rc < 0)
        rc = run_whole(o, path, cdir, &guard, &interactive, &z, &lazy);
    if (lazy) /* a run of many hosts was open */
        lazy_run_free(&z);
    xt_guard_free(&guard);
    xt_arena_free(&ar);
    free(cdir);
    return rc;
}

int main(int argc, char **argv)
{
    /* a fixed mmap threshold: glibc otherwise raises it to the size of the
     * first big block freed, and the next host of a run (or the next
     * capture opened) is then served from heaps that the last one's
     * blocks no longer give back: 8 equal hosts peaked at 1.37x one host,
     * 1.03x with this (bench/RESULTS.md, third session); the TUI's key
     * loop keeps blocks instead (xt_memory_for_keys) */
    xt_memory_for_keys(false);
    /* started with stdin, stdout or stderr closed (cmd >&-): the first
     * capture opened would take that number, and the report would go to
     * nowhere with exit 0.  /dev/null read-only holds the place, so that a
     * write fails and says so */
    for (int fd = 0; fd < 3; fd++)
        if (fcntl(fd, F_GETFD) == -1 && errno == EBADF) {
            int nfd = open("/dev/null", O_RDONLY);
            if (nfd >= 0 && nfd != fd)
                close(nfd); /* not the lowest free: leave it */
        }
    /* the terminal's character set (ncursesw), but numbers as C writes
     * them: "0,125" under a decimal-comma locale made --json invalid and
     * the report's figures "3,72 GiB" beside fixed "0.02" (an attacker's
     * review) */
    setlocale(LC_ALL, "");
    setlocale(LC_NUMERIC, "C");
    /* a limit the refusal tells the user to set must not be ignored
     * silently when it does not parse */
    static const char *const limits[] = { "XOOMTUI_MAX_MEMORY", "XOOMTUI_MAX_INFLATE" };
    for (size_t i = 0; i < sizeof limits / sizeof *limits; i++) {
        /* XOOMTUI_MAX_INFLATE=-1 (strtoull: 2^64-1, "no limit") spun
         * forever on every .gz file (an attacker's review) */
        const char *mm = getenv(limits[i]);
        if (mm && *mm) {
            char *end;
            errno = 0;
            unsigned long long v = strtoull(mm, &end, 10);
            if (errno || *end || !v || *mm == '-') {
                errline("xoomtui: %s must be a number of bytes above 0, not '%s'\n", limits[i], mm);
                return 2;
            }
        }
    }
    core_settings_from_env();
    cli o;
    int rc = parse_args(argc, argv, &o);
    if (rc >= 0)
        return rc;
    /* --json - to a terminal not in UTF-8: \u escapes past ASCII, the
     * same document (an attacker's review: a hostname's 0xc3 0x9b reached
     * it raw, 0x9b being CSI there) */
    if (o.json && !strcmp(o.json, "-") && tty_not_utf8(1))
        xt_json_set_ascii(true);
    if (o.json && !*o.json) { /* "is a directory" said nothing of the cause */
        errline("xoomtui: --json needs a file name, or - for standard output (try 'xoomtui --help')\n");
        return 2;
    }
    /* an empty name is a prefix of every module and no host's name: a
     * script's unset variable, refused as usage (--module '' picked the
     * one module of a capture: an attacker's review) */
    for (int k = 0; k < 3; k++) {
        const char *v = k == 0 ? o.module : k == 1 ? o.host : o.run;
        if (v && !*v) {
            errline("xoomtui: %s needs a name (try 'xoomtui --help')\n",
                    k == 0 ? "--module" : k == 1 ? "--host" : "--run");
            return 2;
        }
    }
    if (o.report && o.json && !strcmp(o.json, "-")) {
        /* one stream cannot carry both: the JSON would not parse, and the
         * report would be lost in it */
        errline("xoomtui: --report and --json - both write to standard output; give --json a "
                "file (try 'xoomtui --help')\n");
        return 2;
    }
    if (optind == argc - 2) {
        if (o.at) {
            errline("xoomtui: --at names an event of one capture's module; a comparison has two "
                    "(try 'xoomtui --help')\n");
            return 2;
        }
        if (o.run) {
            errline("xoomtui: --run picks a run of one log dir; to compare, give each run "
                            "folder (try 'xoomtui --help')\n");
            return 2;
        }
        return compare_run(argv[optind], argv[optind + 1], o.report, o.json, o.module, o.host,
                           o.export_dir, o.top, o.width);
    }
    if (optind != argc - 1) {
        errline("xoomtui: %s (try 'xoomtui --help')\n",
                optind >= argc ? "missing CAPTURE path" : "more than two CAPTURE paths given");
        return 2;
    }
    return run_one(&o, argv[optind]);
}
