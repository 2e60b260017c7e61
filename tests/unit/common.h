/* common.h - what every xoomtui test needs: cmocka's preamble, the data
 * folder, and loading a capture into an analysis. */
#ifndef XT_TEST_COMMON_H
#define XT_TEST_COMMON_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "load.h"
#include "decode.h"
#include "analysis.h"

#ifndef XT_SRCDIR
#define XT_SRCDIR "."
#endif
#define DATA(rel) XT_SRCDIR "/tests/data/" rel

/* The core reads no environment; like main, the tests take the decoder's
 * thread settings from it (tests/parallel.sh sets them). */
__attribute__((constructor)) static void xt_test_settings_from_env(void)
{
    const char *t = getenv("XOOMTUI_THREADS"), *c = getenv("XOOMTUI_CHUNK_EVENTS");
    long chunk = c ? strtol(c, NULL, 10) : 0;
    xt_decode_set_parallel(t && *t ? (int)strtol(t, NULL, 10) : -1,
                           chunk > 0 ? (size_t)chunk : 0);
}

#define MiB (1024LL * 1024)
#define GiB (1024LL * MiB)

typedef struct loaded {
    xt_capture cap;
    xt_analysis *an;
} loaded;

static inline void load_ok(loaded *l, const char *path, const char *module)
{
    xt_error err = { 0, "" };
    int rc = xt_capture_open(&l->cap, path, NULL, NULL, NULL, &err);
    if (rc)
        fail_msg("loading %s: %s", path, err.msg);
    assert_true(l->cap.nhosts >= 1);
    l->an = xt_analyze(&l->cap.hosts[0], module, &err);
    if (!l->an)
        fail_msg("analysing %s: %s", path, err.msg);
}

static inline void load_free(loaded *l)
{
    xt_analysis_free(l->an);
    xt_capture_free(&l->cap);
}

static inline size_t module_index(xt_host *h, const char *name)
{
    for (size_t i = 0; i < h->nmodules; i++)
        if (!strcmp(h->modules[i].name, name))
            return i;
    fail_msg("no module %s", name);
    return SIZE_MAX;
}

/* A fresh temporary directory (removed by the caller with rm_rf). */
static inline char *tmpdir(void)
{
    char *t = strdup("/tmp/xoomtui-test-XXXXXX");
    if (!mkdtemp(t))
        fail_msg("mkdtemp failed");
    return t;
}

static inline void rm_rf(const char *dir)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "warning: could not remove %s\n", dir);
}

#endif
