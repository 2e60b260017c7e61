/* view.c - analyses rendered into text models. */
#include "view.h"
#include "load.h"
#include "names.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *Bs(xt_arena *a, int64_t b)
{
    char buf[32];
    return xt_arena_strdup(a, xt_fmt_bytes(buf, sizeof buf, b));
}

/* xt_fmt_pct in the arena: a share that never reads "100.0%" short of
 * the whole, nor "0.0%" for a part */
static const char *pct_s(xt_arena *ar, int64_t part, int64_t whole)
{
    char b[16];
    return xt_arena_strdup(ar, xt_fmt_pct(b, sizeof b, part, whole));
}

/* A share in words: "42.3% of WHAT", or "WHAT is 0 B" where there is no
 * whole to share ("- of the heap peak" read as a sentence: a review). */
static const char *share_of(xt_arena *ar, int64_t part, int64_t whole, const char *what)
{
    return whole > 0 ? xt_arena_printf(ar, "%s of %s", pct_s(ar, part, whole), what)
                     : xt_arena_printf(ar, "%s is 0 B", what);
}

/* TPU pools are named index_on_host=N (N: the TPU's id on this host), not
 * GPU_N_bfc; NULL for other names, else "N". */
static const char *tpu_index(const char *allocator)
{
    static const char pre[] = "index_on_host=";
    return allocator && !strncmp(allocator, pre, sizeof pre - 1) ? allocator + sizeof pre - 1
                                                                  : NULL;
}

const char *xt_sort_name(xt_sort s)
{
    static const char *n[] = { "size", "shape", "source", "instruction" };
    return s < XT_NSORT ? n[s] : "size";
}

/* The prepared record of module m; when the caller did not prepare it,
 * a line says so and NULL comes back (a programming error, shown rather
 * than crashed on). */
static const xt_prepared *prepared(xt_text *t, const xt_analysis *a, size_t m)
{
    const xt_prepared *x = xt_analysis_prepared(a, m);
    if (!x && m < a->host->nmodules)
        xt_text_line(t, XT_A_WARN, "(module %zu not prepared: call xt_analysis_prepare)", m);
    return x;
}

/* A module's executions in at most 4 columns, so that the modules pane's
 * count never runs into the size before it ("939.0 MiB2420x" once):
 * "none", "24x", "999x", then "2.4k", "24k", "240k", "2.4M" (rounded
 * down; the runtime view has the whole number).  "0x" read as hex (a
 * trial). */
static const char *exec_count(xt_arena *ar, size_t n)
{
    if (!n)
        return "none";
    if (n < 1000)
        return xt_arena_printf(ar, "%zux", n);
    if (n < 10000)
        return xt_arena_printf(ar, "%zu.%zuk", n / 1000, n / 100 % 10);
    if (n < 1000000)
        return xt_arena_printf(ar, "%zuk", n / 1000);
    if (n < 10000000)
        return xt_arena_printf(ar, "%zu.%zuM", n / 1000000, n / 100000 % 10);
    if (n < 1000000000)
        return xt_arena_printf(ar, "%zuM", n / 1000000);
    return ">1G";
}

/* The columns before a module's name: the mark, the size, the runs. */
enum { MOD_MARK_W = 2, MOD_SIZE_W = 9, MOD_SIZE_SHORT_W = 4, MOD_RUNS_W = 6 };

/* "*" the module shown (as the selected execution, device and pool are
 * marked), "!" the one the analysis picked when another is shown: its mark
 * stays in sight */
static const char *module_mark(const xt_analysis *a, size_t m, size_t current)
{
    return m == current ? "* " : m == a->selected ? "! " : "  ";
}

void xt_view_modules_mark(xt_text *t, const xt_analysis *a, size_t current)
{
    for (size_t r = 0; r < t->nrows; r++) {
        const xt_row *row = &t->rows[r];
        if (row->kind != XT_T_MODULE || row->count < 2 || row->target >= a->host->nmodules)
            continue;
        t->spans[row->first].text = module_mark(a, row->target, current);
        t->spans[row->first + row->count - 1].attr = row->target == current ? XT_A_HEAD : XT_A_NORMAL;
    }
}

void xt_view_modules(xt_text *t, const xt_analysis *a, size_t current, int width)
{
    const xt_host *h = a->host;
    t->title = "Modules: size, runs"; /* the plan's total, its executions */
    /* a narrow pane (80 columns: 25) leaves a name 7 columns beside the
     * full sizes, "fo…(15)": when some name is cut there, the sizes give
     * it 5 more (a cut name drops its "jit_" first: xt_app_mid_cut) */
    /* the TUI cuts a name only with 6 columns for it (modules_build):
     * below that beside the full sizes, narrow whatever the names.  The
     * runs column stays while it leaves a cut name 10 columns, a
     * function's name and its id ("matmul(19)"), or every name whole:
     * at 60x20 its 6 left "m…(19)", matmul(19) and multiply(86) alike
     * (a trial); the status line says a module's runs */
    enum { NAME_MIN = 6, NAME_BESIDE_RUNS = 10 };
    bool narrow = width > 0 && width < MOD_MARK_W + MOD_SIZE_W + MOD_RUNS_W + 1 + NAME_MIN;
    bool runs = width <= 0 || width >= MOD_MARK_W + MOD_SIZE_SHORT_W + MOD_RUNS_W + 1 + NAME_BESIDE_RUNS;
    bool all_fit = true; /* beside the short sizes and the runs */
    for (size_t m = 0; width > 0 && m < h->nmodules && (!narrow || all_fit); m++) {
        const char *n = h->modules[m].name;
        if (!strncmp(n, "jit_", 4))
            n += 4;
        narrow |= MOD_MARK_W + MOD_SIZE_W + MOD_RUNS_W + (int)xt_utf8_width(n) + 1 > width;
        all_fit &= MOD_MARK_W + MOD_SIZE_SHORT_W + MOD_RUNS_W + (int)xt_utf8_width(n) + 1 <= width;
    }
    runs |= all_fit;
    if (!runs)
        t->title = "Modules: size";
    for (size_t m = 0; m < h->nmodules; m++) {
        const xt_plan *p = a->plans[m];
        xt_text_row(t, XT_T_MODULE, m);
        xt_text_add(t, m == a->selected ? XT_A_BAD : XT_A_NORMAL, "%s", module_mark(a, m, current));
        char sb[32];
        if (narrow)
            xt_text_addw(t, XT_A_SIZE, MOD_SIZE_SHORT_W, true, "%s",
                         p->has_plan ? xt_fmt_bytes_short(sb, sizeof sb, p->total) : "-");
        else
            xt_text_addw(t, XT_A_SIZE, MOD_SIZE_W, true, "%s",
                          p->has_plan ? Bs(t->arena, p->total) : "-");
        if (runs)
            xt_text_addw(t, XT_A_DIM, MOD_RUNS_W, true, "%s ",
                         exec_count(t->arena, a->rt->module_execs[m]));
        else
            xt_text_add(t, XT_A_DIM, " ");
        xt_text_add(t, m == current ? XT_A_HEAD : XT_A_NORMAL, "%s",
                    xt_safe(t->arena, h->modules[m].name));
    }
    if (!h->nmodules)
        xt_text_line(t, XT_A_DIM, "(no compiled modules)");
}

/* "  key        value  note", the note wrapped under itself at width
 * columns (at least KV_NOTE_MIN_W for the note: narrower, rows are cut). */
enum { KV_NOTE_COL = 36, KV_NOTE_MIN_W = 16 };

/* Whether s is wider than w columns: read no further than that (a note
 * of a 1 MB pool's name measured whole at each of its rows took 33 s to
 * report: an attacker's review). */
static bool wider_than(const char *s, size_t w)
{
    size_t used = 0, n;
    uint32_t cp;
    while ((n = xt_utf8_next(s, &cp))) {
        used += (size_t)xt_cp_width(cp);
        if (used > w)
            return true;
        s += n;
    }
    return false;
}

static void kv(xt_text *t, int width, const char *k, const char *v, xt_attr va, const char *note)
{
    size_t note_w = width - KV_NOTE_COL >= KV_NOTE_MIN_W ? (size_t)(width - KV_NOTE_COL)
                                                         : (size_t)KV_NOTE_MIN_W;
    xt_text_row(t, 0, 0);
    /* a pane narrower than the label's and the figure's columns (32 at
     * 50 columns beside the modules): the label's column gives way, not
     * the figure's unit ("parameters 6.7 …": a trial) */
    if (width > 0 && width < 24 + 10 && width >= 12) {
        /* the label, whole where it fits beside the figure, else cut and
         * marked; the figure right-aligned at the pane's width; narrower
         * still (a pane of 21 at 40 columns showed labels and no figure:
         * a trial), the figure on a row of its own under the label */
        int kw = (int)xt_utf8_width(k), vw = (int)xt_utf8_width(v), room = width - vw - 3;
        if (kw <= room) {
            xt_text_addw(t, XT_A_DIM, width - vw, false, "  %s", k);
        } else if (room >= 6) {
            xt_text_add(t, XT_A_DIM, "  %.*s", room - 1, k); /* the labels are ASCII */
            xt_text_cut(t, XT_A_DIM);
            xt_text_add(t, XT_A_DIM, " ");
        } else {
            if (kw + 2 <= width) {
                xt_text_add(t, XT_A_DIM, "  %s", k);
            } else {
                xt_text_add(t, XT_A_DIM, "  %.*s", width - 3, k);
                xt_text_cut(t, XT_A_DIM);
            }
            xt_text_row_cont(t);
            xt_text_addw(t, XT_A_DIM, width - vw > 0 ? width - vw : 0, false, "%s", "");
        }
        xt_text_add(t, va, "%s", v);
    } else {
        xt_text_addw(t, XT_A_DIM, 24, false, "  %s", k);
        xt_text_addw(t, va, 10, true, "%s", v);
    }
    if (!note || !*note)
        return;
    bool first = true;
    /* a narrow pane (80 columns and a left pane): a note that does not fit
     * beside the figure goes under it, across the pane, not into a
     * column of a few words a row; measured against the room the pane
     * has, not note_w's floor (a 40-column pane cut "0 bytes" to "0 ...":
     * a trial at 60x20) */
    size_t indent = KV_NOTE_COL - 2;
    if (width - KV_NOTE_COL < 30 && width > 12 &&
        (width - KV_NOTE_COL - 2 < 0 || wider_than(note, (size_t)(width - KV_NOTE_COL - 2)))) {
        note_w = (size_t)width - 8;
        indent = 4;
        first = false;
    }
    while (*note) {
        size_t n = strlen(note), cut = n;
        if (wider_than(note, note_w)) {
            /* by columns and whole code points (a name of emoji was cut
             * inside a character at a byte count) */
            size_t last = 0, at = 0, used = 0, fit = 0;
            while (at < n) {
                uint32_t cp;
                size_t len = xt_utf8_next(note + at, &cp);
                int cw = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
                if (used + (size_t)(cw > 0 ? cw : 0) > note_w)
                    break;
                if (note[at] == ' ' && !xt_text_glued_space(note, at))
                    last = at;
                used += (size_t)(cw > 0 ? cw : 0);
                at += len ? len : 1;
                fit = at;
            }
            if (!fit) { /* one character wider than the room: it alone */
                uint32_t cp;
                fit = xt_utf8_next(note, &cp);
                fit = fit ? fit : 1;
            }
            cut = last ? last : fit;
        }
        if (!first) {
            xt_text_row_cont(t);
            xt_text_addw(t, XT_A_DIM, (int)indent, false, "%s", "");
        }
        xt_text_add(t, XT_A_DIM, "  %.*s", (int)cut, note);
        note += cut;
        while (*note == ' ')
            note++;
        first = false;
    }
}

/* One row per role (its bytes, share of heap and bar), then the row of
 * all nlive buffers, named all: the heap peak's and any event's. */
static void role_table(xt_text *t, const int64_t roles[XT_NROLES], int64_t heap, const char *all,
                       size_t nlive, int width)
{
    xt_arena *ar = t->arena;
    /* the bar takes what the width leaves it, 20 at most, 5 at least */
    int bar = width - 46 < 20 ? (width - 46 > 5 ? width - 46 : 5) : 20;
    for (int r = 0; r < XT_NROLES; r++) {
        xt_text_row(t, XT_T_ROLE, (size_t)r);
        xt_text_addw(t, XT_A_NORMAL, 28, false, "  %s", xt_role_label((xt_role)r));
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, roles[r]));
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(ar, roles[r], heap));
        xt_text_add(t, XT_A_NORMAL, " ");
        xt_text_bar(t, heap > 0 ? (double)roles[r] / (double)heap : 0, bar);
    }
    /* "23 bu..." at 80x24, then a bare "23" (a trial): where the count
     * and its word do not fit after the figures, they go in the label
     * ("all 23 buffers live here") */
    bool room = width <= 0 || 28 + 10 + 7 + 2 + 12 <= width;
    const char *word = nlive == 1 ? "buffer" : "buffers";
    const char *label = all;
    if (!room) {
        const char *rest = !strncmp(all, "  all", 5) ? all + 5 : "";
        label = xt_arena_printf(ar, "  all %zu %s%s", nlive, word, rest);
        if (xt_utf8_width(label) > 28)
            label = xt_arena_printf(ar, "  all %zu %s", nlive, word);
    }
    xt_text_row(t, XT_T_ALLBUFS, 0);
    xt_text_addw(t, XT_A_HEAD, 28, false, "%s", label);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, heap));
    xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", heap > 0 ? "100%" : "-");
    if (room)
        xt_text_add(t, XT_A_DIM, "  %zu %s", nlive, word);
}

void xt_view_overview(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    const xt_host *h = a->host;
    xt_arena *ar = t->arena;
    if (m >= h->nmodules) {
        t->title = "Plan";
        xt_text_line(t, XT_A_DIM, "No compiled modules: the capture has no HloProtos;");
        xt_text_line(t, XT_A_DIM, "the runtime view (r) shows what the allocators recorded.");
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        /* on the screen the diagnosis pane has the notes: said once (they
         * showed twice, one pane over the other: a trial); an export of
         * the view keeps them */
        if (t->notes_elsewhere)
            xt_text_line(t, XT_A_DIM, "What the capture lacks: the diagnosis pane's notes, below.");
        else
            xt_view_warnings(t, a, m, width);
        return;
    }
    const xt_plan *p = a->plans[m];
    t->title = xt_arena_printf(ar, "Plan of %s", xt_safe(ar, h->modules[m].name));
    const xt_prepared *pr = prepared(t, a, m);
    if (!pr)
        return;
    const xt_allocator *pool = pr->pool;
    xt_severity sev = pr->verdict.severity;
    /* one GPU of several failed: why, in figures, as the title and the
     * report's Verdict say it (the plan's own verdict row said only that
     * it failed: a trial) */
    const char *vt = xt_verdict_with_figures(ar, pr);
    xt_attr va = sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_GOOD;
    /* wrapped, not cut: the answer, whose last figures were the pool's
     * and what is in use ("... = 1.68…" at 80 columns: a trial); in a
     * pane under 60 columns, where it would take six rows, wrapped only
     * into two (a label cut, "0.7% of pool 144.0 GiB …", beside the
     * modules), else cut (the title says it in fewer words, the status
     * line whole) */
    bool wrap = width > 0 && (int)xt_utf8_width(vt) > width;
    if (wrap && width < 60) {
        xt_text two;
        xt_text_init(&two, ar);
        xt_text_wrap(&two, va, width, 4, "", vt);
        wrap = two.nrows <= 2;
        xt_text_free(&two);
    }
    if (wrap)
        xt_text_wrap(t, va, width, 4, "", vt);
    else
        xt_text_line(t, va, "%s", vt);
    if (!p->has_plan) {
        for (size_t i = 0; i < p->nwarnings; i++)
            xt_text_line(t, XT_A_WARN, "  %s", p->warnings[i]);
        return;
    }
    /* the space's number kept in a narrow pane (it was cut at 80x24) */
    xt_text_line(t, XT_A_HEAD, "%s", width > 0 && width < 58 ? "Plan (read; memory space 0)"
                                                          : "Plan (read from the buffer assignment, memory space 0)");
    /* no parameter in space 0 where another space holds bytes: said here
     * ("0 B donated (0 of 0 parameters)" read as a step with no inputs,
     * its 15 GiB in memory space 5 ten rows below: a trial on TPU) */
    /* the space whose parameters are the most bytes (counted per space:
     * the largest space may hold no parameter, a review) */
    size_t big = SIZE_MAX;
    for (size_t i = 0; i < p->ncolors; i++)
        if (p->colors[i].param_bytes > 0 && (big == SIZE_MAX || p->colors[i].param_bytes > p->colors[big].param_bytes))
            big = i;
    /* the four rows add up as written, as the report's equation and the
     * diagnosis's do (1.86 + 1.86 GiB + 172.0 MiB over 3.88 GiB, and
     * 1.8574 GiB in the pane under it: a trial) */
    char fs[4][XT_FMT_SUM_LEN];
    xt_fmt_bytes_sum(fs, (const int64_t[]){ p->parameters, p->outputs, p->temp }, 3, p->total, false);
    /* in the column's 10, as a comparison's ("301.347 GiB" shifted the
     * table a column: an attacker's review): else the figures rounded */
    for (int i = 0; i < 4; i++)
        if (strlen(fs[i]) > 10) {
            const int64_t v[4] = { p->parameters, p->outputs, p->temp, p->total };
            for (int k = 0; k < 4; k++)
                xt_fmt_bytes(fs[k], sizeof fs[k], v[k]);
            break;
        }
    kv(t, width, "parameters", xt_arena_strdup(ar, fs[0]), XT_A_SIZE,
       !p->nparams && big != SIZE_MAX
           ? xt_arena_printf(ar, "none in memory space 0: %zu in memory space %lld (%s, below)",
                             p->colors[big].nparams, (long long)p->colors[big].color,
                             Bs(ar, p->colors[big].param_bytes))
           : xt_arena_printf(ar, "%s donated (%s of %s parameter%s)", Bs(ar, p->donated),
                             xt_fmt_int((char[32]){ 0 }, 32, (int64_t)p->ndonated),
                             xt_fmt_int((char[32]){ 0 }, 32, (int64_t)p->nparams), xt_plural(p->nparams)));
    /* Enter on it lists them (the TUI: xt_view_plan_outputs) */
    kv(t, width, "outputs, not aliased", xt_arena_strdup(ar, fs[1]), XT_A_SIZE, "fresh memory the step returns");
    kv(t, width, "temp block", xt_arena_strdup(ar, fs[2]), XT_A_SIZE,
       xt_arena_printf(ar, "%s bytes", xt_fmt_int((char[32]){ 0 }, 32, p->temp)));
    const char *fitnote = "";
    if (pool && pool->capacity > 0)
        fitnote = xt_arena_printf(ar, "%s pool %s (%s%s, measured)%s",
                                  p->total > pool->capacity ? ">" : "<=",
                                  Bs(ar, pool->capacity), xt_safe(ar, pool->name),
                                  tpu_index(pool->name)
                                      ? xt_arena_printf(ar, ": TPU %s's allocator",
                                                        xt_safe(ar, tpu_index(pool->name)))
                                      : "",
                                  p->total > pool->capacity
                                      ? xt_arena_printf(ar, ": short by %s",
                                                        Bs(ar, p->total - pool->capacity))
                                  : (pr->fired & (1u << XT_R_OTHER_LIVE | 1u << XT_R_GROWTH)) && pr->mrt &&
                                            pr->mrt->in_use_at_last >= 0
                                      /* the headline says it does not fit: this
                                       * row is the plan alone, in an empty pool */
                                      /* (measured, under the plan's "read": an audit) */
                                      ? xt_arena_printf(ar, "; alone, not beside the %s in "
                                                            "use (measured) at the last start",
                                                        Bs(ar, pr->mrt->in_use_at_last))
                                      : "");
    kv(t, width, "total the step needs", xt_arena_strdup(ar, fs[3]), p->total > (pool ? pool->capacity : INT64_MAX)
                                                       ? XT_A_BAD : XT_A_SIZE, fitnote);
    if (p->temp == 0 && !p->has_heap_trace)
        kv(t, width, "heap peak", "0 B", XT_A_SIZE, "no temp block");
    else if (p->has_heap_trace)
        kv(t, width, "heap peak", Bs(ar, p->heap_peak), XT_A_SIZE,
           xt_arena_printf(ar, "at %s (event %zu of %zu); unpadded %s, padding %s",
                           xt_safe(ar, p->peak_instruction), p->peak_event + 1, p->trace_events,
                           Bs(ar, p->heap_peak_unpadded), Bs(ar, p->heap_peak - p->heap_peak_unpadded)));
    else
        kv(t, width, "heap peak", "-", XT_A_DIM,
           pool && tpu_index(pool->name)
               ? "no heap-simulator trace for the temp block: this TPU capture has none, so "
                 "the heap peak and the buffers live at it are unknown"
               : "no heap-simulator trace for the temp block");
    kv(t, width, "XLA remat", xt_arena_printf(ar, "%zu", p->remat), XT_A_NORMAL,
       "instructions named .remat");
    if (p->constants || p->thread_local)
        kv(t, width, "constants/thread-local", Bs(ar, p->constants + p->thread_local), XT_A_SIZE,
           "not in the total");
    for (size_t i = 0; i < p->ncolors; i++)
        kv(t, width, xt_arena_printf(ar, "memory space %lld", (long long)p->colors[i].color),
           Bs(ar, p->colors[i].bytes), XT_A_SIZE,
           p->colors[i].color == 5 ? "host offload, not in the total" : "not in the total");
    if (!p->has_heap_trace || p->heap_peak <= 0) {
        if (t->screen) { /* a link of the TUI's */
            xt_text_row(t, XT_T_RUNTIME, 0);
            xt_text_add(t, XT_A_HEAD, "  runtime: executions and live arrays ->");
        }
        return;
    }
    xt_text_line(t, XT_A_HEAD, "Heap peak by role (read%s)", t->screen ? "; Enter: a role's buffers" : "");
    role_table(t, p->roles, p->heap_peak, "  all live at the peak", p->nlive, width);
    if (!t->screen)
        return;
    xt_text_row(t, XT_T_RUNTIME, 0);
    xt_text_add(t, XT_A_HEAD, "  runtime: executions and live arrays ->");
}

typedef struct sort_ctx {
    const xt_live_buf *live;
    xt_sort key;
    bool reverse;
} sort_ctx;

static _Thread_local sort_ctx g_sort; /* qsort has no context argument in C11 */

static const char *instr_name(const xt_live_buf *b)
{
    return b->instr ? b->instr->name : "";
}


/* Names with numbers in numeric order: fusion.mlp.2 before fusion.mlp.10
 * (digit runs compared by value, leading zeros aside, then by length). */
static int cmp_natural(const char *a, const char *b)
{
    while (*a && *b) {
        if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
            const char *sa = a, *sb = b;
            while (*sa == '0')
                sa++;
            while (*sb == '0')
                sb++;
            const char *ea = sa, *eb = sb;
            while (*ea >= '0' && *ea <= '9')
                ea++;
            while (*eb >= '0' && *eb <= '9')
                eb++;
            if (ea - sa != eb - sb)
                return ea - sa < eb - sb ? -1 : 1;
            int c = strncmp(sa, sb, (size_t)(ea - sa));
            if (c)
                return c;
            a = ea;
            b = eb;
            continue;
        }
        if (*a != *b)
            return (unsigned char)*a < (unsigned char)*b ? -1 : 1;
        a++;
        b++;
    }
    return *a ? 1 : *b ? -1 : 0;
}

static int cmp_buf(const void *x, const void *y)
{
    const xt_live_buf *a = &g_sort.live[*(const size_t *)x];
    const xt_live_buf *b = &g_sort.live[*(const size_t *)y];
    int c = 0;
    switch (g_sort.key) {
    case XT_SORT_SHAPE: c = strcmp(a->shape, b->shape); break;
    case XT_SORT_SOURCE: c = xt_source_cmp(a->source, b->source); break;
    case XT_SORT_INSTR: c = cmp_natural(instr_name(a), instr_name(b)); break;
    default: break;
    }
    if (!c)
        c = a->bytes != b->bytes ? (a->bytes < b->bytes ? 1 : -1) : 0;
    if (!c)
        c = *(const size_t *)x < *(const size_t *)y ? -1 : 1;
    return g_sort.reverse ? -c : c;
}

/* The buffer lists (at the peak, after an event): the heading, whose
 * share column is named share ("%peak", "%here"), one row per buffer,
 * its share of whole, and the row of the count buffers not shown. */
/* The shape column's width: its widest shape among the rows listed, so
 * that at 80 columns the instruction keeps its suffix (fusion.softmax.0
 * to .4 were five rows of "fusion.softmax..."); 25 at most, as before (a
 * longer shape runs into the role). */
static int shape_width(xt_arena *ar, const xt_live_buf *live, const size_t *idx, size_t n)
{
    size_t w = 5; /* "shape" */
    for (size_t k = 0; k < n; k++) {
        size_t sw = xt_utf8_width(xt_safe(ar, live[idx ? idx[k] : k].shape));
        w = sw > w ? sw : w;
    }
    return w + 4 < 25 ? (int)w + 4 : 25; /* "  " before, two spaces after */
}

/* The columns of a buffer list.  In a pane (width > 0) too narrow for
 * the source beside them (80 columns beside the modules: "mod…" for
 * model.py:88), they give way one at a time until its widest Python line
 * fits: the role column of a list of one role (the title names it), the
 * shape's second space, the share column, the role column's spaces past
 * its widest word.  width <= 0 (the report): all of them, as they are. */
typedef struct buf_cols {
    int sw;     /* the shape column, its spaces included */
    bool share; /* the share column (%peak, %here) */
    int rw;     /* the role column (0: left out) */
} buf_cols;

static int buf_cols_used(const buf_cols *c) { return 10 + (c->share ? 7 : 0) + c->sw + c->rw; }

static buf_cols buf_list_cols(xt_arena *ar, const xt_live_buf *live, const size_t *idx, size_t n, int role,
                              int width)
{
    buf_cols c = { shape_width(ar, live, idx, n), true, 10 };
    if (width <= 0)
        return c;
    int need = 6, rwmax = 4; /* "role" */
    for (size_t k = 0; k < n; k++) {
        const xt_live_buf *b = &live[idx ? idx[k] : k];
        int sw = (int)xt_utf8_width(xt_safe(ar, b->source));
        need = sw > need ? sw : need;
        int rw = (int)strlen(xt_role_name(b->role));
        rwmax = rw > rwmax ? rw : rwmax;
    }
    need += 2; /* a space, and the cut's marker after it */
    if (need > 30)
        need = 30;
    for (int step = 0; step < 4 && width - buf_cols_used(&c) < need; step++) {
        switch (step) {
        case 0: if (role >= 0) c.rw = 0; break;
        case 1: if (c.sw > 6) c.sw--; break; /* "  f32[8]  " -> "  f32[8] " */
        case 2: c.share = false; break;
        default: if (c.rw) c.rw = rwmax + 1; break;
        }
    }
    return c;
}

static void buf_list_heading(xt_text *t, const char *share, const buf_cols *c)
{
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    if (c->share)
        xt_text_addw(t, XT_A_HEAD, 7, true, "%s", share);
    xt_text_addw(t, XT_A_HEAD, c->sw, false, "  shape");
    if (c->rw)
        xt_text_addw(t, XT_A_HEAD, c->rw, false, "role");
    xt_text_add(t, XT_A_HEAD, "source, instruction");
}

static void buf_list_row(xt_text *t, size_t id, const xt_live_buf *b, int64_t whole, const buf_cols *c)
{
    xt_arena *ar = t->arena;
    xt_text_row(t, XT_T_BUFFER, id);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, b->bytes));
    if (c->share)
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(ar, b->bytes, whole));
    xt_text_addw(t, XT_A_NORMAL, c->sw, false, "  %s ", xt_safe(ar, b->shape));
    if (c->rw)
        xt_text_addw(t, XT_A_DIM, c->rw, false, "%s", xt_role_name(b->role));
    xt_text_add(t, XT_A_NORMAL, "%s%s%s%s%s", xt_safe(ar, b->source), *b->source ? " " : "",
                xt_safe(ar, instr_name(b)), b->via ? " via " : "",
                b->via ? xt_safe(ar, b->via->name) : "");
}

static void buf_list_other(xt_text *t, int64_t bytes, int64_t whole, size_t count, bool by_size,
                           const buf_cols *c)
{
    /* the screen's cut (a long list): a row j stops on that sums them,
     * as the runtime's smallest groups; the report's "top N": a row
     * whose Enter lists them all */
    bool cut = t->screen;
    size_t r = xt_text_row(t, cut ? 0 : XT_T_ALLBUFS, cut ? count : 0); /* (xt_row.target) */
    if (cut) {
        t->folded = true;
        t->summed_at = r + 1;
    }
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(t->arena, bytes));
    if (c->share)
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(t->arena, bytes, whole));
    /* "smaller" would be false of equal sizes, and of other sort orders */
    /* "the rest": "other:" read as the role of that name (a trial) */
    /* on the screen in fewer words: whole at 80 columns (a review) */
    if (cut)
        xt_text_add(t, XT_A_DIM, "  the rest: %zu buffer%s%s (/ finds, e exports)", count, count == 1 ? "" : "s",
                    by_size ? ", none larger" : "");
    else
        xt_text_add(t, XT_A_DIM, "  the rest: %zu more buffer%s%s", count, count == 1 ? "" : "s",
                    by_size ? ", none larger than those above" : "");
}

/* The rows a buffer list shows: limit, or on the screen (but where a
 * search unfolded it) XT_VIEW_LIVE_ROWS less the row of the rest. */
static size_t buf_list_limit(const xt_text *t, size_t limit, size_t n)
{
    if (!limit && t->screen && !t->unfold && n > XT_VIEW_LIVE_ROWS)
        return XT_VIEW_LIVE_ROWS - 1;
    return limit;
}

void xt_view_buffers(xt_text *t, const xt_analysis *a, size_t m, int role, xt_sort sort,
                     bool reverse, size_t limit, int width)
{
    xt_view_buffers_where(t, a, m, role, NULL, NULL, sort, reverse, limit, width);
}

