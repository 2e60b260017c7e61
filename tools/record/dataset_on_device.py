#!/usr/bin/env python3
"""Reference scenario "other live arrays": a dataset put on the device
before the capture and another during it leave too little room for a step
whose own plan fits.  xoomtui should report other-live-arrays, naming the
device_put (BufferFromHostBuffer / LinearizeHostBufferInto) and "allocated
before the capture started"."""
import numpy as np

import common
import jax
import jax.numpy as jnp


@jax.jit
def eval_step(w, x):
    return jnp.sum(jnp.tanh(x @ w))


def main():
    w = jnp.ones((4096, 4096), jnp.float32)          # 64 MiB
    x = jnp.ones((16384, 4096), jnp.float32)         # 256 MiB
    compiled = eval_step.lower(w, x).compile()
    common.expected("dataset-on-device", compiled, expect_ids=["other-live-arrays"])
    before = jax.device_put(np.zeros((900 * 2**20 // 4,), np.float32))   # before the capture
    d = common.logdir("dataset-on-device")
    held = [before]

    def run():
        jax.block_until_ready(eval_step(w, x))
        held.append(jax.device_put(np.zeros((1300 * 2**20 // 4,), np.float32)))  # during
        jax.block_until_ready(eval_step(w, x))

    common.run_traced(d, run)


if __name__ == "__main__":
    main()
