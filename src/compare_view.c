/* compare_view.c - a comparison of two captures rendered into text models
 * (compare_view.h); --report BEFORE AFTER stacks them. */
#include "compare_view.h"
#include "load.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char *Bs(xt_arena *a, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(a, xt_fmt_bytes(buf, sizeof buf, b));
}

/* A change in bytes: "+104.0 MiB", "-2.12 GiB", "0 B" (with its unit as
 * the cells beside it: a bare "0" under "-936.0 MiB", a trial) */
static const char *Ds(xt_arena *a, int64_t b)
{
    char buf[32];
    return b ? xt_arena_strdup(a, xt_fmt_delta(buf, sizeof buf, b)) : "0 B";
}

static const char *Is(xt_arena *a, int64_t v)
{
    return xt_arena_printf(a, "%lld", (long long)v);
}

static const char *Id(xt_arena *a, int64_t v)
{
    return v ? xt_arena_printf(a, "%+lld", (long long)v) : "0";
}

static const char *S(xt_arena *a, const char *s) { return xt_safe(a, s); }

static const char *side_module_name(const xt_cmp_side *s, size_t m)
{
    return m < s->an->host->nmodules ? s->an->host->modules[m].name : "";
}

/* ---- table rows: label, before, after, change, note ------------------------------ */

/* The tables' columns: 28 + 3 x 11 wide; under 73 columns (--width 52 to 72)
 * 21 + 10 + 10 + 11, the labels in their short forms (lab) and the roles'
 * shares left to the wide report.  Per thread: a report is built on one. */
static _Thread_local int COL_LABEL = 28, COL_VAL = 11;

static void layout_for(int width)
{
    bool narrow = width > 0 && width < 73; /* the widest wide row: the roles, 73 */
    COL_LABEL = narrow ? 21 : 28;
    COL_VAL = narrow ? 10 : 11;
}

static bool narrow_cols(void) { return COL_LABEL < 28; }

/* A label in the narrow tables' short form (at most 18 characters). */
static const char *lab(const char *wide, const char *narrow)
{
    return narrow_cols() ? narrow : wide;
}

static void trow(xt_text *t, const char *label, const char *b, const char *a, const char *chg,
                 xt_attr chg_attr, const char *note)
{
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_DIM, COL_LABEL, false, "  %s", label);
    xt_text_addw(t, XT_A_SIZE, COL_VAL, true, "%s", b);
    xt_text_addw(t, XT_A_SIZE, COL_VAL, true, "%s", a);
    xt_text_addw(t, chg_attr, 11, true, "%s", chg); /* "+529.5 MiB" and a gap */
    if (note && *note)
        xt_text_add(t, XT_A_LABEL, "  %s", note);
}

static void thead(xt_text *t, const char *first)
{
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, COL_LABEL, false, "  %s", first);
    xt_text_addw(t, XT_A_HEAD, COL_VAL, true, "before");
    xt_text_addw(t, XT_A_HEAD, COL_VAL, true, "after");
    xt_text_addw(t, XT_A_HEAD, 11, true, "change");
}

/* A byte figure (or a count) on both sides. */
/* ov: the row's before, after and change as written (xt_cmp_plan_figs),
 * or NULL: each as xt_fmt_bytes writes it */
static void vrow_as(xt_text *t, const char *label, const xt_cmp_val *v, bool bytes, const char *note,
                    const char *const *ov)
{
    xt_arena *ar = t->arena;
    const char *b = v->has_before ? (ov && ov[0] ? ov[0] : bytes ? Bs(ar, v->before) : Is(ar, v->before)) : "-";
    const char *a = v->has_after ? (ov && ov[1] ? ov[1] : bytes ? Bs(ar, v->after) : Is(ar, v->after)) : "-";
    const char *c = "";
    xt_attr ca = XT_A_NORMAL;
    if (xt_cmp_known(v)) {
        int64_t d = xt_cmp_change(v);
        c = ov && ov[2] ? ov[2] : bytes ? Ds(ar, d) : Id(ar, d);
        ca = d < 0 ? XT_A_GOOD : d > 0 ? XT_A_WARN : XT_A_DIM;
    }
    trow(t, label, b, a, c, ca, note);
}

static void vrow(xt_text *t, const char *label, const xt_cmp_val *v, bool bytes, const char *note)
{
    vrow_as(t, label, v, bytes, note, NULL);
}

void xt_cmp_plan_figs(xt_arena *ar, const xt_cmp_module *m, const char *out[XT_NCF][3])
{
    static const xt_cmp_fig f[4] = { XT_CF_PARAMETERS, XT_CF_OUTPUTS, XT_CF_TEMP, XT_CF_TOTAL };
    memset(out, 0, sizeof(const char *[XT_NCF][3]));
    for (int col = 0; col < 2; col++) { /* (the change's column keeps its figures: narrow at 52 columns) */
        int64_t v[4];
        bool known = true;
        for (int i = 0; i < 4; i++) {
            const xt_cmp_val *x = &m->plan[f[i]];
            known &= col == 0 ? x->has_before : col == 1 ? x->has_after : xt_cmp_known(x);
            v[i] = col == 0 ? x->before : col == 1 ? x->after : xt_cmp_change(x);
        }
        if (!known)
            continue;
        char s[4][XT_FMT_SUM_LEN];
        xt_fmt_bytes_sum(s, v, 3, v[3], false);
        bool fits = true; /* in the column's 10 (a TiB's three decimals do not) */
        for (int i = 0; i < 4; i++)
            fits &= strlen(s[i]) <= 10;
        for (int i = 0; i < 4 && fits; i++)
            out[f[i]][col] = xt_arena_strdup(ar, s[i]);
    }
}

static const char *fits_word(int f)
{
    return f < 0 ? "unknown" : f ? "yes" : "no";
}

/* ---- the verdict's change ---------------------------------------------------------- */

int xt_cmp_side_fails(xt_analysis *an, size_t m)
{
    const xt_prepared *x = an ? xt_analysis_prepared(an, m) : NULL;
    if (!x || x->verdict.severity != XT_SEV_BAD)
        return 0;
    const xt_module_runtime *r = xt_analysis_mrt(an, m);
    return r && r->never_launched ? 2 : 1;
}

const char *xt_cmp_fits_note(int fits_before, int fits_after, int before_fails, int after_fails, bool narrow)
{
    /* the plan against an empty pool; a side whose own verdict says it
     * fails (what was in use, an execution that never launched) is not
     * "fits now", nor "fits on both" where it is BEFORE (a BEFORE that
     * failed beside what was in use, against an AFTER that fits, read
     * "fits on both", the words of "neither had a problem": a trial) */
    /* "still" where BEFORE failed as well, measured, or its plan did not
     * fit ("but still fails" beside a BEFORE that only "will not": a
     * trial) */
    if (fits_after == 1 && after_fails == 1) /* nothing failed yet: as its headline's "will not fit" */
        return narrow ? "no room" : before_fails ? "but still will not" : "but will not";
    if (fits_after == 1 && after_fails)
        return narrow ? "but fails" : fits_before == 0 || before_fails > 1 ? "but still fails" : "but fails";
    if (fits_before == 0 && fits_after == 1)
        return "fits now";
    if (fits_before == 0 && fits_after == 0)
        return narrow ? "still no" : "still does not fit";
    if (fits_before == 1 && fits_after == 0)
        return narrow ? "no longer" : "no longer fits";
    /* both plans fit, BEFORE failed for another reason: said so ("no
     * longer fails" beside "yes yes" read as a plan that had been too
     * big: a trial), "will not" where nothing failed yet, as its headline
     * says it ("will not fit (grows per step)": "BEFORE failed" of a side
     * whose every execution launched, a trial) */
    if (fits_before == 1 && fits_after == 1)
        return before_fails ? (narrow ? "ok now" : before_fails > 1 ? "fits both; BEFORE failed" : "fits both; BEFORE will not")
               : narrow     ? "fits both"
                            : "fits on both";
    return "";
}

/* A side in the headline: its plan against its pool, and its own verdict
 * (a plan that fits an empty pool fails when what was in use at its last
 * start does not leave room, or an execution never launched).  Both sides
 * in one form, each capture's state: BEFORE's in the past tense read
 * "fit -> fits", a typo to a trial. */
const char *xt_cmp_fits_word(int f, int sev, bool waited)
{
    /* a plan too big whose side failed: "fails", as a run's host and the
     * side's own title say it, the reason on the side's line under it
     * ("does not fit -> fits" read weaker than the measured failure: a
     * trial) */
    return f == 0 ? sev == XT_SEV_BAD ? "fails" : "does not fit" : waited ? "waits for memory" : sev == XT_SEV_BAD ? "fails"
           : f == -2 ? "plan unknown" : f < 0 ? "pool unknown" : "fits";
}

/* Side's pair waited for memory and every execution launched: memory ran
 * out and was found, not a failure (the side's own verdict says so). */
static bool side_waited(const xt_cmp_runtime *r, bool pair, int side)
{
    const xt_cmp_val *n = &r->never_launched, *w = &r->longest_retry_ps;
    return pair && (side ? n->has_after && !n->after && w->has_after && w->after > 0
                         : n->has_before && !n->before && w->has_before && w->before > 0);
}

