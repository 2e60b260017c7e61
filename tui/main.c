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

#include <errno.h>
#include <stdarg.h>
#include <getopt.h>
#include <limits.h>
#include <locale.h>
#include <langinfo.h>
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
            ".xplane.pb[.gz] file.  Without --report or --json, opens the TUI.\n"
            "\n"
            "  --report             print the analysis as text and exit\n"
            "  --json FILE          write the analysis as JSON (- for stdout)\n"
            "  --module NAME        analyse this module: exact name(id) or a unique prefix\n"
            "  --host NAME          start on this host (multi-host runs)\n"
            "  --run NAME           pick a run of a log dir (default: the newest)\n"
            "  --top N              live-at-peak rows in the report (default 10)\n"
            "  --at N|peak          --report/--json: the live set after heap-trace event N\n"
            "  --width N            report width in columns (default 80)\n"
            "  --export-dir DIR     where the TUI's 'e' writes (default: .)\n"
            "  -h, --help           this help and the TUI keys\n"
            "  -V, --version        version\n"
            "\n"
            "Exit status: 0 analysed; 2 bad input (missing path, not a capture,\n"
            "corrupt or truncated file) or bad usage.  A capture without HLO or\n"
            "allocator events is not bad input: xoomtui says what is missing.\n"
            "\n"
            "Limits: one host per file; memory space 0 (HBM) is detailed, host\n"
            "offload shows as memory space 5; \"fits\" compares bytes, and the BFC\n"
            "allocator also needs contiguous blocks (see the fragmentation figure).\n"
            "Nothing is ever written inside the capture directory.\n"
            "\n"
            "Keys in the TUI:\n");
    xt_tui_print_keys(f, false);
}

static void progress(void *ctx, const char *what, size_t done, size_t total)
{
    static struct timespec t0;
    static bool shown;
    bool *interactive = ctx;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (done == 0)
        t0 = now, shown = false;
    double el = (double)(now.tv_sec - t0.tv_sec) + (double)(now.tv_nsec - t0.tv_nsec) / 1e9;
    if (!*interactive)
        return;
    if (done < total && (el > 0.2 || shown)) {
        xt_arena ar = { 0 };
        fprintf(stderr, "\rxoomtui: loading %s (%zu of %zu hosts)...\033[K", xt_safe(&ar, what),
                done + 1, total);
        xt_arena_free(&ar);
        shown = true;
    } else if (done == total && shown) {
        fprintf(stderr, "\r\033[K");
    }
}

/* Open run `run` of the capture at path and analyse its hosts; on failure
 * nothing is left allocated and err says why. */
static int open_run(xt_capture *c, xt_analysis ***out, const char *path, const char *run,
                    bool *interactive, xt_error *err)
{
    *out = NULL;
    if (xt_capture_open(c, path, run, progress, interactive, err)) {
        xt_capture_free(c);
        return -1;
    }
    xt_analysis **an = calloc(c->nhosts + 1, sizeof *an);
    for (size_t i = 0; an && i < c->nhosts; i++)
        if (!(an[i] = xt_analyze(&c->hosts[i], NULL, err))) {
            for (size_t k = 0; k < i; k++)
                xt_analysis_free(an[k]);
            free(an);
            xt_capture_free(c);
            return -1;
        }
    *out = an;
    return 0;
}

/* The TUI, reopened on another run of the log dir when the user picks
 * one (R, Enter); *cap and *an are the run shown last.  Returns the exit code. */
static int run_tui(xt_capture *cap, xt_analysis ***an, size_t start, const char *path,
                   const char *export_dir, const char *cdir, bool *interactive)
{
    xt_error err = { 0, "" };
    const char *nc = getenv("NO_COLOR");
    xt_tui_opts to = { export_dir, cdir, !(nc && *nc), NULL, NULL };
    char *next = NULL;
    int rc = xt_tui_run(cap, *an, start, &to, &next);
    char msg[600];
    while (next) {
        /* the user opened another run of the log dir: load it beside
         * the open one, which stays when the new one cannot be read */
        xt_capture ncap;
        xt_analysis **nan = NULL;
        size_t host0 = 0;
        if (open_run(&ncap, &nan, path, next, interactive, &err)) {
            snprintf(msg, sizeof msg, "cannot open run %s: %s", next, err.msg);
            to.status = msg;
            host0 = start;
        } else {
            for (size_t i = 0; i < cap->nhosts; i++)
                xt_analysis_free((*an)[i]);
            free(*an);
            xt_capture_free(cap);
            *cap = ncap;
            *an = nan;
            to.status = NULL;
            start = 0;
        }
        free(next);
        next = NULL;
        rc = xt_tui_run(cap, *an, host0, &to, &next);
    }
    return rc;
}

