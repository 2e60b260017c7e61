#!/usr/bin/env python3
"""Record one real JAX CUDA capture for xoomtui's tests, with what JAX itself says.

Usage: record-cuda-captures.py SCENARIO OUTDIR

Scenarios (each runs in its own process: the pool's size is fixed at import):
  oom-plan      a 6-layer MLP training step whose plan does not fit a 1% pool:
                the first execution runs out of memory
  leak-oom      a small training step that fits, but the loop keeps every
                step's parameters in a Python list: it runs out after a few steps
  fits-donated  a training step that donates its parameters and an eval step,
                on JAX's default pool (75%), six steps, compiled in the trace
  fits-warm     the same, compiled and run once before the trace starts (as
                JAX's docs advise): are the plans of modules compiled before
                the trace in the capture?

OUTDIR gets trace/ (jax.profiler's log dir) and truth.json: JAX's version, the
device, each jitted function's compiled.memory_analysis(), the device's
memory_stats() after each step and the exception's text, as figures to check
xoomtui's against. tools/record-cuda-captures.sh runs all four.
"""
import json
import os
import sys
import time
import traceback

SCEN, OUT = sys.argv[1], sys.argv[2]
FRACTION = {"oom-plan": "0.01", "leak-oom": "0.01"}
if SCEN in FRACTION:
    os.environ["XLA_PYTHON_CLIENT_MEM_FRACTION"] = FRACTION[SCEN]

import jax  # noqa: E402  (after the environment is set)
import jax.numpy as jnp  # noqa: E402

truth = {"scenario": SCEN, "jax": jax.__version__,
         "env": {k: v for k, v in os.environ.items()
                 if k.startswith(("XLA_", "JAX_", "TF_"))},
         "steps": [], "functions": {}}
try:
    import jaxlib
    truth["jaxlib"] = jaxlib.__version__
except Exception:  # noqa: BLE001
    pass
dev = jax.devices()[0]
truth["device"] = {"kind": dev.device_kind, "platform": dev.platform,
                   "id": dev.id, "count": len(jax.devices())}


def stats():
    try:
        return dict(dev.memory_stats() or {})
    except Exception as e:  # noqa: BLE001
        return {"error": repr(e)}


def analysis(fn, *args):
    try:
        ma = fn.lower(*args).compile().memory_analysis()
        return {k: getattr(ma, k) for k in dir(ma)
                if not k.startswith("_")
                and isinstance(getattr(ma, k), (int, float, str))}
    except Exception as e:  # noqa: BLE001
        return {"error": repr(e)}


def init(key, widths):
    params = []
    for a, b in zip(widths[:-1], widths[1:]):
        key, k = jax.random.split(key)
        params.append((jax.random.normal(k, (a, b), jnp.float32) * 0.01,
                       jnp.zeros((b,), jnp.float32)))
    return params


def loss(params, x, y):
    h = x
    for w, b in params[:-1]:
        h = jax.nn.gelu(h @ w + b)
    w, b = params[-1]
    return jnp.mean((h @ w + b - y) ** 2)


def sgd(params, x, y):
    l, g = jax.value_and_grad(loss)(params, x, y)
    return jax.tree.map(lambda p, d: p - 1e-3 * d, params, g), l


train = jax.jit(sgd)
train_donated = jax.jit(sgd, donate_argnums=0)
evaluate = jax.jit(loss)

tracedir = os.path.join(OUT, "trace")
os.makedirs(tracedir, exist_ok=True)
key = jax.random.PRNGKey(0)
t0 = time.time()


def step_record(i, name, l=None):
    s = {"step": i, "fn": name, "t": round(time.time() - t0, 3),
         "memory_stats": stats()}
    if l is not None:
        s["loss"] = float(l)
    truth["steps"].append(s)


if SCEN == "oom-plan":
    width, depth, batch = 4096, 6, 16384
    params = init(key, [width] * (depth + 1))
    x = jnp.ones((batch, width), jnp.float32)
    y = jnp.zeros((batch, width), jnp.float32)
    jax.block_until_ready((params, x, y))
    step_record(-1, "inputs")
    jax.profiler.start_trace(tracedir)
    try:
        params, l = train(params, x, y)
        jax.block_until_ready(params)
        step_record(0, "train", l)
    except Exception as e:  # noqa: BLE001
        truth["exception"] = str(e)[:40000]
        truth["exception_type"] = type(e).__name__
        step_record(0, "train (failed)")
    finally:
        jax.profiler.stop_trace()
    truth["functions"]["sgd"] = analysis(train, params, x, y)

elif SCEN == "leak-oom":
    width, depth, batch = 4096, 2, 2048
    params = init(key, [width] * (depth + 1))
    x = jnp.ones((batch, width), jnp.float32)
    y = jnp.zeros((batch, width), jnp.float32)
    jax.block_until_ready((params, x, y))
    step_record(-1, "inputs")
    history = []
    jax.profiler.start_trace(tracedir)
    try:
        for i in range(40):
            history.append(params)  # the leak: every step's parameters stay
            params, l = train(params, x, y)
            step_record(i, "train", l)
    except Exception as e:  # noqa: BLE001
        truth["exception"] = str(e)[:40000]
        truth["exception_type"] = type(e).__name__
        truth["failed_step"] = len(truth["steps"]) - 1
        step_record(len(truth["steps"]) - 1, "train (failed)")
    finally:
        jax.profiler.stop_trace()
    truth["kept_steps"] = len(history)
    truth["functions"]["sgd"] = analysis(train, params, x, y)

else:  # fits-donated, fits-warm
    width, depth, batch = 4096, 4, 8192
    params = init(key, [width] * (depth + 1))
    x = jnp.ones((batch, width), jnp.float32)
    y = jnp.zeros((batch, width), jnp.float32)
    if SCEN == "fits-warm":
        params, l = train_donated(params, x, y)
        evaluate(params, x, y).block_until_ready()
        step_record(-1, "warm-up", l)
    jax.block_until_ready((params, x, y))
    jax.profiler.start_trace(tracedir)
    try:
        for i in range(6):
            params, l = train_donated(params, x, y)
            step_record(i, "train_donated", l)
            if i % 2 == 1:
                step_record(i, "eval", evaluate(params, x, y))
    except Exception as e:  # noqa: BLE001
        truth["exception"] = str(e)[:40000]
        truth["exception_type"] = type(e).__name__
    finally:
        jax.profiler.stop_trace()
    # after the trace: a compile here must not put a module into it
    truth["functions"]["sgd_donated"] = analysis(train_donated, params, x, y)
    truth["functions"]["loss"] = analysis(evaluate, params, x, y)

files = []
for root, _, names in os.walk(tracedir):
    for n in names:
        p = os.path.join(root, n)
        files.append({"path": os.path.relpath(p, OUT),
                      "bytes": os.path.getsize(p)})
truth["files"] = files
with open(os.path.join(OUT, "truth.json"), "w") as f:
    json.dump(truth, f, indent=1, default=str)
print(SCEN, "done:", json.dumps(files), "exception:",
      truth.get("exception_type"), file=sys.stderr)
