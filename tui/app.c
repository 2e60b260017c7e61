/* app.c - TUI state, the views, the key actions, and building the pane
 * text models.  No curses here: frame.c composes what this builds into a
 * cell grid and screen.c prints it.
 *
 * A new view: an xt_view below (build, and open/enter as needed), listed
 * in views[] with the row kind (view.h XT_T_*) whose Enter opens it.
 * A new key: one XT_KEY line in keys.def and its k_ action here; help,
 * --help and the man page follow, and README's table must match --help. */
#include "app.h"
#include "tui.h"
#include "outfile.h"
#include "chart_app.h"
#include "compare_app.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static xt_navframe *cur(xt_app *a) { return &a->stack[a->depth]; }
static xt_analysis *an(xt_app *a) { return a->an[a->host]; }

void xt_app_init(xt_app *a, xt_capture *c, xt_analysis **ans, size_t host,
                 const char *export_dir, const char *capture_dir)
{
    memset(a, 0, sizeof *a);
    a->cap = c;
    a->an = ans;
    a->host = host < c->nhosts ? host : 0;
    a->module = an(a)->selected;
    a->exec = SIZE_MAX;
    a->focus = XF_RIGHT;
    a->export_dir = export_dir;
    a->capture_dir = capture_dir;
    a->rows = 24;
    a->cols = 80;
    a->left_cursor = a->module < an(a)->host->nmodules ? a->module : 0;
    a->stack[0].view = &xt_view_plan;
    a->left_view = &xt_list_modules;
    a->stack[0].role = -1;
    /* a capture that failed in its last step: open the diagnosis */
    const xt_diag *d;
    a->diag_open = a->module < an(a)->host->nmodules && xt_analysis_diagnose(an(a), a->module, &d) > 0;
    snprintf(a->status, sizeof a->status, "? help  q quit  d diagnosis  Tab switch pane  e export");
}

void xt_app_free(xt_app *a)
{
    xt_chart_free(a);
    xt_text_free(&a->left);
    xt_text_free(&a->right);
    xt_text_free(&a->diag);
    xt_text_free(&a->helptext);
    xt_arena_free(&a->frame_arena);
}

void xt_app_layout(const xt_app *a, xt_layout *l)
{
    l->title_y = 0;
    l->status_y = a->rows - 1;
    l->body_y = 1;
    int body = a->rows - 2;
    if (body < 1)
        body = 1;
    l->diag_h = 0;
    if (a->diag_open) {
        l->diag_h = body / 3;
        if (l->diag_h < 4)
            l->diag_h = body > 6 ? 4 : 0;
    }
    l->body_h = body - l->diag_h;
    l->diag_y = l->body_y + l->body_h;
    l->left_w = a->cols * 32 / 100;
    if (l->left_w > 40)
        l->left_w = 40;
    if (l->left_w < 16)
        l->left_w = a->cols >= 40 ? 16 : 0;
    if (a->left_hidden)
        l->left_w = 0;
    l->right_x = l->left_w ? l->left_w + 1 : 0;
    l->right_w = a->cols - l->right_x;
    if (l->right_w < 1)
        l->right_w = 1;
}

/* ---- building ------------------------------------------------------------ */

/* Columns for the right pane's rows (its cursor column aside). */
static int pane_w(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    return l.right_w > 2 ? l.right_w - 2 : 1;
}

/* ---- the views of the right pane ------------------------------------------------ */

static void push(xt_app *a, const xt_view *v);
static void want_exec(xt_app *a);

static void plan_build(xt_app *a, xt_text *t, int w) { xt_chart_plan_build(a, t, w); }
const xt_view xt_view_plan = { "plan", false, { 0 }, NULL, plan_build, NULL };

static void bufs_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    f->role = r->kind == XT_T_ROLE ? (int)r->target : -1;
}
static void bufs_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_view_buffers(t, an(a), a->module, cur(a)->role, a->sort, a->reverse, 0);
}
static void bufs_chart(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, bufs_build); }
const xt_view xt_view_bufs = { "buffers", false, { XT_T_ROLE, XT_T_ALLBUFS }, bufs_open, bufs_chart, NULL };

