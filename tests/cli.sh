#!/bin/sh
# cli.sh - the command line as a user meets it: exit codes and one-line
# errors for bad input, --report/--json on real captures, and the
# read-only guarantee for the capture directory.
set -u
XOOMTUI=${XOOMTUI:-./xoomtui}
# absolute: some checks run it from another folder ((cd DIR && $XOOMTUI ...):
# a relative ./xoomtui there was "not found", and a refusal test passed)
case $XOOMTUI in ./* | ../*) XOOMTUI="$PWD/$XOOMTUI" ;; esac
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
# a link whose target is gone: ls lists it, so "No such file" alone reads
# as a lie; the target is named
ln -s "$T/gone.xplane.pb" "$T/dangling.xplane.pb"
expect_err "dangling link" 2 "dangling.xplane.pb: a symbolic link to '$T/gone.xplane.pb', which does not exist" \
    --report "$T/dangling.xplane.pb"
ln -s "$T/gone-dir" "$T/dangling-dir"
expect_err "dangling link to a folder" 2 "dangling-dir: a symbolic link to '$T/gone-dir', which does not exist" \
    --json "$T/d.json" "$T/dangling-dir"
expect_err "no argument" 2 "missing CAPTURE" --report
expect_err "unknown option" 2 "unknown option '--frobnicate'" --frobnicate x
expect_err "--module with an empty name" 2 "^xoomtui: --module needs a name" --report --module "" "$T/nope"
expect_err "--host with an empty name" 2 "^xoomtui: --host needs a name" --report --host "" "$T/nope"
mkdir "$T/empty"
expect_err "folder without a capture" 2 "no capture found" --report "$T/empty"
: | gzip -c >"$T/nothing.xplane.pb.gz"
expect_err "gzip of nothing" 2 "nothing.xplane.pb.gz: not a capture: its gzip data inflates to nothing" \
    --report "$T/nothing.xplane.pb.gz"
: >"$T/zero.xplane.pb"
expect_err "empty file" 2 "zero.xplane.pb: not a capture: the file is empty" --report "$T/zero.xplane.pb"
mkdir "$T/many"
i=0; while [ $i -lt 3000 ]; do : >"$T/many/f$i.txt"; i=$((i + 1)); done
expect_err "a directory of thousands of files" 2 "no capture found" --report "$T/many"
printf 'not a protobuf at all\n' >"$T/text.xplane.pb"
expect_err "not a protobuf" 2 "text.xplane.pb: not a valid capture" --report "$T/text.xplane.pb"
head -c 5000 "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" >"$T/cut.xplane.pb"
expect_err "truncated file" 2 "cut.xplane.pb: not a valid capture: corrupt protobuf at byte 1 (in the XSpace: a field runs past the end of the file, 5000 bytes: truncated" --report "$T/cut.xplane.pb"
# the newest run of a log dir cut short (the job died writing it): the
# runs before it are named, and --run opens one
mkdir -p "$T/logdir/plugins/profile/2026_12_03_10_00_00" "$T/logdir/plugins/profile/2026_12_04_10_00_00"
cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$T/logdir/plugins/profile/2026_12_03_10_00_00/"
cp "$T/cut.xplane.pb" "$T/logdir/plugins/profile/2026_12_04_10_00_00/tw003.xplane.pb"
expect_err "newest run cut short: the older run named" 2 \
    "2026_12_04_10_00_00/tw003.xplane.pb: not a valid capture: corrupt protobuf .*; an older run here: 2026_12_03_10_00_00 (--run NAME opens it)$" \
    --report "$T/logdir"
expect_err "a run given: no other run named" 2 "5000 bytes: truncated, or its lengths damaged)$" \
    --report --run 2026_12_04_10_00_00 "$T/logdir"
if $XOOMTUI --report --run 2026_12_03_10_00_00 "$T/logdir" | grep -q "^host .*run 2026_12_03_10_00_00"; then
    ok "--run opens the older run"
else ko "--run opens the older run"; fi
# two runs before it: the newest two of them named and counted
mkdir -p "$T/logdir/plugins/profile/2026_12_02_10_00_00"
cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$T/logdir/plugins/profile/2026_12_02_10_00_00/"
expect_err "newest run cut short: two older runs named" 2 \
    "; 2 older runs here: 2026_12_03_10_00_00, 2026_12_02_10_00_00 (--run NAME opens one)$" --report "$T/logdir"
# runs not named by time: "another run", not "an other run" (a trial)
mkdir -p "$T/otherlog/plugins/profile/first" "$T/otherlog/plugins/profile/second"
cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$T/otherlog/plugins/profile/first/"
cp "$T/cut.xplane.pb" "$T/otherlog/plugins/profile/second/tw003.xplane.pb"
expect_err "newest run cut short, runs by name: another run named" 2 \
    "lengths damaged); another run here: first (--run NAME opens it)$" --report "$T/otherlog"
# runs of long names: the note whole or not at all (a name cut lost the
# key that opens it: a review)
LONG=$(printf 'r%.0s' $(seq 1 200))
mkdir -p "$T/longlog/plugins/profile/a_$LONG" "$T/longlog/plugins/profile/b_$LONG"
cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$T/longlog/plugins/profile/a_$LONG/"
cp "$T/cut.xplane.pb" "$T/longlog/plugins/profile/b_$LONG/tw003.xplane.pb"
$XOOMTUI --report "$T/longlog" >/dev/null 2>"$T/e"; rc=$?
if [ $rc = 2 ] && [ "$(wc -l <"$T/e")" = 1 ] &&
   { grep -q "(--run NAME opens it)$" "$T/e" || grep -q "lengths damaged)$" "$T/e"; }; then
    ok "runs of long names: the note whole or not at all"
else ko "runs of long names: rc $rc $(cat "$T/e")"; fi
# a limit the user can raise is not a run cut short: no note
gzip -c "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" >"$T/logdir/plugins/profile/2026_12_04_10_00_00/tw003.xplane.pb.gz"
rm "$T/logdir/plugins/profile/2026_12_04_10_00_00/tw003.xplane.pb"
XOOMTUI_MAX_INFLATE=1000 $XOOMTUI --report "$T/logdir" >/dev/null 2>"$T/e"; rc=$?
if [ $rc = 2 ] && grep -q "XOOMTUI_MAX_INFLATE" "$T/e" && ! grep -q "older run" "$T/e"; then
    ok "a raised limit's error: no older runs named"
else ko "a raised limit's error: rc $rc $(cat "$T/e")"; fi
# a pair by file name whose AFTER cannot be read: no "hostnames A -> B"
# (B was its file's name, not a hostname: an attacker's review)
mkdir -p "$T/hnb/plugins/profile/r" "$T/hna/plugins/profile/r"
$FIX attention "$T/hnb/plugins/profile/r/node-0.xplane.pb" >/dev/null
$FIX attention "$T/hnb/plugins/profile/r/node-1.xplane.pb" >/dev/null
cp "$T/hnb/plugins/profile/r/node-0.xplane.pb" "$T/hna/plugins/profile/r/node-0.xplane.pb"
head -c 3000 "$T/hnb/plugins/profile/r/node-1.xplane.pb" >"$T/hna/plugins/profile/r/node-1.xplane.pb"
$XOOMTUI --report "$T/hnb" "$T/hna" >"$T/hn.txt" 2>/dev/null; rc=$?
if [ $rc = 2 ] && grep -q "^    node-1 (paired by file name)$" "$T/hn.txt" && ! grep -q "hostnames" "$T/hn.txt"; then
    ok "an unread host of a pair: no hostname said for it"
else ko "an unread host of a pair: rc $rc $(grep -n 'node-1' "$T/hn.txt")"; fi
# a limit that does not parse is said, not a loop forever (-1 read as
# 2^64-1 spun on every .gz: an attacker's review)
for v in -1 99999999999999999999 abc; do
    XOOMTUI_MAX_INFLATE=$v timeout 20 $XOOMTUI --report "$T/logdir" >/dev/null 2>"$T/e"; rc=$?
    if [ $rc = 2 ] && [ "$(wc -l <"$T/e")" = 1 ] && grep -q "XOOMTUI_MAX_INFLATE must be a number" "$T/e"; then
        ok "XOOMTUI_MAX_INFLATE=$v refused"
    else ko "XOOMTUI_MAX_INFLATE=$v: rc $rc $(cat "$T/e")"; fi
done
# the same of a run of hosts, each cut (read host by host, or whole)
mkdir -p "$T/logdir3/plugins/profile/2026_12_03_10_00_00" "$T/logdir3/plugins/profile/2026_12_04_10_00_00"
for h in a b c; do
    cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$T/logdir3/plugins/profile/2026_12_03_10_00_00/$h.xplane.pb"
    cp "$T/cut.xplane.pb" "$T/logdir3/plugins/profile/2026_12_04_10_00_00/$h.xplane.pb"
done
expect_err "newest run of hosts cut short: --report names the older run" 2 \
    "none of the 3 host files can be read; .*; an older run here: 2026_12_03_10_00_00 (--run NAME opens it)$" \
    --report "$T/logdir3"
expect_err "newest run of hosts cut short: --json names the older run" 2 \
    "none of the 3 host files can be read; .*; an older run here: 2026_12_03_10_00_00 (--run NAME opens it)$" \
    --json "$T/l3.json" "$T/logdir3"
XOOMTUI_NO_STREAM=1 expect_err "newest run of hosts cut short, opened whole: the older run" 2 \
    "; an older run here: 2026_12_03_10_00_00 (--run NAME opens it)$" --report "$T/logdir3"
expect_err "corrupted real capture" 2 "tpu_inference_2.xplane.pb: not a valid capture.*at byte" \
    --report "$SRC/tests/data/jax-tpu-v6e-inference-corrupted"
expect_err "unknown module" 2 "no module 'nope'" --report --module nope "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
# allocator events that would need more memory than allowed: one line, exit 2
# (a review's 48 MB of 4-byte events needed 3.3 GB; XOOMTUI_MAX_MEMORY
# replaces the limits, here above what other-live's events and their kept
# stats take to load, and below that with its 5 allocator events to analyse:
# the limit is on the whole)
"$FIX" other-live "$T/other-live.xplane.pb"
XOOMTUI_MAX_MEMORY=3000 $XOOMTUI --report "$T/other-live.xplane.pb" >"$T/out" 2>"$T/err"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -q "5 allocator events would need about 1.3 KiB of memory to analyse, beside the 2.2 KiB the load holds (.*more than XOOMTUI_MAX_MEMORY): refusing" "$T/err"; then
    ok "allocator events past the memory limit"
else ko "allocator events past the memory limit (rc=$rc: $(cat "$T/err"))"; fi
# the events themselves, past it while loading (a 97 KB gzip of empty
# events took 2.3 GB: an attacker's review)
XOOMTUI_MAX_MEMORY=100 $XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" >"$T/out" 2>"$T/err"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -q "attention-oom.xplane.pb: [0-9,]* events would need about [0-9]* B of memory to load (.* of capture, more than XOOMTUI_MAX_MEMORY): refusing; set XOOMTUI_MAX_MEMORY" "$T/err"; then
    ok "events past the memory limit while loading"
else ko "events past the memory limit while loading (rc=$rc: $(cat "$T/err"))"; fi
# the protobuf writers every capture generator below imports (PYTHONPATH)
cat >"$T/xpb.py" <<'PY'
def v(n):
    '''a varint'''
    o = b''
    while True:
        c = n & 0x7f; n >>= 7
        if n: o += bytes([c | 0x80])
        else: return o + bytes([c])
def fb(n, b):
    '''field n, length-delimited'''
    return v(n << 3 | 2) + v(len(b)) + b
def fv(n, x):
    '''field n, a varint'''
    return v(n << 3) + v(x)
PY
# gzips of events of a few bytes each (an attacker's review): 23 million
# empty ones in one line (2 bytes each, 48 decoded: 1 GiB from 44 MB;
# the 97 KB one of the review took 2.3 GB and 9 s), and 4-byte ones over
# 200 lines (stored up to 1.9 GB, exit 0: 12 times their bytes, under the
# 16 of the allocator check), where the lines read so far stand for the
# rest: both refused before they are stored
PYTHONPATH="$T" python3 - "$T" <<'PY'
import gzip, sys
from xpb import v, fb, fv
def capture(path, nlines, nevents, event):
    with gzip.open(path, 'wb', compresslevel=9) as f:
        heads = []
        for i in range(nlines):
            hdr = b'\x08' + v(i + 1) + b'\x12\x02' + b'l%d' % (i % 10) + b'\x18\xe8\x07'
            heads.append(b'\x1a' + v(len(hdr) + len(event) * nevents) + hdr)
        ph = b'\x08\x01\x12\x09/host:CPU'
        f.write(b'\x0a' + v(len(ph) + sum(len(h) + len(event) * nevents for h in heads)) + ph)
        for h in heads:
            f.write(h)
            for k in range(0, nevents, 1000000):
                f.write(event * min(1000000, nevents - k))
        f.write(b'\x22\x04bomb')
capture(sys.argv[1] + '/empty-events.xplane.pb.gz', 1, 23000000, b'\x22\x00')
capture(sys.argv[1] + '/many-lines.xplane.pb.gz', 200, 120000, bytes.fromhex('22020800'))
# planes and lines of a few bytes each, no events (the same review's kind,
# found later: 25 million named empty lines, a 182 KB gzip, took 52 s and
# 8.1 GB; 4 million planes of one such line 6.9 s and 2.4 GB)
line = b'\x1a\x03\x12\x01S'
ph = b'\x08\x01\x12\x09/host:CPU'
with gzip.open(sys.argv[1] + '/empty-lines.xplane.pb.gz', 'wb', compresslevel=9) as f:
    f.write(b'\x0a' + v(len(ph) + len(line) * 25000000) + ph)
    for k in range(25):
        f.write(line * 1000000)
plane = b'\x12\x0d/device:GPU:x' + line
with gzip.open(sys.argv[1] + '/many-planes.xplane.pb.gz', 'wb', compresslevel=9) as f:
    for k in range(40):
        f.write((b'\x0a' + v(len(plane)) + plane) * 100000)
# three planes of a line each: 1 event; 1.6 million empty ones (3.2 MB);
# 1 event with a 30 MB stat.  The lines in file order project the second
# line's density over the file; taken biggest first (two threads), the
# 30 MB line had diluted it and the file was accepted (an attacker's
# review)
def pl(name, events):
    return fb(1, fb(2, name) + fb(3, fb(2, b'l') + events))
big = fb(4, b'\x08\x01' + fb(6, b'\x00' * 30000000))
with gzip.open(sys.argv[1] + '/order.xplane.pb.gz', 'wb', compresslevel=9) as f:
    f.write(pl(b'/x:0', b'\x22\x00') + pl(b'/x:1', b'\x22\x00' * 1600000) +
            pl(b'/x:2', fb(4, b'\x08\x01' + big)) + fb(4, b'h'))
# metadata entries and plane stats of 2 bytes each, 40 million of each
# (a 156 KB gzip: 4.7 GB and 15 s, exit 0, before they were counted)
ph = b'\x12\x04/x:0'
with gzip.open(sys.argv[1] + '/tables.xplane.pb.gz', 'wb', compresslevel=9) as f:
    f.write(b'\x0a' + v(len(ph) + 2 * 80000000) + ph)
    for k in range(40):
        f.write(b'\x22\x00' * 1000000)
    for k in range(40):
        f.write(b'\x32\x00' * 1000000)
    f.write(b'\x22\x01h')
PY
$XOOMTUI --report "$T/tables.xplane.pb.gz" >/dev/null 2>"$T/err"; rc=$?
if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -Eq "tables.xplane.pb.gz: 1 plane and 10,485,760 metadata entries \(read so far\) would need about 1.3 GiB of memory to load \(152.6 MiB of capture decoded, more than (8 times the capture's bytes: planes, lines and tables of a few bytes each|a quarter of memory)\): refusing" "$T/err"; then
    ok "a gzip of empty metadata entries and plane stats is refused before they are made"
else ko "a gzip of empty metadata entries: rc $rc, $(cat "$T/err")"; fi
# lines that pass a 2 MiB limit together, decoded side by side: the total
# a line sees then held lines after it, so two threads named 90,001 events
# where one named 60,001, and refused for memory where one thread met a
# corrupt line first (an attacker's review).  The message is one thread's.
PYTHONPATH="$T" python3 - "$T" <<'PY'
import sys
from xpb import v, fb, fv
def line(name, evs):
    return fb(3, fb(2, name) + fv(3, 1000) + evs)
N = 30000
for k, mid in (('total', b'\x22\x02\x18\x01' * N), ('corrupt', b'\x22\x00\x22\x01\x0f')):
    lines = line(b'l0', b'\x22\x00') + line(b'l1', b'\x22\x00' * N) + line(b'l2', mid) + \
        line(b'l3', b'\x22\x04\x18\x01\x10\x01' * N)
    open(sys.argv[1] + '/side-' + k + '.xplane.pb', 'wb').write(fb(1, fb(2, b'/host:CPU') + lines) + fb(4, b'h'))
PY
ok_side=1
for k in total corrupt; do
    for t in 1 2 3; do
        XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=2097152 $XOOMTUI --report "$T/side-$k.xplane.pb" >/dev/null 2>"$T/side-$k-$t"
        echo "rc=$?" >>"$T/side-$k-$t"
    done
    case $k in
    total) want="side-total.xplane.pb: 60,001 events would need about 2.7 MiB of memory to load" ;;
    corrupt) want="side-corrupt.xplane.pb: not a valid capture: corrupt protobuf at byte 60050 (event: invalid wire type)" ;;
    esac
    { grep -qF "$want" "$T/side-$k-1" && grep -q "^rc=2$" "$T/side-$k-1" &&
      cmp -s "$T/side-$k-1" "$T/side-$k-2" && cmp -s "$T/side-$k-1" "$T/side-$k-3"; } ||
        { ok_side=0; echo "# $k: $(cat "$T/side-$k-1") / $(cat "$T/side-$k-2") / $(cat "$T/side-$k-3")"; }
done
if [ $ok_side = 1 ]; then ok "lines past the memory limit side by side: one thread's message with 1-3 threads"
else ko "lines past the memory limit side by side"; fi
# a 3 MB line decoded twice (its launches' stats undo pass 1's guess): one
# thread refuses at its first try's count, and two threads, which split
# it first and passed that try, had named the second's (an attacker's
# review).  Both tries keep 550,002 events, the first 150,001 of them as
# launch records in one gap (its buffer too): 26.6 MiB
PYTHONPATH="$T" python3 - "$T/retry.xplane.pb" <<'PY'
import sys
from xpb import v, fb, fv
def line(name, evs): return fb(3, fb(2, name) + fv(3, 1000) + evs)
statm = fb(5, fv(1, 1) + fb(2, fv(1, 1) + fb(2, b'correlation_id'))) + \
        fb(5, fv(1, 2) + fb(2, fv(1, 2) + fb(2, b'addr')))
evm = fb(4, fv(1, 1) + fb(2, fv(1, 1) + fb(2, b'cuLaunchKernel'))) + \
      fb(4, fv(1, 2) + fb(2, fv(1, 2) + fb(2, b'foo')))
l0 = line(b'l0', fb(4, fv(1, 2) + fv(3, 1) + fb(4, fv(1, 2) + fv(4, 1))))
l1 = line(b'l1', b'\x22\x00' * 300000)
first = fb(4, fv(1, 1) + fv(2, 10) + fv(3, 1) + fb(4, fv(1, 1) + fv(4, 5)))
rest = b''.join(fb(4, fv(1, 1) + fv(2, 100 + 10 * i) + fv(3, 1) + fb(4, fv(1, 2) + fv(4, 5))) for i in range(150000))
x = line(b'x', b'\x22\x00' * 100000 + first + rest)
open(sys.argv[1], 'wb').write(fb(1, fb(2, b'/host:CPU') + statm + evm + l0 + l1 + x) + fb(4, b'h'))
PY
for t in 1 2; do
    XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=15000000 $XOOMTUI --report "$T/retry.xplane.pb" >/dev/null 2>"$T/retry$t"
    echo "rc=$?" >>"$T/retry$t"
done
if grep -q "retry.xplane.pb: 550,002 events would need about 26.6 MiB" "$T/retry1" && grep -q "^rc=2$" "$T/retry1" &&
   cmp -s "$T/retry1" "$T/retry2"; then
    ok "a line decoded twice past the memory limit: one thread's count with two"
else ko "a line decoded twice: $(cat "$T/retry1") / $(cat "$T/retry2")"; fi

# stats of a few bytes in one record (an event of 30 million 4-byte stats,
# a 117 KB gzip, took 2.0 GB; one event metadata of 50 million 2.0 GB too;
# an attacker's review), here 3 million under a 100 MB limit: an event, an
# event metadata, and 200 event metadata of 15,000 each
PYTHONPATH="$T" python3 - "$T" <<'PY'
import sys
from xpb import v, fb, fv
st = fb(5, fv(1, 1) + fb(2, fv(1, 1) + fb(2, b'allocator_name')))  # stat metadata 1, kept
ev = fb(4, fv(1, 7) + fb(4, fv(1, 1)) * 3000000)                      # an event, 3M stats
one = fb(4, fv(1, 7) + fb(2, fv(1, 7) + fb(5, fv(1, 1)) * 3000000))  # metadata, 3M stats
many = b''.join(fb(4, fv(1, i) + fb(2, fv(1, i) + fb(5, fv(1, 1)) * 15000)) for i in range(1, 201))
def plane(body):
    return fb(1, fb(2, b'/host:CPU') + st + body) + fb(4, b'h')
open(sys.argv[1] + '/stats-event.xplane.pb', 'wb').write(plane(fb(3, fb(2, b'l') + ev)))
open(sys.argv[1] + '/stats-meta.xplane.pb', 'wb').write(plane(one))
open(sys.argv[1] + '/stats-metas.xplane.pb', 'wb').write(plane(many))
PY
ok_stats=1
for k in event meta metas; do
    XOOMTUI_MAX_MEMORY=100000000 $XOOMTUI --report "$T/stats-$k.xplane.pb" >/dev/null 2>"$T/err-$k"; rc=$?
    case $k in
    event) want="one event with 2,097,152 stats (read so far) would need about 128.0 MiB of memory to load" ;;
    meta) want="one event metadata with 2,097,152 stats (read so far) would need about 128.0 MiB of memory to load" ;;
    metas) want="1 plane and 1,050,201 metadata entries (read so far) would need about 128.2 MiB of memory to load" ;;
    esac
    { [ "$rc" = 2 ] && [ "$(wc -l <"$T/err-$k")" -eq 1 ] && grep -q "stats-$k.xplane.pb: $want" "$T/err-$k"; } ||
        { ok_stats=0; echo "# $k: rc $rc, $(cat "$T/err-$k")"; }
done
if [ $ok_stats = 1 ]; then ok "a record of millions of stats is refused before they are stored"
else ko "a record of millions of stats"; fi

# what events keep besides themselves (an attacker's review): 50 million
# 4-byte cuLaunchKernel events (launch records) took 2.0 GB and 50,000
# events of 1,000 kept 4-byte stats 1.4 GB, both under a 50 MB limit.
# Here a million launch records (16 MB, and 20 MB of buffer for their one
# gap) under 10 MB, and 2,000 events of
# 1,000 kept stats (48 MB) over 4 lines under 20 MB, with 1-3 threads
# alike (the lines decode side by side), and loaded under 100 MB
PYTHONPATH="$T" python3 - "$T" <<'PY'
import sys
from xpb import v, fb, fv
def line(name, evs):
    return fb(3, fb(2, name) + fv(3, 1000) + evs)
evm = fb(4, fv(1, 1) + fb(2, fv(1, 1) + fb(2, b'cuLaunchKernel')))
st = fb(5, fv(1, 1) + fb(2, fv(1, 1) + fb(2, b'allocator_name')))
launches = line(b'launches', fb(4, fv(1, 1)) * 1000000)
ev = fb(4, fv(1, 7) + fv(3, 1) + fb(4, fv(1, 1)) * 1000)
stats = b''.join(line(b'l%d' % k, ev * 500) for k in range(4))
def host(body):
    return fb(1, fb(2, b'/host:CPU') + evm + st + body) + fb(4, b'h')
open(sys.argv[1] + '/kept-launches.xplane.pb', 'wb').write(host(launches))
open(sys.argv[1] + '/kept-stats.xplane.pb', 'wb').write(host(stats))
PY
ok_kept=1
XOOMTUI_MAX_MEMORY=10000000 $XOOMTUI --report "$T/kept-launches.xplane.pb" >/dev/null 2>"$T/err"; rc=$?
{ [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
  grep -q "kept-launches.xplane.pb: 1,000,000 events would need about 35.3 MiB of memory to load (3.8 MiB of capture, more than XOOMTUI_MAX_MEMORY): refusing" "$T/err"; } ||
    { ok_kept=0; echo "# launches: rc $rc, $(cat "$T/err")"; }
for t in 1 2 3; do
    XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=20000000 $XOOMTUI --report "$T/kept-stats.xplane.pb" >/dev/null 2>"$T/kept$t"
    echo "rc=$?" >>"$T/kept$t"
    XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=100000000 $XOOMTUI --report "$T/kept-stats.xplane.pb" >/dev/null 2>&1 ||
        { ok_kept=0; echo "# stats under 100 MB, $t threads: rc $?"; }
done
{ grep -q "kept-stats.xplane.pb: the events kept so far, with their stats and launch infos, would need more than 19.1 MiB of memory to load (7.6 MiB of capture, more than XOOMTUI_MAX_MEMORY): refusing" "$T/kept1" &&
  grep -q "^rc=2$" "$T/kept1" && cmp -s "$T/kept1" "$T/kept2" && cmp -s "$T/kept1" "$T/kept3"; } ||
    { ok_kept=0; echo "# stats: $(cat "$T/kept1") / $(cat "$T/kept2") / $(cat "$T/kept3")"; }
if [ $ok_kept = 1 ]; then ok "launch records and kept stats count against the memory limit"
else ko "launch records and kept stats against the memory limit"; fi
# more of the same review: launches whose infos differ one to the next
# (a program id every other one: 12 times their bytes, exit 0 under the
# limit), lines decoded twice (pass 1's guess undone: the first try stays
# in memory, twice the charge), and lines split across threads, whose
# parts met a corrupt stat, a retry and the limit in another order than
# one thread (other exit codes and messages with 2 and 3 threads)
PYTHONPATH="$T" python3 - "$T" <<'PY'
import sys
from xpb import v, fb, fv
def line(name, evs): return fb(3, fb(2, name) + fv(3, 1000) + evs)
def evmeta(i, name): return fb(4, fv(1, i) + fb(2, fv(1, i) + fb(2, name)))
def stmeta(i, name): return fb(5, fv(1, i) + fb(2, fv(1, i) + fb(2, name)))
def host(body): return fb(1, fb(2, b'/host:CPU') + body) + fb(4, b'h')
evm = evmeta(1, b'cuLaunchKernel') + evmeta(2, b'foo')
# a kept event (a stat: not a leaf) every 100 launches: short gaps,
# 16.5 MB of records and events, and 28 MB of infos
evs = [fb(4, fv(1, 2) + fv(3, 10))] + \
    [fb(4, fv(1, 1) + fv(2, 10 * i) + (fb(4, fv(1, 1) + fv(4, 1)) if i & 1 else b'')) +
     (fb(4, fv(1, 2) + fv(2, 10 * i + 5) + fv(3, 1) + fb(4, fv(1, 9))) if i % 100 == 99 else b'')
     for i in range(1000000)]
open(sys.argv[1] + '/infos.xplane.pb', 'wb').write(
    host(evm + stmeta(1, b'program_id') + line(b'launches', b''.join(evs))))
s = fb(4, fv(1, 1) + fv(4, 1))           # a kept stat (allocator_name)
ea = fb(4, fv(1, 2) + s * 2)
# each line: a launch record first, one with a stat last (the retry)
body = b''.join(line(b'l%d' % i, ea + fb(4, fv(1, 1)) + ea * 100000 + fb(4, fv(1, 1) + s))
                for i in range(4))
open(sys.argv[1] + '/twice.xplane.pb', 'wb').write(host(evm + stmeta(1, b'allocator_name') + body))
first = line(b'first', fb(4, fv(1, 2) + s))
big = line(b'big', ea + fb(4, fv(1, 2) + fb(4, b'\x08')) + ea * 200000)
open(sys.argv[1] + '/split-corrupt.xplane.pb', 'wb').write(
    host(evm + stmeta(1, b'allocator_name') + first + big + line(b'small', ea)))
PY
ok_more=1
for k in infos:20000000 twice:60000000 split-corrupt:12000000; do
    f=${k%%:*}
    for t in 1 2 3; do
        XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=${k#*:} $XOOMTUI --report "$T/$f.xplane.pb" >/dev/null 2>"$T/$f$t"
        echo "rc=$?" >>"$T/$f$t"
    done
    case $f in
    infos) want="infos.xplane.pb: the events kept so far, with their stats and launch infos, would need more than 19.1 MiB" ;;
    twice) want="twice.xplane.pb: 400,012 events would need about 59.3 MiB of memory to load" ;;
    split-corrupt) want="split-corrupt.xplane.pb: not a valid capture: corrupt protobuf at byte " ;;
    esac
    { grep -qF "$want" "$T/${f}1" && grep -q "^rc=2$" "$T/${f}1" &&
      cmp -s "$T/${f}1" "$T/${f}2" && cmp -s "$T/${f}1" "$T/${f}3"; } ||
        { ok_more=0; echo "# $f: $(cat "$T/${f}1") / $(cat "$T/${f}2") / $(cat "$T/${f}3")"; }
done
# under limits they fit, they load (the twice-decoded lines in ~87 MB)
XOOMTUI_MAX_MEMORY=300000000 $XOOMTUI --report "$T/infos.xplane.pb" >/dev/null 2>&1 || { ok_more=0; echo "# infos under 300 MB"; }
XOOMTUI_MAX_MEMORY=100000000 $XOOMTUI --report "$T/twice.xplane.pb" >/dev/null 2>&1 || { ok_more=0; echo "# twice under 100 MB"; }
if [ $ok_more = 1 ]; then ok "launch infos, lines decoded twice and split lines: the memory limit alike with 1-3 threads"
else ko "launch infos, lines decoded twice, split lines against the memory limit"; fi

# GPU-like: 4 device planes of a million lazy 22-byte kernel events, then
# a host line of 1.5 million 13-byte events (102 MiB; loads in ~180 MB):
# the host line's density stands for the rest of the file after it, not
# for the lazy device lines before it (refused as 379 MiB: an attacker's
# review).  Not under valgrind: it decodes 1.5 million events.
case "$XOOMTUI" in
*valgrind*) ok "a host line after lazy device lines: skipped under valgrind" ;;
*)
    PYTHONPATH="$T" python3 - "$T/lazy-first.xplane.pb.gz" <<'PY'
import gzip, sys
from xpb import v, fb, fv
def line(name, evs):
    return fb(3, fb(2, name) + fv(3, 1000) + evs)
evm = b''.join(fb(4, fv(1, i) + fb(2, fv(1, i) + fb(2, b'kernel_%d' % i))) for i in range(1, 301))
kev = fb(4, fv(1, 200) + fv(2, 123456789) + fv(3, 50000) + fb(4, fv(1, 1) + fv(4, 70000)))
hev = fb(4, fv(1, 150) + fv(2, 12345678) + fv(3, 5000))
with gzip.open(sys.argv[1], 'wb', compresslevel=1) as f:
    for k in range(4):
        f.write(fb(1, fb(2, b'/device:GPU:%d' % k) + evm + line(b'Stream #7', kev * 1000000)))
    f.write(fb(1, fb(2, b'/host:CPU') + evm + line(b'python', hev * 1500000)))
    f.write(fb(4, b'h'))
# the host line first: its density stands for no device plane after it
# either (refused at 200 MB: an attacker's review)
with gzip.open(sys.argv[1].replace('lazy-first', 'host-first'), 'wb', compresslevel=1) as f:
    f.write(fb(1, fb(2, b'/host:CPU') + evm + line(b'python', hev * 1500000)))
    for k in range(4):
        f.write(fb(1, fb(2, b'/device:GPU:%d' % k) + evm + line(b'Stream #7', kev * 1000000)))
    f.write(fb(4, b'h'))
PY
    if XOOMTUI_MAX_MEMORY=200000000 $XOOMTUI --report "$T/lazy-first.xplane.pb.gz" >"$T/out" 2>"$T/err" &&
       grep -q "^  /host:CPU  *1 line, 1500000 events" "$T/out"; then
        ok "a host line after lazy device lines: its density is not taken for theirs"
    else ko "a host line after lazy device lines: $(cat "$T/err")"; fi
    if XOOMTUI_MAX_MEMORY=200000000 $XOOMTUI --report "$T/host-first.xplane.pb.gz" >"$T/out" 2>"$T/err" &&
       grep -q "^  /host:CPU  *1 line, 1500000 events" "$T/out"; then
        ok "a host line before lazy device lines: its density is not taken for theirs"
    else ko "a host line before lazy device lines: $(cat "$T/err")"; fi
    # nor for a device plane whose last name (the one protobuf keeps) is
    # /device: after a first that is not, nor for its own plane's tables
    # after its lines (writers put fields 4 and 5 after 3): both refused
    # at 200 MB, loading in 74 MB and 155 MB (an attacker's review)
    PYTHONPATH="$T" python3 - "$T" <<'PY'
import sys
from xpb import v, fb, fv
def line(name, evs): return fb(3, fb(2, name) + fv(3, 1000) + evs)
def evmeta(i, name): return fb(4, fv(1, i) + fb(2, fv(1, i) + fb(2, name)))
evm = b''.join(evmeta(i, b'kernel_%d' % i) for i in range(1, 301))
hev = fb(4, fv(1, 150) + fv(2, 12345678) + fv(3, 5000))
kev = fb(4, fv(1, 200) + fv(2, 123456789) + fv(3, 50000) + fb(4, fv(1, 1) + fv(4, 70000)))
host = fb(1, fb(2, b'/host:CPU') + evm + line(b'worker', hev * 1500000))
dev = fb(1, fb(2, b'/host:GPU') + fb(2, b'/device:GPU:0') + evm + line(b'Stream #7', kev * 2000000))
open(sys.argv[1] + '/two-names.xplane.pb', 'wb').write(host + dev + fb(4, b'h'))
big = b''.join(evmeta(1000 + i, b'$site-packages/jax/_src/f%d.py:%d ' % (i, i) + b'x' * 200)
              for i in range(150000))
open(sys.argv[1] + '/tables-after.xplane.pb', 'wb').write(
    fb(1, fb(2, b'/host:CPU') + line(b'worker', hev * 1500000) + evm + big) + fb(4, b'h'))
PY
    for f in two-names tables-after; do
        if XOOMTUI_MAX_MEMORY=200000000 $XOOMTUI --report "$T/$f.xplane.pb" >"$T/out" 2>"$T/err" &&
           grep -q "^  /host:CPU  *1 line, 1500000 events" "$T/out"; then
            ok "$f: the host line's density stands for kept lines only"
        else ko "$f: $(cat "$T/err")"; fi
    done ;;
esac
for t in 1 2; do
    XOOMTUI_THREADS=$t XOOMTUI_MAX_MEMORY=104857600 $XOOMTUI --report "$T/order.xplane.pb.gz" >/dev/null 2>"$T/order$t"
    echo "rc=$?" >>"$T/order$t"
done
if grep -q "order.xplane.pb.gz: about [0-9,]* events (1,600,001 read so far) would need about .* of memory to load (.*more than XOOMTUI_MAX_MEMORY): refusing" "$T/order1" &&
   grep -q "^rc=2$" "$T/order1" && cmp -s "$T/order1" "$T/order2"; then
    ok "the lines read so far are taken in file order: one thread and two refuse alike"
else ko "lines in file order: 1 thread: $(cat "$T/order1"); 2 threads: $(cat "$T/order2")"; fi
$XOOMTUI --report "$T/empty-lines.xplane.pb.gz" >/dev/null 2>"$T/err"; rc=$?
if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -Eq "empty-lines.xplane.pb.gz: 1 plane and 4,194,304 lines \(read so far\) would need about 1.0 GiB of memory to load \(119.2 MiB of capture decoded, more than (8 times the capture's bytes: planes, lines and tables of a few bytes each|a quarter of memory)\): refusing" "$T/err"; then
    ok "a gzip of empty lines is refused before they are made"
else ko "a gzip of empty lines: rc $rc, $(cat "$T/err")"; fi
$XOOMTUI --report "$T/many-planes.xplane.pb.gz" >/dev/null 2>"$T/err"; rc=$?
if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -Eq "many-planes.xplane.pb.gz: 4,000,000 planes would need about 3.8 GiB of memory to load \(83.9 MiB of capture decoded, more than (8 times the capture's bytes|a quarter of memory)" "$T/err"; then
    ok "a gzip of four million planes is refused before they are made"
else ko "a gzip of four million planes: rc $rc, $(cat "$T/err")"; fi
$XOOMTUI --report "$T/empty-events.xplane.pb.gz" >"$T/out" 2>"$T/err"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -Eq "23,000,000 events would need about 1.0 GiB of memory to load \(43.9 MiB of capture decoded, more than (8 times the capture's bytes|a quarter of memory)" "$T/err"; then
    ok "a gzip of empty events is refused before they are stored"
else ko "a gzip of empty events (rc=$rc: $(cat "$T/err"))"; fi
$XOOMTUI --report "$T/many-lines.xplane.pb.gz" >/dev/null 2>"$T/err"; rc=$?
# "read so far": a small part of the 24 million stored when it was refused
if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
   grep -Eq "many-lines.xplane.pb.gz: about 24,0[0-9,]* events \([0-9],[0-9,]* read so far\) would need about 1.[0-9] GiB of memory to load .*more than (8 times the capture's bytes|a quarter of memory)" "$T/err"; then
    ok "4-byte events over 200 lines: refused from the lines read so far"
else ko "4-byte events over 200 lines: rc $rc, $(cat "$T/err")"; fi
XOOMTUI_MAX_MEMORY=0 $XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" >"$T/out" 2>"$T/err"; rc=$?
if [ "$rc" -eq 2 ] && grep -q "XOOMTUI_MAX_MEMORY must be a number of bytes above 0, not '0'" "$T/err"; then
    ok "XOOMTUI_MAX_MEMORY that does not parse is said, not ignored"
else ko "XOOMTUI_MAX_MEMORY=0: rc=$rc $(cat "$T/err")"; fi
expect_err "--json of an empty name" 2 "--json needs a file name" --json "" "$SRC/examples/attention-oom.xplane.pb"
# one name, two programs: only the (id) tells them apart, and the message says so
expect_err "two modules of one name" 2 "2 modules are named 'jit_true_divide' (jit_true_divide(47), jit_true_divide(57)): give the name with its (id)" \
    --report --module jit_true_divide "$SRC/tests/data/jax08-rocm-mi300x-attention"
# the name the TUI shows (without jit_) picks the module
if $XOOMTUI --report --module 'matmul(59)' "$SRC/tests/data/jax08-rocm-mi300x-attention" 2>/dev/null |
   grep -q "^\* selected: jit_matmul(59) (chosen with --module)"; then
    ok "--module takes the name the TUI shows"; else ko "--module 'matmul(59)' is not jit_matmul(59)"; fi
# a part of the name one module has: the function as written in Python
# ("multi_slice" was no module; jit__multi_slice(13) is: a trial); two
# modules with it are named
if $XOOMTUI --report --module multi_slice "$SRC/tests/data/jax-rocm-mi300x-conv-8gpu-legacy" 2>/dev/null |
   grep -q "^\* selected: jit__multi_slice(13) (chosen with --module)"; then
    ok "--module takes a part of the name one module has"; else ko "--module multi_slice"; fi
# another module's plan note is in the report's Notes, as in the JSON's
# warnings (an audit found it in the JSON alone)
if $XOOMTUI --report "$SRC/tests/data/jax-rocm-mi300x-conv-8gpu-legacy" 2>/dev/null | sed -n '/^Notes$/,$p' |
   tr '\n' ' ' | tr -s ' ' | grep -q -- "- jit__multi_slice(13): no heap-simulator trace for the temp block; live-at-peak unknown"; then
    ok "another module's note in the report's Notes"; else ko "another module's note in the report's Notes"; fi
expect_err "--module: a part two modules have" 2 "2 modules have 'normal' in their names (jit__normal(9), jit__normal(11)): give more of the name" \
    --report --module normal "$SRC/tests/data/jax-rocm-mi300x-conv-8gpu-legacy"
expect_err "bad --top" 2 "number from 1 to 100000" --report --top x "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "--at twice" 2 "--at given twice ('3', then 'peak'): give it once" \
    --report --at 3 --at peak "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "--width twice" 2 "--width given twice ('100', then '120'): give it once" \
    --report --width 100 --width 120 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "an empty path is named as one" 2 "'' (an empty path): No such file or directory" --report ""
expect_err "--width past its range says the range" 2 "width needs a number from 1 to 100000, not '1000000'" \
    --report --width 1000000 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
# a wide --width draws the chart at most 1000 columns wide (100000 took
# 3000 hosts' charts 119 s against 4.4 s: an attacker's review)
w=$($XOOMTUI --report --width 5000 "$SRC/examples/attention-oom.xplane.pb" | grep ' +==' | awk '{ print length($0) }')
if [ "$w" = 1000 ]; then ok "--width 5000: the chart is 1000 columns wide"; else ko "--width 5000: chart row of '$w' columns"; fi
expect_err "bad --at" 2 "heap-trace event" --report --at 0 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "--at -1 (not peak)" 2 "heap-trace event" --report --at -1 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "--at past 2^63" 2 "not '99999999999999999999'" --report --at 99999999999999999999 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
expect_err "--at past the trace: the events it takes" 2 "has \([0-9]*\) events: --at takes 1 to \1, or peak" \
    --report --at 99999999 "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu"
# a run's: on which host, and that --host picks another (a trial read it as the run's)
mkdir -p "$T/runat"
"$FIX" gpu8-fails "$T/runat/a.xplane.pb" >/dev/null && "$FIX" attention "$T/runat/b.xplane.pb" >/dev/null
expect_err "--at past a run's first host's trace" 2 \
    "jit_step(7) on host a has 2 events: --at takes 1 to 2, or peak; --host picks another host" \
    --report --at 3 "$T/runat"
XOOMTUI_NO_STREAM=1 expect_err "--at past a run's first host's trace (opened whole)" 2 \
    "jit_step(7) on host a has 2 events: --at takes 1 to 2, or peak; --host picks another host" \
    --report --at 3 "$T/runat"
# the same when the run is streamed host by host (check_at and at_check said it apart)
expect_err "--at past the trace (attention)" 2 "jit_matmul(59) has 2 events: --at takes 1 to 2, or peak" \
    --report --at 3 "$SRC/tests/data/jax08-rocm-mi300x-attention"
if $XOOMTUI --report --at peak "$SRC/examples/attention-oom.xplane.pb" >"$T/at" 2>&1 &&
   grep -q "Live after event 25 of 48 (read): the heap peak" "$T/at" && grep -q "^      0 B +" "$T/at" &&
   $XOOMTUI --json - --at 3 "$SRC/examples/attention-oom.xplane.pb" | grep -q '"live_at"' &&
   $XOOMTUI --report --at 19 "$SRC/examples/attention-oom.xplane.pb" | grep -A1 "^ 917.0 MiB  32.2%  the rest: 7 more buffers" |
       grep -q "^  2.79 GiB 100.0%  total: 17 buffers (read)$"; then
    ok "--at peak draws the chart, --at 3 adds live_at, --at 19's list ends in its total"; else ko "--at ($(head -c 300 "$T/at"))"; fi
expect_err "TUI without a terminal" 2 "needs a terminal" "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu" </dev/null

# valid captures missing parts: exit 0 and say what is missing
if $XOOMTUI --report "$SRC/tests/data/tf-gpu-v100-multiworker" >"$T/tf" 2>&1 &&
   grep -q "no /host:metadata plane" "$T/tf" && grep -q "^\* GPU_6_bfc " "$T/tf" &&
   grep -q "^Modules (0): none in the capture (no HloProto)$" "$T/tf" &&
   grep -A1 "^Diagnosis$" "$T/tf" | grep -q "^No module to diagnose: the capture has no HloProtos.$"; then
    ok "TensorFlow capture: no HLO, says so, exit 0"
else ko "TensorFlow capture"; fi
# why GPU_6_bfc and not GPU_4_bfc (alike but for 1.2 MiB: a trial)
if $XOOMTUI --json - "$SRC/tests/data/tf-gpu-v100-multiworker" 2>/dev/null |
   grep -q '"allocator_because": "the device pool nearest to full: its lifetime peak is 40% of its capacity; GPU_4_bfc next, 1.2 MiB lower (measured)"' &&
   tr '\n' ' ' <"$T/tf" | tr -s ' ' | grep -q "GPU_6_bfc: the device pool nearest to full: its lifetime peak is 40% of its capacity; GPU_4_bfc next, 1.2 MiB lower (measured)"; then
    ok "TensorFlow capture: why its pool, in the report and the JSON"
else ko "TensorFlow capture: why its pool"; fi

# a TPU buffer's file:line too wide for its column at 80: under the
# shape's column, not at the edge one column left of its own (a trial)
if $XOOMTUI --report "$SRC/tests/data/jax-tpu-v6e-inference" >"$T/tpu" 2>&1 &&
   grep -q "^                   host_offload_stress_test.py:29 broadcast_add_fusion.2$" "$T/tpu" &&
   tr '\n' ' ' <"$T/tpu" | tr -s ' ' | grep -q "no growth: a line fit gives -27 B per execution, under 1.0 KiB (inferred, R^2 0.44, a weak fit" &&
   ! grep -q "flat across executions (measured)" "$T/tpu"; then
    ok "TPU report: a folded source line sits under a column; a weak flat fit says so"
else ko "TPU report: folded source line ($(grep -n host_offload "$T/tpu" | head -2))"; fi

# no control byte from a capture reaches --report's text: a Python
# built-in's name with ESC, an OSC title, BEL and an SGR went raw into the
# host events' table (an attacker's review); every real capture and
# regression input too
ctl=""
for c in "$SRC"/tests/data/regressions/* "$SRC"/tests/data/jax* "$SRC"/tests/data/tf-gpu-v100-multiworker "$SRC"/examples/*.xplane.pb; do
    case "$c" in *README.md) continue ;; esac
    if $XOOMTUI --report "$c" 2>/dev/null | LC_ALL=C grep -q '[[:cntrl:]]' 2>/dev/null &&
       $XOOMTUI --report "$c" 2>/dev/null | LC_ALL=C tr -d '\n' | LC_ALL=C grep -q '[[:cntrl:]]'; then
        ctl="$ctl $(basename "$c")"
    fi
done
if [ -z "$ctl" ] && $XOOMTUI --report "$SRC/tests/data/regressions/escape-builtin-name" | grep -q "ap?]0;pwned??\[31m"; then
    ok "no control byte of a capture in --report (a built-in's name sanitised)"
else ko "control bytes in --report of:$ctl"; fi

# ... and its diagnosis qualifies its all-clear: a TPU's allocator records
# nothing inside a step (only the runtime view said so: a trial)
if sed -n '/^Diagnosis$/,$p' "$T/tpu" | tr '\n' ' ' | tr -s ' ' |
   grep -q "No memory problem found for this module. But on TPU the allocator records no events inside the executions: this is the plan against its pool, and a request that failed inside a step cannot be seen here." &&
   ! $XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" | grep -q "But on TPU"; then
    ok "TPU report: the diagnosis says what a TPU capture cannot show"
else ko "TPU report: the diagnosis's caveat ($(sed -n '/^Diagnosis$/,$p' "$T/tpu"))"; fi

# GPUs 1-7 tie for the least headroom: the JSON says it of each, as the
# table's "tied for least" does (it said "ok" of six of them: a trial)
# ... and the text, where all eight have 142.4 GiB left to the figure shown,
# ranks none ("ok, least +1.9 MiB" made a healthy capture look as if it had
# a worst device: a trial)
if [ "$($XOOMTUI --json - "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu" | grep -c '"verdict": "least-headroom"')" = 7 ] &&
   [ "$($XOOMTUI --report "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu" | grep -c "  ok, 142.4 GiB left$")" = 8 ]; then
    ok "devices tied for the least headroom: the JSON ranks them, the text says they are alike"
else ko "devices tied: JSON and text"; fi

# the builder's hosts of 8 GPUs, one failing (to try the devices views on)
if "$FIX" gpu8-fails "$T/g8f.xplane.pb" && "$FIX" gpu8-waits "$T/g8w.xplane.pb" &&
   $XOOMTUI --report "$T/g8f.xplane.pb" | grep -q "^GPU 5 failed: execution 5 never launched; needs 2.50 GiB (outputs + temp, read)" &&
   $XOOMTUI --report "$T/g8w.xplane.pb" | grep -q "^GPU 3 waited ~3.0 s (inferred) for memory in execution 5, then ran; GPUs 0-2," &&
   $XOOMTUI --json - "$T/g8w.xplane.pb" | tr -d ' \n' | grep -q '"verdict":"least-headroom","state":"waited"' &&
   $XOOMTUI --json - "$T/g8w.xplane.pb" | tr -d ' \n' | grep -q '"failed_device":null' &&
   $XOOMTUI --report "$T/g8w.xplane.pb" | grep -q "^  cause: no free block at once inside the capture: the allocator waited" &&
   $XOOMTUI --report "$T/g8w.xplane.pb" | grep -q "WAITED ~3.0 s in execution 5"; then
    ok "xt-build-fixture: hosts of 8 GPUs, one failing"
else ko "xt-build-fixture gpu8-fails/gpu8-waits"; fi

# the verdict and the diagnosis's ids come third, before the planes (a
# ticket's reader met them after 40 rows: a trial); a failed device the
# module's verdict does not name comes first
if $XOOMTUI --report "$T/g8f.xplane.pb" | sed -n 3,7p | tr '\n' ' ' | tr -s ' ' |
       grep -q "^Verdict: jit_step(7): GPU 5 failed: execution 5 never launched; needs 2.50 GiB (outputs + temp, read) + 7.50 GiB already in use (measured) > pool 8.00 GiB (measured); GPUs 0-4, 6-7 ran it diagnosis lines (at the end): other-live-arrays (up to ~6.00 GiB, inferred), allocator-retry" &&
   $XOOMTUI --report --width 200 "$SRC/examples/attention-oom.xplane.pb" | sed -n 3p |
       grep -q "^Verdict: GPU 0 failed: execution 1 never launched (jit_train_step(15)); needs 3.72 GiB (read) > pool 2.79 GiB (measured)$" &&
   $XOOMTUI --report "$T/g8f.xplane.pb" | awk '/^Verdict: /{v=NR} /^Planes/{p=NR} END{exit !(v && p > v)}'; then
    ok "--report: the verdict and the diagnosis's ids before the planes"
else ko "--report verdict first: $($XOOMTUI --report "$T/g8f.xplane.pb" | sed -n 3,5p)"; fi

# a run of hosts without modules: each says none, not "as listed for
# host a above" (a review)
mkdir -p "$T/run-nomods"
if "$FIX" no-metadata "$T/run-nomods/a.xplane.pb" && "$FIX" no-metadata "$T/run-nomods/b.xplane.pb" &&
   [ "$($XOOMTUI --report "$T/run-nomods" 2>/dev/null | grep -c "^Modules (0): none in the capture (no HloProto)$")" -eq 2 ]; then
    ok "--report of a run without modules: each host says none"
else ko "run without modules: $($XOOMTUI --report "$T/run-nomods" 2>&1 | grep "^Modules")"; fi

# the worst host joins hosts[] by its hostname as well as by file: two
# files of a run share "gpu-node-3" (a trial found worst_host.host was the
# list's name, "b-fails", and no host of that name)
mkdir -p "$T/run8"
cp "$T/g8w.xplane.pb" "$T/run8/a-waits.xplane.pb"; cp "$T/g8f.xplane.pb" "$T/run8/b-fails.xplane.pb"
if ! command -v python3 >/dev/null 2>&1; then
    echo "ok - # SKIP worst_host joined to hosts[]: no python3"
elif $XOOMTUI --json - "$T/run8" | python3 -c 'import json, sys
d = json.load(sys.stdin); w = d["worst_host"]; h = [h for h in d["hosts"] if h["file"] == w["file"]]
sys.exit(not (len(h) == 1 and h[0] is d["hosts"][w["file"] - 1] and w["host"] == h[0]["host"] == "gpu-node-3"
              and w["label"] == "b-fails" and [x["file"] for x in d["hosts"]] == [1, 2]))'; then
    ok "--json of a run: worst_host joins hosts[] by file, host the hostname, label the list's name"
else ko "--json worst_host join: $($XOOMTUI --json - "$T/run8" | tr -d '\n' | grep -o '"worst_host.*')"; fi
# each host's label as the lists show it, streamed or whole (a trial's
# script could not name the hosts as the report does)
for ns in 0 1; do
    if ! command -v python3 >/dev/null 2>&1; then
        echo "ok - # SKIP host_labels: no python3"
    elif XOOMTUI_NO_STREAM=$ns $XOOMTUI --json - "$T/run8" | python3 -c 'import json, sys
d = json.load(sys.stdin)
sys.exit(not (d["host_labels"] == ["a-waits", "b-fails"] and d["host_labels"][d["worst_host"]["file"] - 1] == d["worst_host"]["label"]))'; then
        ok "--json of a run (XOOMTUI_NO_STREAM=$ns): host_labels in file order, as the lists name them"
    else ko "--json host_labels (XOOMTUI_NO_STREAM=$ns): $(XOOMTUI_NO_STREAM=$ns $XOOMTUI --json - "$T/run8" | tr -d '\n' | grep -o '"host_labels.*')"; fi
done

# a leak's live set by module in the JSON: the origin's label joined to its
# module (a script could not join "jit_train_step" to modules[]: a trial)
mkdir -p "$T/gk-bm"
if "$FIX" grads-kept "$T/gk-bm/a.xplane.pb" && $XOOMTUI --json "$T/gk-bm.json" "$T/gk-bm/a.xplane.pb" &&
   tr -d ' \n' <"$T/gk-bm.json" | grep -q '"live_at_last_start_by_module":\[{"module":"jit_train_step","module_name":"jit_train_step(7)","program_id":7,"bytes":981467136,"buffers":9,"executions":9,"first_execution":1,"last_execution":9}\]'; then
    ok "--json: the live set by module, joined to modules[]"
else ko "--json live_at_last_start_by_module"; fi

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
# --run a unique prefix, as --host and --module take (it took only a whole name)
if $XOOMTUI --report --run 2026_01_01 "$T/cap2" | grep -q "jit_train_step(7)"; then
    ok "--run takes a unique prefix"; else ko "--run by a prefix"; fi
expect_err "--run a prefix of several" 2 \
    "2 runs start with '2026_01' (2026_01_02_00_00_00 and 2026_01_01_00_00_00): give more of the name" \
    --report --run 2026_01 "$T/cap2"
expect_err "--run unknown: every run named" 2 \
    "no run named 'x' (runs, the newest first: 2026_01_02_00_00_00 and 2026_01_01_00_00_00)" \
    --report --run x "$T/cap2"
# an option of one value given twice with two: neither used (b.json alone
# was written: a trial)
expect_err "--json twice" 2 "--json given twice ('$T/a.json', then '$T/b.json'): give it once" \
    --json "$T/a.json" --json "$T/b.json" "$T/cap2"
[ ! -e "$T/a.json" ] && [ ! -e "$T/b.json" ] && ok "--json twice: nothing written" ||
    ko "--json twice wrote a file"
expect_err "--module twice" 2 "--module given twice" --report --module a --module b "$T/cap2"

# ---- output paths that lead into the capture (issue 13.1, 13.2) ----
# each refused with exit 2 and one line; the capture stays byte for byte
mkdir -p "$T/o/cap/sub" "$T/o/out"
"$FIX" attention "$T/o/cap/h.xplane.pb"
cp "$T/o/cap/h.xplane.pb" "$T/o/orig.pb"
ln -s "$T/o/cap/h.xplane.pb" "$T/o/link.json"
ln -s ../o/cap/sub "$T/o/dirlink"
ln "$T/o/cap/h.xplane.pb" "$T/o/hard.json"
ln -s cap/new.json "$T/o/dangling.json"
expect_err "--json through a symlink to the capture file" 2 "link.json: refusing to write inside the capture directory" \
    --json "$T/o/link.json" "$T/o/cap"
expect_err "--json through a symlink to a folder of the capture" 2 "refusing to write inside the capture directory" \
    --json "$T/o/dirlink/x.json" "$T/o/cap"
expect_err "--json on a hard link of the capture file" 2 "hard.json: refusing to write over a file of the capture" \
    --json "$T/o/hard.json" "$T/o/cap"
expect_err "--json through a dangling link into the capture" 2 "refusing to write inside the capture directory" \
    --json "$T/o/dangling.json" "$T/o/cap"
# a host file in JAX's run folder (LOGDIR/plugins/profile/RUN): the run
# folder is the capture's too
mkdir -p "$T/o/log/plugins/profile/r1"
cp "$T/o/orig.pb" "$T/o/log/plugins/profile/r1/h.xplane.pb"
expect_err "--json relative to a capture folder" 2 "refusing to write inside the capture directory" \
    --json "$T/o/out/../log/plugins/profile/r1/x.json" "$T/o/log/plugins/profile/r1/h.xplane.pb"
expect_err "--export-dir through a symlink into the capture" 2 "export-dir .* is inside the capture directory" \
    --export-dir "$T/o/dirlink" "$T/o/cap"
# a log dir whose run folder is a link to a folder elsewhere, and a file
# given through a link: the folders that hold what is read are guarded
# (an attacker's review wrote into both, through the log dir and from them)
mkdir -p "$T/o/elsewhere/RUN" "$T/o/ld/plugins/profile" "$T/o/w"
cp "$T/o/orig.pb" "$T/o/elsewhere/RUN/h.xplane.pb"
ln -s "$T/o/elsewhere/RUN" "$T/o/ld/plugins/profile/2025_01_01_00_00_00"
expect_err "--json through a log dir's linked run folder" 2 "refusing to write inside the capture directory" \
    --json "$T/o/ld/plugins/profile/2025_01_01_00_00_00/x.json" "$T/o/ld"
expect_err "--json into a log dir's linked run folder's target" 2 "refusing to write inside the capture directory" \
    --json "$T/o/elsewhere/RUN/x.json" "$T/o/ld"
expect_err "--export-dir at a log dir's linked run folder" 2 "export-dir .* is inside the capture directory" \
    --report --export-dir "$T/o/elsewhere/RUN" "$T/o/ld"
ln -s "$T/o/elsewhere/RUN/h.xplane.pb" "$T/o/w/link.xplane.pb"
expect_err "--json beside a link given as the capture" 2 "refusing to write inside the capture directory" \
    --json "$T/o/w/x.json" "$T/o/w/link.xplane.pb"
if (cd "$T/o/elsewhere/RUN" && $XOOMTUI --json cwd.json "$T/o/ld" 2>/dev/null); then
    ko "--json from inside a linked run folder was written"
elif [ -e "$T/o/elsewhere/RUN/cwd.json" ] || [ -e "$T/o/elsewhere/RUN/x.json" ] || [ -e "$T/o/w/x.json" ]; then
    ko "a file was left in a linked run folder"
elif $XOOMTUI --json "$T/o/out-ld.json" "$T/o/ld" 2>/dev/null && [ -s "$T/o/out-ld.json" ]; then
    ok "a linked run folder is never written to; beside the log dir is"
else ko "--json beside a log dir with a linked run folder failed"; fi
# --export-dir inside the capture: refused in every mode, as README says (a
# trial: --report accepted it silently), a folder that does not exist yet
# in it too; a missing one elsewhere only for the TUI, whose 'e' alone
# writes there (a trial: refused with --report)
expect_err "--report --export-dir inside the capture" 2 "^xoomtui: --export-dir .* is inside the capture directory" \
    --report --export-dir "$T/o/dirlink" "$T/o/cap"
expect_err "--json --export-dir inside the capture" 2 "^xoomtui: --export-dir .* is inside the capture directory" \
    --json "$T/o/x.json" --export-dir "$T/o/cap" "$T/o/cap"
expect_err "--report --export-dir CAPTURE/nosuch" 2 "^xoomtui: --export-dir .* is inside the capture directory" \
    --report --export-dir "$T/o/cap/nosuch" "$T/o/cap"
expect_err "--export-dir CAPTURE/nosuch, for the TUI" 2 "^xoomtui: --export-dir .* is inside the capture directory" \
    --export-dir "$T/o/cap/nosuch" "$T/o/cap"
expect_err "--json CAPTURE/nosuch/o.json" 2 "nosuch/o.json: refusing to write inside the capture directory" \
    --json "$T/o/cap/nosuch/o.json" "$T/o/cap"
[ ! -e "$T/o/cap/nosuch" ] && [ ! -e "$T/o/x.json" ] && ok "... nothing made" || ko "a refusal made a file"
if $XOOMTUI --report --export-dir "$T/no-such-dir" "$T/o/cap" >"$T/out" 2>"$T/err" && [ ! -s "$T/err" ] &&
   grep -q "^xoomtui report: " "$T/out" &&
   $XOOMTUI --json "$T/o/x.json" --export-dir "$T/no-such-dir" "$T/o/cap" 2>"$T/err" && [ ! -s "$T/err" ]; then
    ok "--export-dir missing elsewhere: not checked where nothing is written there (--report, --json)"
else ko "--export-dir missing refused with --report or --json ($(cat "$T/err"))"; fi
rm -f "$T/o/x.json"
expect_err "--export-dir not a directory, for the TUI" 2 "^xoomtui: --export-dir .*no-such-dir" \
    --export-dir "$T/no-such-dir" "$T/o/cap"
if (cd "$T/o/log/plugins/profile/r1" && $XOOMTUI --json x.json h.xplane.pb 2>/dev/null); then
    ko "--json x.json from inside the capture folder"
else ok "--json x.json from inside the capture folder is refused"; fi
if [ "$(ls -A "$T/o/log/plugins/profile/r1")" = "h.xplane.pb" ]; then ok "run folder unchanged"
else ko "run folder changed: $(ls -A "$T/o/log/plugins/profile/r1")"; fi
# a file copied alone (beside others) into the folder the user works in:
# that folder is the capture's too, as a run folder is (nothing is ever
# written inside the capture directory; a trial found --json and e writing
# beside such a file). Each refusal is one line, exit 2, nothing written
mkdir -p "$T/o/loose" "$T/o/elsewhere"
cp "$T/o/orig.pb" "$T/o/loose/h.xplane.pb"
cp "$T/o/orig.pb" "$T/o/loose/other.xplane.pb"
loose_ls=$(printf 'h.xplane.pb\nother.xplane.pb')
expect_err "--json DIR/o.json DIR/x.xplane.pb" 2 \
    "o.json: refusing to write inside the capture directory $T/o/loose (the folder that holds the capture is never written to: give a path outside it)" \
    --json "$T/o/loose/o.json" "$T/o/loose/h.xplane.pb"
[ "$(ls -A "$T/o/loose")" = "$loose_ls" ] && ok "... and writes nothing there" ||
    ko "--json DIR/o.json wrote: $(ls -A "$T/o/loose")"
if (cd "$T/o/loose" && $XOOMTUI --json out.json h.xplane.pb 2>"$T/err"); then
    ko "--json out.json from a loose capture file's folder"
elif [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "out.json: refusing to write inside the capture directory" "$T/err" &&
     [ "$(ls -A "$T/o/loose")" = "$loose_ls" ]; then
    ok "--json out.json from a loose capture file's folder is refused, nothing written"
else ko "--json out.json from a loose capture file's folder ($(cat "$T/err"); $(ls -A "$T/o/loose"))"; fi
expect_err "--export-dir a loose capture file's folder" 2 "export-dir .* is inside the capture directory $T/o/loose" \
    --export-dir "$T/o/loose" "$T/o/loose/h.xplane.pb"
expect_err "--json over the loose capture file itself" 2 "refusing to write inside the capture directory" \
    --json "$T/o/loose/h.xplane.pb" "$T/o/loose/h.xplane.pb"
ln "$T/o/loose/h.xplane.pb" "$T/o/elsewhere/hard.json"
expect_err "--json on a hard link of the loose capture file elsewhere" 2 "hard.json: refusing to write over a file of the capture" \
    --json "$T/o/elsewhere/hard.json" "$T/o/loose/h.xplane.pb"
rm -f "$T/o/elsewhere/hard.json"
if $XOOMTUI --json "$T/o/elsewhere/o.json" "$T/o/loose/h.xplane.pb" 2>"$T/err" && [ ! -s "$T/err" ] &&
   grep -q '"schema": "xoomtui/1"' "$T/o/elsewhere/o.json"; then
    ok "--json OTHERDIR/o.json DIR/x.xplane.pb is written"
else ko "--json OTHERDIR/o.json DIR/x.xplane.pb ($(cat "$T/err"))"; fi
# (to a file, not into grep -q: grep's early exit cut the write short, and
# valgrind then said so on stderr)
if (cd "$T/o/loose" && $XOOMTUI --json - h.xplane.pb >"$T/stdout.json" 2>"$T/err") &&
   grep -q '"schema": "xoomtui/1"' "$T/stdout.json" && [ ! -s "$T/err" ] && [ "$(ls -A "$T/o/loose")" = "$loose_ls" ]; then
    ok "--json - from a loose capture file's folder: stdout"
else ko "--json - from a loose capture file's folder ($(cat "$T/err"))"; fi
# the comparison mode: neither capture's folder is written
cp "$T/o/orig.pb" "$T/o/elsewhere/after.xplane.pb"
expect_err "--json into BEFORE's folder (loose files compared)" 2 "refusing to write inside the capture directory $T/o/loose" \
    --json "$T/o/loose/diff.json" "$T/o/loose/h.xplane.pb" "$T/o/elsewhere/after.xplane.pb"
expect_err "--json into AFTER's folder (loose files compared)" 2 "refusing to write inside the capture directory $T/o/loose" \
    --json "$T/o/loose/diff.json" "$T/o/elsewhere/after.xplane.pb" "$T/o/loose/other.xplane.pb"
# a folder not made yet inside AFTER's: the refusal, not BEFORE's check's
# "No such file or directory" (an attacker's review)
expect_err "--json into a new folder inside AFTER's, compared" 2 "new/diff.json: refusing to write inside the capture directory $T/o/elsewhere" \
    --json "$T/o/elsewhere/new/diff.json" "$T/o/loose/h.xplane.pb" "$T/o/elsewhere/after.xplane.pb"
if $XOOMTUI --json "$T/o/out/diff.json" "$T/o/loose/h.xplane.pb" "$T/o/elsewhere/after.xplane.pb" 2>"$T/err" &&
   grep -q '"schema": "xoomtui-diff/1"' "$T/o/out/diff.json"; then
    ok "--json of two loose files compared, into a third folder"
else ko "--json of two loose files compared ($(cat "$T/err"))"; fi
[ "$(ls -A "$T/o/loose")" = "$loose_ls" ] && ok "loose capture folder unchanged" ||
    ko "loose capture folder changed: $(ls -A "$T/o/loose")"
cmp -s "$T/o/loose/h.xplane.pb" "$T/o/orig.pb" && ok "loose capture file unchanged" || ko "loose capture file changed"
if cmp -s "$T/o/cap/h.xplane.pb" "$T/o/orig.pb" && [ "$(ls -A "$T/o/cap")" = "$(printf 'h.xplane.pb\nsub')" ] &&
   [ -L "$T/o/link.json" ] && [ ! -e "$T/o/cap/new.json" ]; then
    ok "capture unchanged after the refused outputs"
else ko "capture changed: $(ls -A "$T/o/cap")"; fi
# through a symlink outside the capture: the link's target is replaced
: >"$T/o/out/real.json"
ln -s out/real.json "$T/o/ok-link.json"
if $XOOMTUI --json "$T/o/ok-link.json" "$T/o/cap" 2>"$T/e" && [ -L "$T/o/ok-link.json" ] &&
   grep -q '"schema": "xoomtui/1"' "$T/o/out/real.json"; then
    ok "--json through a symlink outside the capture writes its target"
else ko "--json through a symlink outside ($(cat "$T/e"))"; fi
# a failed write (file size limit) leaves neither half a file nor a temporary one,
# and an existing file keeps its content
echo keep >"$T/o/out/kept.json"
if (ulimit -f 4 && trap '' XFSZ && exec $XOOMTUI --json "$T/o/out/big.json" "$T/o/cap") 2>"$T/e"; then
    ko "--json past the file size limit succeeded"
elif [ -e "$T/o/out/big.json" ] || ls "$T/o/out" | grep -q '^\.xoomtui'; then
    ko "a failed --json left a file: $(ls -A "$T/o/out")"
else ok "a failed --json leaves no file ($(cat "$T/e"))"; fi
(ulimit -f 4 && trap '' XFSZ && exec $XOOMTUI --json "$T/o/out/kept.json" "$T/o/cap") 2>/dev/null
if [ "$(cat "$T/o/out/kept.json")" = keep ] && [ -z "$(ls -A "$T/o/out" | grep '^\.xoomtui')" ]; then
    ok "a failed --json keeps the file it would have replaced"
else ko "a failed --json damaged the existing file"; fi
if $XOOMTUI --json /dev/null "$T/o/cap"; then ok "--json /dev/null"; else ko "--json /dev/null"; fi
# a file whose folder takes no new file beside it: said so, not "No such file"
# of a file that exists (an attacker's review)
if [ -e /proc/self/status ]; then
    $XOOMTUI --json /proc/self/status "$T/o/cap" 2>"$T/e"
    rc=$?
    if [ $rc -eq 2 ] && [ "$(wc -l <"$T/e")" -eq 1 ] && grep -q "cannot write a new file beside it" "$T/e"; then
        ok "--json to a file with no room beside it (rc 2: $(cat "$T/e"))"
    else ko "--json /proc/self/status: rc $rc: $(cat "$T/e")"; fi
fi

# ---- names from the capture never reach the terminal raw (issue 13.12) ----
HOSTILE=${XT_BUILDDIR:-.}/tests/builder/xt-build-hostile-output
CTRL=$(printf '[\033\007\233]')
no_ctrl() { # NAME FILE: no ESC, BEL or C1 CSI byte in FILE
    if LC_ALL=C grep -q "$CTRL" "$2"; then ko "$1: control bytes: $(cat -v "$2")"; else ok "$1"; fi
}
mkdir -p "$T/hl/plugins/profile/run$(printf '\033]0;x\007')" "$T/h"
"$HOSTILE" "$T/hl/plugins/profile/run$(printf '\033]0;x\007')/h$(printf '\033[2J').xplane.pb"
"$HOSTILE" "$T/h/evil.xplane.pb"
$XOOMTUI --report --host nosuch "$T/h/evil.xplane.pb" >/dev/null 2>"$T/e"
grep -q "no host 'nosuch'" "$T/e" || ko "--host nosuch: $(cat -v "$T/e")"
no_ctrl "--host nosuch: the capture's hostname is sanitised" "$T/e"
$XOOMTUI --report --host nosuch "$T/h/evil.xplane.pb" "$T/h/evil.xplane.pb" >/dev/null 2>"$T/e"
grep -q "no host 'nosuch'" "$T/e" || ko "BEFORE AFTER --host nosuch: $(cat -v "$T/e")"
no_ctrl "BEFORE AFTER --host nosuch: the capture's hostname is sanitised" "$T/e"
$XOOMTUI --report --run nosuch "$T/hl" >/dev/null 2>"$T/e"
grep -q "no run named" "$T/e" || ko "--run nosuch: $(cat -v "$T/e")"
no_ctrl "--run nosuch: run folder names are sanitised" "$T/e"
head -c 300 "$T/h/evil.xplane.pb" >"$T/h/cut$(printf '\033]52;c;SGk=\007').xplane.pb"
$XOOMTUI --report "$T/h/cut$(printf '\033]52;c;SGk=\007').xplane.pb" >/dev/null 2>"$T/e"
grep -q "not a valid capture" "$T/e" || ko "corrupt file: $(cat -v "$T/e")"
no_ctrl "corrupt file: its file name is sanitised" "$T/e"
$XOOMTUI --report "$T/h/evil.xplane.pb" >"$T/r" 2>&1
no_ctrl "--report with hostile names" "$T/r"
# option values in the usage errors: a file named '--ESC]0;...' in a shared
# folder, picked up by `xoomtui --report *`, set the terminal's title and
# cleared it (an attacker's review)
EX="$SRC/examples/attention-oom.xplane.pb"
for args in "--report --zz$(printf '\033]0;PWNED\007\033[2J')" "--report -$(printf '\033')" \
            "--report --at x$(printf '\033[31m')" "--report --top 1$(printf '\033[31m')" \
            "--report --width $(printf '\033[31m')" "--report --json"; do
    # shellcheck disable=SC2086
    $XOOMTUI $args "$EX" >/dev/null 2>"$T/e"
    rc=$?
    [ $rc -eq 2 ] && [ -s "$T/e" ] || ko "usage error '$(printf %s "$args" | cat -v)': exit $rc, $(cat -v "$T/e")"
    no_ctrl "usage error '$(printf %s "$args" | cat -v)': the option's value is sanitised" "$T/e"
done

# ---- --json is valid UTF-8 whatever the capture holds (issue 13.14) ----
if command -v python3 >/dev/null 2>&1; then
    if $XOOMTUI --json "$T/h.json" "$T/h/evil.xplane.pb" &&
       python3 -c 'import json, sys
d = json.loads(open(sys.argv[1], "rb").read().decode("utf-8", "strict"))
names = [m["name"] for m in d["hosts"][0]["modules"]]
assert any(n.startswith("jit_bad_\ufffd") for n in names), names
assert d["hosts"][0]["host"].startswith("evil\x1b]52"), d["hosts"][0]["host"]' "$T/h.json" 2>"$T/e"; then
        ok "--json of invalid UTF-8 names: strict UTF-8, U+FFFD in their place"
    else ko "--json invalid UTF-8: $(cat "$T/e")"; fi
else
    echo "ok - # SKIP strict UTF-8 check of --json: no python3 (test_output checks it in C)"
fi
# ---- numbers as C writes them under a decimal-comma locale: "0,125" made
# --json invalid and the report read "3,72 GiB" (an attacker's review) ----
if command -v localedef >/dev/null 2>&1 && mkdir -p "$T/loc" && localedef -i de_DE -f UTF-8 "$T/loc/de_DE.UTF-8" >/dev/null 2>&1; then
    mkdir -p "$T/loccap" && "$FIX" attention "$T/loccap/a.xplane.pb"
    LOCPATH="$T/loc" LC_ALL=de_DE.UTF-8 $XOOMTUI --json "$T/loc.json" "$T/loccap/a.xplane.pb" 2>"$T/e"
    LOCPATH="$T/loc" LC_ALL=de_DE.UTF-8 $XOOMTUI --report "$T/loccap/a.xplane.pb" >"$T/loc.txt" 2>>"$T/e"
    if grep -q '"fragmentation_at_peak": 0\.125' "$T/loc.json" && ! grep -q '": -\{0,1\}[0-9][0-9]*,[0-9]' "$T/loc.json" &&
       grep -q '3\.72 GiB' "$T/loc.txt" && ! grep -q '[0-9],[0-9][0-9] GiB' "$T/loc.txt"; then
        ok "a decimal-comma locale: --json and --report write numbers with a point"
    else ko "decimal-comma locale: $(grep -n '[0-9],[0-9]' "$T/loc.json" | head -3) $(cat "$T/e")"; fi
else
    echo "ok - # SKIP decimal-comma locale: localedef or de_DE's locale source (package locales) missing"
fi
# two captures: the comparison (issue 17; doc/compare.md)
"$FIX" pair-attention-before "$T/before.xplane.pb"
"$FIX" pair-attention-after "$T/after.xplane.pb"
if $XOOMTUI --report "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp" 2>"$T/e" && [ ! -s "$T/e" ] &&
   grep -q "xoomtui comparison: BEFORE -> AFTER" "$T/cmp" && grep -q "fits now" "$T/cmp" &&
   grep -q "mostly-forward (gone in AFTER)" "$T/cmp" && [ "$(awk 'length > 80' "$T/cmp" | wc -l)" -eq 0 ]; then
    ok "--report BEFORE AFTER"; else ko "--report BEFORE AFTER ($(cat "$T/e"))"; fi
# the comparison's report, asked for or to a pipe, writes nothing in --export-dir
# (one outside both captures: $T holds the files given, so it is theirs)
if $XOOMTUI --report --export-dir /nonexistent/xt-no-such-dir "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp2" 2>"$T/e" &&
   [ ! -s "$T/e" ] && cmp -s "$T/cmp" "$T/cmp2" &&
   $XOOMTUI --export-dir /nonexistent/xt-no-such-dir "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp2" 2>"$T/e" &&
   [ ! -s "$T/e" ] && cmp -s "$T/cmp" "$T/cmp2"; then
    ok "BEFORE AFTER: --export-dir not checked for the report"
else ko "BEFORE AFTER: --export-dir refused for the report ($(cat "$T/e"))"; fi
# ... but inside either capture it is refused, as with one capture
mkdir -p "$T/cb" && cp "$T/before.xplane.pb" "$T/cb/"
expect_err "BEFORE AFTER: --report --export-dir inside BEFORE" 2 "^xoomtui: --export-dir .* is inside the capture directory" \
    --report --export-dir "$T/cb/sub" "$T/cb/before.xplane.pb" "$T/after.xplane.pb"
expect_err "BEFORE AFTER: --json into a missing folder of BEFORE" 2 "refusing to write inside the capture directory" \
    --json "$T/cb/sub/c.json" "$T/cb/before.xplane.pb" "$T/after.xplane.pb"
[ "$(ls -A "$T/cb")" = "before.xplane.pb" ] && ok "... BEFORE's folder unchanged" || ko "BEFORE's folder changed"
if command -v python3 >/dev/null 2>&1; then
    strict() { python3 -c 'import json,sys; json.load(sys.stdin, parse_constant=lambda c: sys.exit("not JSON: " + c))'; }
elif command -v jq >/dev/null 2>&1; then strict() { jq -e . >/dev/null; }
else strict() { cat >/dev/null; }; fi
if $XOOMTUI --json - "$T/before.xplane.pb" "$T/after.xplane.pb" >"$T/cmp.json" 2>"$T/e" && [ ! -s "$T/e" ] &&
   strict <"$T/cmp.json" && grep -q '"schema": "xoomtui-diff/1"' "$T/cmp.json" &&
   grep -q '"figure": "total_bytes"' "$T/cmp.json"; then
    ok "--json - BEFORE AFTER (strict parse)"; else ko "--json - BEFORE AFTER ($(cat "$T/e"))"; fi
if $XOOMTUI --module 'jit_train_step(15)' --report "$T/before.xplane.pb" "$T/after.xplane.pb" 2>"$T/e" |
   grep -q "jit_train_step(15->17)" &&
   grep -q "after.xplane.pb: no module jit_train_step(15); comparing jit_train_step(17), the one of that name" "$T/e"; then
    ok "--module name(id) applies to both captures"; else ko "--module in comparison ($(cat "$T/e"))"; fi
if $XOOMTUI --module 'jit_train_step(15)' --report "$T/before.xplane.pb" "$T/after.xplane.pb" 2>/dev/null |
   grep -q "^The pair --module jit_train_step(15) names$" &&
   ! $XOOMTUI --module 'jit_train_step(15)' --report "$T/before.xplane.pb" "$T/after.xplane.pb" 2>/dev/null |
   grep -q "^Default pair"; then
    ok "a pair --module picked is not called the default pair"
else ko "the head calls a --module pair the default one"; fi
if $XOOMTUI "$T/before.xplane.pb" "$T/after.xplane.pb" </dev/null 2>"$T/e" | grep -q "Was the estimate right"; then
    ok "BEFORE AFTER without --report, stdout not a terminal: the report"; else ko "comparison to a pipe"; fi
# two runs: BEFORE's failing host against the same position in AFTER
mkdir -p "$T/cmp-before" "$T/cmp-after"
"$FIX" scan-fsdp "$T/cmp-before/h0.xplane.pb"; "$FIX" scan-fsdp "$T/cmp-before/h1.xplane.pb"
"$FIX" attention "$T/cmp-before/h2.xplane.pb"
for i in 0 1 2; do "$FIX" scan-fsdp "$T/cmp-after/h$i.xplane.pb"; done
if $XOOMTUI --report --width 120 "$T/cmp-before" "$T/cmp-after" >"$T/cmp" 2>"$T/e" &&
   grep -q "host h2 (3 of 3 hosts: the worst)" "$T/cmp" &&
   grep -q "host h2 (3 of 3 hosts: the same file name as BEFORE's)" "$T/cmp" &&
   grep -q "cmp-before/h2.xplane.pb" "$T/cmp" &&
   grep -q "actual rise 68.2 GiB (read): the other way, no saving" "$T/cmp"; then
    ok "two runs: BEFORE's worst host against the same host in AFTER"
else ko "two runs compared on the wrong hosts: $(head -8 "$T/cmp") $(cat "$T/e")"; fi
# ... and AFTER's own worst host compared when it ranks worse than that
# one (a trial: the title paired host-14 with host-14 while AFTER's
# host-15 was the one filling its pool); not when they tie
mkdir -p "$T/cmp-after2"
"$FIX" scan-fsdp "$T/cmp-after2/h0.xplane.pb"; "$FIX" grads-kept "$T/cmp-after2/h1.xplane.pb"
"$FIX" scan-fsdp "$T/cmp-after2/h2.xplane.pb"
if $XOOMTUI --report "$T/cmp-before" "$T/cmp-after2" >"$T/cmp2" 2>"$T/e" &&
   grep -q "host h2 (3 of 3 hosts: the worst)" "$T/cmp2" &&
   grep -q "host h1 (2 of 3 hosts: the worst)" "$T/cmp2" &&
   grep -q "after  $T/cmp-after2/h1.xplane.pb" "$T/cmp2" &&
   ! grep -q "worst host is another" "$T/cmp2" && ! grep -q "worst host is another" "$T/cmp"; then
    ok "two runs: each side's worst host compared when AFTER's ranks worse"
else ko "AFTER's worst host: $(head -8 "$T/cmp2") $(cat "$T/e")"; fi
# ... which is two hosts: said under the verdict, no estimate measured
# across them (a trial read "actual drop 2.95 GiB, 1.06x" of two hosts)
$XOOMTUI --json "$T/cmp2.json" "$T/cmp-before" "$T/cmp-after2" 2>/dev/null
$XOOMTUI --report --width 160 "$T/cmp-before" "$T/cmp-after2" >"$T/cmp2w" 2>/dev/null
if grep -q "two hosts: BEFORE's h2 -> AFTER's h1 (AFTER's worst): the change between them is not the fix's; --host h2" "$T/cmp2w" &&
   grep -q "actual: not measured (two hosts compared: see the head)" "$T/cmp2w" &&
   python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["two_hosts"] is True; assert all(e["measured_change_bytes"] is None and e["measured_null_reason"] == "two hosts compared: see the head" for e in d["estimates"]) and d["estimates"]; assert (d["before"]["label"], d["after"]["label"]) == ("h2", "h1"), (d["before"]["label"], d["after"]["label"])' "$T/cmp2.json"; then
    ok "two runs on two hosts: said, no estimate measured across them"
else ko "two hosts not said: $(sed -n 1,12p "$T/cmp2")"; fi
# ... and two hosts that nothing pairs (each "only in" its run: no
# unique hostname, file name or position) are not scored as one host (a
# trial's node-a against node-0007, which shared a recorded hostname with
# others, read "actual drop 0 B (measured), 0.00x")
mkdir -p "$T/npb" "$T/npa"
"$FIX" pair-attention-before "$T/npb/node-a.xplane.pb"; "$FIX" scan-fsdp "$T/npb/node-b.xplane.pb"
"$FIX" pair-attention-after "$T/npa/node-c.xplane.pb"; "$FIX" scan-fsdp "$T/npa/node-d.xplane.pb"
"$FIX" pair-leak-full "$T/npa/node-e.xplane.pb"
$XOOMTUI --report --width 200 "$T/npb" "$T/npa" >"$T/np" 2>"$T/e"
$XOOMTUI --json "$T/np.json" "$T/npb" "$T/npa" 2>/dev/null
if grep -q "hosts not paired: BEFORE's node-a -> AFTER's node-e (AFTER's worst): no hostname, file name or position pairs them, so the change between them is not the fix's" "$T/np" &&
   grep -q "actual: not measured (the hosts are not paired: see the head)" "$T/np" && ! grep -q "actual drop\|actual rise" "$T/np" &&
   python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["two_hosts"] is True and d["hosts_not_paired"] is True; assert all(e["measured_change_bytes"] is None and e["measured_null_reason"] == "the hosts are not paired: see the head" for e in d["estimates"]) and d["estimates"]' "$T/np.json" &&
   python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["hosts_not_paired"] is False' "$T/cmp2.json"; then
    ok "two runs, the hosts compared not paired: said, no estimate measured across them"
else ko "unpaired hosts scored as one: $(sed -n 1,12p "$T/np") $(cat "$T/e")"; fi
# ... and of runs of 2 and 3 hosts that share one hostname: the host of
# the same file name (a review: h1 was compared with AFTER's unchanged h0)
mkdir -p "$T/c6b" "$T/c6a"
"$FIX" pair-leak-full "$T/c6b/h0.xplane.pb"; "$FIX" pair-attention-before "$T/c6b/h1.xplane.pb"
"$FIX" pair-leak-full "$T/c6a/h0.xplane.pb"; "$FIX" pair-attention-after "$T/c6a/h1.xplane.pb"
"$FIX" pair-leak-after "$T/c6a/h2.xplane.pb"
$XOOMTUI --report --width 200 "$T/c6b" "$T/c6a" >"$T/c6" 2>"$T/e"
if grep -q "host h1 (2 of 3 hosts: the same file name as BEFORE's)" "$T/c6" && ! grep -q "two hosts:" "$T/c6" &&
   grep -q "its run's worst host is another: h0" "$T/c6"; then
    ok "two runs of other host counts: the host of the same file name compared"
else ko "2 vs 3 hosts: $(sed -n 1,10p "$T/c6") $(cat "$T/e")"; fi
# ... but AFTER's worst as bad in BEFORE is no move: the host the fix was
# for is compared with itself, the other named (the trial's runs: an
# unchanged leak host was paired with the attention host)
mkdir -p "$T/mvb" "$T/mva"
"$FIX" pair-leak-before "$T/mvb/host-0.xplane.pb"; "$FIX" pair-leak-full "$T/mvb/host-1.xplane.pb"
"$FIX" pair-attention-before "$T/mvb/host-2.xplane.pb"
"$FIX" pair-leak-after "$T/mva/host-0.xplane.pb"; "$FIX" pair-leak-full "$T/mva/host-1.xplane.pb"
"$FIX" pair-attention-after "$T/mva/host-2.xplane.pb"
$XOOMTUI --report --width 160 "$T/mvb" "$T/mva" >"$T/mv" 2>"$T/e"
$XOOMTUI --json "$T/mv.json" "$T/mvb" "$T/mva" 2>/dev/null
if grep -q "after  $T/mva/host-2.xplane.pb" "$T/mv" && grep -q "its run's worst host is another: host-1" "$T/mv" &&
   ! grep -q "two hosts:" "$T/mv" && grep -q "actual drop 2.12 GiB (read), 0.76x" "$T/mv" &&
   python3 -c 'import json,sys; assert json.load(open(sys.argv[1]))["two_hosts"] is False' "$T/mv.json"; then
    ok "two runs: AFTER's worst as bad in BEFORE: the same host compared"
else ko "unchanged worst host paired: $(sed -n 1,16p "$T/mv") $(cat "$T/e")"; fi
# ... summarised host by host, two hosts loaded (two 16-host runs took
# 1.37 GB with every host loaded): the same report and JSON as opened whole
same=yes
for args in "--report --width 120" "--report --host h1" "--report --module jit"; do
    # shellcheck disable=SC2086
    $XOOMTUI $args "$T/cmp-before" "$T/cmp-after" >"$T/l.txt" 2>"$T/l.err"; rl=$?
    # shellcheck disable=SC2086
    XOOMTUI_NO_STREAM=1 $XOOMTUI $args "$T/cmp-before" "$T/cmp-after" >"$T/w.txt" 2>"$T/w.err"; rw=$?
    if [ "$rl" != "$rw" ] || ! cmp -s "$T/l.txt" "$T/w.txt" || ! cmp -s "$T/l.err" "$T/w.err"; then
        same="no ($args: rc $rl/$rw, $(diff "$T/l.txt" "$T/w.txt" | head -3))"
    fi
done
$XOOMTUI --json - "$T/cmp-before" "$T/before.xplane.pb" >"$T/l.json" 2>/dev/null
XOOMTUI_NO_STREAM=1 $XOOMTUI --json - "$T/cmp-before" "$T/before.xplane.pb" >"$T/w.json" 2>/dev/null
{ [ -s "$T/l.json" ] && cmp -s "$T/l.json" "$T/w.json"; } ||
    same="no (--json of a run against one file)"
if [ "$same" = yes ]; then ok "a comparison of runs, summarised, is the one opened whole"
else ko "a comparison of runs differs when summarised: $same"; fi
# a capture without modules or JAX version: what it may be, without
# contradicting the notes (HloProtos from JAX 0.4.31 on)
$XOOMTUI --report "$SRC/tests/data/tf-gpu-v100-multiworker" >"$T/tf.txt" 2>"$T/e"
if tr '\n' ' ' <"$T/tf.txt" | tr -s ' ' | grep -q "version not recorded and no compiled modules (inferred: JAX 0.4.30 on GPU records neither; TensorFlow records allocator events only: maybe not a JAX program)" &&
   ! grep -q "JAX < 0.9.2" "$T/tf.txt" && grep -q "\* GPU_6_bfc" "$T/tf.txt" &&
   grep -q "11 deallocations in gpu_host_bfc free buffers" "$T/tf.txt"; then
    ok "TensorFlow capture: what it lacks, and its main pool marked"
else ko "TensorFlow capture's head: $(head -5 "$T/tf.txt")"; fi
# frees of buffers from before the capture: the allocators named (8 GPUs: three, then ...)
if $XOOMTUI --report "$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu" 2>/dev/null | tr '\n' ' ' | tr -s ' ' |
   grep -q "8 deallocations in 8 allocators (GPU_0_bfc, GPU_1_bfc, GPU_2_bfc, ...) free buffers"; then
    ok "frees from before the capture name their allocators"
else ko "frees from before the capture: allocators not named"; fi
# --host by file name: the hosts of these runs all say fixture-host
if $XOOMTUI --report --width 120 --host h1 "$T/cmp-before" "$T/cmp-after" 2>"$T/e" |
   grep -q "host h1 (2 of 3 hosts), JAX" &&
   $XOOMTUI --report --host h2 "$T/cmp-before" 2>"$T/e" | grep -q "^xoomtui report: .*cmp-before/h2.xplane.pb"; then
    ok "--host names a host by its file's name"
else ko "--host by file name: $(cat "$T/e")"; fi
# --host a unique prefix or word, as --module takes (it took only a whole name)
mkdir -p "$T/gke"
"$FIX" attention "$T/gke/gke-pool-node-0006.xplane.pb"; "$FIX" scan-fsdp "$T/gke/gke-pool-node-0007.xplane.pb"
"$FIX" scan-fsdp "$T/gke/other.xplane.pb"
if $XOOMTUI --report --host oth "$T/gke" 2>"$T/e" | grep -q "^xoomtui report: .*gke/other.xplane.pb" &&
   $XOOMTUI --report --host node-0006 "$T/gke" 2>"$T/e" | grep -q "^xoomtui report: .*gke/gke-pool-node-0006.xplane.pb" &&
   $XOOMTUI --report --width 120 --host 0007 "$T/gke" "$T/gke" 2>"$T/e" |
   grep -q "host gke-pool-node-0007 (2 of 3 hosts)"; then
    ok "--host takes a unique word of a host's name"
else ko "--host by a part: $(cat "$T/e")"; fi
expect_err "--host: a part inside a word is not a word" 2 "no host 'ode-0006'" --report --host ode-0006 "$T/gke"
expect_err "--host a prefix of several" 2 "3 hosts' names start with 'h' (h0, h1 and h2): give more of the name" \
    --report --host h "$T/cmp-before"
# more than four: four named, then how many more ("h0, h1, h2 and h3 and 2
# more": an attacker's review)
mkdir -p "$T/six"
for i in 0 1 2 3 4 5; do "$FIX" scan-fsdp "$T/six/n$i.xplane.pb"; done
expect_err "--host a prefix of six" 2 "6 hosts' names start with 'n' (n0, n1, n2, n3 and 2 more): give more of the name" \
    --report --host n "$T/six"
# a prefix of a gzip host's hostname: its name read inflated ("no host
# 'gpu'" named it, "first: gpu-node-3": an attacker's review)
mkdir -p "$T/gzrun"
"$FIX" gpu8-waits "$T/gzrun/w.xplane.pb"; gzip "$T/gzrun/w.xplane.pb"; "$FIX" attention "$T/gzrun/o.xplane.pb"
if $XOOMTUI --report --host gpu "$T/gzrun" 2>"$T/e" | grep -q "^host gpu-node-3 (.*its file w)"; then
    ok "--host a prefix of a gzip host's hostname"; else ko "--host a prefix, gzip: $(cat "$T/e")"; fi
# a hostname they all have: that it is theirs, their files named, and how
# to name one ("3 hosts' names start with 'fixture' (h0, h1 and h2): give
# more of the name" sent the whole name to another refusal: an attacker's
# review)
expect_err "--host a prefix of a shared hostname" 2 \
    "more than one host is named 'fixture-host' (files h0, h1 and h2): --host takes a file's name without .xplane.pb too, e.g. --host h0" \
    --json - --host fixture "$T/cmp-before"
expect_err "--host a prefix of several, compared" 2 "cmp-before: 3 hosts' names start with 'h'" \
    --report --host h "$T/cmp-before" "$T/cmp-after"
expect_err "three captures" 2 "more than two CAPTURE" --report "$T/before.xplane.pb" "$T/after.xplane.pb" "$T/after.xplane.pb"
expect_err "comparison refuses JSON inside a capture" 2 "refusing to write inside the capture directory" \
    --json "$T/cap/plugins/out.json" "$T/before.xplane.pb" "$T/cap"
expect_err "--report with --json -" 2 "both write to standard output" --report --json - "$T/before.xplane.pb"
expect_err "a capture compared with itself: a note, exit 0" 0 "note: BEFORE and AFTER are the same file" \
    --report "$T/before.xplane.pb" "$T/before.xplane.pb"
# a log dir against its own run's folder: one file compared, by two
# paths (the note compared the paths given only: an attacker's review)
expect_err "a log dir compared with its own run: a note, exit 0" 0 \
    "note: BEFORE and AFTER compare the same file (.*/2026_11_30_00_00_00/" \
    --report "$T/cap" "$T/cap/plugins/profile/2026_11_30_00_00_00"
