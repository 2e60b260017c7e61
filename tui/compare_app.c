/* compare_app.c - the TUI's comparison mode (compare_app.h): the views of
 * two captures side by side, as entries of the same xt_view table the
 * single view uses, and the 'x' key that swaps which capture the views
 * show.  The figures come from the comparison (src/compare.c); the
 * blocks the report also shows (the head, the estimates) are
 * src/compare_view.c's; the tables are laid out here for the pane's width:
 * label, before, after, change, in three narrow columns at 80x24, with the
 * exact figures of the selected row in the status line. */
#include "compare_app.h"
#include "compare_view.h"
#include "outfile.h"
#include "summary.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- small helpers ---------------------------------------------------------------- */

static const char *S(xt_arena *ar, const char *s) { return xt_safe(ar, s ? s : ""); }

/* The pair the comparison's views show, named as the modules pane names
 * it: "jit__normal(9->11)" where another pair shares the name (Enter on
 * such a row opened "Compare jit__normal", two pairs alike: a trial). */
static const char *cur_label(const xt_cmp_app *s, xt_arena *ar)
{
    return xt_cmp_app_pair_label(s, ar, s->m);
}

static const char *Bs(xt_arena *ar, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(ar, xt_fmt_bytes(buf, sizeof buf, b));
}

static const char *Ds(xt_arena *ar, int64_t b)
{
    char buf[32];
    return b ? xt_arena_strdup(ar, xt_fmt_delta(buf, sizeof buf, b)) : "0 B"; /* as compare_view.c */
}

static const char *Ns(xt_arena *ar, int64_t v)
{
    char buf[40];
    return xt_arena_strdup(ar, xt_fmt_int(buf, sizeof buf, v));
}

static xt_navframe *top(xt_app *a) { return &a->stack[a->depth]; }

static const xt_cmp_module *cmod(const xt_cmp_app *s)
{
    return s->m < s->c->nmodules ? &s->c->modules[s->m] : NULL;
}

/* the analysis of one side (0 BEFORE, 1 AFTER) */
static xt_analysis *side_an(const xt_cmp_app *s, int side)
{
    return side ? s->c->after.an : s->c->before.an;
}

static const char *mod_name(const xt_cmp_app *s, int side, size_t m)
{
    const xt_host *h = side_an(s, side)->host;
    return m < h->nmodules ? h->modules[m].name : "-";
}

static void reset_view(xt_app *a, const xt_view *v)
{
    a->depth = 0;
    memset(&a->stack[0], 0, sizeof a->stack[0]);
    a->stack[0].view = v;
    a->stack[0].role = -1;
}

static xt_navframe *push_view(xt_app *a, const xt_view *v)
{
    /* the row the frame left, found again by its item when h comes back
     * (as app.c's push: after a resize to 100 columns the plan page's
     * rows wrapped otherwise, and h put the cursor on the link below the
     * live page's, a review) */
    xt_navframe *below = top(a);
    below->left_kind = 0;
    size_t at = below->cursor; /* a row that continues an item's line: its item's */
    while (xt_row_continues_item(&a->right, at))
        at--;
    if (at < a->right.nrows && !a->right.rows[at].cont) {
        below->left_kind = a->right.rows[at].kind;
        below->left_target = a->right.rows[at].target;
        below->left_cursor = below->cursor;
    }
    if (a->depth < 15)
        a->depth++;
    xt_navframe *f = top(a);
    memset(f, 0, sizeof *f);
    f->view = v;
    f->role = -1;
    f->cursor = SIZE_MAX; /* where g goes (app.c): the runtime's opened on its heading */
    return f;
}

/* ---- the full figures of each row (the status line) ---------------------------------- */

static void full_reset(xt_cmp_app *s, int pane) { s->nfull[pane] = 0; }

/* The full text of row r of pane `pane` (xt_focus). */
static void full_at(xt_cmp_app *s, int pane, size_t r, const char *txt)
{
    if (r >= s->capfull[pane]) {
        size_t cap = s->capfull[pane] ? s->capfull[pane] * 2 : 64;
        while (cap <= r)
            cap *= 2;
        s->full[pane] = realloc(s->full[pane], cap * sizeof *s->full[pane]);
        if (!s->full[pane])
            abort();
        s->capfull[pane] = cap;
    }
    while (s->nfull[pane] <= r)
        s->full[pane][s->nfull[pane]++] = NULL;
    s->full[pane][r] = txt;
}

/* ... of the row just added to the pane's text t */
static void full(xt_cmp_app *s, int pane, const xt_text *t, const char *txt)
{
    if (!t->nrows)
        return;
    size_t r = t->nrows - 1;
    full_at(s, pane, r, txt);
    /* a stacked figure's label row above its values row (the same row
     * kind and target): the same text, unless it has its own (a review
     * found the label row a cursor stop with only the hints) */
    if (r > 0 && t->rows[r].kind && t->rows[r - 1].kind == t->rows[r].kind &&
        t->rows[r - 1].target == t->rows[r].target &&
        (r - 1 >= s->nfull[pane] || !s->full[pane][r - 1]))
        full_at(s, pane, r - 1, txt);
}

/* ---- table layout: label, before, after, change ------------------------------------- */

typedef struct cols {
    int w; /* the pane's columns */
    int label, val, chg;
    const char *indent;
    bool wide;    /* room for the notes after the change */
    bool stacked; /* no room for a table: a figure's label on a row, its
                     "before -> after  change" under it */
} cols;

static cols layout(int w)
{
    cols k = { w, 28, 11, 11, "  ", true, false };
    if (w >= 28 + 3 * 11 + 2)
        return k;
    /* 80x24: three narrow columns; the status line has the rest */
    k.wide = false;
    k.val = 10;
    k.chg = 11; /* "+160.0 MiB" and a space */
    k.indent = " ";
    k.label = w - 2 * k.val - k.chg;
    /* a pane of 60x20 (41 columns): labels ran into their figures
     * ("growth (inferred)+104.0 MiB") and the change was cut (a trial) */
    k.stacked = k.label < 15;
    if (k.label < 8)
        k.label = 8;
    return k;
}

/* A stacked figure's second row: its values under its label. */
static void stacked_values(xt_text *t, int kind, size_t target, const char *b, xt_attr ba, const char *a,
                           xt_attr aa, const char *chg, xt_attr ca)
{
    /* a row of its label's line: a pane never starts on it (frame.c) */
    xt_text_row(t, kind, target);
    t->rows[t->nrows - 1].cont = true;
    xt_text_add(t, ba, "    %s", b);
    xt_text_add(t, XT_A_DIM, " -> ");
    xt_text_add(t, aa, "%s", a);
    if (chg && *chg)
        xt_text_add(t, ca, "  %s", chg);
}

/* A row's label: the wide one (with its measured/read/inferred) where it
 * fits the label column, else the narrow one (which keeps the label when
 * it can: at 80x24 the figures must still say where they come from). */
static const char *lab(cols k, const char *wide, const char *narrow)
{
    return k.wide || k.stacked || (int)(strlen(k.indent) + strlen(wide)) <= k.label ? wide : narrow;
}

static void trow(xt_text *t, cols k, int kind, size_t target, const char *label, const char *b,
                 const char *a, const char *chg, xt_attr ca, const char *note)
{
    xt_text_row(t, kind, target);
    if (k.stacked && xt_utf8_width(label) <= 4) { /* an execution's number: one row */
        int lw = (int)(strlen(k.indent) + xt_utf8_width(label)) + 1;
        xt_text_addw(t, XT_A_DIM, lw > 5 ? lw : 5, false, "%s%s", k.indent, label);
        xt_text_add(t, XT_A_SIZE, "%s", b);
        xt_text_add(t, XT_A_DIM, " -> ");
        xt_text_add(t, XT_A_SIZE, "%s", a);
        if (*chg)
            xt_text_add(t, ca, " %s", chg);
        return;
    }
    if (k.stacked) {
        xt_text_add(t, XT_A_DIM, "%s%s", k.indent, label);
        stacked_values(t, kind, target, b, XT_A_SIZE, a, XT_A_SIZE, chg, ca);
        return;
    }
    xt_text_addw(t, XT_A_DIM, k.label, false, "%s%s", k.indent, label);
    xt_text_addw(t, XT_A_SIZE, k.val, true, "%s", b);
    xt_text_addw(t, XT_A_SIZE, k.val, true, "%s", a);
    xt_text_addw(t, ca, k.chg, true, "%s", chg);
    if (!k.wide || !note || !*note)
        return;
    if (k.label + 2 * k.val + k.chg + 2 + (int)xt_utf8_width(note) <= k.w) {
        xt_text_add(t, XT_A_LABEL, "  %s", note);
        return;
    }
    /* no room after the change (a pane of 63 to 110 columns cut "the OOM
     * is gone" to "t…"): under the figures, a row of the same line */
    xt_text_row(t, kind, target);
    t->rows[t->nrows - 1].cont = true;
    xt_text_add(t, XT_A_LABEL, "%s    %s", k.indent, note);
}

static void thead(xt_text *t, cols k, const char *first)
{
    if (k.stacked) { /* "before -> after" with a short heading, else under it */
        const char *f = first + strspn(first, " ");
        if (strlen(f) <= 20) {
            xt_text_line(t, XT_A_HEAD, "%s: before -> after", f);
        } else {
            xt_text_line(t, XT_A_HEAD, "%s", f);
            xt_text_line(t, XT_A_DIM, "  before -> after  change");
        }
        return;
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, k.label, false, "%s", first);
    xt_text_addw(t, XT_A_HEAD, k.val, true, "before");
    xt_text_addw(t, XT_A_HEAD, k.val, true, "after");
    xt_text_addw(t, XT_A_HEAD, k.chg, true, "change");
}

static xt_attr change_attr(int64_t d) { return d < 0 ? XT_A_GOOD : d > 0 ? XT_A_WARN : XT_A_DIM; }

/* A figure on both sides as a row, and its full text, exact bytes first
 * (what 80 columns keep): "temp block: 3,664,773,120 -> 1,385,168,896 B,
 * -2,279,604,224 B (read)". */
/* ov: the row's before, after and change as written (xt_cmp_plan_figs),
 * or NULL: each as xt_fmt_bytes writes it */
static void vrow_as(xt_cmp_app *s, xt_text *t, cols k, int kind, size_t target, const char *label,
                    const char *prov, const xt_cmp_val *v, bool bytes, const char *note, const char *const *ov)
{
    xt_arena *ar = t->arena;
    const char *b = v->has_before ? (ov && ov[0] ? ov[0] : bytes ? Bs(ar, v->before) : Ns(ar, v->before)) : "-";
    const char *a = v->has_after ? (ov && ov[1] ? ov[1] : bytes ? Bs(ar, v->after) : Ns(ar, v->after)) : "-";
    const char *c = "";
    xt_attr ca = XT_A_NORMAL;
    const char *f = xt_arena_printf(ar, "%s -> %s", b, a);
    if (xt_cmp_known(v)) {
        int64_t d = xt_cmp_change(v);
        c = ov && ov[2] ? ov[2] : bytes ? Ds(ar, d) : d ? xt_arena_printf(ar, "%+lld", (long long)d) : "0";
        ca = change_attr(d);
        /* no change said in words ("donated: 0 -> 0 B, 0 B" read as a typo: a trial) */
        f = !d     ? xt_arena_printf(ar, "%s -> %s%s, no change", bytes ? Ns(ar, v->before) : b,
                                     bytes ? Ns(ar, v->after) : a, bytes ? " B" : "")
            : bytes ? xt_arena_printf(ar, "%s -> %s B, %s%s B", Ns(ar, v->before), Ns(ar, v->after),
                                      d > 0 ? "+" : "", Ns(ar, d))
                    : xt_arena_printf(ar, "%s -> %s, %s", b, a, c);
    } else if (bytes) {
        f = xt_arena_printf(ar, "%s -> %s B", v->has_before ? Ns(ar, v->before) : "-",
                            v->has_after ? Ns(ar, v->after) : "-");
    }
    trow(t, k, kind, target, label, b, a, c, ca, note);
    /* a note the provenance says already once (a role's shares: "(read;
     * 81.6% -> 51.3% of the heap peak); 81.6% -> 51.3%": a trial), its
     * column's padding aside (" 1.8% ->  4.8%") */
    if (note) {
        char *sq = xt_arena_strdup(ar, note + strspn(note, " ")), *o = sq;
        for (const char *q = sq; *q; q++)
            if (!(*q == ' ' && o > sq && o[-1] == ' '))
                *o++ = *q;
        *o = 0;
        if (strstr(prov, sq))
            note = "";
    }
    full(s, XF_RIGHT, t,
         xt_arena_printf(ar, "%s: %s (%s)%s%s", label, f, prov, note && *note ? "; " : "", note ? note : ""));
}

static void vrow(xt_cmp_app *s, xt_text *t, cols k, int kind, size_t target, const char *label,
                 const char *prov, const xt_cmp_val *v, bool bytes, const char *note)
{
    vrow_as(s, t, k, kind, target, label, prov, v, bytes, note, NULL);
}

/* ---- verdicts ---------------------------------------------------------------------- */

int64_t xt_cmp_side_scale(const xt_app *a)
{
    const xt_cmp_app *s = a->cmp;
    const xt_cmp_module *m = s && s->side ? cmod(s) : NULL;
    if (!m || !xt_cmp_known(&m->plan[XT_CF_HEAP_PEAK]))
        return 0;
    /* the side's own view on the pair's module only, of the host compared
     * (H picked another: the comparison follows it on x; until then the
     * old pair's 3.41 GiB stood over a plan of 2.00 GiB as "both sides'
     * scale": a trial) */
    if (a->module != (s->side == 1 ? m->before : m->after) || a->host != s->host[s->side - 1])
        return 0;
    const xt_cmp_val *v = &m->plan[XT_CF_HEAP_PEAK];
    int64_t top = v->before > v->after ? v->before : v->after;
    /* a pool or temp-block line a side's chart draws (within half again
     * of the top: xt_chart_draw) raises that side's top: so it raises the
     * shared one, until no line is left between (AFTER's 1.50 GiB pool
     * topped its chart at 1.50 GiB beside BEFORE's 1.29 GiB, both "both
     * sides' scale": a trial; the runtime charts did this already) */
    int64_t line[4];
    size_t nl = 0;
    for (int k = 0; k < 2; k++) {
        xt_analysis *x = s->an[k] ? s->an[k][s->host[k]] : NULL;
        const xt_allocator *al = x ? xt_analysis_pool(x, k ? m->after : m->before) : NULL;
        if (al && al->capacity > 0)
            line[nl++] = al->capacity;
    }
    const xt_cmp_val *tv = &m->plan[XT_CF_TEMP];
    if (tv->has_before && tv->before > 0)
        line[nl++] = tv->before;
    if (tv->has_after && tv->after > 0)
        line[nl++] = tv->after;
    for (bool more = true; more;) {
        more = false;
        for (size_t k = 0; k < nl; k++)
            if (line[k] > top && line[k] <= xt_sat_add(top, top / 2)) {
                top = line[k];
                more = true;
            }
    }
    return top;
}

int64_t xt_cmp_side_rt_scale(const xt_app *a)
{
    const xt_cmp_app *s = a->cmp;
    const xt_cmp_module *m = s && s->side ? cmod(s) : NULL;
    if (!m || a->module != (s->side == 1 ? m->before : m->after) || a->host != s->host[s->side - 1])
        return 0;
    /* each side's pool of the pair's module (the one its chart draws), at
     * its most in use inside the capture: the time chart's highest column;
     * each side on the device compared only (Enter on GPU 1 in BEFORE drew
     * it under AFTER's GPU 5's 8.00 GiB top as "both sides' scale", and at
     * 4.00 GiB once x had moved AFTER to GPU 1 too: a trial) */
    int64_t top = 0, cap[2];
    for (int k = 0; k < 2; k++) {
        if (!s->an[k] || !s->an[k][s->host[k]])
            return 0;
        const xt_analysis *x = s->an[k][s->host[k]];
        const char *compared = k ? s->c->after.device : s->c->before.device;
        if (compared && x->rt && x->device < x->rt->ndevices &&
            strcmp(compared, x->rt->devices[x->device].label ? x->rt->devices[x->device].label : ""))
            return 0;
    }
    for (int k = 0; k < 2; k++) {
        const xt_allocator *al = xt_analysis_pool(s->an[k][s->host[k]], k ? m->after : m->before);
        if (!al || !al->nevents)
            return 0;
        if (al->window_peak > top)
            top = al->window_peak;
        cap[k] = al->capacity;
    }
    /* a pool line the chart draws (within half again of the top:
     * xt_chart_draw) raises that side's top: a pool so drawn on either
     * side is in the shared top, until none is left between (a review:
     * 8.00 GiB and 7.00 GiB tops under "both sides' scale") */
    for (bool more = true; more;) {
        more = false;
        for (int k = 0; k < 2; k++)
            if (cap[k] > top && cap[k] <= xt_sat_add(top, top / 2)) {
                top = cap[k];
                more = true;
            }
    }
    return top;
}

static const char *verdict_change(xt_arena *ar, const xt_cmp_app *s, const xt_cmp_module *m)
{
    return xt_cmp_verdict_change(ar, s->c, (size_t)(m - s->c->modules));
}