static void buf_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)a; f->buf = r->target; }
static void buf_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_view_buffer(t, an(a), a->module, cur(a)->buf, w);
}
static void buf_chart(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, buf_build); }
const xt_view xt_view_buf = { "buffer", false, { XT_T_BUFFER }, buf_open, buf_chart, NULL };

static void rt_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)f, (void)r; want_exec(a); }
static void rt_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_chart_runtime_build(a, t, w);
}
/* Enter on an execution selects it: the live set below follows; Enter
 * on a device (multi-device hosts) makes the view describe that device */
static void rt_enter(xt_app *a, const xt_row *r)
{
    if (r->kind == XT_T_DEVICE && xt_analysis_select_device(an(a), r->target))
        snprintf(a->status, sizeof a->status, "device %s", an(a)->rt->devices[r->target].label);
    if (r->kind != XT_T_EXEC)
        return;
    a->exec = r->target;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = r->target;
    snprintf(a->status, sizeof a->status, "execution %zu", r->target + 1);
}
const xt_view xt_view_rt = { "runtime", true, { XT_T_RUNTIME }, rt_open, rt_build, rt_enter };

static void orig_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)a; f->group = r->target; }
static void orig_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_view_origin(t, an(a), a->module, a->exec, cur(a)->group);
}
const xt_view xt_view_orig = { "origin", true, { XT_T_ORIGIN }, orig_open, orig_build, NULL };

/* ---- the lists of the left pane: views too -------------------------------------- */

static void select_module(xt_app *a, size_t m);
static void reset_to(xt_app *a, const xt_view *v);

static void modules_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_view_modules(t, an(a), a->module);
}
static void modules_enter(xt_app *a, const xt_row *r)
{
    select_module(a, r->target);
    a->focus = XF_RIGHT;
}
const xt_view xt_list_modules = { "modules", false, { 0 }, NULL, modules_build, modules_enter };

static void hosts_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    for (size_t i = 0; i < a->cap->nhosts; i++) /* each with its verdict */
        xt_analysis_prepare(a->an[i], a->an[i]->selected);
    xt_view_hosts(t, a->cap, (const xt_analysis *const *)a->an, a->host);
}
static void hosts_enter(xt_app *a, const xt_row *r)
{
    if (r->target >= a->cap->nhosts)
        return;
    a->host = r->target;
    a->module = an(a)->selected;
    a->exec = SIZE_MAX;
    reset_to(a, &xt_view_plan);
    a->left_view = &xt_list_modules;
    a->left_cursor = a->module;
    snprintf(a->status, sizeof a->status, "host %s", xt_safe(&a->frame_arena, an(a)->host->hostname));
}
const xt_view xt_list_hosts = { "hosts", false, { 0 }, NULL, hosts_build, hosts_enter };

static bool is_open_run(const xt_app *a, size_t i)
{
    return a->cap->run && !strcmp(a->cap->runs[i], a->cap->run);
}
static void runs_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    t->title = "Runs";
    for (size_t i = 0; i < a->cap->nruns; i++) {
        xt_text_row(t, XT_T_MODULE, i);
        xt_text_add(t, is_open_run(a, i) ? XT_A_HEAD : XT_A_NORMAL, "%s %s", is_open_run(a, i) ? "*" : " ",
                    xt_safe(t->arena, a->cap->runs[i]));
    }
}
/* Enter on another run asks main to reopen the capture on it */
static void runs_enter(xt_app *a, const xt_row *r)
{
    if (r->target >= a->cap->nruns)
        return;
    if (is_open_run(a, r->target)) {
        a->left_view = &xt_list_modules;
        a->left_cursor = a->module;
        return;
    }
    a->switch_run = a->cap->runs[r->target];
    a->quit = true;
}
const xt_view xt_list_runs = { "runs", false, { 0 }, NULL, runs_build, runs_enter };

