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
/* Numbers at the ends of int64: jit_big(1)'s heap trace allocates one
 * temp of about INT64_MAX / 2 bytes three times before freeing it (the
 * level passes INT64_MAX at its third event); host lines at +-10^15 ns
 * hold events near INT64_MAX and INT64_MIN ps lasting INT64_MAX ps. */
int xb_hostile_extremes(const char *path);
/* One module whose heap trace chains n buffers by SHARE_WITH, then frees
 * each. */
int xb_hostile_share_chain(const char *path, size_t n);
/* n nested Python frames in JAX's files around n allocations outside any
 * execution; the same with TraceMe events. */
int xb_hostile_python_stack(const char *path, size_t n);
int xb_hostile_nested_origin(const char *path, size_t n);
/* n modules named jit_m, each a buffer of the same size, and n executions
 * naming it (no program id), each requesting that size; one module of n
 * buffers and one execution of n allocation requests. */
int xb_hostile_same_name(const char *path, size_t n);
int xb_hostile_requests(const char *path, size_t n);
/* A buffer that shares, is freed, and shares another buffer: A ALLOC, B
 * SHARE A, B FREE, C ALLOC, B SHARE C, B FREE, then B SHARE A while it
 * shares C (ignored).  Sizes 1024, 512, 2048. */
int xb_hostile_reshare(const char *path);
/* n modules jit_f0..jit_f<n-1> (ids 1..n), each a temp block of 4 KiB
 * times k+1 and no heap-simulator trace (a plan note each), no execution. */
int xb_modules_without_trace(const char *path, size_t n);
/* n compiles of jit_m (ids 1..n), each a temp of its own size, and one
 * execution of jit_m with no program id requesting compile pick's size. */
int xb_many_compiles(const char *path, size_t n, size_t pick);
/* n modules each run once on GPU_0_bfc, each execution's 4 KiB output
 * never freed, then jit_train_step(7) run 10 times keeping 104 MiB each:
 * the last start's live set holds n + 1 modules' outputs.  twins: the
 * modules are named with 359 X's, the first alone, the others followed by
 * " execution 999999999999999999" and " execution <7919 i>" (a name that
 * reads as another's "outputs of M execution N"); twins 2: 1,500 X's.
 * Returns 0 or -1. */
int xb_many_output_modules(const char *path, size_t n, int twins);

#endif
