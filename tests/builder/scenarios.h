/* scenarios.h - the synthetic captures of the reference measurements
 * (doc/figures.md) and edge cases.  Each writes one .xplane.pb. */
#ifndef XB_SCENARIOS_H
#define XB_SCENARIOS_H

#include <stdbool.h>

typedef struct xb_scenario {
    const char *name;
    const char *what;
    int (*write)(const char *path);
} xb_scenario;

extern const xb_scenario xb_scenarios[];
extern const unsigned xb_nscenarios;

/* Write scenario `name` to path.  Returns 0, -1 on error, -2 if unknown. */
int xb_write_scenario(const char *name, const char *path);

#endif