/* A side's part of the verdict's change: its word, and " but grows per
 * step" where the pair's runtime grows.  A side that grows and whose own
 * verdict does not fit, though none of its executions failed to launch,
 * "will not fit (grows per step)": what is in use leaves no room for the
 * next step, as the single verdict says ("fails but grows per step ->
 * fits" over a table with no failing pool and nothing that never
 * launched read as a step that failed: a trial). */
static const char *side_change(xt_arena *ar, const xt_cmp_runtime *r, bool pair, int side, int f, int sev,
                               bool waited)
{
    const char *w = xt_cmp_fits_word(f, sev, waited);
    bool leak = pair && (side ? r->leak_after : r->leak_before);
    const xt_cmp_val *n = &r->never_launched;
    bool launched = side ? n->has_after && !n->after : n->has_before && !n->before;
    if (leak && !strcmp(w, "fails") && launched)
        return "will not fit (grows per step)";
    /* "but" after "fits" alone ("fails but grows per step" read as if
     * the growth were the good news: a trial) */
    return xt_arena_printf(ar, "%s%s", w, !leak ? "" : strcmp(w, "fits") ? ", grows per step" : " but grows per step");
}

const char *xt_cmp_verdict_change(xt_arena *ar, const xt_compare *c, size_t mi)
{
    const xt_cmp_module *m = &c->modules[mi];
    const xt_cmp_runtime *r = &c->rt;
    bool pair = mi == c->pair;
    const xt_cmp_val *t = &m->plan[XT_CF_TOTAL];
    if (m->fits_before < 0 && m->fits_after < 0 && xt_cmp_known(t)) {
        /* no pool on either side ("unknown -> unknown" said nothing): what
         * the step needs, which the plans do say */
        char b[32], a[32];
        xt_fmt_bytes(b, sizeof b, t->before);
        xt_fmt_bytes(a, sizeof a, t->after);
        return t->before == t->after
                   ? xt_arena_printf(ar, "needs %s on both (read; pools unknown)", b)
                   : xt_arena_printf(ar, "needs %s -> %s (read; pools unknown)", b, a);
    }
    int sb = XT_SEV_FINE, sa = XT_SEV_FINE;
    xt_verdict(c->before.an, m->before, &sb);
    xt_verdict(c->after.an, m->after, &sa);
    /* a side whose sizes overflowed: said, as its own verdict says it
     * ("fails -> fits but grows per step" over AFTER's 8.00 EiB in use:
     * a trial) */
    const xt_prepared *pb = xt_analysis_prepared(c->before.an, m->before),
                      *pa = xt_analysis_prepared(c->after.an, m->after);
    bool db = pb && pb->verdict.damaged, da = pa && pa->verdict.damaged;
    const char *dmg = db && da ? " (both sides' sizes overflow?)"
                      : db     ? " (BEFORE's sizes overflow?)"
                      : da     ? " (AFTER's sizes overflow?)"
                               : "";
    /* both fine: said once ("fits -> fits" says nothing) */
    bool wb = side_waited(r, pair, 0), wa = side_waited(r, pair, 1);
    if (!strcmp(xt_cmp_fits_word(m->fits_before, sb, wb), "fits") && !strcmp(xt_cmp_fits_word(m->fits_after, sa, wa), "fits") &&
        !(pair && (r->leak_before || r->leak_after)))
        return xt_arena_printf(ar, "fits on both%s", dmg);
    return xt_arena_printf(ar, "%s -> %s%s", side_change(ar, r, pair, 0, m->fits_before, sb, wb),
                           side_change(ar, r, pair, 1, m->fits_after, sa, wa), dmg);
}

/* ---- the head ----------------------------------------------------------------------- */

static void side_lines(xt_text *t, const xt_compare *c, const char *which, const xt_cmp_side *s, int width)
{
    xt_arena *ar = t->arena;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 9, false, "  %s", which);
    xt_text_add(t, XT_A_NORMAL, "%s", S(ar, s->path));
    const char *pool = s->pool >= 0 ? xt_arena_printf(ar, "pool %s %s (measured)", S(ar, s->pool_name),
                                                       Bs(ar, s->pool))
                                    : "pool unknown (no allocator events)";
    const char *dev = s->device_memory > 0
                          ? xt_arena_printf(ar, ", device memory %s (read)", Bs(ar, s->device_memory))
                          : "";
    xt_text_wrap(t, XT_A_DIM, width, 9, "         ",
                 xt_arena_printf(ar, "host %s%s%s%s, JAX %s, %s%s",
                                 /* its file's name when the run's hosts share one hostname */
                                 s->cap && s->nhosts > 1 && s->host_index < s->cap->nhosts
                                     ? xt_cmp_host_label(ar, c, s == &c->after, s->host_index)
                                     : S(ar, s->host),
                                 s->nhosts > 1
                                     ? xt_arena_printf(ar, " (%zu of %zu hosts%s%s)", s->host_index + 1,
                                                       s->nhosts, s->host_why ? ": " : "",
                                                       s->host_why ? s->host_why : "")
                                     : "",
                                 s->run ? ", run " : "", s->run ? S(ar, s->run) : "",
                                 s->jax_version ? S(ar, s->jax_version) : "not recorded", pool, dev));
    if (s->device) /* the device compared: like with like (align_devices) */
        xt_text_wrap(t, s->device_other ? XT_A_WARN : XT_A_DIM, width, 9, "         ",
                     s->device_other
                         ? xt_arena_printf(ar, "on %s, %s; its own pick is another: %s", S(ar, s->device),
                                           S(ar, s->device_why), S(ar, s->device_other))
                         : xt_arena_printf(ar, "on %s%s%s", S(ar, s->device), s->device_why ? ": " : "",
                                           s->device_why ? S(ar, s->device_why) : ""));
    if (s->worst_other) /* a trial compared host-14 with host-14 and never saw AFTER's worst */
        xt_text_wrap(t, XT_A_WARN, width, 9, "         ",
                     xt_arena_printf(ar, "its run's worst host is another: %s", S(ar, s->worst_other)));
    if (s->nunread) { /* the run's hosts left out of the choice */
        const char *names = "";
        for (size_t i = 0; i < s->nunread && i < 3; i++)
            names = xt_arena_printf(ar, "%s%s%s", names, i ? ", " : "", S(ar, s->unread_host[i]));
        if (s->nunread > 3)
            names = xt_arena_printf(ar, "%s and %zu more", names, s->nunread - 3);
        xt_text_wrap(t, XT_A_WARN, width, 9, "         ",
                     xt_arena_printf(ar, "%zu of %zu hosts cannot be read: %s (not compared; %s)",
                                     s->nunread, s->nhosts, names,
                                     t->screen ? "x, then H in this side's own view, says why"
                                               : "stderr says why"));
    }
}

const char *xt_cmp_diff_detail(xt_arena *ar, const xt_compare *c, unsigned bit)
{
    const xt_cmp_side *b = &c->before, *a = &c->after;
    const char *vb = "", *va = "";
    switch (1u << bit) {
    case XT_DIFF_JAX:
        vb = b->jax_version ? S(ar, b->jax_version) : "not recorded";
        va = a->jax_version ? S(ar, a->jax_version) : "not recorded";
        break;
    case XT_DIFF_ALLOCATOR:
        vb = b->pool_name ? S(ar, b->pool_name) : "none";
        va = a->pool_name ? S(ar, a->pool_name) : "none";
        break;
    case XT_DIFF_DEVICE:
        vb = b->device_memory > 0 ? Bs(ar, b->device_memory) : "unknown";
        va = a->device_memory > 0 ? Bs(ar, a->device_memory) : "unknown";
        break;
    case XT_DIFF_POOL:
        vb = b->pool >= 0 ? Bs(ar, b->pool) : "unknown";
        va = a->pool >= 0 ? Bs(ar, a->pool) : "unknown";
        break;
    }
    /* sizes that print alike but differ (192.0 GiB -> 192.0 GiB, 16 MiB
     * apart: a "difference" the figures did not show, a trial): by how
     * much */
    int64_t xb = (1u << bit) == XT_DIFF_DEVICE ? b->device_memory : (1u << bit) == XT_DIFF_POOL ? b->pool : -1,
            xa = (1u << bit) == XT_DIFF_DEVICE ? a->device_memory : (1u << bit) == XT_DIFF_POOL ? a->pool : -1;
    if (xb >= 0 && xa >= 0 && xb != xa && !strcmp(vb, va))
        return xt_arena_printf(ar, "%s %s -> %s (%s %s)", xt_cmp_diff_name(bit), vb, va,
                               Bs(ar, xa > xb ? xa - xb : xb - xa), xa > xb ? "more" : "less");
    return xt_arena_printf(ar, "%s %s -> %s", xt_cmp_diff_name(bit), vb, va);
}

static void verdict_line(xt_text *t, const char *which, const xt_cmp_side *s, size_t m, int width)
{
    const xt_prepared *p = m < s->an->host->nmodules ? xt_analysis_prepared(s->an, m) : NULL;
    const char *prefix = xt_arena_printf(t->arena, "  %-7s", which);
    if (!p) {
        xt_text_wrap(t, XT_A_DIM, width, 9, prefix, "no compiled modules in this capture");
        return;
    }
    xt_severity sev = p->verdict.severity;
    /* the one device that ran it and failed: "failed: ", as the TUI's
     * before/after rows and the side's own title say it ("needs 3.72 GiB
     * > pool 2.79 GiB" alone, under "does not fit -> fits", read as a
     * forecast, not an OOM the capture measured) */
    /* one of several devices: its figures too, as its own report says them */
    const char *v = xt_verdict_as_failed(t->arena, s->an, m, xt_verdict_with_figures(t->arena, p));
    xt_text_wrap(t, sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_GOOD, width, 9,
                 prefix, xt_arena_printf(t->arena, "%s: %s", S(t->arena, side_module_name(s, m)), v));
}

