#!/bin/bash
# run.sh [SIZE_MIB...] - the side-by-side benchmark of bench/README.md.
# Run from the build directory (where xoomtui and bench/ programs are):
#   make && ../bench/run.sh 256 1024 2048
# Captures are generated once into $BENCH_DIR (default /tmp/xoomtui-bench).
set -u
SRC=$(cd "$(dirname "$0")/.." && pwd)
B=${BUILD:-.}
DIR=${BENCH_DIR:-/tmp/xoomtui-bench}
RUNS=${RUNS:-3}
PY=${PYTHON:-/usr/bin/python3}
sizes=("$@")
[ ${#sizes[@]} -eq 0 ] && sizes=(256 1024 2048)
mkdir -p "$DIR"
for exe in "$B/xoomtui" "$B/bench/xt-bench-gen" "$B/bench/xt-bench-walk"; do
    [ -x "$exe" ] || { echo "run.sh: $exe missing: run make first (BUILD=dir)"; exit 2; }
done
"$PY" -c 'import google.protobuf' 2>/dev/null || { echo "run.sh: needs python3-protobuf (apt-get install python3-protobuf)"; exit 2; }

# measure NAME CMD...: RUNS times; prints "median min max rss_max" (s, s, s, MB)
measure() {
    local ts=() rss=0 line t m tf
    tf=$(mktemp)
    for ((i = 0; i < RUNS; i++)); do
        cat "$f" >/dev/null   # page cache warm: Python's parse evicts it
        /usr/bin/time -f "%e %M" -o "$tf" "$@" >/dev/null 2>&1
        line=$(tail -1 "$tf")
        t=${line% *}; m=${line#* }
        case "$t" in ''|*[!0-9.]*) rm -f "$tf"; echo "failed"; return;; esac
        ts+=("$t")
        [ "$m" -gt "$rss" ] && rss=$m
    done
    rm -f "$tf"
    printf '%s\n' "${ts[@]}" | sort -g | awk -v rss="$rss" '{a[NR]=$1} END {printf "%.3f %.3f %.3f %.0f\n", a[int((NR+1)/2)], a[1], a[NR], rss/1024}'
}

printf '%-6s %-22s %9s %9s %9s %9s\n' size what median min max rss_MB
declare -A X W P S
for s in "${sizes[@]}"; do
    f="$DIR/gen-$s.xplane.pb"
    [ -f "$f" ] || "$B/bench/xt-bench-gen" "$s" "$f" 2>/dev/null
    bytes=$(stat -c %s "$f")
    cat "$f" >/dev/null   # page cache
    r_cat=$(measure cat "$f")
    r_walk=$(measure "$B/bench/xt-bench-walk" "$f")
    if [ -n "${SKIP_PY:-}" ]; then r_py=failed; else r_py=$(measure "$PY" "$SRC/bench/pyparse.py" "$f"); fi
    r_x=$(measure "$B/xoomtui" --json /dev/null "$f")
    for pair in "cat (page cache)|$r_cat" "wire walk (floor)|$r_walk" "python ParseFromString|$r_py" "xoomtui --json|$r_x"; do
        printf '%-6s %-22s %s\n' "$s" "${pair%%|*}" "$(echo "${pair#*|}" | awk '{printf "%9s %9s %9s %9s", $1, $2, $3, $4}')"
    done
    X[$s]=$r_x; W[$s]=$r_walk; P[$s]=$r_py; S[$s]=$bytes
done
echo
printf '%-6s %12s %12s %12s %12s\n' size xoomtui/walk xoomtui/py RSS/file s_per_GiB
for s in "${sizes[@]}"; do
    set -- ${X[$s]}; xt=$1 xr=$4
    set -- ${W[$s]}; wt=$1
    py=${P[$s]%% *}
    awk -v xt="$xt" -v wt="$wt" -v py="$py" -v xr="$xr" -v b="${S[$s]}" -v s="$s" 'BEGIN {
        pr = (py == "failed") ? "n/a" : sprintf("%.3f", xt / py);
        printf "%-6s %12.2f %12s %12.2f %12.2f\n", s, xt / wt, pr, xr * 1048576 / b, xt / (b / 1073741824) }'
done
echo "targets: xoomtui/walk <= 3, xoomtui/py <= 0.2, RSS/file <= 1.0, s_per_GiB flat within 20%"
