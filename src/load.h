/* load.h - find the host files of a capture and read them (read-only). */
#ifndef XT_LOAD_H
#define XT_LOAD_H

#include "model.h"

/* Progress callback: called with bytes done and total while loading; may
 * be NULL. */
typedef void (*xt_progress_fn)(void *ctx, const char *what, size_t done, size_t total);

/* Open the capture at path: a JAX log dir (<logdir>/plugins/profile/<run>/),
 * a run folder, or one .xplane.pb / .xplane.pb.gz file.  run selects a run
 * by folder name (NULL: the newest).  Every host file of the run is
 * decoded into c->hosts.  Nothing is ever written near the capture.
 * Returns XT_OK, or XT_EINPUT with a one-line message in err; c is then
 * empty (safe to xt_capture_free). */
int xt_capture_open(xt_capture *c, const char *path, const char *run,
                    xt_progress_fn progress, void *ctx, xt_error *err);

/* Decode a capture held in memory (copied) as host `name`: for fuzzing
 * and tests.  Same errors as a file. */
int xt_host_load_mem(xt_host *h, const char *name, const uint8_t *data, size_t len,
                     xt_error *err);

/* Load one host file (already located) into h.  Exposed for tests. */
int xt_host_load(xt_host *h, const char *path, xt_error *err);

#endif