void xt_view_buffers_where(xt_text *t, const xt_analysis *a, size_t m, int role, xt_buf_keep keep,
                           const void *ctx, xt_sort sort, bool reverse, size_t limit, int width)
{
    xt_arena *ar = t->arena;
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    t->title = xt_arena_printf(ar, "Live at the heap peak%s%s (sorted by %s%s)", role >= 0 ? ": " : "",
                               role >= 0 ? xt_role_label((xt_role)role) : "", xt_sort_name(sort),
                               reverse ? ", reversed" : "");
    size_t *idx = xt_xmalloc((p->nlive + 1) * sizeof *idx);
    size_t n = 0;
    int64_t shown = 0, group = 0;
    for (size_t i = 0; i < p->nlive; i++)
        if ((role < 0 || p->live[i].role == (xt_role)role) && (!keep || keep(&p->live[i], ctx))) {
            idx[n++] = i;
            group = xt_sat_add(group, p->live[i].bytes);
        }
    g_sort.live = p->live;
    g_sort.key = sort;
    g_sort.reverse = reverse;
    if (n > 1)
        qsort(idx, n, sizeof *idx, cmp_buf);
    limit = buf_list_limit(t, limit, n);
    buf_cols c = buf_list_cols(ar, p->live, idx, limit && limit < n ? limit : n, role, width);
    buf_list_heading(t, "%peak", &c);
    size_t shown_n = 0;
    for (size_t k = 0; k < n && (!limit || k < limit); k++) {
        const xt_live_buf *b = &p->live[idx[k]];
        buf_list_row(t, idx[k], b, p->heap_peak, &c);
        shown = xt_sat_add(shown, b->bytes);
        shown_n++;
    }
    if (shown_n < n) {
        buf_list_other(t, group - shown, p->heap_peak, n - shown_n, sort == XT_SORT_SIZE && !reverse, &c);
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, group));
    if (c.share)
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(ar, group, p->heap_peak));
    xt_text_add(t, XT_A_DIM, "  total: %zu buffer%s (read)", n, n == 1 ? "" : "s");
    free(idx);
}

/* The lines a buffer's detail has wherever it is opened: unpadded size,
 * role, instruction, op_name, source, logical buffer. */
static void buffer_facts(xt_text *t, const xt_live_buf *b, int width)
{
    xt_arena *ar = t->arena;
    kv(t, width, "bytes (unpadded)", Bs(ar, b->unpadded), XT_A_SIZE,
       xt_arena_printf(ar, "padding %s", Bs(ar, b->bytes - b->unpadded)));
    xt_text_line(t, XT_A_NORMAL, "  role        %s", xt_role_label(b->role));
    if (b->instr) {
        xt_text_line(t, XT_A_NORMAL, "  instruction %s (%s)%s%s", xt_safe(ar, b->instr->name),
                     xt_safe(ar, b->instr->opcode), b->via ? " via " : "",
                     b->via ? xt_safe(ar, b->via->name) : "");
        xt_text_wrap(t, XT_A_NORMAL, width, 14, "  op_name     ",
                     *b->instr->op_name ? xt_safe(ar, b->instr->op_name) : "(none)");
    }
    xt_text_line(t, XT_A_NORMAL, "  source      %s", *b->source ? xt_safe(ar, b->source) : "(unknown)");
    xt_text_line(t, XT_A_NORMAL, "  logical buffer %lld", (long long)b->lbuf_id);
}

/* The Python stack of ins, innermost first; nothing without HLO or ins. */
static void python_stack(xt_text *t, const xt_hlo *hlo, const xt_instr *ins)
{
    if (!hlo || !ins)
        return;
    /* the innermost XT_VIEW_STACK_FRAMES; the rest counted (150,000
     * frames were 615 MB of rows: an attacker's review) */
    const char **frames;
    size_t nf = xt_instr_stack_n(hlo, ins, t->arena, &frames, XT_VIEW_STACK_FRAMES);
    xt_text_line(t, XT_A_HEAD, "Python stack (innermost first)");
    if (!nf)
        xt_text_line(t, XT_A_DIM, "  (no stack recorded)");
    for (size_t i = 0; i < nf && i < XT_VIEW_STACK_FRAMES; i++)
        xt_text_line(t, XT_A_NORMAL, "  %s", xt_safe(t->arena, frames[i]));
    if (nf > XT_VIEW_STACK_FRAMES)
        xt_text_line(t, XT_A_DIM, "  ... %zu more frames, outermost (read)", nf - XT_VIEW_STACK_FRAMES);
}

void xt_view_buffer(xt_text *t, const xt_analysis *a, size_t m, size_t bi, int width)
{
    xt_arena *ar = t->arena;
    const xt_host *h = a->host;
    if (m >= h->nmodules || bi >= a->plans[m]->nlive)
        return;
    const xt_plan *p = a->plans[m];
    const xt_live_buf *b = &p->live[bi];
    const xt_hlo *hlo = h->modules[m].hlo;
    t->title = xt_arena_printf(ar, "Buffer %s", xt_safe(ar, instr_name(b)));
    xt_text_line(t, XT_A_HEAD, "%s  %s", xt_safe(ar, instr_name(b)), xt_safe(ar, b->shape));
    kv(t, width, "bytes (padded)", Bs(ar, b->bytes), XT_A_SIZE,
       xt_arena_printf(ar, "%s (read)", share_of(ar, b->bytes, p->heap_peak, "the heap peak")));
    buffer_facts(t, b, width);
    /* wrapped: a pane of 54 columns cut it after "the peak" */
    xt_text_wrap(t, XT_A_NORMAL, width, 14, "  lifetime    ",
                 xt_arena_printf(ar, "from event %zu (%s) to %s%s (of %zu); the peak is at event %zu",
                                 b->born + 1, xt_safe(ar, b->born_at),
                                 b->died >= p->trace_events ? "the end"
                                                            : xt_arena_printf(ar, "event %zu", b->died + 1),
                                 b->died >= p->trace_events
                                     ? ""
                                     : xt_arena_printf(ar, " (%s)", xt_safe(ar, b->died_at)),
                                 p->trace_events, p->peak_event + 1));
    python_stack(t, hlo, b->instr);
}

static const char *ms(xt_arena *ar, int64_t ps)
{
    return xt_arena_printf(ar, "%.3f ms", (double)ps / 1e9);
}

/* The allocators of the host, the module's pool marked and detailed.  In
 * a capture without modules each is a row Enter picks for the chart
 * (XT_T_POOL); with modules the pool follows the device. */
/* The column an allocator block's figures start at, after lead columns
 * and the names: the longest name's and 2 more, least least, at most 40
 * (a name longer than the fixed 18 pushed its row's figures out of line
 * with the others': an attacker's review); a name longer still pushes
 * its own row's alone (at 64 one such name cut every row's figures at 80
 * columns: a review). */
static int alloc_name_col(const xt_analysis *a, xt_arena *ar, int lead, int least)
{
    int w = least;
    for (size_t i = 0; i < a->rt->nallocators; i++) {
        int n = lead + (int)xt_utf8_width(xt_safe(ar, a->rt->allocators[i].name)) + 2;
        w = n > w ? n : w;
    }
    return w < 40 ? w : 40;
}

/* Allocator al's name padded to column w (lead columns before it), and
 * a space after one longer than that. */
static void alloc_name(xt_text *t, const xt_allocator *al, const char *lead, int w)
{
    const char *name = xt_safe(t->arena, al->name);
    xt_text_addw(t, XT_A_NORMAL, w, false, "%s%s", lead, name);
    if ((int)(xt_utf8_width(lead) + xt_utf8_width(name)) >= w)
        xt_text_add(t, XT_A_NORMAL, "  ");
}

static void view_allocators(xt_text *t, const xt_analysis *a, const xt_allocator *pool)
{
    xt_arena *ar = t->arena;
    bool pick = !a->host->nmodules && a->rt->nallocators > 1;
    /* on screen the hint first: a pane of 54 columns cuts the rest */
    if (pick && t->screen)
        xt_text_line(t, XT_A_HEAD, "Allocators (measured): Enter charts one");
    else
        xt_text_line(t, XT_A_HEAD, "Allocators (measured from MemoryAllocation events)");
    for (size_t i = 0; i < a->rt->nallocators; i++)
        if (tpu_index(a->rt->allocators[i].name)) {
            xt_text_line(t, XT_A_DIM, "  index_on_host=N: the allocator of TPU N on this host");
            break;
        }
    if (!a->rt->nallocators)
        xt_text_line(t, XT_A_WARN, "  none: %s", a->rt->nwarnings ? a->rt->warnings[a->rt->nwarnings - 1] : "");
    int name_w = alloc_name_col(a, ar, 0, 18);
    for (size_t i = 0; i < a->rt->nallocators; i++) {
        const xt_allocator *al = &a->rt->allocators[i];
        xt_text_row(t, pick ? XT_T_POOL : 0, i);
        /* the pool the analysis picked "!" once another is charted, as
         * the device it picked (it had no mark: a trial) */
        bool own = pick && a->pool_pick < a->rt->nallocators && i == a->rt->main_allocator && al != pool;
        xt_text_add(t, al == pool || own ? XT_A_HEAD : XT_A_NORMAL, "%s", al == pool ? "* " : own ? "! " : "  ");
        alloc_name(t, al, "", name_w);
        xt_text_add(t, XT_A_SIZE, "pool %s", Bs(ar, al->capacity));
        xt_text_add(t, XT_A_DIM, "  peak %s, lifetime %s", Bs(ar, al->window_peak),
                    Bs(ar, al->lifetime_peak));
        if (xt_allocator_peak_over_lifetime(al))
            xt_text_line(t, XT_A_WARN, "    peak above the lifetime peak: sizes overflow (a damaged capture?)");
        if (xt_allocator_in_use_over_pool(al))
            xt_text_line(t, XT_A_WARN, "    figures disagree: more in use than the pool");
        else if (al->over_pool)
            xt_text_line(t, XT_A_WARN, "    figures disagree: %zu event%s less than 0 bytes available",
                         al->over_pool, al->over_pool == 1 ? " says" : "s say");
        if (al == pool) {
            xt_text_line(t, XT_A_DIM, "    %zu allocation%s, %zu free%s; fragmentation at the peak %s",
                         al->nallocs, xt_plural(al->nallocs), al->ndeallocs, xt_plural(al->ndeallocs),
                         isnan(al->frag_at_peak) ? "unknown" : xt_arena_printf(ar, "%.2f (measured)", xt_half_up(al->frag_at_peak, 2)));
            if (al->device_memory > 0)
                xt_text_line(t, XT_A_DIM, "    device memory %s (read)%s", Bs(ar, al->device_memory),
                             al->capacity < al->device_memory
                                 ? xt_arena_printf(ar, "; the pool is %s of it",
                                                   xt_fmt_pool_share((char[24]){ 0 }, 24, al->capacity,
                                                                     al->device_memory))
                                 : "");
        }
    }
}

/* A TPU pool with no allocator event inside any of r's executions: its
 * figures leave out the step's own outputs and temp (view_tpu_gaps). */
static bool tpu_blind(const xt_analysis *a, const xt_module_runtime *r)
{
    if (!r || !r->allocator || !tpu_index(r->allocator->name))
        return false;
    for (size_t i = 0; i < r->nexecs; i++)
        if (a->rt->execs[r->execs[i]].nallocs)
            return false;
    return true;
}

/* Whether a device row's in use holds outputs its host call allocated
 * (TPU, xt_runtime_call_before): "left" takes them off once. */
static bool outs_in_use(const xt_analysis *a, const xt_devices *v)
{
    (void)a;
    for (size_t d = 0; d < v->n && d < 256; d++)
        if (v->rows[d].mrt && v->rows[d].mrt->outputs_at_last > 0)
            return true;
    return false;
}

/* The most room of v's devices that ran the module above the least's. */
static int64_t alike_spread(const xt_devices *v, int64_t least)
{
    int64_t most = least;
    for (size_t d = 0; d < v->n && d < 256; d++)
        if (v->rows[d].mrt->nexecs && v->rows[d].headroom != INT64_MIN && v->rows[d].headroom > most)
            most = v->rows[d].headroom;
    return most - least;
}

/* A device row's verdict, in the narrow pane's short words (its cell
 * `cell` columns wide) or whole (cell 0). */
static const char *device_verdict(xt_arena *ar, const xt_device_row *r, size_t d, bool tied, int cell,
                                  int64_t least, bool alike)
{
    bool nar = cell > 0;
    /* every device ok with the same room to the figure shown: no
     * ranking by what the figures do not show ("ok, least +1.9 MiB" on a
     * healthy 8-GPU capture was a puzzle, and made it look as if it had a
     * worst device: a trial) */
    if (alike && d < 256 && r->mrt->nexecs && r->headroom != INT64_MIN &&
        (r->verdict == XT_DEV_OK || r->verdict == XT_DEV_LEAST_HEADROOM))
        return xt_arena_printf(ar, "ok, %s left", Bs(ar, r->headroom));
    if (d >= 256)
        return "not analysed (too many devices)";
    else if (!r->mrt->nexecs) /* narrow: eight rows cut "no execution of it r…" (a trial) */
        return !nar || cell >= 27 ? "no execution of it recorded" : cell >= 23 ? "not run (none recorded)" : "not run";
    else if (r->verdict == XT_DEV_FAILED && r->never_launched)
        return xt_arena_printf(ar, nar ? "FAILED: exec %zu NEVER" : "FAILED: execution %zu never launched",
                               r->never_launched);
    else if (r->verdict == XT_DEV_FAILED) /* then ran: out of memory, not failed */
        /* an inferred wait says so, as the compact executions'
         * "~" does, the legend above saying what "~" means (a bare
         * "WAITED 3.0 s": a trial) */
        return xt_arena_printf(ar, nar ? "WAITED %s%s" : "WAITED %s%s in execution %zu",
                               r->wait_inferred ? "~" : "",
                               xt_fmt_dur((char[32]){ 0 }, 32, r->mrt->longest_retry_ps), r->waited_in);
    else if (r->verdict == XT_DEV_SHORT)
        return xt_arena_printf(ar, nar ? "SHORT by %s" : "SHORT by %s at the last start",
                               Bs(ar, -r->headroom));
    else if (tied) /* narrow: the figure once, in the legend above
                    * (device_rows; seven rows of "least: 142.4 GiB left"
                    * read as seven least: a trial) */
        /* "left": "tied for least" read as the least in use, beside the
         * rows that use the most (a trial) */
        return nar ? "least left, tied" : xt_arena_printf(ar, "tied for least, %s left", Bs(ar, r->headroom));
    else if (r->verdict == XT_DEV_LEAST_HEADROOM)
        return xt_arena_printf(ar, nar ? "least: %s left" : "least headroom, %s left", Bs(ar, r->headroom));
    else if (r->verdict == XT_DEV_OK && r->headroom != INT64_MIN) {
        /* as much left as the least to the figure shown: by how much more
         * ("ok, 142.4 GiB left" beside "tied for least, 142.4 GiB left"
         * read as arbitrary: a trial) */
        const char *h = Bs(ar, r->headroom);
        if (least != INT64_MIN && r->headroom > least && !strcmp(h, Bs(ar, least)))
            /* narrow: the difference alone, the figure being the least's
             * on the rows beside ("ok" over seven "least" of one figure
             * at 80x24: a trial), said to be more left: "ok, 1.9 MiB
             * more" beside the in-use column read as using more, where
             * the device uses less (a trial) */
            {
                const char *dm = Bs(ar, r->headroom - least);
                /* whole: the least's figure plus the difference ("ok,
                 * 142.4 GiB left, 1.9 MiB more": more than what?  a trial) */
                if (!nar)
                    return xt_arena_printf(ar, "ok, %s + %s left", Bs(ar, least), dm);
                /* the least's figure and by how much more, in the cell:
                 * "ok, +1.9 MiB room" read as 1.9 MiB left in all (a
                 * trial) */
                const char *forms[] = { xt_arena_printf(ar, "ok, %s more left", dm),
                                        xt_arena_printf(ar, "ok, least +%s", dm),
                                        xt_arena_printf(ar, "ok, least+%s", dm) };
                for (size_t k = 0; k + 1 < sizeof forms / sizeof *forms; k++)
                    if ((int)xt_utf8_width(forms[k]) <= cell)
                        return forms[k];
                return forms[2];
            }
        return xt_arena_printf(ar, "ok, %s left", h);
    }
    else
        return r->pool ? "ok" : "no pool recorded";
}

/* The device rows of v (module m), selectable (XT_T_DEVICE) or not. */
static void device_rows(xt_text *t, const xt_analysis *a, size_t m, const xt_devices *v,
                        int kind, int width)
{
    xt_arena *ar = t->arena;
    const xt_plan *p = m < a->host->nmodules ? a->plans[m] : NULL;
    /* the plan's total is read, as every plan figure (a bare "needs" in
     * the heading: a trial) */
    /* where the module ran on some devices only, how many ("the same plan
     * on each" over 7 of 8 rows that never ran it: a trial) */
    /* the figure and its label first: the 53 columns beside the modules
     * pane cut "the same plan on each (needs 1.08 GiB, read…" (a trial),
     * the key hint goes first */
    bool some = v->ran && v->ran < v->n, plan = p && p->has_plan;
    xt_text_line(t, XT_A_HEAD, "Devices: %s%s%s",
                 some ? xt_arena_printf(ar, "%zu of %zu ran it%s", v->ran, v->n, plan ? ", a plan of " : "")
                      : plan ? "the plan needs "
                             : "the same plan on each",
                 plan ? xt_arena_printf(ar, "%s (read)%s", Bs(ar, p->total), some ? "" : " on each") : "",
                 kind && t->screen ? "; Enter selects" : "");
    /* a narrow pane (80x24 beside the modules): no lifetime column and
     * the verdicts' short forms, so that the verdict, which finds the
     * failing device, is not the part cut ("ok, 141..", "least h..") */
    bool nar = width > 0 && width < 75;
    bool tilde = false; /* a wait inferred from a long allocation phase */
    int64_t least = v->least_headroom < v->n ? v->rows[v->least_headroom].headroom : INT64_MIN;
    for (size_t d = 0; d < v->n && d < 256; d++)
        tilde |= v->rows[d].verdict == XT_DEV_FAILED && !v->rows[d].never_launched && v->rows[d].wait_inferred;
    /* narrow: 9 + 10 + 11 + the verdict ("least: 141.6 GiB left"): 53;
     * the verdict's cell too narrow for "tied for least" (60x20 cut it
     * to "ok, 1.…" and "least:…": a trial): the pool's column goes, the
     * status line has each row's pool */
    int wdev = nar ? 9 : 10, wpool = nar ? 10 : 11, cell = nar ? width - wdev - wpool - 13 : 0;
    if (nar && cell < 14) {
        cell += wpool;
        wpool = 0;
    }
    if (nar && cell < 1)
        cell = 1;
    bool ties = v->least_ties && v->least_headroom < v->n &&
                v->rows[v->least_headroom].verdict == XT_DEV_LEAST_HEADROOM;
    /* alike: no device failed or short, and every one that ran it has the
     * least's room as the figures print it (device_verdict) */
    bool alike = v->least_headroom < v->n && v->rows[v->least_headroom].verdict == XT_DEV_LEAST_HEADROOM;
    for (size_t d = 0; alike && d < v->n && d < 256; d++) {
        const xt_device_row *r = &v->rows[d];
        if (!r->mrt->nexecs)
            continue;
        alike = (r->verdict == XT_DEV_OK || r->verdict == XT_DEV_LEAST_HEADROOM) && r->headroom != INT64_MIN &&
                !strcmp(Bs(ar, r->headroom), Bs(ar, least));
    }
    if (alike)
        ties = false;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, wdev, false, "  device");
    /* 11: "144.0 GiB" and a gap of two, as the in-use column */
    if (wpool)
        xt_text_addw(t, XT_A_HEAD, wpool, true, "pool");
    if (!nar)
        xt_text_addw(t, XT_A_HEAD, 11, true, "lifetime");
    xt_text_addw(t, XT_A_HEAD, 11, true, "in use");
    /* a cell's "142.4 GiB left" is inferred: said over the column where
     * it fits (at 80x24 the legend that says so is below the fold, and a
     * trial read the figure unlabelled) */
    bool any_left = false, measured = false; /* measured: a failure's verdict */
    for (size_t d = 0; d < v->n && d < 256; d++) {
        const xt_device_row *r = &v->rows[d];
        any_left = any_left || (r->headroom != INT64_MIN &&
                                strstr(device_verdict(ar, r, d, false, cell, least, alike), " left"));
        measured = measured || (r->verdict == XT_DEV_FAILED && (r->never_launched || !r->wait_inferred));
    }
    /* the last form where every verdict is inferred, as an "ok, ... left" */
    static const char *const vh[] = { "  verdict (left inferred)", "  verdict (inferred)", "  verdict" };
    int used = wdev + wpool + (nar ? 0 : 11) + 11;
    size_t hk = any_left ? 0 : 2;
    while (hk < 2 && nar && (used + (int)strlen(vh[hk]) > width || (hk == 1 && measured)))
        hk++;
    xt_text_add(t, XT_A_HEAD, "%s", vh[hk]);
    /* another device chosen: the analysis's own pick keeps a mark, "!",
     * as modules and hosts do (a trial lost the device that waited) */
    size_t own = v->failed != SIZE_MAX ? v->failed : v->least_headroom;
    bool chosen = a->device_why && !strcmp(a->device_why, "chosen") && own < v->n && own != a->device;
    for (size_t d = 0; d < v->n; d++) {
        const xt_device_row *r = &v->rows[d];
        bool sel = d == a->device;
        xt_text_row(t, kind, d);
        xt_text_addw(t, sel ? XT_A_HEAD : XT_A_NORMAL, wdev, false, "%s%s",
                     sel ? "* " : chosen && d == own ? "! " : "  ", xt_safe(ar, a->rt->devices[d].label));
        if (wpool)
            xt_text_addw(t, XT_A_SIZE, wpool, true, "%s", r->pool ? Bs(ar, r->pool->capacity) : "-");
        if (!nar)
            xt_text_addw(t, XT_A_DIM, 11, true, "%s", r->pool ? Bs(ar, r->pool->lifetime_peak) : "-");
        xt_text_addw(t, XT_A_SIZE, 11, true, "%s", r->in_use_at_last >= 0 ? Bs(ar, r->in_use_at_last) : "-");
        /* one of equals with the least headroom: each of them says so (a
         * trial saw GPU 1 marked "least headroom" beside six rows of the
         * same "142.4 GiB left" marked "ok"); the JSON keeps the first */
        bool tied = !alike && v->least_ties && v->least_headroom < v->n &&
                    v->rows[v->least_headroom].verdict == XT_DEV_LEAST_HEADROOM &&
                    (r->verdict == XT_DEV_LEAST_HEADROOM || r->verdict == XT_DEV_OK) &&
                    r->headroom == v->rows[v->least_headroom].headroom;
        const char *what = device_verdict(ar, r, d, tied, cell, least, alike);
        const char *whole = device_verdict(ar, r, d, tied, 0, least, alike);
        bool waited = r->verdict == XT_DEV_FAILED && !r->never_launched;
        xt_text_add(t, (r->verdict == XT_DEV_FAILED && !waited) || r->verdict == XT_DEV_SHORT ? XT_A_BAD
                       : (r->verdict == XT_DEV_LEAST_HEADROOM && !alike) || tied || waited ? XT_A_WARN
                                                                                             : XT_A_NORMAL,
                    "  %s", what);
        /* the status line's and y's words for the row: its figures with
         * their names and sources (the row alone, "GPU 3  144.0 GiB
         * 554.2 MiB  least: 142.4 GiB left", left the status line on the
         * keys' hint: a trial) */
        /* the lifetime column left out of a narrow pane: its figure here
         * (at 80x24 nothing showed it: a trial) */
        /* its words, as the wide legend's: not the chart's "most", the
         * peak within the capture (1.62 beside 1.61 GiB: a trial) */
        const char *life = nar && r->pool ? xt_arena_printf(ar, " (peak since start %s)",
                                                            Bs(ar, r->pool->lifetime_peak))
                                          : "";
        if (t->screen)
            t->rows[t->nrows - 1].whole = xt_arena_printf(
                ar, "%s: %s; %s%s", xt_safe(ar, a->rt->devices[d].label),
                /* no pool: said in words ("pool - (measured)": a trial) */
                !r->pool ? "no pool of its own recorded (no allocator events)"
                : r->in_use_at_last >= 0
                    ? xt_arena_printf(ar, "pool %s%s, %s in use at the module's last start (measured)",
                                      Bs(ar, r->pool->capacity), life, Bs(ar, r->in_use_at_last))
                    : xt_arena_printf(ar, "pool %s%s (measured)", Bs(ar, r->pool->capacity), life),
                whole, strstr(whole, " left")                          ? " (inferred)"
                : r->verdict == XT_DEV_FAILED && !r->never_launched ? (r->wait_inferred ? " (inferred)"
                                                                                        : " (measured)")
                                                                      : "");
    }
    /* a module no device ran: no reason to give for the one marked (the
     * TUI kept the last module's "least headroom", the report "the main
     * pool's device": a trial); the same words in both */
    if (a->device < v->n && !v->ran)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     "* the device whose pool is shown: no device ran this module (no execution "
                     "recorded), so none can be picked from executions");
    else if (a->device < v->n && a->device_why)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     xt_arena_printf(ar, "* %s: %s", xt_safe(ar, a->rt->devices[a->device].label),
                                     a->device_why));
    if (chosen && v->ran)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     xt_arena_printf(ar, "! %s: the analysis's pick (%s)", xt_safe(ar, a->rt->devices[own].label),
                                     own == v->failed ? (v->rows[own].never_launched ? "it failed"
                                                                                     : "it waited for memory")
                                     : v->rows[own].verdict == XT_DEV_SHORT ? "short at its last start"
                                                                            : "the least headroom"));
    /* the legend under the rows: at 80x24 its three rows above them left
     * room for GPU 0 alone, the failing GPU 3 below the fold (a trial) */
    xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                 xt_arena_printf(ar, "%s%s%s%s",
                                 /* the pool's column too, where shown: the
                                  * one figure its legend did not label (an
                                  * audit's F5) */
                                 wpool ? "pool: its size (measured); " : "",
                                 /* each column's name first ("in use" read as part of
                                  * the lifetime's definition: a trial) */
                                 xt_arena_printf(ar, "%sin use: at the module's last start there "
                                                     "(measured); left: pool - in use - outputs%s - temp "
                                                     "(inferred)",
                                                 nar ? "" : "lifetime: the pool's peak since the process "
                                                            "started (measured); ",
                                                 /* a TPU's host call's, in use already, off once
                                                  * (the legend's sum gave the old 21.2 GiB: a
                                                  * review) */
                                                 outs_in_use(a, v) ? " not in use yet" : ""),
                                 nar && ties ? xt_arena_printf(ar, "; least %s left, %zu tied",
                                                               Bs(ar, least), v->least_ties + 1)
                                 : alike ? xt_arena_printf(ar, "; every device %s left, within %s",
                                                           Bs(ar, least), Bs(ar, alike_spread(v, least)))
                                             : "",
                                 tilde ? "; ~ a wait inferred from a long buffer-allocation phase" : ""));
    /* a TPU's lifetime peak below the plan that ran there read as a
     * contradiction (15.0 GiB beside a 20.0 GiB temp run 100 times: a
     * trial): its allocator did not see the steps' memory */
    size_t blind = SIZE_MAX;
    for (size_t d = 0; d < v->n && d < 256; d++)
        if (tpu_blind(a, v->rows[d].mrt) && v->rows[d].mrt->nexecs &&
            (blind == SIZE_MAX || d == a->device))
            blind = d;
    if (blind != SIZE_MAX) {
        const xt_device_row *r = &v->rows[blind];
        bool below = p && p->has_plan && r->pool && r->pool->lifetime_peak < p->total;
        /* in use at the last start holds the outputs its host call
         * allocated before the device began, where it did (a trial) */
        bool outs = r->mrt->outputs_at_last > 0; /* as the legend's (outs_in_use) */
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     xt_arena_printf(ar, "TPU: no allocator events inside the executions, so %s leave%s out the "
                                         "steps' %s (inferred%s)",
                                     /* the columns shown (80x24 has no lifetime: a trial) */
                                     nar ? "in use" : "lifetime and in use", nar ? "s" : "",
                                     outs ? "temp, but not outputs their host calls allocated before the device "
                                            "began, which left takes off once"
                                          : "own outputs and temp",
                                     below ? xt_arena_printf(ar, ": %s's lifetime peak %s is below the %s the "
                                                                 "plan needs, run %zu time%s there",
                                                             xt_safe(ar, a->rt->devices[blind].label),
                                                             Bs(ar, r->pool->lifetime_peak), Bs(ar, p->total),
                                                             r->mrt->nexecs, xt_plural(r->mrt->nexecs))
                                           : ""));
    }
}

void xt_view_devices(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    t->title = "Devices";
    const xt_prepared *pr = prepared(t, a, m);
    if (!pr)
        return;
    if (!pr->devices->n) {
        xt_text_line(t, XT_A_DIM, "No device in the capture (no device plane, no device pool).");
        return;
    }
    device_rows(t, a, m, pr->devices, XT_T_DEVICE, width);
}

const char *xt_host_shown(xt_arena *ar, const char *hostname, const char *path, bool repeated)
{
    const char *name = hostname ? hostname : "?";
    if (!repeated || !path)
        return xt_safe(ar, name);
    /* the file's name alone: the hostname they share tells nothing, and
     * "fixture-host (hostA)" left an 80-column hosts pane no room for the
     * verdicts */
    return xt_safe(ar, xt_host_name_of_file(ar, path));
}

bool xt_capture_name_repeats(const xt_capture *c, size_t i)
{
    const char *n = i < c->nhosts ? c->hosts[i].hostname : NULL;
    for (size_t j = 0; n && j < c->nhosts; j++)
        if (j != i && c->hosts[j].hostname && !strcmp(c->hosts[j].hostname, n))
            return true;
    return false;
}

const char *xt_host_mark(size_t i, size_t current, size_t worst)
{
    return i == current ? "*" : i == worst ? "!" : " ";
}

void xt_view_run_head(xt_text *t, size_t n, size_t fail, size_t unread, size_t worst,
                      const char *worst_name, const char *why)
{
    /* how many fail and which is worst, as the TUI's title says them: a
     * trial looked for a run's leaking host in 2,000 lines of file order */
    xt_text_line(t, XT_A_TITLE, "xoomtui report: %zu hosts%s%s", n,
                 fail ? xt_arena_printf(t->arena, ", %zu fail%s", fail, fail == 1 ? "s" : "") : "",
                 unread ? xt_arena_printf(t->arena, ", %zu cannot be read", unread) : "");
    if (worst < n && worst_name) {
        /* and why (a trial could not tell, among 16 hosts that all fit);
         * "* " a span of its own: a --width fold goes on under the text */
        xt_text_row(t, 0, 0);
        xt_text_add(t, XT_A_NORMAL, "%s", "* ");
        xt_text_add(t, XT_A_NORMAL, "the worst host: %s (file %zu of %zu)%s%s",
                    xt_safe(t->arena, worst_name), worst + 1, n, why ? ": " : "", why ? why : "");
    }
    xt_view_unread_note(t, fail, unread);
}

