#!/usr/bin/env bash
# Builds and tests Examples/GameWidgets, a separate package that depends on this repository by relative path and
# gets its widget code from the WidgetSpec build plugin. On the way it checks the command plugins on it:
# generate-widget-code must write the very file the build plugin generated, and lint-widget-specs must pass.
# `swift test` comes last, so its summary closes the output.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
cd Examples/GameWidgets

echo "== Examples/GameWidgets: swift build (the build plugin generates game.widgets.generated.swift)"
swift build

echo "== Examples/GameWidgets: swift package lint-widget-specs"
swift package lint-widget-specs
swift package lint-widget-specs --specs ../../specs --format summary    # specs outside any target

echo "== Examples/GameWidgets: swift package generate-widget-code"
out=.build/generate-widget-code    # inside .build, so nothing lands in the working tree
rm -rf "$out"
swift package --allow-writing-to-package-directory generate-widget-code --output "$out"
swift package --allow-writing-to-package-directory generate-widget-code --output "$out" --check
built=.build/plugins/outputs/gamewidgets/GameWidgetsKit/destination/WidgetSpecPlugin/game.widgets.generated.swift
cmp "$out/game.widgets.generated.swift" "$built"
echo "generate-widget-code wrote the same bytes as the build plugin"

echo "== Examples/GameWidgets: the build plugin with a prebuilt widgetspec (scripts/make-artifactbundle.sh)"
bundle_out=$(cd ../.. && pwd)/.build/artifactbundle
(cd ../.. && scripts/make-artifactbundle.sh --output "$bundle_out" >/dev/null)
binary_log=.build-binary.log
rm -rf .build-binary
WIDGETSPEC_BINARY_PACKAGE="$bundle_out/WidgetSpecBinary" swift build --scratch-path .build-binary 2>&1 | tee "$binary_log"
if grep -E "Compiling (widgetspec|WidgetSpecKit|ArgumentParser)" "$binary_log"; then
  echo "error: the binary route compiled the tool from source" >&2
  exit 1
fi
binary_built=.build-binary/plugins/outputs/gamewidgets/GameWidgetsKit/destination/WidgetSpecPlugin/game.widgets.generated.swift
cmp "$built" "$binary_built"
rm -f "$binary_log"
echo "the prebuilt tool generated the same bytes and the tool was not compiled"

echo "== Examples/GameWidgets: swift test"
swift test