expect_err "--at with two captures" 2 "a comparison has two" --at 3 --report "$T/before.xplane.pb" "$T/after.xplane.pb"
expect_err "--run with two captures" 2 "give each run folder" --run x --report "$T/before.xplane.pb" "$T/after.xplane.pb"

if $XOOMTUI --help | grep -q "Exit status" && $XOOMTUI --version | grep -q "^xoomtui "; then
    ok "--help and --version"; else ko "--help/--version"; fi
# (the file's path, printed whole to be copied, may be wider: left out)
w40=$(LC_ALL=C $XOOMTUI --report --width 40 "$SRC/examples/attention-oom.xplane.pb" |
    awk '!/xplane\.pb/ { if (length > m) m = length } END { print m }')
if [ "$w40" -eq 52 ]; then ok "--width below 52 is taken as 52, and kept"
else ko "--width 40 gives rows of $w40 columns"; fi
# one charset a report, its chart's (ASCII): in a UTF-8 locale the bars
# were UTF-8 under the ASCII chart (a trial)
LC_ALL=C.UTF-8 $XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" >"$T/u8.txt" 2>/dev/null
if grep -q '% ###' "$T/u8.txt" && grep -q '# full row' "$T/u8.txt" && ! LC_ALL=C grep -q '[^ -~]' "$T/u8.txt"; then
    ok "--report in a UTF-8 locale: chart and bars in ASCII"
