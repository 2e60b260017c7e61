/* report.c - the text report: the views stacked for a terminal or a
 * ticket (80 columns, no colour unless asked). */
#include "report.h"
#include "cursor.h"

#include <stdlib.h>
#include <string.h>

void xt_report_build(xt_text *t, const xt_capture *c, xt_analysis *a, const xt_report_opts *o)
{
    xt_report_build_at(t, c, a, o, 0);
}

/* The report's head: the capture's summary, its modules list against
 * seen (NULL: in full). */
static void report_head(xt_text *t, const xt_capture *c, xt_analysis *a, const xt_report_opts *o,
                        xt_modules_seen *seen)
{
    /* the live set at the last start: the largest groups, the rest in one
     * row (a leak of one array a step makes thousands) */
    t->list_rows = o->top > 30 ? o->top : 30;
    xt_analysis_prepare(a, a->selected); /* the head says its verdict */
    xt_view_capture(t, c, a, o->host_set ? o->host : SIZE_MAX, seen, o->width > 0 ? o->width : 80);
}

/* The rest: plan, runtime, diagnosis, notes. */
static void report_body(xt_text *t, xt_analysis *a, const xt_report_opts *o, int64_t at)
{
    int width = o->width > 0 ? o->width : 80;
    size_t top = o->top ? o->top : 10;
    t->list_rows = o->top > 30 ? o->top : 30;
    size_t m = a->selected;
    if (m < a->host->nmodules) {
        xt_text_line(t, XT_A_NORMAL, "%s", "");
        xt_view_overview(t, a, m, width);
        xt_view_plan_chart(t, a, m, at ? xt_at_event(a->plans[m], at) : SIZE_MAX, width);
        if (at) {
            xt_view_at(t, a, m, at, width, top);
        } else if (a->plans[m]->nlive) {
            xt_text_line(t, XT_A_NORMAL, "%s", "");
            xt_text_line(t, XT_A_HEAD, "Live at the heap peak (read), largest %zu", top);
            xt_view_buffers(t, a, m, -1, XT_SORT_SIZE, false, top, 0);
        }
    }
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    /* the pool over time, as the runtime view opens on it (an export of
     * that view had it, the report did not: a trial) */
    xt_view_report_time_chart(t, a, m, width);
    xt_view_runtime(t, a, m, SIZE_MAX, 12, width);
    /* a capture without modules says so there, as the TUI's pane does (a
     * trial found the section missing from the report of a TF capture) */
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_text_line(t, XT_A_HEAD, "Diagnosis");
    xt_view_diagnosis(t, a, m, width);
    xt_text_line(t, XT_A_NORMAL, "%s", "");
    xt_view_warnings(t, a, m, width);
}

void xt_report_build_at(xt_text *t, const xt_capture *c, xt_analysis *a, const xt_report_opts *o,
                        int64_t at)
{
    report_head(t, c, a, o, o->seen);
    report_body(t, a, o, at);
}

int xt_report_write(FILE *f, const xt_capture *c, xt_analysis *a, const xt_report_opts *o)
{
    return xt_report_write_at(f, c, a, o, 0);
}

int xt_report_write_at(FILE *f, const xt_capture *c, xt_analysis *a, const xt_report_opts *o,
                       int64_t at)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_report_build_at(&t, c, a, o, at);
    int rc = xt_report_write_text(f, &t, o);
    xt_text_free(&t);
    xt_arena_free(&ar);
    return rc;
}

/* Text t as --report writes it, in a malloc'd string. */
static char *report_string(const xt_text *t, const xt_report_opts *o)
{
    /* rows wider than --width fold under themselves; bars in the
     * chart's charset (UTF-8 bars under an ASCII chart made one file of
     * two charsets) */
    xt_text folded;
    xt_text_init(&folded, t->arena);
    xt_text_fold(&folded, t, o->width > 0 ? o->width : 80);
    /* every text sanitised where it is written, as an export's lines are:
     * a view that forgot it still cannot drive the terminal (a built-in's
     * name went raw into the host events' table: an attacker's review) */
    for (size_t i = 0; i < folded.nspans; i++)
        if (folded.spans[i].text && !folded.spans[i].cut)
            folded.spans[i].text = xt_safe(t->arena, folded.spans[i].text);
    char *s = xt_text_render(&folded, 1 << 24, XT_CHART_FILE_UTF8, o->color);
    if (o->ascii)
        xt_ascii_only(s);
    xt_text_free(&folded);
    return s;
}

int xt_report_write_text(FILE *f, const xt_text *t, const xt_report_opts *o)
{
    char *s = report_string(t, o);
    int rc = fputs(s, f) < 0 ? -1 : 0;
    free(s);
    return rc;
}

xt_worst_pick xt_capture_worst(const xt_capture *c, xt_analysis **an, xt_arena *ar)
{
    xt_host_rank *rank = xt_xcalloc(c->nhosts + 1, sizeof *rank);
    const char **names = xt_arena_alloc(ar, (c->nhosts + 1) * sizeof *names);
    for (size_t i = 0; i < c->nhosts; i++) {
        xt_analysis_prepare(an[i], an[i]->selected);
        rank[i] = xt_host_rank_of(an[i]);
        names[i] = xt_host_shown(ar, c->hosts[i].hostname, c->hosts[i].path, xt_capture_name_repeats(c, i));
    }
    xt_worst_pick w = xt_worst_pick_of(rank, names, c->nhosts, ar);
    if (w.host != SIZE_MAX)
        w.hostname = c->hosts[w.host].hostname;
    free(rank);
    return w;
}

/* Each host's group (xt_run_group; the worst's XT_RG_WORST), its
 * selected module prepared. */
