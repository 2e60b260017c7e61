#!/bin/sh
# Record real CUDA captures (meant for tests/data/jax011-cuda-*) on a machine
# with one NVIDIA GPU and JAX (0.11.2 is the version it was written for): four
# scenarios, each in its own
# process (tools/record-cuda-captures.py says what each is). Each lands in
# OUTDIR/SCENARIO.tgz with its truth.json and stderr log.
# Usage: tools/record-cuda-captures.sh OUTDIR
# Written for a session lent a GPU machine and NOT YET RUN: the loan was
# withdrawn before the first call. Read what it records before trusting it.
set -u
out=${1:?usage: record-cuda-captures.sh OUTDIR}
work=$(mktemp -d)
here=$(dirname "$0")
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv > "$out/gpu.txt" 2>&1
for s in oom-plan leak-oom fits-donated fits-warm; do
    mkdir -p "$work/$s"
    start=$(date +%s)
    PYTHONUNBUFFERED=1 timeout 150 python3 "$here/record-cuda-captures.py" "$s" "$work/$s" \
        > "$work/$s/stdout.log" 2> "$work/$s/stderr.log"
    echo "$s: rc=$? $(( $(date +%s) - start )) s" | tee -a "$out/gpu.txt"
    tail -n 3 "$work/$s/stderr.log"
    find "$work/$s" -name '*.xplane.pb' -exec gzip -9 {} \;
    tar czf "$out/$s.tgz" -C "$work" "$s"
done
ls -l "$out"