else ko "--report in a UTF-8 locale mixes charsets: $(LC_ALL=C grep -n '[^ -~]' "$T/u8.txt" | head -2)"; fi
if [ -z "$($XOOMTUI --help | awk 'length > 80')" ]; then ok "--help fits 80 columns"
else ko "--help rows wider than 80: $($XOOMTUI --help | awk 'length > 80' | head -2)"; fi

# the README's key table is the one --help prints (one key table for all)
$XOOMTUI --help | sed -n '/^Keys in the TUI:/,$p' | tail -n +2 >"$T/keys.help"
sed -n '/^## Keys/,/^Lowercase/p' "$SRC/README.md" | sed -n '/^```$/,/^```$/p' | sed '1d;$d' >"$T/keys.readme"
if cmp -s "$T/keys.help" "$T/keys.readme"; then ok "README key table matches the key table"
else ko "README key table differs from --help: $(diff "$T/keys.help" "$T/keys.readme" | head -3)"; fi

# ---- a run of several hosts is written host by host (issue 18): the same
# a run with a corrupt host: the other hosts are still read and written;
# the broken one has its row, its place in --report and an entry in the
# JSON saying why; one line on stderr names the file and offset; exit 2
mkdir -p "$T/run-bad"
"$FIX" attention "$T/run-bad/h0.xplane.pb"; "$FIX" attention "$T/run-bad/h1.xplane.pb"
head -c 3000 "$T/run-bad/h1.xplane.pb" >"$T/run-bad/h2.xplane.pb"
$XOOMTUI --json - "$T/run-bad" >"$T/bad.json" 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && strict <"$T/bad.json" && [ "$(wc -l <"$T/e")" -eq 1 ] &&
   grep -q 'h2.xplane.pb: not a valid capture: corrupt protobuf at byte .*(host 3 of 3; the other hosts were read)' "$T/e" &&
   grep -q '"error": ".*h2.xplane.pb: not a valid capture' "$T/bad.json" &&
   [ "$(grep -c '"id": "plan-exceeds-pool"' "$T/bad.json")" -eq 2 ] &&
   grep -q '"host_verdict": "cannot be read: corrupt protobuf at byte' "$T/bad.json" &&
   ! grep -q '^  "error"' "$T/bad.json" &&
   tr -d '\n' <"$T/bad.json" | grep -q '"worst_host": {    "host": "fixture-host",    "label": "h0",    "file": 1,    "reason": "of the 2 that fail, the least room, short by 952.0 MiB for its next step, tied with h1; the first of them in file order (inferred)"  },  "host_labels": \[    "h0",    "h1",    "h2"  \]}$'; then
    ok "--json - of a run with a corrupt host: the others written, its entry says why, the worst host and why, exit 2"