/* Every view Enter can open, found by the row kind that opens it. */
static const xt_view *const views[] = { &xt_view_plan, &xt_view_bufs, &xt_view_buf, &xt_view_rt,
                                        &xt_view_orig,
                                        &xt_view_cur_bufs, &xt_view_cur_buf };

/* Enter on a row of the right pane: the view's own action, or push the
 * view that the row's kind opens. */
static void open_row(xt_app *a, const xt_row *r)
{
    if (cur(a)->view->enter)
        cur(a)->view->enter(a, r);
    for (size_t i = 0; r->kind && i < sizeof views / sizeof views[0]; i++)
        for (int k = 0; k < 2; k++)
            if (views[i]->opened_by[k] == r->kind) {
                push(a, views[i]);
                views[i]->open(a, cur(a), r);
                return;
            }
}

/* The panes' rows from their views' operations. */
static void build_left(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    a->left_view->build(a, &a->left, l.left_w);
}

static void build_right(xt_app *a) { cur(a)->view->build(a, &a->right, pane_w(a)); }

static void build_help(xt_app *a)
{
    xt_text *t = &a->helptext;
    t->title = "Keys";
    for (size_t i = 0; i < xt_nkeys; i++) {
        if (!xt_keys[i].names) { /* a mode's heading */
            if (*xt_keys[i].help) {
                xt_text_line(t, XT_A_DIM, "%s", "");
                xt_text_line(t, XT_A_HEAD, "%s", xt_keys[i].help);
            }
            continue;
        }
        xt_text_row(t, 0, 0);
        xt_text_addw(t, XT_A_KEY, 22, false, "  %s", xt_keys[i].names);
        xt_text_add(t, XT_A_NORMAL, "%s", xt_keys[i].help);
    }
    xt_text_line(t, XT_A_DIM, "%s", "");
    xt_text_line(t, XT_A_DIM, "  Figures say where they come from: measured (runtime events),");
    xt_text_line(t, XT_A_DIM, "  read (stored in the capture) or inferred (an estimate).");
}

static size_t first_selectable(const xt_text *t)
{
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].kind)
            return i;
    return 0;
}

void xt_app_build(xt_app *a)
{
    xt_text_free(&a->left);
    xt_text_free(&a->right);
    xt_text_free(&a->diag);
    xt_text_free(&a->helptext);
    xt_arena_free(&a->frame_arena);
    xt_text_init(&a->left, &a->frame_arena);
    xt_text_init(&a->right, &a->frame_arena);
    xt_text_init(&a->diag, &a->frame_arena);
    xt_text_init(&a->helptext, &a->frame_arena);
    xt_layout l;
    xt_app_layout(a, &l);
    xt_analysis_prepare(an(a), a->module);
    build_left(a);
    build_right(a);
    if (a->diag_open) {
        int w = l.right_w + l.right_x - 2; /* the pane spans the screen */
        if (a->module < an(a)->host->nmodules) {
            xt_view_diagnosis(&a->diag, an(a), a->module, w);
        } else {
            a->diag.title = "Diagnosis";
            xt_text_line(&a->diag, XT_A_DIM, "No module to diagnose: the capture has no HloProtos.");
        }
        /* what is missing or odd in the capture, as in the report */
        xt_view_warnings(&a->diag, an(a), a->module, w);
    }
    if (a->cmp) /* comparison mode: the estimates in the diagnosis pane */
        xt_cmp_app_diag(a);
    if (a->help)
        build_help(a);
    xt_navframe *f = cur(a);
    if (f->want_kind) {
        for (size_t i = 0; i < a->right.nrows; i++)
            if (a->right.rows[i].kind == f->want_kind && a->right.rows[i].target == f->want_target) {
                f->cursor = i;
                break;
            }
        f->want_kind = 0;
    }
    if (f->cursor >= a->right.nrows)
        f->cursor = a->right.nrows ? a->right.nrows - 1 : 0;
    if (a->right.nrows && !a->right.rows[f->cursor].kind && f->cursor == 0)
        f->cursor = first_selectable(&a->right);
    if (a->left_cursor >= a->left.nrows)
        a->left_cursor = a->left.nrows ? a->left.nrows - 1 : 0;
    if (a->diag_cursor >= a->diag.nrows)
        a->diag_cursor = a->diag.nrows ? a->diag.nrows - 1 : 0;
    if (a->cmp) /* comparison mode (compare_app.c): the selected row's figures */
        xt_cmp_app_built(a);
}

