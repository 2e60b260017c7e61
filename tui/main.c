#include "load.h"
#include "plan.h"
#include "runtime.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>
int main(int argc, char **argv)
{
    xt_capture c; xt_error e;
    if (xt_capture_open(&c, argv[1], NULL, NULL, NULL, &e)) { fprintf(stderr, "xoomtui: %s\n", e.msg); return 2; }
    for (size_t i = 0; i < c.nhosts; i++) {
        xt_host *h = &c.hosts[i];
        printf("host %s planes %zu modules %zu\n", h->hostname, h->nplanes, h->nmodules);
        for (size_t p = 0; p < h->nplanes; p++) {
            xt_plane *pl = &h->planes[p];
            printf(" plane %s lines %zu events %zu\n", pl->name, pl->nlines, pl->nevents);
            for (size_t s = 0; s < pl->nstats; s++) printf("   stat %s\n", pl->stats[s].name);
            for (size_t l = 0; l < pl->nlines; l++) {
                xt_line *ln = &pl->lines[l];
                printf("  line %" PRId64 " '%s' %zu\n", ln->id, ln->name, ln->nevents);
                if (argc > 2 && strstr(pl->name, argv[2]))
                for (size_t k = 0; k < ln->nevents; k++) {
                    xt_event *ev = &ln->events[k];
                    printf("   %12.3f %10.3f %s", ev->start_ps/1e6, ev->dur_ps/1e6, xt_event_name(ev));
                    for (uint32_t s = 0; s < ev->nstats; s++) {
                        const xt_stat *st = &ev->stats[s];
                        if (st->kind == XT_STAT_STR) printf(" %s=%s", st->name, st->v.s);
                        else if (st->kind == XT_STAT_INT) printf(" %s=%" PRId64, st->name, st->v.i);
                        else if (st->kind == XT_STAT_UINT) printf(" %s=%" PRIu64 "u", st->name, st->v.u);
                        else if (st->kind == XT_STAT_DOUBLE) printf(" %s=%g", st->name, st->v.d);
                    }
                    printf("\n");
                }
            }
        }
        xt_plan **plans = calloc(h->nmodules+1, sizeof *plans);
        for (size_t m = 0; m < h->nmodules; m++) plans[m] = xt_plan_compute(h, &h->modules[m]);
        xt_runtime *rt = xt_runtime_compute(h, plans);
        for (size_t a = 0; a < rt->nallocators; a++) { xt_allocator *al = &rt->allocators[a];
          printf(" allocator %s cap %lld life %lld win %lld allocs %zu deallocs %zu before %lld devmem %lld\n", al->name, (long long)al->capacity, (long long)al->lifetime_peak, (long long)al->window_peak, al->nallocs, al->ndeallocs, (long long)al->before_capture, (long long)al->device_memory); }
        for (size_t w = 0; w < rt->nwarnings; w++) printf(" RW %s\n", rt->warnings[w]);
        for (size_t m = 0; m < h->nmodules; m++) {
            xt_plan *p = plans[m];
            xt_module_runtime *mr = xt_runtime_module(h, rt, m, p);
            printf(" execs %zu growth %g r2 %g neverl %zu retry %lld\n", mr->nexecs, mr->growth, mr->growth_r2, mr->never_launched, (long long)mr->longest_retry_ps);
            for (size_t q = 0; q < mr->nexecs; q++) { xt_exec *x = &rt->execs[mr->execs[q]]; printf("   exec %zu start %lld inuse %lld launched %d\n", x->index, (long long)x->start_ps, (long long)x->in_use_at_start, x->launched); }
            for (size_t q = 0; q < mr->nlive; q++) printf("   live %s %lld %zu\n", mr->live_at_last[q].origin, (long long)mr->live_at_last[q].bytes, mr->live_at_last[q].buffers);
            for (size_t q = 0; q < mr->nbetween && q < 5; q++) printf("   between %s %zu %lld\n", mr->between[q].name, mr->between[q].count, (long long)mr->between[q].total_ps);
            printf(" module %s param %lld don %lld out %lld temp %lld peak %lld remat %zu live %zu roles %lld/%lld/%lld/%lld\n", h->modules[m].name,
              (long long)p->parameters, (long long)p->donated, (long long)p->outputs, (long long)p->temp, (long long)p->heap_peak, p->remat, p->nlive,
              (long long)p->roles[0], (long long)p->roles[1], (long long)p->roles[2], (long long)p->roles[3]);
            for (size_t q = 0; q < p->nlive && q < 3; q++) printf("    %lld %s %s %s %s\n", (long long)p->live[q].bytes, p->live[q].shape, xt_role_name(p->live[q].role), p->live[q].instr ? p->live[q].instr->name : "?", p->live[q].source);
            for (size_t w = 0; w < p->nwarnings; w++) printf("   W %s\n", p->warnings[w]);
        }
        for (size_t w = 0; w < h->nwarnings; w++) printf(" warning: %s\n", h->warnings[w]);
    }
    xt_capture_free(&c);
    return 0;
}