else ko "--json - with a corrupt host: rc=$rc $(tail -c 300 "$T/bad.json") $(cat "$T/e")"; fi
# the unreadable host's entry has every key a read host's has (pool_peak_live
# was missing there alone: KeyError in a script walking the hosts)
if ! command -v python3 >/dev/null 2>&1; then ok "# SKIP unread host keys: no python3"
elif python3 -c '
import json, sys
hosts = json.load(open(sys.argv[1]))["hosts"]
read = [h for h in hosts if "error" not in h]
bad = [h for h in hosts if "error" in h]
want = [k for k in read[0]]
sys.exit(not (bad and all([k for k in h if k != "error"] == want for h in bad)
              and bad[0]["pool_peak_live"] is None))' "$T/bad.json"; then
    ok "--json of a run: an unreadable host has every key of a read host (pool_peak_live null)"
else ko "--json of a run: an unreadable host lacks keys a read host has: $(grep -c pool_peak_live "$T/bad.json")"; fi
rm -f "$T/bad2.json"
$XOOMTUI --json "$T/bad2.json" "$T/run-bad" 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && cmp -s "$T/bad.json" "$T/bad2.json" && [ "$(wc -l <"$T/e")" -eq 1 ]; then
    ok "--json FILE of a run with a corrupt host: written all the same, exit 2"