/* The rows from first on, one wrapped line of the comparison's head, as
 * one cursor stop: its first row selectable as note id (each line its
 * own, so that z and a resize find the cursor's line again: every line
 * was (note, 0), and z put the cursor back on the first; a trial), its
 * rows under it continuing it (j took each wrapped row), the status
 * line showing txt (NULL: none) on any of them. */
enum { NOTE_HEAD, NOTE_BEFORE, NOTE_AFTER, NOTE_DEVICE, NOTE_HOSTS = NOTE_DEVICE + 2, NOTE_FAILING, NOTE_WORST,
       NOTE_DIFFS = NOTE_WORST + 2 };
static void note_rows(xt_cmp_app *s, xt_text *t, size_t first, size_t id, const char *txt)
{
    if (first < t->nrows) {
        t->rows[first].kind = XT_T_CMP_NOTE;
        t->rows[first].target = id;
    }
    for (size_t r = first; txt && r < t->nrows; r++)
        full_at(s, XF_RIGHT, r, txt);
}

static void verdict_row(xt_cmp_app *s, xt_text *t, int side, size_t mod, int w)
{
    xt_arena *ar = t->arena;
    int sev = 0;
    xt_analysis *an = side_an(s, side);
    const char *v = xt_verdict(an, mod, &sev);
    /* the one device that ran it and failed: "failed: ", as the side's
     * own title says it at 80 columns ("needs 3.72 GiB > pool 2.79 GiB"
     * alone read as a forecast under "does not fit -> fits": a trial);
     * the execution that never launched is in the runtime page */
    const xt_prepared *xp = mod < an->host->nmodules ? xt_analysis_prepared(an, mod) : NULL;
    if (xp && v == xp->verdict.text) /* one of several devices: its figures, as --report says them */
        v = xt_verdict_with_figures(ar, xp);
    v = xt_verdict_as_failed(ar, an, mod, v);
    const char *txt = xt_arena_printf(ar, "%s: %s", S(ar, mod_name(s, side, mod)), v);
    size_t first = t->nrows;
    xt_text_wrap(t, sev == 2 ? XT_A_BAD : sev == 1 ? XT_A_WARN : XT_A_GOOD, w, 9,
                 side ? "  after  " : "  before ", txt);
    /* selectable, so that the status line can show it whole */
    note_rows(s, t, first, side ? NOTE_AFTER : NOTE_BEFORE, xt_arena_printf(ar, "%s %s", side ? "AFTER" : "BEFORE", txt));
}

/* ---- the right pane: plan deltas (the comparison's first view) --------------------------- */

static void link_row(xt_cmp_app *s, xt_text *t, size_t target, const char *label, const char *what)
{
    if (!t->screen) /* an export: the pane's links lead nowhere in a file */
        return;
    xt_text_row(t, XT_T_CMP_LINK, target);
    xt_text_add(t, XT_A_HEAD, "  %s ->", label);
    full(s, XF_RIGHT, t, xt_arena_printf(t->arena, "Enter: %s", what));
}

/* xt_cmp_on_host in parentheses: " (on gpu-node-3 -> gpu-node-1)", or "". */
static const char *on_host(xt_arena *ar, const xt_compare *c)
{
    const char *h = xt_cmp_on_host(ar, c);
    return *h ? xt_arena_printf(ar, " (%s)", h + 1) : "";
}

static void cplan_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    const xt_compare *c = s->c;
    xt_arena *ar = t->arena;
    full_reset(s, XF_RIGHT);
    cols k = layout(w);
    const xt_cmp_module *m = cmod(s);
    if (!m) {
        t->title = "Comparison";
        xt_text_wrap(t, XT_A_WARN, w, 2, "",
                     xt_arena_printf(ar, "No pair of modules to compare: %s. Each alone:", xt_cmp_no_pair_why(c)));
        xt_cmp_side_verdicts(t, c, w); /* what can be answered (a trial) */
        link_row(s, t, XT_CL_HEAD, "both captures and their modules", "both captures");
        return;
    }
    t->title = xt_arena_printf(ar, "Compare %s", cur_label(s, ar));
    /* the hosts in parentheses: "fails -> fails on gpu-node-3 ->
     * gpu-node-1" read as one chain (a trial; --report has them in the
     * pair's parentheses) */
    /* wrapped, not cut: its end says whether the fix worked ("BEFORE ->
     * AFTER: fails but grows per s…" at 60x20: a trial) */
    size_t head = t->nrows;
    /* two programs (names differ): "does not fit -> fits" read as a fix
     * that worked (a trial, two different captures); --report says so */
    int own_sev = XT_SEV_FINE;
    const char *own_pick = m == &c->modules[c->pair] ? xt_cmp_own_pick(ar, c, &own_sev) : "";
    /* in a run, the host it is of, and the run's hosts that still fail,
     * as --report's verdict says them */
    int after_sev = XT_SEV_FINE;
    if (m->after != SIZE_MAX)
        xt_verdict(c->after.an, m->after, &after_sev);
    xt_text_wrap(t, XT_A_TITLE, w, 4, "",
                 xt_arena_printf(ar, "BEFORE -> AFTER: %s%s%s%s%s", verdict_change(ar, s, m), on_host(ar, c),
                                 own_pick, xt_cmp_run_still(ar, c, after_sev),
                                 m->by_name ? "" : " (two different programs: no fix's effect)"));
    /* a cursor stop (the status line keeps the hints there): the pane
     * opens on it, and g and Home went to the row under it instead (an
     * 80x24 trial: j j j g) */
    note_rows(s, t, head, NOTE_HEAD, NULL);
    /* two hosts (the problem moved): the estimates are not checked; the
     * title's "host-2 -> host-1" is cut at 80 columns (a trial); before
     * the verdicts, which it qualifies (under them, 60x20 hid it) */
    const char *two = xt_cmp_two_hosts(ar, c);
    if (two)
        xt_text_wrap(t, XT_A_WARN, w, 4, "  ", two);
    verdict_row(s, t, 0, m->before, w);
    verdict_row(s, t, 1, m->after, w);
    /* one device on both sides (align_devices): the side moved says its
     * own pick, which its verdict above may name.  The device is the
     * default pair's: another pair shown is read on it, and says so, not
     * the default pair's reasons ("AFTER's own pick: GPU 1 (... the least
     * headroom ...)" under a module no device ran: a trial) */
    bool other_pair = c->pair < c->nmodules && m != &c->modules[c->pair];
    const char *dflt = other_pair ? S(ar, c->modules[c->pair].name) : NULL;
    if (other_pair && c->before.device && c->after.device) {
        const char *dev = !strcmp(c->before.device, c->after.device)
                              ? S(ar, c->after.device)
                              : xt_arena_printf(ar, "%s -> %s", S(ar, c->before.device), S(ar, c->after.device));
        const char *txt = xt_arena_printf(ar, "read on %s, the device chosen for the default pair (%s); "
                                              "the runtime and estimates are that pair's", dev, dflt);
        size_t first = t->nrows;
        xt_text_wrap(t, XT_A_DIM, w, 4, "  ", txt);
        note_rows(s, t, first, NOTE_DEVICE, txt);
        dflt = NULL; /* said */
    }
    for (int side = 0; side < 2 && !other_pair; side++) {
        const xt_cmp_side *sd = side ? &c->after : &c->before;
        if (!sd->device_other)
            continue;
        /* (the first row says AFTER's, where its pick failed or waited) */
        const char *txt = side && *own_pick
                              ? xt_arena_printf(ar, "compared on %s, %s", S(ar, sd->device), S(ar, sd->device_why))
                              : xt_arena_printf(ar, "compared on %s, %s; %s's own pick: %s", S(ar, sd->device),
                                                S(ar, sd->device_why), side ? "AFTER" : "BEFORE",
                                                S(ar, sd->device_other));
        size_t first = t->nrows;
        xt_text_wrap(t, XT_A_WARN, w, 4, "  ", txt);
        /* a stop as the verdicts above it are (j went from AFTER's verdict
         * over it to the table: a trial), the status line saying it whole */
        note_rows(s, t, first, NOTE_DEVICE + (size_t)side, txt);
    }
    /* runs of several hosts: how many fail on each side, and a side's
     * worst host where it is not the one compared (a trial's "does not
     * fit -> fits" over an AFTER run whose other host still waited 3 s
     * for memory; --report says both under its verdict) */
    /* each a stop too, that y copies (j went over them: a trial) */
    if (c->before.counted || c->after.counted) {
        size_t first = t->nrows;
        const char *txt = xt_arena_printf(ar, "hosts: %s -> %s (the verdict is the host compared)",
                                          xt_cmp_hosts_tally(ar, &c->before), xt_cmp_hosts_tally(ar, &c->after));
        xt_text_wrap(t, XT_A_DIM, w, 4, "  ", txt);
        note_rows(s, t, first, NOTE_HOSTS, txt);
    }
    const char *failing = xt_cmp_hosts_failing(ar, c); /* which, by name (H: every host; an export names no key) */
    if (failing) {
        size_t first = t->nrows;
        const char *txt = t->screen ? xt_arena_printf(ar, "%s (H: every host)", failing) : failing;
        xt_text_wrap(t, XT_A_DIM, w, 4, "  ", txt);
        note_rows(s, t, first, NOTE_FAILING, txt);
    }
    for (int side = 0; side < 2; side++) {
        const xt_cmp_side *sd = side ? &c->after : &c->before;
        if (!sd->worst_other)
            continue;
        size_t first = t->nrows;
        const char *txt = xt_arena_printf(ar, "%s's worst host is another: %s", side ? "AFTER" : "BEFORE",
                                          S(ar, sd->worst_other));
        xt_text_wrap(t, XT_A_WARN, w, 4, "  ", txt);
        note_rows(s, t, first, NOTE_WORST + (size_t)side, txt);
    }
    if (c->diffs) {
        /* with the sides' values, as the report says them: "device
         * memory" alone, both sides 192.0 GiB on the screen, named a
         * difference nothing showed (a trial) */
        const char *d = "";
        for (unsigned i = 0; i < XT_NDIFFS; i++)
            if (c->diffs & (1u << i))
                d = xt_arena_printf(ar, "%s%s%s", d, *d ? "; " : "", xt_cmp_diff_detail(ar, c, i));
        size_t first = t->nrows;
        /* (the words in the wrapped text: as a prefix, "pool size 143.2
         * GiB" had no room beside it at 60 columns, and was cut) */
        xt_text_wrap(t, XT_A_WARN, w, 4, "  ", xt_arena_printf(ar, "differs beyond the program: %s", d));
        note_rows(s, t, first, NOTE_DIFFS, xt_arena_printf(ar, "differs beyond the program: %s", d));
    }
    if (dflt)
        xt_text_wrap(t, XT_A_DIM, w, 4, "  ", xt_arena_printf(ar, "runtime and estimates: of the default pair, %s", dflt));
    if (!m->has_plan_before || !m->has_plan_after)
        xt_text_line(t, XT_A_WARN, "  no buffer assignment in %s",
                     !m->has_plan_before && !m->has_plan_after ? "either capture"
                     : !m->has_plan_before                     ? "BEFORE"
                                                               : "AFTER");
    thead(t, k, "Plan (read)");
    /* parameters, outputs and temp add up to the total as written, in
     * each column, as --report's (48.8 + 48.8 MiB over 97.5 MiB: a trial) */
    const char *fs[XT_NCF][3];
    xt_cmp_plan_figs(ar, m, fs);
    for (int f = 0; f < XT_NCF; f++) {
        vrow_as(s, t, k, XT_T_CMP_FIG, (size_t)f, xt_cmp_fig_label((xt_cmp_fig)f), "read", &m->plan[f],
                f != XT_CF_REMAT, f == XT_CF_REMAT ? "instructions named .remat" : "", fs[f]);
        size_t r = t->nrows - 1;
        if ((f == XT_CF_PARAMETERS || f == XT_CF_DONATED) && r < s->nfull[XF_RIGHT] && s->full[XF_RIGHT][r])
            full_at(s, XF_RIGHT, r,
                    xt_arena_printf(ar, "%s; Enter: each parameter, BEFORE -> AFTER", s->full[XF_RIGHT][r]));
    }
    vrow(s, t, k, XT_T_CMP_FIG, XT_NCF, lab(k, "its pool (measured)", "its pool"), "measured", &m->pool,
         true, "");
    int vsa = XT_SEV_FINE;
    const char *vtext = xt_verdict(side_an(s, 1), m->after, &vsa);
    int vsb = XT_SEV_FINE;
    const char *vbefore = xt_verdict(side_an(s, 0), m->before, &vsb);
    /* the plan against an empty pool; AFTER failing anyway is not "fits
     * now", BEFORE's failing not "fits on both" (xt_cmp_fits_note) */
    bool fb_bad = vsb == XT_SEV_BAD, fa_bad = vsa == XT_SEV_BAD;
    int fb_fails = xt_cmp_side_fails(side_an(s, 0), m->before), fa_fails = xt_cmp_side_fails(side_an(s, 1), m->after);
    const char *note = xt_cmp_fits_note(m->fits_before, m->fits_after, fb_fails, fa_fails, false);
    if (!*note)
        note = "unknown";
    xt_text_row(t, XT_T_CMP_FIG, XT_NCF + 1);
    xt_text_addw(t, XT_A_DIM, k.stacked ? 0 : k.label, false, "%s%s", k.indent,
                 lab(k, "plan alone fits pool", "plan fits pool"));
    const char *fb = m->fits_before < 0 ? "?" : m->fits_before ? "yes" : "no";
    const char *fa = m->fits_after < 0 ? "?" : m->fits_after ? "yes" : "no";
    xt_attr fba = m->fits_before == 0 ? XT_A_BAD : XT_A_GOOD, faa = m->fits_after == 0 ? XT_A_BAD : XT_A_GOOD;
    /* a narrow change column: the note's short form, still a change
     * ("no" under "no" and "no" said nothing) */
    const char *shortn = xt_cmp_fits_note(m->fits_before, m->fits_after, fb_fails, fa_fails, true);
    if (!*shortn)
        shortn = note;
    if (k.stacked) {
        stacked_values(t, XT_T_CMP_FIG, XT_NCF + 1, fb, fba, fa, faa, note, faa);
    } else {
        xt_text_addw(t, fba, k.val, true, "%s", fb);
        xt_text_addw(t, faa, k.val, true, "%s", fa);
        /* the note whole in a wider change column where the pane has
         * room, else its short form (the status line has it whole; a
         * pane of 63 to 110 columns cut it to "f…") */
        /* where the pane has room after the change column, there, where
         * every other row's note starts ("fits now" right-aligned beside
         * "81.6% -> 51.3%": a trial) */
        if (k.wide && k.label + 2 * k.val + k.chg + 2 + (int)xt_utf8_width(note) <= k.w) {
            xt_text_addw(t, XT_A_NORMAL, k.chg, true, "%s", "");
            xt_text_add(t, faa, "  %s", note);
        } else {
            bool room = k.wide && k.label + 2 * k.val + k.chg + 11 <= k.w;
            const char *n = room || strlen(note) < (size_t)k.chg ? note : shortn;
            /* two columns off "yes" where the pane has them ("yes fits on
             * both; BEFORE failed" ran into it), else the short form */
            int cw = k.chg + (room ? 11 : 0), nw = (int)xt_utf8_width(n) + 2;
            if (nw > cw && k.label + 2 * k.val + nw > k.w)
                n = shortn, nw = (int)xt_utf8_width(n) + 2;
            xt_text_addw(t, faa, nw > cw ? nw : cw, true, "%s", n);
        }
    }
    /* why AFTER fails though its plan fits (a trial: "but fails" said
     * not what), or BEFORE did */
    bool says_a = fa_bad && m->fits_after == 1, says_b = !says_a && fb_bad && m->fits_before == 1 && m->fits_after == 1;
    full(s, XF_RIGHT, t, xt_arena_printf(ar, "the plan alone fits its pool (plan read, pool measured): "
                                             "%s -> %s: %s%s%s%s",
                                         xt_cmp_fits_word(m->fits_before, XT_SEV_FINE, false),
                                         xt_cmp_fits_word(m->fits_after, XT_SEV_FINE, false), note,
                                         says_a ? " (AFTER: " : says_b ? " (BEFORE: " : "",
                                         says_a   ? xt_safe(ar, vtext)
                                         : says_b ? xt_safe(ar, vbefore ? vbefore : "")
                                                  : "",
                                         says_a || says_b ? ")" : ""));
    if (xt_cmp_known(&m->roles[0])) {
        thead(t, k, lab(k, "At the heap peak (read)", "Heap peak (read)"));
        for (int r = 0; r < XT_NROLES; r++) {
            double sb = xt_half_up(isnan(m->share_before[r]) ? 0.0 : m->share_before[r], 1);
            double sa = xt_half_up(isnan(m->share_after[r]) ? 0.0 : m->share_after[r], 1);
            /* 100% in four characters: "100.0%" took a column more and
             * wrapped its row at 80 (a trial) */
            const char *pb = sb >= 100 ? "100%" : xt_arena_printf(ar, "%.1f%%", sb);
            const char *pa = sa >= 100 ? "100%" : xt_arena_printf(ar, "%.1f%%", sa);
            vrow(s, t, k, XT_T_CMP_ROLE, (size_t)r,
                 k.wide ? xt_role_label((xt_role)r) : xt_role_name((xt_role)r),
                 xt_arena_printf(ar, "read; %s -> %s of the heap peak", pb, pa), &m->roles[r], true,
                 /* right-aligned as the figures are ("81.6% -> 51.3%" over
                  * "1.8% -> 4.8%" read as a misprint: a trial) */
                 k.wide ? xt_arena_printf(ar, "%5s -> %5s", pb, pa) : "");
        }
    }
    if (t->screen) /* the links' gap: an export has no links (it had two blank rows: a trial) */
        xt_text_line(t, XT_A_DIM, "%s", "");
    /* how many groups differ, in the word of their status where they
     * share one ("18800 changed" over 18,800 groups that appeared: a
     * trial) */
    size_t nst[4] = { 0 }, changed = 0;
    for (size_t i = 0; i < m->ngroups; i++)
        if (m->groups[i].status != XT_CG_SAME && (unsigned)m->groups[i].status < 4)
            nst[m->groups[i].status]++, changed++;
    const char *how = changed == nst[XT_CG_CHANGED]     ? "changed"
                      : changed == nst[XT_CG_APPEARED]    ? "appeared"
                      : changed == nst[XT_CG_DISAPPEARED] ? "disappeared"
                                                          : "differ";
    link_row(s, t, XT_CL_LIVE,
             m->live_unknown ? "live at the peak, side by side (unknown)"
                             : xt_arena_printf(ar, "live at the peak, side by side (%zu %s)", changed, how),
             "the live buffers at the heap peak by shape, role and line, and each side's buffers");
    link_row(s, t, XT_CL_RUNTIME, "runtime deltas", "executions, in use at each start, growth, retry waits");
    link_row(s, t, XT_CL_ESTIMATES, "was the estimate right",
             "each BEFORE saving next to the change in AFTER (read or measured)");
    link_row(s, t, XT_CL_HEAD, "both captures, differences, modules",
             "paths, hosts, JAX versions, pools and the matched modules");
}

