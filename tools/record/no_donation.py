#!/usr/bin/env python3
"""Reference scenario "no donation": an optimizer update without
donate_argnums, so old and new state live together; parameters plus
outputs exceed the ~2.8 GiB pool.  xoomtui should report
plan-exceeds-pool and no-donation (saving up to the parameter bytes)."""
import common
import jax
import jax.numpy as jnp


@jax.jit
def update(params, grads):
    return [p - 1e-3 * g for p, g in zip(params, grads)]


def main():
    # 6 x 317 MiB of state, 6 x 2 MiB of "gradients" (broadcast)
    params = [jnp.ones((317 * 2**20 // 4,), jnp.float32) * i for i in range(6)]
    grads = [jnp.ones((1,), jnp.float32) for _ in range(6)]
    compiled = update.lower(params, grads).compile()
    common.expected("no-donation", compiled, expect_ids=["plan-exceeds-pool", "no-donation"])
    d = common.logdir("no-donation")
    common.run_traced(d, lambda: jax.block_until_ready(update(params, grads)))


if __name__ == "__main__":
    main()
