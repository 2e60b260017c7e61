/* fuzz_capture.c - libFuzzer harness: capture bytes -> model -> plan ->
 * runtime -> diagnosis -> report text and JSON.  Build and run with
 * `make fuzz` (see fuzz/README.md). */
#include "load.h"
#include "analysis.h"
#include "report.h"
#include "decode.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes in a memory file, opened by path as a file on disk is: 1 when
 * it loaded, 0 when it was refused, -1 when no memory file could be made
 * (the caller loads from memory instead). */
static int load_mapped(xt_capture *c, const uint8_t *data, size_t size, xt_error *err)
{
#ifdef SYS_memfd_create
    int fd = (int)syscall(SYS_memfd_create, "fuzz.xplane.pb", 0);
#else
    int fd = -1;
#endif
    if (fd < 0)
        return -1;
    size_t done = 0;
    while (done < size) {
        ssize_t w = write(fd, data + done, size - done);
        if (w <= 0) {
            close(fd);
            return -1;
        }
        done += (size_t)w;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    int rc = xt_capture_open(c, path, NULL, NULL, NULL, err);
    close(fd); /* the mapping keeps the bytes */
    if (rc != XT_OK) {
        memset(c, 0, sizeof *c);
        return 0;
    }
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* odd sizes on three threads with chunks of 16 events: the parallel
     * passes over a line (pass 1's runs and safe points, pass 2's chunks)
     * on small inputs; even sizes on one thread */
    xt_decode_set_parallel(size & 1 ? 3 : 1, size & 1 ? 16 : 65536);
    xt_capture c = { 0 };
    xt_error err;
    int opened;
    if (size % 4 == 3 && (opened = load_mapped(&c, data, size, &err)) >= 0) {
        /* a quarter as the command line opens a file: mapped, guarded,
         * the HloProtos on their own thread, pages given back as read */
    } else {
        c.hosts = calloc(1, sizeof *c.hosts);
        c.nhosts = 1;
        opened = xt_host_load_mem(&c.hosts[0], "fuzz.xplane.pb", data, size, &err) == XT_OK;
    }
    if (opened) {
        xt_analysis *a = xt_analyze(&c.hosts[0], NULL, &err);
        if (a) {
            FILE *f = fopen("/dev/null", "w");
            xt_report_opts o = { .top = 10, .width = 80 };
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
                /* the runtime chart, gaps and all (a hostile capture's
                 * times reach both ends of int64) */
                const xt_allocator *al = m < c.hosts[0].nmodules ? xt_analysis_pool(a, m)
                                                                   : xt_analysis_main_pool(a);
                xt_time_chart tc;
                xt_chart_opts co = { 80, 6, true, false, 0, false };
                xt_time_chart_build(al, a->rt, m < c.hosts[0].nmodules ? xt_analysis_mrt(a, m) : NULL,
                                    SIZE_MAX, xt_chart_plot_width(80), &tc);
                xt_view_runtime_chart(&t, a, m, &tc, &co);
                xt_time_chart_free(&tc);
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
