/* disagree.h - captures whose parts disagree with one another (an
 * attacker's review, helper-123): what the tool must then say, not hide. */
#ifndef XB_DISAGREE_H
#define XB_DISAGREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* jit_f(5) run twice on GPU_0_bfc (2 GiB), the second never launching;
 * reversed: the Python line holds the second execution's events first
 * (a line out of start order). */
int xb_disagree_unsorted(const char *path, bool reversed);
/* jit_f(5) in a pool of 128 MiB, its heap trace peaking at 256 MiB and
 * its temp block written as temp_bytes; it runs once. */
int xb_disagree_temp(const char *path, int64_t temp_bytes);
/* One allocator named name (2 GiB) and the device planes GPU:0 and GPU:5
 * (memory_size 4 GiB); jit_f(5) runs three times, the last failing. */
int xb_disagree_pool_name(const char *path, const char *name);
/* n allocations of 64 MiB on a worker thread whose frees are lost (each
 * event's own bytes in use stay right), before jit_f(5) fails asking for
 * a temp of 200 MiB; 1900 MiB in use before the capture, pool 2 GiB. */
int xb_disagree_lost_frees(const char *path, int n);

/* Allocator events only (no modules): opA allocates 100 MiB at 1 ms; at
 * 2 ms opB allocates 50 MiB (the peak, 150 MiB) and opA's buffer is freed
 * at the same instant, after it. */
int xb_peak_then_free(const char *path);

/* Allocator events only: two allocations (10 and 20 MiB) at one address,
 * then two frees of it: every byte freed, yet the second allocation took
 * the address of the first while it was live. */
int xb_one_address(const char *path);

/* jit_f(5) run once on GPU_0_bfc, then a second plane named /host:CPU
 * (a concatenated capture) with one event. */
int xb_two_host_planes(const char *path);

/* Allocator events only: allocation i (n - i MiB, never freed) under a
 * TraceMe event named names[i], its origin. */
int xb_named_allocations(const char *path, const char *const *names, size_t n);

/* Sizes for a comparison: jit_f(5) whose n temp buffers are all live at
 * its heap peak, each of its own shape (seed shifts them: two seeds give
 * two captures whose groups differ) and Python line; and n modules
 * prefix0..prefix<n-1> (ids 1..n), prefix0 run once. */
int xb_many_live_groups(const char *path, int n, int seed);
int xb_many_named_modules(const char *path, int n, const char *prefix);
/* n modules of names sharing a 100-byte prefix, none run; then, tpu: a
 * /device:TPU:0 plane whose XLA Modules line has e events of the first
 * module's name (each module scanned every event: quadratic); else one
 * more module run once with e output allocations (each allocation's label
 * scanned every module).  An attacker's review. */
int xb_many_modules_events(const char *path, int n, int e, bool tpu);
/* One execution, then d events each inside the one before, named as an
 * executable's scope (ExecuteHelper) and each naming that execution (_c):
 * every one walked its whole chain (an attacker's review). */
int xb_nested_consumers(const char *path, int d);
/* A module named "jit_" and len letters, run once with a outputs: each
 * output's label formatted the whole name (an attacker's review). */
int xb_long_name_outputs(const char *path, int len, int a);
/* jit_f with p parameters (2 MiB and a little), three live buffers of the
 * first one's size, then l live 1 KiB ones, then two executions: the
 * step parameters' search (every parameter scanned every live buffer). */
int xb_many_params(const char *path, int p, int l);
/* jit_f with n parameters of 1 KiB and n + 1 alias entries, n of them
 * of numbers no parameter has, the last the last parameter's: each
 * parameter's entry was found by a scan of them all (an attacker's
 * 100,000 took 5.6 s to report). */
int xb_many_aliases(const char *path, int n);
/* A step's 2 MiB parameter and two live buffers of its size, 4 MiB from
 * before the capture: the second freed as the last call returned (soon)
 * or 10 ms later, the first long after. */
int xb_param_released(const char *path, bool soon);
/* e executions of jit_f; on a second host thread one ExecuteHelper spans
 * them all, holding a consumer of each (_c its _p) and f more events:
 * the span each execution is widened to (each scanned all of it). */
int xb_shared_consumer_span(const char *path, int e, int f);

/* n allocations under one op ("model/layer/dense/MatMul"), 1-97 KiB each
 * in no order (from seed), never freed: one group of n at the pool's peak. */
int xb_one_op_allocations(const char *path, size_t n, uint32_t seed);

/* Five allocations of INT64_MAX / 4 bytes each, never freed: live past
 * 8 EiB, a sum that stops there (a damaged capture). */
int xb_overflowing_sizes(const char *path);

/* 1 GiB, then 1.5 GiB live, the allocator's bytes in use saying 1.5 GiB
 * after the second: what is live adds up to more than it says. */
int xb_live_over_in_use(const char *path);

/* One allocation of 1 GiB whose event says a lifetime peak of 100 MiB:
 * a peak in the capture above the lifetime peak, no size past 8 EiB. */
int xb_peak_over_lifetime(const char *path);

#endif
