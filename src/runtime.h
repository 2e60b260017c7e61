/* runtime.h - the dynamic half: the BFC allocator's story across the
 * capture (doc/figures.md, "Runtime").  Pure analysis: numbers and
 * lists, no text layout. */
#ifndef XT_RUNTIME_H
#define XT_RUNTIME_H

#include "model.h"
#include "plan.h"

/* One MemoryAllocation / MemoryDeallocation event. */
typedef struct xt_mem_event {
    int64_t t_ps;
    bool alloc;
    int64_t bytes;      /* allocation_bytes (chunk size) */
    int64_t requested;  /* requested_bytes */
    uint64_t addr;
    int64_t in_use;     /* bytes_allocated after the event */
    int64_t available;  /* bytes_available after the event */
    int64_t lifetime_peak;
    double fragmentation; /* NaN if absent */
    const char *origin;   /* host event that allocated it (allocations) */
    const char *shape;    /* shape stat, "" if absent */
    const char *source;   /* Python file:line around it (allocations outside
                             executions), "" if none */
    const xt_line *line;  /* the host line it is on (allocations outside
                             executions), NULL otherwise */
    size_t exec;          /* index into rt->execs (a part on a multi-device
                             execution), SIZE_MAX if none */
    size_t freed_by;      /* allocations: index of the matching free, SIZE_MAX if never */
    const xt_event *raw;  /* the event itself, on its host line (its stats
                             those an analysis reads): the allocation's own
                             view (xt_view_allocation) finds its line and
                             reads it back with every stat from there */
} xt_mem_event;

typedef struct xt_allocator {
    const char *name;     /* GPU_0_bfc, xla_gpu_host_bfc, index_on_host=0 */
    int64_t capacity;     /* bytes_allocated + bytes_available */
    int64_t lifetime_peak;/* max peak_bytes_in_use */
    int64_t window_peak;  /* max bytes_allocated inside the capture */
    double frag_at_peak;  /* fragmentation stat at the window peak, NaN if absent */
    int64_t device_memory;/* memory_size of its device plane, -1 if unknown */
    size_t device;        /* the device whose pool it is (rt->devices), SIZE_MAX */
    size_t nallocs, ndeallocs, unmatched_frees, never_freed;
    size_t addr_reused;   /* allocations at an address still live (no addr
                             stat, or damaged): their frees cannot all be
                             matched, so never_freed is not measured */
    size_t over_pool;     /* events whose bytes_available is below 0 (in use
                             above the pool: a capture whose sizes disagree) */
    int64_t before_capture; /* in use before its first event */
    size_t nevents;
    xt_mem_event *events; /* time order */
    struct xt_live_index *live; /* its allocations, compact, for live sets
                                   (xt_runtime_compute builds it; NULL: built
                                   at each xt_runtime_live_at) */
} xt_allocator;

/* The allocator's events say more is in use than its pool holds (its
 * in-capture peak above a known capacity).  A negative bytes_available
 * (over_pool) is another disagreement, not this one. */
static inline bool xt_allocator_in_use_over_pool(const xt_allocator *al)
{
    return al->capacity > 0 && al->window_peak > al->capacity;
}

/* Its figures disagree: in use over the pool, or an event's
 * bytes_available below 0. */
static inline bool xt_allocator_disagrees(const xt_allocator *al)
{
    return al->over_pool || xt_allocator_in_use_over_pool(al);
}

/* Its in-capture peak is above its lifetime peak (one that was recorded):
 * a BFC allocator's lifetime peak is the most it ever held, so a size
 * overflowed or the capture is damaged. */
static inline bool xt_allocator_peak_over_lifetime(const xt_allocator *al)
{
    return al->lifetime_peak > 0 && al->window_peak > al->lifetime_peak;
}

