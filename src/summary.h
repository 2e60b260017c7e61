/* summary.h - a run of many hosts with bounded memory (issue 18): each host
 * file is loaded, analysed, summarised and freed on a pool of threads; only
 * a small per-host summary stays.  A caller that writes every host (the
 * streaming --report and --json) gets each analysed host on its own thread,
 * in file order, before it is freed, with at most `window` hosts in memory.
 *
 * The core reads no environment: the thread count is a parameter (main sets
 * it from the cores).  Progress is reported to a callback; nothing prints. */
#ifndef XT_SUMMARY_H
#define XT_SUMMARY_H

#include <stdio.h>
#include "analysis.h"
#include "report.h"
#include "load.h"

/* What stays of one host after it is freed.  Strings live in s->arena. */
typedef struct xt_host_summary {
    const char *path;          /* the file as found */
    const char *hostname;      /* XSpace.hostnames, else the file name */
    int64_t file_size;         /* bytes on disk */
    const char *verdict;       /* xt_host_verdict: the hosts list's line */
    int severity;              /* its xt_severity */
    xt_host_rank rank;         /* which host is worst (xt_worst_host) */
    const char *failed_device; /* "GPU 3" when a device failed, else NULL */
    const char *cause;         /* with a failed device: the module's own
                                  verdict where it says the pool is
                                  exceeded ("needs 3.72 GiB (read) > pool
                                  2.79 GiB (measured)"), which the hosts
                                  list's cell says; else NULL */
    bool cause_device;         /* the failed device is one of several that
                                  ran the module: the cell names it
                                  (xt_host_cause's device) */
    const char *module;        /* the selected module "name(id)", NULL: none */
    const char *module_why;    /* why it was selected */
    const char *module_missing; /* the --module name that picks no one module
                                   of it (it shows its own pick), else NULL */
    const char *module_missing_why; /* then why, as a strict lookup says it */
    /* the selected module's key figures, bytes; -1 when unknown */
    int64_t total, temp, heap_peak, parameters, outputs, pool;
    size_t ndiag;
    const char **diag_ids;     /* the diagnosis ids, in report order */
    size_t nwarnings;          /* host + runtime + plans (as the JSON lists) */
    double seconds;            /* load and analysis, wall clock */
    /* A host whose file could not be read (truncated, corrupt, changed
     * while read): the one-line message naming the file and offset; NULL
     * when it was read.  Then hostname is the file's name, verdict "cannot
     * be read: ...", severity XT_SEV_BAD, rank.severity -1 (never the
     * worst host of a run that has a readable one), no figures. */
    const char *error;
    bool name_repeats;         /* another host of the run has its hostname
                                  (xt_run_summarize sets it) */
    bool skipped;              /* --host named another: not read, no
                                  figures (hostname: the file's name) */
    int64_t unread_mtime_ns;   /* its file's time when it failed (-1: none),
                                  to see it replaced (xt_summary_file_changed) */
    xt_arena arena;
} xt_host_summary;

/* Progress of a run: xt_progress (load.h), hosts and bytes done. */
typedef xt_progress xt_run_progress;
typedef xt_progress_fn xt_run_progress_fn;

typedef struct xt_run_opts {
    int threads;               /* hosts loaded at once by the pool (< 1: 1) */
    /* The hosts in memory at once hold at most this many bytes of capture
     * files (a host bigger than it is loaded alone).  < 0: the run's
     * largest file; 0: no limit (one host per thread).  A file's size
     * understates its host's memory (a fixed part for the modules), so
     * only threads == 1 bounds a run to its largest host's peak. */
    int64_t max_bytes;
    const char *module;        /* --module, for the start host (below) */
    const char *host;          /* --host: the start host by hostname or file
                                  name (two hosts so named: an error);
                                  NULL: the first file read */
    bool host_alone;           /* with host: the files that surely name
                                  another are not read (their summaries
                                  hold the file's name alone, skipped) */
    const char *root;          /* the path given, for messages (may be NULL) */
    xt_run_progress_fn progress; /* may be NULL; called on the calling thread */
    void *progress_ctx;
    /* May be NULL.  Called on the calling thread for each host in file
     * order, loaded and analysed (a's selected module prepared), after its
     * summary s was made; a and its host are freed after it returns.  A
     * host whose file cannot be read comes with a NULL (s->error says
     * why).  A non-zero return stops the run with that status (err set by
     * it). */
    int (*each)(void *ctx, size_t i, xt_analysis *a, const xt_host_summary *s, xt_error *err);
    void *each_ctx;
} xt_run_opts;

