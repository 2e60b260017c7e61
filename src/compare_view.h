/* compare_view.h - a comparison (compare.h) as text models: what
 * `xoomtui --report BEFORE AFTER` prints, and the blocks a TUI comparison
 * mode can show one per pane.  Views read the comparison and never change
 * it; every figure carries its measured/read/inferred label; names from
 * the captures go through xt_safe.  Widths come from the caller. */
#ifndef XT_COMPARE_VIEW_H
#define XT_COMPARE_VIEW_H

#include <stdio.h>

#include "compare.h"
#include "report.h"
#include "text.h"

/* Row kinds of the comparison views (apart from view.h's XT_T_*). */
enum {
    XT_T_CMP_MODULE = 64, /* target: index into c->modules */
    XT_T_CMP_GROUP,       /* target: index into the module's groups */
    XT_T_CMP_ESTIMATE,    /* target: index into c->estimates */
    XT_T_CMP_HOST,        /* target: index into c->host_rows */
};

/* A side's run in one phrase: "2 of 12 fail, 3 with a warning"; "1
 * host" when the side is not a run. */
const char *xt_cmp_hosts_tally(xt_arena *ar, const xt_cmp_side *s);

/* The head: both sides (path, host, run, JAX, pool), the differences
 * beyond the program, the verdict of each side of the default pair, the
 * matched, removed and added modules (xt_view_cmp_modules, 10 of each). */
void xt_view_cmp_head(xt_text *t, const xt_compare *c, int width);
/* Each side's own verdict (xt_host_verdict), "  before ..." then "  after
 * ...": what a comparison without a pair of modules can answer. */
void xt_cmp_side_verdicts(xt_text *t, const xt_compare *c, int width);
/* Why a comparison has no pair of modules: "BEFORE has no compiled
 * modules", "AFTER ...", or "neither capture has compiled modules". */
const char *xt_cmp_no_pair_why(const xt_compare *c);
/* The matched modules, one row each: total before -> after and change
 * ('*' marks the default pair), then the unmatched ones; at most limit
 * rows and names of each (0: all; the default pair is always listed). */
void xt_view_cmp_modules(xt_text *t, const xt_compare *c, size_t limit, int width);
/* Plan deltas of c->modules[m]: the figures, fits against each pool, the
 * roles at the heap peak (bytes and share). */
void xt_view_cmp_plan(xt_text *t, const xt_compare *c, size_t m, int width);
/* Live at the heap peak side by side, by (shape, role, source): groups that
 * changed, disappeared or appeared (at most limit of them; 0: all), then
 * the unchanged ones, listed when same is set, else one summary row. */
void xt_view_cmp_live(xt_text *t, const xt_compare *c, size_t m, size_t limit, bool same);
/* Runtime deltas of the default pair; max_rows > 0 condenses the list of
 * in use at each execution start. */
void xt_view_cmp_runtime(xt_text *t, const xt_compare *c, size_t max_rows, int width);
/* "Was the estimate right" and the diagnosis ids gone, remaining, new. */
void xt_view_cmp_estimates(xt_text *t, const xt_compare *c, int width);
/* What happened to an estimate's figure in AFTER: "actual drop 2.12 GiB
 * (read), 0.76x", "actual rise ... : the other way, no saving", or
 * "actual: unknown (... not known on both sides)" (in ar). */
const char *xt_cmp_estimate_actual(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e);
/* Why an estimate's figure has no actual (in ar; NULL: it has one), the
 * words in the parenthesis above; *not_measured: the pair gives none
 * (two programs, two hosts) rather than a figure unknown on a side. */
const char *xt_cmp_estimate_unmeasured(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e,
                                       bool *not_measured);
/* Where an estimate's line is in AFTER, as its row says it: "gone",
 * "still there", "on GPU 3" (AFTER's own pick: xt_compare.elsewhere), or
 * for two programs "not" / "also"; in ar. */
const char *xt_cmp_estimate_where(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e);
/* The side whose own pick xt_compare.elsewhere lists ("AFTER" or
 * "BEFORE") and that pick's device ("GPU 3"), made safe in ar. */
const char *xt_cmp_elsewhere_whose(const xt_compare *c);
const char *xt_cmp_elsewhere_device(xt_arena *ar, const xt_compare *c);
/* When the sides are two hosts (c->other_host): "two hosts: BEFORE's
 * host-2 -> AFTER's host-1 (AFTER's worst): the change between them is not
 * the fix's; --host host-2 compares host-2 in both", else NULL (in ar). */
const char *xt_cmp_two_hosts(xt_arena *ar, const xt_compare *c);
/* "; AFTER's own pick: GPU 3 (it waited for memory)" where AFTER is read
 * on BEFORE's device while its own pick failed or waited, else ""; raises
 * *sev (the pair's AFTER verdict's) to that pick's.  In ar. */
const char *xt_cmp_own_pick(xt_arena *ar, const xt_compare *c, int *sev);
/* Where a side is a run: " on gpu-node-3", the host compared (" on
 * host-2 -> host-1" where the sides' hosts differ, a run beside one file
 * too), else "" (in ar). */