typedef struct xt_exec {
    size_t module;       /* index into host->modules, SIZE_MAX if unknown */
    const char *module_name; /* as seen on the host side (may be NULL) */
    size_t index;        /* 1-based among the module's executions */
    bool counted;        /* counts as an execution of its module (TPU:
                            device events count, host roots do not) */
    int64_t start_ps, end_ps;
    bool launched;       /* a kernel launch / thunk execution was seen */
    int64_t retry_wait_ps;   /* 0 if none */
    bool retry_inferred;     /* wait inferred from a long allocation phase */
    size_t allocator;    /* allocator its buffers went to, SIZE_MAX if none */
    int64_t in_use_at_start; /* -1 if unknown */
    int64_t allocated;   /* bytes allocated inside it */
    size_t nallocs;
    const xt_line *line; /* calling thread */
    size_t first_ev;     /* root event index on line */
    /* Devices.  An execution whose consumers ran on several devices (one
     * worker thread per GPU) has one part per device, stored after the
     * executions (rt->execs[first_part .. first_part + nparts)); a part has
     * the figures of its device (launched, retry wait, pool, in use at the
     * start) and the rest of its execution's (module, index, start, end,
     * line).  The execution itself then launched only if every part did,
     * and waits as long as its longest part. */
    size_t device;       /* index into rt->devices; SIZE_MAX: unknown, or
                            several (see its parts) */
    size_t parent;       /* a part: its execution; SIZE_MAX for an execution */
    size_t first_part, nparts;
} xt_exec;

/* One accelerator of the host: a GPU (allocator GPU_<n>_bfc, plane
 * /device:GPU:<n>) or a TPU (allocator index_on_host=<n>, plane
 * /device:TPU:<n>), in ordinal order. */
typedef struct xt_device {
    const char *name;    /* "/device:GPU:3" */
    const char *label;   /* "GPU 3" */
    int ordinal;
    bool tpu;
    size_t allocator;    /* its BFC pool, SIZE_MAX if none recorded */
} xt_device;

typedef struct xt_runtime {
    size_t nallocators;
    xt_allocator *allocators;
    size_t nexecs;
    xt_exec *execs;       /* time order; then nparts per-device parts */
    size_t nparts;
    size_t ndevices;
    xt_device *devices;   /* by ordinal */
    size_t *module_execs; /* per module: execution count */
    bool device_executions; /* executions from device XLA Modules lines (TPU) */
    size_t main_allocator;  /* the device pool a module without allocations of
                               its own runs in (GPU_0_bfc, index_on_host=0,
                               else the first device pool; never a pinned-host
                               *host_bfc one); SIZE_MAX if none.  The one
                               place this choice is made. */
    size_t nwarnings;
    const char **warnings;
} xt_runtime;

/* Analyse the allocator and execution events of h.  plans[i] is the plan
 * of module i (may be NULL entries); used to tell modules of the same name
 * apart.  Lives in st (the analysis's store; h's arena does not grow).  Never fails: missing events leave empty
 * lists and a warning. */
xt_runtime *xt_runtime_compute(xt_host *h, xt_plan *const *plans, xt_store *st);

/* Whether h's allocator events can be analysed within memory: each costs
 * about XT_MEM_EVENT_COST bytes once analysed.  Refused (XT_EINPUT, err
 * says why and how to raise the limit) when that is more than a quarter
 * of memory (or of ulimit -v), or more than 1 GiB and 16 times the
 * capture's bytes: real events carry their own stats (tens of bytes in
 * the file each); a hostile file of 4-byte events whose stats sit on
 * their metadata needed 3.3 GB for 48 MB.  xt_runtime_set_max_memory
 * (XOOMTUI_MAX_MEMORY) replaces both limits. */
#define XT_MEM_EVENT_COST 256
int xt_runtime_check_memory(const xt_host *h, xt_error *err);
void xt_runtime_set_max_memory(uint64_t bytes);

