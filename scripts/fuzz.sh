#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/WidgetSpecFuzz: bytes → YAML → decode → check → generate → simulate) with
# the address sanitizer and runs it on a corpus seeded from specs/ and the test fixtures, with a dictionary of
# the spec language's keys. See docs/fuzzing.md.
#
#   scripts/fuzz.sh [--build-only] [LIBFUZZER_OPTION ...]
#   scripts/fuzz.sh -runs=1000000            # a million executions
#   scripts/fuzz.sh -max_total_time=600 -jobs=2 -workers=2
#
# Findings (crash-*, timeout-*, oom-*, slow-unit-*) land in .build-fuzz/findings/; the growing corpus in
# .build-fuzz/corpus/. Every finding becomes a regression test (Tests/WidgetSpecKitTests/Fuzz/).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scripts/ensure-deps.sh

build_only=false
if [ "${1:-}" = "--build-only" ]; then build_only=true; shift; fi

WIDGETSPEC_FUZZ=1 swift build -c debug --scratch-path .build-fuzz --product WidgetSpecFuzz \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >&2
binary=$(WIDGETSPEC_FUZZ=1 swift build -c debug --scratch-path .build-fuzz --product WidgetSpecFuzz --show-bin-path)/WidgetSpecFuzz
$build_only && { echo "$binary"; exit 0; }

corpus=.build-fuzz/corpus
findings=.build-fuzz/findings
mkdir -p "$corpus" "$findings"
# Seeds: every spec the project has (examples, valid and invalid fixtures, the fuzzer's own regressions), but
# none over 16 KB: libFuzzer mutates better and runs faster on inputs the size of real specs.
find specs Tests/WidgetSpecKitTests/Spec/Fixtures Examples Fuzz/regressions -path '*/.build*' -prune -o \
  \( -name '*.yaml' -o -name '*.yml' \) -size -16k -print | while read -r seed; do
  cp "$seed" "$corpus/seed-$(printf '%s' "$seed" | tr '/' '_')"
done
# From inside .build-fuzz, where libFuzzer's -jobs logs (fuzz-N.log) then land.
cd .build-fuzz
# No leak checks (libFuzzer's -detect_leaks after an input, LeakSanitizer's at exit): Swift keeps multi-payload enum
# values (the key tables' indirect cases) in static globals as pointers with tag bits set, which LeakSanitizer does
# not recognise, so a table first built inside an input reads as a leak. Memory that grows is still caught, by
# -rss_limit_mb.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
"$binary" -dict="$root/Fuzz/widgetspec.dict" -max_len=16384 -timeout=5 -rss_limit_mb=1024 -detect_leaks=0 \
  -print_final_stats=1 \
  -artifact_prefix="$root/$findings/" "$@" "$root/$corpus"
