/* tui.h - the interactive terminal UI. */
#ifndef XT_TUI_H
#define XT_TUI_H

#include <stdio.h>
#include "analysis.h"

/* While a host loads (open_host): every 0.1 s, the fraction of its file
 * decoded (1: decoded, being analysed) and the seconds since it began;
 * the TUI redraws its status line from it. */
typedef void (*xt_load_tick)(void *tctx, double frac, double elapsed_s);

typedef struct xt_tui_opts {
    const char *export_dir; /* where 'e' writes (NULL: current directory) */
    const char *capture_dir;/* never written to */
    bool color;             /* use colours if the terminal has them */
    const char *status;     /* first status line message (NULL: the key hint) */
    struct xt_cmp_app *cmp; /* xoomtui BEFORE AFTER: open in comparison mode */
    bool no_mouse;          /* --no-mouse: leave the mouse to the terminal
                             * (selecting text to copy it) */
    /* A run of many hosts (issue 18; NULL: every host is analysed): the
     * hosts list shows summaries[i] and only the open host is loaded;
     * Enter on another calls open_host, which loads and analyses host i
     * (calling tick(tctx, ...) meanwhile, from the calling thread)
     * into c->hosts[i] and analyses[i] and frees the one open before
     * (0), or writes why not into msg (-1). */
    const struct xt_host_summary *summaries;
    int (*open_host)(void *ctx, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len);
    void *open_ctx;
} xt_tui_opts;

/* Run the TUI over every host of c (analyses[i] for c->hosts[i]), starting
 * on host `host`.  Returns the exit code: 0, or 128 + the signal that
 * ended it (130 for Ctrl-C, 129 SIGHUP, 143 SIGTERM).  When the user opens another
 * run, *switch_run is set to a malloc'd run name (else NULL): the caller
 * reloads and calls again. */
int xt_tui_run(xt_capture *c, xt_analysis **analyses, size_t host, const xt_tui_opts *o,
               char **switch_run);

/* Print the key table (for --help and the man page). */
void xt_tui_print_keys(FILE *f, bool roff);

#endif
