#!/usr/bin/env python3
"""Reference scenario "gradients kept every step": a loop appends each
step's gradients to a list, so device memory grows by the size of the
step's non-aliased outputs per execution.  xoomtui should report
growth-per-execution (~1.00x the non-aliased outputs) with
`$<unknown> append` between steps."""
import functools

import common
import jax
import jax.numpy as jnp

N = 26 * 2**20 // 4  # 26 MiB of f32 per weight matrix row block


def loss(w, x):
    return jnp.sum(jnp.tanh(x @ w) ** 2)


@functools.partial(jax.jit, donate_argnums=0)
def step(w, x):
    g = jax.grad(loss)(w, x)
    return w - 1e-3 * g, g  # the state is donated; the gradients are new


def main():
    w = jnp.ones((2048, 3328), jnp.float32)   # 26 MiB
    x = jnp.ones((512, 2048), jnp.float32)
    compiled = step.lower(w, x).compile()
    fig = common.expected("grads-kept", compiled, steps=10,
                          expect_ids=["growth-per-execution"])
    d = common.logdir("grads-kept")
    kept = []

    def loop():
        nonlocal w
        for _ in range(10):
            w, g = step(w, x)
            kept.append(g)          # the leak: every step's gradients stay alive
        jax.block_until_ready(w)

    common.run_traced(d, loop)
    print("growth per step should be ~%s bytes" % fig["output_size_in_bytes"])


if __name__ == "__main__":
    main()