static void cplan_enter(xt_app *a, const xt_row *r)
{
    /* the parameters, each BEFORE -> AFTER: which a donate_argnums fix
     * donated (x, then each side's list, was the only way: a trial) */
    if (r->kind == XT_T_CMP_FIG && (r->target == XT_CF_PARAMETERS || r->target == XT_CF_DONATED)) {
        push_view(a, &xt_cmp_view_params)->want_kind = XT_T_CMP_NOTE;
        return;
    }
    static const xt_view *const links[] = { &xt_cmp_view_live, &xt_cmp_view_rt, &xt_cmp_view_est,
                                            &xt_cmp_view_head };
    const xt_view *v = r->kind == XT_T_CMP_LINK && r->target < 4 ? links[r->target]
                       : r->kind == XT_T_CMP_ROLE              ? &xt_cmp_view_live
                                                               : NULL;
    if (!v) { /* Enter on the head was silent (a trial) */
        snprintf(a->status, sizeof a->status, "this row opens nothing: Enter on a role's row or a "
                                              "link (->) opens it; y copies the row");
        return;
    }
    xt_navframe *f = push_view(a, v);
    if (v == &xt_cmp_view_live) { /* the cursor on the largest change, not the heading */
        f->want_kind = XT_T_CMP_GROUP;
        f->want_target = 0;
    }
}
const xt_view xt_cmp_view_plan = { "compare-plan", false, { 0 }, NULL, cplan_build, cplan_enter };

/* ---- the parameters, side by side ------------------------------------------------------------ */

static const char *donated_word(const xt_plan_param *q)
{
    return !q ? "-" : q->donated ? "yes" : q->output_alike ? "no @" : "no";
}

static void cparams_rows(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    const xt_cmp_module *m = cmod(s);
    t->title = "Compare parameters";
    if (!m)
        return;
    xt_arena *ar = t->arena;
    xt_plan_param *q[2] = { NULL, NULL };
    size_t n[2] = { 0, 0 };
    for (int side = 0; side < 2; side++) {
        size_t mod = side ? m->after : m->before;
        xt_analysis *an = side_an(s, side);
        if ((side ? m->has_plan_after : m->has_plan_before) && mod < an->host->nmodules)
            n[side] = xt_plan_params(an->plans[mod], ar, &q[side]);
    }
    xt_text_line(t, XT_A_TITLE, "Parameters of %s (read), BEFORE -> AFTER", S(ar, m->name));
    const xt_cmp_val *pv = &m->plan[XT_CF_PARAMETERS], *dv = &m->plan[XT_CF_DONATED];
    xt_text_wrap(t, XT_A_DIM, w, 4, "  ",
                 xt_arena_printf(ar, "donated %s of %s -> %s of %s; %s in memory space 0 on each side; a "
                                     "parameter is matched by its place (number and shape index)",
                                 dv->has_before ? Bs(ar, dv->before) : "-", pv->has_before ? Bs(ar, pv->before) : "-",
                                 dv->has_after ? Bs(ar, dv->after) : "-", pv->has_after ? Bs(ar, pv->after) : "-",
                                 xt_arena_printf(ar, "%zu -> %zu parameter%s", n[0], n[1], xt_plural(n[1]))));
    if (!n[0] && !n[1]) {
        xt_text_line(t, XT_A_DIM, "  none in memory space 0 on either side");
        return;
    }
    int pw = 5;
    for (int side = 0; side < 2; side++)
        for (size_t i = 0; i < n[side]; i++) {
            int k = snprintf(NULL, 0, "%lld%s", (long long)q[side][i].number, q[side][i].index);
            pw = k > pw ? k : pw;
        }
    pw = pw > 16 ? 16 : pw;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, pw + 2, true, "param");
    xt_text_addw(t, XT_A_HEAD, 11, true, "before");
    xt_text_addw(t, XT_A_HEAD, 11, true, "after");
    xt_text_add(t, XT_A_HEAD, "  ");
    xt_text_addw(t, XT_A_HEAD, 12, false, "donated");
    xt_text_add(t, XT_A_HEAD, "  argument (op_name)");
    size_t i = 0, j = 0, row = 0, newly = 0, lost = 0;
    bool any_at = false;
    while (i < n[0] || j < n[1]) {
        int c = i >= n[0] ? 1 : j >= n[1] ? -1 : xt_plan_param_cmp(&q[0][i], &q[1][j]);
        const xt_plan_param *b = c <= 0 ? &q[0][i++] : NULL, *f = c >= 0 ? &q[1][j++] : NULL;
        const xt_plan_param *o = f ? f : b;
        bool was = b && b->donated, now = f && f->donated;
        any_at |= (b && !was && b->output_alike) || (f && !now && f->output_alike);
        newly += b && f && !was && now;
        lost += b && f && was && !now;
        xt_text_row(t, XT_T_CMP_NOTE, row++);
        const char *pn = xt_arena_printf(ar, "%lld%s", (long long)o->number, S(ar, o->index));
        if ((int)strlen(pn) > pw) {
            xt_text_add(t, XT_A_NORMAL, "  %.*s", pw - 1, pn);
            xt_text_gap(t, XT_A_NORMAL);
        } else {
            xt_text_addw(t, XT_A_NORMAL, pw + 2, true, "%s", pn);
        }
        xt_text_addw(t, XT_A_SIZE, 11, true, "%s", b ? Bs(ar, b->bytes) : "-");
        xt_text_addw(t, XT_A_SIZE, 11, true, "%s", f ? Bs(ar, f->bytes) : "-");
        xt_text_add(t, XT_A_NORMAL, "  ");
        const char *dw = xt_arena_printf(ar, "%s -> %s", donated_word(b), donated_word(f));
        xt_text_addw(t, b && f && was != now ? (now ? XT_A_GOOD : XT_A_WARN) : XT_A_DIM, 12, false, "%s", dw);
        const xt_live_buf *d = &o->desc;
        const char *op = d->instr && *d->instr->op_name ? d->instr->op_name : d->instr ? d->instr->name : "";
        xt_text_add(t, XT_A_DIM, "  %s", S(ar, op));
        t->rows[t->nrows - 1].whole =
            xt_arena_printf(ar, "parameter %s, BEFORE -> AFTER: %s -> %s (read), donated %s; %s", pn,
                            b ? Bs(ar, b->bytes) : "none in BEFORE", f ? Bs(ar, f->bytes) : "none in AFTER", dw,
                            S(ar, op));
    }
    xt_text_wrap(t, XT_A_DIM, w, 4, "  ",
                 xt_arena_printf(ar, "donated in AFTER, not in BEFORE: %zu; in BEFORE, not in AFTER: %zu%s", newly,
                                 lost,
                                 any_at ? "; \"no @\": not donated, and an output not aliased has its size "
                                          "(inferred: donating it lets XLA reuse it)"
                                        : ""));
}
/* made once for the pair and width, not at each key (100,000 parameters
 * a side took 300 ms a key: listed, sorted and merged anew) */
static void cparams_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    full_reset(s, XF_RIGHT);
    xt_rowkey k = { XT_ROWS_CMP_PARAMS, s->c->serial, s->m, 0, 0, 0, w, false, false, 0 };
    xt_text *mk = xt_app_rows_begin(a, &k);
    if (mk)
        cparams_rows(a, mk, w);
    xt_app_rows_end(a, t);
}
const xt_view xt_cmp_view_params = { "compare-parameters", false, { 0 }, NULL, cparams_build, NULL };

/* ---- live at the heap peak, side by side -------------------------------------------------- */

static const char *count_bytes(xt_arena *ar, size_t n, int64_t b)
{
    return n ? xt_arena_printf(ar, "%zux %s", n, Bs(ar, b)) : "none";
}

static const char *group_base(xt_arena *ar, const xt_cmp_group *g)
{
    return xt_arena_printf(ar, "%s %s%s%s", S(ar, g->shape), xt_role_name(g->role), *g->source ? " " : "",
                           S(ar, g->source));
}

static const char *group_name(xt_arena *ar, const xt_cmp_group *g)
{
    const char *n = group_base(ar, g);
    /* matched by shape and role, its line another (compare.c) */
    return g->after_source ? xt_arena_printf(ar, "%s -> %s (line differs)", n,
                                             *g->after_source ? S(ar, g->after_source) : "?")
                           : n;
}

/* names: where not NULL, each group's name (group_name), in t's arena */
static void clive_rows(xt_app *a, xt_text *t, int w, const char **names)
{
    xt_cmp_app *s = a->cmp;
    xt_arena *ar = t->arena;
    full_reset(s, XF_RIGHT);
    cols k = layout(w);
    const xt_cmp_module *m = cmod(s);
    if (!m)
        return;
    t->title = xt_arena_printf(ar, "Live at the heap peak of %s, before -> after", cur_label(s, ar));
    /* the key hint on the screen only (an export had it: a trial) */
    /* "Live at the heap peak" is the rule's: at 80 columns the key hint
     * was cut to "; En…" (a trial) */
    xt_text_line(t, XT_A_HEAD, "%s%s",
                 k.wide ? "Grouped by shape, role and line (read), largest change first"
                        : "Live at the peak (read), largest change first",
                 k.wide && t->screen ? "; Enter opens one" : "");
    if (m->live_unknown) {
        xt_text_line(t, XT_A_WARN, "  unknown: %s", m->live_unknown);
        return;
    }
    if (!m->ngroups) {
        xt_text_line(t, XT_A_DIM, "  (no live buffers at the heap peak on either side)");
        return;
    }
    thead(t, k, k.wide ? "  group, count" : " count");
    for (size_t i = 0; i < m->ngroups; i++) {
        const xt_cmp_group *g = &m->groups[i];
        int64_t d = g->after_bytes - g->before_bytes;
        const char *counts = xt_arena_printf(ar, "%s %zu -> %zu", xt_cmp_status_name(g->status),
                                             g->before_count, g->after_count);
        trow(t, k, XT_T_CMP_GROUP, i, counts, g->before_count ? Bs(ar, g->before_bytes) : "-",
             g->after_count ? Bs(ar, g->after_bytes) : "-", Ds(ar, d), change_attr(d), "");
        /* the plan's buffers at the heap peak: read, said as the plan
         * rows' status lines say it (a trial found no label) */
        const char *gn = group_name(ar, g);
        if (names)
            names[i] = gn;
        const char *f = xt_arena_printf(ar, "%s -> %s, %s (read), %s: %s", count_bytes(ar, g->before_count, g->before_bytes),
                                        count_bytes(ar, g->after_count, g->after_bytes), Ds(ar, d),
                                        xt_cmp_status_name(g->status), gn);
        full(s, XF_RIGHT, t, f);
        /* its name: a row of its counts' line, which a page never starts
         * on and G passes up (a page began with a name whose counts were
         * off screen, G landed on the last name: a trial) */
        xt_text_row(t, XT_T_CMP_GROUP, i);
        t->rows[t->nrows - 1].cont = true;
        xt_attr na = g->status == XT_CG_SAME ? XT_A_DIM : XT_A_NORMAL;
        if (g->after_source && 6 + (int)xt_utf8_width(gn) > w) {
            /* AFTER's line under BEFORE's where the row has no room for
             * both: "(line differs)" was cut at 80 columns (a trial) */
            xt_text_add(t, na, "      %s", group_base(ar, g));
            full(s, XF_RIGHT, t, f);
            xt_text_row(t, XT_T_CMP_GROUP, i);
            t->rows[t->nrows - 1].cont = true;
            xt_text_add(t, na, "        -> %s (line differs)", *g->after_source ? S(ar, g->after_source) : "?");
        } else {
            xt_text_add(t, na, "      %s", gn);
        }
        full(s, XF_RIGHT, t, f);
    }
    /* what the groups add up to, each side's bytes live at its heap
     * peak (no row said it, nor that they add up: a trial) */
    int64_t tb = 0, ta = 0;
    for (size_t i = 0; i < m->ngroups; i++) {
        tb = xt_sat_add(tb, m->groups[i].before_bytes);
        ta = xt_sat_add(ta, m->groups[i].after_bytes);
    }
    trow(t, k, 0, 0, "total (read)", Bs(ar, tb), Bs(ar, ta), Ds(ar, ta - tb), change_attr(ta - tb), "");
}

/* The kept live page let go: its strings freed, or, where this frame's
 * texts share them, freed with the frame's arena. */
static void live_memo_drop(xt_app *a, struct xt_cmp_live_memo *c)
{
    if (c->shared_gen == a->frame_gen + 1)
        xt_arena_adopt(&a->frame_arena, &c->arena);
    else
        xt_arena_free(&c->arena);
    xt_text_free(&c->text);
    free(c->full);
    c->full = NULL;
    c->nfull = 0;
    free(c->names);
    c->names = NULL;
    c->nnames = 0;
    free(c->found);
    c->found = NULL;
    c->shared_gen = 0;
    c->valid = false;
}

/* After a's panes are built (xt_cmp_app_built): the live page's kept
 * rows let go where no frame of the comparison shows it, as the one
 * capture's lists' are (live200k's 100 MB held after h: a review). */
static void live_memo_release(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    if (!s || !s->live.valid)
        return;
    /* (a side's own view keeps none: x back builds the page again) */
    for (int d = 0; !s->side && d <= a->depth; d++)
        if (a->stack[d].view == &xt_cmp_view_live)
            return;
    live_memo_drop(a, &s->live);
}

static void clive_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    if (!t->screen || t->nrows) { /* an export, or rows before the page's: built as they are */
        clive_rows(a, t, w, NULL);
        return;
    }
    struct xt_cmp_live_memo *c = &s->live;
    if (!(c->valid && c->serial == s->c->serial && c->m == s->m && c->w == w)) {
        live_memo_drop(a, c);
        xt_text_init(&c->text, &c->arena);
        c->text.screen = true;
        const xt_cmp_module *m = cmod(s);
        c->nnames = m && !m->live_unknown ? m->ngroups : 0;
        c->names = xt_xcalloc(c->nnames + 1, sizeof *c->names);
        clive_rows(a, &c->text, w, c->names);
        c->nfull = s->nfull[XF_RIGHT];
        c->full = xt_xmalloc((c->nfull + 1) * sizeof *c->full);
        if (c->nfull)
            memcpy(c->full, s->full[XF_RIGHT], c->nfull * sizeof *c->full);
        c->serial = s->c->serial;
        c->m = s->m;
        c->w = w;
        c->status_cols = 0;
        c->builds = (c->builds + 1) & ~XT_KEPT_CMP;
        c->valid = true;
    }
    if (t->arena == &a->frame_arena) {
        xt_text_copy_shared(t, &c->text);
        t->kept_id = XT_KEPT_CMP | c->builds; /* its search's memo (app.c kept_found) */
        c->shared_gen = a->frame_gen + 1;
    } else {
        xt_text_copy(t, &c->text);
    }
    full_reset(s, XF_RIGHT);
    if (c->nfull) {
        full_at(s, XF_RIGHT, c->nfull - 1, NULL);
        memcpy(s->full[XF_RIGHT], c->full, c->nfull * sizeof *c->full);
    }
}

/* A search one Enter down (app.c) opens the live page as Enter would. */
static void clive_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    (void)f;
    (void)r;
}

