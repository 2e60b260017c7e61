/* diagnose.h - the diagnosis rules applied to a module's plan and runtime:
 * structured lines (id, label, cause, fix, savings), no layout.
 *
 * The rules are one table (xt_rules, in report order); each rule is one
 * function over a shared context (xt_diag_ctx) computed once per module.
 * Every threshold a rule uses is a named constant below.  doc/rules.md
 * says what each rule means and how to add one. */
#ifndef XT_DIAGNOSE_H
#define XT_DIAGNOSE_H

#include "plan.h"
#include "runtime.h"
#include "units.h"

/* ---- thresholds (doc/rules.md) ------------------------------------------- */

/* growth-per-execution: the line fit of in-use at each execution start must
 * grow at least this many bytes per execution ... */
#define XT_GROWTH_MIN_BYTES (1024.0 * 1024.0)
/* ... and fit a line at least this well (R^2). */
#define XT_GROWTH_MIN_R2 0.9
/* Below this growth per execution (either sign) the runtime view calls the
 * in-use figures flat. */
#define XT_GROWTH_FLAT_BYTES 1024.0
/* no-donation: raised when the step does not fit, or when the aliasable
 * bytes (parameters with a same-size output) reach this percentage of the
 * pool.  No bar in bytes: 256 MiB of parameters on a 144 GiB pool that
 * fits is no finding. */
#define XT_NODONATION_MIN_POOL_PCT 10
/* mostly-forward/-backward/-workspace (under plan-exceeds-pool): the
 * largest of the three roles at the heap peak leads when it holds at least
 * this percentage of what "other" holds. */
#define XT_LEAD_MIN_PCT_OF_OTHER 100
/* mostly-forward: a forward group looks like naive attention scores
 * (B*H*S*S) when it has rank 4 and its last two dimensions are equal and at
 * least this long. */
#define XT_SCORES_MIN_SEQ 128

/* The plan's outputs the step still has to allocate at its last start:
 * all of them, less those its host call allocated before the device began
 * (TPU: in use already, r->outputs_at_last). */
int64_t xt_outputs_to_come(const xt_plan *p, const xt_module_runtime *r);

/* "35%", and one decimal below 1% ("0.5%", "<0.1%") and, short of the
 * whole, from 99.5% ("99.6%", ">99.9%"): part of whole, for the shares a
 * verdict or a fix quotes.  Returns buf. */
const char *xt_fmt_share(char *buf, size_t n, int64_t part, int64_t whole);
/* The same with one decimal below 10% too ("1.6%"): for a list that ranks
 * hosts against each other, where whole percentages read every healthy
 * host as "2%" (xt_host_verdict_of).  Returns buf. */
const char *xt_fmt_share_fine(char *buf, size_t n, int64_t part, int64_t whole);
/* A pool's share of its device, two decimals from 0.1% to 10% ("1.45%"):
 * as the fix that sets a fraction quotes it, everywhere it is said ("1%"
 * beside "1.45%" read as two figures: a trial).  Returns buf. */
const char *xt_fmt_pool_share(char *buf, size_t n, int64_t part, int64_t whole);

/* True when r's growth is a diagnosed leak (the two bars above). */
bool xt_growth_significant(const xt_module_runtime *r);

/* ---- diagnosis lines ------------------------------------------------------ */

/* Where the evidence for a line is, so the TUI can jump to it. */
typedef enum {
    XT_EV_NONE = 0,
    XT_EV_PLAN,      /* the plan overview */
    XT_EV_ROLE,      /* arg: xt_role */
    XT_EV_GROUP,     /* arg: index into xt_plan_groups */
    XT_EV_GROWTH,    /* the execution list */
    XT_EV_EXEC,      /* arg: index among the module's executions */
    XT_EV_LIVE,      /* the live set at the last start; arg: group index */
    XT_EV_FAMILY,    /* the outputs of several executions of one module
                        kept at the last start, by module ("By module");
                        arg: the family's largest group (its top) */
    XT_EV_HOSTEV,    /* the host events between the last two executions;
                        arg: index into the module runtime's between[] */
    XT_EV_POOL,      /* the runtime view's pool: its capacity against the
                        device's memory */
} xt_evidence;

typedef struct xt_diag {
    const char *id;     /* stable: plan-exceeds-pool, mostly-forward, ... */
    xt_prov label;      /* of the line's main figure */
    const char *cause;  /* one sentence, with labelled numbers */
    const char *fix;    /* the fix to propose, with its cost */
    const char *check;  /* arithmetic against the pool, "" if none */
    int check_fits;     /* what the check says: 1 the step then fits, 0 it is
                           still short, -1 no such check */
    int64_t savings;    /* estimated saving in bytes, -1 if none */
    xt_prov savings_label;
    xt_evidence evidence;
    size_t evidence_arg;
    const char *evidence_row; /* XT_EV_PLAN: the plan view's row that shows it
                                 (its label, "XLA remat"), NULL: the top */
    /* where the fix (and its saving and check) points, when not where the
     * cause does: a leak's cause is the executions' growth, its fix the
     * host event that holds the outputs (XT_EV_NONE: the line's) */
    xt_evidence fix_evidence;
    size_t fix_evidence_arg;
    /* the check's figures are the cause's, not the fix's: Enter on the
     * check opens the line's evidence (MEM_FRACTION's pool against the
     * step's total, a leak's rate against the room; they opened the
     * forward-kept buffers and the host events: a trial) */
    bool check_of_cause;
    /* where the check's figures are when neither the cause's nor the
     * fix's evidence has them (XT_EV_NONE: check_of_cause says): a
     * memory fraction's pool against the device's memory (the step's
     * total alone opened: a trial's F4c) */
    xt_evidence check_evidence;
} xt_diag;