const char *xt_app_title(xt_app *a, int *severity)
{
    if (a->cmp) /* comparison mode: BEFORE -> AFTER, or the capture shown */
        return xt_cmp_app_title(a, severity);
    xt_analysis *x = an(a);
    xt_host *h = x->host;
    const xt_allocator *pool = xt_analysis_pool(x, a->module);
    char pb[32] = "?";
    if (pool)
        xt_fmt_bytes(pb, sizeof pb, pool->capacity);
    const char *v = xt_verdict(x, a->module, severity);
    /* the verdict first: it is what a narrow terminal must still show */
    return xt_arena_printf(&a->frame_arena, "xoomtui | %s | %s | %s %s | %s",
                           a->module < h->nmodules ? xt_safe(&a->frame_arena, h->modules[a->module].name) : "-",
                           v, pool ? xt_safe(&a->frame_arena, pool->name) : "no allocator",
                           pool ? pb : "", xt_safe(&a->frame_arena, h->hostname));
}

/* ---- cursor movement ---------------------------------------------------------- */

static xt_text *focused_text(xt_app *a, size_t **cursor)
{
    switch (a->focus) {
    case XF_LEFT: *cursor = &a->left_cursor; return &a->left;
    case XF_DIAG: *cursor = &a->diag_cursor; return &a->diag;
    default: *cursor = &cur(a)->cursor; return &a->right;
    }
}

/* The first row shown in the focused pane. */
static size_t *focused_top(xt_app *a)
{
    switch (a->focus) {
    case XF_LEFT: return &a->left_top;
    case XF_DIAG: return &a->diag_top;
    default: return &cur(a)->top;
    }
}

static bool has_selectable(const xt_text *t)
{
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].kind)
            return true;
    return false;
}

static void move(xt_app *a, long delta)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    if (!t->nrows)
        return;
    bool sel = has_selectable(t);
    long pos = (long)*c;
    long step = delta > 0 ? 1 : -1;
    long left = labs(delta);
    while (left > 0) {
        long np = pos + step;
        if (np < 0 || np >= (long)t->nrows)
            break;
        pos = np;
        if (!sel || t->rows[pos].kind)
            left--;
    }
    /* land on a selectable row when there is one */
    if (sel && !t->rows[pos].kind) {
        long p2 = pos;
        while (p2 >= 0 && p2 < (long)t->nrows && !t->rows[p2].kind)
            p2 -= step;
        if (p2 >= 0 && p2 < (long)t->nrows)
            pos = p2;
        else
            pos = (long)*c;
    }
    *c = (size_t)pos;
}

static int page(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    int h = a->focus == XF_DIAG ? l.diag_h - 1 : l.body_h - 1;
    return h > 1 ? h - 1 : 1;
}

static void k_down(xt_app *a) { move(a, 1); }
static void k_up(xt_app *a) { move(a, -1); }
static void k_pgdn(xt_app *a) { move(a, page(a)); }
static void k_pgup(xt_app *a) { move(a, -page(a)); }
/* g and G show the very first and last rows, not only the selectable ones */
static void k_top(xt_app *a)
{
    move(a, -(long)1e9);
    *focused_top(a) = 0;
}

static void k_bottom(xt_app *a)
{
    move(a, (long)1e9);
    *focused_top(a) = SIZE_MAX; /* the scroll brings it back to the last page */
}

/* ---- navigation ----------------------------------------------------------------- */

static void push(xt_app *a, const xt_view *v)
{
    if (a->depth < 15)
        a->depth++;
    xt_navframe *f = cur(a);
    memset(f, 0, sizeof *f);
    f->view = v;
    f->role = -1;
}

static void reset_to(xt_app *a, const xt_view *v)
{
    a->depth = 0;
    memset(&a->stack[0], 0, sizeof a->stack[0]);
    a->stack[0].view = v;
    a->stack[0].role = -1;
}

