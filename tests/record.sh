#!/bin/sh
# record.sh - the capture-recording scripts (tools/record) at least compile.
SRC=${XT_SRCDIR:-.}
PY=$(command -v python3 || true)
[ -n "$PY" ] || { echo "python3 not installed: skipped"; exit 77; }
T=$(mktemp -d /tmp/xoomtui-rec-XXXXXX)
trap 'rm -rf "$T"' EXIT
cp "$SRC"/tools/record/*.py "$T/"
if "$PY" -m py_compile "$T"/*.py; then
    echo "1 passed, 0 failed"
else
    echo "0 passed, 1 failed"; exit 1
fi
