/* hostile_runtime.h - captures that made the runtime and plan analyses
 * quadratic (issue 13 items 6-8), written at test time at any size. */
#ifndef XB_HOSTILE_RUNTIME_H
#define XB_HOSTILE_RUNTIME_H

#include <stddef.h>

/* One module whose only instruction has a Python stack of n frames, each
 * the parent of the next.  Returns 0 or -1. */
int xb_hostile_stack_chain(const char *path, size_t n);
/* One host line of n execution roots, each nested in the previous one. */
int xb_hostile_nested_roots(const char *path, size_t n);
/* n MemoryAllocation events, each in an allocator of its own name. */
int xb_hostile_allocators(const char *path, size_t n);
/* Numbers at the ends of int64: jit_big(1) holds three temps of
 * INT64_MAX / 2 bytes live together (allocated in its heap trace's first
 * three events) and runs twice in a pool whose events carry sizes near
 * INT64_MAX; host lines start far from the profile start, with events at
 * offsets and durations near INT64_MAX and INT64_MIN. */
int xb_hostile_extremes(const char *path);

#endif
