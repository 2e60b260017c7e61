/* analysis.h - everything xoomtui knows about one host: the plan of every
 * module, the runtime, the selected module and its diagnosis.  The one
 * object views, the report, the JSON writer and the TUI read from. */
#ifndef XT_ANALYSIS_H
#define XT_ANALYSIS_H

#include "model.h"
#include "plan.h"
#include "runtime.h"
#include "diagnose.h"

typedef struct xt_analysis {
    xt_host *host;
    xt_plan **plans;            /* per module */
    xt_runtime *rt;
    xt_module_runtime **mrt;    /* per module, computed on first use */
    size_t selected;            /* module index, SIZE_MAX if no modules */
    const char *selected_why;   /* "its last execution never launched a kernel", ... */
    const char *module_missing; /* the --module name this host has no module
                                   of (xt_analyze_or_default: its own pick
                                   instead), else NULL */
    const char *module_missing_why; /* then the error a strict lookup gives
                                       ("h.xplane.pb: no module 'x' (...)") */
    size_t device;              /* the device the runtime describes (index into
                                   rt->devices), SIZE_MAX: none known */
    const char *device_why;     /* "it failed: ...", "least headroom", ... */
    size_t pool_pick;           /* the allocator picked on screen (index into
                                   rt->allocators), for a module without a
                                   pool of its own (a capture without
                                   modules); SIZE_MAX: the main pool */
    uint64_t serial;            /* unique in the process (from 1): what a cache
                                   of an analysis (the TUI's charts) keys on, so
                                   that a later analysis at a freed one's address
                                   is never taken for it */
} xt_analysis;

/* ---- devices ---------------------------------------------------------------- */

/* How one device fared with a module. */
typedef enum {
    XT_DEV_UNKNOWN = 0,     /* the module did not run there, or no pool */
    XT_DEV_OK,
    XT_DEV_LEAST_HEADROOM,  /* no device failed; this one has the least room */
    XT_DEV_FAILED,          /* an execution never launched there, or it waited */
    XT_DEV_SHORT,           /* none failed there, but at its last start what was in
                               use and the step's outputs and temp exceed its pool */
} xt_device_verdict;

/* "failed", "short", "least-headroom", "ok", "unknown" (the JSON's words). */
const char *xt_device_verdict_name(xt_device_verdict v);

typedef struct xt_device_row {
    size_t device;                /* index into rt->devices */
    const xt_module_runtime *mrt; /* the module on that device (never NULL) */
    const xt_allocator *pool;     /* the device's pool, NULL if none */
    int64_t in_use_at_last;       /* at the module's last start there, -1 */
    int64_t headroom;             /* pool - in use at the last start - outputs -
                                     temp (what the step allocates); INT64_MIN
                                     when unknown */
    size_t never_launched;        /* 1-based number of the latest execution that
                                     never launched there, 0 if none */
    size_t waited_in;             /* 1-based number of the execution with the
                                     longest retry wait there, 0 if none */
    bool wait_inferred;           /* that wait is inferred from a long
                                     allocation phase (before JAX 0.11), not
                                     an AllocatorRetry span */
    bool unanalysed;              /* past the first XT_MAX_DEVICE_ROWS devices:
                                     its figures unknown (null), not none */
    xt_device_verdict verdict;
    const char *why;              /* "execution 5 never launched", "waited 10.0 s
                                     for memory in execution 5" ("waited ~10.0 s
                                     (inferred) for ..." when inferred), "" */
} xt_device_row;

/* Every device of the host for one module, and the one that failed. */
typedef struct xt_devices {
    size_t n;
    xt_device_row *rows;          /* one per rt->devices entry, same order */
    size_t ran;                   /* rows where the module has executions */
    size_t failed;                /* the device (row) that failed: an execution
                                     never launched there (the latest such),
                                     else the longest retry wait; SIZE_MAX */
    size_t least_headroom;        /* with no failure and two devices or more
                                     that ran it: the least headroom (the first
                                     of equals); SIZE_MAX */
    size_t least_ties;            /* other devices with that same headroom */
} xt_devices;

/* The devices of module m (computed once; m past the last module: every
 * row unknown).  Lives as long as a. */
const xt_devices *xt_analysis_devices(xt_analysis *a, size_t m);

/* Module m's failure on the one device that ran it, where an execution
 * never launched there and that device is the one shown (a->device): its
 * row, whose why says it ("execution 1 never launched"); else NULL.  The
 * title and a comparison's rows say it before the module's verdict, which
 * names no device for one ("GPU 0 failed: ...; needs ..."). */
const xt_device_row *xt_analysis_lone_failure(xt_analysis *a, size_t m);

/* Module m's verdict v as a comparison's before/after rows say it:
 * "failed: " before it where its one device failed
 * (xt_analysis_lone_failure), the never-launched tail then left out;
 * else v.  The TUI's rows and the report's alike. */
