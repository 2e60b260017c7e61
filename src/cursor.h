/* cursor.h - the heap over program order, and a cursor that shows the
 * live set at any event of the module's heap-simulator trace.
 *
 * xt_heap_index replays the trace once (the replay of plan.c, the same
 * rules) and keeps: the heap after every event, each buffer's lifetime,
 * one delta per event (the buffer whose bytes changed, and to what), and
 * a checkpoint of the live set every XT_CURSOR_CHECKPOINT events.  A
 * cursor moves by restoring the nearest checkpoint at or before its target
 * and applying at most that many deltas, never by replaying from the
 * start.  Pure analysis, no text. */
#ifndef XT_CURSOR_H
#define XT_CURSOR_H

#include "plan.h"
#include "series.h"

/* Events between two checkpoints of the live set. */
#define XT_CURSOR_CHECKPOINT 4096

typedef struct xt_heap_index xt_heap_index;

/* Index p's heap trace.  NULL when p has no heap trace (or an empty one).
 * Does not change p; p (and its host) must outlive the index.  Memory:
 * about 24 bytes per event plus the live sets at the checkpoints. */
xt_heap_index *xt_heap_index_build(const xt_plan *p);
void xt_heap_index_free(xt_heap_index *hx);

const xt_plan *xt_heap_index_plan(const xt_heap_index *hx);
size_t xt_heap_index_events(const xt_heap_index *hx);
/* Heap bytes (padded) after event e (0-based; clamped to the last). */
int64_t xt_heap_index_at(const xt_heap_index *hx, size_t e);
/* The heap after every event, n values (owned by hx). */
const int64_t *xt_heap_index_values(const xt_heap_index *hx);

/* The heap downsampled to w columns (xt_series_of): computed once per
 * width and cached in hx (the last few widths); the pointer stays valid
 * until hx is freed. */
const xt_series *xt_heap_index_series(xt_heap_index *hx, size_t w);

/* The lifetime of a buffer of a live set (the peak's or a cursor's), in
 * program order: allocated at event from, freed at event to (to == the
 * event count when never freed in the trace). */
typedef struct xt_lifetime {
    size_t from, to;
    const char *from_instr;  /* instruction at those events */
    const char *to_instr;    /* "(end)" when never freed */
    bool freed;
} xt_lifetime;
xt_lifetime xt_buf_lifetime(const xt_plan *p, const xt_live_buf *b);

/* ---- the cursor ---------------------------------------------------------- */

typedef struct xt_cursor xt_cursor;

/* A cursor over hx, at the heap peak (the default position).  hx must
 * outlive it.  Memory: about 16 bytes per logical buffer of the module. */
xt_cursor *xt_cursor_new(xt_heap_index *hx);
void xt_cursor_free(xt_cursor *c);

/* Where it is: events [0, pos] are replayed. */
size_t xt_cursor_pos(const xt_cursor *c);
/* Move to event e (clamped to the trace). */
void xt_cursor_set(xt_cursor *c, size_t e);
/* Move by delta events (clamped). */
void xt_cursor_step(xt_cursor *c, long delta);
/* Move dir (-1 or +1) chart columns at width w: to the event holding the
 * maximum of the next (previous) column.  False when already in the last
 * (first) column. */
bool xt_cursor_column(xt_cursor *c, int dir, size_t w);
/* Move to the next (dir +1) or previous (-1) local peak.  w == 0: of the
 * heap itself (an event where the heap rose and, from there, next
 * changes by falling; on a plateau the first event of it); w > 0: of the
 * chart at width w (a column higher than the columns on both sides, at
 * its maximum's event).  False (no move) when there is none that way. */
bool xt_cursor_local_peak(xt_cursor *c, int dir, size_t w);
void xt_cursor_to_peak(xt_cursor *c);   /* the plan's heap peak */
void xt_cursor_to_start(xt_cursor *c);
void xt_cursor_to_end(xt_cursor *c);

/* At the cursor: heap bytes and the instruction of the event. */
int64_t xt_cursor_heap(const xt_cursor *c);
const char *xt_cursor_instruction(const xt_cursor *c);

/* The live set at the cursor as xt_plan_replay_to gives it (heap, roles
 * adding up to it, the buffers largest first with their lifetimes), in
 * arena a; the buffers' shape and source strings are the cursor's, each
 * made once (they live until xt_cursor_free), or past 64 MiB of them
 * arena a's: a caller keeps a until it is done with the point.
 * O(live buffers), not O(events).  False when empty trace. */
bool xt_cursor_point(xt_cursor *c, xt_arena *a, xt_heap_point *out);
/* Its event, instruction, heap, count and roles alone (live NULL): what
 * a table of the roles reads (xt_cursor_point described each buffer, its
 * shape and source made as strings: 25 ms a cursor step at 100,000
 * buffers). */
void xt_cursor_totals(xt_cursor *c, xt_heap_point *out);

/* --at: 0 none, XT_AT_PEAK the heap peak, N >= 1 the live set after
 * heap-trace event N (counted from 1, as the screen's "event 25 of 40"). */
#define XT_AT_PEAK (-1)
/* The 0-based event that at names in p's trace; SIZE_MAX when at is 0,
 * p has no heap trace, or N is past its last event. */
size_t xt_at_event(const xt_plan *p, int64_t at);

#endif
