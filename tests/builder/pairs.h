/* pairs.h - fixture pairs for the comparison (issue 17): the reference
 * scenarios of scenarios.c before and after their fix.  Each writes one
 * .xplane.pb; program_id lets a pair differ in ids as two runs do. */
#ifndef XB_PAIRS_H
#define XB_PAIRS_H

#include <stdbool.h>
#include <stdint.h>

/* The attention step (scenario "attention"); checkpointed: after
 * jax.checkpoint of the block (forward-kept bytes drop, the step fits and
 * runs 3 times). */
int xb_pair_attention(const char *path, bool checkpointed, uint64_t program_id);
/* The update step (scenario "no-donation"); donated: after donate_argnums
 * (the outputs alias the parameters, the step fits and runs twice). */
int xb_pair_donation(const char *path, bool donated, uint64_t program_id);
/* Its "before", the parameters' op_name the arguments' names JAX records
 * there (names[0..5]). */
int xb_donation_named(const char *path, const char *const names[6]);
/* The train loop that keeps every step's gradients (scenario
 * "grads-kept"); dropped: after dropping the list (no growth). */
int xb_pair_leak(const char *path, bool dropped, uint64_t program_id);
int xb_pair_leak_full(const char *path);
int xb_pair_leak_near(const char *path);
/* ... its last execution failing (a temp request the pool refused) */
int xb_pair_leak_full_fails(const char *path);
/* Two modules (jit_train_step, jit_eval_step) with program ids first_id and
 * first_id + 1: the same program recorded twice. */
int xb_pair_two_modules(const char *path, uint64_t first_id);

/* By name, for xt-build-fixture: pair-attention-before, pair-attention-after,
 * pair-donation-before/-after, pair-leak-before/-after, pair-ids-a/-b.
 * Returns 0, -1 on error, -2 if unknown. */
int xb_write_pair(const char *name, const char *path);

#endif