static void select_module(xt_app *a, size_t m)
{
    if (m >= an(a)->host->nmodules)
        return;
    a->module = m;
    a->exec = SIZE_MAX;
    reset_to(a, cur(a)->view->runtime ? &xt_view_rt : &xt_view_plan);
    a->diag_cursor = 0;
    snprintf(a->status, sizeof a->status, "module %s", xt_safe(&a->frame_arena, an(a)->host->modules[m].name));
}

static void jump_evidence(xt_app *a, const xt_diag *d)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    switch (d->evidence) {
    case XT_EV_ROLE:
        reset_to(a, &xt_view_plan);
        push(a, &xt_view_bufs);
        cur(a)->role = (int)d->evidence_arg;
        break;
    case XT_EV_GROUP: {
        xt_live_group *g;
        size_t ng = xt_plan_groups(an(a)->plans[a->module], &a->frame_arena, &g);
        reset_to(a, &xt_view_plan);
        push(a, &xt_view_bufs);
        if (d->evidence_arg < ng) {
            cur(a)->role = (int)g[d->evidence_arg].role;
            cur(a)->want_kind = XT_T_BUFFER;
            cur(a)->want_target = g[d->evidence_arg].first;
        }
        a->sort = XT_SORT_SIZE;
        a->reverse = false;
        break;
    }
    case XT_EV_GROWTH:
        reset_to(a, &xt_view_rt);
        break;
    case XT_EV_EXEC:
        reset_to(a, &xt_view_rt);
        a->exec = d->evidence_arg;
        cur(a)->want_kind = XT_T_EXEC;
        cur(a)->want_target = d->evidence_arg;
        break;
    case XT_EV_LIVE:
        reset_to(a, &xt_view_rt);
        a->exec = r && r->nexecs ? r->nexecs - 1 : SIZE_MAX;
        push(a, &xt_view_orig);
        cur(a)->group = d->evidence_arg;
        break;
    default:
        reset_to(a, &xt_view_plan);
        break;
    }
    a->focus = XF_RIGHT;
    snprintf(a->status, sizeof a->status, "evidence for %s", d->id);
}

static void k_enter(xt_app *a)
{
    if (a->focus == XF_LEFT) {
        if (a->left_cursor >= a->left.nrows)
            return;
        a->left_view->enter(a, &a->left.rows[a->left_cursor]);
        return;
    }
    if (a->focus == XF_DIAG) {
        const xt_diag *d;
        size_t n = xt_analysis_diagnose(an(a), a->module, &d);
        if (a->diag_cursor < a->diag.nrows) {
            /* the line's header row carries its index; continuation rows
             * belong to the last header above them */
            for (long i = (long)a->diag_cursor; i >= 0; i--)
                if (a->diag.rows[i].kind == XT_T_DIAG) {
                    if (a->diag.rows[i].target < n)
                        jump_evidence(a, &d[a->diag.rows[i].target]);
                    break;
                }
        }
        return;
    }
    xt_navframe *f = cur(a);
    if (f->cursor < a->right.nrows)
        open_row(a, &a->right.rows[f->cursor]);
}

static void k_back(xt_app *a)
{
    if (a->focus == XF_RIGHT && a->depth > 0) {
        a->depth--;
    } else if (a->focus != XF_LEFT && !a->left_hidden) {
        a->focus = XF_LEFT;
    }
}

static void k_tab(xt_app *a)
{
    if (a->left_hidden && a->focus == XF_DIAG) {
        a->focus = XF_RIGHT;
        return;
    }
    if (a->focus == XF_LEFT)
        a->focus = XF_RIGHT;
    else if (a->focus == XF_RIGHT)
        a->focus = a->diag_open ? XF_DIAG : a->left_hidden ? XF_RIGHT : XF_LEFT;
    else
        a->focus = a->left_hidden ? XF_RIGHT : XF_LEFT;
}

