#!/usr/bin/env bash
# Builds one libFuzzer target with the address sanitizer and runs it on a corpus seeded from the project's own
# inputs, with the target's dictionary. See docs/fuzzing.md.
#
#   scripts/fuzz.sh [--target pipeline|import|diff] [--build-only] [LIBFUZZER_OPTION ...]
#   scripts/fuzz.sh -runs=1000000                      # the pipeline target, a million executions
#   scripts/fuzz.sh --target import -runs=2000         # widgetspec import on XML and binary property lists
#   scripts/fuzz.sh --target import --build-only       # build it, print the binary's path
#   scripts/fuzz.sh -max_total_time=600 -jobs=2 -workers=2
#
# Targets (product, dictionary, seeds):
#   pipeline  WidgetSpecFuzz        bytes → YAML → decode → check → generate → simulate; Fuzz/widgetspec.dict;
#             specs/, the test fixtures, Examples/, Fuzz/regressions/ (*.yaml, *.yml)
#   import    WidgetSpecImportFuzz  bytes → widgetspec import; Fuzz/import.dict; the import fixtures,
#             Fuzz/seeds/import/, Fuzz/regressions-import/
#   diff      WidgetSpecDiffFuzz    pairs of specs → the compatibility surface; Fuzz/widgetspec.dict (its inputs are specs);
#             Fuzz/seeds/diff/, Fuzz/regressions-diff/
#
# Each target has its own folder, .build-fuzz/<target>/: the growing corpus in corpus/, findings (crash-*,
# timeout-*, oom-*, slow-unit-*) in findings/, and -jobs logs (fuzz-N.log). Every finding becomes a regression
# file, run by `swift test` (Tests/WidgetSpecKitTests/Fuzz/).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
scripts/ensure-deps.sh

target=pipeline
build_only=false
while [ $# -gt 0 ]; do
  case "$1" in
    --target) target="${2:?--target needs pipeline, import or diff}"; shift 2 ;;
    --target=*) target="${1#--target=}"; shift ;;
    --build-only) build_only=true; shift ;;
    *) break ;;
  esac
done

case "$target" in
  pipeline)
    product=WidgetSpecFuzz dictionary=Fuzz/widgetspec.dict
    seed_dirs=(specs Tests/WidgetSpecKitTests/Spec/Fixtures Examples Fuzz/regressions)
    seed_names=(-name '*.yaml' -o -name '*.yml') ;;
  import)
    product=WidgetSpecImportFuzz dictionary=Fuzz/import.dict
    seed_dirs=(Tests/WidgetSpecKitTests/Spec/Fixtures/import Fuzz/seeds/import Fuzz/regressions-import)
    seed_names=(-name '*' ! -name '*.expected') ;;
  diff)
    product=WidgetSpecDiffFuzz dictionary=Fuzz/widgetspec.dict
    seed_dirs=(Fuzz/seeds/diff Fuzz/regressions-diff)
    seed_names=(-name '*') ;;
  *) echo "scripts/fuzz.sh: unknown target '$target' (pipeline, import or diff)" >&2; exit 2 ;;
esac

WIDGETSPEC_FUZZ=1 swift build -c debug --scratch-path .build-fuzz --product "$product" \
  --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld >&2
binary=$(WIDGETSPEC_FUZZ=1 swift build -c debug --scratch-path .build-fuzz --product "$product" --show-bin-path)/$product
$build_only && { echo "$binary"; exit 0; }

work=.build-fuzz/$target
corpus=$work/corpus
findings=$work/findings
mkdir -p "$corpus" "$findings"
# Seeds: the target's inputs, but none over 16 KB: libFuzzer mutates better and runs faster on inputs the size of
# real ones. Folders that do not exist (yet) are skipped.
existing=()
for dir in "${seed_dirs[@]}"; do [ -d "$dir" ] && existing+=("$dir"); done
if [ ${#existing[@]} -gt 0 ]; then
  find "${existing[@]}" -path '*/.build*' -prune -o -type f \( "${seed_names[@]}" \) -size -16k -print |
    while read -r seed; do
      cp "$seed" "$corpus/seed-$(printf '%s' "$seed" | tr '/' '_')"
    done
fi
dictionary_option=()
[ -f "$dictionary" ] && dictionary_option=(-dict="$root/$dictionary")
# From inside the target's folder, where libFuzzer's -jobs logs (fuzz-N.log) then land.
cd "$work"
# No leak checks (libFuzzer's -detect_leaks after an input, LeakSanitizer's at exit): Swift keeps multi-payload enum
# values (the key tables' indirect cases) in static globals as pointers with tag bits set, which LeakSanitizer does
# not recognise, so a table first built inside an input reads as a leak. Memory that grows is still caught, by
# -rss_limit_mb.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
"$binary" "${dictionary_option[@]}" -max_len=16384 -timeout=5 -rss_limit_mb=1024 -detect_leaks=0 \
  -print_final_stats=1 \
  -artifact_prefix="$root/$findings/" "$@" "$root/$corpus"
