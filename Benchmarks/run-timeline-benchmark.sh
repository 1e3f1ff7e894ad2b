#!/bin/sh
# Builds the timeline benchmark in release mode and runs every scenario in its own process.
# Usage: Benchmarks/run-timeline-benchmark.sh   (from the repository root)
set -eu
swift build -c release --product TimelineBenchmark >&2
binary="$(swift build -c release --show-bin-path)/TimelineBenchmark"
for scenario in $("$binary" list | sed 's/^scenarios: //'); do
    "$binary" "$scenario"
done
