#!/bin/sh
# cli.sh - the command line as a user meets it: exit codes and one-line
# errors for bad input, --report/--json on real captures, and the
# read-only guarantee for the capture directory.
set -u
XOOMTUI=${XOOMTUI:-./xoomtui}
SRC=${XT_SRCDIR:-.}
FIX=${XT_BUILD_FIXTURE:-./tests/builder/xt-build-fixture}
T=$(mktemp -d /tmp/xoomtui-cli-XXXXXX)
trap 'chmod -R u+w "$T"; rm -rf "$T"' EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $1"; }
ko() { fail=$((fail + 1)); echo "not ok - $1"; }

# expect_err NAME CODE PATTERN ARGS... : exit CODE, one stderr line matching
expect_err() {
    name=$1 code=$2 pat=$3; shift 3
    $XOOMTUI "$@" >"$T/out" 2>"$T/err"; rc=$?
    lines=$(wc -l <"$T/err")
    if [ "$rc" -eq "$code" ] && [ "$lines" -eq 1 ] && grep -q -- "$pat" "$T/err"; then
        ok "$name"
    else
        ko "$name (rc=$rc, stderr: $(cat "$T/err"))"
    fi
}

expect_err "missing path" 2 "No such file" --report "$T/nope"
expect_err "no argument" 2 "missing CAPTURE" --report
expect_err "unknown option" 2 "unknown option '--frobnicate'" --frobnicate x
mkdir "$T/empty"
expect_err "folder without a capture" 2 "no capture found" --report "$T/empty"
mkdir "$T/many"
i=0; while [ $i -lt 3000 ]; do : >"$T/many/f$i.txt"; i=$((i + 1)); done
expect_err "a directory of thousands of files" 2 "no capture found" --report "$T/many"
printf 'not a protobuf at all\n' >"$T/text.xplane.pb"
expect_err "not a protobuf" 2 "text.xplane.pb: not a valid capture" --report "$T/text.xplane.pb"
head -c 5000 "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" >"$T/cut.xplane.pb"
expect_err "truncated file" 2 "cut.xplane.pb: not a valid capture: corrupt protobuf at byte" --report "$T/cut.xplane.pb"
expect_err "corrupted real capture" 2 "tpu_inference_2.xplane.pb: not a valid capture.*at byte" \
    --report "$SRC/tests/data/jax-tpu-v6e-inference-corrupted"
expect_err "unknown module" 2 "no module 'nope'" --report --module nope "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "bad --top" 2 "positive number" --report --top x "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "TUI without a terminal" 2 "needs a terminal" "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu" </dev/null

# valid captures missing parts: exit 0 and say what is missing
if $XOOMTUI --report "$SRC/tests/data/tf-gpu-v100-multiworker" >"$T/tf" 2>&1 &&
   grep -q "no /host:metadata plane" "$T/tf" && grep -q "GPU_4_bfc" "$T/tf"; then
    ok "TensorFlow capture: no HLO, says so, exit 0"
else ko "TensorFlow capture"; fi

# every real capture: --report and --json succeed
for c in jax08-rocm-mi300x-conv-8gpu jax-rocm-mi300x-conv-8gpu-legacy jax08-rocm-mi300x-attention jax-tpu-v6e-inference; do
    if $XOOMTUI --report "$SRC/tests/data/$c" >"$T/r" 2>"$T/e" && $XOOMTUI --json "$T/j.json" "$SRC/tests/data/$c" 2>>"$T/e" &&
       [ ! -s "$T/e" ] && grep -q '"schema": "xoomtui/1"' "$T/j.json"; then
        ok "report and json: $c"
    else ko "report and json: $c ($(cat "$T/e"))"; fi
done

# no colour when not a TTY: no escape sequences in the report
if ! $XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" | grep -q "$(printf '\033')"; then
    ok "no colour when not a terminal"; else ko "colour codes in piped output"; fi

# --json - writes to stdout
if $XOOMTUI --json - "$SRC/examples/attention-oom.xplane.pb" | grep -q '"id": "plan-exceeds-pool"'; then
    ok "--json - to stdout"; else ko "--json -"; fi

# read-only guarantee: a read-only capture directory stays exactly as it was
mkdir -p "$T/cap/plugins/profile/2026_11_30_00_00_00"
"$FIX" attention "$T/cap/plugins/profile/2026_11_30_00_00_00/h.xplane.pb"
chmod -R a-w "$T/cap"
before=$(find "$T/cap" -exec stat -c '%n %s %Y' {} + | sort)
$XOOMTUI --report "$T/cap" >/dev/null 2>&1
$XOOMTUI --json "$T/x.json" "$T/cap" >/dev/null 2>&1
expect_err "refuses JSON inside the capture" 2 "refusing to write inside the capture directory" \
    --json "$T/cap/plugins/out.json" "$T/cap"