/* The directory that holds the capture (never written to). */
static char *capture_dir(const char *path)
{
    char *rp = realpath(path, NULL);
    if (!rp)
        return NULL;
    struct stat st;
    if (stat(rp, &st) == 0 && !S_ISDIR(st.st_mode)) {
        char *s = strrchr(rp, '/');
        if (s && s != rp)
            *s = 0;
        else if (s)
            s[1] = 0;
    }
    return rp;
}

/* One line on stderr, through the sanitiser: file, host and run names
 * come from the capture and must not drive the terminal. */
static void say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void say(const char *fmt, ...)
{
    char line[2048];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    xt_arena ar = { 0 };
    fprintf(stderr, "xoomtui: %s\n", xt_safe(&ar, line));
    xt_arena_free(&ar);
}

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
}

/* ---- xoomtui BEFORE AFTER (issue 17; doc/compare.md) ---------------------- */

/* Load one side and analyse every host (--module on the compared host: an
 * exact name(id) of the other capture falls back to its name). */
static int compare_load(const char *path, const char *host, const char *module, bool *interactive,
                        xt_capture *cap, xt_analysis ***an, size_t *hi)
{
    xt_error err = { 0, "" };
    *an = NULL;
    if (xt_capture_open(cap, path, NULL, progress, interactive, &err)) {
        fprintf(stderr, "xoomtui: %s\n", err.msg);
        return 2;
    }
    *hi = 0;
    if (host) {
        for (*hi = 0; *hi < cap->nhosts && strcmp(cap->hosts[*hi].hostname, host); (*hi)++)
            ;
        if (*hi == cap->nhosts) {
            fprintf(stderr, "xoomtui: %s: no host '%s' in the run (%zu hosts, first: %s)\n", path,
                    host, cap->nhosts, cap->nhosts ? cap->hosts[0].hostname : "none");
            return 2;
        }
    }
    *an = calloc(cap->nhosts + 1, sizeof **an);
    for (size_t i = 0; i < cap->nhosts; i++) {
        const char *mod = i == *hi ? module : NULL;
        xt_error e2 = { 0, "" };
        char pfx[512];
        (*an)[i] = xt_analyze(&cap->hosts[i], mod, &err);
        if (!(*an)[i] && xt_cmp_module_fallback(mod, pfx, sizeof pfx))
            (*an)[i] = xt_analyze(&cap->hosts[i], pfx, &e2);
        if (!(*an)[i]) {
            fprintf(stderr, "xoomtui: %s\n", err.msg);
            return 2;
        }
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
    size_t hi[2] = { 0, 0 };
    memset(cap, 0, sizeof cap);
    xt_compare *cmp = NULL;
    int rc = 0;
    /* nothing is written inside either capture (symlinks, hard links and
     * relative paths resolved: src/outfile.c) */
    xt_guard guard[2];
    xt_error gerr = { 0, "" };
    for (int s = 0; s < 2; s++)
        xt_guard_init(&guard[s], s ? pa : pb, &gerr);
    for (int s = 0; s < 2 && !rc; s++)
        if ((json && xt_guard_check_file(&guard[s], json, &gerr)) ||
            (export_dir && xt_guard_check_dir(&guard[s], export_dir, &gerr))) {
            say("%s", gerr.msg);
            rc = 2;
        }
    if (rc)
        goto out;
    bool interactive = !report && !json && isatty(2);
    for (int s = 0; s < 2; s++)
        if ((rc = compare_load(s ? pa : pb, host, module, &interactive, &cap[s], &an[s], &hi[s])))
            goto out;
    cmp = xt_compare_new(&cap[0], an[0][hi[0]], &cap[1], an[1][hi[1]]);
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
        const char *nc = getenv("NO_COLOR");
        xt_report_opts ro = { (size_t)top, (int)width,
                              isatty(1) && !(nc && *nc) && getenv("TERM") && strcmp(getenv("TERM"), "dumb"),
                              !strcmp(nl_langinfo(CODESET), "UTF-8") };
        if (xt_compare_report_write(stdout, cmp, &ro) || fflush(stdout)) {
            fprintf(stderr, "xoomtui: writing the report failed: %s\n", strerror(errno));
            rc = 2;
        }
    } else if (!json) {
        if (!isatty(0)) {
            fprintf(stderr, "xoomtui: the TUI needs a terminal; use --report or --json FILE\n");
            rc = 2;
            goto out;
        }
        const char *nc = getenv("NO_COLOR");
        xt_tui_opts to = { export_dir, dirs[1], !(nc && *nc), NULL, NULL };
        xt_cmp_app ca;
        xt_cmp_app_init(&ca, cmp, &cap[0], an[0], hi[0], &cap[1], an[1], hi[1]);
        to.cmp = &ca;
        char *next = NULL;
        rc = xt_tui_run(&cap[1], an[1], hi[1], &to, &next);
        free(next); /* R is refused in comparison mode */
        xt_cmp_app_free(&ca);
    }
out:
    xt_compare_free(cmp);
    for (int s = 0; s < 2; s++) {
        xt_guard_free(&guard[s]);
        for (size_t i = 0; an[s] && i < cap[s].nhosts; i++)
            xt_analysis_free(an[s][i]);
        free(an[s]);
        xt_capture_free(&cap[s]);
        free(dirs[s]);
    }
    return rc;
}