void xt_view_unread_note(xt_text *t, size_t fail, size_t unread)
{
    /* a host whose file ends early may be the one that failed (the
     * profiler cut short by the OOM): a trial's worst host, which only
     * waited, read as the run's answer */
    if (!unread || fail)
        return;
    xt_text_row(t, 0, 0);
    xt_text_add(t, XT_A_NORMAL, "%s", "  ");
    xt_text_add(t, XT_A_WARN, "none of the hosts read fails; %s cannot be read may be where it failed",
                unread == 1 ? "the one that" : xt_arena_printf(t->arena, "the %zu that", unread));
}

int xt_run_group(int severity, bool unread)
{
    return unread ? XT_RG_UNREAD : severity == XT_SEV_BAD ? XT_RG_FAILS
                               : severity == XT_SEV_WARN  ? XT_RG_WARN
                                                          : XT_RG_REST;
}

bool xt_run_order(const int *group, size_t n, size_t *order)
{
    size_t k = 0;
    bool moved = false;
    for (int g = 0; g < XT_NRG; g++)
        for (size_t i = 0; i < n; i++)
            if (group[i] == g) {
                moved |= i != k;
                order[k++] = i;
            }
    return moved;
}

void xt_view_run_order(xt_text *t, const int *group, size_t n, const char *worst_name)
{
    /* a trial found the one failing host's section at row 162 of 585, in
     * file order, and another the second failing host (another cause,
     * another fix) at row 900 of 1339 behind hosts that fit */
    size_t *order = xt_xmalloc((n ? n : 1) * sizeof *order), count[XT_NRG] = { 0 };
    bool moved = xt_run_order(group, n, order);
    free(order);
    if (!moved)
        return;
    for (size_t i = 0; i < n; i++)
        count[group[i]]++;
    xt_arena *ar = t->arena;
    const char *s = "Below:";
    if (count[XT_RG_WORST] && worst_name)
        s = xt_arena_printf(ar, "%s %s (the worst) first, then", s, xt_safe(ar, worst_name));
    int parts = 0;
    for (int g = XT_RG_FAILS; g < XT_NRG; g++) {
        size_t c = count[g];
        if (!c)
            continue;
        bool last = true;
        for (int h = g + 1; h < XT_NRG; h++)
            last &= !count[h];
        /* "other" of the group the worst host's verdict is in: it fails,
         * else it has a warning (none fails, the worst being the
         * gravest), else the rest (a review: "the one with a warning"
         * beside a worst host with a warning) */
        bool other = g == XT_RG_REST || (count[XT_RG_WORST] && (g == XT_RG_FAILS ||
                                                                (g == XT_RG_WARN && !count[XT_RG_FAILS])));
        const char *who = c == 1 ? (other ? "the other one" : "the one")
                                 : xt_arena_printf(ar, "the %s%zu", other ? "other " : "", c);
        const char *what = g == XT_RG_FAILS  ? (c == 1 ? " that fails" : " that fail")
                           : g == XT_RG_UNREAD ? " that cannot be read"
                           : g == XT_RG_WARN   ? " with a warning"
                                               : "";
        s = xt_arena_printf(ar, "%s%s%s %s%s", s, parts ? "," : "", parts && last ? " and" : "", who, what);
        parts++;
    }
    xt_text_line(t, XT_A_DIM, "%s; each group in file order", s);
}

void xt_view_hosts_note(xt_text *t, const char *const *v, size_t n, int width)
{
    /* the verdicts' words and their labels (xt_host_verdict_of and
     * diagnose.c's verdict_of); a word said once, in this order */
    /* a wait inferred from a long allocation phase is "waited ~3.0 s
     * (inferred)" (xt_device_row.why): "waited: measured" under it was
     * wrong (a trial); `not`: the same place read as the other word */
    static const struct {
        const char *in, *word;
        bool inferred;
        const char *not;
    } words[] = {
        { " in use", "in use", false, NULL },     { " failed", "failed", false, NULL },
        { " waited ", "waited", false, " waited ~" }, { " waited ~", "waited", true, NULL },
        { " never launched", "never launched", false, NULL },
        { " peaked at ", "peak", false, NULL },   { " lifetime peak ", "peak", false, NULL },
        { " grows ", "grows", true, NULL },       { "; full ", "full", true, NULL },
        { "; growth unmeasured: ", "executions", false, NULL },
    };
    bool plan = false, doubt = false, seen[sizeof words / sizeof *words] = { false };
    for (size_t i = 0; i < n; i++) {
        if (!v[i] || !*v[i])
            continue;
        plan |= !strncmp(v[i], "fits", 4) || !strncmp(v[i], "needs ", 6) || strstr(v[i], " needs ");
        /* a pool whose own figures disagree: its cell's "?" (the TUI's
         * hosts list) */
        doubt |= strstr(v[i], "(the pool's figures disagree?)") != NULL;
        for (size_t k = 0; k < sizeof words / sizeof *words; k++)
            for (const char *h = strstr(v[i], words[k].in); h && !seen[k]; h = strstr(h + 1, words[k].in))
                seen[k] = !words[k].not || strncmp(h, words[k].not, strlen(words[k].not));
    }
    char said[2][128] = { "", "" };
    for (size_t k = 0; k < sizeof words / sizeof *words; k++) {
        char *s = said[words[k].inferred];
        /* "GPU 0 failed: execution 1 never launched": failed says it */
        if (!strcmp(words[k].word, "never launched") && strstr(s, "failed"))
            continue;
        if (seen[k] && !strstr(s, words[k].word))
            snprintf(s + strlen(s), sizeof said[0] - strlen(s), "%s%s", *s ? ", " : "", words[k].word);
    }
    if (!plan && !said[0][0] && !said[1][0])
        return;

    /* the hosts pane of 60x20 (19 columns): the note took 6 of its rows;
     * the labels first, each word once: 3 rows */
    bool tight = width > 0 && width < 30;
    const char *s = tight ? xt_arena_printf(t->arena, "%s%s%s%s%s", plan ? "read: plan; measured: pool" : "",
                                            said[0][0] ? (plan ? ", " : "measured: ") : "", said[0],
                                            said[1][0] ? (plan || said[0][0] ? "; inferred: " : "inferred: ")
                                                       : "",
                                            said[1])
                          : xt_arena_printf(t->arena, "%s%s%s%s%s%s%s", plan ? "the plan (read) against the pool (measured)" : "",
                                    plan && said[0][0] ? "; " : "", said[0], said[0][0] ? ": measured" : "",
                                    (plan || said[0][0]) && said[1][0] ? "; " : "", said[1],
                                    said[1][0] ? ": inferred" : "");
    if (doubt && t->screen)
        s = xt_arena_printf(t->arena, "%s; ?: %s", s, tight ? "pool disagrees" : "the pool's figures disagree");
    xt_view_note_words(t, s, width);
}

void xt_view_module_missing(xt_text *t, const char *module, const char *const *names, size_t n,
                            int width)
{
    size_t lack = 0;
    for (size_t i = 0; i < n; i++)
        lack += names[i] != NULL;
    if (!module || !lack)
        return;
    char list[200];
    size_t k = 0, shown = 0;
    list[0] = 0;
    for (size_t i = 0; i < n && shown < 3; i++)
        if (names[i]) {
            int w = snprintf(list + k, sizeof list - k, "%s%s", shown ? ", " : "", xt_safe(t->arena, names[i]));
            if (w < 0 || (size_t)w >= sizeof list - k) {
                list[k] = 0;
                break;
            }
            k += (size_t)w;
            shown++;
        }
    xt_view_note_words(t,
                       xt_arena_printf(t->arena, "--module %s picks no one module on %zu of %zu hosts (%s%s): %s",
                                       xt_safe(t->arena, module), lack, n, list,
                                       shown < lack ? xt_arena_printf(t->arena, " and %zu more", lack - shown) : "",
                                       lack == 1 ? "it shows its own pick" : "each shows its own pick"),
                       width);
}

void xt_view_repeated_hostnames(xt_text *t, const char *const *hostnames, const char *const *paths, size_t n,
                                int width)
{
    /* two files of one hostname in a run read as two hosts, each named
     * by its file, and nothing said why (a trial: a copied file).  The
     * report's and an export's: the TUI's hosts pane, 19 columns at
     * 60x20, names the file and the hostname on the status line */
    if (t->screen)
        return;
    xt_named *v = xt_xmalloc((n ? n : 1) * sizeof *v);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (hostnames[i] && *hostnames[i])
            v[k++] = (xt_named){ hostnames[i], i };
    xt_sort_strings(v, k);
    size_t groups = 0, first = SIZE_MAX, count = 0;
    for (size_t i = 0; i < k;) {
        size_t j = i + 1;
        while (j < k && !strcmp(v[j].s, v[i].s))
            j++;
        if (j - i > 1 && groups++ == 0)
            first = i, count = j - i;
        i = j;
    }
    if (groups) {
        xt_arena *ar = t->arena;
        /* its files by index, the first three */
        size_t *idx = xt_xmalloc(count * sizeof *idx);
        for (size_t q = 0; q < count; q++)
            idx[q] = v[first + q].i;
        for (size_t a = 1; a < count; a++) /* file order */
            for (size_t b = a; b > 0 && idx[b - 1] > idx[b]; b--) {
                size_t x = idx[b];
                idx[b] = idx[b - 1];
                idx[b - 1] = x;
            }
        const char *files = "";
        for (size_t q = 0; q < count && q < 3; q++)
            files = xt_arena_printf(ar, "%s%s%s", files, q ? ", " : "",
                                    xt_safe(ar, paths[idx[q]] ? xt_host_name_of_file(ar, paths[idx[q]]) : "?"));
        if (count > 3)
            files = xt_arena_printf(ar, "%s and %zu more", files, count - 3);
        xt_view_note_words(t,
                           xt_arena_printf(ar, "%zu files record one hostname, %s (%s): one host's capture "
                                               "twice? (a copied file, or two runs in one folder)%s",
                                           count, xt_safe(ar, v[first].s), files,
                                           groups > 2   ? xt_arena_printf(ar, "; %zu more hostnames repeat",
                                                                          groups - 1)
                                           : groups > 1 ? "; 1 more hostname repeats"
                                                        : ""),
                           width);
        free(idx);
    }
    free(v);
}

void xt_view_note_words(xt_text *t, const char *s, int width)
{
    /* word by word in the width, as xt_text_wrap does, but in the hosts
     * pane of 60x20 too (19 columns: xt_text_wrap keeps 20 a row) */
    size_t lead = 2, indent = width >= 30 ? 4 : 3;
    size_t w = width > 0 ? (size_t)width : 80, at = 0;
    while (*s) {
        size_t wl = strcspn(s, " "), ww;
        char *word = xt_arena_printf(t->arena, "%.*s", (int)wl, s);
        ww = xt_utf8_width(word);
        if (!at) { /* the first row */
            xt_text_row(t, 0, 0);
            xt_text_add(t, XT_A_DIM, "%*s%s", (int)lead, "", word);
            at = lead + ww;
        } else if (at + 1 + ww > w) {
            xt_text_row_cont(t);
            xt_text_add(t, XT_A_DIM, "%*s%s", (int)indent, "", word);
            at = indent + ww;
        } else {
            xt_text_add(t, XT_A_DIM, " %s", word);
            at += 1 + ww;
        }
        s += wl;
        s += strspn(s, " ");
    }
}

void xt_view_host_row(xt_text *t, size_t i, size_t current, size_t worst, const char *name, const char *v,
                      const char *cause, int sev, int width)
{
    xt_text_row(t, XT_T_HOST, i);
    xt_text_add(t, i == current ? XT_A_HEAD : XT_A_NORMAL, "%s %s", xt_host_mark(i, current, worst), name);
    if (!*v)
        return;
    /* why it failed, in figures: the run's report said "GPU 5 failed:
     * execution 5 never launched" and nothing of why until the host's
     * own section (a trial) */
    if (!t->screen && cause)
        v = xt_arena_printf(t->arena, "%s; %s", v, cause);
    xt_attr va = sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_DIM;
    /* text output: a name past half the width puts its verdict under it, 4
     * in (a GKE node's 58 characters left the verdict 19 columns, 11 rows
     * a host: a trial); the screen's list cuts the name instead */
    if (!t->screen && width > 0 && (int)xt_utf8_width(name) + 2 > width / 2) {
        xt_text_row_cont(t);
        xt_text_add(t, va, "    %s", xt_safe(t->arena, v));
        return;
    }
    xt_text_add(t, va, "  %s", xt_safe(t->arena, v));
}

void xt_view_hosts(xt_text *t, const xt_capture *c, const xt_analysis *const *an, size_t current,
                   size_t worst, int width)
{
    t->title = "Hosts";
    const char **vs = xt_arena_alloc(t->arena, (c->nhosts + 1) * sizeof *vs);
    const char **lack = xt_arena_alloc(t->arena, (c->nhosts + 1) * sizeof *lack), *module = NULL;
    memset(lack, 0, (c->nhosts + 1) * sizeof *lack);
    for (size_t i = 0; i < c->nhosts; i++) {
        int sev = 0;
        const char *v = an[i] ? xt_host_verdict_of(an[i], t->arena, &sev) : NULL;
        if (!v)
            v = ""; /* not prepared: the name alone */
        /* the note labels what the cells show: a failed device's cause
         * too ("GPU 5 failed: 2.50G + 7.50G in use > 8.00G" above
         * "failed: measured" alone: a review) */
        const char *cause = an[i] ? xt_host_cause(an[i], NULL) : NULL;
        vs[i] = cause ? xt_arena_printf(t->arena, "%s; %s", v, cause) : v;
        if (an[i] && an[i]->module_missing) {
            lack[i] = xt_host_shown(t->arena, c->hosts[i].hostname, c->hosts[i].path,
                                    xt_capture_name_repeats(c, i));
            module = an[i]->module_missing;
        }
        xt_view_host_row(t, i, current, worst,
                         xt_host_shown(t->arena, c->hosts[i].hostname, c->hosts[i].path,
                                       xt_capture_name_repeats(c, i)),
                         v, cause, sev, width);
    }
    xt_view_hosts_note(t, vs, c->nhosts, width);
    xt_view_module_missing(t, module, lack, c->nhosts, width);
    const char **hn = xt_arena_alloc(t->arena, (c->nhosts + 1) * sizeof *hn);
    const char **hp = xt_arena_alloc(t->arena, (c->nhosts + 1) * sizeof *hp);
    for (size_t i = 0; i < c->nhosts; i++)
        hn[i] = c->hosts[i].hostname, hp[i] = c->hosts[i].path;
    xt_view_repeated_hostnames(t, hn, hp, c->nhosts, width);
}

/* What a TPU capture lacks, where its figures would be: with no allocator
 * event inside any execution, "in use at start" holds only what the
 * allocator saw between executions, not the step's outputs and temp. */
static void view_tpu_gaps(xt_text *t, const xt_analysis *a, const xt_module_runtime *r, size_t exec, int width)
{
    if (!tpu_blind(a, r))
        return;
    /* the host call of the execution shown (numbered apart, paired by
     * order) may have allocated its outputs before the device began: then
     * they are in use at its start (5.00 GiB of outputs live at execution
     * 1's start under a note that said they were not: a trial) */
    const xt_exec *x = &a->rt->execs[r->execs[exec]], *call = xt_runtime_call_before(a->rt, x);
    /* what it still held in this pool at the start (all it allocated,
     * freed or elsewhere, is not in these figures: a review) */
    int64_t held = call ? xt_runtime_call_live(a->rt, r->allocator, call, x) : 0;
    xt_arena *ar = t->arena;
    xt_text_wrap(t, XT_A_DIM, width - 2, 4, "  ",
                 held > 0 ? xt_arena_printf(ar, "TPU: no allocator events inside the executions, so the step's "
                                            "temp is not in these in-use figures (the plan above has it) and "
                                            "a failed request cannot be inferred; what its host call "
                                            "allocated before the device began and still held then is in "
                                            "them, taken as its outputs (execution %zu's: %s, measured; "
                                            "the call paired by order and the bytes taken as outputs, "
                                            "inferred)",
                                        x->index, Bs(ar, held))
                      : "TPU: no allocator events inside the executions, so the step's own outputs and "
                        "temp are not in these in-use figures (the plan above has them) and a failed "
                        "request cannot be inferred");
}

/* Host events between the last two executions: the Python frames first
 * (the loop around the window, then the frames inside it), the runtime's
 * own events after them; Python built-ins said in words. */
static void view_between(xt_text *t, const xt_module_runtime *r)
{
    xt_arena *ar = t->arena;
    xt_text_line(t, XT_A_HEAD, "Host events between the last two executions (measured; "
                               "$ marks Python, first)");
    xt_host_event_kind kind = XT_HOST_ENCLOSING;
    for (size_t i = 0; i < r->nbetween && i < 8; i++) {
        const xt_host_event_total *e = &r->between[i];
        if (e->kind == XT_HOST_RUNTIME && (i == 0 || kind != XT_HOST_RUNTIME))
            xt_text_line(t, XT_A_DIM, "  runtime internals (JAX, PjRt, XLA):");
        kind = e->kind;
        /* (the capture's name in it: sanitised, an attacker's review) */
        const char *meaning = xt_host_event_meaning(e->name, ar);
        meaning = meaning ? xt_safe(ar, meaning) : NULL;
        xt_text_row(t, XT_T_HOSTEV, i);
        if (e->kind == XT_HOST_ENCLOSING) {
            xt_text_addw(t, XT_A_DIM, 18, true, "encloses them");
            xt_text_add(t, XT_A_NORMAL, "  %s", xt_safe(ar, e->name));
            /* its length as a duration ("12000.000 ms" for 12 s: a trial);
             * the rows below keep milliseconds, a column to compare */
            char d[32];
            xt_text_add(t, XT_A_DIM, " (%s)", xt_fmt_dur(d, sizeof d, e->total_ps));
            continue;
        }
        xt_text_addw(t, XT_A_NORMAL, 12, true, "%s", ms(ar, e->total_ps));
        xt_text_addw(t, XT_A_DIM, 6, true, "x%zu", e->count);
        /* a built-in in words, the tracer's name inside its parentheses:
         * "list.append (Python, traced as $<unknown> append)" ("list.append
         * (Python) = $<unknown> append" read as an equation: a trial) */
        size_t ml = meaning ? strlen(meaning) : 0;
        if (ml && meaning[ml - 1] == ')') {
            xt_text_add(t, XT_A_NORMAL, "  %.*s", (int)(ml - 1), meaning);
            xt_text_add(t, XT_A_DIM, ", traced as %s)", xt_safe(ar, e->name));
        } else {
            xt_text_add(t, XT_A_NORMAL, "  %s", meaning ? meaning : xt_safe(ar, e->name));
        }
    }
}

/* On a host with several devices, the device rows; then the heading of
 * the execution list (on which device).  False when the module has no
 * execution on the selected device but has some on others (said here). */
static bool executions_heading(xt_text *t, const xt_analysis *a, size_t m, const xt_prepared *pr,
                               int width)
{
    xt_arena *ar = t->arena;
    const xt_module_runtime *r = pr->mrt;
    bool on = pr->devices->n >= 2 && r->device != SIZE_MAX;
    const char *dev = on ? xt_safe(ar, a->rt->devices[r->device].label) : "";
    /* no keys to offer over no executions (a trial: "(0; [ ] step, Enter
     * selects)" on a device that ran none) */
    /* measured, as every table says what its figures are (the one
     * table without a label: a trial), before the name, which a pane of
     * 54 columns cuts ("(5, m…": a trial); the wait's own "(inferred)"
     * is in its column */
    /* the count first, and the keys last: the 53 columns beside the
     * modules pane cut "... of jit_forward_3d_conv(15) on …", the device
     * and the count lost (a trial) */
    xt_text_line(t, XT_A_HEAD, "%zu execution%s (measured) of %s%s%s%s", r->nexecs, xt_plural(r->nexecs),
                 xt_safe(ar, a->host->modules[m].name), on ? " on " : "", dev,
                 t->screen && r->nexecs ? "; [ ] step, Enter selects" : "");
    if (on && !r->nexecs && a->rt->module_execs[m]) {
        xt_text_line(t, XT_A_DIM, "  none on %s: its executions ran on other devices (above)", dev);
        return false;
    }
    return true;
}

/* The rows of "outputs of M execution N" that hold more than M's plan
 * says its outputs take: the first such row drawn, and how many.  The
 * allocator counts every allocation that execution made and kept, each
 * as it sized it (a request of 16 MiB given a chunk of 24 MiB), while the
 * plan counts the outputs alone, unrounded: a row read "24.0 MiB outputs
 * of jit_matmul(19)" beside a plan of 16.0 MiB with only the drill-down
 * to explain it (a trial). */
typedef struct over_plan {
    const xt_analysis *a;
    const xt_allocator *al;
    size_t n, first;
    int64_t plan, requested;
    /* every "outputs of M execution N" row of the list says "exec N":
     * one of them does not fit whole (xt_view's rows read "exec 3" beside
     * "execution 10": a trial) */
    bool exec_brief;
} over_plan;

/* The mark of such a row, after its share ("13.6%@"): every one of them
 * carries it, the note under the rows naming the first (a list of several
 * read the note as about one row alone).  Not '*' (the one shown, an
 * inferred wait), '!' (the pick, the worst host), '~' (about), '/' or
 * '^' (the chart's gap and selected execution in ASCII), '$' (the Python
 * tracer's names) nor the cut marker; a fixed column left of the text, so
 * a narrow pane's cut never takes it. */
#define XT_OVER_PLAN_MARK "@"

/* Whether row i is one of them (counted in o). */
static bool over_plan_check(over_plan *o, const xt_origin_group *g, size_t i)
{
    int64_t plan, req = 0;
    /* what its buffers asked for, a sum over them, only for the row the
     * note names (every row of a leak's live set summed it: 6% of a
     * module switch's runtime view) */
    if (!o || !xt_group_plan_outputs(o->a, o->al, &g[i], &plan, NULL) || g[i].bytes <= plan)
        return false;
    if (!o->n++) {
        xt_group_plan_outputs(o->a, o->al, &g[i], &plan, &req);
        o->first = i;
        o->plan = plan;
        o->requested = req;
    }
    return true;
}

/* The note under a live set's rows when over_plan_check found some: once,
 * naming the first row, what each side counts and its label. */
static void over_plan_note(xt_text *t, const over_plan *o, const xt_origin_group *g, int width)
{
    if (!o || !o->n)
        return;
    xt_arena *ar = t->arena;
    const xt_origin_group *f = &g[o->first];
    const char *more = o->n > 1 ? xt_arena_printf(ar, " (and %zu more row%s alike)", o->n - 1,
                                                  o->n - 1 == 1 ? "" : "s")
                                : "";
    /* why, from the first row's own figures: asked for no more than the
     * plan's outputs, the allocator's chunks were larger; asked for more,
     * the execution made allocations its plan does not list as outputs
     * (a trial: "0 B (read) ... as the allocator rounded it up") */
    const char *why =
        o->requested > o->plan
            ? xt_arena_printf(ar, "that execution asked for %s (measured), more than its plan lists as "
                                  "outputs: allocations the plan does not record as its outputs "
                                  "(another thread's made while it ran, or outputs it keeps that the "
                                  "plan does not count)",
                              Bs(ar, o->requested))
            : xt_arena_printf(ar, "the allocator handed out larger chunks than were asked for (%s "
                                  "requested, measured)",
                              Bs(ar, o->requested));
    xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                 xt_arena_printf(ar, "%s after a share marks outputs above their plan: %s%s: %s "
                                     "(measured) is more than its plan's outputs, %s (read): "
                                     "a row counts every allocation that execution made and kept, as "
                                     "the allocator sized it; %s.",
                                 XT_OVER_PLAN_MARK, xt_safe(ar, f->origin), more, Bs(ar, f->bytes),
                                 Bs(ar, o->plan), why));
}

/* Its buffers' count after a live group's text: ", 3 buffers", or which
 * of its bytes they hold where some are the step's parameters from before
 * the capture. */
static bool group_sfx(xt_arena *ar, const xt_origin_group *g, char *sfx, size_t cap)
{
    bool mix = g->step_parameters && g->params_from_before > 0 && g->params_from_before < g->bytes;
    sfx[0] = 0;
    if (g->buffers && mix)
        snprintf(sfx, cap, ", %s in %zu buffer%s", Bs(ar, g->bytes - g->params_from_before), g->buffers,
                 g->buffers == 1 ? "" : "s");
    else if (g->buffers)
        snprintf(sfx, cap, ", %zu buffer%s", g->buffers, g->buffers == 1 ? "" : "s");
    return mix;
}

/* The columns before a live group's text: bytes, share, the bar (not in
 * a pane under 64 columns), the blank before the text. */
static size_t group_text_at(const xt_text *t, int width)
{
    bool bar = !t->screen || width <= 0 || width >= 64;
    return 10 + 7 + (bar ? 1 + 10 : 0) + 1 + 1;
}

/* Whether group i's "outputs of M execution N" does not fit whole in the
 * pane: it says "exec N" then, and so does every such row of its list. */
static bool exec_cut(xt_text *t, const xt_origin_group *g, size_t i, int width)
{
    const char *o = xt_safe(t->arena, g[i].origin), *ex = strstr(o, " execution ");
    char sfx[48];
    group_sfx(t->arena, &g[i], sfx, sizeof sfx);
    return t->screen && width > 0 && !strncmp(o, "outputs of ", 11) && ex && ex > o + 11 &&
           group_text_at(t, width) + xt_utf8_width(o) + strlen(sfx) > (size_t)width;
}

/* How a list of op paths is cut on screen (live_group_row): the bytes
 * every path shares, and how many of the list's paths hold each part. */
typedef struct path_ctx {
    size_t skip, paths;
    xt_imap freq; /* xt_hash_key of a part -> paths holding it */
    /* each path's parts before its last (the first XT_PATH_PARTS), to
     * check that a cut form reads as no other path of the list
     * (path_cut_unclear): by its last part (the op), its first path in
     * known, each known its next of the same last part */
    xt_imap last;
    struct path_known *known;
    size_t nknown;
} path_ctx;

static int64_t part_key(const char *p, size_t n) { return (int64_t)(xt_hash_key(p, n) >> 1); }

/* How many paths of the list hold part p[0..n). */
static size_t part_freq(const path_ctx *pc, const char *p, size_t n)
{
    size_t v = 0;
    return xt_imap_get(&pc->freq, part_key(p, n), &v) ? v : 0;
}

/* Columns a live group's row takes after its origin: its shape where the
 * origin does not say it, its Python line. */
static size_t after_text(xt_arena *ar, const xt_origin_group *g)
{
    size_t n = 0;
    if (*g->shape && !strstr(g->origin, g->shape))
        n += 1 + xt_utf8_width(xt_safe(ar, g->shape));
    if (*g->source)
        n += 4 + xt_utf8_width(xt_safe(ar, g->source));
    return n;
}

/* Columns of s's first n bytes. */
static size_t width_n(const char *s, size_t n)
{
    size_t w = 0;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        size_t k = xt_utf8_next(s + i, &cp);
        int cw = xt_cp_width(cp);
        w += (size_t)(cw > 0 ? cw : 0);
        i += k ? k : 1;
    }
    return w;
}

/* A piece of a cut path: its text, after the cut marker or not. */
typedef struct path_seg {
    const char *text;
    bool cut_before;
} path_seg;
enum { XT_PATH_PARTS = 64 }; /* parts weighed; a longer path is cut at its end */
/* other paths of its op a cut form is checked against (path_cut_unclear):
 * a bound on the work a row costs where thousands of paths end alike */
enum { XT_PATH_RIVALS = 16 };
/* a row's bounds on that check: the forms it tries, the parts it compares */
enum { XT_PATH_TRIES = 32, XT_PATH_STEPS = 1 << 16 };

/* A path of a list as a cut form is checked against it: its whole (to
 * know itself), the keys of its parts before the last (the first
 * XT_PATH_PARTS of its np), the next path of the list with its last part
 * (SIZE_MAX: none), and that part's key (op). */
struct path_known {
    int64_t whole, op;
    size_t len, np, nkey, next;
    const int64_t *key;
};

/* A part of a path before its last (path_cut). */
struct path_part {
    const char *p;
    size_t n, w, freq;
    int64_t key;
    bool digit, num, kept;
};

/* Columns of a cut path as path_cut draws it: each kept part, '/' between
 * kept neighbours, a marker for each run left out (the parts past the
 * weighed ones one more), the last part (bw, with its '/'). */
static size_t path_width(const struct path_part *part, size_t np, size_t bw, bool unweighed)
{
    size_t w = bw;
    for (size_t k = 0; k < np; k++) {
        if (part[k].kept)
            w += part[k].w + (k + 1 < np && part[k + 1].kept);
        else if (!k || part[k - 1].kept)
            w += 1;
    }
    if (unweighed && np && part[np - 1].kept)
        w += 1;
    return w;
}

/* Keeps, besides those kept, the parts that tell a path from the others
 * of its list while they fit in room: the rarest first (numbered parts
 * before others among equals: a model's layer, then "query" or "key");
 * numbered ones (a fold's "layer_N" too) before all others where
 * num_first.  Returns how many it kept. */
static size_t path_fill(struct path_part *part, size_t np, size_t bw, bool unweighed, size_t room,
                        size_t paths, bool num_first)
{
    bool tried[XT_PATH_PARTS] = { false };
    size_t nkept = 0;
    for (;;) {
        size_t best = SIZE_MAX;
        for (size_t k = 0; k < np; k++) {
            const struct path_part *q = &part[k];
            if (q->kept || tried[k] || q->freq >= paths)
                continue; /* every path holds it: it tells none apart */
            if (best == SIZE_MAX) {
                best = k;
                continue;
            }
            const struct path_part *b = &part[best];
            if (num_first && q->num != b->num) {
                best = q->num ? k : best;
                continue;
            }
            if (q->freq < b->freq || (q->freq == b->freq && q->digit && !b->digit))
                best = k;
        }
        if (best == SIZE_MAX)
            break;
        tried[best] = true; /* weighed: not again */
        part[best].kept = true;
        if (path_width(part, np, bw, unweighed) > room)
            part[best].kept = false;
        else
            nkept++;
    }
    return nkept;
}