const char *xt_verdict_as_failed(xt_arena *ar, xt_analysis *a, size_t m, const char *v);

/* The tail of a module's verdict that says an execution never launched
 * (diagnose.c), and v without it: where the failure is said before it,
 * once is enough ("GPU 0 failed: execution 3 never launched; needs ...,
 * yet an execution never launched": an attacker's review). */
#define XT_VERDICT_NEVER_TAIL ", yet an execution never launched"
const char *xt_verdict_without_never(xt_arena *ar, const char *v);

/* The device the module's story should open on: the failed one, else the
 * one with the least headroom, else the one it ran on, else the main
 * pool's device; SIZE_MAX when the host has none.  *why (may be NULL) says
 * why. */
size_t xt_analysis_default_device(xt_analysis *a, size_t m, const char **why);

/* Make device d (index into rt->devices) the one the runtime, the pool,
 * the diagnosis and the verdict describe, for every module; prepared
 * records are recomputed on the next xt_analysis_prepare.  Returns false
 * (nothing changes) when d is not a device. */
bool xt_analysis_select_device(xt_analysis *a, size_t d);
/* The same, with why (a string that outlives a) said as device_why
 * instead of "chosen". */
bool xt_analysis_select_device_why(xt_analysis *a, size_t d, const char *why);
/* A comparison's side on the other side's device: device d described,
 * why said, but not the user's choice (a module switch or
 * xt_analysis_own_device goes back to the analysis's own pick). */
bool xt_analysis_move_device(xt_analysis *a, size_t d, const char *why);
/* Back to its own device after xt_analysis_move_device: the one chosen
 * with xt_analysis_select_device, else xt_analysis_default_device's pick
 * for the selected module; nothing when it was not moved. */
void xt_analysis_own_device(xt_analysis *a);
/* Whether the device described is the one chosen with
 * xt_analysis_select_device (not moved, not the default pick). */
bool xt_analysis_device_chosen(const xt_analysis *a);
/* Forget the device chosen with xt_analysis_select_device (the device
 * described stays; xt_analysis_own_device then goes to the default
 * pick): a comparison's other side, picked on later, leads. */
void xt_analysis_unchoose_device(xt_analysis *a);

/* Module m about to be shown (the TUI's module switch): the device that
 * --report --module m describes, xt_analysis_default_device's pick for m
 * (a module no device ran: the main pool's device), or the device picked
 * with xt_analysis_select_device where m ran on any.  True when the
 * device changed (the stories are then recomputed on use). */
bool xt_analysis_show_module(xt_analysis *a, size_t m);

/* Make allocator i (index into rt->allocators) the pool shown where the
 * module has none of its own (xt_analysis_pool): a capture without
 * modules (TensorFlow, JAX 0.4.30 GPU) charts any of its allocators.
 * False (nothing changes) when i is not an allocator. */
bool xt_analysis_select_pool(xt_analysis *a, size_t i);

/* One line for the hosts list, the device first so that a narrow pane
 * still shows it: "GPU 3 failed: execution 5 never launched
 * (jit_step(7))" when a device failed, else the selected module's verdict
 * (xt_verdict); *severity as xt_verdict's. */
const char *xt_host_verdict(xt_analysis *a, int *severity);
/* What orders the hosts of a run by how bad their news is
 * (xt_worst_host): the verdict's severity, then a host whose pool is
 * measured before one whose is not (a leak seen in allocator events is
 * worse news than a plan with no pool to hold it against), then the one
 * that runs out first: the fewest executions left before the selected
 * module's pool is full at its growth (inferred: headroom / growth; 0
 * when there is no headroom; INFINITY when it does not grow or the pool
 * is unknown), then one whose growth is unmeasured (fewer than 3
 * executions: not known to stay flat) before one measured not to grow,
 * then the least headroom at its last start (pool - in use - outputs -
 * temp, bytes; INT64_MAX unknown). */
typedef struct xt_host_rank {
    int severity;
    bool pool_known;
    double execs_left;
    int64_t headroom;
    bool growth_unmeasured; /* its host verdict says "growth unmeasured" */
    bool failed;            /* an execution never launched (measured) */
    bool doubt;             /* it fails by figures its pool's own events
                               contradict (xt_module_verdict.doubt) */
} xt_host_rank;
/* A host that cannot be read: ranked after every other. */
#define XT_HOST_RANK_UNREAD ((xt_host_rank){ -1, false, INFINITY, INT64_MAX, false, false, false })
/* The rank of a's selected module (prepares it). */
xt_host_rank xt_host_rank_of(xt_analysis *a);
/* The worst of n hosts (the first of equals); a run opens on it (0 when n
 * is 0). */
