/* model.h - xoomtui's own model of a capture: hosts -> planes -> lines ->
 * events with typed stats, and compiled modules with their HLO and buffer
 * assignment.  Plain data; nothing here knows about protobuf.
 *
 * Ownership: everything reachable from an xt_host lives in its arena and is
 * freed by xt_host_free() (xt_capture_free() for a whole capture).  Strings
 * are interned per host (h->strings): names from one host can be compared
 * by pointer after xt_intern_find(), or with strcmp. */
#ifndef XT_MODEL_H
#define XT_MODEL_H

#include <stdatomic.h>

#include "util.h"

/* ---- trace events ---------------------------------------------------- */

/* Events between two marks of a line (xt_line.marks): a window of a
 * line read back decodes from the mark before it, so at most this many
 * events before the window.  512: 30,000 allocations' Python lines, a
 * window each, decoded 4,096 events each at 4,096 (17.6 s); the marks
 * cost 16 bytes a 512 events. */
enum { XT_MARK_EVERY = 512 };

typedef enum {
    XT_STAT_NONE = 0,
    XT_STAT_INT,    /* int64_value (also bools)          */
    XT_STAT_UINT,   /* uint64_value                      */
    XT_STAT_DOUBLE, /* double_value                      */
    XT_STAT_STR,    /* str_value, or ref_value resolved  */
    XT_STAT_BYTES,  /* bytes_value: s points at len bytes */
} xt_stat_kind;

typedef struct xt_stat {
    const char *name; /* interned stat-metadata name */
    uint8_t kind;     /* xt_stat_kind */
    uint32_t len;     /* bytes length for XT_STAT_BYTES */
    union {
        int64_t i;
        uint64_t u;
        double d;
        const char *s;
    } v;
} xt_stat;

typedef struct xt_evmeta {
    int64_t id;
    const char *name; /* interned */
    uint32_t nstats;
    uint8_t cls;    /* analyses' cache of what the name means; 0 = not yet */
    xt_stat *stats; /* shared by every event with this metadata */
} xt_evmeta;

typedef struct xt_event {
    const xt_evmeta *meta;
    int64_t start_ps; /* absolute: line.timestamp_ns * 1000 + offset_ps */
    int64_t dur_ps;
    uint32_t nstats;
    xt_stat *stats;
} xt_event;

/* What a kernel launch left out of the model says to the runtime (shared
 * by the launches that say the same). */
typedef struct xt_launch_info {
    const char *module;     /* module_name stat, else hlo_module, as a
                               non-empty string; NULL */
    const char *hlo_module; /* the hlo_module stat as a string, NULL */
    int64_t program_id;     /* the program_id stat as an integer */
    int64_t correlation;    /* correlation_id as an integer, kept only when
                               the runtime may read it: has_correlation and
                               no program id (such an info is the launch's own,
                               unless its line has a correlations array) */
    int ordinal;            /* device_ordinal in [0, INT32_MAX], else -1 */
    bool has_program_id, has_correlation;
} xt_launch_info;

/* A kernel launch (cuLaunchKernel, ...) that encloses no event, left out
 * of events[] (decode.c, "leaf events"). */
typedef struct xt_launch {
    int64_t start_ps;
    uint32_t dur_ps;
    uint32_t info;          /* index into its line's launch_infos */
} xt_launch;

/* The launches between two kept events that say the same, summed up
 * (decode.c, "launch runs"): gap j's launches (XT_LAUNCHES_BEGIN/END(l, j))
 * are then not in launches[] nor launch_correlations[]: they share
 * launch_infos[info], none has a program id, and their ends never
 * decrease in line order, so the first (start_ps, end_ps) ends first.
 * What the runtime reads of a gap is then its first launch's: an older
 * CUDA capture's 9.9M launches a GiB (no program id, one correlation id
 * each) were 190 MB of 16-byte records (bench/RESULTS.md). */
typedef struct xt_launch_run {
    int64_t start_ps, end_ps; /* the first launch's */
    int64_t correlation;      /* the first launch's, as XT_LAUNCH_CORRELATION */
    uint32_t gap;             /* j */
    uint32_t info;            /* into its line's launch_infos */
} xt_launch_run;

/* What launch k of line l says (its xt_launch_info). */
#define XT_LAUNCH_INFO(l, k) ((l)->launch_infos[(l)->launches[k].info])

/* The launches of line l that lay between its kept events j - 1 and j
 * (j in [0, nevents]; j == nevents: after the last) are [begin, end). */