static void clive_enter(xt_app *a, const xt_row *r)
{
    if (r->kind != XT_T_CMP_GROUP)
        return;
    push_view(a, &xt_cmp_view_group)->group = r->target;
}
const xt_view xt_cmp_view_live = { "compare-live", false, { 0 }, clive_open, clive_build, clive_enter };

/* ---- one group: each side's buffers --------------------------------------------------- */

static void cgroup_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    xt_arena *ar = t->arena;
    full_reset(s, XF_RIGHT);
    const xt_cmp_module *m = cmod(s);
    if (!m || top(a)->group >= m->ngroups)
        return;
    const xt_cmp_group *g = &m->groups[top(a)->group];
    /* its name as the live page under it made it (a search reads every
     * group's page: the names were most of a page's cost) */
    const struct xt_cmp_live_memo *c = &s->live;
    size_t gi = top(a)->group;
    const char *gn = c->valid && c->serial == s->c->serial && c->m == s->m && gi < c->nnames && c->names[gi]
                         ? c->names[gi]
                         : group_name(ar, g);
    t->title = xt_arena_printf(ar, "Group %s, before -> after", gn);
    xt_text_wrap(t, XT_A_HEAD, w, 2, "", xt_arena_printf(ar, "%s: %s", gn,
                                                         xt_cmp_status_name(g->status)));
    for (int side = 0; side < 2; side++) {
        const char *which = side ? "AFTER" : "BEFORE";
        size_t mod = side ? m->after : m->before;
        size_t n = side ? g->after_count : g->before_count;
        int64_t bytes = side ? g->after_bytes : g->before_bytes;
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        xt_text_row(t, XT_T_CMP_NOTE, 0);
        xt_text_add(t, XT_A_HEAD, "%s %s: %s", which, S(ar, mod_name(s, side, mod)),
                    n ? xt_arena_printf(ar, "%zu buffer%s, %s", n, n == 1 ? "" : "s", Bs(ar, bytes))
                      : "none");
        if (!s->aside)
            full(s, XF_RIGHT, t, xt_arena_printf(ar, "%s %s: %s", which, S(ar, mod_name(s, side, mod)),
                                                 count_bytes(ar, n, bytes)));
        const xt_plan *p = mod < side_an(s, side)->host->nmodules ? side_an(s, side)->plans[mod] : NULL;
        size_t pg = side ? g->after_group : g->before_group, npg = side ? m->nafter_groups : m->nbefore_groups;
        const size_t *next = side ? m->after_next : m->before_next;
        if (!n || !p || pg >= npg || !next)
            continue;
        /* the side's group's members, in their chain (each live buffer
         * matched against the group: 40,000 groups' search took 7 s) */
        const xt_live_group *lg = side ? &m->after_groups[pg] : &m->before_groups[pg];
        for (size_t i = lg->first; i < p->nlive; i = next[i]) {
            const xt_live_buf *b = &p->live[i];
            const char *name = b->instr ? S(ar, b->instr->name) : "?";
            xt_text_row(t, XT_T_CMP_BUF, i * 2 + (size_t)side);
            xt_text_addw(t, XT_A_SIZE, 12, true, "%s", Bs(ar, b->bytes));
            xt_text_add(t, XT_A_NORMAL, "  %s", name);
            if (!s->aside) /* (a page built aside for a search: its rows alone are read) */
                full(s, XF_RIGHT, t, xt_arena_printf(ar, "%s %s: %s B (%s unpadded); Enter: its detail", which,
                                                     name, Ns(ar, b->bytes), Ns(ar, b->unpadded)));
        }
    }
}

/* A search one Enter down (app.c) opens a group's page as Enter would. */
static void cgroup_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    f->group = r->target;
}

const xt_view *xt_cmp_app_group_aside(xt_app *a, const xt_row *r, xt_text *out, int w)
{
    xt_cmp_app *s = a->cmp;
    /* a group's buffers from the live page; the live page from the plan's link to it */
    bool group = top(a)->view == &xt_cmp_view_live && r->kind == XT_T_CMP_GROUP;
    bool live = top(a)->view == &xt_cmp_view_plan && r->kind == XT_T_CMP_LINK && r->target == XT_CL_LIVE;
    if (!s || s->side || (!group && !live) || a->depth >= 15)
        return NULL;
    /* the live page's rows keep their full figures (cgroup_build resets
     * them, and what it stores lives in out's arena): the aside builds
     * into an array of its own (the page's 80,000 copied and put back for
     * each of its 40,000 groups: a search took 7 s, a trial) */
    const char **keep = s->full[XF_RIGHT];
    size_t nkeep = s->nfull[XF_RIGHT], capkeep = s->capfull[XF_RIGHT];
    s->full[XF_RIGHT] = s->aside_full;
    s->nfull[XF_RIGHT] = 0;
    s->capfull[XF_RIGHT] = s->capaside;
    s->aside = true;
    int depth = a->depth;
    xt_navframe below = a->stack[depth + 1];
    if (group) {
        s->asides++;
        cgroup_open(a, push_view(a, &xt_cmp_view_group), r);
        cgroup_build(a, out, w);
    } else {
        push_view(a, &xt_cmp_view_live);
        clive_build(a, out, w);
    }
    a->stack[depth + 1] = below;
    a->depth = depth;
    s->aside = false;
    s->aside_full = s->full[XF_RIGHT];
    s->capaside = s->capfull[XF_RIGHT];
    s->full[XF_RIGHT] = keep;
    s->nfull[XF_RIGHT] = nkeep;
    s->capfull[XF_RIGHT] = capkeep;
    return group ? &xt_cmp_view_group : &xt_cmp_view_live;
}

/* The memo for needle and the pair shown: kept, or emptied for them;
 * NULL where a group's page is not what a search reads.  Not the width:
 * a page's buffer rows, which a search reads, are the same at every one
 * (a resize read every page again: a review). */
static struct xt_cmp_miss_memo *miss_memo(xt_app *a, const char *needle)
{
    xt_cmp_app *s = a->cmp;
    const xt_cmp_module *m = s && !s->side ? cmod(s) : NULL;
    if (!m || !needle)
        return NULL;
    struct xt_cmp_miss_memo *mm = &s->miss;
    if (!(mm->needle && !strcmp(mm->needle, needle) && mm->serial == s->c->serial && mm->m == s->m &&
          mm->n == m->ngroups)) {
        free(mm->needle);
        free(mm->miss);
        mm->needle = xt_xstrdup(needle);
        mm->serial = s->c->serial;
        mm->m = s->m;
        mm->n = m->ngroups;
        mm->miss = xt_xcalloc(mm->n / 8 + 1, 1);
    }
    return mm;
}

bool xt_cmp_app_miss_known(xt_app *a, size_t g, const char *needle)
{
    struct xt_cmp_miss_memo *mm = miss_memo(a, needle);
    return mm && g < mm->n && (mm->miss[g / 8] >> (g % 8) & 1);
}

void xt_cmp_app_miss_note(xt_app *a, size_t g, const char *needle)
{
    struct xt_cmp_miss_memo *mm = miss_memo(a, needle);
    if (mm && g < mm->n)
        mm->miss[g / 8] |= (uint8_t)(1u << (g % 8));
}

const xt_live_buf *xt_cmp_app_row_buf(const xt_app *a, const xt_row *r)
{
    const xt_cmp_app *s = a->cmp;
    const xt_cmp_module *m = s ? cmod(s) : NULL;
    if (!m || r->kind != XT_T_CMP_BUF)
        return NULL;
    int side = (int)(r->target & 1);
    size_t mod = side ? m->after : m->before, i = r->target >> 1;
    const xt_analysis *an = side_an(s, side);
    const xt_plan *p = mod < an->host->nmodules ? an->plans[mod] : NULL;
    return p && i < p->nlive ? &p->live[i] : NULL;
}

const char *xt_cmp_app_group_label(const xt_app *a, size_t g, xt_arena *ar)
{
    const xt_cmp_module *m = a->cmp ? cmod(a->cmp) : NULL;
    return m && g < m->ngroups ? group_name(ar, &m->groups[g]) : "?";
}

static void cgroup_enter(xt_app *a, const xt_row *r)
{
    if (r->kind != XT_T_CMP_BUF)
        return;
    xt_navframe *f = push_view(a, &xt_cmp_view_buf);
    f->want_kind = 0;
    f->role = (int)(r->target & 1);
    f->buf = r->target >> 1;
}
const xt_view xt_cmp_view_group = { "compare-group", false, { 0 }, cgroup_open, cgroup_build, cgroup_enter };

static void cbuf_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    full_reset(s, XF_RIGHT);
    const xt_cmp_module *m = cmod(s);
    if (!m)
        return;
    int side = top(a)->role == 1;
    size_t mod = side ? m->after : m->before;
    xt_analysis *an = side_an(s, side);
    xt_analysis_prepare(an, mod);
    xt_text_line(t, XT_A_TITLE, "%s: %s", side ? "AFTER" : "BEFORE", S(t->arena, mod_name(s, side, mod)));
    xt_view_buffer(t, an, mod, top(a)->buf, w);
    t->title = xt_arena_printf(t->arena, "%s: %s", side ? "AFTER" : "BEFORE", t->title ? t->title : "buffer");
}
const xt_view xt_cmp_view_buf = { "compare-buffer", false, { 0 }, NULL, cbuf_build, NULL };

/* ---- runtime deltas of the default pair ---------------------------------------------------- */

/* a row of names or words (no change column) */
static void wrow(xt_cmp_app *s, xt_text *t, cols k, size_t target, const char *label, const char *b,
                 const char *a, const char *note)
{
    trow(t, k, XT_T_CMP_RT, target, label, b, a, "", XT_A_NORMAL, note);
    full(s, XF_RIGHT, t, xt_arena_printf(t->arena, "%s: %s -> %s%s%s", label, b, a, note && *note ? "; " : "",
                                         note ? note : ""));
}

static void crt_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    const xt_compare *c = s->c;
    const xt_cmp_runtime *r = &c->rt;
    xt_arena *ar = t->arena;
    full_reset(s, XF_RIGHT);
    cols k = layout(w);
    t->title = "Runtime, before -> after";
    if (c->pair >= c->nmodules) {
        xt_text_line(t, XT_A_DIM, "  (no pair of modules)");
        return;
    }
    xt_text_wrap(t, XT_A_HEAD, w, 2, "",
                 xt_arena_printf(ar, "Runtime of %s (measured from allocator and execution events)",
                                 S(ar, c->modules[c->pair].name)));
    if (s->m != c->pair)
        xt_text_line(t, XT_A_DIM, "  (the runtime is compared for the default pair)");
    /* two programs (names differ): no change is a fix's effect; under the
     * heading, as the report has it (in the table, under "never
     * launched", it read as that row's footnote: a trial) */
    bool same = c->modules[c->pair].by_name;
    if (!same)
        xt_text_wrap(t, XT_A_WARN, w, 4, "  ", "two different programs: side by side, no change "
                                               "is called a fix's effect");
    if (k.stacked) /* the heading above says "Runtime" already */
        xt_text_line(t, XT_A_DIM, "  before -> after  change");
    else
        thead(t, k, "Runtime");
    const char *pb = r->allocator_before ? S(ar, r->allocator_before) : "none";
    const char *pa = r->allocator_after ? S(ar, r->allocator_after) : "none";
    wrow(s, t, k, 0, "pool", pb, pa, "");
    vrow(s, t, k, XT_T_CMP_RT, 1, "executions", "measured", &r->executions, false, "");
    vrow(s, t, k, XT_T_CMP_RT, 2, k.wide ? "never launched a kernel" : "never launched", "measured",
         &r->never_launched, false, "");
    wrow(s, t, k, 3, "failing pool", xt_cmp_failing_pool(ar, r, 0), xt_cmp_failing_pool(ar, r, 1),
         same && r->last_failed_before && !r->last_failed_after ? "the OOM is gone"
         : same && r->executions.has_before && r->executions.before > 0 && !r->last_failed_before &&
                 r->last_failed_after
             ? "the OOM is new"
             : "");
    vrow(s, t, k, XT_T_CMP_RT, 4, k.wide ? "in use at the first start" : "in use, first start", "measured",
         &r->in_use_first, true, "");
    vrow(s, t, k, XT_T_CMP_RT, 5, k.wide ? "in use at the last start" : "in use, last start", "measured",
         &r->in_use_last, true, "");
    const char *note = !same ? ""
                       : r->leak_before && !r->leak_after && r->growth.has_after ? "the leak is gone"
                       : r->leak_before && r->leak_after                      ? "still grows"
                       : !r->leak_before && r->leak_after                     ? "grows now"
                                                                              : "";
    const char *gb = xt_cmp_growth_str(ar, r->growth.has_before, r->growth.before, r->leak_before,
                                      r->growth_r2_before);
    const char *ga = xt_cmp_growth_str(ar, r->growth.has_after, r->growth.after, r->leak_after,
                                      r->growth_r2_after);
    const char *gc = xt_cmp_growth_change(ar, &r->growth, gb, ga);
    trow(t, k, XT_T_CMP_RT, 6, lab(k, "growth/exec (inferred)", "growth (inferred)"), gb, ga, gc,
         XT_A_NORMAL, note);
    full(s, XF_RIGHT, t,
         xt_arena_printf(ar, "growth per execution: %s -> %s%s%s (inferred, a line fit)%s%s", gb, ga,
                         *gc ? ", " : "", gc, *note ? "; " : "", note));
    /* an inferred wait is labelled so at 80 columns too (the note
     * saying it is cut there) */
    bool winf = r->retry_inferred_before || r->retry_inferred_after;
    wrow(s, t, k, 7, k.wide ? "longest retry wait" : winf ? "wait (inferred)" : "retry wait",
         xt_cmp_retry_wait(ar, r, 0), xt_cmp_retry_wait(ar, r, 1),
         r->retry_inferred_before || r->retry_inferred_after
             ? xt_arena_printf(ar, "inferred (%s)", !r->retry_inferred_after    ? "BEFORE"
                                                    : !r->retry_inferred_before ? "AFTER"
                                                                                : "both")
             : "");
    size_t n = r->nseries_before > r->nseries_after ? r->nseries_before : r->nseries_after;
    if (!n)
        return;
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    thead(t, k, "In use at start #");
    for (size_t i = 0; i < n; i++) {
        int64_t b = i < r->nseries_before ? r->series_before[i] : -1;
        int64_t av = i < r->nseries_after ? r->series_after[i] : -1;
        const char *bs = b >= 0 ? Bs(ar, b) : i < r->nseries_before ? "?" : "";
        const char *as = av >= 0 ? Bs(ar, av) : i < r->nseries_after ? "?" : "";
        const char *cs = av >= 0 && b >= 0 ? Ds(ar, av - b) : "";
        trow(t, k, XT_T_CMP_RT, 100 + i, xt_arena_printf(ar, "%zu", i + 1), bs, as, cs,
             av >= 0 && b >= 0 ? change_attr(av - b) : XT_A_NORMAL, "");
        full(s, XF_RIGHT, t,
             xt_arena_printf(ar, "in use at the start of execution %zu: %s -> %s%s%s (measured)", i + 1,
                             b >= 0 ? xt_arena_printf(ar, "%s B", Ns(ar, b)) : *bs ? bs : "no such execution",
                             av >= 0 ? xt_arena_printf(ar, "%s B", Ns(ar, av)) : *as ? as : "no such execution",
                             *cs ? ", " : "", cs));
    }
}
const xt_view xt_cmp_view_rt = { "compare-runtime", false, { 0 }, NULL, crt_build, NULL };

/* ---- the estimates (also the diagnosis pane) and the head ---------------------------------- */

static const char *estimate_full(xt_arena *ar, const xt_compare *c, const xt_cmp_estimate *e)
{
    const char *meas = xt_cmp_estimate_actual(ar, c, e);
    /* two programs: the pane's words (a line AFTER lacks was not fixed away) */
    return xt_arena_printf(ar, "%s: predicted up to ~%s (%s), %s; %s in AFTER", e->id, Bs(ar, e->predicted),
                           xt_prov_name(e->predicted_label), meas, xt_cmp_estimate_where(ar, c, e));
}

static const char *ids(xt_arena *ar, const char *const *v, size_t n)
{
    const char *s = n ? "" : "none";
    for (size_t i = 0; i < n; i++)
        s = xt_arena_printf(ar, "%s%s%s", s, i ? ", " : "", v[i]);
    return s;
}

/* The full texts of the estimates view's rows; every row selectable in
 * the diagnosis pane, so that the cursor walks it line by line. */