else ko "--json FILE with a corrupt host: rc=$rc $(cat "$T/e")"; fi
LC_ALL=C $XOOMTUI --report "$T/run-bad" >"$T/bad.txt" 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/e")" -eq 1 ] && grep -q "h2.xplane.pb" "$T/e" &&
   grep -q "^xoomtui report: 3 hosts, 2 fail, 1 cannot be read$" "$T/bad.txt" &&
   tr '\n' ' ' <"$T/bad.txt" | tr -s ' ' | grep -q "^xoomtui report: 3 hosts, 2 fail, 1 cannot be read \* the worst host: h0 (file 1 of 3): of the 2 that fail, the least room, short by 952.0 MiB for its next step, tied with h1; the first of them in file order (inferred) " &&
   grep -q "^  952.0 MiB for its next step, tied with h1" "$T/bad.txt" &&
   grep -q "^  h2  cannot be read: corrupt protobuf at byte" "$T/bad.txt" &&
   grep -q "^host h2 (3 of 3 hosts)$" "$T/bad.txt" &&
   grep -q "^host fixture-host (1 of 3 hosts; its file h0)$" "$T/bad.txt" &&
   grep -q "^host fixture-host (2 of 3 hosts; its file h1)$" "$T/bad.txt" &&
   [ "$(awk '{ if (length($0) > 80) n++ } END { print n + 0 }' "$T/bad.txt")" -eq 0 ]; then
    ok "--report of a run with a corrupt host: the others reported, its reason folded, exit 2"