/* Whether a cut form reads as path c too: read as a pattern (its kept
 * parts in order, kept neighbours next to each other, each run left out
 * one or more parts, the same last part), c fits it.  Each run of kept
 * parts at its leftmost place in c (the first at c's start where no
 * marker leads, the last at its end where none follows): at most
 * XT_PATH_PARTS^2 steps, whatever c's length (its parts past the weighed
 * ones match none). */
static bool path_cut_reads_as(const struct path_part *part, size_t np, bool unweighed,
                              const struct path_known *c, size_t *steps)
{
    size_t m = c->np, pos = 0, k = 0;
    bool first = true;
    while (k < np && !part[k].kept)
        k++;
    if (k == np) /* "…/Op": any path of one part or more before its op */
        return m >= 1;
    if (k > 0)
        pos = 1; /* a marker leads: a part or more before the first run */
    while (k < np) {
        size_t s = k, L = 0;
        while (k < np && part[k].kept)
            k++, L++;
        while (k < np && !part[k].kept)
            k++;
        bool lastrun = k == np;
        bool tail = lastrun && !unweighed && part[np - 1].kept; /* next to the op */
        size_t end = lastrun && !tail ? (m ? m - 1 : 0) : m; /* the run ends by it */
        size_t lo = pos, hi = end >= L ? end - L : 0; /* where it may start */
        if (end < L || lo > hi)
            return false;
        if (tail)
            lo = hi;
        if (first && s == 0)
            hi = lo; /* at c's start */
        if (first && s == 0 && tail && lo != 0)
            return false;
        if (hi >= c->nkey)
            hi = c->nkey ? c->nkey - 1 : 0;
        size_t at = SIZE_MAX;
        for (size_t j = lo; j <= hi && j < c->nkey && at == SIZE_MAX; j++) {
            size_t x = 0;
            while (x < L && j + x < c->nkey && c->key[j + x] == part[s + x].key)
                x++;
            *steps += x + 1;
            if (x == L)
                at = j;
        }
        if (at == SIZE_MAX)
            return false;
        pos = at + L + 1;
        first = false;
    }
    return true;
}

/* Whether a cut form of path o (whole, len: its hash and length; lastkey:
 * its last part's) reads as another path of the list with its op (the
 * first XT_PATH_RIVALS of them); past XT_PATH_STEPS comparisons of parts
 * for its row (*steps), as one: the first form stays. */
static bool path_cut_unclear(const path_ctx *pc, const struct path_part *part, size_t np, bool unweighed,
                             int64_t whole, size_t len, int64_t lastkey, size_t *steps)
{
    size_t i = SIZE_MAX;
    if (!pc->known || !xt_imap_get(&pc->last, lastkey, &i))
        return false;
    for (size_t seen = 0; i < pc->nknown && seen < XT_PATH_RIVALS; i = pc->known[i].next) {
        const struct path_known *c = &pc->known[i];
        if (c->whole == whole && c->len == len)
            continue; /* itself (or its twin, which no cut tells apart) */
        seen++;
        if (*steps > XT_PATH_STEPS || path_cut_reads_as(part, np, unweighed, c, steps))
            return true;
    }
    return false;
}

/* Path o cut to room columns, into seg (returns the count; 0: as it is):
 * the parts that tell it from the other paths of its list kept, the
 * rarest first (numbered parts before others among equals: a model's
 * layer, then "query" or "key"), as many as fit, in path order, the cut
 * marker for each run left out (the bytes every path shares among them),
 * and always its last part, the op ("...layer_2...query.../Cast(...)").
 * Where that form, read as a pattern (each marker one part or more),
 * reads as another path of its op too ("…transformer…dropout/Cast" as
 * ".../layer_N/dropout_2/dropout/Cast" too: a trial), the parts next to
 * its op kept, one more at a time, then its numbered parts, then the
 * rarest, the first such form no other path reads as ("…layer_N/dropout/
 * dropout/Cast"); too wide, one part kept with them instead, the nearest
 * the op first; where none fits, the first form.
 * Where even the last part does not fit: the longest end that does. */
static size_t path_cut(xt_arena *ar, const char *o, const path_ctx *pc, size_t room, path_seg *seg)
{
    const char *last = strrchr(o, '/');
    if (!last || last == o)
        return 0;
    size_t bw = xt_utf8_width(last); /* "/Cast:Cast([4,16,384,384])" */
    if (1 + bw > room) {
        /* the last part alone is too wide: its end that fits after the
         * marker (one walk: measuring every end anew was quadratic in a
         * hostile name's length, an attacker's review) */
        if (room < 2)
            return 0;
        size_t total = xt_utf8_width(o), done = 0;
        for (const char *p = o; *p;) {
            if (total - done <= room - 1) {
                seg[0] = (path_seg){ p, true };
                return 1;
            }
            uint32_t cp;
            size_t n = xt_utf8_next(p, &cp);
            int w = xt_cp_width(cp);
            done += (size_t)(w > 0 ? w : 0);
            p += n ? n : 1;
        }
        return 0;
    }
    /* the parts before the last: where each starts, its length, width,
     * how many paths hold it, whether it has a number */
    struct path_part part[XT_PATH_PARTS];
    size_t np = 0;
    const char *p = o;
    for (; p < last && np < XT_PATH_PARTS;) {
        const char *e = strchr(p, '/');
        struct path_part *q = &part[np++];
        q->p = p;
        q->n = (size_t)(e - p);
        q->w = width_n(p, q->n);
        q->key = part_key(p, q->n);
        q->freq = (size_t)(p - o) + q->n < pc->skip ? pc->paths : part_freq(pc, p, q->n);
        q->digit = false;
        for (size_t k = 0; k < q->n && !q->digit; k++)
            q->digit = p[k] >= '0' && p[k] <= '9';
        /* a fold's number: "layer_N" */
        q->num = q->digit;
        for (size_t k = 1; k < q->n && !q->num; k++)
            q->num = p[k] == 'N' && p[k - 1] == '_' && (k + 1 == q->n || p[k + 1] == '_');
        q->kept = false;
        p = e + 1;
    }
    bool unweighed = p < last; /* parts past XT_PATH_PARTS: a run left out */
    /* the parts that tell it apart, the rarest first, while they fit */
    size_t nkept = path_fill(part, np, bw, unweighed, room, pc->paths, false);
    /* none does (one path in the list, or all alike): its first parts */
    for (size_t k = 0; !nkept && k < np; k++) {
        part[k].kept = true;
        if (path_width(part, np, bw, unweighed) > room) {
            part[k].kept = false;
            break;
        }
    }
    /* read as another path of its op too: the parts next to the op, one
     * more at a time, then the numbered, then the rarest */
    size_t len = strlen(o);
    int64_t whole = pc->nknown > 1 ? (int64_t)(xt_hash_key(o, len) >> 1) : 0;
    int64_t lastkey = pc->nknown > 1 ? part_key(last, strlen(last)) : 0;
    size_t steps = 0, tries = 0;
    if (np && pc->nknown > 1 && path_cut_unclear(pc, part, np, unweighed, whole, len, lastkey, &steps)) {
        bool first[XT_PATH_PARTS];
        for (size_t k = 0; k < np; k++)
            first[k] = part[k].kept;
        bool clear = false;
        for (size_t t = 1; t <= np && !clear && tries < XT_PATH_TRIES; t++, tries++) {
            for (size_t k = 0; k < np; k++)
                part[k].kept = k >= np - t;
            if (path_width(part, np, bw, unweighed) > room)
                break;
            path_fill(part, np, bw, unweighed, room, pc->paths, true);
            clear = !path_cut_unclear(pc, part, np, unweighed, whole, len, lastkey, &steps);
        }
        /* too wide: one part away from the op, the nearest first, then the
         * numbered, then the rarest ("…dropout…/Cast": the one path with a
         * "dropout" not next to its op) */
        for (size_t t = np; t-- > 0 && !clear && tries < XT_PATH_TRIES;) {
            for (size_t k = 0; k < np; k++)
                part[k].kept = k == t;
            if (path_width(part, np, bw, unweighed) > room)
                continue;
            tries++;
            path_fill(part, np, bw, unweighed, room, pc->paths, true);
            clear = !path_cut_unclear(pc, part, np, unweighed, whole, len, lastkey, &steps);
        }
        if (!clear)
            for (size_t k = 0; k < np; k++)
                part[k].kept = first[k];
    }
    size_t ns = 0;
    bool gap = false;
    for (size_t k = 0; k < np; k++) {
        if (!part[k].kept) {
            gap = true;
            continue;
        }
        bool next_kept = k + 1 < np && part[k + 1].kept;
        seg[ns++] = (path_seg){ xt_arena_printf(ar, "%.*s%s", (int)part[k].n, part[k].p, next_kept ? "/" : ""),
                                gap };
        gap = false;
    }
    /* the last part: after its '/' when the part before it is kept (and
     * no part past the weighed ones lies between) */
    seg[ns++] = (path_seg){ last, unweighed || !part[np - 1].kept };
    return ns;
}

/* The cut of the paths among groups g[0..n) with buffers, the first rows
 * of them (those a screen shows). */
static void path_ctx_init(path_ctx *pc, xt_arena *ar, const xt_origin_group *g, size_t n, size_t rows)
{
    const char *first = NULL;
    size_t len = 0, paths = 0, cap = n < rows ? n : rows;
    xt_imap_init(&pc->freq, 64);
    xt_imap_init(&pc->last, 64);
    pc->known = cap ? xt_arena_alloc(ar, cap * sizeof *pc->known) : NULL;
    pc->nknown = 0;
    for (size_t i = 0; i < n && i < rows; i++) {
        if (!g[i].buffers || !strchr(g[i].origin, '/'))
            continue;
        /* as the rows show them (a control character in the raw name made
         * a part every path holds look unique: an attacker's review) */
        const char *o = xt_safe(ar, g[i].origin), *last = strrchr(o, '/');
        if (!last)
            continue;
        int64_t key[XT_PATH_PARTS];
        size_t np = 0;
        for (const char *p = o; p < last;) { /* each part once a path: parts repeat rarely */
            const char *e = strchr(p, '/');
            int64_t k = part_key(p, (size_t)(e - p));
            size_t v = 0;
            xt_imap_get(&pc->freq, k, &v);
            xt_imap_put(&pc->freq, k, v + 1);
            if (np < XT_PATH_PARTS)
                key[np] = k;
            np++;
            p = e + 1;
        }
        size_t olen = strlen(o);
        struct path_known *kn = &pc->known[pc->nknown++];
        *kn = (struct path_known){ .whole = (int64_t)(xt_hash_key(o, olen) >> 1), .len = olen, .np = np,
                                   .nkey = np < XT_PATH_PARTS ? np : XT_PATH_PARTS, .next = SIZE_MAX };
        kn->key = kn->nkey ? xt_arena_memdup(ar, key, kn->nkey * sizeof *key) : NULL;
        kn->op = part_key(last, strlen(last));
        if (!paths++) {
            first = o;
            len = olen;
            continue;
        }
        size_t k = 0;
        while (k < len && o[k] == first[k])
            k++;
        len = k;
    }
    for (size_t i = pc->nknown; i-- > 0;) { /* chained by op, in list order */
        size_t head = SIZE_MAX;
        xt_imap_get(&pc->last, pc->known[i].op, &head);
        pc->known[i].next = head;
        xt_imap_put(&pc->last, pc->known[i].op, i);
    }
    while (len > 0 && first[len - 1] != '/')
        len--;
    pc->skip = paths >= 2 ? len : 0;
    pc->paths = paths;
}

static void path_ctx_free(path_ctx *pc)
{
    xt_imap_free(&pc->freq);
    xt_imap_free(&pc->last);
}

/* One row of the live set: a group of live arrays (or the bytes from
 * before the capture), its share of use; o (or NULL) notes a row of
 * outputs above its plan.  tail (or NULL): its list's op paths, cut on
 * screen to what tells them apart (path_cut). */
static void live_group_row(xt_text *t, const xt_origin_group *g, size_t i, int64_t use, int width,
                           over_plan *ov, const path_ctx *tail)
{
    bool over = over_plan_check(ov, g, i);
    xt_arena *ar = t->arena;
    /* every group opens (its arrays, or what its bytes are: the step's
     * parameters from before the capture, memory from before it), and so
     * every one can be selected, its cut text whole on the status line */
    xt_text_row(t, g[i].buffers || g[i].step_parameters || g[i].bytes > 0 ? XT_T_ORIGIN : 0, i);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, g[i].bytes));
    /* the share padded by hand (a column, right-aligned, of its own
     * width: after a padded column's span a mark gets a blank between
     * them, text.c's needs_gap), then the column after it: the blank
     * before the bar or the text, or the mark of outputs above their plan */
    xt_text_addw(t, XT_A_NORMAL, 0, true, "%7s", pct_s(ar, g[i].bytes, use));
    xt_text_add(t, over ? XT_A_WARN : XT_A_NORMAL, "%s", over ? XT_OVER_PLAN_MARK : " ");
    /* a pane under 64 columns (beside the modules at 80x24) has no bar:
     * the names the rows are about need its 11 columns */
    bool bar = !t->screen || width <= 0 || width >= 64;
    if (bar)
        xt_text_bar(t, use > 0 ? (double)g[i].bytes / (double)use : 0, 10);
    /* "outputs of jit_true_divide(47) execution 2" in a narrow pane: the
     * module and the execution's number both kept (nine rows read
     * "outputs of jit_train_st..."; "outputs of execution 2" read as the
     * selected module's own, a trial found): "exec", then no count, then
     * the name's middle elided before its (id); the JSON and the export
     * keep it whole */
    const char *o = xt_safe(ar, g[i].origin), *ex = strstr(o, " execution ");
    const char *after_cut = NULL; /* o cut in the middle: what follows the marker */
    path_seg seg[XT_PATH_PARTS + 1]; /* o cut by path_cut: its pieces */
    size_t nseg = 0;
    char sfx[48];
    /* the step's own parameters partly from before the capture: which of
     * the bytes the buffers hold ("48.0 MiB ... 1 buffer" of a 16 MiB
     * buffer read as one 48 MiB buffer: a trial) */
    bool mix = group_sfx(ar, &g[i], sfx, sizeof sfx);
    size_t used = group_text_at(t, width);
    bool count = true;
    if (ov && ov->exec_brief && !exec_cut(t, g, i, width) && !strncmp(o, "outputs of ", 11) && ex &&
        ex > o + 11) {
        /* it fits whole, but a row of its list does not: the list's one
         * form, "exec N" */
        o = xt_arena_printf(ar, "outputs of %.*s exec %s", (int)(ex - (o + 11)), o + 11,
                            ex + strlen(" execution "));
    } else if (exec_cut(t, g, i, width)) {
        size_t room = (size_t)width > used ? (size_t)width - used : 0;
        const char *name = xt_arena_printf(ar, "%.*s", (int)(ex - (o + 11)), o + 11);
        const char *num = ex + strlen(" execution ");
        size_t nw = xt_utf8_width(name);
        size_t brief = strlen("outputs of ") + nw + strlen(" exec ") + strlen(num);
        if (brief + strlen(sfx) <= room) {
            o = xt_arena_printf(ar, "outputs of %s exec %s", name, num);
        } else if (brief <= room) {
            o = xt_arena_printf(ar, "outputs of %s exec %s", name, num);
            count = false;
        } else {
            /* the name's head, the cut marker, its "(id)": what tells
             * modules apart */
            const char *id = strrchr(name, '(');
            size_t idw = id && id > name ? xt_utf8_width(id) : 0;
            size_t fixed = strlen("outputs of ") + 1 + idw + strlen(" exec ") + strlen(num);
            size_t head = room > fixed ? room - fixed : 0;
            if (head > nw - idw)
                head = nw - idw;
            size_t hb = 0; /* bytes of the first `head` columns */
            for (size_t cols = 0; name[hb] && cols < head;) {
                uint32_t cp;
                size_t n = xt_utf8_next(name + hb, &cp);
                if (!n)
                    break;
                int w = xt_cp_width(cp);
                if (cols + (size_t)(w > 0 ? w : 0) > head)
                    break;
                cols += (size_t)(w > 0 ? w : 0);
                hb += n;
            }
            o = xt_arena_printf(ar, "outputs of %.*s", (int)hb, name);
            after_cut = xt_arena_printf(ar, "%s exec %s", idw ? id : "", num);
            count = false;
        }
    } else if (tail && t->screen && width > 0 && strchr(o, '/') &&
               used + xt_utf8_width(o) + strlen(sfx) + after_text(ar, &g[i]) > (size_t)width) {
        /* an op's path (TensorFlow's "replica_6/bert/.../layer_2/.../Cast"):
         * whole without its count where that fits; else the parts that
         * tell it from its list's other rows and its op (path_cut:
         * "...layer_2...dropout_3.../Cast(...)"; its head alone read the
         * same on every row, its end alone too: a trial, then a review) */
        size_t extra = after_text(ar, &g[i]);
        size_t room = (size_t)width > used + extra + 12 ? (size_t)width - used - extra
                      : (size_t)width > used ? (size_t)width - used : 0;
        count = false;
        if (xt_utf8_width(o) > room)
            nseg = path_cut(ar, o, tail, room, seg);
    } else if (t->screen && width > 0 && *g[i].source && !strchr(o, '/')) {
        /* the Python line whole, the origin's end cut for it: "...at
         * train.p..." hid the line the row is for at 80 columns (a trial);
         * the status line has the whole row */
        const char *src = xt_safe(ar, g[i].source);
        const char *shape = *g[i].shape && !strstr(g[i].origin, g[i].shape) ? xt_safe(ar, g[i].shape) : "";
        size_t tailw = strlen(" at ") + xt_utf8_width(src) + (*shape ? 1 + xt_utf8_width(shape) : 0);
        size_t ow = xt_utf8_width(o);
        if (used + ow + tailw + strlen(sfx) > (size_t)width && (size_t)width > used + tailw + 13) {
            count = false; /* the count goes first */
            size_t room = (size_t)width - used - tailw;
            if (ow > room) {
                /* a call's arguments, its shape ("...Client::BufferFromHost
                 * Buffer(s32[367001600])"), kept after the cut where they
                 * leave the name 8 columns: the fix names the array by
                 * its shape, which the cut took (a trial's F8) */
                size_t ol = strlen(o), aw = 0;
                const char *args = NULL; /* the '(' that the last ')' closes */
                for (size_t k = ol, depth = 0; ol > 2 && o[ol - 1] == ')' && k-- > 0 && !args;)
                    if (o[k] == ')')
                        depth++;
                    else if (o[k] == '(' && !--depth)
                        args = o + k;
                if (args && args > o && (aw = xt_utf8_width(args)) + 1 + 8 <= room)
                    after_cut = args;
                else
                    aw = 0;
                size_t head = room - 1 - aw, hb = 0; /* its first columns, the cut marker */
                for (size_t cols = 0; o[hb];) {
                    uint32_t cp;
                    size_t n = xt_utf8_next(o + hb, &cp);
                    int w = n ? xt_cp_width(cp) : 0;
                    if (!n || cols + (size_t)(w > 0 ? w : 0) > head)
                        break;
                    cols += (size_t)(w > 0 ? w : 0);
                    hb += n;
                }
                o = xt_arena_printf(ar, "%.*s", (int)hb, o);
                if (!aw)
                    after_cut = "";
            }
        }
    }
    if (nseg || !count || (o != g[i].origin && strcmp(o, xt_safe(ar, g[i].origin)))) /* shortened: the whole for the status line */
        t->rows[t->nrows - 1].whole = xt_arena_printf(ar, "%s, %s%s%s%s", Bs(ar, g[i].bytes),
                                                      xt_safe(ar, g[i].origin),
                                                      *g[i].source ? " at " : "",
                                                      *g[i].source ? xt_safe(ar, g[i].source) : "", sfx);
    /* a marked row's status says what its mark means (its row alone did
     * not: a trial) */
    if (over && t->screen)
        t->rows[t->nrows - 1].whole = xt_arena_printf(
            ar, "%s; " XT_OVER_PLAN_MARK ": more than its plan's outputs (the note under the rows says why)",
            t->rows[t->nrows - 1].whole ? t->rows[t->nrows - 1].whole
                                        : xt_arena_printf(ar, "%s, %s%s", Bs(ar, g[i].bytes),
                                                          xt_safe(ar, g[i].origin), sfx));
    xt_attr ta = g[i].buffers ? XT_A_NORMAL : XT_A_DIM;
    bool suffix_done = false; /* the shape, line and count went with a broken path */
    if (tail && !t->screen && t->list_rows && width > 0 && !after_cut &&
        used + xt_utf8_width(o) > (size_t)width) {
        /* the report: an op's path too long for the row goes on under it,
         * with what follows it, broken after a '/' or ',' or before a '('
         * (the report's fold breaks at blanks, and a path has none: a row
         * of 150 columns; "buffer" folded under " at", and a shape split
         * inside a number: a review); the export keeps it whole */
        const char *full = xt_arena_printf(
            ar, "%s%s%s%s%s%s", o, *g[i].shape && !strstr(g[i].origin, g[i].shape) ? " " : "",
            *g[i].shape && !strstr(g[i].origin, g[i].shape) ? xt_safe(ar, g[i].shape) : "",
            *g[i].source ? " at " : "", *g[i].source ? xt_safe(ar, g[i].source) : "",
            g[i].buffers && count ? sfx : "");
        suffix_done = true;
        size_t room = (size_t)width - used;
        bool first = true;
        int depth = 0; /* inside a shape's [ ]: its ',' a last resort ("Cast([4," then "384,1024])": a trial) */
        while (*full) {
            size_t take = 0, w = 0, brk = 0, weak = 0, slash = 0;
            int d = depth;
            while (full[take]) {
                uint32_t cp;
                size_t n = xt_utf8_next(full + take, &cp);
                if (!n)
                    n = 1;
                int cw = xt_cp_width(cp);
                if (w + (size_t)(cw > 0 ? cw : 0) > room && take) {
                    if (!brk && !weak) /* no place to break in room: where the row ends */
                        brk = take;
                    break;
                }
                if (full[take] == '(' ||
                    (full[take] == ' ' && !(take && full[take - 1] >= '0' && full[take - 1] <= '9')))
                    brk = take; /* before ("1 buffer" kept together) */
                d += full[take] == '[' ? 1 : full[take] == ']' && d > 0 ? -1 : 0;
                w += (size_t)(cw > 0 ? cw : 0);
                take += n;
                if (full[take - 1] == '/' || (full[take - 1] == ',' && !d))
                    brk = take; /* after */
                else if (full[take - 1] == ',')
                    weak = take;
                if (full[take - 1] == '/')
                    slash = take;
            }
            if (full[take] && slash * 3 >= take) /* an op with its shape: one row */
                brk = slash;
            if (full[take] && brk * 3 < take && weak > brk)
                brk = weak;
            if (full[take] && brk * 3 >= take)
                take = brk; /* else ("/" then a long part) the row ends full */
            for (size_t k = 0; k < take; k++)
                depth += full[k] == '[' ? 1 : full[k] == ']' && depth > 0 ? -1 : 0;
            if (!first) {
                xt_text_row_cont(t);
                xt_text_addw(t, XT_A_NORMAL, (int)used - 1, true, "%s", ""); /* under the text */
            }
            xt_text_add(t, ta, "%s%.*s", first && bar ? " " : "", (int)take, full);
            first = false;
            full += take;
            while (*full == ' ') /* a row starts on a word */
                full++;
        }
    } else if (nseg) {
        xt_text_add(t, ta, "%s", bar ? " " : "");
        for (size_t k = 0; k < nseg; k++) {
            if (seg[k].cut_before)
                xt_text_gap(t, ta);
            xt_text_add(t, ta, "%s", seg[k].text);
        }
    } else {
        xt_text_add(t, ta, "%s%s", bar ? " " : "", o);
    }
    if (after_cut) { /* a name's middle left out: the gap marker, as a name's cut (XT_NAME_CUT_GLYPH) */
        xt_text_gap(t, g[i].buffers ? XT_A_NORMAL : XT_A_DIM);
        xt_text_add(t, g[i].buffers ? XT_A_NORMAL : XT_A_DIM, "%s", after_cut);
    }
    /* the shape when the origin does not say it, the Python line */
    if (*g[i].shape && !strstr(g[i].origin, g[i].shape) && !suffix_done)
        xt_text_add(t, XT_A_NORMAL, " %s", xt_safe(ar, g[i].shape));
    if (*g[i].source && !suffix_done)
        xt_text_add(t, XT_A_NORMAL, " at %s", xt_safe(ar, g[i].source));
    if (g[i].buffers && count && !suffix_done)
        xt_text_add(t, XT_A_DIM, "%s", sfx);
    /* where they were found is inferred: said when it is a mix */
    if (mix)
        xt_text_add(t, XT_A_DIM, ", %s from before the capture (inferred)",
                    Bs(ar, g[i].params_from_before));
    /* all of it: no event names those bytes, so the row says so, as its
     * list does (it said "read from the plan" alone: a trial) */
    else if (g[i].step_parameters && g[i].params_from_before > 0 &&
             g[i].params_from_before >= g[i].bytes)
        xt_text_add(t, XT_A_DIM, ", all from before the capture (inferred)");
}

/* A live set's rows, by size (on screen the largest and one row for the
 * rest); ov (or NULL) notes rows of outputs above their plan. */
static void live_group_rows(xt_text *t, const xt_origin_group *g, size_t ng, int64_t use, int width,
                            over_plan *ov, const path_ctx *tail, size_t rows)
{
    xt_arena *ar = t->arena;
    /* on screen, the largest groups and one row for the rest (a leak of
     * one array a step from as many Python lines makes tens of thousands,
     * rebuilt at every key); the export, the report and the JSON list
     * every one.  The last group without buffers (bytes from before the
     * capture) stays a row of its own. */
    size_t special = ng && !g[ng - 1].buffers ? 1 : 0, body = ng - special;
    size_t cap = rows ? rows : t->screen ? XT_VIEW_LIVE_ROWS : t->list_rows;
    if (t->screen && t->unfold) /* a search's: every one */
        cap = 0;
    size_t shown = cap && ng > cap && cap > 1 + special ? cap - 1 - special : body;
    if (t->screen && shown < body)
        t->folded = true;
    /* the bytes from before the capture (the JSON's last group) in their
     * place by size among the rows shown, not after the row that sums the
     * smallest (a trial read 512 MiB there as one of the smallest) */
    bool before_done = !special;
    for (size_t i = 0; ov && i < shown && !ov->exec_brief; i++)
        ov->exec_brief = exec_cut(t, g, i, width);
    for (size_t i = 0; i < shown; i++) {
        if (!before_done && !g[i].step_parameters && g[ng - 1].bytes > g[i].bytes) {
            live_group_row(t, g, ng - 1, use, width, ov, tail);
            before_done = true;
        }
        live_group_row(t, g, i, use, width, ov, tail);
    }
    /* smaller than a group the last row sums: after that row */
    bool after_rest = !before_done && shown < body && g[ng - 1].bytes < g[shown].bytes;
    if (!before_done && !after_rest) {
        live_group_row(t, g, ng - 1, use, width, ov, tail);
        before_done = true;
    }
    if (shown < body) {
        int64_t rest = 0;
        size_t bufs = 0;
        for (size_t i = shown; i < body; i++) {
            rest = xt_sat_add(rest, g[i].bytes);
            bufs += g[i].buffers;
        }
        /* a group it sums above its plan: the row marked as that
         * group's would be, and counted for the note (it explained a mark
         * no row carried: an attacker's review) */
        size_t o = SIZE_MAX;
        for (size_t i = shown; ov && i < body && o == SIZE_MAX; i++) {
            int64_t plan;
            if (xt_group_plan_outputs(ov->a, ov->al, &g[i], &plan, NULL) && g[i].bytes > plan)
                o = i;
        }
        if (o != SIZE_MAX)
            over_plan_check(ov, g, o);
        t->summed_at = xt_text_row(t, 0, 0) + 1;
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, rest));
        xt_text_addw(t, XT_A_NORMAL, 0, true, "%7s", pct_s(ar, rest, use));
        xt_text_add(t, o != SIZE_MAX ? XT_A_WARN : XT_A_NORMAL, "%s", o != SIZE_MAX ? XT_OVER_PLAN_MARK : " ");
        xt_text_add(t, XT_A_DIM, "in the %zu smallest groups (%zu buffers); %s",
                    body - shown, bufs, t->screen ? "e exports every one" : "--json lists every one");
    }
    if (after_rest)
        live_group_row(t, g, ng - 1, use, width, ov, tail);
}

/* Share f (0..1) in p decimals; under the whole (below) never "100.0%":
 * ">99.9%" then, as xt_fmt_share writes it. */
static void share_places(char *buf, size_t n, double f, bool below, int p)
{
    double v = xt_half_up(100 * f, p), top = 100;
    for (int i = 0; i < p; i++)
        top /= 10;
    if (below && v >= 100)
        snprintf(buf, n, ">%.*f%%", p, 100 - top);
    else
        snprintf(buf, n, "%.*f%%", p, v);
}

