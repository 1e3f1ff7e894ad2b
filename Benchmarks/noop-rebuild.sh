#!/usr/bin/env bash
# The no-change rebuild of the example package (issue 29): `swift build` (debug) of Examples/GameWidgets right
# after a build, nothing changed, against a peer package built the same way, back to back (ours, peer, ours,
# peer ...), CPU time (user + system of swift build and everything it starts, from GNU time) and wall time.
# Prints a Markdown table on standard output, progress on standard error.
#
#   Benchmarks/noop-rebuild.sh [--runs N] [--peer DIR] [--trace]
#
# --peer DIR: a package to compare with, already resolved (e.g. swift-openapi-generator's
#   Examples/hello-world-urlsession-client-example with `swift package config set-mirror` pointing at local
#   copies; never inside this repository). Without it only our figures are printed.
# --trace: one more no-change build of each under `strace -f -tt -e trace=execve`, listing every process the
#   build starts (manifests, plugin scripts, the plugins' evaluations, the tool) with its start and wall time,
#   so the time can be split between SwiftPM's planning, the plugin evaluations and llbuild.
# Every build runs under GNU time, the warm-up builds too: SwiftPM keys its manifest cache on the whole
# environment, and a build started another way (`_` differs) evaluates every package's manifest again (seconds
# of CPU, which the issue-17 figures of 8.7 and 10.4 s were mostly made of).
# The example is built in .build-noop/ours (a scratch folder of this repository, ignored by git); the first
# build of it compiles the widgetspec tool in debug and takes minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs=5
peer=""
trace=0
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --peer) peer=$2; shift 2 ;;
    --trace) trace=1; shift ;;
    *) echo "usage: $0 [--runs N] [--peer DIR] [--trace]" >&2; exit 2 ;;
  esac
done
work=$root/.build-noop
mkdir -p "$work"
ours=$root/Examples/GameWidgets
ours_scratch=$work/ours

# build DIRECTORY SCRATCH...: one `swift build`, its "wall cpu" on standard output.
build() {
  local directory=$1
  shift
  if ! (cd "$directory" && /usr/bin/time -o "$work/time.txt" -f '%e %U %S' swift build -j 1 "$@" >"$work/build.log" 2>&1); then
    echo "error: the build in $directory failed; see $work/build.log" >&2
    exit 1
  fi
  awk '{printf "%s %.2f\n", $1, $2 + $3}' "$work/time.txt"
}

echo "== first builds (not measured)" >&2
build "$ours" --scratch-path "$ours_scratch" >/dev/null
[ -z "$peer" ] || build "$peer" >/dev/null

ours_walls=() ours_cpus=() peer_walls=() peer_cpus=() ratios=()
for run in $(seq "$runs"); do
  read -r wall cpu <<<"$(build "$ours" --scratch-path "$ours_scratch")"
  ours_walls+=("$wall") ours_cpus+=("$cpu")
  line="  run $run: ours $wall s wall, $cpu s CPU"
  if [ -n "$peer" ]; then
    read -r pwall pcpu <<<"$(build "$peer")"
    peer_walls+=("$pwall") peer_cpus+=("$pcpu")
    ratios+=("$(awk -v a="$cpu" -v b="$pcpu" 'BEGIN { printf "%.2f", a / b }')")
    line+="; peer $pwall s wall, $pcpu s CPU"
  fi
  echo "$line (load $(cut -d' ' -f1 /proc/loadavg))" >&2
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
range() { printf '%s\n' "$@" | sort -n | awk 'NR==1 {lo=$1} {hi=$1} END {print lo "–" hi}'; }

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $runs no-change builds each, median (min–max)"
echo
echo "| package | wall | CPU |"
echo "|---|--:|--:|"
echo "| Examples/GameWidgets | $(median "${ours_walls[@]}") s ($(range "${ours_walls[@]}")) | $(median "${ours_cpus[@]}") s ($(range "${ours_cpus[@]}")) |"
if [ -n "$peer" ]; then
  echo "| peer ($(basename "$peer")) | $(median "${peer_walls[@]}") s ($(range "${peer_walls[@]}")) | $(median "${peer_cpus[@]}") s ($(range "${peer_cpus[@]}")) |"
  echo
  echo "CPU ours / peer, pair by pair: median $(median "${ratios[@]}") ($(range "${ratios[@]}"))"
fi

# trace DIRECTORY LABEL SCRATCH...: the processes of one no-change build.
trace_build() {
  local directory=$1 label=$2
  shift 2
  # Twice: SwiftPM keys its manifest cache on the whole environment, which differs under strace (`_`), so the
  # first traced build evaluates every manifest again; the second is the no-change build.
  for _ in 1 2; do
    (cd "$directory" && strace -f -tt -e trace=execve,exit_group -o "$work/strace.txt" swift build "$@" >/dev/null 2>&1)
  done
  echo
  echo "Processes of one no-change build of $label (strace -f, wall times under strace):"
  echo
  python3 - "$work/strace.txt" <<'PY'
import re, sys
from datetime import datetime
starts, ends, names = {}, {}, {}
def seconds(stamp):
    t = datetime.strptime(stamp, "%H:%M:%S.%f")
    return t.hour * 3600 + t.minute * 60 + t.second + t.microsecond / 1e6
first = None
for line in open(sys.argv[1]):
    m = re.match(r"(\d+)\s+(\S+)\s+(.*)", line)
    if not m:
        continue
    pid, stamp, rest = m.group(1), seconds(m.group(2)), m.group(3)
    first = stamp if first is None else first
    e = re.match(r'execve\("([^"]+)", \[(.*?)\]', rest)
    if e and "= 0" in rest:
        args = [a.strip('"') for a in re.findall(r'"[^"]*"', e.group(2))]
        starts[pid] = stamp
        names[pid] = " ".join([args[0].split("/")[-1]] + [a.split("/")[-1] for a in args[1:4]])
    elif rest.startswith("+++ exited") or rest.startswith("exit_group"):
        ends[pid] = stamp
last = max(ends.values()) if ends else first
print("| started at | wall | process |")
print("|--:|--:|---|")
for pid in sorted(starts, key=lambda p: starts[p]):
    end = ends.get(pid, last)
    print(f"| {starts[pid] - first:.2f} s | {end - starts[pid]:.2f} s | `{names[pid][:90]}` |")
print(f"\nwhole build under strace: {last - first:.2f} s")
PY
}
if [ "$trace" = 1 ]; then
  trace_build "$ours" "Examples/GameWidgets" --scratch-path "$ours_scratch"
  [ -z "$peer" ] || trace_build "$peer" "the peer"
fi
