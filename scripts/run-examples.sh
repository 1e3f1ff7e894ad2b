#!/usr/bin/env bash
# The README's first command: builds `widgetspec` in debug, then checks the bundled example specs, generates
# their Swift code into out/generated and prints their timeline report (also written as out/report.html).
#
# Debug, in .build: the configuration and folder `swift test` uses, so scripts/test.sh afterwards reuses these
# objects instead of compiling the tool again. The optimized, self-contained binary is scripts/build-release.sh
# (README, Install).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh          # libyaml's headers and pkg-config only; the test tools wait for scripts/test.sh
swift build --product widgetspec
bin=.build/debug/widgetspec
echo "== widgetspec check specs/"
"$bin" check specs/
echo "== widgetspec generate specs/ --output out/generated"
"$bin" generate specs/ --output out/generated
echo "== widgetspec report specs/"
"$bin" report specs/
"$bin" report specs/ --format html --output out/report.html
echo "== HTML report: out/report.html"