static int *host_groups(const xt_capture *c, xt_analysis **an, size_t worst, size_t *fail)
{
    int *group = xt_xcalloc(c->nhosts + 1, sizeof *group);
    *fail = 0;
    for (size_t i = 0; i < c->nhosts; i++) {
        xt_analysis_prepare(an[i], an[i]->selected);
        int sev = 0;
        xt_host_verdict(an[i], &sev);
        *fail += sev == XT_SEV_BAD;
        group[i] = i == worst ? XT_RG_WORST : xt_run_group(sev, false);
    }
    return group;
}

int xt_report_hosts(FILE *f, const xt_capture *c, xt_analysis **an, const xt_report_opts *o,
                    size_t *worst)
{
    xt_arena ar = { 0 };
    xt_text t;
    xt_text_init(&t, &ar);
    xt_worst_pick w = xt_capture_worst(c, an, &ar);
    size_t fail;
    int *group = host_groups(c, an, w.host, &fail);
    xt_view_run_head(&t, c->nhosts, fail, 0, w.host, w.name, w.why);
    xt_view_hosts(&t, c, (const xt_analysis *const *)an, w.host, w.host, o->width > 0 ? o->width : 80);
    xt_view_run_order(&t, group, c->nhosts, w.name);
    xt_text_line(&t, XT_A_NORMAL, "%s", "");
    int rc = xt_report_write_text(f, &t, o); /* a verdict wider than --width folds */
    xt_text_free(&t);
    xt_arena_free(&ar);
    free(group);
    if (worst)
        *worst = w.host;
    return rc;
}

/* Two strings joined, malloc'd (h and b freed). */
static char *joined(char *h, char *b, size_t *len)
{
    size_t lh = strlen(h), lb = strlen(b);
    char *s = xt_xmalloc(lh + lb + 1);
    memcpy(s, h, lh);
    memcpy(s + lh, b, lb + 1);
    free(h);
    free(b);
    *len = lh + lb;
    return s;
}

int xt_report_section(xt_host_section *s, size_t i, const xt_capture *c, xt_analysis *a,
                      const xt_report_opts *o, int64_t at)
{
    memset(s, 0, sizeof *s);
    /* the head and the rest apart: the rest is made once for both the
     * text and its full form (a second whole report for each host whose
     * list was one line doubled a 200-host run's time) */
    xt_arena ar = { 0 };
    xt_text head, body;
    xt_text_init(&head, &ar);
    xt_text_init(&body, &ar);
    report_head(&head, c, a, o, o->seen);
    bool full = o->seen && !(o->seen->mods && o->seen->index == i);
    char *sh = report_string(&head, o), *sf = NULL;
    if (full) { /* "as listed for host X above": written before X, it says them */
        s->ref = o->seen->index;
        xt_text fh;
        xt_text_init(&fh, &ar);
        report_head(&fh, c, a, o, NULL);
        sf = report_string(&fh, o);
        xt_text_free(&fh);
    }
    report_body(&body, a, o, at);
    char *sb = report_string(&body, o);
    if (sf) {
        s->full = sf;
        s->full_len = strlen(sf);
        s->head_len = strlen(sh);
    }
    s->text = joined(sh, sb, &s->len);
    xt_text_free(&head);
    xt_text_free(&body);
    xt_arena_free(&ar);
    return 0;
}

int xt_report_sections_write(FILE *f, const xt_host_section *s, const int *group, size_t n)
{
    size_t *order = xt_xmalloc((n ? n : 1) * sizeof *order);
    bool *out = xt_xcalloc(n ? n : 1, sizeof *out);
    xt_run_order(group, n, order);
    int rc = 0;
    bool any = false; /* a blank line between hosts, not before --host's one */
    for (size_t k = 0; !rc && k < n; k++) {
        const xt_host_section *h = &s[order[k]];
        if (!h->text)
            continue;
        if (any)
            fputs("\n", f);
        any = true;
        bool whole = h->full && !(h->ref < n && out[h->ref]);
        if (whole) /* its head with the list in full, then the rest */
            rc = fwrite(h->full, 1, h->full_len, f) != h->full_len ||
                         fwrite(h->text + h->head_len, 1, h->len - h->head_len, f) != h->len - h->head_len
                     ? -1
                     : 0;
        else if (fwrite(h->text, 1, h->len, f) != h->len)
            rc = -1;
        out[order[k]] = true;
    }
    free(order);
    free(out);
    return rc;
}

void xt_report_sections_free(xt_host_section *s, size_t n)
{
    for (size_t i = 0; s && i < n; i++) {
        free(s[i].text);
        free(s[i].full);
    }
    free(s);
}

int xt_report_run(FILE *f, const xt_capture *c, xt_analysis **an, const xt_report_opts *o,
                  int64_t at)
{
    size_t worst = SIZE_MAX;
    if (c->nhosts > 1 && xt_report_hosts(f, c, an, o, &worst))
        return -1;
    /* the sections made in file order and written in the groups' order:
     * what the run written host by host writes (src/summary.c), where
     * the order is known only at the end */
    size_t fail;
    int *group = host_groups(c, an, worst, &fail);
    xt_host_section *s = xt_xcalloc(c->nhosts + 1, sizeof *s);
    xt_modules_seen seen = { 0 };
    xt_report_opts ro = *o;
    ro.seen = &seen;
    int rc = 0;
    for (size_t i = 0; !rc && i < c->nhosts; i++)
        rc = xt_report_section(&s[i], i, c, an[i], &ro, at);
    if (!rc)
        rc = xt_report_sections_write(f, s, group, c->nhosts);
    xt_report_sections_free(s, c->nhosts);
    free(group);
    xt_modules_seen_free(&seen);
    return rc;
}
