/* diagnose.h - the diagnosis table of report-spec.md applied to a module's
 * plan and runtime: structured lines (id, label, cause, fix, savings), no
 * layout. */
#ifndef XT_DIAGNOSE_H
#define XT_DIAGNOSE_H

#include "plan.h"
#include "runtime.h"
#include "units.h"

/* Where the evidence for a line is, so the TUI can jump to it. */
typedef enum {
    XT_EV_NONE = 0,
    XT_EV_PLAN,      /* the plan overview */
    XT_EV_ROLE,      /* arg: xt_role */
    XT_EV_GROUP,     /* arg: index into xt_plan_groups */
    XT_EV_GROWTH,    /* the execution list */
    XT_EV_EXEC,      /* arg: index among the module's executions */
    XT_EV_LIVE,      /* the live set at the last start; arg: group index */
} xt_evidence;

typedef struct xt_diag {
    const char *id;     /* stable: plan-exceeds-pool, mostly-forward, ... */
    xt_prov label;      /* of the line's main figure */
    const char *cause;  /* one sentence, with labelled numbers */
    const char *fix;    /* the fix to propose, with its cost */
    const char *check;  /* arithmetic against the pool, "" if none */
    int64_t savings;    /* estimated saving in bytes, -1 if none */
    xt_prov savings_label;
    xt_evidence evidence;
    size_t evidence_arg;
} xt_diag;

struct xt_analysis;
/* Compute the lines for module m of analysis a into a's host arena. */
size_t xt_diagnose(struct xt_analysis *a, size_t m, xt_diag **out);

#endif