typedef struct xt_run {
    size_t n;
    xt_host_summary *hosts;    /* one per file, file order */
    size_t start;              /* the first host --host names (0 without
                                  --host), SIZE_MAX when none does */
    /* measured: the most hosts in memory at once, and the most bytes of
     * their files (against xt_run_opts.max_bytes) */
    size_t most_hosts;
    int64_t most_bytes;
    /* hosts that began loading (their modules) while the host before them
     * was being written, held at their gate before their lines */
    size_t early;
    size_t unread;             /* hosts whose file could not be read */
} xt_run;

/* The first host of r as --host takes it (its hostname, or its file's
 * name where another host shares the hostname; in buf), "none" without
 * hosts: the hint of "no host 'x' in the run". */
const char *xt_run_first_host(const xt_run *r, char *const *files, char *buf, size_t cap);

/* Load, analyse and summarise every file on o->threads threads; with
 * o->each, at most o->threads hosts are in memory at once (one being
 * written, the others loading); without it, one per thread; either way no
 * more than o->max_bytes of files at once (hosts start in file order and
 * wait for room).  The start
 * host is analysed with o->module, the others with the default module.
 * A file that cannot be read or decoded (XT_EINPUT from its load) does not
 * stop a run of two files or more: its summary says why (s->error) and
 * r->unread counts it; the run fails only when no file could be read, or
 * when o->host names only unreadable files.
 * Returns XT_OK, or the first failure in file order (every file unreadable,
 * a module that matches nothing, each's status, another load error) with
 * err set; r then holds the hosts up to it (xt_run_free it either way).
 * Differences from a capture opened whole: errors come in file order, so
 * a --module that matches nothing on host 0 is reported before a broken
 * host 5 (whole: the broken file first); with o->host, every host of that
 * name is analysed with o->module (whole: the first). */
int xt_run_summarize(xt_run *r, char *const *files, size_t n, const xt_run_opts *o,
                     xt_error *err);
void xt_run_free(xt_run *r);

/* Fill s from analysed host a (prepares its selected module). */
void xt_summary_make(xt_host_summary *s, xt_analysis *a);
/* Whether the file of a host that could not be read has changed since
 * (its size or time): a copy repaired, a profiler done writing. */
bool xt_summary_file_changed(const xt_host_summary *s);
/* Bytes the summary holds (its arena and the struct). */
size_t xt_summary_bytes(const xt_host_summary *s);

/* The hosts list from summaries: the rows (and the note) xt_view_hosts
 * writes for the same hosts (current: marked "*", worst: "!" when it is
 * another; SIZE_MAX: none). */
void xt_view_host_summaries(xt_text *t, const xt_host_summary *s, size_t n, size_t current,
                            size_t worst, int width);

/* xt_report_hosts from summaries: the same lines. */
/* The run's worst host from its hosts' summaries (xt_worst_pick_of). */
xt_worst_pick xt_summaries_worst(const xt_host_summary *s, size_t n, xt_arena *ar);
int xt_report_host_summaries(FILE *f, const xt_host_summary *s, size_t n, const xt_report_opts *o);

/* ---- a whole run written host by host (--report, --json) --------------- */

typedef struct xt_stream_opts {
    xt_run_opts run;           /* threads, module, host, progress (each is
                                  set by the writers) */
    xt_report_opts report;
    int64_t at;                /* --at (0: none) */
    const char *run_name;      /* c->run */
    const char *root;          /* the path given, for messages */
    /* --at names an event of the start host's selected module: the check
     * main makes before writing; NULL: none.  Returns 0 or sets err. */
    int (*check_start)(void *ctx, xt_analysis *a, xt_error *err);
    void *check_ctx;
} xt_stream_opts;

/* --report of a run of several files: the hosts' verdict lines (unless
 * o->run.host), then each host's report in file order (only the --host
 * one with o->run.host), byte for byte what xt_report_hosts and
 * xt_report_write_at write for a capture opened whole.  Each host's text
 * is built while it is loaded and kept until the hosts' lines are written
 * (a few KiB a host).  Returns XT_OK, XT_EINPUT (err set), or -1 on a
 * write error (errno). */
int xt_stream_report(FILE *f, char *const *files, size_t n, const xt_stream_opts *o,
                     xt_run *r, xt_error *err);

/* --json of a run: the xt_json_write_opts document, each host written to
 * f as soon as it is analysed, in file order.  On XT_EINPUT the document
 * in f is incomplete (write it to a temporary file).  Returns as
 * xt_stream_report. */
int xt_stream_json(FILE *f, char *const *files, size_t n, const xt_stream_opts *o, xt_run *r,
                   xt_error *err);

#endif
