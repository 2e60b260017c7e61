#!/bin/bash
# run.sh [SIZE_MIB...] - every target of issue 18 on every profile, in one
# table (bench/README.md).  Run from the build directory (where xoomtui and
# the bench/ programs are):
#   make && ../bench/run.sh 256 1024
#   PROFILES="jax08 jax011" RUNS=5 STAT=min SKIP_PY=1 ../bench/run.sh 256
# Captures are generated once into $BENCH_DIR (default /tmp/xoomtui-bench),
# named PROFILE-SIZE.xplane.pb; KEEP=0 deletes each one after measuring it.
set -u
SRC=$(cd "$(dirname "$0")/.." && pwd)
B=${BUILD:-.}
DIR=${BENCH_DIR:-/tmp/xoomtui-bench}
RUNS=${RUNS:-3}
STAT=${STAT:-median}   # the ratios from each command's median, or min (a shared, noisy machine)
PY=${PYTHON:-/usr/bin/python3}
read -r -a profiles <<<"${PROFILES:-legacy-kind jax08 jax09 jax011}"
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(256)
mkdir -p "$DIR"
for exe in "$B/xoomtui" "$B/bench/xt-bench-gen" "$B/bench/xt-bench-walk"; do
    [ -x "$exe" ] || { echo "run.sh: $exe missing: run make first (BUILD=dir)"; exit 2; }
done
pynote=
pyskipped=
if [ -n "${SKIP_PY:-}" ]; then
    pynote="Python's parse skipped (SKIP_PY)"
elif ! "$PY" -c 'import google.protobuf' 2>/dev/null; then
    pynote="Python's parse skipped: $PY has no google.protobuf (apt-get install python3-protobuf)"
fi
tui=$B/bench/xt-bench-tui
[ -x "$tui" ] || tui=

# measure CMD...: RUNS times on $f; prints "median min max rss_max cpu_min" (s, s, s, MB, s);
# wall time from date(1) in ns (time(1)'s %e has 10 ms steps), peak RSS from time(1)
measure() {
    local ts=() rss=0 t m tf t0 t1 rc u sy c cpu=
    tf=$(mktemp)
    for ((i = 0; i < RUNS; i++)); do
        cat "$f" >/dev/null   # page cache warm: Python's parse evicts it
        t0=$(date +%s%N)
        /usr/bin/time -f "%x %M %U %S" -o "$tf" "$@" >/dev/null 2>&1
        t1=$(date +%s%N)
        read -r rc m u sy < <(tail -1 "$tf")
        case "$rc" in 0) ;; *) rm -f "$tf"; echo "failed"; return;; esac
        t=$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.4f", (b - a) / 1e9}')
        c=$(awk -v u="$u" -v s="$sy" 'BEGIN {printf "%.2f", u + s}')
        { [ -z "$cpu" ] || awk -v c="$c" -v m="$cpu" 'BEGIN {exit !(c < m)}'; } && cpu=$c
        ts+=("$t")
        [ "$m" -gt "$rss" ] && rss=$m
    done
    rm -f "$tf"
    printf '%s\n' "${ts[@]}" | sort -g | awk -v rss="$rss" -v cpu="$cpu" '{a[NR]=$1} END {printf "%.3f %.3f %.3f %.0f %s\n", a[int((NR+1)/2)], a[1], a[NR], rss/1024, cpu}'
}