/* ---- the context every rule reads ------------------------------------------ */

typedef struct xt_diag_ctx {
    xt_arena *ar;                 /* where the lines' text goes */
    /* inputs (xt_diag_ctx_init fills them from an analysis; tests may
     * fill them by hand, then call xt_diag_ctx_derive) */
    const xt_plan *p;             /* never NULL */
    const xt_module_runtime *r;   /* NULL: no runtime for the module */
    const char *pool_name;        /* "" if no pool */
    int64_t cap;                  /* pool capacity, -1 if unknown */
    int64_t device_memory;        /* the pool's device memory, -1 if unknown */
    bool pool_disagrees;          /* the pool's own figures disagree (in use
                                     past it: xt_allocator_disagrees) */
    int64_t first_in_use;         /* in use at the first execution's start, -1 */
    int64_t last_in_use;          /* ... at the last execution's start, -1 */
    bool inferred_wait;           /* a retry wait of the module is inferred */
    const char *label;            /* the module as live groups name it
                                     ("outputs of LABEL execution N"); NULL
                                     unknown */
    /* derived once (xt_diag_ctx_derive) */
    bool plan_exceeds;            /* has a plan, cap > 0 and total > cap */
    int64_t step_at_last;         /* in use at the last start + outputs + temp,
                                     -1 if unknown */
    bool step_short;              /* the step does not fit: plan_exceeds, or
                                     step_at_last > cap */
    xt_role lead_role;            /* the largest of forward/backward/workspace
                                     at the heap peak (ties: the first) when it
                                     reaches XT_LEAD_MIN_PCT_OF_OTHER of
                                     "other"; XT_ROLE_OTHER if none */
    int64_t lead_bytes;
    /* what freeing memory outside the step can give at most: in use at
     * the last start less the step's own parameters (INT64_MAX unknown).
     * The live set's groups can add up to more where frees are missing
     * from the capture (live_over: its remainder is below 0) */
    int64_t outside_most;
    bool live_over;
    /* one or several modules' outputs kept from execution after execution
     * in the live set at the last start (diagnose.c), NULL: none */
    const struct out_family *kept;
} xt_diag_ctx;

struct xt_analysis;
/* The context for module m of a (m must be a module).  Text goes to ar. */
void xt_diag_ctx_init(xt_diag_ctx *c, struct xt_analysis *a, size_t m, xt_arena *ar);
/* Compute the derived fields from the inputs. */
void xt_diag_ctx_derive(xt_diag_ctx *c);

/* ---- the rule table --------------------------------------------------------- */

/* A rule: fills *x (id, defaults set) and returns true when it fires. */
typedef bool (*xt_rule_fn)(const xt_diag_ctx *c, xt_diag *x);

typedef struct xt_rule {
    const char *id;
    xt_rule_fn fire;
} xt_rule;

/* Indices into xt_rules: the report order. */
enum {
    XT_R_PLAN_EXCEEDS_POOL = 0,
    XT_R_MOSTLY_FORWARD,
    XT_R_MOSTLY_BACKWARD,
    XT_R_MOSTLY_WORKSPACE,
    XT_R_GROWTH,
    XT_R_NO_DONATION,
    XT_R_OTHER_LIVE,
    XT_R_ALLOCATOR_RETRY,
    XT_R_XLA_REMAT,
    XT_NRULES
};
extern const xt_rule xt_rules[XT_NRULES];

/* Run every rule in table order.  Lines go to c->ar, in table order except
 * that among the lines with a check, those whose check says the step then
 * fits come before those still short (lines without a check keep their
 * places).  *fired gets bit i set for each rule i that fired (may be
 * NULL).  Returns the line count. */
size_t xt_diag_run(const xt_diag_ctx *c, xt_diag **out, unsigned *fired);

/* ---- the verdict -------------------------------------------------------------- */

typedef enum { XT_SEV_FINE = 0, XT_SEV_WARN = 1, XT_SEV_BAD = 2 } xt_severity;

/* The one-line verdict of a module (title bar, plan overview):
 * "needs 3.72 GiB (read) > pool 2.79 GiB (measured)". */
typedef struct xt_module_verdict {
    const char *text;
    xt_severity severity;
    /* its sizes add up past 8 EiB, or a pool or in-use is in the
     * exabytes: a damaged capture; the lines' savings are not given */
    bool damaged;
    /* a shortfall against a pool whose own figures disagree (in use past
     * it), every execution launched: "fails" in doubt */
    bool doubt;
    /* where the text names the device of several that failed
     * (analysis.c's device_verdict, the device shown being that one):
     * the figures' verdict it took the place of, else NULL */
    const char *figures;
} xt_module_verdict;

/* The verdict from the context and the rules that fired (xt_diag_run). */
xt_module_verdict xt_diag_verdict(const xt_diag_ctx *c, unsigned fired);

#endif
