#!/bin/sh
# charts.sh - the charts of the plan and runtime views (issue 16) in a real
# terminal at 80x24 and 200x50, in UTF-8 and with LANG=C: the chart is
# drawn, the program-order cursor moves, a buffer is selected and the
# cursor jumps to its free.  Helpers as in tmux.sh.
set -u
XOOMTUI=${XOOMTUI:-./xoomtui}
SRC=${XT_SRCDIR:-.}
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed: skipped"; exit 77; }
T=$(mktemp -d /tmp/xoomtui-charts-XXXXXX)
S=xoomtui-charts-$$
export TMUX_TMPDIR="$T"
export SHELL=/bin/sh
N=0
tm() { tmux -L "srv$N" "$@"; }
stop_all() {
    i=0
    while [ $i -le $N ]; do tmux -L "srv$i" kill-server >/dev/null 2>&1; i=$((i + 1)); done
    rm -rf "$T"
}
trap stop_all EXIT
pass=0 fail=0
ok() { pass=$((pass + 1)); echo "ok - $1"; }
ko() { fail=$((fail + 1)); echo "not ok - $1"; tm capture-pane -p -t "$S" 2>/dev/null | grep -v '^$' | sed 's/^/    | /'; }
screen() { tm capture-pane -p -t "$S" 2>/dev/null; }
wait_for() {
    i=0
    while [ $i -lt 50 ]; do
        screen | grep -q -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
check() { if wait_for "$2"; then ok "$1"; else ko "$1 (no '$2')"; fi; }
keys() { tm send-keys -t "$S" "$@"; sleep 0.15; }

# start COLS ROWS LANG: xoomtui on the attention example
start() {
    tm kill-server >/dev/null 2>&1
    N=$((N + 1))
    tm new-session -d -s "$S" -x "$1" -y "$2" \
        "cd '$T' && LANG=$3 LC_ALL=$3 TERM=xterm-256color '$XOOMTUI' --export-dir '$T' '$SRC/examples/attention-oom.xplane.pb'; echo EXITED \$?; sleep 30"
}

for size in "80 24" "200 50"; do
    for lang in C.UTF-8 C; do
        set -- $size
        at="$1x$2 $lang"
        if [ "$lang" = C ]; then axis='0 B +--'; lifetime='* live from event 3 '; else axis='0 B └'; lifetime='━ live from event 3 '; fi
        start "$1" "$2" "$lang"
        check "$at: the heap chart on the plan view" "Heap over program order"
        check "$at: the chart's axis" "$axis"
        check "$at: the cursor at the heap peak" "cursor at event 25: heap 3.41 GiB"
        # at the rule of the modules pane at 200 columns, at the first
        # column at 80 (one module: no pane); not the title's "| needs"
        check "$at: the plan's verdict line under the chart (issue 15.2)" "^\([^|]*[x│|]\)\?[ >]needs 3.72 GiB (read) > pool 2.79 GiB (measured)$"
        if [ "$1" = 80 ]; then
            check "$at: one module: no modules pane" "^Plan of jit_train_step(15)===="
            # m shows it: a name's cut marker, '…', or '*' without UTF-8
            # (a glob's "any characters"; '\' read as a shell's escape: a
            # trial; '>' is the cursor's column)
            keys m
            if [ "$lang" = C ]; then cut='train_s[*](15)'; else cut='train_s…(15)'; fi
            check "$at: the modules pane cuts the name with the name's marker" " \* 3.7G   1x $cut"
            keys m
        fi
        keys ,
        check "$at: , one event back" "cursor at event 24:"
        check "$at: the live set at the cursor" "Live after event 24 of 48 (read)"
        keys 0
        check "$at: 0 the first event" "cursor at event 1:"
        keys '$'
        check "$at: \$ the last event" "cursor at event 48:"
        keys '>'
        check "$at: > at the last column says so" "the last column"
        keys '^'
        check "$at: ^ the heap peak" "cursor at event 25:"
        keys Enter
        check "$at: Enter on a role at the peak: its buffers" "Live at the heap peak: forward"
        check "$at: the selected buffer's lifetime on the chart" "$lifetime"
        keys f
        check "$at: f jumps the cursor to its free" "event 27 of 48: heap 3.10 GiB at fusion.softmax.bwd.0; the buffer is freed here"
        check "$at: ... and opens the buffer" "Buffer fusion.softmax.0"
        keys a
        check "$at: a jumps to its allocation" "event 3 of 48: .*allocated here"
        keys r
        check "$at: the runtime chart" "GPU_0_bfc in use (measured; max per column)"
        keys q
        check "$at: quits" "EXITED 0"
    done
done

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