static void k_diag(xt_app *a)
{
    a->diag_open = !a->diag_open;
    if (a->diag_open)
        a->focus = XF_DIAG;
    else if (a->focus == XF_DIAG)
        a->focus = XF_RIGHT;
}

static void scrub(xt_app *a, long to, bool absolute)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (!r || !r->nexecs) {
        snprintf(a->status, sizeof a->status, "no executions of this module in the capture");
        return;
    }
    long e = a->exec == SIZE_MAX ? (long)r->nexecs - 1 : (long)a->exec;
    e = absolute ? (to < 0 ? (long)r->nexecs - 1 : 0) : e + to;
    if (e < 0)
        e = 0;
    if (e >= (long)r->nexecs)
        e = (long)r->nexecs - 1;
    a->exec = (size_t)e;
    if (!cur(a)->view->runtime)
        reset_to(a, &xt_view_rt);
    if (cur(a)->view == &xt_view_orig)
        a->depth--;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = (size_t)e;
    const xt_exec *x = &an(a)->rt->execs[r->execs[e]];
    char b[32] = "?";
    if (x->in_use_at_start >= 0)
        xt_fmt_bytes(b, sizeof b, x->in_use_at_start);
    snprintf(a->status, sizeof a->status, "execution %ld of %zu: %s in use at start%s", e + 1,
             r->nexecs, b, x->launched ? "" : ", NEVER launched a kernel");
}

static void k_prev_exec(xt_app *a) { scrub(a, -1, false); }
static void k_next_exec(xt_app *a) { scrub(a, 1, false); }
static void k_first_exec(xt_app *a) { scrub(a, 1, true); }
static void k_last_exec(xt_app *a) { scrub(a, -1, true); }

static void k_sort(xt_app *a)
{
    a->sort = (xt_sort)((a->sort + 1) % XT_NSORT);
    snprintf(a->status, sizeof a->status, "sorted by %s%s", xt_sort_name(a->sort),
             a->reverse ? ", reversed" : "");
}

static void k_reverse(xt_app *a)
{
    a->reverse = !a->reverse;
    snprintf(a->status, sizeof a->status, "sorted by %s%s", xt_sort_name(a->sort),
             a->reverse ? ", reversed" : "");
}

/* Put the cursor on the selected execution's row. */
static void want_exec(xt_app *a)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (!r || !r->nexecs)
        return;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = a->exec == SIZE_MAX ? r->nexecs - 1 : a->exec;
}

static void k_runtime(xt_app *a)
{
    reset_to(a, &xt_view_rt);
    a->focus = XF_RIGHT;
    want_exec(a);
}
static void k_plan(xt_app *a) { reset_to(a, &xt_view_plan); a->focus = XF_RIGHT; }

static void k_hosts(xt_app *a)
{
    if (a->cap->nhosts < 2) {
        snprintf(a->status, sizeof a->status, "this run has one host");
        return;
    }
    a->left_view = a->left_view == &xt_list_hosts ? &xt_list_modules : &xt_list_hosts;
    a->left_cursor = a->left_view == &xt_list_hosts ? a->host : a->module;
    a->focus = XF_LEFT;
}

static void k_runs(xt_app *a)
{
    if (a->cap->nruns < 2) {
        snprintf(a->status, sizeof a->status, "the capture has one run");
        return;
    }
    a->left_view = a->left_view == &xt_list_runs ? &xt_list_modules : &xt_list_runs;
    a->left_cursor = 0;
    if (a->left_view == &xt_list_runs)
        for (size_t i = 0; i < a->cap->nruns; i++)
            if (is_open_run(a, i))
                a->left_cursor = i;
    a->left_hidden = false;
    a->focus = XF_LEFT;
}

static void k_help(xt_app *a) { a->help = !a->help; a->help_top = 0; }
static void k_modules(xt_app *a)
{
    a->left_hidden = !a->left_hidden;
    if (a->left_hidden && a->focus == XF_LEFT)
        a->focus = XF_RIGHT;
}
static void k_quit(xt_app *a) { a->quit = true; }
static void k_esc(xt_app *a)
{
    if (a->help)
        a->help = false;
    else if (a->searching)
        a->searching = false;
    else if (a->diag_open && a->focus == XF_DIAG)
        k_diag(a);
}

