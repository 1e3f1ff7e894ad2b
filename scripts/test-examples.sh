#!/usr/bin/env bash
# Builds and tests Examples/GameWidgets, a separate package that depends on this repository by relative path and
# gets its widget code from WidgetSpec's build plugins: the shared part in GameShared (WidgetSpecSharedPlugin), the
# extension part in GameWidgetsKit (WidgetSpecExtensionPlugin, importing GameShared), and GameApp, standing in for
# the app, with the shared part alone. On the way it checks the command plugins on it: generate-widget-code must
# write the very files the build plugins generated, and lint-widget-specs must pass. `swift test` comes last, so
# its summary closes the output.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh
cd Examples/GameWidgets

outputs=.build/plugins/outputs/gamewidgets
built_shared=GameShared/destination/WidgetSpecSharedPlugin/game.widgets.shared.generated.swift
built_extension=GameWidgetsKit/destination/WidgetSpecExtensionPlugin/game.widgets.extension.generated.swift

echo "== Examples/GameWidgets: swift build (the build plugins generate both parts of game.widgets.yaml)"
swift build

echo "== Examples/GameWidgets: swift package lint-widget-specs"
swift package lint-widget-specs
swift package lint-widget-specs --specs ../../specs --format summary    # specs outside any target

echo "== Examples/GameWidgets: swift package generate-widget-code"
out=.build/generate-widget-code    # inside .build, so nothing lands in the working tree
rm -rf "$out"
generate() { swift package --allow-writing-to-package-directory generate-widget-code --target GameShared "$@"; }
for check in "" --check; do
  generate --output "$out" --part shared $check
  generate --output "$out" --part extension --import GameShared $check
done
cmp "$out/game.widgets.shared.generated.swift" "$outputs/$built_shared"
cmp "$out/game.widgets.extension.generated.swift" "$outputs/$built_extension"
echo "generate-widget-code wrote the same bytes as the build plugins"

echo "== Examples/GameWidgets: the build plugins with a prebuilt widgetspec (scripts/make-artifactbundle.sh)"
bundle_out=$(cd ../.. && pwd)/.build/artifactbundle
(cd ../.. && scripts/make-artifactbundle.sh --output "$bundle_out" >/dev/null)
binary_log=.build-binary.log
rm -rf .build-binary
WIDGETSPEC_BINARY_PACKAGE="$bundle_out/WidgetSpecBinary" swift build --scratch-path .build-binary 2>&1 | tee "$binary_log"
if grep -E "Compiling (widgetspec|WidgetSpecKit|ArgumentParser)" "$binary_log"; then
  echo "error: the binary route compiled the tool from source" >&2
  exit 1
fi
binary_outputs=.build-binary/plugins/outputs/gamewidgets
cmp "$outputs/$built_shared" "$binary_outputs/$built_shared"
cmp "$outputs/$built_extension" "$binary_outputs/$built_extension"
rm -f "$binary_log"
echo "the prebuilt tool generated the same bytes and the tool was not compiled"

echo "== Examples/GameWidgets: swift test (the widget extension's code and the app's)"
swift test