#define XT_LAUNCHES_BEGIN(l, j) ((size_t)(l)->launch_at[j])
#define XT_LAUNCHES_END(l, j)                                                  \
    ((j) < (l)->nevents ? (size_t)(l)->launch_at[(j) + 1] : (l)->nlaunches)

/* The correlation id of launch k of line l (when its info has one and no
 * program id; otherwise the runtime never reads it). */
#define XT_LAUNCH_CORRELATION(l, k)                                             \
    ((l)->launch_correlations ? (int64_t)(l)->launch_correlations[k]           \
                              : XT_LAUNCH_INFO(l, k)->correlation)

typedef struct xt_line {
    int64_t id;
    const char *name;
    int64_t timestamp_ns;
    size_t nevents;
    xt_event *events; /* sorted by start time (as saved); NULL when lazy */
    /* Device stream lines (kernels) are left undecoded: only their event
     * count is known; xt_decode_line_visit() reads them on demand. */
    bool lazy;
    bool unordered;     /* its (kept) events are not in start order: the
                           analyses read a line in order (a merged or edited
                           capture; JAX saves them sorted) */
    const uint8_t *raw; /* the line's bytes: lazy lines, and every decoded
                           one for xt_line_window_all */
    size_t rawlen;
    /* Host lines keep their Python-tracer events ("$file:line fn", most of
     * a host line) undecoded: events[] holds the others, and marks[] lets
     * xt_decode_line_window() read any time window of the whole line.  Also
     * set when leaf events without stats were left out (decode.c). */
    bool python_skipped;
    size_t nmarks;         /* one each XT_MARK_EVERY events */
    struct xt_line_mark {
        const uint8_t *at; /* an event field of the line */
        int64_t start_ps;  /* that event's start */
    } *marks;
    /* kernel launches left out of events[] (line order) */
    size_t nlaunches;
    xt_launch *launches;     /* 16 bytes each: a realistic GPU host line is
                                mostly launches (bench/RESULTS.md) */
    uint32_t *launch_at;     /* nevents + 1 entries, when nlaunches: [0] is
                                0, [j + 1] the number of launches before
                                kept event j (XT_LAUNCHES_BEGIN/END) */
    size_t nlaunch_infos;
    const xt_launch_info **launch_infos; /* shared by the launches that say
                                            the same */
    uint32_t *launch_correlations; /* per launch, when some launch of the line
                                      has a correlation_id and no program_id
                                      stat (older CUDA captures); else NULL.
                                      CUPTI's ids are 32-bit: a line where
                                      one without a program id is outside
                                      [0, 2^32) keeps its launches as
                                      events instead */
    size_t nlaunch_runs;
    xt_launch_run *launch_runs; /* sorted by gap: xt_line_launch_run */
} xt_line;

struct xt_plane_dict; /* the decoder's metadata tables, for lazy lines */

typedef struct xt_plane {
    int64_t id;
    const char *name;
    size_t nlines;
    xt_line *lines;
    size_t nstats;
    xt_stat *stats;
    size_t nevmeta;
    size_t nevents; /* over all lines */
    struct xt_plane_dict *dict; /* non-NULL when some lines are lazy, or the
                                   plane has allocator events (xt_line_window_all) */
} xt_plane;

/* ---- HLO and buffer assignment --------------------------------------- */

/* xla PrimitiveType values (hlo.proto) the core relies on by number. */
enum {
    XT_PRIM_INVALID = 0, XT_PRIM_PRED = 1, XT_PRIM_S8 = 2, XT_PRIM_S16 = 3, XT_PRIM_S32 = 4,
    XT_PRIM_S64 = 5, XT_PRIM_U8 = 6, XT_PRIM_U16 = 7, XT_PRIM_U32 = 8, XT_PRIM_U64 = 9,
    XT_PRIM_F16 = 10, XT_PRIM_F32 = 11, XT_PRIM_F64 = 12, XT_PRIM_TUPLE = 13,
    XT_PRIM_OPAQUE = 14, XT_PRIM_C64 = 15, XT_PRIM_BF16 = 16, XT_PRIM_TOKEN = 17,
    XT_PRIM_C128 = 18, XT_PRIM_BUFFER = 34,
};

typedef struct xt_shape {
    int32_t type; /* xla PrimitiveType (XT_PRIM_*) */
    uint32_t ndims, ntuple;
    int64_t *dims;
    struct xt_shape *tuple;
    int64_t element_size_in_bits;
    int64_t memory_space;
} xt_shape;

