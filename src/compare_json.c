/* compare_json.c - the xoomtui-diff/1 document of a comparison
 * (doc/compare.md): what changed between two captures, as numbers. */
#include "compare.h"
#include "compare_view.h"
#include "view.h"
#include "json.h"

#include <math.h>

/* {"before": 0, "after": 0, "change": 0}, null where unknown */
static void delta(xt_json *j, const char *k, const xt_cmp_val *v)
{
    xt_json_key(j, k);
    xt_json_obj(j);
    xt_json_kint_or_null(j, "before", v->before, v->has_before);
    xt_json_kint_or_null(j, "after", v->after, v->has_after);
    xt_json_kint_or_null(j, "change", xt_cmp_change(v), xt_cmp_known(v));
    xt_json_end_obj(j);
}

static void side(xt_json *j, const char *k, const xt_cmp_side *s)
{
    const xt_host *h = s->an->host;
    xt_json_key(j, k);
    xt_json_obj(j);
    xt_json_kstr(j, "path", s->path);
    xt_json_kstr(j, "run", s->run);
    xt_json_kstr(j, "host", s->host);
    /* the name the report and the TUI give the side's host (its file's
     * where hostnames repeat: xt_cmp_host_label): two files that both
     * record "gpu-node-3" read as one host to a script comparing "host",
     * where the report said node-0000 -> node-0007 (a trial) */
    xt_json_kstr(j, "label", s->label ? s->label : s->host);
    xt_json_kstr(j, "jax_version", s->jax_version);
    xt_json_kint_or_null(j, "pool_bytes", s->pool, s->pool >= 0);
    xt_json_kstr(j, "allocator", s->pool_name);
    xt_json_kint_or_null(j, "device_memory_bytes", s->device_memory, s->device_memory > 0);
    xt_json_kstr(j, "selected_module", s->module != SIZE_MAX ? h->modules[s->module].name : NULL);
    /* the side's own verdict, as its own report's "Verdict:" line: what a
     * comparison without a pair of modules answers with (its JSON had
     * neither side's: a trial) */
    {
        int sev = XT_SEV_FINE;
        xt_arena ar = { 0 };
        const char *v = xt_host_verdict(s->an, &sev), *line = v ? xt_view_verdict_line(&ar, s->an, &sev) : NULL;
        xt_json_key(j, "verdict");
        xt_json_obj(j);
        xt_json_kstr(j, "text", line ? line : v);
        xt_json_kstr(j, "severity", !v                  ? NULL
                                    : sev == XT_SEV_BAD  ? "does-not-fit"
                                    : sev == XT_SEV_WARN ? "warning"
                                                         : "fine");
        xt_json_end_obj(j);
        xt_arena_free(&ar);
    }
    /* the device compared, on hosts of several: the same on both sides
     * when both have it (device_other: the side's own pick, moved from) */
    xt_json_kstr(j, "device", s->device);
    xt_json_kstr(j, "device_why", s->device ? s->device_why : NULL);
    xt_json_kstr(j, "device_other", s->device_other);
    /* a run's tally (null when the side is one host): the verdict is the
     * compared host's */
    xt_json_kint_or_null(j, "hosts", (int64_t)s->nhosts, s->counted);
    xt_json_kint_or_null(j, "hosts_failing", (int64_t)s->nfail, s->counted);
    xt_json_kint_or_null(j, "hosts_with_warning", (int64_t)s->nwarn, s->counted);
    xt_json_key(j, "unreadable_hosts"); /* of its run: not compared, not ranked */
    xt_json_arr(j);
    for (size_t i = 0; i < s->nunread; i++) {
        xt_json_obj(j);
        xt_json_kstr(j, "host", s->unread_host[i]);
        xt_json_kstr(j, "error", s->unread_error[i]);
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}


/* The pair's live groups at the heap peak; null where a side has no heap
 * at its peak (unknown, not "disappeared"). */
static void live_json(xt_json *j, const xt_cmp_module *m)
{
    if (m->live_unknown) {
        xt_json_null(j);
        return;
    }
    xt_json_arr(j);
    for (size_t i = 0; i < m->ngroups; i++) {
        const xt_cmp_group *g = &m->groups[i];
        xt_json_obj(j);
        xt_json_kstr(j, "shape", g->shape);
        xt_json_kstr(j, "role", xt_role_name(g->role));
        xt_json_kstr(j, "source", g->source);
        if (g->after_source) /* matched by shape and role across lines */
            xt_json_kstr(j, "after_source", g->after_source);
        xt_json_key(j, "before_count");
        xt_json_uint(j, g->before_count);
        xt_json_key(j, "before_bytes");
        xt_json_int(j, g->before_bytes);
        xt_json_key(j, "after_count");
        xt_json_uint(j, g->after_count);
        xt_json_key(j, "after_bytes");
        xt_json_int(j, g->after_bytes);
        xt_json_kstr(j, "status", xt_cmp_status_name(g->status));
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
}

static void module_json(xt_json *j, const xt_compare *c, const xt_cmp_module *m)
{
    xt_json_obj(j);
    xt_json_kstr(j, "name", m->name);
    xt_json_kstr(j, "before", c->before.an->host->modules[m->before].name);
    xt_json_kstr(j, "after", c->after.an->host->modules[m->after].name);
    xt_json_key(j, "matched_by_name");
    xt_json_bool(j, m->by_name);
    xt_json_key(j, "plan");
    xt_json_obj(j);
    for (int f = 0; f < XT_NCF; f++)
        delta(j, xt_cmp_fig_key((xt_cmp_fig)f), &m->plan[f]);
    xt_json_key(j, "roles");
    xt_json_obj(j);
    for (int r = 0; r < XT_NROLES; r++) {
        const xt_cmp_val *v = &m->roles[r];
        xt_json_key(j, xt_role_name((xt_role)r));
        xt_json_obj(j);
        xt_json_kint_or_null(j, "before", v->before, v->has_before);
        xt_json_kint_or_null(j, "after", v->after, v->has_after);
        xt_json_kint_or_null(j, "change", xt_cmp_change(v), xt_cmp_known(v));
        xt_json_key(j, "before_share_pct");
        xt_json_num(j, m->share_before[r]);
        xt_json_key(j, "after_share_pct");
        xt_json_num(j, m->share_after[r]);
        xt_json_end_obj(j);
    }
    xt_json_end_obj(j);
    delta(j, "pool_bytes", &m->pool);
    xt_json_key(j, "fits");
    xt_json_obj(j);
    xt_json_kbool_or_null(j, "before", m->fits_before);
    xt_json_kbool_or_null(j, "after", m->fits_after);
    xt_json_end_obj(j);
    xt_json_end_obj(j);
    /* each side's own verdict beside the plan alone ("fits": {"after":
     * true} of an AFTER that still fails read as fixed: a trial) */
    xt_json_key(j, "verdict");
    xt_json_obj(j);
    for (int s = 0; s < 2; s++) {
        xt_analysis *an = s ? c->after.an : c->before.an;
        int sev = XT_SEV_FINE;
        const char *v = xt_verdict(an, s ? m->after : m->before, &sev);
        xt_json_key(j, s ? "after" : "before");
        xt_json_obj(j);
        xt_json_kstr(j, "text", v);
        xt_json_kstr(j, "severity", !v                  ? NULL
                                    : sev == XT_SEV_BAD  ? "does-not-fit"
                                    : sev == XT_SEV_WARN ? "warning"
                                                         : "fine");
        xt_json_end_obj(j);
    }
    xt_json_end_obj(j);
    xt_json_key(j, "live_at_peak");
    live_json(j, m);
    xt_json_end_obj(j);
}

static void runtime_json(xt_json *j, const xt_compare *c)
{
    const xt_cmp_runtime *r = &c->rt;
    xt_json_key(j, "runtime");
    if (c->pair == SIZE_MAX) {
        xt_json_null(j);
        return;
    }
    xt_json_obj(j);
    xt_json_key(j, "allocator");
    xt_json_obj(j);
    xt_json_kstr(j, "before", r->allocator_before);
    xt_json_kstr(j, "after", r->allocator_after);
    xt_json_end_obj(j);
    xt_json_key(j, "failed_allocator");
    xt_json_obj(j);
    xt_json_kstr(j, "before", r->last_failed_before ? r->allocator_before : NULL);
    xt_json_kstr(j, "after", r->last_failed_after ? r->allocator_after : NULL);
    xt_json_end_obj(j);
    delta(j, "executions", &r->executions);
    delta(j, "growth_bytes_per_execution", &r->growth);
    xt_json_key(j, "growth_r2");
    xt_json_obj(j);
    xt_json_key(j, "before");
    xt_json_num(j, r->growth_r2_before);
    xt_json_key(j, "after");
    xt_json_num(j, r->growth_r2_after);
    xt_json_end_obj(j);
    /* the report's words, as a capture's JSON has them: a slope through
     * noise is "no clear trend", not a leak of +1.30 GiB an execution,
     * which a script reading the slope alone reported (a trial) */
    xt_json_key(j, "growth_trend");
    xt_json_obj(j);
    for (int k = 0; k < 2; k++) {
        bool has = k ? r->growth.has_after : r->growth.has_before;
        double g = (double)(k ? r->growth.after : r->growth.before), r2 = k ? r->growth_r2_after : r->growth_r2_before;
        xt_json_key(j, k ? "after" : "before");
        if (!has)
            xt_json_null(j);
        else
            xt_json_str(j, fabs(g) < XT_GROWTH_FLAT_BYTES ? "none"
                           : !(r2 >= XT_GROWTH_MIN_R2)   ? "no clear trend"
                           : g > 0                       ? "grows"
                                                         : "shrinks");
    }
    xt_json_end_obj(j);
    delta(j, "in_use_at_first_start_bytes", &r->in_use_first);
    delta(j, "in_use_at_last_start_bytes", &r->in_use_last);
    delta(j, "never_launched", &r->never_launched);
    xt_cmp_val w = r->longest_retry_ps;
    w.before /= 1000;
    w.after /= 1000;
    delta(j, "longest_retry_wait_ns", &w);
    /* whether each side's wait is inferred (a "Build buffer allocations"
     * span, not an AllocatorRetry): the report's "inferred (BEFORE)",
     * which the JSON lost (a trial); null where the side has no wait */
    xt_json_key(j, "longest_retry_wait_inferred");
    xt_json_obj(j);
    for (int k = 0; k < 2; k++) {
        bool has = k ? w.has_after && w.after > 0 : w.has_before && w.before > 0;
        xt_json_key(j, k ? "after" : "before");
        if (has)
            xt_json_bool(j, k ? r->retry_inferred_after : r->retry_inferred_before);
        else
            xt_json_null(j);
    }
    xt_json_end_obj(j);
    xt_json_key(j, "in_use_at_start_bytes");
    xt_json_obj(j);
    for (int s = 0; s < 2; s++) {
        size_t n = s ? r->nseries_after : r->nseries_before;
        const int64_t *v = s ? r->series_after : r->series_before;
        xt_json_key(j, s ? "after" : "before");
        xt_json_arr(j);
        for (size_t i = 0; i < n; i++) {
            if (v[i] >= 0)
                xt_json_int(j, v[i]);
            else
                xt_json_null(j);
        }
        xt_json_end_arr(j);
    }
    xt_json_end_obj(j);
    xt_json_end_obj(j);
}

static void ids(xt_json *j, const char *k, const char *const *v, size_t n)
{
    xt_json_key(j, k);
    xt_json_arr(j);
    for (size_t i = 0; i < n; i++)
        xt_json_str(j, v[i]);
    xt_json_end_arr(j);
}

static const char *sev_key(int sev)
{
    return sev < 0 ? NULL : sev == XT_SEV_BAD ? "does-not-fit" : sev == XT_SEV_WARN ? "warning" : "fine";
}

/* Two runs: every host's verdict on each side (c->host_rows), null when
 * the sides are not two runs of several hosts each summarised or read. */
static void host_rows(xt_json *j, const xt_compare *c)
{
    xt_json_key(j, "hosts_compared");
    if (!c->nhost_rows) {
        xt_json_null(j);
        return;
    }
    xt_json_obj(j);
    xt_json_key(j, "counts");
    xt_json_obj(j);
    for (int h = 0; h < XT_HC_N; h++)
        xt_json_kint(j, xt_cmp_host_change_key((xt_cmp_host_change)h), (int64_t)c->host_counts[h]);
    xt_json_end_obj(j);
    xt_json_key(j, "hosts");
    xt_json_arr(j);
    for (size_t i = 0; i < c->nhost_rows; i++) {
        const xt_cmp_host *r = &c->host_rows[i];
        xt_json_obj(j);
        xt_json_kstr(j, "label", r->name);
        xt_json_kstr(j, "change", xt_cmp_host_change_key(r->change));
        xt_json_kstr(j, "paired_by", r->paired_by);
        for (int k = 0; k < 2; k++) {
            size_t h = k ? r->after : r->before;
            xt_json_key(j, k ? "after" : "before");
            if (h == SIZE_MAX) {
                xt_json_null(j);
                continue;
            }
            const xt_capture *cap = k ? c->after.cap : c->before.cap;
            xt_json_obj(j);
            xt_json_kstr(j, "host", cap->hosts[h].hostname);
            xt_json_kstr(j, "label", k ? r->name_after : r->name_before);
            xt_json_kstr(j, "path", cap->hosts[h].path);
            xt_json_kint(j, "file", (int64_t)h + 1);
            xt_json_kstr(j, "verdict", k ? r->verdict_after : r->verdict_before);
            xt_json_kstr(j, "severity", sev_key(k ? r->sev_after : r->sev_before));
            xt_json_key(j, "compared");
            xt_json_bool(j, (r->compared & (k ? 2u : 1u)) != 0);
            xt_json_end_obj(j);
        }
        xt_json_end_obj(j);
    }
    xt_json_end_arr(j);
    xt_json_end_obj(j);
}

int xt_compare_json_write(FILE *f, const xt_compare *c)
{
    xt_json j;
    xt_json_init(&j, f, 2);
    xt_json_obj(&j);
    xt_json_kstr(&j, "schema", "xoomtui-diff/1");
    side(&j, "before", &c->before);
    side(&j, "after", &c->after);
    xt_json_key(&j, "differences");
    xt_json_arr(&j);
    for (unsigned i = 0; i < XT_NDIFFS; i++)
        if (c->diffs & (1u << i))
            xt_json_str(&j, xt_cmp_diff_name(i));
    xt_json_end_arr(&j);
    xt_json_key(&j, "two_hosts");
    xt_json_bool(&j, c->other_host);
    xt_json_key(&j, "hosts_not_paired");
    xt_json_bool(&j, c->hosts_unpaired);
    host_rows(&j, c);
    xt_json_key(&j, "pair");
    if (c->pair == SIZE_MAX) {
        xt_json_null(&j);
    } else {
        const xt_cmp_module *m = &c->modules[c->pair];
        xt_json_obj(&j);
        xt_json_kstr(&j, "before", c->before.an->host->modules[m->before].name);
        xt_json_kstr(&j, "after", c->after.an->host->modules[m->after].name);
        /* the pair's names differ: two programs, whose changes are no
         * fix's effect (the report and the TUI said so; a script reading
         * the JSON had to compare the names itself) */
        xt_json_key(&j, "two_programs");
        xt_json_bool(&j, !m->by_name);
        xt_json_end_obj(&j);
    }
    xt_json_key(&j, "modules");
    xt_json_arr(&j);
    for (size_t i = 0; i < c->nmodules; i++)
        module_json(&j, c, &c->modules[i]);
    xt_json_end_arr(&j);
    xt_json_key(&j, "unmatched");
    xt_json_obj(&j);
    xt_json_key(&j, "before");
    xt_json_arr(&j);
    for (size_t i = 0; i < c->nremoved; i++)
        xt_json_str(&j, c->before.an->host->modules[c->removed[i]].name);
    xt_json_end_arr(&j);
    xt_json_key(&j, "after");
    xt_json_arr(&j);
    for (size_t i = 0; i < c->nadded; i++)
        xt_json_str(&j, c->after.an->host->modules[c->added[i]].name);
    xt_json_end_arr(&j);
    xt_json_end_obj(&j);
    runtime_json(&j, c);
    xt_json_key(&j, "estimates");
    xt_json_arr(&j);
    for (size_t i = 0; i < c->nestimates; i++) {
        const xt_cmp_estimate *e = &c->estimates[i];
        xt_json_obj(&j);
        xt_json_kstr(&j, "id", e->id);
        xt_json_key(&j, "predicted_savings_bytes");
        xt_json_int(&j, e->predicted);
        xt_json_kstr(&j, "predicted_label", xt_prov_name(e->predicted_label));
        xt_json_kstr(&j, "figure", xt_est_fig_key(e->figure));
        xt_json_kint_or_null(&j, "measured_change_bytes", e->measured, e->has_measured);
        /* no label on a change not measured (it read "measured" beside null) */
        xt_json_kstr(&j, "measured_label", e->has_measured ? xt_prov_name(e->measured_label) : NULL);
        /* and why none, as the text's "actual: unknown (...)" says it */
        xt_arena ar = { 0 };
        bool not_measured;
        const char *why = e->has_measured ? NULL : xt_cmp_estimate_unmeasured(&ar, c, e, &not_measured);
        xt_json_kstr(&j, "measured_null_reason", why);
        xt_arena_free(&ar);
        xt_json_key(&j, "ratio");
        xt_json_num(&j, e->ratio);
        xt_json_key(&j, "gone");
        xt_json_bool(&j, e->gone);
        xt_json_key(&j, "elsewhere");
        xt_json_bool(&j, e->elsewhere);
        xt_json_end_obj(&j);
    }
    xt_json_end_arr(&j);
    xt_json_key(&j, "diagnosis");
    xt_json_obj(&j);
    ids(&j, "gone", c->gone, c->ngone);
    ids(&j, "remaining", c->remaining, c->nremaining);
    ids(&j, "new", c->fresh, c->nnew);
    /* AFTER's own pick's lines that the device compared lacks */
    ids(&j, "elsewhere", c->elsewhere, c->nelsewhere);
    xt_json_kstr(&j, "elsewhere_device",
                 !c->nelsewhere ? NULL : c->elsewhere_side ? c->after.own_device : c->before.own_device);
    xt_json_kstr(&j, "elsewhere_side", !c->nelsewhere ? NULL : c->elsewhere_side ? "after" : "before");
    xt_json_end_obj(&j);
    xt_json_end_obj(&j);
    fputc('\n', f);
    return ferror(f) ? -1 : 0;
}