static const char *pair_names(xt_arena *ar, const xt_compare *c, const xt_cmp_module *m);

/* A side's run in one phrase: "2 of 12 fail, 3 with a warning"; "1
 * host" when the side is not a run. */
const char *xt_cmp_hosts_tally(xt_arena *ar, const xt_cmp_side *s)
{
    if (!s->counted)
        return "1 host";
    const char *t = xt_arena_printf(ar, "%zu of %zu fail%s", s->nfail, s->nhosts, s->nfail == 1 ? "s" : "");
    if (s->nwarn)
        t = xt_arena_printf(ar, "%s, %zu with a warning", t, s->nwarn);
    if (s->nunknown)
        t = xt_arena_printf(ar, "%s, %zu unread", t, s->nunknown);
    return t;
}

const char *xt_cmp_no_pair_why(const xt_compare *c)
{
    /* neither: "BEFORE has none" named one side of two alike (a review) */
    return c->before.module == SIZE_MAX && c->after.module == SIZE_MAX ? "neither capture has compiled modules"
           : c->before.module == SIZE_MAX                               ? "BEFORE has no compiled modules"
                                                                        : "AFTER has no compiled modules";
}

void xt_cmp_side_verdicts(xt_text *t, const xt_compare *c, int width)
{
    xt_arena *ar = t->arena;
    for (int k = 0; k < 2; k++) {
        const xt_cmp_side *sd = k ? &c->after : &c->before;
        int sev = XT_SEV_FINE;
        const char *v = sd->an ? xt_host_verdict(sd->an, &sev) : NULL; /* (prepares it) */
        /* as its own report says it, figures and all ("GPU 0 failed ..."
         * without "needs 3.72 GiB (read) > pool ...": a trial) */
        const char *line = v ? xt_view_verdict_line(ar, sd->an, &sev) : NULL;
        xt_text_wrap(t, sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_GOOD, width, 9,
                     k ? "  after  " : "  before ", line ? line : v ? S(ar, v) : "no verdict (nothing read)");
    }
}

const char *xt_cmp_own_pick(xt_arena *ar, const xt_compare *c, int *sev)
{
    /* AFTER read on BEFORE's device while its own pick failed or waited:
     * said in the verdict, not only under the head ("fails -> fits" over
     * AFTER's GPU 3 that waited ~3 s: a trial; the TUI's first row too,
     * which said "fails -> fits" alone: a later trial) */
    if (!c->after.device_other || c->after.rank_own.severity <= XT_SEV_FINE)
        return "";
    if (c->after.rank_own.severity > *sev)
        *sev = c->after.rank_own.severity;
    return xt_arena_printf(ar, "; AFTER's own pick: %s", S(ar, c->after.device_other));
}

const char *xt_cmp_on_host(xt_arena *ar, const xt_compare *c)
{
    /* a run on either side: both sides' hosts where they differ (a run
     * beside one file named the run's host alone, which read as both's:
     * a trial) */
    if (c->before.nhosts <= 1 && c->after.nhosts <= 1)
        return "";
    const char *b = c->before.label, *a = c->after.label;
    if (!b && !a)
        return "";
    if (b && a && strcmp(b, a))
        return xt_arena_printf(ar, " on %s -> %s", S(ar, b), S(ar, a));
    return xt_arena_printf(ar, " on %s", S(ar, b ? b : a));
}

const char *xt_cmp_run_still(xt_arena *ar, const xt_compare *c, int after_sev)
{
    if (!c->after.counted || !c->after.nfail || after_sev >= XT_SEV_BAD)
        return "";
    /* "still" only of hosts that failed in BEFORE too, "now" of hosts
     * that did not (the hosts' rows say which): "still fails" beside "now
     * fails: fixture-host" (BEFORE's 0 of 2 failing, or one capture that
     * waited) read as a contradiction (a review) */
    size_t still = c->host_counts[XT_HC_STILL_FAILS], now = c->host_counts[XT_HC_NOW_FAILS];
    return xt_arena_printf(ar, "; AFTER's run %sfails: %zu of %zu host%s",
                           still && !now ? "still " : now && !still ? "now " : "", c->after.nfail,
                           c->after.nhosts, c->after.nhosts == 1 ? "" : "s");
}

void xt_view_cmp_head(xt_text *t, const xt_compare *c, int width)
{
    xt_arena *ar = t->arena;
    t->title = "Comparison";
    xt_text_line(t, XT_A_TITLE, "xoomtui comparison: BEFORE -> AFTER");
    /* the answer first, as the TUI heads it: "fits now" was first said
     * on row 31, after the paths, pools and tables (a trial) */
    if (c->pair >= c->nmodules) {
        /* no pair: each side's own verdict, the answer first still (the
         * report opened on paths and "(no pair of modules)": a trial) */
        xt_text_line(t, XT_A_WARN, "Verdict: no pair of modules to compare (%s); each alone:", xt_cmp_no_pair_why(c));
        xt_cmp_side_verdicts(t, c, width);
    }
    if (c->pair < c->nmodules) {
        const xt_cmp_module *pm = &c->modules[c->pair];
        int sev = XT_SEV_FINE;
        xt_verdict(c->after.an, pm->after, &sev);
        const char *still = xt_cmp_run_still(ar, c, sev);
        const char *own = xt_cmp_own_pick(ar, c, &sev);
        if (*still && sev < XT_SEV_BAD)
            sev = XT_SEV_BAD;
        /* in a run, the host it is of, and the run's hosts that still
         * fail ("fails -> fits" pasted into a ticket read as the job
         * fixed, where another host still failed: a trial) */
        xt_text_wrap(t, sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_GOOD, width, 9,
                     "Verdict: ",
                     xt_arena_printf(ar, "%s (%s%s)%s%s%s", xt_cmp_verdict_change(ar, c, c->pair),
                                     pair_names(ar, c, pm), xt_cmp_on_host(ar, c), own, still,
                                     pm->by_name ? "" : "; two different programs: no fix's effect"));
        const char *ids = "";
        for (size_t i = 0; i < c->ngone; i++)
            ids = xt_arena_printf(ar, "%s%s%s", ids, i ? ", " : "", S(ar, c->gone[i]));
        const char *rem = "";
        for (size_t i = 0; i < c->nremaining; i++)
            rem = xt_arena_printf(ar, "%s%s%s", rem, i ? ", " : "", S(ar, c->remaining[i]));
        const char *fresh = "";
        for (size_t i = 0; i < c->nnew; i++)
            fresh = xt_arena_printf(ar, "%s%s%s", fresh, i ? ", " : "", S(ar, c->fresh[i]));
        const char *moved = "";
        for (size_t i = 0; i < c->nelsewhere; i++)
            moved = xt_arena_printf(ar, "%s%s%s", moved, i ? ", " : "", S(ar, c->elsewhere[i]));
        if (c->nelsewhere) /* the moved side's own pick has them (a trial) */
            moved = xt_arena_printf(ar, "%s%s on %s's %s", c->ngone || c->nremaining || c->nnew ? "; " : "",
                                    moved, xt_cmp_elsewhere_whose(c), xt_cmp_elsewhere_device(ar, c));
        if (pm->by_name && (c->ngone || c->nremaining || c->nnew || c->nelsewhere))
            xt_text_wrap(t, XT_A_DIM, width, 9, "         ",
                         xt_arena_printf(ar, "diagnosis lines: %s%s%s%s%s%s%s%s%s (at the end)",
                                         c->ngone ? "gone " : "", ids,
                                         c->ngone && (c->nremaining || c->nnew) ? "; " : "",
                                         c->nremaining ? "remaining " : "", rem,
                                         c->nremaining && c->nnew ? "; " : "", c->nnew ? "new " : "",
                                         fresh, moved));
        if (c->before.counted || c->after.counted)
            xt_text_wrap(t, XT_A_DIM, width, 9, "         ",
                         xt_arena_printf(ar, "hosts: %s -> %s (the verdict is the host compared)",
                                         xt_cmp_hosts_tally(ar, &c->before), xt_cmp_hosts_tally(ar, &c->after)));
        const char *failing = xt_cmp_hosts_failing(ar, c);
        if (failing)
            xt_text_wrap(t, XT_A_DIM, width, 9, "         ", failing);
        const char *two = xt_cmp_two_hosts(ar, c);
        if (two)
            xt_text_wrap(t, XT_A_WARN, width, 9, "         ", two);
    }
    side_lines(t, c, "before", &c->before, width);
    side_lines(t, c, "after", &c->after, width);
    if (!c->diffs) {
        /* "same" only of what both sides record ("same JAX" of two
         * captures without a version: a trial) */
        const xt_cmp_side *b = &c->before, *af = &c->after;
        bool known[XT_NDIFFS] = { b->jax_version && af->jax_version, b->pool_name && af->pool_name,
                                  b->device_memory >= 0 && af->device_memory >= 0, b->pool >= 0 && af->pool >= 0 };
        static const char *const what[XT_NDIFFS] = { "JAX", "allocator", "device memory", "pool" };
        const char *same = "", *unknown = "";
        for (unsigned i = 0; i < XT_NDIFFS; i++) {
            const char **l = known[i] ? &same : &unknown;
            *l = xt_arena_printf(ar, "%s%s%s", *l, **l ? ", " : "", what[i]);
        }
        xt_text_wrap(t, XT_A_DIM, width, 4, "",
                     xt_arena_printf(ar, "Differences beyond the program: none%s (%s%s%s%s%s)", *same ? "" : " seen",
                                     *same ? "same " : "", same, *same && *unknown ? "; " : "", unknown,
                                     *unknown ? " not recorded on either side" : ""));
    } else {
        const char *s = "";
        for (unsigned i = 0; i < XT_NDIFFS; i++)
            if (c->diffs & (1u << i))
                s = xt_arena_printf(ar, "%s%s%s", s, *s ? "; " : "", xt_cmp_diff_detail(ar, c, i));
        if (c->diffs & (XT_DIFF_POOL | XT_DIFF_DEVICE))
            s = xt_arena_printf(ar, "%s (a different pool changes \"fits\" without any program "
                                    "change)", s);
        xt_text_wrap(t, XT_A_WARN, width, 4, "Differences beyond the program: ", s);
    }
    if (c->pair < c->nmodules) { /* (no pair: the verdict above says so) */
        const xt_cmp_module *m = &c->modules[c->pair];
        if (c->pair_why)
            xt_text_line(t, XT_A_HEAD, "The pair %s names%s", S(t->arena, c->pair_why),
                         m->by_name ? "" : ": names differ");
        else
            xt_text_line(t, XT_A_HEAD, "Default pair (the module each capture selects on its own)%s",
                         m->by_name ? "" : ": names differ");
        verdict_line(t, "before", &c->before, m->before, width);
        verdict_line(t, "after", &c->after, m->after, width);
        if (!m->by_name)
            xt_text_wrap(t, XT_A_WARN, width, 4, "  ",
                         "two different programs, not one step before and after a fix: "
                         "their figures are set side by side, no change is called a fix's "
                         "effect and no estimate is checked");
    }
    xt_view_cmp_modules(t, c, 10, width);
}