const char *xt_view_main_pool_why(xt_arena *ar, const xt_runtime *rt, bool safe)
{
    size_t m = rt->main_allocator;
    if (m >= rt->nallocators)
        return NULL;
    bool zero;
    size_t o = xt_runtime_main_runner_up(rt, &zero);
    if (zero)
        return "device 0's pool";
    if (o == SIZE_MAX)
        return "the only device pool";
    const xt_allocator *al = &rt->allocators[m], *b = &rt->allocators[o];
    const char *bn = safe ? xt_safe(ar, b->name) : b->name;
    double f = al->capacity > 0 && al->lifetime_peak > 0 ? (double)al->lifetime_peak / (double)al->capacity : 0;
    double fb = b->capacity > 0 && b->lifetime_peak > 0 ? (double)b->lifetime_peak / (double)b->capacity : 0;
    if (f <= 0) /* no capacity or peak known: by events */
        return al->nevents > b->nevents
                   ? xt_arena_printf(ar, "the device pool with the most events (%zu; %s next, %zu)", al->nevents, bn,
                                     b->nevents)
                   : xt_arena_printf(ar, "the first device pool by name (as many events as %s)", bn);
    /* each share as the verdict writes it ("40%", xt_fmt_share), so one
     * figure does not read two ways; decimals for both only where the
     * runner-up's, of another pool size, would print the same (an audit:
     * 40% beside 40.1%) */
    char sa[32], sb[32]; /* a damaged pool's share of 21 digits whole, "%" and all */
    xt_fmt_share(sa, sizeof sa, al->lifetime_peak, al->capacity);
    xt_fmt_share(sb, sizeof sb, b->lifetime_peak > 0 ? b->lifetime_peak : 0, b->capacity);
    /* (as many decimals as tell them apart, and a pool not full never
     * "100.0%": two pools at 99.97% and 99.96%, ">99.9%" each, read
     * "100.0%" both, full, beside the verdict's ">99.9%": a review) */
    for (int p = 1; p <= 6 && f != fb && al->capacity != b->capacity && !strcmp(sa, sb); p++) {
        share_places(sa, sizeof sa, f, al->lifetime_peak < al->capacity, p);
        share_places(sb, sizeof sb, fb, b->lifetime_peak < b->capacity, p);
    }
    const char *s = xt_arena_printf(ar, "the device pool nearest to full: its lifetime peak is %s of its capacity", sa);
    if (f == fb)
        return al->nevents > b->nevents ? xt_arena_printf(ar, "%s, as %s's; it has more events (%zu vs %zu)", s, bn,
                                                          al->nevents, b->nevents)
                                        : xt_arena_printf(ar, "%s, as %s's; the first by name", s, bn);
    if (al->capacity == b->capacity) /* the same pool size: the peaks' gap, in bytes */
        return xt_arena_printf(ar, "%s; %s next, %s lower (measured)", s, bn,
                               Bs(ar, xt_sat_sub(al->lifetime_peak, b->lifetime_peak)));
    return xt_arena_printf(ar, "%s; %s next, %s", s, bn, sb);
}

/* A capture without modules: what was live in its pool at the peak, by
 * the host event that allocated it, and what no event frees. */
static void view_pool_peak(xt_text *t, const xt_analysis *a, int width)
{
    const xt_pool_peak *pk = xt_analysis_pool_peak(a);
    if (!pk || !pk->ng)
        return;
    xt_arena *ar = t->arena;
    const char *pname = xt_safe(ar, pk->al->name), *used = Bs(ar, pk->use);
    const char *when = "at its peak"; /* just after the event that reached it */
    const char *head[] = {
        xt_arena_printf(ar, "Live in %s %s: %s allocated (measured); sources inferred from when each "
                            "was allocated",
                        pname, when, used),
        xt_arena_printf(ar, "Live in %s %s: %s (measured; sources inferred)", pname, when, used),
        xt_arena_printf(ar, "Live in %s %s: %s (measured)", pname, when, used),
        xt_arena_printf(ar, "Live %s: %s (measured)", when, used),
    };
    size_t hk = 0;
    while (t->screen && width > 0 && hk + 1 < sizeof head / sizeof *head &&
           (int)xt_utf8_width(head[hk]) > width)
        hk++;
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_text_line(t, XT_A_HEAD, "%s", head[hk]);
    /* why this pool (two pools alike, 14.4 GiB, 5.78 GiB at their peaks,
     * 761 allocations each: the choice said nowhere but doc/: a trial) */
    const char *why = a->pool_pick < a->rt->nallocators ? "picked in the pools list"
                      : a->rt->main_allocator < a->rt->nallocators &&
                              pk->al == &a->rt->allocators[a->rt->main_allocator]
                          ? xt_view_main_pool_why(ar, a->rt, true)
                          : NULL;
    if (why) /* (the allocators' heading says Enter charts another) */
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ", xt_arena_printf(ar, "%s: %s", pname, why));
    if (pk->overflow) /* rows of 4 EiB at 50% each under 8 EiB read as measured (an attacker's review) */
        xt_text_wrap(t, XT_A_WARN, width, 4, "  ",
                     pk->saturated ? "sizes overflow (a damaged capture?): past 8 EiB, a sum stops there and the "
                                     "rows below need not add up; these figures are doubtful"
                                   : "sizes overflow (a damaged capture?): the peak in the capture is above the "
                                     "lifetime peak; these figures are doubtful");
    size_t r0 = t->nrows;
    if (pk->nfold) {
        /* an op repeated in every layer first, as one row (a model of 24
         * layers made 24 rows of 18.0 MiB alike, read one by one: a
         * trial), then every group */
        xt_origin_group *fg = xt_arena_alloc(ar, (pk->nfold + 1) * sizeof *fg);
        size_t nfg = 0;
        for (size_t k = 0; k < pk->nfold; k++) {
            const struct xt_pool_fold *f = &pk->fold[k];
            fg[nfg++] = (xt_origin_group){
                .origin = f->groups > 1 ? xt_arena_printf(ar, "%s x%zu", f->key, f->groups) : f->key,
                .bytes = f->bytes, .buffers = f->buffers, .shape = "", .source = "",
                .family = XT_FAMILY_NONE };
        }
        if (!pk->g[pk->ng - 1].buffers)
            fg[nfg++] = pk->g[pk->ng - 1];
        const char *fh[] = { ("By op, the numbers that differ among ops alike read as N (sums of its rows "
                              "below, measured):"),
                             "By op, numbers that differ as N (measured):", "By op, numbers as N:" };
        size_t fk = 0;
        while (t->screen && width > 0 && fk + 1 < sizeof fh / sizeof *fh && (int)strlen(fh[fk]) > width)
            fk++;
        xt_text_line(t, XT_A_HEAD, "%s", fh[fk]);
        path_ctx fpc;
        path_ctx_init(&fpc, ar, fg, nfg, t->screen ? 10 : 0);
        /* ten on screen and in the report; the export every one, as the
         * screen's last row says (it listed ten: a trial) */
        live_group_rows(t, fg, nfg, pk->use, width, NULL, &fpc, t->screen || t->list_rows ? 10 : 0);
        path_ctx_free(&fpc);
        for (size_t i = r0; i < t->nrows; i++)
            if (t->rows[i].kind == XT_T_ORIGIN) { /* a fold's, else the bytes from before */
                bool f = t->rows[i].target < pk->nfold;
                t->rows[i].kind = f ? XT_T_PEAK : XT_T_BEFORE;
                t->rows[i].target = f ? pk->ng + t->rows[i].target : pk->ng - 1;
            }
        xt_text_line(t, XT_A_HEAD, "%s", "By origin, all of it:");
        r0 = t->nrows;
    }
    /* on screen the 60 largest (the table above sums the repeated ops;
     * 500 rows of one buffer each, cut and rebuilt at every key, made a
     * walk down them slow), the rest in one row; the export, the report
     * and the JSON give every one */
    path_ctx pc;
    path_ctx_init(&pc, ar, pk->g, pk->ng, !t->screen ? 0 : t->unfold ? SIZE_MAX : XT_VIEW_PEAK_ROWS); /* text output breaks them */
    live_group_rows(t, pk->g, pk->ng, pk->use, width, NULL, &pc, t->screen ? XT_VIEW_PEAK_ROWS : 0);
    path_ctx_free(&pc);
    /* Enter on a row lists its allocations; the bytes from before the
     * capture are none (Enter says so) */
    for (size_t i = r0; i < t->nrows; i++)
        if (t->rows[i].kind == XT_T_ORIGIN)
            t->rows[i].kind = pk->g[t->rows[i].target].buffers ? XT_T_PEAK : XT_T_BEFORE;
    /* allocations at an address still live (events without an address)
     * leave frees unmatched that may be these: then the count is no
     * measurement (two frees at address 0 left one "never freed": a
     * review) */
    size_t um = pk->al->addr_reused;
    if (pk->never_freed)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     um ? xt_arena_printf(ar, "%zu of %zu allocation%s (%s) matched by no free in the capture "
                                              "(inferred: %zu allocation%s at an address still in use, so "
                                              "frees cannot all be matched and some of them may be freed)",
                                          pk->never_freed, pk->al->nallocs, xt_plural(pk->al->nallocs),
                                          Bs(ar, pk->never_freed_bytes), um, um == 1 ? " was" : "s were")
                        : xt_arena_printf(ar, "%zu of %zu allocation%s (%s) never freed in the capture "
                                              "(%s): still held when it ended, or freed after it",
                                          pk->never_freed, pk->al->nallocs, xt_plural(pk->al->nallocs),
                                          Bs(ar, pk->never_freed_bytes),
                                          pk->overflow ? "measured; sizes overflow: a damaged capture?"
                                                       : "measured"));
}

/* One allocation of a pool-peak row, for its list's order. */
typedef struct peak_member {
    size_t ev, group;
    int64_t bytes, t_ps;
} peak_member;

static int peak_member_cmp(const void *x, const void *y)
{
    const peak_member *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes < b->bytes ? 1 : -1;
    if (a->t_ps != b->t_ps)
        return a->t_ps < b->t_ps ? -1 : 1;
    return (a->ev > b->ev) - (a->ev < b->ev);
}

/* m[0..k) the k first of m[0..n) in peak_member_cmp's order, sorted; the
 * rest after them in no order.  A list of 500,000 allocations was sorted
 * whole at every key to show its 499 largest (41 ms a key: an attacker's
 * review): the first k are partitioned out (quickselect, the middle of
 * three as pivot), and a range that splits badly too often (a capture
 * made to) is sorted whole instead, so n log n at worst. */
static void peak_swap(peak_member *m, size_t i, size_t j)
{
    peak_member t0 = m[i];
    m[i] = m[j];
    m[j] = t0;
}

static void peak_first(peak_member *m, size_t n, size_t k)
{
    size_t lo = 0, hi = n; /* the k-th lies in [lo, hi) */
    int depth = 0;
    for (size_t x = n; x > 1; x >>= 1)
        depth += 2;
    while (k < n && hi - lo > 16 && k > lo && k < hi) {
        if (depth-- <= 0)
            break; /* sorted whole below */
        /* the middle of three places the process's secret picks, to
         * m[last] (the first, middle and last: sizes that rise then fall
         * split badly every pass, 97 ms against the sort's 78: an
         * attacker's review); which rows are shown does not depend on it */
        size_t last = hi - 1, span = hi - lo;
        uint64_t r = xt_hash64(xt_hash_seed() ^ (uint64_t)lo * 0x9e3779b97f4a7c15ULL ^ (uint64_t)hi);
        size_t a0 = lo + (size_t)(r % span), mid = lo + (size_t)((r >> 21) % span);
        peak_swap(m, a0, lo);
        if (peak_member_cmp(&m[mid], &m[lo]) < 0)
            peak_swap(m, mid, lo);
        if (peak_member_cmp(&m[last], &m[lo]) < 0)
            peak_swap(m, last, lo);
        if (peak_member_cmp(&m[mid], &m[last]) < 0)
            peak_swap(m, mid, last);
        size_t st = lo;
        for (size_t i = lo; i < last; i++)
            if (peak_member_cmp(&m[i], &m[last]) < 0)
                peak_swap(m, i, st++);
        peak_swap(m, last, st);
        if (st < k)
            lo = st + 1;
        else
            hi = st;
    }
    /* the k-th in [lo, hi): what is before it there, in order */
    if (k < n && lo < k && k < hi)
        qsort(m + lo, hi - lo, sizeof *m, peak_member_cmp);
    qsort(m, k < n ? k : n, sizeof *m, peak_member_cmp);
}

void xt_view_pool_peak_group(xt_text *t, const xt_analysis *a, size_t target, int width)
{
    const xt_pool_peak *pk = xt_analysis_pool_peak(a);
    if (!pk || target >= pk->ng + pk->nfold)
        return;
    xt_arena *ar = t->arena;
    const xt_allocator *al = pk->al;
    bool fold = target >= pk->ng;
    const struct xt_pool_fold *f = fold ? &pk->fold[target - pk->ng] : NULL;
    size_t ngl = fold ? f->groups : 1;
    const size_t *gl = fold ? f->group : &target;
    const char *name = xt_safe(ar, fold ? f->key : pk->g[target].origin);
    int64_t bytes = fold ? f->bytes : pk->g[target].bytes;
    size_t n = 0;
    for (size_t k = 0; k < ngl; k++)
        n += pk->g[gl[k]].buffers;
    t->title = xt_arena_printf(ar, "Live at %s's peak: %s", xt_safe(ar, al->name), name);
    xt_text_wrap(t, XT_A_HEAD, width, 2, " ",
                 xt_arena_printf(ar, "%s in %zu allocation%s at %s's peak (measured), under %s%s (inferred "
                                     "from when each was allocated)",
                                 Bs(ar, bytes), n, xt_plural(n), xt_safe(ar, al->name), name,
                                 fold ? xt_arena_printf(ar, ", %zu ops alike: the numbers that differ "
                                                            "among them read as N", f->groups)
                                      : ""));
    if (!n) {
        xt_text_line(t, XT_A_DIM, "  none: bytes in use before the capture started, that no event names");
        return;
    }
    peak_member *m = xt_xmalloc(n * sizeof *m);
    size_t k = 0;
    for (size_t j = 0; j < ngl; j++) {
        const xt_origin_group *g = &pk->g[gl[j]];
        for (size_t b = 0; b < g->buffers; b++) {
            const xt_mem_event *e = &al->events[g->members[b]];
            m[k++] = (peak_member){ g->members[b], gl[j], e->bytes, e->t_ps };
        }
    }
    size_t cap = t->screen ? XT_VIEW_LIVE_ROWS : t->list_rows;
    size_t shown = cap && n > cap ? cap - 1 : n;
    peak_first(m, n, shown); /* the rows shown, in order; the rest summed */
    /* a fold's rows: the parts of their paths that vary among them (the
     * layer), which the shared key reads as N; all alike otherwise */
    enum { MAXP = 64 };
    bool vary[MAXP] = { false };
    size_t nparts = 0;
    const char *o0 = fold ? pk->g[gl[0]].origin : "";
    for (const char *q = o0; fold && *q && nparts < MAXP; nparts++) {
        const char *e = strchr(q, '/');
        if (!e)
            break;
        q = e + 1;
    }
    for (size_t j = 1; fold && j < ngl; j++) {
        const char *a0 = o0, *b0 = pk->g[gl[j]].origin;
        for (size_t k2 = 0; k2 < nparts; k2++) {
            const char *ae = strchr(a0, '/'), *be = strchr(b0, '/');
            if (!ae || !be)
                break;
            if (ae - a0 != be - b0 || memcmp(a0, b0, (size_t)(ae - a0)))
                vary[k2] = true;
            a0 = ae + 1;
            b0 = be + 1;
        }
    }
    /* "allocated 2578.602 ms" said not from when (a trial): at */
    /* a column header (heading spans), kept on the pane's first row as
     * the list scrolls: after G its figures had no column names (a trial) */
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_addw(t, XT_A_HEAD, 12, true, "requested");
    xt_text_addw(t, XT_A_HEAD, 14, true, "allocated at");
    xt_text_addw(t, XT_A_HEAD, 14, true, "freed at");
    xt_text_add(t, XT_A_HEAD, "  %s", fold ? "shape, what tells it apart" : "shape");
    for (size_t i = 0; i < shown; i++) {
        const xt_mem_event *e = &al->events[m[i].ev];
        /* "after it" read as freed after the peak (a trial) */
        const char *freed = e->freed_by < al->nevents ? ms(ar, al->events[e->freed_by].t_ps) : "no free seen";
        const char *shape = *e->shape ? xt_safe(ar, e->shape) : "-";
        /* a row the cursor stops on, its whole on the status line (j read
         * the heading's lines and passed the header: a trial) */
        xt_text_row(t, XT_T_PEAK_ALLOC, m[i].ev);
        /* in a fold, its op's path first: the row shows only the part
         * that varies, and the status line's rows cut what comes last (a
         * review); the heading names a group's own */
        t->rows[t->nrows - 1].whole = xt_arena_printf(
            ar, "%s%s%s handed out for %s requested, allocated at %s, %s%s, shape %s, address 0x%llx (measured; "
                "times from the profile's start)",
            fold ? xt_safe(ar, pk->g[m[i].group].origin) : "", fold ? ": " : "", Bs(ar, e->bytes),
            Bs(ar, e->requested), ms(ar, e->t_ps), e->freed_by < al->nevents ? "freed at " : "",
            e->freed_by < al->nevents ? freed : "no free seen in the capture", shape, (unsigned long long)e->addr);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, e->bytes));
        xt_text_addw(t, XT_A_NORMAL, 12, true, "%s", Bs(ar, e->requested));
        xt_text_addw(t, XT_A_DIM, 14, true, "%s", ms(ar, e->t_ps));
        xt_text_addw(t, XT_A_DIM, 14, true, "%s", freed);
        xt_text_add(t, XT_A_NORMAL, "  %s", shape);
        if (fold) {
            const char *raw = pk->g[m[i].group].origin, *o = xt_safe(ar, raw), *q = raw;
            char tell[256] = "";
            size_t tl = 0;
            for (size_t k2 = 0; k2 < nparts && q; k2++) {
                const char *e2 = strchr(q, '/');
                if (!e2)
                    break;
                if (vary[k2] && tl < sizeof tell)
                    tl += (size_t)snprintf(tell + tl, sizeof tell - tl, "%s%.*s", tl ? " " : "", (int)(e2 - q), q);
                q = e2 + 1;
            }
            xt_text_add(t, XT_A_NORMAL, " %s", tl ? xt_safe(ar, tell) : o);
        }
    }
    if (shown < n) {
        int64_t rest = 0;
        for (size_t i = shown; i < n; i++)
            rest = xt_sat_add(rest, m[i].bytes);
        xt_text_line(t, XT_A_DIM, "%10s  in the %zu smallest; %s", Bs(ar, rest), n - shown,
                     t->screen ? "e exports every one" : "--json lists the groups");
    }
    xt_text_line(t, XT_A_DIM, "  (bytes, requested and times measured: the allocator's events, times from "
                              "the profile's start; \"no free seen\": no event of the capture frees it, held "
                              "at its end or freed after)");
    free(m);
}

/* The execution rows of the runtime view, exec (the selected one) marked:
 * every one, or on screen and in the report fewer (below). */
static void view_exec_rows(xt_text *t, const xt_analysis *a, const xt_module_runtime *r,
                           size_t exec, size_t max_rows, int width)
{
    xt_arena *ar = t->arena;
    /* a pane under 70 columns (80 with the modules pane) gets the compact
     * table: the units in the header, "*" for an inferred wait with its
     * legend under the rows, so that NEVER and the wait are not cut */
    bool compact = width > 0 && width < 70;
    int wn = compact ? 5 : 7, ws = compact ? 9 : 14, wb = compact ? 10 : 12;
    /* a long capture's numbers (execution 1315 at 201221.81 ms) widen
     * their columns rather than run into the next one */
    int64_t last = 0;
    for (size_t i = 0; i < r->nexecs; i++)
        if (a->rt->execs[r->execs[i]].start_ps > last)
            last = a->rt->execs[r->execs[i]].start_ps;
    char probe[64];
    int need = snprintf(probe, sizeof probe, "* %zu", r->nexecs) + 1;
    wn = need > wn ? need : wn;
    /* a capture past 10 s: its starts in seconds ("89397.530 ms" beside
     * the narrow pane's "90.859": a trial), every row alike */
    bool long_run = last >= 10 * 1000000000000LL;
    need = compact ? snprintf(probe, sizeof probe, "%.2f", (double)last / 1e9) + 1
           : long_run ? snprintf(probe, sizeof probe, "%.3f s", (double)last / 1e12) + 1
                      : (int)xt_utf8_width(ms(ar, last)) + 1;
    ws = need > ws ? need : ws;
    int wd = compact ? 11 : 12; /* "+104.0 MiB": 10 */
    /* narrower still (60x20 beside the modules: 41 columns), the start
     * and then the change give way: "NEVER" and the wait were cut */
    int room = width + 1; /* a view's width leaves the pane's last column, which a row may use */
    bool show_start = !compact || wn + ws + wb + wd + 11 + 7 <= room; /* "~10.0 s": 7 */
    /* a long capture's start in seconds, three decimals, before it goes (a
     * TPU capture's 6-digit milliseconds dropped the column at 80x24) */
    bool secs = false;
    if (compact && !show_start) {
        int wsec = snprintf(probe, sizeof probe, "%.3f", (double)last / 1e12) + 1;
        wsec = wsec > 8 ? wsec : 8; /* "start s" */
        if (wn + wsec + wb + wd + 11 + 7 <= room) {
            show_start = secs = true;
            ws = wsec;
        }
    }
    bool show_change = !compact || wn + wb + wd + 11 + 7 <= room;
    bool any_inferred = false;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, wn, true, "#");
    if (show_start)
        xt_text_addw(t, XT_A_HEAD, ws, true, secs ? "start s" : compact ? "start ms" : "start");
    xt_text_addw(t, XT_A_HEAD, wb, true, "in use");
    if (show_change)
        xt_text_addw(t, XT_A_HEAD, wd, true, "change");
    xt_text_add(t, XT_A_HEAD, compact ? "  kernels  wait" : "  kernels    retry wait");
    int64_t prev = -1;
    /* with max_rows: the first 3, the last ones, and every execution that
     * never launched or waited; the rest are counted, not hidden.  On
     * screen: the first and last 3, those around the selected one, and
     * every one that never launched or waited (a long capture has
     * thousands, formatted again at every key) */
    size_t head = 3, tail = max_rows > head ? max_rows - head : 0, skipped = 0;
    if (t->screen && !max_rows && r->nexecs > 2 * (head + XT_VIEW_EXEC_AROUND) + 1)
        tail = head;
    else if (t->screen && !max_rows)
        tail = r->nexecs;
    for (size_t i = 0; i < r->nexecs; i++) {
        const xt_exec *x = &a->rt->execs[r->execs[i]];
        bool near = t->screen && !max_rows && i + XT_VIEW_EXEC_AROUND >= exec &&
                    i <= exec + XT_VIEW_EXEC_AROUND;
        bool show = (!max_rows && !t->screen) || r->nexecs <= max_rows || i < head ||
                    i + tail >= r->nexecs || near || !x->launched || x->retry_wait_ps > 0 ||
                    i == exec;
        if (!show) {
            skipped++;
            prev = x->in_use_at_start;
            continue;
        }
        if (skipped) {
            xt_text_line(t, XT_A_DIM, "        ... %zu more executions", skipped);
            skipped = 0;
        }
        xt_text_row(t, XT_T_EXEC, i);
        xt_text_addw(t, i == exec ? XT_A_HEAD : XT_A_NORMAL, wn, true, "%s%zu", i == exec ? "* " : "", i + 1);
        if (secs)
            xt_text_addw(t, XT_A_DIM, ws, true, "%.3f", (double)x->start_ps / 1e12); /* 123.457 */
        else if (compact && show_start)
            xt_text_addw(t, XT_A_DIM, ws, true, "%.2f", (double)x->start_ps / 1e9); /* 12345.68 */
        else if (show_start && long_run)
            xt_text_addw(t, XT_A_DIM, ws, true, "%.3f s", (double)x->start_ps / 1e12);
        else if (show_start)
            xt_text_addw(t, XT_A_DIM, ws, true, "%s", ms(ar, x->start_ps));
        xt_text_addw(t, XT_A_SIZE, wb, true, "%s", x->in_use_at_start >= 0 ? Bs(ar, x->in_use_at_start) : "?");
        char d[32] = "";
        if (prev >= 0 && x->in_use_at_start >= 0)
            xt_fmt_delta(d, sizeof d, x->in_use_at_start - prev);
        if (show_change)
            xt_text_addw(t, XT_A_NORMAL, wd, true, "%s", d);
        xt_text_addw(t, x->launched ? XT_A_NORMAL : XT_A_BAD, compact ? 11 : 13, false,
                     compact ? "  %-8s " : "  %s", x->launched ? "launched" : "NEVER");
        char w[32] = "";
        if (x->retry_wait_ps > 0)
            xt_fmt_dur(w, sizeof w, x->retry_wait_ps);
        bool inferred = x->retry_wait_ps && x->retry_inferred;
        any_inferred |= inferred;
        /* compact: "~10.0 s" ("10.0 s*" beside "* 1", the selected
         * execution's mark, read as two meanings of one glyph) */
        xt_text_add(t, x->retry_wait_ps ? XT_A_BAD : XT_A_DIM, "%s%s%s", inferred && compact ? "~" : "", w,
                    inferred && !compact ? " (inferred)" : "");
        prev = x->in_use_at_start;
    }
    if (compact && any_inferred)
        xt_text_line(t, XT_A_DIM, "  ~ inferred from a long buffer-allocation phase");
}


/* One module's outputs as one figure: "jit_step: 499 executions
 * (1-499), 499 buffers" (under "By module"), or with outputs: "outputs of
 * jit_step from 499 executions (1-499), 499 buffers". */
static const char *family_text(xt_arena *ar, const xt_live_family *f, bool outputs)
{
    const char *m = xt_safe(ar, f->module), *b = f->buffers == 1 ? "" : "s";
    if (f->executions == 1)
        return outputs ? xt_arena_printf(ar, "outputs of %s from execution %zu, %zu buffer%s", m, f->first,
                                         f->buffers, b)
                       : xt_arena_printf(ar, "%s: execution %zu, %zu buffer%s", m, f->first, f->buffers, b);
    return outputs ? xt_arena_printf(ar, "outputs of %s from %zu executions (%zu-%zu), %zu buffer%s", m,
                                     f->executions, f->first, f->last, f->buffers, b)
                   : xt_arena_printf(ar, "%s: %zu executions (%zu-%zu), %zu buffer%s", m, f->executions,
                                     f->first, f->last, f->buffers, b);
}

/* The live set's outputs of earlier executions added up by module, when
 * one module's are there from two executions or more: a leak of a step's
 * outputs is one group a step (499 rows, then "6947 smallest groups"),
 * where its sum is the figure to read (a trial).  Every module's, largest
 * first; Enter on one lists its groups (xt_view_family). */
/* Which families of f[0..nf) hold outputs above their plan: any of their
 * groups does (over_plan_check's test), in over[] (ar); the first such
 * group of the set in *first (SIZE_MAX: none).  "By module" read
 * "jit_matmul(73): execution 1" with no mark over "By origin"'s
 * "96.0 MiB@outputs of jit_matmul(73)" (a trial).  One pass over the set,
 * the families found by their name's hash. */
static bool *families_over_plan(xt_arena *ar, const over_plan *o, const xt_origin_group *g, size_t ng,
                                const xt_live_family *f, size_t nf, size_t shown, size_t *first)
{
    *first = SIZE_MAX;
    size_t first_shown = SIZE_MAX, first_rest = SIZE_MAX;
    if (!o || !nf)
        return NULL;
    bool *over = NULL;
    xt_imap by;
    bool built = false;
    for (size_t i = 0; i < ng; i++) {
        int64_t plan;
        size_t mlen;
        if (!xt_group_plan_outputs(o->a, o->al, &g[i], &plan, NULL) || g[i].bytes <= plan ||
            !xt_output_origin(g[i].origin, &mlen))
            continue;
        const char *m = g[i].origin + strlen("outputs of ");
        if (!built) {
            xt_imap_init(&by, nf);
            for (size_t k = nf; k-- > 0;) /* the first of a hash's names kept */
                xt_imap_put(&by, (int64_t)xt_hash_key(f[k].module, f[k].mlen), k);
            over = xt_arena_alloc(ar, nf * sizeof *over);
            memset(over, 0, nf * sizeof *over);
            built = true;
        }
        size_t k = SIZE_MAX;
        if (!xt_imap_get(&by, (int64_t)xt_hash_key(m, mlen), &k) || f[k].mlen != mlen ||
            strncmp(f[k].module, m, mlen)) /* two names, one hash: rare */
            for (k = 0; k < nf && (f[k].mlen != mlen || strncmp(f[k].module, m, mlen)); k++)
                ;
        if (k < nf) {
            over[k] = true;
            /* the note's row one of a family shown, else of one among the
             * summed "smallest modules" (whose row carries the mark then:
             * a note on a mark no row carried, an attacker's review) */
            if (k < shown ? first_shown == SIZE_MAX : first_rest == SIZE_MAX)
                *(k < shown ? &first_shown : &first_rest) = i;
        }
    }
    if (built)
        xt_imap_free(&by);
    *first = first_shown != SIZE_MAX ? first_shown : first_rest;
    return over;
}

static bool live_by_module(xt_text *t, const xt_origin_group *g, size_t ng, const xt_live_family *made,
                           size_t nmade, int64_t use, int width, const over_plan *ov, size_t *over_first)
{
    xt_arena *ar = t->arena;
    xt_live_family *f;
    size_t nf, kept = 0;
    if (made) /* the story's (the last start's): sorted here, so a copy */
        f = xt_arena_memdup(ar, made, (nf = nmade) * sizeof *f);
    else
        nf = xt_live_families(g, ng, ar, &f);
    int64_t sum = 0;
    size_t execs = 0;
    for (size_t k = 0; k < nf; k++) {
        kept += f[k].executions >= 2;
        sum = xt_sat_add(sum, f[k].bytes);
        execs += f[k].executions;
    }
    if (!kept)
        return false;
    qsort(f, nf, sizeof *f, xt_live_family_cmp);
    size_t cap = t->screen ? XT_VIEW_LIVE_ROWS : t->list_rows;
    size_t shown = cap && nf > cap && cap > 1 ? cap - 1 : nf;
    bool *over = families_over_plan(ar, ov, g, ng, f, nf, shown, over_first);
    /* labelled as the live set's heading: the bytes measured, which
     * execution made them inferred (not "kept": a healthy program's last
     * outputs are live too, a trial read it as a leak) */
    const char *head[] = {
        xt_arena_printf(ar, "By module: %s of it%s are outputs of %zu earlier execution%s "
                            "of %zu module%s (bytes measured; which execution made them, inferred "
                            "from when each was allocated)%s",
                        Bs(ar, sum), use > 0 ? xt_arena_printf(ar, " (%s)", pct_s(ar, sum, use)) : "", execs, execs == 1 ? "" : "s", nf,
                        nf == 1 ? "" : "s", t->screen ? "; Enter lists a module's" : ""),
        xt_arena_printf(ar, "By module: %s%s in outputs of %zu executions (measured; "
                            "executions inferred)", Bs(ar, sum),
                        use > 0 ? xt_arena_printf(ar, " (%s)", pct_s(ar, sum, use)) : "", execs),
        xt_arena_printf(ar, "By module: %s in outputs of %zu executions (bytes measured)", Bs(ar, sum),
                        execs),
        xt_arena_printf(ar, "By module: %s in outputs (bytes measured)", Bs(ar, sum)),
    };
    size_t hk = 0;
    while (t->screen && width > 0 && hk + 1 < sizeof head / sizeof *head &&
           (int)xt_utf8_width(head[hk]) > width)
        hk++;
    xt_text_line(t, XT_A_HEAD, "%s", head[hk]);
    bool bar = !t->screen || width <= 0 || width >= 64;
    for (size_t k = 0; k < shown; k++) {
        xt_text_row(t, XT_T_FAMILY, f[k].top);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, f[k].bytes));
        /* the share and the mark's column as live_group_row's */
        xt_text_addw(t, XT_A_NORMAL, 0, true, "%7s", pct_s(ar, f[k].bytes, use));
        bool o = over && over[k];
        xt_text_add(t, o ? XT_A_WARN : XT_A_NORMAL, "%s", o ? XT_OVER_PLAN_MARK : " ");
        if (bar)
            xt_text_bar(t, use > 0 ? (double)f[k].bytes / (double)use : 0, 10);
        xt_text_add(t, XT_A_NORMAL, "%s%s", bar ? " " : "", family_text(ar, &f[k], false));
        if (o && t->screen) /* its status says what the mark means, as a group's */
            t->rows[t->nrows - 1].whole = xt_arena_printf(
                ar, "%s, %s; " XT_OVER_PLAN_MARK ": an execution's outputs above its plan (the note "
                    "under the rows says why)",
                Bs(ar, f[k].bytes), family_text(ar, &f[k], false));
    }
    if (shown < nf) {
        int64_t rest = 0;
        bool o = false; /* a family it sums is above its plan: marked as theirs would be */
        for (size_t k = shown; k < nf; k++) {
            rest = xt_sat_add(rest, f[k].bytes);
            o = o || (over && over[k]);
        }
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, rest));
        xt_text_addw(t, XT_A_NORMAL, 0, true, "%7s", pct_s(ar, rest, use));
        xt_text_add(t, o ? XT_A_WARN : XT_A_NORMAL, "%s", o ? XT_OVER_PLAN_MARK : " ");
        xt_text_add(t, XT_A_DIM, "in the %zu smallest modules' outputs; %s", nf - shown,
                    t->screen ? "e exports every one" : "--json lists every one");
    }
    return true;
}

