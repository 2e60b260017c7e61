/* xt-build-fixture - write a synthetic capture: xt-build-fixture NAME OUT */
#include "scenarios.h"
#include "pairs.h"
#include "devices.h"

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: xt-build-fixture SCENARIO OUT.xplane.pb\nscenarios:\n");
        for (unsigned i = 0; i < xb_nscenarios; i++)
            fprintf(stderr, "  %-12s %s\n", xb_scenarios[i].name, xb_scenarios[i].what);
        /* the comparison pairs (doc/compare.md): BEFORE and AFTER of a fix */
        fprintf(stderr, "pairs (xoomtui BEFORE AFTER):\n"
                        "  pair-attention-before, pair-attention-after   rematerialised attention\n"
                        "  pair-donation-before, pair-donation-after     donate_argnums\n"
                        "  pair-leak-before, pair-leak-after             the kept outputs dropped\n"
                        "  pair-leak-full                                the leak in a pool it outgrows\n"
                        "  pair-leak-full-fails                          ... its last execution failing\n"
                        "  pair-ids-a, pair-ids-b                        the same program, other ids\n"
                        "hosts of 8 GPUs (devices.h), one failing:\n"
                        "  gpu8-fails   GPU 5 holds 6 GiB more; its last execution never launches\n"
                        "  gpu8-waits   GPU 3 holds 3 GiB more; it waits 3 s for memory, then runs\n");
        return 2;
    }
    int rc = xb_write_named(argv[1], argv[2]);
    if (rc == -2) {
        fprintf(stderr, "xt-build-fixture: no scenario '%s'\n", argv[1]);
        return 2;
    }
    if (rc) {
        fprintf(stderr, "xt-build-fixture: cannot write %s\n", argv[2]);
        return 1;
    }
    return 0;
}