static void k_search(xt_app *a)
{
    a->searching = true;
    a->search_len = 0;
    a->search[0] = 0;
}

static bool ci_contains(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] &&
               (hay[i] == needle[i] ||
                ((hay[i] | 0x20) == (needle[i] | 0x20) && ((hay[i] | 0x20) >= 'a' && (hay[i] | 0x20) <= 'z'))))
            i++;
        if (i == n)
            return true;
    }
    return false;
}

static bool row_matches(const xt_text *t, size_t r, const char *needle)
{
    char buf[2048];
    xt_text_row_plain(t, r, buf, sizeof buf, 1000, false);
    return ci_contains(buf, needle);
}

static void find(xt_app *a, int dir)
{
    if (!a->search[0]) {
        snprintf(a->status, sizeof a->status, "no search yet: press / first");
        return;
    }
    size_t *c;
    xt_text *t = focused_text(a, &c);
    if (!t->nrows)
        return;
    for (size_t k = 1; k <= t->nrows; k++) {
        size_t r = (size_t)(((long)*c + dir * (long)k) % (long)t->nrows + (long)t->nrows) % t->nrows;
        if (row_matches(t, r, a->search)) {
            *c = r;
            snprintf(a->status, sizeof a->status, "/%s", a->search);
            return;
        }
    }
    snprintf(a->status, sizeof a->status, "/%s: not found in this view", a->search);
}

static void k_next(xt_app *a) { find(a, 1); }
static void k_prev(xt_app *a) { find(a, -1); }
static void k_export(xt_app *a) { xt_app_export(a); }
static void k_redraw(xt_app *a) { (void)a; }

/* ---- the help screen and the search prompt: keys of their own modes ---------------- */

static void k_help_down(xt_app *a) { a->help_top++; }
static void k_help_up(xt_app *a)
{
    if (a->help_top)
        a->help_top--;
}
static void k_help_close(xt_app *a) { a->help = false; }

static void k_search_cancel(xt_app *a) { a->searching = false; }
static void k_search_del(xt_app *a)
{
    if (a->search_len)
        a->search[--a->search_len] = 0;
}
static void k_search_type(xt_app *a)
{
    int key = a->key;
    if (key >= 32 && key < 0x110000 && a->search_len + 4 < sizeof a->search) {
        if (key < 128)
            a->search[a->search_len++] = (char)key;
        a->search[a->search_len] = 0;
    }
}
/* search from the cursor row on, the row itself included */
static void k_search_go(xt_app *a)
{
    a->searching = false;
    find(a, 0);
    if (a->search[0]) {
        size_t *c;
        xt_text *t = focused_text(a, &c);
        if (t->nrows && !row_matches(t, *c, a->search))
            find(a, 1);
    }
}

#define K(...) { __VA_ARGS__ }
const xt_keydef xt_keys[] = {
#define XT_MODE(m, heading) { m, { 0 }, NULL, heading, NULL },
#define XT_KEY(m, codes, names, help, fn) { m, codes, names, help, fn },
#include "keys.def"
#undef XT_MODE
#undef XT_KEY
};
#undef K
const size_t xt_nkeys = sizeof xt_keys / sizeof xt_keys[0];

void xt_tui_print_keys(FILE *f, bool roff)
{
    for (size_t i = 0; i < xt_nkeys; i++) {
        const xt_keydef *k = &xt_keys[i];
        if (!k->names) { /* a mode's heading */
            if (*k->help)
                fprintf(f, roff ? ".PP\n%s\n" : "\n%s\n", k->help);
        } else if (roff) {
            fprintf(f, ".TP\n.B %s\n%s\n", k->names, k->help);
        } else {
            fprintf(f, "  %-20s %s\n", k->names, k->help);
        }
    }
}

/* The entry of the key table that handles key in mode m (an XK_ANY entry
 * when no other does), or NULL. */