after=$(find "$T/cap" -exec stat -c '%n %s %Y' {} + | sort)
if [ "$before" = "$after" ]; then ok "capture directory unchanged"; else ko "capture directory changed"; fi

# --run and --host
mkdir -p "$T/cap2/plugins/profile/2026_01_01_00_00_00" "$T/cap2/plugins/profile/2026_01_02_00_00_00"
"$FIX" grads-kept "$T/cap2/plugins/profile/2026_01_01_00_00_00/a.xplane.pb"
"$FIX" no-donation "$T/cap2/plugins/profile/2026_01_02_00_00_00/b.xplane.pb"
if $XOOMTUI --report "$T/cap2" | grep -q "jit_update(9)" &&
   $XOOMTUI --report --run 2026_01_01_00_00_00 "$T/cap2" | grep -q "jit_train_step(7)"; then
    ok "newest run by default, --run picks another"; else ko "--run"; fi
expect_err "unknown host" 2 "no host 'x'" --report --host x "$T/cap2"

# two captures: the comparison (issue 17; doc/compare.md)
"$FIX" pair-attention-before "$T/before.xplane.pb"
"$FIX" pair-attention-after "$T/after.xplane.pb"
if $XOOMTUI --report "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp" 2>"$T/e" && [ ! -s "$T/e" ] &&
   grep -q "xoomtui comparison: BEFORE -> AFTER" "$T/cmp" && grep -q "fits now" "$T/cmp" &&
   grep -q "mostly-forward (gone in AFTER)" "$T/cmp" && [ "$(awk 'length > 80' "$T/cmp" | wc -l)" -eq 0 ]; then
    ok "--report BEFORE AFTER"; else ko "--report BEFORE AFTER ($(cat "$T/e"))"; fi
if command -v python3 >/dev/null 2>&1; then
    strict() { python3 -c 'import json,sys; json.load(sys.stdin, parse_constant=lambda c: sys.exit("not JSON: " + c))'; }
elif command -v jq >/dev/null 2>&1; then strict() { jq -e . >/dev/null; }
else strict() { cat >/dev/null; }; fi
if $XOOMTUI --json - "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp.json" 2>"$T/e" && [ ! -s "$T/e" ] &&
   strict <"$T/cmp.json" && grep -q '"schema": "xoomtui-diff/1"' "$T/cmp.json" &&
   grep -q '"figure": "total_bytes"' "$T/cmp.json"; then
    ok "--json - BEFORE AFTER (strict parse)"; else ko "--json - BEFORE AFTER ($(cat "$T/e"))"; fi
if $XOOMTUI --module 'jit_train_step(15)' --report "$T/before.xplane.pb" "$T/after.xplane.pb" 2>"$T/e" |
   grep -q "jit_train_step(15) -> jit_train_step(17)"; then
    ok "--module name(id) applies to both captures"; else ko "--module in comparison ($(cat "$T/e"))"; fi
if $XOOMTUI "$T/before.xplane.pb" "$T/after.xplane.pb" </dev/null 2>"$T/e" | grep -q "Was the estimate right"; then
    ok "BEFORE AFTER without --report, stdout not a terminal: the report"; else ko "comparison to a pipe"; fi
expect_err "three captures" 2 "more than two CAPTURE" --report "$T/before.xplane.pb" "$T/after.xplane.pb" "$T/after.xplane.pb"
expect_err "comparison refuses JSON inside a capture" 2 "refusing to write inside the capture directory" \
    --json "$T/cap/plugins/out.json" "$T/before.xplane.pb" "$T/cap"
expect_err "--run with two captures" 2 "give each run folder" --run x --report "$T/before.xplane.pb" "$T/after.xplane.pb"

if $XOOMTUI --help | grep -q "Exit status" && $XOOMTUI --version | grep -q "^xoomtui "; then
    ok "--help and --version"; else ko "--help/--version"; fi

# the README's key table is the one --help prints (one key table for all)
$XOOMTUI --help | sed -n '/^Keys in the TUI:/,$p' | tail -n +2 >"$T/keys.help"
sed -n '/^## Keys/,/^Lowercase/p' "$SRC/README.md" | sed -n '/^```$/,/^```$/p' | sed '1d;$d' >"$T/keys.readme"
if cmp -s "$T/keys.help" "$T/keys.readme"; then ok "README key table matches the key table"
else ko "README key table differs from --help: $(diff "$T/keys.help" "$T/keys.readme" | head -3)"; fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
