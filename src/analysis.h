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
 * (NULL: the default rule of report-spec.md).  Returns NULL with err set
 * (XT_EINPUT) when module matches nothing or is ambiguous. */
xt_analysis *xt_analyze(xt_host *h, const char *module, xt_error *err);

/* Per-module runtime (cached). */
const xt_module_runtime *xt_analysis_mrt(xt_analysis *a, size_t module);

/* The allocator whose pool the module runs in (NULL if none). */
const xt_allocator *xt_analysis_pool(xt_analysis *a, size_t module);

/* Diagnosis lines for a module (cached for the selected one). */
size_t xt_analysis_diagnose(xt_analysis *a, size_t module, const xt_diag **out);

void xt_analysis_free(xt_analysis *a);

#endif