static const xt_keydef *lookup(xt_keymode m, int key)
{
    const xt_keydef *any = NULL;
    for (size_t i = 0; i < xt_nkeys; i++) {
        if (xt_keys[i].mode != m || !xt_keys[i].fn)
            continue;
        for (int k = 0; k < 4 && xt_keys[i].keys[k]; k++) {
            if (xt_keys[i].keys[k] == key)
                return &xt_keys[i];
            if (xt_keys[i].keys[k] == XK_ANY)
                any = &xt_keys[i];
        }
    }
    return any;
}

void xt_app_key(xt_app *a, int key)
{
    if (key == XK_RESIZE)
        return;
    if (a->cmp && xt_cmp_app_key(a, key)) /* comparison mode's own keys */
        return;
    xt_keymode m = a->searching ? XM_SEARCH : a->help ? XM_HELP : XM_MAIN;
    const xt_keydef *k = lookup(m, key);
    if (!k) {
        if (key > 0 && key < 128)
            snprintf(a->status, sizeof a->status, "'%c' does nothing here; ? lists the keys", key);
        return;
    }
    a->key = key;
    k->fn(a);
    if (m != XM_SEARCH) /* typing a search changes no pane */
        xt_app_build(a);
}

/* ---- export -------------------------------------------------------------------- */

int xt_app_export(xt_app *a)
{
    const char *mod = a->module < an(a)->host->nmodules ? an(a)->host->modules[a->module].name : "capture";
    char part[128], name[256], path[4096];
    /* the full module name is in the title, the first line of the file */
    snprintf(name, sizeof name, "xoomtui-%s-%s.txt", xt_file_name_part(part, sizeof part, mod, 100),
             cur(a)->view->name);
    /* never inside the capture directory, never over a loaded file; the
     * default "." may be the capture: then $TMPDIR or /tmp */
    xt_guard g;
    xt_error err = { 0, "" };
    const char *dir = a->export_dir ? a->export_dir : ".", *moved = NULL;
    int rc = xt_guard_init(&g, a->capture_dir, &err);
    for (size_t i = 0; !rc && i < a->cap->nhosts; i++)
        xt_guard_add_file(&g, a->cap->hosts[i].path);
    if (!rc && (rc = xt_guard_check_dir(&g, dir, &err)) && !a->export_dir) {
        moved = dir;
        dir = getenv("TMPDIR") && *getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        rc = xt_guard_check_dir(&g, dir, &err);
    }
    snprintf(path, sizeof path, "%s/%s", dir, name);
    xt_outfile o;
    if (!rc)
        rc = xt_outfile_open(&o, path, &g, XT_OUT_UNIQUE, &err);
    xt_guard_free(&g);
    if (rc) {
        snprintf(a->status, sizeof a->status, "export failed: %.480s", err.msg);
        return -1;
    }
    FILE *f = o.f;
    xt_chart_ascii(a, true); /* the chart as ASCII: it pastes into a ticket */
    xt_app_build(a);
    xt_chart_ascii(a, false);
    int sev;
    const char *title = xt_app_title(a, &sev);
    fprintf(f, "%s\n%s\n\n", title, a->right.title);
    char *body = xt_text_plain(&a->right, 200, a->utf8);
    fputs(body, f);
    free(body);
    if (a->diag_open && a->diag.nrows) {
        body = xt_text_plain(&a->diag, 200, a->utf8);
        fprintf(f, "\nDiagnosis\n%s", body);
        free(body);
    }
    if (xt_outfile_commit(&o, &err)) {
        snprintf(a->status, sizeof a->status, "export failed: %.480s", err.msg);
        return -1;
    }
    /* the name as the user gave the directory, with the name used */
    const char *slash = strrchr(o.target, '/');
    snprintf(path, sizeof path, "%s/%s", dir, slash ? slash + 1 : o.target);
    xt_outfile_free(&o);
    if (moved)
        snprintf(a->status, sizeof a->status,
                 "exported to %.300s (not %s: inside the capture; --export-dir DIR chooses)", path, moved);
    else
        snprintf(a->status, sizeof a->status, "exported to %.480s", path);
    return 0;
}