else ko "--report with a corrupt host: rc=$rc $(cat "$T/e") $(head -5 "$T/bad.txt")"; fi
# entries named as host files that are not readable files (a dangling
# link, a directory, a FIFO): hosts that cannot be read, not left out
# without a word (nor a FIFO opened and waited on)
mkdir -p "$T/run-odd"
"$FIX" attention "$T/run-odd/h0.xplane.pb"
ln -s "$T/nowhere.xplane.pb" "$T/run-odd/h1.xplane.pb"
mkdir "$T/run-odd/h2.xplane.pb"
mkfifo "$T/run-odd/h3.xplane.pb"
timeout 20 $XOOMTUI --report "$T/run-odd" >"$T/odd.txt" 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/e")" -eq 3 ] &&
   grep -q "^xoomtui report: 4 hosts, 1 fails, 3 cannot be read$" "$T/odd.txt" &&
   grep -q "^  h1  cannot be read: a symbolic link to" "$T/odd.txt" &&
   grep -q "h1.xplane.pb: a symbolic link to '$T/nowhere.xplane.pb', which does not exist (host 2 of 4" "$T/e" &&
   grep -q "^  h2  cannot be read: not a regular file" "$T/odd.txt" &&
   grep -q "^  h3  cannot be read: not a regular file" "$T/odd.txt" &&
   [ "$(grep -c '(host [234] of 4; 3 of the 4 cannot be read)$' "$T/e")" -eq 3 ] &&
   ! grep -q "the other hosts were read" "$T/e"; then
    ok "a run's dangling link, directory and FIFO are hosts that cannot be read"
else ko "odd entries in a run: rc=$rc $(cat "$T/e") $(head -6 "$T/odd.txt")"; fi
# a file name the sanitiser changes (ESC): the row still gives the reason
# alone, not the path again
mkdir -p "$T/run-esc"
"$FIX" attention "$T/run-esc/h0.xplane.pb"
esc=$(printf 'h\033[31mx.xplane.pb')
head -c 3000 "$T/run-esc/h0.xplane.pb" >"$T/run-esc/$esc"
LC_ALL=C $XOOMTUI --report "$T/run-esc" >"$T/esc.txt" 2>/dev/null
if grep -q "^  h?\[31mx  cannot be read: corrupt protobuf at byte" "$T/esc.txt" &&
   ! grep -q "$(printf '\033')" "$T/esc.txt"; then
    ok "an unreadable file whose name holds ESC: its reason alone, no ESC"
else ko "unreadable file named with ESC: $(grep "cannot be read" "$T/esc.txt" | od -c | head -3)"; fi
# a comparison names the unreadable hosts of both runs
$XOOMTUI --report "$T/run-bad" "$T/run-odd" >/dev/null 2>"$T/e"; rc=$?
$XOOMTUI --report "$T/run-bad" "$T/run-odd" >"$T/cmpodd.txt" 2>/dev/null
$XOOMTUI --json - "$T/run-bad" "$T/run-odd" >"$T/cmpodd.json" 2>/dev/null
if [ "$rc" -eq 2 ] && [ "$(grep -c "cannot\|not a valid\|No such\|not a regular" "$T/e")" -eq 4 ] &&
   grep -q "1 of 3 hosts cannot be read: h2 (not compared; stderr says why)" "$T/cmpodd.txt" &&
   grep -q "3 of 4 hosts cannot be read: h1, h2, h3 (not compared" "$T/cmpodd.txt" &&
   strict <"$T/cmpodd.json" && [ "$(grep -c '"error": ' "$T/cmpodd.json")" -eq 4 ] &&
   [ "$(grep -c '^xoomtui: BEFORE: ' "$T/e")" -eq 1 ] && [ "$(grep -c '^xoomtui: AFTER: ' "$T/e")" -eq 3 ]; then
    ok "a comparison of two runs says the unreadable hosts of both, each line its side (stderr, head, JSON)"
else ko "comparison with unreadable hosts on both sides: rc=$rc $(cat "$T/e") $(grep "cannot be read" "$T/cmpodd.txt")"; fi
# a side none of whose files can be read, a side's path that is not there,
# --module on one side: the line names the side (a trial)
$XOOMTUI --report "$T/run-bad" "$T/no-such-run" >/dev/null 2>"$T/e"; rc1=$?
$XOOMTUI --report "$T/no-such-run" "$T/run-bad" >/dev/null 2>"$T/e2"; rc2=$?
if [ "$rc1" -eq 2 ] && [ "$rc2" -eq 2 ] && grep -q "^xoomtui: AFTER: .*no-such-run" "$T/e" &&
   grep -q "^xoomtui: BEFORE: .*no-such-run" "$T/e2"; then
    ok "a comparison's side that cannot be opened: its line names the side"
else ko "side not opened: rc=$rc1/$rc2 $(cat "$T/e" "$T/e2")"; fi
# the same folder on both sides: its unreadable hosts said once (each was
# said twice, alike: an attacker's review)
$XOOMTUI --report "$T/run-odd" "$T/run-odd" >/dev/null 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(grep -c '^xoomtui: BEFORE and AFTER: ' "$T/e")" -eq 3 ] &&
   ! grep -q '^xoomtui: \(BEFORE\|AFTER\): ' "$T/e"; then
    ok "the same run on both sides: each unreadable host said once"
else ko "the same run twice: rc=$rc $(cat "$T/e")"; fi
# a run and its own host's file: the two hosts compared are one file, but
# the unreadable hosts are the run's side alone (they were said as "BEFORE
# and AFTER": helper-184)
$XOOMTUI --report "$T/run-odd/h0.xplane.pb" "$T/run-odd" >/dev/null 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(grep -c '^xoomtui: AFTER: ' "$T/e")" -eq 3 ] &&
   ! grep -q '^xoomtui: \(BEFORE and AFTER\|BEFORE\): ' "$T/e"; then
    ok "a run and one of its files: the run's unreadable hosts named its side"
