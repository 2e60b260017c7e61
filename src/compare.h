/* compare.h - two captures side by side: did the fix work, and by how
 * much (issue 17).  A comparison is a pure function of two analyses
 * (BEFORE and AFTER), never a merged model: modules matched by HLO name,
 * plan deltas per matched module, the live buffers at the heap peak by
 * (shape, role, Python line), runtime deltas of the pair of modules each
 * capture selects, and each BEFORE diagnosis saving next to the measured
 * change in AFTER.  Numbers and lists only; src/compare_view.c turns them
 * into text, src/compare_json.c into the xoomtui-diff/1 document.
 * doc/compare.md says what every figure means. */
#ifndef XT_COMPARE_H
#define XT_COMPARE_H

#include <stdio.h>

#include "analysis.h"

/* A figure on both sides.  has_* false: unknown on that side (no plan, no
 * heap trace, no allocator events); the change is known only when both
 * are. */
typedef struct xt_cmp_val {
    int64_t before, after;
    bool has_before, has_after;
} xt_cmp_val;

static inline bool xt_cmp_known(const xt_cmp_val *v) { return v->has_before && v->has_after; }
/* saturated: a growth slope may be negative, and -2^62 to +2^62 wrapped
 * to a change of the wrong sign (an attacker's review) */
static inline int64_t xt_cmp_change(const xt_cmp_val *v) { return xt_sat_sub(v->after, v->before); }

/* The plan figures compared per module, in display order (all read). */
typedef enum {
    XT_CF_PARAMETERS = 0,
    XT_CF_DONATED,
    XT_CF_OUTPUTS,     /* non-aliased outputs */
    XT_CF_TEMP,
    XT_CF_TOTAL,
    XT_CF_HEAP_PEAK,
    XT_CF_REMAT,       /* a count, not bytes */
    XT_NCF
} xt_cmp_fig;

const char *xt_cmp_fig_key(xt_cmp_fig f);   /* JSON key: "parameters_bytes", ... */
const char *xt_cmp_fig_label(xt_cmp_fig f); /* "parameters", "outputs, not aliased", ... */

/* A group of live buffers at the heap peak, (shape, role, source) on both
 * sides. */
typedef enum {
    XT_CG_SAME = 0,     /* same count and bytes */
    XT_CG_CHANGED,      /* on both sides, count or bytes differ */
    XT_CG_APPEARED,     /* AFTER only (e.g. remat's recomputed values) */
    XT_CG_DISAPPEARED,  /* BEFORE only (e.g. the B*H*S*S scores after remat) */
} xt_cmp_status;

const char *xt_cmp_status_name(xt_cmp_status s); /* "same", "changed", ... */

typedef struct xt_cmp_group {
    const char *shape, *source; /* source "" when unknown */
    /* AFTER's source when it is another (the same shape and role matched
     * across a moved line: a renamed script read as one buffer appearing
     * and another disappearing, a trial); NULL when the same */
    const char *after_source;
    xt_role role;
    size_t before_count, after_count;
    int64_t before_bytes, after_bytes;
    xt_cmp_status status;
    /* the member groups, for drilling into each side's buffers: index into
     * xt_plan_groups of that side's plan (computed into the comparison's
     * arena as before_groups/after_groups below), SIZE_MAX if absent */
    size_t before_group, after_group;
} xt_cmp_group;

/* One pair of modules: matched by HLO name, or the default pair when the
 * two selections have different names. */
typedef struct xt_cmp_module {
    const char *name;          /* HLO name ("jit_train_step"); "A vs B" when
                                  the pair's names differ */
    size_t before, after;      /* module indices in each host */
    bool by_name;              /* false: the default pair, names differ */
    bool name_shared;          /* another pair has this name (the modules
                                  pane then adds the ids) */
    bool has_plan_before, has_plan_after;
    xt_cmp_val plan[XT_NCF];
    xt_cmp_val roles[XT_NROLES]; /* bytes at the heap peak */
    /* share of each role in its side's heap peak, percent; NaN unknown */
    double share_before[XT_NROLES], share_after[XT_NROLES];
    /* against each capture's own pool (xt_analysis_pool) */
    xt_cmp_val pool;           /* capacity */
    int fits_before, fits_after; /* 1 fits, 0 does not, -1 unknown (no
                                    pool), -2 unknown (no plan) */
    /* live at the heap peak, grouped: changed, disappeared and appeared
     * groups by the size of the change (largest first), then the same ones
     * by bytes */
    size_t ngroups;
    xt_cmp_group *groups;
    /* why the live sets cannot be compared ("no buffer assignment in
     * AFTER"): a side without a heap at its peak; no groups then (every
     * group of the other side read as disappeared, -200 MiB: an
     * attacker's review). NULL when both are known. */
    const char *live_unknown;
    size_t nbefore_groups, nafter_groups;
    xt_live_group *before_groups, *after_groups; /* xt_plan_groups of each */
    /* each side's groups' members in a chain (xt_plan_groups_next): the
     * next member after live buffer i of its group, SIZE_MAX the last */
    size_t *before_next, *after_next;
} xt_cmp_module;

