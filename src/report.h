/* report.h - --report: the whole analysis as plain text, and --json. */
#ifndef XT_REPORT_H
#define XT_REPORT_H

#include <stdio.h>
#include "view.h"

typedef struct xt_report_opts {
    size_t top;   /* live-at-peak rows (0: 10); the live set at the last
                     start shows max(top, 30) groups */
    int width;    /* columns (0: 80) */
    bool color;   /* ANSI colours; the charset is the chart's,
                     XT_CHART_FILE_UTF8 (ASCII), bars too */
    bool ascii;   /* a terminal whose locale is not UTF-8: every other
                     character written as '?' (xt_ascii_only) */
    /* which host of its run this is ("k of n hosts"): found in the
     * capture's hosts[] unless set (a run written host by host) */
    bool host_set;
    size_t host;
    /* the hosts of a run written one after another: a host whose modules
     * list is the one last printed says so in one line (NULL: every host
     * prints its list) */
    xt_modules_seen *seen;
} xt_report_opts;

/* Build the report of one analysed host into t. */
void xt_report_build(xt_text *t, const xt_capture *c, xt_analysis *a, const xt_report_opts *o);
/* Write it to f.  Returns 0, or -1 on a write error (errno set). */
int xt_report_write(FILE *f, const xt_capture *c, xt_analysis *a, const xt_report_opts *o);
/* The same with --at (0: none, as above; XT_AT_PEAK or N >= 1: the heap
 * chart's cursor at that event, and the live set after it instead of at
 * the peak: xt_view_at). */
void xt_report_build_at(xt_text *t, const xt_capture *c, xt_analysis *a, const xt_report_opts *o,
                        int64_t at);
int xt_report_write_at(FILE *f, const xt_capture *c, xt_analysis *a, const xt_report_opts *o,
                       int64_t at);

/* Text t written as --report writes: rows wider than o->width (80 when
 * unset) folded under themselves, colour and UTF-8 as o says. */
int xt_report_write_text(FILE *f, const xt_text *t, const xt_report_opts *o);

/* A run of several hosts: one line per host with its verdict (which host
 * has the failing device), written before the hosts' reports.  Prepares
 * each host's selected module.  Returns as xt_report_write. */
int xt_report_hosts(FILE *f, const xt_capture *c, xt_analysis **an, const xt_report_opts *o,
                    size_t *worst);
/* worst: NULL, or set to the run's worst host (SIZE_MAX: none). */

/* A host's section of a run's --report: made in file order, its modules
 * list compared with the one last printed in full (xt_modules_seen), and
 * written in the run's order (xt_run_order), where the host that printed
 * that list may come after it: then its full text is written. */
typedef struct xt_host_section {
    char *text;      /* malloc'd; NULL: none (not written) */
    size_t len;
    char *full;      /* its head (text's first head_len bytes) with the
                        modules list in full, when text says "as listed
                        for host X above"; else NULL */
    size_t full_len, head_len;
    size_t ref;      /* X: the host whose list it refers to */
} xt_host_section;
/* Make host i's section (its report, o->seen the list last printed in
 * full, updated).  Returns as xt_report_write. */
int xt_report_section(xt_host_section *s, size_t i, const xt_capture *c, xt_analysis *a,
                      const xt_report_opts *o, int64_t at);
/* Write the sections of a run's n hosts in the order of their groups
 * (xt_run_order), a blank line between two. */
int xt_report_sections_write(FILE *f, const xt_host_section *s, const int *group, size_t n);
void xt_report_sections_free(xt_host_section *s, size_t n);

/* --report of a run held whole: the hosts' lines (more than one host),
 * then each host's report in the order of xt_run_order (the worst host,
 * those that fail, that cannot be read, with a warning, the rest); a
 * modules list the same as the one last printed in full is one line.
 * Byte for byte xt_stream_report. */
int xt_report_run(FILE *f, const xt_capture *c, xt_analysis **an, const xt_report_opts *o,
                  int64_t at);

/* Write the JSON document (doc/figures.md, "JSON document") for every host.  analyses[i]
 * belongs to c->hosts[i].  Returns 0, or -1 on a write error or when the
 * writer was misused (xt_json_finish): the output is then incomplete. */
int xt_json_write(FILE *f, const xt_capture *c, xt_analysis **analyses);

typedef struct xt_json_opts {
    int64_t at;   /* --at (xt_report_opts): adds plan.live_at */
    bool one_host; /* --host: only hosts[host] written, and no worst_host */
    size_t host;
    size_t file;   /* xt_json_host: the host's place in its run, from 1
                      (worst_host.file); 0: not written */
} xt_json_opts;
/* xt_json_write with options (NULL: none). */
int xt_json_write_opts(FILE *f, const xt_capture *c, xt_analysis **analyses, const xt_json_opts *o);
/* One host's object of the "hosts" array (what xt_json_write_opts writes
 * for each host), into a writer inside that array: runs written host by
 * host (src/summary.c).  o may be NULL. */
struct xt_json;
void xt_json_host(struct xt_json *j, xt_analysis *a, const xt_json_opts *o);
/* The object of a host of a run whose file could not be read: every key of
 * xt_json_host, empty or null, with "error" (the one-line message) and the
 * hosts list's verdict line as verdict and host_verdict. */
/* The worst host of a capture of loaded hosts (xt_worst_pick_of). */
xt_worst_pick xt_capture_worst(const xt_capture *c, xt_analysis **an, xt_arena *ar);
/* A run's "worst_host" key: the one its report and the TUI name, {"host",
 * "label", "file" (1-based), "reason"} (xt_worst_host_why), or nothing
 * when there is none (w->host SIZE_MAX).  For runs of more than one host. */
void xt_json_worst_host(struct xt_json *j, const xt_worst_pick *w);
/* file: as xt_json_opts.file. */
void xt_json_host_unread(struct xt_json *j, const char *hostname, size_t file, const char *path,
                         const char *verdict, const char *error);

#endif
