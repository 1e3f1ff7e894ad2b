#!/usr/bin/env bash
# The main job on the bundled example specs: check them, generate their Swift code into out/generated,
# and print their timeline report (also written as out/report.html).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
# A statically linked Swift runtime starts faster; macOS always links the system's runtime.
static_flag=""
[ "$(uname)" = Linux ] && static_flag="--static-swift-stdlib"
swift build -c release --product widgetspec $static_flag
bin=.build/release/widgetspec
echo "== widgetspec check specs/"
"$bin" check specs/
echo "== widgetspec generate specs/ --output out/generated"
"$bin" generate specs/ --output out/generated
echo "== widgetspec report specs/"
"$bin" report specs/
"$bin" report specs/ --format html --output out/report.html
echo "== HTML report: out/report.html"