/* "jit_f(12->17)": the name once when only the ids differ, as the TUI's
 * modules pane writes a pair of twins ("_normal(9->13)"; this list's
 * "jit__normal(9) -> (13)" read as another form, and had no room in the
 * 80x24 pane's 14 columns) */
static const char *pair_names(xt_arena *ar, const xt_compare *c, const xt_cmp_module *m)
{
    const char *bn = c->before.an->host->modules[m->before].name;
    const char *an = c->after.an->host->modules[m->after].name;
    if (!strcmp(bn, an))
        return S(ar, bn);
    size_t nl = m->by_name ? strlen(m->name) : 0, bl = strlen(bn), al = strlen(an);
    /* both "NAME(id)": the name, then the ids */
    if (m->by_name && bl > nl + 2 && al > nl + 2 && !strncmp(bn, m->name, nl) && !strncmp(an, m->name, nl) &&
        bn[nl] == '(' && an[nl] == '(' && bn[bl - 1] == ')' && an[al - 1] == ')')
        return S(ar, xt_arena_printf(ar, "%.*s->%s", (int)(bl - 1), bn, an + nl + 1));
    return xt_arena_printf(ar, "%s -> %s", S(ar, bn), S(ar, an));
}

/* How many of a side's unmatched modules have the name of the other
 * side's module in a pair across names: unpaired, not only in that side. */
static size_t namesakes(const xt_compare *c, int side)
{
    size_t n = 0, k = side ? c->nadded : c->nremoved;
    for (size_t i = 0; i < k; i++)
        n += xt_cmp_namesake_in_pair(c, side, side ? c->added[i] : c->removed[i]);
    return n;
}

/* "only in BEFORE (26): a, b, c and 23 more" */
static void unmatched_line(xt_text *t, const xt_compare *c, int side, size_t limit, int width)
{
    xt_arena *ar = t->arena;
    const char *which = side ? "AFTER" : "BEFORE";
    const xt_cmp_side *s = side ? &c->after : &c->before;
    const size_t *v = side ? c->added : c->removed;
    size_t n = side ? c->nadded : c->nremoved;
    if (!n)
        return;
    const char *list = "";
    size_t shown = limit && n > limit ? limit : n;
    /* a namesake of the other side's module in a pair across names is
     * not only here: the pair took its partner (a trial read "only in"
     * as absent from the other capture) */
    for (size_t i = 0; i < shown; i++)
        list = xt_arena_printf(ar, "%s%s%s%s", list, i ? ", " : "", S(ar, side_module_name(s, v[i])),
                               xt_cmp_namesake_in_pair(c, side, v[i])
                                   ? xt_arena_printf(ar, " (%s's is in the pair *)", side ? "BEFORE" : "AFTER")
                                   : "");
    if (shown < n)
        list = xt_arena_printf(ar, "%s and %zu more", list, n - shown);
    xt_text_wrap(t, XT_A_DIM, width, 4,
                 xt_arena_printf(ar, "  %s %s (%zu): ", namesakes(c, side) ? "unpaired in" : "only in", which, n),
                 list);
}

void xt_view_cmp_modules(xt_text *t, const xt_compare *c, size_t limit, int width)
{
    xt_arena *ar = t->arena;
    size_t nnamed = 0;
    for (size_t i = 0; i < c->nmodules; i++)
        nnamed += c->modules[i].by_name;
    /* the default pair across names counted too: each module is in one
     * place, and "0 matched, 0 only in BEFORE, 0 only in AFTER" over a
     * row left that row unexplained */
    bool cross = c->pair < c->nmodules && !c->modules[c->pair].by_name;
    xt_text_line(t, XT_A_HEAD, "Modules: %zu %s,%s %zu %s BEFORE, %zu %s AFTER", nnamed,
                 cross ? "by name" : "matched by name", cross ? " 1 across names (*)," : "", c->nremoved,
                 namesakes(c, 0) ? "unpaired in" : "only in", c->nadded, namesakes(c, 1) ? "unpaired in" : "only in");
    if (c->nmodules) {
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_HEAD, 12, true, "before");
        xt_text_addw(t, XT_A_HEAD, 11, true, "after");
        xt_text_addw(t, XT_A_HEAD, 12, true, "change");
        xt_text_add(t, XT_A_HEAD, width > 0 && width < 73 ? "  total needed (read)" : "  total the step needs (read)");
    }
    size_t shown = 0, hidden = 0;
    for (size_t i = 0; i < c->nmodules; i++) {
        const xt_cmp_module *m = &c->modules[i];
        const xt_cmp_val *v = &m->plan[XT_CF_TOTAL];
        /* the default pair is always listed */
        if (limit && shown >= limit && i != c->pair) {
            hidden++;
            continue;
        }
        shown++;
        xt_text_row(t, XT_T_CMP_MODULE, i);
        xt_text_add(t, i == c->pair ? XT_A_BAD : XT_A_NORMAL, "%s", i == c->pair ? "* " : "  ");
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", v->has_before ? Bs(ar, v->before) : "-");
        xt_text_addw(t, XT_A_SIZE, 11, true, "%s", v->has_after ? Bs(ar, v->after) : "-");
        xt_text_addw(t, XT_A_NORMAL, 12, true, "%s", xt_cmp_known(v) ? Ds(ar, xt_cmp_change(v)) : "");
        xt_text_add(t, XT_A_NORMAL, "  %s", pair_names(ar, c, m));
    }
    if (hidden)
        xt_text_line(t, XT_A_DIM, "  ... %zu more matched modules", hidden);
    unmatched_line(t, c, 0, limit, width);
    unmatched_line(t, c, 1, limit, width);
}

/* ---- plan ---------------------------------------------------------------------------- */

