/* load.h - find the host files of a capture and read them (read-only). */
#ifndef XT_LOAD_H
#define XT_LOAD_H

#include "model.h"

/* Progress of a load: hosts and bytes (file sizes on disk) done and in
 * all, and an estimate of the time left. */
typedef struct xt_progress {
    const char *what;          /* the file read last (raw: sanitise it) */
    size_t hosts_done, hosts_total;
    uint64_t bytes_done, bytes_total;
    double elapsed_s;
    double eta_s;              /* -1 while unknown */
} xt_progress;

/* Progress callback: called before each host file (what: the file about
 * to be read), then once more with hosts_done == hosts_total and what "".
 * May be NULL. */
typedef void (*xt_progress_fn)(void *ctx, const xt_progress *p);

/* Open the capture at path: a JAX log dir (<logdir>/plugins/profile/<run>/),
 * a run folder, or one .xplane.pb / .xplane.pb.gz file.  run selects a run
 * by folder name (NULL: the newest).  Every host file of the run is
 * decoded into c->hosts.  Nothing is ever written near the capture.
 * Returns XT_OK, or XT_EINPUT with a one-line message in err; c is then
 * empty (safe to xt_capture_free). */
int xt_capture_open(xt_capture *c, const char *path, const char *run,
                    xt_progress_fn progress, void *ctx, xt_error *err);

/* A log dir's runs read again: runs written since it was opened (a job
 * still tracing) join c->runs in order; runs gone stay listed (the TUI
 * says their folder is gone).  Returns how many joined (0 for a capture
 * opened as a file or run folder). */
size_t xt_capture_rescan_runs(xt_capture *c);

/* Find the host files of the capture at path without reading them (as
 * xt_capture_open: run folder, log dir, one file; run selects a run).
 * Fills c->root, c->run, c->runs (c->hosts stays empty) and *files, the
 * host files in file order (free with xt_capture_files_free).  Errors as
 * xt_capture_open.  For runs analysed host by host (src/summary.h). */
/* The newest run of c's log dir (picked by default: run NULL) could not be
 * read: add to err's line the runs before it and how to open one, when
 * there are some and it fits. */
void xt_capture_note_older_runs(const xt_capture *c, const char *run, xt_error *err);
int xt_capture_list(xt_capture *c, const char *path, const char *run, char ***files,
                    size_t *n, xt_error *err);
void xt_capture_files_free(char **files, size_t n);

/* Decode a capture held in memory (copied) as host `name`: for fuzzing
 * and tests.  Same errors as a file. */
int xt_host_load_mem(xt_host *h, const char *name, const uint8_t *data, size_t len,
                     xt_error *err);

/* Load one host file (already located) into h.  Exposed for tests.  A file
 * whose size reads as 0 (/proc files) is read to its end.  Records the
 * file's identity, size and mtime for xt_host_changed/xt_host_read. */
int xt_host_load(xt_host *h, const char *path, xt_error *err);
/* The same, the modules' HloProtos decoded once for every host loaded
 * with cache (model.h); cache outlives h. */
int xt_host_load_shared(xt_host *h, const char *path, xt_hlo_cache *cache, xt_error *err);
/* The same, with meter (may be NULL; outlives the load) counting the bytes
 * decoded so far, for a progress line read on another thread: set to 0 of
 * the file's size first, to total of total at the end (model.h). */
int xt_host_load_metered(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                         xt_error *err);
/* The same, gate(ctx) called once before the host's lines decode: its
 * modules are known by then and their HloProtos being read (the most a
 * run's next host holds while the last is still written: src/summary.c). */
int xt_host_load_gated(xt_host *h, const char *path, xt_hlo_cache *cache, xt_meter *meter,
                       void (*gate)(void *ctx), void *gate_ctx, xt_error *err);
/* A mapped capture is VMAs of this many bytes (more for a file of over
 * 2 GiB), so that no large folio of the page cache is mapped whole at a
 * fault (load.c, map_in_pieces). */
#define XT_MAP_PIECE ((size_t)256 << 10)

/* Another thread that reads a mapped host's bytes while it loads (the
 * modules' HloProtos: src/decode.c) guards them as the load does: a SIGBUS
 * there (the file truncated) turns the mapping into zeros, and the load
 * fails when it checks the file at its end; _end says whether that
 * happened on this thread.  xt_bus_guarded: whether this thread may read
 * [p, p + len) of a mapping in place now. */
void xt_bus_guard_thread(const void *p, size_t len);
bool xt_bus_guard_thread_end(void);
bool xt_bus_guarded(const void *p, size_t len);
/* Whether --host NAME names the host with this hostname, loaded from path:
 * its hostname, or its file's name without .xplane.pb[.gz] (the hosts of
 * a run may all say "localhost"). */