/* Live buffers grouped by origin at one instant of one allocator. */
typedef struct xt_origin_group {
    const char *origin;
    int64_t bytes;
    size_t buffers;
    size_t *members; /* indices into allocator->events (allocations) */
    const char *shape;  /* the shape stat all its buffers share, "" if none */
    const char *source; /* the Python file:line around them, "" if unknown */
    bool step_parameters; /* stands for the module's own parameters: live at
                             its start by definition (bytes read from the
                             plan; where they were found is inferred) */
    /* what xt_live_families reads from an "outputs of M execution N"
     * origin, worked out once per origin when the allocator's index is
     * built (a replay's groups carry it): family 1 + M's number among the
     * index's modules, XT_FAMILY_NONE when the origin is not one; 0: not
     * worked out (the origin is read instead) */
    uint32_t family, exec;
    int64_t params_from_before; /* step_parameters: the part of them taken out
                                   of "allocated before the capture started" */
} xt_origin_group;
#define XT_FAMILY_NONE UINT32_MAX

/* Origin of the remainder group (bytes in use no event explains). */
#define XT_ORIGIN_BEFORE "allocated before the capture started"

/* Live set of allocator a just before t_ps, grouped by origin (and Python
 * line), largest first; the last group may be "allocated before the
 * capture started" (bytes the capture's events do not explain).  Groups
 * add up to the in-use bytes at t.  Returns the count; *out in arena. */
size_t xt_runtime_live_at(const xt_allocator *a, int64_t t_ps, xt_arena *arena,
                          xt_origin_group **out, int64_t *in_use);


/* A module's name as origins carry it ("outputs of M execution N"): whole
 * up to XT_ORIGIN_NAME_MAX bytes; one longer (no real module's) cut there
 * at a character, marked, with a hash of the whole so that names cut alike
 * stay apart, written into buf (20,000 executions of a 100,000-byte name
 * kept 2 GB of labels: a review).  Returns name itself when short, else
 * buf.  Every place that names a module in an origin or reads one back
 * goes through it (runtime.c exec_label, diagnose.c, json.c). */
enum { XT_ORIGIN_NAME_MAX = 1024, XT_ORIGIN_NAME_BUF = XT_ORIGIN_NAME_MAX + 24 };
const char *xt_origin_module_name(char buf[XT_ORIGIN_NAME_BUF], const char *name);

/* The execution number N of a group's origin "outputs of M execution N"
 * (and M's length in *mlen); 0 when the origin is not one. */
size_t xt_output_origin(const char *origin, size_t *mlen);

/* The outputs of one module's executions among a live set: what a leak
 * of a step's outputs leaves, one group a step (doc/figures.md, "by
 * module"). */
typedef struct xt_live_family {
    const char *module;    /* M of "outputs of M execution N" */
    size_t mlen;           /* strlen(module) */
    size_t groups, buffers;
    size_t executions;     /* distinct N (a step's outputs from several
                              Python lines are several groups) */
    size_t first, last;    /* the executions' numbers (N), lowest and highest */
    int64_t bytes;
    size_t top;            /* its largest group (index into the set; the
                              first of equal ones) */
} xt_live_family;

/* The families of live set g[0..n): one per module whose outputs are among
 * its groups (the step's own parameters and groups without buffers left
 * out), in the order of their first group.  Count; *out in ar (NULL: none). */
size_t xt_live_families(const xt_origin_group *g, size_t n, xt_arena *ar, xt_live_family **out);
/* qsort order of families: largest first, ties in the order of their first
 * group (a live set is by size: its largest, top, comes first). */
int xt_live_family_cmp(const void *x, const void *y);

/* a's peak in the capture: its first event whose bytes in use reach
 * window_peak (index into events; SIZE_MAX if it has none). */
size_t xt_allocator_peak_event(const xt_allocator *a);
/* The live set of a just after its event ev (an event at the same instant
 * after it left out: a free there hid most of a peak, a review), as
 * xt_runtime_live_at groups it; in_use: ev's bytes in use. */
size_t xt_runtime_live_after(const xt_allocator *a, size_t ev, xt_arena *arena, xt_origin_group **out,
                             int64_t *in_use);

/* The most bytes in use after any of a's events in [t0_ps, t1_ps] (-1 if
 * none is): an execution's own rise over its start. */
int64_t xt_allocator_most_between(const xt_allocator *a, int64_t t0_ps, int64_t t1_ps);
/* Bytes in use of a just before t_ps (-1 if a has no events). */
int64_t xt_allocator_in_use_at(const xt_allocator *a, int64_t t_ps);

