#!/bin/sh
# parallel.sh - the real-capture and scenario suites again with the line
# decoder forced onto 3 threads and 16-event chunks, so the parallel path
# is exercised on small files too (results must not change); then on one
# thread, where the modules' HloProtos are decoded on first use instead of
# on a second thread during the load (src/decode.c).
B=${XT_BUILDDIR:-.}
rc=0
for t in tests/unit/test_real tests/unit/test_scenarios; do
    [ -x "$B/$t" ] || { echo "$t not built: skipped"; exit 77; }
    XOOMTUI_THREADS=3 XOOMTUI_CHUNK_EVENTS=16 "$B/$t" || rc=1
    XOOMTUI_THREADS=1 "$B/$t" || rc=1
done
exit $rc
