/* builder.h - writes synthetic captures with the generated protobuf-c code:
 * an XSpace with planes, lines, events and stats, and HloProtos with
 * internally consistent buffer assignments (sizes, offsets, heap traces).
 * Used by the tests (OOM scenarios, edge cases) and the benchmark. */
#ifndef XB_BUILDER_H
#define XB_BUILDER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct xb_space xb_space;
typedef struct xb_plane xb_plane;
typedef struct xb_line xb_line;
typedef struct xb_event xb_event;

xb_space *xb_new(void);
void xb_free(xb_space *s);
void xb_hostname(xb_space *s, const char *name);
xb_plane *xb_plane_new(xb_space *s, int64_t id, const char *name);
xb_plane *xb_plane_find(xb_space *s, const char *name);
/* Plane-level stats. */
void xb_plane_stat_u(xb_plane *p, const char *name, uint64_t v);
void xb_plane_stat_str(xb_plane *p, const char *name, const char *v);
xb_line *xb_line_new(xb_plane *p, int64_t id, const char *name, int64_t timestamp_ns);
/* Events must be added in start order per line (as saved files are). */
xb_event *xb_event_new(xb_line *l, const char *name, int64_t start_ps, int64_t dur_ps);
void xb_stat_i(xb_event *e, const char *name, int64_t v);
void xb_stat_u(xb_event *e, const char *name, uint64_t v);
void xb_stat_d(xb_event *e, const char *name, double v);
void xb_stat_ref(xb_event *e, const char *name, const char *v); /* as TraceMe parsing does */
void xb_stat_str(xb_event *e, const char *name, const char *v);
/* Hostile inputs: point an event at a metadata id that does not exist. */
void xb_event_meta_id(xb_event *e, int64_t id);
/* A second metadata of the event's name (a new id), the event pointed at
 * it: two metadata of one name, as a merged or rewritten capture has. */
void xb_event_meta_twin(xb_event *e);
/* A module in /host:metadata: "name(id)" with a serialized HloProto. */
void xb_module(xb_space *s, const char *name, uint64_t program_id, const uint8_t *proto,
               size_t len, bool program_id_stat);
/* Serialize; returns a malloc'd buffer. */
uint8_t *xb_pack(xb_space *s, size_t *len);
/* Write to path (gzip if gz).  Returns 0 or -1. */
int xb_write(xb_space *s, const char *path, bool gz);

/* ---- HLO ------------------------------------------------------------------ */

typedef struct hb_module hb_module;

enum { HB_PARAM = 1, HB_OUTPUT = 2, HB_TEMP = 4, HB_CONST = 8, HB_THREAD_LOCAL = 16 };

hb_module *hb_new(const char *name, int64_t id);
void hb_free(hb_module *m);
/* Computations: the first one made is the entry.  Returns its id. */
int64_t hb_comp(hb_module *m, const char *name);
/* An array instruction; dims terminated by -1.  Returns its id. */
int64_t hb_instr(hb_module *m, int64_t comp, const char *name, const char *opcode, int type,
                 const int64_t *dims, const char *op_name, const char *file, int line);
/* Attach a Python stack (innermost first, "file:line:function" strings). */
void hb_stack(hb_module *m, int64_t instr, const char *const *frames, size_t n);
void hb_calls(hb_module *m, int64_t instr, int64_t comp);
/* Hostile inputs: the instruction's innermost frame is its own parent. */
void hb_stack_cycle(hb_module *m, int64_t instr);
/* A static allocation holding one buffer of instr: parameter, output... */
int64_t hb_static(hb_module *m, int kind, int64_t instr, int64_t size, int64_t param_number);
/* The parameter allocation alloc (hb_static's id) a piece of its
 * argument at shape index ix[n] (a tuple's). */
void hb_param_index(hb_module *m, int64_t alloc, const int64_t *ix, size_t n);
void hb_alias(hb_module *m, int64_t param_number);
/* Temp buffers: declare, then the heap trace (ALLOC/FREE/SHARE) in
 * program order; hb_finish assigns first-fit offsets and sizes the temp
 * allocation to the trace's extent. */
int64_t hb_temp(hb_module *m, int64_t instr, int64_t size);
void hb_alloc(hb_module *m, int64_t lbuf, const char *at);
void hb_free_buf(hb_module *m, int64_t lbuf, const char *at);
void hb_share(hb_module *m, int64_t lbuf, int64_t canonical, const char *at);
/* Raw trace event (for hostile traces): kind 0/1/2. */
void hb_trace_raw(hb_module *m, int kind, int64_t lbuf, int64_t canonical);
/* Serialize to a malloc'd HloProto. */
uint8_t *hb_pack(hb_module *m, size_t *len);
/* m packed into s's /host:metadata plane as module name(program_id)
 * (xb_module, no program_id stat), then freed. */
void xb_module_hb(xb_space *s, const char *name, uint64_t program_id, hb_module *m);
int64_t hb_temp_size(hb_module *m); /* after hb_pack */
/* The temp block without a heap-simulator trace (hb_alloc and the like
 * left out): each temp buffer at its start, the block their largest. */
void hb_no_trace(hb_module *m);
/* The temp block's allocation written with this size, not the trace's
 * extent (a lie: -1, or more than its buffers). */
void hb_temp_size_set(hb_module *m, int64_t size);

/* ---- JAX-0.8-style runtime events ------------------------------------------- */

typedef struct xb_gpu {
    xb_space *s;
    xb_plane *host, *dev;
    xb_line *py;        /* the Python thread */
    xb_line *stream;    /* device stream */
    const char *allocator;
    int64_t capacity, in_use, peak;
    uint64_t next_addr;
    int64_t run_id, corr;
    bool jax011;        /* JAX >= 0.11 event names: CommonPjRt, AllocatorRetry */
} xb_gpu;

/* A host and device 0 with a BFC pool of capacity bytes (device memory
 * devmem); before bytes are in use before the capture starts. */
void xb_gpu_init(xb_gpu *g, xb_space *s, const char *allocator, int64_t capacity,
                 int64_t devmem, int64_t before);
/* A MemoryAllocation/Deallocation on line l at t; returns the address. */
uint64_t xb_gpu_alloc(xb_gpu *g, xb_line *l, int64_t t_ps, int64_t bytes, const char *shape);
void xb_gpu_free(xb_gpu *g, xb_line *l, int64_t t_ps, uint64_t addr, int64_t bytes);

/* One execution of module (name, program id) starting at t_ps.  Allocates
 * each of outs[] (persisting: their addresses go to out_addrs) then temp;
 * when fail_at >= 0 the allocation with that index (temp = nouts) fails:
 * no event, a wait of wait_ps, and no kernel launch.  Returns the end. */
int64_t xb_gpu_execute(xb_gpu *g, int64_t t_ps, const char *module, uint64_t program_id,
                       const int64_t *outs, size_t nouts, int64_t temp, int fail_at,
                       int64_t wait_ps, uint64_t *out_addrs);

#endif