else ko "a run and one of its files: rc=$rc $(cat "$T/e")"; fi
# AFTER's host matching BEFORE's worst cannot be read: the comparison takes
# AFTER's worst readable host and says why (it once failed whole)
mkdir -p "$T/cmp-pa" "$T/cmp-pb"
for i in 0 1 3; do "$FIX" scan-fsdp "$T/cmp-pa/h$i.xplane.pb"; cp "$T/cmp-pa/h$i.xplane.pb" "$T/cmp-pb/"; done
"$FIX" attention "$T/cmp-pa/h2.xplane.pb"
head -c 1000 "$T/cmp-pa/h2.xplane.pb" >"$T/cmp-pb/h2.xplane.pb"
$XOOMTUI --report "$T/cmp-pa" "$T/cmp-pb" >"$T/cmp-p.txt" 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/e")" -eq 1 ] &&
   grep -q "before $T/cmp-pa/h2.xplane.pb" "$T/cmp-p.txt" &&
   grep -q "after  $T/cmp-pb/h0.xplane.pb" "$T/cmp-p.txt" &&
   tr '\n' ' ' <"$T/cmp-p.txt" | grep -q "the worst: the host matching BEFORE's *cannot *be *read"; then
    ok "comparison: an unreadable partner gives way to AFTER's worst readable host"
else ko "comparison with an unreadable partner: rc=$rc $(cat "$T/e") $(head -8 "$T/cmp-p.txt")"; fi

# every file broken: one line, exit 2, naming how many and the first
head -c 3000 "$T/run-bad/h1.xplane.pb" >"$T/run-bad/h0.xplane.pb"
head -c 3000 "$T/run-bad/h2.xplane.pb" >"$T/run-bad/h1.xplane.pb"
expect_err "--report of a run with every host corrupt" 2 \
    "none of the 3 host files can be read; the first: .*h0.xplane.pb: not a valid capture" --report "$T/run-bad"

# sizes near 2^63 (saturated sums, a hostile capture): no advice that a
# saving makes it fit ("needs ~0 B"), and figures that keep their columns
$XOOMTUI --report "$SRC/tests/data/regressions/ub-overflow-aliasable" >"$T/sat.txt" 2>&1
$XOOMTUI --report "$SRC/tests/data/regressions/ub-overflow-step-at-last" >"$T/sat2.txt" 2>&1
if grep -q "check: after donation: cannot be estimated, the plan's sizes add up past" "$T/sat.txt" &&
   ! grep -q "needs ~0 B" "$T/sat.txt" &&
   grep -q "^needs 8.00 EiB (read) > pool 2.79 GiB (measured) (sizes overflow: a damaged$" "$T/sat.txt" &&
   grep -q "its buffer sizes add up past 8 EiB (the sums stop there): a" "$T/sat.txt" &&
   grep -q "5.002 ms    8.00 EiB" "$T/sat2.txt" && ! grep -q "TiB" "$T/sat2.txt"; then
    ok "saturated sizes: EiB, and no estimate after a saving"
else ko "saturated sizes: $(grep -n "check:\|needs" "$T/sat.txt" | head -4)"; fi

# stdout closed (cmd >&-): the report cannot be written, and says so
$XOOMTUI --report "$SRC/examples/attention-oom.xplane.pb" >&- 2>"$T/e"; rc=$?
if [ "$rc" -eq 2 ] && grep -q "writing the report failed" "$T/e"; then
    ok "--report with stdout closed: exit 2, one line"
else ko "--report with stdout closed: rc=$rc $(cat "$T/e")"; fi

# a gzip file of two members (cat a.gz b.gz, which gzip -t accepts) is the
# whole capture, not its first member (a cut between two messages once
# read as a smaller capture)
REAL="$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb"
mkdir -p "$T/mm"
head -c 100000 "$REAL" | gzip -c >"$T/mm/two.xplane.pb.gz"
tail -c +100001 "$REAL" | gzip -c >>"$T/mm/two.xplane.pb.gz"
# (from the host line on: the path above it may fold over two lines)
$XOOMTUI --report "$T/mm/two.xplane.pb.gz" 2>&1 | sed -n '/^host /,$p' >"$T/mm.txt"
$XOOMTUI --report "$REAL" 2>&1 | sed -n '/^host /,$p' >"$T/whole.txt"
if gzip -t "$T/mm/two.xplane.pb.gz" && [ -s "$T/whole.txt" ] && cmp -s "$T/mm.txt" "$T/whole.txt"; then
    ok "a gzip file of two members reads as the whole capture"
else ko "two gzip members: $(diff "$T/mm.txt" "$T/whole.txt" | head -3)"; fi
# bytes after the last member that are not one: read as gzip -d does, and
# said in the notes (they were dropped silently), zeros told apart
gz=$(wc -c <"$T/mm/two.xplane.pb.gz" | tr -d ' ')
{ cat "$T/mm/two.xplane.pb.gz"; printf 'garbage!'; } >"$T/mm/tail.xplane.pb.gz"
{ cat "$T/mm/two.xplane.pb.gz"; head -c 512 /dev/zero; } >"$T/mm/zeros.xplane.pb.gz"
$XOOMTUI --report "$T/mm/tail.xplane.pb.gz" >"$T/tail.txt" 2>&1; rt=$?
$XOOMTUI --report "$T/mm/zeros.xplane.pb.gz" >"$T/zeros.txt" 2>&1; rz=$?
if [ $rt = 0 ] && [ $rz = 0 ] &&
    grep -q "^  - 8 bytes after the gzip data (from byte $gz) ignored: not a gzip member$" "$T/tail.txt" &&
    grep -q "^  - 512 zero bytes after the gzip data (from byte $gz) ignored" "$T/zeros.txt" &&
    ! grep -q "after the gzip data" "$T/whole.txt" "$T/mm.txt"; then
    ok "bytes after the gzip data are named in the notes"
else ko "bytes after the gzip data: rc $rt/$rz $(grep -i gzip "$T/tail.txt" "$T/zeros.txt")"; fi

# --report fits 80 columns on every real capture (a file's path, printed
# whole to be copied, is the one row allowed to be wider)
wide=""
for d in "$SRC"/tests/data/*/; do
    case $d in *corrupted*) continue ;; esac
    LC_ALL=C $XOOMTUI --report "$d" 2>/dev/null |
        awk 'length > 80 && $0 !~ /^ *[^ ]*\.xplane\.pb(\.gz)?$/' >"$T/wide"
    [ -s "$T/wide" ] && wide="$wide $(basename "$d"): $(head -1 "$T/wide")"
done
if [ -z "$wide" ]; then ok "--report rows fit 80 columns on the real captures"
else ko "--report rows wider than 80:$wide"; fi
# no row of a report starts with a unit cut from its figure ("padding 0" /
# "B" at 100 columns: the plan's notes had a wrap of their own), at any width
cut=""
for w in 52 60 66 70 75 80 90 100 110 120; do
    for c in "$SRC/examples/attention-oom.xplane.pb" "$SRC/tests/data/jax-tpu-v6e-inference"; do
        r=$(LC_ALL=C $XOOMTUI --report --width $w "$c" 2>/dev/null |
            grep -nE '^ *(B|KiB|MiB|GiB|TiB|ms|s|%)([ ,;.)]|$)' | head -1)
        [ -n "$r" ] && cut="$cut [$w $(basename "$c")] $r"
    done
done
if [ -z "$cut" ]; then ok "no report row starts with a unit cut from its figure"
else ko "units cut from their figures:$cut"; fi
# ... and a comparison's (it wrote its rows unfolded: a TPU module's name
# ran to 82 columns); the head's rows that end in a file's path aside
wide=""
for pair in "jax-tpu-v6e-inference jax-tpu-v6e-inference" \
            "jax08-rocm-mi300x-attention jax08-rocm-mi300x-conv-8gpu" \
            "jax-rocm-mi300x-conv-8gpu-legacy tf-gpu-v100-multiworker"; do
    set -- $pair
    LC_ALL=C $XOOMTUI --report "$SRC/tests/data/$1" "$SRC/tests/data/$2" 2>/dev/null |
        awk 'length > 80 && $0 !~ /xplane\.pb(\.gz)?$/' >"$T/wide"
    [ -s "$T/wide" ] && wide="$wide $1 vs $2: $(head -1 "$T/wide")"
done
if [ -z "$wide" ]; then ok "a comparison's --report rows fit 80 columns"
else ko "comparison rows wider than 80:$wide"; fi
# ... and --width 52: the tables' narrow columns and short labels (20 rows
# ran to 73 columns)
wide=""
for pair in "jax-tpu-v6e-inference jax-tpu-v6e-inference" \
            "jax08-rocm-mi300x-attention jax08-rocm-mi300x-conv-8gpu"; do
    set -- $pair
    for w in 52 66 72; do
        LC_ALL=C $XOOMTUI --report --width $w "$SRC/tests/data/$1" "$SRC/tests/data/$2" 2>/dev/null |
            awk -v w=$w 'length > w && $0 !~ /xplane\.pb(\.gz)?$/' >"$T/wide"
        [ -s "$T/wide" ] && wide="$wide $1 vs $2 at $w: $(head -1 "$T/wide")"
    done
done
if [ -z "$wide" ]; then ok "a comparison's --report --width 52, 66, 72 rows fit"
else ko "comparison rows wider than the width:$wide"; fi
# --module on a run with a host of no modules: that host lacks it too (a
# review: it counted as having any name), streamed as whole
mkdir -p "$T/runE"
"$FIX" no-metadata "$T/runE/h0.xplane.pb"; "$FIX" grads-kept "$T/runE/h1.xplane.pb"
same=yes
for args in "--report --module nosuch" "--report --module train_step" "--report --at 1 --module train_step"; do
    # shellcheck disable=SC2086
    $XOOMTUI $args "$T/runE" >"$T/s.txt" 2>"$T/s.err"; rs=$?
    # shellcheck disable=SC2086
    XOOMTUI_NO_STREAM=1 $XOOMTUI $args "$T/runE" >"$T/w.txt" 2>"$T/w.err"; rw=$?
    if [ "$rs" != "$rw" ] || ! cmp -s "$T/s.txt" "$T/w.txt" || ! cmp -s "$T/s.err" "$T/w.err"; then
        same="no ($args: rc $rs/$rw, $(diff "$T/s.txt" "$T/w.txt" | head -3) $(cat "$T/s.err" "$T/w.err"))"
    fi
    case "$args" in
    *nosuch) [ "$rs" = 2 ] || same="no (nosuch: rc $rs)" ;;
    *) { [ "$rs" = 0 ] && grep -q "picks no one module on 1 of 2 hosts (h0)" "$T/s.txt"; } || same="no ($args: rc $rs)" ;;
    esac
done
if [ "$same" = yes ]; then ok "--module: a host without modules lacks it, streamed as whole"
else ko "--module and a host without modules: $same"; fi
# bytes as the run opened whole (XOOMTUI_NO_STREAM=1)
mkdir -p "$T/run5"
i=0
for s in grads-kept attention no-donation other-live scan-fsdp; do
    "$FIX" "$s" "$T/run5/h$i.xplane.pb"; i=$((i + 1))
done
same=yes
for args in "--report" "--report --host h3" "--report --module jit --host h1" "--report --width 100 --top 3" \
    "--report --module train_step" "--report --module nosuch"; do
    # shellcheck disable=SC2086
    $XOOMTUI $args "$T/run5" >"$T/s.txt" 2>"$T/s.err"; rs=$?
    # shellcheck disable=SC2086
    XOOMTUI_NO_STREAM=1 $XOOMTUI $args "$T/run5" >"$T/w.txt" 2>"$T/w.err"; rw=$?
    if [ "$rs" != "$rw" ] || ! cmp -s "$T/s.txt" "$T/w.txt" || ! cmp -s "$T/s.err" "$T/w.err"; then
        same="no ($args: rc $rs/$rw, $(diff "$T/s.txt" "$T/w.txt" | head -3))"
    fi
    # a report starts with its title, not a blank line (--host's did)
    [ "$rs" != 0 ] || [ "$(head -c 14 "$T/s.txt")" = "xoomtui report" ] ||
        same="no ($args: starts with '$(head -1 "$T/s.txt")')"
    case "$args" in # --module: on each host that has it (h1 of 5 lacked it: exit 2)
    *train_step) { [ "$rs" = 0 ] && grep -q "picks no one module on 2 of 5 hosts (h2, h3)" "$T/s.txt"; } ||
        same="no ($args: rc $rs, $(head -c 300 "$T/s.err"))" ;;
    *nosuch) { [ "$rs" = 2 ] && grep -q "picks no one module on any of the 5 hosts read" "$T/s.err"; } ||
        same="no ($args: rc $rs, $(head -c 300 "$T/s.err"))" ;;
    esac
done
$XOOMTUI --json "$T/s.json" "$T/run5" 2>/dev/null
XOOMTUI_NO_STREAM=1 $XOOMTUI --json "$T/w.json" "$T/run5" 2>/dev/null
cmp -s "$T/s.json" "$T/w.json" || same="no (--json: $(diff "$T/s.json" "$T/w.json" | head -3))"
XOOMTUI_HOST_THREADS=3 $XOOMTUI --json - "$T/run5" 2>/dev/null >"$T/s1.json"
cmp -s "$T/s1.json" "$T/w.json" || same="no (--json on three host threads)"
XOOMTUI_HOST_THREADS=3 XOOMTUI_HOST_BYTES=1 $XOOMTUI --json - "$T/run5" 2>/dev/null >"$T/s1.json"
cmp -s "$T/s1.json" "$T/w.json" || same="no (--json on three host threads, one host's bytes)"
# --host: that host alone in the JSON, as in --report (a script reading
# hosts[0] read host-00's verdict), and no worst_host; streamed and whole
$XOOMTUI --json "$T/s.json" --host h3 "$T/run5" 2>/dev/null
XOOMTUI_NO_STREAM=1 $XOOMTUI --json "$T/w.json" --host h3 "$T/run5" 2>/dev/null
cmp -s "$T/s.json" "$T/w.json" || same="no (--json --host: $(diff "$T/s.json" "$T/w.json" | head -3))"
if [ "$(grep -c '"host": "fixture-host"' "$T/s.json")" = 1 ] && grep -q '"path": ".*/h3.xplane.pb"' "$T/s.json" &&
    ! grep -q '"worst_host"' "$T/s.json"; then ok "--json --host writes that host alone"