const char *xt_cmp_on_host(xt_arena *ar, const xt_compare *c);
/* "; AFTER's run still fails: 1 of 4 hosts" where AFTER is a run with
 * hosts that fail while its host compared does not (after_sev, its
 * verdict's severity, under XT_SEV_BAD), else "": the verdict line
 * pasted alone, "fails -> fits", read as the run fixed (a trial).
 * "still fails" where each of them failed in BEFORE too, "now fails"
 * where none did (xt_compare_host_rows' classes), else "fails". */
const char *xt_cmp_run_still(xt_arena *ar, const xt_compare *c, int after_sev);
/* The change in "plan alone fits pool" (fits_*: 1, 0, <0 unknown), each
 * side's own verdict failing or not (*_fails: xt_cmp_side_fails): "fits
 * now", "but fails", "but will not", "fits both; BEFORE failed", "fits on both",
 * ...; narrow: a short form of at most 9 columns ("still no", "ok now");
 * "" where a side is unknown. */
const char *xt_cmp_fits_note(int fits_before, int fits_after, int before_fails, int after_fails, bool narrow);
/* A side's module m: 2 when its verdict fails and an execution never
 * launched (the failure measured), 1 when its verdict fails otherwise
 * (what is in use leaves no room for the next step), 0 when it does not
 * fail. */
int xt_cmp_side_fails(xt_analysis *an, size_t m);

/* Two runs' hosts side by side (c->host_rows; nothing without them):
 * the tally by class, then each class's hosts, the gravest first, each
 * with both verdicts (at most limit hosts a class, the rest named in one
 * row; 0: all), '*' marking the hosts compared. */
void xt_view_cmp_hosts(xt_text *t, const xt_compare *c, size_t limit, int width);
/* The tally in one phrase: "1 now fails, 1 no longer fails, 5 fit on both". */
const char *xt_cmp_host_tally(xt_arena *ar, const xt_compare *c);
/* Which hosts fail, by change, named (at most 3 a class, then "and N
 * more"): "now fails: node-0007; no longer fails: node-0000, node-0002,
 * node-0003" (a trial read "fails -> fails" over a fix that fixed three
 * hosts: the two hosts compared were each run's worst); NULL when no
 * host fails on either side or the sides are not two runs. */
const char *xt_cmp_hosts_failing(xt_arena *ar, const xt_compare *c);
/* A host row's name: the pair's one name, else "BEFORE's -> AFTER's". */
const char *xt_cmp_host_name(xt_arena *ar, const xt_cmp_host *r);

/* The whole comparison stacked (--report): o->width, o->top (live group
 * rows) as for a single report. */
void xt_compare_report_build(xt_text *t, const xt_compare *c, const xt_report_opts *o);
/* Write it to f.  Returns 0, or -1 on a write error. */
int xt_compare_report_write(FILE *f, const xt_compare *c, const xt_report_opts *o);

/* A side's growth per execution as the tables show it: "-" unknown,
 * "none" flat, "no trend" a slope through noise (R^2 under
 * XT_GROWTH_MIN_R2, as the runtime view says "no clear trend"). */
const char *xt_cmp_growth_str(xt_arena *ar, bool has, int64_t g, bool leak, double r2);
/* The growth's change for the change column: "" unless both sides are a
 * figure (not "-", not "no trend"). */
const char *xt_cmp_growth_change(xt_arena *ar, const xt_cmp_val *g, const char *before, const char *after);
/* The runtime table's "failing pool" of side (0 BEFORE, 1 AFTER): "-" for
 * a side that never ran (nothing failed or did not), the pool's name where
 * its last execution failed, else "none"; and its "longest retry wait":
 * "-" unknown (no allocator events), the wait, else "none".  One wording
 * for the report and the TUI (the TUI said "none" where the report said
 * "-": a trial). */
const char *xt_cmp_failing_pool(xt_arena *ar, const xt_cmp_runtime *r, int side);
const char *xt_cmp_retry_wait(xt_arena *ar, const xt_cmp_runtime *r, int side);

/* The verdict's change of matched pair c->modules[mi] in a few words, as
 * the TUI's comparison heads it and the report's "Verdict:" says it:
 * "does not fit -> fits", "fits on both", "fails but grows per step ->
 * fits", "needs 3.72 GiB -> 2.40 GiB (read; pools unknown)". */
const char *xt_cmp_verdict_change(xt_arena *ar, const xt_compare *c, size_t mi);
/* Difference bit i (0..XT_NDIFFS-1) with both sides' values: "pool size
 * 144.0 GiB -> 2.79 GiB", and by how much where they print alike:
 * "device memory 192.0 GiB -> 192.0 GiB (16.0 MiB more)".  The report's
 * and the TUI's. */
const char *xt_cmp_diff_detail(xt_arena *ar, const xt_compare *c, unsigned bit);
/* The plan table's figures of pair m as its columns write them (0
 * BEFORE, 1 AFTER; 2, the change, always NULL: its narrow column keeps
 * its figures): in each column parameters, outputs and temp add up to
 * the total as written (xt_fmt_bytes_sum, without bytes); NULL where a
 * figure is none of those four, a column lacks one of them, or one would
 * not fit its 10 columns (then each as xt_fmt_bytes writes it). */
void xt_cmp_plan_figs(xt_arena *ar, const xt_cmp_module *m, const char *out[XT_NCF][3]);
/* A side's word: its plan against its pool (f: 1 fits, 0 not, -1 no
 * pool), its own verdict's severity, whether it waited for memory. */
const char *xt_cmp_fits_word(int f, int sev, bool waited);

#endif