size_t xt_worst_host(const xt_host_rank *rank, size_t n);
/* Whether host rank x is worse than y (xt_worst_host's order). */
bool xt_host_rank_worse(const xt_host_rank *x, const xt_host_rank *y);
/* Why host w is the worst of n, against the next worst (hosts that cannot
 * be read, severity -1, left out): "the only host that fails", "fills its
 * pool soonest: ~24 more executions (inferred)", ...; a tie names the
 * hosts ranked alike (names: the hosts' names, may be NULL); in ar. */
const char *xt_worst_host_why(const xt_host_rank *rank, size_t n, size_t w,
                              const char *const *names, xt_arena *ar);
/* The worst of n hosts, as the report's head, the TUI and --json name
 * it: its index (SIZE_MAX when there is none or no host can be read), its
 * name (names[host]) and xt_worst_host_why, in ar. */
typedef struct xt_worst_pick {
    size_t host;
    const char *name, *why; /* name: as the host list shows it (the file's
                               when hostnames repeat) */
    const char *hostname;   /* the host's own (hosts[].host in the JSON);
                               NULL where the caller has none */
} xt_worst_pick;
xt_worst_pick xt_worst_pick_of(const xt_host_rank *rank, const char *const *names, size_t n,
                               xt_arena *ar);
/* Whether the selected module's pool is known (allocator events). */
bool xt_host_pool_known(xt_analysis *a);
/* The same from the prepared record of the selected module (for views,
 * which take a const analysis): NULL when it was not prepared.  Text in
 * ar (or the analysis's). */
const char *xt_host_verdict_of(const xt_analysis *a, xt_arena *ar, int *severity);
/* Where the host's verdict names a failed device (whose execution never
 * launched), the selected module's own verdict when it says why: the
 * pool exceeded ("needs 3.72 GiB (read) > pool 2.79 GiB (measured)",
 * which "GPU 0 failed" on a host of one GPU hid in the hosts list: a
 * trial); else NULL.  Of the prepared record, as xt_host_verdict_of.
 * Where the device is one of several that ran the module, its figures
 * ("needs 2.50 GiB (outputs + temp, read) + 7.50 GiB already in use
 * (measured) > pool 8.00 GiB (measured)": the run's report and hosts list
 * said "GPU 5 failed" without them, a trial) and *device (unless NULL)
 * its label, which a short form keeps ("GPU 5 failed: ..."); else
 * *device NULL. */
const char *xt_host_cause(const xt_analysis *a, const char **device);

/* Analyse host h.  module selects by exact "name(id)", a unique prefix
 * (with or without "jit_"), or a part of the name one module has (NULL:
 * the default: the module whose last execution never launched a
 * kernel, the latest such; else the largest plan that executed; else the
 * largest plan).  Returns NULL with err set (XT_EINPUT) when module
 * matches nothing or is ambiguous. */
xt_analysis *xt_analyze(xt_host *h, const char *module, xt_error *err);
/* The same for a host of a run, where --module applies to every host that
 * has it: a name that picks no one module of h (none, or several) gives the
 * default pick, with module_missing set and selected_why saying so.  NULL
 * (err set) only when the host cannot be analysed. */
xt_analysis *xt_analyze_or_default(xt_host *h, const char *module, xt_error *err);

/* Everything the views read about one module, computed once by
 * xt_analysis_prepare: the module's runtime, its pool, the diagnosis lines
 * (xt_rules, in report order) and the verdict built from the same rule
 * results. */
typedef struct xt_prepared {
    const xt_module_runtime *mrt;
    const xt_allocator *pool;   /* NULL if none */
    const xt_diag *diag;
    size_t ndiag;
    unsigned fired;             /* bit XT_R_* set for each rule that fired */
    xt_module_verdict verdict;  /* names the failed device on multi-device hosts */
    const xt_devices *devices;  /* every device for this module */
    size_t device;              /* the selected device (a->device) */
} xt_prepared;

/* Compute the prepared record of module m (once; later calls return at
 * once).  Views take a const analysis: call this for the module they show
 * first.  A module index past the last is ignored. */
void xt_analysis_prepare(xt_analysis *a, size_t module);

/* The record of a prepared module; NULL if m is not a module or was not
 * prepared. */
const xt_prepared *xt_analysis_prepared(const xt_analysis *a, size_t module);
/* The verdict of p: where it names the one of several devices that failed
 * (xt_module_verdict.figures), its figures too, before the devices that
 * ran it ("GPU 5 failed: execution 5 never launched; needs ...; GPUs 0-4,
 * 6-7 ran it"); else its text.  In ar. */
const char *xt_verdict_with_figures(xt_arena *ar, const xt_prepared *p);

/* Per-module runtime (computed on first use; a live set dropped by
 * xt_analysis_keep_live is made again here). */
