#!/usr/bin/env bash
# Runs the whole test suite: checks dependencies, then `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test --browser
swift test "$@"