/* Runtime of the default pair (measured unless said otherwise). */
typedef struct xt_cmp_runtime {
    const char *allocator_before, *allocator_after; /* the pair's pools, NULL none */
    xt_cmp_val executions;
    xt_cmp_val in_use_first;     /* in use at the first execution's start */
    xt_cmp_val in_use_last;      /* ... at the last execution's start */
    xt_cmp_val growth;           /* bytes per execution, rounded (inferred) */
    double growth_r2_before, growth_r2_after;   /* NaN without a fit */
    bool leak_before, leak_after; /* xt_growth_significant */
    xt_cmp_val never_launched;   /* executions that never launched a kernel */
    bool last_failed_before, last_failed_after; /* the last one never launched */
    xt_cmp_val longest_retry_ps; /* 0 when none */
    bool retry_inferred_before, retry_inferred_after;
    /* in use at each execution start, in order; -1 unknown */
    size_t nseries_before, nseries_after;
    int64_t *series_before, *series_after;
} xt_cmp_runtime;

/* The figure a diagnosis saving predicts (doc/compare.md). */
typedef enum {
    XT_EF_TOTAL = 0,       /* total the step needs (read) */
    XT_EF_HEAP_PEAK,       /* heap peak (read) */
    XT_EF_GROWTH,          /* growth per execution x (BEFORE's executions - 1) */
    XT_EF_IN_USE_AT_LAST,  /* in use at the last execution's start (measured) */
} xt_est_fig;

const char *xt_est_fig_key(xt_est_fig f);   /* "total_bytes", ... */
const char *xt_est_fig_label(xt_est_fig f); /* "total the step needs", ... */

/* "Was the estimate right": one BEFORE diagnosis line with a saving. */
typedef struct xt_cmp_estimate {
    const char *id;            /* diagnosis id of BEFORE */
    int64_t predicted;         /* its saving (bytes) */
    xt_prov predicted_label;
    xt_est_fig figure;
    bool has_measured;         /* false too when the pair is two programs */
    bool other_program;        /* the pair's names differ: no drop is the
                                  fix's (a trial's unrelated runs read
                                  "actual drop 931.6 MiB, 1.00x") */
    bool other_host;           /* the sides are two hosts of their runs
                                  (xt_compare.other_host): no drop is the
                                  fix's either */
    bool hosts_unpaired;       /* xt_compare.hosts_unpaired */
    bool damaged;              /* a side's sizes overflow (its verdict's
                                  "a damaged capture?"): no drop */
    int64_t measured;          /* the drop of the figure, BEFORE - AFTER:
                                  positive when it went down */
    xt_prov measured_label;
    size_t span;               /* growth, measured: the start compared with
                                  the first on each side (BEFORE's last);
                                  0 when the drop is from the slopes */
    int64_t rise_before, rise_after; /* with span: in use at start span less
                                        at start 1, on each side */
    double ratio;              /* measured / predicted; NaN unknown */
    bool gone;                 /* the id no longer fires in AFTER */
    bool elsewhere;            /* gone from the compared device, but on
                                  AFTER's own pick (xt_compare.elsewhere) */
} xt_cmp_estimate;

/* Two runs of several hosts: every host's verdict on each side
 * (xt_compare_host_rows).  The classes in the order the views list them:
 * the gravest change first. */