typedef struct xt_instr {
    int64_t id;
    const char *name, *opcode, *op_name, *op_type, *source_file;
    const char *custom_call_target;
    int32_t source_line, stack_frame_id;
    xt_shape shape;
    size_t computation; /* index into module->comps */
    uint32_t ncalled;
    int64_t *called; /* called computation ids */
} xt_instr;

typedef struct xt_computation {
    int64_t id, root_id;
    const char *name;
    size_t first, count; /* instructions [first, first+count) */
    int64_t caller;      /* id of an instruction calling it, -1 if none */
} xt_computation;

typedef struct xt_lbuf {
    int64_t id, size, color, instr_id;
    uint32_t nindex;
    int64_t *shape_index;
} xt_lbuf;

typedef struct xt_assigned {
    int64_t lbuf_id, offset, size;
} xt_assigned;

typedef struct xt_alloc {
    int64_t index, size, color, parameter_number;
    bool is_thread_local, is_param, maybe_live_out, is_tuple, is_constant;
    bool is_param_aliased;
    uint32_t nparam_index;
    int64_t *param_shape_index;
    size_t nassigned;
    xt_assigned *assigned;
} xt_alloc;

enum { XT_HEAP_ALLOC = 0, XT_HEAP_FREE = 1, XT_HEAP_SHARE = 2 };

typedef struct xt_heap_event {
    int32_t kind;
    int32_t buffer_ix; /* buffer_id's index in the module's lbufs (its
                          lbuf_by_id), -1 if none: resolved once when the
                          HloProto is decoded, not at every replay */
    int64_t buffer_id, share_with;
    const char *instruction_name;
} xt_heap_event;

typedef struct xt_heap_trace {
    size_t nevents;
    xt_heap_event *events;
    int64_t alloc_index; /* as stored; not trusted */
} xt_heap_trace;

typedef struct xt_alias {
    int64_t parameter_number;
    uint32_t nparam_index, nout_index;
    int64_t *param_index, *out_index;
} xt_alias;

typedef struct xt_frame_loc {
    int32_t file, func, line, column;
} xt_frame_loc;

typedef struct xt_frame {
    int32_t loc, parent;
} xt_frame;

typedef struct xt_stack_index {
    size_t nfiles, nfuncs, nlocs, nframes;
    const char **files, **funcs;
    xt_frame_loc *locs;
    xt_frame *frames;
} xt_stack_index;

/* The decoded HloProto of one module. */
typedef struct xt_hlo {
    const char *name;
    int64_t id, entry_id;
    size_t ninstrs, ncomps, nlbufs, nallocs, ntraces, naliases;
    xt_instr *instrs;
    xt_computation *comps;
    xt_lbuf *lbufs;
    xt_alloc *allocs;
    xt_heap_trace *traces;
    xt_alias *aliases;
    xt_stack_index stack;
    xt_imap instr_by_id, lbuf_by_id, comp_by_id;
    size_t remat_count; /* instructions whose name contains ".remat" */
    size_t nempty_instrs; /* empty instruction messages, skipped */
    bool has_buffer_assignment;
} xt_hlo;

typedef struct xt_module {
    const char *name;    /* "<hlo name>(<program id>)" */
    const char *hlo_name;/* "jit_train_step" */
    uint64_t program_id;
    const struct xt_plane *metadata_plane;
    const uint8_t *proto; /* serialized HloProto inside the mapped file */
    size_t proto_len;
    size_t proto_offset; /* in the file, for error messages */
    xt_hlo *hlo;         /* NULL until xt_module_hlo() decodes it */
    const char *hlo_error; /* the message when decoding the HloProto failed
                              (in the host's hlo_arena: an xt_error kept in
                              each module was 640 bytes of 712) */
    bool hlo_failed;
    bool hlo_shared;     /* hlo belongs to the host's xt_hlo_cache */
} xt_module;

/* Decoded HloProtos shared by the hosts of a run (each host of an SPMD
 * run compiles the same modules): an HloProto whose bytes equal one
 * decoded before, by a host loaded with the same cache, gets that
 * decoding.  The bytes are compared whole (read back from the first
 * host's file, so the cache keeps only the decoded modules).  Safe for
 * several threads; must outlive the hosts loaded with it. */
