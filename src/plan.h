/* plan.h - the static half: what one compiled module needs, from the
 * buffer assignment stored in the capture (doc/figures.md, "Plan").
 * Memory space (colour) 0 only; other colours are counted and named. */
#ifndef XT_PLAN_H
#define XT_PLAN_H

#include "model.h"
#include "units.h"

typedef enum {
    XT_ROLE_FORWARD = 0,  /* jvp( in the name stack: kept for backward */
    XT_ROLE_BACKWARD = 1, /* transpose( in the name stack              */
    XT_ROLE_WORKSPACE = 2,/* s8/u8 outputs of a custom-call            */
    XT_ROLE_OTHER = 3,
    XT_NROLES = 4
} xt_role;

/* What an analysis allocates into: an arena of its own and a table of the
 * strings it makes up, so that analysing a host never grows the host's
 * arena.  A string the host already has is returned as the host's pointer
 * (names compare by pointer across the two tables).  Must not move once
 * initialised. */
typedef struct xt_store {
    xt_arena arena;
    xt_strtab strings;
} xt_store;

void xt_store_init(xt_store *s);
void xt_store_free(xt_store *s);
const char *xt_store_intern(xt_store *s, const xt_host *h, const char *str);
const char *xt_store_intern_n(xt_store *s, const xt_host *h, const char *str, size_t n);

const char *xt_role_name(xt_role r);      /* "forward", ... (JSON keys) */
const char *xt_role_label(xt_role r);     /* "forward, kept for backward" */

/* One logical buffer (through its display buffer) live at the heap peak. */
typedef struct xt_live_buf {
    int64_t bytes;    /* padded bytes it holds of the heap peak */
    int64_t unpadded;
    int64_t lbuf_id;
    const xt_instr *instr; /* defining instruction, NULL if unknown */
    const xt_instr *via;   /* calling instruction in the entry computation
                              (e.g. while.50) when defined in a callee */
    const char *shape;     /* "f32[8,8,1024,1024]" */
    const char *source;    /* "model.py:88", "" if unknown */
    xt_role role;
    size_t born, died;     /* heap-trace event indices (program order) */
    const char *born_at, *died_at; /* instruction names at those events */
} xt_live_buf;

/* qsort order of live buffers: largest first, ties in the order they
 * became live (born), then by logical buffer id, then the one that dies
 * first (two shown through one sharer).  Takes two
 * const xt_live_buf *; the peak's live set and any event's use it. */
int xt_live_buf_cmp(const void *a, const void *b);

typedef struct xt_color_total {
    int64_t color, bytes;
    int64_t param_bytes; /* of them, the entry computation's parameters' */
    size_t nparams;
} xt_color_total;

typedef struct xt_plan {
    const xt_module *module;
    bool has_plan;         /* false: no buffer assignment (or corrupt) */
    bool has_heap_trace;   /* false: no trace for the temp allocation */
    bool saturated;        /* a total reached INT64_MAX (xt_sat_add): no size */
    bool negative;         /* an allocation's size was negative (left out of
                              the totals: a damaged capture) */
    /* totals, colour 0 (read) */
    int64_t parameters, donated, outputs, temp, total;
    int64_t constants, thread_local;
    int64_t aliasable;     /* inferred: non-donated parameter bytes that an
                              output of the same size could reuse */
    size_t nparams, ndonated;
    /* heap simulation (read: from the stored trace) */
    int64_t heap_peak, heap_peak_unpadded;
    size_t peak_event, trace_events;
    const char *peak_instruction;
    int64_t roles[XT_NROLES];
    size_t nlive;
    xt_live_buf *live;     /* sorted by bytes, largest first */
    size_t remat;
    size_t ncolors;        /* other memory spaces */
    xt_color_total colors[8];
    size_t nwarnings;
    const char **warnings;
    const xt_hlo *hlo;             /* the module's (NULL without a plan) */
    const xt_heap_trace *heap_trace; /* the trace replayed, NULL if none */
} xt_plan;

/* Compute the plan of module m (decoding its HloProto if needed: the
 * decoded module is the host's).  The result and everything it points to
 * live in st's arena.  Never fails: a
 * module without a usable buffer assignment gets has_plan = false and a
 * warning saying why; an inconsistent heap trace gets partial figures and
 * warnings. */
xt_plan *xt_plan_compute(xt_host *h, xt_module *m, xt_store *st);

/* The heap after a prefix of the module's heap-simulator trace (program
 * order): what the program-order cursor shows at event N. */
typedef struct xt_heap_point {
    size_t event;              /* events [0, event] replayed */
    const char *instruction;   /* instruction name at that event */
    int64_t heap, heap_unpadded;
    int64_t roles[XT_NROLES];  /* live bytes by role: they add up to heap */
    size_t nlive;
    xt_live_buf *live;         /* largest first, as plan->live */
} xt_heap_point;