static void estimates_full(xt_cmp_app *s, xt_text *t, int pane)
{
    const xt_compare *c = s->c;
    xt_arena *ar = t->arena;
    const char *est = NULL;
    /* two programs: the pane's words, not "gone", which a trial read as a
     * fix's effect beside "(two different programs: no fix's effect)" */
    bool same = c->pair < c->nmodules && c->modules[c->pair].by_name;
    const char *diag = xt_arena_printf(ar, same ? "gone: %s; remaining: %s; new: %s" : "BEFORE's: %s; both: %s; AFTER's: %s",
                                       ids(ar, c->gone, c->ngone), ids(ar, c->remaining, c->nremaining),
                                       ids(ar, c->fresh, c->nnew));
    if (c->nelsewhere)
        diag = xt_arena_printf(ar, "%s; on %s's %s (its own pick): %s", diag, xt_cmp_elsewhere_whose(c),
                               xt_cmp_elsewhere_device(ar, c), ids(ar, c->elsewhere, c->nelsewhere));
    bool in_diag = false;
    char buf[512];
    for (size_t r = 0; r < t->nrows; r++) {
        xt_row *row = &t->rows[r];
        xt_text_row_plain(t, r, buf, sizeof buf, 500, false);
        if (row->kind == XT_T_CMP_ESTIMATE && row->target < c->nestimates)
            est = estimate_full(ar, c, &c->estimates[row->target]);
        else if (!strncmp(buf, "Diagnosis lines", 15))
            in_diag = true, est = NULL;
        if (pane == XF_DIAG && !row->kind)
            row->kind = XT_T_CMP_NOTE;
        full_at(s, pane, r, in_diag ? diag : est);
    }
}

static void cest_build(xt_app *a, xt_text *t, int w)
{
    full_reset(a->cmp, XF_RIGHT);
    xt_view_cmp_estimates(t, a->cmp->c, w);
    estimates_full(a->cmp, t, XF_RIGHT);
}
const xt_view xt_cmp_view_est = { "compare-estimates", false, { 0 }, NULL, cest_build, NULL };

/* Two runs' hosts (H): each host's verdict on both sides; Enter compares
 * a pair. */
static void chosts_build(xt_app *a, xt_text *t, int w)
{
    full_reset(a->cmp, XF_RIGHT);
    xt_view_cmp_hosts(t, a->cmp->c, 0, w);
    t->title = "Hosts, BEFORE -> AFTER";
}
static bool compare_host_row(xt_app *a, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len);
/* The mouse's Enter (a click on the selected row): the key's is
 * xt_cmp_app_key's, which keeps its message; a click did nothing */
static void chosts_enter(xt_app *a, const xt_row *r)
{
    if (r->kind != XT_T_CMP_HOST)
        return;
    char m[sizeof a->status];
    compare_host_row(a, r->target, NULL, NULL, m, sizeof m);
    snprintf(a->status, sizeof a->status, "%s", m);
}
const xt_view xt_cmp_view_hosts = { "compare-hosts", false, { 0 }, NULL, chosts_build, chosts_enter };

static void select_pair(xt_app *a, size_t i);

static void chead_build(xt_app *a, xt_text *t, int w)
{
    full_reset(a->cmp, XF_RIGHT);
    xt_view_cmp_head(t, a->cmp->c, w);
    t->title = "Both captures";
}
static void chead_enter(xt_app *a, const xt_row *r)
{
    if (r->kind == XT_T_CMP_MODULE)
        select_pair(a, r->target);
}
const xt_view xt_cmp_view_head = { "compare-head", false, { 0 }, NULL, chead_build, chead_enter };

/* ---- the left pane: the modules, matched, removed, added -------------------------------- */

/* A change in the modules pane's narrow form: "-2.12G" (its unit a letter). */
static const char *compact_change(xt_arena *ar, const char *d)
{
    static const char *const unit[][2] = { { " KiB", "K" }, { " MiB", "M" }, { " GiB", "G" }, { " TiB", "T" } };
    for (size_t u = 0; u < sizeof unit / sizeof *unit; u++) {
        const char *p = strstr(d, unit[u][0]);
        if (p)
            return xt_arena_printf(ar, "%.*s%s%s", (int)(p - d), d, unit[u][1], p + strlen(unit[u][0]));
    }
    return d;
}

/* The digits of module m's "(id)" ("" without one). */
static const char *id_of(xt_arena *ar, const xt_host *h, size_t m)
{
    if (m >= h->nmodules)
        return "";
    const char *n = h->modules[m].name, *p = strrchr(n, '(');
    size_t len = p ? strlen(p) : 0;
    if (!p || len < 3 || n[strlen(n) - 1] != ')')
        return "";
    return xt_arena_printf(ar, "%.*s", (int)(len - 2), p + 1);
}

/* Pair i's name in the modules pane: the name both sides share, with
 * the program id when another pair has that name too, "jit__normal(11)"
 * (the two ids, "(9->13)", where the sides' differ: the form --report's
 * list writes, pair_names in compare_view.c; its earlier "(9) -> (13)"
 * had no room in the 80x24 pane). */
const char *xt_cmp_app_pair_label(const xt_cmp_app *s, xt_arena *ar, size_t i)
{
    const xt_compare *c = s->c;
    const xt_cmp_module *m = &c->modules[i];
    if (!m->name_shared)
        return S(ar, m->name);
    const char *b = id_of(ar, side_an(s, 0)->host, m->before),
               *af = id_of(ar, side_an(s, 1)->host, m->after);
    if (!*b || !*af)
        return S(ar, mod_name(s, *af ? 1 : 0, *af ? m->after : m->before));
    return !strcmp(b, af) ? xt_arena_printf(ar, "%s(%s)", S(ar, m->name), S(ar, b))
                          : xt_arena_printf(ar, "%s(%s->%s)", S(ar, m->name), S(ar, b), S(ar, af));
}

static void cmods_build(xt_app *a, xt_text *t, int w)
{
    xt_cmp_app *s = a->cmp;
    const xt_compare *c = s->c;
    xt_arena *ar = t->arena;
    full_reset(s, XF_LEFT);
    t->title = "Modules, change";
    /* a narrow pane (60x20: 19 columns) left no room for the names, every
     * row "0 jit_...": the change in 7 columns, "jit_" dropped, the name
     * cut in its middle (a trial) */
    bool narrow = w > 0 && w < 30;
    int cw = narrow ? 7 : 10;
    for (size_t i = 0; i < c->nmodules; i++) {
        const xt_cmp_module *m = &c->modules[i];
        const xt_cmp_val *v = &m->plan[XT_CF_TOTAL];
        xt_text_row(t, XT_T_CMP_MODULE, i);
        /* as a single capture's pane marks its modules: * the pair shown,
         * ! the default pair when another is (a trial: after Enter on
         * another pair the pane still marked only the default one) */
        xt_text_add(t, i == s->m ? XT_A_HEAD : XT_A_NORMAL, "%s",
                    i == s->m ? "* " : i == c->pair ? "! " : "  ");
        const char *chg = xt_cmp_known(v) ? Ds(ar, xt_cmp_change(v)) : "-";
        xt_text_addw(t, xt_cmp_known(v) ? change_attr(xt_cmp_change(v)) : XT_A_DIM, cw, true, "%s",
                     narrow ? compact_change(ar, chg) : chg);
        /* matched by name, shown without ids, except a name two pairs
         * share: two "0 B jit__normal" rows read as one module twice (a
         * trial); cut below as a single capture's modules pane cuts its
         * names */
        xt_text_add(t, XT_A_NORMAL, " ");
        xt_text_add(t, i == s->m ? XT_A_HEAD : XT_A_NORMAL, "%s", xt_cmp_app_pair_label(s, ar, i));
        /* what the signed figure is ("-2.74G" was nowhere explained: a
         * trial), and the mark */
        full(s, XF_LEFT, t,
             xt_arena_printf(ar, "%s -> %s: %s = the change in the total the step needs%s %s -> %s (read)%s",
                             S(ar, mod_name(s, 0, m->before)), S(ar, mod_name(s, 1, m->after)),
                             narrow ? compact_change(ar, chg) : chg, xt_cmp_known(v) ? "," : ", unknown:",
                             v->has_before ? Bs(ar, v->before) : "-", v->has_after ? Bs(ar, v->after) : "-",
                             i == s->m && i == c->pair ? "; * shown, the default pair"
                             : i == s->m                 ? "; * shown"
                             : i == c->pair              ? "; ! the default pair"
                                                         : ""));
    }
    for (int side = 0; side < 2; side++) {
        size_t n = side ? c->nadded : c->nremoved;
        const size_t *v = side ? c->added : c->removed;
        bool some = false;
        for (size_t i = 0; i < n && !some; i++)
            some = xt_cmp_namesake_in_pair(c, side, v[i]);
        if (n) {
            const char *h = xt_arena_printf(ar, "%s (%zu)",
                                            some   ? (side ? "unpaired in AFTER" : "unpaired in BEFORE")
                                            : side ? "only in AFTER, added"
                                                   : "only in BEFORE, removed",
                                            n);
            /* in fewer words where the pane cuts it: its count was cut
             * off at 80 columns ("only in AFTER, added (2…": a trial) */
            if (w > 0 && 1 + (int)xt_utf8_width(h) > w)
                h = xt_arena_printf(ar, "%s (%zu)",
                                    some   ? (side ? "unpaired, AFTER" : "unpaired, BEFORE")
                                    : side ? "+ AFTER only"
                                           : "- BEFORE only",
                                    n);
            xt_text_line(t, XT_A_HEAD, "%s", h);
        }
        for (size_t i = 0; i < n; i++) {
            xt_text_row(t, XT_T_CMP_ONLY, i * 2 + (size_t)side);
            xt_text_add(t, XT_A_DIM, "%s ", side ? "+" : "-");
            xt_text_add(t, XT_A_DIM, "%s", S(ar, mod_name(s, side, v[i])));
            const char *me = side ? "AFTER" : "BEFORE", *other = side ? "BEFORE" : "AFTER";
            /* its name is in the other capture too: in the pair across
             * names (the list said "only in" of a module both have) */
            if (xt_cmp_namesake_in_pair(c, side, v[i])) {
                const char *dm = s->m == c->pair ? "*" : "!";
                xt_text_add(t, XT_A_DIM, " (%s's: in %s)", other, dm);
                full(s, XF_LEFT, t,
                     xt_arena_printf(ar, "%s: %s has one of this name too, in the default pair %s (%s) and "
                                         "so not paired with this one; Enter shows it in %s's own views",
                                     S(ar, mod_name(s, side, v[i])), other, dm,
                                     S(ar, c->modules[c->pair].name), me));
            } else {
                full(s, XF_LEFT, t,
                     xt_arena_printf(ar, "%s: only in %s; Enter shows it in %s's own views",
                                     S(ar, mod_name(s, side, v[i])), me, me));
            }
        }
    }
    xt_app_cut_module_names(a, t, w, XT_T_CMP_MODULE);
    /* a module of one side cut as the pairs are ("+ jit_convert_element_t…"
     * kept "jit_" and lost the id: a trial) */
    xt_app_cut_module_names_at(a, t, w, XT_T_CMP_ONLY, 1);
}

static void select_pair(xt_app *a, size_t i)
{
    xt_cmp_app *s = a->cmp;
    if (i >= s->c->nmodules)
        return;
    const xt_view *v = a->stack[0].view;
    s->m = i;
    a->module = s->c->modules[i].after;
    /* the same kind of view for the other module */
    reset_view(a, v == &xt_cmp_view_live || v == &xt_cmp_view_rt || v == &xt_cmp_view_est ? v : &xt_cmp_view_plan);
    a->left_cursor = i;
    a->focus = XF_RIGHT;
}

static void set_side(xt_app *a, int side);
static void save_place(xt_app *a);

static void cmods_enter(xt_app *a, const xt_row *r)
{
    const xt_compare *c = a->cmp->c;
    if (r->kind == XT_T_CMP_MODULE) {
        select_pair(a, r->target);
    } else if (r->kind == XT_T_CMP_ONLY) {
        /* a module of one capture only: that capture's own views of it */
        int side = (int)(r->target & 1);
        size_t i = r->target >> 1;
        if (i >= (side ? c->nadded : c->nremoved))
            return;
        save_place(a); /* x comes back here, as from any page */
        set_side(a, side + 1);
        a->module = side ? c->added[i] : c->removed[i];
        a->left_cursor = a->module;
        a->focus = XF_RIGHT;
    }
}
const xt_view xt_cmp_list_modules = { "compare-modules", false, { 0 }, NULL, cmods_build, cmods_enter };

/* ---- the mode: attach, swap, hooks ---------------------------------------------------- */

void xt_cmp_app_init(xt_cmp_app *s, xt_compare *c, xt_capture *cb, xt_analysis **ab, size_t hb,
                     xt_capture *ca, xt_analysis **aa, size_t ha)
{
    memset(s, 0, sizeof *s);
    s->c = c;
    s->cap[0] = cb;
    s->cap[1] = ca;
    s->an[0] = ab;
    s->an[1] = aa;
    s->host[0] = hb;
    s->host[1] = ha;
    s->m = c->pair < c->nmodules ? c->pair : 0;
    s->exec = s->exec_shown = SIZE_MAX;
    s->pending_row = s->loading_host = SIZE_MAX;
}

void xt_cmp_app_free(xt_cmp_app *s)
{
    for (int i = 0; i < 3; i++)
        free(s->full[i]);
    memset(s->full, 0, sizeof s->full);
    free(s->aside_full);
    s->aside_full = NULL;
    s->capaside = 0;
    xt_text_free(&s->live.text);
    xt_arena_free(&s->live.arena);
    free(s->live.full);
    free(s->live.names);
    free(s->live.found);
    memset(&s->live, 0, sizeof s->live);
    free(s->miss.needle);
    free(s->miss.miss);
    memset(&s->miss, 0, sizeof s->miss);
    xt_compare_free(s->owned);
    s->owned = NULL;
}

/* Host h of side t (analysed whole, not by open_host) analysed with
 * --module unless it was: its exact name(id), else the one module of that
 * name (program ids differ between runs).  Where neither is there the
 * analysis stays (the head then says the default pair). */
static void with_module(xt_cmp_app *s, int t, size_t h)
{
    xt_analysis *old = s->an[t][h];
    if (!s->module || s->open_host[t] || !old ||
        (old->selected_why && !strcmp(old->selected_why, "chosen with --module")))
        return;
    xt_error e = { 0, "" };
    char pfx[512];
    xt_host *host = &s->cap[t]->hosts[h];
    xt_analysis *na = xt_analyze(host, s->module, &e);
    if (!na && xt_cmp_module_fallback(s->module, pfx, sizeof pfx))
        na = xt_analyze(host, pfx, &e);
    if (!na)
        return;
    s->an[t][h] = na; /* a new serial: the charts of the old one go */
    xt_analysis_free(old);
}

/* The comparison made again over the hosts s->host[] (why: each side's
 * host_why), the runs' unreadable hosts and --module's pair kept. */
static void remake(xt_cmp_app *s, const char *const why[2])
{
    xt_compare *nc = xt_compare_new(s->cap[0], s->an[0][s->host[0]], s->cap[1],
                                    s->an[1][s->host[1]]);
    for (int side = 0; side < 2; side++) { /* the runs' unreadable hosts, as before */
        const xt_cmp_side *old = side ? &s->c->after : &s->c->before;
        for (size_t i = 0; i < old->nunread; i++)
            xt_compare_side_unread(nc, side, old->unread_host[i], old->unread_error[i]);
    }
    nc->before.host_why = why[0];
    nc->after.host_why = why[1];
    for (int side = 0; side < 2; side++) /* a side's own worst host, as main said it */
        xt_compare_note_worst(nc, side, s->cap[side], s->an[side], s->summaries[side], s->host[side]);
    xt_compare_host_rows(nc, s->summaries[0], s->an[0], s->summaries[1], s->an[1]);
    /* --module's pair, when both new hosts took it (a side loads a host
     * with it: cmp_lazy_open); else the head says the default pair */
    const xt_analysis *na[2] = { s->an[0][s->host[0]], s->an[1][s->host[1]] };
    if (s->c->pair_why && na[0]->selected_why && na[1]->selected_why &&
        !strcmp(na[0]->selected_why, "chosen with --module") &&
        !strcmp(na[1]->selected_why, "chosen with --module"))
        nc->pair_why = xt_arena_strdup(&nc->arena, s->c->pair_why);
    xt_compare_free(s->owned); /* the one main made stays main's */
    s->owned = s->c = nc;
    s->m = nc->pair < nc->nmodules ? nc->pair : 0;
}

/* Whether side k's view described another device than the one compared,
 * chosen there (Enter on a device row). */
static bool device_picked(const xt_cmp_app *s, int k)
{
    const xt_analysis *x = s->an[k][s->host[k]];
    const char *was = k ? s->c->after.device : s->c->before.device;
    return x && was && x->device < x->rt->ndevices && xt_analysis_device_chosen(x) &&
           x->rt->devices[x->device].label && strcmp(x->rt->devices[x->device].label, was);
}

/* A side's own view opened another host (H): the comparison follows it,
 * made again over the new pair (the side says "picked"), the other side
 * on its partner (the host of the same name: doc/compare.md). */