xt_live_set xt_live_at(xt_arena *ar, const xt_analysis *a, size_t m, const xt_module_runtime *r,
                       size_t exec, bool families)
{
    xt_live_set s = { 0 };
    if (exec == r->nexecs - 1 && r->live_at_last) {
        s.g = r->live_at_last;
        s.ng = r->nlive;
        s.use = r->in_use_at_last;
        s.f = r->families;
        s.nf = r->nfamilies;
        return s;
    }
    xt_origin_group *g;
    s.ng = xt_runtime_live_at_exec(a->rt, r, a->plans[m], exec, ar, &g, &s.use);
    s.g = g;
    if (families) {
        xt_live_family *f;
        s.nf = xt_live_families(g, s.ng, ar, &f);
        s.f = f;
    }
    return s;
}

typedef struct exec_group {
    size_t exec, group;
} exec_group;

/* By execution; one execution's groups in the live set's order. */
static int exec_group_cmp(const void *x, const void *y)
{
    const exec_group *a = x, *b = y;
    if (a->exec != b->exec)
        return a->exec < b->exec ? -1 : 1;
    return a->group < b->group ? -1 : a->group > b->group;
}

void xt_view_family(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group, int width)
{
    xt_arena *ar = t->arena;
    const xt_prepared *pr = xt_analysis_prepared(a, m);
    const xt_module_runtime *r = pr ? pr->mrt : NULL;
    if (!r || !r->nexecs || !r->allocator)
        return;
    if (exec >= r->nexecs)
        exec = r->nexecs - 1;
    xt_live_set ls = xt_live_at(ar, a, m, r, exec, true);
    const xt_origin_group *g = ls.g;
    const xt_live_family *f = ls.f;
    int64_t use = ls.use;
    size_t ng = ls.ng, nf = ls.nf, mlen, k = 0;
    if (group >= ng || g[group].step_parameters || !xt_output_origin(g[group].origin, &mlen))
        return;
    const char *mod = g[group].origin + strlen("outputs of ");
    while (k < nf && (f[k].mlen != mlen || strncmp(f[k].module, mod, mlen)))
        k++;
    if (k == nf)
        return;
    t->title = xt_arena_printf(ar, "Live outputs of %s", xt_safe(ar, f[k].module));
    xt_text_wrap(t, XT_A_HEAD, width, 2, "",
                 xt_arena_printf(ar, "Live in %s when %s's execution %zu started: %s (%s) "
                                     "in %s (bytes measured; executions inferred); each row's share "
                                     "is of these",
                                 xt_safe(ar, r->allocator->name), xt_safe(ar, a->host->modules[m].name),
                                 exec + 1, Bs(ar, f[k].bytes), share_of(ar, f[k].bytes, use, Bs(ar, use)),
                                 family_text(ar, &f[k], true)));
    /* by execution: a leak reads as one step after another */
    exec_group *v = xt_arena_alloc(ar, (f[k].groups + 1) * sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < ng && n < f[k].groups; i++) {
        size_t ml, e;
        if (!g[i].step_parameters && g[i].buffers && (e = xt_output_origin(g[i].origin, &ml)) &&
            ml == mlen && !strncmp(g[i].origin + strlen("outputs of "), mod, mlen))
            v[n++] = (exec_group){ e, i };
    }
    qsort(v, n, sizeof *v, exec_group_cmp);
    size_t cap = t->screen ? XT_VIEW_LIVE_ROWS : t->list_rows;
    size_t shown = cap && n > cap && cap > 1 ? cap - 1 : n;
    /* shares of the module's outputs (of the whole set, a leak's steps
     * each read 0.0%: a trial) */
    over_plan ov = { a, r->allocator, 0, 0, 0, 0, false };
    for (size_t i = 0; i < shown && !ov.exec_brief; i++)
        ov.exec_brief = exec_cut(t, g, v[i].group, width);
    for (size_t i = 0; i < shown; i++)
        live_group_row(t, g, v[i].group, f[k].bytes, width, &ov, NULL);
    if (shown < n) {
        int64_t rest = 0;
        size_t bufs = 0;
        for (size_t i = shown; i < n; i++) {
            rest = xt_sat_add(rest, g[v[i].group].bytes);
            bufs += g[v[i].group].buffers;
        }
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, rest));
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(ar, rest, f[k].bytes));
        xt_text_add(t, XT_A_DIM, " in executions %zu-%zu (%zu groups, %zu buffers); %s", v[shown].exec,
                    v[n - 1].exec, n - shown, bufs, t->screen ? "e exports every one" : "--json lists every one");
    }
    over_plan_note(t, &ov, g, width);
}

void xt_view_exec_list(xt_text *t, const xt_analysis *a, size_t m, size_t exec, int width)
{
    const xt_prepared *pr = xt_analysis_prepared(a, m);
    const xt_module_runtime *r = pr ? pr->mrt : NULL;
    if (!r || !r->nexecs)
        return;
    view_exec_rows(t, a, r, exec < r->nexecs ? exec : r->nexecs - 1, 0, width);
}

void xt_view_runtime(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t max_rows,
                     int width)
{
    xt_arena *ar = t->arena;
    const xt_host *h = a->host;
    /* the key on screen only: an export has none (README; a trial found
     * "p: why" in a TF capture's export) */
    t->title = h->nmodules ? "Runtime"
               : t->screen ? "Runtime (p: why there is no plan)"
                           : "Runtime (no plan: the capture has no compiled modules)";
    const xt_prepared *pr = m < h->nmodules ? prepared(t, a, m) : NULL;
    const xt_allocator *pool = pr ? pr->pool : h->nmodules ? NULL : xt_analysis_main_pool(a);
    /* several devices: their table first, where the view opens ("which GPU"
     * was below eight allocator rows that repeat its pools: a trial at
     * 80x24 pressed j 15 times to reach it) */
    if (pr && pr->devices->n >= 2)
        device_rows(t, a, m, pr->devices, XT_T_DEVICE, width);
    view_allocators(t, a, pool);
    if (!pr) {
        view_pool_peak(t, a, width);
        return;
    }
    const xt_module_runtime *r = pr->mrt;
    const xt_plan *p = a->plans[m];
    if (!executions_heading(t, a, m, pr, width))
        return;
    if (r->has_growth && r->growth == 0 && r->growth_r2 >= 1.0) {
        /* the same bytes at every start: flat, as measured (in 53 columns:
         * "... flat across executio…" at 80x24, a trial) */
        xt_text_line(t, XT_A_DIM, "  no growth: in use is equal at each start (measured)");
    } else if (r->has_growth && fabs(r->growth) < XT_GROWTH_FLAT_BYTES) {
        /* a slope under the flat bar is a fit's, and a weak fit says so
         * ("flat (measured)" over -27 B with R^2 0.44: a trial) */
        char d[32];
        xt_text_wrap(t, XT_A_DIM, width - 2, 4, "  ",
                     xt_arena_printf(ar, "no growth: a line fit gives %s per execution, under %s (inferred, "
                                         "R^2 %.2f%s)",
                                     xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)),
                                     Bs(ar, XT_GROWTH_FLAT_BYTES), r->growth_r2,
                                     r->growth_r2 < XT_GROWTH_MIN_R2
                                         ? ", a weak fit: in use at start varies without a trend"
                                         : ""));
    } else if (r->has_growth && r->growth_r2 < XT_GROWTH_MIN_R2) {
        /* a slope through noise is not a leak: say how poor the fit is */
        char d[32];
        xt_text_wrap(t, XT_A_DIM, width - 2, 4, "  ",
                     xt_arena_printf(ar, "no clear trend: a line fit gives %s per execution but "
                                         "explains little (R^2 %.2f, inferred; a steady leak "
                                         "fits with R^2 %.1f or more)",
                                     xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)),
                                     r->growth_r2, XT_GROWTH_MIN_R2));
    } else if (r->has_growth) {
        /* the growth note stops two columns short of the width (where the
         * report has always wrapped it) */
        char d[32];
        xt_text_wrap(t, xt_growth_significant(r) ? XT_A_WARN : XT_A_DIM, width - 2, 4, "  ",
                     xt_arena_printf(ar, "growth %s per execution (inferred from a line fit, R^2 %.2f)%s",
                                     xt_fmt_delta(d, sizeof d, (int64_t)llround(r->growth)), r->growth_r2,
                                     p->outputs > 0 ? xt_arena_printf(ar, " = %.2fx the non-aliased outputs",
                                                                      r->growth_ratio) : ""));
    }
    if (!r->nexecs) {
        xt_text_line(t, XT_A_DIM, "  none in the capture (it ran before the trace, or not at all)");
        return;
    }
    if (exec == SIZE_MAX || exec >= r->nexecs)
        exec = r->nexecs - 1;
    view_tpu_gaps(t, a, r, exec, width);
    view_exec_rows(t, a, r, exec, max_rows, width);
    if (!r->allocator)
        return;
    /* families: the story's at the last start, else made (and sorted) by
     * live_by_module */
    xt_live_set ls = xt_live_at(ar, a, m, r, exec, false);
    const xt_origin_group *g = ls.g;
    int64_t use = ls.use;
    size_t ng = ls.ng;
    /* a narrow pane keeps the figure and its label: shorter wordings
     * before a cut ("... started: 304.0 Mi…" lost the unit) */
    const char *pname = xt_safe(ar, r->allocator->name), *used = Bs(ar, use);
    /* the bytes are measured; what each group came from (the execution
     * or host event running when it was allocated) is inferred from the
     * times: "outputs of jit_matmul(19) execution 10" under "(measured)"
     * read as measured (a trial) */
    const char *head[] = {
        xt_arena_printf(ar, "Live in %s when execution %zu started: %s allocated (measured); sources "
                            "inferred from when each was allocated%s", pname, exec + 1, used,
                        t->screen ? "; Enter on a group opens it" : ""),
        xt_arena_printf(ar, "Live in %s when execution %zu started: %s allocated (measured; sources "
                            "inferred)", pname, exec + 1, used),
        xt_arena_printf(ar, "Live in %s at execution %zu's start: %s (measured; sources inferred)", pname,
                        exec + 1, used),
        /* narrower: the pool kept, "bytes" saying what is measured */
        xt_arena_printf(ar, "Live in %s at execution %zu's start: %s (bytes measured)", pname, exec + 1,
                        used),
        xt_arena_printf(ar, "Live at execution %zu's start: %s (bytes measured)", exec + 1, used),
        xt_arena_printf(ar, "Live at exec %zu's start: %s (measured)", exec + 1, used),
    };
    size_t hk = 0;
    while (t->screen && width > 0 && hk + 1 < sizeof head / sizeof *head &&
           (int)xt_utf8_width(head[hk]) > width)
        hk++;
    xt_text_line(t, XT_A_HEAD, "%s", head[hk]);
    /* the chart's most inside this execution, above the list's start: the
     * list is at the start, the rise is what the execution allocated on
     * top before it failed or freed it ("most 8.00 GiB" over a list of
     * 7.50 GiB at the last start, and no word on the difference: a
     * trial) */
    const xt_exec *sx = &a->rt->execs[r->execs[exec]];
    int64_t most = xt_allocator_most_between(r->allocator, sx->start_ps, sx->end_ps);
    if (use >= 0 && most > use && most == r->allocator->window_peak) {
        char d[32];
        xt_text_wrap(t, XT_A_DIM, width - 2, 4, "  ",
                     xt_arena_printf(ar, "inside it, in use rose to %s (%s on top of this list), the pool's most in "
                                         "the capture (measured)",
                                     Bs(ar, most), xt_fmt_delta(d, sizeof d, most - use)));
    }
    /* a leak's sum by module first, then every group */
    over_plan ov = { a, r->allocator, 0, 0, 0, 0, false };
    size_t over_first = SIZE_MAX; /* a family's group above its plan, maybe not a row shown */
    if (live_by_module(t, g, ng, ls.f, ls.nf, use, width, &ov, &over_first)) {
        /* all of it again, not the rest: "By module" 74.8% and these rows'
         * 100% read as 175% (a trial) */
        const char *oh[] = { "By origin, all of it (the step's own parameters first, then by size):",
                             "By origin, all of it (parameters first, then by size):",
                             "By origin, all of it:", "By origin:" };
        size_t ok = 0;
        while (t->screen && width > 0 && ok + 1 < sizeof oh / sizeof *oh && (int)strlen(oh[ok]) > width)
            ok++;
        xt_text_line(t, XT_A_HEAD, "%s", oh[ok]);
    }
    live_group_rows(t, g, ng, use, width, &ov, NULL, 0);
    if (!ov.n && over_first != SIZE_MAX) /* a "By module" row marked, its group among the summed rows */
        over_plan_check(&ov, g, over_first);
    over_plan_note(t, &ov, g, width);
    if (exec == r->nexecs - 1 && r->nbetween)
        view_between(t, r);
}

/* The plan's output an allocation may be where its event has no shape
 * (or no Python line): made by an execution of a module with a plan and
 * outliving it (an output does; the temp block and scratch of the same
 * size do not: a review named a 4 MiB temp the plan's 4 MiB output), of
 * a requested size the plan's outputs have with one shape and line (and
 * the event's shape, where it has one).  *same: how many outputs have
 * that size.  Each module's outputs are taken once per cache (a list's
 * rows, a search's lists: the parameters' group mixes modules, and took
 * them again at each change, 8 s and 2.4 GB a key: an attacker's
 * review), and a size without a shape looked up once. */
typedef struct shape_mod {
    xt_live_buf *o;
    size_t no;
    xt_imap memo; /* requested size -> index + 1 of the output (0: none), same << 32 */
    bool taken;
} shape_mod;

struct xt_shape_cache {
    const xt_analysis *a;
    xt_arena ar;
    shape_mod *m; /* per module */
};

xt_shape_cache *xt_shape_cache_new(const xt_analysis *a)
{
    xt_shape_cache *c = xt_xcalloc(1, sizeof *c);
    c->a = a;
    c->m = xt_xcalloc(a->host->nmodules + 1, sizeof *c->m);
    return c;
}

void xt_shape_cache_free(xt_shape_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < c->a->host->nmodules; i++)
        if (c->m[i].taken)
            xt_imap_free(&c->m[i].memo);
    free(c->m);
    xt_arena_free(&c->ar);
    free(c);
}

static const xt_live_buf *output_like(xt_shape_cache *c, const xt_allocator *al, const xt_mem_event *e,
                                      size_t *same)
{
    const xt_analysis *a = c->a;
    const xt_runtime *rt = a->rt;
    *same = 0;
    const xt_exec *mk = e->exec < rt->nexecs + rt->nparts ? &rt->execs[e->exec] : NULL;
    const xt_mem_event *gone = e->freed_by < al->nevents ? &al->events[e->freed_by] : NULL;
    if (!mk || (gone && gone->t_ps < mk->end_ps) || mk->module >= a->host->nmodules)
        return NULL;
    shape_mod *pl = &c->m[mk->module];
    if (!pl->taken) {
        const xt_plan *mp = a->plans[mk->module];
        pl->taken = true;
        pl->no = mp && mp->has_plan ? xt_plan_outputs(mp, &c->ar, &pl->o) : 0;
        xt_imap_init(&pl->memo, 16);
    }
    size_t v;
    if (!*e->shape && xt_imap_get(&pl->memo, e->requested, &v)) {
        *same = v >> 32;
        return (v & 0xffffffffu) ? &pl->o[(v & 0xffffffffu) - 1] : NULL;
    }
    /* largest first: the run of this size by halving */
    size_t lo = 0, hi = pl->no;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (pl->o[mid].bytes > e->requested)
            lo = mid + 1;
        else
            hi = mid;
    }
    const xt_live_buf *like = NULL;
    bool one = true;
    size_t n = 0;
    for (size_t i = lo; i < pl->no && pl->o[i].bytes == e->requested; i++)
        if (!*e->shape || !strcmp(pl->o[i].shape, e->shape)) {
            if (like && (strcmp(like->shape, pl->o[i].shape) || strcmp(like->source, pl->o[i].source)))
                one = false;
            like = like ? like : &pl->o[i];
            n++;
        }
    if (!one)
        like = NULL;
    if (!*e->shape && n <= 0xffffffffu && pl->no < 0xffffffffu)
        xt_imap_put(&pl->memo, e->requested,
                    ((size_t)n << 32) | (like ? (size_t)(like - pl->o) + 1 : 0));
    *same = n;
    return like;
}

void xt_view_origin(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group)
{
    const xt_prepared *pr = xt_analysis_prepared(a, m);
    const xt_module_runtime *r = pr ? pr->mrt : NULL;
    if (!r || !r->nexecs || !r->allocator)
        return;
    if (exec >= r->nexecs)
        exec = r->nexecs - 1;
    xt_live_set ls = xt_live_at(t->arena, a, m, r, exec, false);
    xt_view_origin_of(t, a, NULL, r, &ls, group);
}

size_t xt_view_origin_of(xt_text *t, const xt_analysis *a, xt_shape_cache *sc, const xt_module_runtime *r,
                         const xt_live_set *ls, size_t group)
{
    xt_arena *ar = t->arena;
    const xt_origin_group *g = ls->g;
    size_t ng = ls->ng;
    if (!r->allocator || group >= ng)
        return t->nrows;
    t->title = xt_arena_printf(ar, "Live from %s", xt_safe(ar, g[group].origin));
    if (g[group].step_parameters && g[group].params_from_before > 0) {
        /* the buffers are measured; which bytes from before the capture
         * hold parameters is inferred from the plan's sizes */
        int64_t bufs = g[group].bytes - g[group].params_from_before;
        if (!g[group].buffers) /* "200.0 MiB: 0 B in 0 buffers (m…" read as a contradiction (a trial) */
            xt_text_line(t, XT_A_HEAD, "%s: %s, all allocated before the capture (inferred from the "
                                       "plan's sizes; no allocation event of it names them)",
                         xt_safe(ar, g[group].origin), Bs(ar, g[group].bytes));
        else
            xt_text_line(t, XT_A_HEAD, "%s: %s: %s allocated before the capture (inferred from the "
                                       "plan's sizes) and %s in %zu buffer%s (measured)",
                         xt_safe(ar, g[group].origin), Bs(ar, g[group].bytes),
                         Bs(ar, g[group].params_from_before), Bs(ar, bufs), g[group].buffers,
                         g[group].buffers == 1 ? "" : "s");
    } else if (!g[group].buffers && !g[group].step_parameters) {
        /* no event of the capture explains them: say what the figure is */
        xt_text_line(t, XT_A_HEAD, "%s: %s (measured: in use at this start less every allocation "
                                   "the capture saw still live)", xt_safe(ar, g[group].origin),
                     Bs(ar, g[group].bytes));
        xt_text_line(t, XT_A_DIM, "No allocation event of the capture names them: start the trace "
                                  "before they are made (jax.profiler.start_trace earlier) to see "
                                  "where they come from.");
        return t->nrows;
    } else {
        xt_text_line(t, XT_A_HEAD, "%s: %s in %zu buffer%s (measured)", xt_safe(ar, g[group].origin),
                     Bs(ar, g[group].bytes), g[group].buffers, g[group].buffers == 1 ? "" : "s");
        /* its Python line, a row of its own (a trial found it only with
         * y: the heading is cut in a narrow pane) */
        if (*g[group].source)
            xt_text_line(t, XT_A_NORMAL, "  at %s (inferred: the line running when allocated)",
                         xt_safe(ar, g[group].source));
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_addw(t, XT_A_HEAD, 12, true, "requested");
    xt_text_addw(t, XT_A_HEAD, 14, true, "allocated at");
    xt_text_add(t, XT_A_HEAD, "  address / shape");
    size_t first = t->nrows;
    xt_shape_cache *own = a && !sc ? xt_shape_cache_new(a) : NULL;
    if (own)
        sc = own;
    for (size_t i = 0; i < g[group].buffers; i++) {
        const xt_mem_event *e = &r->allocator->events[g[group].members[i]];
        /* Enter opens its allocation (it opened nothing: a trial) */
        xt_text_row(t, XT_T_ALLOC, g[group].members[i]);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, e->bytes));
        xt_text_addw(t, XT_A_NORMAL, 12, true, "%s", Bs(ar, e->requested));
        xt_text_addw(t, XT_A_DIM, 14, true, "%s", ms(ar, e->t_ps));
        xt_text_add(t, XT_A_DIM, "  0x%llx %s", (unsigned long long)e->addr, xt_safe(ar, e->shape));
        /* no shape in the event: the plan's output of its size, as its
         * own page says (the column was empty where that page named
         * f32[131072,1024]: a trial) */
        size_t same;
        const xt_live_buf *like = !*e->shape && sc ? output_like(sc, r->allocator, e, &same) : NULL;
        if (like && *like->shape)
            xt_text_add(t, XT_A_DIM, "%s (inferred from the plan)", xt_safe(ar, like->shape));
    }
    xt_shape_cache_free(own);
    /* the parameters' bytes from before the capture, a row of their own:
     * the heading's 48.0 MiB over one 16.0 MiB row did not add up (a
     * trial) */
    if (g[group].step_parameters && g[group].params_from_before > 0) {
        xt_text_row(t, XT_T_BEFORE, group);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, g[group].params_from_before));
        xt_text_addw(t, XT_A_NORMAL, 12, true, "-");
        xt_text_addw(t, XT_A_DIM, 14, true, "before");
        xt_text_add(t, XT_A_DIM, "  allocated before the capture (no event names them; parameters by the "
                                 "plan's sizes, inferred)");
    }
    return first;
}

/* One labelled figure of an allocation: its label in a column (under 48
 * columns before it), the text wrapped under it, numbers whole. */
static void alloc_fact_in(xt_text *t, int width, int col, const char *label, const char *text)
{
    bool column = width >= col + 34;
    const char *pre = column ? xt_arena_printf(t->arena, "  %-*s", col, label)
                             : xt_arena_printf(t->arena, "  %s: ", label);
    xt_text_wrap(t, XT_A_NORMAL, width, column ? col + 2 : 4, pre, text);
}
static void alloc_fact(xt_text *t, int width, const char *label, const char *text)
{
    alloc_fact_in(t, width, 14, label, text);
}

/* A stat's value as text (a byte count also in bytes' units). */
static const char *stat_text(xt_arena *ar, const xt_stat *s)
{
    bool bytes = strstr(s->name, "bytes") != NULL;
    switch (s->kind) {
    case XT_STAT_INT:
        return bytes ? xt_arena_printf(ar, "%lld (%s)", (long long)s->v.i, Bs(ar, s->v.i))
                     : xt_arena_printf(ar, "%lld", (long long)s->v.i);
    case XT_STAT_UINT:
        return bytes && s->v.u <= INT64_MAX
                   ? xt_arena_printf(ar, "%llu (%s)", (unsigned long long)s->v.u, Bs(ar, (int64_t)s->v.u))
                   : xt_arena_printf(ar, "%llu", (unsigned long long)s->v.u);
    case XT_STAT_DOUBLE:
        return xt_arena_printf(ar, "%g", s->v.d);
    case XT_STAT_STR:
        return xt_safe(ar, s->v.s ? s->v.s : "");
    case XT_STAT_BYTES:
        return xt_arena_printf(ar, "%u bytes of data", (unsigned)s->len);
    default:
        return "(no value)";
    }
}

/* The line of host h whose events hold ev, and its plane (NULL: none). */
static const xt_line *line_of(const xt_host *h, const xt_event *ev, const xt_plane **plane)
{
    for (size_t p = 0; ev && p < h->nplanes; p++)
        for (size_t l = 0; l < h->planes[p].nlines; l++) {
            const xt_line *li = &h->planes[p].lines[l];
            if (li->events && ev >= li->events && ev < li->events + li->nevents) {
                *plane = &h->planes[p];
                return li;
            }
        }
    return NULL;
}

/* Where ps is against execution x's start: "0.120 ms after execution 10
 * of jit_matmul(19) started". */
static const char *exec_rel(xt_arena *ar, const xt_analysis *a, const xt_exec *x, int64_t ps)
{
    const char *mod = x->module < a->host->nmodules ? a->host->modules[x->module].name
                      : x->module_name                ? x->module_name
                                                      : "an unknown module";
    int64_t d = ps - x->start_ps;
    return xt_arena_printf(ar, "%s %s execution %zu of %s started", ms(ar, d < 0 ? -d : d),
                           d < 0 ? "before" : "after", x->index, xt_safe(ar, mod));
}

/* An allocator event read back with every stat (xt_line_window_all): the
 * ordinal-th of the window's events with want's start and metadata, its
 * stats copied into the view's arena (the read-back's are gone after it). */
typedef struct alloc_readback {
    const xt_event *want;
    size_t ordinal, seen;
    xt_arena *ar;
    xt_stat *stats;
    uint32_t nstats;
    bool found;
} alloc_readback;

static void readback_event(void *ctx, const xt_event *ev)
{
    alloc_readback *rb = ctx;
    if (rb->found || ev->start_ps != rb->want->start_ps || ev->meta != rb->want->meta)
        return;
    if (rb->seen++ != rb->ordinal)
        return;
    rb->found = true;
    rb->nstats = ev->nstats;
    rb->stats = ev->nstats ? xt_arena_memdup(rb->ar, ev->stats, ev->nstats * sizeof *ev->stats) : NULL;
    for (uint32_t i = 0; i < rb->nstats; i++) {
        xt_stat *s = &rb->stats[i];
        s->name = xt_arena_strdup(rb->ar, s->name ? s->name : "");
        if (s->kind == XT_STAT_STR)
            s->v.s = xt_arena_strdup(rb->ar, s->v.s ? s->v.s : "");
        else if (s->kind == XT_STAT_BYTES)
            s->v.s = s->v.s ? xt_arena_memdup(rb->ar, s->v.s, s->len) : NULL;
    }
}

