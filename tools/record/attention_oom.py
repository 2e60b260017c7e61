#!/usr/bin/env python3
"""Reference scenario "attention plan too big": a transformer training step
whose naive attention keeps B*H*S*S scores for the backward pass; on a
~2.8 GiB pool the plan does not fit.  xoomtui should report
plan-exceeds-pool, mostly-forward (f32[B,H,S,S] buffers on the softmax
line), allocator-retry (the last execution never launched)."""
import common
import jax
import jax.numpy as jnp

B, H, S, D, L = 8, 8, 1024, 64, 5


def init(key):
    ks = jax.random.split(key, L)
    return [jax.random.normal(k, (H * D, 3 * H * D), jnp.float32) * 0.02 for k in ks]


def attention(x, w):
    q, k, v = jnp.split(x @ w, 3, axis=-1)
    q, k, v = (t.reshape(B, S, H, D).transpose(0, 2, 1, 3) for t in (q, k, v))
    scores = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / D ** 0.5, axis=-1)  # B,H,S,S
    return (scores @ v).transpose(0, 2, 1, 3).reshape(B, S, H * D)


def loss(params, x):
    for w in params:
        x = x + attention(x, w)
    return jnp.mean(x ** 2)


@jax.jit
def train_step(params, x):
    g = jax.grad(loss)(params, x)
    return [p - 1e-3 * gp for p, gp in zip(params, g)]


def main():
    params = init(jax.random.PRNGKey(0))
    x = jnp.ones((B, S, H * D), jnp.float32)
    compiled = train_step.lower(params, x).compile()
    common.expected("attention-oom", compiled, scores_shape=[B, H, S, S], layers=L,
                    expect_ids=["plan-exceeds-pool", "mostly-forward", "allocator-retry"])
    d = common.logdir("attention-oom")
    err = common.run_traced(d, lambda: jax.block_until_ready(train_step(params, x)))
    print("oom: %s" % (err is not None))


if __name__ == "__main__":
    main()