static bool follow_host(xt_app *a, xt_cmp_app *s, int k, char *msg, size_t len)
{
    const char *why[2] = { s->c->before.host_why, s->c->after.host_why };
    why[k] = "picked";
    int o = 1 - k;
    size_t p;
    if (s->summaries[o]) { /* a lazy side: its hosts ranked by their summaries */
        size_t n = s->cap[o]->nhosts;
        xt_host_rank *rank = xt_xcalloc(n + 1, sizeof *rank);
        for (size_t i = 0; i < n; i++)
            rank[i] = s->summaries[o][i].rank;
        p = xt_compare_partner_ranked(s->cap[k], a->host, s->cap[o], rank, k == 0, &why[o]);
        if (s->summaries[o][p].error) { /* its file cannot be read: the worst that can */
            p = xt_worst_host(rank, n);
            why[o] = k == 0 ? "the worst: the host matching BEFORE's cannot be read"
                            : "the worst: the host matching AFTER's cannot be read";
        }
        free(rank);
    } else {
        p = xt_compare_partner(s->cap[k], a->host, s->cap[o], s->an[o], k == 0, &why[o]);
    }
    if (!s->an[o][p]) { /* the partner is loaded (the host compared so far stays) */
        char m[400] = "";
        if (!s->open_host[o] || s->open_host[o](s->open_ctx[o], p, NULL, NULL, m, sizeof m)) {
            xt_arena *ar = &a->frame_arena;
            snprintf(msg, len, "cannot compare host %s: %s's host %s: %s; the comparison stays on "
                               "its pair",
                     xt_cmp_host_label(ar, s->c, k, a->host), o ? "AFTER" : "BEFORE",
                     xt_cmp_host_label(ar, s->c, o, p),
                     xt_safe(ar, m));
            return false;
        }
    }
    s->host[k] = a->host;
    s->host[o] = p;
    with_module(s, k, s->host[k]);
    with_module(s, o, s->host[o]);
    remake(s, why);
    /* a lazy side frees the pair compared before (opening the host it
     * has loaded frees the others): two hosts in memory, not four */
    char m[400];
    for (int side = 0; side < 2; side++)
        if (s->open_host[side])
            s->open_host[side](s->open_ctx[side], s->host[side], NULL, NULL, m, sizeof m);
    return true;
}

static void set_side(xt_app *a, int side);

static void no_tick(void *ctx, double frac, double elapsed_s)
{
    (void)ctx;
    (void)frac;
    (void)elapsed_s;
}

static void mark_shown(xt_app *a);

/* Enter on a host of the comparison's hosts list (H): its pair compared,
 * each side's host loaded where it is not (a lazy side frees the pair
 * before, as follow_host).  False, msg saying why, where it cannot be. */
static bool compare_host_row(xt_app *a, size_t i, xt_load_tick tick, void *tctx, char *msg, size_t len)
{
    xt_cmp_app *s = a->cmp;
    xt_arena *ar = &a->frame_arena;
    if (i >= s->c->nhost_rows)
        return false;
    const xt_cmp_host r = s->c->host_rows[i]; /* a copy: remake frees the list, */
    char name[1024];                          /* and the names it points to */
    snprintf(name, sizeof name, "%s", xt_cmp_host_name(ar, &r));
    xt_utf8_trim(name); /* a long one cut on a character (200 bytes ended on half an 'é') */
    if (r.before == SIZE_MAX || r.after == SIZE_MAX) {
        bool after = r.before == SIZE_MAX;
        if (r.change == XT_HC_UNREAD) /* (not only in its run: its partner not known; nor opened alone) */
            snprintf(msg, len, "%s cannot be read in %s's run: nothing to compare (its verdict says why)", name,
                     after ? "AFTER" : "BEFORE");
        else if (r.compared) /* the problem moved there: compared with the other side's worst */
            snprintf(msg, len, "%s is only in %s's run; it is compared with %s's %s, two hosts (x shows it alone)",
                     name, after ? "AFTER" : "BEFORE", after ? "BEFORE" : "AFTER",
                     xt_cmp_host_label(ar, s->c, after ? 0 : 1, s->host[after ? 0 : 1]));
        else
            snprintf(msg, len, "%s is only in %s's run: nothing to compare it with (x, then H there, opens it alone)",
                     name, after ? "AFTER" : "BEFORE");
        return false;
    }
    if (r.before == s->host[0] && r.after == s->host[1]) {
        snprintf(msg, len, "%s is the pair compared", name);
        return true;
    }
    size_t h[2] = { r.before, r.after };
    /* a host to load: the screen says so first, then it loads with its
     * progress line (it loaded with no word for seconds: a trial) */
    bool load = (!s->an[0][h[0]] && s->open_host[0]) || (!s->an[1][h[1]] && s->open_host[1]);
    if (load && !tick) {
        s->pending_row = i;
        a->pending = true;
        char sz[2][32] = { "", "" };
        for (int k = 0; k < 2; k++)
            if (s->summaries[k])
                xt_fmt_bytes(sz[k], sizeof sz[k], s->summaries[k][h[k]].file_size);
        snprintf(msg, len, "loading %s: BEFORE's %s, AFTER's %s...", name, sz[0][0] ? sz[0] : "file",
                 sz[1][0] ? sz[1] : "file");
        return true;
    }
    for (int k = 0; k < 2; k++) {
        if (s->an[k][h[k]])
            continue;
        char m[400] = "";
        s->loading_side = k;
        s->loading_host = h[k];
        int rc = !s->open_host[k] || s->open_host[k](s->open_ctx[k], h[k], tick, tctx, m, sizeof m);
        s->loading_host = SIZE_MAX;
        if (rc) {
            /* the reason without the file's whole path (three status rows
             * at 120 columns: an attacker's review), as a side's hosts
             * list says it */
            const char *why = m, *path = s->summaries[k] ? s->summaries[k][h[k]].path : s->cap[k]->hosts[h[k]].path;
            size_t pl = path ? strlen(path) : 0;
            if (pl && !strncmp(m, path, pl) && !strncmp(m + pl, ": ", 2))
                why = m + pl + 2;
            snprintf(msg, len, "cannot compare %s: %s's host cannot be read: %s; the comparison stays on its pair",
                     name, k ? "AFTER" : "BEFORE", xt_safe(ar, why));
            /* its row says so, not its summary's verdict from before the
             * file changed (an attacker's review); the cursor stays on it */
            size_t at = xt_compare_host_unread(s->c, k, h[k], why);
            if (at != SIZE_MAX && top(a)->view == &xt_cmp_view_hosts) {
                top(a)->want_kind = XT_T_CMP_HOST;
                top(a)->want_target = at;
            }
            if (k == 1 && s->open_host[0]) /* the BEFORE host loaded for it goes */
                s->open_host[0](s->open_ctx[0], s->host[0], NULL, NULL, m, sizeof m);
            return false;
        }
    }
    s->host[0] = r.before;
    s->host[1] = r.after;
    with_module(s, 0, s->host[0]);
    with_module(s, 1, s->host[1]);
    const char *why[2] = { "picked in the hosts list (H)", NULL };
    /* (kept by the comparison as they are: static) */
    why[1] = !r.paired_by                        ? "its partner there"
             : !strcmp(r.paired_by, "hostname")  ? "the same host as BEFORE's"
             : !strcmp(r.paired_by, "file name") ? "the same file name as BEFORE's"
                                                 : "the same position as BEFORE's";
    remake(s, why);
    char m[400];
    for (int side = 0; side < 2; side++) /* two hosts a side in memory, not more */
        if (s->open_host[side])
            s->open_host[side](s->open_ctx[side], s->host[side], NULL, NULL, m, sizeof m);
    set_side(a, 0); /* the view's host is the new pair's AFTER (the old one is freed) */
    snprintf(msg, len, "comparing %s: %s (H: the hosts again)", name, xt_cmp_host_change_name(r.change));
    return true;
}

bool xt_cmp_app_open_pending(xt_app *a, xt_load_tick tick, void *tctx)
{
    xt_cmp_app *s = a->cmp;
    if (!s || s->pending_row == SIZE_MAX)
        return false;
    size_t i = s->pending_row;
    s->pending_row = SIZE_MAX;
    char msg[sizeof a->status];
    static char dummy;
    /* (a tick, even none given: it loads now, not pending again) */
    compare_host_row(a, i, tick ? tick : no_tick, tick ? tctx : &dummy, msg, sizeof msg);
    xt_app_build(a);
    snprintf(a->status, sizeof a->status, "%s", msg);
    mark_shown(a);
    return true;
}

bool xt_cmp_app_loading(xt_app *a, double frac, double elapsed_s)
{
    xt_cmp_app *s = a->cmp;
    if (!s || s->loading_host == SIZE_MAX)
        return false;
    int k = s->loading_side;
    const xt_host_summary *h = s->summaries[k] ? &s->summaries[k][s->loading_host] : NULL;
    xt_arena *ar = &a->frame_arena;
    const char *name = h ? xt_host_shown(ar, h->hostname, h->path, h->name_repeats) : "?";
    char sz[32] = "?", eta[48] = "";
    if (h)
        xt_fmt_bytes(sz, sizeof sz, h->file_size);
    if (frac >= 1) {
        snprintf(a->status, sizeof a->status, "analysing %s's host %s (%s)...  q quits", k ? "AFTER" : "BEFORE",
                 name, sz);
        return true;
    }
    if (frac > 0.02 && elapsed_s > 0.3)
        snprintf(eta, sizeof eta, ", about %.0f s left", ceil(elapsed_s * (1 - frac) / frac));
    snprintf(a->status, sizeof a->status, "loading %s's host %s: %d%% of %s%s...  q quits", k ? "AFTER" : "BEFORE",
             name, (int)(frac * 100), sz, eta);
    return true;
}

bool xt_cmp_app_host_opened(xt_app *a, char *msg, size_t len)
{
    xt_cmp_app *s = a->cmp;
    if (!s || !s->side || a->host == s->host[s->side - 1])
        return true;
    /* the comparison follows the host at once, not on the next x: until
     * then the side's charts stood on their own scale while the other
     * side's, x away, said "both sides' scale" of the same pair (a trial:
     * x H j j j Enter).  Where the partner cannot be loaded it stays on
     * its pair (msg says why; x tries again). */
    return follow_host(a, s, s->side - 1, msg, len);
}

static const char *HINT = "x: BEFORE, AFTER, compare  ? help  q quit  d estimates  Tab pane  e export";
/* two runs: H, their hosts BEFORE -> AFTER (it was in the help's key list
 * only: a trial) */
static const char *RUNS = "x: sides  H hosts  ? help  q quit  d estimates  Tab pane  e export";

/* The hints in one row: under 66 columns their short form (at 60x20 the
 * long one took two rows from the panes). */
static const char *RUNS_SHORT = "x: sides  H hosts  ? help  q quit  Tab pane  e export";
static const char *HINT_SHORT = "x: sides  ? help  q quit  d estimates  Tab pane  e export";

static const char *hint(const xt_app *a)
{
    if (a->cmp && a->cmp->c && a->cmp->c->nhost_rows)
        return a->cols > 0 && a->cols < (int)strlen(RUNS) + 1 ? RUNS_SHORT : RUNS;
    return a->cols > 0 && a->cols < (int)strlen(HINT) + 1 ? HINT_SHORT : HINT;
}

static void set_side(xt_app *a, int side)
{
    xt_cmp_app *s = a->cmp;
    s->side = side;
    int k = side == 1 ? 0 : 1;
    a->cap = s->cap[k];
    a->an = s->an[k];
    a->host = s->host[k];
    /* the side's own hosts list (H), its loader, and the title's count */
    a->summaries = s->summaries[k];
    a->open_host = s->open_host[k];
    a->open_ctx = s->open_ctx[k];
    a->hosts_counted = false;
    a->worst.valid = false; /* the other side's hosts */
    a->naming.valid = false;
    a->hosts_bad = a->hosts_unread = 0;
    const xt_cmp_module *m = cmod(s);
    xt_analysis *an = a->an[a->host];
    a->module = m ? (k ? m->after : m->before) : an->selected;
    a->exec = SIZE_MAX;
    a->left_top = 0;
    a->diag_cursor = a->diag_top = 0;
    if (s->left_auto_hidden) { /* shown again, unless m showed it meanwhile */
        a->left_hidden = false;
        s->left_auto_hidden = false;
    }
    if (side == 0) {
        reset_view(a, &xt_cmp_view_plan);
        a->left_view = &xt_cmp_list_modules;
        a->left_cursor = s->m;
        snprintf(a->status, sizeof a->status, "%s", hint(a));
    } else {
        /* a side without modules (TensorFlow's) opens as it does alone:
         * the runtime, no modules pane (it opened an empty plan beside an
         * empty pane: a trial) */
        bool none = !an->host->nmodules;
        /* nor with one module, as alone, unless m asked for it (25 of 80
         * columns said the row the title says: a trial) */
        bool hide = none || (an->host->nmodules == 1 && !a->left_wanted);
        reset_view(a, none ? &xt_view_rt : &xt_view_plan);
        if (hide && !a->left_hidden) {
            a->left_hidden = true;
            s->left_auto_hidden = true;
        }
        if (hide && a->focus == XF_LEFT)
            a->focus = XF_RIGHT;
        a->left_view = &xt_list_modules;
        a->left_cursor = a->module < an->host->nmodules ? a->module : 0;
        const char *path = side == 1 ? s->c->before.path : s->c->after.path;
        snprintf(a->status, sizeof a->status, "showing %s: %.300s  (x: %s)", side == 1 ? "BEFORE" : "AFTER",
                 xt_safe(&a->frame_arena, path), side == 1 ? "AFTER" : "the comparison");
    }
    /* the status line keeps that message until the cursor moves */
    s->last_view = NULL;
}

static void mark_shown(xt_app *a);

void xt_cmp_app_attach(xt_app *a, xt_cmp_app *s)
{
    a->cmp = s;
    set_side(a, 0);
    /* a failing BEFORE opens the estimates, as a failure opens the diagnosis */
    a->diag_open = s->c->nestimates || s->c->ngone || s->c->nremaining || s->c->nnew;
    a->focus = XF_RIGHT;
    xt_app_build(a);
    mark_shown(a);
}


/* The two files as the title names them: their names, and where the
 * names are the same (a fix re-run on the same host), the last folder in
 * which their paths differ ("before/gpu-node-1.xplane.pb", or with the
 * folders between them left out, "run-1/…/gpu-node-1.xplane.pb", "..."
 * where the terminal is not UTF-8; a trial
 * read "gpu-node-1.xplane.pb -> gpu-node-1.xplane.pb"). */
void xt_cmp_file_names(xt_arena *ar, const char *before, const char *after, bool utf8,
                       const char **b, const char **a)
{
    const char *eb = before + strlen(before), *ea = after + strlen(after);
    while (eb > before + 1 && eb[-1] == '/')
        eb--;
    while (ea > after + 1 && ea[-1] == '/')
        ea--;
    /* component k from the end: [*s, *e) */
    const char *sb = eb, *sa = ea;
    while (sb > before && sb[-1] != '/')
        sb--;
    while (sa > after && sa[-1] != '/')
        sa--;
    *b = xt_arena_printf(ar, "%.*s", (int)(eb - sb), sb);
    *a = xt_arena_printf(ar, "%.*s", (int)(ea - sa), sa);
    if (strcmp(*b, *a))
        return;
    const char *base_b = *b, *base_a = *a;
    for (int k = 1;; k++) {
        /* the component before [sb, eb) */
        eb = sb;
        ea = sa;
        while (eb > before && eb[-1] == '/')
            eb--;
        while (ea > after && ea[-1] == '/')
            ea--;
        if (eb == before || ea == after)
            return; /* one path ends: nothing tells them apart (the same file) */
        sb = eb;
        sa = ea;
        while (sb > before && sb[-1] != '/')
            sb--;
        while (sa > after && sa[-1] != '/')
            sa--;
        if (eb - sb == ea - sa && !memcmp(sb, sa, (size_t)(eb - sb)))
            continue;
        const char *gap = k == 1 ? "" : utf8 ? "…/" : ".../";
        *b = xt_arena_printf(ar, "%.*s/%s%s", (int)(eb - sb), sb, gap, base_b);
        *a = xt_arena_printf(ar, "%.*s/%s%s", (int)(ea - sa), sa, gap, base_a);
        return;
    }
}

/* The two files' names as xt_cmp_file_names gives them, less the end
 * they share from a '/' ("gpu8-fails/host.xplane.pb" and
 * "gpu8-waits/host.xplane.pb": "gpu8-fails", "gpu8-waits"); as they are
 * when they share none, or one is all of it. */
static void files_apart(xt_arena *ar, const char *pb, const char *pa, const char **sb, const char **sa)
{
    *sb = pb;
    *sa = pa;
    size_t lb = strlen(pb), la = strlen(pa), k = 0;
    while (k < lb && k < la && pb[lb - 1 - k] == pa[la - 1 - k])
        k++;
    while (k > 0 && pb[lb - k] != '/' && pb[lb - k] != '.') /* a whole name, or its extension, in common */
        k--;
    if (k > 0 && k < lb && k < la) {
        *sb = xt_arena_printf(ar, "%.*s", (int)(lb - k), pb);
        *sa = xt_arena_printf(ar, "%.*s", (int)(la - k), pa);
    }
}

/* Where the comparison is when the user leaves it (x, or Enter on a module
 * of one capture): x puts it back on return. */
static void save_place(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    s->saved = true;
    s->saved_c = s->c->serial;
    s->saved_m = s->m;
    s->saved_left = a->left_cursor;
    s->saved_depth = a->depth;
    s->saved_focus = (int)a->focus;
    memcpy(s->saved_stack, a->stack, sizeof s->saved_stack);
}

