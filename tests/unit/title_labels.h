/* title_labels.h - for the tests of the title bar (test_app, test_hosts):
 * how many provenance labels a title gives its verdict. */
#ifndef XT_TEST_TITLE_LABELS_H
#define XT_TEST_TITLE_LABELS_H

#include "app.h"

#include <stdio.h>
#include <string.h>

/* How many provenance labels title t gives its verdict, as tui/app.c
 * counts them ("(read)", "(measured + read)", "(inferred)", ...): the
 * pool's own size after it (" | GPU_2_bfc 8.00 GiB (measured)") is no
 * figure of the verdict's, and does not count. */
static inline int title_vlabels(xt_app *a, const char *t)
{
    static const char *const lab[] = { "(read", "(measured", "(inferred", ", read)", " inferred)" };
    int n = 0;
    for (size_t l = 0; l < sizeof lab / sizeof *lab; l++)
        for (const char *h = strstr(t, lab[l]); h; h = strstr(h + 1, lab[l]))
            n++;
    const xt_allocator *pool = xt_analysis_pool(a->an[a->host], a->module);
    if (pool) {
        char pb[32], seg[600];
        xt_fmt_bytes(pb, sizeof pb, pool->capacity);
        if (!strncmp(pool->name, "index_on_host=", 14))
            snprintf(seg, sizeof seg, " | TPU %s pool (index_on_host) %s (measured)", pool->name + 14, pb);
        else
            snprintf(seg, sizeof seg, " | %s %s (measured)", pool->name, pb);
        n -= strstr(t, seg) != NULL;
    }
    return n;
}

#endif