/* Host events between the last two executions (doc/figures.md): Python
 * frames first (the frames that enclose the whole window, innermost first,
 * then those inside it), runtime internals after; by total time within
 * each kind. */
typedef enum {
    XT_HOST_ENCLOSING = 0, /* a Python frame around the whole window (the loop) */
    XT_HOST_PYTHON = 1,    /* a Python frame inside it ($file:line function,
                              $<unknown> name) */
    XT_HOST_RUNTIME = 2,   /* a TraceMe: JAX, PjRt, XLA internals */
} xt_host_event_kind;

typedef struct xt_host_event_total {
    const char *name;
    size_t count;
    int64_t total_ps;     /* enclosing frames: the frame's own duration */
    xt_host_event_kind kind;
} xt_host_event_total;

/* What a Python-tracer name means, for people: "$<unknown> append" (a C
 * method, which the tracer cannot place) is "list.append (Python)".
 * NULL when the name needs no translation.  Static storage or arena a. */
const char *xt_host_event_meaning(const char *name, xt_arena *a);

/* The per-module story. */
typedef struct xt_module_runtime {
    size_t device;        /* the device it describes (rt->devices), SIZE_MAX:
                             every execution as a whole */
    size_t nexecs;
    size_t *execs;        /* indices into rt->execs (parts on a device that
                             has them), time order */
    const xt_allocator *allocator; /* NULL if none */
    bool has_growth;      /* at least 3 executions with known in-use */
    double growth;        /* least-squares bytes per execution (inferred) */
    double growth_r2;     /* how well a line fits (1 = perfectly) */
    double growth_ratio;  /* growth / non-aliased outputs (0 if none) */
    int64_t longest_retry_ps;
    size_t longest_retry_exec; /* its execution (index among execs) */
    size_t never_launched;
    bool last_never_launched;
    int64_t failed_request; /* inferred; -1 if none */
    const char *failed_kind;/* "output" / "temp" */
    size_t nlive;
    xt_origin_group *live_at_last; /* at the last execution's start
                                      (xt_runtime_live_at_exec) */
    size_t nfamilies;
    struct xt_live_family *families; /* its outputs by module
                                        (xt_live_families), with it */
    int64_t in_use_at_last;       /* bytes in use at the last execution's
                                     start (measured); -1 unknown: no
                                     execution, or no allocator (a 0 read as
                                     measured: an attacker's review) */
    int64_t outputs_at_last;      /* of them, the bytes its host call
                                     allocated before the device began
                                     (TPU, xt_runtime_call_before): its own
                                     outputs, already in use; 0 none */
    size_t nbetween;
    xt_host_event_total *between; /* host events between the last two:
                                     Python frames first, then by time */
    size_t nwarnings;     /* what could not be worked out (a line that failed */
    const char **warnings;/* to re-read: "between" is then empty), in st */
} xt_module_runtime;

/* r's live set at its last start and its families, made (again) in
 * `live` (xt_runtime_module_on_live; xt_analysis_keep_live drops them). */
void xt_runtime_module_live(const xt_runtime *rt, xt_module_runtime *r, const xt_plan *plan,
                            xt_arena *live);

/* The per-module story, in st: every execution as a whole, each in the
 * pool its first allocation went to. */
xt_module_runtime *xt_runtime_module(xt_host *h, const xt_runtime *rt, size_t module,
                                     const xt_plan *plan, xt_store *st);

/* The per-module story on one device (index into rt->devices; SIZE_MAX is
 * xt_runtime_module): the module's executions that ran there (their parts
 * on that device when they ran on several), in use and the live set in the
 * device's pool, its retry waits, what never launched there, the failed
 * request there.  In st. */
xt_module_runtime *xt_runtime_module_on(xt_host *h, const xt_runtime *rt, size_t module,
                                        size_t device, const xt_plan *plan, xt_store *st);
/* The same with the live set in `live` (an arena of its own, which the
 * caller may free to give the set back: xt_analysis_keep_live). */
xt_module_runtime *xt_runtime_module_on_live(xt_host *h, const xt_runtime *rt, size_t module,
                                             size_t device, const xt_plan *plan, xt_store *st,
                                             xt_arena *live);