void xt_view_cmp_plan(xt_text *t, const xt_compare *c, size_t mi, int width)
{
    layout_for(width);
    xt_arena *ar = t->arena;
    if (mi >= c->nmodules)
        return;
    const xt_cmp_module *m = &c->modules[mi];
    t->title = xt_arena_printf(ar, "Plan of %s, before -> after", S(ar, m->name));
    xt_text_line(t, XT_A_HEAD, "Plan of %s", pair_names(ar, c, m));
    xt_text_line(t, XT_A_DIM, "  (read from the buffer assignments, memory space 0)");
    if (!m->has_plan_before || !m->has_plan_after)
        xt_text_line(t, XT_A_WARN, "  no buffer assignment in %s",
                     !m->has_plan_before && !m->has_plan_after ? "either capture"
                     : !m->has_plan_before                     ? "BEFORE"
                                                               : "AFTER");
    thead(t, "figure (read)");
    /* parameters, outputs and temp add up to the total as written, in
     * each column (48.8 + 48.8 MiB over 97.5 MiB: a trial) */
    const char *fs[XT_NCF][3];
    xt_cmp_plan_figs(ar, m, fs);
    for (int f = 0; f < XT_NCF; f++)
        vrow_as(t,
                f == XT_CF_OUTPUTS ? lab(xt_cmp_fig_label((xt_cmp_fig)f), "fresh outputs")
                : f == XT_CF_TOTAL ? lab(xt_cmp_fig_label((xt_cmp_fig)f), "total needed")
                                   : xt_cmp_fig_label((xt_cmp_fig)f),
                &m->plan[f], f != XT_CF_REMAT, f == XT_CF_REMAT && !narrow_cols() ? "named .remat" : "", fs[f]);
    vrow(t, lab("its pool (measured)", "pool (measured)"), &m->pool, true, "");
    int after_fails = xt_cmp_side_fails(c->after.an, m->after),
        before_fails = xt_cmp_side_fails(c->before.an, m->before);
    const char *note = xt_cmp_fits_note(m->fits_before, m->fits_after, before_fails, after_fails, false);
    xt_text_row(t, 0, 0);
    /* the plan alone against the pool: "yes yes" then "fails" under a
     * label that said only "fits" read as a contradiction (a trial) */
    xt_text_addw(t, XT_A_DIM, COL_LABEL, false, "  %s", lab("plan alone fits pool", "plan fits pool"));
    xt_text_addw(t, m->fits_before == 0 ? XT_A_BAD : XT_A_GOOD, COL_VAL, true, "%s",
                 fits_word(m->fits_before));
    xt_text_addw(t, m->fits_after == 0 ? XT_A_BAD : XT_A_GOOD, COL_VAL, true, "%s",
                 fits_word(m->fits_after));
    if (narrow_cols()) /* the note's short form, still a change */
        note = xt_cmp_fits_note(m->fits_before, m->fits_after, before_fails, after_fails, true);
    /* narrow: in the change column (still a change); else after it, where
     * every other row's note starts ("fits on both" right-aligned to
     * column 72 beside "named .remat" at 64: a trial) */
    xt_attr na = m->fits_after == 0 || after_fails ? XT_A_BAD : XT_A_GOOD;
    int room = width > 0 ? width : 80;
    if (narrow_cols()) {
        xt_text_addw(t, na, 11, true, "%s", note);
    } else if (COL_LABEL + 2 * COL_VAL + 13 + (int)xt_utf8_width(note) <= room) {
        xt_text_addw(t, XT_A_NORMAL, 11, true, "%s", "");
        xt_text_add(t, na, "  %s", note);
    } else { /* "still does not fit" there ends past 80 columns and folded (a review) */
        int nw = (int)xt_utf8_width(note) + 2; /* a longer note two columns off "yes" */
        xt_text_addw(t, na, nw > 22 ? nw : 22, true, "%s", note);
    }
    if (!xt_cmp_known(&m->roles[0]))
        return;
    xt_text_line(t, XT_A_HEAD, narrow_cols() ? "Heap peak by role (read; bytes)"
                                             : "Heap peak by role (read; bytes and share of each side's heap peak)");
    xt_text_row(t, 0, 0);
    bool nr = narrow_cols(); /* bytes only: the shares to the wide report */
    xt_text_addw(t, XT_A_HEAD, COL_LABEL, false, "  role");
    xt_text_addw(t, XT_A_HEAD, nr ? COL_VAL : 17, true, "before");
    xt_text_addw(t, XT_A_HEAD, nr ? COL_VAL : 17, true, "after");
    xt_text_addw(t, XT_A_HEAD, 11, true, "change");
    for (int r = 0; r < XT_NROLES; r++) {
        const xt_cmp_val *v = &m->roles[r];
        int64_t d = xt_cmp_change(v);
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_DIM, COL_LABEL, false, "  %s",
                     nr ? xt_role_name((xt_role)r) : xt_role_label((xt_role)r));
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, v->before));
        if (!nr)
            xt_text_addw(t, XT_A_NORMAL, 7, true, "%.1f%%", xt_half_up(isnan(m->share_before[r]) ? 0.0 : m->share_before[r], 1));
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, v->after));
        if (!nr)
            xt_text_addw(t, XT_A_NORMAL, 7, true, "%.1f%%", xt_half_up(isnan(m->share_after[r]) ? 0.0 : m->share_after[r], 1));
        xt_text_addw(t, d < 0 ? XT_A_GOOD : d > 0 ? XT_A_WARN : XT_A_DIM, 11, true, "%s", Ds(ar, d));
    }
}

/* ---- live at the peak ----------------------------------------------------------------- */

static const char *count_bytes(xt_arena *ar, size_t n, int64_t b)
{
    return n ? xt_arena_printf(ar, "%zux %s", n, Bs(ar, b)) : "-";
}

void xt_view_cmp_live(xt_text *t, const xt_compare *c, size_t mi, size_t limit, bool same)
{
    xt_arena *ar = t->arena;
    int wv = narrow_cols() ? 14 : 17, wc = narrow_cols() ? 11 : 12; /* --width 52: 14 + 14 + 11 + "disappeared" */
    if (mi >= c->nmodules)
        return;
    const xt_cmp_module *m = &c->modules[mi];
    t->title = xt_arena_printf(ar, "Live at the heap peak of %s, before -> after", S(ar, m->name));
    xt_text_line(t, XT_A_HEAD, "Live at the heap peak by shape, role and line (read), largest "
                               "change first");
    if (m->live_unknown) {
        xt_text_line(t, XT_A_WARN, "  unknown: %s", m->live_unknown);
        return;
    }
    if (!m->ngroups) {
        xt_text_line(t, XT_A_DIM, "  (no live buffers at the heap peak on either side)");
        return;
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, wv, true, "before");
    xt_text_addw(t, XT_A_HEAD, wv, true, "after");
    xt_text_addw(t, XT_A_HEAD, wc, true, "change");
    xt_text_add(t, XT_A_HEAD, "  group");
    size_t shown = 0, nsame = 0, hidden = 0, nmoved = 0;
    int64_t same_bytes = 0, hidden_change = 0;
    for (size_t i = 0; i < m->ngroups; i++) {
        const xt_cmp_group *g = &m->groups[i];
        bool is_same = g->status == XT_CG_SAME;
        if (is_same) {
            nsame++;
            nmoved += g->after_source != NULL;
            same_bytes = xt_sat_add(same_bytes, g->before_bytes);
            if (!same)
                continue;
        }
        if (limit && shown >= limit) {
            hidden++;
            hidden_change = xt_sat_add(hidden_change, xt_sat_sub(g->after_bytes, g->before_bytes));
            continue;
        }
        int64_t d = xt_sat_sub(g->after_bytes, g->before_bytes);
        xt_text_row(t, XT_T_CMP_GROUP, i);
        xt_text_addw(t, XT_A_SIZE, wv, true, "%s", count_bytes(ar, g->before_count, g->before_bytes));
        xt_text_addw(t, XT_A_SIZE, wv, true, "%s", count_bytes(ar, g->after_count, g->after_bytes));
        xt_text_addw(t, d < 0 ? XT_A_GOOD : d > 0 ? XT_A_WARN : XT_A_DIM, wc, true, "%s", Ds(ar, d));
        xt_text_add(t, g->status == XT_CG_SAME ? XT_A_DIM : XT_A_HEAD, "  %s",
                    xt_cmp_status_name(g->status));
        xt_text_row(t, XT_T_CMP_GROUP, i);
        xt_text_add(t, XT_A_NORMAL, "      %s %s%s%s", S(ar, g->shape), xt_role_name(g->role),
                    *g->source ? " " : "", S(ar, g->source));
        if (g->after_source) /* matched by shape and role, its line another */
            xt_text_add(t, XT_A_NORMAL, " -> %s (line differs)", *g->after_source ? S(ar, g->after_source) : "?");
        shown++;
    }
    if (hidden)
        xt_text_line(t, XT_A_DIM, "  ... %zu more groups that differ (%s in all)", hidden,
                     Ds(ar, hidden_change));
    if (nsame && !same) {
        xt_text_line(t, XT_A_DIM, "  %zu group%s unchanged: %s on each side%s", nsame,
                     nsame == 1 ? "" : "s", Bs(ar, same_bytes),
                     nmoved ? xt_arena_printf(ar, "; %zu of them from another line in AFTER", nmoved) : "");
        /* which lines (a renamed script: the same buffer, not one gone
         * and one new) */
        for (size_t i = 0, k = 0; i < m->ngroups && k < 3; i++) {
            const xt_cmp_group *g = &m->groups[i];
            if (g->status != XT_CG_SAME || !g->after_source)
                continue;
            k++;
            xt_text_line(t, XT_A_DIM, "    %s %s %s -> %s", S(ar, g->shape), xt_role_name(g->role),
                         *g->source ? S(ar, g->source) : "?", *g->after_source ? S(ar, g->after_source) : "?");
        }
    }
}

/* ---- runtime ---------------------------------------------------------------------------- */

/* growth per execution of one side: "none" below the flat bar (unless the
 * rule calls it a leak), "-" without a fit */
const char *xt_cmp_growth_str(xt_arena *ar, bool has, int64_t g, bool leak, double r2)
{
    if (!has)
        return "-";
    if (llabs(g) < (int64_t)XT_GROWTH_FLAT_BYTES && !leak)
        return "none";
    /* a slope through noise is no trend (as the runtime view says it) */
    if (!leak && !(r2 >= XT_GROWTH_MIN_R2))
        return "no trend";
    return Ds(ar, g);
}

/* The change of the growth, when both sides are a figure: between slopes
 * through noise ("no trend -> no trend  +614.4 MiB": a trial) it says
 * nothing. */
