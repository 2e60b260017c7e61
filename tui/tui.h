/* tui.h - the interactive terminal UI. */
#ifndef XT_TUI_H
#define XT_TUI_H

#include <stdio.h>
#include "analysis.h"

typedef struct xt_tui_opts {
    const char *export_dir; /* where 'e' writes (NULL: current directory) */
    const char *capture_dir;/* never written to */
    bool color;             /* use colours if the terminal has them */
    const char *status;     /* first status line message (NULL: the key hint) */
    struct xt_cmp_app *cmp; /* xoomtui BEFORE AFTER: open in comparison mode */
} xt_tui_opts;

/* Run the TUI over every host of c (analyses[i] for c->hosts[i]), starting
 * on host `host`.  Returns the exit code (0).  When the user opens another
 * run, *switch_run is set to a malloc'd run name (else NULL): the caller
 * reloads and calls again. */
int xt_tui_run(xt_capture *c, xt_analysis **analyses, size_t host, const xt_tui_opts *o,
               char **switch_run);

/* Print the key table (for --help and the man page). */
void xt_tui_print_keys(FILE *f, bool roff);

#endif