typedef struct xt_hlo_cache xt_hlo_cache;
xt_hlo_cache *xt_hlo_cache_new(void);
void xt_hlo_cache_free(xt_hlo_cache *c);
/* What a higher layer made of a cached module once for the whole run (the
 * plan: src/plan.c), kept beside it: the value stored for hlo, or NULL
 * (hlo not in c, or nothing stored yet).  _put stores val unless one is
 * there, and returns the one kept; free_fn frees the other, and the kept
 * one with the cache. */
void *xt_hlo_cache_extra(xt_hlo_cache *c, const xt_hlo *hlo);
void *xt_hlo_cache_extra_put(xt_hlo_cache *c, const xt_hlo *hlo, void *val,
                             void (*free_fn)(void *));

/* ---- hosts and captures ---------------------------------------------- */

/* How far a host's decode has come: done of total bytes of h->buf (the
 * file, or its decompressed bytes), written by the decoder's threads and
 * read by any thread (a progress line).  Each byte counts once: a line
 * walked twice counts half its bytes on each walk. */
typedef struct xt_meter {
    _Atomic uint64_t done, total;
} xt_meter;

typedef struct xt_host {
    const char *path;     /* as given/found */
    const char *hostname; /* from XSpace.hostnames, else the file name */
    const char *jax_version, *jaxlib_version;
    int64_t profile_start_ns, profile_stop_ns; /* 0 if unknown */
    size_t nplanes;
    xt_plane *planes;
    size_t nmodules;
    xt_module *modules;
    size_t nwarnings;
    const char **warnings;
    uint8_t *buf;     /* the file's bytes (mapped or decompressed) */
    size_t buf_len;
    bool buf_mapped;
    /* a gzip's errors and warnings not kept as it inflated (load.c's
     * gunzip): the first one's offset in the data inflated and the bytes
     * dropped (0: none); a decoding error's offsets count without them */
    uint64_t gz_text_first, gz_text_gone;
    /* 1 + the file offset where a second read of a line met other bytes
     * than the first (0: none): the file changed, or, when it did not,
     * its bytes parse two ways (the load then calls it corrupt) */
    _Atomic size_t reread_mismatch;
    size_t map_pieces; /* VMAs the mapping added by being split (xt_map_pieces_take) */
    uint64_t events_kept; /* while decoding: the events stored so far
                             (atomic adds: the memory check, src/decode.c) */
    uint64_t need_kept;   /* ... and the memory they, their launch records
                             and their kept stats take */
    /* the file as opened (file_known: loaded from a file): a lazy re-read
     * and xt_host_changed() compare the file on disk with these */
    bool file_known;
    const char *file_abs; /* the file's absolute path (re-reads survive a chdir) */
    uint64_t file_dev, file_ino;
    int64_t file_size, file_mtime_s, file_mtime_ns;
    xt_arena arena;
    xt_strtab strings;
    /* the modules' decoded HloProtos have their own arena and strings: a
     * second thread decodes them while the host's lines are decoded
     * (src/decode.c, "the modules' HloProtos") */
    xt_arena hlo_arena;
    xt_strtab hlo_strings;
    xt_hlo_cache *hlo_cache; /* borrowed, NULL: none (xt_host_load_shared) */
    size_t nevents;
    int64_t time_base_ns; /* subtracted from epoch-based line timestamps */
    xt_meter *meter;      /* borrowed, NULL: none (xt_host_load_metered) */
    /* while loading (xt_host_load_gated), NULL: none: called once before
     * the host's lines decode (after /host:metadata when it comes first),
     * to hold the load there */
    void (*gate)(void *ctx);
    void *gate_ctx;
} xt_host;

typedef struct xt_capture {
    const char *root;    /* the path the user gave */
    const char *run;     /* selected run name, NULL for a single file */
    size_t nruns;
    const char **runs;   /* run folder names, newest last */
    size_t nhosts;
    xt_host *hosts;
} xt_capture;

/* The model keeps only the event stats xoomtui reads (the decoder skips
 * the rest, so big captures stay small in memory); plane stats and the
 * /host:metadata plane are kept whole.  True if name is one of them. */
bool xt_stat_kept(const char *name);

/* Whether an event of this name may be left out of the model when it
 * encloses no other event (src/decode.c: "leaf events"): 1 when it has no
 * stats and its name contains none of names.h's event or line names (no
 * analysis looks for it); 2 for a CUPTI/HIP kernel launch (cuLaunchKernel,
 * hipLaunchKernel, ...: the name starts with one and contains no other),
 * kept as an xt_launch instead; 0 otherwise.  A re-read of the line
 * (xt_line_window) still shows them. */