typedef enum {
    XT_HC_NOW_FAILS,       /* fails in AFTER only */
    XT_HC_STILL_FAILS,     /* fails on both */
    XT_HC_NO_LONGER_FAILS, /* failed in BEFORE only */
    XT_HC_NOW_WARNS,       /* a warning in AFTER only (it does not fail) */
    XT_HC_STILL_WARNS,
    XT_HC_NO_LONGER_WARNS,
    XT_HC_UNREAD,          /* its file could not be read on a side */
    XT_HC_ONLY_BEFORE,     /* no partner in AFTER's run */
    XT_HC_ONLY_AFTER,
    XT_HC_FITS_BOTH,       /* no warning on either side */
    XT_HC_N
} xt_cmp_host_change;
/* The class's words ("now fails") and its JSON key ("now_fails"). */
const char *xt_cmp_host_change_name(xt_cmp_host_change h);
const char *xt_cmp_host_change_key(xt_cmp_host_change h);

typedef struct xt_cmp_host {
    size_t before, after;      /* host indexes; SIZE_MAX: none on that side */
    const char *name;          /* the pair's one name (the hostname both
                                  record, else the file's name they share),
                                  NULL where the sides' names differ */
    const char *name_before, *name_after; /* each side's, as its lists
                                  show it (xt_host_shown); NULL: none */
    const char *hostname_before, *hostname_after; /* as recorded (safe) */
    const char *paired_by;     /* "hostname", "file name", "position"; NULL */
    const char *verdict_before, *verdict_after; /* each host's line, as its
                                  run's hosts list says it; NULL: none */
    int sev_before, sev_after; /* xt_severity; -1: unread or none */
    xt_cmp_host_change change;
    unsigned compared;         /* 1: BEFORE's host compared, 2: AFTER's */
} xt_cmp_host;

/* One side of the comparison. */
typedef struct xt_cmp_side {
    const xt_capture *cap;
    xt_analysis *an;
    const char *path, *run, *host, *jax_version; /* run, jax_version may be NULL */
    size_t host_index, nhosts; /* the host compared, of the capture's hosts */
    const char *host_why;      /* why that host, in a run of several ("the
                                  worst", ...); NULL: not said */
    const char *label;         /* the host compared as xt_cmp_host_label
                                  names it, made with the comparison: the
                                  title reads it while another host of the
                                  run loads (its hostname NULL, then freed,
                                  on the loader's thread); NULL: no run */
    const char *worst_other;   /* in a run whose compared host is not its
                                  worst: that host and its verdict ("host-15:
                                  fits now ... full in ~24 ..."); NULL */
    size_t module;             /* its selected module, SIZE_MAX if none */
    const char *device;        /* the device compared ("GPU 5"), on a host of
                                  two devices or more; NULL otherwise */
    const char *device_why;    /* why that device ("it failed", "as BEFORE:
                                  it failed there"); NULL with device */
    xt_host_rank rank_own;     /* the host's rank on its own device, taken
                                  before align_devices moves a side (what
                                  xt_compare_note_worst ranks it by) */
    const char *device_other;  /* the side moved to the other side's device:
                                  its own pick and why ("GPU 3: it waited
                                  for memory"); NULL when not moved */
    const char *own_device;    /* ... its own pick's label ("GPU 3"), and
                                  the diagnosis ids of its module there
                                  (taken before the move; module SIZE_MAX:
                                  none taken) */
    const char **own_ids;
    size_t nown_ids, own_ids_module;
    int own_failure;           /* ... and what happened there: 2 an execution
                                  never launched, 1 it waited for memory, 0
                                  neither (or not moved) */
    const char *pool_name;     /* the selected module's pool, NULL if none */
    int64_t pool;              /* its capacity, -1 unknown */
    int64_t device_memory;     /* -1 unknown */
    /* a run of several hosts: how many fail, with a warning, unread
     * (xt_compare_note_worst; counted false: not a run, or not said) */
    bool counted;
    size_t nfail, nwarn, nunknown;
    /* hosts of the side's run whose file could not be read (names and
     * one-line errors in the comparison's arena; xt_compare_side_unread) */
    size_t nunread;
    const char **unread_host, **unread_error;
} xt_cmp_side;

/* What differs between the captures beyond the program (named at the top). */
enum {
    XT_DIFF_JAX = 1u << 0,       /* "JAX version" */
    XT_DIFF_ALLOCATOR = 1u << 1, /* "allocator" (the pair's pool name) */
    XT_DIFF_DEVICE = 1u << 2,    /* "device memory" */
    XT_DIFF_POOL = 1u << 3,      /* "pool size" */
};
#define XT_NDIFFS 4
/* The name of difference bit i (0..XT_NDIFFS-1). */
const char *xt_cmp_diff_name(unsigned bit);