/* The same without the two costly parts a device row never reads: the
 * live set at the last start (nlive 0; in_use_at_last is there) and the
 * host events between the last two executions (nbetween 0). */
xt_module_runtime *xt_runtime_module_row_on(xt_host *h, const xt_runtime *rt, size_t module,
                                            size_t device, const xt_plan *plan, xt_store *st);

/* How many module stories (xt_runtime_module_on) have computed their live
 * set and their host events side by side, on two threads (xt_threads() >
 * 1): for tests. */
size_t xt_runtime_stories_beside(void);
/* How many windows between two executions were read in two halves side
 * by side (a long Python-traced window; for tests). */
size_t xt_runtime_windows_split(void);
/* How many between lists had their ties ordered by the plane's name
 * places (xt_plane_name_ranks) instead of a string sort, since start. */
size_t xt_runtime_ties_ranked(void);
/* How many of r's executions have the bytes in use at their start (the
 * growth fit's points: an execution before the allocator's first event
 * has none). */
size_t xt_runtime_execs_in_use_known(const xt_runtime *rt, const xt_module_runtime *r);

/* The memory of a story's second thread made ready for the keys: the host
 * events between r's last two executions computed on a thread as
 * xt_runtime_module_on does, and dropped.  With xt_memory_for_keys on,
 * malloc keeps what that thread used for the next story's thread (glibc
 * hands an exited thread's arena to the next); after a load it had all
 * been given back, and the first module switch paid for it in page faults
 * (730 on a 1 GiB leak, the seventeenth session).  Nothing when r has no
 * such window or one core answers alone.  Counted for tests. */
void xt_runtime_warm_story(xt_host *h, const xt_runtime *rt, const xt_module_runtime *r);
size_t xt_runtime_stories_warmed(void);

/* Execution i (index < rt->nexecs) as it ran on device d: i itself, its
 * part on d, or SIZE_MAX when it did not run there; d == SIZE_MAX gives i.
 * An execution whose device is unknown counts on every device. */
size_t xt_runtime_exec_on(const xt_runtime *rt, size_t i, size_t d);

/* A TPU device execution's host call (numbered apart, paired by module and
 * index: inferred) where it allocated and ended before the device began:
 * its outputs then are in use at the execution's start; NULL otherwise. */
const xt_exec *xt_runtime_call_before(const xt_runtime *rt, const xt_exec *x);
/* The bytes host call `call` (xt_runtime_call_before of x) allocated in
 * al and still held when device execution x began: its outputs, in use
 * at x's start (the call's whole `allocated` counts every pool's, and
 * buffers freed before: a review).  One pass over al's events. */
int64_t xt_runtime_call_live(const xt_runtime *rt, const xt_allocator *al, const xt_exec *call, const xt_exec *x);

/* The device whose pool is allocator a (index into rt->allocators),
 * SIZE_MAX if none. */
size_t xt_runtime_device_of_pool(const xt_runtime *rt, size_t a);
/* The pool rt->main_allocator's rule would pick without it (doc/figures.md,
 * "The main allocator"): what the choice was made over; SIZE_MAX when it
 * is the only device pool or *device_zero (device 0's pool, taken first). */
size_t xt_runtime_main_runner_up(const xt_runtime *rt, bool *device_zero);

/* The live set when a module's execution starts (exec: index among r's
 * executions), with the module's own parameters as a group of their own,
 * first: they are live at its start by definition, so they are not
 * "outside the step".  Their bytes (plan, read) are taken from the
 * module's own earlier outputs of the same size (state carried over),
 * then from "allocated before the capture started", then from other
 * live buffers of the same size; the groups still add up to the bytes in
 * use.  Without a plan this is xt_runtime_live_at.  Returns the count;
 * *out in arena. */
size_t xt_runtime_live_at_exec(const xt_runtime *rt, const xt_module_runtime *r,
                               const xt_plan *plan, size_t exec, xt_arena *arena,
                               xt_origin_group **out, int64_t *in_use);

#endif
