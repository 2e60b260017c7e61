#!/bin/sh
# compare.sh - `xoomtui BEFORE AFTER` in a real 80x24 terminal (issue 17):
# the comparison mode opens on the attention pair (before and after
# jax.checkpoint of the block), shows the plan deltas in three narrow
# columns and the estimate row, swaps to BEFORE and back, and quits with 0.
set -u
XOOMTUI=${XOOMTUI:-./xoomtui}
FIX=${XT_BUILD_FIXTURE:-./tests/builder/xt-build-fixture}
case $XOOMTUI in /*) ;; *) XOOMTUI=$(pwd)/$XOOMTUI ;; esac # the session runs elsewhere
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed: skipped"; exit 77; }
T=$(mktemp -d /tmp/xoomtui-cmp-XXXXXX)
S=xoomtui-cmp-$$
export TMUX_TMPDIR="$T"
export SHELL=/bin/sh
tm() { tmux -L srv "$@"; }
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$T"' EXIT
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
# a new 80x24 session: in directory $1, with environment $2, xoomtui $3
# (the words as the shell inside reads them)
restart() {
    tm kill-server >/dev/null 2>&1
    sleep 0.2
    tm new-session -d -s "$S" -x 80 -y 24 \
        "trap : INT; cd '$1' && LANG=C.UTF-8 TERM=xterm-256color $2 '$XOOMTUI' $3; echo EXITED \$?; sleep 30"
}

mkdir -p "$T/b" "$T/a" "$T/out"
"$FIX" pair-attention-before "$T/b/attention.xplane.pb" || { echo "cannot build the pair"; exit 1; }
"$FIX" pair-attention-after "$T/a/attention.xplane.pb" || { echo "cannot build the pair"; exit 1; }

tm new-session -d -s "$S" -x 80 -y 24 \
    "trap : INT; cd '$T/out' && LANG=C.UTF-8 TERM=xterm-256color '$XOOMTUI' '$T/b' '$T/a'; echo EXITED \$?; sleep 30"
check "opens in comparison mode" "xoomtui | BEFORE -> AFTER | jit_train_step | fails -> fits"
check "one pair: no modules pane, the view from column 0" "^>BEFORE -> AFTER: fails -> fits"
check "plan deltas in three columns" " temp block                   3.41 GiB   1.29 GiB  -2.12 GiB"
check "the total the step needs" " total the step needs         3.72 GiB   1.60 GiB  -2.12 GiB"
keys m
check "m shows the matched modules on the left" "^Modules, change"
check "beside it the plan deltas in three narrow columns" " temp block            3.41 GiB  1.29 GiB  -2.12 GiB"
keys m
check "m hides it again" "^   temp block                   3.41 GiB"
check "the estimate row in the diagnosis pane" "predicted up to ~2.79 GiB (inferred), actual drop"
check "the diagnosis ids gone" "gone:      plan-exceeds-pool, mostly-forward"
keys '/temp block' Enter
check "the selected row's exact figures in the status line, after the search's count" "^/temp block  1 of 1 here  (n next, N previous); temp block: 3,664,773,120 ->"
keys x
check "x shows BEFORE, the title names it and its failure" "BEFORE | jit_train_step(15) | failed: 3.72 GiB (read) > 2.79 GiB (measured)"
check "BEFORE's own diagnosis" "plan-exceeds-pool (measured)"
keys x
check "x shows AFTER" "AFTER | jit_train_step(17) | fits: needs 1.60 GiB (read) of 2.79 GiB (measured)"
keys x
check "x comes back to the comparison" "xoomtui | BEFORE -> AFTER | jit_train_step"
keys G k k k Enter
check "live at the peak side by side" "changed 12 -> 2              1.54 GiB  262.0 MiB  -1.28 GiB"
keys Enter
check "drills into each side's buffers" "BEFORE jit_train_step(15): 12 buffers, 1.54 GiB"
keys r
check "runtime deltas" " failing pool                GPU_0_bfc       none"
tm resize-window -t "$S" -x 200 -y 50 2>/dev/null || tm resize-pane -t "$S" -x 200 -y 50
sleep 0.3
keys p
check "at 200x50 the notes stand beside the figures" "  forward, kept for backward   2.79 GiB  678.0 MiB  -2.12 GiB  81.6% -> 51.3%"
keys q
check "q quits with 0" "EXITED 0"

# e from inside BEFORE's capture directory: nothing is written in either
# capture, in the comparison or in BEFORE's own views
restart "$T/b" "TMPDIR='$T/out'" ". ../a"
check "opens from inside BEFORE" "xoomtui | BEFORE -> AFTER"
keys e
check "export moves out of BEFORE's directory" "exported to $T/out/xoomtui-"
keys x e
# (82 columns: the row breaks after out/, the file's name whole on the next)
check "... also from BEFORE's own views" "exported to $T/out/"
check "... the file's name whole" "^xoomtui-before-jit_train_step_15_-plan.txt"
keys q
check "quits" "EXITED 0"
ls "$T/b" "$T/a" >"$T/ls.txt"; if grep -q "\.txt$" "$T/ls.txt"; then ko "a file in a capture: $(cat "$T/ls.txt" | tr "\n" " ")"; else ok "no file in either capture"; fi

# two runs (the lazy path: each side summarised, the pair loaded, a side's
# own host list loads the host picked, x follows it): AFTER has a host
# that cannot be read, said on the first status line and by exit 2
mkdir -p "$T/rb" "$T/ra"
"$FIX" pair-attention-before "$T/rb/h0.xplane.pb" >/dev/null
"$FIX" grads-kept "$T/rb/h1.xplane.pb" >/dev/null
"$FIX" pair-attention-after "$T/ra/h0.xplane.pb" >/dev/null
"$FIX" grads-kept "$T/ra/h1.xplane.pb" >/dev/null
head -c 3000 "$T/ra/h1.xplane.pb" >"$T/ra/h2.xplane.pb"
restart "$T/out" "" "--module jit_train_step '$T/rb' '$T/ra'"
# BEFORE's worst, h0, with AFTER's h0 (the same file name): AFTER's worst,
# h1, grew as much in BEFORE, so the fix did not move the problem there
check "two runs: opens on BEFORE's worst host and its partner" "BEFORE -> AFTER: fails -> fits (on h0) *$"
check "... AFTER's unreadable host said" "1 host of AFTER's run cannot be read"
keys x H
check "BEFORE's own hosts list" "h1  full in ~10 "
keys j Enter
# (its longer verdict's labels took "jit_" at 184 columns: it does not come back)
check "... its second host loaded" "BEFORE | \(jit_\)\{0,1\}train_step(7) | .*full in ~10 more (inferred)"
keys x x
check "the comparison follows the host picked" "BEFORE -> AFTER: fits but grows per step -> fits"
# the runs on the first screen, as --report has them under its verdict (a
# trial: "does not fit -> fits" over a run whose other host still waited)
check "... its first screen says how many hosts fail on each side" "^   hosts: 1 of 2 fails, 1 with a warning -> 0 of 3 fail, 1 with a warning, 1"
check "... and that BEFORE's worst host is another" "^   BEFORE's worst host is another: h0"
keys G Enter # a host's Enter gave the view the focus
check "... and BEFORE's own worst host, another now, is named" "its run's worst host is another: h0"
keys G
check "... --module still names the pair (it was dropped)" "The pair --module jit_train_step names"
keys q
check "quits with 2: a host could not be read" "EXITED 2"

# the same runs loaded whole (XOOMTUI_NO_STREAM=1): the pair followed is
# analysed with --module too (it was the default pair's modules)
rm -f "$T/ra/h2.xplane.pb"
restart "$T/out" "XOOMTUI_NO_STREAM=1" "--module jit_train_step '$T/rb' '$T/ra'"
check "loaded whole: opens on each run's worst host" "fails -> fits"
keys x H j Enter x x
check "... follows the host picked" "BEFORE -> AFTER: fits but grows per step -> fits"
keys G Enter # a host's Enter gave the view the focus
check "... BEFORE's own worst host named there too" "its run's worst host is another: h0"
keys G
check "... --module still names the pair" "The pair --module jit_train_step names"
keys q
check "... quits with 0" "EXITED 0"

# two runs where the host compared no longer fails but another still does:
# the first row says so ("fails -> fits" alone read as the job fixed: a
# trial)
mkdir -p "$T/sb" "$T/sa"
"$FIX" gpu8-fails "$T/sb/h0.xplane.pb" >/dev/null; "$FIX" attention "$T/sb/h1.xplane.pb" >/dev/null
"$FIX" gpu8-waits "$T/sa/h0.xplane.pb" >/dev/null; "$FIX" attention "$T/sa/h1.xplane.pb" >/dev/null
restart "$T/out" "" "--host h0 '$T/sb' '$T/sa'"
check "a run whose other host still fails: said on the first row" "fails -> fits (on gpu-node-3); AFTER.s own pick"
check "... with how many hosts" "AFTER's run still fails: 1 of 2 hosts"
keys q
check "... quits with 0" "EXITED 0"

# the same capture twice (a tab completion too many): every change is 0,
# said where the user looks, not only on stderr behind the screen
restart "$T/out" "" "'$T/b' '$T/b'"
check "the same capture twice: said on the status line" "BEFORE and AFTER are the same folder: every change is 0"
keys q
check "... quits with 0" "EXITED 0"

# two runs compared on two hosts (AFTER's h1 got worse than in BEFORE): the
# first screen says so before the verdicts it qualifies (under them, 60x20
# hid it; a trial read an estimate across two hosts)
mkdir -p "$T/tb" "$T/ta"
for h in 0 1; do "$FIX" scan-fsdp "$T/tb/h$h.xplane.pb" >/dev/null; done
"$FIX" attention "$T/tb/h2.xplane.pb" >/dev/null
"$FIX" scan-fsdp "$T/ta/h0.xplane.pb" >/dev/null; "$FIX" grads-kept "$T/ta/h1.xplane.pb" >/dev/null
"$FIX" scan-fsdp "$T/ta/h2.xplane.pb" >/dev/null
restart "$T/out" "" "'$T/tb' '$T/ta'"
check "two runs on two hosts: said on the first screen" "two hosts: BEFORE's h2 -> AFTER's"
two=$(screen | grep -n "two hosts:" | head -1 | cut -d: -f1)
bef=$(screen | grep -n "before jit_train_step" | head -1 | cut -d: -f1)
if [ -n "$two" ] && [ -n "$bef" ] && [ "$two" -lt "$bef" ]; then ok "... before the verdicts"
else ko "... before the verdicts (rows $two, $bef)"; fi
keys q
check "... quits with 0" "EXITED 0"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
