/* fuzz_capture.c - libFuzzer harness: capture bytes -> model -> plan ->
 * runtime -> diagnosis -> report text and JSON.  Build and run with
 * `make fuzz` (see fuzz/README.md). */
#include "load.h"
#include "analysis.h"
#include "report.h"
#include "decode.h"

#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* odd sizes on three threads with chunks of 16 events: the parallel
     * passes over a line (pass 1's runs and safe points, pass 2's chunks)
     * on small inputs; even sizes on one thread */
    xt_decode_set_parallel(size & 1 ? 3 : 1, size & 1 ? 16 : 65536);
    xt_capture c = { 0 };
    c.hosts = calloc(1, sizeof *c.hosts);
    c.nhosts = 1;
    xt_error err;
    if (xt_host_load_mem(&c.hosts[0], "fuzz.xplane.pb", data, size, &err) == XT_OK) {
        xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
        if (a) {
            FILE *f = fopen("/dev/null", "w");
            xt_report_opts o = { .top = 10, .width = 80, .utf8 = true };
            xt_report_write(f, &c, a, &o);
            xt_json_write(f, &c, &a);
            /* every module's views, as the TUI would draw them, and the
             * views with no module (m == nmodules) */
            for (size_t m = 0; m <= c.hosts[0].nmodules; m++) {
                xt_arena ar = { 0 };
                xt_text t;
                xt_text_init(&t, &ar);
                xt_analysis_prepare(a, m);
                xt_view_overview(&t, a, m, 60);
                xt_view_runtime(&t, a, m, SIZE_MAX, 0, 60);
                xt_view_warnings(&t, a, m, 60);
                if (m < c.hosts[0].nmodules) {
                    xt_view_diagnosis(&t, a, m, 80);
                    for (size_t b = 0; b < a->plans[m]->nlive && b < 4; b++)
                        xt_view_buffer(&t, a, m, b, 60);
                }
                xt_text_free(&t);
                xt_arena_free(&ar);
            }
            fclose(f);
            xt_analysis_free(a);
        }
    }
    xt_capture_free(&c);
    return 0;
}