void xt_view_allocation(xt_text *t, const xt_analysis *a, size_t m, size_t exec, size_t group, size_t ev,
                        int width)
{
    xt_arena *ar = t->arena;
    const xt_prepared *pr = xt_analysis_prepared(a, m);
    const xt_module_runtime *r = pr ? pr->mrt : NULL;
    const xt_allocator *al = r ? r->allocator : NULL;
    if (width <= 0)
        width = 100;
    t->title = "Allocation";
    if (!al || !r->nexecs || ev >= al->nevents || !al->events[ev].alloc) {
        xt_text_line(t, XT_A_DIM, "No such allocation in this module's pool.");
        return;
    }
    if (exec >= r->nexecs)
        exec = r->nexecs - 1;
    const xt_mem_event *e = &al->events[ev];
    const xt_runtime *rt = a->rt;
    /* its group in the live set at the start: the one it was opened from,
     * else whichever holds it (none: not live there) */
    xt_live_set ls = xt_live_at(ar, a, m, r, exec, false);
    const xt_origin_group *g = NULL;
    for (size_t k = 0; !g && k <= ls.ng; k++) {
        size_t gi = k == 0 ? group : k - 1;
        for (size_t i = 0; gi < ls.ng && i < ls.g[gi].buffers; i++)
            if (ls.g[gi].members[i] == ev) {
                g = &ls.g[gi];
                break;
            }
    }
    t->title = xt_arena_printf(ar, "Allocation 0x%llx, %s", (unsigned long long)e->addr, Bs(ar, e->bytes));
    xt_text_wrap(t, XT_A_HEAD, width, 2, "",
                 xt_arena_printf(ar, "One allocation in %s: %s handed out for %s requested (measured)%s",
                                 xt_safe(ar, al->name), Bs(ar, e->bytes), Bs(ar, e->requested),
                                 g ? xt_arena_printf(ar, ", of %s", xt_safe(ar, g->origin)) : ""));
    alloc_fact(t, width, "handed out",
               xt_arena_printf(ar, "%s, %s bytes (measured: the event's allocation_bytes)", Bs(ar, e->bytes),
                               xt_fmt_int((char[32]){ 0 }, 32, e->bytes)));
    alloc_fact(t, width, "requested",
               xt_arena_printf(ar, "%s, %s bytes (measured: requested_bytes)", Bs(ar, e->requested),
                               xt_fmt_int((char[32]){ 0 }, 32, e->requested)));
    int64_t round = e->bytes - e->requested;
    alloc_fact(t, width, "rounding",
               round > 0   ? xt_arena_printf(ar, "%s, %s bytes more than requested (inferred: handed out less "
                                                 "requested, the allocator's rounding up to its chunk)",
                                             Bs(ar, round), xt_fmt_int((char[32]){ 0 }, 32, round))
               : round < 0 ? xt_arena_printf(ar, "%s less than requested (the event's figures disagree)",
                                             Bs(ar, -round))
                           : "none: handed out as requested (measured)");
    alloc_fact(t, width, "pool",
               al->capacity > 0
                   ? xt_arena_printf(ar, "%s of %s (measured: bytes in use plus available)",
                                     xt_safe(ar, al->name), Bs(ar, al->capacity))
                   : xt_arena_printf(ar, "%s (its size unknown)", xt_safe(ar, al->name)));
    alloc_fact(t, width, "address", xt_arena_printf(ar, "0x%llx (measured: addr)", (unsigned long long)e->addr));
    /* when: against the execution that made it, else the nearest start */
    const xt_exec *mk = e->exec < rt->nexecs + rt->nparts ? &rt->execs[e->exec] : NULL;
    const char *when;
    const xt_exec *dev = NULL; /* a TPU host call's execution on the device */
    for (size_t i = 0; mk && !mk->counted && mk->module != SIZE_MAX && i < rt->nexecs && !dev; i++)
        if (rt->execs[i].counted && rt->execs[i].module == mk->module && rt->execs[i].index == mk->index &&
            rt->execs[i].start_ps >= mk->start_ps)
            dev = &rt->execs[i];
    if (dev && xt_runtime_call_before(rt, dev) != mk) /* paired as the notes pair them, or not at all */
        dev = NULL;
    if (mk && dev) {
        /* made by the host call, which is numbered apart from the device's
         * executions: against the device's start, as the executions table
         * and the live line below have it ("0.024 ms after execution 1
         * started" of the call, then "allocated before it" of the device's
         * start at 5439.011 ms: a trial) */
        int64_t d = e->t_ps - dev->start_ps, in = e->t_ps - mk->start_ps;
        when = xt_arena_printf(ar, "%s (measured), %s %s execution %zu of %s started on the device, in its "
                                   "host call, %s after that began (measured; the call and the execution "
                                   "paired by their order, inferred)",
                               ms(ar, e->t_ps), ms(ar, d < 0 ? -d : d), d < 0 ? "before" : "after", dev->index,
                               xt_safe(ar, a->host->modules[dev->module].name), ms(ar, in < 0 ? -in : in));
    } else if (mk) {
        when = xt_arena_printf(ar, "%s (measured), %s (measured)", ms(ar, e->t_ps), exec_rel(ar, a, mk, e->t_ps));
    } else {
        const xt_exec *near = NULL;
        int64_t best = INT64_MAX;
        for (size_t i = 0; i < rt->nexecs; i++) {
            if (!rt->execs[i].counted) /* a TPU host call: numbered apart from the table's */
                continue;
            int64_t d = rt->execs[i].start_ps - e->t_ps;
            d = d < 0 ? -d : d;
            if (d < best) {
                best = d;
                near = &rt->execs[i];
            }
        }
        when = near ? xt_arena_printf(ar, "%s (measured), outside any execution; the nearest start: %s "
                                          "(measured)",
                                      ms(ar, e->t_ps), exec_rel(ar, a, near, e->t_ps))
                    : xt_arena_printf(ar, "%s (measured), no execution in the capture", ms(ar, e->t_ps));
    }
    alloc_fact(t, width, "allocated at", when);
    const char *origin = g ? g->origin : e->origin;
    if (origin)
        alloc_fact(t, width, "origin",
                   xt_arena_printf(ar, "%s (inferred: %s)", xt_safe(ar, origin),
                                   mk ? "the execution running on its thread when it was allocated"
                                      : "the host event around it when it was allocated"));
    if (mk) {
        const char *mod = mk->module < a->host->nmodules
                              ? xt_arena_printf(ar, "%s: HLO module %s, program id %llu (read)",
                                                xt_safe(ar, a->host->modules[mk->module].name),
                                                xt_safe(ar, a->host->modules[mk->module].hlo_name),
                                                (unsigned long long)a->host->modules[mk->module].program_id)
                              : xt_arena_printf(ar, "%s (no HloProto of it in the capture)",
                                                xt_safe(ar, mk->module_name ? mk->module_name : "unknown"));
        alloc_fact(t, width, "module", mod);
    }
    /* made by an execution and no shape in the event: the plan's output
     * of that size, when its outputs have one shape and line of it (the
     * 545.5 MiB outputs of a conv said "shape not in the event" and no
     * Python line, where the plan names bf16[1,5120,34,31,53] and its
     * line: a trial) */
    const char *pshape = NULL, *psrc = NULL, *pwhy = NULL;
    if (!*e->shape || !*e->source) {
        xt_shape_cache *sc = xt_shape_cache_new(a);
        size_t same;
        const xt_live_buf *like = output_like(sc, al, e, &same);
        if (like) { /* copied: the cache goes below */
            pshape = *like->shape ? xt_arena_strdup(ar, like->shape) : NULL;
            psrc = *like->source ? xt_arena_strdup(ar, like->source) : NULL;
            pwhy = same == 1 ? xt_arena_printf(ar, "inferred: the one output of this size in %s's plan, read",
                                               xt_safe(ar, a->host->modules[mk->module].name))
                             : xt_arena_printf(ar, "inferred: all %zu outputs of this size in %s's plan "
                                                   "have it, read", same,
                                               xt_safe(ar, a->host->modules[mk->module].name));
        }
        xt_shape_cache_free(sc);
    }
    alloc_fact(t, width, "shape",
               *e->shape ? xt_arena_printf(ar, "%s (read: the event's shape stat)", xt_safe(ar, e->shape))
               : pshape  ? xt_arena_printf(ar, "%s (%s)", xt_safe(ar, pshape), pwhy)
                         : "not in the event");
    const char *src = *e->source ? e->source : g && *g->source ? g->source : NULL;
    alloc_fact(t, width, "Python",
               src     ? xt_arena_printf(ar, "%s (inferred: the line running when allocated)", xt_safe(ar, src))
               : psrc  ? xt_arena_printf(ar, "%s (%s)", xt_safe(ar, psrc), pwhy)
                       : "no Python line around it in the capture");
    alloc_fact(t, width, "in use after",
               xt_arena_printf(ar, "%s in %s just after it (measured: bytes_allocated)", Bs(ar, e->in_use),
                               xt_safe(ar, al->name)));
    /* live at the start the live set is for, and freed when */
    const xt_exec *sx = &rt->execs[r->execs[exec]];
    const xt_mem_event *fr = e->freed_by < al->nevents ? &al->events[e->freed_by] : NULL;
    bool live = e->t_ps < sx->start_ps && (!fr || fr->t_ps >= sx->start_ps);
    alloc_fact(t, width, "live",
               xt_arena_printf(ar, "%s when execution %zu of %s started at %s, the start this live set is "
                                   "for (measured: %s)",
                               live ? "still live" : "NOT live", exec + 1,
                               xt_safe(ar, a->host->modules[m].name), ms(ar, sx->start_ps),
                               live ? "allocated before it and not freed by then"
                                    : "allocated after it or freed before"));
    alloc_fact(t, width, "freed",
               fr ? xt_arena_printf(ar, "at %s, %s after it was allocated (measured)", ms(ar, fr->t_ps),
                                    ms(ar, fr->t_ps - e->t_ps))
                  : "never within the capture (measured: no free of its address after it)");
    /* the host thread that allocated it, and the event around it there */
    const xt_plane *pl = NULL;
    const xt_line *ln = line_of(a->host, e->raw, &pl);
    if (ln) {
        /* a thread's line id is its thread id; a merged line's a hash */
        alloc_fact(t, width, "host thread",
                   ln->id >= 0 && ln->id <= INT32_MAX
                       ? xt_arena_printf(ar, "%s (thread id %lld, %s; measured)", xt_safe(ar, ln->name),
                                         (long long)ln->id, xt_safe(ar, pl->name))
                       : xt_arena_printf(ar, "%s (%s; measured)", xt_safe(ar, ln->name), xt_safe(ar, pl->name)));
        const xt_event *around = NULL;
        size_t at = (size_t)(e->raw - ln->events);
        for (size_t i = at, n = 0; i-- > 0 && n < 100000; n++) {
            const xt_event *c = &ln->events[i];
            if (c->start_ps <= e->raw->start_ps && c->start_ps + c->dur_ps > e->raw->start_ps) {
                around = c;
                break;
            }
        }
        if (around)
            alloc_fact(t, width, "around it",
                       xt_arena_printf(ar, "%s, from %s for %s (measured: the innermost event around it "
                                           "on that thread)",
                                       xt_safe(ar, xt_event_name(around)), ms(ar, around->start_ps),
                                       ms(ar, around->dur_ps)));
    } else {
        alloc_fact(t, width, "host thread", "not known");
    }
    /* every other stat of the event, as it says it: the model keeps only
     * those an analysis reads, so the event is read back from the file */
    if (!e->raw)
        return;
    alloc_readback rb = { .want = e->raw, .ar = ar };
    const char *why = NULL;
    if (!ln) {
        why = "its host thread is not known";
    } else {
        for (size_t i = (size_t)(e->raw - ln->events); i-- > 0 && ln->events[i].start_ps == e->raw->start_ps;)
            rb.ordinal += ln->events[i].meta == e->raw->meta;
        xt_error err = { 0 };
        if (xt_line_window_all(a->host, pl, ln, e->raw->start_ps, xt_sat_add(e->raw->start_ps, 1),
                               readback_event, &rb, &err))
            /* copied: err ends with this block (ASan: a use after scope) */
            why = err.msg[0] ? xt_arena_strdup(ar, err.msg) : "it could not be read";
        else if (!rb.found)
            why = "the event is no longer where it was";
    }
    if (why)
        xt_text_wrap(t, XT_A_DIM, width, 2, "",
                     xt_arena_printf(ar, "Not read back from the file (%s): only the stats the analyses "
                                         "keep are shown.",
                                     xt_safe(ar, why)));
    const xt_stat *own = rb.found ? rb.stats : e->raw->stats;
    uint32_t nown = rb.found ? rb.nstats : e->raw->nstats;
    static const char *const shown[] = { XT_ST_ALLOCATION_BYTES, XT_ST_REQUESTED_BYTES, XT_ST_ADDR,
                                         XT_ST_SHAPE, XT_ST_BYTES_ALLOCATED };
    xt_text_line(t, XT_A_HEAD, "The event's other stats (read):");
    size_t n = 0;
    int col = 0; /* the names' column: the longest, a blank after it */
    /* the event's own names, hashed once: each of its metadata's stats
     * scanned all of them, at every key (20,000 of each: 21 s a key, an
     * attacker's review) */
    xt_imap own_names;
    xt_imap_init(&own_names, nown);
    for (uint32_t j = 0; j < nown; j++)
        if (own[j].name)
            xt_imap_put(&own_names, (int64_t)(xt_hash_key(own[j].name, strlen(own[j].name)) >> 1), j);
    for (int write = 0; write < 2; write++) {
        for (int pass = 0; pass < 2; pass++) {
            const xt_stat *sv = pass ? e->raw->meta->stats : own;
            uint32_t ns = pass ? e->raw->meta->nstats : nown;
            for (uint32_t i = 0; sv && i < ns; i++) {
                const xt_stat *s = &sv[i];
                bool skip = !s->name;
                for (size_t k = 0; !skip && k < sizeof shown / sizeof *shown; k++)
                    skip = !strcmp(s->name, shown[k]);
                /* the event's own stat hides its metadata's of that name */
                size_t oj;
                if (!skip && pass &&
                    xt_imap_get(&own_names, (int64_t)(xt_hash_key(s->name, strlen(s->name)) >> 1), &oj)) {
                    skip = !strcmp(own[oj].name, s->name);
                    for (uint32_t j = 0; !skip && j < nown; j++) /* (two names of one hash) */
                        skip = own[j].name && !strcmp(own[j].name, s->name);
                }
                if (skip)
                    continue;
                if (!write) {
                    int w = (int)xt_utf8_width(xt_safe(ar, s->name));
                    col = w > col ? w : col;
                    continue;
                }
                alloc_fact_in(t, width, col + 1 > 25 ? 25 : col + 1, *s->name ? xt_safe(ar, s->name) : "(no name)",
                              stat_text(ar, s));
                n++;
            }
        }
    }
    xt_imap_free(&own_names);
    if (!n)
        xt_text_line(t, XT_A_DIM, "  none");
}

static void diagnosis(xt_text *t, const xt_analysis *a, size_t m, int width, bool brief);

void xt_view_diagnosis(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    diagnosis(t, a, m, width, false);
}

void xt_view_diagnosis_brief(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    diagnosis(t, a, m, width, true);
}

static void diagnosis(xt_text *t, const xt_analysis *a, size_t m, int width, bool brief)
{
    xt_arena *ar = t->arena;
    t->title = "Diagnosis";
    if (m >= a->host->nmodules) { /* the TUI and the report say it alike */
        xt_text_line(t, XT_A_DIM, "No module to diagnose: the capture has no HloProtos.");
        return;
    }
    const xt_prepared *pr = prepared(t, a, m);
    const xt_diag *d = pr ? pr->diag : NULL;
    size_t n = pr ? pr->ndiag : 0;
    if (!pr)
        return;
    /* figures that cannot be true come before what is built on them: a
     * damaged capture's sizes (its savings in the exabytes were offered
     * as fixes, the note saying why at the end: a trial) */
    if (pr->verdict.damaged)
        xt_text_wrap(t, XT_A_WARN, width, 2, "",
                     "This module's sizes add up past 8 EiB, or a pool or what is in use is in the "
                     "exabytes: a damaged capture? The lines below are built on those figures, and "
                     "give no saving that large (Notes say more).");
    for (size_t i = 0; i < a->rt->nallocators; i++) {
        const xt_allocator *al = &a->rt->allocators[i];
        if (xt_allocator_disagrees(al)) {
            /* the brief pane's in fewer words, on a row where they fit:
             * its two rows put the second line's fix below an 80x24
             * pane's fold (helper-175 F3) */
            const char *what = xt_allocator_in_use_over_pool(al) ? "holds more than its pool"
                                                                 : "has events saying less than 0 bytes are available";
            const char *note = xt_arena_printf(ar, "%s %s in this capture: its figures disagree, and so "
                                                   "may what follows (Notes say more).",
                                               xt_safe(ar, al->name), what);
            const char *shorter = xt_arena_printf(ar, "%s %s: its figures disagree (Notes say more).",
                                                  xt_safe(ar, al->name), what);
            if (brief && width > 0 && (int)xt_utf8_width(note) > width && (int)xt_utf8_width(shorter) <= width)
                note = shorter;
            xt_text_wrap(t, XT_A_WARN, width, 2, "", note);
            break;
        }
    }
    /* the lines are the shown device's: another that failed is said first
     * ("No memory problem found" under a title "GPU 5 failed" read as an
     * all-clear once GPU 0 was picked: a trial) */
    const xt_devices *dv = pr ? pr->devices : NULL;
    bool other = dv && dv->failed < dv->n && dv->rows[dv->failed].device != pr->device &&
                 pr->device < a->rt->ndevices && dv->rows[dv->failed].device < a->rt->ndevices;
    /* several devices ran it and this one failed: the lines name it (a
     * ticket pasted from them said "1 of 5 executions never launched" and
     * no GPU: a trial) */
    if (dv && !other && dv->failed < dv->n && dv->ran >= 2 && pr->device < a->rt->ndevices &&
        dv->rows[dv->failed].device == pr->device)
        xt_text_wrap(t, XT_A_NORMAL, width, 2, "",
                     /* the others counted as the title counts them ("GPUs
                      * 0-4, 6-7 ran it" above "of 8 that ran it": a trial) */
                     xt_arena_printf(ar, "These lines are %s's, the device that %s; the other "
                                         "%zu ran it too.",
                                     xt_safe(ar, a->rt->devices[pr->device].label),
                                     dv->rows[dv->failed].never_launched
                                         ? "failed"
                                         : xt_arena_printf(ar, "%s", xt_safe(ar, dv->rows[dv->failed].why)),
                                     dv->ran - 1));
    if (other) {
        size_t r0 = t->nrows;
        xt_text_wrap(t, XT_A_WARN, width, 2, "",
                     xt_arena_printf(ar, "These lines are %s's, the device shown; %s %s%s",
                                     xt_safe(ar, a->rt->devices[pr->device].label),
                                     xt_safe(ar, a->rt->devices[dv->rows[dv->failed].device].label),
                                     dv->rows[dv->failed].never_launched ? "failed" : "waited for memory",
                                     /* a key in an export is read where no key works (a trial) */
                                     t->screen ? ": Enter on it in the runtime view's devices shows its own."
                                               : ", and --report gives its own."));
        /* Enter here: that device's row (it did nothing: a trial) */
        if (r0 < t->nrows) {
            t->rows[r0].kind = XT_T_DIAG_DEVICE;
            t->rows[r0].target = dv->rows[dv->failed].device;
        }
    }
    if (!n && (!pr || !pr->pool || pr->pool->capacity <= 0)) {
        /* nothing fired, but the rules that need the pool could not run:
         * not an all-clear */
        const xt_plan *p = m < a->host->nmodules ? a->plans[m] : NULL;
        xt_text_wrap(t, XT_A_WARN, width, 2, "",
                     xt_arena_printf(ar, "No rule fired, but this module's pool is unknown "
                                         "(no allocator events for it): whether the step fits, "
                                         "what else was in use and growth across steps cannot "
                                         "be checked%s.",
                                     p && p->has_plan
                                         ? xt_arena_printf(ar, "; the plan alone needs %s (read)",
                                                           Bs(ar, p->total))
                                         : ""));
        return;
    }
    if (!n) {
        if (other)
            xt_text_line(t, XT_A_GOOD, "No memory problem found for this module on %s.",
                         xt_safe(ar, a->rt->devices[pr->device].label));
        else
            xt_text_line(t, XT_A_GOOD, "No memory problem found for this module.");
        /* a leak across steps shows only over several of them */
        const xt_module_runtime *r = pr ? pr->mrt : NULL;
        size_t known = r && r->nexecs && !r->has_growth && r->allocator ? xt_runtime_execs_in_use_known(a->rt, r) : 0;
        if (r && r->nexecs && !r->has_growth && r->allocator)
            xt_text_wrap(t, XT_A_WARN, width, 2, "",
                         known == r->nexecs
                             ? xt_arena_printf(ar, "But growth per execution needs 3 executions and "
                                                   "the capture has %zu: a leak across steps is not "
                                                   "ruled out (trace more steps).", r->nexecs)
                             /* "needs 3 ... has 5" contradicted itself: the
                              * fit reads the bytes in use at each start */
                             : xt_arena_printf(ar, "But growth per execution needs the bytes in use at "
                                                   "the start of 3 executions, and the allocator's events "
                                                   "give them at %zu of its %zu: a leak across steps is "
                                                   "not ruled out (trace more steps).", known, r->nexecs));
        /* none in the capture: the all-clear is the plan's alone (it read
         * as if the module had been measured: a review against the
         * rules' page, which promised the caveat under 3 executions) */
        if (r && !r->nexecs && a->rt->nexecs)
            xt_text_wrap(t, XT_A_WARN, width, 2, "",
                         "But it did not run in the capture: its plan alone was checked, not the "
                         "memory in use beside it, nor growth across steps.");
        /* a TPU's allocator records nothing inside a step: the all-clear
         * is the plan against the pool (the runtime view said so, cut at
         * 80 columns, and the diagnosis, where a user looks first, said
         * nothing: a trial) */
        if (tpu_blind(a, r))
            xt_text_wrap(t, XT_A_WARN, width, 2, "",
                         "But on TPU the allocator records no events inside the executions: this is "
                         "the plan against its pool, and a request that failed inside a step cannot "
                         "be seen here.");
        return;
    }
    for (size_t i = 0; brief && i < n; i++) {
        /* a low pane: each line's cause on its header's row, its fix on
         * one row, its saving: the pane cuts them, z shows them whole */
        xt_text_row(t, XT_T_DIAG, i);
        xt_text_add(t, XT_A_BAD, "%s", d[i].id);
        xt_text_add(t, XT_A_LABEL, " (%s)", xt_prov_name(d[i].label));
        xt_text_add(t, XT_A_NORMAL, ": %s", xt_safe(ar, d[i].cause));
        /* the fix's row marked whether or not it names its own evidence
         * (Enter then opens the line's): a cursor on it stays on it when
         * z shows the lines whole, where the cause has a row of its own
         * (it went to the cause: a trial) */
        xt_text_row(t, XT_T_DIAG_FIX, i);
        xt_text_add(t, XT_A_NORMAL, "  fix: %s", xt_safe(ar, d[i].fix));
        if (d[i].savings >= 0)
            xt_text_line(t, XT_A_NORMAL, "  saving: up to ~%s (%s)", Bs(ar, d[i].savings),
                         xt_prov_name(d[i].savings_label));
    }
    for (size_t i = 0; !brief && i < n; i++) {
        xt_text_row(t, XT_T_DIAG, i);
        xt_text_add(t, XT_A_BAD, "%s", d[i].id);
        xt_text_add(t, XT_A_LABEL, " (%s)", xt_prov_name(d[i].label));
        size_t cr = t->nrows;
        xt_text_wrap(t, XT_A_NORMAL, width, 4, "  cause: ", xt_safe(ar, d[i].cause));
        if (cr < t->nrows) { /* the line's too: the brief form's header row */
            t->rows[cr].kind = XT_T_DIAG;
            t->rows[cr].target = i;
        }
        size_t fr = t->nrows;
        xt_text_wrap(t, XT_A_NORMAL, width, 4, "  fix:   ", xt_safe(ar, d[i].fix));
        if (fr < t->nrows) {
            /* Enter on the fix (its saving and check under it) opens what
             * it names (else the line's evidence), the line's header and
             * cause what the cause does */
            t->rows[fr].kind = XT_T_DIAG_FIX;
            t->rows[fr].target = i;
        }
        if (d[i].savings >= 0)
            xt_text_line(t, XT_A_NORMAL, "  saving: up to ~%s (%s)", Bs(ar, d[i].savings),
                         xt_prov_name(d[i].savings_label));
        size_t kr = t->nrows;
        if (*d[i].check)
            xt_text_wrap(t, XT_A_DIM, width, 4, "  check: ", xt_safe(ar, d[i].check));
        if (kr < t->nrows) { /* Enter on it opens what its figures are */
            t->rows[kr].kind = XT_T_DIAG_CHECK;
            t->rows[kr].target = i;
        }
    }
    /* two savings may be the same bytes (a leak's growth and the arrays
     * it leaves in use): each is that line's alone */
    size_t with_saving = 0;
    for (size_t i = 0; i < n; i++)
        with_saving += d[i].savings > 0;
    if (with_saving >= 2)
        xt_text_wrap(t, XT_A_DIM, width, 0, "",
                     "Each saving is its line's alone: lines that free the same bytes overlap, "
                     "so the savings do not add up.");
    xt_text_wrap(t, XT_A_DIM, width, 0, "", "Confirm a fix with "
                 "jit(f).lower(*args).compile().memory_analysis(); xoomtui re-runs nothing.");
}

void xt_view_warnings(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    const xt_host *h = a->host;
    const xt_prepared *px = m < h->nmodules ? xt_analysis_prepared(a, m) : NULL;
    const xt_module_runtime *mr = px ? px->mrt : NULL;
    size_t n = h->nwarnings + a->rt->nwarnings + (m < h->nmodules ? a->plans[m]->nwarnings : 0) +
               (mr ? mr->nwarnings : 0);
    /* the other modules' plan notes, which --json lists (an audit found
     * them in the JSON alone): a few, then how many more */
    size_t others = 0;
    for (size_t k = 0; k < h->nmodules; k++)
        others += k != m ? a->plans[k]->nwarnings : 0;
    if (!n && !others)
        return;
    xt_text_line(t, XT_A_HEAD, "Notes");
    for (size_t i = 0; i < h->nwarnings; i++)
        xt_text_wrap(t, XT_A_WARN, width, 4, "  - ", xt_safe(t->arena, h->warnings[i]));
    for (size_t i = 0; i < a->rt->nwarnings; i++)
        xt_text_wrap(t, XT_A_WARN, width, 4, "  - ", xt_safe(t->arena, a->rt->warnings[i]));
    if (m < h->nmodules)
        for (size_t i = 0; i < a->plans[m]->nwarnings; i++)
            xt_text_wrap(t, XT_A_WARN, width, 4, "  - ", xt_safe(t->arena, a->plans[m]->warnings[i]));
    for (size_t i = 0; mr && i < mr->nwarnings; i++)
        xt_text_wrap(t, XT_A_WARN, width, 4, "  - ", xt_safe(t->arena, mr->warnings[i]));
    enum { OTHER_NOTES = 3 };
    size_t said = 0;
    for (size_t k = 0; k < h->nmodules && said < OTHER_NOTES; k++)
        for (size_t i = 0; k != m && i < a->plans[k]->nwarnings && said < OTHER_NOTES; i++, said++)
            xt_text_wrap(t, XT_A_DIM, width, 4, "  - ", xt_safe(t->arena, a->plans[k]->warnings[i]));
    if (others > said)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  - ",
                     xt_arena_printf(t->arena, "%zu more notes of other modules (--json lists them all)",
                                     others - said));
}

static void module_list(xt_text *t, const xt_analysis *a, const xt_capture *c, size_t host,
                        xt_modules_seen *seen);


const char *xt_view_verdict_line(xt_arena *ar, const xt_analysis *a, int *sev)
{
    const xt_host *h = a->host;
    const char *v = xt_host_verdict_of(a, ar, sev);
    if (!v)
        return NULL;
    /* the module named where the verdict does not ("fits: needs 1.08
     * GiB" of which of 8?) */
    const char *mod = a->selected < h->nmodules ? xt_safe(ar, h->modules[a->selected].name) : NULL;
    const xt_prepared *pr = xt_analysis_prepared(a, a->selected);
    /* the module's verdict, as the TUI's title says it; a failed
     * device it does not name first (the example's "needs 3.72 GiB >
     * pool 2.79 GiB" says nothing of GPU 0's launch that never came) */
    const char *mv = pr && pr->verdict.text && *pr->verdict.text ? pr->verdict.text : v;
    /* the host's verdict where it is the module's and more: a leak's "full
     * in ~10 more executions" (the report's Verdict left it out, the
     * JSON's host verdict had it: a trial) */
    if (mv != v && strlen(v) > strlen(mv) && !strncmp(v, mv, strlen(mv)))
        mv = v;
    /* one device of several failed: why, in figures, before the devices
     * that ran it (the title says them; the Verdict said only "GPU 5
     * failed: execution 5 never launched; GPUs 0-4, 6-7 ran it": a trial) */
    if (pr && mv == pr->verdict.text)
        mv = xt_verdict_with_figures(ar, pr);
    const char *say = mod ? xt_arena_printf(ar, "%s: %s", mod, xt_safe(ar, mv)) : xt_safe(ar, mv);
    const char *fail = strstr(v, " failed: ");
    if (mv != v && fail && !strstr(mv, xt_arena_printf(ar, "%.*s", (int)(fail - v + 7), v))) {
        /* "never launched" once: the failure says it (an attacker's
         * review: "GPU 0 failed: execution 3 never launched (jit_f(5));
         * needs ..., yet an execution never launched") */
        mv = xt_verdict_without_never(ar, mv);
        say = xt_arena_printf(ar, "%s; %s", xt_safe(ar, v), xt_safe(ar, mv));
    }
    return say;
}

/* The planes the capture view lists one by one. */
enum { PLANES_SHOWN = 100 };

void xt_view_capture(xt_text *t, const xt_capture *c, const xt_analysis *a, size_t host,
                     xt_modules_seen *seen, int width)
{
    xt_arena *ar = t->arena;
    const xt_host *h = a->host;
    t->title = "Capture";
    if (host == SIZE_MAX)
        for (size_t i = 0; i < c->nhosts && c->hosts; i++)
            if (&c->hosts[i] == h)
                host = i;
    xt_text_line(t, XT_A_TITLE, "xoomtui report: %s", xt_safe(ar, h->path));
    /* a run's host file named otherwise than its host: the file's name
     * too, which the run's summary lists it by where hostnames repeat (a
     * section headed "host fixture-host" under a row "host-2": a trial) */
    const char *fname = c->nhosts > 1 && h->path ? xt_host_name_of_file(ar, h->path) : NULL;
    const char *file = fname && strcmp(fname, h->hostname ? h->hostname : "")
                           ? xt_arena_printf(ar, "; its file %s", xt_safe(ar, fname)) : "";
    xt_text_line(t, XT_A_NORMAL, "host %s%s%s%s", xt_safe(ar, h->hostname),
                 c->run ? ", run " : "", c->run ? xt_safe(ar, c->run) : "",
                 c->nhosts > 1 && host < c->nhosts
                     ? xt_arena_printf(ar, " (%zu of %zu hosts%s)", host + 1, c->nhosts, file)
                 : c->nhosts > 1 ? xt_arena_printf(ar, " (one of %zu hosts%s)", c->nhosts, file)
                                 : "");
    /* the verdict and the diagnosis's lines first: a ticket's reader
     * met them after 40 rows of planes, allocators and modules (a trial) */
    int sev = 0;
    const char *say = xt_view_verdict_line(ar, a, &sev);
    if (say) {
        const xt_prepared *pr = xt_analysis_prepared(a, a->selected);
        xt_text_wrap(t, sev == XT_SEV_BAD ? XT_A_BAD : sev == XT_SEV_WARN ? XT_A_WARN : XT_A_NORMAL, width, 4,
                     "Verdict: ", say);
        const char *ids = NULL;
        for (size_t i = 0; pr && i < pr->ndiag; i++) {
            const xt_diag *d = &pr->diag[i];
            const char *one = d->savings >= 0 ? xt_arena_printf(ar, "%s (up to ~%s, %s)", d->id, Bs(ar, d->savings),
                                                                 xt_prov_name(d->savings_label))
                                              : d->id;
            ids = ids ? xt_arena_printf(ar, "%s, %s", ids, one) : one;
        }
        if (ids)
            xt_text_wrap(t, XT_A_NORMAL, width, 4, "  diagnosis lines (at the end): ", ids);
    }
    xt_text_line(t, XT_A_NORMAL, "JAX %s%s",
                 h->jax_version ? xt_safe(ar, h->jax_version)
                 : h->nmodules  ? "version not recorded (inferred: JAX < 0.9.2, which does not record it)"
                                : "version not recorded and no compiled modules (inferred: JAX "
                                  "0.4.30 on GPU records neither; TensorFlow records allocator "
                                  "events only: maybe not a JAX program)",
                 h->jaxlib_version ? xt_arena_printf(ar, ", jaxlib %s", xt_safe(ar, h->jaxlib_version)) : "");
    /* counts read from the capture (unlabelled: an audit) */
    xt_text_line(t, XT_A_HEAD, "Planes (%zu): lines and events read", h->nplanes);
    /* a host has a plane per device and a few more: past PLANES_SHOWN the
     * rest is one row of totals (a file of a million planes printed a
     * million rows) */
    size_t shown = h->nplanes <= PLANES_SHOWN + 1 ? h->nplanes : PLANES_SHOWN;
    for (size_t i = 0; i < shown; i++) {
        const xt_plane *p = &h->planes[i];
        xt_text_row(t, 0, 0);
        /* a plane without a name says so (a blank column read as a
         * layout fault: an attacker's 7-byte capture) */
        xt_text_addw(t, XT_A_NORMAL, 24, false, "  %s", p->name && *p->name ? xt_safe(ar, p->name) : "(no name)");
        xt_text_add(t, XT_A_DIM, "%zu line%s, %zu event%s", p->nlines, xt_plural(p->nlines), p->nevents,
                    xt_plural(p->nevents));
    }
    if (shown < h->nplanes) {
        size_t nl = 0, ne = 0;
        for (size_t i = shown; i < h->nplanes; i++) {
            nl += h->planes[i].nlines;
            ne += h->planes[i].nevents;
        }
        xt_text_row(t, 0, 0);
        xt_text_add(t, XT_A_DIM, "  … %s more planes: ",
                    xt_fmt_int((char[32]){ 0 }, 32, (int64_t)(h->nplanes - shown)));
        xt_text_add(t, XT_A_DIM, "%s line%s, %s event%s in all", xt_fmt_int((char[32]){ 0 }, 32, (int64_t)nl),
                    xt_plural(nl), xt_fmt_int((char[32]){ 0 }, 32, (int64_t)ne), xt_plural(ne));
    }
    xt_text_line(t, XT_A_HEAD, "Allocators (%zu): counts and pools measured", a->rt->nallocators);
    int name_w = alloc_name_col(a, ar, 2, 24);
    for (size_t i = 0; i < a->rt->nallocators; i++) {
        const xt_allocator *al = &a->rt->allocators[i];
        xt_text_row(t, 0, 0);
        alloc_name(t, al, "  ", name_w);
        xt_text_add(t, XT_A_DIM, "%zu allocation%s, %zu deallocation%s, pool %s", al->nallocs,
                    xt_plural(al->nallocs), al->ndeallocs, xt_plural(al->ndeallocs), Bs(ar, al->capacity));
        if (tpu_index(al->name))
            xt_text_add(t, XT_A_DIM, " (TPU %s)", xt_safe(ar, tpu_index(al->name)));
    }
    module_list(t, a, c, host, seen);
}

