/* charts.h - fixtures for the charts and the program-order cursor: one
 * module whose heap trace is long (allocations, frees and shares over a
 * live set that rises and falls), and a GPU pool with executions. */
#ifndef XB_CHARTS_H
#define XB_CHARTS_H

#include <stddef.h>

/* Write a capture with module jit_long(7): about nevents heap-trace
 * events (allocations, frees, shares, in program order; buffers of the
 * four roles) and a GPU_0_bfc pool with nexecs executions of it, the last
 * one failing (never launched) after a retry wait.  Deterministic for a
 * seed.  Returns 0 or -1. */
int xb_write_long_trace(const char *path, size_t nevents, size_t nexecs, unsigned seed);

#endif