else ko "--json --host: $(grep -c '"host": "fixture-host"' "$T/s.json") hosts written, $(grep -o '"path": "[^"]*"' "$T/s.json" | head -2)"; fi
if [ "$same" = yes ]; then ok "a run written host by host is the run opened whole"
else ko "streamed run differs: $same"; fi
grep -q "xoomtui report: 5 hosts" "$T/s.txt" || $XOOMTUI --report "$T/run5" | grep -q "xoomtui report: 5 hosts" ||
    ko "streamed --report has no hosts lines"
if $XOOMTUI --report "$T/run5" | grep -q "(5 of 5 hosts; its file h4)" &&
    XOOMTUI_NO_STREAM=1 $XOOMTUI --report "$T/run5" | grep -q "(5 of 5 hosts; its file h4)"; then
    ok "each host's report says which of the run's hosts it is"
else ko "a host's report does not say which of the run's hosts it is"; fi
# the first host named by the hostname it records, though --host reads
# none of them (a skipped host was named by its file: an attacker's review)
# ... and where every host records one hostname, by the file's name that
# --host takes (the hostname itself named five hosts: a trial)
expect_err "streamed run: unknown host" 2 "no host 'x' in the run (5 hosts, first: h0)" \
    --report --host x "$T/run5"
# every fixture's host says fixture-host (as every host of a run may say
# localhost): --host by that name picks none, and says which names do:
# all five, not the first two (three hosts named alike were said to be
# two: a trial), four by name and how many more
expect_err "streamed run: --host naming five hosts" 2 \
    "more than one host is named 'fixture-host' (files h0, h1, h2, h3 and 1 more): --host takes a file's name" \
    --report --host fixture-host "$T/run5"
XOOMTUI_NO_STREAM=1 expect_err "run opened whole: --host naming five hosts" 2 \
    "more than one host is named 'fixture-host' (files h0, h1, h2, h3 and 1 more)" --report --host fixture-host "$T/run5"
mkdir -p "$T/run5-aside"
mv "$T/run5/h3.xplane.pb" "$T/run5/h4.xplane.pb" "$T/run5-aside/"
expect_err "--host naming three hosts: all three" 2 \
    "more than one host is named 'fixture-host' (files h0, h1 and h2): --host takes a file's name" \
    --report --host fixture-host "$T/run5"
XOOMTUI_NO_STREAM=1 expect_err "run opened whole: --host naming three hosts" 2 \
    "(files h0, h1 and h2)" --report --host fixture-host "$T/run5"
mv "$T/run5-aside/h3.xplane.pb" "$T/run5-aside/h4.xplane.pb" "$T/run5/"
# the name given is one file's name and the other's hostname: the hint
# names the other file, not the name that matched twice
mkdir -p "$T/run6" "$T/run7"
cp "$T/run5/h0.xplane.pb" "$T/run6/fixture-host.xplane.pb"
cp "$T/run5/h1.xplane.pb" "$T/run6/h1.xplane.pb"
expect_err "--host: the hint is a name that picks one" 2 \
    "(files fixture-host and h1): --host takes a file's name without .xplane.pb too, e.g. --host h1" \
    --report --host fixture-host "$T/run6"
cp "$T/run5/h0.xplane.pb" "$T/run7/h.xplane.pb"
gzip -c "$T/run5/h1.xplane.pb" >"$T/run7/h.xplane.pb.gz"
expect_err "--host: two files of one name" 2 \
    "(files h.xplane.pb and h.xplane.pb.gz): --host takes a file's whole name too, e.g. --host h.xplane.pb.gz" \
    --report --host h "$T/run7"
# ... and the whole name picks either (nothing did: an attacker's review)
for f in h.xplane.pb h.xplane.pb.gz; do
    for stream in 0 1; do
        if XOOMTUI_NO_STREAM=$([ $stream = 1 ] && echo || echo 1) $XOOMTUI --report --host $f "$T/run7" 2>"$T/e" |
            grep -q "$T/run7/$f\$"; then ok "--host $f picks that file"
        else ko "--host $f: $(cat "$T/e")"; fi
    done
done
cp -r "$T/run5" "$T/run5b"
expect_err "comparison: --host naming two hosts" 2 "more than one host is named 'fixture-host'" \
    --report --host fixture-host "$T/run5" "$T/run5b"
# a host only BEFORE's run has: which run has it, and what to do (the
# line named AFTER's run alone, as if the name were wrong: a trial)
mkdir -p "$T/run5c"; cp "$T/run5/h0.xplane.pb" "$T/run5/h1.xplane.pb" "$T/run5c/"
expect_err "comparison: --host only in BEFORE" 2 \
    "run5c: no host 'h4' in the run (2 hosts, first: h0); BEFORE's $T/run5 has it: compare without --host (the hosts list shows both runs' hosts), or open $T/run5 --host h4 alone$" \
    --report --host h4 "$T/run5" "$T/run5c"
expect_err "streamed run: --json of an unknown host" 2 "no host 'x'" --json "$T/nohost.json" --host x "$T/run5"
# one host: "1 host", not "1 hosts" (a trial)
expect_err "--host unknown in a capture of one host" 2 "no host 'x' in the run (1 host, first: " \
    --report --host x "$SRC/tests/data/jax08-rocm-mi300x-attention"
if [ -e "$T/nohost.json" ]; then ko "a failed streamed --json leaves a file"; else ok "a failed streamed --json leaves no file"; fi
# --host reads that host's file alone: another, unreadable inside its
# plane but with its hostname readable from its top-level tags ("zz"), is
# not read (a host's report took the whole run's time: a trial); named,
# it is read and fails
mkdir -p "$T/run-host-alone"
cp "$T/run5/h0.xplane.pb" "$T/run-host-alone/h0.xplane.pb"
printf '\n\004\377\377\377\377"\002zz' >"$T/run-host-alone/h1.xplane.pb"
$XOOMTUI --report --host h0 "$T/run-host-alone" >"$T/s.txt" 2>"$T/s.err"; rs=$?
XOOMTUI_NO_STREAM=1 $XOOMTUI --report --host h0 "$T/run-host-alone" >/dev/null 2>"$T/w.err"; rw=$?
if [ "$rs" = 0 ] && [ ! -s "$T/s.err" ] && grep -q "^host fixture-host (1 of 2 hosts; its file h0)" "$T/s.txt" &&
   [ "$rw" = 2 ] && $XOOMTUI --json "$T/s-alone.json" --host h0 "$T/run-host-alone" 2>/dev/null; then
    ok "--host: another host's file is not read"
else ko "--host with another host unreadable: rc $rs, $(cat "$T/s.err")"; fi
expect_err "--host: the unreadable one named by its hostname" 2 "corrupt protobuf at byte 2" \
    --report --host zz "$T/run-host-alone"
cp "$T/run5/h0.xplane.pb" "$T/run5/h9.xplane.pb"
head -c 3000 "$T/run5/h1.xplane.pb" >"$T/run5/h1.xplane.pb.tmp" && mv "$T/run5/h1.xplane.pb.tmp" "$T/run5/h1.xplane.pb"
$XOOMTUI --report "$T/run5" >"$T/s.txt" 2>"$T/s.err"; rs=$?
XOOMTUI_NO_STREAM=1 $XOOMTUI --report "$T/run5" >"$T/w.txt" 2>"$T/w.err"; rw=$?
# streamed: the other five reported, exit 2; opened whole (the old path):
# nothing on stdout, the same file and offset named
if [ "$rs" = 2 ] && [ "$rw" = 2 ] && [ ! -s "$T/w.txt" ] && [ "$(wc -l <"$T/s.err")" -eq 1 ] &&
   grep -q "$(sed 's/^xoomtui: //; s/[].[*^$]/./g' "$T/w.err")" "$T/s.err" &&
   [ "$(grep -c "^host .*(. of 6 hosts[;)]" "$T/s.txt")" -eq 6 ] &&
   grep -q "^  h1  cannot be read: corrupt protobuf at byte" "$T/s.txt"; then
    ok "streamed run: a truncated host is named, the other five reported, exit 2"
else ko "streamed run with a truncated host: rc $rs/$rw $(cat "$T/s.err") / $(cat "$T/w.err")"; fi

# 100,000 device planes of one metadata entry keyed 4111 and a lazy line
# (21 KB gzip): each kept a dense id table of 4112 slots for each of its
# two tables, 3.4 GB in all (an attacker's review); now ~140 MB, so it
# loads under a 1 GB address space (not under valgrind or a sanitizer)
PYTHONPATH="$T" python3 - "$T/dense.xplane.pb.gz" <<'PY'
import gzip, sys
from xpb import v, fb, fv
K = 4111
plane = fb(1, fb(2, b'/device:GPU:0') + fb(4, fv(1, K)) + fb(5, fv(1, K)) + fb(3, fb(2, b's') + fb(4, fv(1, K))))
with gzip.open(sys.argv[1], 'wb', compresslevel=9) as f:
    f.write(plane * 100000 + fb(4, b'h'))
PY
if ! (ulimit -v 1000000 && exec $XOOMTUI --version) >/dev/null 2>&1; then
    ok "sparse metadata ids on many planes: skipped (xoomtui cannot start in 1 GB here)"
elif (ulimit -v 1000000 && exec $XOOMTUI --report "$T/dense.xplane.pb.gz") >"$T/out" 2>"$T/err" &&
     grep -q "^Planes (100000)" "$T/out"; then
    ok "sparse metadata ids on many planes: no dense table per plane"
else ko "sparse metadata ids on many planes: $(cat "$T/err")"; fi

# a long message whole, its newline kept (a fixed buffer cut a
# 5000-character option: an attacker's review)
long=$(printf 'x%.0s' $(seq 1 5000))
$XOOMTUI "--$long" >/dev/null 2>"$T/long.err"; rc=$?
if [ "$rc" = 2 ] && [ "$(wc -c <"$T/long.err")" -gt 5000 ] && [ "$(wc -l <"$T/long.err")" -ge 1 ] &&
   [ "$(tail -c 1 "$T/long.err" | od -An -c | tr -d ' ')" = '\n' ]; then
    ok "a long error line is written whole, with its newline"
else ko "long error line: rc $rc, $(wc -c <"$T/long.err") bytes"; fi

# a terminal whose locale is not UTF-8: a capture's non-ASCII name is
# written '?' there (its UTF-8 continuation byte 0x9b is CSI on an 8-bit
# terminal: an attacker's review turned one red), and kept in a pipe or a
# UTF-8 terminal.  "ai" -> U+00DB keeps every length of the file
"$FIX" attention "$T/c1.xplane.pb"
PYTHONPATH="$T" python3 - "$T/c1.xplane.pb" <<'PY'
import sys
p = sys.argv[1]
b = open(p, 'rb').read().replace(b'jit_train_step', b'jit_tr\xc3\x9bn_step')
open(p, 'wb').write(b)
PY
if command -v script >/dev/null; then
    script -qc "LC_ALL=C $XOOMTUI --report $T/c1.xplane.pb" /dev/null >"$T/c1.tty" 2>&1
    script -qc "LC_ALL=C $XOOMTUI --report --module nosuch $T/c1.xplane.pb" /dev/null >"$T/c1e.tty" 2>&1
    LC_ALL=C $XOOMTUI --report "$T/c1.xplane.pb" >"$T/c1.pipe" 2>/dev/null
    if grep -q "jit_tr?n_step" "$T/c1.tty" && ! LC_ALL=C grep -q "$(printf '\233')" "$T/c1.tty" &&
       ! LC_ALL=C grep -q "$(printf '\233')" "$T/c1e.tty" && grep -q "no module 'nosuch'" "$T/c1e.tty" &&
       LC_ALL=C grep -q "jit_tr$(printf '\303\233')n_step" "$T/c1.pipe"; then
        ok "a terminal not in UTF-8 gets '?' for a capture's other characters, a pipe them whole"
    else ko "non-UTF-8 terminal: $(LC_ALL=C grep -a -m1 "jit_tr" "$T/c1.tty" | od -c | head -2)"; fi
    # --json - there: \u escapes, the same document (stderr apart: a load
    # slow enough, under valgrind on a busy machine, draws its progress
    # line on the terminal, which is no part of the document)
    script -qc "LC_ALL=C $XOOMTUI --json - $T/c1.xplane.pb 2>/dev/null" /dev/null >"$T/c1j.tty" 2>&1
    if grep -q 'jit_tr\\u00dbn_step' "$T/c1j.tty" && ! LC_ALL=C grep -q "$(printf '\233')" "$T/c1j.tty" &&
       tr -d '\r' <"$T/c1j.tty" | python3 -c 'import json, sys; json.load(sys.stdin)'; then
        ok "--json - to a terminal not in UTF-8: escapes past ASCII, valid JSON"
    else ko "--json - to a non-UTF-8 terminal: $(LC_ALL=C grep -a -m1 "jit_tr" "$T/c1j.tty")"; fi
else ko "script(1) is missing: cannot test a terminal's locale"; fi

# out of memory: one line and exit 2, not abort() (134) and a core dump.  A
# gzipped capture is inflated into memory: 24 MiB of it under a 30 MB
# address-space limit (the program alone needs less than 10 MB)
GEN=${XT_BENCH_GEN:-./bench/xt-bench-gen}
if ! (ulimit -v 30000 && exec $XOOMTUI --version) >/dev/null 2>&1; then
    ok "out of memory: skipped (xoomtui cannot start in 30 MB here: a sanitizer build or valgrind)"
elif [ -x "$GEN" ] && "$GEN" --profile jax09 24 "$T/oom.xplane.pb" >/dev/null 2>&1 && gzip "$T/oom.xplane.pb"; then
    (ulimit -c 0; ulimit -v 30000 && exec $XOOMTUI --report "$T/oom.xplane.pb.gz") >"$T/out" 2>"$T/err"; rc=$?
    if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "^xoomtui: out of memory (asked for [0-9]* bytes)" "$T/err"; then
        ok "out of memory: one line, exit 2"
    else ko "out of memory: rc $rc, stderr: $(cat "$T/err")"; fi
else ko "out of memory: cannot make the capture with $GEN"; fi

# --host's hints name a host that --host then picks: two files of one
# hostname (the hint said "first: fixture-host", itself two hosts: a
# trial); a.xplane.pb of host "node" and node.xplane.pb of host "a" (the
# hint sent --host node to --host a and back: an attacker's review)
mkdir -p "$T/hint1" "$T/hint2"
"$FIX" grads-kept "$T/hint1/w0.xplane.pb" >/dev/null && "$FIX" grads-kept "$T/hint1/w1.xplane.pb" >/dev/null
expect_err "--host's 'first:' is a name --host picks" 2 "no host 'nosuch' in the run (2 hosts, first: w0)$" \
    --report --host nosuch "$T/hint1"
"$FIX" grads-kept "$T/hint2/x.pb" >/dev/null
{ printf '\042\004node'; cat "$T/hint2/x.pb"; } >"$T/hint2/a.xplane.pb"
{ printf '\042\001a'; cat "$T/hint2/x.pb"; } >"$T/hint2/node.xplane.pb"
rm -f "$T/hint2/x.pb"
expect_err "an ambiguous --host's hint is no name as ambiguous" 2 "e.g. --host node.xplane.pb$" \
    --report --host node "$T/hint2"
if $XOOMTUI --report --host node.xplane.pb "$T/hint2" >"$T/out" 2>"$T/err" && grep -q "^host a (2 of 2 hosts; its file node)" "$T/out"; then
    ok "... and that hint picks one host"
else ko "... the hint picks none: $(cat "$T/err")"; fi
expect_err "... and 'first:' is not 'node', which names both" 2 \
    "no host 'nosuch' in the run (2 hosts, first: a.xplane.pb)$" --report --host nosuch "$T/hint2"
mkdir -p "$T/hint4"
"$FIX" grads-kept "$T/hint4/x.pb" >/dev/null
{ printf '\042\005alpha'; cat "$T/hint4/x.pb"; } >"$T/hint4/a.xplane.pb"
{ printf '\042\004beta'; cat "$T/hint4/x.pb"; } >"$T/hint4/b.xplane.pb"
rm -f "$T/hint4/x.pb"
expect_err "'first:' is the hostname it records where no other host answers to it" 2 \
    "no host 'nosuch' in the run (2 hosts, first: alpha)$" --report --host nosuch "$T/hint4"
# a.xplane.pb and b.xplane.pb of host X, c.xplane.pb of host "a": the file's
# stem "a" is two hosts' name too; its whole name is one file's (a review)
mkdir -p "$T/hint3"
"$FIX" grads-kept "$T/hint3/x.pb" >/dev/null
{ printf '\042\001X'; cat "$T/hint3/x.pb"; } >"$T/hint3/a.xplane.pb"
{ printf '\042\001X'; cat "$T/hint3/x.pb"; } >"$T/hint3/b.xplane.pb"
{ printf '\042\001a'; cat "$T/hint3/x.pb"; } >"$T/hint3/c.xplane.pb"
rm -f "$T/hint3/x.pb"
expect_err "'first:' is no name another host answers to" 2 \
    "no host 'nosuch' in the run (3 hosts, first: a.xplane.pb)$" --report --host nosuch "$T/hint3"
XOOMTUI_NO_STREAM=1 $XOOMTUI --report --host nosuch "$T/hint3" >/dev/null 2>"$T/err"; rc=$?
if [ "$rc" = 2 ] && grep -q "no host 'nosuch' in the run (3 hosts, first: a.xplane.pb)$" "$T/err"; then
    ok "... loaded whole too"
else ko "... loaded whole: rc $rc, $(cat "$T/err")"; fi

# a real capture cut where its 9th plane ends (281,249 bytes: protobuf
# cannot tell) has modules but no /host:CPU plane: the note says the file
# may be cut short, not only which JAX versions record no allocator events
# (an audit: exit 0 and "JAX 0.4.30 ... record none" alone)
head -c 281249 "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" >"$T/cut9.xplane.pb"
$XOOMTUI --report --width 5000 "$T/cut9.xplane.pb" >"$T/cut9.txt" 2>&1; rc=$?
if [ "$rc" = 0 ] && grep -q "no /host:CPU plane, though the capture has compiled modules: the file may be cut short where a plane ends" "$T/cut9.txt" &&
   ! $XOOMTUI --report --width 5000 "$SRC/tests/data/jax08-rocm-mi300x-attention" | grep -q "cut short where a plane ends"; then
    ok "a capture cut where a plane ends: the note says it may be cut short"
else ko "a capture cut where a plane ends: rc $rc, $(grep -i "allocator events" "$T/cut9.txt" | head -2)"; fi

# the JSON a script reads (an audit): the report's Verdict line whole in
# report_verdict; heap_series and live_at null, not missing, on every
# module; reals always reals; each wait's label beside it
mkdir -p "$T/jsa"
"$FIX" grads-kept "$T/jsa/g.xplane.pb" >/dev/null; "$FIX" gpu8-waits "$T/jsa/w.xplane.pb" >/dev/null
"$FIX" pair-ids-a "$T/jsa/p.xplane.pb" >/dev/null
jsa=ok
if ! command -v python3 >/dev/null 2>&1; then jsa=skip; fi
for f in "$SRC/examples/attention-oom.xplane.pb" "$T/jsa/g.xplane.pb" "$T/jsa/w.xplane.pb" "$T/jsa/p.xplane.pb"; do
    [ "$jsa" = ok ] || break
    $XOOMTUI --report --width 5000 "$f" | sed -n 's/^Verdict: //p' >"$T/jsa/v.txt"
    $XOOMTUI --json - "$f" >"$T/jsa-o.json" || { jsa="no: --json $f"; break; }
    python3 -c '
import json, sys
h = json.load(open(sys.argv[1]))["hosts"][0]
want = open(sys.argv[2]).read().strip()
assert h["report_verdict"] == want, (h["report_verdict"], want)
for m in h["modules"]:
    if m["plan"] is not None:
        assert "heap_series" in m["plan"] and "live_at" in m["plan"], m["name"]
        assert m["plan"]["live_at"] is None
rt = h["runtime"]
if rt["growth_r2"] is not None:
    assert isinstance(rt["growth_r2"], float), rt["growth_r2"]
for a in h["allocators"]:
    if a.get("fragmentation_at_peak") is not None:
        assert isinstance(a["fragmentation_at_peak"], float)
waits = [d for d in h["devices"] if d["longest_retry_wait_ns"]]
assert all(isinstance(d["retry_wait_inferred"], bool) for d in waits)
assert all(d["retry_wait_inferred"] is None for d in h["devices"] if not d["longest_retry_wait_ns"])
assert (rt["longest_retry_wait_inferred"] is None) == (rt["longest_retry_wait_ns"] is None)
if sys.argv[3] == "attention":
    assert waits and waits[0]["retry_wait_inferred"] is True and rt["longest_retry_wait_inferred"] is True
' "$T/jsa-o.json" "$T/jsa/v.txt" "$(case $f in *attention*) echo attention ;; *) echo other ;; esac)" 2>"$T/jsa/err" ||
        { jsa="no: $f: $(tail -1 "$T/jsa/err")"; break; }
done
case $jsa in
ok) ok "--json: report_verdict is the report's Verdict line; heap_series/live_at null not missing; reals are reals; waits labelled" ;;
skip) ok "# SKIP --json script checks: no python3" ;;
*) ko "--json script checks: $jsa" ;;
esac

# --help, --version and --keys-roff to a full device: one line, exit 2, as
# every other output (they exited 0: an attacker's review)
if [ -w /dev/full ]; then
    for opt in --help --version --keys-roff; do
        $XOOMTUI $opt >/dev/full 2>"$T/err"; rc=$?
        if [ "$rc" = 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "^xoomtui: writing to stdout failed: " "$T/err"; then
            ok "$opt to a full device: one line, exit 2"
        else ko "$opt to a full device: rc $rc, stderr: $(cat "$T/err")"; fi
    done
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
