#!/usr/bin/env bash
# The README's second command: builds and runs the whole test suite. Arguments go to `swift test`
# (`scripts/test.sh --filter CLITests`).
#
# It builds the test product alone instead of letting `swift test` build every target: with every target, SwiftPM
# also compiles the build plugins' own copy of the tool for the host (widgetspec, WidgetSpecKit, WidgetSchedule
# and swift-argument-parser once more, the `*-tool` folders in .build), which no test here runs: the plugin tests
# build their package in a folder of its own (.build-examples). The tool comes first, as the CLI tests run the
# binary; after scripts/run-examples.sh, which built it in the same configuration and folder, that is a no-op, and
# the test product compiles only the tests on top of it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh --test --browser
swift build --product widgetspec
swift build --product WidgetSpecPackageTests
swift test --skip-build "$@"