/* Replay p's heap trace up to and including event (clamped to the last
 * one) into *out; the live set is in arena a.  At p->peak_event this is
 * the plan's own heap_peak, roles and live set.  False (and *out zeroed)
 * when the plan has no heap trace. */
bool xt_plan_replay_to(const xt_plan *p, size_t event, xt_arena *a, xt_heap_point *out);

/* The heap after each of p's trace_events heap-trace events, as the
 * heap-trace index (cursor.h) has them, in a malloc'd array; NULL when p
 * has no trace.  One replay: no index (what --json's heap series reads,
 * for every module of every host). */
int64_t *xt_plan_heap_values(const xt_plan *p);

/* Describe logical buffer root (dense index into p->hlo->lbufs) holding
 * heap bytes, shown through the sharer show (a dense index; root itself
 * when it is not shared), as the live set at the peak describes its
 * buffers: lbuf_id, instr, via, shape, source and role, in arena a.
 * bytes, unpadded and the lifetime are left 0 for the caller.  Lets the
 * program-order cursor (src/cursor.h) describe its own live set. */
void xt_plan_describe(const xt_plan *p, size_t root, size_t show, xt_arena *a, xt_live_buf *out);
/* Its lbuf_id, instr and via alone (the rest 0): for a caller that keeps
 * the strings and role xt_plan_describe made (src/cursor.c). */
void xt_plan_describe_ids(const xt_plan *p, size_t show, xt_live_buf *out);
/* The role xt_plan_describe gives, alone (no strings made). */
xt_role xt_plan_role(const xt_plan *p, size_t root, size_t show);

/* The Python stack of an instruction, innermost first, as "file:line
 * function" strings in arena a.  Returns the frame count (0 if none). */
size_t xt_instr_stack(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a,
                      const char ***out);
/* The same, its innermost `most` frames made into strings (*out holds
 * them); returns the whole chain's frame count.  A view shows a bounded
 * part: 150,000 frames of one 4 KB file name made 615 MB of rows (an
 * attacker's review). */
size_t xt_instr_stack_n(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a, const char ***out,
                        size_t most);
/* "file:line" of an instruction (source_file, else innermost frame). */
const char *xt_instr_source(const xt_hlo *hlo, const xt_instr *ins, xt_arena *a);

/* Groups of live buffers with the same shape, role and source line,
 * largest total first (e.g. f32[8,8,1024,1024] x5 on one line). */
typedef struct xt_live_group {
    const char *shape, *source;
    xt_role role;
    size_t count;
    int64_t bytes;
    size_t first; /* index of the first member in plan->live */
} xt_live_group;
size_t xt_plan_groups(const xt_plan *p, xt_arena *a, xt_live_group **out);
/* The same, and where next is not NULL each group's members in a chain:
 * (*next)[i], in a, is the index in plan->live of the member after i in
 * i's group (SIZE_MAX after the last), from each group's first on (a
 * group's buffers listed without scanning every live buffer: a
 * comparison's search one Enter down into each of 40,000 groups took 7
 * s, a trial). */
size_t xt_plan_groups_next(const xt_plan *p, xt_arena *a, xt_live_group **out, size_t **next);
/* The allocations of p->outputs (read: maybe-live-out, not a parameter,
 * memory space 0), largest first, each described by its largest logical
 * buffer (shape, instruction, source, role; born and died SIZE_MAX); in
 * a.  Their bytes add up to p->outputs. */
size_t xt_plan_outputs(const xt_plan *p, xt_arena *a, xt_live_buf **out);

/* One of the entry computation's parameters (read: an allocation marked
 * as a parameter, memory space 0). */
typedef struct xt_plan_param {
    int64_t number;     /* its parameter number: the place of its array in
                           the flattened arguments */
    const char *index;  /* its shape index in a tuple parameter, "{0,1}";
                           "" for none; "{0,1,...}" past 8 levels */
    const int64_t *ix;  /* that index (nix levels), as the plan has it */
    uint32_t nix;
    int64_t bytes;
    bool donated;       /* aliased to an output (read) */
    bool output_alike;  /* not donated, and paired with a non-aliased
                           output of its size as p->aliasable pairs them
                           (inferred: what donating it could save) */
    xt_live_buf desc;   /* its largest logical buffer: shape, instruction
                           (its op_name names the argument), source */
} xt_plan_param;
/* The parameters of p, by parameter number (then shape index); in a.
 * Their bytes add up to p->parameters, the donated ones' to p->donated,
 * the output_alike ones' to p->aliasable. */
size_t xt_plan_params(const xt_plan *p, xt_arena *a, xt_plan_param **out);
/* Two parameters by place: number, then shape index level by level as
 * numbers ({0,2} before {0,10}), a shorter index first; xt_plan_params'
 * order. */
int xt_plan_param_cmp(const xt_plan_param *a, const xt_plan_param *b);

#endif
