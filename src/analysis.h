/* analysis.h - everything xoomtui knows about one host: the plan of every
 * module, the runtime, the selected module and its diagnosis.  The one
 * object views, the report, the JSON writer and the TUI read from. */
#ifndef XT_ANALYSIS_H
#define XT_ANALYSIS_H

#include "model.h"
#include "plan.h"
#include "runtime.h"
#include "diagnose.h"

typedef struct xt_analysis {
    xt_host *host;
    xt_plan **plans;            /* per module */
    xt_runtime *rt;
    xt_module_runtime **mrt;    /* per module, computed on first use */
    size_t selected;            /* module index, SIZE_MAX if no modules */
    const char *selected_why;   /* "its last execution never launched a kernel", ... */
} xt_analysis;

/* Analyse host h.  module selects by exact "name(id)" or a unique prefix
 * (NULL: the default: the module whose last execution never launched a
 * kernel, the latest such; else the largest plan that executed; else the
 * largest plan).  Returns NULL with err set (XT_EINPUT) when module
 * matches nothing or is ambiguous. */
xt_analysis *xt_analyze(xt_host *h, const char *module, xt_error *err);

/* Everything the views read about one module, computed once by
 * xt_analysis_prepare: the module's runtime, its pool, the diagnosis lines
 * (xt_rules, in report order) and the verdict built from the same rule
 * results. */
typedef struct xt_prepared {
    const xt_module_runtime *mrt;
    const xt_allocator *pool;   /* NULL if none */
    const xt_diag *diag;
    size_t ndiag;
    unsigned fired;             /* bit XT_R_* set for each rule that fired */
    xt_module_verdict verdict;
} xt_prepared;

/* Compute the prepared record of module m (once; later calls return at
 * once).  Views take a const analysis: call this for the module they show
 * first.  A module index past the last is ignored. */
void xt_analysis_prepare(xt_analysis *a, size_t module);

/* The record of a prepared module; NULL if m is not a module or was not
 * prepared. */
const xt_prepared *xt_analysis_prepared(const xt_analysis *a, size_t module);

/* Per-module runtime (computed on first use). */
const xt_module_runtime *xt_analysis_mrt(xt_analysis *a, size_t module);

/* The allocator whose pool the module runs in (NULL if none). */
const xt_allocator *xt_analysis_pool(xt_analysis *a, size_t module);

/* Diagnosis lines for a module (prepares it). */
size_t xt_analysis_diagnose(xt_analysis *a, size_t module, const xt_diag **out);

/* One-line verdict of module m (prepares it): "needs 3.72 GiB > pool
 * 2.79 GiB"; *severity gets its xt_severity (0 fine, 1 warning, 2 does not
 * fit).  "no compiled modules in this capture" when m is not a module. */
const char *xt_verdict(xt_analysis *a, size_t module, int *severity);

void xt_analysis_free(xt_analysis *a);

#endif