int xt_event_name_droppable(const char *name);

/* ---- queries --------------------------------------------------------- */

/* The stat called name on ev (own stats first, then its metadata's), or
 * NULL.  name is compared by content. */
const xt_stat *xt_event_stat(const xt_event *ev, const char *name);
const char *xt_event_name(const xt_event *ev);
/* The run that stands for gap j's launches of line l (xt_launch_run), or
 * NULL when they are in launches[] one by one. */
const xt_launch_run *xt_line_launch_run(const xt_line *l, size_t j);
/* Numeric value of a stat whatever its encoding (int/uint/double, or a
 * decimal string); returns false if absent or not numeric. */
bool xt_stat_num(const xt_stat *st, double *out);
bool xt_stat_i64(const xt_stat *st, int64_t *out);
/* String value (str or ref); NULL if absent or not a string. */
const char *xt_stat_str(const xt_stat *st);

const xt_plane *xt_host_plane(const xt_host *h, const char *name);
const xt_stat *xt_plane_stat(const xt_plane *p, const char *name);

/* Decode the module's HloProto on first use.  Returns NULL and fills err
 * when the HloProto is corrupt (the module then has no plan).  Touches
 * only m, h->hlo_arena and h->hlo_strings, and reads the file: one thread
 * may decode modules while another decodes the host's lines. */
xt_hlo *xt_module_hlo(xt_host *h, xt_module *m, xt_error *err);

/* Free what a decoded HloProto holds outside the host's arenas. */
void xt_hlo_free(xt_hlo *hl);

/* Instruction by id, NULL if unknown. */
const xt_instr *xt_hlo_instr(const xt_hlo *h, int64_t id);
const xt_lbuf *xt_hlo_lbuf(const xt_hlo *h, int64_t id);

/* Hand every event of line l of plane pl (lazy or not) to fn, one at a
 * time, without keeping them: the event and its stats are valid during the
 * call only.  The analyses re-read lines through these two, never through
 * the decoder.  Returns XT_OK, or XT_EINPUT with err set. */
int xt_line_visit(xt_host *h, const xt_plane *pl, const xt_line *l,
                  void (*fn)(void *ctx, const xt_event *ev), void *ctx, xt_error *err);
/* The same for the events (Python-tracer events included) that start in
 * [t0_ps, t1_ps), in start order, for names and times: an event read back
 * from the file comes without its own stats (its metadata's remain), so a
 * window of a big line costs its events' headers only. */
int xt_line_window(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                   int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                   xt_error *err);

/* The same window read back from the file (whatever events[] holds) with
 * every stat of each event, those no analysis reads too (the model keeps
 * only xt_stat_kept's): for one event's own view.  The stats and their
 * strings are valid during the call only; nothing is added to the host.
 * XT_EINPUT when the file changed (xt_host_changed) or the line's bytes
 * were not kept. */
int xt_line_window_all(xt_host *h, const xt_plane *pl, const xt_line *l, int64_t t0_ps,
                       int64_t t1_ps, void (*fn)(void *ctx, const xt_event *ev), void *ctx,
                       xt_error *err);

/* m's place in plane pl's table of event metadata, from 1 (an array
 * indexed by it has xt_plane_metas(pl) entries), or 0 when m is not one
 * of them or pl keeps no table (no lazy lines, no allocator events).
 * Two metadata may share a name. */
size_t xt_plane_meta_index(const xt_plane *pl, const xt_evmeta *m);
size_t xt_plane_metas(const xt_plane *pl);
/* Per xt_plane_meta_index: the metadata's name's place among the plane's
 * names in strcmp order (equal names share one; [0]: UINT32_MAX), built
 * on the second call for the plane (safe from several threads) and kept
 * with the plane's table; NULL on the first call (a caller that sorts
 * once sorts its own few names for less) and when pl keeps no table. */
const uint32_t *xt_plane_name_ranks(const xt_plane *pl);

/* True when the host's file on disk is no longer the one that was opened
 * (another file, another size or mtime, or gone): lazy re-reads then fail
 * with XT_EINPUT, and the TUI offers to reload.  False for hosts loaded
 * from memory. */
bool xt_host_changed(const xt_host *h);

/* Record a warning on the host (copied). */
void xt_host_warn(xt_host *h, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Free everything a host owns (its bytes, model, modules); h itself is
 * the caller's. */
void xt_host_free(xt_host *h);
void xt_capture_free(xt_capture *c);

#endif