/* Whether frames [0, depth] show a runtime: a side's runtime view or a
 * page under it, the comparison's runtime page. */
static bool runtime_in(const xt_navframe *stack, int depth)
{
    for (int d = 0; d <= depth && d < 16; d++)
        if (stack[d].view && (stack[d].view->runtime || stack[d].view == &xt_cmp_view_rt))
            return true;
    return false;
}

/* [ ] { } on the comparison's runtime page: the cursor to the previous,
 * next, first or last of its "In use at start #" rows (the last where it
 * is on none, as a side's runtime view selects its last), as a side's
 * view steps its executions (they only opened the page again: a
 * helper's note).  False where the page has no such row. */
static bool exec_rows_step(xt_app *a, int key)
{
    const xt_text *t = &a->right;
    size_t first = SIZE_MAX, last = SIZE_MAX, at = SIZE_MAX, cur = top(a)->cursor;
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].kind == XT_T_CMP_RT && t->rows[i].target >= 100) {
            if (first == SIZE_MAX)
                first = i;
            last = i;
            if (i == cur && a->focus == XF_RIGHT)
                at = i;
        }
    if (first == SIZE_MAX)
        return false;
    size_t to = key == '{' ? first : key == '}' ? last : at == SIZE_MAX ? last : at;
    if (at != SIZE_MAX && (key == '[' || key == ']')) {
        size_t i = at;
        while (key == '[' ? i > first : i < last) {
            i += key == '[' ? (size_t)-1 : 1;
            if (t->rows[i].kind == XT_T_CMP_RT && t->rows[i].target >= 100) {
                to = i;
                break;
            }
        }
    }
    a->focus = XF_RIGHT;
    size_t n = t->rows[to].target - 100 + 1;
    snprintf(a->status, sizeof a->status, "%sexecution %zu, before -> after: x shows BEFORE or AFTER alone on it",
             to == at ? (key == '[' || key == '{' ? "already at the first: " : "already at the last: ") : "", n);
    top(a)->cursor = to;
    return true;
}

/* What x carries from the views it leaves (xt_cmp_app.runtime, .exec):
 * from a side of modules, its kind of view and its execution (one a side
 * without it showed in its stead leaves the user's as it was); from the
 * comparison, its kind of page and the execution under the cursor there
 * (the runtime page's "In use at start #" rows, of the default pair). */
static void carry_from(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    if (s->side) {
        const xt_analysis *x = a->an[a->host];
        if (!x || !x->host->nmodules)
            return; /* its runtime is all it has: no kind of view chosen */
        s->runtime = runtime_in(a->stack, a->depth);
        if (a->exec != s->exec_shown)
            s->exec = a->exec;
        return;
    }
    s->runtime = runtime_in(a->stack, a->depth);
    const xt_navframe *f = top(a);
    if (f->view == &xt_cmp_view_rt && a->focus == XF_RIGHT && f->cursor < a->right.nrows &&
        s->m == s->c->pair) {
        const xt_row *r = &a->right.rows[f->cursor];
        if (r->kind == XT_T_CMP_RT && r->target >= 100)
            s->exec = r->target - 100;
    }
}

/* A side just shown (set_side) in the kind of view x left, at the
 * execution carried: the same number where the side has it, else its
 * last, said in the status line (a side without modules keeps the
 * runtime it opens on). */
static void carry_to_side(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    xt_analysis *x = a->an[a->host];
    if (!x || !x->host->nmodules)
        return;
    const xt_module_runtime *r = xt_analysis_mrt(x, a->module);
    size_t n = r ? r->nexecs : 0;
    a->exec = s->exec == SIZE_MAX || !n ? SIZE_MAX : s->exec < n ? s->exec : n - 1;
    s->exec_shown = a->exec;
    if (!s->runtime)
        return;
    reset_view(a, &xt_view_rt);
    a->focus = a->focus == XF_DIAG && a->diag_open ? XF_DIAG : XF_RIGHT;
    if (!n)
        return;
    top(a)->want_kind = XT_T_EXEC;
    top(a)->want_target = a->exec == SIZE_MAX ? n - 1 : a->exec;
    if (s->exec != SIZE_MAX && s->exec >= n) {
        char keep[sizeof a->status];
        snprintf(keep, sizeof keep, "%s has no execution %zu: its last, %zu, selected; %.3900s",
                 s->side == 1 ? "BEFORE" : "AFTER", s->exec + 1, n, a->status);
        snprintf(a->status, sizeof a->status, "%s", keep);
    }
}

void xt_cmp_k_swap(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    if (!s) {
        /* the help's own words ("show the comparison, BEFORE or AFTER") */
        snprintf(a->status, sizeof a->status,
                 "x shows the comparison, BEFORE or AFTER: none here (xoomtui BEFORE AFTER opens one)");
        return;
    }
    char failed[sizeof a->status] = "";
    if (s->side && a->host != s->host[s->side - 1] &&
        !follow_host(a, s, s->side - 1, failed, sizeof failed))
        a->host = s->host[s->side - 1]; /* the comparison stays on its pair */
    else if (s->side && device_picked(s, s->side - 1)) {
        /* a device picked in a side's view: the comparison follows it, the
         * other side on the device of its label (x went back to GPU 5
         * from GPU 3, picked in BEFORE, without a word: a trial) */
        const char *why[2] = { s->c->before.host_why, s->c->after.host_why };
        /* the latest pick leads: the other side's earlier one is let go
         * (both chosen, BEFORE's led: an attacker's review) */
        xt_analysis *other = s->an[2 - s->side][s->host[2 - s->side]];
        if (other)
            xt_analysis_unchoose_device(other);
        remake(s, why);
    }
    /* follow the module the single view shows to its pair */
    for (size_t i = 0; s->side && i < s->c->nmodules; i++)
        if ((s->side == 1 ? s->c->modules[i].before : s->c->modules[i].after) == a->module &&
            a->host == s->host[s->side - 1]) {
            s->m = i;
            break;
        }
    /* x on a buffer's page: that side's own page of the buffer, its role's
     * list under it for h (it opened the side's plan, the buffer one
     * Enter on its role away: a trial) */
    int buf_side = s->side == 0 && top(a)->view == &xt_cmp_view_buf ? top(a)->role == 1 : -1;
    size_t buf = top(a)->buf;
    carry_from(a);
    if (s->side == 0)
        save_place(a);
    set_side(a, buf_side >= 0 ? buf_side + 1 : (s->side + 1) % 3);
    if (s->side)
        carry_to_side(a);
    const xt_analysis *ba = a->an[a->host];
    const xt_plan *bp = buf_side >= 0 && a->module < ba->host->nmodules ? ba->plans[a->module] : NULL;
    if (bp && buf < bp->nlive) {
        xt_navframe *f = push_view(a, &xt_view_bufs);
        f->role = (int)bp->live[buf].role;
        f->want_kind = XT_T_BUFFER;
        f->want_target = buf;
        f = push_view(a, &xt_view_buf);
        f->buf = buf;
        a->focus = XF_RIGHT;
    }
    /* back to the comparison: its page of the kind the side showed (the
     * runtime page from a side's runtime), where it was left if that page
     * was of this kind */
    bool back_kind = s->side == 0 && s->saved && s->saved_c == s->c->serial &&
                     runtime_in(s->saved_stack, s->saved_depth) == s->runtime;
    if (s->side == 0 && !back_kind && s->runtime) {
        reset_view(a, &xt_cmp_view_rt);
        if (a->focus == XF_LEFT && xt_app_left_off(a))
            a->focus = XF_RIGHT;
    }
    if (back_kind) {
        /* back where it was: the same pair, the views drilled into; another
         * pair (a side followed another module or host), the same page */
        if (s->saved_m == s->m) {
            memcpy(a->stack, s->saved_stack, sizeof a->stack);
            a->depth = s->saved_depth;
            a->left_cursor = s->saved_left;
            a->focus = (xt_focus)s->saved_focus;
            /* a pane closed (d) or hidden (m) meanwhile: not the focus */
            if ((a->focus == XF_DIAG && !a->diag_open) || (a->focus == XF_LEFT && xt_app_left_off(a)))
                a->focus = XF_RIGHT;
        } else {
            reset_view(a, s->saved_stack[0].view);
        }
    }
    /* the comparison's runtime page on the execution the side showed */
    if (s->side == 0 && top(a)->view == &xt_cmp_view_rt && s->exec != SIZE_MAX && s->m == s->c->pair) {
        top(a)->want_kind = XT_T_CMP_RT;
        top(a)->want_target = 100 + s->exec;
    }
    if (s->side == 0)
        s->saved = false; /* once: the next leaving saves again */
    if (*failed)
        snprintf(a->status, sizeof a->status, "%s", failed);
}

static size_t pane_row(xt_app *a, const void **view)
{
    switch (a->focus) {
    case XF_LEFT: *view = a->left_view; return a->left_cursor;
    case XF_DIAG: *view = &a->diag; return a->diag_cursor;
    default: *view = top(a)->view; return top(a)->cursor;
    }
}

const char *xt_cmp_app_row_full(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    const void *view;
    size_t row = pane_row(a, &view);
    int p = (int)a->focus;
    const char *f = s && p >= 0 && p < 3 && row < s->nfull[p] ? s->full[p][row] : NULL;
    return f || a->focus != XF_RIGHT || row >= a->right.nrows ? f : a->right.rows[row].whole;
}

static void mark_shown(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    s->last_row = pane_row(a, &s->last_view);
    s->last_focus = (int)a->focus;
    s->last_depth = a->depth;
    s->last_m = s->m;
}

void xt_cmp_app_diag(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    if (!s || s->side || !a->diag_open)
        return;
    /* the diagnosis pane of a comparison: was the estimate right, and which
     * diagnosis lines are gone and which remain (app.c clamps its cursor) */
    xt_text_free(&a->diag);
    xt_text_init(&a->diag, &a->frame_arena);
    a->diag.screen = true;
    full_reset(s, XF_DIAG);
    xt_view_cmp_estimates(&a->diag, s->c, a->cols - 2);
    estimates_full(s, &a->diag, XF_DIAG);
}

bool xt_cmp_app_export_diag(xt_app *a, xt_text *t, int width)
{
    xt_cmp_app *s = a->cmp;
    if (!s || s->side)
        return false;
    xt_view_cmp_estimates(t, s->c, width);
    return true;
}

void xt_cmp_app_built(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    live_memo_release(a);
    if (!s || s->side)
        return;
    /* a key cleared the last message: the comparison's hints, not the
     * single capture's (trial: Tab showed "d diagnosis  Tab switch pane") */
    /* (two runs' too: at 60x20 they took two rows, "e" on one and
     * "export" on the next, a trial) */
    /* and the short forms, widened: they stayed short until a key (a
     * review) */
    if (!strcmp(a->status, XT_APP_HINT) || !strcmp(a->status, HINT) || !strcmp(a->status, RUNS) ||
        !strcmp(a->status, HINT_SHORT) || !strcmp(a->status, RUNS_SHORT))
        snprintf(a->status, sizeof a->status, "%s", hint(a));
    const void *view;
    size_t row = pane_row(a, &view);
    int p = (int)a->focus;
    const char *txt = p >= 0 && p < 3 && row < s->nfull[p] ? s->full[p][row] : NULL;
    /* a page whose rows are kept (the parameters'): each row's own */
    if (!txt && a->focus == XF_RIGHT && row < a->right.nrows)
        txt = a->right.rows[row].whole;
    if (view == s->last_view && row == s->last_row && (int)a->focus == s->last_focus &&
        a->depth == s->last_depth && s->m == s->last_m) {
        /* a key that left the cursor where it was and said nothing (j on
         * the last row): the row's figures stay, not the hints (a trial:
         * normal mode keeps them) */
        if (txt && !strcmp(a->status, hint(a)))
            snprintf(a->status, sizeof a->status, "%s", txt);
        return;
    }
    bool first = !s->last_view;
    mark_shown(a);
    if (txt && !first) /* the whole figures of the selected row */
        snprintf(a->status, sizeof a->status, "%s", txt);
}

static int rows_of(const char *s, int width)
{
    int n = 0;
    while (s && *s && width > 0 && n < 3)
        xt_status_row_end(s, width, &s), n++;
    return n;
}

/* The most rows pane p's full figures take in the status line (3 at most). */
static int full_rows(const xt_cmp_app *s, int p, int width)
{
    int n = 0;
    for (size_t r = 0; r < s->nfull[p] && n < 3; r++) {
        int k = rows_of(s->full[p][r], width);
        n = k > n ? k : n;
    }
    return n;
}

int xt_cmp_app_status_rows(const xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    if (!s || s->side)
        return -1;
    int most = rows_of(hint(a), a->cols), n;
    /* the view's rows and the modules pane's, a Tab apart, whichever is
     * focused: Tab moves no pane (the status line took a row more with
     * the modules pane focused, and every Tab moved the panes: a trial) */
    /* the kept live page's rows: counted once for their width (80,000
     * rows' figures measured at each key) */
    struct xt_cmp_live_memo *c = &s->live;
    if (c->valid && c->shared_gen == a->frame_gen + 1 && s->nfull[XF_RIGHT] == c->nfull &&
        (!c->nfull || s->full[XF_RIGHT][0] == c->full[0])) {
        if (c->status_cols != a->cols) {
            c->status_cols = a->cols;
            c->status_rows = full_rows(s, XF_RIGHT, a->cols);
        }
        n = c->status_rows;
    } else {
        n = full_rows(s, XF_RIGHT, a->cols);
    }
    most = n > most ? n : most;
    xt_layout l;
    xt_app_layout(a, &l);
    if (l.left_w) { /* its list counted once for each list, pair and width (20,000 pairs) */
        struct xt_cmp_left_rows *k = &s->left_rows;
        if (!(k->view == a->left_view && k->serial == s->c->serial && k->m == s->m &&
              k->n == s->nfull[XF_LEFT] && k->cols == a->cols)) {
            *k = (struct xt_cmp_left_rows){ a->left_view, s->c->serial, s->m, s->nfull[XF_LEFT], a->cols,
                                            full_rows(s, XF_LEFT, a->cols) };
        }
        most = k->rows > most ? k->rows : most;
    }
    if (a->focus == XF_DIAG) {
        n = full_rows(s, XF_DIAG, a->cols);
        most = n > most ? n : most;
    }
    return most > 0 ? most : 1;
}

/* The comparison's title where nothing but the verdict's change (vc)
 * fits whole: "BEFORE -> AFTER | " and the change, else the change alone
 * (the frame cuts it where even that is too wide).  Everything else goes
 * before the change is cut: at 60 columns two runs' title read "BEFORE
 * -> AFTER | gpu8-waits -> pair-leak-full | waits for …", where the
 * change fits whole (a trial; the README: the hosts leave first). */
static const char *change_alone(xt_arena *ar, const char *vc, int width)
{
    const char *v = xt_arena_printf(ar, "BEFORE -> AFTER | %s", vc);
    return width <= 0 || (int)xt_utf8_width(v) <= width ? v : vc;
}

