/* devices.h - multi-device hosts shaped like JAX 0.8 on several GPUs: one
 * execution root on the Python thread, one consumer per GPU on a worker
 * thread of its own (linked by _p/_c), one BFC pool per GPU. */
#ifndef XB_DEVICES_H
#define XB_DEVICES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* What the last execution does on extra_dev. */
enum {
    XB_DEV_RUNS = 0, /* it runs */
    XB_DEV_FAILS,    /* its temp request fails after a 10 s wait: no launch */
    XB_DEV_WAITS,    /* its temp request waits 3 s, then succeeds: it runs */
    XB_DEV_ALONE,    /* its first request fails after a 10 s wait, on a
                        thread that ran nothing else: no allocation, no
                        launch, nothing names its device */
    XB_DEV_WAITS_RETRY, /* as XB_DEV_WAITS, the wait recorded as an
                           AllocatorRetry::AllocateRaw span (measured) */
};

/* One host of ndev GPUs running jit_step(7) (parameters 1 GiB, outputs
 * 512 MiB, temp 2 GiB) five times in 8 GiB pools, 1.5 GiB in use at each
 * start.  extra_dev (-1: none) holds extra_bytes more, put there (a
 * device_put of s32[...]) before the last execution, which does `mode`
 * there (XB_DEV_*) and runs on the others.  Writes host `hostname` to
 * path. */
int xb_devices_host(const char *path, const char *hostname, int ndev, int extra_dev,
                    int64_t extra_bytes, int mode);

/* The capture xt-build-fixture writes by that name: an 8-GPU host
 * (gpu8-fails, gpu8-waits), a scenario (scenarios.h) or one of a
 * comparison's pair (pairs.h).  0, -2 for no such name, else -1. */
int xb_write_named(const char *name, const char *path);

/* As xb_devices_host (no extra device), with nexecs executions (1 or 2:
 * too few to fit growth) in pools of pool bytes (a share of the pool
 * below 10%: 64 GiB). */
int xb_devices_host_sized(const char *path, const char *hostname, int ndev, int nexecs, int64_t pool);

/* Hostile: one execution whose n consumers each name a device of their
 * own (device_ordinal 0 .. n-1) on a thread of their own. */
int xb_devices_many(const char *path, size_t n);
/* The same with a module (jit_step(1), the executions' program id). */
int xb_devices_many_module(const char *path, size_t n, bool module);

#endif
