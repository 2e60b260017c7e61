/* main.c - command line: options, loading, exit codes.  The core never
 * prints or exits; this file decides messages (one line on stderr) and
 * exit codes: 0 analysed, 2 bad input or usage. */
#include "load.h"
#include "analysis.h"
#include "report.h"
#include "tui.h"

#include <errno.h>
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
            "Explain a JAX out-of-memory error from one profiler capture.\n"
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
        fprintf(stderr, "\rxoomtui: loading %s (%zu of %zu hosts)...\033[K", what, done + 1, total);
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
    xt_tui_opts to = { export_dir, cdir, !(nc && *nc), NULL };
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

/* True if writing file `out` would land inside dir. */
static bool inside(const char *dir, const char *out)
{
    if (!dir || !strcmp(out, "-"))
        return false;
    char *copy = strdup(out);
    char *slash = strrchr(copy, '/');
    const char *parent = slash ? (slash == copy ? "/" : (*slash = 0, copy)) : ".";
    char *rp = realpath(parent, NULL);
    free(copy);
    if (!rp)
        return false;
    size_t n = strlen(dir);
    bool in = !strncmp(rp, dir, n) && (rp[n] == 0 || rp[n] == '/' || !strcmp(dir, "/"));
    free(rp);
    return in;
}

int main(int argc, char **argv)
{
    setlocale(LC_ALL, "");
    enum { O_REPORT = 256, O_JSON, O_MODULE, O_HOST, O_RUN, O_TOP, O_WIDTH, O_EXPORT, O_KEYS_ROFF };
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
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    bool report = false;
    const char *json = NULL, *module = NULL, *host = NULL, *run = NULL, *export_dir = NULL;
    long top = 10, width = 80;
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
    if (optind != argc - 1) {
        fprintf(stderr, "xoomtui: %s (try 'xoomtui --help')\n",
                optind >= argc ? "missing CAPTURE path" : "more than one CAPTURE given");
        return 2;
    }
    const char *path = argv[optind];
    char *cdir = capture_dir(path);
    if (json && inside(cdir, json)) {
        fprintf(stderr, "xoomtui: %s: refusing to write inside the capture directory %s\n", json, cdir);
        free(cdir);
        return 2;
    }
    if (export_dir) {
        struct stat st;
        char probe[PATH_MAX];
        snprintf(probe, sizeof probe, "%s/x", export_dir);
        if (stat(export_dir, &st) < 0 || !S_ISDIR(st.st_mode)) {
            fprintf(stderr, "xoomtui: --export-dir %s: not a directory\n", export_dir);
            free(cdir);
            return 2;
        }
        if (inside(cdir, probe)) {
            fprintf(stderr, "xoomtui: --export-dir %s is inside the capture directory\n", export_dir);
            free(cdir);
            return 2;
        }
    }
    bool interactive = !report && !json && isatty(2);
    xt_capture cap;
    xt_error err = { 0, "" };
    if (xt_capture_open(&cap, path, run, progress, &interactive, &err)) {
        fprintf(stderr, "xoomtui: %s\n", err.msg);
        xt_capture_free(&cap);
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
            fprintf(stderr, "xoomtui: %s: no host '%s' in the run (%zu hosts, first: %s)\n", path,
                    host, cap.nhosts, cap.nhosts ? cap.hosts[0].hostname : "none");
            xt_capture_free(&cap);
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
            fprintf(stderr, "xoomtui: %s\n", err.msg);
            rc = 2;
            goto out;
        }
    }
    if (json) {
        FILE *f = strcmp(json, "-") ? fopen(json, "w") : stdout;
        if (!f) {
            fprintf(stderr, "xoomtui: %s: %s\n", json, strerror(errno));
            rc = 2;
            goto out;
        }
        int w = xt_json_write(f, &cap, an);
        if (f != stdout ? fclose(f) != 0 : fflush(f) != 0)
            w = -1;
        if (w) {
            fprintf(stderr, "xoomtui: %s: write failed: %s\n", json, strerror(errno));
            rc = 2;
            goto out;
        }
    }
    if (report) {
        const char *nc = getenv("NO_COLOR");
        xt_report_opts ro = { (size_t)top, (int)width,
                              isatty(1) && !(nc && *nc) && getenv("TERM") && strcmp(getenv("TERM"), "dumb"),
                              !strcmp(nl_langinfo(CODESET), "UTF-8") };
        for (size_t i = 0; i < cap.nhosts; i++) {
            if (host && i != start)
                continue;
            if (i)
                fputs("\n", stdout);
            if (xt_report_write(stdout, &cap, an[i], &ro)) {
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
    free(cdir);
    return rc;
}