const char *xt_cmp_failing_pool(xt_arena *ar, const xt_cmp_runtime *r, int side)
{
    const xt_cmp_val *e = &r->executions;
    if (!(side ? e->has_after && e->after > 0 : e->has_before && e->before > 0))
        return "-";
    if (!(side ? r->last_failed_after : r->last_failed_before))
        return "none";
    const char *pool = side ? r->allocator_after : r->allocator_before;
    return pool ? S(ar, pool) : "-";
}

const char *xt_cmp_retry_wait(xt_arena *ar, const xt_cmp_runtime *r, int side)
{
    const xt_cmp_val *w = &r->longest_retry_ps;
    if (!(side ? w->has_after : w->has_before))
        return "-";
    int64_t ps = side ? w->after : w->before;
    char b[32] = "none";
    if (ps > 0)
        xt_fmt_dur(b, sizeof b, ps);
    return xt_arena_strdup(ar, b);
}

const char *xt_cmp_growth_change(xt_arena *ar, const xt_cmp_val *g, const char *before, const char *after)
{
    if (!xt_cmp_known(g) || !strcmp(before, "no trend") || !strcmp(after, "no trend"))
        return "";
    return Ds(ar, xt_cmp_change(g));
}

void xt_view_cmp_runtime(xt_text *t, const xt_compare *c, size_t max_rows, int width)
{
    layout_for(width);
    xt_arena *ar = t->arena;
    const xt_cmp_runtime *r = &c->rt;
    t->title = "Runtime, before -> after";
    xt_text_line(t, XT_A_HEAD, "Runtime of the pair (measured from allocator and execution events)");
    if (c->pair == SIZE_MAX) {
        xt_text_line(t, XT_A_DIM, "  (no pair of modules)");
        return;
    }
    /* two programs' changes are no fix's effect: their notes are not
     * said (a trial's unrelated runs read "the leak is gone") */
    bool same = c->modules[c->pair].by_name;
    if (!same)
        xt_text_wrap(t, XT_A_WARN, width, 4, "  ", "two different programs: side by side, no change "
                                                   "is called a fix's effect");
    /* its columns named as the plan's table names them (none: a trial) */
    thead(t, "figure (measured)");
    trow(t, "pool", r->allocator_before ? S(ar, r->allocator_before) : "none",
         r->allocator_after ? S(ar, r->allocator_after) : "none", "", XT_A_NORMAL, "");
    vrow(t, "executions", &r->executions, false, "");
    vrow(t, lab("never launched a kernel", "never launched"), &r->never_launched, false, "");
    bool ran_b = r->executions.has_before && r->executions.before > 0;
    bool ran_a = r->executions.has_after && r->executions.after > 0;
    trow(t, "failing pool", xt_cmp_failing_pool(ar, r, 0), xt_cmp_failing_pool(ar, r, 1), "",
         XT_A_NORMAL, same && r->last_failed_before && ran_a && !r->last_failed_after ? "the OOM is gone"
                      /* the other way too (a pair in the reverse order
                       * said nothing: a trial) */
                      : same && ran_b && !r->last_failed_before && r->last_failed_after ? "the OOM is new"
                                                                                       : "");
    vrow(t, lab("in use at the first start", "in use, 1st start"), &r->in_use_first, true, "");
    vrow(t, lab("in use at the last start", "in use, last start"), &r->in_use_last, true, "");
    /* growth: inferred from a line fit */
    const char *note = "";
    if (!same)
        note = "";
    else if (r->leak_before && !r->leak_after && r->growth.has_after)
        note = "the leak is gone";
    else if (r->leak_before && r->leak_after)
        note = "still grows";
    else if (!r->leak_before && r->leak_after)
        note = "grows now";
    const char *gb = xt_cmp_growth_str(ar, r->growth.has_before, r->growth.before, r->leak_before,
                                       r->growth_r2_before),
               *ga = xt_cmp_growth_str(ar, r->growth.has_after, r->growth.after, r->leak_after,
                                       r->growth_r2_after);
    trow(t, lab("growth/exec (inferred)", "growth (inferred)"), gb, ga,
         xt_cmp_growth_change(ar, &r->growth, gb, ga), XT_A_NORMAL, note);
    trow(t, lab("longest retry wait", r->retry_inferred_before || r->retry_inferred_after ? "wait (inferred)"
                                                                                           : "retry wait"),
         xt_cmp_retry_wait(ar, r, 0), xt_cmp_retry_wait(ar, r, 1), "", XT_A_NORMAL,
         r->retry_inferred_before || r->retry_inferred_after
             ? xt_arena_printf(ar, "inferred (%s)", !r->retry_inferred_after ? "BEFORE"
                                                    : !r->retry_inferred_before ? "AFTER"
                                                                                : "both")
             : "");
    size_t n = r->nseries_before > r->nseries_after ? r->nseries_before : r->nseries_after;
    if (!n)
        return;
    xt_text_line(t, XT_A_HEAD, "In use at each execution start (measured)");
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 7, true, "#");
    xt_text_addw(t, XT_A_HEAD, 14, true, "before");
    xt_text_addw(t, XT_A_HEAD, 14, true, "after");
    xt_text_addw(t, XT_A_HEAD, 14, true, "change");
    size_t head = 3, tail = max_rows > head ? max_rows - head : 0, skipped = 0;
    size_t nb = r->nseries_before, na = r->nseries_after;
    for (size_t i = 0; i < n; i++) {
        /* the first rows, and the last of each side: BEFORE's 12 against
         * AFTER's 88 showed only AFTER's last, never BEFORE's leak */
        bool last_b = i < nb && i + tail >= nb, last_a = i < na && i + tail >= na;
        if (max_rows && n > max_rows && i >= head && !last_b && !last_a) {
            skipped++;
            continue;
        }
        if (skipped) {
            xt_text_line(t, XT_A_DIM, "        ... %zu more executions", skipped);
            skipped = 0;
        }
        int64_t b = i < r->nseries_before ? r->series_before[i] : -1;
        int64_t a = i < r->nseries_after ? r->series_after[i] : -1;
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%zu", i + 1);
        xt_text_addw(t, XT_A_SIZE, 14, true, "%s", b >= 0 ? Bs(ar, b) : i < r->nseries_before ? "?" : "");
        xt_text_addw(t, XT_A_SIZE, 14, true, "%s", a >= 0 ? Bs(ar, a) : i < r->nseries_after ? "?" : "");
        xt_text_addw(t, XT_A_NORMAL, 14, true, "%s", a >= 0 && b >= 0 ? Ds(ar, a - b) : "");
    }
}

/* ---- estimates and diagnosis ------------------------------------------------------------ */

static const char *id_list(xt_arena *ar, const char *const *ids, size_t n)
{
    if (!n)
        return "none";
    const char *s = "";
    for (size_t i = 0; i < n; i++)
        s = xt_arena_printf(ar, "%s%s%s", s, i ? ", " : "", ids[i]);
    return s;
}

static const char *side_host(xt_arena *ar, const xt_compare *c, const xt_cmp_side *s)
{
    return s->cap && s->host_index < s->cap->nhosts ? xt_cmp_host_label(ar, c, s == &c->after, s->host_index)
                                                    : S(ar, s->host);
}

const char *xt_cmp_two_hosts(xt_arena *ar, const xt_compare *c)
{
    if (!c->other_host)
        return NULL;
    const xt_cmp_side *b = &c->before, *a = &c->after;
    const char *nb = side_host(ar, c, b), *na = side_host(ar, c, a);
    /* --host takes it when each run has one host of that name, and
     * AFTER's can be read (a review: the hint named an unreadable host,
     * and a name two hosts had) */
    size_t na_named = 0, nb_named = 0;
    for (size_t i = 0; a->cap && i < a->cap->nhosts; i++)
        na_named += xt_host_named(a->cap->hosts[i].hostname, a->cap->hosts[i].path, nb);
    for (size_t i = 0; b->cap && i < b->cap->nhosts; i++)
        nb_named += xt_host_named(b->cap->hosts[i].hostname, b->cap->hosts[i].path, nb);
    bool named = na_named == 1 && nb_named == 1;
    for (size_t i = 0; named && i < a->nunread; i++)
        named = !a->unread_host[i] || !xt_host_named(a->unread_host[i], a->unread_host[i], nb);
    const char *why = !a->host_why                      ? ""
                      : !strcmp(a->host_why, "the worst") ? " (AFTER's worst)"
                                                          : xt_arena_printf(ar, " (%s)", S(ar, a->host_why));
    return xt_arena_printf(ar, "%s: BEFORE's %s -> AFTER's %s%s: %sthe change between them "
                               "is not the fix's%s%s%s%s",
                           c->hosts_unpaired ? "hosts not paired" : "two hosts", nb, na, why,
                           c->hosts_unpaired ? "no hostname, file name or position pairs them, so " : "",
                           named ? "; --host " : "", named ? nb : "",
                           named ? " compares " : "", named ? xt_arena_printf(ar, "%s in both", nb) : "");
}

const char *xt_cmp_elsewhere_whose(const xt_compare *c) { return c->elsewhere_side ? "AFTER" : "BEFORE"; }

const char *xt_cmp_elsewhere_device(xt_arena *ar, const xt_compare *c)
{
    return S(ar, c->elsewhere_side ? c->after.own_device : c->before.own_device);
}

