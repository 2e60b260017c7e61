#!/bin/sh
# tmux.sh - the real binary in a real terminal, driven as a user does:
# send-keys, then read the screen with capture-pane.
set -u
XOOMTUI=${XOOMTUI:-./xoomtui}
SRC=${XT_SRCDIR:-.}
command -v tmux >/dev/null 2>&1 || { echo "tmux not installed: skipped"; exit 77; }
T=$(mktemp -d /tmp/xoomtui-tmux-XXXXXX)
S=xoomtui-test-$$
export TMUX_TMPDIR="$T"
# tmux runs each command with $SHELL -c: pin it, so the test behaves the same
# whatever shell the user or the CI runner has (bash and dash differ on Ctrl-C)
export SHELL=/bin/sh
# each start gets a server of its own (socket srvN): killing a server's last
# session makes it exit, and a new session asked of it meanwhile fails with
# "server exited unexpectedly"
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
# wait_for TEXT: poll the screen up to 5 s
wait_for() {
    i=0
    while [ $i -lt 50 ]; do
        screen | grep -q -- "$1" && return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
check() { if wait_for "$2"; then ok "$1"; else ko "$1 (no '$2')"; fi; }
# wait_gone TEXT: poll up to 5 s until TEXT is no longer on the screen
wait_gone() {
    i=0
    while [ $i -lt 50 ]; do
        screen | grep -q -- "$1" || return 0
        sleep 0.1; i=$((i + 1))
    done
    return 1
}
check_gone() { if wait_gone "$2"; then ok "$1"; else ko "$1 (still '$2')"; fi; }
keys() { tm send-keys -t "$S" "$@"; sleep 0.15; }

# start COLS ROWS ARGS: xoomtui in a new session. The wrapper shell shares the
# terminal's foreground process group, so Ctrl-C reaches it too: its INT trap
# keeps it alive to print xoomtui's exit status (a trap, unlike an ignored
# signal, is reset to the default in xoomtui).
start() {
    tm kill-server >/dev/null 2>&1
    N=$((N + 1))
    tm new-session -d -s "$S" -x "$1" -y "$2" \
        "trap : INT; cd '$T' && LANG=C.UTF-8 TERM=xterm-256color '$XOOMTUI' --export-dir '$T' $3; echo EXITED \$?; sleep 30"
}

start 110 32 "'$SRC/examples/attention-oom.xplane.pb'"
check "verdict in the title bar" "needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
# (one module: no modules pane, the view at column 0)
check "the plan opens on its verdict line under the chart" "^>needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
# ^ (the chart cursor to the heap peak) brings the live set there into
# view, the cursor on its first role
keys '^'
check "forward group size" "forward, kept for backward  2.79 GiB  81.6%"
check "diagnosis pane open on a failure" "plan-exceeds-pool (measured)"
keys Enter
check "drill into the forward group" "f32\[8,8,1024,1024\]"
keys Enter
check "buffer detail: its source line" "source      model.py:88"
check "buffer detail: its chart under its facts" "cursor at event 25: heap 3.41 GiB"
keys G
check "buffer detail: its Python stack after the chart" "model.py:88 attention"
keys h h
keys r
check "runtime view" "1 execution (measured) of jit_train_step(15)"
keys ']'
check "scrub to the execution that never launched" "NEVER launched a kernel"
keys d
check_gone "d closes the diagnosis pane" "^Diagnosis[-=]"
keys d
check "toggle the diagnosis pane back" "plan-exceeds-pool"
# Alt-x: Esc and x at once, one key that does nothing (it closed the
# diagnosis as an Esc, then x: a trial)
keys M-x
check "Alt-x says it does nothing" "Alt-x does nothing here"
check "Alt-x leaves the diagnosis pane open" "plan-exceeds-pool"
keys e
check "export reports its path" "exported to $T/"
if ls "$T"/xoomtui-jit_train_step_15_-*.txt >/dev/null 2>&1; then ok "export file written"; else ko "export file written"; fi
tm resize-window -t "$S" -x 80 -y 24 2>/dev/null || tm resize-pane -t "$S" -x 80 -y 24
sleep 0.3
check "still drawn after a resize to 80x24" "^jit_train_step(15) | failed: needs 3.72 GiB"
check "a row cut by the narrower pane ends in a marker" "…$"
keys '?'
check "help from the key table" "previous execution"
keys Escape
keys q
check "q quits" "EXITED 0"

# a TERM without a terminfo entry (kitty over SSH): one xoomtui line, exit 2
# (under ASan without LeakSanitizer: ncurses keeps what a failed newterm
# allocated, and the exit status would be LeakSanitizer's)
tm kill-server >/dev/null 2>&1
N=$((N + 1)) # a new server: the last one may still be going (start does the same)
tm new-session -d -s "$S" -x 80 -y 24 \
    "cd '$T' && ASAN_OPTIONS=detect_leaks=0 LANG=C.UTF-8 TERM=xterm-no-such-term '$XOOMTUI' '$SRC/examples/attention-oom.xplane.pb'; echo EXITED \$?; sleep 30"
check "an unknown TERM: one line naming it" "xoomtui: cannot initialise the terminal: TERM 'xterm-no-such-term'"
check "... and exit 2" "EXITED 2"

# the newest run of a log dir of hosts, each cut short (the job died
# writing it): the TUI's line names the run before it, exit 2
L="$T/logdir/plugins/profile"
mkdir -p "$L/2026_12_03_10_00_00" "$L/2026_12_04_10_00_00"
for h in a b c; do
    cp "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" "$L/2026_12_03_10_00_00/$h.xplane.pb"
    head -c 5000 "$SRC/tests/data/jax08-rocm-mi300x-attention/tw003.xplane.pb" >"$L/2026_12_04_10_00_00/$h.xplane.pb"
done
start 200 24 "'$T/logdir'"
check "a run of cut hosts: the TUI names the older run" "an older run here: 2026_12_03_10_00_00"
check "... and exits 2" "EXITED 2"

# Ctrl-C and a dropped SSH link (SIGHUP) end it cleanly too
start 100 30 "'$SRC/examples/attention-oom.xplane.pb'"
check "opens again" "needs 3.72 GiB"
keys C-c
check "Ctrl-C exits cleanly, with 130 as shells expect" "EXITED 130"
start 100 30 "'$SRC/examples/attention-oom.xplane.pb'"
check "opens again" "needs 3.72 GiB"
pid=$(pgrep -n -f "xoomtui --export-dir $T" || true)
[ -n "$pid" ] && kill -HUP "$pid"
check "SIGHUP exits cleanly (129)" "EXITED 129"

# a read-only capture directory: browse, export, quit: nothing in it changes
mkdir -p "$T/ro/plugins/profile/2026_11_30_00_00_00"
cp "$SRC/examples/attention-oom.xplane.pb" "$T/ro/plugins/profile/2026_11_30_00_00_00/h.xplane.pb"
chmod -R a-w "$T/ro"
before=$(find "$T/ro" -exec stat -c '%n %s %Y' {} + | sort)
start 100 30 "'$T/ro'"
check "read-only log dir opens" "needs 3.72 GiB"
keys Enter Enter e r e q
check "quits after exporting" "EXITED 0"
after=$(find "$T/ro" -exec stat -c '%n %s %Y' {} + | sort)
if [ "$before" = "$after" ]; then ok "TUI left the capture directory unchanged"; else ko "capture directory changed"; fi
chmod -R u+w "$T/ro"

# a capture file alone in the folder the user works in, opened from there
# without --export-dir: that folder is the capture's, so e writes to
# $TMPDIR and says so; the folder stays as it was (a trial: e wrote there)
mkdir -p "$T/loose" "$T/loose-tmp"
cp "$SRC/examples/attention-oom.xplane.pb" "$T/loose/h.xplane.pb"
tm kill-server >/dev/null 2>&1
N=$((N + 1))
tm new-session -d -s "$S" -x 120 -y 30 \
    "cd '$T/loose' && TMPDIR='$T/loose-tmp' LANG=C.UTF-8 TERM=xterm-256color '$XOOMTUI' h.xplane.pb; echo EXITED \$?; sleep 30"
check "a loose capture file opens from its folder" "needs 3.72 GiB"
keys e
check "e from the loose file's folder goes to TMPDIR" "exported to $T/loose-tmp/xoomtui-"
check "... and says why, and how to choose, in words" "which is inside the capture folder"
keys q
check "quits after exporting" "EXITED 0"
if [ "$(ls -A "$T/loose")" = "h.xplane.pb" ] && ls "$T"/loose-tmp/xoomtui-*.txt >/dev/null 2>&1; then
    ok "e left the loose capture file's folder unchanged"
else ko "loose folder: $(ls -A "$T/loose"); TMPDIR: $(ls -A "$T/loose-tmp")"; fi

# R then Enter on a run that cannot be read (issue 13.16): the TUI stays
# open on the run it had and says why in the status line
mkdir -p "$T/runs/plugins/profile/2026_01_01" "$T/runs/plugins/profile/2026_01_02"
printf 'not a capture\377\377\377\377' >"$T/runs/plugins/profile/2026_01_01/h.xplane.pb"
cp "$SRC/examples/attention-oom.xplane.pb" "$T/runs/plugins/profile/2026_01_02/h.xplane.pb"
start 110 32 "'$T/runs'"
check "a log dir opens on its newest run" "needs 3.72 GiB"
check "the title names the open run" "| run 2026_01_02"
keys R
check "R lists the runs" "\* 2026_01_02"
check "... with their hosts and size" "1 host, "
keys k Enter
check "a corrupt run: the status line says why" "cannot open run 2026_01_01: "
check "a corrupt run: the open run stays" "needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
keys q
check "quits normally after" "EXITED 0"

# the capture changes on disk while the TUI is open (issue 13.4): the TUI
# keeps what it read, says so, and R reloads it
mkdir -p "$T/chg"
cp "$SRC/examples/attention-oom.xplane.pb" "$T/chg/h.xplane.pb"
start 110 32 "'$T/chg/h.xplane.pb'"
check "a capture that will change: opens" "needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
head -c 5000 "$SRC/examples/attention-oom.xplane.pb" >"$T/chg/h.xplane.pb" # truncated under it
keys r
check "the change is said in the status line" "the capture changed on disk since it was opened: press R to reload"
check "... and what was read stays on screen" "1 execution (measured) of jit_train_step(15)"
keys R
check "R on the changed capture: reloading it fails, the TUI stays" "cannot open the capture again"
cp "$SRC/examples/attention-oom.xplane.pb" "$T/chg/h.xplane.pb"
keys R
check_gone "R again once the file is whole: reloaded, the change no longer said" "changed on disk"
check "... the reloaded capture on screen" "needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
check "... and the reload said (a trial saw nothing happen)" "reloaded .*h.xplane.pb"
keys q
check "quits normally after reloading" "EXITED 0"

# the other synthetic OOM scenarios: what the title and the views say
# (each in a folder of its own: an export dir inside a capture's is refused)
FIX=${XT_BUILD_FIXTURE:-./tests/builder/xt-build-fixture}
mkdir -p "$T/fix"
"$FIX" grads-kept "$T/fix/grads.xplane.pb"
start 110 32 "'$T/fix/grads.xplane.pb'"
check "growth in the title bar" "grows +104.0 MiB/exec (inferred)"
check "its diagnosis, open from the start" "growth-per-execution (inferred)"
# (the view opens on the last execution; g goes up to the table's heading,
# above the rows the status line keeps for the explanations)
keys d r g
check "growth per execution in the runtime view" "growth +104.0 MiB per execution (inferred from a line fit"
keys q
check "quits" "EXITED 0"
"$FIX" no-donation "$T/fix/nodon.xplane.pb"
start 110 32 "'$T/fix/nodon.xplane.pb'"
check "no-donation diagnosis" "no-donation"
keys q
"$FIX" other-live "$T/fix/other.xplane.pb"
start 110 32 "'$T/fix/other.xplane.pb'"
check "other-live-arrays diagnosis" "other-live-arrays"
keys q
"$FIX" scan-fsdp "$T/fix/scan.xplane.pb"
start 110 32 "'$T/fix/scan.xplane.pb'"
keys Enter Enter
check "scan: a buffer defined in the while body" "via while.50"
keys q

# a run of two hosts, the second out of memory: it opens on the failing
# host, and the title says how many of the run's hosts fail, at 80 columns
# too (a user at 3 a.m. must not land on a host that fits)
mkdir -p "$T/run2"
"$FIX" scan-fsdp "$T/run2/a-fits.xplane.pb"
"$FIX" attention "$T/run2/b-oom.xplane.pb"
start 120 30 "'$T/run2'"
check "a run opens on its failing host" "needs 3.72 GiB (read) > pool 2.79 GiB (measured)"
check "... and says how many fail" "1 of 2 hosts fail (H)"
check "... and why it opened there" "host b-oom, the worst of 2: the only host that fails (H lists them)"
keys q
start 80 24 "'$T/run2'"
check "80x24: the failing host, the count of failing hosts" "2.79G (measured) | b-oom,* .*1.*2 .*fail"
keys q
check "quits" "EXITED 0"
# a run of five, two failing and one cut short, at 80x24: the title keeps
# how many fail (it kept "xoomtui | " and "jit_" and lost the count: a trial)
mkdir -p "$T/run5"
"$FIX" attention "$T/run5/host-0.xplane.pb"
"$FIX" grads-kept "$T/run5/host-1.xplane.pb"
"$FIX" no-donation "$T/run5/host-2.xplane.pb"
"$FIX" scan-fsdp "$T/run5/host-3.xplane.pb"
head -c 5000 "$T/run5/host-0.xplane.pb" >"$T/run5/host-4.xplane.pb"
start 80 24 "'$T/run5'"
# (at 80 the shown host's own failure, which the capture measured, before
# how many fail: the figures alone read as a forecast, a trial)
check "80x24, a run: the shown host's failure stays in the title" "^update(9) | failed: 3.88G (read) > 2.79G (measured) | host-2"
keys q
start 90 24 "'$T/run5'"
check "90 columns, a run with hosts unread: how many fail, with it" "^jit_update(9) | failed: .*(measured) | host-2, 2/5 hosts fail, 1 unread"
keys q
start 100 24 "'$T/run5'"
# (in words where they fit: "2/5" read unlike the "3 of 10" of a
# comparison's other side, a trial)
check "100 columns: ... and the unread, after a comma" "host-2, 2 of 5 hosts fail, 1 unread (H)"
keys q

# --host (and --module) still hold when R reloads the run: the reload
# opened on the worst host instead, without a word (session 32's note)
start 120 30 "--host a-fits --module jit_train_step '$T/run2'"
# (a step that fits: the verdict in fewer words, "xoomtui | " kept: README)
check "--host opens on the host it names" "50% of 144.0 GiB (measured) | a-fits"
touch "$T/run2/a-fits.xplane.pb"
keys R
check "R on a changed run: reloaded" "reloaded .*run2"
check "... still on --host's host, not the worst" "50% of 144.0 GiB (measured) | a-fits"
keys q
# ... and in a log dir, whose reload names its run (it read as another
# run, its own picks: a review)
mkdir -p "$T/logd/plugins/profile/2026_02_02"
cp "$T/run2/a-fits.xplane.pb" "$T/run2/b-oom.xplane.pb" "$T/logd/plugins/profile/2026_02_02/"
start 120 30 "--host a-fits --module jit_train_step '$T/logd'"
check "a log dir with --host: on its host" "50% of 144.0 GiB (measured) | a-fits"
touch "$T/logd/plugins/profile/2026_02_02/a-fits.xplane.pb"
keys R
check "R on a log dir's changed run: reloaded, not 'opened run'" "reloaded .*logd"
check "... still on --host's host" "50% of 144.0 GiB (measured) | a-fits"
keys q
# another run opened from the list takes its own worst host; the run
# --host was given for, opened again from the list, is on that host (it
# opened on its worst, as any other run: a review)
mkdir -p "$T/logd/plugins/profile/2026_02_01"
cp "$T/run2/a-fits.xplane.pb" "$T/run2/b-oom.xplane.pb" "$T/logd/plugins/profile/2026_02_01/"
# (130 columns: at 120 the failing host's "failed: needs ..." comes before the run's name)
start 130 30 "--host a-fits --module jit_train_step '$T/logd'"
check "two runs, --host: on its host" "| run 2026_02_02 | a-fits, 1 of 2 hosts fail"
keys R
check "R lists the runs" "^Runs="
keys k Enter
check "the older run opened" "opened run 2026_02_01"
check "... on its own worst host" "| run 2026_02_01 | b-oom, 1 of 2 hosts fail"
keys R
check "R lists the runs again" "^Runs="
keys j Enter
check "the first run opened again" "opened run 2026_02_02"
check "... on --host's host again" "| run 2026_02_02 | a-fits, 1 of 2 hosts fail"
keys q

# the real 8-GPU capture: the runtime view lists the devices, opens on the
# one with the least headroom (nothing failed), and Enter on another device
# switches the view to it
start 110 50 "'$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu'"
check "8 GPUs: opens" "jit_forward_3d_conv(15)"
keys r
check "the runtime describes the selected device" "5 executions (measured) of jit_forward_3d_conv(15) on GPU 1"
# (g goes up to the devices table: the view opens on the selected execution)
keys g
check "devices in the runtime view" "\* GPU 1 .*ok, 142.4 GiB left"
check "... alike to the figure shown: no ranking" "142.4 GiB left, within"
keys g Enter
check "Enter on a device row selects it" "device GPU 0"
check "the runtime view now describes it" "5 executions (measured) of jit_forward_3d_conv(15) on GPU 0"
# (g showed the pane's very top: } brings the live set under the last
# execution into view)
keys '}'
check "... in its pool" "Live in GPU_0_bfc at execution 5's start: "
keys q
check "quits" "EXITED 0"
# the real attention capture at 80x24: a search for a buffer's shape,
# which only the buffer list one Enter below the plan shows, opens that
# list on the buffer; h goes back to the role it opened
start 80 24 "'$SRC/tests/data/jax08-rocm-mi300x-attention'"
check "attention: opens on the plan" "Plan of jit_matmul(59)"
keys / 'f32[4,4,2048' Enter
check "a shape one Enter below the plan: found there" "^/f32\[4,4,2048  1 of 1 in the other buffers; h goes back"
# (a role's list at 80 columns leaves out its role: the source whole)
check "... its list open, the cursor on it" ">.*f32\[4,4,2048,1024\] generate_attention_tr"
keys h
check "h: back on the role it opened" ">  other  "
keys q
check "quits" "EXITED 0"
# issue 15 (done when): at 80x24, with keys only, every row of the
# diagnosis of each reference fixture shows on the screen: the cause, the
# fix, the saving and the check of every line.  The report at the pane's
# width (78) is the reference; the screen shows each of its rows after the
# cursor column.
for sc in attention attention-jax011 grads-kept no-donation scan-fsdp other-live same-name-cuda bad-trace; do
    "$FIX" "$sc" "$T/fix/$sc.xplane.pb"
    "$XOOMTUI" --report --width 78 "$T/fix/$sc.xplane.pb" 2>/dev/null |
        sed -n '/^Diagnosis$/,/^Confirm a fix/p' | sed '1d;$d' >"$T/want.txt"
    start 80 24 "'$T/fix/$sc.xplane.pb'"
    wait_for "^? help  q quit" >/dev/null || { ko "$sc: opens at 80x24"; continue; }
    if screen | grep -q "^Diagnosis"; then keys Tab; else keys d; fi
    keys z  # the diagnosis pane alone on the screen
    : >"$T/seen.txt"
    i=0
    while [ $i -lt 12 ]; do
        screen >>"$T/seen.txt"
        grep -q "Confirm a fix" "$T/seen.txt" && screen | grep -q "re-runs nothing" && break
        keys PageDown
        i=$((i + 1))
    done
    missing=0
    while IFS= read -r line; do
        [ -z "$line" ] && continue
        grep -q -x -F -e " $line" -e ">$line" "$T/seen.txt" || { missing=$((missing + 1)); echo "    missing: $line"; }
    done <"$T/want.txt"
    rows=$(grep -c -E '^  (cause|fix|saving|check):' "$T/want.txt")
    if [ "$missing" -eq 0 ] && [ -s "$T/want.txt" ]; then
        ok "$sc at 80x24: all $(wc -l <"$T/want.txt") diagnosis rows read with keys ($rows cause/fix/saving/check)"
    else
        ko "$sc at 80x24: $missing diagnosis rows never shown"
    fi
    keys q
done

# issue 15 at 80x24, item by item, as a user on a jump host sees it
start 80 24 "'$T/fix/grads-kept.xplane.pb'"
check "15.3 the verdict whole in an 80-column title" "+104.0 MiB/exec (inferred); full in ~10 more (inferred)$"
keys Tab z
check "15.1 z: the diagnosis on the whole screen" "^Diagnosis====="
keys z q
start 80 24 "'$SRC/examples/attention-oom.xplane.pb'"
wait_for "needs 3.72 GiB" >/dev/null
wait_for "? help  q quit" >/dev/null
# the README's 80x24 screen is this one, as it opens
sed -n '/^At 80x24, what an SSH session/,/^## /p' "$SRC/README.md" | sed -n '/^```$/,/^```$/p' |
    sed '1d;$d' >"$T/screen.readme"
# (one module: no modules pane, so no ACS rule, which tmux may give as 'x')
screen | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$T/screen.now"
if cmp -s "$T/screen.readme" "$T/screen.now"; then ok "README's 80x24 screen is the real one"
else ko "README's 80x24 screen differs: $(diff "$T/screen.readme" "$T/screen.now" | head -4)"; fi
keys k k k k k k k k k k k k k k k k k k k k k k k k
check "15.2 k reaches the plan's first lines" "Plan (read from the buffer assignment, memory space 0)"
check "15.2 ... and its verdict line" "^[ >]needs 3.72 GiB (read) > pool 2.79 GiB (measured)$"
keys G g
check "15.2 g shows the heading again" "Plan (read from the buffer assignment, memory space 0)"
keys '?' Space
check "15.4 Space pages the help, it stays open" "^Keys====="
keys G
check "15.4 G: the help's last page" "inferred (an estimate)"
keys Escape
keys G k Enter
keys / 4 1 9 2 Enter
check "15.5 the search counts its matches (what the pane shows)" "/4192  1 of 12"
keys / q q q Escape
keys n
check "15.5 Esc keeps the last search: n finds 4192 again" "/4192  2 of 12"
keys G
check "15.8 the column header stays on a scrolled list" "bytes  %peak  shape  *role"
keys b
check "b groups the live set by Python line, the cursor on its buffer's group" "> 143.0 MiB   4.1%        2  (no Python line)"
keys b b b
keys s
check "15.6 s sorts the list" "(sorted by shape)"
keys p s
check "15.6 s where there is no list says so" "nothing to sort here"
keys e
check "15.9 an export says so" "exported to"
keys '?' e
check_gone "15.9 e over the help: no stale export message" "exported to"
check "one module at 80 columns: no modules pane" "^Plan of jit_train_step(15)===="
keys m Tab
check "15.7 m shows the modules pane: it keeps the (id), jit_ dropped, the total in 4 columns" " \* 3.7G   1x train_s…(15)"
keys Tab Tab q
check "quits" "EXITED 0"
# the mouse (SGR reports, as xterm sends them) and y: OSC 52 reaches tmux's buffer
start 80 24 "'$T/fix/same-name-cuda.xplane.pb'"
wait_for "jit_matmul(19)" >/dev/null
tm send-keys -t "$S" -l "$(printf '\033[<0;6;4M')"; tm send-keys -t "$S" -l "$(printf '\033[<0;6;4m')"
check "a click on a module opens it" "Plan of jit_matmul(32)"
keys q
start 80 24 "'$SRC/examples/attention-oom.xplane.pb'"
wait_for "needs 3.72" >/dev/null
tm set-option -g set-clipboard on
keys G k Enter
keys y
check "y copies the buffer's file:line" "copied (OSC 52): model.py:88"
if [ "$(tm show-buffer 2>/dev/null)" = "model.py:88" ]; then ok "... into the terminal's clipboard (OSC 52)"
else ko "OSC 52 did not reach the terminal: '$(tm show-buffer 2>&1)'"; fi
tm send-keys -t "$S" -l "$(printf '\033[<65;40;10M')"
check "the wheel scrolls the list (a fifth buffer in its four rows)" "model.py:88 fusion.softmax.4$"
keys q
"$XOOMTUI" --report "$SRC/examples/attention-oom.xplane.pb" >"$T/report.txt"
if grep -q "Enter\|\[ \] step" "$T/report.txt"; then ko "15.12 the report names TUI keys"; else ok "15.12 no TUI hints in --report"; fi

# a capture without modules (TensorFlow's) at 80x24: what held its pool's
# peak, an op of every layer in one row; Enter lists its 24 allocations,
# each by its layer; h goes back
start 80 24 "'$SRC/tests/data/tf-gpu-v100-multiworker'"
check "planless: the pool's chart" "GPU_6_bfc in use (measured; max per column)"
keys j j j j
check "planless: the pool's live set at its peak" "Live in GPU_6_bfc at its peak: 5.78 GiB"
check "planless: why that pool" "GPU_6_bfc: the device pool nearest to full: its lifetime peak is 40"
keys j j j
check "planless: an op of every layer in one row" "dropout_3/dropout/Cast:Cast(\[4,16,384,384\]) x24"
keys Enter
check "planless: Enter lists the op's allocations" "432.0 MiB in 24 allocations at GPU_6_bfc's peak"
check "planless: each by its layer" "\[4,16,384,384\] layer_19"
keys h
check "planless: h goes back" "Runtime (p: why there is no plan)"
keys q

# a real capture, and SIGTERM restores the terminal and exits
start 100 30 "'$SRC/tests/data/jax08-rocm-mi300x-conv-8gpu'"
check "real capture opens" "jit_forward_3d_conv(15)"
check "healthy verdict" "fits: needs 1.08 GiB (read), 0.7% of pool 144.0 GiB"
pid=$(pgrep -n -f "xoomtui --export-dir $T" || true)
[ -n "$pid" ] && kill -TERM "$pid"
check "SIGTERM exits cleanly (143)" "EXITED 143"

# a second signal while a key is still being handled (here: both arrive
# while the process is stopped) leaves at once, and still restores the
# terminal's modes (issue 13.5: never deaf to Ctrl-C and SIGTERM)
tm kill-server >/dev/null 2>&1
N=$((N + 1))
tm new-session -d -s "$S" -x 100 -y 30 \
    "trap : INT; cd '$T' && LANG=C.UTF-8 TERM=xterm-256color '$XOOMTUI' --export-dir '$T' '$SRC/examples/attention-oom.xplane.pb'; echo EXITED \$?; stty -a | grep -o -- '-*icanon' | sed 's/^/MODE /'; sleep 30"
check "opens once more" "needs 3.72 GiB"
pid=$(pgrep -n -f "xoomtui --export-dir $T" || true)
if [ -n "$pid" ]; then
    kill -STOP "$pid"; kill -TERM "$pid"; kill -INT "$pid"; kill -CONT "$pid"
fi
check "a second signal exits at once" "EXITED 1[34][03]"
check "... with the terminal's line mode restored" "MODE icanon"

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