int main(int argc, char **argv)
{
    setlocale(LC_ALL, "");
    core_settings_from_env();
    enum { O_REPORT = 256, O_JSON, O_MODULE, O_HOST, O_RUN, O_TOP, O_WIDTH, O_EXPORT, O_KEYS_ROFF, O_AT };
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
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    bool report = false;
    const char *json = NULL, *module = NULL, *host = NULL, *run = NULL, *export_dir = NULL;
    long top = 10, width = 80;
    int64_t at = 0; /* --at: 0 none, XT_AT_PEAK, N >= 1 */
    int c;
    opterr = 0; /* one line of our own instead of getopt's */
    while ((c = getopt_long(argc, argv, "hV", opts, NULL)) != -1) {
        char *end;
        switch (c) {
        case O_REPORT: report = true; break;
        case O_JSON: json = optarg; break;
        case O_MODULE: module = optarg; break;
        case O_HOST: host = optarg; break;
        case O_RUN: run = optarg; break;
        case O_TOP:
        case O_WIDTH: {
            long v = strtol(optarg, &end, 10);
            if (*end || v < 1 || v > 100000) {
                fprintf(stderr, "xoomtui: --%s needs a positive number, not '%s'\n",
                        c == O_TOP ? "top" : "width", optarg);
                return 2;
            }
            if (c == O_TOP)
                top = v;
            else
                width = v < 40 ? 40 : v;
            break;
        }
        case O_EXPORT: export_dir = optarg; break;
        case O_AT: {
            long long v = strcmp(optarg, "peak") ? strtoll(optarg, &end, 10) : XT_AT_PEAK;
            if (v != XT_AT_PEAK && (*end || v < 1)) {
                fprintf(stderr, "xoomtui: --at needs a heap-trace event (from 1) or 'peak', not '%s'\n",
                        optarg);
                return 2;
            }
            at = v;
            break;
        }
        case O_KEYS_ROFF: xt_tui_print_keys(stdout, true); return 0;
        case 'h': usage(stdout); return 0;
        case 'V': printf("xoomtui %s\n", PACKAGE_VERSION); return 0;
        default:
            if (optopt && optopt < 256 && c == '?' && !strchr("hV", optopt))
                fprintf(stderr, "xoomtui: unknown option '-%c' (try 'xoomtui --help')\n", optopt);
            else if (c == ':' || (optopt && optopt >= 256))
                fprintf(stderr, "xoomtui: option '%s' needs a value (try 'xoomtui --help')\n",
                        argv[optind - 1]);
            else
                fprintf(stderr, "xoomtui: unknown option '%s' (try 'xoomtui --help')\n",
                        argv[optind - 1]);
            return 2;
        }
    }
    if (optind == argc - 2) {
        if (run) {
            fprintf(stderr, "xoomtui: --run picks a run of one log dir; to compare, give each run "
                            "folder (try 'xoomtui --help')\n");
            return 2;
        }
        return compare_run(argv[optind], argv[optind + 1], report, json, module, host, export_dir,
                           top, width);
    }
    if (optind != argc - 1) {
        fprintf(stderr, "xoomtui: %s (try 'xoomtui --help')\n",
                optind >= argc ? "missing CAPTURE path" : "more than two CAPTURE paths given");
        return 2;
    }
    const char *path = argv[optind];
    char *cdir = capture_dir(path);
    /* outputs are checked before loading (the directory) and again when
     * written (also against the loaded files, by device and inode) */
    xt_guard guard;
    xt_error gerr = { 0, "" };
    xt_guard_init(&guard, cdir, &gerr);
    int bad = json && xt_guard_check_file(&guard, json, &gerr) ? 1
              : export_dir && xt_guard_check_dir(&guard, export_dir, &gerr) ? 2 : 0;
    if (bad) {
        say("%s%s", bad == 2 ? "--export-dir " : "", gerr.msg);
        xt_guard_free(&guard);
        free(cdir);
        return 2;
    }
    bool interactive = !report && !json && isatty(2);
    xt_capture cap;
    xt_error err = { 0, "" };
    if (xt_capture_open(&cap, path, run, progress, &interactive, &err)) {
        say("%s", err.msg);
        xt_capture_free(&cap);
        xt_guard_free(&guard);
        free(cdir);
        return 2;
    }
    size_t start = 0;
    if (host) {
        size_t i;
        for (i = 0; i < cap.nhosts; i++)
            if (!strcmp(cap.hosts[i].hostname, host))
                break;
        if (i == cap.nhosts) {
            say("%s: no host '%s' in the run (%zu hosts, first: %s)", path, host, cap.nhosts,
                cap.nhosts ? cap.hosts[0].hostname : "none");
            xt_capture_free(&cap);
            xt_guard_free(&guard);
            free(cdir);
            return 2;
        }
        start = i;
    }
    xt_analysis **an = calloc(cap.nhosts + 1, sizeof *an);
    int rc = 0;
    for (size_t i = 0; i < cap.nhosts; i++) {
        /* --module applies to the host it is looked up on */
        an[i] = xt_analyze(&cap.hosts[i], (i == start) ? module : NULL, &err);
        if (!an[i]) {
            say("%s", err.msg);
            rc = 2;
            goto out;
        }
    }
    if (at && (report || json)) {
        /* --at names an event of the selected module's heap trace */
        const xt_plan *p = an[start]->selected < cap.hosts[start].nmodules
                               ? an[start]->plans[an[start]->selected] : NULL;
        if (xt_at_event(p, at) == SIZE_MAX) {
            if (!p || !p->has_heap_trace)
                say("--at: %s has no heap-simulator trace", p ? p->module->name : "the capture");
            else
                say("--at %lld: the heap trace of %s has %zu events", (long long)at, p->module->name,
                    p->trace_events);
            rc = 2;
            goto out;
        }
    }
    if (json) {
        /* a temporary file renamed into place: a failed write leaves no
         * half file, and never one inside the capture */
        for (size_t i = 0; i < cap.nhosts; i++)
            xt_guard_add_file(&guard, cap.hosts[i].path);
        xt_outfile o;
        if (xt_outfile_open(&o, json, &guard, 0, &err)) {
            say("%s", err.msg);
            rc = 2;
            goto out;
        }
        xt_json_opts jo = { at };
        if (xt_json_write_opts(o.f, &cap, an, &jo)) {
            say("%s: write failed: %s", json, strerror(errno));
            xt_outfile_abort(&o);
            rc = 2;
            goto out;
        }
        if (xt_outfile_commit(&o, &err)) {
            say("%s", err.msg);
            rc = 2;
            goto out;
        }
        xt_outfile_free(&o);
    }
    if (report) {
        const char *nc = getenv("NO_COLOR");
        xt_report_opts ro = { (size_t)top, (int)width,
                              isatty(1) && !(nc && *nc) && getenv("TERM") && strcmp(getenv("TERM"), "dumb"),
                              !strcmp(nl_langinfo(CODESET), "UTF-8") };
        if (cap.nhosts > 1 && !host && xt_report_hosts(stdout, &cap, an, &ro)) {
            fprintf(stderr, "xoomtui: writing the report failed: %s\n", strerror(errno));
            rc = 2;
            goto out;
        }
        for (size_t i = 0; i < cap.nhosts; i++) {
            if (host && i != start)
                continue;
            if (i)
                fputs("\n", stdout);
            if (xt_report_write_at(stdout, &cap, an[i], &ro, at)) {
                fprintf(stderr, "xoomtui: writing the report failed: %s\n", strerror(errno));
                rc = 2;
                goto out;
            }
        }
    }
    if (!report && !json) {
        if (!isatty(0) || !isatty(1)) {
            fprintf(stderr, "xoomtui: the TUI needs a terminal; use --report or --json FILE\n");
            rc = 2;
            goto out;
        }
        rc = run_tui(&cap, &an, start, path, export_dir, cdir, &interactive);
    }
out:
    for (size_t i = 0; an && i < cap.nhosts; i++)
        xt_analysis_free(an[i]);
    free(an);
    xt_capture_free(&cap);
    xt_guard_free(&guard);
    free(cdir);
    return rc;
}