typedef struct xt_compare {
    xt_arena arena;            /* owns everything below */
    unsigned long serial;      /* one a comparison made in this process: a
                                  new one at a freed one's address is another */
    xt_cmp_side before, after;
    unsigned diffs;            /* XT_DIFF_* */
    bool other_host;           /* both sides runs of several hosts, and AFTER's
                                  host is not BEFORE's (by name, else by
                                  position): BEFORE's worst and AFTER's worst
                                  where the problem moved (a trial read an
                                  estimate "1.06x" across two hosts); or
                                  hosts_unpaired */
    bool hosts_unpaired;       /* other_host, and nothing pairs the two
                                  hosts compared (hostname, file name,
                                  position: xt_compare_pair_runs): a run's
                                  node-a "only in BEFORE" against the other
                                  run's node-0007 "only in AFTER", which
                                  shared a recorded hostname, read an
                                  estimate "0.00x (measured)" (a trial) */
    size_t nmodules;
    xt_cmp_module *modules;    /* matched by name, in BEFORE's module order,
                                  then the default pair if its names differ */
    size_t pair;               /* index into modules of the default pair,
                                  SIZE_MAX if a side has no module */
    const char *pair_why;      /* why that pair when not each side's own
                                  choice ("--module jit_step"); NULL: it is */
    size_t nremoved, nadded;   /* unmatched module indices */
    size_t *removed;           /* BEFORE only */
    size_t *added;             /* AFTER only */
    xt_cmp_runtime rt;         /* of the default pair (zero if none) */
    /* each module's pool (xt_analysis_pool's rule), NULL if none */
    const xt_allocator **pools_before, **pools_after;
    size_t nestimates;
    xt_cmp_estimate *estimates; /* BEFORE's lines with a saving, in its order */
    /* diagnosis ids of the pair: in BEFORE not AFTER, in both, in AFTER only */
    size_t ngone, nremaining, nnew;
    const char **gone, **remaining, **fresh;
    /* A side moved to the other's device (a problem that moved: BEFORE
     * failed on GPU 5, AFTER waited on GPU 3): the ids of that side's own
     * pick (own_device) that its compared device lacks (a trial read
     * "gone: allocator-retry, remaining: none" while AFTER still waited
     * 3 s on GPU 3); gone, remaining and new stay the compared device's */
    size_t nelsewhere;
    const char **elsewhere;
    int elsewhere_side;        /* whose own pick: 1 AFTER, 0 BEFORE */
    /* Two runs of several hosts, each summarised or analysed whole: every
     * host paired, by class (xt_cmp_host_change) then BEFORE's file
     * order, AFTER's only hosts last of theirs; nhost_rows 0 otherwise */
    size_t nhost_rows;
    xt_cmp_host *host_rows;
    size_t host_counts[XT_HC_N];
} xt_compare;

/* Compare two analysed hosts.  cb/ca are the captures they belong to (for
 * the run name); each analysis's selected module is its side of the
 * default pair.  Prepares the modules it reads (xt_analysis_prepare), so
 * both analyses must outlive the result.  Never fails; the caller frees it
 * with xt_compare_free. */
/* The hosts to compare when none is named (doc/compare.md), ab and aa
 * each capture's analyses, one a host: BEFORE's worst (xt_worst_host) and
 * its partner in AFTER (xt_compare_partner); AFTER's worst instead where it
 * ranks worse than that partner and worse than it did in BEFORE (the
 * problem moved there).  hi[] gets the two
 * hosts' indexes, why[] what the comparison says of each ("the worst",
 * "the same host as BEFORE's", ...). */
void xt_compare_pick_hosts(const xt_capture *cb, xt_analysis *const *ab, const xt_capture *ca,
                           xt_analysis *const *aa, size_t hi[2], const char *why[2]);

/* The host of `to` (analyses ato) that goes with host i of `from` by the
 * rule above (the same name, else the same position, else the worst);
 * *why as the comparison says it (from_before: `from` is BEFORE). */
size_t xt_compare_partner(const xt_capture *from, size_t i, const xt_capture *to,
                          xt_analysis *const *ato, bool from_before, const char **why);
/* The same from each host's rank (a run summarised, its hosts not loaded:
 * xt_host_summary.rank); to's hostnames must be set. */
size_t xt_compare_partner_ranked(const xt_capture *from, size_t i, const xt_capture *to,
                                 const xt_host_rank *rank_to, bool from_before, const char **why);
/* AFTER's host to compare with BEFORE's host hb by default (the rule of
 * xt_compare_pick_hosts), from both runs' ranks; *why as the head says it. */