bool xt_host_named(const char *hostname, const char *path, const char *name);
/* Whether --host NAME names the host file at path, told without loading
 * it (xt_decode_peek_hostname): 1 by its file's name or its recorded
 * hostname, 0 when both differ, -1 when only its load can tell. */
int xt_host_file_named(const char *path, const char *name);
/* The hostname the file at path records, read from its top-level fields
 * (xt_decode_peek_hostname) into buf; false when it records none or that
 * cannot tell. */
bool xt_host_file_hostname(const char *path, char *buf, size_t cap);
/* ... or a gzip file's too, inflated as it is read to its end, where the
 * hostnames are: as slow as inflating it (--host's prefix, where no plain
 * file's name holds it: a .gz host's hostname was never matched, and "no
 * host 'work'" named it, "first: worker-7": an attacker's review). */
bool xt_host_file_hostname_gz(const char *path, char *buf, size_t cap);
/* The host name a file gives when it records none: its name without the
 * directory and .xplane.pb[.gz] (in ar). */
const char *xt_host_name_of_file(xt_arena *ar, const char *path);
/* What --host takes to pick a host: its hostname, or its file's name
 * without .xplane.pb where another host has that hostname (repeats; a
 * hint "first: fixture-host" led to "more than one host is named": a
 * trial). */
const char *xt_host_pick_name(xt_arena *ar, const char *hostname, const char *path, bool repeats);
/* The first of n hosts (hostnames[i], paths[i]; paths may be NULL) as
 * --host picks it, in buf: xt_host_pick_name's, or the file's whole name
 * where another host answers to that too; "none" without hosts. The hint
 * of "no host 'x' in the run". */
const char *xt_host_hint(char *buf, size_t cap, const char *const *hostnames, const char *const *paths, size_t n,
                         bool repeats);
/* --host NAME names two hosts (files p1 and p2 of the run at root): fails
 * err (XT_EINPUT) saying so, every file of all[0..n) it names (p1 and p2
 * alone when all is NULL), and which file names tell them apart. */
int xt_host_fail_ambiguous(xt_error *err, const char *root, const char *name, const char *p1,
                           const char *p2, const char *const *all, size_t n);
/* --host NAME where no host of the n (hostnames[i], paths[i]; either may
 * be NULL) answers to it whole: the one host whose hostname or file name
 * starts with it, else the one with a word of it that does (after '-',
 * '_', '.' or ':'), as --module takes a prefix or a part.  *resolved: a
 * name that picks that host alone (in ar), or NAME itself where a host
 * answers to it whole or none matches at all (the caller's "no host"
 * follows).  Fails err (XT_EINPUT) where several
 * hosts match, naming them (at most four, then how many more). */
int xt_host_resolve(xt_arena *ar, const char *root, const char *name, const char *const *hostnames,
                    const char *const *paths, size_t n, const char **resolved, xt_error *err);
/* --module NAME picks no one module on any of the n hosts read of the run
 * at root: fails err (XT_EINPUT) with a host's reason (why): the first
 * where several modules have the name, else the first host's. */
int xt_module_nowhere(xt_error *err, const char *root, const char *name, size_t n, const char *why);
/* Whether a host's reason (xt_analysis.module_missing_why) is a name
 * several of its modules have, not one it lacks. */
bool xt_module_why_ambiguous(const char *why);
/* A meter's fraction done, 0 to 1. */
double xt_meter_fraction(const xt_meter *m);

/* The most bytes a gzip file may inflate to.  0 (the default): 64 times
 * the compressed size or a quarter of physical memory, whichever is
 * larger.  Past it loading fails (XT_EINPUT) naming the limit and
 * XOOMTUI_MAX_INFLATE, which main reads and passes here. */
void xt_load_set_max_inflate(uint64_t bytes);

/* The bytes [at, at + len) of h's buffer, safe to read now.  When the host
 * owns its bytes (gzip, memory, /proc) *out = at and *copy = NULL.  For a
 * mapped file they are read again with pread into *copy (the caller frees
 * it), after checking that the file is the one opened, with the same size
 * and mtime: a truncated mapping would raise SIGBUS.  Otherwise XT_EINPUT
 * "<file>: the capture changed on disk since it was opened". */
int xt_host_read(xt_host *h, const uint8_t *at, size_t len, const uint8_t **out,
                 uint8_t **copy, xt_error *err);
/* For a mapped host: its file opened again (O_RDONLY), if it is still the
 * one opened with the same size and mtime, for preads of its bytes (the
 * caller closes it); -1 if it changed or cannot be opened. */
int xt_host_reopen(const xt_host *h);

#endif