const char *xt_cmp_estimate_where(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e)
{
    if (e->elsewhere) /* gone from the device compared, on AFTER's own pick */
        return xt_arena_printf(ar, "gone here, on %s", xt_cmp_elsewhere_device(ar, c));
    return e->other_program ? (e->gone ? "not" : "also") : e->gone ? "gone" : "still there";
}

const char *xt_cmp_estimate_unmeasured(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e,
                                       bool *not_measured)
{
    *not_measured = e->other_program || e->other_host;
    if (e->other_program)
        return "the pair is two programs: their names differ";
    if (e->other_host)
        return e->hosts_unpaired ? "the hosts are not paired: see the head" : "two hosts compared: see the head";
    if (e->damaged)
        return "a side's sizes overflow: a damaged capture?";
    if (e->has_measured)
        return NULL;
    /* a growth: why, in counts ("growth across BEFORE's executions not
     * known on both sides" did not say why: a trial) */
    if (e->figure == XT_EF_GROWTH && (!c->rt.growth.has_before || !c->rt.growth.has_after))
        return xt_arena_printf(ar, "a growth line needs in use at 3 executions on each side; BEFORE ran %lld, "
                                   "AFTER %lld, measured",
                               (long long)c->rt.executions.before, (long long)c->rt.executions.after);
    return xt_arena_printf(ar, "%s not known on both sides", xt_est_fig_label(e->figure));
}

const char *xt_cmp_estimate_actual(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e)
{
    bool not_measured;
    const char *why = xt_cmp_estimate_unmeasured(ar, c, e, &not_measured);
    if (why)
        return xt_arena_printf(ar, "actual: %s (%s)", not_measured ? "not measured" : "unknown", why);
    /* a rise where a saving was predicted has no useful ratio */
    /* a growth's: from the in-use rows where they span BEFORE's steps on
     * both sides (measured, as they are), else from the two line fits */
    return xt_arena_printf(ar, "actual %s %s (%s)%s", e->measured >= 0 ? "drop" : "rise",
                           Bs(ar, e->measured >= 0 ? e->measured : e->measured == INT64_MIN ? INT64_MAX : -e->measured),
                           e->figure != XT_EF_GROWTH ? xt_prov_name(e->measured_label)
                           /* each side's rise in plain words ("in use at start 12
                            * less at start 1, BEFORE's less AFTER's" was hard to
                            * read: a trial) */
                           : e->span ? xt_arena_printf(ar, "measured: in use from execution 1 to %zu, %s in "
                                                           "BEFORE, %s in AFTER",
                                                       e->span, Ds(ar, e->rise_before), Ds(ar, e->rise_after))
                                     : "inferred: the slopes' change times BEFORE's steps",
                           e->measured < 0 ? ": the other way, no saving"
                           : isnan(e->ratio) ? ""
                                             : xt_arena_printf(ar, ", %.2fx", e->ratio));
}

void xt_view_cmp_estimates(xt_text *t, const xt_compare *c, int width)
{
    xt_arena *ar = t->arena;
    /* on screen the pane's rule carries the heading: not twice */
    t->title = t->screen ? "Was the estimate right (BEFORE's savings vs the change in AFTER)"
                         : "Was the estimate right";
    if (!t->screen)
        xt_text_line(t, XT_A_HEAD, "Was the estimate right (BEFORE's savings vs the change in AFTER)");
    if (c->pair == SIZE_MAX) {
        xt_text_line(t, XT_A_DIM, "  (no pair of modules)");
        return;
    }
    if (!c->nestimates)
        xt_text_line(t, XT_A_DIM, "  no diagnosis line of BEFORE carries a saving");
    for (size_t i = 0; i < c->nestimates; i++) {
        const xt_cmp_estimate *e = &c->estimates[i];
        xt_text_row(t, XT_T_CMP_ESTIMATE, i);
        xt_text_add(t, XT_A_BAD, "  %s", e->id);
        /* two programs: a line AFTER lacks was not fixed away */
        xt_text_add(t, XT_A_DIM, " (%s in AFTER)", xt_cmp_estimate_where(ar, c, e));
        const char *meas = xt_cmp_estimate_actual(ar, c, e);
        xt_text_wrap(t, XT_A_NORMAL, width, 4, "    ",
                     xt_arena_printf(ar, "%s: predicted up to ~%s (%s), %s", xt_est_fig_label(e->figure),
                                     Bs(ar, e->predicted), xt_prov_name(e->predicted_label), meas));
    }
    /* two programs (the pair's names differ): which lines each has, no
     * "gone" a trial read as a fix's effect */
    bool same = c->modules[c->pair].by_name;
    xt_text_line(t, XT_A_HEAD, "Diagnosis lines, BEFORE -> AFTER%s", same ? "" : " (two programs)");
    /* a line gone from the device compared that AFTER's own pick still
     * has says so where it is listed: "gone: allocator-retry" and
     * "remaining: none" read as fixed while AFTER's GPU 3 waited, its
     * "elsewhere" row below the fold at 80x24 (a trial) */
    const char *gone = id_list(ar, c->gone, c->ngone), *rem = id_list(ar, c->remaining, c->nremaining);
    if (same && c->nelsewhere && c->elsewhere_side) {
        const char *dev = xt_cmp_elsewhere_device(ar, c);
        gone = "";
        for (size_t i = 0; i < c->ngone; i++) {
            bool there = false;
            for (size_t k = 0; k < c->nelsewhere && !there; k++)
                there = !strcmp(c->gone[i], c->elsewhere[k]);
            gone = xt_arena_printf(ar, "%s%s%s%s", gone, i ? ", " : "", c->gone[i],
                                   there ? xt_arena_printf(ar, " (on %s; AFTER's %s has it)",
                                                           S(ar, c->after.device), dev) : "");
        }
        if (!c->ngone)
            gone = "none";
        if (!c->nremaining)
            rem = xt_arena_printf(ar, "none on %s; AFTER's %s has %s", S(ar, c->after.device), dev,
                                  id_list(ar, c->elsewhere, c->nelsewhere));
    }
    xt_text_wrap(t, !same ? XT_A_DIM : c->ngone ? XT_A_GOOD : XT_A_DIM, width, 4,
                 same ? "  gone:      " : "  BEFORE's:  ", gone);
    xt_text_wrap(t, c->nremaining || (same && c->nelsewhere && c->elsewhere_side) ? XT_A_WARN : XT_A_DIM,
                 width, 4, same ? "  remaining: " : "  both:      ", rem);
    xt_text_wrap(t, !same ? XT_A_DIM : c->nnew ? XT_A_BAD : XT_A_DIM, width, 4,
                 same ? "  new:       " : "  AFTER's:   ", id_list(ar, c->fresh, c->nnew));
    if (c->nelsewhere) /* the moved side's own pick's lines, not on the device compared */
        xt_text_wrap(t, XT_A_WARN, width, 4, "  elsewhere: ",
                     xt_arena_printf(ar, "%s (%s's own pick, %s, %s them; the lines above are %s's)",
                                     id_list(ar, c->elsewhere, c->nelsewhere), xt_cmp_elsewhere_whose(c),
                                     xt_cmp_elsewhere_device(ar, c), c->elsewhere_side ? "has" : "had",
                                     S(ar, c->after.device)));
}

/* ---- two runs' hosts ------------------------------------------------------------------------ */

const char *xt_cmp_host_name(xt_arena *ar, const xt_cmp_host *r)
{
    if (r->name)
        return r->name;
    return xt_arena_printf(ar, "%s -> %s", r->name_before ? r->name_before : "-",
                           r->name_after ? r->name_after : "-");
}

/* A class's count in words: "1 now fails", "5 fit on both", "2 only in AFTER". */
static const char *class_count(xt_arena *ar, xt_cmp_host_change h, size_t n)
{
    static const char *plural[XT_HC_N] = { "now fail", "still fail", "no longer fail", "now warn",
                                           "still warn", "no longer warn", "unread", "only in BEFORE",
                                           "only in AFTER", "fit on both" };
    return xt_arena_printf(ar, "%zu %s", n, n == 1 ? xt_cmp_host_change_name(h) : plural[h]);
}

const char *xt_cmp_hosts_failing(xt_arena *ar, const xt_compare *c)
{
    static const xt_cmp_host_change cls[] = { XT_HC_NOW_FAILS, XT_HC_STILL_FAILS, XT_HC_NO_LONGER_FAILS };
    const char *s = "";
    for (size_t k = 0; k < sizeof cls / sizeof *cls; k++) {
        size_t n = 0, named = 0;
        const char *names = "";
        for (size_t i = 0; i < c->nhost_rows; i++) {
            if (c->host_rows[i].change != cls[k])
                continue;
            if (named < 3)
                names = xt_arena_printf(ar, "%s%s%s", names, named++ ? ", " : "",
                                        S(ar, xt_cmp_host_name(ar, &c->host_rows[i])));
            n++;
        }
        if (!n)
            continue;
        if (n > named)
            names = xt_arena_printf(ar, "%s and %zu more", names, n - named);
        s = xt_arena_printf(ar, "%s%s%s: %s", s, *s ? "; " : "", xt_cmp_host_change_name(cls[k]), names);
    }
    return *s ? s : NULL;
}

