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
#include "compare_view.h"
#include "summary.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* the status line when the last key had nothing to say */
#define HINT XT_APP_HINT

static xt_navframe *cur(xt_app *a) { return &a->stack[a->depth]; }
static xt_analysis *an(xt_app *a) { return a->an[a->host]; }

static void want_exec(xt_app *a);
static void origin_of_group(xt_app *a, size_t g);
static size_t plan_back_row(const xt_app *a, const xt_row *row, const xt_text *tx);
static bool live_shown(xt_app *a, xt_live_set *ls);
static void family_of_group(xt_app *a, size_t g);
static void family_target(xt_app *a, xt_navframe *f);
static void rt_cursor_like(xt_app *a, int kind);
static void remember_origin(xt_app *a);
static int remember_cursor(xt_app *a);

void xt_app_init(xt_app *a, xt_capture *c, xt_analysis **ans, size_t host,
                 const char *export_dir, const char *capture_dir)
{
    memset(a, 0, sizeof *a);
    a->evidence_depth = -1;
    a->left_want_host = SIZE_MAX;
    a->cap = c;
    a->an = ans;
    a->host = host < c->nhosts ? host : 0;
    a->module = an(a)->selected;
    a->live_keep_bytes = XT_LIVE_KEEP_BYTES;
    a->exec = SIZE_MAX;
    a->cold = true; /* the load just gave its memory back */
    a->focus = XF_RIGHT;
    a->export_dir = export_dir;
    a->capture_dir = capture_dir;
    a->rows = 24;
    a->cols = 80;
    a->left_cursor = a->module < an(a)->host->nmodules ? a->module : 0;
    a->stack[0].view = &xt_view_plan;
    a->left_view = &xt_list_modules;
    a->stack[0].role = -1;
    a->stack[0].cursor = SIZE_MAX;
    /* a capture that failed in its last step: open the diagnosis */
    const xt_diag *d;
    a->diag_open = a->module < an(a)->host->nmodules && xt_analysis_diagnose(an(a), a->module, &d) > 0;
    /* no compiled modules: the pane says what the capture lacks and which
     * JAX versions omit it (behind d, a trial never saw it) */
    if (!an(a)->host->nmodules && (an(a)->host->nwarnings || an(a)->rt->nwarnings))
        a->diag_open = true;
    /* without compiled modules (TensorFlow) the modules pane would say
     * only that, on a quarter of the width: hidden ('m' shows it) */
    a->left_hidden = !an(a)->host->nmodules;
    /* ... and it opens on what it has, the allocators (the runtime view's
     * title says why there is no plan; p shows the notes) */
    if (!an(a)->host->nmodules) {
        a->stack[0].view = &xt_view_rt;
        want_exec(a); /* the cursor on the charted allocator (it opened on another: a trial) */
    }
    snprintf(a->status, sizeof a->status, "%s", HINT);
}

static void xt_title_chain_free(struct xt_title_chain *c);

void xt_app_free(xt_app *a)
{
    xt_title_chain_free(a->title_chain);
    xt_chart_free(a);
    if (!a->left_cached)
        xt_text_free(&a->left);
    xt_text_free(&a->modcache.text);
    xt_arena_free(&a->modcache.arena);
    xt_text_free(&a->rowmemo.text);
    xt_arena_free(&a->rowmemo.arena);
    free(a->rowmemo.found);
    xt_text_free(&a->right);
    xt_text_free(&a->diag);
    xt_text_free(&a->helptext);
    xt_arena_free(&a->frame_arena);
    xt_arena_free(&a->keep_arena);
    xt_arena_free(&a->worst.arena);
    free(a->run_info);
}

/* The modules pane of a capture of one module: off until 'm' shows it.
 * It said one row the title says, on a third of an 80-column screen, and
 * on 38 columns at 120 (trials); hosts and runs lists show it as ever. */
static bool left_auto_off(const xt_app *a)
{
    if (a->left_wanted)
        return false;
    /* a comparison of one pair alike: its pane said the pair the title
     * names, on 25 of 80 columns, and the figures beside it wrapped (a
     * trial) */
    if (a->cmp)
        return a->left_view == &xt_cmp_list_modules && a->cmp->c->nmodules == 1 &&
               !a->cmp->c->nadded && !a->cmp->c->nremoved;
    const xt_analysis *x = a->an[a->host];
    return a->left_view == &xt_list_modules && x && x->host->nmodules == 1;
}


/* Whether the left pane is off the screen: hidden, or no room for it
 * (under 40 columns, unless zoomed, where the focused pane takes it all):
 * Tab and h moved the focus to it there, and j k then moved a list no one
 * could see (a trial at 30x12). */
static bool left_off(const xt_app *a)
{
    return a->left_hidden || left_auto_off(a) || (a->cols > 0 && a->cols < 40 && !a->zoom);
}

bool xt_app_left_off(const xt_app *a) { return left_off(a); }

/* The left pane back on the modules list from the hosts or runs list,
 * hidden again if that list had shown it hidden. */
static void left_modules(xt_app *a)
{
    a->left_view = &xt_list_modules;
    a->left_cursor = a->module;
    if (a->left_rehide)
        a->left_hidden = true;
    a->left_rehide = false;
}

/* H or R just switched the left pane: a hosts or runs list is shown
 * even over a hidden pane ('m', or no modules; H put the focus on a pane
 * no one saw, and j k moved it unseen), and hidden again after. */
static void left_list_shown(xt_app *a)
{
    if (a->left_view != &xt_list_modules) {
        a->left_rehide = a->left_hidden;
        a->left_hidden = false;
        a->focus = XF_LEFT;
    } else {
        left_modules(a);
        a->focus = left_off(a) ? XF_RIGHT : XF_LEFT;
    }
}

/* Rows the status line takes: a long message (an error naming a file)
 * wraps onto up to three rows rather than being cut. */
const char *xt_app_status_shown(const xt_app *a)
{
    if (strcmp(a->status, XT_APP_HINT))
        return a->status;
    if (a->help)
        return "j k Space scroll  ? q Esc close the help";
    static const char *const fewer[] = { XT_APP_HINT,
                                         "? help  q quit  r runtime  p plan  d diagnosis  e export",
                                         "? help  q quit  d diagnosis  e export", "? help  q quit" };
    for (size_t i = 0; i < sizeof fewer / sizeof *fewer; i++)
        if (a->cols <= 0 || (int)strlen(fewer[i]) <= a->cols)
            return fewer[i];
    return fewer[sizeof fewer / sizeof *fewer - 1];
}

/* The most rows the status line takes: 3, and 6 for a key's own
 * message (not a row's explanation), which is there until the next key:
 * why a host file cannot be read lost its end, the part that says what
 * to do, at 3 rows (a trial at 80x24). */
static int message_most(const xt_app *a)
{
    bool own = !a->help && strcmp(a->status, HINT) &&
               !(a->explained && (xt_hash_bytes(a->status, strlen(a->status)) | 1) == a->explained);
    return own && a->rows >= 20 ? 6 : 3;
}

static int message_rows(const xt_app *a)
{
    /* as frame.c breaks it, at words: a count by columns alone gave a
     * 60-column message two rows and cut its end ("(infer..."; a trial);
     * a search being typed takes one */
    int n = 0, most = message_most(a);
    for (const char *s = xt_app_status_shown(a); !a->searching && *s && n < most; n++)
        xt_status_row_end(s, a->cols, &s);
    return n;
}

/* The rows kept for the pane's explanations, whatever row the cursor
 * is on (and while a search is typed). */
static int kept_rows(const xt_app *a)
{
    int keep = a->status_keep;
    if (a->focus == XF_DIAG && a->diag_open && a->diag_keep > keep)
        keep = a->diag_keep;
    return keep;
}

static int status_rows(const xt_app *a)
{
    if (a->cols < 1)
        return 1;
    int n = message_rows(a), keep = kept_rows(a);
    if (n < keep && !a->help)
        n = keep > 3 ? 3 : keep;
    return n ? n : 1;
}

void xt_app_layout(const xt_app *a, xt_layout *l)
{
    l->title_y = 0;
    l->status_h = a->rows > 12 ? status_rows(a) : 1;
    l->status_y = a->rows - l->status_h;
    l->body_y = 1;
    /* the panes are laid out for the status rows every pane keeps; more
     * (the diagnosis's explanations, a key's long message) come out of
     * the diagnosis pane's foot first, so that Tab moves no pane's top
     * (a trial at 80x24: the lists jumped as Tab went from pane to pane) */
    int base = l->status_h, keep = a->status_keep < 1 ? 1 : a->status_keep;
    if (a->diag_open && !(a->zoom && !a->help) && base > keep)
        base = keep;
    int body = a->rows - 1 - base;
    if (body < 1)
        body = 1;
    l->diag_h = 0;
    if (a->diag_open) {
        l->diag_h = body / 3;
        if (l->diag_h < 4)
            l->diag_h = body > 6 ? 4 : 0;
        /* no taller than its rows and its heading ("No memory problem
         * found": two rows, not a third of the screen) */
        if (l->diag_h && a->diag.nrows && (size_t)l->diag_h > a->diag.nrows + 1)
            l->diag_h = (int)a->diag.nrows + 1;
    }
    l->body_h = body - l->diag_h;
    l->diag_base_h = l->diag_h;
    int extra = l->status_h - base;
    if (extra > 0 && l->diag_h > 2) {
        int take = extra < l->diag_h - 2 ? extra : l->diag_h - 2;
        l->diag_h -= take;
        extra -= take;
    }
    if (extra > 0)
        l->body_h = l->body_h > extra ? l->body_h - extra : 1;
    l->diag_y = l->body_y + l->body_h;
    l->left_w = a->cols * 32 / 100;
    if (l->left_w > 40)
        l->left_w = 40;
    if (l->left_w < 16)
        l->left_w = a->cols >= 40 ? 16 : 0;
    if (a->left_hidden || left_auto_off(a))
        l->left_w = 0;
    if (a->zoom && !a->help) { /* the focused pane alone, on the whole body */
        body = a->rows - 1 - l->status_h > 1 ? a->rows - 1 - l->status_h : 1;
        l->diag_h = a->focus == XF_DIAG ? body : 0;
        l->diag_y = l->body_y;
        l->body_h = a->focus == XF_DIAG ? 0 : body;
        l->left_w = a->focus == XF_LEFT ? a->cols : 0;
    }
    l->left_h = l->body_h;
    l->right_x = l->left_w ? l->left_w + 1 : 0;
    l->right_w = a->cols - l->right_x;
    if (l->right_w < 1)
        l->right_w = 1;
}

/* ---- building ------------------------------------------------------------ */

/* Columns for the right pane's rows (its cursor column aside). */
enum { EXPORT_COLS = 100 }; /* the least width of an exported view */

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
/* ---- the live set grouped like ncdu: b cycles by line, shape, role ---- */

static const char *const group_names[] = { "", "Python line", "shape", "role" };

/* The grouping of frame f's list: b's, but none by role in one role's
 * list, where it is one group ("workspace by role" over all of it, the
 * grouping chosen in the list of every role: a review) */
static int grouping(const xt_app *a, const xt_navframe *f)
{
    return a->group_by == 3 && f->role >= 0 ? 0 : a->group_by;
}

/* The grouping b gives after frame f's: by role where the list is of
 * every role, never in one role's list (its one group: a trial) */
static int next_grouping(const xt_app *a, const xt_navframe *f)
{
    int g = (grouping(a, f) + 1) % 4;
    return g == 3 && f->role >= 0 ? 0 : g;
}

static const char *group_key(const xt_live_buf *b, int mode)
{
    return mode == 1 ? (*b->source ? b->source : "(no Python line)")
         : mode == 2 ? b->shape : xt_role_label(b->role);
}

static uint64_t live_set_key(const xt_app *a);

static bool in_frame(const xt_navframe *f, const xt_live_buf *b)
{
    return (f->role < 0 || b->role == (xt_role)f->role) &&
           (!f->gkey || !strcmp(group_key(b, f->gmode), f->gkey));
}

typedef struct {
    const char *key;
    size_t first, count;
    int64_t bytes;
} array_group;

static int cmp_group_key(const void *x, const void *y)
{
    const array_group *a = x, *b = y;
    int c = strcmp(a->key, b->key);
    return c ? c : (a->first > b->first) - (a->first < b->first);
}

/* largest first; ties in the order the arrays are listed */
static int cmp_group_bytes(const void *x, const void *y)
{
    const array_group *a = x, *b = y;
    if (a->bytes != b->bytes)
        return a->bytes < b->bytes ? 1 : -1;
    return (a->first > b->first) - (a->first < b->first);
}

/* Two keys with their numbers compared as numbers: model.py:88 before
 * model.py:97 and :100, f32[8,1024] before f32[20224,1024] (as text the
 * shape's 2 came before its 8: a review). */
static int natural_cmp(const char *a, const char *b)
{
    while (*a && *b) {
        if (isdigit((unsigned char)*a) && isdigit((unsigned char)*b)) {
            while (*a == '0' && isdigit((unsigned char)a[1]))
                a++;
            while (*b == '0' && isdigit((unsigned char)b[1]))
                b++;
            size_t na = strspn(a, "0123456789"), nb = strspn(b, "0123456789");
            if (na != nb)
                return na < nb ? -1 : 1;
            int c = strncmp(a, b, na);
            if (c)
                return c;
            a += na, b += nb;
            continue;
        }
        if (*a != *b)
            return (unsigned char)*a < (unsigned char)*b ? -1 : 1;
        a++, b++;
    }
    return *a ? 1 : *b ? -1 : 0;
}

/* by key (its numbers as numbers); ties in the order the arrays are
 * listed */
static int cmp_group_name(const void *x, const void *y)
{
    const array_group *a = x, *b = y;
    int c = natural_cmp(a->key, b->key);
    return c ? c : (a->first > b->first) - (a->first < b->first);
}

/* v[0, n): one entry per item (key, its index as first, count 1, bytes);
 * merges equal keys and sorts the groups largest first.  Returns the
 * group count.  n log n: a plan or an origin may hold a million items. */
static size_t group_items(array_group *v, size_t n)
{
    qsort(v, n, sizeof *v, cmp_group_key);
    size_t ng = 0;
    for (size_t i = 0; i < n; i++) {
        if (ng && !strcmp(v[ng - 1].key, v[i].key)) {
            v[ng - 1].bytes = xt_sat_add(v[ng - 1].bytes, v[i].bytes);
            v[ng - 1].count++;
        } else {
            v[ng++] = v[i];
        }
    }
    qsort(v, ng, sizeof *v, cmp_group_bytes);
    return ng;
}

/* One group per key, the largest first: bytes, share, count, key; on
 * the screen the first XT_VIEW_LIVE_ROWS - 1 and a row that sums the
 * rest, unless a search unfolded them (200,000 groups of one buffer each
 * took 380 ms a key). */
static void groups_rows(xt_app *a, xt_text *t, const xt_plan *p)
{
    xt_navframe *f = cur(a);
    xt_arena *ar = t->arena;
    array_group *v = xt_xmalloc((p->nlive + 1) * sizeof *v);
    size_t n = 0;
    for (size_t i = 0; i < p->nlive; i++)
        if (in_frame(f, &p->live[i]))
            v[n++] = (array_group){ group_key(&p->live[i], grouping(a, f)), i, 1, p->live[i].bytes };
    n = group_items(v, n);
    /* s and S sort the groups: by size, else by their key, reversed (they
     * said "sorted by source" and the rows stayed: a trial) */
    if (a->groups_by_key)
        qsort(v, n, sizeof *v, cmp_group_name);
    for (size_t i = 0; a->groups_reverse && i < n / 2; i++) {
        array_group g = v[i];
        v[i] = v[n - 1 - i];
        v[n - 1 - i] = g;
    }
    /* key hints on the screen only: never in an export (a trial); the
     * one b gives named, as a flat list's "(b: by shape)" ("(b: next…"
     * at 80 columns told none: a trial) */
    int next = next_grouping(a, f);
    t->title = xt_arena_printf(ar, "Live at the heap peak%s%s by %s%s%s%s", f->role >= 0 ? ": " : "",
                               f->role >= 0 ? xt_role_label((xt_role)f->role) : "", group_names[grouping(a, f)],
                               t->screen ? (next ? " (b: by " : " (b: ungrouped") : "",
                               t->screen ? group_names[next] : "", t->screen ? ")" : "");
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_addw(t, XT_A_HEAD, 7, true, "%%peak");
    xt_text_addw(t, XT_A_HEAD, 9, true, "buffers");
    xt_text_add(t, XT_A_HEAD, "  %s", group_names[grouping(a, f)]);
    size_t shown = t->screen && !t->unfold && n > XT_VIEW_LIVE_ROWS ? XT_VIEW_LIVE_ROWS - 1 : n;
    for (size_t g = 0; g < shown; g++) {
        xt_text_row(t, XT_T_LIVEGROUP, v[g].first);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", xt_arena_printf(ar, "%s", xt_fmt_bytes((char[32]){ 0 }, 32, v[g].bytes)));
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", xt_fmt_pct((char[16]){ 0 }, 16, v[g].bytes, p->heap_peak));
        xt_text_addw(t, XT_A_DIM, 9, true, "%zu", v[g].count);
        xt_text_add(t, XT_A_NORMAL, "  %s", xt_safe(ar, v[g].key));
    }
    if (shown < n) {
        int64_t rest = 0;
        size_t bufs = 0;
        for (size_t g = shown; g < n; g++)
            rest = xt_sat_add(rest, v[g].bytes), bufs += v[g].count;
        t->summed_at = xt_text_row(t, 0, 0) + 1;
        t->folded = true;
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", xt_arena_printf(ar, "%s", xt_fmt_bytes((char[32]){ 0 }, 32, rest)));
        xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", xt_fmt_pct((char[16]){ 0 }, 16, rest, p->heap_peak));
        xt_text_addw(t, XT_A_DIM, 9, true, "%zu", bufs);
        xt_text_add(t, XT_A_DIM, "  the rest: %zu group%s (/ finds, e exports)", n - shown, xt_plural(n - shown));
    }
    /* what the groups add up to and where the figures are from, as the
     * list ungrouped ends (grouped, no figure had its label: a trial) */
    int64_t sum = 0;
    size_t bufs = 0;
    for (size_t g = 0; g < n; g++)
        sum = xt_sat_add(sum, v[g].bytes), bufs += v[g].count;
    free(v);
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_SIZE, 10, true, "%s", xt_arena_printf(ar, "%s", xt_fmt_bytes((char[32]){ 0 }, 32, sum)));
    xt_text_addw(t, XT_A_NORMAL, 7, true, "%s", xt_fmt_pct((char[16]){ 0 }, 16, sum, p->heap_peak));
    xt_text_add(t, XT_A_DIM, "  total: %zu buffer%s in %zu group%s (read)", bufs, xt_plural(bufs), n, xt_plural(n));
}

static bool frame_unfold(xt_app *a, xt_navframe *f);

/* ... on the screen kept across keys */
static void groups_build(xt_app *a, xt_text *t, const xt_plan *p)
{
    if (!t->screen) {
        groups_rows(a, t, p);
        return;
    }
    xt_navframe *f = cur(a);
    xt_rowkey k = { XT_ROWS_GROUPS, an(a)->serial, a->module, 0, f->role,
                    grouping(a, f) * 2 + a->groups_by_key, 0, a->groups_reverse, frame_unfold(a, f), 0 };
    xt_text *mk = xt_app_rows_begin(a, &k);
    if (mk)
        groups_rows(a, mk, p);
    xt_app_rows_end(a, t);
}

/* A group's buffers (xt_view_buffers_where's keep) */
static bool keep_in_group(const xt_live_buf *b, const void *ctx)
{
    const xt_navframe *f = ctx;
    return !strcmp(group_key(b, f->gmode), f->gkey);
}

/* What a list a search unfolded is of: the live set, and for the list
 * at the chart's cursor its event (a search's list stayed whole as , and
 * . moved the cursor: 940 ms a step at 200,000 buffers, a review). */
static uint64_t unfold_key(xt_app *a, const xt_navframe *f)
{
    uint64_t k = live_set_key(a);
    if (f->view == &xt_view_cur_bufs) {
        const struct xt_cursor *c = xt_chart_cursor(a);
        k = (k ^ (c ? xt_cursor_pos(c) + 1 : 0)) * 0x100000001b3ULL;
    }
    return k;
}

/* The frame's list summed past XT_VIEW_LIVE_ROWS unless a search unfolded
 * it, for this live set (another lists it summed again). */
static bool frame_unfold(xt_app *a, xt_navframe *f)
{
    if (f->unfold && f->unfold_for != unfold_key(a, f))
        f->unfold = false;
    return f->unfold;
}

bool xt_app_unfolded(xt_app *a) { return frame_unfold(a, cur(a)); }

/* The buffers of role f->role live at the heap peak (xt_view_buffers),
 * or of its group (f->gkey), on the screen kept across keys */
static void role_buffers(xt_app *a, xt_text *t, int w)
{
    xt_navframe *f = cur(a);
    int role = f->role;
    const void *ctx = f;
    xt_buf_keep keep = f->gkey ? keep_in_group : NULL;
    if (!t->screen) {
        xt_view_buffers_where(t, an(a), a->module, role, keep, ctx, a->sort, a->reverse, 0, w);
        return;
    }
    uint64_t g = 0;
    if (f->gkey) {
        /* a group of a list's length (one Python line of 200 buffers)
         * made at each key, the kept rows left to the list of groups
         * below it, for h (200,000 groups took 56 ms to make again) */
        const xt_plan *p = an(a)->plans[a->module];
        size_t n = 0;
        for (size_t i = 0; i < p->nlive && n <= XT_VIEW_LIVE_ROWS; i++)
            n += (role < 0 || p->live[i].role == (xt_role)role) && keep_in_group(&p->live[i], f);
        if (n <= XT_VIEW_LIVE_ROWS) {
            xt_view_buffers_where(t, an(a), a->module, role, keep, ctx, a->sort, a->reverse, 0, w);
            return;
        }
        g = (xt_hash_str(f->gkey, strlen(f->gkey)) ^ (uint64_t)f->gmode) | 1;
    }
    xt_rowkey k = { XT_ROWS_PEAK, an(a)->serial, a->module, 0, role, (int)a->sort, w, a->reverse,
                    frame_unfold(a, f), g };
    xt_text *mk = xt_app_rows_begin(a, &k);
    if (mk)
        xt_view_buffers_where(mk, an(a), a->module, role, keep, ctx, a->sort, a->reverse, 0, w);
    xt_app_rows_end(a, t);
}

/* The buffers of the frame: every one of the role, or of one group (the
 * view's rows kept where the buffer is in the group). */
static void bufs_build(xt_app *a, xt_text *t, int w)
{
    xt_navframe *f = cur(a);
    const xt_plan *p = a->module < an(a)->host->nmodules ? an(a)->plans[a->module] : NULL;
    if (p && grouping(a, f) && !f->gkey && !f->flat) {
        groups_build(a, t, p);
        /* its key hint left out where the rule's scroll marks would not
         * fit beside it (13,333 groups showed no "↑12838" at 80 columns:
         * a trial), as a list ungrouped for a search does */
        const char *hint = t->screen && t->title ? strstr(t->title, " (b: ") : NULL;
        xt_layout l;
        if (hint && w > 0 && (int)xt_utf8_width(t->title) + 14 > w) {
            xt_app_layout(a, &l);
            if (t->nrows + 1 > (size_t)(l.body_h > 1 ? l.body_h - 1 : 1)) /* a list the pane scrolls */
                t->title = xt_arena_printf(t->arena, "%.*s", (int)(hint - t->title), t->title);
        }
        return;
    }
    role_buffers(a, t, w);
    if (!p || !t->title)
        return;
    if (f->gkey) {
        /* the group before the sort order: a narrow title cuts its end,
         * and the group ("model.py:88") is what says which list this is */
        const char *so = strstr(t->title, " (sorted by ");
        t->title = so ? xt_arena_printf(t->arena, "%.*s: %s%s", (int)(so - t->title), t->title,
                                        xt_safe(t->arena, f->gkey), so)
                      : xt_arena_printf(t->arena, "%s: %s", t->title, xt_safe(t->arena, f->gkey));
    } else if (grouping(a, f) && f->flat) { /* b's grouping set aside: say so */
        const char *was = t->title;
        t->title = t->screen ? xt_arena_printf(t->arena, "%s; ungrouped for the search (b: by %s)", was,
                                               group_names[grouping(a, f)])
                             : xt_arena_printf(t->arena, "%s; ungrouped for the search", was);
        /* in fewer words where the rule's "↑1191↓8" would not fit beside
         * it (at 80 columns it filled the rule: no sign of the rows above
         * deep in a list of 1,200, a trial) */
        if (t->screen && (int)xt_utf8_width(t->title) + 12 > w)
            t->title = xt_arena_printf(t->arena, "%s; ungrouped (b: by %s)", was, group_names[grouping(a, f)]);
    }
}
static void bufs_chart(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, bufs_build); }
const xt_view xt_view_bufs = { "buffers", false, { XT_T_ROLE, XT_T_ALLBUFS }, bufs_open, bufs_chart, NULL };

/* Enter on a group: its buffers */
static void group_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    const xt_plan *p = an(a)->plans[a->module];
    f->role = a->stack[a->depth - 1].role;
    f->gmode = grouping(a, f);
    f->gkey = r->target < p->nlive ? group_key(&p->live[r->target], grouping(a, f)) : NULL;
}
/* under the heap chart as the role's list is: the buffer under the cursor
 * drawn as its lifetime, a and f open it (a group's list had no chart, and
 * a and f said "select a buffer first" on a buffer: a trial) */
const xt_view xt_view_group = { "group", false, { XT_T_LIVEGROUP }, group_open, bufs_chart, NULL };

static void buf_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)a; f->buf = r->target; }
static void buf_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    xt_view_buffer(t, an(a), a->module, cur(a)->buf, w);
}
static void buf_chart(xt_app *a, xt_text *t, int w) { xt_chart_over(a, t, w, buf_build); }
const xt_view xt_view_buf = { "buffer", false, { XT_T_BUFFER }, buf_open, buf_chart, NULL };

static void rt_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)f, (void)r; want_exec(a); }
/* Which live set the runtime view shows: its analysis, module,
 * execution, device and pool. */
static uint64_t live_set_key(const xt_app *a)
{
    const xt_analysis *x = a->an[a->host];
    uint64_t k = x ? x->serial : 0;
    const uint64_t parts[] = { a->module, a->exec, x ? x->device : 0, x ? x->pool_pick : 0 };
    for (size_t i = 0; i < sizeof parts / sizeof *parts; i++)
        k = (k ^ parts[i]) * 0x100000001b3ULL;
    return k;
}

static void rt_build(xt_app *a, xt_text *t, int w)
{
    /* listed for one live set: another sums them again (after one search
     * every key of a 150,000 groups' view listed them all: a review) */
    xt_navframe *f = cur(a);
    if (f->unfold && f->unfold_for != live_set_key(a))
        f->unfold = false;
    t->unfold = f->unfold;
    xt_chart_runtime_build(a, t, w);
    /* a host of several devices: which one's figures, on the pane's rule
     * (after Enter on GPU 0 only the chart's pool name said it, the
     * executions' heading cut before it at 80 columns: a trial) */
    const xt_runtime *rt = an(a)->rt;
    if (t->title && !strcmp(t->title, "Runtime") && rt && rt->ndevices >= 2 && an(a)->device < rt->ndevices &&
        rt->devices[an(a)->device].label)
        t->title = xt_arena_printf(t->arena, "Runtime of %s", xt_safe(t->arena, rt->devices[an(a)->device].label));
}
/* Enter on an execution selects it: the live set below follows; Enter
 * on a device (multi-device hosts) makes the view describe that device */
/* The status line of execution e of the module shown, as [ ] and Enter
 * and the cursor on its row say it (a trial: j/k onto it said nothing,
 * Enter "execution 10" alone). */
static void exec_status(xt_app *a, size_t e, const char *pre, const char *post)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (!r || e >= r->nexecs)
        return;
    const xt_exec *x = &an(a)->rt->execs[r->execs[e]];
    char b[32] = "?";
    if (x->in_use_at_start >= 0)
        xt_fmt_bytes(b, sizeof b, x->in_use_at_start);
    snprintf(a->status, sizeof a->status, "%sexecution %zu of %zu: %s in use at start (measured)%s%s", pre,
             e + 1, r->nexecs, b, x->launched ? "" : ", NEVER launched a kernel", post);
}

/* Enter on a group of the pool's live set at its peak (a capture without
 * modules): what it is, whole; it opens nothing. */
static void peak_status(xt_app *a, size_t i)
{
    const xt_pool_peak *pk = xt_analysis_pool_peak(an(a));
    if (!pk || i >= pk->ng + pk->nfold)
        return;
    xt_arena *ar = &a->frame_arena;
    char b[32];
    if (i >= pk->ng) { /* a fold: the groups whose paths differ in numbers only */
        const struct xt_pool_fold *f = &pk->fold[i - pk->ng];
        xt_fmt_bytes(b, sizeof b, f->bytes);
        if (f->groups == 1) { /* alone: as its row in the list of every group */
            snprintf(a->status, sizeof a->status, "%s in %zu buffer%s at %s's peak (measured), allocated "
                                                  "under %s (inferred from when)",
                     b, f->buffers, f->buffers == 1 ? "" : "s", xt_safe(ar, pk->al->name), xt_safe(ar, f->key));
            return;
        }
        snprintf(a->status, sizeof a->status, "%s in %zu buffer%s of %zu op%s alike at %s's peak (measured): "
                                              "%s, the numbers that differ among them read as N",
                 b, f->buffers, f->buffers == 1 ? "" : "s", f->groups, f->groups == 1 ? "" : "s",
                 xt_safe(ar, pk->al->name), xt_safe(ar, f->key));
        return;
    }
    const xt_origin_group *g = &pk->g[i];
    xt_fmt_bytes(b, sizeof b, g->bytes);
    if (!g->buffers)
        snprintf(a->status, sizeof a->status, "%s: %s in use before the capture started, that no event of it "
                                              "names (start the trace earlier to see them)",
                 b, xt_safe(ar, pk->al->name));
    else
        snprintf(a->status, sizeof a->status, "%s in %zu buffer%s at %s's peak (measured), allocated "
                                              "under %s%s%s (inferred from when)",
                 b, g->buffers, g->buffers == 1 ? "" : "s",
                 xt_safe(ar, pk->al->name), xt_safe(ar, g->origin), *g->source ? " at " : "",
                 *g->source ? xt_safe(ar, g->source) : "");
}

static void rt_enter(xt_app *a, const xt_row *r)
{
    if (r->kind == XT_T_DEVICE && xt_analysis_select_device(an(a), r->target)) {
        const xt_device *d = &an(a)->rt->devices[r->target];
        if (d->allocator < an(a)->rt->nallocators)
            snprintf(a->status, sizeof a->status, "device %s", d->label);
        else /* no chart: another pool's would read as its own (a trial) */
            snprintf(a->status, sizeof a->status, "device %s: no allocator events of its own recorded, "
                                                  "so no chart",
                     d->label);
        /* the cursor stays on the device: rows above it come and go with
         * it (a device without executions has no marks legend, and Enter
         * on GPU 3 left the cursor on GPU 4; a trial) */
        cur(a)->want_kind = XT_T_DEVICE;
        cur(a)->want_target = r->target;
    }
    if (r->kind == XT_T_POOL && xt_analysis_select_pool(an(a), r->target)) {
        snprintf(a->status, sizeof a->status, "chart: %s",
                 xt_safe(&a->frame_arena, an(a)->rt->allocators[r->target].name));
        /* the cursor stays on the allocator (its details open under it) */
        cur(a)->want_kind = XT_T_POOL;
        cur(a)->want_target = r->target;
    }
    if (r->kind == XT_T_PEAK || (r->kind == XT_T_BEFORE && !an(a)->host->nmodules))
        peak_status(a, r->target);
    if (r->kind != XT_T_EXEC)
        return;
    a->exec = r->target;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = r->target;
    exec_status(a, r->target, "selected: ", "; the live set below is at its start");
}
const xt_view xt_view_rt = { "runtime", true, { XT_T_RUNTIME }, rt_open, rt_build, rt_enter };

static void orig_open(xt_app *a, xt_navframe *f, const xt_row *r) { (void)a; f->group = r->target; }

/* The live set the runtime view's groups index: at the selected
 * execution's start (the story's at the last: a replay at each key there
 * cost 5-10 ms on a leak: a review).  False: none. */
static bool live_set(xt_app *a, xt_arena *ar, const xt_module_runtime **r, xt_live_set *ls)
{
    *r = xt_analysis_mrt(an(a), a->module);
    if (!*r || !(*r)->nexecs || !(*r)->allocator)
        return false;
    size_t e = a->exec < (*r)->nexecs ? a->exec : (*r)->nexecs - 1;
    *ls = xt_live_at(ar, an(a), a->module, *r, e, false);
    return true;
}

/* The live arrays of the frame's origin at the selected execution (the
 * view's member rows follow its two heading rows in this order). */
static size_t origin_members(xt_app *a, const xt_mem_event **ev, const size_t **members)
{
    const xt_module_runtime *r;
    xt_live_set ls;
    if (!live_set(a, &a->frame_arena, &r, &ls) || cur(a)->group >= ls.ng)
        return 0;
    *ev = r->allocator->events;
    *members = ls.g[cur(a)->group].members;
    return ls.g[cur(a)->group].buffers;
}

static const char *shape_of(const xt_mem_event *e) { return *e->shape ? e->shape : "(no shape)"; }

/* b in an origin: its arrays by shape (bytes, count), Enter opens one. */
static void orig_groups(xt_app *a, xt_text *t, const xt_mem_event *ev, const size_t *mem, size_t n)
{
    (void)a;
    xt_arena *ar = t->arena;
    array_group *v = xt_arena_alloc(ar, (n + 1) * sizeof *v);
    for (size_t i = 0; i < n; i++)
        v[i] = (array_group){ shape_of(&ev[mem[i]]), i, 1, ev[mem[i]].bytes };
    size_t ng = group_items(v, n);
    xt_text_row(t, 0, 0);
    xt_text_addw(t, XT_A_HEAD, 10, true, "bytes");
    xt_text_addw(t, XT_A_HEAD, 9, true, "arrays");
    xt_text_add(t, XT_A_HEAD, t->screen ? "  shape (b: not grouped)" : "  shape");
    for (size_t g = 0; g < ng; g++) {
        char b[32];
        xt_text_row(t, XT_T_ARRAYGROUP, v[g].first);
        xt_text_addw(t, XT_A_SIZE, 10, true, "%s", xt_fmt_bytes(b, sizeof b, v[g].bytes));
        xt_text_addw(t, XT_A_DIM, 9, true, "%zu", v[g].count);
        xt_text_add(t, XT_A_NORMAL, "  %s", xt_safe(ar, v[g].key));
    }
}

/* Frame f's rows (its origin's, of live set ls) into t: the heading, then
 * its arrays, by shape under b, of one shape in an arrays frame.  Returns
 * the row of the first array or group of them (t->nrows: none); the rows
 * from there on are what a search one Enter down reads. */
static size_t orig_rows(xt_app *a, xt_text *t, const xt_navframe *f, const xt_module_runtime *r,
                        const xt_live_set *ls, xt_shape_cache *sc)
{
    xt_text all;
    xt_text_init(&all, t->arena);
    size_t first = xt_view_origin_of(&all, an(a), sc, r, ls, f->group), arrays = SIZE_MAX;
    const xt_mem_event *ev = r->allocator->events;
    const size_t *mem = f->group < ls->ng ? ls->g[f->group].members : NULL;
    size_t n = f->group < ls->ng && first < all.nrows ? ls->g[f->group].buffers : 0;
    t->title = f->gkey ? xt_arena_printf(t->arena, "%s: %s", all.title, xt_safe(t->arena, f->gkey)) : all.title;
    if (!f->gkey && f->flat && a->arrays_by_shape && t->title) /* b's grouping set aside: say so */
        t->title = xt_arena_printf(t->arena, "%s; ungrouped for the search%s", t->title,
                                   t->screen ? " (b: by shape)" : "");
    /* the heading's rows (the origin, its Python line), the columns, then
     * one row per array (then the parameters' bytes from before the
     * capture, a row of their own) */
    for (size_t i = 0; i < all.nrows; i++) {
        if (i + 1 == first && first < all.nrows && a->arrays_by_shape && !f->gkey && !f->flat) {
            arrays = t->nrows + 1; /* under orig_groups' own column heading */
            orig_groups(a, t, ev, mem, n);
            /* the arrays' rows are its groups; what follows them stays (the
             * parameters' bytes from before the capture: b left the step's
             * own parameters an empty table, a trial) */
            i = first + n - 1;
            continue;
        }
        if (i == first)
            arrays = t->nrows;
        if (i >= first && i < first + n && f->gkey && strcmp(shape_of(&ev[mem[i - first]]), f->gkey))
            continue;
        xt_text_copy_row(t, &all, i);
    }
    xt_text_free(&all);
    return arrays < t->nrows ? arrays : t->nrows;
}

static void orig_build(xt_app *a, xt_text *t, int w)
{
    (void)w;
    const xt_module_runtime *r;
    xt_live_set ls;
    if (live_set(a, t->arena, &r, &ls))
        orig_rows(a, t, cur(a), r, &ls, NULL);
}
/* Enter on an origin's row that opens no view: its bytes from before the
 * capture are no allocation (it said "this row opens nothing") */
static void orig_enter(xt_app *a, const xt_row *r)
{
    if (r->kind == XT_T_BEFORE)
        snprintf(a->status, sizeof a->status, "not one allocation: bytes in use before the capture "
                                              "started, that no event of it names (start the trace "
                                              "earlier to see them)");
}
const xt_view xt_view_orig = { "origin", true, { XT_T_ORIGIN }, orig_open, orig_build, orig_enter };

/* One allocation (Enter on an array of an origin): its figures, at the
 * live set's execution; the origin's group under it. */
static void alloc_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    f->group = a->stack[a->depth - 1].group;
    f->buf = r->target;
}
static void alloc_build(xt_app *a, xt_text *t, int w)
{
    xt_view_allocation(t, an(a), a->module, a->exec, cur(a)->group, cur(a)->buf, w);
}
const xt_view xt_view_alloc = { "allocation", true, { XT_T_ALLOC }, alloc_open, alloc_build, NULL };

/* A capture without modules: the allocations of a row of its pool's live
 * set at the peak (Enter on it: it said what the row was and opened
 * nothing, a review). */
static void peak_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    f->group = r->target;
}
static void peak_build(xt_app *a, xt_text *t, int w) { xt_view_pool_peak_group(t, an(a), cur(a)->group, w); }
const xt_view xt_view_peak = { "peak", false, { XT_T_PEAK }, peak_open, peak_build, NULL };

/* The plan's non-aliased outputs (Enter on "outputs, not aliased"). */
static void outs_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    (void)f;
    (void)r;
}
static void outs_build(xt_app *a, xt_text *t, int w) { xt_view_plan_outputs(t, an(a), a->module, w); }
const xt_view xt_view_outs = { "outputs", false, { 0, 0 }, outs_open, outs_build, NULL };

/* The plan's parameters (Enter on "parameters"): which to donate. */
static void params_build(xt_app *a, xt_text *t, int w)
{
    /* made once for its module and width, not at each key (100,000
     * parameters were listed and sorted anew each frame: an attacker's
     * review) */
    xt_rowkey k = { XT_ROWS_PARAMS, an(a)->serial, a->module, 0, 0, a->params_by_size, w, a->params_reverse,
                    false, 0 };
    xt_text *mk = xt_app_rows_begin(a, &k);
    if (mk)
        xt_view_plan_params(mk, an(a), a->module, a->params_by_size, a->params_reverse, w);
    xt_app_rows_end(a, t);
}
const xt_view xt_view_params = { "parameters", false, { 0, 0 }, outs_open, params_build, NULL };

/* One of them (Enter on its row): its page, as a live buffer's. */
static void outbuf_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    (void)a;
    f->buf = r->target;
}
static void outbuf_build(xt_app *a, xt_text *t, int w) { xt_view_plan_output(t, an(a), a->module, cur(a)->buf, w); }
const xt_view xt_view_outbuf = { "output", false, { XT_T_OUTPUT }, outbuf_open, outbuf_build, NULL };

/* One module's outputs in the live set (Enter on a "By module" row), by
 * execution; Enter on one opens its arrays (the origin view). */
static void fam_build(xt_app *a, xt_text *t, int w)
{
    xt_view_family(t, an(a), a->module, a->exec, cur(a)->group, w);
}
const xt_view xt_view_fam = { "outputs", true, { XT_T_FAMILY }, orig_open, fam_build, NULL };

static void arrays_open(xt_app *a, xt_navframe *f, const xt_row *r)
{
    f->group = a->stack[a->depth - 1].group;
    const xt_mem_event *ev = NULL;
    const size_t *mem = NULL;
    xt_navframe keep = *f;
    a->depth--; /* the members of the origin frame below */
    size_t n = origin_members(a, &ev, &mem);
    a->depth++;
    *f = keep;
    f->gkey = r->target < n ? xt_arena_printf(&a->keep_arena, "%s", shape_of(&ev[mem[r->target]])) : NULL;
}
const xt_view xt_view_arrays = { "arrays", true, { XT_T_ARRAYGROUP }, arrays_open, orig_build, orig_enter };

/* ---- the lists of the left pane: views too -------------------------------------- */

static void select_module(xt_app *a, size_t m);
static void reset_to(xt_app *a, const xt_view *v);

/* The module name, the last span of each row, cut in the middle to the
 * pane keeping its "(id)": two jit__n… rows stay apart. */
/* A module row's name as the pane shows it (a host's too: hosts_build). */
typedef struct mod_cut {
    xt_span *span;
    const char *full; /* the name, "jit_" dropped when the pane cuts any */
    int room;
    const char *cut;        /* full as cut to room: the span's text, between */
    const char *pre, *post; /* these ("" for a module; a host's mark, a "…") */
} mod_cut;

/* The part of s before its "(id)" (all of s without one), in ar. */
static const char *before_id(xt_arena *ar, const char *s)
{
    const char *p = strrchr(s, '(');
    return p && s[strlen(s) - 1] == ')' ? xt_arena_printf(ar, "%.*s", (int)(p - s), s) : s;
}

typedef struct cut_key {
    const char *cut, *name; /* before_id of the cut text and of the full name */
    size_t i;
} cut_key;

static int cmp_cut_key(const void *x, const void *y)
{
    const cut_key *a = x, *b = y;
    int c = strcmp(a->cut, b->cut);
    if (!c) /* then by name: what one shares most with another, it shares with a neighbour */
        c = strcmp(a->name, b->name);
    return c ? c : a->i < b->i ? -1 : a->i > b->i;
}

/* Bytes x and y share from their start. */
static size_t shared_start(const char *x, const char *y)
{
    size_t c = 0;
    while (x[c] && x[c] == y[c])
        c++;
    return c;
}

static size_t cols_prefix_len(const char *s, int w);
static bool long_id(const char *tail);

/* m's span shows m->cut between its pre and post. */
static void cut_show(xt_arena *ar, mod_cut *m, const char *cut)
{
    m->cut = cut;
    m->span->text = *m->pre || *m->post ? xt_arena_printf(ar, "%s%s%s", m->pre, cut, m->post) : cut;
}

/* Name s cut to w columns so that its first prec bytes (what it shares
 * with a name it would read alike) and at least one more stay in front,
 * then its end: "pair-att…er", "pair-lea…er" where both ends of each
 * read "pair-…after".  NULL where the shared start leaves no room. */
static const char *differ_cut(xt_arena *ar, const char *s, size_t prec, int w, bool utf8)
{
    const char *id = strrchr(s, '(');
    if (!id || s[strlen(s) - 1] != ')' || long_id(id) || (size_t)(id - s) <= prec)
        id = s + strlen(s); /* no id, or one of the part that differs */
    const char *name = xt_arena_printf(ar, "%.*s", (int)(id - s), s);
    int same = (int)xt_utf8_width(xt_arena_printf(ar, "%.*s", (int)prec, s));
    int avail = w - 1 - (int)xt_utf8_width(id);
    if ((int)xt_utf8_width(s) <= w)
        return NULL;
    const char *lead = "";
    int more;
    if (avail < same + 1) {
        /* the start they share does not fit: a cut mark, then from the
         * word where they part ("…0001-b…com": every worker-aaaa-NNNN-bbbb
         * read "work…bbb…", a review), as much of it as fits with 2 of
         * the end */
        size_t from = prec, n = strlen(name);
        while (from > 0 && (isalnum((unsigned char)name[from - 1]) || ((unsigned char)name[from - 1] & 0x80)))
            from--;
        if (avail < 4 || prec >= n)
            return NULL;
        size_t dend = prec + 1; /* past the first code point that differs */
        while (dend < n && ((unsigned char)name[dend] & 0xC0) == 0x80)
            dend++;
        lead = XT_NAME_CUT_GLYPH(utf8);
        avail -= 1;
        if ((int)xt_utf8_width(name + from) <= avail)
            return xt_arena_printf(ar, "%s%s%s", lead, name + from, id);
        /* the word's start given up before the character that differs */
        while (from < prec &&
               (int)xt_utf8_width(xt_arena_printf(ar, "%.*s", (int)(dend - from), name + from)) > avail - 1) {
            from++;
            while (from < prec && ((unsigned char)name[from] & 0xC0) == 0x80)
                from++;
        }
        name += from;
        same = (int)xt_utf8_width(xt_arena_printf(ar, "%.*s", (int)(dend - from), name));
        if (same > avail - 1)
            return NULL;
        more = avail - 1 - same - 2;
        more = more > 2 ? 2 : more < 0 ? 0 : more;
    } else {
        /* up to 3 columns of what differs ("pair-a…fter" beside "pair-l…fter"
         * said little), then 2 of the end where they fit, then more of it */
        more = avail - same - 2;
        more = more > 3 ? 3 : more < 1 ? 1 : more;
    }
    size_t head = cols_prefix_len(name, same + more);
    int back = avail - (int)xt_utf8_width(xt_arena_printf(ar, "%.*s", (int)head, name));
    size_t from = strlen(name);
    while (from > head && back > 0) { /* the last code points that fit back */
        size_t p = from - 1;
        while (p > head && ((unsigned char)name[p] & 0xC0) == 0x80)
            p--;
        int cw = (int)xt_utf8_width(xt_arena_printf(ar, "%.*s", (int)(from - p), name + p));
        if (cw > back)
            break;
        back -= cw;
        from = p;
    }
    return xt_arena_printf(ar, "%s%.*s%s%s%s", lead, (int)head, name, XT_NAME_CUT_GLYPH(utf8), name + from, id);
}

/* Names cut alike (the same text before their ids) that differ whole keep
 * both their ends ("_red…max(49)" for "_reduce…(49)"); those that read
 * alike still keep the part that differs after what they share
 * (differ_cut).  Each of v cut to its room already where it was cut. */
static void cuts_apart(xt_arena *ar, mod_cut *v, size_t n, bool utf8)
{
    cut_key *k = xt_arena_alloc(ar, (n + 1) * sizeof *k);
    size_t *pd = xt_arena_alloc(ar, (n + 1) * sizeof *pd), *nd = xt_arena_alloc(ar, (n + 1) * sizeof *nd);
    for (int pass = 0; pass < 2; pass++) {
        for (size_t i = 0; i < n; i++)
            k[i] = (cut_key){ before_id(ar, v[i].cut), before_id(ar, v[i].full), i };
        qsort(k, n, sizeof *k, cmp_cut_key);
        for (size_t i = 0; i < n;) {
            size_t j = i + 1;
            bool differ = false;
            while (j < n && !strcmp(k[j].cut, k[i].cut)) {
                differ |= strcmp(k[j].name, k[i].name) != 0;
                j++;
            }
            /* each one's nearest other name before and after it in the run */
            for (size_t q = i; pass && differ && q < j; q++)
                pd[q] = q == i ? SIZE_MAX : strcmp(k[q - 1].name, k[q].name) ? q - 1 : pd[q - 1];
            for (size_t q = j; pass && differ && q-- > i;)
                nd[q] = q + 1 == j ? SIZE_MAX : strcmp(k[q + 1].name, k[q].name) ? q + 1 : nd[q + 1];
            for (size_t q = i; differ && q < j; q++) {
                mod_cut *m = &v[k[q].i];
                if (m->room < 6 || m->cut == m->full)
                    continue;
                if (!pass) {
                    cut_show(ar, m, xt_app_ends_cut(ar, m->full, m->room, utf8));
                    continue;
                }
                /* the most it shares with another of them, from the
                 * start: with the nearest other name on either side, the
                 * names sorted (every pair compared: 6,000 hosts alike
                 * took 0.6 s a key, a review) */
                size_t prec = 0;
                if (pd[q] != SIZE_MAX)
                    prec = shared_start(k[q].name, k[pd[q]].name);
                if (nd[q] != SIZE_MAX) {
                    size_t c = shared_start(k[q].name, k[nd[q]].name);
                    prec = c > prec ? c : prec;
                }
                while (prec && ((unsigned char)m->full[prec] & 0xC0) == 0x80)
                    prec--; /* at a code point's start */
                const char *d = differ_cut(ar, m->full, prec, m->room, utf8);
                if (d)
                    cut_show(ar, m, d);
            }
            i = j;
        }
    }
}

/* A host name's first label cut to room, shown between pre and post (the
 * hosts list: its mark, a domain's "…"); for cuts_apart. */
static mod_cut host_cut(xt_arena *ar, xt_span *span, const char *label, int room, const char *pre,
                        const char *post, bool utf8)
{
    mod_cut m = { span, label, room, label, pre, post };
    cut_show(ar, &m, xt_app_ends_cut(ar, label, room, utf8));
    return m;
}

/* The modules pane: each name cut in the middle to its room, its "(id)"
 * kept.  When the pane cuts any name, every row drops its "jit_" (not
 * only the cut ones: "jit_sqrt(43)" beside "matmul(59)" looked like two
 * kinds); names whose cuts keep the same start ("_reduce…(49)",
 * "_reduce…(55)": reduce_max and reduce_sum) keep both their ends
 * instead ("_red…max(49)").  The names are the last span of the rows of
 * `kind` (a comparison's modules pane cuts its own alike). */
void xt_app_cut_module_names(xt_app *a, xt_text *t, int w, int kind)
{
    xt_app_cut_module_names_at(a, t, w, kind, -1);
}

void xt_app_cut_module_names_at(xt_app *a, xt_text *t, int w, int kind, int at)
{
    if (w <= 0)
        return;
    xt_arena *ar = t->arena;
    mod_cut *v = xt_arena_alloc(ar, (t->nrows + 1) * sizeof *v);
    size_t n = 0;
    bool cut_any = false;
    for (size_t r = 0; r < t->nrows; r++) {
        if (t->rows[r].kind != kind || !t->rows[r].count || (at >= 0 && (size_t)at >= t->rows[r].count))
            continue;
        xt_span *name = &t->spans[t->rows[r].first + (at < 0 ? t->rows[r].count - 1 : (size_t)at)];
        int room = w - 1 - ((int)xt_text_row_width(t, r) - (int)xt_utf8_width(name->text));
        v[n++] = (mod_cut){ name, name->text, room, name->text, "", "" };
        cut_any |= (int)xt_utf8_width(name->text) > room;
    }
    if (!cut_any)
        return;
    for (size_t i = 0; i < n; i++) {
        const char *s = v[i].full;
        if (!strncmp(s, "jit_", 4) && s[4] && s[4] != '(')
            v[i].full = s + 4;
        /* a comparison's pair of two names: the second's "jit_" too
         * ("matmul vs jit..." at 80x24 named nothing: a trial) */
        const char *vs = strstr(v[i].full, " vs jit_");
        if (vs && vs[8] && vs[8] != '(')
            v[i].full = xt_arena_printf(ar, "%.*s vs %s", (int)(vs - v[i].full), v[i].full, vs + 8);
        if (v[i].room >= 6)
            cut_show(ar, &v[i], xt_app_mid_cut(ar, v[i].full, v[i].room, a->utf8));
        else
            v[i].cut = v[i].span->text;
    }
    /* rows alike once cut: the same text before the id, different names */
    cuts_apart(ar, v, n, a->utf8);
}

static void modules_build(xt_app *a, xt_text *t, int w)
{
    xt_view_modules(t, an(a), a->module, w);
    xt_app_cut_module_names(a, t, w, XT_T_MODULE);
}
static void modules_enter(xt_app *a, const xt_row *r)
{
    select_module(a, r->target);
    a->focus = XF_RIGHT;
}
const xt_view xt_list_modules = { "modules", false, { 0 }, NULL, modules_build, modules_enter };

static const char *replace(xt_arena *ar, const char *s, const char *what, const char *with);

/* Units in a letter, as the modules pane's totals: "1.08 GiB" -> "1.08G". */
static const char *units_letter(xt_arena *ar, const char *v)
{
    static const char *const unit[][2] = {
        { " KiB", "K" }, { " MiB", "M" }, { " GiB", "G" }, { " TiB", "T" }
    };
    for (size_t u = 0; u < sizeof unit / sizeof *unit; u++)
        while (strstr(v, unit[u][0]))
            v = replace(ar, v, unit[u][0], unit[u][1]);
    return v;
}

/* A verdict in a narrow hosts list, in room columns: fewer words, one
 * step at a time, its news kept ("fits now (X of Y) but grows +G per
 * execution" -> "grows +G/exec"); the status line and the title keep the
 * whole verdict.  Labels: every figure of the verdict carries its own
 * ("3.72 GiB (read) > 2.79 GiB (measured)"), and a step that drops a
 * figure drops its label with it; a figure that stays keeps its label
 * through every step that drops words, so that an 80- or 100-column
 * title still says what each figure is.  Only after the units are one
 * letter (60 columns and less, the hosts list's cells) do "(read)" and
 * "(measured)" go, in a step of their own: there the hosts list's note
 * under the rows names each word's label (xt_view_hosts_note), and the
 * status line has the whole verdict.  "(inferred)" goes last of all
 * ("~" still says an estimate). */
static const char *short_steps(xt_arena *ar, const char *v, int room, int steps)
{
    bool cell = steps > 14; /* the hosts list's cell (xt_app_short_cell) */
    bool doubt = false;     /* the pool's figures disagree (step 14) */
    for (int step = 0; step < steps && (int)xt_utf8_width(v) > room; step++) {
        switch (step) {
        case 0: {
            v = replace(ar, v, " per execution", "/exec");
            v = replace(ar, v, " already in use", " in use");
            /* the step's outputs and temp beside what is in use: "out+temp"
             * says what the figure is until the labels go ("800.0M (read)
             * + 2.16G in use" read as the plan's total, which the modules
             * pane shows as 1.0G: a trial) */
            if (!strncmp(v, "needs ", 6) && strstr(v, " (outputs + temp, read)"))
                v = xt_arena_printf(ar, "out+temp %s", replace(ar, v + 6, " (outputs + temp, read)", " (read)"));
            v = replace(ar, v, " (outputs + temp, read)", " (read)");
            /* a TPU step whose host call's outputs were in use already:
             * its label's words go as "outputs + temp" do (a review) */
            v = replace(ar, v, " (outputs not in use yet + temp, inferred)", " (inferred)");
            /* a leak's "fits now (Z in use + C (outputs + temp) = X of
             * Y)": X of Y, which counts Z, stays with its labels ("fits
             * now (1.68 GiB (measured + read) of 2.79 GiB (measured))") */
            const char *u = !strncmp(v, "fits now (", 10) ? strstr(v, " in use (measured) + ") : NULL;
            const char *eq = u ? strstr(u, " = ") : NULL;
            const char *of = eq ? strstr(eq, " of ") : NULL;
            if (of)
                v = xt_arena_printf(ar, "fits now (%.*s (measured + read)%s", (int)(of - eq - 3), eq + 3, of);
            break;
        }
        case 1:
            if (!strncmp(v, "needs ", 6))
                v += 6;
            else if (!strncmp(v, "outputs+temp ", 13)) /* the title's (title_fit) */
                v = xt_arena_printf(ar, "out+temp %s", v + 13);
            v = replace(ar, v, " > pool ", " > ");
            v = replace(ar, v, " more executions (inferred)", " more execs (inferred)");
            v = replace(ar, v, ", a line fit needs 3", ""); /* the count says why */
            v = replace(ar, v, "full at the next execution (inferred)", "full next exec (inferred)");
            if (!strncmp(v, "no compiled modules; ", 21)) /* the title says "allocators only" */
                v += 21;
            v = replace(ar, v, "% of pool ", "% of "); /* "P% of pool Y (measured)" */
            v = replace(ar, v, " in the capture", " captured");
            if (!strncmp(v, "fits: needs ", 12))
                v = xt_arena_printf(ar, "fits: %s", replace(ar, v + 12, " of pool ", " of "));
            break;
        case 2: { /* a leak: that it fits now, the figures (and their
                   * labels) to the status line, the growth whole */
            const char *g = strstr(v, " but grows ");
            if (!strncmp(v, "fits now (", 10) && g)
                v = xt_arena_printf(ar, "fits now, %s", g + 5);
            break;
        }
        case 3:
            if (!strncmp(v, "fits now, grows ", 16))
                v += 10;
            break;
        case 4:
            /* "fits: X (read), P% of Y (measured)" -> "fits (P%)": the
             * share of the pool, no figure to label */
            if (!strncmp(v, "fits: ", 6) && strstr(v, "% of ")) {
                const char *pc = strstr(v, "% of "), *sh = pc;
                while (sh > v && sh[-1] != ' ')
                    sh--;
                /* a growth unmeasured stays: the news of a host that
                 * fits (xt_host_verdict_of) */
                const char *un = strstr(v, "; growth unmeasured: ");
                v = xt_arena_printf(ar, "fits (%.*s)%s", (int)(pc + 1 - sh), sh, un ? un : "");
            }
            v = replace(ar, v, " (read; no allocator events: pool unknown)", " (read; pool unknown)");
            /* an allocator whose events give no size: as one with none
             * (no step shortened it: a hosts-list cell had no room for
             * its 60 columns of words) */
            v = replace(ar, v, " (read; its allocator's events give no pool size: pool unknown)",
                        " (read; pool unknown)");
            break;
        case 5: /* an 80-column hosts pane: the news alone */
            /* "more", not "execs", where one goes: "full in ~10 execs"
             * read as the execution the capture ends at (it holds 10: a
             * trial); "/exec" before it says what it counts */
            v = replace(ar, v, " more execs (inferred)", " more (inferred)");
            /* a file that cannot be read: one word (its name was left
             * whole and "canno…" said nothing: a trial at 80x24; the
             * status line says why) */
            if (!strncmp(v, "cannot be read: ", 16))
                v = room >= 14 ? "cannot be read" : "unreadable";
            v = replace(ar, v, " executions (measured)", " execs (measured)");
            v = replace(ar, v, " execution (measured)", " exec (measured)");
            if (!strncmp(v, "grows ", 6))
                v += 6; /* "+1.56 GiB/exec (inferred)" */
            else if (strstr(v, "; pool unknown)"))
                v = "pool unknown";
            if (strstr(v, " waited ") && strstr(v, " waited ") - v < 16) {
                /* a wait keeps how long and where before the others'
                 * "did not wait" ("GPU 3 waited" with 43 columns free: a
                 * trial): the fewest words cut that fit */
                const char *semi = strstr(v, "; ");
                if (semi)
                    v = xt_arena_printf(ar, "%.*s", (int)(semi - v), v);
                if ((int)xt_utf8_width(v) > room)
                    v = replace(ar, v, ", then ran", "");
                if ((int)xt_utf8_width(v) > room)
                    v = replace(ar, v, " for memory in execution ", " in execution ");
                /* which execution, before the module's name and the
                 * run's count of failing hosts ("GPU 3 waited ~3.0 s
                 * (inferred) in execution 5 | node-1" at 60 columns had
                 * neither: a trial); the diagnosis says it */
                const char *ie = strstr(v, " in execution ");
                if ((int)xt_utf8_width(v) > room && ie)
                    v = xt_arena_printf(ar, "%.*s", (int)(ie - v), v);
            }
            break;
        case 6: /* units in a letter, as the modules pane's totals: "+1.56G/exec" */
            v = units_letter(ar, v);
            break;
        case 7: { /* "out+temp", a word, before any label goes; a pool
                   * without modules: its in-capture peak, a figure
                   * with its label, before any label goes ("..., 591.8K
                   * captured (measured)"; the lifetime peak stays) */
            if (!strncmp(v, "out+temp ", 9))
                v += 9;
            const char *c = strstr(v, " captured (measured)");
            const char *cut = c;
            while (cut && cut > v && strncmp(cut, ", ", 2))
                cut--;
            if (c && cut > v)
                v = xt_arena_printf(ar, "%.*s%s", (int)(cut - v), v, c + strlen(" captured (measured)"));
            /* a hosts-list cell (cell): "peak", then the peak without
             * its pool's name, each figure still with its label (a TF
             * host's "GPU_6_bfc peaked at 5.78G, 40% of 14.4G" had none
             * in a zoomed 80-column list with room for them: a trial);
             * the title keeps the pool's name */
            const char *pk = cell ? strstr(v, " peaked at ") : NULL;
            if (pk && strstr(pk, "% of ") && (int)xt_utf8_width(v) > room)
                v = xt_arena_printf(ar, "%.*s peak %s", (int)(pk - v), v, pk + strlen(" peaked at "));
            pk = cell ? strstr(v, " peak ") : NULL;
            if (pk && strstr(pk, "% of ") && (int)xt_utf8_width(v) > room)
                v = pk + 1;
            break;
        }
        case 8: { /* the labels read and measured: the hosts list's note
                   * says them (see above) */
            static const char *const lab[] = { " (measured + read)", " (measured)", " (read)" };
            for (size_t l = 0; l < sizeof lab / sizeof *lab; l++)
                while (strstr(v, lab[l]))
                    v = replace(ar, v, lab[l], "");

            v = replace(ar, v, " (read; ", " (");
            break;
        }
        case 9: { /* a leak's rank in a run is how soon: that, before the rate */
            /* a growth unmeasured: "fits?", the share, the count that
             * says why ("fits? 1.5%, 2 execs"; the note under the list
             * says what "fits?" means) */
            const char *un = strstr(v, "; growth unmeasured: ");
            if (un && !strncmp(v, "fits (", 6) && strchr(v, ')') < un)
                v = xt_arena_printf(ar, "fits? %.*s, %s", (int)(strchr(v, ')') - v - 6), v + 6,
                                    un + strlen("; growth unmeasured: "));
            const char *f = strstr(v, "; full ");
            if (f)
                v = f + 2; /* "full in ~24 execs (inferred)" */
            /* a failed device: "GPU 0 failed", the reason to the status
             * line ("GPU 0 waited": a wait it outlived) */
            const char *fd = strstr(v, " failed: ");
            const char *word = " failed";
            if (!fd || fd - v >= 16) {
                fd = strstr(v, " waited ");
                word = " waited";
            }
            if (fd && fd - v < 16) {
                /* without its module "(jit_f(1))" when that fits, else
                 * the device alone */
                const char *paren = strrchr(v, '(');
                const char *bare = paren && paren > fd + 1 && paren[-1] == ' '
                                       ? xt_arena_printf(ar, "%.*s", (int)(paren - 1 - v), v)
                                       : v;
                v = (int)xt_utf8_width(bare) <= room ? bare
                                                     : xt_arena_printf(ar, "%.*s%s", (int)(fd - v), v, word);
            }
            break;
        }
        case 10:
            v = replace(ar, replace(ar, v, " more (inferred)", " (inferred)"), " execs (inferred)", " (inferred)");
            if (!strncmp(v, "fits? ", 6) && strstr(v, ", ")) /* "fits? 2 execs" */
                v = xt_arena_printf(ar, "fits? %s", strstr(v, ", ") + 2);
            break;
        case 11:
            v = replace(ar, v, "full in ~", "full ~");
            if (!strncmp(v, "fits? ", 6)) /* 80x24's cell: "fits? 2 execs" */
                v = replace(ar, v, " execs", " exec");
            break;
        case 12: { /* the label last ("~" still says it is an estimate), with
                   * the words it made room for back where they fit: the
                   * unit first ("full in ~33" had none; a trial) */
            v = replace(ar, v, " (inferred)", "");
            const char *n = strchr(v, '~');
            if (!strncmp(v, "full", 4) && n) {
                int nl = (int)strcspn(n + 1, " ");
                static const char *const pre[] = { "full in ~", "full ~", "full~", "full in ~", "full ~" };
                for (size_t f = 0; f < sizeof pre / sizeof *pre; f++) {
                    v = xt_arena_printf(ar, "%s%.*s%s", pre[f], nl, n + 1, f < 3 ? " execs" : "");
                    if ((int)xt_utf8_width(v) <= room)
                        break;
                }
            }
            break;
        }
        case 13: /* 19 columns (60x20): the figure that ranks the hosts stays */
            v = replace(ar, v, "full ~", "full~");
            if (!strncmp(v, "fits? ", 6))
                v = "fits?";
            /* "pool u…" said nothing (a trial); the note under the list
             * says what "pool?" is */
            if (!strcmp(v, "pool unknown"))
                v = "pool?";
            break;
        /* the hosts list's cells alone (xt_app_short_cell) from here:
         * the title and the status line keep a verdict's figures ("fails"
         * took the place of "472.0M + 1.22G in use > 1.50G" in a 60-column
         * title) */
        case 14: { /* the verdicts the steps above leave long, each its
                    * own fewer words: a run's hosts list showed the only
                    * failing host ("needs ... + ... in use > pool") and
                    * the hosts without modules with an empty cell at
                    * 80x24 and 100x30 (a trial) */
            /* a pool whose own figures disagree: "?" after the cell, as
             * the title's "> 1.50G?" (its words cost the sum its place:
             * "fails: in use" said no doubt beside hosts that failed,
             * a trial) */
            doubt = doubt || strstr(v, " (the pool's figures disagree?)") || strstr(v, " (pool disagrees?)");
            v = replace(ar, replace(ar, v, " (the pool's figures disagree?)", "?"), " (pool disagrees?)", "?");
            /* what is in use beside the step: the sum against the pool,
             * "472.0M+1.22G>1.50G" (the note under the list names "in
             * use") */
            const char *iu = strstr(v, " in use > ");
            if (iu && strstr(v, " + ") && strstr(v, " + ") < iu)
                v = replace(ar, replace(ar, v, " + ", "+"), " in use > ", ">");
            /* a pool without modules: its peak, "peak 170.0M, 17% of
             * 1.00G"; at 100% or more, the share says it was full */
            const char *pk = strstr(v, " peaked at ");
            size_t pl = pk ? strlen(" peaked at ") : 0;
            if (!pk && (pk = strstr(v, " lifetime peak ")))
                pl = strlen(" lifetime peak ");
            if (pk && strstr(pk, "% of "))
                v = xt_arena_printf(ar, "peak %s", replace(ar, pk + pl, ": the pool was full", ""));
            if (!strcmp(v, "no compiled modules in this capture"))
                v = "no modules";
            /* no buffer assignment: the runtime's news where it has any
             * ("+104.0M/exec", "never launched"), else that */
            if (!strncmp(v, "no buffer assignment for this module", 36)) {
                const char *rest = v + 36;
                v = !strncmp(rest, "; grows ", 8)  ? rest + 8
                    : strstr(rest, "never launched") ? "never launched"
                                                     : "no plan";
            }
            /* a plan that fits whose execution never launched */
            if (strstr(v, XT_VERDICT_NEVER_TAIL))
                v = "never launched";
            break;
        }
        case 15: { /* the news alone: that it fails, and on what; the
                    * share of a pool's peak */
            const char *gt = strchr(v, '>');
            if (gt && strchr(v, '+') && strchr(v, '+') < gt)
                v = doubt ? "fails: in use?" : "fails: in use";
            else if (strstr(v, " > ") && strspn(v, "0123456789.") > 0)
                v = doubt ? "fails?" : "fails"; /* "3.72G > 2.79G" */
            const char *pc = !strncmp(v, "peak ", 5) ? strstr(v, "% of ") : NULL;
            if (pc) {
                const char *sh = pc;
                while (sh > v && sh[-1] != ' ')
                    sh--;
                v = xt_arena_printf(ar, "peak %.*s", (int)(pc + 1 - sh), sh);
            }
            break;
        }
        case 16: /* the fewest words: a word the list's colour marks */
            if (!strcmp(v, "fails: in use") || !strcmp(v, "never launched"))
                v = "fails";
            if (!strcmp(v, "fails: in use?"))
                v = "fails?";
            break;
        default: break;
        }
    }
    return v;
}

const char *xt_app_short_verdict(xt_arena *ar, const char *v, int room)
{
    return short_steps(ar, v, room, 14);
}

const char *xt_app_short_cell(xt_arena *ar, const char *v, int room)
{
    return short_steps(ar, v, room, 17);
}

/* The run's worst host, as the report's head and --json name it (its
 * reason in ar); host SIZE_MAX for one host.  Every host prepared. */
/* The run's worst host, picked once for these hosts (a->worst; its
 * strings in its own arena). */
static xt_worst_pick run_worst(xt_app *a)
{
    if (a->cap->nhosts < 2)
        return (xt_worst_pick){ .host = SIZE_MAX };
    const void *an = a->summaries ? NULL : (const void *)a->an;
    if (a->worst.valid && a->worst.cap == a->cap && a->worst.summaries == a->summaries &&
        a->worst.an == an && a->worst.n == a->cap->nhosts)
        return a->worst.pick;
    xt_arena_free(&a->worst.arena);
    if (a->summaries) {
        a->worst.pick = xt_summaries_worst(a->summaries, a->cap->nhosts, &a->worst.arena);
    } else {
        for (size_t i = 0; i < a->cap->nhosts; i++) /* each with its verdict */
            xt_analysis_prepare(a->an[i], a->an[i]->selected);
        a->worst.pick = xt_capture_worst(a->cap, a->an, &a->worst.arena);
    }
    a->worst.cap = a->cap;
    a->worst.summaries = a->summaries;
    a->worst.an = an;
    a->worst.n = a->cap->nhosts;
    a->worst.valid = true;
    a->worst.picks++;
    return a->worst.pick;
}

/* Host h's selected module: the plan's total (read) and its pool's size
 * (measured), as its "fits" verdict compares them; false when either is
 * unknown. */
static bool host_share(const xt_app *a, size_t h, int64_t *need, int64_t *pool)
{
    if (h >= a->cap->nhosts)
        return false;
    if (a->summaries) {
        *need = a->summaries[h].total;
        *pool = a->summaries[h].pool;
    } else {
        const xt_analysis *an = a->an[h];
        const xt_prepared *pr = an ? xt_analysis_prepared(an, an->selected) : NULL;
        if (!pr || !pr->pool || !an->plans[an->selected]->has_plan)
            return false;
        *need = an->plans[an->selected]->total;
        *pool = pr->pool->capacity;
    }
    return *need >= 0 && *pool > 0;
}

/* A run: how many hosts fail and how many cannot be read (once, not per
 * frame). */
static void count_hosts(xt_app *a)
{
    size_t nh = a->cap->nhosts;
    if (nh < 2 || a->hosts_counted)
        return;
    for (size_t i = 0; i < nh; i++) {
        int sev = 0;
        if (a->summaries && a->summaries[i].error) { /* not a failure: unknown */
            a->hosts_unread++;
            continue;
        }
        if (a->summaries)
            sev = a->summaries[i].severity;
        else if (a->an[i])
            xt_host_verdict(a->an[i], &sev);
        a->hosts_bad += sev == XT_SEV_BAD;
    }
    a->hosts_counted = true;
}

/* s in the hosts list: its host rows (the first rows, one a host) in the
 * report's groups, the worst first, then the failing, the unreadable, the
 * warned and the rest, each in file order (a run of 256 hosts had its
 * second failing host far down the list); then the cursor on the host it
 * was asked to be on (left_want_host). */
static void hosts_order(xt_app *a, xt_text *t, size_t worst, int w)
{
    size_t n = a->cap->nhosts;
    if (a->hosts_by_verdict && n > 1 && t->nrows >= n) {
        for (size_t i = 0; i < n; i++)
            if (t->rows[i].kind != XT_T_HOST || t->rows[i].target != i)
                return; /* not the rows this expects: left as they are */
        xt_row *was = xt_xmalloc(n * sizeof *was);
        memcpy(was, t->rows, n * sizeof *was);
        size_t k = 0;
        for (int g = 0; g < XT_NRG; g++)
            for (size_t i = 0; i < n; i++) {
                int sev = 0;
                bool unread = a->summaries && a->summaries[i].error;
                if (a->summaries)
                    sev = a->summaries[i].severity;
                else if (a->an[i])
                    xt_host_verdict(a->an[i], &sev);
                if ((i == worst ? XT_RG_WORST : xt_run_group(sev, unread)) == g)
                    t->rows[k++] = was[i];
            }
        free(was);
        /* the key on screen only: an export says the order (README) */
        xt_view_note_words(t, t->screen ? "s: by verdict, the worst first (s again: file order)"
                                        : "sorted by verdict, the worst first", w - 1);
    }
    if (a->left_want_host != SIZE_MAX) {
        for (size_t r = 0; r < t->nrows; r++)
            if (t->rows[r].kind == XT_T_HOST && t->rows[r].target == a->left_want_host)
                a->left_cursor = r;
        a->left_want_host = SIZE_MAX;
    }
}

/* The '.' that ends a host name's first label, the name the hosts list and
 * the title keep where they cut it; NULL without one, or for an address
 * ("34…" said nothing of a TF host 34.83.195.179:6003 at 80x24: a trial),
 * which is cut as a whole.  A name that starts with '.' has no empty
 * label. */
static const char *label_end(const char *name)
{
    const char *dot = *name ? strchr(name + 1, '.') : NULL;
    return dot && strspn(name, "0123456789") == (size_t)(dot - name) ? NULL : dot;
}

/* A verdict's cell in c columns (xt_app_short_cell), and where that is
 * still wider, a narrower form of the hosts list's own: the percentage
 * bare ("fits 50%"), a failed device's word alone ("failed"), and under
 * 26 columns its first four letters ("fail"); the status line has the
 * verdict whole.  Wider than c where none fits. */
static const char *host_cell(const xt_app *a, xt_arena *ar, const char *whole, int c, size_t host, int w)
{
    const char *nv = xt_app_short_cell(ar, whole, c);
    if ((int)xt_utf8_width(nv) > c && !strncmp(nv, "fits (", 6) && strchr(nv, ')'))
        nv = xt_arena_printf(ar, "fits %.*s", (int)(strchr(nv, ')') - nv - 6), nv + 6);
    /* the share's decimal (which ranks the hosts where there is room:
     * xt_fmt_share_fine) goes before the share does, whole (of the
     * figures, not of "1.5%": "fits 1.6%" is 9 columns, "fits (" cut it
     * at 60x20); the status line has it */
    int64_t need, pool;
    if ((int)xt_utf8_width(nv) > c && !strncmp(nv, "fits ", 5) && strchr(nv, '.') && host_share(a, host, &need, &pool))
        nv = xt_arena_printf(ar, "fits %s", xt_fmt_share((char[16]){ 0 }, 16, need, pool));
    const char *dev = strstr(nv, " failed");
    if (!dev)
        dev = strstr(nv, " waited");
    if ((int)xt_utf8_width(nv) > c && dev && dev - nv < 16)
        nv = xt_arena_printf(ar, "%.6s", dev + 1);
    /* a long host name leaves less: "fail", "wait" (the cell cut to
     * "GPU…" said nothing at 60x20: a trial); in a pane wider than
     * 60x20's the name is cut instead, for the device
     * ("gke-train-pool-node-0006 fail" at 100x30, where "gke-…0006 GPU 5
     * failed" fits: a trial) */
    if ((int)xt_utf8_width(nv) > c && dev && dev - nv < 16 && w < 26)
        nv = xt_arena_printf(ar, "%.4s", dev + 1);
    return nv;
}

/* The figures in a cell: its runs of digits ("3.72G > 2.79G": 2, "fails": 0). */
static int figures(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += isdigit((unsigned char)*s) && (s[1] == '\0' || !(isdigit((unsigned char)s[1]) || s[1] == '.'));
    return n;
}

/* Host h's failed device's cause (xt_host_cause), from its summary in a
 * run of many hosts; NULL where there is none.  *dev: the device's label
 * where it is one of several that ran the module, else NULL. */
static const char *host_cause(const xt_app *a, size_t h, const char **dev)
{
    *dev = NULL;
    if (h >= a->cap->nhosts)
        return NULL;
    if (a->summaries) {
        const xt_host_summary *s = &a->summaries[h];
        if (s->error)
            return NULL;
        *dev = s->cause && s->cause_device ? s->failed_device : NULL;
        return s->cause;
    }
    return a->an[h] ? xt_host_cause(a->an[h], dev) : NULL;
}

/* A host name the hosts list cuts keeps HOST_NAME_KEEP columns for a
 * verdict's short form, HOST_NAME_LEAST for its fewest words. */
enum { HOST_NAME_KEEP = 9, HOST_NAME_LEAST = 5 };

/* The verdicts of the hosts list in one column, on screen: after the
 * longest name and two spaces (or one) where every row fits so, else each
 * ending at the pane's edge (the rows were fitted one by one: "34.83.…9:6003
 * peak 40%" over "chi-…-013… fits (0.8%)" left the verdicts ragged at
 * 80x24, a trial's K1).  A row whose verdict was given up keeps its name. */
static void hosts_align(xt_text *t, int w)
{
    int col[2] = { 0, 0 };
    size_t n = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        const char *v = t->spans[t->rows[r].first + t->rows[r].count - 1].text;
        size_t lead = strspn(v, " ");
        if (!v[lead])
            continue;
        int nw = (int)(xt_text_row_width(t, r) - xt_utf8_width(v));
        for (int g = 0; g < 2; g++)
            if (nw + 2 - g > col[g])
                col[g] = nw + 2 - g;
        n++;
    }
    if (n < 2)
        return;
    bool fit[2] = { true, true };
    for (size_t r = 0; r < t->nrows; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        const char *v = t->spans[t->rows[r].first + t->rows[r].count - 1].text;
        size_t lead = strspn(v, " ");
        for (int g = 0; g < 2 && v[lead]; g++)
            fit[g] = fit[g] && col[g] + (int)xt_utf8_width(v + lead) <= w - 1;
    }
    for (size_t r = 0; r < t->nrows; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        xt_span *sp = &t->spans[t->rows[r].first + t->rows[r].count - 1];
        size_t lead = strspn(sp->text, " ");
        if (!sp->text[lead])
            continue;
        int vw = (int)xt_utf8_width(sp->text + lead);
        int nw = (int)(xt_text_row_width(t, r) - xt_utf8_width(sp->text));
        int pad = fit[0] ? col[0] - nw : fit[1] ? col[1] - nw : w - 1 - nw - vw;
        if (pad >= 1)
            sp->text = xt_arena_printf(t->arena, "%*s%s", pad, "", sp->text + lead);
    }
}

/* Host row r's verdict cell fitted to the pane's w columns (its name cut
 * where that keeps a figure more: cuts[*ncut] for cuts_apart). */
static void host_row_fit(const xt_app *a, xt_text *t, size_t r, int w, mod_cut *cuts, size_t *pncut)
{
    xt_span *v = &t->spans[t->rows[r].first + t->rows[r].count - 1];
    size_t ncut = *pncut;
    if ((int)xt_text_row_width(t, r) < w)
        return;
    const char *whole = v->text + 2;
    xt_span *nm = &t->spans[t->rows[r].first];
    int nmw = (int)xt_utf8_width(nm->text);
    int others = (int)xt_text_row_width(t, r) - nmw - (int)xt_utf8_width(v->text);
    /* the text's columns (the first is the cursor's) after the name */
    int room = w - 1 - others - nmw;
    /* the name whole: the verdict's words that fit beside it */
    const char *sv = xt_app_short_cell(t->arena, whole, room - 3);
    const char *gap = "  ";
    if ((int)xt_utf8_width(sv) > room - 2) {
        /* 60x20's 19 columns cut every verdict ("fits (\\"): one
         * space after the name, a narrow form (host_cell) where that
         * makes it fit */
        const char *nv = host_cell(a, t->arena, whole, room - 1, t->rows[r].target, w);
        if ((int)xt_utf8_width(nv) <= room - 1) {
            gap = " ";
            sv = nv;
        }
    } else if (v->attr == XT_A_BAD) {
        /* a failing host: one space where it keeps more words after
         * the same ("fails: in use" beside "fails" in a 32-column
         * pane; the only failing host of a run was its row with
         * nothing said: a trial) */
        const char *nv = xt_app_short_cell(t->arena, whole, room - 1);
        if ((int)xt_utf8_width(nv) <= room - 1 && strlen(nv) > strlen(sv) && !strncmp(nv, sv, strlen(sv))) {
            gap = " ";
            sv = nv;
        }
    }
    bool fits = (int)(strlen(gap) + xt_utf8_width(sv)) <= room;
    /* "fail" / "wait", a word cut (host_cell): the name cut rather,
     * where that keeps the word whole ("gpu-node-3  fail" read as a
     * forecast beside "fixt…host failed" at 60x20: a trial) */
    bool stub = !strcmp(sv, "fail") || !strcmp(sv, "wait");
    /* the name cut: the verdict's short form in 13 columns, or fewer
     * where the name would keep less than HOST_NAME_KEEP columns
     * beside it ("full~10 execs" left 9: six hosts of one long prefix
     * read alike, no verdict, at 80x24: a trial); where none leaves
     * it that, the fewest words, if they leave it HOST_NAME_LEAST (a
     * long name left no verdict at all at 60x20, where "failed" or
     * "peak 17%" fit beside the name cut: a trial).  A name cut this
     * short still reads apart (cuts_apart) */
    const char *sc = NULL;
    int nroom = 0; /* the name's columns after its mark */
    bool cuttable = strlen(nm->text) > 2 && nm->text[1] == ' ';
    static const int widths[] = { 13, 10, 8, 7, 6, 5 };
    /* (each form once: none wider than leaves the name its least, nor
     * than the last that fit, which a narrower room gives again) */
    int most = w - 1 - others - 2 - 1 - HOST_NAME_LEAST;
    for (size_t k = 0; cuttable && k < sizeof widths / sizeof *widths; k++) {
        if (widths[k] > most)
            continue;
        const char *f = host_cell(a, t->arena, whole, widths[k], t->rows[r].target, w);
        int fw = (int)xt_utf8_width(f);
        if (fw <= widths[k])
            most = fw - 1;
        if (fits && !stub && figures(f) <= figures(sv))
            break; /* no more than the name whole keeps (the forms
                    * after have no more figures) */
        if (fw > widths[k])
            continue;
        int n = w - 1 - others - 2 - 1 - fw; /* the mark, a space */
        if (n >= HOST_NAME_LEAST) {
            sc = f;
            nroom = n;
        }
        if (n >= HOST_NAME_KEEP)
            break;
    }
    /* the name whole keeps its verdict, unless cutting the name keeps
     * a figure more ("pair-attention-after  fails" at 100x30, where
     * "pair-att…-after 3.72G > 2.79G" fits: a trial) */
    bool whole_word = stub && sc && strlen(sc) > strlen(sv) && !strncmp(sc, sv, strlen(sv));
    if (fits && (!sc || nroom < HOST_NAME_KEEP || figures(sc) <= figures(sv)) && !whole_word) {
        v->text = xt_arena_printf(t->arena, "%s%s", gap, sv);
        return;
    }
    if (!sc) {
        v->text = ""; /* no short form fits beside it: the name, told apart (below); the status line has it */
        return;
    }
    v->text = xt_arena_printf(t->arena, " %s", sc);
    if (nroom >= nmw - 2)
        return; /* the name whole, one space before the verdict */
    /* the mark, then the name's first label (the short host name), its
     * ends kept: a prefix cut read "chi-mi30…" for chi-mi300x-013 and
     * -014 alike (a review) */
    const char *name = nm->text + 2, *dot = label_end(name);
    const char *label = dot ? xt_arena_printf(t->arena, "%.*s", (int)(dot - name), name) : name;
    const char *g = XT_NAME_CUT_GLYPH(a->utf8);
    if (dot && (int)xt_utf8_width(label) + 1 <= nroom)
        nm->text = xt_arena_printf(t->arena, "%.2s%s%s", nm->text, label, g);
    else
        cuts[ncut++] = host_cut(t->arena, nm, label, dot ? nroom - 1 : nroom,
                                xt_arena_printf(t->arena, "%.2s", nm->text), dot ? g : "", a->utf8);
    *pncut = ncut;
}

static void hosts_build(xt_app *a, xt_text *t, int w)
{
    /* "!" the worst host when another is open: its mark stays in sight, as
     * the modules pane's pick (the report marks it "*") */
    xt_worst_pick wp = run_worst(a);
    /* the note under the rows in the pane's text columns (its first is
     * the cursor's) */
    if (a->summaries) /* a run of many hosts: one loaded at a time */
        xt_view_host_summaries(t, a->summaries, a->cap->nhosts, a->host, wp.host, w - 1);
    else
        xt_view_hosts(t, a->cap, (const xt_analysis *const *)a->an, a->host, wp.host, w - 1);
    /* the host names the pane cuts (each host's row once, in one of the
     * two loops below) */
    mod_cut *cuts = xt_arena_alloc(t->arena, (t->nrows + 1) * sizeof *cuts);
    size_t ncut = 0;
    /* the verdicts, shorter to fit the pane; an export's whole (its lines
     * are whole: why a file cannot be read was "cannot be read" alone, a
     * trial) */
    for (size_t r = 0; t->screen && w > 0 && r < t->nrows; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        xt_span *v = &t->spans[t->rows[r].first + t->rows[r].count - 1];
        if (strncmp(v->text, "  ", 2))
            continue;
        /* a failed device whose module's verdict says why: that, as the
         * title says it ("GPU 0 failed" on a host of one GPU, where
         * "3.72G > 2.79G" fits: a trial); the status line has both.
         * Where the cause's cell keeps none of its figures, "failed":
         * "host-02  fails" read as a forecast beside "gpu-node-3  GPU 5
         * failed", of a host that had failed (a trial's F6) */
        const char *dev = NULL, *cause = host_cause(a, t->rows[r].target, &dev);
        if (!cause) {
            host_row_fit(a, t, r, w, cuts, &ncut);
            continue;
        }
        const char *name = t->spans[t->rows[r].first].text, *whole = v->text;
        size_t ncut0 = ncut;
        /* its figures after "failed: ", as the title says them (the cell
         * fitted to 8 columns less); where none fit so, "failed": the
         * figures alone read as the forecast of a host whose plan fails
         * ("h3  3.88G > 2.79G" under a title of 3 hosts that fail: an
         * audit's F6).  One device of several: "GPU 5 failed: " before
         * them, else its verdict's own cell ("GPU 5 failed"): which of
         * eight failed is the first thing to know */
        const char *failed = dev ? xt_arena_printf(t->arena, "%s failed: ", xt_safe(t->arena, dev)) : "failed: ";
        v->text = xt_arena_printf(t->arena, "  %s", xt_safe(t->arena, cause));
        host_row_fit(a, t, r, w - (int)xt_utf8_width(failed), cuts, &ncut);
        if (*v->text && figures(v->text)) {
            size_t gap = strspn(v->text, " ");
            v->text = xt_arena_printf(t->arena, "%.*s%s%s", (int)gap, v->text, failed, v->text + gap);
        }
        if (!*v->text || !figures(v->text)) {
            v->text = dev ? whole : "  failed";
            t->spans[t->rows[r].first].text = name;
            ncut = ncut0;
            host_row_fit(a, t, r, w, cuts, &ncut);
        }
    }
    /* a host without a verdict (no modules) whose name the pane cuts: its
     * first label's ends, as above (eight "gggg..." rows read alike: an
     * attacker's review) */
    for (size_t r = 0; w > 12 && r < t->nrows; r++) {
        if (t->rows[r].kind != XT_T_HOST || (int)xt_text_row_width(t, r) <= w - 1 ||
            (t->rows[r].count > 1 && *t->spans[t->rows[r].first + t->rows[r].count - 1].text))
            continue;
        xt_span *nm = &t->spans[t->rows[r].first];
        if (strlen(nm->text) <= 2 || nm->text[1] != ' ')
            continue;
        const char *name = nm->text + 2, *dot = label_end(name);
        const char *label = dot ? xt_arena_printf(t->arena, "%.*s", (int)(dot - name), name) : name;
        int room = w - 1 - 2 - (dot ? 1 : 0);
        cuts[ncut++] = host_cut(t->arena, nm, label, room, xt_arena_printf(t->arena, "%.2s", nm->text),
                                dot && (int)xt_utf8_width(label) <= room ? XT_NAME_CUT_GLYPH(a->utf8) : "", a->utf8);
    }
    /* names cut alike keep the part that differs, as the modules pane's
     * ("pair-…after" read for pair-attention-after and pair-leak-after
     * alike at 80x24: a trial) */
    cuts_apart(t->arena, cuts, ncut, a->utf8);
    if (t->screen && w > 0)
        hosts_align(t, w);
    /* a host too short to fit growth on: "fits?", "fits? 2 execs" (its
     * cell cut to fit, xt_app_short_cell), said once under the list;
     * the status line has its verdict whole */
    bool doubt = false;
    for (size_t r = 0; r < t->nrows && !doubt; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        const char *cell = t->spans[t->rows[r].first + t->rows[r].count - 1].text;
        doubt = !strncmp(cell + strspn(cell, " "), "fits?", 5);
    }
    bool nopool = false;
    for (size_t r = 0; r < t->nrows && !nopool; r++) {
        if (t->rows[r].kind != XT_T_HOST || t->rows[r].count < 2)
            continue;
        const char *cell = t->spans[t->rows[r].first + t->rows[r].count - 1].text;
        nopool = !strncmp(cell + strspn(cell, " "), "pool?", 5);
    }
    if (doubt)
        xt_view_note_words(t, "fits?: growth unmeasured, under 3 executions", w - 1);
    if (nopool)
        xt_view_note_words(t, "pool?: no allocator events, pool unknown", w - 1);
    if (w >= 60 && wp.host < a->cap->nhosts && wp.name) {
        /* what the mark means, and why (every verdict may read "fits
         * (2%)"); an export's too: its "*" is the host shown, the
         * report's the worst.  The narrow pane has it on the status line */
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        const char *worst = xt_arena_printf(t->arena, "the worst host: %s (file %zu of %zu)%s%s",
                                            xt_safe(t->arena, wp.name), wp.host + 1, a->cap->nhosts,
                                            wp.why ? ": " : "", wp.why ? xt_safe(t->arena, wp.why) : "");
        const char *mark = xt_arena_printf(t->arena, "%s ", xt_host_mark(wp.host, a->host, wp.host));
        if (t->screen) {
            /* wrapped in the pane: cut, its figures were lost with rows
             * free under it (no cursor stop to show it whole: a trial) */
            xt_text_wrap(t, XT_A_NORMAL, w - 1, (int)xt_utf8_width(mark), mark, worst);
        } else {
            xt_text_row(t, 0, 0);
            xt_text_add(t, XT_A_NORMAL, "%s%s", mark, worst);
        }
        count_hosts(a);
        xt_view_unread_note(t, a->hosts_bad, a->hosts_unread);
    }
    hosts_order(a, t, wp.host, w);
}

/* Host i as the run shows it: its hostname, and its file's name too when
 * another host records the same (xt_host_shown; sanitised, in ar).  A run
 * of many hosts reads its summaries: a->cap->hosts[k] of a host being
 * loaded is written on another thread meanwhile (xt_app_loading). */
static const char *host_shown(xt_app *a, xt_arena *ar, size_t i)
{
    size_t n = a->cap->nhosts;
    if (i >= n)
        return "?";
    if (!a->summaries)
        return xt_host_shown(ar, a->cap->hosts[i].hostname, a->cap->hosts[i].path,
                             xt_capture_name_repeats(a->cap, i));
    const xt_host_summary *s = a->summaries;
    return xt_host_shown(ar, s[i].hostname, s[i].path, s[i].name_repeats);
}

static int cmp_cstr(const void *x, const void *y)
{
    return strcmp(*(const char *const *)x, *(const char *const *)y);
}

/* Host i as the hosts list names it, and its file where that is another
 * name: a run whose hostnames repeat names those hosts by file, the rest
 * by hostname, and nothing said which file "fixture-host" was (a trial's
 * F6). */
static const char *host_said(xt_app *a, xt_arena *ar, size_t i)
{
    const char *whole = host_shown(a, ar, i);
    const char *path = i >= a->cap->nhosts ? NULL : a->summaries ? a->summaries[i].path : a->cap->hosts[i].path;
    const char *stem = path ? xt_host_name_of_file(ar, path) : NULL;
    /* a file's name of 200 columns filled the status line's three rows,
     * the host's verdict gone (helper-174's F4): its ends, in half a row;
     * and so a hostname's, or a file's the list names the host by (a
     * hostname of 20000 bytes left "host yyy...y" alone in the hosts
     * list's status line: helper-177) */
    int most = a->cols / 2 > 16 ? a->cols / 2 : 16;
    /* (the name itself in 64 columns where the row has 16 more: a GKE
     * node's 58, which the list cuts, stay whole at 80 columns) */
    int name_most = a->cols - 16 < 64 ? a->cols - 16 : 64;
    if (name_most < most)
        name_most = most;
    const char *shown = xt_app_ends_cut(ar, whole, name_most, a->utf8);
    if (!stem || !strcmp(whole, stem))
        return shown;
    /* only where the list names some hosts by file (every host by its
     * hostname: one scheme, said once by the list) */
    if (!a->naming.valid || a->naming.cap != a->cap || a->naming.summaries != a->summaries ||
        a->naming.n != a->cap->nhosts) {
        bool mixed = false;
        if (a->summaries)
            for (size_t j = 0; j < a->cap->nhosts && !mixed; j++)
                mixed = a->summaries[j].name_repeats;
        else { /* a hostname seen twice: sorted, each beside the next */
            size_t n = a->cap->nhosts, k = 0;
            const char **names = xt_xcalloc(n + 1, sizeof *names);
            for (size_t j = 0; j < n; j++)
                if (a->cap->hosts[j].hostname)
                    names[k++] = a->cap->hosts[j].hostname;
            qsort(names, k, sizeof *names, cmp_cstr);
            for (size_t j = 1; j < k && !mixed; j++)
                mixed = !strcmp(names[j - 1], names[j]);
            free(names);
        }
        a->naming.cap = a->cap;
        a->naming.summaries = a->summaries;
        a->naming.n = a->cap->nhosts;
        a->naming.mixed = mixed;
        a->naming.valid = true;
    }
    if (!a->naming.mixed)
        return shown;
    return xt_arena_printf(ar, "%s (file %s)", shown, xt_app_ends_cut(ar, xt_safe(ar, stem), most, a->utf8));
}

static void hosts_enter(xt_app *a, const xt_row *r)
{
    if (r->target >= a->cap->nhosts)
        return;
    if (!a->an[r->target]) { /* not loaded: the screen shows this, then loads it */
        if (!a->summaries || !a->open_host)
            return;
        char sz[32];
        a->pending = true;
        a->pending_host = r->target;
        remember_origin(a); /* this host is freed before the next loads */
        snprintf(a->status, sizeof a->status, "loading host %s (%s)...",
                 host_shown(a, &a->frame_arena, r->target),
                 xt_fmt_bytes(sz, sizeof sz, a->summaries[r->target].file_size));
        return;
    }
    int kind = remember_cursor(a);
    a->host = r->target;
    char failed[sizeof a->status] = "";
    if (a->cmp) /* a side of a comparison: it follows the host */
        xt_cmp_app_host_opened(a, failed, sizeof failed);
    a->module = an(a)->selected;
    a->exec = SIZE_MAX;
    /* the same view on the other host, to compare them (as a module
     * switch: its cursor too) */
    reset_to(a, cur(a)->view->runtime || !an(a)->host->nmodules ? &xt_view_rt : &xt_view_plan);
    if (cur(a)->view == &xt_view_rt)
        rt_cursor_like(a, kind);
    /* the view has the focus, as after Enter on a module (j moved the
     * modules list after a host switch: a trial) */
    a->focus = XF_RIGHT;
    left_modules(a);
    if (!an(a)->host->nmodules) { /* as xt_app_init */
        a->left_hidden = true;
        if (a->focus == XF_LEFT)
            a->focus = XF_RIGHT;
    }
    if (*failed)
        snprintf(a->status, sizeof a->status, "%s", failed);
    else
        snprintf(a->status, sizeof a->status, "host %s", host_shown(a, &a->frame_arena, a->host));
}
const xt_view xt_list_hosts = { "hosts", false, { 0 }, NULL, hosts_build, hosts_enter };

void xt_app_loading(xt_app *a, double frac, double elapsed_s)
{
    if (xt_cmp_app_loading(a, frac, elapsed_s)) /* a pair of the comparison's hosts list */
        return;
    size_t i = a->pending_host;
    if (i >= a->cap->nhosts || !a->summaries)
        return;
    /* the summary's name: a->cap->hosts[i] is being loaded on another
     * thread while this runs */
    const char *name = host_shown(a, &a->frame_arena, i);
    char sz[32], eta[48] = "";
    int64_t size = a->summaries[i].file_size;
    xt_fmt_bytes(sz, sizeof sz, size);
    if (frac >= 1) {
        snprintf(a->status, sizeof a->status, "analysing host %s (%s)...  q quits", name, sz);
        return;
    }
    /* the time left once there is something to go by */
    if (frac > 0.02 && elapsed_s > 0.3)
        snprintf(eta, sizeof eta, ", about %.0f s left", ceil(elapsed_s * (1 - frac) / frac));
    snprintf(a->status, sizeof a->status, "loading host %s: %d%% of %s%s...  q quits", name,
             (int)(frac * 100), sz, eta);
}

void xt_app_open_pending(xt_app *a, xt_load_tick tick, void *tctx)
{
    if (!a->pending)
        return;
    a->pending = false;
    if (xt_cmp_app_open_pending(a, tick, tctx)) /* a pair of the comparison's hosts list */
        return;
    char msg[sizeof a->status - 32];
    if (!a->open_host || a->open_host(a->open_ctx, a->pending_host, tick, tctx, msg, sizeof msg)) {
        /* the host by its name, not its file's whole path (which took a
         * row of the status line and cut the reason: a trial) */
        const char *why = msg, *path = a->summaries && a->pending_host < a->cap->nhosts
                                           ? a->summaries[a->pending_host].path
                                           : NULL;
        size_t pl = path ? strlen(path) : 0;
        if (pl && !strncmp(msg, path, pl) && !strncmp(msg + pl, ": ", 2))
            why = msg + pl + 2;
        snprintf(a->status, sizeof a->status, "cannot open host %s: %s",
                 host_shown(a, &a->frame_arena, a->pending_host),
                 a->open_host ? xt_safe(&a->frame_arena, why) : "");
        return;
    }
    xt_row r = { 0 };
    r.target = a->pending_host;
    hosts_enter(a, &r);
    xt_app_build(a);
    a->cold = true;
}

void xt_app_idle(xt_app *a)
{
    if (an(a))
        xt_analysis_idle(an(a), a->module);
}

void xt_app_warm(xt_app *a)
{
    if (!a->cold)
        return;
    a->cold = false;
    if (an(a))
        xt_analysis_warm(an(a), a->module);
}

static bool is_open_run(const xt_app *a, size_t i)
{
    return a->cap->run && !strcmp(a->cap->runs[i], a->cap->run);
}
/* What the runs list says of run i under its name: its host files and
 * their bytes.  Read once, when R opens the list. */
static void run_info(xt_app *a, size_t i, char *out, size_t cap)
{
    char dir[4096];
    const char *root = a->cap->root ? a->cap->root : ".";
    struct stat st;
    /* a path cut short reads nothing (not another folder's files) */
    int k = snprintf(dir, sizeof dir, "%s/plugins/profile/%s", root, a->cap->runs[i]);
    if (k < 0 || (size_t)k >= sizeof dir || stat(dir, &st) || !S_ISDIR(st.st_mode)) {
        k = snprintf(dir, sizeof dir, "%s/%s", root, a->cap->runs[i]);
        if (k < 0 || (size_t)k >= sizeof dir)
            dir[0] = 0;
    }
    size_t hosts = 0;
    int64_t bytes = 0;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        bool pb = (n > 10 && !strcmp(e->d_name + n - 10, ".xplane.pb")) ||
                  (n > 13 && !strcmp(e->d_name + n - 13, ".xplane.pb.gz"));
        char f[4600];
        snprintf(f, sizeof f, "%s/%s", dir, e->d_name);
        /* every entry so named is a host (src/load.c), one that cannot be
         * read too: the run's hosts list counts it */
        if (pb && e->d_name[0] != '.' && !lstat(f, &st)) {
            hosts++;
            if (!stat(f, &st) && S_ISREG(st.st_mode))
                bytes += st.st_size;
        }
    }
    if (!d) { /* deleted (or unmounted) since the capture was opened */
        snprintf(out, cap, "its folder is gone");
        return;
    }
    closedir(d);
    char b[32];
    xt_fmt_bytes(b, sizeof b, bytes);
    snprintf(out, cap, "%zu host%s, %s", hosts, hosts == 1 ? "" : "s", b);
}

/* A run's name as a date when it is one (JAX names runs 2026_11_30_01_02_03). */
static const char *run_label(xt_arena *ar, const char *name)
{
    int y, mo, da, h, mi, se;
    if (sscanf(name, "%4d_%2d_%2d_%2d_%2d_%2d", &y, &mo, &da, &h, &mi, &se) == 6)
        return xt_arena_printf(ar, "%04d-%02d-%02d %02d:%02d:%02d", y, mo, da, h, mi, se);
    return xt_safe(ar, name);
}

/* The first bytes of s that take at most cols columns. */
static size_t prefix_fitting(const char *s, int cols)
{
    size_t at = 0;
    int used = 0;
    uint32_t cp;
    for (size_t k; (k = xt_utf8_next(s + at, &cp));) {
        int cw = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        if (used + cw > cols)
            break;
        used += cw;
        at += k;
    }
    return at;
}

static void runs_build(xt_app *a, xt_text *t, int w)
{
    t->title = "Runs";
    for (size_t i = 0; i < a->cap->nruns; i++) {
        xt_text_row(t, XT_T_MODULE, i);
        xt_text_add(t, is_open_run(a, i) ? XT_A_HEAD : XT_A_NORMAL, "%s %s", is_open_run(a, i) ? "*" : " ",
                    run_label(t->arena, a->cap->runs[i]));
        if (a->run_info && i < a->nrun_info) { /* its details, no cursor stop of their own: the
                                                   * run's row says them (two stops a run: a trial) */
            xt_text_row_cont(t);
            /* cut to the pane, marked: a row the pane cuts is a cursor stop
             * (two a run again at 60x20: a review); the run's row's status
             * line says it whole */
            const char *info = a->run_info[i];
            int room = w > 6 ? w - 6 : 0;
            if (w > 0 && (int)xt_utf8_width(info) > room + 1) {
                xt_text_add(t, XT_A_DIM, "    %.*s", (int)prefix_fitting(info, room), info);
                xt_text_cut(t, XT_A_DIM);
            } else {
                xt_text_add(t, XT_A_DIM, "    %s", info);
            }
        }
    }
}
/* Enter on another run asks main to reopen the capture on it */
static void runs_enter(xt_app *a, const xt_row *r)
{
    if (r->kind != XT_T_MODULE || r->target >= a->cap->nruns)
        return;
    if (is_open_run(a, r->target)) {
        left_modules(a);
        if (left_off(a))
            a->focus = XF_RIGHT;
        /* said (the list closed with nothing on the status line: a trial),
         * and the modules only where their pane shows */
        snprintf(a->status, sizeof a->status, "run %s is the one open%s",
                 xt_safe(&a->frame_arena, a->cap->runs[r->target]),
                 left_off(a) ? "" : ": its modules again");
        return;
    }
    if (a->run_info && r->target < a->nrun_info && !strcmp(a->run_info[r->target], "its folder is gone")) {
        snprintf(a->status, sizeof a->status, "run %s: its folder is gone (deleted since the capture was opened)",
                 xt_safe(&a->frame_arena, a->cap->runs[r->target]));
        return;
    }
    a->switch_run = a->cap->runs[r->target];
    a->quit = true;
}
const xt_view xt_list_runs = { "runs", false, { 0 }, NULL, runs_build, runs_enter };

/* Whether the plan view's cursor is on its figure `label` ("temp block"),
 * or on a row of its note under it: that line's first row in *c. */
static bool plan_figure_row(xt_app *a, const char *label, size_t *c)
{
    if (cur(a)->view != &xt_view_plan || a->module >= an(a)->host->nmodules || cur(a)->cursor >= a->right.nrows)
        return false;
    *c = cur(a)->cursor;
    while (*c > 0 && a->right.rows[*c].cont)
        (*c)--;
    char row[128];
    xt_text_row_plain(&a->right, *c, row, sizeof row, (int)sizeof row - 1, false);
    return !strncmp(row + strspn(row, " >"), label, strlen(label));
}

/* Every view Enter can open, found by the row kind that opens it. */
static const xt_view *const views[] = { &xt_view_plan, &xt_view_bufs, &xt_view_buf, &xt_view_rt,
                                        &xt_view_orig, &xt_view_fam, &xt_view_group, &xt_view_arrays,
                                        &xt_view_cur_bufs, &xt_view_cur_buf, &xt_view_outs, &xt_view_alloc,
                                        &xt_view_peak, &xt_view_outbuf, &xt_view_params };

/* Enter on a row of the right pane: the view's own action, or push the
 * view that the row's kind opens. */
static void open_row(xt_app *a, const xt_row *r)
{
    /* a host event's row: selectable, for the evidence that lands on it;
     * Enter there was silent (a trial) */
    if (r->kind == XT_T_HOSTEV) {
        snprintf(a->status, sizeof a->status, "a host event: it opens nothing (y copies it); "
                                              "the live groups above name what allocated");
        return;
    }
    if (cur(a)->view->enter)
        cur(a)->view->enter(a, r);
    /* the plan's verdict, where the view opens: Enter goes to the lines
     * that explain it (a trial pressed Enter there first and read "opens
     * nothing") */
    if (!r->kind && cur(a)->view == &xt_view_plan && a->module < an(a)->host->nmodules &&
        cur(a)->cursor < a->right.nrows) {
        char row[512];
        size_t r0 = cur(a)->cursor; /* a wrapped verdict's later rows: its first (a trial) */
        while (r0 > 0 && a->right.rows[r0].cont && !a->right.rows[r0].kind)
            r0--;
        xt_text_row_plain(&a->right, r0, row, sizeof row, (int)sizeof row - 1, false);
        const char *s = row + strspn(row, " >");
        int sev = 0;
        const char *v = xt_verdict(an(a), a->module, &sev);
        size_t n = strlen(s);
        if (v && n >= 8 && !strncmp(s, v, n < 24 ? n : 24)) {
            a->diag_open = true;
            a->focus = XF_DIAG;
            a->diag_cursor = 0;
            a->diag_top = 0;
            snprintf(a->status, sizeof a->status, "the verdict's diagnosis: Enter on a line "
                                                  "opens its evidence, z the pane whole");
            return;
        }
    }
    /* the plan's "outputs, not aliased" (or the note under it): the
     * outputs one by one (it opened nothing: a trial); a row of no kind,
     * so that j/k stop where they did */
    size_t c;
    if (!r->kind && plan_figure_row(a, "outputs, not aliased", &c) && an(a)->plans[a->module]->outputs > 0) {
        push(a, &xt_view_outs);
        return;
    }
    /* its "parameters": one a row, donated or not (the no-donation fix
     * said "the state arguments", and no screen listed them: a trial) */
    if (!r->kind && plan_figure_row(a, "parameters", &c)) {
        const xt_plan *p = an(a)->plans[a->module];
        if (p->nparams > 0) {
            push(a, &xt_view_params);
            return;
        }
        /* none in space 0, where the row says how many are in another
         * (a TPU's host offload: "this row opens nothing" beside "3 in
         * memory space 5": a trial) */
        for (size_t i = 0; i < p->ncolors; i++)
            if (p->colors[i].nparams) {
                snprintf(a->status, sizeof a->status,
                         "no parameter in memory space 0, the device's: the %zu in memory space %lld (%s, "
                         "host offload on TPU) are not listed", p->colors[i].nparams,
                         (long long)p->colors[i].color,
                         xt_fmt_bytes((char[32]){ 0 }, 32, p->colors[i].param_bytes));
                return;
            }
    }
    /* the plan's "temp block": the heap's roles below, the cursor on the
     * first (it opened nothing, and a trial looked for what fills it) */
    if (!r->kind && plan_figure_row(a, "temp block", &c)) {
        /* on the largest role (the first was an empty "forward, kept
         * for backward 0 B": an attacker's review) */
        const xt_plan *p = an(a)->plans[a->module];
        xt_heap_point pt;
        bool have_pt = false;
        size_t best = SIZE_MAX;
        int64_t most = -1;
        int kind = 0;
        for (size_t i = c + 1; i < a->right.nrows; i++) {
            int k = a->right.rows[i].kind;
            size_t role = a->right.rows[i].target;
            if ((k != XT_T_ROLE && k != XT_T_CUR_ROLE) || role >= XT_NROLES || (kind && k != kind))
                continue;
            if (k == XT_T_CUR_ROLE && !have_pt && !(have_pt = xt_chart_live_set(a, &a->frame_arena, &pt)))
                continue;
            int64_t bytes = k == XT_T_ROLE ? p->roles[role] : pt.roles[role];
            kind = k;
            if (bytes > most)
                most = bytes, best = i;
        }
        if (best != SIZE_MAX) {
            cur(a)->cursor = best;
            snprintf(a->status, sizeof a->status,
                     "the temp block holds the heap: its bytes by role %s, the cursor on the largest; "
                     "Enter on a role lists its buffers",
                     kind == XT_T_ROLE ? "at the heap peak" : "at the chart's cursor (^: the peak)");
            return;
        }
    }
    /* the heading over the roles ("...: the heap peak; Enter: a role's
     * buffers"): Enter on it said "opens nothing: no list under it" over
     * the list of roles (a trial) */
    if (!r->kind && cur(a)->cursor < a->right.nrows) {
        char row[512];
        xt_text_row_plain(&a->right, cur(a)->cursor, row, sizeof row, (int)sizeof row - 1, false);
        if (strstr(row, "Enter: a role's buffers")) {
            snprintf(a->status, sizeof a->status, "the roles are below: Enter on one (j moves there) lists its buffers");
            return;
        }
    }
    if (!r->kind && a->right.summed_at == cur(a)->cursor + 1) { /* the row of a long list's rest */
        snprintf(a->status, sizeof a->status, "this row sums the rest of the list: / finds one of them, "
                                              "e exports them all");
        return;
    }
    if (!r->kind) {
        /* a row that looks like the others but opens nothing says why,
         * whatever the status line said before (a host event's row after
         * another key's message was silent: a trial) */
        snprintf(a->status, sizeof a->status, "this row opens nothing: no list under it "
                                              "(y copies it)");
        return;
    }
    /* a role with no buffer at the heap peak (the TPU's forward, 0 B):
     * an empty list under it said "total: 0 buffers" (a trial) */
    if (r->kind == XT_T_ROLE && cur(a)->view == &xt_view_plan && a->module < an(a)->host->nmodules) {
        const xt_plan *p = an(a)->plans[a->module];
        size_t nb = 0;
        for (size_t i = 0; i < p->nlive; i++)
            nb += p->live[i].role == (xt_role)r->target;
        if (!nb) {
            snprintf(a->status, sizeof a->status, "no %s buffer is live at the heap peak: nothing to list",
                     xt_role_name((xt_role)r->target));
            return;
        }
    }
    /* the same away from the peak, after the chart's cursor moved: an
     * empty role (or an empty live set, heap 0 B) opened a list of its
     * column heading alone, the cursor on it (a trial: , then Enter on
     * the conv capture's forward, 0 B) */
    if ((r->kind == XT_T_CUR_ROLE || r->kind == XT_T_CUR_ALL) && cur(a)->view == &xt_view_plan) {
        xt_heap_point pt;
        if (xt_chart_live_set(a, &a->frame_arena, &pt)) {
            size_t nb = 0;
            for (size_t i = 0; i < pt.nlive; i++)
                nb += r->kind == XT_T_CUR_ALL || pt.live[i].role == (xt_role)r->target;
            if (!nb) {
                snprintf(a->status, sizeof a->status, "no %s%sbuffer is live after event %zu: nothing to list",
                         r->kind == XT_T_CUR_ROLE ? xt_role_name((xt_role)r->target) : "",
                         r->kind == XT_T_CUR_ROLE ? " " : "", pt.event + 1);
                return;
            }
        }
    }
    for (size_t i = 0; r->kind && i < sizeof views / sizeof views[0]; i++)
        for (int k = 0; k < 2; k++)
            if (views[i]->opened_by[k] == r->kind) {
                push(a, views[i]);
                views[i]->open(a, cur(a), r);
                return;
            }
    /* a parameter's row says all of it: Enter said nothing */
    if (r->kind == XT_T_PARAM)
        snprintf(a->status, sizeof a->status, "a parameter: this row says all of it (y copies it); "
                                              "h goes back to the plan");
}

/* The panes' rows from their views' operations. */
static void build_left(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    if (a->left_view != &xt_list_modules) {
        a->left_view->build(a, &a->left, l.left_w);
        return;
    }
    /* the modules list: the same list for the same analysis, width and
     * charset, its marks set again for the module shown */
    struct xt_modcache *c = &a->modcache;
    const xt_analysis *x = an(a);
    if (!c->valid || c->an != x || c->serial != x->serial || c->width != l.left_w ||
        c->utf8 != a->utf8) {
        xt_text_free(&c->text);
        xt_arena_free(&c->arena);
        xt_text_init(&c->text, &c->arena);
        c->text.screen = true;
        modules_build(a, &c->text, l.left_w);
        c->an = x;
        c->serial = x->serial;
        c->width = l.left_w;
        c->utf8 = a->utf8;
        c->valid = true;
        c->builds++;
    } else {
        xt_view_modules_mark(&c->text, x, a->module);
    }
    a->left = c->text;
    a->left_cached = true;
}

static void build_right(xt_app *a) { cur(a)->view->build(a, &a->right, pane_w(a)); }

/* The kept rows' strings let go: freed, or where this frame's texts
 * share them (xt_app_rows_end), freed with the frame's arena (a search
 * builds the lists one Enter down aside, each in turn kept, while the
 * pane's rows are still read). */
static void rowmemo_drop_arena(xt_app *a)
{
    struct xt_rowmemo *c = &a->rowmemo;
    if (c->shared_gen == a->frame_gen + 1)
        xt_arena_adopt(&a->frame_arena, &c->arena);
    else
        xt_arena_free(&c->arena);
    c->shared_gen = 0;
}

xt_text *xt_app_rows_begin(xt_app *a, const xt_rowkey *k)
{
    struct xt_rowmemo *c = &a->rowmemo;
    c->used = true;
    const xt_rowkey *o = &c->key; /* field by field: padding is not compared */
    if (c->valid && o->list == k->list && o->serial == k->serial && o->module == k->module &&
        o->event == k->event && o->role == k->role && o->sort == k->sort && o->width == k->width &&
        o->reverse == k->reverse && o->unfold == k->unfold && o->group == k->group)
        return NULL;
    /* the arrays kept for the next rows (grown anew, 100,000 rows' 16 MB
     * of spans were fresh pages at each move of the chart's cursor) */
    xt_row *rows = c->text.rows;
    xt_span *spans = c->text.spans;
    size_t caprows = c->text.caprows, capspans = c->text.capspans;
    rowmemo_drop_arena(a);
    xt_text_init(&c->text, &c->arena);
    c->text.rows = rows, c->text.caprows = caprows;
    c->text.spans = spans, c->text.capspans = capspans;
    c->text.screen = true;
    c->text.unfold = k->unfold;
    c->key = *k;
    c->valid = true; /* made by the caller before xt_app_rows_end */
    c->builds++;
    return &c->text;
}

void xt_app_rows_end(xt_app *a, xt_text *t)
{
    if (t->arena != &a->frame_arena) { /* a text built aside, freed on its own */
        xt_text_copy(t, &a->rowmemo.text);
        return;
    }
    xt_text_copy_shared(t, &a->rowmemo.text);
    t->kept_id = a->rowmemo.builds;
    a->rowmemo.shared_gen = a->frame_gen + 1;
}

/* the keys a comparison's help names for a side's own view (build_help) */
static void k_diag(xt_app *a);
static void k_prev_exec(xt_app *a);
static void k_next_exec(xt_app *a);
static void k_first_exec(xt_app *a);
static void k_last_exec(xt_app *a);
static void k_hosts(xt_app *a);
static void k_runs(xt_app *a);
static void k_sort(xt_app *a);
static void k_reverse(xt_app *a);
static void k_group(xt_app *a);
static void k_tab(xt_app *a);
static void k_esc(xt_app *a);

static void build_help(xt_app *a)
{
    /* built wide, then folded to the screen: at 60x20 the rows were cut
     * ("drill in, jump to evidence, select d…"), the help being where a
     * first-time user learns the keys; a row goes on under its text */
    xt_text wide;
    xt_text_init(&wide, &a->frame_arena);
    xt_text *t = &wide;
    t->title = "Keys";
    /* the comparison: which keys apply there (a trial found the single
     * capture's list, d still "the diagnosis pane", e not in the hints) */
    if (a->cmp && !a->cmp->side) {
        xt_text_line(t, XT_A_HEAD, "%s", "In the comparison:");
        xt_text_line(t, XT_A_NORMAL, "%s",
                     "  d shows or hides the estimates pane (Was the estimate right); Enter opens a "
                     "row's side-by-side list; e exports the view; y copies a row; x shows BEFORE, "
                     "then AFTER, alone, where the execution keys [ ] { }, the chart cursor "
                     "(, . < > ( ) ^ 0 $ a f), the buffer sort and grouping (s S b) and H apply. "
                     "The runs are those given on the command line (R is not used).");
        xt_text_line(t, XT_A_DIM, "%s", "");
    }
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
        /* the comparison: its own d, and the keys a side's view has (the
         * table said "d toggle the diagnosis pane" and listed [ ] H R s as
         * if they worked there: a trial) */
        void (*fn)(xt_app *) = xt_keys[i].fn;
        bool cmp = a->cmp && !a->cmp->side && xt_keys[i].mode == XM_MAIN;
        if (cmp && fn == k_diag)
            xt_text_add(t, XT_A_NORMAL, "%s", "toggle the estimates pane (Was the estimate right)");
        else if (cmp && fn == k_runs) /* the runs are the command line's, in a side's view too */
            xt_text_add(t, XT_A_DIM, "%s", "not used: the runs are those given on the command line");
        else if (cmp && fn == k_tab)
            xt_text_add(t, XT_A_NORMAL, "%s", "switch pane (modules, comparison, estimates); S-Tab: back");
        else if (cmp && fn == k_esc)
            xt_text_add(t, XT_A_NORMAL, "%s", "close help, search, message, zoom, estimates, hosts list");
        else if (cmp && (fn == k_prev_exec || fn == k_next_exec || fn == k_first_exec || fn == k_last_exec))
            /* they open the runtime page: help said only "x: in a side's
             * view", and [ left the plan page unannounced (a trial) */
            xt_text_add(t, XT_A_DIM, "%s (x: in BEFORE's or AFTER's own view; here they open the executions "
                                     "side by side, as r)", xt_keys[i].help);
        else if (cmp && fn == k_hosts && a->cmp->c && a->cmp->c->nhost_rows) /* two runs: its own list */
            xt_text_add(t, XT_A_NORMAL, "%s",
                        "each host's verdict, BEFORE -> AFTER; Enter compares a host's pair (x: a side's own hosts)");
        else if (cmp && (fn == k_chart_event || fn == k_chart_column || fn == k_chart_local_peak ||
                         fn == k_chart_jump || fn == k_chart_buffer_end || fn == k_hosts || fn == k_sort ||
                         fn == k_reverse || fn == k_group))
            xt_text_add(t, XT_A_DIM, "%s (x: in BEFORE's or AFTER's own view)", xt_keys[i].help);
        else
            xt_text_add(t, XT_A_NORMAL, "%s", xt_keys[i].help);
    }
    /* the lists' figures, which their rows shorten (a trial found "20M",
     * "full~10" and "-2.74G" explained nowhere) */
    /* one row a sentence, folded to the screen as a whole (rows broken
     * at 80 columns came out ragged at 60: "3.7 GiB), its" alone) */
    static const char *const lists[] = {
        "The lists, shortened to fit (the status line says the row under the cursor):",
        "  a module's size is the total its step needs (read; 3.7G: 3.7 GiB), its runs its "
        "executions (measured; 2.4k: 2,400 to 2,499);",
        "  a host's verdict (full~10: the step stops fitting in ~10 more executions, inferred; "
        "+104.0M/exec: its growth per execution, inferred; fits (1.5%): it fits, the plan 1.5% "
        "of its pool, read of measured; fits? 2 execs: it fits, its growth "
        "unmeasured: 2 executions, measured, and a line fit needs 3; pool unknown, pool?: no "
        "allocator events);",
        "  a comparison's module, the change in the total its step needs, BEFORE to AFTER "
        "(read; -2.12G: 2.12 GiB less);",
        NULL, /* the rows' counts on a rule, in the screen's own glyphs (below) */
        "  @ after a live set's share marks outputs above their plan (the note under the rows "
        "says why); in the parameters' list, \"no @\" a parameter not donated that an output not "
        "aliased has the size of (inferred: donating it lets XLA reuse it).",
    };
    xt_text_line(t, XT_A_DIM, "%s", "");
    for (size_t i = 0; i < sizeof lists / sizeof *lists; i++)
        xt_text_line(t, i ? XT_A_DIM : XT_A_HEAD, "%s",
                     lists[i] ? lists[i]
                     /* without UTF-8 the arrows read "?32?5" beside their
                      * own ASCII form (a trial) */
                     : a->utf8 ? "  * marks the one shown, ! the analysis's pick or the run's worst host; on a "
                                 "pane's rule (a list, a view), \xe2\x86\x91" "32" "\xe2\x86\x93" "5 (^32 v5 "
                                 "without UTF-8) counts its rows above and below the pane;"
                               : "  * marks the one shown, ! the analysis's pick or the run's worst host; on a "
                                 "pane's rule (a list, a view), ^32 v5 counts its rows above and below the pane;");
    /* the marks that look alike ('~' was both in ASCII: a trial) */
    xt_text_line(t, XT_A_DIM, "  On the runtime chart's time axis %s marks a gap (a stretch drawn as one "
                              "column); ~ before a wait (~10.0 s) says it is inferred.",
                 a->utf8 ? "\xe2\x89\x88" : "/");
    xt_text_line(t, XT_A_DIM, "%s", "");
    xt_text_line(t, XT_A_DIM, "  Figures say where they come from: measured (runtime events), read "
                              "(stored in the capture) or inferred (an estimate).");
    xt_text_fold(&a->helptext, &wide, a->cols > 1 ? a->cols - 1 : 80); /* its pane: a column in */
    xt_text_free(&wide);
}

/* The first selectable row; in text without one, the first row of its
 * first table (under the column header: a live group's arrays opened on
 * their heading line, and g went back there, where Enter opens nothing:
 * a trial), else the first row. */
static size_t first_selectable(const xt_text *t)
{
    for (size_t i = 0; i < t->nrows; i++)
        if (t->rows[i].kind)
            return i;
    for (size_t i = 0; i + 1 < t->nrows; i++)
        if (xt_row_is_column_header(t, i))
            return i + 1;
    return 0;
}

/* The cursor to the first row of kind with target (any: SIZE_MAX). */
static bool cursor_to_kind(const xt_app *a, xt_navframe *f, int kind, size_t target)
{
    for (size_t i = 0; i < a->right.nrows; i++)
        if (a->right.rows[i].kind == kind && (target == SIZE_MAX || a->right.rows[i].target == target)) {
            f->cursor = i;
            return true;
        }
    return false;
}

/* The live group of a->want_origin in the runtime view built: f's target
 * (left to the first group when there is none); of its Python line
 * (a->want_source) where one has it: two groups of one origin at two
 * lines are two rows, and [ ] on the second went to the first (helper-184) */
static void origin_target(xt_app *a, xt_navframe *f)
{
    xt_live_set ls;
    if (!live_shown(a, &ls))
        return;
    size_t first = SIZE_MAX;
    for (size_t i = 0; i < a->right.nrows; i++) {
        size_t g = a->right.rows[i].target;
        if (a->right.rows[i].kind == XT_T_ORIGIN && g < ls.ng &&
            !strncmp(ls.g[g].origin, a->want_origin, sizeof a->want_origin - 1)) {
            if (!strncmp(ls.g[g].source ? ls.g[g].source : "", a->want_source, sizeof a->want_source - 1)) {
                f->want_target = g;
                return;
            }
            if (first == SIZE_MAX)
                first = g;
        }
    }
    if (first != SIZE_MAX) {
        f->want_target = first;
        return;
    }
    /* one execution's outputs, gone from this set: the same module's
     * outputs of another execution, of the same Python line first (from
     * "outputs of jit_matmul(19) exec 2" under "By origin", ] went to the
     * executions' table though jit_matmul(19)'s outputs of executions 5-7
     * were live: a trial) */
    size_t mlen;
    if (!xt_output_origin(a->want_origin, &mlen))
        return;
    size_t plen = strlen("outputs of ") + mlen + strlen(" execution "), ml;
    for (size_t i = 0; i < a->right.nrows && f->want_target == SIZE_MAX; i++) {
        size_t g = a->right.rows[i].target;
        if (a->right.rows[i].kind == XT_T_ORIGIN && g < ls.ng && !strncmp(ls.g[g].origin, a->want_origin, plen) &&
            xt_output_origin(ls.g[g].origin, &ml) && ml == mlen) {
            if (!strncmp(ls.g[g].source ? ls.g[g].source : "", a->want_source, sizeof a->want_source - 1))
                f->want_target = g;
            else if (first == SIZE_MAX)
                first = g;
        }
    }
    if (f->want_target == SIZE_MAX)
        f->want_target = first;
    /* said: another execution's outputs, of the same size and share,
     * read as the ones followed (an attacker's review) */
    if (f->want_target != SIZE_MAX) {
        size_t was = xt_output_origin(a->want_origin, &ml), now = xt_output_origin(ls.g[f->want_target].origin, &ml);
        size_t len = strlen(a->status);
        if (was && now && len + 80 + mlen < sizeof a->status)
            snprintf(a->status + len, sizeof a->status - len, "; %s are gone here: on its execution %zu's",
                     xt_safe(&a->frame_arena, a->want_origin), now);
    }
}

static void build_once(xt_app *a);
static void keep_status_rows(xt_app *a);

static void build_in_place(xt_app *a);

/* The view the status line's rows were counted for (every pane's, whichever is focused). */
static const void *kept_list(xt_app *a)
{
    return cur(a)->view;
}

void xt_app_build(xt_app *a)
{
    static bool again; /* building again for the status line's rows */
    if (again) {
        build_once(a);
        return;
    }
    /* the frame's own status rows, as counted when it was last shown: a
     * frame gone back to is built for its height at once (built for the
     * height of the one above it, its cursor row was another row of
     * the chart's: a search's n went back to the list it came from) */
    xt_navframe *f = cur(a);
    if ((!a->cmp || a->cmp->side) && f->kept.list == kept_list(a) && f->kept.rows == a->rows &&
        f->kept.cols == a->cols) {
        a->status_keep = f->kept.rows_kept;
        if (f->searched && a->depth > 0 && a->searched_keep.view == a->stack[a->depth - 1].view &&
            a->searched_keep.module == a->module && a->searched_keep.rows == a->rows &&
            a->searched_keep.cols == a->cols && a->searched_keep.most > a->status_keep)
            a->status_keep = a->searched_keep.most;
    }
    /* a frame whose cursor the build places (a view just opened, a row
     * to find): placed again for the new height */
    xt_navframe was_f = *f;
    bool placing = was_f.cursor == SIZE_MAX || was_f.want_kind || was_f.want_row;
    char origin[sizeof a->want_origin], family[sizeof a->want_family], source[sizeof a->want_source];
    memcpy(origin, a->want_origin, sizeof origin);
    memcpy(source, a->want_source, sizeof source);
    memcpy(family, a->want_family, sizeof family);
    bool group_only = a->want_group_only;
    build_once(a);
    /* the status line's rows for this pane and size; when they change,
     * the panes are built again for the height left to them (a chart
     * pinned or not, sized for the pane), the cursors on their rows */
    int was = a->status_keep;
    keep_status_rows(a);
    if (a->status_keep == was)
        return;
    again = true;
    if (placing) {
        was_f.kept = f->kept;
        *f = was_f;
        memcpy(a->want_origin, origin, sizeof origin);
        memcpy(a->want_source, source, sizeof source);
        memcpy(a->want_family, family, sizeof family);
        a->want_group_only = group_only;
        build_once(a);
    } else {
        build_in_place(a);
    }
    again = false;
}

static void build_once(xt_app *a)
{
    /* a big leak's live set is 4 MB a module: keep the shown module's
     * alone (the others are made again when shown) */
    xt_analysis *shown = an(a);
    if (shown && (shown->serial != a->live_serial || a->module != a->live_module)) {
        xt_analysis_keep_live(shown, a->module, a->live_keep_bytes);
        a->live_serial = shown->serial;
        a->live_module = a->module;
        /* its own set made again now if it was dropped (the views read it
         * from the prepared story) */
        (void)xt_analysis_mrt(shown, a->module);
    }
    if (!a->left_cached)
        xt_text_free(&a->left);
    a->left_cached = false;
    /* the pane's arrays kept while it lists the kept rows (fresh pages
     * for 200,000 rows' spans at each key: a third of a j) */
    xt_row *rrows = a->right.rows;
    xt_span *rspans = a->right.spans;
    size_t rcaprows = a->right.caprows, rcapspans = a->right.capspans;
    /* (so do a comparison's kept live page's: 400,000 rows) */
    if (!a->rowmemo.valid && !(a->cmp && a->cmp->live.valid)) {
        xt_text_free(&a->right);
        rrows = NULL, rspans = NULL, rcaprows = rcapspans = 0;
    }
    xt_text_free(&a->diag);
    xt_text_free(&a->helptext);
    xt_arena_free(&a->frame_arena);
    a->frame_gen++;
    /* the comparison's whole texts of its rows were in that arena: a pane
     * it does not rebuild this time (the diagnosis closed, a side's view)
     * must not keep them (h then Esc read freed memory: a review) */
    if (a->cmp)
        a->cmp->nfull[0] = a->cmp->nfull[1] = a->cmp->nfull[2] = 0;
    xt_text_init(&a->left, &a->frame_arena);
    xt_text_init(&a->right, &a->frame_arena);
    a->right.rows = rrows, a->right.caprows = rcaprows;
    a->right.spans = rspans, a->right.capspans = rcapspans;
    xt_text_init(&a->diag, &a->frame_arena);
    xt_text_init(&a->helptext, &a->frame_arena);
    a->left.screen = a->right.screen = a->diag.screen = true;
    xt_layout l;
    xt_app_layout(a, &l);
    /* the notes below only where the pane shows (80x8 gives it no row:
     * a review) */
    a->right.notes_elsewhere = a->diag_open && !a->zoom && l.diag_h > 1;
    xt_analysis_prepare(an(a), a->module);
    /* the diagnosis first: its rows size its pane (xt_app_layout), and the
     * panes above are built for the height left to them */
    if (a->diag_open) {
        int w = l.right_w + l.right_x - 2; /* the pane spans the screen */
        /* a low pane (80x24: 6 rows) showed the first line's cause and
         * half its fix, the remat fix and its saving below the fold (a
         * trial): each line's cause, fix and saving first; z, the whole */
        /* (by the pane's height before a message takes its foot: `y` at
         * 100x30 made it brief, and its rows moved under the cursor, on
         * the next line's: a trial) */
        if (!a->zoom && l.diag_base_h - 1 < 8)
            xt_view_diagnosis_brief(&a->diag, an(a), a->module, w);
        else {
            xt_view_diagnosis(&a->diag, an(a), a->module, w);
            /* the whole form only where it shows every line's fix: at
             * 100x30 gpu8-fails's 8 rows held the note and one cause
             * wrapped whole, its fix below the fold, and attention's held
             * plan-exceeds-pool alone, where 80x24's brief form had both
             * lines and their fixes (a trial's F2) */
            size_t last_fix = 0;
            for (size_t r = 0; r < a->diag.nrows; r++)
                if (a->diag.rows[r].kind == XT_T_DIAG_FIX)
                    last_fix = r + 1;
            if (!a->zoom && (int)last_fix > l.diag_base_h - 1) {
                xt_text_free(&a->diag); /* its rows and spans (leaked each build: helper-174's F3) */
                xt_text_init(&a->diag, &a->frame_arena);
                a->diag.screen = true;
                xt_view_diagnosis_brief(&a->diag, an(a), a->module, w);
            }
        }
        /* what is missing or odd in the capture, as in the report */
        xt_view_warnings(&a->diag, an(a), a->module, w);
    }
    if (a->cmp) /* comparison mode: the estimates in the diagnosis pane */
        xt_cmp_app_diag(a);
    xt_app_layout(a, &l);
    build_left(a);
    a->rowmemo.used = false;
    build_right(a);
    /* a long list's kept rows go with the list (100,000 buffers' rows
     * held 22 MB after it was left: a review); its summed rows (500 at
     * most) stay while a page opened from it is shown, for h (sorted by
     * source, 200,000 buffers took 135 ms to list again) */
    bool below = false;
    for (int d = 0; d < a->depth && a->rowmemo.text.nrows <= XT_VIEW_LIVE_ROWS + 8; d++)
        below |= a->stack[d].view == &xt_view_bufs || a->stack[d].view == &xt_view_group ||
                 a->stack[d].view == &xt_view_cur_bufs;
    if (!a->rowmemo.used && a->rowmemo.valid && !below) {
        xt_text_free(&a->rowmemo.text);
        free(a->rowmemo.found);
        a->rowmemo.found = NULL;
        rowmemo_drop_arena(a);
        a->rowmemo.valid = false;
    }
    /* a profiler still writing, a copy in progress: what is shown stays as
     * read; lazy re-reads refuse the changed file (src/load.c) */
    if ((!a->status[0] || !strcmp(a->status, HINT)) && !a->cmp && xt_host_changed(an(a)->host))
        snprintf(a->status, sizeof a->status,
                 "the capture changed on disk since it was opened: press R to reload");
    if (a->help)
        build_help(a);
    xt_navframe *f = cur(a);
    if (f->want_kind == XT_T_ORIGIN && f->want_target == SIZE_MAX && a->want_origin[0]) {
        origin_target(a, f);
        a->want_origin[0] = 0; /* once (a host loading in between keeps it) */
    }
    if (f->want_kind == XT_T_FAMILY && f->want_target == SIZE_MAX && a->want_family[0]) {
        family_target(a, f);
        a->want_family[0] = 0; /* once */
    }
    if (a->want_group_only && (f->want_kind == XT_T_ORIGIN || f->want_kind == XT_T_FAMILY) &&
        f->want_target == SIZE_MAX) { /* [ ]: the group is not in this execution's set */
        f->want_kind = 0;
        want_exec(a);
    }
    a->want_group_only = false;
    if (f->want_kind) {
        if (cursor_to_kind(a, f, f->want_kind, f->want_target))
            ;
        else if (f->want_else_exec) {
            f->want_kind = 0;
            want_exec(a); /* f is cur(a) */
            if (f->want_kind)
                cursor_to_kind(a, f, f->want_kind, f->want_target);
        } else if ((f->want_kind == XT_T_ORIGIN || f->want_kind == XT_T_PEAK || f->want_kind == XT_T_BUFFER ||
                    f->want_kind == XT_T_LIVEGROUP || f->want_kind == XT_T_CUR_BUFFER) &&
                   a->right.summed_at && f->want_target != SIZE_MAX) {
            /* a group (a buffer) summed with the smallest (Esc after a
             * search listed them each): the row that sums it */
            f->cursor = a->right.summed_at - 1;
        }
        f->want_kind = 0;
        f->want_else_exec = false;
    }
    /* a plan list summed again (Esc, the chart's cursor moved, PgDn): the
     * cursor below the row of the rest goes up onto it, the last row of
     * the list (it was left on the total: a review) */
    if ((f->view == &xt_view_bufs || f->view == &xt_view_group || f->view == &xt_view_cur_bufs) &&
        a->focus == XF_RIGHT && a->right.folded && a->right.summed_at && f->cursor >= a->right.summed_at &&
        f->cursor != SIZE_MAX)
        f->cursor = a->right.summed_at - 1;
    if (f->want_row) {
        char row[512];
        size_t n = strlen(f->want_row);
        for (size_t i = 0; i < a->right.nrows; i++) {
            xt_text_row_plain(&a->right, i, row, sizeof row, (int)sizeof row - 1, false);
            const char *r = row + strspn(row, " ");
            if (!strncmp(r, f->want_row, n)) {
                f->cursor = i;
                break;
            }
        }
        f->want_row = NULL;
    }
    if (f->cursor == SIZE_MAX) { /* a new frame: its first selectable row,
                                  * or its first row when that would hide
                                  * (under a pinned chart: its first row
                                  * under the chart) */
        size_t first = first_selectable(&a->right), pin = xt_chart_pinned(a);
        int h = l.body_h - 1 - (int)pin;
        size_t so = h >= 9 ? 3 : (size_t)(h > 0 ? h - 1 : 0) / 3;
        f->cursor = first >= pin && first - pin + so < (size_t)(h > 0 ? h : 1) ? first : pin;
        /* not on a table's column header (a lower pane put it on the
         * header under a buffer list's chart): its first row */
        while (f->cursor + 1 < a->right.nrows && xt_row_is_column_header(&a->right, f->cursor))
            f->cursor++;
    }
    if (f->cursor >= a->right.nrows)
        f->cursor = a->right.nrows ? a->right.nrows - 1 : 0;
    if (a->left_cursor >= a->left.nrows)
        a->left_cursor = a->left.nrows ? a->left.nrows - 1 : 0;
    if (a->diag_cursor >= a->diag.nrows)
        a->diag_cursor = a->diag.nrows ? a->diag.nrows - 1 : 0;
    if (a->cmp) /* comparison mode (compare_app.c): the selected row's figures */
        xt_cmp_app_built(a);
}

/* The bytes of the longest prefix of s that fits w columns. */
static size_t cols_prefix_len(const char *s, int w)
{
    int used = 0;
    size_t n = 0;
    for (;;) {
        uint32_t cp;
        size_t k = xt_utf8_next(s + n, &cp);
        int cw = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        if (!k || used + cw > w)
            break;
        used += cw;
        n += k;
    }
    return n;
}

/* The digits of an "(id)" are more than XT_LONG_ID (a TPU's program id,
 * 20 digits; a GPU's has a few): cut whenever the name is. */
#define XT_LONG_ID 6
static bool long_id(const char *tail)
{
    /* a comparison's pair, "(9->13)": long when either id is */
    const char *arrow = strstr(tail, "->");
    if (arrow)
        return (size_t)(arrow - tail - 1) > XT_LONG_ID || strlen(arrow + 2) - 1 > XT_LONG_ID;
    return strlen(tail) > XT_LONG_ID + 2;
}

/* s cut to w columns in the middle, its "(id)" suffix kept, so that two
 * long module names that differ only at the end stay apart: "norm…(12)"
 * (a "jit_" prefix goes first).  s itself when it fits; allocated in ar. */
const char *xt_app_mid_cut(xt_arena *ar, const char *s, int w, bool utf8)
{
    if (w < 1 || (int)xt_utf8_width(s) <= w)
        return s;
    /* JAX names nearly every module jit_<function>: when the name must be
     * cut, the function is what tells them apart */
    if (!strncmp(s, "jit_", 4) && s[4] && s[4] != '(') {
        s += 4;
        if ((int)xt_utf8_width(s) <= w)
            return s;
    }
    const char *tail = strrchr(s, '(');
    const char *cut = XT_NAME_CUT_GLYPH(utf8);
    if (tail && s[strlen(s) - 1] == ')' && ((int)xt_utf8_width(tail) + 2 > w || long_id(tail))) {
        /* an id too long to keep (TPU program ids: 20 digits), at every
         * width (a 38-column pane kept "(2433868464432466958)" whole and
         * the name to "con…": a trial): the name whole when it fits with
         * the id's first digits, "f(121…)" */
        int nw = (int)xt_utf8_width(s) - (int)xt_utf8_width(tail);
        if (nw + 4 <= w)
            return xt_arena_printf(ar, "%.*s(%.*s%s)", (int)(tail - s), s, w - nw - 3, tail + 1, cut);
        /* neither whole: both cut, "conver…(121…)", so that modules of one
         * name (a TPU's) stay apart */
        int k = w >= 14 ? 3 : 2, room = w - (k + 3) - 1;
        if (room >= 3 && (int)xt_utf8_width(tail) > k + 2)
            return xt_arena_printf(ar, "%.*s%s(%.*s%s)", (int)cols_prefix_len(s, room), s, cut, k,
                                   tail + 1, cut);
    }
    /* a comparison's pair of ids, "(9->13)", is what tells two pairs of
     * one name apart: kept whole where the name has no room left (60x20
     * showed two "_normal…" rows alike: a trial) */
    if (tail && s[strlen(s) - 1] == ')' && strstr(tail, "->") && (int)xt_utf8_width(tail) + 2 > w &&
        (int)xt_utf8_width(tail) <= w)
        return (int)xt_utf8_width(tail) < w ? xt_arena_printf(ar, "%s%s", cut, tail) : tail;
    if (!tail || s[strlen(s) - 1] != ')' || (int)xt_utf8_width(tail) + 2 > w)
        tail = "";
    size_t n = cols_prefix_len(s, w - 1 - (int)xt_utf8_width(tail));
    return xt_arena_printf(ar, "%.*s%s%s", (int)n, s, cut, tail);
}

const char *xt_app_ends_cut(xt_arena *ar, const char *s, int w, bool utf8)
{
    if (w < 1 || (int)xt_utf8_width(s) <= w)
        return s;
    const char *id = strrchr(s, '(');
    /* an id is digits (a pair's "9->13"): "the step's own parameters
     * (read from the plan)" was cut to "para…meters (rea…)" as one (a
     * review) */
    if (!id || s[strlen(s) - 1] != ')' || strspn(id + 1, "0123456789->") != strlen(id + 1) - 1)
        id = s + strlen(s);
    const char *name = xt_arena_printf(ar, "%.*s", (int)(id - s), s);
    if (long_id(id)) /* its first digits, as xt_app_mid_cut keeps them */
        id = xt_arena_printf(ar, "(%.3s%s)", id + 1, XT_NAME_CUT_GLYPH(utf8));
    int avail = w - 1 - (int)xt_utf8_width(id);
    if (avail < 2) /* no room for both ends */
        return xt_app_mid_cut(ar, s, w, utf8);
    size_t nlen = strlen(name);
    int back = avail / 2, front = avail - back;
    size_t head = cols_prefix_len(name, front);
    /* the tail: the last code points whose widths add to at most back */
    size_t *at = xt_arena_alloc(ar, (nlen + 1) * sizeof *at);
    int *cw = xt_arena_alloc(ar, (nlen + 1) * sizeof *cw);
    size_t ncp = 0;
    for (size_t p = 0; p < nlen;) {
        uint32_t cp;
        size_t k = xt_utf8_next(name + p, &cp);
        if (!k)
            break;
        at[ncp] = p;
        cw[ncp++] = cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        p += k;
    }
    size_t from = nlen;
    int used = 0;
    for (size_t c = ncp; c-- > 0 && used + cw[c] <= back && at[c] >= head;) {
        used += cw[c];
        from = at[c];
    }
    return xt_arena_printf(ar, "%.*s%s%s%s", (int)head, name, XT_NAME_CUT_GLYPH(utf8),
                           name + from, id);
}

static const char *replace(xt_arena *ar, const char *s, const char *what, const char *with)
{
    const char *p = strstr(s, what);
    return p ? xt_arena_printf(ar, "%.*s%s%s", (int)(p - s), s, with, p + strlen(what)) : s;
}

/* How many provenance labels text carries ("(read)", "(measured + read)",
 * "(inferred)", ...). */
static int labels_in(const char *text)
{
    static const char *const lab[] = { "(read", "(measured", "(inferred", ", read)", " inferred)" };
    int n = 0;
    for (size_t l = 0; l < sizeof lab / sizeof *lab; l++)
        for (const char *h = strstr(text, lab[l]); h; h = strstr(h + 1, lab[l]))
            n++;
    return n;
}

/* A verdict that the step fits ("fits: needs X (read), P of pool Y
 * (measured)") in fewer words, every figure it still shows with its
 * label: the words "needs" and "pool", then units of a letter, then the
 * share (the two figures say it), then the need (the share says it:
 * "fits: P% of Y (measured)", a label and the module's whole name where
 * the two figures and the name do not fit).  Into f[8]; how many (0 when
 * v is no such verdict). */
static size_t fits_forms(xt_arena *ar, const char *v, const char *f[8])
{
    if (strncmp(v, "fits: needs ", 12))
        return 0;
    /* "needs" kept before anything else goes: "fits: 1.08 GiB (read)"
     * read as 1.08 GiB to spare (a trial); "pool" goes first, then the
     * share (the two figures say it) */
    size_t n = 0;
    const char *np = replace(ar, v, " of pool ", " of ");
    if (strcmp(np, v))
        f[n++] = np;
    const char *c0 = strstr(np, "), "), *pc0 = c0 ? strstr(c0, "% of ") : NULL;
    if (pc0) {
        f[n] = xt_arena_printf(ar, "%.*s) of %s", (int)(c0 - np), np, pc0 + 5);
        f[n + 1] = units_letter(ar, f[n]);
        n += 2;
    }
    f += n;
    f[0] = xt_arena_printf(ar, "fits: %s", replace(ar, v + 12, " of pool ", " of "));
    f[1] = units_letter(ar, f[0]);
    const char *c = strstr(f[1], "), "), *pc = c ? strstr(c, "% of ") : NULL;
    f[2] = pc ? xt_arena_printf(ar, "%.*s)%s", (int)(c - f[1]), f[1], pc + 1) : f[1];
    if (!pc)
        return n + 3;
    const char *sh = pc;
    while (sh > f[1] && sh[-1] != ' ')
        sh--;
    f[3] = xt_arena_printf(ar, "fits: %s", sh);
    return n + 4;
}

/* The title's first fewer words: "/exec", "in use"; "needs 800 MiB
 * (outputs + temp, read) + ..." -> "outputs+temp 800 MiB (read) + ...":
 * fewer words, every label kept (the labels go only where words do,
 * xt_app_short_verdict). */
static const char *title_words(xt_arena *ar, const char *v)
{
    v = replace(ar, replace(ar, v, " per execution", "/exec"), "already in use", "in use");
    if (!strncmp(v, "needs ", 6) && strstr(v, " (outputs + temp, read)"))
        v = xt_arena_printf(ar, "outputs+temp %s", replace(ar, v + 6, " (outputs + temp, read)", " (read)"));
    /* a TPU step whose host call's outputs were in use: its label's
     * words go, the label stays (a review) */
    return replace(ar, v, " (outputs not in use yet + temp, inferred)", " (inferred)");
}

/* ---- the title's forms ------------------------------------------------------------ */

/* Whether mod is the module's name whole with only a long id cut
 * ("jit_f(12190…)" or "f(12190…)" for jit_f(12190760917235803885)): the
 * name the title names, whole as far as a reader goes (at 60 columns the
 * 20-digit id stayed whole and "needs 20.0G (read)" went: a trial).  Its
 * first ID_DIGITS_KEPT digits at least: "f(121…)" was whole to the title,
 * so the title cut the id to keep "xoomtui | ", and once the prefix went
 * the id could not grow back ("f(121…)" at 40 columns, where
 * "f(12190…)" fits: a trial). */
#define ID_DIGITS_KEPT 5
static bool whole_but_long_id(const char *mod, const char *whole)
{
    const char *tail = strrchr(whole, '(');
    if (!tail || !long_id(tail) || !strcmp(mod, whole))
        return false;
    size_t base = (size_t)(tail - whole), skip = !strncmp(whole, "jit_", 4) && base > 4 ? 4 : 0;
    for (size_t k = 0; k <= skip; k += skip ? skip : 1) {
        size_t n = base - k;
        if (!strncmp(mod, whole + k, n) && !strncmp(mod + n, whole + base, ID_DIGITS_KEPT + 1))
            return true;
        if (!skip)
            break;
    }
    return false;
}

/* The fewest letters a cut module's name keeps: "tr…(7)" at 100 columns
 * said nothing, and took the place of the name whole (a trial). */
#define STUB_LETTERS 4

/* Whether mod is a cut of the module's name that keeps fewer than
 * STUB_LETTERS letters before its cut (its "jit_" not counted). */
static bool short_stub(const char *mod, const char *mod_whole)
{
    if (!strcmp(mod, mod_whole) || whole_but_long_id(mod, mod_whole) ||
        (!strncmp(mod_whole, "jit_", 4) && !strcmp(mod, mod_whole + 4)))
        return false;
    const char *u = strstr(mod, XT_CUT_GLYPH(true)), *b = strstr(mod, XT_NAME_CUT_GLYPH(false));
    const char *cut = !u ? b : !b ? u : u < b ? u : b;
    if (!cut)
        return false;
    const char *q = !strncmp(mod, "jit_", 4) && mod + 4 <= cut ? mod + 4 : mod;
    int w = 0;
    while (q < cut && w < STUB_LETTERS) {
        uint32_t cp;
        size_t k = xt_utf8_next(q, &cp);
        if (!k)
            break;
        w += cp == XT_UTF8_BAD ? 1 : xt_cp_width(cp);
        q += k;
    }
    return w < STUB_LETTERS;
}

static size_t add_form(const char **f, size_t n, size_t cap, const char *v)
{
    if (n >= cap)
        return n;
    for (size_t i = 0; i < n; i++)
        if (!strcmp(f[i], v))
            return n;
    f[n] = v;
    return n + 1;
}

/* The overflow's hint in fewer words: a damaged capture's verdict kept
 * its hint whole and lost its labels, at every width up to 120 (a
 * trial). */
#define OVERFLOW_LONG " (sizes overflow: a damaged capture?)"
#define OVERFLOW_SHORT " (sizes overflow?)"
#define OVERFLOW_SHORTEST " (overflow?)"
/* and a pool whose own figures disagree (diagnose.c's verdict) */
#define DISAGREE_LONG " (the pool's figures disagree?)"
#define DISAGREE_SHORT " (pool disagrees?)"

/* Every form of verdict v the title may show, into f (cap of them): v
 * whole, v2 (the title's own fewer words), the forms of a step that fits
 * (fits_forms), each of xt_app_short_verdict's steps; then each of those
 * with "peaked at" as "peak", a pool's share as "P% full" (the figure that
 * says of what goes, "GPU_6_bfc peak 5.78G (measured), 40% full"), and
 * the overflow's short hint; for a run of hosts, a step that fits
 * without its share.  How many. */
static size_t title_forms(xt_arena *ar, const char *v, const char *v2, const char **f, size_t cap,
                          bool run_of_hosts, const char *dev, const char *why)
{
    size_t n = 0;
    /* a failure the capture measured on the one device that ran it, as
     * the report's Verdict says it first ("GPU 0 failed: execution 1
     * never launched; needs ..."), then "failed: " alone; the title said
     * "needs 3.72 GiB > pool 2.79 GiB", which read as a forecast (a trial) */
    if (dev) {
        /* "never launched" once: the failure says it ("GPU 0 failed:
         * execution 3 never launched; ... yet an execution never
         * launched": an attacker's review) */
        v = xt_verdict_without_never(ar, v);
        v2 = xt_verdict_without_never(ar, v2);
        n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s; %s", dev, why, v));
        n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s", dev, v2));
        /* each form with "failed: ", then without (the narrowest) */
        const char **g = xt_arena_alloc(ar, cap * sizeof *g);
        size_t m = title_forms(ar, v, v2, g, cap, run_of_hosts, NULL, NULL);
        for (size_t i = 0; i < m; i++)
            n = add_form(f, n, cap, xt_arena_printf(ar, "failed: %s", g[i]));
        /* and with "in use" as a word gone, its figures' labels kept,
         * where "failed: " fits only so: "472.0M (read) + 1.22G in use
         * (measured) > 1.50G (measured)" at 60-65 columns read as a
         * forecast of an OOM the capture measured (a trial); tverd.bare,
         * ranked after "failed: " and before the module's name */
        const char **b = xt_arena_alloc(ar, m * sizeof *b);
        for (size_t i = 0; i < m; i++)
            b[i] = strstr(g[i], " in use (measured) > ") ? replace(ar, g[i], " in use (measured) > ", " (measured) > ")
                   : strstr(g[i], " in use > ")          ? replace(ar, g[i], " in use > ", " > ")
                                                         : NULL;
        for (size_t i = 0; i < m; i++)
            if (b[i])
                n = add_form(f, n, cap, xt_arena_printf(ar, "failed: %s", b[i]));
        for (size_t i = 0; i < m; i++)
            n = add_form(f, n, cap, g[i]);
        return n;
    }
    n = add_form(f, n, cap, v);
    n = add_form(f, n, cap, v2);
    /* a device's verdict without the devices after it ("GPU 5 failed:
     * execution 5 never launched" where "; GPUs 0-4, 6-7 ran it" does not
     * fit: the title went to "GPU 5 failed" with 40 columns free: a
     * trial) */
    const char *semi = NULL;
    for (const char *q = strstr(v2, "; "); q; q = strstr(q + 1, "; "))
        semi = q;
    if (semi && (!strncmp(v2, "GPU ", 4) || !strncmp(v2, "TPU ", 4)))
        n = add_form(f, n, cap, xt_arena_printf(ar, "%.*s", (int)(semi - v2), v2));
    const char *ff[8];
    size_t nf = fits_forms(ar, v2, ff);
    for (size_t i = 0; i < nf; i++)
        n = add_form(f, n, cap, ff[i]);
    const char *sv = v2;
    for (int k = 0; k < 24; k++) {
        int w = (int)xt_utf8_width(sv);
        if (w <= 1)
            break;
        const char *nv = xt_app_short_verdict(ar, v2, w - 1);
        if (!strcmp(nv, sv) || (int)xt_utf8_width(nv) >= w)
            break;
        n = add_form(f, n, cap, nv);
        sv = nv;
    }
    for (size_t i = 0, m = n; i < m; i++)
        if (strstr(f[i], " peaked at "))
            n = add_form(f, n, cap, replace(ar, f[i], " peaked at ", " peak "));
    /* "out+temp" is a word: a form without it where the module's whole
     * name fits only so */
    for (size_t i = 0, m = n; i < m; i++)
        if (!strncmp(f[i], "out+temp ", 9))
            n = add_form(f, n, cap, f[i] + 9);

    for (size_t i = 0, m = n; i < m; i++) {
        /* ", P% of Y (label)" at the end, after a labelled figure */
        const char *c = strstr(f[i], "), ");
        const char *pc = c ? strstr(c, "% of ") : NULL;
        const char *end = pc ? strchr(pc + 5, ')') : NULL;
        if (!end || end[1] || !labels_in(pc))
            continue;
        n = add_form(f, n, cap, xt_arena_printf(ar, "%.*s%% full", (int)(pc - f[i]), f[i]));
    }
    /* a run's step that fits: its size alone, the share gone ("fits:
     * 3.50G (read)": room for the host's name at 60 columns) */
    for (size_t i = 0, m = run_of_hosts ? n : 0; i < m; i++) {
        const char *c = strncmp(f[i], "fits: ", 6) ? NULL : strstr(f[i], "), ");
        if (c && labels_in(xt_arena_printf(ar, "%.*s", (int)(c + 1 - f[i]), f[i])))
            n = add_form(f, n, cap, xt_arena_printf(ar, "%.*s", (int)(c + 1 - f[i]), f[i]));
    }
    for (size_t i = 0, m = n; i < m; i++)
        if (strstr(f[i], XT_VERDICT_NEVER_TAIL))
            n = add_form(f, n, cap, replace(ar, replace(ar, f[i], XT_VERDICT_NEVER_TAIL,
                                                        ", never launched"), " of pool ", " of "));
    for (size_t i = 0, m = n; i < m; i++)
        if (strstr(f[i], DISAGREE_LONG)) {
            n = add_form(f, n, cap, replace(ar, f[i], DISAGREE_LONG, DISAGREE_SHORT));
            /* at its shortest, a mark on the pool's size ("> 1.50G?
             * (measured)"): the hint in one column, where the words cost
             * the module's name at 80 (a trial's F10) */
            const char *at = strstr(f[i], DISAGREE_LONG), *lab = NULL;
            for (const char *q = strstr(f[i], " (measured)"); q && q < at; q = strstr(q + 1, " (measured)"))
                lab = q;
            if (lab && strstr(f[i], " > ") && strstr(f[i], " > ") < lab)
                n = add_form(f, n, cap, xt_arena_printf(ar, "%.*s?%.*s", (int)(lab - f[i]), f[i],
                                                        (int)(at - lab), lab));
            else if (at > f[i] && at[-1] != ')') /* no label left: "> 1.50G?" */
                n = add_form(f, n, cap, replace(ar, f[i], DISAGREE_LONG, "?"));
        }
    for (size_t i = 0, m = n; i < m; i++)
        if (strstr(f[i], OVERFLOW_LONG)) {
            n = add_form(f, n, cap, replace(ar, f[i], OVERFLOW_LONG, OVERFLOW_SHORT));
            n = add_form(f, n, cap, replace(ar, f[i], OVERFLOW_LONG, OVERFLOW_SHORTEST));
        }
    return n;
}

/* The forms of a failure on one device of several (title_forms' for the
 * figures, each after "GPU 5 failed: "): what failed, the figures, the
 * devices that ran it (tail, "; GPUs 0-4, 6-7 ran it"), then fewer; every
 * form names the device (of eight, which one failed is the first thing
 * to know). */
static size_t dev_forms(xt_arena *ar, const char *v, const char *v2, const char **f, size_t cap,
                        bool run_of_hosts, const char *dev, const char *why, const char *tail)
{
    size_t n = 0;
    v = xt_verdict_without_never(ar, v);
    v2 = xt_verdict_without_never(ar, v2);
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s; %s%s", dev, why, v, tail));
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s; %s", dev, why, v));
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s%s", dev, v2, tail));
    const char **g = xt_arena_alloc(ar, cap * sizeof *g);
    size_t m = title_forms(ar, v, v2, g, cap, run_of_hosts, NULL, NULL);
    for (size_t i = 0; i < m; i++)
        n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s", dev, g[i]));
    /* and with "in use" as a word gone, as title_forms' dev (tverd.bare):
     * the labels went at 63-70 columns and the figures under 40 where
     * these fit (a trial) */
    for (size_t i = 0; i < m; i++) {
        const char *b = strstr(g[i], " in use (measured) > ") ? replace(ar, g[i], " in use (measured) > ", " (measured) > ")
                        : strstr(g[i], " in use > ")          ? replace(ar, g[i], " in use > ", " > ")
                                                              : NULL;
        if (b)
            n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s", dev, b));
    }
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s%s", dev, why, tail));
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed: %s", dev, why));
    n = add_form(f, n, cap, xt_arena_printf(ar, "%s failed", dev));
    return n;
}

/* ---- the title: one ranked list of forms ------------------------------------------ */

/* The title bar is one of a list of forms, the whole title first, each
 * after it narrower and showing no part that the one before it does not
 * (title_chain): the first that fits is shown.  So as the window narrows
 * a part that went (the host's name, how many hosts fail, "xoomtui | ",
 * a label, the module's name whole) does not come back, and a cut part
 * is not whole again (a trial: a side's title cut the module's name to
 * keep "1/2 hosts fail" at 80 and 85 columns, and showed it whole
 * without the count at 76).  Each form after the first is the one worth
 * most (tform_score) of those that fit in a column less than the one
 * before it and show no more than it (tform_within), unless the part it
 * gives up is worth more over the narrower widths (tform_next). */

/* A form of the verdict: its width, its labels, and whether its units
 * are of a letter ("3.72G"; once so, they stay so). */
typedef struct tverd {
    const char *s;
    int w, labels;
    bool letter, whole, first;
    const char *nums; /* its figures' digits, " 3.72 2.79 " */
    bool failed;      /* says "failed: " (title_forms' dev) */
    bool bare;        /* "in use" gone from its figures (title_forms' dev) */
    unsigned words;   /* which of tverd_words it says (tform_within's test,
                         once a form, not at each of its pairs: its strstr
                         calls were 80% of a chain made on a module switch,
                         bench/RESULTS.md, fiftieth session) */
} tverd;

/* Words that a shorter form says in fewer ("peaked at" -> "peak"): once
 * gone, gone (tform_within); then "out+temp " and the pool's doubt in
 * fewer words, tested apart. */
static const char *const tverd_words[] = { " peaked at ", "needs ", " of pool ", " per execution", "already in use",
                                           "sizes overflow", "no compiled modules", "yet an execution never",
                                           "failed: ", " (the pool's figures disagree?)", "outputs+temp ",
                                           "out+temp ", " (pool disagrees?)" };
enum {
    TW_ONCE = (1u << 11) - 1, /* the first 11: once gone, gone */
    TW_FAILED = 1u << 8, TW_DISAGREE_LONG = 1u << 9, TW_OUTPUTS_TEMP = 1u << 10,
    TW_OUT_TEMP = 1u << 11, TW_DISAGREE_SHORT = 1u << 12,
};

static unsigned tverd_words_in(const char *s)
{
    unsigned m = 0;
    for (size_t i = 0; i < sizeof tverd_words / sizeof *tverd_words; i++)
        if (strstr(s, tverd_words[i]))
            m |= 1u << i;
    return m;
}

/* The figures of verdict v, their digits alone (" 1.60 2.79 "), in ar:
 * a form without one of them does not show it again while it keeps as
 * many labels (one that drops a label may say the figures otherwise:
 * "GPU_6_bfc peak 5.78G, 40% of 14.4G" after "... 5.78G (measured),
 * 40% full").  A share ("57%")
 * is no figure of its own: "fits: 1.60G (read), 57% full" says what
 * "fits: 1.60G (read) of 2.79G (measured)" does. */
static const char *verdict_nums(xt_arena *ar, const char *v)
{
    size_t n = strlen(v);
    char *out = xt_arena_alloc(ar, 2 * n + 3), *o = out;
    *o++ = ' ';
    for (const char *p = v; *p;) {
        if (!isdigit((unsigned char)*p)) {
            p++;
            continue;
        }
        char *n0 = o;
        while (isdigit((unsigned char)*p) || (*p == '.' && isdigit((unsigned char)p[1])))
            *o++ = *p++;
        if (*p == '%') /* a share: the two figures it is of say it */
            o = n0;
        else
            *o++ = ' ';
    }
    *o = 0;
    return out;
}

/* Whether every figure of nums is one of in's. */
static bool nums_within(const char *nums, const char *in)
{
    for (const char *p = nums + 1; *p;) {
        const char *e = strchr(p, ' ');
        bool found = false;
        for (const char *q = strstr(in, " "); q && !found; q = strstr(q + 1, " "))
            found = !strncmp(q + 1, p, (size_t)(e - p)) && q[1 + (e - p)] == ' ';
        if (!found)
            return false;
        p = e + 1;
    }
    return true;
}

/* A host part of the title (" | host-15, 1/2 hosts fail"): its width,
 * the host's name in it (0 none, 1 cut, 2 whole), how many hosts it
 * counts (0 none, 1 "1/2 hosts fail", 2 "1 of 2 hosts fail (H)"), whether
 * it counts unread hosts, and whether its count is of failing or unread
 * hosts (fails: what the score ranks); a short name cut. */
typedef struct thost {
    const char *s;
    int w, name, count;
    bool unread, fails;
    bool short_cut; /* a name of 20 columns or fewer, cut: only to keep "failed: " */
} thost;

/* A module's part: left out, a cut of under STUB_LETTERS letters, a cut,
 * whole but its "jit_", whole (or whole but a long id's digits). */
enum { TMOD_NONE, TMOD_STUB, TMOD_CUT, TMOD_NOJIT, TMOD_WHOLE };

/* One title: which of each part (tset's), the module's name as shown. */
typedef struct tform {
    bool pre;
    const char *mod;
    int modw, modk;
    int v, host, pool, run;
    int width;
} tform;

/* What every form of one title is made of: the lead ("xoomtui | " or a
 * comparison's side, "AFTER | "), the module's whole name (no_modules:
 * what stands in its place, whole or left out), the verdict's forms
 * (title_forms), the host parts (h[0] none), the pool parts (pools[0]
 * none; pool_name the name alone, pool_sized the name and its size,
 * pool_dev "showing GPU 7", -1 where there is none) and the run's. */
typedef struct tset {
    xt_arena *ar;
    bool utf8, run_of_hosts, need_dev, no_modules, tagged;
    const char *lead;
    int lead_w;
    const char *mod_whole;
    int mod_w;
    tverd *v;
    int nv;
    thost *h;
    int nh;
    const char *pools[4];
    int pool_w[4], npools, pool_name, pool_sized, pool_dev;
    const char *runs[2];
    int run_w[2], nruns;
    /* the module's name cut to each room (xt_app_mid_cut), made once */
    const char **cut;
    int *cutw, *cutk;
} tset;

/* A title's chain of forms (tset, form[n], widest first), kept while
 * what it is made of (key) is the same: the title is asked for at every
 * frame. */
struct xt_title_chain {
    xt_arena ar;
    char *key;
    tset t;
    tform *form;
    size_t n;
};

static void xt_title_chain_free(struct xt_title_chain *c)
{
    if (!c)
        return;
    xt_arena_free(&c->ar);
    free(c);
}

/* Whether name ends in a long id: a cut of it that is not whole but its
 * id (whole_but_long_id) says nothing, as a stub ("f(12…)" at 37 columns:
 * an id whole or the name left out). */
static bool long_id_cut(const char *name)
{
    const char *tail = strrchr(name, '(');
    return tail && long_id(tail);
}

/* The module's name cut to room columns, and what it is (TMOD_*). */
static void tset_cut(tset *t, int room, const char **s, int *w, int *k)
{
    if (!t->cut[room]) {
        const char *m = xt_app_mid_cut(t->ar, t->mod_whole, room, t->utf8);
        t->cut[room] = m;
        t->cutw[room] = (int)xt_utf8_width(m);
        t->cutk[room] = !strcmp(m, t->mod_whole) || whole_but_long_id(m, t->mod_whole) ? TMOD_WHOLE
                        : !strncmp(t->mod_whole, "jit_", 4) && !strcmp(m, t->mod_whole + 4) ? TMOD_NOJIT
                        : short_stub(m, t->mod_whole) || long_id_cut(t->mod_whole)     ? TMOD_STUB
                                                                                         : TMOD_CUT;
    }
    *s = t->cut[room];
    *w = t->cutw[room];
    *k = t->cutk[room];
}

#define TSCORE 22

/* What a form is worth, most first (compared as a whole, first part
 * first).  Both kinds of title: a label at all (the product's rule:
 * every figure says what it is); the device shown, where the verdict
 * names another ("GPU 5 failed" over GPU 7's figures: a trial); a
 * comparison's side (it says which capture the figures are; it went
 * before the pool's name, or was cut to "A": trials).
 *
 * A single capture's: the module's name at all (a cut of fewer than
 * STUB_LETTERS letters is worth less than none: "tr…(7)", a trial);
 * whole; the run's name (a log dir's: which run the figures are);
 * "xoomtui | " (a label at all ranks above it, but not the
 * labels of the verdict's longer forms: the title keeps one order as it
 * narrows, and where "xoomtui | " went for them at 126 columns it could
 * not come back at 100, where no form had them); how many labels; the
 * name's letters; the verdict's words; the host's, the pool's and the
 * run's.
 *
 * A run's: its host part at all; the host's name in it (the README: in
 * a run the host's name stays, before the module's: at 60 columns
 * "trai…(15) | ... | 1/5 hosts fail" kept 4 letters of the module's and
 * lost the host's, a trial); the module's name at all; how many labels
 * (at 60 columns "jit_fn_51(151) | fits: 939.0 MiB (read) | host-14 (16
 * hosts)" said "fits" against nothing, where "fn_51(151) | fits: 939.0M
 * (read) of 60.0G (measured) | host-14" fits: a trial); the name whole
 * or without its "jit_" (as the modules pane shows it); how many hosts
 * fail (before "jit_": at 80 columns a title kept "jit_update(9)" and
 * lost "2/5 hosts fail", a trial; after the name's letters: at 80 and 85
 * columns a side's title cut "train…(15)" to keep "1/2 hosts fail", a
 * trial); the name whole; its letters; the host part's (the count in
 * more words, a long name whole); the run's name (a log dir's, as a
 * side's tag: which capture the figures are); "xoomtui | "; the
 * verdict's words; the pool's. */
static void tform_score(const tset *t, const tform *f, int s[TSCORE])
{
    const tverd *v = &t->v[f->v];
    const thost *h = &t->h[f->host];
    bool whole = f->modk == TMOD_WHOLE || (f->modk == TMOD_NONE && t->no_modules);
    int any = t->no_modules ? 2 : f->modk == TMOD_NONE ? 1 : f->modk == TMOD_STUB ? 0 : 2;
    /* the ranks a kind of title leaves unused are equal, not unset: two
     * forms alike to the last rank read past a single capture's 18
     * (valgrind, once the chains' forms were compared) */
    memset(s, 0, TSCORE * sizeof *s);
    s[0] = v->labels > 0;
    s[1] = !t->need_dev || f->pool != 0;
    s[2] = !t->tagged || f->pre;
    if (!t->run_of_hosts) {
        /* xoomtui | goes with the host and the pool, before any of the
         * verdict's words: it says nothing at 3 a.m. ("xoomtui | jit_step(7)
         * | GPU 5 failed" dropped "execution 5 never launched" to keep it,
         * and "out+temp" went: a check against the last release); the
         * verdict's words before its long units */
        /* "failed: " (the one device's measured failure) with the
         * module's name whole or without its "jit_", before "jit_" and
         * every later part: the figures alone read as a forecast, and
         * "jit_" kept for 8 columns more dropped it (a trial); not for a
         * cut name ("eval_s…(11) | failed: ..."). In the name's rank (a
         * rank of its own moved every later rank's weight,
         * chains_compare): without a failure, whole 2 and else 0, as
         * before */
        bool nojit = f->modk == TMOD_NOJIT;
        int named = v->failed && (whole || nojit) ? 3 + whole : whole ? 2 : v->failed;
        /* "failed: " before the module's name at all: "trai…(7) | 472.0M
         * (read) + 1.22G in use ..." at 68-79 columns read as a forecast
         * of an OOM it measured, where "failed: ..." fit without the
         * name (helper-174's F8) */
        /* "in use" kept after "failed: " and before the module's name at
         * all: a form without it only where no other with "failed: "
         * fits (tverd.bare); in the same rank, as a rank of its own would
         * move every later rank's weight (chains_compare) */
        /* a log dir's run after the verdict's words whole (its own
         * form or the title's): ranked before them, it cost "needs",
         * "pool" and the units at 88-104 columns and went at 87 anyway,
         * so that 80 columns had neither (a trial) */
        /* a step that fits: "needs" before the verdict's width ("fits: 8 B
         * (read), <0.1% of 144.0 GiB" kept the share for two columns and
         * read as 8 B to spare, where "fits: needs 8 B (read) of 144.0
         * GiB" fit: an attacker's review) */
        int needs = !strncmp(v->s, "fits: ", 6) && (v->words & (1u << 1));
        int rest[] = { v->failed ? 3 * (1 + !v->bare) + any : any, named, v->labels,
                       t->no_modules ? 0 : f->modw, v->whole, t->no_modules ? f->modw : 0, t->run_w[f->run],
                       v->first, needs, v->w, !v->letter, f->pre, t->pool_w[f->pool], h->w, 0, 0 };
        _Static_assert(3 + sizeof rest / sizeof *rest <= TSCORE, "TSCORE");
        memcpy(s + 3, rest, sizeof rest);
        return;
    }
    /* the host's name whole and the module's before the verdict's
     * extra figures and whole words: a choice made wide stays narrower,
     * and a TPU worker's name cut at 180 columns for a verdict of four
     * labels was still cut at 100 with one label left, jit_ gone too (a
     * check against the last release); two labels first, read and
     * measured */
    int two = v->labels < 2 ? v->labels : 2; /* what "fits" is against (a trial) */
    /* "failed: " before how many hosts fail (it went at 91 columns to
     * keep "3/5 hosts fail" for 8 more: a trial), with the name whole or
     * without its "jit_"; and before the module's name at all (it went at
     * 94 to keep "train_step(7)", and at 80 the worst host's title,
     * "472.0M (read) + 1.22G in use (measured) > 1.50G (measured) |
     * h-leakfail", read as a forecast of an OOM it measured: a trial) */
    int rest[] = { f->host != 0, h->name > 0, 4 * v->failed + 2 * !v->bare + !h->short_cut, any, 2 * (whole || f->modk == TMOD_NOJIT) + v->failed, h->fails, h->name,
                   two, whole, h->w, v->labels, v->whole, t->no_modules ? 0 : f->modw, t->run_w[f->run], f->pre, v->first,
                   !v->letter, v->w, t->pool_w[f->pool] };
    _Static_assert(3 + sizeof rest / sizeof *rest <= TSCORE, "TSCORE");
    memcpy(s + 3, rest, sizeof rest);
}

/* Whether form f shows no part that c does not, none longer, nothing cut
 * in c whole in f. */
static bool tform_within(const tset *t, const tform *f, const tform *c)
{
    const tverd *fv = &t->v[f->v], *cv = &t->v[c->v];
    const thost *fh = &t->h[f->host], *ch = &t->h[c->host];
    /* "in use" comes back only where "failed: ", which it went for, is
     * gone too (kept gone, the figures alone at 30-58 columns, "800.0M +
     * 2.16G > 2.79G", said less than before: two reviews) */
    if (cv->bare && !fv->bare && fv->failed && fv->labels >= cv->labels)
        return false; /* (where the labels go too, the word is worth their room: "GPU 5 failed:
                       * 2.50G + 7.50G in use > 8.00G", a trial) */
    if (f->pre && !c->pre)
        return false;
    if (f->modk != TMOD_NONE && (c->modk == TMOD_NONE || f->modw > c->modw || f->modk > c->modk))
        return false;
    /* "failed: " coming back (below) is no wider verdict: its 8 columns
     * are the part that returns */
    bool back = fv->failed && !cv->failed && (fv->labels < cv->labels || (f->host == 0 && c->host != 0));
    if (fv->w - 8 * back > cv->w || fv->labels > cv->labels || (cv->letter && !fv->letter) ||
        (fv->whole && !cv->whole) || (f->v != c->v && fv->labels == cv->labels && !nums_within(fv->nums, cv->nums)))
        return false;
    /* words that a shorter form says in fewer ("peaked at" -> "peak"):
     * once gone, gone (tverd_words) */
    if (f->v != c->v) {
        /* "failed: " went for a label or, in a run, the host's part, and
         * comes back where that goes (the figures alone at 50-57 columns
         * read as a forecast where "failed: 800.0M + 2.16G in use >
         * 2.79G" fits: three reviews) */
        unsigned gone = fv->words & ~cv->words & TW_ONCE & ~(back ? TW_FAILED : 0u);
        if (gone)
            return false;
        /* "out+temp" is "outputs+temp" in fewer letters, and does not
         * come back once neither is left (a trial saw it go and come
         * back) */
        if ((fv->words & TW_OUT_TEMP) && !(cv->words & (TW_OUT_TEMP | TW_OUTPUTS_TEMP)))
            return false;
        /* the pool's doubt in fewer words, as long as c had it in words */
        if ((fv->words & TW_DISAGREE_SHORT) && !(cv->words & (TW_DISAGREE_SHORT | TW_DISAGREE_LONG)))
            return false;
    }
    if (fh->name > ch->name || fh->count > ch->count || (fh->unread && !ch->unread) || fh->w > ch->w)
        return false;
    if (f->pool != 0 && f->pool != c->pool && !(f->pool == t->pool_name && c->pool == t->pool_sized) &&
        !(f->pool == t->pool_dev && c->pool != 0 && t->pool_w[f->pool] <= t->pool_w[c->pool]))
        return false;
    return f->run <= c->run;
}

/* Parts of a form that a next form may be asked to keep as c has them
 * (tform_best's keep): "xoomtui | ", the module's name as it is (whole,
 * without "jit_", cut), the host part, the pool's, the run's, the
 * verdict's labels. */
enum { TK_PRE = 1, TK_MOD = 2, TK_HOST = 4, TK_POOL = 8, TK_RUN = 16, TK_LABELS = 32, TK_ALL = 63 };

/* The form worth most that fits in cols and is within c, and keeps the
 * parts keep names as c has them: into *best; false where none is. */
static bool tform_best(tset *t, const tform *c, int cols, int keep, tform *best)
{
    int bs[TSCORE], s[TSCORE];
    bool have = false;
    for (int vi = 0; vi < t->nv; vi++)
        for (int hi = 0; hi < t->nh; hi++)
            for (int pi = 0; pi < t->npools; pi++)
                for (int ri = 0; ri < t->nruns; ri++)
                    for (int pre = 0; pre < 2; pre++) {
                        if (((keep & TK_PRE) && pre != c->pre) || ((keep & TK_HOST) && hi != c->host) ||
                            ((keep & TK_POOL) && pi != c->pool) || ((keep & TK_RUN) && ri != c->run) ||
                            ((keep & TK_LABELS) && t->v[vi].labels != t->v[c->v].labels))
                            continue;
                        tform f = { pre, "", 0, TMOD_NONE, vi, hi, pi, ri, 0 };
                        int rest = (pre ? t->lead_w : 0) + t->v[vi].w + t->h[hi].w + t->pool_w[pi] +
                                   t->run_w[ri];
                        if (rest > cols)
                            continue;
                        f.width = rest;
                        /* the module's name: whole, else cut to the room
                         * left (6 columns at least: the modules pane's
                         * least), else left out */
                        tform m[3] = { f, f, f };
                        int nm = 1;
                        if (c->modk != TMOD_NONE) {
                            int room = cols - rest - 3;
                            if (room > c->modw)
                                room = c->modw;
                            if (room >= t->mod_w && c->modk == TMOD_WHOLE && c->modw == t->mod_w) {
                                m[nm] = f;
                                m[nm].mod = t->mod_whole;
                                m[nm].modw = t->mod_w;
                                m[nm].modk = TMOD_WHOLE;
                                m[nm].width = rest + 3 + t->mod_w;
                                nm++;
                            } else if (!t->no_modules && room >= 6 && room < t->mod_w) {
                                m[nm] = f;
                                tset_cut(t, room, &m[nm].mod, &m[nm].modw, &m[nm].modk);
                                m[nm].width = rest + 3 + m[nm].modw;
                                if (m[nm].width <= cols)
                                    nm++;
                            }
                            /* or as c shows it: a cut narrower than its
                             * room ("f(7)", 4 columns, of jit_f(7) cut to
                             * 6) was cut to c's width again, under the 6
                             * a cut takes, and the name went with room
                             * left for it (at 35 columns "fits: 1.0K
                             * (read), <0.1% full" where "f(7) | fits:
                             * 1.0K (read)" fits; a run's long host name
                             * lost the module's at 200 columns: an
                             * attacker's review) */
                            if (rest + 3 + c->modw <= cols && (nm == 1 || strcmp(m[1].mod, c->mod))) {
                                m[nm] = f;
                                m[nm].mod = c->mod;
                                m[nm].modw = c->modw;
                                m[nm].modk = c->modk;
                                m[nm].width = rest + 3 + c->modw;
                                nm++;
                            }
                        }
                        for (int k = 0; k < nm; k++) {
                            if (((keep & TK_MOD) && m[k].modk != c->modk) || !tform_within(t, &m[k], c))
                                continue;
                            tform_score(t, &m[k], s);
                            int d = 0;
                            for (int i = 0; have && i < TSCORE && !d; i++)
                                d = s[i] < bs[i] ? -1 : s[i] > bs[i];
                            if (!have || d > 0) {
                                *best = m[k];
                                memcpy(bs, s, sizeof s);
                                have = true;
                            }
                        }
                    }
    return have;
}

/* The parts form f shows otherwise than c (TK_*). */
static int tform_changed(const tset *t, const tform *f, const tform *c)
{
    return (f->pre != c->pre ? TK_PRE : 0) | (f->modk != c->modk ? TK_MOD : 0) | (f->host != c->host ? TK_HOST : 0) |
           (f->pool != c->pool ? TK_POOL : 0) | (f->run != c->run ? TK_RUN : 0) |
           (t->v[f->v].labels != t->v[c->v].labels ? TK_LABELS : 0);
}

/* The chain below form f, each next the best narrower within the one
 * before (no look ahead): into *out (grown as it needs, *cap its room)
 * from f itself, the count returned.  A chain is as long as the forms
 * it passes, a few hundred, not as its first is wide (a 100,000-byte
 * host name). */
static size_t tform_greedy(tset *t, const tform *f, tform **out, size_t *cap)
{
    size_t n = 0;
    (*out)[n++] = *f;
    for (;;) {
        if (n == *cap) {
            *cap *= 2;
            *out = xt_xrealloc(*out, *cap * sizeof **out);
        }
        if ((*out)[n - 1].width <= 1 || !tform_best(t, &(*out)[n - 1], (*out)[n - 1].width - 1, 0, &(*out)[n]))
            return n;
        n++;
    }
}

/* Which of two chains below a form shows more at widths 1..cols: at each
 * width the form each shows (the first no wider) compared as tform_score
 * ranks them, the width's vote weighed by the rank of the first part
 * that differs, each rank twice the next (a label kept for 4 columns is
 * worth more than "xoomtui | " for 32; "jit_" for 70 more than a second
 * label for 10); > 0 where b's chain is worth more. */
static double chains_compare(const tset *t, const tform *a, size_t na, const tform *b, size_t nb, int cols)
{
    int sa[TSCORE], sb[TSCORE];
    double votes = 0;
    size_t ia = 0, ib = 0;
    /* the widths where both show the same two forms at once: a title as
     * wide as a 1,000,000-byte host name is a few hundred forms, not a
     * million widths */
    for (int w = cols; w >= 1;) {
        while (ia + 1 < na && a[ia].width > w)
            ia++;
        while (ib + 1 < nb && b[ib].width > w)
            ib++;
        int lo = 1;
        if (a[ia].width <= w && a[ia].width > lo)
            lo = a[ia].width;
        if (b[ib].width <= w && b[ib].width > lo)
            lo = b[ib].width;
        double n = (double)(w - lo + 1);
        if (a[ia].width > w || b[ib].width > w) /* one shows nothing that fits */
            votes += n * ((a[ia].width > w) - (b[ib].width > w));
        else {
            tform_score(t, &a[ia], sa);
            tform_score(t, &b[ib], sb);
            int d = 0, i = 0;
            for (; i < TSCORE && !d; i++)
                d = sb[i] < sa[i] ? -1 : sb[i] > sa[i];
            votes += n * d * ldexp(1.0, -2 * i);
        }
        w = lo - 1;
    }
    return votes;
}

/* The next form of the chain after c: the best narrower within it
 * (tform_best), unless it gives up a part of c (the module's "jit_", the
 * count of hosts, a label) for one that goes a few columns narrower
 * anyway, where the chain that keeps that part shows more at more widths
 * below (the chain is one order: a part that went does not come back, so
 * each part given up is given up for every narrower width: a check
 * against the last release, where "fits now (1.68 GiB (measured + read)
 * of 2.79 GiB (measured)) ..." dropped "jit_" and "(4 hosts)" at 153
 * columns and its labels at 139, where "jit_train_step(7) | fits now,
 * grows ... | worker-1 (4 hosts)" fitted down to 84). */
static bool tform_next(tset *t, const tform *c, tform *next)
{
    int cols = c->width - 1;
    if (!tform_best(t, c, cols, 0, next))
        return false;
    int changed = tform_changed(t, next, c);
    if (!changed) /* a cut shorter, a verdict in fewer words: nothing given up */
        return true;
    size_t capa = 64, capb = 64;
    tform *fa = xt_xcalloc(capa, sizeof *fa), *fb = xt_xcalloc(capb, sizeof *fb);
    size_t na = tform_greedy(t, next, &fa, &capa);
    for (int k = 1; k <= TK_ALL; k <<= 1) {
        tform g;
        if (!(changed & k) || !tform_best(t, c, cols, k, &g))
            continue;
        /* a part kept at the cost of "failed: " (the one device's failure
         * the capture measured): not worth it at any width, as the score
         * ranks it (README: "failed:" stays before "jit_"); the look
         * ahead once traded it for "jit_" at 85 columns and down, where
         * "jit_eval_step(11) | 800.0M (read) + 2.16G in use (measured) >
         * 2.79G (measured)" read as a forecast of an OOM that happened */
        if (t->v[next->v].failed && !t->v[g.v].failed)
            continue;
        size_t nb = tform_greedy(t, &g, &fb, &capb);
        if (chains_compare(t, fa, na, fb, nb, cols) > 0) {
            *next = g;
            tform *swap = fa;
            size_t swapc = capa;
            fa = fb;
            capa = capb;
            fb = swap;
            capb = swapc;
            na = nb;
        }
    }
    free(fa);
    free(fb);
    return true;
}

/* The chain of title forms of t (struct xt_title_chain): the whole
 * title, then each next narrower within it (tform_next). */
static void title_chain_make(struct xt_title_chain *ch)
{
    tset *t = &ch->t;
    tform top = { true, t->mod_whole, t->mod_w, TMOD_WHOLE, 0, t->nh - 1,
                  t->pool_sized >= 0 ? t->pool_sized : t->pool_name >= 0 ? t->pool_name : 0, t->nruns - 1, 0 };
    top.width = t->lead_w + 3 + t->mod_w + t->v[0].w + t->h[top.host].w + t->pool_w[top.pool] +
                t->run_w[top.run];
    size_t cap = 64;
    ch->form = xt_arena_alloc(&ch->ar, cap * sizeof *ch->form);
    ch->form[0] = top;
    ch->n = 1;
    /* each form a column narrower at least: as many as the title is wide */
    while (ch->form[ch->n - 1].width > 1) {
        tform next;
        if (!tform_next(t, &ch->form[ch->n - 1], &next))
            break;
        if (ch->n == cap) {
            tform *g = xt_arena_alloc(&ch->ar, 2 * cap * sizeof *g);
            memcpy(g, ch->form, cap * sizeof *g);
            ch->form = g;
            cap *= 2;
        }
        ch->form[ch->n++] = next;
    }
}

/* The title bar in cols columns: the first of its chain of forms
 * (title_chain_make) that fits; the narrowest where none does (the
 * screen cuts it, frame.c).  No width (an export): the whole title. */
static const char *title_fit(xt_app *a, int cols, const char *tag, int *severity)
{
    if (a->cmp) /* comparison mode: BEFORE -> AFTER, or the capture shown */
        return xt_cmp_app_title(a, cols, severity);
    xt_arena *ar = &a->frame_arena;
    xt_host *h = an(a)->host;
    const xt_allocator *pool = xt_analysis_pool(an(a), a->module);
    char pb[32] = "?";
    if (pool)
        xt_fmt_bytes(pb, sizeof pb, pool->capacity);
    const char *v = xt_verdict(an(a), a->module, severity);
    /* a leak's "full in ~10 more executions", which the host's verdict
     * adds to its module's (the title said "grows +104.0 MiB/exec" alone,
     * how soon it fills the pool said only in JSON and a check: row the
     * 80x24 pane hides: a trial) */
    if (v && a->module == an(a)->selected) {
        int hs = XT_SEV_FINE;
        const char *hv = xt_host_verdict_of(an(a), ar, &hs);
        if (hv && hs == *severity && strlen(hv) > strlen(v) && !strncmp(hv, v, strlen(v)) &&
            strstr(hv + strlen(v), "; full "))
            v = hv;
    }
    bool fine = *severity == XT_SEV_FINE;
    /* a capture without modules (TensorFlow's, JAX 0.4.30 GPU): what is
     * shown in the module's place */
    const char *mod = a->module < h->nmodules ? xt_safe(ar, h->modules[a->module].name)
                                              : "allocators only";
    /* a name longer than any title: cut here once, to more than the widest
     * title shows, not read whole by each of the titles tried (a
     * 4,000,000-byte name: 3 s a key, an attacker's review).  An export
     * (no width) keeps it whole. */
    if (cols > 0 && strlen(mod) > 4096)
        mod = xt_app_mid_cut(ar, mod, cols > 1024 ? cols + 1 : 1025, a->utf8);
    /* a TPU's allocator is named by its chip: index_on_host=N is TPU N */
    const char *tpu = pool && !strncmp(pool->name, "index_on_host=", 14) ? pool->name + 14 : NULL;
    /* the pool's size is measured, labelled as the verdict's figures; its
     * name alone (pl_name) where the whole does not fit: the verdict
     * says the size already */
    const char *pl_name = a->module >= h->nmodules && pool ? "" /* the verdict names it */
                          : !pool ? " | no allocator"
                          : tpu ? xt_arena_printf(ar, " | TPU %s pool (index_on_host)", xt_safe(ar, tpu))
                                : xt_arena_printf(ar, " | %s", xt_safe(ar, pool->name));
    /* its size once: where the verdict says it ("> pool 2.79 GiB
     * (measured)"), the name alone (a 120-column title said the size
     * twice: a trial) */
    const char *pl = *pl_name && pool && !strstr(v, pb)
                         ? xt_arena_printf(ar, "%s %s (measured)", pl_name, pb) : pl_name;
    const char *hname = host_shown(a, ar, a->host);
    const char *host = xt_arena_printf(ar, " | %s", hname);
    size_t nh = a->cap->nhosts;
    count_hosts(a);
    size_t bad = a->hosts_bad, un = a->hosts_unread;
    /* "1 unreadable" after the failing hosts' count, or alone */
    const char *unr = !un ? "" : xt_arena_printf(ar, ", %zu unreadable", un);
    /* the key hint on screen only: an export has none (README) */
    const char *hk = cols > 0 ? " (H)" : "";
    if (nh > 1)
        host = bad  ? xt_arena_printf(ar, " | %s, %zu of %zu hosts fail%s%s", hname,
                                      bad, nh, unr, hk)
               : un ? xt_arena_printf(ar, " | %s, %zu of %zu hosts unreadable%s",
                                      hname, un, nh, hk)
                    : xt_arena_printf(ar, " | %s of %zu hosts%s", hname, nh, hk);
    const char *run = a->cap->run && a->cap->nruns > 1
                          ? xt_arena_printf(ar, " | run %s", xt_safe(ar, a->cap->run)) : "";
    /* what leads: "xoomtui | ", or a comparison's side, "AFTER | " */
    const char *lead = tag ? xt_arena_printf(ar, "%s | ", tag) : "xoomtui | ";
    /* the device shown, where the verdict names another ("GPU 5 failed"
     * read as the figures' device after Enter on GPU 7: a trial): the
     * pool's name, or "showing GPU 7" where it fits; an export says both (it said
     * "GPU 5 failed" over GPU 3's figures with only "GPU_3_bfc" to tell:
     * a trial) */
    const xt_devices *dv = a->module < h->nmodules ? xt_analysis_devices(an(a), a->module) : NULL;
    size_t shown = an(a)->device;
    bool need_dev = dv && dv->failed != SIZE_MAX && dv->ran >= 2 && shown < an(a)->rt->ndevices &&
                    dv->rows[dv->failed].device != shown && *pl_name;
    const char *showing = need_dev ? xt_arena_printf(ar, " | showing %s", an(a)->rt->devices[shown].label) : "";
    /* the one device that ran the module failed, and it is the one
     * shown: the title says it, as the report's Verdict does (another
     * chosen, GPU 5 where it never ran, has its own verdict: "failed:
     * fits: ..." put GPU 0's failure on it) */
    const xt_device_row *fr = xt_analysis_lone_failure(an(a), a->module);
    /* several ran it and the one shown failed: its figures too, the
     * devices that ran it after them ("GPU 5 failed: execution 5 never
     * launched; GPUs 0-4, 6-7 ran it" said why at no width: a trial) */
    /* (a run's title: not yet; its figures' labels rank before the host's
     * name and the count of hosts that fail, which it must keep) */
    const char *ran_tail = NULL;
    const xt_prepared *xp = a->module < h->nmodules ? xt_analysis_prepared(an(a), a->module) : NULL;
    if (!fr && a->cap->nhosts < 2 && dv && dv->failed != SIZE_MAX && dv->ran >= 2 && dv->rows[dv->failed].device == shown &&
        dv->rows[dv->failed].never_launched && xp && xp->verdict.figures && v && !strcmp(v, xp->verdict.text)) {
        for (const char *q = strstr(v, "; "); q; q = strstr(q + 1, "; "))
            ran_tail = q; /* the last: "; GPUs 0-4, 6-7 ran it" */
        if (ran_tail) {
            fr = &dv->rows[dv->failed];
            v = xp->verdict.figures;
        }
    }
    const char *fail_dev = fr && !strstr(v, " failed: ") ? an(a)->rt->devices[fr->device].label : NULL;
    const char *fail_why = fail_dev ? fr->why : NULL;
    if (cols <= 0 && fail_dev)
        v = xt_arena_printf(ar, "%s failed: %s; %s%s", fail_dev, fail_why, xt_verdict_without_never(ar, v),
                            ran_tail ? ran_tail : "");
    if (cols <= 0)
        return xt_arena_printf(ar, "%s%s | %s%s%s%s%s", lead, mod, v, pl, showing, run, host);

    /* the host parts, none first and the whole last (thost) */
    thost hp[9];
    int nhp = 0;
    hp[nhp++] = (thost){ "", 0, 0, 0, false, false, false };
    if (nh > 1) {
        bool fails = bad || un;
        /* a run's host line in fewer words: "hosts" ("gpu8-waits 1/3
         * fail" read as that host failing: a trial); then without the
         * host's name (the hosts list, H, names them) */
        const char *host6 = bad  ? xt_arena_printf(ar, " | %s, %zu/%zu hosts fail%s", hname, bad, nh,
                                                   un ? xt_arena_printf(ar, ", %zu unread", un) : "")
                            : un ? xt_arena_printf(ar, " | %s, %zu/%zu hosts unread", hname, un, nh)
                                 : xt_arena_printf(ar, " | %s (%zu hosts)", hname, nh);
        const char *host9 = bad  ? xt_arena_printf(ar, " | %zu/%zu hosts fail%s", bad, nh,
                                                   un ? xt_arena_printf(ar, ", %zu unread", un) : "")
                            : un ? xt_arena_printf(ar, " | %zu/%zu hosts unread", un, nh)
                                 : xt_arena_printf(ar, " | %zu hosts", nh);
        hp[nhp++] = (thost){ host9, 0, 0, 1, un > 0, fails, false };
        /* the host's name alone; hosts that cannot be read, none read
         * failing: the count stays with the name (they may be where it
         * failed: a trial's title named a host that only waited) */
        if (un && !bad)
            hp[nhp++] = (thost){ xt_arena_printf(ar, " | %s, %zu unread", hname, un), 0, 2, 1, true, true, false };
        else
            hp[nhp++] = (thost){ xt_arena_printf(ar, " | %s", hname), 0, 2, 0, false, false, false };
        /* where hosts fail and others are unread, the unread stay with
         * how many fail: the count without them read as every host
         * read (the README: how many fail or cannot be read) */
        hp[nhp++] = (thost){ host6, 0, 2, 1, un > 0, fails, false };
        /* a long name (a GKE node's 58 characters) cut to its first
         * label's ends, as the hosts list shows it: which host, where the
         * whole name left only "1/8 hosts fail" beside the pool's name (a
         * trial); with how many fail, and alone */
        /* A name of 10 to 20 columns cut to HOST_NAME_KEEP: "failed: "
         * went at 80 columns to keep "fixture-host" whole, and the figures
         * alone read as a forecast (a trial's F1); a cut name is a name
         * all the same (the hosts list's, H) */
        if (xt_utf8_width(hname) > HOST_NAME_KEEP) {
            const char *dot = label_end(hname);
            const char *label = dot ? xt_arena_printf(ar, "%.*s", (int)(dot - hname), hname) : hname;
            const char *hcut = xt_app_ends_cut(ar, label, xt_utf8_width(hname) > 20 ? 16 : HOST_NAME_KEEP,
                                               a->utf8);
            if (dot)
                hcut = xt_arena_printf(ar, "%s%s", hcut, XT_NAME_CUT_GLYPH(a->utf8));
            if (strcmp(hcut, hname)) {
                /* (with how many fail only a long name: "h-le…fail, 3/4
                 * hosts fail" at 110 columns cut a name of 10 for the
                 * count) */
                if (bad && xt_utf8_width(hname) > 20)
                    hp[nhp++] = (thost){ xt_arena_printf(ar, " | %s, %zu/%zu hosts fail%s", hcut, bad, nh,
                                                         un ? xt_arena_printf(ar, ", %zu unread", un) : ""),
                                         0, 1, 1, un > 0, true, false };
                hp[nhp++] = (thost){ xt_arena_printf(ar, " | %s", hcut), 0, 1, 0, false, false,
                                     xt_utf8_width(hname) <= 20 };
            }
        }
        /* "1 of 10 hosts fail, 1 unread (H)" between "1/10" and the
         * whole: a comparison's AFTER read "1/10 hosts fail, 1 unread"
         * where this fit, beside BEFORE's "3 of 10 hosts fail (H)" (a
         * trial) */
        if (bad && un)
            hp[nhp++] = (thost){ xt_arena_printf(ar, " | %s, %zu of %zu hosts fail, %zu unread%s", hname, bad, nh,
                                                 un, hk),
                                 0, 2, 2, true, true, false };
        hp[nhp++] = (thost){ host, 0, 2, 2, un > 0, fails, false };
    } else {
        hp[nhp++] = (thost){ host, 0, 2, 0, false, false, false };
    }

    /* the chain, made again only where what it is made of changed */
    const char *key = xt_arena_printf(ar, "%d%d%d%d\x1f%s\x1f%s\x1f%s\x1f%s\x1f%s\x1f%s\x1f%s\x1f%s\x1f%s", a->utf8, fine,
                                      need_dev, a->module >= h->nmodules, lead, mod, v, pl_name, pl, showing,
                                      run, fail_dev ? fail_dev : "", fail_why ? fail_why : "");
    if (ran_tail)
        key = xt_arena_printf(ar, "%s\x1f%s", key, ran_tail);
    for (int i = 0; i < nhp; i++)
        key = xt_arena_printf(ar, "%s\x1f%s%d%d%d%d", key, hp[i].s, hp[i].name, hp[i].count, hp[i].unread,
                              hp[i].fails);
    struct xt_title_chain *ch = a->title_chain;
    if (!ch || strcmp(ch->key, key)) {
        xt_title_chain_free(ch);
        ch = a->title_chain = xt_xcalloc(1, sizeof *ch);
        xt_arena *ca = &ch->ar;
        ch->key = xt_arena_strdup(ca, key);
        tset *t = &ch->t;
        t->ar = ca;
        t->utf8 = a->utf8;
        t->run_of_hosts = nh > 1;
        t->need_dev = need_dev;
        t->no_modules = a->module >= h->nmodules;
        t->tagged = tag != NULL;
        t->lead = xt_arena_strdup(ca, lead);
        t->lead_w = (int)xt_utf8_width(lead);
        t->mod_whole = xt_arena_strdup(ca, mod);
        t->mod_w = (int)xt_utf8_width(mod);
        const char *f[160];
        const char *v2 = title_words(ca, v);
        size_t nf = ran_tail ? dev_forms(ca, v, v2, f, sizeof f / sizeof *f, nh > 1, fail_dev, fail_why, ran_tail)
                             : title_forms(ca, v, v2, f, sizeof f / sizeof *f, nh > 1, fail_dev, fail_why);
        t->v = xt_arena_alloc(ca, nf * sizeof *t->v);
        for (size_t i = 0; i < nf; i++) {
            const char *s = xt_arena_strdup(ca, f[i]);
            t->v[i] = (tverd){ s, (int)xt_utf8_width(s), labels_in(s),
                               !strstr(s, " KiB") && !strstr(s, " MiB") && !strstr(s, " GiB") &&
                                   !strstr(s, " TiB"),
                               !(fine && !strncmp(v, "fits: needs ", 12)) &&
                                   (i == 0 || !strcmp(s, v2) || (fail_dev && strstr(s, "failed: ") &&
                                                                 !strcmp(strstr(s, "failed: ") + 8, v2))),
                               false, verdict_nums(ca, s), fail_dev && strstr(s, "failed: ") != NULL,
                               fail_dev && strstr(v, " in use (measured) > ") && !strstr(s, " in use") &&
                                   !strstr(s, "in use>"),
                               tverd_words_in(s) };
        }
        /* the verdict's first figure (a step's need, what failed): of two
         * forms with as many labels, the one that keeps it (the step's,
         * not the failed device's number) */
        const char *n0 = verdict_nums(ca, v) + 1, *e0 = strchr(n0, ' ');
        for (size_t i = 0; i < nf; i++) {
            const char *k = *n0 ? xt_arena_printf(ca, " %.*s ", (int)(e0 - n0), n0) : NULL;
            t->v[i].first = !k || strstr(t->v[i].nums, k);
        }
        t->nv = (int)nf;
        t->h = xt_arena_alloc(ca, (size_t)nhp * sizeof *t->h);
        for (int i = 0; i < nhp; i++) {
            t->h[i] = hp[i];
            t->h[i].s = xt_arena_strdup(ca, hp[i].s);
            t->h[i].w = (int)xt_utf8_width(hp[i].s);
        }
        t->nh = nhp;
        t->pool_name = t->pool_sized = t->pool_dev = -1;
        t->pools[t->npools++] = "";
        if (*pl_name)
            t->pools[t->pool_name = t->npools++] = xt_arena_strdup(ca, pl_name);
        if (need_dev)
            t->pools[t->pool_dev = t->npools++] = xt_arena_strdup(ca, showing);
        if (*pl_name && pl != pl_name)
            t->pools[t->pool_sized = t->npools++] = xt_arena_strdup(ca, pl);
        for (int i = 0; i < t->npools; i++)
            t->pool_w[i] = (int)xt_utf8_width(t->pools[i]);
        t->runs[t->nruns++] = "";
        if (*run)
            t->runs[t->nruns++] = xt_arena_strdup(ca, run);
        for (int i = 0; i < t->nruns; i++)
            t->run_w[i] = (int)xt_utf8_width(t->runs[i]);
        t->cut = xt_arena_alloc(ca, (size_t)(t->mod_w + 1) * sizeof *t->cut);
        memset(t->cut, 0, (size_t)(t->mod_w + 1) * sizeof *t->cut);
        t->cutw = xt_arena_alloc(ca, (size_t)(t->mod_w + 1) * sizeof *t->cutw);
        t->cutk = xt_arena_alloc(ca, (size_t)(t->mod_w + 1) * sizeof *t->cutk);
        title_chain_make(ch);
    }
    const tset *t = &ch->t;
    size_t i = 0;
    while (i + 1 < ch->n && ch->form[i].width > cols)
        i++;
    const tform *fm = &ch->form[i];
    return xt_arena_printf(ar, "%s%s%s%s%s%s%s", fm->pre ? t->lead : "", fm->mod,
                           fm->modk != TMOD_NONE ? " | " : "", t->v[fm->v].s, t->pools[fm->pool],
                           t->runs[fm->run], t->h[fm->host].s);
}

/* A row that is no item of its own where a place is kept: none, or a
 * diagnosis's check, a row under its fix as it was before Enter gave it
 * evidence of its own (the brief form lacks it, and the rows under a
 * fix find their place by their text). */
static bool no_item(const xt_row *r)
{
    return !r->kind || r->kind == XT_T_DIAG_CHECK;
}

/* The item a cursor is on, to find it again when the rows change (a
 * resize wraps them differently): its row's kind and target, or the
 * nearest selectable row's above it.  False when there is none. */

static bool cursor_item(const xt_text *t, size_t cursor, int *kind, size_t *target)
{
    for (size_t i = cursor < t->nrows ? cursor + 1 : 0; i-- > 0;)
        if (!no_item(&t->rows[i])) {
            *kind = t->rows[i].kind;
            *target = t->rows[i].target;
            return true;
        }
    return false;
}

/* Where a cursor is, in terms a resize keeps: the selectable row at or
 * above it (its kind and target) and how many lines below that row (rows
 * that continue a line, xt_row.cont, not counted); with no selectable row
 * above (a view's head over a chart as tall as the pane), its line's
 * text and how many lines above have a text that agrees with it (one a
 * prefix of the other: a line wrapped at another width starts the same).
 * Then which row of its line. */
typedef struct place {
    bool ok, item;
    int kind;
    size_t target, lines, sub, rank;
    size_t in_item; /* under an item: the rows before it, from the item's
                       own, whose text agrees with its own */
    char text[160];
    /* no item above: the first below (a heading whose text changes with
     * the layout, "Live after event 25 of 48" over the roles that are
     * "Heap peak by role" without the chart, is found by it) */
    bool below;
    int below_kind;
    size_t below_target;
} place;

static void line_text_as(const xt_text *t, size_t r, char *buf, size_t cap, bool utf8)
{
    /* as long as the caller's buffer (an export's "(cursor on: ...)" was
     * cut at 480 bytes: a trial) */
    char *row = xt_xmalloc(cap + 1);
    xt_text_row_plain(t, r, row, cap + 1, (int)cap, utf8);
    const char *s = row + strspn(row, " ");
    size_t n = strlen(s);
    while (n && s[n - 1] == ' ')
        n--;
    snprintf(buf, cap, "%.*s", (int)n, s);
    xt_utf8_trim(buf); /* a cut never splits a character */
    free(row);
}

static void line_text(const xt_text *t, size_t r, char *buf, size_t cap)
{
    line_text_as(t, r, buf, cap, false);
}

/* Whether two rows' texts are one line's, each run of spaces as one: the
 * diagnosis's "fix:   raise ..." in its whole form is "fix: raise ..." in
 * its brief one. */
static bool agree(const char *a, const char *b)
{
    size_t na = 0, nb = 0;
    char x[512], y[512];
    for (const char *s = a; *s && na + 1 < sizeof x; s++)
        if (!(*s == ' ' && na && x[na - 1] == ' '))
            x[na++] = *s;
    for (const char *s = b; *s && nb + 1 < sizeof y; s++)
        if (!(*s == ' ' && nb && y[nb - 1] == ' '))
            y[nb++] = *s;
    x[na] = y[nb] = '\0';
    size_t n = na < nb ? na : nb;
    return n >= 8 ? !strncmp(x, y, n) : !strcmp(x, y);
}

static place place_of(const xt_text *t, size_t cursor)
{
    place p;
    memset(&p, 0, sizeof p);
    if (cursor >= t->nrows)
        return p;
    p.ok = true;
    size_t start = cursor;
    while (start > 0 && t->rows[start].cont)
        start--;
    p.sub = cursor - start;
    p.item = cursor_item(t, start, &p.kind, &p.target);
    if (p.item) {
        size_t from = start;
        while (!(t->rows[from].kind == p.kind && t->rows[from].target == p.target))
            from--;
        for (size_t i = from + 1; i <= start; i++)
            p.lines += !t->rows[i].cont;
        /* and the row's own text: a wider pane may add lines under the
         * item (the zoomed diagnosis's "check:"), which the count alone
         * followed onto the next row (z put the cursor on "Notes": a
         * trial) */
        if (start > from && no_item(&t->rows[start])) {
            line_text(t, start, p.text, sizeof p.text);
            char o[sizeof p.text];
            for (size_t i = from + 1; p.text[0] && i < start; i++)
                if (!t->rows[i].cont) {
                    line_text(t, i, o, sizeof o);
                    p.in_item += agree(o, p.text);
                }
        }
        return p;
    }
    line_text(t, start, p.text, sizeof p.text);
    char o[sizeof p.text];
    for (size_t i = 0; i < start; i++)
        if (!t->rows[i].cont) {
            line_text(t, i, o, sizeof o);
            p.rank += agree(o, p.text);
        }
    for (size_t i = start + 1; i < t->nrows && !p.below; i++)
        if (!no_item(&t->rows[i])) {
            p.below = true;
            p.below_kind = t->rows[i].kind;
            p.below_target = t->rows[i].target;
        }
    return p;
}

/* The row of place p in t (rebuilt), or def when it is not found. */
static size_t place_find(const xt_text *t, const place *p, size_t def)
{
    if (!p->ok || !t->nrows)
        return def;
    size_t i = 0;
    if (p->item) {
        while (i < t->nrows && !(t->rows[i].kind == p->kind && t->rows[i].target == p->target))
            i++;
        if (i == t->nrows)
            return def;
        size_t at = SIZE_MAX;
        if (p->text[0]) { /* the row of that text under the item */
            char o[sizeof p->text];
            size_t seen = 0;
            for (size_t r = i + 1; r < t->nrows && at == SIZE_MAX && no_item(&t->rows[r]); r++) {
                if (t->rows[r].cont)
                    continue;
                line_text(t, r, o, sizeof o);
                if (agree(o, p->text) && seen++ == p->in_item)
                    at = r;
            }
        }
        /* not under the item: as many lines down, within the item (the
         * brief diagnosis has no "check:" row, and the count went on into
         * the next line's rows: z back from a check put the cursor on the
         * next diagnosis, a trial); a cause, on the item's own row, where
         * the brief pane has it */
        if (at != SIZE_MAX)
            i = at;
        else if (strncmp(p->text, "cause:", 6))
            for (size_t left = p->lines; left && i + 1 < t->nrows && (t->rows[i + 1].cont || no_item(&t->rows[i + 1]));) {
                i++;
                left -= !t->rows[i].cont;
            }
    } else {
        size_t seen = 0, found = SIZE_MAX;
        char o[sizeof p->text];
        for (size_t r = 0; r < t->nrows && found == SIZE_MAX; r++) {
            if (t->rows[r].cont)
                continue;
            line_text(t, r, o, sizeof o);
            if (agree(o, p->text) && seen++ == p->rank)
                found = r;
        }
        /* its text gone (a heading reworded: c on "Live after event 25
         * of 48" put the cursor on the last row, a trial): the item that
         * was first below it */
        for (size_t r = 0; found == SIZE_MAX && p->below && r < t->nrows; r++)
            if (t->rows[r].kind == p->below_kind && t->rows[r].target == p->below_target)
                found = r;
        if (found == SIZE_MAX)
            return def;
        i = found;
    }
    for (size_t k = 0; k < p->sub && i + 1 < t->nrows && t->rows[i + 1].cont; k++)
        i++;
    return i;
}

/* The cursors of the view and the diagnosis, in terms a new layout keeps
 * (a resize, a pane shown or hidden: the rows wrap, a chart that grows
 * with the pane changes height). */
typedef struct places {
    place pr, pd;
    bool right, diag;
} places;

static places places_take(xt_app *a)
{
    places s;
    s.pr = place_of(&a->right, cur(a)->cursor);
    s.right = s.pr.ok;
    s.diag = a->diag_open && a->diag_cursor < a->diag.nrows;
    s.pd = place_of(&a->diag, a->diag_cursor);
    return s;
}

/* Build the new layout with the cursors where places_take found them. */
static void places_keep(xt_app *a, const places *s)
{
    xt_navframe *f = cur(a);
    if (s->pr.item) { /* the build places it: a view may show rows around it */
        f->want_kind = s->pr.kind;
        f->want_target = s->pr.target;
    }
    xt_app_build(a);
    size_t rc = s->right ? place_find(&a->right, &s->pr, f->cursor) : f->cursor;
    size_t dc = s->diag && a->diag_open ? place_find(&a->diag, &s->pd, a->diag_cursor)
                                        : a->diag_cursor;
    if (rc != f->cursor || dc != a->diag_cursor) {
        f->cursor = rc;
        a->diag_cursor = dc;
        xt_app_build(a);
    }
}

/* The panes built again, the cursors on the rows they are on. */
static void build_in_place(xt_app *a)
{
    places s = places_take(a);
    places_keep(a, &s);
}

static void help_scroll(xt_app *a, long by);
static void explain_row(xt_app *a);

void xt_app_resize(xt_app *a, int rows, int cols)
{
    places s = places_take(a);
    /* the help's top row, as the key (or sentence) it begins: folded to
     * the new width the rows move (at its end, 60x20 to 80x24 showed
     * empty rows past the text, and 80x24 to 60x20 the tail of y's
     * entry without its key: a trial) */
    char entry[160] = "";
    if (a->help && a->help_top < a->helptext.nrows) {
        size_t r = a->help_top;
        while (r > 0 && a->helptext.rows[r].cont)
            r--;
        line_text(&a->helptext, r, entry, sizeof entry);
    }
    a->rows = rows;
    a->cols = cols;
    /* the modules pane gone at this width (under 40 columns): the focus
     * to the view, as m moves it
     * (it stayed on the hidden pane, j and Enter acting unseen: a trial) */
    if (a->focus == XF_LEFT && left_off(a)) {
        a->focus = XF_RIGHT;
        a->left_focus_lost = true;
    } else if (a->left_focus_lost && !left_off(a)) {
        /* ... and back to it when the pane is again (a drag through a
         * tiny size left the hosts list unfocused: a trial); a key in
         * between keeps where it is */
        if (a->focus == XF_RIGHT)
            a->focus = XF_LEFT;
        a->left_focus_lost = false;
    }
    places_keep(a, &s);
    /* the row's explanation in the new size's words (a host's cell and
     * the worst host's reason are worded for the width: the status line
     * kept the old size's until the next key, a trial) */
    if (a->explained && !a->help && !a->searching &&
        (xt_hash_bytes(a->status, strlen(a->status)) | 1) == a->explained) {
        snprintf(a->status, sizeof a->status, "%s", HINT);
        explain_row(a);
        if (!strcmp(a->status, HINT))
            a->explained = 0;
    }
    if (a->help) {
        xt_text_free(&a->helptext); /* as xt_app_build does, at the new width */
        xt_text_init(&a->helptext, &a->frame_arena);
        build_help(a);
        a->help_top = 0;
        char o[sizeof entry];
        /* the entry's first row: the same start, folded at another width */
        for (size_t r = 0; *entry && r < a->helptext.nrows; r++) {
            if (a->helptext.rows[r].cont)
                continue;
            line_text(&a->helptext, r, o, sizeof o);
            if (*o && agree(o, entry)) {
                a->help_top = r;
                break;
            }
        }
        help_scroll(a, 0); /* no further than the last page */
    }
}

/* The whole title (exports); frame.c fits it to the screen. */
const char *xt_app_title(xt_app *a, int *severity) { return title_fit(a, 0, NULL, severity); }
const char *xt_app_title_cols(xt_app *a, int cols, int *severity) { return title_fit(a, cols, NULL, severity); }
const char *xt_app_title_tagged(xt_app *a, int cols, const char *tag, int *severity)
{
    return title_fit(a, cols, tag, severity);
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

/* Rows the focused pane shows, and its scrolloff (frame.c's rule); under
 * a pinned chart, the rows that scroll under it. */
static int pane_rows(xt_app *a)
{
    xt_layout l;
    xt_app_layout(a, &l);
    return a->focus == XF_DIAG ? l.diag_h - 1
           : a->focus == XF_LEFT ? l.left_h - 1
                                 : l.body_h - 1 - (int)xt_chart_pinned(a);
}

/* The next cursor stop from pos in direction step: the next selectable row
 * when it is near; else the next line, so that text with no selectable row
 * (the diagnosis, a buffer's detail, a plan's heading) is read line by line
 * and no row is ever out of reach.  A row the pane cuts (wider than w, the
 * pane's columns) is a stop too, both ways: only under the cursor does the
 * status line show it whole (j went from an allocator's "126 allocations,
 * ... fragmentation at the…" to the first execution over a cut "device
 * memory ..." row, and k took other rows: a trial at 80x24).  Rows
 * above lo (a pinned chart's) are never stops. */
static bool row_cut(const xt_text *t, long r, int w)
{
    return w > 1 && (int)xt_text_row_width(t, (size_t)r) > w - 1;
}

/* Line by line from np: past blank rows, which say nothing under the
 * cursor (j stopped on the blank between a capture's allocators and its
 * live set: a trial); -1 where only blank rows are left that way. */
static long past_blanks(const xt_text *t, long np, long step, long lo)
{
    while (np >= lo && np < (long)t->nrows && !t->rows[np].kind && !xt_text_row_width(t, (size_t)np))
        np += step;
    return np >= lo && np < (long)t->nrows ? np : -1;
}

static long next_stop(const xt_text *t, bool by_line, long pos, long step, int h, int w, long lo)
{
    long np = pos + step;
    if (np < lo || np >= (long)t->nrows)
        return -1;
    if (by_line)
        return past_blanks(t, np, step, lo);
    long so = h >= 9 ? 3 : (h - 1) / 3, reach = h - 2 * so - 1;
    if (reach < 1)
        reach = 1;
    for (long p = np, d = 1; p >= lo && p < (long)t->nrows && d <= reach; p += step, d++) {
        /* an item's rows past its first, which continue its line (a
         * comparison's group name under its counts, a figure's values
         * under its label): one stop an item (20,000 groups took 40,000
         * j's, a trial); the status line says the whole item */
        if (xt_row_continues_item(t, (size_t)p))
            continue;
        if (t->rows[p].kind || row_cut(t, p, w) || (size_t)p + 1 == t->summed_at) /* the sum: j took it, k passed it */
            return p;
    }
    /* nothing past the item's own rest to the text's end, within reach:
     * j stays (G then j went onto the last group's name) */
    long q = np;
    while (q >= lo && q < (long)t->nrows && labs(q - pos) <= reach &&
           (!xt_text_row_width(t, (size_t)q) || xt_row_continues_item(t, (size_t)q)))
        q += step;
    if (q < lo || q >= (long)t->nrows)
        return -1;
    if (q != np && labs(q - pos) <= reach) /* past the item's rest (onto a total under it) */
        return q;
    return past_blanks(t, np, step, lo);
}

static void move(xt_app *a, long delta)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    if (!t->nrows)
        return;
    /* the diagnosis is read line by line: Enter on any of a line's rows
     * jumps to its evidence */
    bool by_line = a->focus == XF_DIAG || !has_selectable(t);
    int h = pane_rows(a);
    long pos = (long)*c, step = delta > 0 ? 1 : -1;
    /* the hosts list's note under its rows (what the verdicts' words
     * mean): j stops on the last host while the note shows whole, so that
     * the cursor never sits on a row Enter cannot open (a trial opened
     * the first host from it); a note cut by the pane is read line by
     * line as any text */
    size_t stop = t->nrows;
    if (!by_line && a->focus == XF_LEFT && step > 0) {
        size_t last = t->nrows - 1;
        while (last && !t->rows[last].kind)
            last--;
        if (h > 0 && a->left_top + (size_t)h >= t->nrows)
            stop = last + 1;
    }
    /* a table's column header is passed over, never stopped on (k from
     * a list's first row under its header left the cursor there: a
     * trial); nor are the rows of a pinned chart, which the cursor cannot
     * take (it came back to the header under them) */
    long lo = a->focus == XF_RIGHT ? (long)xt_chart_pinned(a) : 0;
    xt_layout l;
    xt_app_layout(a, &l);
    int w = a->focus == XF_LEFT ? l.left_w : a->focus == XF_DIAG ? a->cols : l.right_w;
    for (long left = labs(delta); left > 0; left--) {
        long np = next_stop(t, by_line, pos, step, h, w, lo);
        /* a page up stops on a table's first row before it passes over the
         * table's header into the text above (PgUp from execution 16 went
         * over executions 1-8 to a note above them: a trial); the next
         * PgUp from that row goes on */
        if (step < 0 && labs(delta) > 1 && pos != (long)*c && np >= lo &&
            xt_row_is_column_header(t, (size_t)np))
            break;
        while (np >= lo && (size_t)np < stop && xt_row_is_column_header(t, (size_t)np))
            np = next_stop(t, by_line, np, step, h, w, lo);
        if (np < lo || (size_t)np >= stop)
            break;
        /* a page is rows, not stops: a stop past an item's rest counts
         * them (PgDn on a comparison's groups of two rows went two pages,
         * and the groups between were never shown: a trial) */
        if (labs(delta) > 1 && labs(np - pos) > 1) {
            long more = labs(np - pos) - 1;
            if (more >= left)
                break;
            left -= more;
        }
        pos = np;
    }
    *c = (size_t)pos;
}

static int page(xt_app *a)
{
    int h = pane_rows(a);
    return h > 1 ? h - 1 : 1;
}

static void k_down(xt_app *a) { move(a, 1); }
static void k_up(xt_app *a) { move(a, -1); }
static void k_pgdn(xt_app *a) { move(a, page(a)); }
/* g and G show the very first and last rows: the cursor goes to the first
 * (last) selectable row when the rows before (after) it still show, else
 * to the very first (last) row */
static size_t top_row(xt_app *a)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    size_t first = a->focus == XF_DIAG ? 0 : first_selectable(t);
    size_t pin = a->focus == XF_RIGHT ? xt_chart_pinned(a) : 0; /* the first row under a pinned chart */
    if (first < pin)
        first = pin;
    int h = pane_rows(a);
    size_t so = h >= 9 ? 3 : (size_t)(h > 0 ? h - 1 : 0) / 3;
    size_t r = first - pin + so < (size_t)(h > 0 ? h : 1) ? first : pin;
    while (r + 1 < t->nrows && xt_row_is_column_header(t, r)) /* not on a header: its first row */
        ++r;
    return r;
}

/* PgUp ends where g does once it reaches the top: on the first row of
 * the first table when the rows above it show (PgUp from a live group's
 * first array went over the column header to its heading line, where
 * Enter opens nothing: a trial) */
static void k_pgup(xt_app *a)
{
    size_t *c;
    focused_text(a, &c);
    size_t was = *c, top = top_row(a);
    move(a, -page(a));
    if (was >= top && *c < top)
        *c = top;
}

static void k_top(xt_app *a)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    size_t was = *c;
    *c = top_row(a);
    *focused_top(a) = 0;
    /* the rows under a pinned chart keep their own scroll, which the
     * cursor's scrolloff alone moved: the heading above the first
     * selectable row stayed off (an 80x24 trial: `* GPU 0` on top) */
    if (a->focus == XF_RIGHT)
        xt_chart_scroll_home(a);
    /* the devices table on top: its device shown (*, the one that failed),
     * not GPU 0, whose row told nothing ("r g" on gpu8-fails put GPU 5
     * below the fold, five j away: a trial's F5); g again, the first */
    if (a->focus != XF_RIGHT || *c >= t->nrows || t->rows[*c].kind != XT_T_DEVICE)
        return;
    size_t dev = an(a)->device;
    for (size_t r = *c; r < t->nrows; r++)
        if (t->rows[r].kind == XT_T_DEVICE && t->rows[r].target == dev) {
            if (r != was && r != *c) {
                *c = r;
                snprintf(a->status, sizeof a->status, "g: %s, the device shown (*); g again: the first",
                         xt_safe(&a->frame_arena, an(a)->rt->devices[dev].label));
            }
            break;
        }
}

static void k_bottom(xt_app *a)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    if (!t->nrows)
        return;
    size_t last = t->nrows - 1;
    if (a->focus != XF_DIAG && has_selectable(t))
        while (last && !t->rows[last].kind && last + 1 != t->summed_at)
            last--;
    /* on a line's first row, not on the rest of its wrap (G in the
     * zoomed diagnosis stopped on "re-runs nothing.": a trial) */
    while (last && t->rows[last].cont)
        last--;
    int h = pane_rows(a);
    size_t so = h >= 9 ? 3 : (size_t)(h > 0 ? h - 1 : 0) / 3;
    /* the last row that sums the smallest groups is one (Esc after a
     * search puts the cursor there); and G never goes up: from the note
     * under a TF capture's groups it went back to the last group (a
     * trial: "G pressed again goes back up") */
    *c = t->nrows - 1 - last + so < (size_t)(h > 0 ? h : 1) && *c <= last ? last : t->nrows - 1;
    /* the very last row, when it is a wrap's: its line's first (a line
     * taller than the pane, 30x7: a review) */
    while (*c && t->rows[*c].cont)
        (*c)--;
    *focused_top(a) = SIZE_MAX; /* the scroll brings it back to the last page */
}

/* z: the focused pane takes the whole screen, and back */
static void k_zoom(xt_app *a)
{
    places s = places_take(a);
    a->zoom = !a->zoom;
    places_keep(a, &s);
    if (a->zoom)
        snprintf(a->status, sizeof a->status, "zoomed: z shows every pane again");
}

/* c: the charts hidden, their rows for the lists under them (at 80x24
 * the runtime view gave 9 rows to its chart and 3-4 to the executions
 * with the diagnosis open: a trial), and back */
static void k_charts(xt_app *a)
{
    places s = places_take(a);
    a->charts_off = !a->charts_off;
    places_keep(a, &s);
    /* a pane too low for a chart has none either way: c said "charts
     * hidden: c shows them", and c again showed nothing (a trial at
     * 60x20) */
    if (!xt_chart_room(a))
        snprintf(a->status, sizeof a->status,
                 "charts %s; this pane has no room for one (12 rows): z or d gives it more",
                 a->charts_off ? "off" : "on");
    else
        snprintf(a->status, sizeof a->status, "%s",
                 a->charts_off ? "charts hidden: c shows them" : "charts shown");
}

/* ---- navigation ----------------------------------------------------------------- */

/* The first row of the item whose row r continues its line (a
 * comparison's group: its name under its counts); r where it is not
 * such a row. */
static size_t item_first(const xt_text *t, size_t r)
{
    while (xt_row_continues_item(t, r))
        r--;
    return r;
}

static void push(xt_app *a, const xt_view *v)
{
    /* the row the frame left was on, found again by its item when h comes
     * back: a pane of another height between (d, a resize, a chart's
     * rows) moved the rows, and its index left the cursor on a column
     * header (a trial) */
    xt_navframe *below = cur(a);
    below->left_kind = 0;
    /* (a row that continues an item's line: its item's, as a search can
     * leave the cursor there: a review) */
    size_t at = item_first(&a->right, below->cursor);
    if (at < a->right.nrows && !a->right.rows[at].cont) {
        below->left_kind = a->right.rows[at].kind;
        below->left_target = a->right.rows[at].target;
        below->left_cursor = below->cursor;
    }
    if (a->depth < 15)
        a->depth++;
    xt_navframe *f = cur(a);
    memset(f, 0, sizeof *f);
    f->view = v;
    f->role = -1;
    f->cursor = SIZE_MAX;
}

static void reset_to(xt_app *a, const xt_view *v)
{
    a->evidence_depth = -1; /* a view opened anew: back no longer leads to the diagnosis */
    a->depth = 0;
    memset(&a->stack[0], 0, sizeof a->stack[0]);
    a->stack[0].view = v;
    a->stack[0].role = -1;
    a->stack[0].cursor = SIZE_MAX;
}

static void select_module(xt_app *a, size_t m)
{
    if (m >= an(a)->host->nmodules)
        return;
    /* the runtime view of the next module on the row kind the cursor was
     * on: a live group's, else the execution as r opens it (it landed on
     * the devices table, the live set a page below: a trial) */
    int kind = remember_cursor(a);
    a->module = m;
    a->exec = SIZE_MAX;
    /* the device --report picks for it: a module no device ran kept the
     * last module's (GPU 1) where the report stars GPU 0 (a trial) */
    xt_analysis_show_module(an(a), m);
    reset_to(a, cur(a)->view->runtime ? &xt_view_rt : &xt_view_plan);
    if (cur(a)->view == &xt_view_rt) {
        rt_cursor_like(a, kind);
        xt_chart_scroll_to_heading(a); /* not under two lone allocator rows (a trial) */
    }
    a->diag_cursor = 0;
    snprintf(a->status, sizeof a->status, "module %s", xt_safe(&a->frame_arena, an(a)->host->modules[m].name));
}

/* The program-order cursor to the heap peak, where the plan's evidence
 * is: the chart's cursor line and the list under it (a role's buffers
 * "at the heap peak") then describe the same moment; left at the last
 * event, the chart said "heap 0 B" over 17 buffers live at the peak. */
static void cursor_to_peak(xt_app *a)
{
    const xt_plan *pl = a->module < an(a)->host->nmodules ? an(a)->plans[a->module] : NULL;
    xt_cursor *c = pl && pl->has_heap_trace ? xt_chart_cursor(a) : NULL;
    if (c)
        xt_cursor_to_peak(c);
}

enum { EV_CAUSE, EV_FIX, EV_CHECK };

/* The evidence of line d's part: its cause's, or its fix's (where the
 * line has one of its own, xt_diag.fix_evidence), or its check's: the
 * fix's, or the cause's where the check's figures are
 * (xt_diag.check_of_cause). */
static void jump_evidence(xt_app *a, const xt_diag *d, int part)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    a->group_by = 0; /* the evidence is a buffer of a flat list */
    bool fix = part == EV_FIX || (part == EV_CHECK && !d->check_of_cause);
    bool own = fix && d->fix_evidence != XT_EV_NONE;
    xt_evidence ev = part == EV_CHECK && d->check_evidence != XT_EV_NONE ? d->check_evidence
                     : own                                              ? d->fix_evidence
                                                                        : d->evidence;
    size_t arg = own ? d->fix_evidence_arg : d->evidence_arg;
    switch (ev) {
    case XT_EV_ROLE:
        reset_to(a, &xt_view_plan);
        push(a, &xt_view_bufs);
        cur(a)->role = (int)arg;
        cursor_to_peak(a);
        break;
    case XT_EV_GROUP: {
        xt_live_group *g;
        size_t ng = xt_plan_groups(an(a)->plans[a->module], &a->frame_arena, &g);
        reset_to(a, &xt_view_plan);
        push(a, &xt_view_bufs);
        if (arg < ng) {
            cur(a)->role = (int)g[arg].role;
            cur(a)->want_kind = XT_T_BUFFER;
            cur(a)->want_target = g[arg].first;
        }
        a->sort = XT_SORT_SIZE;
        a->reverse = false;
        cursor_to_peak(a);
        break;
    }
    case XT_EV_GROWTH: /* the executions, their growth line just above */
        reset_to(a, &xt_view_rt);
        if (r && r->nexecs) {
            cur(a)->want_kind = XT_T_EXEC;
            /* a check counts from the last start: its execution (the
             * cursor on execution 1's 316 MiB under "1.22 GiB in use at
             * the last start": a trial) */
            cur(a)->want_target = part == EV_CHECK ? r->nexecs - 1 : 0;
        }
        break;
    case XT_EV_EXEC:
        reset_to(a, &xt_view_rt);
        a->exec = arg;
        cur(a)->want_kind = XT_T_EXEC;
        cur(a)->want_target = arg;
        break;
    case XT_EV_LIVE:
    case XT_EV_FAMILY: {
        reset_to(a, &xt_view_rt);
        a->exec = r && r->nexecs ? r->nexecs - 1 : SIZE_MAX;
        /* a line that names a module's outputs from several executions:
         * their sum under "By module", the figure the line names (its
         * one group's list showed execution 1's 104 MiB under "freeing
         * those 936.0 MiB": a trial's F4a); Enter lists them.  A line
         * that names one group (XT_EV_LIVE), that group's list, even
         * where it is a family's largest */
        bool family = false;
        for (size_t k = 0; ev == XT_EV_FAMILY && r && k < r->nfamilies && !family; k++)
            family = r->families[k].top == arg && r->families[k].executions >= 2;
        if (family) {
            cur(a)->want_kind = XT_T_FAMILY;
            cur(a)->want_target = arg;
            break;
        }
        push(a, &xt_view_orig);
        cur(a)->group = arg;
        break;
    }
    case XT_EV_POOL: /* the pool's row and its device's memory under it */
        reset_to(a, &xt_view_rt);
        cur(a)->want_row = "device memory ";
        break;
    case XT_EV_HOSTEV: /* the host events under the last execution's live set */
        reset_to(a, &xt_view_rt);
        a->exec = r && r->nexecs ? r->nexecs - 1 : SIZE_MAX;
        cur(a)->want_kind = XT_T_HOSTEV;
        cur(a)->want_target = arg; /* SIZE_MAX, or one not listed: the first */
        cur(a)->want_else_exec = true;
        break;
    default:
        reset_to(a, &xt_view_plan);
        cur(a)->want_row = d->evidence_row;
        cursor_to_peak(a);
        break;
    }
    a->focus = XF_RIGHT;
    /* h from here goes back to the line (a trial: it went to the modules
     * pane, and Esc closed the diagnosis) */
    a->evidence_depth = a->diag_open ? (int)a->depth : -1;
    snprintf(a->status, sizeof a->status, "evidence for %s%s; h goes back to the diagnosis", d->id,
             part == EV_CHECK ? "'s check" : own ? "'s fix" : "");
}

/* The left pane's row the cursor's item starts on: the cursor's, or
 * above a row that continues it (a run's details, no stop of its own). */
static size_t left_item_row(const xt_app *a)
{
    size_t r = a->left_cursor;
    while (r > 0 && r < a->left.nrows && a->left.rows[r].cont && !a->left.rows[r].kind)
        r--;
    return r;
}

static void k_enter(xt_app *a)
{
    if (a->focus == XF_LEFT) {
        if (a->left_cursor >= a->left.nrows)
            return;
        size_t lr = left_item_row(a); /* a run's details row: that run's */
        if (a->left.rows[lr].kind) {
            a->left_view->enter(a, &a->left.rows[lr]);
            return;
        }
        if (!a->left.rows[a->left_cursor].kind) {
            /* the hosts list's note: its target 0 opened the first host */
            snprintf(a->status, sizeof a->status, "this row opens nothing: it says what the "
                                                  "verdicts' words mean (y copies it)");
            return;
        }
        a->left_view->enter(a, &a->left.rows[a->left_cursor]);
        return;
    }
    if (a->focus == XF_DIAG) {
        const xt_diag *d;
        size_t n = xt_analysis_diagnose(an(a), a->module, &d);
        if (a->diag_cursor < a->diag.nrows) {
            /* the line's header row carries its index; continuation rows
             * belong to the last header above them */
            for (long i = (long)a->diag_cursor; i >= 0; i--) {
                const xt_row *row = &a->diag.rows[i];
                if (row->kind == XT_T_DIAG_DEVICE) { /* that device's row */
                    reset_to(a, &xt_view_rt);
                    cur(a)->want_kind = XT_T_DEVICE;
                    cur(a)->want_target = row->target;
                    a->focus = XF_RIGHT;
                    snprintf(a->status, sizeof a->status, "%s: Enter shows its own lines",
                             xt_safe(&a->frame_arena, an(a)->rt->devices[row->target].label));
                    return;
                }
                /* the fix (its saving and check under it), else the line */
                if (row->kind == XT_T_DIAG_FIX || row->kind == XT_T_DIAG || row->kind == XT_T_DIAG_CHECK) {
                    if (row->target < n)
                        jump_evidence(a, &d[row->target],
                                      row->kind == XT_T_DIAG_FIX ? EV_FIX
                                      : row->kind == XT_T_DIAG_CHECK ? EV_CHECK
                                                                     : EV_CAUSE);
                    return;
                }
                /* a note after the lines ("Confirm a fix with ...", the
                 * Notes): not indented as a line's cause or fix is, and
                 * none of theirs (it opened the last line's evidence: a
                 * trial); as the export's "(cursor on: ...)" tells them */
                char plain[16];
                xt_text_row_plain(&a->diag, (size_t)i, plain, sizeof plain, (int)sizeof plain - 1, false);
                if (!row->kind && !row->cont && strncmp(plain, "  ", 2)) {
                    /* no line at all: said so ("Enter on a line, its cause
                     * or fix opens theirs" under "No memory problem found"
                     * was hard to parse: a trial) */
                    snprintf(a->status, sizeof a->status, "%s",
                             n ? "this note has no evidence: Enter on a line, its cause or fix opens theirs"
                               : "no diagnosis line here, so no evidence to open");
                    return;
                }
            }
            snprintf(a->status, sizeof a->status, "this row opens nothing");
        }
        return;
    }
    xt_navframe *f = cur(a);
    if (f->cursor < a->right.nrows)
        open_row(a, &a->right.rows[f->cursor]);
    /* a buffer list under its chart with most of it below the pane (80x24
     * with the diagnosis open: 4 of 17 buffers, and nothing said how to
     * see more: a trial): the keys that give it the rows, once; counted
     * on the panes the key's own build makes (list_rows_hint) */
    a->list_hint = (cur(a)->view == &xt_view_bufs || cur(a)->view == &xt_view_group) && !a->charts_off && a->depth > 0 &&
                   (!a->status[0] || !strcmp(a->status, HINT));
}

/* The buffers on screen of the list k_enter opened, of all its buffers. */
static void list_rows_count(xt_app *a, size_t *seen, size_t *items)
{
    xt_layout l;
    xt_app_layout(a, &l);
    size_t body = (size_t)(l.body_h > 1 ? l.body_h - 1 : 0);
    *seen = *items = 0;
    for (size_t i = 0; i < a->right.nrows; i++) {
        *items += a->right.rows[i].kind == XT_T_BUFFER;
        *seen += i < body && a->right.rows[i].kind == XT_T_BUFFER;
    }
    /* and those summed in one row ("10 of 499 buffers shown" of 1,200: a
     * trial) */
    size_t s = a->right.summed_at;
    if (*items && s && s <= a->right.nrows && !a->right.rows[s - 1].kind)
        *items += a->right.rows[s - 1].target;
}

/* After the key's build: "4 of 17 buffers shown: ..." when most of the
 * list k_enter opened is below the pane. The message may take a row the
 * hint did not; the count is then of the smaller pane (built again: a
 * chart's height follows the pane's). */
static void list_rows_hint(xt_app *a)
{
    if (!a->list_hint)
        return;
    a->list_hint = false;
    size_t seen, items;
    list_rows_count(a, &seen, &items);
    if (!(items > 2 * seen && items > 8))
        return;
    for (int pass = 0; pass < 2; pass++) {
        xt_layout before;
        xt_app_layout(a, &before);
        snprintf(a->status, sizeof a->status, "%zu of %zu buffers shown: %s for more rows", seen, items,
                 a->diag_open ? "c hides the chart, d the diagnosis" : "c hides the chart");
        xt_layout after;
        xt_app_layout(a, &after);
        if (after.body_h == before.body_h)
            return;
        xt_app_build(a);
        list_rows_count(a, &seen, &items);
    }
}


/* The left pane shows the hosts or the runs list, which Esc, h and
 * Left close (not a comparison's modules: Esc swapped them for one
 * side's modules and said "R opens it", where R does nothing: a trial). */
static bool left_list_open(const xt_app *a)
{
    return a->left_view == &xt_list_hosts || a->left_view == &xt_list_runs;
}

/* The hosts or runs list closed, the modules pane back (Esc, and h or
 * Left from the list). */
static void close_left_list(xt_app *a)
{
    bool hosts = a->left_view == &xt_list_hosts;
    places s = places_take(a);
    left_modules(a);
    places_keep(a, &s);
    if (left_off(a))
        a->focus = XF_RIGHT;
    snprintf(a->status, sizeof a->status, "%s list closed: %s opens it", hosts ? "hosts" : "runs", hosts ? "H" : "R");
}

/* One frame up, its cursor to the row that opened the list left (by its
 * kind and target: a resize since moved its index) at the next build. */
static void frame_back(xt_app *a)
{
    a->depth--;
    xt_navframe *f = cur(a);
    if (f->left_kind && f->cursor == f->left_cursor && !f->want_kind) {
        f->want_kind = f->left_kind;
        f->want_target = f->left_target;
    }
    f->left_kind = 0;
}

/* Leaving (h) a list a search opened from the plan view: the buffer the
 * cursor is on, where n goes on from (find_below). */
static void keep_plan_back(xt_app *a)
{
    const xt_navframe *f = cur(a), *under = &a->stack[0];
    a->plan_back.set = false;
    if (a->depth != 1 || under->view != &xt_view_plan || !f->flat || !under->left_kind ||
        f->cursor >= a->right.nrows || a->right.rows[f->cursor].cont)
        return;
    a->plan_back.set = true;
    a->plan_back.host = a->host;
    a->plan_back.module = a->module;
    a->plan_back.row_kind = under->left_kind;
    a->plan_back.row_target = under->left_target;
    a->plan_back.kind = a->right.rows[f->cursor].kind;
    a->plan_back.target = a->right.rows[f->cursor].target;
    snprintf(a->plan_back.search, sizeof a->plan_back.search, "%s", a->search);
}

static void k_back(xt_app *a)
{
    /* h, Left, Backspace in the hosts or runs list go up one level, as
     * the README says of h: back to the modules (they did nothing, without
     * a word: a trial) */
    if (a->focus == XF_LEFT && left_list_open(a)) {
        close_left_list(a);
        return;
    }
    if (a->focus == XF_RIGHT && a->evidence_depth >= 0 && (int)a->depth == a->evidence_depth &&
        a->diag_open) {
        a->evidence_depth = -1; /* the evidence stays shown, the line focused */
        a->focus = XF_DIAG;
        return;
    }
    if (a->focus == XF_RIGHT && a->depth > 0) {
        keep_plan_back(a);
        frame_back(a);
    } else if (a->focus != XF_LEFT && !left_off(a)) {
        a->focus = XF_LEFT;
    } else {
        /* at the top already: said, as [ says "already at the first" (h
         * did nothing, without a word, on a view's top: a trial) */
        snprintf(a->status, sizeof a->status, "already at the top: %s",
                 a->focus == XF_LEFT ? "Enter or l opens the row's view"
                 : a->cmp && !a->cmp->side ? "Enter opens a row's list; x shows a side"
                                           : "Enter opens a row; p plan, r runtime, m the modules");
    }
}

static void k_tab(xt_app *a)
{
    if (a->key == XK_BTAB) { /* the same round, backwards */
        if (a->focus == XF_DIAG)
            a->focus = XF_RIGHT;
        else if (a->focus == XF_LEFT)
            a->focus = a->diag_open ? XF_DIAG : XF_RIGHT;
        else
            a->focus = !left_off(a) ? XF_LEFT : a->diag_open ? XF_DIAG : XF_RIGHT;
        return;
    }
    if (left_off(a) && a->focus == XF_DIAG) {
        a->focus = XF_RIGHT;
        return;
    }
    if (left_off(a) && !a->diag_open && !a->zoom) {
        /* one pane: Tab did nothing, without a word (a trial) */
        /* (the comparison's d is its estimates pane: a trial) */
        snprintf(a->status, sizeof a->status, "one pane shown: m shows the modules, d the %s",
                 a->cmp && !a->cmp->side ? "estimates" : "diagnosis");
        return;
    }
    if (a->focus == XF_LEFT)
        a->focus = XF_RIGHT;
    else if (a->focus == XF_RIGHT)
        a->focus = a->diag_open ? XF_DIAG : left_off(a) ? XF_RIGHT : XF_LEFT;
    else
        a->focus = left_off(a) ? XF_RIGHT : XF_LEFT;
}

static void k_diag(xt_app *a)
{
    places s = places_take(a); /* the view's cursor stays on its row */
    a->diag_open = !a->diag_open;
    if (a->diag_open)
        a->focus = XF_DIAG;
    else if (a->focus == XF_DIAG)
        a->focus = XF_RIGHT;
    places_keep(a, &s);
}

static void scrub(xt_app *a, long to, bool absolute)
{
    if (a->module >= an(a)->host->nmodules) {
        snprintf(a->status, sizeof a->status,
                 "no compiled modules in this capture: no executions to step through");
        return;
    }
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (!r || !r->nexecs) {
        snprintf(a->status, sizeof a->status, "no executions of this module in the capture");
        return;
    }
    long was = a->exec == SIZE_MAX ? (long)r->nexecs - 1 : (long)a->exec;
    long e = absolute ? (to < 0 ? (long)r->nexecs - 1 : 0) : was + to;
    /* the live group the cursor is on, or whose page it is in: the
     * group of the same origin gets the cursor, as after a module switch
     * (watching a leak's group grow, [ ] went back to the executions'
     * table at each step: a trial) */
    size_t g = SIZE_MAX;
    int d = a->depth, gk = 0;
    while (d > 0 && a->stack[d].view != &xt_view_rt)
        d--;
    if (a->stack[d].view == &xt_view_rt) {
        if (d == a->depth && cur(a)->cursor < a->right.nrows)
            gk = a->right.rows[cur(a)->cursor].kind, g = a->right.rows[cur(a)->cursor].target;
        else if (d < a->depth)
            gk = a->stack[d].left_kind, g = a->stack[d].left_target;
    }
    a->want_family[0] = 0;
    a->want_origin[0] = 0; /* neither kept from before (a review) */
    if (gk == XT_T_ORIGIN)
        origin_of_group(a, g); /* of the execution shown, before it changes */
    else if (gk == XT_T_FAMILY)
        family_of_group(a, g);
    else
        g = SIZE_MAX;
    bool edge = !absolute && (e < 0 || e >= (long)r->nexecs); /* [ on the first, ] on the last */
    if (e < 0)
        e = 0;
    if (e >= (long)r->nexecs)
        e = (long)r->nexecs - 1;
    a->exec = (size_t)e;
    if (!cur(a)->view->runtime)
        reset_to(a, &xt_view_rt);
    /* a group's index is its place in one execution's live set: back to
     * the runtime view (from a module's outputs, a group of them, its
     * arrays by shape: every frame above it holds such an index) */
    while (a->depth > 0 && cur(a)->view != &xt_view_rt)
        a->depth--;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = (size_t)e;
    if (g != SIZE_MAX && (a->want_origin[0] || a->want_family[0]) && cur(a)->view == &xt_view_rt) {
        cur(a)->want_kind = gk; /* else the execution's row */
        cur(a)->want_target = SIZE_MAX;
        cur(a)->want_else_exec = true;
        a->want_group_only = true;
    } else {
        xt_chart_scroll_to_heading(a);
    }
    /* the side the key went past: ] on the only execution is at the
     * last, not the first (a trial) */
    exec_status(a, (size_t)e, !edge ? "" : to < 0 ? "already at the first: " : "already at the last: ", "");
}

static void k_prev_exec(xt_app *a) { scrub(a, -1, false); }
static void k_next_exec(xt_app *a) { scrub(a, 1, false); }
static void k_first_exec(xt_app *a) { scrub(a, 1, true); }
static void k_last_exec(xt_app *a) { scrub(a, -1, true); }

/* s and S sort a list of buffers; elsewhere they say so and change nothing */
static void keep_cursor_row(xt_app *a, xt_navframe *f);

static bool sortable(xt_app *a)
{
    if ((cur(a)->view == &xt_view_bufs || cur(a)->view == &xt_view_group || cur(a)->view == &xt_view_cur_bufs ||
         cur(a)->view == &xt_view_params) &&
        a->focus == XF_RIGHT)
        return true;
    /* a live group's arrays (b: by shape): their own order, said so (s
     * said "s sorts a list of buffers" under a help line saying it sorts
     * groups: a review) */
    if (cur(a)->view == &xt_view_orig && a->focus == XF_RIGHT)
        snprintf(a->status, sizeof a->status, "nothing to sort here: a live group's arrays are listed "
                                              "largest first (b: by shape); s sorts the plan's buffers "
                                              "and their groups");
    /* in the hosts list it said "... or the hosts list (H)" to S (a trial) */
    else if (cur(a)->view == &xt_view_peak && a->focus == XF_RIGHT)
        snprintf(a->status, sizeof a->status, "nothing to sort here: one group of ops alike at the pool's "
                                              "peak, in the order they were allocated");
    else if (a->focus == XF_LEFT && a->left_view == &xt_list_hosts)
        snprintf(a->status, sizeof a->status, "the hosts list sorts with s (by verdict, or file order); S "
                                              "reverses a list of buffers");
    /* a comparison's lists: one order, said so ("s sorts a list of
     * buffers" over one: a trial) */
    else if (a->cmp && !a->cmp->side && a->focus == XF_RIGHT && cur(a)->view == &xt_cmp_view_params)
        snprintf(a->status, sizeof a->status, "a comparison's parameters keep their place's order; x shows "
                                              "BEFORE or AFTER alone, whose parameters s sorts by size");
    else if (a->cmp && !a->cmp->side && a->focus == XF_RIGHT)
        snprintf(a->status, sizeof a->status, "a comparison's lists keep one order, the largest change first; "
                                              "x shows BEFORE or AFTER alone, whose lists s sorts");
    else
        snprintf(a->status, sizeof a->status,
                 "nothing to sort here: s sorts a list of buffers (Enter on a role of the plan), the "
                 "parameters (Enter on its row) or the hosts list (H)");
    return false;
}

/* The grouping of the list shown when it is a list of groups (b), else 0. */
static int groups_shown(xt_app *a)
{
    xt_navframe *f = cur(a);
    return f->view == &xt_view_bufs && !f->gkey && !f->flat ? grouping(a, f) : 0;
}

/* The status line after s or S: the list's order ("groups sorted by
 * Python line" in a list of groups). */
static void sort_said(xt_app *a)
{
    int g = groups_shown(a);
    if (cur(a)->view == &xt_view_params)
        snprintf(a->status, sizeof a->status, "parameters %s (s: %s)",
                 a->params_by_size ? (a->params_reverse ? "by size, smallest first" : "by size, largest first")
                                   : (a->params_reverse ? "by place, reversed" : "by place"),
                 a->params_by_size ? "by place" : "by size");
    else if (g)
        snprintf(a->status, sizeof a->status, "groups sorted by %s%s (s: by %s)",
                 !a->groups_by_key ? "size" : group_names[g], a->groups_reverse ? ", reversed" : "",
                 !a->groups_by_key ? group_names[g] : "size");
    else
        snprintf(a->status, sizeof a->status, "sorted by %s%s", xt_sort_name(a->sort),
                 a->reverse ? ", reversed" : "");
}

static void k_sort(xt_app *a)
{
    if (a->focus == XF_LEFT && a->left_view == &xt_list_hosts) {
        a->hosts_by_verdict = !a->hosts_by_verdict;
        if (a->left_cursor < a->left.nrows && a->left.rows[a->left_cursor].kind == XT_T_HOST)
            a->left_want_host = a->left.rows[a->left_cursor].target;
        snprintf(a->status, sizeof a->status, "%s", a->hosts_by_verdict
                 ? "hosts by verdict: the worst first, then those that fail, cannot be read, "
                   "have a warning, the rest (s: file order)"
                 : "hosts in file order");
        return;
    }
    if (!sortable(a))
        return;
    keep_cursor_row(a, cur(a)); /* the buffer selected stays selected, as in ncdu */
    /* a list of groups: by size or by their key, s going from one to the
     * other (the keys of the buffers' sorts are not the groups') */
    if (cur(a)->view == &xt_view_params)
        a->params_by_size = !a->params_by_size;
    else if (groups_shown(a))
        a->groups_by_key = !a->groups_by_key;
    else
        a->sort = (xt_sort)((a->sort + 1) % XT_NSORT);
    sort_said(a);
}

static void k_reverse(xt_app *a)
{
    if (!sortable(a))
        return;
    keep_cursor_row(a, cur(a)); /* the buffer selected stays selected (S kept its place: a review) */
    if (cur(a)->view == &xt_view_params)
        a->params_reverse = !a->params_reverse;
    else if (groups_shown(a))
        a->groups_reverse = !a->groups_reverse;
    else
        a->reverse = !a->reverse;
    sort_said(a);
}

/* b: the live-at-peak list flat, or grouped by Python line, shape, role */
static void k_group(xt_app *a)
{
    if (cur(a)->view == &xt_view_orig && a->focus == XF_RIGHT) {
        /* a group without arrays (the bytes from before the capture): no
         * list to group ("grouped by shape" changed nothing: a trial) */
        bool arrays = false;
        for (size_t i = 0; i < a->right.nrows && !arrays; i++)
            arrays = a->right.rows[i].kind == XT_T_ALLOC || a->right.rows[i].kind == XT_T_ARRAYGROUP ||
                     a->right.rows[i].kind == XT_T_BEFORE;
        if (!arrays) {
            snprintf(a->status, sizeof a->status, "nothing to group here: this group lists no arrays");
            return;
        }
        if (cur(a)->flat) { /* opened flat by a search: b's grouping back first */
            cur(a)->flat = cur(a)->flat_search = false;
            if (a->arrays_by_shape) {
                cur(a)->cursor = SIZE_MAX;
                snprintf(a->status, sizeof a->status, "grouped by shape");
                return;
            }
        }
        a->arrays_by_shape = !a->arrays_by_shape;
        cur(a)->cursor = SIZE_MAX;
        snprintf(a->status, sizeof a->status, "%s", a->arrays_by_shape ? "grouped by shape" : "not grouped");
        return;
    }
    if (cur(a)->view == &xt_view_cur_bufs && a->focus == XF_RIGHT) {
        /* a list at the chart's cursor: it sorts; grouping is the heap
         * peak's (b sent the user back to the step just taken: a trial) */
        snprintf(a->status, sizeof a->status,
                 "b groups the heap peak's lists (h to the plan, ^, then Enter on a role); this list, "
                 "at the cursor's event, sorts with s and S");
        return;
    }
    if (cur(a)->view == &xt_view_peak && a->focus == XF_RIGHT) {
        /* a pool's live group at its peak (a capture without modules):
         * ops alike, nothing to group them by (it sent the user to the
         * live group just opened: a trial) */
        snprintf(a->status, sizeof a->status,
                 "nothing to group here: this is one group of ops alike at the pool's peak (no plan: no "
                 "Python line or role to group them by)");
        return;
    }
    if (cur(a)->view != &xt_view_bufs || a->focus != XF_RIGHT) {
        /* on the row that opens one: Enter first (the message named the
         * row the cursor was on as where to go: a trial) */
        const xt_row *r = a->focus == XF_RIGHT && cur(a)->cursor < a->right.nrows ? &a->right.rows[cur(a)->cursor]
                                                                                  : NULL;
        bool opens = r && ((cur(a)->view == &xt_view_plan && (r->kind == XT_T_ROLE || r->kind == XT_T_ALLBUFS)) ||
                           ((cur(a)->view == &xt_view_rt || cur(a)->view == &xt_view_fam) && r->kind == XT_T_ORIGIN));
        snprintf(a->status, sizeof a->status, "%s",
                 opens ? "b groups the list this row opens, where it lists buffers or arrays: Enter, then b"
                       : "nothing to group here: b groups a list of buffers (Enter on a role of the plan, "
                         "or on a live group of the runtime view)");
        return;
    }
    cur(a)->unfold = false; /* another list: summed again */
    if (cur(a)->flat) { /* opened flat by a search: b's grouping back first */
        cur(a)->flat = cur(a)->flat_search = false;
        if (grouping(a, cur(a))) {
            cur(a)->cursor = SIZE_MAX;
            snprintf(a->status, sizeof a->status, "grouped by %s", group_names[grouping(a, cur(a))]);
            return;
        }
    }
    /* the cursor's buffer (a group's row: its first buffer) stays under
     * the cursor, on its row or its group's (b b b went back to the
     * list's first row: a trial) */
    const xt_plan *p = a->module < an(a)->host->nmodules ? an(a)->plans[a->module] : NULL;
    const xt_row *r = cur(a)->cursor < a->right.nrows ? &a->right.rows[cur(a)->cursor] : NULL;
    size_t keep = p && r && (r->kind == XT_T_BUFFER || r->kind == XT_T_LIVEGROUP) && r->target < p->nlive
                      ? r->target
                      : SIZE_MAX;
    /* ... the buffer the last b kept, where no key came between: its
     * group's row names another, its first */
    if (keep != SIZE_MAX && r->kind == XT_T_LIVEGROUP && a->group_keep_key + 1 == a->keyno &&
        a->group_keep < p->nlive)
        keep = a->group_keep;
    a->group_keep = keep;
    a->group_keep_key = a->keyno;
    a->group_by = next_grouping(a, cur(a));
    cur(a)->cursor = SIZE_MAX;
    if (keep != SIZE_MAX) {
        int g = grouping(a, cur(a));
        cur(a)->want_kind = g ? XT_T_LIVEGROUP : XT_T_BUFFER;
        cur(a)->want_target = keep;
        /* a group's row names its first buffer in the frame */
        const char *k = g ? group_key(&p->live[keep], g) : NULL;
        for (size_t i = 0; k && i < keep; i++)
            if (in_frame(cur(a), &p->live[i]) && !strcmp(group_key(&p->live[i], g), k)) {
                cur(a)->want_target = i;
                break;
            }
    }
    snprintf(a->status, sizeof a->status, "%s%s", a->group_by ? "grouped by " : "not grouped",
             group_names[grouping(a, cur(a))]);
}

/* The origin of the live group under the runtime view's cursor ("" if
 * none), before a module or host switch: the next module's group of the
 * same origin gets the cursor (a trial: "allocated before the capture"
 * on one module landed on the step's parameters of the next). */
/* The live set at the shown execution's start, as the runtime view
 * groups it (in the frame's arena); false when the module has none. */
static bool live_shown(xt_app *a, xt_live_set *ls)
{
    const xt_module_runtime *r = an(a) ? xt_analysis_mrt(an(a), a->module) : NULL;
    if (!r || !r->nexecs || !r->allocator)
        return false;
    size_t e = a->exec < r->nexecs ? a->exec : r->nexecs - 1;
    *ls = xt_live_at(&a->frame_arena, an(a), a->module, r, e, false);
    return true;
}

static void origin_of_group(xt_app *a, size_t g)
{
    a->want_origin[0] = 0;
    a->want_source[0] = 0;
    xt_live_set ls;
    if (live_shown(a, &ls) && g < ls.ng) {
        snprintf(a->want_origin, sizeof a->want_origin, "%s", ls.g[g].origin);
        snprintf(a->want_source, sizeof a->want_source, "%s", ls.g[g].source ? ls.g[g].source : "");
    }
}

/* The shown live set's "By module" rows (xt_live_families), in the
 * frame's arena: how many. */
static size_t families_shown(xt_app *a, xt_live_family **fam)
{
    xt_live_set ls;
    *fam = NULL;
    return live_shown(a, &ls) ? xt_live_families(ls.g, ls.ng, &a->frame_arena, fam) : 0;
}

/* The module whose outputs the "By module" row of top group g shows (of
 * the execution shown), in a->want_family: [ ] find its row again. */
static void family_of_group(xt_app *a, size_t g)
{
    a->want_family[0] = 0;
    xt_live_family *fam;
    size_t nf = families_shown(a, &fam);
    for (size_t k = 0; k < nf; k++)
        if (fam[k].top == g && fam[k].mlen < sizeof a->want_family) {
            memcpy(a->want_family, fam[k].module, fam[k].mlen);
            a->want_family[fam[k].mlen] = 0;
        }
}

/* The "By module" row of a->want_family in the runtime view built: f's
 * target (left to the first such row when there is none). */
static void family_target(xt_app *a, xt_navframe *f)
{
    xt_live_family *fam;
    size_t nf = families_shown(a, &fam);
    for (size_t k = 0; k < nf; k++)
        if (fam[k].mlen == strlen(a->want_family) && !memcmp(fam[k].module, a->want_family, fam[k].mlen))
            for (size_t i = 0; i < a->right.nrows; i++)
                if (a->right.rows[i].kind == XT_T_FAMILY && a->right.rows[i].target == fam[k].top) {
                    f->want_target = fam[k].top; /* its row, where the view has one */
                    return;
                }
    /* one execution's outputs left of them: no "By module" row, their
     * group's row (the cursor went to the executions' table though
     * "outputs of jit_train_step execution 1" was live: a trial) */
    xt_live_set ls;
    if (!live_shown(a, &ls))
        return;
    const char *pre = xt_arena_printf(&a->frame_arena, "outputs of %s execution ", a->want_family);
    for (size_t i = 0; i < a->right.nrows; i++) {
        size_t g = a->right.rows[i].target;
        if (a->right.rows[i].kind == XT_T_ORIGIN && g < ls.ng && !strncmp(ls.g[g].origin, pre, strlen(pre))) {
            f->want_kind = XT_T_ORIGIN;
            f->want_target = g;
            return;
        }
    }
}

static void remember_origin(xt_app *a)
{
    a->want_origin[0] = 0;
    const xt_navframe *f = cur(a);
    if (!an(a) || f->view != &xt_view_rt || f->cursor >= a->right.nrows ||
        a->right.rows[f->cursor].kind != XT_T_ORIGIN)
        return;
    origin_of_group(a, a->right.rows[f->cursor].target);
}

/* Before a module or host switch (select_module, hosts_enter): the kind
 * of the runtime view's row under the cursor (0 in another view), for
 * rt_cursor_like, and its live group's origin.  A host freed for the one
 * being loaded had its origin taken before (hosts_enter's pending load):
 * kept. */
static int remember_cursor(xt_app *a)
{
    const xt_navframe *f = cur(a);
    int kind = f->view == &xt_view_rt && f->cursor < a->right.nrows ? a->right.rows[f->cursor].kind : 0;
    if (an(a))
        remember_origin(a);
    return kind;
}

/* In a new runtime view frame: the cursor on the first row of kind (a
 * live group's) if it has one, else on the selected execution. */
static void rt_cursor_like(xt_app *a, int kind)
{
    if (kind == XT_T_ORIGIN || kind == XT_T_FAMILY) {
        cur(a)->want_kind = kind;
        cur(a)->want_target = SIZE_MAX; /* the first of them */
        cur(a)->want_else_exec = true;
        return;
    }
    want_exec(a);
}

/* Put the cursor on the selected execution's row. */
static void want_exec(xt_app *a)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    const xt_allocator *pool = xt_analysis_main_pool(an(a));
    if (!an(a)->host->nmodules && pool) { /* no executions: the charted allocator */
        cur(a)->want_kind = XT_T_POOL;
        cur(a)->want_target = (size_t)(pool - an(a)->rt->allocators);
        return;
    }
    if (!r || !r->nexecs) {
        /* none on the selected device: its row (r went to GPU 0's while
         * GPU 4 stayed selected: a trial) */
        if (an(a)->device < an(a)->rt->ndevices && an(a)->rt->ndevices > 1) {
            cur(a)->want_kind = XT_T_DEVICE;
            cur(a)->want_target = an(a)->device;
        }
        return;
    }
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = a->exec == SIZE_MAX ? r->nexecs - 1 : a->exec;
}

static void k_runtime(xt_app *a)
{
    reset_to(a, &xt_view_rt);
    a->focus = XF_RIGHT;
    want_exec(a);
    /* it opens on the execution, under the chart: the devices table that
     * names the failed GPU is above, off an 80x24 screen (a trial) */
    const xt_prepared *pr = xt_analysis_prepared(an(a), a->module);
    const xt_devices *v = pr ? pr->devices : NULL;
    if (v && v->ran >= 2 && !strcmp(a->status, HINT)) {
        const xt_runtime *rt = an(a)->rt;
        bool named = v->failed < v->n && v->rows[v->failed].device < rt->ndevices;
        const char *label = named ? xt_safe(&a->frame_arena, rt->devices[v->rows[v->failed].device].label) : "";
        /* counted as the title and the diagnosis count them: "GPU 5
         * failed: ...; GPUs 0-4, 6-7 ran it" and "the other 7 ran it too"
         * over "8 ran it (GPU 5 failed)" (a trial) */
        if (named && v->rows[v->failed].never_launched)
            snprintf(a->status, sizeof a->status, "g: the devices table above: %s failed, the other %zu ran it",
                     label, v->ran - 1);
        else
            snprintf(a->status, sizeof a->status, "g: the devices table above, %zu ran it%s", v->ran,
                     named ? xt_arena_printf(&a->frame_arena, " (%s waited for memory)", label) : "");
    }
}
static void k_plan(xt_app *a) { reset_to(a, &xt_view_plan); a->focus = XF_RIGHT; }

static void k_hosts(xt_app *a)
{
    if (a->cap->nhosts < 2) {
        /* its devices are where a user of an 8-GPU host looks next (H
         * said only this: a trial) */
        size_t nd = an(a)->rt->ndevices;
        if (nd > 1)
            snprintf(a->status, sizeof a->status, "this run has one host; its %zu devices: r, then g", nd);
        else
            snprintf(a->status, sizeof a->status, "this run has one host");
        return;
    }
    if (a->left_view == &xt_list_hosts && (a->focus != XF_LEFT || a->left_hidden)) {
        /* open but not focused: focused, not closed (H closed it, and j and
         * Enter went to the devices table under: a trial) */
        places s = places_take(a);
        left_list_shown(a);
        places_keep(a, &s);
        snprintf(a->status, sizeof a->status, "hosts list: Enter opens a host; H again closes it");
        return;
    }
    places s = places_take(a); /* the view narrows or widens: its cursor stays on its row */
    a->left_view = a->left_view == &xt_list_hosts ? &xt_list_modules : &xt_list_hosts;
    a->left_cursor = a->left_view == &xt_list_hosts ? a->host : a->module;
    if (a->left_view == &xt_list_hosts) /* its row, once the list is built (s orders it) */
        a->left_want_host = a->host;
    left_list_shown(a);
    places_keep(a, &s);
}

/* Whether a file of the run that could not be read has changed since. */
static bool unread_changed(const xt_app *a)
{
    for (size_t i = 0; a->summaries && i < a->cap->nhosts; i++)
        if (xt_summary_file_changed(&a->summaries[i]))
            return true;
    return false;
}

static void k_runs(xt_app *a)
{
    /* the open host changed on disk, or a file that could not be read did
     * (repaired, written out): the run again */
    if (!a->cmp && (xt_host_changed(an(a)->host) || unread_changed(a))) {
        /* reload the open run ("" for a single file): main.c reopens it */
        a->switch_run = a->cap->run ? a->cap->run : "";
        a->quit = true;
        return;
    }
    /* runs written since the open (a job still tracing: R listed only
     * those there at the start, a trial) */
    bool opening = a->left_view != &xt_list_runs;
    size_t joined = opening ? xt_capture_rescan_runs(a->cap) : 0;
    if (a->cap->nruns < 2) {
        snprintf(a->status, sizeof a->status, "the capture has one run");
        return;
    }
    places s = places_take(a); /* the view narrows or widens: its cursor stays on its row */
    a->left_view = a->left_view == &xt_list_runs ? &xt_list_modules : &xt_list_runs;
    if (a->left_view == &xt_list_runs) { /* read again at each R: runs come and go */
        if (!a->run_info || a->nrun_info != a->cap->nruns) {
            free(a->run_info);
            a->run_info = xt_xcalloc(a->cap->nruns, sizeof *a->run_info);
            a->nrun_info = a->cap->nruns;
        }
        for (size_t i = 0; i < a->cap->nruns; i++)
            run_info(a, i, a->run_info[i], sizeof a->run_info[i]);
    }
    a->left_cursor = 0;
    if (a->left_view == &xt_list_runs)
        for (size_t i = 0; i < a->cap->nruns; i++)
            if (is_open_run(a, i))
                a->left_cursor = 2 * i; /* each run is a row and its details */
    left_list_shown(a);
    places_keep(a, &s);
    if (joined)
        snprintf(a->status, sizeof a->status, "%zu run%s written since the capture was opened: listed",
                 joined, xt_plural(joined));
}

static void k_help(xt_app *a) { a->help = !a->help; a->help_top = 0; }
static void k_modules(xt_app *a)
{
    places s = places_take(a); /* the view's cursor stays on its row */
    if (a->cmp) /* the user's own choice now: a side leaving keeps it */
        a->cmp->left_auto_hidden = false;
    if (a->left_hidden || left_auto_off(a)) {
        a->left_hidden = false;
        a->left_wanted = true;
    } else {
        a->left_hidden = true;
        a->left_wanted = false;
    }
    if (a->left_hidden && a->focus == XF_LEFT)
        a->focus = XF_RIGHT;
    places_keep(a, &s);
}
static void k_quit(xt_app *a) { a->quit = true; }
/* What Esc closes next, in k_esc's order after a search and a message:
 * the zoom, the diagnosis pane when focused, a list when focused, the
 * diagnosis pane, a list; NULL for nothing. */
static const char *esc_next(const xt_app *a)
{
    if (a->zoom)
        return "the zoom";
    /* the comparison's lower pane is its estimates (the key bar's "d
     * estimates"; Esc said "the diagnosis pane" there: a trial) */
    const char *lower = a->cmp && !a->cmp->side ? "the estimates pane" : "the diagnosis pane";
    if (a->diag_open && a->focus == XF_DIAG)
        return lower;
    if (left_list_open(a) && a->focus == XF_LEFT)
        return a->left_view == &xt_list_hosts ? "the hosts list" : "the runs list";
    if (a->diag_open)
        return lower;
    if (left_list_open(a))
        return a->left_view == &xt_list_hosts ? "the hosts list" : "the runs list";
    return NULL;
}

static void keep_cursor_row(xt_app *a, xt_navframe *f);

/* Whether frame f lists buffers (a plan list, not its groups): what a
 * search listed each, or Esc summed again, is said of buffers then. */
static bool lists_buffers(const xt_app *a, const xt_navframe *f)
{
    if (f->view == &xt_view_bufs)
        return !(grouping(a, f) && !f->gkey && !f->flat);
    return f->view == &xt_view_group || f->view == &xt_view_cur_bufs;
}

static void k_esc(xt_app *a)
{
    bool had_diag = a->diag_open;
    const char *next = NULL;
    if (a->help)
        a->help = false;
    else if (a->searching)
        a->searching = false;
    else if (a->search[0]) {
        /* the last search first (its highlight, n, N), as less and vim's
         * :noh: Esc after a search closed the diagnosis pane (a trial) */
        a->search[0] = 0;
        /* and the groups it listed each are summed again in one row
         * (they stayed listed until the live set changed: a trial) */
        bool refold = false, regroup = cur(a)->flat_search && cur(a)->flat;
        for (int d = 0; d <= a->depth; d++)
            if (a->stack[d].unfold) {
                a->stack[d].unfold = false;
                refold = true;
            }
        /* a grouped list the search listed ungrouped ("ungrouped for the
         * search" in its title): grouped again (it stayed ungrouped until
         * b: a trial) */
        for (int d = 0; d <= a->depth; d++)
            if (a->stack[d].flat_search) {
                a->stack[d].flat = a->stack[d].flat_search = false;
                if (d == a->depth)
                    a->stack[d].cursor = SIZE_MAX; /* its rows are groups again */
            }
        if (refold && !regroup) /* placed by the key's build (the summed row, where its row went) */
            keep_cursor_row(a, cur(a));
        next = esc_next(a);
        const xt_view *gv = cur(a)->view;
        snprintf(a->status, sizeof a->status, "search cleared%s%s%s",
                 regroup ? (gv == &xt_view_orig ? ", grouped by shape again"
                                                : xt_arena_printf(&a->frame_arena, ", grouped by %s again",
                                                                  group_names[grouping(a, cur(a))]))
                 : !refold                  ? ""
                 : lists_buffers(a, cur(a)) ? ", the rest summed again in one row"
                                            : ", small groups summed again",
                 next ? ": Esc again closes " : "", next ? next : "");
        return;
    } else if (a->zoom) {
        /* every pane again first: Esc closed a pane the zoom hid (a
         * trial); its "zoomed: ..." is no message to dismiss */
        k_zoom(a);
        snprintf(a->status, sizeof a->status, "every pane shown again (z zooms)");
        return;
    } else if (a->esc_dismisses) {
        /* the message only (Esc to be rid of it closed the diagnosis
         * pane too: a trial); Esc again goes on, and says what it does
         * (it said the diagnosis pane where it closed the hosts list) */
        next = esc_next(a);
        snprintf(a->status, sizeof a->status, "message dismissed%s%s", next ? ": Esc again closes " : "",
                 next ? next : "");
        return;
    } else if (a->diag_open && a->focus == XF_DIAG)
        k_diag(a);
    else if (left_list_open(a)) {
        /* the hosts or runs list, focused or not, as the help says (from
         * the view it stayed without a word, from the list it went
         * without one: trials) */
        if (a->focus == XF_LEFT || !a->diag_open)
            close_left_list(a);
        else
            k_diag(a);
    } else if (a->diag_open) { /* as the help says: from any pane */
        k_diag(a);
    } else if (a->depth > 0) {
        /* nothing left to close: where it did nothing in a buffer's
         * detail, the key that goes back (a trial at 3 a.m. took Esc
         * for it) */
        snprintf(a->status, sizeof a->status, "nothing to close: h (or Left) goes back up a level");
        return;
    }
    /* the pane gone: said, with the key that brings it back (it closed
     * without a word: a trial) */
    if (!a->diag_open && had_diag && !strcmp(a->status, HINT))
        snprintf(a->status, sizeof a->status, "diagnosis closed: d opens it");
}

static void k_search(xt_app *a)
{
    a->searching = true;
    a->query_len = 0;
    a->query[0] = 0;
}

/* Columns of the focused pane a row shows (its cursor column and a cut
 * marker aside). */
static int visible_cols(xt_app *a, const xt_text *t, size_t r)
{
    xt_layout l;
    xt_app_layout(a, &l);
    int w = a->focus == XF_LEFT ? l.left_w : a->focus == XF_DIAG ? a->cols : l.right_w;
    return 1 + (int)xt_text_row_width(t, r) > w ? w - 2 : w - 1;
}

/* What a search reads of a text: its rows, and beyond a buffer row's
 * text the buffer's whole shape, source, instruction and op_name (the
 * list cuts the first two at its columns and shows no op_name; a trial
 * searched for an op_name).  The live set at the chart's cursor, which
 * XT_T_CUR_BUFFER rows index, is taken once a search (it sorts the set). */
typedef struct {
    const xt_text *t;
    xt_heap_point cur;
    int cur_taken; /* 0 not yet, 1 taken, -1 none */
    const xt_view *list; /* a list one Enter down (view): only the rows a */
    size_t from;         /* search reads there, from this row on */
} search_rows;

static search_rows search_of(const xt_text *t) { return (search_rows){ .t = t }; }

/* A list one Enter down (view v): the rows a search reads there, from row
 * `from` on: a buffer list's buffers or groups, not its column header nor
 * its total (a search for "shape" is not for every list); an origin's
 * arrays, not its heading (what its group's row said). */
static search_rows search_list(const xt_text *t, const xt_view *v, size_t from)
{
    return (search_rows){ .t = t, .list = v, .from = from };
}

/* The focused pane t as a search reads it: a list a search opened one
 * Enter down as it read it there (its count of matches the same). */
static search_rows search_pane(xt_app *a, const xt_text *t)
{
    if (t != &a->right || !cur(a)->searched)
        return search_of(t);
    size_t from = 0; /* an origin's arrays: under its heading and columns */
    for (size_t i = 0; cur(a)->view == &xt_view_orig && i < t->nrows; i++)
        if (xt_row_is_heading(t, i))
            from = i + 1;
    return search_list(t, cur(a)->view, from);
}

/* The buffer row r of s's text shows (NULL: not a buffer's row). */
static const xt_live_buf *row_buf(xt_app *a, search_rows *s, size_t r)
{
    const xt_row *row = &s->t->rows[r];
    if (s->t == &a->left || s->t == &a->diag)
        return NULL;
    if (row->kind == XT_T_CMP_BUF) /* a comparison's group: a side's buffer */
        return xt_cmp_app_row_buf(a, row);
    if (a->module >= an(a)->host->nmodules)
        return NULL;
    const xt_plan *p = an(a)->plans[a->module];
    if (row->kind == XT_T_BUFFER)
        return row->target < p->nlive ? &p->live[row->target] : NULL;
    if (row->kind != XT_T_CUR_BUFFER)
        return NULL;
    if (!s->cur_taken)
        s->cur_taken = xt_chart_live_set(a, &a->frame_arena, &s->cur) ? 1 : -1;
    return s->cur_taken > 0 && row->target < s->cur.nlive ? &s->cur.live[row->target] : NULL;
}

/* The first of b's fields that has needle, its name in *what; NULL: none. */
static const char *buf_field(const xt_live_buf *b, const char *needle, const char **what)
{
    const char *f[] = { b->shape, b->source, b->instr ? b->instr->name : NULL,
                        b->via ? b->via->name : NULL, b->instr ? b->instr->op_name : NULL };
    static const char *const names[] = { "shape", "source", "instruction", "via", "op_name" };
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        if (f[i] && xt_ci_find(f[i], needle)) {
            *what = names[i];
            return f[i];
        }
    return NULL;
}

/* Whether row r has needle anywhere: also in the part its pane cuts off
 * (a search for a name the pane shows only in part must find it; find()
 * then shows that part on the status line), and in a buffer's fields. */
/* A host's hostname or file name (its last part) where row r of t is the
 * hosts list's row of a host and that matches needle; *what says which. */
static const char *host_field(xt_app *a, const xt_text *t, size_t r, const char *needle, const char **what)
{
    if (t != &a->left || a->left_view != &xt_list_hosts || t->rows[r].kind != XT_T_HOST ||
        t->rows[r].target >= a->cap->nhosts)
        return NULL;
    const xt_host *h = &a->cap->hosts[t->rows[r].target];
    if (h->hostname && xt_ci_find(h->hostname, needle)) {
        *what = "hostname";
        return h->hostname;
    }
    const char *f = h->path ? strrchr(h->path, '/') : NULL;
    f = f ? f + 1 : h->path;
    if (f && xt_ci_find(f, needle)) {
        *what = "file";
        return f;
    }
    return NULL;
}

static uint8_t *kept_found(xt_app *a, const xt_text *t, size_t r, const char *needle);
static bool row_has(xt_app *a, search_rows *s, size_t r, const char *needle, char *buf, size_t cap);

static bool row_matches(xt_app *a, search_rows *s, size_t r, const char *needle)
{
    const xt_text *t = s->t;
    char buf[2048];
    if (t == &a->right && xt_chart_row(a, r)) /* a chart is a picture: not searched */
        return false;
    int k = t->rows[r].kind;
    if (r < s->from ||
        ((s->list == &xt_view_bufs || s->list == &xt_view_cur_bufs) && (!k || k == XT_T_ALLBUFS || k == XT_T_CUR_ALL)) ||
        (s->list == &xt_cmp_view_group && k != XT_T_CMP_BUF) || /* its buffers, not each side's heading */
        (s->list == &xt_cmp_view_live && k != XT_T_CMP_GROUP) || /* its groups */
        (s->list == &xt_view_peak && k != XT_T_PEAK_ALLOC))       /* its allocations */
        return false;
    /* a row of the rows kept across keys: read once for a needle (n in a
     * search's whole list of 200,000 buffers read every row twice: 500
     * ms a key) */
    uint8_t *seen = kept_found(a, t, r, needle);
    if (seen && *seen)
        return *seen == 2;
    bool m = row_has(a, s, r, needle, buf, sizeof buf);
    if (seen)
        *seen = m ? 2 : 1;
    return m;
}

/* Where row r of t is one of the rows kept across keys, the byte that
 * remembers whether it has needle (NULL: not such a row). */
static uint8_t *kept_found(xt_app *a, const xt_text *t, size_t r, const char *needle)
{
    if (!t->kept_at || r < t->kept_at - 1 || r - (t->kept_at - 1) >= t->kept_n)
        return NULL;
    /* the rows kept by the app's lists, or by a comparison's live page
     * (its kept_id tagged XT_KEPT_CMP: n on a page of 200,000 groups
     * read its 400,000 rows at each key, 270 ms) */
    struct xt_rowmemo *c = &a->rowmemo;
    struct xt_cmp_live_memo *l = a->cmp && (t->kept_id & XT_KEPT_CMP) ? &a->cmp->live : NULL;
    bool valid = l ? l->valid : c->valid;
    size_t builds = l ? (l->builds | XT_KEPT_CMP) : c->builds, nrows = l ? l->text.nrows : c->text.nrows;
    uint8_t **found = l ? &l->found : &c->found;
    char *found_for = l ? l->found_for : c->found_for;
    size_t *found_builds = l ? &l->found_builds : &c->found_builds, *found_n = l ? &l->found_n : &c->found_n;
    if (!valid || t->kept_id != builds || t->kept_n != nrows || strlen(needle) >= sizeof c->found_for)
        return NULL;
    if (!*found || *found_builds != builds || *found_n != nrows || strcmp(found_for, needle)) {
        free(*found);
        *found = xt_xcalloc(nrows ? nrows : 1, 1);
        *found_builds = builds;
        *found_n = nrows;
        snprintf(found_for, sizeof c->found_for, "%s", needle);
    }
    return &(*found)[r - (t->kept_at - 1)];
}

static bool row_has(xt_app *a, search_rows *s, size_t r, const char *needle, char *buf, size_t cap)
{
    const xt_text *t = s->t;
    int k = t->rows[r].kind;
    /* laid out only where it may have it (12% of a search's Enter over
     * 200,000 buffers) */
    if (xt_text_row_may_have(t, r, needle, buf, cap)) {
        xt_text_row_plain(t, r, buf, cap, (int)cap - 1, false);
        if (xt_ci_find(buf, needle))
            return true;
    }
    /* a planless pool's allocation: its op's path, not its status line's
     * words ("requested" in every row's whole) */
    if (k == XT_T_PEAK_ALLOC) {
        const xt_pool_peak *pk = t == &a->right || s->list ? xt_analysis_pool_peak(an(a)) : NULL;
        size_t ev = t->rows[r].target;
        return pk && ev < pk->al->nevents && pk->al->events[ev].origin &&
               xt_ci_find(pk->al->events[ev].origin, needle);
    }
    /* a row its view shortened itself (an op's path by its end, "outputs
     * of M exec N"): its whole text, as the status line shows it ("/word_
     * embeddings" was not found on the row that cut it: a review) */
    if (t->rows[r].whole && xt_ci_find(t->rows[r].whole, needle))
        return true;
    /* a host's row names it by hostname or by file: a search finds
     * either ("/0005" found nothing where the status line said "host
     * fixture-host (file node-0005)": a trial) */
    const char *what;
    if (host_field(a, t, r, needle, &what))
        return true;
    /* the modules list shows names cut to its pane: a search is for the
     * whole name */
    if (t == &a->left && a->left_view == &xt_list_modules && t->rows[r].kind == XT_T_MODULE &&
        t->rows[r].target < an(a)->host->nmodules)
        return xt_ci_find(an(a)->host->modules[t->rows[r].target].name, needle) != NULL;
    const xt_live_buf *b = row_buf(a, s, r);
    return b && buf_field(b, needle, &what);
}

/* Up to 60 bytes of s around m (a match of mlen bytes in it), on whole
 * characters, with the cut marker where it is cut, into out. */
static void around(const char *s, const char *m, size_t mlen, char *out, size_t cap, bool utf8)
{
    /* from 24 bytes before the match, on a character's first byte, and
     * at a word's start when a space lies between there and the match
     * ("…rd   model.py:97" began inside "forward": a trial) */
    const char *from = m - s > 24 ? m - 24 : s;
    while (from > s && ((unsigned char)*from & 0xc0) == 0x80)
        from--;
    if (from > s && from[-1] != ' ') {
        const char *w = from;
        while (w < m && *w != ' ')
            w++;
        if (w < m) {
            while (w < m && *w == ' ')
                w++;
            from = w;
        }
    }
    size_t n = strlen(from), keep = cap - 8 < 60 ? cap - 8 : 60;
    if (n > keep && strlen(m) <= keep) {
        /* the rest from the match fits: start later, at a word, so that
         * the end shows ("sizes, inferr…" cut the label: a trial) */
        const char *w = from + (n - keep);
        while (w < m && w[-1] != ' ')
            w++;
        from = w;
        n = strlen(from);
    }
    if (n > keep) { /* end on a character's first byte */
        n = keep;
        while (n > 0 && ((unsigned char)from[n] & 0xc0) == 0x80)
            n--;
        /* and at a word's end when a space lies between the match's end
         * and there ("in use 12.0 GiB (meas" ended inside a label: a
         * trial) */
        size_t e = (size_t)(m - from) + mlen, w = n;
        while (w > e && from[w] != ' ')
            w--;
        if (w > e) {
            while (w > e && from[w - 1] == ' ')
                w--;
            n = w;
        }
    }
    snprintf(out, cap, "%s%.*s%s", from > s ? XT_CUT_GLYPH(utf8) : "", (int)n, from,
             from[n] ? XT_CUT_GLYPH(utf8) : "");
}

/* When row r's match lies in the part its pane cuts off: that part of the
 * row, around the match, into out ("" when the match is on screen). */
static void cut_match(xt_app *a, const xt_text *t, size_t r, const char *needle, char *out,
                      size_t cap)
{
    char vis[2048], full[2048];
    out[0] = 0;
    int cols = visible_cols(a, t, r);
    if (cols < 1 || cap < 8)
        return;
    xt_text_row_plain(t, r, vis, sizeof vis, cols, false);
    if (xt_ci_find(vis, needle))
        return;
    xt_text_row_plain(t, r, full, sizeof full, (int)sizeof full - 1, false);
    const char *m = xt_ci_find(full, needle);
    if (m)
        around(full, m, strlen(needle), out, cap, a->utf8);
    else if (t->rows[r].whole && (m = xt_ci_find(t->rows[r].whole, needle))) /* the part the view cut */
        around(t->rows[r].whole, m, strlen(needle), out, cap, a->utf8);
}

/* When needle is not in row r's text but in its buffer's fields: "in its
 * op_name: ...attention/softmax..." into out; when it is in the part of
 * the row its pane cuts off, that part: "cut off: ...model.py:88..." (a
 * list one Enter down at 60x20 showed neither the match nor where it
 * was: a trial); else "". */
static void field_match(xt_app *a, search_rows *s, size_t r, const char *needle, char *out, size_t cap)
{
    char full[2048], part[80];
    out[0] = 0;
    xt_text_row_plain(s->t, r, full, sizeof full, (int)sizeof full - 1, false);
    const char *in_row = xt_ci_find(full, needle);
    int cols = in_row ? visible_cols(a, s->t, r) : 0;
    if (cols > 0) {
        char vis[2048];
        xt_text_row_plain(s->t, r, vis, sizeof vis, cols, false);
        if (!xt_ci_find(vis, needle)) {
            around(full, in_row, strlen(needle), part, sizeof part, a->utf8);
            snprintf(out, cap, "cut off: %s", part);
        }
        return;
    }
    const xt_live_buf *b = in_row ? NULL : row_buf(a, s, r);
    const char *what, *f = b ? buf_field(b, needle, &what) : NULL;
    if (!f && !in_row)
        f = host_field(a, s->t, r, needle, &what);
    if (!f)
        return;
    around(f, xt_ci_find(f, needle), strlen(needle), part, sizeof part, a->utf8);
    snprintf(out, cap, "in its %s: %s", what, xt_safe(&a->frame_arena, part));
}

static const char *exec_range_note(xt_app *a, bool only_missing);

/* The runtime view on screen lists only the executions near the selected
 * one (src/view.c): a search that matches nothing there looks through the
 * whole list, as exported, from the selected execution on in direction
 * dir, and selects the execution it finds (the view then shows it). */
static bool find_hidden_exec(xt_app *a, int dir)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (a->focus != XF_RIGHT || !cur(a)->view->runtime || !r || !r->nexecs)
        return false;
    xt_arena ar = { 0 };
    xt_text tx;
    xt_text_init(&tx, &ar);
    tx.screen = false; /* every execution */
    xt_layout l;
    xt_app_layout(a, &l);
    xt_view_exec_list(&tx, an(a), a->module, a->exec, l.right_w);
    size_t *rows = xt_xmalloc((tx.nrows + 1) * sizeof *rows), n = 0, at = 0;
    size_t sel = a->exec == SIZE_MAX ? r->nexecs - 1 : a->exec;
    for (size_t i = 0; i < tx.nrows; i++)
        if (tx.rows[i].kind == XT_T_EXEC) {
            if (tx.rows[i].target == sel)
                at = n;
            rows[n++] = i;
        }
    size_t hit = SIZE_MAX;
    search_rows sr = search_of(&tx);
    for (size_t k = 1; k <= n && hit == SIZE_MAX; k++) {
        size_t j = (size_t)((((long)at + dir * (long)k) % (long)n + (long)n) % (long)n);
        if (row_matches(a, &sr, rows[j], a->search))
            hit = tx.rows[rows[j]].target;
    }
    free(rows);
    xt_text_free(&tx);
    xt_arena_free(&ar);
    if (hit == SIZE_MAX)
        return false;
    a->exec = hit;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = hit;
    /* a number that is no execution's says so, as a match on screen does
     * ("/500: execution 40 of 100" read as an answer: "500" was in a start
     * time the screen shows in seconds, a trial) */
    snprintf(a->status, sizeof a->status, "/%s: execution %zu of %zu%s (n next, N previous)",
             a->search, hit + 1, r->nexecs, exec_range_note(a, true));
    return true;
}

/* Where the cursor stops for a match on row r: r, or for a heading j and
 * k step over, the first row under it (the heading still in sight above,
 * within the scrolloff); *heading says which. */
static size_t match_stop(xt_app *a, const xt_text *t, size_t r, bool *heading)
{
    *heading = false;
    if (a->focus != XF_DIAG && t->rows[r].kind) /* on the item's first row, where j stops (a review) */
        return item_first(t, r);
    if (a->focus == XF_DIAG || !has_selectable(t))
        return r;
    int h = pane_rows(a);
    size_t so = h >= 9 ? 3 : (size_t)(h > 0 ? h - 1 : 0) / 3;
    for (size_t p = r + 1; p < t->nrows && p <= r + so; p++)
        if (t->rows[p].kind) {
            *heading = true;
            return p;
        }
    return r;
}

/* The first row of the item row r is part of: a row wrapped on from the
 * one above (cont), or a selectable row of the kind and target of the one
 * above (a comparison's group: its counts, then its name). */
static size_t item_start(const xt_text *t, size_t r)
{
    while (r > 0 && r < t->nrows &&
           (t->rows[r].cont || (t->rows[r].kind && t->rows[r].kind == t->rows[r - 1].kind &&
                                t->rows[r].target == t->rows[r - 1].target)))
        r--;
    return r;
}

/* The cursor to the match on row r, with "k of n" in the status line:
 * matches counted by item, not by row (a group's two rows, a line and
 * its wrapped rest, were two matches: n went from a group's counts to its
 * name, "1 of 1" twice, a trial). */
static bool group_view(const xt_view *v);

static void found(xt_app *a, xt_text *t, size_t *c, size_t r)
{
    bool heading;
    *c = match_stop(a, t, r, &heading);
    a->search_row = r;
    a->search_stop = *c;
    a->search_view = t == &a->right ? (const void *)cur(a)->view : (const void *)t;
    size_t nth = 0, total = 0, last = SIZE_MAX;
    search_rows sr = search_pane(a, t);
    /* a heading whose stop is a row that matches too is that row's match:
     * a list's heading and its one buffer read "2 of 2", n staying on "2
     * of 2" (a trial); two lines over one stop that does not match stay
     * two, n going from one to the other */
    bool sel = has_selectable(t), h;
    size_t upto = r;
    if (sel && !t->rows[r].kind && *c != r && row_matches(a, &sr, *c, a->search))
        upto = *c;
    for (size_t i = 0; i < t->nrows; i++)
        if (row_matches(a, &sr, i, a->search)) {
            size_t it = item_start(t, i);
            if (it == last)
                continue;
            last = it;
            if (sel && !t->rows[i].kind) {
                size_t stop = match_stop(a, t, i, &h);
                if (stop != i && row_matches(a, &sr, stop, a->search))
                    continue;
            }
            total++;
            if (i <= upto)
                nth++;
        }
    /* described as the row it stopped on, then, as N onto it says it ("in
     * the heading above" one way and not the other: a review) */
    if (upto != r) {
        r = upto;
        heading = false;
    }
    char cut[96], field[128];
    cut_match(a, t, r, a->search, cut, sizeof cut);
    field_match(a, &sr, r, a->search, field, sizeof field);
    /* a number no execution has, found as text: said (/99 of 3 went to
     * a host event's "599" without a word: a trial) */
    const char *none = exec_range_note(a, true);
    /* a view whose lists one Enter down n goes on into: the count is this
     * view's ("1 of 1" in the plan, then "1 of 1" in its buffers, read as
     * one match in all: a trial) */
    if (t == &a->right && a->focus == XF_RIGHT && group_view(cur(a)->view))
        none = xt_arena_printf(&a->frame_arena, " here%s", none);
    if (cut[0]) /* the match is where the pane cuts the row: show it here */
        snprintf(a->status, sizeof a->status, "/%s  %zu of %zu%s, cut off: %s", a->search, nth,
                 total, none, cut);
    else if (field[0]) /* in what the row does not show: which field */
        snprintf(a->status, sizeof a->status, "/%s  %zu of %zu%s, %s", a->search, nth, total, none, field);
    else if (heading && (!t->rows[r].count || t->spans[t->rows[r].first].attr != XT_A_HEAD)) {
        /* a line that is no heading: which, around the match ("in the
         * heading above" of "XLA remat 89 ... .remat", two rows up under
         * a heading without it: a trial) */
        char row[2048], part[80];
        xt_text_row_plain(t, r, row, sizeof row, (int)sizeof row - 1, a->utf8);
        const char *b = row + strspn(row, " "), *m = xt_ci_find(b, a->search);
        if (m)
            around(b, m, strlen(a->search), part, sizeof part, a->utf8);
        snprintf(a->status, sizeof a->status, "/%s  %zu of %zu%s, in a line above: %s  (n next, N previous)",
                 a->search, nth, total, none, m ? part : b);
    } else
        snprintf(a->status, sizeof a->status, "/%s  %zu of %zu%s%s  (n next, N previous)",
                 a->search, nth, total, none, heading ? ", in the heading above" : "");
}

/* A search for a number that is no execution's, in the runtime view:
 * which numbers are (a trial's /2421 of 2,420 said only "not found").
 * only_missing: "" for a number that is one's (its text matched after n). */
static const char *exec_range_note(xt_app *a, bool only_missing)
{
    /* the runtime view's own: a live group's list below it has no
     * executions to name ("/491 1 of 1 (no execution 491: they are 1 to
     * 5)" of an allocation's time: a trial) */
    const xt_module_runtime *r = a->focus == XF_RIGHT && cur(a)->view == &xt_view_rt && an(a)
                                     ? xt_analysis_mrt(an(a), a->module) : NULL;
    const char *q = a->search + (a->search[0] == '#');
    if (!r || !*q || strspn(q, "0123456789") != strlen(q) || strlen(q) > 18)
        return "";
    if (only_missing && r->nexecs) {
        unsigned long long v = strtoull(q, NULL, 10);
        if (v >= 1 && v <= r->nexecs)
            return "";
    }
    return r->nexecs ? xt_arena_printf(&a->frame_arena, " (no execution %s: they are 1 to %zu)", q, r->nexecs)
                     : " (no execution of this module recorded)";
}

/* The buffer list that Enter on row `row` of the plan view opens (a
 * role's or every buffer's, live at the heap peak or at the chart's
 * cursor, grouped when b groups), built aside into out as the screen
 * shows it under its chart; NULL when the row opens none. */
static bool buf_may_match(const xt_live_buf *b, const char *s);

/* Whether a buffer of plan list f (its role; at the chart's cursor or
 * the heap peak) may match the search; a needle with a space may match
 * any row's text across its columns, one without a letter a figure
 * (a share, "<0.1%"), one with '?' a control character as shown. */
static bool list_may_match(xt_app *a, const xt_navframe *f)
{
    const char *s = a->search;
    if (!s[0])
        return false;
    bool word = false;
    for (const char *q = s; *q; q++)
        word |= ((*q | 32) >= 'a' && (*q | 32) <= 'z');
    if (!word || strchr(s, '?') || strchr(s, ' ') || a->module >= an(a)->host->nmodules)
        return true;
    xt_heap_point pt = { 0 };
    bool cursor = f->view == &xt_view_cur_bufs;
    if (cursor && !xt_chart_live_set(a, &a->frame_arena, &pt))
        return true;
    const xt_plan *p = an(a)->plans[a->module];
    const xt_live_buf *live = cursor ? pt.live : p->live;
    size_t n = cursor ? pt.nlive : p->nlive;
    for (size_t i = 0; i < n; i++)
        if ((f->role < 0 || live[i].role == (xt_role)f->role) && buf_may_match(&live[i], s))
            return true;
    return false;
}

static const xt_view *plan_child(xt_app *a, const xt_row *row, xt_text *out)
{
    const xt_view *v = row->kind == XT_T_ROLE || row->kind == XT_T_ALLBUFS           ? &xt_view_bufs
                       : row->kind == XT_T_CUR_ROLE || row->kind == XT_T_CUR_ALL ? &xt_view_cur_bufs
                                                                                 : NULL;
    if (!v || a->depth >= 15)
        return NULL;
    int depth = a->depth;
    xt_navframe keep = a->stack[depth + 1];
    push(a, v);
    v->open(a, cur(a), row);
    cur(a)->flat = true; /* its buffers, as open_below opens it */
    /* every one, the summed too (a search from the plan found none of a
     * list's rows past its 499th: a review), where one of its buffers may
     * match (a search that matched none listed 200,000 rows: 600 ms) */
    cur(a)->unfold = list_may_match(a, cur(a));
    cur(a)->unfold_for = unfold_key(a, cur(a));
    if (v == &xt_view_bufs)
        bufs_build(a, out, pane_w(a));
    else
        xt_chart_live_rows(a, out, pane_w(a));
    a->stack[depth + 1] = keep;
    a->depth = depth;
    return v;
}

/* ---- a search one Enter down ---------------------------------------------------- */

/* Whether view v has rows whose lists a search reads one Enter down: the
 * plan view's roles (their buffers, at the heap peak or at the chart's
 * cursor), the runtime view's live groups (their arrays). */
static bool group_view(const xt_view *v)
{
    /* and a module's outputs live (its executions' groups: "/0x7f" there
     * said "not found" over their arrays, a trial) */
    return v == &xt_view_plan || v == &xt_view_rt || v == &xt_view_fam || v == &xt_cmp_view_live ||
           v == &xt_cmp_view_plan;
}
static bool group_row(const xt_view *v, int k)
{
    return v == &xt_view_plan        ? k == XT_T_ROLE || k == XT_T_CUR_ROLE
           : v == &xt_cmp_view_live ? k == XT_T_CMP_GROUP
           : v == &xt_cmp_view_plan ? k == XT_T_CMP_LINK /* its link to the live page (group_child) */
                                    : (v == &xt_view_rt || v == &xt_view_fam) && (k == XT_T_ORIGIN || k == XT_T_PEAK);
}

/* What the lists one Enter down are built from, taken once a search: the
 * runtime view's live set (away from the last execution, a replay of 5-10
 * ms on a leak: once, not once a group). */
typedef struct {
    xt_arena ar;
    int taken; /* 0 not yet, 1 taken, -1 none */
    const xt_module_runtime *r;
    xt_live_set ls;
    xt_shape_cache *sc; /* the plan outputs the groups' arrays take shapes from */
    const char *wrapped; /* "" or "; wrapped to the top": said before the way back */
} below_set;

/* The list Enter on group row `row` of the current view opens, built
 * aside into out as the screen shows it; *from: its first row a search
 * reads (an origin's heading and columns are before it).  NULL when the
 * row opens none. */
static const xt_view *group_child(xt_app *a, below_set *b, const xt_row *row, xt_text *out, size_t *from)
{
    *from = 0;
    if (cur(a)->view == &xt_view_plan)
        return plan_child(a, row, out);
    if (cur(a)->view == &xt_cmp_view_live || cur(a)->view == &xt_cmp_view_plan)
        /* a comparison's group: each side's buffers; its plan's link: the live groups */
        return xt_cmp_app_group_aside(a, row, out, pane_w(a));
    /* a capture without modules: a group of its pool's peak, its
     * allocations ("/layer_19/dropout_1" said "not found" over a folded
     * row that lists it: a trial) */
    if (row->kind == XT_T_PEAK && a->depth < 15) {
        xt_view_pool_peak_group(out, an(a), row->target, pane_w(a));
        /* its allocations, not its heading, header or footnote ("/ops
         * alike" opened every fold on its heading: a review) */
        size_t f = 0;
        while (f < out->nrows && out->rows[f].kind != XT_T_PEAK_ALLOC)
            f++;
        *from = f; /* (row_matches reads its allocations alone) */
        return &xt_view_peak;
    }
    if (row->kind != XT_T_ORIGIN || a->depth >= 15)
        return NULL;
    if (!b->taken)
        b->taken = live_set(a, &b->ar, &b->r, &b->ls) ? 1 : -1;
    if (b->taken < 0)
        return NULL;
    xt_navframe f = { .view = &xt_view_orig, .role = -1, .cursor = SIZE_MAX, .flat = true };
    orig_open(a, &f, row);
    if (!b->sc)
        b->sc = xt_shape_cache_new(an(a));
    *from = orig_rows(a, out, &f, b->r, &b->ls, b->sc);
    return &xt_view_orig;
}

/* The rows of a list built by plan_child or group_child (view v) that a
 * search for needle finds, from row `from` on (search_list).  The first
 * and the last in *first and *last. */
static size_t child_matches(xt_app *a, const xt_view *v, const xt_text *t, size_t from, const char *needle,
                            size_t *first, size_t *last)
{
    search_rows sr = search_list(t, v, from);
    size_t n = 0;
    *first = *last = SIZE_MAX;
    for (size_t i = from; i < t->nrows; i++)
        if (row_matches(a, &sr, i, needle)) {
            if (!n++)
                *first = i;
            *last = i;
        }
    return n;
}

/* Open the list v of row `at` of the current view (`row`, its copy), as
 * Enter would, on its row `hit` (of tx, the list built aside); h comes
 * back to row `at`.  group: a group's list, whose n and N go on past its
 * ends (xt_navframe.searched). */
static void open_below(xt_app *a, size_t at, const xt_row *row, const xt_view *v, const xt_text *tx, size_t hit,
                       bool group)
{
    /* h comes back to the item's first row (N reached a comparison's
     * group from its name, the row under its counts) */
    cur(a)->cursor = item_start(&a->right, at);
    push(a, v);
    v->open(a, cur(a), row);
    if (tx->rows[hit].kind) {
        cur(a)->want_kind = tx->rows[hit].kind;
        cur(a)->want_target = tx->rows[hit].target;
    } else { /* an origin's array: its row, the screen's as built aside (no chart over it) */
        cur(a)->cursor = hit;
    }
    cur(a)->searched = group;
    cur(a)->flat = true; /* as the list was read: the match is a row of it */
}

/* Where the list of group row `row` is, for the status line, in `room`
 * columns: "in the forward buffers", "in the arrays from <origin>", or in
 * fewer, "in <origin>", its " execution " an " exec " and then cut, its
 * ends kept (the way back on one row at 80 columns, and the module's
 * "(id)" and the execution's number, which tell groups apart). */
/* A group's name o in room columns: whole, or the search's match in it
 * with what is around it, else cut at both ends (a TF op's path cut so
 * read "replica_6/be…6,384,384])", the layer searched for gone: a
 * trial). */
static const char *name_at_match(xt_app *a, const char *o, int room)
{
    if ((int)xt_utf8_width(o) <= room)
        return o;
    const char *m = a->search[0] ? xt_ci_find(o, a->search) : NULL;
    if (m) {
        char part[160];
        around(o, m, strlen(a->search), part, sizeof part, a->utf8);
        if ((int)xt_utf8_width(part) <= room)
            return xt_arena_strdup(&a->frame_arena, part);
    }
    return xt_app_ends_cut(&a->frame_arena, o, room, a->utf8);
}

static const char *below_where(xt_app *a, const below_set *b, const xt_row *row, int room)
{
    xt_arena *ar = &a->frame_arena;
    if (row->kind == XT_T_ROLE || row->kind == XT_T_CUR_ROLE)
        return xt_arena_printf(ar, "in the %s buffers", xt_role_name((xt_role)row->target));
    if (row->kind == XT_T_CMP_LINK)
        return "in live at the peak, side by side";
    if (row->kind == XT_T_CMP_GROUP) {
        const char *g = xt_cmp_app_group_label(a, row->target, ar), *w = xt_arena_printf(ar, "in group %s", g);
        room -= (int)strlen("in group ");
        return (int)xt_utf8_width(w) <= room + (int)strlen("in group ")
                   ? w
                   : xt_arena_printf(ar, "in group %s", xt_app_ends_cut(ar, g, room > 24 ? room : 24, a->utf8));
    }
    if (row->kind == XT_T_PEAK) {
        const xt_pool_peak *pk = xt_analysis_pool_peak(an(a));
        if (!pk || row->target >= pk->ng + pk->nfold)
            return "in the live buffers";
        const char *o = xt_safe(ar, row->target < pk->ng ? pk->g[row->target].origin
                                                          : pk->fold[row->target - pk->ng].key);
        room -= (int)strlen("in ");
        return xt_arena_printf(ar, "in %s", name_at_match(a, o, room > 24 ? room : 24));
    }
    if (row->kind != XT_T_ORIGIN || b->taken <= 0 || row->target >= b->ls.ng)
        return "in the live buffers";
    const char *o = xt_safe(ar, b->ls.g[row->target].origin);
    const char *w = xt_arena_printf(ar, "in the arrays from %s", o);
    if ((int)xt_utf8_width(w) <= room)
        return w;
    o = replace(ar, o, " execution ", " exec ");
    room -= (int)strlen("in ");
    /* the match in the name, where the search's words are in it: a TF
     * op's path cut at both ends read "replica_6/be…6,384,384])", the
     * layer searched for gone (a trial) */
    return xt_arena_printf(ar, "in %s", name_at_match(a, o, room > 24 ? room : 24));
}

/* From row `from` of the current view's text in direction dir, up to row
 * `stop` (not included), the first group row whose list has a match: that
 * list opened on its first match (its last for dir < 0), the status line
 * saying where.  Lists are built one at a time, only up to the one that
 * has a match.  Returns whether one had. */
static bool below_next(xt_app *a, below_set *b, int dir, long from, long stop)
{
    for (long i = from; i != stop && i >= 0 && i < (long)a->right.nrows; i += dir) {
        if (!group_row(cur(a)->view, a->right.rows[i].kind))
            continue;
        /* a group of two rows (a comparison's counts, then its name) is
         * one list: n past the end of the first group's opened it again,
         * from its second row, and went round in it (a trial) */
        long p = i - dir;
        if (p >= 0 && p < (long)a->right.nrows && a->right.rows[p].kind == a->right.rows[i].kind &&
            a->right.rows[p].target == a->right.rows[i].target)
            continue;
        xt_row row = a->right.rows[i]; /* the view's text is rebuilt once the list opens */
        /* a comparison's group whose page had no match for this search */
        bool cgroup = row.kind == XT_T_CMP_GROUP && cur(a)->view == &xt_cmp_view_live;
        if (cgroup && xt_cmp_app_miss_known(a, row.target, a->search))
            continue;
        xt_arena ar = { 0 };
        xt_text tx;
        xt_text_init(&tx, &ar);
        tx.screen = true;
        size_t from_row, f, l;
        const xt_view *v = group_child(a, b, &row, &tx, &from_row);
        size_t n = v ? child_matches(a, v, &tx, from_row, a->search, &f, &l) : 0;
        if (cgroup && v && !n)
            xt_cmp_app_miss_note(a, row.target, a->search);
        size_t hit = dir < 0 ? l : f, k = dir < 0 ? n : 1;
        /* a role of the plan view h came back from: on from the buffer it
         * left (3 of 4, h, n went to 1 of 4 where the plan's rows match
         * too: a trial); past the list's end, the next group */
        size_t left = n ? plan_back_row(a, &row, &tx) : SIZE_MAX;
        if (left != SIZE_MAX) {
            search_rows ls = search_list(&tx, v, from_row);
            size_t seen = 0, next = SIZE_MAX;
            for (size_t r = from_row; r < tx.nrows; r++)
                if (row_matches(a, &ls, r, a->search)) {
                    seen++;
                    if (dir > 0 ? r > left && next == SIZE_MAX : r < left)
                        next = r, k = seen;
                }
            a->plan_back.set = false; /* once: h sets it again */
            if (next == SIZE_MAX)
                n = 0;
            else
                hit = next;
        }
        if (n) {
            char field[128];
            search_rows sr = search_of(&tx);
            field_match(a, &sr, hit, a->search, field, sizeof field);
            /* a search from the runtime view: what its number is not,
             * said where its match is one Enter down ("/11" of ten
             * executions found "32.011 ms" in execution 2's outputs and
             * said nothing of 11: a trial) */
            char range[96]; /* (the frame's arena may go with the build) */
            snprintf(range, sizeof range, "%s", exec_range_note(a, true));
            open_below(a, (size_t)i, &row, v, &tx, hit, true);
            /* a buffer the list sums on the screen: it opens with every
             * row (n from the plan view left the cursor on "the rest:
             * 12833 buffers": a review) */
            if (v == &xt_view_bufs || v == &xt_view_cur_bufs) {
                size_t pos = 0;
                for (size_t r = 0; r < hit; r++)
                    pos += tx.rows[r].kind == XT_T_BUFFER || tx.rows[r].kind == XT_T_CUR_BUFFER;
                if (pos >= XT_VIEW_LIVE_ROWS - 1) {
                    cur(a)->unfold = true;
                    cur(a)->unfold_for = unfold_key(a, cur(a));
                }
            }
            /* where it went and the way back */
            char pre[200];
            /* the count is this list's: "1 of 1 in BufferFromHost..."
             * then n found another in the next group (read as the only
             * match: a trial); "here", as a view's own count says it */
            /* (not where the list's name says it is one: "in the forward
             * buffers", a comparison's "in group ...", whose name the
             * word cut at 80 columns) */
            bool named = row.kind == XT_T_ROLE || row.kind == XT_T_CUR_ROLE || row.kind == XT_T_CMP_GROUP ||
                         row.kind == XT_T_CMP_LINK;
            int len = snprintf(pre, sizeof pre, "/%s  %zu of %zu %s", a->search, k, n, named ? "" : "here, ");
            const char *wr = b->wrapped ? b->wrapped : "";
            int room = a->cols - 1 - len - (int)strlen("; h goes back") - (int)strlen(wr);
            /* a long search leaves the name a second row (its match and
             * what is around it, below_where) */
            if (room < 40)
                room += a->cols - 1;
            /* a field the list's name shows already (a comparison's group
             * of a line: "in group f32[1024] fo…del.py:9600, in its
             * source: model.py:9600", the name cut for it: a trial) */
            const char *where = below_where(a, b, &row, room), *fv = field[0] ? strstr(field, ": ") : NULL;
            if (fv && xt_shows_word(where, fv + 2))
                field[0] = 0;
            else if (field[0])
                where = below_where(a, b, &row, room - (int)xt_utf8_width(field) - 2);
            snprintf(a->status, sizeof a->status, "%s%s%s%s%s; h goes back%s", pre, where, field[0] ? ", " : "",
                     field, wr, range);
        }
        xt_text_free(&tx);
        xt_arena_free(&ar);
        if (n)
            return true;
    }
    return false;
}

/* The cursor to the view's own first match (its last for dir < 0). */
static bool view_match(xt_app *a, int dir)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    search_rows sr = search_pane(a, t);
    for (size_t k = 0; k < t->nrows; k++) {
        size_t r = dir > 0 ? k : t->nrows - 1 - k;
        if (row_matches(a, &sr, r, a->search)) {
            found(a, t, c, r);
            return true;
        }
    }
    return false;
}

/* n past the last match of a view whose groups a search reads one Enter
 * down (N past its first), or past the ends of a group's list a search
 * opened: the matches make one ring, the view's own first, then each
 * group's list in row order (a role's buffers, a live group's arrays), so
 * n goes on to the next group's list that has one, or back to the view's
 * first match, and N the other way.  Returns whether it went somewhere;
 * false leaves the view as it was. */
/* Where find_across starts in a view of groups: its first group (the
 * last for N), for a new search or past the view's own matches; or the
 * group after the cursor's, for n where the view has none. */
enum { ACROSS_ALL, ACROSS_NEXT };

static bool find_across(xt_app *a, int dir, int from_where)
{
    if (a->focus != XF_RIGHT)
        return false;
    below_set b = { 0 };
    bool went = false;
    if (group_view(cur(a)->view)) {
        /* where the view has no match of its own, from the cursor's row
         * on, then round: back from exec 3's list (h), n went to exec 1's
         * again, not on to exec 4's (a trial) */
        long n = (long)a->right.nrows, at = (long)cur(a)->cursor;
        if (at >= n || from_where == ACROSS_ALL)
            at = dir > 0 ? -1 : n;
        long from = at + dir;
        went = dir > 0 ? below_next(a, &b, 1, from < 0 ? 0 : from, n) : below_next(a, &b, -1, from >= n ? n - 1 : from, -1);
        if (!went && (dir > 0 ? from > 0 : from < n - 1)) {
            /* past the last to the first, said as find_in says it */
            b.wrapped = dir > 0 ? "; wrapped to the top" : "; wrapped to the bottom";
            went = dir > 0 ? below_next(a, &b, 1, 0, from) : below_next(a, &b, -1, n - 1, from);
        }
    } else if (cur(a)->searched && a->depth > 0 && group_view(a->stack[a->depth - 1].view)) {
        /* the view under the list, as the screen shows it (its own
         * matches are found on its rows; a chart's are not searched),
         * its cursor on the row that opened the list, as h puts it (after
         * a resize its old index was another group's: n went from exec 1
         * to exec 8, a trial) */
        int lk = a->stack[a->depth - 1].left_kind;
        size_t lt = a->stack[a->depth - 1].left_target;
        frame_back(a);
        xt_app_build(a);
        size_t at = cur(a)->cursor; /* the row that opened the list */
        long n = (long)a->right.nrows;
        if (at < a->right.nrows && group_row(cur(a)->view, a->right.rows[at].kind))
            went = below_next(a, &b, dir, (long)at + dir, dir > 0 ? n : -1) || view_match(a, dir);
        if (!went && at < a->right.nrows && group_row(cur(a)->view, a->right.rows[at].kind)) {
            b.wrapped = dir > 0 ? "; wrapped to the top" : "; wrapped to the bottom";
            went = below_next(a, &b, dir, dir > 0 ? 0 : n - 1, (long)at);
        }
        if (!went) { /* none: the list as it was (n goes round in it) */
            xt_navframe *f = cur(a); /* and h's way back to its row */
            f->left_kind = lk;
            f->left_target = lt;
            f->left_cursor = f->cursor;
            a->depth++;
            xt_app_build(a);
        }
    }
    xt_shape_cache_free(b.sc);
    xt_arena_free(&b.ar);
    return went;
}

/* A comparison's plan page whose search finds nothing in its rows nor in
 * the live page's groups: the groups' buffers, two Enters down, the live
 * page opened as Enter opens it and searched as its own search would
 * ("/fusion.15000: not found" over a buffer of one of its groups, which
 * one capture's plan view finds one Enter down: a trial).  False leaves
 * the plan page as it was. */
static bool find_two_down(xt_app *a, int dir)
{
    if (a->focus != XF_RIGHT || cur(a)->view != &xt_cmp_view_plan || a->depth >= 14 || !a->cmp || a->cmp->side)
        return false;
    size_t link = SIZE_MAX;
    for (size_t i = 0; i < a->right.nrows && link == SIZE_MAX; i++)
        if (a->right.rows[i].kind == XT_T_CMP_LINK && a->right.rows[i].target == XT_CL_LIVE)
            link = i;
    if (link == SIZE_MAX)
        return false;
    xt_navframe was = *cur(a);
    int depth = a->depth;
    cur(a)->cursor = link; /* h comes back to the link */
    push(a, &xt_cmp_view_live);
    xt_app_build(a);
    if (find_across(a, dir, ACROSS_ALL))
        return true;
    a->depth = depth;
    *cur(a) = was;
    xt_app_build(a);
    return false;
}

/* The row of tx, the list `row` of the plan view opens, that h left a
 * search's cursor on (keep_plan_back), for the search, host and module
 * shown; SIZE_MAX where there is none. */
static size_t plan_back_row(const xt_app *a, const xt_row *row, const xt_text *tx)
{
    const xt_navframe *f = &a->stack[a->depth];
    if (!a->plan_back.set || a->depth != 0 || f->view != &xt_view_plan || a->plan_back.module != a->module ||
        a->plan_back.host != a->host || strcmp(a->plan_back.search, a->search) ||
        a->plan_back.row_kind != row->kind || a->plan_back.row_target != row->target)
        return SIZE_MAX;
    for (size_t i = 0; i < tx->nrows; i++)
        if (!tx->rows[i].cont && tx->rows[i].kind == a->plan_back.kind && tx->rows[i].target == a->plan_back.target)
            return i;
    return SIZE_MAX;
}

/* A search that matches no row of the plan view looks one Enter down, in
 * the buffer lists of its roles (at the heap peak, or at the chart's
 * cursor), where a buffer's shape, Python line, instruction and op_name
 * are (a trial's search for a shape there said "not found in this view").
 * It opens the list as Enter would, the only role whose buffers match or
 * else every buffer live there, on the first match (the last for N); n
 * and N go on in it, h goes back to the plan with its cursor on the row
 * it opened.  In the runtime view, the first live group whose arrays match
 * (the last for N), n and N going on to the others'.  Returns whether it
 * found one. */
static bool find_below(xt_app *a, int dir, int from_where)
{
    if (a->focus == XF_RIGHT &&
        (cur(a)->view == &xt_view_rt || cur(a)->view == &xt_view_fam || cur(a)->view == &xt_cmp_view_live ||
         cur(a)->view == &xt_cmp_view_plan) &&
        a->depth < 15)
        return find_across(a, dir, from_where);
    if (a->focus != XF_RIGHT || cur(a)->view != &xt_view_plan || a->depth >= 15)
        return false;
    const xt_text *t = &a->right;
    size_t all = SIZE_MAX, row_of[XT_NROLES];
    for (int r = 0; r < XT_NROLES; r++)
        row_of[r] = SIZE_MAX;
    for (size_t i = 0; i < t->nrows; i++) {
        int k = t->rows[i].kind;
        if ((k == XT_T_ALLBUFS || k == XT_T_CUR_ALL) && all == SIZE_MAX)
            all = i;
        if ((k == XT_T_ROLE || k == XT_T_CUR_ROLE) && t->rows[i].target < XT_NROLES &&
            row_of[t->rows[i].target] == SIZE_MAX)
            row_of[t->rows[i].target] = i;
    }
    xt_arena ar = { 0 };
    xt_text tx; /* the list a match is in, its rows as the screen's */
    xt_text_init(&tx, &ar);
    tx.screen = true;
    const xt_view *tv = NULL;
    size_t count[XT_NROLES] = { 0 }, first[XT_NROLES], last[XT_NROLES], total = 0, f_all = 0, l_all = 0;
    if (all != SIZE_MAX) {
        /* every buffer live there, read once, each match counted for its
         * buffer's role: a role's list is the same rows in the same order
         * (the sort breaks ties by index), so it is not built to be read
         * (the roles' lists and this one, each built and read, were half
         * a second a search on 100,000 buffers) */
        tv = plan_child(a, &t->rows[all], &tx);
        search_rows sr = search_list(&tx, tv, 0);
        for (size_t i = 0; tv && i < tx.nrows; i++) {
            const xt_live_buf *b = row_matches(a, &sr, i, a->search) ? row_buf(a, &sr, i) : NULL;
            if (!b || (unsigned)b->role >= XT_NROLES)
                continue;
            if (!count[b->role]++)
                first[b->role] = i;
            last[b->role] = i;
            if (!total++)
                f_all = i;
            l_all = i;
        }
    } else {
        /* no row of every buffer: each role's list read on its own */
        for (int r = 0; r < XT_NROLES; r++) {
            if (row_of[r] == SIZE_MAX)
                continue;
            xt_text rx;
            xt_text_init(&rx, &ar);
            rx.screen = true;
            const xt_view *v = plan_child(a, &t->rows[row_of[r]], &rx);
            size_t f, l;
            count[r] = v ? child_matches(a, v, &rx, 0, a->search, &f, &l) : 0;
            total += count[r];
            xt_text_free(&rx);
        }
    }
    /* the roles that have matches, in the plan's row order */
    size_t open = SIZE_MAX, nroles = 0, len = 0;
    char roles[160] = "";
    for (size_t i = 0; i < t->nrows; i++) {
        size_t r = t->rows[i].target;
        if (r >= XT_NROLES || row_of[r] != i || !count[r])
            continue;
        if (!nroles++)
            open = i;
        int w = snprintf(roles + len, sizeof roles - len, "%s%s %zu", len ? ", " : "",
                         xt_role_name((xt_role)r), count[r]);
        len = w > 0 && (size_t)w < sizeof roles - len ? len + (size_t)w : len;
    }
    if ((nroles > 1 || (total && open == SIZE_MAX)) && all != SIZE_MAX)
        open = all; /* several roles (or one without a row): every buffer */
    bool hit = false;
    if (open != SIZE_MAX) {
        xt_row row = t->rows[open]; /* t is rebuilt once the list opens */
        bool one = row.kind == XT_T_ROLE || row.kind == XT_T_CUR_ROLE;
        const xt_view *v = tv;
        size_t n = 0, at = SIZE_MAX;
        if (tv) { /* read above: the whole list, or one role's rows of it */
            n = one ? count[row.target] : total;
            at = one ? (dir < 0 ? last[row.target] : first[row.target]) : dir < 0 ? l_all : f_all;
        } else {
            xt_text_free(&tx);
            xt_text_init(&tx, &ar);
            tx.screen = true;
            size_t f, l;
            v = plan_child(a, &row, &tx);
            n = v ? child_matches(a, v, &tx, 0, a->search, &f, &l) : 0;
            at = dir < 0 ? l : f;
        }
        /* n after h: on from the buffer h left (keep_plan_back), its
         * place among the n counted */
        size_t k = dir < 0 ? n : 1, from_row = n && from_where == ACROSS_NEXT ? plan_back_row(a, &row, &tx) : SIZE_MAX;
        const char *wrapped = "";
        if (from_row != SIZE_MAX && v) {
            a->plan_back.set = false; /* once: h sets it again */
            search_rows ls = search_list(&tx, v, 0);
            size_t seen = 0, next = SIZE_MAX;
            for (size_t i = 0; i < tx.nrows; i++) {
                bool m = row_matches(a, &ls, i, a->search);
                if (m && tv) { /* the role's rows of every buffer's list, as counted above */
                    const xt_live_buf *b = row_buf(a, &ls, i);
                    m = b && (unsigned)b->role < XT_NROLES && (!one || b->role == (xt_role)row.target);
                }
                if (!m)
                    continue;
                seen++;
                if (dir > 0 ? i > from_row && next == SIZE_MAX : i < from_row)
                    next = i, k = seen;
            }
            if (next == SIZE_MAX) /* past the last (first): round, as less */
                wrapped = dir > 0 ? "; wrapped to the top" : "; wrapped to the bottom";
            else
                at = next;
        }
        if (n && at < tx.nrows) {
            char field[128];
            search_rows sr = search_of(&tx);
            field_match(a, &sr, at, a->search, field, sizeof field);
            /* the match among the rows the list sums on the screen: the
             * list opens with every row, as a search in it lists them */
            size_t pos = 0;
            search_rows ps = search_list(&tx, v, 0);
            for (size_t i = 0; i < at; i++) {
                int kd = tx.rows[i].kind;
                const xt_live_buf *b = kd == XT_T_BUFFER || kd == XT_T_CUR_BUFFER ? row_buf(a, &ps, i) : NULL;
                pos += b && (!one || !tv || b->role == (xt_role)row.target);
            }
            open_below(a, open, &row, v, &tx, at, group_row(&xt_view_plan, row.kind));
            if (pos >= XT_VIEW_LIVE_ROWS - 1) {
                cur(a)->unfold = true;
                cur(a)->unfold_for = unfold_key(a, cur(a));
            }
            /* where it went and the way back, on one row at 80 columns */
            if (!one)
                snprintf(a->status, sizeof a->status, "/%s  %zu of %zu in all live here (%s)%s%s%s; h goes back",
                         a->search, k, n, roles, field[0] ? ", " : "", field, wrapped);
            else
                snprintf(a->status, sizeof a->status, "/%s  %zu of %zu in the %s buffers%s%s%s; h goes back",
                         a->search, k, n, xt_role_name((xt_role)row.target), field[0] ? ", " : "", field,
                         wrapped);
            hit = true;
        }
    }
    xt_text_free(&tx);
    xt_arena_free(&ar);
    return hit;
}

/* A search that matches nothing in a role's buffers opened from the plan
 * view: how many of the other roles' buffers it matches, and the way to
 * them ("" when none does). */
static const char *other_roles_note(xt_app *a)
{
    const xt_view *v = cur(a)->view;
    if (a->focus != XF_RIGHT || a->depth != 1 || a->stack[0].view != &xt_view_plan || cur(a)->role < 0 ||
        (v != &xt_view_bufs && v != &xt_view_cur_bufs))
        return "";
    xt_row all = { .kind = v == &xt_view_bufs ? XT_T_ALLBUFS : XT_T_CUR_ALL };
    xt_arena ar = { 0 };
    xt_text tx;
    xt_text_init(&tx, &ar);
    tx.screen = true;
    const xt_view *cv = plan_child(a, &all, &tx);
    size_t f, l, n = cv ? child_matches(a, cv, &tx, 0, a->search, &f, &l) : 0;
    xt_text_free(&tx);
    xt_arena_free(&ar);
    return n ? xt_arena_printf(&a->frame_arena, " (%zu in other roles: h, then n)", n) : "";
}

/* A plan view whose lists are the live set at the chart's cursor, the
 * cursor off the heap peak: which event's, and the key back to the
 * peak's (a trial searched for the diagnosis's softmax buffers after a
 * and f had moved the cursor to event 31: "not found"). */
/* "; in rows the brief pane leaves out: z shows them" where the search
 * is in the brief diagnosis pane and its whole form has it (a "check:"
 * row's "123.2 MiB to spare" was "not found in this view": a trial); ""
 * otherwise. */
/* Whether the diagnosis in its whole form, at the pane's width, has the
 * search anywhere in its rows. */
static bool diag_whole_has(xt_app *a, const xt_layout *l)
{
    xt_arena ar = { 0 };
    xt_text whole;
    xt_text_init(&whole, &ar);
    xt_view_diagnosis(&whole, an(a), a->module, l->right_w + l->right_x - 2);
    bool has = false;
    char row[1024];
    for (size_t r = 0; r < whole.nrows && !has; r++) {
        xt_text_row_plain(&whole, r, row, sizeof row, (int)sizeof row - 1, false);
        has = xt_ci_find(row, a->search) != NULL;
    }
    xt_text_free(&whole);
    xt_arena_free(&ar);
    return has;
}

static const char *diag_hidden_note(xt_app *a)
{
    if (a->focus != XF_DIAG || !a->diag_open || a->zoom || a->cmp || !a->search[0])
        return "";
    xt_layout l;
    xt_app_layout(a, &l);
    if (l.diag_base_h - 1 >= 8) /* the whole form is shown (build_panes) */
        return "";
    return diag_whole_has(a, &l) ? "; it is in rows the brief pane leaves out: z shows them" : "";
}

/* A search that found nothing in the view or a list, where the open
 * diagnosis pane has it: said, with the key to go there ("not found" over
 * a pane showing the word: a trial). */
static const char *diag_has_note(xt_app *a)
{
    if (a->focus == XF_DIAG || !a->diag_open || a->zoom || a->cmp || !a->search[0] || !an(a))
        return "";
    xt_layout l;
    xt_app_layout(a, &l);
    return diag_whole_has(a, &l) ? "; the diagnosis pane has it: Tab there, then n" : "";
}

static const char *cursor_note(xt_app *a)
{
    const xt_view *v = cur(a)->view;
    /* the runtime view's groups are the selected execution's: a search
     * there said "not found" of what an earlier one's held (/train at
     * execution 2, found at 5: a trial) */
    if (a->focus == XF_RIGHT && (v == &xt_view_rt || v == &xt_view_fam) && an(a) &&
        a->module < an(a)->host->nmodules) {
        const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
        if (r && r->nexecs > 1 && a->exec < r->nexecs - 1)
            return xt_arena_printf(&a->frame_arena, "; the groups are those live at execution %zu's start "
                                                    "(}: the last's)", a->exec + 1);
        return "";
    }
    if (a->focus != XF_RIGHT || a->stack[0].view != &xt_view_plan ||
        (v != &xt_view_plan && v != &xt_view_cur_bufs) || a->module >= an(a)->host->nmodules)
        return "";
    struct xt_cursor *c = xt_chart_cursor(a);
    const xt_plan *p = an(a)->plans[a->module];
    if (!c || xt_cursor_pos(c) == p->peak_event)
        return "";
    return xt_arena_printf(&a->frame_arena, "; the lists are the buffers live after event %zu (^: the heap peak's)",
                           xt_cursor_pos(c) + 1);
}

/* The next matching row from the cursor in direction dir (the cursor row
 * itself first when from_cursor).  n and N past the view's last (first)
 * match go on one Enter down where the view has groups (find_across); a
 * search that matches none of its rows looks there too (find_below). */
/* A list b groups (a role's buffers, an origin's arrays) whose group
 * rows have no match: the same list one buffer a row, searched again
 * (its buffers' matches read "not found in this view (5 in other
 * roles)" where the 5 were this role's: a trial).  True when one
 * matched: the list stays ungrouped, and says so. */
static bool summed_bufs_may_match(xt_app *a, const xt_navframe *f);

/* Whether buffer b's row may match s (no space in s): its fields one by
 * one, and its bytes as a row writes them. */
static bool buf_may_match(const xt_live_buf *b, const char *s)
{
    char bytes[32];
    return xt_ci_find(b->shape, s) || xt_ci_find(b->source, s) ||
           (b->instr && (xt_ci_find(b->instr->name, s) || (b->instr->op_name && xt_ci_find(b->instr->op_name, s)))) ||
           (b->via && xt_ci_find(b->via->name, s)) || xt_ci_find(xt_role_name(b->role), s) ||
           xt_ci_find(xt_fmt_bytes(bytes, sizeof bytes, b->bytes), s);
}

static bool find_ungrouped(xt_app *a, int dir)
{
    xt_navframe *f = cur(a);
    bool grouped = a->focus == XF_RIGHT && !f->flat && !f->gkey &&
                   ((f->view == &xt_view_bufs && grouping(a, f)) || (f->view == &xt_view_orig && a->arrays_by_shape));
    if (!grouped)
        return false;
    f->flat = f->flat_search = true;
    xt_app_build(a);
    /* its buffers summed past the 499th: listed each where one of them
     * may match (a buffer among them was "not found": a review) */
    bool unfolded = false;
    if (f->view == &xt_view_bufs && a->right.folded && !f->unfold && summed_bufs_may_match(a, f)) {
        f->unfold = unfolded = true;
        f->unfold_for = unfold_key(a, f);
        xt_app_build(a);
    }
    if (view_match(a, dir)) {
        size_t len = strlen(a->status);
        snprintf(a->status + len, sizeof a->status - len, "; ungrouped (b groups)%s",
                 unfolded ? "; all listed" : "");
        return true;
    }
    f->flat = f->flat_search = false;
    if (unfolded)
        f->unfold = false;
    xt_app_build(a);
    return false;
}

static bool find_in(xt_app *a, int dir, bool from_cursor);

/* Whether the search may match a group the screen sums: a name, shape or
 * Python line of the live set holds it, or it has no letter (a figure)
 * or a '?' (what the screen shows for a control character).  Listing
 * 60,000 groups for a search that matched none took 0.5 s (a review). */
/* Whether a buffer the plan's list f sums on the screen (not a row of
 * a->right) may match the search: its fields one by one and its bytes as
 * a row writes them (a search that matched only rows on the screen
 * listed 200,000 buffers, 1.4 s and 158 MB, then 70 ms a key: a review).
 * A search across columns (a space) may match any row: true. */
static bool summed_bufs_may_match(xt_app *a, const xt_navframe *f)
{
    const char *s = a->search;
    if (strchr(s, ' ') || a->module >= an(a)->host->nmodules)
        return true;
    bool cursor = f->view == &xt_view_cur_bufs;
    const xt_plan *p = an(a)->plans[a->module];
    xt_heap_point pt = { 0 };
    if (cursor && !xt_chart_live_set(a, &a->frame_arena, &pt))
        return true;
    const xt_live_buf *live = cursor ? pt.live : p->live;
    size_t n = cursor ? pt.nlive : p->nlive;
    int kind = cursor ? XT_T_CUR_BUFFER : XT_T_BUFFER;
    if (!cursor && grouping(a, f) && !f->gkey && !f->flat) {
        /* the groups: a summed group's key, or its bytes (a sum of
         * buffers': any unit may match one) */
        if (xt_ci_find("KiB MiB GiB TiB", s) || !strcmp(s, "B") || !strcmp(s, "b"))
            return true;
        kind = XT_T_LIVEGROUP;
    }
    uint8_t *shown = xt_xcalloc(n ? n : 1, 1);
    xt_imap keys = { 0 };
    for (size_t r = 0; r < a->right.nrows; r++) {
        const xt_row *row = &a->right.rows[r];
        if (row->kind != kind || row->target >= n)
            continue;
        if (kind == XT_T_LIVEGROUP) {
            const char *k = group_key(&live[row->target], grouping(a, f));
            xt_imap_put(&keys, (int64_t)xt_hash_str(k, strlen(k)), row->target);
        } else {
            shown[row->target] = 1;
        }
    }
    bool may = false;
    for (size_t i = 0; i < n && !may; i++) {
        const xt_live_buf *b = &live[i];
        if (shown[i] || (f->role >= 0 && b->role != (xt_role)f->role))
            continue;
        if (kind == XT_T_LIVEGROUP) {
            const char *k = group_key(b, grouping(a, f));
            size_t at;
            if (xt_imap_get(&keys, (int64_t)xt_hash_str(k, strlen(k)), &at) &&
                !strcmp(group_key(&live[at], grouping(a, f)), k))
                continue; /* its group's row is on the screen */
            may = xt_ci_find(k, s) != NULL;
            continue;
        }
        if (!cursor && f->gkey && !keep_in_group(b, f))
            continue;
        may = buf_may_match(b, s);
    }
    xt_imap_free(&keys);
    free(shown);
    return may;
}

static bool summed_may_match(xt_app *a)
{
    const char *s = a->search;
    bool word = false;
    for (const char *p = s; *p; p++)
        word |= ((*p | 32) >= 'a' && (*p | 32) <= 'z');
    if (!word || strchr(s, '?'))
        return true;
    const xt_view *v = cur(a)->view;
    if (v == &xt_view_bufs || v == &xt_view_group || v == &xt_view_cur_bufs)
        return summed_bufs_may_match(a, cur(a));
    const xt_origin_group *g;
    size_t ng;
    const xt_module_runtime *r;
    xt_live_set ls;
    if (!an(a)->host->nmodules) {
        const xt_pool_peak *pk = xt_analysis_pool_peak(an(a));
        if (!pk)
            return true;
        g = pk->g, ng = pk->ng;
    } else if (live_set(a, &a->frame_arena, &r, &ls)) {
        g = ls.g, ng = ls.ng;
    } else {
        return true;
    }
    for (size_t i = 0; i < ng; i++)
        if ((g[i].origin && xt_ci_find(g[i].origin, s)) || (g[i].shape && xt_ci_find(g[i].shape, s)) ||
            (g[i].source && xt_ci_find(g[i].source, s)))
            return true;
    return false;
}

/* The right pane's cursor row found again by its kind and target when the
 * rows are built anew with more or fewer rows above it (a search listing
 * the groups a table summed: the rows under that table moved down, and the
 * search began 21 rows above the cursor's on the TensorFlow worker). */
static void keep_cursor_row(xt_app *a, xt_navframe *f)
{
    if (f->cursor < a->right.nrows && a->right.rows[f->cursor].kind && !f->want_kind) {
        f->want_kind = a->right.rows[f->cursor].kind;
        f->want_target = a->right.rows[f->cursor].target;
    }
}

static void find(xt_app *a, int dir, bool from_cursor)
{
    if (!a->search[0]) {
        snprintf(a->status, sizeof a->status, "no search yet: press / first");
        return;
    }
    /* a live set's smallest groups summed in one row on the screen: a
     * search lists them each (it said "not found" for an allocation the
     * export had, and "1 of 2 here" where there were 19: a trial) */
    xt_navframe *f = cur(a);
    int depth = a->depth;
    bool unfolded = a->focus == XF_RIGHT && a->right.folded && !f->unfold && summed_may_match(a);
    if (unfolded) {
        f->unfold = true;
        f->unfold_for = unfold_key(a, f);
        keep_cursor_row(a, f);
        xt_app_build(a);
    }
    bool hit = find_in(a, dir, from_cursor);
    if (unfolded && !hit) { /* summed again: listed each, 20,000 groups took 30 ms a key */
        f->unfold = false;
        keep_cursor_row(a, f);
        xt_app_build(a);
    } else if (unfolded && a->depth == depth && cur(a) == f && a->focus == XF_RIGHT) {
        /* the match is a row of this frame's (not a list one Enter down,
         * which the suffix would have described wrongly) */
        size_t len = strlen(a->status);
        snprintf(a->status + len, sizeof a->status - len, "%s",
                 lists_buffers(a, f) ? "; all listed" : "; every group listed, none summed");
    }
}

/* Returns false where it found nothing anywhere (the status says so). */
static bool find_in(xt_app *a, int dir, bool from_cursor)
{
    size_t *c;
    xt_text *t = focused_text(a, &c);
    long n = (long)t->nrows;
    size_t start = *c, again = SIZE_MAX, same = SIZE_MAX, hit = SIZE_MAX;
    bool wrapped = false;
    search_rows sr = search_pane(a, t);
    /* on from the match the cursor stopped for, while it is there: two
     * text rows' matches over one stop kept n on the first (a trial) */
    const void *view = t == &a->right ? (const void *)cur(a)->view : (const void *)t;
    bool from_match = !from_cursor && a->search_view == view && a->search_stop == *c && a->search_row != *c &&
                      a->search_row < t->nrows && row_matches(a, &sr, a->search_row, a->search);
    if (from_match)
        start = a->search_row;
    /* a heading whose stop matches too is one match with it (found()
     * counts them so): n from the heading went to its stop, the cursor
     * staying and "2 of 3" said again (a review) */
    bool stop_counts = from_match && row_matches(a, &sr, a->search_stop, a->search);
    for (long k = from_cursor ? 0 : 1; k <= n && n; k++) {
        size_t r = (size_t)((((long)start + dir * k) % n + n) % n);
        if (!row_matches(a, &sr, r, a->search))
            continue;
        bool heading;
        /* a row of the item the cursor is on is the match it is on (a
         * wrapped line of the diagnosis pane too: a review) */
        if (!from_cursor && r != start && item_start(t, r) == item_start(t, start)) {
            if (same == SIZE_MAX)
                same = r;
            continue;
        }
        if (!from_cursor && (!from_match || stop_counts) && r != start && match_stop(a, t, r, &heading) == *c) {
            /* the heading over the cursor's row, the match it stopped on:
             * the one after it, unless there is no other */
            if (again == SIZE_MAX)
                again = r;
            continue;
        }
        hit = r;
        wrapped = dir > 0 ? (long)start + k >= n : k > (long)start;
        break;
    }
    if (hit == SIZE_MAX && again != SIZE_MAX) /* round to the one it is on */
        hit = again, wrapped = true;
    bool stay = false; /* the only match is the item the cursor is on: it stays there */
    if (hit == SIZE_MAX && same != SIZE_MAX)
        hit = same, wrapped = true, stay = true;
    /* past the last match (the first for N): on one Enter down, or on
     * from there (a list a new search finds nothing in says so instead) */
    if (!from_cursor && (hit == SIZE_MAX ? cur(a)->searched : wrapped) &&
        find_across(a, dir, hit == SIZE_MAX ? ACROSS_NEXT : ACROSS_ALL))
        return true;
    if (hit == SIZE_MAX && find_ungrouped(a, dir))
        return true;
    if (hit != SIZE_MAX) {
        found(a, t, c, hit);
        if (stay)
            *c = from_match ? a->search_stop : start;
        /* past the last match to the first (n from 5 of 5 to 1 of 5 said
         * nothing: a trial), as less says it */
        if (wrapped && !from_cursor && (from_match ? hit != start : *c != start)) {
            size_t len = strlen(a->status);
            snprintf(a->status + len, sizeof a->status - len, "; %s", dir > 0 ? "wrapped to the top" : "wrapped to the bottom");
        }
    } else if (!find_hidden_exec(a, dir) && !find_below(a, dir, from_cursor ? ACROSS_ALL : ACROSS_NEXT) &&
               !find_two_down(a, dir)) {
        /* and where else it looked: the lists one Enter down (a trial
         * read "not found in this view" as the rows on screen alone) */
        /* the pane searched named: the modules or hosts list, the
         * diagnosis ("not found in this view" of the modules pane: a
         * trial) */
        const char *where = a->focus == XF_DIAG ? "in the diagnosis"
                            : a->focus != XF_LEFT ? "in this view"
                            : a->left_view == &xt_list_hosts ? "in the hosts list"
                            : a->left_view == &xt_list_modules ? "in the modules list"
                                                               : "in this list";
        snprintf(a->status, sizeof a->status, "/%s: not found %s%s%s%s%s%s%s%s%s", a->search, where,
                 exec_range_note(a, false), other_roles_note(a), diag_hidden_note(a),
                 a->focus != XF_RIGHT || !group_view(cur(a)->view) ? ""
                 : cur(a)->view == &xt_cmp_view_plan /* its link to the live page alone (the runtime
                                                      * deltas' rows read as searched: a trial) */
                     ? ", nor in the live page's groups and their buffers"
                     : ", nor in its lists one Enter down",
                 cursor_note(a),
                 /* the comparison's pages search their rows alone (the help's
                  * "buffers too" read as a search one Enter down: a trial) */
                 a->cmp && !a->cmp->side && a->focus == XF_RIGHT && cur(a)->view != &xt_cmp_view_live
                     ? group_view(cur(a)->view)
                           ? "; each page searches its own rows (r: the runtime deltas), the live page its "
                             "groups' buffers too"
                           : "; a comparison's page searches its own rows (the live page its groups' buffers "
                             "too): x shows a side, whose search finds its buffers' fields too"
                     : "",
                 /* a runs comparison's host, listed by H (a trial's
                  * "/node-1" said nothing of it) */
                 a->cmp && !a->cmp->side && a->focus == XF_RIGHT ? xt_cmp_app_hosts_hint(a, a->search) : "",
                 diag_has_note(a));
        return false;
    }
    return true;
}

/* A heading's key hint ("; Enter: a role's buffers", ": Enter charts one",
 * "; [ ] step, Enter selects") cut from row, up to the parenthesis that
 * closes it: y copies what the heading says, not which key to press. */
static void strip_key_hint(char *row)
{
    static const char *const hints[] = { "; Enter", ": Enter ", "; [ ] step" };
    for (size_t i = 0; i < sizeof hints / sizeof hints[0]; i++) {
        char *h = strstr(row, hints[i]);
        if (!h)
            continue;
        char *close = strchr(h, ')');
        memmove(h, close ? close : h + strlen(h), strlen(close ? close : h + strlen(h)) + 1);
    }
}

/* y: what the user would paste into a ticket or an editor: the selected
 * buffer's file:line, the selected diagnosis line, else the row's text.
 * screen.c sends it to the terminal's clipboard (OSC 52, works over SSH);
 * the status line shows it too, to be selected by hand. */
static const char *copy_text(xt_app *a)
{
    xt_arena *ar = &a->frame_arena;
    const xt_plan *p = a->module < an(a)->host->nmodules ? an(a)->plans[a->module] : NULL;
    size_t *c;
    xt_text *t = focused_text(a, &c);
    /* a comparison's figure: its full text, what its arrow goes from and
     * to ("parameters 1.8574 GiB 1.86 GiB 0 B", its columns without their
     * headings, said nothing pasted: a trial) */
    if (a->cmp && !a->cmp->side) {
        const char *f = xt_cmp_app_row_full(a);
        const char *hint = f ? strstr(f, "; Enter: ") : NULL; /* a key pasted means nothing */
        const char *fx = f ? xt_arena_printf(ar, "%.*s", hint ? (int)(hint - f) : (int)strlen(f), f) : NULL;
        if (fx && strstr(fx, " -> ")) /* the head once (a row's own, or its hint's: a trial) */
            return xt_arena_printf(ar, "%s%s", strstr(fx, "BEFORE -> AFTER") ? "" : "BEFORE -> AFTER, ", fx);
    }
    if (a->focus == XF_DIAG) {
        const xt_diag *d;
        size_t n = xt_analysis_diagnose(an(a), a->module, &d);
        for (long i = (long)*c; i >= 0 && (size_t)i < t->nrows; i--) {
            /* a row of no line: the pane's footer ("Confirm a fix ...")
             * is not indented as a line's rows are (it copied the line
             * above it: a trial) */
            if (t->rows[i].kind != XT_T_DIAG && !t->rows[i].cont) {
                char rw[8];
                xt_text_row_plain(t, (size_t)i, rw, sizeof rw, (int)sizeof rw - 1, false);
                if (strspn(rw, " ") < 2)
                    break;
            }
            if (t->rows[i].kind == XT_T_DIAG) {
                const xt_diag *x = t->rows[i].target < n ? &d[t->rows[i].target] : NULL;
                if (!x)
                    return NULL;
                /* the whole line, as a ticket needs it: the module, the
                 * line's label, its saving and check (the saving, the
                 * one figure a ticket asks for, was left out, and the
                 * label: a trial); "(below)" points at nothing pasted */
                char sv[32] = "";
                if (x->savings >= 0)
                    xt_fmt_bytes(sv, sizeof sv, x->savings);
                const char *fix = x->fix, *bl;
                while ((bl = strstr(fix, " (below)")))
                    fix = xt_arena_printf(ar, "%.*s%s", (int)(bl - fix), fix, bl + 8);
                while ((bl = strstr(fix, ", below)")))
                    fix = xt_arena_printf(ar, "%.*s)%s", (int)(bl - fix), fix, bl + 8);
                /* the device whose lines they are where several ran
                 * the module (pasted, "7.50 GiB already in use" read as
                 * all 8 GPUs': a trial) */
                const xt_prepared *xp =
                    a->module < an(a)->host->nmodules ? xt_analysis_prepared(an(a), a->module) : NULL;
                const char *dev = xp && xp->devices && xp->devices->ran >= 2 && xp->device < an(a)->rt->ndevices
                                      ? xt_arena_printf(ar, " on %s", an(a)->rt->devices[xp->device].label)
                                      : "";
                return xt_arena_printf(ar, "%s%s: %s (%s): %s; fix: %s%s%s%s%s%s%s",
                                       a->module < an(a)->host->nmodules ? an(a)->host->modules[a->module].name
                                                                         : "allocators",
                                       dev, x->id, xt_prov_name(x->label), x->cause, fix, *sv ? "; saving: up to ~" : "",
                                       sv, *sv ? xt_arena_printf(ar, " (%s)", xt_prov_name(x->savings_label)) : "",
                                       *x->check ? "; check: " : "", x->check, "");
            }
        }
    }
    if (a->focus == XF_RIGHT && p) {
        size_t b = SIZE_MAX;
        if (*c < t->nrows && t->rows[*c].kind == XT_T_BUFFER)
            b = t->rows[*c].target;
        else if (cur(a)->view == &xt_view_buf)
            b = cur(a)->buf;
        if (b < p->nlive && *p->live[b].source)
            return p->live[b].source;
    }
    if (*c >= t->nrows)
        return NULL;
    /* an execution's row: its figures with their names and units (the
     * row's "* 5 138.13 554.2 MiB +0 B launched" left its column headings
     * behind: a number without its label; a trial) */
    if (t == &a->right && cur(a)->view == &xt_view_rt && t->rows[*c].kind == XT_T_EXEC) {
        const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
        size_t e = t->rows[*c].target;
        if (r && e < r->nexecs && a->module < an(a)->host->nmodules) {
            const xt_exec *x = &an(a)->rt->execs[r->execs[e]];
            char b[32] = "?", d[32] = "", w[32] = "";
            if (x->in_use_at_start >= 0)
                xt_fmt_bytes(b, sizeof b, x->in_use_at_start);
            const xt_exec *px = e ? &an(a)->rt->execs[r->execs[e - 1]] : NULL;
            if (px && px->in_use_at_start >= 0 && x->in_use_at_start >= 0)
                xt_fmt_delta(d, sizeof d, x->in_use_at_start - px->in_use_at_start);
            if (x->retry_wait_ps > 0)
                xt_fmt_dur(w, sizeof w, x->retry_wait_ps);
            return xt_arena_printf(ar,
                                   "%s execution %zu of %zu: start %.3f ms, %s in use at start%s%s (measured); "
                                   "%s%s%s%s",
                                   xt_safe(ar, an(a)->host->modules[a->module].name), e + 1, r->nexecs,
                                   (double)x->start_ps / 1e9, b, *d ? ", change " : "", d,
                                   x->launched ? "launched a kernel" : "NEVER launched a kernel",
                                   *w ? "; retry wait " : "", w,
                                   *w ? (x->retry_inferred ? " (inferred)" : " (measured)") : "");
        }
    }
    /* a group of the peak's buffers (b): its key, then its figures named
     * ("1.25 GiB 36.6% 5 model.py:88" left the count without a word) */
    if (t == &a->right && p && cur(a)->view == &xt_view_bufs && t->rows[*c].kind == XT_T_LIVEGROUP &&
        t->rows[*c].target < p->nlive && groups_shown(a)) {
        int g = groups_shown(a);
        const char *key = group_key(&p->live[t->rows[*c].target], g);
        int64_t bytes = 0;
        size_t nb = 0;
        for (size_t i = 0; i < p->nlive; i++)
            if (in_frame(cur(a), &p->live[i]) && !strcmp(group_key(&p->live[i], g), key))
                bytes = xt_sat_add(bytes, p->live[i].bytes), nb++;
        char bs[32], ps[16];
        return xt_arena_printf(ar, "%s (%s): %s, %s of the heap peak, %zu buffer%s live at it (read)",
                               key, group_names[g], xt_fmt_bytes(bs, sizeof bs, bytes),
                               xt_fmt_pct(ps, sizeof ps, bytes, p->heap_peak), nb, xt_plural(nb));
    }
    /* a host's row: its name and whole verdict, not the cell ("* host-15
     * full in ~24": the list's mark, no label; a trial) */
    if (t == &a->left && a->left_view == &xt_list_hosts && t->rows[*c].kind == XT_T_HOST &&
        t->rows[*c].target < a->cap->nhosts) {
        size_t h = t->rows[*c].target;
        int sev = 0;
        const char *v = a->summaries ? a->summaries[h].verdict : a->an[h] ? xt_host_verdict(a->an[h], &sev) : NULL;
        if (v)
            return xt_arena_printf(ar, "host %s: %s", host_shown(a, ar, h), xt_safe(ar, v));
    }
    /* a module's row: its whole name, not the pane's cut of it */
    if (t == &a->left && a->left_view == &xt_list_modules && t->rows[*c].kind == XT_T_MODULE &&
        t->rows[*c].target < an(a)->host->nmodules)
        return an(a)->host->modules[t->rows[*c].target].name;
    if (t->rows[*c].whole) /* what a shortened row says in full */
        return t->rows[*c].whole;
    /* the logical line: a wrapped note's rows joined, from its first; its
     * words without a column's padding or a bar (a trial pasted half a
     * note, and padding with six cells of a bar) */
    size_t r = *c;
    while (r > 0 && t->rows[r].cont)
        r--;
    char *out = xt_arena_alloc(ar, 4096);
    size_t n = 0;
    out[0] = 0;
    /* a blank between spans where the row had one: before or after a
     * span's words, in a span of blanks (a wrapped row's indent), or
     * where a wrapped row joins ("beforejit_train_step(15)" and
     * "(read)> pool": a trial pasted a comparison's verdict so) */
    bool blank = false;
    for (size_t q = r; q < t->nrows && (q == r || t->rows[q].cont); q++) {
        blank |= q != r;
        for (size_t k = 0; k < t->rows[q].count; k++) {
            const xt_span *sp = &t->spans[t->rows[q].first + k];
            if (sp->attr == XT_A_BAR || !sp->text)
                continue;
            size_t lead = strspn(sp->text, " ");
            const char *w = sp->text + lead;
            size_t wl = strlen(w);
            while (wl && w[wl - 1] == ' ')
                wl--;
            blank |= lead > 0;
            if (!wl)
                continue;
            bool gap = n && (blank || sp->width || (k && t->spans[t->rows[q].first + k - 1].width));
            if (n + wl + 2 >= 4096)
                break;
            if (gap)
                out[n++] = ' ';
            memcpy(out + n, w, wl);
            n += wl;
            out[n] = 0;
            blank = w[wl] == ' ';
        }
    }
    strip_key_hint(out);
    /* the plan's verdict: with its module's name, as the title has it
     * ("needs 3.72 GiB (read) > pool 2.79 GiB (measured)" pasted alone
     * named no module: a trial) */
    if (t == &a->right && cur(a)->view == &xt_view_plan && a->module < an(a)->host->nmodules && n >= 8) {
        int sev = 0;
        const char *v = xt_verdict(an(a), a->module, &sev);
        if (v && !strncmp(out, v, n < 24 ? n : 24))
            return xt_arena_printf(ar, "%s: %s", an(a)->host->modules[a->module].name, out);
    }
    return *out ? out : NULL;
}

static void k_copy(xt_app *a)
{
    const char *s = copy_text(a);
    if (!s) {
        snprintf(a->status, sizeof a->status, "nothing to copy on this row");
        return;
    }
    snprintf(a->clip, sizeof a->clip, "%s", xt_safe(&a->frame_arena, s));
    a->clip_pending = true;
    snprintf(a->status, sizeof a->status, "copied (OSC 52): %s", a->clip);
}

static void k_next(xt_app *a) { find(a, 1, false); }
static void k_prev(xt_app *a) { find(a, -1, false); }
static void k_export(xt_app *a) { xt_app_export(a); }
static void k_redraw(xt_app *a) { (void)a; }

/* ---- the help screen and the search prompt: keys of their own modes ---------------- */

/* the help scrolls between its first row and its last page */
static void help_scroll(xt_app *a, long by)
{
    long page = a->rows - 3 > 1 ? a->rows - 3 : 1;
    if (!a->helptext.nrows)
        build_help(a);
    long max = (long)a->helptext.nrows - page, top = (long)a->help_top + by;
    if (top > max)
        top = max;
    a->help_top = top > 0 ? (size_t)top : 0;
}
static long help_page(xt_app *a) { return a->rows - 4 > 1 ? a->rows - 4 : 1; }
static void k_help_down(xt_app *a) { help_scroll(a, 1); }
static void k_help_up(xt_app *a) { help_scroll(a, -1); }
static void k_help_pgdn(xt_app *a) { help_scroll(a, help_page(a)); }
static void k_help_pgup(xt_app *a) { help_scroll(a, -help_page(a)); }
static void k_help_top(xt_app *a) { a->help_top = 0; }
static void k_help_bottom(xt_app *a) { help_scroll(a, (long)1e9); }
static void k_help_close(xt_app *a) { a->help = false; }
/* "/" there is a search, as in less and man: it closed help and was
 * dropped, no prompt (a trial) */
static void k_help_search(xt_app *a)
{
    a->help = false;
    k_search(a);
}

/* what is typed goes to a->query: Esc leaves the last search as it was */
static void k_search_cancel(xt_app *a) { a->searching = false; }
static void k_search_del(xt_app *a)
{
    if (a->query_len)
        a->query[--a->query_len] = 0;
}
static void k_search_type(xt_app *a)
{
    int key = a->key;
    if (key >= 32 && key < 128 && a->query_len + 1 < sizeof a->query) {
        a->query[a->query_len++] = (char)key;
        a->query[a->query_len] = 0;
    }
}
/* A search for a number (or #number) in the runtime view: execution N,
 * when there is one, before the rows whose text contains the digits (a
 * start time, a size); n and N then search the text.  Returns whether it
 * selected one. */
static bool find_exec_number(xt_app *a)
{
    const xt_module_runtime *r = xt_analysis_mrt(an(a), a->module);
    if (a->focus != XF_RIGHT || !cur(a)->view->runtime || !r || !r->nexecs)
        return false;
    const char *s = a->search + (a->search[0] == '#');
    size_t n = 0;
    if (!*s || strlen(s) > 9)
        return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return false;
        n = n * 10 + (size_t)(*s - '0');
    }
    if (n < 1 || n > r->nexecs)
        return false;
    a->exec = n - 1;
    cur(a)->want_kind = XT_T_EXEC;
    cur(a)->want_target = n - 1;
    snprintf(a->status, sizeof a->status,
             "/%s: execution %zu of %zu (n, N: rows whose text has it)", a->search, n, r->nexecs);
    return true;
}

/* search from the cursor row on, the row itself included */
static void k_search_go(xt_app *a)
{
    a->searching = false;
    if (a->query_len)
        memcpy(a->search, a->query, a->query_len + 1);
    else if (!a->search[0]) {
        /* "/" then Enter: "no search yet: press / first" answered a user
         * who had just pressed it (a trial); an empty one repeats the last */
        snprintf(a->status, sizeof a->status, "nothing to find: type a word after /, then Enter");
        return;
    }
    if (!find_exec_number(a))
        find(a, 1, true);
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

/* Terms a row may hold that a new user asks about: the status line
 * explains them while the cursor is on the row. */
static const struct { const char *term, *says; } glossary[] = {
    { "  outputs, not aliased", "outputs, not aliased: the step's outputs in buffers of their own, not "
                                "a donated parameter's (read); Enter lists them" },
    { "  lifetime    from event", "lifetime: the events of the step's program order (XLA's heap "
                                   "simulation) from this buffer's allocation to its free" },
    { "lifetime", "lifetime: the most the allocator ever held in use since the process started, "
                  "before the capture too (peak: the most within the capture)" },
    /* (where unknown, the row says "fragmentation unknown": "; unknown:
     * ..." under a figure read as if that figure were unknown, a trial) */
    { "fragmentation at the peak", "fragmentation: 1 - largest free chunk / free bytes at the pool's peak "
                                   "(measured from the allocator's stats)" },
    { "fragmentation unknown", "fragmentation unknown: the capture's allocator events lack the stat" },
    { "heap peak", "heap peak: the most the step's temporaries hold at once (XLA's heap simulation); "
                   "the temp block reserved can be larger" },
    { "  parameters  ", "parameters: the step's inputs, live for all of it (read); a donated one's buffer "
                        "holds an output; Enter lists them, which are donated and which could be" },
    { "  total the step needs", "total the step needs: parameters + outputs not aliased + temp block (read), "
                                "against the pool" },
    { "  XLA remat", "XLA remat: instructions XLA recomputes rather than keeps (named .remat, read)" },
};

/* A leaking host's verdict for the status line, its cell in the hosts
 * list (row r) said first: "full~10" (the list's shortest form of "full
 * in ~10 more executions (inferred)", xt_app_short_verdict), and even
 * "full in ~10 execs", read as nothing a trial could name.  What it
 * counts is xt_host_verdict_of's: the room the pool has left beside the
 * step's outputs and temp, over the growth per execution.  Returns that
 * ("full~10 = the step stops ... (inferred)"), *rest the verdict before
 * it; NULL for other verdicts, *rest then v. */
static const char *leak_gloss(xt_app *a, size_t r, const char *v, const char **rest)
{
    const char *f = strstr(v, "; full ");
    *rest = v;
    if (!f || r >= a->left.nrows || !a->left.rows[r].count)
        return NULL;
    const xt_span *cell = &a->left.spans[a->left.rows[r].first + a->left.rows[r].count - 1];
    const char *shown = cell->text + strspn(cell->text, " ");
    if (strncmp(shown, "full", 4)) /* a wide list: the verdict whole */
        shown = "full";
    const char *n = strstr(f, "; full in ~");
    int digits = n ? (int)strspn(n + 11, "0123456789") : 0;
    const char *what = n ? xt_arena_printf(&a->frame_arena, "the step stops fitting in ~%.*s more executions "
                                                            "(inferred)", digits, n + 11)
                         : "the step stops fitting after the next execution (inferred)";
    *rest = xt_arena_printf(&a->frame_arena, "%.*s", (int)(f - v), v);
    return xt_arena_printf(&a->frame_arena, "%s = %s", shown, what);
}

/* Rows of the status line s takes at cols columns, as frame.c breaks it
 * (status_rows stops at the three it may have). */
static int status_rows_for(const char *s, int cols)
{
    int n = 0;
    while (*s && cols > 0)
        xt_status_row_end(s, cols, &s), n++;
    return n;
}

/* Host h's verdict rest (its part after the status line's head) as the
 * status line says it: with why its device failed, in figures, where that
 * fits the line's three rows ("GPU 5 failed: execution 5 never launched"
 * said nothing of why: a trial); else, where the verdict takes more (the
 * reason, a leak's cell and its verdict at 60x20: a trial), its own part
 * in fewer words, as the list's cells say it ("grows +104.0 MiB/exec"),
 * the head (the reason and the cell's meaning) whole. */
static const char *status_verdict(xt_app *a, const char *head, const char *rest, size_t h)
{
    xt_arena *ar = &a->frame_arena;
    const char *dev, *cause = host_cause(a, h, &dev);
    if (cause) {
        const char *with = xt_arena_printf(ar, "%s; %s", rest, xt_safe(ar, cause));
        if (status_rows_for(xt_arena_printf(ar, "%s%s", head, with), a->cols) <= 3)
            return with;
    }
    const char *said = rest;
    for (int room = (int)xt_utf8_width(rest) - 1;
         room >= 12 && status_rows_for(xt_arena_printf(ar, "%s%s", head, said), a->cols) > 3; room--)
        said = xt_app_short_verdict(ar, rest, room);
    return said;
}

/* When the last key had nothing to say, the status line tells of the row
 * under the cursor: a run's hosts and size, a module's whole name, a term. */
static void explain_row_now(xt_app *a);

void xt_app_explain(xt_app *a)
{
    snprintf(a->status, sizeof a->status, "%s", HINT);
    xt_app_build(a);
    explain_row(a);
}

static void explain_row(xt_app *a)
{
    bool hint = !strcmp(a->status, HINT);
    explain_row_now(a);
    /* what it said, to say again at another size (xt_app_resize) */
    a->explained = hint && strcmp(a->status, HINT) ? xt_hash_bytes(a->status, strlen(a->status)) | 1 : 0;
}

static void explain_row_now(xt_app *a)
{
    size_t lr = left_item_row(a);
    if (a->focus == XF_LEFT && a->left_view == &xt_list_runs && !strcmp(a->status, HINT) &&
        lr < a->left.nrows && a->left.rows[lr].kind && a->left.rows[lr].target < a->nrun_info) {
        size_t r = a->left.rows[lr].target;
        /* the run open is not opened again: Enter closes the list there */
        snprintf(a->status, sizeof a->status, "run %s: %s; %s", xt_safe(&a->frame_arena, a->cap->runs[r]),
                 a->run_info[r], is_open_run(a, r) ? "the one open (Enter closes the list)" : "Enter opens it");
    }
    /* the hosts pane cuts verdicts (why a file cannot be read, at 80x24):
     * the status line has the selected host's whole */
    if (a->focus == XF_LEFT && a->left_view == &xt_list_hosts && !strcmp(a->status, HINT) &&
        a->left_cursor < a->left.nrows && a->left.rows[a->left_cursor].kind == XT_T_HOST) {
        size_t h = a->left.rows[a->left_cursor].target;
        int sev = 0;
        const char *v = h >= a->cap->nhosts ? NULL
                        : a->summaries       ? a->summaries[h].verdict
                        : a->an[h]           ? xt_host_verdict(a->an[h], &sev)
                                             : NULL;
        /* the worst host: why, which the list cannot say (all may read
         * "fits (2%)") */
        xt_worst_pick wp = v ? run_worst(a) : (xt_worst_pick){ .host = SIZE_MAX };
        const char *gloss = NULL, *rest = NULL;
        if (v)
            gloss = leak_gloss(a, a->left_cursor, xt_safe(&a->frame_arena, v), &rest);
        if (v && wp.host == h && wp.why) {
            xt_arena *ar = &a->frame_arena;
            const char *head = xt_arena_printf(ar, "host %s, the worst of %zu: %s; %s%s",
                                               host_said(a, ar, h), a->cap->nhosts, xt_safe(ar, wp.why),
                                               gloss ? gloss : "", gloss ? "; " : "");
            snprintf(a->status, sizeof a->status, "%s%s", head, status_verdict(a, head, rest, h));
        } else if (v) {
            /* as the worst's: the verdict in fewer words where the whole
             * takes more than three rows (its file's name beside it cut
             * "per execution (inferred)" to "per execution…") */
            xt_arena *ar = &a->frame_arena;
            const char *head = xt_arena_printf(ar, "host %s: %s%s", host_said(a, ar, h), gloss ? gloss : "",
                                               gloss ? "; " : "");
            snprintf(a->status, sizeof a->status, "%s%s", head, status_verdict(a, head, rest, h));
        }
    }
    /* the modules pane cuts names: the status line has the selected one whole */
    if (a->focus == XF_LEFT && a->left_view == &xt_list_modules && !strcmp(a->status, HINT) &&
        a->left_cursor < an(a)->host->nmodules) {
        /* and what its mark means ("!" was the README's alone: a trial),
         * and its figures: "20M" and "2.4k" were nowhere explained (a
         * trial at 80x24) */
        size_t m = a->left_cursor;
        bool picked = m == an(a)->selected;
        const xt_plan *p = an(a)->plans[m];
        size_t runs = an(a)->rt->module_execs[m];
        char size[32], nruns[32];
        if (p->has_plan)
            xt_fmt_bytes(size, sizeof size, p->total);
        xt_fmt_int(nruns, sizeof nruns, (int64_t)runs);
        xt_arena *ar = &a->frame_arena;
        const char *name = xt_safe(ar, an(a)->host->modules[m].name), *s = nruns, *ns = runs == 1 ? "" : "s";
        /* one word for a module that did not run in the capture, as the
         * list ("none") and the report ("none in the capture") say it: not
         * "0 runs (measured)"; "never ran" was wrong of one that ran
         * before the trace (an audit) */
        const char *ran = runs ? xt_arena_printf(ar, "%s run%s", s, ns) : "none in the capture";
        /* in the fewest words that fit the status line's rows kept for
         * the view (keep_status_rows): the panes moved when Tab brought
         * three rows of it to a view of one or two (a trial at 80x24) */
        int fit = a->status_keep < 1 ? 1 : a->status_keep;
        const char *say = NULL;
        for (int i = 0; i < 3 && (!say || status_rows_for(say, a->cols) > fit); i++)
            say = i == 0 ? xt_arena_printf(ar, "module %s: %s%s; %s%s%s%s%s", name,
                                           p->has_plan ? "size " : "size -, no usable buffer assignment",
                                           p->has_plan ? xt_arena_printf(ar, "%s, the total its step needs (read)",
                                                                         size)
                                                       : "",
                                           ran, runs ? ", its executions (measured)" : " (measured)",
                                           m == a->module ? "; * shown" : "",
                                           picked && m != a->module ? "; ! the analysis's pick, "
                                           : picked                 ? ", the analysis's pick, "
                                                                    : "",
                                           picked && an(a)->selected_why ? an(a)->selected_why : "")
                  : i == 1 ? xt_arena_printf(ar, "module %s: size %s (read); %s (measured)%s%s", name,
                                             p->has_plan ? size : "- (no usable buffer assignment)", ran,
                                             m == a->module ? "; * shown" : "",
                                             picked && m != a->module ? "; ! the analysis's pick"
                                             : picked                 ? ", the analysis's pick"
                                                                      : "")
                           : xt_arena_printf(ar, "%s: %s (read), %s (measured)%s%s", name,
                                             p->has_plan ? size : "-", ran, m == a->module ? ", * shown" : "",
                                             picked && m != a->module ? ", ! picked" : picked ? ", picked" : "");
        snprintf(a->status, sizeof a->status, "%s", say);
    }
    size_t *c;
    xt_text *t = focused_text(a, &c);
    if (strcmp(a->status, HINT) || *c >= t->nrows)
        return;
    if (t == &a->right && cur(a)->view == &xt_view_rt && t->rows[*c].kind == XT_T_EXEC) {
        /* the selected one: nothing for Enter to do (a trial) */
        const xt_module_runtime *mr = xt_analysis_mrt(an(a), a->module);
        size_t sel = a->exec == SIZE_MAX && mr && mr->nexecs ? mr->nexecs - 1 : a->exec;
        exec_status(a, t->rows[*c].target, "",
                    t->rows[*c].target == sel ? "; selected, [ ] step" : "; Enter selects it, [ ] step");
        return;
    }
    char row[2048]; /* its bars as drawn (a trial read "####" under "████") */
    xt_text_row_plain(t, *c, row, sizeof row, 1000, a->utf8);
    /* a row its pane cuts: the whole of it (a live set's origin, a Python
     * frame with its arguments; a trial found no way to read them), before
     * what a term in it means (a cut diagnosis cause said what "heap peak"
     * is, and the cause could not be read: a trial at 80x24) */
    if (t == &a->right && xt_chart_row(a, *c))
        return;
    if (t->rows[*c].whole) {
        snprintf(a->status, sizeof a->status, "%s", t->rows[*c].whole);
        return;
    }
    int cols = visible_cols(a, t, *c);
    if (cols > 0 && (int)xt_text_row_width(t, *c) > cols) {
        const char *r = row + strspn(row, " >*");
        snprintf(a->status, sizeof a->status, "%s", r);
        return;
    }
    /* a role row: what puts a buffer in it (the rows said nothing: a
     * trial; doc/figures.md, Roles) */
    if (t == &a->right && (t->rows[*c].kind == XT_T_ROLE || t->rows[*c].kind == XT_T_ALLBUFS)) {
        static const char *const says[XT_NROLES + 1] = {
            [XT_ROLE_FORWARD] = "forward, kept for backward: made by the forward pass (jvp( in its op "
                                "name), held for backward (read)",
            [XT_ROLE_BACKWARD] = "backward: made by the backward pass (transpose( in its op name) (read)",
            [XT_ROLE_WORKSPACE] = "workspace: a library call's scratch (a custom-call's s8/u8 buffer: "
                                  "cuBLAS, cuDNN) (read)",
            [XT_ROLE_OTHER] = "other: no jvp( or transpose( in its op name (an optimizer, a copy, "
                              "inference) (read)",
            [XT_NROLES] = "all live here: every buffer live at this point; the roles above add up to it",
        };
        size_t r = t->rows[*c].kind == XT_T_ROLE ? t->rows[*c].target : XT_NROLES;
        if (r <= XT_NROLES && says[r]) {
            snprintf(a->status, sizeof a->status, "%s", says[r]);
            return;
        }
    }
    /* the pool shown: why that one (two pools alike, 14.4 GiB, 5.78 GiB at
     * their peaks: the choice was said in doc/ alone, a trial) */
    const xt_runtime *rt = an(a) ? an(a)->rt : NULL;
    if (t == &a->right && t->rows[*c].kind == XT_T_POOL && rt && an(a)->pool_pick >= rt->nallocators &&
        t->rows[*c].target == rt->main_allocator) {
        xt_arena *ar = &a->frame_arena;
        const char *why = xt_view_main_pool_why(ar, rt, true);
        const char *say = xt_arena_printf(ar, "* %s, the pool shown: %s; lifetime: the most it ever held, before "
                                              "the capture too",
                                          xt_safe(ar, rt->allocators[rt->main_allocator].name), why);
        if (why && status_rows_for(say, a->cols) > 3)
            say = xt_arena_printf(ar, "* %s, the pool shown: %s", xt_safe(ar, rt->allocators[rt->main_allocator].name),
                                  why);
        if (why) {
            snprintf(a->status, sizeof a->status, "%s", say);
            return;
        }
    }
    for (size_t i = 0; i < sizeof glossary / sizeof glossary[0]; i++)
        if (strstr(row, glossary[i].term)) {
            snprintf(a->status, sizeof a->status, "%s", glossary[i].says);
            return;
        }
}

/* The most rows the explanations of pane p's rows from..to take on the
 * status line (explain_row, for each row its cursor can take), the
 * modules pane's in the fewest words that fit `fit` rows. */
/* The status rows row r of t's explanation takes (the cursor on it). */
static int probe_row_status(xt_app *a, const xt_text *t, size_t *c, size_t r)
{
    if (xt_row_is_column_header(t, r))
        return 1;
    *c = r;
    snprintf(a->status, sizeof a->status, "%s", HINT);
    explain_row_now(a); /* a probe: not what the status line says (no record) */
    return status_rows_for(a->status, a->cols);
}

static int pane_status_rows(xt_app *a, xt_focus p, int fit, size_t from, size_t to)
{
    xt_focus was = a->focus;
    int keep = a->status_keep;
    a->focus = p;
    a->status_keep = fit;
    size_t *c;
    xt_text *t = focused_text(a, &c);
    size_t at = *c, pin = p == XF_RIGHT ? xt_chart_pinned(a) : 0;
    int most = 1;
    /* a long list a search listed whole: its first rows, as when it was
     * summed, and of the rest the widest and the one with the longest
     * whole text, whose explanations are the longest of a list's rows
     * (200,000 rows' explanations took 475 ms of the search's key) */
    size_t skip_from = SIZE_MAX, skip_to = SIZE_MAX, wide = SIZE_MAX, longest = SIZE_MAX;
    if (t->kept_at && t->kept_n > XT_VIEW_LIVE_ROWS + 8) {
        skip_from = t->kept_at - 1 + XT_VIEW_LIVE_ROWS;
        skip_to = t->kept_at - 1 + t->kept_n;
        size_t ww = 0, wl = 0;
        for (size_t r = skip_from; r < skip_to && r < t->nrows; r++) {
            size_t rw = xt_text_row_width(t, r), lw = t->rows[r].whole ? strlen(t->rows[r].whole) : 0;
            if (rw > ww)
                ww = rw, wide = r;
            if (lw > wl)
                wl = lw, longest = r;
        }
    }
    for (size_t r = from > pin ? from : pin; r < t->nrows && r < to && most < 3; r++) {
        if (r >= skip_from && r < skip_to) {
            size_t reps[2] = { wide, longest };
            for (int k = 0; k < 2 && most < 3; k++)
                if (reps[k] < to) {
                    int n = probe_row_status(a, t, c, reps[k]);
                    most = n > most ? n : most;
                }
            r = skip_to - 1; /* on after the list */
            continue;
        }
        int n = probe_row_status(a, t, c, r);
        most = n > most ? n : most;
    }
    *c = at;
    a->focus = was;
    a->status_keep = keep;
    return most > 3 ? 3 : most;
}

/* The rows the status line keeps while the cursor moves and while Tab
 * goes from pane to pane: the most that the explanations of the left
 * and right panes' rows take (the panes above it do not grow and shrink
 * from row to row, nor jump on Tab: the modules pane's three rows took a
 * runtime view's two at 80x24, a trial).  Counted once for each view and
 * size (the right pane: each frame keeps its own), the left pane's list
 * once for each list, module and size, in the fewest words that fit the
 * view's rows.  The diagnosis's explanations (diag_keep) take their
 * extra rows from its own pane's foot (xt_app_layout), as does a key's
 * long message (an error naming a file) while it is open; without it,
 * such a message takes them from the panes, until the next key. */
static void keep_status_rows(xt_app *a)
{
    xt_navframe *f = cur(a);
    if (a->help) /* the help's own hint: kept for when it closes */
        return;
    int cmp_rows = a->cmp ? xt_cmp_app_status_rows(a) : -1;
    if (cmp_rows >= 0) { /* comparison mode's rows say their whole figures */
        a->status_keep = cmp_rows;
        return;
    }
    char *said = xt_arena_strdup(&a->frame_arena, a->status);
    uint64_t explained = a->explained; /* the rows' explanations below change it */
    const void *list = kept_list(a);
    if (!(f->kept.list == list && f->kept.nrows == a->right.nrows && f->kept.diag == a->diag_open &&
          f->kept.ndiag == (a->diag_open ? a->diag.nrows : 0) && f->kept.rows == a->rows &&
          f->kept.cols == a->cols && f->kept.module == a->module && f->kept.host == a->host &&
          f->kept.exec == a->exec)) {
        f->kept.list = list;
        f->kept.nrows = a->right.nrows;
        f->kept.diag = a->diag_open;
        f->kept.ndiag = a->diag_open ? a->diag.nrows : 0;
        f->kept.rows = a->rows;
        f->kept.cols = a->cols;
        f->kept.module = a->module;
        f->kept.host = a->host;
        f->kept.exec = a->exec;
        f->kept.view_rows = pane_status_rows(a, XF_RIGHT, 1, 0, SIZE_MAX);
        f->kept.diag_rows = a->diag_open ? pane_status_rows(a, XF_DIAG, 1, 0, SIZE_MAX) : 1;
    }
    a->diag_keep = f->kept.diag_rows;
    int most = f->kept.view_rows;
    /* the left pane, shown or a Tab away (hidden: not counted) */
    if (!a->left_hidden && !left_auto_off(a) && a->left.nrows) {
        /* the modules list counted as if no module were shown, once for
         * each width (a module switch counted 160,000 rows again: 220 ms
         * a key), then the row of the one shown, whose "* shown" is the
         * only words that change; other lists for each module and host */
        bool mods = a->left_view == &xt_list_modules;
        size_t module = mods ? 0 : a->module, host = mods ? 0 : a->host;
        struct xt_left_kept *k = &a->left_kept;
        if (!(k->list == a->left_view && k->an == an(a) && k->nrows == a->left.nrows && k->module == module &&
              k->host == host && k->rows == a->rows && k->cols == a->cols)) {
            *k = (struct xt_left_kept){ a->left_view, an(a), a->left.nrows, module, host, a->rows, a->cols, { 0 } };
        }
        if (!k->need[most]) {
            size_t shown = a->module;
            if (mods)
                a->module = SIZE_MAX;
            k->need[most] = pane_status_rows(a, XF_LEFT, most, 0, SIZE_MAX);
            a->module = shown;
        }
        int need = k->need[most];
        if (mods && a->module < a->left.nrows) {
            int n = pane_status_rows(a, XF_LEFT, most, a->module, a->module + 1);
            need = n > need ? n : need;
        }
        if (need > most)
            most = need;
    }
    snprintf(a->status, sizeof a->status, "%s", said);
    a->explained = explained;
    if (most > 3)
        most = 3;
    f->kept.rows_kept = most;
    /* a list a search opened: the most its siblings (the lists n goes to
     * from the same view) took, so that n from list to list moves no pane */
    if (f->searched && a->depth > 0) {
        const xt_navframe *under = &a->stack[a->depth - 1];
        if (a->searched_keep.view != under->view || a->searched_keep.module != a->module ||
            a->searched_keep.rows != a->rows || a->searched_keep.cols != a->cols) {
            a->searched_keep.view = under->view;
            a->searched_keep.module = a->module;
            a->searched_keep.rows = a->rows;
            a->searched_keep.cols = a->cols;
            a->searched_keep.most = 0;
        }
        if (most < a->searched_keep.most)
            most = a->searched_keep.most;
        a->searched_keep.most = most;
    }
    a->status_keep = most;
}

void xt_app_key(xt_app *a, int key)
{
    if (key == XK_RESIZE)
        return;
    a->keyno++;
    a->left_focus_lost = false; /* a key acts where the focus is now */
    if (a->cmp && xt_cmp_app_key(a, key)) /* comparison mode's own keys */
        return;
    xt_keymode m = a->searching ? XM_SEARCH : a->help ? XM_HELP : XM_MAIN;
    const xt_keydef *k = lookup(m, key);
    /* a redraw draws the same screen: the status line kept (it put the
     * cursor row's explanation over the key hints: a trial) */
    if (k && k->fn == k_redraw)
        return;
    if (!k) {
        /* named as the user pressed it ('?' for ^A said the help key did
         * nothing: a trial); every key says so, none is silent */
        int c = key & ~XK_META;
        bool alt = key & XK_META;
        char name[24];
        if (c > 0x20 && c < 0x7f)
            snprintf(name, sizeof name, alt ? "Alt-%c" : "'%c'", c);
        else if (c > 0 && c < 0x20)
            snprintf(name, sizeof name, "%s^%c", alt ? "Alt-" : "", c + 0x40);
        else
            snprintf(name, sizeof name, "%s", alt ? "that Alt key" : "that key");
        snprintf(a->status, sizeof a->status, "%s does nothing here; ? lists the keys", name);
        return;
    }
    /* a key's message on the status line (not the row's explanation,
     * nor what Esc itself said) is what Esc dismisses before a pane */
    a->esc_dismisses = strcmp(a->status, HINT) && a->key != XK_ESC && !a->searching && !a->help &&
                       !(a->explained && (xt_hash_bytes(a->status, strlen(a->status)) | 1) == a->explained);
    a->key = key;
    /* a message belongs to the key that just happened: the last one's goes */
    snprintf(a->status, sizeof a->status, "%s", HINT);
    k->fn(a);
    /* typing a search changes no pane; its Enter may (a hidden execution
     * found and selected) */
    if (m != XM_SEARCH || !a->searching)
        xt_app_build(a);
    list_rows_hint(a);
    if (!a->help && !a->searching)
        explain_row(a);
}

/* ---- the mouse ------------------------------------------------------------------ */

/* The pane at (y, x) and the row of its text there (SIZE_MAX: its rule). */
static bool pane_at(xt_app *a, int y, int x, xt_focus *pane, size_t *row)
{
    xt_layout l;
    xt_app_layout(a, &l);
    int py;
    size_t top;
    if (l.diag_h && y >= l.diag_y && y < l.diag_y + l.diag_h) {
        *pane = XF_DIAG, py = l.diag_y, top = a->diag_top;
    } else if (y >= l.body_y && y < l.body_y + l.body_h && l.left_w && x < l.left_w) {
        *pane = XF_LEFT, py = l.body_y, top = a->left_top;
    } else if (y >= l.body_y && y < l.body_y + l.body_h && x >= l.right_x) {
        *pane = XF_RIGHT, py = l.body_y, top = cur(a)->top;
    } else {
        return false;
    }
    *row = y == py ? SIZE_MAX : top + (size_t)(y - py - 1);
    return true;
}

void xt_app_mouse(xt_app *a, int y, int x, xt_mouse ev)
{
    xt_focus pane;
    size_t row;
    if (a->help || a->searching || !pane_at(a, y, x, &pane, &row))
        return;
    a->keyno++; /* a key between others (a role clicked stays under the chart's keys) */
    snprintf(a->status, sizeof a->status, "%s", HINT);
    a->focus = pane;
    xt_layout l;
    xt_app_layout(a, &l);
    /* a line of the chart pinned at the top of the view: not a row of the
     * rows under it (a click on the plot moves the chart's cursor there) */
    size_t line = (size_t)(y - l.body_y - 1), pin = pane == XF_RIGHT ? xt_chart_pinned(a) : 0;
    if (ev != XT_MOUSE_CLICK) { /* the wheel scrolls the pane under it */
        move(a, ev == XT_MOUSE_WHEEL_UP ? -3 : 3);
    } else if (row != SIZE_MAX && line < pin) {
        xt_chart_click(a, line, x - l.right_x - 1);
    } else if (row != SIZE_MAX) {
        size_t *c;
        xt_text *t = focused_text(a, &c);
        if (row < t->nrows && !xt_row_is_column_header(t, row)) { /* a header: the focus alone */
            /* a click on the selected row, or on a module, opens it */
            bool again = *c == row;
            *c = row;
            if (again || (pane == XF_LEFT && a->left_view == &xt_list_modules))
                k_enter(a);
        }
    }
    xt_app_build(a);
    list_rows_hint(a);
    explain_row(a);
}

/* ---- export -------------------------------------------------------------------- */

/* s's lines with every unsafe code point '?', its newlines kept. */
static void safe_lines(char *s)
{
    while (s && *s) {
        char *nl = strchr(s, '\n');
        if (nl)
            *nl = 0;
        xt_safe_line(s);
        size_t n = strlen(s);
        if (!nl)
            break;
        s[n] = '\n';
        if (s + n != nl) /* shorter: the rest moved up to the line's end */
            memmove(s + n + 1, nl + 1, strlen(nl + 1) + 1);
        s += n + 1;
    }
}

/* A view as an export writes it: whole (no cut at a width: a 1,200-column
 * name lost its end and the figures after it), sanitised, and in its
 * chart's charset, bars too (UTF-8 bars under an ASCII chart: a trial). */
static char *export_text(const xt_text *t)
{
    char *s = xt_text_plain(t, 1 << 16, XT_CHART_FILE_UTF8);
    safe_lines(s);
    return s;
}

int xt_app_export(xt_app *a)
{
    const char *mod = a->module < an(a)->host->nmodules ? an(a)->host->modules[a->module].name : "capture";
    char part[128], hpart[64], name[256], path[4096], cmod[160];
    /* a comparison's own view: both sides' pair, not AFTER's module id
     * ("compare-jit_train_step", "compare-jit_a vs jit_b") */
    if (a->cmp && a->cmp->side == 0 && a->cmp->m < a->cmp->c->nmodules) {
        /* with the ids where two pairs share the name, as the pane shows
         * it ("compare-jit__normal_9-11_": a trial's two files lacked them) */
        const char *lab = xt_cmp_app_pair_label(a->cmp, &a->frame_arena, a->cmp->m);
        const char *arrow = strstr(lab, "->");
        if (arrow)
            snprintf(cmod, sizeof cmod, "compare-%.*s-%s", (int)(arrow - lab), lab, arrow + 2);
        else
            snprintf(cmod, sizeof cmod, "compare-%s", lab);
        mod = cmod;
    }
    /* the full module name is in the title, the first line of the file */
    /* with the diagnosis pane focused, the diagnosis is what is exported
     * (first, and in the file's name), the view after it */
    bool diag_first = a->focus == XF_DIAG && a->diag_open && a->diag.nrows;
    /* the hosts or runs list focused: that list, at full width */
    const xt_view *shown = a->focus == XF_LEFT && !a->cmp &&
                                   (a->left_view == &xt_list_hosts || a->left_view == &xt_list_runs)
                               ? a->left_view
                               : cur(a)->view;
    /* a run's hosts have the same modules: the host in the name too */
    hpart[0] = 0;
    /* a comparison's own view of one side: which side, in the name */
    const char *side = a->cmp && a->cmp->side ? (a->cmp->side == 1 ? "before-" : "after-") : "";
    const char *vname = diag_first ? "diagnosis" : shown->name;
    /* one module's outputs: which module's, in the name (two lists of a
     * run's modules were told apart by opening them: a trial) */
    char fam[96];
    if (!diag_first && shown == &xt_view_fam && a->right.title &&
        !strncmp(a->right.title, "Live outputs of ", 16)) {
        char lab[64];
        snprintf(fam, sizeof fam, "outputs-of-%s", xt_file_name_part(lab, sizeof lab, a->right.title + 16, 60));
        vname = fam;
    }
    if (a->cmp && a->cmp->side == 0) {
        /* the comparison: both hosts when a side is a run (AFTER's alone
         * named half the pair), and "compare" once */
        const xt_compare *c = a->cmp->c;
        if (c->before.nhosts > 1 || c->after.nhosts > 1) {
            char hb[24], ha[24];
            snprintf(hpart, sizeof hpart, "%s_vs_%s-",
                     xt_file_name_part(hb, sizeof hb, xt_host_name_of_file(&a->frame_arena, c->before.an->host->path), 20),
                     xt_file_name_part(ha, sizeof ha, xt_host_name_of_file(&a->frame_arena, c->after.an->host->path), 20));
        }
        if (!strncmp(vname, "compare-", 8))
            vname += 8;
    } else {
        /* a log dir of several runs: which run's, in the name (two runs'
         * exports of the same module differed by "-2" alone) */
        char rn[32], hn[48];
        const char *rp = a->cap->nruns > 1 && a->cap->run ? xt_file_name_part(rn, sizeof rn, a->cap->run, 24) : NULL;
        const char *hp = a->cap->nhosts > 1
                             ? xt_file_name_part(hn, sizeof hn, host_shown(a, &a->frame_arena, a->host), 40)
                             : NULL;
        snprintf(hpart, sizeof hpart, "%s%s%s%s", rp ? rp : "", rp ? "-" : "", hp ? hp : "", hp ? "-" : "");
    }
    /* a host of several devices: which device's, in the name (two
     * exports of GPU 5's and GPU 7's runtime differed by "-2" alone: a
     * trial) */
    char dpart[40] = "";
    const xt_analysis *da = an(a);
    const char *dlabel = NULL;
    if (!(a->cmp && a->cmp->side == 0) && da && (da->rt->ndevices > 1 || (!da->host->nmodules && da->rt->nallocators > 1))) {
        if (!da->host->nmodules) {
            /* without modules the pool charted is what is shown: its
             * device's (GPU 4's export was named after GPU 6, the one the
             * analysis picked: a trial), else the pool's own name */
            const xt_allocator *pool = xt_analysis_main_pool(da);
            size_t pi = pool ? (size_t)(pool - da->rt->allocators) : SIZE_MAX;
            for (size_t d = 0; pool && d < da->rt->ndevices && !dlabel; d++)
                if (da->rt->devices[d].allocator == pi)
                    dlabel = da->rt->devices[d].label;
            if (!dlabel && pool)
                dlabel = pool->name;
        } else if (da->device < da->rt->ndevices) {
            dlabel = da->rt->devices[da->device].label;
        }
    }
    if (dlabel) {
        char dl[32];
        snprintf(dpart, sizeof dpart, "-%s", xt_file_name_part(dl, sizeof dl, dlabel, 24));
    }
    snprintf(name, sizeof name, "xoomtui-%s%s%s%s-%s.txt", side, hpart,
             xt_file_name_part(part, sizeof part, mod, 100), dpart, vname);
    /* never inside the capture directory, never over a loaded file; the
     * default "." may be the capture: then $TMPDIR or /tmp */
    xt_guard g;
    xt_error err = { 0, "" };
    const char *dir = a->export_dir ? a->export_dir : ".", *moved = NULL;
    int rc = xt_guard_init(&g, a->capture_dir, &err);
    for (size_t i = 0; !rc && i < a->cap->nhosts; i++)
        xt_guard_add_file(&g, a->cap->hosts[i].path);
    if (!rc)
        xt_guard_also(&g, a->guard_also);
    bool tmpdir_in = false; /* $TMPDIR was inside the capture too: /tmp */
    if (!rc && (rc = xt_guard_check_dir(&g, dir, &err)) && !a->export_dir) {
        moved = dir;
        const char *td = getenv("TMPDIR");
        dir = td && *td ? td : "/tmp";
        rc = xt_guard_check_dir(&g, dir, &err);
        if (rc && strcmp(dir, "/tmp")) { /* a trial: TMPDIR=CAPTURE/tmp failed the export */
            tmpdir_in = xt_guard_refuse_dir(&g, dir, &err) != XT_OK;
            dir = "/tmp";
            rc = xt_guard_check_dir(&g, dir, &err);
        }
    }
    /* whole or not at all: a cut path wrote under another name than the
     * one said (an --export-dir of 4,083 bytes: "xoomtui-jit", an
     * attacker's review) */
    int plen = snprintf(path, sizeof path, "%s/%s", dir, name);
    if (!rc && (plen < 0 || (size_t)plen >= sizeof path))
        rc = xt_fail(&err, XT_EINPUT, "%.60s...: the folder's path is too long for the file's name (%d bytes, "
                     "at most %zu)", dir, plen, sizeof path - 1);
    xt_outfile o;
    if (!rc)
        rc = xt_outfile_open(&o, path, &g, XT_OUT_UNIQUE, &err);
    xt_guard_free(&g);
    if (rc) {
        snprintf(a->status, sizeof a->status, "export failed: %.480s", err.msg);
        return -1;
    }
    FILE *f = o.f;
    int sev;
    const char *title = xt_app_title(a, &sev);
    /* the view built once more, as text output: no key hints, no links,
     * a chart in ASCII with its whole legend (it pastes into a ticket) */
    /* built again for a file, not the pane: at least 100 columns, the
     * diagnosis likewise (a narrow pane's wrapping would break names) */
    int ew = pane_w(a) > EXPORT_COLS ? pane_w(a) : EXPORT_COLS;
    xt_text view, diag;
    xt_text_init(&view, &a->frame_arena);
    shown->build(a, &view, ew);
    xt_text_init(&diag, &a->frame_arena);
    /* a comparison's side is one capture's: its diagnosis as that one's
     * file has it (the pane's rows lost the check: lines and were not
     * wrapped: a trial) */
    if (a->diag_open && a->diag.nrows && (!a->cmp || a->cmp->side)) {
        xt_view_diagnosis(&diag, an(a), a->module, ew);
        /* the notes once: without modules the plan view carries them (it
         * shows them with the diagnosis closed), and a file of both had
         * them twice, the second wrapped at the pane's width (a trial) */
        if (a->module < an(a)->host->nmodules || shown != &xt_view_plan)
            xt_view_warnings(&diag, an(a), a->module, ew);
    } else if (a->diag_open && shown == &xt_cmp_view_est) {
        /* the comparison's estimates in the view: the lower pane is the
         * same text, and the file had it twice (a trial) */
    } else if (a->diag_open && !xt_cmp_app_export_diag(a, &diag, ew)) {
        for (size_t i = 0; i < a->diag.nrows; i++)
            xt_text_copy_row(&diag, &a->diag, i);
    }
    /* the row the cursor was on, as the pane showed it (trial: an export
     * of a list did not say which buffer was the one looked at) */
    /* only a row Enter opens (a kind of its own), and as the file has
     * it: the pane's narrow form ("* 112   259.97 ...") is not the
     * table's in the same file */
    char sel[4096] = "";
    const xt_text *ct = diag_first ? &a->diag : shown != cur(a)->view ? &a->left : &a->right;
    const xt_text *ft = diag_first ? &diag : &view;
    size_t cc = diag_first ? a->diag_cursor : shown != cur(a)->view ? a->left_cursor : cur(a)->cursor;
    while (cc < ct->nrows && cc > 0 && ct->rows[cc].cont)
        cc--;
    /* a diagnosis line's cause or fix (its rows indented under it): the
     * line it belongs to; a note after the lines is none of them */
#define DIAG_PART(k) (!(k) || (k) == XT_T_DIAG_FIX || (k) == XT_T_DIAG_CHECK)
    if (diag_first && cc < ct->nrows && DIAG_PART(ct->rows[cc].kind)) {
        size_t up = cc;
        char row[16];
        for (; up > 0 && DIAG_PART(ct->rows[up].kind); up--) {
            xt_text_row_plain(ct, up, row, sizeof row, (int)sizeof row - 1, false);
            if (strncmp(row, "  ", 2))
                break;
        }
        if (ct->rows[up].kind == XT_T_DIAG)
            cc = up;
    }
#undef DIAG_PART
    if (cc < ct->nrows && ct->rows[cc].kind) {
        const xt_text *st = ct;
        size_t r = cc;
        for (size_t i = 0; i < ft->nrows; i++)
            if (!ft->rows[i].cont && ft->rows[i].kind == ct->rows[cc].kind &&
                ft->rows[i].target == ct->rows[cc].target) {
                st = ft;
                r = i;
                break;
            }
        line_text_as(st, r, sel, sizeof sel, XT_CHART_FILE_UTF8); /* its bar drawn as the body's */
        /* and the rows that continue its line (a comparison's group: its
         * counts, then its name, which alone tells 1,200 groups of "same
         * 1 -> 1 4.0 KiB" apart: a trial) */
        for (size_t q = r + 1; q < st->nrows && st->rows[q].cont && sel[0]; q++) {
            char more[sizeof sel];
            line_text_as(st, q, more, sizeof more, XT_CHART_FILE_UTF8);
            size_t n = strlen(sel), m = strlen(more);
            if (!m || n + 2 >= sizeof sel)
                continue;
            if (m > sizeof sel - n - 2)
                m = sizeof sel - n - 2;
            sel[n] = ' ';
            memcpy(sel + n + 1, more, m);
            sel[n + 1 + m] = 0;
            xt_utf8_trim(sel); /* a cut never splits a character */
        }
        /* a row the file leaves out (a comparison's "... ->" links): said
         * so, as it is looked for in vain there (a trial) */
        if (st != ft && ct != ft && sel[0]) {
            size_t n = strlen(sel);
            snprintf(sel + n, sizeof sel - n, "%s", n + 24 < sizeof sel ? ", a row not in this file" : "");
        }
    }
    char selp[sizeof sel + 16] = "";
    if (sel[0])
        snprintf(selp, sizeof selp, "(cursor on: %s)\n", sel);
    char *body;
    /* the lower pane's own name (a comparison's is "Was the estimate right") */
    const char *dname = a->cmp && a->diag.title ? a->diag.title : "Diagnosis";
    /* every line sanitised (an allocator's name in the title reached the
     * file raw: cat ran its escapes; an attacker) */
    xt_arena *fa = &a->frame_arena;
    title = xt_safe(fa, title);
    dname = xt_safe(fa, dname);
    const char *vtitle = xt_safe(fa, view.title ? view.title : "");
    safe_lines(selp);
    /* the comparison's estimates start with their own heading, which the
     * file printed twice after the pane's name (a trial) */
    if (a->cmp && !a->cmp->side)
        dname = "";
    if (diag_first) {
        body = export_text(&diag);
        fprintf(f, "%s\n%s%s%s\n%s\n%s\n", title, dname, *dname ? "\n" : "", selp, body, vtitle);
        free(body);
    } else {
        fprintf(f, "%s\n%s\n%s\n", title, vtitle, selp);
    }
    body = export_text(&view);
    xt_text_free(&view);
    fputs(body, f);
    free(body);
    if (!diag_first && diag.nrows) {
        body = export_text(&diag);
        fprintf(f, "\n%s%s%s", dname, *dname ? "\n" : "", body);
        free(body);
    }
    xt_text_free(&diag);
    if (xt_outfile_commit(&o, &err)) {
        snprintf(a->status, sizeof a->status, "export failed: %.480s", err.msg);
        return -1;
    }
    /* the name as the user gave the directory, with the name used */
    const char *slash = strrchr(o.target, '/');
    snprintf(path, sizeof path, "%s/%s", dir, slash ? slash + 1 : o.target);
    xt_outfile_free(&o);
    /* said so that it reads at 3 a.m.: where it went, why not here, and
     * how to choose (a trial found "(not .: inside the capture; ...)" terse) */
    if (moved)
        snprintf(a->status, sizeof a->status,
                 "exported to %.300s - not to %s%s, which is inside the capture folder%s "
                 "(xoomtui never writes there); to choose the folder, start xoomtui with "
                 "--export-dir DIR",
                 path, strcmp(moved, ".") ? moved : "the current folder",
                 strcmp(moved, ".") ? "" : " (.)", tmpdir_in ? ", nor to $TMPDIR, also inside it" : "");
    /* more than the status line's three rows (with $TMPDIR inside the
     * capture too at 80x24, or at 60x20): "--export-dir DIR", the way to
     * choose, was what its end cut (a trial); the same in fewer words */
    if (moved && a->cols > 0 && status_rows_for(a->status, a->cols) > 3)
        snprintf(a->status, sizeof a->status,
                 "exported to %.300s - not to %s%s: inside the capture; --export-dir DIR chooses the folder",
                 path, moved, tmpdir_in ? " nor $TMPDIR" : "");
    else if (!moved)
        snprintf(a->status, sizeof a->status, "exported to %.480s%s", path,
                 /* the modules pane focused: the view beside it is what
                  * went (it wrote the plan without a word: a trial) */
                 a->focus == XF_LEFT && a->left_view == &xt_list_modules && !a->left_hidden
                     ? " (the view beside the modules list; --report lists the modules)"
                     : "");
    return 0;
}