size_t xt_compare_after_host(const xt_capture *cb, size_t hb, const xt_capture *ca,
                             const xt_host_rank *rank_b, const xt_host_rank *rank_a, const char **why);

xt_compare *xt_compare_new(const xt_capture *cb, xt_analysis *before, const xt_capture *ca,
                           xt_analysis *after);
void xt_compare_free(xt_compare *c);
/* A host of a side's run (side 0 BEFORE, 1 AFTER) whose file could not be
 * read: said in the head and the JSON (copied). */
void xt_compare_side_unread(xt_compare *c, int side, const char *host, const char *error);
/* Side `side` of c compares host `compared` of cap, a run: when another of
 * its hosts ranks strictly worse (xt_worst_host), c names it and its
 * verdict (worst_other).  Ranks and verdicts from the run's summaries when
 * sum is given (hosts loaded lazily), else from an[] (every host analysed). */
struct xt_host_summary;
void xt_compare_note_worst(xt_compare *c, int side, const xt_capture *cap, xt_analysis **an,
                           const struct xt_host_summary *sum, size_t compared);

/* Host `host` of side `side`'s run (0 BEFORE, 1 AFTER) could not be read
 * when loaded (its file changed since the summaries): its row of
 * c->host_rows says so ("cannot be read: " error, class unread), the rows
 * sorted again.  Returns that row's new index, SIZE_MAX where none. */
size_t xt_compare_host_unread(xt_compare *c, int side, size_t host, const char *error);

/* Host i of side `side`'s run (0 BEFORE, 1 AFTER) as the comparison names
 * it: its hostname where that names one host in each run (one here, at
 * most one there, where both are runs), else its file's name (xt_host_shown): the same file
 * read "node-0004" in BEFORE, whose hosts share its hostname, and
 * "gpu-node-3" in AFTER (a trial).  Made safe, in ar. */
const char *xt_cmp_host_label(xt_arena *ar, const xt_compare *c, int side, size_t i);

/* Every host of run b paired with one of run a (doc/compare.md): first by
 * the hostname that one host records on each side, then by the file's
 * name that one file has on each side, each pass over every host before
 * the next; then, where the runs have as many hosts and no name paired
 * any, by position, of the hosts read (unread_b, unread_a: NULL, all read).
 * pb[i]: b's host i's partner or SIZE_MAX, by[i] how ("hostname", "file
 * name", "position"); pa[k]: a's host k's.  Linear (hashed names). */
void xt_compare_pair_runs(const xt_capture *b, const xt_capture *a, const bool *unread_b, const bool *unread_a,
                          size_t *pb, const char **by, size_t *pa);

/* The hosts of two runs side by side (c->host_rows): each of BEFORE's
 * hosts with its partner (xt_compare_pair_runs, a file that cannot be read
 * paired by its names only), then AFTER's hosts left.  Verdicts and
 * severities from a side's summaries (sb, sa: its hosts loaded lazily),
 * else from its analyses (ab, aa).  Nothing where a side is one host, or
 * has a host neither summarised nor analysed (a run's summary skipped
 * it).  Linear
 * in the hosts (hashed names: 10,000 against 10,000). */
void xt_compare_host_rows(xt_compare *c, const struct xt_host_summary *sb, xt_analysis **ab,
                          const struct xt_host_summary *sa, xt_analysis **aa);

/* The measured change of an estimate's figure between the default pair,
 * as BEFORE - AFTER (the same arithmetic the comparison uses); false when
 * unknown on a side. */
bool xt_cmp_figure_drop(const xt_compare *c, xt_est_fig f, int64_t *drop);

/* An unmatched module (side 0 BEFORE, 1 AFTER, index m in that host)
 * whose name the other side's module in the default pair has, when that
 * pair is across names: not only in its side (the other has its name),
 * unpaired because the pair took its namesake (doc/compare.md). */
bool xt_cmp_namesake_in_pair(const xt_compare *c, int side, size_t m);

/* --module in comparison mode: an exact "name(id)" from one capture names
 * a module whose program id differs in the other.  When module ends in
 * "(digits)", writes the prefix "name(" to buf (which selects the module of
 * that name when it is unique) and returns true. */
bool xt_cmp_module_fallback(const char *module, char *buf, size_t n);

/* The xoomtui-diff/1 JSON document (src/compare_json.c).  Returns 0, or -1
 * on a write error. */
int xt_compare_json_write(FILE *f, const xt_compare *c);

#endif