const char *xt_cmp_host_tally(xt_arena *ar, const xt_compare *c)
{
    const char *s = "";
    for (int h = 0; h < XT_HC_N; h++)
        if (c->host_counts[h])
            s = xt_arena_printf(ar, "%s%s%s", s, *s ? ", " : "", class_count(ar, (xt_cmp_host_change)h,
                                                                              c->host_counts[h]));
    return s;
}

static xt_attr sev_attr(int sev)
{
    return sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : sev == XT_SEV_FINE ? XT_A_GOOD
                                                                                              : XT_A_DIM;
}

/* Row `from` (a host's first) selectable as host row k's: j steps host by
 * host, not line by line through its verdicts (the TUI's Enter). */
static void host_rows_of(xt_text *t, size_t from, size_t k)
{
    if (from < t->nrows) {
        t->rows[from].kind = XT_T_CMP_HOST;
        t->rows[from].target = k;
    }
}

/* Host rows [from, end)'s names joined with ", ", at most cap of them
 * (*named: how many), '*' before a compared host's where star: in one
 * buffer grown as it goes (a name printed onto the names before each
 * time kept every partial list in the arena: 10,000 hosts with --top
 * 10000 took 550 MB more) */
static const char *join_names(xt_arena *ar, const xt_compare *c, size_t from, size_t end, size_t cap, bool star,
                              size_t *named)
{
    size_t len = 0, room = 256, k = 0;
    char *buf = xt_xmalloc(room);
    buf[0] = 0;
    for (size_t i = from; i < end && k < cap; i++, k++) {
        const char *nm = S(ar, xt_cmp_host_name(ar, &c->host_rows[i]));
        const char *pre = k ? ", " : "", *mark = star && c->host_rows[i].compared ? "*" : "";
        size_t add = strlen(pre) + strlen(mark) + strlen(nm);
        if (len + add + 1 > room) {
            while (len + add + 1 > room)
                room *= 2;
            buf = xt_xrealloc(buf, room);
        }
        len += (size_t)sprintf(buf + len, "%s%s%s", pre, mark, nm);
    }
    const char *out = xt_arena_strdup(ar, buf);
    free(buf);
    *named = k;
    return out;
}

void xt_view_cmp_hosts(xt_text *t, const xt_compare *c, size_t limit, int width)
{
    if (!c->nhost_rows)
        return;
    xt_arena *ar = t->arena;
    xt_text_wrap(t, XT_A_HEAD, width, 4, "",
                 xt_arena_printf(ar, "Hosts, BEFORE -> AFTER (%zu -> %zu hosts; each host's verdict as its run's "
                                     "report says it)",
                                 c->before.nhosts, c->after.nhosts));
    size_t classes = 0;
    for (int h = 0; h < XT_HC_N; h++)
        classes += c->host_counts[h] != 0;
    if (classes > 1) /* (one class: its heading says its count) */
        xt_text_wrap(t, XT_A_NORMAL, width, 4, "  ", xt_cmp_host_tally(ar, c));
    size_t k = 0;
    while (k < c->nhost_rows) {
        xt_cmp_host_change h = c->host_rows[k].change;
        size_t end = k;
        while (end < c->nhost_rows && c->host_rows[end].change == h)
            end++;
        size_t shown = 0;
        if (h == XT_HC_FITS_BOTH && limit) {
            /* hosts that fit on both, named on rows, not verdict by verdict
             * (a run of 256 hosts fixed on one) */
            size_t named = 0;
            const char *names = join_names(ar, c, k, end, limit > SIZE_MAX / 4 ? SIZE_MAX : limit * 4, true, &named);
            if (named < end - k)
                names = xt_arena_printf(ar, "%s and %zu more", names, end - k - named);
            xt_text_wrap(t, XT_A_GOOD, width, 4, "  ",
                         xt_arena_printf(ar, "%s: %s", class_count(ar, h, end - k), names));
            k = end;
            continue;
        }
        /* a host that no longer fails may wait or grow still: said on
         * the heading (two of three still waited under "no longer fails",
         * the tally's warnings nowhere in the classes: a trial) */
        size_t warn = 0;
        for (size_t i = k; h == XT_HC_NO_LONGER_FAILS && i < end; i++)
            warn += c->host_rows[i].sev_after == XT_SEV_WARN;
        if (warn)
            xt_text_line(t, XT_A_HEAD, "  %s (%zu; %zu with a warning in AFTER)", xt_cmp_host_change_name(h),
                         end - k, warn);
        else
            xt_text_line(t, XT_A_HEAD, "  %s (%zu)", xt_cmp_host_change_name(h), end - k);
        for (size_t i = k; i < end; i++) {
            const xt_cmp_host *r = &c->host_rows[i];
            if (limit && shown == limit) {
                size_t named = 0;
                const char *names = join_names(ar, c, i, end, limit > SIZE_MAX / 4 ? SIZE_MAX : limit * 4, false, &named);
                if (named < end - i)
                    names = xt_arena_printf(ar, "%s and %zu more", names, end - i - named);
                xt_text_wrap(t, XT_A_DIM, width, 6, "    ",
                             xt_arena_printf(ar, "and %zu more (--top shows more): %s", end - i, names));
                break;
            }
            shown++;
            size_t from = t->nrows;
            const char *by = r->paired_by && strcmp(r->paired_by, "hostname")
                                 ? xt_arena_printf(ar, " (paired by %s)", r->paired_by)
                                 : "";
            /* a pair by file name of two hostnames: two machines maybe (a
             * trial's MI300X host "fits on both" against a TPU host) */
            /* (both read: an unread file's hostname is its file's name,
             * not one it records: "hostnames hb -> b", an attacker's
             * review) */
            if (r->paired_by && !strcmp(r->paired_by, "file name") && r->hostname_before && r->hostname_after &&
                r->sev_before >= 0 && r->sev_after >= 0 && strcmp(r->hostname_before, r->hostname_after))
                by = xt_arena_printf(ar, " (paired by file name; hostnames %s -> %s)", r->hostname_before,
                                     r->hostname_after);
            /* a host of one run under a class of both ("now fails") */
            /* an unread file, not paired: its partner is not known, not
             * absent (it read "b (only in BEFORE's run)" beside AFTER's
             * unread e, maybe the same host) */
            if (h == XT_HC_UNREAD && (r->before == SIZE_MAX || r->after == SIZE_MAX))
                by = " (unread: not paired)";
            else if (h != XT_HC_ONLY_BEFORE && h != XT_HC_ONLY_AFTER && (r->before == SIZE_MAX || r->after == SIZE_MAX))
                by = r->before == SIZE_MAX ? " (only in AFTER's run)" : " (only in BEFORE's run)";
            xt_text_wrap(t, XT_A_NORMAL, width, 6, r->compared ? "  * " : "    ",
                         xt_arena_printf(ar, "%s%s%s", S(ar, xt_cmp_host_name(ar, r)), by,
                                         r->compared == 1   ? " (BEFORE's compared)"
                                         : r->compared == 2 ? " (AFTER's compared)"
                                                            : ""));
            bool same = r->verdict_before && r->verdict_after && !strcmp(r->verdict_before, r->verdict_after);
            if (same) {
                xt_text_wrap(t, sev_attr(r->sev_after), width, 14, "      both    ", S(ar, r->verdict_after));
            } else {
                if (r->before != SIZE_MAX)
                    xt_text_wrap(t, sev_attr(r->sev_before), width, 14, "      before  ",
                                 r->verdict_before ? S(ar, r->verdict_before) : "no verdict");
                if (r->after != SIZE_MAX)
                    xt_text_wrap(t, sev_attr(r->sev_after), width, 14, "      after   ",
                                 r->verdict_after ? S(ar, r->verdict_after) : "no verdict");
            }
            host_rows_of(t, from, i);
        }
        k = end;
    }
    /* what the verdicts' figures are, as a run's hosts list says it */
    const char **vs = xt_xcalloc(2 * c->nhost_rows + 1, sizeof *vs);
    for (size_t i = 0; i < c->nhost_rows; i++) {
        vs[2 * i] = c->host_rows[i].verdict_before;
        vs[2 * i + 1] = c->host_rows[i].verdict_after;
    }
    xt_view_hosts_note(t, vs, 2 * c->nhost_rows, width);
    free(vs);
}

/* ---- the report ---------------------------------------------------------------------------- */

void xt_compare_report_build(xt_text *t, const xt_compare *c, const xt_report_opts *o)
{
    int width = o->width > 0 ? o->width : 80;
    size_t top = o->top ? o->top : 10;
    xt_view_cmp_head(t, c, width);
    if (c->nhost_rows) { /* two runs: every host, after the answer */
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        xt_view_cmp_hosts(t, c, top, width);
    }
    if (c->pair != SIZE_MAX) {
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        xt_view_cmp_plan(t, c, c->pair, width);
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        layout_for(width); /* the live table's columns follow the width too */
        xt_view_cmp_live(t, c, c->pair, top, false);
    }
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_view_cmp_runtime(t, c, 12, width);
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_view_cmp_estimates(t, c, width);
}

int xt_compare_report_write(FILE *f, const xt_compare *c, const xt_report_opts *o)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_compare_report_build(&t, c, o);
    int rc = xt_report_write_text(f, &t, o); /* rows wider than --width fold, as a report's */
    xt_text_free(&t);
    xt_arena_free(&ar);
    return rc;
}
