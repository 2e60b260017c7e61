#!/bin/sh
# run-keys.sh SECONDS - fuzz the TUI's keys (fuzz_keys.c) on every capture
# we have, each seeded with four key scripts (the runtime view and its
# charts, the diagnosis pane's rows, the plan's lists and a search, the
# chart cursor and the panes); crashes land in /tmp/xoomtui-fuzz-keys-crashes/.
set -eu
cd "$(dirname "$0")/.."
secs=${1:-600}
corpus=$(mktemp -d /tmp/xoomtui-keys-corpus-XXXXXX)
seeds=$(mktemp -d /tmp/xoomtui-keys-seeds-XXXXXX)
find tests/data examples -name '*.pb' -size -2M -exec cp {} "$seeds/" \;
if [ -x tests/builder/xt-build-fixture ]; then
    for s in attention grads-kept no-donation scan-fsdp other-live bad-trace no-metadata; do
        tests/builder/xt-build-fixture "$s" "$seeds/$s.xplane.pb"
    done
fi
# byte 0 the screen, byte 1 the script's length, then the keys (indexes
# into fuzz_keys.c's table)
n=0
for f in "$seeds"/*; do
    for script in '\000\014\021\013\007\007\042\017\012\007\000\007\011\011' \
                  '\001\013\017\012\007\000\007\000\007\011\012\000\007' \
                  '\002\012\020\007\003\007\007\043\066\007\044\045' \
                  '\003\021\020\024\024\027\030\031\033\034\035\025\026\042\042\041\041\040\040'; do
        { printf "$script"; cat "$f"; } > "$corpus/$n.bin"
        n=$((n + 1))
    done
done
rm -rf "$seeds"
mkdir -p /tmp/xoomtui-fuzz-keys-crashes
exec fuzz/fuzz_keys -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 \
    -max_len=2100000 -jobs=2 -workers=2 -artifact_prefix=/tmp/xoomtui-fuzz-keys-crashes/ "$corpus"
