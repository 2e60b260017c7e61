#!/bin/sh
# record_all.sh OUTDIR - record every reference scenario (one GPU, JAX with
# CUDA).  Each writes OUTDIR/<scenario>/plugins/profile/<run>/<host>.xplane.pb.gz
# and prints an EXPECTED line with XLA's own figures.
set -u
cd "$(dirname "$0")"
export XOOMTUI_RECORD_DIR=${1:-captures}
for s in attention_oom grads_kept no_donation scan_fits dataset_on_device; do
    echo "== $s"
    python3 "$s.py" || echo "!! $s failed"
done
