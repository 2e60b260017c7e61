/* view.h - the views of xoomtui as text models: what the screen shows,
 * what 'e' exports and what --report prints.  Views read the analysis and
 * never change it: they take it const, after xt_analysis_prepare(a, m) for
 * the module they show (overview, runtime, origin and diagnosis read the
 * prepared record; an unprepared module shows a line saying so).  Widths
 * come from the caller (the pane, or the report's columns). */
#ifndef XT_VIEW_H
#define XT_VIEW_H

#include "analysis.h"
#include "text.h"

/* Row kinds: what Enter on a row opens. */
enum {
    XT_T_MODULE = 1, /* target: module index */
    XT_T_ROLE,       /* target: xt_role */
    XT_T_BUFFER,     /* target: index in plan->live */
    XT_T_EXEC,       /* target: index among the module's executions */
    XT_T_ORIGIN,     /* target: group index in the live set */
    XT_T_DIAG,       /* target: diagnosis line index */
    XT_T_RUNTIME,    /* opens the runtime view */
    XT_T_ALLBUFS,    /* opens the whole live-at-peak list */
    XT_T_DEVICE,     /* target: index into rt->devices (xt_analysis_select_device) */
    XT_T_HOST,       /* target: host index in the capture */
};

typedef enum {
    XT_SORT_SIZE = 0,
    XT_SORT_SHAPE,
    XT_SORT_SOURCE,
    XT_SORT_INSTR,
    XT_NSORT
} xt_sort;

const char *xt_sort_name(xt_sort s);

void xt_view_modules(xt_text *t, const xt_analysis *a, size_t current);
/* width: where notes wrap (the pane, or the report's columns) */
void xt_view_overview(xt_text *t, const xt_analysis *a, size_t m, int width);
/* role < 0: every role.  Returns rows' buffer order in t (targets). */
void xt_view_buffers(xt_text *t, const xt_analysis *a, size_t m, int role, xt_sort sort,
                     bool reverse, size_t limit);
/* width: where the op_name wraps */
void xt_view_buffer(xt_text *t, const xt_analysis *a, size_t m, size_t buf, int width);
/* exec: index among the module's executions (SIZE_MAX: the last);
 * max_rows > 0 condenses long execution lists (the report); width: where
 * the growth line wraps. */
void xt_view_runtime(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t max_rows,
                     int width);
void xt_view_origin(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group);
void xt_view_diagnosis(xt_text *t, const xt_analysis *a, size_t m, int width);
void xt_view_warnings(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The host's devices for module m (prepared): one selectable row per
 * device (XT_T_DEVICE, target: index into rt->devices) with its pool, its
 * lifetime peak, the bytes in use at the module's last start there and a
 * verdict; the selected device marked "> ", the failed one in red.  A
 * heading says the plan is the same on each.  Rows beyond the first 256
 * devices say "not analysed". */
void xt_view_devices(xt_text *t, const xt_analysis *a, size_t m, int width);
/* The hosts of a run, one selectable row each (XT_T_HOST, target: host
 * index) with its verdict (xt_host_verdict_of: which host has the failing
 * device); current marked "*".  an[i] is host i's analysis, its selected
 * module prepared (xt_analysis_prepare(an[i], an[i]->selected)); an
 * unprepared one shows its name only. */
void xt_view_hosts(xt_text *t, const xt_capture *c, const xt_analysis *const *an, size_t current);
/* Capture summary: hosts, planes, allocators, modules (the --report head). */
void xt_view_capture(xt_text *t, const xt_capture *c, const xt_analysis *a);

#endif
