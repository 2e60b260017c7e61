#!/bin/sh
# run.sh SECONDS - fuzz the capture pipeline, seeded with every capture we
# have; new crashes land in tests/data/regressions/.
set -eu
cd "$(dirname "$0")/.."
secs=${1:-600}
corpus=$(mktemp -d /tmp/xoomtui-corpus-XXXXXX)
find tests/data examples -name '*.pb' -size -2M -exec cp {} "$corpus/" \;
if [ -x tests/builder/xt-build-fixture ]; then
    for s in attention grads-kept no-donation scan-fsdp other-live bad-trace no-metadata; do
        tests/builder/xt-build-fixture "$s" "$corpus/$s.xplane.pb"
    done
fi
cp tests/data/regressions/* "$corpus/" 2>/dev/null || true
mkdir -p tests/data/regressions
exec fuzz/fuzz_capture -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 \
    -max_len=2000000 -jobs=2 -workers=2 -artifact_prefix=tests/data/regressions/ "$corpus"
