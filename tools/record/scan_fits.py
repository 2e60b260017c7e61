#!/usr/bin/env python3
"""Reference scenario "scanned model that fits": a jax.lax.scan over
layers keeps stacked [layers, ...] activations for the backward pass inside
a while loop.  xoomtui should show the stacks "via while.N" and report no
plan-exceeds-pool."""
import common
import jax
import jax.numpy as jnp

LAYERS, B, S, D = 16, 4, 512, 1024


def layer(x, w):
    return jnp.tanh(x @ w), None


def loss(ws, x):
    y, _ = jax.lax.scan(layer, x, ws)
    return jnp.mean(y ** 2)


@jax.jit
def step(ws, x):
    return jax.grad(loss)(ws, x)


def main():
    ws = jnp.ones((LAYERS, D, D), jnp.float32) * 0.01
    x = jnp.ones((B, S, D), jnp.float32)
    compiled = step.lower(ws, x).compile()
    common.expected("scan-fits", compiled, stack_shape=[LAYERS, B, S, D], expect_ids=[])
    d = common.logdir("scan-fits")
    common.run_traced(d, lambda: [jax.block_until_ready(step(ws, x)) for _ in range(3)])


if __name__ == "__main__":
    main()