# tui_summary: xt-bench-tui's outputs (RUNS of them) on stdin; prints "first_s switch_mean switch_worst step_mean step_worst
# device_mean device_worst cursor_mean cursor_worst first_cpu_s" (n/a for a device switch on a one-device capture)
# (first screen: the median, or the minimum with STAT=min; the key timings: the median of the means, the worst of the worsts)
tui_summary() {
    awk -v stat="$STAT" '
        /^first screen \(/ { fs[++n] = $(NF-1) }
        /^first screen CPU/ { fc[++g] = $(NF-1) }
        /^switch module/ { gsub(",", ""); sm[++a] = $4; if ($7 > sw) sw = $7 }
        /^previous execution/ { gsub(",", ""); pm[++b] = $4; if ($7 > pw) pw = $7 }
        /^switch device: n\/a/ { dn = 1 }
        /^switch device: mean/ { gsub(",", ""); dm[++c] = $4; if ($7 > dw) dw = $7 }
        /^program-order cursor step/ { gsub(",", ""); cm[++e] = $5; if ($8 > cw) cw = $8 }
        function med(x, k,   i, j, t) { for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (x[j] < x[i]) { t = x[i]; x[i] = x[j]; x[j] = t } return x[int((k + 1) / 2)] }
        END { if (!n) { print "failed"; exit } f = med(fs, n); if (stat == "min") f = fs[1]
              printf "%.3f %.1f %.1f %.1f %.1f", f, med(sm, a), sw, med(pm, b), pw
              if (c) printf " %.1f %.1f", med(dm, c), dw; else printf " n/a n/a"
              if (e) printf " %.1f %.1f", med(cm, e), cw; else printf " n/a n/a"
              if (g) { med(fc, g); printf " %.2f\n", fc[1] } else printf " n/a\n" }'
}

# report_and_tui: xoomtui --report and xt-bench-tui, one run of each in
# turn, RUNS times; sets R[$p,$s,report] (as measure) and R[$p,$s,tui] (the
# tui_summary line).  The two figures of the first screen's ratio from the
# same minutes: this VM's speed drifts (one command's user time moved
# 0.36-0.52 s between runs minutes apart), and measured one after the
# other, RUNS of each, the drift went into the ratio (bench/RESULTS.md,
# twenty-third session)
report_and_tui() {
    local reps="" out="" k
    for ((k = 0; k < RUNS; k++)); do
        reps+=$(RUNS=1 measure "$B/xoomtui" --report "$f")$'\n'
        if [ -n "$tui" ]; then
            cat "$f" >/dev/null
            out+=$("$tui" "$f" 2>/dev/null)$'\n'
        fi
    done
    R[$p,$s,report]=$(printf '%s' "$reps" | combine)
    if [ -n "$tui" ]; then R[$p,$s,tui]=$(printf '%s' "$out" | tui_summary); else R[$p,$s,tui]=skipped; fi
}

# combine: measure's lines of single runs on stdin -> one line as measure's
combine() {
    awk '$1 == "failed" { bad = 1 }
        { t[NR] = $1; if ($4 > rss) rss = $4; if (cpu == "" || $5 < cpu) cpu = $5 }
        END { if (bad || !NR) { print "failed"; exit }
              for (i = 1; i <= NR; i++) for (j = i + 1; j <= NR; j++) if (t[j] < t[i]) { x = t[i]; t[i] = t[j]; t[j] = x }
              printf "%.3f %.3f %.3f %.0f %s\n", t[int((NR + 1) / 2)], t[1], t[NR], rss, cpu }'
}

# turns KEY1 KEY2 CMD1 CMD2: two commands (words of a string) one run of
# each in turn, RUNS times: R[KEY1], R[KEY2] as measure's.  A ratio's two
# figures from the same minutes (the 16 hosts on two cores against one:
# measured one after the other, the machine's drift went into the ratio)
turns() {
    local k1=$1 k2=$2 o1="" o2="" k
    read -r -a c1 <<<"$3"
    read -r -a c2 <<<"$4"
    for ((k = 0; k < RUNS; k++)); do
        o1+=$(RUNS=1 measure "${c1[@]}")$'\n'
        o2+=$(RUNS=1 measure "${c2[@]}")$'\n'
    done
    R[$k1]=$(printf '%s' "$o1" | combine)
    R[$k2]=$(printf '%s' "$o2" | combine)
}

declare -A R   # R[profile,size,what] = "median min max rss"
declare -A BYTES
printf '%-12s %-6s %-22s %9s %9s %9s %9s %9s\n' profile size what median min max rss_MB cpu_min
for p in "${profiles[@]}"; do
    for s in "${sizes[@]}"; do
        f="$DIR/$p-$s.xplane.pb"
        [ -f "$f" ] || "$B/bench/xt-bench-gen" --profile "$p" "$s" "$f" 2>/dev/null ||
            { echo "run.sh: xt-bench-gen --profile $p $s failed"; exit 2; }
        BYTES[$p,$s]=$(stat -c %s "$f")
        cat "$f" >/dev/null
        R[$p,$s,cat]=$(measure cat "$f")
        R[$p,$s,walk]=$(measure "$B/bench/xt-bench-walk" "$f")
        R[$p,$s,py]=later   # measured after every other command (below)
        R[$p,$s,json]=$(measure "$B/xoomtui" --json /dev/null "$f")
        report_and_tui
        for w in "cat|cat (page cache)" "walk|wire walk (floor)" \
                 "json|xoomtui --json" "report|xoomtui --report"; do
            printf '%-12s %-6s %-22s %s\n' "$p" "$s" "${w#*|}" \
                "$(echo "${R[$p,$s,${w%%|*}]}" | awk '{printf "%9s %9s %9s %9s %9s", $1, $2, $3, $4, $5}')"
        done
        printf '%-12s %-6s %-22s %s\n' "$p" "$s" "TUI first screen" "$(echo "${R[$p,$s,tui]}" | awk '{printf "%9s", $1}')"
        printf '%-12s %-6s %-22s %s\n' "$p" "$s" "TUI keys (ms)" "$(echo "${R[$p,$s,tui]}" | awk 'NF >= 9 {printf "switch module %s mean %s worst; previous execution %s mean %s worst; device %s mean %s worst; program-order cursor %s mean %s worst", $2, $3, $4, $5, $6, $7, $8, $9}')"
        [ "${KEEP:-1}" = 0 ] && rm -f "$f"
    done
done

# ---- many hosts: a run of $HOSTS host files per profile (issue 18) -----------
# sizes HOST_MIB, +2, +4 ... MiB (24-54 by default), seeds 1..HOSTS, in
# $DIR/hosts-PROFILE/plugins/profile/<run>/; HOSTS=0 skips them
HOSTS=${HOSTS:-16}
HOST_MIB=${HOST_MIB:-24}
if [ "$HOSTS" -gt 0 ]; then
    for p in "${profiles[@]}"; do
        rd="$DIR/hosts-$p/plugins/profile/2026_12_01_00_00_00"
        mkdir -p "$rd"
        for ((i = 0; i < HOSTS; i++)); do
            hf="$rd/host-$(printf %02d "$i").xplane.pb"
            [ -f "$hf" ] || "$B/bench/xt-bench-gen" --profile "$p" $((HOST_MIB + 2 * i)) "$hf" $((i + 1)) 2>/dev/null ||
                { echo "run.sh: xt-bench-gen --profile $p for host $i failed"; exit 2; }
        done
        BYTES[$p,hosts]=$(cat "$rd"/*.xplane.pb | wc -c)
        f=$hf # what measure() reads first (page cache)
        cat "$rd"/*.xplane.pb >/dev/null
        if command -v taskset >/dev/null; then
            turns "$p,hosts,run" "$p,hosts,core1" "$B/xoomtui --json /dev/null $DIR/hosts-$p" \
                "taskset -c 0 $B/xoomtui --json /dev/null $DIR/hosts-$p"
        else
            R[$p,hosts,run]=$(measure "$B/xoomtui" --json /dev/null "$DIR/hosts-$p")
            R[$p,hosts,core1]=skipped
        fi
        R[$p,hosts,largest]=$(measure "$B/xoomtui" --json /dev/null "$hf")
        R[$p,hosts,pool]=$(measure env XOOMTUI_HOST_THREADS="$(nproc)" "$B/xoomtui" --json /dev/null "$DIR/hosts-$p")
        for w in "run|$HOSTS hosts --json" "largest|the largest alone" "core1|$HOSTS hosts, 1 core" \
                 "pool|hosts at once (cores)"; do
            printf '%-12s %-6s %-22s %s\n' "$p" hosts "${w#*|}" \
                "$(echo "${R[$p,hosts,${w%%|*}]}" | awk '{printf "%9s %9s %9s %9s %9s", $1, $2, $3, $4, $5}')"
        done
    done
fi

# ---- Python's parse, after everything else ------------------------------------
# PY_RUNS times (default 1: it takes 40-90x as long), and only where its
# memory fits (3.6 GB for a 256 MiB file here: PY_MEM times the file,
# against MemAvailable).  Last: a run that freed 11-15 GB left the next
# xoomtui run on the same file 1.5x slower (page cache and THP state; the
# nineteenth session's first table).
for p in "${profiles[@]}"; do
    for s in "${sizes[@]}"; do
        f="$DIR/$p-$s.xplane.pb"
        if [ -n "$pynote" ] || [ ! -f "$f" ]; then
            R[$p,$s,py]=skipped
        elif [ $((BYTES[$p,$s] * ${PY_MEM:-15})) -gt $(($(awk '/MemAvailable/ {print $2}' /proc/meminfo) * 1024)) ]; then
            R[$p,$s,py]=skipped
            pyskipped+=" $p-$s"
        else
            R[$p,$s,py]=$(RUNS=${PY_RUNS:-1} measure "$PY" "$SRC/bench/pyparse.py" "$f")
        fi
        printf '%-12s %-6s %-22s %s\n' "$p" "$s" "python ParseFromString" \
            "$(echo "${R[$p,$s,py]}" | awk '{printf "%9s %9s %9s %9s %9s", $1, $2, $3, $4, $5}')"
    done
done

# ---- the one table: every target (issue 18) on every profile ----------------
small=${sizes[0]}
large=${sizes[${#sizes[@]}-1]}
rows=()
# row LABEL LIMIT OP AWK-EXPR-PER-PROFILE: cells "value met|no"
cell() { # cell VALUE OP LIMIT -> "0.42 yes"
    awk -v v="$1" -v op="$2" -v lim="$3" 'BEGIN {
        if (v == "" || v == "n/a") { printf "n/a"; exit }
        ok = (op == "<=") ? (v <= lim) : (op == "<") ? (v < lim) : (op == "~") ? (v >= 1 - lim && v <= 1 + lim) : 0
        printf "%s %s", v, ok ? "met" : "NOT"
    }'
}
ratio() { # ratio A B FMT
    awk -v a="$1" -v b="$2" -v fmt="$3" 'BEGIN { if (a == "" || b == "" || a == "failed" || b == "failed" || a == "skipped" || b == "skipped" || b + 0 == 0) print "n/a"; else printf fmt, a / b }'
}
first() { set -- $1; if [ "$STAT" = min ]; then echo "${2:-}"; else echo "${1:-}"; fi; }
fourth() { set -- $1; echo "${4:-}"; }

echo
printf '%-34s %-9s' "target (issue 18)" "limit"
for p in "${profiles[@]}"; do printf ' %13s' "$p"; done
echo
line() { # line LABEL LIMIT-TEXT then one cell per profile on stdin
    printf '%-34s %-9s' "$1" "$2"
    local c
    while IFS= read -r c; do printf ' %13s' "$c"; done
    echo
}
for s in "${sizes[@]}"; do
    for p in "${profiles[@]}"; do
        cell "$(ratio "$(fourth "${R[$p,$s,json]}")" "$(awk -v b="${BYTES[$p,$s]}" 'BEGIN {print b / 1048576}')" %.2f)" "<=" 0.5
        echo
    done | line "peak RSS / file, $s MiB" "<= 0.5"
done
for s in "${sizes[@]}"; do
    for p in "${profiles[@]}"; do
        cell "$(ratio "$(first "${R[$p,$s,json]}")" "$(first "${R[$p,$s,walk]}")" %.2f)" "<=" 1.2
        echo
    done | line "--json time / wire walk, $s MiB" "<= 1.2"
done
fifth() { set -- $1; echo "${5:-}"; }
for s in "${sizes[@]}"; do
    for p in "${profiles[@]}"; do
        printf '%s' "$(ratio "$(fifth "${R[$p,$s,json]}")" "$(fifth "${R[$p,$s,walk]}")" %.2f)"
        echo
    done | line "  (info) CPU s / walk CPU s, $s" ""
done
for s in "${sizes[@]}"; do
    for p in "${profiles[@]}"; do
        cell "$(ratio "$(first "${R[$p,$s,json]}")" "$(first "${R[$p,$s,py]}")" %.3f)" "<=" 0.05
        echo
    done | line "--json time / Python parse, $s MiB" "<= 0.05"
done
if [ "$small" != "$large" ]; then
    for p in "${profiles[@]}"; do
        a=$(ratio "$(first "${R[$p,$large,json]}")" "${BYTES[$p,$large]}" %.6g)
        b=$(ratio "$(first "${R[$p,$small,json]}")" "${BYTES[$p,$small]}" %.6g)
        cell "$(ratio "$a" "$b" %.2f)" "~" 0.1
        echo
    done | line "s per GiB, $large vs $small MiB" "1 +- 0.1"
    for p in "${profiles[@]}"; do
        a=$(ratio "$(fourth "${R[$p,$large,json]}")" "${BYTES[$p,$large]}" %.6g)
        b=$(ratio "$(fourth "${R[$p,$small,json]}")" "${BYTES[$p,$small]}" %.6g)
        cell "$(ratio "$a" "$b" %.2f)" "~" 0.1
        echo
    done | line "RSS per GiB, $large vs $small MiB" "1 +- 0.1"
    # the floor's own: how linear a bare walk of the same files is here
    for p in "${profiles[@]}"; do
        a=$(ratio "$(first "${R[$p,$large,walk]}")" "${BYTES[$p,$large]}" %.6g)
        b=$(ratio "$(first "${R[$p,$small,walk]}")" "${BYTES[$p,$small]}" %.6g)
        printf '%s\n' "$(ratio "$a" "$b" %.2f)"
    done | line "  (info) walk s/GiB, $large/$small" ""
    if [ ${#sizes[@]} -ge 3 ]; then
        # the cost of each added GiB, without the fixed part every size
        # carries (the modules' plans): (mid -> large) / (small -> mid)
        mid=${sizes[1]}
        for k in "first|s" "fourth|RSS"; do
            for p in "${profiles[@]}"; do
                f=${k%%|*}
                a=$(awk -v x="$($f "${R[$p,$large,json]}")" -v y="$($f "${R[$p,$mid,json]}")" \
                        -v bx="${BYTES[$p,$large]}" -v by="${BYTES[$p,$mid]}" \
                        'BEGIN { if (x == "" || y == "" || bx == by) print ""; else printf "%.6g", (x - y) / (bx - by) }')
                b=$(awk -v x="$($f "${R[$p,$mid,json]}")" -v y="$($f "${R[$p,$small,json]}")" \
                        -v bx="${BYTES[$p,$mid]}" -v by="${BYTES[$p,$small]}" \
                        'BEGIN { if (x == "" || y == "" || bx == by) print ""; else printf "%.6g", (x - y) / (bx - by) }')
                printf '%s\n' "$(ratio "$a" "$b" %.2f)"
            done | line "  (info) added ${k#*|}/GiB, 2nd/1st" ""
        done
    fi
else
    for p in "${profiles[@]}"; do echo "n/a"; done | line "s, RSS per GiB: 2 GiB vs 256 MiB" "1 +- 0.1"
fi
for s in "${sizes[@]}"; do
    for p in "${profiles[@]}"; do
        cell "$(ratio "$(set -- ${R[$p,$s,tui]}; echo "${1:-}")" "$(first "${R[$p,$s,report]}")" %.2f)" "<=" 1.05
        echo
    done | line "TUI first screen / --report, $s" "<= 1.05"
    for p in "${profiles[@]}"; do
        printf '%s\n' "$(ratio "$(echo "${R[$p,$s,tui]}" | awk 'NF >= 10 {print $10}')" "$(fifth "${R[$p,$s,report]}")" %.2f)"
    done | line "  (info) its CPU / --report CPU, $s" ""
    # the worst of each key: fields 3, 5, 7, 9 of tui_summary's line
    for k in "3|switch module" "5|previous execution" "7|device switch" "9|program-order step"; do
        for p in "${profiles[@]}"; do
            cell "$(echo "${R[$p,$s,tui]}" | awk -v f="${k%%|*}" 'NF >= 9 {print $f}')" "<" 20
            echo
        done | line "TUI ${k#*|}, worst ms, $s" "< 20"
    done
done
if [ "$HOSTS" -gt 0 ]; then
    # memory: the run's peak against its largest host's alone (its
    # summaries are a few KiB each); time: against one core's time of the
    # same run over the cores ("time = bytes / (cores x per-core rate)",
    # taken as within 25%)
    for p in "${profiles[@]}"; do
        cell "$(ratio "$(fourth "${R[$p,hosts,run]}")" "$(fourth "${R[$p,hosts,largest]}")" %.2f)" "<=" 1.02
        echo
    done | line "$HOSTS hosts: peak RSS / largest alone" "<= 1.02"
    for p in "${profiles[@]}"; do
        ideal=$(ratio "$(first "${R[$p,hosts,core1]}")" "$(nproc)" %.6g)
        cell "$(ratio "$(first "${R[$p,hosts,run]}")" "$ideal" %.2f)" "<=" 1.25
        echo
    done | line "$HOSTS hosts: s / (1-core s / cores)" "<= 1.25"
    for p in "${profiles[@]}"; do
        printf '%s\n' "$(ratio "$(awk -v b="${BYTES[$p,hosts]}" 'BEGIN {print b / 1073741824}')" "$(first "${R[$p,hosts,run]}")" %.2f)"
    done | line "  (info) $HOSTS hosts: GiB/s" ""
    # the other side of the trade: as many hosts at once as cores
    # (XOOMTUI_HOST_THREADS), its time and memory against the same bounds
    for p in "${profiles[@]}"; do
        ideal=$(ratio "$(first "${R[$p,hosts,core1]}")" "$(nproc)" %.6g)
        printf '%s\n' "$(ratio "$(first "${R[$p,hosts,pool]}")" "$ideal" %.2f)"
    done | line "  (info) $(nproc) hosts at once: s / ideal" ""
    for p in "${profiles[@]}"; do
        printf '%s\n' "$(ratio "$(fourth "${R[$p,hosts,pool]}")" "$(fourth "${R[$p,hosts,largest]}")" %.2f)"
    done | line "  (info) $(nproc) hosts at once: RSS / largest" ""
fi
echo "(info): user+sys CPU seconds (xoomtui decodes on 2 threads), less sensitive to other load than wall time."
echo "n/a: not measured (a device switch needs several devices: legacy-kind has one;"
echo "linearity needs two sizes).  TUI key targets are stated for a 1 GiB capture."
[ ${#sizes[@]} -ge 3 ] && echo "added s, RSS/GiB, 2nd/1st: (${sizes[2]} - ${sizes[1]} MiB) over (${sizes[1]} - ${sizes[0]} MiB), per byte: each added GiB's cost, without the fixed part every size carries."
[ -n "$pynote" ] && echo "$pynote"
[ -n "$pyskipped" ] && echo "Python's parse not run on:$pyskipped (it would need ${PY_MEM:-15}x the file in memory: more than MemAvailable)"
[ -z "$pynote" ] && echo "Python's parse: ${PY_RUNS:-1} run(s) each (PY_RUNS)"
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg); RUNS=$RUNS, times: $STAT of the runs"
exit 0