const xt_module_runtime *xt_analysis_mrt(xt_analysis *a, size_t module);

/* Make the memory of the next module story's second thread ready
 * (xt_runtime_warm_story) with `module`'s story, if it was computed: the
 * TUI calls it once the first screen of a host is drawn. */
void xt_analysis_warm(xt_analysis *a, size_t module);
/* Between two keys, once the screen is drawn (module: the one shown): the
 * store's next block made ready (xt_arena_ready) when module stories copy
 * big lists into it, and blocks kept for a live set like the shown
 * module's (xt_arena_keep_like), so the next module switch takes no page
 * fault for them.  Cheap when nothing is needed; any number of times. */
void xt_analysis_idle(xt_analysis *a, size_t module);

/* Give back the live sets at the last start of every module but `keep`
 * whose set holds min_bytes or more (XT_LIVE_KEEP_BYTES: a leak of one
 * buffer a step over thousands of steps is 4 MB a module); their stories
 * keep every other figure, and xt_analysis_mrt replays the set when one is
 * asked for again.  The TUI calls it when the module shown changes, so
 * visiting every module of a big leak does not keep every module's set.
 * A pointer into a dropped set (r->live_at_last) is not valid after it. */
#define XT_LIVE_KEEP_BYTES ((size_t)1 << 20)
void xt_analysis_keep_live(xt_analysis *a, size_t keep, size_t min_bytes);
/* Bytes module m's live set holds now (0: none made, or dropped). */
size_t xt_analysis_live_reserved(const xt_analysis *a, size_t m);

/* The allocator whose pool the module runs in (NULL if none): the
 * module's own, else xt_analysis_main_pool. */
const xt_allocator *xt_analysis_pool(xt_analysis *a, size_t module);
/* The pool shown where a module has none of its own: the allocator picked
 * (xt_analysis_select_pool), else the runtime's main one (NULL if none). */
const xt_allocator *xt_analysis_main_pool(const xt_analysis *a);

/* A capture without modules (TensorFlow's, JAX 0.4.30 GPU's): what was
 * live in the pool shown (xt_analysis_main_pool) at its peak in the
 * capture (just after the event that reached it), grouped by the host
 * event that allocated it (xt_runtime_live_after: the groups add up to
 * use, the bytes from before the capture last).  Made with the analysis and again at each
 * xt_analysis_select_pool; al NULL: none (modules, no pool, no events). */
typedef struct xt_pool_peak {
    const xt_allocator *al;
    const xt_origin_group *g;
    size_t ng;
    int64_t use;  /* bytes in use after that event (measured) */
    size_t event; /* the peak's event (index into al->events): the set is
                     just after it */
    size_t never_freed; /* al's allocations that no event of the capture frees */
    int64_t never_freed_bytes;
    bool overflow;      /* sizes past 8 EiB (a sum stopped there: saturated) or
                           a peak above the lifetime: a damaged capture,
                           figures doubtful */
    bool saturated;
    /* the groups with buffers again, the numbers in each origin's path
     * folded ("layer_7/dropout_3/Cast" -> "layer_N/dropout_N/Cast": its
     * last part, the op and its shape, kept): one row for an op repeated
     * in every layer; largest first (ties: the order of their first
     * group); a key alone (groups 1) is its group's origin, unfolded.
     * nfold 0: folding merges nothing. */
    struct xt_pool_fold {
        const char *key;
        int64_t bytes;
        size_t buffers, groups;
        const size_t *group; /* its groups (indices into g), in order */
    } *fold;
    size_t nfold;
} xt_pool_peak;
const xt_pool_peak *xt_analysis_pool_peak(const xt_analysis *a);

/* Whether live group g (a live set of allocator al, whose members index
 * al's events) is the outputs of one execution of a module with a plan:
 * then *plan_outputs is that plan's outputs (read) and *requested what
 * the group's buffers asked the allocator for (measured; its bytes are
 * what the allocator handed out; requested may be NULL: a sum over its
 * buffers not made).  The view's note under a live set and the JSON's
 * plan_outputs_bytes both ask this. */
bool xt_group_plan_outputs(const xt_analysis *a, const xt_allocator *al, const xt_origin_group *g,
                           int64_t *plan_outputs, int64_t *requested);

/* Diagnosis lines for a module (prepares it). */
size_t xt_analysis_diagnose(xt_analysis *a, size_t module, const xt_diag **out);

/* One-line verdict of module m (prepares it): "needs 3.72 GiB (read) >
 * pool 2.79 GiB (measured)"; *severity gets its xt_severity (0 fine, 1 warning, 2 does not
 * fit).  "no compiled modules in this capture" when m is not a module. */
const char *xt_verdict(xt_analysis *a, size_t module, int *severity);

void xt_analysis_free(xt_analysis *a);

#endif
