#!/bin/sh
# The benchmark suite: builds in release, writes the synthetic spec sets (.build/benchmark/specs), measures
# and prints the ratio tables (Markdown, on standard output; progress on standard error), then the timeline
# simulator scenarios. Usage, from the repository root:
#   Benchmarks/run.sh [--runs N] [--seed N] [--sizes small,100KB,5MB] [--no-typecheck] [--no-year]
#   Benchmarks/run.sh --noop-rebuild [--runs N] [--peer DIR]
# Needs python3 with PyYAML built against libyaml (Debian: python3-yaml). See docs/performance.md.
set -eu
cd "$(dirname "$0")/.."
# The no-change rebuild of the example package, against a peer package when --peer DIR follows (see
# Benchmarks/noop-rebuild.sh, which this runs with the remaining arguments).
if [ "${1:-}" = "--noop-rebuild" ]; then
    shift
    exec Benchmarks/noop-rebuild.sh --trace "$@"
fi
swift build -c release --product widgetspec >&2
swift build -c release --product BenchmarkHello >&2
swift build -c release --product WidgetSpecBenchmark >&2
bin="$(swift build -c release --show-bin-path)"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin/WidgetSpecBenchmark" all "$@"
if [ -z "${SKIP_TIMELINE:-}" ]; then
    echo
    echo "## Timeline simulator scenarios"
    Benchmarks/run-timeline-benchmark.sh
fi