const char *xt_cmp_app_title(xt_app *a, int width, int *severity)
{
    xt_cmp_app *s = a->cmp;
    xt_arena *ar = &a->frame_arena;
    if (s->side) {
        /* the single title, naming the capture it shows, led by its tag:
         * "TAG | ...", never "xoomtui TAG | ..." (at 80 columns BEFORE's
         * longer verdict dropped "xoomtui" where AFTER's kept it: a
         * trial read the two as two tools).  The tag is one of the
         * title's parts (xt_app_title_tagged): whole or not at all, after
         * the pool, the hosts' count and the module's name, and before a
         * label only (at 60 columns "BEFORE | jit_fn_51(151) | 938.0M +
         * 237.7G in use > 60.0G", where the capture's own title keeps its
         * labels: a trial); it was cut to "A | " at 80 columns, and left
         * out for the pool's name at 100 (a trial). */
        const char *tag = s->side == 1 ? "BEFORE" : "AFTER";
        a->cmp = NULL;
        const char *t = xt_app_title_tagged(a, width, tag, severity);
        a->cmp = s;
        return t;
    }
    const xt_cmp_module *m = cmod(s);
    const char *pb, *pa;
    xt_cmp_file_names(ar, s->c->before.path, s->c->after.path, a->utf8, &pb, &pa);
    *severity = 0;
    if (!m) { /* the files whole, else by what tells them apart, else none (it named half: a trial) */
        const char *sb, *sa;
        files_apart(ar, pb, pa, &sb, &sa);
        const char *forms[3] = {
            xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | no pair of modules | %s -> %s", S(ar, pb), S(ar, pa)),
            xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | no pair of modules | %s -> %s", S(ar, sb), S(ar, sa)),
            "xoomtui | BEFORE -> AFTER | no pair of modules",
        };
        for (int f = 0; f < 2; f++)
            if (width <= 0 || (int)xt_utf8_width(forms[f]) <= width)
                return forms[f];
        return forms[2];
    }
    xt_verdict(s->c->after.an, m->after, severity);
    const char *name = cur_label(s, ar), *vc = verdict_change(ar, s, m);
    /* AFTER compared on BEFORE's device, its own pick another that failed
     * or waited: "fails -> fits" of GPU 5 read as a clean fix while
     * AFTER's GPU 3 waited 3 s, said only in the body (a trial's F3) */
    const xt_cmp_side *own = &s->c->after;
    bool after_said = own->own_failure && own->own_device;
    const char *base = vc; /* the change alone, before what AFTER adds */
    if (after_said)
        vc = xt_arena_printf(ar, "%s; AFTER: %s %s", vc, S(ar, own->own_device),
                             own->own_failure == 2 ? "failed" : "waited");
    /* the device compared, named where both sides were read on it */
    const char *db = s->c->before.device, *dev = s->c->after.device;
    if (!db || !dev || strcmp(db, dev))
        dev = NULL;
    const char *on = dev ? xt_arena_printf(ar, "%s on %s", name, S(ar, dev)) : name;
    if (s->cap[0]->nhosts > 1 || s->cap[1]->nhosts > 1) {
        /* AFTER's other hosts that still fail, with the verdict: "fails ->
         * fits" of the host compared read as "the run is fixed" while 1
         * of 8 AFTER hosts failed, said only on a line below the fold at
         * 60x20 (a trial) */
        const xt_cmp_side *af = &s->c->after;
        size_t others = af->counted ? af->nfail - (af->nfail && *severity == XT_SEV_BAD) : 0;
        if (others)
            /* one "AFTER: " ("; AFTER: GPU 3 waited; AFTER: 1/2 hosts
             * fail": helper-174's F6) */
            vc = xt_arena_printf(ar, "%s%s%zu/%zu hosts fail", vc, after_said ? ", " : "; AFTER: ", af->nfail,
                                 af->nhosts);
        /* runs: the hosts compared stay, before the verdict (a trial read
         * "... | host-1..." for host-14 against host-15); "xoomtui", then
         * the program's name give way */
        /* named as the comparison names them: one file, one name on both
         * sides (xt_cmp_host_label) */
        /* the labels the comparison made: the title is drawn while a host
         * of a run loads on another thread (H, Enter), and the rule reads
         * every hostname of both runs (a NULL one, the host loading: a crash) */
        const xt_cmp_side *sb = &s->c->before, *sa = &s->c->after;
        const char *hb = sb->label && sb->host_index == s->host[0] ? sb->label
                                                                   : xt_cmp_host_label(ar, s->c, 0, s->host[0]);
        const char *ha = sa->label && sa->host_index == s->host[1] ? sa->label
                                                                   : xt_cmp_host_label(ar, s->c, 1, s->host[1]);
        const char *hosts = xt_arena_printf(ar, "%s -> %s", hb, ha);
        /* a form without the device compared: the change says it, before
         * AFTER's own device ("fails -> fits; AFTER: GPU 3 waited" read as
         * GPU 3's change at 60x20: helper-174's F7) */
        const char *vcn = after_said && dev ? xt_arena_printf(ar, "%s on %s%s", base, S(ar, dev), vc + strlen(base))
                                            : vc;
        const char *full = xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | %s | %s | %s", hosts, on, vc);
        if (width <= 0 || (int)xt_utf8_width(full) <= width)
            return full;
        const char *bare = xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s | %s", hosts, on, vc);
        if ((int)xt_utf8_width(bare) <= width)
            return bare;
        bare = xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s | %s", hosts, name, vcn);
        if ((int)xt_utf8_width(bare) <= width)
            return bare;
        const char *hv = xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", hosts, vcn);
        if ((int)xt_utf8_width(hv) <= width)
            return hv;
        /* then the hosts, whole or not at all (the hosts list, H, names
         * them): the verdict's change is what the comparison is for, and
         * 60x20 cut it to "fails but gr…", its "-> fits" gone (a trial) */
        /* hosts too long: the program and the device compared still (a
         * trial read "BEFORE -> AFTER | fails -> fits" alone at 80) */
        const char *pv[2] = { xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", on, vc),
                              xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", name, vcn) };
        for (int f = 0; f < 2; f++)
            if ((int)xt_utf8_width(pv[f]) <= width)
                return pv[f];
        return change_alone(ar, vcn, width);
    }
    {
        /* the device compared, and when the whole does not fit, the files
         * by what tells them apart: at 80 columns the title read "... |
         * fails -> fits | gpu8-fails/host.xplane.p…", AFTER's file and
         * the GPU gone (a trial) */
        const char *sb = pb, *sa = pa;
        files_apart(ar, pb, pa, &sb, &sa);
        /* both files or neither: the frame cut "gpu8-fails/host.xpl…"
         * and AFTER's went (a review) */
        const char *forms[5] = {
            xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | %s | %s | %s -> %s", on, vc, S(ar, pb), S(ar, pa)),
            xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | %s | %s | %s -> %s", on, vc, S(ar, sb), S(ar, sa)),
            xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s | %s -> %s", on, vc, S(ar, sb), S(ar, sa)),
            xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | %s | %s", on, vc),
            xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", on, vc),
        };
        for (int f = 0; f < 5; f++)
            if (width <= 0 || (int)xt_utf8_width(forms[f]) <= width)
                return forms[f];
    }
    /* then "xoomtui", the device, then the program's name (cut in its
     * middle, then left out): the verdict's change stays whole (60x20
     * read "fit but grew p...": a trial), and says the device compared
     * where AFTER's own is said after it (helper-174's F7) */
    if (after_said && dev)
        vc = xt_arena_printf(ar, "%s on %s%s", base, S(ar, dev), vc + strlen(base));
    const char *ht = xt_arena_printf(ar, "xoomtui | BEFORE -> AFTER | %s | %s", name, vc);
    if ((int)xt_utf8_width(ht) <= width)
        return ht;
    int room = width - (int)xt_utf8_width(xt_arena_printf(ar, "BEFORE -> AFTER |  | %s", vc));
    if (room >= (int)xt_utf8_width(name))
        return xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", name, vc);
    if (room >= 8)
        return xt_arena_printf(ar, "BEFORE -> AFTER | %s | %s", xt_app_mid_cut(ar, name, room, a->utf8), vc);
    return change_alone(ar, vc, width);
}

/* 'e': xt_app_export guards one capture directory (a->capture_dir, the
 * AFTER's that main gave) and the files of a->cap; neither capture may be
 * written into.  When the default export dir "." is inside one of them,
 * export as if it were that one, which moves the file to $TMPDIR or /tmp
 * and says so. */
static void export_guarded(xt_app *a)
{
    xt_cmp_app *s = a->cmp;
    xt_capture *other = NULL;
    xt_error err = { 0, "" };
    bool inside = false;
    for (int k = 0; k < 2 && !inside; k++) {
        xt_guard g;
        inside = !xt_guard_capture(&g, s->cap[k], &err) &&
                 xt_guard_check_dir(&g, a->export_dir ? a->export_dir : ".", &err);
        xt_guard_free(&g);
        other = s->cap[k];
    }
    if (inside && a->export_dir) {
        snprintf(a->status, sizeof a->status, "export failed: %.480s", err.msg);
        return;
    }
    xt_capture *cap = a->cap;
    const char *dir = a->capture_dir;
    const xt_capture *also = a->guard_also;
    if (inside) {
        a->cap = other;
        a->capture_dir = other->root;
    }
    /* the other side too: the fallback ($TMPDIR, /tmp) may be its folder
     * (an attacker's review wrote there) */
    a->guard_also = s->cap[0] == a->cap ? s->cap[1] : s->cap[0];
    xt_app_export(a);
    a->cap = cap;
    a->capture_dir = dir;
    a->guard_also = also;
}

bool xt_cmp_app_key(xt_app *a, int key)
{
    xt_cmp_app *s = a->cmp;
    bool next = !a->searching && !a->help && (key == 'n' || key == 'N');
    if (s && !s->side && ((a->searching && key == XK_ENTER) || next)) {
        /* the search's own Enter (keys.def), then a build, so that the row
         * found shows its figures at once (typing a search builds nothing);
         * n and N alike (their "2 of 2" went under the figures) */
        for (size_t i = 0; i < xt_nkeys; i++)
            if (xt_keys[i].mode == (next ? XM_MAIN : XM_SEARCH) && xt_keys[i].fn && xt_keys[i].keys[0] == key) {
                a->key = key;
                xt_keys[i].fn(a);
                /* the search's "k of n" first, then the row's figures (the
                 * figures alone hid how many rows match until n) */
                char said[sizeof a->status];
                snprintf(said, sizeof said, "%s", a->status);
                xt_app_build(a);
                if (strcmp(a->status, said) && strcmp(said, XT_APP_HINT) && strcmp(a->status, hint(a))) {
                    size_t n = strlen(said);
                    if (n + 2 < sizeof said) {
                        memcpy(said + n, "; ", 3);
                        /* the figures after it, cut at the status's size */
                        strncat(said, a->status, sizeof said - n - 3);
                    }
                    memcpy(a->status, said, sizeof a->status);
                } else if (strcmp(said, XT_APP_HINT)) {
                    snprintf(a->status, sizeof a->status, "%s", said);
                }
                return true;
            }
    }
    if (!s || a->help || a->searching)
        return false;
    const char *msg = NULL;
    char hbuf[sizeof a->status];
    if (key == 'e') {
        export_guarded(a);
        msg = a->status;
    } else if (key == 'R') {
        msg = "in a comparison the runs are those given on the command line";
    } else if (s->side) {
        return false;
    } else if (key == 'p') {
        reset_view(a, &xt_cmp_view_plan);
        a->focus = XF_RIGHT;
    } else if (key == 'r') {
        reset_view(a, &xt_cmp_view_rt);
        a->focus = XF_RIGHT;
    } else if ((key == '[' || key == ']' || key == '{' || key == '}') && top(a)->view == &xt_cmp_view_rt &&
               exec_rows_step(a, key)) {
        msg = a->status;
    } else if (key == '[' || key == ']' || key == '{' || key == '}') {
        reset_view(a, &xt_cmp_view_rt);
        a->focus = XF_RIGHT;
        msg = "executions side by side here; [ ] { } step them, x shows BEFORE or AFTER alone on the one "
              "under the cursor";
    } else if (key == 'H' && s->c->nhost_rows) {
        /* two runs: every host's verdict on both sides (a trial asked
         * which hosts the fix fixed; H was refused here) */
        if (top(a)->view != &xt_cmp_view_hosts) {
            push_view(a, &xt_cmp_view_hosts);
            /* on the pair compared (it opened on the first row: a trial) */
            size_t at = SIZE_MAX;
            for (size_t k = 0; k < s->c->nhost_rows; k++) {
                if (s->c->host_rows[k].compared == 3u) {
                    at = k;
                    break;
                }
                if (s->c->host_rows[k].compared && at == SIZE_MAX)
                    at = k;
            }
            if (at < s->c->nhost_rows) {
                top(a)->want_kind = XT_T_CMP_HOST;
                top(a)->want_target = at;
            }
        }
        a->focus = XF_RIGHT;
        snprintf(hbuf, sizeof hbuf, "%s: Enter compares a host's pair, h goes back",
                 xt_cmp_host_tally(&a->frame_arena, s->c));
        msg = hbuf;
    } else if (key == XK_ESC && top(a)->view == &xt_cmp_view_hosts && !a->zoom && !a->search[0]) {
        /* Esc closes the list, as h does (it dismissed, closed the
         * diagnosis, then said "runs list closed": a trial) */
        if (a->depth > 0)
            a->depth--;
        else
            reset_view(a, &xt_cmp_view_plan);
        a->focus = XF_RIGHT;
        msg = "hosts list closed: H opens it";
    } else if (key == 'H') {
        /* two single files have no hosts to list ("x shows BEFORE or
         * AFTER alone, with its hosts" promised hosts neither had: a
         * trial) */
        msg = s->c->before.nhosts > 1 || s->c->after.nhosts > 1
                  ? "x shows BEFORE or AFTER alone, with its hosts"
                  : "no hosts list: BEFORE and AFTER are one host each";
    } else if ((key == XK_ENTER || key == 'l' || key == XK_RIGHT) && a->focus == XF_RIGHT &&
               top(a)->view == &xt_cmp_view_hosts) {
        const xt_navframe *f = top(a);
        const xt_row *r = f->cursor < a->right.nrows ? &a->right.rows[f->cursor] : NULL;
        /* on a host's verdict lines (j walks onto them past the last
         * host): that host (Enter there refused: an attacker's review) */
        char line[64];
        for (size_t up = f->cursor; r && r->kind != XT_T_CMP_HOST && up > 0 && up < a->right.nrows;) {
            xt_text_row_plain(&a->right, up, line, sizeof line, 60, false);
            if (strncmp(line, "      ", 6))
                break;
            r = &a->right.rows[--up];
        }
        if (r && r->kind == XT_T_CMP_HOST) {
            compare_host_row(a, r->target, NULL, NULL, hbuf, sizeof hbuf); /* on the pair's plan, where it answers */
        } else {
            snprintf(hbuf, sizeof hbuf, "Enter on a host compares its pair");
        }
        msg = hbuf;
    } else if (key > 0 && key < 0x80 && strchr(",.<>()^0$af", key)) { /* ASCII: strchr takes a key code's low byte */
        /* the chart cursor's keys: the charts are each side's own ("p
         * shows it" led to the plan deltas, no chart, and said it again;
         * "a: select a buffer first" over an open buffer: a trial) */
        /* and where x lands: a buffer open here, that side's page of it
         * (a trial's `a` there said "select a buffer first") */
        /* x keeps the kind of view: from the runtime page, the sides'
         * runtime charts */
        msg = top(a)->view == &xt_cmp_view_buf
                  ? "the charts and their cursor are in BEFORE's and AFTER's own views: x shows this buffer in "
                    "its side's, with its chart"
              : runtime_in(a->stack, a->depth)
                  ? "the charts and their cursor are in BEFORE's and AFTER's own views: x shows them, on their "
                    "runtime at the execution under the cursor"
                  : "the charts and their cursor are in BEFORE's and AFTER's own views: x shows them, on their "
                    "plan (a buffer: Enter on its role there)";
    } else if (key == 'c') {
        a->charts_off = !a->charts_off; /* as alone: the sides' charts */
        msg = a->charts_off ? "charts hidden in BEFORE's and AFTER's own views (x): c shows them"
                            : "charts shown in BEFORE's and AFTER's own views (x): c hides them";
    } else if ((key == XK_ENTER || key == 'l' || key == XK_RIGHT) && a->focus == XF_DIAG) {
        /* an estimate, or the diagnosis lines: the same in the right pane,
         * over the view there (h goes back to it: it replaced the
         * comparison, and h only moved the focus: a trial) */
        if (top(a)->view != &xt_cmp_view_est)
            push_view(a, &xt_cmp_view_est);
        a->focus = XF_RIGHT;
        msg = a->depth ? "the estimates in the right pane: h goes back" : NULL;
        for (long r = (long)a->diag_cursor; r >= 0 && (size_t)r < a->diag.nrows; r--)
            if (a->diag.rows[r].kind == XT_T_CMP_ESTIMATE) {
                top(a)->want_kind = XT_T_CMP_ESTIMATE;
                top(a)->want_target = a->diag.rows[r].target;
                break;
            }
    } else {
        return false;
    }
    /* a message belongs to the key that made it (as xt_app_key): after r,
     * the last row's hint or a failed search's "not found" went on */
    if (!msg)
        snprintf(a->status, sizeof a->status, "%s", XT_APP_HINT);
    char keep[sizeof a->status];
    if (msg) {
        snprintf(keep, sizeof keep, "%s", msg);
        snprintf(a->status, sizeof a->status, "%s", keep);
    }
    xt_app_build(a);
    if (msg) { /* over the row's figures the build put there */
        snprintf(a->status, sizeof a->status, "%s", keep);
        mark_shown(a);
    }
    return true;
}

const char *xt_cmp_app_hosts_hint(xt_app *a, const char *needle)
{
    xt_cmp_app *s = a->cmp;
    xt_arena *ar = &a->frame_arena;
    if (!s || top(a)->view == &xt_cmp_view_hosts || !*needle)
        return "";
    for (size_t k = 0; k < s->c->nhost_rows; k++) { /* H lists both runs' hosts */
        const xt_cmp_host *h = &s->c->host_rows[k];
        const char *names[] = { h->name_before, h->name_after, h->hostname_before, h->hostname_after };
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
            if (names[i] && xt_ci_find(names[i], needle))
                return xt_arena_printf(ar, "; H lists the hosts (%s is one)", xt_safe(ar, names[i]));
    }
    if (s->c->nhost_rows)
        return "";
    for (int k = 0; k < 2; k++) /* a side's own hosts list (x, then H) */
        for (size_t i = 0; s->cap[k] && s->cap[k]->nhosts > 1 && i < s->cap[k]->nhosts; i++) {
            const xt_host *h = &s->cap[k]->hosts[i];
            const char *f = h->path ? strrchr(h->path, '/') : NULL;
            f = f ? f + 1 : h->path;
            const char *name = h->hostname && xt_ci_find(h->hostname, needle) ? h->hostname
                               : f && xt_ci_find(f, needle)                    ? f
                                                                               : NULL;
            if (name)
                return xt_arena_printf(ar, "; x shows %s alone, whose H lists its hosts (%s is one)",
                                       k ? "AFTER" : "BEFORE", xt_safe(ar, name));
        }
    return "";
}