/* Module m's rows: its name, executions and kinds of bytes. */
static void module_block(xt_text *t, const xt_analysis *a, size_t m)
{
    xt_arena *ar = t->arena;
    const xt_host *h = a->host;
    const xt_plan *p = a->plans[m];
    xt_text_row(t, XT_T_MODULE, m);
    xt_text_add(t, m == a->selected ? XT_A_BAD : XT_A_NORMAL, "%s", m == a->selected ? "* " : "  ");
    xt_text_add(t, XT_A_NORMAL, "%s", xt_safe(ar, h->modules[m].name));
    /* "0x" read as hex (a trial): the modules pane says "none" */
    if (a->rt->module_execs[m])
        xt_text_add(t, XT_A_DIM, "  %zux", a->rt->module_execs[m]);
    else
        xt_text_add(t, XT_A_DIM, "  none in the capture"); /* it may have run before it (an audit) */
    if (!p->has_plan) {
        xt_text_add(t, XT_A_WARN, "  no plan");
        return;
    }
    /* the plan's own terms, adding up to what the step needs ("maybe-live-
     * out" here beside "outputs, not aliased" in the plan read as two
     * figures of one thing: a trial) */
    /* figures that add up as written ("48.8 MiB + 48.8 MiB + 64 B =
     * 97.5 MiB": a trial): more decimals where the rounded ones do not */
    char f[4][XT_FMT_SUM_LEN];
    xt_fmt_bytes_sum(f, (const int64_t[]){ p->parameters, p->outputs, p->temp }, 3, p->total, true);
    xt_text_line(t, XT_A_DIM, "      parameters %s + outputs %s + temp %s = %s%s%s%s", f[0], f[1], f[2], f[3],
                 p->constants ? xt_arena_printf(ar, "; constant %s", Bs(ar, p->constants)) : "",
                 p->thread_local ? xt_arena_printf(ar, "%s thread-local %s", p->constants ? "," : ";",
                                                   Bs(ar, p->thread_local))
                                 : "",
                 p->constants || p->thread_local ? ", not in it" : "");
}

/* Module m's rows as plain text (malloc'd): what a run's next host is
 * compared with. */
static char *module_block_text(xt_arena *ar, const xt_analysis *a, size_t m)
{
    xt_text tmp;
    xt_text_init(&tmp, ar);
    module_block(&tmp, a, m);
    char *s = xt_text_plain(&tmp, 1 << 14, false);
    xt_text_free(&tmp);
    return s;
}

/* The modules of a host, the selected one marked.  With seen (a run's
 * hosts one after another), against the list last printed in full: the
 * same modules in the same order, at most half of them different, print
 * as one line naming that host, then the modules that differ. */
static void module_list(xt_text *t, const xt_analysis *a, const xt_capture *c, size_t host,
                        xt_modules_seen *seen)
{
    xt_arena *ar = t->arena;
    const xt_host *h = a->host;
    size_t n = h->nmodules, differ = 0;
    char **mine = seen ? xt_xcalloc(n + 1, sizeof *mine) : NULL;
    bool same_names = seen && seen->mods && seen->nmods == n;
    for (size_t m = 0; seen && m < n; m++) {
        mine[m] = module_block_text(ar, a, m);
        if (same_names && strcmp(seen->names[m], h->modules[m].name))
            same_names = false;
        else if (same_names && strcmp(seen->mods[m], mine[m]))
            differ++;
    }
    if (same_names && differ <= n / 2 && n) { /* none: said as such (a review) */
        /* the host that listed them by its file's name when this one has
         * its hostname ("as listed for host gpu-node-3" under gpu-node-3
         * read as itself: a trial), as the hosts list names them */
        const char *by = strcmp(seen->host, h->hostname ? h->hostname : "") ? seen->host : seen->file;
        xt_text_line(t, XT_A_HEAD, "Modules (%zu): as listed for host %s (%zu of %zu hosts) above%s",
                     n, xt_safe(ar, by), seen->index + 1, c->nhosts,
                     differ ? xt_arena_printf(ar, ", except %zu with other figures:", differ) : "");
        for (size_t m = 0; m < n; m++)
            if (strcmp(seen->mods[m], mine[m]))
                module_block(t, a, m);
    } else {
        /* none: said, not a heading over nothing (a trial) */
        if (!n)
            xt_text_line(t, XT_A_HEAD, "Modules (0): none in the capture (no HloProto)");
        else
            xt_text_line(t, XT_A_HEAD, "Modules (%zu): executions (measured), then totals by kind (read)", n);
        for (size_t m = 0; m < n; m++)
            module_block(t, a, m);
        if (seen) { /* the list the next hosts are compared with */
            xt_modules_seen_free(seen);
            seen->mods = mine;
            seen->names = xt_xcalloc(n + 1, sizeof *seen->names);
            for (size_t m = 0; m < n; m++)
                seen->names[m] = xt_xstrdup(h->modules[m].name);
            seen->nmods = n;
            snprintf(seen->host, sizeof seen->host, "%s", h->hostname ? h->hostname : "");
            snprintf(seen->file, sizeof seen->file, "%s",
                     h->path ? xt_host_name_of_file(ar, h->path) : seen->host);
            seen->index = host;
            mine = NULL;
        }
    }
    for (size_t m = 0; mine && m < n; m++)
        free(mine[m]);
    free(mine);
    if (a->selected < n)
        xt_text_line(t, XT_A_DIM, "* selected: %s (%s)", xt_safe(ar, h->modules[a->selected].name),
                     a->selected_why ? a->selected_why : "");
}

void xt_modules_seen_free(xt_modules_seen *s)
{
    for (size_t m = 0; m < s->nmods; m++) {
        free(s->mods[m]);
        free(s->names[m]);
    }
    free(s->mods);
    free(s->names);
    memset(s, 0, sizeof *s);
}

/* ---- the heap over program order and memory over time (issue 16) ---------- */

void xt_view_lifetime(xt_text *t, const xt_plan *p, const xt_live_buf *b)
{
    xt_arena *ar = t->arena;
    xt_lifetime l = xt_buf_lifetime(p, b);
    xt_text_line(t, XT_A_NORMAL, "  live from event %zu (%s) to %s", l.from + 1, xt_safe(ar, l.from_instr),
                 l.freed ? xt_arena_printf(ar, "event %zu (%s)", l.to + 1, xt_safe(ar, l.to_instr))
                         : "the end of the trace (never freed)");
}

void xt_view_live_at(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt, int width)
{
    xt_arena *ar = t->arena;
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    t->title = xt_arena_printf(ar, "Live at event %zu of %s", pt->event + 1,
                               xt_safe(ar, a->host->modules[m].name));
    /* the screen's hint last: a narrow pane cuts it first */
    xt_text_line(t, XT_A_HEAD, "Live after event %zu of %zu (read)%s%s", pt->event + 1, p->trace_events,
                 pt->event == p->peak_event ? ": the heap peak" : "", t->screen ? "; Enter: a role's buffers" : "");
    kv(t, width, "heap", Bs(ar, pt->heap), XT_A_SIZE,
       xt_arena_printf(ar, "at %s, %s", xt_safe(ar, pt->instruction),
                       share_of(ar, pt->heap, p->heap_peak, "the peak")));
    role_table(t, pt->roles, pt->heap, "  all live here", pt->nlive, width);
}

void xt_view_live_at_buffers(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt,
                             int role, xt_sort sort, bool reverse, size_t limit, int width)
{
    if (m >= a->host->nmodules)
        return;
    /* in the order s and S set, as the heap peak's list (they said
     * "nothing to sort here" on a list opened away from the peak: a
     * trial) */
    size_t *idx = xt_xmalloc((pt->nlive + 1) * sizeof *idx), n = 0;
    for (size_t i = 0; i < pt->nlive; i++)
        if (role < 0 || pt->live[i].role == (xt_role)role)
            idx[n++] = i;
    bool by_size = sort == XT_SORT_SIZE && !reverse; /* pt->live's own order */
    if (!by_size && n > 1) {
        g_sort.live = pt->live;
        g_sort.key = sort;
        g_sort.reverse = reverse;
        qsort(idx, n, sizeof *idx, cmp_buf);
    }
    limit = buf_list_limit(t, limit, n);
    size_t ni = limit && limit < n ? limit : n;
    buf_cols c = buf_list_cols(t->arena, pt->live, idx, ni, role, width);
    buf_list_heading(t, "%here", &c);
    size_t shown = 0;
    int64_t rest = 0;
    for (size_t k = 0; k < n; k++) {
        const xt_live_buf *b = &pt->live[idx[k]];
        if (limit && shown >= limit) {
            rest = xt_sat_add(rest, b->bytes);
            continue;
        }
        buf_list_row(t, idx[k], b, pt->heap, &c);
        shown++;
    }
    free(idx);
    if (shown < n) {
        buf_list_other(t, rest, pt->heap, n - shown, by_size, &c); /* largest first, as plan->live */
    }
    /* the total, as the peak's list ends (a trial: "largest 10" and an
     * "other" row, and no sum to check them against) */
    int64_t all = 0;
    for (size_t i = 0; i < pt->nlive; i++)
        if (role < 0 || pt->live[i].role == (xt_role)role)
            all = xt_sat_add(all, pt->live[i].bytes);
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(t->arena, all));
    if (c.share)
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", pct_s(t->arena, all, pt->heap));
    xt_text_add(t, XT_A_DIM, "  total: %zu buffer%s (read)", n, xt_plural(n));
}

/* The first of a list's headings, longest first, that fits the pane (the
 * narrowest where none does; an export: the first). */
static void head_fitting(xt_text *t, int width, const char *const *head, size_t n)
{
    size_t hk = 0;
    while (t->screen && width > 0 && hk + 1 < n && (int)xt_utf8_width(head[hk]) > width)
        hk++;
    xt_text_line(t, XT_A_HEAD, "%s", head[hk]);
}

void xt_view_plan_outputs(xt_text *t, const xt_analysis *a, size_t m, int width)
{
    xt_arena *ar = t->arena;
    t->title = "Outputs";
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    xt_live_buf *o;
    size_t n = xt_plan_outputs(p, ar, &o);
    const char *head[] = {
        xt_arena_printf(ar, "Outputs of %s not aliased to a parameter (read from the buffer assignment): "
                            "%s in %zu allocation%s, fresh memory each execution returns",
                        xt_safe(ar, p->module->name), Bs(ar, p->outputs), n, xt_plural(n)),
        xt_arena_printf(ar, "Outputs not aliased to a parameter (read): %s in %zu allocation%s",
                        Bs(ar, p->outputs), n, xt_plural(n)),
        xt_arena_printf(ar, "Outputs not aliased (read): %s, %zu allocation%s", Bs(ar, p->outputs), n,
                        xt_plural(n)),
        xt_arena_printf(ar, "Outputs (read): %s, %zu", Bs(ar, p->outputs), n),
    };
    head_fitting(t, width, head, sizeof head / sizeof *head);
    if (!n) {
        xt_text_line(t, XT_A_DIM, "  none");
        return;
    }
    int sw = 8;
    for (size_t i = 0; i < n; i++)
        sw = (int)xt_utf8_width(o[i].shape) > sw ? (int)xt_utf8_width(o[i].shape) : sw;
    sw = sw > 28 ? 28 : sw;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_add(t, XT_A_HEAD, "  ");
    xt_text_addw(t, XT_A_HEAD, sw, false, "shape");
    xt_text_add(t, XT_A_HEAD, "  source, instruction");
    int64_t sum = 0;
    for (size_t i = 0; i < n; i++) {
        sum = xt_sat_add(sum, o[i].bytes);
        /* each opens its page (it opened nothing, its stack out of reach:
         * a trial) */
        xt_text_row(t, XT_T_OUTPUT, i);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, o[i].bytes));
        xt_text_add(t, XT_A_NORMAL, "  ");
        xt_text_addw(t, XT_A_NORMAL, sw, false, "%s", xt_safe(ar, o[i].shape));
        xt_text_add(t, XT_A_DIM, "  %s%s%s", xt_safe(ar, o[i].source), *o[i].source ? " " : "",
                    o[i].instr ? xt_safe(ar, o[i].instr->name) : "");
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, sum));
    xt_text_add(t, XT_A_DIM, "  total: %zu allocation%s (read)", n, xt_plural(n));
}

/* a parameter's size and place: by size, largest first, ties by place */
typedef struct {
    int64_t bytes;
    size_t at;
} param_at;

static int param_at_cmp(const void *x, const void *y)
{
    const param_at *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes > b->bytes ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at);
}

void xt_view_plan_params(xt_text *t, const xt_analysis *a, size_t m, bool by_size, bool reverse, int width)
{
    xt_arena *ar = t->arena;
    t->title = xt_arena_printf(ar, "Parameters (%s)",
                               by_size ? (reverse ? "smallest first" : "largest first")
                                       : (reverse ? "by place, reversed" : "by place"));
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    xt_plan_param *q;
    size_t n = xt_plan_params(p, ar, &q);
    const char *ns = xt_fmt_int((char[32]){ 0 }, 32, (int64_t)n); /* "99,999" */
    ns = xt_arena_strdup(ar, ns);
    const char *head[] = {
        xt_arena_printf(ar, "Parameters of %s (read from the buffer assignment): %s in %s, %s donated",
                        xt_safe(ar, p->module->name), Bs(ar, p->parameters), ns, Bs(ar, p->donated)),
        xt_arena_printf(ar, "Parameters (read): %s in %s, %s donated", Bs(ar, p->parameters), ns,
                        Bs(ar, p->donated)),
        xt_arena_printf(ar, "Parameters (read): %s, %s", Bs(ar, p->parameters), ns),
    };
    head_fitting(t, width, head, sizeof head / sizeof *head);
    if (!n) {
        xt_text_line(t, XT_A_DIM, "  none in memory space 0");
        return;
    }
    int sw = 8, nw = 5;
    for (size_t i = 0; i < n; i++) {
        int w = (int)xt_utf8_width(q[i].desc.shape);
        sw = w > sw ? w : sw;
        int k = snprintf(NULL, 0, "%lld%s", (long long)q[i].number, q[i].index);
        nw = k > nw ? k : nw;
    }
    sw = sw > 28 ? 28 : sw;
    nw = nw > 16 ? 16 : nw;
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_addw(t, XT_A_HEAD, nw + 2, true, "param");
    xt_text_add(t, XT_A_HEAD, "  ");
    xt_text_addw(t, XT_A_HEAD, 8, false, "donated");
    xt_text_add(t, XT_A_HEAD, "  ");
    xt_text_addw(t, XT_A_HEAD, sw, false, "shape");
    xt_text_add(t, XT_A_HEAD, "  argument (op_name), source");
    int64_t sum = 0;
    size_t alike = 0;
    param_at *ord = xt_arena_alloc(ar, n * sizeof *ord);
    for (size_t i = 0; i < n; i++)
        ord[i] = (param_at){ q[i].bytes, i };
    if (by_size)
        qsort(ord, n, sizeof *ord, param_at_cmp);
    for (size_t k = 0; k < n; k++) {
        size_t i = (reverse ? ord[n - 1 - k] : ord[k]).at;
        const xt_live_buf *b = &q[i].desc;
        sum = xt_sat_add(sum, q[i].bytes);
        alike += q[i].output_alike;
        xt_text_row(t, XT_T_PARAM, i);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, q[i].bytes));
        /* a place past the column cut, marked (a deep index of 175
         * characters pushed the other columns off the screen: an
         * attacker's review); the status line and y have it whole */
        const char *pn = xt_arena_printf(ar, "%lld%s", (long long)q[i].number, xt_safe(ar, q[i].index));
        if ((int)strlen(pn) > nw) {
            xt_text_add(t, XT_A_NORMAL, "  %.*s", nw - 1, pn);
            xt_text_gap(t, XT_A_NORMAL);
        } else {
            xt_text_addw(t, XT_A_NORMAL, nw + 2, true, "%s", pn);
        }
        xt_text_add(t, XT_A_NORMAL, "  ");
        /* "no @": an output of its size pairs with it, what donating it
         * could save (inferred) */
        xt_text_addw(t, q[i].donated ? XT_A_GOOD : q[i].output_alike ? XT_A_WARN : XT_A_DIM, 8, false, "%s",
                     q[i].donated ? "yes" : q[i].output_alike ? "no @" : "no");
        xt_text_add(t, XT_A_NORMAL, "  ");
        xt_text_addw(t, XT_A_NORMAL, sw, false, "%s", xt_safe(ar, b->shape));
        const char *op = b->instr && *b->instr->op_name ? b->instr->op_name : b->instr ? b->instr->name : "";
        xt_text_add(t, XT_A_DIM, "  %s%s%s", xt_safe(ar, op), *b->source ? " " : "", xt_safe(ar, b->source));
        /* in words, for the status line and y (its bare columns pasted
         * "317.0 MiB 0 no @ f32[...] Arg_0.1": a trial) */
        t->rows[t->nrows - 1].whole = xt_arena_printf(
            ar, "parameter %lld%s: %s (read), %s, %s; %s %s%s%s", (long long)q[i].number, xt_safe(ar, q[i].index),
            Bs(ar, q[i].bytes), xt_safe(ar, b->shape),
            q[i].donated        ? "donated"
            : q[i].output_alike ? "not donated, and an output not aliased has its size (inferred)"
                                : "not donated",
            b->instr && *b->instr->op_name ? "op_name" : "instruction", xt_safe(ar, op), *b->source ? " at " : "",
            xt_safe(ar, b->source));
    }
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", Bs(ar, sum));
    xt_text_add(t, XT_A_DIM, "  total: %s parameter%s (read)", ns, xt_plural(n));
    if (alike)
        xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                     xt_arena_printf(ar, "@ not donated, and an output not aliased has its size: donating "
                                         "it lets XLA reuse it for that output (inferred: %s of them, %s)",
                                     xt_fmt_int((char[32]){ 0 }, 32, (int64_t)alike), Bs(ar, p->aliasable)));
    xt_text_wrap(t, XT_A_DIM, width, 4, "  ",
                 "param: the array's place among the step's arguments flattened "
                 "(jax.tree_util.tree_leaves), not the Python argument's number; op_name is the "
                 "argument's name where JAX records it; donate_argnums takes the number of the Python "
                 "argument that holds it");
}

void xt_view_plan_output(xt_text *t, const xt_analysis *a, size_t m, size_t i, int width)
{
    xt_arena *ar = t->arena;
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    xt_live_buf *o;
    size_t n = xt_plan_outputs(p, ar, &o);
    if (i >= n)
        return;
    const xt_live_buf *b = &o[i];
    t->title = xt_arena_printf(ar, "Output %s", xt_safe(ar, instr_name(b)));
    xt_text_line(t, XT_A_HEAD, "%s  %s", xt_safe(ar, instr_name(b)), xt_safe(ar, b->shape));
    kv(t, width, "bytes", Bs(ar, b->bytes), XT_A_SIZE,
       xt_arena_printf(ar, "the allocation's size, %s (read)",
                       share_of(ar, b->bytes, p->outputs, "the non-aliased outputs")));
    xt_text_wrap(t, XT_A_NORMAL, width, 14, "  what        ",
                 "an output not aliased to a parameter: fresh memory each execution returns, outside the "
                 "temp block; its shape, instruction and source are those of the largest logical buffer "
                 "it holds (read)");
    xt_text_line(t, XT_A_NORMAL, "  role        %s", xt_role_label(b->role));
    if (b->instr) {
        xt_text_line(t, XT_A_NORMAL, "  instruction %s (%s)%s%s", xt_safe(ar, b->instr->name),
                     xt_safe(ar, b->instr->opcode), b->via ? " via " : "", b->via ? xt_safe(ar, b->via->name) : "");
        xt_text_wrap(t, XT_A_NORMAL, width, 14, "  op_name     ",
                     *b->instr->op_name ? xt_safe(ar, b->instr->op_name) : "(none)");
    }
    xt_text_line(t, XT_A_NORMAL, "  source      %s", *b->source ? xt_safe(ar, b->source) : "(unknown)");
    if (b->lbuf_id >= 0)
        xt_text_line(t, XT_A_NORMAL, "  logical buffer %lld", (long long)b->lbuf_id);
    python_stack(t, a->host->modules[m].hlo, b->instr);
}

void xt_view_heap_chart(xt_text *t, const xt_analysis *a, size_t m, xt_heap_index *hx, size_t cursor,
                        const xt_lifetime *span, const xt_chart_opts *o)
{
    if (m >= a->host->nmodules)
        return;
    const xt_prepared *pr = prepared(t, a, m);
    if (!hx) {
        xt_text_line(t, XT_A_DIM, "(no heap-simulator trace: no chart)");
        return;
    }
    /* one wording at every width, short enough for the 80x24 pane to
     * say what a column is (cut there: "each column the most …", a
     * trial); a narrower pane cuts its end (it read four ways as the
     * window was resized: a trial), so the sides' scale comes before
     * "max per column" (the 53 columns beside the modules pane cut it to
     * "both …") */
    xt_text_line(t, XT_A_HEAD, "%s",
                 o->top_floor > 0 ? "Heap over program order (read; both sides' scale; max per column)"
                                  : "Heap over program order (read; max per column)");
    xt_chart_heap(t, hx, pr ? pr->pool : NULL, cursor, span, o);
}

void xt_view_runtime_chart(xt_text *t, const xt_analysis *a, size_t m, const xt_time_chart *tc,
                           const xt_chart_opts *o)
{
    xt_arena *ar = t->arena;
    if (!tc->al) {
        xt_text_line(t, XT_A_DIM, "(no allocator events: no chart)");
        return;
    }
    /* a module that never ran: no marks to speak of ("executions of
     * jit_convert_element_type(1) marked" over an empty marks row: a
     * trial); nor on a device that ran none of them, whose pool, when it
     * has none of its own, is not the one drawn (GPU 1 selected under
     * GPU_0_bfc's chart "executions ... marked": a trial) */
    const xt_prepared *pr = m < a->host->nmodules ? xt_analysis_prepared(a, m) : NULL;
    const xt_module_runtime *r = pr ? pr->mrt : NULL;
    bool on = r && pr->devices->n >= 2 && r->device != SIZE_MAX;
    const char *dev = on ? xt_safe(ar, a->rt->devices[r->device].label) : "";
    const char *mod = m < a->host->nmodules ? xt_safe(ar, a->host->modules[m].name) : "";
    size_t n = on ? r->nexecs : m < a->host->nmodules ? a->rt->module_execs[m] : 0;
    if (on && r->allocator != tc->al) {
        /* no chart: another pool's under "* GPU 4" was read as GPU 4's,
         * its heading "GPU_0_bfc in use (measured): GPU 4 has no pool"
         * notwithstanding (a trial) */
        xt_text_line(t, XT_A_DIM, "(%s has no allocator events of its own: no chart)", dev);
        return;
    }
    /* the marks' clause where it fits: cut at 80x24 to "; executi…", on
     * a chart row the cursor cannot reach to read it whole (a trial); the
     * legend under the chart names the marks ("| start") */
    const char *marked = xt_arena_printf(ar, "; executions of %s marked", mod);
    if (t->screen && o->width > 0 && (int)(xt_utf8_width(tc->al->name) + xt_utf8_width(marked)) +
                                (int)strlen(" in use (measured; max per column)") + 1 > o->width)
        marked = "";
    xt_text_line(t, XT_A_HEAD, "%s in use (measured; max per column)%s", xt_safe(ar, tc->al->name),
                 m >= a->host->nmodules ? ""
                 : n ? marked
                 : on && a->rt->module_execs[m]
                     ? xt_arena_printf(ar, "; no execution of %s on %s", mod, dev)
                     : xt_arena_printf(ar, "; no execution of %s recorded", mod));
    xt_chart_time(t, tc, o);
}

void xt_view_at(xt_text *t, const xt_analysis *a, size_t m, int64_t at, int width, size_t top)
{
    if (m >= a->host->nmodules)
        return;
    const xt_plan *p = a->plans[m];
    size_t e = xt_at_event(p, at);
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    if (e == SIZE_MAX) {
        xt_text_line(t, XT_A_WARN, "--at: %s has no heap-simulator trace event %lld",
                     xt_safe(t->arena, a->host->modules[m].name), (long long)at);
        return;
    }
    xt_heap_index *hx = xt_heap_index_build(p);
    xt_cursor *c = xt_cursor_new(hx);
    xt_cursor_set(c, e);
    xt_heap_point pt;
    xt_cursor_point(c, t->arena, &pt);
    xt_view_live_at(t, a, m, &pt, width);
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_text_line(t, XT_A_HEAD, "Live after event %zu (read), largest %zu", e + 1, top);
    xt_view_live_at_buffers(t, a, m, &pt, -1, XT_SORT_SIZE, false, top, 0);
    xt_cursor_free(c);
    xt_heap_index_free(hx);
}

void xt_view_plan_chart(xt_text *t, const xt_analysis *a, size_t m, size_t cursor, int width)
{
    if (m >= a->host->nmodules)
        return;
    xt_heap_index *hx = xt_heap_index_build(a->plans[m]);
    if (!hx)
        return;
    /* at most XT_CHART_MAX_WIDTH columns: a --width of 100000 drew
     * 3000 hosts' charts in 119 s against 4.4 s (an attacker's review) */
    xt_chart_opts co = { width < XT_CHART_MAX_WIDTH ? width : XT_CHART_MAX_WIDTH, XT_REPORT_CHART_ROWS,
                         XT_CHART_FILE_UTF8, false, 0, false };
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_view_heap_chart(t, a, m, hx, cursor, NULL, &co);
    xt_heap_index_free(hx);
}

void xt_view_report_time_chart(xt_text *t, xt_analysis *a, size_t m, int width)
{
    const xt_allocator *al = xt_analysis_pool(a, m);
    if (!al || !al->nevents)
        return; /* the runtime section says there are no allocator events */
    const xt_module_runtime *mr = m < a->host->nmodules ? xt_analysis_mrt(a, m) : NULL;
    size_t sel = mr && mr->nexecs ? mr->nexecs - 1 : SIZE_MAX;
    /* as the plan's chart (xt_view_plan_chart), the last execution
     * selected, as the runtime section's list is of */
    xt_chart_opts co = { width < XT_CHART_MAX_WIDTH ? width : XT_CHART_MAX_WIDTH, XT_REPORT_CHART_ROWS,
                         XT_CHART_FILE_UTF8, false, 0, false };
    xt_time_chart tc;
    xt_time_chart_build(al, a->rt, mr, sel, xt_chart_plot_width(co.width), &tc);
    xt_view_runtime_chart(t, a, m, &tc, &co);
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_time_chart_free(&tc);
}

void xt_view_live_buf(xt_text *t, const xt_analysis *a, size_t m, const xt_heap_point *pt, size_t bi,
                      int width)
{
    xt_arena *ar = t->arena;
    if (m >= a->host->nmodules || bi >= pt->nlive)
        return;
    const xt_plan *p = a->plans[m];
    const xt_live_buf *b = &pt->live[bi];
    t->title = xt_arena_printf(ar, "Buffer %s at event %zu", xt_safe(ar, instr_name(b)), pt->event + 1);
    xt_text_line(t, XT_A_HEAD, "%s  %s", xt_safe(ar, instr_name(b)), xt_safe(ar, b->shape));
    kv(t, width, "bytes (padded)", Bs(ar, b->bytes), XT_A_SIZE,
       xt_arena_printf(ar, "%s (read)", share_of(ar, b->bytes, pt->heap,
                                                 xt_arena_printf(ar, "the heap after event %zu", pt->event + 1))));
    buffer_facts(t, b, width);
    xt_view_lifetime(t, p, b);
    python_stack(t, p->hlo, b->instr);
}
