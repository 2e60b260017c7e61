"""Shared setup for the recording scripts: a small pool, a trace that
survives the OOM, the capture gzipped, and the figures XLA itself reports
(compile().memory_analysis()) printed so a test can check xoomtui against
them.  Import this module *before* jax: it sets the allocator's memory
fraction from the device's memory (pool ~2.8 GiB, like the reference)."""
import gzip
import json
import os
import shutil
import subprocess
import sys

POOL_BYTES = int(2.8 * 2**30)


def _device_memory_bytes():
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=memory.total",
                              "--format=csv,noheader,nounits"],
                             capture_output=True, text=True, check=True).stdout
        return int(out.split()[0]) * 2**20
    except Exception:
        return None


def setup_pool():
    """Set XLA_PYTHON_CLIENT_MEM_FRACTION so the BFC pool is ~2.8 GiB."""
    if "XLA_PYTHON_CLIENT_MEM_FRACTION" in os.environ:
        return
    mem = _device_memory_bytes()
    frac = POOL_BYTES / mem if mem else 0.02
    os.environ["XLA_PYTHON_CLIENT_MEM_FRACTION"] = "%.4f" % frac
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "true")


setup_pool()

import jax  # noqa: E402  (after the environment is set)


def logdir(name):
    base = os.environ.get("XOOMTUI_RECORD_DIR", "captures")
    d = os.path.join(base, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d


def expected(name, compiled, **extra):
    """Print what XLA reports for the compiled step, as JSON on one line."""
    ma = compiled.memory_analysis()
    fig = {
        "scenario": name,
        "jax_version": jax.__version__,
        "device": str(jax.devices()[0]),
        "pool_fraction": os.environ.get("XLA_PYTHON_CLIENT_MEM_FRACTION"),
        "argument_size_in_bytes": getattr(ma, "argument_size_in_bytes", None),
        "output_size_in_bytes": getattr(ma, "output_size_in_bytes", None),
        "alias_size_in_bytes": getattr(ma, "alias_size_in_bytes", None),
        "temp_size_in_bytes": getattr(ma, "temp_size_in_bytes", None),
    }
    fig.update(extra)
    print("EXPECTED " + json.dumps(fig, sort_keys=True))
    return fig


def gzip_captures(d):
    """Gzip every .xplane.pb under d (xoomtui reads .xplane.pb.gz)."""
    for root, _, files in os.walk(d):
        for f in files:
            if f.endswith(".xplane.pb"):
                p = os.path.join(root, f)
                with open(p, "rb") as i, gzip.open(p + ".gz", "wb", compresslevel=9) as o:
                    shutil.copyfileobj(i, o)
                os.remove(p)
                print("capture: %s.gz (%d bytes)" % (p, os.path.getsize(p + ".gz")))


def run_traced(d, fn):
    """Run fn inside jax.profiler.trace(d); an OOM is caught so that the
    trace is still written.  Returns the error text, or None."""
    err = None
    with jax.profiler.trace(d):
        try:
            fn()
        except Exception as e:  # jaxlib's XlaRuntimeError: RESOURCE_EXHAUSTED
            err = str(e).splitlines()[0]
            print("caught: " + err, file=sys.stderr)
    gzip_captures(d)
    return err
